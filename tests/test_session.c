/* test_session.c - the loaded document: opening each kind of FILE, an edit
 * re-translating one function, parse errors keeping the last good state,
 * undo/redo, :w writing atomically, re-translation for wave64. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "session/session.h"
#include "base/strbuf.h"
#include "lib/testutil.h"

#define I32 "_Z14reduce_sum_i32PKiPii"

static struct session *open_ok(const char *path)
{
    struct session *s;
    struct ws_error err;
    ws_error_clear(&err);
    if (session_open(path, NULL, &s, &err))
        fail_msg("session_open %s: %s", path, err.msg);
    return s;
}

/* Translated text of the lines that came from the SASS insn at off. */
static void xlate_of(struct session *s, size_t fi, uint32_t off, struct strbuf *b)
{
    const struct align *a = session_align(s, fi);
    const struct xfunc *xf = session_xfunc(s, fi);
    int si = align_sass_at_offset(a, off);
    assert_true(si >= 0);
    struct align_set xs = align_sass_xlate(a, (size_t)si);
    sb_reset(b);
    for (size_t k = 0; k < xs.n; k++) {
        const struct xline *xl = &xf->lines[xs.idx[k]];
        if (xl->kind == XL_INSN)
            rdna_print_insn(b, &xf->fn->insns[xl->insn]);
        else if (xl->text)
            sb_puts(b, xl->text);
        sb_putc(b, '\n');
    }
}

static void test_open_kinds(void **state)
{
    (void)state;
    struct session *s = open_ok("samples/reduce_block");
    assert_int_equal(session_nfuncs(s), 2);
    assert_non_null(s->native);
    assert_non_null(strstr(s->listing, "sm_90.nvdisasm.sass"));
    session_free(s);
    s = open_ok("samples/reduce_block/kernel.cu");
    assert_non_null(strstr(s->listing, "sm_90.nvdisasm.sass"));
    assert_true(session_find_fn(s, "reduce_sum_f32") >= 0);
    session_free(s);
    /* a dump whose sources are nowhere: shown as missing, not an error */
    char dir[] = "/tmp/ws_sessXXXXXX";
    assert_non_null(mkdtemp(dir));
    char p[256], cmd[600];
    snprintf(p, sizeof p, "%s/x.sass", dir);
    snprintf(cmd, sizeof cmd, "sed 's#/work/main/samples/reduce_block/#/nonexistent/#' "
             "samples/reduce_block/sm_90.nvdisasm.sass > %s", p);
    assert_int_equal(system(cmd), 0);
    s = open_ok(p);
    assert_null(s->native);
    int mf = align_main_file(session_align(s, 0));
    assert_true(mf >= 0);
    assert_true(s->srcs[mf].missing);
    assert_null(session_src_line(s, mf, 0));
    session_free(s);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
    struct ws_error err;
    assert_int_not_equal(session_open("samples/no/such", NULL, &s, &err), WS_OK);
}

static void test_edit_undo_redo(void **state)
{
    (void)state;
    struct session *s = open_ok("samples/reduce_block");
    size_t fi = (size_t)session_find_fn(s, I32);
    struct strbuf before, after, b;
    sb_init(&before); sb_init(&after); sb_init(&b);
    xlate_of(s, fi, 0x0080, &before);
    assert_non_null(strstr(before.s, "v_mul_lo_u32"));
    size_t ii = (size_t)align_sass_at_offset(session_align(s, fi), 0x0080);
    struct ws_error err;
    ws_error_clear(&err);
    assert_int_equal(session_edit_insn(s, fi, ii, "IADD3 R0, R0, R11, RZ", &err), WS_OK);
    assert_string_equal(session_sass_fn(s, fi)->insns[ii].text, "IADD3 R0, R0, R11, RZ");
    assert_int_equal(session_sass_fn(s, fi)->insns[ii].offset, 0x0080);
    xlate_of(s, fi, 0x0080, &after);
    assert_null(strstr(after.s, "v_mul_lo_u32"));
    assert_non_null(strstr(after.s, "v_add3_u32"));
    assert_true(s->dirty);
    /* a parse error keeps the last good instruction and translation */
    assert_int_equal(session_edit_insn(s, fi, ii, "@Q9 FOO R0,", &err), WS_EPARSE);
    assert_true(err.line > 0);
    assert_string_equal(session_sass_fn(s, fi)->insns[ii].text, "IADD3 R0, R0, R11, RZ");
    xlate_of(s, fi, 0x0080, &b);
    assert_string_equal(b.s, after.s);
    /* undo restores, redo re-applies */
    assert_int_equal(session_undo(s, &err), WS_OK);
    xlate_of(s, fi, 0x0080, &b);
    assert_string_equal(b.s, before.s);
    assert_false(s->dirty);
    assert_int_equal(session_undo(s, &err), WS_ENOTFOUND);
    assert_int_equal(session_redo(s, &err), WS_OK);
    xlate_of(s, fi, 0x0080, &b);
    assert_string_equal(b.s, after.s);
    sb_free(&before); sb_free(&after); sb_free(&b);
    session_free(s);
}

