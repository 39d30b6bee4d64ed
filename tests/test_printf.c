/* test_printf.c - device printf and assert in translated code.
 *
 * The expected values are worked out by hand in the comments: the
 * argument layout from CUDA's rule (each argument aligned to its size;
 * the offsets nvcc -ptx stores samples/printf_assert's arguments at), the
 * text from the format strings and the arguments, the assertion message
 * from CUDA's format "FILE:LINE: FUNCTION: block: [x,y,z], thread:
 * [x,y,z] Assertion `MESSAGE` failed.".  The translated kernels are
 * hand-written SASS in nvcc's call sequence, with the module data (bank 4
 * relocations, string literals) set by hand, assembled by llvm-mc-19 and
 * run on the emulator.
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

#include "base/pfmt.h"
#include "base/strbuf.h"
#include "analysis/cfg.h"
#include "analysis/live.h"
#include "sass/sass.h"
#include "xlate/xlate.h"
#include "emu/emu.h"
#include "session/input.h"
#include "lib/testutil.h"

/* ---- the argument layout -------------------------------------------------------- */

/* samples/printf_assert's per-thread format: nvcc -ptx stores its
 * arguments at 0, 4, 8, 12, 16, 20 (ints), 24 (the long), 32, 40, 48 (the
 * floats promoted to double), 56 (the %s pointer) and 64 (the %c int) */
static void test_layout(void **state)
{
    (void)state;
    static const char *fmt =
        "i=%3d b%d t%-2d v=%d hex=%x alt=%#x wide=%ld f=%.3f e=%e g=%g %s %c 100%%\n";
    static const int off[] = { 0, 4, 8, 12, 16, 20, 24, 32, 40, 48, 56, 64 };
    static const int size[] = { 4, 4, 4, 4, 4, 4, 8, 8, 8, 8, 8, 4 };
    struct pfmt_arg a[PFMT_MAX_ARGS];
    const char *why;
    assert_int_equal(pfmt_parse(fmt, a, PFMT_MAX_ARGS, &why), 12);
    for (int k = 0; k < 12; k++) {
        assert_int_equal(a[k].offset, off[k]);
        assert_int_equal(a[k].size, size[k]);
    }
    assert_int_equal(pfmt_cuda_bytes(a, 12), 68);
    assert_int_equal(a[10].kind, PFMT_STR);
    assert_int_equal(a[11].kind, PFMT_CHAR);
    /* an int after a double is aligned to 4 only: 0 (int), 8 (double), 16 */
    assert_int_equal(pfmt_parse("%d %f %u", a, PFMT_MAX_ARGS, &why), 3);
    assert_int_equal(a[1].offset, 8);
    assert_int_equal(a[2].offset, 16);
    /* what the device printf does not take */
    assert_int_equal(pfmt_parse("%*d", a, PFMT_MAX_ARGS, &why), -1);
    assert_non_null(strstr(why, "'*'"));
    assert_int_equal(pfmt_parse("%n", a, PFMT_MAX_ARGS, &why), -1);
    assert_int_equal(pfmt_parse("%Lf", a, PFMT_MAX_ARGS, &why), -1);
    assert_int_equal(pfmt_parse("%q", a, PFMT_MAX_ARGS, &why), -1);
}

/* ---- decoding a buffer ------------------------------------------------------------ */

static int read_test_str(void *ctx, uint64_t addr, char *s, size_t n)
{
    (void)ctx;
    if (addr != 0x1000)
        return -1;
    snprintf(s, n, "odd");
    return 0;
}

static void put32(uint8_t *b, size_t *at, uint32_t v)
{
    memcpy(b + *at, &v, 4);
    *at += 4;
}

static void put64(uint8_t *b, size_t *at, uint64_t v)
{
    memcpy(b + *at, &v, 8);
    *at += 8;
}

/* Two records of format 7 "v=%d x=%#x w=%ld f=%.3f %s %c|%%\n" (sizes 4,
 * 4, 8, 8, 8, 4) and one of format 2 "no args\n":
 *   -5, 255, -3000000021 (= -3 * 1000000007), 2.5, 0x1000 ("odd"), 'q'
 *     -> "v=-5 x=0xff w=-3000000021 f=2.500 odd q|%"
 *   7, 0, 4, -0.0625, 0 (NULL), 'A' -> "v=7 x=0 w=4 f=-0.062 (null) A|%"
 *     (%.3f of -0.0625 rounds to even: -0.062; %#x of 0 is "0")
 * then a record of an ID no format has, at byte 8 + 40 + 4 + 40 = 92
 * (a record of format 7 is 4 + 4 + 4 + 8 + 8 + 8 + 4 = 40 bytes). */
