/* test_xlate_ahead.c - translating on two threads (xlate_opts.threads 2:
 * with several functions, the largest translated on the calling thread and
 * the others on a second, which prints them with print_ahead; with one, its
 * analyses on a second thread, xlate_ahead.c; the printing split in two)
 * gives the translation of one thread:
 * the listing, the report and every function's trace are byte for byte
 * the same, for listings of several functions, in wave32 and wave64 (where
 * every function gets the uniformity analysis), with and without a VGPR
 * budget, and when a function is asked for again after the module (an
 * edit's re-translation computes its own analyses).  Generated listings
 * (build/gen-big-listing) big enough that a second thread prints the second
 * half of the listing, split inside a function.  And budgets too small
 * for some functions fail with the one thread's error. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sass/sass.h"
#include "xlate/xlate.h"
#include "base/strbuf.h"
#include "lib/testutil.h"

/* several functions each (texture_fetch: 8 kernels, sync_bits: 3,
 * spmv_csr: 2), branches that may split the warp, calls (func_ptr,
 * recursive_walk: subroutines in the kernel's function) */
static const char *const listings[] = {
    "samples/texture_fetch/sm_90.nvdisasm.sass",
    "samples/sync_bits/sm_90.nvdisasm.sass",
    "samples/sync_bits/sm_80.nvdisasm.sass",
    "tests/heldout/spmv_csr/sm_90.nvdisasm.sass",
    "tests/heldout/spmv_csr/sm_86.nvdisasm.sass",
    "samples/func_ptr/sm_80.nvdisasm.sass",
    "samples/recursive_walk/sm_90.nvdisasm.sass",
    "samples/bfs_level/sm_80.nvdisasm.sass",
    "samples/warp_div/sm_90.nvdisasm.sass",
};

/* Everything a translation prints: listing, report, traces. */
static void text_of(const struct xlate_result *r, struct strbuf *b)
{
    xlate_print(r, b);
    xlate_report_json(r, b);
    for (size_t i = 0; i < r->nfuncs; i++)
        xlate_trace_text(r, i, b);
}

static const char *prog;

static void put_sb(void *ctx, const char *s, size_t n)
{
    sb_putn(ctx, s, n);
}

static size_t printed_ahead;    /* functions whose text came from the second thread */
static size_t written_early;    /* functions handed to ahead_put during the translation */
static size_t notes_ahead, notes_said;  /* assumptions made on the second thread; not empty */

/* The listing handed over in pieces (xlate_print_to), as `translate` writes
 * it, is xlate_print's. */
static void same_pieces(const struct xlate_result *r, const struct strbuf *a, const char *path)
{
    struct strbuf b, c;
    sb_init(&b);
    sb_init(&c);
    xlate_print(r, &b);
    xlate_print_to(r, put_sb, &c);
    if (b.len != c.len || memcmp(b.s, c.s, b.len) || b.len > a->len || memcmp(a->s, b.s, b.len))
        fail_msg("%s: the listing in pieces differs", path);
    for (size_t i = 0; r->printed && i < r->nfuncs; i++)
        printed_ahead += r->printed[i].len > 0;
    sb_free(&b);
    sb_free(&c);
}

