/* sm90.c - the rules for sm_90's launch-order hints, for textures and
 * surfaces (TEX, SUST and SULD through HIP texture and surface objects),
 * and for the opcodes with no RDNA3 translation yet, each with its reason:
 * TLD, TLD4, TXQ, TXD, TMML, SUATOM, SURED, SUQUERY, SYNCS (and the TEX,
 * SUST and SULD forms rules tex, sust and suld decline).
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 *
 * A "reason" row matches every form of its opcode and always declines
 * (emit_sm90.c): the instruction stays UNSUPPORTED, and its line, explain
 * and the report give the row's why instead of "no rule matches".
 */
#include "xlate/rules/rules.h"

#define TEX_ROW(ID, OP, WHAT)                                                                     \
    XRULE(.id = ID, .name = "unsupported." OP, .cat = XC_MEMORY, .priority = 1,                   \
          .opcode = OP, .pattern = OP " ... (" WHAT ")",                                          \
          .emit = xe_decline_texture, .flags = XRF_GUARDED | XRF_ANYMODS | XRF_HSEL,              \
          .why = X_WHY_TEXTURE)
#define SURF_ROW(ID, OP, WHAT)                                                                    \
    XRULE(.id = ID, .name = "unsupported." OP, .cat = XC_MEMORY, .priority = 1,                   \
          .opcode = OP, .pattern = OP " ... (" WHAT ")",                                          \
          .emit = xe_decline_surface, .flags = XRF_GUARDED | XRF_ANYMODS | XRF_HSEL,              \
          .why = X_WHY_SURFACE)

