/* xlate.c - the translation engine: match rules, expand them, record the
 * trace, then run the named passes. */
#include "xlate_int.h"
#include "analysis/cfg.h"
#include "analysis/uniform.h"
#include "base/fmt.h"

#include <ctype.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *const cat_names[] = {
#define XC_NAME(n, s) s,
    XCAT_LIST(XC_NAME)
#undef XC_NAME
};

const char *xlate_cat_name(unsigned cat)
{
    return cat < XC_COUNT ? cat_names[cat] : "?";
}

/* ---- matching ------------------------------------------------------------ */

/* Is the space-separated word w[0..n) one of in's modifiers? */
static int has_word(const struct sass_insn *in, const char *w, size_t n)
{
    for (unsigned i = 0; i < in->nmods; i++)
        if (!strncmp(in->mods[i], w, n) && in->mods[i][n] == 0)
            return 1;
    return 0;
}

static int has_all_mods(const struct sass_insn *in, const char *list)
{
    for (const char *p = list; p && *p;) {
        while (*p == ' ') p++;
        size_t n = strcspn(p, " ");
        if (n && !has_word(in, p, n))
            return 0;
        p += n;
    }
    return 1;
}

static int has_any_mod(const struct sass_insn *in, const char *list)
{
    for (const char *p = list; p && *p;) {
        while (*p == ' ') p++;
        size_t n = strcspn(p, " ");
        if (n && has_word(in, p, n))
            return 1;
        p += n;
    }
    return 0;
}

static int shape_ok(char c, const struct sass_operand *o)
{
    switch (c) {
    case '*': return 1;
    case 'r': return o->kind == SOP_REG;
    case 'u': return o->kind == SOP_UREG;
    case 'g': return o->kind == SOP_REG || o->kind == SOP_UREG;
    case 'p': return o->kind == SOP_PRED;
    case 'q': return o->kind == SOP_UPRED;
    case 'i': return o->kind == SOP_IMM;
    case 'f': return o->kind == SOP_FIMM || o->kind == SOP_IMM;
    case 'c': return o->kind == SOP_CBANK && o->u.cb.bank >= 0 && o->u.cb.reg < 0 &&
                     o->u.cb.bank_ureg < 0;
    case 's': return o->kind == SOP_REG || o->kind == SOP_UREG || o->kind == SOP_IMM ||
                     o->kind == SOP_FIMM || shape_ok('c', o);
    case 'm': return o->kind == SOP_MEM;
    case 'l': return o->kind == SOP_LABEL;
    case 'S': return o->kind == SOP_SREG;
    default: return 0;
    }
}

/* Everything but the opcode and the modifier lists; ops_len: strlen(r->ops). */
static int matches_rest(const struct xrule *r, const struct sass_insn *in, size_t ops_len)
{
    if (r->ops) {
        if ((int)ops_len != in->nops)
            return 0;
        for (int i = 0; i < in->nops; i++)
            if (!shape_ok(r->ops[i], &in->ops[i]))
                return 0;
    }
    /* source modifiers the rule does not handle make it not match */
    for (int i = 0; i < in->nops && !(r->flags & XRF_ANYMODS); i++) {
        const struct sass_operand *o = &in->ops[i];
        if (o->kind == SOP_PRED || o->kind == SOP_UPRED)
            continue;
        if ((o->flags & (SOF_NEG | SOF_ABS)) && !(r->flags & (XRF_FMODS | XRF_INEG)))
            return 0;
        if ((o->flags & SOF_ABS) && !(r->flags & XRF_FMODS))
            return 0;
        if (o->flags & SOF_INV)
            return 0;
        if (o->sel && o->kind == SOP_REG && !(r->flags & XRF_HSEL))
            return 0;   /* .H0_H0 and friends need a rule that knows them */
    }
    return !r->when || r->when(in);
}

int xlate_rule_matches(const struct xrule *r, const struct sass_insn *in)
{
    if (strcmp(r->opcode, in->opcode) || !has_all_mods(in, r->mods_all) ||
        has_any_mod(in, r->mods_none))
        return 0;
    return matches_rest(r, in, r->ops ? strlen(r->ops) : 0);
}

/* ---- near misses: why a rule does not take an instruction ---------------- */

static const char *shape_desc(char c)
{
    switch (c) {
    case 'r': return "a register R";
    case 'u': return "a uniform register UR";
    case 'g': return "a register R or UR";
    case 'p': return "a predicate P";
    case 'q': return "a uniform predicate UP";
    case 'i': return "an integer immediate";
    case 'f': return "an immediate";
    case 'c': return "a constant c[N][offset] (no register index)";
    case 's': return "a source (R, UR, immediate or c[N][offset])";
    case 'm': return "a memory address [..]";
    case 'l': return "a branch target";
    case 'S': return "a special register SR_*";
    default: return "?";
    }
}

static const char *kind_desc(const struct sass_operand *o)
{
    switch (o->kind) {
    case SOP_REG: return "a register";
    case SOP_UREG: return "a uniform register";
    case SOP_PRED: return "a predicate";
    case SOP_UPRED: return "a uniform predicate";
    case SOP_BAR: return "a convergence barrier";
    case SOP_PR: return "the predicate file";
    case SOP_SREG: return "a special register";
    case SOP_IMM: return "an integer immediate";
    case SOP_FIMM: return "a float immediate";
    case SOP_CBANK: return o->u.cb.reg >= 0 || o->u.cb.bank_ureg >= 0
                           ? "a constant read indexed by a register" : "a constant";
    case SOP_MEM: return "a memory address";
    case SOP_LABEL: return "a branch target";
    default: return "an operand of another kind";
    }
}

/* The name of rule r's condition, from its row's text ("xm_atoms_rtn"). */
static void when_name(const struct xrule *r, char *buf, size_t len)
{
    const char *p = r->src ? strstr(r->src, ".when") : NULL;
    if (p)
        p = strchr(p, '=');
    if (p) {
        p++;
        while (*p == ' ')
            p++;
        size_t n = 0;
        while ((p[n] == '_' || (p[n] >= 'a' && p[n] <= 'z') || (p[n] >= 'A' && p[n] <= 'Z') ||
                (p[n] >= '0' && p[n] <= '9')) && n + 1 < len)
            n++;
        snprintf(buf, len, "%.*s", (int)n, p);
    } else {
        snprintf(buf, len, "of the rule");
    }
}

/* The first word of list missing from in (want 1) or present in it (want 0). */
static int mod_word(const struct sass_insn *in, const char *list, int want, char *w, size_t len)
{
    for (const char *p = list; p && *p;) {
        while (*p == ' ') p++;
        size_t n = strcspn(p, " ");
        if (n && has_word(in, p, n) != want) {
            snprintf(w, len, "%.*s", (int)n, p);
            return 1;
        }
        p += n;
    }
    return 0;
}

int xlate_rule_miss(const struct xrule *r, const struct sass_insn *in, char *buf, size_t len)
{
    char w[64];
    if (strcmp(r->opcode, in->opcode)) {
        snprintf(buf, len, "is for %s", r->opcode);
        return 1;
    }
    if (mod_word(in, r->mods_all, 1, w, sizeof w)) {
        snprintf(buf, len, "needs modifier .%s", w);
        return 1;
    }
    if (mod_word(in, r->mods_none, 0, w, sizeof w)) {
        snprintf(buf, len, "is not for modifier .%s", w);
        return 1;
    }
    if (r->ops) {
        int n = (int)strlen(r->ops);
        if (n != in->nops) {
            snprintf(buf, len, "takes %d operand%s (shape %s), the instruction has %d", n,
                     n == 1 ? "" : "s", r->ops, in->nops);
            return 1;
        }
        for (int i = 0; i < in->nops; i++)
            if (!shape_ok(r->ops[i], &in->ops[i])) {
                snprintf(buf, len, "operand %d %s is %s, the rule takes %s there", i,
                         in->ops[i].text ? in->ops[i].text : "?", kind_desc(&in->ops[i]),
                         shape_desc(r->ops[i]));
                return 1;
            }
    }
    for (int i = 0; i < in->nops && !(r->flags & XRF_ANYMODS); i++) {
        const struct sass_operand *o = &in->ops[i];
        const char *t = o->text ? o->text : "?";
        if (o->kind == SOP_PRED || o->kind == SOP_UPRED)
            continue;
        if ((o->flags & SOF_NEG) && !(r->flags & (XRF_FMODS | XRF_INEG))) {
            snprintf(buf, len, "operand %d %s: the rule does not handle negation (-)", i, t);
            return 1;
        }
        if ((o->flags & SOF_ABS) && !(r->flags & XRF_FMODS)) {
            snprintf(buf, len, "operand %d %s: the rule does not handle |x|", i, t);
            return 1;
        }
        if (o->flags & SOF_INV) {
            snprintf(buf, len, "operand %d %s: the rule does not handle ~ (bitwise not)", i, t);
            return 1;
        }
        if (o->sel && o->kind == SOP_REG && !(r->flags & XRF_HSEL)) {
            snprintf(buf, len, "operand %d %s: the rule does not handle the selector %s", i, t,
                     o->sel);
            return 1;
        }
    }
    if (r->when && !r->when(in)) {
        when_name(r, w, sizeof w);
        snprintf(buf, len, "its condition %s (rules/match.c) is false", w);
        return 1;
    }
    buf[0] = 0;
    return 0;
}

static int by_priority(const void *a, const void *b)
{
    const struct xrule *ra = *(const struct xrule *const *)a, *rb = *(const struct xrule *const *)b;
    if (ra->priority != rb->priority)
        return rb->priority - ra->priority;
    return ra < rb ? -1 : ra > rb;
}

void xlate_near_misses(const struct sass_insn *in, const struct xstep *st, const char *indent,
                       struct strbuf *o)
{
    size_t n;
    const struct xrule *rules = xlate_rules(&n);
    const struct xrule **mine = malloc((n + 1) * sizeof *mine);
    size_t k = 0;
    if (!mine) {
        sb_printf(o, "%s(out of memory)\n", indent);
        return;
    }
    for (size_t i = 0; i < n; i++)
        if (!strcmp(rules[i].opcode, in->opcode))
            mine[k++] = &rules[i];
    qsort(mine, k, sizeof *mine, by_priority);
    if (!k)
        sb_printf(o, "%sno rule is for %s: a rule for it goes in core/xlate/rules/ "
                  "(README \"Adding a rule\")\n", indent, in->opcode);
    int taken = 0;
    for (size_t i = 0; i < k; i++) {
        const struct xrule *r = mine[i];
        char why[400];
        sb_printf(o, "%srule %d %s [prio %d]: ", indent, r->id, r->name, r->priority);
        if (xlate_rule_miss(r, in, why, sizeof why)) {
            sb_printf(o, "%s\n", why);
        } else if (st && st->rule == r->id && st->kind == XS_UNSUPPORTED) {
            const char *d = st->note ? st->note : "";
            const char *c = !strncmp(d, "rule ", 5) ? strstr(d, " declined it: ") : NULL;
            sb_printf(o, "matches, but declined it: %s\n", c ? c + 14 : d);
            taken = 1;
        } else if (st && st->rule == r->id) {
            sb_puts(o, "matches: this rule translated it\n");
            taken = 1;
        } else if (taken) {
            sb_puts(o, "matches, but the first rule that matches is the one tried\n");
        } else {
            sb_puts(o, "matches\n");
            taken = 1;
        }
    }
    free(mine);
}

/* Rules indexed by opcode: for each opcode, its rules in the order they
 * are tried (highest priority first, then table order: the first that
 * matches is the one xlate_rule_matches over all of them would pick), with
 * their modifier lists split into words. */
#define RI_WORDS 8

struct rule_pre {
    const struct xrule *r;
    size_t ops_len;
    int split;                  /* words below hold the lists */
    uint8_t nall, nnone;
    const char *w[RI_WORDS];    /* mods_all words, then mods_none words */
    uint8_t wl[RI_WORDS];
};

struct rule_group {
    const char *opcode;
    size_t first, n;            /* in pre[] */
};

struct rule_index {
    size_t n, ngroups, cap;     /* cap: hash slots, a power of two */
    const struct xrule *rules;
    struct rule_pre *pre;
    struct rule_group *groups;
    int32_t *slot;              /* opcode hash -> group, -1 empty */
};

static int by_opcode(const void *a, const void *b, void *ctx)
{
    const struct xrule *r = ctx;
    const struct xrule *ra = &r[*(const uint16_t *)a], *rb = &r[*(const uint16_t *)b];
    int c = strcmp(ra->opcode, rb->opcode);
    if (c)
        return c;
    if (ra->priority != rb->priority)
        return rb->priority - ra->priority;
    return (int)*(const uint16_t *)a - (int)*(const uint16_t *)b;
}

