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
    XRULE(.id = 2611, .name = "qspc.dsmem", .cat = XC_MEMORY, .priority = 10,
          .opcode = "QSPC", .mods_all = "E D", .mods_none = "S", .ops = "prm",
          .pattern = "QSPC.E.D Pd, RZ, [Ra]",
          .emit = xe_qspc_dsmem,
          .why = "is the generic address in distributed shared memory (another CTA's of the "
                 "cluster)?  The translation takes every launch as clusters of one CTA (gfx11 has "
                 "no clusters; the cluster words of c[0x0] say so too), where the only shared "
                 "memory a generic address reaches is the CTA's own, which QSPC.E.S answers (sm_90's "
                 "generic atomics ask .S first): false in every active lane"),
};
const size_t xrules_generic_n = sizeof xrules_generic / sizeof xrules_generic[0];
