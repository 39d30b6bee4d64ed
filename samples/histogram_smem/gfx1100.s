	.text
	.file	0 "." "-" md5 0x33caa33c411181b539bc934f36b8f7aa
	.file	1 "samples/histogram_smem" "kernel.cu"
	.file	2 "./samples" "hipcompat.h" md5 0x3928f6b82366b057f993ff5a0325bcf9
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	_Z14histogram_smemPKjiiPj ; -- Begin function _Z14histogram_smemPKjiiPj
	.globl	_Z14histogram_smemPKjiiPj
	.p2align	8
	.type	_Z14histogram_smemPKjiiPj,@function
_Z14histogram_smemPKjiiPj:              ; @_Z14histogram_smemPKjiiPj
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	;DEBUG_VALUE: histogram_smem:hist <- undef
	;DEBUG_VALUE: histogram_smem:data <- undef
	;DEBUG_VALUE: histogram_smem:nwords <- undef
	;DEBUG_VALUE: histogram_smem:tail_bytes <- undef
	;DEBUG_VALUE: b <- $vgpr0
	.loc	1 12 33 prologue_end            ; samples/histogram_smem/kernel.cu:12:33
	v_cmp_gt_u32_e32 vcc_lo, 0x100, v0
	v_cmp_lt_u32_e64 s2, 0xff, v0
	s_add_u32 s8, s0, 24
	s_addc_u32 s9, s1, 0
                                        ; implicit-def: $sgpr10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
.Ltmp0:
	.loc	1 12 5 is_stmt 0                ; samples/histogram_smem/kernel.cu:12:5
	s_and_saveexec_b32 s3, s2
	s_xor_b32 s2, exec_lo, s3
	s_cbranch_execz .LBB0_2
.Ltmp1:
; %bb.1:
	.loc	2 89 23 is_stmt 1               ; ./samples/hipcompat.h:89:23
	s_load_b32 s3, s[8:9], 0xc
	s_waitcnt lgkmcnt(0)
	s_and_b32 s10, s3, 0xffff
.Ltmp2:
.LBB0_2:
	.loc	1 12 5                          ; samples/histogram_smem/kernel.cu:12:5
	s_or_saveexec_b32 s3, s2
.Ltmp3:
	.loc	1 0 0 is_stmt 0                 ; samples/histogram_smem/kernel.cu:0:0
	s_clause 0x1
	s_load_b64 s[6:7], s[0:1], 0x0
	; meta instruction
	s_load_b64 s[4:5], s[0:1], 0x10
.Ltmp4:
	;DEBUG_VALUE: histogram_smem:hist <- undef
	v_dual_mov_b32 v10, s10 :: v_dual_lshlrev_b32 v9, 2, v0
.Ltmp5:
	.loc	1 12 5                          ; samples/histogram_smem/kernel.cu:12:5
	s_xor_b32 exec_lo, exec_lo, s3
	s_cbranch_execz .LBB0_6
.Ltmp6:
; %bb.3:
	.loc	1 0 5                           ; samples/histogram_smem/kernel.cu:0:5
	s_load_b32 s2, s[8:9], 0xc
	v_dual_mov_b32 v2, 0 :: v_dual_lshlrev_b32 v1, 2, v0
	v_mov_b32_e32 v3, v0
	s_mov_b32 s11, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s10, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 12 5                          ; samples/histogram_smem/kernel.cu:12:5
	s_lshl_b32 s12, s10, 2
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
.Ltmp7:
	;DEBUG_VALUE: b <- $vgpr3
	.loc	1 12 44                         ; samples/histogram_smem/kernel.cu:12:44
	v_add_nc_u32_e32 v3, s10, v3
.Ltmp8:
	;DEBUG_VALUE: b <- $vgpr3
	.loc	1 13 15 is_stmt 1               ; samples/histogram_smem/kernel.cu:13:15
	ds_store_b32 v1, v2
.Ltmp9:
	;DEBUG_VALUE: ws_block_dim:g <- undef
	.loc	1 12 33                         ; samples/histogram_smem/kernel.cu:12:33
	v_add_nc_u32_e32 v1, s12, v1
	v_cmp_lt_u32_e64 s2, 0xff, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
