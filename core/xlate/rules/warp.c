/* warp.c - the rules for warp operations: SHFL, VOTE, VOTEU, REDUX, MATCH.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_warp[] = {
    XRULE(.id = 1000, .name = "shfl", .cat = XC_WARP, .priority = 20,
          .opcode = "SHFL", .ops = "prrss", .when = xm_any,
          .pattern = "SHFL.mode Pin, Rd, Ra, b, c",
          .emit = xe_shfl,
          .why = "a warp shuffle reads another thread's register; RDNA3 reads another lane's VGPR "
                 "through the LDS crossbar with ds_bpermute_b32 (address = source lane * 4), the "
                 "source lane computed from the PTX shfl rules (clamp, segment mask); in wave64 "
                 "each 32-lane half shuffles inside itself"),
    XRULE(.id = 1001, .name = "vote.ballot", .cat = XC_WARP, .priority = 20,
          .opcode = "VOTE", .mods_all = "ANY", .when = xm_vote_reg,
          .pattern = "VOTE.ANY Rd, PT, Pp",
          .emit = xe_vote_ballot,
          .excl = "vote-dest=reg",
          .why = "a ballot is the predicate's lane mask, which RDNA3 already keeps in an SGPR: AND "
                 "it with EXEC and copy it into every lane; in wave64 each warp half gets its own "
                 "32 bits, as a 32-lane warp would"),
    XRULE(.id = 1002, .name = "vote.pred", .cat = XC_WARP, .priority = 20,
          .opcode = "VOTE", .when = xm_vote_pred,
          .pattern = "VOTE.ANY|ALL|EQ Pd, Pp",
          .emit = xe_vote_pred,
          .excl = "vote-dest=pred",
          .why = "any/all/uni of a predicate over the warp's active lanes is one scalar compare of "
                 "its lane mask m = P & EXEC (any: m != 0, all: m == EXEC, eq: m == 0 or m == EXEC), "
                 "turned back into a lane mask; in wave64 each 32-bit half (warp) is compared "
                 "alone"),
    XRULE(.id = 1003, .name = "voteu.any", .cat = XC_WARP, .priority = 20,
          .opcode = "VOTEU", .mods_all = "ANY", .ops = "uqp", .when = xm_any,
          .pattern = "VOTEU.ANY URd, UPT, [!]Pn|PT",
          .emit = xe_voteu_any,
          .why = "the ballot of a predicate is its lane mask within EXEC (of 'true': EXEC "
                 "itself; nvcc's VOTEU.ANY URd, UPT, !P0 names the threads that go on past a "
                 "guarded exit, for the BRA.DIV after it).  wave64 holds two "
                 "warps, each with its own uniform register: unlike wave32, the register has an "
                 "SGPR per warp and the rule runs once per warp, exec_lo for lanes 0-31, exec_hi "
                 "for lanes 32-63 (a warp with no active lane keeps its old value)"),
    XRULE(.id = 2102, .name = "voteu.all", .cat = XC_WARP, .priority = 20,
          .opcode = "VOTEU", .mods_all = "ALL", .ops = "qp",
          .pattern = "VOTEU.ALL UPd, [!]Pp",
          .emit = xe_voteu_all,
          .why = "a uniform predicate true when the predicate holds in every active lane of the "
                 "warp: its lane mask within EXEC equals EXEC (as VOTE.ALL), all ones or zero; in "
                 "wave64 each warp (32-bit half) votes alone"),
    XRULE(.id = 1005, .name = "redux.sum", .cat = XC_WARP, .priority = 20,
          .opcode = "REDUX", .mods_all = "SUM", .ops = "ur", .when = xm_any,
          .pattern = "REDUX.SUM URd, Rs",
          .emit = xe_redux,
          .why = "sm_80+ reduces a register over the warp in one instruction; gfx11 has none, so "
                 "the active lanes are visited one by one (s_ctz finds the next, v_readlane reads "
                 "it).  wave64 holds two warps: unlike wave32 the uniform register has an SGPR per "
                 "warp and the walk runs once per warp over its half of EXEC (lanes 32-63 for the "
                 "second), so each warp gets its own sum"),
    XRULE(.id = 1007, .name = "redux", .cat = XC_WARP, .priority = 20,
          .opcode = "REDUX", .mods_none = "SUM", .ops = "ur", .when = xm_any,
          .pattern = "REDUX[.AND|.OR|.XOR|.MIN|.MAX][.S32] URd, Rs",
          .emit = xe_redux,
          .why = "__reduce_{and,or,xor,min,max}_sync: the same lane walk with s_and/or/xor/min/max "
                 "(unsigned unless .S32; REDUX with no operation is AND); in wave64, unlike wave32, "
                 "once per warp over its 32-lane half into that warp's SGPR"),
    XRULE(.id = 1008, .name = "match.any", .cat = XC_WARP, .priority = 20,
          .opcode = "MATCH", .mods_all = "ANY", .ops = "rr", .when = xm_any,
          .pattern = "MATCH.ANY Rd, Ra",
          .emit = xe_match_any,
          .why = "__match_any_sync: each lane gets the mask of the warp's lanes holding its value; "
                 "gfx11 has no such instruction, so the wave loops over the distinct values: read "
                 "the first remaining lane's value, compare in all lanes (v_cmp_eq), write that "
                 "mask into the matching lanes; in wave64 within the lane's 32-lane half"),
    XRULE(.id = 1009, .name = "match.all", .cat = XC_WARP, .priority = 20,
          .opcode = "MATCH", .mods_all = "ALL", .ops = "prr", .when = xm_any,
          .pattern = "MATCH.ALL Pd, Rd, Ra",
          .emit = xe_match_all,
          .why = "__match_all_sync: all active lanes of the warp agree exactly when a lane's "
                 "match-any mask equals the warp's active mask; then Rd is that mask and Pd true, "
                 "else 0 and false"),
};
const size_t xrules_warp_n = sizeof xrules_warp / sizeof xrules_warp[0];
