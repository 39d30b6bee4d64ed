/* heat.c - register pressure: registers as rows, instructions as columns
 * (live ranges as bars) for the SASS function or its RDNA3 translation
 * (t switches), the peak and the registers live there, occupancy on the
 * current target and what limits it, :budget N (a register budget and the
 * occupancy it gives), spills; and the gutter of live counts beside the
 * SASS and RDNA3 listings.  Liveness and occupancy are the core's
 * (live_compute, occ_compute): the same numbers as `warpscope live`. */
#include "analysis.h"
#include "textrows.h"

#include "analysis/live.h"
#include "analysis/occupancy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_BLOCK 256   /* threads per block assumed (as `warpscope occupancy`) */

struct heat_reg { uint8_t cls; uint16_t index; };

struct heat_priv {
    struct live_info *li[2];        /* [0] SASS, [1] translated RDNA3 */
    int rdna;                       /* the view shows RDNA3 */
    int budget;                     /* :budget N (VGPRs the translation was made under), 0 none */
    uint8_t *spill;                 /* RDNA3 instruction -> SPILL_LOAD / SPILL_STORE, 0 none */
    struct heat_reg *regs;          /* rows: registers live somewhere */
    size_t nregs;
    int *xline_insn;                /* RDNA3: xline -> instruction, -1 */
    size_t nxl;
    int col;                        /* instruction column the view moved to, -1 none */
    int anchor;                     /* column the grid shows until the selection moves
                                     * (the peak when the view is shown), -1 none */
    int anchor_sel;                 /* the selection when the anchor was set */
    int block;                      /* :block N, threads per block (0: DEFAULT_BLOCK) */
};

static const struct mir_func *mir_of(const struct view_ctx *c, int rdna)
{
    const struct xfunc *xf = session_xfunc(c->s, c->fi);
    return rdna ? xlate_fn_mir(xf) : &session_sass_fn(c->s, c->fi)->mir;
}

static void drop(struct heat_priv *hp)
{
    for (int i = 0; i < 2; i++) {
        live_free(hp->li[i]);
        hp->li[i] = NULL;
    }
    free(hp->regs);
    free(hp->xline_insn);
    free(hp->spill);
    hp->regs = NULL;
    hp->xline_insn = NULL;
    hp->spill = NULL;
}

enum { SPILL_LOAD = 1, SPILL_STORE = 2 };

/* Which RDNA3 instructions reload a spilled register or store one back. */
static int spill_marks(struct heat_priv *hp, const struct xfunc *xf)
{
    hp->spill = calloc(xf->fn->ninsns + 1, 1);
    if (!hp->spill)
        return -1;
    for (size_t l = 0; l < xf->nlines; l++) {
        const struct xline *xl = &xf->lines[l];
        if (xl->kind != XL_INSN || xl->pass != XLP_SPILL)
            continue;
        const char *op = xf->fn->insns[xl->insn].opcode;
        hp->spill[xl->insn] = !strncmp(op, "scratch_load", 12) ? SPILL_LOAD
                            : !strncmp(op, "scratch_store", 13) ? SPILL_STORE : 0;
    }
    return 0;
}

/* The VGPR a spill instruction loads or stores, -1 none. */
static int spill_vgpr(const struct view_ctx *c, size_t i)
{
    const struct rdna_insn *in = &session_xfunc(c->s, c->fi)->fn->insns[i];
    for (unsigned k = 0; k < in->nops; k++)
        if (in->ops[k].kind == ROP_VGPR)
            return in->ops[k].reg;
    return -1;
}

static int rows_for(struct heat_priv *hp)
{
    const struct live_info *li = hp->li[hp->rdna];
    free(hp->regs);
    hp->nregs = 0;
    size_t total = 0;
    for (int k = 0; k < LIVE_NCLASS; k++)
        total += li->size[k];
    hp->regs = calloc(total + 1, sizeof *hp->regs);
    if (!hp->regs)
        return -1;
    for (int k = 0; k < LIVE_NCLASS; k++)
        for (unsigned r = 0; r < li->size[k]; r++) {
            int any = 0;
            for (size_t i = 0; i < li->n && !any; i++)
                any = live_is_live(li, i, (enum live_class)k, r);
            if (any)
                hp->regs[hp->nregs++] = (struct heat_reg){ (uint8_t)k, (uint16_t)r };
        }
    return 0;
}

