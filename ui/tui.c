/* tui.c - the interface's one input loop, layout, drawing and the requests
 * no view handles.  Handlers return TUI_* flags; the loop acts on them. */
#include "tui.h"
#include "tui_int.h"

#include "cli.h"
#include "demangle.h"
#include "session/config.h"

#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DEFAULT_SAMPLE "samples/reduce_block"

/* The panes across the top, from the view list: a TOGGLE pane starts hidden. */
static const struct { enum view_id view; int hidden; } pane_views[NPANES] = {
#define PANE_X(X, id, ...) { VIEW_##id, 0 },
#define TOGGLE_X(X, id, ...) { VIEW_##id, 1 },
    VIEW_LIST(unused, PANE_X, TOGGLE_X, VIEW_SKIP, VIEW_SKIP)
#undef PANE_X
#undef TOGGLE_X
};

/* The analysis views below the panes, from the view list. */
static const enum view_id analysis_views[AN_COUNT] = {
#define AN_X_VIEW(id, ...) VIEW_##id,
    VIEW_BELOW(AN_X_VIEW)
#undef AN_X_VIEW
};

/* Their commands, " :cfg :heat ...", for messages. */
#define AN_X_COMMAND(id, name, req, cmd, ...) " :" cmd
static const char analysis_commands[] = VIEW_BELOW(AN_X_COMMAND);
#undef AN_X_COMMAND

struct session *tui_doc(const struct tui *t) { return t->docs[t->doc]; }

void tui_message(struct tui *t, int err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(t->msg, sizeof t->msg, fmt, ap);
    va_end(ap);
    t->msg_err = err;
}

void tui_take_note(struct tui *t)
{
    if (!t->c.note[0])
        return;
    char m[sizeof t->msg];
    keymap_hint(&t->km, t->c.note, m, sizeof m);
    tui_message(t, t->c.note_err, "%s", m);
    t->c.note[0] = 0;
}

void tui_note_assumptions(struct tui *t, const char *prefix)
{
    const struct xlate_result *r = tui_doc(t)->xr;
    char note[1024];
    size_t n = 0, shown = 0;
    for (size_t i = 0; i < r->nfuncs; i++)
        if (xlate_assumptions(r, i, note, sizeof note) && (!n++ || i == t->c.fi))
            shown = i;
    if (!n)
        return;
    xlate_assumptions(r, shown, note, sizeof note);
    tui_message(t, 1, "%s%s%s%s", prefix ? prefix : "", prefix ? "; " : "", note,
                n > 1 ? " (other kernels too: warpscope translate lists them)" : "");
}

static struct pane *focused(struct tui *t)
{
    if (t->help)
        return &t->helpp;
    if (t->an_shown >= 0 && t->an_focus)
        return &t->an[t->an_shown];
    return &t->panes[t->focus];
}

/* The analysis view below the panes, NULL when none is on screen. */
static struct pane *analysis_shown(struct tui *t)
{
    return t->an_shown >= 0 && t->an[t->an_shown].win ? &t->an[t->an_shown] : NULL;
}

static int visible(const struct tui *t, int i)
{
    if (t->zoom)
        return i == t->focus;
    return !t->panes[i].hidden;
}

/* ---- layout ------------------------------------------------------------- */

static void drop_windows(struct tui *t)
{
    for (int i = 0; i < NPANES; i++)
        if (t->panes[i].win) {
            delwin(t->panes[i].win);
            t->panes[i].win = NULL;
        }
    for (int i = 0; i < AN_COUNT; i++)
        if (t->an[i].win) {
            delwin(t->an[i].win);
            t->an[i].win = NULL;
        }
    for (int i = 0; i < 2; i++)
        if (t->gutter_w[i]) {
            delwin(t->gutter_w[i]);
            t->gutter_w[i] = NULL;
        }
    if (t->helpp.win) delwin(t->helpp.win);
    if (t->rule_w) delwin(t->rule_w);
    if (t->status_w) delwin(t->status_w);
    if (t->msg_w) delwin(t->msg_w);
    t->helpp.win = t->rule_w = t->status_w = t->msg_w = NULL;
}

static void layout(struct tui *t)
{
    drop_windows(t);
    getmaxyx(stdscr, t->rows, t->cols);
    int body = t->rows - BOTTOM_ROWS > 1 ? t->rows - BOTTOM_ROWS : 1;
    int top = body;     /* rows of the panes; the analysis view has the rest */
    if (t->an_shown >= 0 && !t->help && !(t->zoom && !t->an_focus)) {
        struct pane *an = &t->an[t->an_shown];
        int ah = t->zoom ? body : body - body * 2 / 5;
        top = body - ah;
        an->x = 0;
        an->w = t->cols;
        an->h = ah;
        an->last = 1;
        an->win = newwin(ah, t->cols, top, 0);
        pane_set_cursor(an, an->cur);
    }
    int vis[NPANES], nvis = 0, total = 0;
    for (int k = 0; k < NPANES; k++) {
        int i = t->order[k];
        t->panes[i].h = top;
        if (visible(t, i)) {
            vis[nvis++] = i;
            total += t->panes[i].weight;
        }
    }
    int x = 0;
    for (int k = 0; k < nvis && !t->help && top > 1; k++) {
        struct pane *p = &t->panes[vis[k]];
        int w = k == nvis - 1 ? t->cols - x : t->cols * p->weight / (total ? total : 1);
        if (w < 2) w = 2;
        if (x + w > t->cols) w = t->cols - x;
        int g = vis[k] == P_SASS ? 0 : vis[k] == P_RDNA ? 1 : -1;
        if (t->gutter && g >= 0 && w > GUTTER_W + 8) {
            t->gutter_w[g] = newwin(top, GUTTER_W, 0, x);
            x += GUTTER_W;
            w -= GUTTER_W;
        }
        p->x = x;
        p->w = w;
        p->last = k == nvis - 1;
        p->win = w > 0 ? newwin(top, w, 0, x) : NULL;
        x += w;
    }
    if (t->help) {
        t->helpp.x = 0;
        t->helpp.w = t->cols;
        t->helpp.h = body;
        t->helpp.last = 1;
        t->helpp.win = newwin(body, t->cols, 0, 0);
        pane_set_cursor(&t->helpp, t->helpp.cur);
    }
    for (int i = 0; i < NPANES; i++)
        pane_set_cursor(&t->panes[i], t->panes[i].cur);
    t->rule_w = newwin(1, t->cols, t->rows - 3 >= 0 ? t->rows - 3 : 0, 0);
    t->status_w = newwin(1, t->cols, t->rows - 2 >= 0 ? t->rows - 2 : 0, 0);
    t->msg_w = newwin(1, t->cols, t->rows - 1, 0);
    keypad(t->msg_w, TRUE);
    clearok(curscr, TRUE);
}

/* ---- selection ---------------------------------------------------------- */