static uint32_t opcode_hash(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

static int split_words(const char *list, const char **w, uint8_t *wl, int n)
{
    for (const char *p = list; p && *p;) {
        while (*p == ' ') p++;
        size_t l = strcspn(p, " ");
        if (l) {
            if (n == RI_WORDS || l > 255)
                return -1;
            w[n] = p;
            wl[n++] = (uint8_t)l;
        }
        p += l;
    }
    return n;
}

static struct rule_index rules_ix;   /* rule_index() */
static pthread_once_t ix_once = PTHREAD_ONCE_INIT;

/* Fills rules_ix, or leaves it empty (rules_ix.pre NULL) when out of memory. */
static void rule_index_build(void)
{
    size_t n;
    const struct xrule *rules = xlate_rules(&n);
    if (!rules)
        return;
    uint16_t *o = malloc(sizeof *o * (n + 1));
    struct rule_pre *pre = calloc(n + 1, sizeof *pre);
    struct rule_group *g = calloc(n + 1, sizeof *g);
    size_t cap = 16;
    while (cap < 2 * (n + 1))
        cap *= 2;
    int32_t *slot = malloc(sizeof *slot * cap);
    if (!o || !pre || !g || !slot) {
        free(o);
        free(pre);
        free(g);
        free(slot);
        return;
    }
    for (size_t i = 0; i < n; i++)
        o[i] = (uint16_t)i;
    qsort_r(o, n, sizeof *o, by_opcode, (void *)rules);
    for (size_t j = 0; j < cap; j++)
        slot[j] = -1;
    size_t ng = 0;
    for (size_t i = 0; i < n; i++) {
        struct rule_pre *p = &pre[i];
        p->r = &rules[o[i]];
        p->ops_len = p->r->ops ? strlen(p->r->ops) : 0;
        int na = split_words(p->r->mods_all, p->w, p->wl, 0);
        int nn = na < 0 ? -1 : split_words(p->r->mods_none, p->w, p->wl, na);
        p->split = nn >= 0;
        p->nall = (uint8_t)(na < 0 ? 0 : na);
        p->nnone = (uint8_t)(nn < 0 ? 0 : nn - na);
        if (i == 0 || strcmp(p->r->opcode, pre[i - 1].r->opcode)) {
            g[ng] = (struct rule_group){ p->r->opcode, i, 0 };
            size_t j = opcode_hash(p->r->opcode) & (cap - 1);
            while (slot[j] >= 0)
                j = (j + 1) & (cap - 1);
            slot[j] = (int32_t)ng++;
        }
        g[ng - 1].n++;
    }
    free(o);
    rules_ix.n = n;
    rules_ix.rules = rules;
    rules_ix.groups = g;
    rules_ix.ngroups = ng;
    rules_ix.slot = slot;
    rules_ix.cap = cap;
    rules_ix.pre = pre;
}

/* Built once, on first use, by whichever thread comes first; NULL when out
 * of memory. */
static const struct rule_index *rule_index(void)
{
    pthread_once(&ix_once, rule_index_build);
    return rules_ix.pre ? &rules_ix : NULL;
}

static int has_words(const struct sass_insn *in, const char *const *w, const uint8_t *wl, int n,
                     int all)
{
    for (int k = 0; k < n; k++) {
        int has = 0;
        for (unsigned i = 0; i < in->nmods && !has; i++)
            has = in->mods[i][0] == w[k][0] && !strncmp(in->mods[i], w[k], wl[k]) &&
                  in->mods[i][wl[k]] == 0;
        if (has != all)
            return !all;
    }
    return all;
}

/* The matching rule of highest priority, NULL when none.  Rules marked
 * XRF_UNIFORM take part only where the engine found a branch uniform. */
static const struct xrule *select_rule(const struct xctx *x, const struct sass_insn *in)
{
    int uniform = x->scalar && x->scalar[x->cur_sass];
    const struct rule_index *ix = rule_index();
    if (!ix)
        return NULL;
    const struct rule_group *g = NULL;
    for (size_t j = opcode_hash(in->opcode) & (ix->cap - 1); ix->slot[j] >= 0 && !g;
         j = (j + 1) & (ix->cap - 1))
        if (!strcmp(ix->groups[ix->slot[j]].opcode, in->opcode))
            g = &ix->groups[ix->slot[j]];
    for (size_t k = 0; g && k < g->n; k++) {
        const struct rule_pre *p = &ix->pre[g->first + k];
        const struct xrule *r = p->r;
        if ((r->flags & XRF_UNIFORM) && !uniform)
            continue;
        int mods = p->split ? has_words(in, p->w, p->wl, p->nall, 1) &&
                              !has_words(in, p->w + p->nall, p->wl + p->nall, p->nnone, 0)
                            : has_all_mods(in, r->mods_all) && !has_any_mod(in, r->mods_none);
        if (mods && matches_rest(r, in, p->ops_len))
            return r;
    }
    return NULL;
}

/* ---- trace ----------------------------------------------------------------- */

int xstep_add(struct xctx *x, const struct xstep *st)
{
    if (x->nsteps == x->capsteps) {
        size_t c = x->capsteps ? x->capsteps * 2 : 256;
        void *p = realloc(x->steps, c * sizeof *x->steps);
        if (!p)
            return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
        x->steps = p;
        x->capsteps = c;
    }
    x->steps[x->nsteps++] = *st;
    return WS_OK;
}

/* The steps' binding records, kept by the result: cut from blocks (not
 * cleared, every record is written). */
struct xbblock {
    struct xbblock *next;       /* the block before */
    size_t used, cap;
    struct xbind b[];
};

static void bblocks_free(struct xbblock *k)
{
    while (k) {
        struct xbblock *n = k->next;
        free(k);
        k = n;
    }
}

/* The blocks cut since the last take: the function's whose translation (or
 * edit) made them; r starts new ones. */
static struct xbblock *bblocks_take(struct xlate_result *r)
{
    struct xbblock *k = r->bblocks;
    r->bblocks = NULL;
    return k;
}

static struct xbblock *bblocks_join(struct xbblock *newer, struct xbblock *older)
{
    if (!newer)
        return older;
    struct xbblock *t = newer;
    while (t->next)
        t = t->next;
    t->next = older;
    return newer;
}

static struct xbind *binds_keep(struct xlate_result *r, const struct xbind *b, size_t n)
{
    struct xbblock *k = r->bblocks;
    if (!k || k->cap - k->used < n) {
        size_t cap = n > 2048 ? n : 2048;
        k = malloc(sizeof *k + sizeof *k->b * cap);
        if (!k)
            return NULL;
        k->next = r->bblocks;
        k->used = 0;
        k->cap = cap;
        r->bblocks = k;
    }
    struct xbind *p = k->b + k->used;
    k->used += n;
    for (size_t i = 0; i < n; i++)      /* a few: no memcpy call */
        p[i] = b[i];
    return p;
}

/* push_step with a note that lives as long as the result already (a
 * string constant, or NULL) */
static int push_step_kept(struct xctx *x, enum xstep_kind kind, int sass, int rule, const char *pass,
                          const char *note, size_t first)
{
    struct xbind *b = NULL;
    if (x->nbinds && !(b = binds_keep(x->r, x->binds, x->nbinds)))
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    if (x->nsteps == x->capsteps) {
        struct xstep s = { 0 };
        if (xstep_add(x, &s))   /* grows the array */
            return x->err->code;
        x->nsteps--;
    }
    x->steps[x->nsteps++] = (struct xstep){ .kind = (uint8_t)kind, .sass = sass, .rule = rule,
                                            .first = (int32_t)first, .last = (int32_t)x->nlines,
                                            .nbinds = (uint32_t)x->nbinds, .pass = pass,
                                            .note = note, .binds = b };
    return WS_OK;
}

static int push_step(struct xctx *x, enum xstep_kind kind, int sass, int rule, const char *pass,
                     const char *note, size_t first)
{
    const char *n = note ? xs(x, note) : NULL;
    if (note && !n)
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    return push_step_kept(x, kind, sass, rule, pass, n, first);
}

static int add_unsupported(struct xctx *x, const struct sass_insn *in, const char *reason)
{
    if (x->nunsup == x->capunsup) {
        size_t c = x->capunsup ? x->capunsup * 2 : 64;
        void *p = realloc(x->unsup, c * sizeof *x->unsup);
        if (!p)
            return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
        x->unsup = p;
        x->capunsup = c;
    }
    x->unsup[x->nunsup++] = (struct xunsupported){ in->offset, in->opcode, xs(x, reason) };
    return WS_OK;
}

/* ---- one instruction ----------------------------------------------------- */

enum ws_status xres_status(const struct xctx *x)
{
    return x->err->code ? x->err->code : WS_ENOMEM;
}

static int is_uniform_op(const struct sass_insn *in)
{
    return in->nops > 0 && (in->ops[0].kind == SOP_UREG || in->ops[0].kind == SOP_UPRED) &&
           (in->ops[0].access & SACC_W);
}

/* Guard predication: a guarded SASS instruction runs only in lanes whose
 * predicate holds; RDNA3 says the same with EXEC. Save EXEC, narrow it to
 * the predicate, run the body, restore. */
static enum xres guard_open(struct xctx *x, const struct sass_insn *in)
{
    char t[96];
    int p = in->guard_uniform ? x->upmap[in->guard] : x->pmap[in->guard];
    if (p < 0)
        return XR_DECLINE;
    const char *w = x->wave == 64 ? "64" : "32", *ex = x->wave == 64 ? "exec" : "exec_lo";
    char ps[40], ts[40];
    if (x->wave == 64) {
        fmt_snprintf(ps, sizeof ps, "s[%d:%d]", p, p + 1);
        fmt_snprintf(ts, sizeof ts, "s[%d:%d]", x->stemp + 2 * (X_STEMPS - 1), x->stemp + 2 * (X_STEMPS - 1) + 1);
    } else {
        fmt_snprintf(ps, sizeof ps, "s%d", p);
        fmt_snprintf(ts, sizeof ts, "s%d", x->stemp + 2 * (X_STEMPS - 1));
    }
    fmt_snprintf(t, sizeof t, "s_mov_b%s %s, %s", w, ts, ex);
    if (xemit_text(x, t))
        return XR_ERROR;
    /* @P: EXEC &= P;  @!P: EXEC &= ~P (s_and_not1: D = S0 & ~S1) */
    fmt_snprintf(t, sizeof t, "%s%s %s, %s, %s", in->guard_neg ? "s_and_not1_b" : "s_and_b", w, ex, ex, ps);
    return xemit_text(x, t);
}

static enum xres guard_close(struct xctx *x)
{
    char t[96];
    if (x->wave == 64)
        fmt_snprintf(t, sizeof t, "s_mov_b64 exec, s[%d:%d]", x->stemp + 2 * (X_STEMPS - 1),
                 x->stemp + 2 * (X_STEMPS - 1) + 1);
    else
        fmt_snprintf(t, sizeof t, "s_mov_b32 exec_lo, s%d", x->stemp + 2 * (X_STEMPS - 1));
    return xemit_text(x, t);
}

/* A lane-mask write (v_cmp, SALU on masks) under a partial EXEC would clear
 * or change the bits of lanes that are not running; a SASS thread that does
 * not run keeps its predicate.  Where EXEC can be partial (the function has
 * divergent branches, or the instruction is guarded), keep the old bits of
 * the inactive lanes: save before, merge after. */
static int pred_dst(const struct sass_insn *in, int k)
{
    const struct sass_operand *o = &in->ops[k];
    return o->kind == SOP_PRED && (o->access & SACC_W) && o->reg != SASS_PT;
}

static enum xres pred_save(struct xctx *x, const struct sass_insn *in, int k)
{
    int p = x->pmap[in->ops[k].reg];
    if (p < 0)
        return XR_OK;
    const struct xpatch pa[] = { { 0, 0, x->spsave }, { 1, 0, p } };
    return xemit_patch(x, x->wave == 64 ? "s_mov_b64 s[0:1], s[0:1]" : "s_mov_b32 s0, s0", pa, 2);
}

/* pr = pr & exec; sv = sv & ~exec; pr = pr | sv (pr the predicate's SGPR
 * (pair), sv the saved copy) */
static enum xres pred_merge(struct xctx *x, const struct sass_insn *in, int k)
{
    int p = x->pmap[in->ops[k].reg];
    if (p < 0)
        return XR_OK;
    int w64 = x->wave == 64, sv = x->spsave;
    const struct xpatch a[] = { { 0, 0, p }, { 1, 0, p } };
    const struct xpatch b[] = { { 0, 0, sv }, { 1, 0, sv } };
    const struct xpatch c[] = { { 0, 0, p }, { 1, 0, p }, { 2, 0, sv } };
    if (xemit_patch(x, w64 ? "s_and_b64 s[0:1], s[0:1], exec" : "s_and_b32 s0, s0, exec_lo", a, 2) ||
        xemit_patch(x, w64 ? "s_and_not1_b64 s[0:1], s[0:1], exec" : "s_and_not1_b32 s0, s0, exec_lo",
                    b, 2) ||
        xemit_patch(x, w64 ? "s_or_b64 s[0:1], s[0:1], s[0:1]" : "s_or_b32 s0, s0, s0", c, 3))
        return XR_ERROR;
    return XR_OK;
}

/* ---- wave64: uniform registers per warp ----------------------------------------
 * SASS keeps a UR per 32-thread warp; a wave64 holds two warps.  Where the
 * uniformity analysis says a UR may differ between them (VOTEU, REDUX and
 * what is computed from them), the high warp's value lives in a second SGPR
 * (x->uhi), every uniform instruction writing or reading such a UR runs once
 * per warp (with umap switched, skipped when that warp has no active lane,
 * as a warp with no running thread does not run it), and any other
 * instruction reading one gets a VGPR whose lanes hold their own warp's
 * value. */

/* How an instruction runs in wave64: as it is, with per-half copies of
 * the per-warp URs it reads, once per warp; or not at all (the engine
 * leaves it UNSUPPORTED, *why says why). */
enum warp_mode { WM_NONE, WM_COPY, WM_TWICE, WM_REFUSE };

/* The operand of uniform instruction i that reads a per-warp UP: -1 when
 * none, or when there are two (different UPs) or the instruction also
 * writes it (the per-half copy of emit_twice would take the write). */
static int up_read(const struct xctx *x, size_t i, const struct sass_insn *in)
{
    uint32_t wo = x->uni->warp_ops[i];
    int at = -1;
    for (int k = 0; k < in->nops && k < 32; k++) {
        const struct sass_operand *o = &in->ops[k];
        if (!((wo >> k) & 1) || o->kind != SOP_UPRED || !(o->access & SACC_R))
            continue;
        if (at >= 0 && in->ops[at].reg != o->reg)
            return -1;
        at = k;
    }
    if (at < 0 || x->upmap[in->ops[at].reg] < 0)
        return -1;
    for (int k = 0; k < in->nops; k++)
        if (in->ops[k].kind == SOP_UPRED && (in->ops[k].access & SACC_W) && in->ops[k].reg == in->ops[at].reg)
            return -1;
    return at;
}

static enum warp_mode warp_mode(struct xctx *x, size_t i, const struct sass_insn *in,
                                const char **why)
{
    if (x->wave != 64 || !x->uni || (!x->uni->ur_warp && !x->uni->up_warp))
        return WM_NONE;
    const struct mir_insn *m = &x->sf->mir.insns[i];
    uint32_t wo = x->uni->warp_ops[i];
    int uop = is_uniform_op(in), wdef = 0, wur = 0;
    for (unsigned k = 0; k < m->ndefs; k++) {
        const struct reg_ref *d = &m->defs[k];
        if (d->cls == RC_UGPR && d->index < 64 && x->uhi[d->index] >= 0)
            wdef = 1;
        if (d->cls == RC_UPRED && d->index < 8 && ((x->uni->up_warp >> d->index) & 1))
            wdef = 1;
    }
    for (int k = 0; k < in->nops && k < 32; k++) {
        if (!((wo >> k) & 1))
            continue;
        const struct sass_operand *o = &in->ops[k];
        if (o->kind == SOP_MEM && !strcmp(in->opcode, "SYNCS") &&
            (o->u.mem.reg_is_ureg ? o->u.mem.ureg < 0 : o->u.mem.reg < 0 || o->u.mem.reg == SASS_RZ)) {
            /* an mbarrier's LDS address [URn+off]: its rule computes the
             * address per lane (emit_mem.c addr32), from the per-half
             * copy of URn */
            wur = 1;
            continue;
        }
        if (o->kind == SOP_MEM || o->kind == SOP_CBANK) {
            *why = "wave64: an address built from a uniform register whose value differs "
                   "between the wave's two warps";
            return WM_REFUSE;
        }
        /* a per-warp UP read by a uniform instruction: run once per warp
         * with that warp's half of it (emit_twice); the UP's earlier
         * per-warp value under a destination is no read */
        if (o->kind == SOP_UPRED && uop && (o->access & SACC_R)) {
            if (up_read(x, i, in) < 0) {
                *why = "wave64: a uniform instruction reading two uniform predicates whose values "
                       "differ between the wave's two warps, or writing the one it reads";
                return WM_REFUSE;
            }
            wur = 1;
        }
        wur |= o->kind == SOP_UREG;
    }
    if (uop && (wdef || wur))
        return WM_TWICE;
    return wur ? WM_COPY : WM_NONE;
}

/* Per-half copies of the per-warp URs instruction i reads (WM_COPY). */
static enum xres warp_copies(struct xctx *x, size_t i, const struct sass_insn *in)
{
    uint32_t wo = x->uni->warp_ops[i];
    int nv = 0, mask = 0;
    for (int k = 0; k < in->nops && k < 32; k++) {
        const struct sass_operand *o = &in->ops[k];
        int mem = o->kind == SOP_MEM && o->u.mem.reg_is_ureg;     /* [URn+off] (SYNCS) */
        if (!((wo >> k) & 1) || (o->kind != SOP_UREG && !mem) || (!mem && o->reg == SASS_URZ))
            continue;
        for (int j = 0; j < (!mem && o->width >= 2 ? 2 : 1); j++) {
            int u = (mem ? o->u.mem.reg : o->reg) + j;
            if (u >= 63 || x->uvmap[u] || x->uhi[u] < 0 || x->umap[u] < 0)
                continue;
            if (nv == 4)
                return XR_DECLINE;
            if (!mask && (xemitf(x, "s_mov_b32 s%d, 0", x->ssplit) ||
                          xemitf(x, "s_mov_b32 s%d, -1", x->ssplit + 1)))
                return XR_ERROR;
            mask = 1;
            int v = x->vsplit + nv++;
            /* v_cndmask_b32 D = mask ? S1 : S0: the high half takes the high warp's */
            if (xemitf(x, "v_mov_b32 v%d, s%d", v, x->umap[u]) ||
                xemitf(x, "v_cndmask_b32_e64 v%d, v%d, s%d, s[%d:%d]", v, v, x->uhi[u], x->ssplit,
                       x->ssplit + 1))
                return XR_ERROR;
            x->uvmap[u] = (int16_t)(v + 1);
        }
    }
    return XR_OK;
}

/* Run rule r once per warp (WM_TWICE). */
static enum xres emit_twice(struct xctx *x, const struct sass_insn *in, const struct xrule *r)
{
    const struct mir_insn *m = &x->sf->mir.insns[x->cur_sass];
    int16_t lo[64];
    memcpy(lo, x->umap, sizeof lo);
    int upd = -1, sv = x->ssplit + 2, sx = x->stemp + 8, r2ur = !strcmp(in->opcode, "R2UR");
    enum xres rc = XR_OK;
    for (unsigned k = 0; k < m->ndefs; k++)     /* a per-warp UP: a lane mask, one half each */
        if (m->defs[k].cls == RC_UPRED && m->defs[k].index < 8 &&
            ((x->uni->up_warp >> m->defs[k].index) & 1) && x->upmap[m->defs[k].index] >= 0)
            upd = x->upmap[m->defs[k].index];
    if (upd >= 0 && xemitf(x, "s_mov_b32 s%d, s%d", sv + 1, upd + 1))
        return XR_ERROR;
    /* A warp with no active lane skips its run, unless what the
     * instruction reads is the same in both warps here: then its result is
     * too, and both copies must hold it (a reader that finds the value
     * uniform reads the low warp's copy; switch_table's case code, reached
     * by one warp only, computes an address in a UR that is per-warp
     * elsewhere). */
    /* what depends on the warp's own lanes: its EXEC (VOTEU, REDUX), its
     * registers (R2UR), a per-warp UR or UP */
    int same = strcmp(in->opcode, "VOTEU") && strcmp(in->opcode, "REDUX");
    for (int k = 0; k < in->nops && k < 32; k++) {
        const struct sass_operand *o = &in->ops[k];
        if (!(o->access & SACC_R))
            continue;
        if (((x->uni->warp_ops[x->cur_sass] >> k) & 1) || o->kind == SOP_REG ||
            (o->kind == SOP_PRED && o->reg != SASS_PT))
            same = 0;
    }
    /* a per-warp UP it reads (warp_mode: one, not written here): each run
     * reads its warp's half, copied into both halves of SGPR pair
     * ssplit + 4 (the UP's low SGPR holds warp 0's mask bits, the high one
     * warp 1's) */
    int upk = -1, upr = -1, ups = -1;
    for (int k = 0; k < in->nops && k < 32; k++)
        if (in->ops[k].kind == SOP_UPRED && (in->ops[k].access & SACC_R) &&
            ((x->uni->warp_ops[x->cur_sass] >> k) & 1))
            upk = k;
    if (upk >= 0) {
        upr = in->ops[upk].reg;
        ups = x->upmap[upr];
    }
    for (int h = 1; h <= 2 && !rc; h++) {
        char skip[64];
        for (int u = 0; u < 64; u++)
            if (x->uhi[u] >= 0)
                x->umap[u] = h == 1 ? lo[u] : x->uhi[u];
        x->half = h;
        fmt_snprintf(skip, sizeof skip, ".Lws%d_w%04x_%d", x->fidx, in->offset, h);
        if (!same && (xemitf(x, "s_cmp_eq_u32 %s, 0", h == 1 ? "exec_lo" : "exec_hi") ||
                      xemitf(x, "s_cbranch_scc1 %s", skip)))
            rc = XR_ERROR;
        if (!rc && ups >= 0) {
            if (xemitf(x, "s_mov_b32 s%d, s%d", x->ssplit + 4, ups + h - 1) ||
                xemitf(x, "s_mov_b32 s%d, s%d", x->ssplit + 5, ups + h - 1))
                rc = XR_ERROR;
            x->upmap[upr] = (int16_t)(x->ssplit + 4);
        }
        /* R2UR reads a lane of its own warp: EXEC keeps that half only */
        if (!rc && r2ur && (xemitf(x, "s_mov_b64 s[%d:%d], exec", sx, sx + 1) ||
                            xemitf(x, "s_mov_b32 %s, 0", h == 1 ? "exec_hi" : "exec_lo")))
            rc = XR_ERROR;
        if (!rc)
            rc = r->out ? xemit_template(x, in, r->out) : r->emit(x, in);
        if (ups >= 0)
            x->upmap[upr] = (int16_t)ups;
        if (!rc && r2ur && xemitf(x, "s_mov_b64 exec, s[%d:%d]", sx, sx + 1))
            rc = XR_ERROR;
        if (!rc && xemit_line(x, XL_LABEL, skip))
            rc = XR_ERROR;
        if (!rc && upd >= 0 && h == 1 &&
            (xemitf(x, "s_mov_b32 s%d, s%d", sv, upd) || xemitf(x, "s_mov_b32 s%d, s%d", upd + 1, sv + 1)))
            rc = XR_ERROR;
        if (!rc && upd >= 0 && h == 2 && xemitf(x, "s_mov_b32 s%d, s%d", upd, sv))
            rc = XR_ERROR;
    }
    memcpy(x->umap, lo, sizeof lo);
    x->half = 0;
    return rc;
}


/* The rule instruction i runs: the one its shape selects, unless the
 * engine cannot run that one here (NULL with *why saying why; NULL with
 * *why NULL: no rule matches).  *wm: how it runs in wave64. */
static const struct xrule *pick_rule(struct xctx *x, size_t i, int guarded, enum warp_mode *wm,
                                     const char **why)
{
    const struct sass_insn *in = &x->sf->insns[i];
    const struct xrule *r = xshape_rule(x, in, x->scalar && x->scalar[i], select_rule);
    *wm = WM_NONE;
    *why = NULL;
    if (!r)
        return NULL;
    if (guarded && in->guard == SASS_PT) {
        *why = "@!PT never runs";     /* keep it visible */
        return NULL;
    }
    const char *wwhy = NULL;
    *wm = warp_mode(x, i, in, &wwhy);
    if (*wm == WM_REFUSE) {
        *why = wwhy;
        return NULL;
    }
    return r;
}

/* The one predicate destination whose inactive-lane bits the engine keeps
 * around rule r (EXEC may be partial: the function branches, or the
 * instruction is guarded, and the rule does not handle the guard); -1
 * none. */
static int merged_pred(const struct xctx *x, const struct sass_insn *in, const struct xrule *r,
                       int guarded)
{
    if ((x->ntargets > 0 || guarded) && !(r->flags & XRF_GUARDED))
        for (int k = 0; k < in->nops; k++)
            if (pred_dst(in, k))
                return k;
    return -1;
}

/* Rule r's output for instruction i inside what the engine puts around
 * it: the per-half copies or the run per warp (wm), EXEC narrowed to the
 * guard (wrap), predicate destination pk saved and merged back. */
static enum xres run_rule(struct xctx *x, size_t i, const struct xrule *r, enum warp_mode wm,
                          int wrap, int pk)
{
    const struct sass_insn *in = &x->sf->insns[i];
    enum xres rc = XR_OK;
    if (pk >= 0 && pred_save(x, in, pk))
        return XR_ERROR;
    if (wm == WM_COPY)
        rc = warp_copies(x, i, in);
    if (!rc && wrap)
        rc = guard_open(x, in);
    /* a guarded uniform instruction: EXEC does not mask SALU, so the rule's
     * output is skipped when no lane holds the guard (a warp none of whose
     * threads holds it does not run it); its VALU parts (R2UR's readlane)
     * see only the lanes that do */
    char uskip[48] = "";
    if (!rc && wrap && is_uniform_op(in)) {
        snprintf(uskip, sizeof uskip, ".Lws%d_u%04x", x->fidx, in->offset);
        if (xemitf(x, "s_cbranch_execz %s", uskip))
            rc = XR_ERROR;
    }
    if (!rc)
        rc = wm == WM_TWICE ? emit_twice(x, in, r)
             : r->out || (r->flags & XRF_SHAPE) ? xshape_emit(x, in, r) : r->emit(x, in);
    if (!rc && uskip[0] && xemit_line(x, XL_LABEL, uskip))
        rc = XR_ERROR;
    if (wm == WM_COPY)
        memset(x->uvmap, 0, sizeof x->uvmap);
    /* merge while EXEC is still the guarded one: lanes the guard turned
     * off keep their old predicate bits too */
    if (!rc && pk >= 0 && pred_merge(x, in, pk))
        return XR_ERROR;
    if (!rc && wrap)
        rc = guard_close(x);
    return rc;
}

/* What the engine added around the rule's own output, so that the step
 * says where every emitted line comes from; NULL: nothing.  The wave64
 * run per warp is described in b (n bytes). */
static const char *engine_note(const struct xctx *x, const struct sass_insn *in,
                               enum warp_mode wm, int wrap, int pk, char *b, size_t n)
{
    if (wm == WM_TWICE) {
        int k = fmt_snprintf(b, n, "engine: a wave64 holds two warps and a uniform register here "
                         "differs between them: the rule runs once per warp, each skipped when "
                         "that warp has no active lane (");
        const char *sep = "";
        uint64_t seen = 0;
        for (int j = 0; j < in->nops && k > 0 && k < (int)n - 40; j++) {
            const struct sass_operand *o = &in->ops[j];
            if (o->kind == SOP_UREG && o->reg < 63 && x->uhi[o->reg] >= 0 &&
                !((seen >> o->reg) & 1)) {
                seen |= 1ull << o->reg;
                k += fmt_snprintf(b + k, n - (size_t)k, "%sUR%d: s%d, then s%d", sep, o->reg,
                              x->umap[o->reg], x->uhi[o->reg]);
                sep = "; ";
            }
        }
        if (k > 0 && k < (int)n - 2)
            fmt_snprintf(b + k, n - (size_t)k, ")");
        return b;
    }
    if (wm == WM_COPY)
        return "engine: a uniform register read here differs between the wave64's two warps: "
               "each 32-lane half gets its own warp's value in a VGPR (v_mov, v_cndmask on the "
               "high-half mask) for the rule";
    if (wrap && pk >= 0)
        return "engine: EXEC narrowed to the guard around the rule's output; the predicate's "
               "inactive-lane bits saved before and merged back";
    if (wrap && is_uniform_op(in))
        return "engine: EXEC narrowed to the guard (first two lines) and restored (last); the "
               "uniform instruction's SALU is skipped when no lane holds the guard";
    if (wrap)
        return "engine: EXEC narrowed to the guard (first two lines) and restored (last)";
    if (pk >= 0)
        return "engine: the predicate's inactive-lane bits saved (first line) and merged back "
               "(last three lines)";
    return NULL;
}

/* A BRA's classification by the uniformity analysis, and why a uniform one
 * still goes through the pending masks, in b (n bytes); NULL for any other
 * instruction. */
static const char *branch_note(const struct xctx *x, size_t i, const struct sass_insn *in, char *b,
                               size_t n)
{
    if (!x->uni || x->sf->mir.insns[i].flow != FLOW_JUMP || strcmp(in->opcode, "BRA"))
        return NULL;
    uni_explain(x->uni, x->sf, i, x->wave, b, n);
    if (!x->scalar[i] && uni_cond_uniform(x->uni, i, x->wave) && !sass_has_mod(in, "DIV"))
        fmt_snprintf(b + strlen(b), n - strlen(b), "; kept with pending masks: lanes split off by a "
                 "divergent branch may wait at a block between it and its target");
    int h = xctl_spin_head(x, (int)i);
    if (h >= 0)
        fmt_snprintf(b + strlen(b), n - strlen(b), "; the back edge of a spin loop (a YIELD in it, head "
                 "0x%04x): its lanes go round at once only when no lane of the wave waits at another "
                 "block (the pending masks OR-ed into SCC); else they wait at the head and the wave goes "
                 "on, so that the lanes they wait for can run", x->sf->insns[h].offset);
    return b;
}

/* Instruction i's step for rule r, which emitted lines [first, nlines). */
static enum ws_status rule_step(struct xctx *x, size_t i, const struct xrule *r,
                                enum warp_mode wm, int wrap, int pk, size_t first)
{
    const struct sass_insn *in = &x->sf->insns[i];
    char wn[400], un[1000];
    x->xf->rule_count[r - x->rules]++;
    const char *note = branch_note(x, i, in, un, sizeof un);
    if (!note)
        note = engine_note(x, in, wm, wrap, pk, wn, sizeof wn);
    if (note != un && note != wn)       /* a string constant, or none: kept as it is */
        return push_step_kept(x, XS_RULE, (int)i, r->id, NULL, note, first);
    return push_step(x, XS_RULE, (int)i, r->id, NULL, note, first);
}

/* Take back the lines emitted since first. */
static void undo_lines(struct xctx *x, size_t first)
{
    while (x->nlines > first) {
        if (x->lines[x->nlines - 1].kind == XL_INSN)
            x->ninsns--;
        x->nlines--;
    }
}

enum xres xdecline(struct xctx *x, const struct sass_insn *in, int n, const char *fmt, ...)
{
    if (x->decline[0])
        return XR_DECLINE;
    size_t at = 0;
    if (in && n >= 0 && n < in->nops)
        at = (size_t)snprintf(x->decline, sizeof x->decline, "operand %d %s: ", n,
                              in->ops[n].text ? in->ops[n].text : "?");
    if (at < sizeof x->decline) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(x->decline + at, sizeof x->decline - at, fmt, ap);
        va_end(ap);
    }
    return XR_DECLINE;
}

/* Why rule r declined in when it did not say: the first operand of a form
 * no rule binds (a scaled address, a register-indexed constant), else the
 * rule's own limits. */
static void decline_guess(const struct sass_insn *in, char *b, size_t n)
{
    for (int k = 0; k < in->nops; k++) {
        const struct sass_operand *o = &in->ops[k];
        const char *t = o->text ? o->text : "?";
        if (o->kind == SOP_MEM && o->u.mem.scale != 1) {
            snprintf(b, n, "operand %d %s: the .X%d scale (the address register times %d) has "
                     "no RDNA3 binding in this rule: its address is one VGPR plus an offset",
                     k, t, o->u.mem.scale, o->u.mem.scale);
            return;
        }
        if (o->kind == SOP_CBANK && (o->u.cb.reg >= 0 || o->u.cb.bank_ureg >= 0)) {
            snprintf(b, n, "operand %d %s: a constant-bank read indexed by a register has no "
                     "RDNA3 binding in this rule (bank words are copied to SGPRs by offset)", k, t);
            return;
        }
    }
    snprintf(b, n, "an operand or form this rule does not cover (the rule's emitter declined "
             "without saying which)");
}

/* Instruction i left UNSUPPORTED: its line, report entry and step (why:
 * the reason, NULL when no rule matches). */
static enum ws_status unsupported_step(struct xctx *x, size_t i, const char *why, size_t first)
{
    const struct sass_insn *in = &x->sf->insns[i];
    char msg[1400];
    /* a specific reason (a rule's own, or pick_rule's) is on the line too */
    if (why)
        fmt_snprintf(msg, sizeof msg, "UNSUPPORTED: %s (%s)", in->text, why);
    else
        fmt_snprintf(msg, sizeof msg, "UNSUPPORTED: %s", in->text);
    if (!why)
        why = "no rule matches";
    enum ws_status s = xemit_line(x, XL_UNSUPPORTED, msg);
    if (!s)
        s = add_unsupported(x, in, why);
    if (!s)
        s = push_step(x, XS_UNSUPPORTED, (int)i, x->cur_rule, NULL, why, first);
    return s;
}

/* Instruction i by its rule, else UNSUPPORTED; a step either way. */
static enum ws_status translate_rule(struct xctx *x, size_t i)
{
    const struct sass_insn *in = &x->sf->insns[i];
    x->cur_sass = (int)i;
    x->cur_rule = -1;
    x->decline[0] = 0;
    xbind_reset(x);
    size_t first = x->nlines;
    char dwhy[1200];
    int guarded = in->guard >= 0 && !(in->guard == SASS_PT && !in->guard_neg);
    enum warp_mode wm;
    const char *why;
    if (in->guard == SASS_PT && in->guard_neg) {
        /* @!PT: the guard is never true (nvcc places such instructions, as
         * `@!PT LDS RZ, [RZ]` beside LDGSTS, for its scoreboards only) */
        const struct xrule *n = xshape_rule(x, in, x->scalar && x->scalar[i], select_rule);
        if (n) {
            x->xf->rule_count[n - x->rules]++;
            if (xemit_line(x, XL_COMMENT, "@!PT: never runs, nothing emitted"))
                return xres_status(x);
            return push_step(x, XS_RULE, (int)i, n->id, NULL,
                             "engine: the guard is @!PT, never true: the instruction never runs "
                             "and nothing is emitted", first);
        }
    }
    const struct xrule *r = pick_rule(x, i, guarded, &wm, &why);
    if (r) {
        int wrap = guarded && !(r->flags & XRF_GUARDED), pk = merged_pred(x, in, r, guarded);
        x->cur_rule = r->id;
        switch (run_rule(x, i, r, wm, wrap, pk)) {
        case XR_OK:
            return rule_step(x, i, r, wm, wrap, pk, first);
        case XR_DECLINE: {
            undo_lines(x, first);
            char g[320];
            if (!x->decline[0])
                decline_guess(in, g, sizeof g);
            snprintf(dwhy, sizeof dwhy, "rule %s declined it: %s", r->name,
                     x->decline[0] ? x->decline : g);
            why = dwhy;
            break;
        }
        case XR_ERROR:
            return xres_status(x);
        }
    }
    return unsupported_step(x, i, why, first);
}

