/* xlate_sspill.c - SGPRs over the budget live in lanes of a VGPR, or are
 * reloaded from the kernarg segment.
 *
 * The rules name SGPRs as they need them: the fixed ones (kernarg pointer
 * s[0:1], workgroup ids, the rule temporaries, a call's return address,
 * the predicate save: s0..s25), then the "homes" above them, each holding
 * one value for the whole function: predicate masks (P, UP), uniform
 * registers (UR), wave64's high-warp copies of URs and constant-bank words
 * (slots, allocated as the rules first read them).  When the homes end
 * past the budget (xlate_opts.max_sgprs, else the target's file), this
 * pass runs after the prologue is emitted and before the waitcnt pass:
 *
 * - Units: the home registers an instruction names together (a pair, a
 *   UR pair, a wave64 mask) form one unit, spilled or kept whole, kept
 *   units renumbered upward from the reload SGPRs, pairs even-aligned.
 * - Which: the lowest weight first, as for VGPRs (xlate_spill.c): each
 *   RDNA3 instruction touching a unit counts 10^loop depth of its SASS
 *   instruction, divided by the instructions from its first reference
 *   to its last.
 * - Where: a kernel parameter (a plain c[0x0] word from the kernarg
 *   segment) that no instruction writes after the prologue and no loop
 *   reads is reloaded from the kernarg segment (s_load, its prologue load
 *   dropped): no lane is spent on it, and outside loops a scalar load per
 *   reading instruction is paid once.  Every other unit goes to lanes of
 *   the lane VGPRs (one register a lane, 32 or 64 a VGPR): v_readlane_b32
 *   before an instruction that reads it, v_writelane_b32 after one that
 *   writes it.  Both ignore EXEC, so they work under any mask.
 * - Around each instruction that touches spilled units, their registers
 *   get reload SGPRs for that instruction only, just above s25; an
 *   s_getpc_b64 and the s_add_u32/s_addc_u32 after it (PC-relative
 *   offsets) count as one instruction, nothing goes between them.
 * The reload and store lines are XLP_SPILL lines of the instruction's
 * step, whose note names them; a "spill" pass step names each spilled
 * unit and why.  The lane VGPRs come after the translation's own; when
 * the VGPR budget has no room for them the function is translated again
 * with them reserved (xctx.lane_reserve), which spills VGPRs to make room.
 */
#include "xlate_int.h"
#include "analysis/cfg.h"
#include "base/fmt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LOOP_CAP 4              /* 10^depth: deeper loops weigh as depth 4 */

enum { KEPT, LANE, KERNARG };

struct unit {
    int start, size, align;
    double weight;
    int depth, first, last, nrefs;
    int body_written;           /* written after the prologue */
    int slot;                   /* the plain kernel-parameter slot it is, -1 none */
    int how;                    /* KEPT, LANE, KERNARG */
    int reg;                    /* KEPT: its new first SGPR */
    int lane;                   /* LANE: first lane (register k in lane + k) */
    int tmp;                    /* reload SGPR in the instruction being rewritten, -1 none */
};

struct greg { int32_t line; int16_t unit, tmp; };   /* a group's reload SGPR for a unit */

struct sctx {
    struct xctx *x;
    int H, nv;                  /* first home SGPR; SGPRs named + 1 */
    int *unit_of;               /* SGPR -> unit, -1 none */
    struct unit *u;
    int nu;
    size_t pro;                 /* first prologue line */
    int *order;                 /* units, lowest weight first */
    uint8_t *sp;                /* per unit: spilled */
    int t, end, nl;             /* reload SGPRs; end of the kept ones; lane VGPRs */
    /* the rewrite */
    int32_t *map;               /* old line -> new line of its first line */
    const char **gnote;         /* new line -> note of the group starting there */
    size_t capnote;
    struct greg *gr;            /* reload SGPRs by group, in line order */
    size_t ngr, capgr;
    int reloads, stores;
};

int xspill_sgpr_budget(const struct xctx *x)
{
    const struct target_desc *t = x->r->opts.target;
    int file = t && t->sgprs ? t->sgprs : RDNA_NUM_SGPR;
    int b = x->r->opts.max_sgprs;
    return b > 0 && b < file ? b : file;
}

static int align_up(int v, int a) { return (v + a - 1) / a * a; }

/* Lines [i, end) that go together: an s_getpc_b64 and the s_add_u32 /
 * s_addc_u32 that follow it. */
static size_t group_end(const struct xctx *x, size_t i)
{
    const struct xline *l = &x->lines[i];
    if (l->kind != XL_INSN || strcmp(x->insns[l->insn].opcode, "s_getpc_b64"))
        return i + 1;
    size_t e = i + 1;
    while (e < x->nlines && e < i + 3 && x->lines[e].kind == XL_INSN &&
           (!strcmp(x->insns[x->lines[e].insn].opcode, "s_add_u32") ||
            !strcmp(x->insns[x->lines[e].insn].opcode, "s_addc_u32")))
        e++;
    return e;
}

static int op_home(const struct sctx *c, const struct rdna_operand *o)
{
    return o->kind == ROP_SGPR && o->reg >= 0 && o->reg + o->count > c->H;
}

/* The distinct units lines [i, e) name, in the order they are first
 * named, those marked in sp only (sp NULL: all); at most 64. */