/* The focused pane's cursor becomes the selection; the others follow. */
static void publish(struct tui *t)
{
    if (t->help)
        return;
    struct pane *an = t->an_shown >= 0 ? &t->an[t->an_shown] : NULL;
    if (an && (t->an_focus || t->an_publish)) {
        /* the analysis view moved the selection: every pane follows */
        t->an_publish = 0;
        an->ops->select(an, &t->c);
        for (int i = 0; i < NPANES; i++)
            if (t->panes[i].nrows)
                pane_follow(&t->panes[i], &t->c);
        return;
    }
    struct pane *f = &t->panes[t->focus];
    f->ops->select(f, &t->c);
    for (int i = 0; i < NPANES; i++)
        if (i != t->focus && t->panes[i].nrows)
            pane_follow(&t->panes[i], &t->c);
    if (an && an->nrows)
        pane_follow(an, &t->c);
}

/* (Re)build the analysis views on screen or in use (the gutter's heat). */
static int open_analysis(struct tui *t)
{
    for (int i = 0; i < AN_COUNT; i++)
        if ((i == t->an_shown || (i == AN_HEAT && t->gutter)) && t->an[i].ops->open(&t->an[i], &t->c))
            return -1;
    return 0;
}

static int reload(struct tui *t)
{
    struct session *s = tui_doc(t);
    t->c.s = s;
    if (t->c.fi >= session_nfuncs(s))
        t->c.fi = 0;
    t->c.main_file = align_main_file(session_align(s, t->c.fi));
    for (int i = 0; i < NPANES; i++)
        if (t->panes[i].ops->open(&t->panes[i], &t->c)) {
            tui_message(t, 1, "out of memory");
            return TUI_QUIT;
        }
    if (open_analysis(t)) {
        tui_message(t, 1, "out of memory");
        return TUI_QUIT;
    }
    if (!session_native_fn(s, t->c.fi) && !t->panes[P_NATIVE].hidden) {
        t->panes[P_NATIVE].hidden = 1;
        if (t->focus == P_NATIVE)
            t->focus = P_SASS;
        return TUI_LAYOUT | TUI_SELECT | TUI_REDRAW;
    }
    return TUI_SELECT | TUI_REDRAW;
}

int tui_set_function(struct tui *t, size_t fi)
{
    struct ws_error e;
    ws_error_clear(&e);
    if (session_prepare(t->c.s, fi, &e)) {     /* its translation, made on first look */
        char m[300];
        ws_error_format(&e, m, sizeof m);
        tui_message(t, 1, "%s", m);
        return TUI_REDRAW;
    }
    t->c.fi = fi;
    t->c.err_insn = -1;
    t->c.err_msg = NULL;
    for (int i = 0; i < NPANES; i++)
        t->panes[i].cur = t->panes[i].top = 0;
    int f = reload(t);
    /* start on the first instruction */
    view_sass_goto_insn(&t->panes[P_SASS], 0);
    if (t->focus != P_SASS) {
        t->panes[P_SASS].ops->select(&t->panes[P_SASS], &t->c);
        for (int i = 0; i < NPANES; i++)
            if (i != P_SASS)
                pane_follow(&t->panes[i], &t->c);
        return (f & ~TUI_SELECT) | TUI_REDRAW;
    }
    return f | TUI_SELECT;
}

/* ---- drawing ------------------------------------------------------------ */

/* A source line as the status bar names it: "line 36" in the file the
 * source pane shows, "cuda_fp16.hpp:2630" in another (a header). */
static void line_name(const struct tui *t, struct align_loc loc, char *buf, size_t len)
{
    const struct session *s = t->c.s;
    if (loc.file < 0 || loc.file == t->c.main_file || !s->srcs[loc.file].name) {
        snprintf(buf, len, "line %d", loc.line);
        return;
    }
    const char *name = s->srcs[loc.file].name, *base = strrchr(name, '/');
    snprintf(buf, len, "%s:%d", base ? base + 1 : name, loc.line);
}

/* The rule (or pass) behind the selection, or a summary of its line. */
static void rule_text(struct tui *t, char *buf, size_t len)
{
    const struct xfunc *xf = session_xfunc(t->c.s, t->c.fi);
    const struct align *a = session_align(t->c.s, t->c.fi);
    const struct selection *sel = &t->c.sel;
    int sass = -1, rule = -1;
    buf[0] = 0;
    if (sel->kind == SEL_SASS) {
        sass = sel->index;
    } else if (sel->kind == SEL_XLATE && sel->index >= 0 && (size_t)sel->index < xf->nlines) {
        /* an UNSUPPORTED line names the rule that declined: say why, not its rationale */
        rule = xf->lines[sel->index].kind == XL_UNSUPPORTED ? -1 : xf->lines[sel->index].rule;
        sass = align_xlate_sass(a, (size_t)sel->index);
        if (sass < 0) {
            for (size_t k = 0; k < xf->nsteps; k++)
                if (xf->steps[k].kind == XS_PASS && xf->steps[k].first <= sel->index &&
                    sel->index < xf->steps[k].last) {
                    snprintf(buf, len, "pass %s: %s", xf->steps[k].pass,
                             xf->steps[k].note ? xf->steps[k].note : "");
                    return;
                }
        }
    } else if (sel->loc.line > 0) {
        size_t ns = align_line_sass(a, sel->loc.file, sel->loc.line).n;
        struct align_set xs = align_line_xlate(a, sel->loc.file, sel->loc.line);
        size_t nu = 0;
        for (size_t k = 0; k < xs.n; k++)
            nu += xf->lines[xs.idx[k]].kind == XL_UNSUPPORTED;
        char where[300];
        line_name(t, sel->loc, where, sizeof where);
        snprintf(buf, len, "%s: %zu SASS instructions -> %zu RDNA3 lines%s", where, ns,
                 xs.n, nu ? " (some UNSUPPORTED)" : "");
        return;
    }
    if (rule < 0 && sass >= 0) {
        for (size_t k = 0; k < xf->nsteps; k++) {
            const struct xstep *st = &xf->steps[k];
            if (st->kind == XS_UNSUPPORTED && st->sass == sass) {
                snprintf(buf, len, "UNSUPPORTED %s: %s (Enter: the near misses)",
                         session_sass_fn(t->c.s, t->c.fi)->insns[sass].opcode,
                         st->note ? st->note : "no rule matches");
                return;
            }
            if (st->kind == XS_RULE && st->sass == sass && st->rule >= 0) {
                rule = st->rule;
                break;
            }
        }
    }
    const struct xrule *r = rule >= 0 ? xlate_rule_by_id(rule) : NULL;
    if (r)
        snprintf(buf, len, "rule %s [%s]: %s", r->name, xlate_cat_name(r->cat), r->why);
}

