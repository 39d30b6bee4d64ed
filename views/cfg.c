/* cfg.c - the control-flow graph of the function, SASS or its RDNA3
 * translation (t switches), drawn top to bottom in layers
 * (core/cfg_layout.c): a box per basic block (name, offset, loop depth,
 * its last instruction, its size and the loop headers its back edges go
 * to), fall-through edges as solid lines, taken branches dashed, arrows
 * into the targets.  Below the graph: the focused block's predecessors,
 * edges, the blocks of the other ISA that came from it (provenance) and
 * its instructions (Enter lists them all).  j/k move block to block in
 * layout order, Left/Right to the neighbour in the layer, Tab cycles the
 * successors, f follows the taken branch, b or Backspace goes back, the
 * page keys scroll; the window follows the focused block in both
 * directions.  The graph is the core's (cfg_build), so it is `warpscope
 * cfg`'s. */
#include "analysis.h"
#include "cfg_canvas.h"
#include "textrows.h"

#include "analysis/cfg.h"
#include "analysis/cfg_layout.h"
#include "base/strbuf.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CFG_HISTORY 64
#define BOX_W 20            /* the narrowest box; wider terminals get wider ones */
#define BOX_W_MAX 48
#define BOX_H 3

/* Box width for a view w columns wide: 20 up to 120 columns, then a sixth
 * of the width (33 at 200), at most BOX_W_MAX. */
static int box_width(int w)
{
    int bw = w / 6;
    return bw < BOX_W ? BOX_W : bw > BOX_W_MAX ? BOX_W_MAX : bw;
}

struct cfg_priv {
    int rdna;                   /* showing the translated RDNA3 */
    struct cfg *g[2];           /* [0] SASS, [1] RDNA3 */
    struct cfg_layout *lay;     /* layout of the shown graph */
    struct canvas cv;           /* and its drawing */
    uint32_t *order;            /* blocks in layout order (layer by layer, left to right) */
    uint32_t *pos;              /* block -> index in order */
    int32_t *insn_xline;        /* RDNA3 instruction -> first translated line */
    size_t ninsn_x;
    int expanded;               /* the detail lists every instruction */
    int32_t vx, vy;             /* top-left cell of the canvas on screen */
    size_t shown;               /* block index (in order) the window was last moved to */
    int shown_w, shown_h;       /* the view's size then (a resize shows the block again) */
    int box_w;                  /* box width of the layout */
    uint32_t hist[CFG_HISTORY]; /* blocks visited (b goes back) */
    int nhist;
    uint32_t tab_from, tab_to;  /* the last Tab went from block tab_from to tab_to */
    uint32_t succ_i;            /* and took its successor succ_i */
    const struct session *s;
    size_t fi;
};

