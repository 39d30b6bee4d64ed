	.text
	.file	0 "." "-" md5 0x1e266b4c539249d2c5db5700d65bc832
	.file	1 "./samples" "hipcompat.h" md5 0x3928f6b82366b057f993ff5a0325bcf9
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	_Z21bitonic_sort_segmentsPji ; -- Begin function _Z21bitonic_sort_segmentsPji
	.globl	_Z21bitonic_sort_segmentsPji
	.p2align	8
	.type	_Z21bitonic_sort_segmentsPji,@function
_Z21bitonic_sort_segmentsPji:           ; @_Z21bitonic_sort_segmentsPji
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	1 89 23 prologue_end            ; ./samples/hipcompat.h:89:23
	s_clause 0x2
	s_load_b32 s5, s[0:1], 0x1c
	; meta instruction
	s_load_b64 s[2:3], s[0:1], 0x0
	s_load_b32 s4, s[0:1], 0x8
	;DEBUG_VALUE: bitonic_sort_segments:n <- undef
	v_lshl_add_u32 v3, v0, 2, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s5, s5, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
.Ltmp0:
	.file	2 "tests/heldout/bitonic_sort_smem" "kernel.cu"
	.loc	2 11 23                         ; tests/heldout/bitonic_sort_smem/kernel.cu:11:23
	s_lshl_b32 s6, s5, 1
.Ltmp1:
	;DEBUG_VALUE: bitonic_sort_segments:seg <- undef
	.loc	2 13 33                         ; tests/heldout/bitonic_sort_smem/kernel.cu:13:33
	v_cmp_gt_u32_e32 vcc_lo, s6, v0
.Ltmp2:
	.loc	2 12 27                         ; tests/heldout/bitonic_sort_smem/kernel.cu:12:27
	s_mul_i32 s7, s6, s15
.Ltmp3:
	;DEBUG_VALUE: t <- $vgpr0
	;DEBUG_VALUE: bitonic_sort_segments:base <- undef
	.loc	2 13 5                          ; tests/heldout/bitonic_sort_smem/kernel.cu:13:5
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_5
.Ltmp4:
; %bb.1:
	;DEBUG_VALUE: t <- $vgpr0
	v_lshl_add_u32 v4, v0, 2, 0
	v_mov_b32_e32 v5, v0
	s_mov_b32 s8, 0
	s_lshl_b32 s9, s5, 2
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB0_3
.Ltmp5:
	.p2align	6
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	;DEBUG_VALUE: t <- $vgpr5
	.loc	2 0 5 is_stmt 0                 ; tests/heldout/bitonic_sort_smem/kernel.cu:0:5
	s_or_b32 exec_lo, exec_lo, s10
.Ltmp6:
	.loc	2 13 42                         ; tests/heldout/bitonic_sort_smem/kernel.cu:13:42
	v_add_nc_u32_e32 v5, s5, v5
.Ltmp7:
	;DEBUG_VALUE: t <- $vgpr5
	.loc	2 14 15 is_stmt 1               ; tests/heldout/bitonic_sort_smem/kernel.cu:14:15
	s_waitcnt vmcnt(0)
	ds_store_b32 v4, v2
.Ltmp8:
	;DEBUG_VALUE: ws_block_dim:g <- undef
	.loc	2 13 33                         ; tests/heldout/bitonic_sort_smem/kernel.cu:13:33
	v_add_nc_u32_e32 v4, s9, v4
	v_cmp_le_i32_e64 s0, s6, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
.Ltmp9:
	.loc	2 13 5 is_stmt 0                ; tests/heldout/bitonic_sort_smem/kernel.cu:13:5
	s_or_b32 s8, s0, s8
	s_and_not1_b32 exec_lo, exec_lo, s8
	s_cbranch_execz .LBB0_5
.Ltmp10:
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: t <- $vgpr5
	.loc	2 14 17 is_stmt 1               ; tests/heldout/bitonic_sort_smem/kernel.cu:14:17
	v_dual_mov_b32 v2, -1 :: v_dual_add_nc_u32 v1, s7, v5
	s_mov_b32 s10, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	.loc	2 14 26 is_stmt 0               ; tests/heldout/bitonic_sort_smem/kernel.cu:14:26
	v_cmpx_gt_i32_e64 s4, v1
	s_cbranch_execz .LBB0_2