static void status_text(struct tui *t, char *buf, size_t len)
{
    struct session *s = t->c.s;
    const struct sass_function *f = session_sass_fn(s, t->c.fi);
    const struct xfunc *xf = session_xfunc(s, t->c.fi);
    char pos[64] = "";
    const struct selection *sel = &t->c.sel;
    /* the selection can still name the previous function's instruction
     * while a new function is drawn (next-function): say nothing then */
    if (sel->kind == SEL_SASS && sel->index >= 0 && f && (size_t)sel->index < f->ninsns)
        snprintf(pos, sizeof pos, "SASS %04x %d/%zu", f->insns[sel->index].offset, sel->index + 1, f->ninsns);
    else if (sel->kind == SEL_XLATE && xf)
        snprintf(pos, sizeof pos, "RDNA3 %d/%zu", sel->index + 1, xf->nlines);
    else if (sel->kind == SEL_NATIVE)
        snprintf(pos, sizeof pos, "native %d", sel->index + 1);
    else if (sel->kind == SEL_SOURCE)
        snprintf(pos, sizeof pos, "source");
    char line[320] = "";
    if (sel->loc.line > 0) {
        char where[300];
        line_name(t, sel->loc, where, sizeof where);
        snprintf(line, sizeof line, " %s |", where);
    }
    char name[512];
    if (t->names == NAMES_MANGLED)
        snprintf(name, sizeof name, "%s", f->name);
    else
        ws_demangle(f->name, t->names == NAMES_SIGNATURE, name, sizeof name);
    char doc[32] = "";
    if (t->ndocs > 1)
        snprintf(doc, sizeof doc, " [%zu/%zu]", t->doc + 1, t->ndocs);
    snprintf(buf, len, " %s (%zu/%zu)%s | %s |%s %zu unsupported | %s w%d | %s%s", name,
             t->c.fi + 1, session_nfuncs(s), doc, pos, line, xf->nunsup,
             s->xr->opts.target->name, s->xr->opts.wave, t->km.name, s->dirty ? " [+]" : "");
}

static void draw(struct tui *t)
{
    if (t->help) {
        t->helpp.ops->draw(&t->helpp, &t->c, 1);
        wnoutrefresh(t->helpp.win);
    } else {
        for (int i = 0; i < NPANES; i++)
            if (t->panes[i].win) {
                t->panes[i].ops->draw(&t->panes[i], &t->c, i == t->focus && !t->an_focus);
                wnoutrefresh(t->panes[i].win);
            }
        for (int g = 0; g < 2; g++)
            if (t->gutter_w[g]) {
                view_heat_gutter(&t->an[AN_HEAT], &t->c, &t->panes[g ? P_RDNA : P_SASS], !g,
                                 t->gutter_w[g]);
                wnoutrefresh(t->gutter_w[g]);
            }
        struct pane *an = analysis_shown(t);
        if (an) {
            an->ops->draw(an, &t->c, t->an_focus);
            wnoutrefresh(an->win);
        }
    }
    /* the bottom: the rule bar, the status bar, the message line (the
     * prompt while one is open; the editor's message then on the rule bar) */
    char buf[1200];
    if (t->pmode && t->msg[0])
        term_put(t->rule_w, 0, 0, t->cols, 0, t->msg, t->msg_err ? term_attr(TR_ERROR) : A_BOLD);
    else {
        rule_text(t, buf, sizeof buf);
        term_put(t->rule_w, 0, 0, t->cols, 0, buf, term_attr(TR_RULE));
    }
    wnoutrefresh(t->rule_w);
    status_text(t, buf, sizeof buf);
    term_put(t->status_w, 0, 0, t->cols, 0, buf, term_attr(TR_STATUS));
    wnoutrefresh(t->status_w);
    int cursor = 0;
    if (t->pmode) {
        char lab[64];
        tui_prompt_label(t, lab, sizeof lab);
        snprintf(buf, sizeof buf, "%s%s", lab, t->pbuf);
        int lw = (int)strlen(lab);
        int skip = lw + (int)t->pcur >= t->cols ? lw + (int)t->pcur - t->cols + 1 : 0;
        term_put(t->msg_w, 0, 0, t->cols, skip, buf, A_NORMAL);
        wmove(t->msg_w, 0, lw + (int)t->pcur - skip);
        cursor = 1;
    } else {
        term_put(t->msg_w, 0, 0, t->cols, 0, t->msg, t->msg[0] ? t->msg_err ? term_attr(TR_ERROR) : A_BOLD : A_NORMAL);
    }
    curs_set(cursor);
    wnoutrefresh(t->msg_w);
    doupdate();
}

/* ---- requests ----------------------------------------------------------- */

static int next_visible(struct tui *t, int from, int dir)
{
    int k = 0;
    while (k < NPANES && t->order[k] != from)
        k++;
    for (int n = 1; n <= NPANES; n++) {
        int j = t->order[((k + dir * n) % NPANES + NPANES) % NPANES];
        if (!t->panes[j].hidden)
            return j;
    }
    return from;
}

static int edit_target(struct tui *t)
{
    const struct align *a = session_align(t->c.s, t->c.fi);
    if (t->c.sel.kind == SEL_SASS)
        return t->c.sel.index;
    if (t->c.sel.kind == SEL_XLATE)
        return align_xlate_sass(a, (size_t)t->c.sel.index);
    return -1;
}

/* The request being handled came from the Enter key (handle_key): Enter on
 * an UNSUPPORTED instruction shows why before it edits. */
static int by_enter;

/* The UNSUPPORTED step of SASS instruction ii, NULL when it has a rule. */
static const struct xstep *unsupported_step(struct tui *t, int ii)
{
    const struct xfunc *xf = session_xfunc(t->c.s, t->c.fi);
    for (size_t k = 0; ii >= 0 && k < xf->nsteps; k++)
        if (xf->steps[k].kind == XS_UNSUPPORTED && xf->steps[k].sass == ii)
            return &xf->steps[k];
    return NULL;
}

/* U from anywhere: the next UNSUPPORTED instruction of the function after
 * the selection (then from the start), in every pane; the focus stays. */
static int next_unsupported(struct tui *t)
{
    const struct xfunc *xf = session_xfunc(t->c.s, t->c.fi);
    int cur = edit_target(t), next = -1, first = -1;
    size_t n = 0;
    for (size_t k = 0; k < xf->nsteps; k++) {
        const struct xstep *st = &xf->steps[k];
        if (st->kind != XS_UNSUPPORTED || st->sass < 0)
            continue;
        n++;
        if (first < 0 || st->sass < first)
            first = st->sass;
        if (st->sass > cur && (next < 0 || st->sass < next))
            next = st->sass;
    }
    if (first < 0) {
        tui_message(t, 0, "no UNSUPPORTED instruction in %s", xf->sass->name);
        return TUI_HANDLED | TUI_REDRAW;
    }
    int wrapped = next < 0;
    if (wrapped)
        next = first;
    struct pane *sp = &t->panes[P_SASS];
    view_sass_goto_insn(sp, next);
    sp->ops->select(sp, &t->c);
    for (int i = 0; i < NPANES; i++)
        if (i != P_SASS && t->panes[i].nrows)
            pane_follow(&t->panes[i], &t->c);
    if (t->an_shown >= 0 && t->an[t->an_shown].nrows)
        pane_follow(&t->an[t->an_shown], &t->c);
    const struct sass_insn *in = &xf->sass->insns[next];
    tui_message(t, 0, "UNSUPPORTED %04x %s (%zu in %s%s); Enter: why, the near misses", in->offset,
                in->opcode, n, xf->sass->name, wrapped ? ", wrapped to the first" : "");
    return TUI_HANDLED | TUI_REDRAW;
}

/* Enter on an UNSUPPORTED instruction: the rules view on its step, which
 * lists the near misses; the keys stay where they were, and Enter again
 * (the view on that step) edits the instruction. */
