/* test_xlate_spill.c - register budgets and spilling (xlate_spill.c).
 *
 * Hand-written sm_90 listings with high register demand are translated
 * under budgets, assembled (llvm-mc-19), linked (ld.lld-19) and run on the
 * RDNA3 emulator (tests/lib/xrun.c) in wave32 and wave64; the outputs are
 * compared word by word with values derived by hand.  Beside the runs: the
 * descriptor's VGPR count stays within the budget, the private segment
 * holds the slots, a budget below the smallest is refused, and the spill
 * step says what went to scratch.
 *
 * Every listing starts with HEAD: R0 = threadIdx.x, R2:R3 = &out0[tid].
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

/* ---- 250 registers live at once ----------------------------------------------
 * R4..R253 = tid + k (k = 1..250), then summed pairwise into R4: 250
 * colours, v0 and the translation's own VGPRs need more than the 256 of
 * the file, so even without a budget some colours go to scratch.
 * out = 250 tid + (1 + ... + 250) = 250 tid + 31375. */
#define WIDE_LIVE 250
static char wide_sass[WIDE_LIVE * 48 + 256];

static void wide_build(void)
{
    int n = snprintf(wide_sass, sizeof wide_sass, "%s", HEAD);
    for (int k = 1; k <= WIDE_LIVE; k++)
        n += snprintf(wide_sass + n, sizeof wide_sass - (size_t)n, "IADD3 R%d, R0, 0x%x, RZ\n",
                      3 + k, k);
    for (int k = 5; k <= 3 + WIDE_LIVE; k += 2)
        n += snprintf(wide_sass + n, sizeof wide_sass - (size_t)n, "IADD3 R4, R4, R%d, R%d\n",
                      k, k + 1 <= 3 + WIDE_LIVE ? k + 1 : 255);
    snprintf(wide_sass + n, sizeof wide_sass - (size_t)n, "STG.E [R2.64], R4\nEXIT\n");
}

static uint64_t wide_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)k; (void)w;
    return 250u * i + 31375u;
}

/* ---- a loop among values waiting for after it ----------------------------------
 * sixteen values R8..R23 = tid * k wait across a loop of lim = tid & 7
 * iterations that sums i into R6; then out = R6 + R8 + ... + R23
 * = lim (lim - 1) / 2 + tid (1 + ... + 16) = lim (lim - 1) / 2 + 136 tid.
 * The loop's registers are used ten times as often per reference: the
 * waiting values go to scratch first. */
static const char loop_sass[] = HEAD
    "LOP3.LUT R4, R0, 0x7, RZ, 0xc0, !PT\n"
    "IMAD R8, R0, 0x1, RZ\nIMAD R9, R0, 0x2, RZ\nIMAD R10, R0, 0x3, RZ\nIMAD R11, R0, 0x4, RZ\n"
    "IMAD R12, R0, 0x5, RZ\nIMAD R13, R0, 0x6, RZ\nIMAD R14, R0, 0x7, RZ\nIMAD R15, R0, 0x8, RZ\n"
    "IMAD R16, R0, 0x9, RZ\nIMAD R17, R0, 0xa, RZ\nIMAD R18, R0, 0xb, RZ\nIMAD R19, R0, 0xc, RZ\n"
    "IMAD R20, R0, 0xd, RZ\nIMAD R21, R0, 0xe, RZ\nIMAD R22, R0, 0xf, RZ\nIMAD R23, R0, 0x10, RZ\n"
    "MOV R5, RZ\n"
    "MOV R6, RZ\n"
    ".L_x_0:\n"
    "ISETP.GE.U32.AND P0, PT, R5, R4, PT\n"
    "@P0 BRA `(.L_x_1)\n"
    "IADD3 R6, R6, R5, RZ\n"
    "IADD3 R5, R5, 0x1, RZ\n"
    "BRA `(.L_x_0)\n"
    ".L_x_1:\n"
    "IADD3 R6, R6, R8, R9\nIADD3 R6, R6, R10, R11\nIADD3 R6, R6, R12, R13\n"
    "IADD3 R6, R6, R14, R15\nIADD3 R6, R6, R16, R17\nIADD3 R6, R6, R18, R19\n"
    "IADD3 R6, R6, R20, R21\nIADD3 R6, R6, R22, R23\n"
    "STG.E [R2.64], R6\n"
    "EXIT\n";

