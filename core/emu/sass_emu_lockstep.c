/* sass_emu_lockstep.c - the SASS emulator and the RDNA3 emulator in step,
 * compared at every SASS instruction (see sass_emu_lockstep.h). */
#include "sass_emu_lockstep.h"
#include "groundtruth.h"
#include "sass/sass_opcodes.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LS_GROUP_LIMIT 100000       /* RDNA3 instructions one SASS instruction may take */

/* ---- provenance from the assembly text ---- */

struct ls_pfunc {
    char *name;
    size_t n, cap;
    int32_t *off;                   /* per instruction: SASS offset, -1 none */
    size_t nhas;
    uint8_t *has;                   /* per SASS offset / 16: some instruction came from it */
};

/* the provenance of a WARPSYNC.EXCLUSIVE (or .COLLECTIVE) group loop's own
 * code, under XEXCL_NOTE_PREFIX comments: no SASS instruction's */
#define LS_PROV_GROUP (-2)

struct ls_prov {
    size_t nf, capf;
    struct ls_pfunc *f;
    int any;                        /* some `; OFFSET:` comment seen */
};

void lockstep_prov_free(struct ls_prov *pv)
{
    if (!pv)
        return;
    for (size_t i = 0; i < pv->nf; i++) {
        free(pv->f[i].name);
        free(pv->f[i].off);
        free(pv->f[i].has);
    }
    free(pv->f);
    free(pv);
}

int lockstep_prov_any(const struct ls_prov *pv) { return pv && pv->any; }

static int add_func(struct ls_prov *pv, const char *name, size_t n)
{
    if (pv->nf == pv->capf) {
        size_t cap = pv->capf ? 2 * pv->capf : 8;
        struct ls_pfunc *f = realloc(pv->f, cap * sizeof *f);
        if (!f)
            return -1;
        pv->f = f;
        pv->capf = cap;
    }
    struct ls_pfunc *f = &pv->f[pv->nf];
    memset(f, 0, sizeof *f);
    if (!(f->name = strndup(name, n)))
        return -1;
    pv->nf++;
    return 0;
}

static int add_insn(struct ls_pfunc *f, int32_t off)
{
    if (f->n == f->cap) {
        size_t cap = f->cap ? 2 * f->cap : 256;
        int32_t *o = realloc(f->off, cap * sizeof *o);
        if (!o)
            return -1;
        f->off = o;
        f->cap = cap;
    }
    f->off[f->n++] = off;
    return 0;
}

enum ws_status lockstep_prov_parse(const char *text, size_t len, struct ls_prov **out, struct ws_error *err)
{
    struct ls_prov *pv = calloc(1, sizeof *pv);
    if (!pv)
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    int32_t cur = -1;
    for (size_t i = 0; i < len;) {
        size_t e = i;
        while (e < len && text[e] != '\n')
            e++;
        const char *l = text + i;
        size_t n = e - i;
        size_t k = 0;
        while (k < n && (l[k] == ' ' || l[k] == '\t'))
            k++;
        int rc = 0;
        if (k == 0 && n > 1 && l[n - 1] == ':' && l[0] != '.' && l[0] != ';') {
            rc = add_func(pv, l, n - 1);         /* a function's symbol */
            cur = -1;
        } else if (k < n && l[k] == ';') {
            size_t h = k + 1;
            while (h < n && l[h] == ' ')
                h++;
            size_t d = h;
            while (d < n && isxdigit((unsigned char)l[d]))
                d++;
            if (d - h >= 4 && d < n && l[d] == ':') {
                cur = (int32_t)strtol(l + h, NULL, 16);
                pv->any = 1;
            } else if (n - h >= sizeof XEXCL_NOTE_PREFIX - 1 &&
                       !memcmp(l + h, XEXCL_NOTE_PREFIX, sizeof XEXCL_NOTE_PREFIX - 1)) {
                cur = LS_PROV_GROUP;    /* a group loop's own code: no SASS instruction's */
            }
        } else if (k > 0 && k < n && islower((unsigned char)l[k]) && pv->nf) {
            rc = add_insn(&pv->f[pv->nf - 1], cur);
        }
        if (rc) {
            lockstep_prov_free(pv);
            return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
        }
        i = e + 1;
    }
    for (size_t f = 0; f < pv->nf; f++) {
        struct ls_pfunc *pf = &pv->f[f];
        for (size_t k = 0; k < pf->n; k++)
            if (pf->off[k] >= 0 && (size_t)pf->off[k] / 16 + 1 > pf->nhas)
                pf->nhas = (size_t)pf->off[k] / 16 + 1;
        if (pf->nhas && !(pf->has = calloc(pf->nhas, 1))) {
            lockstep_prov_free(pv);
            return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
        }
        for (size_t k = 0; k < pf->n; k++)
            if (pf->off[k] >= 0)
                pf->has[pf->off[k] / 16] = 1;
    }
    *out = pv;
    return WS_OK;
}

