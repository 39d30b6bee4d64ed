	.text
	.file	0 "." "-" md5 0x439e1d40339fdc1b31bd7b8038ae47cb
	.file	1 "samples/dyn_shared" "kernel.cu"
	.file	2 "./samples" "hipcompat.h" md5 0x3928f6b82366b057f993ff5a0325bcf9
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	_Z13reverse_tilesPKfPfii ; -- Begin function _Z13reverse_tilesPKfPfii
	.globl	_Z13reverse_tilesPKfPfii
	.p2align	8
	.type	_Z13reverse_tilesPKfPfii,@function
_Z13reverse_tilesPKfPfii:               ; @_Z13reverse_tilesPKfPfii
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	;DEBUG_VALUE: reverse_tiles:out <- undef
	;DEBUG_VALUE: reverse_tiles:in <- undef
	;DEBUG_VALUE: reverse_tiles:n <- undef
	;DEBUG_VALUE: reverse_tiles:tile <- undef
	;DEBUG_VALUE: reverse_tiles:base <- undef
	.loc	1 14 9 prologue_end             ; samples/dyn_shared/kernel.cu:14:9
	s_mov_b32 s2, exec_lo
.Ltmp0:
	.loc	1 14 21 is_stmt 0               ; samples/dyn_shared/kernel.cu:14:21
	v_cmpx_eq_u32_e32 0, v0
.Ltmp1:
	.loc	1 14 9                          ; samples/dyn_shared/kernel.cu:14:9
	s_cbranch_execz .LBB0_2
.Ltmp2:
; %bb.1:
	.loc	1 16 22 is_stmt 1               ; samples/dyn_shared/kernel.cu:16:22
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v2, v1
	ds_store_b64 v1, v[1:2]
.Ltmp3:
.LBB0_2:
	.loc	1 0 22 is_stmt 0                ; samples/dyn_shared/kernel.cu:0:22
	s_or_b32 exec_lo, exec_lo, s2
.Ltmp4:
	;DEBUG_VALUE: reverse_tiles:in <- undef
	s_load_b128 s[4:7], s[0:1], 0x8
.Ltmp5:
	;DEBUG_VALUE: reverse_tiles:out <- undef
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp6:
	;DEBUG_VALUE: k <- $vgpr0
	.loc	1 19 33                         ; samples/dyn_shared/kernel.cu:19:33
	v_cmp_gt_i32_e32 vcc_lo, s7, v0
.Ltmp7:
	.loc	1 13 27                         ; samples/dyn_shared/kernel.cu:13:27
	s_mul_i32 s15, s15, s7
.Ltmp8:
	.loc	1 19 5                          ; samples/dyn_shared/kernel.cu:19:5
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB0_10
.Ltmp9:
; %bb.3:
	;DEBUG_VALUE: k <- $vgpr0
	.loc	1 0 5 is_stmt 0                 ; samples/dyn_shared/kernel.cu:0:5
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x24
	s_load_b64 s[8:9], s[0:1], 0x0
.Ltmp10:
	;DEBUG_VALUE: reverse_tiles:in <- undef
	.loc	1 19 5                          ; samples/dyn_shared/kernel.cu:19:5
	v_lshl_add_u32 v3, v0, 2, 8
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v5, v0
	s_mov_b32 s12, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s10, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b32 s11, s10, 2
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB0_5
.Ltmp11:
	.p2align	6
.LBB0_4:                                ;   in Loop: Header=BB0_5 Depth=1
	;DEBUG_VALUE: k <- $vgpr5
	.loc	1 0 5                           ; samples/dyn_shared/kernel.cu:0:5
	s_or_b32 exec_lo, exec_lo, s13
.Ltmp12:
	.loc	1 19 43                         ; samples/dyn_shared/kernel.cu:19:43
	v_add_nc_u32_e32 v5, s10, v5