const struct xrule xrules_sm90[] = {
    XRULE(.id = 1700, .name = "acqbulk", .cat = XC_SYNC, .priority = 20,
          .opcode = "ACQBULK", .ops = "",
          .pattern = "ACQBULK",
          .out = "",
          .flags = XRF_GUARDED,
          .why = "griddepcontrol.wait (cudaGridDependencySynchronize): waits until the grids this "
                 "one depends on under programmatic dependent launch have finished and their "
                 "memory is visible.  AMD GPUs have no programmatic dependent launch: a kernel "
                 "starts after the one before it in the stream has finished and its writes are "
                 "visible (as the emulator runs launches), so there is nothing to wait for: no "
                 "instruction"),
    XRULE(.id = 1701, .name = "preexit", .cat = XC_SYNC, .priority = 20,
          .opcode = "PREEXIT", .ops = "",
          .pattern = "PREEXIT",
          .out = "",
          .flags = XRF_GUARDED,
          .why = "griddepcontrol.launch_dependents (cudaTriggerProgrammaticLaunchCompletion): lets "
                 "a dependent grid start before this one ends; a hint with no effect on this "
                 "grid's results, and AMD GPUs have no early launch to allow: no instruction"),
    TEX_ROW(1702, "TEX", "a filtered texture fetch"),
    XRULE(.id = 2601, .name = "tex", .cat = XC_MEMORY, .priority = 20,
          .opcode = "TEX",
          .pattern = "TEX[.SCR].LL|LZ Rd2, Rd, Ra, Rb, URh, 0x0|0x0, SLOT, 2D|3D|ARRAY_2D[, MASK]",
          .emit = xe_tex,
          .why = "a fetch through a CUDA texture object, taken as a HIP texture object: the handle "
                 "(32 bits in nvcc's code: a UR pair whose high word nvcc zeroes, or the c[0x0] "
                 "word SLOT) is the address of the __hip_texture whose dwords 0..7 are the gfx11 "
                 "image descriptor and 12..15 the sampler descriptor; both are loaded with s_load "
                 "and image_sample_l (explicit level of detail Rb, .LL) or image_sample_lz "
                 "samples with the write mask as dmask.  The coordinates are an array's integer "
                 "layer (MIMG wants it last, as a float), then x, y[, z]: all in Ra.. with the "
                 "level of detail in Rb (the UR form), or the first two in Ra, Ra+1 and the rest "
                 "and the level of detail in Rb.. (.SCR); the enabled components go to Rd, Rd+1, "
                 "Rd2, Rd2+1"),
    TEX_ROW(1703, "TLD", "a texel load by integer coordinates"),
    TEX_ROW(1704, "TLD4", "a gather of four texels"),
    TEX_ROW(1705, "TXQ", "a texture query"),
    TEX_ROW(1706, "TXD", "a fetch with explicit derivatives"),
    TEX_ROW(1707, "TMML", "a level-of-detail query"),
    TEX_ROW(1708, "TEXS", "a short-form texture fetch"),
    TEX_ROW(1709, "TLDS", "a short-form texel load"),
    TEX_ROW(1710, "TLD4S", "a short-form gather"),
    SURF_ROW(1711, "SULD", "a surface load"),
    XRULE(.id = 2603, .name = "suld", .cat = XC_MEMORY, .priority = 20,
          .opcode = "SULD", .mods_all = "D BA",
          .pattern = "SULD.D.BA.1D|2D|3D[.U16|.64|.128][.STRONG.SM].TRAP|.IGN Rd, [Ra], URh|0x0, SLOT",
          .emit = xe_suld,
          .why = "surf*Dread through a CUDA surface object, taken as a HIP surface object (the "
                 "handle is the address of its gfx11 image descriptor): .D loads one texel's raw "
                 "bits and .BA gives x in bytes, so x is shifted to texels of the load's size, the "
                 "descriptor's format set to the unsigned integer format of that size and its "
                 "channel selects to x, y, z, w before image_load (the texel size must equal the "
                 "load's).  Out of range, .TRAP traps on NVIDIA; image_load returns zeros, as .IGN "
                 "does"),
    SURF_ROW(1712, "SUST", "a surface store"),
    XRULE(.id = 2602, .name = "sust", .cat = XC_MEMORY, .priority = 20,
          .opcode = "SUST", .mods_all = "D BA",
          .pattern = "SUST.D.BA.1D|2D|3D[.64|.128][.STRONG.SM][.TRAP] [Ra], Rb, URh|0x0, SLOT",
          .emit = xe_sust,
          .why = "surf*Dwrite through a CUDA surface object, taken as a HIP surface object (the "
                 "handle is the address of its gfx11 image descriptor): .D stores the data's raw "
                 "bits and .BA gives x in bytes, so x is shifted to texels of the store's size and "
                 "the descriptor's format is set to the unsigned integer format of that size "
                 "before image_store (the texel size must equal the store's, as in CUDA's own "
                 "samples).  Out of range, .TRAP traps on NVIDIA; image_store drops the store"),
    SURF_ROW(1713, "SUATOM", "a surface atomic"),
    SURF_ROW(1714, "SURED", "a surface reduction"),
    SURF_ROW(1715, "SUQUERY", "a surface query"),
    XRULE(.id = 2104, .name = "syncs.exch.init", .cat = XC_SYNC, .priority = 20,
          .opcode = "SYNCS", .mods_all = "EXCH 64", .mods_none = "ARRIVE PHASECHK",
          .pattern = "SYNCS.EXCH.64 URZ, [addr], URs",
          .emit = xe_syncs_exch,
          .why = "sm_90's mbarrier.init: the word nvcc computed ({(2^20 - n) << 1, (2^20 - n) << "
                 "11}: expected and pending counts) stored with ds_store_b64; the arrivals and phase "
                 "tests read the fields where it puts them, bit 31 of the high word (0 after init) "
                 "the phase"),
    XRULE(.id = 2105, .name = "syncs.arrive", .cat = XC_SYNC, .priority = 20,
          .opcode = "SYNCS", .mods_all = "ARRIVE TRANS64 A1T0", .mods_none = "EXCH PHASECHK",
          .pattern = "SYNCS.ARRIVE.TRANS64[.OPTOUT].A1T0 Rd, [addr], RZ",
          .emit = xe_syncs_arrive,
          .why = "sm_90's mbarrier.arrive (one arrival, no transaction bytes; .OPTOUT: arrive_drop, "
                 "one expected arrival fewer from then on): ds_add_rtn_u32 of 0x800 on the pending "
                 "field (bits 11-30 of the high word, where the H200's states show it), whose carry "
                 "flips the phase (bit 31); the completing lane adds the expected count back; "
                 "Rd:Rd+1 the word before (the state).  A transaction count (expect_tx, TMA) is "
                 "UNSUPPORTED"),
    XRULE(.id = 2106, .name = "syncs.phasechk", .cat = XC_SYNC, .priority = 20,
          .opcode = "SYNCS", .mods_all = "PHASECHK TRANS64", .mods_none = "EXCH ARRIVE",
          .pattern = "SYNCS.PHASECHK.TRANS64[.TRYWAIT] Pd, [addr], Rtoken_hi",
          .emit = xe_syncs_phasechk,
          .why = "mbarrier.try_wait / test_wait with a state (or .parity, which nvcc passes as the "
                 "parity << 31): the phase completed when bit 31 of the barrier's high word differs "
                 "from the operand's; a pass is an acquire (buffer_gl0_inv), a fail sleeps a little "
                 "(s_sleep 1) for the loop around it"),
    XRULE(.id = 2107, .name = "syncs.inval", .cat = XC_SYNC, .priority = 20,
          .opcode = "SYNCS", .mods_all = "CCTL IV", .mods_none = "EXCH ARRIVE PHASECHK", .ops = "m",
          .pattern = "SYNCS.CCTL.IV [addr]",
          .out = "",
          .why = "mbarrier.inval: the barrier's word becomes ordinary shared memory again; here it "
                 "always was (plain LDS words that only the mbarrier rules interpret): no "
                 "instruction"),
    XRULE(.id = 1716, .name = "unsupported.syncs", .cat = XC_SYNC, .priority = 1,
          .opcode = "SYNCS",
          .pattern = "SYNCS ... (mbarrier forms without a rule above)",
          .emit = xe_decline_syncs, .flags = XRF_GUARDED | XRF_ANYMODS | XRF_HSEL,
          .why = X_WHY_SYNCS),
};
const size_t xrules_sm90_n = sizeof xrules_sm90 / sizeof xrules_sm90[0];