/* The instruction's rule, with the reloads of spilled registers around it
 * (xlate_spill.c) in its step. */
static enum ws_status translate_insn(struct xctx *x, size_t i)
{
    if (!x->nspilled)
        return translate_rule(x, i);
    struct xspill_insn sp;
    size_t first = x->nlines, s0 = x->nsteps;
    x->cur_sass = (int)i;
    x->cur_rule = -1;
    enum ws_status s = xspill_before(x, i, &sp);
    if (!s)
        s = translate_rule(x, i);
    if (!s)
        s = xspill_after(x, i, &sp);
    if (s || !sp.n || x->nsteps != s0 + 1)
        return s;
    struct xstep *st = &x->steps[s0];
    st->first = (int32_t)first;
    st->last = (int32_t)x->nlines;
    if (sp.note[0]) {
        char n[900];
        fmt_snprintf(n, sizeof n, "%s%sspill: %s", st->note ? st->note : "", st->note ? "; " : "",
                 sp.note);
        st->note = xs(x, n);
    }
    return WS_OK;
}

/* ---- labels --------------------------------------------------------------- */

/* Branch-target flags per instruction (one pass over the MIR). */
static uint8_t *branch_targets(const struct sass_function *f)
{
    uint8_t *t = calloc(f->ninsns + 1, 1);
    if (!t)
        return NULL;
    for (size_t i = 0; i < f->ninsns; i++) {
        const struct mir_insn *m = &f->mir.insns[i];
        for (unsigned k = 0; k < m->ntargets; k++) {
            long j = mir_find_offset(&f->mir, m->targets[k]);
            if (j >= 0)
                t[j] = 1;
        }
    }
    return t;
}

/* A subroutine of this section that a call through a register may reach:
 * a symbol label (not nvdisasm's .L_x_N) after the function's start. */
int xctl_is_callee(const struct sass_label *l)
{
    return l->offset > 0 && strncmp(l->name, ".L", 2) != 0;
}

/* Does a subroutine of f make a direct call (CALL.REL to a label: a
 * recursive subroutine, or one calling another)?  The return address of
 * a call is then not the only one live: such functions keep a call stack
 * (xlate_abi.c).  Subroutines follow the kernel's own code, from the first
 * subroutine label on. */
int xctl_nested_calls(const struct sass_function *f)
{
    uint32_t first = UINT32_MAX;
    for (size_t j = 0; j < f->nlabels; j++)
        if (xctl_is_callee(&f->labels[j]) && f->labels[j].offset < first)
            first = f->labels[j].offset;
    for (size_t i = 0; i < f->ninsns && i < f->mir.n; i++) {
        const struct mir_insn *m = &f->mir.insns[i];
        if (m->flow == FLOW_CALL && !m->reg_call && m->ntargets && f->insns[i].offset >= first)
            return 1;
    }
    return 0;
}

/* ---- divergence ------------------------------------------------------------
 * SASS branches per thread and reconverges where the compiler said (BSSY /
 * BSYNC); RDNA3 branches per wave and runs lanes under EXEC.  Lanes that
 * take a branch to a later block wait there: their mask is ORed into that
 * block's pending mask, and when execution reaches the block's label the
 * waiting lanes join (EXEC |= pending).  Lanes going back to a loop head
 * run again at once while the others wait after the loop.  So every lane
 * runs exactly its own path, the wave always runs the earliest block that
 * has lanes, and lanes meet again at the first block they share. */

/* ---- spin loops ------------------------------------------------------------
 * A thread may wait in a loop for a word that a thread of another path
 * stores: a tile's warp for the other warp of its tile (cooperative groups'
 * sync_warps), a lane for another lane's lock.  nvcc marks such loops with
 * YIELD, which lets the other paths run (independent thread scheduling).
 * In one wave the loop would run on while the lanes it waits for wait at a
 * later block: in wave64 the two warps of a multi-warp tile, in either size
 * lanes of one warp.  So a loop holding a YIELD goes round again at once
 * only when no lane of the wave waits at any block; else its lanes wait at
 * the loop's head and the wave goes on to the next block with lanes
 * (xctl_spin_round).  The lanes that run then stop where NVIDIA's would
 * wait for the spinning ones: at the BSYNC of a BSSY region around the
 * loop (the lanes of the warps with lanes in the loop), at a WARPSYNC (the
 * lanes of its mask in those warps), at a BAR (all of them: s_barrier
 * counts waves), at a call of a subroutine holding either, and at the end
 * of the code; there they
 * wait at that block's label and the wave goes on to the next block, and
 * at the end it goes back to the first head where lanes wait.  Loops of
 * subroutines are left as they are (their lanes must meet at the RET). */

/* Does the natural loop whose header is block hb hold instruction y? */
static int loop_holds(const struct cfg *c, uint32_t hb, size_t y)
{
    for (uint32_t l = c->blocks[c->insn_block[y]].loop; l != CFG_NONE; l = c->loops[l].parent)
        if (c->loops[l].header == hb)
            return 1;
    return 0;
}

/* Where the running lanes must wait while lanes wait at a spin loop's
 * head: SPIN_BAR, a BAR or a call of a subroutine holding one (nvcc's
 * __syncthreads() where the warp may be diverged: BRA.CONV, else a call of
 * __cuda_sm70_barrier_sync), for all of them; SPIN_WARPSYNC, a WARPSYNC or
 * a call of a subroutine holding one (__cuda_sm70_warpsync), for the
 * lanes of the warps with lanes at the head. */
enum { SPIN_NONE, SPIN_BAR, SPIN_WARPSYNC };

static int plain_warpsync(const struct sass_insn *in)
{
    return !strcmp(in->opcode, "WARPSYNC") && in->guard < 0 && !sass_has_mod(in, "COLLECTIVE") &&
           !sass_has_mod(in, "EXCLUSIVE");
}

static int spin_wait_kind(const struct sass_function *f, size_t i)
{
    const struct mir_insn *m = &f->mir.insns[i];
    if (!strcmp(f->insns[i].opcode, "BAR"))
        return SPIN_BAR;
    if (plain_warpsync(&f->insns[i]))
        return SPIN_WARPSYNC;
    if (m->flow != FLOW_CALL || m->reg_call || !m->ntargets)
        return SPIN_NONE;
    long c = mir_find_offset(&f->mir, m->targets[0]);
    if (c < 0)
        return SPIN_NONE;
    uint32_t end = UINT32_MAX;     /* the next subroutine's start */
    for (size_t j = 0; j < f->nlabels; j++)
        if (xctl_is_callee(&f->labels[j]) && f->labels[j].offset > f->insns[c].offset &&
            f->labels[j].offset < end)
            end = f->labels[j].offset;
    int kind = SPIN_NONE;
    for (size_t k = (size_t)c; k < f->ninsns && f->insns[k].offset < end; k++)
        if (!strcmp(f->insns[k].opcode, "BAR"))
            return SPIN_BAR;
        else if (plain_warpsync(&f->insns[k]))
            kind = SPIN_WARPSYNC;
    return kind;
}

static enum ws_status find_spins(struct xctx *x, uint8_t *t)
{
    const struct sass_function *f = x->sf;
    size_t n = f->ninsns, kend = n, nyield = 0;
    x->nspin = x->nspin_hold = x->spin_over = 0;
    for (size_t j = 0; j < f->nlabels; j++)
        if (xctl_is_callee(&f->labels[j])) {
            long k = mir_find_offset(&f->mir, f->labels[j].offset);
            if (k >= 0 && (size_t)k < kend)
                kend = (size_t)k;
        }
    x->spin_kend = (int32_t)kend;
    for (size_t i = 0; i < kend; i++)      /* the first letter first: no call per instruction */
        nyield += f->insns[i].opcode[0] == 'Y' && !strcmp(f->insns[i].opcode, "YIELD");
    if (!nyield)
        return WS_OK;
    /* a back edge (its target dominates it) of a natural loop holding a
     * YIELD; nvcc's jumps from a BRA.DIV's slow path at the end back into
     * the code are no loops */
    struct cfg *c = NULL;
    struct ws_error e = { 0 };
    if (cfg_build(&f->mir, &c, &e))
        return ws_error_set(x->err, e.code, e.file, e.line, "%s", e.msg);
    for (size_t i = 0; i < kend; i++) {
        const struct mir_insn *m = &f->mir.insns[i];
        if (m->flow != FLOW_JUMP || !m->ntargets || m->targets[0] > m->offset ||
            strcmp(f->insns[i].opcode, "BRA") || sass_has_mod(&f->insns[i], "DIV") ||
            sass_has_mod(&f->insns[i], "CONV"))
            continue;
        long h = mir_find_offset(&f->mir, m->targets[0]);
        if (h < 0 || c->blocks[c->insn_block[h]].first != (uint32_t)h ||
            !cfg_dominates(c, c->insn_block[h], c->insn_block[i]))
            continue;
        int spin = 0;
        for (size_t y = (size_t)h; y <= i && !spin; y++)
            spin = !strcmp(f->insns[y].opcode, "YIELD") && loop_holds(c, c->insn_block[h], y);
        if (!spin)
            continue;
        if (x->nspin == X_MAX_SPIN) {
            x->spin_over = 1;
            continue;
        }
        x->spin_head[x->nspin] = (int32_t)h;
        x->spin_back[x->nspin++] = (int32_t)i;
    }
    cfg_free(c);
    if (!x->nspin)
        return WS_OK;
    /* the BSYNCs of BSSY regions around a loop */
    for (size_t s = 0; s < kend; s++) {
        const struct mir_insn *m = &f->mir.insns[s];
        if (strcmp(f->insns[s].opcode, "BSSY") || !m->ntargets)
            continue;
        /* the BSYNC: right before the block the BSSY names */
        long r = mir_find_offset(&f->mir, m->targets[0]) - 1;
        if (r <= (long)s || strcmp(f->insns[r].opcode, "BSYNC"))
            continue;
        for (int k = 0; k < x->nspin; k++) {
            if (x->spin_head[k] <= (long)s || x->spin_back[k] >= r)
                continue;
            int dup = 0;
            for (int j = 0; j < x->nspin_hold; j++)
                dup |= x->spin_hold_at[j] == r && x->spin_hold_head[j] == x->spin_head[k];
            if (dup)
                continue;
            if (x->nspin_hold == 4 * X_MAX_SPIN) {
                x->spin_over = 1;
                continue;
            }
            x->spin_hold_at[x->nspin_hold] = (int32_t)r;
            x->spin_hold_head[x->nspin_hold++] = x->spin_head[k];
            t[r] = 1;
        }
    }
    /* every barrier after the first head waits at a label of its own */
    int32_t h0 = x->spin_head[0];
    for (int k = 1; k < x->nspin; k++)
        if (x->spin_head[k] < h0)
            h0 = x->spin_head[k];
    for (size_t i = (size_t)h0 + 1; i < kend; i++)
        if (spin_wait_kind(f, i))
            t[i] = 1;
    return WS_OK;
}

int xctl_spin_head(const struct xctx *x, int i)
{
    for (int k = 0; k < x->nspin; k++)
        if (x->spin_back[k] == i)
            return x->spin_head[k];
    return -1;
}

/* The least head of a spin loop before instruction i, -1 none (or i in a
 * subroutine). */
static int spin_first_head(const struct xctx *x, int i)
{
    if (i >= x->spin_kend)
        return -1;
    int h = -1;
    for (int k = 0; k < x->nspin; k++)
        if (x->spin_head[k] < i && (h < 0 || x->spin_head[k] < h))
            h = x->spin_head[k];
    return h;
}

static enum ws_status mark_targets(struct xctx *x, uint8_t *t)
{
    const struct sass_function *f = x->sf;
    enum ws_status s = find_spins(x, t);
    if (s)
        return s;
    for (size_t i = 0; i + 1 < f->ninsns; i++) {
        const struct mir_insn *m = &f->mir.insns[i];
        if (m->flow == FLOW_CALL)
            t[i + 1] = 1;                       /* return site */
        if (m->flow == FLOW_CALL && m->reg_call && sass_has_mod(&f->insns[i], "REL"))  /* a function pointer's callees */
            for (size_t j = 0; j < f->nlabels; j++)
                if (xctl_is_callee(&f->labels[j])) {
                    long k = mir_find_offset(&f->mir, f->labels[j].offset);
                    if (k >= 0)
                        t[k] = 1;
                }
        if (m->flow == FLOW_JUMP && m->ntargets && m->targets[0] <= m->offset)
            t[i + 1] = 1;                       /* lanes leaving a loop wait here */
    }
    x->slot_of = malloc(sizeof *x->slot_of * 2 * (f->ninsns + 1));
    x->next_target = malloc(sizeof *x->next_target * (f->ninsns + 1));
    if (!x->slot_of || !x->next_target)
        return WS_ENOMEM;
    x->ntargets = 0;
    for (size_t i = 0; i < f->ninsns; i++)
        x->slot_of[i] = t[i] ? x->ntargets++ : -1;
    x->pslot = x->slot_of + f->ninsns + 1;
    memcpy(x->pslot, x->slot_of, sizeof *x->slot_of * f->ninsns);
    x->npend = x->ntargets;
    int32_t next = -1;
    for (size_t i = f->ninsns; i-- > 0;) {
        x->next_target[i] = next;
        if (t[i])
            next = (int32_t)i;
    }
    return WS_OK;
}

/* ".Lws<fidx>_" at b (what "%d" writes of fidx); the end. */
static char *label_head(char *b, int fidx)
{
    memcpy(b, ".Lws", 4);
    char *p = sb_dec(b + 4, fidx);
    *p++ = '_';
    return p;
}

/* The label of instruction i into b (48 bytes); i < 0: the function's
 * end label, ".Lws%d_end". */
static char *label_text(const struct xctx *x, int i, char *b)
{
    if (i < 0) {
        memcpy(label_head(b, x->fidx), "end", 4);
        return b;
    }
    /* ".Lws%d_%04x", written by hand: a label per branch target */
    char *p = label_head(b, x->fidx), t[8], *q = t + sizeof t;
    uint32_t off = x->sf->insns[i].offset;
    int nd = 0;
    do {
        *--q = "0123456789abcdef"[off & 15];
        off >>= 4;
        nd++;
    } while (off);
    for (; nd < 4; nd++)
        *p++ = '0';
    memcpy(p, q, (size_t)(t + sizeof t - q));
    p += t + sizeof t - q;
    *p = 0;
    return b;
}

const char *xctl_label(struct xctx *x, int i)
{
    char b[48];
    return xs(x, label_text(x, i, b));
}

/* The next branch target after i, -1 when none (the end label). */
static int next_target(const struct xctx *x, int i)
{
    return i >= 0 && x->next_target[i] >= 0 ? x->next_target[i] : -1;
}

const char *xctl_next_label(struct xctx *x, int i)
{
    char b[48];
    return xs(x, label_text(x, next_target(x, i), b));
}

enum xres xctl_jump(struct xctx *x, const char *probe, int t)
{
    char b[48];
    return xemit_mask_op(x, probe, NULL, 0, label_text(x, t, b));
}

enum xres xctl_jump_next(struct xctx *x, const char *probe, int i)
{
    return xctl_jump(x, probe, next_target(x, i));
}

int xctl_target_index(struct xctx *x, uint32_t off)
{
    long i = mir_find_offset(&x->sf->mir, off);
    return i >= 0 && x->slot_of[i] >= 0 ? (int)i : -1;
}

/* Scratch SGPR (pair) 6 carries pending masks; target t's lanes wait in
 * lane *lane (and the next, in wave64) of VGPR *vp. */
static void pend_at(const struct xctx *x, int t, int *vp, int *lane)
{
    int k = x->pslot[t];
    *vp = x->vpend + k / 32;
    *lane = x->wave == 64 ? 2 * (k % 32) : k % 32;
}

/* v_readlane_b32 s<s>, v<vp>, <lane> */
static enum xres readlane(struct xctx *x, int vp, int lane, int s)
{
    const struct xpatch p[] = { { 0, 0, s }, { 1, 0, vp }, { 2, 1, lane } };
    return xemit_patch(x, "v_readlane_b32 s0, v0, 0", p, 3);
}

/* v_writelane_b32 v<vp>, s<s>, <lane>; with s < 0, v_writelane_b32 v<vp>, 0, <lane> */
static enum xres writelane(struct xctx *x, int vp, int lane, int s)
{
    if (s < 0) {
        const struct xpatch p[] = { { 0, 0, vp }, { 2, 1, lane } };
        return xemit_patch(x, "v_writelane_b32 v0, 0, 0", p, 2);
    }
    const struct xpatch p[] = { { 0, 0, vp }, { 1, 0, s }, { 2, 1, lane } };
    return xemit_patch(x, "v_writelane_b32 v0, s0, 0", p, 3);
}

/* pend[t] |= the mask: given as text (mask), else SGPR (pair) s, or EXEC
 * when s < 0 */
static enum xres pend_or(struct xctx *x, int t, const char *mask, int s)
{
    if (x->pendable && !x->pendable[t]) {   /* plan_scalar must know every such label */
        ws_error_set(x->err, WS_EINTERNAL, NULL, 0, "function %s, SASS offset 0x%04x: lanes "
                     "parked at a label planned as never waited at", x->sf->name,
                     x->sf->insns[t].offset);
        return XR_ERROR;
    }
    char ins[128];
    int vp, lane, s0 = x->stemp + 12;
    pend_at(x, t, &vp, &lane);
    if (readlane(x, vp, lane, s0) || (x->wave == 64 && readlane(x, vp, lane + 1, s0 + 1)))
        return XR_ERROR;
    int w64 = x->wave == 64;
    if (!mask) {        /* the instruction its text would be, from a probe */
        const struct xpatch p[] = { { 0, 0, s0 }, { 1, 0, s0 }, { 2, 0, s } };
        if (xemit_mask_op(x, s < 0 ? (w64 ? "s_or_b64 s[0:1], s[0:1], exec" : "s_or_b32 s0, s0, exec_lo")
                                   : (w64 ? "s_or_b64 s[0:1], s[0:1], s[0:1]" : "s_or_b32 s0, s0, s0"),
                          p, s < 0 ? 2 : 3, NULL))
            return XR_ERROR;
    } else {
        if (w64)
            fmt_snprintf(ins, sizeof ins, "s_or_b64 s[%d:%d], s[%d:%d], %s", s0, s0 + 1, s0, s0 + 1, mask);
        else
            fmt_snprintf(ins, sizeof ins, "s_or_b32 s%d, s%d, %s", s0, s0, mask);
        if (xemit_text(x, ins))
            return XR_ERROR;
    }
    if (writelane(x, vp, lane, s0))
        return XR_ERROR;
    if (x->wave == 64)
        return writelane(x, vp, lane + 1, s0 + 1);
    return XR_OK;
}

enum xres xctl_pend_or(struct xctx *x, int t, const char *mask)
{
    return pend_or(x, t, mask, -1);
}

enum xres xctl_pend_or_mask(struct xctx *x, int t, int s)
{
    return pend_or(x, t, NULL, s);
}

/* "s_cbranch_execz <the next label after i>" */
static enum xres execz_next(struct xctx *x, int i)
{
    return xctl_jump_next(x, "s_cbranch_execz .Lws0_end", i);
}

/* At a target's label: the lanes waiting there join; when none is active
 * (all went elsewhere), go on to the next block that may have lanes. */
static enum xres merge_at_label(struct xctx *x, int i)
{
    if (x->pendable && !x->pendable[i]) {
        /* no branch parks lanes here (only scalar ones lead here): nothing
         * to join, but a wave arriving with no lane goes on */
        return execz_next(x, i);
    }
    int vp, lane, s0 = x->stemp + 12;
    pend_at(x, i, &vp, &lane);
    if (readlane(x, vp, lane, s0) || (x->wave == 64 && readlane(x, vp, lane + 1, s0 + 1)))
        return XR_ERROR;
    const struct xpatch p[] = { { 2, 0, s0 } };
    if (xemit_patch(x, x->wave == 64 ? "s_or_b64 exec, exec, s[0:1]" : "s_or_b32 exec_lo, exec_lo, s0",
                    p, 1) ||
        writelane(x, vp, lane, -1) || (x->wave == 64 && writelane(x, vp, lane + 1, -1)))
        return XR_ERROR;
    return execz_next(x, i);
}

/* s<s> (s[s:s+1] in wave64) = the lanes waiting at spin head h */
static enum xres spin_read(struct xctx *x, int h, int s)
{
    int vp, lane;
    pend_at(x, h, &vp, &lane);
    return (readlane(x, vp, lane, s) || (x->wave == 64 && readlane(x, vp, lane + 1, s + 1)))
           ? XR_ERROR : XR_OK;
}

/* The back edge of a spin loop, EXEC the lanes going round again (maybe
 * none): round again at once when no lane waits at any block (the pending
 * table is empty); else they wait at the head and the wave goes on. */
enum xres xctl_spin_round(struct xctx *x, int h)
{
    const char *next = xctl_next_label(x, x->cur_sass);
    int w = x->wave, save = x->stemp + 14, any = x->stemp + 2, tmp = x->stemp + 4;
    char sv[32], an[32], tm[32];
    xmask(x, save, sv, sizeof sv);
    xmask(x, any, an, sizeof an);
    xmask(x, tmp, tm, sizeof tm);
    if (xemitf(x, "s_cbranch_execz %s", next) || xemitf(x, "s_mov_b%d %s, %s", w, sv, xexec(x)) ||
        xemitf(x, "s_mov_b%d %s, -1", w, xexec(x)) || xemitf(x, "s_mov_b%d %s, 0", w, an))
        return XR_ERROR;
    for (int k = 0; k < (x->npend + 31) / 32; k++)
        if (xemitf(x, "v_cmp_ne_u32_e64 %s, 0, v%d", tm, x->vpend + k) ||
            xemitf(x, "s_or_b%d %s, %s, %s", w, an, an, tm))
            return XR_ERROR;
    /* s_mov keeps SCC: the last s_or's, set when a slot holds lanes */
    if (xemitf(x, "s_mov_b%d %s, %s", w, xexec(x), sv) ||
        xemitf(x, "s_cbranch_scc0 %s", xctl_label(x, h)) ||
        xctl_pend_or(x, h, xexec(x)) || xemitf(x, "s_mov_b%d %s, 0", w, xexec(x)))
        return XR_ERROR;
    return xemitf(x, "s_branch %s", next);
}

/* At instruction i, after its label's lanes joined: a BSYNC around spin
 * loops holds the running lanes of each warp with lanes waiting at such a
 * loop's head, a WARPSYNC after a head (or a call of one) those of its
 * mask in such warps; a barrier after a head holds all of them while
 * lanes wait at one.  Held lanes wait at i's label; with none left running the wave goes
 * on to the next block.  Nothing emitted: *done = 0. */
