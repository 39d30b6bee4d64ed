/* test_align.c - the alignment model over samples/reduce_block: source line
 * <-> SASS <-> translated RDNA3 <-> native RDNA3.  Expectations come from
 * kernel.cu and sm_90.nvdisasm(-gi).sass (offset /0x00d0/ LDC.64 is on line
 * 41, /0x0080/ IMAD on line 40, the SHFL at 0x0160 is sm_30_intrinsics.hpp
 * line 397 inlined at kernel.cu line 44). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session/align.h"
#include "session/session.h"

#define I32 "_Z14reduce_sum_i32PKiPii"

struct fx {
    struct session *s;
    size_t fi;
    const struct align *a;
    const struct sass_function *sf;
    const struct xfunc *xf;
};

static struct fx open_fx(const char *path)
{
    struct fx f;
    struct ws_error err;
    ws_error_clear(&err);
    struct session_opts o = { .sm = 0, .wave = 32, .target = NULL };
    if (session_open(path, &o, &f.s, &err))
        fail_msg("session_open %s: %s", path, err.msg);
    int fi = session_find_fn(f.s, I32);
    assert_true(fi >= 0);
    f.fi = (size_t)fi;
    f.a = session_align(f.s, f.fi);
    f.sf = session_sass_fn(f.s, f.fi);
    f.xf = session_xfunc(f.s, f.fi);
    assert_non_null(f.a);
    return f;
}

static int sass_at(const struct fx *f, uint32_t off)
{
    int i = align_sass_at_offset(f->a, off);
    if (i < 0)
        fail_msg("no SASS instruction at 0x%04x", off);
    return i;
}

static int set_has(struct align_set s, int32_t v)
{
    for (size_t i = 0; i < s.n; i++)
        if (s.idx[i] == v)
            return 1;
    return 0;
}

static void test_main_file(void **state)
{
    (void)state;
    struct fx f = open_fx("samples/reduce_block");
    int mf = align_main_file(f.a);
    assert_true(mf >= 0);
    const char *name = f.s->sass->files[mf];
    assert_string_equal(strrchr(name, '/') + 1, "kernel.cu");
    /* the source is found and line 41 is the loop body */
    assert_non_null(strstr(session_src_line(f.s, mf, 40), "acc += in[i];"));
    int lo, hi;
    align_line_span(f.a, mf, &lo, &hi);
    assert_int_equal(lo, 36);   /* the kernel's opening line */
    assert_true(hi >= 55 && hi <= 57);
    session_free(f.s);
}

static void test_source_to_sass(void **state)
{
    (void)state;
    struct fx f = open_fx("samples/reduce_block");
    int mf = align_main_file(f.a);
    struct align_set s41 = align_line_sass(f.a, mf, 41);
    /* from the dump: 00d0 LDC.64, 00f0 IMAD.WIDE, 0100 LDG, 0130 IADD3 */
    assert_int_equal(s41.n, 4);
    assert_true(set_has(s41, sass_at(&f, 0x00d0)));
    assert_true(set_has(s41, sass_at(&f, 0x00f0)));
    assert_true(set_has(s41, sass_at(&f, 0x0100)));
    assert_true(set_has(s41, sass_at(&f, 0x0130)));
    for (size_t i = 1; i < s41.n; i++)
        assert_true(s41.idx[i - 1] < s41.idx[i]);
    struct align_loc l = align_sass_loc(f.a, (size_t)sass_at(&f, 0x0000));
    assert_int_equal(l.file, mf);
    assert_int_equal(l.line, 36);
    l = align_sass_loc(f.a, (size_t)sass_at(&f, 0x00e0));
    assert_int_equal(l.line, 40);
    /* -g: the SHFL is on the intrinsics header, not on kernel.cu */
    l = align_sass_loc(f.a, (size_t)sass_at(&f, 0x0160));
    assert_int_equal(l.line, 397);
    assert_int_not_equal(l.file, mf);
    assert_int_equal(align_line_sass(f.a, mf, 1).n, 0);
    session_free(f.s);
}

