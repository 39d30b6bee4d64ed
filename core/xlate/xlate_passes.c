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

#include <pthread.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAXQ 64

/* The loads in flight.  VMEM loads return in order, so the outstanding ones
 * are always the youngest nvm of those issued: numbering them as issued,
 * load q is outstanding when q >= issued - nvm, and a register's youngest
 * writer tells whether any outstanding load writes it (the look-up per
 * register is one compare, not a walk over the queue). */
struct wstate {
    int32_t vm_last[256];           /* per VGPR: the youngest VMEM load writing it, -1 none */
    int32_t vm_sass[MAXQ];          /* load q's SASS instruction, at q % MAXQ */
    int32_t issued;                 /* VMEM loads issued: the next one's number */
    int nvm;                        /* outstanding VMEM loads */
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

/* What an instruction is to the pass (bits). */
enum {
    WC_VMEM = 1,        /* a VMEM load: counts on vmcnt */
    WC_LGKM = 2,        /* counts on lgkmcnt */
    WC_BRANCH = 4,      /* a branch or barrier: everything is waited for */
    WC_WAIT = 8,        /* s_waitcnt (a rule's own) */
    WC_RTN = 16,        /* an atomic: its other bits only when it returns (glc) */
};

static int has_glc(const struct rdna_insn *in) { return rdna_find_mod(in, "glc") != NULL; }

/* VMEM loads are global/scratch/flat/buffer loads, image_sample and
 * image_load, and atomics that return (glc).  LDS and scalar memory count on
 * lgkmcnt; a flat access may go to LDS, so it counts on both counters
 * (AMDGPUUsage, "Memory Model GFX11").  Most instructions are VALU or SALU:
 * the first letters rule them out before any string comparison. */
static int classify_name(const char *o)
{
    switch (o[0]) {
    case 'g':
        return !strncmp(o, "global_load", 11) ? WC_VMEM
               : !strncmp(o, "global_atomic", 13) ? WC_VMEM | WC_RTN : 0;
    case 'f':
        return !strncmp(o, "flat_load", 9) ? WC_VMEM | WC_LGKM
               : !strncmp(o, "flat_atomic", 11) ? WC_VMEM | WC_LGKM | WC_RTN : 0;
    case 'b':
        return !strncmp(o, "buffer_load", 11) ? WC_VMEM : 0;
    case 'i':
        return !strncmp(o, "image_sample", 12) || !strncmp(o, "image_load", 10) ? WC_VMEM : 0;
    case 'd':
        return o[1] == 's' && o[2] == '_' ? WC_LGKM : 0;
    case 's':
        break;
    default:
        return 0;
    }
    if (o[1] == 'c')
        return !strncmp(o, "scratch_load", 12) ? WC_VMEM : 0;
    if (o[1] != '_')
        return 0;
    switch (o[2]) {
    case 'l':
        return !strncmp(o, "s_load", 6) ? WC_LGKM : 0;
    case 'b':
        if (!strncmp(o, "s_buffer_load", 13))
            return WC_LGKM;
        return !strncmp(o, "s_branch", 8) || !strncmp(o, "s_barrier", 9) ? WC_BRANCH : 0;
    case 'c':
        return !strncmp(o, "s_cbranch", 9) ? WC_BRANCH : 0;
    case 's':
        return !strncmp(o, "s_setpc", 7) || !strncmp(o, "s_swappc", 8) ? WC_BRANCH : 0;
    case 'w':
        return !strcmp(o, "s_waitcnt") ? WC_WAIT : 0;
    default:
        return 0;
    }
}

/* classify_name of each opcode table row's name, made once: an instruction
 * with a row is classed by it (one load, where its name took a switch and
 * string compares).  A row's name is the mnemonic without its _e32/_e64/_dpp
 * suffix, which none of the names above has. */
static const struct rdna_opinfo *rows;
static size_t nrows;
static uint8_t *row_cls;
static pthread_once_t rows_once = PTHREAD_ONCE_INIT;

static void rows_build(void)
{
    const struct rdna_opinfo *t = rdna_opcode_table(&nrows);
    row_cls = malloc(nrows ? nrows : 1);
    if (!row_cls)
        return;                     /* then every instruction by its name */
    for (size_t i = 0; i < nrows; i++)
        row_cls[i] = (uint8_t)classify_name(t[i].name);
    rows = t;
}

static inline __attribute__((always_inline)) int classify(const struct rdna_insn *in)
{
    int c = in->info && rows ? row_cls[in->info - rows] : classify_name(in->opcode);
    if (c & WC_RTN)
        c = has_glc(in) ? c & ~WC_RTN : 0;
    return c;
}

/* Wait needed before in: sets *vm (-1 none) and *lg (0/1), and in *y the
 * register that decided it. */
static inline __attribute__((always_inline))
void needed(const struct wstate *w, const struct rdna_insn *in, int *vm, int *lg, struct why *y)
{
    *vm = -1;
    *lg = 0;
    y->file = 0;
    if (!w->nvm && !w->lgkm)        /* nothing outstanding (no lgkm bit without lgkm) */
        return;
    int32_t oldest = w->issued - w->nvm;
    for (unsigned k = 0; k < in->nops; k++) {
        const struct rdna_operand *o = &in->ops[k];
        if (!(o->access & RACC_R) && !(o->access & RACC_W))
            continue;
        if (o->kind == ROP_VGPR) {
            for (int r = o->reg; r < o->reg + o->count && r >= 0 && r < 256; r++) {
                int32_t q = w->vm_last[r];
                if (q >= oldest) {          /* wait until load q is back */
                    int left = w->issued - 1 - q;
                    if (*vm < 0 || left < *vm) {
                        *vm = left;
                        *y = (struct why){ 'v', r, w->vm_sass[q % MAXQ] };
                    }
                }
                if (w->lgkm && bit(w->lgkm_v, r)) {
                    if (!y->file)
                        *y = (struct why){ 'v', r, -1 };
                    *lg = 1;
                }
            }
        } else if (o->kind == ROP_SGPR && w->lgkm) {
            for (int r = o->reg; r < o->reg + o->count && r >= 0 && r < 128; r++)
                if (bit(w->lgkm_s, r)) {
                    if (!y->file)
                        *y = (struct why){ 's', r, -1 };
                    *lg = 1;
                }
        }
    }
}

/* Waits for all but the vm youngest VMEM loads (vm < 0: none) and, lg, for
 * the LDS and scalar loads. */
static void retire(struct wstate *w, int vm, int lg)
{
    if (vm >= 0 && vm < w->nvm)
        w->nvm = vm;
    if (lg) {
        memset(w->lgkm_v, 0, sizeof w->lgkm_v);
        memset(w->lgkm_s, 0, sizeof w->lgkm_s);
        w->lgkm = 0;
    }
}

/* in, of class cls (WC_VMEM and/or WC_LGKM), is issued. */
static void issue(struct wstate *w, const struct rdna_insn *in, int cls, int32_t sass)
{
    int vm = cls & WC_VMEM, lg = cls & WC_LGKM;
    int32_t q = w->issued;
    if (vm) {
        if (w->nvm == MAXQ)
            retire(w, MAXQ / 2, 0); /* never reached in practice; keeps state bounded */
        w->vm_sass[q % MAXQ] = sass;
        w->issued++;
        w->nvm++;
    }
    for (unsigned k = 0; k < in->nops; k++) {
        const struct rdna_operand *o = &in->ops[k];
        if (!(o->access & RACC_W))
            continue;
        for (int r = o->reg; r < o->reg + o->count && r >= 0; r++) {
            if (o->kind == ROP_VGPR && r < 256) {
                if (vm) w->vm_last[r] = q;
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
    struct xstep s = { .kind = XS_PASS, .sass = sass, .rule = -1, .pass = "waitcnt",
                       .note = copy ? xs(x, note) : note, .first = (int32_t)line,
                       .last = (int32_t)line + 1 };
    return xstep_add(x, &s);
}

/* A note being written (there is one per wait, thousands in a long
 * function: plain appends, no format parsing).  b has room for every note
 * wait_note writes. */
struct note { char *b; size_t n; };

static void note_str(struct note *t, const char *s)
{
    size_t l = strlen(s);
    memcpy(t->b + t->n, s, l);
    t->n += l;
}

static void note_int(struct note *t, long v)
{
    char d[24];
    int k = 0;
    unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
    do
        d[k++] = (char)('0' + u % 10);
    while ((u /= 10) != 0);
    if (v < 0)
        t->b[t->n++] = '-';
    while (k)
        t->b[t->n++] = d[--k];
}

/* "%04x" */
static void note_hex4(struct note *t, uint32_t v)
{
    char d[8];
    int k = 0;
    do
        d[k++] = "0123456789abcdef"[v & 15];
    while ((v >>= 4) != 0);
    while (k < 4)
        d[k++] = '0';
    while (k)
        t->b[t->n++] = d[--k];
}

/* The notes of waits at a label and at a branch: the same text every time,
 * so the steps point here instead of at a copy each. */
static const char note_label[] = "a block that other paths reach: every load still in flight is "
                                 "waited for, since the other paths into it are not tracked";
static const char note_branch[] = "a branch (or barrier): every load still in flight is waited "
                                  "for, since the other paths into it are not tracked";

/* The note of a wait that y decided, written into b (room for 320 bytes):
 * its length. */
static size_t wait_note(const struct xctx *x, char *b, int vm, int lg, const struct why *y)
{
    struct note t = { b, 0 };
    b[t.n++] = y->file;
    note_int(&t, y->reg);
    if (vm < 0) {
        note_str(&t, " is read here and comes from an LDS or scalar load still in flight; "
                     "lgkmcnt(0) since those may return out of order");
        b[t.n] = 0;
        return t.n;
    }
    note_str(&t, " is read here and its load");
    if (y->load >= 0) {
        note_str(&t, " (SASS 0x");
        note_hex4(&t, x->sf->insns[y->load].offset);
        note_str(&t, ")");
    }
    note_str(&t, " may still be in flight; vmcnt(");
    note_int(&t, vm);
    if (vm > 0) {
        note_str(&t, "): the ");
        note_int(&t, vm);
        note_str(&t, vm == 1 ? " younger load may stay outstanding (they return in order)"
                             : " younger loads may stay outstanding (they return in order)");
    } else {
        note_str(&t, "): it is the youngest load");
    }
    if (lg)
        note_str(&t, "; lgkmcnt(0) for an LDS/scalar load too");
    b[t.n] = 0;
    return t.n;
}

/* The waits inserted: where, what, and their notes for the trace steps
 * (added after the remap). */
struct wlist {
    struct wrec {
        int32_t line, sass;         /* output line; its SASS instruction */
        const char *note;
        uint32_t at;                /* instructions before it (not counting waits) */
        int8_t vm, lg;              /* its counts: vmcnt (-1 none), lgkmcnt(0) */
    } *r;
    size_t n, cap;
};

/* One run of the pass: its state and the output written so far. */
struct wrun {
    struct xline *nl;               /* the new lines */
    size_t nn;
    size_t n0;                      /* the lines before */
    struct rdna_insn *ni;           /* the new instructions */
    size_t nin;
    struct wlist wl;
    struct wstate w;
    /* the s_waitcnt instructions this run has parsed, by their counts
     * ([lg][vm + 1]): one already parsed is copied (with operands of its
     * own), not parsed again */
    struct rdna_insn proto[2][MAXQ + 1];
    uint8_t have[2][MAXQ + 1];
};

/* s_waitcnt vmcnt(vm) (vm < 0: none) lgkmcnt(0) (lg) into *in. */
static enum ws_status make_wait(struct xctx *x, struct wrun *u, struct rdna_insn *in, int vm,
                                int lg, int sass)
{
    if (vm < MAXQ && u->have[lg][vm + 1]) {
        const struct rdna_insn *p = &u->proto[lg][vm + 1];
        struct rdna_operand *ops = arena_alloc_uninit(&x->r->out->arena,
                                                      sizeof *ops * (p->nops ? p->nops : 1));
        if (!ops)
            return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
        *in = *p;
        memcpy(ops, p->ops, sizeof *ops * p->nops);
        in->ops = ops;
    } else {
        char t[64];
        if (vm >= 0 && lg)
            fmt_snprintf(t, sizeof t, "s_waitcnt vmcnt(%d) lgkmcnt(0)", vm);
        else if (vm >= 0)
            fmt_snprintf(t, sizeof t, "s_waitcnt vmcnt(%d)", vm);
        else
            fmt_snprintf(t, sizeof t, "s_waitcnt lgkmcnt(0)");
        memset(in, 0, sizeof *in);
        enum ws_status s = xemit_parse(x, t, in, "<waitcnt>", x->err);
        if (s)
            return s;
        if (vm < MAXQ) {
            u->proto[lg][vm + 1] = *in;
            u->have[lg][vm + 1] = 1;
        }
    }
    in->offset = RDNA_NO_OFFSET;
    in->loc.file = -1;
    in->prov.sass_offset = sass >= 0 ? (int32_t)x->sf->insns[sass].offset : -1;
    in->prov.rule = -1;
    return WS_OK;
}

/* A wait's line, its instruction numbered insn. */
static struct xline wait_xline(int32_t insn, int sass)
{
    return (struct xline){ XL_INSN, XLP_WAIT, insn, sass, -1, NULL };
}

/* note: the arena's, or one of the constant notes above */
static enum ws_status wlist_put(struct xctx *x, struct wlist *l, struct wrec r)
{
    if (l->n == l->cap) {
        size_t c = l->cap ? l->cap * 2 : 64;
        void *p = realloc(l->r, c * sizeof *l->r);
        if (!p)
            return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
        l->r = p;
        l->cap = c;
    }
    l->r[l->n++] = r;
    return WS_OK;
}

/* The wait line l needs, if any (1, with *vm, *lg and *note; 0 none): the
 * state goes past l. */
/* (Inline, like what it calls: it runs once per line.) */
static inline __attribute__((always_inline))
int decide(struct xctx *x, struct wstate *w, const struct xline *l, int *vm, int *lg,
                  const char **note, enum ws_status *rc)
{
    *note = NULL;
    if (l->kind == XL_LABEL && (w->nvm || w->lgkm)) {
        *vm = w->nvm ? 0 : -1;
        *lg = w->lgkm;
        *note = note_label;
        retire(w, 0, 1);
        return 1;
    }
    if (l->kind != XL_INSN)
        return 0;
    const struct rdna_insn *in = &x->insns[l->insn];
    int cls = classify(in);
    if (cls & WC_WAIT) {                                                /* a rule's own wait */
        int wv = rdna_waitcnt(in, "vmcnt"), wlg = rdna_waitcnt(in, "lgkmcnt");
        retire(w, wv, wlg == 0);
    }
    struct why y = { 0, 0, -1 };
    needed(w, in, vm, lg, &y);
    if ((cls & WC_BRANCH) && (w->nvm || w->lgkm)) {
        *vm = w->nvm ? 0 : -1;
        *lg = w->lgkm;
        *note = note_branch;
    }
    int wait = *vm >= 0 || *lg;
    if (wait && !*note) {       /* written straight into the arena that keeps it */
        char *b = arena_reserve(&x->r->arena, 320);
        if (!b) {
            *rc = ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
            return 0;
        }
        arena_commit(&x->r->arena, wait_note(x, b, *vm, *lg, &y) + 1);
        *note = b;
    }
    if (wait)
        retire(w, *vm, *lg);
    if (cls & (WC_VMEM | WC_LGKM))
        issue(w, in, cls, l->sass);
    return wait;
}

/* ---- an edit's waits: one walk, into new arrays ---- */

/* Line l to the output, after the wait it needs; *mapi: where it (or its
 * wait) is now. */
static enum ws_status wait_line(struct xctx *x, struct wrun *u, const struct xline *l,
                                int32_t *mapi)
{
    enum ws_status rc = WS_OK;
    int vm, lg;
    const char *note;
    *mapi = (int32_t)u->nn;
    if (decide(x, &u->w, l, &vm, &lg, &note, &rc)) {
        struct wrec r = { (int32_t)u->nn, l->sass, note, 0, (int8_t)vm, (int8_t)lg };
        if ((rc = wlist_put(x, &u->wl, r)) ||
            (rc = make_wait(x, u, &u->ni[u->nin], vm, lg, l->sass)))
            return rc;
        u->nl[u->nn++] = wait_xline((int32_t)u->nin++, l->sass);
        *mapi = (int32_t)u->nn - (l->kind != XL_LABEL);
    }
    if (rc)
        return rc;
    u->nl[u->nn] = *l;
    if (l->kind == XL_INSN) {
        u->ni[u->nin] = x->insns[l->insn];
        u->nl[u->nn].insn = (int32_t)u->nin++;
    }
    u->nn++;
    return WS_OK;
}

/* Old body line oi (outside the region an edit looks at again) as the old
 * output has it: its wait (with the wait's step) when it had one, then the
 * line; map[i] as the pass sets it. */
static enum ws_status keep_line(struct xctx *x, const struct xwait_keep *k, size_t oi,
                                struct wrun *u, int32_t *mapi)
{
    int32_t a = k->ostart[oi], b = k->ostart[oi + 1];
    const struct xline *l = &k->lines[b - 1];
    *mapi = (int32_t)u->nn;
    if (b - a == 2) {
        const struct xstep *st = k->waits[a - (int32_t)oi];   /* waits before it: a - oi */
        struct wrec r = { (int32_t)u->nn, st->sass, st->note, 0, 0, 0 };
        enum ws_status rc = wlist_put(x, &u->wl, r);
        if (rc)
            return rc;
        u->ni[u->nin] = k->insns[k->lines[a].insn];
        u->nl[u->nn] = k->lines[a];
        u->nl[u->nn++].insn = (int32_t)u->nin++;
        if (l->kind == XL_LABEL)
            *mapi = (int32_t)u->nn;
    }
    u->nl[u->nn] = *l;
    if (l->kind == XL_INSN) {
        u->ni[u->nin] = k->insns[l->insn];
        u->nl[u->nn].insn = (int32_t)u->nin++;
    }
    u->nn++;
    return WS_OK;
}

static enum ws_status keep_run(struct xctx *x, struct wrun *u, const struct xwait_keep *k,
                               int32_t *map)
{
    size_t n0 = x->nlines;
    /* at most one wait before each line */
    size_t cap = n0 * 2 + 16, capi = x->ninsns + n0 + 16;
    u->nl = malloc(cap * sizeof *u->nl);
    u->ni = malloc(capi * sizeof *u->ni);
    if (!u->nl || !u->ni)
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    enum ws_status rc = WS_OK;
    for (size_t i = 0; i < n0 && !rc; i++) {
        if (i < k->lo || i >= k->hi_new)
            rc = keep_line(x, k, i < k->lo ? i : i - k->hi_new + k->hi_old, u, &map[i]);
        else
            rc = wait_line(x, u, &x->lines[i], &map[i]);
    }
    map[n0] = (int32_t)u->nn;
    if (rc)
        return rc;
    free(x->lines);
    free(x->insns);
    x->lines = u->nl;
    x->insns = u->ni;
    u->nl = NULL;
    u->ni = NULL;
    x->nlines = u->nn;
    x->ninsns = u->nin;
    x->caplines = cap;
    x->capinsns = capi;
    return WS_OK;
}

/* ---- a whole function's waits: decided first, then put in place ---- */

/* Instructions [a, b) (numbered in output order without the waits) to
 * x->insns from d on.  The first npi are the prologue's, saved in pro; the
 * others are still where the body left them, at their number - npi. */
static void place(struct xctx *x, const struct rdna_insn *pro, size_t npi, size_t a, size_t b,
                  size_t d)
{
    size_t m = a < npi ? (b < npi ? b : npi) : a;   /* [a, m) the prologue's, [m, b) the body's */
    /* the body's first: the prologue's may go where they are now */
    if (m < b)
        memmove(&x->insns[d + (m - a)], &x->insns[m - npi], (b - m) * sizeof *x->insns);
    if (a < m)
        memcpy(&x->insns[d], &pro[a], (m - a) * sizeof *x->insns);
}

/* The instructions with the waits among them, in place: each moves up by
 * the waits before it (the body's, also by the prologue's instructions
 * that go in front of it), so they are moved from the last down. */
static enum ws_status insns_in_place(struct xctx *x, struct wrun *u, size_t npi)
{
    size_t nw = u->wl.n, n = x->ninsns;
    if (x->capinsns < n + nw) {
        void *p = realloc(x->insns, (n + nw) * sizeof *x->insns);
        if (!p)
            return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
        x->insns = p;
        x->capinsns = n + nw;
    }
    struct rdna_insn *pro = malloc((npi ? npi : 1) * sizeof *pro);
    if (!pro)
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    memcpy(pro, &x->insns[n - npi], npi * sizeof *pro);
    enum ws_status rc = WS_OK;
    size_t b = n;
    for (size_t j = nw; j-- > 0 && !rc;) {
        const struct wrec *r = &u->wl.r[j];
        place(x, pro, npi, r->at, b, r->at + j + 1);
        rc = make_wait(x, u, &x->insns[r->at + j], r->vm, r->lg, r->sass);
        b = r->at;
    }
    if (!rc)
        place(x, pro, npi, 0, b, 0);
    free(pro);
    x->ninsns = n + nw;
    return rc;
}

/* The instructions into a new array (when they cannot move in place):
 * the waits' made, the others copied from where the lines (old, rotated)
 * had them. */
static enum ws_status insns_copied(struct xctx *x, struct wrun *u, size_t seam, size_t nins)
{
    size_t n0 = u->n0, npro = seam < n0 ? n0 - seam : 0, nw = u->wl.n, capi = nins + nw + 1;
    struct rdna_insn *ni = malloc(capi * sizeof *ni);
    if (!ni)
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    enum ws_status rc = WS_OK;
    size_t w = 0, j = 0;        /* j: the new line of old line i */
    for (size_t i = 0; i < n0 && !rc; i++, j++) {
        const struct xline *l = &x->lines[i < npro ? seam + i : i - npro];
        if (w < nw && (size_t)u->wl.r[w].line == j) {
            const struct wrec *r = &u->wl.r[w++];
            rc = make_wait(x, u, &ni[u->nl[j++].insn], r->vm, r->lg, r->sass);
        }
        if (l->kind == XL_INSN)
            ni[u->nl[j].insn] = x->insns[l->insn];
    }
    if (rc) {
        free(ni);
        return rc;
    }
    free(x->insns);
    x->insns = ni;
    x->ninsns = nins + nw;
    x->capinsns = capi;
    return WS_OK;
}

static enum ws_status whole_run(struct xctx *x, struct wrun *u, size_t seam, int32_t *map)
{
    size_t n0 = x->nlines, npro = seam < n0 ? n0 - seam : 0;
    /* at most one wait before each line; only the room used is touched */
    size_t cap = 2 * n0 + 16;
    u->nl = malloc(cap * sizeof *u->nl);
    if (!u->nl)
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    u->n0 = n0;
    enum ws_status rc = WS_OK;
    /* the instructions can move in place when they are in the lines' order
     * (the prologue's after the body's, as emitted) and each line has its
     * own: then the body's are numbered from 0 and the prologue's from
     * nbody, with none left over */
    size_t npi = 0, nbody = 0;
    int32_t pro0 = -1;
    int ordered = 1;
    /* the new lines and their counts in locals: the stores through the
     * pointers would make the compiler load u's again per line */
    struct xline *nl = u->nl;
    size_t nn = u->nn, nin = u->nin, i = 0;     /* i: position after the rotation */
    /* the prologue's lines [n0 - npro, n0) first, then the body's; want:
     * the instruction the next line has when they are in order (-1: the
     * prologue's first, whichever it is) */
    for (int part = 0; part < 2 && !rc; part++) {
        const struct xline *l = part ? x->lines : x->lines + (n0 - npro);
        const struct xline *end = part ? x->lines + (n0 - npro) : x->lines + n0;
        int32_t want = part ? 0 : -1;
        for (; l < end && !rc; l++, i++) {
            int vm, lg;
            const char *note;
            map[i] = (int32_t)nn;
            if (decide(x, &u->w, l, &vm, &lg, &note, &rc)) {
                /* at: the instructions so far, less the waits */
                struct wrec r = { (int32_t)nn, l->sass, note, (uint32_t)(nin - u->wl.n),
                                  (int8_t)vm, (int8_t)lg };
                rc = wlist_put(x, &u->wl, r);
                nl[nn++] = wait_xline((int32_t)nin++, l->sass);
                map[i] = (int32_t)nn - (l->kind != XL_LABEL);
            }
            nl[nn] = *l;
            if (l->kind == XL_INSN) {
                if (want < 0)
                    want = pro0 = l->insn;
                ordered &= l->insn == want++;
                nl[nn].insn = (int32_t)nin++;
            }
            nn++;
        }
        if (part)
            nbody = (size_t)want;
        else if (pro0 >= 0)
            npi = (size_t)(want - pro0);
    }
    size_t nins = npi + nbody;
    u->nn = nn;
    u->nin = nin;
    map[n0] = (int32_t)u->nn;
    if (!rc) {
        ordered &= (!npi || pro0 == (int32_t)nbody) && nbody + npi == x->ninsns;
        rc = ordered ? insns_in_place(x, u, npi) : insns_copied(x, u, seam, nins);
    }
    if (rc)
        return rc;
    free(x->lines);
    x->lines = u->nl;
    u->nl = NULL;
    x->nlines = u->nn;
    x->caplines = cap;
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

/* seam: the prologue (lines [seam, nlines), emitted after the body) goes
 * to the front on the way, SIZE_MAX none */
static enum ws_status waits_run(struct xctx *x, size_t seam, const struct xwait_keep *k)
{
    size_t n0 = x->nlines, npro = seam < n0 ? n0 - seam : 0;
    pthread_once(&rows_once, rows_build);
    struct wrun *u = malloc(sizeof *u);
    int32_t *map = malloc((n0 + 1) * sizeof *map);
    if (!u || !map) {
        free(u);
        free(map);
        return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    }
    u->nl = NULL;
    u->ni = NULL;
    u->nn = u->nin = 0;
    u->wl = (struct wlist){ NULL, 0, 0 };
    memset(&u->w, 0, sizeof u->w);
    memset(u->w.vm_last, 0xff, sizeof u->w.vm_last);        /* -1: no load writes it */
    memset(u->have, 0, sizeof u->have);
    enum ws_status rc = k ? keep_run(x, u, k, map) : whole_run(x, u, seam, map);
    if (!rc) {
        /* (a loop for each case: there are as many steps as lines) */
        struct xstep *st = x->steps, *se = st + x->nsteps;
        if (seam != SIZE_MAX) {
            for (; st < se; st++) {     /* the prologue's steps first, the body's after it */
                int32_t d = st->first >= (int32_t)seam ? -(int32_t)seam : (int32_t)npro;
                st->first = map[st->first + d];
                st->last = map[st->last + d];
            }
        } else {
            for (; st < se; st++) {
                st->first = map[st->first];
                st->last = map[st->last];
            }
        }
        x->cur_sass = -1;
        x->cur_rule = -1;
        xbind_reset(x);
        /* one step per wait, in program order, then the summary (empty range) */
        for (size_t j = 0; j < u->wl.n && !rc; j++)
            rc = push_wait_step(x, (size_t)u->wl.r[j].line, u->wl.r[j].sass, u->wl.r[j].note, 0);
        char note[96];
        fmt_snprintf(note, sizeof note, "%zu s_waitcnt inserted before first uses of loaded registers",
                     u->wl.n);
        if (!rc)
            rc = push_wait_step(x, x->nlines, -1, note, 1);
        if (!rc)
            x->steps[x->nsteps - 1].last = (int32_t)x->nlines;
    }
    free(u->nl);
    free(u->ni);
    free(u->wl.r);
    free(map);
    free(u);
    return rc;
}
