/* emu.c - running a launch: workgroups, waves, scalar and control
 * instructions, memory, the s_waitcnt bookkeeping. Vector ALU: emu_valu.c. */
#include "emu.h"
#include "emu_exec.h"

#include "base/strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- memory ---- */

#define EMU_MEM_BASE 0x100000000ull     /* first buffer address (4 GiB) */
#define EMU_MEM_ALIGN 0x10000ull        /* 64 KiB between regions */

void emu_mem_init(struct emu_mem *m)
{
    memset(m, 0, sizeof *m);
    m->next = EMU_MEM_BASE;
}

void emu_mem_free(struct emu_mem *m)
{
    for (size_t i = 0; i < m->nregions; i++) {
        free(m->regions[i].name);
        free(m->regions[i].data);
        free(m->regions[i].writer);
    }
    free(m->regions);
    free(m->printed);
    memset(m, 0, sizeof *m);
}

static int mem_add(struct emu_mem *m, const char *name, const void *data, uint64_t size,
                   uint64_t base)
{
    struct emu_region *nr = realloc(m->regions, (m->nregions + 1) * sizeof *nr);
    if (!nr)
        return -1;
    m->regions = nr;
    struct emu_region *r = &nr[m->nregions];
    memset(r, 0, sizeof *r);
    size_t nl = strlen(name) + 1;
    r->name = malloc(nl);
    r->data = calloc(1, size ? size : 1);
    r->writer = calloc(size ? size : 1, sizeof *r->writer);
    if (!r->name || !r->data || !r->writer) {
        free(r->name);
        free(r->data);
        free(r->writer);
        return -1;
    }
    memcpy(r->name, name, nl);
    if (data)
        memcpy(r->data, data, size);
    r->base = base;
    r->size = size;
    return (int)m->nregions++;
}

int emu_mem_map(struct emu_mem *m, const char *name, const void *data, uint64_t size)
{
    if (!m->next)
        m->next = EMU_MEM_BASE;
    uint64_t base = m->next;
    int i = mem_add(m, name, data, size, base);
    if (i >= 0)
        m->next = (base + size + 2 * EMU_MEM_ALIGN - 1) & ~(EMU_MEM_ALIGN - 1);
    return i;
}

int emu_mem_map_at(struct emu_mem *m, const char *name, const void *data, uint64_t size, uint64_t base)
{
    if (emu_mem_find(m, base, size ? size : 1))
        return -1;
    return mem_add(m, name, data, size, base);
}

int emu_mem_map_data(struct emu_mem *m, const struct emu_program *p)
{
    for (size_t i = 0; i < p->nwsegs; i++) {
        uint64_t a = p->image_base + p->wsegs[i].vaddr, n = p->wsegs[i].size;
        if (emu_mem_find(m, a, n))
            continue;
        if (mem_add(m, ".data", p->image + p->wsegs[i].vaddr, n, a) < 0)
            return -1;
    }
    return 0;
}

/* addr..addr+n touches a writable segment: its bytes live in emu_mem */
static int in_data(const struct emu_program *p, uint64_t addr, unsigned n)
{
    for (size_t i = 0; i < p->nwsegs; i++) {
        uint64_t a = p->image_base + p->wsegs[i].vaddr;
        if (addr < a + p->wsegs[i].size && addr + n > a)
            return 1;
    }
    return 0;
}

struct emu_region *emu_mem_find(struct emu_mem *m, uint64_t addr, uint64_t len)
{
    for (size_t i = 0; i < m->nregions; i++) {
        struct emu_region *r = &m->regions[i];
        if (addr >= r->base && addr - r->base <= r->size && len <= r->size - (addr - r->base))
            return r;
    }
    return NULL;
}

/* ---- errors and hazards ---- */

int emu_fail(struct ectx *c, enum ws_status st, const char *fmt, ...)
{
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    const struct rdna_function *fn = &c->p->mod->funcs[c->w->fi];
    const struct rdna_insn *in = &fn->insns[c->w->ii];
    c->res->status = st;
    ws_error_set(&c->res->err, st, c->p->path, 0,
                 "%s+0x%x: '%s'%s%s: %s (workgroup %u,%u,%u wave %u)", fn->name, in->offset,
                 in->opcode, in->opcode_y ? " :: " : "", in->opcode_y ? in->opcode_y : "", msg,
                 c->wg[0], c->wg[1], c->wg[2], c->w->index);
    return -1;
}

static const char *cnt_name[3] = { "vmcnt", "lgkmcnt", "vscnt" };

void emu_hazard(struct ectx *c, int file, int reg)
{
    struct emu_result *r = c->res;
    r->nhazards++;
    if (r->nhazard_msgs >= EMU_MAX_HAZARDS)
        return;
    /* which load is it waiting for */
    const struct pend *pe = NULL;
    int which = 0;
    for (int q = 0; q < 3 && !pe; q++)
        for (unsigned k = 0; k < c->w->q[q].len && !pe; k++) {
            const struct pend *e = &c->w->q[q].e[(c->w->q[q].head + k) % EMU_PQ];
            if (e->file == file && reg >= e->reg && reg < e->reg + e->n) {
                pe = e;
                which = q;
            }
        }
    const struct rdna_function *fn = &c->p->mod->funcs[c->w->fi];
    const struct rdna_insn *in = &fn->insns[c->w->ii];
    char *m = r->hazard_msgs[r->nhazard_msgs++];
    if (pe)
        snprintf(m, sizeof r->hazard_msgs[0], "%s+0x%x %s reads %c%d before %s covers the load at +0x%x",
                 fn->name, in->offset, in->opcode, file ? 's' : 'v', reg, cnt_name[which],
                 c->p->mod->funcs[pe->fi].insns[pe->ii].offset);
    else
        snprintf(m, sizeof r->hazard_msgs[0], "%s+0x%x %s reads %c%d with a load outstanding",
                 fn->name, in->offset, in->opcode, file ? 's' : 'v', reg);
}

/* A load in flight writes [reg, reg+n) of file (0 VGPR, 1 SGPR). */
void emu_pend_push(struct ectx *c, int cnt, int file, int reg, int n)
{
    struct wave *w = c->w;
    struct pq *q = &w->q[cnt];
    if (q->len == EMU_PQ) {     /* the hardware counter saturates: retire the oldest */
        struct pend *o = &q->e[q->head];
        for (int k = 0; k < o->n; k++)
            (o->file ? w->sbusy : w->vbusy)[o->reg + k]--;
        q->head = (q->head + 1) % EMU_PQ;
        q->len--;
        w->npend--;
    }
    struct pend *e = &q->e[(q->head + q->len) % EMU_PQ];
    e->file = (uint8_t)file;
    e->reg = (uint16_t)(reg < 0 ? 0 : reg);
    e->n = (uint16_t)(reg < 0 ? 0 : n);
    e->fi = (uint32_t)w->fi;
    e->ii = (uint32_t)w->ii;
    for (int k = 0; k < e->n; k++)
        (file ? w->sbusy : w->vbusy)[e->reg + k]++;
    q->len++;
    w->npend++;
}

static void pend_wait(struct wave *w, int cnt, unsigned upto)
{
    struct pq *q = &w->q[cnt];
    while (q->len > upto) {
        struct pend *o = &q->e[q->head];
        for (int k = 0; k < o->n; k++)
            (o->file ? w->sbusy : w->vbusy)[o->reg + k]--;
        q->head = (q->head + 1) % EMU_PQ;
        q->len--;
        w->npend--;
    }
}

