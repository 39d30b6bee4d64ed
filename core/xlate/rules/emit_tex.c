/* emit_tex.c - TEX and SUST (the rows: sm90.c) through HIP's texture and
 * surface objects.
 *
 * A CUDA texture object is taken as HIP's (README "Textures and
 * surfaces"): the handle is the address of a __hip_texture, whose dwords 0..7
 * are the gfx11 image resource descriptor (T#) and dwords 12..15
 * (HIP_SAMPLER_OBJECT_OFFSET_DWORD) the sampler descriptor (S#); a surface
 * object's handle is the address of its T#.  nvcc passes the handle as 32
 * bits (sm_90: ULDC URh + UMOV URh+1, URZ before TEX, ULDC alone before
 * SUST; sm_80: one c[0x0] word named by TEX.SCR/SUST's slot operand), so the
 * object has to lie in the low 4 GiB.  The rule loads both descriptors with
 * s_load from that address into scratch SGPRs, copies the coordinates into
 * scratch VGPRs in the order MIMG wants them and issues image_sample_l
 * (image_sample_lz for .LZ) or image_store.
 */
#include "xlate/rules/rules.h"
#include "base/fmt.h"
#include "base/strbuf.h"
#include "sass/sass_opcodes.h"

#include <string.h>

#define X_HIP_SAMPLER_OFF 0x30      /* HIP_SAMPLER_OBJECT_OFFSET_DWORD (12) * 4 bytes */
/* gfx11 T# dword 1: FORMAT is bits 27:20 (ROCr resource_gfx11.h, SQ_IMG_RSRC_WORD1) */
#define X_TFMT_MASK 0xf00fffffu
#define X_TFMT_SHIFT 20
/* unified formats of gfx11 (the same table: CFMT_* in ROCr's resource_gfx11.h) */
#define X_FMT_8_UINT 5
#define X_FMT_16_UINT 11
#define X_FMT_32_UINT 20
#define X_FMT_32_32_UINT 48
#define X_FMT_32_32_32_32_UINT 61

/* Scratch SGPRs of the descriptors: an aligned group of 8 (T#) and of 4
 * (S#) inside the 16 scratch SGPRs, and a pair for the object's address;
 * the last scratch pair stays free (the guard's saved EXEC). */
static void desc_regs(const struct xctx *x, int *pa, int *t, int *s)
{
    int a = (x->stemp + 3) & ~3;        /* s_load_b256/b128 destinations: 4-aligned */
    *t = a;
    *s = a + 8;
    *pa = a == x->stemp ? a + 12 : x->stemp;
}

/* The handle into s[pa:pa+1]: the UR pair operand ur, or c[0x0][4 * slot]
 * and a zero high word */
static enum xres handle_text(struct xctx *x, const struct sass_insn *in, int ur_op, int pair,
                             int slot, int pa, struct strbuf *t)
{
    if (ur_op >= 0) {
        const struct sass_operand *o = &in->ops[ur_op];
        if (o->reg == SASS_URZ)
            return xdecline(x, in, ur_op, "the handle is URZ (no texture object)");
        for (int k = 0; k < pair; k++)
            if (o->reg + k < 63 && x->uhi[o->reg + k] >= 0)
                return xdecline(x, in, ur_op, "the handle may differ between the two warps of a "
                                "wave64, and the descriptors are loaded once per wave");
        if (pair == 2) {
            sb_printf(t, "s_mov_b32 s%d, $%d.lo\n", pa, ur_op);
            sb_printf(t, "s_mov_b32 s%d, $%d.hi\n", pa + 1, ur_op);
        } else {
            sb_printf(t, "s_mov_b32 s%d, $%d\n", pa, ur_op);
            sb_printf(t, "s_mov_b32 s%d, 0\n", pa + 1);
        }
        return XR_OK;
    }
    int s = xslot_cbank(x, 0, 4 * (int64_t)slot, 1);
    if (s < 0)
        return xdecline(x, in, -1, "the handle's constant-bank word c[0x0][0x%x] has no SGPR copy",
                        4 * slot);
    sb_printf(t, "s_mov_b32 s%d, s%d\n", pa, s);
    sb_printf(t, "s_mov_b32 s%d, 0\n", pa + 1);
    return XR_OK;
}

