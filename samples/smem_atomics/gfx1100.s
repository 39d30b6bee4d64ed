	.text
	.file	0 "." "-" md5 0xcf3c07faab6d891bdcafed0056d1862f
	.file	1 "samples/smem_atomics" "kernel.cu"
	.file	2 "./samples" "hipcompat.h" md5 0x0e396cd9ec6a1daf8abc9bf26c609293
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	_Z12smem_atomicsPKiPKfiPjPfPdPiS3_ ; -- Begin function _Z12smem_atomicsPKiPKfiPjPfPdPiS3_
	.globl	_Z12smem_atomicsPKiPKfiPjPfPdPiS3_
	.p2align	8
	.type	_Z12smem_atomicsPKiPKfiPjPfPdPiS3_,@function
_Z12smem_atomicsPKiPKfiPjPfPdPiS3_:     ; @_Z12smem_atomicsPKiPKfiPjPfPdPiS3_
.Lfunc_begin0:
	.loc	1 16 0                          ; samples/smem_atomics/kernel.cu:16:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_mov_b32 s16, s15
	s_clause 0x2
	s_load_b128 s[12:15], s[0:1], 0x0
	s_load_b256 s[4:11], s[0:1], 0x18
	s_load_b64 s[18:19], s[0:1], 0x38
.Ltmp0:
	;DEBUG_VALUE: b <- $vgpr0
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	;DEBUG_VALUE: smem_atomics:keys <- undef
	;DEBUG_VALUE: smem_atomics:vals <- undef
	;DEBUG_VALUE: smem_atomics:hist <- undef
	;DEBUG_VALUE: smem_atomics:fsum <- undef
	;DEBUG_VALUE: smem_atomics:dsum <- undef
	;DEBUG_VALUE: smem_atomics:ints <- undef
	;DEBUG_VALUE: smem_atomics:tickets <- undef
	.loc	1 23 25 prologue_end            ; samples/smem_atomics/kernel.cu:23:25
	v_cmp_gt_u32_e64 s3, 64, v0
	;DEBUG_VALUE: smem_atomics:n <- undef
	v_lshlrev_b32_e32 v7, 2, v0
	s_delay_alu instid0(VALU_DEP_2)
.Ltmp1:
	.loc	1 23 5 is_stmt 0                ; samples/smem_atomics/kernel.cu:23:5
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_3
.Ltmp2:
; %bb.1:
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	;DEBUG_VALUE: b <- $vgpr0
	.loc	1 0 5                           ; samples/smem_atomics/kernel.cu:0:5
	s_load_b32 s17, s[0:1], 0x4c
	v_dual_mov_b32 v2, 0 :: v_dual_lshlrev_b32 v1, 2, v0
	v_mov_b32_e32 v3, v0
	s_mov_b32 s21, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s17, s17, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 23 5                          ; samples/smem_atomics/kernel.cu:23:5
	s_lshl_b32 s20, s17, 2
.Ltmp3:
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	;DEBUG_VALUE: b <- $vgpr3
	.loc	1 23 35                         ; samples/smem_atomics/kernel.cu:23:35
	v_add_nc_u32_e32 v3, s17, v3
.Ltmp4:
	;DEBUG_VALUE: b <- $vgpr3
	.loc	1 24 19 is_stmt 1               ; samples/smem_atomics/kernel.cu:24:19
	ds_store_b32 v1, v2
.Ltmp5:
	;DEBUG_VALUE: ws_block_dim:g <- undef
	.loc	1 23 25                         ; samples/smem_atomics/kernel.cu:23:25
	v_add_nc_u32_e32 v1, s20, v1
	v_cmp_lt_u32_e32 vcc_lo, 63, v3
.Ltmp6:
	.loc	1 23 5 is_stmt 0                ; samples/smem_atomics/kernel.cu:23:5
	s_or_b32 s21, vcc_lo, s21
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s21
	s_cbranch_execnz .LBB0_2
.Ltmp7:
.LBB0_3:
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	1 0 5                           ; samples/smem_atomics/kernel.cu:0:5
	s_or_b32 exec_lo, exec_lo, s2
.Ltmp8:
	;DEBUG_VALUE: smem_atomics:keys <- undef
	;DEBUG_VALUE: smem_atomics:vals <- undef
	;DEBUG_VALUE: smem_atomics:hist <- undef
	;DEBUG_VALUE: smem_atomics:fsum <- undef
	;DEBUG_VALUE: smem_atomics:dsum <- undef
	;DEBUG_VALUE: smem_atomics:ints <- undef
	;DEBUG_VALUE: smem_atomics:tickets <- undef
	.loc	1 25 13 is_stmt 1               ; samples/smem_atomics/kernel.cu:25:13
	v_cmp_gt_u32_e64 s2, 4, v0
	s_delay_alu instid0(VALU_DEP_1)
.Ltmp9:
	.loc	1 25 9 is_stmt 0                ; samples/smem_atomics/kernel.cu:25:9
	s_and_saveexec_b32 s17, s2
	s_cbranch_execz .LBB0_5
.Ltmp10:
; %bb.4:
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	1 0 9                           ; samples/smem_atomics/kernel.cu:0:9
	v_dual_mov_b32 v2, 0 :: v_dual_lshlrev_b32 v1, 2, v0
.Ltmp11:
	.loc	1 26 21 is_stmt 1               ; samples/smem_atomics/kernel.cu:26:21
	ds_store_b32 v1, v2 offset:256
.Ltmp12:
.LBB0_5:
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	1 0 21 is_stmt 0                ; samples/smem_atomics/kernel.cu:0:21
	s_or_b32 exec_lo, exec_lo, s17
.Ltmp13:
	.loc	1 27 13 is_stmt 1               ; samples/smem_atomics/kernel.cu:27:13
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_mov_b32 s20, 0
.Ltmp14:
	.loc	1 27 9 is_stmt 0                ; samples/smem_atomics/kernel.cu:27:9
	s_and_saveexec_b32 s17, vcc_lo
	s_cbranch_execz .LBB0_7
.Ltmp15:
; %bb.6:
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	1 0 9                           ; samples/smem_atomics/kernel.cu:0:9
	s_mov_b32 s21, -1
.Ltmp16:
	.loc	1 28 16 is_stmt 1               ; samples/smem_atomics/kernel.cu:28:16
	v_mov_b32_e32 v1, 0
	s_brev_b32 s22, 1
	s_brev_b32 s23, -2
	.loc	1 32 14                         ; samples/smem_atomics/kernel.cu:32:14
	v_dual_mov_b32 v3, s20 :: v_dual_mov_b32 v4, s21
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	.loc	1 28 16                         ; samples/smem_atomics/kernel.cu:28:16
	v_dual_mov_b32 v2, v1 :: v_dual_mov_b32 v5, s22
	.loc	1 32 14                         ; samples/smem_atomics/kernel.cu:32:14
	v_mov_b32_e32 v6, s23
	.loc	1 36 16                         ; samples/smem_atomics/kernel.cu:36:16
	s_mov_b32 s22, s20
	s_mov_b32 s23, s20
	v_dual_mov_b32 v8, s22 :: v_dual_mov_b32 v9, s23
	v_dual_mov_b32 v10, s20 :: v_dual_mov_b32 v11, s21
	.loc	1 28 16                         ; samples/smem_atomics/kernel.cu:28:16
	ds_store_b64 v1, v[1:2] offset:272
	.loc	1 32 14                         ; samples/smem_atomics/kernel.cu:32:14
	ds_store_2addr_b64 v1, v[3:4], v[5:6] offset0:35 offset1:36
	.loc	1 36 16                         ; samples/smem_atomics/kernel.cu:36:16
	ds_store_2addr_b64 v1, v[8:9], v[10:11] offset0:37 offset1:38
	.loc	1 37 17                         ; samples/smem_atomics/kernel.cu:37:17
	ds_store_b32 v1, v1 offset:312
.Ltmp17:
.LBB0_7:
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	1 0 17 is_stmt 0                ; samples/smem_atomics/kernel.cu:0:17
	s_or_b32 exec_lo, exec_lo, s17
.Ltmp18:
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp19:
	.loc	2 89 23                         ; ./samples/hipcompat.h:89:23
	s_clause 0x1
	s_load_b32 s17, s[0:1], 0x4c
	s_load_b32 s0, s[0:1], 0x10