/* Check the registers an operand reads against loads in flight. */
void emu_check_read(struct ectx *c, const struct rdna_operand *o, int count)
{
    struct wave *w = c->w;
    if (!w->npend)
        return;
    int n = count > 0 ? count : o->count;
    if (o->kind == ROP_VGPR) {
        for (int k = 0; k < n && o->reg + k < RDNA_NUM_VGPR; k++)
            if (w->vbusy[o->reg + k]) {
                emu_hazard(c, 0, o->reg + k);
                return;
            }
    } else if (o->kind == ROP_SGPR) {
        for (int k = 0; k < n && o->reg + k < EMU_NSREG; k++)
            if (w->sbusy[o->reg + k]) {
                emu_hazard(c, 1, o->reg + k);
                return;
            }
    }
}

static void check_insn_reads(struct ectx *c, const struct rdna_insn *in)
{
    for (int i = 0; i < in->nops; i++)
        if (in->ops[i].access & RACC_R && in->ops[i].access != RACC_UNKNOWN)
            emu_check_read(c, &in->ops[i], 0);
}

/* ---- scalar registers ---- */

int emu_sidx(const struct rdna_operand *o)
{
    switch (o->kind) {
    case ROP_SGPR: return o->reg;
    case ROP_NULL: return SI_NULL;
    case ROP_SPECIAL:
        switch (o->reg) {
        case RS_VCC_LO: return SI_VCC;
        case RS_VCC_HI: return SI_VCC + 1;
        case RS_EXEC_LO: return SI_EXEC;
        case RS_EXEC_HI: return SI_EXEC + 1;
        case RS_M0: return SI_M0;
        case RS_SCC: return SI_SCC;
        }
        return -1;
    default: return -1;
    }
}

uint32_t emu_sget(const struct wave *w, int idx)
{
    if (idx == SI_NULL) return 0;
    if (idx == SI_SCC) return (uint32_t)w->scc;
    return w->s[idx];
}

void emu_sset(struct wave *w, int idx, uint32_t v)
{
    if (idx == SI_NULL || idx < 0) return;
    if (idx == SI_SCC) { w->scc = v & 1; return; }
    w->s[idx] = v;
}

uint64_t emu_exec_mask(const struct wave *w)
{
    uint64_t e = w->s[SI_EXEC];
    if (w->lanes == 64)
        e |= (uint64_t)w->s[SI_EXEC + 1] << 32;
    return e;
}

uint64_t emu_lanemask(const struct wave *w, int idx)
{
    uint64_t v = emu_sget(w, idx);
    if (w->lanes == 64 && idx != SI_NULL && idx != SI_SCC)
        v |= (uint64_t)emu_sget(w, idx + 1) << 32;
    return v;
}

void emu_set_lanemask(struct wave *w, int idx, uint64_t v)
{
    emu_sset(w, idx, (uint32_t)v);
    if (w->lanes == 64 && idx != SI_NULL)
        emu_sset(w, idx + 1, (uint32_t)(v >> 32));
}

static int is_inline_int(int64_t v) { return v >= -16 && v <= 64; }

/* Constant operand value for type t (T_*). */
uint64_t emu_const(const struct rdna_operand *o, int t)
{
    t &= 0x7f;
    if (o->kind == ROP_FLOAT) {
        switch (t) {
        case T_F64: case T_B64: return emu_db(o->fimm);
        case T_F16: case T_B16: return emu_f2h((float)o->fimm);
        case T_PK16: { uint32_t h = emu_f2h((float)o->fimm); return h | (h << 16); }
        default: return emu_fb((float)o->fimm);
        }
    }
    int64_t v = o->imm;
    if (t == T_F64 && !is_inline_int(v))
        return (uint64_t)(uint32_t)v << 32;     /* a 32-bit literal is the high half */
    if (t == T_F64 || t == T_B64)
        return (uint64_t)v;
    return (uint32_t)v;
}

int emu_is_const(const struct rdna_operand *o)
{
    return o->kind == ROP_INT || o->kind == ROP_FLOAT;
}

/* Scalar operand of type t (64 bits for T_B64/T_F64). */
int emu_sread(struct ectx *c, const struct rdna_operand *o, int t, uint64_t *v)
{
    int w64 = (t & 0x7f) == T_B64 || (t & 0x7f) == T_F64;
    if (emu_is_const(o)) {
        *v = emu_const(o, t);
        return 0;
    }
    if (o->kind == ROP_OTHER && o->text) {
        /* the LDS aperture of flat addresses: 32 bits read its high word */
        if (!strcmp(o->text, "src_shared_base")) {
            *v = w64 ? (uint64_t)EMU_SHARED_APERTURE_HI << 32 : EMU_SHARED_APERTURE_HI;
            return 0;
        }
        if (!strcmp(o->text, "src_private_base")) {    /* the scratch aperture */
            *v = w64 ? (uint64_t)EMU_PRIVATE_APERTURE_HI << 32 : EMU_PRIVATE_APERTURE_HI;
            return 0;
        }
        if (!strcmp(o->text, "vccz")) { *v = emu_lanemask(c->w, SI_VCC) == 0; return 0; }
        if (!strcmp(o->text, "execz")) { *v = emu_exec_mask(c->w) == 0; return 0; }
    }
    int idx = emu_sidx(o);
    if (idx < 0)
        return emu_fail(c, WS_EUNSUPPORTED, "operand kind %s not readable here",
                        rdna_opnd_kind_name(o->kind));
    *v = emu_sget(c->w, idx);
    if (w64 && idx != SI_NULL && idx != SI_SCC)
        *v |= (uint64_t)emu_sget(c->w, idx + 1) << 32;
    else if (w64 && idx == SI_NULL)
        *v = 0;
    return 0;
}

int emu_swrite(struct ectx *c, const struct rdna_operand *o, int t, uint64_t v)
{
    int idx = emu_sidx(o);
    if (idx < 0 || idx == SI_SCC)
        return emu_fail(c, WS_EUNSUPPORTED, "cannot write operand kind %s",
                        rdna_opnd_kind_name(o->kind));
    emu_sset(c->w, idx, (uint32_t)v);
    if (((t & 0x7f) == T_B64 || (t & 0x7f) == T_F64) && idx != SI_NULL)
        emu_sset(c->w, idx + 1, (uint32_t)(v >> 32));
    return 0;
}

/* ---- control flow ---- */

static long find_offset(const struct rdna_function *f, uint32_t off)
{
    size_t lo = 0, hi = f->ninsns;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (f->insns[mid].offset < off) lo = mid + 1;
        else hi = mid;
    }
    return lo < f->ninsns && f->insns[lo].offset == off ? (long)lo : -1;
}

static int jump_addr(struct ectx *c, uint64_t addr)
{
    const struct rdna_module *m = c->p->mod;
    for (size_t f = 0; f < m->nfuncs; f++) {
        const struct rdna_function *fn = &m->funcs[f];
        uint64_t a = c->p->image_base + fn->address;
        if (addr < a || !fn->ninsns)
            continue;
        long i = find_offset(fn, (uint32_t)(addr - a));
        if (i >= 0) {
            c->next_fi = f;
            c->next_ii = (size_t)i;
            c->jumped = 1;
            return 0;
        }
    }
    return emu_fail(c, WS_EARG, "jump to 0x%llx, which is no instruction",
                    (unsigned long long)(addr - c->p->image_base));
}