static enum xres spin_hold(struct xctx *x, int i, int *done)
{
    *done = 0;
    int kind = x->pslot[i] >= 0 && spin_first_head(x, i) >= 0 ? spin_wait_kind(x->sf, (size_t)i) : 0;
    int bar = kind == SPIN_BAR, nh = 0;
    for (int j = 0; j < x->nspin_hold; j++)
        nh += x->spin_hold_at[j] == i;
    if (!kind && !nh)
        return XR_OK;
    /* a WARPSYNC waits for the threads of its mask only (an immediate;
     * a register or a call: the whole warp) */
    const struct sass_insn *si = &x->sf->insns[i];
    uint32_t wmask = kind == SPIN_WARPSYNC && !strcmp(si->opcode, "WARPSYNC") && si->nops >= 1 &&
                     si->ops[0].kind == SOP_IMM ? (uint32_t)si->ops[0].u.imm : 0xffffffffu;
    *done = 1;
    int w = x->wave, hold = x->stemp + 2, s0 = x->stemp + 12;
    char hm[32], go[64];
    xmask(x, hold, hm, sizeof hm);
    fmt_snprintf(go, sizeof go, ".Lws%d_spin%04x", x->fidx, x->sf->insns[i].offset);
    if (xemitf(x, "s_mov_b%d %s, 0", w, hm))
        return XR_ERROR;
    for (int k = 0; k < x->nspin; k++) {
        int h = x->spin_head[k], dup = 0, in = 0;
        for (int q = 0; q < k; q++)
            dup |= x->spin_head[q] == h;
        for (int j = 0; j < x->nspin_hold; j++)
            in |= x->spin_hold_at[j] == i && x->spin_hold_head[j] == h;
        if (dup || !(kind ? h < i : in))
            continue;
        if (spin_read(x, h, s0))
            return XR_ERROR;
        if (!bar) {     /* a warp with lanes at the head: all its lanes */
            for (int q = 0; q < w / 32; q++)
                if (xemitf(x, "s_cmp_lg_u32 s%d, 0", s0 + q) ||
                    xemitf(x, "s_cselect_b32 s%d, -1, 0", s0 + q))
                    return XR_ERROR;
        }
        if (w == 64 ? xemitf(x, "s_or_b64 %s, %s, s[%d:%d]", hm, hm, s0, s0 + 1)
                    : xemitf(x, "s_or_b32 %s, %s, s%d", hm, hm, s0))
            return XR_ERROR;
    }
    if (wmask != 0xffffffffu)
        for (int q = 0; q < w / 32; q++)
            if (xemitf(x, "s_and_b32 s%d, s%d, 0x%x", hold + q, hold + q, wmask))
                return XR_ERROR;
    if (bar ? (w == 64 ? xemitf(x, "s_cmp_lg_u64 %s, 0", hm) : xemitf(x, "s_cmp_lg_u32 %s, 0", hm)) ||
              xemitf(x, "s_cbranch_scc0 %s", go) || xemitf(x, "s_mov_b%d %s, %s", w, hm, xexec(x))
            : xemitf(x, "s_and_b%d %s, %s, %s", w, hm, hm, xexec(x)) ||
              xemitf(x, "s_cbranch_scc0 %s", go))
        return XR_ERROR;
    if (xctl_pend_or(x, i, hm) || xemitf(x, "s_and_not1_b%d %s, %s, %s", w, xexec(x), xexec(x), hm) ||
        xemitf(x, "s_cbranch_execz %s", xctl_next_label(x, i)))
        return XR_ERROR;
    return xemit_line(x, XL_LABEL, go) ? XR_ERROR : XR_OK;
}

/* At the end: lanes waiting at a spin loop's head run again (the first
 * such head); none: the wave ends. */
static enum xres spin_dispatch(struct xctx *x)
{
    int s0 = x->stemp + 12;
    /* heads in order of position */
    int done[X_MAX_SPIN] = { 0 };
    for (;;) {
        int best = -1;
        for (int k = 0; k < x->nspin; k++)
            if (!done[k] && (best < 0 || x->spin_head[k] < x->spin_head[best]))
                best = k;
        if (best < 0)
            break;
        int h = x->spin_head[best];
        for (int k = 0; k < x->nspin; k++)
            if (x->spin_head[k] == h)
                done[k] = 1;
        if (spin_read(x, h, s0) ||
            (x->wave == 64 ? xemitf(x, "s_cmp_lg_u64 s[%d:%d], 0", s0, s0 + 1)
                           : xemitf(x, "s_cmp_lg_u32 s%d, 0", s0)) ||
            xemitf(x, "s_cbranch_scc1 %s", xctl_label(x, h)))
            return XR_ERROR;
    }
    return XR_OK;
}

/* ---- uniform branches ----------------------------------------------------------
 * A branch whose condition is the same in every active lane (uniform.c; in
 * wave64 the same in both warps) is taken by all of them or by none, so it
 * needs no pending mask: a scalar test of the condition against EXEC and
 * s_cbranch_scc1 (or s_branch).  Going backwards that is always right
 * (lanes of the loop body joined before the branch; lanes that left the
 * loop keep waiting after it).  Going forwards it jumps over the labels in
 * between, so it must not when lanes can wait at one of them: a label that
 * a branch kept on the pending masks may park lanes at.  Demoting a branch
 * makes its target such a label, so this runs to a fixpoint. */

static int is_plain_bra(const struct sass_insn *in)
{
    return !strcmp(in->opcode, "BRA") && !sass_has_mod(in, "DIV") && !sass_has_mod(in, "CONV") &&
           !sass_has_mod(in, "U");
}

static long jump_target(const struct sass_function *f, size_t i)
{
    const struct mir_insn *m = &f->mir.insns[i];
    return m->ntargets ? mir_find_offset(&f->mir, m->targets[0]) : -1;
}

static int is_local_label_call(const struct sass_insn *in, const struct mir_insn *m)
{
    if (m->flow != FLOW_CALL)
        return 0;
    for (int k = 0; k < in->nops; k++)
        if (in->ops[k].kind == SOP_LABEL && in->ops[k].u.label && !strncmp(in->ops[k].u.label, ".L", 2))
            return 1;
    return 0;
}

/* Minima over positions: an iterative segment tree of size leaves. */
struct minseg {
    long *t;            /* 2 * size: t[size + p] the value at p, t[k] the least of its two below */
    size_t size;
};

static void minseg_build(struct minseg *m)
{
    for (size_t k = m->size - 1; k > 0; k--)
        m->t[k] = m->t[2 * k] < m->t[2 * k + 1] ? m->t[2 * k] : m->t[2 * k + 1];
}

/* The least value at positions lo .. hi - 1, LONG_MAX when none. */
static long minseg_query(const struct minseg *m, size_t lo, size_t hi)
{
    long v = LONG_MAX;
    for (lo += m->size, hi += m->size; lo < hi; lo /= 2, hi /= 2) {
        if (lo & 1) {
            v = m->t[lo] < v ? m->t[lo] : v;
            lo++;
        }
        if (hi & 1) {
            hi--;
            v = m->t[hi] < v ? m->t[hi] : v;
        }
    }
    return v;
}

static enum ws_status plan_scalar(struct xctx *x)
{
    const struct sass_function *f = x->sf;
    size_t n = f->ninsns, nw = 0;
    x->scalar = calloc(n + 1, 1);
    /* BRX parks lanes at each of its targets, a call through a register at
     * each callee and its return site: room for those writers too */
    size_t nmulti = 0, ncallees = 0;
    for (size_t j = 0; j < f->nlabels; j++)
        ncallees += xctl_is_callee(&f->labels[j]);
    for (size_t i = 0; i < n; i++) {
        const struct mir_insn *m = &f->mir.insns[i];
        if (m->flow == FLOW_INDIRECT)
            nmulti += m->ntargets;
        else if (m->flow == FLOW_CALL && m->reg_call && sass_has_mod(&f->insns[i], "REL"))
            nmulti += ncallees + 1;
    }
    if (x->nspin)       /* a spin loop's head, its holds, the BARs after it */
        nmulti += (size_t)(x->nspin + x->nspin_hold) + n;
    long *maxj = malloc((n + 1) * sizeof *maxj), *tgt = malloc((n + 1) * sizeof *tgt);
    struct pwriter { long w, k; } *wr = malloc((n + 1 + nmulti) * sizeof *wr);
    /* the instructions the rounds below look at: those that may park lanes
     * (cand), the scalar branches over labels (sc) */
    size_t *cand = malloc((n + 1) * sizeof *cand), *sc = malloc((n + 1) * sizeof *sc), ncand = 0,
           nsc = 0;
    struct minseg ms = { NULL, 1 };
    while (ms.size < n + 1)
        ms.size *= 2;
    ms.t = malloc(2 * ms.size * sizeof *ms.t);
    if (!x->scalar || !maxj || !tgt || !wr || !cand || !sc || !ms.t) {
        free(maxj);
        free(tgt);
        free(wr);
        free(cand);
        free(sc);
        free(ms.t);
        return WS_ENOMEM;
    }
    /* maxj[b]: the last instruction that jumps back to b or before (then
     * code after b may run before b again) */
    for (size_t i = 0; i <= n; i++)
        maxj[i] = -1;
    for (size_t i = 0; i < n; i++) {
        const struct mir_insn *m = &f->mir.insns[i];
        long t = tgt[i] = jump_target(f, i);
        if (m->flow == FLOW_RET)
            t = 0;
        else if (m->flow == FLOW_INDIRECT) {
            t = -1;                     /* BRX: its earliest target */
            for (unsigned k = 0; k < m->ntargets; k++) {
                long j = mir_find_offset(&f->mir, m->targets[k]);
                if (j >= 0 && (t < 0 || j < t))
                    t = j;
            }
        } else if (!(m->flow == FLOW_JUMP || is_local_label_call(&f->insns[i], m)))
            t = -1;
        if (t >= 0 && t <= (long)i && maxj[t] < (long)i)
            maxj[t] = (long)i;
        if (f->mir.insns[i].flow == FLOW_JUMP && is_plain_bra(&f->insns[i]) && tgt[i] >= 0 &&
            uni_cond_uniform(x->uni, i, x->wave))
            x->scalar[i] = 1;
    }
    for (size_t i = 1; i <= n; i++)
        if (maxj[i - 1] > maxj[i])
            maxj[i] = maxj[i - 1];
    for (size_t i = 0; i < n; i++) {
        const struct sass_insn *in = &f->insns[i];
        const struct mir_insn *m = &f->mir.insns[i];
        if ((m->flow == FLOW_JUMP && !strcmp(in->opcode, "BRA")) ||
            (m->guarded && is_local_label_call(in, m)) || m->flow == FLOW_INDIRECT ||
            (m->flow == FLOW_CALL && m->reg_call && sass_has_mod(in, "REL")))
            cand[ncand++] = i;
        if (x->scalar[i] && tgt[i] > (long)i + 1)
            sc[nsc++] = i;
    }
    for (int changed = 1; changed;) {
        changed = 0;
        /* what may park lanes at a label: branches kept on the pending masks
         * and nvcc's guarded local CALL */
        nw = 0;
        for (size_t c = 0; c < ncand; c++) {
            size_t i = cand[c];
            const struct sass_insn *in = &f->insns[i];
            const struct mir_insn *m = &f->mir.insns[i];
            long t = tgt[i];
            int writer = (m->flow == FLOW_JUMP && !strcmp(in->opcode, "BRA") && !x->scalar[i]) ||
                         (m->guarded && is_local_label_call(in, m));
            if (m->flow == FLOW_INDIRECT) {
                for (unsigned k = 0; k < m->ntargets; k++) {
                    long j = mir_find_offset(&f->mir, m->targets[k]);
                    if (j >= 0)
                        wr[nw++] = (struct pwriter){ (long)i, j };
                }
                continue;
            }
            if (m->flow == FLOW_CALL && m->reg_call && sass_has_mod(in, "REL")) {
                for (size_t j = 0; j < f->nlabels; j++) {
                    long k = xctl_is_callee(&f->labels[j]) ? mir_find_offset(&f->mir, f->labels[j].offset) : -1;
                    if (k >= 0)
                        wr[nw++] = (struct pwriter){ (long)i, k };
                }
                if (i + 1 < n)
                    wr[nw++] = (struct pwriter){ (long)i, (long)i + 1 };
                continue;
            }
            if (!writer || t < 0)
                continue;
            if (t > (long)i)
                wr[nw++] = (struct pwriter){ (long)i, t };
            else if (m->conditional)
                wr[nw++] = (struct pwriter){ (long)i, (long)i + 1 };  /* lanes leaving the loop */
        }
        /* spin loops: the back edge parks lanes at the head; while they
         * wait, the wave may be anywhere after it, and holds lanes at the
         * BSYNCs around the loop and at the BARs after a head until it comes
         * back to the head (so from the head on, lanes may wait there) */
        for (int k = 0; k < x->nspin; k++)
            wr[nw++] = (struct pwriter){ x->spin_back[k], x->spin_head[k] };
        for (int k = 0; k < x->nspin_hold; k++)
            wr[nw++] = (struct pwriter){ (long)x->spin_hold_head[k] - 1, x->spin_hold_at[k] };
        if (x->nspin)
            for (size_t i = 0; i < n; i++)
                if (x->slot_of[i] >= 0 && spin_first_head(x, (int)i) >= 0 && spin_wait_kind(f, i))
                    wr[nw++] = (struct pwriter){ (long)spin_first_head(x, (int)i) - 1, (long)i };
        /* a scalar branch from i over a label k where a writer w parks
         * lanes that may be waiting there when i runs (w before i, or
         * after it but within a loop back to i) goes back on the masks:
         * for each label the earliest writer parking lanes there, and
         * over the labels i jumps over the least of those */
        for (size_t p = 0; p < ms.size; p++)
            ms.t[ms.size + p] = LONG_MAX;
        for (size_t k = 0; k < nw; k++)
            if (wr[k].w < ms.t[ms.size + (size_t)wr[k].k])
                ms.t[ms.size + (size_t)wr[k].k] = wr[k].w;
        minseg_build(&ms);
        for (size_t c = 0; c < nsc; c++) {
            size_t i = sc[c];
            long t = tgt[i];
            if (!x->scalar[i])
                continue;
            long last = maxj[i] > (long)i - 1 ? maxj[i] : (long)i - 1;
            if (minseg_query(&ms, i + 1, (size_t)t) <= last) {
                x->scalar[i] = 0;
                changed = 1;
            }
        }
    }
    free(cand);
    free(sc);
    x->pendable = calloc(n + 1, 1);
    if (!x->pendable) {
        free(maxj);
        free(tgt);
        free(wr);
        free(ms.t);
        return WS_ENOMEM;
    }
    for (size_t k = 0; k < nw; k++)
        x->pendable[wr[k].k] = 1;
    free(maxj);
    free(tgt);
    free(wr);
    free(ms.t);
    return WS_OK;
}

/* wave64: the high warp's SGPRs of per-warp URs, the scratch for copies */
static void split_alloc(struct xctx *x)
{
    memset(x->uhi, -1, sizeof x->uhi);
    memset(x->uvmap, 0, sizeof x->uvmap);
    if (x->wave != 64 || !x->uni || (!x->uni->ur_warp && !x->uni->up_warp))
        return;
    int s = (x->slot_base + 1) & ~1;
    for (int q = 0; q < 64; q += 2) {      /* UR62 too (its pair's UR63 is URZ) */
        if (!((x->uni->ur_warp >> q) & 3) || x->umap[q] < 0)
            continue;
        x->uhi[q] = (int16_t)s;
        x->uhi[q + 1] = (int16_t)(s + 1);
        s += 2;
    }
    x->ssplit = s;
    s += 6;
    x->slot_base = x->next_sgpr = s;
    x->vsplit = x->next_vgpr;
    x->next_vgpr += 4;
}

/* The register mapping as a trace step (a pass before the rules). */
static enum ws_status regmap_step(struct xctx *x)
{
    struct strbuf b;
    sb_init(&b);
    int last = -1;
    for (int k = 0; k < 255; k++) {
        if (x->vmap[k] < 0)
            continue;
        if (last >= 0 && x->vmap[k] == x->vmap[last] + (k - last) && k == last + 1) {
            last = k;
            continue;
        }
        sb_printf(&b, "%sR%d->v%d", b.len ? ", " : "", k, x->vmap[k]);
        last = k;
    }
    for (int k = 0; k < 7; k++)
        if (x->pmap[k] >= 0)
            sb_printf(&b, ", P%d->s%d", k, x->pmap[k]);
    for (int k = 0; k < 63; k += 2)
        if (x->umap[k] >= 0)
            sb_printf(&b, ", UR%d:UR%d->s[%d:%d]", k, k + 1, x->umap[k], x->umap[k] + 1);
    for (int k = 0; k < 63; k += 2)
        if (x->uhi[k] >= 0)
            sb_printf(&b, ", UR%d:UR%d of the high warp->s[%d:%d]", k, k + 1, x->uhi[k], x->uhi[k] + 1);
    char note[160];
    fmt_snprintf(note, sizeof note, "R registers share VGPRs where never live together (liveness); "
             "%d VGPRs with %d scratch", x->next_vgpr, X_VTEMPS + 1);
    x->cur_sass = -1;
    x->cur_rule = -1;
    enum ws_status s = b.s ? xbind_whole(x, b.s) : (xbind_reset(x), WS_OK);
    sb_free(&b);
    if (!s)
        s = push_step(x, XS_PASS, -1, -1, "regalloc", note, x->nlines);
    xbind_reset(x);
    return s;
}

/* ---- a function -------------------------------------------------------- */

/* Free what a function's translation owns (its output arrays and MIR). */
static void release_output(struct xfunc *xf)
{
    free(xf->lines);
    free(xf->steps);
    free(xf->unsup);
    if (xf->fn) {
        free(xf->fn->insns);
        free(xf->fn->labels);
    }
    arena_free(&xf->mir_arena);
    xf->lines = NULL;
    xf->steps = NULL;
    xf->unsup = NULL;
    xf->fn = NULL;
    xf->reach = -1;
    xf->nlines = xf->nsteps = xf->nunsup = 0;
}

/* The output arrays move from x into the function (no copies). */
static int finish_function(struct xctx *x)
{
    struct xfunc *xf = x->xf;
    struct rdna_module *m = x->r->out;
    struct rdna_function *fn = arena_alloc(&m->arena, sizeof *fn);
    /* room for a label per line (not counted first: a walk over every line
     * less); the room not used goes back below */
    struct rdna_label *labels = malloc(sizeof *labels * (x->nlines ? x->nlines : 1));
    if (!fn || !labels) {
        free(labels);
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    }
    release_output(xf);
    /* the growth slack goes back */
    void *p = realloc(x->insns, sizeof *x->insns * (x->ninsns ? x->ninsns : 1));
    if (p)
        x->insns = p;
    p = realloc(x->lines, sizeof *x->lines * (x->nlines ? x->nlines : 1));
    if (p)
        x->lines = p;
    fn->name = arena_strdup(&m->arena, x->sf->name);
    fn->wave = x->wave;
    fn->ninsns = x->ninsns;
    fn->insns = x->insns;
    fn->labels = labels;
    xf->lines = x->lines;
    xf->steps = x->steps;
    xf->unsup = x->unsup;
    xf->nlines = x->nlines;
    xf->nsteps = x->nsteps;
    xf->nunsup = x->nunsup;
    x->insns = NULL;
    x->lines = NULL;
    x->steps = NULL;
    x->unsup = NULL;
    x->ninsns = x->nlines = x->nsteps = x->nunsup = 0;
    x->capinsns = x->caplines = x->capsteps = x->capunsup = 0;
    /* offsets from encoded sizes; labels at their instruction */
    uint32_t off = 0;
    size_t next_insn = 0, nlab = 0;
    struct rdna_insn *insns = fn->insns;
    for (const struct xline *l = xf->lines, *end = l + xf->nlines; l < end; l++) {
        if (l->kind == XL_LABEL) {
            labels[nlab++] = (struct rdna_label){ l->text, off, next_insn };
        } else if (l->kind == XL_INSN) {
            struct rdna_insn *in = &insns[l->insn];
            in->offset = off;           /* size: estimated when the text was parsed */
            off += in->size;
            next_insn = (size_t)l->insn + 1;
        }
    }
    fn->nlabels = nlab;
    if (nlab < xf->nlines && (p = realloc(labels, sizeof *labels * (nlab ? nlab : 1))))
        fn->labels = p;
    xf->reach = rdna_resolve_targets(fn, 1);
    xf->fn = fn;
    xf->stack_top = x->frame;
    xf->next_free_vgpr = x->next_vgpr;
    xf->spilled = x->nspilled;
    xf->spill_loads = xf->spill_stores = 0;
    for (size_t i = 0; x->nspilled && i < xf->nlines; i++)
        if (xf->lines[i].pass == XLP_SPILL && xf->lines[i].kind == XL_INSN) {
            const char *op = fn->insns[xf->lines[i].insn].opcode;
            xf->spill_loads += !strncmp(op, "scratch_load", 12);
            xf->spill_stores += !strncmp(op, "scratch_store", 13);
        }
    xf->next_free_sgpr = x->next_sgpr > X_SGPR_FIRST_FREE ? x->next_sgpr : X_SGPR_FIRST_FREE;
    xf->sgpr_spilled = x->sspilled;
    xf->sgpr_reloads = xf->sgpr_stores = 0;
    for (size_t i = 0; x->sspilled && i < xf->nlines; i++)
        if (xf->lines[i].pass == XLP_SPILL && xf->lines[i].kind == XL_INSN) {
            const char *op = fn->insns[xf->lines[i].insn].opcode;
            xf->sgpr_reloads += !strcmp(op, "v_readlane_b32") || !strncmp(op, "s_load", 6);
            xf->sgpr_stores += !strcmp(op, "v_writelane_b32");
        }
    arena_init(&xf->mir_arena, 64 * 1024);     /* the MIR: on first use */
    xf->layout++;
    return WS_OK;
}

const struct mir_func *xlate_fn_mir(const struct xfunc *xf)
{
    if (!xf->fn)
        return NULL;
    if (!xf->fn->mir.insns) {
        /* built once, on demand: the arena is the function's cache, not
         * part of what the caller sees as the result */
        struct arena *a = (struct arena *)&xf->mir_arena;
        struct ws_error err;
        if (rdna_build_mir_in(a, "<translation>", xf->fn, &err)) {
            arena_free(a);
            xf->fn->mir = (struct mir_func){ 0 };
            return NULL;
        }
    }
    return &xf->fn->mir;
}

/* The uniformity analysis, where the translation reads it: in wave64 (per-
 * warp uniform registers) and at conditional branches.  A wave32 function
 * without one gets the trivial result (saves a whole-function dataflow on
 * straight-line kernels, and on every edit of them). */
int xlate_uni_needed(const struct sass_function *f, int wave)
{
    int need = wave == 64;
    for (size_t i = 0; i < f->ninsns && !need; i++)
        need = f->mir.insns[i].flow == FLOW_JUMP &&
               (f->mir.insns[i].conditional || sass_has_mod(&f->insns[i], "DIV"));
    return need;
}

static int uniformity(struct xctx *x, struct ws_error *err)
{
    const struct sass_function *f = x->sf;
    if (x->reuse && x->reuse_uni) {
        x->uni = x->reuse->uni;
        x->uni_lent = 1;
        return 0;
    }
    if (x->r->ahead && (x->uni = xahead_take_uni(x->r->ahead, (size_t)x->fidx)))
        return 0;       /* computed ahead: the same uni_compute, the translation owns it */
    if (x->r->given_uni && x->r->given_fi == (size_t)x->fidx &&
        x->r->given_version == f->mir_version) {
        x->uni = x->r->given_uni;       /* an edit's, computed beside it: this one's now */
        x->r->given_uni = NULL;
        x->r->edit_spec_given++;
        return 0;
    }
    return xlate_uni_needed(f, x->wave) ? uni_compute(f, &x->uni, err) != WS_OK
                                        : uni_trivial(f->ninsns, &x->uni, err) != WS_OK;
}

/* ---- what an edit of registers keeps ------------------------------------------
 * An edit that changes only the registers of an instruction without flow
 * (no branch, call, label, YIELD, BAR, BSYNC or WARPSYNC before or after:
 * else it is not local), which is no shared-memory access, no adjustment
 * of R1 and no LDL or STL, leaves most of the set-up as it was: the
 * shared-memory size (xlds_* read only shared-memory accesses), the branch
 * targets and spin loops (flow, labels and those opcodes), the stack frame
 * (R1's adjustments, LDL/STL, calls), whether a WARPSYNC.EXCLUSIVE loop
 * needs SGPRs; and, where the uniformity is the cached one, which branches
 * stay scalar (plan_scalar reads the flow, the labels and the branches'
 * uniformity).  Liveness, and so the VGPR colouring and the register
 * maps, change: those run again.  setup() takes the rest from x->facts. */

/* An instruction the stack frame is read from (find_frame: R1 adjusted by
 * an immediate). */
static int frame_insn(const struct sass_insn *in)
{
    return (in->opcode[0] == 'I' || in->opcode[0] == 'V') && in->nops >= 1 &&
           in->ops[0].kind == SOP_REG && in->ops[0].reg == 1;
}

/* Does in leave the set-up's parts above as they are? */
static int facts_insn(const struct sass_insn *in)
{
    const char *op = in->opcode;
    return !frame_insn(in) && !xlds_reads(in) && strcmp(op, "LDL") && strcmp(op, "STL");
}

/* An edit of instruction ii from old: does the cached set-up's rest
 * stand (above)?  The edit is local (nonlocal() said so: the new
 * instruction has no flow); the opcode and modifiers are the old ones (so
 * the old one had none either). */
static int facts_stand(const struct sass_function *f, size_t ii, const struct sass_insn *old)
{
    const struct sass_insn *now = &f->insns[ii];
    if (strcmp(old->opcode, now->opcode) || old->nmods != now->nmods)
        return 0;
    for (int k = 0; k < old->nmods; k++)
        if (strcmp(old->mods[k], now->mods[k]))
            return 0;
    return facts_insn(old) && facts_insn(now);
}

