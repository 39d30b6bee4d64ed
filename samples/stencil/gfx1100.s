	.text
	.file	0 "." "-" md5 0xc391ebf35a3674d1a0767729e0f1ac81
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	_Z8stencil7PKfPfiiiff   ; -- Begin function _Z8stencil7PKfPfiiiff
	.globl	_Z8stencil7PKfPfiiiff
	.p2align	8
	.type	_Z8stencil7PKfPfiiiff,@function
_Z8stencil7PKfPfiiiff:                  ; @_Z8stencil7PKfPfiiiff
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.file	1 "./samples" "hipcompat.h" md5 0x3928f6b82366b057f993ff5a0325bcf9
	.loc	1 89 23 prologue_end            ; ./samples/hipcompat.h:89:23
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x34
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	s_load_b128 s[4:7], s[0:1], 0x10
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v2, v0, 10, 10
	v_bfe_u32 v0, v0, 20, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s8, s2, 16
	s_and_b32 s2, s2, 0xffff
	s_and_b32 s3, s3, 0xffff
.Ltmp0:
	.file	2 "samples/stencil" "kernel.cu"
	.loc	2 10 37                         ; samples/stencil/kernel.cu:10:37
	v_mad_u64_u32 v[8:9], null, s13, s2, v[1:2]
.Ltmp1:
	;DEBUG_VALUE: stencil7:x <- undef
	.loc	2 11 37                         ; samples/stencil/kernel.cu:11:37
	v_mad_u64_u32 v[9:10], null, s14, s8, v[2:3]
.Ltmp2:
	;DEBUG_VALUE: stencil7:y <- undef
	.loc	2 12 37                         ; samples/stencil/kernel.cu:12:37
	v_mad_u64_u32 v[6:7], null, s15, s3, v[0:1]
.Ltmp3:
	;DEBUG_VALUE: stencil7:z <- undef
	.loc	2 0 37 is_stmt 0                ; samples/stencil/kernel.cu:0:37
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
.Ltmp4:
	.loc	2 13 11 is_stmt 1               ; samples/stencil/kernel.cu:13:11
	v_cmp_gt_i32_e32 vcc_lo, s4, v8
	v_cmp_gt_i32_e64 s2, s5, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_i32_e64 s3, s6, v6
	.loc	2 13 17 is_stmt 0               ; samples/stencil/kernel.cu:13:17
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	s_and_b32 s2, s2, s3
	;DEBUG_VALUE: stencil7:c1 <- undef
	;DEBUG_VALUE: stencil7:c0 <- undef
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_4
.Ltmp5:
; %bb.1:
	.loc	2 16 26 is_stmt 1               ; samples/stencil/kernel.cu:16:26
	s_mul_i32 s12, s5, s4
.Ltmp6:
	;DEBUG_VALUE: stencil7:sz <- undef
	.loc	2 17 26                         ; samples/stencil/kernel.cu:17:26
	v_mul_lo_u32 v0, v9, s4
	.loc	2 17 17 is_stmt 0               ; samples/stencil/kernel.cu:17:17
	v_mul_lo_u32 v1, v6, s12
	s_load_b128 s[8:11], s[0:1], 0x0
.Ltmp7:
	;DEBUG_VALUE: stencil7:sy <- undef
	;DEBUG_VALUE: stencil7:in <- undef
	;DEBUG_VALUE: stencil7:out <- undef
	.loc	2 0 17                          ; samples/stencil/kernel.cu:0:17
	v_cmp_ne_u32_e64 s2, 0, v9
	s_add_i32 s3, s5, -1
	s_add_i32 s5, s6, -1
	v_cmp_ne_u32_e64 s3, s3, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	2 17 31                         ; samples/stencil/kernel.cu:17:31
	v_add3_u32 v4, v0, v8, v1
.Ltmp8:
	;DEBUG_VALUE: stencil7:idx <- $vgpr4
	.loc	2 18 20 is_stmt 1               ; samples/stencil/kernel.cu:18:20
	v_ashrrev_i32_e32 v5, 31, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[4:5]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s8, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s9, v1, vcc_lo
.Ltmp9:
	.loc	2 20 11                         ; samples/stencil/kernel.cu:20:11
	v_cmp_ne_u32_e32 vcc_lo, 0, v8
.Ltmp10:
	.loc	2 18 20                         ; samples/stencil/kernel.cu:18:20
	global_load_b32 v5, v[2:3], off