.Ltmp10:
	.loc	1 12 5 is_stmt 0                ; samples/histogram_smem/kernel.cu:12:5
	s_or_b32 s11, s2, s11
	s_and_not1_b32 exec_lo, exec_lo, s11
	s_cbranch_execnz .LBB0_4
.Ltmp11:
; %bb.5:
	;DEBUG_VALUE: b <- $vgpr3
	.loc	1 0 5                           ; samples/histogram_smem/kernel.cu:0:5
	s_or_b32 exec_lo, exec_lo, s11
	v_mov_b32_e32 v10, s10
.Ltmp12:
.LBB0_6:
	s_or_b32 exec_lo, exec_lo, s3
.Ltmp13:
	;DEBUG_VALUE: histogram_smem:data <- undef
	;DEBUG_VALUE: histogram_smem:hist <- undef
	.loc	2 77 23 is_stmt 1               ; ./samples/hipcompat.h:77:23
	s_load_b64 s[2:3], s[0:1], 0x8
	s_delay_alu instid0(VALU_DEP_1)
.Ltmp14:
	.loc	1 17 42                         ; samples/histogram_smem/kernel.cu:17:42
	v_mad_u64_u32 v[1:2], null, s15, v10, v[0:1]
.Ltmp15:
	;DEBUG_VALUE: i <- $vgpr1
	.loc	1 17 5 is_stmt 0                ; samples/histogram_smem/kernel.cu:17:5
	s_mov_b32 s10, exec_lo
.Ltmp16:
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp17:
	;DEBUG_VALUE: ws_block_dim:g <- undef
	;DEBUG_VALUE: histogram_smem:stride <- undef
	;DEBUG_VALUE: ws_block_dim:g <- undef
	;DEBUG_VALUE: ws_grid_dim:c <- undef
	.loc	1 17 59                         ; samples/histogram_smem/kernel.cu:17:59
	v_cmpx_gt_i32_e64 s2, v1
.Ltmp18:
	.loc	1 17 5 is_stmt 0                ; samples/histogram_smem/kernel.cu:17:5
	s_cbranch_execz .LBB0_15
.Ltmp19:
; %bb.7:
	;DEBUG_VALUE: i <- $vgpr1
	.loc	2 94 23 is_stmt 1               ; ./samples/hipcompat.h:94:23
	s_load_b32 s0, s[8:9], 0x0
.Ltmp20:
	.loc	1 17 5                          ; samples/histogram_smem/kernel.cu:17:5
	v_ashrrev_i32_e32 v2, 31, v1
	s_add_i32 s8, s2, -1
	s_cmp_gt_i32 s3, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[5:6], 2, v[1:2]
	v_mov_b32_e32 v2, 1
.Ltmp21:
	.loc	1 16 28                         ; samples/histogram_smem/kernel.cu:16:28
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v3, s0, v10
.Ltmp22:
	.loc	1 17 5                          ; samples/histogram_smem/kernel.cu:17:5
	v_add_co_u32 v5, s0, s6, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v6, s0, s7, v6, s0
	s_mov_b32 s6, 0
	s_cselect_b32 s7, -1, 0
	v_ashrrev_i32_e32 v4, 31, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b64 v[7:8], 2, v[3:4]
	s_branch .LBB0_9
.Ltmp23:
.LBB0_8:                                ;   in Loop: Header=BB0_9 Depth=1
	;DEBUG_VALUE: i <- $vgpr1
	.loc	1 0 5 is_stmt 0                 ; samples/histogram_smem/kernel.cu:0:5
	s_or_b32 exec_lo, exec_lo, s1
.Ltmp24:
	.loc	1 17 71                         ; samples/histogram_smem/kernel.cu:17:71
	v_add_nc_u32_e32 v1, v1, v3
