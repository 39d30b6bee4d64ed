/* ffma.c - the rules for FP32 arithmetic: FADD, FMUL, FFMA (and their .SAT, .FTZ, rounding forms).
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_ffma[] = {
    XRULE(.id = 400, .name = "fadd", .cat = XC_FLOAT, .priority = 10,
          .opcode = "FADD", .mods_none = "FTZ SAT RZ RM RP", .ops = "rss", .when = xm_fadd_plain,
          .pattern = "FADD Rd, a, b",
          .emit = xe_fadd, .flags = XRF_FMODS | XRF_SHAPE,
          .why = "IEEE add, round to nearest even, denormals kept on both sides (the kernel descriptor "
                 "sets the denormal mode); immediates are float values even when printed like "
                 "integers, and -RZ is -0.0.  With --contract an FMUL feeding it fuses into v_fma_f32"),
    XRULE(.id = 401, .name = "fmul", .cat = XC_FLOAT, .priority = 10,
          .opcode = "FMUL", .mods_none = "FTZ SAT RZ RM RP", .ops = "rss",
          .pattern = "FMUL Rd, a, b",
          .emit = xe_arith, .flags = XRF_FMODS | XRF_SHAPE,
          .why = "IEEE multiply, same rounding and denormal behaviour on both"),
    XRULE(.id = 402, .name = "ffma", .cat = XC_FLOAT, .priority = 10,
          .opcode = "FFMA", .mods_none = "FTZ SAT RZ RM RP", .ops = "rsss",
          .pattern = "FFMA Rd, a, b, c",
          .emit = xe_arith, .flags = XRF_FMODS | XRF_SHAPE,
          .why = "fused multiply-add, one rounding on both (v_fma_f32, not the unfused v_mad)"),
    XRULE(.id = 403, .name = "fadd.sat", .cat = XC_FLOAT, .priority = 11,
          .opcode = "FADD", .mods_all = "SAT", .ops = "rss",
          .pattern = "FADD.SAT Rd, a, b",
          .emit = xe_arith, .flags = XRF_FMODS | XRF_SHAPE,
          .why = ".SAT clamps the result to [0, 1] and NaN to 0: the VOP3 clamp bit does the same "
                 "(DX10_CLAMP, on by default)"),
    XRULE(.id = 404, .name = "fmul.sat", .cat = XC_FLOAT, .priority = 11,
          .opcode = "FMUL", .mods_all = "SAT", .ops = "rss",
          .pattern = "FMUL.SAT Rd, a, b",
          .emit = xe_arith, .flags = XRF_FMODS | XRF_SHAPE,
          .why = "clamp bit, as fadd.sat"),
    XRULE(.id = 405, .name = "ffma.sat", .cat = XC_FLOAT, .priority = 11,
          .opcode = "FFMA", .mods_all = "SAT", .ops = "rsss",
          .pattern = "FFMA.SAT Rd, a, b, c",
          .emit = xe_arith, .flags = XRF_FMODS | XRF_SHAPE,
          .why = "clamp bit, as fadd.sat"),
    XRULE(.id = 406, .name = "fadd.ftz", .cat = XC_FLOAT, .priority = 12,
          .opcode = "FADD", .mods_all = "FTZ", .ops = "rss",
          .pattern = "FADD.FTZ Rd, a, b",
          .emit = xe_arith, .flags = XRF_FMODS | XRF_SHAPE,
          .why = ".FTZ flushes denormal inputs and results to signed zero; the kernel keeps "
                 "denormals, so the FP32 denormal mode is switched to flush (s_denorm_mode) around "
                 "this one instruction: the hardware then flushes exactly what NVIDIA flushes"),
    XRULE(.id = 407, .name = "fmul.ftz", .cat = XC_FLOAT, .priority = 12,
          .opcode = "FMUL", .mods_all = "FTZ", .ops = "rss",
          .pattern = "FMUL.FTZ Rd, a, b",
          .emit = xe_arith, .flags = XRF_FMODS | XRF_SHAPE,
          .why = "flush mode around the op, as fadd.ftz"),
    XRULE(.id = 408, .name = "ffma.ftz", .cat = XC_FLOAT, .priority = 12,
          .opcode = "FFMA", .mods_all = "FTZ", .ops = "rsss",
          .pattern = "FFMA.FTZ Rd, a, b, c",
          .emit = xe_arith, .flags = XRF_FMODS | XRF_SHAPE,
          .why = "flush mode around the op, as fadd.ftz"),
    XRULE(.id = 409, .name = "fadd.round", .cat = XC_FLOAT, .priority = 13,
          .opcode = "FADD", .ops = "rss", .when = xm_rounding,
          .pattern = "FADD.RZ/.RM/.RP Rd, a, b",
          .emit = xe_arith, .flags = XRF_FMODS | XRF_SHAPE,
          .why = "a per-instruction rounding mode is a MODE register field on RDNA3: s_round_mode "
                 "sets FP32 rounding (1 +inf, 2 -inf, 3 zero) before, and 0 (nearest even) after"),
    XRULE(.id = 410, .name = "fmul.round", .cat = XC_FLOAT, .priority = 13,
          .opcode = "FMUL", .ops = "rss", .when = xm_rounding,
          .pattern = "FMUL.RZ/.RM/.RP Rd, a, b",
          .emit = xe_arith, .flags = XRF_FMODS | XRF_SHAPE,
          .why = "s_round_mode around the op"),
    XRULE(.id = 411, .name = "ffma.round", .cat = XC_FLOAT, .priority = 13,
          .opcode = "FFMA", .ops = "rsss", .when = xm_rounding,
          .pattern = "FFMA.RZ/.RM/.RP Rd, a, b, c",
          .emit = xe_arith, .flags = XRF_FMODS | XRF_SHAPE,
          .why = "s_round_mode around the op (fma rounds once, in the mode set)"),
};
const size_t xrules_ffma_n = sizeof xrules_ffma / sizeof xrules_ffma[0];