static void test_records(void **state)
{
    (void)state;
    struct emu_pfmt f[2];
    assert_int_equal(emu_pfmt_parse("7:6:4:4:8:8:8:4:v=%d x=%#x w=%ld f=%.3f %s %c|%%\n", &f[0]), 0);
    assert_int_equal(emu_pfmt_parse("2:0:no args\n", &f[1]), 0);
    assert_int_equal(f[0].id, 7);
    assert_int_equal(f[0].n, 6);
    assert_int_equal(f[0].sizes[2], 8);
    uint8_t b[256] = { 0 };
    size_t at = 8;
    double d = 2.5, e = -0.0625;
    uint64_t db, eb;
    memcpy(&db, &d, 8);
    memcpy(&eb, &e, 8);
    put32(b, &at, 7); put32(b, &at, (uint32_t)-5); put32(b, &at, 255);
    put64(b, &at, (uint64_t)-3000000021LL); put64(b, &at, db); put64(b, &at, 0x1000); put32(b, &at, 'q');
    put32(b, &at, 2);
    put32(b, &at, 7); put32(b, &at, 7); put32(b, &at, 0);
    put64(b, &at, 4); put64(b, &at, eb); put64(b, &at, 0); put32(b, &at, 'A');
    size_t good = at;
    put32(b, &at, 9);
    uint32_t hdr[2] = { (uint32_t)(at - 8), sizeof b };
    memcpy(b, hdr, 8);
    struct strbuf o;
    sb_init(&o);
    emu_printf_records(b, sizeof b, f, 2, read_test_str, NULL, &o);
    assert_string_equal(o.s, "v=-5 x=0xff w=-3000000021 f=2.500 odd q|%\n"
                             "no args\n"
                             "v=7 x=0 w=4 f=-0.062 (null) A|%\n"
                             "[printf: a record at byte 92 names ID 9, which amdhsa.printf does not have]\n");
    assert_int_equal(good, 92);     /* 8 (header) + 40 + 4 + 40 */
    /* records past the buffer's size (the atomic add went on): said so */
    sb_reset(&o);
    hdr[0] = 40 + 4 + 100;      /* the first two records, then 100 bytes that did not fit */
    hdr[1] = 8 + 40 + 4;
    memcpy(b, hdr, 8);
    emu_printf_records(b, sizeof b, f, 2, read_test_str, NULL, &o);
    assert_string_equal(o.s, "v=-5 x=0xff w=-3000000021 f=2.500 odd q|%\nno args\n"
                             "[printf: 100 bytes of records did not fit in the buffer's 52]\n");
    sb_free(&o);
    free(f[0].fmt);
    free(f[1].fmt);
}

/* HIP's buffered records (clang -mprintf-kind=buffered, the native code):
 * format "a=%d s=%s f=%.1f\n" named by hash 0x1234 ("0:0:1234,..."); a
 * record is the control word (28 + 8 = 36 bytes << 2 | 2, a constant
 * format), the hash, -2 as 8 bytes, "hi" inline padded to 8, 0.5 as a
 * double: "a=-2 s=hi f=0.5" */
static void test_records_hip(void **state)
{
    (void)state;
    struct emu_pfmt f;
    assert_int_equal(emu_pfmt_parse("0:0:1234,a=%d s=%s f=%.1f\n", &f), 0);
    assert_true(f.hip);
    assert_int_equal(f.hash, 0x1234);
    assert_string_equal(f.fmt, "a=%d s=%s f=%.1f\n");
    uint8_t b[64] = { 0 };
    size_t at = 8;
    double h = 0.5;
    uint64_t hb;
    memcpy(&hb, &h, 8);
    put32(b, &at, (36u << 2) | 2);
    put64(b, &at, 0x1234);
    put64(b, &at, (uint32_t)-2);        /* an int zero-extended to 64 bits */
    memcpy(b + at, "hi", 3);
    at += 8;
    put64(b, &at, hb);
    assert_int_equal(at, 8 + 36);
    uint32_t hdr[2] = { 36, sizeof b };
    memcpy(b, hdr, 8);
    struct strbuf o;
    sb_init(&o);
    emu_printf_records(b, sizeof b, &f, 1, NULL, NULL, &o);
    assert_string_equal(o.s, "a=-2 s=hi f=0.5\n");
    sb_free(&o);
    free(f.fmt);
}

