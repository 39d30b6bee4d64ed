/* hfma2.c - the rules for packed FP16: HADD2, HMUL2, HFMA2, HMNMX2.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_hfma2[] = {
    XRULE(.id = 440, .name = "hadd2", .cat = XC_FLOAT, .priority = 10,
          .opcode = "HADD2", .mods_none = "F32 SAT",
          .pattern = "HADD2 Rd, a, b",
          .emit = xe_hpacked, .flags = XRF_FMODS | XRF_HSEL,
          .why = "two fp16 adds in one register on both; SASS picks halves with .H0_H0/.H1_H1, "
                 "RDNA3 with op_sel (low lane) and op_sel_hi (high lane); -x is neg_lo/neg_hi; "
                 "a packed immediate is printed as two values, high half first"),
    XRULE(.id = 441, .name = "hmul2", .cat = XC_FLOAT, .priority = 10,
          .opcode = "HMUL2", .mods_none = "SAT",
          .pattern = "HMUL2 Rd, a, b",
          .emit = xe_hpacked, .flags = XRF_FMODS | XRF_HSEL,
          .why = "packed fp16 multiply: v_pk_mul_f16 with op_sel for the half selectors"),
    XRULE(.id = 442, .name = "hfma2", .cat = XC_FLOAT, .priority = 10,
          .opcode = "HFMA2", .mods_none = "SAT", .when = xm_hfma2_fma,
          .pattern = "HFMA2[.MMA] Rd, a, b, c",
          .emit = xe_hpacked, .flags = XRF_FMODS | XRF_HSEL,
          .excl = "hmov=no",
          .why = "packed fp16 fused multiply-add; .MMA only says which pipe issues it"),
    XRULE(.id = 443, .name = "hfma2.mov", .cat = XC_FLOAT, .priority = 10,
          .opcode = "HFMA2", .when = xm_hmov,
          .pattern = "HFMA2.MMA Rd, -RZ, RZ, hi, lo",
          .emit = xe_hmov, .flags = XRF_FMODS,
          .excl = "hmov=yes",
          .why = "nvcc materialises 32-bit constants on the half pipe as -0*0 + {hi, lo}; the "
                 "result is the constant's bits (4 is printed as 0, 2.38e-07), so a v_mov"),
    XRULE(.id = 444, .name = "hmnmx2", .cat = XC_FLOAT, .priority = 10,
          .opcode = "HMNMX2", .mods_none = "NAN",
          .pattern = "HMNMX2 Rd, a, b, !PT|PT",
          .emit = xe_hpacked, .flags = XRF_FMODS | XRF_HSEL,
          .why = "packed fp16 min (PT) or max (!PT): v_pk_min_f16 / v_pk_max_f16"),
    XRULE(.id = 445, .name = "hadd2.f32", .cat = XC_CONVERSION, .priority = 10,
          .opcode = "HADD2", .mods_all = "F32",
          .pattern = "HADD2.F32 Rd, -RZ, a.H0_H0",
          .emit = xe_hadd2_f32, .flags = XRF_FMODS | XRF_HSEL,
          .why = "with an fp32 result HADD2 widens: -0 + h is h as a float (v_cvt_f32_f16; the high "
                 "half is shifted down first); a general sum is v_fma_mix_f32 a*1.0+b, one rounding"),
};
const size_t xrules_hfma2_n = sizeof xrules_hfma2 / sizeof xrules_hfma2[0];
