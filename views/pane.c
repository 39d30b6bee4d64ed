/* pane.c - drawing and cursor movement shared by the views. */
#include "view.h"

#include "ui/term/term.h"

#include <stdio.h>
#include <string.h>

size_t pane_body_rows(const struct pane *p)
{
    return p->h > 1 ? (size_t)(p->h - 1) : 1;
}

void pane_set_cursor(struct pane *p, size_t i)
{
    if (!p->nrows) {
        p->cur = p->top = 0;
        return;
    }
    if (i >= p->nrows)
        i = p->nrows - 1;
    p->cur = i;
    size_t body = pane_body_rows(p);
    if (p->cur < p->top)
        p->top = p->cur;
    else if (p->cur >= p->top + body)
        p->top = p->cur - body + 1;
}

int pane_move(struct pane *p, enum request r)
{
    size_t body = pane_body_rows(p), half = body / 2 ? body / 2 : 1;
    size_t cur = p->cur;
    switch (r) {
    case REQ_MOVE_DOWN: cur = cur + 1 < p->nrows ? cur + 1 : cur; break;
    case REQ_MOVE_UP: cur = cur ? cur - 1 : 0; break;
    case REQ_MOVE_FIRST: cur = 0; break;
    case REQ_MOVE_LAST: cur = p->nrows ? p->nrows - 1 : 0; break;
    case REQ_HALF_DOWN: cur += half; p->top += half; break;
    case REQ_HALF_UP: cur = cur > half ? cur - half : 0; p->top = p->top > half ? p->top - half : 0; break;
    case REQ_PAGE_DOWN: cur += body; p->top += body; break;
    case REQ_PAGE_UP: cur = cur > body ? cur - body : 0; p->top = p->top > body ? p->top - body : 0; break;
    case REQ_SCROLL_LEFT:
        p->hscroll = p->hscroll > 8 ? p->hscroll - 8 : 0;
        return TUI_HANDLED | TUI_REDRAW;
    case REQ_SCROLL_RIGHT:
        p->hscroll += 8;
        return TUI_HANDLED | TUI_REDRAW;
    default:
        return 0;
    }
    if (p->nrows && p->top + body > p->nrows)
        p->top = p->nrows > body ? p->nrows - body : 0;
    pane_set_cursor(p, cur);
    return TUI_HANDLED | TUI_REDRAW | TUI_SELECT;
}

void pane_follow(struct pane *p, const struct view_ctx *c)
{
    struct row r;
    r.notext = 1;
    size_t first = (size_t)-1, last = 0;
    int k = p->ops->linked ? p->ops->linked(p, c, &first, &last) : -1;
    if (k == 0)
        first = (size_t)-1;
    for (size_t i = 0; k < 0 && i < p->nrows; i++) {
        p->ops->row(p, c, i, &r);
        if (r.mark == MARK_LINKED) {
            if (first == (size_t)-1)
                first = i;
            last = i;
        }
    }
    if (first == (size_t)-1)
        return;
    p->cur = first;
    size_t body = pane_body_rows(p);
    /* the whole linked range when it fits, with some context around it */
    size_t margin = body / 4 < 3 ? body / 4 : 3;
    size_t want_last = last + margin < p->nrows ? last + margin : p->nrows - 1;
    if (first >= p->top + margin && want_last < p->top + body)
        return;
    if (first < p->top + margin && p->top == 0)
        return;
    size_t span = last - first + 1;
    size_t ctx = span < body ? (body - span) / 3 : 0;
    p->top = first > ctx ? first - ctx : 0;
}

int view_mark_loc(const struct view_ctx *c, struct align_loc loc)
{
    if (loc.line > 0 && loc.file == c->sel.loc.file && loc.line == c->sel.loc.line)
        return MARK_SAME_LINE;
    return MARK_NONE;
}

void pane_draw_rows(struct pane *p, const struct view_ctx *c, int focused)
{
    WINDOW *w = p->win;
    int width = p->last ? p->w : p->w - 1;
    if (width < 1)
        return;
    char hint[300], title[304];
    keymap_hint(p->km, p->title, hint, sizeof hint);
    snprintf(title, sizeof title, " %s ", hint);
    term_put(w, 0, 0, width, 0, title, term_attr(focused ? TR_TITLE_FOCUS : TR_TITLE));
    size_t body = pane_body_rows(p);
    struct row r;
    r.notext = 0;
    for (size_t k = 0; k < body; k++) {
        int y = (int)k + 1;
        size_t i = p->top + k;
        if (i >= p->nrows) {
            term_put(w, y, 0, width, 0, "", A_NORMAL);
            continue;
        }
        p->ops->row(p, c, i, &r);
        int cursor = focused && i == p->cur;
        int linked = !focused && r.mark == MARK_LINKED;
        attr_t base = cursor ? term_attr(TR_CURSOR) : linked ? term_attr(TR_LINKED)
                    : r.mark ? term_attr(TR_SAME_LINE) : A_NORMAL;
        const char *mk = cursor || linked ? term_glyph_cursor() : r.mark ? "\u00b7" : " ";
        if (r.mark == MARK_SAME_LINE && !cursor && term_glyph_cursor()[0] == '>')
            mk = ".";
        int x = 0;
        x += term_put(w, y, x, 1, 0, mk, base) ? 1 : 1;
        int gl = (int)strlen(r.gutter);
        if (gl && x < width) {
            term_put(w, y, x, gl < width - x ? gl : width - x, 0, r.gutter,
                     cursor || linked ? base : term_attr(TR_DIM) | base);
            x += gl;
        }
        if (x < width) {
            attr_t band = term_band(r.loc.file, r.loc.line);
            term_put(w, y, x, 1, 0, band ? term_glyph_band() : " ", band ? band : base);
            x++;
        }
        if (x < width) {
            attr_t a = base;
            if (r.kind == ROW_UNSUP)
                a = term_attr(TR_UNSUP) | (cursor || linked ? A_REVERSE : 0);
            else if (r.kind == ROW_ERROR)
                a = term_attr(TR_ERROR);
            else if (r.kind == ROW_LABEL && !cursor && !linked)
                a = term_attr(TR_LABEL);
            else if (r.kind == ROW_COMMENT && !cursor && !linked)
                a = term_attr(TR_DIM);
            term_put(w, y, x, width - x, p->hscroll, r.text, a);
        }
    }
    if (!p->last)
        for (int y = 0; y < p->h; y++)
            term_put(w, y, p->w - 1, 1, 0, term_glyph_vline(), term_attr(TR_DIM));
}
