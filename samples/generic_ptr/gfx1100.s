	.text
	.file	0 "." "-" md5 0x9b0b42e8ffdda85da3c5787fd691b762
	.file	1 "samples/generic_ptr" "kernel.cu"
	.file	2 "./samples" "hipcompat.h" md5 0x0e396cd9ec6a1daf8abc9bf26c609293
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.p2align	2                               ; -- Begin function _Z4sum3PKf
	.type	_Z4sum3PKf,@function
_Z4sum3PKf:                             ; @_Z4sum3PKf
.Lfunc_begin0:
	.loc	1 12 0                          ; samples/generic_ptr/kernel.cu:12:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	;DEBUG_VALUE: sum3:p <- [DW_OP_LLVM_fragment 32 32] $vgpr1
	;DEBUG_VALUE: sum3:p <- [DW_OP_LLVM_fragment 0 32] $vgpr0
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
.Ltmp0:
	.loc	1 13 12 prologue_end            ; samples/generic_ptr/kernel.cu:13:12
	flat_load_b96 v[0:2], v[0:1]
.Ltmp1:
	.loc	1 13 17 is_stmt 0               ; samples/generic_ptr/kernel.cu:13:17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f32 v0, 2.0, v1, v0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 13 31                         ; samples/generic_ptr/kernel.cu:13:31
	v_fmac_f32_e32 v0, 4.0, v2
	.loc	1 13 5                          ; samples/generic_ptr/kernel.cu:13:5
	s_setpc_b64 s[30:31]
.Ltmp2:
.Lfunc_end0:
	.size	_Z4sum3PKf, .Lfunc_end0-_Z4sum3PKf
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 36
; NumSgprs: 32
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _Z4bumpPff
	.type	_Z4bumpPff,@function
_Z4bumpPff:                             ; @_Z4bumpPff
.Lfunc_begin1:
	.loc	1 17 0 is_stmt 1                ; samples/generic_ptr/kernel.cu:17:0
	.cfi_startproc
; %bb.0:
	;DEBUG_VALUE: bump:p <- [DW_OP_LLVM_fragment 32 32] $vgpr1
	;DEBUG_VALUE: __isShared:p <- [DW_OP_LLVM_fragment 32 32] $vgpr1
	;DEBUG_VALUE: bump:p <- [DW_OP_LLVM_fragment 0 32] $vgpr0
	;DEBUG_VALUE: bump:s <- 3.000000e+00
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
.Ltmp3:
	.loc	1 0 0 is_stmt 0                 ; samples/generic_ptr/kernel.cu:0:0
	flat_load_b32 v2, v[0:1]
.Ltmp4:
	.loc	2 237 52 prologue_end is_stmt 1 ; ./samples/hipcompat.h:237:52
	s_mov_b64 s[0:1], src_shared_base
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, s1, v1
.Ltmp5:
	.loc	1 18 9                          ; samples/generic_ptr/kernel.cu:18:9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v3, 0x40400000, v2
	v_mul_f32_e32 v2, 0x40400000, v2
	;DEBUG_VALUE: __isShared:p <- [DW_OP_LLVM_fragment 0 32] $vgpr0
	v_cndmask_b32_e32 v2, v3, v2, vcc_lo
.Ltmp6:
	.loc	1 0 0 is_stmt 0                 ; samples/generic_ptr/kernel.cu:0:0
	flat_store_b32 v[0:1], v2
.Ltmp7:
	.loc	1 22 1 is_stmt 1                ; samples/generic_ptr/kernel.cu:22:1
	s_waitcnt lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp8:
.Lfunc_end1:
	.size	_Z4bumpPff, .Lfunc_end1-_Z4bumpPff
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 64
; NumSgprs: 34
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	_Z11generic_ptrPKfPfS1_Pii ; -- Begin function _Z11generic_ptrPKfPfS1_Pii
	.globl	_Z11generic_ptrPKfPfS1_Pii
	.p2align	8
	.type	_Z11generic_ptrPKfPfS1_Pii,@function
