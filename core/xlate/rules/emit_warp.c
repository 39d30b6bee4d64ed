/* emit_warp.c - the computed outputs of warp operations and atomics (the
 * rows: warp.c, atom.c, s2r.c).
 *
 * A CUDA warp is 32 threads; a gfx11 wave is 32 or 64 lanes.  In wave32 the
 * lanes map one to one.  In wave64 one wave holds two warps: lane l of the
 * wave is lane (l & 31) of warp (l >> 5), so shuffles stay inside their
 * 32-lane half, ballots give each half its own 32 bits, and lane masks
 * (%lanemask_lt ...) count within the half.
 */
#include "xlate/rules/emit.h"
#include "xlate/rules/match.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define emitf xemitf
#define ex xexec

/* Operand n as RDNA3 text into buf (XR_DECLINE when it has no binding). */
static enum xres opnd(struct xctx *x, const struct sass_insn *in, int n, int wide, char *buf,
                      size_t len)
{
    struct strbuf b;
    sb_init(&b);
    enum xres rc = xemit_operand(x, in, n, wide, &b);
    snprintf(buf, len, "%s", b.s ? b.s : "");
    sb_free(&b);
    return rc;
}

static int vt(struct xctx *x, int k) { return x->vtemp + k; }

/* scratch SGPR pair k, as a lane mask */
static const char *smask(struct xctx *x, int k, char *b, size_t n)
{
    return xmask(x, x->stemp + 2 * k, b, n);
}

/* t_k = lane within the warp (0..31); in wave64 also t_hi = lane & 32 */
static enum xres lane_in_warp(struct xctx *x, int k, int khi)
{
    if (emitf(x, "v_mbcnt_lo_u32_b32 v%d, -1, 0", vt(x, k)))
        return XR_ERROR;
    if (x->wave == 64) {
        if (emitf(x, "v_mbcnt_hi_u32_b32 v%d, -1, v%d", vt(x, k), vt(x, k)) ||
            emitf(x, "v_and_b32 v%d, 32, v%d", vt(x, khi), vt(x, k)) ||
            emitf(x, "v_and_b32 v%d, 31, v%d", vt(x, k), vt(x, k)))
            return XR_ERROR;
    }
    return XR_OK;
}

/* Predicate destination d (a lane mask SGPR) = mask for the active lanes,
 * keeping the other lanes' bits: SASS leaves an inactive thread's
 * predicate alone, v_cmp would clear it. */
static enum xres set_pred(struct xctx *x, const struct sass_insn *in, int d, const char *mask)
{
    const struct sass_operand *o = &in->ops[d];
    if (o->kind != SOP_PRED || o->reg == SASS_PT)
        return XR_OK;
    char p[48], m2[48];
    if (opnd(x, in, d, 0, p, sizeof p))
        return XR_DECLINE;
    smask(x, 5, m2, sizeof m2);
    if (emitf(x, "s_and_b%d %s, %s, %s", x->wave, m2, mask, ex(x)) ||
        emitf(x, "s_and_not1_b%d %s, %s, %s", x->wave, p, p, ex(x)) ||
        emitf(x, "s_or_b%d %s, %s, %s", x->wave, p, p, m2))
        return XR_ERROR;
    return XR_OK;
}

/* ---- SHFL ------------------------------------------------------------------
 * PTX shfl semantics (PTX ISA, "shfl.sync"): with c = (segmask << 8) | clamp,
 *   minLane = lane & segmask, maxLane = minLane | (clamp & ~segmask)
 *   up:   j = lane - b, in range when j >= maxLane
 *   down: j = lane + b, in range when j <= maxLane
 *   bfly: j = lane ^ b, in range when j <= maxLane
 *   idx:  j = minLane | (b & ~segmask), in range when j <= maxLane
 * out of range: j = lane.  The value is read from lane j: ds_bpermute_b32
 * reads the lane whose number is its address / 4. */
enum xres xe_shfl(struct xctx *x, const struct sass_insn *in)
{
    if (in->nops != 5 || in->ops[3].kind == SOP_CBANK || in->ops[4].kind == SOP_CBANK)
        return XR_DECLINE;
    const char *mode = in->nmods ? in->mods[0] : "";
    char d[32], a[32], b[32], c[32], pm[48];
    if (opnd(x, in, 1, 0, d, sizeof d) || opnd(x, in, 2, 0, a, sizeof a) ||
        opnd(x, in, 3, 0, b, sizeof b) || opnd(x, in, 4, 0, c, sizeof c))
        return XR_DECLINE;
    smask(x, 4, pm, sizeof pm);
    int L = 0, H = 6, MIN = 1, MAX = 2, J = 3, T = 4;
    enum xres rc = lane_in_warp(x, L, H);
    if (rc) return rc;
    /* segmask = c[12:8], clamp = c[4:0] */
    if (emitf(x, "v_bfe_u32 v%d, %s, 8, 5", vt(x, T), c) ||
        emitf(x, "v_and_b32 v%d, v%d, v%d", vt(x, MIN), vt(x, L), vt(x, T)) ||
        emitf(x, "v_and_b32 v%d, 31, %s", vt(x, MAX), c) ||
        emitf(x, "v_bfi_b32 v%d, v%d, v%d, v%d", vt(x, MAX), vt(x, T), vt(x, MIN), vt(x, MAX)))
        return XR_ERROR;
    /* v_bfi_b32 D = (S0 & S1) | (~S0 & S2): maxLane = (minLane where segmask)
     * | (clamp elsewhere); minLane is already masked */
    if (!strcmp(mode, "UP")) {
        if (emitf(x, "v_sub_nc_u32 v%d, v%d, %s", vt(x, J), vt(x, L), b) ||
            emitf(x, "v_cmp_ge_i32_e64 %s, v%d, v%d", pm, vt(x, J), vt(x, MAX)))
            return XR_ERROR;
    } else if (!strcmp(mode, "DOWN") || !strcmp(mode, "BFLY")) {
        if (emitf(x, "%s v%d, v%d, %s", !strcmp(mode, "DOWN") ? "v_add_nc_u32" : "v_xor_b32",
                  vt(x, J), vt(x, L), b) ||
            emitf(x, "v_cmp_le_u32_e64 %s, v%d, v%d", pm, vt(x, J), vt(x, MAX)))
            return XR_ERROR;
    } else if (!strcmp(mode, "IDX")) {
        if (emitf(x, "v_bfi_b32 v%d, v%d, v%d, %s", vt(x, J), vt(x, T), vt(x, MIN), b) ||
            emitf(x, "v_and_b32 v%d, 31, v%d", vt(x, J), vt(x, J)) ||
            emitf(x, "v_cmp_le_u32_e64 %s, v%d, v%d", pm, vt(x, J), vt(x, MAX)))
            return XR_ERROR;
    } else {
        return XR_DECLINE;
    }
    /* out of range: own lane; wave64: stay in this warp's half */
    if (emitf(x, "v_cndmask_b32_e64 v%d, v%d, v%d, %s", vt(x, J), vt(x, L), vt(x, J), pm))
        return XR_ERROR;
    if (x->wave == 64 && emitf(x, "v_or_b32 v%d, v%d, v%d", vt(x, J), vt(x, J), vt(x, H)))
        return XR_ERROR;
    if (emitf(x, "v_lshlrev_b32 v%d, 2, v%d", vt(x, J), vt(x, J)))
        return XR_ERROR;
    if (!strcmp(d, "v") || d[0] != 'v')
        return XR_DECLINE;
    if (a[0] != 'v') {          /* source must be a VGPR for ds_bpermute */
        if (emitf(x, "v_mov_b32 v%d, %s", vt(x, 5), a))
            return XR_ERROR;
        snprintf(a, sizeof a, "v%d", vt(x, 5));
    }
    if (emitf(x, "ds_bpermute_b32 %s, v%d, %s", d, vt(x, J), a))
        return XR_ERROR;
    return set_pred(x, in, 0, pm);
}

/* ---- VOTE / ballot ------------------------------------------------------- */

