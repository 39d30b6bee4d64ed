/* xlate_emit.c - expand rule templates into RDNA3 instructions.
 *
 * Template syntax, one RDNA3 instruction a line:
 *   $N      SASS operand N (0-based) as an RDNA3 operand: R -> VGPR, UR ->
 *           SGPR, P -> lane-mask SGPR(s), immediates as literals, c[0x0][x]
 *           -> the SGPR the prologue loads it into, RZ/URZ -> 0, PT -> -1
 *   $N:64   the same operand as a 64-bit pair (v[a:a+1], s[b:b+1])
 *   $N.lo / $N.hi   first / second register of a pair operand
 *   $tK     scratch VGPR K        $TK   scratch SGPR K (pair-aligned)
 *   $TK:w   scratch SGPR K as a lane mask (a pair in wave64)
 *   %w      32 or 64 (wave size), for _b32/_b64 mask instructions
 *   %exec   exec_lo or exec       %vcc  vcc_lo or vcc
 */
#include "xlate_int.h"
#include "base/fmt.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *xs(struct xctx *x, const char *s)
{
    return arena_strdup(&x->r->arena, s ? s : "");
}

static enum ws_status grow(void **p, size_t *cap, size_t n, size_t elem)
{
    if (n < *cap)
        return WS_OK;
    size_t c = *cap ? *cap * 2 : 256;
    void *q = realloc(*p, c * elem);
    if (!q)
        return WS_ENOMEM;
    *p = q;
    *cap = c;
    return WS_OK;
}

/* A new line of kind for the current SASS instruction and rule (no
 * instruction, no text yet); NULL with the error set when out of memory. */
static inline struct xline *new_line(struct xctx *x, enum xline_kind kind)
{
    if (grow((void **)&x->lines, &x->caplines, x->nlines, sizeof *x->lines)) {
        ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
        return NULL;
    }
    struct xline *l = &x->lines[x->nlines++];
    *l = (struct xline){ .kind = (uint8_t)kind, .insn = -1, .sass = x->cur_sass,
                         .rule = x->cur_rule };
    return l;
}

int xemit_line(struct xctx *x, enum xline_kind kind, const char *text)
{
    struct xline *l = new_line(x, kind);
    if (!l)
        return x->err->code;
    l->text = text ? xs(x, text) : NULL;
    return WS_OK;
}

/* Room for the next output instruction, x->insns[x->ninsns]. */
static int insn_room(struct xctx *x)
{
    if (grow((void **)&x->insns, &x->capinsns, x->ninsns, sizeof *x->insns))
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    return WS_OK;
}

/* Append the instruction written at x->insns[x->ninsns] (insn_room made
 * room for it; its operands already in the module's arena), and its line. */
static int insn_append(struct xctx *x)
{
    struct xline *l = new_line(x, XL_INSN);
    if (!l)
        return x->err->code;
    struct rdna_insn *o = &x->insns[x->ninsns];
    o->offset = RDNA_NO_OFFSET;
    o->prov.sass_offset = x->cur_sass >= 0 ? (int32_t)x->sf->insns[x->cur_sass].offset : -1;
    o->prov.rule = x->cur_rule;
    o->loc.file = -1;
    l->insn = (int32_t)x->ninsns++;
    return WS_OK;
}

/* Append instruction in (its operands already in the module's arena). */
static int xemit_insn(struct xctx *x, const struct rdna_insn *in)
{
    enum ws_status s = insn_room(x);
    if (s)
        return s;
    x->insns[x->ninsns] = *in;
    return insn_append(x);
}

enum ws_status xemit_regs_fit(struct xctx *x)
{
    const struct target_desc *t = x->r->opts.target;
    const struct target_wave *w = target_wave(t, (unsigned)x->wave);
    int nv = w ? w->vgprs : RDNA_NUM_VGPR;
    if (x->next_sgpr <= X_SGPR_VIRT && x->next_vgpr <= nv)
        return WS_OK;           /* checked after every instruction: the usual case first */
    const char *fn = x->sf->name, *path = x->sm->path ? x->sm->path : "";
    /* SGPRs over the file are spilled after the body (xlate_sspill.c) */
    if (x->next_sgpr > X_SGPR_VIRT)
        return ws_error_set(x->err, WS_EINTERNAL, path, 0,
                            "function %s names %d SGPRs before the spill, more than the %d the "
                            "translator tracks", fn, x->next_sgpr, X_SGPR_VIRT);
    if (x->next_vgpr > nv)
        return ws_error_set(x->err, WS_EINTERNAL, path, 0,
                            "function %s needs at least %d VGPRs and a wave%d on %s has %d "
                            "(v0..v%d): the translator does not spill registers yet", fn,
                            x->next_vgpr, x->wave, t->name, nv, nv - 1);
    return WS_OK;
}

/* A rule's output the RDNA3 parser rejects: the registers ran out (a
 * translator limit), or a bug in the rule.  Either way the input was valid. */
static enum ws_status emit_failed(struct xctx *x, const char *text, const char *why)
{
    enum ws_status s = xemit_regs_fit(x);
    if (s)
        return s;
    const struct sass_insn *in = x->cur_sass >= 0 ? &x->sf->insns[x->cur_sass] : NULL;
    const struct xrule *rule = x->cur_rule >= 0 ? xlate_rule_by_id(x->cur_rule) : NULL;
    char at[64] = "the prologue";
    if (in)
        snprintf(at, sizeof at, "SASS offset 0x%04x", in->offset);
    return ws_error_set(x->err, WS_EINTERNAL, x->sm->path ? x->sm->path : "", in ? in->srcline : 0,
                        "function %s, %s%s%s: rule %d%s%s%s produced RDNA3 that does not parse: "
                        "'%s': %s", x->sf->name, at, in ? " " : "", in ? in->text : "",
                        x->cur_rule, rule ? " (" : "", rule ? rule->name : "", rule ? ")" : "",
                        text, why);
}

enum xres xemit_text(struct xctx *x, const char *text)
{
    struct rdna_insn in;
    memset(&in, 0, sizeof in);
    struct ws_error e;
    if (xemit_parse(x, text, &in, "<translation>", &e)) {
        emit_failed(x, text, e.msg);
        return XR_ERROR;
    }
    return xemit_insn(x, &in) ? XR_ERROR : XR_OK;
}

enum xres xemitf(struct xctx *x, const char *fmt, ...)
{
    char t[256];
    va_list ap;
    va_start(ap, fmt);
    fmt_vsnprintf(t, sizeof t, fmt, ap);
    va_end(ap);
    return xemit_text(x, t);
}

const char *xexec(const struct xctx *x)
{
    return x->wave == 64 ? "exec" : "exec_lo";
}

/* A lane mask held from SGPR s: one SGPR in wave32, a pair in wave64. */
const char *xmask(const struct xctx *x, int s, char *b, size_t n)
{
    if (x->wave == 64)
        fmt_snprintf(b, n, "s[%d:%d]", s, s + 1);
    else
        fmt_snprintf(b, n, "s%d", s);
    return b;
}

/* Log slot k as read by the current instruction (xlate_function_edit). */
static void touch(struct xctx *x, int k)
{
    if (x->ntouched < 0)
        return;
    for (int i = 0; i < x->ntouched; i++)
        if (x->touched[i] == k)
            return;
    x->touched[x->ntouched++] = (int16_t)k;
}

/* SGPR slot holding c[0x0][off] (width words); allocated on first use. */
int xslot_for(struct xctx *x, int off, int width)
{
    for (int i = 0; i < x->nslots; i++) {
        struct xslot *s = &x->slots[i];
        if (s->off == off && s->width >= width) {
            touch(x, i);
            return s->sgpr;
        }
    }
    /* a word already read as 32 bits and now as 64 gets a second, pair slot:
     * instructions emitted earlier keep naming the first one */
    if (x->nslots == X_MAX_SLOTS)
        return -1;
    if (width == 2)
        x->next_sgpr = (x->next_sgpr + 1) & ~1;
    struct xslot *s = &x->slots[x->nslots++];
    s->off = off;
    s->width = (uint8_t)width;
    s->sgpr = (int16_t)x->next_sgpr;
    s->first = x->cur_sass;
    touch(x, x->nslots - 1);
    x->next_sgpr += width;
    return s->sgpr;
}

const struct sass_cbank_sym *xcbank_sym(const struct xctx *x, int bank, int off, int width, int *hi)
{
    const char *fn = x->sf->name;
    const struct sass_cbank_sym *s = sass_find_cbank_sym(x->sm, bank, fn, (uint32_t)off);
    *hi = 0;
    if (s && width == 2 && s->size != 8)
        s = NULL;
    if (!s && width == 1 && off >= 4) {
        s = sass_find_cbank_sym(x->sm, bank, fn, (uint32_t)off - 4);
        *hi = 1;
        if (s && s->size != 8)
            s = NULL;
    }
    if (!s || !sass_find_global(x->sm, s->symbol))
        return NULL;
    return s;
}

