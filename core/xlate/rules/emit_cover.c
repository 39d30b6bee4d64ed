/* emit_cover.c - computed outputs for forms that stopped functions of the
 * real-world corpus (nvcc 13.0 output of cuda-samples, rodinia and shoc;
 * the rows: iadd.c, imad.c, mov.c, s2r.c, fmnmx.c, ldc.c): uniform adds
 * with negated sources and carries, UIMAD with a negated source, R2UR with
 * a predicate, clock() into a uniform register and %globaltimer,
 * NaN-propagating FMNMX, and narrow reads of __constant__ data through a
 * register.
 */
#include "xlate/rules/emit.h"
#include "xlate/rules/match.h"
#include "base/fmt.h"

#include <stdio.h>
#include <string.h>

/* in without -x, |x| and ~x on its non-predicate operands (the rules
 * here spell them out: SALU sources take no modifiers), in p. */
struct plain {
    struct sass_insn in;
    struct sass_operand ops[24];
};

static const struct sass_insn *plain_of(struct plain *p, const struct sass_insn *in)
{
    size_t n = in->nops < 24 ? in->nops : 24;
    p->in = *in;
    memcpy(p->ops, in->ops, sizeof *in->ops * n);
    for (size_t i = 0; i < n; i++)
        if (p->ops[i].kind != SOP_PRED && p->ops[i].kind != SOP_UPRED)
            p->ops[i].flags &= (uint8_t)~(SOF_NEG | SOF_ABS | SOF_INV);
    p->in.ops = p->ops;
    p->in.nops = (uint8_t)n;
    return &p->in;
}

/* SCC = carry-in operand n (a uniform predicate, PT or !PT), as text into t
 * at *k; returns 0 when the carry is constant 0 (the add needs no SCC). */
static int scc_of_pred(const struct xctx *x, const struct sass_insn *in, int n, char *t, size_t len,
                       size_t *k)
{
    const struct sass_operand *o = &in->ops[n];
    int pc = xm_pconst(o);
    if (pc == 0)
        return 0;
    if (pc == 1)
        *k += (size_t)fmt_snprintf(t + *k, len - *k, "s_cmp_eq_u32 0, 0\n");
    else
        *k += (size_t)fmt_snprintf(t + *k, len - *k, "%s_u%d $%d, 0\n",
                                   (o->flags & SOF_NOT) ? "s_cmp_eq" : "s_cmp_lg", x->wave, n);
    return 1;
}

/* UIADD3[.X] URd, [UPc0, [UPc1,]] a, b, c [, UPi0, UPi1] on the SALU, the
 * forms xe_uiadd3 and xe_uiadd3_x_inv leave: a negated source with carries
 * out (UIADD3 UR20, UP0, -UR11, UR12, URZ; UIADD3 UR5, UP0, UP1, UR27,
 * UR24, -UR14) and the .X form with a complemented source and two carries
 * in (UIADD3.X UR6, UR28, UR4, ~UR15, UP0, UP1).
 * -x is ~x + 1 and ~x is s_not_b32 (into $T0 for the first source, $T1 and
 * $T2 for the others); the +1s (one per negated source) or the carries in
 * (.X: UPi0, UPi1) enter the two adds as SCC (s_addc_u32).  Each add's
 * carry out is one of the two predicates: their sum counts the carry of
 * the 34-bit sum a + b + c, which is what UIADD3.X adds back in (the order
 * of the adds does not change the count); with one predicate out the
 * count is at most 1 (the matcher: at most two sources), so it is the OR. */
