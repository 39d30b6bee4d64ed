/* rules_module.c - the module around a kernel (ids 1200-1299): constant
 * banks beyond the kernel parameters and __device__ variables.
 *
 * What the banks hold comes from the module data (sass_module.cbanks and
 * cbsyms: the cubin's sections and relocations, or nvdisasm's full output).
 * Bank 3 (__constant__ data) is emitted as a read-only copy (__ws_cbank3)
 * and a bank word that holds a __device__ variable's address (c[0x4][..]
 * on sm_80-90) becomes that address, computed PC-relative in the prologue
 * (xlate_abi.c); the variables themselves are globals of the code object
 * (xlate_print.c).  A word read with a constant offset is an SGPR slot
 * (xemit_operand); the rules here cover the forms that need more: an index
 * register, RZ as index, and the memory operations nvcc applies to these
 * variables with RZ as data.
 */
#include "xlate/xlate_int.h"
#include "base/fmt.h"

#include <stdio.h>
#include <string.h>

#define X_GLOBAL_OFF_MIN (-4096)    /* global offset: signed 13 bits (gfx11) */
#define X_GLOBAL_OFF_MAX 4095
#define X_SMEM_OFF_MAX   0xfffff    /* scalar load offset: signed 21 bits (gfx11), >= 0 here */

static const struct sass_cbank *cb_of(const struct sass_insn *in)
{
    return in->nops == 2 && in->ops[1].kind == SOP_CBANK ? &in->ops[1].u.cb : NULL;
}

static int is_rz(const struct sass_operand *o)
{
    return o->kind == SOP_REG && o->reg == SASS_RZ;
}

/* ---- constant banks ------------------------------------------------------------ */

/* LDC[.64] Rd, c[N][RZ+off], N > 0 */
static int w_ldc_rz(const struct sass_insn *in)
{
    const struct sass_cbank *cb = cb_of(in);
    return cb && cb->bank > 0 && cb->bank_ureg < 0 && cb->reg == SASS_RZ && !cb->reg_is_ureg;
}

static int e_ldc_rz(struct xctx *x, const struct sass_insn *in)
{
    const struct sass_cbank *cb = cb_of(in);
    int wide = sass_has_mod(in, "64");
    int s = xslot_cbank(x, cb->bank, cb->offset, wide ? 2 : 1);
    char t[96];
    if (s < 0)
        return -1;
    if (wide)
        fmt_snprintf(t, sizeof t, "v_mov_b32 $0.lo, s%d\nv_mov_b32 $0.hi, s%d", s, s + 1);
    else
        fmt_snprintf(t, sizeof t, "v_mov_b32 $0, s%d", s);
    return xemit_template(x, in, t);
}

/* LDC[.64] Rd, c[0x3][R+off]: a per-thread index */
static int w_ldc3_index(const struct sass_insn *in)
{
    const struct sass_cbank *cb = cb_of(in);
    return cb && cb->bank == 3 && cb->bank_ureg < 0 && cb->reg >= 0 && cb->reg != SASS_RZ &&
           !cb->reg_is_ureg;
}

static int e_ldc3_index(struct xctx *x, const struct sass_insn *in)
{
    const struct sass_cbank *cb = cb_of(in);
    int wide = sass_has_mod(in, "64"), base = xslot_bank_base(x, 3), v = x->vmap[cb->reg];
    long long off = cb->offset;
    char t[192];
    int n = 0;
    if (base < 0 || v < 0)
        return -1;
    if (off < X_GLOBAL_OFF_MIN || off > X_GLOBAL_OFF_MAX) {
        n = fmt_snprintf(t, sizeof t, "v_add_nc_u32_e64 v%d, 0x%x, v%d\n", x->vtemp,
                         (unsigned)(uint32_t)off, v);
        v = x->vtemp;
        off = 0;
    }
    fmt_snprintf(t + n, sizeof t - (size_t)n, "global_load_%s %s, v%d, s[%d:%d]", wide ? "b64" : "b32",
                 wide ? "$0:64" : "$0", v, base, base + 1);
    if (off)
        fmt_snprintf(t + strlen(t), sizeof t - strlen(t), " offset:%lld", off);
    return xemit_template(x, in, t);
}

