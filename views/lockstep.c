/* lockstep.c - the SASS of the function on the SASS emulator and its wave32
 * translation on the RDNA3 emulator, side by side, one SASS instruction at
 * a time (:lockstep; core/emu/sass_emu_lockstep.h).  The session's
 * translation is printed, assembled and linked (llvm-mc-19, ld.lld-19),
 * the sample's recorded inputs (gt/) mapped on both machines, the launches
 * before the chosen one run whole, then its blocks are stepped from block
 * (0,0,0) (or :lockstep wg X Y Z), warp by warp as `warpscope diff` runs
 * them.
 *
 * The view shows the watched warp's last SASS instruction and the next one
 * on each machine, then the registers the last one wrote and read: the
 * SASS value per thread on the left, the RDNA3 home (VGPR per lane,
 * SGPR, a predicate's bits of an SGPR lane mask) on the right, a row
 * marked where they differ.  D (request diverge, :diverge) runs to the
 * first instruction whose effects differ, across the launch's blocks, and
 * shows the difference and the translation's trace step there (the rule,
 * its pattern and rationale, the bindings and the RDNA3 it produced). */
#include "analysis.h"
#include "textrows.h"

#include "base/strbuf.h"
#include "emu/emu.h"
#include "emu/groundtruth.h"
#include "emu/sass_emu_lockstep.h"
#include "session/input.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define LSV_DIVERGE_MAX 200000000ull    /* SASS instructions one D may run */
#define LSV_LANES_MAX 8                 /* lanes a side shows at most */
#define LSV_VAL_W 9                     /* "00000000 " */
#define LSV_HEAD_W 12                   /* "R11  v4   ≠ " */

struct lsv_priv {
    const struct session *s;    /* what it was built for */
    size_t fi;
    const void *fn;             /* the translated function (changes on re-translation) */
    struct gt_set *g;
    struct emu_program *prog;
    struct ls_prov *pv;
    struct lockstep *ls;
    size_t launch;              /* index in g */
    int launch_set;             /* :lockstep launch N given */
    unsigned wg[3];
    unsigned warp;              /* the warp shown */
    int pinned;                 /* chosen with w or :lockstep warp N; else the stepping warp */
    int lane0;                  /* first thread/lane shown */
    int diverged, done;         /* a difference found; the launch has ended */
    struct lockstep_result div;
    char err[400];              /* why nothing runs */
    struct textrows rows;
    int width;                  /* the width rows were built for */
};

static void drop(struct lsv_priv *lp)
{
    lockstep_close(lp->ls);
    lockstep_prov_free(lp->pv);
    emu_program_free(lp->prog);
    gt_free(lp->g);
    lp->ls = NULL;
    lp->pv = NULL;
    lp->prog = NULL;
    lp->g = NULL;
    lp->diverged = lp->done = 0;
}

/* The directory holding gt/: the sample directory, or the one the file is in. */
static void sample_dir(const char *input, char *out, size_t len)
{
    struct stat st;
    snprintf(out, len, "%s", input);
    if (stat(input, &st) == 0 && S_ISDIR(st.st_mode))
        return;
    char *sl = strrchr(out, '/');
    if (sl)
        *sl = 0;
    else
        snprintf(out, len, ".");
}

/* The first launch of the function, or the chosen one (which must run it). */
static int pick_launch(struct lsv_priv *lp, const struct view_ctx *c)
{
    const struct sass_function *sf = session_sass_fn(c->s, c->fi);
    for (size_t li = 0; li < lp->g->nlaunches; li++) {
        if (lp->launch_set && li != lp->launch)
            continue;
        const struct sass_function *k = semu_find_kernel(c->s->sass, lp->g->launches[li].kernel);
        if (k == sf) {
            lp->launch = li;
            return 0;
        }
        if (lp->launch_set) {
            snprintf(lp->err, sizeof lp->err, "lockstep: launch %zu runs %.200s, not this function (:fn)", li,
                     lp->g->launches[li].kernel);
            return -1;
        }
    }
    if (lp->launch_set)
        snprintf(lp->err, sizeof lp->err, "lockstep: the recording has launches 0-%zu", lp->g->nlaunches - 1);
    else
        snprintf(lp->err, sizeof lp->err, "lockstep: no recorded launch runs %.200s", sf->name);
    return -1;
}

