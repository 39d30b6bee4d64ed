/* emit_int.c - the computed outputs of integer, logic, compare, predicate,
 * conversion and uniform rules (the rows: imad.c, iadd.c, lop.c, setp.c ...).
 *
 * Most of these rules compute their output because the RDNA3
 * sequence depends on operand values: which inputs of a LOP3 table are
 * constants, how far a funnel shift goes, which bytes a PRMT picks.  Every
 * emitter builds one template (xlate_emit.c syntax) and expands it once, so
 * an operand without a binding leaves nothing behind.
 *
 * Conventions the emitters share:
 *  - scratch VGPRs $t0..$t4 hold a rule's intermediates; $t5/$t6 take a
 *    scalar source that would break the constant-bus limit (gfx11 VALU reads
 *    at most two SGPRs or literals per instruction, one for 64-bit shifts,
 *    and at most one distinct literal); $t7 is the engine's ($Nr).
 *  - scratch SGPRs $T0..$T5 are lane masks or scalar temps; $T6 carries a
 *    guarded predicate result; $T7 is the engine's saved EXEC.
 *  - a predicate is a lane mask: PT reads as -1, !PT as 0.  Bits of lanes
 *    outside EXEC are not defined after a write (VOPC writes 0 there, SALU
 *    mask logic writes anything); every consumer ANDs with EXEC.
 *  - uniform predicates (UP) are whole-wave masks: -1 or 0.
 */
#include "xlate/rules/emit.h"
#include "xlate/rules/match.h"
#include "base/fmt.h"

#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- operand facts ------------------------------------------------------- */

/* gfx11 inline integer constants (ISA guide, "Scalar/vector operands"). */
#define INLINE_MIN (-16)
#define INLINE_MAX 64

enum okind { K_VGPR, K_SGPR, K_LIT, K_INL };

static int okind(const struct sass_operand *o)
{
    switch (o->kind) {
    case SOP_REG: return o->reg == SASS_RZ ? K_INL : K_VGPR;
    case SOP_UREG: return o->reg == SASS_URZ ? K_INL : K_SGPR;
    case SOP_CBANK: return K_SGPR;
    case SOP_IMM: return (o->u.imm >= INLINE_MIN && o->u.imm <= INLINE_MAX) ? K_INL : K_LIT;
    case SOP_FIMM: return o->u.fimm == 0.0 ? K_INL : K_LIT;
    case SOP_PRED:
    case SOP_UPRED: return o->reg == SASS_PT ? K_INL : K_SGPR;
    default: return K_INL;
    }
}

/* ---- building one rule's output ------------------------------------------- */

struct em {
    struct xctx *x;
    const struct sass_insn *orig;
    struct sass_insn c;             /* the instruction, integer negations stripped */
    struct sass_operand ops[24];
    struct strbuf t;                /* template being built */
    int fail;
};

static void em_init(struct em *e, struct xctx *x, const struct sass_insn *in, int keep_fmods)
{
    memset(e, 0, sizeof *e);
    e->x = x;
    e->orig = in;
    e->c = *in;
    int n = in->nops < 24 ? in->nops : 24;
    memcpy(e->ops, in->ops, sizeof *in->ops * (size_t)n);
    if (!keep_fmods)
        for (int i = 0; i < n; i++)
            if (e->ops[i].kind != SOP_PRED && e->ops[i].kind != SOP_UPRED)
                e->ops[i].flags &= (uint8_t)~(SOF_NEG | SOF_ABS);
    e->c.ops = e->ops;
    e->c.nops = (uint8_t)n;
    sb_init(&e->t);
}

static enum xres em_done(struct em *e)
{
    enum xres rc = e->fail ? XR_DECLINE : xemit_template(e->x, &e->c, e->t.s ? e->t.s : "");
    sb_free(&e->t);
    return rc;
}

#define EMIT(e, ...) sb_printf(&(e)->t, __VA_ARGS__)

static const char *mw(const struct em *e) { return e->x->wave == 64 ? "64" : "32"; }

/* A VALU source: SASS operand op (with an optional part suffix ".lo"), or
 * text of a known kind. */
struct src {
    int op;             /* SASS operand index, -1: text */
    const char *txt;    /* text, or the suffix after $op */
    int kind;           /* enum okind for text */
};

#define SO(n) ((struct src){ (n), "", 0 })
#define ST(s, k) ((struct src){ -1, (s), (k) })
#define SV(s) ST(s, K_VGPR)
#define SI(s) ST(s, K_INL)
#define SS(s) ST(s, K_SGPR)

/* s, at most max bytes of it, into b (n bytes): fmt_snprintf's "%.*s". */
static void copy_max(char *b, size_t n, const char *s, size_t max)
{
    size_t k = 0;
    while (k < max && k + 1 < n && s[k]) {
        b[k] = s[k];
        k++;
    }
    b[k] = 0;
}

/* A source's text: "$%d%s" (a SASS operand and its suffix) or "%.60s", as
 * fmt_snprintf writes them, by hand (every VALU source has one). */
static void src_text(char *b, size_t n, const struct src *s)
{
    if (s->op < 0) {
        copy_max(b, n, s->txt, 60);
        return;
    }
    if (s->op >= 100 || n < 8) {
        fmt_snprintf(b, n, "$%d%s", s->op, s->txt);
        return;
    }
    size_t k = 0;
    b[k++] = '$';
    if (s->op >= 10)
        b[k++] = (char)('0' + s->op / 10);
    b[k++] = (char)('0' + s->op % 10);
    copy_max(b + k, n - k, s->txt, (size_t)-1);
}

/* One VALU instruction "opc dst, srcs...", moving scalar sources that break
 * the constant-bus or literal limit into $t6/$t5 first. */
static void vop(struct em *e, const char *opc, const char *dst, int n, const struct src *s)
{
    int limit = (strstr(opc, "_b64") || strstr(opc, "_i64")) &&
                (strstr(opc, "lshl") || strstr(opc, "lshr") || strstr(opc, "ashr")) ? 1 : 2;
    char txt[4][64], seen[4][64];
    int nseen = 0, lit = 0, fix = 6;
    int64_t litv = 0;
    for (int i = 0; i < n && i < 4; i++) {
        int k;
        src_text(txt[i], sizeof txt[i], &s[i]);
        k = s[i].op >= 0 ? okind(&e->c.ops[s[i].op]) : s[i].kind;
        int ok = 1;
        if (k == K_SGPR) {
            int dup = 0;
            for (int j = 0; j < nseen; j++)
                dup |= !strcmp(seen[j], txt[i]);
            if (!dup) {
                if (nseen + lit < limit)
                    copy_max(seen[nseen++], sizeof seen[0], txt[i], 60);
                else
                    ok = 0;
            }
        } else if (k == K_LIT) {
            int64_t v = s[i].op >= 0 ? e->c.ops[s[i].op].u.imm : 0;
            if (lit && v == litv && s[i].op >= 0 && e->c.ops[s[i].op].kind == SOP_IMM)
                ;
            else if (!lit && nseen + 1 <= limit) {
                lit = 1;
                litv = v;
            } else
                ok = 0;
        }
        if (!ok) {
            EMIT(e, "v_mov_b32 $t%d, %s\n", fix, txt[i]);
            fmt_snprintf(txt[i], sizeof txt[i], "$t%d", fix--);
        }
    }
    sb_puts(&e->t, opc);        /* "%s %s", then ", %s" per source */
    sb_putc(&e->t, ' ');
    sb_puts(&e->t, dst);
    for (int i = 0; i < n; i++) {
        sb_puts(&e->t, ", ");
        sb_puts(&e->t, txt[i]);
    }
    sb_putc(&e->t, '\n');
}

static void vop1(struct em *e, const char *opc, const char *dst, struct src a)
{
    vop(e, opc, dst, 1, &a);
}

static void vop2(struct em *e, const char *opc, const char *dst, struct src a, struct src b)
{
    struct src s[2] = { a, b };
    vop(e, opc, dst, 2, s);
}

static void vop3(struct em *e, const char *opc, const char *dst, struct src a, struct src b,
                 struct src c)
{
    struct src s[3] = { a, b, c };
    vop(e, opc, dst, 3, s);
}

/* Lane mask of predicate operand n as text into buf: "$n", "-1" or "0";
 * !P is inverted into scratch mask k first. */
static const char *pmask(struct em *e, int n, int k, char *buf, size_t len)
{
    const struct sass_operand *o = &e->c.ops[n];
    int pc = xm_pconst(o);
    if (pc >= 0)
        fmt_snprintf(buf, len, "%s", pc ? "-1" : "0");
    else if (o->flags & SOF_NOT) {
        EMIT(e, "s_not_b%s $T%d:w, $%d\n", mw(e), k, n);
        fmt_snprintf(buf, len, "$T%d:w", k);
    } else
        fmt_snprintf(buf, len, "$%d", n);
    return buf;
}

/* The guard predicate's mask as text ("s24", "s[24:25]"). */
static enum xres guard_text(struct em *e, char *buf, size_t len)
{
    int p = e->x->pmap[e->orig->guard];
    if (p < 0)
        return XR_DECLINE;
    if (e->x->wave == 64)
        fmt_snprintf(buf, len, "s[%d:%d]", p, p + 1);
    else
        fmt_snprintf(buf, len, "s%d", p);
    return XR_OK;
}

/* Does a predicate write need merging?  Under a guard, or in a function with
 * branch targets (lanes may be waiting outside EXEC), lanes outside the
 * running set keep their predicate bits. */
static int needs_merge(const struct em *e)
{
    return xm_has_guard(e->orig) || e->x->ntargets > 0;
}

/* Write mask m (a scratch mask, clobbered) into predicate SGPR text dn:
 * P = (P & ~R) | (m & R) with R the running lanes: EXEC, narrowed to the
 * guard for rules flagged XRF_GUARDED. */
static void pwrite_txt(struct em *e, const char *dn, const char *m)
{
    const char *w = mw(e), *ex = e->x->wave == 64 ? "exec" : "exec_lo";
    if (!needs_merge(e)) {
        if (strcmp(m, dn))
            EMIT(e, "s_mov_b%s %s, %s\n", w, dn, m);
        return;
    }
    const char *r = ex;
    if (xm_has_guard(e->orig)) {
        char g[32];
        if (guard_text(e, g, sizeof g)) {
            e->fail = 1;
            return;
        }
        EMIT(e, "%s%s $T6:w, %s, %s\n", e->orig->guard_neg ? "s_and_not1_b" : "s_and_b", w, ex, g);
        r = "$T6:w";
    }
    EMIT(e, "s_and_b%s %s, %s, %s\n", w, m, m, r);
    EMIT(e, "s_and_not1_b%s %s, %s, %s\n", w, dn, dn, r);
    EMIT(e, "s_or_b%s %s, %s, %s\n", w, dn, dn, m);
}

static void pwrite(struct em *e, int n, const char *m)
{
    if (xm_is_pt(&e->c.ops[n]))
        return;
    char dn[16];
    fmt_snprintf(dn, sizeof dn, "$%d", n);
    pwrite_txt(e, dn, m);
}

/* Text of scratch VGPR pair ($tk, $tk+1) and of scratch SGPR halves. */
static void vpair(const struct em *e, int k, char *buf, size_t len)
{
    fmt_snprintf(buf, len, "v[%d:%d]", e->x->vtemp + k, e->x->vtemp + k + 1);
}

static void sreg(const struct em *e, int k, int hi, char *buf, size_t len)
{
    fmt_snprintf(buf, len, "s%d", e->x->stemp + 2 * k + hi);
}

/* ---- truth-table synthesis (LOP3, ULOP3, PLOP3) -------------------------- */

/* The three inputs as truth tables over (a,b,c) = bit (a<<2|b<<1|c) of the
 * LUT: the same encoding SASS uses, so the LUT immediate is the table. */
#define TT_A 0xf0
#define TT_B 0xcc
#define TT_C 0xaa

enum lop { L_LEAF, L_AND, L_OR, L_XOR, L_XNOR, L_NOT, L_BFI, L_ANDOR, L_OR3, L_XOR3,
           L_NAND, L_NOR, L_ANDN, L_ORN };

struct lopinfo { uint8_t op, arity; const char *valu, *salu; };

/* Bitwise operations available: VALU (gfx11 has no v_bitop3) and SALU. */
static const struct lopinfo valu_ops[] = {
    { L_AND, 2, "v_and_b32", NULL }, { L_OR, 2, "v_or_b32", NULL },
    { L_XOR, 2, "v_xor_b32", NULL }, { L_XNOR, 2, "v_xnor_b32", NULL },
    { L_NOT, 1, "v_not_b32", NULL }, { L_BFI, 3, "v_bfi_b32", NULL },
    { L_ANDOR, 3, "v_and_or_b32", NULL }, { L_OR3, 3, "v_or3_b32", NULL },
    { L_XOR3, 3, "v_xor3_b32", NULL },
};
static const struct lopinfo salu_ops[] = {
    { L_AND, 2, NULL, "s_and_b" }, { L_OR, 2, NULL, "s_or_b" },
    { L_XOR, 2, NULL, "s_xor_b" }, { L_XNOR, 2, NULL, "s_xnor_b" },
    { L_NAND, 2, NULL, "s_nand_b" }, { L_NOR, 2, NULL, "s_nor_b" },
    { L_ANDN, 2, NULL, "s_and_not1_b" }, { L_ORN, 2, NULL, "s_or_not1_b" },
    { L_NOT, 1, NULL, "s_not_b" },
};

