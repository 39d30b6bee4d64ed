/* conv.c - the rules for convergence barriers and indirect branches:
 * BREAK, BMOV, BRX.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_conv.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_conv[] = {
    XRULE(.id = 1300, .name = "break", .cat = XC_CONTROL, .priority = 20,
          .opcode = "BREAK", .ops = "*", .when = xm_any,
          .pattern = "[@P] BREAK Bn",
          .emit = xe_nothing, .flags = XRF_GUARDED,
          .why = "BREAK takes the threads leaving a loop out of its convergence barrier, so that "
                 "the BSYNC after the loop does not wait for them; here lanes wait only in the "
                 "pending masks, where the branch out of the loop puts them, so a barrier's "
                 "membership needs no instruction"),
    XRULE(.id = 1301, .name = "bmov.save", .cat = XC_CONTROL, .priority = 21,
          .opcode = "BMOV", .ops = "r*", .when = xm_any,
          .pattern = "BMOV.32.CLEAR Rd, Bn",
          .emit = xe_bmov_to_reg,
          .why = "nvcc saves a convergence barrier in a register (and clears it) around nested "
                 "loops and calls and moves it back later; RDNA3 has no convergence barriers "
                 "(reconvergence is the pending masks), so the register gets a defined 0 that "
                 "only a BMOV back ever reads"),
    XRULE(.id = 1302, .name = "bmov.restore", .cat = XC_CONTROL, .priority = 20,
          .opcode = "BMOV", .ops = "*r", .when = xm_any,
          .pattern = "BMOV.32 Bn, Rs",
          .out = "", .flags = XRF_GUARDED,
          .why = "restoring a convergence barrier: nothing to restore where reconvergence is the "
                 "pending masks"),
    XRULE(.id = 1303, .name = "brx", .cat = XC_CONTROL, .priority = 20,
          .opcode = "BRX", .ops = "ri", .when = xm_any,
          .pattern = "[@P] BRX Ra imm (*\"BRANCH_TARGETS L0,L1,...\"*)",
          .emit = xe_brx, .flags = XRF_GUARDED,
          .why = "a switch's jump table: each thread jumps to pc_next + Ra + imm, one of the "
                 "annotated targets; a wave has one program counter, so for each target the "
                 "lanes whose Ra leads there are found with v_cmp and wait at its label "
                 "(pending mask), and the wave goes on at the earliest label with lanes"),
};
const size_t xrules_conv_n = sizeof xrules_conv / sizeof xrules_conv[0];
