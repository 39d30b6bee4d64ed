/* cfg.c - basic blocks and edges (nvdisasm -bbcfg's convention, see cfg.h),
 * reverse post-order, dominators (Cooper, Harvey, Kennedy: "A Simple, Fast
 * Dominance Algorithm"), natural loops and BSSY/BSYNC reconvergence pairs. */
#include "cfg.h"

#include <stdlib.h>
#include <string.h>

/* ---- helpers ---------------------------------------------------------- */

static void *xcalloc(size_t n, size_t size)
{
    return calloc(n ? n : 1, size);
}

/* Instruction index of an in-function target, or CFG_NONE. */
static uint32_t target_index(const struct mir_func *f, uint32_t off)
{
    long i = mir_find_offset(f, off);
    return i < 0 ? CFG_NONE : (uint32_t)i;
}

const char *cfg_edge_kind_name(unsigned kind)
{
    static const char *const names[CFG_EDGE_KIND_COUNT] = {
        "fall", "taken", "call", "callret", "indirect"
    };
    return kind < CFG_EDGE_KIND_COUNT ? names[kind] : "?";
}

void cfg_free(struct cfg *c)
{
    if (!c)
        return;
    free(c->blocks);
    free(c->edges);
    free(c->pred_edges);
    free(c->insn_block);
    free(c->rpo_order);
    free(c->loops);
    free(c->reconv);
    free(c->dom_pre);
    free(c);
}

/* ---- blocks ------------------------------------------------------------ */

static enum ws_status make_blocks(struct cfg *c, struct ws_error *err)
{
    const struct mir_func *f = c->f;
    uint8_t *leader = xcalloc(f->n, 1);
    c->insn_block = xcalloc(f->n, sizeof *c->insn_block);
    if (!leader || !c->insn_block) {
        free(leader);
        return ws_error_set(err, WS_ENOMEM, "", 0, "cfg: out of memory");
    }
    leader[0] = 1;
    for (size_t i = 0; i < f->n; i++) {
        const struct mir_insn *in = &f->insns[i];
        for (unsigned t = 0; t < in->ntargets; t++) {
            uint32_t k = target_index(f, in->targets[t]);
            if (k != CFG_NONE)
                leader[k] = 1;
        }
        /* a call through a register (CALL.ABS.NOINC Rn: printf, malloc,
         * assert; CALL.REL.NOINC Rn: function pointers) ends no block in
         * nvdisasm -bbcfg: it goes on in the next instruction's block
         * unless that one is labelled (then a plain fall-through edge) */
        if (in->flow != FLOW_NONE && i + 1 < f->n && !in->reg_call)
            leader[i + 1] = 1;
        /* nvdisasm labels every BRX (its table's offsets are relative to
         * it): a block of its own, entered by a plain fall-through */
        if (in->flow == FLOW_INDIRECT)
            leader[i] = 1;
    }
    size_t nb = 0;
    for (size_t i = 0; i < f->n; i++)
        nb += leader[i];
    c->blocks = xcalloc(nb, sizeof *c->blocks);
    if (!c->blocks) {
        free(leader);
        return ws_error_set(err, WS_ENOMEM, "", 0, "cfg: out of memory");
    }
    size_t b = (size_t)-1;
    for (size_t i = 0; i < f->n; i++) {
        if (leader[i]) {
            b++;
            struct cfg_block *bl = &c->blocks[b];
            bl->first = (uint32_t)i;
            bl->start = f->insns[i].offset;
            bl->idom = bl->loop = bl->reconv = bl->rpo = CFG_NONE;
        }
        c->blocks[b].last = (uint32_t)i;
        c->blocks[b].end = f->insns[i].offset;
        c->insn_block[i] = (uint32_t)b;
    }
    c->nblocks = nb;
    free(leader);
    return WS_OK;
}

/* ---- edges ------------------------------------------------------------- */

static void add_edge(struct cfg *c, uint32_t from, uint32_t to, unsigned kind)
{
    c->edges[c->nedges++] = (struct cfg_edge){ from, to, (uint8_t)kind, 0 };
}

