/* tui_cmd.c - the command line (:fn, :goto, :w ...), the one-line editor
 * it shares with search and instruction edits, and $EDITOR edits. */
#include "tui_int.h"
#include "session/config.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The loop's own commands; the views' come after them (tui_commands_build). */
static const struct command_info commands[] = {
    { "fn", "NAME", "show function NAME (Tab completes; no NAME lists them)" },
    { "goto", "OFFSET", "go to the SASS instruction at OFFSET (hex)" },
    { "line", "N", "go to source line N" },
    { "target", "NAME", "re-translate for target NAME (gfx1100)" },
    { "wave", "32|64", "re-translate for wave32 or wave64" },
    { "w", "[FILE|config]", "write the edited SASS listing (atomically); config: add the "
      "source-dir and substitute-path rules to the configuration file" },
    { "wq", "[FILE]", "write, then quit" },
    { "q", "", "quit (asks when edits are unsaved)" },
    { "q!", "", "quit without saving" },
    { "source-dir", "DIR", "look for source files under DIR too (:w config keeps it)" },
    { "substitute-path", "FROM TO", "look for a source path starting with FROM under TO (as gdb's; "
      ":w config keeps it)" },
    { "map", "KEY... REQUEST", "bind keys to a request, as in the keymap files" },
    { "bn", "", "next FILE given on the command line" },
    { "bp", "", "previous FILE" },
};

/* Each view's request and command, from the view list. */
static const enum request view_request[VIEW_COUNT] = {
#define V_NOREQ(X, id, ...) REQ_NONE,
#define V_REQ(X, id, ...) REQ_VIEW_##id,
    VIEW_LIST(unused, V_NOREQ, V_REQ, V_REQ, V_REQ)
#undef V_NOREQ
#undef V_REQ
};

static const char *const view_command[VIEW_COUNT] = {
#define V_CMD(id, name, req, cmd, ...) cmd,
    VIEW_ALL(V_CMD)
#undef V_CMD
};

static int view_takes(enum view_id v, const char *name)
{
    const struct command_info *ci = view_get(v)->commands;
    if (!strcmp(view_command[v], name))
        return 1;
    for (; ci && ci->name; ci++)
        if (!strcmp(ci->name, name))
            return 1;
    return 0;
}

static int listed(const struct command_info *cmds, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(cmds[i].name, name))
            return 1;
    return 0;
}

int tui_commands_build(struct command_info **out, size_t *n)
{
    size_t ngen = sizeof commands / sizeof commands[0], max = ngen;
    for (int v = 0; v < VIEW_COUNT; v++)
        for (const struct command_info *ci = view_get((enum view_id)v)->commands; ci && ci->name; ci++)
            max++;
    struct command_info *all = malloc(max * sizeof *all);
    if (!all)
        return -1;
    memcpy(all, commands, sizeof commands);
    *n = ngen;
    for (int v = 0; v < VIEW_COUNT; v++)
        for (const struct command_info *ci = view_get((enum view_id)v)->commands; ci && ci->name; ci++)
            if (!listed(all, *n, ci->name))
                all[(*n)++] = *ci;
    *out = all;
    return 0;
}

/* ---- the one-line editor ------------------------------------------------ */

void tui_prompt_open(struct tui *t, enum prompt_mode m, const char *init)
{
    t->pmode = m;
    snprintf(t->pbuf, sizeof t->pbuf, "%s", init ? init : "");
    t->plen = t->pcur = strlen(t->pbuf);
    t->msg[0] = 0;
}

const char *tui_prompt_label(const struct tui *t, char *buf, size_t len)
{
    switch (t->pmode) {
    case PM_COMMAND: snprintf(buf, len, "%s", strcmp(t->km.name, "emacs") ? ":" : "M-x "); break;
    case PM_SEARCH: snprintf(buf, len, "/"); break;
    case PM_SEARCH_BACK: snprintf(buf, len, "?"); break;
    case PM_EDIT: {
        const struct sass_function *f = session_sass_fn(t->c.s, t->c.fi);
        snprintf(buf, len, "edit %04x> ", t->edit_insn >= 0 ? f->insns[t->edit_insn].offset : 0);
        break;
    }
    default: buf[0] = 0;
    }
    return buf;
}

