/* bar.c - the rules for barriers, fences and caches: BAR, B2R, MEMBAR, FENCE, CCTL, ERRBAR, CGAERRBAR, UCGABAR_ARV, UCGABAR_WAIT, NANOSLEEP, BPT.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_bar[] = {
    XRULE(.id = 103, .name = "bar.sync", .cat = XC_SYNC, .priority = 10,
          .opcode = "BAR", .mods_all = "SYNC", .ops = "i",
          .pattern = "BAR.SYNC 0x0",
          .out = "s_waitcnt vmcnt(0) lgkmcnt(0)\ns_waitcnt_vscnt null, 0x0\ns_barrier\nbuffer_gl0_inv",
          .why = "__syncthreads orders shared and global memory for the block: RDNA3 must first "
                 "wait for its own outstanding memory operations, then s_barrier, then invalidate "
                 "the per-CU L0 so later global loads see other waves' stores"),
    XRULE(.id = 814, .name = "bar.arv", .cat = XC_SYNC, .priority = 20,
          .opcode = "BAR", .mods_all = "ARV", .ops = "ii", .when = xm_unguarded,
          .pattern = "BAR.ARV id, count",
          .out = X_WAIT_ALL
                 "s_barrier",
          .flags = XRF_GUARDED,
          .excl = "guard=no bar-mode=arv",
          .why = "BAR.ARV arrives at a barrier without waiting (producer side of a "
                 "producer/consumer pair).  gfx11 has no split barrier (gfx12 adds "
                 "s_barrier_signal/wait) and only one barrier per workgroup, so the arriving wave "
                 "waits too: correct whenever each wave of the block arrives or syncs once per "
                 "phase and count is the whole block (the only pattern one barrier can express); "
                 "its stores are made visible first, as an arrive releases them"),
    XRULE(.id = 815, .name = "bar.sync.count", .cat = XC_SYNC, .priority = 20,
          .opcode = "BAR", .mods_all = "SYNC", .ops = "ii", .when = xm_bar_sync_count,
          .pattern = "BAR.SYNC id, count",
          .out = X_WAIT_ALL
                 "s_barrier\nbuffer_gl0_inv",
          .flags = XRF_GUARDED,
          .excl = "guard=no bar-mode=sync",
          .why = "a barrier with a thread count (bar.sync id, n): gfx11 has one workgroup barrier "
                 "counting every wave, which is the same when n is the whole block; waits, "
                 "barrier and L0 invalidation as for __syncthreads"),
    XRULE(.id = 1717, .name = "bar.sync.reg", .cat = XC_SYNC, .priority = 20,
          .opcode = "BAR", .mods_all = "SYNC", .ops = "rr", .when = xm_unguarded,
          .pattern = "BAR.SYNC.DEFER_BLOCKING Ra, Rb",
          .out = X_WAIT_ALL
                 "s_barrier\nbuffer_gl0_inv",
          .flags = XRF_GUARDED,
          .excl = "guard=no bar-mode=sync",
          .why = "a named barrier whose id and thread count are registers (bar.sync a, b with "
                 "register operands, which ptxas packs into one register as count << 16 | id; "
                 "cooperative groups' block sync inside a collective region, with 0: the whole "
                 "block): "
                 "gfx11 has one workgroup barrier counting every wave, so this is s_barrier with "
                 "the waits and L0 invalidation of __syncthreads, right when every wave of the "
                 "block reaches this barrier (the count is the whole block), as for BAR.SYNC id, "
                 "count; two groups of waves on different ids at once cannot be expressed"),
    XRULE(.id = 816, .name = "bar.sync.guarded", .cat = XC_SYNC, .priority = 20,
          .opcode = "BAR", .mods_all = "SYNC", .when = xm_bar_sync_guarded,
          .pattern = "@P BAR.SYNC id[, count]",
          .emit = xe_bar_sync_guarded, .flags = XRF_GUARDED,
          .excl = "guard=yes bar-mode=sync",
          .why = "a predicated barrier: threads where P is false do not take part.  s_barrier "
                 "counts waves, so the wave joins when any of its lanes has P and skips the "
                 "barrier (s_cbranch) when none has; a wave whose lanes split between this "
                 "barrier and another one would count twice: one barrier cannot express that"),
    XRULE(.id = 817, .name = "bar.red", .cat = XC_SYNC, .priority = 20,
          .opcode = "BAR", .mods_all = "RED", .ops = "ip", .when = xm_bar_red,
          .pattern = "BAR.RED.POPC|AND|OR 0x0, Pp",
          .emit = xe_bar_red, .flags = XRF_GUARDED | XRF_ANYMODS,
          .excl = "guard=no bar-mode=red",
          .why = "__syncthreads_count/and/or reduce a predicate over the block at a barrier; "
                 "gfx11's barrier carries no data, so each wave adds its popcounts (s_bcnt1 of "
                 "the lane masks) into two LDS words reserved after the kernel's shared memory, "
                 "between barriers: zero, barrier, add, barrier"),
    XRULE(.id = 818, .name = "b2r.result", .cat = XC_SYNC, .priority = 20,
          .opcode = "B2R", .mods_all = "RESULT", .when = xm_b2r,
          .pattern = "B2R.RESULT Rd | B2R.RESULT RZ, Pd",
          .emit = xe_b2r, .flags = XRF_GUARDED,
          .why = "reads the block reduction of the last BAR.RED from the reserved LDS words: the "
                 "count for POPC, count == participants for AND, count != 0 for OR"),
    XRULE(.id = 819, .name = "membar.cta", .cat = XC_SYNC, .priority = 20,
          .opcode = "MEMBAR", .ops = "", .when = xm_membar_cta,
          .pattern = "MEMBAR.SC|ALL.CTA",
          .out = X_WAIT_ALL
                 "buffer_gl0_inv",
          .flags = XRF_GUARDED,
          .excl = "membar-scope=cta",
          .why = "a block-scope fence: wait for this wave's loads and stores, then invalidate the "
                 "CU's L0, because in WGP mode the waves of a workgroup may run on the two CUs "
                 "of a WGP, each with its own L0 (AMDGPUUsage, GFX11 fence workgroup); under a "
                 "guard the whole wave fences, which orders more, never less"),
    XRULE(.id = 820, .name = "membar.gpu", .cat = XC_SYNC, .priority = 20,
          .opcode = "MEMBAR", .ops = "", .when = xm_membar_wide,
          .pattern = "MEMBAR.SC|ALL.GPU|SYS|VC",
          .out = X_WAIT_ALL
                 "buffer_gl0_inv\nbuffer_gl1_inv",
          .flags = XRF_GUARDED,
          .excl = "membar-scope=wide",
          .why = "a device- or system-scope fence: wait for this wave's memory operations, then "
                 "invalidate L0 and the shader-array L1 so later loads reach L2, the point of "
                 "coherence for the agent and, on gfx11, for the system too (AMDGPUUsage GFX11); "
                 "under a guard the whole wave fences"),
    XRULE(.id = 821, .name = "fence.view.async", .cat = XC_SYNC, .priority = 20,
          .opcode = "FENCE", .mods_all = "VIEW ASYNC", .when = xm_unguarded,
          .pattern = "FENCE.VIEW.ASYNC.S|G|T",
          .out = X_WAIT_ALL
                 "buffer_gl0_inv",
          .flags = XRF_GUARDED,
          .why = "orders ordinary accesses with the asynchronous proxy (TMA, bulk copies); gfx11 "
                 "has no asynchronous proxy, every access goes through the same path, so waiting "
                 "for this wave's operations and dropping stale L0 lines is enough"),
    XRULE(.id = 2101, .name = "bpt.trap", .cat = XC_SYNC, .priority = 20,
          .opcode = "BPT", .mods_all = "TRAP", .ops = "i", .when = xm_any,
          .pattern = "BPT.TRAP 0x1",
          .emit = xe_bpt_trap,
          .why = "PTX trap (__trap(); cooperative groups' abort when grid.sync() finds no grid "
                 "workspace) ends the launch with an error: "
                 "s_trap 2, llvm.trap's HSA trap, which __assertfail's lowering ends with too"),
    XRULE(.id = 822, .name = "nanosleep", .cat = XC_SYNC, .priority = 20,
          .opcode = "NANOSLEEP", .when = xm_unguarded,
          .pattern = "NANOSLEEP t",
          .emit = xe_nanosleep, .flags = XRF_GUARDED,
          .why = "__nanosleep(t) sleeps about t ns, anything in [0, 2t]; s_sleep n sleeps about "
                 "64n clocks, so n = t/32 (capped at 127) never sleeps longer than asked"),
    XRULE(.id = 823, .name = "errbar", .cat = XC_SYNC, .priority = 20,
          .opcode = "ERRBAR", .ops = "",
          .pattern = "ERRBAR",
          .out = "",
          .flags = XRF_GUARDED,
          .why = "waits until earlier memory errors of the thread are reported, so that a fence "
                 "is precise about faults; gfx11 reports memory faults asynchronously and has "
                 "nothing to wait for: no instruction, under a guard too"),
    XRULE(.id = 824, .name = "cgaerrbar", .cat = XC_SYNC, .priority = 20,
          .opcode = "CGAERRBAR", .ops = "",
          .pattern = "CGAERRBAR",
          .out = "",
          .flags = XRF_GUARDED,
          .why = "the error barrier of a thread-block cluster (sm_90 CGA); gfx11 has no clusters: "
                 "no instruction, under a guard too"),
    XRULE(.id = 2613, .name = "ucgabar.arv", .cat = XC_SYNC, .priority = 20,
          .opcode = "UCGABAR_ARV", .ops = "", .when = xm_unguarded,
          .pattern = "UCGABAR_ARV",
          .emit = xe_ucgabar_arv,
          .flags = XRF_GUARDED,
          .why = "arrives at the thread-block cluster's barrier (barrier.cluster.arrive, "
                 "cooperative groups' cluster sync; a release).  The translation takes every launch "
                 "as clusters of one CTA (gfx11 has none; the cluster words of c[0x0] say so too), "
                 "where the cluster barrier is the CTA's: the arrival only makes this wave's stores "
                 "visible, and UCGABAR_WAIT, which every thread reaches after it, waits at "
                 "s_barrier"),
    XRULE(.id = 2614, .name = "ucgabar.wait", .cat = XC_SYNC, .priority = 20,
          .opcode = "UCGABAR_WAIT", .ops = "", .when = xm_unguarded,
          .pattern = "UCGABAR_WAIT",
          .emit = xe_ucgabar_wait,
          .flags = XRF_GUARDED,
          .why = "waits at the thread-block cluster's barrier (barrier.cluster.wait, an acquire) "
                 "until every thread of the cluster has arrived.  In a cluster of one CTA (every "
                 "launch here: gfx11 has no clusters) arrive-then-wait is __syncthreads: the "
                 "waits, s_barrier and the L0 invalidation of BAR.SYNC"),
    XRULE(.id = 825, .name = "cctl.ivall", .cat = XC_SYNC, .priority = 20,
          .opcode = "CCTL", .mods_all = "IVALL", .ops = "", .when = xm_cctl_ivall,
          .pattern = "CCTL.IVALL",
          .out = "buffer_gl0_inv\nbuffer_gl1_inv",
          .flags = XRF_GUARDED,
          .why = "invalidates every line of the SM's L1 after a device fence; RDNA3's caches "
                 "in front of L2 are L0 (per CU) and L1 (per shader array); a guard does not matter: "
                 "an invalidation drops clean lines only"),
};
const size_t xrules_bar_n = sizeof xrules_bar / sizeof xrules_bar[0];
