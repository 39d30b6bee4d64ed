/* rdna_print.c - write RDNA3 IR as text llvm-mc-19 accepts for gfx1100
 * (the form LLVM itself prints), so parse -> print -> parse is the identity
 * and the translator's output assembles. */
#include "rdna.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Text is written straight into the strbuf's own bytes: a translation
 * prints hundreds of thousands of instructions, and a strbuf call (a
 * capacity check, a copy, a terminator) per register, comma and number cost
 * more than the rest of the printing.  The writing position is a local
 * pointer handed from helper to helper; room is made a line (W_ROOM bytes)
 * at a time, and checked once per operand, not per byte.  Numbers are
 * written by hand, as "%lld" and "0x%llx" write them. */
#define W_ROOM 256

struct w {
    struct strbuf *b;
    char *e;            /* the end of the room at hand */
    char t[W_ROOM];     /* the room when b has none to give (out of memory:
                           what is written here is lost, as b's own appends
                           would lose it) */
};

/* The most an operand other than a text one takes with the ", " before it:
 * "-|" and "|", "ttmp[-32768:-32514]" (reg is 16 bits), or a 64-bit
 * integer ("-9223372036854775808", "-0x8000000000000000").  The stores
 * wider than the text (small_dec's 4 bytes, a special register's 8) stay
 * well inside it. */
#define OPND_ROOM 32

/* Room at the end of b, W_ROOM bytes; returns where it starts. */
static char *w_begin(struct w *w)
{
    char *r = sb_room(w->b, W_ROOM);
    if (!r)
        r = w->t;
    w->e = r + W_ROOM;
    return r;
}

/* Count what was written up to p into b. */
static void w_end(struct w *w, char *p)
{
    if (w->e != w->t + W_ROOM)
        sb_commit(w->b, (size_t)(p - (w->b->s + w->b->len)));
}

/* The room at hand is used up to p: count it, and make W_ROOM more. */
static __attribute__((noinline)) char *w_more(struct w *w, char *p)
{
    w_end(w, p);
    return w_begin(w);
}

/* Room for n bytes (at most W_ROOM) at p; returns where to write them. */
static inline char *w_room(struct w *w, char *p, size_t n)
{
    return (size_t)(w->e - p) < n ? w_more(w, p) : p;
}

/* n bytes of s at p, more than the room at hand: through as many rooms as
 * they need. */
static __attribute__((noinline)) char *put_strn_long(struct w *w, char *p, const char *s,
                                                     size_t n)
{
    while ((size_t)(w->e - p) < n) {
        size_t k = (size_t)(w->e - p);
        memcpy(p, s, k);
        s += k;
        n -= k;
        p = w_more(w, p + k);
    }
    memcpy(p, s, n);
    return p + n;
}

/* n bytes of s. */
static inline char *put_strn(struct w *w, char *p, const char *s, size_t n)
{
    if ((size_t)(w->e - p) < n)        /* hardly ever */
        return put_strn_long(w, p, s, n);
    sb_copy(p, s, n);
    return p + n;
}

/* A string: named registers, labels, modifiers. */
static inline char *put_str(struct w *w, char *p, const char *s)
{
    return put_strn(w, p, s, strlen(s));
}

/* The numbers 0..999 (every VGPR and SGPR) as "%d" writes them, each in 4
 * bytes stored at once: the digits, NULs, and the count of digits last.
 * The bytes past the digits land past the end returned, in the room made
 * for the operand: what comes next overwrites them, or they are left
 * uncounted at the end. */
struct dec3 {
    char d[3];
    uint8_t n;
};

#define DEC3(v)                                                                     \
    { { (char)('0' + ((v) < 10 ? (v) : (v) < 100 ? (v) / 10 : (v) / 100)),          \
        (char)((v) < 10 ? 0 : '0' + ((v) < 100 ? (v) % 10 : (v) / 10 % 10)),        \
        (char)((v) < 100 ? 0 : '0' + (v) % 10) },                                  \
      (v) < 10 ? 1 : (v) < 100 ? 2 : 3 }
#define DEC3_10(v) DEC3(v), DEC3(v + 1), DEC3(v + 2), DEC3(v + 3), DEC3(v + 4), \
    DEC3(v + 5), DEC3(v + 6), DEC3(v + 7), DEC3(v + 8), DEC3(v + 9)
#define DEC3_100(v) DEC3_10(v), DEC3_10(v + 10), DEC3_10(v + 20), DEC3_10(v + 30), \
    DEC3_10(v + 40), DEC3_10(v + 50), DEC3_10(v + 60), DEC3_10(v + 70), DEC3_10(v + 80), \
    DEC3_10(v + 90)