.Ltmp25:
	;DEBUG_VALUE: i <- $vgpr1
	.loc	1 17 59                         ; samples/histogram_smem/kernel.cu:17:59
	v_add_co_u32 v5, s1, v5, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v6, s1, v6, v8, s1
	v_cmp_le_i32_e64 s0, s2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
.Ltmp26:
	.loc	1 17 5                          ; samples/histogram_smem/kernel.cu:17:5
	s_or_b32 s6, s0, s6
	s_and_not1_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB0_15
.Ltmp27:
.LBB0_9:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: i <- $vgpr1
	;DEBUG_VALUE: i <- $vgpr1
	.loc	1 18 26 is_stmt 1               ; samples/histogram_smem/kernel.cu:18:26
	global_load_b32 v4, v[5:6], off
.Ltmp28:
	;DEBUG_VALUE: w <- $vgpr4
	.loc	1 20 21                         ; samples/histogram_smem/kernel.cu:20:21
	v_cmp_eq_u32_e64 s0, s8, v1
	.loc	1 22 13                         ; samples/histogram_smem/kernel.cu:22:13
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	.loc	1 20 35                         ; samples/histogram_smem/kernel.cu:20:35
	s_and_b32 s0, s7, s0
	.loc	1 21 25                         ; samples/histogram_smem/kernel.cu:21:25
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v11, 0xff, v4
	.loc	1 21 20 is_stmt 0               ; samples/histogram_smem/kernel.cu:21:20
	v_lshlrev_b32_e32 v11, 2, v11
.Ltmp29:
	;DEBUG_VALUE: atomicAdd:v <- 1
	;DEBUG_VALUE: atomicAdd:p <- undef
	.loc	2 204 1 is_stmt 1               ; ./samples/hipcompat.h:204:1
	ds_add_u32 v11, v2
.Ltmp30:
	.loc	1 20 35                         ; samples/histogram_smem/kernel.cu:20:35
	v_cndmask_b32_e64 v11, 4, s3, s0
.Ltmp31:
	;DEBUG_VALUE: nb <- $vgpr11
	.loc	1 0 35 is_stmt 0                ; samples/histogram_smem/kernel.cu:0:35
	s_delay_alu instid0(VALU_DEP_1)
.Ltmp32:
	.loc	1 22 16 is_stmt 1               ; samples/histogram_smem/kernel.cu:22:16
	v_cmpx_lt_u32_e32 1, v11
	s_cbranch_execz .LBB0_11
.Ltmp33:
; %bb.10:                               ;   in Loop: Header=BB0_9 Depth=1
	;DEBUG_VALUE: nb <- $vgpr11
	;DEBUG_VALUE: w <- $vgpr4
	;DEBUG_VALUE: i <- $vgpr1
	.loc	1 0 16 is_stmt 0                ; samples/histogram_smem/kernel.cu:0:16
	v_lshrrev_b32_e32 v12, 6, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_and_b32_e32 v12, 0x3fc, v12
.Ltmp34:
	;DEBUG_VALUE: atomicAdd:v <- 1
	;DEBUG_VALUE: atomicAdd:p <- undef
	.loc	2 204 1 is_stmt 1               ; ./samples/hipcompat.h:204:1
	ds_add_u32 v12, v2
.Ltmp35:
.LBB0_11:                               ;   in Loop: Header=BB0_9 Depth=1
	;DEBUG_VALUE: nb <- $vgpr11
	;DEBUG_VALUE: w <- $vgpr4
	;DEBUG_VALUE: i <- $vgpr1
	.loc	2 0 1 is_stmt 0                 ; ./samples/hipcompat.h:0:1
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 23 13 is_stmt 1               ; samples/histogram_smem/kernel.cu:23:13
	s_mov_b32 s1, exec_lo
.Ltmp36:
	.loc	1 23 16 is_stmt 0               ; samples/histogram_smem/kernel.cu:23:16
	v_cmpx_lt_u32_e32 2, v11
	s_cbranch_execz .LBB0_13
