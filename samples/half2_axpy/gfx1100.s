	.text
	.file	0 "." "-" md5 0x8b524132be02e3c6a193cb879710b75a
	.file	1 "samples/hipcompat" "cuda_fp16.h" md5 0x675de2b8e18bf50f9df7e986583ae2d0
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	_Z10half2_axpyPKDv2_DF16_PS_iff ; -- Begin function _Z10half2_axpyPKDv2_DF16_PS_iff
	.globl	_Z10half2_axpyPKDv2_DF16_PS_iff
	.p2align	8
	.type	_Z10half2_axpyPKDv2_DF16_PS_iff,@function
_Z10half2_axpyPKDv2_DF16_PS_iff:        ; @_Z10half2_axpyPKDv2_DF16_PS_iff
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.file	2 "./samples" "hipcompat.h" md5 0x3928f6b82366b057f993ff5a0325bcf9
	.loc	2 89 23 prologue_end            ; ./samples/hipcompat.h:89:23
	s_clause 0x1
	s_load_b32 s8, s[0:1], 0x2c
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	s_load_b128 s[4:7], s[0:1], 0x10
	.loc	2 88 48                         ; ./samples/hipcompat.h:88:48
	s_add_u32 s2, s0, 32
	s_addc_u32 s3, s1, 0
	.loc	2 89 23                         ; ./samples/hipcompat.h:89:23
	s_waitcnt lgkmcnt(0)
	s_and_b32 s7, s8, 0xffff
.Ltmp0:
	.file	3 "samples/half2_axpy" "kernel.cu"
	.loc	3 15 5                          ; samples/half2_axpy/kernel.cu:15:5
	s_mov_b32 s8, exec_lo
	.loc	3 15 42 is_stmt 0               ; samples/half2_axpy/kernel.cu:15:42
	v_mad_u64_u32 v[1:2], null, s15, s7, v[0:1]
.Ltmp1:
	;DEBUG_VALUE: i <- $vgpr1
	;DEBUG_VALUE: __float2half2_rn:f <- undef
	;DEBUG_VALUE: half2_axpy:lim <- undef
	;DEBUG_VALUE: half2_axpy:a <- undef
	.loc	3 0 42                          ; samples/half2_axpy/kernel.cu:0:42
	s_delay_alu instid0(VALU_DEP_1)
.Ltmp2:
	.loc	3 15 59                         ; samples/half2_axpy/kernel.cu:15:59
	v_cmpx_gt_i32_e64 s4, v1
.Ltmp3:
	.loc	3 15 5                          ; samples/half2_axpy/kernel.cu:15:5
	s_cbranch_execz .LBB0_3
.Ltmp4:
; %bb.1:
	.loc	3 0 5                           ; samples/half2_axpy/kernel.cu:0:5
	s_load_b32 s8, s[2:3], 0x0
	s_load_b128 s[0:3], s[0:1], 0x0
	;DEBUG_VALUE: half2_axpy:x <- undef
	;DEBUG_VALUE: half2_axpy:y <- undef
.Ltmp5:
	.loc	1 15 68                         ; samples/hipcompat/cuda_fp16.h:15:68
	v_cvt_f16_f32_e32 v0, s6
.Ltmp6:
	.loc	1 15 68                         ; samples/hipcompat/cuda_fp16.h:15:68
	v_cvt_f16_f32_e32 v2, s5
	s_mov_b32 s6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
.Ltmp7:
	.loc	1 15 58                         ; samples/hipcompat/cuda_fp16.h:15:58
	v_pack_b32_f16 v4, v0, v0
.Ltmp8:
	.loc	1 15 58                         ; samples/hipcompat/cuda_fp16.h:15:58
	v_pack_b32_f16 v0, v2, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_pk_max_f16 v3, v4, v4 neg_lo:[1,1] neg_hi:[1,1]
	v_pk_max_f16 v4, v4, v4
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s5, s8, s7
.Ltmp9:
	.p2align	6
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: i <- $vgpr1
	.loc	3 16 33 is_stmt 1               ; samples/half2_axpy/kernel.cu:16:33
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 2, v[1:2]
.Ltmp10:
	.loc	3 15 59                         ; samples/half2_axpy/kernel.cu:15:59
	v_add_nc_u32_e32 v1, s5, v1