/* Successors of block b, in nvdisasm's order: targets, then fall-through. */
static void block_edges(struct cfg *c, uint32_t b)
{
    const struct mir_func *f = c->f;
    const struct cfg_block *bl = &c->blocks[b];
    const struct mir_insn *in = &f->insns[bl->last];
    uint32_t next = bl->last + 1 < f->n ? c->insn_block[bl->last + 1] : CFG_NONE;
    unsigned tkind = in->flow == FLOW_CALL ? CFG_EDGE_CALL
                   : in->flow == FLOW_INDIRECT ? CFG_EDGE_INDIRECT : CFG_EDGE_TAKEN;
    int falls;
    switch (in->flow) {
    case FLOW_NONE: falls = 1; break;
    case FLOW_CALL: falls = 1; break;
    /* BPT.TRAP: nvdisasm -bbcfg keeps the edge to the next block */
    case FLOW_TRAP: falls = 1; break;
    default:        falls = in->conditional; break;
    }
    if (in->flow == FLOW_JUMP || in->flow == FLOW_CALL || in->flow == FLOW_INDIRECT) {
        for (unsigned t = 0; t < in->ntargets; t++) {
            uint32_t k = target_index(f, in->targets[t]);
            if (k != CFG_NONE)
                add_edge(c, b, c->insn_block[k], tkind);
        }
    }
    if (falls && next != CFG_NONE)
        add_edge(c, b, next, in->flow == FLOW_CALL && !in->reg_call ? CFG_EDGE_CALLRET
                                                                     : CFG_EDGE_FALL);
}

static enum ws_status make_edges(struct cfg *c, struct ws_error *err)
{
    size_t max = 0;
    for (size_t b = 0; b < c->nblocks; b++)
        max += 1u + c->f->insns[c->blocks[b].last].ntargets;
    c->edges = xcalloc(max, sizeof *c->edges);
    c->pred_edges = xcalloc(max, sizeof *c->pred_edges);
    if (!c->edges || !c->pred_edges)
        return ws_error_set(err, WS_ENOMEM, "", 0, "cfg: out of memory");
    for (size_t b = 0; b < c->nblocks; b++) {
        c->blocks[b].succ = (uint32_t)c->nedges;
        block_edges(c, (uint32_t)b);
        c->blocks[b].nsuccs = (uint32_t)c->nedges - c->blocks[b].succ;
    }
    /* predecessors: counting sort of the edges by destination */
    for (size_t e = 0; e < c->nedges; e++)
        c->blocks[c->edges[e].to].npreds++;
    uint32_t pos = 0;
    for (size_t b = 0; b < c->nblocks; b++) {
        c->blocks[b].pred = pos;
        pos += c->blocks[b].npreds;
        c->blocks[b].npreds = 0;
    }
    for (size_t e = 0; e < c->nedges; e++) {
        struct cfg_block *to = &c->blocks[c->edges[e].to];
        c->pred_edges[to->pred + to->npreds++] = (uint32_t)e;
    }
    return WS_OK;
}

/* ---- reverse post-order, dominators ------------------------------------ */

static enum ws_status make_rpo(struct cfg *c, struct ws_error *err)
{
    size_t nb = c->nblocks;
    uint32_t *stack = xcalloc(nb, sizeof *stack);
    uint32_t *next = xcalloc(nb, sizeof *next);     /* next successor to visit */
    uint32_t *post = xcalloc(nb, sizeof *post);
    c->rpo_order = xcalloc(nb, sizeof *c->rpo_order);
    if (!stack || !next || !post || !c->rpo_order) {
        free(stack); free(next); free(post);
        return ws_error_set(err, WS_ENOMEM, "", 0, "cfg: out of memory");
    }
    size_t sp = 0, npost = 0;
    if (nb) {
        stack[sp++] = 0;
        c->blocks[0].reachable = 1;
    }
    while (sp) {
        uint32_t b = stack[sp - 1];
        struct cfg_block *bl = &c->blocks[b];
        if (next[b] < bl->nsuccs) {
            uint32_t s = c->edges[bl->succ + next[b]++].to;
            if (!c->blocks[s].reachable) {
                c->blocks[s].reachable = 1;
                stack[sp++] = s;
            }
        } else {
            post[npost++] = b;
            sp--;
        }
    }
    for (size_t i = 0; i < npost; i++) {
        uint32_t b = post[npost - 1 - i];
        c->rpo_order[i] = b;
        c->blocks[b].rpo = (uint32_t)i;
    }
    c->nreachable = npost;
    free(stack); free(next); free(post);
    return WS_OK;
}

/* Cooper-Harvey-Kennedy: walk two fingers up the dominator tree (by RPO
 * number) until they meet. doms[] is indexed by RPO number. */
static uint32_t intersect(const uint32_t *doms, uint32_t a, uint32_t b)
{
    while (a != b) {
        while (a > b)
            a = doms[a];
        while (b > a)
            b = doms[b];
    }
    return a;
}

