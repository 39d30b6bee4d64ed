/* lea.c - the rules for shift-and-add for addresses: LEA, ULEA.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_lea[] = {
    XRULE(.id = 38, .name = "lea", .cat = XC_INTEGER, .priority = 10,
          .opcode = "LEA", .mods_none = "HI X", .ops = "rssi",
          .pattern = "LEA Rd, a, b, k",
          .out = "v_lshl_add_u32 $0, $1, $3, $2",
          .why = "shift-and-add for addresses: (a << k) + b is v_lshl_add_u32"),
    XRULE(.id = 1161, .name = "lea.neg", .cat = XC_INTEGER, .priority = 11,
          .opcode = "LEA", .mods_none = "HI X", .ops = "rrri", .when = xm_lea_neg,
          .pattern = "LEA Rd, a, -b, k",
          .emit = xe_lea_neg,
          .flags = XRF_INEG,
          .excl = "lea-neg=b",
          .why = "(a << k) - b (x*9 - x style multiplies): RDNA3 integer sources have no negate, so a "
                 "shift and a subtraction"),
    XRULE(.id = 1162, .name = "lea.nega", .cat = XC_INTEGER, .priority = 11,
          .opcode = "LEA", .mods_none = "HI X", .ops = "rrri", .when = xm_lea_nega,
          .pattern = "LEA Rd, -a, b, k",
          .emit = xe_lea_nega,
          .flags = XRF_INEG,
          .excl = "lea-neg=a",
          .why = "b - (a << k) (nvcc's negated index arithmetic): RDNA3 integer sources have no "
                 "negate, so a shift and a subtraction"),
    XRULE(.id = 205, .name = "lea.carry", .cat = XC_INTEGER, .priority = 12,
          .opcode = "LEA", .mods_none = "HI", .when = xm_lea_carry,
          .pattern = "LEA Rd, Pc, a, b, k",
          .emit = xe_lea_carry,
          .why = "the low half of a 64-bit address: (a << k) + b with the carry kept in a predicate; "
                 "RDNA3 has no shift-add with carry-out, so a shift then v_add_co_u32 whose carry "
                 "mask is the predicate's SGPR"),
    XRULE(.id = 206, .name = "lea.hi", .cat = XC_INTEGER, .priority = 12,
          .opcode = "LEA", .mods_all = "HI", .when = xm_lea_hi,
          .pattern = "LEA.HI[.X][.SX32] Rd, [Pc,] a, b, [c,] k [, Pi]",
          .emit = xe_lea_hi,
          .why = "the high half of a 64-bit address: b + the bits of {c:a} << k that cross into the "
                 "high word (a funnel shift: v_alignbit_b32 by 32-k, or a >> (32-k) when c is zero, "
                 "or an arithmetic shift for .SX32, where c is a's sign), plus the low half's carry "
                 "through v_add_co_ci_u32 (.X); with Pc the add's carry-out goes to the predicate's "
                 "mask (v_add_co_u32, nvcc's signed 64-bit division by a power of two)"),
    XRULE(.id = 2690, .name = "lea.hi.neg", .cat = XC_INTEGER, .priority = 13,
          .opcode = "LEA", .mods_all = "HI", .mods_none = "X", .when = xm_lea_hi_neg,
          .pattern = "LEA.HI[.SX32] Rd, a, -b, [c,] k",
          .emit = xe_lea_hi_neg, .flags = XRF_INEG,
          .why = "the high bits of {c:a} << k minus b (cuda-samples' threadFenceReduction: "
                 "LEA.HI R7, R7, -R6, RZ, 0x1b): RDNA3 integer sources have no negate, so the "
                 "shifted bits (a >> (32-k), arithmetic for .SX32, or v_alignbit_b32 with c) "
                 "then v_sub_nc_u32 (case lea_hi_neg; lea_hi_neg_i: signed x / 32 - y)"),
    XRULE(.id = 272, .name = "ulea", .cat = XC_INTEGER, .priority = 10,
          .opcode = "ULEA", .when = xm_ulea,
          .pattern = "ULEA[.HI[.X][.SX32]] URd, [UPc,] [-]a, b, [c,] k",
          .emit = xe_ulea, .flags = XRF_INEG,
          .why = "scalar shift-and-add: s_lshl1..4_add_u32 for small shifts, else s_lshl_b32 and "
                 "s_add_u32; the .HI forms shift the high bits down and add with SCC as the carry; "
                 "ULEA URd, UPc, -a, b, k (the low word of a 64-bit b - (a << k)) is s_sub_u32, "
                 "whose SCC is the borrow: the carry SASS keeps (the sum b + ~(a << k) + 1) is its "
                 "complement"),
    XRULE(.id = 622, .name = "lea.smem-window", .cat = XC_MEMORY, .priority = 30,
          .opcode = "LEA", .mods_none = "HI X", .ops = "rssi", .when = xm_window_shift,
          .pattern = "LEA Rd, cgactaid, base, 0x18",
          .emit = xe_lea_window,
          .why = "sm_90 computes the shared window (rank << 24) + 0x400 + offset; LDS starts at 0 "
                 "and is private to the workgroup, so this becomes base - 0x400 (the emit looks "
                 "back to the S2R SR_CgaCtaId that defined the shifted register; any other LEA by "
                 "0x18 is a plain v_lshl_add_u32)"),
    XRULE(.id = 623, .name = "ulea.smem-window", .cat = XC_MEMORY, .priority = 30,
          .opcode = "ULEA", .mods_none = "HI X", .ops = "uusi", .when = xm_window_shift,
          .pattern = "ULEA URd, cgactaid, base, 0x18",
          .emit = xe_ulea_window,
          .why = "uniform form of the sm_90 shared window: base - 0x400 in an SGPR"),
};
const size_t xrules_lea_n = sizeof xrules_lea / sizeof xrules_lea[0];
