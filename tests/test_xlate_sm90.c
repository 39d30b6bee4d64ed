/* test_xlate_sm90.c - the odds and ends of real sm_80/sm_90 code, RUN: each
 * case is a small hand-written sm_90 SASS listing, translated, assembled
 * (llvm-mc-19), linked and run on the RDNA3 emulator (tests/lib/xrun.c) in
 * wave32 and wave64 on blocks of 96 threads and of 50 (a partial warp).
 * Expected values are derived by hand, in the want functions below, from
 * what each instruction means (NVIDIA's instruction descriptions, the PTX
 * ISA for bar.sync, fmax and griddepcontrol), never from the translation.
 * Then the instructions left UNSUPPORTED on purpose (the texture and
 * surface forms without a rule, mbarriers): their reason on the
 * UNSUPPORTED line, in explain and in the report.
 *
 * HEAD: R0 = threadIdx.x, R2:R3 = &out0[tid]; PTR(R, off) points R at the
 * buffer whose pointer is the parameter at c[0x0][off], indexed by tid.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/strbuf.h"
#include "sass/sass.h"
#include "xlate/xlate.h"
#include "lib/xrun.h"

#define HEAD "S2R R0, SR_TID.X\nLDC.64 R2, c[0x0][0x210]\nIMAD.WIDE.U32 R2, R0, 0x4, R2\n"
#define PTR(r, off) "LDC.64 " r ", c[0x0][" off "]\nIMAD.WIDE.U32 " r ", R0, 0x4, " r "\n"

static uint32_t in_word(unsigned i) { return i * 0x9e3779b9u + 0x1234567u; }

/* ---- R2P with a byte selector ------------------------------------------------
 * R2P PR, a, mask sets Pk = bit k of a for each bit k of mask (k < 7) and
 * keeps the other predicates; with a.Bn the bits are byte n's (a >> 8n).
 * First all seven from tid * 37 (no selector), then byte 1 of the input
 * word under mask 0x7f (nvcc's form), then byte 2 under 0x35 (P1, P3, P6
 * kept); P2R R, PR, RZ, 0x7f packs P0..P6 into bits 0..6 after each. */
static const char r2p_sass[] = HEAD PTR("R8", "0x218") PTR("R10", "0x220") PTR("R12", "0x228")
    "LDG.E R4, [R12.64]\n"
    "IMAD R7, R0, 0x25, RZ\n"
    "R2P PR, R7, 0x7f\n"
    "R2P PR, R4.B1, 0x7f\n"
    "P2R R5, PR, RZ, 0x7f\n"
    "STG.E [R2.64], R5\n"
    "R2P PR, R7, 0x7f\n"
    "R2P PR, R4.B2, 0x35\n"
    "P2R R5, PR, RZ, 0x7f\n"
    "STG.E [R8.64], R5\n"
    "R2P PR, R4.B3, 0x7f\n"
    "P2R R5, PR, RZ, 0x7f\n"
    "STG.E [R10.64], R5\n"
    "EXIT\n";

static uint64_t r2p_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)w;
    uint32_t v = in_word(i), p0 = (i * 37) & 0x7f;
    if (k == 0) return (v >> 8) & 0x7f;
    if (k == 1) return ((p0 & ~0x35u) | ((v >> 16) & 0x35u)) & 0x7f;
    return (v >> 24) & 0x7f;
}

/* ---- LEA.HI with a carry-out ------------------------------------------------
 * LEA.HI d, Pc, a, b, c, k: d = b + ({c:a} >> (32 - k)) (the bits of a
 * shifted left by k that cross into the high word), Pc = the carry out of
 * that add; .X adds the carry-in predicate too.  a = in_word(i), b =
 * 0xffffffff - (i & 3) so that adding a >> 30 (0..3) carries about half
 * the time.  nvcc's signed 64-bit division by 4 has c = RZ. */
