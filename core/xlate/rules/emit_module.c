/* emit_module.c - the computed outputs of the rules for the module around a
 * kernel: constant banks beyond the kernel parameters and __device__
 * variables (rows in ldc.c, ldst.c, atom.c).
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
#include "xlate/rules/rules.h"
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

/* ---- constant banks ------------------------------------------------------------ */


enum xres xe_ldc_rz(struct xctx *x, const struct sass_insn *in)
{
    const struct sass_cbank *cb = cb_of(in);
    int wide = sass_has_mod(in, "64");
    int s = xslot_cbank(x, cb->bank, cb->offset, wide ? 2 : 1);
    char t[96];
    if (s < 0)
        return XR_DECLINE;
    if (wide)
        fmt_snprintf(t, sizeof t, "v_mov_b32 $0.lo, s%d\nv_mov_b32 $0.hi, s%d", s, s + 1);
    else
        fmt_snprintf(t, sizeof t, "v_mov_b32 $0, s%d", s);
    return xemit_template(x, in, t);
}


enum xres xe_ldc3_index(struct xctx *x, const struct sass_insn *in)
{
    const struct sass_cbank *cb = cb_of(in);
    int wide = sass_has_mod(in, "64"), base = xslot_bank_base(x, 3), v = x->vmap[cb->reg];
    long long off = cb->offset;
    char t[192];
    int n = 0;
    if (base < 0 || v < 0)
        return XR_DECLINE;
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


enum xres xe_uldc3_index(struct xctx *x, const struct sass_insn *in)
{
    const struct sass_cbank *cb = cb_of(in);
    int wide = sass_has_mod(in, "64"), base = xslot_bank_base(x, 3), s = x->umap[cb->reg];
    char t[128];
    if (base < 0 || s < 0 || x->uvmap[cb->reg] || cb->offset < 0 || cb->offset > X_SMEM_OFF_MAX)
        return XR_DECLINE;
    int n = fmt_snprintf(t, sizeof t, "s_load_%s %s, s[%d:%d], s%d", wide ? "b64" : "b32",
                         wide ? "$0:64" : "$0", base, base + 1, s);
    if (cb->offset)
        fmt_snprintf(t + n, sizeof t - (size_t)n, " offset:0x%llx", (unsigned long long)cb->offset);
    return xemit_template(x, in, t);
}

/* ---- memory operations with RZ as data --------------------------------------------- */


enum xres xe_atomg_add_rz(struct xctx *x, const struct sass_insn *in)
{
    char a[64], t[160];
    if (xatom_gaddr(x, in, 2, a, sizeof a))
        return XR_DECLINE;
    char *comma = strchr(a, ',');
    if (xm_is_rz(&in->ops[1]))
        fmt_snprintf(t, sizeof t, "v_mov_b32 v%d, 0\nglobal_atomic_add_u32 %.*s, v%d%s", x->vtemp,
                     (int)(comma - a), a, x->vtemp, comma);
    else
        fmt_snprintf(t, sizeof t, "v_mov_b32 v%d, 0\nglobal_atomic_add_u32 $1, %.*s, v%d%s glc",
                     x->vtemp, (int)(comma - a), a, x->vtemp, comma);
    return xemit_template(x, in, t);
}


enum xres xe_sts_wide_rz(struct xctx *x, const struct sass_insn *in)
{
    int words = sass_has_mod(in, "128") ? 4 : 2;
    struct strbuf t;
    sb_init(&t);
    char va[32];
    long long off;
    enum xres rc = xmem_lds_addr(x, in, 0, &t, va, sizeof va, &off);
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


enum xres xe_atoms_popc_inc_uniform(struct xctx *x, const struct sass_insn *in)
{
    struct strbuf t;
    sb_init(&t);
    char va[32];
    long long off;
    enum xres rc = xmem_lds_addr(x, in, 1, &t, va, sizeof va, &off);
    if (!rc) {
        sb_printf(&t, "v_mov_b32 v%d, 1\nds_add_u32 %s, v%d", x->vtemp, va, x->vtemp);
        if (off)
            sb_printf(&t, " offset:%lld", off);
        rc = xemit_template(x, in, t.s);
    }
    sb_free(&t);
    return rc;
}

