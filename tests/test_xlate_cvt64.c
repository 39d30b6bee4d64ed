/* test_xlate_cvt64.c - F2I to and I2F from 64-bit integers (rules f2i.64,
 * i2f.64) in every rounding, on the emulator against references.
 *
 * F2I: the value rounded to an integer by the modifier (truncation, floor,
 * ceiling, nearest even without one), saturated to the type's range, a NaN
 * 0x8000000000000000 (as the H200 gives it: f2i_64_* cases).
 *
 * I2F from 64-bit integers in every
 * rounding, run on the RDNA3 emulator (tests/lib/xrun.c) in wave32 and
 * wave64 over edge and random inputs, against IEEE rounding computed here
 * from its definition: the 24 (f32) or 53 (f64) leading bits of the
 * magnitude, rounded up when the rest is past half (or exactly half with an
 * odd last bit) for nearest even, never for toward zero, when the rest is
 * not zero and the value positive (RP) or negative (RM).  The conformance
 * cases hold the H200's answers for nearest even and the f32 .RZ and f64
 * .RP forms; this covers every other mode (the signed f32 .RP/.RM forms
 * round a negative value's magnitude the other way). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib/xrun.h"

#define NT 256      /* threads: one input each */

enum { RN, RZ, RM, RP };
static const char *const mode_mod[] = { "", ".RZ", ".RM", ".RP" };

/* The correctly rounded float (bits f32: 24, f64: 53) of the integer of
 * magnitude m and sign neg, as the bits of an f32 or f64. */
static uint64_t ref(uint64_t m, int neg, int mode, int bits)
{
    if (!m)
        return 0;
    int n = 64 - __builtin_clzll(m), e = 0;
    uint64_t mant = m;
    if (n > bits) {
        e = n - bits;
        mant = m >> e;
        uint64_t rest = m & ((1ull << e) - 1), half = 1ull << (e - 1);
        int up = mode == RN ? (rest > half || (rest == half && (mant & 1))) :
                 mode == RP ? (!neg && rest) : mode == RM ? (neg && rest) : 0;
        mant += (uint64_t)up;
    }
    if (bits == 24) {
        float f = ldexpf((float)mant, e);       /* mant <= 2^24: exact */
        uint32_t u;
        memcpy(&u, &f, 4);
        return u | (neg ? 0x80000000u : 0);
    }
    double d = ldexp((double)mant, e);          /* mant <= 2^53: exact */
    uint64_t u;
    memcpy(&u, &d, 8);
    return u | (neg ? 1ull << 63 : 0);
}

/* Inputs: powers of two and their neighbours, the f32 and f64 ties of
 * 64-bit integers and their odd neighbours, then random values of every
 * width (splitmix64). */
