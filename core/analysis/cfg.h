/* cfg.h - basic blocks, edges, dominators and natural loops of one function.
 *
 * Built from the ISA-neutral struct mir_func, so SASS and RDNA3 share it.
 * The block convention is nvdisasm -bbcfg's (checked on every committed
 * reference dump, see tests/test_cfg.c):
 *
 *   leaders   the first instruction; every instruction some instruction of
 *             the function names as a target (branch, call, and the label of
 *             a non-flow instruction: BSSY's reconvergence point,
 *             WARPSYNC.COLLECTIVE's end), because nvdisasm prints a label
 *             there; every instruction after a flow instruction (BRA, BRX,
 *             EXIT, CALL, RET, predicated or not).  Nothing else ends a
 *             block: BAR, BSYNC, BREAK, WARPSYNC do not.
 *   edges     branch: taken edge to its target, plus a fall-through edge
 *             when conditional (guard, predicate operand, .DIV/.CONV);
 *             EXIT: none, or a fall-through edge when predicated;
 *             trap (BPT.TRAP): a fall-through edge, no <exit0> port;
 *             CALL: a call-return edge to the next instruction (always),
 *             and a call edge only when the callee is inside the function
 *             (nvdisasm's `@P0 CALL.REL.NOINC `(.L_x_0)` loop exit);
 *             a subroutine is a function of its own, no edge leads to it;
 *             RET: none;  indirect: one edge per known target;
 *             any other last instruction: fall-through.
 *   reachable nvdisasm drops blocks not reachable from the entry (the
 *             `.L_x_N: BRA `(.L_x_N)` + NOP padding after the last EXIT);
 *             they are kept here with reachable = 0 and skipped by the
 *             dominator and loop analyses and by the writers.
 */
#ifndef WS_CFG_H
#define WS_CFG_H

#include <stddef.h>
#include <stdint.h>

#include "base/mir.h"
#include "base/status.h"
#include "base/strbuf.h"

#define CFG_NONE UINT32_MAX     /* no block, no instruction */

enum cfg_edge_kind {
    CFG_EDGE_FALL,      /* falls through to the next block */
    CFG_EDGE_TAKEN,     /* branch taken (direct jump) */
    CFG_EDGE_CALL,      /* call of a target inside the function */
    CFG_EDGE_CALLRET,   /* a call returns to the next instruction */
    CFG_EDGE_INDIRECT,  /* one of an indirect jump's known targets */
    CFG_EDGE_KIND_COUNT
};

struct cfg_edge {
    uint32_t from, to;  /* block indices */
    uint8_t kind;       /* enum cfg_edge_kind */
    uint8_t back;       /* to dominates from: a natural loop's back edge */
};

struct cfg_block {
    uint32_t first, last;       /* instruction indices, inclusive */
    uint32_t start, end;        /* offsets of the first and last instruction */
    uint32_t succ, nsuccs;      /* edges[succ .. succ+nsuccs) leave this block */
    uint32_t pred, npreds;      /* pred_edges[pred .. pred+npreds) enter it */
    uint32_t idom;              /* immediate dominator, CFG_NONE for the entry
                                   and for unreachable blocks */
    uint32_t loop;              /* innermost loop (index in loops), CFG_NONE */
    uint32_t reconv;            /* block a BSSY in this block names, CFG_NONE */
    uint32_t rpo;               /* reverse post-order number (reachable only) */
    uint16_t loop_depth;        /* loops containing the block, 0 outside */
    uint8_t reachable;          /* reachable from the entry */
};

struct cfg_loop {
    uint32_t header;            /* block every back edge of the loop enters */
    uint32_t parent;            /* enclosing loop, CFG_NONE */
    uint32_t nblocks;           /* blocks in the loop, header included */
    uint32_t nback;             /* back edges entering the header */
    uint16_t depth;             /* 1 for an outermost loop */
};

/* A BSSY/BSYNC pair: the BSSY sets barrier up, the warp reconverges at the
 * target block; nvdisasm always puts the BSYNC right before the target. */
