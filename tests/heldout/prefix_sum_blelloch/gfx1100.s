	.text
	.file	0 "." "-" md5 0x39bdd634298aec5c4911110253d8ef70
	.file	1 "tests/heldout/prefix_sum_blelloch" "kernel.cu"
	.file	2 "./samples" "hipcompat.h" md5 0x3928f6b82366b057f993ff5a0325bcf9
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	_Z13blelloch_scanPKjPjS1_i ; -- Begin function _Z13blelloch_scanPKjPjS1_i
	.globl	_Z13blelloch_scanPKjPjS1_i
	.p2align	8
	.type	_Z13blelloch_scanPKjPjS1_i,@function
_Z13blelloch_scanPKjPjS1_i:             ; @_Z13blelloch_scanPKjPjS1_i
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	2 82 23 prologue_end            ; ./samples/hipcompat.h:82:23
	s_clause 0x1
	s_load_b32 s3, s[0:1], 0x18
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	s_load_b64 s[4:5], s[0:1], 0x0
.Ltmp0:
	.loc	1 14 27                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:14:27
	s_lshl_b32 s13, s15, 10
.Ltmp1:
	;DEBUG_VALUE: blelloch_scan:ib <- undef
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:base <- undef
	.loc	1 17 18                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:17:18
	v_mov_b32_e32 v7, 0
	.loc	1 17 23 is_stmt 0               ; tests/heldout/prefix_sum_blelloch/kernel.cu:17:23
	v_or_b32_e32 v1, s13, v0
	v_mov_b32_e32 v5, 0
	s_mov_b32 s14, s15
	s_delay_alu instid0(VALU_DEP_2)
	v_ashrrev_i32_e32 v2, 31, v1
	.loc	1 17 28                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:17:28
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc_lo, s3, v1
	.loc	1 17 18                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:17:18
	s_and_saveexec_b32 s6, vcc_lo
	s_cbranch_execz .LBB0_2
.Ltmp2:
; %bb.1:
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 18                          ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:18
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, s2, s4, v3
	v_add_co_ci_u32_e64 v4, s2, s5, v4, s2
	.loc	1 17 34                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:17:34
	global_load_b32 v5, v[3:4], off
.Ltmp3:
.LBB0_2:
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 34                          ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:34
	s_or_b32 exec_lo, exec_lo, s6
	;DEBUG_VALUE: blelloch_scan:out <- undef
	;DEBUG_VALUE: blelloch_scan:totals <- undef
	.loc	1 16 24 is_stmt 1               ; tests/heldout/prefix_sum_blelloch/kernel.cu:16:24
	v_add_nc_u32_e32 v4, 0x200, v0
	.loc	1 17 7                          ; tests/heldout/prefix_sum_blelloch/kernel.cu:17:7
	v_lshrrev_b32_e32 v3, 5, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 18 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:18:23
	v_add_nc_u32_e32 v6, s13, v4
	.loc	1 17 5                          ; tests/heldout/prefix_sum_blelloch/kernel.cu:17:5
	v_add_lshl_u32 v3, v3, v0, 2
	s_delay_alu instid0(VALU_DEP_2)
	.loc	1 18 28                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:18:28
	v_cmp_gt_i32_e64 s2, s3, v6
	.loc	1 17 16                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:17:16
	s_waitcnt vmcnt(0)
	ds_store_b32 v3, v5
	.loc	1 18 18                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:18:18
	s_and_saveexec_b32 s6, s2
	s_cbranch_execz .LBB0_4
.Ltmp4:
; %bb.3:
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 18 is_stmt 0                ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:18
	s_ashr_i32 s3, s13, 31
	v_add_co_u32 v5, s7, s13, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s3, 0, s7
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s3, s4, v5
	v_add_co_ci_u32_e64 v6, s3, s5, v6, s3
	.loc	1 18 34                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:18:34
	global_load_b32 v7, v[5:6], off offset:2048
.Ltmp5:
.LBB0_4:
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 34                          ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:34
	s_or_b32 exec_lo, exec_lo, s6
.Ltmp6:
	;DEBUG_VALUE: blelloch_scan:out <- undef
	;DEBUG_VALUE: blelloch_scan:totals <- undef
	.loc	1 18 7                          ; tests/heldout/prefix_sum_blelloch/kernel.cu:18:7
	v_lshrrev_b32_e32 v4, 5, v4
	v_lshlrev_b32_e32 v5, 1, v0
.Ltmp7:
	.loc	1 23 15 is_stmt 1               ; tests/heldout/prefix_sum_blelloch/kernel.cu:23:15
	v_cmp_gt_u32_e64 s3, 0x200, v0
	v_lshrrev_b32_e32 v6, 4, v0
	s_delay_alu instid0(VALU_DEP_4)
.Ltmp8:
	.loc	1 18 5                          ; tests/heldout/prefix_sum_blelloch/kernel.cu:18:5
	v_add_lshl_u32 v4, v4, v0, 2
	.loc	1 18 16 is_stmt 0               ; tests/heldout/prefix_sum_blelloch/kernel.cu:18:16
	s_waitcnt vmcnt(0)
	ds_store_b32 v4, v7 offset:2048
.Ltmp9:
	;DEBUG_VALUE: d <- 512
	;DEBUG_VALUE: blelloch_scan:offset <- 1
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp10:
	.loc	1 23 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:23:13
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_6
.Ltmp11:
; %bb.5:
	;DEBUG_VALUE: blelloch_scan:offset <- 1
	;DEBUG_VALUE: d <- 512
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	;DEBUG_VALUE: a <- $vgpr5
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_or, DW_OP_stack_value] $vgpr5
	.loc	1 26 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:26
	v_add_lshl_u32 v9, v6, v5, 2
	ds_load_2addr_b32 v[7:8], v9 offset1:1
	.loc	1 26 23 is_stmt 0               ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:23
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v7, v8, v7
	ds_store_b32 v9, v7 offset:4
.Ltmp12:
.LBB0_6:
	;DEBUG_VALUE: blelloch_scan:offset <- 1
	;DEBUG_VALUE: d <- 512
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 23                          ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:23
	s_or_b32 exec_lo, exec_lo, s4
.Ltmp13:
	;DEBUG_VALUE: d <- 256
	;DEBUG_VALUE: blelloch_scan:offset <- 2
	;DEBUG_VALUE: blelloch_scan:out <- undef
	;DEBUG_VALUE: blelloch_scan:totals <- undef
	v_or_b32_e32 v19, 1, v5
	v_add_nc_u32_e32 v20, 2, v5
	.loc	1 23 15 is_stmt 1               ; tests/heldout/prefix_sum_blelloch/kernel.cu:23:15
	v_cmp_gt_u32_e64 s4, 0x100, v0
