/* fmnmx.c - the rules for FP32 min/max and select: FMNMX, FSEL.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_fmnmx[] = {
    XRULE(.id = 420, .name = "fmnmx.max", .cat = XC_FLOAT, .priority = 10,
          .opcode = "FMNMX", .mods_none = "NAN", .ops = "rssp", .when = xm_last_npt,
          .pattern = "FMNMX Rd, a, b, !PT",
          .emit = xe_fmnmx, .flags = XRF_FMODS | XRF_SHAPE,
          .excl = "last-pred=npt",
          .why = "SASS selects min or max with a predicate operand (!PT = max); RDNA3 has two "
                 "opcodes; both return the other operand when one is a quiet NaN, but in IEEE mode a "
                 "signaling NaN comes back quieted where FMNMX returns the other operand: register "
                 "sources are quieted first (v_max_f32 x, x)"),
    XRULE(.id = 421, .name = "fmnmx.min", .cat = XC_FLOAT, .priority = 10,
          .opcode = "FMNMX", .mods_none = "NAN", .ops = "rssp", .when = xm_last_pt,
          .pattern = "FMNMX Rd, a, b, PT",
          .emit = xe_fmnmx, .flags = XRF_FMODS | XRF_SHAPE,
          .excl = "last-pred=pt",
          .why = "PT selects the minimum"),
    XRULE(.id = 422, .name = "fmnmx.pred", .cat = XC_FLOAT, .priority = 10,
          .opcode = "FMNMX", .mods_none = "NAN", .ops = "rssp", .when = xm_last_p,
          .pattern = "FMNMX Rd, a, b, P",
          .emit = xe_fmnmx_p, .flags = XRF_FMODS | XRF_SHAPE,
          .excl = "last-pred=p",
          .why = "a run-time predicate picks min (P) or max per thread: compute both, select per "
                 "lane with v_cndmask"),
    XRULE(.id = 423, .name = "fsel", .cat = XC_FLOAT, .priority = 10,
          .opcode = "FSEL", .ops = "rssp",
          .pattern = "FSEL Rd, a, b, P",
          .emit = xe_fsel, .flags = XRF_FMODS,
          .why = "a per-thread select is v_cndmask with the predicate's lane mask (it picks its "
                 "second source where the mask is set, so a and b swap; !P swaps them back); "
                 "immediates are floats"),
    XRULE(.id = 2196, .name = "fmnmx.nan", .cat = XC_FLOAT, .priority = 10,
          .opcode = "FMNMX", .mods_all = "NAN", .ops = "rssp",
          .pattern = "FMNMX.NAN Rd, a, b, PT|!PT|P",
          .emit = xe_fmnmx_nan, .flags = XRF_FMODS,
          .why = "PTX min.NaN/max.NaN (rodinia srad_v1): a NaN source gives NaN, where RDNA3's "
                 "v_min_f32/v_max_f32 return the other source; v_cmp_u_f32 finds those lanes and "
                 "v_cndmask puts the canonical NaN 0x7fffffff (NVIDIA's) there"),
};
const size_t xrules_fmnmx_n = sizeof xrules_fmnmx / sizeof xrules_fmnmx[0];
