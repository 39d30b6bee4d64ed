/* test_uniform.c - the uniformity analysis (core/uniform.c) on small
 * hand-written sm_90 SASS listings, and what the engine makes of it:
 * uniform branches become scalar (rule bra.scalar: s_cbranch_scc1, no
 * pending mask), divergent ones keep the pending masks, and both still
 * compute what CUDA says when run on the RDNA3 emulator (tests/lib/xrun.c)
 * in wave32 and wave64 on blocks of 96 and 50 threads.
 *
 * Expected levels follow from the definitions in uniform.h, worked out by
 * hand beside each listing: threadIdx is divergent, c[0x0][..] (blockDim.x
 * at c[0x0][0x0]) and immediates uniform, VOTE per warp; a register written
 * after a divergent branch is divergent where the split threads meet again.
 * Expected outputs are derived from CUDA semantics, not from the
 * translation.
 *
 * The analysis must also give exactly what the dense reference
 * implementation (tests/lib/uniform_ref.c) gives: levels, results,
 * registers and origins of every condition, per-warp operands and
 * registers, on every function of every sample and held-out listing and of
 * generated listings (build/gen-big-listing, from scripts/).
 */
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
#include "analysis/uniform.h"
#include "xlate/xlate.h"
#include "base/strbuf.h"
#include "lib/xrun.h"
#include "lib/testutil.h"
#include "lib/uniform_ref.h"

#define HEAD "S2R R0, SR_TID.X\nLDC.64 R2, c[0x0][0x210]\nIMAD.WIDE.U32 R2, R0, 0x4, R2\n"

/* ---- the listings ---------------------------------------------------------------
 * 1. A loop whose counter starts at 0 and runs to blockDim.x (c[0x0][0x0]):
 *    the counter, the bound and so P0 are uniform; acc (+= tid) is not.
 *    out = tid * n. */
static const char loop_sass[] = HEAD
    "LDC R4, c[0x0][0x0]\n"
    "MOV R5, RZ\n"
    "MOV R6, RZ\n"
    ".L_x_0:\n"
    "IADD3 R6, R6, R0, RZ\n"
    "IADD3 R5, R5, 0x1, RZ\n"
    "ISETP.LT.U32.AND P0, PT, R5, R4, PT\n"
    "@P0 BRA `(.L_x_0)\n"
    "STG.E [R2.64], R6\n"
    "EXIT\n";

static uint64_t loop_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)k; (void)w;
    return (uint64_t)i * n;
}

/* 2. tid >= 16 branches (divergent, from SR_TID.X); the others test
 *    n > 64 (uniform), which would jump over .L_x_1 where the first group
 *    waits, so it must stay on the pending masks, as must the BRA after it.
 *    After the join R5 was written on both sides: divergent there, so the
 *    last branch (R5 == 3) is divergent through sync dependence.
 *    out = tid >= 16 ? 3 : n > 64 ? 1 : 2, plus 10 where R5 == 3. */
static const char join_sass[] = HEAD
    "LDC R4, c[0x0][0x0]\n"
    "MOV R5, 0x1\n"
    "ISETP.GE.U32.AND P0, PT, R0, 0x10, PT\n"
    "BSSY B0, `(.L_x_2)\n"
    "@P0 BRA `(.L_x_1)\n"
    "ISETP.GT.U32.AND P1, PT, R4, 0x40, PT\n"
    "@P1 BRA `(.L_x_2)\n"
    "MOV R5, 0x2\n"
    "BRA `(.L_x_2)\n"
    ".L_x_1:\n"
    "MOV R5, 0x3\n"
    ".L_x_2:\n"
    "BSYNC B0\n"
    "ISETP.NE.AND P2, PT, R5, 0x3, PT\n"
    "@P2 BRA `(.L_x_3)\n"
    "IADD3 R5, R5, 0xa, RZ\n"
    ".L_x_3:\n"
    "STG.E [R2.64], R5\n"
    "EXIT\n";

