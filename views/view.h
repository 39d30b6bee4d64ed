/* view.h - what a view is (tig's view_ops) and what every view sees.
 *
 * A pane is one view on screen.  Each view (the panes source, sass, rdna
 * and native, the help screen, the analysis views cfg, heat, rules, lanes
 * and run) is a `static const struct view_ops` in views/<name>.c, with one
 * entry in the view list (ui/term/view_list.h), from which views.c's table
 * is built.  Views draw rows through the shared helpers in pane.c and
 * ui/term/term.h; the loop in ui/tui.c owns the panes and the selection.
 */
#ifndef WS_VIEW_H
#define WS_VIEW_H

#include <curses.h>
#include <stddef.h>
#include <string.h>

#include "session/align.h"
#include "session/session.h"
#include "ui/term/tui_keymap.h"
#include "ui/term/tui_request.h"

/* The selection every pane follows: what the focused pane's cursor is on. */
enum sel_kind { SEL_NONE, SEL_SOURCE, SEL_SASS, SEL_XLATE, SEL_NATIVE };

struct selection {
    int kind;               /* enum sel_kind */
    int index;              /* source line, SASS index, translated line or native index */
    struct align_loc loc;   /* its source line */
};

/* Everything a view may look at. */
struct view_ctx {
    struct session *s;          /* the document */
    size_t fi;                  /* function shown */
    int main_file;              /* source file the source pane shows, -1 none */
    struct selection sel;
    int err_insn;               /* SASS index whose edit failed to parse, -1 none */
    const char *err_msg;        /* the text that failed and why */
    const struct keymap *km;    /* for the help screen */
    const struct command_info *cmds;
    size_t ncmds;
    int qualify;                /* several FILEs are open: name files with their directory */
    char note[256];             /* a view's one-shot message for the status line */
    int note_err;               /* it is an error */
};

enum row_mark { MARK_NONE, MARK_SAME_LINE, MARK_LINKED };
enum row_kind { ROW_INSN, ROW_LABEL, ROW_COMMENT, ROW_UNSUP, ROW_TEXT, ROW_ERROR };

/* One row as a view describes it; pane.c draws it. */
struct row {
    char gutter[16];        /* line number or offset */
    char text[512];
    struct align_loc loc;   /* source line (band colour), {-1,0} none */
    int mark;               /* enum row_mark */
    int kind;               /* enum row_kind */
    int notext;             /* set by the caller: only loc and mark are wanted */
};

/* Clear a row, keeping the caller's notext. */
static inline void row_reset(struct row *r)
{
    int nt = r->notext;
    if (nt) {       /* a scan for marks over every row (pane_follow): no 528-byte clear */
        r->gutter[0] = r->text[0] = 0;
        r->loc = (struct align_loc){ -1, 0 };
        r->mark = r->kind = 0;
        return;
    }
    memset(r, 0, sizeof *r);
    r->notext = nt;
    r->loc.file = -1;
}

struct view_ops;

struct pane {
    const struct view_ops *ops;
    WINDOW *win;            /* NULL while hidden */
    int x, w, h;            /* placement (h includes the title row) */
    int weight;             /* share of the screen width */
    int hidden;
    int last;               /* rightmost visible pane: no separator */
    size_t nrows, cur, top; /* rows, cursor, first row shown */
    int hscroll;            /* columns scrolled off to the left */
    char title[256];        /* {REQUEST} in it names the keys km binds (keymap_hint) */
    const struct keymap *km;    /* the active keymap, set by the loop */
    void *priv;             /* the view's own state */
};

struct view_ops {
    const char *name;       /* "sass" */
    /* (Re)build the rows from c; keeps cur/top clamped.  0 ok. */
    int (*open)(struct pane *p, const struct view_ctx *c);
    void (*draw)(struct pane *p, const struct view_ctx *c, int focused);
    /* Handle a request; TUI_* flags, 0 when not handled (the loop's turn). */
    int (*request)(struct pane *p, struct view_ctx *c, enum request r);
    /* Publish the cursor row as the selection. */
    void (*select)(struct pane *p, struct view_ctx *c);
    /* Describe row i (for drawing, following and searching). */
    void (*row)(struct pane *p, const struct view_ctx *c, size_t i, struct row *out);
    /* The first and last rows row() would mark MARK_LINKED, found without
     * describing every row (pane_follow): 1 found, 0 none, -1 cannot
     * tell (pane_follow asks row() of every row).  NULL: -1. */
    int (*linked)(struct pane *p, const struct view_ctx *c, size_t *first, size_t *last);
    void (*close)(struct pane *p);
    /* The commands of the command line the view takes, for the help screen
     * and Tab completion, ended by a NULL name: the command of its view
     * list entry first, then its own (":export", ":budget").  A command two
     * views take goes to the one on screen, else to the first in the view
     * list, whose line the help screen shows.  NULL: none. */
    const struct command_info *commands;
    /* Run one of them with its argument ("" when none) on the opened view
     * (analysis views only; it is shown when this returns); TUI_* flags and
     * a message in c->note.  0: a wrong argument, the view is left as it
     * was.  NULL: the commands only show the view. */
    int (*command)(struct pane *p, struct view_ctx *c, const char *name, const char *arg);
};

/* Every view, in the order of the view list (ui/term/view_list.h). */
enum view_id {
#define VIEW_X_ENUM(id, name, ...) VIEW_##id,
    VIEW_ALL(VIEW_X_ENUM)
#undef VIEW_X_ENUM
    VIEW_COUNT
};

/* Each view file ends with DEFINE_VIEW(name): the accessor for its static ops. */
#define DEFINE_VIEW(name) \
    const struct view_ops *view_##name##_ops(void) { return &name##_ops; }
#define VIEW_X_DECL(id, name, ...) const struct view_ops *view_##name##_ops(void);
VIEW_ALL(VIEW_X_DECL)
#undef VIEW_X_DECL

const struct view_ops *view_get(enum view_id id);

/* ---- shared helpers (pane.c) ---- */

/* Draw title and rows of p with p->ops->row. */
void pane_draw_rows(struct pane *p, const struct view_ctx *c, int focused);
/* Cursor movement requests (move-*, page-*, scroll-*); flags or 0. */
int pane_move(struct pane *p, enum request r);
/* Put the cursor on the first row linked to the selection and scroll the
 * linked rows into view; no change when none is linked. */
void pane_follow(struct pane *p, const struct view_ctx *c);
/* Set the cursor to row i and scroll it into view. */
void pane_set_cursor(struct pane *p, size_t i);
size_t pane_body_rows(const struct pane *p);

/* Mark of something with source line loc and selection kind/index match. */
int view_mark_loc(const struct view_ctx *c, struct align_loc loc);

/* SASS pane specifics (sass.c): the instruction under the cursor, -1
 * none; put the cursor on an instruction. */
int view_sass_cursor_insn(const struct pane *p);
void view_sass_goto_insn(struct pane *p, int ii);

/* Source pane specifics (source.c): the row of source line `line` (of a
 * missing source: the nearest line with code at or after it). */
size_t view_source_row_of_line(const struct pane *p, int line);

#endif
