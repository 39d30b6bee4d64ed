/* emu_int.h - the emulator's private shapes: decoded opcodes, wave state. */
#ifndef WS_EMU_INT_H
#define WS_EMU_INT_H

#include <stdint.h>

#include "emu.h"

/* operand value types */
enum { T_NONE, T_B32, T_F32, T_F16, T_B16, T_F64, T_B64, T_PK16 };

/* instruction classes */
enum {
    C_UNSUP,     /* not implemented: the wave stops with WS_EUNSUPPORTED */
    C_NOP,       /* no effect on state (scheduling hints, cache invalidates) */
    C_SOP,       /* scalar ALU, generic: d = f(s0, s1) */
    C_SPECIAL,   /* scalar or control, handled one by one */
    C_SCMP,      /* s_cmp_* / s_bitcmp*: scc */
    C_SMEM,      /* s_load_* */
    C_VOP,       /* vector ALU, per lane */
    C_VCMP,      /* v_cmp_*: mask into an SGPR / vcc */
    C_VCMPX,     /* v_cmpx_*: mask into exec */
    C_GLOBAL,    /* global_* and flat_* */
    C_SCRATCH,   /* scratch_* */
    C_DS,        /* ds_* */
    C_IMAGE,     /* image_* (emu_image.c) */
};

/* vector operand layouts */
enum {
    F_STD,       /* vdst, src0, src1, src2 */
    F_CARRY,     /* vdst, sdst(carry out), src0, src1 [, carry in] */
    F_CND,       /* vdst, src0, src1, mask (implicit vcc when absent) */
    F_MAC,       /* vdst, src0, src1; vdst is also src2 */
    F_FMAMK,     /* vdst, src0, K, src1: src0 * K + src1 */
    F_FMAAK,     /* vdst, src0, src1, K: src0 * src1 + K */
    F_MAD64,     /* vdst(64), sdst, src0, src1, src2(64) */
    F_DIVSCALE,  /* vdst, vcc(out), src0, src1, src2 */
    F_DIVFMAS,   /* vdst, src0, src1, src2; reads vcc */
};

