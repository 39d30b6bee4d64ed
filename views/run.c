/* run.c - the translated kernel of the function on the RDNA3 emulator, one
 * instruction at a time (:run).  The session's translation is assembled
 * and linked (xlate_assemble: llvm-mc-19, ld.lld-19), loaded, and the
 * sample's recorded inputs (gt/) mapped; the launches before the first one
 * of this kernel run whole, then one workgroup of it is stepped
 * (emu_debug_open).  The view shows the watched wave's next instruction
 * (the RDNA3 pane's cursor follows it), the registers it reads and those
 * the last one wrote (VGPRs per lane, SGPRs), EXEC per lane and a window
 * of the LDS.  Space/n steps, c continues to a breakpoint, B sets or clears
 * one on the RDNA3 instruction under the cursor, w watches the next wave,
 * :run wg X [Y [Z]] another workgroup, :run lanes N the lanes shown,
 * :run lds OFF the LDS window. */
#include "analysis.h"
#include "textrows.h"

#include "emu/emu.h"
#include "session/input.h"
#include "emu/groundtruth.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define RUN_LANES 8             /* lanes of a VGPR shown on a row (80 columns) */
#define RUN_CONTINUE_MAX 20000000ull

struct run_priv {
    const struct session *s;    /* what the run was built for */
    size_t fi;
    const void *fn;             /* the translated function (changes on re-translation) */
    struct emu_program *prog;
    struct gt_set *g;
    struct emu_debug *d;
    unsigned wave, wg[3];
    uint32_t lds_off;
    int lane0;                  /* first of the RUN_LANES lanes shown (:run lanes N) */
    uint8_t *bp;                /* per instruction of the kernel's code: a breakpoint */
    int32_t *xline_of;          /* instruction of the code -> translated line, -1 */
    int32_t *insn_of_xline;     /* translated line -> instruction of the code, -1 */
    size_t ncode, nxl;
    long last_ii;               /* instruction the last step ran, -1 */
    char err[400];              /* why nothing runs */
    struct textrows rows;
};