enum xres xe_uiadd3_cc(struct xctx *x, const struct sass_insn *in)
{
    int np = xm_npdst(in), base = 1 + np, xx = sass_has_mod(in, "X");
    char src[3][16], t[900];
    size_t k = 0;
    int nneg = 0;
    for (int i = 0; i < 3; i++) {
        const struct sass_operand *o = &in->ops[base + i];
        if (o->flags & SOF_ABS)
            return xdecline(x, in, base + i, "|x| on an integer add");
        int cpl = (o->flags & (SOF_NEG | SOF_INV)) != 0;
        nneg += (o->flags & SOF_NEG) != 0;
        if (xm_is_zero(o) && !cpl)
            fmt_snprintf(src[i], sizeof src[i], "0");
        else if (cpl) {
            k += (size_t)fmt_snprintf(t + k, sizeof t - k, "s_not_b32 $T%d, $%d\n", i, base + i);
            fmt_snprintf(src[i], sizeof src[i], "$T%d", i);
        } else
            fmt_snprintf(src[i], sizeof src[i], "$%d", base + i);
    }
    if (!xx && nneg > 2)
        return xdecline(x, in, base, "three negated sources with a carry out");
    int w = x->wave;
    for (int step = 0; step < 2; step++) {
        int cin;
        if (xx)
            cin = scc_of_pred(x, in, base + 3 + step, t, sizeof t, &k);
        else if ((cin = nneg > step))
            k += (size_t)fmt_snprintf(t + k, sizeof t - k, "s_cmp_eq_u32 0, 0\n");
        k += (size_t)fmt_snprintf(t + k, sizeof t - k, "%s %s, %s, %s\n", cin ? "s_addc_u32" : "s_add_u32",
                                  step ? "$0" : "$T0", step ? "$T0" : src[0], src[1 + step]);
        if (np)
            k += (size_t)fmt_snprintf(t + k, sizeof t - k, "s_cselect_b%d %s, -1, 0\n", w,
                                      step ? "$T1:w" : "$T3:w");
    }
    if (np == 1)
        k += (size_t)fmt_snprintf(t + k, sizeof t - k, "s_or_b%d $1, $T3:w, $T1:w\n", w);
    else if (np == 2)
        k += (size_t)fmt_snprintf(t + k, sizeof t - k, "s_mov_b%d $1, $T3:w\ns_mov_b%d $2, $T1:w\n", w, w);
    if (k && t[k - 1] == '\n')
        t[--k] = 0;
    struct plain pl;
    return xemit_template(x, plain_of(&pl, in), t);
}

/* UIMAD URd, a, b, c with a negated source (rodinia hotspot: UIMAD UR5,
 * UR4, UR5, -UR9): d = ±(a*b) ± c in 32 bits, s_mul_i32 then s_add_u32 or
 * s_sub_u32; -a and -b negate the product (both: it is a*b again). */
enum xres xe_uimad_neg(struct xctx *x, const struct sass_insn *in)
{
    int pn = ((in->ops[1].flags & SOF_NEG) != 0) ^ ((in->ops[2].flags & SOF_NEG) != 0);
    int cn = (in->ops[3].flags & SOF_NEG) != 0;
    const char *t;
    if (!pn && !cn)
        t = "s_mul_i32 $T0, $1, $2\ns_add_u32 $0, $T0, $3";
    else if (!pn)
        t = "s_mul_i32 $T0, $1, $2\ns_sub_u32 $0, $T0, $3";
    else if (!cn)
        t = "s_mul_i32 $T0, $1, $2\ns_sub_u32 $0, $3, $T0";
    else
        t = "s_mul_i32 $T0, $1, $2\ns_add_u32 $T0, $T0, $3\ns_sub_u32 $0, 0, $T0";
    struct plain pl;
    return xemit_template(x, plain_of(&pl, in), t);
}

/* S2UR URd, SR_CLOCKLO|SR_CLOCKHI: clock() kept on the uniform datapath
 * (simpleHyperQ).  As xe_clock: RDNA3's 64-bit counter a wave reads is the
 * real-time one (s_sendmsg_rtn_b64 MSG_RTN_GET_REALTIME, 100 MHz), into
 * scratch SGPR pair 1, then the asked word into the SGPR. */
enum xres xe_s2ur_clock(struct xctx *x, const struct sass_insn *in)
{
    int s = x->stemp + 2, hi = !strcmp(in->ops[1].u.sreg, "SR_CLOCKHI");
    char t[160];
    fmt_snprintf(t, sizeof t, "s_sendmsg_rtn_b64 s[%d:%d], 0x%x\ns_waitcnt lgkmcnt(0)\ns_mov_b32 $0, s%d", s,
                 s + 1, X_MSG_RTN_GET_REALTIME, s + hi);
    return xemit_template(x, in, t);
}

/* [C]S2R Rd[:Rd+1] / S2UR URd, SR_GLOBALTIMERLO|HI: %globaltimer, a 64-bit
 * count of nanoseconds.  RDNA3's real-time counter (s_sendmsg_rtn_b64
 * MSG_RTN_GET_REALTIME) counts at a constant 100 MHz, so times ten it
 * counts nanoseconds: 10 ns steps that never go backwards, from another
 * origin than NVIDIA's (the host's epoch there; the counter's start
 * here).  The product goes into scratch SGPR pair 1 (low) and 2 (the
 * low word's high product). */