static const char leahi_sass[] = HEAD PTR("R8", "0x218") PTR("R10", "0x220") PTR("R12", "0x228")
    "LDG.E R4, [R12.64]\n"
    "LOP3.LUT R6, R0, 0x3, RZ, 0xc0, !PT\n"
    "IADD3 R6, -R6, -0x1, RZ\n"                  /* b = 0xffffffff - (tid & 3) */
    "LEA.HI R5, P0, R4, R6, RZ, 0x2\n"
    "STG.E [R2.64], R5\n"
    "SEL R7, RZ, 0x1, !P0\n"
    "STG.E [R8.64], R7\n"
    "LEA.HI.X R5, P1, R4, R6, R0, 0x3, P0\n"     /* b + ({tid:a} >> 29) + carry */
    "SEL R7, RZ, 0x1, !P1\n"
    "IMAD R7, R7, 0x10000, R5\n"                  /* low 16 bits of the sum, carry in bit 16 */
    "LOP3.LUT R5, R5, 0xffff, RZ, 0xc0, !PT\n"
    "LOP3.LUT R7, R7, 0xffff0000, R5, 0xf8, !PT\n"
    "STG.E [R10.64], R7\n"
    "EXIT\n";

static uint64_t leahi_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)w;
    uint32_t a = in_word(i), b = 0xffffffffu - (i & 3);
    uint64_t s1 = (uint64_t)b + (a >> 30);
    uint32_t c1 = (uint32_t)(s1 >> 32);
    if (k == 0) return (uint32_t)s1;
    if (k == 1) return c1;
    uint64_t ca = (uint64_t)i << 32 | a;
    uint64_t s2 = (uint64_t)b + (uint32_t)(ca >> 29) + c1;
    uint32_t lo = (uint32_t)s2, c2 = (uint32_t)(s2 >> 32);
    /* R7 = c2 * 0x10000 + lo, then its high half kept and lo's low half put in */
    uint32_t r7 = c2 * 0x10000u + lo;
    return (r7 & 0xffff0000u) | (lo & 0xffff);
}

/* ---- @P DSETP.MAX/MIN.AND ----------------------------------------------------
 * fmax/fmin on doubles: DSETP.MAX.AND Psel, Pnan, a, b, PT sets Psel where
 * a is the result (the number of the two when one is NaN, -0 below +0) and
 * Pnan where both are NaN.  Under @P1 (tid & 1), lanes without the guard
 * keep their predicates: before it P0 = tid & 2, P2 = tid & 4.  a and b come
 * from 16 pairs (j = tid % 16) in the memory buffer: doubles a[j] at words
 * 2j, 2j+1 and b[j] at 32 + 2j.  Where both are NaN, Psel is not defined
 * (the code selects b on Pnan): any value. */
static const double nanv = NAN;
static double pair_a(unsigned j)
{
    static const double a[16] = { 1.5, -2.0, 3.0, 0.0, -0.0, 7.0, 0.0, -1e300,
                                  1e-310, -4.0, 2.0, 0.0, 5.0, -0.0, 1.0, 0.0 };
    return j == 6 || j == 11 || j == 15 ? nanv : a[j];
}
static double pair_b(unsigned j)
{
    static const double b[16] = { 0.5, -1.0, 3.0, -0.0, 0.0, 0.0, 2.0, -1e299,
                                  2e-310, -4.0, 0.0, 0.0, 5.0, -0.0, 0.0, 0.0 };
    return j == 5 || j == 11 || j == 14 ? -nanv : b[j];
}

static uint32_t dmem(unsigned i)
{
    double d = i < 32 ? pair_a(i / 2) : pair_b((i - 32) / 2);
    uint64_t u;
    memcpy(&u, &d, 8);
    return i & 1 ? (uint32_t)(u >> 32) : (uint32_t)u;
}

#define DMNMX_SASS(OP) HEAD PTR("R8", "0x218")                                                   \
    "LDC.64 R12, c[0x0][0x220]\n"                                                                 \
    "LOP3.LUT R14, R0, 0xf, RZ, 0xc0, !PT\n"                                                      \
    "IMAD.WIDE.U32 R16, R14, 0x8, R12\n"                                                          \
    "LDG.E.64 R4, [R16.64]\n"                                                                     \
    "LDG.E.64 R6, [R16.64+0x80]\n"                                                                \
    "LOP3.LUT P1, RZ, R0, 0x1, RZ, 0xc0, !PT\n"                                                   \
    "LOP3.LUT P0, RZ, R0, 0x2, RZ, 0xc0, !PT\n"                                                   \
    "LOP3.LUT P2, RZ, R0, 0x4, RZ, 0xc0, !PT\n"                                                   \
    "@P1 DSETP." OP ".AND P0, P2, R4, R6, PT\n"                                                   \
    "SEL R10, RZ, 0x1, !P0\n"                                                                     \
    "STG.E [R2.64], R10\n"                                                                        \
    "SEL R10, RZ, 0x1, !P2\n"                                                                     \
    "STG.E [R8.64], R10\n"                                                                        \
    "EXIT\n"

