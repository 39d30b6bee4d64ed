/* test_sass_errors.c - every error path of the SASS front end gives a
 * status, a message and the line it happened on; none crashes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sass/sass.h"

struct bad {
    const char *text;       /* listing */
    enum ws_status code;    /* expected status */
    int line;               /* expected line, 0 = no line */
    const char *needle;     /* expected in the message */
};

#define HDR "\t.section\t.text.k,\"ax\",@progbits\nk:\n"

static const struct bad cases[] = {
    { "", WS_EPARSE, 0, "no SASS instructions" },
    { "\n\n   \n", WS_EPARSE, 0, "no SASS instructions" },
    { HDR "hello world\n", WS_EPARSE, 3, "unrecognised line" },
    { HDR "        /*0000*/ @Q0 MOV R1, R2 ;\n", WS_EPARSE, 3, "bad guard" },
    { HDR "        /*0000*/ MOV R1, ;\n", WS_EPARSE, 3, "trailing comma" },
    { HDR "        /*0000*/ LDG.E R1, desc[UR4][R2.64+] ;\n", WS_EPARSE, 3, "address" },
    { HDR "        /*0000*/ LDG.E R1, desc[R4][R2.64] ;\n", WS_EPARSE, 3, "descriptor" },
    { HDR "        /*0000*/ LDC R1, c[0x0][zz] ;\n", WS_EPARSE, 3, "constant bank" },
    { HDR "        /*0000*/ LDS R1, [R2.Q] ;\n", WS_EPARSE, 3, "suffix" },
    { HDR "        /*0000*/ mov R1, R2 ;\n", WS_EPARSE, 3, "bad opcode" },
    { HDR "        /*0000*/ BRA `(.L_x_0 ;\n", WS_EPARSE, 3, "label" },
    { HDR "        /*0010*/ NOP ;\n        /*0000*/ NOP ;\n", WS_EPARSE, 4, "does not follow" },
    { HDR "        /*0010*/ NOP ;\n        /*0010*/ NOP ;\n", WS_EPARSE, 4, "does not follow" },
    { HDR "        /* 0x000fe20000000800 */\n", WS_EPARSE, 3, "encoding word" },
    { HDR "        /*00zz*/ NOP ;\n", WS_EPARSE, 3, "bad instruction offset" },
    { HDR "        /*0000*/ ;\n", WS_EPARSE, 3, "empty instruction" },
    { HDR "        /*0000*/ MOV R1, R2, R3, R4, R5, R6, R7, R8, R9, R10, R11, R12, R13, R14, R15, R16, R17 ;\n",
      WS_EPARSE, 3, "too many operands" },
    { HDR "\t//## File \"k.cu, line 3\n", WS_EPARSE, 3, "line comment" },
    /* registers past the register file inside addresses and constant-bank
     * operands (fuzz_xlate: the translator indexed its maps with them) */
    { HDR "        /*0000*/ LDS.64 R8, [R3200] ;\n", WS_EPARSE, 3, "register past the register file: 'R3200'" },
    { HDR "        /*0000*/ LDG.E.64 R4, [UR564] ;\n", WS_EPARSE, 3, "register past the register file: 'UR564'" },
    { HDR "        /*0000*/ LDG.E R1, [R2.64+UR99] ;\n", WS_EPARSE, 3, "register past the register file: 'UR99'" },
    { HDR "        /*0000*/ LDG.E R1, desc[UR64][R2.64] ;\n", WS_EPARSE, 3, "register past the register file: 'UR64'" },
    { HDR "        /*0000*/ LDC R1, c[0x0][R300+0x4] ;\n", WS_EPARSE, 3, "register past the register file: 'R300'" },
    { HDR "        /*0000*/ LDC R1, c[0x0][UR80] ;\n", WS_EPARSE, 3, "register past the register file: 'UR80'" },
    { HDR "        /*0000*/ LDCU UR4, cx[UR99][0x10] ;\n", WS_EPARSE, 3, "register past the register file: 'UR99'" },
    /* offsets whose sum overflows 64 bits (fuzz_xlate: signed overflow) */
    { HDR "        /*0000*/ LDG.E R14, [R2.64+0x7fffffffffffffff+0x1] ;\n", WS_EPARSE, 3, "address offset out of range" },
    { HDR "        /*0000*/ LDG.E R14, [R2.64+-0x8000000000000000+-0x1] ;\n", WS_EPARSE, 3, "address offset out of range" },
    { HDR "        /*0000*/ LDC R1, c[0x0][0x7fffffffffffffff+0x1] ;\n", WS_EPARSE, 3, "constant bank offset out of range" },
};

