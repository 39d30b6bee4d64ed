/* test_stepper.c - trace replay (core/stepper.c) over the real translation
 * of samples/reduce_block and over a small hand-made trace: forward then
 * back returns to the same state, breakpoints on a rule, a category, an
 * offset and a pass stop on their step, UNSUPPORTED steps are found, the
 * place is kept across a re-translation, lines map to the step that made
 * them. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "session/session.h"
#include "session/stepper.h"
#include "xlate/xlate.h"
#include "sass/sass.h"
#include <stdlib.h>

static struct session *open_sample(void)
{
    struct session *s;
    struct ws_error err;
    ws_error_clear(&err);
    if (session_open("samples/reduce_block", NULL, &s, &err))
        fail_msg("session_open: %s", err.msg);
    return s;
}

static void test_forward_back(void **state)
{
    (void)state;
    struct session *s = open_sample();
    const struct xfunc *xf = session_xfunc(s, 0);
    assert_true(xf->nsteps > 20);
    struct stepper st;
    stepper_init(&st, xf);
    assert_null(stepper_current(&st));
    assert_int_equal(stepper_prev(&st), STEPPER_AT_END);
    for (int i = 0; i < 7; i++)
        assert_int_equal(stepper_next(&st), STEPPER_MOVED);
    struct stepper saved = st;
    const struct xstep *cur = stepper_current(&st);
    for (int n = 1; n <= 12; n++) {
        for (int i = 0; i < n; i++)
            stepper_next(&st);
        for (int i = 0; i < n; i++)
            assert_int_equal(stepper_prev(&st), STEPPER_MOVED);
        assert_int_equal(st.pos, saved.pos);
        assert_ptr_equal(stepper_current(&st), cur);
        assert_memory_equal(&st, &saved, sizeof st);
    }
    /* the end: next does nothing, prev comes back */
    while (stepper_next(&st) == STEPPER_MOVED)
        ;
    assert_int_equal(st.pos, xf->nsteps);
    assert_int_equal(stepper_next(&st), STEPPER_AT_END);
    assert_int_equal(stepper_prev(&st), STEPPER_MOVED);
    assert_int_equal(st.pos, xf->nsteps - 1);
    session_free(s);
}