.Ltmp11:
	;DEBUG_VALUE: stencil7:centre <- $vgpr5
	.loc	2 20 16                         ; samples/stencil/kernel.cu:20:16
	s_and_b32 s13, vcc_lo, s2
	v_cmp_ne_u32_e32 vcc_lo, 0, v6
	s_add_i32 s2, s4, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_ne_u32_e64 s2, s2, v8
	s_and_b32 s6, s13, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, s5, v6
	s_and_b32 s2, s6, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s2, s2, s3
	s_and_b32 s3, s2, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_3
.Ltmp12:
; %bb.2:
	;DEBUG_VALUE: stencil7:centre <- $vgpr5
	;DEBUG_VALUE: stencil7:idx <- $vgpr4
	.loc	2 26 23                         ; samples/stencil/kernel.cu:26:23
	v_subrev_nc_u32_e32 v6, s4, v4
	.loc	2 27 23                         ; samples/stencil/kernel.cu:27:23
	v_subrev_nc_u32_e32 v8, s12, v4
	.loc	2 26 31                         ; samples/stencil/kernel.cu:26:31
	s_ashr_i32 s5, s4, 31
	.loc	2 25 16                         ; samples/stencil/kernel.cu:25:16
	s_clause 0x1
	global_load_b32 v4, v[2:3], off offset:-4
	global_load_b32 v12, v[2:3], off offset:4
.Ltmp13:
	.loc	2 26 31                         ; samples/stencil/kernel.cu:26:31
	s_lshl_b64 s[4:5], s[4:5], 2
	.loc	2 26 16 is_stmt 0               ; samples/stencil/kernel.cu:26:16
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	2 26 31                         ; samples/stencil/kernel.cu:26:31
	v_add_co_u32 v10, vcc_lo, v2, s4
	.loc	2 27 16 is_stmt 1               ; samples/stencil/kernel.cu:27:16
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	2 26 31                         ; samples/stencil/kernel.cu:26:31
	v_add_co_ci_u32_e32 v11, vcc_lo, s5, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	.loc	2 26 16 is_stmt 0               ; samples/stencil/kernel.cu:26:16
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	.loc	2 27 31 is_stmt 1               ; samples/stencil/kernel.cu:27:31
	s_ashr_i32 s13, s12, 31
	.loc	2 27 16 is_stmt 0               ; samples/stencil/kernel.cu:27:16
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	.loc	2 27 31                         ; samples/stencil/kernel.cu:27:31
	s_lshl_b64 s[4:5], s[12:13], 2
	s_load_b32 s0, s[0:1], 0x20
	s_delay_alu instid0(VALU_DEP_2)
	.loc	2 26 16 is_stmt 1               ; samples/stencil/kernel.cu:26:16
	v_add_co_u32 v6, vcc_lo, s8, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s9, v7, vcc_lo
	s_clause 0x1
	global_load_b32 v13, v[6:7], off
	global_load_b32 v10, v[10:11], off
	.loc	2 27 16                         ; samples/stencil/kernel.cu:27:16
	v_add_co_u32 v6, vcc_lo, s8, v8
	v_add_co_ci_u32_e32 v7, vcc_lo, s9, v9, vcc_lo
	.loc	2 27 31 is_stmt 0               ; samples/stencil/kernel.cu:27:31
	v_add_co_u32 v2, vcc_lo, v2, s4
	v_add_co_ci_u32_e32 v3, vcc_lo, s5, v3, vcc_lo
	.loc	2 27 16                         ; samples/stencil/kernel.cu:27:16
	s_clause 0x1
	global_load_b32 v6, v[6:7], off
	global_load_b32 v2, v[2:3], off
	.loc	2 25 28 is_stmt 1               ; samples/stencil/kernel.cu:25:28
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v3, v4, v12
	.loc	2 26 14                         ; samples/stencil/kernel.cu:26:14
	s_waitcnt vmcnt(3)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v13
	.loc	2 26 29 is_stmt 0               ; samples/stencil/kernel.cu:26:29
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v3, v3, v10
	.loc	2 27 14 is_stmt 1               ; samples/stencil/kernel.cu:27:14
	s_waitcnt vmcnt(1)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v6
	.loc	2 27 29 is_stmt 0               ; samples/stencil/kernel.cu:27:29
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v3, v2
.Ltmp14:
	;DEBUG_VALUE: stencil7:nb <- $vgpr2
	.loc	2 28 33 is_stmt 1               ; samples/stencil/kernel.cu:28:33
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s0, v2
.Ltmp15:
	.loc	2 28 28 is_stmt 0               ; samples/stencil/kernel.cu:28:28
	v_fmac_f32_e32 v2, s7, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v5, v2
