/* test_xlate_ctrl.c - control flow, barriers and fences, RUN: each case is a
 * small hand-written sm_90 SASS listing, translated, assembled (llvm-mc-19),
 * linked (ld.lld-19) and run on the RDNA3 emulator (tests/lib/xrun.c) in
 * wave32 and wave64, on one block of 96 threads (three full warps) and of
 * 50 (a full warp and a partial one of 18 threads; in wave64 one wave whose
 * second warp is partial).  Outputs are compared word by word with values
 * derived by hand from CUDA semantics, written beside each case.
 *
 * Every listing starts with HEAD: R0 = threadIdx.x, R2:R3 = &out0[tid]
 * (parameter 0 at c[0x0][0x210]); parameter 1 (0x218) is out1 or the input.
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
#include "sass/sass.h"
#include "xlate/xlate.h"

#define HEAD "S2R R0, SR_TID.X\nLDC.64 R2, c[0x0][0x210]\nIMAD.WIDE.U32 R2, R0, 0x4, R2\n"
#define OUT1 "LDC.64 R8, c[0x0][0x218]\nIMAD.WIDE.U32 R8, R0, 0x4, R8\n"

/* threads of warp w (tid / 32) present in a block of n: a partial last warp */
static uint32_t present_mask(unsigned tid, unsigned n)
{
    unsigned base = tid & ~31u, cnt = n - base >= 32 ? 32 : n - base;
    return cnt == 32 ? 0xffffffffu : (1u << cnt) - 1;
}

/* ---- if/else with reconvergence (BSSY/BSYNC) ---------------------------------
 * if (tid & 4) r = tid + 100; else r = tid * 2;   then, reconverged, r += 1.
 * Lanes 4-7, 12-15, ... take the branch: every warp diverges. */
static const char ifelse_sass[] = HEAD
    "LOP3.LUT R4, R0, 0x4, RZ, 0xc0, !PT\n"
    "ISETP.NE.U32.AND P0, PT, R4, RZ, PT\n"
    "BSSY B0, `(.L_x_1)\n"
    "@P0 BRA `(.L_x_0)\n"
    "IMAD.SHL.U32 R5, R0, 0x2, RZ\n"
    "BRA `(.L_x_1)\n"
    ".L_x_0:\n"
    "IADD3 R5, R0, 0x64, RZ\n"
    ".L_x_1:\n"
    "BSYNC B0\n"
    "IADD3 R5, R5, 0x1, RZ\n"
    "STG.E [R2.64], R5\n"
    "EXIT\n";

static uint64_t ifelse_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)k; (void)w;
    return ((i & 4) ? i + 100 : i * 2) + 1;
}

/* ---- a loop with a divergent exit -------------------------------------------
 * lim = tid & 7; sum = 0; for (i = 0; ; i++) { sum += i; if (i >= lim) break; }
 * (the loop's own test, i < 100, never fails: a conditional back edge).
 * At the break i = lim and sum = 0 + 1 + ... + lim = lim (lim + 1) / 2;
 * out = i * 1000 + sum.  Lanes leave after 1 to 8 trips. */
static const char loop_sass[] = HEAD
    "MOV R5, RZ\n"
    "MOV R6, RZ\n"
    "LOP3.LUT R7, R0, 0x7, RZ, 0xc0, !PT\n"
    "BSSY B0, `(.L_x_1)\n"
    ".L_x_0:\n"
    "IADD3 R5, R5, R6, RZ\n"
    "ISETP.GE.U32.AND P0, PT, R6, R7, PT\n"
    "@P0 BRA `(.L_x_1)\n"
    "IADD3 R6, R6, 0x1, RZ\n"
    "ISETP.LT.U32.AND P1, PT, R6, 0x64, PT\n"
    "@P1 BRA `(.L_x_0)\n"
    ".L_x_1:\n"
    "BSYNC B0\n"
    "IMAD R5, R6, 0x3e8, R5\n"
    "STG.E [R2.64], R5\n"
    "EXIT\n";

static uint64_t loop_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)k; (void)w;
    unsigned lim = i & 7;
    return lim * 1000 + lim * (lim + 1) / 2;
}

/* ---- predicated EXIT, then more work in the other lanes ------------------------
 * out0[tid] = tid; odd threads exit; the even ones store their warp's ballot
 * of true (__ballot_sync: the active, i.e. even and present, lanes) to
 * out1[tid] and tid + 7 to out0[tid].  Odd threads: out0 = tid, out1 untouched. */
static const char exit_sass[] = HEAD
    "STG.E [R2.64], R0\n"
    "LOP3.LUT R4, R0, 0x1, RZ, 0xc0, !PT\n"
    "ISETP.NE.U32.AND P0, PT, R4, RZ, PT\n"
    "@P0 EXIT\n"
    OUT1
    "VOTE.ANY R5, PT, PT\n"
    "STG.E [R8.64], R5\n"
    "IADD3 R6, R0, 0x7, RZ\n"
    "STG.E [R2.64], R6\n"
    "EXIT\n";

static uint64_t exit_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)w;
    if (k == 0)
        return (i & 1) ? i : i + 7;
    return (i & 1) ? XRUN_SENTINEL : 0x55555555u & present_mask(i, n);
}

/* ---- nested divergence ---------------------------------------------------------
 * if (tid & 1) { if (tid & 2) r = 10; else r = 11; r += 256; } else r = 12;
 * r += tid.  Two BSSY levels; the inner join runs only the odd lanes. */
static const char nested_sass[] = HEAD
    "LOP3.LUT R4, R0, 0x1, RZ, 0xc0, !PT\n"
    "ISETP.NE.U32.AND P0, PT, R4, RZ, PT\n"
    "LOP3.LUT R4, R0, 0x2, RZ, 0xc0, !PT\n"
    "ISETP.NE.U32.AND P1, PT, R4, RZ, PT\n"
    "BSSY B0, `(.L_x_3)\n"
    "@!P0 BRA `(.L_x_2)\n"
    "BSSY B1, `(.L_x_1)\n"
    "@!P1 BRA `(.L_x_0)\n"
    "MOV R5, 0xa\n"
    "BRA `(.L_x_1)\n"
    ".L_x_0:\n"
    "MOV R5, 0xb\n"
    ".L_x_1:\n"
    "BSYNC B1\n"
    "IADD3 R5, R5, 0x100, RZ\n"
    "BRA `(.L_x_3)\n"
    ".L_x_2:\n"
    "MOV R5, 0xc\n"
    ".L_x_3:\n"
    "BSYNC B0\n"
    "IADD3 R5, R5, R0, RZ\n"
    "STG.E [R2.64], R5\n"
    "EXIT\n";