.Ltmp37:
; %bb.12:                               ;   in Loop: Header=BB0_9 Depth=1
	;DEBUG_VALUE: nb <- $vgpr11
	;DEBUG_VALUE: w <- $vgpr4
	;DEBUG_VALUE: i <- $vgpr1
	.loc	1 0 16                          ; samples/histogram_smem/kernel.cu:0:16
	v_lshrrev_b32_e32 v12, 14, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_and_b32_e32 v12, 0x3fc, v12
.Ltmp38:
	;DEBUG_VALUE: atomicAdd:v <- 1
	;DEBUG_VALUE: atomicAdd:p <- undef
	.loc	2 204 1 is_stmt 1               ; ./samples/hipcompat.h:204:1
	ds_add_u32 v12, v2
.Ltmp39:
.LBB0_13:                               ;   in Loop: Header=BB0_9 Depth=1
	;DEBUG_VALUE: nb <- $vgpr11
	;DEBUG_VALUE: w <- $vgpr4
	;DEBUG_VALUE: i <- $vgpr1
	.loc	2 0 1 is_stmt 0                 ; ./samples/hipcompat.h:0:1
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 24 13 is_stmt 1               ; samples/histogram_smem/kernel.cu:24:13
	s_mov_b32 s1, exec_lo
.Ltmp40:
	.loc	1 24 16 is_stmt 0               ; samples/histogram_smem/kernel.cu:24:16
	v_cmpx_lt_u32_e32 3, v11
	s_cbranch_execz .LBB0_8
.Ltmp41:
; %bb.14:                               ;   in Loop: Header=BB0_9 Depth=1
	;DEBUG_VALUE: nb <- $vgpr11
	;DEBUG_VALUE: w <- $vgpr4
	;DEBUG_VALUE: i <- $vgpr1
	.loc	1 0 16                          ; samples/histogram_smem/kernel.cu:0:16
	v_lshrrev_b32_e32 v4, 22, v4
.Ltmp42:
	s_delay_alu instid0(VALU_DEP_1)
	v_and_b32_e32 v4, 0x3fc, v4
.Ltmp43:
	;DEBUG_VALUE: atomicAdd:v <- 1
	;DEBUG_VALUE: atomicAdd:p <- undef
	.loc	2 204 1 is_stmt 1               ; ./samples/hipcompat.h:204:1
	ds_add_u32 v4, v2
	s_branch .LBB0_8
.Ltmp44:
.LBB0_15:
	.loc	2 0 1 is_stmt 0                 ; ./samples/hipcompat.h:0:1
	s_or_b32 exec_lo, exec_lo, s10
.Ltmp45:
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp46:
	;DEBUG_VALUE: b <- $vgpr0
	.loc	1 28 5                          ; samples/histogram_smem/kernel.cu:28:5
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_20
.Ltmp47:
; %bb.16:
	;DEBUG_VALUE: b <- $vgpr0
	v_lshlrev_b32_e32 v2, 2, v10
	s_mov_b32 s0, 0
	s_branch .LBB0_18
.Ltmp48:
	.p2align	6
.LBB0_17:                               ;   in Loop: Header=BB0_18 Depth=1
	;DEBUG_VALUE: b <- $vgpr0
	.loc	1 0 5 is_stmt 0                 ; samples/histogram_smem/kernel.cu:0:5
	s_or_b32 exec_lo, exec_lo, s1
.Ltmp49:
	;DEBUG_VALUE: ws_block_dim:g <- undef
	.loc	1 28 44                         ; samples/histogram_smem/kernel.cu:28:44
	v_add_nc_u32_e32 v0, v0, v10
.Ltmp50:
	;DEBUG_VALUE: b <- $vgpr0
	.loc	1 28 33                         ; samples/histogram_smem/kernel.cu:28:33
	v_add_nc_u32_e32 v9, v9, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_lt_i32_e32 vcc_lo, 0xff, v0
.Ltmp51:
	.loc	1 28 5                          ; samples/histogram_smem/kernel.cu:28:5
	s_or_b32 s0, vcc_lo, s0
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_20
.Ltmp52:
.LBB0_18:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: b <- $vgpr0
	;DEBUG_VALUE: b <- $vgpr0
	.loc	1 29 26 is_stmt 1               ; samples/histogram_smem/kernel.cu:29:26
	ds_load_b32 v3, v9