/* ULDC[.64] URd, c[0x3][UR+off]: a uniform index */
static int w_uldc3_index(const struct sass_insn *in)
{
    const struct sass_cbank *cb = cb_of(in);
    return cb && cb->bank == 3 && cb->bank_ureg < 0 && cb->reg >= 0 && cb->reg != SASS_URZ &&
           cb->reg_is_ureg;
}

static int e_uldc3_index(struct xctx *x, const struct sass_insn *in)
{
    const struct sass_cbank *cb = cb_of(in);
    int wide = sass_has_mod(in, "64"), base = xslot_bank_base(x, 3), s = x->umap[cb->reg];
    char t[128];
    if (base < 0 || s < 0 || x->uvmap[cb->reg] || cb->offset < 0 || cb->offset > X_SMEM_OFF_MAX)
        return -1;
    int n = fmt_snprintf(t, sizeof t, "s_load_%s %s, s[%d:%d], s%d", wide ? "b64" : "b32",
                         wide ? "$0:64" : "$0", base, base + 1, s);
    if (cb->offset)
        fmt_snprintf(t + n, sizeof t - (size_t)n, " offset:0x%llx", (unsigned long long)cb->offset);
    return xemit_template(x, in, t);
}

/* ---- memory operations with RZ as data --------------------------------------------- */

/* ATOMG.E.ADD[.S32] PT, Rd, [Ra.64+off], RZ */
static int w_atomg_add_rz(const struct sass_insn *in)
{
    return in->nops == 4 && in->ops[0].kind == SOP_PRED && in->ops[0].reg == SASS_PT &&
           !(in->ops[0].flags & SOF_NOT) && in->ops[1].kind == SOP_REG && is_rz(&in->ops[3]);
}

static int e_atomg_add_rz(struct xctx *x, const struct sass_insn *in)
{
    char a[64], t[160];
    if (xatom_gaddr(x, in, 2, a, sizeof a))
        return -1;
    char *comma = strchr(a, ',');
    if (is_rz(&in->ops[1]))
        fmt_snprintf(t, sizeof t, "v_mov_b32 v%d, 0\nglobal_atomic_add_u32 %.*s, v%d%s", x->vtemp,
                     (int)(comma - a), a, x->vtemp, comma);
    else
        fmt_snprintf(t, sizeof t, "v_mov_b32 v%d, 0\nglobal_atomic_add_u32 $1, %.*s, v%d%s glc",
                     x->vtemp, (int)(comma - a), a, x->vtemp, comma);
    return xemit_template(x, in, t);
}

/* STS.64|.128 [addr], RZ */
static int w_sts_wide_rz(const struct sass_insn *in)
{
    return in->nops == 2 && is_rz(&in->ops[1]) && (sass_has_mod(in, "64") || sass_has_mod(in, "128"));
}

static int e_sts_wide_rz(struct xctx *x, const struct sass_insn *in)
{
    int words = sass_has_mod(in, "128") ? 4 : 2;
    struct strbuf t;
    sb_init(&t);
    char va[32];
    long long off;
    int rc = xmem_lds_addr(x, in, 0, &t, va, sizeof va, &off);
    if (!rc) {
        for (int k = 0; k < words; k++)
            sb_printf(&t, "v_mov_b32 v%d, 0\n", x->vtemp + k);
        sb_printf(&t, "ds_store_b%d %s, v[%d:%d]", 32 * words, va, x->vtemp, x->vtemp + words - 1);
        if (off)
            sb_printf(&t, " offset:%lld", off);
        rc = xemit_template(x, in, t.s);
    }
    sb_free(&t);
    return rc;
}