/* ---- translated kernels ------------------------------------------------------------ */

#define HDR "\t.target sm_90\n\t.section\t.text.k,\"ax\",@progbits\nk:\n"
#define NTHREADS 64

/* bank 4 as nvcc lays it out: 0x0 the callee (vprintf, or what callee
 * names), 0x8 the format "$str", 0x10 "$str$1" = "odd", 0x18 the message
 * "$str$2", 0x20 the file "$str$3", 0x28 the function "__unnamed_1" */
static void add_module(struct sass_module *m, const char *callee)
{
    uint8_t b4[48] = { 0 };
    assert_int_equal(sass_add_cbank(m, 4, NULL, b4, sizeof b4), WS_OK);
    static const char *const names[] = { "$str", "$str$1", "$str$2", "$str$3", "__unnamed_1" };
    static const char *const text[] = { "t%d v=%x s=%s d=%.2f\n", "odd", "x < 3", "k.cu",
                                        "void k(int *, int)" };
    for (int i = 0; i < 5; i++) {
        struct sass_global g = { .name = names[i], .size = strlen(text[i]) + 1, .align = 1,
                                 .init = (const uint8_t *)text[i] };
        assert_int_equal(sass_add_global(m, &g), WS_OK);
        struct sass_cbank_sym s = { .bank = 4, .offset = 8u + 8u * (unsigned)i, .size = 8,
                                    .symbol = names[i] };
        assert_int_equal(sass_add_cbank_sym(m, &s), WS_OK);
    }
    struct sass_cbank_sym c = { .bank = 4, .offset = 0, .size = 8, .symbol = callee };
    assert_int_equal(sass_add_cbank_sym(m, &c), WS_OK);
    m->has_module_data = 1;
}

static struct xlate_result *translate(const char *body, const char *callee, int wave,
                                      struct sass_module **mp)
{
    struct ws_error err;
    ws_error_clear(&err);
    struct strbuf s;
    sb_init(&s);
    sb_puts(&s, HDR);
    sb_puts(&s, body);
    if (sass_parse_buffer("t.sass", s.s, s.len, mp, &err))
        fail_msg("parse: %s", err.msg);
    sb_free(&s);
    add_module(*mp, callee);
    struct xlate_opts o = xlate_opts_default();
    o.wave = wave;
    struct xlate_result *xr;
    if (xlate_module(*mp, &o, &xr, &err))
        fail_msg("translate: %s", err.msg);
    return xr;
}

/* Run k on one workgroup of NTHREADS; the printed text into *text */
static void run(struct xlate_result *xr, int wave, struct emu_result *res, char **text)
{
    struct ws_error err;
    if (xlate_total_unsupported(xr)) {
        struct strbuf t;
        sb_init(&t);
        xlate_print(xr, &t);
        fail_msg("UNSUPPORTED lines:\n%s", t.s);
    }
    char hsaco[256];
    if (xlate_assemble(xr, wave, hsaco, sizeof hsaco, &err))
        fail_msg("assemble: %s", err.msg);
    struct emu_program *p;
    if (input_load_emu(hsaco, &p, &err))
        fail_msg("load: %s", err.msg);
    unlink(hsaco);
    const struct emu_kernel *k = emu_find_kernel(p, "k");
    assert_non_null(k);
    struct emu_mem mem;
    emu_mem_init(&mem);
    uint64_t args[2] = { 0, 8 };
    struct emu_launch l;
    memset(&l, 0, sizeof l);
    l.grid[0] = l.grid[1] = l.grid[2] = 1;
    l.block[0] = NTHREADS;
    l.block[1] = l.block[2] = 1;
    l.args = (const uint8_t *)args;
    l.args_len = sizeof args;
    emu_run(p, k, &mem, &l, res);
    *text = strdup(mem.printed ? mem.printed : "");
    emu_mem_free(&mem);
    emu_program_free(p);
}

static int have_tools(void)
{
    return tu_have_tool("llvm-mc-19") && tu_have_tool("ld.lld-19") && tu_have_tool("llvm-objdump-19");
}