static void set_title(struct pane *p, const struct heat_priv *hp)
{
    snprintf(p->title, sizeof p->title, "heat: %s live ranges ({toggle-isa} SASS/RDNA3, :budget N, {move-down}/{move-up} "
             "registers, {scroll-left}/{scroll-right} or {step-next}/{step-prev} instructions)", hp->rdna ? "RDNA3" : "SASS");
}

static int sel_insn(const struct heat_priv *hp, const struct view_ctx *c);
static int primary(const struct heat_priv *hp);

static int heat_open(struct pane *p, const struct view_ctx *c)
{
    struct heat_priv *hp = p->priv;
    if (!hp && !(hp = p->priv = calloc(1, sizeof *hp)))
        return -1;
    drop(hp);
    struct live_conv conv;
    live_conv_sass_init(&conv);
    for (size_t f = 0; f < session_nfuncs(c->s); f++)
        live_conv_sass_add(&conv, &session_sass_fn(c->s, f)->mir);
    struct live_conv rconv;
    live_conv_rdna_init(&rconv);
    if (!mir_of(c, 1) || live_compute(mir_of(c, 0), &conv, &hp->li[0], NULL) ||
        live_compute(mir_of(c, 1), &rconv, &hp->li[1], NULL))
        return -1;
    const struct xfunc *xf = session_xfunc(c->s, c->fi);
    hp->nxl = xf->nlines;
    hp->xline_insn = malloc((xf->nlines + 1) * sizeof *hp->xline_insn);
    if (!hp->xline_insn)
        return -1;
    for (size_t l = 0; l < xf->nlines; l++)
        hp->xline_insn[l] = xf->lines[l].kind == XL_INSN ? xf->lines[l].insn : -1;
    if (spill_marks(hp, xf) || rows_for(hp))
        return -1;
    p->nrows = hp->nregs;
    set_title(p, hp);
    hp->col = -1;
    /* shown now (a view on screen has its window): the grid opens at the
     * peak; a re-open after an edit keeps the column */
    if (!p->win) {
        const struct live_info *li = hp->li[hp->rdna];
        hp->anchor = li->n ? (int)li->max_at[primary(hp)] : -1;
        hp->anchor_sel = sel_insn(hp, c);
    }
    pane_set_cursor(p, p->cur);
    return 0;
}

/* Instruction of the selection in the shown ISA, -1 none. */
static int sel_insn(const struct heat_priv *hp, const struct view_ctx *c)
{
    const struct align *a = session_align(c->s, c->fi);
    if (!hp->rdna) {
        if (c->sel.kind == SEL_SASS) return c->sel.index;
        if (c->sel.kind == SEL_XLATE) return align_xlate_sass(a, (size_t)c->sel.index);
        return -1;
    }
    if (c->sel.kind == SEL_XLATE && (size_t)c->sel.index < hp->nxl) {
        for (size_t l = (size_t)c->sel.index; l < hp->nxl; l++)
            if (hp->xline_insn[l] >= 0)
                return hp->xline_insn[l];
    }
    if (c->sel.kind == SEL_SASS) {
        struct align_set xs = align_sass_xlate(a, (size_t)c->sel.index);
        for (size_t k = 0; k < xs.n; k++)
            if (hp->xline_insn[xs.idx[k]] >= 0)
                return hp->xline_insn[xs.idx[k]];
    }
    return -1;
}

static const char *reg_prefix(unsigned cls)
{
    static const char *const p[LIVE_NCLASS] = { "R", "P", "UR", "UP", "v", "s" };
    return cls < LIVE_NCLASS ? p[cls] : "?";
}

/* The primary class of the shown ISA and its name. */
static int primary(const struct heat_priv *hp)
{
    return hp->rdna ? LIVE_VGPR : LIVE_GPR;
}

static int block_of(const struct heat_priv *hp)
{
    return hp->block ? hp->block : DEFAULT_BLOCK;
}

/* The occupancy target of the SASS (rdna 0) or of the translation. */
static const struct occ_target *target_of(const struct view_ctx *c, int rdna)
{
    char name[32];
    if (rdna)
        snprintf(name, sizeof name, "%s%s", c->s->xr->opts.target->name, c->s->xr->opts.wave == 64 ? "-w64" : "");
    else
        snprintf(name, sizeof name, "sm_%d", c->s->sass->sm ? c->s->sass->sm : 90);
    return occ_target_find(name);
}