static int group_units(const struct sctx *c, size_t i, size_t e, const uint8_t *sp, int seen[64])
{
    const struct xctx *x = c->x;
    int n = 0;
    for (size_t k = i; k < e; k++) {
        const struct xline *l = &x->lines[k];
        if (l->kind != XL_INSN)
            continue;
        const struct rdna_insn *in = &x->insns[l->insn];
        for (unsigned q = 0; q < in->nops; q++) {
            const struct rdna_operand *o = &in->ops[q];
            if (!op_home(c, o))
                continue;
            int uu = c->unit_of[o->reg >= c->H ? o->reg : c->H];
            if (uu < 0 || (sp && !sp[uu]))
                continue;
            int dup = 0;
            for (int a = 0; a < n; a++)
                dup |= seen[a] == uu;
            if (!dup && n < 64)
                seen[n++] = uu;
        }
    }
    return n;
}

/* Reload SGPRs group [i, e) needs with the units marked in sp spilled
 * (NULL: every unit); assigns u->tmp when set. */
static int group_temps(struct sctx *c, size_t i, size_t e, const uint8_t *sp, int set)
{
    int seen[64];
    int n = group_units(c, i, e, sp, seen);
    int cur = c->H;
    for (int a = 4; a >= 1; a /= 2)         /* the widest alignment first: no holes */
        for (int k = 0; k < n; k++) {
            struct unit *uu = &c->u[seen[k]];
            if (uu->align != a)
                continue;
            cur = align_up(cur, a);
            if (set)
                uu->tmp = cur;
            cur += uu->size;
        }
    return cur - c->H;
}

/* Where the kept units end when packed from the first free SGPR after
 * temps reload SGPRs; sets their registers when set. */
static int pack(struct sctx *c, int temps, int set)
{
    int maxa = 1;
    for (int k = 0; k < c->nu; k++)
        if (c->u[k].how == KEPT && c->u[k].align > maxa)
            maxa = c->u[k].align;
    int cur = align_up(c->H + temps, maxa), any = 0;
    for (int a = 4; a >= 1; a /= 2)
        for (int k = 0; k < c->nu; k++) {
            struct unit *uu = &c->u[k];
            if (uu->how != KEPT || uu->align != a)
                continue;
            cur = align_up(cur, a);
            if (set)
                uu->reg = cur;
            cur += uu->size;
            any = 1;
        }
    return any ? cur : c->H + temps;
}

static int max_temps(struct sctx *c, const uint8_t *sp)
{
    int t = 0;
    for (size_t i = 0; i < c->x->nlines;) {
        size_t e = group_end(c->x, i);
        int n = group_temps(c, i, e, sp, 0);
        if (n > t)
            t = n;
        i = e;
    }
    return t;
}

/* What SGPR r holds, for the trace. */
static void reg_name(const struct xctx *x, int r, char *b, size_t n)
{
    for (int k = 0; k < 8; k++) {
        if (x->pmap[k] >= 0 && (r == x->pmap[k] || (x->wave == 64 && r == x->pmap[k] + 1))) {
            fmt_snprintf(b, n, "P%d", k);
            return;
        }
        if (x->upmap[k] >= 0 && (r == x->upmap[k] || (x->wave == 64 && r == x->upmap[k] + 1))) {
            fmt_snprintf(b, n, "UP%d", k);
            return;
        }
    }
    for (int q = 0; q < 64; q++) {
        if (x->umap[q] == r) {
            fmt_snprintf(b, n, "UR%d", q);
            return;
        }
        if (x->uhi[q] == r) {
            fmt_snprintf(b, n, "UR%d(high warp)", q);
            return;
        }
    }
    for (int k = 0; k < x->nslots; k++) {
        const struct xslot *s = &x->slots[k];
        if (r < s->sgpr || r >= s->sgpr + s->width)
            continue;
        int off = s->off & X_BANK_OFF_MAX, bank = (s->off >> X_BANKSYM_SHIFT) & 0xff;
        const char *half = s->width == 2 ? (r == s->sgpr ? ".lo" : ".hi") : "";
        if (s->off & X_BANKBASE)
            fmt_snprintf(b, n, "c[0x%x] base%s", s->off & ~X_BANKBASE, half);
        else if (s->off & (X_BANKSYM | X_BANKDATA))
            fmt_snprintf(b, n, "c[0x%x][0x%x]%s", bank, off, half);
        else if (s->off & X_BANK3)
            fmt_snprintf(b, n, "c[0x3][0x%x]%s", s->off & ~X_BANK3, half);
        else
            fmt_snprintf(b, n, "c[0x0][0x%x]%s", s->off, half);
        return;
    }
    fmt_snprintf(b, n, "s%d", r);
}

/* A unit's name: the values of its registers (a pair's twice-named value once). */
static void unit_name(const struct sctx *c, const struct unit *u, char *b, size_t n)
{
    char prev[48] = "", cur[48];
    size_t len = 0;
    b[0] = 0;
    for (int k = 0; k < c->x->nslots; k++)     /* a 64-bit word: by its name */
        if (c->x->slots[k].width == 2 && c->x->slots[k].sgpr == u->start && u->size == 2) {
            reg_name(c->x, u->start, cur, sizeof cur);
            char *dot = strstr(cur, ".lo");
            if (dot)
                *dot = 0;
            fmt_snprintf(b, n, "%s(64-bit)", cur);
            return;
        }
    for (int k = 0; k < u->size; k++) {
        reg_name(c->x, u->start + k, cur, sizeof cur);
        if (!strcmp(cur, prev))
            continue;
        len += (size_t)fmt_snprintf(b + len, n - len, "%s%s", len ? "," : "", cur);
        if (len >= n)
            break;
        memcpy(prev, cur, sizeof prev);
    }
}