.Ltmp13:
	;DEBUG_VALUE: k <- $vgpr5
	.loc	1 19 33                         ; samples/dyn_shared/kernel.cu:19:33
	v_add_nc_u32_e32 v3, s11, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_le_i32_e64 s2, s7, v5
.Ltmp14:
	.loc	1 19 5                          ; samples/dyn_shared/kernel.cu:19:5
	s_or_b32 s12, s2, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s12
	s_cbranch_execz .LBB0_10
.Ltmp15:
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: k <- $vgpr5
	.loc	1 0 5                           ; samples/dyn_shared/kernel.cu:0:5
	v_dual_mov_b32 v2, 0 :: v_dual_add_nc_u32 v1, s15, v5
.Ltmp16:
	.loc	1 20 19 is_stmt 1               ; samples/dyn_shared/kernel.cu:20:19
	s_mov_b32 s13, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 20 28 is_stmt 0               ; samples/dyn_shared/kernel.cu:20:28
	v_cmpx_gt_i32_e64 s6, v1
	s_cbranch_execz .LBB0_7
.Ltmp17:
; %bb.6:                                ;   in Loop: Header=BB0_5 Depth=1
	;DEBUG_VALUE: k <- $vgpr5
	.loc	1 0 28                          ; samples/dyn_shared/kernel.cu:0:28
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, s2, s8, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, s2, s9, v2, s2
	.loc	1 20 34                         ; samples/dyn_shared/kernel.cu:20:34
	global_load_b32 v2, v[1:2], off
.Ltmp18:
.LBB0_7:                                ;   in Loop: Header=BB0_5 Depth=1
	;DEBUG_VALUE: k <- $vgpr5
	.loc	1 0 34                          ; samples/dyn_shared/kernel.cu:0:34
	s_or_b32 exec_lo, exec_lo, s13
.Ltmp19:
	;DEBUG_VALUE: v <- $vgpr2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 22 13 is_stmt 1               ; samples/dyn_shared/kernel.cu:22:13
	s_mov_b32 s13, exec_lo
	.loc	1 21 16                         ; samples/dyn_shared/kernel.cu:21:16
	s_waitcnt vmcnt(0)
	ds_store_b32 v3, v2
.Ltmp20:
	.loc	1 22 15                         ; samples/dyn_shared/kernel.cu:22:15
	v_cmpx_gt_f32_e32 0, v2
	s_cbranch_execz .LBB0_4
.Ltmp21:
; %bb.8:                                ;   in Loop: Header=BB0_5 Depth=1
	;DEBUG_VALUE: v <- $vgpr2
	;DEBUG_VALUE: k <- $vgpr5
	;DEBUG_VALUE: atomicAdd:p <- undef
	;DEBUG_VALUE: atomicAdd:v <- 1
	.loc	2 203 1                         ; ./samples/hipcompat.h:203:1
	s_mov_b32 s14, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v1, s14, 0
	v_cmp_eq_u32_e64 s2, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s2, exec_lo, s2
	s_mov_b32 exec_lo, s2
	s_cbranch_execz .LBB0_4
.Ltmp22:
; %bb.9:                                ;   in Loop: Header=BB0_5 Depth=1
	;DEBUG_VALUE: atomicAdd:v <- 1
	;DEBUG_VALUE: v <- $vgpr2
	;DEBUG_VALUE: k <- $vgpr5
	s_bcnt1_i32_b32 s2, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v1, s2
	ds_add_u32 v4, v1
	s_branch .LBB0_4
.Ltmp23:
.LBB0_10:
	.loc	2 0 1 is_stmt 0                 ; ./samples/hipcompat.h:0:1
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s3
.Ltmp24:
	;DEBUG_VALUE: reverse_tiles:out <- undef
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp25:
	;DEBUG_VALUE: k <- $vgpr0
	;DEBUG_VALUE: reverse_tiles:scale <- undef
	.loc	1 27 5                          ; samples/dyn_shared/kernel.cu:27:5
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_15
.Ltmp26:
; %bb.11:
	;DEBUG_VALUE: k <- $vgpr0
	.loc	1 0 5 is_stmt 0                 ; samples/dyn_shared/kernel.cu:0:5
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v2, 2, v0
	s_load_b32 s0, s[0:1], 0x24
	.loc	1 27 5                          ; samples/dyn_shared/kernel.cu:27:5
	s_lshl_b32 s1, s7, 2