/* ballot mask of predicate operand n over the active lanes into scratch 3 */
static enum xres ballot(struct xctx *x, const struct sass_insn *in, int n, char *m, size_t len)
{
    smask(x, 3, m, len);
    const struct sass_operand *o = &in->ops[n];
    if (o->kind != SOP_PRED)
        return XR_DECLINE;
    if (o->reg == SASS_PT)
        return emitf(x, "s_%s_b%d %s, %s", (o->flags & SOF_NOT) ? "mov" : "mov", x->wave, m,
                     (o->flags & SOF_NOT) ? "0" : ex(x));
    char p[48];
    if (opnd(x, in, n, 0, p, sizeof p))
        return XR_DECLINE;
    if (p[0] == '-' || p[0] == '0')
        return XR_DECLINE;
    return emitf(x, "%s%d %s, %s, %s", (o->flags & SOF_NOT) ? "s_and_not1_b" : "s_and_b", x->wave,
                 m, ex(x), p);
}

/* VOTE.ANY Rd, PT, Pp: Rd = the warp's ballot of Pp */
enum xres xe_vote_ballot(struct xctx *x, const struct sass_insn *in)
{
    char m[48], d[32];
    if (opnd(x, in, 0, 0, d, sizeof d) || d[0] != 'v')
        return XR_DECLINE;
    enum xres rc = ballot(x, in, in->nops - 1, m, sizeof m);
    if (rc) return rc;
    if (x->wave == 32)
        return emitf(x, "v_mov_b32 %s, %s", d, m);
    /* wave64: each warp (half) sees its own 32 bits */
    int s = x->stemp + 6;
    if (lane_in_warp(x, 0, 6) ||
        emitf(x, "v_mov_b32 v%d, s%d", vt(x, 1), s) ||
        emitf(x, "v_mov_b32 v%d, s%d", vt(x, 2), s + 1) ||
        emitf(x, "v_cmp_ne_u32_e64 %s, 0, v%d", smask(x, 4, m, sizeof m), vt(x, 6)) ||
        emitf(x, "v_cndmask_b32_e64 %s, v%d, v%d, %s", d, vt(x, 1), vt(x, 2), m))
        return XR_ERROR;
    return XR_OK;
}

/* VOTE.ANY/ALL/EQ Pd, Pp: the same answer in every active lane of a warp.
 * With m = ballot & EXEC:  ANY: m != 0;  ALL: m == EXEC;  EQ (vote.uni, all
 * agree): m == 0 || m == EXEC.  wave64 answers each 32-lane half (warp)
 * alone, on the two 32-bit halves of the masks. */
static enum xres vote_half(struct xctx *x, const char *m, const char *e, const char *r, int all,
                           int eq)
{
    if (eq) {
        /* r = (m == 0 || m == e) ? e : 0 */
        return emitf(x, "s_cmp_eq_u32 %s, 0", m) || emitf(x, "s_cselect_b32 %s, %s, 0", r, e) ||
               emitf(x, "s_cmp_eq_u32 %s, %s", m, e) || emitf(x, "s_cselect_b32 %s, %s, %s", r, e, r)
               ? XR_ERROR : XR_OK;
    }
    if (all ? emitf(x, "s_cmp_eq_u32 %s, %s", m, e) : emitf(x, "s_cmp_lg_u32 %s, 0", m))
        return XR_ERROR;
    return emitf(x, "s_cselect_b32 %s, %s, 0", r, e);
}

enum xres xe_vote_pred(struct xctx *x, const struct sass_insn *in)
{
    char m[48], r[48];
    int all = sass_has_mod(in, "ALL"), eq = sass_has_mod(in, "EQ");
    enum xres rc = ballot(x, in, in->nops - 1, m, sizeof m);
    if (rc) return rc;
    smask(x, 2, r, sizeof r);
    int ms = x->stemp + 6, rs = x->stemp + 4;
    char a[16], b[16], c[16];
    snprintf(a, sizeof a, "s%d", ms);
    snprintf(c, sizeof c, "s%d", rs);
    if (vote_half(x, a, "exec_lo", c, all, eq))
        return XR_ERROR;
    if (x->wave == 64) {
        snprintf(a, sizeof a, "s%d", ms + 1);
        snprintf(b, sizeof b, "s%d", rs + 1);
        if (vote_half(x, a, "exec_hi", b, all, eq))
            return XR_ERROR;
    }
    return set_pred(x, in, 0, r);
}

/* VOTEU.ANY URd, UPT, PT: the active-lane mask into a uniform register */
enum xres xe_voteu_any(struct xctx *x, const struct sass_insn *in)
{
    char d[32];
    const struct sass_operand *q = in->nops >= 3 ? &in->ops[2] : NULL;
    if (opnd(x, in, 0, 0, d, sizeof d) || d[0] != 's')
        return xdecline(x, in, 0, "a uniform register (an SGPR) expected");
    if (!q || q->kind != SOP_PRED)
        return xdecline(x, in, 2, "a vote over a predicate expected");
    int pt = q->reg == SASS_PT, neg = (q->flags & SOF_NOT) != 0;
    if (!pt && x->pmap[q->reg] < 0)
        return xdecline(x, in, 2, "the predicate has no lane mask");
    /* VOTEU.ANY URd, UPT, [!]Pn: the ballot of Pn, EXEC & Pn (& ~Pn); of
     * !PT, nothing */
    const char *e = x->wave == 64 ? (x->half == 1 ? "exec_lo" : "exec_hi") : "exec_lo";
    if (x->wave == 64 && !x->half)
        return XR_DECLINE;  /* one value per warp: the engine runs the rule once per warp
                             * (x->half) with d the SGPR of that warp's copy */
    if (pt)
        return neg ? emitf(x, "s_mov_b32 %s, 0", d) : emitf(x, "s_mov_b32 %s, %s", d, e);
    int ps = x->pmap[q->reg] + (x->wave == 64 && x->half == 2);
    return emitf(x, "%s %s, %s, s%d", neg ? "s_and_not1_b32" : "s_and_b32", d, e, ps);
}

/* S2R Rd, SR_LTMASK...: lane masks within the warp */
enum xres xe_lanemask(struct xctx *x, const struct sass_insn *in)
{
    char d[32];
    if (opnd(x, in, 0, 0, d, sizeof d) || d[0] != 'v')
        return XR_DECLINE;
    const char *sr = in->ops[1].u.sreg;
    char norm[24];
    if (!strncmp(sr, "SR_LANEMASK_", 12)) {     /* PTX's %lanemask_lt spelling */
        snprintf(norm, sizeof norm, "SR_%.2sMASK", sr + 12);
        sr = norm;
    }
    if (lane_in_warp(x, 0, 6))
        return XR_ERROR;
    int L = vt(x, 0), T = vt(x, 1);
    if (!strcmp(sr, "SR_LTMASK"))
        return emitf(x, "v_bfm_b32 %s, v%d, 0", d, L);
    if (!strcmp(sr, "SR_EQMASK"))
        return emitf(x, "v_lshlrev_b32 %s, v%d, 1", d, L);
    /* le = lt | eq: v_bfm_b32 of l + 1 would take the width mod 32 and give
     * 0 instead of all ones at lane 31; gt = ~le */
    if (!strcmp(sr, "SR_LEMASK") || !strcmp(sr, "SR_GTMASK")) {
        int gt = !strcmp(sr, "SR_GTMASK"), E = vt(x, 2);
        if (emitf(x, "v_bfm_b32 v%d, v%d, 0", T, L) || emitf(x, "v_lshlrev_b32 v%d, v%d, 1", E, L))
            return XR_ERROR;
        if (gt)
            return emitf(x, "v_or_b32 v%d, v%d, v%d", T, T, E) ? XR_ERROR
                                                                 : emitf(x, "v_not_b32 %s, v%d", d, T);
        return emitf(x, "v_or_b32 %s, v%d, v%d", d, T, E);
    }
    if (!strcmp(sr, "SR_GEMASK"))
        return emitf(x, "v_bfm_b32 v%d, v%d, 0", T, L) ? XR_ERROR
                                                       : emitf(x, "v_not_b32 %s, v%d", d, T);
    return XR_DECLINE;
}

/* REDUX.op URd, Rs: Rs reduced over the active lanes into a uniform register.
 * gfx11 has no wave reduction instruction: walk the active lanes with
 * s_ctz (first set bit), v_readlane and the scalar op.  REDUX without an
 * operation is AND (nvcc prints __reduce_and_sync so); MIN/MAX are unsigned
 * unless .S32.  In wave64 the engine runs the rule once per warp (x->half,
 * the destination being that warp's SGPR): the walk then covers the lanes
 * of that 32-lane half only. */
struct rop { const char *mod, *op, *init; };