/* The most negative immediate parses (its negation overflowed int64_t). */
static void test_int64_min(void **state)
{
    (void)state;
    static const char text[] = HDR "        /*0000*/ MOV R1, -0x8000000000000000 ;\n"
                                   "        /*0010*/ LDG.E R2, [R4.64+-0x8000000000000000] ;\n";
    struct sass_module *m;
    struct ws_error err;
    assert_int_equal(sass_parse_buffer("min", text, strlen(text), &m, &err), WS_OK);
    assert_int_equal(m->funcs[0].insns[0].ops[1].kind, SOP_IMM);
    assert_true(m->funcs[0].insns[0].ops[1].u.imm == INT64_MIN);
    assert_true(m->funcs[0].insns[1].ops[1].u.mem.offset == INT64_MIN);
    sass_module_free(m);
}

static void test_cases(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct sass_module *m = (void *)1;
        struct ws_error err;
        ws_error_clear(&err);
        enum ws_status s = sass_parse_buffer("bad.sass", cases[i].text, strlen(cases[i].text), &m, &err);
        if (s != cases[i].code || err.line != cases[i].line || !strstr(err.msg, cases[i].needle))
            fail_msg("case %zu: status %d line %d msg '%s'; expected %d line %d '%s'", i, s,
                     err.line, err.msg, cases[i].code, cases[i].line, cases[i].needle);
        assert_null(m);
        assert_string_equal(err.file, "bad.sass");
        char buf[1024];
        ws_error_format(&err, buf, sizeof buf);
        if (cases[i].line) {
            char want[64];
            snprintf(want, sizeof want, "bad.sass:%d: error: ", cases[i].line);
            assert_memory_equal(buf, want, strlen(want));
        }
    }
}

static void test_nul_bytes(void **state)
{
    (void)state;
    const char text[] = HDR "        /*0000*/ NOP ;\n  \0\0garbage";
    struct sass_module *m;
    struct ws_error err;
    assert_int_equal(sass_parse_buffer("b", text, sizeof text - 1, &m, &err), WS_EFORMAT);
    assert_int_equal(err.line, 4);
    assert_non_null(strstr(err.msg, "binary"));
}

static void test_long_line(void **state)
{
    (void)state;
    size_t n = 1 << 20;
    char *text = malloc(n + 256);
    strcpy(text, HDR "        /*0000*/ MOV R1, R2 ; //");
    size_t k = strlen(text);
    memset(text + k, 'x', n);
    text[k + n] = '\n';
    text[k + n + 1] = 0;
    struct sass_module *m;
    struct ws_error err;
    assert_int_equal(sass_parse_buffer("long", text, strlen(text), &m, &err), WS_ELIMIT);
    assert_int_equal(err.line, 3);
    free(text);
}

static void test_missing_and_elf(void **state)
{
    (void)state;
    struct sass_module *m;
    struct ws_error err;
    assert_int_equal(sass_parse_file("tests/no/such/file.sass", &m, &err), WS_EIO);
    assert_string_equal(err.file, "tests/no/such/file.sass");
    assert_int_equal(sass_parse_file("samples/reduce_block/sm_90.cubin", &m, &err), WS_EFORMAT);
    assert_non_null(strstr(err.msg, "ELF"));
}

/* Random bytes and every prefix of a real dump: a status, never a crash. */
static void test_garbage_and_truncation(void **state)
{
    (void)state;
    unsigned x = 12345;
    char buf[4096];
    for (int round = 0; round < 200; round++) {
        for (size_t i = 0; i < sizeof buf; i++) {
            x = x * 1103515245u + 12345u;
            buf[i] = (char)(x >> 16);
        }
        struct sass_module *m;
        enum ws_status s = sass_parse_buffer("rnd", buf, sizeof buf, &m, NULL);
        if (s == WS_OK)
            sass_module_free(m);
    }
    FILE *fp = fopen("samples/reduce_block/sm_90.hex.sass", "rb");
    assert_non_null(fp);
    size_t n = fread(buf, 1, sizeof buf, fp);
    fclose(fp);
    for (size_t cut = 0; cut < n; cut += 7) {
        struct sass_module *m;
        enum ws_status s = sass_parse_buffer("cut", buf, cut, &m, NULL);
        if (s == WS_OK)
            sass_module_free(m);
        else
            assert_true(s == WS_EPARSE || s == WS_EFORMAT);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cases),
        cmocka_unit_test(test_int64_min),
        cmocka_unit_test(test_nul_bytes),
        cmocka_unit_test(test_long_line),
        cmocka_unit_test(test_missing_and_elf),
        cmocka_unit_test(test_garbage_and_truncation),
    };
    return cmocka_run_group_tests_name("sass_errors", tests, NULL, NULL);
}