static void complete(struct tui *t)
{
    struct session *s = t->c.s;
    const char *sp = strchr(t->pbuf, ' ');
    const char *cands[256];
    size_t nc = 0, nf = session_nfuncs(s);
    size_t stem;
    if (sp && !strncmp(t->pbuf, "fn ", 3)) {
        const char *w = sp + 1;
        stem = (size_t)(w - t->pbuf);
        for (size_t i = 0; i < nf && nc < 256; i++)
            if (!strncmp(session_sass_fn(s, i)->name, w, strlen(w)))
                cands[nc++] = session_sass_fn(s, i)->name;
        if (!nc)    /* a part of the name matches too */
            for (size_t i = 0; i < nf && nc < 256; i++)
                if (strstr(session_sass_fn(s, i)->name, w))
                    cands[nc++] = session_sass_fn(s, i)->name;
    } else if (!sp) {
        stem = 0;
        for (size_t i = 0; i < t->c.ncmds && nc < 256; i++)
            if (!strncmp(t->c.cmds[i].name, t->pbuf, t->plen))
                cands[nc++] = t->c.cmds[i].name;
    } else {
        return;
    }
    if (!nc) {
        tui_message(t, 1, "no completion");
        return;
    }
    size_t common = strlen(cands[0]);
    for (size_t i = 1; i < nc; i++) {
        size_t k = 0;
        while (k < common && cands[i][k] == cands[0][k])
            k++;
        common = k;
    }
    if (common >= t->plen - stem || nc == 1) {
        snprintf(t->pbuf + stem, sizeof t->pbuf - stem, "%.*s%s", (int)common, cands[0],
                 nc == 1 && stem == 0 ? " " : "");
        t->plen = t->pcur = strlen(t->pbuf);
    }
    if (nc > 1) {
        char list[400] = "";
        for (size_t i = 0; i < nc && strlen(list) + 64 < sizeof list; i++)
            snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? "  " : "", cands[i]);
        tui_message(t, 0, "%s", list);
    }
}

static int commit(struct tui *t)
{
    enum prompt_mode m = t->pmode;
    char line[sizeof t->pbuf];
    snprintf(line, sizeof line, "%s", t->pbuf);
    if (m == PM_EDIT) {
        struct ws_error err;
        ws_error_clear(&err);
        const struct xfunc *xf = session_xfunc(t->c.s, t->c.fi);
        size_t before = align_sass_xlate(session_align(t->c.s, t->c.fi), (size_t)t->edit_insn).n;
        (void)xf;
        if (session_edit_insn(t->c.s, t->c.fi, (size_t)t->edit_insn, line, &err)) {
            /* the editor stays open on the bad text; the last good
             * translation stays on screen */
            snprintf(t->err_msg, sizeof t->err_msg, "%.200s  <- %.300s", line, err.msg);
            t->c.err_insn = t->edit_insn;
            t->c.err_msg = t->err_msg;
            char m2[WS_ERR_MSG_MAX + WS_ERR_FILE_MAX + 32];
            ws_error_format(&err, m2, sizeof m2);
            tui_message(t, 1, "%s", m2);
            return TUI_HANDLED | TUI_REDRAW;
        }
        t->pmode = PM_NONE;
        t->c.err_insn = -1;
        t->c.err_msg = NULL;
        size_t after = align_sass_xlate(session_align(t->c.s, t->c.fi), (size_t)t->edit_insn).n;
        tui_message(t, 0, "re-translated %s (%s): %zu RDNA3 lines (were %zu); u undoes",
                    session_sass_fn(t->c.s, t->c.fi)->name,
                    !t->c.s->last_incremental ? "the whole function"
                    : t->c.s->last_renumbered ? "that instruction alone, the VGPRs renumbered"
                                              : "that instruction alone",
                    after, before);
        return TUI_HANDLED | TUI_RELOAD | TUI_REDRAW;
    }
    t->pmode = PM_NONE;
    if (m == PM_COMMAND)
        return tui_run_command(t, line);
    if (!line[0]) {
        if (!t->have_re) {
            tui_message(t, 1, "no previous search");
            return TUI_REDRAW;
        }
    } else {
        if (t->have_re)
            regfree(&t->re);
        t->have_re = 0;
        int icase = 1;
        for (const char *p = line; *p; p++)
            if (isupper((unsigned char)*p))
                icase = 0;  /* smart case */
        int rc = regcomp(&t->re, line, REG_EXTENDED | REG_NOSUB | (icase ? REG_ICASE : 0));
        if (rc) {
            char e[128];
            regerror(rc, &t->re, e, sizeof e);
            tui_message(t, 1, "bad pattern '%s': %s", line, e);
            return TUI_REDRAW;
        }
        t->have_re = 1;
    }
    t->re_back = m == PM_SEARCH_BACK;
    return tui_search(t, t->re_back);
}

