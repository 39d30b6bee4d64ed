	.text
	.file	0 "." "-" md5 0x222fa2968fd18bae17330ec3182c000c
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	_Z12permute_bhtdPKfPfiiii ; -- Begin function _Z12permute_bhtdPKfPfiiii
	.globl	_Z12permute_bhtdPKfPfiiii
	.p2align	8
	.type	_Z12permute_bhtdPKfPfiiii,@function
_Z12permute_bhtdPKfPfiiii:              ; @_Z12permute_bhtdPKfPfiiii
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.file	1 "./samples" "hipcompat.h" md5 0x3928f6b82366b057f993ff5a0325bcf9
	.loc	1 89 23 prologue_end            ; ./samples/hipcompat.h:89:23
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x2c
	; meta instruction
	; meta instruction
	; meta instruction
	s_load_b128 s[4:7], s[0:1], 0x10
	;DEBUG_VALUE: permute_bhtd:NH <- undef
	;DEBUG_VALUE: permute_bhtd:T <- undef
	;DEBUG_VALUE: permute_bhtd:B <- undef
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
.Ltmp0:
	.file	2 "samples/divmod_coords" "kernel.cu"
	.loc	2 13 39                         ; samples/divmod_coords/kernel.cu:13:39
	v_mad_u64_u32 v[1:2], null, s15, s2, v[0:1]
.Ltmp1:
	;DEBUG_VALUE: permute_bhtd:idx <- undef
	.loc	2 14 18                         ; samples/divmod_coords/kernel.cu:14:18
	s_mul_i32 s2, s7, s5
	.loc	2 14 23 is_stmt 0               ; samples/divmod_coords/kernel.cu:14:23
	s_mul_i32 s3, s2, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	2 14 27                         ; samples/divmod_coords/kernel.cu:14:27
	s_mul_i32 s3, s3, s6
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	.loc	2 14 13                         ; samples/divmod_coords/kernel.cu:14:13
	v_cmp_gt_i32_e32 vcc_lo, s3, v1
.Ltmp2:
	.loc	2 14 9                          ; samples/divmod_coords/kernel.cu:14:9
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB0_2
.Ltmp3:
; %bb.1:
	.loc	2 17 27 is_stmt 1               ; samples/divmod_coords/kernel.cu:17:27
	s_mul_i32 s3, s2, s6
	.loc	2 17 17 is_stmt 0               ; samples/divmod_coords/kernel.cu:17:17
	v_sub_nc_u32_e32 v3, 0, v1
	s_abs_i32 s4, s3
	v_xor_b32_e32 v5, s3, v1
	v_cvt_f32_u32_e32 v0, s4
	s_sub_i32 s8, 0, s4
	v_max_i32_e32 v3, v1, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ashrrev_i32_e32 v5, 31, v5
	v_rcp_iflag_f32_e32 v0, v0
	s_waitcnt_depctr 0xfff
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v2, s8, v0
	.loc	2 19 18 is_stmt 1               ; samples/divmod_coords/kernel.cu:19:18
	s_abs_i32 s8, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	2 17 17                         ; samples/divmod_coords/kernel.cu:17:17
	v_mul_hi_u32 v2, v0, v2
	v_add_nc_u32_e32 v0, v0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, v3, v0
	v_mul_lo_u32 v2, v0, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v2, v3, v2
	v_add_nc_u32_e32 v3, 1, v0
	v_subrev_nc_u32_e32 v4, s4, v2
	v_cmp_le_u32_e32 vcc_lo, s4, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v0, v0, v3, vcc_lo
	v_cndmask_b32_e32 v2, v2, v4, vcc_lo
	.loc	2 19 18                         ; samples/divmod_coords/kernel.cu:19:18
	v_cvt_f32_u32_e32 v3, s8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	.loc	2 17 17                         ; samples/divmod_coords/kernel.cu:17:17
	v_add_nc_u32_e32 v4, 1, v0
	v_cmp_le_u32_e32 vcc_lo, s4, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	2 19 18                         ; samples/divmod_coords/kernel.cu:19:18
	v_rcp_iflag_f32_e32 v3, v3
	s_sub_i32 s4, 0, s8
	.loc	2 17 17                         ; samples/divmod_coords/kernel.cu:17:17
	v_cndmask_b32_e32 v0, v0, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v0, v5
	.loc	2 19 18                         ; samples/divmod_coords/kernel.cu:19:18
	s_waitcnt_depctr 0xfff
	v_mul_f32_e32 v2, 0x4f7ffffe, v3
	.loc	2 17 17                         ; samples/divmod_coords/kernel.cu:17:17
	v_sub_nc_u32_e32 v5, v0, v5