static const char dmax_sass[] = DMNMX_SASS("MAX");
static const char dmin_sass[] = DMNMX_SASS("MIN");

static uint64_t quiet_bits(double d)
{
    uint64_t u;
    memcpy(&u, &d, 8);
    if (isnan(d)) u |= 1ull << 51;
    return u;
}

static uint64_t dmnmx_want(unsigned i, unsigned k, int mx)
{
    if (!(i & 1))                       /* no guard: the predicates as they were */
        return k == 0 ? (i >> 1) & 1 : (i >> 2) & 1;
    unsigned j = i & 15;
    double a = pair_a(j), b = pair_b(j);
    if (isnan(a) && isnan(b))
        return k == 0 ? XRUN_ANY : 1;
    if (k == 1) return 0;
    if (isnan(a)) return 0;             /* the result is b */
    if (isnan(b)) return 1;             /* the result is a */
    if (a == b) {                       /* equal, or zeros of either sign */
        if (quiet_bits(a) == quiet_bits(b)) return 1;
        int aneg = signbit(a) != 0;     /* max takes +0, min takes -0 */
        return mx ? !aneg : aneg;
    }
    return mx ? a > b : a < b;
}

static uint64_t dmax_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)w;
    return k == XRUN_MEM ? dmem(i) : dmnmx_want(i, k, 1);
}

static uint64_t dmin_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)w;
    return k == XRUN_MEM ? dmem(i) : dmnmx_want(i, k, 0);
}

/* ---- barriers and the sm_90 no-ops ---------------------------------------------
 * Each thread stores tid + 100 into shared word tid, meets the others at a
 * barrier, reads word (tid + 1) % n (a thread of another warp for the last
 * lane of each warp), stores it, then again with 1000 + tid after a second
 * barrier.  The first barrier is sm_90 cooperative groups' form: id and
 * count in one register, 0 (the whole block), inside WARPSYNC.COLLECTIVE.ALL
 * .. ENDCOLLECTIVE; the second is bar.sync 1, blockDim.x (id and count in
 * registers).  ACQBULK, PREEXIT, guarded ERRBAR and CGAERRBAR change
 * nothing.  Without a barrier, a wave would read words another has not yet
 * written. */
static const char bar_sass[] = HEAD PTR("R8", "0x218")
    "ACQBULK\n"
    "SHF.L.U32 R4, R0, 0x2, RZ\n"
    "IADD3 R5, R0, 0x64, RZ\n"
    "STS [R4], R5\n"
    "IADD3 R6, R0, 0x1, RZ\n"
    "ISETP.GE.U32.AND P0, PT, R6, c[0x0][0x0], PT\n"
    "SEL R6, R6, RZ, !P0\n"
    "SHF.L.U32 R7, R6, 0x2, RZ\n"
    "CS2R R12, SRZ\n"
    "WARPSYNC.COLLECTIVE.ALL `(.L_x_1)\n"
    "SHF.L.U32 R12, R12, 0x10, RZ\n"
    "LOP3.LUT R12, R12, 0xf, R13, 0xf8, !PT\n"
    "BAR.SYNC.DEFER_BLOCKING R12, R12\n"
    "SHF.R.U32 R12, R12, 0x10, RZ\n"
    "ENDCOLLECTIVE\n"
    ".L_x_1:\n"
    "LDS R10, [R7]\n"
    "@P0 ERRBAR\n"
    "@!P0 CGAERRBAR\n"
    "STG.E [R2.64], R10\n"
    "MOV R14, 0x1\n"
    "LDC R15, c[0x0][0x0]\n"
    "BAR.SYNC.DEFER_BLOCKING R14, R15\n"
    "IADD3 R5, R0, 0x3e8, RZ\n"
    "STS [R4], R5\n"
    "BAR.SYNC.DEFER_BLOCKING R14, R15\n"
    "LDS R10, [R7]\n"
    "STG.E [R8.64], R10\n"
    "PREEXIT\n"
    "EXIT\n";