.Ltmp53:
	;DEBUG_VALUE: c <- $vgpr3
	.loc	1 30 13                         ; samples/histogram_smem/kernel.cu:30:13
	s_mov_b32 s1, exec_lo
.Ltmp54:
	.loc	1 30 15 is_stmt 0               ; samples/histogram_smem/kernel.cu:30:15
	s_waitcnt lgkmcnt(0)
	v_cmpx_ne_u32_e32 0, v3
.Ltmp55:
	.loc	1 30 13                         ; samples/histogram_smem/kernel.cu:30:13
	s_cbranch_execz .LBB0_17
.Ltmp56:
; %bb.19:                               ;   in Loop: Header=BB0_18 Depth=1
	;DEBUG_VALUE: c <- $vgpr3
	;DEBUG_VALUE: b <- $vgpr0
	.loc	1 29 26 is_stmt 1               ; samples/histogram_smem/kernel.cu:29:26
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_add_co_u32 v4, vcc_lo, s4, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v5, vcc_lo, s5, v5, vcc_lo
.Ltmp57:
	;DEBUG_VALUE: atomicAdd:v <- $vgpr3
	;DEBUG_VALUE: atomicAdd:p <- undef
	.loc	2 204 1                         ; ./samples/hipcompat.h:204:1
	global_atomic_add_u32 v[4:5], v3, off
	s_branch .LBB0_17