int tui_prompt_key(struct tui *t, int key)
{
    switch (key) {
    case 27:
    case 7:     /* C-g */
        t->pmode = PM_NONE;
        if (t->c.err_insn >= 0) {
            t->c.err_insn = -1;
            t->c.err_msg = NULL;
        }
        t->msg[0] = 0;
        return TUI_REDRAW;
    case '\n':
        return commit(t);
    case '\t':
        if (t->pmode == PM_COMMAND)
            complete(t);
        return TUI_REDRAW;
    case KEY_BACKSPACE:
    case 127:
    case 8:
        if (!t->plen && t->pmode != PM_EDIT) {
            t->pmode = PM_NONE;
            return TUI_REDRAW;
        }
        if (t->pcur) {
            memmove(t->pbuf + t->pcur - 1, t->pbuf + t->pcur, t->plen - t->pcur + 1);
            t->pcur--;
            t->plen--;
        }
        return TUI_REDRAW;
    case KEY_DC:
    case 4:     /* C-d */
        if (t->pcur < t->plen) {
            memmove(t->pbuf + t->pcur, t->pbuf + t->pcur + 1, t->plen - t->pcur);
            t->plen--;
        }
        return TUI_REDRAW;
    case KEY_LEFT: case 2: if (t->pcur) t->pcur--; return TUI_REDRAW;
    case KEY_RIGHT: case 6: if (t->pcur < t->plen) t->pcur++; return TUI_REDRAW;
    case KEY_HOME: case 1: t->pcur = 0; return TUI_REDRAW;
    case KEY_END: case 5: t->pcur = t->plen; return TUI_REDRAW;
    case 21:    /* C-u */
        memmove(t->pbuf, t->pbuf + t->pcur, t->plen - t->pcur + 1);
        t->plen -= t->pcur;
        t->pcur = 0;
        return TUI_REDRAW;
    case 11:    /* C-k */
        t->pbuf[t->pcur] = 0;
        t->plen = t->pcur;
        return TUI_REDRAW;
    default:
        if (key >= 32 && key < 256 && key != 127 && t->plen + 1 < sizeof t->pbuf) {
            memmove(t->pbuf + t->pcur + 1, t->pbuf + t->pcur, t->plen - t->pcur + 1);
            t->pbuf[t->pcur++] = (char)key;
            t->plen++;
        }
        return TUI_REDRAW;
    }
}

/* ---- search ------------------------------------------------------------- */

int tui_search(struct tui *t, int backward)
{
    if (!t->have_re) {
        tui_message(t, 1, "no previous search");
        return TUI_HANDLED | TUI_REDRAW;
    }
    struct pane *p = t->help ? &t->helpp : &t->panes[t->focus];
    if (!p->nrows)
        return TUI_HANDLED | TUI_REDRAW;
    struct row r;
    r.notext = 0;
    for (size_t k = 1; k <= p->nrows; k++) {
        size_t i = backward ? (p->cur + p->nrows - k) % p->nrows : (p->cur + k) % p->nrows;
        p->ops->row(p, &t->c, i, &r);
        char line[600];
        snprintf(line, sizeof line, "%s%s", r.gutter, r.text);
        if (!regexec(&t->re, line, 0, NULL, 0)) {
            int wrapped = backward ? i > p->cur : i < p->cur;
            pane_set_cursor(p, i);
            if (wrapped)
                tui_message(t, 0, "search wrapped around");
            return TUI_HANDLED | TUI_REDRAW | (t->help ? 0 : TUI_SELECT);
        }
    }
    tui_message(t, 1, "pattern not found");
    return TUI_HANDLED | TUI_REDRAW;
}