enum xres xe_globaltimer(struct xctx *x, const struct sass_insn *in)
{
    int s = x->stemp + 2, hi = !strcmp(in->ops[1].u.sreg, "SR_GLOBALTIMERHI");
    int pair = in->ops[0].width == 2, uni = in->ops[0].kind == SOP_UREG;
    char t[400];
    size_t k = (size_t)fmt_snprintf(t, sizeof t,
                                    "s_sendmsg_rtn_b64 s[%d:%d], 0x%x\ns_waitcnt lgkmcnt(0)\n"
                                    "s_mul_hi_u32 s%d, s%d, 10\ns_mul_i32 s%d, s%d, 10\n"
                                    "s_mul_i32 s%d, s%d, 10\ns_add_u32 s%d, s%d, s%d\n",
                                    s, s + 1, X_MSG_RTN_GET_REALTIME, s + 2, s, s, s, s + 1, s + 1, s + 1,
                                    s + 1, s + 2);
    if (uni)
        fmt_snprintf(t + k, sizeof t - k, "s_mov_b32 $0, s%d", s + hi);
    else if (pair)
        fmt_snprintf(t + k, sizeof t - k, "v_mov_b32 $0.lo, s%d\nv_mov_b32 $0.hi, s%d", s, s + 1);
    else
        fmt_snprintf(t + k, sizeof t - k, "v_mov_b32 $0, s%d", s + hi);
    return xemit_template(x, in, t);
}

/* FMNMX.NAN Rd, a, b, PT|!PT|P: min (PT, P true) or max that returns NaN
 * when either source is NaN (PTX min.NaN/max.NaN; rodinia srad_v1), where
 * plain FMNMX returns the other source.  v_min_f32/v_max_f32 give the
 * ordered answer, v_cmp_u_f32 finds the lanes with a NaN source, and
 * those get the canonical NaN 0x7fffffff that NVIDIA returns.  Scratch
 * mask 3 holds the unordered lanes. */
enum xres xe_fmnmx_nan(struct xctx *x, const struct sass_insn *in)
{
    char a[16], b[16], t[400];
    char *ab[2] = { a, b };
    for (int i = 0; i < 2; i++) {     /* a whole float printed as an integer: its f32 bits */
        const struct sass_operand *o = &in->ops[1 + i];
        if (o->kind == SOP_IMM || o->kind == SOP_FIMM)
            fmt_snprintf(ab[i], 16, "0x%x", xe_imm_f32_bits(o));
        else
            fmt_snprintf(ab[i], 16, "$%d", 1 + i);
    }
    size_t k = 0;
    int pc = xm_pconst(&in->ops[3]);
    if (pc >= 0)
        k += (size_t)fmt_snprintf(t, sizeof t, "%s $t0, %s, %s\n", pc ? "v_min_f32_e64" : "v_max_f32_e64",
                                  a, b);
    else
        k += (size_t)fmt_snprintf(t, sizeof t, "v_min_f32_e64 $t0, %s, %s\nv_max_f32_e64 $t1, %s, %s\n"
                                  "v_cndmask_b32_e64 $t0, %s, $3\n", a, b, a, b,
                                  (in->ops[3].flags & SOF_NOT) ? "$t0, $t1" : "$t1, $t0");
    fmt_snprintf(t + k, sizeof t - k, "v_cmp_u_f32_e64 $T3:w, %s, %s\n"
                 "v_cndmask_b32_e64 $0, $t0, 0x7fffffff, $T3:w", a, b);
    return xemit_template(x, in, t);
}

#define X_GLOBAL_OFF_MIN (-4096)    /* global offset: signed 13 bits (gfx11) */
#define X_GLOBAL_OFF_MAX 4095

/* LDC.{U8|S8|U16|S16} Rd, c[0x3][Ra+off]: __constant__ bytes or halves
 * indexed per thread (dct8x8: LDC.U16 R4, c[0x3][R4]).  As ldc.bank3.index
 * (xe_ldc3_index): a global load from the bank's read-only copy at its
 * address (an SGPR pair) plus the index, here of the narrow width,
 * zero- or sign-extended as SASS does (global_load_u8/i8/u16/i16). */