.Ltmp27:
	.loc	1 26 33 is_stmt 1               ; samples/dyn_shared/kernel.cu:26:33
	ds_load_b32 v1, v1
.Ltmp28:
	.loc	1 27 5                          ; samples/dyn_shared/kernel.cu:27:5
	v_sub_nc_u32_e32 v2, s1, v2
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_add3_u32 v4, v2, 8, -4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_lshl_b32 s2, s0, 2
.Ltmp29:
	.loc	1 26 33                         ; samples/dyn_shared/kernel.cu:26:33
	v_cvt_f32_i32_e32 v1, v1
.Ltmp30:
	.loc	1 27 5                          ; samples/dyn_shared/kernel.cu:27:5
	s_sub_i32 s2, 0, s2
	s_delay_alu instid0(VALU_DEP_1)
.Ltmp31:
	.loc	1 26 24                         ; samples/dyn_shared/kernel.cu:26:24
	v_add_f32_e32 v3, 1.0, v1
	s_branch .LBB0_13
.Ltmp32:
	.p2align	6
.LBB0_12:                               ;   in Loop: Header=BB0_13 Depth=1
	;DEBUG_VALUE: k <- $vgpr0
	.loc	1 0 24 is_stmt 0                ; samples/dyn_shared/kernel.cu:0:24
	s_or_b32 exec_lo, exec_lo, s3
.Ltmp33:
	.loc	1 27 43 is_stmt 1               ; samples/dyn_shared/kernel.cu:27:43
	v_add_nc_u32_e32 v0, s0, v0
.Ltmp34:
	;DEBUG_VALUE: k <- $vgpr0
	.loc	1 27 33 is_stmt 0               ; samples/dyn_shared/kernel.cu:27:33
	v_add_nc_u32_e32 v4, s2, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_le_i32_e32 vcc_lo, s7, v0
.Ltmp35:
	.loc	1 27 5                          ; samples/dyn_shared/kernel.cu:27:5
	s_or_b32 s1, vcc_lo, s1
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execz .LBB0_15
.Ltmp36:
.LBB0_13:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: k <- $vgpr0
	;DEBUG_VALUE: k <- $vgpr0
	.loc	1 28 22 is_stmt 1               ; samples/dyn_shared/kernel.cu:28:22
	v_add_nc_u32_e32 v1, s15, v0
.Ltmp37:
	.loc	1 28 13 is_stmt 0               ; samples/dyn_shared/kernel.cu:28:13
	s_mov_b32 s3, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
.Ltmp38:
	.loc	1 28 22                         ; samples/dyn_shared/kernel.cu:28:22
	v_cmpx_gt_i32_e64 s6, v1
.Ltmp39:
	.loc	1 28 13                         ; samples/dyn_shared/kernel.cu:28:13
	s_cbranch_execz .LBB0_12
.Ltmp40:
; %bb.14:                               ;   in Loop: Header=BB0_13 Depth=1
	;DEBUG_VALUE: k <- $vgpr0
	.loc	1 29 29 is_stmt 1               ; samples/dyn_shared/kernel.cu:29:29
	ds_load_b32 v5, v4
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	.loc	1 29 47 is_stmt 0               ; samples/dyn_shared/kernel.cu:29:47
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v5, v3, v5
	.loc	1 29 27                         ; samples/dyn_shared/kernel.cu:29:27
	global_store_b32 v[1:2], v5, off
	s_branch .LBB0_12
