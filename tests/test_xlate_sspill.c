/* test_xlate_sspill.c - SGPR budgets and spilling (xlate_sspill.c), and
 * branches past s_branch's reach (xlate_relax.c).
 *
 * Hand-written sm_90 listings are translated, assembled (llvm-mc-19),
 * linked (ld.lld-19) and run on the RDNA3 emulator (tests/lib/xrun.c) in
 * wave32 and wave64; the outputs are compared word by word with values
 * derived by hand in the comments.  Beside the runs: the descriptor's SGPR
 * count stays within the budget, a budget below the smallest is refused,
 * and the spill step and the instructions' steps say what was spilled and
 * reloaded.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/strbuf.h"
#include "sass/sass.h"
#include "xlate/xlate.h"
#include "lib/xrun.h"

/* ---- more SGPRs than the file -------------------------------------------------
 * R0 = tid, R2:R3 = &out[tid] (c[0x0][0x210]).  UR0..UR61 = 1..62 (62
 * uniform registers, 31 SGPR pairs), summed into R4 in a loop of
 * lim = (tid & 3) + 1 iterations; then P0..P6 = tid >= 4j + 1 (j = 0..6)
 * each add 1 << (j + 8); then the six launch-size words c[0x0][0x0..0x14]
 * (blockDim.x = n, blockDim.y = blockDim.z = gridDim.x = gridDim.y =
 * gridDim.z = 1) and the four scalar parameters c[0x0][0x218..0x224]
 * (1000, 2000, 3000, 4000) are added.  So
 *   out = lim * (1 + ... + 62) + sum_j [tid >= 4j + 1] << (j + 8) + n + 5 + 10000
 *       = 1953 lim + ... .
 * SGPRs the rules name: s0..s25 fixed, 7 predicate masks (14 in wave64),
 * 62 for the URs, 2 + 6 + 4 for the constant words: 107 (114) > the 106
 * of gfx1100.  Before the SGPR spill this listing was refused ("needs at
 * least 107 SGPRs ... does not spill registers yet"). */
static char many_sass[8192];

static void many_build(void)
{
    size_t n = 0;
#define PUT(...) n += (size_t)snprintf(many_sass + n, sizeof many_sass - n, __VA_ARGS__)
    PUT("S2R R0, SR_TID.X\nLDC.64 R2, c[0x0][0x210]\nIMAD.WIDE.U32 R2, R0, 0x4, R2\n");
    for (int k = 0; k < 62; k++)
        PUT("UMOV UR%d, 0x%x\n", k, k + 1);
    PUT("MOV R4, RZ\nLOP3.LUT R7, R0, 0x3, RZ, 0xc0, !PT\nIADD3 R7, R7, 0x1, RZ\n.L_x_0:\n");
    for (int k = 0; k < 62; k++)
        PUT("IADD3 R4, R4, UR%d, RZ\n", k);
    PUT("IADD3 R7, R7, -0x1, RZ\nISETP.NE.U32.AND P0, PT, R7, RZ, PT\n@P0 BRA `(.L_x_0)\n");
    for (int j = 0; j < 7; j++)
        PUT("ISETP.GE.U32.AND P%d, PT, R0, 0x%x, PT\n", j, 4 * j + 1);
    for (int j = 0; j < 7; j++)
        PUT("@P%d IADD3 R4, R4, 0x%x, RZ\n", j, 1 << (j + 8));
    for (int c = 0; c <= 0x14; c += 4)
        PUT("IADD3 R4, R4, c[0x0][0x%x], RZ\n", c);
    for (int c = 0x218; c <= 0x224; c += 4)
        PUT("IADD3 R4, R4, c[0x0][0x%x], RZ\n", c);
    PUT("STG.E [R2.64], R4\nEXIT\n");
#undef PUT
}

static uint32_t many_want(unsigned i, unsigned n)
{
    uint32_t v = 1953u * ((i & 3) + 1) + n + 5 + 10000;
    for (unsigned j = 0; j < 7; j++)
        if (i >= 4 * j + 1)
            v += 1u << (j + 8);
    return v;
}