static int is_kernarg_load(const struct rdna_insn *in)
{
    return in->nops >= 3 && (!strcmp(in->opcode, "s_load_b32") || !strcmp(in->opcode, "s_load_b64")) &&
           in->ops[1].kind == ROP_SGPR && in->ops[1].reg == X_SGPR_KERNARG && in->ops[1].count == 2;
}

/* Units, their weights and what may be reloaded from the kernarg segment. */
static enum ws_status find_units(struct sctx *c)
{
    struct xctx *x = c->x;
    uint8_t *t = calloc((size_t)c->nv + 1, 1), *link = calloc((size_t)c->nv + 1, 1);
    c->unit_of = malloc(sizeof *c->unit_of * ((size_t)c->nv + 1));
    c->u = calloc((size_t)c->nv + 1, sizeof *c->u);
    if (!t || !link || !c->unit_of || !c->u) {
        free(t);
        free(link);
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    }
    enum ws_status rc = WS_OK;
    for (size_t i = 0; i < x->nlines && !rc; i++) {
        const struct xline *l = &x->lines[i];
        if (l->kind != XL_INSN)
            continue;
        const struct rdna_insn *in = &x->insns[l->insn];
        for (unsigned q = 0; q < in->nops; q++) {
            const struct rdna_operand *o = &in->ops[q];
            if (!op_home(c, o))
                continue;
            if (o->reg < c->H) {
                rc = ws_error_set(x->err, WS_EINTERNAL, x->sf->name, 0, "an operand s[%d:%d] "
                                  "spans the fixed SGPRs and the spillable ones", o->reg,
                                  o->reg + o->count - 1);
                break;
            }
            for (int j = 0; j < o->count; j++) {
                t[o->reg + j] = 1;
                if (j)
                    link[o->reg + j] = 1;
            }
        }
    }
    c->nu = 0;
    for (int r = 0; r <= c->nv; r++)
        c->unit_of[r] = -1;
    for (int r = c->H; r < c->nv && !rc; r++) {
        if (!t[r])
            continue;
        if (!link[r] || c->nu == 0 || c->unit_of[r - 1] < 0) {
            struct unit *u = &c->u[c->nu++];
            *u = (struct unit){ .start = r, .align = 1, .first = -1, .last = -1, .slot = -1,
                                .how = KEPT, .reg = -1, .lane = -1, .tmp = -1 };
        }
        c->unit_of[r] = c->nu - 1;
        c->u[c->nu - 1].size++;
    }
    free(t);
    free(link);
    if (rc)
        return rc;
    for (int k = 0; k < c->nu; k++) {
        struct unit *u = &c->u[k];
        u->align = u->size >= 4 ? 4 : u->size >= 2 ? 2 : 1;
        if (u->size > 8)
            return ws_error_set(x->err, WS_EINTERNAL, x->sf->name, 0, "s[%d:%d]: more than 8 "
                                "SGPRs named as one", u->start, u->start + u->size - 1);
        for (int s = 0; s < x->nslots; s++) {
            const struct xslot *sl = &x->slots[s];
            if (sl->sgpr == u->start && sl->width == u->size && sl->off >= x->param_base &&
                !(sl->off & X_BANK_ANY))
                u->slot = s;
        }
    }
    /* references: 10^loop depth of the SASS instruction each line is of */
    struct cfg *g = NULL;
    struct ws_error e;
    if (cfg_build(&x->sf->mir, &g, &e))
        g = NULL;
    for (size_t i = 0; i < x->nlines; i++) {
        const struct xline *l = &x->lines[i];
        if (l->kind != XL_INSN)
            continue;
        const struct rdna_insn *in = &x->insns[l->insn];
        int depth = 0;
        if (g && l->sass >= 0 && g->insn_block && g->insn_block[l->sass] < g->nblocks)
            depth = g->blocks[g->insn_block[l->sass]].loop_depth;
        double w = 1;
        for (int d = 0; d < depth && d < LOOP_CAP; d++)
            w *= 10;
        int last = -1;
        for (unsigned q = 0; q < in->nops; q++) {
            const struct rdna_operand *o = &in->ops[q];
            if (!op_home(c, o))
                continue;
            int k = c->unit_of[o->reg];
            struct unit *u = &c->u[k];
            int wr = !(o->access & (RACC_R | RACC_W)) || (o->access & RACC_W);
            if (wr && i < c->pro)
                u->body_written = 1;
            if (wr && i >= c->pro && !is_kernarg_load(in))
                u->slot = -1;           /* the prologue computes it: no plain word */
            if (k == last)
                continue;
            last = k;
            u->nrefs++;
            u->weight += w;
            if (depth > u->depth)
                u->depth = depth;
            if (u->first < 0)
                u->first = (int)i;
            u->last = (int)i;
        }
    }
    cfg_free(g);
    for (int k = 0; k < c->nu; k++)
        if (c->u[k].first >= 0)
            c->u[k].weight /= (double)(c->u[k].last - c->u[k].first + 1);
    return WS_OK;
}

static int by_weight(const void *a, const void *b, void *arg)
{
    const struct unit *u = arg;
    const int *p = a, *q = b;
    if (u[*p].weight != u[*q].weight)
        return u[*p].weight < u[*q].weight ? -1 : 1;
    return *p - *q;
}