.Ltmp58:
.LBB0_20:
	.loc	1 33 1                          ; samples/histogram_smem/kernel.cu:33:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp59:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z14histogram_smemPKjiiPj
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 13
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
	.size	_Z14histogram_smemPKjiiPj, .Lfunc_end0-_Z14histogram_smemPKjiiPj
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 748
; NumSgprs: 18
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 13
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
	.type	__hip_cuid_3ef2fb9e7faea05d,@object ; @__hip_cuid_3ef2fb9e7faea05d
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_3ef2fb9e7faea05d
__hip_cuid_3ef2fb9e7faea05d:
	.byte	0                               ; 0x0
	.size	__hip_cuid_3ef2fb9e7faea05d, 1

	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	5                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Lfunc_begin0-.Lfunc_begin0    ;   starting offset
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	139                             ; 1547
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
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
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
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
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
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
	.byte	11                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	28                              ; DW_AT_const_value
	.byte	15                              ; DW_FORM_udata
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
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
	.byte	13                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	15                              ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	5                               ; DW_FORM_data2
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	16                              ; Abbreviation Code
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
	.byte	17                              ; Abbreviation Code
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
	.byte	18                              ; Abbreviation Code
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
	.byte	19                              ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
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
	.byte	23                              ; Abbreviation Code
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
	.byte	24                              ; Abbreviation Code
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
	.byte	25                              ; Abbreviation Code
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
	.byte	26                              ; Abbreviation Code
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
	.byte	27                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0x22c DW_TAG_compile_unit
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
	.byte	2                               ; Abbrev [2] 0x2b:0x13d DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	26                              ; DW_AT_linkage_name
	.byte	27                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x35:0xe DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	360                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	50
	.byte	22
	.byte	24
	.byte	4                               ; Abbrev [4] 0x43:0x8 DW_TAG_formal_parameter
	.byte	33                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	557                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x4b:0x8 DW_TAG_formal_parameter
	.byte	34                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	553                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x53:0x8 DW_TAG_formal_parameter
	.byte	35                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	553                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x5b:0x8 DW_TAG_formal_parameter
	.byte	36                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	562                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x63:0x8 DW_TAG_variable
	.byte	37                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	553                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x6b:0x19 DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.byte	7                               ; Abbrev [7] 0x6d:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	28                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	553                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x76:0xd DW_TAG_inlined_subroutine
	.long	490                             ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp14-.Ltmp13                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	12                              ; DW_AT_call_line
	.byte	18                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0x84:0xd DW_TAG_inlined_subroutine
	.long	438                             ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp2-.Ltmp1                   ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	16                              ; DW_AT_call_line
	.byte	30                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x91:0x75 DW_TAG_lexical_block
	.byte	1                               ; DW_AT_ranges
	.byte	7                               ; Abbrev [7] 0x93:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	30                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	553                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x9c:0x69 DW_TAG_lexical_block
	.byte	4                               ; DW_AT_low_pc
	.long	.Ltmp44-.Ltmp27                 ; DW_AT_high_pc
	.byte	7                               ; Abbrev [7] 0xa2:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	31                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	373                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0xab:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	32                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	553                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xb4:0x14 DW_TAG_inlined_subroutine
	.long	522                             ; DW_AT_abstract_origin
	.byte	5                               ; DW_AT_low_pc
	.long	.Ltmp30-.Ltmp29                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	21                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	11                              ; Abbrev [11] 0xc1:0x6 DW_TAG_formal_parameter
	.byte	1                               ; DW_AT_const_value
	.long	539                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0xc8:0x14 DW_TAG_inlined_subroutine
	.long	522                             ; DW_AT_abstract_origin
	.byte	6                               ; DW_AT_low_pc
	.long	.Ltmp35-.Ltmp34                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	22                              ; DW_AT_call_line
	.byte	21                              ; DW_AT_call_column
	.byte	11                              ; Abbrev [11] 0xd5:0x6 DW_TAG_formal_parameter
	.byte	1                               ; DW_AT_const_value
	.long	539                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0xdc:0x14 DW_TAG_inlined_subroutine
	.long	522                             ; DW_AT_abstract_origin
	.byte	7                               ; DW_AT_low_pc
	.long	.Ltmp39-.Ltmp38                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	23                              ; DW_AT_call_line
	.byte	21                              ; DW_AT_call_column
	.byte	11                              ; Abbrev [11] 0xe9:0x6 DW_TAG_formal_parameter
	.byte	1                               ; DW_AT_const_value
	.long	539                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0xf0:0x14 DW_TAG_inlined_subroutine
	.long	522                             ; DW_AT_abstract_origin
	.byte	8                               ; DW_AT_low_pc
	.long	.Ltmp44-.Ltmp43                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	24                              ; DW_AT_call_line
	.byte	21                              ; DW_AT_call_column
	.byte	11                              ; Abbrev [11] 0xfd:0x6 DW_TAG_formal_parameter
	.byte	1                               ; DW_AT_const_value
	.long	539                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0x106:0xd DW_TAG_inlined_subroutine
	.long	499                             ; DW_AT_abstract_origin
	.byte	9                               ; DW_AT_low_pc
	.long	.Ltmp17-.Ltmp16                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	14                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	8                               ; Abbrev [8] 0x113:0xd DW_TAG_inlined_subroutine
	.long	504                             ; DW_AT_abstract_origin
	.byte	10                              ; DW_AT_low_pc
	.long	.Ltmp20-.Ltmp19                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	16                              ; DW_AT_call_line
	.byte	18                              ; DW_AT_call_column
	.byte	8                               ; Abbrev [8] 0x120:0xd DW_TAG_inlined_subroutine
	.long	499                             ; DW_AT_abstract_origin
	.byte	11                              ; DW_AT_low_pc
	.long	.Ltmp46-.Ltmp45                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	26                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	9                               ; Abbrev [9] 0x12d:0x3a DW_TAG_lexical_block
	.byte	12                              ; DW_AT_low_pc
	.long	.Ltmp58-.Ltmp46                 ; DW_AT_high_pc
	.byte	12                              ; Abbrev [12] 0x133:0xc DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.byte	28                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.long	553                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x13f:0x27 DW_TAG_lexical_block
	.byte	13                              ; DW_AT_low_pc
	.long	.Ltmp58-.Ltmp52                 ; DW_AT_high_pc
	.byte	7                               ; Abbrev [7] 0x145:0x9 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.byte	21                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	29                              ; DW_AT_decl_line
	.long	373                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x14e:0x17 DW_TAG_inlined_subroutine
	.long	522                             ; DW_AT_abstract_origin
	.byte	14                              ; DW_AT_low_pc
	.long	.Ltmp58-.Ltmp57                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	31                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	13                              ; Abbrev [13] 0x15b:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\203\f"
	.long	539                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	14                              ; Abbrev [14] 0x168:0xd DW_TAG_array_type
	.long	373                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x16d:0x7 DW_TAG_subrange_type
	.long	377                             ; DW_AT_type
	.short	256                             ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0x175:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	17                              ; Abbrev [17] 0x179:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	18                              ; Abbrev [18] 0x17d:0x7 DW_TAG_variable
	.long	388                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	104                             ; DW_AT_decl_line
	.byte	14                              ; Abbrev [14] 0x184:0xc DW_TAG_array_type
	.long	400                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x189:0x6 DW_TAG_subrange_type
	.long	377                             ; DW_AT_type
	.byte	10                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	20                              ; Abbrev [20] 0x190:0x5 DW_TAG_const_type
	.long	405                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x195:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	21                              ; Abbrev [21] 0x199:0x5 DW_TAG_pointer_type
	.long	414                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x19e:0x5 DW_TAG_const_type
	.long	419                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x1a3:0x4 DW_TAG_base_type
	.byte	7                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	21                              ; Abbrev [21] 0x1a7:0x5 DW_TAG_pointer_type
	.long	400                             ; DW_AT_type
	.byte	21                              ; Abbrev [21] 0x1ac:0x5 DW_TAG_pointer_type
	.long	433                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x1b1:0x5 DW_TAG_const_type
	.long	373                             ; DW_AT_type
	.byte	22                              ; Abbrev [22] 0x1b6:0x12 DW_TAG_subprogram
	.byte	8                               ; DW_AT_linkage_name
	.byte	9                               ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	85                              ; DW_AT_decl_line
	.long	456                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	5                               ; Abbrev [5] 0x1bf:0x8 DW_TAG_variable
	.byte	14                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	87                              ; DW_AT_decl_line
	.long	409                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	23                              ; Abbrev [23] 0x1c8:0x22 DW_TAG_structure_type
	.byte	5                               ; DW_AT_calling_convention
	.byte	13                              ; DW_AT_name
	.byte	12                              ; DW_AT_byte_size
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	24                              ; Abbrev [24] 0x1ce:0x9 DW_TAG_member
	.byte	10                              ; DW_AT_name
	.long	373                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	24                              ; Abbrev [24] 0x1d7:0x9 DW_TAG_member
	.byte	11                              ; DW_AT_name
	.long	373                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	24                              ; Abbrev [24] 0x1e0:0x9 DW_TAG_member
	.byte	12                              ; DW_AT_name
	.long	373                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	25                              ; Abbrev [25] 0x1ea:0x9 DW_TAG_subprogram
	.byte	15                              ; DW_AT_linkage_name
	.byte	16                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	75                              ; DW_AT_decl_line
	.long	456                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	26                              ; Abbrev [26] 0x1f3:0x5 DW_TAG_subprogram
	.byte	17                              ; DW_AT_linkage_name
	.byte	18                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	102                             ; DW_AT_decl_line
                                        ; DW_AT_inline
	.byte	22                              ; Abbrev [22] 0x1f8:0x12 DW_TAG_subprogram
	.byte	19                              ; DW_AT_linkage_name
	.byte	20                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	91                              ; DW_AT_decl_line
	.long	456                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	5                               ; Abbrev [5] 0x201:0x8 DW_TAG_variable
	.byte	21                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	93                              ; DW_AT_decl_line
	.long	428                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	22                              ; Abbrev [22] 0x20a:0x1a DW_TAG_subprogram
	.byte	22                              ; DW_AT_linkage_name
	.byte	23                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	204                             ; DW_AT_decl_line
	.long	373                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x213:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	204                             ; DW_AT_decl_line
	.long	548                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x21b:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	204                             ; DW_AT_decl_line
	.long	373                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	21                              ; Abbrev [21] 0x224:0x5 DW_TAG_pointer_type
	.long	373                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x229:0x4 DW_TAG_base_type
	.byte	29                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	27                              ; Abbrev [27] 0x22d:0x5 DW_TAG_restrict_type
	.long	428                             ; DW_AT_type
	.byte	27                              ; Abbrev [27] 0x232:0x5 DW_TAG_restrict_type
	.long	548                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	2                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
	.long	.Ldebug_ranges1-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Lfunc_begin0-.Lfunc_begin0    ;   starting offset
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	156                             ; Length of String Offsets Set
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
	.asciz	"sh"                            ; string offset=44