static const struct dec3 dec3[1000] = {
    DEC3_100(0), DEC3_100(100), DEC3_100(200), DEC3_100(300), DEC3_100(400),
    DEC3_100(500), DEC3_100(600), DEC3_100(700), DEC3_100(800), DEC3_100(900),
};

/* v (below 1000) at p; writes 4 bytes. */
static inline char *small_dec(char *p, unsigned v)
{
    memcpy(p, &dec3[v], sizeof dec3[v]);
    return p + dec3[v].n;
}

/* v as "%lld" writes it, at p (at most 20 bytes): numbers past 999 (rare:
 * offsets, constants) out of line. */
static __attribute__((noinline)) char *put_dec_long(char *p, long long v)
{
    char t[24], *e = t + sizeof t, *q = e;
    unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    do
        *--q = (char)('0' + u % 10);
    while (u /= 10);
    if (v < 0)
        *--q = '-';
    while (q < e)
        *p++ = *q++;
    return p;
}

static inline char *put_dec(char *p, long long v)
{
    return v >= 0 && v < 1000 ? small_dec(p, (unsigned)v) : put_dec_long(p, v);
}

/* u as "0x%llx" writes it, at p (at most 18 bytes). */
static char *put_hex(char *p, unsigned long long u)
{
    char t[24], *e = t + sizeof t, *q = e;
    do
        *--q = "0123456789abcdef"[u & 15];
    while (u >>= 4);
    *p++ = '0';
    *p++ = 'x';
    while (q < e)
        *p++ = *q++;
    return p;
}

/* "v7", "s[4:5]", "ttmp[0:1]" at p; in line in the operand loop, where
 * the prefix is a constant. */
static inline __attribute__((always_inline)) char *reg_range(char *p, const char *prefix,
                                                             int first, int count)
{
    while (*prefix)
        *p++ = *prefix++;
    if (count <= 1)
        return put_dec(p, first);
    *p++ = '[';
    p = put_dec(p, first);
    *p++ = ':';
    p = put_dec(p, first + count - 1);
    *p++ = ']';
    return p;
}

static __attribute__((noinline)) char *print_float(struct w *w, char *p, double v)
{
    char buf[64];
    snprintf(buf, sizeof buf, "%.9g", v);
    if (!strpbrk(buf, ".eEn"))     /* keep it a float: 2 -> 2.0 */
        strcat(buf, ".0");
    return put_str(w, p, buf);
}

/* A short constant at p, where there is room for it: a store or two. */
static inline char *put_short(char *p, const char *s)
{
    size_t n = strlen(s);
    memcpy(p, s, n);
    return p + n;
}

/* The special registers' names with their lengths, each copied as one
 * 8-byte store (rdna_special_name's strings would need a strlen). */
static const struct {
    char s[8];
    uint8_t n;
} specials[RS_COUNT] = {
#define SPECIAL(id, text) [id] = { text, sizeof text - 1 },
    RDNA_SPECIAL_LIST(SPECIAL)
#undef SPECIAL
};

/* The operands other than VGPRs and SGPRs, without their modifiers; room
 * for OPND_ROOM bytes at p. */
static __attribute__((noinline)) char *print_other(struct w *w, char *p,
                                                   const struct rdna_operand *o)
{
    unsigned rs = (unsigned)o->reg;
    switch (o->kind) {
    case ROP_TTMP: return reg_range(p, "ttmp", o->reg, o->count);
    case ROP_SPECIAL:
        if (o->count == 2 && rs == RS_VCC_LO)
            return put_short(p, "vcc");
        if (o->count == 2 && rs == RS_EXEC_LO)
            return put_short(p, "exec");
        if (rs >= RS_COUNT)
            return put_short(p, "?");
        memcpy(p, specials[rs].s, sizeof specials[rs].s);
        return p + specials[rs].n;
    case ROP_NULL: return put_short(p, "null");
    case ROP_OFF: return put_short(p, "off");
    case ROP_INT:
        if (!(o->flags & ROF_HEX))
            return put_dec(p, (long long)o->imm);
        if (o->imm < 0)
            *p++ = '-';
        return put_hex(p, (unsigned long long)(o->imm < 0 ? -o->imm : o->imm));
    case ROP_FLOAT:
        return o->text ? put_str(w, p, o->text) : print_float(w, p, o->fimm);
    case ROP_LABEL:
        return o->text ? put_str(w, p, o->text)
                       : put_dec(p, (long long)(uint16_t)o->reg);   /* objdump: the raw
                                                                       simm16, unsigned */
    default:
        return put_str(w, p, o->text ? o->text : "?");
    }
}