/* nvcc's sequence (sm_90) for printf("t%d v=%x s=%s d=%.2f\n", tid, 3 tid +
 * 5, "odd", 1.5) in the threads with tid & 15 == 3: arguments at 0 (int),
 * 4 (int), 8 (pointer), 16 (double 1.5 = 0x3ff8000000000000).  Threads 3,
 * 19, 35, 51 print "t3 v=e s=odd d=1.50", "t19 v=3e ...", "t35 v=6e",
 * "t51 v=9e" (3*3+5 = 14 = 0xe, 3*19+5 = 62 = 0x3e, 3*35+5 = 110 = 0x6e,
 * 3*51+5 = 158 = 0x9e). */
static const char *printf_body =
    "        /*0000*/ LDC R1, c[0x0][0x28] ;\n"
    "        /*0010*/ S2R R0, SR_TID.X ;\n"
    "        /*0020*/ LOP3.LUT R2, R0, 0xf, RZ, 0xc0, !PT ;\n"
    "        /*0030*/ ISETP.NE.AND P0, PT, R2, 0x3, PT ;\n"
    "        /*0040*/ @P0 EXIT ;\n"
    "        /*0050*/ VIADD R1, R1, 0xffffffe8 ;\n"
    "        /*0060*/ MOV R2, 0x0 ;\n"
    "        /*0070*/ LDC.64 R8, c[0x4][R2] ;\n"
    "        /*0080*/ ULDC UR4, c[0x0][0x20] ;\n"
    "        /*0090*/ IADD3 R6, P0, R1, UR4, RZ ;\n"
    "        /*00a0*/ ULDC UR5, c[0x0][0x24] ;\n"
    "        /*00b0*/ IADD3.X R7, RZ, UR5, RZ, P0, !PT ;\n"
    "        /*00c0*/ IMAD R3, R0, 0x3, 0x5 ;\n"
    "        /*00d0*/ STL.64 [R1], R2 ;\n"
    "        /*00e0*/ STL [R1], R0 ;\n"
    "        /*00f0*/ ULDC.64 UR6, c[0x4][0x10] ;\n"
    "        /*0100*/ MOV R10, UR6 ;\n"
    "        /*0110*/ MOV R11, UR7 ;\n"
    "        /*0120*/ STL.64 [R1+0x8], R10 ;\n"
    "        /*0130*/ MOV R12, 0x0 ;\n"
    "        /*0140*/ MOV R13, 0x3ff80000 ;\n"
    "        /*0150*/ STL.64 [R1+0x10], R12 ;\n"
    "        /*0160*/ ULDC.64 UR8, c[0x4][0x8] ;\n"
    "        /*0170*/ IMAD.U32 R4, RZ, RZ, UR8 ;\n"
    "        /*0180*/ MOV R5, UR9 ;\n"
    "        /*0190*/ LEPC R20, `(.L_x_0) ;\n"
    "        /*01a0*/ CALL.ABS.NOINC R8 ;\n"
    ".L_x_0:\n"
    "        /*01b0*/ EXIT ;\n";

static void test_printf_run(void **state)
{
    (void)state;
    if (!have_tools())
        skip();
    for (int wave = 32; wave <= 64; wave += 32) {
        struct sass_module *m;
        struct xlate_result *xr = translate(printf_body, "vprintf", wave, &m);
        struct strbuf t;
        sb_init(&t);
        xlate_print(xr, &t);
        /* the metadata names the format with its sizes, and the buffer */
        assert_non_null(strstr(t.s, "amdhsa.printf:\n  - \"1:4:4:4:8:8:t%d v=%x s=%s d=%.2f\\n\""));
        assert_non_null(strstr(t.s, ".value_kind: hidden_printf_buffer"));
        sb_free(&t);
        struct emu_result res;
        char *text;
        run(xr, wave, &res, &text);
        assert_int_equal(res.status, WS_OK);
        assert_false(res.trapped);
        /* one wave32 runs its lanes in order; wave64 holds all four */
        assert_string_equal(text, "t3 v=e s=odd d=1.50\nt19 v=3e s=odd d=1.50\n"
                                  "t35 v=6e s=odd d=1.50\nt51 v=9e s=odd d=1.50\n");
        free(text);
        xlate_result_free(xr);
        sass_module_free(m);
    }
}

/* __assertfail("x < 3", "k.cu", 42, "void k(int *, int)", 1) in thread 5:
 * "k.cu:42: void k(int *, int): block: [0,0,0], thread: [5,0,0] Assertion
 * `x < 3` failed." and the launch ends (s_trap). */
