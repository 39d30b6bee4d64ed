	.text
	.file	0 "." "-" md5 0xcced1fc936800fa95df4781df691fd9c
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	_Z9bfs_levelPKiS0_PiiiS1_S1_S1_i ; -- Begin function _Z9bfs_levelPKiS0_PiiiS1_S1_S1_i
	.globl	_Z9bfs_levelPKiS0_PiiiS1_S1_S1_i
	.p2align	8
	.type	_Z9bfs_levelPKiS0_PiiiS1_S1_S1_i,@function
_Z9bfs_levelPKiS0_PiiiS1_S1_S1_i:       ; @_Z9bfs_levelPKiS0_PiiiS1_S1_S1_i
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.file	1 "./samples" "hipcompat.h" md5 0x3928f6b82366b057f993ff5a0325bcf9
	.loc	1 89 23 prologue_end            ; ./samples/hipcompat.h:89:23
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x4c
	s_load_b64 s[10:11], s[0:1], 0x18
	;DEBUG_VALUE: bfs_level:head <- undef
	;DEBUG_VALUE: bfs_level:frontier_len <- undef
	;DEBUG_VALUE: bfs_level:row_ptr <- undef
	;DEBUG_VALUE: bfs_level:col_idx <- undef
	;DEBUG_VALUE: bfs_level:queue <- undef
	;DEBUG_VALUE: bfs_level:dist <- undef
	;DEBUG_VALUE: bfs_level:parent <- undef
	;DEBUG_VALUE: bfs_level:level_len <- undef
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
.Ltmp0:
	.file	2 "samples/bfs_level" "kernel.cu"
	.loc	2 18 37                         ; samples/bfs_level/kernel.cu:18:37
	v_mad_u64_u32 v[1:2], null, s15, s2, v[0:1]
.Ltmp1:
	;DEBUG_VALUE: bfs_level:t <- undef
	;DEBUG_VALUE: bfs_level:level <- undef
	.loc	2 19 9                          ; samples/bfs_level/kernel.cu:19:9
	s_mov_b32 s2, exec_lo
.Ltmp2:
	.loc	2 19 11 is_stmt 0               ; samples/bfs_level/kernel.cu:19:11
	v_cmpx_gt_i32_e64 s11, v1
.Ltmp3:
	.loc	2 19 9                          ; samples/bfs_level/kernel.cu:19:9
	s_cbranch_execz .LBB0_9
.Ltmp4:
; %bb.1:
	.loc	2 0 0                           ; samples/bfs_level/kernel.cu:0:0
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x10
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	s_load_b64 s[4:5], s[0:1], 0x0
	.loc	2 20 24 is_stmt 1               ; samples/bfs_level/kernel.cu:20:24
	v_add_nc_u32_e32 v0, s10, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	2 20 13 is_stmt 0               ; samples/bfs_level/kernel.cu:20:13
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	global_load_b32 v0, v[0:1], off
.Ltmp5:
	;DEBUG_VALUE: bfs_level:u <- $vgpr0
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	2 21 17 is_stmt 1               ; samples/bfs_level/kernel.cu:21:17
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v1, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
.Ltmp6:
	;DEBUG_VALUE: bfs_level:begin <- undef
	global_load_b64 v[1:2], v[1:2], off
.Ltmp7:
	;DEBUG_VALUE: e <- undef
	;DEBUG_VALUE: bfs_level:end <- undef
	.loc	2 22 27                         ; samples/bfs_level/kernel.cu:22:27
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc_lo, v1, v2
.Ltmp8:
	.loc	2 22 5 is_stmt 0                ; samples/bfs_level/kernel.cu:22:5
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB0_9
.Ltmp9:
; %bb.2:
	;DEBUG_VALUE: bfs_level:u <- $vgpr0
	.loc	1 82 23 is_stmt 1               ; ./samples/hipcompat.h:82:23
	s_clause 0x3
	s_load_b32 s8, s[0:1], 0x38
	s_load_b64 s[12:13], s[0:1], 0x8
	s_load_b64 s[14:15], s[0:1], 0x30
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	s_load_b128 s[4:7], s[0:1], 0x20
.Ltmp10:
	.loc	2 22 5                          ; samples/bfs_level/kernel.cu:22:5
	v_ashrrev_i32_e32 v4, 31, v1
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v12, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_mov_b32_e32 v4, -1
.Ltmp11:
	.loc	1 82 23                         ; ./samples/hipcompat.h:82:23
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s9, s8, 31
.Ltmp12:
	.loc	2 22 5                          ; samples/bfs_level/kernel.cu:22:5
	v_add_co_u32 v5, vcc_lo, s12, v5
	s_add_i32 s1, s8, 1
	s_lshl_b64 s[8:9], s[8:9], 2
	v_add_co_ci_u32_e32 v6, vcc_lo, s13, v6, vcc_lo
	s_add_u32 s8, s14, s8
	s_addc_u32 s9, s15, s9
	s_add_i32 s10, s11, s10
	s_mov_b32 s11, 0
	s_branch .LBB0_5