.Ltmp20:
	;DEBUG_VALUE: ws_block_dim:g <- undef
	.loc	2 0 23 is_stmt 0                ; ./samples/hipcompat.h:0:23
	v_mov_b32_e32 v3, -1
	.loc	2 89 23                         ; ./samples/hipcompat.h:89:23
	s_waitcnt lgkmcnt(0)
	s_and_b32 s17, s17, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp21:
	.loc	1 40 37 is_stmt 1               ; samples/smem_atomics/kernel.cu:40:37
	v_mad_u64_u32 v[1:2], null, s16, s17, v[0:1]
.Ltmp22:
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:i <- undef
	.loc	1 42 11                         ; samples/smem_atomics/kernel.cu:42:11
	v_cmp_gt_i32_e64 s0, s0, v1
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_2)
.Ltmp23:
	.loc	1 42 9 is_stmt 0                ; samples/smem_atomics/kernel.cu:42:9
	s_and_saveexec_b32 s20, s0
	s_cbranch_execz .LBB0_37
.Ltmp24:
; %bb.8:
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	1 0 9                           ; samples/smem_atomics/kernel.cu:0:9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
.Ltmp25:
	.loc	1 43 17 is_stmt 1               ; samples/smem_atomics/kernel.cu:43:17
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_mov_b32 s21, exec_lo
	v_mov_b32_e32 v10, 1
.Ltmp26:
	;DEBUG_VALUE: atomicAdd:p <- undef
	.loc	1 44 19                         ; samples/smem_atomics/kernel.cu:44:19
	v_add_co_u32 v5, s1, s14, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, s1, s15, v4, s1
	.loc	1 43 17                         ; samples/smem_atomics/kernel.cu:43:17
	v_add_co_u32 v3, s1, s12, v3
	v_add_co_ci_u32_e64 v4, s1, s13, v4, s1
	.loc	1 44 19                         ; samples/smem_atomics/kernel.cu:44:19
	global_load_b32 v9, v[5:6], off
.Ltmp27:
	;DEBUG_VALUE: v <- $vgpr9
	.loc	1 43 17                         ; samples/smem_atomics/kernel.cu:43:17
	global_load_b32 v8, v[3:4], off
.Ltmp28:
	;DEBUG_VALUE: k <- $vgpr8
	.loc	1 47 36                         ; samples/smem_atomics/kernel.cu:47:36
	s_waitcnt vmcnt(1)
	v_cvt_f64_f32_e32 v[3:4], v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	.loc	1 47 38 is_stmt 0               ; samples/smem_atomics/kernel.cu:47:38
	v_mul_f64 v[5:6], v[3:4], 0.5
.Ltmp29:
	;DEBUG_VALUE: atomicAdd:p <- undef
	.loc	1 45 29 is_stmt 1               ; samples/smem_atomics/kernel.cu:45:29
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, 63, v8
	.loc	1 46 29                         ; samples/smem_atomics/kernel.cu:46:29
	v_and_b32_e32 v4, 3, v8
	.loc	1 45 20                         ; samples/smem_atomics/kernel.cu:45:20
	v_lshlrev_b32_e32 v3, 2, v3
	s_delay_alu instid0(VALU_DEP_2)
	.loc	1 46 20                         ; samples/smem_atomics/kernel.cu:46:20
	v_lshlrev_b32_e32 v4, 2, v4
.Ltmp30:
	;DEBUG_VALUE: atomicAdd:p <- undef
	;DEBUG_VALUE: atomicAdd:v <- 1
	.loc	2 204 1                         ; ./samples/hipcompat.h:204:1
	ds_add_u32 v3, v10
.Ltmp31:
	;DEBUG_VALUE: atomicAdd:v <- $vgpr9
	.loc	2 206 1                         ; ./samples/hipcompat.h:206:1
	ds_add_f32 v4, v9 offset:256
.Ltmp32:
	;DEBUG_VALUE: atomicAdd:v <- $vgpr5_vgpr6
	.loc	2 207 1                         ; ./samples/hipcompat.h:207:1
	v_mov_b32_e32 v3, 0
	v_bfrev_b32_e32 v4, 1
.Ltmp33:
.LBB0_9:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomicAdd:v <- $vgpr5_vgpr6
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: v <- $vgpr9
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	s_ctz_i32_b32 s1, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_readlane_b32 s13, v6, s1
	v_readlane_b32 s12, v5, s1
	s_lshl_b32 s1, 1, s1
	s_and_not1_b32 s21, s21, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f64 v[3:4], v[3:4], s[12:13]
	s_cmp_lg_u32 s21, 0
	s_cbranch_scc1 .LBB0_9
.Ltmp34:
; %bb.10:
	;DEBUG_VALUE: atomicAdd:v <- $vgpr5_vgpr6
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: v <- $vgpr9
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	v_mbcnt_lo_u32_b32 v5, exec_lo, 0
.Ltmp35:
	.loc	2 0 1 is_stmt 0                 ; ./samples/hipcompat.h:0:1
	s_mov_b32 s13, 0
	.loc	2 207 1                         ; ./samples/hipcompat.h:207:1
	s_mov_b32 s12, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v5
	s_xor_b32 s12, exec_lo, s12
	s_cbranch_execz .LBB0_14
.Ltmp36:
; %bb.11:
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: v <- $vgpr9
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	2 0 1                           ; ./samples/hipcompat.h:0:1
	v_mov_b32_e32 v9, 0
.Ltmp37:
	.loc	2 207 1                         ; ./samples/hipcompat.h:207:1
	ds_load_b64 v[5:6], v9 offset:272
.Ltmp38:
.LBB0_12:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[10:11], v[5:6], v[3:4]
	ds_cmpstore_rtn_b64 v[10:11], v9, v[10:11], v[5:6] offset:272
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u64_e64 s1, v[10:11], v[5:6]
	v_dual_mov_b32 v5, v10 :: v_dual_mov_b32 v6, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s1, s13
	s_and_not1_b32 exec_lo, exec_lo, s13
	s_cbranch_execnz .LBB0_12
.Ltmp39:
; %bb.13:
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	2 0 1                           ; ./samples/hipcompat.h:0:1
	s_or_b32 exec_lo, exec_lo, s13
.Ltmp40:
.LBB0_14:
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s12
	;DEBUG_VALUE: atomicMin:p <- undef
	s_mov_b32 s1, exec_lo
	s_brev_b32 s12, -2
	;DEBUG_VALUE: atomicMin:v <- $vgpr8
.Ltmp41:
.LBB0_15:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomicMin:v <- $vgpr8
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	2 223 10 is_stmt 1              ; ./samples/hipcompat.h:223:10
	s_ctz_i32_b32 s13, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_readlane_b32 s14, v8, s13
	s_lshl_b32 s13, 1, s13
	s_and_not1_b32 s1, s1, s13
	s_delay_alu instid0(VALU_DEP_1)
	s_min_i32 s12, s12, s14
	s_cmp_lg_u32 s1, 0
	s_cbranch_scc1 .LBB0_15
.Ltmp42:
; %bb.16:
	;DEBUG_VALUE: atomicMin:v <- $vgpr8
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u32_e64 s1, 0, v3
	s_and_saveexec_b32 s13, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s13
	s_cbranch_execz .LBB0_18
.Ltmp43:
; %bb.17:
	;DEBUG_VALUE: atomicMin:v <- $vgpr8
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	2 0 10 is_stmt 0                ; ./samples/hipcompat.h:0:10
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, s12
	.loc	2 223 10                        ; ./samples/hipcompat.h:223:10
	ds_min_i32 v3, v4 offset:292
.Ltmp44:
.LBB0_18:
	;DEBUG_VALUE: atomicMin:v <- $vgpr8
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	2 0 10                          ; ./samples/hipcompat.h:0:10
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s1, exec_lo
	s_brev_b32 s12, 1
	;DEBUG_VALUE: atomicMax:v <- $vgpr8
	;DEBUG_VALUE: atomicMax:p <- undef
.Ltmp45:
.LBB0_19:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomicMax:v <- $vgpr8
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	2 221 10 is_stmt 1              ; ./samples/hipcompat.h:221:10
	s_ctz_i32_b32 s13, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_readlane_b32 s14, v8, s13
	s_lshl_b32 s13, 1, s13
	s_and_not1_b32 s1, s1, s13
	s_delay_alu instid0(VALU_DEP_1)
	s_max_i32 s12, s12, s14
	s_cmp_lg_u32 s1, 0
	s_cbranch_scc1 .LBB0_19
.Ltmp46:
; %bb.20:
	;DEBUG_VALUE: atomicMax:v <- $vgpr8
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u32_e64 s1, 0, v3
	s_and_saveexec_b32 s13, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s13
	s_cbranch_execz .LBB0_22