static const struct rop *redux_op(const struct sass_insn *in)
{
    static const struct rop ops[] = {
        { "SUM", "s_add_u32", "0" }, { "OR", "s_or_b32", "0" }, { "XOR", "s_xor_b32", "0" },
        { "MIN", "s_min_u32", "-1" }, { "MAX", "s_max_u32", "0" },
    };
    static const struct rop smin = { "MIN", "s_min_i32", "0x7fffffff" },
                            smax = { "MAX", "s_max_i32", "0x80000000" },
                            and_ = { "AND", "s_and_b32", "-1" };
    int s32 = sass_has_mod(in, "S32");
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (sass_has_mod(in, ops[i].mod)) {
            if (s32 && !strcmp(ops[i].mod, "MIN")) return &smin;
            if (s32 && !strcmp(ops[i].mod, "MAX")) return &smax;
            return &ops[i];
        }
    return sass_has_mod(in, "AND") || in->nmods == 0 ? &and_ : NULL;
}

enum xres xe_redux(struct xctx *x, const struct sass_insn *in)
{
    char d[32], s[32], l1[48], mm[48];
    const struct rop *op = redux_op(in);
    if (!op || (x->wave == 64 && !x->half) || opnd(x, in, 0, 0, d, sizeof d) || d[0] != 's' ||
        opnd(x, in, 1, 0, s, sizeof s) || s[0] != 'v')
        return XR_DECLINE;
    int lane = x->stemp + 6, val = x->stemp + 7;
    smask(x, 2, mm, sizeof mm);
    snprintf(l1, sizeof l1, ".Lws%d_redux%04x%s", x->fidx, in->offset,
             x->half == 2 ? "_hi" : x->half == 1 ? "_lo" : "");
    int rc = 0;
    if (x->wave == 64)      /* this warp's half of EXEC */
        rc = emitf(x, "s_mov_b32 s%d, %s", x->stemp + 4, x->half == 1 ? "exec_lo" : "0") ||
             emitf(x, "s_mov_b32 s%d, %s", x->stemp + 5, x->half == 1 ? "0" : "exec_hi");
    else
        rc = emitf(x, "s_mov_b32 %s, %s", mm, ex(x));
    if (rc || emitf(x, "s_mov_b32 %s, %s", d, op->init) ||
        emitf(x, "s_cmp_eq_u%d %s, 0", x->wave, mm) || emitf(x, "s_cbranch_scc1 %s_end", l1) ||
        xemit_line(x, XL_LABEL, l1) ||
        emitf(x, "s_ctz_i32_b%d s%d, %s", x->wave, lane, mm) ||
        emitf(x, "v_readlane_b32 s%d, %s, s%d", val, s, lane) ||
        emitf(x, "%s %s, %s, s%d", op->op, d, d, val) ||
        emitf(x, "s_bitset0_b%d %s, s%d", x->wave, mm, lane) ||
        emitf(x, "s_cmp_lg_u%d %s, 0", x->wave, mm) ||
        emitf(x, "s_cbranch_scc1 %s", l1))
        return XR_ERROR;
    char end[64];
    snprintf(end, sizeof end, "%s_end", l1);
    return xemit_line(x, XL_LABEL, end) ? XR_ERROR : XR_OK;
}

/* ---- MATCH -------------------------------------------------------------------
 * MATCH.ANY Rd, Ra: in each lane, the mask of the warp's active lanes whose Ra
 * equals its own.  One pass per distinct value: take the first lane left
 * (s_ctz), read its value (v_readlane), compare in every lane (v_cmp_eq: a
 * lane mask, inactive lanes 0), keep the compare's warp (wave64: the half of
 * that lane), write the mask into those lanes (EXEC = the group) and drop
 * them from the lanes left. */
static enum xres match_any(struct xctx *x, const struct sass_insn *in, int src, const char *dst)
{
    char a[32], save[48], left[48], grp[48], l1[48];
    if (opnd(x, in, src, 0, a, sizeof a) || a[0] != 'v' || in->ops[src].width != 1)
        return XR_DECLINE;
    smask(x, 0, save, sizeof save);
    smask(x, 1, left, sizeof left);
    smask(x, 2, grp, sizeof grp);
    int lane = x->stemp + 6, val = x->stemp + 7, g = x->stemp + 4, v = x->stemp + 8;
    snprintf(l1, sizeof l1, ".Lws%d_match%04x", x->fidx, in->offset);
    int rc = emitf(x, "s_mov_b%d %s, %s", x->wave, save, ex(x)) ||
             emitf(x, "s_mov_b%d %s, %s", x->wave, left, ex(x)) ||
             emitf(x, "s_cmp_eq_u%d %s, 0", x->wave, left) || emitf(x, "s_cbranch_scc1 %s_end", l1) ||
             xemit_line(x, XL_LABEL, l1) ||
             emitf(x, "s_ctz_i32_b%d s%d, %s", x->wave, lane, left) ||
             emitf(x, "v_readlane_b32 s%d, %s, s%d", val, a, lane) ||
             emitf(x, "s_mov_b%d %s, %s", x->wave, ex(x), save) ||
             emitf(x, "v_cmp_eq_u32_e64 %s, s%d, %s", grp, val, a);
    if (x->wave == 64)      /* the warp of that lane only */
        rc = rc || emitf(x, "s_cmp_lt_u32 s%d, 32", lane) ||
             emitf(x, "s_cselect_b32 s%d, 0, s%d", g + 1, g + 1) ||
             emitf(x, "s_cselect_b32 s%d, s%d, 0", g, g) ||
             emitf(x, "s_or_b32 s%d, s%d, s%d", v, g, g + 1);     /* one half is 0 */
    else
        rc = rc || emitf(x, "s_mov_b32 s%d, s%d", v, g);
    rc = rc || emitf(x, "s_mov_b%d %s, %s", x->wave, ex(x), grp) ||
         emitf(x, "v_mov_b32 %s, s%d", dst, v) ||
         emitf(x, "s_and_not1_b%d %s, %s, %s", x->wave, left, left, grp) ||
         emitf(x, "s_cmp_lg_u%d %s, 0", x->wave, left) ||
         emitf(x, "s_cbranch_scc1 %s", l1);
    char end[64];
    snprintf(end, sizeof end, "%s_end", l1);
    rc = rc || xemit_line(x, XL_LABEL, end) || emitf(x, "s_mov_b%d %s, %s", x->wave, ex(x), save);
    return rc ? XR_ERROR : XR_OK;
}

enum xres xe_match_any(struct xctx *x, const struct sass_insn *in)
{
    char d[32];
    if (opnd(x, in, 0, 0, d, sizeof d) || d[0] != 'v')
        return XR_DECLINE;
    return match_any(x, in, 1, d);
}

/* the warp's active-lane mask in every lane, into VGPR vd (VOTE.ANY R, PT, PT) */
static enum xres warp_active(struct xctx *x, int vd)
{
    char m[48];
    if (x->wave == 32)
        return emitf(x, "v_mov_b32 v%d, exec_lo", vd);
    return lane_in_warp(x, 0, 6) || emitf(x, "v_cmp_ne_u32_e64 %s, 0, v%d", smask(x, 4, m, sizeof m), vt(x, 6)) ||
           emitf(x, "v_mov_b32 v%d, exec_lo", vt(x, 1)) || emitf(x, "v_mov_b32 v%d, exec_hi", vt(x, 2)) ||
           emitf(x, "v_cndmask_b32_e64 v%d, v%d, v%d, %s", vd, vt(x, 1), vt(x, 2), m)
           ? XR_ERROR : XR_OK;
}

/* MATCH.ALL Pd, Rd, Ra: when every active lane of the warp holds the same Ra,
 * Rd = the warp's active mask and Pd = true, else Rd = 0 and Pd = false: the
 * lanes' MATCH.ANY mask equals the active mask exactly then. */
enum xres xe_match_all(struct xctx *x, const struct sass_insn *in)
{
    char d[32], pm[48];
    if (opnd(x, in, 1, 0, d, sizeof d) || (d[0] != 'v' && strcmp(d, "0")))
        return XR_DECLINE;
    int t = vt(x, 3), act = vt(x, 4);
    char tv[16];
    snprintf(tv, sizeof tv, "v%d", t);
    enum xres rc = match_any(x, in, 2, tv);
    if (rc) return rc;
    smask(x, 5, pm, sizeof pm);
    if (warp_active(x, act) || emitf(x, "v_cmp_eq_u32_e64 %s, v%d, v%d", pm, t, act))
        return XR_ERROR;
    if (d[0] == 'v' && emitf(x, "v_cndmask_b32_e64 %s, 0, v%d, %s", d, act, pm))
        return XR_ERROR;
    char r[48];
    smask(x, 3, r, sizeof r);
    if (emitf(x, "s_mov_b%d %s, %s", x->wave, r, pm))
        return XR_ERROR;
    return set_pred(x, in, 0, r);
}

