/* uniform.h - which SASS registers and predicates are the same across a warp.
 *
 * A forward fixpoint over the function's CFG gives every R, P, UR and UP,
 * before every instruction, one of three levels:
 *
 *   UNI_UNIFORM    the same in every thread that runs the instruction
 *                  (constants, c[..][..], immediates, blockIdx, uniform
 *                  arithmetic on those, loads from such an address);
 *   UNI_WARP       the same in every thread of a warp, but two warps may
 *                  differ (VOTE, ballots, VOTEU, REDUX, what is computed from
 *                  them, and what a branch that splits warps but not their
 *                  threads leaves behind).  One wave32 is one warp: uniform
 *                  there; a wave64 holds two warps: not uniform there;
 *   UNI_DIVERGENT  may differ between the threads of a warp (threadIdx,
 *                  lane ids and masks, shuffles, atomics' return values,
 *                  local memory, anything computed from those, a write under
 *                  a divergent guard, and sync dependence: a register
 *                  written between a divergent branch and a block where the
 *                  threads it split can meet again is divergent there; for a
 *                  loop with a divergent exit that block is after the loop).
 *
 * UR and UP are at most UNI_WARP: SASS keeps one value per warp.  The
 * fixpoint alternates: the dataflow settles, then every branch whose
 * condition became less uniform adds sync-dependence taint at its joins,
 * which may make more conditions divergent, until nothing changes.  Code
 * reached only through calls (subroutines) is assumed divergent.
 */
#ifndef WS_UNIFORM_H
#define WS_UNIFORM_H

#include <stddef.h>
#include <stdint.h>

#include "sass/sass.h"
#include "base/status.h"

enum uni_level { UNI_UNIFORM, UNI_WARP, UNI_DIVERGENT };

/* Register numbering of the analysis: R0..R254, P0..P6, UR0..UR62, UP0..UP6. */
#define UNI_R   0
#define UNI_P   255
#define UNI_UR  262
#define UNI_UP  325
#define UNI_NREG 332

struct uni_info {
    size_t n;                   /* instructions */
    uint8_t *cond;              /* per instruction: level of its condition (guard and
                                   predicate operands; BRA.DIV: UNI_WARP); UNI_UNIFORM
                                   when it has none */
    int16_t *cond_reg;          /* the least uniform register of the condition, -1 none */
    int32_t *cond_origin;       /* instruction that made it so (a source of divergence,
                                   or the branch of a sync dependence), -1 none */
    uint8_t *result;            /* per instruction: level of what it writes */
    uint32_t *warp_ops;         /* per instruction: bit k set when operand k is a UR or UP
                                   (or a memory/constant operand naming a UR) whose value
                                   may differ between warps there */
    uint64_t ur_warp;           /* URs that hold a per-warp value somewhere */
    uint8_t up_warp;            /* UPs that do */
    uint32_t passes;            /* rounds of the outer fixpoint (dataflow + sync taint) */
};

enum ws_status uni_compute(const struct sass_function *f, struct uni_info **out,
                           struct ws_error *err);
/* What the analysis reads of the function's flow alone (its CFG and
 * immediate post-dominators), kept for the next computation over the same
 * flow: an edit that kept every instruction's flow, targets and offset
 * (sass_function.flow_version).  uni_compute_flow takes *flow where it
 * is for f as it is now (else frees it) and leaves the one it used there,
 * owned by the caller; the result is uni_compute's. */
struct uni_flow;
enum ws_status uni_compute_flow(const struct sass_function *f, struct uni_flow **flow,
                                struct uni_info **out, struct ws_error *err);
void uni_flow_free(struct uni_flow *fl);
void uni_free(struct uni_info *u);

/* The result for a function whose translation asks nothing of the analysis
 * (wave32 without a conditional branch): every condition uniform, no
 * per-warp register; what uni_compute gives for such a function's
 * branches. */
enum ws_status uni_trivial(size_t n, struct uni_info **out, struct ws_error *err);

/* 1 when uni_compute reads the same of instruction a as of b (at the same
 * place, with the same MIR): opcode, modifiers, guard, operand kinds,
 * registers and special registers.  They may differ in immediates,
 * displacements and constant offsets, which it does not read. */
int uni_inputs_same(const struct sass_insn *a, const struct sass_insn *b);

/* Do a and b agree on everything a translation reads: conditions, their
 * registers and origins, per-warp operands and registers? */
int uni_equal(const struct uni_info *a, const struct uni_info *b);

/* Name of analysis register r ("R4", "P0", "UR5", "UP1"). */
const char *uni_reg_name(int r, char *buf, size_t n);

/* Is the condition of instruction i the same in every lane of a wave of
 * `wave` lanes (32: one warp; 64: two)? */
int uni_cond_uniform(const struct uni_info *u, size_t i, int wave);

/* "uniform: ..." or "divergent: because ..." for the condition of
 * instruction i in a wave of `wave` lanes. */
void uni_explain(const struct uni_info *u, const struct sass_function *f, size_t i, int wave,
                 char *buf, size_t n);

#endif