_Z11generic_ptrPKfPfS1_Pii:             ; @_Z11generic_ptrPKfPfS1_Pii
.Lfunc_begin2:
	.cfi_startproc
; %bb.0:
	.loc	2 77 23 prologue_end            ; ./samples/hipcompat.h:77:23
	s_clause 0x1
	s_load_b32 s12, s[0:1], 0x20
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	s_load_b64 s[10:11], s[0:1], 0x0
.Ltmp9:
	.loc	1 29 34                         ; samples/generic_ptr/kernel.cu:29:34
	v_lshl_add_u32 v1, s15, 7, v0
.Ltmp10:
	;DEBUG_VALUE: generic_ptr:g <- $vgpr1
	.loc	1 31 17                         ; samples/generic_ptr/kernel.cu:31:17
	v_mov_b32_e32 v4, 0
.Ltmp11:
	.loc	2 239 52                        ; ./samples/hipcompat.h:239:52
	s_sendmsg_rtn_b64 s[2:3], sendmsg(MSG_RTN_GET_REALTIME)
.Ltmp12:
	;DEBUG_VALUE: generic_ptr:t0 <- undef
	.loc	1 31 17                         ; samples/generic_ptr/kernel.cu:31:17
	s_mov_b32 s4, exec_lo
	s_mov_b32 s32, 0
	v_ashrrev_i32_e32 v2, 31, v1
	.loc	1 31 19 is_stmt 0               ; samples/generic_ptr/kernel.cu:31:19
	s_waitcnt lgkmcnt(0)
	v_cmpx_gt_i32_e64 s12, v1
	.loc	1 31 17                         ; samples/generic_ptr/kernel.cu:31:17
	s_cbranch_execz .LBB2_2
.Ltmp13:
; %bb.1:
	;DEBUG_VALUE: generic_ptr:g <- $vgpr1
	.loc	1 0 17                          ; samples/generic_ptr/kernel.cu:0:17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	v_add_co_u32 v3, vcc_lo, s10, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v4, vcc_lo, s11, v4, vcc_lo
	.loc	1 31 25                         ; samples/generic_ptr/kernel.cu:31:25
	global_load_b32 v4, v[3:4], off
.Ltmp14:
.LBB2_2:
	;DEBUG_VALUE: generic_ptr:g <- $vgpr1
	.loc	1 0 25                          ; samples/generic_ptr/kernel.cu:0:25
	s_or_b32 exec_lo, exec_lo, s4
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x8
	; meta instruction
	; meta instruction
	s_load_b64 s[8:9], s[0:1], 0x18
	;DEBUG_VALUE: generic_ptr:where <- undef
	.loc	1 31 5                          ; samples/generic_ptr/kernel.cu:31:5
	v_lshlrev_b32_e32 v3, 2, v0
	.loc	1 32 9 is_stmt 1                ; samples/generic_ptr/kernel.cu:32:9
	s_mov_b32 s0, exec_lo
	.loc	1 31 15                         ; samples/generic_ptr/kernel.cu:31:15
	s_waitcnt vmcnt(0)
	ds_store_b32 v3, v4
.Ltmp15:
	.loc	1 32 13                         ; samples/generic_ptr/kernel.cu:32:13
	v_cmpx_gt_u32_e32 2, v0
.Ltmp16:
	.loc	1 32 9 is_stmt 0                ; samples/generic_ptr/kernel.cu:32:9
	s_cbranch_execz .LBB2_6
