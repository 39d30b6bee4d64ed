/* tui_request.h - every action of the interface, by name.
 *
 * Keys map to requests (keymaps/ *.keys files), never to functions; views handle
 * the requests they know and leave the rest to the loop.  The help screen is
 * generated from this list and the active keymap.  Request values start
 * above KEY_MAX so a key code and a request never mix.  The requests that
 * show a view (REQ_VIEW_<ID>) come from the view list (view_list.h), each
 * kind of view at its place in this list, which is the help screen's order.
 */
#ifndef WS_TUI_REQUEST_H
#define WS_TUI_REQUEST_H

#include <curses.h>

#include "view_list.h"

#define REQ_LIST(X) \
    X(MOVE_DOWN,      "move-down",      "move the cursor down one line") \
    X(MOVE_UP,        "move-up",        "move the cursor up one line") \
    X(MOVE_FIRST,     "move-first",     "go to the first line") \
    X(MOVE_LAST,      "move-last",      "go to the last line") \
    X(HALF_DOWN,      "half-page-down", "move down half a page") \
    X(HALF_UP,        "half-page-up",   "move up half a page") \
    X(PAGE_DOWN,      "page-down",      "move down a page") \
    X(PAGE_UP,        "page-up",        "move up a page") \
    X(SCROLL_LEFT,    "scroll-left",    "scroll left; cfg: block to the left; heat: previous instruction") \
    X(SCROLL_RIGHT,   "scroll-right",   "scroll right; cfg: block to the right; heat: next instruction") \
    X(SEARCH,         "search",         "search forward (POSIX extended regex)") \
    X(SEARCH_BACK,    "search-back",    "search backward") \
    X(FIND_NEXT,      "find-next",      "next match of the last search") \
    X(FIND_PREV,      "find-prev",      "previous match of the last search") \
    X(PROMPT,         "prompt",         "open the command line (:help lists commands)") \
    X(FOCUS_NEXT,     "focus-next",     "focus the next pane") \
    X(FOCUS_LEFT,     "focus-left",     "focus the pane to the left") \
    X(FOCUS_RIGHT,    "focus-right",    "focus the pane to the right") \
    X(SWAP_PANE,      "swap-pane",      "swap the focused pane with the next one") \
    X(HIDE_PANE,      "hide-pane",      "hide the focused pane") \
    X(SHOW_ALL,       "show-all",       "show every pane with equal widths") \
    X(ZOOM,           "zoom",           "zoom the focused pane (again: unzoom)") \
    X(GROW,           "grow",           "widen the focused pane") \
    X(SHRINK,         "shrink",         "narrow the focused pane") \
    VIEW_LIST(X, VIEW_SKIP, REQ_OF_VIEW, VIEW_SKIP, VIEW_SKIP) \
    X(NEXT_FUNC,      "next-function",  "show the next function") \
    X(PREV_FUNC,      "prev-function",  "show the previous function") \
    X(EDIT_INSN,      "edit-insn",      "edit the SASS instruction under the cursor; Enter on an UNSUPPORTED one first shows why (the rules view on its step: the near misses), Enter again edits") \
    X(EDIT_FUNC,      "edit-function",  "edit the whole function in $EDITOR") \
    X(UNDO,           "undo",           "undo the last edit") \
    X(REDO,           "redo",           "redo the last undone edit") \
    X(WRITE,          "write",          "write the edited listing (:w FILE)") \
    VIEW_LIST(X, VIEW_SKIP, VIEW_SKIP, VIEW_SKIP, REQ_OF_VIEW) \
    X(VIEW_FOCUS,     "focus-view",     "move the keys between the panes and the analysis view") \
    X(VIEW_CLOSE,     "close-view",     "close the analysis view") \
    X(TOGGLE_GUTTER,  "toggle-gutter",  "live-register counts beside the SASS and RDNA3 listings") \
    X(STEP_NEXT,      "step-next",      "rules, lanes: next step; cfg: next block; heat: next instruction; run: one instruction; lockstep: one SASS instruction") \
    X(STEP_PREV,      "step-prev",      "rules, lanes: previous step; cfg: back through the history; heat: previous instruction") \
    X(CONTINUE,       "continue",       "rules, run: to the next breakpoint; lanes: next example condition; lockstep: to the first divergence") \
    X(NEXT_UNSUP,     "next-unsupported", "the next UNSUPPORTED instruction of the function, from any pane; rules: the next UNSUPPORTED step") \
    X(FOLLOW_BRANCH,  "follow-branch",  "cfg: follow the taken branch") \
    X(TOGGLE_ISA,     "toggle-isa",     "cfg, heat: SASS or the translated RDNA3") \
    X(BREAKPOINT,     "breakpoint",     "run: set or clear a breakpoint on the RDNA3 instruction under the cursor") \
    X(NEXT_WAVE,      "next-wave",      "run: watch the next wave of the workgroup; lockstep: the next warp") \
    X(DIVERGE,        "diverge",        "lockstep: run to the first SASS instruction whose effects differ in the translation") \
    VIEW_LIST(X, VIEW_SKIP, VIEW_SKIP, REQ_OF_VIEW, VIEW_SKIP) \
    X(TOGGLE_NAMES,   "toggle-names",   "kernel names: demangled, with parameter types, as the listing spells them (mangled)") \
    X(REFRESH,        "refresh",        "redraw the whole screen") \
    X(SUSPEND,        "suspend",        "suspend to the shell (fg comes back)") \
    X(CLOSE,          "close",          "close the innermost thing open: the help screen, else the analysis view") \
    X(QUIT,           "quit",           "close the help screen or the analysis view when one is open, else quit (asks when edits are unsaved)") \
    X(QUIT_FORCE,     "quit-force",     "quit without saving")

/* A view list entry as a request list entry. */
#define REQ_OF_VIEW(X, id, name, req, cmd, vi, emacs, help) X(VIEW_##id, req, help)

enum request {
    REQ_NONE = KEY_MAX + 1,
#define REQ_X_ENUM(id, name, help) REQ_##id,
    REQ_LIST(REQ_X_ENUM)
#undef REQ_X_ENUM
    REQ_END
};

/* What a handler tells the loop (htop's HandlerResult): bits, 0 = not handled. */
enum {
    TUI_HANDLED = 0x01,     /* the request was taken */
    TUI_REDRAW  = 0x02,     /* draw the screen again */
    TUI_SELECT  = 0x04,     /* the cursor moved: publish it, the other panes follow */
    TUI_RELOAD  = 0x08,     /* the document changed: rebuild every pane's rows */
    TUI_LAYOUT  = 0x10,     /* pane sizes or visibility changed */
    TUI_QUIT    = 0x20,     /* leave the loop */
};

/* A command of the command line (":fn NAME"), for the help screen. */
struct command_info {
    const char *name;       /* "fn" */
    const char *args;       /* "NAME" */
    const char *help;       /* one line */
};

struct request_info {
    enum request req;
    const char *name;
    const char *help;
};

/* The table, in REQ_LIST order; n gets its length. */
const struct request_info *request_table(size_t *n);
/* Request by name, REQ_NONE when unknown. */
enum request request_find(const char *name);
const char *request_name(enum request r);

#endif
