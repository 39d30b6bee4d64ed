/* lanes.c - the lanes view: for the SASS instruction under the cursor, a
 * warp's 32 lanes beside a wave32 and a wave64 wavefront, with an example
 * condition for the predicate (:lanes cond lane<12, c cycles examples),
 * stepped with n/p through what the guard, ballot or shuffle does to EXEC;
 * on a divergent branch, through its whole region block by block up to
 * the reconvergence point (core/lanes.c). */
#include "analysis.h"
#include "textrows.h"

#include "analysis/lanes.h"
#include "analysis/uniform.h"
#include "base/strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_COND "lane%3==0"

/* The examples c cycles through. */
static const char *const examples[] = { "lane<12", "lane&1", "lane%3==0", "tid<40" };

struct lanes_priv {
    struct lanes_cond cond;
    int example;                /* next of examples[] for c */
    int insn;                   /* SASS index modelled, -1 none */
    int frame;                  /* animation step shown */
    struct lanes_model m;       /* wave64: the low half is the warp and the wave32 */
    int region;                 /* insn is a divergent branch: reg holds its region */
    int shown;                  /* SASS index a region step put the shared cursor on, -1 */
    struct lanes_region reg;
    struct textrows rows;
    struct uni_info *uni;       /* uniformity of the function below, NULL none */
    const struct sass_function *uni_fn;
    uint32_t uni_version;
};

/* The uniformity analysis of the function shown (computed once per
 * function and MIR version); NULL when it fails. */
static const struct uni_info *uni_of(struct lanes_priv *lp, const struct sass_function *f)
{
    if (lp->uni && lp->uni_fn == f && lp->uni_version == f->mir_version)
        return lp->uni;
    uni_free(lp->uni);
    lp->uni = NULL;
    if (uni_compute(f, &lp->uni, NULL) != WS_OK)
        lp->uni = NULL;
    lp->uni_fn = f;
    lp->uni_version = f->mir_version;
    return lp->uni;
}

static int nframes(const struct lanes_priv *lp)
{
    return lp->region ? lp->reg.nsteps : lp->m.nframes;
}

static int sel_insn(const struct view_ctx *c)
{
    if (c->sel.kind == SEL_SASS)
        return c->sel.index;
    if (c->sel.kind == SEL_XLATE && c->sel.index >= 0)
        return align_xlate_sass(session_align(c->s, c->fi), (size_t)c->sel.index);
    return -1;
}

/* One row of lanes lo..lo+n-1 of mask: active, pending, exited, idle. */
static void lane_row(char *buf, size_t len, const struct lanes_frame *f, int lo, int n)
{
    size_t u = 0;
    buf[0] = 0;
    for (int i = lo; i < lo + n && u + 8 < len; i++) {
        uint64_t b = (uint64_t)1 << i;
        const char *g = f->exec & b ? "\u2588" : f->pending & b ? "\u25cb" : f->done & b ? "x" : "\u00b7";
        if (i > lo && (i - lo) % 8 == 0)
            buf[u++] = ' ';
        size_t gl = strlen(g);
        memcpy(buf + u, g, gl);
        u += gl;
    }
    buf[u] = 0;
}

/* The ballot of the warp at lanes lo..lo+31: 1 voted, 0 active without
 * its predicate, a dot idle. */
static void vote_row(char *buf, size_t len, const struct lanes_frame *f, int lo)
{
    size_t u = 0;
    for (int i = lo; i < lo + 32 && u + 8 < len; i++) {
        uint64_t b = (uint64_t)1 << i;
        if (i > lo && (i - lo) % 8 == 0)
            buf[u++] = ' ';
        if (f->result & b) {
            buf[u++] = '1';
        } else if (f->exec & b) {
            buf[u++] = '0';
        } else {
            memcpy(buf + u, "\u00b7", 2);
            u += 2;
        }
    }
    buf[u] = 0;
}

/* A lane's source for SHFL as one character: 0-9 a-v (lanes 0-31 of its warp). */
static char lane_digit(int l)
{
    l &= 31;
    return (char)(l < 10 ? '0' + l : 'a' + l - 10);
}

/* The warp, the wave32 and the wave64 of one frame, with their EXEC. */
static void mask_rows(struct textrows *t, const struct lanes_frame *fr)
{
    char a[400], b[400];
    tr_add(t, ROW_COMMENT, -1, -1, "            lane 0   8        16       24     31    "
           "\u2588 runs  \u25cb waits  \u00b7 idle  x exited");
    lane_row(a, sizeof a, fr, 0, 32);
    tr_add(t, ROW_INSN, -1, -1, "warp        %s", a);
    tr_add(t, ROW_INSN, -1, -1, "wave32      %s  EXEC = 0x%08llx", a,
           (unsigned long long)(fr->exec & 0xffffffffu));
    lane_row(b, sizeof b, fr, 32, 32);
    tr_add(t, ROW_INSN, -1, -1, "wave64 0-31 %s  EXEC = 0x%016llx", a, (unsigned long long)fr->exec);
    tr_add(t, ROW_INSN, -1, -1, "     32-63  %s  (lanes 32-63: the next warp, its own lanes 0-31)", b);
}