static uint64_t join_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)k; (void)w;
    return i >= 16 ? 13 : n > 64 ? 1 : 2;
}

/* 3. A uniform loop inside a divergent region: threads >= 8 run k = 0..n-1
 *    adding 2 each time; k and P1 are uniform inside (only those threads
 *    run it), so the back edge is scalar.  out = tid >= 8 ? 2n + tid : tid. */
static const char inner_sass[] = HEAD
    "LDC R4, c[0x0][0x0]\n"
    "MOV R6, RZ\n"
    "ISETP.GE.U32.AND P0, PT, R0, 0x8, PT\n"
    "BSSY B0, `(.L_x_3)\n"
    "@!P0 BRA `(.L_x_3)\n"
    "MOV R5, RZ\n"
    ".L_x_1:\n"
    "IADD3 R6, R6, 0x2, RZ\n"
    "IADD3 R5, R5, 0x1, RZ\n"
    "ISETP.LT.U32.AND P1, PT, R5, R4, PT\n"
    "@P1 BRA `(.L_x_1)\n"
    ".L_x_3:\n"
    "BSYNC B0\n"
    "IADD3 R6, R6, R0, RZ\n"
    "STG.E [R2.64], R6\n"
    "EXIT\n";

static uint64_t inner_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)k; (void)w;
    return i >= 8 ? 2 * n + i : i;
}

/* 4. A loop with a divergent break: lim = tid & 7; i counts up from 0 and
 *    the thread leaves when i >= lim.  Inside the loop i is uniform (the
 *    threads still in it ran the same trips), so the loop's own test
 *    (i < 100) is uniform; after the loop i differs (threads left at
 *    different trips): the branch on i == 3 there is divergent.
 *    out = lim * 1000 + (lim == 3 ? 7 : 0). */
static const char brk_sass[] = HEAD
    "MOV R5, RZ\n"
    "LOP3.LUT R7, R0, 0x7, RZ, 0xc0, !PT\n"
    "BSSY B0, `(.L_x_1)\n"
    ".L_x_0:\n"
    "ISETP.GE.U32.AND P0, PT, R5, R7, PT\n"
    "@P0 BRA `(.L_x_1)\n"
    "IADD3 R5, R5, 0x1, RZ\n"
    "ISETP.LT.U32.AND P1, PT, R5, 0x64, PT\n"
    "@P1 BRA `(.L_x_0)\n"
    ".L_x_1:\n"
    "BSYNC B0\n"
    "IMAD R6, R5, 0x3e8, RZ\n"
    "ISETP.NE.AND P2, PT, R5, 0x3, PT\n"
    "@P2 BRA `(.L_x_2)\n"
    "IADD3 R6, R6, 0x7, RZ\n"
    ".L_x_2:\n"
    "STG.E [R2.64], R6\n"
    "EXIT\n";

static uint64_t brk_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)k; (void)w;
    unsigned lim = i & 7;
    return lim * 1000 + (lim == 3 ? 7 : 0);
}

/* 5. A warp vote: P1 = __any_sync(tid >= 40) is the same in a warp but not
 *    between warps: uniform in wave32, divergent in wave64 (a wave64 holds
 *    warps 0 and 1).  Warp 0 (0..31): no thread >= 40; warps 1 and 2 (and
 *    the partial warp 32..49 of a block of 50) have some.
 *    out = tid < 32 ? 1 : 2. */
static const char vote_sass[] = HEAD
    "ISETP.GE.U32.AND P0, PT, R0, 0x28, PT\n"
    "VOTE.ANY P1, P0\n"
    "MOV R5, 0x1\n"
    "@!P1 BRA `(.L_x_0)\n"
    "MOV R5, 0x2\n"
    ".L_x_0:\n"
    "STG.E [R2.64], R5\n"
    "EXIT\n";

static uint64_t vote_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)n; (void)k; (void)w;
    return i < 32 ? 1 : 2;
}