/* Did any instruction of function pf come from SASS offset off? */
static int has_code(const struct ls_pfunc *pf, int32_t off)
{
    return pf && off >= 0 && (size_t)off / 16 < pf->nhas && pf->has[off / 16];
}

/* ---- the run ---- */

struct ls {
    const struct sass_module *sm;
    const struct xlate_result *xr;
    const struct emu_program *p;
    const struct ls_prov *pv;
    const struct gt_set *g;
    struct lockstep_result *r;
    struct ws_error *err;
    const struct ls_pfunc **pf;     /* per emu function: its provenance, NULL none */
    struct emu_mem ma, mb;          /* RDNA3's memory, SASS's */
    struct semu *s;
    struct emu_stepper *st;
    size_t launch;
    unsigned wg[3];
    int64_t last_sass[SEMU_WARP];   /* per warp: the last SASS instruction compared (func << 32 | insn) */
    uint32_t last_exec[SEMU_WARP];  /* per warp: the threads whose guard held there */
    /* the block being stepped: warps in turn, each until it waits or ends */
    unsigned nw, cur;               /* warps; the one stepping */
    int live, ran;                  /* this round: a warp is live, one ran */
    struct semu_event ev;           /* the last SASS instruction's */
    /* the launches */
    uint64_t *addr, *addr2;         /* per buffer: its address in ma, in mb */
    uint8_t *ba, *bb;               /* parameter blocks */
    struct emu_launch la, lb;       /* the launch stepped */
};

static int32_t prov_at(const struct ls *L, size_t fi, size_t ii)
{
    const struct ls_pfunc *f = fi < L->p->mod->nfuncs ? L->pf[fi] : NULL;
    return f && ii < f->n ? f->off[ii] : -1;
}

/* Name the SASS instruction (func, insn) in the report, with its rule and
 * trace step. */
static void name_insn(struct ls *L, size_t func, size_t insn)
{
    struct lockstep_result *r = L->r;
    const struct sass_function *f = &L->sm->funcs[func];
    r->function = f->name;
    r->sass_index = (int32_t)insn;
    r->offset = f->insns[insn].offset;
    r->insn_text = f->insns[insn].text;
    r->rule = -1;
    r->step = -1;
    r->rule_name = NULL;
    const struct xfunc *xf = func < L->xr->nfuncs ? &L->xr->funcs[func] : NULL;
    for (size_t k = 0; xf && k < xf->nsteps; k++)
        if (xf->steps[k].kind == XS_RULE && xf->steps[k].sass == (int32_t)insn) {
            r->rule = xf->steps[k].rule;
            r->step = (int)k;
            const struct xrule *xrl = xlate_rule_by_id(r->rule);
            r->rule_name = xrl ? xrl->name : NULL;
            break;
        }
    r->launch = L->launch;
    memcpy(r->block, L->wg, sizeof r->block);
}

static void diverge(struct ls *L, int kind, unsigned warp, size_t func, size_t insn)
{
    L->r->diverged = 1;
    L->r->kind = kind;
    L->r->warp = warp;
    name_insn(L, func, insn);
}

