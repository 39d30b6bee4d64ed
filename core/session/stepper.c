/* stepper.c - trace replay (see stepper.h). */
#include "stepper.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

void stepper_init(struct stepper *st, const struct xfunc *xf)
{
    memset(st, 0, sizeof *st);
    st->xf = xf;
    st->place_sass = -1;
}

static size_t nsteps(const struct stepper *st)
{
    return st->xf ? st->xf->nsteps : 0;
}

void stepper_set_pos(struct stepper *st, size_t pos)
{
    st->pos = pos <= nsteps(st) ? pos : nsteps(st);
    const struct xstep *cur = st->pos ? &st->xf->steps[st->pos - 1] : NULL;
    st->place_sass = cur ? cur->sass : -1;
    st->place_pass = cur && cur->kind == XS_PASS;
    memset(st->place_name, 0, sizeof st->place_name);
    snprintf(st->place_name, sizeof st->place_name, "%s", st->place_pass && cur->pass ? cur->pass : "");
    st->place_nth = 0;
    for (size_t k = 0; st->place_pass && k + 1 < st->pos; k++) {
        const struct xstep *s = &st->xf->steps[k];
        st->place_nth += s->kind == XS_PASS && s->pass && !strcmp(s->pass, st->place_name) &&
                         s->sass == st->place_sass;
    }
}

const struct xstep *stepper_current(const struct stepper *st)
{
    return st->xf && st->pos ? &st->xf->steps[st->pos - 1] : NULL;
}

enum stepper_stop stepper_next(struct stepper *st)
{
    if (st->pos >= nsteps(st))
        return STEPPER_AT_END;
    stepper_set_pos(st, st->pos + 1);
    return STEPPER_MOVED;
}

enum stepper_stop stepper_prev(struct stepper *st)
{
    if (!st->pos)
        return STEPPER_AT_END;
    stepper_set_pos(st, st->pos - 1);
    return STEPPER_MOVED;
}

static int break_hits(const struct stepper *st, const struct stepper_break *b, const struct xstep *s)
{
    const struct xrule *r = s->rule >= 0 ? xlate_rule_by_id(s->rule) : NULL;
    switch (b->kind) {
    case STEPPER_BREAK_RULE: return s->kind == XS_RULE && s->rule == b->value;
    case STEPPER_BREAK_CAT: return s->kind == XS_RULE && r && r->cat == b->value;
    case STEPPER_BREAK_AT:
        return s->kind != XS_PASS && s->sass >= 0 && (size_t)s->sass < st->xf->sass->ninsns &&
               st->xf->sass->insns[s->sass].offset == (uint32_t)b->value;
    case STEPPER_BREAK_PASS: return s->kind == XS_PASS && s->pass && !strcmp(s->pass, b->name);
    case STEPPER_BREAK_UNSUP: return s->kind == XS_UNSUPPORTED;
    default: return 0;
    }
}

int stepper_hits(const struct stepper *st, size_t k)
{
    if (k >= nsteps(st))
        return -1;
    for (size_t i = 0; i < st->nbreaks; i++)
        if (break_hits(st, &st->breaks[i], &st->xf->steps[k]))
            return (int)i;
    return -1;
}

enum stepper_stop stepper_continue(struct stepper *st)
{
    if (st->pos >= nsteps(st))
        return STEPPER_AT_END;
    for (size_t k = st->pos; k < nsteps(st); k++)
        if (stepper_hits(st, k) >= 0) {
            stepper_set_pos(st, k + 1);
            return STEPPER_HIT;
        }
    stepper_set_pos(st, nsteps(st));
    return STEPPER_RAN_OUT;
}

enum stepper_stop stepper_next_unsupported(struct stepper *st)
{
    size_t n = nsteps(st);
    for (size_t k = st->pos; k < n; k++)
        if (st->xf->steps[k].kind == XS_UNSUPPORTED) {
            stepper_set_pos(st, k + 1);
            return STEPPER_HIT;
        }
    return st->pos >= n ? STEPPER_AT_END : STEPPER_RAN_OUT;
}

int stepper_seek_sass(struct stepper *st, int sass)
{
    for (size_t k = 0; k < nsteps(st); k++)
        if (st->xf->steps[k].kind != XS_PASS && st->xf->steps[k].sass == sass) {
            stepper_set_pos(st, k + 1);
            return (int)k;
        }
    return -1;
}

/* ---- breakpoints -------------------------------------------------------- */

static const struct xrule *rule_named(const char *name)
{
    size_t n;
    const struct xrule *rules = xlate_rules(&n);
    for (size_t i = 0; i < n; i++)
        if (!strcmp(rules[i].name, name))
            return &rules[i];
    return NULL;
}

static int cat_named(const char *name)
{
    for (unsigned c = 0; c < XC_COUNT; c++) {
        const char *cn = xlate_cat_name(c);
        size_t k = strlen(name);
        /* "compare" names "compare/predicate", "sreg" is not needed */
        if (!strcasecmp(cn, name) || (!strncasecmp(cn, name, k) && cn[k] == '/'))
            return (int)c;
    }
    return -1;
}