static uint64_t bar_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)w;
    unsigned j = (i + 1) % n;
    return k == 0 ? j + 100 : j + 1000;
}

/* ---- the sm_90 cluster words on a launch without clusters ----------------------
 * What nvcc 13.0 makes of the PTX cluster registers (compiled and read from
 * the cubin's encodings): %cluster_nctaid.x = c[0x0][0x144],
 * %clusterid.x = F2I(I2F(%ctaid.x) * c[0x0][0x150]) (the float 1 / the
 * cluster's width), %nclusterid.x = c[0x0][0x15c], %cluster_nctarank =
 * c[0x0][0x188], %is_explicit_cluster = c[0x0][0x140] > 1,
 * %cluster_ctarank = SR_CgaCtaId.  Without clusters every cluster is one
 * CTA: 1, %ctaid.x (0 in a one-block launch; the float itself is checked:
 * 1.0f), %nctaid.x (1), 1, 0, 0.  out2 packs nclusterid.x * 16 +
 * nctarank, out3 explicit * 2 + ctarank. */
static const char cluster_sass[] = HEAD PTR("R8", "0x218") PTR("R10", "0x220") PTR("R12", "0x228")
    "LDC R4, c[0x0][0x144]\n"
    "STG.E [R2.64], R4\n"
    "ULDC UR4, c[0x0][0x150]\n"
    "MOV R5, UR4\n"
    "STG.E [R8.64], R5\n"
    "ULDC UR6, c[0x0][0x15c]\n"
    "IMAD R6, RZ, RZ, UR6\n"
    "LDC R7, c[0x0][0x188]\n"
    "LEA R6, R6, R7, 0x4\n"
    "STG.E [R10.64], R6\n"
    "LDC R20, c[0x0][0x140]\n"
    "ISETP.GT.U32.AND P0, PT, R20, 0x1, PT\n"
    "S2R R14, SR_CgaCtaId\n"
    "SEL R15, RZ, 0x2, !P0\n"
    "IADD3 R15, R15, R14, RZ\n"
    "STG.E [R12.64], R15\n"
    "EXIT\n";

static uint64_t cluster_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)i; (void)n; (void)w;
    static const uint32_t v[4] = { 1, 0x3f800000u, 1 * 16 + 1, 0 };
    return v[k];
}

/* ---- ULEA URd, UPc, -a, b, k ------------------------------------------------
 * The low word of a 64-bit b - (a << k) (cub's segmented scans): URd =
 * b - (a << k), UPc the carry of b + ~(a << k) + 1, which UIADD3.X then
 * adds to the high words: 1 when nothing is borrowed.  Three pairs:
 * a = 1, b = 0x40000000, k = 30: 0, carry 1; a = 2: 0xc0000000, carry 0
 * (borrow); a = 0, b = 5: 5, carry 1.  out1 packs the carries in bits
 * 0, 1, 2. */
static const char uleaneg_sass[] = HEAD PTR("R8", "0x218") PTR("R10", "0x220") PTR("R12", "0x228")
    "UMOV UR4, 0x1\n"
    "UMOV UR5, 0x2\n"
    "UMOV UR6, URZ\n"
    "UMOV UR16, 0x40000000\n"
    "UMOV UR17, 0x5\n"
    "ULEA UR9, UP0, -UR4, UR16, 0x1e\n"
    "ULEA UR10, UP1, -UR5, UR16, 0x1e\n"
    "ULEA UR11, UP2, -UR6, UR17, 0x1e\n"
    "USEL UR12, URZ, 0x1, !UP0\n"
    "USEL UR13, URZ, 0x2, !UP1\n"
    "USEL UR14, URZ, 0x4, !UP2\n"
    "UIADD3 UR12, UR12, UR13, UR14\n"
    "MOV R4, UR9\n"
    "STG.E [R2.64], R4\n"
    "MOV R5, UR12\n"
    "STG.E [R8.64], R5\n"
    "MOV R6, UR10\n"
    "STG.E [R10.64], R6\n"
    "MOV R7, UR11\n"
    "STG.E [R12.64], R7\n"
    "EXIT\n";

