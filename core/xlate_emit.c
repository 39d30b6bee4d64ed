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
#include "fmt.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *xs(struct xctx *x, const char *s)
{
    return arena_strdup(&x->r->arena, s ? s : "");
}

static int grow(void **p, size_t *cap, size_t n, size_t elem)
{
    if (n < *cap)
        return 0;
    size_t c = *cap ? *cap * 2 : 256;
    void *q = realloc(*p, c * elem);
    if (!q)
        return -1;
    *p = q;
    *cap = c;
    return 0;
}

int xemit_line(struct xctx *x, enum xline_kind kind, const char *text)
{
    if (grow((void **)&x->lines, &x->caplines, x->nlines, sizeof *x->lines))
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    struct xline *l = &x->lines[x->nlines++];
    l->kind = (uint8_t)kind;
    l->pass = 0;
    l->insn = -1;
    l->sass = x->cur_sass;
    l->rule = x->cur_rule;
    l->text = text ? xs(x, text) : NULL;
    return WS_OK;
}

int xemit_text(struct xctx *x, const char *text)
{
    if (grow((void **)&x->insns, &x->capinsns, x->ninsns, sizeof *x->insns))
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    struct rdna_insn *in = &x->insns[x->ninsns];
    memset(in, 0, sizeof *in);
    struct ws_error e;
    if (rdna_parse_insn(x->r->out, text, strlen(text), in, "<translation>", 0, &e))
        return ws_error_set(x->err, WS_EPARSE, x->sf->name, 0,
                            "rule %d produced unparsable RDNA3 '%s': %s", x->cur_rule, text, e.msg);
    in->offset = RDNA_NO_OFFSET;
    in->prov.sass_offset = x->cur_sass >= 0 ? (int32_t)x->sf->insns[x->cur_sass].offset : -1;
    in->prov.rule = x->cur_rule;
    in->loc.file = -1;
    enum ws_status s = xemit_line(x, XL_INSN, NULL);
    if (s)
        return s;
    x->lines[x->nlines - 1].insn = (int32_t)x->ninsns;
    x->ninsns++;
    return WS_OK;
}

