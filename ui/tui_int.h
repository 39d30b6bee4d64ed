/* tui_int.h - the interface's state, shared by tui.c (loop, layout,
 * drawing, requests) and tui_cmd.c (command line, search, editing). */
#ifndef WS_TUI_INT_H
#define WS_TUI_INT_H

#include <regex.h>

#include "views/analysis.h"
#include "views/view.h"
#include "term/term.h"
#include "term/tui_keymap.h"

/* The panes across the top: the PANE and TOGGLE entries of the view list. */
enum {
#define P_X_ENUM(id, ...) P_##id,
    VIEW_PANES(P_X_ENUM)
#undef P_X_ENUM
    NPANES
};

/* Rows below the panes: the rule bar, the status bar, the message line. */
#define BOTTOM_ROWS 3

/* Kernel names on the status bar (request toggle-names). */
enum names { NAMES_SHORT, NAMES_SIGNATURE, NAMES_MANGLED };

enum prompt_mode { PM_NONE, PM_COMMAND, PM_SEARCH, PM_SEARCH_BACK, PM_EDIT };

struct tui {
    struct view_ctx c;              /* what the views see */
    struct session **docs;          /* one per FILE */
    size_t ndocs, doc;
    struct pane panes[NPANES];      /* source, sass, rdna, native */
    int order[NPANES];              /* left-to-right order of panes[] indices */
    int focus;                      /* panes[] index */
    int zoom;                       /* only the focused pane is shown */
    struct pane an[AN_COUNT];       /* the analysis views (enum analysis) */
    int an_shown;                   /* an[] index shown below the panes, -1 none */
    int an_focus;                   /* the shown analysis view has the keys */
    int an_publish;                 /* it moved the selection without the keys */
    int gutter;                     /* pressure gutter beside SASS and RDNA3 */
    int names;                      /* how the status bar names kernels (enum names) */
    WINDOW *gutter_w[2];            /* the gutters of the SASS and RDNA3 panes */
    int help;                       /* the help screen is up */
    struct pane helpp;
    WINDOW *rule_w, *status_w, *msg_w;  /* the bottom lines: rule bar, status bar, messages and prompt */
    int cols, rows;
    struct keymap km;
    int seq[KEYSEQ_MAX];            /* keys of a sequence being typed */
    int nseq;
    char msg[512];                  /* one-shot message on the message line */
    int msg_err;
    int confirm_quit;               /* waiting for y/n */
    enum prompt_mode pmode;         /* the one-line editor */
    char pbuf[1024];
    size_t plen, pcur;
    int edit_insn;                  /* PM_EDIT: SASS index being edited */
    char err_msg[WS_ERR_MSG_MAX + 16];             /* parse error shown at the SASS line */
    regex_t re;
    int have_re, re_back;
    struct command_info *cmds;      /* every command (tui_commands_build), c.cmds */
};

/* tui.c */
void tui_message(struct tui *t, int err, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A view's note (c.note) as the message, its {REQUEST}s naming the
 * active keymap's keys (keymap_hint); the note is cleared. */
void tui_take_note(struct tui *t);
/* Put on the status line, after prefix (may be NULL), what the translation
 * of the shown kernel (else of the first that did) assumed for want of the
 * listing's module data; nothing when no kernel's did. */
void tui_note_assumptions(struct tui *t, const char *prefix);
int tui_request(struct tui *t, enum request r);
/* Quit, asking first when edits are unsaved (:q, q with nothing open). */
int tui_quit(struct tui *t);
struct session *tui_doc(const struct tui *t);
int tui_set_function(struct tui *t, size_t fi);
/* Show analysis view i below the panes with the keys (opening it). */
int tui_show_analysis(struct tui *t, int i);
/* The view of analysis view i. */
enum view_id tui_analysis_view(int i);

/* tui_cmd.c */
/* Every command, for the help screen and Tab completion: the loop's own,
 * then each view's (view_ops.commands) in the order of the view list, a
 * name two views take once.  *out is malloc'ed; -1 out of memory. */
int tui_commands_build(struct command_info **out, size_t *n);
void tui_prompt_open(struct tui *t, enum prompt_mode m, const char *init);
int tui_prompt_key(struct tui *t, int key);
int tui_run_command(struct tui *t, const char *line);
int tui_search(struct tui *t, int backward);
int tui_edit_function(struct tui *t);
const char *tui_prompt_label(const struct tui *t, char *buf, size_t len);

#endif
