	.text
	.file	0 "." "-" md5 0x66309e1ab7a50862240fd55d48babaab
	.file	1 "samples/transpose_padded" "kernel.cu"
	.file	2 "./samples" "hipcompat.h" md5 0x3928f6b82366b057f993ff5a0325bcf9
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	_Z16transpose_paddedPKfPfii ; -- Begin function _Z16transpose_paddedPKfPfii
	.globl	_Z16transpose_paddedPKfPfii
	.p2align	8
	.type	_Z16transpose_paddedPKfPfii,@function
_Z16transpose_paddedPKfPfii:            ; @_Z16transpose_paddedPKfPfii
.Lfunc_begin0:
	.loc	1 12 0                          ; samples/transpose_padded/kernel.cu:12:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	v_and_b32_e32 v1, 0x3ff, v0
.Ltmp0:
	.loc	2 82 23 prologue_end            ; ./samples/hipcompat.h:82:23
	s_clause 0x1
	s_load_b64 s[4:5], s[0:1], 0x10
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	s_load_b64 s[8:9], s[0:1], 0x0
.Ltmp1:
	.loc	1 14 24                         ; samples/transpose_padded/kernel.cu:14:24
	s_lshl_b32 s6, s14, 5
	v_bfe_u32 v0, v0, 10, 10
	.loc	1 14 31 is_stmt 0               ; samples/transpose_padded/kernel.cu:14:31
	v_add_nc_u32_e32 v2, s6, v1
.Ltmp2:
	;DEBUG_VALUE: transpose_padded:x <- $vgpr2
	.loc	1 15 24 is_stmt 1               ; samples/transpose_padded/kernel.cu:15:24
	s_lshl_b32 s7, s15, 5
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	.loc	1 15 31 is_stmt 0               ; samples/transpose_padded/kernel.cu:15:31
	v_add_nc_u32_e32 v5, s7, v0
.Ltmp3:
	;DEBUG_VALUE: j <- 0
	;DEBUG_VALUE: transpose_padded:y <- $vgpr5
	.loc	1 0 31                          ; samples/transpose_padded/kernel.cu:0:31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
.Ltmp4:
	.loc	1 17 5 is_stmt 1                ; samples/transpose_padded/kernel.cu:17:5
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc_lo, s5, v2
	v_cmp_gt_i32_e64 s2, s4, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, s3, s8, v3
	v_add_co_ci_u32_e64 v4, s3, s9, v4, s3
	v_lshlrev_b32_e32 v2, 2, v1
.Ltmp5:
	.loc	1 0 5 is_stmt 0                 ; samples/transpose_padded/kernel.cu:0:5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(SALU_CYCLE_1)
.Ltmp6:
	.loc	1 18 22 is_stmt 1               ; samples/transpose_padded/kernel.cu:18:22
	s_and_b32 s2, vcc_lo, s2
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_2
.Ltmp7:
; %bb.1:
	;DEBUG_VALUE: transpose_padded:y <- $vgpr5
	;DEBUG_VALUE: j <- 0
	.loc	1 19 69                         ; samples/transpose_padded/kernel.cu:19:69
	v_mad_i64_i32 v[6:7], null, v5, s5, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 19 50 is_stmt 0               ; samples/transpose_padded/kernel.cu:19:50
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32 v6, s2, v3, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, s2, v4, v7, s2
	global_load_b32 v6, v[6:7], off
	.loc	1 19 13                         ; samples/transpose_padded/kernel.cu:19:13
	v_mad_u32_u24 v7, 0x84, v0, v2
	.loc	1 19 48                         ; samples/transpose_padded/kernel.cu:19:48
	s_waitcnt vmcnt(0)
	ds_store_b32 v7, v6