/* Occupancy of the function (rdna: its translation) with regs registers
 * per thread. */
static const struct occ_target *occ_for(const struct heat_priv *hp, const struct view_ctx *c, int rdna,
                                        unsigned regs, struct occ_result *r)
{
    const struct xfunc *xf = session_xfunc(c->s, c->fi);
    const struct occ_target *t = target_of(c, rdna);
    if (!t)
        return NULL;
    struct occ_input in = { .regs = regs, .sgprs = rdna && xf->next_free_sgpr > 0 ? (unsigned)xf->next_free_sgpr : 0,
                            .smem = xf->lds_bytes > 0 ? (size_t)xf->lds_bytes : 0,
                            .block = (unsigned)block_of(hp) };
    if (occ_compute(t, &in, r))
        return NULL;
    return t;
}

static unsigned regs_used(const struct heat_priv *hp, const struct view_ctx *c)
{
    const struct xfunc *xf = session_xfunc(c->s, c->fi);
    if (hp->rdna)
        return xf->next_free_vgpr > 0 ? (unsigned)xf->next_free_vgpr : hp->li[1]->size[LIVE_VGPR];
    int r = session_sass_fn(c->s, c->fi)->registers;
    return r >= 0 ? (unsigned)r : hp->li[0]->size[LIVE_GPR];
}

/* Registers a thread is given for regs: NVIDIA allocates a warp's in units
 * of reg_unit (256: 8 a thread), AMD a lane's VGPRs in granules. */
static unsigned regs_allocated(const struct occ_target *t, unsigned regs)
{
    unsigned g = t->vendor == OCC_AMD ? t->vgpr_granule : t->reg_unit / t->wave;
    return g ? (regs + g - 1) / g * g : regs;
}

/* What limits occupancy, in the target's words. */
static const char *limiter_name(const struct occ_target *t, unsigned lim)
{
    int amd = t->vendor == OCC_AMD;
    if (lim == OCC_LIM_WARPS)
        return amd ? "waves per SIMD" : "warps per SM";
    if (lim == OCC_LIM_BLOCKS)
        return "blocks per SM";
    if (lim == OCC_LIM_REGS)
        return amd ? "VGPRs" : "registers";
    if (lim == OCC_LIM_SMEM)
        return amd ? "LDS" : "shared memory";
    return occ_limiter_name(lim);
}

static void occ_text(const struct heat_priv *hp, const struct view_ctx *c, int rdna, unsigned regs, char *buf,
                     size_t len)
{
    struct occ_result r;
    const struct occ_target *t = occ_for(hp, c, rdna, regs, &r);
    if (!t) {
        snprintf(buf, len, "occupancy: no target description");
        return;
    }
    int amd = t->vendor == OCC_AMD;
    size_t u = (size_t)snprintf(buf, len, "%s %u %s: %u/%u %s (%.0f%%)", t->name, regs, amd ? "VGPRs" : "regs",
                                r.warps, r.max_warps, amd ? "waves/SIMD" : "warps/SM", r.percent);
    if (u >= len)
        return;
    if (r.limiter == OCC_LIM_LAUNCH)
        snprintf(buf + u, len - u, ": the block cannot launch");
    else if (r.warps >= r.max_warps)
        snprintf(buf + u - 1, len - u + 1, ", the most a%s holds)", amd ? " SIMD" : "n SM");
    else
        snprintf(buf + u, len - u, ", limited by %s", limiter_name(t, r.limiter));
}