.Ltmp13:
.LBB0_3:                                ;   in Loop: Header=BB0_5 Depth=1
	;DEBUG_VALUE: atomicAdd:v <- 1
	;DEBUG_VALUE: v <- $vgpr7
	;DEBUG_VALUE: e <- $vgpr1
	;DEBUG_VALUE: bfs_level:u <- $vgpr0
	.loc	2 0 5 is_stmt 0                 ; samples/bfs_level/kernel.cu:0:5
	s_or_b32 exec_lo, exec_lo, s13
.Ltmp14:
	.loc	1 203 1 is_stmt 1               ; ./samples/hipcompat.h:203:1
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s12, v8
.Ltmp15:
	;DEBUG_VALUE: slot <- undef
	.loc	1 0 1 is_stmt 0                 ; ./samples/hipcompat.h:0:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp16:
	.loc	2 28 39 is_stmt 1               ; samples/bfs_level/kernel.cu:28:39
	v_add3_u32 v8, s10, s12, v3
	.loc	2 28 13 is_stmt 0               ; samples/bfs_level/kernel.cu:28:13
	v_ashrrev_i32_e32 v9, 31, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_co_u32 v8, vcc_lo, s2, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v9, vcc_lo
	.loc	2 28 47                         ; samples/bfs_level/kernel.cu:28:47
	global_store_b32 v[8:9], v7, off
.Ltmp17:
.LBB0_4:                                ;   in Loop: Header=BB0_5 Depth=1
	;DEBUG_VALUE: e <- $vgpr1
	;DEBUG_VALUE: bfs_level:u <- $vgpr0
	.loc	2 0 47                          ; samples/bfs_level/kernel.cu:0:47
	s_or_b32 exec_lo, exec_lo, s0
	.loc	2 22 34 is_stmt 1               ; samples/bfs_level/kernel.cu:22:34
	v_add_nc_u32_e32 v1, 1, v1
.Ltmp18:
	;DEBUG_VALUE: e <- $vgpr1
	.loc	2 22 27 is_stmt 0               ; samples/bfs_level/kernel.cu:22:27
	v_add_co_u32 v5, s0, v5, 4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v6, s0, 0, v6, s0
	v_cmp_ge_i32_e32 vcc_lo, v1, v2
.Ltmp19:
	.loc	2 22 5                          ; samples/bfs_level/kernel.cu:22:5
	s_or_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s11
	s_cbranch_execz .LBB0_9
.Ltmp20:
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: bfs_level:u <- $vgpr0
	;DEBUG_VALUE: e <- $vgpr1
	.loc	2 23 17 is_stmt 1               ; samples/bfs_level/kernel.cu:23:17
	global_load_b32 v7, v[5:6], off
.Ltmp21:
	;DEBUG_VALUE: v <- $vgpr7
	.loc	2 24 13                         ; samples/bfs_level/kernel.cu:24:13
	s_mov_b32 s0, exec_lo
.Ltmp22:
	.loc	2 24 13 is_stmt 0               ; samples/bfs_level/kernel.cu:24:13
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v8, 31, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[8:9], 2, v[7:8]
	v_add_co_u32 v10, vcc_lo, s4, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v11, vcc_lo, s5, v9, vcc_lo
	global_load_b32 v3, v[10:11], off
	.loc	2 24 21                         ; samples/bfs_level/kernel.cu:24:21
	s_waitcnt vmcnt(0)
	v_cmpx_eq_u32_e32 -1, v3
.Ltmp23:
	.loc	2 24 13                         ; samples/bfs_level/kernel.cu:24:13
	s_cbranch_execz .LBB0_4