static uint64_t nested_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)k; (void)w;
    return ((i & 1) ? ((i & 2) ? 10u : 11u) + 256 : 12u) + i;
}

/* ---- BRA.DIV ----------------------------------------------------------------------
 * Threads >= 16 branch ahead (r = 3); threads 0-15 then test BRA.DIV: their
 * warp 0 is diverged (16-31 wait elsewhere), so they take it (r = 2, the
 * fall-through would give 1).  After BSYNC all are together again: the second
 * BRA.DIV is not taken and r += 16. */
static const char bradiv_sass[] = HEAD
    "ISETP.GE.U32.AND P0, PT, R0, 0x10, PT\n"
    "MOV R5, RZ\n"
    "BSSY B0, `(.L_x_2)\n"
    "@P0 BRA `(.L_x_1)\n"
    "BRA.DIV ~URZ, `(.L_x_0)\n"
    "MOV R5, 0x1\n"
    "BRA `(.L_x_2)\n"
    ".L_x_0:\n"
    "MOV R5, 0x2\n"
    "BRA `(.L_x_2)\n"
    ".L_x_1:\n"
    "MOV R5, 0x3\n"
    ".L_x_2:\n"
    "BSYNC B0\n"
    "BRA.DIV ~URZ, `(.L_x_3)\n"
    "IADD3 R5, R5, 0x10, RZ\n"
    ".L_x_3:\n"
    "STG.E [R2.64], R5\n"
    "EXIT\n";

static uint64_t bradiv_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)k; (void)w;
    return (i < 16 ? 2u : 3u) + 16;
}

/* ---- CALL / RET ---------------------------------------------------------------------
 * Threads >= 20 call a subroutine (r *= 5; nvcc's shape: return offset in R4,
 * CALL.REL.NOINC, RET.REL.NODEC R4), the others add 3: r = tid*5 or tid+3. */
static const char call_sass[] = HEAD
    "ISETP.GE.U32.AND P0, PT, R0, 0x14, PT\n"
    "MOV R5, R0\n"
    "BSSY B0, `(.L_x_1)\n"
    "@!P0 BRA `(.L_x_0)\n"
    "MOV R4, 0xa0\n"
    "CALL.REL.NOINC `($__internal_0_sub)\n"
    "BRA `(.L_x_1)\n"
    ".L_x_0:\n"
    "IADD3 R5, R5, 0x3, RZ\n"
    ".L_x_1:\n"
    "BSYNC B0\n"
    "STG.E [R2.64], R5\n"
    "EXIT\n"
    ".L_x_2:\n"
    "BRA `(.L_x_2)\n"
    "        .weak           $__internal_0_sub\n"
    "        .type           $__internal_0_sub,@function\n"
    "$__internal_0_sub:\n"
    "IMAD R5, R5, 0x5, RZ\n"
    "RET.REL.NODEC R4 `(k)\n";

static uint64_t call_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)k; (void)w;
    return i >= 20 ? i * 5 : i + 3;
}

/* ---- BAR.ARV / BAR.SYNC with a count (nvcc's code for bar.arrive 1, 96 and
 * bar.sync 1, 96): threads 0-63 store s[tid] = tid and arrive; threads 64-95
 * wait and read s[tid - 64]: out[tid] = tid - 64 for tid >= 64, the others
 * store nothing.  (Waves never mix the two sides: 64 is a multiple of both
 * wave sizes.) */
static const char arv_sass[] =
    "S2R R7, SR_TID.X\n"
    "S2UR UR5, SR_CgaCtaId\n"
    "UMOV UR4, 0x400\n"
    "ULEA UR4, UR5, UR4, 0x18\n"
    "ISETP.GE.AND P0, PT, R7, 0x40, PT\n"
    "LEA R0, R7, UR4, 0x2\n"
    "@P0 BAR.SYNC.DEFER_BLOCKING 0x1, 0x60\n"
    "@P0 LDC.64 R2, c[0x0][0x210]\n"
    "@P0 LDS R5, [R0+-0x100]\n"
    "@P0 IMAD.WIDE R2, R7, 0x4, R2\n"
    "@P0 STG.E [R2.64], R5\n"
    "@P0 EXIT\n"
    "STS [R0], R7\n"
    "WARPSYNC.ALL\n"
    "BAR.ARV 0x1, 0x60\n"
    "EXIT\n";

static uint64_t arv_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)k; (void)w;
    return i >= 64 ? i - 64 : XRUN_SENTINEL;
}

/* ---- BAR.RED + B2R.RESULT (nvcc's code for __syncthreads_count/and/or of
 * p = in[tid] > 5): out = count * 100 + and * 10 + or.
 * in = tid % 7: p holds for tid = 6, 13, 20, ...: count = the number of
 * those below n (96: 13; 50: 7), and = 0, or = 1.
 * in = tid + 6: p holds everywhere: count = n, and = 1, or = 1. */
static const char barred_sass[] =
    "S2R R9, SR_TID.X\n"
    "LDC.64 R2, c[0x0][0x218]\n"
    "LDC.64 R4, c[0x0][0x210]\n"
    "IMAD.WIDE R2, R9, 0x4, R2\n"
    "LDG.E R2, [R2.64]\n"
    "IMAD.WIDE R4, R9, 0x4, R4\n"
    "ISETP.GT.AND P0, PT, R2, 0x5, PT\n"
    "BAR.RED.POPC.DEFER_BLOCKING 0x0, P0\n"
    "B2R.RESULT R0\n"
    "BAR.RED.AND.DEFER_BLOCKING 0x0, P0\n"
    "B2R.RESULT RZ, P1\n"
    "BAR.RED.OR.DEFER_BLOCKING 0x0, P0\n"
    "B2R.RESULT RZ, P0\n"
    "SEL R7, RZ, 0x1, !P1\n"
    "IMAD R0, R0, 0xa, R7\n"
    "IMAD R0, R0, 0xa, RZ\n"
    "IADD3 R7, R0, 0x1, RZ\n"
    "@!P0 IADD3 R7, R0, RZ, RZ\n"
    "STG.E [R4.64], R7\n"
    "EXIT\n";

