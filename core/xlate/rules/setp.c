/* setp.c - the rules for compares into predicates: ISETP, UISETP, FSETP, DSETP, HSETP2, HSET2, FSET.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_setp[] = {
    XRULE(.id = 50, .name = "isetp", .cat = XC_COMPARE, .priority = 10,
          .opcode = "ISETP", .mods_none = "EX", .ops = "ppssp", .when = xm_setp_simple,
          .pattern = "ISETP.cc.AND Pd, PT, a, b, PT",
          .emit = xe_isetp, .flags = XRF_SHAPE,
          .why = "SASS writes a per-thread predicate; RDNA3's v_cmp writes one bit per lane "
                 "into an SGPR lane mask"),
    XRULE(.id = 51, .name = "fsetp", .cat = XC_COMPARE, .priority = 10,
          .opcode = "FSETP", .mods_none = "FTZ", .ops = "ppssp", .when = xm_setp_simple,
          .pattern = "FSETP.cc.AND Pd, PT, a, b, PT",
          .emit = xe_fsetp, .flags = XRF_FMODS | XRF_SHAPE,
          .why = "float compares become lane-mask compares; unordered SASS forms (GTU...) are "
                 "RDNA3's negated ordered compares (nle...)"),
    XRULE(.id = 230, .name = "setp", .cat = XC_COMPARE, .priority = 5,
          .opcode = "ISETP", .when = xm_setp_plain,
          .pattern = "ISETP.cc.{AND,OR,XOR}[.U32][.EX] Pd, Pq, a, b, Pc [, Pex]",
          .emit = xe_setp, .flags = XRF_GUARDED,
          .why = "SASS compares and folds a third predicate in (AND/OR/XOR, maybe negated) and can "
                 "write the negated compare's combination to a second predicate; RDNA3's v_cmp writes "
                 "a lane mask and the folding is SALU logic on masks (s_and_not1, s_or_not1, s_xnor "
                 "absorb the negations). .EX compares the high words of a 64-bit chain: strictly "
                 "greater/less, or equal and the low-word predicate. Where lanes may wait outside "
                 "EXEC (a function with branch targets) both results are merged under EXEC, since a "
                 "v_cmp clears the bits of inactive lanes"),
    XRULE(.id = 231, .name = "setp.guarded", .cat = XC_COMPARE, .priority = 15,
          .opcode = "ISETP", .when = xm_setp_guarded,
          .pattern = "@P ISETP... Pd, ...",
          .emit = xe_setp, .flags = XRF_GUARDED,
          .why = "a guarded compare must leave the predicate of unguarded lanes alone; a v_cmp under "
                 "a narrowed EXEC would write 0 there, so the compare runs unguarded into a scratch "
                 "mask and is merged: P = (P & ~G) | (cmp & G)"),
    XRULE(.id = 232, .name = "fsetp", .cat = XC_COMPARE, .priority = 5,
          .opcode = "FSETP", .when = xm_setp_plain,
          .pattern = "FSETP.cc.{AND,OR,XOR}[.FTZ] Pd, Pq, a, b, Pc",
          .emit = xe_setp, .flags = XRF_GUARDED | XRF_FMODS,
          .why = "float compares become lane-mask compares; unordered SASS forms (GTU...) are RDNA3's "
                 "negated ordered compares (nle...). .FTZ flushes denormal inputs first: v_cmp_class "
                 "finds them, v_cndmask replaces them by a signed zero"),
    XRULE(.id = 233, .name = "fsetp.guarded", .cat = XC_COMPARE, .priority = 15,
          .opcode = "FSETP", .when = xm_setp_guarded,
          .pattern = "@P FSETP... Pd, ...",
          .emit = xe_setp, .flags = XRF_GUARDED | XRF_FMODS,
          .why = "as a guarded ISETP: compare unguarded, merge into the predicate under the guard"),
    XRULE(.id = 234, .name = "dsetp", .cat = XC_COMPARE, .priority = 10,
          .opcode = "DSETP", .when = xm_setp_plain,
          .pattern = "DSETP.cc.{AND,OR,XOR} Pd, Pq, a, b, Pc",
          .emit = xe_setp, .flags = XRF_GUARDED | XRF_FMODS,
          .why = "double compares read register pairs: v_cmp_*_f64"),
    XRULE(.id = 235, .name = "dsetp.guarded", .cat = XC_COMPARE, .priority = 15,
          .opcode = "DSETP", .when = xm_setp_guarded,
          .pattern = "@P DSETP... Pd, ...",
          .emit = xe_setp, .flags = XRF_GUARDED | XRF_FMODS,
          .why = "a guarded double compare: compare unguarded, then merge into the predicate under "
                 "the guard, as for ISETP"),
    XRULE(.id = 236, .name = "uisetp", .cat = XC_COMPARE, .priority = 10,
          .opcode = "UISETP", .when = xm_setp,
          .pattern = "UISETP.cc.{AND,OR,XOR}[.U32][.EX] UPd, UPq, a, b, UPc",
          .emit = xe_setp,
          .why = "a uniform compare is a scalar s_cmp into SCC; the uniform predicate becomes a whole "
                 "mask (s_cselect -1/0) so that it can also steer VALU selects"),
    XRULE(.id = 446, .name = "hsetp2", .cat = XC_COMPARE, .priority = 10,
          .opcode = "HSETP2", .mods_all = "AND", .when = xm_hsetp2,
          .pattern = "HSETP2.cc.AND Plo, Phi, a, b, PT",
          .emit = xe_hsetp2, .flags = XRF_FMODS | XRF_HSEL,
          .why = "one predicate per half; RDNA3 compares one fp16 value per lane (no op_sel on "
                 "VOPC in gfx11), so a high half is shifted down first"),
    XRULE(.id = 465, .name = "dsetp", .cat = XC_COMPARE, .priority = 9,
          .opcode = "DSETP", .ops = "ppssp", .when = xm_dsetp_simple,
          .pattern = "DSETP.cc.AND Pd, PT, a, b, PT",
          .emit = xe_dsetp, .flags = XRF_FMODS,
          .why = "a double compare writes one bit per lane (v_cmp_*_f64); unordered SASS forms "
                 "are RDNA3's negated ordered compares"),
    XRULE(.id = 1719, .name = "dsetp.mnmx.guarded", .cat = XC_COMPARE, .priority = 20,
          .opcode = "DSETP", .ops = "ppssp", .when = xm_dsetp_mnmx_guarded,
          .pattern = "@P1 DSETP.MAX.AND P0, P2, a, b, PT",
          .emit = xe_dsetp_mnmx_guarded, .flags = XRF_FMODS | XRF_GUARDED,
          .excl = "guard=yes",
          .why = "fmin/fmax on doubles under a guard (a conditional max): the min/max and both "
                 "compares run for every lane into scratch masks, then each predicate takes the "
                 "new bits only where the guard holds (s_and/s_andn2/s_or with EXEC and the "
                 "guard), as a VOPC result would clear the bits of lanes the guard leaves out"),
    XRULE(.id = 1207, .name = "dsetp.mnmx", .cat = XC_COMPARE, .priority = 20,
          .opcode = "DSETP", .ops = "ppssp", .when = xm_dsetp_mnmx,
          .pattern = "DSETP.MIN.AND P0, P1, a, b, PT",
          .emit = xe_dsetp_mnmx, .flags = XRF_FMODS,
          .excl = "guard=no",
          .why = "sm_80/sm_90 compute fmin/fmax on doubles as a compare that also selects: the "
                 "first predicate says a is the result, the second that both are NaN (then b, "
                 "quieted). RDNA3's v_min/v_max_f64 of the quieted sources give the same result "
                 "(the number for one NaN, -0 below +0): the predicates are that result being "
                 "a's bits and being NaN"),
    XRULE(.id = 1208, .name = "hset2", .cat = XC_COMPARE, .priority = 10,
          .opcode = "HSET2", .mods_all = "AND", .mods_none = "FTZ", .when = xm_set_reg,
          .pattern = "HSET2[.BF].cc.AND Rd, a, b, PT",
          .emit = xe_hset2, .flags = XRF_FMODS | XRF_HSEL,
          .why = "a packed half compare into a register: each half 0xffff (.BF: 1.0) where it holds "
                 "(what __hblt2 compiles to, tested against -1 after); RDNA3 compares one half per "
                 "lane mask and selects per half (v_cmp_*_f16, v_cndmask, v_lshl_or)"),
    XRULE(.id = 1209, .name = "fset", .cat = XC_COMPARE, .priority = 10,
          .opcode = "FSET", .mods_all = "AND", .mods_none = "FTZ", .ops = "rssp", .when = xm_set_reg,
          .pattern = "FSET[.BF].cc.AND Rd, a, b, PT",
          .emit = xe_fset, .flags = XRF_FMODS,
          .why = "a float compare into a register: -1 (.BF: 1.0f) where it holds, else 0: v_cmp "
                 "into a lane mask, v_cndmask"),
};
const size_t xrules_setp_n = sizeof xrules_setp / sizeof xrules_setp[0];