.Ltmp14:
	.loc	2 104 5                         ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	v_lshl_add_u32 v7, v19, 1, -1
	v_lshl_add_u32 v8, v20, 1, -1
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp15:
	.loc	1 23 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:23:13
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_8
.Ltmp16:
; %bb.7:
	;DEBUG_VALUE: blelloch_scan:offset <- 2
	;DEBUG_VALUE: d <- 256
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	;DEBUG_VALUE: a <- $vgpr7
	;DEBUG_VALUE: b <- $vgpr8
	.loc	1 26 28                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:28
	v_lshrrev_b32_e32 v9, 5, v7
	.loc	1 26 15 is_stmt 0               ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:15
	v_lshrrev_b32_e32 v10, 5, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 26 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:26
	v_add_lshl_u32 v9, v9, v7, 2
	.loc	1 26 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:13
	v_add_lshl_u32 v10, v10, v8, 2
	.loc	1 26 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:26
	ds_load_b32 v9, v9
	.loc	1 26 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:23
	ds_load_b32 v11, v10
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v9, v11, v9
	ds_store_b32 v10, v9
.Ltmp17:
.LBB0_8:
	;DEBUG_VALUE: blelloch_scan:offset <- 2
	;DEBUG_VALUE: d <- 256
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 23                          ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:23
	s_or_b32 exec_lo, exec_lo, s5
.Ltmp18:
	;DEBUG_VALUE: d <- 128
	;DEBUG_VALUE: blelloch_scan:offset <- 4
	;DEBUG_VALUE: blelloch_scan:out <- undef
	;DEBUG_VALUE: blelloch_scan:totals <- undef
	.loc	1 23 15 is_stmt 1               ; tests/heldout/prefix_sum_blelloch/kernel.cu:23:15
	v_cmp_gt_u32_e64 s5, 0x80, v0
	v_lshl_add_u32 v9, v19, 2, -1
	v_lshl_add_u32 v10, v20, 2, -1
.Ltmp19:
	.loc	2 104 5                         ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp20:
	.loc	1 23 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:23:13
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_10
.Ltmp21:
; %bb.9:
	;DEBUG_VALUE: blelloch_scan:offset <- 4
	;DEBUG_VALUE: d <- 128
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	;DEBUG_VALUE: a <- $vgpr9
	;DEBUG_VALUE: b <- $vgpr10
	.loc	1 26 28                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:28
	v_lshrrev_b32_e32 v11, 5, v9
	.loc	1 26 15 is_stmt 0               ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:15
	v_lshrrev_b32_e32 v12, 5, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 26 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:26
	v_add_lshl_u32 v11, v11, v9, 2
	.loc	1 26 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:13
	v_add_lshl_u32 v12, v12, v10, 2
	.loc	1 26 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:26
	ds_load_b32 v11, v11
	.loc	1 26 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:23
	ds_load_b32 v13, v12
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v11, v13, v11
	ds_store_b32 v12, v11
.Ltmp22:
.LBB0_10:
	;DEBUG_VALUE: blelloch_scan:offset <- 4
	;DEBUG_VALUE: d <- 128
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 23                          ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:23
	s_or_b32 exec_lo, exec_lo, s6
.Ltmp23:
	;DEBUG_VALUE: d <- 64
	;DEBUG_VALUE: blelloch_scan:offset <- 8
	;DEBUG_VALUE: blelloch_scan:out <- undef
	;DEBUG_VALUE: blelloch_scan:totals <- undef
	.loc	1 23 15 is_stmt 1               ; tests/heldout/prefix_sum_blelloch/kernel.cu:23:15
	v_cmp_gt_u32_e64 s6, 64, v0
	v_lshl_add_u32 v11, v19, 3, -1
	v_lshl_add_u32 v12, v20, 3, -1
.Ltmp24:
	.loc	2 104 5                         ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp25:
	.loc	1 23 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:23:13
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_12
.Ltmp26:
; %bb.11:
	;DEBUG_VALUE: blelloch_scan:offset <- 8
	;DEBUG_VALUE: d <- 64
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	;DEBUG_VALUE: a <- $vgpr11
	;DEBUG_VALUE: b <- $vgpr12
	.loc	1 26 28                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:28
	v_lshrrev_b32_e32 v13, 5, v11
	.loc	1 26 15 is_stmt 0               ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:15
	v_lshrrev_b32_e32 v14, 5, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 26 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:26
	v_add_lshl_u32 v13, v13, v11, 2
	.loc	1 26 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:13
	v_add_lshl_u32 v14, v14, v12, 2
	.loc	1 26 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:26
	ds_load_b32 v13, v13
	.loc	1 26 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:23
	ds_load_b32 v15, v14
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v13, v15, v13
	ds_store_b32 v14, v13
.Ltmp27:
.LBB0_12:
	;DEBUG_VALUE: blelloch_scan:offset <- 8
	;DEBUG_VALUE: d <- 64
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 23                          ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:23
	s_or_b32 exec_lo, exec_lo, s7
.Ltmp28:
	;DEBUG_VALUE: d <- 32
	;DEBUG_VALUE: blelloch_scan:offset <- 16
	;DEBUG_VALUE: blelloch_scan:out <- undef
	;DEBUG_VALUE: blelloch_scan:totals <- undef
	.loc	1 23 15 is_stmt 1               ; tests/heldout/prefix_sum_blelloch/kernel.cu:23:15
	v_cmp_gt_u32_e64 s7, 32, v0
	v_lshl_add_u32 v13, v19, 4, -1
	v_lshl_add_u32 v14, v20, 4, -1
.Ltmp29:
	.loc	2 104 5                         ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp30:
	.loc	1 23 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:23:13
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB0_14
.Ltmp31:
; %bb.13:
	;DEBUG_VALUE: blelloch_scan:offset <- 16
	;DEBUG_VALUE: d <- 32
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	;DEBUG_VALUE: a <- $vgpr13
	;DEBUG_VALUE: b <- $vgpr14
	.loc	1 26 28                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:28
	v_lshrrev_b32_e32 v15, 5, v13
	.loc	1 26 15 is_stmt 0               ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:15
	v_lshrrev_b32_e32 v16, 5, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 26 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:26
	v_add_lshl_u32 v15, v15, v13, 2
	.loc	1 26 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:13
	v_add_lshl_u32 v16, v16, v14, 2
	.loc	1 26 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:26
	ds_load_b32 v15, v15
	.loc	1 26 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:23
	ds_load_b32 v17, v16
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v15, v17, v15
	ds_store_b32 v16, v15
.Ltmp32:
.LBB0_14:
	;DEBUG_VALUE: blelloch_scan:offset <- 16
	;DEBUG_VALUE: d <- 32
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 23                          ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:23
	s_or_b32 exec_lo, exec_lo, s8
.Ltmp33:
	;DEBUG_VALUE: d <- 16
	;DEBUG_VALUE: blelloch_scan:offset <- 32
	;DEBUG_VALUE: blelloch_scan:out <- undef
	;DEBUG_VALUE: blelloch_scan:totals <- undef
	.loc	1 23 15 is_stmt 1               ; tests/heldout/prefix_sum_blelloch/kernel.cu:23:15
	v_cmp_gt_u32_e64 s8, 16, v0
	v_lshl_add_u32 v15, v19, 5, -1
	v_lshl_add_u32 v16, v20, 5, -1