/* The branch targets and spin loops of k (mark_targets'), into x. */
static enum ws_status keep_targets(struct xctx *x, const struct xctx *k)
{
    size_t n = x->sf->ninsns;
    x->slot_of = malloc(sizeof *x->slot_of * 2 * (n + 1));
    x->next_target = malloc(sizeof *x->next_target * (n + 1));
    if (!x->slot_of || !x->next_target)
        return WS_ENOMEM;
    memcpy(x->slot_of, k->slot_of, sizeof *x->slot_of * (n + 1));
    memcpy(x->next_target, k->next_target, sizeof *x->next_target * (n + 1));
    x->pslot = x->slot_of + n + 1;
    memcpy(x->pslot, x->slot_of, sizeof *x->slot_of * n);
    x->ntargets = x->npend = k->ntargets;
    x->nspin = k->nspin;
    x->nspin_hold = k->nspin_hold;
    x->spin_kend = k->spin_kend;
    x->spin_over = k->spin_over;
    memcpy(x->spin_head, k->spin_head, sizeof x->spin_head);
    memcpy(x->spin_back, k->spin_back, sizeof x->spin_back);
    memcpy(x->spin_hold_at, k->spin_hold_at, sizeof x->spin_hold_at);
    memcpy(x->spin_hold_head, k->spin_hold_head, sizeof x->spin_hold_head);
    return WS_OK;
}

/* The scalar branches and the labels where lanes may wait of k
 * (plan_scalar's), into x. */
static enum ws_status keep_scalar(struct xctx *x, const struct xctx *k)
{
    size_t n = x->sf->ninsns;
    x->scalar = malloc(n + 1);
    x->pendable = malloc(n + 1);
    if (!x->scalar || !x->pendable)
        return WS_ENOMEM;
    memcpy(x->scalar, k->scalar, n + 1);
    memcpy(x->pendable, k->pendable, n + 1);
    return WS_OK;
}

/* Set-up before the body: shared memory size, branch targets, uniformity,
 * register maps.  Everything here depends on the whole function. */