.Ltmp11:
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	;DEBUG_VALUE: t <- $vgpr5
	.loc	2 0 26                          ; tests/heldout/bitonic_sort_smem/kernel.cu:0:26
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, s0, s2, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, s0, s3, v2, s0
	.loc	2 14 32                         ; tests/heldout/bitonic_sort_smem/kernel.cu:14:32
	global_load_b32 v2, v[1:2], off
	s_branch .LBB0_2
.Ltmp12:
.LBB0_5:
	.loc	2 0 32                          ; tests/heldout/bitonic_sort_smem/kernel.cu:0:32
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s1
.Ltmp13:
	.loc	2 17 29 is_stmt 1               ; tests/heldout/bitonic_sort_smem/kernel.cu:17:29
	s_cmp_eq_u32 s5, 0
.Ltmp14:
	.loc	1 104 5                         ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	1 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	1 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp15:
	;DEBUG_VALUE: size <- 2
	.loc	2 17 5                          ; tests/heldout/bitonic_sort_smem/kernel.cu:17:5
	s_cbranch_scc1 .LBB0_16
.Ltmp16:
; %bb.6:
	;DEBUG_VALUE: size <- 2
	v_lshl_add_u32 v1, v0, 2, 0
	s_mov_b32 s8, 2
	s_lshl_b32 s9, s5, 2
	s_branch .LBB0_8
.Ltmp17:
.LBB0_7:                                ;   in Loop: Header=BB0_8 Depth=1
	.loc	2 17 42 is_stmt 0               ; tests/heldout/bitonic_sort_smem/kernel.cu:17:42
	s_lshl_b32 s8, s8, 1
.Ltmp18:
	;DEBUG_VALUE: size <- undef
	.loc	2 0 42                          ; tests/heldout/bitonic_sort_smem/kernel.cu:0:42
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	2 17 29                         ; tests/heldout/bitonic_sort_smem/kernel.cu:17:29
	s_cmp_gt_i32 s8, s6
.Ltmp19:
	.loc	2 17 5                          ; tests/heldout/bitonic_sort_smem/kernel.cu:17:5
	s_cbranch_scc1 .LBB0_16
.Ltmp20:
.LBB0_8:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_10 Depth 2
                                        ;       Child Loop BB0_13 Depth 3
	;DEBUG_VALUE: size <- undef
	.loc	2 18 32 is_stmt 1               ; tests/heldout/bitonic_sort_smem/kernel.cu:18:32
	s_ashr_i32 s10, s8, 1
.Ltmp21:
	;DEBUG_VALUE: stride <- undef
	.loc	2 0 32 is_stmt 0                ; tests/heldout/bitonic_sort_smem/kernel.cu:0:32
	s_delay_alu instid0(SALU_CYCLE_1)
.Ltmp22:
	.loc	2 18 45                         ; tests/heldout/bitonic_sort_smem/kernel.cu:18:45
	s_cmp_lt_i32 s10, 1
.Ltmp23:
	.loc	2 18 9                          ; tests/heldout/bitonic_sort_smem/kernel.cu:18:9
	s_cbranch_scc0 .LBB0_10
	s_branch .LBB0_7
.Ltmp24:
	.p2align	6
.LBB0_9:                                ;   in Loop: Header=BB0_10 Depth=2
	.loc	2 0 9                           ; tests/heldout/bitonic_sort_smem/kernel.cu:0:9
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s11
.Ltmp25:
	.loc	2 18 57                         ; tests/heldout/bitonic_sort_smem/kernel.cu:18:57
	s_lshr_b32 s0, s10, 1
.Ltmp26:
	;DEBUG_VALUE: stride <- undef
	.loc	2 18 45                         ; tests/heldout/bitonic_sort_smem/kernel.cu:18:45
	s_cmp_lt_u32 s10, 2
	s_mov_b32 s10, s0
.Ltmp27:
	.loc	1 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	1 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	1 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_7
.Ltmp28:
.LBB0_10:                               ;   Parent Loop BB0_8 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_13 Depth 3
	;DEBUG_VALUE: stride <- undef
	;DEBUG_VALUE: t <- $vgpr0
	.loc	2 19 13                         ; tests/heldout/bitonic_sort_smem/kernel.cu:19:13
	s_and_saveexec_b32 s11, vcc_lo
	s_cbranch_execz .LBB0_9