.Ltmp34:
	.loc	2 104 5                         ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp35:
	.loc	1 23 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:23:13
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB0_16
.Ltmp36:
; %bb.15:
	;DEBUG_VALUE: blelloch_scan:offset <- 32
	;DEBUG_VALUE: d <- 16
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	;DEBUG_VALUE: a <- $vgpr15
	;DEBUG_VALUE: b <- $vgpr16
	.loc	1 26 28                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:28
	v_lshrrev_b32_e32 v17, 5, v15
	.loc	1 26 15 is_stmt 0               ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:15
	v_lshrrev_b32_e32 v18, 5, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 26 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:26
	v_add_lshl_u32 v17, v17, v15, 2
	.loc	1 26 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:13
	v_add_lshl_u32 v18, v18, v16, 2
	.loc	1 26 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:26
	ds_load_b32 v17, v17
	.loc	1 26 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:23
	ds_load_b32 v21, v18
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v17, v21, v17
	ds_store_b32 v18, v17
.Ltmp37:
.LBB0_16:
	;DEBUG_VALUE: blelloch_scan:offset <- 32
	;DEBUG_VALUE: d <- 16
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 23                          ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:23
	s_or_b32 exec_lo, exec_lo, s9
.Ltmp38:
	;DEBUG_VALUE: d <- 8
	;DEBUG_VALUE: blelloch_scan:offset <- 64
	;DEBUG_VALUE: blelloch_scan:out <- undef
	;DEBUG_VALUE: blelloch_scan:totals <- undef
	.loc	1 23 15 is_stmt 1               ; tests/heldout/prefix_sum_blelloch/kernel.cu:23:15
	v_cmp_gt_u32_e64 s9, 8, v0
	v_lshl_add_u32 v17, v19, 6, -1
	v_lshl_add_u32 v18, v20, 6, -1
.Ltmp39:
	.loc	2 104 5                         ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp40:
	.loc	1 23 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:23:13
	s_and_saveexec_b32 s10, s9
	s_cbranch_execz .LBB0_18
.Ltmp41:
; %bb.17:
	;DEBUG_VALUE: blelloch_scan:offset <- 64
	;DEBUG_VALUE: d <- 8
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	;DEBUG_VALUE: a <- $vgpr17
	;DEBUG_VALUE: b <- $vgpr18
	.loc	1 26 28                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:28
	v_lshrrev_b32_e32 v21, 5, v17
	.loc	1 26 15 is_stmt 0               ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:15
	v_lshrrev_b32_e32 v22, 5, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 26 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:26
	v_add_lshl_u32 v21, v21, v17, 2
	.loc	1 26 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:13
	v_add_lshl_u32 v22, v22, v18, 2
	.loc	1 26 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:26
	ds_load_b32 v21, v21
	.loc	1 26 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:23
	ds_load_b32 v23, v22
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v21, v23, v21
	ds_store_b32 v22, v21
.Ltmp42:
.LBB0_18:
	;DEBUG_VALUE: blelloch_scan:offset <- 64
	;DEBUG_VALUE: d <- 8
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 23                          ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:23
	s_or_b32 exec_lo, exec_lo, s10
.Ltmp43:
	;DEBUG_VALUE: d <- 4
	;DEBUG_VALUE: blelloch_scan:offset <- 128
	;DEBUG_VALUE: blelloch_scan:out <- undef
	;DEBUG_VALUE: blelloch_scan:totals <- undef
	.loc	1 23 15 is_stmt 1               ; tests/heldout/prefix_sum_blelloch/kernel.cu:23:15
	v_cmp_gt_u32_e64 s10, 4, v0
	v_lshl_add_u32 v21, v19, 7, -1
	v_lshl_add_u32 v22, v20, 7, -1
.Ltmp44:
	.loc	2 104 5                         ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp45:
	.loc	1 23 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:23:13
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB0_20
.Ltmp46:
; %bb.19:
	;DEBUG_VALUE: blelloch_scan:offset <- 128
	;DEBUG_VALUE: d <- 4
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	;DEBUG_VALUE: a <- $vgpr21
	;DEBUG_VALUE: b <- $vgpr22
	.loc	1 26 28                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:28
	v_lshrrev_b32_e32 v23, 5, v21
	.loc	1 26 15 is_stmt 0               ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:15
	v_lshrrev_b32_e32 v24, 5, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 26 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:26
	v_add_lshl_u32 v23, v23, v21, 2
	.loc	1 26 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:13
	v_add_lshl_u32 v24, v24, v22, 2
	.loc	1 26 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:26
	ds_load_b32 v23, v23
	.loc	1 26 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:23
	ds_load_b32 v25, v24
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v23, v25, v23
	ds_store_b32 v24, v23
.Ltmp47:
.LBB0_20:
	;DEBUG_VALUE: blelloch_scan:offset <- 128
	;DEBUG_VALUE: d <- 4
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 23                          ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:23
	s_or_b32 exec_lo, exec_lo, s11
.Ltmp48:
	;DEBUG_VALUE: d <- 2
	;DEBUG_VALUE: blelloch_scan:offset <- 256
	;DEBUG_VALUE: blelloch_scan:out <- undef
	;DEBUG_VALUE: blelloch_scan:totals <- undef
	.loc	1 23 15 is_stmt 1               ; tests/heldout/prefix_sum_blelloch/kernel.cu:23:15
	v_cmp_gt_u32_e64 s11, 2, v0
	v_lshl_add_u32 v19, v19, 8, -1
	v_lshl_add_u32 v20, v20, 8, -1
.Ltmp49:
	.loc	2 104 5                         ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp50:
	.loc	1 23 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:23:13
	s_and_saveexec_b32 s12, s11
	s_cbranch_execz .LBB0_22
.Ltmp51:
; %bb.21:
	;DEBUG_VALUE: blelloch_scan:offset <- 256
	;DEBUG_VALUE: d <- 2
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	;DEBUG_VALUE: a <- $vgpr19
	;DEBUG_VALUE: b <- $vgpr20
	.loc	1 26 28                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:28
	v_lshrrev_b32_e32 v23, 5, v19
	.loc	1 26 15 is_stmt 0               ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:15
	v_lshrrev_b32_e32 v24, 5, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 26 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:26
	v_add_lshl_u32 v23, v23, v19, 2
	.loc	1 26 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:13
	v_add_lshl_u32 v24, v24, v20, 2
	.loc	1 26 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:26
	ds_load_b32 v23, v23
	.loc	1 26 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:23
	ds_load_b32 v25, v24
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v23, v25, v23
	ds_store_b32 v24, v23
.Ltmp52:
.LBB0_22:
	;DEBUG_VALUE: blelloch_scan:offset <- 256
	;DEBUG_VALUE: d <- 2
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 23                          ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:23
	s_or_b32 exec_lo, exec_lo, s12