static void test_breakpoints(void **state)
{
    (void)state;
    struct session *s = open_sample();
    const struct xfunc *xf = session_xfunc(s, 0);
    struct stepper st;
    stepper_init(&st, xf);
    struct ws_error err;
    ws_error_clear(&err);
    /* a rule: the first IMAD (0x80) is the first step with rule imad */
    assert_int_equal(stepper_break_add(&st, "rule imad", &err), WS_OK);
    assert_int_equal(stepper_continue(&st), STEPPER_HIT);
    const struct xstep *cur = stepper_current(&st);
    assert_int_equal(cur->kind, XS_RULE);
    assert_string_equal(xlate_rule_by_id(cur->rule)->name, "imad");
    assert_int_equal(xf->sass->insns[cur->sass].offset, 0x80);
    for (size_t k = 0; k + 1 < st.pos; k++)
        assert_int_equal(stepper_hits(&st, k), -1);     /* nothing earlier hit */
    /* continue again: the next imad, strictly later */
    size_t first = st.pos;
    enum stepper_stop r = stepper_continue(&st);
    if (r == STEPPER_HIT) {
        assert_true(st.pos > first);
        assert_string_equal(xlate_rule_by_id(stepper_current(&st)->rule)->name, "imad");
    }
    /* an offset and a category */
    stepper_break_clear(&st, -1);
    stepper_init(&st, xf);
    assert_int_equal(stepper_break_add(&st, "at 0x1d0", &err), WS_OK);
    assert_int_equal(stepper_continue(&st), STEPPER_HIT);
    assert_int_equal(xf->sass->insns[stepper_current(&st)->sass].offset, 0x1d0);
    stepper_break_clear(&st, -1);
    stepper_init(&st, xf);
    assert_int_equal(stepper_break_add(&st, "cat warp", &err), WS_OK);
    assert_int_equal(stepper_continue(&st), STEPPER_HIT);
    assert_string_equal(xf->sass->insns[stepper_current(&st)->sass].opcode, "SHFL");
    /* passes are steps too */
    stepper_init(&st, xf);
    assert_int_equal(stepper_break_add(&st, "pass waitcnt", &err), WS_OK);
    assert_int_equal(stepper_continue(&st), STEPPER_HIT);
    assert_string_equal(stepper_current(&st)->pass, "waitcnt");
    stepper_init(&st, xf);
    assert_int_equal(stepper_break_add(&st, "pass reconverge", &err), WS_OK);
    assert_int_equal(stepper_continue(&st), STEPPER_HIT);
    first = st.pos;
    assert_int_equal(stepper_continue(&st), STEPPER_HIT);
    assert_true(st.pos > first);
    assert_string_equal(stepper_current(&st)->pass, "reconverge");
    stepper_break_clear(&st, 0);
    assert_int_equal(stepper_continue(&st), STEPPER_RAN_OUT);
    assert_int_equal(st.pos, xf->nsteps);
    assert_int_equal(stepper_continue(&st), STEPPER_AT_END);
    assert_int_equal(stepper_break_add(&st, "pass waitcnt", &err), WS_OK);
    /* bad specifications */
    assert_int_equal(stepper_break_add(&st, "rule no_such_rule", &err), WS_ENOTFOUND);
    assert_int_equal(stepper_break_add(&st, "cat nothing", &err), WS_ENOTFOUND);
    assert_int_equal(stepper_break_add(&st, "at zz", &err), WS_EPARSE);
    assert_int_equal(stepper_break_add(&st, "when ever", &err), WS_EPARSE);
    char text[64];
    stepper_break_text(&st.breaks[0], text, sizeof text);
    assert_string_equal(text, "pass waitcnt");
    session_free(s);
}

/* An edit re-translates the function: the stepper stays on the same SASS
 * instruction. */
static void test_rebind(void **state)
{
    (void)state;
    struct session *s = open_sample();
    struct stepper st;
    stepper_init(&st, session_xfunc(s, 0));
    struct ws_error err;
    ws_error_clear(&err);
    int ii = align_sass_at_offset(session_align(s, 0), 0x130);   /* IADD3 R6, R3, R6, RZ */
    assert_true(ii > 0);
    assert_true(stepper_seek_sass(&st, ii) >= 0);
    /* an edit before it that adds output lines (IMAD.MOV -> two moves) */
    int e = align_sass_at_offset(session_align(s, 0), 0x70);
    assert_int_equal(session_edit_insn(s, 0, (size_t)e, "IADD3 R6, R3, R6, RZ", &err), WS_OK);
    const struct xfunc *xf = session_xfunc(s, 0);
    stepper_rebind(&st, xf);
    assert_ptr_equal(st.xf, xf);
    assert_int_equal(stepper_current(&st)->sass, ii);
    session_free(s);
}

/* A hand-made trace: a pass, two rules, an UNSUPPORTED step, an empty-range
 * pass that owns the lines nobody else made. */