.Ltmp11:
	;DEBUG_VALUE: __hmax2:a <- $vgpr2
	.loc	3 16 33                         ; samples/half2_axpy/kernel.cu:16:33
	v_add_co_u32 v7, vcc_lo, s0, v5
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e32 v8, vcc_lo, s1, v6, vcc_lo
	.loc	3 16 39 is_stmt 0               ; samples/half2_axpy/kernel.cu:16:39
	v_add_co_u32 v5, vcc_lo, s2, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s3, v6, vcc_lo
.Ltmp12:
	.loc	3 15 59 is_stmt 1               ; samples/half2_axpy/kernel.cu:15:59
	v_cmp_le_i32_e32 vcc_lo, s4, v1
.Ltmp13:
	.loc	3 16 33                         ; samples/half2_axpy/kernel.cu:16:33
	global_load_b32 v2, v[7:8], off
	.loc	3 16 39 is_stmt 0               ; samples/half2_axpy/kernel.cu:16:39
	global_load_b32 v7, v[5:6], off
.Ltmp14:
	;DEBUG_VALUE: __hfma2:b <- $vgpr2
	;DEBUG_VALUE: __hfma2:a <- $vgpr0
	;DEBUG_VALUE: __hfma2:c <- $vgpr7
	.loc	3 15 5 is_stmt 1                ; samples/half2_axpy/kernel.cu:15:5
	s_or_b32 s6, vcc_lo, s6
.Ltmp15:
	.loc	1 20 64                         ; samples/hipcompat/cuda_fp16.h:20:64
	s_waitcnt vmcnt(0)
	v_pk_fma_f16 v2, v0, v2, v7
.Ltmp16:
	;DEBUG_VALUE: __hmax2:b <- undef
	;DEBUG_VALUE: r <- $vgpr2
	.loc	1 0 64 is_stmt 0                ; samples/hipcompat/cuda_fp16.h:0:64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp17:
	.loc	1 22 53 is_stmt 1               ; samples/hipcompat/cuda_fp16.h:22:53
	v_pk_max_f16 v2, v2, v3
.Ltmp18:
	;DEBUG_VALUE: __hmin2:b <- undef
	;DEBUG_VALUE: __hmin2:a <- undef
	.loc	1 23 53                         ; samples/hipcompat/cuda_fp16.h:23:53
	v_pk_min_f16 v2, v2, v4
.Ltmp19:
	.loc	3 17 14                         ; samples/half2_axpy/kernel.cu:17:14
	global_store_b32 v[5:6], v2, off
.Ltmp20:
	;DEBUG_VALUE: ws_block_dim:g <- undef
	;DEBUG_VALUE: i <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_LLVM_convert 32 7, DW_OP_LLVM_arg 0, DW_OP_mul, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_minus, DW_OP_LLVM_arg 0, DW_OP_LLVM_convert 32 7, DW_OP_LLVM_arg 0, DW_OP_mul, DW_OP_div, DW_OP_LLVM_arg 0, DW_OP_LLVM_convert 32 7, DW_OP_LLVM_arg 0, DW_OP_mul, DW_OP_mul, DW_OP_LLVM_arg 0, DW_OP_LLVM_convert 32 7, DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_mul, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_plus, DW_OP_stack_value] undef
	.loc	3 15 5                          ; samples/half2_axpy/kernel.cu:15:5
	s_and_not1_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB0_2
.Ltmp21:
.LBB0_3:
	.loc	3 19 1                          ; samples/half2_axpy/kernel.cu:19:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp22:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10half2_axpyPKDv2_DF16_PS_iff
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
	.size	_Z10half2_axpyPKDv2_DF16_PS_iff, .Lfunc_end0-_Z10half2_axpyPKDv2_DF16_PS_iff
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 276
; NumSgprs: 18
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 9
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
	.protected	_Z13half2_mul_addPKDF16_S0_S0_PDF16_i ; -- Begin function _Z13half2_mul_addPKDF16_S0_S0_PDF16_i
	.globl	_Z13half2_mul_addPKDF16_S0_S0_PDF16_i
	.p2align	8
	.type	_Z13half2_mul_addPKDF16_S0_S0_PDF16_i,@function
_Z13half2_mul_addPKDF16_S0_S0_PDF16_i:  ; @_Z13half2_mul_addPKDF16_S0_S0_PDF16_i
.Lfunc_begin1:
	.cfi_startproc
; %bb.0:
	.loc	2 89 23 prologue_end            ; ./samples/hipcompat.h:89:23
	s_clause 0x2
	s_load_b32 s9, s[0:1], 0x34
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	s_load_b32 s8, s[0:1], 0x20
	; meta instruction
	s_load_b256 s[0:7], s[0:1], 0x0
