/* atom.c - the rules for atomics and reductions: ATOM, ATOMG, ATOMS, RED, REDG.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_atom[] = {
    XRULE(.id = 1100, .name = "atomg", .cat = XC_ATOMIC, .priority = 20,
          .opcode = "ATOMG", .mods_all = "E", .mods_none = "CAS", .when = xm_any,
          .pattern = "ATOMG.E.op PT, Rd, [Ra.64], Rb",
          .emit = xe_atomg,
          .why = "a global atomic that returns the old value: RDNA3's global_atomic_* returns it "
                 "when glc is set; device scope is the default on both"),
    XRULE(.id = 1318, .name = "atomg.add.f32.ftz", .cat = XC_ATOMIC, .priority = 25,
          .opcode = "ATOMG", .mods_all = "E ADD F32 FTZ", .mods_none = "CAS 64", .ops = "prmr",
          .pattern = "ATOMG.E.ADD.F32.FTZ.RN PT, Rd, [Ra.64], Rb",
          .emit = xe_atomg_fadd_ftz,
          .why = "NVIDIA's float atomic add flushes denormal operands and results (measured: "
                 "red_f32); global_atomic_add_f32 keeps them, so the add is a compare-and-swap "
                 "loop (global_atomic_cmpswap_b32) around a v_add_f32 under the FP32 flush mode"),
    XRULE(.id = 1319, .name = "red.add.f32.ftz", .cat = XC_ATOMIC, .priority = 25,
          .opcode = "RED", .mods_all = "E ADD F32 FTZ", .mods_none = "64", .ops = "mr",
          .pattern = "RED.E.ADD.F32.FTZ.RN [Ra.64], Rb",
          .emit = xe_atomg_fadd_ftz,
          .why = "the float reduction flushes denormals as ATOMG.E.ADD.F32.FTZ does: the same "
                 "compare-and-swap loop, its result unused"),
    XRULE(.id = 1320, .name = "redg.add.f32.ftz", .cat = XC_ATOMIC, .priority = 25,
          .opcode = "REDG", .mods_all = "E ADD F32 FTZ", .mods_none = "64", .ops = "mr",
          .pattern = "REDG.E.ADD.F32.FTZ.RN [Ra.64], Rb",
          .emit = xe_atomg_fadd_ftz,
          .why = "sm_90's spelling of RED.E.ADD.F32.FTZ: the same compare-and-swap loop"),
    XRULE(.id = 1321, .name = "atom.add.f32.ftz", .cat = XC_ATOMIC, .priority = 25,
          .opcode = "ATOM", .mods_all = "E ADD F32 FTZ", .mods_none = "CAS 64", .ops = "prmr",
          .pattern = "ATOM.E.ADD.F32.FTZ.RN PT|Pd, Rd, [Ra.64], Rb",
          .emit = xe_atomg_fadd_ftz,
          .why = "the generic-address float add flushes denormals as ATOMG.E.ADD.F32.FTZ does: "
                 "the same compare-and-swap loop with flat_load/flat_atomic_cmpswap.  With a "
                 "predicate (Pd, not PT) it adds at global addresses only and Pd says so: nvcc's "
                 "code after it adds into shared or local memory itself, without .FTZ "
                 "(atom_f32_generic_dn: the H200 keeps denormals there), so lanes whose address "
                 "is in the LDS or private aperture skip the loop with Pd false"),
    XRULE(.id = 1101, .name = "atom", .cat = XC_ATOMIC, .priority = 20,
          .opcode = "ATOM", .mods_all = "E", .mods_none = "CAS", .when = xm_any,
          .pattern = "ATOM.E.op[.64|.F32] PT|Pd, Rd, [Ra.64], Rb",
          .emit = xe_atomg,
          .why = "a generic-address atomic: RDNA3's flat_atomic_* takes a generic address too "
                 "(glc returns the old value); the predicate nvcc asks back from an F32 add ('done, "
                 "no shared-memory fallback') is true, as the flat atomic serves every aperture. "
                 "A CUDA shared-memory generic pointer is NVIDIA's window, not AMD's LDS aperture: "
                 "only global pointers are right here"),
    XRULE(.id = 1106, .name = "atoms.rtn", .cat = XC_ATOMIC, .priority = 20,
          .opcode = "ATOMS", .mods_none = "POPC CAST ARRIVE", .when = xm_atoms_rtn,
          .pattern = "ATOMS.op[.S32|.64] Rd|RZ, [addr], Rb|RZ | ATOMS.CAS[.64] Rd, [addr], Rcmp, Rnew",
          .emit = xe_atoms,
          .why = "shared-memory atomics with a result are LDS atomics with return (ds_*_rtn_*); "
                 "exchange is ds_storexchg, compare-and-swap ds_cmpstore with the new value before "
                 "the compare (the reverse of SASS), inc/dec wrap at Rb as atomicInc/atomicDec do; "
                 "every LDS address form ([R.X4+URZ], [RZ], [UR+off]) is computed into a VGPR first "
                 "when DS cannot encode it; an RZ destination returns into a scratch VGPR"),
    XRULE(.id = 2616, .name = "atom.cast.generic", .cat = XC_ATOMIC, .priority = 30,
          .opcode = "ATOM", .mods_all = "E CAST", .when = xm_any,
          .pattern = "ATOM.E.CAST.SPIN PT, Rd, [Ra], Rcmp, Rnew",
          .emit = xe_atom_cast_generic,
          .why = "the generic compare and store of sm_90's distributed-shared-memory path of a "
                 "generic atomic (after QSPC.E.D); nvdisasm prints its address without .64, as "
                 "ATOM.E.CAS's: the generic address Ra:Ra+1, flat_atomic_cmpswap, Rd = 1 when "
                 "it stored, as ATOMS.CAST.SPIN (in a launch without clusters QSPC.E.D is false "
                 "and the path not taken)"),
    XRULE(.id = 1107, .name = "atom.cas", .cat = XC_ATOMIC, .priority = 20,
          .opcode = "ATOM", .mods_all = "E CAS", .mods_none = "CAST", .when = xm_any,
          .pattern = "ATOM.E.CAS[.64] PT, Rd, [Ra], Rcmp, Rnew",
          .emit = xe_atomg_cas,
          .why = "generic compare-and-swap: flat_atomic_cmpswap with the {new, compare} data pair"),
    XRULE(.id = 1102, .name = "atomg.cas", .cat = XC_ATOMIC, .priority = 20,
          .opcode = "ATOMG", .mods_all = "E CAS", .when = xm_any,
          .pattern = "ATOMG.E.CAS PT, Rd, [Ra], Rcmp, Rnew",
          .emit = xe_atomg_cas,
          .why = "compare-and-swap: SASS takes compare then new value; AMD's cmpswap takes one "
                 "data operand {new, compare} (64 bits, 128 for .64) and returns the old value "
                 "with glc"),
    XRULE(.id = 1103, .name = "red", .cat = XC_ATOMIC, .priority = 20,
          .opcode = "RED", .mods_all = "E", .when = xm_any,
          .pattern = "RED.E.op [Ra.64], Rb",
          .emit = xe_red,
          .why = "a reduction is an atomic whose result is not needed: global_atomic_* without glc"),
    XRULE(.id = 1104, .name = "redg", .cat = XC_ATOMIC, .priority = 20,
          .opcode = "REDG", .mods_all = "E", .when = xm_any,
          .pattern = "REDG.E.op [Ra.64], Rb",
          .emit = xe_red,
          .why = "a global reduction: global_atomic_* without glc (no value comes back)"),
    XRULE(.id = 1105, .name = "atoms.popc.inc", .cat = XC_ATOMIC, .priority = 20,
          .opcode = "ATOMS", .mods_all = "POPC INC", .when = xm_any,
          .pattern = "ATOMS.POPC.INC.32 RZ, [Ra(.X4)+URZ+off]",
          .emit = xe_atoms_popc_inc,
          .why = "nvcc turns atomicAdd(&s, 1) by many threads into one add of the number of "
                 "active threads (POPC.INC); RDNA3 simply adds 1 per lane with ds_add_u32, which "
                 "gives the same sum"),
    XRULE(.id = 1203, .name = "atomg.add.rz", .cat = XC_ATOMIC, .priority = 30,
          .opcode = "ATOMG", .mods_all = "E ADD", .mods_none = "CAS 64 F32 S64 U64", .ops = "prmr",
          .when = xm_atomg_add_rz,
          .pattern = "ATOMG.E.ADD PT, Rd, [Ra.64], RZ",
          .emit = xe_atomg_add_rz,
          .why = "atomicAdd(&x, 0) is an atomic read: nvcc gives RZ as data, but RDNA3's atomics "
                 "take their data in a VGPR, so a scratch VGPR holds the 0 (glc returns the old "
                 "value)"),
    XRULE(.id = 1205, .name = "atoms.popc.inc.uniform", .cat = XC_ATOMIC, .priority = 30,
          .opcode = "ATOMS", .mods_all = "POPC INC", .ops = "rm", .when = xm_atoms_popc_inc_uniform,
          .pattern = "ATOMS.POPC.INC.32 RZ, [UR+off]",
          .emit = xe_atoms_popc_inc_uniform,
          .why = "atomicAdd(&s, 1) from every thread, aggregated by nvcc into one add of the "
                 "active-lane count at an address without a per-thread register: one ds_add_u32 "
                 "of 1 per lane gives the same sum, the address computed into a scratch VGPR"),
    XRULE(.id = 1960, .name = "atoms.cast", .cat = XC_ATOMIC, .priority = 20,
          .opcode = "ATOMS", .mods_all = "CAST", .mods_none = "POPC", .ops = "rmrr",
          .pattern = "ATOMS.CAST.SPIN[.64] Rd, [addr], Rcmp, Rnew",
          .emit = xe_atoms_cast,
          .why = "compare-and-store with a success flag (Rd = 1 when the word equalled Rcmp and "
                 "now holds Rnew, else 0): the loop nvcc builds for shared-memory float and double "
                 "atomicAdd.  RDNA3's ds_cmpstore_rtn returns the old value instead, so the flag is "
                 "computed from it (1 - min(old ^ cmp, 1)); .SPIN's early failure of contended lanes "
                 "is a hardware shortcut the loop tolerates, RDNA3 never fails spuriously"),
    XRULE(.id = 2103, .name = "atoms.arrive", .cat = XC_SYNC, .priority = 20,
          .opcode = "ATOMS", .mods_all = "ARRIVE 64", .mods_none = "POPC CAST", .ops = "rm",
          .pattern = "ATOMS.ARRIVE.64 Rd, [addr]",
          .emit = xe_atoms_arrive,
          .why = "sm_80's mbarrier.arrive: one arrival on the 64-bit barrier word, Rd:Rd+1 the "
                 "word before it (the state).  nvcc's init (STS.64 {2^30 - n, 2^31 - n}) and "
                 "test_wait (bit 31 of the high word) fix the fields; the arrival adds one to the "
                 "high word with ds_add_rtn_u32, whose carry into bit 31 flips the phase, and the "
                 "lane that completes it adds the expected count back (emit_warp.c, mbarriers)"),
};
const size_t xrules_atom_n = sizeof xrules_atom / sizeof xrules_atom[0];