/* Why the registers occupancy counts are not the peak of live ones. */
static void regs_text(const struct heat_priv *hp, const struct view_ctx *c, char *buf, size_t len)
{
    const struct live_info *li = hp->li[hp->rdna];
    unsigned regs = regs_used(hp, c), peak = li->max[primary(hp)];
    const struct occ_target *t = target_of(c, hp->rdna);
    int cubin = !hp->rdna && session_sass_fn(c->s, c->fi)->registers >= 0;
    size_t u = hp->rdna
        ? (size_t)snprintf(buf, len, "registers: %u VGPRs a lane (v0-v%u; at most %u live at once)", regs,
                           regs ? regs - 1 : 0, peak)
        : (size_t)snprintf(buf, len, "registers: %u a thread (%s; at most %u live at once)", regs,
                           cubin ? "the cubin's count" : "R0 to the highest named", peak);
    if (!t || u >= len)
        return;
    if (t->vendor == OCC_AMD)
        snprintf(buf + u, len - u, ", allocated %u (granules of %u)", regs_allocated(t, regs), t->vgpr_granule);
    else
        snprintf(buf + u, len - u, ", allocated %u (a warp's in units of %u)", regs_allocated(t, regs),
                 t->reg_unit);
}

/* Spills: local-memory (STL/LDL) or scratch_* instructions. */
static size_t spills(const struct heat_priv *hp, const struct view_ctx *c)
{
    size_t n = 0;
    if (hp->rdna) {
        const struct rdna_function *f = session_xfunc(c->s, c->fi)->fn;
        for (size_t i = 0; i < f->ninsns; i++)
            n += !strncmp(f->insns[i].opcode, "scratch_", 8);
    } else {
        const struct sass_function *f = session_sass_fn(c->s, c->fi);
        for (size_t i = 0; i < f->ninsns; i++)
            n += !strcmp(f->insns[i].opcode, "STL") || !strcmp(f->insns[i].opcode, "LDL");
    }
    return n;
}

static uint32_t insn_offset(const struct heat_priv *hp, const struct view_ctx *c, size_t i)
{
    return hp->rdna ? session_xfunc(c->s, c->fi)->fn->insns[i].offset : session_sass_fn(c->s, c->fi)->insns[i].offset;
}

/* The whole function in one row when it is wider than the grid: each cell
 * the most registers live in its share of the instructions (eight
 * heights), the grid's window in reverse video, ^ the peak, v the
 * cursor.  Returns the next row. */
static int overview(const struct heat_priv *hp, const struct view_ctx *c, WINDOW *w, int y, int label, int cols,
                    size_t x0, int cur)
{
    static const char *const bars[] = { " ", "\u2581", "\u2582", "\u2583", "\u2584", "\u2585", "\u2586",
                                        "\u2587", "\u2588" };
    const struct live_info *li = hp->li[hp->rdna];
    int pc = primary(hp);
    size_t n = li->n;
    unsigned peak = li->max[pc] ? li->max[pc] : 1;
    size_t at = li->max_at[pc];
    (void)c;
    term_put(w, y, 0, label, 0, "whole", term_attr(TR_LABEL));
    for (int k = 0; k < cols; k++) {
        size_t lo = n * (size_t)k / (size_t)cols, hi = n * (size_t)(k + 1) / (size_t)cols;
        if (hi <= lo)
            hi = lo + 1;
        unsigned v = 0;
        for (size_t i = lo; i < hi && i < n; i++)
            if (li->count[i][pc] > v)
                v = li->count[i][pc];
        const char *g = cur >= 0 && (size_t)cur >= lo && (size_t)cur < hi ? "v"
                      : at >= lo && at < hi ? "^" : bars[v ? (v * 8 + peak - 1) / peak : 0];
        int inwin = hi > x0 && lo < x0 + (size_t)cols;
        term_put(w, y, label + k, 1, 0, g, inwin ? A_REVERSE : term_attr(TR_DIM));
    }
    return y + 1;
}

