/* cfg.c - the control-flow graph of the function, SASS or its RDNA3
 * translation (t switches): basic blocks as boxes in reverse post-order,
 * top to bottom, indented by loop depth, each with its first and last
 * instruction (Enter expands it), the edges leaving it (taken, fall,
 * back edges marked) and the blocks of the other ISA that came from it
 * (provenance).  j/k and Space move block to block, Tab cycles the
 * successors, f follows the taken branch, b or Backspace goes back.  The
 * graph is the core's (cfg_build), so it is `warpscope cfg`'s. */
#include "analysis.h"
#include "textrows.h"

#include "../core/cfg.h"
#include "../core/strbuf.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CFG_HISTORY 64

struct cfg_priv {
    int rdna;                   /* showing the translated RDNA3 */
    struct cfg *g[2];           /* [0] SASS, [1] RDNA3 */
    int32_t *insn_xline;        /* RDNA3 instruction -> first translated line */
    size_t ninsn_x;
    uint8_t *expanded[2];       /* per block: all instructions shown */
    struct textrows rows;
    uint32_t *block_row;        /* first row of each block of the shown graph */
    uint32_t hist[CFG_HISTORY]; /* blocks visited (b goes back) */
    int nhist;
    uint32_t tab_from, tab_to;  /* the last Tab went from block tab_from to tab_to */
    uint32_t succ_i;            /* and took its successor succ_i */
    const struct session *s;
    size_t fi;
};

static const struct mir_func *mir_of(const struct view_ctx *c, int rdna)
{
    return rdna ? &session_xfunc(c->s, c->fi)->fn->mir : &session_sass_fn(c->s, c->fi)->mir;
}

static void insn_text(const struct view_ctx *c, int rdna, size_t i, char *buf, size_t len)
{
    if (rdna) {
        const struct rdna_function *f = session_xfunc(c->s, c->fi)->fn;
        char t[256];
        rdna_format_insn(&f->insns[i], t, sizeof t);
        snprintf(buf, len, "%04x %s", f->insns[i].offset, t);
    } else {
        const struct sass_insn *in = &session_sass_fn(c->s, c->fi)->insns[i];
        snprintf(buf, len, "%04x %s", in->offset, in->text);
    }
}

/* SASS offset an instruction of the shown ISA stands for (RDNA3: its provenance). */
static int32_t sass_off(const struct view_ctx *c, int rdna, size_t i)
{
    if (rdna)
        return session_xfunc(c->s, c->fi)->fn->insns[i].prov.sass_offset;
    return (int32_t)session_sass_fn(c->s, c->fi)->insns[i].offset;
}

/* The blocks of the other ISA holding instructions of block b (provenance). */
static void other_blocks(const struct cfg_priv *cp, const struct view_ctx *c, uint32_t b, char *buf, size_t len)
{
    const struct cfg *g = cp->g[cp->rdna], *o = cp->g[!cp->rdna];
    const struct cfg_block *bl = &g->blocks[b];
    size_t u = 0;
    buf[0] = 0;
    uint32_t lastb = CFG_NONE;
    const struct mir_func *om = mir_of(c, !cp->rdna);
    int32_t lo = INT32_MAX, hi = -1;
    for (uint32_t i = bl->first; i <= bl->last; i++) {
        int32_t s = sass_off(c, cp->rdna, i);
        if (s >= 0) {
            if (s < lo) lo = s;
            if (s > hi) hi = s;
        }
    }
    for (size_t i = 0; i < om->n && u + 12 < len; i++) {
        int32_t s = sass_off(c, !cp->rdna, i);
        uint32_t ob = o->insn_block[i];
        if (s >= lo && s <= hi && ob != lastb && ob != CFG_NONE) {
            u += (size_t)snprintf(buf + u, len - u, " %s%u", cp->rdna ? "S" : "R", ob);
            lastb = ob;
        }
    }
}

static const char *edge_glyph(const struct cfg_edge *e)
{
    if (e->back) return "\u21ba back";
    switch (e->kind) {
    case CFG_EDGE_TAKEN: return "taken";
    case CFG_EDGE_FALL: return "fall";
    case CFG_EDGE_CALL: return "call";
    case CFG_EDGE_CALLRET: return "call-return";
    default: return "indirect";
    }
}