.Ltmp29:
; %bb.11:                               ;   in Loop: Header=BB0_10 Depth=2
	;DEBUG_VALUE: t <- $vgpr0
	.loc	2 0 13 is_stmt 0                ; tests/heldout/bitonic_sort_smem/kernel.cu:0:13
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v4, v0
	s_mov_b32 s12, 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB0_13
.Ltmp30:
	.p2align	6
.LBB0_12:                               ;   in Loop: Header=BB0_13 Depth=3
	;DEBUG_VALUE: t <- $vgpr4
	s_or_b32 exec_lo, exec_lo, s13
.Ltmp31:
	;DEBUG_VALUE: ws_block_dim:g <- undef
	.loc	2 19 50                         ; tests/heldout/bitonic_sort_smem/kernel.cu:19:50
	v_add_nc_u32_e32 v4, s5, v4
.Ltmp32:
	;DEBUG_VALUE: t <- $vgpr4
	.loc	2 19 41                         ; tests/heldout/bitonic_sort_smem/kernel.cu:19:41
	v_add_nc_u32_e32 v2, s9, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_le_i32_e64 s0, s6, v4
.Ltmp33:
	.loc	2 19 13                         ; tests/heldout/bitonic_sort_smem/kernel.cu:19:13
	s_or_b32 s12, s0, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s12
	s_cbranch_execz .LBB0_9
.Ltmp34:
.LBB0_13:                               ;   Parent Loop BB0_8 Depth=1
                                        ;     Parent Loop BB0_10 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	;DEBUG_VALUE: t <- $vgpr4
	.loc	2 0 13                          ; tests/heldout/bitonic_sort_smem/kernel.cu:0:13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
.Ltmp35:
	.loc	2 20 33 is_stmt 1               ; tests/heldout/bitonic_sort_smem/kernel.cu:20:33
	v_xor_b32_e32 v5, s10, v4
.Ltmp36:
	;DEBUG_VALUE: partner <- $vgpr5
	.loc	2 21 21                         ; tests/heldout/bitonic_sort_smem/kernel.cu:21:21
	s_mov_b32 s13, exec_lo
.Ltmp37:
	.loc	2 21 29 is_stmt 0               ; tests/heldout/bitonic_sort_smem/kernel.cu:21:29
	v_cmpx_gt_i32_e64 v5, v4
	s_cbranch_execz .LBB0_12
.Ltmp38:
; %bb.14:                               ;   in Loop: Header=BB0_13 Depth=3
	;DEBUG_VALUE: partner <- $vgpr5
	;DEBUG_VALUE: t <- $vgpr4
	.loc	2 23 45 is_stmt 1               ; tests/heldout/bitonic_sort_smem/kernel.cu:23:45
	v_lshl_add_u32 v5, v5, 2, 0
.Ltmp39:
	.loc	2 22 41                         ; tests/heldout/bitonic_sort_smem/kernel.cu:22:41
	v_and_b32_e32 v8, s8, v4
.Ltmp40:
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_stack_value] $vgpr8
	.loc	2 23 34                         ; tests/heldout/bitonic_sort_smem/kernel.cu:23:34
	ds_load_b32 v6, v2
.Ltmp41:
	;DEBUG_VALUE: a <- $vgpr6
	.loc	2 23 45 is_stmt 0               ; tests/heldout/bitonic_sort_smem/kernel.cu:23:45
	ds_load_b32 v7, v5
.Ltmp42:
	;DEBUG_VALUE: b <- $vgpr7
	.loc	2 24 33 is_stmt 1               ; tests/heldout/bitonic_sort_smem/kernel.cu:24:33
	v_cmp_ne_u32_e64 s1, 0, v8
	.loc	2 24 28 is_stmt 0               ; tests/heldout/bitonic_sort_smem/kernel.cu:24:28
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s0, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	2 24 33                         ; tests/heldout/bitonic_sort_smem/kernel.cu:24:33
	s_xor_b32 s0, s1, s0
.Ltmp43:
	.loc	2 24 25                         ; tests/heldout/bitonic_sort_smem/kernel.cu:24:25
	s_and_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_12