static void heat_draw(struct pane *p, const struct view_ctx *c, int focused)
{
    struct heat_priv *hp = p->priv;
    const struct live_info *li = hp->li[hp->rdna];
    WINDOW *w = p->win;
    tr_title(p, focused);
    int y = 1, width = p->w;
    char buf[600], b2[200];
    int pc = primary(hp);
    int at = (int)li->max_at[pc];
    snprintf(buf, sizeof buf, "peak %s %u at %04x (insn %d/%zu)", hp->rdna ? "VGPR" : "GPR", li->max[pc],
             li->n ? insn_offset(hp, c, (size_t)at) : 0, at + 1, li->n);
    for (int k = 0; k < LIVE_NCLASS; k++)
        if (k != pc && li->size[k] && (hp->rdna ? k >= LIVE_VGPR : k < LIVE_VGPR))
            snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "  %s %u", live_class_name((unsigned)k),
                     li->max[k]);
    term_put(w, y++, 0, width, 0, buf, A_BOLD);
    /* registers live at the peak */
    size_t u = (size_t)snprintf(buf, sizeof buf, "live at peak:");
    for (size_t r = 0; r < hp->nregs && u + 8 < sizeof buf; r++)
        if (li->n && live_is_live(li, (size_t)at, (enum live_class)hp->regs[r].cls, hp->regs[r].index))
            u += (size_t)snprintf(buf + u, sizeof buf - u, " %s%u", reg_prefix(hp->regs[r].cls), hp->regs[r].index);
    term_put(w, y++, 0, width, 0, buf, A_NORMAL);
    regs_text(hp, c, buf, sizeof buf);
    term_put(w, y++, 0, width, 0, buf, A_NORMAL);
    unsigned regs = regs_used(hp, c);
    occ_text(hp, c, hp->rdna, regs, b2, sizeof b2);
    snprintf(buf, sizeof buf, "occupancy (block %d): %s", block_of(hp), b2);
    term_put(w, y++, 0, width, 0, buf, A_NORMAL);
    const struct xfunc *xf = session_xfunc(c->s, c->fi);
    if (hp->budget) {
        /* a budget of VGPRs: the translation's target whichever ISA is shown */
        occ_text(hp, c, 1, (unsigned)hp->budget, b2, sizeof b2);
        snprintf(buf, sizeof buf, "budget %d: %s  (translated with at most %d VGPRs)", hp->budget, b2,
                 hp->budget);
        term_put(w, y++, 0, width, 0, buf, term_attr(TR_LABEL));
    }
    size_t ns = spills(hp, c);
    if (hp->rdna && xf->spilled)
        snprintf(buf, sizeof buf, "spills: %d registers' colours in scratch, %d reloads (r), %d stores (s); "
                 "%zu scratch_* instructions in all", xf->spilled, xf->spill_loads, xf->spill_stores, ns);
    else
        snprintf(buf, sizeof buf, "spills: %zu %s%s", ns, hp->rdna ? "scratch_* instructions" : "STL/LDL",
                 ns ? " (each a local-memory round trip: ~30 cycles in L1, hundreds beyond)" : "");
    term_put(w, y++, 0, width, 0, buf, ns ? term_attr(TR_UNSUP) : term_attr(TR_DIM));
    /* the grid: a window of instructions around the selection */
    int cur = sel_insn(hp, c);
    int label = 6, cols = width - label;
    if (cols < 4 || y >= p->h)
        return;
    size_t n = li->n, x0 = 0;
    if (hp->anchor >= 0 && cur != hp->anchor_sel)
        hp->anchor = -1;        /* the selection moved: the grid follows it */
    int focus = hp->anchor >= 0 ? hp->anchor : cur >= 0 ? cur : at;
    if (n > (size_t)cols)
        x0 = (size_t)focus > (size_t)cols / 2 ? (size_t)focus - (size_t)cols / 2 : 0;
    if (x0 + (size_t)cols > n)
        x0 = n > (size_t)cols ? n - (size_t)cols : 0;
    if (n > (size_t)cols && y + 1 < p->h)
        y = overview(hp, c, w, y, label, cols, x0, cur);
    /* axis: offsets every 16 columns, ^ at the peak, v at the cursor */
    memset(buf, ' ', sizeof buf);
    for (int k = 0; k < cols && x0 + (size_t)k < n; k += 16) {
        char o[8];
        int ol = snprintf(o, sizeof o, "%04x", insn_offset(hp, c, x0 + (size_t)k));
        if (label + k + ol < (int)sizeof buf)
            memcpy(buf + label + k, o, (size_t)ol);
    }
    buf[label + cols < (int)sizeof buf ? label + cols : (int)sizeof buf - 1] = 0;
    term_put(w, y++, 0, width, 0, buf, term_attr(TR_DIM));
    char mk[600];
    int ml = snprintf(mk, sizeof mk, "%-*s", label, "");
    for (int k = 0; k < cols && x0 + (size_t)k < n && ml + 4 < (int)sizeof mk; k++) {
        size_t i = x0 + (size_t)k;
        int sk = hp->rdna && hp->spill ? hp->spill[i] : 0;
        const char *g = (int)i == cur ? "v" : (int)i == at ? "^" : sk == SPILL_LOAD ? "r"
                      : sk == SPILL_STORE ? "s" : " ";
        ml += snprintf(mk + ml, sizeof mk - (size_t)ml, "%s", g);
    }
    term_put(w, y++, 0, width, 0, mk, A_BOLD);
    size_t body = p->h > y ? (size_t)(p->h - y) : 0;
    size_t top = p->cur >= body ? p->cur - body + 1 : 0;
    for (size_t r = top; r < hp->nregs && y < p->h; r++, y++) {
        const struct heat_reg *hr = &hp->regs[r];
        char name[16];
        snprintf(name, sizeof name, "%s%u", reg_prefix(hr->cls), hr->index);
        /* the register j/k selected: marked whether or not the view has the keys */
        int sel = r == p->cur;
        char lab[20];
        snprintf(lab, sizeof lab, "%s%s", sel ? ">" : "", name);
        term_put(w, y, 0, label, 0, lab, sel ? (focused ? term_attr(TR_CURSOR) : A_BOLD | A_UNDERLINE)
                                              : term_attr(TR_LABEL));
        char row[2400];
        size_t ru = 0;
        for (int k = 0; k < cols && x0 + (size_t)k < n && ru + 4 < sizeof row; k++) {
            size_t i = x0 + (size_t)k;
            int live = live_is_live(li, i, (enum live_class)hr->cls, hr->index);
            int sk = hp->rdna && hp->spill && hr->cls == LIVE_VGPR ? hp->spill[i] : 0;
            if (sk && spill_vgpr(c, i) != (int)hr->index)
                sk = 0;
            const char *g = sk == SPILL_LOAD ? "r" : sk == SPILL_STORE ? "s" : live ? ((int)i == cur ? "\u2593" : "\u2588") : ((int)i == cur ? "|" : "\u00b7");
            size_t gl = strlen(g);
            memcpy(row + ru, g, gl);
            ru += gl;
        }
        row[ru] = 0;
        term_put(w, y, label, cols, 0, row, hr->cls == LIVE_PRED || hr->cls == LIVE_UPRED || hr->cls == LIVE_SGPR ||
                 hr->cls == LIVE_UGPR ? term_attr(TR_DIM) : A_NORMAL);
    }
    for (; y < p->h; y++)
        term_put(w, y, 0, width, 0, "", A_NORMAL);
}