/* ATOMS.POPC.INC.32 RZ, [UR+off] | [off]: no per-thread register in the address */
static int w_atoms_popc_inc_uniform(const struct sass_insn *in)
{
    if (in->nops != 2 || !is_rz(&in->ops[0]) || in->ops[1].kind != SOP_MEM)
        return 0;
    const struct sass_mem *m = &in->ops[1].u.mem;
    return m->reg < 0 || m->reg_is_ureg || m->reg == SASS_RZ;
}

static int e_atoms_popc_inc_uniform(struct xctx *x, const struct sass_insn *in)
{
    struct strbuf t;
    sb_init(&t);
    char va[32];
    long long off;
    int rc = xmem_lds_addr(x, in, 1, &t, va, sizeof va, &off);
    if (!rc) {
        sb_printf(&t, "v_mov_b32 v%d, 1\nds_add_u32 %s, v%d", x->vtemp, va, x->vtemp);
        if (off)
            sb_printf(&t, " offset:%lld", off);
        rc = xemit_template(x, in, t.s);
    }
    sb_free(&t);
    return rc;
}

const struct xrule xrules_module[] = {
    XRULE(1200, "ldc.bank.rz", MEMORY, 20, "LDC", NULL, "U8 S8 U16 S16", "r*", w_ldc_rz,
          "LDC[.64] Rd, c[N][RZ+off]", NULL, e_ldc_rz, 0,
          "RZ as index reads the word at off: the SGPR slot the prologue filled (a bank-3 "
          "word from the emitted copy, a word holding a __device__ variable's address "
          "computed PC-relative), copied into every lane"),
    XRULE(1201, "ldc.bank3.index", MEMORY, 20, "LDC", NULL, "U8 S8 U16 S16", "r*", w_ldc3_index,
          "LDC[.64] Rd, c[0x3][R+off]", NULL, e_ldc3_index, 0,
          "__constant__ data indexed per thread: gfx11 has no constant banks, so the bank is "
          "a read-only copy in the code object (__ws_cbank3) and the read a global load at its "
          "address (an SGPR pair) plus the index"),
    XRULE(1202, "uldc.bank3.index", MEMORY, 20, "ULDC", NULL, "U8 S8 U16 S16", "u*", w_uldc3_index,
          "ULDC[.64] URd, c[0x3][UR+off]", NULL, e_uldc3_index, 0,
          "__constant__ data at a uniform index: a scalar load from the bank's copy with the "
          "index as the SGPR offset"),
    XRULE(1203, "atomg.add.rz", ATOMIC, 30, "ATOMG", "E ADD", "CAS 64 F32 S64 U64", "prmr",
          w_atomg_add_rz, "ATOMG.E.ADD PT, Rd, [Ra.64], RZ", NULL, e_atomg_add_rz, 0,
          "atomicAdd(&x, 0) is an atomic read: nvcc gives RZ as data, but RDNA3's atomics "
          "take their data in a VGPR, so a scratch VGPR holds the 0 (glc returns the old "
          "value)"),
    XRULE(1204, "sts.wide.rz", MEMORY, 20, "STS", NULL, "U8 S8 U16 S16", "mr", w_sts_wide_rz,
          "STS.64|.128 [addr], RZ", NULL, e_sts_wide_rz, 0,
          "a wide store of zero: RZ reads as 0 in every register of the pair or quad; RDNA3 "
          "stores from consecutive VGPRs, so scratch VGPRs are zeroed first"),
    XRULE(1205, "atoms.popc.inc.uniform", ATOMIC, 30, "ATOMS", "POPC INC", NULL, "rm",
          w_atoms_popc_inc_uniform, "ATOMS.POPC.INC.32 RZ, [UR+off]", NULL, e_atoms_popc_inc_uniform, 0,
          "atomicAdd(&s, 1) from every thread, aggregated by nvcc into one add of the "
          "active-lane count at an address without a per-thread register: one ds_add_u32 "
          "of 1 per lane gives the same sum, the address computed into a scratch VGPR"),
};
const size_t xrules_module_n = sizeof xrules_module / sizeof xrules_module[0];
