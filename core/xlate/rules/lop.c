/* lop.c - the rules for three-input logic: LOP3, ULOP3, PLOP3, UPLOP3.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_lop[] = {
    XRULE(.id = 240, .name = "lop3", .cat = XC_INTEGER, .priority = 10,
          .opcode = "LOP3", .mods_all = "LUT", .when = xm_lop3,
          .pattern = "LOP3.LUT [Pd,] Rd, a, b, c, lut, !PT",
          .emit = xe_lop3, .flags = XRF_SHAPE,
          .why = "LOP3 evaluates any 3-input boolean function from an 8-bit table; gfx11 has no "
                 "v_bitop3, so the table (after folding constant inputs) is synthesised from "
                 "v_and/or/xor/xnor/not and the 3-input v_bfi_b32 (a mux), v_and_or_b32, v_or3_b32, "
                 "v_xor3_b32: a cheapest-first search over all tables, 1-3 instructions for "
                 "almost every table. The predicate form sets Pd = (result != 0) with v_cmp_ne_u32"),
    XRULE(.id = 241, .name = "ulop3", .cat = XC_INTEGER, .priority = 10,
          .opcode = "ULOP3", .mods_all = "LUT", .when = xm_lop3,
          .pattern = "ULOP3.LUT [UPd,] URd, a, b, c, lut, !UPT",
          .emit = xe_ulop3,
          .why = "the uniform table logic with SALU's two-input operations (and, or, xor, xnor, "
                 "nand, nor, and_not1, or_not1, not); there is no 3-input SALU logic"),
    XRULE(.id = 242, .name = "plop3", .cat = XC_COMPARE, .priority = 10,
          .opcode = "PLOP3", .mods_all = "LUT", .when = xm_plop3,
          .pattern = "PLOP3.LUT Pd, PT, a, b, c, lut, 0x0",
          .emit = xe_plop3, .flags = XRF_GUARDED,
          .why = "predicate logic is mask logic: each predicate is a lane-mask SGPR (a pair in "
                 "wave64), so the table becomes SALU operations on masks; constant (PT) and negated "
                 "inputs are folded into the table, and a guarded PLOP3 merges under the guard because "
                 "SALU ignores EXEC"),
    XRULE(.id = 243, .name = "uplop3", .cat = XC_COMPARE, .priority = 10,
          .opcode = "UPLOP3", .mods_all = "LUT", .when = xm_plop3,
          .pattern = "UPLOP3.LUT UPd, UPT, a, b, c, lut, 0x0",
          .emit = xe_plop3,
          .why = "uniform predicate logic: the same SALU mask logic"),
    XRULE(.id = 1967, .name = "lop3.pred.in", .cat = XC_INTEGER, .priority = 20,
          .opcode = "LOP3", .mods_all = "LUT", .when = xm_lop3_pin,
          .pattern = "LOP3.LUT[.PAND] Pd, Rd, a, b, c, lut, Pq",
          .emit = xe_lop3_pin,
          .why = "LOP3's predicate output is (result != 0) combined with a predicate input: ORed by "
                 "default, ANDed with .PAND (!PT as input is the plain form); nvcc chains it to "
                 "accumulate 'any bit set' tests.  RDNA3 has no such fused combine: the lane masks "
                 "are combined with s_or/s_and (_not1 for !Pq) after the compare"),
};
const size_t xrules_lop_n = sizeof xrules_lop / sizeof xrules_lop[0];
