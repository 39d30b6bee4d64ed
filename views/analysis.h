/* analysis.h - the analysis views (cfg, heat, rules, lanes, run, lockstep): shown one at a
 * time below the panes, each a view_ops like the panes, following the
 * shared selection and publishing it.  What the loop needs beyond view_ops:
 * which requests reach them and the heat gutter beside the listings.
 */
#ifndef WS_ANALYSIS_H
#define WS_ANALYSIS_H

#include "view.h"

/* Which analysis view: the BELOW entries of the view list, in its order. */
enum analysis {
#define AN_X_ENUM(id, ...) AN_##id,
    VIEW_BELOW(AN_X_ENUM)
#undef AN_X_ENUM
    AN_COUNT
};

/* Requests that reach the open analysis view even while a pane has the
 * keys (stepping, following a branch, switching the ISA). */
static inline int analysis_request(enum request r)
{
    return r == REQ_STEP_NEXT || r == REQ_STEP_PREV || r == REQ_CONTINUE ||
           r == REQ_NEXT_UNSUP || r == REQ_FOLLOW_BRANCH || r == REQ_TOGGLE_ISA || r == REQ_BREAKPOINT ||
           r == REQ_NEXT_WAVE || r == REQ_DIVERGE;
}

/* Register-pressure gutter of listing pane lp (the SASS or the RDNA3 pane,
 * sass = 1 for SASS) drawn in w (GUTTER_W columns, lp's rows); heat is the
 * heat view's pane, which owns the liveness (opened first). */
#define GUTTER_W 3
void view_heat_gutter(struct pane *heat, const struct view_ctx *c, const struct pane *lp, int sass,
                      WINDOW *w);

/* The SASS instruction of the rules view's current step, -1 none (rules.c). */
int view_rules_step_sass(const struct pane *p);

#endif
