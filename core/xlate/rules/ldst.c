/* ldst.c - the rules for loads and stores: LDG, STG, LDS, STS, LDL, STL, LD, ST.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_ldst[] = {
    XRULE(.id = 600, .name = "ldg", .cat = XC_MEMORY, .priority = 10,
          .opcode = "LDG", .ops = "rm", .when = xm_ldg_width_ok,
          .pattern = "LDG.E[.U8|.S8|.U16|.S16|.64|.128][.CONSTANT|.STRONG.*|.EF...] Rd, [addr]",
          .emit = xe_ldg, .flags = XRF_SHAPE,
          .why = "global loads take a 64-bit VGPR address, or a 32-bit VGPR offset plus an SGPR-pair "
                 "base ([R.U32+UR]); NVIDIA's memory descriptor desc[UR] has no AMD counterpart and "
                 "is dropped; sub-word loads zero- or sign-extend (u8/i8/u16/i16) as SASS does; a "
                 "displacement outside the signed 13-bit offset is added into the address first; "
                 "scope and eviction hints become glc/slc/dlc per the gfx11 memory model"),
    XRULE(.id = 601, .name = "stg", .cat = XC_MEMORY, .priority = 10,
          .opcode = "STG", .ops = "mr", .when = xm_st_width_ok,
          .pattern = "STG.E[.U8|.U16|.64|.128] [addr], Rs",
          .emit = xe_stg, .flags = XRF_SHAPE,
          .why = "RDNA3 stores name the address, then the data, then the SGPR base (or off); a wide "
                 "store of RZ stores zeroed scratch VGPRs; "
                 "sub-word stores write the low bits (b8/b16)"),
    XRULE(.id = 602, .name = "lds", .cat = XC_MEMORY, .priority = 10,
          .opcode = "LDS", .ops = "rm",
          .pattern = "LDS[.U8|.S8|.U16|.S16|.64|.128] Rd, [R(.X4)+UR+off]",
          .emit = xe_lds,
          .why = "shared memory is LDS; both address it per lane with a 32-bit byte address, but "
                 "ds_* instructions take one VGPR plus an unsigned 16-bit offset: a uniform base "
                 "([UR]), a scaled index (.X4/.X8) or [R+UR] is added into a scratch VGPR first "
                 "(32-bit wrap-around, so bit-identical)"),
    XRULE(.id = 603, .name = "sts", .cat = XC_MEMORY, .priority = 10,
          .opcode = "STS", .ops = "mr",
          .pattern = "STS[.U8|.U16|.64|.128] [R(.X4)+UR+off], Rs",
          .emit = xe_sts,
          .why = "shared store is an LDS store, address forms as for lds"),
    XRULE(.id = 604, .name = "ldl", .cat = XC_MEMORY, .priority = 10,
          .opcode = "LDL", .ops = "rm",
          .pattern = "LDL[.64|.128...] Rd, [R+off]",
          .emit = xe_ldl,
          .why = "thread-local memory is the private (scratch) segment: scratch_load with the "
                 "per-lane offset in a VGPR and no SGPR base (off); the local stack pointer "
                 "c[0x0][0x28] is 0, so SASS local addresses are scratch offsets"),
    XRULE(.id = 605, .name = "stl", .cat = XC_MEMORY, .priority = 10,
          .opcode = "STL", .ops = "mr",
          .pattern = "STL[.64|.128...] [R+off], Rs",
          .emit = xe_stl,
          .why = "thread-local store: scratch_store"),
    XRULE(.id = 606, .name = "ld", .cat = XC_MEMORY, .priority = 10,
          .opcode = "LD", .ops = "rm",
          .pattern = "LD.E Rd, [R.64+off]",
          .emit = xe_ld,
          .why = "a generic-address load is a flat load (unsigned 12-bit offset on gfx11: another "
                 "displacement is added into the address first); generic pointers into shared "
                 "memory are built from AMD's LDS aperture (c[0x0][0x18], SR_SWINHI), which flat "
                 "addressing reaches"),
    XRULE(.id = 2615, .name = "ld.generic.pair", .cat = XC_MEMORY, .priority = 20,
          .opcode = "LD", .ops = "rm", .when = xm_addr_no64,
          .pattern = "LD.E Rd, [Ra]",
          .emit = xe_ld_pair,
          .why = "a generic load whose address nvdisasm prints without .64 (sm_90's "
                 "distributed-shared-memory path of a generic atomic, after QSPC.E.D; nvdisasm "
                 "does the same to ATOM.E.CAS, whose pointer pair atom_generic's ATOM.E.ADD "
                 "before it names [R8.64]): the generic address Ra:Ra+1, a flat load as for "
                 "[Ra.64] (in a launch without clusters QSPC.E.D is false and the path not taken)"),
    XRULE(.id = 607, .name = "st", .cat = XC_MEMORY, .priority = 10,
          .opcode = "ST", .ops = "mr",
          .pattern = "ST.E [R.64+off], Rs",
          .emit = xe_st,
          .why = "a generic-address store is a flat store; a wide store of RZ stores zeroed "
                 "scratch VGPRs"),
    XRULE(.id = 1204, .name = "sts.wide.rz", .cat = XC_MEMORY, .priority = 20,
          .opcode = "STS", .mods_none = "U8 S8 U16 S16", .ops = "mr", .when = xm_sts_wide_rz,
          .pattern = "STS.64|.128 [addr], RZ",
          .emit = xe_sts_wide_rz,
          .why = "a wide store of zero: RZ reads as 0 in every register of the pair or quad; RDNA3 "
                 "stores from consecutive VGPRs, so scratch VGPRs are zeroed first"),
};
const size_t xrules_ldst_n = sizeof xrules_ldst / sizeof xrules_ldst[0];