static uint64_t input(unsigned i)
{
    static const uint64_t edge[] = {
        0, 1, 2, 3, 0xffffffffffffffffull, 0x8000000000000000ull, 0x7fffffffffffffffull,
        0x8000000000000001ull, 0xfffffffffffffffeull, 0x1000001ull, 0x1000003ull, 0x1000002ull,
        0x8000008000000000ull, 0x8000018000000000ull, 0x7fffff8000000000ull, 0x20000000000001ull,
        0x20000000000003ull, 0x8000000000000400ull, 0x8000000000000c00ull, 0xfffffffffffff800ull,
        0xfffffffffffffc00ull, 0xffffffffull, 0x100000000ull, 0xffffffff00000001ull,
        0xffffff7fffffffffull, 0xffffff8000000000ull, 0xffffff8000000001ull, 0x00000000ffffff80ull,
    };
    const unsigned ne = sizeof edge / sizeof edge[0];
    if (i < ne)
        return edge[i];
    uint64_t z = 0x9e3779b97f4a7c15ull * (i + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    return z >> (i % 64);
}

/* One I2F form over NT inputs in wave w: 0 when every output is the
 * reference, else fails with the first difference. */
static void run_form(int sgn, int f64, int mode, int wave)
{
    /* one listing per form: xrun keeps the last program by its listing's
     * address, so each form has its own */
    static char bodies[2][2][4][512];
    char ins[64], *body = bodies[sgn][f64][mode];
    snprintf(ins, sizeof ins, "I2F%s.%s64%s", f64 ? ".F64" : "", sgn ? "S" : "U", mode_mod[mode]);
    snprintf(body, sizeof bodies[0][0][0],
             "S2R R0, SR_TID.X\n"
             "LDC.64 R2, c[0x0][0x218]\n"
             "IMAD.WIDE.U32 R2, R0, 0x8, R2\n"
             "LDG.E.64 R4, [R2.64]\n"
             "LDC.64 R6, c[0x0][0x210]\n"
             "IMAD.WIDE.U32 R6, R0, %s, R6\n"
             "%s R8, R4\n"
             "STG.E%s [R6.64], R8\n"
             "EXIT\n", f64 ? "0x8" : "0x4", ins, f64 ? ".64" : "");
    static uint64_t in[NT], out[NT];
    for (unsigned i = 0; i < NT; i++)
        in[i] = input(i);
    memset(out, 0xa5, sizeof out);
    struct xrun x;
    memset(&x, 0, sizeof x);
    x.sass = body;
    x.wave = wave;
    x.block = NT;
    x.grid = 1;
    x.nbufs = 2;
    x.bufs[0].data = out;
    x.bufs[0].bytes = NT * (f64 ? 8 : 4);
    x.bufs[1].data = in;
    x.bufs[1].bytes = sizeof in;
    int rc = xrun(&x);
    if (rc == -2)
        skip();
    if (rc)
        fail_msg("%s wave%d: %s", ins, wave, x.msg);
    assert_int_equal(x.unsupported, 0);
    const uint32_t *o32 = (const uint32_t *)out;
    for (unsigned i = 0; i < NT; i++) {
        int neg = sgn && (int64_t)in[i] < 0;
        uint64_t m = neg ? 0 - in[i] : in[i];
        uint64_t want = ref(m, neg, mode, f64 ? 53 : 24), got = f64 ? out[i] : o32[i];
        if (got != want) {
            char *l = xrun_listing(body, wave);
            print_error("the translation:\n%s\n", l ? l : "");
            free(l);
            fail_msg("%s wave%d: 0x%016llx gives 0x%llx, want 0x%llx", ins, wave,
                     (unsigned long long)in[i], (unsigned long long)got, (unsigned long long)want);
        }
    }
}

/* ---- F2I.{S64,U64}[.F64] ---------------------------------------------------- */

enum { TRUNC, FLOOR, CEIL, NEAREST };
static const char *const f2i_mod[] = { ".TRUNC", ".FLOOR", ".CEIL", "" };

static uint64_t ref_f2i(double v, int sgn, int mode)
{
    if (isnan(v))
        return 1ull << 63;
    double r = mode == TRUNC ? trunc(v) : mode == FLOOR ? floor(v) : mode == CEIL ? ceil(v) : nearbyint(v);
    if (sgn) {
        if (r >= 9223372036854775808.0)
            return 0x7fffffffffffffffull;
        if (r < -9223372036854775808.0)
            return 0x8000000000000000ull;
        return (uint64_t)(int64_t)r;
    }
    if (r >= 18446744073709551616.0)
        return 0xffffffffffffffffull;
    return r <= 0 ? 0 : (uint64_t)r;
}

/* f32 and f64 inputs: zeros, halves and their neighbours, the ends of both
 * integer ranges and their neighbours, infinities, NaNs, denormals, then
 * random values of moderate size (any sign and exponent up to 2^70). */
static double f2i_input(unsigned i, int f64)
{
    static const double edge[] = {
        0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, 1.0, -1.0,
        9223372036854775808.0, -9223372036854775808.0, 9223372036854774784.0,
        -9223372036854777856.0, 18446744073709551616.0, 18446744073709549568.0,
        4503599627370497.0, 1e30, -1e30, 1e-310, 4294967295.5, 4294967296.0,
    };
    const unsigned ne = sizeof edge / sizeof edge[0];
    if (i < ne)
        return f64 ? edge[i] : (double)(float)edge[i];
    if (i == ne) return INFINITY;
    if (i == ne + 1) return -INFINITY;
    if (i == ne + 2) return NAN;
    uint64_t z = 0x9e3779b97f4a7c15ull * (i + 7);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    double v = ldexp((double)(z >> 11) / 9007199254740992.0, (int)(z % 72)) * ((z >> 7) & 1 ? -1 : 1);
    return f64 ? v : (double)(float)v;
}

static void run_f2i(int sgn, int f64, int mode, int wave)
{
    static char bodies[2][2][4][512];
    char ins[64], *body = bodies[sgn][f64][mode];
    snprintf(ins, sizeof ins, "F2I.%s64%s%s", sgn ? "S" : "U", f64 ? ".F64" : "", f2i_mod[mode]);
    snprintf(body, sizeof bodies[0][0][0],
             "S2R R0, SR_TID.X\n"
             "LDC.64 R2, c[0x0][0x218]\n"
             "IMAD.WIDE.U32 R2, R0, %s, R2\n"
             "LDG.E%s R4, [R2.64]\n"
             "LDC.64 R6, c[0x0][0x210]\n"
             "IMAD.WIDE.U32 R6, R0, 0x8, R6\n"
             "%s R8, R4\n"
             "STG.E.64 [R6.64], R8\n"
             "EXIT\n", f64 ? "0x8" : "0x4", f64 ? ".64" : "", ins);
    static uint64_t in[NT], out[NT];
    double v[NT];
    for (unsigned i = 0; i < NT; i++) {
        v[i] = f2i_input(i, f64);
        if (f64) {
            memcpy(&in[i], &v[i], 8);
        } else {
            float f = (float)v[i];
            memcpy((uint32_t *)in + i, &f, 4);
        }
    }
    memset(out, 0xa5, sizeof out);
    struct xrun x;
    memset(&x, 0, sizeof x);
    x.sass = body;
    x.wave = wave;
    x.block = NT;
    x.grid = 1;
    x.nbufs = 2;
    x.bufs[0].data = out;
    x.bufs[0].bytes = sizeof out;
    x.bufs[1].data = in;
    x.bufs[1].bytes = NT * (f64 ? 8 : 4);
    int rc = xrun(&x);
    if (rc == -2)
        skip();
    if (rc)
        fail_msg("%s wave%d: %s", ins, wave, x.msg);
    assert_int_equal(x.unsupported, 0);
    for (unsigned i = 0; i < NT; i++) {
        uint64_t want = ref_f2i(v[i], sgn, mode);
        if (out[i] != want)
            fail_msg("%s wave%d: %.17g gives 0x%llx, want 0x%llx", ins, wave, v[i],
                     (unsigned long long)out[i], (unsigned long long)want);
    }
}

static void test_f2i(void **state)
{
    (void)state;
    xrun_need_tools();
    for (int sgn = 0; sgn <= 1; sgn++)
        for (int f64 = 0; f64 <= 1; f64++)
            for (int mode = TRUNC; mode <= NEAREST; mode++)
                for (int w = 32; w <= 64; w += 32)
                    run_f2i(sgn, f64, mode, w);
}

/* ---- I2F.{S64,U64} ---------------------------------------------------------- */

static void test_u64_f32(void **state)
{
    (void)state;
    xrun_need_tools();
    for (int mode = RN; mode <= RP; mode++)
        for (int w = 32; w <= 64; w += 32)
            run_form(0, 0, mode, w);
}

static void test_s64_f32(void **state)
{
    (void)state;
    xrun_need_tools();
    for (int mode = RN; mode <= RP; mode++)
        for (int w = 32; w <= 64; w += 32)
            run_form(1, 0, mode, w);
}

static void test_f64(void **state)
{
    (void)state;
    xrun_need_tools();
    for (int sgn = 0; sgn <= 1; sgn++)
        for (int mode = RN; mode <= RP; mode++)
            for (int w = 32; w <= 64; w += 32)
                run_form(sgn, 1, mode, w);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_f2i),
        cmocka_unit_test(test_u64_f32),
        cmocka_unit_test(test_s64_f32),
        cmocka_unit_test(test_f64),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