.Ltmp53:
	;DEBUG_VALUE: d <- 1
	;DEBUG_VALUE: blelloch_scan:offset <- 512
	;DEBUG_VALUE: blelloch_scan:out <- undef
	;DEBUG_VALUE: blelloch_scan:totals <- undef
	.loc	1 23 15 is_stmt 1               ; tests/heldout/prefix_sum_blelloch/kernel.cu:23:15
	v_cmp_eq_u32_e64 s12, 0, v0
.Ltmp54:
	.loc	2 104 5                         ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp55:
	.loc	1 23 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:23:13
	s_and_saveexec_b32 s15, s12
	s_cbranch_execz .LBB0_24
.Ltmp56:
; %bb.23:
	;DEBUG_VALUE: blelloch_scan:offset <- 512
	;DEBUG_VALUE: d <- 1
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	;DEBUG_VALUE: a <- 511
	;DEBUG_VALUE: b <- 1023
	.loc	1 0 13 is_stmt 0                ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:13
	v_mov_b32_e32 v23, 0
.Ltmp57:
	.loc	1 26 26 is_stmt 1               ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:26
	ds_load_b32 v24, v23 offset:2104
	.loc	1 26 23 is_stmt 0               ; tests/heldout/prefix_sum_blelloch/kernel.cu:26:23
	ds_load_b32 v25, v23 offset:4216
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v24, v25, v24
	ds_store_b32 v23, v24 offset:4216
.Ltmp58:
.LBB0_24:
	;DEBUG_VALUE: blelloch_scan:offset <- 512
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 23                          ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:23
	s_or_b32 exec_lo, exec_lo, s15
	;DEBUG_VALUE: d <- 0
.Ltmp59:
	;DEBUG_VALUE: blelloch_scan:offset <- 1024
	;DEBUG_VALUE: blelloch_scan:out <- undef
	;DEBUG_VALUE: blelloch_scan:totals <- undef
	.loc	1 30 9 is_stmt 1                ; tests/heldout/prefix_sum_blelloch/kernel.cu:30:9
	s_and_saveexec_b32 s16, s12
	s_cbranch_execz .LBB0_26
.Ltmp60:
; %bb.25:
	;DEBUG_VALUE: blelloch_scan:offset <- 1024
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 9 is_stmt 0                 ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:9
	v_mov_b32_e32 v23, 0
	s_load_b64 s[18:19], s[0:1], 0x10
.Ltmp61:
	;DEBUG_VALUE: blelloch_scan:totals <- undef
	s_mov_b32 s15, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[14:15], s[14:15], 2
.Ltmp62:
	.loc	1 31 30 is_stmt 1               ; tests/heldout/prefix_sum_blelloch/kernel.cu:31:30
	ds_load_b32 v24, v23 offset:4216
	.loc	1 32 25                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:32:25
	ds_store_b32 v23, v23 offset:4216
	s_waitcnt lgkmcnt(0)
	s_add_u32 s14, s18, s14
	s_addc_u32 s15, s19, s15
	.loc	1 31 28                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:31:28
	global_store_b32 v23, v24, s[14:15]
.Ltmp63:
.LBB0_26:
	;DEBUG_VALUE: blelloch_scan:offset <- 1024
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 28 is_stmt 0                ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:28
	s_or_b32 exec_lo, exec_lo, s16
.Ltmp64:
	;DEBUG_VALUE: d <- 1
	;DEBUG_VALUE: blelloch_scan:offset <- 512
	;DEBUG_VALUE: blelloch_scan:out <- undef
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp65:
	.loc	1 37 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:37:13
	s_and_saveexec_b32 s14, s12
	s_cbranch_execz .LBB0_28
.Ltmp66:
; %bb.27:
	;DEBUG_VALUE: d <- 1
	;DEBUG_VALUE: blelloch_scan:offset <- 512
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	;DEBUG_VALUE: a <- 511
	;DEBUG_VALUE: b <- 1023
	.loc	1 0 13 is_stmt 0                ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:13
	v_mov_b32_e32 v23, 0
.Ltmp67:
	.loc	1 40 26 is_stmt 1               ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:26
	ds_load_b32 v24, v23 offset:2104
.Ltmp68:
	;DEBUG_VALUE: v <- $vgpr24
	.loc	1 41 25                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:25
	ds_load_b32 v25, v23 offset:4216
	.loc	1 42 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:42:23
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v24, v25, v24
.Ltmp69:
	.loc	1 41 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:23
	ds_store_b32 v23, v25 offset:2104
	.loc	1 42 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:42:23
	ds_store_b32 v23, v24 offset:4216
.Ltmp70:
.LBB0_28:
	;DEBUG_VALUE: d <- 1
	;DEBUG_VALUE: blelloch_scan:offset <- 512
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 23 is_stmt 0                ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:23
	s_or_b32 exec_lo, exec_lo, s14
.Ltmp71:
	;DEBUG_VALUE: d <- 2
	;DEBUG_VALUE: blelloch_scan:offset <- 256
	;DEBUG_VALUE: blelloch_scan:out <- undef
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp72:
	.loc	1 37 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:37:13
	s_and_saveexec_b32 s12, s11
	s_cbranch_execz .LBB0_30
.Ltmp73:
; %bb.29:
	;DEBUG_VALUE: d <- 2
	;DEBUG_VALUE: blelloch_scan:offset <- 256
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	;DEBUG_VALUE: a <- $vgpr19
	;DEBUG_VALUE: b <- $vgpr20
	.loc	1 40 28                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:28
	v_lshrrev_b32_e32 v23, 5, v19
	.loc	1 41 27                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:27
	v_lshrrev_b32_e32 v24, 5, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 40 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:26
	v_add_lshl_u32 v19, v23, v19, 2
.Ltmp74:
	.loc	1 41 25                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:25
	v_add_lshl_u32 v20, v24, v20, 2
.Ltmp75:
	.loc	1 40 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:26
	ds_load_b32 v23, v19
.Ltmp76:
	;DEBUG_VALUE: v <- $vgpr23
	.loc	1 41 25                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:25
	ds_load_b32 v24, v20
	.loc	1 42 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:42:23
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v23, v24, v23
.Ltmp77:
	.loc	1 41 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:23
	ds_store_b32 v19, v24
	.loc	1 42 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:42:23
	ds_store_b32 v20, v23
.Ltmp78:
.LBB0_30:
	;DEBUG_VALUE: d <- 2
	;DEBUG_VALUE: blelloch_scan:offset <- 256
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 23 is_stmt 0                ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:23
	s_or_b32 exec_lo, exec_lo, s12