/* ---- the rewrite ---------------------------------------------------------- */

struct out {
    struct xline *l;
    struct rdna_insn *in;
    size_t n, nin, cap, capin;
};

static enum ws_status out_room(struct xctx *x, struct out *o)
{
    if (o->n < o->cap && o->nin < o->capin)
        return WS_OK;
    size_t c = o->cap * 2 + 64, ci = o->capin * 2 + 64;
    void *p = realloc(o->l, c * sizeof *o->l), *q = p ? realloc(o->in, ci * sizeof *o->in) : NULL;
    if (p)
        o->l = p;
    if (q)
        o->in = q;
    if (!p || !q)
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    o->cap = c;
    o->capin = ci;
    return WS_OK;
}

static enum ws_status out_text(struct xctx *x, struct out *o, const char *t, const struct xline *of,
                               const struct rdna_insn *like)
{
    enum ws_status s = out_room(x, o);
    if (s)
        return s;
    struct rdna_insn *in = &o->in[o->nin];
    memset(in, 0, sizeof *in);
    if ((s = rdna_parse_insn(x->r->out, t, strlen(t), in, "<sgpr spill>", 0, x->err)))
        return s;
    in->offset = RDNA_NO_OFFSET;
    in->loc = like->loc;
    in->prov = like->prov;
    in->prov.rule = -1;
    o->l[o->n++] = (struct xline){ XL_INSN, XLP_SPILL, (int32_t)o->nin++, of->sass, -1, NULL };
    return WS_OK;
}

/* Copy line l (an instruction with its home SGPRs renamed). */
static enum ws_status out_line(struct sctx *c, struct out *o, const struct xline *l)
{
    struct xctx *x = c->x;
    enum ws_status s = out_room(x, o);
    if (s)
        return s;
    o->l[o->n] = *l;
    if (l->kind != XL_INSN) {
        o->n++;
        return WS_OK;
    }
    struct rdna_insn *in = &o->in[o->nin];
    *in = x->insns[l->insn];
    int any = 0;
    for (unsigned q = 0; q < in->nops; q++)
        any |= op_home(c, &in->ops[q]);
    if (any) {
        struct rdna_operand *ops = arena_alloc(&x->r->out->arena, sizeof *ops * in->nops);
        if (!ops)
            return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
        memcpy(ops, in->ops, sizeof *ops * in->nops);
        for (unsigned q = 0; q < in->nops; q++) {
            if (!op_home(c, &ops[q]))
                continue;
            const struct unit *u = &c->u[c->unit_of[ops[q].reg]];
            int base = u->how == KEPT ? u->reg : u->tmp;
            ops[q].reg = (int16_t)(base + ops[q].reg - u->start);
        }
        in->ops = ops;
    }
    o->l[o->n++].insn = (int32_t)o->nin++;
    return WS_OK;
}

/* ---- the choice ------------------------------------------------------------ */

/* The choice below asks, for each spilled unit kept back in turn, for the
 * most reload SGPRs any instruction group needs (max_temps) and where the
 * kept units end (pack): walking every line for each unit was quadratic
 * (shoc's S3D: thousands of units, 100,000 lines).  The index keeps each
 * group's distinct units and each unit's groups, each group's need, and a
 * histogram of the needs, so a unit kept back updates its groups only;
 * the kept units' end is their total size above the reload SGPRs aligned
 * to the widest kept unit (units are packed widest first, and every
 * unit's size is a multiple of its alignment, checked). */
struct gindex {
    size_t ng;
    size_t *gs;                 /* group g is lines [gs[g], gs[g + 1]) */
    int *goff, *gu;             /* group g's distinct units gu[goff[g] .. goff[g + 1]) */
    int *uoff, *ug;             /* unit k's groups ug[uoff[k] .. uoff[k + 1]) */
    int *need;                  /* group g's reload SGPRs */
    int *hist, hmax;            /* groups per need, needs 0 .. hmax */
    int kept_size, kept_n[5];   /* kept units: total size, count per alignment */
};

static void gindex_free(struct gindex *g)
{
    free(g->gs);
    free(g->goff);
    free(g->gu);
    free(g->uoff);
    free(g->ug);
    free(g->need);
    free(g->hist);
}

/* Reload SGPRs group g needs with the units marked in sp spilled: as
 * group_temps, from the index. */
static int gneed(const struct sctx *c, const struct gindex *g, size_t k)
{
    int cur = c->H;
    for (int a = 4; a >= 1; a /= 2)
        for (int j = g->goff[k]; j < g->goff[k + 1]; j++) {
            const struct unit *uu = &c->u[g->gu[j]];
            if (!c->sp[g->gu[j]] || uu->align != a)
                continue;
            cur = align_up(cur, a) + uu->size;
        }
    return cur - c->H;
}