static const struct mir_func *mir_of(const struct view_ctx *c, int rdna)
{
    return rdna ? xlate_fn_mir(session_xfunc(c->s, c->fi)) : &session_sass_fn(c->s, c->fi)->mir;
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

/* ---- layout and painting ------------------------------------------------ */

struct paint_ctx {
    const struct cfg_priv *cp;
    const struct view_ctx *c;
};

/* The box of block b: name, offset, loop depth and header mark; its last
 * instruction; its size and the headers its back edges return to. */
static void box_text(void *ctx, uint32_t b, struct box_text *bt)
{
    const struct paint_ctx *pc = ctx;
    const struct cfg *g = pc->cp->g[pc->cp->rdna];
    const struct cfg_block *bl = &g->blocks[b];
    const char *B = pc->cp->rdna ? "R" : "S";
    int hdr = bl->loop != CFG_NONE && g->loops[bl->loop].header == b;
    char depth[16] = "";
    if (bl->loop_depth)
        snprintf(depth, sizeof depth, " L%u%s", bl->loop_depth, hdr ? "*" : "");
    snprintf(bt->top, sizeof bt->top, "%s%u %04x%s%s", B, b, bl->start, depth, bl->reachable ? "" : " dead");
    char t[300];
    insn_text(pc->c, pc->cp->rdna, bl->last, t, sizeof t);
    const char *sp = strchr(t, ' ');
    snprintf(bt->mid, sizeof bt->mid, "%.95s", sp ? sp + 1 : t);
    size_t u = (size_t)snprintf(bt->bottom, sizeof bt->bottom, "%u", bl->last - bl->first + 1);
    for (uint32_t e = bl->succ; e < bl->succ + bl->nsuccs && u + 8 < sizeof bt->bottom; e++)
        if (pc->cp->lay->retreat[e])
            u += (size_t)snprintf(bt->bottom + u, sizeof bt->bottom - u, " \u21ba%s%u", B, g->edges[e].to);
}

static void drop_layout(struct cfg_priv *cp)
{
    cfg_layout_free(cp->lay);
    cp->lay = NULL;
    canvas_free(&cp->cv);
    free(cp->order);
    free(cp->pos);
    cp->order = cp->pos = NULL;
}

/* Lay out and paint the shown graph.  -1 out of memory; a graph too large
 * to paint leaves cv.c NULL (the view says so). */
static int make_layout(struct cfg_priv *cp, const struct view_ctx *c)
{
    drop_layout(cp);
    const struct cfg *g = cp->g[cp->rdna];
    cp->order = malloc((g->nblocks + 1) * sizeof *cp->order);
    cp->pos = malloc((g->nblocks + 1) * sizeof *cp->pos);
    if (!cp->box_w)
        cp->box_w = BOX_W;
    if (!cp->order || !cp->pos || cfg_layout_build(g, cp->box_w, BOX_H, &cp->lay))
        return -1;
    size_t k = 0;
    for (size_t i = 0; i < cp->lay->nnodes; i++) {
        uint32_t v = cp->lay->layer_nodes[i];
        if (cp->lay->nodes[v].block != CFG_NONE) {
            cp->pos[v] = (uint32_t)k;
            cp->order[k++] = v;
        }
    }
    struct paint_ctx pc = { cp, c };
    canvas_paint(&cp->cv, g, cp->lay, box_text, &pc);
    cp->shown = (size_t)-1;
    return 0;
}

/* ---- the focused block ------------------------------------------------- */

static uint32_t cur_block(const struct pane *p)
{
    const struct cfg_priv *cp = p->priv;
    return cp->order && p->cur < p->nrows ? cp->order[p->cur] : 0;
}

static void set_title(struct pane *p)
{
    const struct cfg_priv *cp = p->priv;
    const struct cfg *g = cp->g[cp->rdna];
    if (!g->nblocks) {
        snprintf(p->title, sizeof p->title, "cfg %s: 0 blocks (the function has no instructions)",
                 cp->rdna ? "RDNA3" : "SASS");
        return;
    }
    uint32_t b = cur_block(p);
    const struct cfg_block *bl = &g->blocks[b];
    snprintf(p->title, sizeof p->title, "cfg %s: %zu blocks, %zu loops | block %s%u %04x..%04x | "
             "{move-down}/{move-up} {focus-next <Tab>} {follow-branch} {step-prev b} {edit-insn <Enter>} {toggle-isa}",
             cp->rdna ? "RDNA3" : "SASS", g->nblocks, g->nloops, cp->rdna ? "R" : "S", b, bl->start, bl->end);
}

/* Rows under the graph: the block's edges, its instructions, a legend. */
static int detail_rows(const struct pane *p)
{
    const struct cfg_priv *cp = p->priv;
    int body = p->h - 1;
    if (!cp->expanded)
        return body >= 16 ? 3 : 2;
    const struct cfg_block *bl = &cp->g[cp->rdna]->blocks[cur_block(p)];
    int n = (int)(bl->last - bl->first + 1) + 1;
    return n < body / 2 ? n : body / 2;
}

static int graph_rows(const struct pane *p)
{
    int n = p->h - 1 - detail_rows(p);
    return n > 0 ? n : 0;
}

/* Scroll so that the focused block's box is on screen. */
static void show_block(struct pane *p)
{
    struct cfg_priv *cp = p->priv;
    if (!cp->lay || (p->cur == cp->shown && p->w == cp->shown_w && graph_rows(p) == cp->shown_h))
        return;
    cp->shown = p->cur;
    cp->shown_w = p->w;
    cp->shown_h = graph_rows(p);
    const struct cfg_lnode *nd = &cp->lay->nodes[cur_block(p)];
    int32_t gw = p->w, gh = graph_rows(p);
    if (nd->x < cp->vx || nd->x + nd->w > cp->vx + gw)
        cp->vx = nd->x + nd->w / 2 - gw / 2;
    if (nd->y < cp->vy || nd->y + BOX_H > cp->vy + gh)
        cp->vy = nd->y - (gh - BOX_H) / 2;
    if (cp->vx < 0) cp->vx = 0;
    if (cp->vy < 0) cp->vy = 0;
}

/* ---- drawing ------------------------------------------------------------ */

/* The attribute of a canvas cell: the focused block's box, the block
 * holding the selection, edge kinds. */
static attr_t cell_attr(const struct pane *p, int focused, int32_t x, int32_t y, uint32_t linked)
{
    const struct cfg_priv *cp = p->priv;
    const struct cell *ce = &cp->cv.c[(size_t)y * (size_t)cp->cv.w + (size_t)x];
    if (ce->cls == CC_BOX || ce->cls == CC_BACK) {
        uint32_t fb = cur_block(p);
        const struct cfg_lnode *f = &cp->lay->nodes[fb];
        if (x >= f->x && x < f->x + f->w && y >= f->y && y < f->y + BOX_H)
            return term_attr(focused ? TR_CURSOR : TR_LINKED);
        if (linked != CFG_NONE) {
            const struct cfg_lnode *k = &cp->lay->nodes[linked];
            if (x >= k->x && x < k->x + k->w && y >= k->y && y < k->y + BOX_H)
                return term_attr(TR_LINKED);
        }
        return ce->cls == CC_BACK ? A_BOLD : A_NORMAL;
    }
    return ce->cls == CC_TAKEN ? term_attr(TR_LABEL) : A_NORMAL;
}

/* Block holding the selection in the shown ISA, CFG_NONE. */
static uint32_t sel_block(const struct cfg_priv *cp, const struct view_ctx *c)
{
    const struct cfg *g = cp->g[cp->rdna];
    const struct align *a = session_align(c->s, c->fi);
    int insn = -1;
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
    return insn >= 0 && (size_t)insn < g->f->n ? g->insn_block[insn] : CFG_NONE;
}

/* A canvas cell's text; the focused box's top-left corner is the cursor
 * glyph (visible without colours too). */
static size_t corner_text(const struct pane *p, int32_t x, int32_t y, int utf8, char *buf)
{
    const struct cfg_priv *cp = p->priv;
    const struct cfg_lnode *f = &cp->lay->nodes[cur_block(p)];
    if (x == f->x && y == f->y) {
        const char *g = term_glyph_cursor();
        size_t n = strlen(g);
        memcpy(buf, g, n);
        return n;
    }
    return canvas_cell_text(&cp->cv, x, y, utf8, buf);
}

static void draw_graph(struct pane *p, const struct view_ctx *c, int focused, int gh)
{
    struct cfg_priv *cp = p->priv;
    int utf8 = strcmp(term_glyph_vline(), "|") != 0;
    uint32_t linked = sel_block(cp, c);
    char buf[4096];
    for (int r = 0; r < gh; r++) {
        int32_t y = cp->vy + r;
        int x = 0;
        while (x < p->w) {
            int32_t cx = cp->vx + x;
            int in = cp->cv.c && y < cp->cv.h && cx < cp->cv.w;
            attr_t a = in ? cell_attr(p, focused, cx, y, linked) : A_NORMAL;
            size_t u = 0;
            int x0 = x;
            do {
                u += corner_text(p, cp->vx + x, y, utf8, buf + u);
                x++;
            } while (x < p->w && u + 8 < sizeof buf && cp->cv.c && y < cp->cv.h && cp->vx + x < cp->cv.w &&
                     cell_attr(p, focused, cp->vx + x, y, linked) == a);
            if (!(cp->cv.c && y < cp->cv.h && cp->vx + x < cp->cv.w))
                while (x < p->w && u + 2 < sizeof buf) {
                    buf[u++] = ' ';
                    x++;
                }
            buf[u] = 0;
            term_put(p->win, 1 + r, x0, x - x0, 0, buf, a);
        }
    }
}

/* Predecessors and edges of block b as text. */
static void edges_text(const struct cfg_priv *cp, const struct view_ctx *c, uint32_t b, char *buf, size_t len)
{
    const struct cfg *g = cp->g[cp->rdna];
    const struct cfg_block *bl = &g->blocks[b];
    const char *B = cp->rdna ? "R" : "S";
    size_t u = (size_t)snprintf(buf, len, "%s%u %04x..%04x %u insns", B, b, bl->start, bl->end,
                                bl->last - bl->first + 1);
    if (bl->loop_depth)
        u += (size_t)snprintf(buf + u, len - u, " loop depth %u%s", bl->loop_depth,
                              g->loops[bl->loop].header == b ? " (header)" : "");
    for (uint32_t e = 0; e < bl->npreds && u + 16 < len; e++)
        u += (size_t)snprintf(buf + u, len - u, "%s%s%u", e ? "," : " \u25c0 ", B,
                              g->edges[g->pred_edges[bl->pred + e]].from);
    for (uint32_t e = 0; e < bl->nsuccs && u + 32 < len; e++) {
        const struct cfg_edge *ed = &g->edges[bl->succ + e];
        u += (size_t)snprintf(buf + u, len - u, "  \u2192 %s%u %04x %s", B, ed->to, g->blocks[ed->to].start,
                              edge_glyph(ed));
    }
    if (!bl->nsuccs && u + 24 < len)
        u += (size_t)snprintf(buf + u, len - u, "  (no successor: exits)");
    char ob[200];
    other_blocks(cp, c, b, ob, sizeof ob);
    if (ob[0] && u + 16 < len)
        snprintf(buf + u, len - u, "   \u2261 %s%s", cp->rdna ? "SASS" : "RDNA3", ob);
}

static void draw_detail(struct pane *p, const struct view_ctx *c, int y)
{
    const struct cfg_priv *cp = p->priv;
    uint32_t b = cur_block(p);
    const struct cfg_block *bl = &cp->g[cp->rdna]->blocks[b];
    char buf[1024], t1[300], t2[300];
    edges_text(cp, c, b, buf, sizeof buf);
    term_put(p->win, y++, 0, p->w, p->hscroll, buf, term_attr(TR_LABEL));
    uint32_t ni = bl->last - bl->first + 1;
    if (!cp->expanded) {
        insn_text(c, cp->rdna, bl->first, t1, sizeof t1);
        insn_text(c, cp->rdna, bl->last, t2, sizeof t2);
        if (ni == 1)
            snprintf(buf, sizeof buf, "%s", t1);
        else if (ni == 2)
            snprintf(buf, sizeof buf, "%s  \u2502  %s", t1, t2);
        else
            snprintf(buf, sizeof buf, "%s  \u2026 %u more (Enter lists them) \u2026  %s", t1, ni - 2, t2);
        term_put(p->win, y++, 0, p->w, p->hscroll, buf, A_NORMAL);
    } else {
        for (uint32_t i = bl->first; i <= bl->last && y < p->h; i++) {
            if (y == p->h - 1 && i < bl->last) {
                snprintf(buf, sizeof buf, "\u2026 %u more", bl->last - i + 1);
                term_put(p->win, y++, 0, p->w, 0, buf, term_attr(TR_DIM));
                break;
            }
            insn_text(c, cp->rdna, i, t1, sizeof t1);
            term_put(p->win, y++, 0, p->w, p->hscroll, t1, A_NORMAL);
        }
    }
    if (y < p->h && !cp->expanded)
        term_put(p->win, y++, 0, p->w, 0, "\u2502 fall-through   \u250a taken branch   \u25bc/\u25bd into the "
                 "target   \u21baSn back edge to loop header Sn   Ln loop depth (* header)", term_attr(TR_DIM));
    for (; y < p->h; y++)
        term_put(p->win, y, 0, p->w, 0, "", A_NORMAL);
}

static void cfg_draw(struct pane *p, const struct view_ctx *c, int focused)
{
    struct cfg_priv *cp = p->priv;
    set_title(p);
    tr_title(p, focused);
    if (!cp->g[cp->rdna]->nblocks) {
        for (int y = 1; y < p->h; y++)
            term_put(p->win, y, 0, p->w, 0, "", A_NORMAL);
        return;
    }
    if (box_width(p->w) != cp->box_w) {
        /* the terminal's width changed the boxes': lay out again */
        int old = cp->box_w;
        cp->box_w = box_width(p->w);
        if (make_layout(cp, c)) {
            cp->box_w = old;
            make_layout(cp, c);
        }
    }
    show_block(p);
    int gh = graph_rows(p);
    if (!cp->cv.c) {
        char m[160];
        snprintf(m, sizeof m, "the graph is too large to draw here (%d x %d cells): :export cfg FILE.dot",
                 cp->lay ? cp->lay->width : 0, cp->lay ? cp->lay->height : 0);
        for (int r = 0; r < gh; r++)
            term_put(p->win, 1 + r, 0, p->w, 0, r ? "" : m, term_attr(TR_ERROR));
    } else {
        draw_graph(p, c, focused, gh);
    }
    draw_detail(p, c, 1 + gh);
}

/* ---- open, rows, requests ---------------------------------------------- */

static void free_graphs(struct cfg_priv *cp)
{
    drop_layout(cp);
    for (int i = 0; i < 2; i++) {
        cfg_free(cp->g[i]);
        cp->g[i] = NULL;
    }
    free(cp->insn_xline);
    cp->insn_xline = NULL;
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
        cp->vx = cp->vy = 0;
    }
    cp->s = c->s;
    cp->fi = c->fi;
    cp->tab_from = cp->tab_to = CFG_NONE;
    for (int i = 0; i < 2; i++)
        if (!mir_of(c, i) || cfg_build(mir_of(c, i), &cp->g[i], NULL))
            return -1;
    const struct xfunc *xf = session_xfunc(c->s, c->fi);
    cp->ninsn_x = xf->fn->ninsns;
    cp->insn_xline = malloc((cp->ninsn_x + 1) * sizeof *cp->insn_xline);
    if (!cp->insn_xline)
        return -1;
    for (size_t i = 0; i < cp->ninsn_x; i++)
        cp->insn_xline[i] = -1;
    for (size_t l = xf->nlines; l-- > 0;)
        if (xf->lines[l].kind == XL_INSN && (size_t)xf->lines[l].insn < cp->ninsn_x)
            cp->insn_xline[xf->lines[l].insn] = (int32_t)l;
    if (make_layout(cp, c))
        return -1;
    p->nrows = cp->g[cp->rdna]->nblocks;
    pane_set_cursor(p, p->cur);
    if (p->cur == 0)
        pane_follow(p, c);
    set_title(p);
    return 0;
}