.Ltmp47:
; %bb.21:
	;DEBUG_VALUE: atomicMax:v <- $vgpr8
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	2 0 10 is_stmt 0                ; ./samples/hipcompat.h:0:10
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, s12
	.loc	2 221 10                        ; ./samples/hipcompat.h:221:10
	ds_max_i32 v3, v4 offset:288
.Ltmp48:
.LBB0_22:
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	2 0 10                          ; ./samples/hipcompat.h:0:10
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 50 29 is_stmt 1               ; samples/smem_atomics/kernel.cu:50:29
	v_or_b32_e32 v3, 16, v8
	s_mov_b32 s1, exec_lo
	s_mov_b32 s13, -1
	;DEBUG_VALUE: atomicAnd:p <- undef
	;DEBUG_VALUE: atomicAnd:v <- $vgpr3
.Ltmp49:
.LBB0_23:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomicAnd:v <- $vgpr3
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	2 227 10                        ; ./samples/hipcompat.h:227:10
	s_ctz_i32_b32 s12, s1
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_readlane_b32 s14, v3, s12
	s_lshl_b32 s12, 1, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_and_not1_b32 s1, s1, s12
	s_and_b32 s13, s13, s14
	s_cmp_lg_u32 s1, 0
	s_cbranch_scc1 .LBB0_23
.Ltmp50:
; %bb.24:
	;DEBUG_VALUE: atomicAnd:v <- $vgpr3
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
.Ltmp51:
	.loc	2 0 10 is_stmt 0                ; ./samples/hipcompat.h:0:10
	s_mov_b32 s12, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	2 227 10                        ; ./samples/hipcompat.h:227:10
	v_cmp_eq_u32_e64 s1, 0, v3
	s_and_saveexec_b32 s14, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s14
	s_cbranch_execz .LBB0_26
.Ltmp52:
; %bb.25:
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	2 0 10                          ; ./samples/hipcompat.h:0:10
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, s13
	.loc	2 227 10                        ; ./samples/hipcompat.h:227:10
	ds_and_b32 v3, v4 offset:284
.Ltmp53:
.LBB0_26:
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	2 0 10                          ; ./samples/hipcompat.h:0:10
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 51 27 is_stmt 1               ; samples/smem_atomics/kernel.cu:51:27
	v_and_b32_e32 v3, 0xf0f, v8
	;DEBUG_VALUE: atomicOr:p <- undef
	;DEBUG_VALUE: atomicOr:v <- $vgpr3
	s_mov_b32 s1, exec_lo
.Ltmp54:
.LBB0_27:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomicOr:v <- $vgpr3
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	1 0 27 is_stmt 0                ; samples/smem_atomics/kernel.cu:0:27
	s_delay_alu instid0(SALU_CYCLE_1)
.Ltmp55:
	.loc	2 229 10 is_stmt 1              ; ./samples/hipcompat.h:229:10
	s_ctz_i32_b32 s13, s1
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_readlane_b32 s14, v3, s13
	s_lshl_b32 s13, 1, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_and_not1_b32 s1, s1, s13
	s_or_b32 s12, s12, s14
	s_cmp_lg_u32 s1, 0
	s_cbranch_scc1 .LBB0_27
.Ltmp56:
; %bb.28:
	;DEBUG_VALUE: atomicOr:v <- $vgpr3
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
.Ltmp57:
	.loc	2 0 10 is_stmt 0                ; ./samples/hipcompat.h:0:10
	s_mov_b32 s13, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	2 229 10                        ; ./samples/hipcompat.h:229:10
	v_cmp_eq_u32_e64 s1, 0, v3
	s_and_saveexec_b32 s14, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s14
	s_cbranch_execz .LBB0_30
.Ltmp58:
; %bb.29:
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	2 0 10                          ; ./samples/hipcompat.h:0:10
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, s12
	.loc	2 229 10                        ; ./samples/hipcompat.h:229:10
	ds_or_b32 v3, v4 offset:280
.Ltmp59:
.LBB0_30:
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	2 0 10                          ; ./samples/hipcompat.h:0:10
	s_or_b32 exec_lo, exec_lo, s1
	;DEBUG_VALUE: atomicXor:p <- undef
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s1, exec_lo
	;DEBUG_VALUE: atomicXor:v <- $vgpr8
.Ltmp60:
.LBB0_31:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomicXor:v <- $vgpr8
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
.Ltmp61:
	.loc	2 231 10 is_stmt 1              ; ./samples/hipcompat.h:231:10
	s_ctz_i32_b32 s12, s1
	v_readlane_b32 s14, v8, s12
	s_lshl_b32 s12, 1, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_and_not1_b32 s1, s1, s12
	s_xor_b32 s13, s13, s14
	s_cmp_lg_u32 s1, 0
	s_cbranch_scc1 .LBB0_31
.Ltmp62:
; %bb.32:
	;DEBUG_VALUE: atomicXor:v <- $vgpr8
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u32_e64 s1, 0, v3
	s_and_saveexec_b32 s12, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s12
	s_cbranch_execz .LBB0_34
.Ltmp63:
; %bb.33:
	;DEBUG_VALUE: atomicXor:v <- $vgpr8
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	2 0 10 is_stmt 0                ; ./samples/hipcompat.h:0:10
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, s13
	.loc	2 231 10                        ; ./samples/hipcompat.h:231:10
	ds_xor_b32 v3, v4 offset:296
.Ltmp64:
.LBB0_34:
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	2 0 10                          ; ./samples/hipcompat.h:0:10
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v4, 7 :: v_dual_mov_b32 v3, 0
.Ltmp65:
	;DEBUG_VALUE: atomicInc:p <- undef
	v_dual_mov_b32 v5, -1 :: v_dual_mov_b32 v6, 1
	;DEBUG_VALUE: atomicCAS:cmp <- -1
.Ltmp66:
	;DEBUG_VALUE: atomicCAS:p <- undef
	;DEBUG_VALUE: atomicExch:p <- undef
	;DEBUG_VALUE: atomicCAS:cmp <- undef
	;DEBUG_VALUE: atomicInc:v <- 7
	.loc	2 204 1 is_stmt 1               ; ./samples/hipcompat.h:204:1
	s_mov_b32 s12, exec_lo
.Ltmp67:
	.loc	2 234 10                        ; ./samples/hipcompat.h:234:10
	ds_inc_u32 v3, v4 offset:304
.Ltmp68:
	;DEBUG_VALUE: atomicCAS:v <- $vgpr0
	.loc	2 216 1                         ; ./samples/hipcompat.h:216:1
	ds_cmpstore_b32 v3, v0, v5 offset:308
.Ltmp69:
	;DEBUG_VALUE: atomicExch:v <- 1
	.loc	2 225 10                        ; ./samples/hipcompat.h:225:10
	ds_storexchg_rtn_b32 v4, v3, v6 offset:300
.Ltmp70:
	;DEBUG_VALUE: atomicAdd:v <- 1
	;DEBUG_VALUE: atomicAdd:p <- undef
	.loc	2 204 1                         ; ./samples/hipcompat.h:204:1
	s_waitcnt lgkmcnt(0)
	v_mbcnt_lo_u32_b32 v4, s12, 0
	s_mov_b32 s13, exec_lo
                                        ; implicit-def: $vgpr5
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v4
	s_cbranch_execz .LBB0_36
.Ltmp71:
; %bb.35:
	;DEBUG_VALUE: atomicAdd:v <- 1
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	s_bcnt1_i32_b32 s1, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v5, s1
	ds_add_rtn_u32 v5, v3, v5 offset:312
.Ltmp72:
.LBB0_36:
	;DEBUG_VALUE: atomicAdd:v <- 1
	;DEBUG_VALUE: k <- $vgpr8
	;DEBUG_VALUE: smem_atomics:ticket <- -1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	2 0 1 is_stmt 0                 ; ./samples/hipcompat.h:0:1
	s_or_b32 exec_lo, exec_lo, s13
	.loc	2 204 1                         ; ./samples/hipcompat.h:204:1
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s1, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v3, s1, v4
.Ltmp73:
	;DEBUG_VALUE: smem_atomics:ticket <- $vgpr3
.LBB0_37:
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	2 0 1                           ; ./samples/hipcompat.h:0:1
	s_or_b32 exec_lo, exec_lo, s20