/* Compare what event ev wrote; 1 when they differ (the report filled). */
static int compare(struct ls *L, unsigned w, const struct semu_event *ev)
{
    const struct sass_insn *in = &L->sm->funcs[ev->func].insns[ev->insn];
    const struct xfunc *xf = ev->func < L->xr->nfuncs ? &L->xr->funcs[ev->func] : NULL;
    struct semu_warp_view sv;
    struct emu_wave_view rv;
    semu_warp_view(L->s, w, &sv);
    emu_step_view(L->st, w, &rv);
    struct lockstep_result *r = L->r;
    /* BMOV.32 Rd, Bn copies a convergence barrier's threads, which only a
     * BMOV back reads; the translation keeps no barriers (Rd = 0) */
    int bmov_save = !strcmp(in->opcode, "BMOV") && in->nops >= 2 && in->ops[1].kind == SOP_BAR;
    for (int i = 0; i < in->nops && !bmov_save; i++) {
        const struct sass_operand *o = &in->ops[i];
        if (!(o->access & SACC_W) || o->access == SACC_UNKNOWN)
            continue;
        int width = o->width ? o->width : 1;
        for (int k = 0; k < width; k++) {
            int reg = o->reg + k, num;
            uint32_t lanes = 0;
            char file = o->kind == SOP_REG ? 'R' : o->kind == SOP_UREG ? 'U' : o->kind == SOP_PRED ? 'P'
                      : o->kind == SOP_UPRED ? 'Q' : 0;
            if (!file || !xlate_reg_location(xf, file, reg, &num))
                continue;
            for (unsigned t = 0; t < SEMU_WARP; t++) {
                if (!((ev->exec >> t) & 1))
                    continue;
                uint64_t a, b;
                if (file == 'R') { a = sv.t[t].r[reg]; b = rv.v[num][t]; }
                else if (file == 'U') { a = sv.ur[reg]; b = rv.s[num]; }
                else if (file == 'P') { a = (sv.t[t].p >> reg) & 1; b = (rv.s[num] >> t) & 1; }
                else { a = (sv.up >> reg) & 1; b = (rv.s[num] >> t) & 1; }
                /* sm_90's shared window: SASS addresses are 0x400 above LDS's */
                if (a != b && !((file == 'R' || file == 'U') && L->sm->sm >= 90 && a - b == SEMU_SM90_WINDOW))
                    lanes |= 1u << t;
                r->sass[t] = a;
                r->rdna[t] = b;
            }
            if (lanes) {
                diverge(L, LS_VALUE, w, ev->func, ev->insn);
                r->lanes = lanes;
                snprintf(r->what, sizeof r->what, "%s%d", file == 'R' ? "R" : file == 'U' ? "UR" : file == 'P' ? "P" : "UP",
                         reg);
                snprintf(r->note, sizeof r->note, "%s lives in %c%d", r->what, file == 'R' ? 'v' : 's', num);
                return 1;
            }
        }
    }
    uint32_t ssize, window, lsize;
    const uint8_t *smem = semu_shared(L->s, &ssize, &window);
    const uint8_t *lds = emu_step_lds(L->st, &lsize);
    for (size_t i = 0; i < ev->nstores; i++) {
        const struct semu_store *st = &ev->stores[i];
        /* up to 16 bytes (STG.128): compared whole, the first 8 shown */
        uint8_t ab[16] = { 0 }, bb[16] = { 0 };
        unsigned n = st->size <= sizeof ab ? st->size : sizeof ab;
        int missing = 0;
        if (st->space == SEMU_SPACE_GLOBAL) {
            struct emu_region *ra = emu_mem_find(&L->ma, st->addr, n), *rb = emu_mem_find(&L->mb, st->addr, n);
            if (rb) memcpy(ab, rb->data + (st->addr - rb->base), n);
            if (ra) memcpy(bb, ra->data + (st->addr - ra->base), n);
            else missing = 1;
        } else if (st->space == SEMU_SPACE_SHARED) {
            if (window + st->addr + n <= ssize) memcpy(ab, smem + window + st->addr, n);
            if (st->addr + n <= lsize) memcpy(bb, lds + st->addr, n);
            else missing = 1;
        } else {
            continue;       /* local memory: the translation's scratch is not mapped here */
        }
        uint64_t a, b;
        memcpy(&a, ab, sizeof a);
        memcpy(&b, bb, sizeof b);
        if (missing)
            b = ~a;
        if (missing || memcmp(ab, bb, n)) {
            diverge(L, LS_MEMORY, w, ev->func, ev->insn);
            r->lanes = 1u << st->thread;
            r->sass[st->thread] = a;
            r->rdna[st->thread] = b;
            snprintf(r->what, sizeof r->what, "%s [0x%llx]", st->space == SEMU_SPACE_GLOBAL ? "global" : "shared",
                     (unsigned long long)st->addr);
            snprintf(r->note, sizeof r->note, "%u bytes stored by thread %u", st->size, st->thread);
            return 1;
        }
    }
    return 0;
}

