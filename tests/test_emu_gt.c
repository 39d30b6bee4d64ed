/* test_emu_gt.c - the ground-truth reader (core/gt.c): every sample's gt/
 * loads, and malformed launch.txt files give FILE:LINE errors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "emu/groundtruth.h"
#include "lib/testutil.h"

static void test_samples(void **state)
{
    (void)state;
    struct gt_set *g;
    struct ws_error err;
    /* conv2d_halo: launch 0 is conv3x3_const on a 7x5 grid of 16x16 blocks (README example) */
    assert_int_equal(gt_load("samples/conv2d_halo", &g, &err), WS_OK);
    assert_int_equal(g->nlaunches, 2);
    assert_string_equal(g->launches[0].kernel, "conv3x3_const");
    assert_int_equal(g->launches[0].grid[0], 7);
    assert_int_equal(g->launches[0].block[1], 16);
    assert_int_equal(g->launches[0].params[0].kind, GT_P_BUF);
    assert_string_equal(g->buffers[g->launches[0].params[0].buf].name, "in");
    assert_int_equal(g->launches[0].params[2].bits, 101);
    /* parameter block: in (8) out (8) width (4) height (4) -> 24 bytes */
    uint64_t addr[8] = { 0x1000, 0x2000, 0x3000, 0x4000 };
    uint8_t blk[64];
    assert_int_equal(gt_param_block(&g->launches[0], addr, blk, sizeof blk), 24);
    gt_free(g);
    char **dirs;
    size_t n = tu_glob("samples/*/gt/launch.txt", &dirs);
    tu_need_count(n, 15, "samples/*/gt/launch.txt");
    for (size_t i = 0; i < n; i++) {
        *strstr(dirs[i], "/launch.txt") = 0;
        if (gt_load(dirs[i], &g, &err))
            fail_msg("%s:%d: %s", err.file, err.line, err.msg);
        gt_free(g);
    }
    tu_free_list(dirs, n);
}

static void expect_error(const char *text, int line, const char *what)
{
    char dir[128], path[256];
    snprintf(dir, sizeof dir, "/tmp/ws-test-gt-%ld", (long)getpid());
    mkdir(dir, 0755);
    snprintf(path, sizeof path, "%s/launch.txt", dir);
    FILE *fp = fopen(path, "w");
    assert_non_null(fp);
    fputs(text, fp);
    fclose(fp);
    snprintf(path, sizeof path, "%s/b.in.bin", dir);
    fp = fopen(path, "w");
    fputs("abcd", fp);
    fclose(fp);
    struct gt_set *g = NULL;
    struct ws_error err;
    memset(&err, 0, sizeof err);
    enum ws_status s = gt_load(dir, &g, &err);
    if (s == WS_OK)
        fail_msg("accepted: %s", text);
    if (err.line != line || !strstr(err.msg, what))
        fail_msg("line %d '%s', expected line %d '%s'", err.line, err.msg, line, what);
    unlink(path);
    snprintf(path, sizeof path, "%s/launch.txt", dir);
    unlink(path);
    rmdir(dir);
}

#define HEAD "launch 0\nkernel k\ngrid 1 1 1\nblock 32 1 1\ndynshmem 0\n"