static int show_near_misses(struct tui *t, int ii)
{
    struct pane *rv = &t->an[AN_RULES];
    if (t->an_shown == AN_RULES && view_rules_step_sass(rv) == ii)
        return 0;
    int f = 0;
    if (t->an_shown != AN_RULES) {
        if (rv->ops->open(rv, &t->c)) {
            tui_message(t, 1, "out of memory");
            return TUI_HANDLED | TUI_REDRAW;
        }
        t->an_shown = AN_RULES;
        t->zoom = 0;
        f = TUI_LAYOUT;
    }
    t->c.note[0] = 0;
    rv->ops->request(rv, &t->c, REQ_EDIT_INSN);     /* its Enter: the step of the selection */
    t->c.note[0] = 0;
    const struct sass_insn *in = &session_sass_fn(t->c.s, t->c.fi)->insns[ii];
    tui_message(t, 0, "why %04x %s is UNSUPPORTED: the near misses below; Enter again edits it",
                in->offset, in->opcode);
    return TUI_HANDLED | TUI_REDRAW | f;
}

static int change_doc(struct tui *t, enum ws_status (*op)(struct session *, struct ws_error *), const char *what)
{
    struct ws_error err;
    ws_error_clear(&err);
    if (op(tui_doc(t), &err)) {
        tui_message(t, 1, "%s", err.msg);
        return TUI_HANDLED | TUI_REDRAW;
    }
    t->c.err_insn = -1;
    t->c.err_msg = NULL;
    tui_message(t, 0, "%s", what);
    return TUI_HANDLED | TUI_RELOAD | TUI_REDRAW;
}

static void open_help(struct tui *t)
{
    if (t->help)
        return;
    t->help = 1;
    memset(&t->helpp, 0, sizeof t->helpp);
    t->helpp.ops = view_get(VIEW_HELP);
    t->helpp.km = &t->km;
    t->helpp.weight = 1;
    t->helpp.h = t->rows - BOTTOM_ROWS;
    t->helpp.ops->open(&t->helpp, &t->c);
}

static void close_help(struct tui *t)
{
    if (!t->help)
        return;
    t->helpp.ops->close(&t->helpp);
    if (t->helpp.win)
        delwin(t->helpp.win);
    t->helpp.win = NULL;
    t->help = 0;
}

static void close_analysis(struct tui *t)
{
    t->an_shown = -1;
    t->an_focus = 0;
    t->zoom = 0;
}

int tui_show_analysis(struct tui *t, int i)
{
    struct pane *an = &t->an[i];
    if (an->ops->open(an, &t->c)) {
        tui_message(t, 1, "out of memory");
        return TUI_HANDLED | TUI_REDRAW;
    }
    t->an_shown = i;
    t->an_focus = 1;
    t->zoom = 0;
    return TUI_HANDLED | TUI_LAYOUT | TUI_REDRAW;
}

enum view_id tui_analysis_view(int i) { return analysis_views[i]; }

/* The analysis view that request r shows, -1 when it shows none. */
static int analysis_of_request(enum request r)
{
    switch (r) {
#define AN_X_CASE(id, ...) case REQ_VIEW_##id: return AN_##id;
    VIEW_BELOW(AN_X_CASE)
#undef AN_X_CASE
    default:
        return -1;
    }
}

/* The command line, search and the help screen. */
static int prompt_request(struct tui *t, enum request r)
{
    switch (r) {
    case REQ_SEARCH: tui_prompt_open(t, PM_SEARCH, ""); return TUI_HANDLED | TUI_REDRAW;
    case REQ_SEARCH_BACK: tui_prompt_open(t, PM_SEARCH_BACK, ""); return TUI_HANDLED | TUI_REDRAW;
    case REQ_FIND_NEXT: return tui_search(t, t->re_back);
    case REQ_FIND_PREV: return tui_search(t, !t->re_back);
    case REQ_PROMPT: tui_prompt_open(t, PM_COMMAND, ""); return TUI_HANDLED | TUI_REDRAW;
    case REQ_VIEW_HELP: open_help(t); return TUI_HANDLED | TUI_LAYOUT | TUI_REDRAW;
    default: return 0;
    }
}

/* Focus, order, visibility and widths of the panes. */
static int pane_request(struct tui *t, enum request r)
{
    const int L = TUI_HANDLED | TUI_LAYOUT | TUI_REDRAW;
    switch (r) {
    case REQ_FOCUS_NEXT:
    case REQ_FOCUS_RIGHT:
    case REQ_FOCUS_LEFT:
        if (t->an_focus)    /* back to the panes */
            t->an_focus = 0;
        else
            t->focus = next_visible(t, t->focus, r == REQ_FOCUS_LEFT ? -1 : 1);
        t->zoom = 0;
        return L | TUI_SELECT;  /* the status bar says where the newly focused cursor is */
    case REQ_SWAP_PANE: {
        int j = next_visible(t, t->focus, 1), a = 0, b = 0;
        for (int k = 0; k < NPANES; k++) {
            if (t->order[k] == t->focus) a = k;
            if (t->order[k] == j) b = k;
        }
        t->order[a] = j;
        t->order[b] = t->focus;
        return L;
    }
    case REQ_HIDE_PANE: {
        int j = next_visible(t, t->focus, 1);
        if (j == t->focus) {
            tui_message(t, 1, "cannot hide the last pane");
            return TUI_HANDLED | TUI_REDRAW;
        }
        t->panes[t->focus].hidden = 1;
        t->focus = j;
        t->zoom = 0;
        return L;
    }
    case REQ_SHOW_ALL:
        for (int i = 0; i < NPANES; i++) {
            t->panes[i].hidden = i == P_NATIVE && !session_native_fn(tui_doc(t), t->c.fi) ? 1
                               : i == P_NATIVE ? t->panes[i].hidden : 0;
            t->panes[i].weight = 4;
        }
        t->zoom = 0;
        return L;
    case REQ_ZOOM: t->zoom = !t->zoom; return L;
    case REQ_GROW:
    case REQ_SHRINK: {
        int *w = &t->panes[t->focus].weight;
        *w += r == REQ_GROW ? 1 : -1;
        if (*w < 1) *w = 1;
        if (*w > 24) *w = 24;
        return L;
    }
    case REQ_VIEW_NATIVE:
        if (!session_native_fn(tui_doc(t), t->c.fi)) {
            tui_message(t, 1, "no native gfx1100 code for this function (a sample's gfx1100.s)");
            return TUI_HANDLED | TUI_REDRAW;
        }
        t->panes[P_NATIVE].hidden = !t->panes[P_NATIVE].hidden;
        if (t->panes[P_NATIVE].hidden && t->focus == P_NATIVE)
            t->focus = P_SASS;
        t->zoom = 0;
        return L | TUI_SELECT;
    default:
        return 0;
    }
}