.Ltmp16:
.LBB0_3:
	.loc	2 0 28                          ; samples/stencil/kernel.cu:0:28
	s_or_b32 exec_lo, exec_lo, s2
	v_add_co_u32 v0, vcc_lo, s10, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s11, v1, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v5, off
.LBB0_4:
	.loc	2 29 1 is_stmt 1                ; samples/stencil/kernel.cu:29:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp17:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z8stencil7PKfPfiiiff
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 13
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
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
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
.Lfunc_end0:
	.size	_Z8stencil7PKfPfiiiff, .Lfunc_end0-_Z8stencil7PKfPfiiiff
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 600
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
; COMPUTE_PGM_RSRC2:USER_SGPR: 13
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.type	__hip_cuid_77c236f11730c05f,@object ; @__hip_cuid_77c236f11730c05f
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_77c236f11730c05f
__hip_cuid_77c236f11730c05f:
	.byte	0                               ; 0x0
	.size	__hip_cuid_77c236f11730c05f, 1

	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	3                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   ending offset
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
	.byte	1                               ; Abbrev [1] 0xc:0x124 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	33                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
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
	.byte	9                               ; Abbrev [9] 0x7b:0x93 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	13                              ; DW_AT_linkage_name
	.byte	14                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	10                              ; Abbrev [10] 0x85:0x8 DW_TAG_formal_parameter
	.byte	20                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	278                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x8d:0x8 DW_TAG_formal_parameter
	.byte	21                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	293                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x95:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	270                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x9d:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	270                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xa5:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	270                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xad:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	274                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xb5:0x8 DW_TAG_formal_parameter
	.byte	26                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	274                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0xbd:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	15                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	270                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0xc6:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	17                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	274                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0xcf:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.long	274                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0xd8:0x8 DW_TAG_variable
	.byte	7                               ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	270                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0xe0:0x8 DW_TAG_variable
	.byte	9                               ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	270                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0xe8:0x8 DW_TAG_variable
	.byte	10                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	270                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0xf0:0x8 DW_TAG_variable
	.byte	27                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	270                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0xf8:0x8 DW_TAG_variable
	.byte	28                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	270                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x100:0xd DW_TAG_inlined_subroutine
	.long	67                              ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_low_pc
	.long	.Ltmp0-.Lfunc_begin0            ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	10                              ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x10e:0x4 DW_TAG_base_type
	.byte	16                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	4                               ; Abbrev [4] 0x112:0x4 DW_TAG_base_type
	.byte	18                              ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	13                              ; Abbrev [13] 0x116:0x5 DW_TAG_restrict_type
	.long	283                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x11b:0x5 DW_TAG_pointer_type
	.long	288                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x120:0x5 DW_TAG_const_type
	.long	274                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x125:0x5 DW_TAG_restrict_type
	.long	298                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x12a:0x5 DW_TAG_pointer_type
	.long	274                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	120                             ; Length of String Offsets Set
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
	.asciz	"_Z8stencil7PKfPfiiiff"         ; string offset=123
.Linfo_string14:
	.asciz	"stencil7"                      ; string offset=145
.Linfo_string15:
	.asciz	"idx"                           ; string offset=154
.Linfo_string16:
	.asciz	"int"                           ; string offset=158
.Linfo_string17:
	.asciz	"centre"                        ; string offset=162
.Linfo_string18:
	.asciz	"float"                         ; string offset=169
.Linfo_string19:
	.asciz	"nb"                            ; string offset=175
.Linfo_string20:
	.asciz	"in"                            ; string offset=178
.Linfo_string21:
	.asciz	"out"                           ; string offset=181
.Linfo_string22:
	.asciz	"nx"                            ; string offset=185
.Linfo_string23:
	.asciz	"ny"                            ; string offset=188
.Linfo_string24:
	.asciz	"nz"                            ; string offset=191
.Linfo_string25:
	.asciz	"c0"                            ; string offset=194
.Linfo_string26:
	.asciz	"c1"                            ; string offset=197
.Linfo_string27:
	.asciz	"sy"                            ; string offset=200
.Linfo_string28:
	.asciz	"sz"                            ; string offset=203
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_77c236f11730c05f
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
    .name:           _Z8stencil7PKfPfiiiff
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z8stencil7PKfPfiiiff.kd
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
