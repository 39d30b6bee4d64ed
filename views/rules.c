/* rules.c - the rule step-through: the translation of the function replayed
 * one trace step at a time (core/stepper.c).  The top shows the current
 * step: SASS input, rule (name, category, priority, where defined,
 * pattern, rationale), bindings and the RDNA3 it produced; the bottom the
 * whole trace with breakpoints.  Each step moves the shared selection, so
 * the SASS and RDNA3 panes highlight it as it goes. */
#include "analysis.h"
#include "textrows.h"

#include "session/stepper.h"
#include "base/strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct rules_priv {
    struct stepper st;
    const struct session *s;    /* the function the stepper is on */
    size_t fi;
    struct textrows top;        /* the current step, rebuilt on each move */
    int width;                  /* the width top was wrapped for */
};

static const struct xfunc *xf_of(const struct view_ctx *c)
{
    return session_xfunc(c->s, c->fi);
}

static void step_title(const struct xfunc *xf, const struct xstep *s, char *buf, size_t len)
{
    if (s->kind == XS_PASS) {
        snprintf(buf, len, "pass %s", s->pass ? s->pass : "?");
        return;
    }
    const struct sass_insn *in = &xf->sass->insns[s->sass];
    const struct xrule *r = s->rule >= 0 ? xlate_rule_by_id(s->rule) : NULL;
    snprintf(buf, len, "%04x %-34.34s %s %s", in->offset, in->text,
             s->kind == XS_UNSUPPORTED ? "UNSUPPORTED" : "->", r ? r->name : "");
}

static void emit_lines(struct textrows *t, const struct xfunc *xf, const struct xstep *s, size_t k)
{
    int n = 0;
    struct strbuf b;
    sb_init(&b);
    for (size_t l = 0; l < xf->nlines && n < 12; l++) {
        int own = s->first < s->last ? (int32_t)l >= s->first && (int32_t)l < s->last
                                      : stepper_line_step(xf, l) == (int)k;
        if (!own)
            continue;
        const struct xline *xl = &xf->lines[l];
        sb_reset(&b);
        if (xl->kind == XL_INSN)
            rdna_print_insn(&b, &xf->fn->insns[xl->insn]);
        else
            sb_printf(&b, xl->kind == XL_LABEL ? "%s:" : "; %s", xl->text ? xl->text : "");
        tr_add(t, xl->kind == XL_UNSUPPORTED ? ROW_UNSUP : ROW_INSN, (int)l, -1, "%-9s%s",
               n ? "" : "RDNA3", b.s ? b.s : "");
        n++;
    }
    if (!n)
        tr_add(t, ROW_COMMENT, -1, -1, "RDNA3    (no output)");
    sb_free(&b);
}

/* The top section: the current step in full. */
static void build_top(struct rules_priv *rp, const struct xfunc *xf, int width)
{
    struct textrows *t = &rp->top;
    tr_clear(t);
    rp->width = width;
    const struct xstep *s = stepper_current(&rp->st);
    char bps[160] = "";
    for (size_t i = 0; i < rp->st.nbreaks; i++) {
        char b[64];
        stepper_break_text(&rp->st.breaks[i], b, sizeof b);
        snprintf(bps + strlen(bps), sizeof bps - strlen(bps), "%s%zu:%s", i ? ", " : "", i + 1, b);
    }
    tr_add(t, ROW_TEXT, -1, -1, "step %zu/%zu%s%s", rp->st.pos, xf->nsteps,
           bps[0] ? "   breakpoints " : "", bps);
    if (!s) {
        tr_add(t, ROW_COMMENT, -1, -1, "before the first step (the title's keys step on, or continue "
               "to a breakpoint: :break rule NAME | cat NAME | at OFFSET)");
        return;
    }
    if (s->kind == XS_PASS) {
        tr_add(t, ROW_LABEL, -1, -1, "pass     %s", s->pass ? s->pass : "");
        if (s->sass >= 0)
            tr_add(t, ROW_INSN, -1, -1, "at       %04x (block label)", xf->sass->insns[s->sass].offset);
        tr_wrap(t, ROW_INSN, -1, "what     ", s->note ? s->note : "", width);
        emit_lines(t, xf, s, rp->st.pos - 1);
        return;
    }
    const struct sass_insn *in = &xf->sass->insns[s->sass];
    tr_add(t, ROW_INSN, -1, -1, "SASS     %04x  %s", in->offset, in->text);
    const struct xrule *r = s->rule >= 0 ? xlate_rule_by_id(s->rule) : NULL;
    if (s->kind == XS_UNSUPPORTED) {
        tr_wrap(t, ROW_UNSUP, -1, "UNSUPPORTED  ", s->note ? s->note : "no rule matches", width);
        if (r)
            tr_add(t, ROW_LABEL, -1, -1, "tried    %s [%s]  id %d  priority %d  %s:%d (declined)",
                   r->name, xlate_cat_name(r->cat), r->id, r->priority, r->file ? r->file : "?",
                   r->line);
        /* the near misses: each rule of the opcode and the first condition it failed */
        struct strbuf nb;
        sb_init(&nb);
        xlate_near_misses(in, s, "", &nb);
        tr_add(t, ROW_LABEL, -1, -1, "near misses: the rules for %s in the order tried, and the "
               "first condition each failed", in->opcode);
        for (const char *q = nb.s; q && *q;) {
            const char *e = strchr(q, '\n');
            size_t n = e ? (size_t)(e - q) : strlen(q);
            char line[600];
            snprintf(line, sizeof line, "%.*s", (int)n, q);
            tr_wrap(t, ROW_COMMENT, -1, "  ", line, width);
            q += n + (e != NULL);
        }
        sb_free(&nb);
    } else if (r) {
        tr_add(t, ROW_LABEL, -1, -1, "rule     %s [%s]  id %d  priority %d  %s:%d", r->name,
               xlate_cat_name(r->cat), r->id, r->priority, r->file ? r->file : "?", r->line);
        tr_add(t, ROW_INSN, -1, -1, "pattern  %s", r->pattern ? r->pattern : r->opcode);
        tr_wrap(t, ROW_COMMENT, -1, "why      ", r->why ? r->why : "", width);
    }
    struct strbuf bb;
    sb_init(&bb);
    if (xlate_step_bindings(s, &bb))
        tr_wrap(t, ROW_INSN, -1, "bind     ", bb.s, width);
    sb_free(&bb);
    emit_lines(t, xf, s, rp->st.pos - 1);
    if (s->note && s->kind != XS_UNSUPPORTED)
        tr_wrap(t, ROW_COMMENT, -1, "note     ", s->note, width);
}