static int branch(struct ectx *c, const struct rdna_insn *in)
{
    if (in->nops < 1 || in->ops[0].kind != ROP_LABEL || in->ops[0].target == RDNA_NO_OFFSET)
        return emu_fail(c, WS_EUNSUPPORTED, "branch without a resolved target");
    const struct rdna_function *fn = &c->p->mod->funcs[c->w->fi];
    long i = find_offset(fn, in->ops[0].target);
    if (i < 0)
        return emu_fail(c, WS_EARG, "branch target +0x%x is no instruction", in->ops[0].target);
    c->next_fi = c->w->fi;
    c->next_ii = (size_t)i;
    c->jumped = 1;
    return 0;
}

static uint64_t insn_addr(const struct ectx *c, size_t fi, size_t ii)
{
    const struct rdna_function *fn = &c->p->mod->funcs[fi];
    return c->p->image_base + fn->address + fn->insns[ii].offset;
}

static int waitcnt(struct ectx *c, const struct rdna_insn *in, int op)
{
    struct wave *w = c->w;
    if (op == EOP_SWAITCNT) {
        int v = rdna_waitcnt(in, "vmcnt"), l = rdna_waitcnt(in, "lgkmcnt");
        if (v >= 0) pend_wait(w, 0, (unsigned)v);
        if (l >= 0) pend_wait(w, 1, (unsigned)l);
        if (v < 0 && l < 0 && in->nops == 1 && in->ops[0].kind == ROP_INT) {
            /* raw gfx11 encoding: vmcnt 15:10, lgkmcnt 9:4, expcnt 2:0 */
            uint32_t r = (uint32_t)in->ops[0].imm;
            pend_wait(w, 0, (r >> 10) & 63);
            pend_wait(w, 1, (r >> 4) & 63);
        }
        return 0;
    }
    /* s_waitcnt_vscnt null, N (SOPK) */
    const struct rdna_operand *o = in->nops ? &in->ops[in->nops - 1] : NULL;
    if (!o || o->kind != ROP_INT)
        return emu_fail(c, WS_EUNSUPPORTED, "count operand expected");
    uint64_t base = 0;
    if (in->nops == 2 && emu_sread(c, &in->ops[0], T_B32, &base))
        return -1;
    (void)base;
    pend_wait(w, op == EOP_SWAITVS ? 2 : op == EOP_SWAITVM ? 0 : 1, (unsigned)o->imm);
    return 0;
}

static int saveexec(struct ectx *c, const struct rdna_insn *in, int op)
{
    struct wave *w = c->w;
    int t = w->lanes == 64 ? T_B64 : T_B32;
    if (in->nops != 2)
        return emu_fail(c, WS_EUNSUPPORTED, "2 operands expected");
    uint64_t s0, e = emu_exec_mask(w), r;
    if (emu_sread(c, &in->ops[1], t, &s0))
        return -1;
    switch (op) {
    case EOP_SANDSAVE32: case EOP_SANDSAVE64: r = s0 & e; break;
    case EOP_SORSAVE32: case EOP_SORSAVE64: r = s0 | e; break;
    case EOP_SXORSAVE32: case EOP_SXORSAVE64: r = s0 ^ e; break;
    case EOP_SANDN1SAVE32: case EOP_SANDN1SAVE64: r = s0 & ~e; break;
    case EOP_SORN1SAVE32: case EOP_SORN1SAVE64: r = s0 | ~e; break;
    default: r = ~s0 & e; break;    /* and_not0: ~s0 & exec */
    }
    if (w->lanes == 32)
        r &= 0xffffffffu;
    if (emu_swrite(c, &in->ops[0], t, e))
        return -1;
    emu_set_lanemask(w, SI_EXEC, r);
    w->scc = r != 0;
    return 0;
}

static int special(struct ectx *c, const struct rdna_insn *in, int op)
{
    struct wave *w = c->w;
    uint64_t a;
    switch (op) {
    case EOP_SENDPGM:
        w->state = WS_DONE;
        return 1;
    case EOP_STRAP:         /* the launch ends (a failed assert: __assertfail) */
        c->res->trapped = 1;
        c->res->trap_id = in->nops && emu_is_const(&in->ops[0]) ? (uint32_t)emu_const(&in->ops[0], T_B32) : 0;
        memcpy(c->res->trap_wg, c->wg, sizeof c->res->trap_wg);
        c->res->trap_wave = w->index;
        w->state = WS_DONE;
        return 1;
    case EOP_SBARRIER:
        w->state = WS_BARRIER;
        return 1;
    case EOP_SWAITCNT: case EOP_SWAITVS: case EOP_SWAITVM: case EOP_SWAITLGKM:
        return waitcnt(c, in, op);
    case EOP_SBRANCH:
        return branch(c, in);
    case EOP_SCBSCC0: return w->scc ? 0 : branch(c, in);
    case EOP_SCBSCC1: return w->scc ? branch(c, in) : 0;
    case EOP_SCBVCCZ: return emu_lanemask(w, SI_VCC) ? 0 : branch(c, in);
    case EOP_SCBVCCNZ: return emu_lanemask(w, SI_VCC) ? branch(c, in) : 0;
    case EOP_SCBEXECZ: return emu_exec_mask(w) ? 0 : branch(c, in);
    case EOP_SCBEXECNZ: return emu_exec_mask(w) ? branch(c, in) : 0;
    case EOP_SGETPC:
        return emu_swrite(c, &in->ops[0], T_B64, insn_addr(c, w->fi, w->ii) + in->size);
    case EOP_SSENDRTN64:
        /* MSG_RTN_GET_REALTIME (0x83): the emulator's clock is the count of
         * wave instructions run in the launch so far, 64 bits, never going
         * backwards, as the hardware's real-time counter */
        if (in->nops != 2 ||
            !((in->ops[1].kind == ROP_INT && in->ops[1].imm == EMU_MSG_RTN_GET_REALTIME) ||
              (in->ops[1].text && strstr(in->ops[1].text, "MSG_RTN_GET_REALTIME"))))
            return emu_fail(c, WS_EUNSUPPORTED, "only sendmsg(MSG_RTN_GET_REALTIME) (0x83) is emulated");
        return emu_swrite(c, &in->ops[0], T_B64, c->res->insns);
    case EOP_SSETPC:
        if (emu_sread(c, &in->ops[0], T_B64, &a)) return -1;
        return jump_addr(c, a);
    case EOP_SSWAPPC:
        if (in->nops != 2 || emu_sread(c, &in->ops[1], T_B64, &a)) return in->nops != 2 ? emu_fail(c, WS_EUNSUPPORTED, "2 operands expected") : -1;
        if (emu_swrite(c, &in->ops[0], T_B64, insn_addr(c, w->fi, w->ii) + in->size)) return -1;
        return jump_addr(c, a);
    case EOP_SDENORM:
        if (in->nops != 1 || in->ops[0].kind != ROP_INT)
            return emu_fail(c, WS_EUNSUPPORTED, "immediate expected");
        w->denorm32 = (in->ops[0].imm & 3) == 3;
        return 0;
    case EOP_SROUND:
        if (in->nops != 1 || in->ops[0].kind != ROP_INT)
            return emu_fail(c, WS_EUNSUPPORTED, "immediate expected");
        w->round32 = (int)(in->ops[0].imm & 3);
        w->round64 = (int)((in->ops[0].imm >> 2) & 3);
        return 0;
    case EOP_VREADLANE: case EOP_VREADFIRST: case EOP_VWRITELANE:
        return emu_lane_op(c, in, op);
    default:
        if (op >= EOP_SANDSAVE32 && op <= EOP_SANDN0SAVE64)
            return saveexec(c, in, op);
        return emu_fail(c, WS_EUNSUPPORTED, "no semantics");
    }
}