static int gindex_build(struct sctx *c, struct gindex *g)
{
    struct xctx *x = c->x;
    memset(g, 0, sizeof *g);
    for (int k = 0; k < c->nu; k++)
        if ((c->u[k].align != 1 && c->u[k].align != 2 && c->u[k].align != 4) ||
            c->u[k].size % c->u[k].align)
            return -1;
    size_t cap = 64, nref = 0, capref = 256;
    g->gs = malloc(cap * sizeof *g->gs);
    int *refs = malloc(capref * sizeof *refs);     /* distinct units, group after group */
    g->goff = NULL;
    if (!g->gs || !refs)
        goto fail;
    int seen[64];
    for (size_t i = 0; i < x->nlines;) {
        size_t e = group_end(x, i);
        if (g->ng + 2 > cap) {
            size_t *n = realloc(g->gs, (cap *= 2) * sizeof *n);
            if (!n)
                goto fail;
            g->gs = n;
        }
        g->gs[g->ng++] = i;
        int n = group_units(c, i, e, NULL, seen);
        if (nref + (size_t)n + 1 > capref) {
            int *r = realloc(refs, (capref = 2 * capref + (size_t)n) * sizeof *r);
            if (!r)
                goto fail;
            refs = r;
        }
        for (int a = 0; a < n; a++)
            refs[nref++] = seen[a];
        refs[nref++] = -1;          /* end of the group */
        i = e;
    }
    g->gs[g->ng] = x->nlines;
    g->goff = malloc((g->ng + 1) * sizeof *g->goff);
    g->gu = malloc((nref + 1) * sizeof *g->gu);
    g->uoff = calloc((size_t)c->nu + 1, sizeof *g->uoff);
    g->ug = malloc((nref + 1) * sizeof *g->ug);
    g->need = malloc((g->ng + 1) * sizeof *g->need);
    if (!g->goff || !g->gu || !g->uoff || !g->ug || !g->need)
        goto fail;
    size_t gi = 0, m = 0;
    g->goff[0] = 0;
    for (size_t r = 0; r < nref; r++) {
        if (refs[r] < 0) {
            g->goff[++gi] = (int)m;
            continue;
        }
        g->gu[m++] = refs[r];
        g->uoff[refs[r] + 1]++;
    }
    for (int k = 0; k < c->nu; k++)
        g->uoff[k + 1] += g->uoff[k];
    int *fill = calloc((size_t)c->nu + 1, sizeof *fill);
    if (!fill)
        goto fail;
    for (size_t k = 0; k < g->ng; k++)
        for (int j = g->goff[k]; j < g->goff[k + 1]; j++) {
            int u = g->gu[j];
            g->ug[g->uoff[u] + fill[u]++] = (int)k;
        }
    free(fill);
    int hmax = 0;
    for (size_t k = 0; k < g->ng; k++) {
        int all = 3;            /* the most any group can need: all its units spilled */
        for (int j = g->goff[k]; j < g->goff[k + 1]; j++)
            all += c->u[g->gu[j]].size + 3;
        if (all > hmax)
            hmax = all;
    }
    g->hmax = hmax;
    g->hist = calloc((size_t)hmax + 1, sizeof *g->hist);
    if (!g->hist)
        goto fail;
    for (size_t k = 0; k < g->ng; k++)
        g->hist[g->need[k] = gneed(c, g, k)]++;
    for (int k = 0; k < c->nu; k++)
        if (!c->sp[k]) {
            g->kept_size += c->u[k].size;
            g->kept_n[c->u[k].align]++;
        }
    free(refs);
    return 0;
fail:
    free(refs);
    gindex_free(g);
    memset(g, 0, sizeof *g);
    return -1;
}

static int gindex_max(const struct gindex *g)
{
    int v = g->hmax;
    while (v > 0 && !g->hist[v])
        v--;
    return v;
}

/* Unit k's groups after its spilled mark changed. */
static void gindex_unit(const struct sctx *c, struct gindex *g, int k)
{
    for (int j = g->uoff[k]; j < g->uoff[k + 1]; j++) {
        size_t gr = (size_t)g->ug[j];
        g->hist[g->need[gr]]--;
        g->hist[g->need[gr] = gneed(c, g, gr)]++;
    }
    int d = c->sp[k] ? -1 : 1;
    g->kept_size += d * c->u[k].size;
    g->kept_n[c->u[k].align] += d;
}

/* pack(c, temps, 0) from the index */
static int gindex_pack(const struct sctx *c, const struct gindex *g, int temps)
{
    int maxa = g->kept_n[4] ? 4 : g->kept_n[2] ? 2 : g->kept_n[1] ? 1 : 0;
    if (!maxa)
        return c->H + temps;
    /* as pack(): the kept units from H + temps aligned to the widest, no holes */
    return align_up(c->H + temps, maxa) + g->kept_size;
}

/* Spill the lightest units until the kept ones fit the budget B with the
 * most reload SGPRs any instruction could need (t0), then keep back the
 * heaviest spilled ones while the budget holds with the reload SGPRs
 * actually needed; c->t and c->end as chosen. */
static void choose(struct sctx *c, int B, int t0)
{
    for (int k = 0; k < c->nu; k++)
        c->order[k] = k;
    qsort_r(c->order, (size_t)c->nu, sizeof *c->order, by_weight, c->u);
    int nsp = 0;
    while (pack(c, t0, 0) > B && nsp < c->nu) {
        c->u[c->order[nsp]].how = LANE;
        c->sp[c->order[nsp++]] = 1;
    }
    struct gindex g;
    if (gindex_build(c, &g) == 0) {
        for (int a = nsp - 1; a >= 0; a--) {
            int k = c->order[a];
            c->u[k].how = KEPT;
            c->sp[k] = 0;
            gindex_unit(c, &g, k);
            if (gindex_pack(c, &g, gindex_max(&g)) > B) {
                c->u[k].how = LANE;
                c->sp[k] = 1;
                gindex_unit(c, &g, k);
            }
        }
        gindex_free(&g);
    } else {                    /* no index (out of memory): the same, line by line */
        for (int a = nsp - 1; a >= 0; a--) {
            struct unit *u = &c->u[c->order[a]];
            u->how = KEPT;
            c->sp[c->order[a]] = 0;
            if (pack(c, max_temps(c, c->sp), 0) > B) {
                u->how = LANE;
                c->sp[c->order[a]] = 1;
            }
        }
    }
    c->t = max_temps(c, c->sp);
    c->end = pack(c, c->t, 1);
}