static int rules_open(struct pane *p, const struct view_ctx *c)
{
    struct rules_priv *rp = p->priv;
    if (!rp && !(rp = p->priv = calloc(1, sizeof *rp)))
        return -1;
    const struct xfunc *xf = xf_of(c);
    if (rp->s != c->s || rp->fi != c->fi || !rp->st.xf) {
        struct stepper old = rp->st;
        stepper_init(&rp->st, xf);
        memcpy(rp->st.breaks, old.breaks, sizeof old.breaks);  /* breakpoints stay */
        rp->st.nbreaks = old.nbreaks;
        rp->s = c->s;
        rp->fi = c->fi;
    } else {
        stepper_rebind(&rp->st, xf);    /* re-translated: the same SASS instruction */
    }
    p->nrows = xf->nsteps + 1;
    snprintf(p->title, sizeof p->title, "rules: %s ({step-next}/{find-next} next, {step-prev} back, {continue} continue, "
             "{next-unsupported} unsupported)",
             xf->sass->name);
    pane_set_cursor(p, rp->st.pos);
    build_top(rp, xf, p->w > 20 ? p->w : 80);
    return rp->top.oom ? -1 : 0;
}

static void rules_row(struct pane *p, const struct view_ctx *c, size_t i, struct row *r)
{
    const struct rules_priv *rp = p->priv;
    const struct xfunc *xf = xf_of(c);
    row_reset(r);
    r->kind = ROW_TEXT;
    if (r->notext)
        return;
    if (!i) {
        snprintf(r->text, sizeof r->text, "  (start)");
        return;
    }
    const struct xstep *s = &xf->steps[i - 1];
    char t[160];
    step_title(xf, s, t, sizeof t);
    int hit = stepper_hits(&rp->st, i - 1) >= 0;
    r->kind = s->kind == XS_UNSUPPORTED ? ROW_UNSUP : s->kind == XS_PASS ? ROW_LABEL : ROW_INSN;
    snprintf(r->gutter, sizeof r->gutter, "%4u", (unsigned)(i % 100000));
    snprintf(r->text, sizeof r->text, "%s %s", hit ? "\u25cf" : " ", t);
}