/* Row i is block order[i] (for following the selection and searching). */
static void cfg_row(struct pane *p, const struct view_ctx *c, size_t i, struct row *r)
{
    const struct cfg_priv *cp = p->priv;
    row_reset(r);
    r->kind = ROW_LABEL;
    if (!cp->order || i >= p->nrows)
        return;
    uint32_t b = cp->order[i];
    if (!r->notext) {
        const struct cfg_block *bl = &cp->g[cp->rdna]->blocks[b];
        snprintf(r->text, sizeof r->text, "%s%u %04x..%04x", cp->rdna ? "R" : "S", b, bl->start, bl->end);
    }
    if (sel_block(cp, c) == b)
        r->mark = MARK_LINKED;
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
    p->cur = cp->pos[b];
}

/* The nearest block left (dir -1) or right (+1) of the focused one in its layer. */
static int neighbour(struct pane *p, int dir)
{
    struct cfg_priv *cp = p->priv;
    const struct cfg_layout *l = cp->lay;
    const struct cfg_lnode *nd = &l->nodes[cur_block(p)];
    long i = (long)l->layer_start[nd->layer] + nd->order + dir;
    for (; i >= (long)l->layer_start[nd->layer] && i < (long)l->layer_start[nd->layer + 1]; i += dir)
        if (l->nodes[l->layer_nodes[i]].block != CFG_NONE) {
            go_block(p, l->layer_nodes[i], 0);
            return 1;
        }
    return 0;
}

