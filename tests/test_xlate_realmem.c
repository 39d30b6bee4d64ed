/* test_xlate_realmem.c - memory, uniform and miscellaneous instruction forms
 * that real programs (rodinia, shoc, cuda-samples for sm_80/sm_90) compile
 * to, RUN: each case is a small hand-written sm_90 SASS listing in
 * nvdisasm's syntax, translated, assembled, linked and run on the RDNA3
 * emulator (tests/lib/xrun.c) in wave32 and wave64 on blocks of 96 threads
 * and 50.  Expected values are derived by hand in each case's comment from
 * the PTX ISA and the CUDA programming guide (atom, cp.async, cvt, ld.param),
 * never from the translation.
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

#include "sass/sass.h"
#include "xlate/xlate.h"
#include "lib/xrun.h"

#define HEAD "S2R R0, SR_TID.X\nLDC.64 R2, c[0x0][0x210]\nIMAD.WIDE.U32 R2, R0, 0x4, R2\n"
#define PTR(r, off) "LDC.64 " r ", c[0x0][" off "]\nIMAD.WIDE.U32 " r ", R0, 0x4, " r "\n"

static uint32_t f32_bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

/* ---- shared-memory atomics in the forms nvcc emits -------------------------
 * LDS: words s[0..n) at byte 0, s2[0..n) at 0x200, a float at 0x400 and a
 * double at 0x408, all written before the barrier (s[t] = 0, s2[t] = t + 5;
 * thread 0: the float and the double 0).  Then every thread t:
 *   atomicAdd(&s[t & 7], 1), result unused: ATOMS.POPC.INC.32 [R4.X4+URZ];
 *   t >= 16: old = atomicAdd(&s[0], 3) through [RZ] (guarded ATOMS.ADD),
 *            R17 = old (which thread comes first is not defined: any);
 *            t < 16 keeps R17 = 3;
 *   atomicExch(&s2[1], 0), result unused: ATOMS.EXCH RZ, [RZ+0x204], RZ;
 *   atomicAdd(float at 0x400, 1.5f) and atomicAdd(double at 0x408, 0.25) as
 *   nvcc builds them for shared memory: a load, the add, ATOMS.CAST.SPIN
 *   (store if the word is still the one loaded; Rd = 1 on success, 0 on
 *   failure; a pair for .64, tested whole as nvcc does) and a branch back
 *   while Rd != 1.
 * After a barrier: out0 = R17, out1 = s[t], out2 = s2[t], out3 = the float
 * for even t, the double's high word for odd t (its low word is 0: n * 0.25
 * for n = 96, 50 is 24.0 or 12.5).  s[b] for b < 8 counts the t with t & 7 == b, and s[0]
 * gets 3 for each t >= 16; s2[1] is 0, s2[t] = t + 5 elsewhere; the float
 * is 1.5 n, exact in float (144.0 or 75.0), in any order of the adds. */
