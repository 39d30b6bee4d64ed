/* test_xlate_warp.c - warp operations and atomics, RUN: each case is a small
 * hand-written sm_90 SASS listing, translated, assembled, linked and run on
 * the RDNA3 emulator (tests/lib/xrun.c) in wave32 and wave64 on blocks of 96
 * threads (three full warps) and 50 (the second warp partial: 18 threads).
 * Expected values are derived by hand from the CUDA programming guide and
 * the PTX ISA (shfl.sync, vote.sync, match.sync, redux.sync, atom), never
 * from the translation: a warp is threads 32w .. 32w+31 of the block, a lane
 * of a partial warp that does not exist is not active, and a shuffle that
 * reads such a lane is undefined (XRUN_ANY).
 *
 * HEAD: R0 = threadIdx.x, R2:R3 = &out0[tid]; OUTk(R) points R at outk[tid].
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sass/sass.h"
#include "xlate/xlate.h"
#include "lib/xrun.h"

#define HEAD "S2R R0, SR_TID.X\nLDC.64 R2, c[0x0][0x210]\nIMAD.WIDE.U32 R2, R0, 0x4, R2\n"
#define PTR(r, off) "LDC.64 " r ", c[0x0][" off "]\nIMAD.WIDE.U32 " r ", R0, 0x4, " r "\n"

static unsigned warp_size_of(unsigned i, unsigned n)
{
    unsigned base = i & ~31u;
    return n - base >= 32 ? 32 : n - base;
}

static uint32_t val(unsigned i) { return i * 10 + 1; }     /* the shuffled value */

/* value read from lane j of i's warp, undefined when that thread is absent */
static uint64_t lane_val(unsigned i, unsigned n, unsigned j)
{
    return j < warp_size_of(i, n) ? val((i & ~31u) + j) : XRUN_ANY;
}

/* ---- SHFL ------------------------------------------------------------------------
 * v = tid * 10 + 1 in R4.  CUDA: with width w, lane l belongs to the group
 * of w lanes starting at l & ~(w-1);
 *   __shfl_sync(v, s, w)      reads lane (l & ~(w-1)) + (s % w)          (IDX)
 *   __shfl_up_sync(v, d, w)   reads l - d when l % w >= d, else keeps v   (UP)
 *   __shfl_down_sync(v, d, w) reads l + d when l % w + d < w, else v      (DOWN)
 *   __shfl_xor_sync(v, m, w)  reads l ^ m unless that lane is in a later
 *                             group, when it keeps v                      (BFLY)
 * and the predicate output (PTX) says whether the source was in range.
 * nvcc's c operand is ((32 - w) << 8) | clamp, clamp 0x1f except UP (0). */
#define SHFL_HEAD HEAD PTR("R8", "0x218") "IMAD R4, R0, 0xa, 0x1\n"

static const char shfl_idx_sass[] = SHFL_HEAD
    "LOP3.LUT R6, R0, 0x7, RZ, 0xc0, !PT\n"     /* s = tid & 7 (some s >= 8 below) */
    "IADD3 R6, R6, 0x3, RZ\n"                   /* s = (tid & 7) + 3: 3..10 */
    "SHFL.IDX PT, R5, R4, R6, 0x1f\n"           /* width 32 */
    "STG.E [R2.64], R5\n"
    "SHFL.IDX PT, R7, R4, R6, 0x181f\n"         /* width 8: s % 8 */
    "STG.E [R8.64], R7\n"
    PTR("R10", "0x220")
    "SHFL.IDX PT, R7, R4, 0xd, 0x101f\n"        /* width 16, lane 13 of the group */
    "STG.E [R10.64], R7\n"
    "EXIT\n";

static uint64_t shfl_idx_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)w;
    unsigned l = i & 31, s = (i & 7) + 3;
    if (k == 0) return lane_val(i, n, s);
    if (k == 1) return lane_val(i, n, (l & ~7u) + (s % 8));
    return lane_val(i, n, (l & ~15u) + 13);
}