/* Scroll the window by rows (page keys); the focus goes to the first block
 * (in layout order) whose rows are inside it, unless it is there already. */
static void scroll_rows(struct pane *p, int32_t rows)
{
    struct cfg_priv *cp = p->priv;
    int32_t gh = graph_rows(p), maxy = cp->lay->height - gh + 1;
    cp->vy += rows;
    if (cp->vy > maxy) cp->vy = maxy;
    if (cp->vy < 0) cp->vy = 0;
    for (size_t k = 0; k < p->nrows; k++) {
        const struct cfg_lnode *nd = &cp->lay->nodes[cp->order[k]];
        if (nd->y >= cp->vy && nd->y + BOX_H <= cp->vy + gh) {
            const struct cfg_lnode *f = &cp->lay->nodes[cur_block(p)];
            if (f->y < cp->vy || f->y + BOX_H > cp->vy + gh)
                p->cur = k;
            break;
        }
    }
    cp->shown = (size_t)-1;     /* show_block brings it into view sideways */
}

static int move_request(struct pane *p, struct view_ctx *c, enum request r)
{
    struct cfg_priv *cp = p->priv;
    int32_t gh = graph_rows(p);
    switch (r) {
    case REQ_MOVE_DOWN: case REQ_STEP_NEXT: if (p->cur + 1 < p->nrows) p->cur++; break;
    case REQ_MOVE_UP: if (p->cur) p->cur--; break;
    case REQ_MOVE_FIRST: p->cur = 0; break;
    case REQ_MOVE_LAST: p->cur = p->nrows ? p->nrows - 1 : 0; break;
    case REQ_SCROLL_LEFT: case REQ_SCROLL_RIGHT:
        if (!neighbour(p, r == REQ_SCROLL_LEFT ? -1 : 1)) {
            cp->vx += r == REQ_SCROLL_LEFT ? -8 : 8;
            if (cp->vx < 0) cp->vx = 0;
            if (cp->vx > cp->lay->width) cp->vx = cp->lay->width;
            snprintf(c->note, sizeof c->note, "no block %s of this one in its layer: scrolled",
                     r == REQ_SCROLL_LEFT ? "left" : "right");
            return TUI_HANDLED | TUI_REDRAW;
        }
        break;
    case REQ_HALF_DOWN: scroll_rows(p, gh / 2 ? gh / 2 : 1); break;
    case REQ_HALF_UP: scroll_rows(p, -(gh / 2 ? gh / 2 : 1)); break;
    case REQ_PAGE_DOWN: scroll_rows(p, gh); break;
    case REQ_PAGE_UP: scroll_rows(p, -gh); break;
    default: return 0;
    }
    return TUI_HANDLED | TUI_REDRAW | TUI_SELECT;
}

