/* iadd.c - the rules for integer adds: IADD3, UIADD3, VIADD.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_iadd[] = {
    XRULE(.id = 30, .name = "iadd3", .cat = XC_INTEGER, .priority = 10,
          .opcode = "IADD3", .mods_none = "X", .ops = "rsss", .when = xm_no_carry,
          .pattern = "IADD3 Rd, a, b, c",
          .out = "v_add3_u32 $0, $1, $2, $3",
          .why = "both ISAs add three 32-bit values in one instruction (v_add3_u32)"),
    XRULE(.id = 37, .name = "viadd", .cat = XC_INTEGER, .priority = 10,
          .opcode = "VIADD", .ops = "rss",
          .pattern = "VIADD Rd, a, b",
          .out = "v_add_nc_u32 $0, $1, $2",
          .why = "sm_90's two-input add is RDNA3's add without carry-out"),
    XRULE(.id = 200, .name = "iadd3.general", .cat = XC_INTEGER, .priority = 12,
          .opcode = "IADD3", .when = xm_iadd3_general,
          .pattern = "IADD3[.X] Rd, [Pc..,] ±a, ±b, ±c [, Pi, Pi] (.X: ~a, ~b, ~c)",
          .emit = xe_iadd3, .flags = XRF_INEG | XRF_ANYMODS,
          .why = "IADD3 adds three values and may negate any of them or leave carries in predicates; "
                 "RDNA3 adds at most three (v_add3_u32) without negation, so subtractions become "
                 "v_sub_nc_u32, and carries go through v_add_co_u32 / v_add_co_ci_u32 whose carry is "
                 "a lane mask in an SGPR (the predicate itself). a-b carries when a >= b: the inverse "
                 "of v_sub_co_u32's borrow. IADD3.X with ~b (the high word of a 64-bit subtraction, "
                 "a + ~b + carry) complements b with v_not_b32 first"),
    XRULE(.id = 201, .name = "viadd.neg", .cat = XC_INTEGER, .priority = 12,
          .opcode = "VIADD", .ops = "rss", .when = xm_neg,
          .pattern = "VIADD Rd, a, -b",
          .emit = xe_viadd_neg, .flags = XRF_INEG,
          .why = "sm_90's two-input add with a negated input is a subtraction: RDNA3 integer sources "
                 "have no negate modifier, v_sub_nc_u32 does it"),
    XRULE(.id = 270, .name = "uiadd3", .cat = XC_INTEGER, .priority = 10,
          .opcode = "UIADD3", .when = xm_uiadd3,
          .pattern = "UIADD3[.X] URd, [UPc,] ±a, ±b, ±c [, UPi, !UPT]",
          .emit = xe_uiadd3, .flags = XRF_INEG,
          .why = "uniform adds run on the SALU: s_add_u32 leaves its carry in SCC and s_addc_u32 "
                 "adds SCC in, so a carry predicate is materialised from SCC (s_cselect) and put "
                 "back into SCC (s_cmp_lg) when consumed"),
    XRULE(.id = 1972, .name = "uiadd3.x.inv", .cat = XC_INTEGER, .priority = 20,
          .opcode = "UIADD3", .mods_all = "X", .when = xm_uiadd3_x_inv,
          .pattern = "UIADD3.X URd, [UPc,] ~a, b, URZ, UPi, !UPT",
          .emit = xe_uiadd3_x_inv, .flags = XRF_ANYMODS,
          .why = "the high word of a 64-bit uniform subtraction (a - b = a + ~b + 1 with the carry "
                 "from the low words): SALU adds take no complemented source, so s_not_b32 makes "
                 "it first; the carry comes in through SCC (s_addc_u32)"),
    XRULE(.id = 2190, .name = "uiadd3.cc", .cat = XC_INTEGER, .priority = 12,
          .opcode = "UIADD3", .when = xm_uiadd3_cc,
          .pattern = "UIADD3[.X] URd, UPc0[, UPc1], ±a, ±b, ±c [, UPi0, UPi1] (.X: ~a, ~b, ~c)",
          .emit = xe_uiadd3_cc, .flags = XRF_INEG | XRF_ANYMODS,
          .why = "a 64-bit uniform a + b - c or a - b (segmentationTree): SALU sources take no "
                 "negation, so -x is s_not_b32 plus 1 entering an add as SCC (s_addc_u32), as "
                 "the .X form's carries in do; each of the two adds leaves its carry in SCC, "
                 "taken into a predicate with s_cselect, and the predicates' sum is the carry "
                 "the .X word adds back"),
};
const size_t xrules_iadd_n = sizeof xrules_iadd / sizeof xrules_iadd[0];
