/* lanes.h - what one instruction does to the lanes of a warp and of a
 * wave32 / wave64 wavefront: the model behind the lanes view.
 *
 * A CUDA warp is 32 lanes.  The translation runs one warp per wave32 and two
 * warps per wave64 (lanes 0-31 are one warp, lanes 32-63 the next), so a
 * "warp lane" is lane & 31 and each 32-lane half of a wave64 votes, shuffles
 * and diverges on its own.  The masks follow the translator: a guard @P is
 * EXEC &= P (s_and_b32/b64 exec), a forward branch @P BRA L parks the lanes
 * that take it in L's pending mask and runs the others, L's label rejoins
 * them (EXEC |= pending).  Shuffles follow PTX shfl.sync (see lanes_shfl).
 *
 * Pure logic, no terminal: tests/test_lanes.c checks it by hand-derived
 * masks.
 */
#ifndef WS_LANES_H
#define WS_LANES_H

#include <stddef.h>
#include <stdint.h>

#include "cfg.h"
#include "sass/sass.h"
#include "base/status.h"

#define LANES_WARP 32       /* threads in a CUDA warp */
#define LANES_MAX 64        /* the widest wavefront (wave64) */
#define LANES_FRAMES 6      /* steps of an animation */

/* ---- example conditions: "lane<12", "lane%3==0", "tid>=40 && lane&1" ---- */

/* A parsed condition over `lane` (lane in the warp, 0-31) and `tid` (lane in
 * the wavefront, 0-63): C operators on integers, ! && || ( ). */
struct lanes_cond {
    char text[96];          /* as given */
    int ncode;
    int32_t code[96];       /* postfix program (lanes.c) */
};

/* Parse text; WS_EPARSE with a message in err on a bad expression. */
enum ws_status lanes_cond_parse(const char *text, struct lanes_cond *c, struct ws_error *err);
/* Lanes 0..n-1 of a wavefront where the condition holds (bit i = lane i). */
uint64_t lanes_cond_mask(const struct lanes_cond *c, int n);

/* ---- shuffles ---------------------------------------------------------- */

enum lanes_shfl_mode { LANES_SHFL_IDX, LANES_SHFL_UP, LANES_SHFL_DOWN, LANES_SHFL_BFLY };

/* PTX shfl.sync for one warp: with c = (segmask << 8) | clamp,
 *   minLane = lane & segmask, maxLane = minLane | (clamp & ~segmask);
 *   up j = lane - b valid when j >= maxLane; down j = lane + b valid when
 *   j <= maxLane; bfly j = lane ^ b valid when j <= maxLane; idx j =
 *   minLane | (b & ~segmask) valid when j <= maxLane.
 * src[lane] gets j (the lane read; lane itself when not valid); returns the
 * valid mask (the predicate output of SHFL). */
uint32_t lanes_shfl(enum lanes_shfl_mode mode, uint32_t b, uint32_t c, int src[LANES_WARP]);
/* "IDX", "UP", "DOWN", "BFLY" -> mode; -1 unknown. */
int lanes_shfl_mode(const char *name);

/* ---- what an instruction does ------------------------------------------ */

enum lanes_kind {
    LANES_PLAIN,        /* every active lane runs it */
    LANES_GUARD,        /* @P insn: EXEC &= P while it runs */
    LANES_BRANCH,       /* @P BRA: lanes diverge, park, rejoin */
    LANES_VOTE,         /* VOTE: the ballot of each warp */
    LANES_SHFL,         /* SHFL: which lane each lane reads */
    LANES_EXIT,         /* @P EXIT: lanes leave for good */
};

/* One step of the animation. */
struct lanes_frame {
    char what[120];     /* what happens in this step */
    uint64_t exec;      /* lanes running */
    uint64_t pending;   /* lanes parked at the branch target */
    uint64_t done;      /* lanes that exited */
    uint64_t result;    /* VOTE: the ballot bits each half sees; SHFL: valid */
};

struct lanes_model {
    int kind;               /* enum lanes_kind */
    int wave;               /* 32 or 64 lanes in the wavefront */
    uint64_t cond;          /* the example condition over the wavefront */
    uint64_t guard;         /* the predicate's lane mask (cond, or ~cond for @!P) */
    int shfl_mode;          /* LANES_SHFL: enum lanes_shfl_mode */
    uint32_t shfl_b, shfl_c;/* its b and c: an immediate, RZ (0), a register
                             * lanes_model_fn found a constant in, else assumed
                             * (b 1; c 0 for UP, 0x1f otherwise: CUDA's
                             * full-width __shfl_*_sync) */
    int shfl_b_known, shfl_c_known;
    char shfl_b_src[48], shfl_c_src[48];   /* "0x1", "RZ", "R16 = 0x1 at 0510", "R16: assumed" */
    char pred_note[160];    /* lanes_model_fn: why the predicate is per warp, "" per lane */
    int src[LANES_MAX];     /* SHFL: lane each lane reads (within its warp half) */
    int nframes;
    struct lanes_frame frames[LANES_FRAMES];
};

/* Model instruction in on a wave-lane wavefront (32 or 64) with every lane
 * active, the guard (or the predicate operand of VOTE / a branch) true on
 * the lanes of cond.  0 ok, -1 bad wave. */
