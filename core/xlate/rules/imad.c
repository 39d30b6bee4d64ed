/* imad.c - the rules for integer multiply-add: IMAD (and its .MOV, .IADD, .SHL, .WIDE, .HI, .X forms), UIMAD,
 * and the dot products IDP.4A/IDP.2A.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_imad[] = {
    XRULE(.id = 21, .name = "imad.mov", .cat = XC_INTEGER, .priority = 20,
          .opcode = "IMAD", .mods_all = "MOV", .ops = "rrrs", .when = xm_imad_mov,
          .pattern = "IMAD.MOV.U32 Rd, RZ, RZ, x",
          .out = "v_mov_b32 $0, $3",
          .excl = "imad-form=mov",
          .why = "nvcc moves through the integer multiply-add (RZ*RZ+x) to balance pipes; RDNA3 "
                 "has a plain move"),
    XRULE(.id = 31, .name = "imad", .cat = XC_INTEGER, .priority = 10,
          .opcode = "IMAD", .mods_none = "WIDE HI MOV SHL IADD X", .ops = "rsss",
          .pattern = "IMAD Rd, a, b, c",
          .out = "v_mul_lo_u32 $t0, $1, $2\nv_add_nc_u32 $0, $t0, $3",
          .why = "RDNA3 has no 32x32+32 low multiply-add; the multiply is a full-rate-quarter "
                 "v_mul_lo_u32 followed by an add"),
    XRULE(.id = 32, .name = "imad.iadd", .cat = XC_INTEGER, .priority = 20,
          .opcode = "IMAD", .mods_all = "IADD", .ops = "rsss", .when = xm_times_one,
          .pattern = "IMAD.IADD Rd, a, 0x1, c",
          .out = "v_add_nc_u32 $0, $1, $3",
          .excl = "imad-form=iadd",
          .why = "nvcc spells a+c as a*1+c on the multiply-add pipe; RDNA3 adds directly"),
    XRULE(.id = 33, .name = "imad.shl", .cat = XC_INTEGER, .priority = 20,
          .opcode = "IMAD", .mods_all = "SHL", .ops = "rsss",
          .pattern = "IMAD.SHL.U32 Rd, a, 2^k, c",
          .out = "v_mul_lo_u32 $t0, $1, $2\nv_add_nc_u32 $0, $t0, $3",
          .excl = "imad-form=shl",
          .why = "a shift written as a multiply by a power of two; the product is the same"),
    XRULE(.id = 34, .name = "imad.wide.u32", .cat = XC_INTEGER, .priority = 20,
          .opcode = "IMAD", .mods_all = "WIDE U32", .ops = "rsss",
          .pattern = "IMAD.WIDE.U32 Rd:Rd+1, a, b, c:c+1",
          .out = "v_mad_u64_u32 $0:64, null, $1, $2, $3:64",
          .excl = "imad-form=wide",
          .why = "32x32+64 -> 64 (address arithmetic) is one v_mad_u64_u32 on RDNA3"),
    XRULE(.id = 35, .name = "imad.wide", .cat = XC_INTEGER, .priority = 15,
          .opcode = "IMAD", .mods_all = "WIDE", .mods_none = "U32", .ops = "rsss",
          .pattern = "IMAD.WIDE Rd:Rd+1, a, b, c:c+1",
          .out = "v_mad_i64_i32 $0:64, null, $1, $2, $3:64",
          .why = "signed 32x32+64 -> 64 is v_mad_i64_i32"),
    XRULE(.id = 36, .name = "imad.hi.u32", .cat = XC_INTEGER, .priority = 20,
          .opcode = "IMAD", .mods_all = "HI U32", .ops = "rssr",
          .pattern = "IMAD.HI.U32 Rd, a, b, c",
          .emit = xe_imad_hi,
          .excl = "imad-form=hi",
          .why = "the high word of a*b + c:c+1: the addend is the 64-bit pair starting at c "
                 "(IMAD.HI is the high half of IMAD.WIDE's accumulate; nvcc's division zeroes c "
                 "and keeps its estimate in c+1), so the low words' carry goes into the high sum"),
    XRULE(.id = 1210, .name = "imad.hi.u32.cc", .cat = XC_INTEGER, .priority = 20,
          .opcode = "IMAD", .mods_all = "HI U32", .mods_none = "X WIDE", .ops = "rpssr",
          .pattern = "IMAD.HI.U32 Rd, P, a, b, c",
          .emit = xe_imad_hi_cc,
          .why = "with a predicate after Rd, IMAD.HI.U32 also writes the carry out of bit 64 of "
                 "a*b + {c+1:c} (measured on the H200: mad.hi.cc.u32's carry, c zeroed and the "
                 "addend in c+1); v_mad_u64_u32 writes that carry as its lane mask"),
    XRULE(.id = 1311, .name = "imad.wide.u32.cc", .cat = XC_INTEGER, .priority = 22,
          .opcode = "IMAD", .mods_all = "WIDE U32", .when = xm_imad_wide_cc,
          .pattern = "IMAD.WIDE.U32[.X] Rd, [P,] a, b, c[, Pi]",
          .emit = xe_imad_wide_cc,
          .why = "with a predicate after Rd, IMAD.WIDE.U32 writes the carry out of bit 64 of "
                 "a*b + {c+1:c}; .X adds a carry-in predicate (nvcc's __umul64hi and 64-bit "
                 "division): v_mad_u64_u32 gives the carry as its lane mask, the carry in is "
                 "added with v_add_co_ci_u32 after it"),
    XRULE(.id = 1312, .name = "idp", .cat = XC_INTEGER, .priority = 10,
          .opcode = "IDP", .ops = "rsss", .when = xm_idp,
          .pattern = "IDP.{4A.{S8,U8}.{S8,U8}|2A.{LO,HI}.{S16,U16}.{S8,U8}} Rd, a, b, c",
          .emit = xe_idp,
          .why = "dp4a/dp2a: c plus the products of a's bytes (4A) or halves (2A) with b's bytes "
                 "(2A: bytes 0,1 for .LO, 2,3 for .HI); each product is a v_mad_i32_i24 of the "
                 "extracted fields (v_bfe_i32/u32), summed with 32-bit wrap as IDP's"),
    XRULE(.id = 202, .name = "imad.neg", .cat = XC_INTEGER, .priority = 25,
          .opcode = "IMAD", .ops = "rsss", .when = xm_imad_neg,
          .pattern = "IMAD[.MOV|.IADD] Rd, ±a, ±b, ±c",
          .emit = xe_imad_neg, .flags = XRF_INEG,
          .why = "nvcc folds negation into the multiply-add (RZ*RZ - x is a negation, a*1 - c a "
                 "subtraction); RDNA3 integer ops cannot negate a source, so the product and the "
                 "addend are combined with v_sub_nc_u32"),
    XRULE(.id = 203, .name = "imad.x", .cat = XC_INTEGER, .priority = 25,
          .opcode = "IMAD", .mods_all = "X", .mods_none = "WIDE", .ops = "rsssp", .when = xm_imad_x,
          .pattern = "IMAD.X Rd, a, b, c, Pi",
          .emit = xe_imad_x, .flags = XRF_ANYMODS,
          .why = "IMAD.X adds the carry of the low half of a 64-bit add (a predicate); RDNA3's "
                 "v_add_co_ci_u32 takes that carry as a lane mask in an SGPR; "
                 "~a, ~b, ~c (nvcc's high word of a 64-bit subtraction, IMAD.X Rd, a, 0x1, ~b, P) "
                 "are inverted first (v_not_b32)"),
    XRULE(.id = 204, .name = "imad.hi", .cat = XC_INTEGER, .priority = 20,
          .opcode = "IMAD", .mods_all = "HI", .mods_none = "U32 WIDE X", .ops = "rssr",
          .pattern = "IMAD.HI Rd, a, b, c",
          .emit = xe_imad_hi,
          .excl = "imad-form=hi",
          .why = "the high word of the signed 32x32 product plus the 64-bit pair c:c+1 (as "
                 "imad.hi.u32, with v_mul_hi_i32)"),
    XRULE(.id = 271, .name = "uimad", .cat = XC_INTEGER, .priority = 10,
          .opcode = "UIMAD", .ops = "usss", .when = xm_uimad,
          .pattern = "UIMAD[.WIDE[.U32]] URd, a, b, c",
          .emit = xe_uimad,
          .why = "scalar multiply-add: s_mul_i32 (and s_mul_hi for .WIDE) then s_add_u32/s_addc_u32; "
                 "64-bit values are even-aligned SGPR pairs as SALU requires"),
    XRULE(.id = 2191, .name = "uimad.neg", .cat = XC_INTEGER, .priority = 12,
          .opcode = "UIMAD", .mods_none = "WIDE HI X", .ops = "usss", .when = xm_uimad_neg,
          .pattern = "UIMAD URd, a, b, -c",
          .emit = xe_uimad_neg, .flags = XRF_INEG,
          .why = "a uniform a*b - c (rodinia hotspot): SALU sources take no negation, so the "
                 "product (s_mul_i32) is followed by s_sub_u32 (c - a*b for a negated factor)"),
};
const size_t xrules_imad_n = sizeof xrules_imad / sizeof xrules_imad[0];