static void test_errors(void **state)
{
    (void)state;
    expect_error(HEAD "param 0 buf b\nbuffer b 4 in\n" "launch 1\n", 8, "launch after");
    expect_error(HEAD "param 0 buf nosuch\nbuffer b 4 in\n", 6, "nosuch");
    expect_error(HEAD "param 1 i32 5\nbuffer b 4 in\n", 6, "out of order");
    expect_error(HEAD "param 0 f32 1.5\nbuffer b 4 in\n", 6, "f32");
    expect_error(HEAD "param 0 i32 99999999999\nbuffer b 4 in\n", 6, "i32");
    expect_error("launch 0\nkernel k\ngrid 1 0 1\n", 3, "dimension");
    expect_error("launch 0\nkernel k\nblock 1 1 1\ndynshmem 0\nbuffer b 4 in\n", 5, "grid");
    expect_error(HEAD "buffer b 8 in\n", 0, "8");          /* b.in.bin has 4 bytes */
    expect_error(HEAD "frobnicate 3\n", 6, "unknown line");
    expect_error(HEAD "buffer b 4 sideways\n", 6, "mode");
    expect_error(HEAD "buffer b 4 in\nracy b 0 5 2 -- backwards\n", 7, "LO <= HI");
    expect_error(HEAD "buffer b 4 in\nracy b x 0 2 -- index\n", 7, "integers");
    expect_error(HEAD "buffer b 4 in\nracy b 0 0 2\n", 7, "racy NAME INDEX LO HI -- WHY");
    expect_error(HEAD "cooperative 2\nbuffer b 4 in\n", 6, "cooperative 1");
    expect_error(HEAD "cooperative 1\ncooperative 1\nbuffer b 4 in\n", 7, "cooperative 1");
    /* texture and surface lines (b.in.bin holds 4 bytes: one f32 texel) */
    expect_error("texture t b 2d f32 1 1 1 1 point clamp clamp clamp 0\n", 1, "expected 'texture");
    expect_error("texture t b cube f32 1 1 1 1 point clamp clamp clamp 0 elem\n", 1, "type");
    expect_error("texture t b 2d f8 1 1 1 1 point clamp clamp clamp 0 elem\n", 1, "format");
    expect_error("texture t b 2d f32 3 1 1 1 point clamp clamp clamp 0 elem\n", 1, "channels");
    expect_error("texture t b 2d f32 1 1 1 1 nearest clamp clamp clamp 0 elem\n", 1, "filter");
    expect_error("texture t b 2d f32 1 1 1 1 point clamp edge clamp 0 elem\n", 1, "address mode");
    expect_error("texture t b 2d f32 1 1 1 1 point clamp clamp clamp 0 norm\n", 1, "read mode norm");
    expect_error("texture t b 2d f32 1 2 1 1 point clamp clamp clamp 0 elem\n" HEAD
                 "param 0 tex t\nbuffer b 4 in\n", 1, "needs 8 bytes");
    expect_error("texture t b 2d f32 1 1 1 1 point clamp clamp clamp 0 elem\n" HEAD
                 "param 0 surf t\nbuffer b 4 in\n", 7, "surf NAME");
    expect_error(HEAD "param 0 tex t\nbuffer b 4 in\n", 6, "tex NAME");
    expect_error("surface s nosuch 2d u8 4 1 1 1\n" HEAD "param 0 surf s\nbuffer b 4 in\n", 1,
                 "nosuch");
}


/* "cooperative 1" (harness.h ws_cooperative: cudaLaunchCooperativeKernel)
 * marks its launch and no other */
static void test_cooperative(void **state)
{
    (void)state;
    char dir[128], path[256];
    snprintf(dir, sizeof dir, "/tmp/ws-test-gt-coop-%ld", (long)getpid());
    mkdir(dir, 0755);
    snprintf(path, sizeof path, "%s/launch.txt", dir);
    FILE *fp = fopen(path, "w");
    assert_non_null(fp);
    fputs(HEAD "cooperative 1\nparam 0 buf b\nlaunch 1\nkernel k\ngrid 1 1 1\nblock 32 1 1\n"
          "dynshmem 0\nparam 0 buf b\nbuffer b 4 in\n", fp);
    fclose(fp);
    snprintf(path, sizeof path, "%s/b.in.bin", dir);
    fp = fopen(path, "w");
    fputs("abcd", fp);
    fclose(fp);
    struct gt_set *g = NULL;
    struct ws_error err;
    memset(&err, 0, sizeof err);
    if (gt_load(dir, &g, &err))
        fail_msg("%s:%d: %s", err.file, err.line, err.msg);
    assert_int_equal(g->nlaunches, 2);
    assert_int_equal(g->launches[0].cooperative, 1);
    assert_int_equal(g->launches[1].cooperative, 0);
    gt_free(g);
    unlink(path);
    snprintf(path, sizeof path, "%s/launch.txt", dir);
    unlink(path);
    rmdir(dir);
}

/* A texture line and a tex parameter: the parameter is the address of the
 * object the replay builds (GT_TEXOBJ_BASE + 0x100 * index), 8 bytes. */