static const char atoms_sass[] = HEAD PTR("R8", "0x218") PTR("R10", "0x220") PTR("R12", "0x228")
    "STS [R0.X4], RZ\n"
    "IADD3 R5, R0, 0x5, RZ\n"
    "STS [R0.X4+0x200], R5\n"
    "ISETP.NE.U32.AND P3, PT, R0, RZ, PT\n"
    "@!P3 STS [0x400], RZ\n"
    "@!P3 STS.64 [0x408], RZ\n"
    "BAR.SYNC.DEFER_BLOCKING 0x0\n"
    "LOP3.LUT R4, R0, 0x7, RZ, 0xc0, !PT\n"
    "ATOMS.POPC.INC.32 RZ, [R4.X4+URZ]\n"
    "ISETP.GE.U32.AND P2, PT, R0, 0x10, PT\n"
    "MOV R17, 0x3\n"
    "@P2 ATOMS.ADD R17, [RZ], R17\n"
    "ATOMS.EXCH RZ, [RZ+0x204], RZ\n"
    "MOV R6, 0x400\n"
    ".L_x_0:\n"
    "LDS R5, [R6]\n"
    "FADD R7, R5, 1.5\n"
    "ATOMS.CAST.SPIN R7, [R6], R5, R7\n"
    "ISETP.EQ.U32.AND P0, PT, R7, 0x1, PT\n"
    "@!P0 BRA `(.L_x_0)\n"
    "MOV R6, 0x408\n"
    "MOV R18, RZ\n"
    "MOV R19, 0x3fd00000\n"
    ".L_x_1:\n"
    "LDS.64 R20, [R6]\n"
    "DADD R22, R20, R18\n"
    "ATOMS.CAST.SPIN.64 R22, [R6], R20, R22\n"
    "ISETP.EQ.U32.AND P0, PT, R22, 0x1, PT\n"
    "ISETP.EQ.U32.AND.EX P0, PT, R23, RZ, PT, P0\n"
    "@!P0 BRA `(.L_x_1)\n"
    "BAR.SYNC.DEFER_BLOCKING 0x0\n"
    "STG.E [R2.64], R17\n"
    "LDS R5, [R0.X4]\n"
    "STG.E [R8.64], R5\n"
    "LDS R5, [R0.X4+0x200]\n"
    "STG.E [R10.64], R5\n"
    "LDS R5, [0x400]\n"
    "STG.E [R12.64], R5\n"
    "LDS.64 R20, [0x408]\n"
    "LOP3.LUT P4, RZ, R0, 0x1, RZ, 0xc0, !PT\n"
    "@P4 STG.E [R12.64], R21\n"
    "EXIT\n";

static uint64_t atoms_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)w;
    double d = 0.25 * n;
    uint64_t db;
    memcpy(&db, &d, 8);
    switch (k) {
    case 0:
        return i < 16 ? 3 : XRUN_ANY;
    case 1: {
        if (i >= 8)
            return 0;
        uint32_t c = 0;
        for (unsigned t = 0; t < n; t++)
            c += (t & 7) == i;
        return c + (i == 0 ? 3 * (n - 16) : 0);
    }
    case 2:
        return i == 1 ? 0 : i + 5;
    default:
        return i & 1 ? (uint32_t)(db >> 32) : f32_bits(1.5f * (float)n);
    }
}

/* ---- cp.async: LDGSTS, LDGDEPBAR, DEPBAR ------------------------------------
 * in[i] = 0x9e3779b9 * (i + 1).  Thread t copies (cp.async.ca 4 bytes) in[t]
 * to s[t] (LDS byte 4t); even threads copy 8 bytes in[t..t+1] to
 * s2[t..t+1] (byte 0x200 + 4t; n is even, so s2 is filled); threads t < 48
 * with t % 4 == 0 copy 16 bytes in[t..t+3] to s3[t..t+3] (byte 0x400 + 4t),
 * so s3[t] = in[t] for t < 48 and is never written above.  s4[t] (byte
 * 0x600 + 4t) is first 0xffffffff (STS), then every thread copies in[t]
 * there with a source predicate P3 = t even (cp.async with src-size 4 or 0:
 * 0 reads nothing and writes zeros).  Then cp.async.commit_group,
 * cp.async.wait_group 0 and a barrier: out0 = s[t], out1 = s2[t], out2 =
 * s3[t] (any value for t >= 48), out3 = s4[t] = t even ? in[t] : 0. */
static uint32_t cp_in(unsigned i) { return 0x9e3779b9u * (i + 1); }