.Ltmp8:
.LBB0_2:
	;DEBUG_VALUE: transpose_padded:y <- $vgpr5
	;DEBUG_VALUE: j <- 0
	.loc	1 0 48                          ; samples/transpose_padded/kernel.cu:0:48
	s_or_b32 exec_lo, exec_lo, s3
	s_load_b64 s[2:3], s[0:1], 0x8
.Ltmp9:
	;DEBUG_VALUE: j <- 8
	;DEBUG_VALUE: transpose_padded:out <- undef
	.loc	1 18 22 is_stmt 1               ; samples/transpose_padded/kernel.cu:18:22
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_9
.Ltmp10:
; %bb.3:
	;DEBUG_VALUE: j <- 8
	;DEBUG_VALUE: transpose_padded:y <- $vgpr5
	.loc	1 18 27 is_stmt 0               ; samples/transpose_padded/kernel.cu:18:27
	v_add_nc_u32_e32 v6, 8, v5
.Ltmp11:
	.loc	1 18 13                         ; samples/transpose_padded/kernel.cu:18:13
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
.Ltmp12:
	.loc	1 18 31                         ; samples/transpose_padded/kernel.cu:18:31
	v_cmpx_gt_i32_e64 s4, v6
.Ltmp13:
	.loc	1 18 13                         ; samples/transpose_padded/kernel.cu:18:13
	s_cbranch_execz .LBB0_5
.Ltmp14:
; %bb.4:
	;DEBUG_VALUE: j <- 8
	;DEBUG_VALUE: transpose_padded:y <- $vgpr5
	.loc	1 19 69 is_stmt 1               ; samples/transpose_padded/kernel.cu:19:69
	v_mad_i64_i32 v[7:8], null, v6, s5, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 19 50 is_stmt 0               ; samples/transpose_padded/kernel.cu:19:50
	v_lshlrev_b64 v[6:7], 2, v[7:8]
	v_add_co_u32 v6, vcc_lo, v3, v6
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v7, vcc_lo, v4, v7, vcc_lo
	global_load_b32 v6, v[6:7], off
	.loc	1 19 13                         ; samples/transpose_padded/kernel.cu:19:13
	v_mad_u32_u24 v7, 0x84, v0, v2
	.loc	1 19 48                         ; samples/transpose_padded/kernel.cu:19:48
	s_waitcnt vmcnt(0)
	ds_store_b32 v7, v6 offset:1056
.Ltmp15:
.LBB0_5:
	;DEBUG_VALUE: j <- 8
	;DEBUG_VALUE: transpose_padded:y <- $vgpr5
	.loc	1 0 48                          ; samples/transpose_padded/kernel.cu:0:48
	s_or_b32 exec_lo, exec_lo, s1
.Ltmp16:
	;DEBUG_VALUE: j <- 16
	.loc	1 18 27 is_stmt 1               ; samples/transpose_padded/kernel.cu:18:27
	v_add_nc_u32_e32 v6, 16, v5
.Ltmp17:
	.loc	1 18 13 is_stmt 0               ; samples/transpose_padded/kernel.cu:18:13
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
.Ltmp18:
	.loc	1 18 31                         ; samples/transpose_padded/kernel.cu:18:31
	v_cmpx_gt_i32_e64 s4, v6
.Ltmp19:
	.loc	1 18 13                         ; samples/transpose_padded/kernel.cu:18:13
	s_cbranch_execz .LBB0_7
.Ltmp20:
; %bb.6:
	;DEBUG_VALUE: j <- 16
	;DEBUG_VALUE: transpose_padded:y <- $vgpr5
	.loc	1 19 69 is_stmt 1               ; samples/transpose_padded/kernel.cu:19:69
	v_mad_i64_i32 v[7:8], null, v6, s5, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 19 50 is_stmt 0               ; samples/transpose_padded/kernel.cu:19:50
	v_lshlrev_b64 v[6:7], 2, v[7:8]
	v_add_co_u32 v6, vcc_lo, v3, v6
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v7, vcc_lo, v4, v7, vcc_lo
	global_load_b32 v6, v[6:7], off
	.loc	1 19 13                         ; samples/transpose_padded/kernel.cu:19:13
	v_mad_u32_u24 v7, 0x84, v0, v2
	.loc	1 19 48                         ; samples/transpose_padded/kernel.cu:19:48
	s_waitcnt vmcnt(0)
	ds_store_b32 v7, v6 offset:2112