/* Move the instruction column by step; the shared cursor follows (heat_select). */
static int move_column(struct heat_priv *hp, struct view_ctx *c, int step)
{
    const struct live_info *li = hp->li[hp->rdna];
    int cur = sel_insn(hp, c);
    if (hp->anchor >= 0 && cur == hp->anchor_sel)
        cur = hp->anchor;       /* the grid is at the peak: move from there */
    if (cur < 0)
        cur = (int)li->max_at[primary(hp)];
    hp->anchor = -1;
    long n = cur + step;
    if (!li->n || n < 0 || (size_t)n >= li->n) {
        snprintf(c->note, sizeof c->note, "heat: %s instruction", step > 0 ? "last" : "first");
        return TUI_HANDLED | TUI_REDRAW;
    }
    hp->col = (int)n;
    return TUI_HANDLED | TUI_REDRAW | TUI_SELECT;
}

static int heat_request(struct pane *p, struct view_ctx *c, enum request r)
{
    struct heat_priv *hp = p->priv;
    if (r == REQ_TOGGLE_ISA) {
        hp->rdna = !hp->rdna;
        if (rows_for(hp))
            return 0;
        p->nrows = hp->nregs;
        p->cur = p->top = 0;
        hp->col = -1;
        hp->anchor = hp->li[hp->rdna]->n ? (int)hp->li[hp->rdna]->max_at[primary(hp)] : -1;
        hp->anchor_sel = sel_insn(hp, c);
        set_title(p, hp);
        snprintf(c->note, sizeof c->note, "heat: %s", hp->rdna ? "translated RDNA3 (VGPR, SGPR)" : "SASS (GPR, PRED, UGPR)");
        return TUI_HANDLED | TUI_REDRAW;
    }
    int step = r == REQ_SCROLL_RIGHT || r == REQ_STEP_NEXT ? 1 : r == REQ_SCROLL_LEFT || r == REQ_STEP_PREV ? -1 : 0;
    if (step)
        return move_column(hp, c, step);
    int f = pane_move(p, r) & ~TUI_SELECT;
    if (f && p->cur < hp->nregs && (r == REQ_MOVE_DOWN || r == REQ_MOVE_UP || r == REQ_MOVE_FIRST ||
                                    r == REQ_MOVE_LAST)) {
        const struct live_info *li = hp->li[hp->rdna];
        const struct heat_reg *hr = &hp->regs[p->cur];
        size_t nl = 0, first = li->n, last = 0;
        for (size_t i = 0; i < li->n; i++)
            if (live_is_live(li, i, (enum live_class)hr->cls, hr->index)) {
                nl++;
                if (first == li->n)
                    first = i;
                last = i;
            }
        if (nl)
            snprintf(c->note, sizeof c->note, "heat: %s%u (row %zu/%zu) live at %zu of %zu instructions, "
                     "%04x to %04x", reg_prefix(hr->cls), hr->index, p->cur + 1, hp->nregs, nl, li->n,
                     insn_offset(hp, c, first), insn_offset(hp, c, last));
    }
    return f;
}