/* wave64: the handle's UR pair has a copy per warp (uhi[]): 1 when so */
static int per_warp(const struct xctx *x, const struct sass_insn *in, int ur_op, int pair)
{
    if (ur_op < 0 || x->wave != 64)
        return 0;
    int u = in->ops[ur_op].reg;
    for (int k = 0; k < pair; k++)
        if (u + k < 63 && x->uhi[u + k] >= 0)
            return 1;
    return 0;
}

static int vreg(const struct xctx *x, int r)
{
    return r >= 0 && r < SASS_RZ ? x->vmap[r] : -1;
}

/* TEX[.SCR][.LL|.LZ][.NODEP] Rd2, Rd, Ra, Rb, (URh, 0x0 | 0x0, SLOT), DIM[, MASK] */
enum xres xe_tex(struct xctx *x, const struct sass_insn *in)
{
    struct sass_tex tx;
    sass_tex_shape(in, &tx);
    if (!tx.ok)
        return xdecline(x, in, -1, "TEX operands not of the form Rd2, Rd, Ra[, Rb], URh, 0x0, "
                        "DIM[, MASK] or Rd2, Rd, Ra[, Rb], 0x0, SLOT, DIM[, MASK] (a handle in a "
                        "register, TEX.B, has no rule)");
    static const char *const known[] = { "SCR", "LL", "LZ", "NODEP" };
    /* 'B' (a handle in a register) is refused by sass_tex_shape already */
    for (unsigned i = 0; i < in->nmods; i++) {
        int ok = 0;
        for (size_t k = 0; k < sizeof known / sizeof known[0]; k++)
            ok |= !strcmp(in->mods[i], known[k]);
        if (!ok)
            return xdecline(x, in, -1, "TEX.%s: only .SCR, .LL, .LZ and .NODEP are translated (a "
                            "depth compare .DC, offsets .AOFFI, a bias .LB, derivatives .NDV have "
                            "no rule)", in->mods[i]);
    }
    int ll = sass_has_mod(in, "LL"), lz = sass_has_mod(in, "LZ");
    if (!ll && !lz)
        return xdecline(x, in, -1, "TEX without .LL or .LZ takes the level of detail from "
                        "derivatives across a quad of lanes, which a compute wave does not have");
    if (tx.cube)
        return xdecline(x, in, tx.dim_op, "a cubemap fetch: RDNA3 samples a cube by face and face "
                        "coordinates (v_cubeid/v_cubesc/v_cubetc/v_cubema first), and NVIDIA's "
                        "seams between faces are not modelled: no rule");
    if (tx.ur_op >= 0 && in->ops[tx.ur_op + 1].u.imm != 0)
        return xdecline(x, in, tx.ur_op + 1, "a non-zero offset after the handle's UR pair");
    int rd = in->ops[1].reg, rd2 = in->ops[0].reg, ra = in->ops[2].reg;
    int rb = tx.rb_op >= 0 ? in->ops[tx.rb_op].reg : SASS_RZ;
    if (ra == SASS_RZ)
        return xdecline(x, in, 2, "coordinates in RZ");
    int nrb = tx.ncoord - tx.ra_n;      /* coordinates in Rb, before the level of detail */
    if (ll && rb == SASS_RZ && nrb == 0)
        lz = 1;                         /* a level of detail of 0.0 */
    if (nrb && rb == SASS_RZ)
        return xdecline(x, in, 3, "coordinates in RZ");
    /* coordinate k (the layer first) and the level of detail */
    int creg[4];
    for (int k = 0; k < tx.ncoord && k < 4; k++) {
        creg[k] = k < tx.ra_n ? vreg(x, ra + k) : vreg(x, rb + k - tx.ra_n);
        if (creg[k] < 0)
            return xdecline(x, in, k < tx.ra_n ? 2 : 3, "coordinate register R%d has no VGPR",
                            k < tx.ra_n ? ra + k : rb + k - tx.ra_n);
    }
    int lreg = lz ? -1 : vreg(x, rb + nrb);
    if (!lz && lreg < 0)
        return xdecline(x, in, 3, "the level-of-detail register has no VGPR");
    /* destinations of the enabled components, in order: Rd, Rd+1, Rd2, Rd2+1 */
    int dst[4], nd = tx.ncomp, direct = 1;
    for (int k = 0; k < nd; k++) {
        int base = k < 2 ? rd : rd2;
        dst[k] = base == SASS_RZ ? -1 : vreg(x, base + (k & 1));
        if (base != SASS_RZ && dst[k] < 0)
            return xdecline(x, in, k < 2 ? 1 : 0, "a destination register has no VGPR");
        if (dst[k] < 0 || (k && dst[k] != dst[0] + k))
            direct = 0;
    }
    int pa, ts, ss;
    desc_regs(x, &pa, &ts, &ss);
    /* wave64 with a handle per warp (the UR pair written where the two warps
     * run apart): sample once with each warp's descriptors, the low warp's
     * into scratch VGPRs, the high warp's into the destinations, then keep
     * the low warp's in the low 32 lanes */
    int split = per_warp(x, in, tx.ur_op, 2);
    if (split && !direct)
        return xdecline(x, in, 1, "wave64 with a handle per warp: the destinations are not "
                        "consecutive VGPRs");
    struct strbuf t;
    sb_init(&t);
    enum xres rc = XR_OK;
    if (!split)
        rc = handle_text(x, in, tx.ur_op, 2, tx.slot, pa, &t);
    if (rc) {
        sb_free(&t);
        return rc;
    }
    /* MIMG address order: x[, y][, z | slice][, lod]; an array's slice is a float */
    int vt = x->vtemp, na = 0;
    for (int k = tx.layered; k < tx.ncoord; k++)
        sb_printf(&t, "v_mov_b32 v%d, v%d\n", vt + na++, creg[k]);
    if (tx.layered)
        sb_printf(&t, "v_cvt_f32_u32 v%d, v%d\n", vt + na++, creg[0]);
    if (!lz)
        sb_printf(&t, "v_mov_b32 v%d, v%d\n", vt + na++, lreg);
    char vd[24], va[24], vl[24];
    int out = direct ? dst[0] : vt + 4;
    if (nd == 1)
        fmt_snprintf(vd, sizeof vd, "v%d", out);
    else
        fmt_snprintf(vd, sizeof vd, "v[%d:%d]", out, out + nd - 1);
    if (nd == 1)
        fmt_snprintf(vl, sizeof vl, "v%d", vt + 4);
    else
        fmt_snprintf(vl, sizeof vl, "v[%d:%d]", vt + 4, vt + 3 + nd);
    if (na == 1)
        fmt_snprintf(va, sizeof va, "v%d", vt);
    else
        fmt_snprintf(va, sizeof va, "v[%d:%d]", vt, vt + na - 1);
    static const char *const dims[2][4] = {
        { "", "SQ_RSRC_IMG_1D", "SQ_RSRC_IMG_2D", "SQ_RSRC_IMG_3D" },
        { "", "SQ_RSRC_IMG_1D_ARRAY", "SQ_RSRC_IMG_2D_ARRAY", "" },
    };
    for (int pass = split ? 0 : 1; pass < 2; pass++) {
        if (split) {        /* pass 0: the low warp's handle (umap), 1: the high warp's (uhi) */
            int u = in->ops[tx.ur_op].reg;
            for (int k = 0; k < 2; k++) {
                int r = pass && x->uhi[u + k] >= 0 ? x->uhi[u + k] : x->umap[u + k];
                if (r < 0) {
                    sb_free(&t);
                    return xdecline(x, in, tx.ur_op, "the handle's UR has no SGPR");
                }
                sb_printf(&t, "s_mov_b32 s%d, s%d\n", pa + k, r);
            }
        }
        sb_printf(&t, "s_load_b256 s[%d:%d], s[%d:%d], 0x0\n", ts, ts + 7, pa, pa + 1);
        sb_printf(&t, "s_load_b128 s[%d:%d], s[%d:%d], 0x%x\n", ss, ss + 3, pa, pa + 1,
                  X_HIP_SAMPLER_OFF);
        sb_printf(&t, "s_waitcnt lgkmcnt(0)\n");
        sb_printf(&t, "image_sample_%s %s, %s, s[%d:%d], s[%d:%d] dmask:0x%x dim:%s",
                  lz ? "lz" : "l", pass ? vd : vl, va, ts, ts + 7, ss, ss + 3, tx.mask,
                  dims[tx.layered][tx.dims]);
        if (pass == 0)
            sb_printf(&t, "\n");
    }
    if (split) {    /* v_cndmask_b32 D = mask ? S1 : S0: the high lanes keep the high warp's */
        sb_printf(&t, "\ns_mov_b32 s%d, 0\ns_mov_b32 s%d, -1", x->ssplit, x->ssplit + 1);
        for (int k = 0; k < nd; k++)
            sb_printf(&t, "\nv_cndmask_b32_e64 v%d, v%d, v%d, s[%d:%d]", dst[k], vt + 4 + k, dst[k],
                      x->ssplit, x->ssplit + 1);
    }
    for (int k = 0; !direct && k < nd; k++)
        if (dst[k] >= 0)
            sb_printf(&t, "\nv_mov_b32 v%d, v%d", dst[k], vt + 4 + k);
    rc = xemit_template(x, in, t.s);
    sb_free(&t);
    return rc;
}