.Linfo_string4:
	.asciz	"unsigned int"                  ; string offset=47
.Linfo_string5:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=60
.Linfo_string6:
	.asciz	"char"                          ; string offset=80
.Linfo_string7:
	.asciz	"unsigned short"                ; string offset=85
.Linfo_string8:
	.asciz	"_ZL12ws_block_dimv"            ; string offset=100
.Linfo_string9:
	.asciz	"ws_block_dim"                  ; string offset=119
.Linfo_string10:
	.asciz	"x"                             ; string offset=132
.Linfo_string11:
	.asciz	"y"                             ; string offset=134
.Linfo_string12:
	.asciz	"z"                             ; string offset=136
.Linfo_string13:
	.asciz	"uint3"                         ; string offset=138
.Linfo_string14:
	.asciz	"g"                             ; string offset=144
.Linfo_string15:
	.asciz	"_ZL13ws_thread_idxv"           ; string offset=146
.Linfo_string16:
	.asciz	"ws_thread_idx"                 ; string offset=166
.Linfo_string17:
	.asciz	"_ZL13__syncthreadsv"           ; string offset=180
.Linfo_string18:
	.asciz	"__syncthreads"                 ; string offset=200
.Linfo_string19:
	.asciz	"_ZL11ws_grid_dimv"             ; string offset=214