.Ltmp23:
	.loc	3 26 9                          ; samples/half2_axpy/kernel.cu:26:9
	s_mov_b32 s10, exec_lo
.Ltmp24:
	.loc	2 89 23                         ; ./samples/hipcompat.h:89:23
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s9, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
.Ltmp25:
	.loc	3 24 37                         ; samples/half2_axpy/kernel.cu:24:37
	v_mad_u64_u32 v[1:2], null, s15, s9, v[0:1]
.Ltmp26:
	;DEBUG_VALUE: half2_mul_add:i <- undef
	.loc	3 25 16                         ; samples/half2_axpy/kernel.cu:25:16
	s_lshr_b32 s9, s8, 31
	s_add_i32 s9, s8, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_ashr_i32 s9, s9, 1
.Ltmp27:
	;DEBUG_VALUE: half2_mul_add:n2 <- undef
	.loc	3 0 16 is_stmt 0                ; samples/half2_axpy/kernel.cu:0:16
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
.Ltmp28:
	.loc	3 26 11 is_stmt 1               ; samples/half2_axpy/kernel.cu:26:11
	v_cmpx_le_i32_e64 s9, v1
.Ltmp29:
	.loc	3 26 9 is_stmt 0                ; samples/half2_axpy/kernel.cu:26:9
	s_xor_b32 s10, exec_lo, s10
	s_cbranch_execnz .LBB1_3
.Ltmp30:
; %bb.1:
	s_and_not1_saveexec_b32 s8, s10
	s_cbranch_execnz .LBB1_6
.LBB1_2:
	.loc	3 36 1 is_stmt 1                ; samples/half2_axpy/kernel.cu:36:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB1_3:
.Ltmp31:
	.loc	3 32 18                         ; samples/half2_axpy/kernel.cu:32:18
	v_cmp_eq_u32_e32 vcc_lo, s9, v1
	s_bitcmp1_b32 s8, 0
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s9, s9, vcc_lo
	.loc	3 32 24 is_stmt 0               ; samples/half2_axpy/kernel.cu:32:24
	s_and_saveexec_b32 s11, s9
	s_cbranch_execz .LBB1_5
; %bb.4:
.Ltmp32:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_minus, DW_OP_stack_value] undef
	.loc	3 34 30 is_stmt 1               ; samples/half2_axpy/kernel.cu:34:30
	s_ashr_i32 s9, s8, 31
	v_mov_b32_e32 v0, 0
	s_lshl_b64 s[8:9], s[8:9], 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s12, s0, s8
	s_addc_u32 s13, s1, s9
	.loc	3 34 36 is_stmt 0               ; samples/half2_axpy/kernel.cu:34:36
	s_add_u32 s14, s2, s8
	s_addc_u32 s15, s3, s9
	.loc	3 34 30                         ; samples/half2_axpy/kernel.cu:34:30
	s_clause 0x1
	global_load_u16 v1, v0, s[12:13] offset:-2
	global_load_u16 v2, v0, s[14:15] offset:-2
	.loc	3 34 43                         ; samples/half2_axpy/kernel.cu:34:43
	s_add_u32 s12, s4, s8
	s_addc_u32 s13, s5, s9
	.loc	3 34 9                          ; samples/half2_axpy/kernel.cu:34:9
	s_add_u32 s8, s6, s8
	.loc	3 34 43                         ; samples/half2_axpy/kernel.cu:34:43
	global_load_u16 v3, v0, s[12:13] offset:-2
.Ltmp33:
	;DEBUG_VALUE: __hmul:a <- undef
	;DEBUG_VALUE: __hadd:a <- $vgpr1
	;DEBUG_VALUE: __hadd:b <- $vgpr2
	.loc	3 34 9                          ; samples/half2_axpy/kernel.cu:34:9
	s_addc_u32 s9, s7, s9
.Ltmp34:
	.loc	1 24 51 is_stmt 1               ; samples/hipcompat/cuda_fp16.h:24:51
	s_waitcnt vmcnt(1)
	v_add_f16_e32 v1, v1, v2
.Ltmp35:
	;DEBUG_VALUE: __hmul:b <- $vgpr3
	.loc	1 26 51                         ; samples/hipcompat/cuda_fp16.h:26:51
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f16_e32 v1, v1, v3
.Ltmp36:
	.loc	3 34 14                         ; samples/half2_axpy/kernel.cu:34:14
	global_store_b16 v0, v1, s[8:9] offset:-2