.Ltmp4:
	;DEBUG_VALUE: permute_bhtd:b <- $vgpr5
	.loc	2 19 18                         ; samples/divmod_coords/kernel.cu:19:18
	v_cvt_u32_f32_e32 v0, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	2 18 20                         ; samples/divmod_coords/kernel.cu:18:20
	v_mul_lo_u32 v2, v5, s3
	.loc	2 19 18                         ; samples/divmod_coords/kernel.cu:19:18
	v_mul_lo_u32 v3, s4, v0
	.loc	2 21 18                         ; samples/divmod_coords/kernel.cu:21:18
	s_abs_i32 s3, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_sub_i32 s4, 0, s3
	.loc	2 18 20                         ; samples/divmod_coords/kernel.cu:18:20
	v_sub_nc_u32_e32 v2, v1, v2
.Ltmp5:
	;DEBUG_VALUE: permute_bhtd:rest <- $vgpr2
	.loc	2 0 20 is_stmt 0                ; samples/divmod_coords/kernel.cu:0:20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	2 19 18 is_stmt 1               ; samples/divmod_coords/kernel.cu:19:18
	v_mul_hi_u32 v3, v0, v3
	v_sub_nc_u32_e32 v4, 0, v2
	v_xor_b32_e32 v7, s2, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v0, v0, v3
	v_max_i32_e32 v3, v2, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v7, 31, v7
	v_mul_hi_u32 v0, v3, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v4, v0, s8
	v_sub_nc_u32_e32 v3, v3, v4
	v_add_nc_u32_e32 v4, 1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_subrev_nc_u32_e32 v6, s8, v3
	v_cmp_le_u32_e32 vcc_lo, s8, v3
	v_dual_cndmask_b32 v0, v0, v4 :: v_dual_cndmask_b32 v3, v3, v6
	.loc	2 21 18                         ; samples/divmod_coords/kernel.cu:21:18
	v_cvt_f32_u32_e32 v4, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	.loc	2 19 18                         ; samples/divmod_coords/kernel.cu:19:18
	v_add_nc_u32_e32 v6, 1, v0
	v_cmp_le_u32_e32 vcc_lo, s8, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	2 21 18                         ; samples/divmod_coords/kernel.cu:21:18
	v_rcp_iflag_f32_e32 v4, v4
	.loc	2 19 18                         ; samples/divmod_coords/kernel.cu:19:18
	v_cndmask_b32_e32 v0, v0, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v0, v7
	.loc	2 21 18                         ; samples/divmod_coords/kernel.cu:21:18
	s_waitcnt_depctr 0xfff
	v_mul_f32_e32 v3, 0x4f7ffffe, v4
	.loc	2 19 18                         ; samples/divmod_coords/kernel.cu:19:18
	v_sub_nc_u32_e32 v0, v0, v7
.Ltmp6:
	;DEBUG_VALUE: permute_bhtd:h <- $vgpr0
	.loc	2 21 18                         ; samples/divmod_coords/kernel.cu:21:18
	v_cvt_u32_f32_e32 v3, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	2 20 17                         ; samples/divmod_coords/kernel.cu:20:17
	v_mul_lo_u32 v4, v0, s2
	.loc	2 21 18                         ; samples/divmod_coords/kernel.cu:21:18
	v_mul_lo_u32 v6, s4, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	2 20 17                         ; samples/divmod_coords/kernel.cu:20:17
	v_sub_nc_u32_e32 v7, v2, v4