/* ---- scalar ALU ---- */

static int sop(struct ectx *c, const struct rdna_insn *in, int op)
{
    struct wave *w = c->w;
    const struct emu_opdesc *d = &emu_opdescs[op];
    int sk = op == EOP_SMOVK || op == EOP_SCMOVK || op == EOP_SADDK || op == EOP_SMULK;
    int nsrc = d->nsrc;
    if (in->nops != 1 + nsrc)
        return emu_fail(c, WS_EUNSUPPORTED, "%d operands expected", 1 + nsrc);
    uint64_t a = 0, b = 0, r = 0;
    if (nsrc >= 1 && emu_sread(c, &in->ops[1], d->ts[0], &a)) return -1;
    if (nsrc >= 2 && emu_sread(c, &in->ops[2], d->ts[1], &b)) return -1;
    if (sk) {       /* SOPK: d = d op simm16 */
        b = (uint64_t)(int64_t)(int16_t)a;
        uint64_t cur = emu_sget(w, emu_sidx(&in->ops[0]));
        a = cur;
    }
    uint32_t a32 = (uint32_t)a, b32 = (uint32_t)b;
    int32_t ai = (int32_t)a32, bi = (int32_t)b32;
    int scc = w->scc, write = 1;
    switch (op) {
    case EOP_SMOV32: case EOP_SMOV64: r = a; break;
    case EOP_SMOVK: r = (uint32_t)b; break;
    case EOP_SCMOV32: case EOP_SCMOV64: r = a; write = w->scc; break;
    case EOP_SCMOVK: r = (uint32_t)b; write = w->scc; break;
    case EOP_SCSEL32: case EOP_SCSEL64: r = w->scc ? a : b; break;
    case EOP_SNOT32: r = ~a32; scc = r != 0; break;
    case EOP_SNOT64: r = ~a; scc = r != 0; break;
    case EOP_SBREV32: { uint32_t x = a32, y = 0; for (int i = 0; i < 32; i++) { y = (y << 1) | (x & 1); x >>= 1; } r = y; break; }
    case EOP_SBCNT1_32: r = (uint32_t)__builtin_popcount(a32); scc = r != 0; break;
    case EOP_SBCNT1_64: r = (uint32_t)__builtin_popcountll(a); scc = r != 0; break;
    case EOP_SBCNT0_32: r = 32u - (uint32_t)__builtin_popcount(a32); scc = r != 0; break;
    case EOP_SFF1_32: case EOP_SCTZ32: r = a32 ? (uint32_t)__builtin_ctz(a32) : 0xffffffffu; break;
    case EOP_SFF1_64: case EOP_SCTZ64: r = a ? (uint32_t)__builtin_ctzll(a) : 0xffffffffu; break;
    case EOP_SFLBIT32: case EOP_SCLZ32: r = a32 ? (uint32_t)__builtin_clz(a32) : 0xffffffffu; break;
    case EOP_SSEXT8: r = (uint32_t)(int32_t)(int8_t)a32; break;
    case EOP_SSEXT16: r = (uint32_t)(int32_t)(int16_t)a32; break;
    case EOP_SBITSET0_32: r = emu_sget(w, emu_sidx(&in->ops[0])) & ~(1u << (a32 & 31)); break;
    case EOP_SBITSET1_32: r = emu_sget(w, emu_sidx(&in->ops[0])) | (1u << (a32 & 31)); break;
    case EOP_SBITSET0_64: case EOP_SBITSET1_64: {     /* the pair, bit a & 63 */
        int di = emu_sidx(&in->ops[0]);
        uint64_t cur = (uint64_t)emu_sget(w, di) | (uint64_t)emu_sget(w, di + 1) << 32;
        r = op == EOP_SBITSET0_64 ? cur & ~(1ull << (a32 & 63)) : cur | (1ull << (a32 & 63));
        break;
    }
    case EOP_SABS: r = (uint32_t)(ai < 0 ? -(int64_t)ai : ai); scc = r != 0; break;
    case EOP_SADDU32: { uint64_t s = (uint64_t)a32 + b32; r = (uint32_t)s; scc = s >> 32; break; }
    case EOP_SSUBU32: r = a32 - b32; scc = b32 > a32; break;
    case EOP_SADDI32: case EOP_SADDK: { int64_t s = (int64_t)(int32_t)(uint32_t)a + (int32_t)(uint32_t)b; r = (uint32_t)s; scc = s != (int32_t)s; break; }
    case EOP_SSUBI32: { int64_t s = (int64_t)ai - bi; r = (uint32_t)s; scc = s != (int32_t)s; break; }
    case EOP_SADDC: { uint64_t s = (uint64_t)a32 + b32 + (uint64_t)w->scc; r = (uint32_t)s; scc = s >> 32; break; }
    case EOP_SSUBB: { uint64_t s = (uint64_t)a32 - b32 - (uint64_t)w->scc; r = (uint32_t)s; scc = ((uint64_t)b32 + (uint64_t)w->scc) > a32; break; }
    case EOP_SMINI: r = (uint32_t)(ai < bi ? ai : bi); scc = ai < bi; break;
    case EOP_SMINU: r = a32 < b32 ? a32 : b32; scc = a32 < b32; break;
    case EOP_SMAXI: r = (uint32_t)(ai > bi ? ai : bi); scc = ai > bi; break;
    case EOP_SMAXU: r = a32 > b32 ? a32 : b32; scc = a32 > b32; break;
    case EOP_SAND32: r = a32 & b32; scc = r != 0; break;
    case EOP_SAND64: r = a & b; scc = r != 0; break;
    case EOP_SOR32: r = a32 | b32; scc = r != 0; break;
    case EOP_SOR64: r = a | b; scc = r != 0; break;
    case EOP_SXOR32: r = a32 ^ b32; scc = r != 0; break;
    case EOP_SXOR64: r = a ^ b; scc = r != 0; break;
    case EOP_SANDN1_32: r = a32 & ~b32; scc = r != 0; break;
    case EOP_SANDN1_64: r = a & ~b; scc = r != 0; break;
    case EOP_SORN1_32: r = (uint32_t)(a32 | ~b32); scc = r != 0; break;
    case EOP_SORN1_64: r = a | ~b; scc = r != 0; break;
    case EOP_SNAND32: r = (uint32_t)~(a32 & b32); scc = r != 0; break;
    case EOP_SNOR32: r = (uint32_t)~(a32 | b32); scc = r != 0; break;
    case EOP_SXNOR32: r = (uint32_t)~(a32 ^ b32); scc = r != 0; break;
    case EOP_SNAND64: r = ~(a & b); scc = r != 0; break;
    case EOP_SNOR64: r = ~(a | b); scc = r != 0; break;
    case EOP_SXNOR64: r = ~(a ^ b); scc = r != 0; break;
    case EOP_SLSHL32: r = a32 << (b32 & 31); scc = r != 0; break;
    case EOP_SLSHL64: r = a << (b32 & 63); scc = r != 0; break;
    case EOP_SLSHR32: r = a32 >> (b32 & 31); scc = r != 0; break;
    case EOP_SLSHR64: r = a >> (b32 & 63); scc = r != 0; break;
    case EOP_SASHR32: r = (uint32_t)(ai >> (b32 & 31)); scc = r != 0; break;
    case EOP_SASHR64: r = (uint64_t)((int64_t)a >> (b32 & 63)); scc = r != 0; break;
    case EOP_SLSHL1ADD: case EOP_SLSHL2ADD: case EOP_SLSHL3ADD: case EOP_SLSHL4ADD: {
        uint64_t s = ((uint64_t)a32 << (op - EOP_SLSHL1ADD + 1)) + b32;
        r = (uint32_t)s;
        scc = s >> 32 != 0;
        break;
    }
    case EOP_SBFM32: r = ((1u << (a32 & 31)) - 1) << (b32 & 31); break;
    case EOP_SMULI32: case EOP_SMULK: r = (uint32_t)((int64_t)(int32_t)(uint32_t)a * (int32_t)(uint32_t)b); break;
    case EOP_SMULHIU: r = (uint32_t)(((uint64_t)a32 * b32) >> 32); break;
    case EOP_SMULHII: r = (uint32_t)(((int64_t)ai * bi) >> 32); break;
    case EOP_SBFEU32: { unsigned off = b32 & 31, wd = (b32 >> 16) & 127;
        r = wd == 0 ? 0 : wd >= 32 ? a32 >> off : (a32 >> off) & ((1u << wd) - 1); scc = r != 0; break; }
    case EOP_SBFEI32: { unsigned off = b32 & 31, wd = (b32 >> 16) & 127;
        int32_t x = wd == 0 ? 0 : wd >= 32 ? ai >> off : (int32_t)((uint32_t)ai << (32 - off - (wd > 32 - off ? 32 - off : wd))) >> (32 - (wd > 32 - off ? 32 - off : wd));
        r = (uint32_t)x; scc = r != 0; break; }
    case EOP_SABSDIFF: { int64_t dd = (int64_t)ai - bi; r = (uint32_t)(dd < 0 ? -dd : dd); scc = r != 0; break; }
    case EOP_SPACKLL: r = (a32 & 0xffff) | (b32 << 16); break;
    case EOP_SPACKLH: r = (a32 & 0xffff) | (b32 & 0xffff0000u); break;
    case EOP_SPACKHH: r = (a32 >> 16) | (b32 & 0xffff0000u); break;
    default: return emu_fail(c, WS_EUNSUPPORTED, "no semantics");
    }
    w->scc = scc;
    if (write)
        return emu_swrite(c, &in->ops[0], d->td, r);
    return 0;
}