/* ---- atomics --------------------------------------------------------------- */

/* global address of a memory operand: "v[a:b], off"; ATOMG.E names a 64-bit
 * address even where nvdisasm does not print .64 */
static enum xres gaddr(struct xctx *x, const struct sass_insn *in, int n, char *buf, size_t len)
{
    const struct sass_operand *o = &in->ops[n];
    if (o->kind != SOP_MEM || o->u.mem.reg < 0 || o->u.mem.reg_is_ureg || o->u.mem.ureg >= 0 ||
        o->u.mem.scale != 1 || !sass_has_mod(in, "E") || o->u.mem.offset < -4096 || o->u.mem.offset > 4095)
        return XR_DECLINE;
    int v = x->vmap[o->u.mem.reg];
    if (v < 0)
        return XR_DECLINE;
    if (o->u.mem.offset)
        snprintf(buf, len, "v[%d:%d], off offset:%lld", v, v + 1, (long long)o->u.mem.offset);
    else
        snprintf(buf, len, "v[%d:%d], off", v, v + 1);
    return XR_OK;
}

struct aop { const char *sass, *u32, *s32, *f32, *u64, *s64; };

static const struct aop aops[] = {
    { "ADD", "add_u32", "add_u32", "add_f32", "add_u64", "add_u64" },
    { "MIN", "min_u32", "min_i32", NULL, "min_u64", "min_i64" },
    { "MAX", "max_u32", "max_i32", NULL, "max_u64", "max_i64" },
    { "INC", "inc_u32", "inc_u32", NULL, NULL, NULL },
    { "DEC", "dec_u32", "dec_u32", NULL, NULL, NULL },
    { "AND", "and_b32", "and_b32", NULL, "and_b64", "and_b64" },
    { "OR", "or_b32", "or_b32", NULL, "or_b64", "or_b64" },
    { "XOR", "xor_b32", "xor_b32", NULL, "xor_b64", "xor_b64" },
    { "EXCH", "swap_b32", "swap_b32", NULL, "swap_b64", "swap_b64" },
};

/* The RDNA3 name of in's operation ("add_u32"), NULL none.  Widths: .64 and
 * .S64 are 64-bit (.S64 signed), .S32 signed, .F32 float, else unsigned. */
static const char *atomic_name(const struct sass_insn *in)
{
    int w64 = sass_has_mod(in, "64") || sass_has_mod(in, "S64") || sass_has_mod(in, "U64");
    for (size_t i = 0; i < sizeof aops / sizeof aops[0]; i++)
        if (sass_has_mod(in, aops[i].sass)) {
            if (sass_has_mod(in, "F32"))
                return w64 ? NULL : aops[i].f32;
            if (w64)
                return sass_has_mod(in, "S64") ? aops[i].s64 : aops[i].u64;
            return sass_has_mod(in, "S32") ? aops[i].s32 : aops[i].u32;
        }
    return NULL;
}

static int atomic_is64(const struct sass_insn *in)
{
    return sass_has_mod(in, "64") || sass_has_mod(in, "S64") || sass_has_mod(in, "U64");
}

/* ATOMG/ATOM with result: glc makes a gfx11 atomic return the old value.
 * ATOM is a generic address: flat_atomic_* (global, or LDS through the
 * aperture); ATOMG is global_atomic_*.  A predicate destination (ATOM.E.ADD.F32
 * P0, ...: "done here, no shared-memory fallback needed") is true: the flat
 * atomic handles every address space itself. */
enum xres xe_atomg(struct xctx *x, const struct sass_insn *in)
{
    if (in->nops != 4 || in->ops[0].kind != SOP_PRED)
        return XR_DECLINE;
    int flat = !strcmp(in->opcode, "ATOM"), w = atomic_is64(in);
    const char *op = atomic_name(in);
    char d[32], a[64], v[32];
    if (w && (in->ops[1].width != 2 || in->ops[3].width != 2))
        return XR_DECLINE;      /* the front end did not size the pairs: registers would overlap */
    if (!op || opnd(x, in, 1, w, d, sizeof d) || gaddr(x, in, 2, a, sizeof a) ||
        opnd(x, in, 3, w, v, sizeof v) || v[0] != 'v')
        return XR_DECLINE;
    if (in->ops[0].reg != SASS_PT && (!flat || x->pmap[in->ops[0].reg] < 0))
        return XR_DECLINE;
    char *comma = strchr(a, ',');
    const char *rest = comma;               /* ", off[ offset:N]" */
    if (flat) {
        rest = strstr(comma, " offset:");   /* flat has no "off" */
        if (rest && atoi(rest + 8) < 0)
            return XR_DECLINE;
        if (!rest)
            rest = "";
    }
    int rz = in->ops[1].kind == SOP_REG && in->ops[1].reg == SASS_RZ;
    enum xres rc;
    if (rz)
        rc = emitf(x, "%s_atomic_%s %.*s, %s%s", flat ? "flat" : "global", op, (int)(comma - a), a, v, rest);
    else
        rc = emitf(x, "%s_atomic_%s %s, %.*s, %s%s glc", flat ? "flat" : "global", op, d,
                   (int)(comma - a), a, v, rest);
    if (rc || in->ops[0].reg == SASS_PT)
        return rc;
    return set_pred(x, in, 0, ex(x));
}

/* ATOMG.E.ADD.F32.FTZ PT, Rd, [Ra.64], Rb: NVIDIA's float atomic add flushes
 * denormal operands and results (measured: red_f32, a denormal in memory
 * or in Rb adds as 0); global_atomic_add_f32 keeps them.  So a
 * compare-and-swap loop: the value read, the sum under the FP32 flush
 * mode, global_atomic_cmpswap_b32 {sum, read}; lanes whose word changed in
 * between go round again with the word the swap returned (the compare is
 * bitwise: a NaN in memory ends the loop too).  Rd gets the word the add
 * replaced.  RED/REDG.E.ADD.F32.FTZ [Ra.64], Rb (atomicAdd with the result
 * unused) is the same loop without Rd; ATOM.E.ADD.F32.FTZ (a generic
 * address) the same with flat_* and its predicate set.  With a predicate
 * (not PT) the generic atomic does the add for global addresses only and
 * says so in the predicate: nvcc's code after it adds into shared memory
 * itself (QSPC.E.S, LDS, FADD without .FTZ, ATOMS.CAST.SPIN) or local
 * memory (LD, FADD, ST), where denormals stay (the H200:
 * atom_f32_generic_dn, all 256 shared-memory sums are the unflushed ones).
 * So the lanes whose address is in the LDS or the private aperture skip
 * the loop, keep Rd, and get the predicate false. */