/* Tab: the successors in turn (Tab again: the next one). */
static int tab_successor(struct pane *p, struct view_ctx *c)
{
    struct cfg_priv *cp = p->priv;
    const struct cfg *g = cp->g[cp->rdna];
    uint32_t b = cur_block(p), from = b, k = 0;
    if (b == cp->tab_to && cp->tab_from != CFG_NONE) {
        from = cp->tab_from;
        k = cp->succ_i + 1;
    }
    const struct cfg_block *fb = &g->blocks[from];
    const char *B = cp->rdna ? "R" : "S";
    if (!fb->nsuccs) {
        snprintf(c->note, sizeof c->note, "%s%u has no successor", B, from);
        return TUI_HANDLED | TUI_REDRAW;
    }
    k %= fb->nsuccs;
    const struct cfg_edge *e = &g->edges[fb->succ + k];
    go_block(p, e->to, from == b);
    cp->tab_from = from;
    cp->tab_to = e->to;
    cp->succ_i = k;
    if (e->to == from)
        snprintf(c->note, sizeof c->note, "successor %u of %u of %s%u is %s%u itself (%s edge: a loop of one "
                 "block): the focus stays%s", k + 1, fb->nsuccs, B, from, B, from, edge_glyph(e),
                 fb->nsuccs > 1 ? "; Tab again for the next" : "");
    else
        snprintf(c->note, sizeof c->note, "successor %u of %u of %s%u: %s edge to %s%u", k + 1,
                 fb->nsuccs, B, from, edge_glyph(e), B, e->to);
    return TUI_HANDLED | TUI_REDRAW | TUI_SELECT;
}