static uint8_t lop_eval(int op, uint8_t x, uint8_t y, uint8_t z)
{
    switch (op) {
    case L_AND: return x & y;
    case L_OR: return x | y;
    case L_XOR: return x ^ y;
    case L_XNOR: return (uint8_t)~(x ^ y);
    case L_NOT: return (uint8_t)~x;
    case L_BFI: return (uint8_t)((x & y) | (~x & z));
    case L_ANDOR: return (uint8_t)((x & y) | z);
    case L_OR3: return x | y | z;
    case L_XOR3: return x ^ y ^ z;
    case L_NAND: return (uint8_t)~(x & y);
    case L_NOR: return (uint8_t)~(x | y);
    case L_ANDN: return (uint8_t)(x & ~y);
    case L_ORN: return (uint8_t)(x | ~y);
    }
    return 0;
}

struct recipe { uint8_t cost, op, arg[3]; };
struct synth { struct recipe r[256]; };

#define SYNTH_MAX_COST 7

/* Cheapest tree of operations for every table, by cost (number of
 * instructions, shared subtrees counted twice): cost k combines tables
 * whose costs sum to k-1.  Runs once per op set; a few million table
 * evaluations at most. */
static void synth_build(struct synth *s, const struct lopinfo *ops, size_t nops)
{
    uint8_t list[SYNTH_MAX_COST + 1][256];
    int nlist[SYNTH_MAX_COST + 1] = { 0 };
    int found = 0;
    for (int i = 0; i < 256; i++)
        s->r[i].cost = 0xff;
    static const uint8_t leaves[] = { TT_A, TT_B, TT_C, 0x00, 0xff };
    for (size_t i = 0; i < sizeof leaves; i++) {
        s->r[leaves[i]] = (struct recipe){ 0, L_LEAF, { 0, 0, 0 } };
        list[0][nlist[0]++] = leaves[i];
        found++;
    }
    for (int k = 1; k <= SYNTH_MAX_COST && found < 256; k++) {
        int t = k - 1;
        for (size_t o = 0; o < nops; o++) {
            int ar = ops[o].arity;
            for (int c1 = 0; c1 <= t; c1++)
                for (int c2 = 0; c2 <= (ar > 1 ? t - c1 : 0); c2++) {
                    int c3 = ar == 3 ? t - c1 - c2 : 0;
                    if ((ar == 1 && c1 != t) || (ar == 2 && c1 + c2 != t))
                        continue;
                    int n1 = nlist[c1], n2 = ar > 1 ? nlist[c2] : 1, n3 = ar > 2 ? nlist[c3] : 1;
                    for (int i1 = 0; i1 < n1; i1++)
                        for (int i2 = 0; i2 < n2; i2++)
                            for (int i3 = 0; i3 < n3; i3++) {
                                uint8_t x = list[c1][i1], y = ar > 1 ? list[c2][i2] : 0,
                                        z = ar > 2 ? list[c3][i3] : 0;
                                uint8_t v = lop_eval(ops[o].op, x, y, z);
                                if (s->r[v].cost != 0xff)
                                    continue;
                                s->r[v] = (struct recipe){ (uint8_t)k, ops[o].op, { x, y, z } };
                                list[k][nlist[k]++] = v;
                                if (++found == 256)
                                    return;     /* every table has its recipe */
                            }
                }
        }
    }
}

static struct synth synth_v, synth_s;
static pthread_once_t synth_v_once = PTHREAD_ONCE_INIT, synth_s_once = PTHREAD_ONCE_INIT;

static void synth_build_v(void) { synth_build(&synth_v, valu_ops, sizeof valu_ops / sizeof valu_ops[0]); }
static void synth_build_s(void) { synth_build(&synth_s, salu_ops, sizeof salu_ops / sizeof salu_ops[0]); }

/* The recipes of one instruction set, built once on first use. */
static const struct synth *synth_get(int salu)
{
    pthread_once(salu ? &synth_s_once : &synth_v_once, salu ? synth_build_s : synth_build_v);
    return salu ? &synth_s : &synth_v;
}

/* Restrict a table to input `var` (TT_A/B/C) held at constant v. */
static uint8_t tt_fix(uint8_t tt, int var, int v)
{
    int bit = var == TT_A ? 4 : var == TT_B ? 2 : 1;
    uint8_t r = 0;
    for (int i = 0; i < 8; i++) {
        int j = v ? (i | bit) : (i & ~bit);
        if ((tt >> j) & 1)
            r |= (uint8_t)(1 << i);
    }
    return r;
}

/* The table with input `var` inverted. */
static uint8_t tt_inv(uint8_t tt, int var)
{
    int bit = var == TT_A ? 4 : var == TT_B ? 2 : 1;
    uint8_t r = 0;
    for (int i = 0; i < 8; i++)
        if ((tt >> (i ^ bit)) & 1)
            r |= (uint8_t)(1 << i);
    return r;
}

struct lutctx {
    struct em *e;
    const struct synth *s;
    int salu;               /* SALU ops, width w */
    const char *w;          /* "32" or "64" for SALU */
    struct src leaf[3];     /* a, b, c */
    char names[256][24];    /* tables already computed: where */
    int next;               /* next scratch register */
    int tempbase;           /* SALU: first $T index for temps */
};

static struct src lut_val(struct lutctx *l, uint8_t tt, const char *dst);

static struct src lut_leaf(struct lutctx *l, uint8_t tt)
{
    if (tt == TT_A) return l->leaf[0];
    if (tt == TT_B) return l->leaf[1];
    if (tt == TT_C) return l->leaf[2];
    return SI(tt ? "-1" : "0");
}

/* Emit the recipe for tt (into dst when given, else a scratch register). */
static struct src lut_val(struct lutctx *l, uint8_t tt, const char *dst)
{
    const struct recipe *r = &l->s->r[tt];
    if (r->op == L_LEAF && !dst)
        return lut_leaf(l, tt);
    if (!dst && l->names[tt][0])
        return l->salu ? SS(l->names[tt]) : SV(l->names[tt]);
    const struct lopinfo *oi = NULL;
    const struct lopinfo *tab = l->salu ? salu_ops : valu_ops;
    size_t nt = l->salu ? sizeof salu_ops / sizeof *salu_ops : sizeof valu_ops / sizeof *valu_ops;
    struct src a[3];
    if (r->op != L_LEAF) {
        for (size_t i = 0; i < nt; i++)
            if (tab[i].op == r->op)
                oi = &tab[i];
        for (int i = 0; i < oi->arity; i++)
            a[i] = lut_val(l, r->arg[i], NULL);
    }
    char d[24];
    if (dst)
        fmt_snprintf(d, sizeof d, "%s", dst);
    else if (l->salu)
        fmt_snprintf(d, sizeof d, "$T%d:w", l->tempbase + l->next++);
    else
        fmt_snprintf(d, sizeof d, "$t%d", l->next++);
    if (r->op == L_LEAF) {
        struct src v = lut_leaf(l, tt);
        if (l->salu) {
            char t[48];
            if (v.op >= 0) fmt_snprintf(t, sizeof t, "$%d", v.op); else fmt_snprintf(t, sizeof t, "%s", v.txt);
            EMIT(l->e, "s_mov_b%s %s, %s\n", l->w, d, t);
        } else
            vop1(l->e, "v_mov_b32", d, v);
    } else if (l->salu) {
        EMIT(l->e, "%s%s %s", oi->salu, l->w, d);
        for (int i = 0; i < oi->arity; i++) {
            if (a[i].op >= 0) EMIT(l->e, ", $%d", a[i].op);
            else EMIT(l->e, ", %s", a[i].txt);
        }
        EMIT(l->e, "\n");
    } else {
        vop(l->e, oi->valu, d, oi->arity, a);
    }
    if (!dst)
        fmt_snprintf(l->names[tt], sizeof l->names[tt], "%s", d);
    return l->salu ? SS(l->names[tt]) : SV(l->names[tt]);
}

/* Reduce a LUT over operands ia, ib, ic: constant inputs (RZ, -1, PT, !PT)
 * are folded in, negated predicates invert their input. */
static uint8_t lut_reduce(const struct sass_insn *in, uint8_t tt, const int idx[3])
{
    static const int vars[3] = { TT_A, TT_B, TT_C };
    for (int i = 0; i < 3; i++) {
        const struct sass_operand *o = &in->ops[idx[i]];
        if (o->kind == SOP_PRED || o->kind == SOP_UPRED) {
            int pc = xm_pconst(o);
            if (pc >= 0)
                tt = tt_fix(tt, vars[i], pc);
            else if (o->flags & SOF_NOT)
                tt = tt_inv(tt, vars[i]);
        } else if (xm_is_zero(o)) {
            tt = tt_fix(tt, vars[i], 0);
        } else if (o->kind == SOP_IMM && (uint32_t)o->u.imm == 0xffffffffu) {
            tt = tt_fix(tt, vars[i], 1);
        }
    }
    return tt;
}

/* ---- integer add family ---------------------------------------------------- */

/* d = sum of terms (operand indices, SOF_NEG in the original marks a
 * subtraction); RZ terms drop out.  VALU. */
static void vsum(struct em *e, const char *dst, const int *terms, int n)
{
    int pos[4], neg[4], np = 0, nn = 0;
    for (int i = 0; i < n; i++) {
        if (xm_is_zero(&e->c.ops[terms[i]]))
            continue;
        if (e->orig->ops[terms[i]].flags & SOF_NEG) neg[nn++] = terms[i];
        else pos[np++] = terms[i];
    }
    if (!nn) {
        if (np == 0) vop1(e, "v_mov_b32", dst, SI("0"));
        else if (np == 1) vop1(e, "v_mov_b32", dst, SO(pos[0]));
        else if (np == 2) vop2(e, "v_add_nc_u32", dst, SO(pos[0]), SO(pos[1]));
        else vop3(e, "v_add3_u32", dst, SO(pos[0]), SO(pos[1]), SO(pos[2]));
        return;
    }
    struct src p = SI("0"), q;
    if (np == 1) p = SO(pos[0]);
    else if (np == 2) { vop2(e, "v_add_nc_u32", "$t0", SO(pos[0]), SO(pos[1])); p = SV("$t0"); }
    if (nn == 1) q = SO(neg[0]);
    else if (nn == 2) { vop2(e, "v_add_nc_u32", "$t1", SO(neg[0]), SO(neg[1])); q = SV("$t1"); }
    else { vop3(e, "v_add3_u32", "$t1", SO(neg[0]), SO(neg[1]), SO(neg[2])); q = SV("$t1"); }
    vop2(e, "v_sub_nc_u32", dst, p, q);
}

enum xres xe_iadd3(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    int np = xm_npdst(in), base = 1 + np;
    int terms[3] = { base, base + 1, base + 2 };
    int nz[3], n = 0, negi = -1;
    for (int i = 0; i < 3; i++)
        if (!xm_is_zero(&in->ops[terms[i]])) {
            if (in->ops[terms[i]].flags & SOF_NEG) negi = terms[i];
            else nz[n++] = terms[i];
        }
    char m[40];
    if (sass_has_mod(in, "X")) {
        /* d = a + b + c + Pi0 + Pi1 */
        const char *ci = pmask(&e, base + 3, 0, m, sizeof m);
        char m2[40];
        int second = xm_pconst(&in->ops[base + 4]) != 0;
        char ciw[40];
        fmt_snprintf(ciw, sizeof ciw, "%s", ci);
        if (!strcmp(ci, "-1") || !strcmp(ci, "0")) {    /* a constant carry: materialise it */
            EMIT(&e, "s_mov_b%s $T1:w, %s\n", mw(&e), ci);
            fmt_snprintf(ciw, sizeof ciw, "$T1:w");
        }
        struct src s[3];
        for (int i = 0; i < n; i++) {   /* ~a: complemented into $t2, $t3, $t4 */
            s[i] = SO(nz[i]);
            if (in->ops[nz[i]].flags & SOF_INV) {
                char t[8];
                fmt_snprintf(t, sizeof t, "$t%d", 2 + i);
                vop1(&e, "v_not_b32", t, s[i]);
                s[i] = SV(i == 0 ? "$t2" : i == 1 ? "$t3" : "$t4");
            }
        }
        struct src a = n > 0 ? s[0] : SI("0"), b = n > 1 ? s[1] : SI("0");
        if (n == 3) {
            vop2(&e, "v_add_nc_u32", "$t0", s[0], s[1]);
            a = SV("$t0");
            b = s[2];
        }
        const char *cout = np ? "$1" : "null";
        char d[16];
        fmt_snprintf(d, sizeof d, "%s", second ? "$t1" : "$0");
        struct src s3[3] = { a, b, SS(ciw) };
        char opc[64];
        fmt_snprintf(opc, sizeof opc, "v_add_co_ci_u32_e64");
        char dd[32];
        fmt_snprintf(dd, sizeof dd, "%s, %s", d, second ? "null" : cout);
        vop(&e, opc, dd, 3, s3);
        if (second) {
            const char *c2 = pmask(&e, base + 4, 2, m2, sizeof m2);
            char c2w[40];
            fmt_snprintf(c2w, sizeof c2w, "%s", c2);
            if (!strcmp(c2, "-1")) {
                EMIT(&e, "s_mov_b%s $T3:w, -1\n", mw(&e));
                fmt_snprintf(c2w, sizeof c2w, "$T3:w");
            }
            struct src t3[3] = { SV("$t1"), SI("0"), SS(c2w) };
            vop(&e, "v_add_co_ci_u32_e64", "$0, null", 3, t3);
        }
        return em_done(&e);
    }
    if (np == 0) {
        vsum(&e, "$0", terms, 3);
        return em_done(&e);
    }
    if (np == 1) {
        struct src a = n > 0 ? SO(nz[0]) : SI("0"), b = n > 1 ? SO(nz[1]) : SI("0");
        if (negi >= 0) {
            /* a + ~b + 1 carries exactly when a >= b: the inverse of the borrow */
            vop2(&e, "v_sub_co_u32", "$0, $1", a, SO(negi));
            EMIT(&e, "s_not_b%s $1, $1\n", mw(&e));
        } else {
            vop2(&e, "v_add_co_u32", "$0, $1", a, b);
        }
        return em_done(&e);
    }
    /* two carry-outs: the carry of a+b and of (a+b)+c; their sum is the
     * carry of the three-input add, which is what IADD3.X consumes.  A
     * negated term -c is ~c + 1: complemented, and the 1 comes in as the
     * carry-in of its add (a mask of all lanes), so that the two carries
     * still count the 34-bit sum a + b + ~c + 1 (IADD3 R, P0, P1, a, b, -c) */
    int ord[3], k = 0;
    for (int i = 0; i < 3; i++)
        if (!(in->ops[terms[i]].flags & SOF_NEG)) ord[k++] = terms[i];
    for (int i = 0; i < 3; i++)
        if (in->ops[terms[i]].flags & SOF_NEG) ord[k++] = terms[i];
    if (!(in->ops[ord[1]].flags & SOF_NEG) && !(in->ops[ord[2]].flags & SOF_NEG)) {
        vop2(&e, "v_add_co_u32", "$t0, $1", SO(ord[0]), SO(ord[1]));
        vop2(&e, "v_add_co_u32", "$0, $2", SV("$t0"), SO(ord[2]));
        return em_done(&e);
    }
    EMIT(&e, "s_mov_b%s $T1:w, -1\n", mw(&e));
    struct src t[3] = { SO(ord[0]), SO(ord[1]), SO(ord[2]) };
    for (int i = 1; i < 3; i++)
        if (in->ops[ord[i]].flags & SOF_NEG) {
            vop1(&e, "v_not_b32", i == 1 ? "$t1" : "$t2", SO(ord[i]));
            t[i] = SV(i == 1 ? "$t1" : "$t2");
        }
    if (in->ops[ord[1]].flags & SOF_NEG) {
        struct src a3[3] = { t[0], t[1], SS("$T1:w") };
        vop(&e, "v_add_co_ci_u32_e64", "$t0, $1", 3, a3);
    } else {
        vop2(&e, "v_add_co_u32", "$t0, $1", t[0], t[1]);
    }
    struct src b3[3] = { SV("$t0"), t[2], SS("$T1:w") };
    vop(&e, "v_add_co_ci_u32_e64", "$0, $2", 3, b3);
    return em_done(&e);
}