.Ltmp17:
; %bb.3:
	;DEBUG_VALUE: generic_ptr:g <- $vgpr1
	.loc	1 33 33 is_stmt 1               ; samples/generic_ptr/kernel.cu:33:33
	v_add_nc_u32_e32 v4, 0x80, v1
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 33 43 is_stmt 0               ; samples/generic_ptr/kernel.cu:33:43
	v_cmp_gt_i32_e32 vcc_lo, s12, v4
	.loc	1 33 31                         ; samples/generic_ptr/kernel.cu:33:31
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB2_5
.Ltmp18:
; %bb.4:
	;DEBUG_VALUE: generic_ptr:g <- $vgpr1
	.loc	1 0 31                          ; samples/generic_ptr/kernel.cu:0:31
	v_lshlrev_b64 v[4:5], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v4, vcc_lo, s10, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s11, v5, vcc_lo
	.loc	1 33 49                         ; samples/generic_ptr/kernel.cu:33:49
	global_load_b32 v4, v[4:5], off offset:512
.Ltmp19:
.LBB2_5:
	;DEBUG_VALUE: generic_ptr:g <- $vgpr1
	.loc	1 0 49                          ; samples/generic_ptr/kernel.cu:0:49
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 33 29                         ; samples/generic_ptr/kernel.cu:33:29
	s_waitcnt vmcnt(0)
	ds_store_b32 v3, v4 offset:512
.Ltmp20:
.LBB2_6:
	;DEBUG_VALUE: generic_ptr:g <- $vgpr1
	.loc	1 0 29                          ; samples/generic_ptr/kernel.cu:0:29
	s_or_b32 exec_lo, exec_lo, s0
	;DEBUG_VALUE: generic_ptr:out <- undef
	;DEBUG_VALUE: generic_ptr:scratch <- undef
.Ltmp21:
	;DEBUG_VALUE: generic_ptr:where <- undef
	.loc	1 35 11 is_stmt 1               ; samples/generic_ptr/kernel.cu:35:11
	v_add_nc_u32_e32 v4, 2, v1
.Ltmp22:
	.loc	2 104 5                         ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp23:
	.loc	1 35 9                          ; samples/generic_ptr/kernel.cu:35:9
	s_mov_b32 s0, exec_lo
.Ltmp24:
	.loc	1 35 15 is_stmt 0               ; samples/generic_ptr/kernel.cu:35:15
	v_cmpx_gt_i32_e64 s12, v4
.Ltmp25:
	.loc	1 35 9                          ; samples/generic_ptr/kernel.cu:35:9
	s_cbranch_execz .LBB2_10
.Ltmp26:
; %bb.7:
	;DEBUG_VALUE: generic_ptr:g <- $vgpr1
	.loc	1 37 24 is_stmt 1               ; samples/generic_ptr/kernel.cu:37:24
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	v_dual_mov_b32 v10, v0 :: v_dual_and_b32 v1, 1, v0
.Ltmp27:
	.loc	1 0 24 is_stmt 0                ; samples/generic_ptr/kernel.cu:0:24
	s_mov_b64 s[12:13], src_shared_base
	.loc	1 38 15 is_stmt 1               ; samples/generic_ptr/kernel.cu:38:15
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z4sum3PKf@rel32@lo+4
	s_addc_u32 s1, s1, _Z4sum3PKf@rel32@hi+12
	.loc	1 37 24                         ; samples/generic_ptr/kernel.cu:37:24
	v_add_co_u32 v8, vcc_lo, s10, v6
	v_add_co_ci_u32_e32 v9, vcc_lo, s11, v7, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v1, v3, v8, vcc_lo
.Ltmp28:
	;DEBUG_VALUE: generic_ptr:src <- undef
	v_dual_cndmask_b32 v5, s13, v9 :: v_dual_mov_b32 v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	1 38 15                         ; samples/generic_ptr/kernel.cu:38:15
	v_mov_b32_e32 v1, v5
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp29:
	v_mov_b32_e32 v4, v0
.Ltmp30:
	;DEBUG_VALUE: generic_ptr:r <- $vgpr4
	.loc	1 39 23                         ; samples/generic_ptr/kernel.cu:39:23
	v_and_b32_e32 v0, 2, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	.loc	1 39 18 is_stmt 0               ; samples/generic_ptr/kernel.cu:39:18
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	v_add_co_u32 v0, s0, s6, v6
	v_add_co_ci_u32_e64 v1, s0, s7, v7, s0
