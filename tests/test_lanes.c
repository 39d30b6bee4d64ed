/* test_lanes.c - the lanes model (core/lanes.c): example conditions, the
 * EXEC mask of a predicated instruction in wave32 and wave64, a divergent
 * branch parking and rejoining lanes, a ballot, and the source lane of every
 * lane for SHFL.DOWN/UP/BFLY/IDX, a shuffle's RZ and register operands,
 * predicates that are one value a warp (votes, uniform branches), each
 * derived by hand from the PTX rules. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "analysis/lanes.h"
#include "analysis/uniform.h"

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

/* The operands a shuffle really has, and predicates that are one value a
 * warp (lanes_model_fn, lanes_reg_const, lanes_pred_mask).
 *   0040 SHFL.UP b=0x1 c=RZ: PTX shfl.sync with c = 0: segmask 0, clamp 0,
 *        maxLane = 0; up reads j = lane - 1, valid when j >= 0: lane 0
 *        keeps its own, lane k >= 1 reads k-1 (valid mask 0xfffffffe).
 *   0050 SHFL.UP b=R16 c=R19: R16 = 0x2 (0010), R19 = RZ (0020) in the same
 *        block: lane k >= 2 reads k-2 (valid 0xfffffffc).
 *   0070 SHFL.UP b=R16 c=R19 after the label .L_x_0: R16 is set at 0060
 *        (0x4), R19 before the label: not known, assumed 0 for UP.
 *   0080 VOTE.ALL P1, P0; 0090 @P1 BRA: with P0 = tid<40 warp 0 (tid 0-31)
 *        has P0 everywhere, so P1 in all 32 lanes; warp 1 only in lanes
 *        32-39, so P1 in none: the branch's lanes are 0x00000000ffffffff.
 *        VOTE.ANY instead: both warps have a lane with P0: every lane. */
static void test_operands_and_votes(void **state)
{
    (void)state;
    struct sass_module *m = parse(
        "        /*0000*/                   ISETP.NE.AND P0, PT, R1, RZ, PT ;\n"
        "        /*0010*/                   IMAD.MOV.U32 R16, RZ, RZ, 0x2 ;\n"
        "        /*0020*/                   IMAD.MOV.U32 R19, RZ, RZ, RZ ;\n"
        "        /*0030*/                   IADD3 R5, R5, 0x1, RZ ;\n"
        "        /*0040*/                   SHFL.UP PT, R8, R5, 0x1, RZ ;\n"
        "        /*0050*/                   SHFL.UP PT, R8, R5, R16, R19 ;\n"
        ".L_x_0:\n"
        "        /*0060*/                   MOV R16, 0x4 ;\n"
        "        /*0070*/                   SHFL.UP PT, R8, R5, R16, R19 ;\n"
        "        /*0080*/                   VOTE.ALL P1, P0 ;\n"
        "        /*0090*/               @P1 BRA `(.L_x_0) ;\n"
        "        /*00a0*/                   VOTE.ANY P2, P0 ;\n"
        "        /*00b0*/               @P2 EXIT ;\n"
        "        /*00c0*/                   EXIT ;\n");
    const struct sass_function *f = &m->funcs[0];
    struct lanes_cond c = cond("tid<40");
    struct lanes_model lm;
    assert_int_equal(lanes_model_fn(f, 4, NULL, 32, &c, &lm), 0);
    assert_true(lm.shfl_b_known && lm.shfl_c_known);
    assert_int_equal(lm.shfl_c, 0);
    assert_int_equal(lm.src[0], 0);
    for (int l = 1; l < 32; l++)
        assert_int_equal(lm.src[l], l - 1);
    assert_true(lm.frames[1].result == 0xfffffffeu);
    uint32_t v;
    size_t at;
    assert_int_equal(lanes_reg_const(f, 5, 16, &v, &at), 1);
    assert_int_equal(v, 2);
    assert_int_equal((int)at, 1);
    assert_int_equal(lanes_model_fn(f, 5, NULL, 32, &c, &lm), 0);
    assert_true(lm.shfl_b_known && lm.shfl_c_known && lm.shfl_b == 2 && lm.shfl_c == 0);
    assert_int_equal(lm.src[2], 0);
    assert_int_equal(lm.src[1], 1);
    assert_true(lm.frames[1].result == 0xfffffffcu);
    /* after the label: R16 from 0060, R19 unknown */
    assert_int_equal(lanes_reg_const(f, 7, 19, &v, &at), 0);
    assert_int_equal(lanes_model_fn(f, 7, NULL, 32, &c, &lm), 0);
    assert_true(lm.shfl_b_known && !lm.shfl_c_known && lm.shfl_b == 4 && lm.shfl_c == 0);
    assert_non_null(strstr(lm.shfl_c_src, "assumed"));
    /* votes: one value a warp */
    char note[160];
    assert_true(lanes_pred_mask(f, 9, 1, NULL, 64, &c, note, sizeof note) == 0x00000000ffffffffull);
    assert_non_null(strstr(note, "VOTE.ALL(P0)"));
    assert_true(lanes_pred_mask(f, 11, 2, NULL, 64, &c, note, sizeof note) == ~0ull);
    /* P0 itself (no vote wrote it) is per lane: tid<40 */
    assert_true(lanes_pred_mask(f, 4, 0, NULL, 64, &c, note, sizeof note) == 0x000000ffffffffffull);
    assert_int_equal(note[0], 0);
    /* the guard of @P2 EXIT through lanes_model_fn: every lane leaves */
    assert_int_equal(lanes_model_fn(f, 11, NULL, 64, &c, &lm), 0);
    assert_int_equal(lm.kind, LANES_EXIT);
    assert_true(lm.frames[1].done == ~0ull);
    char cnt[48];
    assert_string_equal(lanes_count(cnt, sizeof cnt, 0x00000fff00000fffull, 64), "12 lanes of each warp");
    assert_string_equal(lanes_count(cnt, sizeof cnt, 0xffffff00ffffffffull, 64), "32 lanes of warp 0, 24 of warp 1");
    assert_string_equal(lanes_count(cnt, sizeof cnt, 0xfffu, 32), "12 lanes");
    sass_module_free(m);
}