static void test_save(void **state)
{
    (void)state;
    char dir[] = "/tmp/ws_saveXXXXXX";
    assert_non_null(mkdtemp(dir));
    char cmd[600], p[300];
    snprintf(cmd, sizeof cmd, "cp samples/reduce_block/kernel.cu samples/reduce_block/sm_90.nvdisasm.sass %s/", dir);
    assert_int_equal(system(cmd), 0);
    snprintf(p, sizeof p, "%s/sm_90.nvdisasm.sass", dir);
    struct session *s = open_ok(p);
    size_t fi = (size_t)session_find_fn(s, I32);
    size_t ii = (size_t)align_sass_at_offset(session_align(s, fi), 0x0080);
    struct ws_error err;
    assert_int_equal(session_edit_insn(s, fi, ii, "IADD3 R0, R0, R11, RZ", &err), WS_OK);
    assert_int_equal(session_save(s, NULL, &err), WS_OK);
    assert_false(s->dirty);
    session_free(s);
    size_t len;
    char *text = tu_read_file(p, &len);
    assert_non_null(strstr(text, "/*0080*/                   IADD3 R0, R0, R11, RZ ;"));
    free(text);
    char tmp[320];
    snprintf(tmp, sizeof tmp, "%s.tmp", p);
    assert_int_not_equal(access(tmp, F_OK), 0);
    /* the written listing reads back, with the edit */
    s = open_ok(p);
    fi = (size_t)session_find_fn(s, I32);
    ii = (size_t)align_sass_at_offset(session_align(s, fi), 0x0080);
    assert_string_equal(session_sass_fn(s, fi)->insns[ii].text, "IADD3 R0, R0, R11, RZ");
    assert_int_not_equal(session_save(s, "/nonexistent/dir/x.sass", &err), WS_OK);
    session_free(s);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
}

/* An edit whose new VGPR colouring renumbers the old one (an instruction
 * of tests/data/edit/regs.sass given a register the function did not use,
 * R5: tests/test_xlate_edit.c test_renumbered) stays one instruction re-translated, and says the
 * VGPRs were renumbered (the interface's status line); an edit of an
 * immediate says neither; several instructions at once translate the
 * function whole (that was left from the edit before). */
static void test_edit_renumbered(void **state)
{
    (void)state;
    struct session *s = open_ok("tests/data/edit/regs.sass");
    struct ws_error err;
    ws_error_clear(&err);
    assert_int_equal(session_edit_insn(s, 0, 6, "IADD3 R2, R1, R5, RZ", &err), WS_OK);
    assert_true(s->last_incremental);
    assert_true(s->last_renumbered);
    assert_int_equal(session_undo(s, &err), WS_OK);
    assert_true(s->last_incremental);
    assert_true(s->last_renumbered);
    assert_int_equal(session_edit_insn(s, 0, 2, "MOV R2, 0x4", &err), WS_OK);
    assert_true(s->last_incremental);
    assert_false(s->last_renumbered);
    size_t two[2] = { 2, 3 };
    const char *texts[2] = { "MOV R2, 0x5", "MOV R1, 0x8" };
    assert_int_equal(session_edit_many(s, 0, 2, two, texts, &err), WS_OK);
    assert_false(s->last_incremental);
    assert_false(s->last_renumbered);
    session_free(s);
}

/* A listing from a FIFO (`warpscope <(nvdisasm ...)`) is read once, whole:
 * nothing peeks at its first bytes (an ELF check did, and the parse then
 * began four bytes in), and there is no file to write back to. */
static void test_stream(void **state)
{
    (void)state;
    char dir[] = "/tmp/ws_fifoXXXXXX";
    assert_non_null(mkdtemp(dir));
    char fifo[300], cmd[700];
    snprintf(fifo, sizeof fifo, "%s/listing", dir);
    assert_int_equal(mkfifo(fifo, 0600), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        snprintf(cmd, sizeof cmd, "cat samples/reduce_block/sm_90.nvdisasm.sass > %s", fifo);
        _exit(system(cmd) ? 1 : 0);
    }
    struct session *s = open_ok(fifo);
    int st;
    assert_int_equal(waitpid(pid, &st, 0), pid);
    assert_true(WIFEXITED(st) && WEXITSTATUS(st) == 0);
    /* the same module as the file's: 2 functions, 80 + the other's
     * instructions, the first one whole */
    struct session *f = open_ok("samples/reduce_block/sm_90.nvdisasm.sass");
    assert_int_equal(session_nfuncs(s), 2);
    for (size_t k = 0; k < 2; k++) {
        const struct sass_function *a = session_sass_fn(s, k), *b = session_sass_fn(f, k);
        assert_string_equal(a->name, b->name);
        assert_int_equal(a->ninsns, b->ninsns);
        assert_string_equal(a->insns[0].text, b->insns[0].text);
    }
    assert_string_equal(session_sass_fn(s, 0)->insns[0].text, "LDC R1, c[0x0][0x28]");
    assert_null(s->listing);
    struct ws_error err;
    ws_error_clear(&err);
    assert_int_equal(session_save(s, NULL, &err), WS_EARG);
    assert_non_null(strstr(err.msg, "give a FILE"));
    session_free(f);
    session_free(s);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
}

static void test_retranslate(void **state)
{
    (void)state;
    struct session *s = open_ok("samples/reduce_block");
    struct ws_error err;
    assert_int_equal(session_retranslate(s, NULL, 64, &err), WS_OK);
    assert_int_equal(s->xr->opts.wave, 64);
    assert_non_null(session_align(s, 0));
    assert_int_not_equal(session_retranslate(s, "gfx9999", 0, &err), WS_OK);
    assert_int_not_equal(session_retranslate(s, NULL, 48, &err), WS_OK);
    assert_int_equal(s->xr->opts.wave, 64);
    session_free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_open_kinds),
        cmocka_unit_test(test_edit_undo_redo),
        cmocka_unit_test(test_save),
        cmocka_unit_test(test_stream),
        cmocka_unit_test(test_edit_renumbered),
        cmocka_unit_test(test_retranslate),
    };
    return cmocka_run_group_tests_name("session", tests, NULL, NULL);
}