static const char *assert_body =
    "        /*0000*/ LDC R1, c[0x0][0x28] ;\n"
    "        /*0010*/ S2R R0, SR_TID.X ;\n"
    "        /*0020*/ ISETP.NE.AND P0, PT, R0, 0x5, PT ;\n"
    "        /*0030*/ @P0 EXIT ;\n"
    "        /*0040*/ MOV R2, 0x0 ;\n"
    "        /*0050*/ LDC.64 R2, c[0x4][R2] ;\n"
    "        /*0060*/ ULDC.64 UR4, c[0x4][0x18] ;\n"
    "        /*0070*/ IMAD.U32 R4, RZ, RZ, UR4 ;\n"
    "        /*0080*/ MOV R5, UR5 ;\n"
    "        /*0090*/ ULDC.64 UR6, c[0x4][0x20] ;\n"
    "        /*00a0*/ MOV R6, UR6 ;\n"
    "        /*00b0*/ MOV R7, UR7 ;\n"
    "        /*00c0*/ MOV R8, 0x2a ;\n"
    "        /*00d0*/ ULDC.64 UR8, c[0x4][0x28] ;\n"
    "        /*00e0*/ MOV R10, UR8 ;\n"
    "        /*00f0*/ MOV R11, UR9 ;\n"
    "        /*0100*/ MOV R12, 0x1 ;\n"
    "        /*0110*/ LEPC R20, `(.L_x_0) ;\n"
    "        /*0120*/ CALL.ABS.NOINC R2 ;\n"
    ".L_x_0:\n"
    "        /*0130*/ EXIT ;\n";

static void test_assert_run(void **state)
{
    (void)state;
    if (!have_tools())
        skip();
    for (int wave = 32; wave <= 64; wave += 32) {
        struct sass_module *m;
        struct xlate_result *xr = translate(assert_body, "__assertfail", wave, &m);
        struct emu_result res;
        char *text;
        run(xr, wave, &res, &text);
        assert_int_equal(res.status, WS_OK);
        assert_true(res.trapped);
        assert_int_equal(res.trap_id, 2);
        assert_string_equal(text, "k.cu:42: void k(int *, int): block: [0,0,0], thread: [5,0,0] "
                                  "Assertion `x < 3` failed.\n");
        free(text);
        xlate_result_free(xr);
        sass_module_free(m);
    }
}

/* malloc has no counterpart: the CALL is UNSUPPORTED, its reason names the
 * device heap */
static void test_malloc_unsupported(void **state)
{
    (void)state;
    struct sass_module *m;
    struct xlate_result *xr = translate(assert_body, "malloc", 32, &m);
    assert_int_equal(xlate_total_unsupported(xr), 1);
    const struct xfunc *xf = &xr->funcs[0];
    assert_int_equal(xf->nunsup, 1);
    assert_string_equal(xf->unsup[0].opcode, "CALL");
    assert_non_null(strstr(xf->unsup[0].reason, "malloc: the device heap has no counterpart"));
    xlate_result_free(xr);
    sass_module_free(m);
}

/* The format is set on two paths that join at .L_x_1 before the call: the
 * last writer in program order (0x0080, "x < 3") is only one path's, so
 * the call is UNSUPPORTED with the reason (not translated with it) */
static void test_format_across_join(void **state)
{
    (void)state;
    static const char *body =
        "        /*0000*/ LDC R1, c[0x0][0x28] ;\n"
        "        /*0010*/ S2R R0, SR_TID.X ;\n"
        "        /*0020*/ ISETP.NE.AND P0, PT, R0, 0x5, PT ;\n"
        "        /*0030*/ ULDC.64 UR4, c[0x4][0x8] ;\n"
        "        /*0040*/ IMAD.U32 R4, RZ, RZ, UR4 ;\n"
        "        /*0050*/ MOV R5, UR5 ;\n"
        "        /*0060*/ @P0 BRA `(.L_x_1) ;\n"
        "        /*0070*/ ULDC.64 UR4, c[0x4][0x18] ;\n"
        "        /*0080*/ IMAD.U32 R4, RZ, RZ, UR4 ;\n"
        "        /*0090*/ MOV R5, UR5 ;\n"
        ".L_x_1:\n"
        "        /*00a0*/ MOV R2, 0x0 ;\n"
        "        /*00b0*/ LDC.64 R8, c[0x4][R2] ;\n"
        "        /*00c0*/ LEPC R20, `(.L_x_0) ;\n"
        "        /*00d0*/ CALL.ABS.NOINC R8 ;\n"
        ".L_x_0:\n"
        "        /*00e0*/ EXIT ;\n";
    struct sass_module *m;
    struct xlate_result *xr = translate(body, "vprintf", 32, &m);
    const struct xfunc *xf = &xr->funcs[0];
    assert_int_equal(xf->nunsup, 1);
    assert_int_equal(xf->unsup[0].offset, 0xd0);
    assert_non_null(strstr(xf->unsup[0].reason, "vprintf: the format (R4:R5) is not a string"));
    xlate_result_free(xr);
    sass_module_free(m);
}

