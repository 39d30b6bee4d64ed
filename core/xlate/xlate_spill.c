/* xlate_spill.c - VGPRs over the budget live in the private segment.
 *
 * The colouring (xabi_color_gprs) gives every R register a colour, a VGPR
 * it shares with registers never live at the same time.  When the colours
 * and the translation's own VGPRs (v0, the rule temporaries, the discard
 * register, the pending masks, wave64's per-half copies) do not fit the
 * budget (xlate_opts.max_vgprs, else the target's file), whole colours go
 * to scratch: registers that share a colour are never live together, so
 * they can share its slot as they shared its VGPR.  The kept colours are
 * numbered again from v1, then come the reload VGPRs.
 *
 * Which colours: the lowest spill weight first, the classic
 * uses-per-span: each reference of a register of the colour counts
 * 10^loop-depth (a use in the innermost loop costs a reload every
 * iteration), divided by the instructions from the colour's first
 * reference to its last (the value waits there, in scratch, for its next
 * use far away).
 *
 * Around each SASS instruction that touches a spilled colour, the
 * registers it touches are given reload VGPRs for that instruction only
 * (a pair or quad the instruction reads as one stays consecutive, its kept
 * registers copied in with v_mov): before the rule's output each is
 * loaded (scratch_load_b32, or the v_mov), after it each register the
 * instruction writes is stored back (scratch_store_b32, or the v_mov
 * back).  Loads and stores run under the EXEC of the instruction's start,
 * a superset of the lanes the rule writes, so lanes a guard turned off
 * store what they loaded; lanes parked at another block keep their slots
 * untouched, as they kept their VGPR lanes.  The waitcnt pass puts the
 * vmcnt wait before the first read of a reload.  These lines are part of
 * the instruction's step (its note names each reload) and carry
 * XLP_SPILL.
 */
#include "xlate_int.h"
#include "analysis/cfg.h"
#include "analysis/uniform.h"
#include "base/fmt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* gfx11 FLAT scratch offsets are signed 13 bits (AMDGPUAsmGFX11.rst,
 * "flat_offset13s"): slots must end by 4095 with no address VGPR. */
#define X_SCRATCH_OFF_MAX 4095
#define X_SPILL_LOOP_CAP 4          /* 10^depth: deeper loops weigh as depth 4 */

int xspill_vgpr_budget(const struct xctx *x)
{
    const struct target_desc *t = x->r->opts.target;
    const struct target_wave *w = t ? target_wave(t, (unsigned)x->wave) : NULL;
    int file = w && w->vgprs ? w->vgprs : RDNA_NUM_VGPR;
    int b = x->r->opts.max_vgprs;
    return b > 0 && b < file ? b : file;
}

/* The registers instruction i touches as runs: refs that overlap join
 * (a pair read as one must stay consecutive).  t: touched, link[k]: k
 * joins the run of k - 1, w: written. */
static void touched(const struct mir_insn *mi, uint8_t *t, uint8_t *link, uint8_t *w, uint8_t *rd)
{
    memset(t, 0, 256);
    memset(link, 0, 256);
    memset(w, 0, 256);
    memset(rd, 0, 256);
    for (int k = 0; k < mi->ndefs + mi->nuses; k++) {
        const struct reg_ref *r = k < mi->ndefs ? &mi->defs[k] : &mi->uses[k - mi->ndefs];
        if (r->cls != RC_GPR)
            continue;
        for (int j = 0; j < r->count && r->index + j < 255; j++) {
            t[r->index + j] = 1;
            if (j)
                link[r->index + j] = 1;
            if (k < mi->ndefs)
                w[r->index + j] = 1;
            else
                rd[r->index + j] = 1;
        }
    }
}

/* Reload VGPRs instruction i needs: the runs with a spilled register
 * (every run when all is NULL-spilled, the bound before the choice). */
static int reloads_of(const struct xctx *x, const struct mir_insn *mi, int all)
{
    uint8_t t[256], link[256], w[256], rd[256];
    touched(mi, t, link, w, rd);
    int n = 0;
    for (int k = 0; k < 255;) {
        if (!t[k]) {
            k++;
            continue;
        }
        int e = k + 1, sp = all || x->vspill[k] >= 0;
        while (e < 255 && t[e] && link[e])
            sp |= x->vspill[e++] >= 0;
        if (sp)
            n += e - k;
        k = e;
    }
    return n;
}