static const char ldgsts_sass[] = HEAD PTR("R8", "0x218") PTR("R10", "0x220") PTR("R12", "0x228")
    PTR("R20", "0x230")
    "IMAD.SHL.U32 R4, R0, 0x4, RZ\n"
    "MOV R7, 0xffffffff\n"
    "STS [R4+0x600], R7\n"
    "LOP3.LUT P3, RZ, R0, 0x1, RZ, 0xc0, !PT\n"
    "PLOP3.LUT P3, PT, P3, PT, PT, 0xf, 0x0\n"
    "LDGSTS.E [R4+0x600], [R20.64], P3\n"
    "LDGSTS.E [R4], [R20.64]\n"
    "LOP3.LUT P0, RZ, R0, 0x1, RZ, 0xc0, !PT\n"
    "@!P0 LDGSTS.E.64 [R4+0x200], [R20.64]\n"
    "ISETP.LT.U32.AND P1, PT, R0, 0x30, PT\n"
    "LOP3.LUT R6, R0, 0x3, RZ, 0xc0, !PT\n"
    "ISETP.EQ.U32.AND P1, PT, R6, RZ, P1\n"
    "@P1 LDGSTS.E.BYPASS.LTC128B.128 [R4+0x400], desc[UR4][R20.64]\n"
    "LDGDEPBAR\n"
    "DEPBAR.LE SB0, 0x0\n"
    "BAR.SYNC.DEFER_BLOCKING 0x0\n"
    "LDS R5, [R4]\n"
    "STG.E [R2.64], R5\n"
    "LDS R5, [R4+0x200]\n"
    "STG.E [R8.64], R5\n"
    "LDS R5, [R4+0x400]\n"
    "STG.E [R10.64], R5\n"
    "LDS R5, [R4+0x600]\n"
    "STG.E [R12.64], R5\n"
    "EXIT\n";

static uint64_t ldgsts_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)w;
    if (k == 2 && i >= 48)
        return XRUN_ANY;
    if (k == 3)
        return i & 1 ? 0 : cp_in(i);
    return cp_in(i);
}

/* ---- a byte or half of a register to float; LOP3 with a predicate input -----
 * in[i] = 0x01030507 * i + 0x80.  out0 = (float)((in >> 8) & 0xff)
 * (I2F.U8 R, R.B1), out1 = (float)(signed char)(in >> 16) (I2F.S8 R, R.B2),
 * out2 = the high word of (double)(in >> 16) (I2F.F64.U16 R, R.H1; the low
 * word of a double holding an integer below 2^21 is 0).
 * out3: P1 = t odd; LOP3.LUT P1, RZ, R0, 0x4, RZ, 0xc0, P1 makes
 * P1 = (t & 4) != 0 || P1 (OR is the default combine); then
 * LOP3.LUT.PAND P2, RZ, R0, 0x2, RZ, 0xc0, !P1 gives P2 = (t & 2) != 0 &&
 * !P1; out3 = P1 + 2 * P2. */
static uint32_t cvt_in(unsigned i) { return 0x01030507u * i + 0x80u; }

static const char cvt_sass[] = HEAD PTR("R8", "0x218") PTR("R10", "0x220") PTR("R12", "0x228")
    PTR("R20", "0x230")
    "LDG.E R4, [R20.64]\n"
    "I2F.U8 R5, R4.B1\n"
    "STG.E [R2.64], R5\n"
    "I2F.S8 R5, R4.B2\n"
    "STG.E [R8.64], R5\n"
    "I2F.F64.U16 R6, R4.H1\n"
    "STG.E [R10.64], R7\n"
    "LOP3.LUT P1, RZ, R0, 0x1, RZ, 0xc0, !PT\n"
    "LOP3.LUT P1, RZ, R0, 0x4, RZ, 0xc0, P1\n"
    "LOP3.LUT.PAND P2, RZ, R0, 0x2, RZ, 0xc0, !P1\n"
    "SEL R5, RZ, 0x1, !P1\n"
    "SEL R6, RZ, 0x2, !P2\n"
    "IADD3 R5, R5, R6, RZ\n"
    "STG.E [R12.64], R5\n"
    "EXIT\n";