static int scmp(struct ectx *c, const struct rdna_insn *in, const struct emu_dec *d)
{
    if (in->nops != 2)
        return emu_fail(c, WS_EUNSUPPORTED, "2 operands expected");
    int t = d->is64 ? T_B64 : T_B32;
    uint64_t a, b;
    if (emu_sread(c, &in->ops[0], t, &a) || emu_sread(c, &in->ops[1], t, &b))
        return -1;
    if (!strncmp(in->opcode, "s_cmpk_", 7))     /* SOPK: simm16, zero-extended for _u32 */
        b = (d->ctype & 0x80) ? (uint64_t)(int64_t)(int16_t)b : (b & 0xffff);
    int r;
    if (d->cc == CC_BIT0 || d->cc == CC_BIT1) {
        int bit = (int)((a >> (b & (d->is64 ? 63 : 31))) & 1);
        r = d->cc == CC_BIT1 ? bit : !bit;
    } else {
        int sgn = d->ctype & 0x80;
        int64_t x = d->is64 ? (int64_t)a : sgn ? (int64_t)(int32_t)(uint32_t)a : (int64_t)(uint32_t)a;
        int64_t y = d->is64 ? (int64_t)b : sgn ? (int64_t)(int32_t)(uint32_t)b : (int64_t)(uint32_t)b;
        int lt = sgn || !d->is64 ? x < y : (uint64_t)x < (uint64_t)y;
        int gt = sgn || !d->is64 ? x > y : (uint64_t)x > (uint64_t)y;
        switch (d->cc) {
        case CC_EQ: r = x == y; break;
        case CC_NE: r = x != y; break;
        case CC_LT: r = lt; break;
        case CC_LE: r = !gt; break;
        case CC_GT: r = gt; break;
        case CC_GE: r = !lt; break;
        default: return emu_fail(c, WS_EUNSUPPORTED, "compare condition");
        }
    }
    c->w->scc = r;
    return 0;
}

/* ---- scalar memory ---- */

int emu_mem_access(struct ectx *c, uint64_t addr, void *buf, unsigned n, int store)
{
    if ((addr >> 32) == EMU_SHARED_APERTURE_HI) {  /* a flat address inside the LDS aperture */
        uint32_t a = (uint32_t)addr;
        if ((uint64_t)a + n > c->lds_size)
            return emu_fail(c, WS_EARG, "LDS access of %u bytes at %u (flat 0x%llx) outside the %u "
                            "bytes of the workgroup", n, a, (unsigned long long)addr, c->lds_size);
        if (store)
            memcpy(c->lds + a, buf, n);
        else
            memcpy(buf, c->lds + a, n);
        return 0;
    }
    if (addr >= c->p->image_base && addr + n <= c->p->image_base + c->p->image_size && !store &&
        !in_data(c->p, addr, n)) {
        memcpy(buf, c->p->image + (addr - c->p->image_base), n);
        return 0;
    }
    struct emu_region *r = c->last_region;
    if (!r || addr < r->base || addr - r->base > r->size || n > r->size - (addr - r->base))
        r = emu_mem_find(c->mem, addr, n);
    if (!r && !store && c->mem->unrecorded_reads) {
        if (!c->mem->nunrecorded++)
            c->mem->first_unrecorded = addr;
        memset(buf, 0, n);
        return 0;
    }
    if (!r)
        return emu_fail(c, WS_EARG, "%s of %u bytes at 0x%llx is outside every buffer",
                        store ? "store" : "load", n, (unsigned long long)addr);
    c->last_region = r;
    uint64_t off = addr - r->base;
    if (store) {
        if (r->readonly)
            return emu_fail(c, WS_EARG, "store to read-only %s", r->name);
        memcpy(r->data + off, buf, n);
        uint32_t wid = EMU_WRITER(c->w->fi, c->w->ii);
        for (unsigned k = 0; k < n; k++)
            r->writer[off + k] = wid;
    } else {
        memcpy(buf, r->data + off, n);
    }
    return 0;
}

static int smem(struct ectx *c, const struct rdna_insn *in, const struct emu_dec *d)
{
    if (in->nops != 3)
        return emu_fail(c, WS_EUNSUPPORTED, "3 operands expected");
    uint64_t base, off;
    if (emu_sread(c, &in->ops[1], T_B64, &base))
        return -1;
    if (emu_is_const(&in->ops[2])) off = (uint64_t)(int64_t)in->ops[2].imm;
    else if (emu_sread(c, &in->ops[2], T_B32, &off)) return -1;
    const struct rdna_mod *m = rdna_find_mod(in, "offset");
    if (m && m->value)
        off += (uint64_t)strtoll(m->value, NULL, 0);
    uint32_t buf[16];
    unsigned n = d->bytes;
    if (emu_mem_access(c, (base & ~3ull) + off, buf, n, 0))
        return -1;
    int idx = emu_sidx(&in->ops[0]);
    if (idx < 0)
        return emu_fail(c, WS_EUNSUPPORTED, "SGPR destination expected");
    for (unsigned k = 0; k < n / 4; k++)
        emu_sset(c->w, idx + (int)k, buf[k]);
    emu_pend_push(c, 1, 1, idx < EMU_NSREG ? idx : -1, (int)(n / 4));
    return 0;
}

/* ---- the run loop ---- */

