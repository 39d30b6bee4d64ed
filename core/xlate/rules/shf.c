/* shf.c - the rules for funnel shifts: SHF, USHF.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_shf[] = {
    XRULE(.id = 210, .name = "shf", .cat = XC_INTEGER, .priority = 10,
          .opcode = "SHF", .when = xm_shf,
          .pattern = "SHF.{L,R}[.W].{U32,S32,U64,S64}[.HI] Rd, lo, n, hi",
          .emit = xe_shf, .flags = XRF_SHAPE,
          .why = "SASS shifts the 64-bit pair {hi:lo} and keeps one word; the amount is clamped to the "
                 "type width (or wrapped with .W). RDNA3 has a 32-bit funnel shift right, "
                 "v_alignbit_b32 (a left funnel by n is a right one by 32-n), plain 32-bit shifts for "
                 "words that fall out entirely, and 64-bit shifts (v_lshlrev_b64, whose amount "
                 "wraps at 64) for per-lane amounts"),
    XRULE(.id = 211, .name = "ushf", .cat = XC_INTEGER, .priority = 10,
          .opcode = "USHF", .when = xm_shf,
          .pattern = "USHF... URd, lo, n, hi",
          .emit = xe_ushf,
          .why = "a uniform funnel shift is a scalar one: SALU has 32- and 64-bit shifts but no "
                 "funnel shift, so the pair is built in two scratch SGPRs and shifted as 64 bits"),
};
const size_t xrules_shf_n = sizeof xrules_shf / sizeof xrules_shf[0];