static uint32_t mod7(unsigned i) { return i % 7; }
static uint32_t plus6(unsigned i) { return i + 6; }

static uint64_t barred_some_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)i; (void)k; (void)w;
    unsigned count = n > 6 ? (n - 7) / 7 + 1 : 0;
    return count * 100 + 0 * 10 + 1;
}

static uint64_t barred_all_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)i; (void)k; (void)w;
    return n * 100 + 10 + 1;
}

/* ---- fences, error barriers, cache control, sleep ------------------------------
 * out = 1, every kind of fence, then out = out + 1: 2 (the fences change no
 * value; the run checks that each has a translation that assembles and runs). */
static const char fence_sass[] = HEAD
    "MOV R5, 0x1\n"
    "STG.E [R2.64], R5\n"
    "MEMBAR.SC.CTA\n"
    "MEMBAR.SC.GPU\n"
    "ERRBAR\n"
    "CGAERRBAR\n"
    "CCTL.IVALL\n"
    "MEMBAR.SC.SYS\n"
    "MEMBAR.ALL.GPU\n"
    "MEMBAR.ALL.CTA\n"
    "FENCE.VIEW.ASYNC.S\n"
    "NANOSLEEP 0x64\n"
    "NANOSLEEP R0\n"
    "LDG.E R6, [R2.64]\n"
    "IADD3 R6, R6, 0x1, RZ\n"
    "STG.E [R2.64], R6\n"
    "EXIT\n";

static uint64_t fence_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)i; (void)n; (void)k; (void)w;
    return 2;
}

/* ---- BRX: a switch through a jump table --------------------------------------
 * r = tid % 4 == 0 ? 10 : == 1 ? tid * 3 : == 2 ? tid + 0x200 : tid + 0x300.
 * R6 is the case's offset (nvcc loads it from a table in c[0x2]; here SELs
 * pick it) and BRX R6 -0x100 jumps to 0x100 + R6 - 0x100 = R6: the offset
 * of the next instruction is 0x100 (instructions are numbered 16 bytes
 * apart from 0).  Case 3 sits before the BRX (0x40): a backward target,
 * its lanes run first; the forward ones wait at their labels. */
static const char brx_sass[] = HEAD                 /* 0x00 .. 0x20 */
    "BRA `(.L_x_9)\n"                                /* 0x30 */
    ".L_x_0:\n"
    "IADD3 R5, R0, 0x300, RZ\n"                      /* 0x40: case 3 */
    "BRA `(.L_x_5)\n"                                /* 0x50 */
    ".L_x_9:\n"
    "LOP3.LUT R4, R0, 0x3, RZ, 0xc0, !PT\n"          /* 0x60 */
    "MOV R6, 0x100\n"                                /* 0x70 */
    "ISETP.EQ.U32.AND P0, PT, R4, 0x1, PT\n"         /* 0x80 */
    "@P0 MOV R6, 0x120\n"                            /* 0x90 */
    "ISETP.EQ.U32.AND P1, PT, R4, 0x2, PT\n"         /* 0xa0 */
    "@P1 MOV R6, 0x140\n"                            /* 0xb0 */
    "ISETP.EQ.U32.AND P2, PT, R4, 0x3, PT\n"         /* 0xc0 */
    "@P2 MOV R6, 0x40\n"                             /* 0xd0 */
    "BSSY B0, `(.L_x_5)\n"                           /* 0xe0 */
    "BRX R6 -0x100 (*\"BRANCH_TARGETS .L_x_1,.L_x_2,.L_x_3,.L_x_0\"*)\n"   /* 0xf0 */
    ".L_x_1:\n"
    "MOV R5, 0xa\n"                                  /* 0x100: case 0 */
    "BRA `(.L_x_5)\n"
    ".L_x_2:\n"
    "IMAD R5, R0, 0x3, RZ\n"                         /* 0x120: case 1 */
    "BRA `(.L_x_5)\n"
    ".L_x_3:\n"
    "IADD3 R5, R0, 0x200, RZ\n"                      /* 0x140: case 2 */
    ".L_x_5:\n"
    "BSYNC B0\n"
    "STG.E [R2.64], R5\n"
    "EXIT\n";

static uint64_t brx_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)k; (void)w;
    switch (i % 4) {
    case 0: return 10;
    case 1: return i * 3;
    case 2: return i + 0x200;
    default: return i + 0x300;
    }
}

/* ---- a loop left by BREAK, its barrier saved and restored with BMOV -------------
 * lim = tid & 7; for (i = 0; ; i++) { if (i >= lim) break; sum += i; }
 * out = i * 1000 + sum = lim * 1000 + lim (lim - 1) / 2.  BMOV saves B1 to
 * R8 and puts it back, as nvcc does around a nested region. */
static const char break_sass[] = HEAD
    "MOV R5, RZ\n"
    "MOV R6, RZ\n"
    "LOP3.LUT R7, R0, 0x7, RZ, 0xc0, !PT\n"
    "BMOV.32.CLEAR R8, B1\n"
    "BSSY B0, `(.L_x_1)\n"
    ".L_x_0:\n"
    "ISETP.GE.U32.AND P0, PT, R6, R7, PT\n"
    "@P0 BREAK B0\n"
    "@P0 BRA `(.L_x_1)\n"
    "IADD3 R5, R5, R6, RZ\n"
    "IADD3 R6, R6, 0x1, RZ\n"
    "BRA `(.L_x_0)\n"
    ".L_x_1:\n"
    "BSYNC B0\n"
    "BMOV.32 B1, R8\n"
    "IMAD R5, R6, 0x3e8, R5\n"
    "STG.E [R2.64], R5\n"
    "EXIT\n";