/* SUST.D.BA.{1D,2D,3D}[.64|.128][.STRONG.*][.TRAP|.IGN] [Ra], Rb, (URh[, 0x0] | 0x0, SLOT) */
enum xres xe_sust(struct xctx *x, const struct sass_insn *in)
{
    int dims = sass_surf_dims(in);
    if (!sass_has_mod(in, "D") || !sass_has_mod(in, "BA") || dims == 0)
        return xdecline(x, in, -1, "only the raw (.D), byte-addressed (.BA) 1D/2D/3D surface store "
                        "(surf*Dwrite) is translated; a formatted store (.P) has no rule");
    if (sass_has_mod(in, "ARRAY_1D") || sass_has_mod(in, "ARRAY_2D"))
        return xdecline(x, in, -1, "a layered surface store has no rule");
    if (!sass_has_mod(in, "TRAP") && !sass_has_mod(in, "IGN"))
        return xdecline(x, in, -1, "boundary mode clamp (cudaBoundaryModeClamp: SUST without "
                        ".TRAP or .IGN) moves an out-of-range store to the edge; image_store "
                        "drops it: no rule");
    int bytes = sass_has_mod(in, "128") ? 16 : sass_has_mod(in, "64") ? 8
              : (sass_has_mod(in, "U8") || sass_has_mod(in, "S8")) ? 1
              : (sass_has_mod(in, "U16") || sass_has_mod(in, "S16")) ? 2 : 4;
    int sh = bytes == 16 ? 4 : bytes == 8 ? 3 : bytes == 4 ? 2 : bytes == 2 ? 1 : 0;
    int fmt = bytes == 16 ? X_FMT_32_32_32_32_UINT : bytes == 8 ? X_FMT_32_32_UINT
            : bytes == 4 ? X_FMT_32_UINT : bytes == 2 ? X_FMT_16_UINT : X_FMT_8_UINT;
    if (in->nops < 3 || in->ops[0].kind != SOP_MEM || in->ops[1].kind != SOP_REG)
        return xdecline(x, in, -1, "SUST operands not of the form [Ra], Rb, handle");
    const struct sass_mem *m = &in->ops[0].u.mem;
    if (m->reg < 0 || m->reg_is_ureg || m->reg == SASS_RZ || m->ureg >= 0 || m->offset)
        return xdecline(x, in, 0, "the coordinates are not a plain register [Ra]");
    int ur_op = -1, slot = -1;
    if (in->ops[2].kind == SOP_UREG && (in->nops == 3 || (in->nops == 4 && in->ops[3].kind == SOP_IMM &&
                                                           in->ops[3].u.imm == 0)))
        ur_op = 2;
    else if (in->nops == 4 && in->ops[2].kind == SOP_IMM && in->ops[2].u.imm == 0 &&
             in->ops[3].kind == SOP_IMM && in->ops[3].u.imm >= 0 && in->ops[3].u.imm < 0x4000)
        slot = (int)in->ops[3].u.imm;
    else
        return xdecline(x, in, 2, "the surface handle is neither a UR nor a constant-bank slot");
    int ra = m->reg, rb = in->ops[1].reg, nw = bytes > 4 ? bytes / 4 : 1;
    for (int k = 0; k < dims; k++)
        if (vreg(x, ra + k) < 0)
            return xdecline(x, in, 0, "coordinate register R%d has no VGPR", ra + k);
    int pa, ts, ss;
    desc_regs(x, &pa, &ts, &ss);
    /* wave64 with a handle per warp: store twice, each warp's lanes with its
     * own descriptor, the other warp's lanes sent out of range (x = -1:
     * image_store drops them) */
    int split = per_warp(x, in, ur_op, 1);
    struct strbuf t;
    sb_init(&t);
    enum xres rc = XR_OK;
    if (!split)
        rc = handle_text(x, in, ur_op, 1, slot, pa, &t);
    if (rc) {
        sb_free(&t);
        return rc;
    }
    int vt = x->vtemp, vx = split ? vt + 3 : vt;
    /* x in bytes (.BA) to texels of the store's size */
    if (sh)
        sb_printf(&t, "v_lshrrev_b32 v%d, %d, v%d\n", vx, sh, vreg(x, ra));
    else
        sb_printf(&t, "v_mov_b32 v%d, v%d\n", vx, vreg(x, ra));
    for (int k = 1; k < dims; k++)
        sb_printf(&t, "v_mov_b32 v%d, v%d\n", vt + k, vreg(x, ra + k));
    int d = rb == SASS_RZ ? -1 : vreg(x, rb);
    if (rb != SASS_RZ && d < 0) {
        sb_free(&t);
        return xdecline(x, in, 1, "the data register has no VGPR");
    }
    for (int k = 1; d >= 0 && k < nw; k++)
        if (vreg(x, rb + k) != d + k) {
            sb_free(&t);
            return xdecline(x, in, 1, "the data registers are not consecutive VGPRs");
        }
    if (d < 0) {                        /* RZ: zeros */
        for (int k = 0; k < nw; k++)
            sb_printf(&t, "v_mov_b32 v%d, 0\n", vt + 4 + k);
        d = vt + 4;
    }
    char vd[24], va[24];
    if (nw == 1)
        fmt_snprintf(vd, sizeof vd, "v%d", d);
    else
        fmt_snprintf(vd, sizeof vd, "v[%d:%d]", d, d + nw - 1);
    if (dims == 1)
        fmt_snprintf(va, sizeof va, "v%d", vt);
    else
        fmt_snprintf(va, sizeof va, "v[%d:%d]", vt, vt + dims - 1);
    static const char *const dn[] = { "", "SQ_RSRC_IMG_1D", "SQ_RSRC_IMG_2D", "SQ_RSRC_IMG_3D" };
    if (split)
        sb_printf(&t, "s_mov_b32 s%d, 0\ns_mov_b32 s%d, -1\n", x->ssplit, x->ssplit + 1);
    for (int pass = split ? 0 : 1; pass < 2; pass++) {
        if (split) {        /* pass 0: the low warp's handle and lanes, 1: the high warp's */
            int u = in->ops[ur_op].reg, r = pass && x->uhi[u] >= 0 ? x->uhi[u] : x->umap[u];
            if (r < 0) {
                sb_free(&t);
                return xdecline(x, in, ur_op, "the handle's UR has no SGPR");
            }
            sb_printf(&t, "s_mov_b32 s%d, s%d\ns_mov_b32 s%d, 0\n", pa, r, pa + 1);
            /* v_cndmask_b32 D = mask ? S1 : S0, the mask the high lanes */
            if (pass)
                sb_printf(&t, "v_cndmask_b32_e64 v%d, -1, v%d, s[%d:%d]\n", vt, vx, x->ssplit,
                          x->ssplit + 1);
            else
                sb_printf(&t, "v_cndmask_b32_e64 v%d, v%d, -1, s[%d:%d]\n", vt, vx, x->ssplit,
                          x->ssplit + 1);
        }
        sb_printf(&t, "s_load_b256 s[%d:%d], s[%d:%d], 0x0\n", ts, ts + 7, pa, pa + 1);
        sb_printf(&t, "s_waitcnt lgkmcnt(0)\n");
        /* raw bits: the store's own size as an unsigned integer format */
        sb_printf(&t, "s_and_b32 s%d, s%d, 0x%x\n", ts + 1, ts + 1, X_TFMT_MASK);
        sb_printf(&t, "s_or_b32 s%d, s%d, 0x%x\n", ts + 1, ts + 1, (unsigned)fmt << X_TFMT_SHIFT);
        sb_printf(&t, "image_store %s, %s, s[%d:%d] dmask:0x%x dim:%s unorm", vd, va, ts, ts + 7,
                  (1u << nw) - 1, dn[dims]);
        if (pass == 0)
            sb_printf(&t, "\n");
    }
    rc = xemit_template(x, in, t.s);
    sb_free(&t);
    return rc;
}

