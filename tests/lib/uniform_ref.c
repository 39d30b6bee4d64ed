/* uniform_ref.c - the uniformity analysis as first written: dense states of
 * every register per block, whole-CFG scans per divergent branch.  Kept as
 * the reference that the sparse one (core/analysis/uniform.c) must agree
 * with exactly; tests/test_uniform.c compares them on every listing. */
#include "uniform_ref.h"
#include "analysis/cfg.h"
#include "sass/sass_opcodes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NW ((UNI_NREG + 63) / 64)

struct state {
    uint8_t lvl[UNI_NREG];
    int32_t org[UNI_NREG];
};

struct uctx {
    const struct sass_function *f;
    struct cfg *c;
    struct state *in, *out, *taint;     /* per block */
    uint64_t (*defs)[NW];               /* per block: registers written */
    uint32_t *ipdom;                    /* per block, CFG_NONE: the exit */
    uint8_t *done;                      /* per block: level its branch tainted with */
    uint8_t *bcond;                     /* per block: level of its branch's condition */
    uint8_t *queued;                    /* per block: to be recomputed */
    uint8_t *mark;
    uint32_t *queue;
    int8_t *src;                        /* per instruction: source_level(), -2 a call */
    uint64_t call_ur;                   /* URs a call may write: those the subroutines write */
    uint8_t call_up;                    /* UPs */
};

/* First analysis register of a reference and how many the class has. */
static int ref_base(const struct reg_ref *r, int *lim)
{
    switch (r->cls) {
    case RC_GPR: *lim = 255; return UNI_R;
    case RC_PRED: *lim = 7; return UNI_P;
    case RC_UGPR: *lim = 63; return UNI_UR;
    case RC_UPRED: *lim = 7; return UNI_UP;
    default: return -1;
    }
}

#define FOR_REFS(refs, nrefs, r, body) \
    for (unsigned k_ = 0; k_ < (nrefs); k_++) { \
        int lim_, b_ = ref_base(&(refs)[k_], &lim_); \
        if (b_ < 0) continue; \
        for (unsigned j_ = 0; j_ < (refs)[k_].count && (refs)[k_].index + j_ < (unsigned)lim_; j_++) { \
            int r = b_ + (refs)[k_].index + (int)j_; \
            body \
        } \
    }

static uint8_t cap(int r, uint8_t l)
{
    return r >= UNI_UR && l > UNI_WARP ? UNI_WARP : l;
}

static int is_local_call(const struct sass_insn *in)
{
    for (int i = 0; i < in->nops; i++)
        if (in->ops[i].kind == SOP_LABEL && in->ops[i].u.label && !strncmp(in->ops[i].u.label, ".L", 2))
            return 1;
    return 0;
}

/* Lane-dependent by nature: other lanes' registers, per-thread memory, the
 * value an atomic found, matrix fragments.  By first letter, so that the
 * common opcodes cost one comparison. */
static int lane_dependent(const char *op)
{
    static const char *const lane[] = {
        "ATOM", "ATOMG", "ATOMS", "BMMA", "CCTL", "DMMA", "ELECT", "HGMMA", "HMMA", "IMMA",
        "LDL", "LDSM", "MATCH", "QSPC", "SHFL", "SUATOM", "SULD", "TEX", "TLD", "TLD4",
    };
    for (size_t k = 0; k < sizeof lane / sizeof lane[0] && lane[k][0] <= op[0]; k++)
        if (lane[k][0] == op[0] && !strcmp(op, lane[k]))
            return 1;
    return 0;
}

/* The level an instruction's results have by its own semantics, -1 when
 * they follow its inputs. */
/* WARPSYNC.EXCLUSIVE Rmask (and WARPSYNC.COLLECTIVE Rmask): the threads of
 * each mask run the instructions after it apart, so a REDUX, VOTE or VOTEU there, and a vector register
 * or predicate computed from a UR or UP there, holds one group's value:
 * several in a warp (16-thread tiles).  Their source level is divergent
 * from the WARPSYNC.EXCLUSIVE to the end of its straight-line code (a
 * branch, call, return or exit, BSSY, BSYNC, WARPSYNC, BAR); the URs keep
 * the per-warp cap.  src[i] < 0 (no source level) becomes divergent where
 * instruction i reads a UR or UP. */
