/* bitops.c - the rules for bit counts and fields: FLO, UFLO, BREV, UBREV, POPC, UPOPC, SGXT, BMSK.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_bitops[] = {
    XRULE(.id = 42, .name = "popc", .cat = XC_INTEGER, .priority = 10,
          .opcode = "POPC", .ops = "rs",
          .pattern = "POPC Rd, a",
          .out = "v_bcnt_u32_b32 $0, $1, 0",
          .why = "population count: RDNA3's v_bcnt_u32_b32 also adds an accumulator, given as 0"),
    XRULE(.id = 215, .name = "flo", .cat = XC_INTEGER, .priority = 10,
          .opcode = "FLO", .ops = "rs",
          .pattern = "FLO[.U32|.S32][.SH] Rd, a",
          .emit = xe_flo,
          .why = "FLO gives the bit position of the leading one (31 - clz), .SH the leading-zero "
                 "count, both 0xffffffff for no bit; v_clz_i32_u32 counts leading zeros (-1 for 0): "
                 "31 - clz is 32 for 0, turned into -1 by OR-ing bit 5 sign-extended"),
    XRULE(.id = 216, .name = "uflo", .cat = XC_INTEGER, .priority = 10,
          .opcode = "UFLO", .ops = "us",
          .pattern = "UFLO[.U32][.SH] URd, a",
          .emit = xe_uflo,
          .why = "the scalar leading-one search: s_flbit_i32_b32 counts leading zeros, -1 for 0"),
    XRULE(.id = 217, .name = "brev", .cat = XC_INTEGER, .priority = 10,
          .opcode = "BREV", .ops = "rs",
          .pattern = "BREV Rd, a",
          .out = "v_bfrev_b32 $0, $1",
          .why = "bit reversal exists on both: v_bfrev_b32"),
    XRULE(.id = 218, .name = "ubrev", .cat = XC_INTEGER, .priority = 10,
          .opcode = "UBREV", .ops = "us",
          .pattern = "UBREV URd, a",
          .out = "s_brev_b32 $0, $1",
          .why = "scalar bit reversal: s_brev_b32"),
    XRULE(.id = 219, .name = "upopc", .cat = XC_INTEGER, .priority = 10,
          .opcode = "UPOPC", .ops = "us",
          .pattern = "UPOPC URd, a",
          .out = "s_bcnt1_i32_b32 $0, $1",
          .why = "scalar population count: s_bcnt1_i32_b32 (it also sets SCC)"),
    XRULE(.id = 225, .name = "sgxt", .cat = XC_INTEGER, .priority = 10,
          .opcode = "SGXT", .ops = "rsi", .when = xm_sgxt,
          .pattern = "SGXT[.U32] Rd, a, n",
          .emit = xe_sgxt,
          .why = "sign extension of the low n bits is a bit-field extract from bit 0 (v_bfe_i32; "
                 "v_bfe_u32 for .U32)"),
    XRULE(.id = 226, .name = "bmsk", .cat = XC_INTEGER, .priority = 10,
          .opcode = "BMSK", .ops = "rss", .when = xm_bmsk,
          .pattern = "BMSK[.W] Rd, pos, width",
          .emit = xe_bmsk,
          .why = "a mask of width ones at pos is v_bfm_b32 (width, pos both wrap at 32 as .W "
                 "does); the clamping form is folded when both are constants, and from registers clamps "
                 "both to 32 first (v_min_u32: width 32 is -1 << pos, pos 32 is 0)"),
};
const size_t xrules_bitops_n = sizeof xrules_bitops / sizeof xrules_bitops[0];
