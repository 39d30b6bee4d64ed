/* xlate_rules_warp.c - warp operations and atomics.
 *
 * A CUDA warp is 32 threads; a gfx11 wave is 32 or 64 lanes.  In wave32 the
 * lanes map one to one.  In wave64 one wave holds two warps: lane l of the
 * wave is lane (l & 31) of warp (l >> 5), so shuffles stay inside their
 * 32-lane half, ballots give each half its own 32 bits, and lane masks
 * (%lanemask_lt ...) count within the half.
 */
#include "xlate_int.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int emitf(struct xctx *x, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static int emitf(struct xctx *x, const char *fmt, ...)
{
    char t[224];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(t, sizeof t, fmt, ap);
    va_end(ap);
    return xemit_text(x, t) ? -2 : 0;
}

/* Operand n as RDNA3 text into buf (-1 when it has no binding). */
static int opnd(struct xctx *x, const struct sass_insn *in, int n, int wide, char *buf, size_t len)
{
    struct strbuf b;
    sb_init(&b);
    int rc = xemit_operand(x, in, n, wide, &b);
    snprintf(buf, len, "%s", b.s ? b.s : "");
    sb_free(&b);
    return rc;
}

static int vt(struct xctx *x, int k) { return x->vtemp + k; }

static const char *ex(struct xctx *x) { return x->wave == 64 ? "exec" : "exec_lo"; }

/* scratch SGPR pair k, as a lane mask */
static const char *smask(struct xctx *x, int k, char *b, size_t n)
{
    int s = x->stemp + 2 * k;
    if (x->wave == 64) snprintf(b, n, "s[%d:%d]", s, s + 1);
    else snprintf(b, n, "s%d", s);
    return b;
}

/* t_k = lane within the warp (0..31); in wave64 also t_hi = lane & 32 */
static int lane_in_warp(struct xctx *x, int k, int khi)
{
    if (emitf(x, "v_mbcnt_lo_u32_b32 v%d, -1, 0", vt(x, k)))
        return -2;
    if (x->wave == 64) {
        if (emitf(x, "v_mbcnt_hi_u32_b32 v%d, -1, v%d", vt(x, k), vt(x, k)) ||
            emitf(x, "v_and_b32 v%d, 32, v%d", vt(x, khi), vt(x, k)) ||
            emitf(x, "v_and_b32 v%d, 31, v%d", vt(x, k), vt(x, k)))
            return -2;
    }
    return 0;
}

/* Predicate destination d (a lane mask SGPR) = mask for the active lanes,
 * keeping the other lanes' bits: SASS leaves an inactive thread's
 * predicate alone, v_cmp would clear it. */