/* The operand without its modifiers; room for OPND_ROOM bytes at p.  Most
 * operands are VGPRs and SGPRs: those are written here, in line. */
static inline char *print_core(struct w *w, char *p, const struct rdna_operand *o)
{
    if (o->kind == ROP_VGPR)
        return reg_range(p, "v", o->reg, o->count);
    if (o->kind == ROP_SGPR)
        return reg_range(p, "s", o->reg, o->count);
    return print_other(w, p, o);
}

/* An operand with "-" or "|...|". */
static __attribute__((noinline)) char *print_modified(struct w *w, char *p,
                                                      const struct rdna_operand *o)
{
    if (o->flags & ROF_NEG)
        *p++ = '-';
    if (!(o->flags & ROF_ABS))
        return print_core(w, p, o);
    *p++ = '|';
    p = w_room(w, print_core(w, p, o), 1);     /* a text operand may have used the room */
    *p++ = '|';
    return p;
}

/* The operand; room for OPND_ROOM bytes at p. */
static inline char *print_operand(struct w *w, char *p, const struct rdna_operand *o)
{
    if (o->flags & (ROF_NEG | ROF_ABS))
        return print_modified(w, p, o);
    return print_core(w, p, o);
}

void rdna_print_operand(struct strbuf *b, const struct rdna_operand *o)
{
    struct w w;
    w.b = b;
    w_end(&w, print_operand(&w, w_begin(&w), o));
}

/* In line, as print_insn is: a call costs more than many operands take. */
static inline __attribute__((always_inline)) char *print_ops(struct w *w, char *p,
                                                             const struct rdna_insn *in,
                                                             unsigned from, unsigned to)
{
    const struct rdna_operand *first = in->ops + from, *end = in->ops + to;
    for (const struct rdna_operand *o = first; o < end; o++) {
        p = w_room(w, p, OPND_ROOM);
        *p = ',';               /* ", " before each, but " " before the first */
        p += o != first;
        *p++ = ' ';
        p = print_operand(w, p, o);
    }
    return p;
}

/* The instruction at p; in line in each of the printers below (a
 * translation prints one per line, and the call is a good part of a line's
 * cost). */
static inline __attribute__((always_inline)) char *print_insn(struct w *w, char *p,
                                                              const struct rdna_insn *in)
{
    p = put_strn(w, p, in->opcode, in->opcode_len ? in->opcode_len : strlen(in->opcode));
    p = print_ops(w, p, in, 0, in->nops_x);
    for (unsigned k = 0; k < in->nmods; k++) {
        p = w_room(w, p, 1);
        *p++ = ' ';
        p = put_str(w, p, in->mods[k].name);
        if (in->mods[k].value) {
            p = w_room(w, p, 1);
            *p++ = ':';
            p = put_str(w, p, in->mods[k].value);
        }
    }
    if (in->opcode_y) {
        p = put_str(w, p, " :: ");
        p = put_str(w, p, in->opcode_y);
        p = print_ops(w, p, in, in->nops_x, in->nops);
    }
    return p;
}

void rdna_print_insn(struct strbuf *b, const struct rdna_insn *in)
{
    struct w w;
    w.b = b;
    w_end(&w, print_insn(&w, w_begin(&w), in));
}

void rdna_print_insn_in(struct strbuf *b, const char *prefix, const struct rdna_insn *in,
                        const char *suffix)
{
    struct w w;
    w.b = b;
    char *p = put_str(&w, w_begin(&w), prefix);
    p = print_insn(&w, p, in);
    w_end(&w, put_str(&w, p, suffix));
}

void rdna_print_insn_line(struct strbuf *b, const struct rdna_insn *in)
{
    struct w w;
    w.b = b;
    char *p = w_begin(&w);
    *p++ = '\t';
    p = w_room(&w, print_insn(&w, p, in), 1);
    *p++ = '\n';
    w_end(&w, p);
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
        rdna_print_insn_line(b, &f->insns[i]);
    }
    for (; l < f->nlabels; l++)
        sb_printf(b, "%s:\n", f->labels[l].name);
    sb_printf(b, ".Lws_end_%s:\n\t.size\t%s, .Lws_end_%s-%s\n", name, name, name, name);
}