static uint64_t break_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)k; (void)w;
    unsigned lim = i & 7;
    return lim * 1000 + lim * (lim - (lim > 0)) / 2 * (lim > 0);
}

/* ---- VOTEU.ANY of a predicate, BRA.CONV, guarded BRA.DIV with that mask --------
 * Lanes 16-31 of each warp store 1 and exit; VOTEU.ANY UR4, UPT, !P0 is the
 * mask of the others (lanes 0-15).  BRA.CONV ~URZ: the warp's remaining
 * threads are all here (exited ones do not count), so it is taken (r = 2,
 * not 3).  Then lanes 0-7 branch ahead (r = 6) and lanes 8-15 test
 * @!P0 BRA.DIV UR4: lanes 0-7 of the mask are not with them, so it is
 * taken (r = 5, not 4).  out: lane >= 16: 1; lane < 8: 6; else 5. */
static const char conv_sass[] = HEAD
    "LOP3.LUT R4, R0, 0x1f, RZ, 0xc0, !PT\n"
    "ISETP.GE.U32.AND P0, PT, R4, 0x10, PT\n"
    "ISETP.LT.U32.AND P1, PT, R4, 0x8, PT\n"
    "MOV R5, 0x1\n"
    "@P0 STG.E [R2.64], R5\n"
    "VOTEU.ANY UR4, UPT, !P0\n"
    "@P0 EXIT\n"
    "BSSY B1, `(.L_x_4)\n"
    "BRA.CONV ~URZ, `(.L_x_3)\n"
    "MOV R5, 0x3\n"
    "BRA `(.L_x_4)\n"
    ".L_x_3:\n"
    "MOV R5, 0x2\n"
    ".L_x_4:\n"
    "BSYNC B1\n"
    "BSSY B0, `(.L_x_2)\n"
    "@P1 BRA `(.L_x_1)\n"
    "@!P0 BRA.DIV UR4, `(.L_x_0)\n"
    "MOV R5, 0x4\n"
    "BRA `(.L_x_2)\n"
    ".L_x_0:\n"
    "MOV R5, 0x5\n"
    "BRA `(.L_x_2)\n"
    ".L_x_1:\n"
    "MOV R5, 0x6\n"
    ".L_x_2:\n"
    "BSYNC B0\n"
    "STG.E [R2.64], R5\n"
    "EXIT\n";

static uint64_t conv_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)k; (void)w;
    unsigned l = i & 31;
    return l >= 16 ? 1 : l < 8 ? 6 : 5;
}

/* ---- CALL.REL.NOINC Rn: a call through a function pointer ----------------------
 * sel = tid & 3; R6 = the callee's offset in the section (0xf0 sub_a for
 * sel 0 and 3, 0x110 sub_b for 1, 0x130 sub_c for 2; nvcc's tables hold
 * such offsets); sub_a: r *= 5, sub_b: r += 100, sub_c: r &= 0xf0f. */
static const char icall_sass[] = HEAD               /* 0x00 .. 0x20 */
    "LOP3.LUT R4, R0, 0x3, RZ, 0xc0, !PT\n"          /* 0x30 */
    "MOV R6, 0xf0\n"                                 /* 0x40 */
    "ISETP.EQ.U32.AND P0, PT, R4, 0x1, PT\n"         /* 0x50 */
    "@P0 MOV R6, 0x110\n"                            /* 0x60 */
    "ISETP.EQ.U32.AND P1, PT, R4, 0x2, PT\n"         /* 0x70 */
    "@P1 MOV R6, 0x130\n"                            /* 0x80 */
    "MOV R5, R0\n"                                   /* 0x90 */
    "MOV R20, 0xc0\n"                                /* 0xa0 */
    "CALL.REL.NOINC R6 `(k)\n"                       /* 0xb0 */
    "STG.E [R2.64], R5\n"                            /* 0xc0 */
    "EXIT\n"                                         /* 0xd0 */
    ".L_x_9:\n"
    "BRA `(.L_x_9)\n"                                /* 0xe0 */
    "        .weak           $k$sub_a\n"
    "        .type           $k$sub_a,@function\n"
    "$k$sub_a:\n"
    "IMAD R5, R5, 0x5, RZ\n"                         /* 0xf0 */
    "RET.REL.NODEC R20 `(k)\n"
    "        .weak           $k$sub_b\n"
    "        .type           $k$sub_b,@function\n"
    "$k$sub_b:\n"
    "IADD3 R5, R5, 0x64, RZ\n"                       /* 0x110 */
    "RET.REL.NODEC R20 `(k)\n"
    "        .weak           $k$sub_c\n"
    "        .type           $k$sub_c,@function\n"
    "$k$sub_c:\n"
    "LOP3.LUT R5, R5, 0xf0f, RZ, 0xc0, !PT\n"        /* 0x130 */
    "RET.REL.NODEC R20 `(k)\n";

static uint64_t icall_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)k; (void)w;
    switch (i & 3) {
    case 1: return i + 100;
    case 2: return i & 0xf0f;
    default: return i * 5;
    }
}

/* A recursive subroutine in nvcc's shape: it saves the registers it keeps
 * across the call (R16, and R20 the return offset) on the local stack
 * below R1, and returns through RET.  count(n) = n == 0 ? 0 : count(n-1) + n,
 * so out = n(n+1)/2.  In the "recursive CALL" case n = tid & 7: the lanes
 * with n == 0 wait at .L_x_1 while the others call again, so the inner
 * activations must not see them there (the call stack keeps the pending
 * table); the depth test reads n from its input. */
