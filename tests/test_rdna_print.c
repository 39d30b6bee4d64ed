/* test_rdna_print.c - the printer where its room runs out: texts longer
 * than the room it makes at a time (rdna_print.c, W_ROOM: 256 bytes), many
 * operands, numbers at their widest, and a buffer that already holds text.
 * Expected lines are put together here from the operand syntax LLVM prints
 * (test_rdna.c checks that syntax against llvm-mc-19): "OPCODE op, op",
 * "v7", "s[4:5]", "-|x|", " name:value" modifiers. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "base/strbuf.h"
#include "rdna/rdna.h"

static struct rdna_operand reg(int kind, int first, int count)
{
    struct rdna_operand o;
    memset(&o, 0, sizeof o);
    o.kind = (uint8_t)kind;
    o.reg = (int16_t)first;
    o.count = (uint8_t)count;
    return o;
}

static struct rdna_operand text(int kind, const char *t, int flags)
{
    struct rdna_operand o;
    memset(&o, 0, sizeof o);
    o.kind = (uint8_t)kind;
    o.text = t;
    o.flags = (uint8_t)flags;
    return o;
}

static struct rdna_insn insn(const char *opcode, struct rdna_operand *ops, unsigned n)
{
    struct rdna_insn in;
    memset(&in, 0, sizeof in);
    in.opcode = opcode;
    in.ops = ops;
    in.nops = in.nops_x = (uint8_t)n;
    return in;
}

/* n copies of c */
static char *run_of(char *buf, char c, size_t n)
{
    memset(buf, c, n);
    buf[n] = 0;
    return buf;
}

/* A label, an expression under |...| and modifiers, each longer than the
 * room: each comes out whole, and so does what follows it. */
static void test_long_texts(void **state)
{
    (void)state;
    char label[700], expr[400], value[300], want[2000];
    run_of(label, 'L', 600);
    run_of(expr, 'e', 300);
    run_of(value, '7', 280);
    struct rdna_operand ops[] = {
        reg(ROP_VGPR, 1, 1), text(ROP_LABEL, label, 0), text(ROP_EXPR, expr, ROF_NEG | ROF_ABS),
        reg(ROP_SGPR, 4, 2),
    };
    struct rdna_mod mods[] = { { "offset", value }, { "glc", NULL } };
    struct rdna_insn in = insn("v_test_b32", ops, 4);
    in.mods = mods;
    in.nmods = 2;
    snprintf(want, sizeof want, "\tv_test_b32 v1, %s, -|%s|, s[4:5] offset:%s glc\n", label, expr,
             value);
    struct strbuf b;
    sb_init(&b);
    rdna_print_insn_line(&b, &in);
    assert_string_equal(b.s, want);
    assert_int_equal(b.len, strlen(want));
    sb_free(&b);
}

/* Forty operands: more than one room's worth of registers and commas. */
static void test_many_operands(void **state)
{
    (void)state;
    struct rdna_operand ops[40];
    char want[1000];
    size_t k = (size_t)snprintf(want, sizeof want, "v_wide");
    for (int i = 0; i < 40; i++) {
        ops[i] = reg(i % 2 ? ROP_SGPR : ROP_VGPR, 100 + 7 * i, i % 3 ? 1 : 4);
        const char *p = i % 2 ? "s" : "v";
        if (i % 3)
            k += (size_t)snprintf(want + k, sizeof want - k, "%s %s%d", i ? "," : "", p,
                                  100 + 7 * i);
        else
            k += (size_t)snprintf(want + k, sizeof want - k, "%s %s[%d:%d]", i ? "," : "", p,
                                  100 + 7 * i, 100 + 7 * i + 3);
    }
    struct rdna_insn in = insn("v_wide", ops, 40);
    struct strbuf b;
    sb_init(&b);
    rdna_print_insn(&b, &in);
    assert_string_equal(b.s, want);
    sb_free(&b);
}

/* Numbers at their widest: 64-bit integers in decimal and hex, register
 * numbers past the three digits of every real register. */
static void test_wide_numbers(void **state)
{
    (void)state;
    struct rdna_operand ops[] = {
        { .kind = ROP_INT, .imm = INT64_MIN + 1 },
        { .kind = ROP_INT, .imm = INT64_MAX, .flags = ROF_HEX },
        { .kind = ROP_INT, .imm = -255, .flags = ROF_HEX },
        { .kind = ROP_INT, .imm = 0 },
        { .kind = ROP_INT, .imm = 1000 },
        reg(ROP_VGPR, 999, 2),
        reg(ROP_TTMP, 32767, 1),
        reg(ROP_SGPR, -1, 1),
    };
    struct rdna_insn in = insn("s_nums", ops, 8);
    struct strbuf b;
    sb_init(&b);
    rdna_print_insn(&b, &in);
    assert_string_equal(b.s, "s_nums -9223372036854775807, 0x7fffffffffffffff, -0xff, 0, 1000, "
                             "v[999:1000], ttmp32767, s-1");
    sb_free(&b);
}

/* Appended to text already in the buffer, across its growing: the text
 * before is kept, and the buffer's length counts what was added. */
static void test_appends(void **state)
{
    (void)state;
    struct rdna_operand ops[] = { reg(ROP_VGPR, 0, 1), reg(ROP_VGPR, 2, 2) };
    struct rdna_insn in = insn("v_mov_b64", ops, 2);
    struct strbuf b;
    sb_init(&b);
    char want[8000];
    size_t k = 0;
    for (int i = 0; i < 200; i++) {
        sb_putc(&b, 'x');
        rdna_print_insn_in(&b, "[", &in, "]");
        k += (size_t)snprintf(want + k, sizeof want - k, "x[v_mov_b64 v0, v[2:3]]");
    }
    assert_string_equal(b.s, want);
    assert_int_equal(b.len, k);
    sb_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_long_texts),
        cmocka_unit_test(test_many_operands),
        cmocka_unit_test(test_wide_numbers),
        cmocka_unit_test(test_appends),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