.Ltmp7:
	;DEBUG_VALUE: permute_bhtd:rest <- $vgpr7
	.loc	2 21 18                         ; samples/divmod_coords/kernel.cu:21:18
	v_mul_hi_u32 v2, v3, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v4, 0, v7
	v_add_nc_u32_e32 v2, v3, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_i32_e32 v3, v7, v4
	v_mul_hi_u32 v2, v3, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v4, v2, s3
	v_sub_nc_u32_e32 v3, v3, v4
	v_add_nc_u32_e32 v4, 1, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_subrev_nc_u32_e32 v6, s3, v3
	v_cmp_le_u32_e32 vcc_lo, s3, v3
	v_dual_cndmask_b32 v3, v3, v6 :: v_dual_cndmask_b32 v2, v2, v4
	v_xor_b32_e32 v4, s7, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_le_u32_e32 vcc_lo, s3, v3
	v_add_nc_u32_e32 v6, 1, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v4, 31, v4
	s_load_b128 s[0:3], s[0:1], 0x0
	;DEBUG_VALUE: permute_bhtd:in <- undef
	;DEBUG_VALUE: permute_bhtd:out <- undef
	v_cndmask_b32_e32 v2, v2, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v2, v2, v4
	v_sub_nc_u32_e32 v2, v2, v4
.Ltmp8:
	;DEBUG_VALUE: permute_bhtd:t <- $vgpr2
	.loc	2 0 18 is_stmt 0                ; samples/divmod_coords/kernel.cu:0:18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	2 23 35 is_stmt 1               ; samples/divmod_coords/kernel.cu:23:35
	v_mad_u64_u32 v[3:4], null, v5, s5, v[2:3]
	.loc	2 22 18                         ; samples/divmod_coords/kernel.cu:22:18
	v_mul_lo_u32 v2, v2, s7
.Ltmp9:
	.loc	2 23 49                         ; samples/divmod_coords/kernel.cu:23:49
	v_mad_u64_u32 v[4:5], null, v3, s6, v[0:1]
.Ltmp10:
	.loc	2 0 49 is_stmt 0                ; samples/divmod_coords/kernel.cu:0:49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	2 22 18 is_stmt 1               ; samples/divmod_coords/kernel.cu:22:18
	v_sub_nc_u32_e32 v0, v7, v2
.Ltmp11:
	;DEBUG_VALUE: permute_bhtd:d <- $vgpr0
	.loc	2 23 58                         ; samples/divmod_coords/kernel.cu:23:58
	v_mad_u64_u32 v[2:3], null, v4, s7, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	2 23 16 is_stmt 0               ; samples/divmod_coords/kernel.cu:23:16
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	global_load_b32 v3, v[2:3], off
	.loc	2 23 5                          ; samples/divmod_coords/kernel.cu:23:5
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[1:2]
.Ltmp12:
	v_add_co_u32 v0, vcc_lo, s2, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	.loc	2 23 14                         ; samples/divmod_coords/kernel.cu:23:14
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v3, off
.Ltmp13:
.LBB0_2:
	.loc	2 24 1 is_stmt 1                ; samples/divmod_coords/kernel.cu:24:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp14:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12permute_bhtdPKfPfiiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 8
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
	.size	_Z12permute_bhtdPKfPfiiii, .Lfunc_end0-_Z12permute_bhtdPKfPfiiii
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 752
; NumSgprs: 18
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 8
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
	.protected	_Z14divmod_u32_i32PKjS0_PKiS2_PjS3_PiS4_i ; -- Begin function _Z14divmod_u32_i32PKjS0_PKiS2_PjS3_PiS4_i
	.globl	_Z14divmod_u32_i32PKjS0_PKiS2_PjS3_PiS4_i
	.p2align	8
	.type	_Z14divmod_u32_i32PKjS0_PKiS2_PjS3_PiS4_i,@function
_Z14divmod_u32_i32PKjS0_PKiS2_PjS3_PiS4_i: ; @_Z14divmod_u32_i32PKjS0_PKiS2_PjS3_PiS4_i
.Lfunc_begin1:
	.cfi_startproc
; %bb.0:
	;DEBUG_VALUE: divmod_u32_i32:sr <- undef
	;DEBUG_VALUE: divmod_u32_i32:sq <- undef
	;DEBUG_VALUE: divmod_u32_i32:ur <- undef
	;DEBUG_VALUE: divmod_u32_i32:uq <- undef
	;DEBUG_VALUE: divmod_u32_i32:sd <- undef
	;DEBUG_VALUE: divmod_u32_i32:sn <- undef
	;DEBUG_VALUE: divmod_u32_i32:ud <- undef
	;DEBUG_VALUE: divmod_u32_i32:un <- undef
	.loc	1 89 23 prologue_end            ; ./samples/hipcompat.h:89:23
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x54
	s_load_b32 s3, s[0:1], 0x40
	;DEBUG_VALUE: divmod_u32_i32:n <- undef
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
.Ltmp15:
	.loc	2 31 37                         ; samples/divmod_coords/kernel.cu:31:37
	v_mad_u64_u32 v[1:2], null, s15, s2, v[0:1]