#define COUNT_SUB \
    "EXIT\n" \
    ".L_x_9:\n" \
    "BRA `(.L_x_9)\n" \
    "        .weak           $k$count\n" \
    "        .type           $k$count,@function\n" \
    "$k$count:\n" \
    "IADD3 R1, R1, -0x8, RZ\n" \
    "STL [R1], R20\n" \
    "STL [R1+0x4], R16\n" \
    "MOV R16, R4\n" \
    "MOV R5, RZ\n" \
    "ISETP.EQ.U32.AND P0, PT, R4, RZ, PT\n" \
    "@P0 BRA `(.L_x_1)\n" \
    "IADD3 R4, R4, -0x1, RZ\n" \
    "MOV R20, 0x0\n" \
    "CALL.REL.NOINC `($k$count)\n" \
    "IADD3 R5, R5, R16, RZ\n" \
    ".L_x_1:\n" \
    "LDL R20, [R1]\n" \
    "LDL R16, [R1+0x4]\n" \
    "IADD3 R1, R1, 0x8, RZ\n" \
    "RET.REL.NODEC R20 `(k)\n"

static const char recursive_sass[] =
    "IMAD.MOV.U32 R1, RZ, RZ, c[0x0][0x28]\n" HEAD
    "LOP3.LUT R4, R0, 0x7, RZ, 0xc0, !PT\n"
    "MOV R20, 0x0\n"
    "CALL.REL.NOINC `($k$count)\n"
    "STG.E [R2.64], R5\n"
    COUNT_SUB;

static uint64_t recursive_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)k; (void)w;
    unsigned m = i & 7;
    return m * (m + 1) / 2;
}

/* Subroutines calling each other (not recursive): the kernel calls a, a
 * calls b twice; b(x) = x * 3, a(x) = b(b(x) + 1) + 5; out = 9 tid + 8. */
static const char nested_call_sass[] = HEAD
    "MOV R4, R0\n"
    "MOV R20, 0x0\n"
    "CALL.REL.NOINC `($k$a)\n"
    "STG.E [R2.64], R4\n"
    "EXIT\n"
    ".L_x_9:\n"
    "BRA `(.L_x_9)\n"
    "        .weak           $k$a\n"
    "        .type           $k$a,@function\n"
    "$k$a:\n"
    "MOV R16, R20\n"
    "CALL.REL.NOINC `($k$b)\n"
    "IADD3 R4, R4, 0x1, RZ\n"
    "CALL.REL.NOINC `($k$b)\n"
    "IADD3 R4, R4, 0x5, RZ\n"
    "MOV R20, R16\n"
    "RET.REL.NODEC R20 `(k)\n"
    "        .weak           $k$b\n"
    "        .type           $k$b,@function\n"
    "$k$b:\n"
    "IMAD R4, R4, 0x3, RZ\n"
    "RET.REL.NODEC R20 `(k)\n";

static uint64_t nested_call_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)k; (void)w;
    return 9 * i + 8;
}

/* The call stack's depth: count's frame is 8 bytes, taken as 16 (the
 * smallest frame the bound assumes), so 1024 / 16 = 64 calls may be active
 * (xlate_abi.c, "the call stack"); count(n) from the kernel makes n + 1
 * nested calls.  n = 63 in one lane runs (out = 63 * 64 / 2 = 2016); n = 64
 * makes a 65th call, which traps (s_trap 2) instead of writing past the
 * records. */
static const char depth_sass[] =
    "IMAD.MOV.U32 R1, RZ, RZ, c[0x0][0x28]\n" HEAD OUT1
    "LDG.E R4, [R8.64]\n"
    "MOV R20, 0x0\n"
    "CALL.REL.NOINC `($k$count)\n"
    "STG.E [R2.64], R5\n"
    COUNT_SUB;

/* A RET with lanes of its subroutine still able to wait at a block after
 * it: the lanes with P0 (odd threads) wait at .L_x_5 while the wave
 * reaches the first RET with the others, which are kept until the second
 * RET returns them all: out = 2 for odd threads, 1 for even ones.  (It
 * was declined: "lanes of the subroutine may wait at ..., after its
 * RET".) */
#define EARLY_RET_SUB                                                                              \
    "ISETP.NE.U32.AND P0, PT, R4, RZ, PT\n"                                                         \
    "@P0 BRA `(.L_x_5)\n"                                                                          \
    "MOV R5, 0x1\n"                                                                                \
    "RET.REL.NODEC R20 `(k)\n"                                                                     \
    ".L_x_5:\n"                                                                                    \
    "MOV R5, 0x2\n"                                                                                \
    "RET.REL.NODEC R20 `(k)\n"
static const char early_ret_sass[] = HEAD
    "LOP3.LUT R4, R0, 0x1, RZ, 0xc0, !PT\n"
    "MOV R20, 0x0\n"
    "CALL.REL.NOINC `($k$sub)\n"
    "STG.E [R2.64], R5\n"
    "EXIT\n"
    ".L_x_9:\n"
    "BRA `(.L_x_9)\n"
    "        .weak           $k$sub\n"
    "        .type           $k$sub,@function\n"
    "$k$sub:\n"
    EARLY_RET_SUB;

static uint64_t early_ret_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)k; (void)w;
    return (i & 1) ? 2 : 1;
}

/* nvcc's layout (sm_90's cooperative-groups sync, cg_group_call): the slow
 * path after the RET branches back into the body.  Threads with tid & 4
 * go past the RET, add 0x100 and come back; every thread adds 7 and
 * returns: out = tid + 7 + (tid & 4 ? 0x100 : 0).  The wave reaches the
 * RET first with the other lanes, keeps them, runs the slow path, and at
 * the RET again (nothing waits after it now) returns them all. */
static const char ret_back_sass[] = HEAD
    "LOP3.LUT P0, RZ, R0, 0x4, RZ, 0xc0, !PT\n"
    "MOV R5, R0\n"
    "BSSY B0, `(.L_x_1)\n"
    "MOV R20, 0x80\n"
    "CALL.REL.NOINC `($k$sub)\n"
    ".L_x_1:\n"
    "BSYNC B0\n"
    "STG.E [R2.64], R5\n"
    "EXIT\n"
    ".L_x_9:\n"
    "BRA `(.L_x_9)\n"
    "        .weak           $k$sub\n"
    "        .type           $k$sub,@function\n"
    "$k$sub:\n"
    "@P0 BRA `(.L_x_4)\n"
    ".L_x_3:\n"
    "IADD3 R5, R5, 0x7, RZ\n"
    "RET.REL.NODEC R20 `(k)\n"
    ".L_x_4:\n"
    "IADD3 R5, R5, 0x100, RZ\n"
    "BRA `(.L_x_3)\n";

