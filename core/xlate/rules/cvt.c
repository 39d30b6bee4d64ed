/* cvt.c - the rules for conversions: I2F, I2FP, F2I, F2F, F2FP, I2I, FRND.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_cvt[] = {
    XRULE(.id = 260, .name = "i2f", .cat = XC_CONVERSION, .priority = 10,
          .opcode = "I2F", .ops = "rs", .when = xm_i2f,
          .pattern = "I2F[.F64|.F16][.S32|.U32|.S16...][.RZ|.RM|.RP] Rd, a",
          .emit = xe_i2f, .flags = XRF_SHAPE,
          .why = "integer to float: v_cvt_f32_i32/u32 round by the MODE register, so a SASS "
                 "rounding modifier becomes s_round_mode around the conversion (restored to nearest "
                 "even after); to f64 it is exact (v_cvt_f64_i32); narrow sources are extended first"),
    XRULE(.id = 261, .name = "i2fp", .cat = XC_CONVERSION, .priority = 10,
          .opcode = "I2FP", .ops = "rs", .when = xm_i2f,
          .pattern = "I2FP.F32.{S32|U32}[.RZ...] Rd, a",
          .emit = xe_i2f, .flags = XRF_SHAPE,
          .why = "sm_90's integer-to-float on the FMA pipe: the same conversion"),
    XRULE(.id = 262, .name = "f2i", .cat = XC_CONVERSION, .priority = 10,
          .opcode = "F2I", .ops = "rs", .when = xm_f2i,
          .pattern = "F2I[.S32|.U32][.F64][.TRUNC|.FLOOR|.CEIL][.NTZ] Rd, a",
          .emit = xe_f2i, .flags = XRF_FMODS,
          .why = "float to integer: v_cvt_i32_f32 truncates, clamps out-of-range values and maps NaN "
                 "to 0 like F2I; FLOOR/CEIL/nearest round to an integral float first (v_floor, v_ceil, "
                 "v_rndne). Denormals convert to 0 either way, so FTZ/NTZ change nothing"),
    XRULE(.id = 1313, .name = "f2i.64", .cat = XC_CONVERSION, .priority = 11,
          .opcode = "F2I", .ops = "rr", .when = xm_f2i64,
          .pattern = "F2I.{S64|U64}[.F64][.TRUNC|.FLOOR|.CEIL] Rd, a",
          .emit = xe_f2i64, .flags = XRF_FMODS,
          .why = "RDNA3 converts floats to 32-bit integers only: the value, as an f64 rounded to an "
                 "integer (v_trunc/v_floor/v_ceil/v_rndne_f64), splits exactly into words "
                 "(floor(r * 2^-32) and one fma for the rest), each converted with v_cvt_*32_f64; "
                 "compares give F2I's saturation and NaN result 0x8000000000000000"),
    XRULE(.id = 1314, .name = "i2f.64", .cat = XC_CONVERSION, .priority = 11,
          .opcode = "I2F", .ops = "rr", .when = xm_i2f64,
          .pattern = "I2F[.F64].{S64|U64}[.RZ|.RP|.RM] Rd, a",
          .emit = xe_i2f64,
          .why = "RDNA3 converts 32-bit integers only: to f64, hi * 2^32 + lo in one v_fma_f64 "
                 "(one rounding); to f32, the magnitude normalized (v_clz, v_lshlrev_b64) with "
                 "the low word as a sticky bit, v_cvt_f32_u32, v_ldexp_f32; the rounding "
                 "modifier is s_round_mode around the rounding step"),
    XRULE(.id = 263, .name = "f2f", .cat = XC_CONVERSION, .priority = 10,
          .opcode = "F2F", .mods_none = "BF16", .ops = "rs", .when = xm_f2f,
          .pattern = "F2F.{F32.F64|F64.F32|F16.F32|F32.F16}[.RZ...] Rd, a",
          .emit = xe_f2f, .flags = XRF_FMODS,
          .why = "float width conversions are v_cvt_*; narrowing rounds by MODE (s_round_mode for "
                 "SASS's rounding modifiers), and an f16 result is zero-extended as SASS leaves it"),
    XRULE(.id = 264, .name = "f2fp.pack", .cat = XC_CONVERSION, .priority = 10,
          .opcode = "F2FP", .mods_none = "BF16", .ops = "rss", .when = xm_f2fp,
          .pattern = "F2FP[.F16.F32].PACK_AB Rd, a, b",
          .emit = xe_f2fp, .flags = XRF_FMODS,
          .why = "two floats rounded to halves and packed, a high: gfx11's packed convert "
                 "(v_cvt_pk_rtz) rounds toward zero, so each half is v_cvt_f16_f32 (nearest even) "
                 "and the pair is joined with v_lshl_or_b32"),
    XRULE(.id = 1315, .name = "f2f.bf16", .cat = XC_CONVERSION, .priority = 10,
          .opcode = "F2F", .mods_all = "BF16 F32", .mods_none = "SAT RELU FTZ RM RP", .ops = "rr",
          .pattern = "F2F.BF16.F32[.RZ] Rd, a",
          .emit = xe_f2f_bf16,
          .why = "gfx11 has no bf16 conversion: bf16 is f32's high half, rounded to nearest even "
                 "by adding 0x7fff plus the kept part's lowest bit (truncated for .RZ); a NaN "
                 "becomes 0x7fff as on the GPU, denormals are kept"),
    XRULE(.id = 1316, .name = "f2fp.bf16", .cat = XC_CONVERSION, .priority = 10,
          .opcode = "F2FP", .mods_all = "BF16 PACK_AB", .mods_none = "SAT RELU FTZ RM RP", .ops = "rsr",
          .pattern = "F2FP.BF16.F32.PACK_AB Rd, a, b",
          .emit = xe_f2fp_bf16,
          .why = "two floats rounded to bf16 and packed, a high: each as F2F.BF16.F32 does it "
                 "(integer rounding of the high half, NaN 0x7fff), joined with v_lshl_or_b32"),
    XRULE(.id = 265, .name = "i2i", .cat = XC_CONVERSION, .priority = 10,
          .opcode = "I2I", .ops = "rs", .when = xm_i2i,
          .pattern = "I2I.{S8,U8,S16,U16}.{S32,U32}[.SAT] Rd, a",
          .emit = xe_i2i,
          .why = "narrowing integer conversion: with .SAT a clamp (v_max/v_min), without it a "
                 "truncation with extension (v_bfe)"),
    XRULE(.id = 1206, .name = "frnd", .cat = XC_CONVERSION, .priority = 10,
          .opcode = "FRND", .mods_none = "FTZ SAT F16", .ops = "rs",
          .pattern = "FRND[.F64][.TRUNC|.FLOOR|.CEIL] Rd, a",
          .emit = xe_frnd, .flags = XRF_FMODS,
          .why = "round to an integral float: RDNA3 has each rounding as an opcode (v_rndne, "
                 "v_trunc, v_floor, v_ceil in f32 and f64); a NaN comes back quieted where NVIDIA "
                 "gives the canonical NaN"),
    XRULE(.id = 1964, .name = "i2f.bytesel", .cat = XC_CONVERSION, .priority = 20,
          .opcode = "I2F", .ops = "rr", .when = xm_i2f_bsel,
          .pattern = "I2F[.F64].{U8|S8|U16|S16} Rd, Ra.{B0..B3|H0|H1}",
          .emit = xe_i2f_bsel, .flags = XRF_HSEL,
          .why = "SASS converts a byte or half of a register in place ((float)((w >> 8) & 0xff) is "
                 "I2F.U8 R, R.B1); RDNA3 extracts it first (v_bfe_u32/i32, as the type extends), "
                 "then converts: an 8- or 16-bit integer is exact in f32 and f64"),
};
const size_t xrules_cvt_n = sizeof xrules_cvt / sizeof xrules_cvt[0];