.Ltmp16:
	;DEBUG_VALUE: divmod_u32_i32:i <- undef
	.loc	2 32 9                          ; samples/divmod_coords/kernel.cu:32:9
	s_mov_b32 s2, exec_lo
.Ltmp17:
	.loc	2 32 11 is_stmt 0               ; samples/divmod_coords/kernel.cu:32:11
	v_cmpx_gt_i32_e64 s3, v1
.Ltmp18:
	.loc	2 32 9                          ; samples/divmod_coords/kernel.cu:32:9
	s_cbranch_execz .LBB1_2
.Ltmp19:
; %bb.1:
	.loc	2 0 9                           ; samples/divmod_coords/kernel.cu:0:9
	s_load_b256 s[4:11], s[0:1], 0x0
	.loc	2 34 18 is_stmt 1               ; samples/divmod_coords/kernel.cu:34:18
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[1:2]
.Ltmp20:
	;DEBUG_VALUE: divmod_u32_i32:un <- undef
	.loc	2 37 24                         ; samples/divmod_coords/kernel.cu:37:24
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s10, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s11, v1, vcc_lo
	global_load_b32 v4, v[2:3], off
.Ltmp21:
	;DEBUG_VALUE: divmod_u32_i32:y <- $vgpr4
	.loc	2 34 29                         ; samples/divmod_coords/kernel.cu:34:29
	v_add_co_u32 v2, vcc_lo, s6, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, s7, v1, vcc_lo
	global_load_b32 v5, v[2:3], off
.Ltmp22:
	;DEBUG_VALUE: divmod_u32_i32:b <- $vgpr5
	.loc	2 37 13                         ; samples/divmod_coords/kernel.cu:37:13
	v_add_co_u32 v2, vcc_lo, s8, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, s9, v1, vcc_lo
	global_load_b32 v8, v[2:3], off
.Ltmp23:
	;DEBUG_VALUE: divmod_u32_i32:x <- $vgpr8
	;DEBUG_VALUE: divmod_u32_i32:sd <- undef
	.loc	2 34 18                         ; samples/divmod_coords/kernel.cu:34:18
	v_add_co_u32 v2, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, s5, v1, vcc_lo
	s_load_b256 s[4:11], s[0:1], 0x20
.Ltmp24:
	;DEBUG_VALUE: divmod_u32_i32:sn <- undef
	;DEBUG_VALUE: divmod_u32_i32:uq <- undef
	;DEBUG_VALUE: divmod_u32_i32:ur <- undef
	;DEBUG_VALUE: divmod_u32_i32:sq <- undef
	;DEBUG_VALUE: divmod_u32_i32:sr <- undef
	global_load_b32 v9, v[2:3], off