.Ltmp79:
	;DEBUG_VALUE: d <- 4
	;DEBUG_VALUE: blelloch_scan:offset <- 128
	;DEBUG_VALUE: blelloch_scan:out <- undef
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp80:
	.loc	1 37 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:37:13
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB0_32
.Ltmp81:
; %bb.31:
	;DEBUG_VALUE: d <- 4
	;DEBUG_VALUE: blelloch_scan:offset <- 128
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	;DEBUG_VALUE: a <- $vgpr21
	;DEBUG_VALUE: b <- $vgpr22
	.loc	1 40 28                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:28
	v_lshrrev_b32_e32 v19, 5, v21
	.loc	1 41 27                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:27
	v_lshrrev_b32_e32 v20, 5, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 40 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:26
	v_add_lshl_u32 v19, v19, v21, 2
	.loc	1 41 25                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:25
	v_add_lshl_u32 v20, v20, v22, 2
	.loc	1 40 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:26
	ds_load_b32 v21, v19
.Ltmp82:
	;DEBUG_VALUE: v <- $vgpr21
	.loc	1 41 25                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:25
	ds_load_b32 v22, v20
.Ltmp83:
	.loc	1 42 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:42:23
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v21, v22, v21
.Ltmp84:
	.loc	1 41 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:23
	ds_store_b32 v19, v22
	.loc	1 42 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:42:23
	ds_store_b32 v20, v21
.Ltmp85:
.LBB0_32:
	;DEBUG_VALUE: d <- 4
	;DEBUG_VALUE: blelloch_scan:offset <- 128
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 23 is_stmt 0                ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:23
	s_or_b32 exec_lo, exec_lo, s11
.Ltmp86:
	;DEBUG_VALUE: d <- 8
	;DEBUG_VALUE: blelloch_scan:offset <- 64
	;DEBUG_VALUE: blelloch_scan:out <- undef
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp87:
	.loc	1 37 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:37:13
	s_and_saveexec_b32 s10, s9
	s_cbranch_execz .LBB0_34
.Ltmp88:
; %bb.33:
	;DEBUG_VALUE: d <- 8
	;DEBUG_VALUE: blelloch_scan:offset <- 64
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	;DEBUG_VALUE: a <- $vgpr17
	;DEBUG_VALUE: b <- $vgpr18
	.loc	1 40 28                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:28
	v_lshrrev_b32_e32 v19, 5, v17
	.loc	1 41 27                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:27
	v_lshrrev_b32_e32 v20, 5, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 40 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:26
	v_add_lshl_u32 v17, v19, v17, 2
.Ltmp89:
	.loc	1 41 25                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:25
	v_add_lshl_u32 v18, v20, v18, 2
.Ltmp90:
	.loc	1 40 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:26
	ds_load_b32 v19, v17
.Ltmp91:
	;DEBUG_VALUE: v <- $vgpr19
	.loc	1 41 25                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:25
	ds_load_b32 v20, v18
	.loc	1 42 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:42:23
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v19, v20, v19
.Ltmp92:
	.loc	1 41 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:23
	ds_store_b32 v17, v20
	.loc	1 42 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:42:23
	ds_store_b32 v18, v19
.Ltmp93:
.LBB0_34:
	;DEBUG_VALUE: d <- 8
	;DEBUG_VALUE: blelloch_scan:offset <- 64
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 23 is_stmt 0                ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:23
	s_or_b32 exec_lo, exec_lo, s10
.Ltmp94:
	;DEBUG_VALUE: d <- 16
	;DEBUG_VALUE: blelloch_scan:offset <- 32
	;DEBUG_VALUE: blelloch_scan:out <- undef
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp95:
	.loc	1 37 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:37:13
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB0_36
.Ltmp96:
; %bb.35:
	;DEBUG_VALUE: d <- 16
	;DEBUG_VALUE: blelloch_scan:offset <- 32
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	;DEBUG_VALUE: a <- $vgpr15
	;DEBUG_VALUE: b <- $vgpr16
	.loc	1 40 28                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:28
	v_lshrrev_b32_e32 v17, 5, v15
	.loc	1 41 27                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:27
	v_lshrrev_b32_e32 v18, 5, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 40 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:26
	v_add_lshl_u32 v15, v17, v15, 2
.Ltmp97:
	.loc	1 41 25                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:25
	v_add_lshl_u32 v16, v18, v16, 2
.Ltmp98:
	.loc	1 40 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:26
	ds_load_b32 v17, v15
.Ltmp99:
	;DEBUG_VALUE: v <- $vgpr17
	.loc	1 41 25                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:25
	ds_load_b32 v18, v16
	.loc	1 42 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:42:23
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v17, v18, v17
.Ltmp100:
	.loc	1 41 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:23
	ds_store_b32 v15, v18
	.loc	1 42 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:42:23
	ds_store_b32 v16, v17
.Ltmp101:
.LBB0_36:
	;DEBUG_VALUE: d <- 16
	;DEBUG_VALUE: blelloch_scan:offset <- 32
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 23 is_stmt 0                ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:23
	s_or_b32 exec_lo, exec_lo, s9
.Ltmp102:
	;DEBUG_VALUE: d <- 32
	;DEBUG_VALUE: blelloch_scan:offset <- 16
	;DEBUG_VALUE: blelloch_scan:out <- undef
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp103:
	.loc	1 37 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:37:13
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB0_38
.Ltmp104:
; %bb.37:
	;DEBUG_VALUE: d <- 32
	;DEBUG_VALUE: blelloch_scan:offset <- 16
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	;DEBUG_VALUE: a <- $vgpr13
	;DEBUG_VALUE: b <- $vgpr14
	.loc	1 40 28                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:28
	v_lshrrev_b32_e32 v15, 5, v13
	.loc	1 41 27                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:27
	v_lshrrev_b32_e32 v16, 5, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 40 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:26
	v_add_lshl_u32 v13, v15, v13, 2
.Ltmp105:
	.loc	1 41 25                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:25
	v_add_lshl_u32 v14, v16, v14, 2
.Ltmp106:
	.loc	1 40 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:26
	ds_load_b32 v15, v13
.Ltmp107:
	;DEBUG_VALUE: v <- $vgpr15
	.loc	1 41 25                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:25
	ds_load_b32 v16, v14
	.loc	1 42 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:42:23
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v15, v16, v15
.Ltmp108:
	.loc	1 41 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:23
	ds_store_b32 v13, v16
	.loc	1 42 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:42:23
	ds_store_b32 v14, v15
.Ltmp109:
.LBB0_38:
	;DEBUG_VALUE: d <- 32
	;DEBUG_VALUE: blelloch_scan:offset <- 16
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 23 is_stmt 0                ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:23
	s_or_b32 exec_lo, exec_lo, s8
.Ltmp110:
	;DEBUG_VALUE: d <- 64
	;DEBUG_VALUE: blelloch_scan:offset <- 8
	;DEBUG_VALUE: blelloch_scan:out <- undef
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp111:
	.loc	1 37 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:37:13
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB0_40
.Ltmp112:
; %bb.39:
	;DEBUG_VALUE: d <- 64
	;DEBUG_VALUE: blelloch_scan:offset <- 8
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	;DEBUG_VALUE: a <- $vgpr11
	;DEBUG_VALUE: b <- $vgpr12
	.loc	1 40 28                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:28
	v_lshrrev_b32_e32 v13, 5, v11
	.loc	1 41 27                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:27
	v_lshrrev_b32_e32 v14, 5, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 40 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:26
	v_add_lshl_u32 v11, v13, v11, 2