/* 6. Branches guarded by uniform predicates: UP0 = blockDim.x > 64 is the
 *    same everywhere; UP1 = "all 32 threads of this warp are active"
 *    (UPOPC of VOTEU's mask) only within a warp: scalar in wave32, split
 *    between the two warps of a wave64.  out = (n > 64 ? 1 : 2) +
 *    (the thread's warp is full ? 20 : 10). */
static const char upred_sass[] = HEAD
    "VOTEU.ANY UR4, UPT, PT\n"
    "UPOPC UR5, UR4\n"
    "ULDC UR6, c[0x0][0x0]\n"
    "UISETP.GT.U32.AND UP0, PT, UR6, 0x40, PT\n"
    "UISETP.GE.U32.AND UP1, PT, UR5, 0x20, PT\n"
    "MOV R5, 0x1\n"
    "@UP0 BRA `(.L_x_0)\n"
    "MOV R5, 0x2\n"
    ".L_x_0:\n"
    "MOV R6, 0xa\n"
    "@!UP1 BRA `(.L_x_1)\n"
    "MOV R6, 0x14\n"
    ".L_x_1:\n"
    "IADD3 R5, R5, R6, RZ\n"
    "STG.E [R2.64], R5\n"
    "EXIT\n";

static uint64_t upred_want(unsigned i, unsigned n, unsigned k, int w)
{
    (void)k; (void)w;
    unsigned base = i & ~31u, cnt = n - base >= 32 ? 32 : n - base;
    return (n > 64 ? 1u : 2u) + (cnt == 32 ? 20u : 10u);
}

/* ---- the analysis --------------------------------------------------------------- */

static struct sass_module *parse(const char *body)
{
    /* xrun numbers the lines as nvdisasm would; translate to get the module */
    struct sass_module *m = NULL;
    char msg[256];
    struct xlate_result *r = xrun_translate(body, 32, &m, msg, sizeof msg);
    if (!r)
        fail_msg("%s", msg);
    xlate_result_free(r);
    return m;
}

/* index of the n-th (0-based) instruction whose text starts with t */
static size_t find(const struct sass_function *f, const char *t, int nth)
{
    for (size_t i = 0; i < f->ninsns; i++)
        if (!strncmp(f->insns[i].text, t, strlen(t)) && nth-- == 0)
            return i;
    fail_msg("no instruction '%s'", t);
    return 0;
}

struct want_br {
    const char *text;   /* the branch */
    int nth;
    uint8_t level;      /* enum uni_level of its condition */
    const char *origin; /* text the origin instruction starts with, NULL: none checked */
};

static void check(const char *body, const struct want_br *w, size_t nw)
{
    struct sass_module *m = parse(body);
    const struct sass_function *f = &m->funcs[0];
    struct uni_info *u;
    struct ws_error err;
    assert_int_equal(uni_compute(f, &u, &err), WS_OK);
    for (size_t k = 0; k < nw; k++) {
        size_t i = find(f, w[k].text, w[k].nth);
        char ex[512];
        uni_explain(u, f, i, 32, ex, sizeof ex);
        if (u->cond[i] != w[k].level)
            fail_msg("%s: level %d, want %d (%s)", w[k].text, u->cond[i], w[k].level, ex);
        if (w[k].origin) {
            assert_true(u->cond_origin[i] >= 0);
            if (strncmp(f->insns[u->cond_origin[i]].text, w[k].origin, strlen(w[k].origin)))
                fail_msg("%s: origin '%s', want '%s'", w[k].text, f->insns[u->cond_origin[i]].text,
                         w[k].origin);
        }
        /* the note says which, in words */
        if (w[k].level == UNI_DIVERGENT)
            assert_non_null(strstr(ex, "divergent: because"));
        else
            assert_int_equal(strncmp(ex, "uniform: ", 9), 0);
    }
    uni_free(u);
    sass_module_free(m);
}

static void test_uniform_loop(void **state)
{
    (void)state;
    const struct want_br w[] = { { "@P0 BRA", 0, UNI_UNIFORM, NULL } };
    check(loop_sass, w, 1);
}

