/* xlate_passes.c - passes after the rules.
 *
 * waitcnt: SASS waits on scoreboards the compiler set in each instruction's
 * control bits; RDNA3 counts outstanding memory operations per kind and
 * waits with s_waitcnt.  Before the first instruction that reads a register
 * a load has not yet written, insert the wait that covers that load: vmcnt
 * for global/scratch/flat loads (these return in order, so the count is
 * exact: the number of loads issued after it; image_sample and image_load
 * count there too), lgkmcnt(0) for LDS and
 * scalar loads (scalar loads may return out of order).  At labels and
 * branches everything outstanding is waited for, since the other paths are
 * not tracked.
 */
#include "xlate_int.h"
#include "base/fmt.h"

#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAXQ 64

struct wstate {
    uint8_t vm_v[MAXQ][256 / 8];    /* VGPRs each outstanding VMEM load writes */
    int32_t vm_sass[MAXQ];          /* the SASS instruction each came from */
    int nvm;                        /* outstanding VMEM loads, oldest first */
    uint8_t lgkm_v[256 / 8];        /* VGPRs written by outstanding LDS loads */
    uint8_t lgkm_s[128 / 8];        /* SGPRs written by outstanding scalar loads */
    int lgkm;                       /* any outstanding */
};

/* Why a wait goes where it goes, for its trace step. */
struct why {
    char file;                      /* 'v' or 's': the register read too early */
    int reg;
    int32_t load;                   /* SASS instruction of its load, -1 unknown */
};

static int bit(const uint8_t *b, int i) { return (b[i >> 3] >> (i & 7)) & 1; }
static void set(uint8_t *b, int i) { b[i >> 3] |= (uint8_t)(1 << (i & 7)); }

/* (Most instructions are VALU or SALU: the first letters rule them out
 * before any string comparison.) */
static int is_vmem_load(const struct rdna_insn *in)
{
    const char *o = in->opcode;
    switch (o[0]) {
    case 'g': break;
    case 's': if (o[1] != 'c') return 0; break;
    case 'f': break;
    case 'b': break;
    case 'i': return !strncmp(o, "image_sample", 12) || !strncmp(o, "image_load", 10);
    default: return 0;
    }
    if (!strncmp(o, "global_load", 11) || !strncmp(o, "scratch_load", 12) ||
        !strncmp(o, "flat_load", 9) || !strncmp(o, "buffer_load", 11))
        return 1;
    return (!strncmp(o, "global_atomic", 13) || !strncmp(o, "flat_atomic", 11)) &&
           rdna_find_mod(in, "glc") != NULL;
}

/* LDS and scalar memory count on lgkmcnt; a flat access may go to LDS, so
 * it counts on both counters (AMDGPUUsage, "Memory Model GFX11"). */
static int is_lgkm(const struct rdna_insn *in)
{
    const char *o = in->opcode;
    if (o[0] == 's' ? o[1] != '_' || (o[2] != 'l' && o[2] != 'b')
                    : o[0] != 'd' && o[0] != 'f')
        return 0;
    return !strncmp(in->opcode, "ds_", 3) || !strncmp(in->opcode, "s_load", 6) ||
           !strncmp(in->opcode, "s_buffer_load", 13) || !strncmp(in->opcode, "flat_load", 9) ||
           (!strncmp(in->opcode, "flat_atomic", 11) && rdna_find_mod(in, "glc"));
}

static int is_branch(const struct rdna_insn *in)
{
    const char *o = in->opcode;
    if (o[0] != 's' || o[1] != '_' || (o[2] != 'b' && o[2] != 'c' && o[2] != 's'))
        return 0;
    return !strncmp(in->opcode, "s_branch", 8) || !strncmp(in->opcode, "s_cbranch", 9) ||
           !strncmp(in->opcode, "s_setpc", 7) || !strncmp(in->opcode, "s_swappc", 8) ||
           !strncmp(in->opcode, "s_barrier", 9);
}

/* Wait needed before in: sets *vm (-1 none) and *lg (0/1), and in *y the
 * register that decided it. */