static const char shfl_updown_sass[] = SHFL_HEAD
    "SHFL.UP P0, R5, R4, 0x3, 0x1000\n"         /* up 3, width 16 */
    "STG.E [R2.64], R5\n"
    "SEL R7, RZ, 0x1, !P0\n"
    "STG.E [R8.64], R7\n"
    PTR("R10", "0x220") PTR("R12", "0x228")
    "SHFL.DOWN P1, R5, R4, 0x2, 0x181f\n"       /* down 2, width 8 */
    "STG.E [R10.64], R5\n"
    "SEL R7, RZ, 0x1, !P1\n"
    "STG.E [R12.64], R7\n"
    "EXIT\n";

static uint64_t shfl_updown_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)w;
    unsigned l = i & 31;
    int up = l % 16 >= 3, down = l % 8 + 2 < 8;
    if (k == 0) return up ? lane_val(i, n, l - 3) : val(i);
    if (k == 1) return (uint64_t)up;
    if (k == 2) return down ? lane_val(i, n, l + 2) : val(i);
    return (uint64_t)down;
}

static const char shfl_bfly_sass[] = SHFL_HEAD
    "SHFL.BFLY PT, R5, R4, 0x5, 0x1f\n"         /* xor 5, width 32 */
    "STG.E [R2.64], R5\n"
    "SHFL.BFLY P0, R7, R4, 0x11, 0x101f\n"      /* xor 17, width 16 */
    "STG.E [R8.64], R7\n"
    PTR("R10", "0x220")
    "SEL R7, RZ, 0x1, !P0\n"
    "STG.E [R10.64], R7\n"
    "EXIT\n";

static uint64_t shfl_bfly_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)w;
    unsigned l = i & 31, j = l ^ 17;
    int later = (j / 16) > (l / 16);        /* lanes 0-15 would read 16-31: a later group */
    if (k == 0) return lane_val(i, n, l ^ 5);
    if (k == 1) return later ? val(i) : lane_val(i, n, j);
    return (uint64_t)!later;
}

/* ---- VOTE ---------------------------------------------------------------------------
 * p = tid >= 40.  Warp 0: p nowhere: any 0, all 0, uni (EQ) 1.  Warp 1
 * (32..63, or 32..49 when n = 50): p in 40.. only: any 1, all 0, uni 0.
 * Warp 2: p everywhere: 1, 1, 1.  out0 = __ballot_sync(p): bit l for the
 * warp's lanes 32w+l >= 40 that exist; out1 = any + 2 all + 4 uni. */
static const char vote_sass[] = HEAD PTR("R8", "0x218")
    "ISETP.GE.U32.AND P0, PT, R0, 0x28, PT\n"
    "VOTE.ANY R5, PT, P0\n"
    "VOTE.ANY P1, P0\n"
    "VOTE.ALL P2, P0\n"
    "VOTE.EQ P3, P0\n"
    "STG.E [R2.64], R5\n"
    "SEL R10, RZ, 0x1, !P1\n"
    "SEL R11, RZ, 0x2, !P2\n"
    "SEL R12, RZ, 0x4, !P3\n"
    "IADD3 R10, R10, R11, R12\n"
    "STG.E [R8.64], R10\n"
    "EXIT\n";

static uint64_t vote_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)w;
    unsigned base = i & ~31u, cnt = warp_size_of(i, n);
    uint32_t m = 0;
    for (unsigned l = 0; l < cnt; l++)
        if (base + l >= 40)
            m |= 1u << l;
    uint32_t act = cnt == 32 ? 0xffffffffu : (1u << cnt) - 1;
    if (k == 0) return m;
    return (m != 0) + 2 * (m == act) + 4 * (m == 0 || m == act);
}

/* ---- REDUX (wave64: each warp of the wave reduces its own lanes into its own
 * copy of the uniform register, read back per 32-lane half by MOV) -------------
 * Threads with tid % 5 == 0 exit first; the others reduce x = in[tid] over
 * their warp's remaining lanes: __reduce_add/min/max/and/or/xor_sync
 * (min/max unsigned unless .S32). */
static uint32_t redux_in(unsigned i) { return (i * 0x9e3779b1u) ^ (i << 3); }