.Ltmp24:
; %bb.6:                                ;   in Loop: Header=BB0_5 Depth=1
	;DEBUG_VALUE: v <- $vgpr7
	;DEBUG_VALUE: e <- $vgpr1
	;DEBUG_VALUE: bfs_level:u <- $vgpr0
	;DEBUG_VALUE: atomicCAS:p <- undef
	;DEBUG_VALUE: atomicCAS:cmp <- -1
	;DEBUG_VALUE: atomicCAS:v <- undef
	.loc	1 216 1 is_stmt 1               ; ./samples/hipcompat.h:216:1
	v_mov_b32_e32 v3, s1
	global_atomic_cmpswap_b32 v3, v[10:11], v[3:4], off glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, -1, v3
.Ltmp25:
	;DEBUG_VALUE: atomicCAS:cmp <- undef
	.loc	2 25 13                         ; samples/bfs_level/kernel.cu:25:13
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB0_4
.Ltmp26:
; %bb.7:                                ;   in Loop: Header=BB0_5 Depth=1
	;DEBUG_VALUE: v <- $vgpr7
	;DEBUG_VALUE: e <- $vgpr1
	;DEBUG_VALUE: bfs_level:u <- $vgpr0
	.loc	1 203 1                         ; ./samples/hipcompat.h:203:1
	s_mov_b32 s12, exec_lo
.Ltmp27:
	.loc	2 26 13                         ; samples/bfs_level/kernel.cu:26:13
	v_add_co_u32 v8, vcc_lo, s6, v8
.Ltmp28:
	.loc	1 203 1                         ; ./samples/hipcompat.h:203:1
	v_mbcnt_lo_u32_b32 v3, s12, 0
.Ltmp29:
	.loc	2 26 13                         ; samples/bfs_level/kernel.cu:26:13
	v_add_co_ci_u32_e32 v9, vcc_lo, s7, v9, vcc_lo
.Ltmp30:
	.loc	1 203 1                         ; ./samples/hipcompat.h:203:1
	s_mov_b32 s13, exec_lo
.Ltmp31:
	.loc	2 26 23                         ; samples/bfs_level/kernel.cu:26:23
	global_store_b32 v[8:9], v0, off
.Ltmp32:
	;DEBUG_VALUE: atomicAdd:p <- undef
                                        ; implicit-def: $vgpr8
	;DEBUG_VALUE: atomicAdd:v <- 1
	.loc	1 203 1                         ; ./samples/hipcompat.h:203:1
	v_cmpx_eq_u32_e32 0, v3
	s_cbranch_execz .LBB0_3
.Ltmp33:
; %bb.8:                                ;   in Loop: Header=BB0_5 Depth=1
	;DEBUG_VALUE: atomicAdd:v <- 1
	;DEBUG_VALUE: v <- $vgpr7
	;DEBUG_VALUE: e <- $vgpr1
	;DEBUG_VALUE: bfs_level:u <- $vgpr0
	s_bcnt1_i32_b32 s12, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s12
	global_atomic_add_u32 v8, v12, v8, s[8:9] offset:4 glc
	s_branch .LBB0_3