static void build_rows(struct cfg_priv *cp, const struct view_ctx *c)
{
    struct textrows *t = &cp->rows;
    tr_clear(t);
    const struct cfg *g = cp->g[cp->rdna];
    char txt[300], ob[200];
    const char *B = cp->rdna ? "R" : "S";
    /* reachable blocks in reverse post-order, then the unreachable ones */
    for (size_t k = 0; k < g->nblocks; k++) {
        uint32_t b = k < g->nreachable ? g->rpo_order[k] : CFG_NONE;
        if (b == CFG_NONE) {    /* the k-th unreachable block */
            size_t seen = 0;
            for (uint32_t j = 0; j < g->nblocks; j++)
                if (!g->blocks[j].reachable && seen++ == k - g->nreachable) {
                    b = j;
                    break;
                }
            if (b == CFG_NONE)
                break;
        }
        const struct cfg_block *bl = &g->blocks[b];
        cp->block_row[b] = (uint32_t)t->n;
        int ind = bl->loop_depth * 2;
        const struct cfg_loop *lp = bl->loop != CFG_NONE ? &g->loops[bl->loop] : NULL;
        char preds[120] = "";
        for (uint32_t e = 0; e < bl->npreds && strlen(preds) + 16 < sizeof preds; e++) {
            const struct cfg_edge *ed = &g->edges[g->pred_edges[bl->pred + e]];
            snprintf(preds + strlen(preds), sizeof preds - strlen(preds), "%s%s%u", e ? "," : " \u25c0 ", B, ed->from);
        }
        char depth[32] = "";
        if (bl->loop_depth)
            snprintf(depth, sizeof depth, " loop depth %u", bl->loop_depth);
        tr_add(t, ROW_LABEL, (int)b, -1, "%*s\u250c %s%u %04x..%04x %u insns%s%s%s", ind, "", B, b, bl->start,
               bl->end, bl->last - bl->first + 1, depth,
               lp && lp->header == b ? " (header)" : !bl->reachable ? " unreachable" : "", preds);
        uint32_t n = bl->last - bl->first + 1;
        int all = cp->expanded[cp->rdna][b] || n <= 3;
        for (uint32_t i = bl->first; i <= bl->last; i++) {
            if (!all && i != bl->first && i != bl->last) {
                if (i == bl->first + 1)
                    tr_add(t, ROW_COMMENT, (int)b, -1, "%*s\u2502  \u2026 %u more (Enter expands)", ind, "", n - 2);
                continue;
            }
            insn_text(c, cp->rdna, i, txt, sizeof txt);
            tr_add(t, ROW_INSN, (int)b, (int)i, "%*s\u2502 %s", ind, "", txt);
        }
        char succ[200] = "";
        for (uint32_t e = 0; e < bl->nsuccs && strlen(succ) + 30 < sizeof succ; e++) {
            const struct cfg_edge *ed = &g->edges[bl->succ + e];
            snprintf(succ + strlen(succ), sizeof succ - strlen(succ), "  \u2192 %s%u %04x %s", B, ed->to,
                     g->blocks[ed->to].start, edge_glyph(ed));
        }
        other_blocks(cp, c, b, ob, sizeof ob);
        tr_add(t, ROW_LABEL, (int)b, -1, "%*s\u2514%s%s%s%s", ind, "", bl->nsuccs ? succ : "  (no successor: exits)",
               ob[0] ? "   \u2261 " : "", ob[0] ? (cp->rdna ? "SASS" : "RDNA3") : "", ob);
    }
}

static uint32_t cur_block(const struct pane *p)
{
    const struct cfg_priv *cp = p->priv;
    return p->cur < cp->rows.n ? (uint32_t)cp->rows.r[p->cur].tag : 0;
}