.Ltmp37:
.LBB1_5:
	.loc	3 0 14 is_stmt 0                ; samples/half2_axpy/kernel.cu:0:14
	s_or_b32 exec_lo, exec_lo, s11
                                        ; implicit-def: $vgpr1_vgpr2
	.loc	3 26 9 is_stmt 1                ; samples/half2_axpy/kernel.cu:26:9
	s_and_not1_saveexec_b32 s8, s10
	s_cbranch_execz .LBB1_2
.LBB1_6:
.Ltmp38:
	.loc	3 27 22                         ; samples/half2_axpy/kernel.cu:27:22
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_add_co_u32 v2, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v1, vcc_lo
	.loc	3 28 22                         ; samples/half2_axpy/kernel.cu:28:22
	v_add_co_u32 v4, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v5, vcc_lo, s3, v1, vcc_lo
	.loc	3 29 22                         ; samples/half2_axpy/kernel.cu:29:22
	v_add_co_u32 v6, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v7, vcc_lo, s5, v1, vcc_lo
	.loc	3 27 22                         ; samples/half2_axpy/kernel.cu:27:22
	global_load_b32 v2, v[2:3], off
.Ltmp39:
	;DEBUG_VALUE: xv <- $vgpr2
	.loc	3 28 22                         ; samples/half2_axpy/kernel.cu:28:22
	global_load_b32 v3, v[4:5], off
.Ltmp40:
	;DEBUG_VALUE: yv <- $vgpr3
	.loc	3 29 22                         ; samples/half2_axpy/kernel.cu:29:22
	global_load_b32 v4, v[6:7], off
.Ltmp41:
	;DEBUG_VALUE: __hadd2:b <- $vgpr3
	;DEBUG_VALUE: __hadd2:a <- $vgpr2
	;DEBUG_VALUE: wv <- $vgpr4
	.loc	3 31 9                          ; samples/half2_axpy/kernel.cu:31:9
	v_add_co_u32 v0, vcc_lo, s6, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s7, v1, vcc_lo
.Ltmp42:
	.loc	1 17 55                         ; samples/hipcompat/cuda_fp16.h:17:55
	s_waitcnt vmcnt(1)
	v_pk_add_f16 v2, v2, v3
.Ltmp43:
	;DEBUG_VALUE: __hmul2:b <- $vgpr4
	;DEBUG_VALUE: __hmul2:a <- $vgpr2
	.loc	1 19 55                         ; samples/hipcompat/cuda_fp16.h:19:55
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_pk_mul_f16 v2, v2, v4
.Ltmp44:
	;DEBUG_VALUE: r <- $vgpr2
	.loc	3 31 43                         ; samples/half2_axpy/kernel.cu:31:43
	global_store_b32 v[0:1], v2, off