/* Run many_sass on a block of n at SGPR budget b (0: the file), wave w. */
static void many_run(int w, int b, unsigned n)
{
    uint32_t *out = malloc(n * 4);
    for (unsigned i = 0; i < n; i++)
        out[i] = 0xdeadbeefu;
    struct xrun x;
    memset(&x, 0, sizeof x);
    x.sass = many_sass;
    x.wave = w;
    x.block = n;
    x.grid = 1;
    x.nbufs = 1;
    x.bufs[0] = (struct xrun_buf){ out, n * 4 };
    x.nscalars = 4;
    x.scalars[0] = 1000;
    x.scalars[1] = 2000;
    x.scalars[2] = 3000;
    x.scalars[3] = 4000;
    xrun_max_sgprs = b;
    int rc = xrun(&x);
    xrun_max_sgprs = 0;
    if (rc == -2) {
        free(out);
        skip();
    }
    if (rc)
        fail_msg("wave%d budget %d: %s", w, b, x.msg);
    for (unsigned i = 0; i < n; i++)
        if (out[i] != many_want(i, n))
            fail_msg("wave%d budget %d, lane %u: %u, want %u", w, b, i, out[i], many_want(i, n));
    free(out);
}

static struct xlate_result *translate(const char *sass, int wave, int sgprs, struct sass_module **m,
                                      char *msg, size_t len)
{
    xrun_max_sgprs = sgprs;
    struct xlate_result *r = xrun_translate(sass, wave, m, msg, len);
    xrun_max_sgprs = 0;
    return r;
}

/* The smallest SGPR budget: what a budget of 1 is refused with, raised to
 * what that is refused with until it is taken (long branches find they
 * need a pair only at the end). */
static int smallest(const char *sass, int wave)
{
    int b = 1;
    for (;;) {
        struct sass_module *m = NULL;
        char msg[512] = "";
        struct xlate_result *r = translate(sass, wave, b, &m, msg, sizeof msg);
        int taken = r != NULL;
        xlate_result_free(r);
        sass_module_free(m);
        if (taken)
            return b;
        const char *p = strstr(msg, "needs at least ");
        if (!p || atoi(p + strlen("needs at least ")) <= b)
            fail_msg("budget %d: %s", b, msg);
        b = atoi(p + strlen("needs at least "));
    }
}

static const struct xstep *pass_step(const struct xfunc *xf, const char *name)
{
    for (size_t k = 0; k < xf->nsteps; k++)
        if (xf->steps[k].kind == XS_PASS && xf->steps[k].pass && !strcmp(xf->steps[k].pass, name))
            return &xf->steps[k];
    return NULL;
}

/* Translated at budget b: within it, SGPRs spilled. */
static void check_fits(int wave, int b)
{
    struct sass_module *m = NULL;
    char msg[512] = "";
    struct xlate_result *r = translate(many_sass, wave, b, &m, msg, sizeof msg);
    if (!r)
        fail_msg("budget %d wave%d: %s", b, wave, msg);
    const struct xfunc *xf = &r->funcs[0];
    int lim = b > 0 ? b : 106;
    if (xf->next_free_sgpr > lim)
        fail_msg("budget %d wave%d: next_free_sgpr %d", lim, wave, xf->next_free_sgpr);
    assert_true(xf->sgpr_spilled > 0);
    assert_true(xf->sgpr_reloads > 0);
    assert_non_null(pass_step(xf, "spill"));
    xlate_result_free(r);
    sass_module_free(m);
}

/* ---- tests --------------------------------------------------------------------- */

static void test_over_the_file(void **state)
{
    (void)state;
    many_build();
    for (int w = 32; w <= 64; w += 32) {
        check_fits(w, 0);
        many_run(w, 0, 64);
        many_run(w, 0, 37);
    }
}

static void test_budgets(void **state)
{
    (void)state;
    many_build();
    for (int w = 32; w <= 64; w += 32) {
        int lo = smallest(many_sass, w);
        /* s0..s25 fixed and at least one SGPR to reload into */
        assert_true(lo > 26 && lo <= 40);
        int bs[] = { 64, 40, lo };
        for (size_t k = 0; k < sizeof bs / sizeof bs[0]; k++) {
            check_fits(w, bs[k]);
            many_run(w, bs[k], 64);
        }
    }
}

static void test_too_small(void **state)
{
    (void)state;
    many_build();
    int lo = smallest(many_sass, 32);
    struct sass_module *m = NULL;
    char msg[512] = "";
    assert_null(translate(many_sass, 32, lo - 1, &m, msg, sizeof msg));
    assert_non_null(strstr(msg, "too small"));
    sass_module_free(m);
}

/* The spill step names the spilled URs (in lanes: the loop reads them)
 * and the scalar parameters no loop reads (from the kernarg segment); the
 * loop's IADD3 with a spilled UR says in its note what was reloaded. */