static uint64_t uleaneg_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)i; (void)n; (void)w;
    static const uint32_t v[4] = { 0, 1 | 0 << 1 | 1 << 2, 0xc0000000u, 5 };
    return v[k];
}

/* ---- mbarriers ------------------------------------------------------------
 * A block-wide barrier (expected count blockDim.x) used for two phases:
 * each thread stores a word to shared memory, arrives, waits for the phase
 * with the state its arrival returned, then reads a neighbour's word:
 * phase 1 stores in[tid] and reads slot (tid + 1) % n; phase 2 stores three
 * times what phase 1 read and reads slot (tid + 2) % n.  So out0[i] =
 * in[(i + 1) % n] and out1[i] = 3 * in[(i + 3) % n], which holds only if
 * no thread passes a wait before every thread has arrived (PTX ISA,
 * mbarrier.arrive / mbarrier.test_wait: a phase completes when the pending
 * count reaches zero; a token names the phase of its arrival).  The
 * listings are nvcc 13.0's forms (the corpus' simpleAWBarrier): sm_90
 * initialises with SYNCS.EXCH.64 of {(2^20 - n) << 1, (2^20 - n) << 11}
 * under a VOTEU.ALL'd uniform branch, arrives with
 * SYNCS.ARRIVE.TRANS64.A1T0 and waits with SYNCS.PHASECHK.TRANS64.TRYWAIT
 * on the state's high word; sm_80 initialises with STS.64 {2^30 - n,
 * 2^31 - n}, arrives with ATOMS.ARRIVE.64 and tests bit 31 of the word's
 * high half (LDS [0x4]) against the state's (LOP3 0x48: (a ^ c) & b). */
#define MBAR_PHASES(ARRIVE, WAIT0, WAIT1)                                                      \
    "STS [R0.X4+0x10], R4\n" ARRIVE ".L_x_0:\n" WAIT0 "@!P1 BRA `(.L_x_0)\n"                    \
    "IADD3 R5, R0, 0x1, RZ\n"                                                                 \
    "ISETP.GE.U32.AND P2, PT, R5, R13, PT\n"                                                  \
    "SEL R5, R5, RZ, !P2\n"                                                                   \
    "LDS R6, [R5.X4+0x10]\n"                                                                  \
    "STG.E [R2.64], R6\n"                                                                     \
    "IMAD R7, R6, 0x3, RZ\n"                                                                  \
    "STS [R0.X4+0x400], R7\n" ARRIVE ".L_x_1:\n" WAIT1 "@!P1 BRA `(.L_x_1)\n"                 \
    "IADD3 R5, R0, 0x2, RZ\n"                                                                 \
    "ISETP.GE.U32.AND P2, PT, R5, R13, PT\n"                                                  \
    "@P2 IADD3 R5, -R13, R5, RZ\n"                                                            \
    "LDS R6, [R5.X4+0x400]\n"                                                                 \
    "STG.E [R10.64], R6\n"                                                                    \
    "EXIT\n"

static const char mbar90_sass[] = HEAD PTR("R10", "0x218") PTR("R12", "0x220")
    "LDG.E R4, [R12.64]\n"
    "ISETP.NE.AND P0, PT, R0, RZ, PT\n"
    "VOTEU.ALL UP0, P0\n"
    "ULDC UR8, c[0x0][0x0]\n"
    "MOV R13, UR8\n"
    "UIADD3 UR12, -UR8, 0x100000, URZ\n"
    "USHF.L.U32 UR13, UR12, 0xb, URZ\n"
    "USHF.L.U32 UR12, UR12, 0x1, URZ\n"
    "UMOV UR6, 0x0\n"
    "@!UP0 SYNCS.EXCH.64 URZ, [UR6], UR12\n"
    "BAR.SYNC.DEFER_BLOCKING 0x0\n"
    MBAR_PHASES("SYNCS.ARRIVE.TRANS64.A1T0 R8, [UR6], RZ\n",
                "SYNCS.PHASECHK.TRANS64.TRYWAIT P1, [UR6], R9\n",
                "SYNCS.PHASECHK.TRANS64.TRYWAIT P1, [UR6], R9\n");

