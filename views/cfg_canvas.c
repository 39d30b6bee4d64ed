/* cfg_canvas.c - painting a CFG layout into cells (see cfg_canvas.h).
 * Fall-through edges are solid lines, taken branches dashed with rounded
 * corners; every edge ends in an arrowhead on its target's top.  Retreating
 * edges (loop back edges) are not lines: the latch's box says ↺ and the
 * header it goes back to. */
#include "cfg_canvas.h"

#include <stdlib.h>
#include <string.h>

enum glyph {
    G_H = 256, G_V, G_TL, G_TR, G_BL, G_BR,         /* solid */
    G_DH, G_DV, G_RTL, G_RTR, G_RBL, G_RBR,         /* dashed, rounded */
    G_X, G_ARROW, G_TARROW, G_BACK, G_TEE, G_END
};

static const char *const glyph_utf8[G_END - G_H] = {
    "\u2500", "\u2502", "\u250c", "\u2510", "\u2514", "\u2518",
    "\u2508", "\u250a", "\u256d", "\u256e", "\u2570", "\u256f",
    "\u253c", "\u25bc", "\u25bd", "\u21ba", "\u252c",
};
static const char *const glyph_ascii[G_END - G_H] = {
    "-", "|", "+", "+", "+", "+", ".", ":", "+", "+", "+", "+", "+", "v", "V", "@", "+",
};

static struct cell *at(struct canvas *cv, int32_t x, int32_t y)
{
    return x >= 0 && y >= 0 && x < cv->w && y < cv->h ? &cv->c[(size_t)y * (size_t)cv->w + (size_t)x] : NULL;
}

static int vertical(uint16_t g) { return g == G_V || g == G_DV; }
static int horizontal(uint16_t g) { return g == G_H || g == G_DH; }

/* A line glyph at (x, y): boxes are never overwritten, a line across
 * another becomes a crossing. */
static void line(struct canvas *cv, int32_t x, int32_t y, uint16_t g, uint8_t cls)
{
    struct cell *c = at(cv, x, y);
    if (!c || c->cls == CC_BOX || c->cls == CC_BACK)
        return;
    if (c->g && c->g != ' ' && c->g != g && !(vertical(c->g) && vertical(g)) && !(horizontal(c->g) && horizontal(g)))
        g = G_X;
    c->g = g;
    c->cls = cls;
}

static void put(struct canvas *cv, int32_t x, int32_t y, uint16_t g, uint8_t cls)
{
    struct cell *c = at(cv, x, y);
    if (c) {
        c->g = g;
        c->cls = cls;
    }
}

/* Text at (x, y), at most n columns; ASCII, ↺ as its glyph, anything else '?'. */
static int32_t text(struct canvas *cv, int32_t x, int32_t y, int32_t n, const char *s, uint8_t cls)
{
    int32_t k = 0;
    while (*s && k < n) {
        uint16_t g = (unsigned char)*s;
        if (!strncmp(s, "\u21ba", 3)) {
            g = G_BACK;
            s += 3;
        } else {
            if (g >= 128) {
                g = '?';
                while ((unsigned char)s[1] >= 0x80 && (unsigned char)s[1] < 0xc0)
                    s++;
            } else if (g < ' ') {
                g = ' ';
            }
            s++;
        }
        put(cv, x + k++, y, g, g == G_BACK ? CC_BACK : cls);
    }
    return k;
}

static void paint_box(struct canvas *cv, const struct cfg_lnode *nd, int32_t h, const struct box_text *bt)
{
    int32_t x = nd->x, y = nd->y, w = nd->w, bot = y + h - 1;
    for (int32_t r = y; r <= bot; r++)
        for (int32_t i = 0; i < w; i++) {
            int edge_x = i == 0 || i == w - 1, edge_y = r == y || r == bot;
            uint16_t gl = edge_x && edge_y ? (r == y ? (i ? G_TR : G_TL) : (i ? G_BR : G_BL))
                        : edge_y ? G_H : edge_x ? G_V : ' ';
            put(cv, x + i, r, gl, CC_BOX);
        }
    text(cv, x + 1, y, w - 2, bt->top, CC_BOX);
    text(cv, x + 1, y + 1, w - 2, bt->mid, CC_BOX);
    text(cv, x + 1, bot, w - 2, bt->bottom, CC_BOX);
}