.Ltmp25:
	;DEBUG_VALUE: divmod_u32_i32:a <- $vgpr9
	;DEBUG_VALUE: divmod_u32_i32:ud <- undef
	.loc	2 38 15                         ; samples/divmod_coords/kernel.cu:38:15
	s_waitcnt vmcnt(3)
	v_sub_nc_u32_e32 v2, 0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_max_i32_e32 v2, v4, v2
	.loc	2 35 15                         ; samples/divmod_coords/kernel.cu:35:15
	s_waitcnt vmcnt(2)
	v_cvt_f32_u32_e32 v6, v5
	v_sub_nc_u32_e32 v10, 0, v5
	.loc	2 38 15                         ; samples/divmod_coords/kernel.cu:38:15
	v_cvt_f32_u32_e32 v3, v2
	v_sub_nc_u32_e32 v7, 0, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	2 35 15                         ; samples/divmod_coords/kernel.cu:35:15
	v_rcp_iflag_f32_e32 v6, v6
	.loc	2 38 15                         ; samples/divmod_coords/kernel.cu:38:15
	v_rcp_iflag_f32_e32 v3, v3
	s_waitcnt vmcnt(1)
	v_sub_nc_u32_e32 v11, 0, v8
	v_xor_b32_e32 v12, v8, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_max_i32_e32 v11, v8, v11
	v_ashrrev_i32_e32 v12, 31, v12
	.loc	2 35 15                         ; samples/divmod_coords/kernel.cu:35:15
	s_waitcnt_depctr 0xfff
	v_dual_mul_f32 v6, 0x4f7ffffe, v6 :: v_dual_mul_f32 v3, 0x4f7ffffe, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_u32_f32_e32 v6, v6
	.loc	2 38 15                         ; samples/divmod_coords/kernel.cu:38:15
	v_cvt_u32_f32_e32 v3, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	2 35 15                         ; samples/divmod_coords/kernel.cu:35:15
	v_mul_lo_u32 v10, v10, v6
	.loc	2 38 15                         ; samples/divmod_coords/kernel.cu:38:15
	v_mul_lo_u32 v7, v7, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	2 35 15                         ; samples/divmod_coords/kernel.cu:35:15
	v_mul_hi_u32 v10, v6, v10
	.loc	2 38 15                         ; samples/divmod_coords/kernel.cu:38:15
	v_mul_hi_u32 v7, v3, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v3, v3, v7
	v_mul_hi_u32 v3, v11, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v7, v3, v2
	v_sub_nc_u32_e32 v7, v11, v7
	v_add_nc_u32_e32 v11, 1, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_ge_u32_e32 vcc_lo, v7, v2
	.loc	2 35 15                         ; samples/divmod_coords/kernel.cu:35:15
	v_add_nc_u32_e32 v6, v6, v10
	.loc	2 38 15                         ; samples/divmod_coords/kernel.cu:38:15
	v_sub_nc_u32_e32 v13, v7, v2
	v_cndmask_b32_e32 v3, v3, v11, vcc_lo
	.loc	2 35 15                         ; samples/divmod_coords/kernel.cu:35:15
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v6, v9, v6
	v_mul_lo_u32 v10, v6, v5
	v_add_nc_u32_e32 v11, 1, v6
	.loc	2 38 15                         ; samples/divmod_coords/kernel.cu:38:15
	v_cndmask_b32_e32 v7, v7, v13, vcc_lo
	v_add_nc_u32_e32 v13, 1, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	2 35 15                         ; samples/divmod_coords/kernel.cu:35:15
	v_sub_nc_u32_e32 v10, v9, v10
	v_cmp_ge_u32_e32 vcc_lo, v10, v5
	v_cndmask_b32_e32 v6, v6, v11, vcc_lo
	v_sub_nc_u32_e32 v11, v10, v5
	.loc	2 38 15                         ; samples/divmod_coords/kernel.cu:38:15
	v_cmp_ge_u32_e64 s0, v7, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	2 35 15                         ; samples/divmod_coords/kernel.cu:35:15
	v_add_nc_u32_e32 v7, 1, v6
	.loc	2 38 15                         ; samples/divmod_coords/kernel.cu:38:15
	v_cndmask_b32_e64 v2, v3, v13, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	2 35 15                         ; samples/divmod_coords/kernel.cu:35:15
	v_cndmask_b32_e32 v3, v10, v11, vcc_lo
	.loc	2 38 15                         ; samples/divmod_coords/kernel.cu:38:15
	v_xor_b32_e32 v2, v2, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	2 35 15                         ; samples/divmod_coords/kernel.cu:35:15
	v_cmp_ge_u32_e32 vcc_lo, v3, v5
	.loc	2 38 15                         ; samples/divmod_coords/kernel.cu:38:15
	v_sub_nc_u32_e32 v11, v2, v12
	.loc	2 35 15                         ; samples/divmod_coords/kernel.cu:35:15
	v_cndmask_b32_e32 v10, v6, v7, vcc_lo
	.loc	2 35 5 is_stmt 0                ; samples/divmod_coords/kernel.cu:35:5
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, s5, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	.loc	2 36 15 is_stmt 1               ; samples/divmod_coords/kernel.cu:36:15
	v_mul_lo_u32 v12, v10, v5
	.loc	2 39 15                         ; samples/divmod_coords/kernel.cu:39:15
	v_mul_lo_u32 v13, v11, v4
	.loc	2 36 5                          ; samples/divmod_coords/kernel.cu:36:5
	v_add_co_u32 v4, vcc_lo, s6, v0