.Ltmp31:
	;DEBUG_VALUE: generic_ptr:dst <- undef
	.loc	1 40 9 is_stmt 1                ; samples/generic_ptr/kernel.cu:40:9
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB2_9
.Ltmp32:
; %bb.8:
	;DEBUG_VALUE: generic_ptr:r <- $vgpr4
	.loc	1 41 22                         ; samples/generic_ptr/kernel.cu:41:22
	global_load_b32 v2, v[8:9], off
	.loc	1 41 20 is_stmt 0               ; samples/generic_ptr/kernel.cu:41:20
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v2, off
.Ltmp33:
.LBB2_9:
	;DEBUG_VALUE: generic_ptr:r <- $vgpr4
	.loc	1 0 20                          ; samples/generic_ptr/kernel.cu:0:20
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 39 18 is_stmt 1               ; samples/generic_ptr/kernel.cu:39:18
	v_cndmask_b32_e32 v1, s13, v1, vcc_lo
	v_cndmask_b32_e32 v0, v3, v0, vcc_lo
.Ltmp34:
	.loc	2 104 5                         ; ./samples/hipcompat.h:104:5
	s_waitcnt_vscnt null, 0x0
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp35:
	.loc	1 43 5                          ; samples/generic_ptr/kernel.cu:43:5
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z4bumpPff@rel32@lo+4
	s_addc_u32 s1, s1, _Z4bumpPff@rel32@hi+12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp36:
	.loc	2 109 41                        ; ./samples/hipcompat.h:109:41
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
.Ltmp37:
	.loc	1 45 10                         ; samples/generic_ptr/kernel.cu:45:10
	flat_load_b32 v2, v[0:1]
.Ltmp38:
	.loc	2 237 52                        ; ./samples/hipcompat.h:237:52
	v_cmp_eq_u32_e32 vcc_lo, s13, v5
	v_cndmask_b32_e64 v3, 0, 1, vcc_lo
.Ltmp39:
	;DEBUG_VALUE: __isShared:p <- $vgpr0_vgpr1
	.loc	2 237 52 is_stmt 0              ; ./samples/hipcompat.h:237:52
	v_cmp_eq_u32_e32 vcc_lo, s13, v1
	v_cndmask_b32_e64 v5, 0, 1, vcc_lo
.Ltmp40:
	.loc	1 46 5 is_stmt 1                ; samples/generic_ptr/kernel.cu:46:5
	v_add_co_u32 v0, vcc_lo, s8, v6
.Ltmp41:
	v_add_co_ci_u32_e32 v1, vcc_lo, s9, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	.loc	1 46 42 is_stmt 0               ; samples/generic_ptr/kernel.cu:46:42
	v_lshl_or_b32 v3, v5, 1, v3
	.loc	1 46 14                         ; samples/generic_ptr/kernel.cu:46:14
	global_store_b32 v[0:1], v3, off
.Ltmp42:
	.loc	2 239 52 is_stmt 1              ; ./samples/hipcompat.h:239:52
	s_sendmsg_rtn_b64 s[0:1], sendmsg(MSG_RTN_GET_REALTIME)
.Ltmp43:
	;DEBUG_VALUE: generic_ptr:t1 <- undef
	.loc	1 48 14                         ; samples/generic_ptr/kernel.cu:48:14
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_i64_e64 vcc_lo, s[0:1], s[2:3]
	.loc	1 45 7                          ; samples/generic_ptr/kernel.cu:45:7
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v4, v2
	;DEBUG_VALUE: __isShared:p <- undef
.Ltmp44:
	;DEBUG_VALUE: generic_ptr:r <- $vgpr2
	.loc	1 0 7 is_stmt 0                 ; samples/generic_ptr/kernel.cu:0:7
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 48 14 is_stmt 1               ; samples/generic_ptr/kernel.cu:48:14
	v_cndmask_b32_e32 v2, -1.0, v2, vcc_lo
