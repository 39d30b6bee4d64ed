/* test_xlate_cover.c - forms that stopped functions of the real-world
 * corpus (nvcc 13.0 output of cuda-samples, rodinia and shoc), RUN: each
 * case is a small hand-written sm_90 SASS listing in nvdisasm's syntax,
 * translated, assembled, linked and run on the RDNA3 emulator
 * (tests/lib/xrun.c) in wave32 and wave64 on blocks of 96 threads and 50.
 * Expected values are derived by hand in each case's comment, never from
 * the translation.  The GPU's own answers for these forms are the
 * conformance cases uiadd3_*, uimad_neg*, r2ur_pred_*, clock_u,
 * globaltimer, fmnmx_nan*, ldc_bank3_{u16,s8,64}, cbank{2,3}_many.
 *
 * HEAD: R0 = threadIdx.x, R2:R3 = &out0[tid]; PTR(R, off) points R at the
 * buffer whose pointer is the parameter at off, indexed by tid.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib/xrun.h"

#define HEAD "S2R R0, SR_TID.X\nLDC.64 R2, c[0x0][0x210]\nIMAD.WIDE.U32 R2, R0, 0x4, R2\n"
#define PTR(r, off) "LDC.64 " r ", c[0x0][" off "]\nIMAD.WIDE.U32 " r ", R0, 0x4, " r "\n"

/* ---- uniform 64-bit a + b - c and a - b with carries ----------------------
 * a = 0x5_f0000000 (UR4:UR5), b = 0x6_f0000000 (UR6:UR7), c = 0x1_10000000
 * (UR8:UR9).
 * a + b - c = 0xc_e0000000 - 0x1_10000000 = 0xb_d0000000.  The low word
 * as UIADD3 sums it: 0xf0000000 + 0xf0000000 + ~0x10000000 (0xefffffff)
 * + 1 = 0x2_d0000000: low 0xd0000000, two carries (UP0 + UP1 = 2), and
 * the high word 5 + 6 + ~1 (0xfffffffe) + 2 = 0x1_0000000b: 0xb.
 *   out0 = 0xd0000000, out1 = 0xb (UIADD3 UR10, UP0, UP1, UR4, UR6, -UR8;
 *   UIADD3.X UR11, UR5, UR7, ~UR9, UP0, UP1);
 *   out2 = 0xd0000000, out3 = 0xb again with the negated source first and
 *   the complemented one first in .X (UIADD3 UR16, UP4, UP5, -UR8, UR4,
 *   UR6; UIADD3.X UR17, ~UR9, UR5, UR7, UP4, UP5), as segmentationTree
 *   has them.
 * Second listing:
 * a - c = 0x4_e0000000: low 0xf0000000 + ~0x10000000 + 1 = 0x1_e0000000,
 *   carry 1 (no borrow), high 5 + ~1 + 1 = 4: out0 = 0xe0000000 (UIADD3
 *   UR12, UP2, -UR8, UR4, URZ), out1 = 4 (UIADD3.X UR13, ~UR9, UR5, URZ,
 *   UP2, !UPT).
 * c - a = -0x4_e0000000 = 0xfffffffb_20000000: low 0x10000000 +
 *   ~0xf0000000 + 1 = 0x20000000 with no carry (a borrow), high 1 + ~5 + 0
 *   = 0xfffffffb: out2 = 0x20000000, out3 = 0xfffffffb (UIADD3 UR14, UP3,
 *   -UR4, UR8, URZ; UIADD3.X UR15, ~UR5, UR9, URZ, UP3, !UPT). */
#define USUB_VALUES "UMOV UR4, 0xf0000000\nUMOV UR5, 0x5\nUMOV UR6, 0xf0000000\nUMOV UR7, 0x6\n" \
    "UMOV UR8, 0x10000000\nUMOV UR9, 0x1\n"
#define STORE4(a, b, c, d) "MOV R5, " a "\nSTG.E [R2.64], R5\nMOV R5, " b "\nSTG.E [R8.64], R5\n" \
    "MOV R5, " c "\nSTG.E [R10.64], R5\nMOV R5, " d "\nSTG.E [R12.64], R5\nEXIT\n"
static const char usub3_sass[] = HEAD PTR("R8", "0x218") PTR("R10", "0x220") PTR("R12", "0x228")
    USUB_VALUES
    "UIADD3 UR10, UP0, UP1, UR4, UR6, -UR8\n"
    "UIADD3.X UR11, UR5, UR7, ~UR9, UP0, UP1\n"
    "UIADD3 UR16, UP4, UP5, -UR8, UR4, UR6\n"
    "UIADD3.X UR17, ~UR9, UR5, UR7, UP4, UP5\n"
    STORE4("UR10", "UR11", "UR16", "UR17");

