/* source.c - the CUDA source pane: the lines of the function's main file. */
#include "view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A missing source shows what was looked for, wrapped to the pane, with a
 * hint, then one row per line that has code (no empty numbered lines). */
#define SRC_MSG_ROWS 16

struct source_priv {
    int missing;        /* the file was not found */
    int width;          /* the message was wrapped for this width, 0: not yet */
    size_t nmsg;        /* message rows first */
    char msg[SRC_MSG_ROWS][160];
    size_t ncode;       /* then the lines with code */
    int *code;
};

/* Add lead and text to the message rows, wrapped at width: text on the
 * lead's row when it fits there, else on rows of its own, broken after a
 * space or a '/' when there is one in the second half of a row, else cut. */
static void msg_wrap(struct source_priv *sp, const char *lead, const char *text, int width)
{
    size_t w = width < 16 ? 16 : (size_t)width;
    if (w >= sizeof sp->msg[0])
        w = sizeof sp->msg[0] - 1;
    size_t ll = strlen(lead), tl = strlen(text);
    int inline_lead = ll && ll + tl <= w;
    if (ll && !inline_lead && sp->nmsg < SRC_MSG_ROWS)
        snprintf(sp->msg[sp->nmsg++], sizeof sp->msg[0], "%s", lead);
    const char *p = text;
    int first = 1;
    while (sp->nmsg < SRC_MSG_ROWS && *p) {
        size_t n = strlen(p);
        if (n > w) {
            size_t cut = 0;
            for (size_t k = w; k > w / 2 && !cut; k--)
                if (p[k - 1] == ' ' || p[k - 1] == '/')
                    cut = k;
            n = cut ? cut : w;
        }
        snprintf(sp->msg[sp->nmsg++], sizeof sp->msg[0], "%s%.*s", first && inline_lead ? lead : "",
                 (int)n, p);
        p += n;
        while (*p == ' ')
            p++;
        first = 0;
    }
}

static void build_message(struct source_priv *sp, const struct view_ctx *c, int width)
{
    const struct session *s = c->s;
    const struct session_src *src = &s->srcs[c->main_file];
    sp->width = width;
    sp->nmsg = 0;
    char buf[4600];
    snprintf(buf, sizeof buf, "%s", src->name);
    msg_wrap(sp, "source not found: ", buf, width);
    /* where it was looked for: the path, then the source directories */
    buf[0] = 0;
    enum srcpath_kind kind;
    const char *from, *to;
    for (size_t i = 0; !srcpath_rule_get(&s->sp, i, &kind, &from, &to); i++) {
        size_t l = strlen(buf);
        if (kind == SRCPATH_DIR && l + strlen(from) + 8 < sizeof buf)
            snprintf(buf + l, sizeof buf - l, "%s%s", l ? ", " : "", from);
    }
    if (buf[0])
        msg_wrap(sp, "also looked under: ", buf, width);
    msg_wrap(sp, "", "point to it: :source-dir DIR or :substitute-path FROM TO "
             "(warpscope FILE --source-dir DIR); :w config keeps it", width);
    if (sp->nmsg < SRC_MSG_ROWS)
        sp->msg[sp->nmsg++][0] = 0;
}

static int source_open(struct pane *p, const struct view_ctx *c)
{
    struct session *s = c->s;
    if (!p->priv && !(p->priv = calloc(1, sizeof(struct source_priv))))
        return -1;
    struct source_priv *sp = p->priv;
    sp->missing = 1;
    sp->nmsg = 0;
    sp->ncode = 0;
    sp->width = 0;
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
            const struct align *a = session_align(s, c->fi);
            align_line_span(a, c->main_file, &lo, &hi);
            free(sp->code);
            sp->code = malloc(((size_t)(hi > 0 ? hi : 0) + 1) * sizeof *sp->code);
            if (!sp->code)
                return -1;
            for (int l = lo > 0 ? lo : 1; l <= hi; l++)
                if (align_line_sass(a, c->main_file, l).n)
                    sp->code[sp->ncode++] = l;
            build_message(sp, c, p->w > 8 ? p->w - 4 : 72);
            p->nrows = sp->nmsg + sp->ncode;
            snprintf(p->title, sizeof p->title, "%s (missing)", base);
        } else {
            p->nrows = src->nlines;
            snprintf(p->title, sizeof p->title, "%s", base);
        }
    }
    pane_set_cursor(p, p->cur);
    return 0;
}

/* Source line shown on row i (1-based), 0 for a message row. */
static int row_line(const struct pane *p, size_t i)
{
    const struct source_priv *sp = p->priv;
    if (!sp->missing)
        return (int)i + 1;
    return i >= sp->nmsg && i - sp->nmsg < sp->ncode ? sp->code[i - sp->nmsg] : 0;
}

size_t view_source_row_of_line(const struct pane *p, int line)
{
    const struct source_priv *sp = p->priv;
    if (!sp || !sp->missing)
        return line > 0 ? (size_t)line - 1 : 0;
    size_t k = 0;
    while (k + 1 < sp->ncode && sp->code[k] < line)
        k++;
    return sp->nmsg + k;
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
        snprintf(r->text, sizeof r->text, "%s", i < sp->nmsg ? sp->msg[i] : "");
        r->kind = i == 0 ? ROW_ERROR : ROW_COMMENT;
        return;
    }
    snprintf(r->gutter, sizeof r->gutter, "%4d ", line);
    const struct align *a = session_align(c->s, c->fi);
    size_t n = align_line_sass(a, c->main_file, line).n;
    if (sp->missing) {
        snprintf(r->text, sizeof r->text, "(line not shown: %zu SASS instruction%s)", n,
                 n == 1 ? "" : "s");
        r->kind = ROW_COMMENT;
    } else {
        const char *t = session_src_line(c->s, c->main_file, (size_t)line - 1);
        snprintf(r->text, sizeof r->text, "%s", t ? t : "");
    }
    if (n)
        r->loc = (struct align_loc){ c->main_file, line };
    if (c->sel.loc.file == c->main_file && c->sel.loc.line == line)
        r->mark = MARK_LINKED;
}

static void source_draw(struct pane *p, const struct view_ctx *c, int focused)
{
    struct source_priv *sp = p->priv;
    int width = p->w > 8 ? p->w - 4 : 72;
    if (sp->missing && c->main_file >= 0 && sp->width != width) {
        /* rewrap for this width: the rows below the message move with it */
        size_t old = sp->nmsg;
        build_message(sp, c, width);
        p->nrows = sp->nmsg + sp->ncode;
        if (p->cur >= old)
            p->cur = p->cur - old + sp->nmsg;
        pane_set_cursor(p, p->cur);
    }
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
    struct source_priv *sp = p->priv;
    if (sp)
        free(sp->code);
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