const char *xsym_name(const char *name, char *buf, size_t len)
{
    int plain = !!*name;
    for (const char *c = name; *c; c++)
        if (!(isalnum((unsigned char)*c) || *c == '_' || *c == '.'))
            plain = 0;
    if (plain)
        return name;
    size_t n = (size_t)fmt_snprintf(buf, len, "__ws_");
    for (const char *c = name; *c && n + 1 < len; c++)
        buf[n++] = isalnum((unsigned char)*c) || *c == '.' ? *c : '_';
    buf[n < len ? n : len - 1] = 0;
    return buf;
}

/* Some relocation of bank covers bytes [off, off + 4 * width) */
static int relocated(const struct xctx *x, int bank, int off, int width)
{
    for (size_t i = 0; i < x->sm->ncbsyms; i++) {
        const struct sass_cbank_sym *s = &x->sm->cbsyms[i];
        if (s->bank == bank && (!s->func || !strcmp(s->func, x->sf->name)) &&
            (int64_t)s->offset < off + 4 * width && (int64_t)s->offset + s->size > off)
            return 1;
    }
    return 0;
}

const struct sass_cbank_data *xbank_copy(const struct sass_module *m, int bank, const char *func,
                                         char *buf, size_t len)
{
    const struct sass_cbank_data *cb = sass_find_cbank(m, bank, func);
    if (!cb || bank <= 0 || bank > X_BANK_MAX)
        return NULL;
    if (!buf)
        return cb;
    if (bank == 3 && !cb->func)
        fmt_snprintf(buf, len, "%s", X_CBANK3_SYM);
    else if (cb->func)
        fmt_snprintf(buf, len, "__ws_cbank%d.%s", bank, cb->func);
    else
        fmt_snprintf(buf, len, "__ws_cbank%d", bank);
    return cb;
}

int xslot_cbank(struct xctx *x, int bank, int64_t off, int width)
{
    /* nvdisasm prints the 16-bit offset field as signed: c[0x0][-0x8000]
     * is byte 0x8000.  Seen in LargeKernelParameter (sm_80): its cubin's
     * c[0x0] is 38792 bytes, the listing reads words up to c[0x0][0x7ffc],
     * then c[0x0][-0x8000] .. c[0x0][-0x6884], and loads the last
     * parameter, the result pointer, from c[0x0][-0x6880] (0x9780). */
    if (off >= -0x8000 && off < 0)
        off += 0x10000;
    if (bank < 0 || off < 0 || off > X_BANK_OFF_MAX)
        return -1;
    int o = (int)off, hi;
    if (bank == 0)
        return xslot_for(x, o, width);
    if (bank == 3) {            /* user constants: only with their data */
        const struct sass_cbank_data *cb = sass_find_cbank(x->r->in, 3, NULL);
        if (cb && (size_t)o + 4u * (unsigned)width <= cb->len) {
            x->r->uses_cbank3 = 1;
            return xslot_for(x, o | X_BANK3, width);
        }
    }
    if (xcbank_sym(x, bank, o, width, &hi)) {
        x->r->uses_globals = 1;
        return xslot_for(x, X_BANKSYM | bank << X_BANKSYM_SHIFT | o, width);
    }
    const struct sass_cbank_data *cb = xbank_copy(x->sm, bank, x->sf->name, NULL, 0);
    /* a word a relocation fills is no plain data: its bytes are a placeholder */
    if (!cb || (bank == 3 && !cb->func) || (size_t)o + 4u * (unsigned)width > cb->len ||
        relocated(x, bank, o, width))
        return -1;
    x->xf->uses_banks |= 1u << bank;
    return xslot_for(x, X_BANKDATA | bank << X_BANKSYM_SHIFT | o, width);
}

int xslot_bank_base(struct xctx *x, int bank)
{
    const struct sass_cbank_data *cb = xbank_copy(x->sm, bank, x->sf->name, NULL, 0);
    if (!cb)
        return -1;
    if (bank == 3 && !cb->func)
        x->r->uses_cbank3 = 1;
    else
        x->xf->uses_banks |= 1u << bank;
    return xslot_for(x, X_BANKBASE | bank, 2);
}

static void reg_text(struct strbuf *b, char file, int r, int wide)
{
    sb_putc(b, file);
    if (wide) {
        sb_putc(b, '[');
        sb_putint(b, r);
        sb_putc(b, ':');
        sb_putint(b, r + 1);
        sb_putc(b, ']');
    } else {
        sb_putint(b, r);
    }
}

static void mask_text(struct xctx *x, struct strbuf *b, int sgpr)
{
    reg_text(b, 's', sgpr, x->wave == 64);
}

/* 32-bit bits of a float immediate (SASS prints f32 immediates as decimals,
 * exact by construction: nvdisasm prints enough digits to round-trip). */