.Ltmp45:
	.loc	1 48 5 is_stmt 0                ; samples/generic_ptr/kernel.cu:48:5
	v_add_co_u32 v0, vcc_lo, s4, v6
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v7, vcc_lo
	.loc	1 48 12                         ; samples/generic_ptr/kernel.cu:48:12
	global_store_b32 v[0:1], v2, off
.Ltmp46:
.LBB2_10:
	.loc	1 49 1 is_stmt 1                ; samples/generic_ptr/kernel.cu:49:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp47:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11generic_ptrPKfPfS1_Pii
		.amdhsa_group_segment_fixed_size 520
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 33
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
.Lfunc_end2:
	.size	_Z11generic_ptrPKfPfS1_Pii, .Lfunc_end2-_Z11generic_ptrPKfPfS1_Pii
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 612
; NumSgprs: 35
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 520 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 35
; NumVGPRsForWavesPerEU: 11
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
	.type	__hip_cuid_82e81605535641ef,@object ; @__hip_cuid_82e81605535641ef
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_82e81605535641ef
__hip_cuid_82e81605535641ef:
	.byte	0                               ; 0x0
	.size	__hip_cuid_82e81605535641ef, 1

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
	.uleb128 .Lfunc_begin0-.Lfunc_begin0    ;   starting offset
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	144                             ; DW_OP_regx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Lfunc_begin1-.Lfunc_begin0    ;   starting offset
	.uleb128 .Lfunc_end1-.Lfunc_begin0      ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	144                             ; DW_OP_regx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
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
	.byte	9                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	72                              ; DW_TAG_call_site
	.byte	0                               ; DW_CHILDREN_no
	.ascii	"\203\001"                      ; DW_AT_call_target
	.byte	24                              ; DW_FORM_exprloc
	.byte	125                             ; DW_AT_call_return_pc
	.byte	27                              ; DW_FORM_addrx
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
	.byte	11                              ; DW_FORM_data1
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
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	17                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
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
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	18                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
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
	.byte	19                              ; Abbreviation Code
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
	.byte	20                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	21                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	22                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
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
	.byte	54                              ; DW_AT_calling_convention
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	23                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	28                              ; DW_AT_const_value
	.byte	15                              ; DW_FORM_udata
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
	.byte	24                              ; Abbreviation Code
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
	.byte	25                              ; Abbreviation Code
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
	.byte	26                              ; Abbreviation Code
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
	.byte	27                              ; Abbreviation Code
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
	.byte	28                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0x236 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	33                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x27:0x10a DW_TAG_subprogram
	.byte	4                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	28                              ; DW_AT_linkage_name
	.byte	29                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x31:0xe DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	305                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	27                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	50
	.byte	22
	.byte	24
	.byte	4                               ; Abbrev [4] 0x3f:0x8 DW_TAG_formal_parameter
	.byte	34                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	557                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x47:0x8 DW_TAG_formal_parameter
	.byte	35                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	562                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x4f:0x8 DW_TAG_formal_parameter
	.byte	36                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.long	562                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x57:0x8 DW_TAG_formal_parameter
	.byte	37                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.long	567                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x5f:0x8 DW_TAG_formal_parameter
	.byte	38                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.long	553                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x67:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	31                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	29                              ; DW_AT_decl_line
	.long	553                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x70:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	33                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	38                              ; DW_AT_decl_line
	.long	317                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x79:0x8 DW_TAG_variable
	.byte	39                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.long	553                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x81:0x8 DW_TAG_variable
	.byte	40                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	30                              ; DW_AT_decl_line
	.long	353                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x89:0x8 DW_TAG_variable
	.byte	41                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	37                              ; DW_AT_decl_line
	.long	538                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x91:0x8 DW_TAG_variable
	.byte	42                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	39                              ; DW_AT_decl_line
	.long	548                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x99:0x8 DW_TAG_variable
	.byte	43                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	47                              ; DW_AT_decl_line
	.long	353                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0xa1:0xd DW_TAG_inlined_subroutine
	.long	476                             ; DW_AT_abstract_origin
	.byte	4                               ; DW_AT_low_pc
	.long	.Ltmp9-.Lfunc_begin2            ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	28                              ; DW_AT_call_line
	.byte	15                              ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0xae:0xd DW_TAG_inlined_subroutine
	.long	519                             ; DW_AT_abstract_origin
	.byte	5                               ; DW_AT_low_pc
	.long	.Ltmp12-.Ltmp11                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	30                              ; DW_AT_call_line
	.byte	20                              ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0xbb:0xd DW_TAG_inlined_subroutine
	.long	528                             ; DW_AT_abstract_origin
	.byte	6                               ; DW_AT_low_pc
	.long	.Ltmp23-.Ltmp22                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	34                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0xc8:0xd DW_TAG_inlined_subroutine
	.long	528                             ; DW_AT_abstract_origin
	.byte	7                               ; DW_AT_low_pc
	.long	.Ltmp35-.Ltmp34                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	42                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0xd5:0xd DW_TAG_inlined_subroutine
	.long	533                             ; DW_AT_abstract_origin
	.byte	8                               ; DW_AT_low_pc
	.long	.Ltmp37-.Ltmp36                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	44                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0xe2:0xd DW_TAG_inlined_subroutine
	.long	384                             ; DW_AT_abstract_origin
	.byte	9                               ; DW_AT_low_pc
	.long	.Ltmp39-.Ltmp38                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	46                              ; DW_AT_call_line
	.byte	17                              ; DW_AT_call_column
	.byte	8                               ; Abbrev [8] 0xef:0x1e DW_TAG_inlined_subroutine
	.long	384                             ; DW_AT_abstract_origin
	.byte	10                              ; DW_AT_low_pc
	.long	.Ltmp40-.Ltmp39                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	46                              ; DW_AT_call_line
	.byte	45                              ; DW_AT_call_column
	.byte	9                               ; Abbrev [9] 0xfc:0x10 DW_TAG_formal_parameter
	.byte	10                              ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.byte	147
	.byte	4
	.byte	144
	.ascii	"\201\f"
	.byte	147
	.byte	4
	.long	393                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x10d:0xd DW_TAG_inlined_subroutine
	.long	519                             ; DW_AT_abstract_origin
	.byte	11                              ; DW_AT_low_pc
	.long	.Ltmp43-.Ltmp42                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	47                              ; DW_AT_call_line
	.byte	20                              ; DW_AT_call_column
	.byte	10                              ; Abbrev [10] 0x11a:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	12                              ; DW_AT_call_return_pc
	.byte	10                              ; Abbrev [10] 0x125:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	8                               ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0x131:0xc DW_TAG_array_type
	.long	317                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x136:0x6 DW_TAG_subrange_type
	.long	321                             ; DW_AT_type
	.byte	130                             ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	13                              ; Abbrev [13] 0x13d:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	14                              ; Abbrev [14] 0x141:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	15                              ; Abbrev [15] 0x145:0x7 DW_TAG_variable
	.long	332                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	104                             ; DW_AT_decl_line
	.byte	11                              ; Abbrev [11] 0x14c:0xc DW_TAG_array_type
	.long	344                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x151:0x6 DW_TAG_subrange_type
	.long	321                             ; DW_AT_type
	.byte	10                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0x158:0x5 DW_TAG_const_type
	.long	349                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x15d:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	13                              ; Abbrev [13] 0x161:0x4 DW_TAG_base_type
	.byte	7                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	17                              ; Abbrev [17] 0x165:0x1b DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	64
                                        ; DW_AT_call_all_calls
	.byte	24                              ; DW_AT_linkage_name
	.byte	25                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	317                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	18                              ; Abbrev [18] 0x176:0x9 DW_TAG_formal_parameter
	.byte	0                               ; DW_AT_location
	.byte	11                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	538                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	19                              ; Abbrev [19] 0x180:0x12 DW_TAG_subprogram
	.byte	8                               ; DW_AT_linkage_name
	.byte	9                               ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	237                             ; DW_AT_decl_line
	.long	402                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x189:0x8 DW_TAG_formal_parameter
	.byte	11                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	237                             ; DW_AT_decl_line
	.long	406                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	13                              ; Abbrev [13] 0x192:0x4 DW_TAG_base_type
	.byte	10                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	20                              ; Abbrev [20] 0x196:0x5 DW_TAG_pointer_type
	.long	411                             ; DW_AT_type
	.byte	21                              ; Abbrev [21] 0x19b:0x1 DW_TAG_const_type
	.byte	22                              ; Abbrev [22] 0x19c:0x40 DW_TAG_subprogram
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	64
                                        ; DW_AT_call_all_calls
	.byte	26                              ; DW_AT_linkage_name
	.byte	27                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.byte	3                               ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	18                              ; Abbrev [18] 0x1aa:0x9 DW_TAG_formal_parameter
	.byte	1                               ; DW_AT_location
	.byte	11                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	548                             ; DW_AT_type
	.byte	23                              ; Abbrev [23] 0x1b3:0xd DW_TAG_formal_parameter
	.ascii	"\200\200\200\202\004"          ; DW_AT_const_value
	.byte	30                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	317                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x1c0:0x1b DW_TAG_inlined_subroutine
	.long	384                             ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp5-.Ltmp4                   ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	18                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	9                               ; Abbrev [9] 0x1cd:0xd DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_location
	.byte	147
	.byte	4
	.byte	144
	.ascii	"\201\f"
	.byte	147
	.byte	4
	.long	393                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	24                              ; Abbrev [24] 0x1dc:0x9 DW_TAG_subprogram
	.byte	12                              ; DW_AT_linkage_name
	.byte	13                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	75                              ; DW_AT_decl_line
	.long	485                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	25                              ; Abbrev [25] 0x1e5:0x22 DW_TAG_structure_type
	.byte	5                               ; DW_AT_calling_convention
	.byte	17                              ; DW_AT_name
	.byte	12                              ; DW_AT_byte_size
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	26                              ; Abbrev [26] 0x1eb:0x9 DW_TAG_member
	.byte	14                              ; DW_AT_name
	.long	402                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	26                              ; Abbrev [26] 0x1f4:0x9 DW_TAG_member
	.byte	15                              ; DW_AT_name
	.long	402                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	26                              ; Abbrev [26] 0x1fd:0x9 DW_TAG_member
	.byte	16                              ; DW_AT_name
	.long	402                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	24                              ; Abbrev [24] 0x207:0x9 DW_TAG_subprogram
	.byte	18                              ; DW_AT_linkage_name
	.byte	19                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	239                             ; DW_AT_decl_line
	.long	353                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	27                              ; Abbrev [27] 0x210:0x5 DW_TAG_subprogram
	.byte	20                              ; DW_AT_linkage_name
	.byte	21                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	102                             ; DW_AT_decl_line
                                        ; DW_AT_inline
	.byte	27                              ; Abbrev [27] 0x215:0x5 DW_TAG_subprogram
	.byte	22                              ; DW_AT_linkage_name
	.byte	23                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	109                             ; DW_AT_decl_line
                                        ; DW_AT_inline
	.byte	20                              ; Abbrev [20] 0x21a:0x5 DW_TAG_pointer_type
	.long	543                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x21f:0x5 DW_TAG_const_type
	.long	317                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x224:0x5 DW_TAG_pointer_type
	.long	317                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x229:0x4 DW_TAG_base_type
	.byte	32                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	28                              ; Abbrev [28] 0x22d:0x5 DW_TAG_restrict_type
	.long	538                             ; DW_AT_type
	.byte	28                              ; Abbrev [28] 0x232:0x5 DW_TAG_restrict_type
	.long	548                             ; DW_AT_type
	.byte	28                              ; Abbrev [28] 0x237:0x5 DW_TAG_restrict_type
	.long	572                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x23c:0x5 DW_TAG_pointer_type
	.long	553                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	180                             ; Length of String Offsets Set
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
	.asciz	"long long"                     ; string offset=80