int xemitf(struct xctx *x, const char *fmt, ...)
{
    char t[256];
    va_list ap;
    va_start(ap, fmt);
    fmt_vsnprintf(t, sizeof t, fmt, ap);
    va_end(ap);
    return xemit_text(x, t) ? -2 : 0;
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
    x->touched[x->ntouched++] = (int8_t)k;
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

static int mask_text(struct xctx *x, struct strbuf *b, int sgpr)
{
    reg_text(b, 's', sgpr, x->wave == 64);
    return 0;
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

/* Operand n of in as RDNA3 text; wide = as a 64-bit pair; part = 0 whole,
 * 1 low register, 2 high register. Returns -1 when it has no translation. */
static int operand(struct xctx *x, const struct sass_insn *in, int n, int wide, int part,
                   struct strbuf *b)
{
    if (n < 0 || n >= in->nops)
        return -1;
    const struct sass_operand *o = &in->ops[n];
    int neg = (o->flags & SOF_NEG) != 0, abs_ = (o->flags & SOF_ABS) != 0;
    if (neg) sb_putc(b, '-');
    if (abs_) sb_putc(b, '|');
    int rc = 0;
    switch (o->kind) {
    case SOP_REG:
        if (o->reg == SASS_RZ) {
            if (o->access & SACC_W)
                reg_text(b, 'v', x->vdiscard, wide && !part);
            else
                sb_puts(b, "0");
        } else {
            int v = x->vmap[o->reg];
            if (v < 0) return -1;
            reg_text(b, 'v', v + (part == 2), wide && !part);
        }
        break;
    case SOP_UREG:
        if (o->reg == SASS_URZ) {
            sb_puts(b, (o->access & SACC_W) ? "null" : "0");
        } else if (x->uvmap[o->reg]) {      /* per-warp value, one per 32-lane half */
            reg_text(b, 'v', x->uvmap[o->reg] - 1 + (part == 2), wide && !part);
        } else {
            int s = x->umap[o->reg];
            if (s < 0) return -1;
            reg_text(b, 's', s + (part == 2), wide && !part);
        }
        break;
    case SOP_PRED:
    case SOP_UPRED:
        if (o->reg == SASS_PT)
            sb_puts(b, (o->access & SACC_W) ? "null" : ((o->flags & SOF_NOT) ? "0" : "-1"));
        else {
            int s = o->kind == SOP_PRED ? x->pmap[o->reg] : x->upmap[o->reg];
            if (s < 0) return -1;
            mask_text(x, b, s);
        }
        break;
    case SOP_IMM: {
        int64_t v = o->u.imm;
        if (part == 2)
            v = v < 0 ? -1 : 0;     /* sign of a 64-bit immediate's high word */
        if (v >= -16 && v <= 64)
            sb_putint(b, v);
        else
            sb_puthex(b, (uint32_t)v);
        break;
    }
    case SOP_FIMM:
        sb_puthex(b, f32_bits(o->u.fimm));
        break;
    case SOP_CBANK: {
        if (o->u.cb.reg >= 0 || o->u.cb.bank_ureg >= 0 || (o->u.cb.bank != 0 && o->u.cb.bank != 3))
            return -1;
        int w = (wide || part) ? 2 : 1, off = (int)o->u.cb.offset;
        if (o->u.cb.bank == 3) {    /* user constants: only with their data */
            if (!x->r->opts.cbank3 || off < 0 || (size_t)off + 4u * (unsigned)w > x->r->opts.cbank3_len)
                return -1;
            off |= X_BANK3;
            x->r->uses_cbank3 = 1;
        }
        int s = xslot_for(x, off, w);
        if (s < 0) return -1;
        reg_text(b, 's', s + (part == 2), wide && !part);
        break;
    }
    default:
        rc = -1;
    }
    if (abs_) sb_putc(b, '|');
    return rc;
}

int xemit_operand(struct xctx *x, const struct sass_insn *in, int n, int wide, struct strbuf *b)
{
    return operand(x, in, n, wide, 0, b);
}

static void bind_note(struct xctx *x, const struct sass_insn *in, int n, const char *rd)
{
    if (n < 0 || n >= in->nops)
        return;
    const char *t = in->ops[n].text;
    size_t tl = strlen(t);
    /* already bound in this step ("TEXT->" at the start or after ", ") */
    for (const char *p = x->note.s; p && (p = memmem(p, x->note.len - (size_t)(p - x->note.s), t, tl));
         p += tl)
        if ((p == x->note.s || (p >= x->note.s + 2 && p[-2] == ',' && p[-1] == ' ')) &&
            p[tl] == '-' && p[tl + 1] == '>')
            return;
    if (x->note.len)
        sb_putn(&x->note, ", ", 2);
    sb_putn(&x->note, t, tl);
    sb_putn(&x->note, "->", 2);
    sb_puts(&x->note, rd);
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
static int memop(struct xctx *x, const struct sass_insn *in, int n, char what, struct strbuf *b)
{
    if (n >= in->nops)
        return -1;
    const struct sass_operand *o = &in->ops[n];
    if (what == 'l') {
        if (o->kind != SOP_LABEL || o->u.target == UINT32_MAX)
            return -1;
        sb_printf(b, ".Lws%d_%04x", x->fidx, o->u.target);
        return 0;
    }
    if (o->kind != SOP_MEM)
        return -1;
    const struct sass_mem *m = &o->u.mem;
    if (m->scale != 1)
        return -1;
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
            return 0;
        }
        if (v >= 0 && m->ureg >= 0 && m->ureg != SASS_URZ && x->umap[m->ureg] >= 0 &&
            !(x->umap[m->ureg] & 1) && (o->flags & SOF_U32)) {
            if (what != 's')
                sb_printf(b, "v%d", v);
            if (what == 'v')
                sb_puts(b, ", ");
            if (what != 'a')
                sb_printf(b, "s[%d:%d]", x->umap[m->ureg], x->umap[m->ureg] + 1);
            return 0;
        }
        return -1;
    case 'd':
        if (v < 0 || m->ureg >= 0 || (o->flags & SOF_64))
            return -1;
        sb_printf(b, "v%d", v);
        return 0;
    case 'o': {
        int64_t lo = -4096, hi = 4095;          /* global/scratch: signed 13 bits (gfx11) */
        if (!strncmp(in->opcode, "LDS", 3) || !strncmp(in->opcode, "STS", 3) ||
            !strncmp(in->opcode, "ATOMS", 5)) {
            lo = 0;                             /* DS: unsigned 16 bits */
            hi = 65535;
        }
        if (m->offset < lo || m->offset > hi)
            return -1;
        if (m->offset)
            sb_printf(b, " offset:%lld", (long long)m->offset);
        return 0;
    }
    }
    return -1;
}

/* Expand one template line into b; -1 when an operand has no translation. */
static int expand(struct xctx *x, const struct sass_insn *in, const char *p, const char *e,
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
                    return -1;
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
                        return -1;
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
                    return -1;
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
                return -1;
            bind_note(x, in, n, b->s + at);
            continue;
        }
        sb_putc(b, *p++);
    }
    return 0;
}

int xemit_template(struct xctx *x, const struct sass_insn *in, const char *tmpl)
{
    /* expand every line first, so a failing operand emits nothing */
    struct strbuf all;
    sb_init(&all);
    for (const char *p = tmpl; *p;) {
        const char *e = strchr(p, '\n');
        if (!e)
            e = p + strlen(p);
        while (p < e && isspace((unsigned char)*p))
            p++;
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
            sb_printf(&all, "v_mov_b32 v%d, ", x->vtemp + 7);
            if (operand(x, in, n, 0, 0, &all)) {
                sb_free(&all);
                return -1;
            }
            sb_putc(&all, '\n');
        }
        if (p < e) {
            if (expand(x, in, p, e, &all)) {
                sb_free(&all);
                return -1;
            }
            sb_putc(&all, '\n');
        }
        p = *e ? e + 1 : e;
    }
    int rc = 0;
    for (char *p = all.s; p && *p;) {
        char *e = strchr(p, '\n');
        *e = 0;
        if (xemit_text(x, p)) {
            rc = -2;
            break;
        }
        p = e + 1;
    }
    sb_free(&all);
    return rc;
}
