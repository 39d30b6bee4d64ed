/* rdna.c - the translated RDNA3 pane: every line warpscope's translation
 * made of the function (prologue, instructions, labels, UNSUPPORTED). */
#include "view.h"

#include "base/strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct xfunc *xf_of(const struct view_ctx *c)
{
    return session_xfunc(c->s, c->fi);
}

static int rdna_open(struct pane *p, const struct view_ctx *c)
{
    const struct xfunc *xf = xf_of(c);
    p->nrows = xf ? xf->nlines : 0;
    const struct xlate_result *xr = c->s->xr;
    snprintf(p->title, sizeof p->title, "RDNA3 %s w%d (warpscope)", xr->opts.target->name,
             xr->opts.wave);
    pane_set_cursor(p, p->cur);
    return 0;
}

static void rdna_row(struct pane *p, const struct view_ctx *c, size_t i, struct row *r)
{
    (void)p;
    const struct xfunc *xf = xf_of(c);
    const struct align *a = session_align(c->s, c->fi);
    const struct xline *l = &xf->lines[i];
    row_reset(r);
    r->loc = align_xlate_loc(a, i);
    switch (l->kind) {
    case XL_LABEL: r->kind = ROW_LABEL; break;
    case XL_COMMENT: r->kind = ROW_COMMENT; break;
    case XL_UNSUPPORTED: r->kind = ROW_UNSUP; break;
    default: r->kind = ROW_INSN; break;
    }
    int s = align_xlate_sass(a, i);
    r->mark = view_mark_loc(c, r->loc);
    switch (c->sel.kind) {
    case SEL_SASS:
        if (s >= 0 && s == c->sel.index) r->mark = MARK_LINKED;
        break;
    case SEL_XLATE:
        if ((int)i == c->sel.index) r->mark = MARK_LINKED;
        break;
    default:
        if (r->mark == MARK_SAME_LINE) r->mark = MARK_LINKED;
        break;
    }
    if (r->notext)
        return;
    if (l->kind == XL_INSN) {
        struct strbuf b;
        sb_init(&b);
        rdna_print_insn(&b, &xf->fn->insns[l->insn]);
        snprintf(r->text, sizeof r->text, " %s", b.s ? b.s : "");
        sb_free(&b);
    } else if (l->kind == XL_LABEL) {
        snprintf(r->text, sizeof r->text, "%s:", l->text ? l->text : "");
    } else {
        snprintf(r->text, sizeof r->text, " ; %s", l->text ? l->text : "");
    }
}

/* The rows rdna_row marks linked: a SASS instruction's lines (the
 * alignment's set for it), or the selected line itself. */
static int rdna_linked(struct pane *p, const struct view_ctx *c, size_t *first, size_t *last)
{
    const struct xfunc *xf = xf_of(c);
    const struct align *a = session_align(c->s, c->fi);
    if (!xf || !a || p->nrows != xf->nlines)
        return -1;
    switch (c->sel.kind) {
    case SEL_SASS: {
        if (c->sel.index < 0)
            return 0;
        struct align_set set = align_sass_xlate(a, (size_t)c->sel.index);
        if (!set.n)
            return 0;
        *first = (size_t)set.idx[0];
        *last = (size_t)set.idx[set.n - 1];
        return 1;
    }
    case SEL_XLATE:
        if (c->sel.index < 0 || (size_t)c->sel.index >= p->nrows)
            return 0;
        *first = *last = (size_t)c->sel.index;
        return 1;
    default:
        return -1;      /* by source line: the rows' own locations */
    }
}

static void rdna_draw(struct pane *p, const struct view_ctx *c, int focused)
{
    pane_draw_rows(p, c, focused);
}

static int rdna_request(struct pane *p, struct view_ctx *c, enum request r)
{
    (void)c;
    return pane_move(p, r);
}

static void rdna_select(struct pane *p, struct view_ctx *c)
{
    c->sel.kind = SEL_XLATE;
    c->sel.index = (int)p->cur;
    c->sel.loc = align_xlate_loc(session_align(c->s, c->fi), p->cur);
}

static void rdna_close(struct pane *p)
{
    p->priv = NULL;
}

static const struct view_ops rdna_ops = {
    .name = "rdna",
    .open = rdna_open,
    .draw = rdna_draw,
    .request = rdna_request,
    .select = rdna_select,
    .row = rdna_row,
    .linked = rdna_linked,
    .close = rdna_close,
};

DEFINE_VIEW(rdna)