static void exclusive_sources(const struct sass_function *f, int8_t *src)
{
    int on = 0;
    for (size_t i = 0; i < f->ninsns; i++) {
        const struct sass_insn *in = &f->insns[i];
        const struct mir_insn *m = &f->mir.insns[i];
        const char *op = in->opcode;
        if (on && (m->flow != FLOW_NONE || !strcmp(op, "BSSY") || !strcmp(op, "BSYNC") ||
                   !strcmp(op, "WARPSYNC") || !strcmp(op, "BAR")))
            on = 0;
        if (on && src[i] != -2) {
            int uni = !strcmp(op, "REDUX") || !strcmp(op, "VOTE") || !strcmp(op, "VOTEU");
            for (int k = 0; k < m->nuses && !uni; k++)
                uni = m->uses[k].cls == RC_UGPR || m->uses[k].cls == RC_UPRED;
            if (uni)
                src[i] = UNI_DIVERGENT;
        }
        if (!strcmp(op, "WARPSYNC") && (sass_has_mod(in, "EXCLUSIVE") ||
                                        (sass_has_mod(in, "COLLECTIVE") && in->nops >= 1 &&
                                         in->ops[0].kind == SOP_REG)))
            on = 1;
    }
}

static int source_level(const struct sass_insn *in)
{
    const char *op = in->opcode;
    if (in->unknown)
        return UNI_DIVERGENT;
    if ((op[0] == 'S' || op[0] == 'C') &&
        (!strcmp(op, "S2R") || !strcmp(op, "S2UR") || !strcmp(op, "CS2R"))) {
        const char *sr = NULL;
        for (int k = 0; k < in->nops; k++)
            if (in->ops[k].kind == SOP_SREG)
                sr = in->ops[k].u.sreg;
        if (!sr)
            return -1;
        if (!strcmp(sr, "SRZ") || !strncmp(sr, "SR_CTAID", 8) || !strncmp(sr, "SR_NCTAID", 9) ||
            !strcmp(sr, "SR_CgaCtaId") || !strncmp(sr, "SR_GRIDID", 9) || !strncmp(sr, "SR_NTID", 7))
            return UNI_UNIFORM;
        if (!strncmp(sr, "SR_WARPID", 9) || !strcmp(sr, "SR_VIRTUALSMID") || !strcmp(sr, "SR_SMID"))
            return UNI_WARP;
        return op[2] == 'U' ? UNI_WARP : UNI_DIVERGENT;
    }
    if ((op[0] == 'V' || op[0] == 'R') &&
        (!strcmp(op, "VOTE") || !strcmp(op, "VOTEU") || !strcmp(op, "REDUX")))
        return UNI_WARP;
    return lane_dependent(op) ? UNI_DIVERGENT : -1;
}

static void set_all(struct state *s, uint8_t l, int32_t org)
{
    for (int r = 0; r < UNI_NREG; r++) {
        s->lvl[r] = cap(r, l);
        s->org[r] = l ? org : -1;
    }
}

/* Level of the condition of instruction i in state s (guard and predicate
 * operands); *reg and *org say where it comes from. */
static uint8_t cond_of(const struct sass_function *f, size_t i, const struct state *s,
                       int *reg, int32_t *org)
{
    const struct sass_insn *in = &f->insns[i];
    const struct mir_insn *m = &f->mir.insns[i];
    uint8_t l = UNI_UNIFORM;
    *reg = -1;
    *org = -1;
    if (in->guard == SASS_PT && in->guard_neg)
        return l;
    int ind = m->flow == FLOW_INDIRECT;     /* BRX: the target register too */
    FOR_REFS(m->uses, m->nuses, r, {
        if (ind || (r >= UNI_P && r < UNI_UR) || r >= UNI_UP) {
            if (*reg < 0 || s->lvl[r] > l) {
                l = s->lvl[r];
                *reg = r;
                *org = s->org[r];
            }
        }
    })
    if (!strcmp(in->opcode, "BRA") && sass_has_mod(in, "DIV") && l < UNI_WARP) {
        l = UNI_WARP;       /* taken when this warp is diverged: per warp */
        *reg = -1;
        *org = (int32_t)i;
    }
    return l;
}