static void test_sass_to_rdna(void **state)
{
    (void)state;
    struct fx f = open_fx("samples/reduce_block");
    int mf = align_main_file(f.a);
    /* 0080 IMAD R0, R0, UR5, R11 -> v_mul_lo_u32 + v_add_nc_u32 (rule 31) */
    int imad = sass_at(&f, 0x0080);
    struct align_set xs = align_sass_xlate(f.a, (size_t)imad);
    int mul = 0, add = 0;
    for (size_t k = 0; k < xs.n; k++) {
        const struct xline *xl = &f.xf->lines[xs.idx[k]];
        assert_int_equal(align_xlate_sass(f.a, (size_t)xs.idx[k]), imad);
        assert_int_equal(align_xlate_loc(f.a, (size_t)xs.idx[k]).line, 40);
        if (xl->kind != XL_INSN)
            continue;
        const char *op = f.xf->fn->insns[xl->insn].opcode;
        mul += !strncmp(op, "v_mul_lo_u32", 12);
        add += !strncmp(op, "v_add_nc_u32", 12);
    }
    assert_int_equal(mul, 1);
    assert_int_equal(add, 1);
    /* every translated line of line 40 is in the line's set, and back */
    struct align_set x40 = align_line_xlate(f.a, mf, 40);
    for (size_t k = 0; k < xs.n; k++)
        assert_true(set_has(x40, xs.idx[k]));
    for (size_t k = 0; k < x40.n; k++)
        assert_int_equal(align_xlate_loc(f.a, (size_t)x40.idx[k]).line, 40);
    /* provenance and the model agree on every translated instruction */
    for (size_t k = 0; k < f.xf->nlines; k++) {
        const struct xline *xl = &f.xf->lines[k];
        int s = align_xlate_sass(f.a, k);
        if (xl->kind == XL_INSN && s >= 0)
            assert_int_equal(f.xf->fn->insns[xl->insn].prov.sass_offset, (int)f.sf->insns[s].offset);
    }
    /* the prologue has no source line */
    assert_int_equal(f.xf->lines[0].sass, -1);
    assert_int_equal(align_xlate_loc(f.a, 0).line, 0);
    assert_int_equal(align_xlate_sass(f.a, 0), -1);
    session_free(f.s);
}

static void test_native(void **state)
{
    (void)state;
    struct fx f = open_fx("samples/reduce_block");
    int mf = align_main_file(f.a);
    assert_non_null(session_native_fn(f.s, f.fi));
    /* clang-19's gfx1100 code for the loop body carries line 41 */
    struct align_set n41 = align_line_native(f.a, mf, 41);
    assert_true(n41.n > 0);
    for (size_t k = 0; k < n41.n; k++) {
        struct align_loc l = align_native_loc(f.a, (size_t)n41.idx[k]);
        assert_int_equal(l.file, mf);
        assert_int_equal(l.line, 41);
    }
    session_free(f.s);
}

/* -gi: the SHFL inlined at line 44 shows under kernel.cu line 44. */
static void test_inlined(void **state)
{
    (void)state;
    struct fx f = open_fx("samples/reduce_block/sm_90.nvdisasm-gi.sass");
    int mf = align_main_file(f.a);
    assert_string_equal(strrchr(f.s->sass->files[mf], '/') + 1, "kernel.cu");
    int shfl = sass_at(&f, 0x0160);
    struct align_loc l = align_sass_loc(f.a, (size_t)shfl);
    assert_int_equal(l.file, mf);
    assert_int_equal(l.line, 44);
    assert_true(set_has(align_line_sass(f.a, mf, 44), shfl));
    struct align_set xs = align_sass_xlate(f.a, (size_t)shfl);
    struct align_set x44 = align_line_xlate(f.a, mf, 44);
    for (size_t k = 0; k < xs.n; k++)
        assert_true(set_has(x44, xs.idx[k]));
    session_free(f.s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_main_file),
        cmocka_unit_test(test_source_to_sass),
        cmocka_unit_test(test_sass_to_rdna),
        cmocka_unit_test(test_native),
        cmocka_unit_test(test_inlined),
    };
    return cmocka_run_group_tests_name("align", tests, NULL, NULL);
}