/* ---- commands ----------------------------------------------------------- */

static int cmd_goto(struct tui *t, const char *arg)
{
    char *end;
    errno = 0;
    unsigned long off = strtoul(arg, &end, 16);
    if (!*arg || *end || errno) {
        tui_message(t, 1, ":goto needs a hex offset, e.g. :goto 0x1b0");
        return TUI_HANDLED | TUI_REDRAW;
    }
    int ii = align_sass_at_offset(session_align(t->c.s, t->c.fi), (uint32_t)off);
    if (ii < 0) {
        tui_message(t, 1, "no SASS instruction at offset 0x%04lx", off);
        return TUI_HANDLED | TUI_REDRAW;
    }
    t->focus = P_SASS;
    t->an_focus = 0;
    t->panes[P_SASS].hidden = 0;
    t->zoom = 0;
    view_sass_goto_insn(&t->panes[P_SASS], ii);
    return TUI_HANDLED | TUI_LAYOUT | TUI_SELECT | TUI_REDRAW;
}

static int cmd_line(struct tui *t, const char *arg)
{
    char *end;
    long n = strtol(arg, &end, 10);
    struct pane *p = &t->panes[P_SOURCE];
    if (!*arg || *end || n < 1 || (size_t)n > p->nrows + 1) {
        tui_message(t, 1, ":line needs a line number between 1 and %zu", p->nrows);
        return TUI_HANDLED | TUI_REDRAW;
    }
    t->focus = P_SOURCE;
    t->an_focus = 0;
    p->hidden = 0;
    t->zoom = 0;
    pane_set_cursor(p, view_source_row_of_line(p, (int)n));
    return TUI_HANDLED | TUI_LAYOUT | TUI_SELECT | TUI_REDRAW;
}

static int cmd_fn(struct tui *t, const char *arg)
{
    struct session *s = t->c.s;
    if (!*arg) {
        char list[480] = "functions:";
        for (size_t i = 0; i < session_nfuncs(s) && strlen(list) + 80 < sizeof list; i++)
            snprintf(list + strlen(list), sizeof list - strlen(list), " %s", session_sass_fn(s, i)->name);
        tui_message(t, 0, "%s", list);
        return TUI_HANDLED | TUI_REDRAW;
    }
    int fi = session_find_fn(s, arg);
    if (fi < 0) {
        tui_message(t, 1, "no function '%s' (Tab completes)", arg);
        return TUI_HANDLED | TUI_REDRAW;
    }
    return TUI_HANDLED | tui_set_function(t, (size_t)fi);
}

static int retranslate(struct tui *t, const char *target, int wave)
{
    struct ws_error err;
    ws_error_clear(&err);
    if (session_retranslate(t->c.s, target, wave, &err)) {
        tui_message(t, 1, "%s", err.msg);
        return TUI_HANDLED | TUI_REDRAW;
    }
    char done[64];
    snprintf(done, sizeof done, "re-translated for %s wave%d", t->c.s->xr->opts.target->name,
             t->c.s->xr->opts.wave);
    tui_message(t, 0, "%s", done);
    tui_note_assumptions(t, done);
    return TUI_HANDLED | TUI_RELOAD | TUI_REDRAW;
}

static int cmd_write(struct tui *t, const char *arg, int quit)
{
    struct ws_error err;
    ws_error_clear(&err);
    const char *path = *arg ? arg : NULL;
    if (session_save(t->c.s, path, &err)) {
        char m[WS_ERR_MSG_MAX + WS_ERR_FILE_MAX + 32];
        ws_error_format(&err, m, sizeof m);
        tui_message(t, 1, "%s", m);
        return TUI_HANDLED | TUI_REDRAW;
    }
    tui_message(t, 0, "wrote %s", path ? path : t->c.s->listing);
    return TUI_HANDLED | TUI_REDRAW | (quit ? TUI_QUIT : 0);
}