static const char redux_a_sass[] = HEAD
    PTR("R8", "0x218") PTR("R10", "0x220") PTR("R12", "0x228") PTR("R14", "0x230")
    "LDG.E R4, [R14.64]\n"
    "IMAD.HI.U32 R6, R0, -0x33333333, RZ\n"     /* tid / 5 = hi(tid * 0xcccccccd) >> 2 */
    "SHF.R.U32.HI R6, RZ, 0x2, R6\n"
    "IMAD R6, R6, -0x5, R0\n"                   /* tid % 5 */
    "ISETP.EQ.U32.AND P0, PT, R6, RZ, PT\n"
    "@P0 EXIT\n"
    "REDUX.SUM UR4, R4\n"
    "REDUX.MIN UR5, R4\n"
    "REDUX.MAX.S32 UR6, R4\n"
    "REDUX UR7, R4\n"
    "MOV R5, UR4\n"
    "STG.E [R2.64], R5\n"
    "MOV R5, UR5\n"
    "STG.E [R8.64], R5\n"
    "MOV R5, UR6\n"
    "STG.E [R10.64], R5\n"
    "MOV R5, UR7\n"
    "STG.E [R12.64], R5\n"
    "EXIT\n";

static const char redux_b_sass[] = HEAD
    PTR("R8", "0x218") PTR("R10", "0x220") PTR("R12", "0x228") PTR("R14", "0x230")
    "LDG.E R4, [R14.64]\n"
    "IMAD.HI.U32 R6, R0, -0x33333333, RZ\n"
    "SHF.R.U32.HI R6, RZ, 0x2, R6\n"
    "IMAD R6, R6, -0x5, R0\n"
    "ISETP.EQ.U32.AND P0, PT, R6, RZ, PT\n"
    "@P0 EXIT\n"
    "REDUX.OR UR4, R4\n"
    "REDUX.XOR UR5, R4\n"
    "REDUX.MIN.S32 UR6, R4\n"
    "REDUX.MAX UR7, R4\n"
    "MOV R5, UR4\n"
    "STG.E [R2.64], R5\n"
    "MOV R5, UR5\n"
    "STG.E [R8.64], R5\n"
    "MOV R5, UR6\n"
    "STG.E [R10.64], R5\n"
    "MOV R5, UR7\n"
    "STG.E [R12.64], R5\n"
    "EXIT\n";

static uint64_t redux_want(unsigned i, unsigned n, unsigned k, int second)
{
    if (i % 5 == 0)
        return XRUN_SENTINEL;
    unsigned base = i & ~31u, cnt = warp_size_of(i, n);
    uint32_t sum = 0, umin = UINT32_MAX, umax = 0, and_ = UINT32_MAX, or_ = 0, xor_ = 0;
    int32_t smin = INT32_MAX, smax = INT32_MIN;
    for (unsigned l = 0; l < cnt; l++) {
        if ((base + l) % 5 == 0)
            continue;
        uint32_t v = redux_in(base + l);
        sum += v; and_ &= v; or_ |= v; xor_ ^= v;
        if (v < umin) umin = v;
        if (v > umax) umax = v;
        if ((int32_t)v < smin) smin = (int32_t)v;
        if ((int32_t)v > smax) smax = (int32_t)v;
    }
    const uint32_t a[4] = { sum, umin, (uint32_t)smax, and_ }, b[4] = { or_, xor_, (uint32_t)smin, umax };
    return second ? b[k] : a[k];
}

static uint64_t redux_a_want(unsigned i, unsigned n, unsigned k, int w) { (void)w; return redux_want(i, n, k, 0); }

/* UR62, the last UR before URZ (cooperative groups' cg::reduce on sm_90
 * writes it): per warp in wave64 too (it declined there: no high-warp
 * copy).  out = the warp's sum, as redux_a's first output. */
static const char redux_ur62_sass[] = HEAD
    PTR("R14", "0x218")
    "LDG.E R4, [R14.64]\n"
    "IMAD.HI.U32 R6, R0, -0x33333333, RZ\n"
    "SHF.R.U32.HI R6, RZ, 0x2, R6\n"
    "IMAD R6, R6, -0x5, R0\n"
    "ISETP.EQ.U32.AND P0, PT, R6, RZ, PT\n"
    "@P0 EXIT\n"
    "REDUX.SUM.S32 UR62, R4\n"
    "MOV R5, UR62\n"
    "STG.E [R2.64], R5\n"
    "EXIT\n";
static uint64_t redux_b_want(unsigned i, unsigned n, unsigned k, int w) { (void)w; return redux_want(i, n, k, 1); }