.Ltmp45:
	.loc	3 36 1                          ; samples/half2_axpy/kernel.cu:36:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp46:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13half2_mul_addPKDF16_S0_S0_PDF16_i
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
.Lfunc_end1:
	.size	_Z13half2_mul_addPKDF16_S0_S0_PDF16_i, .Lfunc_end1-_Z13half2_mul_addPKDF16_S0_S0_PDF16_i
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 396
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
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.type	__hip_cuid_508d535f4b2fb273,@object ; @__hip_cuid_508d535f4b2fb273
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_508d535f4b2fb273
__hip_cuid_508d535f4b2fb273:
	.byte	0                               ; 0x0
	.size	__hip_cuid_508d535f4b2fb273, 1

	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	7                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
	.long	.Ldebug_loc5-.Lloclists_table_base0
	.long	.Ldebug_loc6-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	130                             ; 1538
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	130                             ; 1538
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	130                             ; 1538
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   starting offset
	.uleb128 .Lfunc_end1-.Lfunc_begin0      ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   starting offset
	.uleb128 .Lfunc_end1-.Lfunc_begin0      ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc6:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   starting offset
	.uleb128 .Lfunc_end1-.Lfunc_begin0      ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	130                             ; 1538
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
	.byte	5                               ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.ascii	"\207B"                         ; DW_AT_GNU_vector
	.byte	25                              ; DW_FORM_flag_present
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
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
	.byte	8                               ; Abbreviation Code
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
	.byte	9                               ; Abbreviation Code
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
	.byte	10                              ; Abbreviation Code
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
	.byte	11                              ; Abbreviation Code
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
	.byte	12                              ; Abbreviation Code
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
	.byte	13                              ; Abbreviation Code
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
	.byte	14                              ; Abbreviation Code
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
	.byte	15                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	16                              ; Abbreviation Code
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
	.byte	17                              ; Abbreviation Code
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
	.byte	18                              ; Abbreviation Code
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
	.byte	19                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	20                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	21                              ; Abbreviation Code
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
	.byte	22                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	23                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0x36b DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	33                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2b:0x5 DW_TAG_pointer_type
	.long	48                              ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x30:0x5 DW_TAG_const_type
	.long	53                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x35:0x8 DW_TAG_typedef
	.long	61                              ; DW_AT_type
	.byte	5                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.byte	5                               ; Abbrev [5] 0x3d:0xc DW_TAG_array_type
                                        ; DW_AT_GNU_vector
	.long	73                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x42:0x6 DW_TAG_subrange_type
	.long	77                              ; DW_AT_type
	.byte	2                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x49:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	8                               ; Abbrev [8] 0x4d:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	2                               ; Abbrev [2] 0x51:0x5 DW_TAG_pointer_type
	.long	53                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x56:0x8 DW_TAG_typedef
	.long	73                              ; DW_AT_type
	.byte	6                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.byte	2                               ; Abbrev [2] 0x5e:0x5 DW_TAG_pointer_type
	.long	99                              ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x63:0x5 DW_TAG_const_type
	.long	104                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x68:0x4 DW_TAG_base_type
	.byte	7                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x6c:0x5 DW_TAG_pointer_type
	.long	113                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x71:0x5 DW_TAG_const_type
	.long	118                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x76:0x4 DW_TAG_base_type
	.byte	8                               ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x7a:0x5 DW_TAG_pointer_type
	.long	127                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x7f:0x5 DW_TAG_const_type
	.long	132                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x84:0x4 DW_TAG_base_type
	.byte	9                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	9                               ; Abbrev [9] 0x88:0x12 DW_TAG_subprogram
	.byte	10                              ; DW_AT_linkage_name
	.byte	11                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	85                              ; DW_AT_decl_line
	.long	154                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	10                              ; Abbrev [10] 0x91:0x8 DW_TAG_variable
	.byte	16                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	87                              ; DW_AT_decl_line
	.long	94                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0x9a:0x22 DW_TAG_structure_type
	.byte	5                               ; DW_AT_calling_convention
	.byte	15                              ; DW_AT_name
	.byte	12                              ; DW_AT_byte_size
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	12                              ; Abbrev [12] 0xa0:0x9 DW_TAG_member
	.byte	12                              ; DW_AT_name
	.long	132                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	12                              ; Abbrev [12] 0xa9:0x9 DW_TAG_member
	.byte	13                              ; DW_AT_name
	.long	132                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	12                              ; Abbrev [12] 0xb2:0x9 DW_TAG_member
	.byte	14                              ; DW_AT_name
	.long	132                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0xbc:0x12 DW_TAG_subprogram
	.byte	17                              ; DW_AT_linkage_name
	.byte	18                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	13                              ; Abbrev [13] 0xc5:0x8 DW_TAG_formal_parameter
	.byte	19                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	206                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0xce:0x4 DW_TAG_base_type
	.byte	20                              ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	9                               ; Abbrev [9] 0xd2:0x22 DW_TAG_subprogram
	.byte	21                              ; DW_AT_linkage_name
	.byte	22                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	13                              ; Abbrev [13] 0xdb:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0xe3:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0xeb:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0xf4:0x1a DW_TAG_subprogram
	.byte	26                              ; DW_AT_linkage_name
	.byte	27                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	13                              ; Abbrev [13] 0xfd:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x105:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x10e:0x1a DW_TAG_subprogram
	.byte	28                              ; DW_AT_linkage_name
	.byte	29                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	13                              ; Abbrev [13] 0x117:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x11f:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	14                              ; Abbrev [14] 0x128:0xc2 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	38                              ; DW_AT_linkage_name
	.byte	39                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	13                              ; Abbrev [13] 0x132:0x8 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	851                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x13a:0x8 DW_TAG_formal_parameter
	.byte	13                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	856                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x142:0x8 DW_TAG_formal_parameter
	.byte	45                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	847                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x14a:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	206                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x152:0x8 DW_TAG_formal_parameter
	.byte	46                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	206                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x15a:0x8 DW_TAG_variable
	.byte	47                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x162:0x8 DW_TAG_variable
	.byte	48                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x16a:0x8 DW_TAG_variable
	.byte	49                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x172:0x65 DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.byte	16                              ; Abbrev [16] 0x174:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	42                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	847                             ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x17d:0xd DW_TAG_inlined_subroutine
	.long	136                             ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_low_pc
	.long	.Ltmp0-.Lfunc_begin0            ; DW_AT_high_pc
	.byte	3                               ; DW_AT_call_file
	.byte	15                              ; DW_AT_call_line
	.byte	31                              ; DW_AT_call_column
	.byte	15                              ; Abbrev [15] 0x18a:0x4c DW_TAG_lexical_block
	.byte	1                               ; DW_AT_ranges
	.byte	16                              ; Abbrev [16] 0x18c:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	44                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x195:0x26 DW_TAG_inlined_subroutine
	.long	210                             ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp17-.Ltmp15                 ; DW_AT_high_pc
	.byte	3                               ; DW_AT_call_file
	.byte	16                              ; DW_AT_call_line
	.byte	21                              ; DW_AT_call_column
	.byte	19                              ; Abbrev [19] 0x1a2:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.long	219                             ; DW_AT_abstract_origin
	.byte	20                              ; Abbrev [20] 0x1ab:0x6 DW_TAG_formal_parameter
	.byte	1                               ; DW_AT_location
	.long	227                             ; DW_AT_abstract_origin
	.byte	19                              ; Abbrev [19] 0x1b1:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\207\f"
	.long	235                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0x1bb:0xd DW_TAG_inlined_subroutine
	.long	244                             ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp18-.Ltmp17                 ; DW_AT_high_pc
	.byte	3                               ; DW_AT_call_file
	.byte	17                              ; DW_AT_call_line
	.byte	24                              ; DW_AT_call_column
	.byte	17                              ; Abbrev [17] 0x1c8:0xd DW_TAG_inlined_subroutine
	.long	270                             ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp19-.Ltmp18                 ; DW_AT_high_pc
	.byte	3                               ; DW_AT_call_file
	.byte	17                              ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	21                              ; Abbrev [21] 0x1d7:0x9 DW_TAG_inlined_subroutine
	.long	188                             ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_ranges
	.byte	3                               ; DW_AT_call_file
	.byte	13                              ; DW_AT_call_line
	.byte	18                              ; DW_AT_call_column
	.byte	21                              ; Abbrev [21] 0x1e0:0x9 DW_TAG_inlined_subroutine
	.long	188                             ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_ranges
	.byte	3                               ; DW_AT_call_file
	.byte	12                              ; DW_AT_call_line
	.byte	18                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x1ea:0x1a DW_TAG_subprogram
	.byte	30                              ; DW_AT_linkage_name
	.byte	31                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	86                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	13                              ; Abbrev [13] 0x1f3:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	86                              ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x1fb:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	86                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x204:0x1a DW_TAG_subprogram
	.byte	32                              ; DW_AT_linkage_name
	.byte	33                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	86                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	13                              ; Abbrev [13] 0x20d:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	86                              ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x215:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	86                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x21e:0x1a DW_TAG_subprogram
	.byte	34                              ; DW_AT_linkage_name
	.byte	35                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	13                              ; Abbrev [13] 0x227:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x22f:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x238:0x1a DW_TAG_subprogram
	.byte	36                              ; DW_AT_linkage_name
	.byte	37                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	13                              ; Abbrev [13] 0x241:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x249:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	14                              ; Abbrev [14] 0x252:0xfd DW_TAG_subprogram
	.byte	4                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	40                              ; DW_AT_linkage_name
	.byte	41                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	13                              ; Abbrev [13] 0x25c:0x8 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	861                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x264:0x8 DW_TAG_formal_parameter
	.byte	13                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	861                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x26c:0x8 DW_TAG_formal_parameter
	.byte	53                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	861                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x274:0x8 DW_TAG_formal_parameter
	.byte	14                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	876                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x27c:0x8 DW_TAG_formal_parameter
	.byte	54                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	847                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x284:0x8 DW_TAG_variable
	.byte	42                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	847                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x28c:0x8 DW_TAG_variable
	.byte	45                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.long	847                             ; DW_AT_type
	.byte	21                              ; Abbrev [21] 0x294:0x9 DW_TAG_inlined_subroutine
	.long	136                             ; DW_AT_abstract_origin
	.byte	4                               ; DW_AT_ranges
	.byte	3                               ; DW_AT_call_file
	.byte	24                              ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	22                              ; Abbrev [22] 0x29d:0x46 DW_TAG_lexical_block
	.byte	5                               ; DW_AT_low_pc
	.long	.Ltmp37-.Ltmp32                 ; DW_AT_high_pc
	.byte	10                              ; Abbrev [10] 0x2a3:0x8 DW_TAG_variable
	.byte	55                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.long	847                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x2ab:0x20 DW_TAG_inlined_subroutine
	.long	490                             ; DW_AT_abstract_origin
	.byte	6                               ; DW_AT_low_pc
	.long	.Ltmp35-.Ltmp34                 ; DW_AT_high_pc
	.byte	3                               ; DW_AT_call_file
	.byte	34                              ; DW_AT_call_line
	.byte	23                              ; DW_AT_call_column
	.byte	19                              ; Abbrev [19] 0x2b8:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\201\f"
	.long	499                             ; DW_AT_abstract_origin
	.byte	19                              ; Abbrev [19] 0x2c1:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\202\f"
	.long	507                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	18                              ; Abbrev [18] 0x2cb:0x17 DW_TAG_inlined_subroutine
	.long	516                             ; DW_AT_abstract_origin
	.byte	7                               ; DW_AT_low_pc
	.long	.Ltmp36-.Ltmp35                 ; DW_AT_high_pc
	.byte	3                               ; DW_AT_call_file
	.byte	34                              ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	19                              ; Abbrev [19] 0x2d8:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\203\f"
	.long	533                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	22                              ; Abbrev [22] 0x2e3:0x6b DW_TAG_lexical_block
	.byte	8                               ; DW_AT_low_pc
	.long	.Ltmp45-.Ltmp38                 ; DW_AT_high_pc
	.byte	16                              ; Abbrev [16] 0x2e9:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	50                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	27                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x2f2:0x9 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.byte	51                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x2fb:0x9 DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	52                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	29                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x304:0x9 DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	44                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	30                              ; DW_AT_decl_line
	.long	53                              ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x30d:0x20 DW_TAG_inlined_subroutine
	.long	542                             ; DW_AT_abstract_origin
	.byte	9                               ; DW_AT_low_pc
	.long	.Ltmp43-.Ltmp42                 ; DW_AT_high_pc
	.byte	3                               ; DW_AT_call_file
	.byte	30                              ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	19                              ; Abbrev [19] 0x31a:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\202\f"
	.long	551                             ; DW_AT_abstract_origin
	.byte	19                              ; Abbrev [19] 0x323:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\203\f"
	.long	559                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	18                              ; Abbrev [18] 0x32d:0x20 DW_TAG_inlined_subroutine
	.long	568                             ; DW_AT_abstract_origin
	.byte	10                              ; DW_AT_low_pc
	.long	.Ltmp44-.Ltmp43                 ; DW_AT_high_pc
	.byte	3                               ; DW_AT_call_file
	.byte	30                              ; DW_AT_call_line
	.byte	21                              ; DW_AT_call_column
	.byte	19                              ; Abbrev [19] 0x33a:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\202\f"
	.long	577                             ; DW_AT_abstract_origin
	.byte	19                              ; Abbrev [19] 0x343:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\204\f"
	.long	585                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x34f:0x4 DW_TAG_base_type
	.byte	43                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	23                              ; Abbrev [23] 0x353:0x5 DW_TAG_restrict_type
	.long	43                              ; DW_AT_type
	.byte	23                              ; Abbrev [23] 0x358:0x5 DW_TAG_restrict_type
	.long	81                              ; DW_AT_type
	.byte	23                              ; Abbrev [23] 0x35d:0x5 DW_TAG_restrict_type
	.long	866                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x362:0x5 DW_TAG_pointer_type
	.long	871                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x367:0x5 DW_TAG_const_type
	.long	86                              ; DW_AT_type
	.byte	23                              ; Abbrev [23] 0x36c:0x5 DW_TAG_restrict_type
	.long	881                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x371:0x5 DW_TAG_pointer_type
	.long	86                              ; DW_AT_type
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
	.uleb128 .Lfunc_begin0-.Lfunc_begin0    ;   starting offset
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges2:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges3:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges4:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Lfunc_begin1-.Lfunc_begin0    ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	228                             ; Length of String Offsets Set
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
	.asciz	"_Float16"                      ; string offset=44