static void test_texture_param(void **state)
{
    (void)state;
    char dir[128], path[256];
    snprintf(dir, sizeof dir, "/tmp/ws-test-gt-tex-%ld", (long)getpid());
    mkdir(dir, 0755);
    snprintf(path, sizeof path, "%s/launch.txt", dir);
    FILE *fp = fopen(path, "w");
    assert_non_null(fp);
    fputs("texture t0 b 2d u8 4 1 1 1 linear wrap mirror border 1 norm\n"
          "surface s0 b 2d f32 1 1 1 1\n" HEAD
          "param 0 i32 7\nparam 1 surf s0\nparam 2 tex t0\nbuffer b 4 inout\n", fp);
    fclose(fp);
    snprintf(path, sizeof path, "%s/b.in.bin", dir);
    fp = fopen(path, "w");
    fputs("abcd", fp);
    fclose(fp);
    snprintf(path, sizeof path, "%s/b.out.bin", dir);
    fp = fopen(path, "w");
    fputs("abcd", fp);
    fclose(fp);
    struct gt_set *g = NULL;
    struct ws_error err;
    if (gt_load(dir, &g, &err))
        fail_msg("%s:%d: %s", err.file, err.line, err.msg);
    assert_int_equal(g->ntextures, 2);
    const struct gt_texture *t = &g->textures[0];
    assert_int_equal(t->surface, 0);
    assert_int_equal(t->kind, 'u');
    assert_int_equal(t->bits, 8);
    assert_int_equal(t->chans, 4);
    assert_int_equal(t->linear, 1);
    assert_int_equal(t->addr[0], GT_A_WRAP);
    assert_int_equal(t->addr[1], GT_A_MIRROR);
    assert_int_equal(t->addr[2], GT_A_BORDER);
    assert_int_equal(t->norm, 1);
    assert_int_equal(t->readnorm, 1);
    assert_int_equal(g->textures[1].surface, 1);
    assert_int_equal(g->launches[0].params[1].kind, GT_P_SURF);
    assert_int_equal(g->launches[0].params[1].bits, GT_TEXOBJ_BASE + 0x100);
    assert_int_equal(g->launches[0].params[2].kind, GT_P_TEX);
    assert_int_equal(g->launches[0].params[2].bits, GT_TEXOBJ_BASE);
    /* i32 at 0, the surface handle at 8 (8-aligned), the texture's at 16 */
    uint64_t addr[1] = { 0x1000 }, v;
    uint8_t blk[64];
    assert_int_equal(gt_param_block(&g->launches[0], addr, blk, sizeof blk), 24);
    memcpy(&v, blk + 8, 8);
    assert_true(v == GT_TEXOBJ_BASE + 0x100);
    memcpy(&v, blk + 16, 8);
    assert_true(v == GT_TEXOBJ_BASE);
    gt_free(g);
    unlink(path);
    snprintf(path, sizeof path, "%s/b.in.bin", dir);
    unlink(path);
    snprintf(path, sizeof path, "%s/launch.txt", dir);
    unlink(path);
    rmdir(dir);
}

/* A "racy" line relaxes one element to a range and leaves the others
 * exact: values chosen by hand around the range's ends. */
static void test_racy(void **state)
{
    (void)state;
    char dir[128], path[256];
    snprintf(dir, sizeof dir, "/tmp/ws-test-gt-racy-%ld", (long)getpid());
    mkdir(dir, 0755);
    snprintf(path, sizeof path, "%s/launch.txt", dir);
    FILE *fp = fopen(path, "w");
    assert_non_null(fp);
    fputs(HEAD "param 0 buf b\nbuffer b 12 inout\n"
          "compare b i32 exact -- integers\n"
          "racy b 1 -5 100 -- the last of the racing threads wins\n", fp);
    fclose(fp);
    int32_t in[3] = { 0, 0, 0 }, want[3] = { 1, 2, 3 };
    snprintf(path, sizeof path, "%s/b.in.bin", dir);
    fp = fopen(path, "w");
    fwrite(in, 4, 3, fp);
    fclose(fp);
    snprintf(path, sizeof path, "%s/b.out.bin", dir);
    fp = fopen(path, "w");
    fwrite(want, 4, 3, fp);
    fclose(fp);
    struct gt_set *g = NULL;
    struct ws_error err;
    memset(&err, 0, sizeof err);
    assert_int_equal(gt_load(dir, &g, &err), WS_OK);
    struct gt_rule r = gt_rule_in(g, dir, "b");
    gt_rule_racy(g, "b", &r);
    assert_int_equal(r.nracy, 1);
    size_t idx = 99;
    int32_t in_range[3] = { 1, 100, 3 }, low[3] = { 1, -5, 3 }, above[3] = { 1, 101, 3 },
            below[3] = { 1, -6, 3 }, other[3] = { 2, 2, 3 };
    assert_int_equal(gt_compare(&r, (uint8_t *)in_range, (uint8_t *)want, 12, &idx), 1);
    assert_int_equal(gt_compare(&r, (uint8_t *)low, (uint8_t *)want, 12, &idx), 1);
    assert_int_equal(gt_compare(&r, (uint8_t *)above, (uint8_t *)want, 12, &idx), 0);
    assert_int_equal(idx, 1);
    assert_int_equal(gt_compare(&r, (uint8_t *)below, (uint8_t *)want, 12, &idx), 0);
    assert_int_equal(gt_compare(&r, (uint8_t *)other, (uint8_t *)want, 12, &idx), 0);
    assert_int_equal(idx, 0);
    /* without the racy line the same element is exact */
    struct gt_rule plain = gt_rule_in(g, dir, "b");
    assert_int_equal(gt_compare(&plain, (uint8_t *)in_range, (uint8_t *)want, 12, &idx), 0);
    gt_free(g);
    unlink(path);
    snprintf(path, sizeof path, "%s/b.in.bin", dir);
    unlink(path);
    snprintf(path, sizeof path, "%s/launch.txt", dir);
    unlink(path);
    rmdir(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_samples),
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_cooperative),
        cmocka_unit_test(test_racy),
        cmocka_unit_test(test_texture_param),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