enum xres xe_atomg_fadd_ftz(struct xctx *x, const struct sass_insn *in)
{
    int red = in->opcode[0] == 'R';     /* RED/REDG [Ra.64], Rb: no result */
    int flat = !strcmp(in->opcode, "ATOM");
    int m = red ? 0 : 2;
    if (in->nops != (red ? 2 : 4) || (!red && in->ops[0].kind != SOP_PRED) ||
        (!red && !flat && in->ops[0].reg != SASS_PT) ||
        (flat && in->ops[0].reg != SASS_PT && x->pmap[in->ops[0].reg] < 0))
        return XR_DECLINE;
    char d[32] = "", a[64], v[32], save[48], fail[48], l1[48];
    if ((!red && opnd(x, in, 1, 0, d, sizeof d)) || gaddr(x, in, m, a, sizeof a) ||
        opnd(x, in, m + 1, 0, v, sizeof v))
        return XR_DECLINE;
    char *comma = strchr(a, ',');
    const char *rest = comma, *seg = "global";
    if (flat) {             /* flat addresses have no "off" */
        seg = "flat";
        rest = strstr(comma, " offset:");
        if (rest && atoi(rest + 8) < 0)
            return XR_DECLINE;
        if (!rest)
            rest = "";
    }
    smask(x, 0, save, sizeof save);
    smask(x, 1, fail, sizeof fail);
    snprintf(l1, sizeof l1, ".Lws%d_faddftz%04x", x->fidx, in->offset);
    int rz = red || (in->ops[1].kind == SOP_REG && in->ops[1].reg == SASS_RZ);
    int old = vt(x, 0), sum = vt(x, 1), ret = vt(x, 3);
    int glob_only = flat && in->ops[0].reg != SASS_PT;     /* the predicate says "done" */
    char glob[48], tmp[48];
    smask(x, 2, glob, sizeof glob);
    smask(x, 4, tmp, sizeof tmp);
    if (glob_only) {        /* glob: the lanes whose address is neither LDS's nor private */
        int hi = x->vmap[in->ops[m].u.mem.reg] + 1, ap = x->stemp + 6;
        if (emitf(x, "s_mov_b64 s[%d:%d], src_shared_base", ap, ap + 1) ||
            emitf(x, "v_cmp_ne_u32_e64 %s, s%d, v%d", glob, ap + 1, hi) ||
            emitf(x, "s_mov_b64 s[%d:%d], src_private_base", ap, ap + 1) ||
            emitf(x, "v_cmp_ne_u32_e64 %s, s%d, v%d", tmp, ap + 1, hi) ||
            emitf(x, "s_and_b%d %s, %s, %s", x->wave, glob, glob, tmp))
            return XR_ERROR;
    }
    if (emitf(x, "s_mov_b%d %s, %s", x->wave, save, ex(x)) ||
        (glob_only && emitf(x, "s_and_b%d %s, %s, %s", x->wave, ex(x), ex(x), glob)) ||
        emitf(x, "%s_load_b32 v%d, %.*s%s glc", seg, old, (int)(comma - a), a, rest) ||
        emitf(x, "s_waitcnt vmcnt(0) lgkmcnt(0)") ||
        xemit_line(x, XL_LABEL, l1) ||
        emitf(x, "s_denorm_mode 0xc") ||
        emitf(x, "v_add_f32_e64 v%d, v%d, %s", sum, old, v) ||
        emitf(x, "s_denorm_mode 0xf") ||
        emitf(x, "v_mov_b32 v%d, v%d", sum + 1, old) ||
        emitf(x, "%s_atomic_cmpswap_b32 v%d, %.*s, v[%d:%d]%s glc", seg, ret, (int)(comma - a), a,
              sum, sum + 1, rest) ||
        emitf(x, "s_waitcnt vmcnt(0) lgkmcnt(0)") ||
        emitf(x, "v_cmp_ne_u32_e64 %s, v%d, v%d", fail, ret, old) ||
        emitf(x, "v_mov_b32 v%d, v%d", old, ret) ||
        emitf(x, "s_and_b%d %s, %s, %s", x->wave, ex(x), ex(x), fail) ||
        emitf(x, "s_cbranch_execnz %s", l1) ||
        emitf(x, "s_mov_b%d %s, %s", x->wave, ex(x), save))
        return XR_ERROR;
    if (!rz && glob_only && (emitf(x, "s_and_b%d %s, %s, %s", x->wave, ex(x), ex(x), glob) ||
                             emitf(x, "v_mov_b32 %s, v%d", d, old) ||
                             emitf(x, "s_mov_b%d %s, %s", x->wave, ex(x), save)))
        return XR_ERROR;
    if (!rz && !glob_only && emitf(x, "v_mov_b32 %s, v%d", d, old))
        return XR_ERROR;
    /* ATOM's predicate ("done here"): the global lanes (glob_only), or
     * true, as for the other generic atomics (xe_atomg) */
    return flat ? set_pred(x, in, 0, glob_only ? glob : ex(x)) : XR_OK;
}

/* ATOMG.E.CAS[.64] PT, Rd, [Ra], Rcmp, Rnew: AMD's data operand is the pair
 * {new, compare} (two pairs for .64), so the two are copied into
 * consecutive scratch VGPRs */
enum xres xe_atomg_cas(struct xctx *x, const struct sass_insn *in)
{
    if (in->nops != 5)
        return XR_DECLINE;
    int w = atomic_is64(in), flat = !strcmp(in->opcode, "ATOM");
    char d[32], a[64], cmp[32], nw[32];
    if (opnd(x, in, 1, w, d, sizeof d) || d[0] != 'v' || gaddr(x, in, 2, a, sizeof a) ||
        opnd(x, in, 3, w, cmp, sizeof cmp) || opnd(x, in, 4, w, nw, sizeof nw))
        return XR_DECLINE;
    char *comma = strchr(a, ',');
    const char *rest = comma;
    if (flat && !(rest = strstr(comma, " offset:")))
        rest = "";
    if (!w) {
        if (emitf(x, "v_mov_b32 v%d, %s", vt(x, 0), nw) || emitf(x, "v_mov_b32 v%d, %s", vt(x, 1), cmp))
            return XR_ERROR;
        return emitf(x, "%s_atomic_cmpswap_b32 %s, %.*s, v[%d:%d]%s glc", flat ? "flat" : "global", d,
                     (int)(comma - a), a, vt(x, 0), vt(x, 1), rest);
    }
    char lo[2][32], hi[2][32];
    for (int k = 0; k < 2; k++) {
        const struct sass_operand *o = &in->ops[k ? 3 : 4];     /* new first, then compare */
        if (o->kind != SOP_REG || o->reg == SASS_RZ || x->vmap[o->reg] < 0)
            return XR_DECLINE;
        snprintf(lo[k], sizeof lo[k], "v%d", x->vmap[o->reg]);
        snprintf(hi[k], sizeof hi[k], "v%d", x->vmap[o->reg] + 1);
    }
    if (emitf(x, "v_mov_b32 v%d, %s", vt(x, 0), lo[0]) || emitf(x, "v_mov_b32 v%d, %s", vt(x, 1), hi[0]) ||
        emitf(x, "v_mov_b32 v%d, %s", vt(x, 2), lo[1]) || emitf(x, "v_mov_b32 v%d, %s", vt(x, 3), hi[1]))
        return XR_ERROR;
    return emitf(x, "%s_atomic_cmpswap_b64 %s, %.*s, v[%d:%d]%s glc", flat ? "flat" : "global", d,
                 (int)(comma - a), a, vt(x, 0), vt(x, 3), rest);
}

/* The LDS address of operand n for a DS instruction: what computes it
 * emitted (a scaled index [R.X4], [R+UR], [UR], [RZ+off] or an offset past
 * 16 bits go through scratch VGPR 6, xmem_lds_addr), the address VGPR in va
 * and " offset:N" (or "") in ot. */
static enum xres ds_addr(struct xctx *x, const struct sass_insn *in, int n, char *va, size_t len,
                         char *ot, size_t olen)
{
    struct strbuf pre;
    sb_init(&pre);
    long long off = 0;
    enum xres rc = xmem_lds_addr(x, in, n, &pre, va, len, &off);
    for (const char *p = pre.s; !rc && p && *p;) {
        const char *nl = strchr(p, '\n');
        int k = nl ? (int)(nl - p) : (int)strlen(p);
        rc = emitf(x, "%.*s", k, p);
        p += k + (nl != NULL);
    }
    sb_free(&pre);
    if (off)
        snprintf(ot, olen, " offset:%lld", off);
    else
        ot[0] = 0;
    return rc;
}

static int is_rz(const struct sass_operand *o)
{
    return o->kind == SOP_REG && o->reg == SASS_RZ;
}

/* Source operand n of width w (1 or 2 registers) as a VGPR (range) in b:
 * RZ and immediates are moved into scratch VGPRs k (and k+1) first, since
 * DS data must be in VGPRs. */
static enum xres ds_data(struct xctx *x, const struct sass_insn *in, int n, int w, int k, char *b,
                         size_t len)
{
    if (opnd(x, in, n, w, b, len))
        return XR_DECLINE;
    if (b[0] == 'v')
        return XR_OK;
    if (w) {
        if (!is_rz(&in->ops[n]))
            return XR_DECLINE;
        if (emitf(x, "v_mov_b32 v%d, 0", vt(x, k)) || emitf(x, "v_mov_b32 v%d, 0", vt(x, k + 1)))
            return XR_ERROR;
        snprintf(b, len, "v[%d:%d]", vt(x, k), vt(x, k + 1));
        return XR_OK;
    }
    if (emitf(x, "v_mov_b32 v%d, %s", vt(x, k), b))
        return XR_ERROR;
    snprintf(b, len, "v%d", vt(x, k));
    return XR_OK;
}