static void drop(struct run_priv *rp)
{
    emu_debug_free(rp->d);
    emu_program_free(rp->prog);
    gt_free(rp->g);
    free(rp->bp);
    free(rp->xline_of);
    free(rp->insn_of_xline);
    rp->d = NULL;
    rp->prog = NULL;
    rp->g = NULL;
    rp->bp = NULL;
    rp->xline_of = rp->insn_of_xline = NULL;
    rp->ncode = rp->nxl = 0;
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

static void base_opcode(const char *in, char *out, size_t len)
{
    snprintf(out, len, "%s", in);
    size_t n = strlen(out);
    if (n > 4 && (!strcmp(out + n - 4, "_e32") || !strcmp(out + n - 4, "_e64")))
        out[n - 4] = 0;
}

/* Instruction i of the code and i of the translation are the same one when
 * their opcodes agree, else the one at the same offset. */
static long match_insn(const struct rdna_function *code, const struct rdna_function *tf, size_t i)
{
    char a[64], b[64];
    if (i < tf->ninsns) {
        base_opcode(code->insns[i].opcode, a, sizeof a);
        base_opcode(tf->insns[i].opcode, b, sizeof b);
        if (!strcmp(a, b))
            return (long)i;
    }
    for (size_t k = 0; k < tf->ninsns; k++)
        if (tf->insns[k].offset == code->insns[i].offset)
            return (long)k;
    return -1;
}

static int map_lines(struct run_priv *rp, const struct view_ctx *c)
{
    const struct xfunc *xf = session_xfunc(c->s, c->fi);
    const struct rdna_function *code = &rp->prog->mod->funcs[rp->d->k->func];
    rp->ncode = code->ninsns;
    rp->nxl = xf->nlines;
    rp->bp = calloc(rp->ncode + 1, 1);
    rp->xline_of = malloc((rp->ncode + 1) * sizeof *rp->xline_of);
    rp->insn_of_xline = malloc((rp->nxl + 1) * sizeof *rp->insn_of_xline);
    if (!rp->bp || !rp->xline_of || !rp->insn_of_xline)
        return -1;
    for (size_t l = 0; l < rp->nxl; l++)
        rp->insn_of_xline[l] = -1;
    for (size_t i = 0; i < rp->ncode; i++) {
        long k = match_insn(code, xf->fn, i);
        rp->xline_of[i] = -1;
        for (size_t l = 0; k >= 0 && l < rp->nxl; l++)
            if (xf->lines[l].kind == XL_INSN && xf->lines[l].insn == k) {
                rp->xline_of[i] = (int32_t)l;
                rp->insn_of_xline[l] = (int32_t)i;
                break;
            }
    }
    return 0;
}

/* Assemble, load, map the inputs, open the workgroup.  0 ok, -1 with the
 * reason in rp->err. */
static int build(struct run_priv *rp, const struct view_ctx *c)
{
    drop(rp);
    rp->last_ii = -1;
    struct ws_error err;
    ws_error_clear(&err);
    const struct sass_function *sf = session_sass_fn(c->s, c->fi);
    char dir[4096], hsaco[256];
    sample_dir(c->s->input, dir, sizeof dir);
    if (session_translate_all(c->s, &err)) {
        snprintf(rp->err, sizeof rp->err, "run: %.300s", err.msg);
        return -1;
    }
    size_t un = xlate_total_unsupported(c->s->xr);
    if (un) {
        snprintf(rp->err, sizeof rp->err, "run: the translation has %zu SASS instructions without a rule: "
                 "it cannot be assembled", un);
        return -1;
    }
    if (gt_load(dir, &rp->g, &err)) {
        snprintf(rp->err, sizeof rp->err, "run: no recorded inputs for %s (:run needs a sample directory with "
                 "gt/launch.txt): %.200s", c->s->input, err.msg);
        return -1;
    }
    if (xlate_assemble(c->s->xr, c->s->xr->opts.wave, hsaco, sizeof hsaco, &err)) {
        snprintf(rp->err, sizeof rp->err, "run: %.300s", err.msg);
        return -1;
    }
    enum ws_status st = input_load_emu(hsaco, &rp->prog, &err);
    unlink(hsaco);
    if (!st)
        st = emu_debug_open(rp->prog, rp->g, sf->name, rp->wg, &rp->d, &err);
    if (st) {
        snprintf(rp->err, sizeof rp->err, "run: %.300s", err.msg);
        return -1;
    }
    if (map_lines(rp, c)) {
        snprintf(rp->err, sizeof rp->err, "run: out of memory");
        return -1;
    }
    if (rp->wave >= emu_step_nwaves(rp->d->st))
        rp->wave = 0;
    rp->err[0] = 0;
    return 0;
}

/* ---- what is shown ------------------------------------------------------ */

static const struct rdna_function *code_fn(const struct run_priv *rp, size_t fi)
{
    return &rp->prog->mod->funcs[fi];
}

static void lane_bar(char *buf, size_t len, uint64_t exec, int lanes)
{
    size_t u = 0;
    for (int l = 0; l < lanes && u + 8 < len; l++) {
        if (l && l % 8 == 0)
            buf[u++] = ' ';
        const char *g = (exec >> l) & 1 ? "\u2588" : "\u00b7";
        memcpy(buf + u, g, strlen(g));
        u += strlen(g);
    }
    buf[u] = 0;
}

/* One operand's registers and their values: VGPRs per lane, SGPRs. */
static void operand_rows(struct textrows *t, const struct emu_wave_view *w, const struct rdna_operand *o, int lane0)
{
    if (o->kind == ROP_VGPR) {
        for (int r = 0; r < o->count && r < 4; r++) {
            char vals[200];
            size_t u = 0;
            for (int l = lane0; l < lane0 + RUN_LANES && l < w->lanes; l++)
                u += (size_t)snprintf(vals + u, sizeof vals - u, "%c%08x", (w->exec >> l) & 1 ? ' ' : '~',
                                      w->v[o->reg + r][l]);
            tr_add(t, ROW_INSN, -1, -1, "  v%-3d%s", o->reg + r, vals);
        }
    } else if (o->kind == ROP_SGPR) {
        char vals[200];
        size_t u = 0;
        for (int r = 0; r < o->count && r < 8 && o->reg + r < 106; r++)
            u += (size_t)snprintf(vals + u, sizeof vals - u, " s%d=0x%08x", o->reg + r, w->s[o->reg + r]);
        tr_add(t, ROW_INSN, -1, -1, " %s", vals);
    }
}

static void insn_rows(struct textrows *t, const struct emu_wave_view *w, const struct rdna_insn *in, int writes,
                      int lane0)
{
    for (unsigned k = 0; k < in->nops; k++) {
        const struct rdna_operand *o = &in->ops[k];
        int is_w = o->access & RACC_W, is_r = o->access & RACC_R;
        if (writes ? is_w : is_r || o->access == RACC_UNKNOWN)
            operand_rows(t, w, o, lane0);
    }
}

static void lds_rows(struct run_priv *rp, struct textrows *t)
{
    uint32_t size;
    const uint8_t *lds = emu_step_lds(rp->d->st, &size);
    if (!size) {
        tr_add(t, ROW_COMMENT, -1, -1, "LDS  none (the kernel uses no shared memory)");
        return;
    }
    if (rp->lds_off >= size)
        rp->lds_off = 0;
    for (uint32_t row = 0; row < 2; row++) {
        char vals[200];
        size_t u = 0;
        uint32_t at = rp->lds_off + row * 32;
        for (uint32_t k = 0; k < 8 && at + k * 4 + 4 <= size; k++) {
            uint32_t v;
            memcpy(&v, lds + at + k * 4, 4);
            u += (size_t)snprintf(vals + u, sizeof vals - u, " %08x", v);
        }
        if (u)
            tr_add(t, ROW_INSN, -1, -1, "LDS  %04x%s%s", at, vals, row ? "" : "   (:run lds OFF)");
    }
}

static void make_rows(struct run_priv *rp)
{
    struct textrows *t = &rp->rows;
    tr_clear(t);
    if (rp->err[0] || !rp->d) {
        tr_add(t, ROW_ERROR, -1, -1, "%s", rp->err[0] ? rp->err : "run: not started (:run)");
        return;
    }
    struct emu_wave_view w;
    emu_step_view(rp->d->st, rp->wave, &w);
    const struct rdna_function *fn = code_fn(rp, w.fi);
    char text[300], bar[200];
    static const char *const state[] = { "runs", "waits at the barrier", "has ended" };
    if (w.state != EMU_WAVE_DONE && w.ii < fn->ninsns) {
        rdna_format_insn(&fn->insns[w.ii], text, sizeof text);
        tr_add(t, ROW_LABEL, -1, -1, "next %04x %s%s   (wave %u %s)", fn->insns[w.ii].offset, text,
               w.fi == rp->d->k->func && w.ii < rp->ncode && rp->bp[w.ii] ? "  \u25cf breakpoint" : "", rp->wave,
               state[w.state]);
    } else {
        tr_add(t, ROW_LABEL, -1, -1, "wave %u has ended", rp->wave);
    }
    if (w.state != EMU_WAVE_DONE && w.ii < fn->ninsns)
        insn_rows(t, &w, &fn->insns[w.ii], 0, rp->lane0);
    if (rp->last_ii >= 0 && (size_t)rp->last_ii < code_fn(rp, rp->d->k->func)->ninsns) {
        const struct rdna_insn *li = &code_fn(rp, rp->d->k->func)->insns[rp->last_ii];
        rdna_format_insn(li, text, sizeof text);
        tr_add(t, ROW_COMMENT, -1, -1, "last %04x %s   wrote:", li->offset, text);
        insn_rows(t, &w, li, 1, rp->lane0);
    }
    lane_bar(bar, sizeof bar, w.exec, w.lanes);
    tr_add(t, ROW_INSN, -1, -1, "EXEC %s 0x%0*llx  scc %d vcc 0x%08x", bar, w.lanes / 4, (unsigned long long)w.exec,
           w.scc, w.s[106]);
    lds_rows(rp, t);
    tr_add(t, ROW_COMMENT, -1, -1, "under next: what it reads; under last: what it wrote; VGPRs lanes %d-%d "
           "(:run lanes N), ~ before a lane out of EXEC", rp->lane0, rp->lane0 + RUN_LANES - 1);
}

static void set_title(struct pane *p, const struct view_ctx *c)
{
    struct run_priv *rp = p->priv;
    if (!rp->d) {
        snprintf(p->title, sizeof p->title, "run: %s (not running)", session_sass_fn(c->s, c->fi)->name);
        return;
    }
    snprintf(p->title, sizeof p->title, "run: launch %zu wg (%u,%u,%u) wave %u/%u | %llu insns | "
             "{step-next} step, {continue} continue, {breakpoint} breakpoint, {next-wave} wave", rp->d->launch + 1, rp->wg[0], rp->wg[1], rp->wg[2],
             rp->wave, emu_step_nwaves(rp->d->st), (unsigned long long)emu_step_insns(rp->d->st));
}

/* ---- view_ops ------------------------------------------------------------ */

static int run_open(struct pane *p, const struct view_ctx *c)
{
    struct run_priv *rp = p->priv;
    if (!rp && !(rp = p->priv = calloc(1, sizeof *rp)))
        return -1;
    const void *fn = session_xfunc(c->s, c->fi)->fn;
    if (rp->s != c->s || rp->fi != c->fi || rp->fn != fn) {
        if (rp->s != c->s || rp->fi != c->fi)
            rp->wave = rp->wg[0] = rp->wg[1] = rp->wg[2] = 0;
        rp->s = c->s;
        rp->fi = c->fi;
        rp->fn = fn;
        build(rp, c);
    }
    make_rows(rp);
    p->nrows = 0;       /* no rows to follow: the view moves the selection */
    set_title(p, c);
    return rp->rows.oom ? -1 : 0;
}

static void run_draw(struct pane *p, const struct view_ctx *c, int focused)
{
    struct run_priv *rp = p->priv;
    set_title(p, c);
    tr_title(p, focused);
    tr_draw(p->win, 1, p->h - 1, p->w, p->hscroll, &rp->rows, 0, -1);
}

/* Step the watched wave once; a wave waiting at a barrier lets the others
 * run up to it first.  0 ran, 1 nothing to run (ended), -1 error (note). */
static int step_once(struct run_priv *rp, struct view_ctx *c)
{
    struct ws_error err;
    ws_error_clear(&err);
    struct emu_wave_view w;
    emu_step_view(rp->d->st, rp->wave, &w);
    size_t ii = w.ii;
    int rc = emu_step_wave(rp->d->st, rp->wave, &err);
    for (unsigned o = 0; rc == 1 && w.state == EMU_WAVE_BARRIER && o < emu_step_nwaves(rp->d->st); o++) {
        while (o != rp->wave && (rc = emu_step_wave(rp->d->st, o, &err)) == 0)
            ;
        if (rc < 0)
            break;
        rc = emu_step_wave(rp->d->st, rp->wave, &err);
    }
    if (rc < 0) {
        snprintf(c->note, sizeof c->note, "run: %.200s", err.msg);
        c->note_err = 1;
    }
    if (rc == 0)
        rp->last_ii = w.fi == rp->d->k->func ? (long)ii : -1;
    return rc;
}

static int at_breakpoint(const struct run_priv *rp)
{
    struct emu_wave_view w;
    emu_step_view(rp->d->st, rp->wave, &w);
    return w.state == EMU_WAVE_RUN && w.fi == rp->d->k->func && w.ii < rp->ncode && rp->bp[w.ii];
}

static int run_continue(struct run_priv *rp, struct view_ctx *c)
{
    unsigned long long n = 0;
    int rc;
    while ((rc = step_once(rp, c)) == 0 && ++n < RUN_CONTINUE_MAX && !at_breakpoint(rp))
        ;
    if (rc == 0 && at_breakpoint(rp)) {
        struct emu_wave_view w;
        emu_step_view(rp->d->st, rp->wave, &w);
        snprintf(c->note, sizeof c->note, "run: breakpoint at %04x after %llu instructions",
                 code_fn(rp, w.fi)->insns[w.ii].offset, n);
    } else if (rc == 1) {
        snprintf(c->note, sizeof c->note, "run: wave %u ended after %llu more instructions", rp->wave, n);
    }
    return rc;
}

/* The code instruction of the selection (an RDNA3 line, or the first
 * translated instruction of a SASS one), -1 none. */
static long sel_code(const struct run_priv *rp, const struct view_ctx *c)
{
    if (c->sel.kind == SEL_XLATE) {
        for (size_t l = (size_t)c->sel.index; l < rp->nxl; l++)
            if (rp->insn_of_xline[l] >= 0)
                return rp->insn_of_xline[l];
    } else if (c->sel.kind == SEL_SASS) {
        struct align_set xs = align_sass_xlate(session_align(c->s, c->fi), (size_t)c->sel.index);
        for (size_t k = 0; k < xs.n; k++)
            if ((size_t)xs.idx[k] < rp->nxl && rp->insn_of_xline[xs.idx[k]] >= 0)
                return rp->insn_of_xline[xs.idx[k]];
    }
    return -1;
}

static int toggle_breakpoint(struct run_priv *rp, struct view_ctx *c)
{
    long i = sel_code(rp, c);
    if (i < 0) {
        snprintf(c->note, sizeof c->note, "run: put the cursor on an RDNA3 instruction (or its SASS) first");
        c->note_err = 1;
        return TUI_HANDLED | TUI_REDRAW;
    }
    rp->bp[i] = !rp->bp[i];
    char text[300];
    const struct rdna_insn *in = &code_fn(rp, rp->d->k->func)->insns[i];
    rdna_format_insn(in, text, sizeof text);
    snprintf(c->note, sizeof c->note, "run: breakpoint %s at %04x %.200s", rp->bp[i] ? "set" : "cleared",
             in->offset, text);
    return TUI_HANDLED | TUI_REDRAW;
}

static int run_request(struct pane *p, struct view_ctx *c, enum request r)
{
    struct run_priv *rp = p->priv;
    if (!rp->d) {
        if (r != REQ_STEP_NEXT && r != REQ_CONTINUE && r != REQ_BREAKPOINT && r != REQ_NEXT_WAVE)
            return r == REQ_SCROLL_LEFT || r == REQ_SCROLL_RIGHT ? pane_move(p, r) : 0;
        snprintf(c->note, sizeof c->note, "%.250s", rp->err[0] ? rp->err : "run: not running");
        c->note_err = 1;
        return TUI_HANDLED | TUI_REDRAW;
    }
    int f = TUI_HANDLED | TUI_REDRAW | TUI_SELECT;
    switch (r) {
    case REQ_STEP_NEXT: case REQ_FIND_NEXT:
        if (step_once(rp, c) == 1)
            snprintf(c->note, sizeof c->note, "run: wave %u has ended (w: another wave)", rp->wave);
        break;
    case REQ_CONTINUE: run_continue(rp, c); break;
    case REQ_BREAKPOINT: return toggle_breakpoint(rp, c);
    case REQ_NEXT_WAVE:
        rp->wave = (rp->wave + 1) % emu_step_nwaves(rp->d->st);
        rp->last_ii = -1;
        snprintf(c->note, sizeof c->note, "run: watching wave %u of %u", rp->wave, emu_step_nwaves(rp->d->st));
        break;
    case REQ_SCROLL_LEFT: case REQ_SCROLL_RIGHT: return pane_move(p, r);
    default: return 0;
    }
    make_rows(rp);
    return f;
}

/* The watched wave's next instruction becomes the selection. */
static void run_select(struct pane *p, struct view_ctx *c)
{
    struct run_priv *rp = p->priv;
    if (!rp->d)
        return;
    struct emu_wave_view w;
    emu_step_view(rp->d->st, rp->wave, &w);
    if (w.fi != rp->d->k->func || w.ii >= rp->ncode || rp->xline_of[w.ii] < 0)
        return;
    c->sel.kind = SEL_XLATE;
    c->sel.index = rp->xline_of[w.ii];
    c->sel.loc = align_xlate_loc(session_align(c->s, c->fi), (size_t)c->sel.index);
}

static void run_row(struct pane *p, const struct view_ctx *c, size_t i, struct row *r)
{
    (void)p;
    (void)c;
    (void)i;
    row_reset(r);
}

static void run_close(struct pane *p)
{
    struct run_priv *rp = p->priv;
    if (rp) {
        drop(rp);
        tr_free(&rp->rows);
    }
    free(rp);
    p->priv = NULL;
}


/* :run [wave N | wg X [Y [Z]] | lanes N | lds OFF | restart] */
static int run_args(struct pane *p, struct view_ctx *c, const char *arg)
{
    struct run_priv *rp = p->priv;
    unsigned a[3] = { 0, 0, 0 };
    if (!strncmp(arg, "wg", 2) && sscanf(arg + 2, "%u %u %u", &a[0], &a[1], &a[2]) >= 1) {
        memcpy(rp->wg, a, sizeof a);
        build(rp, c);
    } else if (!strncmp(arg, "wave", 4) && sscanf(arg + 4, "%u", &a[0]) == 1) {
        if (rp->d && a[0] < emu_step_nwaves(rp->d->st)) {
            rp->wave = a[0];
            rp->last_ii = -1;
        } else if (rp->d) {
            snprintf(c->note, sizeof c->note, "run: the workgroup has waves 0-%u", emu_step_nwaves(rp->d->st) - 1);
            c->note_err = 1;
        }
    } else if (!strncmp(arg, "lanes", 5) && sscanf(arg + 5, "%u", &a[0]) == 1 && a[0] + RUN_LANES <= 64) {
        rp->lane0 = (int)a[0];
    } else if (!strncmp(arg, "lds", 3) && sscanf(arg + 3, "%x", &a[0]) == 1) {
        rp->lds_off = a[0] & ~3u;
    } else if (!strcmp(arg, "restart")) {
        build(rp, c);
    } else if (*arg) {
        snprintf(c->note, sizeof c->note, ":run [wave N | wg X [Y [Z]] | lanes N (0-56) | lds OFF | restart]");
        c->note_err = 1;
        return TUI_HANDLED | TUI_REDRAW;
    }
    make_rows(rp);
    if (!c->note[0] && rp->err[0]) {
        snprintf(c->note, sizeof c->note, "%.250s", rp->err);
        c->note_err = 1;
    } else if (!c->note[0] && rp->d) {
        snprintf(c->note, sizeof c->note, "run: %s launch %zu, workgroup (%u,%u,%u), wave %u of %u: {step-next} steps",
                 rp->d->k->name, rp->d->launch + 1, rp->wg[0], rp->wg[1], rp->wg[2], rp->wave,
                 emu_step_nwaves(rp->d->st));
    }
    return TUI_HANDLED | TUI_REDRAW | (rp->d ? TUI_SELECT : 0);
}

/* ---- commands ----------------------------------------------------------- */

static const struct command_info run_commands[] = {
    { "run", "[wave N|wg X [Y [Z]]|lanes N|lds OFF|restart]", "run the translation of the function on the RDNA3 "
                   "emulator with the sample's recorded inputs ({view-run}): {step-next}/{find-next} step, {continue} continue, "
                   "{breakpoint} breakpoint, {next-wave} next wave" },
    { "continue", "", "run: to the next breakpoint or the end of the wave" },
    { NULL, NULL, NULL },
};

static int run_command(struct pane *p, struct view_ctx *c, const char *name, const char *arg)
{
    if (!strcmp(name, "continue"))
        return run_request(p, c, REQ_CONTINUE);
    return run_args(p, c, arg);
}

static const struct view_ops run_ops = {
    .name = "run",
    .open = run_open,
    .draw = run_draw,
    .request = run_request,
    .select = run_select,
    .row = run_row,
    .close = run_close,
    .commands = run_commands,
    .command = run_command,
};

DEFINE_VIEW(run)