/* SULD.D.BA.{1D,2D,3D}[.U16|.64|.128][.STRONG.*].TRAP|.IGN Rd, [Ra], URh, 0x0 | 0x0, SLOT:
 * surf*Dread, the raw bits of one texel: image_load with the T#'s format
 * set to the unsigned integer format of the load's size and its channel
 * selects to x, y, z, w */
enum xres xe_suld(struct xctx *x, const struct sass_insn *in)
{
    int dims = sass_surf_dims(in);
    if (!sass_has_mod(in, "D") || !sass_has_mod(in, "BA") || dims == 0 ||
        sass_has_mod(in, "ARRAY_1D") || sass_has_mod(in, "ARRAY_2D"))
        return xdecline(x, in, -1, "only the raw (.D), byte-addressed (.BA) 1D/2D/3D surface load "
                        "(surf*Dread) is translated");
    if (!sass_has_mod(in, "TRAP") && !sass_has_mod(in, "IGN"))
        return xdecline(x, in, -1, "boundary mode clamp (SULD without .TRAP or .IGN) reads the "
                        "edge texel out of range; image_load returns zeros: no rule");
    int bytes = sass_has_mod(in, "128") ? 16 : sass_has_mod(in, "64") ? 8
              : (sass_has_mod(in, "U8") || sass_has_mod(in, "S8")) ? 1
              : (sass_has_mod(in, "U16") || sass_has_mod(in, "S16")) ? 2 : 4;
    if (sass_has_mod(in, "S8") || sass_has_mod(in, "S16"))
        return xdecline(x, in, -1, "a sign-extending surface load has no rule");
    int sh = bytes == 16 ? 4 : bytes == 8 ? 3 : bytes == 4 ? 2 : bytes == 2 ? 1 : 0;
    int fmt = bytes == 16 ? X_FMT_32_32_32_32_UINT : bytes == 8 ? X_FMT_32_32_UINT
            : bytes == 4 ? X_FMT_32_UINT : bytes == 2 ? X_FMT_16_UINT : X_FMT_8_UINT;
    if (in->nops != 4 || in->ops[0].kind != SOP_REG || in->ops[1].kind != SOP_MEM)
        return xdecline(x, in, -1, "SULD operands not of the form Rd, [Ra], handle");
    const struct sass_mem *m = &in->ops[1].u.mem;
    if (m->reg < 0 || m->reg_is_ureg || m->reg == SASS_RZ || m->ureg >= 0 || m->offset)
        return xdecline(x, in, 1, "the coordinates are not a plain register [Ra]");
    int ur_op = -1, slot = -1;
    if (in->ops[2].kind == SOP_UREG && in->ops[3].kind == SOP_IMM && in->ops[3].u.imm == 0)
        ur_op = 2;
    else if (in->ops[2].kind == SOP_IMM && in->ops[2].u.imm == 0 && in->ops[3].kind == SOP_IMM &&
             in->ops[3].u.imm >= 0 && in->ops[3].u.imm < 0x4000)
        slot = (int)in->ops[3].u.imm;
    else
        return xdecline(x, in, 2, "the surface handle is neither a UR nor a constant-bank slot");
    int ra = m->reg, rd = in->ops[0].reg, nw = bytes > 4 ? bytes / 4 : 1;
    for (int k = 0; k < dims; k++)
        if (vreg(x, ra + k) < 0)
            return xdecline(x, in, 1, "coordinate register R%d has no VGPR", ra + k);
    int d = rd == SASS_RZ ? x->vtemp + 4 : vreg(x, rd);
    for (int k = 1; rd != SASS_RZ && k < nw; k++)
        if (vreg(x, rd + k) != d + k)
            return xdecline(x, in, 0, "the destination registers are not consecutive VGPRs");
    if (d < 0)
        return xdecline(x, in, 0, "the destination register has no VGPR");
    int pa, ts, ss;
    desc_regs(x, &pa, &ts, &ss);
    struct strbuf t;
    sb_init(&t);
    enum xres rc = handle_text(x, in, ur_op, 1, slot, pa, &t);
    if (rc) {
        sb_free(&t);
        return rc;
    }
    int vt = x->vtemp;
    if (sh)
        sb_printf(&t, "v_lshrrev_b32 v%d, %d, v%d\n", vt, sh, vreg(x, ra));
    else
        sb_printf(&t, "v_mov_b32 v%d, v%d\n", vt, vreg(x, ra));
    for (int k = 1; k < dims; k++)
        sb_printf(&t, "v_mov_b32 v%d, v%d\n", vt + k, vreg(x, ra + k));
    sb_printf(&t, "s_load_b256 s[%d:%d], s[%d:%d], 0x0\n", ts, ts + 7, pa, pa + 1);
    sb_printf(&t, "s_waitcnt lgkmcnt(0)\n");
    /* raw bits: the load's size as an unsigned integer format, channels in order */
    sb_printf(&t, "s_and_b32 s%d, s%d, 0x%x\n", ts + 1, ts + 1, X_TFMT_MASK);
    sb_printf(&t, "s_or_b32 s%d, s%d, 0x%x\n", ts + 1, ts + 1, (unsigned)fmt << X_TFMT_SHIFT);
    sb_printf(&t, "s_and_b32 s%d, s%d, 0xfffff000\n", ts + 3, ts + 3);
    sb_printf(&t, "s_or_b32 s%d, s%d, 0xfac\n", ts + 3, ts + 3);    /* DST_SEL x, y, z, w */
    char vd[24], va[24];
    if (nw == 1)
        fmt_snprintf(vd, sizeof vd, "v%d", d);
    else
        fmt_snprintf(vd, sizeof vd, "v[%d:%d]", d, d + nw - 1);
    if (dims == 1)
        fmt_snprintf(va, sizeof va, "v%d", vt);
    else
        fmt_snprintf(va, sizeof va, "v[%d:%d]", vt, vt + dims - 1);
    static const char *const dn[] = { "", "SQ_RSRC_IMG_1D", "SQ_RSRC_IMG_2D", "SQ_RSRC_IMG_3D" };
    sb_printf(&t, "image_load %s, %s, s[%d:%d] dmask:0x%x dim:%s unorm", vd, va, ts, ts + 7,
              (1u << nw) - 1, dn[dims]);
    rc = xemit_template(x, in, t.s);
    sb_free(&t);
    return rc;
}