/* The analysis view below the panes and the pressure gutter. */
static int analysis_global_request(struct tui *t, enum request r)
{
    const int L = TUI_HANDLED | TUI_LAYOUT | TUI_REDRAW;
    int i = analysis_of_request(r);
    if (i >= 0)
        return tui_show_analysis(t, i);
    switch (r) {
    case REQ_VIEW_FOCUS:
        if (t->an_shown < 0) {
            tui_message(t, 1, "no analysis view is open (%s)", analysis_commands + 1);
            return TUI_HANDLED | TUI_REDRAW;
        }
        t->an_focus = !t->an_focus;
        t->zoom = 0;
        return L;
    case REQ_VIEW_CLOSE:
        close_analysis(t);
        return L;
    case REQ_DIVERGE:   /* opens the lockstep view when it is not shown */
        return tui_run_command(t, "diverge");
    case REQ_TOGGLE_GUTTER:
        t->gutter = !t->gutter;
        if (t->gutter && t->an[AN_HEAT].ops->open(&t->an[AN_HEAT], &t->c))
            t->gutter = 0;
        tui_message(t, 0, t->gutter ? "pressure gutter on: live registers at each instruction "
                                      "(GPR for SASS, VGPR for RDNA3)" : "pressure gutter off");
        return L;
    default:
        return 0;
    }
}

/* The document: functions, edits, writing. */
static int doc_request(struct tui *t, enum request r)
{
    struct session *s = tui_doc(t);
    switch (r) {
    case REQ_NEXT_FUNC:
    case REQ_PREV_FUNC: {
        size_t n = session_nfuncs(s);
        size_t fi = r == REQ_NEXT_FUNC ? (t->c.fi + 1) % n : (t->c.fi + n - 1) % n;
        return TUI_HANDLED | tui_set_function(t, fi);
    }
    case REQ_EDIT_INSN: {
        int ii = edit_target(t);
        if (ii < 0) {
            tui_message(t, 1, "put the cursor on a SASS instruction to edit it");
            return TUI_HANDLED | TUI_REDRAW;
        }
        if (by_enter && unsupported_step(t, ii)) {
            int f = show_near_misses(t, ii);
            if (f)
                return f;
        }
        t->edit_insn = ii;
        tui_prompt_open(t, PM_EDIT, session_sass_fn(s, t->c.fi)->insns[ii].text);
        return TUI_HANDLED | TUI_REDRAW;
    }
    case REQ_NEXT_UNSUP: return next_unsupported(t);
    case REQ_EDIT_FUNC: return tui_edit_function(t);
    case REQ_UNDO: return change_doc(t, session_undo, "undone");
    case REQ_REDO: return change_doc(t, session_redo, "redone");
    case REQ_WRITE: return tui_run_command(t, "w");
    default: return 0;
    }
}

int tui_quit(struct tui *t)
{
    struct session *s = tui_doc(t);
    if (s->dirty) {
        t->confirm_quit = 1;
        tui_message(t, 1, "%d unsaved edit%s: quit anyway? (y/N)", s->dirty, s->dirty == 1 ? "" : "s");
        return TUI_HANDLED | TUI_REDRAW;
    }
    return TUI_HANDLED | TUI_QUIT;
}

/* Close the innermost thing open (the help screen, else the analysis view,
 * whichever pane has the keys); 0 when nothing is open. */
static int close_innermost(struct tui *t)
{
    if (t->help) {
        close_help(t);
        return TUI_HANDLED | TUI_LAYOUT | TUI_REDRAW;
    }
    if (t->an_shown >= 0) {
        tui_message(t, 0, "closed the %s view", t->an[t->an_shown].ops->name);
        close_analysis(t);
        return TUI_HANDLED | TUI_LAYOUT | TUI_REDRAW;
    }
    return 0;
}

/* Leave curses, stop the process as the shell's C-z would, and come back
 * with the screen drawn again when the shell continues it (fg). */
static int suspend(struct tui *t)
{
    (void)t;
    term_suspend();
    struct sigaction dfl, old;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    sigaction(SIGTSTP, &dfl, &old);
    kill(0, SIGTSTP);       /* the whole job, as the terminal's C-z stops it */
    sigaction(SIGTSTP, &old, NULL);
    term_resume();
    return TUI_HANDLED | TUI_LAYOUT | TUI_REDRAW;
}

/* Redrawing and leaving. */
static int program_request(struct tui *t, enum request r)
{
    switch (r) {
    case REQ_REFRESH: clearok(curscr, TRUE); return TUI_HANDLED | TUI_LAYOUT | TUI_REDRAW;
    case REQ_TOGGLE_NAMES: {
        static const char *const how[] = { "demangled", "demangled with parameter types",
                                           "as the listing spells them (mangled)" };
        char key[64];
        t->names = (t->names + 1) % 3;
        keymap_hint(&t->km, "{toggle-names}", key, sizeof key);
        tui_message(t, 0, "kernel names %s; %s again: %s", how[t->names], key, how[(t->names + 1) % 3]);
        return TUI_HANDLED | TUI_REDRAW;
    }
    case REQ_SUSPEND: return suspend(t);
    case REQ_CLOSE: {
        int f = close_innermost(t);
        return f ? f : TUI_HANDLED | TUI_REDRAW;    /* nothing open: clears the message */
    }
    case REQ_QUIT: {
        int f = close_innermost(t);
        return f ? f : tui_quit(t);
    }
    case REQ_QUIT_FORCE: return TUI_HANDLED | TUI_QUIT;
    default: return 0;
    }
}

/* A request no view took: the first group that knows it handles it; 0 when
 * none does. */
static int global_request(struct tui *t, enum request r)
{
    static int (*const groups[])(struct tui *, enum request) = {
        prompt_request, pane_request, analysis_global_request, doc_request, program_request,
    };
    for (size_t k = 0; k < sizeof groups / sizeof groups[0]; k++) {
        int f = groups[k](t, r);
        if (f)
            return f;
    }
    return 0;
}

int tui_request(struct tui *t, enum request r)
{
    if (t->help) {
        if (r == REQ_QUIT || r == REQ_CLOSE || r == REQ_VIEW_HELP)
            return close_innermost(t);
        int f = t->helpp.ops->request(&t->helpp, &t->c, r);
        if (f)
            return f;
        switch (r) {    /* searching the help, the command line, leaving */
        case REQ_PROMPT: case REQ_SEARCH: case REQ_SEARCH_BACK: case REQ_FIND_NEXT: case REQ_FIND_PREV:
        case REQ_REFRESH: case REQ_SUSPEND: case REQ_QUIT_FORCE:
            return global_request(t, r);
        default:
            return TUI_HANDLED;
        }
    }
    struct pane *p = focused(t);
    if (r == REQ_QUIT || r == REQ_CLOSE)    /* the innermost thing open first, whichever pane has the keys */
        return program_request(t, r);
    t->c.note[0] = 0;
    int f = p->ops->request(p, &t->c, r);
    /* n / N step the open view from a pane too while there is no search to
     * repeat (a view that steps takes find-next as its next step) */
    int step = (r == REQ_FIND_NEXT || r == REQ_FIND_PREV) && !t->have_re;
    if (!f && !t->an_focus && t->an_shown >= 0 && (analysis_request(r) || step)) {
        struct pane *an = &t->an[t->an_shown];
        f = an->ops->request(an, &t->c, r);
        if (f & TUI_SELECT)
            t->an_publish = 1;
    }
    tui_take_note(t);
    if (f)
        return f;
    f = global_request(t, r);
    tui_take_note(t);
    if (!f) {
        tui_message(t, 1, "request %s does nothing here", request_name(r));
        f = TUI_HANDLED | TUI_REDRAW;
    }
    return f;
}