int lanes_model(const struct sass_insn *in, int wave, const struct lanes_cond *cond,
                struct lanes_model *out);

struct uni_info;

/* The lanes where predicate pred (read by instruction i of f) holds, given
 * the example condition: per lane, unless the predicate is the same in a
 * whole warp.  P = VOTE.ANY/ALL(Q) written earlier in the block (no label
 * between): the condition is Q's, and P of each 32-lane half is the vote of
 * its lanes; otherwise, when u (may be NULL) says the condition of i is
 * warp-uniform, each half takes the condition's value in its first lane
 * (UNI_UNIFORM: the wavefront's lane 0); u is asked only about the
 * condition of a branch or EXIT (what it records).  note gets why ("" per
 * lane). */
uint64_t lanes_pred_mask(const struct sass_function *f, size_t i, int pred, const struct uni_info *u,
                         int wave, const struct lanes_cond *cond, char *note, size_t notelen);

/* lanes_model for instruction i of f: the guard's (or VOTE's, a branch's)
 * predicate through lanes_pred_mask, and a SHFL's register b or c through
 * the constant (MOV / IMAD.MOV.U32 of an immediate or RZ) written to it
 * earlier in its block. */
int lanes_model_fn(const struct sass_function *f, size_t i, const struct uni_info *u, int wave,
                   const struct lanes_cond *cond, struct lanes_model *out);

/* A register's value before instruction i of f when an earlier instruction
 * of the same block (no label between) set it to a constant: MOV Rd, imm|RZ
 * or IMAD.MOV.U32 Rd, RZ, RZ, imm|RZ, unguarded.  1 found (*val, *at the
 * setter's index), 0 not. */
int lanes_reg_const(const struct sass_function *f, size_t i, int reg, uint32_t *val, size_t *at);

/* The lanes of the wavefront a warp half covers: 0xffffffff, or the upper
 * half of a wave64. */
static inline uint64_t lanes_all(int n)
{
    return n >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << n) - 1);
}

/* ---- a divergent region, block by block -------------------------------- */

#define LANES_REGION_STEPS 48   /* steps shown; a longer region is cut */

/* One step: a block runs (or is jumped over), or lanes wait or rejoin. */
struct lanes_rstep {
    uint32_t block;         /* block of this step, CFG_NONE at the branch itself */
    uint32_t insn;          /* where the step is: the block's first instruction, or the branch */
    uint64_t exec;          /* lanes running */
    uint64_t pending;       /* lanes parked at labels further down */
    uint64_t done;          /* lanes that exited */
    char what[160];
};

struct lanes_region {
    uint32_t branch_block;  /* block ending in the divergent branch */
    uint32_t branch_insn;   /* the branch */
    uint32_t reconv_block;  /* where every lane is back, CFG_NONE: the end */
    int by_bssy;            /* reconv_block is a BSSY's target, else the post-dominator */
    int pred, pred_neg;     /* the branch's predicate */
    int pred_redefined;     /* an instruction of the region wrote it: later
                             * branches on it no longer follow cond */
    uint32_t pred_redef_at; /* that instruction's offset */
    uint64_t cond;          /* the lanes where P holds (lanes_pred_mask) */
    int wave;               /* lanes of the wavefront modelled */
    char pred_note[160];    /* why P is per warp, "" per lane */
    uint64_t *ran;          /* per block: lanes that ran it (nblocks), caller frees */
    int nsteps, truncated;
    struct lanes_rstep steps[LANES_REGION_STEPS];
};

/* 1 when in is a branch whose lanes may diverge: a BRA guarded by (or
 * taking) a predicate other than PT. */
int lanes_is_divergent_branch(const struct sass_insn *in);

/* Step through the region of the divergent branch ending block of g
 * (instruction branch of f, f being g's function) on a wave-lane wavefront
 * (32 or 64) with every lane active and the branch's predicate true on the
 * lanes of cond: the branch parks the lanes that take it at the target's
 * label and runs the others on; the blocks follow in program order, each
 * first rejoining the lanes parked at its label (EXEC |= pending), run by
 * the lanes in EXEC or jumped over when none is (s_cbranch_execz), up to
 * the reconvergence block: the target of a BSSY in a block dominating the
 * branch's, else the branch block's immediate post-dominator, else the end
 * of the function.  Another branch on the same predicate register follows
 * the condition until an instruction of a block that runs writes that
 * register (pred_redefined); a branch on another predicate or on the
 * rewritten one, and every backward branch, is taken by no lane (the step
 * says so); EXIT ends its lanes.  0 ok, -1
 * not a divergent branch or bad wave, -2 out of memory. */
int lanes_region(const struct cfg *g, const struct sass_function *f, size_t branch, int wave,
                 const struct lanes_cond *cond, struct lanes_region *out);
/* The same with the branch's predicate through lanes_pred_mask (u may be
 * NULL). */
int lanes_region_u(const struct cfg *g, const struct sass_function *f, size_t branch, const struct uni_info *u,
                   int wave, const struct lanes_cond *cond, struct lanes_region *out);

/* "20 lanes" (wave32), "20 lanes of each warp", "32 lanes of warp 0, 24 of
 * warp 1": the lanes of m counted in each warp of a wave-lane wavefront. */
const char *lanes_count(char *buf, size_t len, uint64_t m, int wave);
void lanes_region_free(struct lanes_region *r);

#endif