/* Assemble the translation with its provenance, map the inputs, open the
 * block.  0 ok, -1 with the reason in lp->err. */
static int build(struct lsv_priv *lp, const struct view_ctx *c)
{
    drop(lp);
    struct ws_error err;
    ws_error_clear(&err);
    char dir[4096], hsaco[4200];
    sample_dir(c->s->input, dir, sizeof dir);
    /* the interface translates a function when it is first looked at: the
     * code object needs them all */
    if (session_translate_all(c->s, &err)) {
        snprintf(lp->err, sizeof lp->err, "lockstep: %.300s", err.msg);
        return -1;
    }
    size_t un = xlate_total_unsupported(c->s->xr);
    if (c->s->xr->opts.wave != 32) {
        snprintf(lp->err, sizeof lp->err, "lockstep: a warp is compared with a wave32 wave (:wave 32 first)");
        return -1;
    }
    if (un) {
        snprintf(lp->err, sizeof lp->err, "lockstep: the translation has %zu SASS instructions without a rule: "
                 "it cannot be assembled", un);
        return -1;
    }
    if (gt_load(dir, &lp->g, &err)) {
        snprintf(lp->err, sizeof lp->err, "lockstep: no recorded inputs for %.150s (a sample directory with "
                 "gt/launch.txt): %.100s", c->s->input, err.msg);
        return -1;
    }
    if (pick_launch(lp, c))
        return -1;
    struct strbuf b;
    sb_init(&b);
    xlate_print(c->s->xr, &b);
    enum ws_status st = lockstep_prov_parse(b.s ? b.s : "", b.len, &lp->pv, &err);
    if (!st)
        st = xlate_assemble_text(b.s ? b.s : "", b.len, "gfx1100", 32, hsaco, sizeof hsaco, &err);
    sb_free(&b);
    if (!st) {
        st = input_load_emu(hsaco, &lp->prog, &err);
        unlink(hsaco);
    }
    if (!st)
        st = lockstep_open(c->s->sass, c->s->xr, lp->prog, lp->pv, lp->g, lp->launch, lp->wg, &lp->ls, &err);
    if (st) {
        snprintf(lp->err, sizeof lp->err, "lockstep: %.300s", err.msg);
        return -1;
    }
    if (!lp->pinned)
        lp->warp = 0;
    lp->err[0] = 0;
    return 0;
}

/* ---- what is shown ------------------------------------------------------ */

static int lanes_shown(int width)
{
    int n = (width - LSV_HEAD_W - 2) / (2 * LSV_VAL_W);
    return n < 1 ? 1 : n > LSV_LANES_MAX ? LSV_LANES_MAX : n;
}

static const struct sass_insn *insn_at(const struct view_ctx *c, int32_t func, int32_t insn)
{
    const struct sass_module *m = c->s->sass;
    if (func < 0 || (size_t)func >= m->nfuncs || insn < 0 || (size_t)insn >= m->funcs[func].ninsns)
        return NULL;
    return &m->funcs[func].insns[insn];
}

static char file_of(const struct sass_operand *o)
{
    return o->kind == SOP_REG ? 'R' : o->kind == SOP_UREG ? 'U' : o->kind == SOP_PRED ? 'P'
         : o->kind == SOP_UPRED ? 'Q' : 0;
}