/* returns the lines of the translation's functions */
static size_t same_translation(const char *path, int wave, int max_vgprs)
{
    struct sass_module *m;
    struct ws_error e;
    ws_error_clear(&e);
    assert_int_equal(sass_parse_file(path, &m, &e), WS_OK);
    struct xlate_opts o = xlate_opts_default();
    o.wave = wave;
    if (max_vgprs)
        o.max_vgprs = max_vgprs;
    struct xlate_result *one, *two, *three;
    assert_int_equal(xlate_module(m, &o, &one, &e), WS_OK);
    o.threads = 2;
    assert_int_equal(xlate_module(m, &o, &two, &e), WS_OK);
    o.print_ahead = 1;
    assert_int_equal(xlate_module(m, &o, &three, &e), WS_OK);
    struct strbuf a, b;
    sb_init(&a);
    sb_init(&b);
    text_of(one, &a);
    text_of(two, &b);
    if (a.len != b.len || memcmp(a.s, b.s, a.len))
        fail_msg("%s wave%d max_vgprs %d: the translations differ", path, wave, max_vgprs);
    assert_true(a.len > 1000);
    /* what each function assumes: made on the second thread, the same */
    for (size_t i = 0; i < one->nfuncs; i++) {
        char n1[2048], n2[2048];
        int k1 = xlate_assumptions(one, i, n1, sizeof n1), k2 = xlate_assumptions(two, i, n2, sizeof n2);
        assert_int_equal(k1, k2);
        if (k1)
            assert_string_equal(n1, n2);
        notes_ahead += two->funcs[i].assume_note != NULL;
        notes_said += k1;
    }
    same_pieces(three, &a, path);
    sb_free(&b);
    sb_init(&b);
    text_of(three, &b);
    if (a.len != b.len || memcmp(a.s, b.s, a.len))
        fail_msg("%s wave%d max_vgprs %d: printed ahead, the translations differ", path, wave, max_vgprs);
    /* the header and the functions before the largest handed on as they are
     * printed (ahead_put), the rest by xlate_print_to the same sink: the
     * listing; to another sink, the whole listing */
    struct strbuf c, d;
    sb_init(&c);
    sb_init(&d);
    o.ahead_put = put_sb;
    o.ahead_ctx = &c;
    struct xlate_result *four;
    assert_int_equal(xlate_module(m, &o, &four, &e), WS_OK);
    size_t early = c.len;
    written_early += four->written;
    assert_true(!four->written == !early);
    xlate_print_to(four, put_sb, &c);
    xlate_print_to(four, put_sb, &d);
    struct strbuf l;
    sb_init(&l);
    xlate_print(one, &l);
    if (c.len != l.len || memcmp(c.s, l.s, l.len) || d.len != l.len || memcmp(d.s, l.s, l.len))
        fail_msg("%s wave%d max_vgprs %d: handed on ahead, the listing differs", path, wave, max_vgprs);
    sb_free(&l);
    sb_free(&c);
    sb_free(&d);
    xlate_result_free(four);
    /* a function translated again is printed again, not taken from before */
    for (size_t i = 0; i < three->nfuncs; i++)
        assert_int_equal(xlate_function(three, i, &e), WS_OK);
    same_pieces(three, &a, path);
    xlate_result_free(three);
    /* each function again, as an edit re-translates it: the thread is gone */
    for (size_t i = 0; i < two->nfuncs; i++)
        assert_int_equal(xlate_function(two, i, &e), WS_OK);
    sb_free(&b);
    sb_init(&b);
    text_of(two, &b);
    if (a.len != b.len || memcmp(a.s, b.s, a.len))
        fail_msg("%s wave%d max_vgprs %d: re-translated functions differ", path, wave, max_vgprs);
    sb_free(&a);
    sb_free(&b);
    size_t lines = 0;
    for (size_t i = 0; i < one->nfuncs; i++)
        lines += one->funcs[i].nlines;
    xlate_result_free(one);
    xlate_result_free(two);
    sass_module_free(m);
    return lines;
}

static void test_ahead_same(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof listings / sizeof listings[0]; k++)
        for (int wave = 32; wave <= 64; wave += 32) {
            same_translation(listings[k], wave, 0);
            same_translation(listings[k], wave, 32);
        }
}

/* kernels of several sizes: the middle line of the listing falls inside
 * the second or third function, at a different place for each seed */
static void test_ahead_big(void **state)
{
    (void)state;
    static const char *const sizes[] = { "3000 5000 6000", "4000 12000", "1500 2000 9000 1200" };
    for (int seed = 1; seed <= 3; seed++) {
        char args[64], out[4200];
        snprintf(args, sizeof args, "--seed %d %s", seed, sizes[seed - 1]);
        tu_gen_listing(prog, args, out, sizeof out);
        for (int wave = 32; wave <= 64; wave += 32)
            assert_true(same_translation(out, wave, 0) >= XLATE_PRINT_SPLIT_LINES);
        unlink(out);
    }
}