/* ---- VOTEU and per-warp uniform registers ---------------------------------------
 * Threads with tid % 5 == 0 exit; the others, per warp (nvcc's atomic
 * aggregation): m = __activemask() (VOTEU.ANY UR4), leader = the highest
 * active lane (FLO.U32 of the UR), rank = active lanes below this one
 * (LTMASK & m, POPC), count = popc(m) computed by the uniform datapath
 * (UPOPC UR5) and compared there (UISETP UP0: count > 16), UP0 read back as
 * a lane predicate (PLOP3).  out0 = m, out1 = leader, out2 = rank * 256 +
 * count, out3 = count > 16.  In wave64 the two warps of a wave have
 * different masks: a block of 50 has warp 0 with 25 active lanes and warp 1
 * (32..49) with 15, so UP0 differs between the halves of one wave. */
static const char voteu_sass[] = HEAD
    PTR("R8", "0x218") PTR("R10", "0x220") PTR("R12", "0x228")
    "IMAD.HI.U32 R6, R0, -0x33333333, RZ\n"
    "SHF.R.U32.HI R6, RZ, 0x2, R6\n"
    "IMAD R6, R6, -0x5, R0\n"
    "ISETP.EQ.U32.AND P0, PT, R6, RZ, PT\n"
    "@P0 EXIT\n"
    "VOTEU.ANY UR4, UPT, PT\n"
    "FLO.U32 R5, UR4\n"
    "UPOPC UR5, UR4\n"
    "S2R R7, SR_LTMASK\n"
    "LOP3.LUT R7, R7, UR4, RZ, 0xc0, !PT\n"
    "POPC R7, R7\n"
    "UISETP.GT.U32.AND UP0, PT, UR5, 0x10, PT\n"
    "PLOP3.LUT P1, PT, UP0, PT, PT, 0x80, 0x0\n"
    "MOV R6, UR4\n"
    "STG.E [R2.64], R6\n"
    "STG.E [R8.64], R5\n"
    "IMAD R7, R7, 0x100, UR5\n"
    "STG.E [R10.64], R7\n"
    "SEL R7, RZ, 0x1, !P1\n"
    "STG.E [R12.64], R7\n"
    "EXIT\n";

static uint64_t voteu_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)w;
    if (i % 5 == 0)
        return XRUN_SENTINEL;
    unsigned base = i & ~31u, cnt = warp_size_of(i, n), l = i & 31;
    uint32_t m = 0;
    for (unsigned j = 0; j < cnt; j++)
        if ((base + j) % 5)
            m |= 1u << j;
    unsigned count = (unsigned)__builtin_popcount(m);
    if (k == 0) return m;
    if (k == 1) return 31u - (unsigned)__builtin_clz(m);
    if (k == 2) return (unsigned)__builtin_popcount(m & ((1u << l) - 1)) * 256 + count;
    return count > 16;
}

/* A warp none of whose threads run a uniform instruction does not run it:
 * UR4 = blockDim.x (ULDC), then only warp 0 (tid < 32) writes its active
 * mask into UR4 (VOTEU); after the join every thread stores UR4: warp 0 its
 * mask (all its threads: 0xffffffff), the other warps still blockDim.x.  In
 * wave64 the high warp of the first wave has no lane at the VOTEU. */
static const char voteu_skip_sass[] = HEAD
    "ULDC UR4, c[0x0][0x0]\n"
    "ISETP.GE.U32.AND P0, PT, R0, 0x20, PT\n"
    "BSSY B0, `(.L_x_1)\n"
    "@P0 BRA `(.L_x_1)\n"
    "VOTEU.ANY UR4, UPT, PT\n"
    ".L_x_1:\n"
    "BSYNC B0\n"
    "MOV R5, UR4\n"
    "STG.E [R2.64], R5\n"
    "EXIT\n";

static uint64_t voteu_skip_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)k; (void)w;
    return i < 32 ? 0xffffffffu : n;
}

/* ---- MATCH ----------------------------------------------------------------------------
 * x = in[tid] = 7 in warp 0, tid % 3 elsewhere.  __match_any_sync: the
 * warp's lanes holding the same x; __match_all_sync: the warp's active mask
 * and pred 1 when all agree (warp 0), else 0 and pred 0. */
static uint32_t match_in(unsigned i) { return i < 32 ? 7 : i % 3; }