/* One register of the SASS (per thread) beside its RDNA3 home (per lane). */
static void reg_row(struct lsv_priv *lp, const struct view_ctx *c, const struct lockstep_view *v,
                    const struct xfunc *xf, char file, int reg, int nl)
{
    int num;
    int loc = xlate_reg_location(xf, file, reg, &num);
    if (!loc)
        return;
    char name[12], home[12], left[LSV_LANES_MAX * LSV_VAL_W + 1], right[LSV_LANES_MAX * LSV_VAL_W + 1];
    snprintf(name, sizeof name, "%s%d", file == 'R' ? "R" : file == 'U' ? "UR" : file == 'P' ? "P" : "UP", reg);
    snprintf(home, sizeof home, "%c%d", loc, num);
    uint32_t differ = 0;
    size_t ul = 0, ur = 0;
    for (unsigned t = 0; t < SEMU_WARP; t++) {
        uint64_t a, b;
        if (file == 'R') { a = v->sass.t[t].r[reg]; b = v->rdna.v[num][t]; }
        else if (file == 'U') { a = v->sass.ur[reg]; b = v->rdna.s[num]; }
        else if (file == 'P') { a = (v->sass.t[t].p >> reg) & 1; b = (v->rdna.s[num] >> t) & 1; }
        else { a = (v->sass.up >> reg) & 1; b = (v->rdna.s[num] >> t) & 1; }
        int live = t < v->sass.nthreads && !v->sass.t[t].done;
        int window = (file == 'R' || file == 'U') && c->s->sass->sm >= 90 && a - b == SEMU_SM90_WINDOW;
        if (live && ((v->last_exec >> t) & 1) && a != b && !window)
            differ |= 1u << t;
        if ((int)t < lp->lane0 || (int)t >= lp->lane0 + nl || ((file == 'U' || file == 'Q') && (int)t > lp->lane0))
            continue;
        char mark = live ? ' ' : '~';
        if (file == 'P' || file == 'Q') {
            ul += (size_t)snprintf(left + ul, sizeof left - ul, "%c%-8u", mark, (unsigned)a);
            ur += (size_t)snprintf(right + ur, sizeof right - ur, "%c%-8u", mark, (unsigned)b);
        } else {
            ul += (size_t)snprintf(left + ul, sizeof left - ul, "%c%08x", mark, (unsigned)a);
            ur += (size_t)snprintf(right + ur, sizeof right - ur, "%c%08x", mark, (unsigned)b);
        }
    }
    int w = nl * LSV_VAL_W;
    tr_add(&lp->rows, differ ? ROW_UNSUP : ROW_INSN, -1, -1, "%-5s%-5s%s%-*s \u2502%s", name, home,
           differ ? "\u2260 " : "  ", w, left, right);
}

/* The registers instruction in writes (w) or reads. */
static void operand_rows(struct lsv_priv *lp, const struct view_ctx *c, const struct lockstep_view *v,
                         const struct xfunc *xf, const struct sass_insn *in, int writes, int nl)
{
    for (int i = 0; i < in->nops; i++) {
        const struct sass_operand *o = &in->ops[i];
        char file = file_of(o);
        int w = (o->access & SACC_W) && o->access != SACC_UNKNOWN;
        int r = (o->access & SACC_R) || o->access == SACC_UNKNOWN;
        if (!file || (writes ? !w : !r || w))
            continue;
        int width = o->width ? o->width : 1;
        for (int k = 0; k < width && k < 4; k++)
            reg_row(lp, c, v, xf, file, o->reg + k, nl);
    }
}

static const struct xfunc *xfunc_of(const struct view_ctx *c, int32_t func)
{
    return func >= 0 && (size_t)func < c->s->xr->nfuncs ? &c->s->xr->funcs[func] : NULL;
}

