/* rdna_print.c - write RDNA3 IR as text llvm-mc-19 accepts for gfx1100
 * (the form LLVM itself prints), so parse -> print -> parse is the identity
 * and the translator's output assembles. */
#include "rdna.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Text is gathered in a small buffer and handed to the strbuf a piece at
 * a time: a translation prints hundreds of thousands of instructions, and a
 * strbuf call (a capacity check, a copy, a terminator) per register, comma
 * and number cost more than the rest of the printing.  Numbers are written
 * by hand, as "%lld" and "0x%llx" write them. */
struct w {
    struct strbuf *b;
    char *p, *e;        /* the next byte, the end of the room */
    char *base;         /* where the room starts: in b itself, or t */
    char t[256];
};

#define W_ROOM 256

/* Room in the strbuf itself (its bytes written in place), else in t. */
static void w_start(struct w *w)
{
    char *r = sb_room(w->b, W_ROOM);
    w->base = r ? r : w->t;
    w->p = w->base;
    w->e = w->base + W_ROOM;
}

static void w_flush(struct w *w)
{
    if (w->base == w->t) {
        if (w->p > w->t)
            sb_putn(w->b, w->t, (size_t)(w->p - w->t));
    } else {
        sb_commit(w->b, (size_t)(w->p - w->base));
    }
    w_start(w);
}

/* Room for n more bytes in the buffer (n at most W_ROOM). */
static inline void w_room(struct w *w, size_t n)
{
    if ((size_t)(w->e - w->p) < n)
        w_flush(w);
}

/* The last flush: what was written is counted, nothing more reserved. */
static void w_end(struct w *w)
{
    if (w->base == w->t) {
        if (w->p > w->t)
            sb_putn(w->b, w->t, (size_t)(w->p - w->t));
    } else {
        sb_commit(w->b, (size_t)(w->p - w->base));
    }
}

static inline void w_putc(struct w *w, char c)
{
    w_room(w, 1);
    *w->p++ = c;
}

static void w_putn(struct w *w, const char *s, size_t n)
{
    if (n > W_ROOM / 2) {
        w_end(w);
        sb_putn(w->b, s, n);
        w_start(w);
        return;
    }
    w_room(w, n);
    memcpy(w->p, s, n);
    w->p += n;
}

/* Short strings (mnemonics, named registers) byte by byte, without a
 * strlen and a memcpy call each. */
static __attribute__((noinline)) void w_puts(struct w *w, const char *s)
{
    w_room(w, 32);
    char *p = w->p, *e = p + 32;
    while (*s && p < e)
        *p++ = *s++;
    w->p = p;
    if (*s)
        w_putn(w, s, strlen(s));
}

static void put_dec(struct w *w, long long v)
{
    char t[24], *e = t + sizeof t, *p = e;
    unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    do
        *--p = (char)('0' + u % 10);
    while (u /= 10);
    if (v < 0)
        *--p = '-';
    w_putn(w, p, (size_t)(e - p));
}

static void put_hex(struct w *w, unsigned long long u)
{
    char t[24], *e = t + sizeof t, *p = e;
    do
        *--p = "0123456789abcdef"[u & 15];
    while (u >>= 4);
    *--p = 'x';
    *--p = '0';
    w_putn(w, p, (size_t)(e - p));
}

/* A register number below 1000 (every VGPR and SGPR) into p: the last two
 * digits from a table of pairs (one division fewer). */
static const char dec_pairs[] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

static inline char *small_dec(char *p, int v)
{
    if (v < 10) {
        *p++ = (char)('0' + v);
        return p;
    }
    if (v >= 100) {
        *p++ = (char)('0' + v / 100);
        v %= 100;
    }
    p[0] = dec_pairs[2 * v];
    p[1] = dec_pairs[2 * v + 1];
    return p + 2;
}

static void reg_range(struct w *w, const char *prefix, int first, int count)
{
    int last = first + count - 1;
    if (first < 0 || first >= 1000 || (count > 1 && last >= 1000)) {
        w_puts(w, prefix);
        if (count <= 1) {
            put_dec(w, first);
            return;
        }
        w_putc(w, '[');
        put_dec(w, first);
        w_putc(w, ':');
        put_dec(w, last);
        w_putc(w, ']');
        return;
    }
    w_room(w, 16);              /* "ttmp[999:999]" at most */
    char *p = w->p;
    while (*prefix)
        *p++ = *prefix++;
    if (count <= 1) {
        w->p = small_dec(p, first);
        return;
    }
    *p++ = '[';
    p = small_dec(p, first);
    *p++ = ':';
    p = small_dec(p, last);
    *p++ = ']';
    w->p = p;
}