static enum ws_status setup(struct xlate_result *r, size_t fi, struct xctx *x, struct ws_error *err)
{
    struct xfunc *xf = &r->funcs[fi];
    x->r = r;
    x->xf = xf;
    x->sf = xf->sass;
    x->sm = r->in;
    x->wave = r->opts.wave;
    x->err = err;
    x->param_base = r->param_base;
    x->fidx = (int)fi;
    x->ntouched = -1;
    x->rules = xlate_rules(&(size_t){ 0 });
    xf->uses_printf = 0;
    xf->uses_gridws = 0;
    xf->uses_dynlds = 0;
    xf->npfmts = 0;
    xf->pfmts = NULL;
    const struct xctx *k = x->facts;    /* what stands (an edit of registers) */
    xf->lds_bytes = k ? k->lds_setup : r->opts.lds_bytes;
    /* the module's, -1 unknown; at least up to the end of every access at a
     * constant address: nvcc merges neighbouring shared variables into one
     * LDS.128 that may reach past the last of them into the allocation's
     * padding (smem_atomics sm_80: 16 bytes at 0x130 of 316) */
    if (xf->lds_bytes < 0 && xf->sass->shared_bytes > 0) {
        int e = xlds_const_end(xf->sass);
        xf->lds_bytes = e > xf->sass->shared_bytes ? e : xf->sass->shared_bytes;
    } else if (xf->lds_bytes < 0) {
        xf->lds_bytes = xf->sass->shared_bytes;
    }
    if (xf->lds_bytes < 0)
        xf->lds_bytes = xlds_assume(xf->sass, r->opts.target, NULL);
    x->lds_setup = xf->lds_bytes;
    uint8_t *targets = k ? NULL : branch_targets(x->sf);
    enum ws_status s = WS_OK;
    if (k ? keep_targets(x, k) != WS_OK : !targets)
        s = ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    else if (!k && (s = mark_targets(x, targets)) && !err->code)
        s = ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    if (!s && x->spin_over)
        s = ws_error_set(err, WS_ELIMIT, x->sf->name, 0, "more than %d spin loops (a YIELD inside "
                         "a loop) or %d of them inside BSSY regions: the translation keeps no more",
                         X_MAX_SPIN, 4 * X_MAX_SPIN);
    int kscalar = k && x->reuse_uni && x->reuse == k;
    if (!s && (uniformity(x, err) || (kscalar ? keep_scalar(x, k) : plan_scalar(x))))
        s = err->code ? err->code : WS_ENOMEM;
    r->setup_facts += k != NULL;
    r->setup_facts_scalar += kscalar;
    if (!s && x->pendable) {
        /* pending slots only for the labels where lanes may wait: a
         * function of many labels kept scalar needs fewer table VGPRs */
        x->npend = 0;
        for (size_t i = 0; i < x->sf->ninsns; i++)
            x->pslot[i] = x->slot_of[i] >= 0 && x->pendable[i] ? x->npend++ : -1;
    }
    free(targets);
    if (!s) {
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        xabi_map_registers(x);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        xf->alloc_ms = (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6;
        if (x->spill_err)
            return ws_error_set(err, x->spill_err, x->sf->name, 0, "%s", x->spill_note);
        split_alloc(x);
        x->vlane = x->next_vgpr;        /* lanes for spilled SGPRs (xlate_sspill.c) */
        x->next_vgpr += x->lane_reserve;
        s = xemit_regs_fit(x);
    }
    return s;
}

/* After instruction i, the last of a WARPSYNC.EXCLUSIVE region: the loop
 * over the masks goes on with the next group (xlate_excl.c). */
static enum ws_status xexcl_close(struct xctx *x, size_t i)
{
    /* a pass before the next instruction (the region ends before a
     * branch, a BSYNC or the like, so there is one) */
    int at = i + 1 < x->sf->ninsns ? (int)i + 1 : (int)i;
    x->cur_sass = at;
    x->cur_rule = -1;
    xbind_reset(x);
    size_t first = x->nlines;
    char note[200];
    fmt_snprintf(note, sizeof note,
                 "the end of the region of WARPSYNC.EXCLUSIVE at /*%04x*/ (/*%04x*/ was its last "
                 "instruction): the next group of lanes sharing a mask runs it, then EXEC is as "
                 "before",
                 x->sf->insns[x->excl_at].offset, x->sf->insns[i].offset);
    if (xexcl_tail(x))
        return xres_status(x);
    return push_step(x, XS_PASS, at, -1, "exclusive", note, first);
}

/* A target's label and the lanes joining there, then the instruction. */
static enum ws_status body_insn(struct xctx *x, size_t i)
{
    enum ws_status s = WS_OK;
    if (x->slot_of[i] >= 0) {
        x->cur_sass = (int)i;
        x->cur_rule = -1;
        xbind_reset(x);
        size_t first = x->nlines;
        char lb[48];
        s = xemit_line(x, XL_LABEL, label_text(x, (int)i, lb));
        if (!s && merge_at_label(x, (int)i))
            s = x->err->code ? x->err->code : WS_EPARSE;
        if (!s)
            s = push_step_kept(x, XS_PASS, (int)i, -1, "reconverge",
                          x->pendable[i] ? "lanes waiting at this block join the running ones "
                                           "(EXEC |= pending)"
                                         : "no lane waits at this block (only uniform branches "
                                           "lead here): the wave goes on when EXEC is empty",
                          first);
        int held = 0;
        first = x->nlines;
        if (!s && spin_hold(x, (int)i, &held))
            s = x->err->code ? x->err->code : WS_EPARSE;
        if (!s && held)
            s = push_step(x, XS_PASS, (int)i, -1, "spin-wait",
                          !strcmp(x->sf->insns[i].opcode, "BSYNC")
                              ? "lanes wait at the head of a spin loop (YIELD) of this BSSY region: "
                                "the running lanes of their warps wait here for them (BSYNC), the "
                                "others go on"
                          : spin_wait_kind(x->sf, i) == SPIN_WARPSYNC
                              ? "lanes wait at a spin loop's head (YIELD): the running lanes of "
                                "their warps (of the mask) wait here for them (WARPSYNC; a call: "
                                "its subroutine holds one), the others go on"
                              : "lanes wait at a spin loop's head (YIELD): the running lanes wait "
                                "here for them before the barrier (s_barrier counts waves; a "
                                "call: its subroutine holds one), and the wave goes on to the "
                                "next block with lanes",
                          first);
    }
    if (!s)
        s = translate_insn(x, i);
    if (!s && x->excl_end == (int)i)
        s = xexcl_close(x, i);      /* the end of a WARPSYNC.EXCLUSIVE region */
    if (!s)
        s = xemit_regs_fit(x);      /* constant-bank slots take SGPRs as rules run */
    return s;
}

static void free_ctx(struct xctx *x)
{
    free(x->binds);
    free(x->lines);
    free(x->insns);
    free(x->steps);
    free(x->unsup);
    if (!x->init_lent) {
        free(x->slot_of);
        free(x->next_target);
        free(x->scalar);
        free(x->pendable);
    }
    if (!x->uni_lent)
        uni_free(x->uni);
    free(x);
}

static void cache_free(struct xcache *c)
{
    if (!c)
        return;
    free(c->init.slot_of);
    free(c->init.next_target);
    free(c->init.scalar);
    free(c->init.pendable);
    uni_free(c->init.uni);
    free(c);
}

/* The cache from the set-up state snap (x right after set-up) and the slots
 * x's body left; the set-up's arrays (read-only during the body) move from x
 * into it. */
static struct xcache *cache_make(const struct xctx *snap, struct xctx *x)
{
    struct xcache *c = malloc(sizeof *c);
    if (!c)
        return NULL;
    c->init = *snap;
    c->init.binds = NULL;
    c->init.nbinds = c->init.capbinds = 0;
    c->init.lines = NULL;
    c->init.insns = NULL;
    c->init.steps = NULL;
    c->init.unsup = NULL;
    x->slot_of = NULL;
    x->next_target = NULL;
    x->scalar = NULL;
    x->pendable = NULL;
    x->uni = NULL;
    c->mir_version = x->sf->mir_version;
    c->nslots = x->nslots;
    c->next_sgpr = x->next_sgpr;
    memcpy(c->slots, x->slots, sizeof c->slots);
    return c;
}

/* After the body: end label, then the prologue, whose lines (from *seam)
 * the waitcnt pass moves to the front and whose step takes the place kept
 * for it, the first. */
static enum ws_status finish_body(struct xctx *x, size_t *seam)
{
    char end[32];
    fmt_snprintf(end, sizeof end, ".Lws%d_end", x->fidx);
    x->cur_sass = -1;
    enum ws_status s = xemit_line(x, XL_LABEL, end);
    if (!s && x->nspin) {
        size_t first = x->nlines;
        x->cur_rule = -1;
        xbind_reset(x);
        if (spin_dispatch(x))
            s = xres_status(x);
        if (!s)
            s = push_step(x, XS_PASS, -1, -1, "spin-wait",
                          "the end: lanes waiting at the head of a spin loop (YIELD) run again, "
                          "from the first such head; none: the wave ends", first);
    }
    if (!s) {
        size_t bl = x->nlines;
        x->cur_sass = -1;
        x->cur_rule = -1;
        xbind_reset(x);
        switch (xabi_prologue(x)) {
        case XR_OK:
        case XR_DECLINE:        /* a word without counterpart: its UNSUPPORTED line says so */
            s = push_step(x, XS_PASS, -1, -1, "abi-prologue",
                          "kernel arguments from the kernarg segment into SGPRs", bl);
            if (!s) {
                x->steps[0] = x->steps[--x->nsteps];
                *seam = bl;
            }
            break;
        case XR_ERROR:
            s = x->err->code;
            break;
        }
    }
    return s;
}

/* Room for the output of a typical body up front (up to two RDNA3
 * instructions per SASS instruction: the bench listing has 1.85; a step
 * per SASS instruction and a few), so that it is not copied as it grows. */
static enum ws_status reserve(struct xctx *x)
{
    size_t n = 2 * x->sf->ninsns + 64, ns = x->sf->ninsns + x->sf->ninsns / 4 + 64;
    x->lines = malloc(n * sizeof *x->lines);
    x->insns = malloc(n * sizeof *x->insns);
    x->steps = malloc(ns * sizeof *x->steps);
    if (!x->lines || !x->insns || !x->steps)
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    x->caplines = x->capinsns = n;
    x->capsteps = ns;
    return WS_OK;
}

/* ---- the body on two threads ------------------------------------------------
 * A function of split_min instructions or more translated again (an edit
 * gone whole, a budget tried again) with two threads runs the rules of the
 * second half of its body on the second thread: into arrays of its own,
 * with a result of its own (r->half: its arenas and template caches, kept
 * with r, warm for the next time) and a copy of the function's record.
 * What one instruction's rules read of the instructions before them is
 * the constant-bank slots allocated so far (and next_sgpr), the LDS size
 * (the first BAR.RED reserves words past it) and the printf formats.  The
 * second half starts with the slots the previous translation had
 * allocated before its first instruction (its cache says which instruction
 * allocated each, in order), that LDS size and no format; when both halves
 * are done, the first half's are compared with those.  The same: the
 * second half's output is the one a single thread makes from there, and
 * is appended (its line and instruction indices moved, its operand and
 * binding blocks joined to the function's); else it is dropped and this
 * thread translates the second half itself.  A function with a
 * WARPSYNC.EXCLUSIVE region (its loop spans instructions) is not split. */
#define SPLIT_MIN 8192

static enum ws_status result_new(const struct sass_module *in, const struct xlate_opts *opts,
                                 struct xlate_result **out, struct ws_error *err);

/* The slots the previous translation allocated before instruction m, and
 * the next SGPR after them. */
struct slot_plan {
    int n, next_sgpr;
    struct xslot slots[X_MAX_SLOTS];
};

/* p (the previous translation's slots, in the order allocated) cut to
 * those allocated before instruction m, with next_sgpr after them from
 * next_sgpr (where the body starts); a slot not where that order puts it
 * (another set-up) ends it.  The prologue's (first -1) come last. */
static void plan_cut(struct slot_plan *p, size_t m, int next_sgpr)
{
    int k = 0;
    for (; k < p->n && p->slots[k].first >= 0 && p->slots[k].first < (int32_t)m; k++) {
        int at = p->slots[k].width == 2 ? (next_sgpr + 1) & ~1 : next_sgpr;
        if (p->slots[k].sgpr != at)
            break;
        next_sgpr = at + p->slots[k].width;
    }
    p->n = k;
    p->next_sgpr = next_sgpr;
}

struct bhalf {
    struct xctx *x;             /* the second half's context (NULL: not split) */
    struct xfunc f;             /* its copy of the function's record */
    size_t from;                /* its first instruction */
    int lds_bytes, started;
    pthread_t th;
    enum ws_status s;
    struct ws_error err;
    struct opblock *ops;        /* its output operands and binding records, once joined */
    struct xbblock *binds;
};

static void *bhalf_main(void *arg)
{
    struct bhalf *h = arg;
    enum ws_status s = WS_OK;
    for (size_t i = h->from; i < h->x->sf->ninsns && !s; i++)
        s = body_insn(h->x, i);
    h->s = s;
    return NULL;
}

/* Start the second half of x's body from instruction from, with the slots
 * of plan (x right before the body). */
static void bhalf_start(struct bhalf *h, struct xctx *x, size_t from, const struct slot_plan *p)
{
    struct xlate_result *r = x->r;
    size_t nrules;
    xlate_rules(&nrules);
    if (!r->half) {
        struct ws_error e;
        if (result_new(r->in, &r->opts, &r->half, &e))
            return;
        r->half->funcs = r->funcs;      /* (its own array, in its arena, unused) */
        r->half->opts.threads = 1;
    }
    struct xctx *b = malloc(sizeof *b);
    unsigned *counts = calloc(nrules, sizeof *counts);
    size_t n = x->sf->ninsns - from, nl = 2 * n + 64, ns = n + n / 4 + 64;
    struct xline *lines = malloc(nl * sizeof *lines);
    struct rdna_insn *insns = malloc(nl * sizeof *insns);
    struct xstep *steps = malloc(ns * sizeof *steps);
    if (!b || !counts || !lines || !insns || !steps) {
        free(b);
        free(counts);
        free(lines);
        free(insns);
        free(steps);
        return;
    }
    h->f = *x->xf;
    h->f.rule_count = counts;
    h->f.npfmts = 0;
    h->f.pfmts = NULL;
    h->lds_bytes = x->xf->lds_bytes;
    *b = *x;
    b->init_lent = b->uni_lent = 1;     /* the set-up's arrays are x's */
    b->r = r->half;
    b->xf = &h->f;
    b->lines = lines;
    b->insns = insns;
    b->steps = steps;
    b->unsup = NULL;
    b->nlines = b->ninsns = b->nsteps = b->nunsup = 0;
    b->caplines = b->capinsns = nl;
    b->capsteps = ns;
    b->capunsup = 0;
    b->binds = NULL;
    b->nbinds = b->capbinds = 0;
    b->nslots = p->n;
    memcpy(b->slots, p->slots, sizeof *p->slots * (size_t)p->n);
    b->next_sgpr = p->next_sgpr;
    ws_error_clear(&h->err);
    b->err = &h->err;
    h->x = b;
    h->from = from;
    h->started = !pthread_create(&h->th, NULL, bhalf_main, h);
    if (!h->started) {
        free(counts);
        free_ctx(b);
        h->x = NULL;
    }
}

/* Room for n elements in array *p of *cap (doubled); 1 out of memory. */
static int room(void **p, size_t *cap, size_t n, size_t elem)
{
    if (n <= *cap)
        return 0;
    size_t c = *cap ? *cap : 64;
    while (c < n)
        c *= 2;
    void *q = realloc(*p, c * elem);
    if (!q)
        return 1;
    *p = q;
    *cap = c;
    return 0;
}

/* Append the second half's output to x's (indices moved); its slots, rule
 * counts and flags are x's from here. */
static enum ws_status bhalf_append(struct xctx *x, struct bhalf *h)
{
    struct xctx *b = h->x;
    size_t nl = x->nlines + b->nlines, ni = x->ninsns + b->ninsns, ns = x->nsteps + b->nsteps,
           nu = x->nunsup + b->nunsup;
    if (room((void **)&x->lines, &x->caplines, nl, sizeof *x->lines) ||
        room((void **)&x->insns, &x->capinsns, ni, sizeof *x->insns) ||
        room((void **)&x->steps, &x->capsteps, ns, sizeof *x->steps) ||
        room((void **)&x->unsup, &x->capunsup, nu, sizeof *x->unsup))
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    for (size_t i = 0; i < b->nlines; i++) {
        struct xline l = b->lines[i];
        if (l.kind == XL_INSN)
            l.insn += (int32_t)x->ninsns;
        x->lines[x->nlines + i] = l;
    }
    memcpy(x->insns + x->ninsns, b->insns, b->ninsns * sizeof *b->insns);
    for (size_t i = 0; i < b->nsteps; i++) {
        struct xstep st = b->steps[i];
        st.first += (int32_t)x->nlines;
        st.last += (int32_t)x->nlines;
        x->steps[x->nsteps + i] = st;
    }
    if (b->nunsup)
        memcpy(x->unsup + x->nunsup, b->unsup, b->nunsup * sizeof *b->unsup);
    x->nlines = nl;
    x->ninsns = ni;
    x->nsteps = ns;
    x->nunsup = nu;
    /* the slots the second half allocated after the first's (which the
     * first half's instructions read first: their own) */
    memcpy(x->slots + x->nslots, b->slots + x->nslots,
           sizeof *b->slots * (size_t)(b->nslots - x->nslots));
    x->nslots = b->nslots;
    x->next_sgpr = b->next_sgpr;
    /* what the last instruction left for what follows the body (the end
     * label takes the last rule as its provenance) */
    x->cur_sass = b->cur_sass;
    x->cur_rule = b->cur_rule;
    x->half = b->half;
    memcpy(x->uvmap, b->uvmap, sizeof x->uvmap);
    struct xfunc *xf = x->xf;
    size_t nrules;
    xlate_rules(&nrules);
    for (size_t k = 0; k < nrules; k++)
        xf->rule_count[k] += h->f.rule_count[k];
    xf->uses_banks |= h->f.uses_banks;
    xf->lds_bytes = h->f.lds_bytes;
    if (h->f.npfmts) {
        xf->pfmts = h->f.pfmts;         /* (in the half's arena) */
        xf->npfmts = h->f.npfmts;
        xf->uses_printf = 1;
    }
    x->r->uses_cbank3 |= b->r->uses_cbank3;
    x->r->uses_globals |= b->r->uses_globals;
    return WS_OK;
}

/* The same slots in the same SGPRs (the rules read nothing else of them;
 * which instruction read one first may differ). */
static int same_slots(const struct xslot *a, const struct xslot *b, int n)
{
    for (int i = 0; i < n; i++)
        if (a[i].off != b[i].off || a[i].width != b[i].width || a[i].sgpr != b[i].sgpr)
            return 0;
    return 1;
}

/* The second half done: appended where it started from what the first
 * left (x right after the first half, with status s; p the slots it
 * started with), else dropped and translated here.  The status of the
 * whole body; h's operand and binding blocks, where kept, go with the
 * function's (the caller's). */
static enum ws_status bhalf_end(struct xctx *x, struct bhalf *h, const struct slot_plan *p,
                                enum ws_status s)
{
    pthread_join(h->th, NULL);
    struct xctx *b = h->x;
    h->ops = xemit_ops_take(b->r->tcache);
    h->binds = bblocks_take(b->r);
    int same = !s && x->nslots == p->n && x->next_sgpr == p->next_sgpr &&
               same_slots(x->slots, p->slots, p->n) && x->xf->npfmts == 0 &&
               x->xf->lds_bytes == h->lds_bytes;
    x->r->body_split++;
    if (same) {
        x->r->body_split_kept++;
        if (h->s) {             /* the first instruction that failed, as on one thread */
            *x->err = h->err;
            s = h->s;
        } else {
            s = bhalf_append(x, h);
        }
    } else if (!s) {
        xemit_ops_free(h->ops);
        bblocks_free(h->binds);
        h->ops = NULL;
        h->binds = NULL;
        for (size_t i = h->from; i < x->sf->ninsns && !s; i++)
            s = body_insn(x, i);
    }
    if (s) {
        xemit_ops_free(h->ops);
        bblocks_free(h->binds);
        h->ops = NULL;
        h->binds = NULL;
    }
    free(h->f.rule_count);
    free_ctx(b);
    h->x = NULL;
    return s;
}

/* What a translation found it needed reserved (0 none): VGPRs for the
 * lanes of spilled SGPRs, an SGPR pair for long branches; or (uni) that the
 * set-up it was given took a uniformity the one computed beside the edit
 * is not (the next try sets up again, taking that one). */
struct xneed { int lanes, pair, uni; };

struct uspec;
static int uspec_holds(struct xctx *x);
static void uspec_give(struct xlate_result *r, size_t fi, struct uspec *sp);

static enum ws_status translate_once(struct xlate_result *r, size_t fi, struct xneed have,
                                     struct xneed *need, struct xctx *given,
                                     const struct xctx *donor, struct ws_error *err);

/* A function whose spilled SGPRs need lane VGPRs the VGPR budget has no
 * room for, or whose long branches need an SGPR pair the SGPR budget has
 * no room for, is translated again with them reserved (VGPRs or SGPRs
 * spill to make room). */
static enum ws_status translate_from(struct xlate_result *r, size_t fi, struct xctx *given,
                                     const struct xctx *donor, struct ws_error *err)
{
    struct xneed have = { 0, 0, 0 }, need;
    enum ws_status s = WS_OK;
    for (int k = 0; k < 3 && !s; k++) {
        s = translate_once(r, fi, have, &need, k ? NULL : given, k ? NULL : donor, err);
        if (s || (need.lanes <= have.lanes && need.pair <= have.pair && !need.uni))
            return s;
        if (need.lanes > have.lanes)
            have.lanes = need.lanes;
        if (need.pair > have.pair)
            have.pair = need.pair;
    }
    return s ? s : ws_error_set(err, WS_ELIMIT, r->funcs[fi].sass->name, 0, "the budgets leave "
                                "no room for %d VGPRs to hold the spilled SGPRs and %d SGPRs for "
                                "long branches", have.lanes, have.pair);
}

static enum ws_status translate_function(struct xlate_result *r, size_t fi, struct ws_error *err)
{
    return translate_from(r, fi, NULL, NULL, err);
}

/* One translation of function fi.  given (may be NULL): its set-up, made
 * already (an edit's, xctx.whole_setup: the first try, nothing reserved),
 * taken over and freed here; donor (may be NULL): a set-up for the same
 * MIR whose VGPR colouring this one takes. */
static enum ws_status translate_once(struct xlate_result *r, size_t fi, struct xneed have,
                                     struct xneed *need, struct xctx *given,
                                     const struct xctx *donor, struct ws_error *err)
{
    struct xfunc *xf = &r->funcs[fi];
    struct xctx *x = given ? given : calloc(1, sizeof *x);
    *need = have;
    need->uni = 0;
    if (!x)
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    x->lane_reserve = have.lanes;
    x->sgpr_reserve = have.pair;
    size_t nrules;
    xlate_rules(&nrules);
    xf->rule_count = arena_alloc(&r->arena, sizeof *xf->rule_count * nrules);
    /* translated before, big: the slots it allocated, for the body on two
     * threads */
    size_t split_min = r->opts.split_min ? r->opts.split_min : SPLIT_MIN;
    struct slot_plan *plan = xf->cache && r->opts.threads > 1 && xf->sass->ninsns >= split_min
                                 ? malloc(sizeof *plan) : NULL;
    if (plan) {
        plan->n = xf->cache->nslots;
        memcpy(plan->slots, xf->cache->slots, sizeof *plan->slots * (size_t)plan->n);
    }
    cache_free(xf->cache);
    xf->cache = NULL;
    /* operands an attempt before this one made and left (a retry, an edit
     * that went whole): nothing holds them */
    xemit_ops_free(xemit_ops_take(r->tcache));
    bblocks_free(bblocks_take(r));
    enum ws_status s = WS_OK;
    if (given) {
        x->err = err;       /* (x->spec: its uniformity checked before the output is kept) */
        x->set_up = x->whole_setup = 0;
    } else {
        x->reuse = donor;
        x->reuse_color = donor != NULL;
        /* set up for the function as it is now; not with the cache's
         * arrays (lend_setup): the cache went above */
        x->facts = donor && !donor->init_lent ? donor : NULL;
        s = setup(r, fi, x, err);
        x->reuse = NULL;
        x->reuse_color = 0;
        x->facts = NULL;
    }
    struct xctx *snap = s ? NULL : malloc(sizeof *snap);
    if (snap)
        *snap = *x;
    if (!s)
        s = reserve(x);
    if (!s) {           /* the prologue's step goes first: its place */
        struct xstep pro = { .kind = XS_PASS, .sass = -1, .rule = -1 };
        s = xstep_add(x, &pro);
    }
    if (!s)
        s = regmap_step(x);
    if (!s && x->nspilled) {    /* what went to scratch and why */
        x->cur_sass = x->cur_rule = -1;
        s = x->spill_binds ? xbind_whole(x, x->spill_binds) : WS_OK;
        if (!s)
            s = push_step(x, XS_PASS, -1, -1, "spill", x->spill_note, x->nlines);
        xbind_reset(x);
    }
    struct bhalf h = { 0 };
    size_t m = x->sf->ninsns;       /* the first half's end */
    if (!s && plan && x->xexcl < 0) {
        m = x->sf->ninsns / 2;
        plan_cut(plan, m, x->next_sgpr);
        bhalf_start(&h, x, m, plan);
        if (!h.x)
            m = x->sf->ninsns;
    }
    for (size_t i = 0; i < m && !s; i++)
        s = body_insn(x, i);
    if (h.x)
        s = bhalf_end(x, &h, plan, s);
    free(plan);
    if (!s && !uspec_holds(x)) {        /* given a set-up with another uniformity */
        need->uni = 1;
        x->r->edit_setup_missed++;
        uspec_give(r, fi, x->spec);
        free(snap);
        free_ctx(x);
        xemit_ops_free(h.ops);
        bblocks_free(h.binds);
        return WS_OK;
    }
    struct xcache *c = !s && snap ? cache_make(snap, x) : NULL;
    free(snap);
    size_t seam = SIZE_MAX;
    if (!s)
        s = finish_body(x, &seam);
    if (!s) {
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        s = xspill_sgprs(x, &seam);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        xf->alloc_ms += (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6;
        if (!s && x->lane_need) {       /* again, with lanes reserved */
            need->lanes = x->lane_need;
            cache_free(c);
            free_ctx(x);
            xemit_ops_free(h.ops);
            bblocks_free(h.binds);
            return WS_OK;
        }
    }
    if (!s && x->sspilled) {    /* which SGPRs went where and why */
        x->cur_sass = x->cur_rule = -1;
        s = x->sspill_binds ? xbind_whole(x, x->sspill_binds) : WS_OK;
        if (!s)
            s = push_step(x, XS_PASS, -1, -1, "spill", x->sspill_note, x->nlines);
        if (!s) {   /* at the body's start, after the prologue, and among the passes
                       before the body (after regalloc and the VGPR spill step) */
            struct xstep st = x->steps[x->nsteps - 1];
            st.first = st.last = 0;
            size_t at = 0;
            while (at + 1 < x->nsteps && x->steps[at].kind == XS_PASS && x->steps[at].sass < 0)
                at++;
            memmove(&x->steps[at + 1], &x->steps[at], (x->nsteps - 1 - at) * sizeof st);
            x->steps[at] = st;
        }
        xbind_reset(x);
    }
    if (!s)
        s = xpass_waits(x, seam);
    int relaxed = 0;
    if (!s)
        s = xpass_relax(x, 0, &relaxed);
    if (!s && x->pair_need) {           /* again, with the pair reserved */
        need->pair = 2;
        cache_free(c);
        free_ctx(x);
        xemit_ops_free(h.ops);
        bblocks_free(h.binds);
        return WS_OK;
    }
    if (!s)
        s = finish_function(x);
    if (!s) {
        xf->long_branches = relaxed;
        xf->next_free_sgpr = x->next_sgpr > X_SGPR_FIRST_FREE ? x->next_sgpr : X_SGPR_FIRST_FREE;
    }
    if (!s) {
        xf->cache = c;
        /* the new output's operands; the old output, gone, held the others */
        xemit_ops_free(xf->opblocks);
        xf->opblocks = xemit_ops_join(xemit_ops_take(r->tcache), h.ops);
        bblocks_free(xf->bblocks);
        xf->bblocks = bblocks_join(bblocks_take(r), h.binds);
    } else {
        cache_free(c);
        xemit_ops_free(h.ops);
        bblocks_free(h.binds);
    }
    free_ctx(x);
    return s;
}

/* ---- re-translating one edited instruction --------------------------------- */

/* Does translating instruction i look at other instructions, or do other
 * instructions' rules look at it?  Then an edit of i is not local. */
static int writes_reg(const struct sass_insn *in, int kind, int reg)
{
    for (int k = 0; k < in->nops; k++) {
        const struct sass_operand *o = &in->ops[k];
        if ((o->access & SACC_W) && o->kind == kind && reg >= o->reg &&
            reg < o->reg + (o->width ? o->width : 1))
            return 1;
    }
    return 0;
}

/* What of instruction i alone (in at i, before or after the edit) makes
 * an edit of it not local. */
static int nonlocal_insn(const struct xlate_result *r, const struct sass_function *f, size_t i,
                         const struct sass_insn *in)
{
    /* a YIELD makes its loop a spin loop, whose lanes BSYNCs, BARs and
     * WARPSYNCs wait for */
    if (f->mir.insns[i].flow != FLOW_NONE || !strcmp(in->opcode, "BAR") || !strcmp(in->opcode, "YIELD") ||
        !strcmp(in->opcode, "BSYNC") || !strcmp(in->opcode, "WARPSYNC"))
        return 1;
    for (int k = 0; k < in->nops; k++)
        if (in->ops[k].kind == SOP_LABEL)
            return 1;
    if (!strcmp(in->opcode, "LDC") && in->nops == 2 && in->ops[1].kind == SOP_CBANK &&
        in->ops[1].u.cb.bank == 4)
        return 1;
    /* --contract: an FADD reads the FMUL before it */
    if (r->opts.contract && i + 1 < f->ninsns && !strcmp(f->insns[i + 1].opcode, "FADD"))
        return 1;
    return 0;
}

/* Is an edit of instruction i (old, now f->insns[i]) not local?  The
 * function is walked once for both. */
static int nonlocal(const struct xlate_result *r, const struct sass_function *f, size_t i,
                    const struct sass_insn *old)
{
    const struct sass_insn *now = &f->insns[i];
    if (nonlocal_insn(r, f, i, old) || nonlocal_insn(r, f, i, now))
        return 1;
    /* calls out of the module (CALL.ABS) and the bank-4 LDC of their callee
     * read the instructions that wrote their registers (rules/emit_call.c) */
    for (size_t j = 0; j < f->ninsns; j++) {
        const char *op = f->insns[j].opcode;
        if (op[0] == 'C' && !strcmp(op, "CALL") && sass_has_mod(&f->insns[j], "ABS"))
            return 1;
    }
    /* the sm_90 shared-window idiom: LEA by 0x18 reads its source's writer */
    for (size_t j = i + 1; j < f->ninsns; j++) {
        const struct sass_insn *l = &f->insns[j];
        if (l->nops == 4 && l->ops[3].kind == SOP_IMM && l->ops[3].u.imm == 0x18 &&
            (!strcmp(l->opcode, "LEA") || !strcmp(l->opcode, "ULEA")) &&
            (l->ops[1].kind == SOP_REG || l->ops[1].kind == SOP_UREG) &&
            (writes_reg(old, l->ops[1].kind, l->ops[1].reg) ||
             writes_reg(now, l->ops[1].kind, l->ops[1].reg)))
            return 1;
    }
    return 0;
}

static int same_setup(const struct xctx *a, const struct xctx *b, size_t n)
{
    return !memcmp(a->vmap, b->vmap, sizeof a->vmap) && !memcmp(a->umap, b->umap, sizeof a->umap) &&
           !memcmp(a->pmap, b->pmap, sizeof a->pmap) && !memcmp(a->upmap, b->upmap, sizeof a->upmap) &&
           a->vtemp == b->vtemp && a->stemp == b->stemp && a->vdiscard == b->vdiscard &&
           a->ntargets == b->ntargets && a->vpend == b->vpend && a->sra == b->sra && a->sret == b->sret &&
           a->spsave == b->spsave && a->xexcl == b->xexcl && a->frame == b->frame && a->uses_scratch == b->uses_scratch &&
           a->cstack == b->cstack && a->csp == b->csp && a->cs_depth == b->cs_depth &&
           a->cs_rec == b->cs_rec && a->cs_base == b->cs_base &&
           a->slot_base == b->slot_base && a->next_sgpr == b->next_sgpr &&
           a->next_vgpr == b->next_vgpr && a->xf->lds_bytes == b->xf->lds_bytes &&
           !memcmp(a->slot_of, b->slot_of, sizeof *a->slot_of * n) &&
           !memcmp(a->next_target, b->next_target, sizeof *a->next_target * n) &&
           a->npend == b->npend && !memcmp(a->pslot, b->pslot, sizeof *a->pslot * n) &&
           !memcmp(a->scalar, b->scalar, n) && !memcmp(a->pendable, b->pendable, n) &&
           !memcmp(a->uhi, b->uhi, sizeof a->uhi) && a->ssplit == b->ssplit &&
           a->vsplit == b->vsplit && xspill_same(a, b) &&
           (a->uni == b->uni || uni_equal(a->uni, b->uni));
}

/* The body as the rules and the prologue left it: the output without the
 * waits, steps without the waitcnt step.  k (may be NULL): where each body
 * line's lines start in the output and the per-wait steps, for
 * xpass_waits_keep. */
static enum ws_status load_body(struct xctx *x, struct xwait_keep *k)
{
    const struct xfunc *xf = x->xf;
    size_t n = xf->nlines;
    if (k) {
        k->lines = xf->lines;
        k->insns = xf->fn->insns;
        k->ostart = malloc((n + 1) * sizeof *k->ostart);
        k->waits = malloc((n + 1) * sizeof *k->waits);
        if (!k->ostart || !k->waits)
            return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
        size_t nw = 0;
        for (size_t j = 0; j < xf->nsteps; j++) {
            const struct xstep *st = &xf->steps[j];
            if (st->kind == XS_PASS && st->pass && !strcmp(st->pass, "waitcnt") &&
                st->last == st->first + 1 && nw < n)
                k->waits[nw++] = st;
        }
    }
    x->caplines = x->capinsns = n + 64;
    x->capsteps = xf->nsteps + 8;
    x->capunsup = xf->nunsup + 8;
    x->lines = malloc(x->caplines * sizeof *x->lines);
    x->insns = malloc(x->capinsns * sizeof *x->insns);
    x->steps = malloc(x->capsteps * sizeof *x->steps);
    x->unsup = malloc(x->capunsup * sizeof *x->unsup);
    int32_t *map = malloc((n + 1) * sizeof *map);
    if (!x->lines || !x->insns || !x->steps || !x->unsup || !map) {
        free(map);
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    }
    int32_t wait_at = -1;
    for (size_t i = 0; i < n; i++) {
        const struct xline *l = &xf->lines[i];
        map[i] = (int32_t)x->nlines;
        if (l->pass == XLP_WAIT) {
            wait_at = (int32_t)i;
            continue;
        }
        if (k) {
            k->ostart[x->nlines] = wait_at >= 0 ? wait_at : (int32_t)i;
            wait_at = -1;
        }
        x->lines[x->nlines] = *l;
        if (l->kind == XL_INSN && !k) {
            x->insns[x->ninsns] = xf->fn->insns[l->insn];
            x->lines[x->nlines].insn = (int32_t)x->ninsns++;
        }
        x->nlines++;
    }
    map[n] = (int32_t)x->nlines;
    if (k) {
        /* the lines keep the old output's numbering: the waits pass copies
         * the kept lines from there, the rest (keep_insns) into x->insns */
        k->ostart[x->nlines] = (int32_t)n;
        x->ninsns = xf->fn->ninsns;
    }
    for (size_t j = 0; j < xf->nsteps; j++) {
        const struct xstep *st = &xf->steps[j];
        if (st->kind == XS_PASS && st->pass && !strcmp(st->pass, "waitcnt"))
            continue;
        x->steps[x->nsteps] = *st;
        x->steps[x->nsteps].first = map[st->first];
        x->steps[x->nsteps].last = map[st->last];
        x->nsteps++;
    }
    if (xf->nunsup)     /* xf->unsup is NULL when every instruction had a rule */
        memcpy(x->unsup, xf->unsup, xf->nunsup * sizeof *x->unsup);
    x->nunsup = xf->nunsup;
    free(map);
    return WS_OK;
}

/* Move the step, lines and report entries translate_insn just appended for
 * instruction ii into the place of the old ones (step index os). */
static enum ws_status splice(struct xctx *x, size_t os, size_t nl0, size_t nu0, uint32_t off)
{
    struct xstep old = x->steps[os], nw = x->steps[x->nsteps - 1];
    int32_t a = old.first, b = old.last, n0 = (int32_t)nl0, n1 = (int32_t)x->nlines;
    int32_t delta = (n1 - n0) - (b - a);
    size_t tail = (size_t)(n0 - b);
    struct xline *t = malloc((tail + 1) * sizeof *t);
    if (!t)
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    memcpy(t, x->lines + b, tail * sizeof *t);
    memmove(x->lines + a, x->lines + n0, (size_t)(n1 - n0) * sizeof *t);
    memcpy(x->lines + a + (n1 - n0), t, tail * sizeof *t);
    free(t);
    x->nlines = (size_t)(n0 + delta);
    x->nsteps--;
    /* the steps after the old one move; an empty step of an instruction
     * before it that ends where an empty old one was (a = b) stays */
    for (size_t k = 0; k < x->nsteps; k++)
        if (x->steps[k].first > b || (x->steps[k].first == b && k > os)) {
            x->steps[k].first += delta;
            x->steps[k].last += delta;
        }
    nw.first = a;
    nw.last = a + (n1 - n0);
    x->steps[os] = nw;
    /* report entries stay in program order */
    size_t nn = x->nunsup - nu0;
    struct xunsupported add[4];
    if (nn > 4)
        return ws_error_set(x->err, WS_ELIMIT, NULL, 0, "too many report entries for one instruction");
    memcpy(add, x->unsup + nu0, nn * sizeof *add);
    size_t w = 0, at = SIZE_MAX;
    for (size_t k = 0; k < nu0; k++) {
        if (x->unsup[k].offset == off)
            continue;
        if (at == SIZE_MAX && x->unsup[k].offset > off)
            at = w;
        x->unsup[w++] = x->unsup[k];
    }
    if (at == SIZE_MAX)
        at = w;
    memmove(x->unsup + at + nn, x->unsup + at, (w - at) * sizeof *x->unsup);
    memcpy(x->unsup + at, add, nn * sizeof *add);
    x->nunsup = w + nn;
    return WS_OK;
}

/* The slots instruction ii reads must be allocated in the same order as a
 * whole translation would: the ones it read first before, and nothing new. */
static int slots_unchanged(const struct xctx *x, const struct xcache *c, size_t ii)
{
    if (x->nslots != c->nslots || x->next_sgpr != c->next_sgpr)
        return 0;
    int k = 0;
    for (int q = 0; q < x->ntouched; q++)
        if (c->slots[x->touched[q]].first >= (int32_t)ii) {
            while (k < c->nslots && c->slots[k].first != (int32_t)ii)
                k++;
            if (k == c->nslots || k != x->touched[q])
                return 0;
            k++;
        }
    for (; k < c->nslots; k++)
        if (c->slots[k].first == (int32_t)ii)
            return 0;
    return 1;
}

/* The step of instruction ii's rule (or its UNSUPPORTED step) among
 * steps[0, n), SIZE_MAX none. */
static size_t insn_step(const struct xstep *steps, size_t n, size_t ii)
{
    for (size_t j = 0; j < n; j++)
        if ((steps[j].kind == XS_RULE || steps[j].kind == XS_UNSUPPORTED) &&
            steps[j].sass == (int32_t)ii)
            return j;
    return SIZE_MAX;
}

/* Does the cached set-up stand for the edit of instruction ii (old, now
 * f->insns[ii]) without running again?  The set-up reads of an instruction
 * without flow (the edit is local) its MIR, what uniformity reads (opcode,
 * modifiers, guard, registers), and the immediates and displacements of
 * shared-memory accesses (their size) and of R1's adjustments (the stack
 * frame): where only an immediate, displacement or constant offset of
 * another instruction changed, every input is as before. */
static int setup_stands(const struct xcache *c, const struct sass_function *f, size_t ii,
                        const struct sass_insn *old)
{
    const struct sass_insn *now = &f->insns[ii];
    return c->mir_version == f->mir_version && uni_inputs_same(old, now) && !xlds_reads(old) &&
           !xlds_reads(now) && !frame_insn(old) && !frame_insn(now);
}

/* x as setup() leaves it, from the cache: its arrays lent, not copied. */
static void lend_setup(struct xlate_result *r, size_t fi, struct xctx *x, const struct xcache *c)
{
    struct ws_error *err = x->err;
    *x = c->init;
    x->r = r;
    x->xf = &r->funcs[fi];
    x->sf = x->xf->sass;
    x->sm = r->in;
    x->err = err;
    x->ntouched = -1;
    x->init_lent = 1;
    x->uni_lent = 1;
    x->xf->uses_printf = 0;
    x->xf->npfmts = 0;
    x->xf->pfmts = NULL;
}

/* The body's lines an edit's waits look at again: from the line after the
 * last label before the spliced lines [a, e) (the waits pass starts there
 * with nothing outstanding) to the first label at or after e, included
 * (after it nothing is outstanding either); k->hi_old: that end in the old
 * body, where the spliced lines took delta lines fewer. */
static void wait_region(const struct xctx *x, size_t a, size_t e, long delta,
                        struct xwait_keep *k)
{
    size_t lo = a;
    while (lo > 0 && x->lines[lo - 1].kind != XL_LABEL)
        lo--;
    size_t hi = e;
    while (hi < x->nlines && x->lines[hi].kind != XL_LABEL)
        hi++;
    if (hi < x->nlines)
        hi++;
    k->lo = lo;
    k->hi_new = hi;
    k->hi_old = (size_t)((long)hi - delta);
}

static enum ws_status edit_local_k(struct xlate_result *r, size_t fi, size_t ii,
                                   const struct sass_insn *old, struct xctx *x, int *done,
                                   struct xwait_keep *k);

/* Instruction ii translated into arrays of its own (edit_local_k), for
 * the splice. */
struct xpre {
    struct xline *lines;
    struct rdna_insn *insns;
    struct xstep *steps;
    struct xunsupported *unsup;
    size_t nlines, ninsns, nsteps, nunsup;
};

static enum ws_status edit_body(struct xlate_result *r, size_t fi, size_t ii, struct xctx *x,
                                int *done, struct xwait_keep *k, const struct xpre *pre);

/* Append pre to the loaded body as translate_insn would have emitted it
 * there: its lines' instruction numbers and its step's lines moved up. */
static enum ws_status append_pre(struct xctx *x, const struct xpre *pre)
{
    if (room((void **)&x->lines, &x->caplines, x->nlines + pre->nlines, sizeof *x->lines) ||
        room((void **)&x->insns, &x->capinsns, x->ninsns + pre->ninsns, sizeof *x->insns) ||
        room((void **)&x->steps, &x->capsteps, x->nsteps + pre->nsteps, sizeof *x->steps) ||
        room((void **)&x->unsup, &x->capunsup, x->nunsup + pre->nunsup, sizeof *x->unsup))
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    int32_t lb = (int32_t)x->nlines, ib = (int32_t)x->ninsns;
    for (size_t i = 0; i < pre->nlines; i++) {
        struct xline l = pre->lines[i];
        if (l.kind == XL_INSN)
            l.insn += ib;
        x->lines[x->nlines++] = l;
    }
    if (pre->ninsns)
        memcpy(x->insns + x->ninsns, pre->insns, pre->ninsns * sizeof *x->insns);
    x->ninsns += pre->ninsns;
    for (size_t j = 0; j < pre->nsteps; j++) {
        struct xstep st = pre->steps[j];
        st.first += lb;
        st.last += lb;
        x->steps[x->nsteps++] = st;
    }
    if (pre->nunsup)
        memcpy(x->unsup + x->nunsup, pre->unsup, pre->nunsup * sizeof *x->unsup);
    x->nunsup += pre->nunsup;
    return WS_OK;
}

static int same_text(const char *a, const char *b)
{
    return a == b || (a && b && !strcmp(a, b));
}

/* Do a and b differ at most in immediates (and in the values of their
 * modifiers)?  Everything the waits pass, branch relaxation and the
 * offsets read is then the same: opcode, size, registers, accesses,
 * labels, modifier names; an s_waitcnt must be the same altogether. */
static int same_shape(const struct rdna_insn *a, const struct rdna_insn *b)
{
    if (!same_text(a->opcode, b->opcode) || !same_text(a->opcode_y, b->opcode_y) ||
        a->info != b->info || a->info_y != b->info_y || a->size != b->size ||
        a->size_known != b->size_known || a->enc != b->enc || a->unknown != b->unknown ||
        a->nops != b->nops || a->nmods != b->nmods || a->nops_x != b->nops_x ||
        a->nenc != b->nenc || a->align_log2 != b->align_log2 || a->srcline != b->srcline ||
        a->loc.file != b->loc.file || a->loc.line != b->loc.line || a->loc.col != b->loc.col ||
        a->prov.sass_offset != b->prov.sass_offset || a->prov.rule != b->prov.rule)
        return 0;
    int wait = a->opcode[0] == 's' && !strncmp(a->opcode, "s_waitcnt", 9);
    for (unsigned k = 0; k < a->nops; k++) {
        const struct rdna_operand *p = &a->ops[k], *q = &b->ops[k];
        if (p->kind != q->kind || p->access != q->access || p->flags != q->flags ||
            p->count != q->count || p->reg != q->reg || !same_text(p->text, q->text) ||
            (wait && p->imm != q->imm))     /* the value's bits, whatever its kind */
            return 0;
    }
    for (unsigned k = 0; k < a->nmods; k++)
        if (!same_text(a->mods[k].name, b->mods[k].name) ||
            (wait && !same_text(a->mods[k].value, b->mods[k].value)))
            return 0;
    return 1;
}

/* ---- an edit's uniformity beside its set-up ---------------------------------
 * An edit that changes an instruction's registers (or its flow) changes the
 * MIR, and the set-up runs again: in the bench listing's 42,000-instruction
 * function uniformity took 7 ms of such an edit's 17, liveness and the
 * colouring 3.  With two threads, the new uniformity is computed on the
 * second while this one goes on with the cached uniformity, as an edit that
 * keeps it would; before anything is kept (the patch in place, or
 * finish_function after the splice) the two are compared (uni_equal), and
 * where they differ the edit is not local after all: the whole function is
 * translated again, as when the colouring changes.  Where they are equal,
 * everything the set-up made from the cached one is what it makes from the
 * new one, so the output is the one-thread edit's (tests/test_xlate_edit.c
 * compares both with a translation from scratch).  The thread starts as the
 * edit does; where the edit goes whole, for whatever reason, that
 * translation takes the uniformity it computed (r->given_uni). */
#define EDIT_SPEC_MIN 1024      /* instructions: below, a thread costs more than it saves
                                   (opts.edit_spec_min: another) */

struct uspec {
    const struct sass_function *f;
    int wave;
    int started, joined, compared, held;
    int repair;                 /* held: the new uniformity differs from the cached one in
                                   the BRA steps' notes alone (notes_only; uni_repair) */
    int done;                   /* the thread's work is done (atomic: read while it runs) */
    pthread_t th;
    enum ws_status s;
    struct uni_info *u;
    struct uni_flow *flow;      /* the function's (xfunc.uni_flow), the thread's meanwhile */
    struct ws_error err;
};

static void *uspec_main(void *arg)
{
    struct uspec *sp = arg;
    ws_error_clear(&sp->err);
    sp->s = xlate_uni_needed(sp->f, sp->wave) ? uni_compute_flow(sp->f, &sp->flow, &sp->u, &sp->err)
                                              : uni_trivial(sp->f->ninsns, &sp->u, &sp->err);
    __atomic_store_n(&sp->done, 1, __ATOMIC_RELEASE);
    return NULL;
}

/* The thread started for function xf; it takes xf's uni_flow (uspec_end
 * gives it back). */
static int uspec_start(struct uspec *sp, struct xfunc *xf, int wave)
{
    sp->f = xf->sass;
    sp->wave = wave;
    sp->flow = xf->uni_flow;
    sp->started = !pthread_create(&sp->th, NULL, uspec_main, sp);
    if (sp->started)
        xf->uni_flow = NULL;
    else
        sp->flow = NULL;
    return sp->started;     /* (counted in r->edit_spec by the caller) */
}

/* The thread done; 1 when it computed a uniformity. */
static int uspec_join(struct uspec *sp)
{
    if (sp->started && !sp->joined) {
        pthread_join(sp->th, NULL);
        sp->joined = 1;
    }
    return sp->joined && !sp->s && sp->u;
}

/* ---- another uniformity that changes notes alone ------------------------------
 * The translation reads the uniformity in three places: which branches
 * stay scalar (plan_scalar: the level of each plain BRA's condition), the
 * per-warp URs and UPs of wave64 (warp_ops, ur_warp, up_warp), and the
 * note of each BRA's step (branch_note: its condition's level, register
 * and origin).  uni_equal compares all it gives, for every instruction.
 * In two runs of 200 register edits over the bench listing's largest
 * function, each of the 88 edits that changed it changed one branch's
 * condition (its level, or only where it comes from) and the results of
 * one or two instructions; a quarter of them left the scalar branches and
 * the labels where lanes may wait as they were (the others make a branch
 * scalar or not, and a label's pending slot comes or goes: translated
 * whole).  Where the plan and the per-warp registers stay, every
 * instruction's lines are the ones the cached uniformity gave, and only
 * the notes of the BRAs whose condition changed are others.  Such an
 * edit stays local: its set-up stands (uspec_holds), and once its output
 * is kept the new uniformity replaces the cached one and those notes are
 * made again (uni_repair). */
/* Do a and b say the same of instruction i's condition (what a BRA's
 * note reads)? */
static int cond_same(const struct uni_info *a, const struct uni_info *b, size_t i)
{
    return a->cond[i] == b->cond[i] && a->cond_reg[i] == b->cond_reg[i] &&
           a->cond_origin[i] == b->cond_origin[i];
}

static int notes_only(struct xctx *x, const struct uni_info *nu)
{
    const struct uni_info *ou = x->uni;
    size_t n = x->sf->ninsns;
    if (!nu || !ou || nu->n != n || ou->n != n || nu->ur_warp != ou->ur_warp ||
        nu->up_warp != ou->up_warp || memcmp(nu->warp_ops, ou->warp_ops, n * sizeof *nu->warp_ops) ||
        x->nspilled || x->sspilled)
        return 0;       /* (a spill's note goes after a BRA's: not made again here) */
    int plan = 0;
    for (size_t i = 0; i < n; i++) {
        if (cond_same(nu, ou, i))
            continue;
        if (x->sf->mir.insns[i].flow == FLOW_JUMP && !strcmp(x->sf->insns[i].opcode, "BRA"))
            plan |= uni_cond_uniform(nu, i, x->wave) != uni_cond_uniform(ou, i, x->wave);
        /* else read by nothing of the translation */
    }
    if (!plan)
        return 1;
    /* a condition's level changed: the same scalar branches and labels? */
    uint8_t *sc = x->scalar, *pe = x->pendable;
    const struct uni_info *keep = x->uni;
    x->uni = (struct uni_info *)nu;
    x->scalar = x->pendable = NULL;
    int same = plan_scalar(x) == WS_OK && !memcmp(x->scalar, sc, n + 1) &&
               !memcmp(x->pendable, pe, n + 1);
    free(x->scalar);
    free(x->pendable);
    x->scalar = sc;
    x->pendable = pe;
    x->uni = (struct uni_info *)keep;
    return same;
}

/* Does the edit's set-up stand with its new uniformity?  1 where no
 * uniformity was computed beside it, or the new one is the one it used,
 * or another that changes the notes of BRA steps alone (compared once). */
static int uspec_holds(struct xctx *x)
{
    struct uspec *sp = x->spec;
    if (!sp || !sp->started)
        return 1;
    if (!sp->compared) {
        sp->compared = 1;
        sp->held = uspec_join(sp) && (uni_equal(sp->u, x->uni) || (sp->repair = notes_only(x, sp->u)));
        x->r->edit_spec_held += sp->held;
        x->r->edit_spec_missed += !sp->held;
    }
    return sp->held;
}

/* The uniformity computed beside an edit of function fi (sp, may be
 * NULL), for the next set-up of that function to take (r->given_uni):
 * a whole translation of the edit, or its next try where the set-up it
 * was given took another. */
static void uspec_give(struct xlate_result *r, size_t fi, struct uspec *sp)
{
    if (!sp || r->given_uni || !uspec_join(sp))
        return;
    r->given_uni = sp->u;
    r->given_fi = fi;
    r->given_version = sp->f->mir_version;
    sp->u = NULL;
}

/* Is the uniformity computed beside the edit known already to be another
 * than the cached one it goes on with?  Asked between the edit's steps
 * (not waiting for the thread), so that such an edit gives up before the
 * work the whole translation does again. */
static int uspec_known_other(struct xctx *x)
{
    struct uspec *sp = x->spec;
    if (!sp || !sp->started || x->r->opts.edit_compare_late)
        return 0;
    if (!sp->compared && !__atomic_load_n(&sp->done, __ATOMIC_ACQUIRE))
        return 0;
    return !uspec_holds(x);
}

/* Function fi's translation kept after an edit whose new uniformity
 * changes notes alone (sp->repair): the new one replaces the cached one,
 * and the notes of the BRA steps whose condition it changes are made
 * again.  Where the translation took the new one already (a retry), the
 * same notes are made. */
static enum ws_status uni_repair(struct xlate_result *r, size_t fi, struct uspec *sp,
                                 struct ws_error *err)
{
    struct xfunc *xf = &r->funcs[fi];
    struct xcache *c = xf->cache;
    if (!sp->repair || !sp->u || !c)
        return WS_OK;
    struct uni_info *ou = c->init.uni, *nu = sp->u;
    c->init.uni = nu;
    sp->u = ou;                 /* freed with sp */
    struct xctx *x = calloc(1, sizeof *x);
    if (!x)
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    x->err = err;
    lend_setup(r, fi, x, c);
    enum ws_status s = WS_OK;
    for (size_t j = 0; j < xf->nsteps && !s; j++) {
        struct xstep *st = &xf->steps[j];
        size_t i = (size_t)st->sass;
        if (st->kind != XS_RULE || st->sass < 0 || i >= nu->n || !ou || i >= ou->n ||
            cond_same(nu, ou, i))
            continue;
        char b[1000];
        const char *note = branch_note(x, i, &x->sf->insns[i], b, sizeof b);
        if (note && !(st->note = xs(x, note)))
            s = ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    }
    free_ctx(x);
    r->edit_spec_repaired++;
    return s;
}

static void uspec_end(struct uspec *sp, struct xfunc *xf)
{
    uspec_join(sp);
    uni_free(sp->u);
    if (!xf->uni_flow)
        xf->uni_flow = sp->flow;
    else
        uni_flow_free(sp->flow);
    sp->flow = NULL;
}

/* The edit patched into the output in place, where instruction ii's new
 * lines (x's, from translate_insn alone) are the old ones with other
 * immediates: the same rule, lines, opcodes, sizes and registers.  The
 * waits, offsets, labels and branches of the function then stay as they
 * are (the passes read nothing the edit changed), and what the splice and
 * the passes would make is the old output with the step and instructions
 * of ii replaced.  1 done; 0 not so (nothing changed). */
static int in_place(struct xctx *x, size_t os, size_t ii)
{
    struct xfunc *xf = x->xf;
    const struct xstep *o = &xf->steps[os];
    if (x->nsteps != 1 || x->nunsup || o->kind != XS_RULE || x->steps[0].kind != XS_RULE ||
        x->steps[0].rule != o->rule || !xf->fn)
        return 0;
    uint32_t off = x->sf->insns[ii].offset;
    for (size_t j = 0; j < xf->nunsup; j++)
        if (xf->unsup[j].offset == off)
            return 0;
    size_t j = 0;
    for (int32_t i = o->first; i < o->last; i++) {
        const struct xline *ol = &xf->lines[i];
        if (ol->pass == XLP_WAIT)
            continue;
        if (j >= x->nlines)
            return 0;
        const struct xline *nl = &x->lines[j++];
        if (ol->kind != nl->kind || ol->pass != nl->pass || ol->sass != nl->sass ||
            ol->rule != nl->rule || !same_text(ol->text, nl->text))
            return 0;
        if (ol->kind == XL_INSN && !same_shape(&xf->fn->insns[ol->insn], &x->insns[nl->insn]))
            return 0;
    }
    if (j != x->nlines || !uspec_holds(x))
        return 0;
    struct rdna_function *fn = arena_alloc(&x->r->out->arena, sizeof *fn);
    if (!fn)
        return 0;
    j = 0;
    for (int32_t i = o->first; i < o->last; i++) {
        const struct xline *ol = &xf->lines[i];
        if (ol->pass == XLP_WAIT)
            continue;
        const struct xline *nl = &x->lines[j++];
        if (ol->kind != XL_INSN)
            continue;
        struct rdna_insn *d = &xf->fn->insns[ol->insn], n = x->insns[nl->insn];
        n.offset = d->offset;
        for (unsigned k = 0; k < n.nops; k++)
            if (n.ops[k].kind == ROP_LABEL)
                n.ops[k].target = d->ops[k].target;     /* resolved as before: same label */
        *d = n;
    }
    struct xstep st = x->steps[0];
    st.first = o->first;
    st.last = o->last;
    xf->steps[os] = st;
    if (o->rule >= 0) {     /* the rule fired again (translate_insn counted it) */
        size_t nrules;
        const struct xrule *base = xlate_rules(&nrules);
        const struct xrule *orr = xlate_rule_by_id(o->rule);
        if (orr)
            xf->rule_count[orr - base]--;
    }
    /* a new function, as finish_function makes one (views tell a new
     * translation by it); its MIR is built again on first use */
    *fn = *xf->fn;
    fn->mir = (struct mir_func){ 0 };
    arena_free(&xf->mir_arena);
    arena_init(&xf->mir_arena, 64 * 1024);
    xf->fn = fn;
    xf->next_free_vgpr = x->next_vgpr;
    xf->next_free_sgpr = x->next_sgpr > X_SGPR_FIRST_FREE ? x->next_sgpr : X_SGPR_FIRST_FREE;
    return 1;
}

static enum ws_status edit_local(struct xlate_result *r, size_t fi, size_t ii,
                                 const struct sass_insn *old, struct xctx *x, int *done)
{
    /* the waits outside the edited block are the old ones, where the old
     * output is the waits pass's (no branch relaxed since) */
    struct xwait_keep k = { 0 };
    enum ws_status s = edit_local_k(r, fi, ii, old, x, done, r->funcs[fi].long_branches ? NULL : &k);
    if (!s && *done && !uspec_holds(x))
        s = ws_error_set(x->err, WS_EINTERNAL, NULL, 0, "an edit kept a set-up whose uniformity "
                         "was not checked");
    free(k.ostart);
    free(k.waits);
    return s;
}

/* The whole function translated again after an edit, with the uniformity
 * computed beside the edit where there is one (sp, may be NULL): it is the
 * edited function's (uniformity() takes it).  *xp (may be NULL): the edit's
 * attempt; its set-up is taken where it is a whole translation's (*xp
 * NULL then: freed with the translation), else its VGPR colouring where it
 * set up for this MIR. */
static enum ws_status edit_whole(struct xlate_result *r, size_t fi, struct uspec *sp,
                                 struct xctx **xp, struct ws_error *err)
{
    struct xctx *x = xp ? *xp : NULL;
    struct xctx *given = x && x->whole_setup ? x : NULL;
    const struct xctx *donor = x && !given && x->set_up ? x : NULL;
    if (given)
        *xp = NULL;
    if (!given)
        uspec_give(r, fi, sp);
    r->edit_setup_given += given != NULL;
    r->edit_color_given += donor != NULL;
    enum ws_status s = translate_from(r, fi, given, donor, err);
    uni_free(r->given_uni);     /* not taken (no uniformity needed after all) */
    r->given_uni = NULL;
    return s;
}

/* ---- a colouring that only renumbers -----------------------------------------
 * An edit that changes which R registers live together changes the VGPR
 * colouring, and the whole function used to be translated again.  Most
 * such edits (715 of 818 in a run of tests/test_xlate_edit.c) keep which
 * of the registers both colourings colour share a VGPR: the new colouring
 * renumbers the old one, plus or minus the registers only the edited
 * instruction names, and the translation's own VGPRs after the colours
 * move by as many as the colours grew.  A rule reads the colouring only
 * through the VGPR of each register it names (a renumbering keeps which
 * are equal and which are consecutive in a tuple), so the output of
 * every other instruction is the old one with its VGPRs renumbered: the
 * operands of its instructions, its steps' bindings, the VGPRs its notes
 * and comments name; the register-map step is made again.  Where the rest
 * of the set-up is the cached one, the old output is renumbered in place
 * and the edit goes on as one that kept the colouring.  Not with VGPRs in
 * scratch (the spill plan is by colour). */
#define RN_MAX 1024             /* VGPR numbers renumbered (the file has 256) */
#define RN_MEMO 8192            /* texts renumbered once each (a power of two) */

struct renum {
    int16_t to[RN_MAX];         /* old VGPR -> new, -1 none */
    int bad;                    /* a VGPR without a new number was met */
    int d;                      /* the translation's own VGPRs move by d */
    /* texts naming a VGPR, by their hash: the text and what it became (the
     * bindings' texts repeat: "v5" in many steps) */
    const char *memo_old[RN_MEMO], *memo_new[RN_MEMO];
};

/* Does t name a VGPR ("v12", "v[4:7]")?  The first such place, or NULL. */
static const char *rn_find(const char *t)
{
    for (const char *p = strchr(t, 'v'); p; p = strchr(p + 1, 'v'))
        if ((p == t || (!isalnum((unsigned char)p[-1]) && p[-1] != '_')) &&
            (isdigit((unsigned char)p[1]) || (p[1] == '[' && isdigit((unsigned char)p[2]))))
            return p;
    return NULL;
}

static int rn_get(struct renum *m, long v)
{
    int t = v >= 0 && v < RN_MAX ? m->to[v] : -1;
    if (t < 0)
        m->bad = 1;
    return t;
}

/* t with the VGPRs it names ("v12", "v[4:7]", not "v_add" or "vcc")
 * renumbered, into b (reset first); 1 when it names one, else 0 (b
 * unused). */
static int rn_text(struct renum *m, const char *t, struct strbuf *b)
{
    int any = 0;
    const char *done = t;
    for (const char *p = rn_find(t); p; p = *p ? rn_find(p + 1) : NULL) {
        const char *q = p + 1;
        if (isdigit((unsigned char)*q)) {
            char *e;
            long v = strtol(q, &e, 10);
            if (isalnum((unsigned char)*e) || *e == '_')
                continue;
            if (!any)
                sb_reset(b);
            any = 1;
            sb_putn(b, done, (size_t)(p - done));
            sb_printf(b, "v%d", rn_get(m, v));
            done = e;
            p = e - 1;
        } else if (*q == '[' && isdigit((unsigned char)q[1])) {
            char *e, *f;
            long lo = strtol(q + 1, &e, 10);
            if (*e != ':' || !isdigit((unsigned char)e[1]))
                continue;
            long hi = strtol(e + 1, &f, 10);
            if (*f != ']')
                continue;
            if (!any)
                sb_reset(b);
            any = 1;
            sb_putn(b, done, (size_t)(p - done));
            int a = rn_get(m, lo), z = rn_get(m, hi);
            if (z - a != hi - lo)
                m->bad = 1;
            sb_printf(b, "v[%d:%d]", a, z);
            done = f + 1;
            p = f;
        }
    }
    if (any)
        sb_puts(b, done);
    return any;
}

/* s renumbered (a new string, or s where it names no VGPR). */
static const char *rn_str(struct xctx *x, struct renum *m, const char *s, struct strbuf *b)
{
    if (!s || !rn_find(s))
        return s;
    uint32_t h = 2166136261u;
    for (const char *c = s; *c; c++)
        h = (h ^ (uint8_t)*c) * 16777619u;
    for (uint32_t k = 0; k < 8; k++) {
        uint32_t at = (h + k) & (RN_MEMO - 1);
        if (!m->memo_old[at]) {
            const char *n = rn_text(m, s, b) ? xs(x, b->s) : s;
            m->memo_old[at] = s;
            m->memo_new[at] = n;
            return n;
        }
        if (m->memo_old[at] == s || !strcmp(m->memo_old[at], s))
            return m->memo_new[at];
    }
    return rn_text(m, s, b) ? xs(x, b->s) : s;
}

/* The old output of x's function renumbered, all but the lines and step
 * of instruction ii's rule (os), whose lines are replaced; the
 * register-map step (rs) is made again by the caller.  A VGPR without a
 * new number (m->bad) leaves the output half renumbered: the caller
 * translates the function whole then, which replaces all of it. */
static void rn_walk(struct xctx *x, struct renum *m, size_t os, size_t rs)
{
    struct xfunc *xf = x->xf;
    struct strbuf b;
    sb_init(&b);
    const struct xstep *o = &xf->steps[os];
    /* the instructions of ii's lines (consecutive: a rule's own) */
    int32_t skip_lo = INT32_MAX, skip_hi = -1;
    for (int32_t i = o->first; i < o->last; i++)
        if (xf->lines[i].kind == XL_INSN) {
            skip_lo = xf->lines[i].insn < skip_lo ? xf->lines[i].insn : skip_lo;
            skip_hi = xf->lines[i].insn > skip_hi ? xf->lines[i].insn : skip_hi;
        }
    for (size_t i = 0; i < xf->nlines; i++) {
        struct xline *l = &xf->lines[i];
        if (l->kind != XL_INSN && l->text && ((int32_t)i < o->first || (int32_t)i >= o->last))
            l->text = rn_str(x, m, l->text, &b);
    }
    for (size_t i = 0; i < xf->fn->ninsns; i++) {
        if ((int32_t)i >= skip_lo && (int32_t)i <= skip_hi)
            continue;
        struct rdna_insn *in = &xf->fn->insns[i];
        for (unsigned k = 0; k < in->nops; k++) {
            struct rdna_operand *op = &in->ops[k];
            if (op->kind != ROP_VGPR)
                continue;
            int a = rn_get(m, op->reg);
            for (int j = 1; j < op->count; j++)
                if (rn_get(m, op->reg + j) != a + j)
                    m->bad = 1;
            if (a >= 0)
                op->reg = (int16_t)a;
        }
    }
    for (size_t j = 0; j < xf->nsteps; j++) {
        struct xstep *st = &xf->steps[j];
        if (j == os || j == rs)
            continue;
        st->note = rn_str(x, m, st->note, &b);
        struct xbind *bd = (struct xbind *)st->binds;      /* the function's records */
        for (uint32_t k = 0; k < st->nbinds; k++) {
            if (bd[k].kind == XB_VAL && bd[k].file == 'v') {
                int a = rn_get(m, bd[k].val);
                for (int q = 1; q < bd[k].count; q++)
                    if (rn_get(m, bd[k].val + q) != a + q)
                        m->bad = 1;
                if (a >= 0)
                    bd[k].val = (uint32_t)a;
            } else if (bd[k].kind == XB_RD || bd[k].kind == XB_WHOLE) {
                bd[k].key = rn_str(x, m, bd[k].key, &b);
            }
        }
    }
    sb_free(&b);
}

/* The translation's own VGPRs of set-up s (after the colours: scratch,
 * the discard register, the pending table, the per-warp copies, the
 * reloads, the lanes of spilled SGPRs) moved by d. */
static void move_own_vgprs(struct xctx *s, int d)
{
    if (s->vsplit >= s->vtemp)
        s->vsplit += d;         /* (set only where the per-warp copies are kept) */
    s->vtemp += d;
    s->vdiscard += d;
    s->vpend += d;
    s->next_vgpr += d;
    s->vreload += d;
    s->vlane += d;
}

/* x's set-up (after setup(), with the cached uniformity where lent)
 * differs from c's: is it c's with the VGPRs renumbered (above)?  The
 * renumbering (to apply once the edited instruction is known to stay
 * local: renumber_apply), else NULL. */
static struct renum *renumber_plan(struct xctx *x, const struct xcache *c)
{
    const struct xctx *o = &c->init;
    if (x->nspilled || o->nspilled || !x->xf->fn || !x->xf->nsteps)
        return NULL;
    int d = x->vtemp - o->vtemp;
    /* the rest of the set-up: c's, once x's VGPRs are put back */
    struct xctx *t = malloc(sizeof *t);
    if (!t)
        return NULL;
    *t = *x;
    memcpy(t->vmap, o->vmap, sizeof t->vmap);
    move_own_vgprs(t, -d);
    int same = same_setup(t, o, x->sf->ninsns);
    free(t);
    struct renum *m = same ? malloc(sizeof *m) : NULL;
    if (!m)
        return NULL;
    memset(m->to, -1, sizeof m->to);
    memset(m->memo_old, 0, sizeof m->memo_old);
    m->bad = 0;
    m->d = d;
    int16_t back[RN_MAX];
    memset(back, -1, sizeof back);
    m->to[0] = 0;               /* the packed ids */
    back[0] = 0;
    for (int k = 0; k < 255 && !m->bad; k++) {
        int a = o->vmap[k], z = x->vmap[k];
        if (a < 0 || z < 0)
            continue;           /* a register only one of them colours: the edit's own */
        if ((m->to[a] >= 0 && m->to[a] != z) || (back[z] >= 0 && back[z] != a))
            m->bad = 1;
        m->to[a] = (int16_t)z;
        back[z] = (int16_t)a;
    }
    for (int v = o->vtemp; v < o->next_vgpr && v < RN_MAX && v + d < RN_MAX; v++)
        m->to[v] = (int16_t)(v + d);
    if (m->bad) {
        free(m);
        return NULL;
    }
    return m;
}

/* Renumber the old output by m (freed here), all but instruction ii's
 * lines and step, the register-map step made again; the cache takes x's
 * VGPRs.  0 where a VGPR has no new number: the output is then half
 * renumbered, and the caller translates the function whole, which
 * replaces all of it. */
static int renumber_apply(struct xctx *x, struct xcache *c, size_t ii, struct renum *m)
{
    struct xfunc *xf = x->xf;
    size_t os = insn_step(xf->steps, xf->nsteps, ii);   /* its lines are replaced */
    size_t rs = SIZE_MAX;       /* the register-map step */
    for (size_t j = 0; j < xf->nsteps && rs == SIZE_MAX; j++)
        if (xf->steps[j].pass && !strcmp(xf->steps[j].pass, "regalloc"))
            rs = j;
    int ok = os != SIZE_MAX && rs != SIZE_MAX;
    if (ok) {
        /* the register-map step made again, into steps of its own (x's,
         * the edited instruction's, put aside), then moved */
        struct xstep *keep = x->steps;
        size_t nkeep = x->nsteps, capkeep = x->capsteps;
        x->steps = NULL;
        x->nsteps = x->capsteps = 0;
        ok = !regmap_step(x) && x->nsteps == 1;
        if (ok) {
            struct xstep st = x->steps[0];
            st.first = xf->steps[rs].first;
            st.last = xf->steps[rs].last;
            xf->steps[rs] = st;
        }
        free(x->steps);
        x->steps = keep;
        x->nsteps = nkeep;
        x->capsteps = capkeep;
    }
    if (ok) {
        rn_walk(x, m, os, rs);
        ok = !m->bad;
    }
    if (ok) {
        /* the cache's set-up is x's from here */
        memcpy(c->init.vmap, x->vmap, sizeof c->init.vmap);
        move_own_vgprs(&c->init, m->d);
        x->renumbered = 1;
    }
    free(m);
    return ok;
}

/* An edit's set-up (setup() ran, with what the cache lent) differs from
 * the cached one: another VGPR colouring, other targets or slots.  The
 * whole function is translated again, and takes x's set-up
 * (x->whole_setup) instead of setting up again: its uniformity, lent by
 * the cache, is taken from the cache (which that translation frees).
 * Where the edit kept what uniformity reads, that is the function's; where
 * the new one is being computed beside the edit, the translation goes on
 * with the cached one, as the edit would have, and compares the two
 * before its output is kept: another, it is made again from a set-up of
 * its own, taking the new one (translate_once, xneed.uni).  Known to be
 * another already: x gives its VGPR colouring only (edit_whole). */
static void setup_for_whole(struct xctx *x, struct xcache *c)
{
    if (x->reuse && x->reuse_uni) {
        if (x->spec && x->spec->compared && !x->spec->held)
            return;             /* another uniformity: x gives only its colouring */
        c->init.uni = NULL;     /* where computed beside the edit, the two are compared
                                   before the translation is kept (translate_once) */
        x->uni_lent = 0;
    }
    x->reuse = NULL;
    x->reuse_uni = x->reuse_color = 0;
    x->whole_setup = 1;
}

static enum ws_status edit_local_k(struct xlate_result *r, size_t fi, size_t ii,
                                   const struct sass_insn *old, struct xctx *x, int *done,
                                   struct xwait_keep *k)
{
    struct xfunc *xf = &r->funcs[fi];
    struct xcache *c = xf->cache;
    *done = 0;
    enum ws_status s = WS_OK;
    struct renum *rn = NULL;    /* another colouring that renumbers the cached one */
    if (setup_stands(c, xf->sass, ii, old)) {
        lend_setup(r, fi, x, c);
        x->set_up = 1;
    } else {
        /* Where the MIR is as the cached set-up saw it (the edit kept the
         * registers and flow of the instruction), liveness and so the VGPR
         * colouring are too; where the instruction also kept what uniformity
         * reads, so is that.  The rest of the set-up runs again. */
        if (c->mir_version == xf->sass->mir_version) {
            x->reuse = &c->init;
            x->reuse_color = 1;
            x->reuse_uni = uni_inputs_same(old, &xf->sass->insns[ii]);
        } else if (x->spec && x->spec->started) {
            x->reuse = &c->init;        /* its uniformity, checked before anything is kept */
            x->reuse_uni = 1;
        }
        x->facts = facts_stand(xf->sass, ii, old) ? &c->init : NULL;
        s = setup(r, fi, x, x->err);
        x->facts = NULL;
        if (s)
            return s;
        x->set_up = 1;
        if (!same_setup(x, &c->init, x->sf->ninsns) && !(rn = renumber_plan(x, c))) {
            setup_for_whole(x, c);
            return WS_OK;
        }
    }
    /* WARPSYNC.EXCLUSIVE's loop spans instructions: the whole function again */
    const struct sass_insn *ni = &xf->sass->insns[ii];
    if (x->xexcl >= 0 || (!strcmp(ni->opcode, "WARPSYNC") && sass_has_mod(ni, "EXCLUSIVE"))) {
        free(rn);
        return WS_OK;
    }
    c->mir_version = xf->sass->mir_version;     /* the set-up stands for this MIR */
    x->nslots = c->nslots;
    x->next_sgpr = c->next_sgpr;
    memcpy(x->slots, c->slots, sizeof x->slots);
    if (!k || x->lines || x->insns || x->steps || x->unsup) {
        if (rn && !renumber_apply(x, c, ii, rn))
            return WS_OK;
        return edit_body(r, fi, ii, x, done, k, NULL);
    }
    /* the old step of instruction ii among the output's steps */
    size_t oso = insn_step(xf->steps, xf->nsteps, ii);
    /* instruction ii alone, into arrays of its own */
    if (oso != SIZE_MAX) {
        x->ntouched = 0;
        s = translate_insn(x, ii);
    }
    int ok = !s && oso != SIZE_MAX && slots_unchanged(x, c, ii) &&
             x->xf->lds_bytes == c->init.xf->lds_bytes;
    x->ntouched = -1;
    if (!ok) {
        free(rn);
        return s;           /* not local after all: the caller translates it all */
    }
    /* the old output renumbered (after the edited instruction's slots are
     * known to be the same: else the work is for nothing) */
    if (rn && !renumber_apply(x, c, ii, rn))
        return WS_OK;
    if (in_place(x, oso, ii)) {
        *done = 1;
        return WS_OK;
    }
    struct xpre pre = { x->lines, x->insns, x->steps, x->unsup,
                        x->nlines, x->ninsns, x->nsteps, x->nunsup };
    x->lines = NULL;
    x->insns = NULL;
    x->steps = NULL;
    x->unsup = NULL;
    x->nlines = x->ninsns = x->nsteps = x->nunsup = 0;
    x->caplines = x->capinsns = x->capsteps = x->capunsup = 0;
    s = edit_body(r, fi, ii, x, done, k, &pre);
    free(pre.lines);
    free(pre.insns);
    free(pre.steps);
    free(pre.unsup);
    return s;
}

/* The splice: the body loaded without its waits, instruction ii's lines put
 * in place of the old ones (pre: translated already, into arrays of their
 * own; NULL: translated here), then the function-wide passes. */
static enum ws_status edit_body(struct xlate_result *r, size_t fi, size_t ii, struct xctx *x,
                                int *done, struct xwait_keep *k, const struct xpre *pre)
{
    struct xfunc *xf = &r->funcs[fi];
    struct xcache *c = xf->cache;
    enum ws_status s;
    if ((s = load_body(x, k)))
        return s;
    size_t os = insn_step(x->steps, x->nsteps, ii);     /* the old step of instruction ii */
    if (os == SIZE_MAX)
        return WS_OK;
    int old_rule = x->steps[os].kind == XS_RULE ? x->steps[os].rule : -1;
    size_t nl0 = x->nlines, nu0 = x->nunsup;
    if (pre) {
        if ((s = append_pre(x, pre)))
            return s;
    } else {
        x->ntouched = 0;
        if ((s = translate_insn(x, ii)))
            return s;
        int ok = slots_unchanged(x, c, ii) && x->xf->lds_bytes == c->init.xf->lds_bytes;
        x->ntouched = -1;
        if (!ok)
            return WS_OK;       /* not local after all: the caller translates it all */
    }
    if (old_rule >= 0) {
        size_t nrules;
        const struct xrule *base = xlate_rules(&nrules);
        const struct xrule *orr = xlate_rule_by_id(old_rule);
        if (orr)
            xf->rule_count[orr - base]--;
    }
    long delta = (long)(x->nlines - nl0) - (long)(x->steps[os].last - x->steps[os].first);
    if ((s = splice(x, os, nl0, nu0, x->sf->insns[ii].offset)))
        return s;
    if (k) {
        wait_region(x, (size_t)x->steps[os].first, (size_t)x->steps[os].last, delta, k);
        for (size_t i = k->lo; i < k->hi_new; i++) {
            const struct xline *l = &x->lines[i];
            if (l->kind == XL_INSN && (size_t)l->insn < xf->fn->ninsns)
                x->insns[l->insn] = xf->fn->insns[l->insn];
        }
    }
    if (uspec_known_other(x))
        return WS_OK;       /* another uniformity: the caller translates it all */
    if ((s = k ? xpass_waits_keep(x, k) : xpass_waits(x, SIZE_MAX)))
        return s;
    if (uspec_known_other(x))
        return WS_OK;
    /* The output's size changed only in the lines the waits looked at again
     * (k: [lo, hi_new) of the new body, [lo, hi_old) of the old, each line
     * with at most one wait before it, an instruction at most 32 bytes), so
     * no jump's reach grew by more than that: where the longest one had the
     * room, none is out of reach now, and the relaxation's walk over the
     * function is not needed (finish_function measures the reach again). */
    int relaxed = 0, had = xf->long_branches;
    int64_t grow = k ? 8 * 2 * (int64_t)((k->hi_new - k->lo) + (k->hi_old - k->lo)) : -1;
    int within = k && !had && xf->reach >= 0 && grow >= 0 && xf->reach + grow <= 32767;
    if (!within && (s = xpass_relax(x, had, &relaxed)))
        return s;
    r->edit_relax_skipped += within;
    if (x->pair_need || uspec_known_other(x))
        return WS_OK;       /* no room for the pair, or another uniformity: the caller
                               translates it all */
    /* finished while the uniformity beside it may still be computed (it is
     * waited for after): where it turns out another, the caller translates
     * the function whole, which replaces this output as it replaces any */
    if ((s = finish_function(x)))
        return s;
    if (within && xf->reach > 32767)
        return ws_error_set(x->err, WS_EINTERNAL, x->sf->name, 0, "an edit's size change was "
                            "bounded wrongly: a jump is out of reach and was not relaxed");
    xf->long_branches = had + relaxed;
    if (!uspec_holds(x)) {
        r->edit_spec_late++;
        return WS_OK;
    }
    *done = 1;
    return WS_OK;
}

enum ws_status xlate_function_edit(struct xlate_result *r, size_t fi, size_t ii,
                                   const struct sass_insn *old, int *incremental,
                                   struct ws_error *err)
{
    if (incremental)
        *incremental = 0;
    if (fi >= r->nfuncs)
        return ws_error_set(err, WS_EARG, NULL, 0, "no function %zu", fi);
    struct xfunc *xf = &r->funcs[fi];
    const struct sass_function *f = xf->sass;
    free(xf->assume_note);      /* the edit may change what it assumes */
    xf->assume_note = NULL;
    /* the MIR changed: the new uniformity on a second thread from here on
     * (above); taken by the whole translation where the edit goes whole */
    struct uspec sp = { 0 };
    size_t spec_min = r->opts.edit_spec_min ? r->opts.edit_spec_min : EDIT_SPEC_MIN;
    if (xf->cache && xf->cache->mir_version != f->mir_version && r->opts.threads > 1 &&
        f->ninsns >= spec_min && uspec_start(&sp, xf, r->opts.wave))
        r->edit_spec++;
    enum ws_status s;
    /* spilled SGPRs are renumbered over the whole function: translated
     * whole; so is a function keeping cooperative groups' scratch after its
     * LDS (the prologue places it past the size the body settles) */
    if (!xf->cache || xf->sgpr_spilled || xf->uses_dynlds || ii >= f->ninsns || nonlocal(r, f, ii, old) ||
        nonlocal(r, f, ii, &f->insns[ii])) {
        s = edit_whole(r, fi, &sp, NULL, err);
        uspec_end(&sp, xf);
        return s;
    }
    struct xctx *x = calloc(1, sizeof *x);
    if (!x) {
        uspec_end(&sp, xf);
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    }
    x->err = err;
    x->spec = &sp;
    int done;
    xemit_ops_free(xemit_ops_take(r->tcache));      /* an attempt's before, held by none */
    bblocks_free(bblocks_take(r));
    s = edit_local(r, fi, ii, old, x, &done);
    if (!s && done)
        r->edit_renumbered += x->renumbered;
    if (!s && !done)
        s = edit_whole(r, fi, &sp, &x, err);
    if (x)
        free_ctx(x);
    if (!s)
        s = uni_repair(r, fi, &sp, err);
    uspec_end(&sp, xf);
    if (s || !done)
        return s;
    /* the new lines' operands join the function's (the lines kept hold those) */
    xf->opblocks = xemit_ops_join(xemit_ops_take(r->tcache), xf->opblocks);
    xf->bblocks = bblocks_join(bblocks_take(r), xf->bblocks);
    if (incremental)
        *incremental = 1;
    return WS_OK;
}

static int param_base_for(const struct sass_module *m)
{
    return m->sm && m->sm < 90 ? X_PARAM_BASE_SM80 : X_PARAM_BASE_SM90;
}

struct xlate_opts xlate_opts_default(void)
{
    return (struct xlate_opts){ .target = target_find("gfx1100"), .wave = 32, .contract = 0,
                                .lds_bytes = -1, .compact_regs = 0, .live = NULL,
                                .max_vgprs = RDNA_NUM_VGPR, .max_sgprs = RDNA_NUM_SGPR };
}

/* The result before any function is translated. */
static enum ws_status result_new(const struct sass_module *in, const struct xlate_opts *opts,
                                 struct xlate_result **out, struct ws_error *err)
{
    *out = NULL;
    size_t nrules;
    struct xlate_result *r = xlate_rules(&nrules) ? calloc(1, sizeof *r) : NULL;
    if (!r)
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    arena_init(&r->arena, 256 * 1024);
    if (opts)
        r->opts = *opts;
    if (!r->opts.target)
        r->opts.target = target_find("gfx1100");
    if (!r->opts.target->translatable) {
        char why[256];
        target_find_translatable(r->opts.target->name, why, sizeof why);
        xlate_result_free(r);
        return ws_error_set(err, WS_EARG, NULL, 0, "%s", why);
    }
    if (r->opts.wave != 64)
        r->opts.wave = 32;
    r->in = in;
    r->out = rdna_module_new(in->path);
    r->nfuncs = in->nfuncs;
    r->funcs = arena_alloc(&r->arena, sizeof *r->funcs * (in->nfuncs ? in->nfuncs : 1));
    if (!r->out || !r->funcs) {
        xlate_result_free(r);
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    }
    r->out->sgpr_limit = X_SGPR_VIRT;   /* the rules' SGPRs before the spill */
    fmt_snprintf(r->out->target, sizeof r->out->target, "%s", r->opts.target->name);
    for (size_t i = 0; i < in->nfuncs; i++)
        r->funcs[i].sass = &in->funcs[i];
    r->param_base = param_base_for(in);
    *out = r;
    return WS_OK;
}

enum ws_status xlate_module_lazy(const struct sass_module *in, const struct xlate_opts *opts,
                                 struct xlate_result **out, struct ws_error *err)
{
    enum ws_status s = result_new(in, opts, out, err);
    if (!s)
        (*out)->opts.live = NULL;
    return s;
}

/* ---- the functions translated on two threads ------------------------------
 * With opts.threads 2 and more than one function, xlate_module translates
 * the largest function on the calling thread and every other one, in
 * listing order, on a second thread, which then prints each (with
 * print_ahead) while the largest is still being translated.  A function's
 * translation reads the module and the options, and writes its own xfunc
 * and what the result it is given owns: arenas, the template caches, the
 * steps' binding records, the module-wide flags.  So the second thread is
 * given a result of its own (result_new) sharing the function array; the
 * first keeps it (r->shadow), its memory in use by the functions it
 * translated, until the result is freed, and takes over its flags.  The
 * translation of each function, and so the output, is the one a single
 * thread makes; the error is that of the first function in listing order
 * that failed, as on one thread, which stops there. */
struct split {
    struct xlate_result *w;     /* the second thread's result */
    size_t big;                 /* translated by the first thread */
    size_t failed;              /* the first function that failed here; SIZE_MAX none */
    struct ws_error err;
    struct strbuf *printed;     /* r->printed (print_ahead), else NULL */
    struct xahead *big_items;   /* r->ahead: the largest function's liveness, made here */
    size_t written;             /* functions [0, written) went to opts.ahead_put */
    char **notes;               /* per function: xlate_assumptions' text, or NULL */
};

/* opts.drop_printed: function i of w (the second thread's result), just
 * printed, lets go of its output.  Every function w translated before it
 * was let go the same way, so the operand and binding blocks w holds are
 * only theirs and i's, and go too.  What the caller still reads stays:
 * nunsup (the exit status) and fn, with no instructions (its name: the
 * listing's metadata). */
static void drop_function(struct xlate_result *w, size_t i)
{
    struct xfunc *xf = &w->funcs[i];
    size_t nunsup = xf->nunsup;
    struct rdna_function *fn = xf->fn;
    cache_free(xf->cache);
    xf->cache = NULL;
    release_output(xf);
    xf->nunsup = nunsup;
    if (fn) {
        fn->insns = NULL;
        fn->labels = NULL;
        fn->ninsns = fn->nlabels = 0;
    }
    xf->fn = fn;
    xemit_ops_free(xf->opblocks);
    bblocks_free(xf->bblocks);
    xf->opblocks = NULL;
    xf->bblocks = NULL;
}

static void *split_main(void *arg)
{
    struct split *sp = arg;
    const struct xlate_opts *o = &sp->w->opts;
    struct strbuf piece;
    sb_init(&piece);
    xahead_compute_live(sp->big_items, sp->big);       /* first: wanted soon */
    for (size_t i = 0; i < sp->w->nfuncs; i++) {
        if (i == sp->big)
            continue;
        if (translate_function(sp->w, i, &sp->err)) {
            sp->failed = i;
            break;
        }
        if (sp->printed && o->ahead_put && i < sp->big) {  /* handed on now, not kept */
            xlate_put_function(sp->w, i, i == 0, &piece, o->ahead_put, o->ahead_ctx);
            sp->written = i + 1;
        } else if (sp->printed) {
            xlate_print_function(sp->w, i, &sp->printed[i]);
        }
        if (sp->printed && o->drop_printed)
            drop_function(sp->w, i);
    }
    sb_free(&piece);
    /* every function's assumptions, which a caller says next (the module and
     * the options are all they read), while the largest is translated */
    for (size_t i = 0; sp->failed == SIZE_MAX && i < sp->w->nfuncs; i++) {
        char note[2048];
        sp->notes[i] = strdup(xlate_assumptions(sp->w, i, note, sizeof note) ? note : "");
    }
    return NULL;
}

/* What a result owns beside its functions' translations. */
static void result_free_own(struct xlate_result *r)
{
    xemit_cache_free(r->tcache);
    xshape_cache_free(r->scache);
    bblocks_free(bblocks_take(r));
    rdna_module_free(r->out);
    arena_free(&r->arena);
    free(r);
}

static enum ws_status translate_split(struct xlate_result *r, struct ws_error *err)
{
    size_t big = 0;
    for (size_t i = 1; i < r->nfuncs; i++)
        if (r->funcs[i].sass->ninsns > r->funcs[big].sass->ninsns)
            big = i;
    struct split sp = { NULL, big, SIZE_MAX, { 0 }, r->printed, NULL, 0, NULL };
    ws_error_clear(&sp.err);
    if (!(sp.notes = calloc(r->nfuncs, sizeof *sp.notes)))
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    enum ws_status s = result_new(r->in, &r->opts, &sp.w, err);
    if (s) {
        free(sp.notes);
        return s;
    }
    sp.w->funcs = r->funcs;     /* (its own array, in its arena, unused) */
    sp.w->opts.threads = 1;
    /* the largest function's liveness (for the VGPR colouring) on the
     * second thread while this one computes its uniformity */
    sp.big_items = r->ahead = xahead_items(r->in, r->opts.wave);
    pthread_t th;
    if (pthread_create(&th, NULL, split_main, &sp)) {
        xahead_stop(r->ahead);
        r->ahead = NULL;
        result_free_own(sp.w);
        free(sp.notes);
        for (size_t i = 0; !s && i < r->nfuncs; i++)
            s = translate_function(r, i, err);
        return s;
    }
    s = translate_function(r, big, err);
    pthread_join(th, NULL);
    xahead_stop(r->ahead);
    r->ahead = NULL;
    r->written = sp.written;
    for (size_t i = 0; i < r->nfuncs; i++)
        r->funcs[i].assume_note = sp.notes[i];
    free(sp.notes);
    r->uses_cbank3 |= sp.w->uses_cbank3;
    r->uses_globals |= sp.w->uses_globals;
    r->shadow = sp.w;
    if (sp.failed != SIZE_MAX && (!s || sp.failed < big)) {
        *err = sp.err;
        s = err->code;
    }
    return s;
}

enum ws_status xlate_module(const struct sass_module *in, const struct xlate_opts *opts,
                            struct xlate_result **out, struct ws_error *err)
{
    struct xlate_result *r;
    enum ws_status s = result_new(in, opts, &r, err);
    if (!s && r->opts.threads > 1 && r->opts.print_ahead && in->nfuncs > 1 &&
        !(r->printed = calloc(in->nfuncs, sizeof *r->printed)))
        s = ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    if (!s && r->opts.threads > 1 && in->nfuncs > 1) {
        s = translate_split(r, err);
        if (s) {
            xlate_result_free(r);
            *out = NULL;
            return s;
        }
        r->opts.live = NULL;
        *out = r;
        return WS_OK;
    }
    if (!s && r->opts.threads > 1 && in->nfuncs)
        r->ahead = xahead_start(in, r->opts.wave, r->printed ? r : NULL);
    for (size_t i = 0; !s && i < in->nfuncs; i++) {
        s = xlate_function(r, i, err);
        /* the last one is printed after, in two halves (xlate_print) */
        if (!s && i + 1 < in->nfuncs)
            xahead_translated(r->ahead, i);
    }
    if (r) {
        xahead_stop(r->ahead);  /* an edit's re-translation computes its own */
        r->ahead = NULL;
    }
    if (s) {
        xlate_result_free(r);
        *out = NULL;
        return s;
    }
    r->opts.live = NULL;        /* the caller's, for this call only */
    *out = r;
    return WS_OK;
}

int xlate_function_ready(const struct xlate_result *r, size_t index)
{
    return index < r->nfuncs && r->funcs[index].fn != NULL;
}

enum ws_status xlate_function(struct xlate_result *r, size_t index, struct ws_error *err)
{
    if (index >= r->nfuncs)
        return ws_error_set(err, WS_EARG, NULL, 0, "no function %zu", index);
    if (r->printed) {           /* printed ahead: no longer its text */
        sb_free(&r->printed[index]);
        sb_init(&r->printed[index]);
    }
    r->written = 0;             /* what went to opts.ahead_put no longer stands */
    free(r->funcs[index].assume_note);
    r->funcs[index].assume_note = NULL;
    return translate_function(r, index, err);
}

void xlate_result_free(struct xlate_result *r)
{
    if (!r)
        return;
    for (size_t i = 0; i < r->nfuncs; i++) {
        cache_free(r->funcs[i].cache);
        release_output(&r->funcs[i]);
        xemit_ops_free(r->funcs[i].opblocks);
        bblocks_free(r->funcs[i].bblocks);
        free(r->funcs[i].assume_note);
        uni_flow_free(r->funcs[i].uni_flow);
    }
    for (size_t i = 0; r->printed && i < r->nfuncs; i++)
        sb_free(&r->printed[i]);
    free(r->printed);
    if (r->shadow)
        result_free_own(r->shadow);
    if (r->half)
        result_free_own(r->half);
    result_free_own(r);
}

size_t xlate_total_unsupported(const struct xlate_result *r)
{
    size_t n = 0;
    for (size_t i = 0; i < r->nfuncs; i++)
        n += r->funcs[i].nunsup;
    return n;
}