enum xres xe_lea_neg(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    vop2(&e, "v_lshlrev_b32", "$t0", SO(3), SO(1));
    vop2(&e, "v_sub_nc_u32", "$0", SV("$t0"), SO(2));
    return em_done(&e);
}

enum xres xe_viadd_neg(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    int t[2] = { 1, 2 };
    vsum(&e, "$0", t, 2);
    return em_done(&e);
}

enum xres xe_imad_neg(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    int nprod = (in->ops[1].flags & SOF_NEG) != 0 ? 1 : 0;
    nprod ^= (in->ops[2].flags & SOF_NEG) != 0;
    int negc = (in->ops[3].flags & SOF_NEG) != 0;
    struct src p;
    if (xm_is_zero(&in->ops[1]) || xm_is_zero(&in->ops[2]))
        p = SI("0");
    else if (in->ops[2].kind == SOP_IMM && in->ops[2].u.imm == 1)
        p = SO(1);
    else if (in->ops[1].kind == SOP_IMM && in->ops[1].u.imm == 1)
        p = SO(2);
    else {
        vop2(&e, "v_mul_lo_u32", "$t0", SO(1), SO(2));
        p = SV("$t0");
    }
    struct src c = SO(3);
    if (!nprod && negc) vop2(&e, "v_sub_nc_u32", "$0", p, c);
    else if (nprod && !negc) vop2(&e, "v_sub_nc_u32", "$0", c, p);
    else if (nprod && negc) {
        vop2(&e, "v_add_nc_u32", "$t1", p, c);
        vop2(&e, "v_sub_nc_u32", "$0", SI("0"), SV("$t1"));
    } else
        vop2(&e, "v_add_nc_u32", "$0", p, c);
    return em_done(&e);
}

enum xres xe_imad_x(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    char m[40];
    const char *ci = pmask(&e, 4, 0, m, sizeof m);
    char ciw[40];
    fmt_snprintf(ciw, sizeof ciw, "%s", ci);
    if (!strcmp(ci, "-1") || !strcmp(ci, "0")) {
        EMIT(&e, "s_mov_b%s $T1:w, %s\n", mw(&e), ci);
        fmt_snprintf(ciw, sizeof ciw, "$T1:w");
    }
    /* ~a, ~b, ~c (the high word of a 64-bit subtraction): inverted into
     * scratch VGPRs 1..3 first */
    struct src o[4] = { SO(0), SO(1), SO(2), SO(3) };
    static const char *const inv[4] = { "", "$t1", "$t2", "$t3" };
    for (int k = 1; k <= 3; k++)
        if (in->ops[k].flags & SOF_INV) {
            e.ops[k].flags &= (uint8_t)~SOF_INV;
            if (xm_is_zero(&in->ops[k]))
                o[k] = SI("-1");
            else {
                vop1(&e, "v_not_b32", inv[k], SO(k));
                o[k] = SV(inv[k]);
            }
        }
    struct src p;
    int zero1 = xm_is_zero(&in->ops[1]) && !(in->ops[1].flags & SOF_INV);
    int zero2 = xm_is_zero(&in->ops[2]) && !(in->ops[2].flags & SOF_INV);
    if (zero1 || zero2)
        p = SI("0");
    else if (in->ops[2].kind == SOP_IMM && in->ops[2].u.imm == 1 && !(in->ops[2].flags & SOF_INV))
        p = o[1];
    else {
        vop2(&e, "v_mul_lo_u32", "$t0", o[1], o[2]);
        p = SV("$t0");
    }
    struct src s[3] = { p, o[3], SS(ciw) };
    vop(&e, "v_add_co_ci_u32_e64", "$0, null", 3, s);
    return em_done(&e);
}

/* IMAD.HI[.U32] Rd, a, b, c: the high word of the 64-bit a*b + c:c+1.  The
 * addend is the register pair starting at c, not c alone: nvcc's unsigned
 * division sequence zeroes c (HFMA2.MMA c, -RZ, RZ, 0, 0) and keeps the
 * reciprocal estimate in c+1, so the Newton step is hi(e*m) + e.  High word
 * = hi(a*b) + c+1 + carry(lo(a*b) + c), signed or unsigned alike. */
enum xres xe_imad_hi(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    const char *op = sass_has_mod(in, "U32") ? "v_mul_hi_u32" : "v_mul_hi_i32";
    if (xm_is_zero(&in->ops[3])) {
        vop2(&e, op, "$0", SO(1), SO(2));
    } else {
        vop2(&e, "v_mul_lo_u32", "$t0", SO(1), SO(2));
        vop2(&e, op, "$t1", SO(1), SO(2));
        vop2(&e, "v_add_co_u32", "$t0, $T0:w", SV("$t0"), ((struct src){ 3, ".lo", 0 }));
        struct src s[3] = { SV("$t1"), { 3, ".hi", 0 }, SS("$T0:w") };
        vop(&e, "v_add_co_ci_u32_e64", "$0, null", 3, s);
    }
    return em_done(&e);
}

/* IMAD.WIDE.U32 Rd, P, a, b, c: {Rd+1:Rd} = a*b + {c+1:c}, P the carry out
 * of bit 64; .X adds a carry-in predicate too (IMAD.WIDE.U32.X Rd, a, b, c,
 * Pi: __umul64hi's last step, umul64hi).  v_mad_u64_u32 gives the 64-bit
 * sum and its carry as a lane mask; the carry in is added after it with
 * v_add_co_ci_u32, whose carry out joins the multiply's (only one of them
 * can be set: a*b + c + 1 < 2^65). */
enum xres xe_imad_wide_cc(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    int xx = sass_has_mod(in, "X");
    int po = in->ops[1].kind == SOP_PRED ? 1 : 0;
    int a = 1 + po, pin = a + 3;
    int pout = po && !xm_is_pt(&in->ops[1]);
    char pc[16], tp[24];
    fmt_snprintf(pc, sizeof pc, "%s", !pout ? "null" : (xx || needs_merge(&e)) ? "$T0:w" : "$1");
    if (!xx) {
        char d[48];
        fmt_snprintf(d, sizeof d, "$0:64, %s", pc);
        struct src s[3] = { SO(a), SO(a + 1), { a + 2, ":64", 0 } };
        vop(&e, "v_mad_u64_u32", d, 3, s);
        if (pout && strcmp(pc, "$1"))
            pwrite(&e, 1, "$T0:w");
        return em_done(&e);
    }
    char m[40], ci[40], d[48];
    fmt_snprintf(ci, sizeof ci, "%s", pmask(&e, pin, 1, m, sizeof m));
    if (!strcmp(ci, "-1") || !strcmp(ci, "0")) {
        EMIT(&e, "s_mov_b%s $T1:w, %s\n", mw(&e), ci);
        fmt_snprintf(ci, sizeof ci, "$T1:w");
    }
    vpair(&e, 0, tp, sizeof tp);
    fmt_snprintf(d, sizeof d, "%s, %s", tp, pc);
    struct src s[3] = { SO(a), SO(a + 1), { a + 2, ":64", 0 } };
    vop(&e, "v_mad_u64_u32", d, 3, s);
    EMIT(&e, "v_add_co_ci_u32_e64 $0.lo, $T2:w, $t0, 0, %s\n", ci);
    EMIT(&e, "v_add_co_ci_u32_e64 $0.hi, %s, $t1, 0, $T2:w\n", pout ? "$T3:w" : "null");
    if (pout) {
        EMIT(&e, "s_or_b%s $T0:w, $T0:w, $T3:w\n", mw(&e));
        pwrite(&e, 1, "$T0:w");
    }
    return em_done(&e);
}

/* IDP.4A.{S8,U8}.{S8,U8} Rd, a, b, c: c + the four byte products of a and b;
 * IDP.2A.{LO,HI}.{S16,U16}.{S8,U8}: c + the two 16-bit halves of a times
 * bytes 0,1 (LO) or 2,3 (HI) of b (measured: dp4a, dp4a_u, dp4a_us, dp2a).
 * The first type is a's, the second b's.  Each product is one
 * v_mad_i32_i24 of the extracted fields (8 and 16-bit values, signed or
 * not, fit its signed 24-bit inputs; the sum wraps at 32 bits as IDP's). */
enum xres xe_idp(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    int two = sass_has_mod(in, "2A"), hi = sass_has_mod(in, "HI");
    char sg[2] = { 'S', 'S' };
    int n = 0;
    for (unsigned i = 0; i < in->nmods && n < 2; i++)
        if ((in->mods[i][0] == 'S' || in->mods[i][0] == 'U') && isdigit((unsigned char)in->mods[i][1]))
            sg[n++] = in->mods[i][0];
    int terms = two ? 2 : 4, aw = two ? 16 : 8;
    struct src acc = SO(3);
    char off[8], w[8];
    for (int k = 0; k < terms; k++) {
        fmt_snprintf(w, sizeof w, "%d", aw);
        fmt_snprintf(off, sizeof off, "%d", k * aw);
        vop3(&e, sg[0] == 'S' ? "v_bfe_i32" : "v_bfe_u32", "$t0", SO(1), SI(off), SI(w));
        fmt_snprintf(off, sizeof off, "%d", ((two && hi) ? 2 + k : k) * 8);
        vop3(&e, sg[1] == 'S' ? "v_bfe_i32" : "v_bfe_u32", "$t1", SO(2), SI(off), SI("8"));
        vop3(&e, "v_mad_i32_i24", k == terms - 1 ? "$0" : "$t2", SV("$t0"), SV("$t1"), acc);
        acc = SV("$t2");
    }
    return em_done(&e);
}

/* ---- LEA ------------------------------------------------------------------- */

enum xres xe_lea_carry(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    vop2(&e, "v_lshlrev_b32", "$t0", SO(4), SO(2));
    vop2(&e, "v_add_co_u32", "$0, $1", SV("$t0"), SO(3));
    return em_done(&e);
}