static const char match_sass[] = HEAD PTR("R20", "0x218") PTR("R10", "0x220") PTR("R12", "0x228")
    "LDG.E R4, [R12.64]\n"
    "MATCH.ALL P3, R9, R4\n"
    "MATCH.ANY R7, R4\n"
    "STG.E [R2.64], R7\n"
    "STG.E [R20.64], R9\n"
    "SEL R5, RZ, 0x1, !P3\n"
    "STG.E [R10.64], R5\n"
    "EXIT\n";

static uint64_t match_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)w;
    unsigned base = i & ~31u, cnt = warp_size_of(i, n);
    uint32_t any = 0, act = cnt == 32 ? 0xffffffffu : (1u << cnt) - 1;
    for (unsigned l = 0; l < cnt; l++)
        if (match_in(base + l) == match_in(i))
            any |= 1u << l;
    int all = any == act;
    return k == 0 ? any : k == 1 ? (all ? act : 0) : (uint64_t)all;
}

/* ---- lane masks, both spellings ------------------------------------------------------
 * l = tid % 32: lt = (1 << l) - 1, gt = ~((2 << l) - 1), eq = 1 << l, le ^ ge = ~eq. */
static const char lanemask_sass[] = HEAD PTR("R8", "0x218") PTR("R10", "0x220") PTR("R12", "0x228")
    "S2R R4, SR_LTMASK\n"
    "S2R R5, SR_LANEMASK_GT\n"
    "S2R R6, SR_EQMASK\n"
    "S2R R7, SR_LEMASK\n"
    "S2R R14, SR_GEMASK\n"
    "LOP3.LUT R7, R7, R14, RZ, 0x3c, !PT\n"
    "STG.E [R2.64], R4\n"
    "STG.E [R8.64], R5\n"
    "STG.E [R10.64], R6\n"
    "STG.E [R12.64], R7\n"
    "EXIT\n";

static uint64_t lanemask_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)w;
    unsigned l = i & 31;
    uint32_t eq = 1u << l, lt = eq - 1, gt = ~(lt | eq);
    return k == 0 ? lt : k == 1 ? gt : k == 2 ? eq : ~eq;
}

/* ---- global atomics, 32-bit, one word per thread (so every return value is
 * determined): m = mem[tid] starts at 3 tid + 1.
 *   old0 = atomicAdd(&m, tid)            = 3t+1,  m = 4t+1
 *   old1 = atomicMin(&m, 50 - t) (signed) = 4t+1,  m = min(4t+1, 50-t)
 *   old2 = atomicExch(&m, t)             = that,  m = t
 *   old3 = atomicCAS(&m, t even ? t : 0, 1000 + t) = t, m = 1000+t when t is
 *          even (t = 0 too: 0 == 0), else t
 * and contended, without results: mem[200] += t (sum of tids), mem[201] =
 * max(mem[201], t) (n - 1); generic ATOM.E.ADD on mem[202] += 1 (n; its
 * returned values are a permutation: not compared). */
static uint32_t atom_mem(unsigned i) { return i < 96 ? 3 * i + 1 : 0; }

static const char atom32_sass[] = HEAD PTR("R8", "0x218") PTR("R10", "0x220") PTR("R12", "0x228")
    PTR("R6", "0x230")
    "ATOMG.E.ADD.STRONG.GPU PT, R14, desc[UR4][R6.64], R0\n"
    "IADD3 R15, -R0, 0x32, RZ\n"
    "ATOMG.E.MIN.S32.STRONG.GPU PT, R16, desc[UR4][R6.64], R15\n"
    "ATOMG.E.EXCH.STRONG.GPU PT, R17, desc[UR4][R6.64], R0\n"
    "LOP3.LUT R18, R0, 0x1, RZ, 0xc0, !PT\n"
    "ISETP.EQ.U32.AND P0, PT, R18, RZ, PT\n"
    "SEL R18, R0, RZ, P0\n"
    "IADD3 R19, R0, 0x3e8, RZ\n"
    "ATOMG.E.CAS.STRONG.GPU PT, R20, [R6], R18, R19\n"
    "STG.E [R2.64], R14\n"
    "STG.E [R8.64], R16\n"
    "STG.E [R10.64], R17\n"
    "STG.E [R12.64], R20\n"
    "LDC.64 R22, c[0x0][0x230]\n"
    "REDG.E.ADD.STRONG.GPU [R22.64+0x320], R0\n"
    "ATOMG.E.MAX.STRONG.GPU PT, RZ, [R22.64+0x324], R0\n"
    "MOV R24, 0x1\n"
    "ATOM.E.ADD.STRONG.GPU PT, R25, [R22.64+0x328], R24\n"
    "EXIT\n";

