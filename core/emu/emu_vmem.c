/* emu_vmem.c - vector memory: global_/flat_ (one flat 64-bit space),
 * scratch_ (private per lane), ds_ (the workgroup's LDS). Each lane's
 * access completes at issue, lanes in order; the counters still record
 * what is in flight until an s_waitcnt. */
#include "emu_exec.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static long mod_int(const struct rdna_insn *in, const char *name)
{
    const struct rdna_mod *m = rdna_find_mod(in, name);
    return m && m->value ? strtol(m->value, NULL, 0) : 0;
}

static int is_off(const struct rdna_operand *o)
{
    return o->kind == ROP_OFF || o->kind == ROP_NULL;
}

/* atomic: new memory value from old and data; *ret gets what is returned */
static uint64_t atomic_apply(int at, int is64, uint64_t old, uint64_t data, uint64_t cmp)
{
    uint64_t m = is64 ? ~0ull : 0xffffffffull;
    int64_t so = is64 ? (int64_t)old : (int32_t)(uint32_t)old;
    int64_t sd = is64 ? (int64_t)data : (int32_t)(uint32_t)data;
    switch (at) {
    case AT_ADD: return (old + data) & m;
    case AT_SUB: return (old - data) & m;
    case AT_MIN_I: return (uint64_t)(so < sd ? so : sd) & m;
    case AT_MAX_I: return (uint64_t)(so > sd ? so : sd) & m;
    case AT_MIN_U: return old < data ? old : data;
    case AT_MAX_U: return old > data ? old : data;
    case AT_AND: return old & data;
    case AT_OR: return old | data;
    case AT_XOR: return old ^ data;
    case AT_SWAP: return data;
    case AT_CMPSWAP: return old == cmp ? data : old;
    case AT_INC: return old >= data ? 0 : (old + 1) & m;
    case AT_DEC: return (old == 0 || old > data) ? data : old - 1;
    case AT_ADD_F32: return emu_fb(emu_f((uint32_t)old) + emu_f((uint32_t)data));
    case AT_ADD_F64: return emu_db(emu_d(old) + emu_d(data));
    case AT_MIN_F: return emu_fb(fminf(emu_f((uint32_t)old), emu_f((uint32_t)data)));
    case AT_MAX_F: return emu_fb(fmaxf(emu_f((uint32_t)old), emu_f((uint32_t)data)));
    default: return old;
    }
}

static uint64_t vreg64(const struct wave *w, int reg, int l, int is64)
{
    uint64_t v = w->v[reg & 255][l];
    if (is64) v |= (uint64_t)w->v[(reg + 1) & 255][l] << 32;
    return v;
}

static void load_to_regs(struct wave *w, int reg, int l, const uint8_t *buf, unsigned n, int sext)
{
    if (n < 4) {
        uint32_t v = n == 1 ? (sext ? (uint32_t)(int32_t)(int8_t)buf[0] : buf[0])
                            : (sext ? (uint32_t)(int32_t)(int16_t)(buf[0] | buf[1] << 8)
                                    : (uint32_t)(buf[0] | buf[1] << 8));
        w->v[reg & 255][l] = v;
        return;
    }
    for (unsigned k = 0; k < n / 4; k++)
        memcpy(&w->v[(reg + (int)k) & 255][l], buf + 4 * k, 4);
}

static void regs_to_buf(const struct wave *w, int reg, int l, uint8_t *buf, unsigned n)
{
    uint32_t tmp[4];
    for (unsigned k = 0; k < (n + 3) / 4; k++)
        tmp[k] = w->v[(reg + (int)k) & 255][l];
    memcpy(buf, tmp, n);
}

/* ---- global / flat / scratch ---- */

