/* test_lanes.c - the lanes model (core/lanes.c): example conditions, the
 * EXEC mask of a predicated instruction in wave32 and wave64, a divergent
 * branch parking and rejoining lanes, a ballot, and the source lane of every
 * lane for SHFL.DOWN/UP/BFLY/IDX, each derived by hand from the PTX rules. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "../core/lanes.h"

static struct sass_module *parse(const char *text)
{
    struct sass_module *m;
    struct ws_error err;
    ws_error_clear(&err);
    if (sass_parse_buffer("hand", text, strlen(text), &m, &err))
        fail_msg("parse: %s", err.msg);
    return m;
}

static struct lanes_cond cond(const char *text)
{
    struct lanes_cond c;
    struct ws_error err;
    ws_error_clear(&err);
    if (lanes_cond_parse(text, &c, &err))
        fail_msg("%s", err.msg);
    return c;
}

static void test_conditions(void **state)
{
    (void)state;
    struct lanes_cond c = cond("lane<12");
    assert_int_equal(lanes_cond_mask(&c, 32), 0xfff);
    /* lane is the lane in the warp: the upper half of a wave64 repeats it */
    assert_true(lanes_cond_mask(&c, 64) == 0x00000fff00000fffull);
    c = cond("lane%3==0");
    assert_int_equal(lanes_cond_mask(&c, 32), 0x49249249u);   /* 0,3,6,...,30 */
    c = cond("tid >= 40 && (lane & 1)");
    uint64_t m = lanes_cond_mask(&c, 64);
    for (int i = 0; i < 64; i++)
        assert_int_equal((int)((m >> i) & 1), i >= 40 && (i & 1));
    c = cond("!(lane < 4) || -1 > 0");
    assert_int_equal(lanes_cond_mask(&c, 32), 0xfffffff0u);
    struct lanes_cond bad;
    struct ws_error err;
    ws_error_clear(&err);
    assert_int_equal(lanes_cond_parse("lane <", &bad, &err), WS_EPARSE);
    assert_int_equal(lanes_cond_parse("lane < 3 )", &bad, &err), WS_EPARSE);
    assert_int_equal(lanes_cond_parse("warp == 1", &bad, &err), WS_EPARSE);
}

/* SHFL.DOWN b=0x10 c=0x1f (__shfl_down_sync(.., 16), width 32): lanes 0-15
 * read lane+16, lanes 16-31 are out of range (j > 31) and read themselves. */
static void test_shfl_down(void **state)
{
    (void)state;
    int src[32];
    uint32_t v = lanes_shfl(LANES_SHFL_DOWN, 0x10, 0x1f, src);
    assert_int_equal(v, 0x0000ffffu);
    for (int l = 0; l < 32; l++)
        assert_int_equal(src[l], l < 16 ? l + 16 : l);
    /* width 8 (__shfl_down_sync(m, x, 2, 8)): c = ((32-8)<<8) | 0x1f = 0x181f;
     * segments of 8 lanes; lane 5 reads 7, lane 6 (6+2=8 > maxLane 7) itself */
    v = lanes_shfl(LANES_SHFL_DOWN, 2, 0x181f, src);
    assert_int_equal(src[5], 7);
    assert_int_equal(src[6], 6);
    assert_int_equal(src[8], 10);
    assert_int_equal(src[14], 14);
    assert_int_equal(v, 0x3f3f3f3fu);
}

/* SHFL.UP b=1 c=0 (__shfl_up_sync(.., 1)): maxLane = 0, lane 0 keeps its
 * own value, lane l reads l-1. */
static void test_shfl_up(void **state)
{
    (void)state;
    int src[32];
    uint32_t v = lanes_shfl(LANES_SHFL_UP, 1, 0, src);
    assert_int_equal(v, 0xfffffffeu);
    assert_int_equal(src[0], 0);
    for (int l = 1; l < 32; l++)
        assert_int_equal(src[l], l - 1);
    /* width 4: c = (28 << 8) = 0x1c00; minLane = lane & ~3... segmask 0x1c,
     * maxLane = lane & 0x1c; lane 5 reads 4, lane 4 (j = 3 < 4) itself */
    v = lanes_shfl(LANES_SHFL_UP, 1, 0x1c00, src);
    assert_int_equal(src[5], 4);
    assert_int_equal(src[4], 4);
    assert_int_equal(v, 0xeeeeeeeeu);
}

/* SHFL.BFLY b=1 c=0x1f: pairs swap. */
static void test_shfl_bfly(void **state)
{
    (void)state;
    int src[32];
    uint32_t v = lanes_shfl(LANES_SHFL_BFLY, 1, 0x1f, src);
    assert_int_equal(v, 0xffffffffu);
    for (int l = 0; l < 32; l++)
        assert_int_equal(src[l], l ^ 1);
    lanes_shfl(LANES_SHFL_BFLY, 16, 0x1f, src);
    assert_int_equal(src[3], 19);
    assert_int_equal(src[19], 3);
}

