/* dfma.c - the rules for FP64 arithmetic: DADD, DMUL, DFMA, DMNMX.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_dfma[] = {
    XRULE(.id = 460, .name = "dadd", .cat = XC_FLOAT, .priority = 10,
          .opcode = "DADD", .ops = "rss",
          .pattern = "DADD Rd, a, b",
          .emit = xe_arith, .flags = XRF_FMODS | XRF_SHAPE,
          .why = "IEEE double add on register pairs; SASS prints double immediates as numbers (2 "
                 "is 2.0) and RDNA3 takes a 32-bit literal as the double's high word, so only "
                 "doubles with a zero low word are literals, others go through a VGPR pair; "
                 ".RZ/.RM/.RP set the FP64 rounding field"),
    XRULE(.id = 461, .name = "dmul", .cat = XC_FLOAT, .priority = 10,
          .opcode = "DMUL", .ops = "rss",
          .pattern = "DMUL Rd, a, b",
          .emit = xe_arith, .flags = XRF_FMODS | XRF_SHAPE,
          .why = "IEEE double multiply"),
    XRULE(.id = 462, .name = "dfma", .cat = XC_FLOAT, .priority = 10,
          .opcode = "DFMA", .ops = "rsss",
          .pattern = "DFMA Rd, a, b, c",
          .emit = xe_arith, .flags = XRF_FMODS | XRF_SHAPE,
          .why = "double fused multiply-add"),
    XRULE(.id = 463, .name = "dmnmx", .cat = XC_FLOAT, .priority = 10,
          .opcode = "DMNMX", .ops = "rssp", .when = xm_const_pt,
          .pattern = "DMNMX Rd, a, b, !PT|PT",
          .emit = xe_dmnmx, .flags = XRF_FMODS,
          .why = "double min (PT) or max (!PT) on register pairs: v_min_f64 / v_max_f64"),
};
const size_t xrules_dfma_n = sizeof xrules_dfma / sizeof xrules_dfma[0];