.Ltmp26:
	v_add_co_ci_u32_e32 v5, vcc_lo, s7, v1, vcc_lo
.Ltmp27:
	.loc	2 38 5                          ; samples/divmod_coords/kernel.cu:38:5
	v_add_co_u32 v6, vcc_lo, s8, v0
	v_add_co_ci_u32_e32 v7, vcc_lo, s9, v1, vcc_lo
	.loc	2 36 15                         ; samples/divmod_coords/kernel.cu:36:15
	v_sub_nc_u32_e32 v9, v9, v12
.Ltmp28:
	.loc	2 39 5                          ; samples/divmod_coords/kernel.cu:39:5
	v_add_co_u32 v0, vcc_lo, s10, v0
	.loc	2 39 15 is_stmt 0               ; samples/divmod_coords/kernel.cu:39:15
	v_sub_nc_u32_e32 v8, v8, v13
.Ltmp29:
	.loc	2 39 5                          ; samples/divmod_coords/kernel.cu:39:5
	v_add_co_ci_u32_e32 v1, vcc_lo, s11, v1, vcc_lo
	.loc	2 35 11 is_stmt 1               ; samples/divmod_coords/kernel.cu:35:11
	global_store_b32 v[2:3], v10, off
	.loc	2 36 11                         ; samples/divmod_coords/kernel.cu:36:11
	global_store_b32 v[4:5], v9, off
	.loc	2 38 11                         ; samples/divmod_coords/kernel.cu:38:11
	global_store_b32 v[6:7], v11, off
	.loc	2 39 11                         ; samples/divmod_coords/kernel.cu:39:11
	global_store_b32 v[0:1], v8, off
