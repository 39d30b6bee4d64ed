/* bra.c - the rules for control flow: BRA, EXIT, CALL, RET, BSSY, BSYNC, WARPSYNC, ENDCOLLECTIVE, YIELD, NOP.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_bra[] = {
    XRULE(.id = 102, .name = "nop", .cat = XC_CONTROL, .priority = 10,
          .opcode = "NOP", .ops = "",
          .pattern = "NOP",
          .out = "",
          .why = "SASS pads with NOPs for alignment and scheduling; RDNA3 needs none of them"),
    XRULE(.id = 800, .name = "bra.uniform", .cat = XC_CONTROL, .priority = 20,
          .opcode = "BRA", .mods_none = "DIV CONV U", .ops = "l", .when = xm_unguarded,
          .pattern = "BRA target",
          .emit = xe_bra, .flags = XRF_GUARDED,
          .excl = "guard=no",
          .why = "an unpredicated branch is taken by every active lane: a back edge is a plain "
                 "s_branch; a forward one parks the lanes at the target (pending mask) so that "
                 "lanes waiting in between still run first and reconverge there"),
    XRULE(.id = 801, .name = "bra.divergent", .cat = XC_CONTROL, .priority = 20,
          .opcode = "BRA", .mods_none = "DIV CONV U", .ops = "l", .when = xm_guarded,
          .pattern = "@P|@UP BRA target",
          .emit = xe_bra_guarded, .flags = XRF_GUARDED,
          .excl = "guard=yes",
          .why = "SASS threads branch one by one; a wave has one program counter, so the lanes "
                 "where P holds are split off: forward, they wait at the target while the others "
                 "go on (EXEC &= ~taken); backward, they loop now while the others wait after the loop"),
    XRULE(.id = 802, .name = "exit", .cat = XC_CONTROL, .priority = 20,
          .opcode = "EXIT", .ops = "", .when = xm_unguarded,
          .pattern = "EXIT",
          .emit = xe_exit, .flags = XRF_GUARDED,
          .excl = "guard=no",
          .why = "a thread's EXIT ends only the active lanes: the wave continues while lanes wait "
                 "at later blocks, and ends (s_endpgm) at the end of the code"),
    XRULE(.id = 803, .name = "exit.guarded", .cat = XC_CONTROL, .priority = 20,
          .opcode = "EXIT", .ops = "", .when = xm_guarded,
          .pattern = "@P EXIT",
          .emit = xe_exit_guarded, .flags = XRF_GUARDED,
          .excl = "guard=yes",
          .why = "a predicated EXIT removes its lanes from EXEC; when none is left the wave skips "
                 "to the next block that has waiting lanes"),
    XRULE(.id = 804, .name = "bssy", .cat = XC_CONTROL, .priority = 20,
          .opcode = "BSSY", .ops = "*l", .when = xm_unguarded,
          .pattern = "BSSY Bn, target",
          .emit = xe_nothing, .flags = XRF_GUARDED,
          .why = "BSSY names where diverged threads must reconverge; here lanes rejoin at that "
                 "block's label by construction (pending masks), so nothing is emitted"),
    XRULE(.id = 805, .name = "bsync", .cat = XC_CONTROL, .priority = 20,
          .opcode = "BSYNC", .ops = "*", .when = xm_unguarded,
          .pattern = "BSYNC Bn",
          .emit = xe_nothing, .flags = XRF_GUARDED,
          .why = "BSYNC waits for the threads named by BSSY; the block after it is a label where "
                 "waiting lanes rejoin, so no instruction is needed"),
    XRULE(.id = 806, .name = "warpsync", .cat = XC_SYNC, .priority = 20,
          .opcode = "WARPSYNC", .when = xm_warpsync_plain,
          .pattern = "WARPSYNC mask",
          .emit = xe_nothing, .flags = XRF_GUARDED,
          .excl = "collective=no",
          .why = "Volta+ threads can be at different places and WARPSYNC gathers them; a wave's "
                 "active lanes already execute in lockstep, and lanes that wait elsewhere rejoin "
                 "at block labels"),
    XRULE(.id = 807, .name = "call.rel", .cat = XC_CONTROL, .priority = 20,
          .opcode = "CALL", .mods_all = "REL", .ops = "l", .when = xm_unguarded,
          .pattern = "CALL.REL.NOINC sub",
          .emit = xe_call, .flags = XRF_GUARDED,
          .why = "SASS calls a subroutine with a relative branch and keeps its return offset in "
                 "a register; RDNA3 calls with s_swappc_b64, which puts the return address in an "
                 "SGPR pair (the whole wave calls: return addresses are per wave)"),
    XRULE(.id = 808, .name = "ret.rel", .cat = XC_CONTROL, .priority = 20,
          .opcode = "RET", .mods_all = "REL", .when = xm_unguarded,
          .pattern = "RET.REL.NODEC Rn",
          .emit = xe_ret, .flags = XRF_GUARDED,
          .why = "the subroutine returns through the SGPR pair s_swappc_b64 filled (s_setpc_b64)"),
    XRULE(.id = 809, .name = "bra.div", .cat = XC_CONTROL, .priority = 20,
          .opcode = "BRA", .mods_all = "DIV", .ops = "*l", .when = xm_bra_div,
          .pattern = "BRA.DIV mask, target",
          .emit = xe_bra_div, .flags = XRF_GUARDED | XRF_ANYMODS,
          .why = "nvcc guards warp-synchronous code with a test for divergence; here lanes are "
                 "diverged exactly when some wait at another block, so the test ORs the pending "
                 "masks (EXEC opened fully to read every table lane) and branches as a wave"),
    XRULE(.id = 810, .name = "bra.predicated-operand", .cat = XC_CONTROL, .priority = 25,
          .opcode = "BRA", .mods_none = "DIV CONV U", .ops = "pl", .when = xm_bra_pred,
          .pattern = "[@P] BRA [!]Q, target",
          .emit = xe_bra_guarded, .flags = XRF_GUARDED,
          .why = "a branch with a predicate operand is taken where the guard and that predicate "
                 "both hold: the taken lanes are EXEC & guard & Q"),
    XRULE(.id = 811, .name = "warpsync.collective", .cat = XC_SYNC, .priority = 20,
          .opcode = "WARPSYNC", .mods_all = "COLLECTIVE", .ops = "*l", .when = xm_unguarded,
          .pattern = "WARPSYNC.COLLECTIVE Rmask, target",
          .emit = xe_warpsync_collective, .flags = XRF_GUARDED,
          .excl = "collective=yes",
          .why = "the collective slow path gathers the threads of a diverged warp before a "
                 "warp-synchronous call, each group of threads that share a mask by itself (the "
                 "H200: a 8-thread tile's ballot on this path is the tile's, with three tiles' "
                 "threads there, excl_tile8_vote); the active lanes of a wave run in lockstep, so "
                 "as WARPSYNC.EXCLUSIVE the region's collective instructions run once per group "
                 "(EXEC = the lanes whose mask equals the first remaining lane's)"),
    XRULE(.id = 1718, .name = "warpsync.collective.all", .cat = XC_SYNC, .priority = 20,
          .opcode = "WARPSYNC", .mods_all = "COLLECTIVE ALL", .ops = "l", .when = xm_unguarded,
          .pattern = "WARPSYNC.COLLECTIVE.ALL target",
          .emit = xe_nothing, .flags = XRF_GUARDED,
          .excl = "collective=yes",
          .why = "the collective region of the whole warp (no mask register: all 32 lanes, sm_90's "
                 "cooperative-groups block sync); the active lanes of a wave already run in "
                 "lockstep, and the region's code follows in line up to ENDCOLLECTIVE"),
    XRULE(.id = 812, .name = "endcollective", .cat = XC_SYNC, .priority = 20,
          .opcode = "ENDCOLLECTIVE", .ops = "", .when = xm_unguarded,
          .pattern = "ENDCOLLECTIVE",
          .emit = xe_nothing, .flags = XRF_GUARDED,
          .why = "ends the collective region that WARPSYNC.COLLECTIVE opened; nothing to undo in "
                 "lockstep lanes"),
    XRULE(.id = 813, .name = "call.local.guarded", .cat = XC_CONTROL, .priority = 25,
          .opcode = "CALL", .mods_all = "REL", .ops = "l", .when = xm_guarded_local_call,
          .pattern = "@P CALL.REL.NOINC .L_x (a local EXIT block)",
          .emit = xe_bra_guarded, .flags = XRF_GUARDED,
          .why = "nvcc reaches a shared EXIT block with a predicated call that never returns; "
                 "the lanes where P holds branch there and the others go on"),
    XRULE(.id = 826, .name = "bra.scalar", .cat = XC_CONTROL, .priority = 30,
          .opcode = "BRA", .mods_none = "DIV CONV U", .when = xm_uniform_bra,
          .pattern = "[@P] BRA [!Q,] target (condition uniform)",
          .emit = xe_bra_scalar, .flags = XRF_GUARDED | XRF_UNIFORM,
          .why = "where the uniformity analysis shows the condition is the same in every active lane "
                 "(in wave64: in both warps), all lanes branch together, as a wave does: a scalar test "
                 "(s_and of EXEC with the predicate sets SCC) and s_cbranch_scc1, or s_branch, with no "
                 "pending mask; the engine picks this rule, and keeps a forward one on the pending "
                 "masks when lanes split off earlier may wait at a block it would jump over"),
    XRULE(.id = 827, .name = "bra.conv", .cat = XC_CONTROL, .priority = 20,
          .opcode = "BRA", .mods_all = "CONV", .mods_none = "DIV", .ops = "ul", .when = xm_any,
          .pattern = "[@P] BRA.CONV ~URZ|URm, target",
          .emit = xe_bra_warpstate, .flags = XRF_GUARDED | XRF_ANYMODS,
          .why = "nvcc takes a fast path for warp-synchronous code when the warp is converged "
                 "(BRA.CONV, the opposite test of BRA.DIV); here the threads of the mask are "
                 "together when no lane of it waits elsewhere (~URZ: every pending mask empty; "
                 "a uniform register: all its lanes in EXEC), and the wave branches as one"),
    XRULE(.id = 828, .name = "bra.div.mask", .cat = XC_CONTROL, .priority = 21,
          .opcode = "BRA", .mods_all = "DIV", .ops = "ul", .when = xm_bra_div_mask,
          .pattern = "@!P0 BRA.DIV UR4, target",
          .emit = xe_bra_warpstate, .flags = XRF_GUARDED | XRF_ANYMODS,
          .why = "BRA.DIV with the mask of the threads that go on (VOTEU.ANY URm, UPT, !P0 before "
                 "it) or under a guard: the warp is diverged when a thread of the mask is not in "
                 "EXEC here (URm & ~EXEC != 0); the guarded lanes then branch together"),
    XRULE(.id = 829, .name = "call.indirect", .cat = XC_CONTROL, .priority = 20,
          .opcode = "CALL", .mods_all = "REL", .ops = "r", .when = xm_unguarded,
          .pattern = "CALL.REL.NOINC R6 `(f)",
          .emit = xe_call_indirect, .flags = XRF_GUARDED,
          .why = "a call through a function pointer: Rn holds the callee's offset in the section "
                 "(nvcc's function-pointer tables hold those), so the lanes are sorted by callee "
                 "(v_cmp against each subroutine of the section) and each callee with lanes is "
                 "called in turn with s_swappc_b64; their lanes meet again at the return site"),
    XRULE(.id = 830, .name = "call.indirect.offset", .cat = XC_CONTROL, .priority = 20,
          .opcode = "CALL", .mods_all = "REL", .ops = "ri", .when = xm_unguarded,
          .pattern = "CALL.REL.NOINC R6 -0x1b0",
          .emit = xe_call_indirect, .flags = XRF_GUARDED,
          .why = "the same call through a function pointer printed with its offset: the callee "
                 "is at pc_next + Rn + imm"),
    XRULE(.id = 1006, .name = "yield", .cat = XC_CONTROL, .priority = 20,
          .opcode = "YIELD", .ops = "", .when = xm_any,
          .pattern = "YIELD",
          .out = "",
          .why = "YIELD lets another warp of a diverged warp's threads run (forward progress under "
                 "independent thread scheduling); an RDNA3 wave has one program counter, so YIELD "
                 "itself emits nothing: the back edge of a loop holding one goes round again only "
                 "when no lane of the wave waits at a block, else its lanes wait at the loop's head "
                 "and the others run (to the BSYNC around the loop, a WARPSYNC, a barrier, the end)"),
    XRULE(.id = 1501, .name = "call.abs.external", .cat = XC_CONTROL, .priority = 20,
          .opcode = "CALL", .mods_all = "ABS", .mods_none = "REL", .ops = "r", .when = xm_unguarded,
          .pattern = "CALL.ABS.NOINC R8 (vprintf, __assertfail)",
          .emit = xe_call_abs, .flags = XRF_GUARDED,
          .why = "CUDA calls vprintf and __assertfail in the driver's code through an address the "
                 "loader writes into bank 4; a code object has no such functions, so the call is "
                 "lowered in place: vprintf to a record of AMDGPU's buffered printf "
                 "(hidden_printf_buffer, amdhsa.printf), __assertfail to a record of the assertion "
                 "message and s_trap 2; malloc and free are UNSUPPORTED (no device heap)"),
    XRULE(.id = 2199, .name = "warpsync.exclusive", .cat = XC_SYNC, .priority = 21,
          .opcode = "WARPSYNC", .mods_all = "EXCLUSIVE", .ops = "r", .when = xm_unguarded,
          .pattern = "WARPSYNC.EXCLUSIVE Rmask",
          .emit = xe_warpsync_exclusive,
          .why = "the threads of each mask run what follows apart (a tile's or a coalesced group's "
                 "REDUX), so a UR holds one group's value until it is copied to vector registers; "
                 "a wave runs its active lanes together: the straight-line code from here to its "
                 "last REDUX/VOTE/VOTEU or the last point where a UR or UP it writes is live runs "
                 "once per group (EXEC = the lanes whose mask equals the first remaining lane's, in "
                 "its warp), then EXEC is restored; declines when such a register is still live at a "
                 "branch, branch target, BSSY/BSYNC, WARPSYNC, BAR, SHFL or MATCH"),
};
const size_t xrules_bra_n = sizeof xrules_bra / sizeof xrules_bra[0];