struct cfg_reconv {
    uint32_t setup_insn;        /* the BSSY */
    uint32_t setup_block;       /* block holding it */
    uint32_t target_block;      /* reconvergence block it names */
    uint32_t sync_insn;         /* the BSYNC ending the region, CFG_NONE */
    int barrier;                /* convergence barrier index (B0..), -1 */
};

struct cfg {
    const struct mir_func *f;   /* the function (not owned) */
    size_t nblocks;
    struct cfg_block *blocks;   /* in offset order; blocks[0] is the entry */
    size_t nedges;
    struct cfg_edge *edges;     /* grouped by from, in successor order */
    uint32_t *pred_edges;       /* edge indices grouped by to */
    uint32_t *insn_block;       /* block of each instruction */
    uint32_t *rpo_order;        /* reachable blocks in reverse post-order */
    size_t nreachable;          /* length of rpo_order */
    size_t nloops;
    struct cfg_loop *loops;     /* outer loops before the loops they hold */
    size_t nreconv;
    struct cfg_reconv *reconv;
    uint32_t *dom_pre;          /* dominator tree pre- then post-numbers
                                   (2 * nblocks), for cfg_dominates */
};

/* Build the CFG, dominators and loops of f.  *out is freed by cfg_free. */
enum ws_status cfg_build(const struct mir_func *f, struct cfg **out, struct ws_error *err);

/* The blocks, edges and reverse post-order only, for an analysis that
 * needs no more (the uniformity's): no dominators (idom CFG_NONE; do not
 * call cfg_dominates), no loops, no BSSY pairs.  Freed by cfg_free. */
enum ws_status cfg_build_flow(const struct mir_func *f, struct cfg **out, struct ws_error *err);
void cfg_free(struct cfg *c);

/* 1 when block a dominates block b (both reachable). */
int cfg_dominates(const struct cfg *c, uint32_t a, uint32_t b);

/* Block holding the instruction at byte offset off, CFG_NONE. */
uint32_t cfg_block_at(const struct cfg *c, uint32_t off);

/* Whether nvdisasm -bbcfg draws the block ending in last with an <exit0>
 * port: a block ending in a branch, exit, call or return does, one cut by
 * a label does not, nor one whose last instruction is a call through a
 * register (CALL.ABS.NOINC Rn) or a trap (BPT.TRAP: drawn as a plain
 * instruction falling through to the next block, NVIDIA's
 * reductionMultiBlockCG and simpleAWBarrier, tests/data/parity/trap_sync). */
static inline int cfg_exit_port(const struct mir_insn *last)
{
    return last->flow != FLOW_NONE && last->flow != FLOW_TRAP && !last->reg_call;
}


const char *cfg_edge_kind_name(unsigned kind);  /* "fall", "taken", ... */

/* Writers (the CLI and the TUI share them).  insn_text(i) gives the text of
 * instruction i for DOT labels; NULL prints offsets only. */
typedef const char *(*cfg_insn_text_fn)(void *ctx, size_t i);

/* {"name":...,"blocks":[{"start":..,"end":..,"succs":[..],"loop_depth":..,
 *  ...}]} for one function (the caller writes the surrounding list). */
void cfg_write_json(const struct cfg *c, const struct mir_func *f, struct strbuf *b);

/* A Graphviz subgraph "cluster_NAME" of record nodes, one per reachable
 * block; the caller writes "digraph ... {" and "}" around clusters. */
void cfg_write_dot(const struct cfg *c, const struct mir_func *f,
                   cfg_insn_text_fn text, void *ctx, struct strbuf *b);

/* ---- SASS ---- */

struct sass_function;

/* One function as nvdisasm -bbcfg draws it: a view of a range of a parsed
 * function's instructions (no copy). */
struct cfg_range {
    size_t first;               /* index of its first instruction in the parsed function */
    struct mir_func mir;        /* name, count, insns + first */
};

/* Split a parsed SASS function into the kernel and each device subroutine
 * of its section (symbol labels such as `$__internal_0_..._slowpath:`),
 * each a function of its own as in nvdisasm -bbcfg.  Fills up to max
 * ranges, returns how many there are (1 when there is no subroutine). */
size_t cfg_sass_split(const struct sass_function *fn, struct cfg_range *out, size_t max);

#endif
