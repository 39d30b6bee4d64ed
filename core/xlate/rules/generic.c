/* generic.c - the rules for generic-address queries: QSPC.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_generic[] = {
    XRULE(.id = 1971, .name = "qspc.shared", .cat = XC_MEMORY, .priority = 10,
          .opcode = "QSPC", .mods_all = "E S", .ops = "prm",
          .pattern = "QSPC.E.S Pd, RZ, [Ra]",
          .emit = xe_qspc_shared,
          .why = "__isShared(p): is the generic address in the shared window?  AMD's flat addresses "
                 "are in LDS when their high word is the LDS aperture's (src_shared_base), which is "
                 "where generic pointers into shared memory point after translation (c[0x0][0x18], "
                 "SR_SWINHI)"),
};
const size_t xrules_generic_n = sizeof xrules_generic / sizeof xrules_generic[0];
