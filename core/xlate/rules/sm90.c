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
    XRULE(.id = 1716, .name = "unsupported.syncs", .cat = XC_SYNC, .priority = 1,
          .opcode = "SYNCS",
          .pattern = "SYNCS.EXCH.64|ARRIVE.TRANS64.A1T0|PHASECHK.TRANS64.TRYWAIT ... (mbarrier)",
          .emit = xe_decline_syncs, .flags = XRF_GUARDED | XRF_ANYMODS | XRF_HSEL,
          .why = X_WHY_SYNCS),
};
const size_t xrules_sm90_n = sizeof xrules_sm90 / sizeof xrules_sm90[0];