struct colour {
    int c;              /* old VGPR */
    double weight;      /* lower spills first */
    int uses, depth, first, last;
};

static int by_weight(const void *a, const void *b)
{
    const struct colour *p = a, *q = b;
    if (p->weight != q->weight)
        return p->weight < q->weight ? -1 : 1;
    return p->c - q->c;
}

static int fail(struct xctx *x, enum ws_status s, const char *msg)
{
    x->spill_err = s;
    x->spill_note = xs(x, msg);
    return -1;
}

/* Spill weights of colours [1, top) from the references and the loops. */
static int weigh(struct xctx *x, int top, struct colour *col)
{
    const struct mir_func *mf = &x->sf->mir;
    struct cfg *g = NULL;
    struct ws_error e;
    if (cfg_build(mf, &g, &e))
        g = NULL;
    for (int c = 0; c < top; c++)
        col[c] = (struct colour){ c, 0, 0, 0, -1, -1 };
    for (size_t i = 0; i < mf->n; i++) {
        const struct mir_insn *mi = &mf->insns[i];
        int depth = 0;
        if (g && g->insn_block && g->insn_block[i] < g->nblocks)
            depth = g->blocks[g->insn_block[i]].loop_depth;
        double wgt = 1;
        for (int d = 0; d < depth && d < X_SPILL_LOOP_CAP; d++)
            wgt *= 10;
        for (int k = 0; k < mi->ndefs + mi->nuses; k++) {
            const struct reg_ref *r = k < mi->ndefs ? &mi->defs[k] : &mi->uses[k - mi->ndefs];
            if (r->cls != RC_GPR)
                continue;
            for (int j = 0; j < r->count && r->index + j < 255; j++) {
                int c = x->vmap[r->index + j];
                if (c <= 0 || c >= top)
                    continue;
                struct colour *o = &col[c];
                o->uses++;
                o->weight += wgt;
                if (depth > o->depth)
                    o->depth = depth;
                if (o->first < 0)
                    o->first = (int)i;
                o->last = (int)i;
            }
        }
    }
    cfg_free(g);
    for (int c = 1; c < top; c++)
        if (col[c].first >= 0)
            col[c].weight /= (double)(col[c].last - col[c].first + 1);
    return 0;
}

/* The spill step's bindings and note. */
static void describe(struct xctx *x, const struct colour *col, int nsp, int top, int budget,
                     int fixed)
{
    struct strbuf b;
    sb_init(&b);
    for (int a = 0; a < nsp; a++) {
        const struct colour *o = &col[a];
        int off = -1;
        sb_printf(&b, "%s", a ? "; " : "");
        const char *sep = "";
        for (int k = 0; k < 255; k++)
            if (x->vspill[k] >= 0 && x->spill_colour[k] == o->c) {
                sb_printf(&b, "%sR%d", sep, k);
                sep = ",";
                off = x->vspill[k];
            }
        sb_printf(&b, "->scratch+0x%x (%d reference%s, loop depth %d, live across %d instructions)",
                  off, o->uses, o->uses == 1 ? "" : "s", o->depth,
                  o->first >= 0 ? o->last - o->first + 1 : 0);
    }
    x->spill_binds = b.s ? xs(x, b.s) : NULL;
    sb_free(&b);
    char note[400];
    snprintf(note, sizeof note,
             "%d register colours and %d VGPRs of the translation's own need %d VGPRs, over the "
             "budget of %d: the %d colours of lowest weight (references x 10^loop depth / "
             "instructions live) go to scratch [0x%x, 0x%x); %d reload VGPRs (v%d..v%d) hold them "
             "around each instruction that touches them",
             top - 1, fixed + 1, top + fixed, budget, nsp, x->spill_base,
             x->spill_base + 4 * nsp, x->nreload, x->vreload, x->vreload + x->nreload - 1);
    x->spill_note = xs(x, note);
}