static void rdna_rows(struct lanes_priv *lp, const struct view_ctx *c);

/* A divergent branch: the step of its region, the lanes each block ran. */
static void build_region(struct lanes_priv *lp, const struct view_ctx *c, const struct sass_insn *in)
{
    struct textrows *t = &lp->rows;
    const struct lanes_region *r = &lp->reg;
    if (lp->frame >= r->nsteps)
        lp->frame = r->nsteps - 1;
    const struct lanes_rstep *st = &r->steps[lp->frame];
    char rc[64];
    if (r->reconv_block == CFG_NONE)
        snprintf(rc, sizeof rc, "the end of the function");
    else
        snprintf(rc, sizeof rc, "S%u (%s)", r->reconv_block, r->by_bssy ? "BSSY target, BSYNC" : "post-dominator");
    tr_add(t, ROW_INSN, -1, -1, "%04x  %s   divergent region S%u -> %s", in->offset, in->text, r->branch_block, rc);
    tr_add(t, ROW_TEXT, -1, -1, "condition  %s   (P true where it holds; c: next example; :lanes cond EXPR)",
           lp->cond.text);
    if (r->pred_note[0])
        tr_add(t, ROW_COMMENT, -1, -1, "           %s", r->pred_note);
    tr_add(t, ROW_LABEL, -1, -1, "step %d/%d%s  %s", lp->frame + 1, r->nsteps, r->truncated ? "+" : "", st->what);
    struct lanes_frame fr = { "", st->exec, st->pending, st->done, 0 };
    mask_rows(t, &fr);
    tr_add(t, ROW_INSN, -1, -1, "waiting     0x%016llx  exited 0x%016llx", (unsigned long long)st->pending,
           (unsigned long long)st->done);
    /* the lanes that ran each block so far (up to this step) */
    char ran[600];
    size_t u = (size_t)snprintf(ran, sizeof ran, "ran (wave64)");
    for (int k = 0; k <= lp->frame && u + 32 < sizeof ran; k++) {
        uint32_t b = r->steps[k].block;
        if (b == CFG_NONE || (k && r->steps[k - 1].block == b))
            continue;
        unsigned long long m = (unsigned long long)(r->ran[b] & lanes_all(r->wave));
        u += (size_t)snprintf(ran + u, sizeof ran - u, m == lanes_all(r->wave) ? "  S%u all" : m ? "  S%u 0x%016llx"
                              : "  S%u none", b, m);
    }
    tr_add(t, ROW_INSN, -1, -1, "%s", ran);
    rdna_rows(lp, c);
}

static void build(struct lanes_priv *lp, const struct view_ctx *c)
{
    struct textrows *t = &lp->rows;
    tr_clear(t);
    const struct sass_function *f = session_sass_fn(c->s, c->fi);
    if (lp->insn < 0 || (size_t)lp->insn >= f->ninsns) {
        tr_add(t, ROW_COMMENT, -1, -1, "put the cursor on a SASS instruction (or its RDNA3 lines)");
        return;
    }
    const struct sass_insn *in = &f->insns[lp->insn];
    if (lp->region) {
        build_region(lp, c, in);
        return;
    }
    const struct lanes_model *m = &lp->m;
    if (lp->frame >= m->nframes)
        lp->frame = m->nframes - 1;
    const struct lanes_frame *fr = &m->frames[lp->frame];
    tr_add(t, ROW_INSN, -1, -1, "%04x  %s", in->offset, in->text);
    tr_add(t, ROW_TEXT, -1, -1, "condition  %s   (P true where it holds; :lanes cond EXPR over lane, tid)",
           lp->cond.text);
    if (m->pred_note[0])
        tr_add(t, ROW_COMMENT, -1, -1, "           %s", m->pred_note);
    tr_add(t, ROW_LABEL, -1, -1, "step %d/%d  %s", lp->frame + 1, m->nframes, fr->what);
    char a[400];
    mask_rows(t, fr);
    if (fr->pending)
        tr_add(t, ROW_INSN, -1, -1, "pending     0x%016llx  (parked at the branch target)",
               (unsigned long long)fr->pending);
    if (m->kind == LANES_VOTE && lp->frame > 0) {
        char b[400];
        vote_row(a, sizeof a, fr, 0);
        vote_row(b, sizeof b, fr, 32);
        tr_add(t, ROW_INSN, -1, -1, "voted       %s  warp 0 ballot 0x%08llx", a,
               (unsigned long long)(fr->result & 0xffffffffu));
        tr_add(t, ROW_INSN, -1, -1, "     32-63  %s  warp 1 ballot 0x%08llx  (1 voted, 0 did not, \u00b7 idle)", b,
               (unsigned long long)(fr->result >> 32));
    }
    if (m->kind == LANES_SHFL) {
        size_t u = 0;
        for (int l = 0; l < 32; l++) {
            if (l && l % 8 == 0)
                a[u++] = ' ';
            a[u++] = (fr->result >> l) & 1 ? lane_digit(m->src[l]) : '-';
        }
        a[u] = 0;
        tr_add(t, ROW_INSN, -1, -1, "reads lane  %s  (0-9 a-v = lane 0-31; - out of range: own value)", a);
        tr_add(t, ROW_COMMENT, -1, -1, "SHFL.%s b=%s c=%s: segmask 0x%x clamp %u; wave64 lanes "
               "32-63 read within 32-63", (const char *[]){ "IDX", "UP", "DOWN", "BFLY" }[m->shfl_mode],
               m->shfl_b_src, m->shfl_c_src, (m->shfl_c >> 8) & 31, m->shfl_c & 31);
    }
    rdna_rows(lp, c);
}

