/* test_xlate_fatomic.c - the float atomic adds with .FTZ (rules
 * atomg.add.f32.ftz, atom.add.f32.ftz, red.add.f32.ftz, redg.add.f32.ftz:
 * a compare-and-swap loop), run on the RDNA3 emulator (tests/lib/xrun.c) in
 * wave32 and wave64:
 *   - one word per thread: the word becomes flush(flush(old) + flush(b)),
 *     the old word comes back unchanged (as the H200 does it: red_f32,
 *     where a denormal in memory or in b adds as 0), ATOM's predicate is
 *     true;
 *   - every thread on one word: the loop retries until each lane's add is
 *     in, so 1.0 from each of n threads sums to n exactly (the order of the
 *     adds does not matter for small whole numbers). */
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

#define NT 96       /* threads: three warps, wave64's second wave half full */

static float fl(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint32_t bits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

/* a denormal (or zero) as the zero of its sign */
static uint32_t ftz(uint32_t u)
{
    return (u & 0x7f800000u) == 0 ? (u & 0x80000000u) : u;
}

static uint32_t word(unsigned i, int which)
{
    static const uint32_t edge[] = {
        0x00000000u, 0x80000000u, 0x00000001u, 0x807fffffu, 0x00800000u, 0x80800001u,
        0x3f800000u, 0xbf800000u, 0x7f7fffffu, 0x7f800000u, 0xff800000u, 0x00400000u,
    };
    const unsigned ne = sizeof edge / sizeof edge[0];
    if (which == 0)
        return edge[i % ne];
    if (which == 1)
        return edge[(i / ne + i) % ne];
    return 0x3e800000u + (i * 0x9e3779b9u >> 9);   /* a number in [0.25, 0.5) or so */
}

/* The rule's instruction at R2 (the word) with data R4, the old word stored. */
static const char *const forms[] = {
    "ATOMG.E.ADD.F32.FTZ.RN.STRONG.GPU PT, R8, [R2.64], R4",
    "ATOM.E.ADD.F32.FTZ.RN.STRONG.GPU P1, R8, [R2.64], R4",
    "RED.E.ADD.F32.FTZ.RN.STRONG.GPU [R2.64], R4",
    "REDG.E.ADD.F32.FTZ.RN.STRONG.GPU [R2.64], R4",
};

static void run(int form, int shared_word, int wave)
{
    static char bodies[4][2][640];
    char *body = bodies[form][shared_word];
    int red = form >= 2, atom = form == 1;
    /* buffers: 0 the words, 1 the old words (ATOM: old + 1 if P1 was set),
     * 2 the data */
    snprintf(body, sizeof bodies[0][0],
             "S2R R0, SR_TID.X\n"
             "LDC.64 R2, c[0x0][0x210]\n"
             "IMAD.WIDE.U32 R2, R0, %s, R2\n"
             "LDC.64 R6, c[0x0][0x220]\n"
             "IMAD.WIDE.U32 R6, R0, 0x4, R6\n"
             "LDG.E R4, [R6.64]\n"
             "LDC.64 R6, c[0x0][0x218]\n"
             "IMAD.WIDE.U32 R6, R0, 0x4, R6\n"
             "MOV R8, RZ\n"
             "ISETP.NE.AND P1, PT, RZ, RZ, PT\n"
             "%s\n"
             "%s"
             "STG.E [R6.64], R8\n"
             "EXIT\n",
             shared_word ? "0x0" : "0x4", forms[form],
             atom ? "@P1 IADD3 R8, R8, 0x1, RZ\n" : "");
    static uint32_t mem[NT], old[NT], dat[NT];
    for (unsigned i = 0; i < NT; i++) {
        mem[i] = shared_word ? 0 : word(i, 0);
        old[i] = 0xdeadbeefu;
        dat[i] = shared_word ? 0x3f800000u : word(i, 1);
    }
    struct xrun x;
    memset(&x, 0, sizeof x);
    x.sass = body;
    x.wave = wave;
    x.block = NT;
    x.grid = 1;
    x.nbufs = 3;
    x.bufs[0].data = mem;
    x.bufs[0].bytes = sizeof mem;
    x.bufs[1].data = old;
    x.bufs[1].bytes = sizeof old;
    x.bufs[2].data = dat;
    x.bufs[2].bytes = sizeof dat;
    int rc = xrun(&x);
    if (rc == -2)
        skip();
    if (rc)
        fail_msg("%s wave%d: %s", forms[form], wave, x.msg);
    assert_int_equal(x.unsupported, 0);
    if (shared_word) {
        if (mem[0] != bits((float)NT))
            fail_msg("%s wave%d: %u adds of 1.0 give 0x%08x", forms[form], wave, NT, mem[0]);
        return;
    }
    for (unsigned i = 0; i < NT; i++) {
        uint32_t a = word(i, 0), b = word(i, 1);
        uint32_t want = ftz(bits(fl(ftz(a)) + fl(ftz(b))));
        int nan = isnan(fl(want)) && isnan(fl(mem[i]));
        if (mem[i] != want && !nan)
            fail_msg("%s wave%d: 0x%08x + 0x%08x gives 0x%08x, want 0x%08x", forms[form], wave, a, b,
                     mem[i], want);
        uint32_t o = red ? 0 : atom ? a + 1 : a;
        if (old[i] != o)
            fail_msg("%s wave%d: thread %u's result 0x%08x, want 0x%08x", forms[form], wave, i, old[i], o);
    }
}

static void test_one_word_each(void **state)
{
    (void)state;
    xrun_need_tools();
    for (int f = 0; f < 4; f++)
        for (int w = 32; w <= 64; w += 32)
            run(f, 0, w);
}

static void test_one_word_for_all(void **state)
{
    (void)state;
    xrun_need_tools();
    for (int f = 0; f < 4; f++)
        for (int w = 32; w <= 64; w += 32)
            run(f, 1, w);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_one_word_each),
        cmocka_unit_test(test_one_word_for_all),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