static uint64_t cvt_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)w;
    uint32_t v = cvt_in(i);
    switch (k) {
    case 0:
        return f32_bits((float)((v >> 8) & 0xff));
    case 1:
        return f32_bits((float)(int8_t)(uint8_t)(v >> 16));
    case 2: {
        double d = (double)(v >> 16);
        uint64_t b;
        memcpy(&b, &d, 8);
        return (uint32_t)(b >> 32);
    }
    default: {
        int p1 = (i & 4) != 0 || (i & 1);
        int p2 = (i & 2) != 0 && !p1;
        return (uint32_t)(p1 + 2 * p2);
    }
    }
}

/* ---- parameters narrower than a word ---------------------------------------
 * Five output buffers (pointers at 0x210..0x230), then the scalars at 0x238
 * (0x80ff7f05) and 0x23c (0x9abc1234), little-endian as CUDA lays them out.
 * Every thread writes: out0 = ULDC.U8 of byte 0x239 = 0x7f; out1 = ULDC.S8
 * of byte 0x23b = 0x80 sign-extended = 0xffffff80; out2 = LDC.U8 of byte
 * 0x238 = 0x05; out3 = LDC.S16 of the half at 0x23e = 0x9abc sign-extended
 * = 0xffff9abc; out4 = LDC.U16 of the half at 0x23c = 0x1234. */
static const char narrow_sass[] = HEAD PTR("R8", "0x218") PTR("R10", "0x220") PTR("R12", "0x228")
    PTR("R14", "0x230")
    "ULDC.U8 UR4, c[0x0][0x239]\n"
    "ULDC.S8 UR5, c[0x0][0x23b]\n"
    "LDC.U8 R4, c[0x0][0x238]\n"
    "LDC.S16 R5, c[0x0][0x23e]\n"
    "LDC.U16 R6, c[0x0][0x23c]\n"
    "MOV R7, UR4\n"
    "STG.E [R2.64], R7\n"
    "MOV R7, UR5\n"
    "STG.E [R8.64], R7\n"
    "STG.E [R10.64], R4\n"
    "STG.E [R12.64], R5\n"
    "STG.E [R14.64], R6\n"
    "EXIT\n";

static void test_narrow_params(void **state)
{
    (void)state;
    xrun_need_tools();
    static const uint32_t want[5] = { 0x7f, 0xffffff80u, 0x05, 0xffff9abcu, 0x1234 };
    for (int w = 32; w <= 64; w += 32) {
        struct xrun x;
        memset(&x, 0, sizeof x);
        uint32_t out[5][64];
        x.sass = narrow_sass;
        x.wave = w;
        x.block = 50;
        x.grid = 1;
        x.nbufs = 5;
        for (int k = 0; k < 5; k++) {
            for (int i = 0; i < 64; i++)
                out[k][i] = 0xdeadbeefu;
            x.bufs[k].data = out[k];
            x.bufs[k].bytes = 50 * 4;
        }
        x.nscalars = 2;
        x.scalars[0] = 0x80ff7f05u;
        x.scalars[1] = 0x9abc1234u;
        int rc = xrun(&x);
        if (rc)
            fail_msg("wave%d: %s", w, x.msg);
        assert_int_equal(x.unsupported, 0);
        for (int k = 0; k < 5; k++)
            for (int i = 0; i < 50; i++)
                if (out[k][i] != want[k])
                    fail_msg("wave%d out%d[%d] = 0x%x, want 0x%x", w, k, i, out[k][i], want[k]);
    }
}

/* ---- guarded uniform instructions ---------------------------------------------
 * A uniform instruction runs once per warp, and under a guard when the guard
 * holds in some thread of the warp that runs (a warp none of whose threads
 * holds it leaves the destination alone); R2UR reads a thread where it holds.
 * Warp w is threads 32w .. 32w+31.
 *   UR4 = 7; @P0 UMOV UR4, 9 with P0 = t < 40: warps 0 and 1 have such a
 *   thread (for n = 50 too: 32..39), warp 2 does not: out0 = w < 2 ? 9 : 7.
 *   UR5 = 1; @P1 R2UR UR5, R6 with P1 = t >= 34 and R6 = 100 + w: warp 0
 *   keeps 1, warps 1 and 2 read 101 and 102: out1.
 *   UP0 = UR4 != 9; UR6 = 3; @!UP0 UIADD3 UR6, UR4, 0x10: warps 0 and 1
 *   get 25, warp 2 keeps 3: out2. */