static void set_title(struct pane *p, const struct view_ctx *c)
{
    const struct cfg_priv *cp = p->priv;
    const struct cfg *g = cp->g[cp->rdna];
    uint32_t b = cur_block(p);
    const struct cfg_block *bl = &g->blocks[b];
    (void)c;
    snprintf(p->title, sizeof p->title, "cfg %s: %zu blocks, %zu loops | block %s%u %04x..%04x | "
             "j/k Tab f b Enter t", cp->rdna ? "RDNA3" : "SASS", g->nblocks, g->nloops, cp->rdna ? "R" : "S", b,
             bl->start, bl->end);
}

static void free_graphs(struct cfg_priv *cp)
{
    for (int i = 0; i < 2; i++) {
        cfg_free(cp->g[i]);
        cp->g[i] = NULL;
        free(cp->expanded[i]);
        cp->expanded[i] = NULL;
    }
    free(cp->insn_xline);
    free(cp->block_row);
    cp->insn_xline = NULL;
    cp->block_row = NULL;
}

static int cfg_open(struct pane *p, const struct view_ctx *c)
{
    struct cfg_priv *cp = p->priv;
    if (!cp && !(cp = p->priv = calloc(1, sizeof *cp)))
        return -1;
    free_graphs(cp);
    if (cp->s != c->s || cp->fi != c->fi) {
        cp->nhist = 0;
        p->cur = p->top = 0;
    }
    cp->s = c->s;
    cp->fi = c->fi;
    cp->tab_from = cp->tab_to = CFG_NONE;
    for (int i = 0; i < 2; i++) {
        if (cfg_build(mir_of(c, i), &cp->g[i], NULL))
            return -1;
        cp->expanded[i] = calloc(cp->g[i]->nblocks + 1, 1);
        if (!cp->expanded[i])
            return -1;
    }
    const struct xfunc *xf = session_xfunc(c->s, c->fi);
    cp->ninsn_x = xf->fn->ninsns;
    cp->insn_xline = malloc((cp->ninsn_x + 1) * sizeof *cp->insn_xline);
    cp->block_row = calloc(cp->g[0]->nblocks + cp->g[1]->nblocks + 1, sizeof *cp->block_row);
    if (!cp->insn_xline || !cp->block_row)
        return -1;
    for (size_t i = 0; i < cp->ninsn_x; i++)
        cp->insn_xline[i] = -1;
    for (size_t l = xf->nlines; l-- > 0;)
        if (xf->lines[l].kind == XL_INSN && (size_t)xf->lines[l].insn < cp->ninsn_x)
            cp->insn_xline[xf->lines[l].insn] = (int32_t)l;
    build_rows(cp, c);
    p->nrows = cp->rows.n;
    pane_set_cursor(p, p->cur);
    if (p->cur == 0)
        pane_follow(p, c);
    set_title(p, c);
    return cp->rows.oom ? -1 : 0;
}

static void cfg_row(struct pane *p, const struct view_ctx *c, size_t i, struct row *r)
{
    const struct cfg_priv *cp = p->priv;
    row_reset(r);
    const struct trow *tr = &cp->rows.r[i];
    r->kind = tr->kind;
    if (!r->notext)
        snprintf(r->text, sizeof r->text, "%s", tr->text);
    /* the block holding the selection is linked (the view follows it) */
    const struct cfg *g = cp->g[cp->rdna];
    int insn = -1;
    const struct align *a = session_align(c->s, c->fi);
    if (!cp->rdna) {
        insn = c->sel.kind == SEL_SASS ? c->sel.index
             : c->sel.kind == SEL_XLATE ? align_xlate_sass(a, (size_t)c->sel.index) : -1;
    } else if (c->sel.kind == SEL_XLATE || c->sel.kind == SEL_SASS) {
        const struct xfunc *xf = session_xfunc(c->s, c->fi);
        if (c->sel.kind == SEL_XLATE) {
            for (size_t l = (size_t)c->sel.index; l < xf->nlines && insn < 0; l++)
                if (xf->lines[l].kind == XL_INSN)
                    insn = xf->lines[l].insn;
        } else {
            struct align_set xs = align_sass_xlate(a, (size_t)c->sel.index);
            for (size_t k = 0; k < xs.n && insn < 0; k++)
                if (xf->lines[xs.idx[k]].kind == XL_INSN)
                    insn = xf->lines[xs.idx[k]].insn;
        }
    }
    if (insn >= 0 && (size_t)insn < g->f->n && g->insn_block[insn] == (uint32_t)tr->tag)
        r->mark = MARK_LINKED;
}