static void test_tid_branch(void **state)
{
    (void)state;
    /* @P0 from tid >= 16: divergent, rooted at S2R SR_TID.X; @P1 from
     * blockDim.x: uniform even inside the divergent region; @P2 reads R5
     * after the join: divergent because of the branch at @P0 (sync) */
    const struct want_br w[] = {
        { "@P0 BRA", 0, UNI_DIVERGENT, "S2R R0, SR_TID.X" },
        { "@P1 BRA", 0, UNI_UNIFORM, NULL },
        { "@P2 BRA", 0, UNI_DIVERGENT, "@P0 BRA" },
    };
    check(join_sass, w, 3);
}

static void test_inner_loop(void **state)
{
    (void)state;
    const struct want_br w[] = {
        { "@!P0 BRA", 0, UNI_DIVERGENT, "S2R R0, SR_TID.X" },
        { "@P1 BRA", 0, UNI_UNIFORM, NULL },
    };
    check(inner_sass, w, 2);
}

static void test_divergent_break(void **state)
{
    (void)state;
    const struct want_br w[] = {
        { "@P0 BRA", 0, UNI_DIVERGENT, "S2R R0, SR_TID.X" },
        { "@P1 BRA", 0, UNI_UNIFORM, NULL },
        { "@P2 BRA", 0, UNI_DIVERGENT, "@P0 BRA" },
    };
    check(brk_sass, w, 3);
}

static void test_vote_per_warp(void **state)
{
    (void)state;
    const struct want_br w[] = { { "@!P1 BRA", 0, UNI_WARP, "VOTE.ANY P1, P0" } };
    check(vote_sass, w, 1);
    struct sass_module *m = parse(vote_sass);
    struct uni_info *u;
    struct ws_error err;
    assert_int_equal(uni_compute(&m->funcs[0], &u, &err), WS_OK);
    size_t i = find(&m->funcs[0], "@!P1 BRA", 0);
    assert_true(uni_cond_uniform(u, i, 32));
    assert_false(uni_cond_uniform(u, i, 64));
    uni_free(u);
    sass_module_free(m);
}

static void test_uniform_predicates(void **state)
{
    (void)state;
    const struct want_br w[] = {
        { "@UP0 BRA", 0, UNI_UNIFORM, NULL },
        { "@!UP1 BRA", 0, UNI_WARP, "VOTEU.ANY UR4" },
    };
    check(upred_sass, w, 2);
    for (int wv = 32; wv <= 64; wv += 32) {
        struct sass_module *m;
        char msg[256];
        struct xlate_result *r = xrun_translate(upred_sass, wv, &m, msg, sizeof msg);
        assert_non_null(r);
        const struct xfunc *xf = &r->funcs[0];
        size_t a = find(xf->sass, "@UP0 BRA", 0), b = find(xf->sass, "@!UP1 BRA", 0);
        for (size_t k = 0; k < xf->nsteps; k++) {
            const struct xstep *st = &xf->steps[k];
            if (st->kind == XS_UNSUPPORTED)
                fail_msg("wave%d: %s unsupported", wv, xf->sass->insns[st->sass].text);
            if (st->kind != XS_RULE)
                continue;
            const char *name = xlate_rule_by_id(st->rule)->name;
            if (st->sass == (int32_t)a)
                assert_string_equal(name, "bra.scalar");
            if (st->sass == (int32_t)b)
                assert_string_equal(name, wv == 32 ? "bra.scalar" : "bra.divergent");
        }
        xlate_result_free(r);
        sass_module_free(m);
    }
}

/* Per-warp values: VOTEU and REDUX write URs whose value differs between
 * warps; what is computed from them is per warp too, and a UR loaded from
 * c[0x0][..] is not. */