static uint32_t f32_bits(double d)
{
    float f = (float)d;
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

/* An operand's RDNA3 value: a register (range), or a constant or name. */
struct xval {
    char file;          /* 'v' or 's': registers reg..reg+count-1; 0: imm or name */
    uint8_t count;      /* 1, or 2 for a pair */
    uint8_t neg, abs_;  /* -x, |x| */
    uint8_t hex;        /* imm printed in hex (not an inline constant) */
    int reg;
    int64_t imm;
    const char *name;   /* "null", or NULL */
};

static void xval_reg(struct xval *v, char file, int r, int wide)
{
    v->file = file;
    v->reg = r;
    v->count = wide ? 2 : 1;
}

static void xval_int(struct xval *v, int64_t i)
{
    v->imm = i;
    v->hex = !(i >= -16 && i <= 64);
    if (v->hex)
        v->imm = (uint32_t)i;
}

/* Operand n of in as an RDNA3 value; wide = as a 64-bit pair; part = 0
 * whole, 1 low register, 2 high register.  XR_DECLINE when it has no
 * translation. */
static enum xres operand_val(struct xctx *x, const struct sass_insn *in, int n, int wide, int part,
                             struct xval *v)
{
    if (n < 0 || n >= in->nops)
        return xdecline(x, in, -1, "the rule's output names operand %d, which the instruction "
                        "does not have", n);
    const struct sass_operand *o = &in->ops[n];
    memset(v, 0, sizeof *v);
    v->neg = (o->flags & SOF_NEG) != 0;
    v->abs_ = (o->flags & SOF_ABS) != 0;
    switch (o->kind) {
    case SOP_REG:
        if (o->reg == SASS_RZ) {
            if (o->access & SACC_W)
                xval_reg(v, 'v', x->vdiscard, wide && !part);
            else
                xval_int(v, 0);
        } else {
            int r = x->vmap[o->reg];
            if (r < 0) return xdecline(x, in, n, "R%d has no VGPR in this function", o->reg);
            xval_reg(v, 'v', r + (part == 2), wide && !part);
        }
        return XR_OK;
    case SOP_UREG:
        if (o->reg == SASS_URZ) {
            if (o->access & SACC_W)
                v->name = "null";
            else
                xval_int(v, 0);
        } else if (x->uvmap[o->reg]) {      /* per-warp value, one per 32-lane half */
            xval_reg(v, 'v', x->uvmap[o->reg] - 1 + (part == 2), wide && !part);
        } else {
            int r = x->umap[o->reg];
            if (r < 0) return xdecline(x, in, n, "UR%d has no SGPR in this function", o->reg);
            xval_reg(v, 's', r + (part == 2), wide && !part);
        }
        return XR_OK;
    case SOP_PRED:
    case SOP_UPRED:
        if (o->reg == SASS_PT) {
            if (o->access & SACC_W)
                v->name = "null";
            else
                xval_int(v, (o->flags & SOF_NOT) ? 0 : -1);
        } else {
            int r = o->kind == SOP_PRED ? x->pmap[o->reg] : x->upmap[o->reg];
            if (r < 0) return xdecline(x, in, n, "the predicate has no SGPR mask in this function");
            xval_reg(v, 's', r, x->wave == 64);     /* a lane mask */
        }
        return XR_OK;
    case SOP_IMM: {
        int64_t i = o->u.imm;
        if (part == 2)
            i = i < 0 ? -1 : 0;     /* sign of a 64-bit immediate's high word */
        xval_int(v, i);
        return XR_OK;
    }
    case SOP_FIMM:
        v->imm = f32_bits(o->u.fimm);
        v->hex = 1;
        return XR_OK;
    case SOP_CBANK: {
        if (o->u.cb.reg >= 0 || o->u.cb.bank_ureg >= 0)
            return xdecline(x, in, n, "a constant-bank read indexed by a register: bank words "
                            "are copied to SGPRs by their fixed offset");
        int r = xslot_cbank(x, o->u.cb.bank, o->u.cb.offset, (wide || part) ? 2 : 1);
        if (r < 0 && x->nslots == X_MAX_SLOTS)
            return xdecline(x, in, n, "the function reads more than %d distinct constant-bank "
                            "words, each kept in an SGPR slot of its own, and the slots are used "
                            "up (loading such words where they are used is not done)", X_MAX_SLOTS);
        if (r < 0)
            return xdecline(x, in, n, "the constant has no SGPR copy: bank %d's words at 0x%llx "
                            "are not in the module data (no cubin beside the listing, a word a "
                            "relocation fills, or past the bank)", o->u.cb.bank,
                            (unsigned long long)o->u.cb.offset);
        xval_reg(v, 's', r + (part == 2), wide && !part);
        return XR_OK;
    }
    default:
        return xdecline(x, in, n, "%s has no RDNA3 value in this rule",
                        o->kind == SOP_MEM ? "a memory address" : "an operand of this kind");
    }
}

/* Decimal at p: register numbers without a loop. */
static inline char *put_dec(char *p, long long v)
{
    if (v < 0 || v >= 1000)
        return sb_dec(p, v);
    unsigned u = (unsigned)v;       /* register numbers */
    if (u >= 100)
        *p++ = (char)('0' + u / 100);
    if (u >= 10)
        *p++ = (char)('0' + u / 10 % 10);
    *p++ = (char)('0' + u % 10);
    return p;
}


/* The value as text into b (XVAL_TEXT bytes), as the assembler reads it;
 * *len (may be NULL): its length. */
#define XVAL_TEXT 48
static const char *xval_cstr(const struct xval *v, char *b, size_t *len)
{
    char *p = b;
    if (v->neg) *p++ = '-';
    if (v->abs_) *p++ = '|';
    if (v->file) {
        *p++ = v->file;
        if (v->count == 2) {
            *p++ = '[';
            p = put_dec(p, v->reg);
            *p++ = ':';
            p = put_dec(p, v->reg + 1);
            *p++ = ']';
        } else {
            p = put_dec(p, v->reg);
        }
    } else if (v->name) {
        size_t n = strlen(v->name);
        memcpy(p, v->name, n);
        p += n;
    } else if (v->hex) {
        p = sb_hex(p, (unsigned long long)v->imm);
    } else {
        p = put_dec(p, v->imm);
    }
    if (v->abs_) *p++ = '|';
    *p = 0;
    if (len)
        *len = (size_t)(p - b);
    return b;
}

/* The value as rdna_parse_insn reads its text: 1, or 0 where only the
 * parser knows (modifiers on a constant, a register beyond the files). */
static int xval_rdna(const struct xval *v, struct rdna_operand *o)
{
    memset(o, 0, sizeof *o);
    o->reg = -1;
    o->target = RDNA_NO_OFFSET;
    if (v->file) {
        if (v->reg < 0 || v->reg + v->count > (v->file == 'v' ? RDNA_NUM_VGPR : X_SGPR_VIRT))
            return 0;
        o->kind = v->file == 'v' ? ROP_VGPR : ROP_SGPR;
        o->reg = (int16_t)v->reg;
        o->count = v->count;
        o->flags = (uint8_t)((v->neg ? ROF_NEG : 0) | (v->abs_ ? ROF_ABS : 0));
        return 1;
    }
    if (v->neg || v->abs_)
        return 0;
    if (v->name) {
        o->kind = ROP_NULL;     /* the only name */
        return 1;
    }
    o->kind = ROP_INT;
    o->imm = v->imm;
    o->flags = v->hex ? ROF_HEX : 0;
    return 1;
}

/* Operand n of in as RDNA3 text; XR_DECLINE when it has no translation. */
static enum xres operand(struct xctx *x, const struct sass_insn *in, int n, int wide, int part,
                         struct strbuf *b)
{
    struct xval v;
    char t[XVAL_TEXT];
    if (operand_val(x, in, n, wide, part, &v))
        return XR_DECLINE;
    sb_puts(b, xval_cstr(&v, t, NULL));
    return XR_OK;
}

enum xres xemit_operand(struct xctx *x, const struct sass_insn *in, int n, int wide,
                        struct strbuf *b)
{
    return operand(x, in, n, wide, 0, b);
}

enum xres xemit_operand_unneg(struct xctx *x, const struct sass_insn *in, int n, struct strbuf *b)
{
    struct xval v;
    char t[XVAL_TEXT];
    if (operand_val(x, in, n, 0, 0, &v))
        return XR_DECLINE;
    v.neg = 0;
    sb_puts(b, xval_cstr(&v, t, NULL));
    return XR_OK;
}

/* ---- bindings ------------------------------------------------------------
 * A step's bindings ("R2->v3, c[0x0][0x210]->s[8:9]") name each SASS
 * operand text once, with the RDNA3 text of its first binding in the step.
 * While translating they are only recorded (struct xbind: the operand's
 * text and the value); xlate_step_bindings writes the text when the trace
 * is read.  An operand text (the same string) bound again in a step is not
 * recorded again: it is in the bindings since its first time. */

static enum ws_status bind_room(struct xctx *x, size_t n)
{
    if (x->nbinds + n <= x->capbinds)
        return WS_OK;
    size_t c = x->capbinds ? 2 * x->capbinds : 32;
    struct xbind *p = realloc(x->binds, c * sizeof *p);
    if (!p)
        return WS_ENOMEM;
    x->binds = p;
    x->capbinds = c;
    return WS_OK;
}

/* Was operand text t (this very string) bound in this step already? */
static int bind_seen(const struct xctx *x, const char *t)
{
    for (size_t i = 0; i < x->nbinds; i++)
        if (x->binds[i].key == t && x->binds[i].kind != XB_RD)
            return 1;
    return 0;
}

void xbind_reset(struct xctx *x)
{
    x->nbinds = 0;
}

int xbind_whole(struct xctx *x, const char *t)
{
    x->nbinds = 0;
    const char *c = xs(x, t);
    if (!c || bind_room(x, 1))
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    x->binds[x->nbinds++] = (struct xbind){ c, 0, XB_WHOLE, 0, 0, 0 };
    return WS_OK;
}

/* The operand whose text is t was bound to value v (v->name: only "null"). */
static void bind_val(struct xctx *x, const char *t, const struct xval *v)
{
    if (bind_seen(x, t) || bind_room(x, 1))
        return;
    struct xbind *b = &x->binds[x->nbinds++];
    b->key = t;
    b->kind = XB_VAL;
    b->file = (uint8_t)v->file;
    b->count = v->count;
    b->flags = (uint8_t)(v->neg * XBF_NEG | v->abs_ * XBF_ABS | v->hex * XBF_HEX |
                         (v->name != NULL) * XBF_NULL);     /* the bools are 0 or 1 */
    /* a constant is in -16..64 or printed in hex from its low 32 bits
     * (xval_int, f32_bits): 32 bits keep it */
    b->val = v->file ? (uint32_t)v->reg : (uint32_t)v->imm;
}

/* The operand whose text is t was bound to v-registers r..r+count-1 (the
 * record bind_val makes for that value). */
static void bind_vgpr(struct xctx *x, const char *t, int r, int count, uint8_t flags)
{
    if (bind_seen(x, t) || bind_room(x, 1))
        return;
    x->binds[x->nbinds++] = (struct xbind){ t, (uint32_t)r, XB_VAL, 'v', (uint8_t)count, flags };
}

/* The value a XB_VAL record keeps. */
static void bind_xval(const struct xbind *b, struct xval *v)
{
    memset(v, 0, sizeof *v);
    v->file = (char)b->file;
    v->count = b->count;
    v->neg = (b->flags & XBF_NEG) != 0;
    v->abs_ = (b->flags & XBF_ABS) != 0;
    v->hex = (b->flags & XBF_HEX) != 0;
    v->name = (b->flags & XBF_NULL) ? "null" : NULL;
    if (v->file)
        v->reg = (int32_t)b->val;
    else
        v->imm = v->hex ? (int64_t)b->val : (int64_t)(int32_t)b->val;
}

/* Operand n of in was bound to the RDNA3 text rd. */
static void bind_note(struct xctx *x, const struct sass_insn *in, int n, const char *rd)
{
    if (n < 0 || n >= in->nops)
        return;
    const char *t = in->ops[n].text;
    if (bind_seen(x, t) || bind_room(x, 2))
        return;
    const char *c = xs(x, rd);
    if (!c)
        return;
    x->binds[x->nbinds++] = (struct xbind){ t, 0, XB_TEXT, 0, 0, 0 };
    x->binds[x->nbinds++] = (struct xbind){ c, 0, XB_RD, 0, 0, 0 };
}

/* The bindings text being written: where its first keys are. */
struct note {
    struct strbuf *b;
    int nkeys;                  /* operand texts bound in it (more than X_NOTE_KEYS: not kept) */
    uint32_t key_at[X_NOTE_KEYS], key_len[X_NOTE_KEYS];
};

/* Is t (tl bytes) bound in the text ("TEXT->" at its start or after ", ")?
 * The keys are where note_add put them; a text with ',' or '>' could also
 * match inside another binding, so it is looked for in the whole text (as
 * is everything once a step has too many). */
static int note_bound(const struct note *nt, const char *t, size_t tl, int plain)
{
    const char *s = nt->b->s;
    size_t len = nt->b->len;
    if (tl && plain && nt->nkeys <= X_NOTE_KEYS) {
        for (int i = 0; i < nt->nkeys; i++) {
            size_t at = nt->key_at[i];
            if (nt->key_len[i] != tl || s[at] != t[0] || at + tl + 2 > len)
                continue;
            size_t k = 1;
            while (k < tl && s[at + k] == t[k])
                k++;
            if (k == tl && s[at + tl] == '-' && s[at + tl + 1] == '>' &&
                (at == 0 || (at >= 2 && s[at - 2] == ',' && s[at - 1] == ' ')))
                return 1;
        }
        return 0;
    }
    for (const char *p = s; p && (p = memmem(p, len - (size_t)(p - s), t, tl)); p += tl)
        if ((p == s || (p >= s + 2 && p[-2] == ',' && p[-1] == ' ')) && p[tl] == '-' && p[tl + 1] == '>')
            return 1;
    return 0;
}

/* Add "TEXT->rd" (rl bytes) to the text. */
static void note_add(struct note *nt, const char *t, size_t tl, const char *rd, size_t rl)
{
    size_t sep = nt->b->len ? 2 : 0;
    if (nt->nkeys < X_NOTE_KEYS) {
        nt->key_at[nt->nkeys] = (uint32_t)(nt->b->len + sep);
        nt->key_len[nt->nkeys] = (uint32_t)tl;
    }
    if (nt->nkeys <= X_NOTE_KEYS)
        nt->nkeys++;
    if (sep)
        sb_puts(nt->b, ", ");
    sb_putn(nt->b, t, tl);
    sb_puts(nt->b, "->");
    sb_putn(nt->b, rd, rl);
}

const char *xlate_step_bindings(const struct xstep *s, struct strbuf *b)
{
    struct note nt;
    nt.b = b;
    nt.nkeys = 0;
    sb_reset(b);
    for (uint32_t i = 0; i < s->nbinds; i++) {
        const struct xbind *k = &s->binds[i];
        if (k->kind == XB_WHOLE) {
            sb_puts(b, k->key);
            continue;
        }
        if (k->kind == XB_RD)
            continue;
        const char *t = k->key;
        size_t tl = 0;
        int plain = 1;
        for (; t[tl]; tl++)
            plain &= t[tl] != ',' && t[tl] != '>';
        if (b->len && note_bound(&nt, t, tl, plain))
            continue;           /* the same text, bound before in the step */
        char buf[XVAL_TEXT];
        const char *rd;
        size_t rl;
        if (k->kind == XB_VAL) {
            struct xval v;
            bind_xval(k, &v);
            rd = xval_cstr(&v, buf, &rl);
        } else {
            rd = i + 1 < s->nbinds ? s->binds[i + 1].key : "";   /* its XB_RD */
            rl = strlen(rd);
        }
        note_add(&nt, t, tl, rd, rl);
    }
    return b->len ? b->s : NULL;
}

/* Memory and label operands:
 *   $Nv  global address: "v[a:a+1], off" (64-bit register) or "vR, s[u:u+1]"
 *        ([R.U32+URx]: 32-bit offset plus a 64-bit uniform base)
 *   $Na, $Ns  the two halves of $Nv (stores put the data between them)
 *   $Nr  operand N where only a VGPR is allowed (store data): a constant or
 *        SGPR is first moved into scratch VGPR 7
 *   $Nd  32-bit VGPR address for LDS and scratch: "vR"
 *   $No  " offset:X" when the displacement is not 0 (fails when it does not fit)
 *   $Nl  the label of a branch target */
static enum xres memop(struct xctx *x, const struct sass_insn *in, int n, char what,
                       struct strbuf *b)
{
    if (n >= in->nops)
        return XR_DECLINE;
    const struct sass_operand *o = &in->ops[n];
    if (what == 'l') {
        if (o->kind != SOP_LABEL || o->u.target == UINT32_MAX)
            return XR_DECLINE;
        sb_printf(b, ".Lws%d_%04x", x->fidx, o->u.target);
        return XR_OK;
    }
    if (o->kind != SOP_MEM)
        return xdecline(x, in, n, "a memory address expected");
    const struct sass_mem *m = &o->u.mem;
    if (m->scale != 1)
        return xdecline(x, in, n, "the .X%d scale (the address register times %d): this "
                        "rule's address is a register plus an offset, no scaled index",
                        m->scale, m->scale);
    int v = (m->reg >= 0 && !m->reg_is_ureg && m->reg != SASS_RZ) ? x->vmap[m->reg] : -1;
    switch (what) {
    case 'v':
    case 'a':
    case 's':
        if (v >= 0 && (o->flags & SOF_64) && m->ureg < 0) {
            if (what != 's')
                sb_printf(b, "v[%d:%d]", v, v + 1);
            if (what == 'v')
                sb_puts(b, ", ");
            if (what != 'a')
                sb_puts(b, "off");
            return XR_OK;
        }
        if (v >= 0 && m->ureg >= 0 && m->ureg != SASS_URZ && x->umap[m->ureg] >= 0 &&
            !(x->umap[m->ureg] & 1) && (o->flags & SOF_U32)) {
            if (what != 's')
                sb_printf(b, "v%d", v);
            if (what == 'v')
                sb_puts(b, ", ");
            if (what != 'a')
                sb_printf(b, "s[%d:%d]", x->umap[m->ureg], x->umap[m->ureg] + 1);
            return XR_OK;
        }
        return XR_DECLINE;
    case 'd':
        if (v < 0 || m->ureg >= 0 || (o->flags & SOF_64))
            return XR_DECLINE;
        sb_printf(b, "v%d", v);
        return XR_OK;
    case 'o': {
        int64_t lo = -4096, hi = 4095;          /* global/scratch: signed 13 bits (gfx11) */
        if (!strncmp(in->opcode, "LDS", 3) || !strncmp(in->opcode, "STS", 3) ||
            !strncmp(in->opcode, "ATOMS", 5)) {
            lo = 0;                             /* DS: unsigned 16 bits */
            hi = 65535;
        }
        if (m->offset < lo || m->offset > hi)
            return xdecline(x, in, n, "the offset %lld is outside %lld..%lld, what the "
                            "instruction's offset field holds", (long long)m->offset,
                            (long long)lo, (long long)hi);
        if (m->offset)
            sb_printf(b, " offset:%lld", (long long)m->offset);
        return XR_OK;
    }
    }
    return XR_DECLINE;
}

/* Expand one template line into b; XR_DECLINE when an operand has no
 * translation. */
static enum xres expand(struct xctx *x, const struct sass_insn *in, const char *p, const char *e,
                        struct strbuf *b)
{
    while (p < e) {
        if (*p == '%') {
            if (!strncmp(p, "%w", 2)) { sb_putint(b, x->wave); p += 2; continue; }
            if (!strncmp(p, "%exec", 5)) { sb_puts(b, x->wave == 64 ? "exec" : "exec_lo"); p += 5; continue; }
            if (!strncmp(p, "%vcc", 4)) { sb_puts(b, x->wave == 64 ? "vcc" : "vcc_lo"); p += 4; continue; }
        }
        if (*p == '$' && p + 1 < e && (p[1] == 't' || p[1] == 'T') && isdigit((unsigned char)p[2])) {
            int k = p[2] - '0';
            p += 3;
            if (p[-3 + 1] == 't') {
                reg_text(b, 'v', x->vtemp + k, 0);
            } else if (p + 1 < e && p[0] == ':' && p[1] == 'w') {
                mask_text(x, b, x->stemp + 2 * k);
                p += 2;
            } else if (p + 2 < e && p[0] == ':' && p[1] == '6' && p[2] == '4') {
                reg_text(b, 's', x->stemp + 2 * k, 1);
                p += 3;
            } else {
                reg_text(b, 's', x->stemp + 2 * k, 0);
            }
            continue;
        }
        if (*p == '$' && p + 1 < e && isdigit((unsigned char)p[1])) {
            int n = 0;
            p++;
            while (p < e && isdigit((unsigned char)*p))
                n = n * 10 + (*p++ - '0');
            int wide = 0, part = 0;
            if (p < e && strchr("vasdol", *p) &&
                (p + 1 == e || !isalnum((unsigned char)p[1]))) {
                size_t at = b->len;
                if (memop(x, in, n, *p++, b))
                    return XR_DECLINE;
                if (b->len > at && b->s[at] != ' ')
                    bind_note(x, in, n, b->s + at);
                continue;
            }
            if (p < e && *p == 'r' && (p + 1 == e || !isalnum((unsigned char)p[1]))) {
                /* must be a VGPR: a constant or SGPR was moved to scratch VGPR 7 first */
                p++;
                const struct sass_operand *o = n < in->nops ? &in->ops[n] : NULL;
                if (o && o->kind == SOP_REG && o->reg != SASS_RZ && !o->flags) {
                    size_t at = b->len;
                    if (operand(x, in, n, 0, 0, b))
                        return XR_DECLINE;
                    bind_note(x, in, n, b->s + at);
                } else {
                    reg_text(b, 'v', x->vtemp + 7, 0);
                }
                continue;
            }
            if (p + 3 < e + 0 && !strncmp(p, ":128", 4)) {
                size_t at = b->len;
                const struct sass_operand *o = n < in->nops ? &in->ops[n] : NULL;
                if (!o || o->kind != SOP_REG || o->reg == SASS_RZ || x->vmap[o->reg] < 0)
                    return XR_DECLINE;
                sb_printf(b, "v[%d:%d]", x->vmap[o->reg], x->vmap[o->reg] + 3);
                bind_note(x, in, n, b->s + at);
                p += 4;
                continue;
            }
            if (p + 2 < e + 0 && !strncmp(p, ":64", 3)) { wide = 1; p += 3; }
            else if (p + 2 < e + 0 && !strncmp(p, ".lo", 3)) { part = 1; p += 3; }
            else if (p + 2 < e + 0 && !strncmp(p, ".hi", 3)) { part = 2; p += 3; }
            size_t at = b->len;
            if (operand(x, in, n, wide, part, b))
                return XR_DECLINE;
            bind_note(x, in, n, b->s + at);
            continue;
        }
        sb_putc(b, *p++);
    }
    return XR_OK;
}

/* Line p..e of a template as text into all: first a move into scratch
 * VGPR 7 for each $Nr operand not in a VGPR, then the line. */
static enum xres expand_line(struct xctx *x, const struct sass_insn *in, const char *p,
                             const char *e, struct strbuf *all)
{
    for (const char *q = p; q + 2 < e; q++) {      /* $Nr operands not in a VGPR */
        if (q[0] != '$' || !isdigit((unsigned char)q[1]))
            continue;
        const char *d = q + 1;
        int n = 0;
        while (d < e && isdigit((unsigned char)*d))
            n = n * 10 + (*d++ - '0');
        if (d >= e || *d != 'r' || (d + 1 < e && isalnum((unsigned char)d[1])) || n >= in->nops)
            continue;
        const struct sass_operand *o = &in->ops[n];
        if (o->kind == SOP_REG && o->reg != SASS_RZ && !o->flags)
            continue;
        sb_printf(all, "v_mov_b32 v%d, ", x->vtemp + 7);
        if (operand(x, in, n, 0, 0, all))
            return XR_DECLINE;
        sb_putc(all, '\n');
    }
    if (expand(x, in, p, e, all))
        return XR_DECLINE;
    sb_putc(all, '\n');
    return XR_OK;
}

/* ---- compiled templates ------------------------------------------------------
 * Rules emit the same template text for many instructions.  Each line is
 * looked at once (per wave size): a line whose operands are fixed text or
 * whole placeholders ($N, $N:64, $N.lo, $N.hi, $tK, $TK, $TK:w, $TK:64) is
 * parsed once with v0 in each placeholder's place, and an instruction gets
 * a copy of that parse with its own operands filled in, the same as its
 * text would parse to.  Any other line is expanded as text and parsed. */

enum { PH_OP, PH_VT, PH_ST, PH_SMASK, PH_S64 };

#define TL_MAXPH 8

struct tph {
    uint8_t at;                 /* operand index in the instruction */
    uint8_t kind;               /* PH_* */
    uint8_t n;                  /* SASS operand (PH_OP) or scratch index */
    uint8_t wide, part;         /* PH_OP: :64, .lo (1) / .hi (2) */
    uint8_t canon;              /* the probe's operand is what xval_rdna gives for v0 */
    uint8_t vreg;               /* PH_OP written $Nr: as $N where the operand is an R
                                   register without modifiers, else the text path (a move
                                   into scratch VGPR 7 first) */
};

struct tline {
    const char *text, *end;     /* the line in the template's copy */
    int fast;                   /* parsed once: probe + placeholders */
    struct rdna_insn probe;
    uint8_t size_lit;           /* probe's size with a placeholder a literal */
    int nph;
    struct tph ph[TL_MAXPH];
};

struct tmpl {
    char *src;
    size_t len;                 /* strlen(src) */
    int wave;
    uint32_t hash;
    int nlines;
    int all_fast;               /* every line is fast */
    struct tline *lines;
};

struct tout {                   /* a line's result before anything is emitted */
    int fast;
    struct rdna_insn in;        /* fast */
    size_t at, end;             /* text in the expansion buffer */
};

/* A text xemit_text parsed, and what it parsed to (operands and modifiers
 * in the cache's own memory).  label: the text ended in a branch target,
 * not part of key (see xemit_parse). */
struct ptext {
    uint32_t hash, len;
    int label;                  /* operand that is the target, -1 none */
    char *key;
    struct rdna_insn in;
};

#define NPROBE 256              /* xemit_patch's probes, by address (open addressing: the
                                   probes are the emitters' string constants, a few dozen) */

struct xtcache {
    size_t n, cap;              /* open addressing, cap a power of two */
    struct tmpl **tab;
    const char *probe[NPROBE];  /* xemit_patch: a probe's text (address) ... */
    struct rdna_insn probe_in[NPROBE];  /* ... and what it parsed to */
    size_t npt, cappt;          /* parsed texts: open addressing, cappt a power of two */
    struct ptext **pt;
    struct tout *out;
    size_t capout;
    struct opblock *blocks;     /* operands of instantiated lines are cut from these */
    size_t nopool;              /* operands left in blocks->ops */
};

/* A block of output operands (not cleared: every one is written). */
struct opblock {
    struct opblock *next;       /* the block before */
    size_t used;
    struct rdna_operand ops[];
};
#define OPBLOCK 1024

void xemit_cache_free(struct xtcache *c)
{
    if (!c)
        return;
    for (size_t i = 0; i < c->cap; i++)
        if (c->tab[i]) {
            free(c->tab[i]->src);
            free(c->tab[i]->lines);
            free(c->tab[i]);
        }
    free(c->tab);
    for (size_t i = 0; i < c->cappt; i++)
        if (c->pt[i]) {
            free(c->pt[i]->key);
            free(c->pt[i]->in.ops);
            free(c->pt[i]->in.mods);
            free(c->pt[i]);
        }
    free(c->pt);
    free(c->out);
    for (size_t h = 0; h < NPROBE; h++)
        if (c->probe[h])
            free(c->probe_in[h].ops);
    xemit_ops_free(c->blocks);
    free(c);
}

struct opblock *xemit_ops_take(struct xtcache *c)
{
    if (!c)
        return NULL;
    struct opblock *b = c->blocks;
    c->blocks = NULL;
    c->nopool = 0;
    return b;
}

void xemit_ops_free(struct opblock *b)
{
    while (b) {
        struct opblock *n = b->next;
        free(b);
        b = n;
    }
}

struct opblock *xemit_ops_join(struct opblock *newer, struct opblock *older)
{
    if (!newer)
        return older;
    struct opblock *t = newer;
    while (t->next)
        t = t->next;
    t->next = older;
    return newer;
}

/* Does token t..e (trimmed) name a whole placeholder?  Fills ph. */
static int placeholder(const char *t, const char *e, struct tph *ph)
{
    if (e - t < 2 || t[0] != '$')
        return 0;
    memset(ph, 0, sizeof *ph);
    if ((t[1] == 't' || t[1] == 'T') && e - t >= 3 && isdigit((unsigned char)t[2])) {
        ph->n = (uint8_t)(t[2] - '0');
        const char *s = t + 3;
        size_t l = (size_t)(e - s);
        if (t[1] == 't') {
            ph->kind = PH_VT;
            return l == 0;
        }
        ph->kind = l == 0 ? PH_ST : (l == 2 && !memcmp(s, ":w", 2)) ? PH_SMASK :
                   (l == 3 && !memcmp(s, ":64", 3)) ? PH_S64 : 255;
        return ph->kind != 255;
    }
    const char *s = t + 1;
    int n = 0;
    while (s < e && isdigit((unsigned char)*s) && n < 100)
        n = n * 10 + (*s++ - '0');
    if (s == t + 1 || n >= 100)
        return 0;
    size_t l = (size_t)(e - s);
    ph->kind = PH_OP;
    ph->n = (uint8_t)n;
    if (l == 0)
        return 1;
    if (l == 1 && *s == 'r') {
        ph->vreg = 1;
        return 1;
    }
    if (l != 3)
        return 0;
    if (!memcmp(s, ":64", 3))
        ph->wide = 1;
    else if (!memcmp(s, ".lo", 3))
        ph->part = 1;
    else if (!memcmp(s, ".hi", 3))
        ph->part = 2;
    else
        return 0;
    return 1;
}

static int tl_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* Look at template line p..e once: fill l->fast, l->probe, l->ph. */
static void compile_line(struct xctx *x, struct tline *l, const char *p, const char *e)
{
    char r[512], probe[512];
    size_t n = 0;
    l->text = p;
    l->end = e;
    l->fast = 0;
    l->nph = 0;
    /* %w, %exec, %vcc as expand() writes them */
    for (const char *q = p; q < e;) {
        if (n + 16 >= sizeof r)
            return;
        if (*q == '%') {
            for (size_t k = n; k > 0 && !tl_space(r[k - 1]) && r[k - 1] != ','; k--)
                if (r[k - 1] == '$')
                    return;                     /* "$1%w": leave it to expand() */
            if (!strncmp(q, "%w", 2)) { n += (size_t)sprintf(r + n, "%d", x->wave); q += 2; continue; }
            if (!strncmp(q, "%exec", 5)) { n += (size_t)sprintf(r + n, "%s", x->wave == 64 ? "exec" : "exec_lo"); q += 5; continue; }
            if (!strncmp(q, "%vcc", 4)) { n += (size_t)sprintf(r + n, "%s", x->wave == 64 ? "vcc" : "vcc_lo"); q += 4; continue; }
        }
        if (*q == ':' && q + 1 < e && q[1] == ':')
            return;                             /* VOPD */
        r[n++] = *q++;
    }
    r[n] = 0;
    /* mnemonic, then operands split at top-level commas; the last piece is
     * an operand and modifiers */
    size_t i = 0, pn = 0;
    while (i < n && !tl_space(r[i]))
        if (r[i++] == '$')
            return;
    memcpy(probe, r, i);
    pn = i;
    int piece = 0;
    while (i < n) {
        size_t start = i;
        int depth = 0;
        while (i < n && !(depth == 0 && r[i] == ',')) {
            if (r[i] == '[' || r[i] == '(') depth++;
            else if ((r[i] == ']' || r[i] == ')') && depth > 0) depth--;
            i++;
        }
        int last = i == n;
        size_t a = start, b = i;
        while (a < b && tl_space(r[a])) a++;
        size_t tb = b;                          /* end of the operand token */
        if (last)
            for (tb = a; tb < b && !tl_space(r[tb]); tb++)
                ;
        else
            while (tb > a && tl_space(r[tb - 1])) tb--;
        struct tph ph;
        memcpy(probe + pn, r + start, a - start);
        pn += a - start;
        if (placeholder(r + a, r + tb, &ph)) {
            if (l->nph == TL_MAXPH)
                return;
            ph.at = (uint8_t)piece;
            l->ph[l->nph++] = ph;
            memcpy(probe + pn, "v0", 2);
            pn += 2;
        } else {
            if (memchr(r + a, '$', tb - a))
                return;
            memcpy(probe + pn, r + a, tb - a);
            pn += tb - a;
        }
        if (memchr(r + tb, '$', b - tb))
            return;
        memcpy(probe + pn, r + tb, b - tb);
        pn += b - tb;
        if (!last)
            probe[pn++] = r[i++];               /* the comma */
        piece++;
    }
    probe[pn] = 0;
    struct ws_error err;
    memset(&l->probe, 0, sizeof l->probe);
    if (rdna_parse_insn(x->r->out, probe, pn, &l->probe, "<translation>", 0, &err) ||
        l->probe.opcode_y || l->probe.nops != piece)
        return;
    for (int k = 0; k < l->nph; k++) {
        const struct rdna_operand *o = &l->probe.ops[l->ph[k].at];
        if (o->kind != ROP_VGPR || o->reg != 0 || o->count != 1 || o->flags)
            return;
        /* then a register only changes kind, reg, count and flags */
        struct rdna_operand c;
        struct xval v0;
        memset(&v0, 0, sizeof v0);
        xval_reg(&v0, 'v', 0, 0);
        xval_rdna(&v0, &c);
        l->ph[k].canon = c.imm == o->imm &&     /* the union's bits: fimm and target too */
                         c.text == o->text;
    }
    /* the size when a placeholder takes a literal */
    l->size_lit = l->probe.size;
    if (l->nph) {
        struct rdna_operand ops[32];
        struct rdna_insn q = l->probe;
        if (q.nops > 32)
            return;
        memcpy(ops, q.ops, sizeof *ops * q.nops);
        ops[l->ph[0].at].kind = ROP_INT;
        ops[l->ph[0].at].imm = 0x10000;
        q.ops = ops;
        l->size_lit = (uint8_t)rdna_insn_size(&q);
    }
    l->fast = 1;
}

/* The hash of template s (n bytes) for the wave size: eight bytes a step
 * (the emitters' templates are built anew for each instruction, and looked
 * up by their text). */
static uint32_t tmpl_hash(const char *s, size_t n, int wave)
{
    uint64_t h = 0x9e3779b97f4a7c15ull ^ (uint64_t)wave;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, s + i, 8);
        h = (h ^ w) * 0x100000001b3ull;
    }
    for (; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 0x100000001b3ull;
    h ^= h >> 33;                       /* every bit into the low ones (MurmurHash3's fmix64) */
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    return (uint32_t)h;
}