/* The VGPRs the translation keeps for itself besides the colours: scratch,
 * the discard register, the pending table, the per-warp copies, the lanes
 * of spilled SGPRs.  The plan reads nothing else of the set-up. */
int xspill_fixed(const struct xctx *x)
{
    int split = x->wave == 64 && x->uni && (x->uni->ur_warp || x->uni->up_warp) ? 4 : 0;
    return X_VTEMPS + 1 + (x->npend + 31) / 32 + split + x->lane_reserve;
}

int xspill_plan(struct xctx *x, int top)
{
    memset(x->vspill, -1, sizeof x->vspill);
    x->nspilled = x->nreload = 0;
    x->vreload = top;
    x->spill_err = WS_OK;
    x->spill_note = x->spill_binds = NULL;
    int fixed = x->vfixed = xspill_fixed(x);
    int budget = xspill_vgpr_budget(x);
    if (top + fixed <= budget)
        return top;
    const struct mir_func *mf = &x->sf->mir;
    int k0 = 0;
    for (size_t i = 0; i < mf->n; i++) {
        int n = reloads_of(x, &mf->insns[i], 1);
        if (n > k0)
            k0 = n;
    }
    int keep = budget - 1 - k0 - fixed;
    if (keep < 0) {
        char m[260];
        char lanes[64] = "";
        if (x->lane_reserve)
            snprintf(lanes, sizeof lanes, ", %d of them for the lanes of spilled SGPRs",
                     x->lane_reserve);
        snprintf(m, sizeof m, "a budget of %d VGPRs is too small: this function needs at least "
                 "%d VGPRs (v0, %d for reloads, %d of the translation's own%s)", budget,
                 1 + k0 + fixed, k0, fixed, lanes);
        return fail(x, WS_ELIMIT, m);
    }
    struct colour *col = malloc(sizeof *col * (size_t)(top > 1 ? top : 1));
    if (!col)
        return fail(x, WS_ENOMEM, "out of memory");
    weigh(x, top, col);
    int ncol = top - 1, nsp = ncol - keep;
    qsort(col + 1, (size_t)ncol, sizeof *col, by_weight);
    int base = x->uses_scratch ? (x->frame > 0 ? x->frame : 16) : 0;
    x->spill_base = (base + 3) & ~3;
    if (x->spill_base + 4 * nsp - 1 > X_SCRATCH_OFF_MAX) {
        free(col);
        return fail(x, WS_ELIMIT, "spill slots past the 4 KiB a scratch offset reaches");
    }
    int16_t slot[256], renum[256];
    for (int c = 0; c < 256; c++)
        slot[c] = renum[c] = -1;
    for (int a = 0; a < nsp; a++)
        slot[col[1 + a].c] = (int16_t)(x->spill_base + 4 * a);
    for (int c = 1, n = 1; c < top; c++)
        if (slot[c] < 0)
            renum[c] = (int16_t)n++;
    for (int k = 0; k < 255; k++) {
        int c = x->vmap[k];
        x->spill_colour[k] = (int16_t)c;
        if (c <= 0 || c >= top)
            continue;
        x->vspill[k] = slot[c];
        x->vmap[k] = slot[c] >= 0 ? -1 : renum[c];
    }
    x->nspilled = nsp;
    int k = 0;
    for (size_t i = 0; i < mf->n; i++) {
        int n = reloads_of(x, &mf->insns[i], 0);
        if (n > k)
            k = n;
    }
    x->vreload = 1 + keep;
    x->nreload = k;
    describe(x, col + 1, nsp, top, budget, fixed);
    free(col);
    return x->vreload + k;
}

void xspill_copy(struct xctx *x, const struct xctx *from)
{
    memcpy(x->vspill, from->vspill, sizeof x->vspill);
    memcpy(x->spill_colour, from->spill_colour, sizeof x->spill_colour);
    x->nspilled = from->nspilled;
    x->vreload = from->vreload;
    x->nreload = from->nreload;
    x->spill_base = from->spill_base;
    x->spill_err = from->spill_err;
    x->spill_note = from->spill_note;
    x->spill_binds = from->spill_binds;
}