/* ATOMS.op Rd, [addr], Rb (and ATOMS.CAS Rd, [addr], Rcmp, Rnew): LDS atomics
 * that return the old value are ds_<op>_rtn_*; DS compare-and-store takes
 * (address, new, compare) in that order.  INC/DEC wrap as CUDA's
 * atomicInc/atomicDec do (ds_inc: old >= b ? 0 : old+1; ds_dec: old == 0 ||
 * old > b ? b : old-1).  RZ as destination (the old value unused: atomicExch
 * whose result is dropped) returns into scratch VGPRs 2:3; RZ or an
 * immediate as data is moved into scratch VGPRs 0:1. */
enum xres xe_atoms(struct xctx *x, const struct sass_insn *in)
{
    int cas = sass_has_mod(in, "CAS"), w = atomic_is64(in);
    if (in->nops != (cas ? 4 : 3) || in->ops[1].kind != SOP_MEM)
        return xdecline(x, in, -1, "%d operands expected, the second a shared-memory address",
                        cas ? 4 : 3);
    char d[32], va[32], off[32], b[32], c[32];
    if (is_rz(&in->ops[0]))
        snprintf(d, sizeof d, w ? "v[%d:%d]" : "v%d", vt(x, 2), vt(x, 3));
    else if (opnd(x, in, 0, w, d, sizeof d) || d[0] != 'v')
        return xdecline(x, in, 0, "the result must be RZ or a register R (a VGPR)");
    const char *op = cas ? "cas" : atomic_name(in);
    if (!op)
        return xdecline(x, in, -1, "no DS atomic for this operation");
    if (sass_has_mod(in, "F32"))
        return xdecline(x, in, -1, ".F32: a float shared atomic is another rule's");
    enum xres rc = ds_addr(x, in, 1, va, sizeof va, off, sizeof off);
    if (rc)
        return rc;
    if (cas) {
        if ((rc = ds_data(x, in, 2, w, 0, c, sizeof c)) || (rc = ds_data(x, in, 3, w, 4, b, sizeof b)))
            return rc;
        return emitf(x, "ds_cmpstore_rtn_b%d %s, %s, %s, %s%s", w ? 64 : 32, d, va, b, c, off);
    }
    if ((rc = ds_data(x, in, 2, w, 0, b, sizeof b)))
        return rc;
    char name[32];
    snprintf(name, sizeof name, "%s", op);
    if (!strncmp(name, "swap_", 5))     /* DS calls exchange storexchg */
        snprintf(name, sizeof name, "storexchg_%s", op + 5);
    char *us = strrchr(name, '_');
    *us = 0;
    return emitf(x, "ds_%s_rtn_%s %s, %s, %s%s", name, us + 1, d, va, b, off);
}

/* ATOM.E.CAST.SPIN PT, Rd, [Ra], Rcmp, Rnew (rule atom.cast.generic): the
 * generic compare and store of sm_90's distributed-shared-memory path.
 * nvdisasm leaves .64 off the address, as it does for ATOM.E.CAS (the
 * pointer pair of the ATOM.E.ADD before it in atom_generic): the generic
 * address is the pair Ra:Ra+1, a flat compare-and-swap; Rd = 1 when it
 * stored (the word equalled Rcmp), else 0, as for ATOMS.CAST.SPIN. */
enum xres xe_atom_cast_generic(struct xctx *x, const struct sass_insn *in)
{
    if (in->nops != 5 || in->ops[0].kind != SOP_PRED || xm_pconst(&in->ops[0]) != 1)
        return xdecline(x, in, 0, "only PT as the predicate result");
    if (atomic_is64(in))
        return xdecline(x, in, -1, "the 64-bit form is not written here");
    char d[32], a[64], cmp[32], nw[32];
    if (opnd(x, in, 1, 0, d, sizeof d) || d[0] != 'v' || gaddr(x, in, 2, a, sizeof a) ||
        opnd(x, in, 3, 0, cmp, sizeof cmp) || opnd(x, in, 4, 0, nw, sizeof nw))
        return XR_DECLINE;
    char *comma = strchr(a, ',');
    const char *rest = strstr(comma, " offset:");
    if (!rest)
        rest = "";
    int o = vt(x, 2);
    if (emitf(x, "v_mov_b32 v%d, %s", vt(x, 0), nw) || emitf(x, "v_mov_b32 v%d, %s", vt(x, 1), cmp) ||
        emitf(x, "flat_atomic_cmpswap_b32 v%d, %.*s, v[%d:%d]%s glc", o, (int)(comma - a), a, vt(x, 0),
              vt(x, 1), rest) ||
        emitf(x, "s_waitcnt vmcnt(0) lgkmcnt(0)") || emitf(x, "v_xor_b32 v%d, v%d, v%d", o, o, vt(x, 1)) ||
        emitf(x, "v_min_u32 v%d, 1, v%d", o, o))
        return XR_ERROR;
    return emitf(x, "v_sub_nc_u32 %s, 1, v%d", d, o);
}

/* ATOMS.CAST.SPIN[.64] Rd, [addr], Rcmp, Rnew: compare and store: if the
 * word equals Rcmp it becomes Rnew and Rd = 1, else Rd = 0 (.SPIN lets the
 * hardware fail a contended lane early; the loop nvcc wraps around it,
 * ISETP.EQ.U32 Rd, 0x1 and a branch back, tries again).  RDNA3:
 * ds_cmpstore_rtn returns the old value into scratch VGPRs 2:3, and Rd =
 * 1 - min(old ^ cmp, 1), computed without a lane mask.  The .64 form's Rd
 * is a pair: nvcc tests Rd == 1 with ISETP.EQ.U32 on the low register and
 * ISETP.EQ.U32.AND.EX against RZ on the high one, so the high one is 0. */
enum xres xe_atoms_cast(struct xctx *x, const struct sass_insn *in)
{
    int w = atomic_is64(in);
    char d[32], va[32], off[32], cmp[32], nw[32];
    if (in->nops != 4 || in->ops[1].kind != SOP_MEM || is_rz(&in->ops[0]) ||
        opnd(x, in, 0, 0, d, sizeof d) || d[0] != 'v')
        return XR_DECLINE;
    enum xres rc = ds_addr(x, in, 1, va, sizeof va, off, sizeof off);
    if (rc || (rc = ds_data(x, in, 2, w, 0, cmp, sizeof cmp)) ||
        (rc = ds_data(x, in, 3, w, 4, nw, sizeof nw)))
        return rc;
    int o = vt(x, 2);
    if (w ? emitf(x, "ds_cmpstore_rtn_b64 v[%d:%d], %s, %s, %s%s", o, o + 1, va, nw, cmp, off)
          : emitf(x, "ds_cmpstore_rtn_b32 v%d, %s, %s, %s%s", o, va, nw, cmp, off))
        return XR_ERROR;
    if (w) {
        int a = 0, bb = 0;     /* cmp is "v[a:b]": its halves */
        if (sscanf(cmp, "v[%d:%d]", &a, &bb) != 2)
            return XR_DECLINE;
        if (emitf(x, "v_xor_b32 v%d, v%d, v%d", o, o, a) || emitf(x, "v_xor_b32 v%d, v%d, v%d", o + 1, o + 1, bb) ||
            emitf(x, "v_or_b32 v%d, v%d, v%d", o, o, o + 1))
            return XR_ERROR;
    } else if (emitf(x, "v_xor_b32 v%d, v%d, %s", o, o, cmp)) {
        return XR_ERROR;
    }
    if (emitf(x, "v_min_u32 v%d, 1, v%d", o, o))
        return XR_ERROR;
    if (w) {
        char dd[32];
        if (opnd(x, in, 0, 1, dd, sizeof dd) || dd[0] != 'v')
            return XR_DECLINE;
        int a = 0, b = 0;
        if (sscanf(dd, "v[%d:%d]", &a, &b) != 2)
            return XR_DECLINE;
        return emitf(x, "v_sub_nc_u32 v%d, 1, v%d", a, o) ? XR_ERROR : emitf(x, "v_mov_b32 v%d, 0", b);
    }
    return emitf(x, "v_sub_nc_u32 %s, 1, v%d", d, o);
}

/* RED/REDG: an atomic whose result nobody reads */
enum xres xe_red(struct xctx *x, const struct sass_insn *in)
{
    if (in->nops != 2)
        return XR_DECLINE;
    const char *op = atomic_name(in);
    char a[64], v[32];
    int w = atomic_is64(in);
    if (!op || gaddr(x, in, 0, a, sizeof a) || opnd(x, in, 1, w, v, sizeof v) || (w && v[0] != 'v'))
        return XR_DECLINE;
    if (v[0] != 'v') {
        if (emitf(x, "v_mov_b32 v%d, %s", vt(x, 0), v))
            return XR_ERROR;
        snprintf(v, sizeof v, "v%d", vt(x, 0));
    }
    char *comma = strchr(a, ',');
    return emitf(x, "global_atomic_%s %.*s, %s%s", op, (int)(comma - a), a, v, comma);
}