static void cfg_draw(struct pane *p, const struct view_ctx *c, int focused)
{
    set_title(p, c);
    pane_draw_rows(p, c, focused);
}

static void go_block(struct pane *p, uint32_t b, int remember)
{
    struct cfg_priv *cp = p->priv;
    uint32_t from = cur_block(p);
    if (remember && from != b) {
        if (cp->nhist == CFG_HISTORY) {
            memmove(cp->hist, cp->hist + 1, (CFG_HISTORY - 1) * sizeof cp->hist[0]);
            cp->nhist--;
        }
        cp->hist[cp->nhist++] = from;
    }
    pane_set_cursor(p, cp->block_row[b]);
    /* show the whole box when it fits */
    size_t body = pane_body_rows(p), i = cp->block_row[b], end = i;
    while (end + 1 < cp->rows.n && (uint32_t)cp->rows.r[end + 1].tag == b)
        end++;
    if (end >= p->top + body && end - i < body)
        p->top = end - body + 1;
}

static int cfg_request(struct pane *p, struct view_ctx *c, enum request r)
{
    struct cfg_priv *cp = p->priv;
    const struct cfg *g = cp->g[cp->rdna];
    uint32_t b = cur_block(p);
    const struct cfg_block *bl = &g->blocks[b];
    const int F = TUI_HANDLED | TUI_REDRAW | TUI_SELECT;
    switch (r) {
    case REQ_MOVE_DOWN:
    case REQ_STEP_NEXT: {   /* next block in the layout */
        size_t i = p->cur;
        while (i < cp->rows.n && (uint32_t)cp->rows.r[i].tag == b)
            i++;
        if (i < cp->rows.n)
            go_block(p, (uint32_t)cp->rows.r[i].tag, 0);
        return F;
    }
    case REQ_MOVE_UP: {
        size_t i = cp->block_row[b];
        if (i > 0)
            go_block(p, (uint32_t)cp->rows.r[i - 1].tag, 0);
        return F;
    }
    case REQ_FOCUS_NEXT: {  /* Tab: the successors in turn (Tab again: the next one) */
        uint32_t from = b, k = 0;
        if (b == cp->tab_to && cp->tab_from != CFG_NONE) {
            from = cp->tab_from;
            k = cp->succ_i + 1;
        }
        const struct cfg_block *fb = &g->blocks[from];
        if (!fb->nsuccs) {
            snprintf(c->note, sizeof c->note, "block %u has no successor", from);
            return TUI_HANDLED | TUI_REDRAW;
        }
        k %= fb->nsuccs;
        const struct cfg_edge *e = &g->edges[fb->succ + k];
        go_block(p, e->to, from == b);
        cp->tab_from = from;
        cp->tab_to = e->to;
        cp->succ_i = k;
        snprintf(c->note, sizeof c->note, "successor %u of %u of block %u: %s edge to block %u", k + 1,
                 fb->nsuccs, from, edge_glyph(e), e->to);
        return F;
    }
    case REQ_FOLLOW_BRANCH: {
        const struct cfg_edge *e = NULL;
        for (uint32_t k = 0; k < bl->nsuccs && !e; k++)
            if (g->edges[bl->succ + k].kind == CFG_EDGE_TAKEN)
                e = &g->edges[bl->succ + k];
        if (!e && bl->nsuccs)
            e = &g->edges[bl->succ];
        if (!e) {
            snprintf(c->note, sizeof c->note, "block %u ends the function: no branch to follow", b);
            return TUI_HANDLED | TUI_REDRAW;
        }
        go_block(p, e->to, 1);
        snprintf(c->note, sizeof c->note, "followed the %s edge %u -> %u (b goes back)", edge_glyph(e), b, e->to);
        return F;
    }
    case REQ_STEP_PREV:
        if (!cp->nhist) {
            snprintf(c->note, sizeof c->note, "no earlier block in the history");
            return TUI_HANDLED | TUI_REDRAW;
        }
        go_block(p, cp->hist[--cp->nhist], 0);
        return F;
    case REQ_EDIT_INSN:     /* Enter: expand or fold the block */
        cp->expanded[cp->rdna][b] = !cp->expanded[cp->rdna][b];
        build_rows(cp, c);
        p->nrows = cp->rows.n;
        pane_set_cursor(p, cp->block_row[b]);
        return TUI_HANDLED | TUI_REDRAW;
    case REQ_TOGGLE_ISA:
        cp->rdna = !cp->rdna;
        cp->nhist = 0;
        build_rows(cp, c);
        p->nrows = cp->rows.n;
        p->cur = p->top = 0;
        pane_follow(p, c);
        snprintf(c->note, sizeof c->note, "cfg of the %s", cp->rdna ? "translated RDNA3" : "SASS");
        return TUI_HANDLED | TUI_REDRAW;
    default:
        return pane_move(p, r);
    }
}