static void test_unsupported_and_lines(void **state)
{
    (void)state;
    struct xstep steps[] = {
        { .kind = XS_PASS, .sass = -1, .rule = -1, .pass = "abi-prologue", .first = 0, .last = 2 },
        { .kind = XS_RULE, .sass = 0, .rule = 1, .first = 2, .last = 3 },
        { .kind = XS_UNSUPPORTED, .sass = 1, .rule = -1, .note = "no rule", .first = 4, .last = 5 },
        { .kind = XS_RULE, .sass = 2, .rule = 1, .first = 5, .last = 6 },
        { .kind = XS_PASS, .sass = -1, .rule = -1, .pass = "waitcnt", .first = 7, .last = 7 },
    };
    struct xfunc xf;
    memset(&xf, 0, sizeof xf);
    xf.steps = steps;
    xf.nsteps = 5;
    xf.nlines = 7;
    struct stepper st;
    stepper_init(&st, &xf);
    assert_int_equal(stepper_next_unsupported(&st), STEPPER_HIT);
    assert_int_equal(st.pos, 3);
    assert_int_equal(stepper_current(&st)->kind, XS_UNSUPPORTED);
    assert_int_equal(stepper_next_unsupported(&st), STEPPER_RAN_OUT);
    assert_int_equal(st.pos, 3);
    struct ws_error err;
    assert_int_equal(stepper_break_add(&st, "unsupported", &err), WS_OK);
    stepper_set_pos(&st, 0);
    assert_int_equal(stepper_continue(&st), STEPPER_HIT);
    assert_int_equal(st.pos, 3);
    assert_int_equal(stepper_line_step(&xf, 0), 0);
    assert_int_equal(stepper_line_step(&xf, 2), 1);
    assert_int_equal(stepper_line_step(&xf, 3), 4);     /* inserted by waitcnt */
    assert_int_equal(stepper_line_step(&xf, 6), 4);
    assert_int_equal(stepper_line_step(&xf, 7), -1);
    /* rebind onto a trace without that instruction keeps the position */
    stepper_rebind(&st, &xf);
    assert_int_equal(st.pos, 3);
}

/* Each s_waitcnt the wait pass inserts is a step of its own, one line long,
 * that says which register it waits for.  By hand: the LDG at 0x0010 loads
 * R2, the IADD3 at 0x0020 reads it at once, so the pass puts
 * s_waitcnt vmcnt(0) before the IADD3's v_add (no younger load is in
 * flight) and names R2's VGPR and the load's offset. */
static void test_wait_steps(void **state)
{
    (void)state;
    const char *src =
        "\t.text.k:\n"
        "k:\n"
        "        /*0000*/                   LDC.64 R4, c[0x0][0x160] ;\n"
        "        /*0010*/                   LDG.E R2, [R4.64] ;\n"
        "        /*0020*/                   IADD3 R3, R2, 0x1, RZ ;\n"
        "        /*0030*/                   STG.E [R4.64], R3 ;\n"
        "        /*0040*/                   EXIT ;\n";
    struct sass_module *m;
    struct ws_error err;
    assert_int_equal(sass_parse_buffer("k.sass", src, strlen(src), &m, &err), WS_OK);
    struct xlate_opts o = xlate_opts_default();
    o.compact_regs = 1;
    struct xlate_result *r;
    assert_int_equal(xlate_module(m, &o, &r, &err), WS_OK);
    const struct xfunc *xf = &r->funcs[0];
    int waits = 0, found = 0;
    for (size_t l = 0; l < xf->nlines; l++) {
        if (xf->lines[l].pass != XLP_WAIT)
            continue;
        waits++;
        int k = stepper_line_step(xf, l);
        assert_true(k >= 0);
        const struct xstep *st = &xf->steps[k];
        assert_int_equal(st->kind, XS_PASS);
        assert_string_equal(st->pass, "waitcnt");
        assert_int_equal(st->first, (int)l);
        assert_int_equal(st->last, (int)l + 1);
        if (strstr(st->note, "vmcnt(0)") && strstr(st->note, "(SASS 0x0010)"))
            found++;
    }
    /* compact numbering (the last xlate_opts field): the R registers used,
     * R2 R3 R4 R5, become v1..v4 in order, so R2 is v1 */
    int k;
    for (k = 0; k < (int)xf->nsteps; k++)
        if (xf->steps[k].kind == XS_PASS && xf->steps[k].note &&
            strstr(xf->steps[k].note, "v1 is read here"))
            break;
    assert_true(k < (int)xf->nsteps);
    assert_true(waits >= 1);
    assert_int_equal(found, 1);
    xlate_result_free(r);
    sass_module_free(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_forward_back),
        cmocka_unit_test(test_wait_steps),
        cmocka_unit_test(test_breakpoints),
        cmocka_unit_test(test_rebind),
        cmocka_unit_test(test_unsupported_and_lines),
    };
    return cmocka_run_group_tests_name("stepper", tests, NULL, NULL);
}