static int step(struct ectx *c)
{
    struct wave *w = c->w;
    const struct rdna_function *fn = &c->p->mod->funcs[w->fi];
    if (w->ii >= fn->ninsns)
        return emu_fail(c, WS_EARG, "ran past the end of %s", fn->name);
    const struct rdna_insn *in = &fn->insns[w->ii];
    const struct emu_dec *d = emu_decoded(c->p, w->fi, w->ii);
    c->jumped = 0;
    if (w->npend)
        check_insn_reads(c, in);
    int op = d->op, rc;
    switch (emu_opdescs[op].cls) {
    case C_NOP: rc = 0; break;
    case C_SOP: rc = sop(c, in, op); break;
    case C_SPECIAL: rc = special(c, in, op); break;
    case C_SCMP: rc = scmp(c, in, d); break;
    case C_SMEM: rc = smem(c, in, d); break;
    case C_VOP: case C_VCMP: case C_VCMPX: rc = emu_valu(c, in, d); break;
    case C_GLOBAL: case C_SCRATCH: rc = emu_vmem(c, in, d); break;
    case C_DS: rc = emu_ds(c, in, d); break;
    case C_IMAGE: rc = emu_image(c, in, d); break;
    default:
        if (in->opcode_y && op != EOP_UNKNOWN)
            return emu_fail(c, WS_EUNSUPPORTED, "VOPD half '%s' not implemented", in->opcode_y);
        return emu_fail(c, WS_EUNSUPPORTED, "instruction not implemented");
    }
    if (rc < 0)
        return -1;
    if (c->jumped) {
        w->fi = c->next_fi;
        w->ii = c->next_ii;
    } else {
        w->ii++;
    }
    return rc;      /* 1: the wave stopped (end or barrier) */
}

/* Run the wave c->w until it ends, waits at a barrier, sleeps (s_sleep:
 * the other waves get a turn) or has run EMU_SLICE instructions in a row:
 * every wave of a workgroup (and of a cooperative launch) is resident
 * together, so a wave spinning until another one stores (an mbarrier's
 * phase, grid.sync()'s barrier word) must let that one run. */
#define EMU_SLICE 4096
static int run_wave(struct ectx *c)
{
    for (unsigned n = 0; c->w->state == WS_RUN && n < EMU_SLICE; n++) {
        if (c->res->insns >= c->budget)
            return emu_fail(c, WS_ELIMIT, "instruction budget of %llu wave instructions spent "
                            "(a loop that never ends?)", (unsigned long long)c->budget);
        c->res->insns++;
        int sleep = c->w->ii < c->p->mod->funcs[c->w->fi].ninsns &&
                    emu_decoded(c->p, c->w->fi, c->w->ii)->op == EOP_SSLEEP;
        if (step(c) < 0)
            return -1;
        if (sleep)
            break;
    }
    return 0;
}

static void init_wave(struct ectx *c, struct wave *w, unsigned index, unsigned first_item,
                      unsigned nitems)
{
    const struct emu_kernel *k = c->k;
    const unsigned *bd = c->l->block;
    memset(w->s, 0, sizeof w->s);
    memset(w->vbusy, 0, sizeof w->vbusy);
    memset(w->sbusy, 0, sizeof w->sbusy);
    memset(w->q, 0, sizeof w->q);
    w->npend = 0;
    w->scc = 0;
    w->index = index;
    w->lanes = k->wave;
    w->fi = k->func;
    w->ii = 0;
    w->state = WS_RUN;
    w->denorm32 = 1;
    w->round32 = w->round64 = 0;
    /* user SGPRs in descriptor order (AMDGPUUsage.rst "Initial Kernel Execution State") */
    int s = 0;
    if (k->code_props & 1) s += 4;            /* private segment buffer */
    if (k->code_props & 2) s += 2;            /* dispatch ptr */
    if (k->code_props & 4) s += 2;            /* queue ptr */
    if (k->code_props & 8) {                  /* kernarg segment ptr */
        w->s[s] = (uint32_t)c->kernarg;
        w->s[s + 1] = (uint32_t)(c->kernarg >> 32);
        s += 2;
    }
    s = k->user_sgpr_count;
    for (int dim = 0; dim < 3; dim++)
        if (k->rsrc2 & (1u << (7 + dim)))     /* ENABLE_SGPR_WORKGROUP_ID_X/Y/Z */
            w->s[s++] = c->wg[dim];
    uint64_t e = 0;
    for (unsigned l = 0; l < (unsigned)w->lanes; l++) {
        unsigned item = first_item + l;
        if (item < nitems) {
            e |= 1ull << l;
            unsigned x = item % bd[0], y = (item / bd[0]) % bd[1], z = item / (bd[0] * bd[1]);
            w->v[0][l] = x | (y << 10) | (z << 20);
        } else {
            w->v[0][l] = 0;
        }
    }
    emu_set_lanemask(w, SI_EXEC, e);
}

/* Every wave of the workgroup c->wg at its first instruction, LDS zeroed. */
static void start_group(struct ectx *c, struct wave *waves, unsigned nwaves)
{
    unsigned nitems = c->l->block[0] * c->l->block[1] * c->l->block[2];
    for (unsigned i = 0; i < nwaves; i++) {
        init_wave(c, &waves[i], i, i * (unsigned)c->k->wave, nitems);
        if (c->k->private_segment_size)
            memset(waves[i].scratch, 0, (size_t)c->k->private_segment_size * (size_t)c->k->wave);
    }
    memset(c->lds, 0, c->lds_size);
}

/* Release the waves waiting at a barrier when every live wave is there;
 * returns how many waves are still running (not done). */
static unsigned barrier_release(struct wave *waves, unsigned nwaves)
{
    unsigned running = 0, waiting = 0;
    for (unsigned i = 0; i < nwaves; i++) {
        running += waves[i].state != WS_DONE;
        waiting += waves[i].state == WS_BARRIER;
    }
    if (running && waiting == running)
        for (unsigned i = 0; i < nwaves; i++)
            if (waves[i].state == WS_BARRIER)
                waves[i].state = WS_RUN;
    return running;
}

/* One turn of every running wave of a workgroup, then the barrier; the
 * number of waves not done, -1 on an error. */
static int group_turn(struct ectx *c, struct wave *waves, unsigned nwaves)
{
    for (unsigned i = 0; i < nwaves; i++) {
        c->w = &waves[i];
        if (waves[i].state == WS_RUN && run_wave(c) < 0)
            return -1;
        if (c->res->trapped)
            return 0;
    }
    return (int)barrier_release(waves, nwaves);
}

static int run_group(struct ectx *c, struct wave *waves, unsigned nwaves)
{
    start_group(c, waves, nwaves);
    for (;;) {
        int n = group_turn(c, waves, nwaves);
        if (n <= 0)
            return n;
    }
}

/* A NUL-terminated string at a device address (a %s argument) */
static int read_str(void *ctx, uint64_t addr, char *s, size_t n)
{
    struct emu_mem *m = ctx;
    struct emu_region *r = emu_mem_find(m, addr, 1);
    if (!r || !n)
        return -1;
    size_t k = 0;
    for (uint64_t a = addr; k + 1 < n && a < r->base + r->size && r->data[a - r->base]; a++)
        s[k++] = (char)r->data[a - r->base];
    s[k] = 0;
    return 0;
}