.Ltmp74:
	;DEBUG_VALUE: smem_atomics:ticket <- $vgpr3
	.loc	2 105 5 is_stmt 1               ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp75:
	.loc	1 59 9                          ; samples/smem_atomics/kernel.cu:59:9
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_39
.Ltmp76:
; %bb.38:
	;DEBUG_VALUE: smem_atomics:ticket <- $vgpr3
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	1 0 9 is_stmt 0                 ; samples/smem_atomics/kernel.cu:0:9
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, s0, s18, v1
	v_add_co_ci_u32_e64 v2, s0, s19, v2, s0
	v_cmp_gt_u32_e64 s0, s17, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v3, 0, 1, s0
.Ltmp77:
	;DEBUG_VALUE: ws_block_dim:g <- undef
	.loc	1 60 20 is_stmt 1               ; samples/smem_atomics/kernel.cu:60:20
	global_store_b32 v[1:2], v3, off
.Ltmp78:
.LBB0_39:
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	1 0 20 is_stmt 0                ; samples/smem_atomics/kernel.cu:0:20
	s_or_b32 exec_lo, exec_lo, s1
.Ltmp79:
	;DEBUG_VALUE: b <- $vgpr0
	.loc	1 61 5 is_stmt 1                ; samples/smem_atomics/kernel.cu:61:5
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB0_42
.Ltmp80:
; %bb.40:
	;DEBUG_VALUE: b <- $vgpr0
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	1 0 5 is_stmt 0                 ; samples/smem_atomics/kernel.cu:0:5
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, v7
	v_mov_b32_e32 v4, v0
	s_lshl_b32 s3, s16, 6
	.loc	1 61 5                          ; samples/smem_atomics/kernel.cu:61:5
	s_lshl_b32 s13, s17, 2
	s_mov_b32 s14, 0
.Ltmp81:
	.p2align	6
.LBB0_41:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	;DEBUG_VALUE: b <- $vgpr4
	.loc	1 62 39 is_stmt 1               ; samples/smem_atomics/kernel.cu:62:39
	ds_load_b32 v8, v3
	.loc	1 62 9 is_stmt 0                ; samples/smem_atomics/kernel.cu:62:9
	v_add_nc_u32_e32 v1, s3, v4
	.loc	1 61 35 is_stmt 1               ; samples/smem_atomics/kernel.cu:61:35
	v_add_nc_u32_e32 v4, s17, v4
.Ltmp82:
	;DEBUG_VALUE: b <- $vgpr4
	.loc	1 61 25 is_stmt 0               ; samples/smem_atomics/kernel.cu:61:25
	v_add_nc_u32_e32 v3, s13, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	.loc	1 62 9 is_stmt 1                ; samples/smem_atomics/kernel.cu:62:9
	v_lshlrev_b64 v[5:6], 2, v[1:2]
	.loc	1 61 25                         ; samples/smem_atomics/kernel.cu:61:25
	v_cmp_lt_i32_e64 s0, 63, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
.Ltmp83:
	.loc	1 61 5 is_stmt 0                ; samples/smem_atomics/kernel.cu:61:5
	s_or_b32 s14, s0, s14
.Ltmp84:
	.loc	1 62 9 is_stmt 1                ; samples/smem_atomics/kernel.cu:62:9
	v_add_co_u32 v5, s1, s4, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, s1, s5, v6, s1
	.loc	1 62 37 is_stmt 0               ; samples/smem_atomics/kernel.cu:62:37
	s_waitcnt lgkmcnt(0)
	global_store_b32 v[5:6], v8, off
.Ltmp85:
	;DEBUG_VALUE: ws_block_dim:g <- undef
	.loc	1 61 5 is_stmt 1                ; samples/smem_atomics/kernel.cu:61:5
	s_and_not1_b32 exec_lo, exec_lo, s14
	s_cbranch_execnz .LBB0_41
.Ltmp86:
.LBB0_42:
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	1 0 5 is_stmt 0                 ; samples/smem_atomics/kernel.cu:0:5
	s_or_b32 exec_lo, exec_lo, s12
	.loc	1 63 9 is_stmt 1                ; samples/smem_atomics/kernel.cu:63:9
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB0_45
.Ltmp87:
; %bb.43:
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	1 0 9 is_stmt 0                 ; samples/smem_atomics/kernel.cu:0:9
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 65 9 is_stmt 1                ; samples/smem_atomics/kernel.cu:65:9
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execnz .LBB0_46
.Ltmp88:
.LBB0_44:
	.loc	1 79 1                          ; samples/smem_atomics/kernel.cu:79:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB0_45:
.Ltmp89:
	;DEBUG_VALUE: smem_atomics:tid <- $vgpr0
	.loc	1 64 38                         ; samples/smem_atomics/kernel.cu:64:38
	ds_load_b32 v2, v7 offset:256
	v_lshl_or_b32 v0, s16, 2, v0
.Ltmp90:
	.loc	1 0 38 is_stmt 0                ; samples/smem_atomics/kernel.cu:0:38
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, s0, s6, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, s0, s7, v1, s0
	.loc	1 64 36                         ; samples/smem_atomics/kernel.cu:64:36
	s_waitcnt lgkmcnt(0)
	global_store_b32 v[0:1], v2, off
	s_or_b32 exec_lo, exec_lo, s1
.Ltmp91:
	.loc	1 65 9 is_stmt 1                ; samples/smem_atomics/kernel.cu:65:9
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_44
.LBB0_46:
.Ltmp92:
	.loc	1 66 9                          ; samples/smem_atomics/kernel.cu:66:9
	v_mov_b32_e32 v13, 0
	s_mov_b32 s17, 0
	.loc	1 68 16                         ; samples/smem_atomics/kernel.cu:68:16
	ds_load_2addr_b64 v[0:3], v13 offset0:35 offset1:36
	.loc	1 72 16                         ; samples/smem_atomics/kernel.cu:72:16
	ds_load_2addr_b64 v[4:7], v13 offset0:37 offset1:38
	.loc	1 66 28                         ; samples/smem_atomics/kernel.cu:66:28
	ds_load_b64 v[14:15], v13 offset:272
	.loc	1 66 9 is_stmt 0                ; samples/smem_atomics/kernel.cu:66:9
	s_lshl_b64 s[0:1], s[16:17], 3
	.loc	1 67 36 is_stmt 1               ; samples/smem_atomics/kernel.cu:67:36
	s_mul_i32 s16, s16, 10
	.loc	1 66 9                          ; samples/smem_atomics/kernel.cu:66:9
	s_add_u32 s0, s8, s0
	s_addc_u32 s1, s9, s1
	.loc	1 67 23                         ; samples/smem_atomics/kernel.cu:67:23
	s_lshl_b64 s[2:3], s[16:17], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s2, s10, s2
	s_addc_u32 s3, s11, s3
.Ltmp93:
	;DEBUG_VALUE: o <- undef
	.loc	1 71 14                         ; samples/smem_atomics/kernel.cu:71:14
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v8, v3
	.loc	1 76 21                         ; samples/smem_atomics/kernel.cu:76:21
	ds_load_b32 v12, v13 offset:312
	.loc	1 71 14                         ; samples/smem_atomics/kernel.cu:71:14
	v_dual_mov_b32 v9, v2 :: v_dual_mov_b32 v10, v1
	.loc	1 73 16                         ; samples/smem_atomics/kernel.cu:73:16
	s_waitcnt lgkmcnt(2)
	v_not_b32_e32 v1, v7
	.loc	1 71 14                         ; samples/smem_atomics/kernel.cu:71:14
	v_dual_mov_b32 v11, v0 :: v_dual_mov_b32 v2, v5
	.loc	1 75 14                         ; samples/smem_atomics/kernel.cu:75:14
	v_dual_mov_b32 v0, v4 :: v_dual_mov_b32 v3, v6
	s_delay_alu instid0(VALU_DEP_3)
	.loc	1 73 16                         ; samples/smem_atomics/kernel.cu:73:16
	v_lshrrev_b32_e32 v1, 31, v1
	.loc	1 66 26                         ; samples/smem_atomics/kernel.cu:66:26
	s_waitcnt lgkmcnt(1)
	s_clause 0x2
	global_store_b64 v13, v[14:15], s[0:1]
	global_store_b128 v13, v[8:11], s[2:3]
	global_store_b128 v13, v[0:3], s[2:3] offset:16
	.loc	1 77 14                         ; samples/smem_atomics/kernel.cu:77:14
	s_waitcnt lgkmcnt(0)
	global_store_b64 v13, v[12:13], s[2:3] offset:32