.Ltmp113:
	.loc	1 41 25                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:25
	v_add_lshl_u32 v12, v14, v12, 2
.Ltmp114:
	.loc	1 40 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:26
	ds_load_b32 v13, v11
.Ltmp115:
	;DEBUG_VALUE: v <- $vgpr13
	.loc	1 41 25                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:25
	ds_load_b32 v14, v12
	.loc	1 42 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:42:23
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v13, v14, v13
.Ltmp116:
	.loc	1 41 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:23
	ds_store_b32 v11, v14
	.loc	1 42 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:42:23
	ds_store_b32 v12, v13
.Ltmp117:
.LBB0_40:
	;DEBUG_VALUE: d <- 64
	;DEBUG_VALUE: blelloch_scan:offset <- 8
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 23 is_stmt 0                ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:23
	s_or_b32 exec_lo, exec_lo, s7
.Ltmp118:
	;DEBUG_VALUE: d <- 128
	;DEBUG_VALUE: blelloch_scan:offset <- 4
	;DEBUG_VALUE: blelloch_scan:out <- undef
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp119:
	.loc	1 37 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:37:13
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_42
.Ltmp120:
; %bb.41:
	;DEBUG_VALUE: d <- 128
	;DEBUG_VALUE: blelloch_scan:offset <- 4
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	;DEBUG_VALUE: a <- $vgpr9
	;DEBUG_VALUE: b <- $vgpr10
	.loc	1 40 28                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:28
	v_lshrrev_b32_e32 v11, 5, v9
	.loc	1 41 27                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:27
	v_lshrrev_b32_e32 v12, 5, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 40 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:26
	v_add_lshl_u32 v9, v11, v9, 2
.Ltmp121:
	.loc	1 41 25                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:25
	v_add_lshl_u32 v10, v12, v10, 2
.Ltmp122:
	.loc	1 40 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:26
	ds_load_b32 v11, v9
.Ltmp123:
	;DEBUG_VALUE: v <- $vgpr11
	.loc	1 41 25                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:25
	ds_load_b32 v12, v10
	.loc	1 42 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:42:23
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v11, v12, v11
.Ltmp124:
	.loc	1 41 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:23
	ds_store_b32 v9, v12
	.loc	1 42 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:42:23
	ds_store_b32 v10, v11
.Ltmp125:
.LBB0_42:
	;DEBUG_VALUE: d <- 128
	;DEBUG_VALUE: blelloch_scan:offset <- 4
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 23 is_stmt 0                ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:23
	s_or_b32 exec_lo, exec_lo, s6
.Ltmp126:
	;DEBUG_VALUE: d <- 256
	;DEBUG_VALUE: blelloch_scan:offset <- 2
	;DEBUG_VALUE: blelloch_scan:out <- undef
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp127:
	.loc	1 37 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:37:13
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_44
.Ltmp128:
; %bb.43:
	;DEBUG_VALUE: d <- 256
	;DEBUG_VALUE: blelloch_scan:offset <- 2
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	;DEBUG_VALUE: a <- $vgpr7
	;DEBUG_VALUE: b <- $vgpr8
	.loc	1 40 28                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:28
	v_lshrrev_b32_e32 v9, 5, v7
	.loc	1 41 27                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:27
	v_lshrrev_b32_e32 v10, 5, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 40 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:26
	v_add_lshl_u32 v7, v9, v7, 2
.Ltmp129:
	.loc	1 41 25                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:25
	v_add_lshl_u32 v8, v10, v8, 2
.Ltmp130:
	.loc	1 40 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:26
	ds_load_b32 v9, v7
.Ltmp131:
	;DEBUG_VALUE: v <- $vgpr9
	.loc	1 41 25                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:25
	ds_load_b32 v10, v8
	.loc	1 42 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:42:23
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v9, v10, v9
.Ltmp132:
	.loc	1 41 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:41:23
	ds_store_b32 v7, v10
	.loc	1 42 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:42:23
	ds_store_b32 v8, v9
.Ltmp133:
.LBB0_44:
	;DEBUG_VALUE: d <- 256
	;DEBUG_VALUE: blelloch_scan:offset <- 2
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 23 is_stmt 0                ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:23
	s_or_b32 exec_lo, exec_lo, s5
	s_load_b64 s[0:1], s[0:1], 0x8
.Ltmp134:
	;DEBUG_VALUE: d <- 512
	;DEBUG_VALUE: blelloch_scan:offset <- 1
	;DEBUG_VALUE: blelloch_scan:out <- undef
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp135:
	.loc	1 37 13                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:37:13
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_46
.Ltmp136:
; %bb.45:
	;DEBUG_VALUE: d <- 512
	;DEBUG_VALUE: blelloch_scan:offset <- 1
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	;DEBUG_VALUE: a <- $vgpr5
	;DEBUG_VALUE: b <- [DW_OP_constu 1, DW_OP_or, DW_OP_stack_value] $vgpr5
	.loc	1 40 26                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:40:26
	v_add_lshl_u32 v7, v6, v5, 2
	ds_load_2addr_b32 v[5:6], v7 offset1:1
.Ltmp137:
	;DEBUG_VALUE: v <- undef
	.loc	1 42 23                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:42:23
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v5, v6, v5
	ds_store_2addr_b32 v7, v6, v5 offset1:1
.Ltmp138:
.LBB0_46:
	;DEBUG_VALUE: blelloch_scan:offset <- 1
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 23 is_stmt 0                ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:23
	s_or_b32 exec_lo, exec_lo, s4
	;DEBUG_VALUE: d <- 1024
	;DEBUG_VALUE: blelloch_scan:offset <- 1
.Ltmp139:
	;DEBUG_VALUE: blelloch_scan:out <- undef
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp140:
	.loc	1 46 9                          ; tests/heldout/prefix_sum_blelloch/kernel.cu:46:9
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execnz .LBB0_49
.Ltmp141:
; %bb.47:
	;DEBUG_VALUE: blelloch_scan:offset <- 1
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 9 is_stmt 0                 ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:9
	s_or_b32 exec_lo, exec_lo, s3
	.loc	1 47 9 is_stmt 1                ; tests/heldout/prefix_sum_blelloch/kernel.cu:47:9
	s_and_saveexec_b32 s3, s2
	s_cbranch_execnz .LBB0_50
.Ltmp142:
.LBB0_48:
	;DEBUG_VALUE: blelloch_scan:offset <- 1
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 48 1                          ; tests/heldout/prefix_sum_blelloch/kernel.cu:48:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp143:
.LBB0_49:
	;DEBUG_VALUE: blelloch_scan:offset <- 1
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 46 41                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:46:41
	ds_load_b32 v3, v3
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v1, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v2, vcc_lo
	.loc	1 46 39 is_stmt 0               ; tests/heldout/prefix_sum_blelloch/kernel.cu:46:39
	s_waitcnt lgkmcnt(0)
	global_store_b32 v[1:2], v3, off
	s_or_b32 exec_lo, exec_lo, s3