/* The compiled template for tmpl, NULL when out of memory. */
static struct tmpl *tmpl_get(struct xctx *x, const char *tmpl)
{
    struct xtcache *c = x->r->tcache;
    if (!c) {
        c = x->r->tcache = calloc(1, sizeof *c);
        if (!c)
            return NULL;
    }
    size_t len = strlen(tmpl);
    uint32_t h = tmpl_hash(tmpl, len, x->wave);
    if (c->cap) {
        for (size_t j = h & (c->cap - 1); c->tab[j]; j = (j + 1) & (c->cap - 1))
            if (c->tab[j]->hash == h && c->tab[j]->len == len && c->tab[j]->wave == x->wave &&
                !memcmp(c->tab[j]->src, tmpl, len))
                return c->tab[j];
    }
    if (2 * (c->n + 1) > c->cap) {
        size_t nc = c->cap ? 2 * c->cap : 256;
        struct tmpl **nt = calloc(nc, sizeof *nt);
        if (!nt)
            return NULL;
        for (size_t i = 0; i < c->cap; i++)
            if (c->tab[i]) {
                size_t j = c->tab[i]->hash & (nc - 1);
                while (nt[j])
                    j = (j + 1) & (nc - 1);
                nt[j] = c->tab[i];
            }
        free(c->tab);
        c->tab = nt;
        c->cap = nc;
    }
    struct tmpl *t = calloc(1, sizeof *t);
    size_t nl = 1;
    for (const char *p = tmpl; *p; p++)
        nl += *p == '\n';
    if (t) {
        t->src = strdup(tmpl);
        t->lines = calloc(nl, sizeof *t->lines);
    }
    if (!t || !t->src || !t->lines) {
        if (t) {
            free(t->src);
            free(t->lines);
        }
        free(t);
        return NULL;
    }
    t->wave = x->wave;
    t->hash = h;
    t->len = len;
    for (const char *p = t->src; *p;) {
        const char *e = strchr(p, '\n');
        if (!e)
            e = p + strlen(p);
        while (p < e && isspace((unsigned char)*p))
            p++;
        if (p < e)
            compile_line(x, &t->lines[t->nlines++], p, e);
        p = *e ? e + 1 : e;
    }
    t->all_fast = 1;
    for (int i = 0; i < t->nlines; i++)
        t->all_fast &= t->lines[i].fast;
    size_t j = h & (c->cap - 1);
    while (c->tab[j])
        j = (j + 1) & (c->cap - 1);
    c->tab[j] = t;
    c->n++;
    return t;
}