static uint64_t usub3_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)i; (void)n; (void)w;
    static const uint32_t v[4] = { 0xd0000000u, 0xb, 0xd0000000u, 0xb };
    return v[k];
}

static const char usub2_sass[] = HEAD PTR("R8", "0x218") PTR("R10", "0x220") PTR("R12", "0x228")
    USUB_VALUES
    "UIADD3 UR12, UP2, -UR8, UR4, URZ\n"
    "UIADD3.X UR13, ~UR9, UR5, URZ, UP2, !UPT\n"
    "UIADD3 UR14, UP3, -UR4, UR8, URZ\n"
    "UIADD3.X UR15, ~UR5, UR9, URZ, UP3, !UPT\n"
    STORE4("UR12", "UR13", "UR14", "UR15");

static uint64_t usub2_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)i; (void)n; (void)w;
    static const uint32_t v[4] = { 0xe0000000u, 4, 0x20000000u, 0xfffffffbu };
    return v[k];
}

/* ---- UIMAD with a negated source, FMNMX.NAN ---------------------------------
 * UR5 = 7, UR6 = 9, UR7 = 100:
 *   out0 = UIMAD UR4, UR5, UR6, -UR7 = 63 - 100 = -37 = 0xffffffdb;
 *   out1 = UIMAD UR8, -UR5, UR6, UR7 = 100 - 63 = 37.
 * in[t]: t % 4 = 0: a quiet NaN 0x7fc00000, 1: 2.0f, 2: -1.0f, 3: a
 * signaling NaN 0x7f800001.  FMNMX.NAN gives NaN when a source is NaN
 * (PTX min.NaN/max.NaN), NVIDIA's canonical 0x7fffffff:
 *   out2 = FMNMX.NAN in, 1, PT (min with 1.0f): NaN, 1.0f (0x3f800000),
 *          -1.0f (0xbf800000), NaN;
 *   out3 = FMNMX.NAN in, 0.5, !PT (max with 0.5f): NaN, 2.0f (0x40000000),
 *          0.5f (0x3f000000), NaN. */
static const char uimad_nan_sass[] = HEAD PTR("R8", "0x218") PTR("R10", "0x220") PTR("R12", "0x228")
    PTR("R14", "0x230")
    "UMOV UR5, 0x7\n"
    "UMOV UR6, 0x9\n"
    "UMOV UR7, 0x64\n"
    "UIMAD UR4, UR5, UR6, -UR7\n"
    "UIMAD UR8, -UR5, UR6, UR7\n"
    "MOV R5, UR4\n"
    "STG.E [R2.64], R5\n"
    "MOV R5, UR8\n"
    "STG.E [R8.64], R5\n"
    "LDG.E R4, [R14.64]\n"
    "FMNMX.NAN R6, R4, 1, PT\n"
    "FMNMX.NAN R7, R4, 0.5, !PT\n"
    "STG.E [R10.64], R6\n"
    "STG.E [R12.64], R7\n"
    "EXIT\n";

static uint32_t nan_in(unsigned i)
{
    static const uint32_t v[4] = { 0x7fc00000u, 0x40000000u, 0xbf800000u, 0x7f800001u };
    return v[i % 4];
}

static uint64_t uimad_nan_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)w;
    static const uint32_t mn[4] = { 0x7fffffffu, 0x3f800000u, 0xbf800000u, 0x7fffffffu };
    static const uint32_t mx[4] = { 0x7fffffffu, 0x40000000u, 0x3f000000u, 0x7fffffffu };
    switch (k) {
    case 0: return 0xffffffdbu;
    case 1: return 37;
    case 2: return mn[i % 4];
    default: return mx[i % 4];
    }
}