.Linfo_string20:
	.asciz	"ws_grid_dim"                   ; string offset=232
.Linfo_string21:
	.asciz	"c"                             ; string offset=244
.Linfo_string22:
	.asciz	"_ZL9atomicAddPjj"              ; string offset=246
.Linfo_string23:
	.asciz	"atomicAdd"                     ; string offset=263
.Linfo_string24:
	.asciz	"p"                             ; string offset=273
.Linfo_string25:
	.asciz	"v"                             ; string offset=275
.Linfo_string26:
	.asciz	"_Z14histogram_smemPKjiiPj"     ; string offset=277
.Linfo_string27:
	.asciz	"histogram_smem"                ; string offset=303
.Linfo_string28:
	.asciz	"b"                             ; string offset=318
.Linfo_string29:
	.asciz	"int"                           ; string offset=320
.Linfo_string30:
	.asciz	"i"                             ; string offset=324
.Linfo_string31:
	.asciz	"w"                             ; string offset=326
.Linfo_string32:
	.asciz	"nb"                            ; string offset=328
.Linfo_string33:
	.asciz	"data"                          ; string offset=331
.Linfo_string34:
	.asciz	"nwords"                        ; string offset=336
.Linfo_string35:
	.asciz	"tail_bytes"                    ; string offset=343
.Linfo_string36:
	.asciz	"hist"                          ; string offset=354
.Linfo_string37:
	.asciz	"stride"                        ; string offset=359
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	_ZZ14histogram_smemPKjiiPjE2sh
	.quad	.Lfunc_begin0
	.quad	.Ltmp13
	.quad	.Ltmp1
	.quad	.Ltmp27
	.quad	.Ltmp29
	.quad	.Ltmp34
	.quad	.Ltmp38
	.quad	.Ltmp43
	.quad	.Ltmp16
	.quad	.Ltmp19
	.quad	.Ltmp45
	.quad	.Ltmp46
	.quad	.Ltmp52
	.quad	.Ltmp57
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_3ef2fb9e7faea05d
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           _Z14histogram_smemPKjiiPj
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z14histogram_smemPKjiiPj.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     13
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