/* :w config: the user's source rules into the configuration file. */
static int cmd_write_config(struct tui *t)
{
    struct ws_error err;
    ws_error_clear(&err);
    char path[4096];
    int added;
    if (config_save_srcpath(&t->c.s->user, &added, path, sizeof path, &err)) {
        char m[WS_ERR_MSG_MAX + WS_ERR_FILE_MAX + 32];
        ws_error_format(&err, m, sizeof m);
        tui_message(t, 1, "%s (nothing written)", m);
    } else if (!t->c.s->user.nrules) {
        tui_message(t, 0, "no source rules to keep (:source-dir DIR, :substitute-path FROM TO)");
    } else if (!added) {
        tui_message(t, 0, "%s already holds every source rule", path);
    } else {
        tui_message(t, 0, "added %d source rule%s to %s", added, added == 1 ? "" : "s", path);
    }
    return TUI_HANDLED | TUI_REDRAW;
}

/* :source-dir DIR, :substitute-path FROM TO: a rule for every open FILE,
 * the sources looked for again and the source pane redrawn. */
static int cmd_srcpath(struct tui *t, const char *name, const char *arg)
{
    char line[2100], what[64];
    snprintf(line, sizeof line, "%s %s", name, arg);
    snprintf(what, sizeof what, ":%.60s", name);
    int found = 0;
    for (size_t d = 0; d < t->ndocs; d++) {
        struct ws_error err;
        ws_error_clear(&err);
        int n;
        if (session_add_srcpath(t->docs[d], line, what, &n, &err)) {
            tui_message(t, 1, "%s: %s (e.g. :source-dir DIR, :substitute-path FROM TO)", what,
                        err.msg);
            return TUI_HANDLED | TUI_REDRAW;
        }
        found += n;
    }
    const struct session *s = t->c.s;
    int mf = t->c.main_file;
    if (mf >= 0 && !s->srcs[mf].missing)
        tui_message(t, 0, "%s: %d file%s found; source %s", what, found, found == 1 ? "" : "s",
                    s->srcs[mf].path);
    else if (mf >= 0)
        tui_message(t, 1, "%s: %d file%s found; still missing: %s", what, found,
                    found == 1 ? "" : "s", s->srcs[mf].name);
    else
        tui_message(t, 0, "%s: %d file%s found (this function has no line information)", what,
                    found, found == 1 ? "" : "s");
    return TUI_HANDLED | TUI_RELOAD | TUI_REDRAW;
}

static int cmd_buffer(struct tui *t, int dir)
{
    if (t->ndocs < 2) {
        tui_message(t, 1, "only one FILE is open");
        return TUI_HANDLED | TUI_REDRAW;
    }
    t->doc = (t->doc + t->ndocs + (size_t)(dir > 0 ? 1 : -1)) % t->ndocs;
    t->c.s = t->docs[t->doc];
    tui_message(t, 0, "%s", t->c.s->input);
    return TUI_HANDLED | tui_set_function(t, 0);
}

/* The view that takes command name: the analysis view on screen when it
 * does, else the first in the view list; -1 when none does. */
static int view_of_command(const struct tui *t, const char *name)
{
    if (t->an_shown >= 0 && view_takes(tui_analysis_view(t->an_shown), name))
        return tui_analysis_view(t->an_shown);
    for (int v = 0; v < VIEW_COUNT; v++)
        if (view_takes((enum view_id)v, name))
            return v;
    return -1;
}

/* A command of analysis view i: the view is opened, given the command and
 * its argument, then shown (unless the argument was wrong). */