static const char mbar80_sass[] = HEAD PTR("R10", "0x218") PTR("R12", "0x220")
    "LDG.E R4, [R12.64]\n"
    "ISETP.NE.AND P0, PT, R0, RZ, PT\n"
    "LDC R13, c[0x0][0x0]\n"
    "@!P0 IADD3 R6, -R13, 0x40000000, RZ\n"
    "@!P0 IADD3 R7, -R13, -0x80000000, RZ\n"
    "@!P0 STS.64 [RZ], R6\n"
    "BAR.SYNC.DEFER_BLOCKING 0x0\n"
    MBAR_PHASES("ATOMS.ARRIVE.64 R8, [URZ]\n",
                "LDS R14, [0x4]\nLOP3.LUT P1, RZ, R14, 0x80000000, R9, 0x48, !PT\n",
                "LDS R14, [0x4]\nLOP3.LUT P1, RZ, R14, 0x80000000, R9, 0x48, !PT\n");

static uint64_t mbar_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)w;
    return k == 0 ? in_word((i + 1) % n) : 3u * in_word((i + 3) % n);
}

/* The states mbarrier.arrive returns, against the H200's: one thread
 * initialises three barriers (expected counts 1, 2, 3, nvcc's init word)
 * and arrives on each four times alone, storing the high word of each
 * state.  tests/data/mbarrier/mb_words.txt is what probe.cu read on an
 * H200 (CUDA 13.0) for the same counts: the high words count the pending
 * arrivals as 2^20 - pending in bits 11-30, bit 31 is the phase, which
 * flips when a phase completes (count 2: 0x7ffff000, 0x7ffff800, then
 * 0xfffff000, 0xfffff800).  Only the high word is compared: the H200's low
 * words are 0 or left over from before (0x0de00020), not a field of the
 * barrier. */
static const char mbartok_sass[] = HEAD
    "ISETP.NE.AND P0, PT, R0, RZ, PT\n"
    "@P0 EXIT\n"
    "UMOV UR6, 0x0\n"
    "UMOV UR12, 0x1ffffe\n"
    "UMOV UR13, 0x7ffff800\n"
    "SYNCS.EXCH.64 URZ, [UR6], UR12\n"
    "SYNCS.ARRIVE.TRANS64.A1T0 R8, [UR6], RZ\n"
    "STG.E [R2.64+0x0], R9\n"
    "SYNCS.ARRIVE.TRANS64.A1T0 R8, [UR6], RZ\n"
    "STG.E [R2.64+0x4], R9\n"
    "SYNCS.ARRIVE.TRANS64.A1T0 R8, [UR6], RZ\n"
    "STG.E [R2.64+0x8], R9\n"
    "SYNCS.ARRIVE.TRANS64.A1T0 R8, [UR6], RZ\n"
    "STG.E [R2.64+0xc], R9\n"
    "UMOV UR6, 0x8\n"
    "UMOV UR12, 0x1ffffc\n"
    "UMOV UR13, 0x7ffff000\n"
    "SYNCS.EXCH.64 URZ, [UR6], UR12\n"
    "SYNCS.ARRIVE.TRANS64.A1T0 R8, [UR6], RZ\n"
    "STG.E [R2.64+0x10], R9\n"
    "SYNCS.ARRIVE.TRANS64.A1T0 R8, [UR6], RZ\n"
    "STG.E [R2.64+0x14], R9\n"
    "SYNCS.ARRIVE.TRANS64.A1T0 R8, [UR6], RZ\n"
    "STG.E [R2.64+0x18], R9\n"
    "SYNCS.ARRIVE.TRANS64.A1T0 R8, [UR6], RZ\n"
    "STG.E [R2.64+0x1c], R9\n"
    "UMOV UR6, 0x10\n"
    "UMOV UR12, 0x1ffffa\n"
    "UMOV UR13, 0x7fffe800\n"
    "SYNCS.EXCH.64 URZ, [UR6], UR12\n"
    "SYNCS.ARRIVE.TRANS64.A1T0 R8, [UR6], RZ\n"
    "STG.E [R2.64+0x20], R9\n"
    "SYNCS.ARRIVE.TRANS64.A1T0 R8, [UR6], RZ\n"
    "STG.E [R2.64+0x24], R9\n"
    "SYNCS.ARRIVE.TRANS64.A1T0 R8, [UR6], RZ\n"
    "STG.E [R2.64+0x28], R9\n"
    "SYNCS.ARRIVE.TRANS64.A1T0 R8, [UR6], RZ\n"
    "STG.E [R2.64+0x2c], R9\n"
    "EXIT\n";