/* Liveness as nvdisasm -plr counts it around the call (its counts for
 * NVIDIA's simpleAssert and simplePrintf, sm_80 and sm_90): LEPC R20
 * writes R20:R21 (the 64-bit PC), so R21 is not live before it; the
 * callee pair R2:R3 is read by CALL.ABS, so R3 is live from the LDC.64
 * that loads it (at 0x0060: index 6) up to the call (index 18). */
static void test_call_liveness(void **state)
{
    (void)state;
    struct ws_error err;
    struct strbuf s;
    sb_init(&s);
    sb_puts(&s, HDR);
    sb_puts(&s, assert_body);
    struct sass_module *m;
    if (sass_parse_buffer("t.sass", s.s, s.len, &m, &err))
        fail_msg("parse: %s", err.msg);
    sb_free(&s);
    const struct sass_function *f = &m->funcs[0];
    struct live_conv cv;
    live_conv_sass_init(&cv);
    live_conv_sass_add(&cv, &f->mir);
    struct live_info *li;
    assert_int_equal(live_compute(&f->mir, &cv, &li, &err), WS_OK);
    assert_string_equal(f->insns[5].opcode, "LDC");
    assert_string_equal(f->insns[18].opcode, "CALL");
    assert_string_equal(f->insns[17].opcode, "LEPC");
    for (size_t i = 0; i < 17; i++)
        assert_int_equal(live_is_live(li, i, LIVE_GPR, 21), 0);
    for (size_t i = 6; i <= 18; i++)
        assert_int_equal(live_is_live(li, i, LIVE_GPR, 3), 1);
    live_free(li);
    sass_module_free(m);
}

/* nvdisasm -bbcfg keeps CALL.ABS inside its block (NVIDIA's simplePrintf
 * sm_80: one block from the entry to the EXIT after the call); the sm_90
 * form's LEPC label (.L_x_0 after the call) starts a block, reached by a
 * plain edge.  printf_body: B0 0000..0040 (@P0 EXIT), B1 0050..01a0 (the
 * call), B2 01b0 (.L_x_0: EXIT). */
static void test_call_cfg(void **state)
{
    (void)state;
    struct ws_error err;
    struct strbuf s;
    sb_init(&s);
    sb_puts(&s, HDR);
    sb_puts(&s, printf_body);
    struct sass_module *m;
    if (sass_parse_buffer("t.sass", s.s, s.len, &m, &err))
        fail_msg("parse: %s", err.msg);
    sb_free(&s);
    struct cfg *c;
    assert_int_equal(cfg_build(&m->funcs[0].mir, &c, &err), WS_OK);
    assert_int_equal(c->nblocks, 3);
    assert_int_equal(c->blocks[1].last, 26);        /* the CALL.ABS at 0x01a0 */
    assert_int_equal(c->nedges, 2);                 /* B0 -> B1 fall, B1 -> B2 fall */
    assert_int_equal(c->edges[1].kind, CFG_EDGE_FALL);
    cfg_free(c);
    /* without the label (sm_80's LEPC Rn), the call is inside one block */
    sb_init(&s);
    sb_puts(&s, HDR);
    sb_puts(&s, "        /*0000*/ MOV R2, 0x0 ;\n"
                "        /*0010*/ LDC.64 R8, c[0x4][R2] ;\n"
                "        /*0020*/ LEPC R2 ;\n"
                "        /*0030*/ CALL.ABS.NOINC R8 ;\n"
                "        /*0040*/ EXIT ;\n");
    sass_module_free(m);
    if (sass_parse_buffer("t.sass", s.s, s.len, &m, &err))
        fail_msg("parse: %s", err.msg);
    sb_free(&s);
    assert_int_equal(cfg_build(&m->funcs[0].mir, &c, &err), WS_OK);
    assert_int_equal(c->nblocks, 1);
    assert_int_equal(c->nedges, 0);
    cfg_free(c);
    sass_module_free(m);
}

