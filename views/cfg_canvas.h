/* cfg_canvas.h - the CFG view's drawing surface: a grid of cells painted
 * once from a layout (core/cfg_layout.h), then shown through a window of
 * the terminal.  A cell is an ASCII character or a line glyph (drawn as
 * UTF-8 box drawing, or ASCII when the locale has no UTF-8). */
#ifndef WS_CFG_CANVAS_H
#define WS_CFG_CANVAS_H

#include <stddef.h>
#include <stdint.h>

#include "analysis/cfg_layout.h"

#define CANVAS_MAX_CELLS (8u << 20)     /* larger graphs are not drawn */

/* What a cell belongs to (its colour). */
enum cell_class { CC_NONE, CC_BOX, CC_FALL, CC_TAKEN, CC_BACK };

struct cell {
    uint16_t g;         /* < 128 an ASCII character, else a glyph (cfg_canvas.c) */
    uint8_t cls;        /* enum cell_class */
};

struct canvas {
    int32_t w, h;
    struct cell *c;
};

/* Text of block b for its box: top label, middle line, bottom line. */
struct box_text {
    char top[48], mid[96], bottom[48];
};
typedef void (*box_text_fn)(void *ctx, uint32_t block, struct box_text *out);

/* Paint layout l of g; 0 ok, -1 out of memory or too large (cv->c NULL). */
int canvas_paint(struct canvas *cv, const struct cfg *g, const struct cfg_layout *l, box_text_fn text,
                 void *ctx);
void canvas_free(struct canvas *cv);

/* Append the UTF-8 (or ASCII) text of cell (x, y) to buf; returns its length. */
size_t canvas_cell_text(const struct canvas *cv, int32_t x, int32_t y, int utf8, char *buf);

#endif