.Linfo_string4:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=53
.Linfo_string5:
	.asciz	"__half2"                       ; string offset=73
.Linfo_string6:
	.asciz	"__half"                        ; string offset=81
.Linfo_string7:
	.asciz	"unsigned short"                ; string offset=88
.Linfo_string8:
	.asciz	"char"                          ; string offset=103
.Linfo_string9:
	.asciz	"unsigned int"                  ; string offset=108
.Linfo_string10:
	.asciz	"_ZL12ws_block_dimv"            ; string offset=121
.Linfo_string11:
	.asciz	"ws_block_dim"                  ; string offset=140
.Linfo_string12:
	.asciz	"x"                             ; string offset=153
.Linfo_string13:
	.asciz	"y"                             ; string offset=155
.Linfo_string14:
	.asciz	"z"                             ; string offset=157
.Linfo_string15:
	.asciz	"uint3"                         ; string offset=159
.Linfo_string16:
	.asciz	"g"                             ; string offset=165
.Linfo_string17:
	.asciz	"_ZL16__float2half2_rnf"        ; string offset=167
.Linfo_string18:
	.asciz	"__float2half2_rn"              ; string offset=190
.Linfo_string19:
	.asciz	"f"                             ; string offset=207
.Linfo_string20:
	.asciz	"float"                         ; string offset=209