static int analysis_command(struct tui *t, int i, const char *cmd, const char *arg)
{
    struct pane *p = &t->an[i];
    int shown = t->an_shown == i;
    if (!shown && p->ops->open(p, &t->c)) {
        tui_message(t, 1, "out of memory");
        return TUI_HANDLED | TUI_REDRAW;
    }
    t->c.note[0] = 0;
    int f = p->ops->command ? p->ops->command(p, &t->c, cmd, arg) : TUI_HANDLED | TUI_REDRAW;
    tui_take_note(t);
    if (!f)
        return TUI_HANDLED | TUI_REDRAW;
    if (!shown) {
        t->an_shown = i;
        t->an_focus = 1;
        t->zoom = 0;
        f |= TUI_HANDLED | TUI_LAYOUT | TUI_REDRAW;
    }
    if (f & TUI_SELECT)
        t->an_publish = 1;
    return f;
}

/* :NAME [ARG] of view v: an analysis view takes the argument; for the
 * others the command is their request. */
static int view_command_run(struct tui *t, enum view_id v, const char *name, const char *arg)
{
    for (int i = 0; i < AN_COUNT; i++)
        if (tui_analysis_view(i) == v)
            return analysis_command(t, i, name, arg);
    return tui_request(t, view_request[v]);
}

int tui_run_command(struct tui *t, const char *line)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", line);
    char *p = buf;
    while (isspace((unsigned char)*p))
        p++;
    if (*p == ':')
        p++;
    char *e = p + strlen(p);
    while (e > p && isspace((unsigned char)e[-1]))
        *--e = 0;
    char *arg = p;
    while (*arg && !isspace((unsigned char)*arg))
        arg++;
    if (*arg) {
        *arg++ = 0;
        while (isspace((unsigned char)*arg))
            arg++;
    }
    if (!*p)
        return TUI_REDRAW;
    if (!strcmp(p, "fn")) return cmd_fn(t, arg);
    if (!strcmp(p, "goto")) return cmd_goto(t, arg);
    if (!strcmp(p, "line")) return cmd_line(t, arg);
    if (!strcmp(p, "target")) return *arg ? retranslate(t, arg, 0) : (tui_message(t, 1, ":target needs a name (gfx1100)"), TUI_REDRAW);
    if (!strcmp(p, "wave")) {
        int w = atoi(arg);
        if (w != 32 && w != 64) {
            tui_message(t, 1, ":wave takes 32 or 64");
            return TUI_HANDLED | TUI_REDRAW;
        }
        return retranslate(t, NULL, w);
    }
    if (!strcmp(p, "w") && !strcmp(arg, "config")) return cmd_write_config(t);
    if (!strcmp(p, "w")) return cmd_write(t, arg, 0);
    if (!strcmp(p, "source-dir") || !strcmp(p, "substitute-path")) return cmd_srcpath(t, p, arg);
    if (!strcmp(p, "wq") || !strcmp(p, "x")) return cmd_write(t, arg, 1);
    if (!strcmp(p, "q") || !strcmp(p, "quit")) return tui_quit(t);
    if (!strcmp(p, "q!") || !strcmp(p, "quit!")) return TUI_HANDLED | TUI_QUIT;
    if (!strcmp(p, "h")) return tui_request(t, REQ_VIEW_HELP);
    if (!strcmp(p, "bn")) return cmd_buffer(t, 1);
    if (!strcmp(p, "bp")) return cmd_buffer(t, -1);
    int v = view_of_command(t, p);
    if (v >= 0)
        return view_command_run(t, (enum view_id)v, p, arg);
    if (!strcmp(p, "map")) {
        struct ws_error err;
        ws_error_clear(&err);
        if (keymap_bind_line(&t->km, arg, ":map", 0, &err))
            tui_message(t, 1, ":map: %s", err.msg);
        else
            tui_message(t, 0, "mapped %s", arg);
        return TUI_HANDLED | TUI_REDRAW;
    }
    enum request r = request_find(p);
    if (r != REQ_NONE)
        return tui_request(t, r);
    tui_message(t, 1, "unknown command '%s' (:help lists them)", p);
    return TUI_HANDLED | TUI_REDRAW;
}

/* ---- $EDITOR ------------------------------------------------------------ */