/* The translation's trace step of the divergence: its rule and output. */
static void step_rows(struct lsv_priv *lp, const struct view_ctx *c, int width)
{
    const struct lockstep_result *r = &lp->div;
    const struct sass_function *f = r->sass_index >= 0 ? semu_find_kernel(c->s->sass, r->function) : NULL;
    const struct xfunc *xf = f ? xfunc_of(c, (int32_t)(f - c->s->sass->funcs)) : NULL;
    if (!xf || r->step < 0 || (size_t)r->step >= xf->nsteps) {
        tr_add(&lp->rows, ROW_COMMENT, -1, -1, "trace    (no rule step for it)");
        return;
    }
    const struct xstep *s = &xf->steps[r->step];
    const struct xrule *xr = s->rule >= 0 ? xlate_rule_by_id(s->rule) : NULL;
    tr_add(&lp->rows, ROW_LABEL, -1, -1, "trace    step %d of %zu (g r, :rules shows it in the trace)", r->step,
           xf->nsteps);
    if (xr) {
        tr_add(&lp->rows, ROW_LABEL, -1, -1, "rule     %s [%s]  id %d  priority %d  %s:%d", xr->name,
               xlate_cat_name(xr->cat), xr->id, xr->priority, xr->file ? xr->file : "?", xr->line);
        tr_add(&lp->rows, ROW_INSN, -1, -1, "pattern  %s", xr->pattern ? xr->pattern : xr->opcode);
        tr_wrap(&lp->rows, ROW_COMMENT, -1, "why      ", xr->why ? xr->why : "", width);
    }
    struct strbuf b;
    sb_init(&b);
    if (xlate_step_bindings(s, &b))
        tr_wrap(&lp->rows, ROW_INSN, -1, "bind     ", b.s, width);
    int n = 0;
    for (int32_t l = s->first; l < s->last && (size_t)l < xf->nlines && n < 8; l++) {
        const struct xline *xl = &xf->lines[l];
        if (xl->kind != XL_INSN)
            continue;
        sb_reset(&b);
        rdna_print_insn(&b, &xf->fn->insns[xl->insn]);
        tr_add(&lp->rows, ROW_INSN, -1, -1, "%-9s%s", n++ ? "" : "RDNA3", b.s ? b.s : "");
    }
    sb_free(&b);
}

static void lanes_list(char *buf, size_t len, uint32_t lanes)
{
    size_t u = 0;
    buf[0] = 0;
    for (unsigned t = 0; t < SEMU_WARP && u + 8 < len; t++)
        if ((lanes >> t) & 1)
            u += (size_t)snprintf(buf + u, len - u, "%s%u", u ? " " : "", t);
}

static const char *kind_name(int k)
{
    return k == LS_VALUE ? "register" : k == LS_MEMORY ? "memory" : k == LS_FLOW ? "control flow"
         : k == LS_OUTPUT ? "output" : "none";
}

static void divergence_rows(struct lsv_priv *lp, const struct view_ctx *c, int width)
{
    const struct lockstep_result *r = &lp->div;
    char lanes[200];
    lanes_list(lanes, sizeof lanes, r->lanes);
    if (r->sass_index >= 0)
        tr_add(&lp->rows, ROW_UNSUP, -1, -1, "\u2260 first divergence (%s) at %04x %s", kind_name(r->kind), r->offset,
               r->insn_text);
    else
        tr_add(&lp->rows, ROW_UNSUP, -1, -1, "\u2260 first divergence (%s) in the outputs", kind_name(r->kind));
    unsigned l = r->lanes ? (unsigned)__builtin_ctz(r->lanes) : 0;
    tr_add(&lp->rows, ROW_UNSUP, -1, -1, "  %s  warp %u lanes %s: SASS 0x%08llx RDNA3 0x%08llx (lane %u)", r->what,
           r->warp, r->lanes ? lanes : "-", (unsigned long long)r->sass[l], (unsigned long long)r->rdna[l], l);
    if (r->note[0])
        tr_wrap(&lp->rows, ROW_COMMENT, -1, "  ", r->note, width);
    step_rows(lp, c, width);
}