.Ltmp21:
.LBB0_7:
	;DEBUG_VALUE: j <- 16
	;DEBUG_VALUE: transpose_padded:y <- $vgpr5
	.loc	1 0 48                          ; samples/transpose_padded/kernel.cu:0:48
	s_or_b32 exec_lo, exec_lo, s1
.Ltmp22:
	;DEBUG_VALUE: j <- 24
	.loc	1 18 27 is_stmt 1               ; samples/transpose_padded/kernel.cu:18:27
	v_add_nc_u32_e32 v5, 24, v5
.Ltmp23:
	.loc	1 0 27 is_stmt 0                ; samples/transpose_padded/kernel.cu:0:27
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 18 31                         ; samples/transpose_padded/kernel.cu:18:31
	v_cmp_gt_i32_e32 vcc_lo, s4, v5
.Ltmp24:
	.loc	1 18 13                         ; samples/transpose_padded/kernel.cu:18:13
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB0_9
.Ltmp25:
; %bb.8:
	;DEBUG_VALUE: j <- 24
	.loc	1 19 69 is_stmt 1               ; samples/transpose_padded/kernel.cu:19:69
	v_mad_i64_i32 v[6:7], null, v5, s5, 0
	.loc	1 19 13 is_stmt 0               ; samples/transpose_padded/kernel.cu:19:13
	v_mad_u32_u24 v2, 0x84, v0, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 19 50                         ; samples/transpose_padded/kernel.cu:19:50
	v_lshlrev_b64 v[5:6], 2, v[6:7]
	v_add_co_u32 v3, vcc_lo, v3, v5
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v4, vcc_lo, v4, v6, vcc_lo
	global_load_b32 v3, v[3:4], off
	.loc	1 19 48                         ; samples/transpose_padded/kernel.cu:19:48
	s_waitcnt vmcnt(0)
	ds_store_b32 v2, v3 offset:3168
.Ltmp26:
.LBB0_9:
	.loc	1 0 48                          ; samples/transpose_padded/kernel.cu:0:48
	s_or_b32 exec_lo, exec_lo, s0
.Ltmp27:
	;DEBUG_VALUE: transpose_padded:out <- undef
	;DEBUG_VALUE: j <- 32
	.loc	1 22 27 is_stmt 1               ; samples/transpose_padded/kernel.cu:22:27
	v_add_nc_u32_e32 v2, s7, v1
.Ltmp28:
	;DEBUG_VALUE: transpose_padded:x <- $vgpr2
	.loc	1 23 27                         ; samples/transpose_padded/kernel.cu:23:27
	v_add_nc_u32_e32 v4, s6, v0
.Ltmp29:
	;DEBUG_VALUE: j <- 0
	;DEBUG_VALUE: transpose_padded:y <- $vgpr4
	.loc	1 0 27 is_stmt 0                ; samples/transpose_padded/kernel.cu:0:27
	v_lshlrev_b32_e32 v0, 2, v0
.Ltmp30:
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	v_ashrrev_i32_e32 v3, 31, v2
	v_cmp_gt_i32_e32 vcc_lo, s4, v2
	v_cmp_gt_i32_e64 s0, s5, v4
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp31:
	.loc	1 25 5                          ; samples/transpose_padded/kernel.cu:25:5
	v_lshlrev_b64 v[5:6], 2, v[2:3]
.Ltmp32:
	.loc	1 26 22                         ; samples/transpose_padded/kernel.cu:26:22
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp33:
	.loc	1 25 5                          ; samples/transpose_padded/kernel.cu:25:5
	v_add_co_u32 v2, s1, s2, v5