static void heat_row(struct pane *p, const struct view_ctx *c, size_t i, struct row *r)
{
    (void)c;
    const struct heat_priv *hp = p->priv;
    row_reset(r);
    r->kind = ROW_TEXT;
    if (!r->notext && i < hp->nregs)
        snprintf(r->text, sizeof r->text, "%s%u", reg_prefix(hp->regs[i].cls), hp->regs[i].index);
}

/* The column the view moved to becomes the selection (SASS instruction, or
 * the first translated line of the RDNA3 instruction); otherwise the
 * heatmap only follows the selection. */
static void heat_select(struct pane *p, struct view_ctx *c)
{
    struct heat_priv *hp = p->priv;
    if (!hp || hp->col < 0)
        return;
    const struct align *a = session_align(c->s, c->fi);
    if (!hp->rdna) {
        c->sel.kind = SEL_SASS;
        c->sel.index = hp->col;
        c->sel.loc = align_sass_loc(a, (size_t)hp->col);
    } else {
        for (size_t l = 0; l < hp->nxl; l++)
            if (hp->xline_insn[l] == hp->col) {
                c->sel.kind = SEL_XLATE;
                c->sel.index = (int)l;
                c->sel.loc = align_xlate_loc(a, l);
                break;
            }
    }
    hp->col = -1;
}

static void heat_close(struct pane *p)
{
    struct heat_priv *hp = p->priv;
    if (hp)
        drop(hp);
    free(hp);
    p->priv = NULL;
}


/* :budget N re-translates every function with at most N VGPRs (what does
 * not fit goes to scratch); :budget 0 goes back to the whole file. */
static int heat_budget(struct pane *p, struct view_ctx *c, const char *arg)
{
    struct heat_priv *hp = p->priv;
    char *end;
    long n = strtol(arg, &end, 10);
    const struct occ_target *t = target_of(c, 1);
    int max = t && t->max_vgprs_wave && t->max_vgprs_wave < RDNA_NUM_VGPR ? (int)t->max_vgprs_wave : RDNA_NUM_VGPR;
    if (!*arg || *end || n < 0 || n > max) {
        if (*arg && !*end && n > max)
            snprintf(c->note, sizeof c->note, ":budget %ld: %s has %d VGPRs a lane (v0-v%d); give 1..%d, "
                     "or 0 for no budget", n, t ? t->name : "RDNA3", max, max - 1, max);
        else
            snprintf(c->note, sizeof c->note, ":budget N: VGPRs per lane, 1..%d (0: the whole file)", max);
        c->note_err = 1;
        return TUI_HANDLED | TUI_REDRAW;
    }
    struct ws_error err;
    ws_error_clear(&err);
    if (session_set_budget(c->s, (int)n, &err)) {
        snprintf(c->note, sizeof c->note, "translation unchanged: %.200s", err.msg);
        c->note_err = 1;
        return TUI_HANDLED | TUI_REDRAW;
    }
    hp->budget = (int)n;
    const struct xfunc *xf = session_xfunc(c->s, c->fi);
    int spilled = 0;
    for (size_t f = 0; f < session_nfuncs(c->s); f++)
        spilled += session_xfunc(c->s, f)->spilled;
    if (n)
        snprintf(c->note, sizeof c->note, "re-translated under a budget of %ld VGPRs: %d VGPRs used "
                 "here, %d colours spilled", n, xf->next_free_vgpr, spilled);
    else
        snprintf(c->note, sizeof c->note, "re-translated without a budget: %d VGPRs used here",
                 xf->next_free_vgpr);
    return TUI_HANDLED | TUI_RELOAD | TUI_REDRAW;
}