/* Which function of m the error names (its index), or -1. */
static int named(const struct sass_module *m, const struct ws_error *e)
{
    int best = -1;
    size_t blen = 0;
    for (size_t i = 0; i < m->nfuncs; i++) {
        size_t n = strlen(m->funcs[i].name);
        if (n > blen && (strstr(e->msg, m->funcs[i].name) || strstr(e->file, m->funcs[i].name))) {
            best = (int)i;
            blen = n;
        }
    }
    return best;
}

/* Budgets too small for some of the functions: on two threads (the largest
 * function on one, the others on the second) the error is the one thread's,
 * that of the first function in listing order that fails, whether it comes
 * before the largest, is the largest or comes after it. */
static void test_split_errors(void **state)
{
    (void)state;
    static const int vgprs[] = { 6, 10, 12, 13, 14, 15, 16, 18, 20, 24 };
    static const int sgprs[] = { 24, 28, 30, 32, 34, 36, 40 };
    int before = 0, largest = 0, after = 0, fine = 0;
    for (size_t k = 0; k < sizeof listings / sizeof listings[0]; k++) {
        struct sass_module *m;
        struct ws_error e1, e2;
        ws_error_clear(&e1);
        assert_int_equal(sass_parse_file(listings[k], &m, &e1), WS_OK);
        size_t big = 0;
        for (size_t i = 1; i < m->nfuncs; i++)
            if (m->funcs[i].ninsns > m->funcs[big].ninsns)
                big = i;
        for (size_t b = 0; b < sizeof vgprs / sizeof vgprs[0] + sizeof sgprs / sizeof sgprs[0]; b++) {
            struct xlate_opts o = xlate_opts_default();
            if (b < sizeof vgprs / sizeof vgprs[0])
                o.max_vgprs = vgprs[b];
            else
                o.max_sgprs = sgprs[b - sizeof vgprs / sizeof vgprs[0]];
            struct xlate_result *one = NULL, *two = NULL;
            ws_error_clear(&e1);
            ws_error_clear(&e2);
            enum ws_status s1 = xlate_module(m, &o, &one, &e1);
            o.threads = 2;
            o.print_ahead = 1;
            enum ws_status s2 = xlate_module(m, &o, &two, &e2);
            assert_int_equal(s1, s2);
            assert_int_equal(e1.code, e2.code);
            assert_string_equal(e1.msg, e2.msg);
            assert_string_equal(e1.file, e2.file);
            assert_int_equal(e1.line, e2.line);
            assert_true(!s1 == (one != NULL) && !s2 == (two != NULL));
            if (s1) {
                int at = named(m, &e1);
                assert_true(at >= 0);
                before += at < (int)big;
                largest += at == (int)big;
                after += at > (int)big;
            } else {
                fine++;
            }
            xlate_result_free(one);
            xlate_result_free(two);
        }
        sass_module_free(m);
    }
    printf("xlate_ahead: budget errors in a function before the largest %d, in the largest %d, "
           "after it %d; translated %d\n", before, largest, after, fine);
    assert_true(before > 0 && largest > 0 && after > 0 && fine > 0);
}

int main(int argc, char **argv)
{
    (void)argc;
    prog = argv[0];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ahead_same),
        cmocka_unit_test(test_ahead_big),
        cmocka_unit_test(test_split_errors),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    printf("xlate_ahead: %zu functions printed ahead, %zu handed on during the translation\n",
           printed_ahead, written_early);
    printf("xlate_ahead: %zu functions' assumptions made on the second thread, %zu said\n",
           notes_ahead, notes_said);
    if (!written_early || !notes_ahead || !notes_said)
        rc = 1;
    return rc;
}