static void cfg_select(struct pane *p, struct view_ctx *c)
{
    struct cfg_priv *cp = p->priv;
    if (!cp->rows.n)
        return;
    const struct trow *tr = &cp->rows.r[p->cur];
    uint32_t b = (uint32_t)tr->tag;
    uint32_t i = tr->sub >= 0 ? (uint32_t)tr->sub : cp->g[cp->rdna]->blocks[b].first;
    const struct align *a = session_align(c->s, c->fi);
    if (!cp->rdna) {
        c->sel.kind = SEL_SASS;
        c->sel.index = (int)i;
        c->sel.loc = align_sass_loc(a, i);
    } else if (i < cp->ninsn_x && cp->insn_xline[i] >= 0) {
        c->sel.kind = SEL_XLATE;
        c->sel.index = cp->insn_xline[i];
        c->sel.loc = align_xlate_loc(a, (size_t)cp->insn_xline[i]);
    }
}

static void cfg_close(struct pane *p)
{
    struct cfg_priv *cp = p->priv;
    if (cp) {
        free_graphs(cp);
        tr_free(&cp->rows);
    }
    free(cp);
    p->priv = NULL;
}

static const struct view_ops cfg_ops = {
    "cfg", cfg_open, cfg_draw, cfg_request, cfg_select, cfg_row, cfg_close,
};

DEFINE_VIEW(cfg)

/* ---- :export cfg FILE.dot ----------------------------------------------- */

struct dot_ctx {
    const struct view_ctx *c;
    int rdna;
    char buf[300];
};

static const char *dot_text(void *ctx, size_t i)
{
    struct dot_ctx *d = ctx;
    if (d->rdna) {
        const struct rdna_function *f = session_xfunc(d->c->s, d->c->fi)->fn;
        if (i >= f->ninsns)
            return NULL;
        rdna_format_insn(&f->insns[i], d->buf, sizeof d->buf);
    } else {
        const struct sass_function *f = session_sass_fn(d->c->s, d->c->fi);
        if (i >= f->ninsns)
            return NULL;
        snprintf(d->buf, sizeof d->buf, "%s", f->insns[i].text);
    }
    return d->buf;
}

int view_cfg_export(struct pane *p, struct view_ctx *c, const char *path)
{
    struct cfg_priv *cp = p->priv;
    struct strbuf b;
    sb_init(&b);
    struct dot_ctx d = { c, cp->rdna, "" };
    sb_puts(&b, "digraph cfg {\n");
    cfg_write_dot(cp->g[cp->rdna], mir_of(c, cp->rdna), dot_text, &d, &b);
    sb_puts(&b, "}\n");
    FILE *fp = b.oom ? NULL : fopen(path, "w");
    int ok = fp && fwrite(b.s, 1, b.len, fp) == b.len;
    if (fp && fclose(fp))
        ok = 0;
    if (ok)
        snprintf(c->note, sizeof c->note, "wrote the %s CFG of %s to %s (%zu bytes)", cp->rdna ? "RDNA3" : "SASS",
                 mir_of(c, cp->rdna)->name, path, b.len);
    else {
        snprintf(c->note, sizeof c->note, "cannot write %s: %s", path, strerror(errno));
        c->note_err = 1;
    }
    sb_free(&b);
    return TUI_HANDLED | TUI_REDRAW;
}