/* Run wave w through the instructions of SASS offset target; 1 when
 * control flow parted (the report filled), -1 on an error.  A group
 * loop's own code (LS_PROV_GROUP) ends the instruction's run too: the
 * next group runs it again at the SASS warp's next step. */
static int run_group(struct ls *L, unsigned w, int32_t target, const struct semu_event *ev)
{
    int started = 0;
    for (long n = 0; n < LS_GROUP_LIMIT; n++) {
        struct emu_wave_view rv;
        emu_step_view(L->st, w, &rv);
        if (rv.state == EMU_WAVE_DONE)
            break;
        int32_t off = prov_at(L, rv.fi, rv.ii);
        if (started && ((off >= 0 && off != target) || off == LS_PROV_GROUP))
            return 0;
        if (!started && off >= 0 && off != target && rv.exec) {
            if (!has_code(L->pf[rv.fi], target))
                return 0;       /* the translation has no code for it */
            if (L->last_sass[w] < 0)
                diverge(L, LS_FLOW, w, ev->func, ev->insn);
            else
                diverge(L, LS_FLOW, w, (size_t)(L->last_sass[w] >> 32), (size_t)(L->last_sass[w] & 0xffffffff));
            L->r->lanes = (uint32_t)rv.exec;
            snprintf(L->r->what, sizeof L->r->what, "control flow");
            snprintf(L->r->note, sizeof L->r->note,
                     "next the SASS warp runs 0x%04x (threads 0x%08x), the translation runs code of 0x%04x "
                     "(lanes 0x%08x)", (unsigned)target, ev->active, (unsigned)off, (uint32_t)rv.exec);
            L->r->sass[0] = (uint32_t)target;
            L->r->rdna[0] = (uint32_t)off;
            return 1;
        }
        if (off == target)
            started = 1;
        int rc = emu_step_wave(L->st, w, L->err);
        if (rc < 0)
            return -1;
        if (rc == 1)
            return 0;       /* at a barrier the other waves have not reached */
    }
    if (!started) {
        if (L->last_sass[w] < 0)
            diverge(L, LS_FLOW, w, ev->func, ev->insn);
        else
            diverge(L, LS_FLOW, w, (size_t)(L->last_sass[w] >> 32), (size_t)(L->last_sass[w] & 0xffffffff));
        snprintf(L->r->what, sizeof L->r->what, "control flow");
        snprintf(L->r->note, sizeof L->r->note, "the translation's wave ended before running 0x%04x",
                 (unsigned)target);
        return 1;
    }
    return 0;
}

/* The SASS warp waits at a barrier or has ended: bring the wave there. */
static int settle(struct ls *L, unsigned w, int done)
{
    for (long n = 0; n < LS_GROUP_LIMIT * 10; n++) {
        struct emu_wave_view rv;
        emu_step_view(L->st, w, &rv);
        if (rv.state == EMU_WAVE_DONE)
            return 0;
        if (!done) {
            struct semu_warp_view sv;
            semu_warp_view(L->s, w, &sv);
            int32_t off = prov_at(L, rv.fi, rv.ii);
            if (off >= 0 && off != (int32_t)L->sm->funcs[sv.func].insns[sv.insn].offset && rv.exec)
                return 0;
        }
        int rc = emu_step_wave(L->st, w, L->err);
        if (rc < 0)
            return -1;
        if (rc == 1)
            return 0;
    }
    return 0;
}

