/* sass.c - the SASS pane: labels and instructions of the function. */
#include "view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct sass_row {
    int label;          /* a label row (index into labels) or an instruction */
    int index;
};

struct sass_priv {
    struct sass_row *rows;
    size_t cap;
};

static const struct sass_function *label_fn;   /* by_offset's function */

static int by_offset(const void *a, const void *b)
{
    size_t x = *(const size_t *)a, y = *(const size_t *)b;
    uint32_t ox = label_fn->labels[x].offset, oy = label_fn->labels[y].offset;
    return ox != oy ? (ox < oy ? -1 : 1) : (x > y) - (x < y);
}

static int sass_open(struct pane *p, const struct view_ctx *c)
{
    if (!p->priv && !(p->priv = calloc(1, sizeof(struct sass_priv))))
        return -1;
    struct sass_priv *sp = p->priv;
    const struct sass_function *f = session_sass_fn(c->s, c->fi);
    size_t n = f->ninsns + f->nlabels;
    if (n + 1 > sp->cap) {
        struct sass_row *r = realloc(sp->rows, (n + 1) * sizeof *r);
        if (!r)
            return -1;
        sp->rows = r;
        sp->cap = n + 1;
    }
    /* the labels by offset (then by their order), walked beside the
     * instructions: before each instruction the labels naming it */
    size_t *lab = malloc((f->nlabels + 1) * sizeof *lab);
    if (!lab)
        return -1;
    for (size_t l = 0; l < f->nlabels; l++)
        lab[l] = l;
    label_fn = f;
    int sorted = 1;     /* the parser's order mostly: then no sort */
    for (size_t l = 1; l < f->nlabels && sorted; l++)
        sorted = by_offset(&lab[l - 1], &lab[l]) < 0;
    if (!sorted)
        qsort(lab, f->nlabels, sizeof *lab, by_offset);
    p->nrows = 0;
    size_t l = 0;
    for (size_t i = 0; i < f->ninsns; i++) {
        uint32_t off = f->insns[i].offset;
        if (i && off < f->insns[i - 1].offset)
            l = 0;                              /* (offsets out of order: from the start) */
        while (l < f->nlabels && f->labels[lab[l]].offset < off)
            l++;
        for (size_t k = l; k < f->nlabels && f->labels[lab[k]].offset == off; k++)
            sp->rows[p->nrows++] = (struct sass_row){ 1, (int)lab[k] };
        sp->rows[p->nrows++] = (struct sass_row){ 0, (int)i };
    }
    free(lab);
    snprintf(p->title, sizeof p->title, "SASS sm_%d", c->s->sass->sm ? c->s->sass->sm : 0);
    pane_set_cursor(p, p->cur);
    return 0;
}

/* Instruction of row i (a label row: the instruction it names). */
static int row_insn(const struct pane *p, size_t i)
{
    const struct sass_priv *sp = p->priv;
    while (i < p->nrows && sp->rows[i].label)
        i++;
    return i < p->nrows ? sp->rows[i].index : -1;
}

static void sass_row(struct pane *p, const struct view_ctx *c, size_t i, struct row *r)
{
    const struct sass_priv *sp = p->priv;
    const struct sass_function *f = session_sass_fn(c->s, c->fi);
    const struct align *a = session_align(c->s, c->fi);
    row_reset(r);
    r->loc = (struct align_loc){ -1, 0 };
    if (sp->rows[i].label) {
        r->kind = ROW_LABEL;
        snprintf(r->gutter, sizeof r->gutter, "     ");
        snprintf(r->text, sizeof r->text, "%s:", f->labels[sp->rows[i].index].name);
        return;
    }
    int ii = sp->rows[i].index;
    const struct sass_insn *in = &f->insns[ii];
    r->kind = ROW_INSN;
    r->loc = align_sass_loc(a, (size_t)ii);
    snprintf(r->gutter, sizeof r->gutter, "%04x ", in->offset);
    if (ii == c->err_insn && c->err_msg) {
        r->kind = ROW_ERROR;
        snprintf(r->text, sizeof r->text, "%s", c->err_msg);
    } else {
        snprintf(r->text, sizeof r->text, "%s", in->text);
    }
    r->mark = view_mark_loc(c, r->loc);
    switch (c->sel.kind) {
    case SEL_SASS:
        if (c->sel.index == ii) r->mark = MARK_LINKED;
        break;
    case SEL_XLATE:
        if (align_xlate_sass(a, (size_t)c->sel.index) == ii) r->mark = MARK_LINKED;
        break;
    default:
        if (r->mark == MARK_SAME_LINE) r->mark = MARK_LINKED;
        break;
    }
}

static void sass_draw(struct pane *p, const struct view_ctx *c, int focused)
{
    pane_draw_rows(p, c, focused);
}

static int sass_request(struct pane *p, struct view_ctx *c, enum request r)
{
    (void)c;
    return pane_move(p, r);
}

static void sass_select(struct pane *p, struct view_ctx *c)
{
    int ii = row_insn(p, p->cur);
    c->sel.kind = SEL_SASS;
    c->sel.index = ii;
    c->sel.loc = ii >= 0 ? align_sass_loc(session_align(c->s, c->fi), (size_t)ii)
                         : (struct align_loc){ -1, 0 };
}

static void sass_close(struct pane *p)
{
    struct sass_priv *sp = p->priv;
    if (sp)
        free(sp->rows);
    free(sp);
    p->priv = NULL;
}

static const struct view_ops sass_ops = {
    .name = "sass",
    .open = sass_open,
    .draw = sass_draw,
    .request = sass_request,
    .select = sass_select,
    .row = sass_row,
    .close = sass_close,
};

DEFINE_VIEW(sass)

/* The SASS instruction under the cursor of a SASS pane, -1 none. */
int view_sass_cursor_insn(const struct pane *p)
{
    return p->priv ? row_insn(p, p->cur) : -1;
}

/* Put a SASS pane's cursor on instruction ii. */
void view_sass_goto_insn(struct pane *p, int ii)
{
    const struct sass_priv *sp = p->priv;
    for (size_t i = 0; sp && i < p->nrows; i++)
        if (!sp->rows[i].label && sp->rows[i].index == ii) {
            pane_set_cursor(p, i);
            return;
        }
}