static void transfer(const struct uctx *u, size_t i, struct state *s)
{
    const struct sass_function *f = u->f;
    const struct sass_insn *in = &f->insns[i];
    const struct mir_insn *m = &f->mir.insns[i];
    if (in->guard == SASS_PT && in->guard_neg)
        return;                                 /* never runs */
    int src = u->src[i];
    if (src == -2) {
        /* the callee may write any R and P, and the URs and UPs that the
         * subroutines of the function write */
        for (int r = 0; r < UNI_NREG; r++) {
            int w = r < UNI_UR || (r < UNI_UP ? (u->call_ur >> (r - UNI_UR)) & 1
                                              : (u->call_up >> (r - UNI_UP)) & 1);
            if (w) {
                s->lvl[r] = cap(r, UNI_DIVERGENT);
                s->org[r] = (int32_t)i;
            }
        }
        return;
    }
    uint8_t v = UNI_UNIFORM;
    int32_t vo = -1;
    if (src >= 0) {
        v = (uint8_t)src;
        vo = src ? (int32_t)i : -1;
    } else {
        FOR_REFS(m->uses, m->nuses, r, {
            if (s->lvl[r] > v) {
                v = s->lvl[r];
                vo = s->org[r];
            }
        })
    }
    if (m->guarded && in->guard >= 0 && in->guard < SASS_PT) {
        int g = (in->guard_uniform ? UNI_UP : UNI_P) + in->guard;
        if (s->lvl[g] > v) {
            v = s->lvl[g];
            vo = s->org[g];
        }
    }
    FOR_REFS(m->defs, m->ndefs, r, {
        uint8_t nv = v;
        int32_t no = vo;
        if (m->guarded && s->lvl[r] > nv) {     /* lanes that skip it keep the old value */
            nv = s->lvl[r];
            no = s->org[r];
        }
        nv = cap(r, nv);
        s->lvl[r] = nv;
        s->org[r] = nv ? no : -1;
    })
}

/* Does register r (of a class starting at base, lim registers; URZ, UPT
 * and out-of-range numbers are not registers) hold a per-warp value? */
static int ur_warp_at(const struct state *s, int base, int lim, int r)
{
    return r >= 0 && r < lim && s->lvl[base + r] >= UNI_WARP;
}

static int join_into(struct state *d, const struct state *s)
{
    int ch = 0;
    for (int r = 0; r < UNI_NREG; r++)
        if (s->lvl[r] > d->lvl[r]) {
            d->lvl[r] = s->lvl[r];
            d->org[r] = s->org[r];
            ch = 1;
        }
    return ch;
}

/* ---- post-dominators (Cooper-Harvey-Kennedy on the reverse CFG, with a
 * virtual exit after every EXIT/RET/trap block) ----------------------------- */

static int exits(const struct cfg *c, uint32_t b)
{
    const struct cfg_block *bl = &c->blocks[b];
    uint8_t fl = c->f->insns[bl->last].flow;
    return bl->nsuccs == 0 || fl == FLOW_EXIT || fl == FLOW_RET || fl == FLOW_TRAP;
}