/* The RDNA3 the translator made of the instruction. */
static void rdna_rows(struct lanes_priv *lp, const struct view_ctx *c)
{
    struct textrows *t = &lp->rows;
    const struct xfunc *xf = session_xfunc(c->s, c->fi);
    struct align_set xs = align_sass_xlate(session_align(c->s, c->fi), (size_t)lp->insn);
    struct strbuf sb;
    sb_init(&sb);
    for (size_t k = 0; k < xs.n && k < 8; k++) {
        const struct xline *xl = &xf->lines[xs.idx[k]];
        if (xl->kind != XL_INSN)
            continue;
        sb_reset(&sb);
        rdna_print_insn(&sb, &xf->fn->insns[xl->insn]);
        tr_add(t, ROW_COMMENT, -1, -1, "%s %s", k ? "     " : "RDNA3", sb.s ? sb.s : "");
    }
    sb_free(&sb);
}

/* The region of the divergent branch insn on the SASS CFG; 0 ok. */
static int model_region(struct lanes_priv *lp, const struct view_ctx *c, size_t insn)
{
    const struct sass_function *f = session_sass_fn(c->s, c->fi);
    struct cfg *g;
    if (cfg_build(&f->mir, &g, NULL))
        return -1;
    int rc = lanes_region_u(g, f, insn, uni_of(lp, f), 64, &lp->cond, &lp->reg);
    cfg_free(g);
    return rc;
}

static void remodel(struct lanes_priv *lp, const struct view_ctx *c, int insn)
{
    const struct sass_function *f = session_sass_fn(c->s, c->fi);
    if (insn != lp->insn) {
        lp->frame = 0;
        lp->shown = -1;
    }
    lp->insn = insn;
    lanes_region_free(&lp->reg);
    lp->region = 0;
    if (insn >= 0 && (size_t)insn < f->ninsns) {
        lanes_model_fn(f, (size_t)insn, uni_of(lp, f), 64, &lp->cond, &lp->m);
        lp->region = lanes_is_divergent_branch(&f->insns[insn]) && model_region(lp, c, (size_t)insn) == 0;
    }
    build(lp, c);
}

static int lanes_open(struct pane *p, const struct view_ctx *c)
{
    struct lanes_priv *lp = p->priv;
    if (!lp) {
        if (!(lp = p->priv = calloc(1, sizeof *lp)))
            return -1;
        lanes_cond_parse(DEFAULT_COND, &lp->cond, NULL);
        lp->insn = lp->shown = -1;
    }
    int insn = sel_insn(c);
    remodel(lp, c, lp->region && insn == lp->shown ? lp->insn : insn);
    snprintf(p->title, sizeof p->title, "lanes: warp, wave32, wave64 ({step-next} next step, {step-prev} back, {continue} next example)");
    p->nrows = lp->rows.n;
    pane_set_cursor(p, 0);
    return lp->rows.oom ? -1 : 0;
}

static void lanes_draw(struct pane *p, const struct view_ctx *c, int focused)
{
    struct lanes_priv *lp = p->priv;
    int insn = sel_insn(c);
    if (insn >= 0 && insn != lp->insn && insn != lp->shown)
        remodel(lp, c, insn);   /* the shared cursor moved */
    tr_title(p, focused);
    tr_draw(p->win, 1, p->h - 1, p->w, p->hscroll, &lp->rows, 0, -1);
}