static const char uguard_sass[] = HEAD PTR("R8", "0x218") PTR("R10", "0x220")
    "ISETP.LT.U32.AND P0, PT, R0, 0x28, PT\n"
    "UMOV UR4, 0x7\n"
    "@P0 UMOV UR4, 0x9\n"
    "MOV R5, UR4\n"
    "STG.E [R2.64], R5\n"
    "SHF.R.U32.HI R6, RZ, 0x5, R0\n"
    "IADD3 R6, R6, 0x64, RZ\n"
    "ISETP.GE.U32.AND P1, PT, R0, 0x22, PT\n"
    "UMOV UR5, 0x1\n"
    "@P1 R2UR UR5, R6\n"
    "MOV R7, UR5\n"
    "STG.E [R8.64], R7\n"
    "UISETP.NE.U32.AND UP0, UPT, UR4, 0x9, UPT\n"
    "UMOV UR6, 0x3\n"
    "@!UP0 UIADD3 UR6, UR4, 0x10, URZ\n"
    "MOV R7, UR6\n"
    "STG.E [R10.64], R7\n"
    "EXIT\n";

static uint64_t uguard_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)w;
    unsigned wp = i / 32;
    switch (k) {
    case 0: return wp < 2 ? 9 : 7;
    case 1: return wp == 0 ? 1 : 100 + wp;
    default: return wp < 2 ? 25 : 3;
    }
}

/* ---- generic pointers into shared memory, clock64, a guarded fence ----------
 * s[t] = 3t + 1 (LDS word t), a barrier; then R6:R7 = the generic address of
 * s[t ^ 1] as sm_90 builds it (SR_SWINHI : shared address) and
 *   out0 = LD.E through it, plus LD.E through it + 4 at offset -4 (the same
 *   word; a negative displacement) = 2 (3(t ^ 1) + 1);
 *   out1 = __isShared(that pointer) + 2 * __isShared(&out0[t]) = 1 + 0;
 *   ST.E of t through it (s[t ^ 1] = t), @P0 MEMBAR.ALL.CTA (P0 true), a
 *   barrier: out2 = s[t] = t ^ 1, plus 1000 when clock64() read after all
 *   this is not below the one read first (the clock never goes backwards):
 *   out2 = (t ^ 1) + 1000.  n is even (96, 50), so t ^ 1 < n. */
static const char generic_sass[] = HEAD PTR("R8", "0x218") PTR("R10", "0x220")
    "CS2R R20, SR_CLOCKLO\n"
    "IMAD R5, R0, 0x3, 0x1\n"
    "STS [R0.X4], R5\n"
    "BAR.SYNC.DEFER_BLOCKING 0x0\n"
    "S2R R7, SR_SWINHI\n"
    "LOP3.LUT R6, R0, 0x1, RZ, 0x3c, !PT\n"
    "IMAD.SHL.U32 R6, R6, 0x4, RZ\n"
    "LD.E R12, [R6.64]\n"
    "IADD3 R24, R6, 0x4, RZ\n"
    "MOV R25, R7\n"
    "LD.E R26, [R24.64+-0x4]\n"
    "IADD3 R12, R12, R26, RZ\n"
    "STG.E [R2.64], R12\n"
    "QSPC.E.S P0, RZ, [R6]\n"
    "QSPC.E.S P1, RZ, [R2]\n"
    "SEL R13, RZ, 0x1, !P0\n"
    "SEL R14, RZ, 0x2, !P1\n"
    "IADD3 R13, R13, R14, RZ\n"
    "STG.E [R8.64], R13\n"
    "BAR.SYNC.DEFER_BLOCKING 0x0\n"
    "ST.E [R6.64], R0\n"
    "@P0 MEMBAR.ALL.CTA\n"
    "BAR.SYNC.DEFER_BLOCKING 0x0\n"
    "LDS R15, [R0.X4]\n"
    "CS2R R22, SR_CLOCKLO\n"
    "ISETP.GE.U32.AND P2, PT, R22, R20, PT\n"
    "ISETP.GE.U32.AND.EX P2, PT, R23, R21, PT, P2\n"
    "SEL R16, RZ, 0x3e8, !P2\n"
    "IADD3 R15, R15, R16, RZ\n"
    "STG.E [R10.64], R15\n"
    "EXIT\n";