.Ltmp94:
	.loc	1 79 1                          ; samples/smem_atomics/kernel.cu:79:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp95:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12smem_atomicsPKiPKfiPjPfPdPiS3_
		.amdhsa_group_segment_fixed_size 320
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 320
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 24
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	_Z12smem_atomicsPKiPKfiPjPfPdPiS3_, .Lfunc_end0-_Z12smem_atomicsPKiPKfiPjPfPdPiS3_
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1836
; NumSgprs: 26
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 320 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 16
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.type	__hip_cuid_e7100e002bf65278,@object ; @__hip_cuid_e7100e002bf65278
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_e7100e002bf65278
__hip_cuid_e7100e002bf65278:
	.byte	0                               ; 0x0
	.size	__hip_cuid_e7100e002bf65278, 1

	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	10                              ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
	.long	.Ldebug_loc5-.Lloclists_table_base0
	.long	.Ldebug_loc6-.Lloclists_table_base0
	.long	.Ldebug_loc7-.Lloclists_table_base0
	.long	.Ldebug_loc8-.Lloclists_table_base0
	.long	.Ldebug_loc9-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp89-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp90-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp73-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	32                              ; DW_OP_not
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp74-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp77-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	137                             ; 1545
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp73-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	136                             ; 1544
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	144                             ; sub-register DW_OP_regx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	144                             ; sub-register DW_OP_regx
	.byte	134                             ; 1542
	.byte	12                              ; 
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc6:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp49-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc7:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp54-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc8:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp70-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp73-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	49                              ; DW_OP_lit1
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc9:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp79-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp81-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp81-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_list_header_end0:
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	37                              ; DW_FORM_strx1
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	114                             ; DW_AT_str_offsets_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	37                              ; DW_FORM_strx1
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	115                             ; DW_AT_addr_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	116                             ; DW_AT_rnglists_base
	.byte	23                              ; DW_FORM_sec_offset
	.ascii	"\214\001"                      ; DW_AT_loclists_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	122                             ; DW_AT_call_all_calls
	.byte	25                              ; DW_FORM_flag_present
	.byte	110                             ; DW_AT_linkage_name
	.byte	37                              ; DW_FORM_strx1
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	28                              ; DW_AT_const_value
	.byte	15                              ; DW_FORM_udata
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	28                              ; DW_AT_const_value
	.byte	13                              ; DW_FORM_sdata
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	15                              ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	16                              ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	17                              ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	18                              ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	19                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	20                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	21                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	22                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	0                               ; DW_CHILDREN_no
	.byte	110                             ; DW_AT_linkage_name
	.byte	37                              ; DW_FORM_strx1
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	32                              ; DW_AT_inline
	.byte	33                              ; DW_FORM_implicit_const
	.byte	1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	23                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	110                             ; DW_AT_linkage_name
	.byte	37                              ; DW_FORM_strx1
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	32                              ; DW_AT_inline
	.byte	33                              ; DW_FORM_implicit_const
	.byte	1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	24                              ; Abbreviation Code
	.byte	19                              ; DW_TAG_structure_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	54                              ; DW_AT_calling_convention
	.byte	11                              ; DW_FORM_data1
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	25                              ; Abbreviation Code
	.byte	13                              ; DW_TAG_member
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	56                              ; DW_AT_data_member_location
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	26                              ; Abbreviation Code
	.byte	55                              ; DW_TAG_restrict_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x4aa DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	33                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	12                              ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2b:0x277 DW_TAG_subprogram
	.byte	12                              ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	54                              ; DW_AT_linkage_name
	.byte	55                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x35:0xe DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	674                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	50
	.byte	22
	.byte	24
	.byte	3                               ; Abbrev [3] 0x43:0xe DW_TAG_variable
	.byte	6                               ; DW_AT_name
	.long	694                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	1
	.byte	50
	.byte	22
	.byte	24
	.byte	3                               ; Abbrev [3] 0x51:0xe DW_TAG_variable
	.byte	8                               ; DW_AT_name
	.long	710                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	2
	.byte	50
	.byte	22
	.byte	24
	.byte	3                               ; Abbrev [3] 0x5f:0xe DW_TAG_variable
	.byte	10                              ; DW_AT_name
	.long	714                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	3
	.byte	50
	.byte	22
	.byte	24
	.byte	3                               ; Abbrev [3] 0x6d:0xe DW_TAG_variable
	.byte	12                              ; DW_AT_name
	.long	714                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	4
	.byte	50
	.byte	22
	.byte	24
	.byte	3                               ; Abbrev [3] 0x7b:0xe DW_TAG_variable
	.byte	13                              ; DW_AT_name
	.long	714                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	5
	.byte	50
	.byte	22
	.byte	24
	.byte	3                               ; Abbrev [3] 0x89:0xe DW_TAG_variable
	.byte	14                              ; DW_AT_name
	.long	714                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	6
	.byte	50
	.byte	22
	.byte	24
	.byte	3                               ; Abbrev [3] 0x97:0xe DW_TAG_variable
	.byte	15                              ; DW_AT_name
	.long	714                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	7
	.byte	50
	.byte	22
	.byte	24
	.byte	3                               ; Abbrev [3] 0xa5:0xe DW_TAG_variable
	.byte	16                              ; DW_AT_name
	.long	714                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	8
	.byte	50
	.byte	22
	.byte	24
	.byte	3                               ; Abbrev [3] 0xb3:0xe DW_TAG_variable
	.byte	17                              ; DW_AT_name
	.long	714                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	9
	.byte	50
	.byte	22
	.byte	24
	.byte	3                               ; Abbrev [3] 0xc1:0xe DW_TAG_variable
	.byte	18                              ; DW_AT_name
	.long	686                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	10
	.byte	50
	.byte	22
	.byte	24
	.byte	3                               ; Abbrev [3] 0xcf:0xe DW_TAG_variable
	.byte	19                              ; DW_AT_name
	.long	686                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	11
	.byte	50
	.byte	22
	.byte	24
	.byte	4                               ; Abbrev [4] 0xdd:0x8 DW_TAG_formal_parameter
	.byte	60                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	1155                            ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xe5:0x8 DW_TAG_formal_parameter
	.byte	61                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	1170                            ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xed:0x8 DW_TAG_formal_parameter
	.byte	62                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	714                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xf5:0x8 DW_TAG_formal_parameter
	.byte	63                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	1185                            ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xfd:0x8 DW_TAG_formal_parameter
	.byte	64                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	1190                            ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x105:0x8 DW_TAG_formal_parameter
	.byte	65                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	1195                            ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x10d:0x8 DW_TAG_formal_parameter
	.byte	66                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	1200                            ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x115:0x8 DW_TAG_formal_parameter
	.byte	67                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	1185                            ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x11d:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	57                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	714                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x126:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	58                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	41                              ; DW_AT_decl_line
	.long	686                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x12f:0x8 DW_TAG_variable
	.byte	68                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	40                              ; DW_AT_decl_line
	.long	714                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x137:0x10 DW_TAG_lexical_block
	.byte	13                              ; DW_AT_low_pc
	.long	.Ltmp7-.Ltmp0                   ; DW_AT_high_pc
	.byte	5                               ; Abbrev [5] 0x13d:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	56                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	714                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0x147:0xd DW_TAG_inlined_subroutine
	.long	784                             ; DW_AT_abstract_origin
	.byte	14                              ; DW_AT_low_pc
	.long	.Ltmp19-.Ltmp18                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	8                               ; Abbrev [8] 0x154:0xd DW_TAG_inlined_subroutine
	.long	789                             ; DW_AT_abstract_origin
	.byte	15                              ; DW_AT_low_pc
	.long	.Ltmp21-.Ltmp19                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	40                              ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0x161:0x114 DW_TAG_lexical_block
	.byte	16                              ; DW_AT_low_pc
	.long	.Ltmp73-.Ltmp25                 ; DW_AT_high_pc
	.byte	5                               ; Abbrev [5] 0x167:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	34                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	44                              ; DW_AT_decl_line
	.long	706                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x170:0x9 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.byte	59                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	43                              ; DW_AT_decl_line
	.long	714                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x179:0x14 DW_TAG_inlined_subroutine
	.long	841                             ; DW_AT_abstract_origin
	.byte	17                              ; DW_AT_low_pc
	.long	.Ltmp31-.Ltmp30                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	45                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	10                              ; Abbrev [10] 0x186:0x6 DW_TAG_formal_parameter
	.byte	1                               ; DW_AT_const_value
	.long	858                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x18d:0x17 DW_TAG_inlined_subroutine
	.long	872                             ; DW_AT_abstract_origin
	.byte	18                              ; DW_AT_low_pc
	.long	.Ltmp32-.Ltmp31                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	46                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	11                              ; Abbrev [11] 0x19a:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\211\f"
	.long	889                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x1a4:0x14 DW_TAG_inlined_subroutine
	.long	903                             ; DW_AT_abstract_origin
	.byte	19                              ; DW_AT_low_pc
	.long	.Ltmp39-.Ltmp32                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	47                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	12                              ; Abbrev [12] 0x1b1:0x6 DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.long	920                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x1b8:0x17 DW_TAG_inlined_subroutine
	.long	934                             ; DW_AT_abstract_origin
	.byte	20                              ; DW_AT_low_pc
	.long	.Ltmp44-.Ltmp41                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	48                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	11                              ; Abbrev [11] 0x1c5:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\210\f"
	.long	951                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x1cf:0x17 DW_TAG_inlined_subroutine
	.long	965                             ; DW_AT_abstract_origin
	.byte	21                              ; DW_AT_low_pc
	.long	.Ltmp48-.Ltmp45                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	49                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	11                              ; Abbrev [11] 0x1dc:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\210\f"
	.long	982                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x1e6:0x14 DW_TAG_inlined_subroutine
	.long	991                             ; DW_AT_abstract_origin
	.byte	22                              ; DW_AT_low_pc
	.long	.Ltmp53-.Ltmp49                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	50                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	12                              ; Abbrev [12] 0x1f3:0x6 DW_TAG_formal_parameter
	.byte	6                               ; DW_AT_location
	.long	1008                            ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x1fa:0x14 DW_TAG_inlined_subroutine
	.long	1017                            ; DW_AT_abstract_origin
	.byte	23                              ; DW_AT_low_pc
	.long	.Ltmp59-.Ltmp55                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	51                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	12                              ; Abbrev [12] 0x207:0x6 DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_location
	.long	1034                            ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x20e:0x17 DW_TAG_inlined_subroutine
	.long	1043                            ; DW_AT_abstract_origin
	.byte	24                              ; DW_AT_low_pc
	.long	.Ltmp64-.Ltmp61                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	52                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	11                              ; Abbrev [11] 0x21b:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\210\f"
	.long	1060                            ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	13                              ; Abbrev [13] 0x225:0x10 DW_TAG_inlined_subroutine
	.long	841                             ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	56                              ; DW_AT_call_line
	.byte	18                              ; DW_AT_call_column
	.byte	12                              ; Abbrev [12] 0x22e:0x6 DW_TAG_formal_parameter
	.byte	8                               ; DW_AT_location
	.long	858                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x235:0x14 DW_TAG_inlined_subroutine
	.long	1069                            ; DW_AT_abstract_origin
	.byte	25                              ; DW_AT_low_pc
	.long	.Ltmp68-.Ltmp67                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	53                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	10                              ; Abbrev [10] 0x242:0x6 DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_const_value
	.long	1086                            ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x249:0x17 DW_TAG_inlined_subroutine
	.long	1095                            ; DW_AT_abstract_origin
	.byte	26                              ; DW_AT_low_pc
	.long	.Ltmp69-.Ltmp68                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	54                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	11                              ; Abbrev [11] 0x256:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.long	1120                            ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x260:0x14 DW_TAG_inlined_subroutine
	.long	1129                            ; DW_AT_abstract_origin
	.byte	27                              ; DW_AT_low_pc
	.long	.Ltmp70-.Ltmp69                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	55                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	14                              ; Abbrev [14] 0x26d:0x6 DW_TAG_formal_parameter
	.byte	1                               ; DW_AT_const_value
	.long	1146                            ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0x275:0xd DW_TAG_inlined_subroutine
	.long	784                             ; DW_AT_abstract_origin
	.byte	28                              ; DW_AT_low_pc
	.long	.Ltmp75-.Ltmp74                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	58                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0x282:0x10 DW_TAG_lexical_block
	.byte	29                              ; DW_AT_low_pc
	.long	.Ltmp86-.Ltmp79                 ; DW_AT_high_pc
	.byte	5                               ; Abbrev [5] 0x288:0x9 DW_TAG_variable
	.byte	9                               ; DW_AT_location
	.byte	56                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	61                              ; DW_AT_decl_line
	.long	714                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x292:0xf DW_TAG_lexical_block
	.byte	30                              ; DW_AT_low_pc
	.long	.Ltmp94-.Ltmp92                 ; DW_AT_high_pc
	.byte	6                               ; Abbrev [6] 0x298:0x8 DW_TAG_variable
	.byte	69                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	67                              ; DW_AT_decl_line
	.long	960                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	15                              ; Abbrev [15] 0x2a2:0xc DW_TAG_array_type
	.long	686                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x2a7:0x6 DW_TAG_subrange_type
	.long	690                             ; DW_AT_type
	.byte	64                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0x2ae:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	18                              ; Abbrev [18] 0x2b2:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	15                              ; Abbrev [15] 0x2b6:0xc DW_TAG_array_type
	.long	706                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x2bb:0x6 DW_TAG_subrange_type
	.long	690                             ; DW_AT_type
	.byte	4                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0x2c2:0x4 DW_TAG_base_type
	.byte	7                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	17                              ; Abbrev [17] 0x2c6:0x4 DW_TAG_base_type
	.byte	9                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	17                              ; Abbrev [17] 0x2ca:0x4 DW_TAG_base_type
	.byte	11                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	19                              ; Abbrev [19] 0x2ce:0x7 DW_TAG_variable
	.long	725                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	104                             ; DW_AT_decl_line
	.byte	15                              ; Abbrev [15] 0x2d5:0xc DW_TAG_array_type
	.long	737                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x2da:0x6 DW_TAG_subrange_type
	.long	690                             ; DW_AT_type
	.byte	10                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	20                              ; Abbrev [20] 0x2e1:0x5 DW_TAG_const_type
	.long	742                             ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x2e6:0x4 DW_TAG_base_type
	.byte	20                              ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	19                              ; Abbrev [19] 0x2ea:0x7 DW_TAG_variable
	.long	753                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	234                             ; DW_AT_decl_line
	.byte	15                              ; Abbrev [15] 0x2f1:0xc DW_TAG_array_type
	.long	737                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x2f6:0x6 DW_TAG_subrange_type
	.long	690                             ; DW_AT_type
	.byte	6                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	21                              ; Abbrev [21] 0x2fd:0x5 DW_TAG_pointer_type
	.long	770                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x302:0x5 DW_TAG_const_type
	.long	775                             ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x307:0x4 DW_TAG_base_type
	.byte	21                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	21                              ; Abbrev [21] 0x30b:0x5 DW_TAG_pointer_type
	.long	737                             ; DW_AT_type
	.byte	22                              ; Abbrev [22] 0x310:0x5 DW_TAG_subprogram
	.byte	22                              ; DW_AT_linkage_name
	.byte	23                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	102                             ; DW_AT_decl_line
                                        ; DW_AT_inline
	.byte	23                              ; Abbrev [23] 0x315:0x12 DW_TAG_subprogram
	.byte	24                              ; DW_AT_linkage_name
	.byte	25                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	85                              ; DW_AT_decl_line
	.long	807                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	6                               ; Abbrev [6] 0x31e:0x8 DW_TAG_variable
	.byte	30                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	87                              ; DW_AT_decl_line
	.long	765                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	24                              ; Abbrev [24] 0x327:0x22 DW_TAG_structure_type
	.byte	5                               ; DW_AT_calling_convention
	.byte	29                              ; DW_AT_name
	.byte	12                              ; DW_AT_byte_size
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	25                              ; Abbrev [25] 0x32d:0x9 DW_TAG_member
	.byte	26                              ; DW_AT_name
	.long	686                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	25                              ; Abbrev [25] 0x336:0x9 DW_TAG_member
	.byte	27                              ; DW_AT_name
	.long	686                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	25                              ; Abbrev [25] 0x33f:0x9 DW_TAG_member
	.byte	28                              ; DW_AT_name
	.long	686                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	23                              ; Abbrev [23] 0x349:0x1a DW_TAG_subprogram
	.byte	31                              ; DW_AT_linkage_name
	.byte	32                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	204                             ; DW_AT_decl_line
	.long	686                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x352:0x8 DW_TAG_formal_parameter
	.byte	33                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	204                             ; DW_AT_decl_line
	.long	867                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x35a:0x8 DW_TAG_formal_parameter
	.byte	34                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	204                             ; DW_AT_decl_line
	.long	686                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	21                              ; Abbrev [21] 0x363:0x5 DW_TAG_pointer_type
	.long	686                             ; DW_AT_type
	.byte	23                              ; Abbrev [23] 0x368:0x1a DW_TAG_subprogram
	.byte	35                              ; DW_AT_linkage_name
	.byte	32                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	206                             ; DW_AT_decl_line
	.long	706                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x371:0x8 DW_TAG_formal_parameter
	.byte	33                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	206                             ; DW_AT_decl_line
	.long	898                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x379:0x8 DW_TAG_formal_parameter
	.byte	34                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	206                             ; DW_AT_decl_line
	.long	706                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	21                              ; Abbrev [21] 0x382:0x5 DW_TAG_pointer_type
	.long	706                             ; DW_AT_type
	.byte	23                              ; Abbrev [23] 0x387:0x1a DW_TAG_subprogram
	.byte	36                              ; DW_AT_linkage_name
	.byte	32                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	207                             ; DW_AT_decl_line
	.long	710                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x390:0x8 DW_TAG_formal_parameter
	.byte	33                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	207                             ; DW_AT_decl_line
	.long	929                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x398:0x8 DW_TAG_formal_parameter
	.byte	34                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	207                             ; DW_AT_decl_line
	.long	710                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	21                              ; Abbrev [21] 0x3a1:0x5 DW_TAG_pointer_type
	.long	710                             ; DW_AT_type
	.byte	23                              ; Abbrev [23] 0x3a6:0x1a DW_TAG_subprogram
	.byte	37                              ; DW_AT_linkage_name
	.byte	38                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	222                             ; DW_AT_decl_line
	.long	714                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x3af:0x8 DW_TAG_formal_parameter
	.byte	33                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	222                             ; DW_AT_decl_line
	.long	960                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x3b7:0x8 DW_TAG_formal_parameter
	.byte	34                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	222                             ; DW_AT_decl_line
	.long	714                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	21                              ; Abbrev [21] 0x3c0:0x5 DW_TAG_pointer_type
	.long	714                             ; DW_AT_type
	.byte	23                              ; Abbrev [23] 0x3c5:0x1a DW_TAG_subprogram
	.byte	39                              ; DW_AT_linkage_name
	.byte	40                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	220                             ; DW_AT_decl_line
	.long	714                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x3ce:0x8 DW_TAG_formal_parameter
	.byte	33                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	220                             ; DW_AT_decl_line
	.long	960                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x3d6:0x8 DW_TAG_formal_parameter
	.byte	34                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	220                             ; DW_AT_decl_line
	.long	714                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	23                              ; Abbrev [23] 0x3df:0x1a DW_TAG_subprogram
	.byte	41                              ; DW_AT_linkage_name
	.byte	42                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	226                             ; DW_AT_decl_line
	.long	714                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x3e8:0x8 DW_TAG_formal_parameter
	.byte	33                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	226                             ; DW_AT_decl_line
	.long	960                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x3f0:0x8 DW_TAG_formal_parameter
	.byte	34                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	226                             ; DW_AT_decl_line
	.long	714                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	23                              ; Abbrev [23] 0x3f9:0x1a DW_TAG_subprogram
	.byte	43                              ; DW_AT_linkage_name
	.byte	44                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	228                             ; DW_AT_decl_line
	.long	714                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x402:0x8 DW_TAG_formal_parameter
	.byte	33                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	228                             ; DW_AT_decl_line
	.long	960                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x40a:0x8 DW_TAG_formal_parameter
	.byte	34                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	228                             ; DW_AT_decl_line
	.long	714                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	23                              ; Abbrev [23] 0x413:0x1a DW_TAG_subprogram
	.byte	45                              ; DW_AT_linkage_name
	.byte	46                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	230                             ; DW_AT_decl_line
	.long	714                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x41c:0x8 DW_TAG_formal_parameter
	.byte	33                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	230                             ; DW_AT_decl_line
	.long	960                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x424:0x8 DW_TAG_formal_parameter
	.byte	34                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	230                             ; DW_AT_decl_line
	.long	714                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	23                              ; Abbrev [23] 0x42d:0x1a DW_TAG_subprogram
	.byte	47                              ; DW_AT_linkage_name
	.byte	48                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	233                             ; DW_AT_decl_line
	.long	686                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x436:0x8 DW_TAG_formal_parameter
	.byte	33                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	233                             ; DW_AT_decl_line
	.long	867                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x43e:0x8 DW_TAG_formal_parameter
	.byte	34                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	233                             ; DW_AT_decl_line
	.long	686                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	23                              ; Abbrev [23] 0x447:0x22 DW_TAG_subprogram
	.byte	49                              ; DW_AT_linkage_name
	.byte	50                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	216                             ; DW_AT_decl_line
	.long	714                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x450:0x8 DW_TAG_formal_parameter
	.byte	33                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	216                             ; DW_AT_decl_line
	.long	960                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x458:0x8 DW_TAG_formal_parameter
	.byte	51                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	216                             ; DW_AT_decl_line
	.long	714                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x460:0x8 DW_TAG_formal_parameter
	.byte	34                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	216                             ; DW_AT_decl_line
	.long	714                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	23                              ; Abbrev [23] 0x469:0x1a DW_TAG_subprogram
	.byte	52                              ; DW_AT_linkage_name
	.byte	53                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	224                             ; DW_AT_decl_line
	.long	714                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x472:0x8 DW_TAG_formal_parameter
	.byte	33                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	224                             ; DW_AT_decl_line
	.long	960                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x47a:0x8 DW_TAG_formal_parameter
	.byte	34                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	224                             ; DW_AT_decl_line
	.long	714                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	26                              ; Abbrev [26] 0x483:0x5 DW_TAG_restrict_type
	.long	1160                            ; DW_AT_type
	.byte	21                              ; Abbrev [21] 0x488:0x5 DW_TAG_pointer_type
	.long	1165                            ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x48d:0x5 DW_TAG_const_type
	.long	714                             ; DW_AT_type
	.byte	26                              ; Abbrev [26] 0x492:0x5 DW_TAG_restrict_type
	.long	1175                            ; DW_AT_type
	.byte	21                              ; Abbrev [21] 0x497:0x5 DW_TAG_pointer_type
	.long	1180                            ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x49c:0x5 DW_TAG_const_type
	.long	706                             ; DW_AT_type
	.byte	26                              ; Abbrev [26] 0x4a1:0x5 DW_TAG_restrict_type
	.long	867                             ; DW_AT_type
	.byte	26                              ; Abbrev [26] 0x4a6:0x5 DW_TAG_restrict_type
	.long	898                             ; DW_AT_type
	.byte	26                              ; Abbrev [26] 0x4ab:0x5 DW_TAG_restrict_type
	.long	929                             ; DW_AT_type
	.byte	26                              ; Abbrev [26] 0x4b0:0x5 DW_TAG_restrict_type
	.long	960                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	1                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp67-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp70-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp73-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	284                             ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"-"                             ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=42