/* A branch the uniformity analysis finds uniform (P0 from blockIdx.x, the
 * same in every thread): with the example condition lane>=12 per lane it
 * would split each warp at lane 12; uniform, every lane takes lane 0's
 * value (false), so no lane takes it; with lane<12 (true at lane 0) every
 * lane does. */
static void test_uniform_branch(void **state)
{
    (void)state;
    struct sass_module *m = parse(
        "        /*0000*/                   S2R R0, SR_CTAID.X ;\n"
        "        /*0010*/                   ISETP.GT.AND P0, PT, R0, 0x3, PT ;\n"
        "        /*0020*/               @P0 BRA `(.L_x_0) ;\n"
        "        /*0030*/                   IADD3 R1, R1, 0x1, RZ ;\n"
        ".L_x_0:\n"
        "        /*0040*/                   EXIT ;\n");
    const struct sass_function *f = &m->funcs[0];
    struct uni_info *u;
    assert_int_equal(uni_compute(f, &u, NULL), WS_OK);
    struct lanes_cond c = cond("lane>=12");
    char note[160];
    assert_true(lanes_pred_mask(f, 2, 0, NULL, 64, &c, note, sizeof note) == 0xfffff000fffff000ull);
    assert_true(lanes_pred_mask(f, 2, 0, u, 64, &c, note, sizeof note) == 0);
    assert_non_null(strstr(note, "uniformity analysis"));
    c = cond("lane<12");
    assert_true(lanes_pred_mask(f, 2, 0, u, 64, &c, note, sizeof note) == ~0ull);
    uni_free(u);
    sass_module_free(m);
}

/* ---- a divergent region ---------------------------------------------------
 *
 * An if/else closed by BSSY/BSYNC (the shape nvcc gives `if (lane >= 12)
 * a(); else b();`):
 *
 *   S0 0000..0020  ISETP; BSSY B0 -> .L_x_1; @P0 BRA .L_x_0   -> S2 taken, S1 fall
 *   S1 0030..0040  then: IADD3; BRA .L_x_2                    -> S3
 *   S2 0050        else (.L_x_0): IADD3                       -> S3 fall
 *   S3 0060        .L_x_2: BSYNC B0                           -> S4
 *   S4 0070..0080  .L_x_1: STG; EXIT
 *
 * The BSSY in S0 names .L_x_1 = S4: the region is S0..S4.  With the
 * example P0 = lane<12 (the lanes 0-11: 0x00000fff in a warp), a step
 * showing the lanes running a block and those waiting while it runs:
 *   step 0  S0: every lane (0xffffffff)
 *   step 1  @P0 BRA: lanes 0-11 take it and wait at S2 (pending 0xfff); the
 *           others, 0xfffff000, run on
 *   step 2  S1 runs with 0xfffff000 while 0xfff wait; its BRA then parks
 *           them all at S3
 *   step 3  S2: the 12 waiting lanes rejoin: EXEC = 0x00000fff, and
 *           0xfffff000 wait at S3 (S2 falls into S3 with its lanes)
 *   step 4  S3: the 20 lanes parked by S1 rejoin: EXEC = 0xffffffff
 *   step 5  S4: reconverged, every lane
 * A wave64 holds two warps; `lane` is the lane within each, so every mask
 * repeats in the high half: 0x00000fff00000fff, 0xfffff000fffff000.
 * With P0 = odd lanes (lane&1: 0xaaaaaaaa) the taken side is 0xaaaaaaaa
 * and S1 runs with 0x55555555. */
