/* rdna_print.c - write RDNA3 IR as text llvm-mc-19 accepts for gfx1100
 * (the form LLVM itself prints), so parse -> print -> parse is the identity
 * and the translator's output assembles. */
#include "rdna.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Numbers written by hand: a translation prints hundreds of thousands of
 * register and immediate operands, and a format string parsed for each
 * costs more than the rest of the printing.  What they write is what
 * "%lld" and "0x%llx" write. */
static void put_dec(struct strbuf *b, long long v)
{
    char t[24], *e = t + sizeof t, *p = e;
    unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    do
        *--p = (char)('0' + u % 10);
    while (u /= 10);
    if (v < 0)
        *--p = '-';
    sb_putn(b, p, (size_t)(e - p));
}

static void put_hex(struct strbuf *b, unsigned long long u)
{
    char t[24], *e = t + sizeof t, *p = e;
    do
        *--p = "0123456789abcdef"[u & 15];
    while (u >>= 4);
    *--p = 'x';
    *--p = '0';
    sb_putn(b, p, (size_t)(e - p));
}

static void reg_range(struct strbuf *b, const char *prefix, int first, int count)
{
    sb_puts(b, prefix);
    if (count <= 1) {
        put_dec(b, first);
        return;
    }
    sb_putc(b, '[');
    put_dec(b, first);
    sb_putc(b, ':');
    put_dec(b, first + count - 1);
    sb_putc(b, ']');
}

static void print_float(struct strbuf *b, double v)
{
    char buf[64];
    snprintf(buf, sizeof buf, "%.9g", v);
    if (!strpbrk(buf, ".eEn"))     /* keep it a float: 2 -> 2.0 */
        strcat(buf, ".0");
    sb_puts(b, buf);
}

static void print_core(struct strbuf *b, const struct rdna_operand *o)
{
    switch (o->kind) {
    case ROP_VGPR: reg_range(b, "v", o->reg, o->count); break;
    case ROP_SGPR: reg_range(b, "s", o->reg, o->count); break;
    case ROP_TTMP: reg_range(b, "ttmp", o->reg, o->count); break;
    case ROP_SPECIAL:
        if (o->count == 2 && o->reg == RS_VCC_LO)
            sb_puts(b, "vcc");
        else if (o->count == 2 && o->reg == RS_EXEC_LO)
            sb_puts(b, "exec");
        else
            sb_puts(b, rdna_special_name((unsigned)o->reg));
        break;
    case ROP_NULL: sb_puts(b, "null"); break;
    case ROP_OFF: sb_puts(b, "off"); break;
    case ROP_INT:
        if (o->flags & ROF_HEX) {
            if (o->imm < 0)
                sb_putc(b, '-');
            put_hex(b, (unsigned long long)(o->imm < 0 ? -o->imm : o->imm));
        } else {
            put_dec(b, (long long)o->imm);
        }
        break;
    case ROP_FLOAT:
        if (o->text)
            sb_puts(b, o->text);
        else
            print_float(b, o->fimm);
        break;
    case ROP_LABEL:
        if (o->text)
            sb_puts(b, o->text);
        else
            sb_printf(b, "%lld", (long long)o->imm);   /* objdump: raw simm16 */
        break;
    default:
        sb_puts(b, o->text ? o->text : "?");
        break;
    }
}

void rdna_print_operand(struct strbuf *b, const struct rdna_operand *o)
{
    if (o->flags & ROF_NEG)
        sb_putc(b, '-');
    if (o->flags & ROF_ABS)
        sb_putc(b, '|');
    print_core(b, o);
    if (o->flags & ROF_ABS)
        sb_putc(b, '|');
}

static void print_ops(struct strbuf *b, const struct rdna_insn *in, unsigned from, unsigned to)
{
    for (unsigned k = from; k < to; k++) {
        sb_puts(b, k == from ? " " : ", ");
        rdna_print_operand(b, &in->ops[k]);
    }
}

void rdna_print_insn(struct strbuf *b, const struct rdna_insn *in)
{
    sb_puts(b, in->opcode);
    print_ops(b, in, 0, in->nops_x);
    for (unsigned k = 0; k < in->nmods; k++) {
        sb_putc(b, ' ');
        sb_puts(b, in->mods[k].name);
        if (in->mods[k].value) {
            sb_putc(b, ':');
            sb_puts(b, in->mods[k].value);
        }
    }
    if (in->opcode_y) {
        sb_puts(b, " :: ");
        sb_puts(b, in->opcode_y);
        print_ops(b, in, in->nops_x, in->nops);
    }
}

int rdna_format_insn(const struct rdna_insn *in, char *buf, size_t len)
{
    struct strbuf b;
    sb_init(&b);
    rdna_print_insn(&b, in);
    int n = snprintf(buf, len, "%s", b.s ? b.s : "");
    sb_free(&b);
    return n;
}

void rdna_print_function(struct strbuf *b, const struct rdna_function *f)
{
    const char *name = f->name && f->name[0] ? f->name : "ws_anon";
    sb_printf(b, "\t.text\n\t.globl\t%s\n\t.p2align\t8\n\t.type\t%s,@function\n%s:\n",
              name, name, name);
    size_t l = 0;
    for (size_t i = 0; i < f->ninsns; i++) {
        for (; l < f->nlabels && f->labels[l].index <= i; l++)
            sb_printf(b, "%s:\n", f->labels[l].name);
        if (f->insns[i].align_log2)
            sb_printf(b, "\t.p2align\t%u\n", f->insns[i].align_log2);
        sb_putc(b, '\t');
        rdna_print_insn(b, &f->insns[i]);
        sb_putc(b, '\n');
    }
    for (; l < f->nlabels; l++)
        sb_printf(b, "%s:\n", f->labels[l].name);
    sb_printf(b, ".Lws_end_%s:\n\t.size\t%s, .Lws_end_%s-%s\n", name, name, name, name);
}