.Ltmp144:
	.loc	1 47 9 is_stmt 1                ; tests/heldout/prefix_sum_blelloch/kernel.cu:47:9
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_48
.Ltmp145:
.LBB0_50:
	;DEBUG_VALUE: blelloch_scan:offset <- 1
	;DEBUG_VALUE: blelloch_scan:t <- $vgpr0
	;DEBUG_VALUE: blelloch_scan:ia <- $vgpr0
	.loc	1 0 9 is_stmt 0                 ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:9
	s_ashr_i32 s2, s13, 31
.Ltmp146:
	.loc	1 47 41                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:47:41
	ds_load_b32 v2, v4 offset:2048
	v_add_co_u32 v0, s3, s13, v0
.Ltmp147:
	.loc	1 0 41                          ; tests/heldout/prefix_sum_blelloch/kernel.cu:0:41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s2, 0, s3
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	.loc	1 47 39                         ; tests/heldout/prefix_sum_blelloch/kernel.cu:47:39
	s_waitcnt lgkmcnt(0)
	global_store_b32 v[0:1], v2, off offset:2048
.Ltmp148:
	.loc	1 48 1 is_stmt 1                ; tests/heldout/prefix_sum_blelloch/kernel.cu:48:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp149:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13blelloch_scanPKjPjS1_i
		.amdhsa_group_segment_fixed_size 4220
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 20
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
	.size	_Z13blelloch_scanPKjPjS1_i, .Lfunc_end0-_Z13blelloch_scanPKjPjS1_i
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2488
; NumSgprs: 22
; NumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4220 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 26
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
	.type	__hip_cuid_546064088dc309d4,@object ; @__hip_cuid_546064088dc309d4
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_546064088dc309d4
__hip_cuid_546064088dc309d4:
	.byte	0                               ; 0x0
	.size	__hip_cuid_546064088dc309d4, 1

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
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp147-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp147-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 512
	.byte	4                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 256
	.byte	2                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 128
	.byte	1                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	192                             ; 64
	.byte	0                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	32                              ; 32
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp48-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp48-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	32                              ; 32
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	192                             ; 64
	.byte	0                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp48-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 128
	.byte	1                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp48-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 256
	.byte	2                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 512
	.byte	4                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 1024
	.byte	8                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 512
	.byte	4                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp79-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 256
	.byte	2                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp79-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 128
	.byte	1                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp94-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	192                             ; 64
	.byte	0                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp94-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	32                              ; 32
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp118-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp118-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp126-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp126-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp134-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp134-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	135                             ; 1543
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	137                             ; 1545
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	139                             ; 1547
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	141                             ; 1549
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	143                             ; 1551
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	145                             ; 1553
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp47-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	149                             ; 1557
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp52-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	147                             ; 1555
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	255                             ; 511
	.byte	3                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	33                              ; DW_OP_or
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	136                             ; 1544
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	138                             ; 1546
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	140                             ; 1548
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	142                             ; 1550
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	144                             ; 1552
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	146                             ; 1554
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp47-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	150                             ; 1558
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp52-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	148                             ; 1556
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	255                             ; 1023
	.byte	7                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc6:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp79-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp79-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp94-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp94-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	32                              ; 32
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp118-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	192                             ; 64
	.byte	0                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp118-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp126-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 128
	.byte	1                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp126-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp134-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 256
	.byte	2                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp134-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp138-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 512
	.byte	4                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc7:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp70-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	255                             ; 511
	.byte	3                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp73-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp74-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	147                             ; 1555
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp81-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp82-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	149                             ; 1557
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp89-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	145                             ; 1553
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp97-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	143                             ; 1551
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp105-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	141                             ; 1549
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp113-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	139                             ; 1547
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp120-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp121-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	137                             ; 1545
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp129-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	135                             ; 1543
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp136-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp137-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc8:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp70-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	255                             ; 1023
	.byte	7                               ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp73-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp75-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	148                             ; 1556
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp81-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp83-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	150                             ; 1558
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp90-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	146                             ; 1554
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp98-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	144                             ; 1552
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp106-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	142                             ; 1550
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp114-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	140                             ; 1548
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp120-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp122-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	138                             ; 1546
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp130-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	136                             ; 1544
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp136-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp137-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	33                              ; DW_OP_or
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc9:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp68-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp69-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	152                             ; 1560
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp76-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp77-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	151                             ; 1559
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp82-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp84-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	149                             ; 1557
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp91-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp92-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	147                             ; 1555
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp99-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp100-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	145                             ; 1553
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp108-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	143                             ; 1551
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp115-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp116-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	141                             ; 1549
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp123-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp124-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	139                             ; 1547
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp131-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp132-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	137                             ; 1545
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
	.byte	8                               ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
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
	.byte	10                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	5                               ; DW_FORM_data2
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
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
	.byte	14                              ; Abbreviation Code
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
	.byte	15                              ; Abbreviation Code
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
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	18                              ; Abbreviation Code
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
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	32                              ; DW_AT_inline
	.byte	33                              ; DW_FORM_implicit_const
	.byte	1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	19                              ; Abbreviation Code
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
	.byte	20                              ; Abbreviation Code
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
	.byte	21                              ; Abbreviation Code
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
	.byte	22                              ; Abbreviation Code
	.byte	55                              ; DW_TAG_restrict_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	23                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
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
	.byte	1                               ; Abbrev [1] 0xc:0x17d DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	33                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2b:0xdf DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	15                              ; DW_AT_linkage_name
	.byte	16                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x35:0xe DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	266                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	50
	.byte	22
	.byte	24
	.byte	4                               ; Abbrev [4] 0x43:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	367                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x4b:0x8 DW_TAG_formal_parameter
	.byte	26                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	382                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x53:0x8 DW_TAG_formal_parameter
	.byte	27                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	382                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x5b:0x8 DW_TAG_formal_parameter
	.byte	28                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	363                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x63:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	17                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	363                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x6c:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	363                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x75:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	21                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	363                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x7e:0x8 DW_TAG_variable
	.byte	29                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	363                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x86:0x8 DW_TAG_variable
	.byte	30                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	363                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x8e:0xd DW_TAG_inlined_subroutine
	.long	315                             ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp0-.Lfunc_begin0            ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	14                              ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	8                               ; Abbrev [8] 0x9b:0x2a DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.byte	5                               ; Abbrev [5] 0x9d:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	20                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	363                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xa6:0x15 DW_TAG_lexical_block
	.byte	1                               ; DW_AT_ranges
	.byte	5                               ; Abbrev [5] 0xa8:0x9 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.byte	22                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	363                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xb1:0x9 DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	23                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.long	363                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0xbb:0x9 DW_TAG_inlined_subroutine
	.long	358                             ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	22                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0xc5:0x37 DW_TAG_lexical_block
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp138-.Ltmp64                ; DW_AT_high_pc
	.byte	5                               ; Abbrev [5] 0xcb:0x9 DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	20                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.long	363                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xd4:0x9 DW_TAG_inlined_subroutine
	.long	358                             ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	8                               ; Abbrev [8] 0xdd:0x1e DW_TAG_lexical_block
	.byte	4                               ; DW_AT_ranges
	.byte	5                               ; Abbrev [5] 0xdf:0x9 DW_TAG_variable
	.byte	7                               ; DW_AT_location
	.byte	22                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	38                              ; DW_AT_decl_line
	.long	363                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xe8:0x9 DW_TAG_variable
	.byte	8                               ; DW_AT_location
	.byte	23                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	39                              ; DW_AT_decl_line
	.long	363                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xf1:0x9 DW_TAG_variable
	.byte	9                               ; DW_AT_location
	.byte	24                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	40                              ; DW_AT_decl_line
	.long	279                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0xfc:0xd DW_TAG_inlined_subroutine
	.long	358                             ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp140-.Ltmp139               ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	45                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0x10a:0xd DW_TAG_array_type
	.long	279                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x10f:0x7 DW_TAG_subrange_type
	.long	283                             ; DW_AT_type
	.short	1055                            ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	13                              ; Abbrev [13] 0x117:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	14                              ; Abbrev [14] 0x11b:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	15                              ; Abbrev [15] 0x11f:0x7 DW_TAG_variable
	.long	294                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	104                             ; DW_AT_decl_line
	.byte	11                              ; Abbrev [11] 0x126:0xc DW_TAG_array_type
	.long	306                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x12b:0x6 DW_TAG_subrange_type
	.long	283                             ; DW_AT_type
	.byte	10                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0x132:0x5 DW_TAG_const_type
	.long	311                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x137:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	18                              ; Abbrev [18] 0x13b:0x9 DW_TAG_subprogram
	.byte	7                               ; DW_AT_linkage_name
	.byte	8                               ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	80                              ; DW_AT_decl_line
	.long	324                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	19                              ; Abbrev [19] 0x144:0x22 DW_TAG_structure_type
	.byte	5                               ; DW_AT_calling_convention
	.byte	12                              ; DW_AT_name
	.byte	12                              ; DW_AT_byte_size
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	20                              ; Abbrev [20] 0x14a:0x9 DW_TAG_member
	.byte	9                               ; DW_AT_name
	.long	279                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	20                              ; Abbrev [20] 0x153:0x9 DW_TAG_member
	.byte	10                              ; DW_AT_name
	.long	279                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	20                              ; Abbrev [20] 0x15c:0x9 DW_TAG_member
	.byte	11                              ; DW_AT_name
	.long	279                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	21                              ; Abbrev [21] 0x166:0x5 DW_TAG_subprogram
	.byte	13                              ; DW_AT_linkage_name
	.byte	14                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	102                             ; DW_AT_decl_line
                                        ; DW_AT_inline
	.byte	13                              ; Abbrev [13] 0x16b:0x4 DW_TAG_base_type
	.byte	18                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	22                              ; Abbrev [22] 0x16f:0x5 DW_TAG_restrict_type
	.long	372                             ; DW_AT_type
	.byte	23                              ; Abbrev [23] 0x174:0x5 DW_TAG_pointer_type
	.long	377                             ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x179:0x5 DW_TAG_const_type
	.long	279                             ; DW_AT_type
	.byte	22                              ; Abbrev [22] 0x17e:0x5 DW_TAG_restrict_type
	.long	387                             ; DW_AT_type
	.byte	23                              ; Abbrev [23] 0x183:0x5 DW_TAG_pointer_type
	.long	279                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	5                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
	.long	.Ldebug_ranges1-.Lrnglists_table_base0
	.long	.Ldebug_ranges2-.Lrnglists_table_base0
	.long	.Ldebug_ranges3-.Lrnglists_table_base0
	.long	.Ldebug_ranges4-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp47-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp52-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges2:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp49-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp54-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges3:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp72-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp79-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp80-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp87-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp94-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp95-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp103-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp111-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp118-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp119-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp126-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp127-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp134-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp135-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges4:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp67-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp70-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp73-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp78-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp81-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp85-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp93-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp101-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp109-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp117-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp120-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp125-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp136-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp138-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	128                             ; Length of String Offsets Set
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
	.asciz	"s"                             ; string offset=44