static int follow_branch(struct pane *p, struct view_ctx *c)
{
    struct cfg_priv *cp = p->priv;
    const struct cfg *g = cp->g[cp->rdna];
    uint32_t b = cur_block(p);
    const struct cfg_block *bl = &g->blocks[b];
    const struct cfg_edge *e = NULL;
    for (uint32_t k = 0; k < bl->nsuccs && !e; k++)
        if (g->edges[bl->succ + k].kind == CFG_EDGE_TAKEN)
            e = &g->edges[bl->succ + k];
    if (!e && bl->nsuccs)
        e = &g->edges[bl->succ];
    const char *B = cp->rdna ? "R" : "S";
    if (!e) {
        snprintf(c->note, sizeof c->note, "%s%u ends the function: no branch to follow", B, b);
        return TUI_HANDLED | TUI_REDRAW;
    }
    go_block(p, e->to, 1);
    if (e->to == b)
        snprintf(c->note, sizeof c->note, "the %s edge of %s%u goes to %s%u itself (a loop of one block): "
                 "the focus stays", edge_glyph(e), B, b, B, b);
    else
        snprintf(c->note, sizeof c->note, "followed the %s edge %s%u -> %s%u ({step-prev b} goes back)",
                 edge_glyph(e), B, b, B, e->to);
    return TUI_HANDLED | TUI_REDRAW | TUI_SELECT;
}

