/* textrows.h - a list of text rows with a tag each: what the analysis views
 * (cfg, heat, rules, lanes) build on open and hand to pane_draw_rows. */
#ifndef WS_TEXTROWS_H
#define WS_TEXTROWS_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/term/term.h"
#include "view.h"

struct trow {
    char *text;
    int kind;       /* enum row_kind */
    int tag;        /* what the row shows: a block, a step, an instruction ... -1 none */
    int sub;        /* a second index (an instruction of the block) -1 none */
};

struct textrows {
    struct trow *r;
    size_t n, cap;
    int oom;
};

static inline void tr_clear(struct textrows *t)
{
    for (size_t i = 0; i < t->n; i++)
        free(t->r[i].text);
    t->n = 0;
}

static inline void tr_free(struct textrows *t)
{
    tr_clear(t);
    free(t->r);
    t->r = NULL;
    t->cap = 0;
}

static inline void tr_add(struct textrows *t, int kind, int tag, int sub, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

static inline void tr_add(struct textrows *t, int kind, int tag, int sub, const char *fmt, ...)
{
    if (t->n == t->cap) {
        size_t nc = t->cap ? t->cap * 2 : 64;
        struct trow *nr = realloc(t->r, nc * sizeof *nr);
        if (!nr) {
            t->oom = 1;
            return;
        }
        t->r = nr;
        t->cap = nc;
    }
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    char *s = strdup(buf);
    if (!s) {
        t->oom = 1;
        return;
    }
    t->r[t->n++] = (struct trow){ s, kind, tag, sub };
}

/* Add text wrapped at width columns, each piece a row (indent on the rest). */
static inline void tr_wrap(struct textrows *t, int kind, int tag, const char *head, const char *text,
                           int width)
{
    size_t hl = strlen(head), len = strlen(text);
    int w = width - (int)hl > 20 ? width - (int)hl : 60;
    const char *p = text;
    int first = 1;
    while (p < text + len) {
        size_t n = strlen(p);
        if ((int)n > w) {
            n = (size_t)w;
            while (n > 0 && p[n] != ' ')
                n--;
            if (!n)
                n = (size_t)w;
        }
        tr_add(t, kind, tag, -1, "%*s%.*s", (int)hl, first ? head : "", (int)n, p);
        first = 0;
        p += n;
        while (*p == ' ')
            p++;
    }
    if (first)
        tr_add(t, kind, tag, -1, "%s", head);
}

/* Attribute of a row of kind k (cursor: the focused cursor row). */
static inline attr_t tr_attr(int kind, int cursor)
{
    if (cursor)
        return term_attr(TR_CURSOR);
    switch (kind) {
    case ROW_LABEL: return term_attr(TR_LABEL);
    case ROW_COMMENT: return term_attr(TR_DIM);
    case ROW_UNSUP: return term_attr(TR_UNSUP);
    case ROW_ERROR: return term_attr(TR_ERROR);
    case ROW_TEXT: return A_BOLD;
    default: return A_NORMAL;
    }
}

/* Draw rows top.. of t in h lines from line y of w; row cur (or none when
 * cur < 0) marked as the cursor. */
static inline void tr_draw(WINDOW *w, int y, int h, int width, int hscroll, const struct textrows *t,
                           size_t top, long cur)
{
    for (int k = 0; k < h; k++) {
        size_t i = top + (size_t)k;
        if (i >= t->n) {
            term_put(w, y + k, 0, width, 0, "", A_NORMAL);
            continue;
        }
        int c = cur >= 0 && (size_t)cur == i;
        term_put(w, y + k, 0, 1, 0, c ? term_glyph_cursor() : " ", tr_attr(t->r[i].kind, c));
        term_put(w, y + k, 1, width - 1, hscroll, t->r[i].text, tr_attr(t->r[i].kind, c));
    }
}

/* The title row of an analysis view. */
static inline void tr_title(struct pane *p, int focused)
{
    char hint[300], title[304];
    keymap_hint(p->km, p->title, hint, sizeof hint);
    snprintf(title, sizeof title, " %s ", hint);
    term_put(p->win, 0, 0, p->w, 0, title, term_attr(focused ? TR_TITLE_FOCUS : TR_TITLE));
}

#endif