static int read_back(struct tui *t, const char *path, struct ws_error *err)
{
    const struct sass_function *f = session_sass_fn(t->c.s, t->c.fi);
    const struct align *a = session_align(t->c.s, t->c.fi);
    FILE *fp = fopen(path, "r");
    if (!fp)
        return ws_error_set(err, WS_EIO, path, 0, "cannot read: %s", strerror(errno));
    size_t *idx = calloc(f->ninsns + 1, sizeof *idx);
    char **texts = calloc(f->ninsns + 1, sizeof *texts);
    size_t n = 0;
    char line[4096];
    int lineno = 0;
    enum ws_status st = idx && texts ? WS_OK : WS_ENOMEM;
    while (!st && fgets(line, sizeof line, fp)) {
        lineno++;
        char *p = line;
        while (isspace((unsigned char)*p))
            p++;
        if (!*p || *p == '#')
            continue;
        unsigned off;
        int used = 0;
        if (sscanf(p, "/*%x*/%n", &off, &used) != 1 || !used) {
            st = ws_error_set(err, WS_EPARSE, path, lineno, "expected /*OFFSET*/ INSTRUCTION ;");
            break;
        }
        int ii = align_sass_at_offset(a, off);
        if (ii < 0 || n >= f->ninsns) {
            st = ws_error_set(err, WS_EPARSE, path, lineno, "no instruction at offset %04x "
                              "(instructions cannot be added)", off);
            break;
        }
        char *q = p + used, *end = q + strlen(q);
        while (end > q && isspace((unsigned char)end[-1]))
            *--end = 0;
        if (end > q && end[-1] == ';')
            *--end = 0;
        /* and the blank before the ';' the file was written with: the text
         * of an instruction left alone is its text, unchanged (not an edit
         * that would drop its encoding) */
        while (end > q && isspace((unsigned char)end[-1]))
            *--end = 0;
        while (isspace((unsigned char)*q))
            q++;
        idx[n] = (size_t)ii;
        texts[n++] = strdup(q);
    }
    fclose(fp);
    if (!st)
        st = session_edit_many(t->c.s, t->c.fi, n, idx, (const char *const *)texts, err);
    for (size_t i = 0; i < n; i++)
        free(texts[i]);
    free(texts);
    free(idx);
    return st;
}

int tui_edit_function(struct tui *t)
{
    const struct sass_function *f = session_sass_fn(t->c.s, t->c.fi);
    char path[] = "/tmp/warpscope-XXXXXX.sass";
    int fd = mkstemps(path, 5);
    FILE *fp = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (!fp) {
        tui_message(t, 1, "cannot create a temporary file: %s", strerror(errno));
        return TUI_HANDLED | TUI_REDRAW;
    }
    fprintf(fp, "# warpscope: %s\n# Edit instructions in place; keep each /*OFFSET*/. Lines starting with # are ignored.\n", f->name);
    for (size_t i = 0; i < f->ninsns; i++)
        fprintf(fp, "/*%04x*/ %s ;\n", f->insns[i].offset, f->insns[i].text);
    fclose(fp);
    const char *ed = getenv("VISUAL");
    if (!ed || !*ed) ed = getenv("EDITOR");
    if (!ed || !*ed) ed = "vi";
    char cmd[4200];
    snprintf(cmd, sizeof cmd, "%s '%s'", ed, path);
    term_suspend();
    int rc = system(cmd);
    term_resume();
    int flags = TUI_HANDLED | TUI_LAYOUT | TUI_REDRAW;
    if (rc != 0) {
        tui_message(t, 1, "%s exited with status %d; nothing changed", ed, rc);
    } else {
        struct ws_error err;
        ws_error_clear(&err);
        int before = t->c.s->dirty;
        if (read_back(t, path, &err)) {
            char m[WS_ERR_MSG_MAX + WS_ERR_FILE_MAX + 32];
            ws_error_format(&err, m, sizeof m);
            tui_message(t, 1, "%s (nothing changed)", m);
        } else {
            tui_message(t, 0, t->c.s->dirty != before ? "function re-translated" : "no changes");
            flags |= TUI_RELOAD;
        }
    }
    unlink(path);
    return flags;
}