enum xres xe_lea_hi(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    /* co: LEA.HI Rd, Pc, a, b, ... writes the add's carry-out to Pc */
    int co = in->ops[1].kind == SOP_PRED;
    int sx = sass_has_mod(in, "SX32"), xx = sass_has_mod(in, "X");
    int ki = (sx ? 3 : 4) + co;
    int k = (int)xm_imm_of(in, ki);
    char sh[16];
    fmt_snprintf(sh, sizeof sh, "%d", 32 - k);
    struct src hi;
    if (sx) {
        vop2(&e, "v_ashrrev_i32", "$t0", SI(k ? sh : "31"), SO(1 + co));
        hi = SV("$t0");
    } else if (k == 0) {
        hi = SO(3 + co);
    } else if (xm_is_zero(&in->ops[3 + co])) {
        vop2(&e, "v_lshrrev_b32", "$t0", SI(sh), SO(1 + co));
        hi = SV("$t0");
    } else {
        vop3(&e, "v_alignbit_b32", "$t0", SO(3 + co), SO(1 + co), SI(sh));
        hi = SV("$t0");
    }
    if (co && !xx) {
        vop2(&e, "v_add_co_u32", "$0, $1", hi, SO(3));
    } else if (!xx) {
        vop2(&e, "v_add_nc_u32", "$0", hi, SO(2));
    } else if (co) {
        char m[40], ciw[40];
        const char *ci = pmask(&e, in->nops - 1, 0, m, sizeof m);
        fmt_snprintf(ciw, sizeof ciw, "%s", ci);
        if (!strcmp(ci, "-1") || !strcmp(ci, "0")) {
            EMIT(&e, "s_mov_b%s $T1:w, %s\n", mw(&e), ci);
            fmt_snprintf(ciw, sizeof ciw, "$T1:w");
        }
        struct src s[3] = { hi, SO(3), SS(ciw) };
        vop(&e, "v_add_co_ci_u32_e64", "$0, $1", 3, s);
    } else {
        char m[40], ciw[40];
        const char *ci = pmask(&e, in->nops - 1, 0, m, sizeof m);
        fmt_snprintf(ciw, sizeof ciw, "%s", ci);
        if (!strcmp(ci, "-1") || !strcmp(ci, "0")) {
            EMIT(&e, "s_mov_b%s $T1:w, %s\n", mw(&e), ci);
            fmt_snprintf(ciw, sizeof ciw, "$T1:w");
        }
        struct src s[3] = { hi, SO(2), SS(ciw) };
        vop(&e, "v_add_co_ci_u32_e64", "$0, null", 3, s);
    }
    return em_done(&e);
}

/* LEA.HI Rd, a, -b, c, k: ({c:a} << k).hi - b; .SX32 (no c): c is a's
 * sign, so the high bits are a >> (32-k) arithmetic */
enum xres xe_lea_hi_neg(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    int sx = sass_has_mod(in, "SX32");
    int k = (int)xm_imm_of(in, sx ? 3 : 4);
    char sh[16];
    fmt_snprintf(sh, sizeof sh, "%d", k ? 32 - k : 31);
    struct src hi;
    if (sx) {
        vop2(&e, "v_ashrrev_i32", "$t0", SI(sh), SO(1));
        hi = SV("$t0");
    } else if (!k) {
        hi = SO(3);
    } else if (xm_is_zero(&in->ops[3])) {
        vop2(&e, "v_lshrrev_b32", "$t0", SI(sh), SO(1));
        hi = SV("$t0");
    } else {
        vop3(&e, "v_alignbit_b32", "$t0", SO(3), SO(1), SI(sh));
        hi = SV("$t0");
    }
    vop2(&e, "v_sub_nc_u32", "$0", hi, SO(2));
    return em_done(&e);
}

/* ---- funnel shifts ----------------------------------------------------------- */

struct shf { int left, hi, sgn, w64, wrap; };

static struct shf shf_of(const struct sass_insn *in)
{
    struct shf s;
    s.left = sass_has_mod(in, "L");
    s.hi = sass_has_mod(in, "HI");
    s.sgn = sass_has_mod(in, "S32") || sass_has_mod(in, "S64");
    s.w64 = sass_has_mod(in, "U64") || sass_has_mod(in, "S64");
    s.wrap = sass_has_mod(in, "W");
    return s;
}

/* SHF Rd, lo, n, hi: take the 64-bit {hi:lo}, shift it (n clamped to the
 * type width, or wrapped with .W), keep the low or (.HI) the high word. */
enum xres xe_shf(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    struct shf s = shf_of(in);
    int width = s.w64 ? 64 : 32;
    const char *ar = s.sgn ? "v_ashrrev_i32" : "v_lshrrev_b32";
    if (in->ops[2].kind == SOP_IMM) {
        uint64_t n = (uint64_t)in->ops[2].u.imm & 0xffffffffu;
        n = s.wrap ? n & (uint64_t)(width - 1) : (n > (uint64_t)width ? (uint64_t)width : n);
        char a[16], b[16];
        fmt_snprintf(a, sizeof a, "%d", (int)n);
        fmt_snprintf(b, sizeof b, "%d", (int)(n >= 32 ? n - 32 : 32 - n));
        if (n == 0)
            vop1(&e, "v_mov_b32", "$0", SO(s.hi ? 3 : 1));
        else if (s.left && s.hi) {
            if (n >= 64) vop1(&e, "v_mov_b32", "$0", SI("0"));
            else if (n >= 32) vop2(&e, "v_lshlrev_b32", "$0", SI(b), SO(1));
            else if (xm_is_zero(&in->ops[1])) vop2(&e, "v_lshlrev_b32", "$0", SI(a), SO(3));
            else if (xm_is_zero(&in->ops[3])) vop2(&e, "v_lshrrev_b32", "$0", SI(b), SO(1));
            else vop3(&e, "v_alignbit_b32", "$0", SO(3), SO(1), SI(b));
        } else if (s.left) {
            if (n >= 32) vop1(&e, "v_mov_b32", "$0", SI("0"));
            else vop2(&e, "v_lshlrev_b32", "$0", SI(a), SO(1));
        } else if (s.hi) {
            if (n >= 32 && !s.sgn) vop1(&e, "v_mov_b32", "$0", SI("0"));
            else vop2(&e, ar, "$0", SI(n >= 32 ? "31" : a), SO(3));
        } else {
            if (n >= 64) {
                if (s.sgn) vop2(&e, ar, "$0", SI("31"), SO(3));
                else vop1(&e, "v_mov_b32", "$0", SI("0"));
            } else if (n >= 32) vop2(&e, ar, "$0", SI(b), SO(3));
            else if (xm_is_zero(&in->ops[3])) vop2(&e, "v_lshrrev_b32", "$0", SI(a), SO(1));
            else vop3(&e, "v_alignbit_b32", "$0", SO(3), SO(1), SI(a));
        }
        return em_done(&e);
    }
    /* per-lane shift amount: build the pair in $t0:$t1, shift it as 64 bits */
    char p[24], amt[8];
    vpair(&e, 0, p, sizeof p);
    if (s.wrap) {
        fmt_snprintf(amt, sizeof amt, "%d", width - 1);
        vop2(&e, "v_and_b32", "$t2", SI(amt), SO(2));
    } else {
        fmt_snprintf(amt, sizeof amt, "%d", width);
        vop2(&e, "v_min_u32", "$t2", SO(2), SI(amt));
    }
    vop1(&e, "v_mov_b32", "$t0", SO(1));
    vop1(&e, "v_mov_b32", "$t1", SO(3));
    const char *op = s.left ? "v_lshlrev_b64" : s.sgn ? "v_ashrrev_i64" : "v_lshrrev_b64";
    if (s.w64 && !s.wrap) {
        /* 64 does not fit the 6-bit amount: shift by n/2, then the rest */
        vop2(&e, "v_lshrrev_b32", "$t3", SI("1"), SV("$t2"));
        vop2(&e, "v_sub_nc_u32", "$t2", SV("$t2"), SV("$t3"));
        vop2(&e, op, p, SV("$t3"), SV(p));
    }
    vop2(&e, op, p, SV("$t2"), SV(p));
    vop1(&e, "v_mov_b32", "$0", SV(s.hi ? "$t1" : "$t0"));
    return em_done(&e);
}

/* USHF: the same on SGPRs. */
enum xres xe_ushf(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    struct shf s = shf_of(in);
    int width = s.w64 ? 64 : 32;
    char lo[16], hi[16], pr[24];
    sreg(&e, 0, 0, lo, sizeof lo);
    sreg(&e, 0, 1, hi, sizeof hi);
    fmt_snprintf(pr, sizeof pr, "$T0:64");
    const char *op64 = s.left ? "s_lshl_b64" : s.sgn ? "s_ashr_i64" : "s_lshr_b64";
    if (in->ops[2].kind == SOP_IMM) {
        uint64_t n = (uint64_t)in->ops[2].u.imm & 0xffffffffu;
        n = s.wrap ? n & (uint64_t)(width - 1) : (n > (uint64_t)width ? (uint64_t)width : n);
        if (n == 0) {
            EMIT(&e, "s_mov_b32 $0, $%d\n", s.hi ? 3 : 1);
        } else if (!s.left && s.hi && n < 32) {
            EMIT(&e, "%s $0, $3, %d\n", s.sgn ? "s_ashr_i32" : "s_lshr_b32", (int)n);
        } else if (s.left && !s.hi && n < 32) {
            EMIT(&e, "s_lshl_b32 $0, $1, %d\n", (int)n);
        } else {
            EMIT(&e, "s_mov_b32 %s, $1\ns_mov_b32 %s, $3\n", lo, hi);
            if (n >= 64) {
                EMIT(&e, "%s %s, %s, 32\n%s %s, %s, 32\n", op64, pr, pr, op64, pr, pr);
            } else {
                EMIT(&e, "%s %s, %s, %d\n", op64, pr, pr, (int)n);
            }
            EMIT(&e, "s_mov_b32 $0, %s\n", s.hi ? hi : lo);
        }
        return em_done(&e);
    }
    if (s.wrap)
        EMIT(&e, "s_and_b32 $T1, $2, %d\n", width - 1);
    else
        EMIT(&e, "s_min_u32 $T1, $2, %d\n", width);
    EMIT(&e, "s_mov_b32 %s, $1\ns_mov_b32 %s, $3\n", lo, hi);
    if (s.w64 && !s.wrap) {
        EMIT(&e, "s_lshr_b32 $T2, $T1, 1\ns_sub_u32 $T1, $T1, $T2\n");
        EMIT(&e, "%s %s, %s, $T2\n", op64, pr, pr);
    }
    EMIT(&e, "%s %s, %s, $T1\n", op64, pr, pr);
    EMIT(&e, "s_mov_b32 $0, %s\n", s.hi ? hi : lo);
    return em_done(&e);
}

/* ---- bit counting, min/max, select ----------------------------------------- */

/* FLO: bit position of the leading one (31 - clz), 0xffffffff for 0; .SH
 * gives the count of leading zeros itself.  .S32 looks for the leading bit
 * that differs from the sign. */
enum xres xe_flo(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    const char *op = sass_has_mod(in, "U32") ? "v_clz_i32_u32" : "v_cls_i32";
    if (sass_has_mod(in, "SH")) {
        vop1(&e, op, "$0", SO(1));
    } else {
        vop1(&e, op, "$t0", SO(1));
        vop2(&e, "v_sub_nc_u32", "$t0", SI("31"), SV("$t0"));   /* 32 when none */
        vop3(&e, "v_bfe_i32", "$t1", SV("$t0"), SI("5"), SI("1"));
        vop2(&e, "v_or_b32", "$0", SV("$t0"), SV("$t1"));
    }
    return em_done(&e);
}

enum xres xe_uflo(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    const char *op = sass_has_mod(in, "U32") ? "s_flbit_i32_b32" : "s_flbit_i32";
    if (sass_has_mod(in, "SH")) {
        EMIT(&e, "%s $0, $1\n", op);
    } else {
        EMIT(&e, "%s $T0, $1\ns_sub_u32 $T0, 31, $T0\n", op);
        /* s_bfe_i32: offset in bits 4:0, width in 22:16 of the second source */
        EMIT(&e, "s_bfe_i32 $T1, $T0, 0x10005\ns_or_b32 $0, $T0, $T1\n");
    }
    return em_done(&e);
}

enum xres xe_mnmx(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    int u = sass_has_mod(in, "U32");
    const char *mn = u ? "v_min_u32" : "v_min_i32", *mx = u ? "v_max_u32" : "v_max_i32";
    int pc = xm_pconst(&in->ops[3]);
    if (pc == 1) vop2(&e, mn, "$0", SO(1), SO(2));
    else if (pc == 0) vop2(&e, mx, "$0", SO(1), SO(2));
    else {
        vop2(&e, mn, "$t0", SO(1), SO(2));
        vop2(&e, mx, "$t1", SO(1), SO(2));
        int neg = (in->ops[3].flags & SOF_NOT) != 0;
        struct src s[3] = { SV(neg ? "$t0" : "$t1"), SV(neg ? "$t1" : "$t0"), SO(3) };
        vop(&e, "v_cndmask_b32_e64", "$0", 3, s);
    }
    return em_done(&e);
}

/* The min (p constant true) or max (false) of two sources into $0, or both
 * and a per-lane choice by predicate operand pn (PT = min, as IMNMX). */
static void mnmx_by_pred(struct em *e, const struct sass_insn *in, struct src a, struct src b,
                         int pn)
{
    int u = sass_has_mod(in, "U32");
    const char *mn = u ? "v_min_u32" : "v_min_i32", *mx = u ? "v_max_u32" : "v_max_i32";
    int pc = xm_pconst(&in->ops[pn]);
    if (pc == 1) vop2(e, mn, "$0", a, b);
    else if (pc == 0) vop2(e, mx, "$0", a, b);
    else {
        vop2(e, mn, "$t0", a, b);
        vop2(e, mx, "$t1", a, b);
        int neg = (in->ops[pn].flags & SOF_NOT) != 0;
        struct src s[3] = { SV(neg ? "$t0" : "$t1"), SV(neg ? "$t1" : "$t0"), SO(pn) };
        vop(e, "v_cndmask_b32_e64", "$0", 3, s);
    }
}

/* VIADDMNMX[.U32] Rd, a, b, c, P: min (PT) or max (!PT) of the wrapping sum
 * a + b and c (PTX viaddmin/viaddmax). */