static uint64_t ret_back_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)k; (void)w;
    return i + 7 + ((i & 4) ? 0x100 : 0);
}

/* The same subroutine called through the call stack (it calls another):
 * the kept lanes would need a place in the record, so its first RET is
 * declined with the reason, the second (nothing after it) is not. */
static const char early_ret_nested_sass[] = HEAD
    "LOP3.LUT R4, R0, 0x1, RZ, 0xc0, !PT\n"
    "MOV R20, 0x0\n"
    "CALL.REL.NOINC `($k$sub)\n"
    "STG.E [R2.64], R5\n"
    "EXIT\n"
    ".L_x_9:\n"
    "BRA `(.L_x_9)\n"
    "        .weak           $k$b\n"
    "        .type           $k$b,@function\n"
    "$k$b:\n"
    "RET.REL.NODEC R22 `(k)\n"
    "        .weak           $k$sub\n"
    "        .type           $k$sub,@function\n"
    "$k$sub:\n"
    "MOV R22, 0x0\n"
    "CALL.REL.NOINC `($k$b)\n"
    EARLY_RET_SUB;
/* ---- spin loops (a YIELD in the loop) ------------------------------------------
 * Warps waiting for each other through memory, as cooperative groups'
 * multi-warp tiles do (sync_warps): warp 0 (tid < 32) spins until mem[0]
 * is not 0, then stores mem[2] = 7; warp 1 (32 <= tid < 64) stores
 * mem[0] = 1.  The spinning path comes first, so in wave64, where both
 * warps are one wave, warp 1 runs only when the loop lets it (it waited at
 * .L_x_1 forever before spin loops yielded).  After the BSYNC a barrier;
 * then every thread reads mem[2], which warp 0 stored before it: out[tid]
 * = 1000 * 7 + 100 * (the flag warp 0 read: 1; the others 0) + tid.  In
 * wave64 warp 1 leaves the BSYNC while warp 0 still spins (another warp:
 * not held there), so the BAR must hold it, or the wave would pass
 * s_barrier twice and release warp 2's wave (block 96) before mem[2] = 7. */
static const char spin_warps_sass[] = HEAD
    "LDC.64 R8, c[0x0][0x218]\n"
    "MOV R4, RZ\n"
    "ISETP.GE.U32.AND P0, PT, R0, 0x20, PT\n"
    "BSSY B0, `(.L_x_3)\n"
    "@P0 BRA `(.L_x_1)\n"
    ".L_x_0:\n"
    "LDG.E.STRONG.GPU R4, [R8.64]\n"
    "YIELD\n"
    "ISETP.EQ.U32.AND P1, PT, R4, RZ, PT\n"
    "@P1 BRA `(.L_x_0)\n"
    "MOV R6, 0x7\n"
    "STG.E.STRONG.GPU [R8.64+0x8], R6\n"
    "BRA `(.L_x_2)\n"
    ".L_x_1:\n"
    "ISETP.GE.U32.AND P2, PT, R0, 0x40, PT\n"
    "@P2 BRA `(.L_x_2)\n"
    "MOV R5, 0x1\n"
    "STG.E.STRONG.GPU [R8.64], R5\n"
    ".L_x_2:\n"
    "BSYNC B0\n"
    ".L_x_3:\n"
    "BAR.SYNC.DEFER_BLOCKING 0x0\n"
    "LDG.E.STRONG.GPU R7, [R8.64+0x8]\n"
    "IMAD R6, R7, 0x3e8, R0\n"
    "IMAD R6, R4, 0x64, R6\n"
    "STG.E [R2.64], R6\n"
    "EXIT\n";

static uint64_t spin_warps_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)w;
    if (k == XRUN_MEM)
        return i == 0 ? 1 : i == 2 ? 7 : 0;
    return 7000 + (i < 32 ? 100 : 0) + i;
}

/* The same with the barrier as nvcc writes __syncthreads() where the warp
 * may be diverged: BRA.CONV to BAR.SYNC when the warp runs together, else
 * a call of a subroutine holding WARPSYNC and BAR.SYNC (cg_tiles' cta.sync()
 * on sm_80).  While warp 0 spins, warp 1's lanes see lanes waiting
 * (BRA.CONV: diverged) and call it: the CALL must hold them as the BAR
 * does.  Same outputs as above. */
static const char spin_warps_call_sass[] = HEAD
    "LDC.64 R8, c[0x0][0x218]\n"
    "MOV R4, RZ\n"
    "ISETP.GE.U32.AND P0, PT, R0, 0x20, PT\n"
    "BSSY B0, `(.L_x_3)\n"
    "@P0 BRA `(.L_x_1)\n"
    ".L_x_0:\n"
    "LDG.E.STRONG.GPU R4, [R8.64]\n"
    "YIELD\n"
    "ISETP.EQ.U32.AND P1, PT, R4, RZ, PT\n"
    "@P1 BRA `(.L_x_0)\n"
    "MOV R6, 0x7\n"
    "STG.E.STRONG.GPU [R8.64+0x8], R6\n"
    "BRA `(.L_x_2)\n"
    ".L_x_1:\n"
    "ISETP.GE.U32.AND P2, PT, R0, 0x40, PT\n"
    "@P2 BRA `(.L_x_2)\n"
    "MOV R5, 0x1\n"
    "STG.E.STRONG.GPU [R8.64], R5\n"
    ".L_x_2:\n"
    "BSYNC B0\n"
    ".L_x_3:\n"
    "BRA.CONV ~URZ, `(.L_x_4)\n"
    "MOV R10, 0x200\n"
    "CALL.REL.NOINC `($__internal_1_barrier_sync_0)\n"
    "BRA `(.L_x_5)\n"
    ".L_x_4:\n"
    "BAR.SYNC.DEFER_BLOCKING 0x0\n"
    ".L_x_5:\n"
    "LDG.E.STRONG.GPU R7, [R8.64+0x8]\n"
    "IMAD R6, R7, 0x3e8, R0\n"
    "IMAD R6, R4, 0x64, R6\n"
    "STG.E [R2.64], R6\n"
    "EXIT\n"
    ".L_x_6:\n"
    "BRA `(.L_x_6)\n"
    "        .weak           $__internal_1_barrier_sync_0\n"
    "        .type           $__internal_1_barrier_sync_0,@function\n"
    "$__internal_1_barrier_sync_0:\n"
    "WARPSYNC 0xffffffff\n"
    "BAR.SYNC 0x0\n"
    "RET.REL.NODEC R10 `(k)\n";

