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
 *   failure) and a branch back while Rd != 1.
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
 * so s3[t] = in[t] for t < 48 and is never written above.  Then
 * cp.async.commit_group, cp.async.wait_group 0 and a barrier:
 * out0 = s[t], out1 = s2[t], out2 = s3[t] (any value for t >= 48). */
static uint32_t cp_in(unsigned i) { return 0x9e3779b9u * (i + 1); }

static const char ldgsts_sass[] = HEAD PTR("R8", "0x218") PTR("R10", "0x220") PTR("R20", "0x228")
    "IMAD.SHL.U32 R4, R0, 0x4, RZ\n"
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
    "EXIT\n";

static uint64_t ldgsts_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)w;
    if (k == 2 && i >= 48)
        return XRUN_ANY;
    return cp_in(i);
}

struct tcase {
    struct xcase c;
    int wave64;     /* 0: wave32 only */
};

static const struct tcase cases[] = {
    { { "ATOMS scaled/RZ addresses, RZ results, CAST.SPIN loops", atoms_sass, 4, 1280, NULL, 0, NULL,
        atoms_want }, 1 },
    { { "LDGSTS 4/8/16 bytes, LDGDEPBAR, DEPBAR.LE", ldgsts_sass, 3, 1536, cp_in, 0, NULL,
        ldgsts_want }, 1 },
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
    return cmocka_run_group_tests_name("xlate_realmem", tests, NULL, NULL);
}
