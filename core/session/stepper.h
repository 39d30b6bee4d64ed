/* stepper.h - replaying a translation's trace one step at a time.
 *
 * The translation records every rule application and every pass as a step
 * (struct xstep, xlate.h).  A stepper is a position in that trace plus
 * breakpoints: pos steps have been applied, the current step is
 * steps[pos - 1] (none at pos 0).  Forward and backward are exact inverses;
 * continue runs to the next step a breakpoint names.  After an edit
 * re-translates the function, stepper_rebind keeps the place: the same SASS
 * instruction (or the same pass).
 *
 * Pure logic over struct xfunc: tests/test_stepper.c.
 */
#ifndef WS_STEPPER_H
#define WS_STEPPER_H

#include <stddef.h>
#include <stdint.h>

#include "base/status.h"
#include "xlate/xlate.h"

#define STEPPER_MAX_BREAKS 16

enum stepper_break_kind {
    STEPPER_BREAK_RULE,     /* a rule, by id */
    STEPPER_BREAK_CAT,      /* every rule of a category (enum xcat) */
    STEPPER_BREAK_AT,       /* the SASS instruction at a byte offset */
    STEPPER_BREAK_PASS,     /* a pass, by name (abi-prologue, reconverge, waitcnt) */
    STEPPER_BREAK_UNSUP,    /* every UNSUPPORTED step */
};

struct stepper_break {
    int kind;               /* enum stepper_break_kind */
    int value;              /* rule id, category or offset */
    char name[48];          /* rule / category / pass name as given, for people */
};

struct stepper {
    const struct xfunc *xf;     /* the trace (not owned) */
    size_t pos;                 /* steps applied: 0 .. xf->nsteps */
    /* the current step in words that outlive the trace (stepper_rebind) */
    int place_sass;             /* its SASS index, -1 none */
    int place_pass;             /* it is a pass */
    char place_name[24];        /* the pass name */
    size_t place_nth;           /* earlier steps of the same pass and SASS index */
    size_t nbreaks;
    struct stepper_break breaks[STEPPER_MAX_BREAKS];
};

enum stepper_stop {
    STEPPER_MOVED,          /* one step done */
    STEPPER_HIT,            /* stopped on a breakpoint (or the step searched for) */
    STEPPER_AT_END,         /* no step left in that direction (nothing moved) */
    STEPPER_RAN_OUT,        /* ran to the end without a hit */
};

void stepper_init(struct stepper *st, const struct xfunc *xf);

/* The current step, NULL at pos 0. */
const struct xstep *stepper_current(const struct stepper *st);

enum stepper_stop stepper_next(struct stepper *st);
enum stepper_stop stepper_prev(struct stepper *st);
/* Set the position (clamped); every move goes through it. */
void stepper_set_pos(struct stepper *st, size_t pos);
/* Step forward at least once, until the current step hits a breakpoint. */
enum stepper_stop stepper_continue(struct stepper *st);
/* Step forward to the next UNSUPPORTED step. */
enum stepper_stop stepper_next_unsupported(struct stepper *st);
/* Go to the first step of SASS instruction sass (pos = its index + 1);
 * -1 when no step names it (nothing moves). */
int stepper_seek_sass(struct stepper *st, int sass);

/* Index of a breakpoint that step k hits, -1 none. */
int stepper_hits(const struct stepper *st, size_t k);

/* "rule NAME", "cat NAME", "at OFFSET", "pass NAME", "unsupported".
 * WS_EPARSE / WS_ENOTFOUND / WS_ELIMIT with a message in err. */
enum ws_status stepper_break_add(struct stepper *st, const char *spec, struct ws_error *err);
/* Remove breakpoint i (all when i < 0). */
void stepper_break_clear(struct stepper *st, int i);
/* "rule iadd3", "at 0x01b0" ... */
void stepper_break_text(const struct stepper_break *b, char *buf, size_t len);

/* The function was re-translated (the old trace may be gone): go to the
 * step of the same SASS instruction, or the same pass counted from the
 * start; the position as it was when neither exists. */
void stepper_rebind(struct stepper *st, const struct xfunc *xf);

/* Step that produced translated line l: the step whose [first, last) holds
 * it; lines no step's range holds were inserted by the last pass whose range
 * is empty (waitcnt).  -1 none. */
int stepper_line_step(const struct xfunc *xf, size_t l);

#endif