.Ltmp30:
.LBB1_2:
	.loc	2 40 1                          ; samples/divmod_coords/kernel.cu:40:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp31:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z14divmod_u32_i32PKjS0_PKiS2_PjS3_PiS4_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 328
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
		.amdhsa_next_free_vgpr 14
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
.Lfunc_end1:
	.size	_Z14divmod_u32_i32PKjS0_PKiS2_PjS3_PiS4_i, .Lfunc_end1-_Z14divmod_u32_i32PKjS0_PKiS2_PjS3_PiS4_i
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 608
; NumSgprs: 18
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 14
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
	.type	__hip_cuid_2caebe1e881efe66,@object ; @__hip_cuid_2caebe1e881efe66
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_2caebe1e881efe66
__hip_cuid_2caebe1e881efe66:
	.byte	0                               ; 0x0
	.size	__hip_cuid_2caebe1e881efe66, 1

	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	9                               ; Offset entry count
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
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	130                             ; 1538
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	135                             ; 1543
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	130                             ; 1538
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc6:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc7:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	136                             ; 1544
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc8:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   ending offset
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
	.ascii	"\214\001"                      ; DW_AT_loclists_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
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
	.byte	5                               ; Abbreviation Code
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
	.byte	8                               ; Abbreviation Code
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
	.byte	9                               ; Abbreviation Code
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
	.byte	10                              ; Abbreviation Code
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
	.byte	11                              ; Abbreviation Code
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
	.byte	12                              ; Abbreviation Code
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
	.byte	13                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0x1cc DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	33                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x27:0x5 DW_TAG_pointer_type
	.long	44                              ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x2c:0x5 DW_TAG_const_type
	.long	49                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x31:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x35:0x5 DW_TAG_pointer_type
	.long	58                              ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x3a:0x5 DW_TAG_const_type
	.long	63                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x3f:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	5                               ; Abbrev [5] 0x43:0x12 DW_TAG_subprogram
	.byte	5                               ; DW_AT_linkage_name
	.byte	6                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	85                              ; DW_AT_decl_line
	.long	85                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	6                               ; Abbrev [6] 0x4c:0x8 DW_TAG_variable
	.byte	12                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	87                              ; DW_AT_decl_line
	.long	39                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x55:0x22 DW_TAG_structure_type
	.byte	5                               ; DW_AT_calling_convention
	.byte	11                              ; DW_AT_name
	.byte	12                              ; DW_AT_byte_size
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; Abbrev [8] 0x5b:0x9 DW_TAG_member
	.byte	7                               ; DW_AT_name
	.long	119                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	8                               ; Abbrev [8] 0x64:0x9 DW_TAG_member
	.byte	9                               ; DW_AT_name
	.long	119                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	8                               ; Abbrev [8] 0x6d:0x9 DW_TAG_member
	.byte	10                              ; DW_AT_name
	.long	119                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x77:0x4 DW_TAG_base_type
	.byte	8                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	9                               ; Abbrev [9] 0x7b:0x7d DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	13                              ; DW_AT_linkage_name
	.byte	14                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	10                              ; Abbrev [10] 0x85:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	392                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x8d:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	411                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x95:0x8 DW_TAG_formal_parameter
	.byte	26                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	388                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x9d:0x8 DW_TAG_formal_parameter
	.byte	27                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	388                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xa5:0x8 DW_TAG_formal_parameter
	.byte	28                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	388                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xad:0x8 DW_TAG_formal_parameter
	.byte	29                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	388                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0xb5:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	17                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	388                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0xbe:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	388                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0xc7:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	20                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	388                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0xd0:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	21                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	388                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0xd9:0x9 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.byte	22                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	388                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0xe2:0x8 DW_TAG_variable
	.byte	30                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	388                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0xea:0xd DW_TAG_inlined_subroutine
	.long	67                              ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_low_pc
	.long	.Ltmp0-.Lfunc_begin0            ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	13                              ; DW_AT_call_line
	.byte	28                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0xf8:0x8c DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	15                              ; DW_AT_linkage_name
	.byte	16                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	10                              ; Abbrev [10] 0x102:0x8 DW_TAG_formal_parameter
	.byte	32                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	421                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x10a:0x8 DW_TAG_formal_parameter
	.byte	33                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	421                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x112:0x8 DW_TAG_formal_parameter
	.byte	34                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	27                              ; DW_AT_decl_line
	.long	436                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x11a:0x8 DW_TAG_formal_parameter
	.byte	35                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	27                              ; DW_AT_decl_line
	.long	436                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x122:0x8 DW_TAG_formal_parameter
	.byte	36                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.long	451                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x12a:0x8 DW_TAG_formal_parameter
	.byte	37                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.long	451                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x132:0x8 DW_TAG_formal_parameter
	.byte	38                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	29                              ; DW_AT_decl_line
	.long	461                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x13a:0x8 DW_TAG_formal_parameter
	.byte	39                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	29                              ; DW_AT_decl_line
	.long	461                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x142:0x8 DW_TAG_formal_parameter
	.byte	40                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	29                              ; DW_AT_decl_line
	.long	388                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x14a:0x9 DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	9                               ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	37                              ; DW_AT_decl_line
	.long	388                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x153:0x9 DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	17                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.long	119                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x15c:0x9 DW_TAG_variable
	.byte	7                               ; DW_AT_location
	.byte	7                               ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	37                              ; DW_AT_decl_line
	.long	388                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x165:0x9 DW_TAG_variable
	.byte	8                               ; DW_AT_location
	.byte	31                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.long	119                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x16e:0x8 DW_TAG_variable
	.byte	41                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	31                              ; DW_AT_decl_line
	.long	388                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x176:0xd DW_TAG_inlined_subroutine
	.long	67                              ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp15-.Lfunc_begin1           ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	31                              ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x184:0x4 DW_TAG_base_type
	.byte	18                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	13                              ; Abbrev [13] 0x188:0x5 DW_TAG_restrict_type
	.long	397                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x18d:0x5 DW_TAG_pointer_type
	.long	402                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x192:0x5 DW_TAG_const_type
	.long	407                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x197:0x4 DW_TAG_base_type
	.byte	24                              ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	13                              ; Abbrev [13] 0x19b:0x5 DW_TAG_restrict_type
	.long	416                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x1a0:0x5 DW_TAG_pointer_type
	.long	407                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x1a5:0x5 DW_TAG_restrict_type
	.long	426                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x1aa:0x5 DW_TAG_pointer_type
	.long	431                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x1af:0x5 DW_TAG_const_type
	.long	119                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x1b4:0x5 DW_TAG_restrict_type
	.long	441                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x1b9:0x5 DW_TAG_pointer_type
	.long	446                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x1be:0x5 DW_TAG_const_type
	.long	388                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x1c3:0x5 DW_TAG_restrict_type
	.long	456                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x1c8:0x5 DW_TAG_pointer_type
	.long	119                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x1cd:0x5 DW_TAG_restrict_type
	.long	466                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x1d2:0x5 DW_TAG_pointer_type
	.long	388                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	172                             ; Length of String Offsets Set
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
	.asciz	"unsigned short"                ; string offset=44