static enum ws_status make_doms(struct cfg *c, struct ws_error *err)
{
    size_t n = c->nreachable;
    uint32_t *doms = xcalloc(n, sizeof *doms);
    if (!doms)
        return ws_error_set(err, WS_ENOMEM, "", 0, "cfg: out of memory");
    for (size_t i = 0; i < n; i++)
        doms[i] = CFG_NONE;
    if (n)
        doms[0] = 0;
    int changed = 1;
    while (changed) {
        changed = 0;
        for (size_t i = 1; i < n; i++) {
            const struct cfg_block *bl = &c->blocks[c->rpo_order[i]];
            uint32_t nd = CFG_NONE;
            for (uint32_t p = 0; p < bl->npreds; p++) {
                const struct cfg_block *pb = &c->blocks[c->edges[c->pred_edges[bl->pred + p]].from];
                if (!pb->reachable || doms[pb->rpo] == CFG_NONE)
                    continue;
                nd = nd == CFG_NONE ? pb->rpo : intersect(doms, pb->rpo, nd);
            }
            if (nd != doms[i]) {
                doms[i] = nd;
                changed = 1;
            }
        }
    }
    for (size_t i = 1; i < n; i++)
        c->blocks[c->rpo_order[i]].idom = c->rpo_order[doms[i]];
    free(doms);
    return WS_OK;
}

/* Pre/post numbers of the dominator tree, for O(1) cfg_dominates. */
static enum ws_status number_dom_tree(struct cfg *c, struct ws_error *err)
{
    size_t n = c->nblocks;
    uint32_t *first = xcalloc(n, sizeof *first);    /* first child */
    uint32_t *sib = xcalloc(n, sizeof *sib);        /* next sibling */
    uint32_t *stack = xcalloc(n, sizeof *stack);
    c->dom_pre = xcalloc(2 * n, sizeof *c->dom_pre);
    if (!first || !sib || !stack || !c->dom_pre) {
        free(first); free(sib); free(stack);
        return ws_error_set(err, WS_ENOMEM, "", 0, "cfg: out of memory");
    }
    uint32_t *pre = c->dom_pre, *post = c->dom_pre + n;
    for (size_t b = 0; b < n; b++)
        first[b] = sib[b] = CFG_NONE;
    for (size_t i = c->nreachable; i-- > 1;) {
        uint32_t b = c->rpo_order[i], p = c->blocks[b].idom;
        sib[b] = first[p];
        first[p] = b;
    }
    uint32_t clock = 0;
    size_t sp = 0;
    if (c->nreachable) {
        stack[sp++] = 0;
        pre[0] = clock++;
    }
    while (sp) {
        uint32_t b = stack[sp - 1];
        uint32_t ch = first[b];
        if (ch != CFG_NONE) {
            first[b] = sib[ch];
            pre[ch] = clock++;
            stack[sp++] = ch;
        } else {
            post[b] = clock++;
            sp--;
        }
    }
    free(first); free(sib); free(stack);
    return WS_OK;
}

int cfg_dominates(const struct cfg *c, uint32_t a, uint32_t b)
{
    if (!c->dom_pre || a >= c->nblocks || b >= c->nblocks ||     /* cfg_build_flow: none */
        !c->blocks[a].reachable || !c->blocks[b].reachable)
        return 0;
    const uint32_t *pre = c->dom_pre, *post = c->dom_pre + c->nblocks;
    return pre[a] <= pre[b] && post[b] <= post[a];
}

/* ---- natural loops ----------------------------------------------------- */

/* Back edges, then one loop per header (back edges to one header merged),
 * headers in RPO order so that an enclosing loop comes before the loops it
 * holds; a block's depth counts the loops whose body holds it. */
static enum ws_status make_loops(struct cfg *c, struct ws_error *err)
{
    size_t nb = c->nblocks;
    uint8_t *is_header = xcalloc(nb, 1);
    uint32_t *mark = xcalloc(nb, sizeof *mark);     /* loop index + 1 */
    uint32_t *work = xcalloc(nb, sizeof *work);
    if (!is_header || !mark || !work)
        goto oom;
    size_t nheaders = 0;
    for (size_t e = 0; e < c->nedges; e++) {
        struct cfg_edge *ed = &c->edges[e];
        if (c->blocks[ed->from].reachable && cfg_dominates(c, ed->to, ed->from)) {
            ed->back = 1;
            nheaders += !is_header[ed->to];
            is_header[ed->to] = 1;
        }
    }
    c->loops = xcalloc(nheaders, sizeof *c->loops);
    if (!c->loops)
        goto oom;
    for (size_t i = 0; i < c->nreachable; i++) {
        uint32_t h = c->rpo_order[i];
        if (!is_header[h])
            continue;
        uint32_t li = (uint32_t)c->nloops++;
        struct cfg_loop *lp = &c->loops[li];
        lp->header = h;
        lp->parent = c->blocks[h].loop;
        lp->depth = (uint16_t)(c->blocks[h].loop_depth + 1);
        /* body: the header, and everything reaching a back edge's source
         * without passing the header; work[] keeps every block it adds */
        size_t head = 0, tail = 0;
        mark[h] = li + 1;
        const struct cfg_block *hb = &c->blocks[h];
        for (uint32_t p = 0; p < hb->npreds; p++) {
            const struct cfg_edge *ed = &c->edges[c->pred_edges[hb->pred + p]];
            if (!ed->back)
                continue;
            lp->nback++;
            if (mark[ed->from] != li + 1) {
                mark[ed->from] = li + 1;
                work[tail++] = ed->from;
            }
        }
        while (head < tail) {
            const struct cfg_block *bl = &c->blocks[work[head++]];
            for (uint32_t p = 0; p < bl->npreds; p++) {
                uint32_t q = c->edges[c->pred_edges[bl->pred + p]].from;
                if (c->blocks[q].reachable && mark[q] != li + 1) {
                    mark[q] = li + 1;
                    work[tail++] = q;
                }
            }
        }
        /* natural loops nest or are apart: this one is inside every loop
         * seen so far that holds its header */
        lp->nblocks = (uint32_t)tail + 1;
        c->blocks[h].loop_depth++;
        c->blocks[h].loop = li;
        for (size_t k = 0; k < tail; k++) {
            c->blocks[work[k]].loop_depth++;
            c->blocks[work[k]].loop = li;
        }
    }
    free(is_header); free(mark); free(work);
    return WS_OK;
oom:
    free(is_header); free(mark); free(work);
    return ws_error_set(err, WS_ENOMEM, "", 0, "cfg: out of memory");
}

