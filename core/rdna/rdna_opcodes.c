/* rdna_opcodes.c - the gfx11 opcode table: encoding class, which explicit
 * operands are written or read, implicit registers, control flow.
 *
 * Sources: AMD "RDNA3" ISA reference guide (2023), chapters on SALU, SMEM,
 * VALU, LDS and global memory (what each instruction reads and writes,
 * which set SCC, which read VCC/EXEC/M0); llvm/docs/AMDGPU/AMDGPUAsmGFX11.rst
 * for the operand order of each mnemonic as the assembler writes it. The
 * rows cover every opcode clang-19 emits for the samples plus the common
 * ALU, memory and branch ops of gfx11.
 *
 * acc strings, one letter per explicit operand in assembler order:
 *   d written, u read, b read and written (fmac's accumulator), - neither.
 * Operands past the end of acc are read. Non-register operands (constants,
 * null, off, labels) are never register accesses whatever their letter.
 * In wave32 assembly VOPC and carry operands name vcc_lo explicitly, so only
 * the registers no operand names are implicit here.
 */
#include "rdna.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define ROW(n, enc, flow, cond, flags, acc, idef, iuse) \
    { n, enc, flow, cond, flags, acc, idef, iuse },

/* ---- scalar ALU ---- */
#define SOP2(n)    ROW(#n, RE_SOP2, FLOW_NONE, 0, 0, "duu", 0, 0)
#define SOP2S(n)   ROW(#n, RE_SOP2, FLOW_NONE, 0, 0, "duu", RIMP_SCC, 0)        /* sets SCC */
#define SOP2CI(n)  ROW(#n, RE_SOP2, FLOW_NONE, 0, 0, "duu", RIMP_SCC, RIMP_SCC) /* carry in and out */
#define SOP2SEL(n) ROW(#n, RE_SOP2, FLOW_NONE, 0, 0, "duu", 0, RIMP_SCC)        /* selects on SCC */
#define SOP1(n)    ROW(#n, RE_SOP1, FLOW_NONE, 0, 0, "du", 0, 0)
#define SOP1S(n)   ROW(#n, RE_SOP1, FLOW_NONE, 0, 0, "du", RIMP_SCC, 0)
#define SOP1B(n)   ROW(#n, RE_SOP1, FLOW_NONE, 0, 0, "bu", 0, 0)                /* bitset: read-modify-write */
/* sdst = EXEC; EXEC = op(src, EXEC); SCC = (EXEC != 0) */
#define SAVEEXEC32(n) ROW(#n, RE_SOP1, FLOW_NONE, 0, 0, "du", RIMP_EXEC_LO | RIMP_SCC, RIMP_EXEC_LO)
#define SAVEEXEC64(n) ROW(#n, RE_SOP1, FLOW_NONE, 0, 0, "du", RIMP_EXEC_LO | RIMP_EXEC_HI | RIMP_SCC, \
                          RIMP_EXEC_LO | RIMP_EXEC_HI)
#define SOPC(n)    ROW(#n, RE_SOPC, FLOW_NONE, 0, 0, "uu", RIMP_SCC, 0)
#define SOPK(n, acc, idef, iuse) ROW(#n, RE_SOPK, FLOW_NONE, 0, 0, acc, idef, iuse)
#define SOPP(n)    ROW(#n, RE_SOPP, FLOW_NONE, 0, 0, "", 0, 0)
#define SOPPM(n)   ROW(#n, RE_SOPP, FLOW_NONE, 0, 0, "", 0, RIMP_M0)           /* message data in M0 */
#define BRANCH(n, cond, iuse) ROW(#n, RE_SOPP, FLOW_JUMP, cond, 0, "-", 0, iuse)
#define SMEM(n)    ROW(#n, RE_SMEM, FLOW_NONE, 0, RF_LOAD, "duu", 0, 0)
#define SMEM0(n)   ROW(#n, RE_SMEM, FLOW_NONE, 0, 0, "", 0, 0)
/* ---- vector ALU: all read EXEC ---- */
#define VOP1(n)    ROW(#n, RE_VOP1, FLOW_NONE, 0, RF_VECTOR, "du", 0, 0)
#define VOP2(n)    ROW(#n, RE_VOP2, FLOW_NONE, 0, RF_VECTOR, "duu", 0, 0)
#define VOP2ACC(n) ROW(#n, RE_VOP2, FLOW_NONE, 0, RF_VECTOR, "buu", 0, 0)       /* d = a*b + d */
#define VOP3(n, acc) ROW(#n, RE_VOP3, FLOW_NONE, 0, RF_VECTOR, acc, 0, 0)
#define VOP3P(n, acc) ROW(#n, RE_VOP3P, FLOW_NONE, 0, RF_VECTOR, acc, 0, 0)
#define VOPC(n)    ROW(#n, RE_VOPC, FLOW_NONE, 0, RF_VECTOR, "duu", 0, 0)
#define VOPCX(n)   ROW(#n, RE_VOPC, FLOW_NONE, 0, RF_VECTOR, "uu", RIMP_EXEC, 0) /* writes EXEC */
#define VOPD(n, acc) ROW(#n, RE_VOPD, FLOW_NONE, 0, RF_VECTOR, acc, 0, 0)
/* ---- vector memory ---- */
#define DS(n, acc, fl) ROW(#n, RE_DS, FLOW_NONE, 0, RF_VECTOR | (fl), acc, 0, 0)
#define GLOBAL(n, acc, fl) ROW(#n, RE_GLOBAL, FLOW_NONE, 0, RF_VECTOR | (fl), acc, 0, 0)
#define FLAT(n, acc, fl) ROW(#n, RE_FLAT, FLOW_NONE, 0, RF_VECTOR | (fl), acc, 0, 0)
#define SCRATCH(n, acc, fl) ROW(#n, RE_SCRATCH, FLOW_NONE, 0, RF_VECTOR | (fl), acc, 0, 0)
#define MUBUF(n, acc, fl) ROW(#n, RE_MUBUF, FLOW_NONE, 0, RF_VECTOR | (fl), acc, 0, 0)
#define MIMG(n, acc, fl) ROW(#n, RE_MIMG, FLOW_NONE, 0, RF_VECTOR | (fl), acc, 0, 0)