static void test_per_warp_urs(void **state)
{
    (void)state;
    static const char s[] = HEAD
        "ULDC UR4, c[0x0][0x0]\n"
        "VOTEU.ANY UR5, UPT, PT\n"
        "UPOPC UR6, UR5\n"
        "REDUX.SUM UR7, R0\n"
        "IMAD R5, R0, UR6, UR4\n"
        "STG.E [R2.64], R5\n"
        "EXIT\n";
    struct sass_module *m = parse(s);
    const struct sass_function *f = &m->funcs[0];
    struct uni_info *u;
    struct ws_error err;
    assert_int_equal(uni_compute(f, &u, &err), WS_OK);
    assert_int_equal(u->ur_warp, (1ull << 5) | (1ull << 6) | (1ull << 7));
    size_t i = find(f, "IMAD R5", 0);
    assert_int_equal(u->warp_ops[i], 1u << 2);      /* UR6, not UR4 */
    assert_int_equal(u->result[find(f, "UPOPC", 0)], UNI_WARP);
    assert_int_equal(u->result[find(f, "ULDC", 0)], UNI_UNIFORM);
    assert_int_equal(u->result[i], UNI_DIVERGENT);
    uni_free(u);
    sass_module_free(m);
}

/* WARPSYNC.EXCLUSIVE R6 (a 16-thread tile's mask, 0xffff << (t & 16)):
 * the threads of each mask run REDUX.SUM apart, so UR4 holds one tile's
 * sum, and R9 = UR4 differs between the two tiles of a warp: divergent, and
 * so is the branch on it (a per-warp level would let wave32 branch on it
 * as on a uniform value, and both tiles would follow the first's sum).
 * After BSYNC, the end of the straight-line code, a UR read is per warp
 * again: R10 = UR5 (ULDC, uniform). */
static void test_exclusive_per_group(void **state)
{
    (void)state;
    static const char s[] = HEAD
        "LOP3.LUT R7, R0, 0x10, RZ, 0xc0, !PT\n"
        "MOV R8, 0xffff\n"
        "SHF.L.U32 R6, R8, R7, RZ\n"
        "ULDC UR5, c[0x0][0x0]\n"
        "BSSY B0, `(.L_x_0)\n"
        "WARPSYNC.EXCLUSIVE R6\n"
        "REDUX.SUM UR4, R0\n"
        "MOV R9, UR4\n"
        "BSYNC B0\n"
        ".L_x_0:\n"
        "IMAD.U32 R10, RZ, RZ, UR5\n"
        "ISETP.GT.U32.AND P0, PT, R9, 0x100, PT\n"
        "@P0 BRA `(.L_x_1)\n"
        "STG.E [R2.64], R9\n"
        ".L_x_1:\n"
        "STG.E [R2.64+0x4], R10\n"
        "EXIT\n";
    struct sass_module *m = parse(s);
    const struct sass_function *f = &m->funcs[0];
    struct uni_info *u;
    struct ws_error err;
    assert_int_equal(uni_compute(f, &u, &err), WS_OK);
    assert_int_equal(u->result[find(f, "MOV R9", 0)], UNI_DIVERGENT);
    assert_int_equal(u->result[find(f, "IMAD.U32 R10", 0)], UNI_UNIFORM);
    assert_int_equal(u->cond[find(f, "@P0 BRA", 0)], UNI_DIVERGENT);
    uni_free(u);
    sass_module_free(m);
}

/* ---- what the engine emits ------------------------------------------------------ */

/* rule name of the step of the n-th instruction starting with t */
static const char *rule_of(const struct xlate_result *r, const char *t, int nth, const char **note)
{
    const struct xfunc *xf = &r->funcs[0];
    size_t i = find(xf->sass, t, nth);
    for (size_t s = 0; s < xf->nsteps; s++)
        if (xf->steps[s].kind == XS_RULE && xf->steps[s].sass == (int32_t)i) {
            if (note)
                *note = xf->steps[s].note;
            return xlate_rule_by_id(xf->steps[s].rule)->name;
        }
    return "(none)";
}