static int toggle_isa(struct pane *p, struct view_ctx *c)
{
    struct cfg_priv *cp = p->priv;
    cp->rdna = !cp->rdna;
    cp->nhist = 0;
    cp->vx = cp->vy = 0;
    if (make_layout(cp, c)) {
        cp->rdna = !cp->rdna;
        snprintf(c->note, sizeof c->note, "out of memory laying out the graph");
        c->note_err = 1;
        make_layout(cp, c);
        return TUI_HANDLED | TUI_REDRAW;
    }
    p->nrows = cp->g[cp->rdna]->nblocks;
    p->cur = p->top = 0;
    pane_follow(p, c);
    snprintf(c->note, sizeof c->note, "cfg of the %s", cp->rdna ? "translated RDNA3" : "SASS");
    return TUI_HANDLED | TUI_REDRAW;
}

/* A function without instructions has no block to move to. */
static int empty_request(struct pane *p, struct view_ctx *c, enum request r)
{
    if (r == REQ_TOGGLE_ISA)
        return toggle_isa(p, c);
    if ((r >= REQ_MOVE_DOWN && r <= REQ_SCROLL_RIGHT) || r == REQ_FOCUS_NEXT || r == REQ_FOLLOW_BRANCH ||
        r == REQ_STEP_NEXT || r == REQ_STEP_PREV || r == REQ_EDIT_INSN) {
        snprintf(c->note, sizeof c->note, "cfg: the function has no instructions, so no block");
        return TUI_HANDLED | TUI_REDRAW;
    }
    return 0;
}