/* ---- clocks, R2UR with a predicate ------------------------------------------
 * out0: %globaltimer read twice (CS2R R6, SR_GLOBALTIMERLO ... CS2R R8):
 *   1 when the second 64-bit reading is not below the first, plus 2 when
 *   they differ by at least 10 (nanoseconds: instructions run between the
 *   reads and the counter steps in 10 ns) -> 3.
 * out1: clock() on the uniform path (S2UR UR4, SR_CLOCKLO ... S2UR UR5):
 *   1 when the second minus the first (32 bits) is at least 1 and below
 *   2^31 (the counter advanced, forwards) -> 1.
 * out2: R2UR's predicate, set in the threads whose value equals the one
 *   R2UR takes, the warp's first active thread's (excl_tile16_vote on the
 *   H200: a 16-thread tile's ballot is right only so):
 *   R10 = t & 16: the first thread of every warp (t = 32w) holds 0: P0 set
 *     where t & 16 is 0 (warp 1 of 50: 32..47), clear where it is 16: SEL
 *     R14, RZ, 0x1, !P0 gives 1 where t & 16 is 0;
 *   R11 = t >> 5, the warp number: the same in the warp, P1 set: +2;
 *   @P2 R2UR P3, URZ, R10 with P2 = (t & 16) != 0 and P3 set before: the
 *     threads that run it all hold 16, their first one too: P3 set there;
 *     the others keep P3: +4 everywhere (were the guard ignored, the
 *     threads with t & 16 would differ from the first, 0, and lose it).
 *   out2 = (t & 16 ? 0 : 1) + 2 + 4. */
static const char clock_r2ur_sass[] = HEAD PTR("R8", "0x218") PTR("R12", "0x220")
    "CS2R R6, SR_GLOBALTIMERLO\n"
    "S2UR UR4, SR_CLOCKLO\n"
    "LOP3.LUT R10, R0, 0x10, RZ, 0xc0, !PT\n"
    "SHF.R.U32.HI R11, RZ, 0x5, R0\n"
    "R2UR P0, URZ, R10\n"
    "R2UR P1, URZ, R11\n"
    "ISETP.NE.U32.AND P2, PT, R10, RZ, PT\n"
    "ISETP.EQ.U32.AND P3, PT, RZ, RZ, PT\n"
    "@P2 R2UR P3, URZ, R10\n"
    "SEL R14, RZ, 0x1, !P0\n"
    "SEL R15, RZ, 0x2, !P1\n"
    "SEL R16, RZ, 0x4, !P3\n"
    "IADD3 R14, R14, R15, R16\n"
    "STG.E [R12.64], R14\n"
    "S2UR UR5, SR_CLOCKLO\n"
    "CS2R R8, SR_GLOBALTIMERLO\n"
    "ISETP.GE.U32.AND P4, PT, R8, R6, PT\n"
    "ISETP.GE.U32.AND.EX P4, PT, R9, R7, PT, P4\n"
    "SEL R17, RZ, 0x1, !P4\n"
    "IADD3 R18, P5, R8, -R6, RZ\n"
    "ISETP.GE.U32.AND P6, PT, R18, 0xa, PT\n"
    "SEL R19, RZ, 0x2, !P6\n"
    "IADD3 R17, R17, R19, RZ\n"
    "STG.E [R2.64], R17\n"
    "UIADD3 UR6, -UR4, UR5, URZ\n"
    "MOV R20, UR6\n"
    "ISETP.GE.U32.AND P0, PT, R20, 0x1, PT\n"
    "ISETP.LT.U32.AND P0, PT, R20, 0x7fffffff, P0\n"
    "SEL R21, RZ, 0x1, !P0\n"
    "LDC.64 R8, c[0x0][0x218]\n"
    "IMAD.WIDE.U32 R8, R0, 0x4, R8\n"
    "STG.E [R8.64], R21\n"
    "EXIT\n";

static uint64_t clock_r2ur_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)w;
    switch (k) {
    case 0: return 3;
    case 1: return 1;
    default: return ((i & 16) ? 0 : 1) + 2 + 4;
    }
}

/* ---- wave64: a uniform instruction reading a per-warp UP ---------------------
 * A wave64 holds two warps, and a UP computed from a per-warp UR differs
 * between them.  R4 = t >> 5, the warp number w; UR4 = REDUX.SUM of it over
 * the warp: 32w for a full warp (0, 32, 64 for 96 threads), 18 for warp 1
 * of 50 threads (32..49).
 *   UP0 = UR4 != 0; USEL UR5, 0x5, 0x9, UP0 (UP0 ? 5 : 9): out0 = w == 0 ?
 *   9 : 5.
 *   UP0 = UR4 > 32 (written again: its per-warp value before is no read);
 *   USEL UR6, 0x3, 0x4, UP0: out1 = w == 2 ? 3 : 4.
 * In wave32 each wave is one warp and nothing is per-warp. */