.Ltmp34:
	v_add_co_ci_u32_e64 v3, s1, s3, v6, s1
.Ltmp35:
	.loc	1 26 22                         ; samples/transpose_padded/kernel.cu:26:22
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_11
.Ltmp36:
; %bb.10:
	;DEBUG_VALUE: transpose_padded:y <- $vgpr4
	;DEBUG_VALUE: j <- 0
	.loc	1 27 47                         ; samples/transpose_padded/kernel.cu:27:47
	v_mad_u32_u24 v7, 0x84, v1, v0
	.loc	1 27 33 is_stmt 0               ; samples/transpose_padded/kernel.cu:27:33
	v_mad_i64_i32 v[5:6], null, v4, s4, 0
	.loc	1 27 47                         ; samples/transpose_padded/kernel.cu:27:47
	ds_load_b32 v7, v7
	.loc	1 27 13                         ; samples/transpose_padded/kernel.cu:27:13
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s0, v2, v5
	v_add_co_ci_u32_e64 v6, s0, v3, v6, s0
	.loc	1 27 45                         ; samples/transpose_padded/kernel.cu:27:45
	s_waitcnt lgkmcnt(0)
	global_store_b32 v[5:6], v7, off
.Ltmp37:
.LBB0_11:
	;DEBUG_VALUE: transpose_padded:y <- $vgpr4
	;DEBUG_VALUE: j <- 0
	.loc	1 0 45                          ; samples/transpose_padded/kernel.cu:0:45
	s_or_b32 exec_lo, exec_lo, s1
.Ltmp38:
	;DEBUG_VALUE: j <- 8
	.loc	1 26 22 is_stmt 1               ; samples/transpose_padded/kernel.cu:26:22
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_18
.Ltmp39:
; %bb.12:
	;DEBUG_VALUE: j <- 8
	;DEBUG_VALUE: transpose_padded:y <- $vgpr4
	.loc	1 26 27 is_stmt 0               ; samples/transpose_padded/kernel.cu:26:27
	v_add_nc_u32_e32 v5, 8, v4
.Ltmp40:
	.loc	1 26 13                         ; samples/transpose_padded/kernel.cu:26:13
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
.Ltmp41:
	.loc	1 26 31                         ; samples/transpose_padded/kernel.cu:26:31
	v_cmpx_gt_i32_e64 s5, v5
.Ltmp42:
	.loc	1 26 13                         ; samples/transpose_padded/kernel.cu:26:13
	s_cbranch_execz .LBB0_14
.Ltmp43:
; %bb.13:
	;DEBUG_VALUE: j <- 8
	;DEBUG_VALUE: transpose_padded:y <- $vgpr4
	.loc	1 27 47 is_stmt 1               ; samples/transpose_padded/kernel.cu:27:47
	v_mad_u32_u24 v8, 0x84, v1, v0
	.loc	1 27 33 is_stmt 0               ; samples/transpose_padded/kernel.cu:27:33
	v_mad_i64_i32 v[6:7], null, v5, s4, 0
	.loc	1 27 47                         ; samples/transpose_padded/kernel.cu:27:47
	ds_load_b32 v8, v8 offset:32
	.loc	1 27 13                         ; samples/transpose_padded/kernel.cu:27:13
	v_lshlrev_b64 v[5:6], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v5, vcc_lo, v2, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, v3, v6, vcc_lo
	.loc	1 27 45                         ; samples/transpose_padded/kernel.cu:27:45
	s_waitcnt lgkmcnt(0)
	global_store_b32 v[5:6], v8, off
.Ltmp44:
.LBB0_14:
	;DEBUG_VALUE: j <- 8
	;DEBUG_VALUE: transpose_padded:y <- $vgpr4
	.loc	1 0 45                          ; samples/transpose_padded/kernel.cu:0:45
	s_or_b32 exec_lo, exec_lo, s0