static uint64_t loop_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)k; (void)w;
    unsigned lim = i & 7;
    return lim * (lim - (lim > 0)) / 2 + 136u * i;
}

/* ---- 64-bit pairs under a small budget -----------------------------------------
 * pairs R8:R9 ... R14:R15 built from tid, added as 64-bit values; the pairs
 * stay consecutive in the reload VGPRs.  out = low word of
 * sum over k = 1..4 of ((tid + k) << 32 | tid * k) = tid * 10. */
static const char pair_sass[] = HEAD
    "IMAD R8, R0, 0x1, RZ\nIADD3 R9, R0, 0x1, RZ\n"
    "IMAD R10, R0, 0x2, RZ\nIADD3 R11, R0, 0x2, RZ\n"
    "IMAD R12, R0, 0x3, RZ\nIADD3 R13, R0, 0x3, RZ\n"
    "IMAD R14, R0, 0x4, RZ\nIADD3 R15, R0, 0x4, RZ\n"
    "IMAD.WIDE.U32 R8, R10, 0x1, R8\n"
    "IMAD.WIDE.U32 R12, R14, 0x1, R12\n"
    "IMAD.WIDE.U32 R8, R12, 0x1, R8\n"
    "STG.E [R2.64], R8\n"
    "EXIT\n";

static uint64_t pair_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)k; (void)w;
    return 10u * i;
}

/* ---- helpers ------------------------------------------------------------------- */

static struct xlate_result *translate(const char *sass, int wave, int budget, struct sass_module **m,
                                      char *msg, size_t len)
{
    xrun_max_vgprs = budget;
    struct xlate_result *r = xrun_translate(sass, wave, m, msg, len);
    xrun_max_vgprs = 0;
    return r;
}

/* The smallest budget the translation takes: what a budget of 1 is refused with. */
static int smallest(const char *sass, int wave)
{
    struct sass_module *m = NULL;
    char msg[512] = "";
    struct xlate_result *r = translate(sass, wave, 1, &m, msg, sizeof msg);
    assert_null(r);
    sass_module_free(m);
    const char *p = strstr(msg, "needs at least ");
    assert_non_null(p);
    return atoi(p + strlen("needs at least "));
}

/* Translate at budget b: within it, and spilled as expected. */
static void check_fits(const char *sass, int wave, int b, int want_spill)
{
    struct sass_module *m = NULL;
    char msg[512] = "";
    struct xlate_result *r = translate(sass, wave, b, &m, msg, sizeof msg);
    if (!r)
        fail_msg("budget %d wave%d: %s", b, wave, msg);
    const struct xfunc *xf = &r->funcs[0];
    int lim = b > 0 ? b : 256;
    if (xf->next_free_vgpr > lim)
        fail_msg("budget %d: next_free_vgpr %d", lim, xf->next_free_vgpr);
    if (want_spill) {
        assert_true(xf->spilled > 0);
        assert_true(xf->spill_loads > 0);
        assert_true(xf->scratch_bytes >= 4 * xf->spilled);
        int step = 0;
        for (size_t k = 0; k < xf->nsteps; k++)
            step |= xf->steps[k].kind == XS_PASS && xf->steps[k].pass &&
                    !strcmp(xf->steps[k].pass, "spill");
        assert_true(step);
    } else {
        assert_int_equal(xf->spilled, 0);
    }
    xlate_result_free(r);
    sass_module_free(m);
}

static void run_at(const struct xcase *c, int b, unsigned n)
{
    for (int w = 32; w <= 64; w += 32) {
        xrun_max_vgprs = b;
        xrun_case_check(c, w, n);
        xrun_max_vgprs = 0;
    }
}

/* ---- tests --------------------------------------------------------------------- */

static void test_over_the_file(void **state)
{
    (void)state;
    wide_build();
    for (int w = 32; w <= 64; w += 32)
        check_fits(wide_sass, w, 0, 1);
    struct xcase c = { "250 live", wide_sass, 1, 0, NULL, 0, NULL, wide_want };
    run_at(&c, 0, 64);
    run_at(&c, 32, 64);
}