/* Lanes of one warp: lane 0 of each warp spins until mem[warp] is not 0,
 * which lane 1 of that warp stores on the path after the loop (independent
 * thread scheduling lets it run on NVIDIA; one wave in either size here:
 * the loop spun forever before).  out0[tid] = 100 * (lane 0: the flag, 1;
 * the others 0) + tid; after the BSYNC the warp is whole again, so
 * out1[tid] = the ballot of true = the warp's present lanes (the other
 * lanes wait at the BSYNC for lane 0). */
static const char spin_lanes_sass[] = HEAD
    "LDC.64 R12, c[0x0][0x218]\n"
    "IMAD.WIDE.U32 R12, R0, 0x4, R12\n"
    "LDC.64 R8, c[0x0][0x220]\n"
    "SHF.R.U32.HI R10, RZ, 0x5, R0\n"
    "IMAD.WIDE.U32 R8, R10, 0x4, R8\n"
    "MOV R4, RZ\n"
    "LOP3.LUT R5, R0, 0x1f, RZ, 0xc0, !PT\n"
    "ISETP.NE.U32.AND P0, PT, R5, RZ, PT\n"
    "BSSY B0, `(.L_x_3)\n"
    "@P0 BRA `(.L_x_1)\n"
    ".L_x_0:\n"
    "LDG.E.STRONG.GPU R4, [R8.64]\n"
    "YIELD\n"
    "ISETP.EQ.U32.AND P1, PT, R4, RZ, PT\n"
    "@P1 BRA `(.L_x_0)\n"
    "BRA `(.L_x_2)\n"
    ".L_x_1:\n"
    "ISETP.NE.U32.AND P2, PT, R5, 0x1, PT\n"
    "@P2 BRA `(.L_x_2)\n"
    "MOV R6, 0x1\n"
    "STG.E.STRONG.GPU [R8.64], R6\n"
    ".L_x_2:\n"
    "BSYNC B0\n"
    ".L_x_3:\n"
    "VOTE.ANY R7, PT, PT\n"
    "STG.E [R12.64], R7\n"
    "IMAD R6, R4, 0x64, R0\n"
    "STG.E [R2.64], R6\n"
    "EXIT\n";

static uint64_t spin_lanes_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)w;
    if (k == XRUN_MEM)      /* a flag per warp of the block */
        return i < (n + 31) / 32 ? 1 : 0;
    if (k == 1)
        return present_mask(i, n);
    return ((i & 31) == 0 ? 100 : 0) + i;
}

/* The lanes case without a BSSY region: the warp meets again at
 * __syncwarp() (WARPSYNC 0xffffffff), which must wait for lane 0 while it
 * spins; then the ballot of true is the warp's present lanes. */
static const char spin_syncwarp_sass[] = HEAD
    "LDC.64 R12, c[0x0][0x218]\n"
    "IMAD.WIDE.U32 R12, R0, 0x4, R12\n"
    "LDC.64 R8, c[0x0][0x220]\n"
    "SHF.R.U32.HI R10, RZ, 0x5, R0\n"
    "IMAD.WIDE.U32 R8, R10, 0x4, R8\n"
    "MOV R4, RZ\n"
    "LOP3.LUT R5, R0, 0x1f, RZ, 0xc0, !PT\n"
    "ISETP.NE.U32.AND P0, PT, R5, RZ, PT\n"
    "@P0 BRA `(.L_x_1)\n"
    ".L_x_0:\n"
    "LDG.E.STRONG.GPU R4, [R8.64]\n"
    "YIELD\n"
    "ISETP.EQ.U32.AND P1, PT, R4, RZ, PT\n"
    "@P1 BRA `(.L_x_0)\n"
    "BRA `(.L_x_2)\n"
    ".L_x_1:\n"
    "ISETP.NE.U32.AND P2, PT, R5, 0x1, PT\n"
    "@P2 BRA `(.L_x_2)\n"
    "MOV R6, 0x1\n"
    "STG.E.STRONG.GPU [R8.64], R6\n"
    ".L_x_2:\n"
    "WARPSYNC 0xffffffff\n"
    "VOTE.ANY R7, PT, PT\n"
    "STG.E [R12.64], R7\n"
    "IMAD R6, R4, 0x64, R0\n"
    "STG.E [R2.64], R6\n"
    "EXIT\n";

struct tcase {
    struct xcase c;
    unsigned sizes[2];
};