/* After a launch: the text of its printf records appended to mem->printed */
static void printf_drain(const struct emu_program *p, struct emu_mem *mem, struct emu_result *res)
{
    res->printed_from = mem->nprinted;
    if (!mem->printf_region)
        return;
    struct emu_region *pr = &mem->regions[mem->printf_region - 1];
    struct strbuf t;
    sb_init(&t);
    emu_printf_records(pr->data, pr->size, p->pfmts, p->npfmts, read_str, mem, &t);
    memset(pr->data, 0, 4);         /* the next launch's records start afresh */
    emu_printed_append(mem, t.s, t.len);
    sb_free(&t);
}

static int setup_kernarg(struct ectx *c)
{
    const struct emu_launch *l = c->l;
    uint32_t hid = emu_hidden_offset(c->k, l->args_len);
    uint64_t size = hid + EMU_HIDDEN_BYTES;
    if (c->k->kernarg_size > size)
        size = c->k->kernarg_size;
    uint8_t *ka = calloc(1, size);
    if (!ka)
        return -1;
    memcpy(ka, l->args, l->args_len < hid ? l->args_len : hid);
    /* code object v5 hidden arguments (AMDGPUUsage.rst "Code Object V5 Metadata") */
    for (int d = 0; d < 3; d++) {
        uint32_t bc = l->grid[d];
        uint16_t gs = (uint16_t)l->block[d];
        memcpy(ka + hid + 4 * d, &bc, 4);           /* hidden_block_count_x/y/z */
        memcpy(ka + hid + 12 + 2 * d, &gs, 2);      /* hidden_group_size_x/y/z */
        /* hidden_remainder_x/y/z at 18..22 stay 0: whole workgroups */
    }
    uint16_t dims = l->grid[2] > 1 || l->block[2] > 1 ? 3 : l->grid[1] > 1 || l->block[1] > 1 ? 2 : 1;
    memcpy(ka + hid + 64, &dims, 2);                /* hidden_grid_dims */
    memcpy(ka + hid + 120, &l->dynshmem, 4);        /* hidden_dynamic_lds_size */
    for (size_t i = 0; i < c->k->nargs; i++) {      /* the buffered printf's buffer */
        const struct emu_arg *a = &c->k->args[i];
        if (strcmp(a->kind, "hidden_printf_buffer") || a->size != 8 || a->offset + 8 > size)
            continue;
        if (!c->mem->printf_region) {
            int r = emu_mem_map(c->mem, "printf buffer", NULL, EMU_PRINTF_BYTES);
            if (r < 0) {
                free(ka);
                return -1;
            }
            c->mem->printf_region = r + 1;
        }
        struct emu_region *pr = &c->mem->regions[c->mem->printf_region - 1];
        uint32_t hdr[2] = { 0, (uint32_t)pr->size };
        memcpy(pr->data, hdr, sizeof hdr);
        memcpy(ka + a->offset, &pr->base, 8);
    }
    for (size_t i = 0; i < c->k->nargs; i++) {
        /* the grid workspace (CUDA's layout, zeroed: xlate_abi.c), for
         * every launch: the H200 (CUDA 13.0) passed one to an ordinary launch
         * too, whose grid.sync() then ran to its end (coop_grid's sync_first) */
        const struct emu_arg *a = &c->k->args[i];
        if (strcmp(a->kind, "hidden_multigrid_sync_arg") || a->size != 8 || a->offset + 8 > size)
            continue;
        int r = emu_mem_map(c->mem, "grid workspace", NULL, 8);
        if (r < 0) {
            free(ka);
            return -1;
        }
        memcpy(ka + a->offset, &c->mem->regions[r].base, 8);
    }
    uint32_t dyn = (c->k->group_segment_size + 15) & ~15u;
    (void)dyn;
    int ri = emu_mem_map(c->mem, "kernarg", ka, size);
    free(ka);
    if (ri < 0)
        return -1;
    c->mem->regions[ri].readonly = 1;
    c->kernarg = c->mem->regions[ri].base;
    return 0;
}

/* The checks and the set-up a launch needs before its first workgroup:
 * kernarg mapped, waves and LDS allocated.  WS_OK or the error in res. */
static enum ws_status launch_setup(struct ectx *c, const struct emu_program *p, const struct emu_kernel *k,
                                   struct emu_mem *mem, const struct emu_launch *l, struct emu_result *res,
                                   struct wave **wavesp, unsigned *nwavesp)
{
    *wavesp = NULL;
    memset(c, 0, sizeof *c);
    for (int d = 0; d < 3; d++)
        if (!l->grid[d] || !l->block[d])
            return res->status = ws_error_set(&res->err, WS_EARG, p->path, 0, "empty launch dimension");
    unsigned nitems = l->block[0] * l->block[1] * l->block[2];
    if (nitems > EMU_MAX_BLOCK || l->block[0] > 1024 || l->block[1] > 1024 || l->block[2] > 1024)
        return res->status = ws_error_set(&res->err, WS_EARG, p->path, 0,
                                          "%u work-items per workgroup (at most %d)", nitems, EMU_MAX_BLOCK);
    c->p = p;
    c->k = k;
    c->mem = mem;
    c->l = l;
    c->res = res;
    c->budget = l->budget ? l->budget : EMU_DEFAULT_BUDGET;
    c->lds_size = k->group_segment_size + l->dynshmem;
    if (c->lds_size > 65536)
        return res->status = ws_error_set(&res->err, WS_EARG, p->path, 0,
                                          "%u bytes of LDS (gfx1100 has 64 KiB per workgroup)", c->lds_size);
    if (emu_mem_map_data(mem, p) || setup_kernarg(c))
        return res->status = ws_error_set(&res->err, WS_ENOMEM, p->path, 0, "out of memory");
    unsigned nwaves = (nitems + (unsigned)k->wave - 1) / (unsigned)k->wave;
    struct wave *waves = calloc(nwaves, sizeof *waves);
    c->lds = calloc(1, c->lds_size ? c->lds_size : 1);
    int bad = !waves || !c->lds;
    for (unsigned i = 0; !bad && i < nwaves; i++) {
        waves[i].v = calloc(RDNA_NUM_VGPR, sizeof *waves[i].v);
        waves[i].scratch = calloc(1, (size_t)k->private_segment_size * (size_t)k->wave + 16);
        bad = !waves[i].v || !waves[i].scratch;
    }
    *wavesp = waves;
    *nwavesp = nwaves;
    if (bad)
        return res->status = ws_error_set(&res->err, WS_ENOMEM, p->path, 0, "out of memory");
    return WS_OK;
}

static void launch_free(struct ectx *c, struct wave *waves, unsigned nwaves)
{
    for (unsigned i = 0; waves && i < nwaves; i++) {
        free(waves[i].v);
        free(waves[i].scratch);
    }
    free(waves);
    free(c->lds);
    c->lds = NULL;
}

/* A cooperative launch: every workgroup resident at once, each taking a
 * turn (group_turn) in order until all are done, so that one spinning on
 * grid.sync()'s barrier word lets the others reach it.  Group 0 uses the
 * waves and LDS launch_setup made; the others get their own. */
#define EMU_MAX_COOP_GROUPS 4096
struct coop_group {
    struct wave *waves;
    uint8_t *lds;
    unsigned wg[3];
    int done;
};