enum xres xe_viaddmnmx(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    int na = (in->ops[1].flags & SOF_NEG) != 0, nb = (in->ops[2].flags & SOF_NEG) != 0;
    if (na && nb) {         /* -a - b */
        vop2(&e, "v_add_nc_u32", "$t2", SO(1), SO(2));
        vop2(&e, "v_sub_nc_u32", "$t2", SI("0"), SV("$t2"));
    } else if (na || nb) {  /* b - a, a - b */
        vop2(&e, "v_sub_nc_u32", "$t2", SO(na ? 2 : 1), SO(na ? 1 : 2));
    } else {
        vop2(&e, "v_add_nc_u32", "$t2", SO(1), SO(2));
    }
    mnmx_by_pred(&e, in, SV("$t2"), SO(3), 4);
    return em_done(&e);
}

/* VIMNMX3[.U32] Rd, a, b, c, P: the min (PT) or max (!PT) of three values
 * (PTX vimin3/vimax3): v_min3/v_max3 when P is a constant. */
enum xres xe_vimnmx3(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    int u = sass_has_mod(in, "U32");
    int pc = xm_pconst(&in->ops[4]);
    struct src s3[3] = { SO(1), SO(2), SO(3) };
    if (pc >= 0) {
        vop(&e, pc ? (u ? "v_min3_u32" : "v_min3_i32") : (u ? "v_max3_u32" : "v_max3_i32"), "$0", 3, s3);
    } else {
        vop(&e, u ? "v_min3_u32" : "v_min3_i32", "$t0", 3, s3);
        vop(&e, u ? "v_max3_u32" : "v_max3_i32", "$t1", 3, s3);
        int neg = (in->ops[4].flags & SOF_NOT) != 0;
        struct src s[3] = { SV(neg ? "$t0" : "$t1"), SV(neg ? "$t1" : "$t0"), SO(4) };
        vop(&e, "v_cndmask_b32_e64", "$0", 3, s);
    }
    return em_done(&e);
}

/* LEA Rd, -a, b, k: b - (a << k). */
enum xres xe_lea_nega(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    vop2(&e, "v_lshlrev_b32", "$t0", SO(3), SO(1));
    vop2(&e, "v_sub_nc_u32", "$0", SO(2), SV("$t0"));
    return em_done(&e);
}

/* SEL Rd, a, b, P: P ? a : b.  v_cndmask_b32 picks src1 where the mask bit
 * is set, so a goes second. */
enum xres xe_sel(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    int pc = xm_pconst(&in->ops[3]);
    if (pc >= 0) {
        vop1(&e, "v_mov_b32", "$0", SO(pc ? 1 : 2));
    } else {
        int neg = (in->ops[3].flags & SOF_NOT) != 0;
        struct src s[3] = { SO(neg ? 1 : 2), SO(neg ? 2 : 1), SO(3) };
        vop(&e, "v_cndmask_b32_e64", "$0", 3, s);
    }
    return em_done(&e);
}

enum xres xe_usel(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    int pc = xm_pconst(&in->ops[3]);
    if (pc >= 0) {
        EMIT(&e, "s_mov_b32 $0, $%d\n", pc ? 1 : 2);
    } else {
        int neg = (in->ops[3].flags & SOF_NOT) != 0;
        EMIT(&e, "s_cmp_lg_u%s $3, 0\ns_cselect_b32 $0, $%d, $%d\n", mw(&e), neg ? 2 : 1, neg ? 1 : 2);
    }
    return em_done(&e);
}

enum xres xe_iabs(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    vop2(&e, "v_sub_nc_u32", "$t0", SI("0"), SO(1));
    vop2(&e, "v_max_i32", "$0", SO(1), SV("$t0"));
    return em_done(&e);
}

enum xres xe_sgxt(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    int64_t n = xm_imm_of(in, 2) & 0xffffffff;
    n = sass_has_mod(in, "W") ? n & 31 : (n > 32 ? 32 : n);
    char b[16];
    fmt_snprintf(b, sizeof b, "%d", (int)n);
    if (n == 0) vop1(&e, "v_mov_b32", "$0", SI("0"));
    else if (n == 32) vop1(&e, "v_mov_b32", "$0", SO(1));
    else vop3(&e, sass_has_mod(in, "U32") ? "v_bfe_u32" : "v_bfe_i32", "$0", SO(1), SI("0"), SI(b));
    return em_done(&e);
}

enum xres xe_bmsk(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    if (sass_has_mod(in, "W")) {
        vop2(&e, "v_bfm_b32", "$0", SO(2), SO(1));
    } else if (in->ops[1].kind != SOP_IMM || in->ops[2].kind != SOP_IMM) {
        /* clamping: pos and width above 32 (unsigned) count as 32 (measured:
         * bmsk, BMSK R0, R2, R5 is ((1 << min(w,32)) - 1) << min(p,32) in 32
         * bits); v_bfm_b32 takes both modulo 32, so width 32 is -1 << pos
         * and pos 32 is 0 */
        vop2(&e, "v_min_u32", "$t0", SI("32"), SO(1));
        vop2(&e, "v_min_u32", "$t1", SI("32"), SO(2));
        vop2(&e, "v_bfm_b32", "$t2", SV("$t1"), SV("$t0"));
        vop2(&e, "v_lshlrev_b32", "$t3", SV("$t0"), SI("-1"));
        EMIT(&e, "v_cmp_gt_u32_e64 $T0:w, 32, $t1\n");
        EMIT(&e, "v_cndmask_b32_e64 $t2, $t3, $t2, $T0:w\n");
        EMIT(&e, "v_cmp_gt_u32_e64 $T0:w, 32, $t0\n");
        EMIT(&e, "v_cndmask_b32_e64 $0, 0, $t2, $T0:w\n");
    } else {
        uint64_t p = (uint64_t)xm_imm_of(in, 1) & 0xffffffff, w = (uint64_t)xm_imm_of(in, 2) & 0xffffffff;
        p = p > 32 ? 32 : p;
        w = w > 32 ? 32 : w;
        uint32_t m = (uint32_t)((((uint64_t)1 << w) - 1) << p);
        char t[16];
        fmt_snprintf(t, sizeof t, "0x%x", m);
        vop1(&e, "v_mov_b32", "$0", ST(t, m <= INLINE_MAX ? K_INL : K_LIT));
    }
    return em_done(&e);
}

/* ---- compares ------------------------------------------------------------------- */

/* Source n of a float compare: denormals flushed first under .FTZ. */
static struct src fsrc(struct em *e, int n, int tk, char *buf, size_t len)
{
    const struct sass_operand *o = &e->orig->ops[n];
    if (o->kind == SOP_IMM) {           /* a whole float value (xe_imm_f32_bits) */
        uint32_t u = xe_imm_f32_bits(o);
        fmt_snprintf(buf, len, "0x%x", u);
        return ST(buf, u == 0 ? K_INL : K_LIT);
    }
    if (!sass_has_mod(e->orig, "FTZ") || o->kind != SOP_REG || o->reg == SASS_RZ)
        return SO(n);
    /* v_cmp_class mask 0x90: negative and positive denormals */
    char t[16], m[16];
    fmt_snprintf(t, sizeof t, "$t%d", tk);
    fmt_snprintf(m, sizeof m, "$T%d:w", 4);
    int v = e->x->vmap[o->reg];     /* the register itself, without |x| or -x */
    if (v < 0) {
        e->fail = 1;
        return SO(n);
    }
    EMIT(e, "v_cmp_class_f32_e64 %s, v%d, 0x90\n", m, v);
    EMIT(e, "v_and_b32 %s, 0x80000000, v%d\n", t, v);
    EMIT(e, "v_cndmask_b32_e64 %s, v%d, %s, %s\n", t, v, t, m);
    fmt_snprintf(buf, len, "%s%s%s%s", (o->flags & SOF_NEG) ? "-" : "", (o->flags & SOF_ABS) ? "|" : "", t,
             (o->flags & SOF_ABS) ? "|" : "");
    return SV(buf);
}

/* Mask of "a cc b" into mask text m (vector compare or scalar compare
 * plus select). */
static void cmp_into(struct em *e, int kind, const char *cc, const char *ty, const char *m)
{
    if (kind == CK_UNI) {
        EMIT(e, "s_cmp_%s_%s $2, $3\ns_cselect_b%s %s, -1, 0\n", cc, ty, mw(e), m);
        return;
    }
    char opc[48], b2[24], b3[24];
    fmt_snprintf(opc, sizeof opc, "v_cmp_%s_%s_e64", cc, ty);
    if (kind == CK_F64) {
        struct src s[2] = { { 2, ":64", 0 }, { 3, ":64", 0 } };
        vop(e, opc, m, 2, s);
        return;
    }
    struct src s[2] = { SO(2), SO(3) };
    if (kind == CK_F32) {
        s[0] = fsrc(e, 2, 0, b2, sizeof b2);
        s[1] = fsrc(e, 3, 1, b3, sizeof b3);
    }
    vop(e, opc, m, 2, s);
}

/* ISETP/FSETP/DSETP/UISETP Pd, Pq, a, b, Pc [, Pex]:
 *   cmp = a cc b  (.EX: the high-word compare, ties decided by Pex, the
 *                  low-word compare of the same chain)
 *   Pd = cmp OP Pc,  Pq = !cmp OP Pc   (OP: AND, OR, XOR; Pc maybe !P) */
enum xres xe_setp(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    int kind = xm_setp_kind(in);
    em_init(&e, x, in, kind == CK_F32 || kind == CK_F64);
    const struct xm_cmpcc *c = xm_cmp_find(in);
    const char *w = mw(&e);
    int u = sass_has_mod(in, "U32");
    const char *ty = kind == CK_F32 ? "f32" : kind == CK_F64 ? "f64" : u ? "u32" : "i32";
    const char *cc = kind == CK_F32 || kind == CK_F64 ? c->f : kind == CK_UNI ? c->s : c->i;
    int comb = xm_setp_comb(in), g = xm_has_guard(in);
    int pd = !xm_is_pt(&in->ops[0]), pq = !xm_is_pt(&in->ops[1]);
    int pcc = xm_pconst(&in->ops[4]), pcneg = (in->ops[4].flags & SOF_NOT) != 0;
    /* Is Pd just cmp (AND PT, OR !PT, XOR !PT)? */
    int direct = (comb == 0 && pcc == 1) || (comb != 0 && pcc == 0);
    int mg = needs_merge(&e) && kind != CK_UNI;
    const char *cm = (direct && !pq && !mg && !sass_has_mod(in, "EX")) ? "$0" : "$T0:w";
    if (sass_has_mod(in, "EX")) {
        /* strict compare of the high words, or equal high words and Pex */
        const char *strict = !strcmp(c->sass, "GT") || !strcmp(c->sass, "GE") ? "gt" :
                             !strcmp(c->sass, "LT") || !strcmp(c->sass, "LE") ? "lt" :
                             !strcmp(c->sass, "NE") ? (kind == CK_UNI ? "lg" : "ne") : NULL;
        char m5[40];
        const char *pex = pmask(&e, 5, 3, m5, sizeof m5);
        if (strict)
            cmp_into(&e, kind, strict, ty, "$T0:w");
        cmp_into(&e, kind, "eq", kind == CK_UNI ? "u32" : ty, "$T1:w");
        EMIT(&e, "s_and_b%s $T1:w, $T1:w, %s\n", w, pex);
        if (strict) EMIT(&e, "s_or_b%s $T0:w, $T0:w, $T1:w\n", w);
        else EMIT(&e, "s_mov_b%s $T0:w, $T1:w\n", w);
        cm = "$T0:w";
    } else {
        cmp_into(&e, kind, cc, ty, cm);
    }
    /* results: computed into $0/$1, or $T1/$T2 when guarded (then merged) */
    const char *d0 = mg ? "$T1:w" : "$0", *d1 = mg ? "$T2:w" : "$1";
    static const char *const opn[3][2][2] = {
        /* [comb][negated cmp][negated Pc] */
        { { "s_and_b", "s_and_not1_b" }, { "s_and_not1_b", "s_nor_b" } },
        { { "s_or_b", "s_or_not1_b" }, { "s_or_not1_b", "s_nand_b" } },
        { { "s_xor_b", "s_xnor_b" }, { "s_xnor_b", "s_xor_b" } },
    };
    int order[2] = { 0, 1 };
    if (pd && pq && in->ops[0].reg == in->ops[4].reg && !xm_is_pt(&in->ops[4])) {
        order[0] = 1;   /* Pd overwrites Pc: compute Pq first */
        order[1] = 0;
    }
    for (int k = 0; k < 2; k++) {
        int which = order[k];
        if (which == 0 && !pd) continue;
        if (which == 1 && !pq) continue;
        const char *dst = which ? d1 : d0;
        int neg = which;
        if (pcc >= 0) {
            /* constant combiner: cmp AND T = cmp, OR T = -1, XOR T = !cmp ... */
            int v = pcc;
            const char *res = NULL;
            if (comb == 0) res = v ? (neg ? "!" : cm) : "0";
            else if (comb == 1) res = v ? "-1" : (neg ? "!" : cm);
            else res = (v ^ neg) ? "!" : cm;
            if (!strcmp(res, "!")) EMIT(&e, "s_not_b%s %s, %s\n", w, dst, cm);
            else if (strcmp(res, dst)) EMIT(&e, "s_mov_b%s %s, %s\n", w, dst, res);
            continue;
        }
        /* opn[][][] reads (cmp, Pc): and_not1 d, x, y = x & ~y; put the
         * negated input second */
        const char *opc = opn[comb][neg][pcneg];
        int swap = (neg && !pcneg && (comb == 0 || comb == 1));
        if (swap)
            EMIT(&e, "%s%s %s, $4, %s\n", opc, w, dst, cm);
        else
            EMIT(&e, "%s%s %s, %s, $4\n", opc, w, dst, cm);
    }
    (void)g;
    if (mg) {
        if (pd) pwrite(&e, 0, "$T1:w");
        if (pq) pwrite(&e, 1, "$T2:w");
    }
    return em_done(&e);
}