/* :block N: the threads per block occupancy is computed for. */
static int heat_block(struct pane *p, struct view_ctx *c, const char *arg)
{
    struct heat_priv *hp = p->priv;
    char *end;
    long n = strtol(arg, &end, 10);
    if (!*arg || *end || n < 1 || n > 1024) {
        snprintf(c->note, sizeof c->note, ":block N: threads per block, 1..1024 (now %d)", block_of(hp));
        c->note_err = 1;
        return TUI_HANDLED | TUI_REDRAW;
    }
    hp->block = (int)n;
    snprintf(c->note, sizeof c->note, "occupancy for blocks of %ld threads (%ld warps)", n, (n + 31) / 32);
    return TUI_HANDLED | TUI_REDRAW;
}

/* ---- the gutter --------------------------------------------------------- */

void view_heat_gutter(struct pane *heat, const struct view_ctx *c, const struct pane *lp, int sass,
                      WINDOW *w)
{
    struct heat_priv *hp = heat->priv;
    term_put(w, 0, 0, GUTTER_W, 0, sass ? "GPR" : "VGP", term_attr(TR_TITLE));
    if (!hp || !hp->li[0])
        return;
    const struct live_info *li = hp->li[sass ? 0 : 1];
    int cls = sass ? LIVE_GPR : LIVE_VGPR;
    unsigned max = li->max[cls] ? li->max[cls] : 1;
    struct row r;
    for (int y = 1; y < lp->h; y++) {
        size_t i = lp->top + (size_t)y - 1;
        long insn = -1;
        if (i < lp->nrows) {
            if (sass) {
                r.notext = 0;
                lp->ops->row((struct pane *)lp, c, i, &r);
                unsigned off;
                if (r.kind != ROW_LABEL && sscanf(r.gutter, "%x", &off) == 1)
                    insn = align_sass_at_offset(session_align(c->s, c->fi), off);
            } else if (i < hp->nxl) {
                insn = hp->xline_insn[i];
            }
        }
        if (insn < 0 || (size_t)insn >= li->n) {
            term_put(w, y, 0, GUTTER_W, 0, "", A_NORMAL);
            continue;
        }
        unsigned v = li->count[insn][cls];
        char t[8];
        snprintf(t, sizeof t, "%2u ", v);
        attr_t a = v == li->max[cls] ? term_attr(TR_UNSUP) : v * 4 >= max * 3 ? A_BOLD
                 : v * 2 >= max ? A_NORMAL : term_attr(TR_DIM);
        term_put(w, y, 0, GUTTER_W, 0, t, a);
    }
}

/* ---- commands ----------------------------------------------------------- */

static const struct command_info heat_commands[] = {
    { "heat", "", "register pressure ({view-heat}): live ranges, peak, occupancy, spills; {toggle-gutter} gutter" },
    { "budget", "N", "heat: re-translate with at most N VGPRs (spilling the rest), 0 none" },
    { "block", "N", "heat: occupancy for blocks of N threads (1..1024; default 256)" },
    { NULL, NULL, NULL },
};

static int heat_command(struct pane *p, struct view_ctx *c, const char *name, const char *arg)
{
    if (!strcmp(name, "budget"))
        return heat_budget(p, c, arg);
    if (!strcmp(name, "block"))
        return heat_block(p, c, arg);
    return TUI_HANDLED | TUI_REDRAW;
}

static const struct view_ops heat_ops = {
    .name = "heat",
    .open = heat_open,
    .draw = heat_draw,
    .request = heat_request,
    .select = heat_select,
    .row = heat_row,
    .close = heat_close,
    .commands = heat_commands,
    .command = heat_command,
};

DEFINE_VIEW(heat)