.Ltmp45:
	;DEBUG_VALUE: j <- 16
	.loc	1 26 27 is_stmt 1               ; samples/transpose_padded/kernel.cu:26:27
	v_add_nc_u32_e32 v5, 16, v4
.Ltmp46:
	.loc	1 26 13 is_stmt 0               ; samples/transpose_padded/kernel.cu:26:13
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
.Ltmp47:
	.loc	1 26 31                         ; samples/transpose_padded/kernel.cu:26:31
	v_cmpx_gt_i32_e64 s5, v5
.Ltmp48:
	.loc	1 26 13                         ; samples/transpose_padded/kernel.cu:26:13
	s_cbranch_execz .LBB0_16
.Ltmp49:
; %bb.15:
	;DEBUG_VALUE: j <- 16
	;DEBUG_VALUE: transpose_padded:y <- $vgpr4
	.loc	1 27 47 is_stmt 1               ; samples/transpose_padded/kernel.cu:27:47
	v_mad_u32_u24 v8, 0x84, v1, v0
	.loc	1 27 33 is_stmt 0               ; samples/transpose_padded/kernel.cu:27:33
	v_mad_i64_i32 v[6:7], null, v5, s4, 0
	.loc	1 27 47                         ; samples/transpose_padded/kernel.cu:27:47
	ds_load_b32 v8, v8 offset:64
	.loc	1 27 13                         ; samples/transpose_padded/kernel.cu:27:13
	v_lshlrev_b64 v[5:6], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v5, vcc_lo, v2, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, v3, v6, vcc_lo
	.loc	1 27 45                         ; samples/transpose_padded/kernel.cu:27:45
	s_waitcnt lgkmcnt(0)
	global_store_b32 v[5:6], v8, off
.Ltmp50:
.LBB0_16:
	;DEBUG_VALUE: j <- 16
	;DEBUG_VALUE: transpose_padded:y <- $vgpr4
	.loc	1 0 45                          ; samples/transpose_padded/kernel.cu:0:45
	s_or_b32 exec_lo, exec_lo, s0
.Ltmp51:
	;DEBUG_VALUE: j <- 24
	.loc	1 26 27 is_stmt 1               ; samples/transpose_padded/kernel.cu:26:27
	v_add_nc_u32_e32 v4, 24, v4
.Ltmp52:
	.loc	1 0 27 is_stmt 0                ; samples/transpose_padded/kernel.cu:0:27
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 26 31                         ; samples/transpose_padded/kernel.cu:26:31
	v_cmp_gt_i32_e32 vcc_lo, s5, v4
.Ltmp53:
	.loc	1 26 13                         ; samples/transpose_padded/kernel.cu:26:13
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB0_18
.Ltmp54:
; %bb.17:
	;DEBUG_VALUE: j <- 24
	.loc	1 27 47 is_stmt 1               ; samples/transpose_padded/kernel.cu:27:47
	v_mad_u32_u24 v5, 0x84, v1, v0
	.loc	1 27 33 is_stmt 0               ; samples/transpose_padded/kernel.cu:27:33
	v_mad_i64_i32 v[0:1], null, v4, s4, 0
	.loc	1 27 47                         ; samples/transpose_padded/kernel.cu:27:47
	ds_load_b32 v4, v5 offset:96
	.loc	1 27 13                         ; samples/transpose_padded/kernel.cu:27:13
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, v2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, v3, v1, vcc_lo
	.loc	1 27 45                         ; samples/transpose_padded/kernel.cu:27:45
	s_waitcnt lgkmcnt(0)
	global_store_b32 v[0:1], v4, off