static int postdoms(struct uctx *u)
{
    const struct cfg *c = u->c;
    size_t nb = c->nblocks, X = nb;
    uint32_t *po = malloc(sizeof *po * (nb + 1)), *order = malloc(sizeof *order * (nb + 1));
    uint32_t *stack = malloc(sizeof *stack * (nb + 1)), *next = calloc(nb + 1, sizeof *next);
    uint32_t *ipd = malloc(sizeof *ipd * (nb + 1));
    uint32_t *xpred = malloc(sizeof *xpred * (nb + 1));
    if (!po || !order || !stack || !next || !ipd || !xpred) {
        free(po); free(order); free(stack); free(next); free(ipd); free(xpred);
        return -1;
    }
    size_t nx = 0;
    for (size_t b = 0; b < nb; b++)
        if (c->blocks[b].reachable && exits(c, (uint32_t)b))
            xpred[nx++] = (uint32_t)b;
    for (size_t b = 0; b <= nb; b++) {
        po[b] = UINT32_MAX;
        ipd[b] = UINT32_MAX;
    }
    /* DFS from X over reversed edges: X's "successors" are the exit blocks,
     * a block's are its reachable predecessors */
    size_t sp = 0, npo = 0;
    uint8_t *seen = u->mark;
    memset(seen, 0, nb + 1);
    stack[sp++] = (uint32_t)X;
    seen[X] = 1;
    while (sp) {
        uint32_t b = stack[sp - 1], nxt = UINT32_MAX;
        if (b == X) {
            while (next[b] < nx && nxt == UINT32_MAX) {
                uint32_t p = xpred[next[b]++];
                if (!seen[p]) nxt = p;
            }
        } else {
            const struct cfg_block *bl = &c->blocks[b];
            while (next[b] < bl->npreds && nxt == UINT32_MAX) {
                uint32_t p = c->edges[c->pred_edges[bl->pred + next[b]++]].from;
                if (!seen[p] && c->blocks[p].reachable) nxt = p;
            }
        }
        if (nxt != UINT32_MAX) {
            seen[nxt] = 1;
            stack[sp++] = nxt;
        } else {
            po[b] = (uint32_t)npo;
            order[npo++] = b;
            sp--;
        }
    }
    memset(seen, 0, nb + 1);
    ipd[X] = (uint32_t)X;
    for (int changed = 1; changed;) {
        changed = 0;
        for (size_t k = npo; k-- > 0;) {
            uint32_t b = order[k];
            if (b == X)
                continue;
            const struct cfg_block *bl = &c->blocks[b];
            uint32_t nw = UINT32_MAX;
            for (uint32_t e = 0; e <= bl->nsuccs; e++) {
                uint32_t s;
                if (e == bl->nsuccs) {
                    if (!exits(c, b)) break;
                    s = (uint32_t)X;
                } else {
                    s = c->edges[bl->succ + e].to;
                }
                if (ipd[s] == UINT32_MAX || po[s] == UINT32_MAX)
                    continue;
                if (nw == UINT32_MAX) {
                    nw = s;
                    continue;
                }
                uint32_t a = nw, d = s;
                while (a != d) {
                    while (po[a] < po[d]) a = ipd[a];
                    while (po[d] < po[a]) d = ipd[d];
                }
                nw = a;
            }
            if (nw != UINT32_MAX && ipd[b] != nw) {
                ipd[b] = nw;
                changed = 1;
            }
        }
    }
    for (size_t b = 0; b < nb; b++)
        u->ipdom[b] = (ipd[b] == UINT32_MAX || ipd[b] == X) ? CFG_NONE : ipd[b];
    free(po); free(order); free(stack); free(next); free(ipd); free(xpred);
    return 0;
}

/* ---- sync dependence ---------------------------------------------------------- */