/* ---- logic ------------------------------------------------------------------ */

enum xres xe_lop3(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    int po = in->ops[0].kind == SOP_PRED;
    int idx[3] = { po + 1, po + 2, po + 3 };
    uint8_t tt = lut_reduce(in, (uint8_t)xm_imm_of(in, po + 4), idx);
    struct lutctx l;
    memset(&l, 0, sizeof l);
    l.e = &e;
    l.s = synth_get(0);
    for (int i = 0; i < 3; i++)
        l.leaf[i] = SO(idx[i]);
    char d[16];
    int rz = xm_is_zero(&in->ops[po]);
    fmt_snprintf(d, sizeof d, "%s", rz && po ? "$t4" : po ? "$1" : "$0");
    if (!(rz && !po))
        lut_val(&l, tt, d);
    if (po && !xm_is_pt(&in->ops[0]))
        EMIT(&e, "v_cmp_ne_u32_e64 $0, 0, %s\n", d);
    return em_done(&e);
}

/* ULOP3.LUT URd, a, b, c, lut, !UPT (and the UP destination form) */
enum xres xe_ulop3(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    int po = in->ops[0].kind == SOP_UPRED;
    int idx[3] = { po + 1, po + 2, po + 3 };
    uint8_t tt = lut_reduce(in, (uint8_t)xm_imm_of(in, po + 4), idx);
    struct lutctx l;
    memset(&l, 0, sizeof l);
    l.e = &e;
    l.s = synth_get(1);
    l.salu = 1;
    l.w = "32";
    l.tempbase = 0;
    for (int i = 0; i < 3; i++)
        l.leaf[i] = SO(idx[i]);
    int rz = xm_is_zero(&in->ops[po]);
    const char *d = rz ? "$T5" : po ? "$1" : "$0";
    /* SALU temps are plain SGPRs here: names use $Tk (":w" dropped below) */
    l.tempbase = 1;
    lut_val(&l, tt, d);
    if (po && !xm_is_pt(&in->ops[0]))
        EMIT(&e, "s_cmp_lg_u32 %s, 0\ns_cselect_b%s $0, -1, 0\n", d, mw(&e));
    /* 32-bit temps: $Tk:w is a pair in wave64, use the low register */
    if (x->wave == 64 && e.t.s) {
        for (char *p = strstr(e.t.s, ":w"); p; p = strstr(p, ":w"))
            memmove(p, p + 2, strlen(p + 2) + 1);
    }
    return em_done(&e);
}

enum xres xe_plop3(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    int idx[3] = { 2, 3, 4 };
    uint8_t tt = lut_reduce(in, (uint8_t)xm_imm_of(in, 5), idx);
    struct lutctx l;
    memset(&l, 0, sizeof l);
    l.e = &e;
    l.s = synth_get(1);
    l.salu = 1;
    l.w = mw(&e);
    l.tempbase = 0;
    for (int i = 0; i < 3; i++)
        l.leaf[i] = SO(idx[i]);
    if (xm_is_pt(&in->ops[0]))
        return em_done(&e);
    int g = needs_merge(&e) && in->ops[0].kind == SOP_PRED;
    lut_val(&l, tt, g ? "$T5:w" : "$0");
    if (g)
        pwrite(&e, 0, "$T5:w");
    return em_done(&e);
}

/* ---- byte permute --------------------------------------------------------------- */

/* v_perm_b32 d, s0, s1, sel: selector byte 0-3 picks a byte of s1, 4-7 of s0
 * (s0 is the HIGH word, so {b:a} is "b, a"); 8-11 replicate bit 15/31/47/63
 * (the sign of bytes 1, 3, 5, 7); 12 gives 0x00, 13 and up 0xff. */
static void prmt_build(struct em *ep, const struct sass_insn *in, const char *dst)
{
#define e (*ep)
    int idx[4], sg[4];
    xm_prmt_plan(xm_prmt_mode(in), (uint32_t)xm_imm_of(in, 2), idx, sg);
    uint32_t s1 = 0;
    int even_sign = 0;
    for (int i = 0; i < 4; i++) {
        unsigned v = (unsigned)idx[i];
        if (sg[i]) {
            if (idx[i] & 1) v = 8 + (unsigned)(idx[i] >> 1);
            else even_sign = 1;
        }
        s1 |= v << (8 * i);
    }
    char t[16];
    struct src b = SO(3), a = SO(1);
    if (!even_sign) {
        int ident = s1 == 0x03020100 && !sg[0] && !sg[1] && !sg[2] && !sg[3];
        if (ident) {
            vop1(&e, "v_mov_b32", dst, a);
        } else {
            fmt_snprintf(t, sizeof t, "0x%x", s1);
            vop3(&e, "v_perm_b32", dst, b, a, ST(t, K_LIT));
        }
        return;
    }
    /* a sign from an even byte: pick the bytes first (t0), shift a copy up a
     * byte (t1) so every byte of t0 has its top bit at bit 15/31 of t0 or of
     * t1, then a second v_perm replicates from {t1:t0} */
    uint32_t pick = 0, fin = 0;
    static const unsigned signsel[4] = { 10, 8, 11, 9 };   /* t0 byte k's top bit */
    for (int i = 0; i < 4; i++) {
        pick |= (uint32_t)idx[i] << (8 * i);
        fin |= (sg[i] ? signsel[i] : (unsigned)i) << (8 * i);
    }
    fmt_snprintf(t, sizeof t, "0x%x", pick);
    vop3(&e, "v_perm_b32", "$t0", b, a, ST(t, K_LIT));
    vop2(&e, "v_lshlrev_b32", "$t1", SI("8"), SV("$t0"));
    fmt_snprintf(t, sizeof t, "0x%x", fin);
    vop3(&e, "v_perm_b32", dst, SV("$t1"), SV("$t0"), ST(t, K_LIT));
#undef e
}

enum xres xe_prmt(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    prmt_build(&e, in, "$0");
    return em_done(&e);
}

/* PRMT with the selector in a register: nibble i of its low half picks
 * result byte i (bits 2:0 a byte of {b:a}, bit 3 that byte's sign instead).
 * The nibbles are spread into bytes (v_perm puts selector bytes 0 and 1
 * into bytes 0 and 2, a shift by 4 and an OR move the high nibbles into
 * bytes 1 and 3), v_perm_b32 picks the bytes, and where bit 3 was set the
 * picked byte becomes 0x00 or 0xff by its top bit: a per-byte mask of N
 * set bits b*0x80 is (N << 1) - (N >> 7), no byte borrowing from another. */
static void prmt_reg_build(struct em *ep, const char *dst)
{
#define e (*ep)
    vop3(&e, "v_perm_b32", "$t0", SI("0"), SO(2), ST("0xc010c00", K_LIT));
    vop3(&e, "v_lshl_or_b32", "$t0", SV("$t0"), SI("4"), SV("$t0"));
    vop2(&e, "v_and_b32", "$t1", ST("0x7070707", K_LIT), SV("$t0"));
    vop3(&e, "v_perm_b32", "$t2", SO(3), SO(1), SV("$t1"));
    /* flagged bytes: 0x08 per byte -> 0xff */
    vop2(&e, "v_and_b32", "$t3", ST("0x8080808", K_LIT), SV("$t0"));
    vop2(&e, "v_lshlrev_b32", "$t4", SI("5"), SV("$t3"));
    vop2(&e, "v_lshrrev_b32", "$t3", SI("3"), SV("$t3"));
    vop2(&e, "v_sub_nc_u32", "$t3", SV("$t4"), SV("$t3"));
    /* each picked byte's sign: 0x80 per byte -> 0xff */
    vop2(&e, "v_and_b32", "$t4", ST("0x80808080", K_LIT), SV("$t2"));
    vop2(&e, "v_lshrrev_b32", "$t0", SI("7"), SV("$t4"));
    vop2(&e, "v_lshlrev_b32", "$t4", SI("1"), SV("$t4"));
    vop2(&e, "v_sub_nc_u32", "$t4", SV("$t4"), SV("$t0"));
    vop3(&e, "v_bfi_b32", dst, SV("$t3"), SV("$t4"), SV("$t2"));
#undef e
}

enum xres xe_prmt_reg(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    prmt_reg_build(&e, "$0");
    return em_done(&e);
}

/* UPRMT URd, a, URsel, b: the same on the VALU, read back from the first
 * active lane (sm_80's __byte_perm of parameters: u_prmt). */
enum xres xe_uprmt_reg(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    prmt_reg_build(&e, "$t5");
    EMIT(&e, "v_readfirstlane_b32 $0, $t5\n");
    return em_done(&e);
}

/* UPRMT: no scalar byte permute; permute on the VALU, read the (uniform)
 * result back from the first active lane. */
enum xres xe_uprmt(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    prmt_build(&e, in, "$t3");
    EMIT(&e, "v_readfirstlane_b32 $0, $t3\n");
    return em_done(&e);
}

/* ---- predicates <-> registers ------------------------------------------------- */

static int byte_shift(const struct sass_insn *in)
{
    return sass_has_mod(in, "B1") ? 8 : sass_has_mod(in, "B2") ? 16 : sass_has_mod(in, "B3") ? 24 : 0;
}

enum xres xe_p2r(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    uint32_t mask = (uint32_t)xm_imm_of(in, 3) & 0x7f;
    int sh = byte_shift(in);
    struct src acc = SI("0");
    int nt = 0;
    char tn[2][16], bit[16], ps[24];
    for (int i = 0; i < 7; i++) {
        if (!(mask >> i & 1) || x->pmap[i] < 0)
            continue;
        fmt_snprintf(bit, sizeof bit, "0x%x", 1u << (i + sh));
        if (x->wave == 64) fmt_snprintf(ps, sizeof ps, "s[%d:%d]", x->pmap[i], x->pmap[i] + 1);
        else fmt_snprintf(ps, sizeof ps, "s%d", x->pmap[i]);
        fmt_snprintf(tn[nt & 1], sizeof tn[0], "$t%d", nt & 1);
        struct src s[3] = { SI("0"), ST(bit, (1u << (i + sh)) <= INLINE_MAX ? K_INL : K_LIT), SS(ps) };
        if (acc.op == -1 && !strcmp(acc.txt, "0")) {
            vop(&e, "v_cndmask_b32_e64", tn[nt & 1], 3, s);
        } else {
            vop(&e, "v_cndmask_b32_e64", "$t2", 3, s);
            vop2(&e, "v_or_b32", tn[nt & 1], acc, SV("$t2"));
        }
        acc = SV(tn[nt & 1]);
        nt++;
    }
    if (xm_is_zero(&in->ops[2])) {
        vop1(&e, "v_mov_b32", "$0", acc);
    } else {
        char m[16];
        fmt_snprintf(m, sizeof m, "0x%x", mask << sh);
        vop3(&e, "v_bfi_b32", "$0", ST(m, (mask << sh) <= INLINE_MAX ? K_INL : K_LIT), acc, SO(2));
    }
    return em_done(&e);
}

enum xres xe_r2p(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    uint32_t mask = (uint32_t)xm_imm_of(in, 2) & 0x7f;
    /* R2P's byte selector is on the source (R2P PR, R0.B1, 0x7f): byte n's
     * bits are the predicates' */
    const char *bs = in->ops[1].sel;
    int sh = bs && bs[0] == '.' && bs[1] == 'B' && bs[2] >= '1' && bs[2] <= '3' ? (bs[2] - '0') * 8
                                                                               : byte_shift(in);
    char bit[16], ps[24];
    for (int i = 0; i < 7; i++) {
        if (!(mask >> i & 1) || x->pmap[i] < 0)
            continue;
        fmt_snprintf(bit, sizeof bit, "0x%x", 1u << (i + sh));
        vop2(&e, "v_and_b32", "$t0", ST(bit, (1u << (i + sh)) <= INLINE_MAX ? K_INL : K_LIT), SO(1));
        if (x->wave == 64) fmt_snprintf(ps, sizeof ps, "s[%d:%d]", x->pmap[i], x->pmap[i] + 1);
        else fmt_snprintf(ps, sizeof ps, "s%d", x->pmap[i]);
        if (needs_merge(&e)) {
            EMIT(&e, "v_cmp_ne_u32_e64 $T5:w, 0, $t0\n");
            pwrite_txt(&e, ps, "$T5:w");
        } else {
            EMIT(&e, "v_cmp_ne_u32_e64 %s, 0, $t0\n", ps);
        }
    }
    return em_done(&e);
}

/* @P DSETP.MIN|MAX.AND Psel, Pnan, a, b, PT: xe_dsetp_mnmx's computation
 * (emit_float.c: the min/max of the quieted sources, Psel where it is a's
 * bits, Pnan where it is NaN) for every lane into scratch, each predicate
 * then merged where the guard holds, so lanes without it keep their bits. */