static const char region_listing[] =
    "\t.target\tsm_90\n"
    "\t.section\t.text.k,\"ax\",@progbits\n"
    "k:\n"
    "        /*0000*/                   ISETP.GE.AND P0, PT, R0, 0xc, PT ;\n"
    "        /*0010*/                   BSSY B0, `(.L_x_1) ;\n"
    "        /*0020*/               @P0 BRA `(.L_x_0) ;\n"
    "        /*0030*/                   IADD3 R1, R1, 0x1, RZ ;\n"
    "        /*0040*/                   BRA `(.L_x_2) ;\n"
    ".L_x_0:\n"
    "        /*0050*/                   IADD3 R1, R1, 0x2, RZ ;\n"
    ".L_x_2:\n"
    "        /*0060*/                   BSYNC B0 ;\n"
    ".L_x_1:\n"
    "        /*0070*/                   STG.E desc[UR4][R2.64], R1 ;\n"
    "        /*0080*/                   EXIT ;\n";

static void check_region(const char *expr, int wave, uint64_t taken, uint64_t fall)
{
    struct sass_module *m = parse(region_listing);
    struct cfg *g;
    assert_int_equal(cfg_build(&m->funcs[0].mir, &g, NULL), WS_OK);
    struct lanes_cond c = cond(expr);
    struct lanes_region r;
    assert_int_equal(lanes_region(g, &m->funcs[0], 0, wave, &c, &r), -1);   /* ISETP: no branch */
    assert_int_equal(lanes_region(g, &m->funcs[0], 2, wave, &c, &r), 0);
    uint64_t all = lanes_all(wave);
    assert_int_equal(r.branch_block, 0);
    assert_int_equal(r.reconv_block, 4);
    assert_true(r.by_bssy);
    assert_int_equal(r.nsteps, 6);
    static const uint32_t block[] = { 0, CFG_NONE, 1, 2, 3, 4 };
    uint64_t exec[] = { all, fall, fall, taken, all, all };
    uint64_t pend[] = { 0, taken, taken, fall, 0, 0 };
    for (int k = 0; k < 6; k++) {
        assert_int_equal(r.steps[k].block, block[k]);
        if (r.steps[k].exec != exec[k] || r.steps[k].pending != pend[k])
            fail_msg("%s w%d step %d: exec %llx pending %llx, want %llx %llx", expr, wave, k,
                     (unsigned long long)r.steps[k].exec, (unsigned long long)r.steps[k].pending,
                     (unsigned long long)exec[k], (unsigned long long)pend[k]);
    }
    /* which lanes ran each block */
    assert_true(r.ran[1] == fall && r.ran[2] == taken && r.ran[3] == all && r.ran[4] == all);
    lanes_region_free(&r);
    cfg_free(g);
    sass_module_free(m);
}

static void test_region(void **state)
{
    (void)state;
    check_region("lane<12", 32, 0x00000fffull, 0xfffff000ull);
    check_region("lane<12", 64, 0x00000fff00000fffull, 0xfffff000fffff000ull);
    check_region("lane&1", 32, 0xaaaaaaaaull, 0x55555555ull);
    check_region("lane&1", 64, 0xaaaaaaaaaaaaaaaaull, 0x5555555555555555ull);
}

/* The region of the branch (instruction 1) of kernel k, body the lines
 * after its label, for the condition lane<4 on wave32. */
struct region_case {
    struct sass_module *m;
    struct cfg *g;
    struct lanes_region r;
};