/* Taint the joins of the branch ending block b (instruction i) with level l. */
static void taint_branch(struct uctx *u, uint32_t b, size_t i, uint8_t l)
{
    const struct cfg *c = u->c;
    const struct cfg_block *bl = &c->blocks[b];
    uint32_t P = u->ipdom[b];
    size_t nb = c->nblocks;
    memset(u->mark, 0, nb);
    unsigned nsucc = bl->nsuccs < 8 ? bl->nsuccs : 8;
    for (unsigned k = 0; k < nsucc; k++) {
        uint32_t s = c->edges[bl->succ + k].to;
        uint8_t bit = (uint8_t)(1u << k);
        size_t qh = 0, qt = 0;
        if (!(u->mark[s] & bit)) {
            u->mark[s] |= bit;
            u->queue[qt++] = s;
        }
        while (qh < qt) {
            uint32_t x = u->queue[qh++];
            if (x == P)
                continue;       /* the post-dominator is reached, not passed */
            const struct cfg_block *xb = &c->blocks[x];
            for (uint32_t e = 0; e < xb->nsuccs; e++) {
                uint32_t y = c->edges[xb->succ + e].to;
                if (!(u->mark[y] & bit)) {
                    u->mark[y] |= bit;
                    u->queue[qt++] = y;
                }
            }
        }
    }
    uint64_t defs[NW] = { 0 };
    for (size_t x = 0; x < nb; x++)
        if (u->mark[x] && x != P)
            for (int w = 0; w < NW; w++)
                defs[w] |= u->defs[x][w];
    for (size_t x = 0; x < nb; x++) {
        uint8_t mk = u->mark[x];
        if (!(mk & (mk - 1)))
            continue;           /* reached from one successor only: not a join */
        struct state *t = &u->taint[x];
        for (int r = 0; r < UNI_NREG; r++)
            if ((defs[r / 64] >> (r % 64)) & 1) {
                uint8_t lv = cap(r, l);
                if (lv > t->lvl[r]) {
                    t->lvl[r] = lv;
                    t->org[r] = (int32_t)i;
                    u->queued[x] = 1;
                }
            }
    }
}

/* Does block b end with a branch that can split threads? */
static int splits(const struct uctx *u, uint32_t b)
{
    const struct cfg_block *bl = &u->c->blocks[b];
    const struct mir_insn *m = &u->f->mir.insns[bl->last];
    if (bl->nsuccs >= 2 && m->flow == FLOW_INDIRECT)
        return 1;
    if (bl->nsuccs < 2 || !m->conditional)
        return 0;
    if (m->flow == FLOW_JUMP)
        return 1;
    return m->flow == FLOW_CALL && is_local_call(&u->f->insns[bl->last]);
}

/* Settle the dataflow: blocks whose input may have changed (queued) are
 * recomputed in reverse post-order until none is left.  The condition of a
 * splitting block's branch is kept as the block is computed. */
static void dataflow(struct uctx *u)
{
    const struct cfg *c = u->c;
    struct state tmp;
    for (int any = 1; any;) {
        any = 0;
        for (size_t k = 0; k < c->nreachable; k++) {
            uint32_t b = c->rpo_order[k];
            if (!u->queued[b])
                continue;
            u->queued[b] = 0;
            const struct cfg_block *bl = &c->blocks[b];
            set_all(&tmp, UNI_UNIFORM, -1);
            for (uint32_t e = 0; e < bl->npreds; e++) {
                uint32_t p = c->edges[c->pred_edges[bl->pred + e]].from;
                if (c->blocks[p].reachable)
                    join_into(&tmp, &u->out[p]);
            }
            join_into(&tmp, &u->taint[b]);
            u->in[b] = tmp;
            for (uint32_t i = bl->first; i <= bl->last; i++) {
                if (i == bl->last && splits(u, b)) {
                    int reg;
                    int32_t org;
                    u->bcond[b] = cond_of(u->f, i, &tmp, &reg, &org);
                }
                transfer(u, i, &tmp);
            }
            if (join_into(&u->out[b], &tmp))
                for (uint32_t e = 0; e < bl->nsuccs; e++) {
                    uint32_t sb = c->edges[bl->succ + e].to;
                    u->queued[sb] = 1;
                    any |= c->blocks[sb].rpo <= k;  /* behind us: another sweep */
                }
        }
    }
}