/* Lanes or the kernarg segment for each spilled unit (all that can be,
 * from the kernarg segment, when any): the lane VGPRs needed. */
static int place(struct sctx *c, int any)
{
    int lanes = 0;
    for (int k = 0; k < c->nu; k++) {
        struct unit *u = &c->u[k];
        if (u->how == KEPT)
            continue;
        if (u->slot >= 0 && !u->body_written && (any || u->depth == 0)) {
            u->how = KERNARG;
        } else {
            u->how = LANE;
            u->lane = lanes;
            lanes += u->size;
        }
    }
    return (lanes + c->x->wave - 1) / c->x->wave;
}

/* ---- the rewrite ----------------------------------------------------------- */

/* Lines [i, e) with their reloads before and stores after. */
static enum ws_status rewrite_group(struct sctx *c, struct out *o, size_t i, size_t e)
{
    struct xctx *x = c->x;
    const struct xline *l = &x->lines[i];
    const struct rdna_insn *in0 = &x->insns[l->insn];
    for (int k = 0; k < c->nu; k++)
        c->u[k].tmp = -1;
    group_temps(c, i, e, c->sp, 1);
    uint8_t rd[64] = { 0 }, wr[64][8];
    int us[64], nus = 0;
    memset(wr, 0, sizeof wr);
    for (size_t k = i; k < e; k++) {
        const struct rdna_insn *in = &x->insns[x->lines[k].insn];
        for (unsigned q = 0; q < in->nops; q++) {
            const struct rdna_operand *op = &in->ops[q];
            if (!op_home(c, op))
                continue;
            int uu = c->unit_of[op->reg];
            if (c->u[uu].tmp < 0)
                continue;
            int a = 0;
            while (a < nus && us[a] != uu)
                a++;
            if (a == nus) {
                if (nus == 64)
                    continue;
                us[nus++] = uu;
            }
            int unknown = !(op->access & (RACC_R | RACC_W));
            if (unknown || (op->access & RACC_R))
                rd[a] = 1;
            if (unknown || (op->access & RACC_W))
                for (int j = 0; j < op->count && op->reg - c->u[uu].start + j < 8; j++)
                    wr[a][op->reg - c->u[uu].start + j] = 1;
        }
    }
    enum ws_status rc = WS_OK;
    struct strbuf gn;
    sb_init(&gn);
    char t1[96], nm[96];
    for (int a = 0; a < nus && !rc; a++) {          /* reloads */
        const struct unit *u = &c->u[us[a]];
        unit_name(c, u, nm, sizeof nm);
        int vl = x->vlane + u->lane / x->wave, ln = u->lane % x->wave;
        if (!rd[a]) {
            sb_printf(&gn, "%s%s stored to v%d lane %d from s%d", gn.len ? "; " : "", nm, vl, ln,
                      u->tmp);
            continue;
        }
        if (u->how == KERNARG) {
            int at = x->slots[u->slot].off - x->param_base;
            if (u->size == 2)
                fmt_snprintf(t1, sizeof t1, "s_load_b64 s[%d:%d], s[0:1], 0x%x", u->tmp,
                             u->tmp + 1, at);
            else
                fmt_snprintf(t1, sizeof t1, "s_load_b32 s%d, s[0:1], 0x%x", u->tmp, at);
            rc = out_text(x, o, t1, l, in0);
            c->reloads++;
            sb_printf(&gn, "%s%s reloaded from the kernarg segment (0x%x) into s%d",
                      gn.len ? "; " : "", nm, at, u->tmp);
            continue;
        }
        int anyw = 0;
        for (int j = 0; j < u->size && !rc; j++) {
            int lj = u->lane + j;
            fmt_snprintf(t1, sizeof t1, "v_readlane_b32 s%d, v%d, %d", u->tmp + j,
                         x->vlane + lj / x->wave, lj % x->wave);
            rc = out_text(x, o, t1, l, in0);
            c->reloads++;
            anyw |= j < 8 && wr[a][j];
        }
        sb_printf(&gn, "%s%s reloaded from v%d lane %d into s%d%s", gn.len ? "; " : "", nm, vl,
                  ln, u->tmp, anyw ? ", stored back after" : "");
    }
    for (size_t k = i; k < e && !rc; k++) {         /* the lines, renamed */
        if (k > i)
            c->map[k] = (int32_t)o->n;
        rc = out_line(c, o, &x->lines[k]);
    }
    for (int a = 0; a < nus && !rc; a++) {          /* stores */
        const struct unit *u = &c->u[us[a]];
        for (int j = 0; u->how == LANE && j < u->size && j < 8 && !rc; j++) {
            if (!wr[a][j])
                continue;
            int lj = u->lane + j;
            fmt_snprintf(t1, sizeof t1, "v_writelane_b32 v%d, s%d, %d", x->vlane + lj / x->wave,
                         u->tmp + j, lj % x->wave);
            rc = out_text(x, o, t1, l, in0);
            c->stores++;
        }
    }
    if (!rc && gn.len && (size_t)c->map[i] < c->capnote)
        c->gnote[c->map[i]] = xs(x, gn.s);
    sb_free(&gn);
    for (int a = 0; a < nus && !rc; a++) {
        if (c->ngr == c->capgr) {
            size_t cap = c->capgr * 2 + 64;
            void *q = realloc(c->gr, cap * sizeof *c->gr);
            if (!q)
                return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
            c->gr = q;
            c->capgr = cap;
        }
        c->gr[c->ngr++] = (struct greg){ c->map[i], (int16_t)us[a], (int16_t)c->u[us[a]].tmp };
    }
    return rc;
}