static const char upwarp_sass[] = HEAD PTR("R8", "0x218")
    "SHF.R.U32.HI R4, RZ, 0x5, R0\n"
    "REDUX.SUM UR4, R4\n"
    "UISETP.NE.U32.AND UP0, UPT, UR4, URZ, UPT\n"
    "USEL UR5, 0x5, 0x9, UP0\n"
    "UISETP.GT.U32.AND UP0, UPT, UR4, 0x20, UPT\n"
    "USEL UR6, 0x3, 0x4, UP0\n"
    "MOV R5, UR5\n"
    "STG.E [R2.64], R5\n"
    "MOV R5, UR6\n"
    "STG.E [R8.64], R5\n"
    "EXIT\n";

static uint64_t upwarp_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)w;
    unsigned wp = i / 32;
    return k == 0 ? (wp == 0 ? 9 : 5) : (wp == 2 ? 3 : 4);
}

/* ---- WARPSYNC.EXCLUSIVE ---------------------------------------------------------
 * The threads of each distinct mask run what follows apart: REDUX.SUM UR4
 * of the thread index t is each group's sum, MOV R9, UR4 hands every thread
 * its own group's.  First listing: the mask is all ones in every thread (one
 * group a warp): out0 = 1024w + 496 for a full warp w (32w + ... + 32w +
 * 31), 729 for warp 1 of 50 threads (32 + ... + 49).
 * Second listing: the mask of a 16-thread tile, 0xffff << (t & 16), two
 * groups in every warp: group g = t / 16 sums 16 * 16g + (0 + ... + 15) =
 * 256g + 120; of 50 threads the last group is 48, 49: 97.  (Before the loop
 * over the masks the launch ended with s_trap 2 here and out0 kept the
 * sentinel; a plain WARPSYNC stored the whole warp's sum, 1024w + 496.)
 * Third listing: an 8-thread tile, 0xff << (t & 24), four groups a warp:
 * group g = t / 8 sums 8 * 8g + (0 + ... + 7) = 64g + 28; of 50 threads the
 * last group is 48, 49: 97.  In wave64 a wave holds two warps whose masks
 * are equal numbers for different threads (0xffff in lanes 0..15 of both):
 * a group stays in its warp, so these sums also check that. */
static const char xsync_one_sass[] = HEAD
    "MOV R6, 0xffffffff\n"
    "WARPSYNC.EXCLUSIVE R6\n"
    "REDUX.SUM UR4, R0\n"
    "MOV R7, UR4\n"
    "STG.E [R2.64], R7\n"
    "EXIT\n";

static uint64_t xsync_one_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)k; (void)w;
    unsigned wp = i / 32;
    return (n == 50 && wp == 1) ? 729 : 1024 * wp + 496;
}

static const char xsync_two_sass[] = HEAD
    "LOP3.LUT R7, R0, 0x10, RZ, 0xc0, !PT\n"
    "MOV R8, 0xffff\n"
    "SHF.L.U32 R6, R8, R7, RZ\n"
    "WARPSYNC.EXCLUSIVE R6\n"
    "REDUX.SUM UR4, R0\n"
    "MOV R9, UR4\n"
    "STG.E [R2.64], R9\n"
    "EXIT\n";

static uint64_t xsync_two_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)k; (void)w;
    unsigned g = i / 16;
    return (n == 50 && g == 3) ? 97 : 256 * g + 120;
}

static const char xsync_four_sass[] = HEAD
    "LOP3.LUT R7, R0, 0x18, RZ, 0xc0, !PT\n"
    "MOV R8, 0xff\n"
    "SHF.L.U32 R6, R8, R7, RZ\n"
    "WARPSYNC.EXCLUSIVE R6\n"
    "REDUX.SUM UR4, R0\n"
    "MOV R9, UR4\n"
    "STG.E [R2.64], R9\n"
    "EXIT\n";

static uint64_t xsync_four_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)k; (void)w;
    unsigned g = i / 8;
    return (n == 50 && g == 6) ? 97 : 64 * g + 28;
}

/* ---- a 16-thread tile's ballot (nvcc's __ballot_sync over a tile mask) ------
 * sm_80's code for cg::tiled_partition<16>'s ballot (conformance case
 * excl_tile16_vote): R6 = 0xffff << (laneid & 16), the tile's mask;
 * REDUX.OR UR6, R6 (both tiles: 0xffffffff); R2UR P1, URZ, R6; @!P1
 * BRA.DIV UR6, slow; the fall-through votes over the lanes there, unmasked
 * (VOTE.ANY R8, PT, P0), the slow path masks the vote by R6 (nvcc's
 * __cuda_sm70_votesync_ballot: WARPSYNC R6; VOTE.ANY; LOP3 & R6).
 * P0 = t & 1.  A ballot over the tile gives each thread the bits of its
 * tile's threads with t & 1, in place: 0xaaaa << (t & 16) where the tile
 * is whole.  Of 50 threads, warp 1 holds 32..49: its first tile (lanes
 * 0..15) gives 0xaaaa, its second holds lanes 16, 17 only: bit 17,
 * 0x20000.  The H200 gives each tile only its bits (excl_tile16_vote:
 * 0x0001ab5a for thread 0, not the whole warp's 0xb5abab5a). */