/* ---- input -------------------------------------------------------------- */

static int mouse(struct tui *t)
{
    MEVENT ev;
    if (getmouse(&ev) != OK || t->help)
        return 0;
    for (int i = 0; i < NPANES; i++) {
        struct pane *p = &t->panes[i];
        if (!p->win || ev.x < p->x || ev.x >= p->x + p->w || ev.y >= p->h)
            continue;
        if (ev.bstate & (BUTTON4_PRESSED | BUTTON5_PRESSED)) {
            size_t body = pane_body_rows(p);
            if (ev.bstate & BUTTON4_PRESSED)
                p->top = p->top > 3 ? p->top - 3 : 0;
            else if (p->top + body < p->nrows)
                p->top = p->top + 3 + body <= p->nrows ? p->top + 3 : p->nrows - body;
            if (p->cur < p->top) p->cur = p->top;
            if (p->cur >= p->top + body) p->cur = p->top + body - 1;
            return TUI_REDRAW;
        }
        if (ev.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)) {
            t->focus = i;
            t->an_focus = 0;
            t->zoom = t->zoom && i == t->focus;
            if (ev.y >= 1 && p->top + (size_t)ev.y - 1 < p->nrows)
                pane_set_cursor(p, p->top + (size_t)ev.y - 1);
            return TUI_REDRAW | TUI_SELECT;
        }
    }
    return 0;
}

static int handle_key(struct tui *t, int key)
{
    if (key == KEY_RESIZE)
        return TUI_LAYOUT | TUI_REDRAW;
    if (key == KEY_MOUSE)
        return mouse(t);
    if (key == KEY_ENTER || key == '\r')
        key = '\n';
    if (t->confirm_quit) {
        t->confirm_quit = 0;
        if (key == 'y' || key == 'Y')
            return TUI_QUIT;
        tui_message(t, 0, "not quitting");
        return TUI_REDRAW;
    }
    if (t->pmode)
        return tui_prompt_key(t, key);
    t->msg[0] = 0;
    if (t->nseq == KEYSEQ_MAX)
        t->nseq = 0;
    t->seq[t->nseq++] = key;
    enum request r = REQ_NONE;
    int found = keymap_lookup(&t->km, t->seq, t->nseq, &r);
    if (found == 2) {
        char n[24];
        keymap_key_name(key, n, sizeof n);
        tui_message(t, 0, "%s-", n);
        return TUI_REDRAW;
    }
    t->nseq = 0;
    if (!found) {
        if (key == 27)
            return TUI_REDRAW;  /* Esc after a prefix drops the sequence */
        char name[24];
        keymap_key_name(key, name, sizeof name);
        char help[64];
        keymap_hint(&t->km, "{help}", help, sizeof help);
        tui_message(t, 1, "%s is not bound (%s or :help lists the keys)", name, help);
        return TUI_REDRAW;
    }
    by_enter = key == '\n';
    int f = tui_request(t, r);
    by_enter = 0;
    return f;
}

/* ---- set-up ------------------------------------------------------------- */

static void load_user_keys(struct tui *t)
{
    char path[4096];
    const char *x = getenv("XDG_CONFIG_HOME"), *h = getenv("HOME");
    if (x && *x)
        snprintf(path, sizeof path, "%s/warpscope/keys", x);
    else if (h && *h)
        snprintf(path, sizeof path, "%s/.config/warpscope/keys", h);
    else
        return;
    FILE *fp = fopen(path, "r");
    if (!fp)
        return;
    struct strbuf b;
    sb_init(&b);
    char chunk[4096];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, fp)) > 0 && b.len < (1u << 20))
        sb_putn(&b, chunk, n);
    fclose(fp);
    struct ws_error err;
    ws_error_clear(&err);
    if (b.s && keymap_load_text(&t->km, b.s, path, &err)) {
        char m[WS_ERR_MSG_MAX + WS_ERR_FILE_MAX + 32];
        ws_error_format(&err, m, sizeof m);
        tui_message(t, 1, "%s", m);
    }
    sb_free(&b);
}

static int tui_setup(struct tui *t, const char *keymap)
{
    t->c.err_insn = -1;
    t->c.km = &t->km;
    const char *text = keymap_builtin(keymap);
    if (!text || tui_commands_build(&t->cmds, &t->c.ncmds))
        return -1;
    t->c.cmds = t->cmds;
    keymap_init(&t->km, keymap);
    struct ws_error err;
    keymap_load_builtin(&t->km, keymap, &err);
    load_user_keys(t);
    for (int i = 0; i < NPANES; i++) {
        t->order[i] = i;
        t->panes[i].ops = view_get(pane_views[i].view);
        t->panes[i].hidden = pane_views[i].hidden;
        t->panes[i].weight = i == P_SOURCE ? 3 : 4;
        t->panes[i].h = 20;
        t->panes[i].km = &t->km;
    }
    t->focus = P_SASS;
    for (int i = 0; i < AN_COUNT; i++) {
        t->an[i].ops = view_get(analysis_views[i]);
        t->an[i].weight = 1;
        t->an[i].h = 10;
        t->an[i].km = &t->km;
    }
    t->an_shown = -1;
    t->c.s = tui_doc(t);
    t->c.qualify = t->ndocs > 1;
    return 0;
}

static void tui_teardown(struct tui *t)
{
    close_help(t);
    drop_windows(t);
    for (int i = 0; i < NPANES; i++)
        if (t->panes[i].ops)
            t->panes[i].ops->close(&t->panes[i]);
    for (int i = 0; i < AN_COUNT; i++)
        if (t->an[i].ops)
            t->an[i].ops->close(&t->an[i]);
    keymap_free(&t->km);
    free(t->cmds);
    t->cmds = NULL;
    if (t->have_re)
        regfree(&t->re);
}

/* Act on flags until the next key is needed. */
static int settle(struct tui *t, int flags)
{
    if (flags & TUI_RELOAD)
        flags |= reload(t);
    if (flags & TUI_LAYOUT)
        layout(t);
    if (flags & (TUI_SELECT | TUI_RELOAD))
        publish(t);
    return flags;
}

static void loop(struct tui *t)
{
    int flags = settle(t, tui_set_function(t, 0) | TUI_LAYOUT);
    for (;;) {
        if (flags & TUI_QUIT)
            break;
        draw(t);
        int key = term_getkey(t->msg_w);
        if (key == ERR)
            continue;
        flags = settle(t, handle_key(t, key));
    }
}

static int usage(void)
{
    fprintf(stderr, "usage: warpscope [FILE...] [--keymap vi|emacs] [--sm N] [--wave 32|64] [--target T] [--lds N]\n"
                    "                 [--source-dir DIR] [--substitute-path FROM TO]\n"
                    "       (see warpscope --help)\n");
    return EXIT_BADINPUT;
}

