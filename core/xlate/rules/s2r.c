/* s2r.c - the rules for special registers: S2R, S2UR, CS2R.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_s2r[] = {
    XRULE(.id = 1, .name = "s2r.tid.x", .cat = XC_SREG, .priority = 10,
          .opcode = "S2R", .ops = "rS", .when = xm_tid_x,
          .pattern = "S2R Rd, SR_TID.X",
          .out = "v_and_b32 $0, 0x3ff, v0",
          .excl = "sreg=tid.x",
          .why = "CUDA reads threadIdx from a special register; gfx11 hands the work-item ids to the "
                 "kernel packed in v0 (x in bits 9:0, y 19:10, z 29:20)"),
    XRULE(.id = 2, .name = "s2r.tid.y", .cat = XC_SREG, .priority = 10,
          .opcode = "S2R", .ops = "rS", .when = xm_tid_y,
          .pattern = "S2R Rd, SR_TID.Y",
          .out = "v_bfe_u32 $0, v0, 10, 10",
          .excl = "sreg=tid.y",
          .why = "threadIdx.y is bits 19:10 of the packed work-item id in v0"),
    XRULE(.id = 3, .name = "s2r.tid.z", .cat = XC_SREG, .priority = 10,
          .opcode = "S2R", .ops = "rS", .when = xm_tid_z,
          .pattern = "S2R Rd, SR_TID.Z",
          .out = "v_bfe_u32 $0, v0, 20, 10",
          .excl = "sreg=tid.z",
          .why = "threadIdx.z is bits 29:20 of the packed work-item id in v0"),
    XRULE(.id = 4, .name = "s2r.ctaid.x", .cat = XC_SREG, .priority = 10,
          .opcode = "S2R", .ops = "rS", .when = xm_ctaid_x,
          .pattern = "S2R Rd, SR_CTAID.X",
          .out = "v_mov_b32 $0, s2",
          .excl = "sreg=ctaid.x",
          .why = "blockIdx is the same for the whole workgroup, so AMD passes it in an SGPR "
                 "(after the user SGPRs); a per-thread copy needs a v_mov"),
    XRULE(.id = 5, .name = "s2r.ctaid.y", .cat = XC_SREG, .priority = 10,
          .opcode = "S2R", .ops = "rS", .when = xm_ctaid_y,
          .pattern = "S2R Rd, SR_CTAID.Y",
          .out = "v_mov_b32 $0, s3",
          .excl = "sreg=ctaid.y",
          .why = "blockIdx.y arrives in the SGPR after blockIdx.x"),
    XRULE(.id = 6, .name = "s2r.ctaid.z", .cat = XC_SREG, .priority = 10,
          .opcode = "S2R", .ops = "rS", .when = xm_ctaid_z,
          .pattern = "S2R Rd, SR_CTAID.Z",
          .out = "v_mov_b32 $0, s4",
          .excl = "sreg=ctaid.z",
          .why = "blockIdx.z arrives in the SGPR after blockIdx.y"),
    XRULE(.id = 7, .name = "s2ur.ctaid.x", .cat = XC_SREG, .priority = 10,
          .opcode = "S2UR", .ops = "uS", .when = xm_ctaid_x,
          .pattern = "S2UR URd, SR_CTAID.X",
          .out = "s_mov_b32 $0, s2",
          .excl = "sreg=ctaid.x",
          .why = "a uniform copy of blockIdx.x is just an SGPR move"),
    XRULE(.id = 13, .name = "s2ur.ctaid.y", .cat = XC_SREG, .priority = 10,
          .opcode = "S2UR", .ops = "uS", .when = xm_ctaid_y,
          .pattern = "S2UR URd, SR_CTAID.Y",
          .out = "s_mov_b32 $0, s3",
          .excl = "sreg=ctaid.y",
          .why = "a uniform copy of blockIdx.y: the SGPR after blockIdx.x"),
    XRULE(.id = 14, .name = "s2ur.ctaid.z", .cat = XC_SREG, .priority = 10,
          .opcode = "S2UR", .ops = "uS", .when = xm_ctaid_z,
          .pattern = "S2UR URd, SR_CTAID.Z",
          .out = "s_mov_b32 $0, s4",
          .excl = "sreg=ctaid.z",
          .why = "a uniform copy of blockIdx.z: the SGPR after blockIdx.y"),
    XRULE(.id = 8, .name = "s2r.laneid", .cat = XC_SREG, .priority = 10,
          .opcode = "S2R", .ops = "rS", .when = xm_laneid,
          .pattern = "S2R Rd, SR_LANEID",
          .emit = xe_laneid,
          .excl = "sreg=laneid",
          .why = "RDNA3 has no lane-id register: counting the set bits of an all-ones mask below "
                 "each lane (v_mbcnt) gives the lane number; in wave64 v_mbcnt_hi adds lanes 32-63 "
                 "and the warp's lane is that number & 31 (each half of the wave is one warp)"),
    XRULE(.id = 23, .name = "cs2r.zero", .cat = XC_INTEGER, .priority = 10,
          .opcode = "CS2R", .mods_none = "32", .ops = "rS", .when = xm_srz,
          .pattern = "CS2R Rd, SRZ",
          .out = "v_mov_b32 $0.lo, 0\nv_mov_b32 $0.hi, 0",
          .why = "CS2R with the zero special register clears a register pair in one instruction; "
                 "RDNA3 clears the two VGPRs with two moves"),
    XRULE(.id = 620, .name = "s2r.cgactaid", .cat = XC_SREG, .priority = 10,
          .opcode = "S2R", .ops = "rS", .when = xm_cgactaid,
          .pattern = "S2R Rd, SR_CgaCtaId",
          .emit = xe_cgactaid,
          .excl = "sreg=cgactaid",
          .why = "the CTA's rank in its thread-block cluster; a launch without clusters has "
                 "clusters of one CTA, so it is 0 (gfx11 has no clusters)"),
    XRULE(.id = 621, .name = "s2ur.cgactaid", .cat = XC_SREG, .priority = 10,
          .opcode = "S2UR", .ops = "uS", .when = xm_cgactaid,
          .pattern = "S2UR URd, SR_CgaCtaId",
          .emit = xe_cgactaid,
          .excl = "sreg=cgactaid",
          .why = "uniform copy of the cluster rank: 0"),
    XRULE(.id = 1004, .name = "s2r.lanemask", .cat = XC_SREG, .priority = 20,
          .opcode = "S2R", .ops = "rS", .when = xm_lanemask,
          .pattern = "S2R Rd, SR_LTMASK|LEMASK|EQMASK|GEMASK|GTMASK",
          .emit = xe_lanemask,
          .why = "NVIDIA keeps per-lane masks in special registers; RDNA3 builds them from the lane "
                 "number (v_mbcnt) with v_bfm_b32 ((1 << n) - 1); in wave64 within each 32-lane half"),
    XRULE(.id = 1968, .name = "s2r.clock", .cat = XC_SREG, .priority = 30,
          .opcode = "S2R", .ops = "rS", .when = xm_clock,
          .pattern = "S2R Rd, SR_CLOCKLO|SR_CLOCKHI",
          .emit = xe_clock,
          .excl = "sreg=clock",
          .why = "the SM cycle counter (clock()): RDNA3's 64-bit counter readable by a wave is the "
                 "real-time one (s_sendmsg_rtn_b64 MSG_RTN_GET_REALTIME, constant 100 MHz), which "
                 "never goes backwards; the 20-bit SHADER_CYCLES wraps too soon"),
    XRULE(.id = 1969, .name = "cs2r.clock", .cat = XC_SREG, .priority = 30,
          .opcode = "CS2R", .ops = "rS", .when = xm_clock,
          .pattern = "CS2R[.32] Rd, SR_CLOCKLO",
          .emit = xe_clock,
          .why = "clock64(): the 64-bit real-time counter of RDNA3 (s_sendmsg_rtn_b64 "
                 "MSG_RTN_GET_REALTIME), monotonic as the SM clock but counting at 100 MHz"),
    XRULE(.id = 1970, .name = "s2r.swinhi", .cat = XC_SREG, .priority = 30,
          .opcode = "S2R", .ops = "rS", .when = xm_swinhi,
          .pattern = "S2R Rd, SR_SWINHI",
          .emit = xe_swinhi,
          .excl = "sreg=swinhi",
          .why = "the high word of shared memory's generic addresses (sm_90's SWINHI:offset pointers); "
                 "AMD's flat addresses reach LDS through the aperture in src_shared_base, low word "
                 "the LDS address"),
    XRULE(.id = 2612, .name = "s2ur.swinhi", .cat = XC_SREG, .priority = 10,
          .opcode = "S2UR", .ops = "uS", .when = xm_swinhi,
          .pattern = "S2UR URd, SR_SWINHI",
          .emit = xe_swinhi,
          .excl = "sreg=swinhi",
          .why = "uniform copy of the shared window's high word (cooperative groups' sm_90 code "
                 "builds the group's generic shared pointer from it): the high word of the LDS "
                 "aperture, src_shared_base, as for S2R"),
    XRULE(.id = 2192, .name = "s2ur.clock", .cat = XC_SREG, .priority = 10,
          .opcode = "S2UR", .ops = "uS", .when = xm_clock,
          .pattern = "S2UR URd, SR_CLOCKLO|SR_CLOCKHI",
          .emit = xe_s2ur_clock,
          .excl = "sreg=clock",
          .why = "clock() on the uniform datapath (simpleHyperQ): RDNA3's 64-bit counter readable "
                 "by a wave is the real-time one (s_sendmsg_rtn_b64 MSG_RTN_GET_REALTIME, a "
                 "constant 100 MHz), which never goes backwards, read into an SGPR"),
    XRULE(.id = 2193, .name = "s2r.globaltimer", .cat = XC_SREG, .priority = 31,
          .opcode = "S2R", .ops = "rS", .when = xm_globaltimer,
          .pattern = "S2R Rd, SR_GLOBALTIMERLO|SR_GLOBALTIMERHI",
          .emit = xe_globaltimer,
          .why = "%globaltimer counts nanoseconds; RDNA3's real-time counter (s_sendmsg_rtn_b64 "
                 "MSG_RTN_GET_REALTIME) counts at a constant 100 MHz, so it is multiplied by 10: "
                 "monotonic nanoseconds in 10 ns steps from another origin"),
    XRULE(.id = 2194, .name = "cs2r.globaltimer", .cat = XC_SREG, .priority = 31,
          .opcode = "CS2R", .ops = "rS", .when = xm_globaltimer,
          .pattern = "CS2R[.32] Rd, SR_GLOBALTIMERLO",
          .emit = xe_globaltimer,
          .why = "the 64-bit %globaltimer (simpleAWBarrier's timeouts): RDNA3's 100 MHz real-time "
                 "counter times 10, as nanoseconds, into the register pair"),
    XRULE(.id = 2195, .name = "s2ur.globaltimer", .cat = XC_SREG, .priority = 31,
          .opcode = "S2UR", .ops = "uS", .when = xm_globaltimer,
          .pattern = "S2UR URd, SR_GLOBALTIMERLO|SR_GLOBALTIMERHI",
          .emit = xe_globaltimer,
          .why = "%globaltimer into a uniform register: RDNA3's 100 MHz real-time counter times 10"),
};
const size_t xrules_s2r_n = sizeof xrules_s2r / sizeof xrules_s2r[0];