static void block_close(struct ls *L)
{
    emu_step_close(L->st);
    L->st = NULL;
}

/* Open block L->wg of launch L->launch (kernel f, k) on both machines. */
static enum ws_status block_open(struct ls *L, const struct sass_function *f, const struct emu_kernel *k)
{
    enum ws_status st = semu_block_open(L->s, f, &L->lb, L->wg, L->err);
    if (!st)
        st = emu_step_open(L->p, k, &L->ma, &L->la, L->wg, &L->st, L->err);
    if (st)
        return st;
    L->nw = semu_nwarps(L->s);
    if (emu_step_nwaves(L->st) != L->nw) {
        st = ws_error_set(L->err, WS_EARG, NULL, 0, "%u waves for %u warps: lockstep needs wave32",
                          emu_step_nwaves(L->st), L->nw);
        block_close(L);
        return st;
    }
    for (unsigned w = 0; w < SEMU_WARP; w++)
        L->last_sass[w] = -1;
    L->cur = 0;
    L->live = L->ran = 0;
    return WS_OK;
}

/* One SASS instruction of the block (warp L->cur, or the next warp that
 * can run) and the wave's instructions from it, compared: 0 they agree, 1
 * they differ (the report filled), 2 the block has ended, -1 an error. */
static int block_step(struct ls *L)
{
    for (;;) {
        if (L->cur == L->nw) {
            if (!L->live)
                return 2;
            if (!L->ran) {
                ws_error_set(L->err, WS_EARG, NULL, 0, "block (%u,%u,%u): the warps wait at a barrier for ever",
                             L->wg[0], L->wg[1], L->wg[2]);
                return -1;
            }
            L->cur = 0;
            L->live = L->ran = 0;
        }
        unsigned w = L->cur;
        int rc = semu_step_warp(L->s, w, &L->ev, L->err);
        if (rc < 0)
            return -1;
        if (rc == 1) {
            struct semu_warp_view sv;
            semu_warp_view(L->s, w, &sv);
            if (settle(L, w, sv.state == EMU_WAVE_DONE) < 0)
                return -1;
            L->live |= sv.state != EMU_WAVE_DONE;
            L->cur++;
            continue;
        }
        L->ran = 1;
        int32_t off = (int32_t)L->sm->funcs[L->ev.func].insns[L->ev.insn].offset;
        int g = run_group(L, w, off, &L->ev);
        if (g < 0)
            return -1;
        L->r->compared++;
        if (g > 0)
            return 1;
        L->last_sass[w] = (int64_t)L->ev.func << 32 | (int64_t)L->ev.insn;
        L->last_exec[w] = L->ev.exec;
        return compare(L, w, &L->ev);
    }
}

static enum ws_status lockstep_block(struct ls *L, const struct sass_function *f, const struct emu_kernel *k)
{
    enum ws_status st = block_open(L, f, k);
    if (st)
        return st;
    int rc;
    while ((rc = block_step(L)) == 0)
        ;
    block_close(L);
    return rc < 0 ? L->err->code : WS_OK;
}