#ifdef XLATE_CHECK_FAST
/* Built with -DXLATE_CHECK_FAST, every compiled line is also expanded as
 * text and parsed, and the two instructions compared (abort on a
 * difference): the check that compiled lines change nothing. */
static int same_text(const char *a, const char *b)
{
    return (!a) == (!b) && (!a || !strcmp(a, b));
}

static void check_fast(struct xctx *x, const struct sass_insn *in, const struct tline *l,
                       const struct rdna_insn *o)
{
    struct strbuf b;
    struct rdna_insn q;
    struct ws_error err;
    sb_init(&b);
    memset(&q, 0, sizeof q);
    if (expand(x, in, l->text, l->end, &b) || rdna_parse_insn(x->r->out, b.s, b.len, &q, "", 0, &err))
        abort();
    int bad = !same_text(q.opcode, o->opcode) || q.info != o->info || q.enc != o->enc ||
              q.unknown != o->unknown || q.nops != o->nops || q.nmods != o->nmods ||
              q.nops_x != o->nops_x || q.size != o->size || !same_text(q.opcode_y, o->opcode_y);
    for (int i = 0; !bad && i < q.nops; i++) {
        const struct rdna_operand *u = &q.ops[i], *v = &o->ops[i];
        bad = u->kind != v->kind || u->access != v->access || u->flags != v->flags ||
              u->count != v->count || u->reg != v->reg || u->imm != v->imm ||
              !same_text(u->text, v->text);   /* imm: the union's bits */
    }
    for (int i = 0; !bad && i < q.nmods; i++)
        bad = !same_text(q.mods[i].name, o->mods[i].name) || !same_text(q.mods[i].value, o->mods[i].value);
    if (bad) {
        fprintf(stderr, "compiled template line differs from its text: %s\n", b.s);
        abort();
    }
    sb_free(&b);
}
#endif