.Ltmp55:
.LBB0_18:
	;DEBUG_VALUE: j <- 32
	.loc	1 28 1 is_stmt 1                ; samples/transpose_padded/kernel.cu:28:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp56:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z16transpose_paddedPKfPfii
		.amdhsa_group_segment_fixed_size 4224
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 16
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
	.size	_Z16transpose_paddedPKfPfii, .Lfunc_end0-_Z16transpose_paddedPKfPfii
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 948
; NumSgprs: 18
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4224 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 9
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.type	__hip_cuid_937bef0206d8049e,@object ; @__hip_cuid_937bef0206d8049e
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_937bef0206d8049e
__hip_cuid_937bef0206d8049e:
	.byte	0                               ; 0x0
	.size	__hip_cuid_937bef0206d8049e, 1

	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	4                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	130                             ; 1538
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	130                             ; 1538
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	24                              ; 24
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp52-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	24                              ; 24
	.byte	159                             ; DW_OP_stack_value
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
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
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
	.byte	11                              ; Abbreviation Code
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
	.byte	12                              ; Abbreviation Code
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
	.byte	13                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	22                              ; DW_TAG_typedef
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	15                              ; Abbreviation Code
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
	.byte	16                              ; Abbreviation Code
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
	.byte	17                              ; Abbreviation Code
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
	.byte	32                              ; DW_AT_inline
	.byte	33                              ; DW_FORM_implicit_const
	.byte	1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	19                              ; Abbreviation Code
	.byte	55                              ; DW_TAG_restrict_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	20                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0x134 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	33                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x27:0x85 DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	18                              ; DW_AT_linkage_name
	.byte	19                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x31:0xe DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	172                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	50
	.byte	22
	.byte	24
	.byte	4                               ; Abbrev [4] 0x3f:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	294                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x47:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	309                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x4f:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	290                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x57:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	290                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x5f:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	11                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	290                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x68:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	13                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	290                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x71:0xd DW_TAG_inlined_subroutine
	.long	238                             ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp1-.Ltmp0                   ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	14                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0x7e:0x10 DW_TAG_lexical_block
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp26-.Ltmp4                  ; DW_AT_high_pc
	.byte	5                               ; Abbrev [5] 0x84:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	21                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	290                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0x8e:0xd DW_TAG_inlined_subroutine
	.long	285                             ; DW_AT_abstract_origin
	.byte	4                               ; DW_AT_low_pc
	.long	.Ltmp31-.Ltmp30                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	20                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0x9b:0x10 DW_TAG_lexical_block
	.byte	5                               ; DW_AT_low_pc
	.long	.Ltmp55-.Ltmp31                 ; DW_AT_high_pc
	.byte	5                               ; Abbrev [5] 0xa1:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	21                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.long	290                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0xac:0x12 DW_TAG_array_type
	.long	190                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xb1:0x6 DW_TAG_subrange_type
	.long	194                             ; DW_AT_type
	.byte	32                              ; DW_AT_count
	.byte	9                               ; Abbrev [9] 0xb7:0x6 DW_TAG_subrange_type
	.long	194                             ; DW_AT_type
	.byte	33                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0xbe:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	11                              ; Abbrev [11] 0xc2:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	12                              ; Abbrev [12] 0xc6:0x7 DW_TAG_variable
	.long	205                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	104                             ; DW_AT_decl_line
	.byte	8                               ; Abbrev [8] 0xcd:0xc DW_TAG_array_type
	.long	217                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xd2:0x6 DW_TAG_subrange_type
	.long	194                             ; DW_AT_type
	.byte	10                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	13                              ; Abbrev [13] 0xd9:0x5 DW_TAG_const_type
	.long	222                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xde:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	14                              ; Abbrev [14] 0xe2:0x8 DW_TAG_typedef
	.long	234                             ; DW_AT_type
	.byte	8                               ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	41                              ; DW_AT_decl_line
	.byte	10                              ; Abbrev [10] 0xea:0x4 DW_TAG_base_type
	.byte	7                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	15                              ; Abbrev [15] 0xee:0x9 DW_TAG_subprogram
	.byte	9                               ; DW_AT_linkage_name
	.byte	10                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	80                              ; DW_AT_decl_line
	.long	247                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	16                              ; Abbrev [16] 0xf7:0x22 DW_TAG_structure_type
	.byte	5                               ; DW_AT_calling_convention
	.byte	15                              ; DW_AT_name
	.byte	12                              ; DW_AT_byte_size
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	17                              ; Abbrev [17] 0xfd:0x9 DW_TAG_member
	.byte	11                              ; DW_AT_name
	.long	281                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	17                              ; Abbrev [17] 0x106:0x9 DW_TAG_member
	.byte	13                              ; DW_AT_name
	.long	281                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	17                              ; Abbrev [17] 0x10f:0x9 DW_TAG_member
	.byte	14                              ; DW_AT_name
	.long	281                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0x119:0x4 DW_TAG_base_type
	.byte	12                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	18                              ; Abbrev [18] 0x11d:0x5 DW_TAG_subprogram
	.byte	16                              ; DW_AT_linkage_name
	.byte	17                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	102                             ; DW_AT_decl_line
                                        ; DW_AT_inline
	.byte	10                              ; Abbrev [10] 0x122:0x4 DW_TAG_base_type
	.byte	20                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	19                              ; Abbrev [19] 0x126:0x5 DW_TAG_restrict_type
	.long	299                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x12b:0x5 DW_TAG_pointer_type
	.long	304                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x130:0x5 DW_TAG_const_type
	.long	190                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x135:0x5 DW_TAG_restrict_type
	.long	314                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x13a:0x5 DW_TAG_pointer_type
	.long	190                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	108                             ; Length of String Offsets Set
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
	.asciz	"tile"                          ; string offset=44