static void rules_draw(struct pane *p, const struct view_ctx *c, int focused)
{
    struct rules_priv *rp = p->priv;
    if (rp->width != p->w)
        build_top(rp, xf_of(c), p->w);
    tr_title(p, focused);
    int body = p->h - 1;
    int ntop = (int)rp->top.n;
    const struct xstep *cs = stepper_current(&rp->st);
    int most = cs && cs->kind == XS_UNSUPPORTED ? body - 3 : body / 2 + 1;  /* the near misses */
    if (ntop > most)
        ntop = most;
    tr_draw(p->win, 1, ntop, p->w, p->hscroll, &rp->top, 0, -1);
    /* the trace below, the current step centred */
    int y0 = 1 + ntop, h = body - ntop;
    if (h < 1)
        return;
    term_put(p->win, y0, 0, p->w, 0, "\u2500\u2500 trace \u2500\u2500", term_attr(TR_DIM));
    y0++;
    h--;
    size_t top = p->cur > (size_t)h / 2 ? p->cur - (size_t)h / 2 : 0;
    struct row r;
    r.notext = 0;
    for (int k = 0; k < h; k++) {
        size_t i = top + (size_t)k;
        if (i >= p->nrows) {
            term_put(p->win, y0 + k, 0, p->w, 0, "", A_NORMAL);
            continue;
        }
        rules_row(p, c, i, &r);
        char line[700];
        snprintf(line, sizeof line, "%s %s", r.gutter, r.text);
        int cur = i == p->cur;
        term_put(p->win, y0 + k, 0, 1, 0, cur ? term_glyph_cursor() : " ", tr_attr(r.kind, cur));
        term_put(p->win, y0 + k, 1, p->w - 1, p->hscroll, line, tr_attr(r.kind, cur));
    }
}

static void note_stop(struct view_ctx *c, const struct rules_priv *rp, enum stepper_stop st,
                      const char *what)
{
    if (st == STEPPER_HIT) {
        int b = rp->st.pos ? stepper_hits(&rp->st, rp->st.pos - 1) : -1;
        char bt[64] = "";
        if (b >= 0)
            stepper_break_text(&rp->st.breaks[b], bt, sizeof bt);
        snprintf(c->note, sizeof c->note, "step %zu: %s%s%s", rp->st.pos, what, bt[0] ? " " : "", bt);
    } else if (st == STEPPER_RAN_OUT) {
        snprintf(c->note, sizeof c->note, "no %s: at the end of the trace", what);
    } else if (st == STEPPER_AT_END) {
        snprintf(c->note, sizeof c->note, "%s", rp->st.pos ? "at the last step" : "at the start");
    }
    c->note_err = st == STEPPER_RAN_OUT;
}

static int rules_request(struct pane *p, struct view_ctx *c, enum request r)
{
    struct rules_priv *rp = p->priv;
    enum stepper_stop st = STEPPER_MOVED;
    switch (r) {
    case REQ_STEP_NEXT: case REQ_MOVE_DOWN: case REQ_FIND_NEXT:
        st = stepper_next(&rp->st);
        break;
    case REQ_STEP_PREV: case REQ_MOVE_UP: case REQ_FIND_PREV:
        st = stepper_prev(&rp->st);
        break;
    case REQ_CONTINUE:
        if (!rp->st.nbreaks) {
            snprintf(c->note, sizeof c->note, "no breakpoints (:break rule NAME | cat NAME | at OFFSET)");
            c->note_err = 1;
            return TUI_HANDLED | TUI_REDRAW;
        }
        st = stepper_continue(&rp->st);
        note_stop(c, rp, st, "breakpoint");
        break;
    case REQ_NEXT_UNSUP:
        st = stepper_next_unsupported(&rp->st);
        note_stop(c, rp, st, "UNSUPPORTED step");
        break;
    case REQ_MOVE_FIRST: stepper_set_pos(&rp->st, 0); break;
    case REQ_MOVE_LAST: stepper_set_pos(&rp->st, rp->st.xf->nsteps); break;
    case REQ_PAGE_DOWN: case REQ_HALF_DOWN: stepper_set_pos(&rp->st, rp->st.pos + 10); break;
    case REQ_PAGE_UP: case REQ_HALF_UP: stepper_set_pos(&rp->st, rp->st.pos > 10 ? rp->st.pos - 10 : 0); break;
    case REQ_EDIT_INSN: {   /* Enter: go to the step of the selected instruction */
        int ii = c->sel.kind == SEL_SASS ? c->sel.index
               : c->sel.kind == SEL_XLATE ? align_xlate_sass(session_align(c->s, c->fi), (size_t)c->sel.index) : -1;
        if (ii < 0 || stepper_seek_sass(&rp->st, ii) < 0) {
            snprintf(c->note, sizeof c->note, "no step for the selection");
            c->note_err = 1;
        }
        break;
    }
    case REQ_SCROLL_LEFT: case REQ_SCROLL_RIGHT:
        return pane_move(p, r);
    default:
        return 0;
    }
    if (st == STEPPER_AT_END && !c->note[0])
        note_stop(c, rp, st, "");
    pane_set_cursor(p, rp->st.pos);
    build_top(rp, xf_of(c), p->w);
    return TUI_HANDLED | TUI_REDRAW | TUI_SELECT;
}

int view_rules_step_sass(const struct pane *p)
{
    const struct rules_priv *rp = p->priv;
    const struct xstep *s = rp && rp->st.xf ? stepper_current(&rp->st) : NULL;
    return s && s->kind != XS_PASS ? s->sass : -1;
}