static void make_rows(struct lsv_priv *lp, const struct view_ctx *c, int width)
{
    struct textrows *t = &lp->rows;
    tr_clear(t);
    lp->width = width;
    if (lp->err[0] || !lp->ls) {
        tr_add(t, ROW_ERROR, -1, -1, "%s", lp->err[0] ? lp->err : "lockstep: not started (:lockstep)");
        return;
    }
    struct lockstep_view v;
    lockstep_view(lp->ls, 0, &v);
    if (!lp->pinned && !lp->diverged)
        lp->warp = v.cur;
    if (lp->warp >= v.nwarps)
        lp->warp = 0;
    lockstep_view(lp->ls, lp->warp, &v);
    const struct sass_insn *last = insn_at(c, v.last_func, v.last_insn);
    const struct xfunc *xf = xfunc_of(c, last ? v.last_func : (int32_t)c->fi);
    const struct rdna_function *code = &lp->prog->mod->funcs[v.rdna.fi];
    char text[300];
    if (last)
        tr_add(t, ROW_INSN, -1, -1, "last  SASS  %04x %-36.36s threads 0x%08x", last->offset, last->text,
               v.last_exec);
    else
        tr_add(t, ROW_COMMENT, -1, -1, "last  (warp %u has not run an instruction)", lp->warp);
    const struct sass_insn *next = v.sass.state == EMU_WAVE_DONE ? NULL : insn_at(c, (int32_t)v.sass.func,
                                                                                   (int32_t)v.sass.insn);
    if (next)
        tr_add(t, ROW_LABEL, -1, -1, "next  SASS  %04x %s%s", next->offset, next->text,
               v.sass.state == EMU_WAVE_BARRIER ? "   (waits at the barrier)" : "");
    else
        tr_add(t, ROW_LABEL, -1, -1, "next  SASS  (warp %u has ended)", lp->warp);
    if (v.rdna.state != EMU_WAVE_DONE && v.rdna.ii < code->ninsns) {
        rdna_format_insn(&code->insns[v.rdna.ii], text, sizeof text);
        char from[32] = "";
        if (v.rdna_sass_offset >= 0)
            snprintf(from, sizeof from, "   (of %04x)", (unsigned)v.rdna_sass_offset);
        tr_add(t, ROW_LABEL, -1, -1, "      RDNA3 %04x %s%s", code->insns[v.rdna.ii].offset, text, from);
    } else {
        tr_add(t, ROW_LABEL, -1, -1, "      RDNA3 (wave %u has ended)", lp->warp);
    }
    int nl = lanes_shown(width);
    if (lp->lane0 + nl > SEMU_WARP)
        lp->lane0 = SEMU_WARP - nl;
    snprintf(text, sizeof text, " SASS threads %d-%d", lp->lane0, lp->lane0 + nl - 1);
    tr_add(t, ROW_COMMENT, -1, -1, "%-5s%-5s  %-*s \u2502 RDNA3 lanes %d-%d", "reg", "home", nl * LSV_VAL_W,
           text, lp->lane0, lp->lane0 + nl - 1);
    if (last && xf) {
        operand_rows(lp, c, &v, xf, last, 1, nl);
        operand_rows(lp, c, &v, xf, last, 0, nl);
    }
    tr_add(t, ROW_INSN, -1, -1, "EXEC  SASS 0x%08x (guard held) \u2502 RDNA3 0x%08llx  scc %d", v.last_exec,
           (unsigned long long)v.rdna.exec, v.rdna.scc);
    if (lp->diverged)
        divergence_rows(lp, c, width);
    else if (lp->done)
        tr_add(t, ROW_LABEL, -1, -1, "the launch has ended: the SASS and its translation agree at all %llu "
               "SASS instructions and in the outputs", (unsigned long long)v.compared);
    if (v.unrecorded_sass || v.unrecorded_rdna)
        tr_add(t, ROW_COMMENT, -1, -1, "%llu SASS and %llu RDNA3 loads outside the recorded memory read as 0",
               (unsigned long long)v.unrecorded_sass, (unsigned long long)v.unrecorded_rdna);
    tr_add(t, ROW_COMMENT, -1, -1, "written, then read, by the last SASS instruction; \u2260 a register that "
           "differs, ~ a thread out of the block");
}