/* A new block of operands for at least n; 0, or -1 when out of memory. */
static int ops_block(struct xtcache *c, size_t n)
{
    size_t k = n > OPBLOCK ? n : OPBLOCK;
    struct opblock *b = malloc(sizeof *b + sizeof *b->ops * k);
    if (!b)
        return -1;
    b->next = c->blocks;
    b->used = 0;
    c->blocks = b;
    c->nopool = k;
    return 0;
}

/* n operands for an output instruction, kept with the function's output
 * (xemit_ops_take hands the blocks to it; cut from blocks: one allocation
 * for many); NULL when out of memory.
 * Inline: every output instruction takes its operands here. */
static inline struct rdna_operand *ops_alloc(struct xctx *x, size_t n)
{
    struct xtcache *c = x->r->tcache;
    if (c->nopool < n && ops_block(c, n))
        return NULL;
    struct rdna_operand *p = c->blocks->ops + c->blocks->used;
    c->blocks->used += n;
    c->nopool -= n;
    return p;
}

/* ---- parsed texts ----------------------------------------------------------
 * The emitters write most instructions as text (xemitf), and the same texts
 * come again and again: the pending-mask and predicate-merge sequences of
 * every branch name the same few SGPRs.  rdna_parse_insn reads nothing but
 * the text (and keeps names in the output module, which lives as long as the
 * cache), so a text parsed once is copied after that: its operands into
 * fresh memory (later passes write into them), its modifiers shared (as a
 * fast template line shares its probe's).  A text that ends in a branch
 * target (".Lws2_1f0") is keyed without it, and the target operand gets the
 * label's own name, as the parser would give it. */