.Linfo_string21:
	.asciz	"_ZL7__hfma2Dv2_DF16_S_S_"      ; string offset=215
.Linfo_string22:
	.asciz	"__hfma2"                       ; string offset=240
.Linfo_string23:
	.asciz	"a"                             ; string offset=248
.Linfo_string24:
	.asciz	"b"                             ; string offset=250
.Linfo_string25:
	.asciz	"c"                             ; string offset=252
.Linfo_string26:
	.asciz	"_ZL7__hmax2Dv2_DF16_S_"        ; string offset=254
.Linfo_string27:
	.asciz	"__hmax2"                       ; string offset=277
.Linfo_string28:
	.asciz	"_ZL7__hmin2Dv2_DF16_S_"        ; string offset=285
.Linfo_string29:
	.asciz	"__hmin2"                       ; string offset=308
.Linfo_string30:
	.asciz	"_ZL6__haddDF16_DF16_"          ; string offset=316
.Linfo_string31:
	.asciz	"__hadd"                        ; string offset=337
.Linfo_string32:
	.asciz	"_ZL6__hmulDF16_DF16_"          ; string offset=344
.Linfo_string33:
	.asciz	"__hmul"                        ; string offset=365
.Linfo_string34:
	.asciz	"_ZL7__hadd2Dv2_DF16_S_"        ; string offset=372