/* ATOMS.POPC.INC.32 RZ, [Ra+URZ]: shared counter += number of active lanes
 * (atomicAdd(&smem[i], 1) from every thread); RDNA3: one ds_add_u32 of 1 per
 * lane does the same */
enum xres xe_atoms_popc_inc(struct xctx *x, const struct sass_insn *in)
{
    char va[32], off[32];
    if (in->nops != 2 || in->ops[1].kind != SOP_MEM)
        return xdecline(x, in, -1, "two operands expected, RZ and a shared-memory address");
    if (!is_rz(&in->ops[0]))
        return xdecline(x, in, 0, "the old value is not returned here: RZ expected");
    enum xres rc = ds_addr(x, in, 1, va, sizeof va, off, sizeof off);
    if (rc)
        return rc;
    if (emitf(x, "v_mov_b32 v%d, 1", vt(x, 0)))
        return XR_ERROR;
    return emitf(x, "ds_add_u32 %s, v%d%s", va, vt(x, 0), off);
}

/* S2R Rd, SR_LANEID */
enum xres xe_laneid(struct xctx *x, const struct sass_insn *in)
{
    if (x->wave == 32)
        return xemit_template(x, in, "v_mbcnt_lo_u32_b32 $0, -1, 0");
    return xemit_template(x, in, "v_mbcnt_lo_u32_b32 $0, -1, 0\nv_mbcnt_hi_u32_b32 $0, -1, $0\n"
                                 "v_and_b32 $0, 31, $0");
}

enum xres xatom_gaddr(struct xctx *x, const struct sass_insn *in, int n, char *buf, size_t len)
{
    return gaddr(x, in, n, buf, len);
}

/* ---- mbarriers -------------------------------------------------------------
 * A shared-memory mbarrier (PTX ISA "Parallel Synchronization and
 * Communication Instructions: mbarrier") is one 64-bit word holding the
 * expected arrival count, the pending count of the current phase and the
 * phase.  Every access to the word goes through the instructions below or
 * through ordinary ones whose values nvcc 13.0 writes, and the states an
 * H200 returns from mbarrier.arrive (tests/data/mbarrier/
 * mb_words.txt) show the high word; so the translation keeps the fields
 * there:
 *   sm_80 (mbarrier.init is STS.64 [bar], {2^30 - n, 2^31 - n}; test_wait
 *     is LDS [bar+4] and a test of bit 31 against the state's high word):
 *     high word bits 0-30 2^31 - pending, bit 31 the phase; low word
 *     2^30 - expected;
 *   sm_90 (mbarrier.init is SYNCS.EXCH.64 [bar], {(2^20 - n) << 1,
 *     (2^20 - n) << 11}; the H200's states for n = 2: high words
 *     0x7ffff000, 0x7ffff800, then 0xfffff000 in the next phase): high
 *     word bits 11-30 2^20 - pending, bit 31 the phase; low word bits 1-20
 *     2^20 - expected.
 * An arrival adds one to the pending field of the high word with
 * ds_add_rtn_u32 (the lanes in turn): the add that completes the phase
 * carries into bit 31, which flips the phase and leaves the field 0; that
 * lane then adds the expected count back (a thread that sees the new
 * phase may already have arrived on it: adds commute).  The state an
 * arrival returns is the word before it (the low word never changes after
 * init); a phase test compares bit 31 of the high word with the state's.
 * Arrivals are releases (every access of the wave before it done:
 * X_WAIT_ALL), a phase test that passes an acquire (buffer_gl0_inv). */
static enum xres mbar_arrive(struct xctx *x, const struct sass_insn *in, int sm90, int drop)
{
    char d[32], va[32], off[32];
    if (in->ops[0].kind != SOP_REG || in->ops[0].reg == SASS_RZ)
        snprintf(d, sizeof d, "v[%d:%d]", vt(x, 2), vt(x, 3));
    else if (opnd(x, in, 0, 1, d, sizeof d) || d[0] != 'v')
        return xdecline(x, in, 0, "the state is a register pair R (VGPRs)");
    int lo = 0, hi = 0;
    if (sscanf(d, "v[%d:%d]", &lo, &hi) != 2)
        return xdecline(x, in, 0, "the state is a register pair R (VGPRs)");
    if (emitf(x, "%s", "s_waitcnt vmcnt(0) lgkmcnt(0)") || emitf(x, "s_waitcnt_vscnt null, 0x0"))
        return XR_ERROR;
    enum xres rc = ds_addr(x, in, 1, va, sizeof va, off, sizeof off);
    if (rc)
        return rc;
    /* the offset of the high word: off is "" or " offset:N" */
    long long o = 0;
    if (off[0])
        sscanf(off, " offset:%lld", &o);
    int H = vt(x, 0), L = vt(x, 1), T = vt(x, 4), N = vt(x, 5);
    int inc = sm90 ? 0x800 : 1;
    char m[48], save[48], done[64];
    smask(x, 2, m, sizeof m);
    smask(x, 3, save, sizeof save);
    snprintf(done, sizeof done, ".Lws%d_arrived%04x", x->fidx, in->offset);
    /* arrive_drop: one expected arrival fewer from this phase's reload on
     * (the low word's field), before the arrival */
    if (drop && (emitf(x, "v_mov_b32 v%d, 2", T) || emitf(x, "ds_add_u32 %s, v%d%s", va, T, off) ||
                 emitf(x, "s_waitcnt lgkmcnt(0)")))
        return XR_ERROR;
    /* the low word after the high word's add: every drop of this phase
     * came before its thread's arrival */
    if (emitf(x, "v_mov_b32 v%d, 0x%x", T, inc) ||
        emitf(x, "ds_add_rtn_u32 v%d, %s, v%d offset:%lld", H, va, T, o + 4) ||
        emitf(x, "s_waitcnt lgkmcnt(0)") ||
        emitf(x, "ds_load_b32 v%d, %s%s", L, va, off) ||
        emitf(x, "s_waitcnt lgkmcnt(0)") ||
        /* the lane whose add carried into bit 31 completed the phase */
        emitf(x, "v_add_nc_u32 v%d, 0x%x, v%d", T, inc, H) ||
        emitf(x, "v_xor_b32 v%d, v%d, v%d", T, T, H) ||
        emitf(x, "v_cmp_gt_i32_e64 %s, 0, v%d", m, T))
        return XR_ERROR;
    /* the expected count back into the pending field */
    if (sm90 ? emitf(x, "v_bfe_u32 v%d, v%d, 1, 20", N, L) || emitf(x, "v_lshlrev_b32 v%d, 11, v%d", N, N)
             : emitf(x, "v_add_nc_u32 v%d, 0x40000000, v%d", N, L))
        return XR_ERROR;
    if (emitf(x, "s_and_saveexec_b%d %s, %s", x->wave, save, m) ||
        emitf(x, "s_cbranch_execz %s", done) ||
        emitf(x, "ds_add_u32 %s, v%d offset:%lld", va, N, o + 4) ||
        emitf(x, "s_waitcnt lgkmcnt(0)") ||
        xemit_line(x, XL_LABEL, done) ||
        emitf(x, "s_mov_b%d %s, %s", x->wave, ex(x), save))
        return XR_ERROR;
    if (lo != L && emitf(x, "v_mov_b32 v%d, v%d", lo, L))
        return XR_ERROR;
    return hi != H ? emitf(x, "v_mov_b32 v%d, v%d", hi, H) : XR_OK;
}

/* Does in carry exactly the modifiers in want (a space-separated list, in
 * any order)?  The mbarrier rules take only the forms they model. */
static int mods_exactly(const struct sass_insn *in, const char *want)
{
    unsigned n = 0;
    char w[64], *sv = NULL;
    snprintf(w, sizeof w, "%s", want);
    for (char *t = strtok_r(w, " ", &sv); t; t = strtok_r(NULL, " ", &sv), n++)
        if (!sass_has_mod(in, t))
            return 0;
    return in->nmods == n;
}