int tui_main(int argc, char **argv)
{
    const char *keymap = "vi";
    struct session_opts so = { .sm = 0, .wave = 32, .target = NULL };
    const char **files = calloc((size_t)argc + 1, sizeof *files);
    size_t nfiles = 0;
    if (!files)
        return EXIT_BADINPUT;
    /* where the sources are: the command line's rules, then the
     * configuration file's (as `warpscope lines` takes them) */
    struct srcpath sp;
    srcpath_init(&sp);
    so.srcpath = &sp;
    struct ws_error serr;
    ws_error_clear(&serr);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int more = i + 1 < argc;
        if (!strcmp(a, "--source-dir") && more) {
            if (srcpath_add_rule(&sp, SRCPATH_DIR, argv[++i], NULL, &serr)) {
                fprintf(stderr, "warpscope: %s\n", serr.msg);
                free(files);
                srcpath_free(&sp);
                return EXIT_BADINPUT;
            }
        } else if (!strcmp(a, "--substitute-path") && i + 2 < argc) {
            if (srcpath_add_rule(&sp, SRCPATH_SUBSTITUTE, argv[i + 1], argv[i + 2], &serr)) {
                fprintf(stderr, "warpscope: %s\n", serr.msg);
                free(files);
                srcpath_free(&sp);
                return EXIT_BADINPUT;
            }
            i += 2;
        }
        else if (!strcmp(a, "--keymap") && more) keymap = argv[++i];
        else if (!strcmp(a, "--sm") && more) so.sm = atoi(argv[++i]);
        else if (!strcmp(a, "--wave") && more) so.wave = atoi(argv[++i]);
        else if (!strcmp(a, "--target") && more) so.target = argv[++i];
        else if (!strcmp(a, "--lds") && more) { so.lds_set = 1; so.lds_bytes = atoi(argv[++i]); }
        else if (a[0] == '-' && a[1]) { free(files); srcpath_free(&sp); return usage(); }
        else files[nfiles++] = a;
    }
    if (config_load_srcpath(&sp, &serr)) {
        free(files);
        srcpath_free(&sp);
        return cli_fail(&serr);
    }
    if (!keymap_builtin(keymap)) {
        fprintf(stderr, "warpscope: unknown keymap '%s' (vi, emacs)\n", keymap);
        free(files);
        srcpath_free(&sp);
        return EXIT_BADINPUT;
    }
    if (so.wave != 32 && so.wave != 64) {
        fprintf(stderr, "warpscope: --wave must be 32 or 64\n");
        free(files);
        srcpath_free(&sp);
        return EXIT_BADINPUT;
    }
    if (!nfiles)
        files[nfiles++] = DEFAULT_SAMPLE;
    struct tui t;
    memset(&t, 0, sizeof t);
    t.docs = calloc(nfiles, sizeof *t.docs);
    int rc = t.docs ? EXIT_OK : EXIT_BADINPUT;
    for (size_t i = 0; i < nfiles && !rc; i++) {
        struct ws_error err;
        ws_error_clear(&err);
        if (session_open(files[i], &so, &t.docs[i], &err)) {
            char m[WS_ERR_MSG_MAX + WS_ERR_FILE_MAX + 32];
            ws_error_format(&err, m, sizeof m);
            fprintf(stderr, "%s\n", m);
            rc = cli_status(&err);
            break;
        }
        t.ndocs++;
    }
    free(files);
    srcpath_free(&sp);
    if (!rc && tui_setup(&t, keymap))
        rc = EXIT_BADINPUT;
    if (!rc && !t.msg[0])
        tui_note_assumptions(&t, NULL);
    if (!rc && term_init()) {
        fprintf(stderr, "warpscope: the interface needs a terminal (try warpscope dump FILE)\n");
        rc = EXIT_BADINPUT;
    }
    if (!rc) {
        loop(&t);
        tui_teardown(&t);
        term_done();
    }
    for (size_t i = 0; i < t.ndocs; i++)
        session_free(t.docs[i]);
    free(t.docs);
    return rc;
}

/* ---- headless ----------------------------------------------------------- */

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Start the interface off-screen on doc (owned from here on), or on path. */
static int headless_open(struct tui *t, struct session *doc, const char *path, int cols, int rows,
                         char *err, size_t errlen)
{
    memset(t, 0, sizeof *t);
    struct ws_error e;
    ws_error_clear(&e);
    t->docs = calloc(1, sizeof *t->docs);
    if (!t->docs || (!doc && session_open(path, NULL, &doc, &e))) {
        ws_error_format(&e, err, errlen);
        free(t->docs);
        session_free(doc);
        return -1;
    }
    t->docs[0] = doc;
    t->ndocs = 1;
    if (tui_setup(t, "vi") || term_init_headless(cols, rows)) {
        snprintf(err, errlen, "cannot start an off-screen terminal");
        session_free(t->docs[0]);
        free(t->docs);
        return -1;
    }
    settle(t, tui_set_function(t, 0) | TUI_LAYOUT);
    tui_note_assumptions(t, NULL);
    return 0;
}

static void headless_close(struct tui *t)
{
    tui_teardown(t);
    term_done();
    session_free(t->docs[0]);
    free(t->docs);
}

int tui_bench_edit_text(const char *text, char *out, size_t n)
{
    const char *x = NULL;
    for (const char *p = strstr(text, "0x"); p; p = strstr(p + 2, "0x"))
        x = p;
    size_t k = x ? strspn(x + 2, "0123456789abcdefABCDEF") : 0;
    if (!k || strlen(text) >= n)
        return 0;
    snprintf(out, n, "%s", text);
    char *d = out + (x - text) + 2 + k - 1;
    *d = *d == '0' ? '1' : '0';
    return 1;
}

int tui_bench_edit_reg_text(const char *text, char *out, size_t n)
{
    const char *c = strchr(text, ',');      /* the destination is before it */
    if (!c || strlen(text) + 2 >= n)
        return 0;
    for (const char *p = c; *p; p++) {
        if (p[0] != ' ' || p[1] != 'R' || p[2] < '0' || p[2] > '9' || p[-1] != ',')
            continue;
        char *e;
        long r = strtol(p + 2, &e, 10);
        if (*e != ',' && *e != ' ' && *e != '\0')
            continue;       /* R2.64, a selector: not a plain register */
        if (r >= 253)
            return 0;
        snprintf(out, n, "%.*sR%ld%s", (int)(p + 1 - text), text, r + 1, e);
        return 1;
    }
    return 0;
}