int emu_vmem(struct ectx *c, const struct rdna_insn *in, const struct emu_dec *d)
{
    struct wave *w = c->w;
    int scratch = emu_opdescs[d->op].cls == C_SCRATCH;
    int flat = !strncmp(in->opcode, "flat_", 5);
    int glc = rdna_find_mod(in, "glc") != NULL;
    int rtn = d->mop == MO_LOAD || (d->mop == MO_ATOMIC && glc);
    int i = 0;
    const struct rdna_operand *vdst = NULL, *vaddr, *vdata = NULL, *saddr = NULL;
    if (rtn && i < in->nops) vdst = &in->ops[i++];
    if (i >= in->nops) return emu_fail(c, WS_EUNSUPPORTED, "address operand missing");
    vaddr = &in->ops[i++];
    if (d->mop != MO_LOAD) {
        if (i >= in->nops) return emu_fail(c, WS_EUNSUPPORTED, "data operand missing");
        vdata = &in->ops[i++];
    }
    if (!flat) {
        if (i >= in->nops) return emu_fail(c, WS_EUNSUPPORTED, "saddr operand missing");
        saddr = &in->ops[i++];
    }
    if (i != in->nops)
        return emu_fail(c, WS_EUNSUPPORTED, "unexpected operand count %d", in->nops);
    if ((vdst && vdst->kind != ROP_VGPR) || (vdata && vdata->kind != ROP_VGPR))
        return emu_fail(c, WS_EUNSUPPORTED, "VGPR data expected");
    int64_t off = mod_int(in, "offset");
    uint64_t sbase = 0;
    int use_s = saddr && !is_off(saddr);
    if (use_s && emu_sread(c, saddr, scratch ? T_B32 : T_B64, &sbase))
        return -1;
    int use_v = !is_off(vaddr);
    if (use_v && vaddr->kind != ROP_VGPR)
        return emu_fail(c, WS_EUNSUPPORTED, "VGPR address expected");
    if (!scratch && !use_v)
        return emu_fail(c, WS_EUNSUPPORTED, "global access without a VGPR address");
    uint64_t exec = emu_exec_mask(w);
    unsigned n = d->bytes;
    uint8_t buf[16];
    uint32_t priv = c->k->private_segment_size;
    for (int l = 0; l < w->lanes; l++) {
        if (!((exec >> l) & 1)) continue;
        uint64_t addr;
        if (scratch)
            addr = (use_v ? w->v[vaddr->reg][l] : 0) + sbase + (uint64_t)off;
        else if (use_s)
            addr = sbase + w->v[vaddr->reg][l] + (uint64_t)off;
        else
            addr = vreg64(w, vaddr->reg, l, 1) + (uint64_t)off;
        if (scratch) {
            addr &= 0xffffffffu;
            if (addr + n > priv)
                return emu_fail(c, WS_EARG, "lane %d: scratch access of %u bytes at %llu outside "
                                "the %u private bytes", l, n, (unsigned long long)addr, priv);
            uint8_t *p = w->scratch + (size_t)l * priv + addr;
            if (d->mop == MO_LOAD) load_to_regs(w, vdst->reg, l, p, n, d->sext);
            else regs_to_buf(w, vdata->reg, l, p, n);
            continue;
        }
        if (d->mop == MO_LOAD) {
            if (emu_mem_access(c, addr, buf, n, 0)) return -1;
            load_to_regs(w, vdst->reg, l, buf, n, d->sext);
        } else if (d->mop == MO_STORE) {
            regs_to_buf(w, vdata->reg, l, buf, n);
            if (emu_mem_access(c, addr, buf, n, 1)) return -1;
        } else {
            uint64_t old = 0, nv;
            if (emu_mem_access(c, addr, &old, n, 0)) return -1;
            uint64_t data = vreg64(w, vdata->reg, l, d->is64);
            uint64_t cmp = d->atom == AT_CMPSWAP ? vreg64(w, vdata->reg + (d->is64 ? 2 : 1), l, d->is64) : 0;
            nv = atomic_apply(d->atom, d->is64, old, data, cmp);
            if (emu_mem_access(c, addr, &nv, n, 1)) return -1;
            if (rtn) {
                w->v[vdst->reg][l] = (uint32_t)old;
                if (d->is64) w->v[(vdst->reg + 1) & 255][l] = (uint32_t)(old >> 32);
            }
        }
    }
    if (rtn)
        emu_pend_push(c, 0, 0, vdst->reg, (int)(n + 3) / 4);
    else
        emu_pend_push(c, 2, 0, -1, 0);
    return 0;
}

/* ---- LDS ---- */

static int lds_check(struct ectx *c, uint32_t addr, unsigned n, int l)
{
    if ((uint64_t)addr + n > c->lds_size)
        return emu_fail(c, WS_EARG, "lane %d: LDS access of %u bytes at %u outside the %u bytes "
                        "of the workgroup", l, n, addr, c->lds_size);
    return 0;
}