static uint64_t mbartok_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)w; (void)k;
    static const uint32_t h200[12] = {
        0x7ffff800u, 0xfffff800u, 0x7ffff800u, 0xfffff800u,    /* count 1 */
        0x7ffff000u, 0x7ffff800u, 0xfffff000u, 0xfffff800u,    /* count 2 */
        0x7fffe800u, 0x7ffff000u, 0x7ffff800u, 0xffffe800u,    /* count 3 */
    };
    return i < 12 ? h200[i] : XRUN_ANY;
}

struct tcase {
    struct xcase c;
};

static const struct tcase cases[] = {
    { { "R2P PR, R.Bn, mask", r2p_sass, 3, 0, in_word, 0, NULL, r2p_want } },
    { { "LEA.HI with a carry-out, LEA.HI.X with carry in and out", leahi_sass, 3, 0, in_word, 0, NULL,
        leahi_want } },
    { { "@P DSETP.MAX.AND Psel, Pnan", dmax_sass, 2, 0, NULL, 64, dmem, dmax_want } },
    { { "@P DSETP.MIN.AND Psel, Pnan", dmin_sass, 2, 0, NULL, 64, dmem, dmin_want } },
    { { "BAR.SYNC Ra, Rb, WARPSYNC.COLLECTIVE.ALL, ACQBULK, PREEXIT, @P ERRBAR", bar_sass, 2, 96 * 4,
        NULL, 0, NULL, bar_want } },
    { { "ULEA URd, UPc, -a, b, k", uleaneg_sass, 4, 0, NULL, 0, NULL, uleaneg_want } },
    { { "sm_90 cluster words without clusters", cluster_sass, 4, 0, NULL, 0, NULL, cluster_want } },
    { { "mbarrier: SYNCS.EXCH.64, SYNCS.ARRIVE.TRANS64.A1T0, SYNCS.PHASECHK.TRANS64.TRYWAIT, VOTEU.ALL",
        mbar90_sass, 2, 0x800, in_word, 0, NULL, mbar_want } },
    { { "mbarrier: STS.64 init, ATOMS.ARRIVE.64, LDS + LOP3 phase test", mbar80_sass, 2, 0x800, in_word,
        0, NULL, mbar_want } },
    { { "mbarrier: the states of SYNCS.ARRIVE.TRANS64.A1T0 against the H200's", mbartok_sass, 1, 0x40, NULL,
        0, NULL, mbartok_want } },
};

static void run_case(void **state)
{
    const struct tcase *t = *state;
    static const unsigned sizes[] = { 96, 50 };
    for (int w = 32; w <= 64; w += 32)
        for (int s = 0; s < 2; s++)
            xrun_case_check(&t->c, w, sizes[s]);
}

/* ---- reasons ------------------------------------------------------------------
 * The texture and surface forms without a rule (a cubemap fetch, as nvcc
 * 13.0 gives texCubemap on a bindless object in the corpus of real
 * programs; a TLD texel load; a formatted surface store) and the mbarrier
 * forms without a model (an arrival with a transaction count, an exchange
 * whose old word is kept) stay UNSUPPORTED; each one's reason is on its UNSUPPORTED
 * line, in explain and in the report, and says what is missing (2D, 3D and
 * layered TEX and the raw SUST translate: test_xlate.c). */