static int set_pred(struct xctx *x, const struct sass_insn *in, int d, const char *mask)
{
    const struct sass_operand *o = &in->ops[d];
    if (o->kind != SOP_PRED || o->reg == SASS_PT)
        return 0;
    char p[48], m2[48];
    if (opnd(x, in, d, 0, p, sizeof p))
        return -1;
    smask(x, 5, m2, sizeof m2);
    if (emitf(x, "s_and_b%d %s, %s, %s", x->wave, m2, mask, ex(x)) ||
        emitf(x, "s_and_not1_b%d %s, %s, %s", x->wave, p, p, ex(x)) ||
        emitf(x, "s_or_b%d %s, %s, %s", x->wave, p, p, m2))
        return -2;
    return 0;
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
static int e_shfl(struct xctx *x, const struct sass_insn *in)
{
    if (in->nops != 5 || in->ops[3].kind == SOP_CBANK || in->ops[4].kind == SOP_CBANK)
        return -1;
    const char *mode = in->nmods ? in->mods[0] : "";
    char d[32], a[32], b[32], c[32], pm[48];
    if (opnd(x, in, 1, 0, d, sizeof d) || opnd(x, in, 2, 0, a, sizeof a) ||
        opnd(x, in, 3, 0, b, sizeof b) || opnd(x, in, 4, 0, c, sizeof c))
        return -1;
    smask(x, 4, pm, sizeof pm);
    int L = 0, H = 6, MIN = 1, MAX = 2, J = 3, T = 4;
    int rc = lane_in_warp(x, L, H);
    if (rc) return rc;
    /* segmask = c[12:8], clamp = c[4:0] */
    if (emitf(x, "v_bfe_u32 v%d, %s, 8, 5", vt(x, T), c) ||
        emitf(x, "v_and_b32 v%d, v%d, v%d", vt(x, MIN), vt(x, L), vt(x, T)) ||
        emitf(x, "v_and_b32 v%d, 31, %s", vt(x, MAX), c) ||
        emitf(x, "v_bfi_b32 v%d, v%d, v%d, v%d", vt(x, MAX), vt(x, T), vt(x, MIN), vt(x, MAX)))
        return -2;
    /* v_bfi_b32 D = (S0 & S1) | (~S0 & S2): maxLane = (minLane where segmask)
     * | (clamp elsewhere); minLane is already masked */
    if (!strcmp(mode, "UP")) {
        if (emitf(x, "v_sub_nc_u32 v%d, v%d, %s", vt(x, J), vt(x, L), b) ||
            emitf(x, "v_cmp_ge_i32_e64 %s, v%d, v%d", pm, vt(x, J), vt(x, MAX)))
            return -2;
    } else if (!strcmp(mode, "DOWN") || !strcmp(mode, "BFLY")) {
        if (emitf(x, "%s v%d, v%d, %s", !strcmp(mode, "DOWN") ? "v_add_nc_u32" : "v_xor_b32",
                  vt(x, J), vt(x, L), b) ||
            emitf(x, "v_cmp_le_u32_e64 %s, v%d, v%d", pm, vt(x, J), vt(x, MAX)))
            return -2;
    } else if (!strcmp(mode, "IDX")) {
        if (emitf(x, "v_bfi_b32 v%d, v%d, v%d, %s", vt(x, J), vt(x, T), vt(x, MIN), b) ||
            emitf(x, "v_and_b32 v%d, 31, v%d", vt(x, J), vt(x, J)) ||
            emitf(x, "v_cmp_le_u32_e64 %s, v%d, v%d", pm, vt(x, J), vt(x, MAX)))
            return -2;
    } else {
        return -1;
    }
    /* out of range: own lane; wave64: stay in this warp's half */
    if (emitf(x, "v_cndmask_b32_e64 v%d, v%d, v%d, %s", vt(x, J), vt(x, L), vt(x, J), pm))
        return -2;
    if (x->wave == 64 && emitf(x, "v_or_b32 v%d, v%d, v%d", vt(x, J), vt(x, J), vt(x, H)))
        return -2;
    if (emitf(x, "v_lshlrev_b32 v%d, 2, v%d", vt(x, J), vt(x, J)))
        return -2;
    if (!strcmp(d, "v") || d[0] != 'v')
        return -1;
    if (a[0] != 'v') {          /* source must be a VGPR for ds_bpermute */
        if (emitf(x, "v_mov_b32 v%d, %s", vt(x, 5), a))
            return -2;
        snprintf(a, sizeof a, "v%d", vt(x, 5));
    }
    if (emitf(x, "ds_bpermute_b32 %s, v%d, %s", d, vt(x, J), a))
        return -2;
    return set_pred(x, in, 0, pm);
}

/* ---- VOTE / ballot ------------------------------------------------------- */

/* ballot mask of predicate operand n over the active lanes into scratch 3 */
static int ballot(struct xctx *x, const struct sass_insn *in, int n, char *m, size_t len)
{
    smask(x, 3, m, len);
    const struct sass_operand *o = &in->ops[n];
    if (o->kind != SOP_PRED)
        return -1;
    if (o->reg == SASS_PT)
        return emitf(x, "s_%s_b%d %s, %s", (o->flags & SOF_NOT) ? "mov" : "mov", x->wave, m,
                     (o->flags & SOF_NOT) ? "0" : ex(x));
    char p[48];
    if (opnd(x, in, n, 0, p, sizeof p))
        return -1;
    if (p[0] == '-' || p[0] == '0')
        return -1;
    return emitf(x, "%s%d %s, %s, %s", (o->flags & SOF_NOT) ? "s_and_not1_b" : "s_and_b", x->wave,
                 m, ex(x), p);
}

/* VOTE.ANY Rd, PT, Pp: Rd = the warp's ballot of Pp */
static int e_vote_ballot(struct xctx *x, const struct sass_insn *in)
{
    char m[48], d[32];
    if (opnd(x, in, 0, 0, d, sizeof d) || d[0] != 'v')
        return -1;
    int rc = ballot(x, in, in->nops - 1, m, sizeof m);
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
        return -2;
    return 0;
}

/* VOTE.ANY/ALL Pd, Pp: the same answer in every active lane */
static int e_vote_pred(struct xctx *x, const struct sass_insn *in)
{
    char m[48], r[48];
    int all = sass_has_mod(in, "ALL");
    int rc = ballot(x, in, in->nops - 1, m, sizeof m);
    if (rc) return rc;
    smask(x, 2, r, sizeof r);
    if (x->wave == 64) {
        /* per 32-lane warp: the answer of each half */
        return -1;
    }
    if (all) {
        if (emitf(x, "s_cmp_eq_u32 %s, exec_lo", m))
            return -2;
    } else if (emitf(x, "s_cmp_lg_u32 %s, 0", m)) {
        return -2;
    }
    if (emitf(x, "s_cselect_b32 %s, exec_lo, 0", r))
        return -2;
    return set_pred(x, in, 0, r);
}

/* VOTEU.ANY URd, UPT, PT: the active-lane mask into a uniform register */
static int e_voteu_any(struct xctx *x, const struct sass_insn *in)
{
    char d[32];
    if (opnd(x, in, 0, 0, d, sizeof d) || d[0] != 's' || !(in->ops[2].kind == SOP_PRED &&
        in->ops[2].reg == SASS_PT && !(in->ops[2].flags & SOF_NOT)))
        return -1;
    if (x->wave == 64)
        return -1;      /* a 32-bit uniform ballot of two warps has no single value */
    return emitf(x, "s_mov_b32 %s, exec_lo", d);
}

/* S2R Rd, SR_LTMASK...: lane masks within the warp */
static int e_lanemask(struct xctx *x, const struct sass_insn *in)
{
    char d[32];
    if (opnd(x, in, 0, 0, d, sizeof d) || d[0] != 'v')
        return -1;
    const char *sr = in->ops[1].sreg;
    if (lane_in_warp(x, 0, 6))
        return -2;
    int L = vt(x, 0), T = vt(x, 1);
    if (!strcmp(sr, "SR_LTMASK"))
        return emitf(x, "v_bfm_b32 %s, v%d, 0", d, L);
    if (!strcmp(sr, "SR_EQMASK"))
        return emitf(x, "v_lshlrev_b32 %s, v%d, 1", d, L);
    if (!strcmp(sr, "SR_LEMASK"))
        return emitf(x, "v_add_nc_u32 v%d, 1, v%d", T, L) ? -2 :
               emitf(x, "v_bfm_b32 %s, v%d, 0", d, T);
    if (!strcmp(sr, "SR_GTMASK"))
        return (emitf(x, "v_add_nc_u32 v%d, 1, v%d", T, L) || emitf(x, "v_bfm_b32 v%d, v%d, 0", T, T))
               ? -2 : emitf(x, "v_not_b32 %s, v%d", d, T);
    if (!strcmp(sr, "SR_GEMASK"))
        return emitf(x, "v_bfm_b32 v%d, v%d, 0", T, L) ? -2 : emitf(x, "v_not_b32 %s, v%d", d, T);
    return -1;
}

static int w_lanemask(const struct sass_insn *in)
{
    return in->nops == 2 && in->ops[1].kind == SOP_SREG && strstr(in->ops[1].sreg, "MASK") &&
           strncmp(in->ops[1].sreg, "SR_LANEMASK", 11) != 0;
}

/* REDUX.SUM URd, Rs: the sum over active lanes into a uniform register.
 * gfx11 has no wave reduction instruction: walk the active lanes with
 * s_ff1 and v_readlane. */
static int e_redux(struct xctx *x, const struct sass_insn *in)
{
    char d[32], s[32], l1[48], mm[48];
    if (opnd(x, in, 0, 0, d, sizeof d) || d[0] != 's' || opnd(x, in, 1, 0, s, sizeof s) || s[0] != 'v')
        return -1;
    int lane = x->stemp + 6, val = x->stemp + 7;
    smask(x, 2, mm, sizeof mm);
    snprintf(l1, sizeof l1, ".Lws%d_redux%04x", x->fidx, in->offset);
    if (emitf(x, "s_mov_b%d %s, %s", x->wave, mm, ex(x)) || emitf(x, "s_mov_b32 %s, 0", d) ||
        xemit_line(x, XL_LABEL, l1) ||
        emitf(x, "s_ff1_i32_b%d s%d, %s", x->wave, lane, mm) ||
        emitf(x, "v_readlane_b32 s%d, %s, s%d", val, s, lane) ||
        emitf(x, "s_add_u32 %s, %s, s%d", d, d, val) ||
        emitf(x, "s_bitset0_b%d %s, s%d", x->wave, mm, lane) ||
        emitf(x, "s_cmp_lg_u%d %s, 0", x->wave, mm) ||
        emitf(x, "s_cbranch_scc1 %s", l1))
        return -2;
    return 0;
}

/* ---- atomics --------------------------------------------------------------- */

/* global address of a memory operand: "v[a:b], off"; ATOMG.E names a 64-bit
 * address even where nvdisasm does not print .64 */
static int gaddr(struct xctx *x, const struct sass_insn *in, int n, char *buf, size_t len)
{
    const struct sass_operand *o = &in->ops[n];
    if (o->kind != SOP_MEM || o->u.mem.reg < 0 || o->u.mem.reg_is_ureg || o->u.mem.ureg >= 0 ||
        o->u.mem.scale != 1 || !sass_has_mod(in, "E") || o->u.mem.offset < -4096 || o->u.mem.offset > 4095)
        return -1;
    int v = x->vmap[o->u.mem.reg];
    if (v < 0)
        return -1;
    if (o->u.mem.offset)
        snprintf(buf, len, "v[%d:%d], off offset:%lld", v, v + 1, (long long)o->u.mem.offset);
    else
        snprintf(buf, len, "v[%d:%d], off", v, v + 1);
    return 0;
}

struct aop { const char *sass, *u32, *s32, *f32; };

static const struct aop aops[] = {
    { "ADD", "add_u32", "add_u32", "add_f32" }, { "MIN", "min_u32", "min_i32", NULL },
    { "MAX", "max_u32", "max_i32", NULL }, { "INC", "inc_u32", "inc_u32", NULL },
    { "DEC", "dec_u32", "dec_u32", NULL }, { "AND", "and_b32", "and_b32", NULL },
    { "OR", "or_b32", "or_b32", NULL }, { "XOR", "xor_b32", "xor_b32", NULL },
    { "EXCH", "swap_b32", "swap_b32", NULL },
};

static const char *atomic_name(const struct sass_insn *in)
{
    if (sass_has_mod(in, "64"))
        return NULL;
    for (size_t i = 0; i < sizeof aops / sizeof aops[0]; i++)
        if (sass_has_mod(in, aops[i].sass)) {
            if (sass_has_mod(in, "F32"))
                return aops[i].f32;
            return sass_has_mod(in, "S32") ? aops[i].s32 : aops[i].u32;
        }
    return NULL;
}

/* ATOMG/ATOM with result: glc makes a gfx11 atomic return the old value */
static int e_atomg(struct xctx *x, const struct sass_insn *in)
{
    if (in->nops != 4 || !(in->ops[0].kind == SOP_PRED && in->ops[0].reg == SASS_PT))
        return -1;
    const char *op = atomic_name(in);
    char d[32], a[64], v[32];
    if (!op || opnd(x, in, 1, 0, d, sizeof d) || gaddr(x, in, 2, a, sizeof a) ||
        opnd(x, in, 3, 0, v, sizeof v) || v[0] != 'v')
        return -1;
    if (!strcmp(d, "v") || (in->ops[1].kind == SOP_REG && in->ops[1].reg == SASS_RZ)) {
        char *comma = strchr(a, ',');
        return emitf(x, "global_atomic_%s %.*s, %s%s", op, (int)(comma - a), a, v, comma);
    }
    char *comma = strchr(a, ',');
    return emitf(x, "global_atomic_%s %s, %.*s, %s%s glc", op, d, (int)(comma - a), a, v, comma);
}

/* ATOMG.E.CAS PT, Rd, [Ra], Rcmp, Rnew: AMD's data operand is the pair
 * {new, compare}, so the two are copied into consecutive VGPRs */
static int e_atomg_cas(struct xctx *x, const struct sass_insn *in)
{
    if (in->nops != 5 || sass_has_mod(in, "64"))
        return -1;
    char d[32], a[64], cmp[32], nw[32];
    if (opnd(x, in, 1, 0, d, sizeof d) || d[0] != 'v' || gaddr(x, in, 2, a, sizeof a) ||
        opnd(x, in, 3, 0, cmp, sizeof cmp) || opnd(x, in, 4, 0, nw, sizeof nw))
        return -1;
    char *comma = strchr(a, ',');
    if (emitf(x, "v_mov_b32 v%d, %s", vt(x, 0), nw) || emitf(x, "v_mov_b32 v%d, %s", vt(x, 1), cmp))
        return -2;
    return emitf(x, "global_atomic_cmpswap_b32 %s, %.*s, v[%d:%d]%s glc", d, (int)(comma - a), a,
                 vt(x, 0), vt(x, 1), comma);
}

/* RED/REDG: an atomic whose result nobody reads */
static int e_red(struct xctx *x, const struct sass_insn *in)
{
    if (in->nops != 2)
        return -1;
    const char *op = atomic_name(in);
    char a[64], v[32];
    if (!op || gaddr(x, in, 0, a, sizeof a) || opnd(x, in, 1, 0, v, sizeof v))
        return -1;
    if (v[0] != 'v') {
        if (emitf(x, "v_mov_b32 v%d, %s", vt(x, 0), v))
            return -2;
        snprintf(v, sizeof v, "v%d", vt(x, 0));
    }
    char *comma = strchr(a, ',');
    return emitf(x, "global_atomic_%s %.*s, %s%s", op, (int)(comma - a), a, v, comma);
}

/* ATOMS.POPC.INC.32 RZ, [Ra+URZ]: shared counter += number of active lanes
 * (atomicAdd(&smem[i], 1) from every thread); RDNA3: one ds_add_u32 of 1 per
 * lane does the same */
static int e_atoms_popc_inc(struct xctx *x, const struct sass_insn *in)
{
    const struct sass_operand *m = &in->ops[1];
    if (in->nops != 2 || m->kind != SOP_MEM || m->u.mem.reg < 0 || m->u.mem.reg_is_ureg ||
        (m->u.mem.ureg >= 0 && m->u.mem.ureg != SASS_URZ) || m->u.mem.scale != 1 ||
        !(in->ops[0].kind == SOP_REG && in->ops[0].reg == SASS_RZ) ||
        m->u.mem.offset < 0 || m->u.mem.offset > 65535)
        return -1;
    int v = x->vmap[m->u.mem.reg];
    if (v < 0)
        return -1;
    if (emitf(x, "v_mov_b32 v%d, 1", vt(x, 0)))
        return -2;
    if (m->u.mem.offset)
        return emitf(x, "ds_add_u32 v%d, v%d offset:%lld", v, vt(x, 0), (long long)m->u.mem.offset);
    return emitf(x, "ds_add_u32 v%d, v%d", v, vt(x, 0));
}

static int w_any(const struct sass_insn *in) { (void)in; return 1; }

static int w_vote_reg(const struct sass_insn *in)
{
    return in->nops == 3 && in->ops[0].kind == SOP_REG;
}

static int w_vote_pred(const struct sass_insn *in)
{
    return in->nops == 2 && in->ops[0].kind == SOP_PRED;
}

const struct xrule xrules_warp[] = {
    XRULE(1000, "shfl", WARP, 20, "SHFL", NULL, NULL, "prrss", w_any,
          "SHFL.mode Pin, Rd, Ra, b, c", NULL, e_shfl, 0,
          "a warp shuffle reads another thread's register; RDNA3 reads another lane's VGPR "
          "through the LDS crossbar with ds_bpermute_b32 (address = source lane * 4), the "
          "source lane computed from the PTX shfl rules (clamp, segment mask); in wave64 "
          "each 32-lane half shuffles inside itself"),
    XRULE(1001, "vote.ballot", WARP, 20, "VOTE", "ANY", NULL, NULL, w_vote_reg,
          "VOTE.ANY Rd, PT, Pp", NULL, e_vote_ballot, 0,
          "a ballot is the predicate's lane mask, which RDNA3 already keeps in an SGPR: AND "
          "it with EXEC and copy it into every lane; in wave64 each warp half gets its own "
          "32 bits, as a 32-lane warp would"),
    XRULE(1002, "vote.pred", WARP, 20, "VOTE", NULL, NULL, NULL, w_vote_pred,
          "VOTE.ANY|ALL Pd, Pp", NULL, e_vote_pred, 0,
          "any/all of a predicate over the active lanes is one scalar compare of its lane "
          "mask (with EXEC for all), turned back into a lane mask"),
    XRULE(1003, "voteu.any", WARP, 20, "VOTEU", "ANY", NULL, "uqp", w_any,
          "VOTEU.ANY URd, UPT, PT", NULL, e_voteu_any, 0,
          "the ballot of 'true' is the mask of active lanes: EXEC itself"),
    XRULE(1004, "s2r.lanemask", SREG, 20, "S2R", NULL, NULL, "rS", w_lanemask,
          "S2R Rd, SR_LTMASK|LEMASK|EQMASK|GEMASK|GTMASK", NULL, e_lanemask, 0,
          "NVIDIA keeps per-lane masks in special registers; RDNA3 builds them from the lane "
          "number (v_mbcnt) with v_bfm_b32 ((1 << n) - 1); in wave64 within each 32-lane half"),
    XRULE(1005, "redux.sum", WARP, 20, "REDUX", "SUM", NULL, "ur", w_any,
          "REDUX.SUM URd, Rs", NULL, e_redux, 0,
          "sm_80+ reduces a register over the warp in one instruction; gfx11 has none, so "
          "the active lanes are visited one by one (s_ff1 finds the next, v_readlane reads it)"),
    XRULE(1006, "yield", CONTROL, 20, "YIELD", NULL, NULL, "", w_any,
          "YIELD", "", NULL, 0,
          "YIELD lets another warp of a diverged warp's threads run (forward progress under "
          "independent thread scheduling); an RDNA3 wave has one program counter, so there "
          "is nothing to yield to"),
    XRULE(1100, "atomg", ATOMIC, 20, "ATOMG", "E", "CAS", NULL, w_any,
          "ATOMG.E.op PT, Rd, [Ra.64], Rb", NULL, e_atomg, 0,
          "a global atomic that returns the old value: RDNA3's global_atomic_* returns it "
          "when glc is set; device scope is the default on both"),
    XRULE(1101, "atom", ATOMIC, 20, "ATOM", "E", "CAS", NULL, w_any,
          "ATOM.E.op PT, Rd, [Ra.64], Rb", NULL, e_atomg, 0,
          "a generic-address atomic on global memory (the samples only use global "
          "pointers): the same global_atomic_* with glc"),
    XRULE(1102, "atomg.cas", ATOMIC, 20, "ATOMG", "E CAS", NULL, NULL, w_any,
          "ATOMG.E.CAS PT, Rd, [Ra], Rcmp, Rnew", NULL, e_atomg_cas, 0,
          "compare-and-swap: SASS takes compare then new value; AMD's cmpswap takes one "
          "64-bit data operand {new, compare} and returns the old value with glc"),
    XRULE(1103, "red", ATOMIC, 20, "RED", "E", NULL, NULL, w_any,
          "RED.E.op [Ra.64], Rb", NULL, e_red, 0,
          "a reduction is an atomic whose result is not needed: global_atomic_* without glc"),
    XRULE(1104, "redg", ATOMIC, 20, "REDG", "E", NULL, NULL, w_any,
          "REDG.E.op [Ra.64], Rb", NULL, e_red, 0,
          "a global reduction: global_atomic_* without glc (no value comes back)"),
    XRULE(1105, "atoms.popc.inc", ATOMIC, 20, "ATOMS", "POPC INC", NULL, NULL, w_any,
          "ATOMS.POPC.INC.32 RZ, [Ra]", NULL, e_atoms_popc_inc, 0,
          "nvcc turns atomicAdd(&s, 1) by many threads into one add of the number of "
          "active threads (POPC.INC); RDNA3 simply adds 1 per lane with ds_add_u32, which "
          "gives the same sum"),
};
const size_t xrules_warp_n = sizeof xrules_warp / sizeof xrules_warp[0];