static void needed(const struct wstate *w, const struct rdna_insn *in, int *vm, int *lg,
                   struct why *y)
{
    *vm = -1;
    *lg = 0;
    y->file = 0;
    if (!w->nvm && !w->lgkm)        /* nothing outstanding (no lgkm bit without lgkm) */
        return;
    for (unsigned k = 0; k < in->nops; k++) {
        const struct rdna_operand *o = &in->ops[k];
        if (!(o->access & RACC_R) && !(o->access & RACC_W))
            continue;
        for (int r = o->reg; r < o->reg + o->count && r >= 0; r++) {
            if (o->kind == ROP_VGPR && r < 256) {
                for (int q = w->nvm - 1; q >= 0; q--)
                    if (bit(w->vm_v[q], r)) {   /* wait until load q is back */
                        int left = w->nvm - 1 - q;
                        if (*vm < 0 || left < *vm) {
                            *vm = left;
                            *y = (struct why){ 'v', r, w->vm_sass[q] };
                        }
                        break;
                    }
                if (bit(w->lgkm_v, r)) {
                    if (!y->file)
                        *y = (struct why){ 'v', r, -1 };
                    *lg = 1;
                }
            } else if (o->kind == ROP_SGPR && r < 128 && bit(w->lgkm_s, r)) {
                if (!y->file)
                    *y = (struct why){ 's', r, -1 };
                *lg = 1;
            }
        }
    }
}

static void retire(struct wstate *w, int vm, int lg)
{
    if (vm >= 0 && vm < w->nvm) {
        int drop = w->nvm - vm;
        memmove(w->vm_v, w->vm_v + drop, (size_t)vm * sizeof w->vm_v[0]);
        memmove(w->vm_sass, w->vm_sass + drop, (size_t)vm * sizeof w->vm_sass[0]);
        w->nvm = vm;
    }
    if (lg) {
        memset(w->lgkm_v, 0, sizeof w->lgkm_v);
        memset(w->lgkm_s, 0, sizeof w->lgkm_s);
        w->lgkm = 0;
    }
}

static void issue(struct wstate *w, const struct rdna_insn *in, int32_t sass)
{
    int vm = is_vmem_load(in), lg = is_lgkm(in);
    if (!vm && !lg)
        return;
    if (vm && w->nvm == MAXQ)
        retire(w, MAXQ / 2, 0);     /* never reached in practice; keeps state bounded */
    if (vm)
        w->vm_sass[w->nvm] = sass;
    uint8_t *dst = vm ? w->vm_v[w->nvm++] : NULL;
    if (dst)
        memset(dst, 0, sizeof w->vm_v[0]);
    for (unsigned k = 0; k < in->nops; k++) {
        const struct rdna_operand *o = &in->ops[k];
        if (!(o->access & RACC_W))
            continue;
        for (int r = o->reg; r < o->reg + o->count && r >= 0; r++) {
            if (o->kind == ROP_VGPR && r < 256) {
                if (vm) set(dst, r);
                if (lg) set(w->lgkm_v, r);
            } else if (o->kind == ROP_SGPR && r < 128 && lg) {
                set(w->lgkm_s, r);
            }
        }
    }
    if (lg)
        w->lgkm = 1;
}

/* note: the arena's already, or (copy) to be copied there */
static enum ws_status push_wait_step(struct xctx *x, size_t line, int sass, const char *note,
                                     int copy)
{
    struct xstep s = { XS_PASS, sass, -1, "waitcnt", copy ? xs(x, note) : note, (int32_t)line,
                       (int32_t)line + 1, 0, NULL };
    return xstep_add(x, &s);
}

/* What a wait's step says. */
static void wait_note(const struct xctx *x, char *b, size_t n, int vm, int lg, const struct why *y,
                      const char *where)
{
    char load[64] = "";
    if (y->load >= 0)
        fmt_snprintf(load, sizeof load, " (SASS 0x%04x)", x->sf->insns[y->load].offset);
    if (where)
        fmt_snprintf(b, n, "%s: every load still in flight is waited for, since the other paths "
                     "into it are not tracked", where);
    else if (vm > 0)
        fmt_snprintf(b, n, "%c%d is read here and its load%s may still be in flight; vmcnt(%d): "
                     "the %d younger load%s may stay outstanding (they return in order)%s",
                     y->file, y->reg, load, vm, vm, vm == 1 ? "" : "s",
                     lg ? "; lgkmcnt(0) for an LDS/scalar load too" : "");
    else if (vm == 0)
        fmt_snprintf(b, n, "%c%d is read here and its load%s may still be in flight; vmcnt(0): "
                     "it is the youngest load%s", y->file, y->reg, load,
                     lg ? "; lgkmcnt(0) for an LDS/scalar load too" : "");
    else
        fmt_snprintf(b, n, "%c%d is read here and comes from an LDS or scalar load still in flight; "
                     "lgkmcnt(0) since those may return out of order", y->file, y->reg);
}