/* Every line, into o; c->map from the old lines to the new. */
static enum ws_status rewrite(struct sctx *c, struct out *o)
{
    struct xctx *x = c->x;
    size_t n0 = x->nlines;
    enum ws_status rc = WS_OK;
    for (size_t i = 0; i < n0 && !rc;) {
        size_t e = group_end(x, i);
        const struct xline *l = &x->lines[i];
        c->map[i] = (int32_t)o->n;
        const struct rdna_insn *in0 = l->kind == XL_INSN ? &x->insns[l->insn] : NULL;
        if (!in0)
            rc = out_line(c, o, l);
        else if (!(i >= c->pro && e == i + 1 && is_kernarg_load(in0) && op_home(c, &in0->ops[0]) &&
                   c->u[c->unit_of[in0->ops[0].reg]].how == KERNARG))
            rc = rewrite_group(c, o, i, e);
        /* else: a kernarg load of a parameter reloaded where it is read: gone */
        i = e;
    }
    c->map[n0] = (int32_t)o->n;
    return rc;
}

/* The steps over the new lines: their ranges, their notes (the reloads of
 * their lines), their bindings (a kept SGPR's new number, a spilled one's
 * reload SGPR in the step). */
static void remap_steps(struct sctx *c)
{
    struct xctx *x = c->x;
    for (size_t s = 0; s < x->nsteps; s++) {
        struct xstep *st = &x->steps[s];
        st->first = c->map[st->first];
        st->last = c->map[st->last];
        struct strbuf sn;
        sb_init(&sn);
        for (int32_t k = st->first; k < st->last && (size_t)k < c->capnote; k++)
            if (c->gnote[k])
                sb_printf(&sn, "%s%s", sn.len ? "; " : "", c->gnote[k]);
        if (sn.len && sn.s) {
            struct strbuf n;
            sb_init(&n);
            sb_printf(&n, "%s%ssgpr spill: %s", st->note ? st->note : "", st->note ? "; " : "", sn.s);
            if (n.s)
                st->note = xs(x, n.s);
            sb_free(&n);
        }
        sb_free(&sn);
        struct xbind *bd = (struct xbind *)st->binds;     /* this translation's own */
        for (uint32_t k = 0; k < st->nbinds; k++) {
            if (bd[k].kind != XB_VAL || bd[k].file != 's' || (int)bd[k].val < c->H ||
                (int)bd[k].val >= c->nv || c->unit_of[bd[k].val] < 0)
                continue;
            int uu = c->unit_of[bd[k].val], d = (int)bd[k].val - c->u[uu].start;
            if (c->u[uu].how == KEPT) {
                bd[k].val = (uint32_t)(c->u[uu].reg + d);
                continue;
            }
            size_t lo = 0, hi = c->ngr;         /* the first record at or after st->first */
            while (lo < hi) {
                size_t mid = (lo + hi) / 2;
                if (c->gr[mid].line < st->first)
                    lo = mid + 1;
                else
                    hi = mid;
            }
            for (; lo < c->ngr && c->gr[lo].line < st->last; lo++)
                if (c->gr[lo].unit == uu) {
                    bd[k].val = (uint32_t)(c->gr[lo].tmp + d);
                    break;
                }
        }
    }
}

/* The spill step's note and bindings. */
static void describe(struct sctx *c, int B)
{
    struct xctx *x = c->x;
    struct strbuf nb, bb;
    sb_init(&nb);
    sb_init(&bb);
    int nlane = 0, nker = 0, rlane = 0, rker = 0;
    char nm[96];
    for (int a = 0; a < c->nu; a++) {
        const struct unit *u = &c->u[c->order[a]];
        if (u->how == KEPT)
            continue;
        unit_name(c, u, nm, sizeof nm);
        if (u->how == LANE) {
            nlane++;
            rlane += u->size;
            sb_printf(&bb, "%s%s(s%d)->v%d lane %d", bb.len ? "; " : "", nm, u->start,
                      x->vlane + u->lane / x->wave, u->lane % x->wave);
        } else {
            nker++;
            rker += u->size;
            sb_printf(&bb, "%s%s(s%d)->kernarg+0x%x", bb.len ? "; " : "", nm, u->start,
                      x->slots[u->slot].off - x->param_base);
        }
        sb_printf(&bb, " (%d reference%s, loop depth %d, live across %d instructions%s)", u->nrefs,
                  u->nrefs == 1 ? "" : "s", u->depth, u->first >= 0 ? u->last - u->first + 1 : 0,
                  u->how == KERNARG ? ", a kernel parameter no loop reads" : "");
    }
    x->sspilled = nlane + nker;
    sb_printf(&nb, "the SGPRs reach s%d, over the budget of %d: %d of %d groups of SGPRs of lowest "
              "weight (references x 10^loop depth / instructions live) are spilled: %d (%d SGPRs) "
              "to lanes of v%d..v%d (v_readlane_b32 before a read, v_writelane_b32 after a write), "
              "%d kernel parameters no loop reads (%d SGPRs) reloaded from the kernarg segment "
              "(s_load where read, no lane); %d reload SGPRs (s%d..s%d); the %d kept are s%d..s%d; "
              "%d reloads, %d stores (the regalloc step names the SGPRs as numbered before this "
              "pass)", c->nv - 1, B, x->sspilled, c->nu, nlane, rlane, x->vlane,
              x->vlane + (c->nl ? c->nl : 1) - 1, nker, rker, c->t, c->H, c->H + c->t - 1,
              c->nu - x->sspilled, c->H + c->t, c->end - 1, c->reloads, c->stores);
    x->sspill_note = nb.s ? xs(x, nb.s) : NULL;
    x->sspill_binds = bb.s ? xs(x, bb.s) : NULL;
    sb_free(&nb);
    sb_free(&bb);
}