static uint64_t atom32_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)w;
    uint32_t t = i, m1 = 4 * t + 1, mn = (int32_t)m1 < (int32_t)(50 - t) ? m1 : 50 - t;
    if (k == XRUN_MEM) {
        if (i < n) return (t % 2 == 0) ? 1000 + t : t;
        if (i == 200) return n * (n - 1) / 2;
        if (i == 201) return n - 1;
        if (i == 202) return n;
        return i < 96 ? 3 * i + 1 : 0;
    }
    const uint32_t v[4] = { 3 * t + 1, m1, mn, t };
    return v[k];
}

/* ---- 64-bit global atomics and f32 add with return, one slot per thread:
 * q = mem64[tid] (words 2t, 2t+1) starts as {lo 2t, hi 1} = 2^32 + 2t;
 * f = memf[tid] (word 192 + t) starts as 1.5f.
 *   old0 = atomicAdd(&q, 2^32 + t)        = 2^32 + 2t,  q = 2^33 + 3t
 *   old1 = atomicMin(&q, (u64)-t) (.64, unsigned) = 2^33 + 3t;
 *          q stays for t > 0 (2^64 - t is larger), becomes 0 for t = 0
 *   old2 = atomicCAS(&q, old1, {lo 7, hi t}) = q: 2^33 + 3t for t > 0 (equal:
 *          q = 2^32 t + 7), 0 for t = 0 (2^33 != 0: q stays 0)
 *   old3 = atomicAdd(&f, 2.25f)           = 1.5f, f = 3.75f
 * out0 = old0.lo = 2t, out1 = old1.hi = 2, out2 = old2.lo = 3t, out3 = old3 */
static uint32_t atom64_mem(unsigned i)
{
    if (i < 192) return (i & 1) ? 1 : i;      /* word 2t = 2t, word 2t+1 = 1 */
    return 0x3fc00000u;                       /* 1.5f */
}

static const char atom64_sass[] = HEAD PTR("R8", "0x218") PTR("R10", "0x220") PTR("R12", "0x228")
    "LDC.64 R6, c[0x0][0x230]\n"
    "IMAD.WIDE.U32 R6, R0, 0x8, R6\n"
    "MOV R14, R0\n"
    "MOV R15, 0x1\n"
    "ATOMG.E.ADD.64.STRONG.GPU PT, R16, desc[UR4][R6.64], R14\n"
    "IADD3 R14, -R0, RZ, RZ\n"
    "SHF.R.S32.HI R15, RZ, 0x1f, R14\n"
    "ATOMG.E.MIN.64.STRONG.GPU PT, R18, desc[UR4][R6.64], R14\n"
    "MOV R20, 0x7\n"
    "MOV R21, R0\n"
    "ATOMG.E.CAS.64.STRONG.GPU PT, R22, [R6], R18, R20\n"
    "LDC.64 R24, c[0x0][0x230]\n"
    "IMAD.WIDE.U32 R24, R0, 0x4, R24\n"
    "MOV R26, 0x40100000\n"
    "ATOMG.E.ADD.F32.FTZ.RN.STRONG.GPU PT, R27, desc[UR4][R24.64+0x300], R26\n"
    "STG.E [R2.64], R16\n"
    "STG.E [R8.64], R19\n"
    "STG.E [R10.64], R22\n"
    "STG.E [R12.64], R27\n"
    "EXIT\n";

static uint64_t atom64_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)w;
    if (k == XRUN_MEM) {
        if (i < 192) {
            unsigned t = i / 2;
            if (t >= n) return atom64_mem(i);
            if (t == 0) return 0;
            return (i & 1) ? t : 7;
        }
        return i - 192 < n ? 0x40700000u : 0x3fc00000u;   /* 3.75f */
    }
    const uint32_t v[4] = { 2 * i, 2, 3 * i, 0x3fc00000u };
    return v[k];
}