.Ltmp44:
; %bb.15:                               ;   in Loop: Header=BB0_13 Depth=3
	;DEBUG_VALUE: b <- $vgpr7
	;DEBUG_VALUE: a <- $vgpr6
	;DEBUG_VALUE: ascending <- [DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_stack_value] $vgpr8
	;DEBUG_VALUE: t <- $vgpr4
	.loc	2 25 31 is_stmt 1               ; tests/heldout/bitonic_sort_smem/kernel.cu:25:31
	ds_store_b32 v2, v7
	.loc	2 26 37                         ; tests/heldout/bitonic_sort_smem/kernel.cu:26:37
	ds_store_b32 v5, v6
	s_branch .LBB0_12
.Ltmp45:
.LBB0_16:
	;DEBUG_VALUE: t <- $vgpr0
	.loc	2 34 5                          ; tests/heldout/bitonic_sort_smem/kernel.cu:34:5
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_21
.Ltmp46:
; %bb.17:
	;DEBUG_VALUE: t <- $vgpr0
	s_mov_b32 s0, 0
	s_lshl_b32 s1, s5, 2
	s_branch .LBB0_19
.Ltmp47:
	.p2align	6
.LBB0_18:                               ;   in Loop: Header=BB0_19 Depth=1
	;DEBUG_VALUE: t <- $vgpr0
	.loc	2 0 5 is_stmt 0                 ; tests/heldout/bitonic_sort_smem/kernel.cu:0:5
	s_or_b32 exec_lo, exec_lo, s8
.Ltmp48:
	;DEBUG_VALUE: ws_block_dim:g <- undef
	.loc	2 34 42                         ; tests/heldout/bitonic_sort_smem/kernel.cu:34:42
	v_add_nc_u32_e32 v0, s5, v0
.Ltmp49:
	;DEBUG_VALUE: t <- $vgpr0
	.loc	2 34 33                         ; tests/heldout/bitonic_sort_smem/kernel.cu:34:33
	v_add_nc_u32_e32 v3, s1, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_le_i32_e32 vcc_lo, s6, v0
.Ltmp50:
	.loc	2 34 5                          ; tests/heldout/bitonic_sort_smem/kernel.cu:34:5
	s_or_b32 s0, vcc_lo, s0
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_21
.Ltmp51:
.LBB0_19:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: t <- $vgpr0
	;DEBUG_VALUE: t <- $vgpr0
	.loc	2 35 22 is_stmt 1               ; tests/heldout/bitonic_sort_smem/kernel.cu:35:22
	v_add_nc_u32_e32 v1, s7, v0
.Ltmp52:
	.loc	2 35 13 is_stmt 0               ; tests/heldout/bitonic_sort_smem/kernel.cu:35:13
	s_mov_b32 s8, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
.Ltmp53:
	.loc	2 35 22                         ; tests/heldout/bitonic_sort_smem/kernel.cu:35:22
	v_cmpx_gt_i32_e64 s4, v1
	s_cbranch_execz .LBB0_18
.Ltmp54:
; %bb.20:                               ;   in Loop: Header=BB0_19 Depth=1
	;DEBUG_VALUE: t <- $vgpr0
	.loc	2 36 30 is_stmt 1               ; tests/heldout/bitonic_sort_smem/kernel.cu:36:30
	ds_load_b32 v4, v3
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s2, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, s3, v2, vcc_lo
	.loc	2 36 28 is_stmt 0               ; tests/heldout/bitonic_sort_smem/kernel.cu:36:28
	s_waitcnt lgkmcnt(0)
	global_store_b32 v[1:2], v4, off
	s_branch .LBB0_18