static int cfg_request(struct pane *p, struct view_ctx *c, enum request r)
{
    struct cfg_priv *cp = p->priv;
    if (!cp->lay)
        return 0;
    if (!cp->g[cp->rdna]->nblocks)
        return empty_request(p, c, r);
    switch (r) {
    case REQ_FOCUS_NEXT: return tab_successor(p, c);
    case REQ_FOLLOW_BRANCH: return follow_branch(p, c);
    case REQ_STEP_PREV:
        if (!cp->nhist) {
            snprintf(c->note, sizeof c->note, "no earlier block in the history");
            return TUI_HANDLED | TUI_REDRAW;
        }
        go_block(p, cp->hist[--cp->nhist], 0);
        return TUI_HANDLED | TUI_REDRAW | TUI_SELECT;
    case REQ_EDIT_INSN:     /* Enter: list every instruction of the block, or fold */
        cp->expanded = !cp->expanded;
        cp->shown = (size_t)-1;
        return TUI_HANDLED | TUI_REDRAW;
    case REQ_TOGGLE_ISA: return toggle_isa(p, c);
    default: return move_request(p, c, r);
    }
}

static void cfg_select(struct pane *p, struct view_ctx *c)
{
    struct cfg_priv *cp = p->priv;
    if (!p->nrows || !cp->order)
        return;
    uint32_t i = cp->g[cp->rdna]->blocks[cur_block(p)].first;
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
    if (cp)
        free_graphs(cp);
    free(cp);
    p->priv = NULL;
}


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

static int cfg_export(struct pane *p, struct view_ctx *c, const char *path)
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

/* ---- commands ----------------------------------------------------------- */

static const struct command_info cfg_commands[] = {
    { "cfg", "", "control-flow graph ({view-cfg}): {move-down}/{move-up} blocks, {focus-next <Tab>} successors, "
                 "{follow-branch} taken branch, {step-prev b} back, {edit-insn <Enter>} expands, {toggle-isa} SASS/RDNA3" },
    { "export", "cfg FILE.dot", "write the shown CFG (SASS or RDNA3) as Graphviz DOT" },
    { NULL, NULL, NULL },
};

static int cfg_command(struct pane *p, struct view_ctx *c, const char *name, const char *arg)
{
    if (strcmp(name, "export"))
        return TUI_HANDLED | TUI_REDRAW;
    if (strncmp(arg, "cfg ", 4) || !arg[4]) {
        snprintf(c->note, sizeof c->note, ":export cfg FILE.dot");
        c->note_err = 1;
        return 0;
    }
    return cfg_export(p, c, arg + 4);
}

static const struct view_ops cfg_ops = {
    .name = "cfg",
    .open = cfg_open,
    .draw = cfg_draw,
    .request = cfg_request,
    .select = cfg_select,
    .row = cfg_row,
    .close = cfg_close,
    .commands = cfg_commands,
    .command = cfg_command,
};

DEFINE_VIEW(cfg)