static void test_loop_budgets(void **state)
{
    (void)state;
    struct xcase c = { "loop", loop_sass, 1, 0, NULL, 0, NULL, loop_want };
    check_fits(loop_sass, 32, 0, 0);
    for (int w = 32; w <= 64; w += 32) {
        int lo = smallest(loop_sass, w);
        check_fits(loop_sass, w, lo, 1);
        run_at(&c, lo, 50);
    }
    run_at(&c, 32, 96);
}

/* The loop's registers (R4, R5, R6 and R0) stay in VGPRs at a budget that
 * spills fewer colours than the sixteen waiting values. */
static void test_loop_stays(void **state)
{
    (void)state;
    struct sass_module *m = NULL;
    char msg[512] = "";
    int lo = smallest(loop_sass, 32);
    struct xlate_result *r = translate(loop_sass, 32, lo + 8, &m, msg, sizeof msg);
    if (!r)
        fail_msg("%s", msg);
    const struct xfunc *xf = &r->funcs[0];
    assert_true(xf->spilled > 0 && xf->spilled <= 16);
    struct strbuf b;
    sb_init(&b);
    for (size_t k = 0; k < xf->nsteps; k++)
        if (xf->steps[k].kind == XS_PASS && xf->steps[k].pass && !strcmp(xf->steps[k].pass, "spill"))
            xlate_step_bindings(&xf->steps[k], &b);
    assert_non_null(b.s);
    static const char *const kept[] = { "R4,", "R4-", "R5,", "R5-", "R6,", "R6-", "R0,", "R0-" };
    for (size_t k = 0; k < sizeof kept / sizeof kept[0]; k++)
        if (strstr(b.s, kept[k]))
            fail_msg("loop register spilled: %s", b.s);
    sb_free(&b);
    xlate_result_free(r);
    sass_module_free(m);
}

static void test_pairs(void **state)
{
    (void)state;
    struct xcase c = { "pairs", pair_sass, 1, 0, NULL, 0, NULL, pair_want };
    for (int w = 32; w <= 64; w += 32) {
        int lo = smallest(pair_sass, w);
        check_fits(pair_sass, w, lo, 1);
        run_at(&c, lo, 50);
    }
}

static void test_too_small(void **state)
{
    (void)state;
    int lo = smallest(loop_sass, 32);
    assert_true(lo > 10 && lo <= 32);
    struct sass_module *m = NULL;
    char msg[512] = "";
    assert_null(translate(loop_sass, 32, lo - 1, &m, msg, sizeof msg));
    assert_non_null(strstr(msg, "too small"));
    sass_module_free(m);
}

/* A one-instruction edit under a budget (an immediate: the registers, so
 * the colouring and the spill choice, stand) re-translates that
 * instruction alone, with its reloads, and gives what a whole
 * translation of the edited listing gives. */
static void test_edit(void **state)
{
    (void)state;
    int lo = smallest(loop_sass, 32);
    struct sass_module *m = NULL;
    char msg[512] = "";
    struct xlate_result *r = translate(loop_sass, 32, lo, &m, msg, sizeof msg);
    if (!r)
        fail_msg("%s", msg);
    struct sass_function *fn = &m->funcs[0];
    size_t ii = 0;
    while (ii < fn->ninsns && strcmp(fn->insns[ii].text, "IMAD R20, R0, 0xd, RZ"))
        ii++;
    assert_true(ii < fn->ninsns);
    xrun_edit_as_whole(r, m, 0, ii, "IMAD R20, R0, 0x11, RZ", "scratch_store_b32");
    xlate_result_free(r);
    sass_module_free(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_over_the_file),
        cmocka_unit_test(test_loop_budgets),
        cmocka_unit_test(test_loop_stays),
        cmocka_unit_test(test_pairs),
        cmocka_unit_test(test_too_small),
        cmocka_unit_test(test_edit),
    };
    return cmocka_run_group_tests_name("xlate_spill", tests, NULL, NULL);
}