/* X(id, name, class, form, nsrc, dst type, src0, src1, src2) */
#define EMU_OPS(X) \
    X(SNOP, "s_nop", C_NOP, 0, 0, T_NONE, 0, 0, 0) \
    X(SDELAY, "s_delay_alu", C_NOP, 0, 0, T_NONE, 0, 0, 0) \
    X(SCLAUSE, "s_clause", C_NOP, 0, 0, T_NONE, 0, 0, 0) \
    X(SCODEEND, "s_code_end", C_UNSUP, 0, 0, T_NONE, 0, 0, 0) \
    X(SSENDMSG, "s_sendmsg", C_NOP, 0, 0, T_NONE, 0, 0, 0) \
    X(SDEPCTR, "s_waitcnt_depctr", C_NOP, 0, 0, T_NONE, 0, 0, 0) \
    X(SSETPRIO, "s_setprio", C_NOP, 0, 0, T_NONE, 0, 0, 0) \
    X(SSLEEP, "s_sleep", C_NOP, 0, 0, T_NONE, 0, 0, 0) \
    X(SPREFETCH, "s_set_inst_prefetch_distance", C_NOP, 0, 0, T_NONE, 0, 0, 0) \
    X(SICINV, "s_icache_inv", C_NOP, 0, 0, T_NONE, 0, 0, 0) \
    X(SDCINV, "s_dcache_inv", C_NOP, 0, 0, T_NONE, 0, 0, 0) \
    X(GL0INV, "buffer_gl0_inv", C_NOP, 0, 0, T_NONE, 0, 0, 0) \
    X(GL1INV, "buffer_gl1_inv", C_NOP, 0, 0, T_NONE, 0, 0, 0) \
    X(SENDPGM, "s_endpgm", C_SPECIAL, 0, 0, T_NONE, 0, 0, 0) \
    X(STRAP, "s_trap", C_SPECIAL, 0, 0, T_NONE, 0, 0, 0) \
    X(SBARRIER, "s_barrier", C_SPECIAL, 0, 0, T_NONE, 0, 0, 0) \
    X(SWAITCNT, "s_waitcnt", C_SPECIAL, 0, 0, T_NONE, 0, 0, 0) \
    X(SWAITVS, "s_waitcnt_vscnt", C_SPECIAL, 0, 0, T_NONE, 0, 0, 0) \
    X(SWAITVM, "s_waitcnt_vmcnt", C_SPECIAL, 0, 0, T_NONE, 0, 0, 0) \
    X(SWAITLGKM, "s_waitcnt_lgkmcnt", C_SPECIAL, 0, 0, T_NONE, 0, 0, 0) \
    X(SBRANCH, "s_branch", C_SPECIAL, 0, 0, T_NONE, 0, 0, 0) \
    X(SCBSCC0, "s_cbranch_scc0", C_SPECIAL, 0, 0, T_NONE, 0, 0, 0) \
    X(SCBSCC1, "s_cbranch_scc1", C_SPECIAL, 0, 0, T_NONE, 0, 0, 0) \
    X(SCBVCCZ, "s_cbranch_vccz", C_SPECIAL, 0, 0, T_NONE, 0, 0, 0) \
    X(SCBVCCNZ, "s_cbranch_vccnz", C_SPECIAL, 0, 0, T_NONE, 0, 0, 0) \
    X(SCBEXECZ, "s_cbranch_execz", C_SPECIAL, 0, 0, T_NONE, 0, 0, 0) \
    X(SCBEXECNZ, "s_cbranch_execnz", C_SPECIAL, 0, 0, T_NONE, 0, 0, 0) \
    X(SGETPC, "s_getpc_b64", C_SPECIAL, 0, 0, T_B64, 0, 0, 0) \
    X(SSENDRTN64, "s_sendmsg_rtn_b64", C_SPECIAL, 0, 0, T_B64, 0, 0, 0) \
    X(SSETPC, "s_setpc_b64", C_SPECIAL, 0, 1, T_NONE, T_B64, 0, 0) \
    X(SSWAPPC, "s_swappc_b64", C_SPECIAL, 0, 1, T_B64, T_B64, 0, 0) \
    X(SDENORM, "s_denorm_mode", C_SPECIAL, 0, 0, T_NONE, 0, 0, 0) \
    X(SROUND, "s_round_mode", C_SPECIAL, 0, 0, T_NONE, 0, 0, 0) \
    X(SCSEL32, "s_cselect_b32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SCSEL64, "s_cselect_b64", C_SOP, 0, 2, T_B64, T_B64, T_B64, 0) \
    X(SMOV32, "s_mov_b32", C_SOP, 0, 1, T_B32, T_B32, 0, 0) \
    X(SMOV64, "s_mov_b64", C_SOP, 0, 1, T_B64, T_B64, 0, 0) \
    X(SMOVK, "s_movk_i32", C_SOP, 0, 1, T_B32, T_B32, 0, 0) \
    X(SCMOV32, "s_cmov_b32", C_SOP, 0, 1, T_B32, T_B32, 0, 0) \
    X(SCMOV64, "s_cmov_b64", C_SOP, 0, 1, T_B64, T_B64, 0, 0) \
    X(SCMOVK, "s_cmovk_i32", C_SOP, 0, 1, T_B32, T_B32, 0, 0) \
    X(SNOT32, "s_not_b32", C_SOP, 0, 1, T_B32, T_B32, 0, 0) \
    X(SNOT64, "s_not_b64", C_SOP, 0, 1, T_B64, T_B64, 0, 0) \
    X(SBREV32, "s_brev_b32", C_SOP, 0, 1, T_B32, T_B32, 0, 0) \
    X(SBCNT1_32, "s_bcnt1_i32_b32", C_SOP, 0, 1, T_B32, T_B32, 0, 0) \
    X(SBCNT1_64, "s_bcnt1_i32_b64", C_SOP, 0, 1, T_B32, T_B64, 0, 0) \
    X(SBCNT0_32, "s_bcnt0_i32_b32", C_SOP, 0, 1, T_B32, T_B32, 0, 0) \
    X(SFF1_32, "s_ff1_i32_b32", C_SOP, 0, 1, T_B32, T_B32, 0, 0) \
    X(SCTZ32, "s_ctz_i32_b32", C_SOP, 0, 1, T_B32, T_B32, 0, 0) \
    X(SFF1_64, "s_ff1_i32_b64", C_SOP, 0, 1, T_B32, T_B64, 0, 0) \
    X(SCTZ64, "s_ctz_i32_b64", C_SOP, 0, 1, T_B32, T_B64, 0, 0) \
    X(SFLBIT32, "s_flbit_i32_b32", C_SOP, 0, 1, T_B32, T_B32, 0, 0) \
    X(SCLZ32, "s_clz_i32_u32", C_SOP, 0, 1, T_B32, T_B32, 0, 0) \
    X(SSEXT8, "s_sext_i32_i8", C_SOP, 0, 1, T_B32, T_B32, 0, 0) \
    X(SSEXT16, "s_sext_i32_i16", C_SOP, 0, 1, T_B32, T_B32, 0, 0) \
    X(SBITSET0_32, "s_bitset0_b32", C_SOP, 0, 1, T_B32, T_B32, 0, 0) \
    X(SBITSET1_32, "s_bitset1_b32", C_SOP, 0, 1, T_B32, T_B32, 0, 0) \
    X(SBITSET0_64, "s_bitset0_b64", C_SOP, 0, 1, T_B64, T_B32, 0, 0) \
    X(SBITSET1_64, "s_bitset1_b64", C_SOP, 0, 1, T_B64, T_B32, 0, 0) \
    X(SABS, "s_abs_i32", C_SOP, 0, 1, T_B32, T_B32, 0, 0) \
    X(SANDSAVE32, "s_and_saveexec_b32", C_SPECIAL, 0, 1, T_B32, T_B32, 0, 0) \
    X(SORSAVE32, "s_or_saveexec_b32", C_SPECIAL, 0, 1, T_B32, T_B32, 0, 0) \
    X(SXORSAVE32, "s_xor_saveexec_b32", C_SPECIAL, 0, 1, T_B32, T_B32, 0, 0) \
    X(SANDN1SAVE32, "s_and_not1_saveexec_b32", C_SPECIAL, 0, 1, T_B32, T_B32, 0, 0) \
    X(SORN1SAVE32, "s_or_not1_saveexec_b32", C_SPECIAL, 0, 1, T_B32, T_B32, 0, 0) \
    X(SANDN0SAVE32, "s_and_not0_saveexec_b32", C_SPECIAL, 0, 1, T_B32, T_B32, 0, 0) \
    X(SANDSAVE64, "s_and_saveexec_b64", C_SPECIAL, 0, 1, T_B64, T_B64, 0, 0) \
    X(SORSAVE64, "s_or_saveexec_b64", C_SPECIAL, 0, 1, T_B64, T_B64, 0, 0) \
    X(SXORSAVE64, "s_xor_saveexec_b64", C_SPECIAL, 0, 1, T_B64, T_B64, 0, 0) \
    X(SANDN1SAVE64, "s_and_not1_saveexec_b64", C_SPECIAL, 0, 1, T_B64, T_B64, 0, 0) \
    X(SORN1SAVE64, "s_or_not1_saveexec_b64", C_SPECIAL, 0, 1, T_B64, T_B64, 0, 0) \
    X(SANDN0SAVE64, "s_and_not0_saveexec_b64", C_SPECIAL, 0, 1, T_B64, T_B64, 0, 0) \
    X(SADDU32, "s_add_u32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SADDI32, "s_add_i32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SADDK, "s_addk_i32", C_SOP, 0, 1, T_B32, T_B32, 0, 0) \
    X(SSUBU32, "s_sub_u32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SSUBI32, "s_sub_i32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SADDC, "s_addc_u32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SSUBB, "s_subb_u32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SMINI, "s_min_i32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SMINU, "s_min_u32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SMAXI, "s_max_i32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SMAXU, "s_max_u32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SAND32, "s_and_b32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SAND64, "s_and_b64", C_SOP, 0, 2, T_B64, T_B64, T_B64, 0) \
    X(SOR32, "s_or_b32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SOR64, "s_or_b64", C_SOP, 0, 2, T_B64, T_B64, T_B64, 0) \
    X(SXOR32, "s_xor_b32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SXOR64, "s_xor_b64", C_SOP, 0, 2, T_B64, T_B64, T_B64, 0) \
    X(SANDN1_32, "s_and_not1_b32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SANDN1_64, "s_and_not1_b64", C_SOP, 0, 2, T_B64, T_B64, T_B64, 0) \
    X(SORN1_32, "s_or_not1_b32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SORN1_64, "s_or_not1_b64", C_SOP, 0, 2, T_B64, T_B64, T_B64, 0) \
    X(SNAND32, "s_nand_b32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SNOR32, "s_nor_b32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SXNOR32, "s_xnor_b32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SNAND64, "s_nand_b64", C_SOP, 0, 2, T_B64, T_B64, T_B64, 0) \
    X(SNOR64, "s_nor_b64", C_SOP, 0, 2, T_B64, T_B64, T_B64, 0) \
    X(SXNOR64, "s_xnor_b64", C_SOP, 0, 2, T_B64, T_B64, T_B64, 0) \
    X(SLSHL32, "s_lshl_b32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SLSHL64, "s_lshl_b64", C_SOP, 0, 2, T_B64, T_B64, T_B32, 0) \
    X(SLSHR32, "s_lshr_b32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SLSHR64, "s_lshr_b64", C_SOP, 0, 2, T_B64, T_B64, T_B32, 0) \
    X(SASHR32, "s_ashr_i32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SASHR64, "s_ashr_i64", C_SOP, 0, 2, T_B64, T_B64, T_B32, 0) \
    X(SLSHL1ADD, "s_lshl1_add_u32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SLSHL2ADD, "s_lshl2_add_u32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SLSHL3ADD, "s_lshl3_add_u32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SLSHL4ADD, "s_lshl4_add_u32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SBFM32, "s_bfm_b32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SMULI32, "s_mul_i32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SMULK, "s_mulk_i32", C_SOP, 0, 1, T_B32, T_B32, 0, 0) \
    X(SMULHIU, "s_mul_hi_u32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SMULHII, "s_mul_hi_i32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SBFEU32, "s_bfe_u32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SBFEI32, "s_bfe_i32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SABSDIFF, "s_absdiff_i32", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SPACKLL, "s_pack_ll_b32_b16", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SPACKLH, "s_pack_lh_b32_b16", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SPACKHH, "s_pack_hh_b32_b16", C_SOP, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(SCMP, "s_cmp", C_SCMP, 0, 2, T_NONE, T_B32, T_B32, 0) \
    X(SLOAD, "s_load", C_SMEM, 0, 0, T_NONE, 0, 0, 0) \
    X(VMOV, "v_mov_b32", C_VOP, F_STD, 1, T_B32, T_B32, 0, 0) \
    X(VNOT, "v_not_b32", C_VOP, F_STD, 1, T_B32, T_B32, 0, 0) \
    X(VBFREV, "v_bfrev_b32", C_VOP, F_STD, 1, T_B32, T_B32, 0, 0) \
    X(VCLZ, "v_clz_i32_u32", C_VOP, F_STD, 1, T_B32, T_B32, 0, 0) \
    X(VCTZ, "v_ctz_i32_b32", C_VOP, F_STD, 1, T_B32, T_B32, 0, 0) \
    X(VCLS, "v_cls_i32", C_VOP, F_STD, 1, T_B32, T_B32, 0, 0) \
    X(VADDU, "v_add_nc_u32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VSUBU, "v_sub_nc_u32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VSUBREVU, "v_subrev_nc_u32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VADDI, "v_add_nc_i32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VSUBI, "v_sub_nc_i32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VAND, "v_and_b32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VOR, "v_or_b32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VXOR, "v_xor_b32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VXNOR, "v_xnor_b32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VLSHLREV, "v_lshlrev_b32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VLSHRREV, "v_lshrrev_b32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VASHRREV, "v_ashrrev_i32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VLSHLREV64, "v_lshlrev_b64", C_VOP, F_STD, 2, T_B64, T_B32, T_B64, 0) \
    X(VLSHRREV64, "v_lshrrev_b64", C_VOP, F_STD, 2, T_B64, T_B32, T_B64, 0) \
    X(VASHRREV64, "v_ashrrev_i64", C_VOP, F_STD, 2, T_B64, T_B32, T_B64, 0) \
    X(VMAXI, "v_max_i32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VMAXU, "v_max_u32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VMINI, "v_min_i32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VMINU, "v_min_u32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VMULLO, "v_mul_lo_u32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VMULHIU, "v_mul_hi_u32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VMULHII, "v_mul_hi_i32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VMULU24, "v_mul_u32_u24", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VMULI24, "v_mul_i32_i24", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VMULHIU24, "v_mul_hi_u32_u24", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VMULHII24, "v_mul_hi_i32_i24", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VMADU24, "v_mad_u32_u24", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VMADI24, "v_mad_i32_i24", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VBCNT, "v_bcnt_u32_b32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VMBCNTLO, "v_mbcnt_lo_u32_b32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VMBCNTHI, "v_mbcnt_hi_u32_b32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VBFM, "v_bfm_b32", C_VOP, F_STD, 2, T_B32, T_B32, T_B32, 0) \
    X(VBFEU, "v_bfe_u32", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VBFEI, "v_bfe_i32", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VBFI, "v_bfi_b32", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VALIGNBIT, "v_alignbit_b32", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VALIGNBYTE, "v_alignbyte_b32", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VPERM, "v_perm_b32", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VLSHLADD, "v_lshl_add_u32", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VADDLSHL, "v_add_lshl_u32", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VLSHLOR, "v_lshl_or_b32", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VANDOR, "v_and_or_b32", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VOR3, "v_or3_b32", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VXOR3, "v_xor3_b32", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VADD3, "v_add3_u32", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VXAD, "v_xad_u32", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VMAX3I, "v_max3_i32", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VMAX3U, "v_max3_u32", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VMIN3I, "v_min3_i32", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VMIN3U, "v_min3_u32", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VMED3I, "v_med3_i32", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VMED3U, "v_med3_u32", C_VOP, F_STD, 3, T_B32, T_B32, T_B32, T_B32) \
    X(VCNDMASK, "v_cndmask_b32", C_VOP, F_CND, 2, T_B32, T_B32, T_B32, 0) \
    X(VADDCO, "v_add_co_u32", C_VOP, F_CARRY, 2, T_B32, T_B32, T_B32, 0) \
    X(VSUBCO, "v_sub_co_u32", C_VOP, F_CARRY, 2, T_B32, T_B32, T_B32, 0) \
    X(VSUBREVCO, "v_subrev_co_u32", C_VOP, F_CARRY, 2, T_B32, T_B32, T_B32, 0) \
    X(VADDCOCI, "v_add_co_ci_u32", C_VOP, F_CARRY, 2, T_B32, T_B32, T_B32, 0) \
    X(VSUBCOCI, "v_sub_co_ci_u32", C_VOP, F_CARRY, 2, T_B32, T_B32, T_B32, 0) \
    X(VSUBREVCOCI, "v_subrev_co_ci_u32", C_VOP, F_CARRY, 2, T_B32, T_B32, T_B32, 0) \
    X(VMADU64, "v_mad_u64_u32", C_VOP, F_MAD64, 3, T_B64, T_B32, T_B32, T_B64) \
    X(VMADI64, "v_mad_i64_i32", C_VOP, F_MAD64, 3, T_B64, T_B32, T_B32, T_B64) \
    X(VREADLANE, "v_readlane_b32", C_SPECIAL, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(VREADFIRST, "v_readfirstlane_b32", C_SPECIAL, 0, 1, T_B32, T_B32, 0, 0) \
    X(VWRITELANE, "v_writelane_b32", C_SPECIAL, 0, 2, T_B32, T_B32, T_B32, 0) \
    X(VADDF, "v_add_f32", C_VOP, F_STD, 2, T_F32, T_F32, T_F32, 0) \
    X(VSUBF, "v_sub_f32", C_VOP, F_STD, 2, T_F32, T_F32, T_F32, 0) \
    X(VSUBREVF, "v_subrev_f32", C_VOP, F_STD, 2, T_F32, T_F32, T_F32, 0) \
    X(VMULF, "v_mul_f32", C_VOP, F_STD, 2, T_F32, T_F32, T_F32, 0) \
    X(VMULLEGF, "v_mul_dx9_zero_f32", C_VOP, F_STD, 2, T_F32, T_F32, T_F32, 0) \
    X(VMAXF, "v_max_f32", C_VOP, F_STD, 2, T_F32, T_F32, T_F32, 0) \
    X(VMINF, "v_min_f32", C_VOP, F_STD, 2, T_F32, T_F32, T_F32, 0) \
    X(VLDEXPF, "v_ldexp_f32", C_VOP, F_STD, 2, T_F32, T_F32, T_B32, 0) \
    X(VFMAF, "v_fma_f32", C_VOP, F_STD, 3, T_F32, T_F32, T_F32, T_F32) \
    X(VFMACF, "v_fmac_f32", C_VOP, F_MAC, 3, T_F32, T_F32, T_F32, T_F32) \
    X(VFMAMKF, "v_fmamk_f32", C_VOP, F_FMAMK, 3, T_F32, T_F32, T_F32, T_F32) \
    X(VFMAAKF, "v_fmaak_f32", C_VOP, F_FMAAK, 3, T_F32, T_F32, T_F32, T_F32) \
    X(VMAX3F, "v_max3_f32", C_VOP, F_STD, 3, T_F32, T_F32, T_F32, T_F32) \
    X(VMIN3F, "v_min3_f32", C_VOP, F_STD, 3, T_F32, T_F32, T_F32, T_F32) \
    X(VMED3F, "v_med3_f32", C_VOP, F_STD, 3, T_F32, T_F32, T_F32, T_F32) \
    X(VRCPF, "v_rcp_f32", C_VOP, F_STD, 1, T_F32, T_F32, 0, 0) \
    X(VRCPIFLAGF, "v_rcp_iflag_f32", C_VOP, F_STD, 1, T_F32, T_F32, 0, 0) \
    X(VRSQF, "v_rsq_f32", C_VOP, F_STD, 1, T_F32, T_F32, 0, 0) \
    X(VSQRTF, "v_sqrt_f32", C_VOP, F_STD, 1, T_F32, T_F32, 0, 0) \
    X(VEXPF, "v_exp_f32", C_VOP, F_STD, 1, T_F32, T_F32, 0, 0) \
    X(VLOGF, "v_log_f32", C_VOP, F_STD, 1, T_F32, T_F32, 0, 0) \
    X(VSINF, "v_sin_f32", C_VOP, F_STD, 1, T_F32, T_F32, 0, 0) \
    X(VCOSF, "v_cos_f32", C_VOP, F_STD, 1, T_F32, T_F32, 0, 0) \
    X(VFLOORF, "v_floor_f32", C_VOP, F_STD, 1, T_F32, T_F32, 0, 0) \
    X(VCEILF, "v_ceil_f32", C_VOP, F_STD, 1, T_F32, T_F32, 0, 0) \
    X(VTRUNCF, "v_trunc_f32", C_VOP, F_STD, 1, T_F32, T_F32, 0, 0) \
    X(VRNDNEF, "v_rndne_f32", C_VOP, F_STD, 1, T_F32, T_F32, 0, 0) \
    X(VFRACTF, "v_fract_f32", C_VOP, F_STD, 1, T_F32, T_F32, 0, 0) \
    X(VFREXPEXPF, "v_frexp_exp_i32_f32", C_VOP, F_STD, 1, T_B32, T_F32, 0, 0) \
    X(VFREXPMANTF, "v_frexp_mant_f32", C_VOP, F_STD, 1, T_F32, T_F32, 0, 0) \
    X(VCVTF32U32, "v_cvt_f32_u32", C_VOP, F_STD, 1, T_F32, T_B32, 0, 0) \
    X(VCVTF32I32, "v_cvt_f32_i32", C_VOP, F_STD, 1, T_F32, T_B32, 0, 0) \
    X(VCVTU32F32, "v_cvt_u32_f32", C_VOP, F_STD, 1, T_B32, T_F32, 0, 0) \
    X(VCVTI32F32, "v_cvt_i32_f32", C_VOP, F_STD, 1, T_B32, T_F32, 0, 0) \
    X(VCVTF16F32, "v_cvt_f16_f32", C_VOP, F_STD, 1, T_F16, T_F32, 0, 0) \
    X(VCVTF32F16, "v_cvt_f32_f16", C_VOP, F_STD, 1, T_F32, T_F16, 0, 0) \
    X(VCVTF64F32, "v_cvt_f64_f32", C_VOP, F_STD, 1, T_F64, T_F32, 0, 0) \
    X(VCVTF32F64, "v_cvt_f32_f64", C_VOP, F_STD, 1, T_F32, T_F64, 0, 0) \
    X(VCVTF64I32, "v_cvt_f64_i32", C_VOP, F_STD, 1, T_F64, T_B32, 0, 0) \
    X(VCVTF64U32, "v_cvt_f64_u32", C_VOP, F_STD, 1, T_F64, T_B32, 0, 0) \
    X(VCVTI32F64, "v_cvt_i32_f64", C_VOP, F_STD, 1, T_B32, T_F64, 0, 0) \
    X(VCVTU32F64, "v_cvt_u32_f64", C_VOP, F_STD, 1, T_B32, T_F64, 0, 0) \
    X(VDIVSCALEF, "v_div_scale_f32", C_VOP, F_DIVSCALE, 3, T_F32, T_F32, T_F32, T_F32) \
    X(VDIVFMASF, "v_div_fmas_f32", C_VOP, F_DIVFMAS, 3, T_F32, T_F32, T_F32, T_F32) \
    X(VDIVFIXUPF, "v_div_fixup_f32", C_VOP, F_STD, 3, T_F32, T_F32, T_F32, T_F32) \
    X(VADDD, "v_add_f64", C_VOP, F_STD, 2, T_F64, T_F64, T_F64, 0) \
    X(VMULD, "v_mul_f64", C_VOP, F_STD, 2, T_F64, T_F64, T_F64, 0) \
    X(VMAXD, "v_max_f64", C_VOP, F_STD, 2, T_F64, T_F64, T_F64, 0) \
    X(VMIND, "v_min_f64", C_VOP, F_STD, 2, T_F64, T_F64, T_F64, 0) \
    X(VFMAD, "v_fma_f64", C_VOP, F_STD, 3, T_F64, T_F64, T_F64, T_F64) \
    X(VLDEXPD, "v_ldexp_f64", C_VOP, F_STD, 2, T_F64, T_F64, T_B32, 0) \
    X(VRCPD, "v_rcp_f64", C_VOP, F_STD, 1, T_F64, T_F64, 0, 0) \
    X(VRSQD, "v_rsq_f64", C_VOP, F_STD, 1, T_F64, T_F64, 0, 0) \
    X(VSQRTD, "v_sqrt_f64", C_VOP, F_STD, 1, T_F64, T_F64, 0, 0) \
    X(VFLOORD, "v_floor_f64", C_VOP, F_STD, 1, T_F64, T_F64, 0, 0) \
    X(VCEILD, "v_ceil_f64", C_VOP, F_STD, 1, T_F64, T_F64, 0, 0) \
    X(VTRUNCD, "v_trunc_f64", C_VOP, F_STD, 1, T_F64, T_F64, 0, 0) \
    X(VRNDNED, "v_rndne_f64", C_VOP, F_STD, 1, T_F64, T_F64, 0, 0) \
    X(VADDH, "v_add_f16", C_VOP, F_STD, 2, T_F16, T_F16, T_F16, 0) \
    X(VSUBH, "v_sub_f16", C_VOP, F_STD, 2, T_F16, T_F16, T_F16, 0) \
    X(VMULH, "v_mul_f16", C_VOP, F_STD, 2, T_F16, T_F16, T_F16, 0) \
    X(VMAXH, "v_max_f16", C_VOP, F_STD, 2, T_F16, T_F16, T_F16, 0) \
    X(VMINH, "v_min_f16", C_VOP, F_STD, 2, T_F16, T_F16, T_F16, 0) \
    X(VFMAH, "v_fma_f16", C_VOP, F_STD, 3, T_F16, T_F16, T_F16, T_F16) \
    X(VFMACH, "v_fmac_f16", C_VOP, F_MAC, 3, T_F16, T_F16, T_F16, T_F16) \
    X(VPACKF16, "v_pack_b32_f16", C_VOP, F_STD, 2, T_B32, T_F16, T_F16, 0) \
    X(VADDU16, "v_add_nc_u16", C_VOP, F_STD, 2, T_B16, T_B16, T_B16, 0) \
    X(VSUBU16, "v_sub_nc_u16", C_VOP, F_STD, 2, T_B16, T_B16, T_B16, 0) \
    X(VMULLOU16, "v_mul_lo_u16", C_VOP, F_STD, 2, T_B16, T_B16, T_B16, 0) \
    X(VLSHLREV16, "v_lshlrev_b16", C_VOP, F_STD, 2, T_B16, T_B16, T_B16, 0) \
    X(VLSHRREV16, "v_lshrrev_b16", C_VOP, F_STD, 2, T_B16, T_B16, T_B16, 0) \
    X(VASHRREV16, "v_ashrrev_i16", C_VOP, F_STD, 2, T_B16, T_B16, T_B16, 0) \
    X(VCVTF32UB0, "v_cvt_f32_ubyte0", C_VOP, F_STD, 1, T_F32, T_B32, 0, 0) \
    X(VCVTF32UB1, "v_cvt_f32_ubyte1", C_VOP, F_STD, 1, T_F32, T_B32, 0, 0) \
    X(VCVTF32UB2, "v_cvt_f32_ubyte2", C_VOP, F_STD, 1, T_F32, T_B32, 0, 0) \
    X(VCVTF32UB3, "v_cvt_f32_ubyte3", C_VOP, F_STD, 1, T_F32, T_B32, 0, 0) \
    X(VPKADDH, "v_pk_add_f16", C_VOP, F_STD, 2, T_PK16, T_PK16, T_PK16, 0) \
    X(VPKMULH, "v_pk_mul_f16", C_VOP, F_STD, 2, T_PK16, T_PK16, T_PK16, 0) \
    X(VPKFMAH, "v_pk_fma_f16", C_VOP, F_STD, 3, T_PK16, T_PK16, T_PK16, T_PK16) \
    X(VPKMAXH, "v_pk_max_f16", C_VOP, F_STD, 2, T_PK16, T_PK16, T_PK16, 0) \
    X(VPKMINH, "v_pk_min_f16", C_VOP, F_STD, 2, T_PK16, T_PK16, T_PK16, 0) \
    X(VCMP, "v_cmp", C_VCMP, 0, 2, T_NONE, 0, 0, 0) \
    X(VCMPX, "v_cmpx", C_VCMPX, 0, 2, T_NONE, 0, 0, 0) \
    X(GLOAD, "global_load", C_GLOBAL, 0, 0, T_NONE, 0, 0, 0) \
    X(GSTORE, "global_store", C_GLOBAL, 0, 0, T_NONE, 0, 0, 0) \
    X(GATOMIC, "global_atomic", C_GLOBAL, 0, 0, T_NONE, 0, 0, 0) \
    X(SCLOAD, "scratch_load", C_SCRATCH, 0, 0, T_NONE, 0, 0, 0) \
    X(SCSTORE, "scratch_store", C_SCRATCH, 0, 0, T_NONE, 0, 0, 0) \
    X(DSOP, "ds", C_DS, 0, 0, T_NONE, 0, 0, 0) \
    X(IMAGE, "image", C_IMAGE, 0, 0, T_NONE, 0, 0, 0)

enum emu_op {
    EOP_UNKNOWN = 0,
#define EMU_X_ENUM(id, name, cls, form, nsrc, td, t0, t1, t2) EOP_##id,
    EMU_OPS(EMU_X_ENUM)
#undef EMU_X_ENUM
    EOP_COUNT
};

struct emu_opdesc {
    const char *name;
    uint8_t cls, form, nsrc, td, ts[3];
};

extern const struct emu_opdesc emu_opdescs[EOP_COUNT];

/* compare conditions (v_cmp_<cond>_<type>, s_cmp_<cond>_<type>) */
enum { CC_F, CC_LT, CC_EQ, CC_LE, CC_GT, CC_NE, CC_GE, CC_O, CC_U, CC_NGE, CC_NLG, CC_NGT,
       CC_NLE, CC_NEQ, CC_NLT, CC_T, CC_CLASS, CC_BIT0, CC_BIT1 };

/* memory operation details (global_*, scratch_*, ds_*) */
enum { MO_LOAD, MO_STORE, MO_ATOMIC, MO_BPERMUTE, MO_PERMUTE, MO_LOAD2, MO_STORE2 };
enum { AT_ADD, AT_SUB, AT_MIN_I, AT_MAX_I, AT_MIN_U, AT_MAX_U, AT_AND, AT_OR, AT_XOR, AT_SWAP,
       AT_CMPSWAP, AT_INC, AT_DEC, AT_ADD_F32, AT_ADD_F64, AT_MIN_F, AT_MAX_F };

struct emu_dec {
    uint16_t op, op_y;          /* EOP_*; op_y for the VOPD Y half */
    uint8_t cc, ctype;          /* compares: CC_*, T_* (signed ints: T_B32|0x80) */
    uint8_t mop, atom;          /* memory: MO_*, AT_* */
    uint8_t bytes;              /* memory: bytes per lane (per address for 2addr) */
    uint8_t sext;               /* memory: sign-extend a sub-dword load */
    uint8_t stride;             /* ds 2addr: offset unit multiplier */
    uint8_t is64;               /* compare/atomic on 64-bit values */
};

enum ws_status emu_decode_program(struct emu_program *p, struct ws_error *err);
void emu_decode_free(struct emu_program *p);
const struct emu_dec *emu_decoded(const struct emu_program *p, size_t func, size_t insn);

#endif