static void test_engine_scalar(void **state)
{
    (void)state;
    for (int w = 32; w <= 64; w += 32) {
        struct sass_module *m;
        char msg[256];
        const char *note;
        struct xlate_result *r = xrun_translate(loop_sass, w, &m, msg, sizeof msg);
        assert_non_null(r);
        assert_string_equal(rule_of(r, "@P0 BRA", 0, &note), "bra.scalar");
        assert_non_null(strstr(note, "uniform: P0"));
        /* its output is the scalar test, no pending-mask lane access */
        const struct xfunc *xf = &r->funcs[0];
        size_t i = find(xf->sass, "@P0 BRA", 0);
        int scc = 0, lanes = 0;
        for (size_t l = 0; l < xf->nlines; l++) {
            if (xf->lines[l].kind != XL_INSN || xf->lines[l].sass != (int32_t)i)
                continue;
            const char *op = xf->fn->insns[xf->lines[l].insn].opcode;
            scc += !strcmp(op, "s_cbranch_scc1");
            lanes += !strncmp(op, "v_readlane", 10) || !strncmp(op, "v_writelane", 11);
        }
        assert_int_equal(scc, 1);
        assert_int_equal(lanes, 0);
        /* the loop head and the block after the loop: no lane ever waits
         * there, so their labels join nothing */
        int quiet = 0, joins = 0;
        for (size_t k = 0; k < xf->nsteps; k++)
            if (xf->steps[k].kind == XS_PASS && !strcmp(xf->steps[k].pass, "reconverge")) {
                quiet += !strncmp(xf->steps[k].note, "no lane waits", 13);
                joins += !strncmp(xf->steps[k].note, "lanes waiting", 13);
            }
        assert_int_equal(quiet, 2);
        assert_int_equal(joins, 0);
        /* and they take no slot of the pending table: the function has
         * none, so its prologue does not open EXEC to clear one */
        struct strbuf lst;
        sb_init(&lst);
        xlate_print(r, &lst);
        if (strstr(lst.s, w == 32 ? "s_mov_b32 exec_lo, -1" : "s_mov_b64 exec, -1"))
            fail_msg("wave%d: a pending table is cleared:\n%s", w, lst.s);
        sb_free(&lst);
        xlate_result_free(r);
        sass_module_free(m);

        r = xrun_translate(join_sass, w, &m, msg, sizeof msg);
        assert_non_null(r);
        assert_string_equal(rule_of(r, "@P0 BRA", 0, &note), "bra.divergent");
        assert_non_null(strstr(note, "divergent: because P0"));
        /* uniform, but lanes wait at .L_x_1 in between: kept */
        assert_string_equal(rule_of(r, "@P1 BRA", 0, &note), "bra.divergent");
        assert_non_null(strstr(note, "kept with pending masks"));
        assert_string_equal(rule_of(r, "BRA", 0, NULL), "bra.uniform");
        xlate_result_free(r);
        sass_module_free(m);

        r = xrun_translate(inner_sass, w, &m, msg, sizeof msg);
        assert_string_equal(rule_of(r, "@P1 BRA", 0, NULL), "bra.scalar");
        xlate_result_free(r);
        sass_module_free(m);

        r = xrun_translate(vote_sass, w, &m, msg, sizeof msg);
        assert_string_equal(rule_of(r, "@!P1 BRA", 0, &note), w == 32 ? "bra.scalar" : "bra.divergent");
        assert_non_null(strstr(note, w == 32 ? "uniform: P1 is the same in every thread of a warp"
                                             : "divergent: because P1 may differ between the two warps"));
        xlate_result_free(r);
        sass_module_free(m);
    }
}

/* ---- run on the emulator ---------------------------------------------------------- */