enum xres xe_ldc3_index_narrow(struct xctx *x, const struct sass_insn *in)
{
    const struct sass_cbank *cb = &in->ops[1].u.cb;
    const char *op = sass_has_mod(in, "U8") ? "global_load_u8" : sass_has_mod(in, "S8") ? "global_load_i8" :
                     sass_has_mod(in, "U16") ? "global_load_u16" : sass_has_mod(in, "S16") ? "global_load_i16" :
                     NULL;
    int base = xslot_bank_base(x, 3), v = x->vmap[cb->reg];
    long long off = cb->offset;
    char t[192];
    int n = 0;
    if (!op)
        return xdecline(x, in, -1, "a width other than U8/S8/U16/S16");
    if (base < 0)
        return xdecline(x, in, 1, "bank 3 has no data in the module (no cubin or full listing)");
    if (v < 0)
        return xdecline(x, in, 1, "R%d has no VGPR in this function", cb->reg);
    if (off < X_GLOBAL_OFF_MIN || off > X_GLOBAL_OFF_MAX) {
        n = fmt_snprintf(t, sizeof t, "v_add_nc_u32_e64 v%d, 0x%x, v%d\n", x->vtemp,
                         (unsigned)(uint32_t)off, v);
        v = x->vtemp;
        off = 0;
    }
    n += fmt_snprintf(t + n, sizeof t - (size_t)n, "%s $0, v%d, s[%d:%d]", op, v, base, base + 1);
    if (off)
        fmt_snprintf(t + n, sizeof t - (size_t)n, " offset:%lld", off);
    return xemit_template(x, in, t);
}

/* R2UR Pd, URZ, Ra (sm_80, sm_90): nvcc puts it before a warp-synchronous
 * operation whose member mask is in a register (REDUX.OR URm, Ra; R2UR P,
 * URZ, Ra; @!P BRA.CONV URm, fast | @!P BRA.DIV URm, slow).  P is set, per
 * thread, where Ra equals the value the instruction takes (the warp's
 * first active thread's); clear where it differs.  Evidence (conformance
 * case excl_tile16_vote, recorded on an H200 with CUDA 13.0): a 16-thread
 * tile's ballot is `REDUX.OR UR4, R9; R2UR P0, URZ, R9; @!P0 BRA.DIV UR4,
 * slow; VOTE.ANY R3, PT, !P2; SHF.R.U32.HI R8, RZ, base, R3` with the
 * whole-warp VOTE unmasked on the fall-through, so the fall-through is
 * right only when the active threads there are one tile.  With both tiles
 * active the H200 gives each tile its own 16 bits (0x0001ab5a for thread
 * 0); a P that is the same in the whole warp (set or clear when the values
 * differ) sends both tiles one way: BRA.DIV over UR4 = 0xffffffff with all
 * lanes active falls through, and the vote holds both tiles' bits
 * (0xb5abab5a).  A per-thread P splits the warp: the tile holding the first
 * thread's mask falls through alone, the other tile's threads run BRA.DIV
 * without it and branch to the slow path.  Of the two per-thread readings
 * "set where equal" is the one under which nvcc's code is right for any
 * number of groups (the groups other than the first all take the slow
 * path, which masks the vote by Ra); "set where different" would send every
 * group but the first through the unmasked fast path together (for two
 * groups both readings give the H200's answer).  The BRA.CONV cases
 * (r2ur_pred_tile, r2ur_pred_mask) give the same result on both paths.
 * Per warp: the first active lane's value (v_readfirstlane; in wave64
 * v_readlane at each 32-lane half's first active lane, s_ff1) and
 * v_cmp_eq against it (0 in inactive lanes).  Scratch SGPRs: 0 the value,
 * mask 3, 2 (wave32) or 2:3 and the pair 6:7 (wave64). */
static void equal_text(const struct xctx *x, int n, char *t, size_t len)
{
    int s = x->stemp + 2, m = x->stemp + 6;   /* s, s+1: lane numbers, then the mask; m: pair */
    if (x->wave == 32) {
        fmt_snprintf(t, len,
                     "v_readfirstlane_b32 $T0, $%d\n"
                     "v_cmp_eq_u32_e64 $T3:w, $T0, $%d\n"
                     "s_and_b32 s%d, $T3:w, exec_lo",
                     n, n, s);
        return;
    }
    fmt_snprintf(t, len,
                 "s_ff1_i32_b32 s%d, exec_lo\n"
                 "s_ff1_i32_b32 s%d, exec_hi\n"
                 "s_and_b32 s%d, s%d, 31\n"
                 "s_and_b32 s%d, s%d, 31\n"
                 "s_or_b32 s%d, s%d, 32\n"
                 "v_readlane_b32 $T0, $%d, s%d\n"
                 "v_cmp_eq_u32_e64 s[%d:%d], $T0, $%d\n"
                 "v_readlane_b32 $T0, $%d, s%d\n"
                 "s_and_b32 s%d, s%d, exec_lo\n"
                 "v_cmp_eq_u32_e64 s[%d:%d], $T0, $%d\n"
                 "s_and_b32 s%d, s%d, exec_hi",
                 s, s + 1, s, s, s + 1, s + 1, s + 1, s + 1,
                 n, s, m, m + 1, n,
                 n, s + 1, s, m,
                 m, m + 1, n, s + 1, m + 1);
}