static void rules_select(struct pane *p, struct view_ctx *c)
{
    struct rules_priv *rp = p->priv;
    const struct xstep *s = stepper_current(&rp->st);
    const struct align *a = session_align(c->s, c->fi);
    const struct xfunc *xf = xf_of(c);
    if (!s)
        return;     /* before the first step: the selection stays */
    if (s->kind != XS_PASS && s->sass >= 0) {
        c->sel.kind = SEL_SASS;
        c->sel.index = s->sass;
        c->sel.loc = align_sass_loc(a, (size_t)s->sass);
        return;
    }
    int line = s->first < s->last ? s->first : -1;
    for (size_t l = 0; line < 0 && l < xf->nlines; l++)
        if (stepper_line_step(xf, l) == (int)rp->st.pos - 1)
            line = (int)l;
    if (line >= 0) {
        c->sel.kind = SEL_XLATE;
        c->sel.index = line;
        c->sel.loc = align_xlate_loc(a, (size_t)line);
    }
}

static void rules_close(struct pane *p)
{
    struct rules_priv *rp = p->priv;
    if (rp)
        tr_free(&rp->top);
    free(rp);
    p->priv = NULL;
}


static int rules_break(struct pane *p, struct view_ctx *c, const char *spec)
{
    struct rules_priv *rp = p->priv;
    if (!*spec) {
        char list[200] = "";
        for (size_t i = 0; i < rp->st.nbreaks; i++) {
            char b[64];
            stepper_break_text(&rp->st.breaks[i], b, sizeof b);
            snprintf(list + strlen(list), sizeof list - strlen(list), "  %zu: %s", i + 1, b);
        }
        snprintf(c->note, sizeof c->note, "breakpoints:%s", list[0] ? list : " none");
        return TUI_HANDLED | TUI_REDRAW;
    }
    struct ws_error err;
    ws_error_clear(&err);
    if (stepper_break_add(&rp->st, spec, &err)) {
        snprintf(c->note, sizeof c->note, ":break: %.200s", err.msg);
        c->note_err = 1;
        return TUI_HANDLED | TUI_REDRAW;
    }
    char b[64];
    stepper_break_text(&rp->st.breaks[rp->st.nbreaks - 1], b, sizeof b);
    snprintf(c->note, sizeof c->note, "breakpoint %zu: %s (c or :continue runs to it)", rp->st.nbreaks, b);
    build_top(rp, xf_of(c), p->w);
    return TUI_HANDLED | TUI_REDRAW;
}

static int rules_unbreak(struct pane *p, struct view_ctx *c, const char *arg)
{
    struct rules_priv *rp = p->priv;
    int i = *arg ? atoi(arg) - 1 : -1;
    if (*arg && (i < 0 || (size_t)i >= rp->st.nbreaks)) {
        snprintf(c->note, sizeof c->note, ":unbreak N with N from 1 to %zu", rp->st.nbreaks);
        c->note_err = 1;
        return TUI_HANDLED | TUI_REDRAW;
    }
    stepper_break_clear(&rp->st, i);
    snprintf(c->note, sizeof c->note, i < 0 ? "all breakpoints removed" : "breakpoint removed");
    build_top(rp, xf_of(c), p->w);
    return TUI_HANDLED | TUI_REDRAW;
}

/* ---- commands ----------------------------------------------------------- */

static const struct command_info rules_commands[] = {
    { "rules", "", "translation step-through ({view-rules}): {step-next}/{find-next} on, {step-prev} back, "
                   "{continue} continue, {next-unsupported} next UNSUPPORTED" },
    { "break", "rule N|cat N|at OFF|pass N|unsupported", "rules: add a breakpoint (alone: list)" },
    { "unbreak", "[N]", "rules: remove breakpoint N (all without N)" },
    { "continue", "", "rules (or run, when it is shown): run to the next breakpoint" },
    { NULL, NULL, NULL },
};

static int rules_command(struct pane *p, struct view_ctx *c, const char *name, const char *arg)
{
    if (!strcmp(name, "break"))
        return rules_break(p, c, arg);
    if (!strcmp(name, "unbreak"))
        return rules_unbreak(p, c, arg);
    if (!strcmp(name, "continue"))
        return rules_request(p, c, REQ_CONTINUE);
    return TUI_HANDLED | TUI_REDRAW;
}

static const struct view_ops rules_ops = {
    .name = "rules",
    .open = rules_open,
    .draw = rules_draw,
    .request = rules_request,
    .select = rules_select,
    .row = rules_row,
    .close = rules_close,
    .commands = rules_commands,
    .command = rules_command,
};

DEFINE_VIEW(rules)