int emu_ds(struct ectx *c, const struct rdna_insn *in, const struct emu_dec *d)
{
    struct wave *w = c->w;
    uint64_t exec = emu_exec_mask(w);
    unsigned n = d->bytes;
    for (int k = 0; k < in->nops; k++)
        if (in->ops[k].kind != ROP_VGPR)
            return emu_fail(c, WS_EUNSUPPORTED, "VGPR operands expected");
    if (d->mop == MO_BPERMUTE || d->mop == MO_PERMUTE) {
        if (in->nops != 3) return emu_fail(c, WS_EUNSUPPORTED, "vdst, vaddr, vdata expected");
        uint32_t off = (uint32_t)mod_int(in, "offset");
        uint32_t res[64] = { 0 };
        int a = in->ops[1].reg, s = in->ops[2].reg;
        for (int l = 0; l < w->lanes; l++) {
            if (!((exec >> l) & 1)) continue;
            int t = (int)(((w->v[a][l] + off) >> 2) & (uint32_t)(w->lanes - 1));
            if (d->mop == MO_BPERMUTE)      /* pull: lane t's value; an inactive lane gives 0 */
                res[l] = (exec >> t) & 1 ? w->v[s][t] : 0;
            else                            /* push: this lane's value to lane t */
                res[t] = w->v[s][l];
        }
        for (int l = 0; l < w->lanes; l++)
            if ((exec >> l) & 1) w->v[in->ops[0].reg][l] = res[l];
        emu_pend_push(c, 1, 0, in->ops[0].reg, 1);
        return 0;
    }
    int i = 0, rtn = d->mop == MO_LOAD || d->mop == MO_LOAD2 ||
                     (d->mop == MO_ATOMIC && strstr(in->opcode, "_rtn_") != NULL);
    int vdst = rtn ? in->ops[i++].reg : -1;
    if (i >= in->nops) return emu_fail(c, WS_EUNSUPPORTED, "address operand missing");
    int vaddr = in->ops[i++].reg;
    int nd = d->mop == MO_STORE || (d->mop == MO_ATOMIC && d->atom != AT_CMPSWAP) ? 1
           : d->mop == MO_STORE2 || d->mop == MO_ATOMIC ? 2 : 0;
    int data[2] = { -1, -1 };
    for (int k = 0; k < nd; k++) {
        if (i >= in->nops) return emu_fail(c, WS_EUNSUPPORTED, "data operand missing");
        data[k] = in->ops[i++].reg;
    }
    if (i != in->nops)
        return emu_fail(c, WS_EUNSUPPORTED, "unexpected operand count %d", in->nops);
    uint32_t off0 = (uint32_t)mod_int(in, "offset"), o0 = 0, o1 = 0;
    if (d->mop == MO_LOAD2 || d->mop == MO_STORE2) {
        o0 = (uint32_t)mod_int(in, "offset0") * n * d->stride;
        o1 = (uint32_t)mod_int(in, "offset1") * n * d->stride;
    }
    uint8_t buf[16];
    for (int l = 0; l < w->lanes; l++) {
        if (!((exec >> l) & 1)) continue;
        uint32_t a = w->v[vaddr][l];
        switch (d->mop) {
        case MO_LOAD:
            if (lds_check(c, a + off0, n, l)) return -1;
            load_to_regs(w, vdst, l, c->lds + (uint32_t)(a + off0), n, d->sext);
            break;
        case MO_STORE:
            if (lds_check(c, a + off0, n, l)) return -1;
            regs_to_buf(w, data[0], l, c->lds + (uint32_t)(a + off0), n);
            break;
        case MO_LOAD2:
            if (lds_check(c, a + o0, n, l) || lds_check(c, a + o1, n, l)) return -1;
            load_to_regs(w, vdst, l, c->lds + (uint32_t)(a + o0), n, 0);
            load_to_regs(w, vdst + (int)n / 4, l, c->lds + (uint32_t)(a + o1), n, 0);
            break;
        case MO_STORE2:
            if (lds_check(c, a + o0, n, l) || lds_check(c, a + o1, n, l)) return -1;
            regs_to_buf(w, data[0], l, buf, n);
            memcpy(c->lds + (uint32_t)(a + o0), buf, n);
            regs_to_buf(w, data[1], l, buf, n);
            memcpy(c->lds + (uint32_t)(a + o1), buf, n);
            break;
        default: {     /* atomic */
            if (lds_check(c, a + off0, n, l)) return -1;
            uint64_t old = 0;
            memcpy(&old, c->lds + (uint32_t)(a + off0), n);
            uint64_t dv = vreg64(w, data[0], l, d->is64);
            /* gfx11 ds_cmpstore: DATA0 is the new value, DATA1 the compare value */
            uint64_t cmp = d->atom == AT_CMPSWAP ? vreg64(w, data[1], l, d->is64) : 0;
            uint64_t nv = atomic_apply(d->atom, d->is64, old, dv, cmp);
            memcpy(c->lds + (uint32_t)(a + off0), &nv, n);
            if (rtn) {
                w->v[vdst][l] = (uint32_t)old;
                if (d->is64) w->v[(vdst + 1) & 255][l] = (uint32_t)(old >> 32);
            }
        }
        }
    }
    if (rtn)
        emu_pend_push(c, 1, 0, vdst, d->mop == MO_LOAD2 ? (int)(2 * n / 4) : (int)(n + 3) / 4);
    else
        emu_pend_push(c, 1, 0, -1, 0);
    return 0;
}