enum ws_status stepper_break_add(struct stepper *st, const char *spec, struct ws_error *err)
{
    char kind[16] = "", arg[48] = "";
    int n = sscanf(spec, " %15s %47[^\n]", kind, arg);
    size_t al = strlen(arg);
    while (al && arg[al - 1] == ' ')
        arg[--al] = 0;
    if (st->nbreaks >= STEPPER_MAX_BREAKS)
        return ws_error_set(err, WS_ELIMIT, NULL, 0, "at most %d breakpoints", STEPPER_MAX_BREAKS);
    struct stepper_break b;
    memset(&b, 0, sizeof b);
    snprintf(b.name, sizeof b.name, "%s", arg);
    if (n >= 1 && !strcmp(kind, "unsupported")) {
        b.kind = STEPPER_BREAK_UNSUP;
    } else if (n < 2) {
        return ws_error_set(err, WS_EPARSE, NULL, 0,
                            "break rule NAME | cat NAME | at OFFSET | pass NAME | unsupported");
    } else if (!strcmp(kind, "rule")) {
        const struct xrule *r = rule_named(arg);
        if (!r)
            return ws_error_set(err, WS_ENOTFOUND, NULL, 0, "no rule named '%s'", arg);
        b.kind = STEPPER_BREAK_RULE;
        b.value = r->id;
    } else if (!strcmp(kind, "cat")) {
        b.kind = STEPPER_BREAK_CAT;
        b.value = cat_named(arg);
        if (b.value < 0)
            return ws_error_set(err, WS_ENOTFOUND, NULL, 0, "no category '%s'", arg);
    } else if (!strcmp(kind, "at")) {
        char *end;
        unsigned long off = strtoul(arg, &end, 16);
        if (*end || end == arg)
            return ws_error_set(err, WS_EPARSE, NULL, 0, "break at needs a hex offset, not '%s'", arg);
        b.kind = STEPPER_BREAK_AT;
        b.value = (int)off;
    } else if (!strcmp(kind, "pass")) {
        b.kind = STEPPER_BREAK_PASS;
    } else {
        return ws_error_set(err, WS_EPARSE, NULL, 0, "unknown breakpoint kind '%s'", kind);
    }
    st->breaks[st->nbreaks++] = b;
    return WS_OK;
}

void stepper_break_clear(struct stepper *st, int i)
{
    if (i < 0) {
        st->nbreaks = 0;
        return;
    }
    if ((size_t)i >= st->nbreaks)
        return;
    memmove(&st->breaks[i], &st->breaks[i + 1], (st->nbreaks - (size_t)i - 1) * sizeof st->breaks[0]);
    st->nbreaks--;
}

void stepper_break_text(const struct stepper_break *b, char *buf, size_t len)
{
    switch (b->kind) {
    case STEPPER_BREAK_RULE: snprintf(buf, len, "rule %s", b->name); break;
    case STEPPER_BREAK_CAT: snprintf(buf, len, "cat %s", xlate_cat_name((unsigned)b->value)); break;
    case STEPPER_BREAK_AT: snprintf(buf, len, "at 0x%04x", (unsigned)b->value); break;
    case STEPPER_BREAK_PASS: snprintf(buf, len, "pass %s", b->name); break;
    default: snprintf(buf, len, "unsupported"); break;
    }
}

/* ---- re-translation ----------------------------------------------------- */

void stepper_rebind(struct stepper *st, const struct xfunc *xf)
{
    size_t old = st->pos, nth = st->place_nth;
    st->xf = xf;
    if (!old) {
        stepper_set_pos(st, 0);
        return;
    }
    for (size_t k = 0; k < xf->nsteps; k++) {
        const struct xstep *s = &xf->steps[k];
        int same = st->place_pass
            ? s->kind == XS_PASS && s->pass && !strcmp(s->pass, st->place_name) &&
              s->sass == st->place_sass && !nth--
            : s->kind != XS_PASS && s->sass == st->place_sass;
        if (same) {
            stepper_set_pos(st, k + 1);
            return;
        }
    }
    stepper_set_pos(st, old);
}

int stepper_line_step(const struct xfunc *xf, size_t l)
{
    int empty_pass = -1, found = -1;
    /* a line a pass inserted inside a rule's range belongs to the pass's
     * own one-line step */
    int inserted = xf->lines && l < xf->nlines && xf->lines[l].pass;
    for (size_t k = 0; k < xf->nsteps; k++) {
        const struct xstep *s = &xf->steps[k];
        if ((size_t)s->first <= l && l < (size_t)s->last) {
            if (!inserted || s->kind == XS_PASS)
                return (int)k;
            if (found < 0)
                found = (int)k;
        }
        if (s->kind == XS_PASS && s->first == s->last)
            empty_pass = (int)k;
    }
    if (found >= 0)
        return found;
    return l < xf->nlines ? empty_pass : -1;
}