.Linfo_string3:
	.asciz	"s_hist"                        ; string offset=44
.Linfo_string4:
	.asciz	"unsigned int"                  ; string offset=51
.Linfo_string5:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=64
.Linfo_string6:
	.asciz	"s_fsum"                        ; string offset=84
.Linfo_string7:
	.asciz	"float"                         ; string offset=91
.Linfo_string8:
	.asciz	"s_dsum"                        ; string offset=97
.Linfo_string9:
	.asciz	"double"                        ; string offset=104
.Linfo_string10:
	.asciz	"s_min"                         ; string offset=111
.Linfo_string11:
	.asciz	"int"                           ; string offset=117
.Linfo_string12:
	.asciz	"s_max"                         ; string offset=121
.Linfo_string13:
	.asciz	"s_and"                         ; string offset=127
.Linfo_string14:
	.asciz	"s_or"                          ; string offset=133
.Linfo_string15:
	.asciz	"s_xor"                         ; string offset=138
.Linfo_string16:
	.asciz	"s_claim"                       ; string offset=144
.Linfo_string17:
	.asciz	"s_exch"                        ; string offset=152
.Linfo_string18:
	.asciz	"s_ring"                        ; string offset=159
.Linfo_string19:
	.asciz	"s_count"                       ; string offset=166