/* ---- shared-memory atomics with return, one word per thread: s[t] (LDS byte
 * 4t) starts at 3t + 1 (STS), then
 *   old0 = atomicAdd(&s, t)     = 3t+1, s = 4t+1
 *   old1 = atomicMax(&s, 10) (S32) = 4t+1, s = max(4t+1, 10)
 *   old2 = atomicInc(&s, 12)    = that; s = old >= 12 ? 0 : old + 1
 *   old3 = atomicDec(&s, 3)     = that; s = (old == 0 || old > 3) ? 3 : old - 1
 *   old4 = atomicExch(&s, t)    (not stored)
 *   old5 = atomicCAS(&s, t, 500) = t, s = 500
 * and 64-bit at LDS byte 512 + 8t, {t, 0} first: atomicCAS(q, t, {9, 1}) = t
 * and q = 2^32 + 9.  out0 = old0 + 1000 old5, out1 = old1, out2 = old2,
 * out3 = old3 + 100 * final s + 100000 * (q.hi + q.lo) */
static const char atoms_sass[] = HEAD PTR("R8", "0x218") PTR("R10", "0x220") PTR("R12", "0x228")
    "IMAD.SHL.U32 R20, R0, 0x4, RZ\n"
    "IMAD R21, R0, 0x3, 0x1\n"
    "STS [R20], R21\n"
    "ATOMS.ADD R14, [R20], R0\n"
    "MOV R15, 0xa\n"
    "ATOMS.MAX.S32 R16, [R20], R15\n"
    "MOV R15, 0xc\n"
    "ATOMS.INC R17, [R20], R15\n"
    "MOV R15, 0x3\n"
    "ATOMS.DEC R18, [R20], R15\n"
    "ATOMS.EXCH R19, [R20], R0\n"
    "MOV R15, 0x1f4\n"
    "ATOMS.CAS R22, [R20], R0, R15\n"
    "LDS R23, [R20]\n"
    "IMAD.SHL.U32 R24, R0, 0x8, RZ\n"
    "MOV R26, R0\n"
    "MOV R27, RZ\n"
    "STS.64 [R24+0x200], R26\n"
    "MOV R28, 0x9\n"
    "MOV R29, 0x1\n"
    "ATOMS.CAS.64 R30, [R24+0x200], R26, R28\n"
    "LDS.64 R26, [R24+0x200]\n"
    "IMAD R22, R22, 0x3e8, R14\n"
    "STG.E [R2.64], R22\n"
    "STG.E [R8.64], R16\n"
    "STG.E [R10.64], R17\n"
    "IMAD R23, R23, 0x64, R18\n"
    "IADD3 R26, R26, R27, RZ\n"
    "IMAD R23, R26, 0x186a0, R23\n"
    "IADD3 R23, R23, R30, -R0\n"
    "STG.E [R12.64], R23\n"
    "EXIT\n";

static uint64_t atoms_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)w;
    uint32_t t = i, s = 4 * t + 1, o1 = s;
    s = (int32_t)s > 10 ? s : 10;
    uint32_t o2 = s;
    s = o2 >= 12 ? 0 : o2 + 1;
    uint32_t o3 = s;
    s = (o3 == 0 || o3 > 3) ? 3 : o3 - 1;
    /* exch: s = t; CAS(t, 500): old5 = t, s = 500; 64-bit CAS returns t
     * (added, then the listing subtracts tid again), q = {9, 1}: 10 */
    const uint32_t v[4] = { 3 * t + 1 + 1000 * t, o1, o2, o3 + 100 * 500 + 100000 * 10 };
    return v[k];
}

struct tcase {
    struct xcase c;
    int wave64;     /* 0: wave32 only */
};

