/* view_list.h - every view of the interface, in one list (tig's VIEW_INFO).
 *
 * One entry a view, in pane order:
 *
 *   KIND(X, ID, name, "request", "command", "vi keys", "emacs keys", "help")
 *
 *   ID        VIEW_<ID> in enum view_id (views/view.h), REQ_VIEW_<ID> its request
 *   name      views/<name>.c holds name_ops and ends with DEFINE_VIEW(name)
 *   request   the name of the request that shows the view, as keymaps and
 *             :REQUEST write it; "" none
 *   command   the command (":cfg") that shows the view; a BELOW view gets
 *             its argument through view_ops.command, for the others the
 *             command is their request; "" none
 *   keys      its key sequence in the built-in vi and emacs keymaps ("" none);
 *             bound before keymaps/NAME.keys, which may add keys or rebind them
 *   help      the request's line on the help screen
 *
 * KIND says where the view lives:
 *   PANE      a listing pane across the top, shown from the start; no request
 *   TOGGLE    a pane across the top that its request shows and hides
 *   SCREEN    a screen over the panes, closed by its request or q
 *   BELOW     an analysis view below the panes, one at a time; q closes it
 *
 * Why this list is in the terminal toolkit's folder: the request enum
 * (tui_request.h), the keymap parser and the help screen need each view's
 * request name, help and keys, and the toolkit may include only core/base
 * and itself.  So the list is data only (tokens and strings), the toolkit
 * expands it into requests and default bindings, views/ into the view
 * table, and ui/ into the panes, the analysis views and the commands; the
 * code of a view stays in views/ and the toolkit never includes it.
 */
#ifndef WS_VIEW_LIST_H
#define WS_VIEW_LIST_H

#define VIEW_LIST(X, PANE, TOGGLE, SCREEN, BELOW) \
    PANE(X, SOURCE, source, "", "", "", "", "") \
    PANE(X, SASS, sass, "", "", "", "", "") \
    PANE(X, RDNA, rdna, "", "", "", "", "") \
    TOGGLE(X, NATIVE, native, "toggle-native", "native", "C-w n", "C-x n", \
           "show or hide clang-19's native gfx1100 pane") \
    SCREEN(X, HELP, help, "help", "help", "<F1>", "?", "show keys and commands") \
    BELOW(X, CFG, cfg, "view-cfg", "cfg", "g c", "C-c c", "control-flow graph below the panes (:cfg)") \
    BELOW(X, HEAT, heat, "view-heat", "heat", "g h", "C-c h", "register-pressure heatmap and occupancy (:heat)") \
    BELOW(X, RULES, rules, "view-rules", "rules", "g r", "C-c r", "replay the translation step by step (:rules)") \
    BELOW(X, LANES, lanes, "view-lanes", "lanes", "g l", "C-c l", "lanes and EXEC masks of the instruction (:lanes)") \
    BELOW(X, RUN, run, "view-run", "run", "g x", "C-c x", \
          "run the translated kernel on the emulator, one instruction at a time (:run)") \
    BELOW(X, LOCKSTEP, lockstep, "view-lockstep", "lockstep", "g d", "C-c d", \
          "the SASS and its translation side by side on the two emulators, to the first divergence (:lockstep)")

/* Expanding the list: a KIND argument is VIEW_USE (X gets the entry without
 * its kind) or VIEW_SKIP (the entry is left out). */
#define VIEW_USE(X, ...) X(__VA_ARGS__)
#define VIEW_SKIP(X, ...)

#define VIEW_ALL(X) VIEW_LIST(X, VIEW_USE, VIEW_USE, VIEW_USE, VIEW_USE)
/* The panes across the top, left to right. */
#define VIEW_PANES(X) VIEW_LIST(X, VIEW_USE, VIEW_USE, VIEW_SKIP, VIEW_SKIP)
/* The analysis views below the panes. */
#define VIEW_BELOW(X) VIEW_LIST(X, VIEW_SKIP, VIEW_SKIP, VIEW_SKIP, VIEW_USE)
/* The views that have a request. */
#define VIEW_REQUESTS(X) VIEW_LIST(X, VIEW_SKIP, VIEW_USE, VIEW_USE, VIEW_USE)

#endif