static const struct xcase runs[] = {
    { "uniform loop to blockDim.x", loop_sass, 1, 0, NULL, 0, NULL, loop_want },
    { "uniform branch kept over waiting lanes", join_sass, 1, 0, NULL, 0, NULL, join_want },
    { "uniform loop in a divergent region", inner_sass, 1, 0, NULL, 0, NULL, inner_want },
    { "loop with a divergent break", brk_sass, 1, 0, NULL, 0, NULL, brk_want },
    { "branch on a warp vote", vote_sass, 1, 0, NULL, 0, NULL, vote_want },
    { "branches on uniform predicates", upred_sass, 1, 0, NULL, 0, NULL, upred_want },
};

static void run_case(void **state)
{
    const struct xcase *c = *state;
    static const unsigned sizes[] = { 96, 50 };
    for (int w = 32; w <= 64; w += 32)
        for (int s = 0; s < 2; s++)
            xrun_case_check(c, w, sizes[s]);
}

/* uni_compute and uni_compute_ref agree on every function of the listing
 * at path; the number of functions compared. */
static size_t same_as_ref(const char *path)
{
    struct sass_module *m;
    struct ws_error err;
    if (sass_parse_file(path, &m, &err) != WS_OK)
        fail_msg("%s: %s", path, err.msg);
    for (size_t k = 0; k < m->nfuncs; k++) {
        const struct sass_function *f = &m->funcs[k];
        struct uni_info *a, *b;
        assert_int_equal(uni_compute(f, &a, &err), WS_OK);
        assert_int_equal(uni_compute_ref(f, &b, &err), WS_OK);
        if (!uni_equal(a, b) || memcmp(a->result, b->result, f->ninsns) || a->passes != b->passes) {
            size_t i = 0;
            while (i < f->ninsns && a->cond[i] == b->cond[i] && a->cond_reg[i] == b->cond_reg[i] &&
                   a->cond_origin[i] == b->cond_origin[i] && a->result[i] == b->result[i] &&
                   a->warp_ops[i] == b->warp_ops[i])
                i++;
            fail_msg("%s: %s: differs from the reference at instruction %zu (%s)", path, f->name, i,
                     i < f->ninsns ? f->insns[i].text : "per-warp registers or passes");
        }
        uni_free(a);
        uni_free(b);
    }
    size_t n = m->nfuncs;
    sass_module_free(m);
    return n;
}

/* uni_reg_name: the numbering of uniform.h (R0.. from 0, P0.. from 255,
 * UR0.. from 262, UP0.. from 325), cut to n - 1 characters as snprintf
 * cuts. */
static void test_reg_names(void **state)
{
    (void)state;
    char b[16];
    assert_string_equal(uni_reg_name(0, b, sizeof b), "R0");
    assert_string_equal(uni_reg_name(254, b, sizeof b), "R254");
    assert_string_equal(uni_reg_name(255, b, sizeof b), "P0");
    assert_string_equal(uni_reg_name(261, b, sizeof b), "P6");
    assert_string_equal(uni_reg_name(262 + 5, b, sizeof b), "UR5");
    assert_string_equal(uni_reg_name(324, b, sizeof b), "UR62");
    assert_string_equal(uni_reg_name(325 + 1, b, sizeof b), "UP1");
    assert_string_equal(uni_reg_name(-1, b, sizeof b), "?");
    assert_string_equal(uni_reg_name(262 + 12, b, 4), "UR1");
    assert_string_equal(uni_reg_name(262 + 12, b, 1), "");
}

static const char *prog;        /* argv[0]: the generator is beside the tests' folder */

static void test_same_as_reference(void **state)
{
    (void)state;
    const char *pat[] = { "samples/*/sm_*.nvdisasm.sass", "tests/heldout/*/sm_*.nvdisasm.sass",
                          "tests/conformance/cases/*/sm_*.nvdisasm.sass" };
    size_t nfn = 0;
    for (size_t p = 0; p < 3; p++) {
        char **list;
        size_t nf = tu_glob(pat[p], &list);
        tu_need_count(nf, 5, pat[p]);
        for (size_t i = 0; i < nf; i++)
            nfn += same_as_ref(list[i]);
        tu_free_list(list, nf);
    }
    printf("uniform: %zu functions of the samples as the reference has them\n", nfn);
}