/* ATOMS.ARRIVE.64 Rd, [addr]: sm_80's mbarrier.arrive */
enum xres xe_atoms_arrive(struct xctx *x, const struct sass_insn *in)
{
    if (in->nops != 2 || in->ops[1].kind != SOP_MEM)
        return xdecline(x, in, -1, "two operands expected, the state and the barrier's address");
    if (!mods_exactly(in, "ARRIVE 64"))
        return xdecline(x, in, -1, "an mbarrier arrival with other modifiers than .ARRIVE.64 is not modelled");
    return mbar_arrive(x, in, 0, 0);
}

/* SYNCS.ARRIVE.TRANS64.A1T0 Rd, [addr], RZ: sm_90's mbarrier.arrive (one
 * arrival, no transaction bytes) */
enum xres xe_syncs_arrive(struct xctx *x, const struct sass_insn *in)
{
    if (in->nops != 3 || in->ops[1].kind != SOP_MEM)
        return xdecline(x, in, -1, "three operands expected: the state, the barrier's address, RZ");
    int drop = mods_exactly(in, "ARRIVE TRANS64 OPTOUT A1T0");
    if (!drop && !mods_exactly(in, "ARRIVE TRANS64 A1T0"))
        return xdecline(x, in, -1, "an mbarrier arrival other than .ARRIVE.TRANS64[.OPTOUT].A1T0 (one "
                        "arrival on this CTA's barrier) is not modelled");
    if (in->ops[2].kind != SOP_REG || in->ops[2].reg != SASS_RZ)
        return xdecline(x, in, 2, "a transaction count (mbarrier.expect_tx, bulk copies and TMA "
                        "completing bytes on the barrier) is not modelled: RZ expected");
    return mbar_arrive(x, in, 1, drop);
}

/* SYNCS.EXCH.64 URZ, [addr], URs: sm_90's mbarrier.init, a 64-bit store of
 * the word nvcc computed (the old value dropped) */
enum xres xe_syncs_exch(struct xctx *x, const struct sass_insn *in)
{
    char va[32], off[32], s[32];
    if (in->nops != 3 || in->ops[1].kind != SOP_MEM)
        return xdecline(x, in, -1, "three operands expected: URZ, the barrier's address, the value");
    if (!((in->ops[0].kind == SOP_UREG && in->ops[0].reg == SASS_URZ) ||
          (in->ops[0].kind == SOP_REG && in->ops[0].reg == SASS_RZ)))
        return xdecline(x, in, 0, "an mbarrier's old word (mbarrier.init drops it) is not returned "
                        "here: URZ or RZ expected");
    if (!mods_exactly(in, "EXCH 64"))
        return xdecline(x, in, -1, "an mbarrier exchange other than .EXCH.64 is not modelled");
    if (opnd(x, in, 2, 1, s, sizeof s))
        return xdecline(x, in, 2, "a 64-bit value in a register pair expected");
    int a = 0, b = 0;
    char c0 = 0;
    if (sscanf(s, "%c[%d:%d]", &c0, &a, &b) != 3)
        return xdecline(x, in, 2, "a 64-bit value in a register pair expected");
    enum xres rc = ds_addr(x, in, 1, va, sizeof va, off, sizeof off);
    if (rc)
        return rc;
    if (emitf(x, "v_mov_b32 v%d, %c%d", vt(x, 0), c0, a) || emitf(x, "v_mov_b32 v%d, %c%d", vt(x, 1), c0, b))
        return XR_ERROR;
    return emitf(x, "ds_store_b64 %s, v[%d:%d]%s", va, vt(x, 0), vt(x, 1), off);
}

/* SYNCS.PHASECHK.TRANS64[.TRYWAIT] Pd, [addr], Rs: has the phase of the
 * token whose high word is Rs completed (mbarrier.try_wait / test_wait)?
 * Pd = bit 31 of the barrier's high word differs from Rs's.  A false answer
 * sleeps a little (s_sleep 1): try_wait may block for a while, and the loop
 * around it waits for other waves to arrive. */
enum xres xe_syncs_phasechk(struct xctx *x, const struct sass_insn *in)
{
    char va[32], off[32], r[32], m[48], skip[64];
    if (in->nops != 3 || in->ops[0].kind != SOP_PRED || in->ops[1].kind != SOP_MEM)
        return xdecline(x, in, -1, "three operands expected: a predicate, the barrier's address, the token");
    if (opnd(x, in, 2, 0, r, sizeof r) || in->ops[2].kind != SOP_REG)
        return xdecline(x, in, 2, "the token's high word in a register R expected");
    if (!mods_exactly(in, "PHASECHK TRANS64") && !mods_exactly(in, "PHASECHK TRANS64 TRYWAIT"))
        return xdecline(x, in, -1, "an mbarrier phase test other than .PHASECHK.TRANS64[.TRYWAIT] with "
                        "a token is not modelled");
    enum xres rc = ds_addr(x, in, 1, va, sizeof va, off, sizeof off);
    if (rc)
        return rc;
    long long o = 0;
    if (off[0])
        sscanf(off, " offset:%lld", &o);
    int H = vt(x, 0);
    smask(x, 2, m, sizeof m);
    snprintf(skip, sizeof skip, ".Lws%d_phase%04x", x->fidx, in->offset);
    if (emitf(x, "ds_load_b32 v%d, %s offset:%lld", H, va, o + 4) || emitf(x, "s_waitcnt lgkmcnt(0)") ||
        emitf(x, "v_xor_b32 v%d, %s, v%d", H, r, H) ||
        emitf(x, "v_cmp_gt_i32_e64 %s, 0, v%d", m, H))
        return XR_ERROR;
    rc = set_pred(x, in, 0, m);
    if (rc)
        return rc;
    /* every active lane done: acquire; else give the SIMD to the others */
    char t[48];
    smask(x, 3, t, sizeof t);
    if (emitf(x, "s_and_b%d %s, %s, %s", x->wave, t, m, ex(x)) ||
        emitf(x, "s_cmp_eq_u%d %s, %s", x->wave, t, ex(x)) ||
        emitf(x, "s_cbranch_scc1 %s", skip) || emitf(x, "s_sleep 1") ||
        xemit_line(x, XL_LABEL, skip) || emitf(x, "buffer_gl0_inv"))
        return XR_ERROR;
    return XR_OK;
}

/* VOTEU.ALL UPd, Pp: a uniform predicate, true for the warp when Pp holds in
 * every active lane (the m == EXEC test of VOTE.ALL, vote_half).  A uniform
 * predicate is a lane mask here, all ones or zero; in wave64 each 32-bit
 * half is its warp's, and a warp with no active lane keeps its half. */
enum xres xe_voteu_all(struct xctx *x, const struct sass_insn *in)
{
    const struct sass_operand *dst = &in->ops[0];
    if (in->nops != 2 || dst->kind != SOP_UPRED)
        return xdecline(x, in, 0, "a uniform predicate UP expected");
    if (dst->reg == SASS_PT)
        return XR_OK;
    int up = x->upmap[dst->reg];
    if (up < 0)
        return xdecline(x, in, 0, "the uniform predicate has no SGPR mask in this function");
    char m[48];
    enum xres rc = ballot(x, in, 1, m, sizeof m);
    if (rc)
        return rc;
    int ms = x->stemp + 6;      /* ballot's mask (scratch pair 3) */
    if (x->wave == 64 && x->half) {
        /* run once per warp (the engine's emit_twice, a per-warp UP): this
         * warp's answer in both halves, the engine keeps this warp's */
        int h = x->half - 1;
        return emitf(x, "s_cmp_eq_u32 s%d, %s", ms + h, h ? "exec_hi" : "exec_lo") ||
               emitf(x, "s_cselect_b32 s%d, -1, 0", up) || emitf(x, "s_mov_b32 s%d, s%d", up + 1, up)
               ? XR_ERROR : XR_OK;
    }
    for (int h = 0; h < (x->wave == 64 ? 2 : 1); h++) {
        const char *e = h ? "exec_hi" : "exec_lo";
        if (emitf(x, "s_cmp_eq_u32 s%d, %s", ms + h, e) || emitf(x, "s_cselect_b32 s%d, -1, 0", ms + h))
            return XR_ERROR;
        if (x->wave == 64 && (emitf(x, "s_cmp_eq_u32 %s, 0", e) ||
                              emitf(x, "s_cselect_b32 s%d, s%d, s%d", up + h, up + h, ms + h)))
            return XR_ERROR;
        if (x->wave == 32 && emitf(x, "s_mov_b32 s%d, s%d", up, ms))
            return XR_ERROR;
    }
    return XR_OK;
}