static int lanes_cond(struct pane *p, struct view_ctx *c, const char *arg);

static int lanes_request(struct pane *p, struct view_ctx *c, enum request r)
{
    struct lanes_priv *lp = p->priv;
    switch (r) {
    case REQ_STEP_NEXT: case REQ_FIND_NEXT: case REQ_MOVE_DOWN:
        if (lp->frame + 1 < nframes(lp))
            lp->frame++;
        else
            snprintf(c->note, sizeof c->note, "last step ({step-prev} goes back)");
        break;
    case REQ_STEP_PREV: case REQ_FIND_PREV: case REQ_MOVE_UP:
        if (lp->frame > 0)
            lp->frame--;
        break;
    case REQ_MOVE_FIRST: lp->frame = 0; break;
    case REQ_MOVE_LAST: lp->frame = nframes(lp) - 1; break;
    case REQ_CONTINUE: return lanes_cond(p, c, examples[lp->example++ % (sizeof examples / sizeof examples[0])]);
    case REQ_SCROLL_LEFT: case REQ_SCROLL_RIGHT: return pane_move(p, r);
    default: return 0;
    }
    build(lp, c);
    p->nrows = lp->rows.n;
    return TUI_HANDLED | TUI_REDRAW | (lp->region ? TUI_SELECT : 0);
}

static void lanes_row(struct pane *p, const struct view_ctx *c, size_t i, struct row *r)
{
    (void)c;
    const struct lanes_priv *lp = p->priv;
    row_reset(r);
    r->kind = ROW_TEXT;
    if (!r->notext && i < lp->rows.n)
        snprintf(r->text, sizeof r->text, "%s", lp->rows.r[i].text);
}

/* Stepping a region moves the shared cursor to the step's block (the
 * panes follow); the view keeps the region while the cursor is there.
 * Otherwise the view only follows the selection. */
static void lanes_select(struct pane *p, struct view_ctx *c)
{
    struct lanes_priv *lp = p->priv;
    if (!lp->region || lp->frame >= lp->reg.nsteps)
        return;
    uint32_t i = lp->reg.steps[lp->frame].insn;
    lp->shown = (int)i;
    c->sel.kind = SEL_SASS;
    c->sel.index = (int)i;
    c->sel.loc = align_sass_loc(session_align(c->s, c->fi), i);
}

static void lanes_close(struct pane *p)
{
    struct lanes_priv *lp = p->priv;
    if (lp) {
        tr_free(&lp->rows);
        lanes_region_free(&lp->reg);
        uni_free(lp->uni);
    }
    free(lp);
    p->priv = NULL;
}


static int lanes_cond(struct pane *p, struct view_ctx *c, const char *arg)
{
    struct lanes_priv *lp = p->priv;
    const char *e = arg;
    if (!strncmp(e, "cond", 4) && (e[4] == ' ' || !e[4]))
        e += 4;
    while (*e == ' ')
        e++;
    struct lanes_cond nc;
    struct ws_error err;
    ws_error_clear(&err);
    if (lanes_cond_parse(*e ? e : DEFAULT_COND, &nc, &err)) {
        snprintf(c->note, sizeof c->note, ":lanes: %.200s", err.msg);
        c->note_err = 1;
        return TUI_HANDLED | TUI_REDRAW;
    }
    lp->cond = nc;
    lp->frame = 0;
    remodel(lp, c, lp->insn >= 0 ? lp->insn : sel_insn(c));
    p->nrows = lp->rows.n;
    snprintf(c->note, sizeof c->note, "condition %s: P holds in %d of 32 lanes", nc.text,
             __builtin_popcountll(lanes_cond_mask(&nc, 32)));
    return TUI_HANDLED | TUI_REDRAW | (lp->region ? TUI_SELECT : 0);
}

/* ---- commands ----------------------------------------------------------- */

static const struct command_info lanes_commands[] = {
    { "lanes", "[cond EXPR]", "lanes and masks ({view-lanes}) with an example condition, e.g. lane<12" },
    { NULL, NULL, NULL },
};

/* :lanes [cond] EXPR sets the example condition. */
static int lanes_command(struct pane *p, struct view_ctx *c, const char *name, const char *arg)
{
    (void)name;
    return *arg ? lanes_cond(p, c, arg) : TUI_HANDLED | TUI_REDRAW;
}

static const struct view_ops lanes_ops = {
    .name = "lanes",
    .open = lanes_open,
    .draw = lanes_draw,
    .request = lanes_request,
    .select = lanes_select,
    .row = lanes_row,
    .close = lanes_close,
    .commands = lanes_commands,
    .command = lanes_command,
};

DEFINE_VIEW(lanes)
