/* rdna_eval.h - a tiny one-lane evaluator for the RDNA3 VALU/SALU bit
 * operations the integer rules emit (logic, byte permute, shifts), used to
 * check translations bit-exactly.  Not an emulator: no EXEC, no memory. */
#ifndef WS_RDNA_EVAL_H
#define WS_RDNA_EVAL_H

#include <stdint.h>

#include "rdna/rdna.h"

struct rdna_lane {
    uint32_t v[256];        /* this lane's VGPRs */
    uint32_t s[128];        /* SGPRs */
};

/* Run one instruction on the lane; 0 done, -1 an opcode or operand form
 * the evaluator does not know (the message names it). */
int rdna_eval_insn(struct rdna_lane *l, const struct rdna_insn *in, char *msg, size_t len);

#endif