/* Generated listings: thousands of branches, loops, divergent and uniform
 * conditions, in functions of 1,000 to 8,000 instructions. */
static void test_same_as_reference_generated(void **state)
{
    (void)state;
    size_t nfn = 0;
    for (int seed = 1; seed <= 4; seed++) {
        char args[64], out[4200];
        snprintf(args, sizeof args, "--seed %d 1000 3000 8000", seed);
        tu_gen_listing(prog, args, out, sizeof out);
        nfn += same_as_ref(out);
        unlink(out);
    }
    printf("uniform: %zu generated functions as the reference has them\n", nfn);
}

/* a's and b's results the same, result[] too (which uni_equal leaves out) */
static void same_uni(const struct uni_info *a, const struct uni_info *b)
{
    assert_true(uni_equal(a, b));
    assert_memory_equal(a->result, b->result, a->n);
}

/* The CFG and post-dominators kept between computations (uni_compute_flow)
 * give what a computation from nothing gives: after edits that keep every
 * instruction's flow (an instruction given the next one's text, where
 * neither has flow: flow_version stays, the kept ones are taken), and
 * after one that adds an EXIT (flow_version moves on: made again). */
static void test_flow_kept(void **state)
{
    (void)state;
    char out[4200];
    tu_gen_listing(prog, "--seed 5 3000", out, sizeof out);
    struct sass_module *m;
    struct ws_error err;
    assert_int_equal(sass_parse_file(out, &m, &err), WS_OK);
    unlink(out);
    struct sass_function *f = &m->funcs[0];
    struct uni_flow *fl = NULL;
    struct uni_info *a, *b;
    assert_int_equal(uni_compute_flow(f, &fl, &a, &err), WS_OK);
    assert_non_null(fl);
    uni_free(a);
    size_t edits = 0;
    for (size_t i = 7; i + 1 < f->ninsns; i += 97) {
        if (f->mir.insns[i].flow != FLOW_NONE || f->mir.insns[i + 1].flow != FLOW_NONE)
            continue;
        uint32_t v = f->flow_version;
        char text[256];
        snprintf(text, sizeof text, "%s", f->insns[i + 1].text);
        xrun_retext(m, 0, i, text, NULL);
        assert_int_equal(f->flow_version, v);
        assert_int_equal(uni_compute_flow(f, &fl, &a, &err), WS_OK);
        assert_int_equal(uni_compute(f, &b, &err), WS_OK);
        same_uni(a, b);
        uni_free(a);
        uni_free(b);
        edits++;
    }
    assert_true(edits > 10);
    size_t i = 11;
    while (f->mir.insns[i].flow != FLOW_NONE)
        i++;
    uint32_t v = f->flow_version;
    xrun_retext(m, 0, i, "EXIT", NULL);
    assert_true(f->flow_version != v);
    assert_int_equal(uni_compute_flow(f, &fl, &a, &err), WS_OK);
    assert_int_equal(uni_compute(f, &b, &err), WS_OK);
    same_uni(a, b);
    uni_free(a);
    uni_free(b);
    uni_flow_free(fl);
    sass_module_free(m);
}

int main(int argc, char **argv)
{
    (void)argc;
    prog = argv[0];
    struct CMUnitTest tests[24];
    size_t n = 0;
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_uniform_loop);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_tid_branch);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_inner_loop);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_divergent_break);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_vote_per_warp);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_per_warp_urs);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_exclusive_per_group);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_uniform_predicates);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_engine_scalar);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_same_as_reference);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_same_as_reference_generated);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_reg_names);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_flow_kept);
    for (size_t k = 0; k < sizeof runs / sizeof runs[0]; k++) {
        tests[n] = (struct CMUnitTest)cmocka_unit_test_prestate(run_case, (void *)&runs[k]);
        tests[n++].name = runs[k].name;
    }
    return cmocka_run_group_tests_name("uniform", tests, NULL, NULL);
}