static uint64_t generic_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)w;
    switch (k) {
    case 0: return 2 * (3 * (i ^ 1) + 1);
    case 1: return 1;
    default: return (i ^ 1) + 1000;
    }
}

/* ---- UIADD3.X with a complemented source: 64-bit uniform subtraction -------
 * a - b as nvcc writes it: low = a.lo + (-b.lo) with the carry out in UP0,
 * high = a.hi + ~b.hi + UP0.  b = 7 (b.hi = 0: ~b.hi = 0xffffffff);
 * a = 0x1_00000005: low 0xfffffffe, no carry, high 1 + 0xffffffff + 0 = 0;
 * a = 0x1_00000009: low 2, carry, high 1 + 0xffffffff + 1 = 1.
 * out0 = the first high word (0), out1 = its low word, out2 = the second
 * high word (1), out3 = the second low word (2). */
static const char usub_sass[] = HEAD PTR("R8", "0x218") PTR("R10", "0x220") PTR("R12", "0x228")
    "UMOV UR4, 0x5\n"
    "UMOV UR5, 0x1\n"
    "UMOV UR7, URZ\n"
    "UMOV UR9, 0xfffffff9\n"
    "UIADD3 UR10, UP0, UR4, UR9, URZ\n"
    "UIADD3.X UR11, ~UR7, UR5, URZ, UP0, !UPT\n"
    "MOV R5, UR11\n"
    "STG.E [R2.64], R5\n"
    "MOV R5, UR10\n"
    "STG.E [R8.64], R5\n"
    "UMOV UR4, 0x9\n"
    "UIADD3 UR10, UP1, UR4, UR9, URZ\n"
    "UIADD3.X UR11, ~UR7, UR5, URZ, UP1, !UPT\n"
    "MOV R5, UR11\n"
    "STG.E [R10.64], R5\n"
    "MOV R5, UR10\n"
    "STG.E [R12.64], R5\n"
    "EXIT\n";

static uint64_t usub_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)i; (void)n; (void)w;
    static const uint32_t v[4] = { 0, 0xfffffffeu, 1, 2 };
    return v[k];
}

/* The same subtractions in the form nvcc 13.0 writes for sm_80 (conformance
 * case u_sub64): low = a.lo - b.lo as -b.lo + a.lo, its carry the
 * no-borrow (5 - 7 borrows: no carry; 9 - 7 does not: carry), into URZ
 * when only the carry is used (the second; its low word comes from a plain
 * UIADD3).  The same four words as usub_sass. */
static const char usubn_sass[] = HEAD PTR("R8", "0x218") PTR("R10", "0x220") PTR("R12", "0x228")
    "UMOV UR4, 0x5\n"
    "UMOV UR5, 0x1\n"
    "UMOV UR6, 0x7\n"
    "UMOV UR7, URZ\n"
    "UIADD3 UR10, UP0, -UR6, UR4, URZ\n"
    "UIADD3.X UR11, ~UR7, UR5, URZ, UP0, !UPT\n"
    "MOV R5, UR11\n"
    "STG.E [R2.64], R5\n"
    "MOV R5, UR10\n"
    "STG.E [R8.64], R5\n"
    "UMOV UR4, 0x9\n"
    "UIADD3 URZ, UP1, -UR6, UR4, URZ\n"
    "UIADD3.X UR11, ~UR7, UR5, URZ, UP1, !UPT\n"
    "UIADD3 UR10, UR4, -UR6, URZ\n"
    "MOV R5, UR11\n"
    "STG.E [R10.64], R5\n"
    "MOV R5, UR10\n"
    "STG.E [R12.64], R5\n"
    "EXIT\n";