static void set_title(struct pane *p, const struct view_ctx *c)
{
    struct lsv_priv *lp = p->priv;
    if (!lp->ls) {
        snprintf(p->title, sizeof p->title, "lockstep: %s (not running)", session_sass_fn(c->s, c->fi)->name);
        return;
    }
    struct lockstep_view v;
    lockstep_view(lp->ls, lp->warp, &v);
    snprintf(p->title, sizeof p->title, "lockstep: launch %zu block (%u,%u,%u) warp %u/%u | %llu compared%s | "
             "{step-next} step, {diverge} divergence, {next-wave} warp", v.launch, v.wg[0], v.wg[1], v.wg[2], lp->warp, v.nwarps,
             (unsigned long long)v.compared, lp->diverged ? " | DIVERGED" : lp->done ? " | agree" : "");
}

/* ---- view_ops ------------------------------------------------------------ */

static int lsv_open(struct pane *p, const struct view_ctx *c)
{
    struct lsv_priv *lp = p->priv;
    if (!lp && !(lp = p->priv = calloc(1, sizeof *lp)))
        return -1;
    const void *fn = session_xfunc(c->s, c->fi)->fn;
    if (lp->s != c->s || lp->fi != c->fi || lp->fn != fn) {
        if (lp->s != c->s || lp->fi != c->fi) {
            lp->launch_set = lp->pinned = 0;
            lp->wg[0] = lp->wg[1] = lp->wg[2] = 0;
        }
        lp->s = c->s;
        lp->fi = c->fi;
        lp->fn = fn;
        build(lp, c);
    }
    make_rows(lp, c, p->w > 20 ? p->w : 80);
    p->nrows = 0;       /* no rows to follow: the view moves the selection */
    set_title(p, c);
    return lp->rows.oom ? -1 : 0;
}

static void lsv_draw(struct pane *p, const struct view_ctx *c, int focused)
{
    struct lsv_priv *lp = p->priv;
    if (lp->width != p->w && p->w > 20)
        make_rows(lp, c, p->w);
    set_title(p, c);
    tr_title(p, focused);
    tr_draw(p->win, 1, p->h - 1, p->w, p->hscroll, &lp->rows, 0, -1);
}

static void note_error(struct view_ctx *c, const struct ws_error *err)
{
    snprintf(c->note, sizeof c->note, "lockstep: %.220s", err->msg);
    c->note_err = 1;
}

/* One SASS instruction: 0 it agreed, 1 a divergence, 2 nothing left, -1
 * an error (noted).  At the end of a block the next one opens. */
static int step_once(struct lsv_priv *lp, struct view_ctx *c)
{
    if (lp->diverged || lp->done)
        return 2;
    struct ws_error err;
    ws_error_clear(&err);
    for (;;) {
        int rc = lockstep_step(lp->ls, &lp->div, &err);
        if (rc == 2) {
            rc = lockstep_next_block(lp->ls, &lp->div, &err);
            if (rc == 0)
                continue;   /* a new block: run its first instruction */
        }
        if (rc == 1) {
            lp->diverged = 1;
            lp->warp = lp->div.warp;
            if (lp->div.lanes)    /* the first lane that differs in sight */
                lp->lane0 = __builtin_ctz(lp->div.lanes);
        }
        if (rc == 2)
            lp->done = 1;
        if (rc < 0)
            note_error(c, &err);
        return rc;
    }
}

static void note_divergence(struct lsv_priv *lp, struct view_ctx *c, unsigned long long n)
{
    if (lp->diverged && lp->div.sass_index >= 0)
        snprintf(c->note, sizeof c->note, "lockstep: %s differs at %04x %.80s (rule %s, trace step %d) after %llu "
                 "instructions", lp->div.what, lp->div.offset, lp->div.insn_text,
                 lp->div.rule_name ? lp->div.rule_name : "-", lp->div.step, n);
    else if (lp->diverged)
        snprintf(c->note, sizeof c->note, "lockstep: the outputs differ at %s after the launch", lp->div.what);
    else if (lp->done)
        snprintf(c->note, sizeof c->note, "lockstep: no divergence: the launch ended after %llu more instructions",
                 n);
    c->note_err = lp->diverged;
}