static const char reasons_sass[] =
    "S2R R0, SR_TID.X\n"
    "ULDC.64 UR4, c[0x0][0x218]\n"
    "TEX.LL R10, R12, R10, R2, UR4, 0x0, CUBE\n"
    "TLD.SCR.LZ R6, R4, R4, R25, 0x0, 0x5e, 2D\n"
    "SUST.P.BA.2D.STRONG.SM.TRAP [R4], R2, 0x0, 0x5c\n"
    "SYNCS.ARRIVE.TRANS64.A1T0 R8, [UR7], R4\n"
    "SYNCS.EXCH.64 UR4, [UR6], UR12\n"
    "EXIT\n";

static void test_reasons(void **state)
{
    (void)state;
    struct sass_module *m;
    char msg[256];
    struct xlate_result *r = xrun_translate(reasons_sass, 32, &m, msg, sizeof msg);
    assert_non_null(r);
    assert_int_equal(xlate_total_unsupported(r), 5);
    const struct xfunc *xf = &r->funcs[0];
    static const char *const want[5] = { "a cubemap fetch", "HIP texture object",
                                         "HIP surface object", "mbarrier", "mbarrier" };
    struct strbuf b;
    sb_init(&b);
    xlate_print(r, &b);
    for (size_t k = 0; k < 5; k++) {
        assert_non_null(xf->unsup[k].reason);
        if (!strstr(xf->unsup[k].reason, want[k]))
            fail_msg("%s: reason '%s' does not name %s", xf->unsup[k].opcode, xf->unsup[k].reason, want[k]);
        /* the line: the instruction, then the reason */
        const struct sass_insn *in = NULL;
        for (size_t i = 0; i < xf->sass->ninsns; i++)
            if (xf->sass->insns[i].offset == xf->unsup[k].offset)
                in = &xf->sass->insns[i];
        assert_non_null(in);
        char line[256];
        snprintf(line, sizeof line, "; UNSUPPORTED: %s (", in->text);
        const char *at = strstr(b.s, line);
        if (!at)
            fail_msg("no line '%s' in\n%s", line, b.s);
        const char *eol = strchr(at, '\n');
        const char *why = strstr(at, want[k]);
        assert_true(why && (!eol || why < eol));
        /* explain */
        struct strbuf e;
        sb_init(&e);
        xlate_explain(r, 0, xf->unsup[k].offset, &e);
        if (!strstr(e.s, "UNSUPPORTED (") || !strstr(e.s, want[k]))
            fail_msg("explain of %s: %s", in->text, e.s);
        sb_free(&e);
    }
    /* the texture reason says what RDNA3 needs and what the SASS has */
    assert_non_null(strstr(xf->unsup[1].reason, "256-bit image resource descriptor"));
    assert_non_null(strstr(xf->unsup[1].reason, "128-bit sampler descriptor"));
    assert_non_null(strstr(xf->unsup[1].reason, "texture header"));
    sb_reset(&b);
    xlate_report_json(r, &b);
    assert_non_null(strstr(b.s, "\"opcode\":\"TEX\""));
    assert_non_null(strstr(b.s, "a cubemap fetch"));
    assert_non_null(strstr(b.s, "HIP surface object"));
    sb_free(&b);
    xlate_result_free(r);
    sass_module_free(m);
}

/* The parser knows every opcode of the barrier listing (PREEXIT was missing
 * from its table: an unknown opcode's operands count as read). */
static void test_opcodes_known(void **state)
{
    (void)state;
    struct sass_module *m;
    char msg[256];
    struct xlate_result *r = xrun_translate(bar_sass, 32, &m, msg, sizeof msg);
    assert_non_null(r);
    const struct sass_function *f = &m->funcs[0];
    for (size_t i = 0; i < f->ninsns; i++)
        if (f->insns[i].unknown)
            fail_msg("%s: opcode not in the table", f->insns[i].text);
    xlate_result_free(r);
    sass_module_free(m);
}

int main(void)
{
    struct CMUnitTest tests[sizeof cases / sizeof cases[0] + 2];
    size_t n = 0;
    for (; n < sizeof cases / sizeof cases[0]; n++) {
        tests[n] = (struct CMUnitTest)cmocka_unit_test_prestate(run_case, (void *)&cases[n]);
        tests[n].name = cases[n].c.name;
    }
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_reasons);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_opcodes_known);
    return cmocka_run_group_tests_name("xlate_sm90", tests, NULL, NULL);
}