int xspill_same(const struct xctx *a, const struct xctx *b)
{
    return a->nspilled == b->nspilled && a->vreload == b->vreload && a->nreload == b->nreload &&
           a->spill_base == b->spill_base && !memcmp(a->vspill, b->vspill, sizeof a->vspill);
}

/* Emit a spill line (text t), marked as one. */
static enum ws_status line(struct xctx *x, const char *t)
{
    if (xemit_text(x, t))
        return xres_status(x);
    x->lines[x->nlines - 1].pass = XLP_SPILL;
    return WS_OK;
}

/* Load (or store, when store) register r of the instruction via tmp. */
static enum ws_status move(struct xctx *x, const struct xspill_reg *q, int store)
{
    char t[80];
    int off = x->vspill[q->reg];
    if (off >= 0 && store)
        fmt_snprintf(t, sizeof t, "scratch_store_b32 off, v%d, off offset:%d", q->tmp, off);
    else if (off >= 0)
        fmt_snprintf(t, sizeof t, "scratch_load_b32 v%d, off, off offset:%d", q->tmp, off);
    else if (store)
        fmt_snprintf(t, sizeof t, "v_mov_b32 v%d, v%d", q->old, q->tmp);
    else
        fmt_snprintf(t, sizeof t, "v_mov_b32 v%d, v%d", q->tmp, q->old);
    return line(x, t);
}

enum ws_status xspill_before(struct xctx *x, size_t i, struct xspill_insn *s)
{
    s->n = 0;
    s->note[0] = 0;
    if (!x->nspilled)
        return WS_OK;
    const struct mir_insn *mi = &x->sf->mir.insns[i];
    uint8_t t[256], link[256], w[256], rd[256];
    touched(mi, t, link, w, rd);
    /* an unguarded instruction writes its destinations in every active
     * lane: a register it only writes needs no load */
    int whole = !mi->guarded && mi->flow == FLOW_NONE;
    int next = x->vreload, len = 0;
    for (int k = 0; k < 255;) {
        if (!t[k]) {
            k++;
            continue;
        }
        int e = k + 1, sp = x->vspill[k] >= 0;
        while (e < 255 && t[e] && link[e])
            sp |= x->vspill[e++] >= 0;
        if (sp && s->n + (e - k) > X_SPILL_MAX_REGS)
            return ws_error_set(x->err, WS_ELIMIT, x->sf->name, 0, "instruction 0x%04x touches "
                                "more spilled registers than can be reloaded at once",
                                x->sf->insns[i].offset);
        for (int r = k; sp && r < e; r++) {
            struct xspill_reg *q = &s->regs[s->n++];
            q->reg = (int16_t)r;
            q->old = x->vmap[r];
            q->tmp = (int16_t)next++;
            q->written = w[r];
            enum ws_status st = rd[r] || !whole ? move(x, q, 0) : WS_OK;
            if (st)
                return st;
            if (x->vspill[r] >= 0 && len < (int)sizeof s->note - 64)
                len += snprintf(s->note + len, sizeof s->note - (size_t)len,
                                "%sR%d %s scratch+0x%x%s v%d%s", len ? "; " : "", r,
                                rd[r] || !whole ? "reloaded from" : "stored to",
                                x->vspill[r], rd[r] || !whole ? " into" : " from", q->tmp,
                                w[r] && (rd[r] || !whole) ? ", stored back after" : "");
        }
        k = e;
    }
    for (int a = 0; a < s->n; a++)
        x->vmap[s->regs[a].reg] = s->regs[a].tmp;
    return WS_OK;
}

enum ws_status xspill_after(struct xctx *x, size_t i, struct xspill_insn *s)
{
    if (!s->n)
        return WS_OK;
    uint8_t flow = x->sf->mir.insns[i].flow;
    enum ws_status rc = WS_OK;
    for (int a = 0; a < s->n; a++) {
        struct xspill_reg *q = &s->regs[a];
        x->vmap[q->reg] = q->old;
        if (!q->written || rc || (flow != FLOW_NONE && flow != FLOW_CALL))
            continue;
        rc = move(x, q, 1);
    }
    return rc;
}
