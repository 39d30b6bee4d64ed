/* source.c - the CUDA source pane: the lines of the function's main file. */
#include "view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct source_priv {
    int missing;        /* the file was not found: rows show only numbers */
};

static int source_open(struct pane *p, const struct view_ctx *c)
{
    struct session *s = c->s;
    if (!p->priv && !(p->priv = calloc(1, sizeof(struct source_priv))))
        return -1;
    struct source_priv *sp = p->priv;
    sp->missing = 1;
    p->nrows = 0;
    if (c->main_file < 0) {
        snprintf(p->title, sizeof p->title, "source (no line info)");
        p->nrows = 1;
    } else {
        const struct session_src *src = &s->srcs[c->main_file];
        const char *base = strrchr(src->name, '/');
        base = base ? base + 1 : src->name;
        /* with several FILEs open, the directory tells two kernel.cu apart */
        if (c->qualify && base - 1 > src->name) {
            const char *d = base - 1;
            while (d > src->name && d[-1] != '/')
                d--;
            base = d;
        }
        sp->missing = src->missing;
        if (src->missing) {
            int lo, hi;
            align_line_span(session_align(s, c->fi), c->main_file, &lo, &hi);
            p->nrows = (size_t)hi + 1;   /* row 0: the message */
            snprintf(p->title, sizeof p->title, "%s (missing)", base);
        } else {
            p->nrows = src->nlines;
            snprintf(p->title, sizeof p->title, "%s", base);
        }
    }
    pane_set_cursor(p, p->cur);
    return 0;
}

/* Source line shown on row i (1-based), 0 for the message row. */
static int row_line(const struct pane *p, size_t i)
{
    const struct source_priv *sp = p->priv;
    return sp->missing ? (int)i : (int)i + 1;
}

static void source_row(struct pane *p, const struct view_ctx *c, size_t i, struct row *r)
{
    const struct source_priv *sp = p->priv;
    row_reset(r);
    r->kind = ROW_TEXT;
    r->loc = (struct align_loc){ -1, 0 };
    if (c->main_file < 0) {
        snprintf(r->text, sizeof r->text, "the listing has no line information");
        return;
    }
    int line = row_line(p, i);
    if (sp->missing && line == 0) {
        snprintf(r->text, sizeof r->text, "source not found: %s", c->s->srcs[c->main_file].path);
        r->kind = ROW_ERROR;
        return;
    }
    snprintf(r->gutter, sizeof r->gutter, "%4d ", line);
    const char *t = session_src_line(c->s, c->main_file, (size_t)line - 1);
    snprintf(r->text, sizeof r->text, "%s", t ? t : "");
    const struct align *a = session_align(c->s, c->fi);
    if (align_line_sass(a, c->main_file, line).n)
        r->loc = (struct align_loc){ c->main_file, line };
    if (c->sel.loc.file == c->main_file && c->sel.loc.line == line)
        r->mark = MARK_LINKED;
}

static void source_draw(struct pane *p, const struct view_ctx *c, int focused)
{
    pane_draw_rows(p, c, focused);
}

static int source_request(struct pane *p, struct view_ctx *c, enum request r)
{
    (void)c;
    return pane_move(p, r);
}

static void source_select(struct pane *p, struct view_ctx *c)
{
    int line = row_line(p, p->cur);
    c->sel.kind = SEL_SOURCE;
    c->sel.index = line;
    c->sel.loc = (struct align_loc){ line > 0 ? c->main_file : -1, line };
}

static void source_close(struct pane *p)
{
    free(p->priv);
    p->priv = NULL;
}

static const struct view_ops source_ops = {
    .name = "source",
    .open = source_open,
    .draw = source_draw,
    .request = source_request,
    .select = source_select,
    .row = source_row,
    .close = source_close,
};

DEFINE_VIEW(source)