.Linfo_string8:
	.asciz	"_ZL10__isSharedPKv"            ; string offset=90
.Linfo_string9:
	.asciz	"__isShared"                    ; string offset=109
.Linfo_string10:
	.asciz	"unsigned int"                  ; string offset=120
.Linfo_string11:
	.asciz	"p"                             ; string offset=133
.Linfo_string12:
	.asciz	"_ZL13ws_thread_idxv"           ; string offset=135
.Linfo_string13:
	.asciz	"ws_thread_idx"                 ; string offset=155
.Linfo_string14:
	.asciz	"x"                             ; string offset=169
.Linfo_string15:
	.asciz	"y"                             ; string offset=171
.Linfo_string16:
	.asciz	"z"                             ; string offset=173
.Linfo_string17:
	.asciz	"uint3"                         ; string offset=175
.Linfo_string18:
	.asciz	"_ZL7clock64v"                  ; string offset=181
.Linfo_string19:
	.asciz	"clock64"                       ; string offset=194
.Linfo_string20:
	.asciz	"_ZL13__syncthreadsv"           ; string offset=202
.Linfo_string21:
	.asciz	"__syncthreads"                 ; string offset=222
.Linfo_string22:
	.asciz	"_ZL19__threadfence_blockv"     ; string offset=236