static uint32_t text_hash(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

static struct xtcache *tcache_get(struct xctx *x)
{
    if (!x->r->tcache)
        x->r->tcache = calloc(1, sizeof *x->r->tcache);
    return x->r->tcache;
}

/* Keep parsed instruction in under key..key+kl; nothing when out of memory. */
static void ptext_add(struct xtcache *c, const char *key, size_t kl, uint32_t h, int label,
                      const struct rdna_insn *in)
{
    if (2 * (c->npt + 1) > c->cappt) {
        size_t nc = c->cappt ? 2 * c->cappt : 1024;
        struct ptext **nt = calloc(nc, sizeof *nt);
        if (!nt)
            return;
        for (size_t i = 0; i < c->cappt; i++)
            if (c->pt[i]) {
                size_t j = c->pt[i]->hash & (nc - 1);
                while (nt[j])
                    j = (j + 1) & (nc - 1);
                nt[j] = c->pt[i];
            }
        free(c->pt);
        c->pt = nt;
        c->cappt = nc;
    }
    struct ptext *e = calloc(1, sizeof *e);
    size_t no = in->nops ? in->nops : 1, nm = in->nmods ? in->nmods : 1;
    if (e) {
        e->key = malloc(kl + 1);
        e->in = *in;
        e->in.ops = malloc(sizeof *in->ops * no);
        e->in.mods = malloc(sizeof *in->mods * nm);
    }
    if (!e || !e->key || !e->in.ops || !e->in.mods) {
        if (e) {
            free(e->key);
            free(e->in.ops);
            free(e->in.mods);
        }
        free(e);
        return;
    }
    memcpy(e->key, key, kl);
    e->key[kl] = 0;
    e->hash = h;
    e->len = (uint32_t)kl;
    e->label = label;
    memcpy(e->in.ops, in->ops, sizeof *in->ops * in->nops);
    memcpy(e->in.mods, in->mods, sizeof *in->mods * in->nmods);
    size_t j = h & (c->cappt - 1);
    while (c->pt[j])
        j = (j + 1) & (c->cappt - 1);
    c->pt[j] = e;
    c->npt++;
}

enum ws_status xemit_parse(struct xctx *x, const char *text, struct rdna_insn *in, const char *file,
                           struct ws_error *e)
{
    size_t n = strlen(text), kl = n;
    struct xtcache *c = tcache_get(x);
    /* the last token: a branch target when it starts with '.' */
    size_t t = n;
    while (t > 0 && text[t - 1] != ' ' && text[t - 1] != ',' && text[t - 1] != '\t')
        t--;
    int lab = t > 0 && t < n && text[t] == '.';
    if (lab)
        kl = t;
    uint32_t h = text_hash(text, kl) ^ (uint32_t)lab;
    if (c && c->cappt)
        for (size_t j = h & (c->cappt - 1); c->pt[j]; j = (j + 1) & (c->cappt - 1)) {
            const struct ptext *p = c->pt[j];
            if (p->hash != h || p->len != kl || (p->label >= 0) != lab || memcmp(p->key, text, kl))
                continue;
            struct rdna_operand *ops = ops_alloc(x, (size_t)(p->in.nops ? p->in.nops : 1));
            const char *name = lab ? arena_strndup(&x->r->out->arena, text + t, n - t) : NULL;
            if (!ops || (lab && !name))
                break;                          /* out of memory: the parser says so */
            *in = p->in;
            in->ops = ops;
            memcpy(ops, p->in.ops, sizeof *ops * p->in.nops);
            if (lab)
                ops[p->label].text = name;
            return WS_OK;
        }
    enum ws_status s = rdna_parse_insn(x->r->out, text, n, in, file, 0, e);
    if (s || !c)
        return s;
    int li = -1;
    if (lab) {          /* keyed without the target only when it parsed as one */
        int k = in->nops - 1;
        if (in->nmods || k < 0 || in->ops[k].kind != ROP_LABEL || !in->ops[k].text ||
            strcmp(in->ops[k].text, text + t))
            return s;
        for (int j = 0; j < k; j++)
            if (in->ops[j].kind == ROP_LABEL)
                return s;
        li = k;
    }
    ptext_add(c, text, kl, h, li, in);
    return s;
}

static int inline_int(int64_t v)
{
    return v >= -16 && v <= 64;
}

/* xemit_patch, and xemit_mask_op with sgpr_max the parser's limit (exact)
 * and label (not NULL) the name of the probe's last operand, a branch
 * target. */
static enum xres patch_emit(struct xctx *x, const char *probe, const struct xpatch *p, int n,
                            int sgpr_max, const char *label)
{
    struct xtcache *c = tcache_get(x);
    if (!c) {
        ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
        return XR_ERROR;
    }
    /* the address's bits mixed into the slot's (Fibonacci hashing) */
    size_t h = (size_t)(((uint64_t)(uintptr_t)probe * 0x9e3779b97f4a7c15ull) >> 56) % NPROBE, seen = 0;
    while (seen < NPROBE && c->probe[h] && c->probe[h] != probe) {
        h = (h + 1) % NPROBE;
        seen++;
    }
    struct rdna_insn q;
    const struct rdna_insn *pi = &c->probe_in[h];
    if (seen == NPROBE || c->probe[h] != probe) {
        /* parsed once, its operands kept by the cache (not cut from the
         * blocks, which go with the function being translated); with the
         * table full, every time */
        memset(&q, 0, sizeof q);
        if (xemit_parse(x, probe, &q, "<translation>", x->err)) {
            emit_failed(x, probe, x->err->msg);
            return XR_ERROR;
        }
        struct rdna_operand *own = seen < NPROBE ? malloc(sizeof *own * (q.nops ? q.nops : 1)) : NULL;
        if (own) {
            memcpy(own, q.ops, sizeof *own * q.nops);
            q.ops = own;
            c->probe[h] = probe;
            c->probe_in[h] = q;
        } else {
            pi = &q;
        }
    }
    /* a target is kept apart from the rest of a text only where xemit_parse
     * does it: the last operand, no modifiers, no other label */
    int lab = label ? pi->nops - 1 : -1;
    for (int k = 0; label && k < pi->nops; k++)
        if ((pi->ops[k].kind == ROP_LABEL) != (k == lab) || pi->nmods)
            lab = -1;
    if (label && lab < 0) {
        emit_failed(x, probe, "the probe's last operand is no branch target");
        return XR_ERROR;
    }
    /* written in place, where xemit_insn would copy it to */
    if (insn_room(x))
        return XR_ERROR;
    struct rdna_insn *in = &x->insns[x->ninsns];
    *in = *pi;
    in->ops = ops_alloc(x, (size_t)(pi->nops ? pi->nops : 1));
    if (!in->ops) {
        ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
        return XR_ERROR;
    }
    memcpy(in->ops, pi->ops, sizeof *in->ops * pi->nops);
    for (int k = 0; k < n; k++) {
        struct rdna_operand *o = p[k].op < in->nops ? &in->ops[p[k].op] : NULL;
        int ok = o && (p[k].imm ? o->kind == ROP_INT && !(o->flags & ROF_HEX) && !o->text &&
                                      inline_int(o->imm) && inline_int(p[k].val)
                                : (o->kind == ROP_VGPR || o->kind == ROP_SGPR) && p[k].val >= 0 &&
                                      p[k].val + o->count <= (o->kind == ROP_VGPR ? RDNA_NUM_VGPR
                                                                                  : sgpr_max));
        if (!ok) {      /* as a text the parser rejects: registers out, or a bug */
            char why[96];
            fmt_snprintf(why, sizeof why, "operand %d cannot take %d", p[k].op, (int)p[k].val);
            emit_failed(x, probe, why);
            return XR_ERROR;
        }
        if (p[k].imm)
            o->imm = p[k].val;
        else
            o->reg = (int16_t)p[k].val;
    }
    if (label && !(in->ops[lab].text = arena_strdup(&x->r->out->arena, label))) {
        ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
        return XR_ERROR;
    }
    return insn_append(x) ? XR_ERROR : XR_OK;
}

enum xres xemit_patch(struct xctx *x, const char *probe, const struct xpatch *p, int n)
{
    return patch_emit(x, probe, p, n, RDNA_NUM_SGPR, NULL);
}

enum xres xemit_mask_op(struct xctx *x, const char *probe, const struct xpatch *p, int n,
                        const char *label)
{
    int limit = x->r->out->sgpr_limit ? x->r->out->sgpr_limit : RDNA_NUM_SGPR;
    return patch_emit(x, probe, p, n, limit, label);
}

/* What instantiating a fast line came to. */
enum inst {
    INST_OK,
    INST_DECLINE,       /* an operand has no translation */
    INST_TEXT,          /* the line must go through its text after all */
};

/* A fast line for instruction in into *o. */
static enum inst instantiate(struct xctx *x, const struct sass_insn *in, const struct tline *l,
                             struct rdna_insn *o)
{
    *o = l->probe;
    o->ops = ops_alloc(x, (size_t)(o->nops ? o->nops : 1));
    if (!o->ops)
        return INST_TEXT;
    memcpy(o->ops, l->probe.ops, sizeof *o->ops * o->nops);     /* modifiers: the probe's */
    int lit = 0;
    for (int k = 0; k < l->nph; k++) {
        const struct tph *ph = &l->ph[k];
        struct xval v;
        struct rdna_operand *op = &o->ops[ph->at];
        const struct sass_operand *so = ph->n < in->nops ? &in->ops[ph->n] : NULL;
        if (ph->vreg && (!so || so->kind != SOP_REG || so->reg == SASS_RZ || so->flags))
            return INST_TEXT;
        if (ph->kind == PH_OP && ph->canon && so && so->kind == SOP_REG && so->reg != SASS_RZ) {
            /* the common case, as operand_val, bind_val and the register case
             * below do it: an R register */
            int r = x->vmap[so->reg], count = ph->wide && !ph->part ? 2 : 1;
            if (r < 0)
                return INST_DECLINE;
            r += ph->part == 2;
            if (r + count <= RDNA_NUM_VGPR) {
                uint8_t neg = (so->flags & SOF_NEG) != 0, abs_ = (so->flags & SOF_ABS) != 0;
                bind_vgpr(x, so->text, r, count, (uint8_t)(neg * XBF_NEG | abs_ * XBF_ABS));
                op->kind = ROP_VGPR;
                op->reg = (int16_t)r;
                op->count = (uint8_t)count;
                op->flags = (uint8_t)(neg * ROF_NEG | abs_ * ROF_ABS);
                continue;
            }
        }
        if (ph->kind == PH_OP) {
            if (operand_val(x, in, ph->n, ph->wide, ph->part, &v))
                return INST_DECLINE;
            bind_val(x, in->ops[ph->n].text, &v);      /* operand_val: n is an operand */
        } else {
            memset(&v, 0, sizeof v);
            switch (ph->kind) {
            case PH_VT: xval_reg(&v, 'v', x->vtemp + ph->n, 0); break;
            case PH_ST: xval_reg(&v, 's', x->stemp + 2 * ph->n, 0); break;
            case PH_SMASK: xval_reg(&v, 's', x->stemp + 2 * ph->n, x->wave == 64); break;
            case PH_S64: xval_reg(&v, 's', x->stemp + 2 * ph->n, 1); break;
            }
        }
        if (ph->canon && v.file && v.reg >= 0 &&
            v.reg + v.count <= (v.file == 'v' ? RDNA_NUM_VGPR : X_SGPR_VIRT)) {
            /* a register in the probe's v0: as xval_rdna, the access the probe's */
            op->kind = v.file == 'v' ? ROP_VGPR : ROP_SGPR;
            op->reg = (int16_t)v.reg;
            op->count = v.count;
            op->flags = (uint8_t)(v.neg * ROF_NEG | v.abs_ * ROF_ABS);
            continue;
        }
        if (!xval_rdna(&v, op))
            return INST_TEXT;
        /* what rdna_insn_finish would give: the table's access for a
         * register (the probe's v0), none for a constant; the size with a
         * literal when one is needed */
        op->access = op->kind == ROP_VGPR || op->kind == ROP_SGPR ? l->probe.ops[ph->at].access
                                                                  : RACC_NONE;
        if (op->kind != ROP_VGPR && op->kind != ROP_SGPR)
            lit |= rdna_operand_literal(op);
    }
    o->size = lit ? l->size_lit : l->probe.size;
#ifdef XLATE_CHECK_FAST
    check_fast(x, in, l, o);
#endif
    return INST_OK;
}

struct tmpl *xemit_compile(struct xctx *x, const char *tmpl)
{
    struct tmpl *t = tmpl_get(x, tmpl);
    if (!t)
        ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    return t;
}

enum xres xemit_template(struct xctx *x, const struct sass_insn *in, const char *tmpl)
{
    struct tmpl *t = xemit_compile(x, tmpl);
    if (!t)
        return XR_ERROR;
    size_t line0 = x->nlines;
    enum xres rc = xemit_compiled(x, in, t);
    if (x->shape_rec)
        xshape_saw(x, in, t, line0, rc);
    return rc;
}

/* Room for n more output instructions and lines. */
static enum ws_status room(struct xctx *x, size_t n)
{
    while (x->ninsns + n > x->capinsns)
        if (grow((void **)&x->insns, &x->capinsns, x->capinsns, sizeof *x->insns))
            return WS_ENOMEM;
    while (x->nlines + n > x->caplines)
        if (grow((void **)&x->lines, &x->caplines, x->caplines, sizeof *x->lines))
            return WS_ENOMEM;
    return WS_OK;
}

/* Template t with every line fast: the lines are instantiated in place at
 * the end of the output and counted in when all of them bound (a failing
 * operand emits nothing).  *text (XR_OK, nothing emitted): a line must go
 * through its text after all. */
static enum xres emit_fast(struct xctx *x, const struct sass_insn *in, const struct tmpl *t,
                           int *text)
{
    size_t n = (size_t)t->nlines;
    *text = 0;
    if (room(x, n)) {
        ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
        return XR_ERROR;
    }
    for (size_t i = 0; i < n; i++) {
        switch (instantiate(x, in, &t->lines[i], &x->insns[x->ninsns + i])) {
        case INST_OK:
            break;
        case INST_DECLINE:
            return XR_DECLINE;
        case INST_TEXT:
            *text = 1;
            return XR_OK;
        }
    }
    int32_t soff = x->cur_sass >= 0 ? (int32_t)x->sf->insns[x->cur_sass].offset : -1;
    for (size_t i = 0; i < n; i++) {    /* as xemit_insn */
        struct rdna_insn *o = &x->insns[x->ninsns];
        o->offset = RDNA_NO_OFFSET;
        o->prov.sass_offset = soff;
        o->prov.rule = x->cur_rule;
        o->loc.file = -1;
        x->lines[x->nlines++] = (struct xline){ XL_INSN, 0, (int32_t)x->ninsns, x->cur_sass,
                                                x->cur_rule, NULL };
        x->ninsns++;
    }
    return XR_OK;
}

enum xres xemit_compiled(struct xctx *x, const struct sass_insn *in, struct tmpl *t)
{
    if (t->all_fast) {
        int text;
        enum xres rc = emit_fast(x, in, t, &text);
        if (!text)
            return rc;
        /* else from the start, the line that needs its text as text (the
         * operands bound and the slots taken so far stay as they are) */
    }
    struct xtcache *c = x->r->tcache;
    if ((size_t)t->nlines > c->capout) {
        struct tout *no = realloc(c->out, sizeof *no * (size_t)t->nlines);
        if (!no) {
            ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
            return XR_ERROR;
        }
        c->out = no;
        c->capout = (size_t)t->nlines;
    }
    /* every line first, so a failing operand emits nothing */
    struct strbuf all;
    sb_init(&all);
    for (int i = 0; i < t->nlines; i++) {
        const struct tline *l = &t->lines[i];
        struct tout *o = &c->out[i];
        enum inst k = l->fast ? instantiate(x, in, l, &o->in) : INST_TEXT;
        o->fast = k == INST_OK;
        if (k == INST_TEXT) {
            o->at = all.len;
            if (expand_line(x, in, l->text, l->end, &all))
                k = INST_DECLINE;
            o->end = all.len;
        }
        if (k == INST_DECLINE) {
            sb_free(&all);
            return XR_DECLINE;
        }
    }
    enum xres rc = XR_OK;
    for (int i = 0; i < t->nlines && !rc; i++) {
        const struct tout *o = &c->out[i];
        if (o->fast) {
            if (xemit_insn(x, &o->in))
                rc = XR_ERROR;
            continue;
        }
        for (size_t p = o->at; p < o->end && !rc;) {
            char *e = strchr(all.s + p, '\n');
            *e = 0;
            rc = xemit_text(x, all.s + p);
            p = (size_t)(e - all.s) + 1;
        }
    }
    if (all.s)
        sb_free(&all);
    return rc;
}