static int run_to_divergence(struct lsv_priv *lp, struct view_ctx *c)
{
    unsigned long long n = 0;
    int rc;
    if (lp->diverged) {
        note_divergence(lp, c, 0);
        return 1;
    }
    while ((rc = step_once(lp, c)) == 0 && ++n < LSV_DIVERGE_MAX)
        ;
    if (rc >= 0)
        note_divergence(lp, c, n);
    return rc;
}

static int lsv_request(struct pane *p, struct view_ctx *c, enum request r)
{
    struct lsv_priv *lp = p->priv;
    if (!lp->ls) {
        if (r != REQ_STEP_NEXT && r != REQ_DIVERGE && r != REQ_NEXT_WAVE && r != REQ_CONTINUE)
            return r == REQ_SCROLL_LEFT || r == REQ_SCROLL_RIGHT ? pane_move(p, r) : 0;
        snprintf(c->note, sizeof c->note, "%.250s", lp->err[0] ? lp->err : "lockstep: not running");
        c->note_err = 1;
        return TUI_HANDLED | TUI_REDRAW;
    }
    switch (r) {
    case REQ_STEP_NEXT: case REQ_FIND_NEXT: {
        int rc = step_once(lp, c);
        if (rc == 1 || rc == 2)
            note_divergence(lp, c, 1);
        break;
    }
    case REQ_DIVERGE: case REQ_CONTINUE: run_to_divergence(lp, c); break;
    case REQ_NEXT_WAVE: {
        struct lockstep_view v;
        lockstep_view(lp->ls, 0, &v);
        lp->warp = (lp->warp + 1) % (v.nwarps ? v.nwarps : 1);
        lp->pinned = 1;
        snprintf(c->note, sizeof c->note, "lockstep: watching warp %u of %u (:lockstep warp N)", lp->warp, v.nwarps);
        break;
    }
    case REQ_SCROLL_LEFT: case REQ_SCROLL_RIGHT: return pane_move(p, r);
    default: return 0;
    }
    make_rows(lp, c, lp->width);
    return TUI_HANDLED | TUI_REDRAW | TUI_SELECT;
}

/* The SASS instruction of the divergence, else the watched warp's next,
 * becomes the selection. */
static void lsv_select(struct pane *p, struct view_ctx *c)
{
    struct lsv_priv *lp = p->priv;
    if (!lp->ls)
        return;
    struct lockstep_view v;
    lockstep_view(lp->ls, lp->warp, &v);
    const struct sass_function *sf = session_sass_fn(c->s, c->fi);
    long idx = -1;
    if (lp->diverged && lp->div.sass_index >= 0 && lp->div.function && !strcmp(lp->div.function, sf->name))
        idx = lp->div.sass_index;
    else if (!lp->diverged && v.sass.state != EMU_WAVE_DONE && &c->s->sass->funcs[v.sass.func] == sf)
        idx = (long)v.sass.insn;
    else if (v.last_func >= 0 && &c->s->sass->funcs[v.last_func] == sf)
        idx = v.last_insn;
    if (idx < 0)
        return;
    c->sel.kind = SEL_SASS;
    c->sel.index = (int)idx;
    c->sel.loc = align_sass_loc(session_align(c->s, c->fi), (size_t)idx);
}

static void lsv_row(struct pane *p, const struct view_ctx *c, size_t i, struct row *r)
{
    (void)p;
    (void)c;
    (void)i;
    row_reset(r);
}

static void lsv_close(struct pane *p)
{
    struct lsv_priv *lp = p->priv;
    if (lp) {
        drop(lp);
        tr_free(&lp->rows);
    }
    free(lp);
    p->priv = NULL;
}