static void test_trace(void **state)
{
    (void)state;
    many_build();
    struct sass_module *m = NULL;
    char msg[512] = "";
    struct xlate_result *r = translate(many_sass, 32, 40, &m, msg, sizeof msg);
    if (!r)
        fail_msg("%s", msg);
    const struct xfunc *xf = &r->funcs[0];
    const struct xstep *sp = pass_step(xf, "spill");
    assert_non_null(sp);
    struct strbuf b;
    sb_init(&b);
    const char *binds = xlate_step_bindings(sp, &b);
    assert_non_null(binds);
    assert_non_null(strstr(binds, "UR"));
    assert_non_null(strstr(binds, "lane"));
    assert_non_null(strstr(binds, "c[0x0][0x218]"));
    assert_non_null(strstr(binds, "kernarg+0x8"));     /* 0x218 - 0x210 */
    assert_non_null(strstr(binds, "loop depth 1"));
    int noted = 0;
    for (size_t k = 0; k < xf->nsteps; k++)
        if (xf->steps[k].kind == XS_RULE && xf->steps[k].note &&
            strstr(xf->steps[k].note, "sgpr spill: UR") &&
            strstr(xf->steps[k].note, "reloaded from v"))
            noted++;
    assert_true(noted > 0);
    sb_free(&b);
    xlate_result_free(r);
    sass_module_free(m);
}

/* ---- long branches ---------------------------------------------------------------
 * 20000 IADD3s (8 bytes each as v_add3_u32: 160 KB, past the 128 KiB
 * s_branch reaches) skipped by lanes tid < 16, then the whole of it run
 * twice by a loop whose back edge jumps over all of it:
 *   out = (tid < 16 ? 0 : 20000) + 2 * 20000 = tid < 16 ? 40000 : 60000. */
#define LONG_N 20000
static char *long_sass;

static void long_build(void)
{
    if (long_sass)
        return;
    size_t cap = 2 * LONG_N * 28 + 512, n = 0;
    long_sass = malloc(cap);
#define PUT(...) n += (size_t)snprintf(long_sass + n, cap - n, __VA_ARGS__)
    PUT("S2R R0, SR_TID.X\nLDC.64 R2, c[0x0][0x210]\nIMAD.WIDE.U32 R2, R0, 0x4, R2\n");
    PUT("MOV R4, RZ\nISETP.LT.U32.AND P0, PT, R0, 0x10, PT\n@P0 BRA `(.L_x_1)\n");
    for (int k = 0; k < LONG_N; k++)
        PUT("IADD3 R4, R4, 0x1, RZ\n");
    PUT(".L_x_1:\nMOV R5, 0x2\n.L_x_2:\n");
    for (int k = 0; k < LONG_N; k++)
        PUT("IADD3 R4, R4, 0x1, RZ\n");
    PUT("IADD3 R5, R5, -0x1, RZ\nISETP.NE.U32.AND P1, PT, R5, RZ, PT\n@P1 BRA `(.L_x_2)\n");
    PUT("STG.E [R2.64], R4\nEXIT\n");
#undef PUT
}

static uint64_t long_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)k; (void)w;
    return i < 16 ? 40000u : 60000u;
}

static void test_long_branches(void **state)
{
    (void)state;
    long_build();
    struct xcase c = { "long branches", long_sass, 1, 0, NULL, 0, NULL, long_want };
    for (int w = 32; w <= 64; w += 32) {
        struct sass_module *m = NULL;
        char msg[512] = "";
        struct xlate_result *r = xrun_translate(long_sass, w, &m, msg, sizeof msg);
        if (!r)
            fail_msg("%s", msg);
        assert_true(r->funcs[0].long_branches >= 2);
        assert_true(r->funcs[0].next_free_sgpr <= 106);
        xlate_result_free(r);
        sass_module_free(m);
        xrun_case_check(&c, w, 64);
    }
}

/* At the smallest SGPR budget the long branches still get their pair:
 * the function is translated again with the pair kept out of the SGPR
 * spill's budget, and runs as without a budget. */
static void test_long_small(void **state)
{
    (void)state;
    long_build();
    struct xcase c = { "long branches, small SGPR budget", long_sass, 1, 0, NULL, 0, NULL, long_want };
    for (int w = 32; w <= 64; w += 32) {
        int lo = smallest(long_sass, w);
        struct sass_module *m = NULL;
        char msg[512] = "";
        assert_null(translate(long_sass, w, lo - 1, &m, msg, sizeof msg));
        sass_module_free(m);
        m = NULL;
        struct xlate_result *r = translate(long_sass, w, lo, &m, msg, sizeof msg);
        if (!r)
            fail_msg("budget %d: %s", lo, msg);
        assert_true(r->funcs[0].long_branches >= 2);
        assert_true(r->funcs[0].next_free_sgpr <= lo);
        xlate_result_free(r);
        sass_module_free(m);
        xrun_max_sgprs = lo;
        xrun_case_check(&c, w, 64);
        xrun_max_sgprs = 0;
    }
}