.Ltmp34:
.LBB0_9:
	.loc	2 31 1                          ; samples/bfs_level/kernel.cu:31:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp35:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9bfs_levelPKiS0_PiiiS1_S1_S1_i
		.amdhsa_group_segment_fixed_size 0
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
	.size	_Z9bfs_levelPKiS0_PiiiS1_S1_S1_i, .Lfunc_end0-_Z9bfs_levelPKiS0_PiiiS1_S1_S1_i
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 588
; NumSgprs: 18
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 13
; Occupancy: 16
; WaveLimiterHint : 1
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
	.type	__hip_cuid_9b09f91b25f5c555,@object ; @__hip_cuid_9b09f91b25f5c555
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_9b09f91b25f5c555
__hip_cuid_9b09f91b25f5c555:
	.byte	0                               ; 0x0
	.size	__hip_cuid_9b09f91b25f5c555, 1

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
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	135                             ; 1543
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	135                             ; 1543
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	127                             ; -1
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
	.byte	12                              ; Abbreviation Code
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
	.byte	13                              ; Abbreviation Code
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
	.byte	14                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	15                              ; Abbreviation Code
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
	.byte	16                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	17                              ; Abbreviation Code
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
	.byte	18                              ; Abbreviation Code
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
	.byte	19                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0x1a7 DW_TAG_compile_unit
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
	.byte	2                               ; Abbrev [2] 0x2b:0x5 DW_TAG_pointer_type
	.long	48                              ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x30:0x5 DW_TAG_const_type
	.long	53                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x35:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x39:0x5 DW_TAG_pointer_type
	.long	62                              ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x3e:0x5 DW_TAG_const_type
	.long	67                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x43:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	5                               ; Abbrev [5] 0x47:0x12 DW_TAG_subprogram
	.byte	5                               ; DW_AT_linkage_name
	.byte	6                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	85                              ; DW_AT_decl_line
	.long	89                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	6                               ; Abbrev [6] 0x50:0x8 DW_TAG_variable
	.byte	12                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	87                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x59:0x22 DW_TAG_structure_type
	.byte	5                               ; DW_AT_calling_convention
	.byte	11                              ; DW_AT_name
	.byte	12                              ; DW_AT_byte_size
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; Abbrev [8] 0x5f:0x9 DW_TAG_member
	.byte	7                               ; DW_AT_name
	.long	123                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	8                               ; Abbrev [8] 0x68:0x9 DW_TAG_member
	.byte	9                               ; DW_AT_name
	.long	123                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	8                               ; Abbrev [8] 0x71:0x9 DW_TAG_member
	.byte	10                              ; DW_AT_name
	.long	123                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x7b:0x4 DW_TAG_base_type
	.byte	8                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	9                               ; Abbrev [9] 0x7f:0x9 DW_TAG_subprogram
	.byte	13                              ; DW_AT_linkage_name
	.byte	14                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	80                              ; DW_AT_decl_line
	.long	89                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	5                               ; Abbrev [5] 0x88:0x1a DW_TAG_subprogram
	.byte	15                              ; DW_AT_linkage_name
	.byte	16                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	203                             ; DW_AT_decl_line
	.long	162                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	10                              ; Abbrev [10] 0x91:0x8 DW_TAG_formal_parameter
	.byte	18                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	203                             ; DW_AT_decl_line
	.long	166                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x99:0x8 DW_TAG_formal_parameter
	.byte	19                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	203                             ; DW_AT_decl_line
	.long	162                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0xa2:0x4 DW_TAG_base_type
	.byte	17                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0xa6:0x5 DW_TAG_pointer_type
	.long	162                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xab:0x22 DW_TAG_subprogram
	.byte	20                              ; DW_AT_linkage_name
	.byte	21                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	216                             ; DW_AT_decl_line
	.long	162                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	10                              ; Abbrev [10] 0xb4:0x8 DW_TAG_formal_parameter
	.byte	18                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	216                             ; DW_AT_decl_line
	.long	166                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xbc:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	216                             ; DW_AT_decl_line
	.long	162                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xc4:0x8 DW_TAG_formal_parameter
	.byte	19                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	216                             ; DW_AT_decl_line
	.long	162                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0xcd:0xd1 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	23                              ; DW_AT_linkage_name
	.byte	24                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	10                              ; Abbrev [10] 0xd7:0x8 DW_TAG_formal_parameter
	.byte	27                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xdf:0x8 DW_TAG_formal_parameter
	.byte	28                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xe7:0x8 DW_TAG_formal_parameter
	.byte	29                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	429                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xef:0x8 DW_TAG_formal_parameter
	.byte	30                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	162                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xf7:0x8 DW_TAG_formal_parameter
	.byte	31                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	162                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xff:0x8 DW_TAG_formal_parameter
	.byte	32                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	429                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x107:0x8 DW_TAG_formal_parameter
	.byte	33                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	429                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x10f:0x8 DW_TAG_formal_parameter
	.byte	34                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	429                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x117:0x8 DW_TAG_formal_parameter
	.byte	35                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	162                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x11f:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	25                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	162                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x128:0x8 DW_TAG_variable
	.byte	36                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	162                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x130:0x8 DW_TAG_variable
	.byte	37                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	162                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x138:0x8 DW_TAG_variable
	.byte	38                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	162                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x140:0xd DW_TAG_inlined_subroutine
	.long	71                              ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_low_pc
	.long	.Ltmp0-.Lfunc_begin0            ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	18                              ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	14                              ; Abbrev [14] 0x14d:0x47 DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.byte	12                              ; Abbrev [12] 0x14f:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	26                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	162                             ; DW_AT_type
	.byte	14                              ; Abbrev [14] 0x158:0x3b DW_TAG_lexical_block
	.byte	1                               ; DW_AT_ranges
	.byte	12                              ; Abbrev [12] 0x15a:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	162                             ; DW_AT_type
	.byte	14                              ; Abbrev [14] 0x163:0x1b DW_TAG_lexical_block
	.byte	2                               ; DW_AT_ranges
	.byte	6                               ; Abbrev [6] 0x165:0x8 DW_TAG_variable
	.byte	39                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	27                              ; DW_AT_decl_line
	.long	162                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x16d:0x10 DW_TAG_inlined_subroutine
	.long	136                             ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	27                              ; DW_AT_call_line
	.byte	24                              ; DW_AT_call_column
	.byte	16                              ; Abbrev [16] 0x176:0x6 DW_TAG_formal_parameter
	.byte	2                               ; DW_AT_location
	.long	153                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0x17e:0x14 DW_TAG_inlined_subroutine
	.long	171                             ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp25-.Ltmp24                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	25                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	16                              ; Abbrev [16] 0x18b:0x6 DW_TAG_formal_parameter
	.byte	4                               ; DW_AT_location
	.long	188                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	18                              ; Abbrev [18] 0x194:0x9 DW_TAG_inlined_subroutine
	.long	127                             ; DW_AT_abstract_origin
	.byte	4                               ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	18                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	19                              ; Abbrev [19] 0x19e:0x5 DW_TAG_restrict_type
	.long	419                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x1a3:0x5 DW_TAG_pointer_type
	.long	424                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x1a8:0x5 DW_TAG_const_type
	.long	162                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x1ad:0x5 DW_TAG_restrict_type
	.long	166                             ; DW_AT_type
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
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges2:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges3:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges4:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	164                             ; Length of String Offsets Set
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
	.asciz	"_ZL12ws_block_idxv"            ; string offset=123