static enum ws_status emit_wait(struct xctx *x, struct xline *nl, size_t *nn, struct rdna_insn *ni,
                                size_t *ni_n, int vm, int lg, int sass)
{
    char t[64];
    if (vm >= 0 && lg)
        fmt_snprintf(t, sizeof t, "s_waitcnt vmcnt(%d) lgkmcnt(0)", vm);
    else if (vm >= 0)
        fmt_snprintf(t, sizeof t, "s_waitcnt vmcnt(%d)", vm);
    else
        fmt_snprintf(t, sizeof t, "s_waitcnt lgkmcnt(0)");
    struct rdna_insn *in = &ni[*ni_n];
    memset(in, 0, sizeof *in);
    enum ws_status s = xemit_parse(x, t, in, "<waitcnt>", x->err);
    if (s)
        return s;
    in->offset = RDNA_NO_OFFSET;
    in->loc.file = -1;
    in->prov.sass_offset = sass >= 0 ? (int32_t)x->sf->insns[sass].offset : -1;
    in->prov.rule = -1;
    nl[*nn] = (struct xline){ XL_INSN, XLP_WAIT, (int32_t)*ni_n, sass, -1, NULL };
    (*nn)++;
    (*ni_n)++;
    return WS_OK;
}

/* The waits inserted, for their trace steps (added after the remap). */
struct wlist {
    struct wrec { int32_t line, sass; const char *note; } *r;
    size_t n, cap;
};

/* note: already the arena's (kept) or to be copied there */
static enum ws_status wlist_put(struct xctx *x, struct wlist *l, size_t line, int sass,
                                const char *note, int kept)
{
    if (l->n == l->cap) {
        size_t c = l->cap ? l->cap * 2 : 64;
        void *p = realloc(l->r, c * sizeof *l->r);
        if (!p)
            return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
        l->r = p;
        l->cap = c;
    }
    l->r[l->n++] = (struct wrec){ (int32_t)line, sass, kept ? note : xs(x, note) };
    return WS_OK;
}

static enum ws_status wlist_add(struct xctx *x, struct wlist *l, size_t line, int sass,
                                const char *note)
{
    return wlist_put(x, l, line, sass, note, 0);
}

/* Old body line oi (outside the region an edit looks at again) as the old
 * output has it: its wait (with the wait's step) when it had one, then the
 * line; map[i] as the pass sets it. */
static enum ws_status keep_line(struct xctx *x, const struct xwait_keep *k, size_t oi,
                                struct xline *nl, size_t *nn, struct rdna_insn *ni, size_t *nin,
                                int32_t *mapi, struct wlist *wl)
{
    int32_t a = k->ostart[oi], b = k->ostart[oi + 1];
    const struct xline *l = &k->lines[b - 1];
    *mapi = (int32_t)*nn;
    if (b - a == 2) {
        const struct xstep *st = k->waits[a - (int32_t)oi];   /* waits before it: a - oi */
        enum ws_status rc = wlist_put(x, wl, *nn, st->sass, st->note, 1);
        if (rc)
            return rc;
        ni[*nin] = k->insns[k->lines[a].insn];
        nl[*nn] = k->lines[a];
        nl[*nn].insn = (int32_t)(*nin)++;
        (*nn)++;
        if (l->kind == XL_LABEL)
            *mapi = (int32_t)*nn;
    }
    nl[*nn] = *l;
    if (l->kind == XL_INSN) {
        ni[*nin] = k->insns[l->insn];
        nl[*nn].insn = (int32_t)(*nin)++;
    }
    (*nn)++;
    return WS_OK;
}

static enum ws_status waits_run(struct xctx *x, size_t seam, const struct xwait_keep *k);

enum ws_status xpass_waits(struct xctx *x, size_t seam)
{
    return waits_run(x, seam, NULL);
}

enum ws_status xpass_waits_keep(struct xctx *x, const struct xwait_keep *k)
{
    return waits_run(x, SIZE_MAX, k);
}