.Linfo_string4:
	.asciz	"unsigned int"                  ; string offset=46
.Linfo_string5:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=59
.Linfo_string6:
	.asciz	"char"                          ; string offset=79
.Linfo_string7:
	.asciz	"_ZL12ws_block_idxv"            ; string offset=84
.Linfo_string8:
	.asciz	"ws_block_idx"                  ; string offset=103
.Linfo_string9:
	.asciz	"x"                             ; string offset=116
.Linfo_string10:
	.asciz	"y"                             ; string offset=118
.Linfo_string11:
	.asciz	"z"                             ; string offset=120
.Linfo_string12:
	.asciz	"uint3"                         ; string offset=122
.Linfo_string13:
	.asciz	"_ZL13__syncthreadsv"           ; string offset=128
.Linfo_string14:
	.asciz	"__syncthreads"                 ; string offset=148
.Linfo_string15:
	.asciz	"_Z13blelloch_scanPKjPjS1_i"    ; string offset=162
.Linfo_string16:
	.asciz	"blelloch_scan"                 ; string offset=189
.Linfo_string17:
	.asciz	"ia"                            ; string offset=203
.Linfo_string18:
	.asciz	"int"                           ; string offset=206
.Linfo_string19:
	.asciz	"t"                             ; string offset=210
.Linfo_string20:
	.asciz	"d"                             ; string offset=212
.Linfo_string21:
	.asciz	"offset"                        ; string offset=214
.Linfo_string22:
	.asciz	"a"                             ; string offset=221
.Linfo_string23:
	.asciz	"b"                             ; string offset=223
.Linfo_string24:
	.asciz	"v"                             ; string offset=225
.Linfo_string25:
	.asciz	"in"                            ; string offset=227
.Linfo_string26:
	.asciz	"out"                           ; string offset=230
.Linfo_string27:
	.asciz	"totals"                        ; string offset=234
.Linfo_string28:
	.asciz	"n"                             ; string offset=241
.Linfo_string29:
	.asciz	"base"                          ; string offset=243
.Linfo_string30:
	.asciz	"ib"                            ; string offset=248
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	_ZZ13blelloch_scanPKjPjS1_iE1s
	.quad	.Lfunc_begin0
	.quad	.Ltmp64
	.quad	.Ltmp139
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_546064088dc309d4
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 4220
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           _Z13blelloch_scanPKjPjS1_i
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         _Z13blelloch_scanPKjPjS1_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     26
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
