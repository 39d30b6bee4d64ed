/* term.h - the terminal: set-up and teardown (restored on every exit path:
 * normal, SIGINT/SIGTERM/SIGHUP, crash signals), colours, and the drawing
 * helpers views use.  The only file that calls initscr/endwin. */
#ifndef WS_TERM_H
#define WS_TERM_H

#include <curses.h>

enum term_role {
    TR_NORMAL,
    TR_TITLE,           /* pane title */
    TR_TITLE_FOCUS,     /* focused pane's title */
    TR_CURSOR,          /* cursor row of the focused pane */
    TR_LINKED,          /* counterpart rows in the other panes */
    TR_SAME_LINE,       /* rows of the same source line */
    TR_UNSUP,           /* UNSUPPORTED translation lines */
    TR_ERROR,           /* error messages, a row with a parse error */
    TR_DIM,             /* line numbers, offsets, comments */
    TR_LABEL,           /* labels */
    TR_STATUS,          /* status line */
    TR_RULE,            /* rule bar */
    TR_COUNT
};

/* Start curses on the terminal (0 ok, -1 when there is none). */
int term_init(void);
/* Start curses on an off-screen terminal of cols x rows (benchmarks). */
int term_init_headless(int cols, int rows);
/* Restore the terminal; safe to call twice and from the signal handlers. */
void term_done(void);
/* Leave curses for a child program ($EDITOR) and come back. */
void term_suspend(void);
void term_resume(void);

int term_colors(void);                      /* 0 (none / NO_COLOR), 8 or 256 */
attr_t term_attr(enum term_role r);
/* Colour of a source line's band, the same in every pane; 0 without colours. */
attr_t term_band(int file, int line);
/* Glyphs: UTF-8 when the locale has it, ASCII otherwise. */
const char *term_glyph_cursor(void);        /* "▶" or ">" */
const char *term_glyph_band(void);          /* "▌" or "|" */
const char *term_glyph_vline(void);         /* "│" or "|" */

/* Print s at (y, x) clipped to width columns, skipping the first skip
 * columns, tabs expanded; pad with spaces to width.  Returns columns used
 * by s (before padding). */
int term_put(WINDOW *w, int y, int x, int width, int skip, const char *s, attr_t a);

/* Read one key from w, folding ESC+key into KEY_META(key). */
int term_getkey(WINDOW *w);

#endif