static const struct tcase cases[] = {
    { { "SHFL.IDX width 32/8/16", shfl_idx_sass, 3, 0, NULL, 0, NULL, shfl_idx_want }, 1 },
    { { "SHFL.UP/DOWN width 16/8, in-range predicate", shfl_updown_sass, 4, 0, NULL, 0, NULL, shfl_updown_want }, 1 },
    { { "SHFL.BFLY width 32/16", shfl_bfly_sass, 3, 0, NULL, 0, NULL, shfl_bfly_want }, 1 },
    { { "VOTE ballot/ANY/ALL/EQ", vote_sass, 2, 0, NULL, 0, NULL, vote_want }, 1 },
    { { "REDUX SUM/MIN/MAX.S32/AND", redux_a_sass, 4, 0, redux_in, 0, NULL, redux_a_want }, 1 },
    { { "REDUX OR/XOR/MIN.S32/MAX", redux_b_sass, 4, 0, redux_in, 0, NULL, redux_b_want }, 1 },
    { { "REDUX.SUM.S32 into UR62", redux_ur62_sass, 1, 0, redux_in, 0, NULL, redux_a_want }, 1 },
    { { "VOTEU, FLO/POPC/LOP3 of the UR, UPOPC, UISETP", voteu_sass, 4, 0, NULL, 0, NULL, voteu_want }, 1 },
    { { "VOTEU skipped by a warp keeps its UR", voteu_skip_sass, 1, 0, NULL, 0, NULL, voteu_skip_want }, 1 },
    { { "MATCH.ANY/ALL", match_sass, 3, 0, match_in, 0, NULL, match_want }, 1 },
    { { "lane masks", lanemask_sass, 4, 0, NULL, 0, NULL, lanemask_want }, 1 },
    { { "ATOMG/RED/ATOM 32-bit", atom32_sass, 4, 0, NULL, 256, atom_mem, atom32_want }, 1 },
    { { "ATOMG 64-bit and F32 add", atom64_sass, 4, 0, NULL, 192 + 96, atom64_mem, atom64_want }, 1 },
    { { "ATOMS with return", atoms_sass, 4, 1280, NULL, 0, NULL, atoms_want }, 1 },
};

static void run_case(void **state)
{
    const struct tcase *t = *state;
    static const unsigned sizes[] = { 96, 50 };
    for (int w = 32; w <= (t->wave64 ? 64 : 32); w += 32)
        for (int s = 0; s < 2; s++)
            xrun_case_check(&t->c, w, sizes[s]);
}

/* wave64: the per-warp uniform registers get a second SGPR (the high warp's)
 * and the uniform instructions run once per warp; the trace says so. */
static void test_wave64_per_warp(void **state)
{
    (void)state;
    struct sass_module *m;
    char msg[256];
    struct xlate_result *r = xrun_translate(redux_a_sass, 64, &m, msg, sizeof msg);
    assert_non_null(r);
    assert_int_equal(xlate_total_unsupported(r), 0);
    const struct xfunc *xf = &r->funcs[0];
    int twice = 0, copies = 0, map = 0;
    for (size_t k = 0; k < xf->nsteps; k++) {
        const struct xstep *st = &xf->steps[k];
        if (st->note && strstr(st->note, "the rule runs once per warp"))
            twice++;
        if (st->note && strstr(st->note, "each 32-lane half gets its own warp's value"))
            copies++;
        struct strbuf bb;
        sb_init(&bb);
        const char *b = xlate_step_bindings(st, &bb);
        if (st->kind == XS_PASS && b && strstr(b, "of the high warp->"))
            map++;
        sb_free(&bb);
    }
    assert_int_equal(twice, 4);     /* the four REDUX */
    assert_int_equal(copies, 4);    /* the four MOV R5, URn */
    assert_int_equal(map, 1);
    xlate_result_free(r);
    sass_module_free(m);
    /* wave32: one warp, nothing of the sort */
    r = xrun_translate(redux_a_sass, 32, &m, msg, sizeof msg);
    assert_non_null(r);
    for (size_t k = 0; k < r->funcs[0].nsteps; k++)
        assert_true(!r->funcs[0].steps[k].note || !strstr(r->funcs[0].steps[k].note, "per warp"));
    xlate_result_free(r);
    sass_module_free(m);
}

int main(void)
{
    struct CMUnitTest tests[sizeof cases / sizeof cases[0] + 1];
    size_t n = 0;
    for (; n < sizeof cases / sizeof cases[0]; n++) {
        tests[n] = (struct CMUnitTest)cmocka_unit_test_prestate(run_case, (void *)&cases[n]);
        tests[n].name = cases[n].c.name;
    }
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_wave64_per_warp);
    return cmocka_run_group_tests_name("xlate_warp", tests, NULL, NULL);
}