enum xres xe_r2ur_pred(struct xctx *x, const struct sass_insn *in)
{
    char t[900];
    int s = x->stemp + 2;
    equal_text(x, 2, t, sizeof t - 40);
    size_t k = strlen(t);
    if (x->wave == 64)
        fmt_snprintf(t + k, sizeof t - k, "\ns_mov_b64 $0, s[%d:%d]", s, s + 1);
    else
        fmt_snprintf(t + k, sizeof t - k, "\ns_mov_b32 $0, s%d", s);
    return xemit_template(x, in, t);
}

/* WARPSYNC.EXCLUSIVE Rmask: the threads of each distinct mask run what
 * follows apart (nvcc's warp-synchronous REDUX for a tile or a coalesced
 * group: WARPSYNC.EXCLUSIVE R9; REDUX.SUM UR4, R2; MOV R5, UR4).  The
 * translation runs the region after it once per group of lanes sharing a
 * mask, EXEC that group (xlate_excl.c, which says where the region ends
 * and when the rule declines). */
enum xres xe_warpsync_exclusive(struct xctx *x, const struct sass_insn *in)
{
    return xexcl_open(x, in);
}

/* WARPSYNC.COLLECTIVE Rmask, target: its region runs per group of lanes
 * sharing the mask, as WARPSYNC.EXCLUSIVE's (a mask that is not a
 * register names one group: nothing to do) */
enum xres xe_warpsync_collective(struct xctx *x, const struct sass_insn *in)
{
    if (in->nops < 1 || in->ops[0].kind != SOP_REG || in->ops[0].reg == SASS_RZ)
        return XR_OK;
    return xexcl_open(x, in);
}

/* ---- clusters of one CTA --------------------------------------------------------
 * The translation takes every launch as clusters of one CTA (gfx11 has no
 * clusters): rules for cluster forms (QSPC.E.D, a 32-bit generic address,
 * UCGABAR_*, SR_CgaCtaId) and the cluster words of c[0x0] say so.  A kernel
 * compiled with cluster dimensions (__cluster_dims__; its .nv.info names
 * them) is launched with larger clusters: those rules decline it.  A
 * listing cannot show dimensions given at launch (cudaLaunchKernelEx). */
enum xres xcluster_one(struct xctx *x, const struct sass_insn *in)
{
    if (!x->sf->cluster_dims)
        return XR_OK;
    return xdecline(x, in, -1, "the kernel has cluster dimensions (__cluster_dims__: "
                    "EIATTR_CTA_PER_CLUSTER in its .nv.info), and this translation's clusters "
                    "are of one CTA");
}

#define CLUSTER_ONE(tmpl)                                                                          \
    enum xres rc = xcluster_one(x, in);                                                            \
    return rc ? rc : xemit_template(x, in, tmpl)

enum xres xe_qspc_dsmem(struct xctx *x, const struct sass_insn *in) { CLUSTER_ONE("v_cmp_ne_u32_e64 $0, 0, 0"); }
enum xres xe_ucgabar_arv(struct xctx *x, const struct sass_insn *in) { CLUSTER_ONE(X_WAIT_ALL); }
enum xres xe_ucgabar_wait(struct xctx *x, const struct sass_insn *in)
{
    CLUSTER_ONE(X_WAIT_ALL "s_barrier\nbuffer_gl0_inv");
}
enum xres xe_cgactaid(struct xctx *x, const struct sass_insn *in)
{
    CLUSTER_ONE(in->ops[0].kind == SOP_UREG ? "s_mov_b32 $0, 0" : "v_mov_b32 $0, 0");
}

/* LD.E Rd, [Ra] (rule ld.generic.pair): nvdisasm leaves .64 off the
 * generic address of some forms (ATOM.E.CAS, and this load on sm_90's
 * distributed-shared-memory path of a generic atomic): the pair Ra:Ra+1,
 * a flat load as for LD.E Rd, [Ra.64] */
enum xres xe_ld_pair(struct xctx *x, const struct sass_insn *in)
{
    struct sass_operand ops[8];
    if (in->nops > 8)
        return XR_DECLINE;
    memcpy(ops, in->ops, sizeof *ops * in->nops);
    for (int i = 0; i < in->nops; i++)
        if (ops[i].kind == SOP_MEM)
            ops[i].flags |= SOF_64;
    struct sass_insn s = *in;
    s.ops = ops;
    return xe_ld(x, &s);
}