/* Compare every buffer of g between the two memories after a launch. */
static int compare_outputs(struct ls *L, const uint64_t *addr, const uint64_t *addr2)
{
    for (size_t b = 0; b < L->g->nbuffers; b++) {
        struct emu_region *ra = emu_mem_find(&L->ma, addr[b], 1), *rb = emu_mem_find(&L->mb, addr2[b], 1);
        if (!ra || !rb)
            continue;
        for (size_t o = 0; o + 4 <= L->g->buffers[b].bytes; o += 4) {
            uint32_t a, v;
            memcpy(&a, rb->data + o, 4);
            memcpy(&v, ra->data + o, 4);
            if (a == v)
                continue;
            struct lockstep_result *r = L->r;
            r->diverged = 1;
            r->kind = LS_OUTPUT;
            r->launch = L->launch;
            r->sass_index = -1;
            r->rule = r->step = -1;
            r->lanes = 0;
            r->sass[0] = a;
            r->rdna[0] = v;
            snprintf(r->what, sizeof r->what, "%s[%zu]", L->g->buffers[b].name, o / 4);
            uint32_t wid = rb->writer[o];
            size_t fi = EMU_WRITER_FUNC(wid), ii = EMU_WRITER_INSN(wid);
            if (wid && fi < L->sm->nfuncs && ii < L->sm->funcs[fi].ninsns) {
                name_insn(L, fi, ii);
                snprintf(r->note, sizeof r->note, "the word the SASS instruction stored last differs");
            } else {
                snprintf(r->note, sizeof r->note, "the buffer's word differs after the launch");
            }
            return 1;
        }
    }
    return 0;
}

/* Map g's buffers into both memories and open the SASS emulator on its
 * memory. */
static enum ws_status ls_setup(struct ls *L)
{
    const struct gt_set *g = L->g;
    emu_mem_init(&L->ma);
    emu_mem_init(&L->mb);
    /* a recording's loads outside its memory read zeros on both machines */
    L->ma.unrecorded_reads = L->mb.unrecorded_reads = g->recorded;
    L->addr = calloc(g->nbuffers + 1, sizeof *L->addr);
    L->addr2 = calloc(g->nbuffers + 1, sizeof *L->addr2);
    L->ba = calloc(1, EMU_MAX_PARAM_BLOCK);
    L->bb = calloc(1, EMU_MAX_PARAM_BLOCK);
    L->pf = calloc(L->p->mod->nfuncs + 1, sizeof *L->pf);
    if (!L->addr || !L->addr2 || !L->ba || !L->bb || !L->pf)
        return ws_error_set(L->err, WS_ENOMEM, NULL, 0, "out of memory");
    for (size_t fi = 0; fi < L->p->mod->nfuncs; fi++)
        for (size_t k = 0; L->pv && k < L->pv->nf; k++)
            if (!strcmp(L->pv->f[k].name, L->p->mod->funcs[fi].name))
                L->pf[fi] = &L->pv->f[k];
    enum ws_status st = emu_gt_map_buffers(&L->ma, g, L->addr, L->err);
    if (!st)
        st = emu_gt_map_buffers(&L->mb, g, L->addr2, L->err);
    if (!st)
        st = semu_open(L->sm, &L->mb, &L->s, L->err);
    return st;
}

static void ls_teardown(struct ls *L)
{
    block_close(L);
    semu_close(L->s);
    L->s = NULL;
    emu_mem_free(&L->ma);
    emu_mem_free(&L->mb);
    free(L->addr);
    free(L->addr2);
    free(L->ba);
    free(L->bb);
    free(L->pf);
    L->addr = L->addr2 = NULL;
    L->ba = L->bb = NULL;
    L->pf = NULL;
}

/* Launch li's kernels on both machines and its parameter blocks. */
static enum ws_status ls_launch(struct ls *L, size_t li, const struct emu_kernel **k, const struct sass_function **f)
{
    const struct gt_launch *gl = &L->g->launches[li];
    *k = emu_find_kernel(L->p, gl->kernel);
    *f = semu_find_kernel(L->sm, gl->kernel);
    if (!*k || !*f)
        return ws_error_set(L->err, WS_ENOTFOUND, L->g->dir, gl->line, "launch %zu: no kernel '%s'", li, gl->kernel);
    L->launch = li;
    /* R1 starts where the translation's does (not at the top of the SASS
     * emulator's whole local memory): local addresses then agree */
    int64_t top = -1;
    for (size_t fi = 0; L->xr && fi < L->xr->nfuncs; fi++)
        if (L->xr->funcs[fi].sass && !strcmp(L->xr->funcs[fi].sass->name, (*f)->name))
            top = L->xr->funcs[fi].stack_top;
    semu_set_stack(L->s, top);
    enum ws_status st = emu_gt_make_launch(L->g, li, L->addr, L->ba, &L->la, L->err);
    return st ? st : emu_gt_make_launch(L->g, li, L->addr2, L->bb, &L->lb, L->err);
}