.Linfo_string35:
	.asciz	"__hadd2"                       ; string offset=395
.Linfo_string36:
	.asciz	"_ZL7__hmul2Dv2_DF16_S_"        ; string offset=403
.Linfo_string37:
	.asciz	"__hmul2"                       ; string offset=426
.Linfo_string38:
	.asciz	"_Z10half2_axpyPKDv2_DF16_PS_iff" ; string offset=434
.Linfo_string39:
	.asciz	"half2_axpy"                    ; string offset=466
.Linfo_string40:
	.asciz	"_Z13half2_mul_addPKDF16_S0_S0_PDF16_i" ; string offset=477
.Linfo_string41:
	.asciz	"half2_mul_add"                 ; string offset=515
.Linfo_string42:
	.asciz	"i"                             ; string offset=529
.Linfo_string43:
	.asciz	"int"                           ; string offset=531
.Linfo_string44:
	.asciz	"r"                             ; string offset=535
.Linfo_string45:
	.asciz	"n2"                            ; string offset=537
.Linfo_string46:
	.asciz	"lim"                           ; string offset=540
.Linfo_string47:
	.asciz	"a2"                            ; string offset=544
.Linfo_string48:
	.asciz	"hi"                            ; string offset=547
.Linfo_string49:
	.asciz	"lo"                            ; string offset=550
.Linfo_string50:
	.asciz	"xv"                            ; string offset=553
.Linfo_string51:
	.asciz	"yv"                            ; string offset=556
.Linfo_string52:
	.asciz	"wv"                            ; string offset=559
.Linfo_string53:
	.asciz	"w"                             ; string offset=562
.Linfo_string54:
	.asciz	"n"                             ; string offset=564
.Linfo_string55:
	.asciz	"k"                             ; string offset=566
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Ltmp15
	.quad	.Ltmp17
	.quad	.Ltmp18
	.quad	.Lfunc_begin1
	.quad	.Ltmp32
	.quad	.Ltmp34
	.quad	.Ltmp35
	.quad	.Ltmp38
	.quad	.Ltmp42
	.quad	.Ltmp43
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_508d535f4b2fb273
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
    .name:           _Z10half2_axpyPKDv2_DF16_PS_iff
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z10half2_axpyPKDv2_DF16_PS_iff.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
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
      - .actual_access:  write_only
        .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .max_flat_workgroup_size: 1024
    .name:           _Z13half2_mul_addPKDF16_S0_S0_PDF16_i
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z13half2_mul_addPKDF16_S0_S0_PDF16_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
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