static const struct tcase cases[] = {
    { { "if/else", ifelse_sass, 1, 0, NULL, 0, NULL, ifelse_want }, { 96, 50 } },
    { { "loop with break", loop_sass, 1, 0, NULL, 0, NULL, loop_want }, { 96, 50 } },
    { { "predicated exit", exit_sass, 2, 0, NULL, 0, NULL, exit_want }, { 96, 50 } },
    { { "nested divergence", nested_sass, 1, 0, NULL, 0, NULL, nested_want }, { 96, 50 } },
    { { "BRA.DIV", bradiv_sass, 1, 0, NULL, 0, NULL, bradiv_want }, { 96, 50 } },
    { { "CALL/RET", call_sass, 1, 0, NULL, 0, NULL, call_want }, { 96, 50 } },
    { { "BAR.ARV", arv_sass, 1, 256, NULL, 0, NULL, arv_want }, { 96, 96 } },
    { { "BAR.RED some", barred_sass, 1, 0, mod7, 0, NULL, barred_some_want }, { 96, 50 } },
    { { "BAR.RED all", barred_sass, 1, 0, plus6, 0, NULL, barred_all_want }, { 96, 50 } },
    { { "fences", fence_sass, 1, 0, NULL, 0, NULL, fence_want }, { 96, 50 } },
    { { "BRX switch", brx_sass, 1, 0, NULL, 0, NULL, brx_want }, { 96, 50 } },
    { { "BREAK and BMOV", break_sass, 1, 0, NULL, 0, NULL, break_want }, { 96, 50 } },
    { { "VOTEU.ANY !P, BRA.CONV, BRA.DIV URn", conv_sass, 1, 0, NULL, 0, NULL, conv_want }, { 96, 50 } },
    { { "CALL through a register", icall_sass, 1, 0, NULL, 0, NULL, icall_want }, { 96, 50 } },
    { { "recursive CALL", recursive_sass, 1, 0, NULL, 0, NULL, recursive_want }, { 96, 50 } },
    { { "nested CALLs", nested_call_sass, 1, 0, NULL, 0, NULL, nested_call_want }, { 96, 50 } },
    { { "a RET with lanes waiting after it", early_ret_sass, 1, 0, NULL, 0, NULL, early_ret_want }, { 96, 50 } },
    { { "a RET, a slow path after it and back", ret_back_sass, 1, 0, NULL, 0, NULL, ret_back_want },
      { 96, 50 } },
    { { "spin loop between warps", spin_warps_sass, 1, 0, NULL, 4, NULL, spin_warps_want }, { 96, 50 } },
    { { "spin loop, __syncthreads through a call", spin_warps_call_sass, 1, 0, NULL, 4, NULL, spin_warps_want }, { 96, 50 } },
    { { "spin loop, then __syncwarp", spin_syncwarp_sass, 2, 0, NULL, 4, NULL, spin_lanes_want }, { 96, 50 } },
    { { "spin loop between lanes", spin_lanes_sass, 2, 0, NULL, 4, NULL, spin_lanes_want }, { 96, 50 } },
};

/* A call through a register in a function whose subroutines call each
 * other: its lanes would wait at the callees' entry labels in the pending
 * table that a stacked call empties, so it is declined with the reason. */
static const char icall_nested_sass[] = HEAD
    "MOV R6, 0xa0\n"
    "MOV R20, 0x0\n"
    "CALL.REL.NOINC R6 `(k)\n"
    "STG.E [R2.64], R5\n"
    "EXIT\n"
    ".L_x_9:\n"
    "BRA `(.L_x_9)\n"
    "        .weak           $k$a\n"
    "        .type           $k$a,@function\n"
    "$k$a:\n"
    "MOV R16, R20\n"
    "CALL.REL.NOINC `($k$b)\n"
    "MOV R20, R16\n"
    "RET.REL.NODEC R20 `(k)\n"
    "        .weak           $k$b\n"
    "        .type           $k$b,@function\n"
    "$k$b:\n"
    "IADD3 R5, R5, 0x1, RZ\n"
    "RET.REL.NODEC R20 `(k)\n";

static void test_declined_calls(void **state)
{
    (void)state;
    for (int w = 32; w <= 64; w += 32) {
        struct sass_module *m = NULL;
        char msg[512];
        struct xlate_result *r = xrun_translate(early_ret_nested_sass, w, &m, msg, sizeof msg);
        if (!r)
            fail_msg("%s", msg);
        const struct xfunc *xf = &r->funcs[0];
        assert_int_equal(xf->nunsup, 1);
        assert_string_equal(xf->unsup[0].opcode, "RET");
        assert_non_null(strstr(xf->unsup[0].reason, "after its RET"));
        xlate_result_free(r);
        sass_module_free(m);
        r = xrun_translate(icall_nested_sass, w, &m, msg, sizeof msg);
        if (!r)
            fail_msg("%s", msg);
        xf = &r->funcs[0];
        assert_int_equal(xf->nunsup, 1);
        assert_string_equal(xf->unsup[0].opcode, "CALL");
        assert_non_null(strstr(xf->unsup[0].reason, "call through a register where subroutines call"));
        xlate_result_free(r);
        sass_module_free(m);
    }
}

static void test_recursion_depth(void **state)
{
    (void)state;
    xrun_need_tools();
    for (int w = 32; w <= 64; w += 32)
        for (int deep = 0; deep < 2; deep++) {
            uint32_t out[64], in[64];
            for (unsigned i = 0; i < 64; i++) {
                in[i] = i;
                out[i] = XRUN_SENTINEL;
            }
            in[63] = deep ? 64 : 63;
            struct xrun x = { .sass = depth_sass, .wave = w, .block = 64, .grid = 1, .nbufs = 2 };
            x.bufs[0] = (struct xrun_buf){ out, sizeof out };
            x.bufs[1] = (struct xrun_buf){ in, sizeof in };
            if (xrun(&x))
                fail_msg("wave%d n=%u: %s", w, in[63], x.msg);
            if (deep) {
                if (x.trapped != 1 + 2)
                    fail_msg("wave%d: count(64) ran %s", w, x.trapped ? "into another trap" : "without a trap");
                continue;
            }
            assert_int_equal(x.trapped, 0);
            for (unsigned i = 0; i < 64; i++)
                if (out[i] != i * (i + 1) / 2)
                    fail_msg("wave%d: out[%u] = %u, want %u", w, i, out[i], i * (i + 1) / 2);
        }
}

static void run_case(void **state)
{
    const struct tcase *t = *state;
    for (int w = 32; w <= 64; w += 32)
        for (int s = 0; s < 2; s++) {
            if (s == 1 && t->sizes[1] == t->sizes[0])
                continue;
            xrun_case_check(&t->c, w, t->sizes[s]);
        }
}

int main(void)
{
    struct CMUnitTest tests[sizeof cases / sizeof cases[0] + 2];
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tests[i] = (struct CMUnitTest)cmocka_unit_test_prestate(run_case, (void *)&cases[i]);
        tests[i].name = cases[i].c.name;
    }
    tests[i++] = (struct CMUnitTest)cmocka_unit_test(test_recursion_depth);
    tests[i] = (struct CMUnitTest)cmocka_unit_test(test_declined_calls);
    return cmocka_run_group_tests_name("xlate_ctrl", tests, NULL, NULL);
}