/* Run the current launch whole on both machines. */
static enum ws_status ls_run_whole(struct ls *L, const struct emu_kernel *k, const struct sass_function *f)
{
    struct emu_result ra, rb;
    if (emu_run(L->p, k, &L->ma, &L->la, &ra)) {
        *L->err = ra.err;
        return ra.status;
    }
    if (semu_run(L->s, f, &L->lb, &rb)) {
        *L->err = rb.err;
        return rb.status;
    }
    return WS_OK;
}

static void note_unrecorded(struct ls *L)
{
    L->r->unrecorded_sass = L->mb.nunrecorded;
    L->r->unrecorded_rdna = L->ma.nunrecorded;
}

enum ws_status lockstep_run(const struct sass_module *sm, const struct xlate_result *xr,
                            const struct emu_program *p, const struct ls_prov *pv, const struct gt_set *g,
                            const struct lockstep_opts *o, struct lockstep_result *r, struct ws_error *err)
{
    memset(r, 0, sizeof *r);
    r->sass_index = r->rule = r->step = -1;
    struct ls L = { .sm = sm, .xr = xr, .p = p, .pv = pv, .g = g, .r = r, .err = err };
    enum ws_status st = ls_setup(&L);
    for (size_t li = 0; !st && li < g->nlaunches && !r->diverged; li++) {
        const struct emu_kernel *k;
        const struct sass_function *f;
        if ((st = ls_launch(&L, li, &k, &f)))
            break;
        const struct gt_launch *gl = &g->launches[li];
        int chosen = (o->launch < 0 || (size_t)o->launch == li) && (!o->function || !strcmp(o->function, f->name) ||
                     !strcmp(o->function, gl->kernel)) && lockstep_prov_any(pv);
        if (chosen) {
            for (unsigned z = 0; z < L.la.grid[2] && !r->diverged && !st; z++)
                for (unsigned y = 0; y < L.la.grid[1] && !r->diverged && !st; y++)
                    for (unsigned x = 0; x < L.la.grid[0] && !r->diverged && !st; x++) {
                        L.wg[0] = x; L.wg[1] = y; L.wg[2] = z;
                        st = lockstep_block(&L, f, k);
                    }
        } else {
            st = ls_run_whole(&L, k, f);
        }
        if (!st && !r->diverged)
            compare_outputs(&L, L.addr, L.addr2);
    }
    note_unrecorded(&L);
    ls_teardown(&L);
    return st;
}

/* ---- stepping one block ---- */

struct lockstep {
    struct ls L;
    struct lockstep_result r;
    struct ws_error err;
    const struct emu_kernel *k;
    const struct sass_function *f;
    int ended;                      /* the block has ended, or an error stopped it */
    int launch_done;                /* its last block has ended */
};

void lockstep_close(struct lockstep *ls)
{
    if (!ls)
        return;
    ls_teardown(&ls->L);
    free(ls);
}