/* The format (UR8:UR9) and the callee (R16:R17, kept across calls by the
 * SASS ABI) loaded once in the entry block, the call in a block reached by
 * a branch (.L_x_2): each register's only writer in the function is taken.
 * Threads 3, 19, 35, 51 print as in test_printf_run. */
static const char *hoisted_body =
    "        /*0000*/ LDC R1, c[0x0][0x28] ;\n"
    "        /*0010*/ S2R R0, SR_TID.X ;\n"
    "        /*0020*/ ULDC.64 UR8, c[0x4][0x8] ;\n"
    "        /*0030*/ MOV R2, 0x0 ;\n"
    "        /*0040*/ LDC.64 R16, c[0x4][R2] ;\n"
    "        /*0050*/ LOP3.LUT R2, R0, 0xf, RZ, 0xc0, !PT ;\n"
    "        /*0060*/ ISETP.EQ.AND P0, PT, R2, 0x3, PT ;\n"
    "        /*0070*/ @P0 BRA `(.L_x_2) ;\n"
    "        /*0080*/ EXIT ;\n"
    ".L_x_2:\n"
    "        /*0090*/ VIADD R1, R1, 0xffffffe8 ;\n"
    "        /*00a0*/ ULDC UR4, c[0x0][0x20] ;\n"
    "        /*00b0*/ IADD3 R6, P0, R1, UR4, RZ ;\n"
    "        /*00c0*/ ULDC UR5, c[0x0][0x24] ;\n"
    "        /*00d0*/ IADD3.X R7, RZ, UR5, RZ, P0, !PT ;\n"
    "        /*00e0*/ IMAD R3, R0, 0x3, 0x5 ;\n"
    "        /*00f0*/ STL.64 [R1], R2 ;\n"
    "        /*0100*/ STL [R1], R0 ;\n"
    "        /*0110*/ ULDC.64 UR6, c[0x4][0x10] ;\n"
    "        /*0120*/ MOV R10, UR6 ;\n"
    "        /*0130*/ MOV R11, UR7 ;\n"
    "        /*0140*/ STL.64 [R1+0x8], R10 ;\n"
    "        /*0150*/ MOV R12, 0x0 ;\n"
    "        /*0160*/ MOV R13, 0x3ff80000 ;\n"
    "        /*0170*/ STL.64 [R1+0x10], R12 ;\n"
    "        /*0180*/ IMAD.U32 R4, RZ, RZ, UR8 ;\n"
    "        /*0190*/ MOV R5, UR9 ;\n"
    "        /*01a0*/ MOV R8, R16 ;\n"
    "        /*01b0*/ MOV R9, R17 ;\n"
    "        /*01c0*/ LEPC R20, `(.L_x_0) ;\n"
    "        /*01d0*/ CALL.ABS.NOINC R8 ;\n"
    ".L_x_0:\n"
    "        /*01e0*/ EXIT ;\n";

static void test_printf_hoisted(void **state)
{
    (void)state;
    if (!have_tools())
        skip();
    for (int wave = 32; wave <= 64; wave += 32) {
        struct sass_module *m;
        struct xlate_result *xr = translate(hoisted_body, "vprintf", wave, &m);
        struct emu_result res;
        char *text;
        run(xr, wave, &res, &text);
        assert_int_equal(res.status, WS_OK);
        assert_string_equal(text, "t3 v=e s=odd d=1.50\nt19 v=3e s=odd d=1.50\n"
                                  "t35 v=6e s=odd d=1.50\nt51 v=9e s=odd d=1.50\n");
        free(text);
        xlate_result_free(xr);
        sass_module_free(m);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_layout),
        cmocka_unit_test(test_records),
        cmocka_unit_test(test_records_hip),
        cmocka_unit_test(test_printf_run),
        cmocka_unit_test(test_assert_run),
        cmocka_unit_test(test_malloc_unsupported),
        cmocka_unit_test(test_format_across_join),
        cmocka_unit_test(test_call_liveness),
        cmocka_unit_test(test_call_cfg),
        cmocka_unit_test(test_printf_hoisted),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