.Linfo_string4:
	.asciz	"char"                          ; string offset=59
.Linfo_string5:
	.asciz	"_ZL12ws_block_dimv"            ; string offset=64
.Linfo_string6:
	.asciz	"ws_block_dim"                  ; string offset=83
.Linfo_string7:
	.asciz	"x"                             ; string offset=96
.Linfo_string8:
	.asciz	"unsigned int"                  ; string offset=98
.Linfo_string9:
	.asciz	"y"                             ; string offset=111
.Linfo_string10:
	.asciz	"z"                             ; string offset=113
.Linfo_string11:
	.asciz	"uint3"                         ; string offset=115
.Linfo_string12:
	.asciz	"g"                             ; string offset=121
.Linfo_string13:
	.asciz	"_Z12permute_bhtdPKfPfiiii"     ; string offset=123
.Linfo_string14:
	.asciz	"permute_bhtd"                  ; string offset=149
.Linfo_string15:
	.asciz	"_Z14divmod_u32_i32PKjS0_PKiS2_PjS3_PiS4_i" ; string offset=162
.Linfo_string16:
	.asciz	"divmod_u32_i32"                ; string offset=204
.Linfo_string17:
	.asciz	"b"                             ; string offset=219
.Linfo_string18:
	.asciz	"int"                           ; string offset=221
.Linfo_string19:
	.asciz	"rest"                          ; string offset=225
.Linfo_string20:
	.asciz	"h"                             ; string offset=230
.Linfo_string21:
	.asciz	"t"                             ; string offset=232
.Linfo_string22:
	.asciz	"d"                             ; string offset=234
.Linfo_string23:
	.asciz	"in"                            ; string offset=236
.Linfo_string24:
	.asciz	"float"                         ; string offset=239
.Linfo_string25:
	.asciz	"out"                           ; string offset=245
.Linfo_string26:
	.asciz	"B"                             ; string offset=249
.Linfo_string27:
	.asciz	"T"                             ; string offset=251
.Linfo_string28:
	.asciz	"NH"                            ; string offset=253
.Linfo_string29:
	.asciz	"HS"                            ; string offset=256
.Linfo_string30:
	.asciz	"idx"                           ; string offset=259
.Linfo_string31:
	.asciz	"a"                             ; string offset=263
.Linfo_string32:
	.asciz	"un"                            ; string offset=265
.Linfo_string33:
	.asciz	"ud"                            ; string offset=268
.Linfo_string34:
	.asciz	"sn"                            ; string offset=271
.Linfo_string35:
	.asciz	"sd"                            ; string offset=274
.Linfo_string36:
	.asciz	"uq"                            ; string offset=277
.Linfo_string37:
	.asciz	"ur"                            ; string offset=280
.Linfo_string38:
	.asciz	"sq"                            ; string offset=283
.Linfo_string39:
	.asciz	"sr"                            ; string offset=286
.Linfo_string40:
	.asciz	"n"                             ; string offset=289
.Linfo_string41:
	.asciz	"i"                             ; string offset=291
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Lfunc_begin1
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_2caebe1e881efe66
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
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .max_flat_workgroup_size: 1024
    .name:           _Z12permute_bhtdPKfPfiiii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z12permute_bhtdPKfPfiiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
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
        .value_kind:     by_value
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         76
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         80
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         84
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         86
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         88
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         90
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         92
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         94
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         128
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         136
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 328
    .max_flat_workgroup_size: 1024
    .name:           _Z14divmod_u32_i32PKjS0_PKiS2_PjS3_PiS4_i
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z14divmod_u32_i32PKjS0_PKiS2_PjS3_PiS4_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     14
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