enum xres xe_dsetp_mnmx_guarded(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 1);
    int v = x->vtemp;
    EMIT(&e, "v_max_f64 v[%d:%d], $2:64, $2:64\n", v, v + 1);
    EMIT(&e, "v_max_f64 v[%d:%d], $3:64, $3:64\n", v + 2, v + 3);
    EMIT(&e, "%s v[%d:%d], v[%d:%d], v[%d:%d]\n", sass_has_mod(in, "MAX") ? "v_max_f64" : "v_min_f64",
         v + 2, v + 3, v, v + 1, v + 2, v + 3);
    if (!xm_pred_pt(&in->ops[0])) {
        EMIT(&e, "v_cmp_eq_u64_e64 $T5:w, v[%d:%d], v[%d:%d]\n", v + 2, v + 3, v, v + 1);
        pwrite(&e, 0, "$T5:w");
    }
    if (!xm_pred_pt(&in->ops[1])) {
        EMIT(&e, "v_cmp_u_f64_e64 $T5:w, v[%d:%d], v[%d:%d]\n", v + 2, v + 3, v + 2, v + 3);
        pwrite(&e, 1, "$T5:w");
    }
    return em_done(&e);
}

/* ---- conversions ---------------------------------------------------------------- */

/* MODE register round field for s_round_mode: bits 1:0 f32, 3:2 f64/f16;
 * 0 nearest even, 1 +inf, 2 -inf, 3 toward zero (ISA guide, MODE). */
static int round_mode(const struct sass_insn *in)
{
    if (sass_has_mod(in, "RP")) return 1;
    if (sass_has_mod(in, "RM")) return 2;
    if (sass_has_mod(in, "RZ")) return 3;
    return 0;
}

static void round_open(struct em *e, int m)
{
    if (m) EMIT(e, "s_round_mode 0x%x\n", m | m << 2);
}

static void round_close(struct em *e, int m)
{
    if (m) EMIT(e, "s_round_mode 0x0\n");
}

/* Source of a conversion from a narrow integer: extended first. */
static struct src int_src(struct em *e, const struct xm_cvt *c)
{
    if (c->sbits >= 32)
        return SO(1);
    char w[16];
    fmt_snprintf(w, sizeof w, "%d", c->sbits);
    vop3(e, c->sk == 'S' ? "v_bfe_i32" : "v_bfe_u32", "$t2", SO(1), SI("0"), SI(w));
    return SV("$t2");
}

enum xres xe_i2f(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    struct xm_cvt c = xm_cvt_of(in);
    int m = round_mode(in);
    struct src s = int_src(&e, &c);
    const char *op = c.sk == 'S' ? "v_cvt_f32_i32" : "v_cvt_f32_u32";
    if (c.dbits == 64) {
        vop1(&e, c.sk == 'S' ? "v_cvt_f64_i32" : "v_cvt_f64_u32", "$0:64", s);  /* exact */
    } else if (c.dbits == 32) {
        round_open(&e, m);
        vop1(&e, op, "$0", s);
        round_close(&e, m);
    } else {
        /* via f32: exact below 2^24, and beyond it f16 overflows either way */
        round_open(&e, m);
        vop1(&e, op, "$t0", s);
        vop1(&e, "v_cvt_f16_f32", "$t0", SV("$t0"));
        round_close(&e, m);
        vop2(&e, "v_and_b32", "$0", ST("0xffff", K_LIT), SV("$t0"));
    }
    return em_done(&e);
}

/* F2I: AMD's v_cvt_i32_f32 truncates, clamps out-of-range values and turns
 * NaN into 0, as F2I does; other roundings round to an integral float first. */
enum xres xe_f2i(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 1);
    struct xm_cvt c = xm_cvt_of(in);
    const char *fw = c.sbits == 64 ? "f64" : "f32";
    const char *rnd = sass_has_mod(in, "TRUNC") ? NULL : sass_has_mod(in, "FLOOR") ? "v_floor_" :
                      sass_has_mod(in, "CEIL") ? "v_ceil_" : "v_rndne_";
    char opc[32];
    struct src s = { 1, c.sbits == 64 ? ":64" : "", 0 };
    /* from f64, a NaN gives 0x80000000 on the GPU (signed and unsigned
     * results alike; from f32 it gives 0): found before the source is
     * overwritten (the result may be its low register) */
    if (c.sbits == 64)
        EMIT(&e, "v_cmp_u_f64_e64 $T0:w, $1:64, $1:64\n");
    char p[24];     /* outlives the block: s may point at it */
    if (rnd) {
        fmt_snprintf(opc, sizeof opc, "%s%s", rnd, fw);
        vpair(&e, 0, p, sizeof p);
        vop1(&e, opc, c.sbits == 64 ? p : "$t0", s);
        s = SV(c.sbits == 64 ? p : "$t0");
    }
    fmt_snprintf(opc, sizeof opc, "v_cvt_%s32_%s", c.dk == 'S' ? "i" : "u", fw);
    vop1(&e, opc, "$0", s);
    if (c.sbits == 64)
        EMIT(&e, "v_cndmask_b32_e64 $0, $0, 0x80000000, $T0:w\n");
    return em_done(&e);
}

/* F2I.{S64,U64}[.F64][.TRUNC|.FLOOR|.CEIL] Rd, a: RDNA3 converts to 32 bits
 * only.  The source, as an f64 (an f32 converts exactly) rounded to an
 * integral value r, splits exactly: hi = floor(r * 2^-32), lo = r - hi * 2^32
 * (one fma, exact: an integer below 2^32), each converted by
 * v_cvt_{i,u}32_f64, which clamps hi.  What the split does not clamp is
 * fixed by compares (measured on the H200, f2i_64_*: out of range saturates,
 * NaN gives 0x8000000000000000 signed and unsigned alike). */
enum xres xe_f2i64(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 1);
    struct xm_cvt c = xm_cvt_of(in);
    int sg = c.dk == 'S';
    const char *rnd = sass_has_mod(in, "TRUNC") ? "v_trunc_f64" : sass_has_mod(in, "FLOOR") ?
                      "v_floor_f64" : sass_has_mod(in, "CEIL") ? "v_ceil_f64" : "v_rndne_f64";
    char p0[24], p1[24], p2[24];
    vpair(&e, 0, p0, sizeof p0);
    vpair(&e, 2, p1, sizeof p1);
    vpair(&e, 4, p2, sizeof p2);
    if (c.sbits == 32) {
        vop1(&e, "v_cvt_f64_f32", p0, SO(1));
        vop1(&e, rnd, p0, SV(p0));
    } else {
        vop1(&e, rnd, p0, ((struct src){ 1, ":64", 0 }));
    }
    EMIT(&e, "v_cmp_u_f64_e64 $T0:w, %s, %s\n", p0, p0);
    EMIT(&e, "v_mul_f64 %s, 0x3df00000, %s\n", p1, p0);             /* r * 2^-32 */
    EMIT(&e, "v_floor_f64 %s, %s\n", p1, p1);
    EMIT(&e, "v_fma_f64 %s, %s, 0xc1f00000, %s\n", p2, p1, p0);     /* r - hi * 2^32 */
    EMIT(&e, "v_cvt_u32_f64 $t4, %s\n", p2);
    EMIT(&e, "v_cvt_%s32_f64 $t5, %s\n", sg ? "i" : "u", p1);
    /* r >= 2^63 (2^64 unsigned): all ones below the clamped high word;
     * r < -2^63 (r < 0 unsigned): a zero low word */
    EMIT(&e, "v_cmp_le_f64_e64 $T1:w, %s, %s\n", sg ? "0x43e00000" : "0x43f00000", p0);
    EMIT(&e, "v_cmp_gt_f64_e64 $T2:w, %s, %s\n", sg ? "0xc3e00000" : "0", p0);
    EMIT(&e, "v_cndmask_b32_e64 $t4, $t4, -1, $T1:w\n");
    EMIT(&e, "v_cndmask_b32_e64 $0.lo, $t4, 0, $T2:w\n");
    EMIT(&e, "v_cndmask_b32_e64 $0.hi, $t5, 0x80000000, $T0:w\n");
    return em_done(&e);
}

/* I2F[.F64].{S64,U64}[.RZ|.RM|.RP] Rd, a: RDNA3 converts from 32 bits only.
 * To f64: hi * 2^32 + lo in one v_fma_f64 (both exact, one rounding, in the
 * MODE rounding).  To f32: the magnitude shifted left until its top bit is
 * at bit 63 (clz of the high word, at most 32), the low word folded into
 * bit 0 of the high word as a sticky bit (bit 0 is below f32's rounding
 * position, so every rounding sees the right side of its tie), converted
 * with v_cvt_f32_u32 and scaled back with v_ldexp_f32 (exact); a negative
 * source's sign is put back after, and its magnitude rounds the other way
 * under .RP/.RM (both conversions are made, the sign picks one). */
enum xres xe_i2f64(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    struct xm_cvt c = xm_cvt_of(in);
    int sg = c.sk == 'S';
    int m = round_mode(in);
    char p0[24], p1[24];
    vpair(&e, 0, p0, sizeof p0);
    vpair(&e, 2, p1, sizeof p1);
    struct src lo = { 1, ".lo", 0 }, hi = { 1, ".hi", 0 };
    if (c.dbits == 64) {
        vop1(&e, sg ? "v_cvt_f64_i32" : "v_cvt_f64_u32", p0, hi);
        vop1(&e, "v_cvt_f64_u32", p1, lo);
        round_open(&e, m);
        EMIT(&e, "v_fma_f64 $0:64, %s, 0x41f00000, %s\n", p0, p1);    /* hi * 2^32 + lo */
        round_close(&e, m);
        return em_done(&e);
    }
    if (sg) {       /* |a|: (a ^ s) - s with s the sign word */
        vop2(&e, "v_ashrrev_i32", "$t4", SI("31"), hi);
        vop2(&e, "v_xor_b32", "$t0", lo, SV("$t4"));
        vop2(&e, "v_xor_b32", "$t1", hi, SV("$t4"));
        EMIT(&e, "v_sub_co_u32 $t0, $T0:w, $t0, $t4\n");
        EMIT(&e, "v_sub_co_ci_u32_e64 $t1, null, $t1, $t4, $T0:w\n");
    } else {
        vop1(&e, "v_mov_b32", "$t0", lo);
        vop1(&e, "v_mov_b32", "$t1", hi);
    }
    EMIT(&e, "v_clz_i32_u32 $t2, $t1\n");
    EMIT(&e, "v_min_u32 $t2, 32, $t2\n");                  /* clz(0) is -1 */
    EMIT(&e, "v_lshlrev_b64 %s, $t2, %s\n", p0, p0);
    EMIT(&e, "v_cmp_ne_u32_e64 $T0:w, 0, $t0\n");
    EMIT(&e, "v_cndmask_b32_e64 $t3, 0, 1, $T0:w\n");
    EMIT(&e, "v_or_b32 $t1, $t1, $t3\n");
    if (sg && (m == 1 || m == 2)) {
        /* toward +inf (-inf) rounds a negative value's magnitude toward
         * -inf (+inf): both conversions, the sign picks */
        round_open(&e, m);
        EMIT(&e, "v_cvt_f32_u32 $t3, $t1\n");
        round_open(&e, 3 - m);
        EMIT(&e, "v_cvt_f32_u32 $t1, $t1\n");
        round_close(&e, m);
        EMIT(&e, "v_cmp_ne_u32_e64 $T0:w, 0, $t4\n");
        EMIT(&e, "v_cndmask_b32_e64 $t1, $t3, $t1, $T0:w\n");
    } else {
        round_open(&e, m);
        EMIT(&e, "v_cvt_f32_u32 $t1, $t1\n");
        round_close(&e, m);
    }
    EMIT(&e, "v_sub_nc_u32 $t2, 32, $t2\n");
    if (sg) {
        EMIT(&e, "v_ldexp_f32 $t1, $t1, $t2\n");
        EMIT(&e, "v_and_b32 $t4, 0x80000000, $t4\n");
        EMIT(&e, "v_xor_b32 $0, $t1, $t4\n");
    } else {
        EMIT(&e, "v_ldexp_f32 $0, $t1, $t2\n");
    }
    return em_done(&e);
}

enum xres xe_f2f(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 1);
    struct xm_cvt c = xm_cvt_of(in);
    int m = round_mode(in);
    if (c.dbits == 64) {
        vop1(&e, "v_cvt_f64_f32", "$0:64", SO(1));
    } else if (c.dbits == 32 && c.sbits == 64) {
        round_open(&e, m);
        vop1(&e, "v_cvt_f32_f64", "$0", (struct src){ 1, ":64", 0 });
        round_close(&e, m);
    } else if (c.dbits == 32) {
        vop1(&e, "v_cvt_f32_f16", "$0", SO(1));
    } else {
        round_open(&e, m);
        vop1(&e, "v_cvt_f16_f32", "$t0", SO(1));
        round_close(&e, m);
        vop2(&e, "v_and_b32", "$0", ST("0xffff", K_LIT), SV("$t0"));
    }
    return em_done(&e);
}

enum xres xe_f2fp(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 1);
    vop1(&e, "v_cvt_f16_f32", "$t0", SO(2));
    vop2(&e, "v_and_b32", "$t0", ST("0xffff", K_LIT), SV("$t0"));
    if (xm_is_zero(&in->ops[1])) {
        vop1(&e, "v_mov_b32", "$0", SV("$t0"));
    } else {
        vop1(&e, "v_cvt_f16_f32", "$t1", SO(1));
        vop3(&e, "v_lshl_or_b32", "$0", SV("$t1"), SI("16"), SV("$t0"));
    }
    return em_done(&e);
}