.Ltmp55:
.LBB0_21:
	.loc	2 37 1 is_stmt 1                ; tests/heldout/bitonic_sort_smem/kernel.cu:37:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp56:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z21bitonic_sort_segmentsPji
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
	.size	_Z21bitonic_sort_segmentsPji, .Lfunc_end0-_Z21bitonic_sort_segmentsPji
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 672
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
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.type	__hip_cuid_c3b6481fde4dc703,@object ; @__hip_cuid_c3b6481fde4dc703
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_c3b6481fde4dc703
__hip_cuid_c3b6481fde4dc703:
	.byte	0                               ; 0x0
	.size	__hip_cuid_c3b6481fde4dc703, 1

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
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
	.byte	17                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 1544
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	48                              ; DW_OP_lit0
	.byte	41                              ; DW_OP_eq
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	134                             ; 1542
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc6:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	135                             ; 1543
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
	.byte	3                               ; Abbreviation Code
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
	.byte	4                               ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
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
	.byte	8                               ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
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
	.byte	16                              ; Abbreviation Code
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
	.byte	17                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	18                              ; Abbreviation Code
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
	.byte	19                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	20                              ; Abbreviation Code
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
	.byte	21                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0x17d DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	33                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2b:0x4 DW_TAG_base_type
	.byte	17                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x2f:0x4 DW_TAG_base_type
	.byte	16                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x33:0x7 DW_TAG_variable
	.long	58                              ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	104                             ; DW_AT_decl_line
	.byte	4                               ; Abbrev [4] 0x3a:0xc DW_TAG_array_type
	.long	70                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x3f:0x6 DW_TAG_subrange_type
	.long	79                              ; DW_AT_type
	.byte	10                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0x46:0x5 DW_TAG_const_type
	.long	75                              ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x4b:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	7                               ; Abbrev [7] 0x4f:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	8                               ; Abbrev [8] 0x53:0x5 DW_TAG_pointer_type
	.long	88                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x58:0x5 DW_TAG_const_type
	.long	93                              ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x5d:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	8                               ; Abbrev [8] 0x61:0x5 DW_TAG_pointer_type
	.long	70                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x66:0x12 DW_TAG_subprogram
	.byte	6                               ; DW_AT_linkage_name
	.byte	7                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	85                              ; DW_AT_decl_line
	.long	120                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	10                              ; Abbrev [10] 0x6f:0x8 DW_TAG_variable
	.byte	13                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	87                              ; DW_AT_decl_line
	.long	83                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0x78:0x22 DW_TAG_structure_type
	.byte	5                               ; DW_AT_calling_convention
	.byte	12                              ; DW_AT_name
	.byte	12                              ; DW_AT_byte_size
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	12                              ; Abbrev [12] 0x7e:0x9 DW_TAG_member
	.byte	8                               ; DW_AT_name
	.long	154                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	12                              ; Abbrev [12] 0x87:0x9 DW_TAG_member
	.byte	10                              ; DW_AT_name
	.long	154                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	12                              ; Abbrev [12] 0x90:0x9 DW_TAG_member
	.byte	11                              ; DW_AT_name
	.long	154                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0x9a:0x4 DW_TAG_base_type
	.byte	9                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	13                              ; Abbrev [13] 0x9e:0x5 DW_TAG_subprogram
	.byte	14                              ; DW_AT_linkage_name
	.byte	15                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	102                             ; DW_AT_decl_line
                                        ; DW_AT_inline
	.byte	14                              ; Abbrev [14] 0xa3:0xce DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	18                              ; DW_AT_linkage_name
	.byte	19                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	15                              ; Abbrev [15] 0xad:0x8 DW_TAG_formal_parameter
	.byte	28                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	377                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0xb5:0x8 DW_TAG_formal_parameter
	.byte	29                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	369                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xbd:0x8 DW_TAG_variable
	.byte	30                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	387                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xc5:0x8 DW_TAG_variable
	.byte	31                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	369                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0xcd:0xd DW_TAG_inlined_subroutine
	.long	102                             ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_low_pc
	.long	.Ltmp0-.Lfunc_begin0            ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	11                              ; DW_AT_call_line
	.byte	25                              ; DW_AT_call_column
	.byte	17                              ; Abbrev [17] 0xda:0xc DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.byte	18                              ; Abbrev [18] 0xdc:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	20                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	369                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0xe6:0x6a DW_TAG_lexical_block
	.byte	1                               ; DW_AT_ranges
	.byte	18                              ; Abbrev [18] 0xe8:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	22                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	369                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0xf1:0x5e DW_TAG_lexical_block
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp45-.Ltmp20                 ; DW_AT_high_pc
	.byte	10                              ; Abbrev [10] 0xf7:0x8 DW_TAG_variable
	.byte	32                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	369                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0xff:0xd DW_TAG_inlined_subroutine
	.long	158                             ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp28-.Ltmp27                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	30                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	19                              ; Abbrev [19] 0x10c:0x42 DW_TAG_lexical_block
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp45-.Ltmp28                 ; DW_AT_high_pc
	.byte	18                              ; Abbrev [18] 0x112:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	20                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	369                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x11b:0x32 DW_TAG_lexical_block
	.byte	4                               ; DW_AT_low_pc
	.long	.Ltmp45-.Ltmp35                 ; DW_AT_high_pc
	.byte	18                              ; Abbrev [18] 0x121:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	23                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	369                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x12a:0x22 DW_TAG_lexical_block
	.byte	5                               ; DW_AT_low_pc
	.long	.Ltmp45-.Ltmp38                 ; DW_AT_high_pc
	.byte	18                              ; Abbrev [18] 0x130:0x9 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.byte	24                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	373                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x139:0x9 DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	26                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	154                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x142:0x9 DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	27                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	154                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0x150:0xd DW_TAG_inlined_subroutine
	.long	158                             ; DW_AT_abstract_origin
	.byte	6                               ; DW_AT_low_pc
	.long	.Ltmp15-.Ltmp14                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	15                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	19                              ; Abbrev [19] 0x15d:0x13 DW_TAG_lexical_block
	.byte	7                               ; DW_AT_low_pc
	.long	.Ltmp55-.Ltmp45                 ; DW_AT_high_pc
	.byte	20                              ; Abbrev [20] 0x163:0xc DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.byte	20                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.long	369                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0x171:0x4 DW_TAG_base_type
	.byte	21                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x175:0x4 DW_TAG_base_type
	.byte	25                              ; DW_AT_name
	.byte	2                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	21                              ; Abbrev [21] 0x179:0x5 DW_TAG_restrict_type
	.long	382                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x17e:0x5 DW_TAG_pointer_type
	.long	154                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x183:0x5 DW_TAG_const_type
	.long	369                             ; DW_AT_type
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
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	136                             ; Length of String Offsets Set
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
	.asciz	"char"                          ; string offset=44