int tui_bench_edit_first_text(const char *text, char *out, size_t n)
{
    const char *p = strchr(text, ' ');      /* after the opcode and its modifiers */
    if (!p || p[1] != 'R' || p[2] < '0' || p[2] > '9' || strlen(text) + 2 >= n)
        return 0;
    char *e;
    long r = strtol(p + 2, &e, 10);
    if (*e != ',' || r >= 253)
        return 0;       /* R2.64 and the like: not a plain register */
    snprintf(out, n, "%.*sR%ld%s", (int)(p + 1 - text), text, r + 1, e);
    return 1;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* The edit mix of the current function: at BENCH_MIX places spread over
 * it, the first instruction without flow from there whose source register
 * (tui_bench_edit_reg_text) and, apart, whose first operand
 * (tui_bench_edit_first_text) can be edited; each edit timed once (edit,
 * re-translation, re-alignment, redraw), then undone untimed.  Unlike
 * bench_edit's one instruction, some of these change the VGPR colouring or
 * the uniformity, and the function is translated again whole. */
#define BENCH_MIX 16
static void bench_mix(struct tui *t, struct tui_bench *out)
{
    struct session *s = tui_doc(t);
    const struct sass_function *f = session_sass_fn(s, t->c.fi);
    int (*const kinds[2])(const char *, char *, size_t) = { tui_bench_edit_reg_text,
                                                           tui_bench_edit_first_text };
    double v[2 * BENCH_MIX];
    int n = 0, whole = 0;
    struct ws_error e;
    for (int p = 1; p <= BENCH_MIX; p++)
        for (int k = 0; k < 2; k++) {
            char text[512];
            size_t ii = f->ninsns * (size_t)p / (BENCH_MIX + 1);
            while (ii < f->ninsns && (f->mir.insns[ii].flow != FLOW_NONE ||
                                      !kinds[k](f->insns[ii].text, text, sizeof text)))
                ii++;
            if (ii >= f->ninsns)
                continue;
            double a = now();
            if (session_edit_insn(s, t->c.fi, ii, text, &e))
                continue;       /* not an instruction after all (a pair made odd) */
            settle(t, TUI_RELOAD | TUI_REDRAW);
            draw(t);
            v[n++] = now() - a;
            whole += !s->last_incremental;
            if (session_undo(s, &e))
                return;
            settle(t, TUI_RELOAD | TUI_REDRAW);
        }
    if (!n)
        return;
    qsort(v, (size_t)n, sizeof v[0], cmp_double);
    out->mix_n = n;
    out->mix_whole = whole;
    out->mix_median_s = v[n / 2];
    out->mix_p90_s = v[(n * 9 + 9) / 10 - 1];
    out->mix_max_s = v[n - 1];
}

/* Median of edit + settle + draw over a few edits of the instruction
 * nearest the middle of the current function that edit (tui_bench_edit_text
 * or tui_bench_edit_reg_text) changes (each undone untimed); -1 when there
 * is none.  A register is edited in an instruction without flow. */
static double bench_edit(struct tui *t, int (*edit)(const char *, char *, size_t), int *incremental)
{
    struct session *s = tui_doc(t);
    const struct sass_function *f = session_sass_fn(s, t->c.fi);
    char text[512];
    long ii = -1;
    for (size_t d = 0; d < f->ninsns && ii < 0; d++)
        for (int sg = -1; sg <= 1 && ii < 0; sg += 2) {
            long k = (long)f->ninsns / 2 + sg * (long)d;
            if (k >= 0 && k < (long)f->ninsns &&
                (edit != tui_bench_edit_reg_text || f->mir.insns[k].flow == FLOW_NONE) &&
                edit(f->insns[k].text, text, sizeof text))
                ii = k;
        }
    if (ii < 0)
        return -1;
    enum { N = 9 };
    double v[N];
    struct ws_error e;
    for (int r = 0; r < N; r++) {
        double a = now();
        if (session_edit_insn(s, t->c.fi, (size_t)ii, text, &e))
            return -1;
        settle(t, TUI_RELOAD | TUI_REDRAW);
        draw(t);
        v[r] = now() - a;
        *incremental = s->last_incremental;
        if (session_undo(s, &e))
            return -1;
        settle(t, TUI_RELOAD | TUI_REDRAW);
    }
    qsort(v, N, sizeof v[0], cmp_double);
    return v[N / 2];
}

int tui_bench_frame(const char *path, int cols, int rows, int frames, struct tui_bench *out,
                    char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    struct tui t;
    double t0 = now();
    struct ws_error e;
    ws_error_clear(&e);
    struct session *doc;
    if (session_open(path, NULL, &doc, &e)) {
        ws_error_format(&e, err, errlen);
        return -1;
    }
    double t1 = now();
    if (headless_open(&t, doc, path, cols, rows, err, errlen))
        return -1;
    draw(&t);
    double t2 = now();
    for (int i = 0; i < frames; i++) {
        settle(&t, tui_request(&t, i % 200 < 100 ? REQ_MOVE_DOWN : REQ_MOVE_UP));
        draw(&t);
    }
    double t3 = now();
    out->open_s = t1 - t0;
    out->first_frame_s = t2 - t1;
    out->redraw_s = frames ? (t3 - t2) / frames : 0;
    out->frames = frames;
    out->edit_s = bench_edit(&t, tui_bench_edit_text, &out->edit_incremental);
    out->edit_reg_s = bench_edit(&t, tui_bench_edit_reg_text, &out->edit_reg_incremental);
    struct session *s = tui_doc(&t);
    size_t big = 0, n = session_nfuncs(s);
    for (size_t i = 1; i < n; i++)
        if (session_sass_fn(s, i)->ninsns > session_sass_fn(s, big)->ninsns)
            big = i;
    if (big != t.c.fi) {
        int inc;
        double t4 = now();
        settle(&t, tui_set_function(&t, big));
        draw(&t);
        out->big_switch_s = now() - t4;
        out->big_insns = session_sass_fn(s, big)->ninsns;
        double t5 = now();
        for (int i = 0; i < frames; i++) {
            settle(&t, tui_request(&t, i % 200 < 100 ? REQ_MOVE_DOWN : REQ_MOVE_UP));
            draw(&t);
        }
        out->big_redraw_s = frames ? (now() - t5) / frames : 0;
        out->big_edit_s = bench_edit(&t, tui_bench_edit_text, &inc);
        out->big_edit_reg_s = bench_edit(&t, tui_bench_edit_reg_text, &out->big_edit_reg_incremental);
        bench_mix(&t, out);
    }
    headless_close(&t);
    return 0;
}

/* Print the off-screen terminal's text, rows lines of cols cells. */
static void screen_print(int cols, int rows, FILE *out)
{
    for (int y = 0; y < rows; y++) {
        for (int x = 0; x < cols; x++) {
            cchar_t cc;
            wchar_t wc[CCHARW_MAX + 1];
            attr_t a;
            short pair;
            if (mvwin_wch(curscr, y, x, &cc) == ERR || getcchar(&cc, wc, &a, &pair, NULL) == ERR)
                wc[0] = L' ';
            char mb[8];
            int k = wctomb(mb, wc[0] ? wc[0] : L' ');
            if (k <= 0) { mb[0] = '?'; k = 1; }
            fwrite(mb, 1, (size_t)k, out);
        }
        fputc('\n', out);
    }
}

int tui_render_script(const char *path, int cols, int rows, const char *const *cmds, size_t ncmds, int every,
                      FILE *out)
{
    struct tui t;
    char err[256];
    if (headless_open(&t, NULL, path, cols, rows, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return -1;
    }
    for (size_t i = 0; i < ncmds; i++) {
        draw(&t);   /* the views draw what they follow before the next command */
        int f = settle(&t, tui_run_command(&t, cmds[i]));
        if (every) {
            draw(&t);
            fprintf(out, "@@ %zu %s\n", i + 1, cmds[i]);
            screen_print(cols, rows, out);
        }
        if (f & TUI_QUIT)
            break;
    }
    if (!every) {
        draw(&t);
        screen_print(cols, rows, out);
    }
    headless_close(&t);
    return 0;
}