.Linfo_string23:
	.asciz	"__threadfence_block"           ; string offset=262
.Linfo_string24:
	.asciz	"_Z4sum3PKf"                    ; string offset=282
.Linfo_string25:
	.asciz	"sum3"                          ; string offset=293
.Linfo_string26:
	.asciz	"_Z4bumpPff"                    ; string offset=298
.Linfo_string27:
	.asciz	"bump"                          ; string offset=309
.Linfo_string28:
	.asciz	"_Z11generic_ptrPKfPfS1_Pii"    ; string offset=314
.Linfo_string29:
	.asciz	"generic_ptr"                   ; string offset=341
.Linfo_string30:
	.asciz	"s"                             ; string offset=353
.Linfo_string31:
	.asciz	"g"                             ; string offset=355
.Linfo_string32:
	.asciz	"int"                           ; string offset=357
.Linfo_string33:
	.asciz	"r"                             ; string offset=361
.Linfo_string34:
	.asciz	"in"                            ; string offset=363
.Linfo_string35:
	.asciz	"out"                           ; string offset=366
.Linfo_string36:
	.asciz	"scratch"                       ; string offset=370
.Linfo_string37:
	.asciz	"where"                         ; string offset=378
.Linfo_string38:
	.asciz	"n"                             ; string offset=384
.Linfo_string39:
	.asciz	"tid"                           ; string offset=386
.Linfo_string40:
	.asciz	"t0"                            ; string offset=390
.Linfo_string41:
	.asciz	"src"                           ; string offset=393
.Linfo_string42:
	.asciz	"dst"                           ; string offset=397
.Linfo_string43:
	.asciz	"t1"                            ; string offset=401
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	_ZZ11generic_ptrPKfPfS1_PiiE4tile
	.quad	.Lfunc_begin0
	.quad	.Lfunc_begin1
	.quad	.Ltmp4
	.quad	.Lfunc_begin2
	.quad	.Ltmp11
	.quad	.Ltmp22
	.quad	.Ltmp34
	.quad	.Ltmp36
	.quad	.Ltmp38
	.quad	.Ltmp39
	.quad	.Ltmp42
	.quad	.Ltmp29
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_82e81605535641ef
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
      - .address_space:  global
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
    .group_segment_fixed_size: 520
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .max_flat_workgroup_size: 1024
    .name:           _Z11generic_ptrPKfPfS1_Pii
    .private_segment_fixed_size: 0
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         _Z11generic_ptrPKfPfS1_Pii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     11
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