/* Everything uniform, nothing named: the start of the analysis. */
static struct uni_info *uni_alloc(size_t n)
{
    struct uni_info *ui = calloc(1, sizeof *ui);
    if (!ui)
        return NULL;
    ui->n = n;
    ui->cond = calloc(n + 1, 1);
    ui->cond_reg = malloc((n + 1) * sizeof *ui->cond_reg);
    ui->cond_origin = malloc((n + 1) * sizeof *ui->cond_origin);
    ui->result = calloc(n + 1, 1);
    ui->warp_ops = calloc(n + 1, sizeof *ui->warp_ops);
    if (!ui->cond || !ui->cond_reg || !ui->cond_origin || !ui->result || !ui->warp_ops) {
        uni_free(ui);
        return NULL;
    }
    for (size_t i = 0; i < n; i++) {
        ui->cond_reg[i] = -1;
        ui->cond_origin[i] = -1;
    }
    return ui;
}

enum ws_status uni_compute_ref(const struct sass_function *f, struct uni_info **out,
                               struct ws_error *err)
{
    *out = NULL;
    size_t n = f->ninsns;
    struct uni_info *ui = uni_alloc(n);
    if (!ui)
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    if (!n) {
        *out = ui;
        return WS_OK;
    }
    struct uctx u;
    memset(&u, 0, sizeof u);
    u.f = f;
    enum ws_status s = cfg_build(&f->mir, &u.c, err);
    if (s) {
        uni_free(ui);
        return s;
    }
    struct cfg_range rg[64];
    size_t nr = cfg_sass_split(f, rg, 64);
    if (nr < 2 || nr > 64) {
        u.call_ur = ~0ull;      /* the callee is not here: anything */
        u.call_up = 0x7f;
    }
    for (size_t k = 1; k < nr && k < 64; k++)
        for (size_t i = 0; i < rg[k].mir.n; i++) {
            const struct mir_insn *m = &rg[k].mir.insns[i];
            FOR_REFS(m->defs, m->ndefs, r, {
                if (r >= UNI_UR && r < UNI_UP) u.call_ur |= 1ull << (r - UNI_UR);
                if (r >= UNI_UP) u.call_up |= (uint8_t)(1u << (r - UNI_UP));
            })
        }
    u.src = malloc(n);
    if (!u.src) {
        s = ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
        goto done;
    }
    for (size_t i = 0; i < n; i++)
        u.src[i] = (int8_t)(f->mir.insns[i].flow == FLOW_CALL && !is_local_call(&f->insns[i])
                            ? -2 : source_level(&f->insns[i]));
    exclusive_sources(f, u.src);
    size_t nb = u.c->nblocks;
    u.in = calloc(nb, sizeof *u.in);
    u.out = calloc(nb, sizeof *u.out);
    u.taint = calloc(nb, sizeof *u.taint);
    u.defs = calloc(nb, sizeof *u.defs);
    u.ipdom = calloc(nb, sizeof *u.ipdom);
    u.done = calloc(nb, 1);
    u.bcond = calloc(nb, 1);
    u.queued = calloc(nb, 1);
    u.mark = calloc(nb + 1, 1);
    u.queue = calloc(nb + 1, sizeof *u.queue);
    if (!u.in || !u.out || !u.taint || !u.defs || !u.ipdom || !u.done || !u.mark || !u.queue ||
        !u.bcond || !u.queued ||
        postdoms(&u)) {
        s = ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
        goto done;
    }
    for (size_t b = 0; b < nb; b++) {
        const struct cfg_block *bl = &u.c->blocks[b];
        set_all(&u.taint[b], UNI_UNIFORM, -1);
        if (!bl->reachable)         /* reached only through calls: assume the worst */
            set_all(&u.in[b], UNI_DIVERGENT, -1);
        else
            set_all(&u.out[b], UNI_UNIFORM, -1);
        u.queued[b] = bl->reachable;
        for (uint32_t i = bl->first; i <= bl->last; i++) {
            const struct mir_insn *m = &f->mir.insns[i];
            if (m->flow == FLOW_CALL && !is_local_call(&f->insns[i]))
                for (int r = 0; r < UNI_NREG; r++)
                    if (r < UNI_UR || (r < UNI_UP ? (u.call_ur >> (r - UNI_UR)) & 1
                                                  : (u.call_up >> (r - UNI_UP)) & 1))
                        u.defs[b][r / 64] |= 1ull << (r % 64);
            FOR_REFS(m->defs, m->ndefs, r, { u.defs[b][r / 64] |= 1ull << (r % 64); })
        }
    }
    /* the outer fixpoint: dataflow, then sync taint of branches whose
     * condition got less uniform, until nothing changes */
    for (int changed = 1; changed;) {
        changed = 0;
        ui->passes++;
        dataflow(&u);
        for (size_t k = 0; k < u.c->nreachable; k++) {
            uint32_t b = u.c->rpo_order[k];
            if (!splits(&u, b))
                continue;
            const struct cfg_block *bl = &u.c->blocks[b];
            uint8_t l = u.bcond[b];
            if (l > u.done[b]) {
                u.done[b] = l;
                taint_branch(&u, b, bl->last, l);
                changed = 1;
            }
        }
    }
    /* record what the engine asks about, instruction by instruction */
    for (size_t b = 0; b < nb; b++) {
        const struct cfg_block *bl = &u.c->blocks[b];
        struct state st = u.in[b];
        for (uint32_t i = bl->first; i <= bl->last; i++) {
            const struct sass_insn *in = &f->insns[i];
            const struct mir_insn *m = &f->mir.insns[i];
            int reg;
            int32_t org;
            if (m->flow != FLOW_NONE) {
                ui->cond[i] = cond_of(f, i, &st, &reg, &org);
                ui->cond_reg[i] = (int16_t)reg;
                ui->cond_origin[i] = org;
            }
            for (int k = 0; k < in->nops && k < 32; k++) {
                const struct sass_operand *o = &in->ops[k];
                int w = 0;
                if (o->kind == SOP_UREG && o->reg != SASS_URZ)
                    for (int j = 0; j < (o->width ? o->width : 1); j++)
                        w |= ur_warp_at(&st, UNI_UR, 63, o->reg + j);
                else if (o->kind == SOP_UPRED && o->reg != SASS_PT)
                    w = ur_warp_at(&st, UNI_UP, 7, o->reg);
                else if (o->kind == SOP_MEM) {
                    const struct sass_mem *mm = &o->u.mem;
                    if (mm->reg_is_ureg)
                        w |= ur_warp_at(&st, UNI_UR, 63, mm->reg);
                    w |= ur_warp_at(&st, UNI_UR, 63, mm->ureg);
                    /* not desc[URx]: no part of the address, the translation
                     * does not read it */
                } else if (o->kind == SOP_CBANK) {
                    if (o->u.cb.reg_is_ureg)
                        w |= ur_warp_at(&st, UNI_UR, 63, o->u.cb.reg);
                    w |= ur_warp_at(&st, UNI_UR, 63, o->u.cb.bank_ureg);
                }
                if (w)
                    ui->warp_ops[i] |= 1u << k;
            }
            FOR_REFS(m->uses, m->nuses, r, {
                if (st.lvl[r] >= UNI_WARP && r >= UNI_UR && r < UNI_UP)
                    ui->ur_warp |= 1ull << (r - UNI_UR);
                if (st.lvl[r] >= UNI_WARP && r >= UNI_UP)
                    ui->up_warp |= (uint8_t)(1u << (r - UNI_UP));
            })
            transfer(&u, i, &st);
            uint8_t res = UNI_UNIFORM;
            FOR_REFS(m->defs, m->ndefs, r, {
                if (st.lvl[r] > res) res = st.lvl[r];
                if (st.lvl[r] >= UNI_WARP && r >= UNI_UR && r < UNI_UP)
                    ui->ur_warp |= 1ull << (r - UNI_UR);
                if (st.lvl[r] >= UNI_WARP && r >= UNI_UP)
                    ui->up_warp |= (uint8_t)(1u << (r - UNI_UP));
            })
            ui->result[i] = res;
        }
    }
    *out = ui;
    ui = NULL;
done:
    free(u.in); free(u.out); free(u.taint); free(u.defs); free(u.ipdom);
    free(u.done); free(u.mark); free(u.queue); free(u.src); free(u.bcond); free(u.queued);
    cfg_free(u.c);
    uni_free(ui);
    return s;
}