static enum ws_status waits_run(struct xctx *x, size_t seam, const struct xwait_keep *k)
{
    /* the lines are copied anyway: the prologue (lines [seam, nlines),
     * emitted after the body) goes to the front on the way */
    size_t n0 = x->nlines, npro = seam < n0 ? n0 - seam : 0;
    /* at most one wait before each line */
    size_t cap = x->nlines * 2 + 16, capi = x->ninsns + x->nlines + 16;
    struct xline *nl = malloc(cap * sizeof *nl);
    struct rdna_insn *ni = malloc(capi * sizeof *ni);
    int32_t *map = malloc((x->nlines + 1) * sizeof *map);
    struct wstate *w = calloc(1, sizeof *w);
    struct wlist wl = { NULL, 0, 0 };
    if (!nl || !ni || !map || !w) {
        free(nl); free(ni); free(map); free(w);
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    }
    size_t nn = 0, nin = 0;
    enum ws_status rc = WS_OK;
    char note[320];
    struct why y = { 0, 0, -1 };
    for (size_t i = 0; i < n0 && !rc; i++) {         /* i: position after the rotation */
        if (k && (i < k->lo || i >= k->hi_new)) {
            rc = keep_line(x, k, i < k->lo ? i : i - k->hi_new + k->hi_old, nl, &nn, ni, &nin,
                           &map[i], &wl);
            continue;
        }
        const struct xline *l = &x->lines[i < npro ? seam + i : i - npro];
        map[i] = (int32_t)nn;
        if (l->kind == XL_LABEL && (w->nvm || w->lgkm)) {
            wait_note(x, note, sizeof note, 0, 0, &y, "a block that other paths reach");
            rc = wlist_add(x, &wl, nn, l->sass, note);
            if (!rc)
                rc = emit_wait(x, nl, &nn, ni, &nin, w->nvm ? 0 : -1, w->lgkm, l->sass);
            retire(w, 0, 1);
            map[i] = (int32_t)nn;
        }
        if (l->kind != XL_INSN) {
            nl[nn++] = *l;
            continue;
        }
        const struct rdna_insn *in = &x->insns[l->insn];
        if (in->opcode[0] == 's' && in->opcode[1] == '_' && in->opcode[2] == 'w' &&
            !strcmp(in->opcode, "s_waitcnt")) {                             /* a rule's own wait */
            int wv = rdna_waitcnt(in, "vmcnt"), wlg = rdna_waitcnt(in, "lgkmcnt");
            retire(w, wv, wlg == 0);
        }
        int vm, lg;
        needed(w, in, &vm, &lg, &y);
        const char *where = NULL;
        if (is_branch(in) && (w->nvm || w->lgkm)) {
            vm = w->nvm ? 0 : -1;
            lg = w->lgkm;
            where = "a branch (or barrier)";
        }
        if (vm >= 0 || lg) {
            wait_note(x, note, sizeof note, vm, lg, &y, where);
            rc = wlist_add(x, &wl, nn, l->sass, note);
            if (!rc)
                rc = emit_wait(x, nl, &nn, ni, &nin, vm, lg, l->sass);
            retire(w, vm, lg);
            map[i] = (int32_t)nn - 1;
        }
        ni[nin] = *in;
        nl[nn] = *l;
        nl[nn].insn = (int32_t)nin;
        nn++;
        nin++;
        issue(w, in, l->sass);
    }
    map[n0] = (int32_t)nn;
    if (!rc) {
        for (size_t s = 0; s < x->nsteps; s++) {
            struct xstep *st = &x->steps[s];
            if (seam != SIZE_MAX) {     /* the prologue's steps first, the body's after it */
                int32_t d = st->first >= (int32_t)seam ? -(int32_t)seam : (int32_t)npro;
                st->first += d;
                st->last += d;
            }
            st->first = map[st->first];
            st->last = map[st->last];
        }
        free(x->lines);
        free(x->insns);
        x->lines = nl;
        x->insns = ni;
        x->nlines = nn;
        x->ninsns = nin;
        x->caplines = cap;
        x->capinsns = capi;
        x->cur_sass = -1;
        x->cur_rule = -1;
        xbind_reset(x);
        /* one step per wait, in program order, then the summary (empty range) */
        for (size_t j = 0; j < wl.n && !rc; j++)
            rc = push_wait_step(x, (size_t)wl.r[j].line, wl.r[j].sass, wl.r[j].note, 0);
        fmt_snprintf(note, sizeof note, "%zu s_waitcnt inserted before first uses of loaded registers",
                     wl.n);
        if (!rc)
            rc = push_wait_step(x, nn, -1, note, 1);
        if (!rc)
            x->steps[x->nsteps - 1].last = (int32_t)nn;
    } else {
        free(nl);
        free(ni);
    }
    free(wl.r);
    free(map);
    free(w);
    return rc;
}