static void region_open(struct region_case *t, const char *body)
{
    static char text[2048];     /* the module may point into it */
    snprintf(text, sizeof text, "\t.target\tsm_90\n\t.section\t.text.k,\"ax\",@progbits\nk:\n%s", body);
    t->m = parse(text);
    assert_int_equal(cfg_build(&t->m->funcs[0].mir, &t->g, NULL), WS_OK);
    struct lanes_cond c = cond("lane<4");
    assert_int_equal(lanes_region(t->g, &t->m->funcs[0], 1, 32, &c, &t->r), 0);
}

static void region_close(struct region_case *t)
{
    lanes_region_free(&t->r);
    cfg_free(t->g);
    sass_module_free(t->m);
}

/* Without BSSY the reconvergence point is the immediate post-dominator: an
 * if-then whose then-block exits some lanes.
 *   S0 0000..0010  @P0 BRA .L_x_0       -> S2 taken, S1 fall
 *   S1 0020..0030  @P1 EXIT; IADD3      (P1 is another predicate: assumed
 *                                        no lane exits) -> S2
 *   S2 0040        .L_x_0: EXIT
 * S2 post-dominates S0; P0 = lane<4: lanes 0-3 wait at S2, 28 run S1 and
 * the 4 rejoin them at S2: 0xffffffff. */
static void test_region_postdom(void **state)
{
    (void)state;
    struct region_case t;
    region_open(&t,
        "        /*0000*/                   ISETP.GE.AND P0, PT, R0, 0x4, PT ;\n"
        "        /*0010*/               @P0 BRA `(.L_x_0) ;\n"
        "        /*0020*/               @P1 EXIT ;\n"
        "        /*0030*/                   IADD3 R1, R1, 0x1, RZ ;\n"
        ".L_x_0:\n"
        "        /*0040*/                   EXIT ;\n");
    assert_false(t.r.by_bssy);
    assert_int_equal(t.r.reconv_block, t.g->nblocks - 1);
    assert_int_equal(t.r.steps[1].exec, 0xfffffff0u);
    assert_int_equal(t.r.steps[1].pending, 0xfu);
    assert_int_equal(t.r.steps[t.r.nsteps - 1].exec, 0xffffffffu);
    assert_int_equal(t.r.ran[t.g->nblocks - 1], 0xffffffffu);
    region_close(&t);
}

/* A write of the branch's predicate inside the region ends what the example
 * condition says about it:
 *   S0 0000..0010  ISETP P0 (R0 >= 4); @P0 BRA .L_x_0  -> S2 taken, S1 fall
 *   S1 0020..0030  ISETP P0 (R0 >= 8), rewriting P0; @!P0 EXIT
 *   S2 0040        .L_x_0: EXIT
 * P0 = lane<4: lanes 0-3 wait at S2, 4-31 run S1.  Were the condition still
 * followed at 0030, @!P0 would exit lanes 4-31 (P0 false there) and only
 * 0-3 would reach S2; P0 is R0 >= 8 by then, which the condition does not
 * say, so the EXIT is assumed not taken and all 32 lanes reach S2. */
static void test_region_pred_rewritten(void **state)
{
    (void)state;
    struct region_case t;
    region_open(&t,
        "        /*0000*/                   ISETP.GE.AND P0, PT, R0, 0x4, PT ;\n"
        "        /*0010*/               @P0 BRA `(.L_x_0) ;\n"
        "        /*0020*/                   ISETP.GE.AND P0, PT, R0, 0x8, PT ;\n"
        "        /*0030*/              @!P0 EXIT ;\n"
        ".L_x_0:\n"
        "        /*0040*/                   EXIT ;\n");
    assert_int_equal(t.r.steps[1].exec, 0xfffffff0u);
    assert_true(t.r.pred_redefined);
    assert_int_equal(t.r.pred_redef_at, 0x20);
    assert_non_null(strstr(t.r.steps[2].what, "P0 was rewritten at 0020"));
    assert_int_equal(t.r.steps[t.r.nsteps - 1].exec, 0xffffffffu);
    assert_int_equal(t.r.steps[t.r.nsteps - 1].done, 0);
    region_close(&t);
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
        cmocka_unit_test(test_operands_and_votes),
        cmocka_unit_test(test_uniform_branch),
        cmocka_unit_test(test_region),
        cmocka_unit_test(test_region_postdom),
        cmocka_unit_test(test_region_pred_rewritten),
    };
    return cmocka_run_group_tests_name("lanes", tests, NULL, NULL);
}