static void run_cooperative(struct ectx *c, struct wave *waves0, unsigned nwaves)
{
    const struct emu_launch *l = c->l;
    struct emu_result *res = c->res;
    uint64_t ng = (uint64_t)l->grid[0] * l->grid[1] * l->grid[2];
    if (ng > EMU_MAX_COOP_GROUPS) {
        res->status = ws_error_set(&res->err, WS_ELIMIT, c->p->path, 0, "a cooperative launch of %llu "
                                   "workgroups (the emulator keeps at most %d resident)",
                                   (unsigned long long)ng, EMU_MAX_COOP_GROUPS);
        return;
    }
    struct coop_group *g = calloc(ng, sizeof *g);
    int bad = !g;
    uint8_t *lds0 = c->lds;
    for (uint64_t i = 0; !bad && i < ng; i++) {
        g[i].wg[0] = (unsigned)(i % l->grid[0]);
        g[i].wg[1] = (unsigned)(i / l->grid[0] % l->grid[1]);
        g[i].wg[2] = (unsigned)(i / l->grid[0] / l->grid[1]);
        if (i == 0) {
            g[i].waves = waves0;
            g[i].lds = lds0;
            continue;
        }
        g[i].waves = calloc(nwaves, sizeof *g[i].waves);
        g[i].lds = calloc(1, c->lds_size ? c->lds_size : 1);
        bad = !g[i].waves || !g[i].lds;
        for (unsigned w = 0; !bad && w < nwaves; w++) {
            g[i].waves[w].v = calloc(RDNA_NUM_VGPR, sizeof *g[i].waves[w].v);
            g[i].waves[w].scratch = calloc(1, (size_t)c->k->private_segment_size * (size_t)c->k->wave + 16);
            bad = !g[i].waves[w].v || !g[i].waves[w].scratch;
        }
    }
    if (bad) {
        res->status = ws_error_set(&res->err, WS_ENOMEM, c->p->path, 0, "out of memory");
    } else {
        for (uint64_t i = 0; i < ng; i++) {
            memcpy(c->wg, g[i].wg, sizeof c->wg);
            c->lds = g[i].lds;
            start_group(c, g[i].waves, nwaves);
            res->waves += nwaves;
        }
        for (uint64_t alive = ng; alive && !res->status && !res->trapped;) {
            for (uint64_t i = 0; i < ng && !res->status && !res->trapped; i++) {
                if (g[i].done)
                    continue;
                memcpy(c->wg, g[i].wg, sizeof c->wg);
                c->lds = g[i].lds;
                int n = group_turn(c, g[i].waves, nwaves);
                if (n < 0 && !res->status)
                    res->status = WS_EARG;
                if (n == 0) {
                    g[i].done = 1;
                    alive--;
                }
            }
        }
    }
    for (uint64_t i = 1; g && i < ng; i++) {
        for (unsigned w = 0; g[i].waves && w < nwaves; w++) {
            free(g[i].waves[w].v);
            free(g[i].waves[w].scratch);
        }
        free(g[i].waves);
        free(g[i].lds);
    }
    free(g);
    c->lds = lds0;
}

enum ws_status emu_run(const struct emu_program *p, const struct emu_kernel *k,
                       struct emu_mem *mem, const struct emu_launch *l, struct emu_result *res)
{
    memset(res, 0, sizeof *res);
    struct ectx c;
    struct wave *waves;
    unsigned nwaves = 0;
    /* a cooperative launch, or a kernel that reads the grid workspace
     * (grid.sync()), runs its workgroups resident together */
    int coop = l->cooperative;
    for (size_t i = 0; i < k->nargs; i++)
        coop |= !strcmp(k->args[i].kind, "hidden_multigrid_sync_arg");
    if (!launch_setup(&c, p, k, mem, l, res, &waves, &nwaves) && coop) {
        run_cooperative(&c, waves, nwaves);
    } else if (!res->status) {
        for (unsigned z = 0; z < l->grid[2] && !res->status && !res->trapped; z++)
            for (unsigned y = 0; y < l->grid[1] && !res->status && !res->trapped; y++)
                for (unsigned x = 0; x < l->grid[0] && !res->status && !res->trapped; x++) {
                    c.wg[0] = x;
                    c.wg[1] = y;
                    c.wg[2] = z;
                    if (run_group(&c, waves, nwaves) < 0 && !res->status)
                        res->status = WS_EARG;
                    res->waves += nwaves;
                }
    }
    launch_free(&c, waves, nwaves);
    printf_drain(p, mem, res);
    return res->status;
}

/* ---- stepping one workgroup ---- */

struct emu_stepper {
    struct ectx c;
    struct emu_launch l;        /* a copy: the waves read its block size */
    struct emu_result res;
    struct wave *waves;
    unsigned nwaves;
};

enum ws_status emu_step_open(const struct emu_program *p, const struct emu_kernel *k, struct emu_mem *mem,
                             const struct emu_launch *l, const unsigned wg[3], struct emu_stepper **out,
                             struct ws_error *err)
{
    *out = NULL;
    struct emu_stepper *s = calloc(1, sizeof *s);
    if (!s)
        return ws_error_set(err, WS_ENOMEM, p->path, 0, "out of memory");
    s->l = *l;
    for (int d = 0; d < 3; d++)
        if (wg[d] >= l->grid[d]) {
            free(s);
            return ws_error_set(err, WS_EARG, p->path, 0, "workgroup (%u,%u,%u) is outside the grid (%u,%u,%u)",
                                wg[0], wg[1], wg[2], l->grid[0], l->grid[1], l->grid[2]);
        }
    if (launch_setup(&s->c, p, k, mem, &s->l, &s->res, &s->waves, &s->nwaves)) {
        *err = s->res.err;
        launch_free(&s->c, s->waves, s->nwaves);
        free(s);
        return err->code ? err->code : WS_EARG;
    }
    memcpy(s->c.wg, wg, sizeof s->c.wg);
    start_group(&s->c, s->waves, s->nwaves);
    *out = s;
    return WS_OK;
}

int emu_step_wave(struct emu_stepper *s, unsigned wi, struct ws_error *err)
{
    if (wi >= s->nwaves)
        return 1;
    struct wave *w = &s->waves[wi];
    if (w->state == WS_BARRIER)
        barrier_release(s->waves, s->nwaves);
    if (w->state != WS_RUN)
        return 1;
    if (s->res.insns >= s->c.budget) {
        ws_error_set(err, WS_ELIMIT, s->c.p->path, 0, "instruction budget of %llu wave instructions spent",
                     (unsigned long long)s->c.budget);
        return -1;
    }
    s->c.w = w;
    s->res.insns++;
    if (step(&s->c) < 0) {
        *err = s->res.err;
        w->state = WS_DONE;
        return -1;
    }
    return 0;
}

unsigned emu_step_nwaves(const struct emu_stepper *s)
{
    return s->nwaves;
}

void emu_step_view(const struct emu_stepper *s, unsigned wi, struct emu_wave_view *out)
{
    memset(out, 0, sizeof *out);
    if (wi >= s->nwaves)
        return;
    const struct wave *w = &s->waves[wi];
    out->fi = w->fi;
    out->ii = w->ii;
    out->state = w->state == WS_RUN ? EMU_WAVE_RUN : w->state == WS_BARRIER ? EMU_WAVE_BARRIER : EMU_WAVE_DONE;
    out->lanes = w->lanes;
    out->exec = emu_exec_mask(w);
    out->scc = w->scc;
    out->s = w->s;
    out->v = (const uint32_t (*)[64])w->v;
}

const uint8_t *emu_step_lds(const struct emu_stepper *s, uint32_t *size)
{
    *size = s->c.lds_size;
    return s->c.lds;
}

uint64_t emu_step_insns(const struct emu_stepper *s)
{
    return s->res.insns;
}

void emu_step_close(struct emu_stepper *s)
{
    if (!s)
        return;
    launch_free(&s->c, s->waves, s->nwaves);
    free(s);
}