/* ---- the launch-size words read two at a time ------------------------------
 * ULDC.64 of c[0x0][0x0] is blockDim.x and .y (conformance case
 * cg_group_sync: nvcc's cooperative-groups code reads them so), of 0x8
 * blockDim.z and gridDim.x, of 0x10 gridDim.y and .z: one block of n
 * threads, so out0 = blockDim.y = 1, out1 = blockDim.z + gridDim.x = 2,
 * out2 = blockDim.x + gridDim.y + gridDim.z = n + 2.  The high word of each
 * pair was left unloaded (blockDim.y read as 0 on the emulator). */
static const char launch64_sass[] = HEAD PTR("R8", "0x218") PTR("R10", "0x220")
    "ULDC.64 UR4, c[0x0][0x0]\n"
    "ULDC.64 UR6, c[0x0][0x8]\n"
    "ULDC.64 UR8, c[0x0][0x10]\n"
    "MOV R5, UR5\n"
    "STG.E [R2.64], R5\n"
    "MOV R5, UR6\n"
    "IADD3 R5, R5, UR7, RZ\n"
    "STG.E [R8.64], R5\n"
    "MOV R5, UR4\n"
    "IADD3 R5, R5, UR8, RZ\n"
    "IADD3 R5, R5, UR9, RZ\n"
    "STG.E [R10.64], R5\n"
    "EXIT\n";

static uint64_t launch64_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)i; (void)w;
    return k == 0 ? 1 : k == 1 ? 2 : n + 2;
}

struct tcase {
    struct xcase c;
    int wave64;     /* 0: wave32 only */
};

static const struct tcase cases[] = {
    { { "ATOMS scaled/RZ addresses, RZ results, CAST.SPIN loops", atoms_sass, 4, 1280, NULL, 0, NULL,
        atoms_want }, 1 },
    { { "LDGSTS 4/8/16 bytes, source predicate, LDGDEPBAR, DEPBAR.LE", ldgsts_sass, 4, 2048, cp_in, 0, NULL,
        ldgsts_want }, 1 },
    { { "I2F of a byte/half selector, LOP3 with a predicate input", cvt_sass, 4, 0, cvt_in, 0, NULL,
        cvt_want }, 1 },
    { { "guarded uniform instructions (UMOV, R2UR, UIADD3 under P and UP)", uguard_sass, 3, 0, NULL, 0,
        NULL, uguard_want }, 1 },
    { { "generic pointers into shared memory (SWINHI, LD.E/ST.E, QSPC.E.S), clock64, @P MEMBAR",
        generic_sass, 3, 512, NULL, 0, NULL, generic_want }, 1 },
    { { "UIADD3.X with a complemented source (64-bit uniform subtraction)", usub_sass, 4, 0, NULL, 0,
        NULL, usub_want }, 1 },
    { { "UIADD3 with a negated source and a carry out (its no-borrow)", usubn_sass, 4, 0, NULL, 0,
        NULL, usub_want }, 1 },
    { { "launch-size words read 64 bits at a time (ULDC.64 c[0x0][0x0], 0x8, 0x10)", launch64_sass, 3, 0,
        NULL, 0, NULL, launch64_want }, 1 },
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
    struct CMUnitTest tests[sizeof cases / sizeof cases[0] + 1];
    size_t n = 0;
    for (; n < sizeof cases / sizeof cases[0]; n++) {
        tests[n] = (struct CMUnitTest)cmocka_unit_test_prestate(run_case, (void *)&cases[n]);
        tests[n].name = cases[n].c.name;
    }
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_narrow_params);
    return cmocka_run_group_tests_name("xlate_realmem", tests, NULL, NULL);
}