/* One segment: down from its source port, along its track, down into its
 * target port; an arrowhead when the target is a block. */
static void paint_seg(struct canvas *cv, const struct cfg *g, const struct cfg_layout *l, const struct cfg_lseg *s)
{
    const struct cfg_lnode *f = &l->nodes[s->from], *t = &l->nodes[s->to];
    int taken = g->edges[s->edge].kind != CFG_EDGE_FALL && g->edges[s->edge].kind != CFG_EDGE_CALLRET;
    uint8_t cls = taken ? CC_TAKEN : CC_FALL;
    uint16_t V = taken ? G_DV : G_V, H = taken ? G_DH : G_H;
    int32_t gy0 = cfg_layout_gap_y(l, f->layer), gy1 = t->y - 1;
    if (f->block == CFG_NONE)
        for (int32_t y = f->y; y < gy0; y++)
            line(cv, f->x, y, V, cls);
    else
        put(cv, s->sx, gy0 - 1, G_TEE, CC_BOX);
    int32_t ty = s->track >= 0 ? gy0 + 1 + s->track : gy1;
    for (int32_t y = gy0; y < ty; y++)
        line(cv, s->sx, y, V, cls);
    if (s->track >= 0) {
        int right = s->tx > s->sx;
        line(cv, s->sx, ty, right ? (taken ? G_RBL : G_BL) : (taken ? G_RBR : G_BR), cls);
        for (int32_t x = (right ? s->sx : s->tx) + 1; x < (right ? s->tx : s->sx); x++)
            line(cv, x, ty, H, cls);
        line(cv, s->tx, ty, right ? (taken ? G_RTR : G_TR) : (taken ? G_RTL : G_TL), cls);
        for (int32_t y = ty + 1; y < gy1; y++)
            line(cv, s->tx, y, V, cls);
    }
    if (t->block == CFG_NONE)
        line(cv, s->tx, gy1, V, cls);
    else
        put(cv, s->tx, gy1, taken ? G_TARROW : G_ARROW, cls);
}

int canvas_paint(struct canvas *cv, const struct cfg *g, const struct cfg_layout *l, box_text_fn fn, void *ctx)
{
    canvas_free(cv);
    cv->w = l->width + 1;
    cv->h = l->height + 1;
    if ((size_t)cv->w * (size_t)cv->h > CANVAS_MAX_CELLS)
        return -1;
    cv->c = calloc((size_t)cv->w * (size_t)cv->h, sizeof *cv->c);
    if (!cv->c)
        return -1;
    for (size_t v = 0; v < l->nnodes; v++)
        if (l->nodes[v].block != CFG_NONE) {
            struct box_text bt;
            memset(&bt, 0, sizeof bt);
            fn(ctx, l->nodes[v].block, &bt);
            paint_box(cv, &l->nodes[v], l->box_h, &bt);
        }
    for (size_t s = 0; s < l->nsegs; s++)
        paint_seg(cv, g, l, &l->segs[s]);
    return 0;
}

void canvas_free(struct canvas *cv)
{
    free(cv->c);
    cv->c = NULL;
}

size_t canvas_cell_text(const struct canvas *cv, int32_t x, int32_t y, int utf8, char *buf)
{
    uint16_t g = ' ';
    if (cv->c && x >= 0 && y >= 0 && x < cv->w && y < cv->h)
        g = cv->c[(size_t)y * (size_t)cv->w + (size_t)x].g;
    if (g < G_H) {
        buf[0] = g >= ' ' && g < 127 ? (char)g : ' ';
        return 1;
    }
    const char *s = g >= G_END ? "?" : utf8 ? glyph_utf8[g - G_H] : glyph_ascii[g - G_H];
    size_t n = strlen(s);
    memcpy(buf, s, n);
    return n;
}