.Ltmp41:
.LBB0_15:
	.loc	1 31 1 is_stmt 1                ; samples/dyn_shared/kernel.cu:31:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp42:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z13reverse_tilesPKfPfii
		.amdhsa_group_segment_fixed_size 8
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
		.amdhsa_next_free_vgpr 6
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
	.size	_Z13reverse_tilesPKfPfii, .Lfunc_end0-_Z13reverse_tilesPKfPfii
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 596
; NumSgprs: 18
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 6
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
	.type	__hip_cuid_a4503a5e67804fea,@object ; @__hip_cuid_a4503a5e67804fea
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_a4503a5e67804fea
__hip_cuid_a4503a5e67804fea:
	.byte	0                               ; 0x0
	.size	__hip_cuid_a4503a5e67804fea, 1

	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	2                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
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
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
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
	.byte	13                              ; DW_FORM_sdata
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
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	15                              ; Abbreviation Code
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
	.byte	16                              ; Abbreviation Code
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
	.byte	17                              ; Abbreviation Code
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
	.byte	18                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	19                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	20                              ; Abbreviation Code
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
	.byte	21                              ; Abbreviation Code
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
	.byte	22                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0x146 DW_TAG_compile_unit
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
	.byte	2                               ; Abbrev [2] 0x2b:0xa2 DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	15                              ; DW_AT_linkage_name
	.byte	16                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x35:0xe DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	205                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	50
	.byte	22
	.byte	24
	.byte	4                               ; Abbrev [4] 0x43:0x8 DW_TAG_formal_parameter
	.byte	18                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	312                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x4b:0x8 DW_TAG_formal_parameter
	.byte	19                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	327                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x53:0x8 DW_TAG_formal_parameter
	.byte	20                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	217                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x5b:0x8 DW_TAG_formal_parameter
	.byte	21                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	217                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x63:0x8 DW_TAG_variable
	.byte	22                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	217                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x6b:0x8 DW_TAG_variable
	.byte	23                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	253                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x73:0xd DW_TAG_inlined_subroutine
	.long	276                             ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp6-.Ltmp5                   ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	18                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0x80:0x30 DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.byte	8                               ; Abbrev [8] 0x82:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	17                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	217                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x8b:0x24 DW_TAG_lexical_block
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp23-.Ltmp16                 ; DW_AT_high_pc
	.byte	8                               ; Abbrev [8] 0x91:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	14                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	253                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x9a:0x14 DW_TAG_inlined_subroutine
	.long	281                             ; DW_AT_abstract_origin
	.byte	4                               ; DW_AT_low_pc
	.long	.Ltmp23-.Ltmp21                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	23                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	11                              ; Abbrev [11] 0xa7:0x6 DW_TAG_formal_parameter
	.byte	1                               ; DW_AT_const_value
	.long	298                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0xb0:0xd DW_TAG_inlined_subroutine
	.long	276                             ; DW_AT_abstract_origin
	.byte	5                               ; DW_AT_low_pc
	.long	.Ltmp25-.Ltmp24                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	25                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0xbd:0xf DW_TAG_lexical_block
	.byte	1                               ; DW_AT_ranges
	.byte	12                              ; Abbrev [12] 0xbf:0xc DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.byte	17                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	27                              ; DW_AT_decl_line
	.long	217                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	13                              ; Abbrev [13] 0xcd:0xc DW_TAG_array_type
	.long	217                             ; DW_AT_type
	.byte	14                              ; Abbrev [14] 0xd2:0x6 DW_TAG_subrange_type
	.long	221                             ; DW_AT_type
	.byte	2                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	15                              ; Abbrev [15] 0xd9:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	16                              ; Abbrev [16] 0xdd:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	17                              ; Abbrev [17] 0xe1:0x7 DW_TAG_variable
	.long	232                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	104                             ; DW_AT_decl_line
	.byte	13                              ; Abbrev [13] 0xe8:0xc DW_TAG_array_type
	.long	244                             ; DW_AT_type
	.byte	14                              ; Abbrev [14] 0xed:0x6 DW_TAG_subrange_type
	.long	221                             ; DW_AT_type
	.byte	10                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	18                              ; Abbrev [18] 0xf4:0x5 DW_TAG_const_type
	.long	249                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0xf9:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	15                              ; Abbrev [15] 0xfd:0x4 DW_TAG_base_type
	.byte	7                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	19                              ; Abbrev [19] 0x101:0x5 DW_TAG_pointer_type
	.long	262                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x106:0x5 DW_TAG_const_type
	.long	267                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x10b:0x4 DW_TAG_base_type
	.byte	8                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	19                              ; Abbrev [19] 0x10f:0x5 DW_TAG_pointer_type
	.long	244                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x114:0x5 DW_TAG_subprogram
	.byte	9                               ; DW_AT_linkage_name
	.byte	10                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	102                             ; DW_AT_decl_line
                                        ; DW_AT_inline
	.byte	21                              ; Abbrev [21] 0x119:0x1a DW_TAG_subprogram
	.byte	11                              ; DW_AT_linkage_name
	.byte	12                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	203                             ; DW_AT_decl_line
	.long	217                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x122:0x8 DW_TAG_formal_parameter
	.byte	13                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	203                             ; DW_AT_decl_line
	.long	307                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x12a:0x8 DW_TAG_formal_parameter
	.byte	14                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	203                             ; DW_AT_decl_line
	.long	217                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	19                              ; Abbrev [19] 0x133:0x5 DW_TAG_pointer_type
	.long	217                             ; DW_AT_type
	.byte	22                              ; Abbrev [22] 0x138:0x5 DW_TAG_restrict_type
	.long	317                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x13d:0x5 DW_TAG_pointer_type
	.long	322                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x142:0x5 DW_TAG_const_type
	.long	253                             ; DW_AT_type
	.byte	22                              ; Abbrev [22] 0x147:0x5 DW_TAG_restrict_type
	.long	332                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x14c:0x5 DW_TAG_pointer_type
	.long	253                             ; DW_AT_type
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
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	100                             ; Length of String Offsets Set
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
	.asciz	"negatives"                     ; string offset=44