.Linfo_string4:
	.asciz	"float"                         ; string offset=49
.Linfo_string5:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=55
.Linfo_string6:
	.asciz	"char"                          ; string offset=75
.Linfo_string7:
	.asciz	"unsigned long"                 ; string offset=80
.Linfo_string8:
	.asciz	"size_t"                        ; string offset=94
.Linfo_string9:
	.asciz	"_ZL12ws_block_idxv"            ; string offset=101
.Linfo_string10:
	.asciz	"ws_block_idx"                  ; string offset=120
.Linfo_string11:
	.asciz	"x"                             ; string offset=133
.Linfo_string12:
	.asciz	"unsigned int"                  ; string offset=135
.Linfo_string13:
	.asciz	"y"                             ; string offset=148
.Linfo_string14:
	.asciz	"z"                             ; string offset=150
.Linfo_string15:
	.asciz	"uint3"                         ; string offset=152
.Linfo_string16:
	.asciz	"_ZL13__syncthreadsv"           ; string offset=158
.Linfo_string17:
	.asciz	"__syncthreads"                 ; string offset=178
.Linfo_string18:
	.asciz	"_Z16transpose_paddedPKfPfii"   ; string offset=192
.Linfo_string19:
	.asciz	"transpose_padded"              ; string offset=220
.Linfo_string20:
	.asciz	"int"                           ; string offset=237
.Linfo_string21:
	.asciz	"j"                             ; string offset=241
.Linfo_string22:
	.asciz	"in"                            ; string offset=243
.Linfo_string23:
	.asciz	"out"                           ; string offset=246
.Linfo_string24:
	.asciz	"rows"                          ; string offset=250
.Linfo_string25:
	.asciz	"cols"                          ; string offset=255
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	_ZZ16transpose_paddedPKfPfiiE4tile
	.quad	.Lfunc_begin0
	.quad	.Ltmp0
	.quad	.Ltmp4
	.quad	.Ltmp30
	.quad	.Ltmp31
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_937bef0206d8049e
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
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 4224
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           _Z16transpose_paddedPKfPfii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z16transpose_paddedPKfPfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
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
