/* xlate.c - the translation engine: match rules, expand them, record the
 * trace, then run the named passes. */
#include "xlate_int.h"
#include "cubin.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
    case 'c': return o->kind == SOP_CBANK && (o->u.cb.bank == 0 || o->u.cb.bank == 3) &&
                     o->u.cb.reg < 0 && o->u.cb.bank_ureg < 0;
    case 's': return o->kind == SOP_REG || o->kind == SOP_UREG || o->kind == SOP_IMM ||
                     o->kind == SOP_FIMM || shape_ok('c', o);
    case 'm': return o->kind == SOP_MEM;
    case 'l': return o->kind == SOP_LABEL;
    case 'S': return o->kind == SOP_SREG;
    default: return 0;
    }
}

int xlate_rule_matches(const struct xrule *r, const struct sass_insn *in)
{
    if (strcmp(r->opcode, in->opcode) || !has_all_mods(in, r->mods_all) ||
        has_any_mod(in, r->mods_none))
        return 0;
    if (r->ops) {
        if ((int)strlen(r->ops) != in->nops)
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

/* Rules indexed by opcode: a sorted array of rule indices, so that an
 * instruction is only matched against the rules of its own opcode. */
struct rule_index {
    size_t n;
    const struct xrule *rules;
    uint16_t *order;            /* rule indices sorted by opcode */
};

static int by_opcode(const void *a, const void *b, void *ctx)
{
    const struct xrule *r = ctx;
    int c = strcmp(r[*(const uint16_t *)a].opcode, r[*(const uint16_t *)b].opcode);
    return c ? c : (int)*(const uint16_t *)a - (int)*(const uint16_t *)b;
}

static const struct rule_index *rule_index(void)
{
    static struct rule_index ix;
    if (!ix.order) {
        ix.rules = xlate_rules(&ix.n);
        uint16_t *o = malloc(sizeof *o * (ix.n + 1));
        if (!o)
            return NULL;
        for (size_t i = 0; i < ix.n; i++)
            o[i] = (uint16_t)i;
        qsort_r(o, ix.n, sizeof *o, by_opcode, (void *)ix.rules);
        ix.order = o;
    }
    return &ix;
}

/* The matching rule of highest priority, NULL when none. */
static const struct xrule *select_rule(const struct sass_insn *in)
{
    const struct rule_index *ix = rule_index();
    const struct xrule *best = NULL;
    if (!ix)
        return NULL;
    size_t lo = 0, hi = ix->n;      /* first rule of this opcode */
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (strcmp(ix->rules[ix->order[mid]].opcode, in->opcode) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (size_t k = lo; k < ix->n; k++) {
        const struct xrule *r = &ix->rules[ix->order[k]];
        if (strcmp(r->opcode, in->opcode))
            break;
        if (xlate_rule_matches(r, in) && (!best || r->priority > best->priority))
            best = r;
    }
    return best;
}

/* ---- trace ----------------------------------------------------------------- */

static int push_step(struct xctx *x, enum xstep_kind kind, int sass, int rule, const char *pass,
                     const char *note, size_t first)
{
    if (x->nsteps == x->capsteps) {
        size_t c = x->capsteps ? x->capsteps * 2 : 256;
        void *p = realloc(x->steps, c * sizeof *x->steps);
        if (!p)
            return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
        x->steps = p;
        x->capsteps = c;
    }
    struct xstep *s = &x->steps[x->nsteps++];
    s->kind = (uint8_t)kind;
    s->sass = sass;
    s->rule = rule;
    s->pass = pass;
    s->bindings = x->note.len ? xs(x, x->note.s) : NULL;
    s->note = note ? xs(x, note) : NULL;
    s->first = (int32_t)first;
    s->last = (int32_t)x->nlines;
    return WS_OK;
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

static int is_uniform_op(const struct sass_insn *in)
{
    return in->nops > 0 && (in->ops[0].kind == SOP_UREG || in->ops[0].kind == SOP_UPRED) &&
           (in->ops[0].access & SACC_W);
}

/* Guard predication: a guarded SASS instruction runs only in lanes whose
 * predicate holds; RDNA3 says the same with EXEC. Save EXEC, narrow it to
 * the predicate, run the body, restore. */
static int guard_open(struct xctx *x, const struct sass_insn *in)
{
    char t[96];
    int p = x->pmap[in->guard];
    if (p < 0)
        return -1;
    const char *w = x->wave == 64 ? "64" : "32", *ex = x->wave == 64 ? "exec" : "exec_lo";
    char ps[40], ts[40];
    if (x->wave == 64) {
        snprintf(ps, sizeof ps, "s[%d:%d]", p, p + 1);
        snprintf(ts, sizeof ts, "s[%d:%d]", x->stemp + 2 * (X_STEMPS - 1), x->stemp + 2 * (X_STEMPS - 1) + 1);
    } else {
        snprintf(ps, sizeof ps, "s%d", p);
        snprintf(ts, sizeof ts, "s%d", x->stemp + 2 * (X_STEMPS - 1));
    }
    snprintf(t, sizeof t, "s_mov_b%s %s, %s", w, ts, ex);
    if (xemit_text(x, t))
        return -2;
    /* @P: EXEC &= P;  @!P: EXEC &= ~P (s_and_not1: D = S0 & ~S1) */
    snprintf(t, sizeof t, "%s%s %s, %s, %s", in->guard_neg ? "s_and_not1_b" : "s_and_b", w, ex, ex, ps);
    return xemit_text(x, t) ? -2 : 0;
}

static int guard_close(struct xctx *x)
{
    char t[96];
    if (x->wave == 64)
        snprintf(t, sizeof t, "s_mov_b64 exec, s[%d:%d]", x->stemp + 2 * (X_STEMPS - 1),
                 x->stemp + 2 * (X_STEMPS - 1) + 1);
    else
        snprintf(t, sizeof t, "s_mov_b32 exec_lo, s%d", x->stemp + 2 * (X_STEMPS - 1));
    return xemit_text(x, t) ? -2 : 0;
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

static int pred_save(struct xctx *x, const struct sass_insn *in, int k)
{
    char t[96];
    int p = x->pmap[in->ops[k].reg];
    if (p < 0)
        return 0;
    if (x->wave == 64)
        snprintf(t, sizeof t, "s_mov_b64 s[%d:%d], s[%d:%d]", x->spsave, x->spsave + 1, p, p + 1);
    else
        snprintf(t, sizeof t, "s_mov_b32 s%d, s%d", x->spsave, p);
    return xemit_text(x, t);
}

static int pred_merge(struct xctx *x, const struct sass_insn *in, int k)
{
    char t[3][160], pr[32], sv[32];
    int p = x->pmap[in->ops[k].reg];
    if (p < 0)
        return 0;
    const char *ex = x->wave == 64 ? "exec" : "exec_lo";
    if (x->wave == 64) {
        snprintf(pr, sizeof pr, "s[%d:%d]", p, p + 1);
        snprintf(sv, sizeof sv, "s[%d:%d]", x->spsave, x->spsave + 1);
    } else {
        snprintf(pr, sizeof pr, "s%d", p);
        snprintf(sv, sizeof sv, "s%d", x->spsave);
    }
    snprintf(t[0], sizeof t[0], "s_and_b%d %s, %s, %s", x->wave, pr, pr, ex);
    snprintf(t[1], sizeof t[1], "s_and_not1_b%d %s, %s, %s", x->wave, sv, sv, ex);
    snprintf(t[2], sizeof t[2], "s_or_b%d %s, %s, %s", x->wave, pr, pr, sv);
    for (int j = 0; j < 3; j++)
        if (xemit_text(x, t[j]))
            return -1;
    return 0;
}

static int translate_insn(struct xctx *x, size_t i)
{
    const struct sass_insn *in = &x->sf->insns[i];
    x->cur_sass = (int)i;
    x->cur_rule = -1;
    sb_reset(&x->note);
    size_t first = x->nlines;
    const struct xrule *r = select_rule(in);
    const char *why = NULL;
    int guarded = in->guard >= 0 && !(in->guard == SASS_PT && !in->guard_neg);
    if (r && guarded && !(r->flags & XRF_GUARDED) && is_uniform_op(in)) {
        why = "predicated uniform (scalar) instruction: EXEC does not mask SALU";
        r = NULL;
    }
    if (r && guarded && in->guard == SASS_PT) {
        why = "@!PT never runs";     /* keep it visible */
        r = NULL;
    }
    if (r) {
        x->cur_rule = r->id;
        int rc = 0;
        int pk = -1;        /* the one predicate destination to merge, if any */
        if ((x->ntargets > 0 || guarded) && !(r->flags & XRF_GUARDED))
            for (int k = 0; k < in->nops && pk < 0; k++)
                if (pred_dst(in, k))
                    pk = k;
        if (pk >= 0 && pred_save(x, in, pk))
            return -1;
        if (guarded && !(r->flags & XRF_GUARDED))
            rc = guard_open(x, in);
        if (!rc)
            rc = r->out ? xemit_template(x, in, r->out) : r->emit(x, in);
        /* merge while EXEC is still the guarded one: lanes the guard turned
         * off keep their old predicate bits too */
        if (!rc && pk >= 0 && pred_merge(x, in, pk))
            return -1;
        if (!rc && guarded && !(r->flags & XRF_GUARDED))
            rc = guard_close(x);
        if (rc == -2)
            return -1;          /* a hard error, in x->err */
        if (!rc) {
            x->xf->rule_count[r - xlate_rules(&(size_t){ 0 })]++;
            /* what the engine added around the rule's own output, so that the
             * step says where every emitted line comes from */
            const char *note = NULL;
            int wrapped = guarded && !(r->flags & XRF_GUARDED);
            if (wrapped && pk >= 0)
                note = "engine: EXEC narrowed to the guard around the rule's output; the "
                       "predicate's inactive-lane bits saved before and merged back";
            else if (wrapped)
                note = "engine: EXEC narrowed to the guard (first two lines) and restored (last)";
            else if (pk >= 0)
                note = "engine: the predicate's inactive-lane bits saved (first line) and merged "
                       "back (last three lines)";
            return push_step(x, XS_RULE, (int)i, r->id, NULL, note, first) ? -1 : 0;
        }
        /* the rule could not bind an operand: undo and report */
        while (x->nlines > first) {
            if (x->lines[x->nlines - 1].kind == XL_INSN)
                x->ninsns--;
            x->nlines--;
        }
        why = "an operand has no RDNA3 binding in this rule";
        x->cur_rule = r->id;
    }
    char msg[300];
    snprintf(msg, sizeof msg, "UNSUPPORTED: %s", in->text);
    if (xemit_line(x, XL_UNSUPPORTED, msg) || add_unsupported(x, in, why ? why : "no rule matches"))
        return -1;
    return push_step(x, XS_UNSUPPORTED, (int)i, x->cur_rule, NULL,
                     why ? why : "no rule matches", first) ? -1 : 0;
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

/* ---- divergence ------------------------------------------------------------
 * SASS branches per thread and reconverges where the compiler said (BSSY /
 * BSYNC); RDNA3 branches per wave and runs lanes under EXEC.  Lanes that
 * take a branch to a later block wait there: their mask is ORed into that
 * block's pending mask, and when execution reaches the block's label the
 * waiting lanes join (EXEC |= pending).  Lanes going back to a loop head
 * run again at once while the others wait after the loop.  So every lane
 * runs exactly its own path, the wave always runs the earliest block that
 * has lanes, and lanes meet again at the first block they share. */

static int mark_targets(struct xctx *x, uint8_t *t)
{
    const struct sass_function *f = x->sf;
    for (size_t i = 0; i + 1 < f->ninsns; i++) {
        const struct mir_insn *m = &f->mir.insns[i];
        if (m->flow == FLOW_CALL)
            t[i + 1] = 1;                       /* return site */
        if (m->flow == FLOW_JUMP && m->ntargets && m->targets[0] <= m->offset)
            t[i + 1] = 1;                       /* lanes leaving a loop wait here */
    }
    x->slot_of = malloc(sizeof *x->slot_of * (f->ninsns + 1));
    x->next_target = malloc(sizeof *x->next_target * (f->ninsns + 1));
    if (!x->slot_of || !x->next_target)
        return -1;
    x->ntargets = 0;
    for (size_t i = 0; i < f->ninsns; i++)
        x->slot_of[i] = t[i] ? x->ntargets++ : -1;
    int32_t next = -1;
    for (size_t i = f->ninsns; i-- > 0;) {
        x->next_target[i] = next;
        if (t[i])
            next = (int32_t)i;
    }
    return 0;
}

const char *xctl_label(struct xctx *x, int i)
{
    char b[48];
    snprintf(b, sizeof b, ".Lws%d_%04x", x->fidx, x->sf->insns[i].offset);
    return xs(x, b);
}

const char *xctl_next_label(struct xctx *x, int i)
{
    if (i >= 0 && x->next_target[i] >= 0)
        return xctl_label(x, x->next_target[i]);
    char b[32];
    snprintf(b, sizeof b, ".Lws%d_end", x->fidx);
    return xs(x, b);
}

int xctl_target_index(struct xctx *x, uint32_t off)
{
    long i = mir_find_offset(&x->sf->mir, off);
    return i >= 0 && x->slot_of[i] >= 0 ? (int)i : -1;
}

/* Scratch SGPR (pair) 6 carries pending masks. */
static void pend_regs(struct xctx *x, int t, char *vp, char *lanes, char *su, size_t n)
{
    int k = x->slot_of[t];
    snprintf(vp, n, "v%d", x->vpend + k / 32);
    if (x->wave == 64) {
        snprintf(lanes, n, "%d", 2 * (k % 32));
        snprintf(su, n, "s[%d:%d]", x->stemp + 12, x->stemp + 13);
    } else {
        snprintf(lanes, n, "%d", k % 32);
        snprintf(su, n, "s%d", x->stemp + 12);
    }
}

static int readlane(struct xctx *x, const char *vp, int lane, int s)
{
    char t[96];
    snprintf(t, sizeof t, "v_readlane_b32 s%d, %s, %d", s, vp, lane);
    return xemit_text(x, t);
}

static int writelane(struct xctx *x, const char *vp, int lane, const char *val)
{
    char t[96];
    snprintf(t, sizeof t, "v_writelane_b32 %s, %s, %d", vp, val, lane);
    return xemit_text(x, t);
}

int xctl_pend_or(struct xctx *x, int t, const char *mask)
{
    char vp[40], lanes[40], su[40], ins[128];
    pend_regs(x, t, vp, lanes, su, sizeof vp);
    int lane = atoi(lanes), s0 = x->stemp + 12, rc = 0;
    rc |= readlane(x, vp, lane, s0);
    if (x->wave == 64)
        rc |= readlane(x, vp, lane + 1, s0 + 1);
    snprintf(ins, sizeof ins, "s_or_b%d %s, %s, %s", x->wave, su, su, mask);
    rc |= xemit_text(x, ins);
    char v[16];
    snprintf(v, sizeof v, "s%d", s0);
    rc |= writelane(x, vp, lane, v);
    if (x->wave == 64) {
        snprintf(v, sizeof v, "s%d", s0 + 1);
        rc |= writelane(x, vp, lane + 1, v);
    }
    return rc;
}

/* At a target's label: the lanes waiting there join; when none is active
 * (all went elsewhere), go on to the next block that may have lanes. */
static int merge_at_label(struct xctx *x, int i)
{
    char vp[40], lanes[40], su[40], ins[128];
    pend_regs(x, i, vp, lanes, su, sizeof vp);
    int lane = atoi(lanes), s0 = x->stemp + 12, rc = 0;
    rc |= readlane(x, vp, lane, s0);
    if (x->wave == 64)
        rc |= readlane(x, vp, lane + 1, s0 + 1);
    snprintf(ins, sizeof ins, "s_or_b%d %s, %s, %s", x->wave, x->wave == 64 ? "exec" : "exec_lo",
             x->wave == 64 ? "exec" : "exec_lo", su);
    rc |= xemit_text(x, ins);
    rc |= writelane(x, vp, lane, "0");
    if (x->wave == 64)
        rc |= writelane(x, vp, lane + 1, "0");
    snprintf(ins, sizeof ins, "s_cbranch_execz %s", xctl_next_label(x, i));
    rc |= xemit_text(x, ins);
    return rc;
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
    char note[160];
    snprintf(note, sizeof note, "R registers share VGPRs where never live together (liveness); "
             "%d VGPRs with %d scratch", x->next_vgpr, X_VTEMPS + 1);
    x->cur_sass = -1;
    x->cur_rule = -1;
    sb_reset(&x->note);
    if (b.s)
        sb_puts(&x->note, b.s);
    sb_free(&b);
    enum ws_status s = push_step(x, XS_PASS, -1, -1, "regalloc", note, x->nlines);
    sb_reset(&x->note);
    return s;
}

/* ---- a function -------------------------------------------------------- */

static int insert_prologue(struct xctx *x, size_t body_lines, size_t body_insns)
{
    /* the prologue was emitted after the body; rotate it to the front */
    size_t nl = x->nlines - body_lines, ni = x->ninsns - body_insns;
    struct xline *tl = malloc((x->nlines ? x->nlines : 1) * sizeof *tl);
    struct rdna_insn *ti = malloc((x->ninsns ? x->ninsns : 1) * sizeof *ti);
    if (!tl || !ti) {
        free(tl);
        free(ti);
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    }
    if (x->nlines) {
        memcpy(tl, x->lines + body_lines, nl * sizeof *tl);
        memcpy(tl + nl, x->lines, body_lines * sizeof *tl);
    }
    if (x->ninsns) {
        memcpy(ti, x->insns + body_insns, ni * sizeof *ti);
        memcpy(ti + ni, x->insns, body_insns * sizeof *ti);
    }
    for (size_t i = 0; i < x->nlines; i++)
        if (tl[i].kind == XL_INSN)
            tl[i].insn = i < nl ? tl[i].insn - (int32_t)body_insns : tl[i].insn + (int32_t)ni;
    for (size_t s = 0; s < x->nsteps; s++) {
        int pro = x->steps[s].first >= (int32_t)body_lines;
        x->steps[s].first += pro ? -(int32_t)body_lines : (int32_t)nl;
        x->steps[s].last += pro ? -(int32_t)body_lines : (int32_t)nl;
    }
    if (x->nlines)
        memcpy(x->lines, tl, x->nlines * sizeof *tl);
    if (x->ninsns)
        memcpy(x->insns, ti, x->ninsns * sizeof *ti);
    free(tl);
    free(ti);
    /* the prologue step goes first in the trace */
    struct xstep pro = x->steps[x->nsteps - 1];
    memmove(x->steps + 1, x->steps, (x->nsteps - 1) * sizeof *x->steps);
    x->steps[0] = pro;
    return WS_OK;
}

static int finish_function(struct xctx *x)
{
    struct xfunc *xf = x->xf;
    struct rdna_module *m = x->r->out;
    struct rdna_function *fn = arena_alloc(&m->arena, sizeof *fn);
    if (!fn)
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    fn->name = arena_strdup(&m->arena, x->sf->name);
    fn->wave = x->wave;
    fn->ninsns = x->ninsns;
    fn->insns = arena_alloc(&m->arena, sizeof *fn->insns * (x->ninsns ? x->ninsns : 1));
    size_t nlab = 0;
    for (size_t i = 0; i < x->nlines; i++)
        nlab += x->lines[i].kind == XL_LABEL;
    fn->labels = arena_alloc(&m->arena, sizeof *fn->labels * (nlab ? nlab : 1));
    xf->lines = arena_alloc(&x->r->arena, sizeof *xf->lines * (x->nlines ? x->nlines : 1));
    xf->steps = arena_alloc(&x->r->arena, sizeof *xf->steps * (x->nsteps ? x->nsteps : 1));
    xf->unsup = arena_alloc(&x->r->arena, sizeof *xf->unsup * (x->nunsup ? x->nunsup : 1));
    if (!fn->insns || !fn->labels || !xf->lines || !xf->steps || !xf->unsup)
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    if (x->ninsns)
        memcpy(fn->insns, x->insns, sizeof *fn->insns * x->ninsns);
    if (x->nlines)
        memcpy(xf->lines, x->lines, sizeof *xf->lines * x->nlines);
    if (x->nsteps)
        memcpy(xf->steps, x->steps, sizeof *xf->steps * x->nsteps);
    if (x->nunsup)
        memcpy(xf->unsup, x->unsup, sizeof *xf->unsup * x->nunsup);
    xf->nlines = x->nlines;
    xf->nsteps = x->nsteps;
    xf->nunsup = x->nunsup;
    /* offsets from encoded sizes; labels at their instruction */
    uint32_t off = 0;
    size_t next_insn = 0;
    for (size_t i = 0; i < x->nlines; i++) {
        const struct xline *l = &x->lines[i];
        if (l->kind == XL_LABEL) {
            fn->labels[fn->nlabels++] = (struct rdna_label){ l->text, off, next_insn };
        } else if (l->kind == XL_INSN) {
            struct rdna_insn *in = &fn->insns[l->insn];
            in->offset = off;
            in->size = (uint8_t)rdna_insn_size(in);
            off += in->size;
            next_insn = (size_t)l->insn + 1;
        }
    }
    rdna_resolve_targets(fn);
    xf->fn = fn;
    xf->next_free_vgpr = x->next_vgpr;
    xf->next_free_sgpr = x->next_sgpr > X_SGPR_FIRST_FREE ? x->next_sgpr : X_SGPR_FIRST_FREE;
    return rdna_build_mir(m, fn, x->err);
}

static enum ws_status translate_function(struct xlate_result *r, size_t fi, struct ws_error *err)
{
    struct xfunc *xf = &r->funcs[fi];
    struct xctx *x = calloc(1, sizeof *x);
    if (!x)
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    size_t nrules;
    xlate_rules(&nrules);
    xf->rule_count = arena_alloc(&r->arena, sizeof *xf->rule_count * nrules);
    x->r = r;
    x->xf = xf;
    x->sf = xf->sass;
    x->sm = r->in;
    x->wave = r->opts.wave;
    x->err = err;
    x->param_base = r->param_base;
    x->fidx = (int)fi;
    sb_init(&x->note);
    enum ws_status s = WS_OK;
    xf->lds_bytes = r->opts.lds_bytes;
    if (xf->lds_bytes < 0 && r->opts.cubin) {
        /* static __shared__ arrays: the size of .nv.shared.<kernel> (NOBITS) */
        char sec[512];
        uint8_t *d;
        size_t n;
        snprintf(sec, sizeof sec, ".nv.shared.%s", xf->sass->name);
        if (cubin_read_section(r->opts.cubin, sec, &d, &n, NULL) == WS_OK) {
            xf->lds_bytes = (int)n;
            free(d);
        }
    }
    const struct sass_function *sf = x->sf;
    uint8_t *targets = branch_targets(sf);
    if (!targets || mark_targets(x, targets))
        s = ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    if (!s) {
        xabi_map_registers(x);
        s = regmap_step(x);
    }
    for (size_t i = 0; i < sf->ninsns && !s; i++) {
        if (targets[i]) {
            x->cur_sass = (int)i;
            x->cur_rule = -1;
            sb_reset(&x->note);
            size_t first = x->nlines;
            s = xemit_line(x, XL_LABEL, xctl_label(x, (int)i));
            if (!s && merge_at_label(x, (int)i))
                s = err->code ? err->code : WS_EPARSE;
            if (!s)
                s = push_step(x, XS_PASS, (int)i, -1, "reconverge",
                              "lanes waiting at this block join the running ones (EXEC |= pending)",
                              first);
        }
        if (!s && translate_insn(x, i))
            s = err->code ? err->code : WS_ENOMEM;
    }
    free(targets);
    if (!s) {
        char end[32];
        snprintf(end, sizeof end, ".Lws%zu_end", fi);
        x->cur_sass = -1;
        s = xemit_line(x, XL_LABEL, end);
    }
    if (!s) {
        size_t bl = x->nlines, bi = x->ninsns;
        x->cur_sass = -1;
        x->cur_rule = -1;
        sb_reset(&x->note);
        int rc = xabi_prologue(x);
        if (rc < 0)
            s = err->code;
        else {
            s = push_step(x, XS_PASS, -1, -1, "abi-prologue",
                          "kernel arguments from the kernarg segment into SGPRs", bl);
            if (!s)
                s = insert_prologue(x, bl, bi);
        }
    }
    if (!s && xpass_waits(x))
        s = err->code ? err->code : WS_ENOMEM;
    if (!s)
        s = finish_function(x);
    sb_free(&x->note);
    free(x->lines);
    free(x->insns);
    free(x->steps);
    free(x->unsup);
    free(x->slot_of);
    free(x->next_target);
    free(x);
    return s;
}

static int param_base_for(const struct sass_module *m)
{
    return m->sm && m->sm < 90 ? X_PARAM_BASE_SM80 : X_PARAM_BASE_SM90;
}

enum ws_status xlate_module(const struct sass_module *in, const struct xlate_opts *opts,
                            struct xlate_result **out, struct ws_error *err)
{
    *out = NULL;
    struct xlate_result *r = calloc(1, sizeof *r);
    if (!r)
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    arena_init(&r->arena, 256 * 1024);
    if (opts)
        r->opts = *opts;
    if (!r->opts.target)
        r->opts.target = target_find("gfx1100");
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
    snprintf(r->out->target, sizeof r->out->target, "%s", r->opts.target->name);
    for (size_t i = 0; i < in->nfuncs; i++)
        r->funcs[i].sass = &in->funcs[i];
    r->param_base = param_base_for(in);
    for (size_t i = 0; i < in->nfuncs; i++) {
        enum ws_status s = xlate_function(r, i, err);
        if (s) {
            xlate_result_free(r);
            return s;
        }
    }
    *out = r;
    return WS_OK;
}

enum ws_status xlate_function(struct xlate_result *r, size_t index, struct ws_error *err)
{
    if (index >= r->nfuncs)
        return ws_error_set(err, WS_EARG, NULL, 0, "no function %zu", index);
    return translate_function(r, index, err);
}

void xlate_result_free(struct xlate_result *r)
{
    if (!r)
        return;
    rdna_module_free(r->out);
    arena_free(&r->arena);
    free(r);
}

size_t xlate_total_unsupported(const struct xlate_result *r)
{
    size_t n = 0;
    for (size_t i = 0; i < r->nfuncs; i++)
        n += r->funcs[i].nunsup;
    return n;
}
