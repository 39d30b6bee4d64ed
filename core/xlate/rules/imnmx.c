/* imnmx.c - the rules for integer min/max, absolute value and select: IMNMX, VIMNMX, IABS, SEL, USEL.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_imnmx[] = {
    XRULE(.id = 220, .name = "imnmx", .cat = XC_INTEGER, .priority = 10,
          .opcode = "IMNMX", .ops = "rssp", .when = xm_mnmx,
          .pattern = "IMNMX[.U32] Rd, a, b, P",
          .emit = xe_mnmx,
          .why = "SASS chooses min or max with a predicate operand (PT = min, !PT = max, a register "
                 "predicate per lane); RDNA3 has separate v_min/v_max (signed and unsigned) and a "
                 "per-lane choice is a v_cndmask between both"),
    XRULE(.id = 221, .name = "vimnmx", .cat = XC_INTEGER, .priority = 10,
          .opcode = "VIMNMX", .ops = "rssp", .when = xm_mnmx,
          .pattern = "VIMNMX[.U32] Rd, a, b, P",
          .emit = xe_mnmx,
          .why = "sm_90's min/max: the same predicate convention as IMNMX (PT = min)"),
    XRULE(.id = 227, .name = "viaddmnmx", .cat = XC_INTEGER, .priority = 10,
          .opcode = "VIADDMNMX", .ops = "rsssp",
          .pattern = "VIADDMNMX[.U32] Rd, ±a, ±b, c, P",
          .emit = xe_viaddmnmx, .flags = XRF_INEG,
          .why = "sm_90 fuses an add into min/max (PT = min, !PT = max of the wrapping a + b and c); "
                 "RDNA3 adds, then v_min/v_max (a per-lane predicate picks between both)"),
    XRULE(.id = 228, .name = "vimnmx3", .cat = XC_INTEGER, .priority = 10,
          .opcode = "VIMNMX3", .ops = "rsssp",
          .pattern = "VIMNMX3[.U32] Rd, a, b, c, P",
          .emit = xe_vimnmx3,
          .why = "sm_90's three-input min/max (PT = min) is RDNA3's v_min3/v_max3"),
    XRULE(.id = 222, .name = "sel", .cat = XC_INTEGER, .priority = 10,
          .opcode = "SEL", .ops = "rssp",
          .pattern = "SEL Rd, a, b, [!]P",
          .emit = xe_sel, .flags = XRF_SHAPE,
          .why = "SEL picks a where the predicate holds; v_cndmask_b32 picks its SECOND source where "
                 "the lane-mask bit is set, so a goes second (first for !P)"),
    XRULE(.id = 223, .name = "usel", .cat = XC_INTEGER, .priority = 10,
          .opcode = "USEL", .ops = "ussq",
          .pattern = "USEL URd, a, b, [!]UP",
          .emit = xe_usel,
          .why = "a uniform select: compare the uniform predicate's mask with 0 into SCC, then "
                 "s_cselect_b32"),
    XRULE(.id = 224, .name = "iabs", .cat = XC_INTEGER, .priority = 10,
          .opcode = "IABS", .ops = "rs",
          .pattern = "IABS Rd, a",
          .emit = xe_iabs,
          .why = "no integer absolute value on RDNA3: max(a, 0 - a), which keeps INT_MIN as SASS does"),
};
const size_t xrules_imnmx_n = sizeof xrules_imnmx / sizeof xrules_imnmx[0];
