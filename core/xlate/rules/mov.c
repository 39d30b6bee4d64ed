/* mov.c - the rules for moves between registers: MOV, UMOV, R2UR, P2R, R2P.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_mov[] = {
    XRULE(.id = 20, .name = "mov", .cat = XC_INTEGER, .priority = 10,
          .opcode = "MOV", .mods_none = "64", .ops = "rs",
          .pattern = "MOV Rd, x",
          .out = "v_mov_b32 $0, $1",
          .why = "a per-thread move is a VALU move (one value per lane)"),
    XRULE(.id = 22, .name = "umov", .cat = XC_INTEGER, .priority = 10,
          .opcode = "UMOV", .mods_none = "64", .ops = "us",
          .pattern = "UMOV URd, x",
          .out = "s_mov_b32 $0, $1",
          .why = "uniform registers hold one value per warp, as SGPRs hold one per wave"),
    XRULE(.id = 250, .name = "p2r", .cat = XC_COMPARE, .priority = 10,
          .opcode = "P2R", .when = xm_p2r,
          .pattern = "P2R[.Bn] Rd, PR, a, mask",
          .emit = xe_p2r,
          .why = "P2R packs predicate bits into a register; each predicate is a lane mask, so each "
                 "bit is a v_cndmask of 0 or the bit, OR-ed together and inserted into a with v_bfi"),
    XRULE(.id = 251, .name = "r2p", .cat = XC_COMPARE, .priority = 10,
          .opcode = "R2P", .when = xm_r2p,
          .pattern = "R2P PR, a[.Bn], mask",
          .emit = xe_r2p, .flags = XRF_GUARDED | XRF_HSEL,
          .why = "R2P sets predicates from register bits; a per-lane bit becomes a lane mask with "
                 "v_cmp_ne_u32 on (a & bit)"),
    XRULE(.id = 273, .name = "r2ur", .cat = XC_INTEGER, .priority = 10,
          .opcode = "R2UR", .mods_none = "OR", .ops = "ur",
          .pattern = "R2UR URd, Ra",
          .out = "v_readfirstlane_b32 $0, $1",
          .why = "R2UR moves a value the compiler knows to be uniform into a uniform register: read "
                 "it from the first active lane into an SGPR"),
    XRULE(.id = 2198, .name = "r2ur.pred", .cat = XC_INTEGER, .priority = 10,
          .opcode = "R2UR", .mods_none = "OR", .ops = "pur", .when = xm_r2ur_pred,
          .pattern = "R2UR Pd, URZ, Ra",
          .emit = xe_r2ur_pred,
          .why = "the test before a warp-synchronous operation with a mask in a register "
                 "(REDUX.OR URm, Ra; R2UR P, URZ, Ra; @!P BRA.DIV URm): P is set in the threads "
                 "whose Ra equals the value taken, the warp's first active thread's (H200: a "
                 "16-thread tile's ballot, excl_tile16_vote); RDNA3 compares each lane with the "
                 "first active lane of its warp (v_readfirstlane / v_readlane, v_cmp_eq_u32)"),
};
const size_t xrules_mov_n = sizeof xrules_mov / sizeof xrules_mov[0];