static const char tile_vote_sass[] = HEAD
    "S2R R5, SR_LANEID\n"
    "LOP3.LUT R7, R5, 0x10, RZ, 0xc0, !PT\n"
    "MOV R8, 0xffff\n"
    "SHF.L.U32 R6, R8, R7, RZ\n"
    "LOP3.LUT R9, R0, 0x1, RZ, 0xc0, !PT\n"
    "ISETP.NE.U32.AND P0, PT, R9, RZ, PT\n"
    "REDUX.OR UR6, R6\n"
    "R2UR P1, URZ, R6\n"
    "@!P1 BRA.DIV UR6, `(.L_x_0)\n"
    "VOTE.ANY R8, PT, P0\n"
    ".L_x_1:\n"
    "STG.E [R2.64], R8\n"
    "EXIT\n"
    ".L_x_0:\n"
    "WARPSYNC R6\n"
    "VOTE.ANY R8, PT, P0\n"
    "LOP3.LUT R8, R8, R6, RZ, 0xc0, !PT\n"
    "BRA `(.L_x_1)\n";

static uint64_t tile_vote_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)k; (void)w;
    if (n == 50 && i >= 48)
        return 0x20000;
    return 0xaaaau << (i & 16);
}

struct tcase {
    struct xcase c;
    int wave64;     /* 0: wave32 only */
};

static const struct tcase cases[] = {
    { { "UIADD3/UIADD3.X with negated sources and two carries (64-bit uniform a + b - c)", usub3_sass, 4,
        0, NULL, 0, NULL, usub3_want }, 1 },
    { { "UIADD3 with a negated source and a carry out (64-bit uniform a - b)", usub2_sass, 4, 0, NULL, 0,
        NULL, usub2_want }, 1 },
    { { "UIMAD with a negated source, FMNMX.NAN", uimad_nan_sass, 4, 0, nan_in, 0, NULL, uimad_nan_want },
      1 },
    { { "%globaltimer (CS2R), clock() into a uniform register (S2UR), R2UR Pd, URZ, Ra", clock_r2ur_sass, 3,
        0, NULL, 0, NULL, clock_r2ur_want }, 1 },
    { { "wave64: USEL reading a UP that differs between the wave's warps; UISETP writing it again",
        upwarp_sass, 2, 0, NULL, 0, NULL, upwarp_want }, 1 },
    { { "WARPSYNC.EXCLUSIVE with one mask a warp: REDUX over the warp", xsync_one_sass, 1, 0, NULL, 0, NULL,
        xsync_one_want }, 1 },
    { { "WARPSYNC.EXCLUSIVE with two masks in a warp (16-thread tiles): REDUX per tile", xsync_two_sass, 1, 0,
        NULL, 0, NULL, xsync_two_want }, 1 },
    { { "WARPSYNC.EXCLUSIVE with four masks in a warp (8-thread tiles): REDUX per tile", xsync_four_sass, 1,
        0, NULL, 0, NULL, xsync_four_want }, 1 },
    { { "a 16-thread tile's ballot: R2UR P, URZ, mask; @!P BRA.DIV URm; VOTE.ANY on each path", tile_vote_sass, 1,
        0, NULL, 0, NULL, tile_vote_want }, 1 },
};

static void run_case(void **state)
{
    const struct tcase *t = *state;
    static const unsigned sizes[] = { 96, 50 };
    for (int w = 32; w <= (t->wave64 ? 64 : 32); w += 32)
        for (int s = 0; s < 2; s++)
            xrun_case_check(&t->c, w, sizes[s]);
}

int main(void)
{
    struct CMUnitTest tests[sizeof cases / sizeof cases[0]];
    size_t n = 0;
    for (; n < sizeof cases / sizeof cases[0]; n++) {
        tests[n] = (struct CMUnitTest)cmocka_unit_test_prestate(run_case, (void *)&cases[n]);
        tests[n].name = cases[n].c.name;
    }
    return cmocka_run_group_tests_name("xlate_cover", tests, NULL, NULL);
}
