/* mufu.c - the rules for FP32 special functions and the division range check: MUFU, FCHK.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_mufu[] = {
    XRULE(.id = 430, .name = "mufu", .cat = XC_FLOAT, .priority = 10,
          .opcode = "MUFU", .mods_none = "FTZ", .ops = "rs", .when = xm_mufu32,
          .pattern = "MUFU.{EX2,LG2,RCP,RSQ,SQRT,SIN,COS} Rd, a",
          .emit = xe_mufu, .flags = XRF_FMODS,
          .excl = "mufu-func=f32",
          .why = "both transcendental units approximate 2^x, log2, 1/x, 1/sqrt, sqrt, sin and cos "
                 "(v_sin/v_cos take revolutions; SASS has already scaled by 1/(2pi)); accuracy "
                 "differs by an ulp or so, as between GPU generations. MUFU flushes denormal inputs "
                 "and results to signed zero (nvcc scales denormal inputs before it where that "
                 "matters), so the FP32 denormal mode is switched to flush around it, as for .FTZ"),
    XRULE(.id = 431, .name = "mufu.ftz", .cat = XC_FLOAT, .priority = 11,
          .opcode = "MUFU", .mods_all = "FTZ", .ops = "rs", .when = xm_mufu32,
          .pattern = "MUFU.op.FTZ Rd, a",
          .emit = xe_mufu, .flags = XRF_FMODS,
          .why = "the flush-to-zero form: the FP32 denormal mode is switched to flush around it"),
    XRULE(.id = 432, .name = "mufu.64h", .cat = XC_FLOAT, .priority = 10,
          .opcode = "MUFU", .ops = "rs", .when = xm_mufu64h,
          .pattern = "MUFU.RCP64H / MUFU.RSQ64H Rd, hi",
          .emit = xe_mufu64h,
          .excl = "mufu-func=64h",
          .why = "NVIDIA approximates 1/x and 1/sqrt(x) of a double from its high word only; RDNA3 "
                 "has full-double v_rcp_f64/v_rsq_f64: feed it {0, hi} and keep the high word"),
    XRULE(.id = 1317, .name = "mufu.tanh", .cat = XC_FLOAT, .priority = 10,
          .opcode = "MUFU", .mods_all = "TANH", .mods_none = "FTZ", .ops = "rr",
          .pattern = "MUFU.TANH Rd, a",
          .emit = xe_mufu_tanh,
          .excl = "mufu-func=tanh",
          .why = "sm_75+ has a tanh unit, RDNA3 none: an odd polynomial below 0.25, 1 - 2/(e^2|a| + 1) "
                 "(v_exp_f32, v_rcp_f32) above, a's sign; denormals pass through unchanged as on "
                 "the GPU. Within 2^-16 relative of the H200 on tanh_fast's inputs (PTX promises "
                 "2^-11)"),
    XRULE(.id = 433, .name = "fchk", .cat = XC_FLOAT, .priority = 10,
          .opcode = "FCHK", .ops = "prs",
          .pattern = "FCHK P, a, b|c[N][off]|imm",
          .emit = xe_fchk,
          .why = "FCHK decides whether a/b needs the IEEE slow path; its exact test is not "
                 "documented, but the slow path is exact for every input, so any test true "
                 "wherever the fast path may be inexact gives the same quotients: both operands "
                 "normal (v_cmp_class) and the exponents of a, b and a/b (v_frexp_exp) inside "
                 "[-124, 125], else slow path"),
};
const size_t xrules_mufu_n = sizeof xrules_mufu / sizeof xrules_mufu[0];