/* f32 source src rounded to bf16 into scratch VGPR dst (the low half; the
 * high half zero): nearest even by the integer trick (add 0x7fff and the
 * kept part's lowest bit, keep the high half), toward zero by truncation;
 * denormals are kept and a NaN gives the canonical 0x7fff (measured:
 * bf16_cvt, bf16_rz, bf16_pack).  Clobbers $t4 and $T0. */
static void bf16_of(struct em *e, struct src v, const char *dst, int rz)
{
    if (rz) {
        vop2(e, "v_lshrrev_b32", dst, SI("16"), v);
    } else {
        vop3(e, "v_bfe_u32", "$t4", v, SI("16"), SI("1"));
        vop3(e, "v_add3_u32", "$t4", v, ST("0x7fff", K_LIT), SV("$t4"));
        vop2(e, "v_lshrrev_b32", dst, SI("16"), SV("$t4"));
    }
    struct src s[2] = { v, v };
    vop(e, "v_cmp_u_f32_e64", "$T0:w", 2, s);
    EMIT(e, "v_cndmask_b32_e64 %s, %s, 0x7fff, $T0:w\n", dst, dst);
}

/* F2F.BF16.F32[.RZ] Rd, a */
enum xres xe_f2f_bf16(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    bf16_of(&e, SO(1), "$t0", sass_has_mod(in, "RZ"));
    vop1(&e, "v_mov_b32", "$0", SV("$t0"));
    return em_done(&e);
}

/* F2FP.BF16[.F32].PACK_AB[.RZ] Rd, a, b: bf16(a) in the high half, bf16(b)
 * in the low half. */
enum xres xe_f2fp_bf16(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    int rz = sass_has_mod(in, "RZ");
    bf16_of(&e, SO(2), "$t0", rz);
    if (xm_is_zero(&in->ops[1])) {
        vop1(&e, "v_mov_b32", "$0", SV("$t0"));
    } else {
        bf16_of(&e, SO(1), "$t1", rz);
        vop3(&e, "v_lshl_or_b32", "$0", SV("$t1"), SI("16"), SV("$t0"));
    }
    return em_done(&e);
}

enum xres xe_i2i(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    struct xm_cvt c = xm_cvt_of(in);
    char w[16], lo[32], hi[32];
    fmt_snprintf(w, sizeof w, "%d", c.dbits);
    if (c.dbits == 32 && !sass_has_mod(in, "SAT")) {
        vop1(&e, "v_mov_b32", "$0", SO(1));
    } else if (!sass_has_mod(in, "SAT")) {
        vop3(&e, c.dk == 'S' ? "v_bfe_i32" : "v_bfe_u32", "$0", SO(1), SI("0"), SI(w));
    } else {
        int64_t mn = c.dk == 'S' ? -((int64_t)1 << (c.dbits - 1)) : 0;
        int64_t mx = c.dk == 'S' ? ((int64_t)1 << (c.dbits - 1)) - 1 : (int64_t)((1ull << c.dbits) - 1);
        fmt_snprintf(lo, sizeof lo, "%lld", (long long)mn);
        fmt_snprintf(hi, sizeof hi, "0x%llx", (unsigned long long)mx);
        struct src L = ST(lo, mn >= INLINE_MIN ? K_INL : K_LIT), H = ST(hi, mx <= INLINE_MAX ? K_INL : K_LIT);
        if (c.sk == 'U') {
            vop2(&e, "v_min_u32", "$0", SO(1), H);
        } else {
            vop2(&e, "v_max_i32", "$t0", SO(1), L);
            vop2(&e, "v_min_i32", "$0", SV("$t0"), H);
        }
    }
    return em_done(&e);
}

/* ---- uniform (SALU) ------------------------------------------------------------- */

/* SALU adds: s_add_u32 leaves the carry in SCC, s_addc_u32 adds it in;
 * a carry predicate UP becomes -1/0 with s_cselect. */
enum xres xe_uiadd3(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    int np = xm_npdst(in), base = 1 + np;
    int pos[3], neg[3], npo = 0, nng = 0;
    for (int i = 0; i < 3; i++) {
        int k = base + i;
        if (xm_is_zero(&in->ops[k])) continue;
        if (in->ops[k].flags & SOF_NEG) neg[nng++] = k; else pos[npo++] = k;
    }
    const char *w = mw(&e);
    if (sass_has_mod(in, "X")) {
        char m[40];
        const char *ci = pmask(&e, base + 3, 0, m, sizeof m);
        EMIT(&e, "s_cmp_lg_u%s %s, 0\n", w, ci);
        EMIT(&e, "s_addc_u32 $0, %s%d, %s%d\n", npo > 0 ? "$" : "", npo > 0 ? pos[0] : 0,
             npo > 1 ? "$" : "", npo > 1 ? pos[1] : 0);
        if (np) EMIT(&e, "s_cselect_b%s $1, -1, 0\n", w);
        return em_done(&e);
    }
    if (np && nng) {
        /* b - a (the low word of a 64-bit subtraction, UIADD3 URZ, UP0,
         * -UR4, UR8, URZ: conformance case u_sub64): b + ~a + 1 carries
         * exactly when there is no borrow, and s_sub_u32 sets SCC on a
         * borrow */
        EMIT(&e, "s_sub_u32 $0, %s%d, $%d\n", npo ? "$" : "", npo ? pos[0] : 0, neg[0]);
        EMIT(&e, "s_cselect_b%s $1, 0, -1\n", w);
        return em_done(&e);
    }
    if (np) {
        EMIT(&e, "s_add_u32 $0, %s%d, %s%d\n", npo > 0 ? "$" : "", npo > 0 ? pos[0] : 0,
             npo > 1 ? "$" : "", npo > 1 ? pos[1] : 0);
        EMIT(&e, "s_cselect_b%s $1, -1, 0\n", w);
        return em_done(&e);
    }
    if (!nng) {
        if (npo == 0) EMIT(&e, "s_mov_b32 $0, 0\n");
        else if (npo == 1) EMIT(&e, "s_mov_b32 $0, $%d\n", pos[0]);
        else if (npo == 2) EMIT(&e, "s_add_u32 $0, $%d, $%d\n", pos[0], pos[1]);
        else EMIT(&e, "s_add_u32 $T0, $%d, $%d\ns_add_u32 $0, $T0, $%d\n", pos[0], pos[1], pos[2]);
        return em_done(&e);
    }
    /* S - N */
    const char *p = "0";
    char pb[16];
    if (npo == 1) { fmt_snprintf(pb, sizeof pb, "$%d", pos[0]); p = pb; }
    else if (npo >= 2) {
        EMIT(&e, "s_add_u32 $T0, $%d, $%d\n", pos[0], pos[1]);
        if (npo == 3) EMIT(&e, "s_add_u32 $T0, $T0, $%d\n", pos[2]);
        p = "$T0";
    }
    const char *q;
    char qb[16];
    if (nng == 1) { fmt_snprintf(qb, sizeof qb, "$%d", neg[0]); q = qb; }
    else {
        EMIT(&e, "s_add_u32 $T1, $%d, $%d\n", neg[0], neg[1]);
        if (nng == 3) EMIT(&e, "s_add_u32 $T1, $T1, $%d\n", neg[2]);
        q = "$T1";
    }
    EMIT(&e, "s_sub_u32 $0, %s, %s\n", p, q);
    return em_done(&e);
}

enum xres xe_uimad(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    if (sass_has_mod(in, "WIDE")) {
        char lo[16], hi[16];
        sreg(&e, 0, 0, lo, sizeof lo);
        sreg(&e, 0, 1, hi, sizeof hi);
        EMIT(&e, "s_mul_i32 %s, $1, $2\n", lo);
        EMIT(&e, "%s %s, $1, $2\n", sass_has_mod(in, "U32") ? "s_mul_hi_u32" : "s_mul_hi_i32", hi);
        EMIT(&e, "s_add_u32 %s, %s, $3.lo\ns_addc_u32 %s, %s, $3.hi\n", lo, lo, hi, hi);
        EMIT(&e, "s_mov_b64 $0:64, $T0:64\n");
    } else {
        EMIT(&e, "s_mul_i32 $T0, $1, $2\ns_add_u32 $0, $T0, $3\n");
    }
    return em_done(&e);
}

enum xres xe_ulea(struct xctx *x, const struct sass_insn *in)
{
    struct em e;
    em_init(&e, x, in, 0);
    const char *w = mw(&e);
    if (!sass_has_mod(in, "HI")) {
        int c = in->nops == 5;
        int a = 1 + c, b = 2 + c, k = (int)xm_imm_of(in, 3 + c);
        if (in->ops[a].flags & SOF_NEG) {   /* b - (a << k); carry = no borrow */
            EMIT(&e, "s_lshl_b32 $T0, $%d, %d\ns_sub_u32 $0, $%d, $T0\n", a, k & 31, b);
            if (c) EMIT(&e, "s_cselect_b%s $1, 0, -1\n", w);
            return em_done(&e);
        }
        if (!c && k >= 1 && k <= 4)
            EMIT(&e, "s_lshl%d_add_u32 $0, $%d, $%d\n", k, a, b);
        else {
            EMIT(&e, "s_lshl_b32 $T0, $%d, %d\ns_add_u32 $0, $T0, $%d\n", a, k & 31, b);
            if (c) EMIT(&e, "s_cselect_b%s $1, -1, 0\n", w);
        }
        return em_done(&e);
    }
    int sx = sass_has_mod(in, "SX32"), xx = sass_has_mod(in, "X");
    int k = (int)xm_imm_of(in, sx ? 3 : 4);
    if (sx) EMIT(&e, "s_ashr_i32 $T0, $1, %d\n", k ? 32 - k : 31);
    else if (k == 0) EMIT(&e, "s_mov_b32 $T0, $3\n");
    else if (xm_is_zero(&in->ops[3])) EMIT(&e, "s_lshr_b32 $T0, $1, %d\n", 32 - k);
    else EMIT(&e, "s_lshr_b32 $T0, $1, %d\ns_lshl_b32 $T1, $3, %d\ns_or_b32 $T0, $T0, $T1\n", 32 - k, k);
    if (xx) {
        char m[40];
        const char *ci = pmask(&e, in->nops - 1, 2, m, sizeof m);
        EMIT(&e, "s_cmp_lg_u%s %s, 0\ns_addc_u32 $0, $T0, $2\n", w, ci);
    } else {
        EMIT(&e, "s_add_u32 $0, $T0, $2\n");
    }
    return em_done(&e);
}

/* ---- ISETP, FSETP with one result -------------------------------------------- */

struct cc { const char *sass, *i, *f; };

/* SASS compare -> RDNA3 v_cmp condition; the float unordered forms (LTU...)
 * are true on NaN, which RDNA3 spells as the negated ordered compare. */
static const struct cc ccs[] = {
    { "LT", "lt", "lt" }, { "LE", "le", "le" }, { "GT", "gt", "gt" },
    { "GE", "ge", "ge" }, { "EQ", "eq", "eq" }, { "NE", "ne", "lg" },
    { "LTU", NULL, "nge" }, { "LEU", NULL, "ngt" }, { "GTU", NULL, "nle" },
    { "GEU", NULL, "nlt" }, { "EQU", NULL, "nlg" }, { "NEU", NULL, "neq" },
    { "NUM", NULL, "o" }, { "NAN", NULL, "u" },
};

static const struct cc *find_cc(const struct sass_insn *in)
{
    for (size_t k = 0; k < in->nmods; k++)
        for (size_t i = 0; i < sizeof ccs / sizeof ccs[0]; i++)
            if (!strcmp(in->mods[k], ccs[i].sass))
                return &ccs[i];
    return NULL;
}

static enum xres emit_setp(struct xctx *x, const struct sass_insn *in, int isfloat)
{
    const struct cc *c = find_cc(in);
    if (!c || (isfloat ? !c->f : !c->i))
        return XR_DECLINE;
    char t[160], a[16] = "$2", b[16] = "$3";
    const char *ty = isfloat ? "f32" : (sass_has_mod(in, "U32") ? "u32" : "i32");
    /* a whole float value printed as an integer (xe_imm_f32_bits) */
    for (int k = 2; isfloat && k <= 3; k++)
        if (in->ops[k].kind == SOP_IMM)
            fmt_snprintf(k == 2 ? a : b, sizeof a, "0x%x", xe_imm_f32_bits(&in->ops[k]));
    fmt_snprintf(t, sizeof t, "v_cmp_%s_%s_e64 $0, %s, %s", isfloat ? c->f : c->i, ty, a, b);
    return xemit_template(x, in, t);
}

enum xres xe_isetp(struct xctx *x, const struct sass_insn *in) { return emit_setp(x, in, 0); }
enum xres xe_fsetp(struct xctx *x, const struct sass_insn *in) { return emit_setp(x, in, 1); }

/* IMAD.HI.U32 Rd, P, a, b, c: Rd is the high word of a*b + {c+1:c} and P
 * its carry out of bit 64 (measured: mad_hi_cc, where nvcc zeroes c and
 * puts the PTX addend in c+1, P is mad.hi.cc's carry).  v_mad_u64_u32
 * gives both: the 64-bit sum and its carry-out lane mask. */
enum xres xe_imad_hi_cc(struct xctx *x, const struct sass_insn *in)
{
    char t[160];
    fmt_snprintf(t, sizeof t, "v_mad_u64_u32 v[%d:%d], $1, $2, $3, $4:64\nv_mov_b32 $0, v%d",
                 x->vtemp, x->vtemp + 1, x->vtemp + 1);
    return xemit_template(x, in, t);
}