/* SHFL.IDX b=0 c=0x1f (__shfl_sync(m, x, 0)): every lane reads lane 0;
 * width 16 (c = 0x101f): each half reads its own first lane; b=3: lane 3
 * of the segment. */
static void test_shfl_idx(void **state)
{
    (void)state;
    int src[32];
    uint32_t v = lanes_shfl(LANES_SHFL_IDX, 0, 0x1f, src);
    assert_int_equal(v, 0xffffffffu);
    for (int l = 0; l < 32; l++)
        assert_int_equal(src[l], 0);
    lanes_shfl(LANES_SHFL_IDX, 3, 0x101f, src);
    for (int l = 0; l < 32; l++)
        assert_int_equal(src[l], l < 16 ? 3 : 19);
}

/* A predicated instruction: @P0 IADD3 with P0 = lane<12 runs on lanes 0-11;
 * @!P0 on 12-31; in wave64 both halves follow the same pattern. */
static void test_guard(void **state)
{
    (void)state;
    struct sass_module *m = parse(
        "        /*0000*/               @P0 IADD3 R1, R2, R3, RZ ;\n"
        "        /*0010*/              @!P0 IADD3 R1, R2, R3, RZ ;\n"
        "        /*0020*/                   IADD3 R1, R2, R3, RZ ;\n"
        "        /*0030*/                   EXIT ;\n");
    const struct sass_function *f = &m->funcs[0];
    struct lanes_cond c = cond("lane<12");
    struct lanes_model lm;
    assert_int_equal(lanes_model(&f->insns[0], 32, &c, &lm), 0);
    assert_int_equal(lm.kind, LANES_GUARD);
    assert_int_equal(lm.nframes, 3);
    assert_true(lm.frames[0].exec == 0xffffffffu);
    assert_true(lm.frames[1].exec == 0x00000fffu);
    assert_true(lm.frames[2].exec == 0xffffffffu);
    assert_int_equal(lanes_model(&f->insns[1], 32, &c, &lm), 0);
    assert_true(lm.frames[1].exec == 0xfffff000u);
    assert_int_equal(lanes_model(&f->insns[0], 64, &c, &lm), 0);
    assert_true(lm.frames[1].exec == 0x00000fff00000fffull);
    assert_int_equal(lanes_model(&f->insns[2], 64, &c, &lm), 0);
    assert_int_equal(lm.kind, LANES_PLAIN);
    assert_true(lm.frames[lm.nframes - 1].exec == ~0ull);
    assert_int_equal(lanes_model(&f->insns[0], 48, &c, &lm), -1);
    sass_module_free(m);
}

/* A divergent branch @P0 BRA with lane%3==0: taken lanes wait in the
 * pending mask, the rest run, all rejoin at the target. */
static void test_branch_and_vote(void **state)
{
    (void)state;
    struct sass_module *m = parse(
        "        /*0000*/               @P0 BRA `(.L_x_1) ;\n"
        "        /*0010*/                   VOTE.ANY R4, PT, P0 ;\n"
        "        /*0020*/                   SHFL.DOWN PT, R3, R6, 0x10, 0x1f ;\n"
        ".L_x_1:\n"
        "        /*0030*/                   EXIT ;\n");
    const struct sass_function *f = &m->funcs[0];
    struct lanes_cond c = cond("lane%3==0");
    struct lanes_model lm;
    assert_int_equal(lanes_model(&f->insns[0], 32, &c, &lm), 0);
    assert_int_equal(lm.kind, LANES_BRANCH);
    assert_int_equal(lm.nframes, 5);
    assert_true(lm.frames[2].pending == 0x49249249u);
    assert_true(lm.frames[2].exec == (~0x49249249u & 0xffffffffu));
    assert_true(lm.frames[4].exec == 0xffffffffu && lm.frames[4].pending == 0);
    /* ballot: each half of a wave64 sees its own warp's bits */
    assert_int_equal(lanes_model(&f->insns[1], 64, &c, &lm), 0);
    assert_int_equal(lm.kind, LANES_VOTE);
    assert_true(lm.frames[1].result == 0x4924924949249249ull);
    /* the shuffle in wave64: lanes 32-47 read 48-63, never the other half */
    assert_int_equal(lanes_model(&f->insns[2], 64, &c, &lm), 0);
    assert_int_equal(lm.kind, LANES_SHFL);
    assert_true(lm.shfl_b_known && lm.shfl_c_known);
    assert_int_equal(lm.src[0], 16);
    assert_int_equal(lm.src[32], 48);
    assert_int_equal(lm.src[50], 50);
    assert_true(lm.frames[1].result == 0x0000ffff0000ffffull);
    sass_module_free(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_conditions),
        cmocka_unit_test(test_shfl_down),
        cmocka_unit_test(test_shfl_up),
        cmocka_unit_test(test_shfl_bfly),
        cmocka_unit_test(test_shfl_idx),
        cmocka_unit_test(test_guard),
        cmocka_unit_test(test_branch_and_vote),
    };
    return cmocka_run_group_tests_name("lanes", tests, NULL, NULL);
}