.Linfo_string20:
	.asciz	"char"                          ; string offset=174
.Linfo_string21:
	.asciz	"unsigned short"                ; string offset=179
.Linfo_string22:
	.asciz	"_ZL13__syncthreadsv"           ; string offset=194
.Linfo_string23:
	.asciz	"__syncthreads"                 ; string offset=214
.Linfo_string24:
	.asciz	"_ZL12ws_block_dimv"            ; string offset=228
.Linfo_string25:
	.asciz	"ws_block_dim"                  ; string offset=247
.Linfo_string26:
	.asciz	"x"                             ; string offset=260
.Linfo_string27:
	.asciz	"y"                             ; string offset=262
.Linfo_string28:
	.asciz	"z"                             ; string offset=264
.Linfo_string29:
	.asciz	"uint3"                         ; string offset=266
.Linfo_string30:
	.asciz	"g"                             ; string offset=272
.Linfo_string31:
	.asciz	"_ZL9atomicAddPjj"              ; string offset=274
.Linfo_string32:
	.asciz	"atomicAdd"                     ; string offset=291
.Linfo_string33:
	.asciz	"p"                             ; string offset=301
.Linfo_string34:
	.asciz	"v"                             ; string offset=303
.Linfo_string35:
	.asciz	"_ZL9atomicAddPff"              ; string offset=305