static void sctx_free(struct sctx *c)
{
    free(c->unit_of);
    free(c->u);
    free(c->order);
    free(c->sp);
    free(c->map);
    free(c->gnote);
    free(c->gr);
}

enum ws_status xspill_sgprs(struct xctx *x, size_t *seam)
{
    x->sspilled = x->lane_need = 0;
    x->sspill_note = x->sspill_binds = NULL;
    int B = xspill_sgpr_budget(x) - x->sgpr_reserve;
    if (x->next_sgpr <= B)
        return WS_OK;
    struct sctx c;
    memset(&c, 0, sizeof c);
    c.x = x;
    c.H = x->spsave + 2;
    c.nv = x->next_sgpr;
    c.pro = *seam < x->nlines ? *seam : x->nlines;
    for (size_t i = 0; i < x->nlines; i++)
        if (x->lines[i].kind == XL_INSN) {
            const struct rdna_insn *in = &x->insns[x->lines[i].insn];
            for (unsigned q = 0; q < in->nops; q++)
                if (in->ops[q].kind == ROP_SGPR && in->ops[q].reg + in->ops[q].count > c.nv)
                    c.nv = in->ops[q].reg + in->ops[q].count;
        }
    enum ws_status rc = find_units(&c);
    if (!rc) {
        c.order = malloc(sizeof *c.order * ((size_t)c.nu + 1));
        c.sp = calloc((size_t)c.nu + 1, 1);
        if (!c.order || !c.sp)
            rc = ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    }
    int t0 = rc ? 0 : max_temps(&c, NULL);          /* the bound: every unit spilled */
    if (!rc && c.H + t0 > B) {
        char pair[48] = "";
        if (x->sgpr_reserve)
            snprintf(pair, sizeof pair, "; %d for long branches", x->sgpr_reserve);
        rc = ws_error_set(x->err, WS_ELIMIT, x->sm->path ? x->sm->path : x->sf->name, 0,
                          "function %s: a budget of %d SGPRs is too small: this function needs at "
                          "least %d SGPRs (s0..s%d fixed: kernarg pointer, workgroup ids, rule "
                          "temporaries, return address, %spredicate save; %d for reloads%s)",
                          x->sf->name, B + x->sgpr_reserve, c.H + t0 + x->sgpr_reserve, c.H - 1,
                          x->cstack ? "call stack pointer, " : "", t0, pair);
    }
    if (rc) {
        sctx_free(&c);
        return rc;
    }
    choose(&c, B, t0);
    /* kernel parameters no loop reads: from the kernarg segment; all that
     * can be when the VGPR budget has no room for the lanes; else again
     * with the lanes reserved */
    int vb = xspill_vgpr_budget(x);
    c.nl = place(&c, 0);
    if (c.nl > x->lane_reserve && x->vlane + c.nl > vb)
        c.nl = place(&c, 1);
    if (c.nl > x->lane_reserve && x->vlane + c.nl > vb) {
        x->lane_need = c.nl;
        sctx_free(&c);
        return WS_OK;
    }
    size_t n0 = x->nlines;
    struct out o = { .cap = n0 + n0 / 2 + 64, .capin = n0 + n0 / 2 + 64 };
    c.capnote = n0 * 2 + 64;
    c.map = malloc(sizeof *c.map * (n0 + 1));
    c.gnote = calloc(c.capnote, sizeof *c.gnote);
    o.l = malloc(o.cap * sizeof *o.l);
    o.in = malloc(o.capin * sizeof *o.in);
    if (!c.map || !c.gnote || !o.l || !o.in)
        rc = ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    if (!rc)
        rc = rewrite(&c, &o);
    if (rc) {
        free(o.l);
        free(o.in);
        sctx_free(&c);
        return rc;
    }
    remap_steps(&c);
    if (*seam < n0)
        *seam = (size_t)c.map[*seam];
    free(x->lines);
    free(x->insns);
    x->lines = o.l;
    x->insns = o.in;
    x->nlines = o.n;
    x->ninsns = o.nin;
    x->caplines = o.cap;
    x->capinsns = o.capin;
    describe(&c, B);
    x->next_sgpr = c.end > c.H + c.t ? c.end : c.H + c.t;
    if (c.nl && x->vlane + c.nl > x->next_vgpr)
        x->next_vgpr = x->vlane + c.nl;
    sctx_free(&c);
    return WS_OK;
}