/* ---- BSSY/BSYNC -------------------------------------------------------- */

static int bar_ref(const struct reg_ref *r, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        if (r[i].cls == RC_BAR)
            return r[i].index;
    return -1;
}

/* A non-flow instruction that writes a convergence barrier and names a
 * target is a BSSY; the instruction before the target that reads the same
 * barrier and writes none is its BSYNC. */
static enum ws_status make_reconv(struct cfg *c, struct ws_error *err)
{
    const struct mir_func *f = c->f;
    size_t n = 0;
    for (size_t i = 0; i < f->n; i++) {
        const struct mir_insn *in = &f->insns[i];
        n += in->flow == FLOW_NONE && in->ntargets && bar_ref(in->defs, in->ndefs) >= 0;
    }
    c->reconv = xcalloc(n, sizeof *c->reconv);
    if (!c->reconv)
        return ws_error_set(err, WS_ENOMEM, "", 0, "cfg: out of memory");
    for (size_t i = 0; i < f->n; i++) {
        const struct mir_insn *in = &f->insns[i];
        int bar = in->flow == FLOW_NONE && in->ntargets ? bar_ref(in->defs, in->ndefs) : -1;
        if (bar < 0)
            continue;
        uint32_t t = target_index(f, in->targets[0]);
        if (t == CFG_NONE)
            continue;
        struct cfg_reconv *r = &c->reconv[c->nreconv++];
        r->setup_insn = (uint32_t)i;
        r->setup_block = c->insn_block[i];
        r->target_block = c->insn_block[t];
        r->barrier = bar;
        r->sync_insn = CFG_NONE;
        if (t > 0) {
            const struct mir_insn *s = &f->insns[t - 1];
            if (bar_ref(s->defs, s->ndefs) < 0 && bar_ref(s->uses, s->nuses) == bar)
                r->sync_insn = t - 1;
        }
        c->blocks[r->setup_block].reconv = r->target_block;
    }
    return WS_OK;
}

/* ---- entry point ------------------------------------------------------- */

static enum ws_status build(const struct mir_func *f, int full, struct cfg **out,
                            struct ws_error *err)
{
    *out = NULL;
    if (!f || (f->n && !f->insns))
        return ws_error_set(err, WS_EARG, "", 0, "cfg: no function");
    if (f->n >= CFG_NONE)
        return ws_error_set(err, WS_ELIMIT, "", 0, "cfg: %s: too many instructions",
                            f->name ? f->name : "?");
    struct cfg *c = calloc(1, sizeof *c);
    if (!c)
        return ws_error_set(err, WS_ENOMEM, "", 0, "cfg: out of memory");
    c->f = f;
    enum ws_status s = WS_OK;
    if (f->n) {
        if (!s) s = make_blocks(c, err);
        if (!s) s = make_edges(c, err);
    }
    if (!s) s = make_rpo(c, err);
    if (full) {
        if (!s) s = make_doms(c, err);
        if (!s) s = number_dom_tree(c, err);
        if (!s) s = make_loops(c, err);
        if (!s) s = make_reconv(c, err);
    }
    if (s) {
        cfg_free(c);
        return s;
    }
    *out = c;
    return WS_OK;
}

enum ws_status cfg_build(const struct mir_func *f, struct cfg **out, struct ws_error *err)
{
    return build(f, 1, out, err);
}

enum ws_status cfg_build_flow(const struct mir_func *f, struct cfg **out, struct ws_error *err)
{
    return build(f, 0, out, err);
}

uint32_t cfg_block_at(const struct cfg *c, uint32_t off)
{
    long i = mir_find_offset(c->f, off);
    return i < 0 ? CFG_NONE : c->insn_block[i];
}