.Linfo_string36:
	.asciz	"_ZL9atomicAddPdd"              ; string offset=322
.Linfo_string37:
	.asciz	"_ZL9atomicMinPii"              ; string offset=339
.Linfo_string38:
	.asciz	"atomicMin"                     ; string offset=356
.Linfo_string39:
	.asciz	"_ZL9atomicMaxPii"              ; string offset=366
.Linfo_string40:
	.asciz	"atomicMax"                     ; string offset=383
.Linfo_string41:
	.asciz	"_ZL9atomicAndPii"              ; string offset=393
.Linfo_string42:
	.asciz	"atomicAnd"                     ; string offset=410
.Linfo_string43:
	.asciz	"_ZL8atomicOrPii"               ; string offset=420
.Linfo_string44:
	.asciz	"atomicOr"                      ; string offset=436
.Linfo_string45:
	.asciz	"_ZL9atomicXorPii"              ; string offset=445
.Linfo_string46:
	.asciz	"atomicXor"                     ; string offset=462
.Linfo_string47:
	.asciz	"_ZL9atomicIncPjj"              ; string offset=472
.Linfo_string48:
	.asciz	"atomicInc"                     ; string offset=489
.Linfo_string49:
	.asciz	"_ZL9atomicCASPiii"             ; string offset=499
.Linfo_string50:
	.asciz	"atomicCAS"                     ; string offset=517
.Linfo_string51:
	.asciz	"cmp"                           ; string offset=527
.Linfo_string52:
	.asciz	"_ZL10atomicExchPii"            ; string offset=531
.Linfo_string53:
	.asciz	"atomicExch"                    ; string offset=550
.Linfo_string54:
	.asciz	"_Z12smem_atomicsPKiPKfiPjPfPdPiS3_" ; string offset=561
.Linfo_string55:
	.asciz	"smem_atomics"                  ; string offset=596
.Linfo_string56:
	.asciz	"b"                             ; string offset=609
.Linfo_string57:
	.asciz	"tid"                           ; string offset=611
.Linfo_string58:
	.asciz	"ticket"                        ; string offset=615
.Linfo_string59:
	.asciz	"k"                             ; string offset=622
.Linfo_string60:
	.asciz	"keys"                          ; string offset=624
.Linfo_string61:
	.asciz	"vals"                          ; string offset=629
.Linfo_string62:
	.asciz	"n"                             ; string offset=634
.Linfo_string63:
	.asciz	"hist"                          ; string offset=636
.Linfo_string64:
	.asciz	"fsum"                          ; string offset=641
.Linfo_string65:
	.asciz	"dsum"                          ; string offset=646
.Linfo_string66:
	.asciz	"ints"                          ; string offset=651
.Linfo_string67:
	.asciz	"tickets"                       ; string offset=656
.Linfo_string68:
	.asciz	"i"                             ; string offset=664
.Linfo_string69:
	.asciz	"o"                             ; string offset=666
	.section	.debug_str_offsets,"",@progbits
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.long	.Linfo_string3
	.long	.Linfo_string4
	.long	.Linfo_string5
	.long	.Linfo_string6
	.long	.Linfo_string7
	.long	.Linfo_string8
	.long	.Linfo_string9
	.long	.Linfo_string10
	.long	.Linfo_string11
	.long	.Linfo_string12
	.long	.Linfo_string13
	.long	.Linfo_string14
	.long	.Linfo_string15
	.long	.Linfo_string16
	.long	.Linfo_string17
	.long	.Linfo_string18
	.long	.Linfo_string19
	.long	.Linfo_string20
	.long	.Linfo_string21
	.long	.Linfo_string22
	.long	.Linfo_string23
	.long	.Linfo_string24
	.long	.Linfo_string25
	.long	.Linfo_string26
	.long	.Linfo_string27
	.long	.Linfo_string28
	.long	.Linfo_string29
	.long	.Linfo_string30
	.long	.Linfo_string31
	.long	.Linfo_string32
	.long	.Linfo_string33
	.long	.Linfo_string34
	.long	.Linfo_string35
	.long	.Linfo_string36
	.long	.Linfo_string37
	.long	.Linfo_string38
	.long	.Linfo_string39
	.long	.Linfo_string40
	.long	.Linfo_string41
	.long	.Linfo_string42
	.long	.Linfo_string43
	.long	.Linfo_string44
	.long	.Linfo_string45
	.long	.Linfo_string46
	.long	.Linfo_string47
	.long	.Linfo_string48
	.long	.Linfo_string49
	.long	.Linfo_string50
	.long	.Linfo_string51
	.long	.Linfo_string52
	.long	.Linfo_string53
	.long	.Linfo_string54
	.long	.Linfo_string55
	.long	.Linfo_string56
	.long	.Linfo_string57
	.long	.Linfo_string58
	.long	.Linfo_string59
	.long	.Linfo_string60
	.long	.Linfo_string61
	.long	.Linfo_string62
	.long	.Linfo_string63
	.long	.Linfo_string64
	.long	.Linfo_string65
	.long	.Linfo_string66
	.long	.Linfo_string67
	.long	.Linfo_string68
	.long	.Linfo_string69
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	_ZZ12smem_atomicsPKiPKfiPjPfPdPiS3_E6s_hist
	.quad	_ZZ12smem_atomicsPKiPKfiPjPfPdPiS3_E6s_fsum
	.quad	_ZZ12smem_atomicsPKiPKfiPjPfPdPiS3_E6s_dsum
	.quad	_ZZ12smem_atomicsPKiPKfiPjPfPdPiS3_E5s_min
	.quad	_ZZ12smem_atomicsPKiPKfiPjPfPdPiS3_E5s_max
	.quad	_ZZ12smem_atomicsPKiPKfiPjPfPdPiS3_E5s_and
	.quad	_ZZ12smem_atomicsPKiPKfiPjPfPdPiS3_E4s_or
	.quad	_ZZ12smem_atomicsPKiPKfiPjPfPdPiS3_E5s_xor
	.quad	_ZZ12smem_atomicsPKiPKfiPjPfPdPiS3_E7s_claim
	.quad	_ZZ12smem_atomicsPKiPKfiPjPfPdPiS3_E6s_exch
	.quad	_ZZ12smem_atomicsPKiPKfiPjPfPdPiS3_E6s_ring
	.quad	_ZZ12smem_atomicsPKiPKfiPjPfPdPiS3_E7s_count
	.quad	.Lfunc_begin0
	.quad	.Ltmp0
	.quad	.Ltmp18
	.quad	.Ltmp19
	.quad	.Ltmp25
	.quad	.Ltmp30
	.quad	.Ltmp31
	.quad	.Ltmp32
	.quad	.Ltmp41
	.quad	.Ltmp45
	.quad	.Ltmp49
	.quad	.Ltmp55
	.quad	.Ltmp61
	.quad	.Ltmp67
	.quad	.Ltmp68
	.quad	.Ltmp69
	.quad	.Ltmp74
	.quad	.Ltmp79
	.quad	.Ltmp92
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_e7100e002bf65278
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .actual_access:  write_only
        .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         68
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         76
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         78
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         80
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         82
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         84
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         86
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         128
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 320
    .kernarg_segment_align: 8
    .kernarg_segment_size: 320
    .max_flat_workgroup_size: 1024
    .name:           _Z12smem_atomicsPKiPKfiPjPfPdPiS3_
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         _Z12smem_atomicsPKiPKfiPjPfPdPiS3_.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