.Linfo_string4:
	.asciz	"int"                           ; string offset=54
.Linfo_string5:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=58
.Linfo_string6:
	.asciz	"char"                          ; string offset=78
.Linfo_string7:
	.asciz	"float"                         ; string offset=83
.Linfo_string8:
	.asciz	"unsigned short"                ; string offset=89
.Linfo_string9:
	.asciz	"_ZL13__syncthreadsv"           ; string offset=104
.Linfo_string10:
	.asciz	"__syncthreads"                 ; string offset=124
.Linfo_string11:
	.asciz	"_ZL9atomicAddPii"              ; string offset=138
.Linfo_string12:
	.asciz	"atomicAdd"                     ; string offset=155
.Linfo_string13:
	.asciz	"p"                             ; string offset=165
.Linfo_string14:
	.asciz	"v"                             ; string offset=167
.Linfo_string15:
	.asciz	"_Z13reverse_tilesPKfPfii"      ; string offset=169
.Linfo_string16:
	.asciz	"reverse_tiles"                 ; string offset=194
.Linfo_string17:
	.asciz	"k"                             ; string offset=208
.Linfo_string18:
	.asciz	"in"                            ; string offset=210
.Linfo_string19:
	.asciz	"out"                           ; string offset=213
.Linfo_string20:
	.asciz	"n"                             ; string offset=217
.Linfo_string21:
	.asciz	"tile"                          ; string offset=219
.Linfo_string22:
	.asciz	"base"                          ; string offset=224
.Linfo_string23:
	.asciz	"scale"                         ; string offset=229
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	_ZZ13reverse_tilesPKfPfiiE9negatives
	.quad	.Lfunc_begin0
	.quad	.Ltmp5
	.quad	.Ltmp16
	.quad	.Ltmp21
	.quad	.Ltmp24
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_a4503a5e67804fea
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
      - .offset:         144
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 8
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           _Z13reverse_tilesPKfPfii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z13reverse_tilesPKfPfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
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