static void print_float(struct w *w, double v)
{
    char buf[64];
    snprintf(buf, sizeof buf, "%.9g", v);
    if (!strpbrk(buf, ".eEn"))     /* keep it a float: 2 -> 2.0 */
        strcat(buf, ".0");
    w_puts(w, buf);
}

static void print_core(struct w *w, const struct rdna_operand *o)
{
    switch (o->kind) {
    case ROP_VGPR: reg_range(w, "v", o->reg, o->count); break;
    case ROP_SGPR: reg_range(w, "s", o->reg, o->count); break;
    case ROP_TTMP: reg_range(w, "ttmp", o->reg, o->count); break;
    case ROP_SPECIAL:
        if (o->count == 2 && o->reg == RS_VCC_LO)
            w_puts(w, "vcc");
        else if (o->count == 2 && o->reg == RS_EXEC_LO)
            w_puts(w, "exec");
        else
            w_puts(w, rdna_special_name((unsigned)o->reg));
        break;
    case ROP_NULL: w_puts(w, "null"); break;
    case ROP_OFF: w_puts(w, "off"); break;
    case ROP_INT:
        if (o->flags & ROF_HEX) {
            if (o->imm < 0)
                w_putc(w, '-');
            put_hex(w, (unsigned long long)(o->imm < 0 ? -o->imm : o->imm));
        } else {
            put_dec(w, (long long)o->imm);
        }
        break;
    case ROP_FLOAT:
        if (o->text)
            w_puts(w, o->text);
        else
            print_float(w, o->fimm);
        break;
    case ROP_LABEL:
        if (o->text)
            w_puts(w, o->text);
        else
            put_dec(w, (long long)o->imm);          /* objdump: raw simm16 */
        break;
    default:
        w_puts(w, o->text ? o->text : "?");
        break;
    }
}

static void print_operand(struct w *w, const struct rdna_operand *o)
{
    if (o->flags & ROF_NEG)
        w_putc(w, '-');
    if (o->flags & ROF_ABS)
        w_putc(w, '|');
    print_core(w, o);
    if (o->flags & ROF_ABS)
        w_putc(w, '|');
}

void rdna_print_operand(struct strbuf *b, const struct rdna_operand *o)
{
    struct w w;
    w.b = b;
    w_start(&w);
    print_operand(&w, o);
    w_end(&w);
}

static void print_ops(struct w *w, const struct rdna_insn *in, unsigned from, unsigned to)
{
    for (unsigned k = from; k < to; k++) {
        w_room(w, 2);
        if (k != from)
            *w->p++ = ',';
        *w->p++ = ' ';
        print_operand(w, &in->ops[k]);
    }
}

static void print_insn(struct w *w, const struct rdna_insn *in);

void rdna_print_insn(struct strbuf *b, const struct rdna_insn *in)
{
    struct w w;
    w.b = b;
    w_start(&w);
    print_insn(&w, in);
    w_end(&w);
}

void rdna_print_insn_in(struct strbuf *b, const char *prefix, const struct rdna_insn *in,
                        const char *suffix)
{
    struct w w;
    w.b = b;
    w_start(&w);
    w_puts(&w, prefix);
    print_insn(&w, in);
    w_puts(&w, suffix);
    w_end(&w);
}

void rdna_print_insn_line(struct strbuf *b, const struct rdna_insn *in)
{
    struct w w;
    w.b = b;
    w_start(&w);
    *w.p++ = '\t';
    print_insn(&w, in);
    w_putc(&w, '\n');
    w_end(&w);
}

static void print_insn(struct w *w, const struct rdna_insn *in)
{
    w_putn(w, in->opcode, strlen(in->opcode));     /* mnemonics are long for w_puts's loop */
    print_ops(w, in, 0, in->nops_x);
    for (unsigned k = 0; k < in->nmods; k++) {
        w_putc(w, ' ');
        w_puts(w, in->mods[k].name);
        if (in->mods[k].value) {
            w_putc(w, ':');
            w_puts(w, in->mods[k].value);
        }
    }
    if (in->opcode_y) {
        w_puts(w, " :: ");
        w_puts(w, in->opcode_y);
        print_ops(w, in, in->nops_x, in->nops);
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
