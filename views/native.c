/* native.c - clang-19's own gfx1100 code for the kernel (the sample's
 * gfx1100.s), aligned through its .loc lines. */
#include "view.h"

#include "base/strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct native_row {
    int label;          /* label row (index into labels) or instruction */
    int index;
};

struct native_priv {
    struct native_row *rows;
};

static int native_open(struct pane *p, const struct view_ctx *c)
{
    struct native_priv *np = p->priv;
    if (!np && !(np = p->priv = calloc(1, sizeof *np)))
        return -1;
    free(np->rows);
    np->rows = NULL;
    p->nrows = 0;
    const struct rdna_function *f = session_native_fn(c->s, c->fi);
    snprintf(p->title, sizeof p->title, "native clang-19 %s", f ? "gfx1100" : "(none)");
    if (!f) {
        pane_set_cursor(p, 0);
        return 0;
    }
    np->rows = malloc((f->ninsns + f->nlabels + 1) * sizeof *np->rows);
    if (!np->rows)
        return -1;
    size_t l = 0;
    for (size_t i = 0; i < f->ninsns; i++) {
        while (l < f->nlabels && f->labels[l].index <= i)
            np->rows[p->nrows++] = (struct native_row){ 1, (int)l++ };
        np->rows[p->nrows++] = (struct native_row){ 0, (int)i };
    }
    pane_set_cursor(p, p->cur);
    return 0;
}

static void native_row(struct pane *p, const struct view_ctx *c, size_t i, struct row *r)
{
    const struct native_priv *np = p->priv;
    const struct rdna_function *f = session_native_fn(c->s, c->fi);
    row_reset(r);
    if (np->rows[i].label) {
        r->kind = ROW_LABEL;
        if (!r->notext)
            snprintf(r->text, sizeof r->text, "%s:", f->labels[np->rows[i].index].name);
        return;
    }
    int ni = np->rows[i].index;
    r->kind = ROW_INSN;
    r->loc = align_native_loc(session_align(c->s, c->fi), (size_t)ni);
    r->mark = view_mark_loc(c, r->loc);
    if (c->sel.kind == SEL_NATIVE)
        r->mark = ni == c->sel.index ? MARK_LINKED : r->mark;
    else if (r->mark == MARK_SAME_LINE)
        r->mark = MARK_LINKED;
    if (r->notext)
        return;
    struct strbuf b;
    sb_init(&b);
    rdna_print_insn(&b, &f->insns[ni]);
    snprintf(r->text, sizeof r->text, " %s", b.s ? b.s : "");
    sb_free(&b);
}

static void native_draw(struct pane *p, const struct view_ctx *c, int focused)
{
    pane_draw_rows(p, c, focused);
}

static int native_request(struct pane *p, struct view_ctx *c, enum request r)
{
    (void)c;
    return pane_move(p, r);
}

static void native_select(struct pane *p, struct view_ctx *c)
{
    const struct native_priv *np = p->priv;
    size_t i = p->cur;
    while (i < p->nrows && np->rows[i].label)
        i++;
    c->sel.kind = SEL_NATIVE;
    c->sel.index = i < p->nrows ? np->rows[i].index : -1;
    c->sel.loc = c->sel.index >= 0 ? align_native_loc(session_align(c->s, c->fi), (size_t)c->sel.index)
                                   : (struct align_loc){ -1, 0 };
}

static void native_close(struct pane *p)
{
    struct native_priv *np = p->priv;
    if (np)
        free(np->rows);
    free(np);
    p->priv = NULL;
}

static const struct command_info native_commands[] = {
    { "native", "", "show or hide the native clang-19 gfx1100 pane" },
    { NULL, NULL, NULL },
};

static const struct view_ops native_ops = {
    .name = "native",
    .open = native_open,
    .draw = native_draw,
    .request = native_request,
    .select = native_select,
    .row = native_row,
    .close = native_close,
    .commands = native_commands,
};

DEFINE_VIEW(native)