/* :lockstep [launch N | wg X [Y [Z]] | warp N | lanes N | restart] */
static int lsv_args(struct pane *p, struct view_ctx *c, const char *arg)
{
    struct lsv_priv *lp = p->priv;
    unsigned a[3] = { 0, 0, 0 };
    if (!strncmp(arg, "launch", 6) && sscanf(arg + 6, "%u", &a[0]) == 1) {
        lp->launch = a[0];
        lp->launch_set = 1;
        lp->wg[0] = lp->wg[1] = lp->wg[2] = 0;
        build(lp, c);
    } else if (!strncmp(arg, "wg", 2) && sscanf(arg + 2, "%u %u %u", &a[0], &a[1], &a[2]) >= 1) {
        memcpy(lp->wg, a, sizeof a);
        build(lp, c);
    } else if (!strncmp(arg, "warp", 4) && sscanf(arg + 4, "%u", &a[0]) == 1) {
        struct lockstep_view v;
        if (lp->ls)
            lockstep_view(lp->ls, 0, &v);
        if (lp->ls && a[0] < v.nwarps) {
            lp->warp = a[0];
            lp->pinned = 1;
        } else if (lp->ls) {
            snprintf(c->note, sizeof c->note, "lockstep: the block has warps 0-%u", v.nwarps - 1);
            c->note_err = 1;
        }
    } else if (!strncmp(arg, "lanes", 5) && sscanf(arg + 5, "%u", &a[0]) == 1 && a[0] < SEMU_WARP) {
        lp->lane0 = (int)a[0];
    } else if (!strcmp(arg, "restart")) {
        build(lp, c);
    } else if (*arg) {
        snprintf(c->note, sizeof c->note, ":lockstep [launch N | wg X [Y [Z]] | warp N | lanes N | restart]");
        c->note_err = 1;
        return TUI_HANDLED | TUI_REDRAW;
    }
    make_rows(lp, c, lp->width ? lp->width : 80);
    if (!c->note[0] && lp->err[0]) {
        snprintf(c->note, sizeof c->note, "%.250s", lp->err);
        c->note_err = 1;
    } else if (!c->note[0] && lp->ls) {
        struct lockstep_view v;
        lockstep_view(lp->ls, 0, &v);
        snprintf(c->note, sizeof c->note, "lockstep: %.80s launch %zu, block (%u,%u,%u), %u warps: {step-next} steps, "
                 "{diverge} runs to the first divergence", v.kernel->name, v.launch, v.wg[0], v.wg[1], v.wg[2], v.nwarps);
    }
    return TUI_HANDLED | TUI_REDRAW | (lp->ls ? TUI_SELECT : 0);
}

/* ---- commands ----------------------------------------------------------- */

static const struct command_info lsv_commands[] = {
    { "lockstep", "[launch N|wg X [Y [Z]]|warp N|lanes N|restart]", "the SASS on the SASS emulator and its "
                  "translation on the RDNA3 emulator side by side, one SASS instruction at a time ({view-lockstep}): "
                  "{step-next}/{find-next} step, {diverge} to the first divergence, {next-wave} next warp" },
    { "diverge", "", "lockstep: run to the first SASS instruction whose effects differ in the translation" },
    { NULL, NULL, NULL },
};

static int lsv_command(struct pane *p, struct view_ctx *c, const char *name, const char *arg)
{
    struct lsv_priv *lp = p->priv;
    if (!strcmp(name, "diverge")) {
        if (!lp->ls) {
            snprintf(c->note, sizeof c->note, "%.250s", lp->err[0] ? lp->err : "lockstep: not running");
            c->note_err = 1;
            return TUI_HANDLED | TUI_REDRAW;
        }
        run_to_divergence(lp, c);
        make_rows(lp, c, lp->width ? lp->width : 80);
        return TUI_HANDLED | TUI_REDRAW | TUI_SELECT;
    }
    return lsv_args(p, c, arg);
}

static const struct view_ops lockstep_ops = {
    .name = "lockstep",
    .open = lsv_open,
    .draw = lsv_draw,
    .request = lsv_request,
    .select = lsv_select,
    .row = lsv_row,
    .close = lsv_close,
    .commands = lsv_commands,
    .command = lsv_command,
};

DEFINE_VIEW(lockstep)