/* compare families: 16 float conditions, 8 integer ones (RDNA3 ISA, VOPC) */
#define CMPF(P, t) P(v_cmp_f_##t) P(v_cmp_lt_##t) P(v_cmp_eq_##t) P(v_cmp_le_##t) \
    P(v_cmp_gt_##t) P(v_cmp_lg_##t) P(v_cmp_ge_##t) P(v_cmp_o_##t) P(v_cmp_u_##t) \
    P(v_cmp_nge_##t) P(v_cmp_nlg_##t) P(v_cmp_ngt_##t) P(v_cmp_nle_##t) P(v_cmp_neq_##t) \
    P(v_cmp_nlt_##t) P(v_cmp_t_##t) P(v_cmp_class_##t)
#define CMPXF(P, t) P(v_cmpx_f_##t) P(v_cmpx_lt_##t) P(v_cmpx_eq_##t) P(v_cmpx_le_##t) \
    P(v_cmpx_gt_##t) P(v_cmpx_lg_##t) P(v_cmpx_ge_##t) P(v_cmpx_o_##t) P(v_cmpx_u_##t) \
    P(v_cmpx_nge_##t) P(v_cmpx_nlg_##t) P(v_cmpx_ngt_##t) P(v_cmpx_nle_##t) P(v_cmpx_neq_##t) \
    P(v_cmpx_nlt_##t) P(v_cmpx_t_##t) P(v_cmpx_class_##t)
#define CMPI(P, t) P(v_cmp_f_##t) P(v_cmp_lt_##t) P(v_cmp_eq_##t) P(v_cmp_le_##t) \
    P(v_cmp_gt_##t) P(v_cmp_ne_##t) P(v_cmp_ge_##t) P(v_cmp_t_##t)
#define CMPXI(P, t) P(v_cmpx_f_##t) P(v_cmpx_lt_##t) P(v_cmpx_eq_##t) P(v_cmpx_le_##t) \
    P(v_cmpx_gt_##t) P(v_cmpx_ne_##t) P(v_cmpx_ge_##t) P(v_cmpx_t_##t)

/* global/flat/scratch load and store widths */
#define GLOADS(P, pre, acc) P(pre##_load_u8, acc, RF_LOAD) P(pre##_load_i8, acc, RF_LOAD) \
    P(pre##_load_u16, acc, RF_LOAD) P(pre##_load_i16, acc, RF_LOAD) P(pre##_load_b32, acc, RF_LOAD) \
    P(pre##_load_b64, acc, RF_LOAD) P(pre##_load_b96, acc, RF_LOAD) P(pre##_load_b128, acc, RF_LOAD) \
    P(pre##_load_d16_u8, acc, RF_LOAD) P(pre##_load_d16_i8, acc, RF_LOAD) \
    P(pre##_load_d16_b16, acc, RF_LOAD) P(pre##_load_d16_hi_u8, acc, RF_LOAD) \
    P(pre##_load_d16_hi_i8, acc, RF_LOAD) P(pre##_load_d16_hi_b16, acc, RF_LOAD)
#define GSTORES(P, pre, acc) P(pre##_store_b8, acc, RF_STORE) P(pre##_store_b16, acc, RF_STORE) \
    P(pre##_store_b32, acc, RF_STORE) P(pre##_store_b64, acc, RF_STORE) \
    P(pre##_store_b96, acc, RF_STORE) P(pre##_store_b128, acc, RF_STORE) \
    P(pre##_store_d16_hi_b8, acc, RF_STORE) P(pre##_store_d16_hi_b16, acc, RF_STORE)
#define ATOMICS(P, pre, acc) \
    P(pre##_atomic_add_u32, acc, RF_RTN | RF_LOAD | RF_STORE) P(pre##_atomic_sub_u32, acc, RF_RTN | RF_LOAD | RF_STORE) \
    P(pre##_atomic_min_i32, acc, RF_RTN | RF_LOAD | RF_STORE) P(pre##_atomic_min_u32, acc, RF_RTN | RF_LOAD | RF_STORE) \
    P(pre##_atomic_max_i32, acc, RF_RTN | RF_LOAD | RF_STORE) P(pre##_atomic_max_u32, acc, RF_RTN | RF_LOAD | RF_STORE) \
    P(pre##_atomic_and_b32, acc, RF_RTN | RF_LOAD | RF_STORE) P(pre##_atomic_or_b32, acc, RF_RTN | RF_LOAD | RF_STORE) \
    P(pre##_atomic_xor_b32, acc, RF_RTN | RF_LOAD | RF_STORE) P(pre##_atomic_inc_u32, acc, RF_RTN | RF_LOAD | RF_STORE) \
    P(pre##_atomic_dec_u32, acc, RF_RTN | RF_LOAD | RF_STORE) P(pre##_atomic_swap_b32, acc, RF_RTN | RF_LOAD | RF_STORE) \
    P(pre##_atomic_cmpswap_b32, acc, RF_RTN | RF_LOAD | RF_STORE) P(pre##_atomic_add_f32, acc, RF_RTN | RF_LOAD | RF_STORE) \
    P(pre##_atomic_min_f32, acc, RF_RTN | RF_LOAD | RF_STORE) P(pre##_atomic_max_f32, acc, RF_RTN | RF_LOAD | RF_STORE) \
    P(pre##_atomic_add_u64, acc, RF_RTN | RF_LOAD | RF_STORE) P(pre##_atomic_sub_u64, acc, RF_RTN | RF_LOAD | RF_STORE) \
    P(pre##_atomic_min_i64, acc, RF_RTN | RF_LOAD | RF_STORE) P(pre##_atomic_min_u64, acc, RF_RTN | RF_LOAD | RF_STORE) \
    P(pre##_atomic_max_i64, acc, RF_RTN | RF_LOAD | RF_STORE) P(pre##_atomic_max_u64, acc, RF_RTN | RF_LOAD | RF_STORE) \
    P(pre##_atomic_and_b64, acc, RF_RTN | RF_LOAD | RF_STORE) P(pre##_atomic_or_b64, acc, RF_RTN | RF_LOAD | RF_STORE) \
    P(pre##_atomic_xor_b64, acc, RF_RTN | RF_LOAD | RF_STORE) P(pre##_atomic_swap_b64, acc, RF_RTN | RF_LOAD | RF_STORE) \
    P(pre##_atomic_cmpswap_b64, acc, RF_RTN | RF_LOAD | RF_STORE) P(pre##_atomic_inc_u64, acc, RF_RTN | RF_LOAD | RF_STORE) \
    P(pre##_atomic_dec_u64, acc, RF_RTN | RF_LOAD | RF_STORE)

static const struct rdna_opinfo table[] = {
    /* SOP2 (RDNA3 ISA 16.1): integer ops set SCC (carry, overflow or result != 0) */
    SOP2S(s_add_u32) SOP2S(s_sub_u32) SOP2S(s_add_i32) SOP2S(s_sub_i32)
    SOP2CI(s_addc_u32) SOP2CI(s_subb_u32)
    SOP2S(s_min_i32) SOP2S(s_min_u32) SOP2S(s_max_i32) SOP2S(s_max_u32)
    SOP2S(s_and_b32) SOP2S(s_and_b64) SOP2S(s_or_b32) SOP2S(s_or_b64)
    SOP2S(s_xor_b32) SOP2S(s_xor_b64) SOP2S(s_nand_b32) SOP2S(s_nand_b64)
    SOP2S(s_nor_b32) SOP2S(s_nor_b64) SOP2S(s_xnor_b32) SOP2S(s_xnor_b64)
    SOP2S(s_and_not1_b32) SOP2S(s_and_not1_b64) SOP2S(s_or_not1_b32) SOP2S(s_or_not1_b64)
    SOP2S(s_lshl_b32) SOP2S(s_lshl_b64) SOP2S(s_lshr_b32) SOP2S(s_lshr_b64)
    SOP2S(s_ashr_i32) SOP2S(s_ashr_i64)
    SOP2S(s_lshl1_add_u32) SOP2S(s_lshl2_add_u32) SOP2S(s_lshl3_add_u32) SOP2S(s_lshl4_add_u32)
    SOP2S(s_bfe_u32) SOP2S(s_bfe_i32) SOP2S(s_bfe_u64) SOP2S(s_bfe_i64) SOP2S(s_absdiff_i32)
    SOP2(s_bfm_b32) SOP2(s_bfm_b64) SOP2(s_mul_i32) SOP2(s_mul_hi_u32) SOP2(s_mul_hi_i32)
    SOP2(s_pack_ll_b32_b16) SOP2(s_pack_lh_b32_b16) SOP2(s_pack_hh_b32_b16) SOP2(s_pack_hl_b32_b16)
    SOP2SEL(s_cselect_b32) SOP2SEL(s_cselect_b64)
    /* SOP1 (16.2) */
    SOP1(s_mov_b32) SOP1(s_mov_b64) SOP1(s_brev_b32) SOP1(s_brev_b64)
    SOP1S(s_not_b32) SOP1S(s_not_b64) SOP1S(s_wqm_b32) SOP1S(s_wqm_b64)
    SOP1S(s_bcnt0_i32_b32) SOP1S(s_bcnt0_i32_b64) SOP1S(s_bcnt1_i32_b32) SOP1S(s_bcnt1_i32_b64)
    SOP1S(s_quadmask_b32) SOP1S(s_quadmask_b64) SOP1S(s_abs_i32)
    SOP1(s_ctz_i32_b32) SOP1(s_ctz_i32_b64) SOP1(s_clz_i32_u32) SOP1(s_clz_i32_u64)
    SOP1(s_cls_i32) SOP1(s_cls_i32_i64) SOP1(s_sext_i32_i8) SOP1(s_sext_i32_i16)
    SOP1B(s_bitset0_b32) SOP1B(s_bitset0_b64) SOP1B(s_bitset1_b32) SOP1B(s_bitset1_b64)
    ROW("s_cmov_b32", RE_SOP1, FLOW_NONE, 0, 0, "bu", 0, RIMP_SCC)   /* moves only when SCC: old value kept */
    ROW("s_cmov_b64", RE_SOP1, FLOW_NONE, 0, 0, "bu", 0, RIMP_SCC)
    ROW("s_getpc_b64", RE_SOP1, FLOW_NONE, 0, 0, "d", 0, 0)
    ROW("s_setpc_b64", RE_SOP1, FLOW_RET, 0, 0, "u", 0, 0)          /* LLVM returns with s_setpc_b64 s[30:31] */
    ROW("s_swappc_b64", RE_SOP1, FLOW_CALL, 0, 0, "du", 0, 0)       /* call through a register */
    ROW("s_movrels_b32", RE_SOP1, FLOW_NONE, 0, 0, "du", 0, RIMP_M0) /* source index offset by M0 */
    ROW("s_movrels_b64", RE_SOP1, FLOW_NONE, 0, 0, "du", 0, RIMP_M0)
    ROW("s_movreld_b32", RE_SOP1, FLOW_NONE, 0, 0, "du", 0, RIMP_M0)
    ROW("s_movreld_b64", RE_SOP1, FLOW_NONE, 0, 0, "du", 0, RIMP_M0)
    SAVEEXEC32(s_and_saveexec_b32) SAVEEXEC32(s_or_saveexec_b32) SAVEEXEC32(s_xor_saveexec_b32)
    SAVEEXEC32(s_and_not0_saveexec_b32) SAVEEXEC32(s_and_not1_saveexec_b32)
    SAVEEXEC32(s_or_not0_saveexec_b32) SAVEEXEC32(s_or_not1_saveexec_b32)
    SAVEEXEC32(s_nand_saveexec_b32) SAVEEXEC32(s_nor_saveexec_b32) SAVEEXEC32(s_xnor_saveexec_b32)
    SAVEEXEC32(s_and_not0_wrexec_b32) SAVEEXEC32(s_and_not1_wrexec_b32)
    SAVEEXEC64(s_and_saveexec_b64) SAVEEXEC64(s_or_saveexec_b64) SAVEEXEC64(s_xor_saveexec_b64)
    SAVEEXEC64(s_and_not0_saveexec_b64) SAVEEXEC64(s_and_not1_saveexec_b64)
    SAVEEXEC64(s_or_not1_saveexec_b64) SAVEEXEC64(s_and_not1_wrexec_b64)
    /* SOPC (16.4): compares write SCC */
    SOPC(s_cmp_eq_i32) SOPC(s_cmp_lg_i32) SOPC(s_cmp_gt_i32) SOPC(s_cmp_ge_i32)
    SOPC(s_cmp_lt_i32) SOPC(s_cmp_le_i32) SOPC(s_cmp_eq_u32) SOPC(s_cmp_lg_u32)
    SOPC(s_cmp_gt_u32) SOPC(s_cmp_ge_u32) SOPC(s_cmp_lt_u32) SOPC(s_cmp_le_u32)
    SOPC(s_cmp_eq_u64) SOPC(s_cmp_lg_u64) SOPC(s_bitcmp0_b32) SOPC(s_bitcmp1_b32)
    SOPC(s_bitcmp0_b64) SOPC(s_bitcmp1_b64)
    /* SOPK (16.3): 16-bit immediate in the instruction */
    SOPK(s_movk_i32, "d-", 0, 0) SOPK(s_version, "-", 0, 0)
    SOPK(s_cmovk_i32, "b-", 0, RIMP_SCC)
    SOPK(s_cmpk_eq_i32, "u-", RIMP_SCC, 0) SOPK(s_cmpk_lg_i32, "u-", RIMP_SCC, 0)
    SOPK(s_cmpk_gt_i32, "u-", RIMP_SCC, 0) SOPK(s_cmpk_ge_i32, "u-", RIMP_SCC, 0)
    SOPK(s_cmpk_lt_i32, "u-", RIMP_SCC, 0) SOPK(s_cmpk_le_i32, "u-", RIMP_SCC, 0)
    SOPK(s_cmpk_eq_u32, "u-", RIMP_SCC, 0) SOPK(s_cmpk_lg_u32, "u-", RIMP_SCC, 0)
    SOPK(s_cmpk_gt_u32, "u-", RIMP_SCC, 0) SOPK(s_cmpk_ge_u32, "u-", RIMP_SCC, 0)
    SOPK(s_cmpk_lt_u32, "u-", RIMP_SCC, 0) SOPK(s_cmpk_le_u32, "u-", RIMP_SCC, 0)
    SOPK(s_addk_i32, "b-", RIMP_SCC, 0) SOPK(s_mulk_i32, "b-", 0, 0)
    SOPK(s_getreg_b32, "d-", 0, 0) SOPK(s_setreg_b32, "-u", 0, 0) SOPK(s_setreg_imm32_b32, "--", 0, 0)
    SOPK(s_waitcnt_vscnt, "u-", 0, 0) SOPK(s_waitcnt_vmcnt, "u-", 0, 0)
    SOPK(s_waitcnt_expcnt, "u-", 0, 0) SOPK(s_waitcnt_lgkmcnt, "u-", 0, 0)
    ROW("s_call_b64", RE_SOPK, FLOW_CALL, 0, 0, "d-", 0, 0)
    /* SOPP (16.5): program control */
    SOPP(s_nop) SOPP(s_barrier) SOPP(s_waitcnt) SOPP(s_sleep) SOPP(s_setprio)
    SOPP(s_icache_inv) SOPP(s_delay_alu) SOPP(s_clause) SOPP(s_waitcnt_depctr)
    SOPP(s_set_inst_prefetch_distance) SOPP(s_code_end) SOPP(s_wakeup) SOPP(s_setkill)
    SOPP(s_denorm_mode) SOPP(s_round_mode) SOPP(s_ttracedata_imm) SOPP(s_sethalt)
    SOPP(s_incperflevel) SOPP(s_decperflevel) SOPP(s_sleep_var)
    SOPPM(s_sendmsg) SOPPM(s_sendmsghalt) SOPPM(s_sendmsg_rtn_b32) SOPPM(s_ttracedata)
    ROW("s_sendmsg_rtn_b64", RE_SOP1, FLOW_NONE, 0, 0, "d-", 0, 0)   /* a message's 64-bit answer */
    ROW("s_endpgm", RE_SOPP, FLOW_EXIT, 0, 0, "", 0, 0)
    ROW("s_endpgm_saved", RE_SOPP, FLOW_EXIT, 0, 0, "", 0, 0)
    /* s_trap enters the trap handler, which may return to the next
     * instruction (s_rfe): it falls through, as LLVM's CFG has it (clang's
     * __builtin_trap() is followed by its halt loop, samples/printf_assert) */
    ROW("s_trap", RE_SOPP, FLOW_NONE, 0, 0, "", 0, 0)
    BRANCH(s_branch, 0, 0)
    BRANCH(s_cbranch_scc0, 1, RIMP_SCC) BRANCH(s_cbranch_scc1, 1, RIMP_SCC)
    BRANCH(s_cbranch_vccz, 1, RIMP_VCC) BRANCH(s_cbranch_vccnz, 1, RIMP_VCC)
    BRANCH(s_cbranch_execz, 1, RIMP_EXEC) BRANCH(s_cbranch_execnz, 1, RIMP_EXEC)
    BRANCH(s_cbranch_cdbgsys, 1, 0) BRANCH(s_cbranch_cdbguser, 1, 0)
    BRANCH(s_cbranch_cdbgsys_or_user, 1, 0) BRANCH(s_cbranch_cdbgsys_and_user, 1, 0)
    /* SMEM (ch. 5): sdst, sbase, offset */
    SMEM(s_load_b32) SMEM(s_load_b64) SMEM(s_load_b128) SMEM(s_load_b256) SMEM(s_load_b512)
    SMEM(s_buffer_load_b32) SMEM(s_buffer_load_b64) SMEM(s_buffer_load_b128)
    SMEM(s_buffer_load_b256) SMEM(s_buffer_load_b512)
    SMEM0(s_gl1_inv) SMEM0(s_dcache_inv)
    ROW("s_memtime", RE_SMEM, FLOW_NONE, 0, 0, "d", 0, 0)
    ROW("s_memrealtime", RE_SMEM, FLOW_NONE, 0, 0, "d", 0, 0)
    /* VOP1 (16.8) */
    VOP1(v_mov_b32) VOP1(v_readfirstlane_b32) VOP1(v_mov_b16)
    VOP1(v_cvt_i32_f64) VOP1(v_cvt_f64_i32) VOP1(v_cvt_f32_i32) VOP1(v_cvt_f32_u32)
    VOP1(v_cvt_u32_f32) VOP1(v_cvt_i32_f32) VOP1(v_cvt_f16_f32) VOP1(v_cvt_f32_f16)
    VOP1(v_cvt_nearest_i32_f32) VOP1(v_cvt_floor_i32_f32) VOP1(v_cvt_off_f32_i4)
    VOP1(v_cvt_f32_f64) VOP1(v_cvt_f64_f32) VOP1(v_cvt_f32_ubyte0) VOP1(v_cvt_f32_ubyte1)
    VOP1(v_cvt_f32_ubyte2) VOP1(v_cvt_f32_ubyte3) VOP1(v_cvt_u32_f64) VOP1(v_cvt_f64_u32)
    VOP1(v_cvt_f16_u16) VOP1(v_cvt_f16_i16) VOP1(v_cvt_u16_f16) VOP1(v_cvt_i16_f16)
    VOP1(v_cvt_i32_i16) VOP1(v_cvt_u32_u16) VOP1(v_sat_pk_u8_i16)
    VOP1(v_trunc_f64) VOP1(v_ceil_f64) VOP1(v_rndne_f64) VOP1(v_floor_f64)
    VOP1(v_fract_f32) VOP1(v_trunc_f32) VOP1(v_ceil_f32) VOP1(v_rndne_f32) VOP1(v_floor_f32)
    VOP1(v_exp_f32) VOP1(v_log_f32) VOP1(v_rcp_f32) VOP1(v_rcp_iflag_f32) VOP1(v_rsq_f32)
    VOP1(v_rcp_f64) VOP1(v_rsq_f64) VOP1(v_sqrt_f32) VOP1(v_sqrt_f64) VOP1(v_sin_f32) VOP1(v_cos_f32)
    VOP1(v_not_b32) VOP1(v_bfrev_b32) VOP1(v_clz_i32_u32) VOP1(v_ctz_i32_b32) VOP1(v_cls_i32)
    VOP1(v_frexp_exp_i32_f64) VOP1(v_frexp_mant_f64) VOP1(v_fract_f64)
    VOP1(v_frexp_exp_i32_f32) VOP1(v_frexp_mant_f32)
    VOP1(v_rcp_f16) VOP1(v_sqrt_f16) VOP1(v_rsq_f16) VOP1(v_log_f16) VOP1(v_exp_f16)
    VOP1(v_sin_f16) VOP1(v_cos_f16) VOP1(v_floor_f16) VOP1(v_ceil_f16) VOP1(v_trunc_f16)
    VOP1(v_rndne_f16) VOP1(v_fract_f16) VOP1(v_not_b16) VOP1(v_permlane64_b32)
    ROW("v_nop", RE_VOP1, FLOW_NONE, 0, 0, "", 0, 0)
    ROW("v_swap_b32", RE_VOP1, FLOW_NONE, 0, RF_VECTOR, "bb", 0, 0)
    ROW("v_movrels_b32", RE_VOP1, FLOW_NONE, 0, RF_VECTOR, "du", 0, RIMP_M0)
    ROW("v_movreld_b32", RE_VOP1, FLOW_NONE, 0, RF_VECTOR, "du", 0, RIMP_M0)
    ROW("v_movrelsd_b32", RE_VOP1, FLOW_NONE, 0, RF_VECTOR, "du", 0, RIMP_M0)
    /* VOP2 (16.7) */
    VOP2(v_add_f32) VOP2(v_sub_f32) VOP2(v_subrev_f32) VOP2(v_mul_f32) VOP2(v_mul_dx9_zero_f32)
    VOP2(v_mul_i32_i24) VOP2(v_mul_hi_i32_i24) VOP2(v_mul_u32_u24) VOP2(v_mul_hi_u32_u24)
    VOP2(v_min_f32) VOP2(v_max_f32) VOP2(v_min_i32) VOP2(v_max_i32) VOP2(v_min_u32) VOP2(v_max_u32)
    VOP2(v_lshrrev_b32) VOP2(v_ashrrev_i32) VOP2(v_lshlrev_b32)
    VOP2(v_and_b32) VOP2(v_or_b32) VOP2(v_xor_b32) VOP2(v_xnor_b32)
    VOP2(v_add_nc_u32) VOP2(v_sub_nc_u32) VOP2(v_subrev_nc_u32)
    VOP2(v_add_f16) VOP2(v_sub_f16) VOP2(v_subrev_f16) VOP2(v_mul_f16) VOP2(v_max_f16)
    VOP2(v_min_f16) VOP2(v_ldexp_f16) VOP2(v_cvt_pk_rtz_f16_f32)
    VOP2ACC(v_fmac_f32) VOP2ACC(v_fmac_f16) VOP2ACC(v_fmac_dx9_zero_f32) VOP2ACC(v_pk_fmac_f16)
    VOP2ACC(v_dot2acc_f32_f16)
    ROW("v_fmaak_f32", RE_VOP2, FLOW_NONE, 0, RF_VECTOR, "duuu", 0, 0)   /* d = a*b + K */
    ROW("v_fmamk_f32", RE_VOP2, FLOW_NONE, 0, RF_VECTOR, "duuu", 0, 0)   /* d = a*K + b */
    ROW("v_fmaak_f16", RE_VOP2, FLOW_NONE, 0, RF_VECTOR, "duuu", 0, 0)
    ROW("v_fmamk_f16", RE_VOP2, FLOW_NONE, 0, RF_VECTOR, "duuu", 0, 0)
    /* v_cndmask_b32 vdst, src0, src1, vcc_lo|sN: the mask is an operand */
    ROW("v_cndmask_b32", RE_VOP2, FLOW_NONE, 0, RF_VECTOR, "duuu", 0, 0)
    /* carry ops: vdst, carry-out, src0, src1[, carry-in] */
    ROW("v_add_co_ci_u32", RE_VOP2, FLOW_NONE, 0, RF_VECTOR, "dduuu", 0, 0)
    ROW("v_sub_co_ci_u32", RE_VOP2, FLOW_NONE, 0, RF_VECTOR, "dduuu", 0, 0)
    ROW("v_subrev_co_ci_u32", RE_VOP2, FLOW_NONE, 0, RF_VECTOR, "dduuu", 0, 0)
    /* VOP3-only (16.10) */
    VOP3(v_add_co_u32, "dduu") VOP3(v_sub_co_u32, "dduu") VOP3(v_subrev_co_u32, "dduu")
    VOP3(v_mad_u64_u32, "dduuu") VOP3(v_mad_i64_i32, "dduuu")
    VOP3(v_div_scale_f32, "dduuu") VOP3(v_div_scale_f64, "dduuu")
    ROW("v_div_fmas_f32", RE_VOP3, FLOW_NONE, 0, RF_VECTOR, "duuu", 0, RIMP_VCC) /* scales by VCC */
    ROW("v_div_fmas_f64", RE_VOP3, FLOW_NONE, 0, RF_VECTOR, "duuu", 0, RIMP_VCC)
    VOP3(v_div_fixup_f32, "duuu") VOP3(v_div_fixup_f64, "duuu") VOP3(v_div_fixup_f16, "duuu")
    VOP3(v_add3_u32, "duuu") VOP3(v_lshl_add_u32, "duuu") VOP3(v_add_lshl_u32, "duuu")
    VOP3(v_lshl_or_b32, "duuu") VOP3(v_and_or_b32, "duuu") VOP3(v_or3_b32, "duuu")
    VOP3(v_xor3_b32, "duuu") VOP3(v_xad_u32, "duuu")
    VOP3(v_alignbit_b32, "duuu") VOP3(v_alignbyte_b32, "duuu") VOP3(v_perm_b32, "duuu")
    VOP3(v_bfe_u32, "duuu") VOP3(v_bfe_i32, "duuu") VOP3(v_bfi_b32, "duuu") VOP3(v_bfm_b32, "duu")
    VOP3(v_fma_f32, "duuu") VOP3(v_fma_f64, "duuu") VOP3(v_fma_f16, "duuu")
    VOP3(v_fma_dx9_zero_f32, "duuu")
    VOP3(v_mad_u32_u24, "duuu") VOP3(v_mad_i32_i24, "duuu") VOP3(v_mad_u32_u16, "duuu")
    VOP3(v_mad_i32_i16, "duuu") VOP3(v_mad_u16, "duuu") VOP3(v_mad_i16, "duuu")
    VOP3(v_mul_lo_u32, "duu") VOP3(v_mul_hi_u32, "duu") VOP3(v_mul_hi_i32, "duu")
    VOP3(v_mul_lo_u16, "duu")
    VOP3(v_add_f64, "duu") VOP3(v_mul_f64, "duu") VOP3(v_min_f64, "duu") VOP3(v_max_f64, "duu")
    VOP3(v_ldexp_f64, "duu") VOP3(v_ldexp_f32, "duu") VOP3(v_trig_preop_f64, "duu")
    VOP3(v_lshlrev_b64, "duu") VOP3(v_lshrrev_b64, "duu") VOP3(v_ashrrev_i64, "duu")
    VOP3(v_lshlrev_b16, "duu") VOP3(v_lshrrev_b16, "duu") VOP3(v_ashrrev_i16, "duu")
    VOP3(v_add_nc_u16, "duu") VOP3(v_sub_nc_u16, "duu") VOP3(v_add_nc_i16, "duu")
    VOP3(v_sub_nc_i16, "duu") VOP3(v_add_nc_i32, "duu") VOP3(v_sub_nc_i32, "duu")
    VOP3(v_max_u16, "duu") VOP3(v_max_i16, "duu") VOP3(v_min_u16, "duu") VOP3(v_min_i16, "duu")
    VOP3(v_med3_f32, "duuu") VOP3(v_med3_i32, "duuu") VOP3(v_med3_u32, "duuu")
    VOP3(v_min3_f32, "duuu") VOP3(v_min3_i32, "duuu") VOP3(v_min3_u32, "duuu")
    VOP3(v_max3_f32, "duuu") VOP3(v_max3_i32, "duuu") VOP3(v_max3_u32, "duuu")
    VOP3(v_maxmin_f32, "duuu") VOP3(v_minmax_f32, "duuu")
    VOP3(v_maxmin_i32, "duuu") VOP3(v_minmax_i32, "duuu")
    VOP3(v_maxmin_u32, "duuu") VOP3(v_minmax_u32, "duuu")
    VOP3(v_sad_u32, "duuu") VOP3(v_sad_u8, "duuu") VOP3(v_lerp_u8, "duuu") VOP3(v_msad_u8, "duuu")
    VOP3(v_cubeid_f32, "duuu") VOP3(v_cubesc_f32, "duuu") VOP3(v_cubetc_f32, "duuu")
    VOP3(v_cubema_f32, "duuu")
    VOP3(v_bcnt_u32_b32, "duu") VOP3(v_mbcnt_lo_u32_b32, "duu") VOP3(v_mbcnt_hi_u32_b32, "duu")
    VOP3(v_readlane_b32, "duu")
    VOP3(v_writelane_b32, "buu")  /* writes one lane: the other lanes keep their value */
    VOP3(v_pack_b32_f16, "duu") VOP3(v_cvt_pk_i16_i32, "duu") VOP3(v_cvt_pk_u16_u32, "duu")
    VOP3(v_cvt_pk_norm_i16_f32, "duu") VOP3(v_cvt_pk_norm_u16_f32, "duu")
    VOP3(v_cvt_pk_u8_f32, "duuu") VOP3(v_cndmask_b16, "duuu")
    VOP3(v_dot2_f16_f16, "duuu") VOP3(v_dot2_bf16_bf16, "duuu")
    VOP3(v_permlane16_b32, "buu") VOP3(v_permlanex16_b32, "buu")
    /* VOP3P (16.11): packed math, op_sel/op_sel_hi/neg_lo/neg_hi modifiers */
    VOP3P(v_pk_fma_f16, "duuu") VOP3P(v_pk_add_f16, "duu") VOP3P(v_pk_mul_f16, "duu")
    VOP3P(v_pk_min_f16, "duu") VOP3P(v_pk_max_f16, "duu")
    VOP3P(v_pk_add_u16, "duu") VOP3P(v_pk_add_i16, "duu") VOP3P(v_pk_sub_u16, "duu")
    VOP3P(v_pk_sub_i16, "duu") VOP3P(v_pk_mul_lo_u16, "duu") VOP3P(v_pk_mad_u16, "duuu")
    VOP3P(v_pk_mad_i16, "duuu") VOP3P(v_pk_lshlrev_b16, "duu") VOP3P(v_pk_lshrrev_b16, "duu")
    VOP3P(v_pk_ashrrev_i16, "duu") VOP3P(v_pk_max_i16, "duu") VOP3P(v_pk_max_u16, "duu")
    VOP3P(v_pk_min_i16, "duu") VOP3P(v_pk_min_u16, "duu")
    VOP3P(v_dot2_f32_f16, "duuu") VOP3P(v_dot2_f32_bf16, "duuu") VOP3P(v_dot4_i32_iu8, "duuu")
    VOP3P(v_dot4_u32_u8, "duuu") VOP3P(v_dot8_i32_iu4, "duuu") VOP3P(v_dot8_u32_u4, "duuu")
    VOP3P(v_fma_mix_f32, "duuu") VOP3P(v_fma_mixlo_f16, "buuu") VOP3P(v_fma_mixhi_f16, "buuu")
    VOP3P(v_wmma_f32_16x16x16_f16, "duuu") VOP3P(v_wmma_f32_16x16x16_bf16, "duuu")
    VOP3P(v_wmma_f16_16x16x16_f16, "duuu") VOP3P(v_wmma_i32_16x16x16_iu8, "duuu")
    VOP3P(v_wmma_i32_16x16x16_iu4, "duuu")
    /* VOPC (16.9): vdst (vcc_lo or an SGPR in e64), src0, src1 */
    CMPF(VOPC, f16) CMPF(VOPC, f32) CMPF(VOPC, f64)
    CMPI(VOPC, i16) CMPI(VOPC, i32) CMPI(VOPC, i64) CMPI(VOPC, u16) CMPI(VOPC, u32) CMPI(VOPC, u64)
    CMPXF(VOPCX, f16) CMPXF(VOPCX, f32) CMPXF(VOPCX, f64)
    CMPXI(VOPCX, i16) CMPXI(VOPCX, i32) CMPXI(VOPCX, i64) CMPXI(VOPCX, u16) CMPXI(VOPCX, u32)
    CMPXI(VOPCX, u64)
    /* VOPD (16.12): each half is a row; the instruction joins two */
    VOPD(v_dual_fmac_f32, "buu") VOPD(v_dual_fmaak_f32, "duuu") VOPD(v_dual_fmamk_f32, "duuu")
    VOPD(v_dual_mul_f32, "duu") VOPD(v_dual_add_f32, "duu") VOPD(v_dual_sub_f32, "duu")
    VOPD(v_dual_subrev_f32, "duu") VOPD(v_dual_mul_dx9_zero_f32, "duu") VOPD(v_dual_mov_b32, "du")
    VOPD(v_dual_cndmask_b32, "duuu") VOPD(v_dual_max_f32, "duu") VOPD(v_dual_min_f32, "duu")
    VOPD(v_dual_dot2acc_f32_f16, "buu") VOPD(v_dual_dot2acc_f32_bf16, "buu")
    VOPD(v_dual_add_nc_u32, "duu") VOPD(v_dual_lshlrev_b32, "duu") VOPD(v_dual_and_b32, "duu")
    /* DS (ch. 11): vdst, addr[, data0[, data1]] */
    DS(ds_load_b32, "du", RF_LOAD) DS(ds_load_b64, "du", RF_LOAD) DS(ds_load_b96, "du", RF_LOAD)
    DS(ds_load_b128, "du", RF_LOAD) DS(ds_load_u8, "du", RF_LOAD) DS(ds_load_i8, "du", RF_LOAD)
    DS(ds_load_u16, "du", RF_LOAD) DS(ds_load_i16, "du", RF_LOAD)
    DS(ds_load_u8_d16, "bu", RF_LOAD) DS(ds_load_u16_d16, "bu", RF_LOAD)
    DS(ds_load_u8_d16_hi, "bu", RF_LOAD) DS(ds_load_u16_d16_hi, "bu", RF_LOAD)
    DS(ds_load_2addr_b32, "du", RF_LOAD) DS(ds_load_2addr_b64, "du", RF_LOAD)
    DS(ds_load_2addr_stride64_b32, "du", RF_LOAD) DS(ds_load_2addr_stride64_b64, "du", RF_LOAD)
    DS(ds_store_b8, "uu", RF_STORE) DS(ds_store_b16, "uu", RF_STORE) DS(ds_store_b32, "uu", RF_STORE)
    DS(ds_store_b64, "uu", RF_STORE) DS(ds_store_b96, "uu", RF_STORE) DS(ds_store_b128, "uu", RF_STORE)
    DS(ds_store_b8_d16_hi, "uu", RF_STORE) DS(ds_store_b16_d16_hi, "uu", RF_STORE)
    DS(ds_store_2addr_b32, "uuu", RF_STORE) DS(ds_store_2addr_b64, "uuu", RF_STORE)
    DS(ds_store_2addr_stride64_b32, "uuu", RF_STORE) DS(ds_store_2addr_stride64_b64, "uuu", RF_STORE)
    DS(ds_add_u32, "uu", RF_LOAD | RF_STORE) DS(ds_sub_u32, "uu", RF_LOAD | RF_STORE)
    DS(ds_min_i32, "uu", RF_LOAD | RF_STORE) DS(ds_max_i32, "uu", RF_LOAD | RF_STORE)
    DS(ds_min_u32, "uu", RF_LOAD | RF_STORE) DS(ds_max_u32, "uu", RF_LOAD | RF_STORE)
    DS(ds_and_b32, "uu", RF_LOAD | RF_STORE) DS(ds_or_b32, "uu", RF_LOAD | RF_STORE)
    DS(ds_xor_b32, "uu", RF_LOAD | RF_STORE) DS(ds_inc_u32, "uu", RF_LOAD | RF_STORE)
    DS(ds_dec_u32, "uu", RF_LOAD | RF_STORE) DS(ds_add_f32, "uu", RF_LOAD | RF_STORE)
    DS(ds_min_f32, "uu", RF_LOAD | RF_STORE) DS(ds_max_f32, "uu", RF_LOAD | RF_STORE)
    DS(ds_add_u64, "uu", RF_LOAD | RF_STORE) DS(ds_cmpstore_b32, "uuu", RF_LOAD | RF_STORE)
    DS(ds_add_rtn_u32, "duu", RF_LOAD | RF_STORE) DS(ds_sub_rtn_u32, "duu", RF_LOAD | RF_STORE)
    DS(ds_min_rtn_i32, "duu", RF_LOAD | RF_STORE) DS(ds_max_rtn_i32, "duu", RF_LOAD | RF_STORE)
    DS(ds_min_rtn_u32, "duu", RF_LOAD | RF_STORE) DS(ds_max_rtn_u32, "duu", RF_LOAD | RF_STORE)
    DS(ds_and_rtn_b32, "duu", RF_LOAD | RF_STORE) DS(ds_or_rtn_b32, "duu", RF_LOAD | RF_STORE)
    DS(ds_xor_rtn_b32, "duu", RF_LOAD | RF_STORE) DS(ds_add_rtn_f32, "duu", RF_LOAD | RF_STORE)
    DS(ds_storexchg_rtn_b32, "duu", RF_LOAD | RF_STORE) DS(ds_add_rtn_u64, "duu", RF_LOAD | RF_STORE)
    DS(ds_cmpstore_rtn_b32, "duuu", RF_LOAD | RF_STORE)
    DS(ds_cmpstore_rtn_b64, "duuu", RF_LOAD | RF_STORE) DS(ds_storexchg_rtn_b64, "duu", RF_LOAD | RF_STORE)
    DS(ds_inc_rtn_u32, "duu", RF_LOAD | RF_STORE) DS(ds_dec_rtn_u32, "duu", RF_LOAD | RF_STORE)
    DS(ds_min_rtn_u64, "duu", RF_LOAD | RF_STORE) DS(ds_max_rtn_u64, "duu", RF_LOAD | RF_STORE)
    DS(ds_min_rtn_i64, "duu", RF_LOAD | RF_STORE) DS(ds_max_rtn_i64, "duu", RF_LOAD | RF_STORE)
    DS(ds_and_rtn_b64, "duu", RF_LOAD | RF_STORE) DS(ds_or_rtn_b64, "duu", RF_LOAD | RF_STORE)
    DS(ds_xor_rtn_b64, "duu", RF_LOAD | RF_STORE)
    DS(ds_bpermute_b32, "duu", 0) DS(ds_permute_b32, "duu", 0) DS(ds_swizzle_b32, "du", 0)
    ROW("ds_append", RE_DS, FLOW_NONE, 0, RF_VECTOR, "d", 0, RIMP_M0)   /* counter address in M0 */
    ROW("ds_consume", RE_DS, FLOW_NONE, 0, RF_VECTOR, "d", 0, RIMP_M0)
    ROW("ds_nop", RE_DS, FLOW_NONE, 0, 0, "", 0, 0)
    /* GLOBAL (ch. 10): vdst, vaddr, saddr|off / vaddr, vdata, saddr|off */
    GLOADS(GLOBAL, global, "duu") GSTORES(GLOBAL, global, "uuu") ATOMICS(GLOBAL, global, "duuu")
    /* FLAT: vdst, vaddr / vaddr, vdata */
    GLOADS(FLAT, flat, "du") GSTORES(FLAT, flat, "uu") ATOMICS(FLAT, flat, "duu")
    /* SCRATCH: vdst, vaddr|off, saddr|off */
    GLOADS(SCRATCH, scratch, "duu") GSTORES(SCRATCH, scratch, "uuu")
    /* MUBUF (ch. 9): vdata, vaddr|off, srsrc, soffset */
    MUBUF(buffer_load_b32, "duuu", RF_LOAD) MUBUF(buffer_load_b64, "duuu", RF_LOAD)
    MUBUF(buffer_load_b96, "duuu", RF_LOAD) MUBUF(buffer_load_b128, "duuu", RF_LOAD)
    MUBUF(buffer_load_u8, "duuu", RF_LOAD) MUBUF(buffer_load_i8, "duuu", RF_LOAD)
    MUBUF(buffer_load_u16, "duuu", RF_LOAD) MUBUF(buffer_load_i16, "duuu", RF_LOAD)
    MUBUF(buffer_load_format_x, "duuu", RF_LOAD) MUBUF(buffer_load_format_xyzw, "duuu", RF_LOAD)
    MUBUF(buffer_store_b8, "uuuu", RF_STORE) MUBUF(buffer_store_b16, "uuuu", RF_STORE)
    MUBUF(buffer_store_b32, "uuuu", RF_STORE) MUBUF(buffer_store_b64, "uuuu", RF_STORE)
    MUBUF(buffer_store_b96, "uuuu", RF_STORE) MUBUF(buffer_store_b128, "uuuu", RF_STORE)
    MUBUF(buffer_store_format_x, "uuuu", RF_STORE)
    MUBUF(buffer_atomic_add_u32, "buuu", RF_RTN | RF_LOAD | RF_STORE)
    MUBUF(buffer_atomic_cmpswap_b32, "buuu", RF_RTN | RF_LOAD | RF_STORE)
    ROW("buffer_gl0_inv", RE_MUBUF, FLOW_NONE, 0, 0, "", 0, 0)
    ROW("buffer_gl1_inv", RE_MUBUF, FLOW_NONE, 0, 0, "", 0, 0)
    /* MIMG (ch. 8): vdata, vaddr, srsrc[, ssamp] */
    MIMG(image_sample, "duuu", RF_LOAD) MIMG(image_sample_l, "duuu", RF_LOAD)
    MIMG(image_sample_lz, "duuu", RF_LOAD) MIMG(image_load, "duu", RF_LOAD)
    MIMG(image_store, "uuu", RF_STORE)
};

#define NROWS (sizeof table / sizeof table[0])

static const struct rdna_opinfo *sorted[NROWS];
static pthread_once_t sorted_once = PTHREAD_ONCE_INIT;

static int cmp_row(const void *a, const void *b)
{
    const struct rdna_opinfo *x = *(const struct rdna_opinfo *const *)a;
    const struct rdna_opinfo *y = *(const struct rdna_opinfo *const *)b;
    return strcmp(x->name, y->name);
}

static void build_index(void)
{
    for (size_t i = 0; i < NROWS; i++)
        sorted[i] = &table[i];
    qsort(sorted, NROWS, sizeof sorted[0], cmp_row);
}

static const struct rdna_opinfo *lookup(const char *name, size_t len)
{
    pthread_once(&sorted_once, build_index);
    size_t lo = 0, hi = NROWS;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = strncmp(sorted[mid]->name, name, len);
        if (c == 0 && sorted[mid]->name[len] != '\0')
            c = 1;
        if (c == 0)
            return sorted[mid];
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

static int ends_with(const char *s, size_t len, const char *suf)
{
    size_t n = strlen(suf);
    return len > n && memcmp(s + len - n, suf, n) == 0;
}

/* VOP1/VOP2/VOPC written with _e64 use the VOP3 encoding (VOP3SD for the
 * ones with a scalar carry/condition destination; the size is the same). */
static unsigned promote(unsigned enc)
{
    return (enc == RE_VOP1 || enc == RE_VOP2 || enc == RE_VOPC) ? RE_VOP3 : enc;
}

const struct rdna_opinfo *rdna_opcode_find(const char *mnemonic, unsigned *enc_out)
{
    size_t len = strlen(mnemonic);
    int e64 = 0;
    if (ends_with(mnemonic, len, "_e64_dpp")) {
        len -= 8;
        e64 = 1;
    } else if (ends_with(mnemonic, len, "_dpp")) {
        len -= 4;
    } else if (ends_with(mnemonic, len, "_e64")) {
        len -= 4;
        e64 = 1;
    } else if (ends_with(mnemonic, len, "_e32")) {
        len -= 4;
    }
    const struct rdna_opinfo *r = lookup(mnemonic, len);
    if (enc_out)
        *enc_out = r ? (e64 ? promote(r->enc) : r->enc) : RE_UNKNOWN;
    return r;
}

const struct rdna_opinfo *rdna_opcode_table(size_t *count)
{
    if (count)
        *count = NROWS;
    return table;
}

static const char *const enc_names[] = {
#define RDNA_X_NAME(name, text) text,
    RDNA_ENC_LIST(RDNA_X_NAME)
#undef RDNA_X_NAME
};

const char *rdna_enc_name(unsigned enc)
{
    return enc < RE_COUNT ? enc_names[enc] : "?";
}

static const char *const special_names[] = {
#define RDNA_X_NAME(name, text) text,
    RDNA_SPECIAL_LIST(RDNA_X_NAME)
#undef RDNA_X_NAME
};

const char *rdna_special_name(unsigned rs)
{
    return rs < RS_COUNT ? special_names[rs] : "?";
}

const char *rdna_opnd_kind_name(unsigned kind)
{
    static const char *const names[ROP_COUNT] = {
        "vgpr", "sgpr", "ttmp", "special", "null", "off", "int", "float",
        "label", "expr", "sym", "other",
    };
    return kind < ROP_COUNT ? names[kind] : "?";
}

const char *rdna_access_name(unsigned access)
{
    switch (access) {
    case RACC_R: return "r";
    case RACC_W: return "w";
    case RACC_RW: return "rw";
    case RACC_UNKNOWN: return "unknown";
    default: return "";
    }
}