/* A one-instruction edit inside the 160 KB the long branches jump over
 * re-translates that instruction alone (the relaxed branches stay, with
 * their SGPR pair) and gives what a whole translation of the edited
 * listing gives. */
static void test_long_edit(void **state)
{
    (void)state;
    long_build();
    struct sass_module *m = NULL;
    char msg[512] = "";
    struct xlate_result *r = xrun_translate(long_sass, 32, &m, msg, sizeof msg);
    if (!r)
        fail_msg("%s", msg);
    struct sass_function *fn = &m->funcs[0];
    size_t ii = 6 + LONG_N / 2;
    assert_string_equal(fn->insns[ii].text, "IADD3 R4, R4, 0x1, RZ");
    int nfs = r->funcs[0].next_free_sgpr, lb = r->funcs[0].long_branches;
    xrun_edit_as_whole(r, m, 0, ii, "IADD3 R4, R4, 0x2, RZ", "s_setpc_b64");
    assert_int_equal(nfs, r->funcs[0].next_free_sgpr);
    assert_int_equal(lb, r->funcs[0].long_branches);
    xlate_result_free(r);
    sass_module_free(m);
}

/* A forward branch over n IADD3s (two dwords each in RDNA3: v_add3_u32),
 * then a store; the caller frees it. */
static char *reach_sass(int n)
{
    size_t cap = (size_t)n * 28 + 512, k = 0;
    char *t = malloc(cap);
    assert_non_null(t);
#define PUT(...) k += (size_t)snprintf(t + k, cap - k, __VA_ARGS__)
    PUT("S2R R0, SR_TID.X\nLDC.64 R2, c[0x0][0x210]\nIMAD.WIDE.U32 R2, R0, 0x4, R2\n");
    PUT("MOV R4, RZ\nISETP.LT.U32.AND P0, PT, R0, 0x10, PT\n@P0 BRA `(.L_x_1)\n");
    for (int j = 0; j < n; j++)
        PUT("IADD3 R4, R4, 0x1, RZ\n");
    PUT(".L_x_1:\nSTG.E [R2.64], R4\nEXIT\n");
#undef PUT
    return t;
}

/* An edit that makes the code a branch jumps over longer, where the
 * branch had a few dwords of reach left: the edit is spliced (that
 * instruction alone), the branch relaxed then (the size change bounded
 * by the lines whose waits were decided again is more than the room, so
 * the relaxation's walk runs), and the output is what a whole translation
 * of the edited listing gives.  The listing is made so that the branch's
 * reach (rdna_resolve_targets, in xfunc.reach) is 32766 or 32767 dwords:
 * n IADD3s measured once, then as many more as fill the rest. */
static void test_reach_edit(void **state)
{
    (void)state;
    int n = 16000;
    struct sass_module *m = NULL;
    char msg[512] = "";
    char *src = reach_sass(n);
    struct xlate_result *r = xrun_translate(src, 32, &m, msg, sizeof msg);
    if (!r)
        fail_msg("%s", msg);
    int64_t reach = r->funcs[0].reach;
    assert_true(reach >= 32000 && reach < 32767);     /* 2 dwords an IADD3 */
    xlate_result_free(r);
    sass_module_free(m);
    free(src);
    n += (int)((32767 - reach) / 2);
    src = reach_sass(n);
    m = NULL;
    r = xrun_translate(src, 32, &m, msg, sizeof msg);
    if (!r)
        fail_msg("%s", msg);
    assert_true(r->funcs[0].reach >= 32766 && r->funcs[0].reach <= 32767);
    assert_int_equal(r->funcs[0].long_branches, 0);
    /* MUFU.RCP reads and writes what the IADD3 did (the same MIR) and
     * takes three lines for its one */
    size_t ii = 6 + (size_t)n / 2;
    assert_string_equal(m->funcs[0].insns[ii].text, "IADD3 R4, R4, 0x1, RZ");
    unsigned skipped = r->edit_relax_skipped;
    xrun_edit_as_whole(r, m, 0, ii, "MUFU.RCP R4, R4", "s_setpc_b64");
    assert_int_equal(r->edit_relax_skipped, skipped);
    assert_true(r->funcs[0].long_branches >= 1);
    xlate_result_free(r);
    sass_module_free(m);
    free(src);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_over_the_file),
        cmocka_unit_test(test_budgets),
        cmocka_unit_test(test_too_small),
        cmocka_unit_test(test_trace),
        cmocka_unit_test(test_long_branches),
        cmocka_unit_test(test_reach_edit),
        cmocka_unit_test(test_long_small),
        cmocka_unit_test(test_long_edit),
    };
    int rc = cmocka_run_group_tests_name("xlate_sspill", tests, NULL, NULL);
    free(long_sass);
    return rc;
}