.Linfo_string14:
	.asciz	"ws_block_idx"                  ; string offset=142
.Linfo_string15:
	.asciz	"_ZL9atomicAddPii"              ; string offset=155
.Linfo_string16:
	.asciz	"atomicAdd"                     ; string offset=172
.Linfo_string17:
	.asciz	"int"                           ; string offset=182
.Linfo_string18:
	.asciz	"p"                             ; string offset=186
.Linfo_string19:
	.asciz	"v"                             ; string offset=188
.Linfo_string20:
	.asciz	"_ZL9atomicCASPiii"             ; string offset=190
.Linfo_string21:
	.asciz	"atomicCAS"                     ; string offset=208
.Linfo_string22:
	.asciz	"cmp"                           ; string offset=218
.Linfo_string23:
	.asciz	"_Z9bfs_levelPKiS0_PiiiS1_S1_S1_i" ; string offset=222
.Linfo_string24:
	.asciz	"bfs_level"                     ; string offset=255
.Linfo_string25:
	.asciz	"u"                             ; string offset=265
.Linfo_string26:
	.asciz	"e"                             ; string offset=267
.Linfo_string27:
	.asciz	"row_ptr"                       ; string offset=269
.Linfo_string28:
	.asciz	"col_idx"                       ; string offset=277
.Linfo_string29:
	.asciz	"queue"                         ; string offset=285
.Linfo_string30:
	.asciz	"head"                          ; string offset=291
.Linfo_string31:
	.asciz	"frontier_len"                  ; string offset=296
.Linfo_string32:
	.asciz	"dist"                          ; string offset=309
.Linfo_string33:
	.asciz	"parent"                        ; string offset=314
.Linfo_string34:
	.asciz	"level_len"                     ; string offset=321
.Linfo_string35:
	.asciz	"level"                         ; string offset=331
.Linfo_string36:
	.asciz	"t"                             ; string offset=337
.Linfo_string37:
	.asciz	"begin"                         ; string offset=339
.Linfo_string38:
	.asciz	"end"                           ; string offset=345
.Linfo_string39:
	.asciz	"slot"                          ; string offset=349
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Ltmp24
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_9b09f91b25f5c555
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .offset:         56
        .size:           4
        .value_kind:     by_value
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 320
    .max_flat_workgroup_size: 1024
    .name:           _Z9bfs_levelPKiS0_PiiiS1_S1_S1_i
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z9bfs_levelPKiS0_PiiiS1_S1_S1_i.kd
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