enum ws_status lockstep_open(const struct sass_module *sm, const struct xlate_result *xr,
                             const struct emu_program *p, const struct ls_prov *pv, const struct gt_set *g,
                             size_t launch, const unsigned wg[3], struct lockstep **out, struct ws_error *err)
{
    *out = NULL;
    if (launch >= g->nlaunches)
        return ws_error_set(err, WS_EARG, g->dir, 0, "launch %zu: the recording has %zu", launch, g->nlaunches);
    struct lockstep *ls = calloc(1, sizeof *ls);
    if (!ls)
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    ls->r.sass_index = ls->r.rule = ls->r.step = -1;
    ls->L = (struct ls){ .sm = sm, .xr = xr, .p = p, .pv = pv, .g = g, .r = &ls->r, .err = &ls->err };
    enum ws_status st = ls_setup(&ls->L);
    for (size_t li = 0; !st && li < launch; li++)
        if (!(st = ls_launch(&ls->L, li, &ls->k, &ls->f)))
            st = ls_run_whole(&ls->L, ls->k, ls->f);
    if (!st && (st = ls_launch(&ls->L, launch, &ls->k, &ls->f)) == WS_OK) {
        for (int d = 0; d < 3; d++)
            if (wg[d] >= ls->L.la.grid[d])
                st = ws_error_set(&ls->err, WS_EARG, g->dir, 0, "block (%u,%u,%u) is outside the grid (%u,%u,%u)",
                                  wg[0], wg[1], wg[2], ls->L.la.grid[0], ls->L.la.grid[1], ls->L.la.grid[2]);
        memcpy(ls->L.wg, wg, sizeof ls->L.wg);
    }
    if (!st)
        st = block_open(&ls->L, ls->f, ls->k);
    if (st) {
        *err = ls->err;
        lockstep_close(ls);
        return st;
    }
    *out = ls;
    return WS_OK;
}

int lockstep_step(struct lockstep *ls, struct lockstep_result *r, struct ws_error *err)
{
    if (ls->ended)
        return 2;
    ls->r.diverged = 0;
    int rc = block_step(&ls->L);
    note_unrecorded(&ls->L);
    if (rc == 1) {
        *r = ls->r;
        ls->r.diverged = 0;
    }
    if (rc < 0) {
        *err = ls->err;
        ls->ended = 1;
    }
    if (rc == 2)
        ls->ended = 1;
    return rc;
}

int lockstep_next_block(struct lockstep *ls, struct lockstep_result *r, struct ws_error *err)
{
    struct ls *L = &ls->L;
    if (ls->launch_done)
        return 2;
    block_close(L);
    unsigned next[3] = { L->wg[0] + 1, L->wg[1], L->wg[2] };
    for (int d = 0; d < 2; d++)
        if (next[d] >= L->la.grid[d]) {
            next[d] = 0;
            next[d + 1]++;
        }
    if (next[2] >= L->la.grid[2]) {
        ls->ended = ls->launch_done = 1;
        ls->r.diverged = 0;
        if (compare_outputs(L, L->addr, L->addr2)) {
            *r = ls->r;
            ls->r.diverged = 0;
            return 1;
        }
        return 2;
    }
    memcpy(L->wg, next, sizeof L->wg);
    if (block_open(L, ls->f, ls->k)) {
        *err = ls->err;
        ls->ended = ls->launch_done = 1;
        return -1;
    }
    ls->ended = 0;
    return 0;
}

void lockstep_view(const struct lockstep *ls, unsigned warp, struct lockstep_view *out)
{
    const struct ls *L = &ls->L;
    memset(out, 0, sizeof *out);
    out->launch = L->launch;
    memcpy(out->wg, L->wg, sizeof out->wg);
    out->nwarps = L->nw;
    out->cur = L->cur < L->nw ? L->cur : 0;
    out->ended = ls->ended;
    out->launch_done = ls->launch_done;
    out->compared = ls->r.compared;
    out->unrecorded_sass = L->mb.nunrecorded;
    out->unrecorded_rdna = L->ma.nunrecorded;
    out->kernel = ls->f;
    out->rdna_func = ls->k->func;
    out->last_func = out->last_insn = -1;
    if (warp >= L->nw || !L->st)
        return;
    semu_warp_view(L->s, warp, &out->sass);
    emu_step_view(L->st, warp, &out->rdna);
    out->rdna_sass_offset = prov_at(L, out->rdna.fi, out->rdna.ii);
    if (L->last_sass[warp] >= 0) {
        out->last_func = (int32_t)(L->last_sass[warp] >> 32);
        out->last_insn = (int32_t)(L->last_sass[warp] & 0xffffffff);
        out->last_exec = L->last_exec[warp];
    }
}