.Linfo_string4:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=49
.Linfo_string5:
	.asciz	"unsigned short"                ; string offset=69
.Linfo_string6:
	.asciz	"_ZL12ws_block_dimv"            ; string offset=84
.Linfo_string7:
	.asciz	"ws_block_dim"                  ; string offset=103
.Linfo_string8:
	.asciz	"x"                             ; string offset=116
.Linfo_string9:
	.asciz	"unsigned int"                  ; string offset=118
.Linfo_string10:
	.asciz	"y"                             ; string offset=131
.Linfo_string11:
	.asciz	"z"                             ; string offset=133
.Linfo_string12:
	.asciz	"uint3"                         ; string offset=135
.Linfo_string13:
	.asciz	"g"                             ; string offset=141
.Linfo_string14:
	.asciz	"_ZL13__syncthreadsv"           ; string offset=143
.Linfo_string15:
	.asciz	"__syncthreads"                 ; string offset=163
.Linfo_string16:
	.asciz	"DW_ATE_unsigned_8"             ; string offset=177
.Linfo_string17:
	.asciz	"DW_ATE_unsigned_1"             ; string offset=195
.Linfo_string18:
	.asciz	"_Z21bitonic_sort_segmentsPji"  ; string offset=213
.Linfo_string19:
	.asciz	"bitonic_sort_segments"         ; string offset=242
.Linfo_string20:
	.asciz	"t"                             ; string offset=264
.Linfo_string21:
	.asciz	"int"                           ; string offset=266
.Linfo_string22:
	.asciz	"size"                          ; string offset=270
.Linfo_string23:
	.asciz	"partner"                       ; string offset=275
.Linfo_string24:
	.asciz	"ascending"                     ; string offset=283
.Linfo_string25:
	.asciz	"bool"                          ; string offset=293
.Linfo_string26:
	.asciz	"a"                             ; string offset=298
.Linfo_string27:
	.asciz	"b"                             ; string offset=300
.Linfo_string28:
	.asciz	"keys"                          ; string offset=302
.Linfo_string29:
	.asciz	"n"                             ; string offset=307
.Linfo_string30:
	.asciz	"seg"                           ; string offset=309
.Linfo_string31:
	.asciz	"base"                          ; string offset=313
.Linfo_string32:
	.asciz	"stride"                        ; string offset=318
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Ltmp20
	.quad	.Ltmp27
	.quad	.Ltmp28
	.quad	.Ltmp35
	.quad	.Ltmp38
	.quad	.Ltmp14
	.quad	.Ltmp45
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_c3b6481fde4dc703
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         136
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           _Z21bitonic_sort_segmentsPji
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z21bitonic_sort_segmentsPji.kd
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
