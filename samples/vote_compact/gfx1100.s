	.text
	.file	0 "." "-" md5 0x03c93e12bf739dde62c5fd3010f52790
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	_Z12vote_compactPKiPiS1_ii ; -- Begin function _Z12vote_compactPKiPiS1_ii
	.globl	_Z12vote_compactPKiPiS1_ii
	.p2align	8
	.type	_Z12vote_compactPKiPiS1_ii,@function
_Z12vote_compactPKiPiS1_ii:             ; @_Z12vote_compactPKiPiS1_ii
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.file	1 "./samples" "hipcompat.h" md5 0x3928f6b82366b057f993ff5a0325bcf9
	.loc	1 89 23 prologue_end            ; ./samples/hipcompat.h:89:23
	s_clause 0x1
	s_load_b32 s4, s[0:1], 0x2c
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	s_load_b64 s[2:3], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
.Ltmp0:
	.file	2 "samples/vote_compact" "kernel.cu"
	.loc	2 21 37                         ; samples/vote_compact/kernel.cu:21:37
	v_mad_u64_u32 v[1:2], null, s15, s4, v[0:1]
.Ltmp1:
	;DEBUG_VALUE: vote_compact:lane <- undef
	;DEBUG_VALUE: vote_compact:i <- undef
	.loc	2 24 13                         ; samples/vote_compact/kernel.cu:24:13
	v_mov_b32_e32 v2, 0
	.loc	2 23 20                         ; samples/vote_compact/kernel.cu:23:20
	v_cmp_gt_i32_e32 vcc_lo, s2, v1
	;DEBUG_VALUE: vote_compact:threshold <- undef
.Ltmp2:
	;DEBUG_VALUE: vote_compact:valid <- [DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_stack_value] undef
	.loc	2 24 13                         ; samples/vote_compact/kernel.cu:24:13
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB0_2
.Ltmp3:
; %bb.1:
	.loc	2 0 13 is_stmt 0                ; samples/vote_compact/kernel.cu:0:13
	s_load_b64 s[6:7], s[0:1], 0x0
	;DEBUG_VALUE: vote_compact:in <- undef
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, s2, s6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, s2, s7, v2, s2
	.loc	2 24 21                         ; samples/vote_compact/kernel.cu:24:21
	global_load_b32 v2, v[1:2], off
.Ltmp4:
.LBB0_2:
	.loc	2 0 21                          ; samples/vote_compact/kernel.cu:0:21
	s_or_b32 exec_lo, exec_lo, s4
.Ltmp5:
	;DEBUG_VALUE: vote_compact:v <- $vgpr2
	;DEBUG_VALUE: vote_compact:out <- undef
	;DEBUG_VALUE: vote_compact:count <- undef
	.loc	2 25 23 is_stmt 1               ; samples/vote_compact/kernel.cu:25:23
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s2, s3, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, vcc_lo, s2
.Ltmp6:
	;DEBUG_VALUE: __ballot_sync:m <- -1
	;DEBUG_VALUE: __any_sync:m <- -1
	;DEBUG_VALUE: __ballot_sync:p <- [DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 32 7, DW_OP_stack_value] undef
	;DEBUG_VALUE: __any_sync:p <- [DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 32 7, DW_OP_stack_value] undef
	;DEBUG_VALUE: vote_compact:keep <- [DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_stack_value] undef
	.loc	1 157 59                        ; ./samples/hipcompat.h:157:59
	v_cndmask_b32_e64 v3, 0, 1, s3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ne_u32_e32 vcc_lo, 0, v3
.Ltmp7:
	.loc	2 27 9                          ; samples/vote_compact/kernel.cu:27:9
	s_cbranch_vccz .LBB0_15
.Ltmp8:
; %bb.3:
	;DEBUG_VALUE: vote_compact:v <- $vgpr2
	.loc	2 0 9 is_stmt 0                 ; samples/vote_compact/kernel.cu:0:9
	s_load_b64 s[4:5], s[0:1], 0x8
.Ltmp9:
	;DEBUG_VALUE: __ballot_sync:p <- [DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 32 7, DW_OP_stack_value] undef
	;DEBUG_VALUE: __ballot_sync:m <- -1
	;DEBUG_VALUE: vote_compact:out <- undef
	;DEBUG_VALUE: vote_compact:count <- undef
	;DEBUG_VALUE: vote_compact:total <- undef
	;DEBUG_VALUE: __ffs:x <- undef
	;DEBUG_VALUE: __popc:x <- undef
	;DEBUG_VALUE: vote_compact:mask <- undef
	v_dual_mov_b32 v0, 0 :: v_dual_and_b32 v1, 31, v0
	.loc	2 32 30 is_stmt 1               ; samples/vote_compact/kernel.cu:32:30
	s_ctz_i32_b32 s6, vcc_lo
.Ltmp10:
	;DEBUG_VALUE: vote_compact:base <- 0
	;DEBUG_VALUE: vote_compact:leader <- undef
	.loc	2 34 9                          ; samples/vote_compact/kernel.cu:34:9
	s_mov_b32 s7, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
.Ltmp11:
	.loc	2 34 14 is_stmt 0               ; samples/vote_compact/kernel.cu:34:14
	v_cmpx_eq_u32_e64 s6, v1
.Ltmp12:
	.loc	2 34 9                          ; samples/vote_compact/kernel.cu:34:9
	s_cbranch_execz .LBB0_7
.Ltmp13:
; %bb.4:
	;DEBUG_VALUE: vote_compact:base <- 0
	;DEBUG_VALUE: vote_compact:v <- $vgpr2
	;DEBUG_VALUE: vote_compact:count <- undef
	.loc	1 203 1 is_stmt 1               ; ./samples/hipcompat.h:203:1
	s_mov_b32 s10, exec_lo
.Ltmp14:
	.loc	1 163 40                        ; ./samples/hipcompat.h:163:40
	s_bcnt1_i32_b32 s8, vcc_lo
.Ltmp15:
	;DEBUG_VALUE: atomicAdd:p <- undef
	;DEBUG_VALUE: vote_compact:total <- undef
	.loc	1 203 1                         ; ./samples/hipcompat.h:203:1
	v_mbcnt_lo_u32_b32 v0, s10, 0
	s_mov_b32 s9, exec_lo
                                        ; implicit-def: $vgpr4
.Ltmp16:
	;DEBUG_VALUE: atomicAdd:v <- undef
	.loc	1 0 1 is_stmt 0                 ; ./samples/hipcompat.h:0:1
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 203 1                         ; ./samples/hipcompat.h:203:1
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB0_6
.Ltmp17:
; %bb.5:
	;DEBUG_VALUE: vote_compact:base <- 0
	;DEBUG_VALUE: vote_compact:v <- $vgpr2
	.loc	1 0 1                           ; ./samples/hipcompat.h:0:1
	s_load_b64 s[0:1], s[0:1], 0x10
.Ltmp18:
	;DEBUG_VALUE: atomicAdd:p <- undef
	;DEBUG_VALUE: vote_compact:count <- undef
	.loc	1 203 1                         ; ./samples/hipcompat.h:203:1
	s_bcnt1_i32_b32 s2, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s2, s8, s2
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v5, s2
	s_waitcnt lgkmcnt(0)
	global_atomic_add_u32 v4, v4, v5, s[0:1] glc
.Ltmp19:
.LBB0_6:
	;DEBUG_VALUE: vote_compact:base <- 0
	;DEBUG_VALUE: vote_compact:v <- $vgpr2
	.loc	1 0 1                           ; ./samples/hipcompat.h:0:1
	s_or_b32 exec_lo, exec_lo, s9
	.loc	1 203 1                         ; ./samples/hipcompat.h:203:1
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s0, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u32_u24 v0, s8, v0, s0
.Ltmp20:
	;DEBUG_VALUE: vote_compact:base <- $vgpr0
.LBB0_7:
	;DEBUG_VALUE: vote_compact:v <- $vgpr2
	.loc	1 0 1                           ; ./samples/hipcompat.h:0:1
	s_or_b32 exec_lo, exec_lo, s7
.Ltmp21:
	;DEBUG_VALUE: vote_compact:out <- undef
	;DEBUG_VALUE: vote_compact:base <- $vgpr0
	;DEBUG_VALUE: __shfl_sync:m <- -1
	;DEBUG_VALUE: __shfl_sync:v <- $vgpr0
	;DEBUG_VALUE: __shfl_sync:src <- undef
	;DEBUG_VALUE: __shfl_sync:w <- 32
	.loc	1 152 1 is_stmt 1               ; ./samples/hipcompat.h:152:1
	s_and_b32 s0, s6, 31
.Ltmp22:
	;DEBUG_VALUE: ws_bpermute:lane <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_or, DW_OP_stack_value] undef
	;DEBUG_VALUE: ws_bpermute:v <- $vgpr0
	.loc	1 0 1 is_stmt 0                 ; ./samples/hipcompat.h:0:1
	s_mov_b32 s1, 0
.Ltmp23:
	.loc	1 118 84 is_stmt 1              ; ./samples/hipcompat.h:118:84
	s_lshl_b32 s0, s0, 2
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s0
.Ltmp24:
	.loc	1 157 59                        ; ./samples/hipcompat.h:157:59
	v_cmp_ne_u32_e64 s0, 0, v3
.Ltmp25:
	.loc	1 118 50                        ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v4, v4, v0
.Ltmp26:
	;DEBUG_VALUE: __ballot_sync:p <- [DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 32 7, DW_OP_stack_value] undef
	;DEBUG_VALUE: __ballot_sync:m <- -1
	;DEBUG_VALUE: __all_sync:p <- [DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 32 7, DW_OP_stack_value] undef
	;DEBUG_VALUE: __all_sync:m <- -1
	;DEBUG_VALUE: vote_compact:base <- $vgpr4
	.loc	1 160 71                        ; ./samples/hipcompat.h:160:71
	s_cmp_lg_u32 s0, exec_lo
	s_mov_b32 s0, -1
.Ltmp27:
	;DEBUG_VALUE: __shfl_sync:l <- undef
	.loc	2 38 9                          ; samples/vote_compact/kernel.cu:38:9
	s_cbranch_scc0 .LBB0_11
.Ltmp28:
; %bb.8:
	;DEBUG_VALUE: vote_compact:base <- $vgpr4
	;DEBUG_VALUE: vote_compact:v <- $vgpr2
	;DEBUG_VALUE: __shfl_sync:l <- undef
	.loc	2 0 9 is_stmt 0                 ; samples/vote_compact/kernel.cu:0:9
	s_mov_b32 s0, 0
                                        ; implicit-def: $vgpr0
.Ltmp29:
	.loc	2 40 16 is_stmt 1               ; samples/vote_compact/kernel.cu:40:16
	s_and_saveexec_b32 s2, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB0_10
.Ltmp30:
; %bb.9:
	;DEBUG_VALUE: vote_compact:base <- $vgpr4
	;DEBUG_VALUE: vote_compact:v <- $vgpr2
	.loc	2 0 16 is_stmt 0                ; samples/vote_compact/kernel.cu:0:16
	v_mbcnt_lo_u32_b32 v0, -1, 0
	;DEBUG_VALUE: __shfl_sync:l <- $vgpr0
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_bfe_u32 v0, vcc_lo, 0, v0
	s_waitcnt lgkmcnt(0)
	v_bcnt_u32_b32 v0, v0, v4
.Ltmp31:
	;DEBUG_VALUE: rank <- undef
	;DEBUG_VALUE: __popc:x <- undef
.LBB0_10:
	;DEBUG_VALUE: vote_compact:base <- $vgpr4
	;DEBUG_VALUE: vote_compact:v <- $vgpr2
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	2 38 9 is_stmt 1                ; samples/vote_compact/kernel.cu:38:9
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_12
	s_branch .LBB0_13
.Ltmp32:
.LBB0_11:
	;DEBUG_VALUE: vote_compact:base <- $vgpr4
	;DEBUG_VALUE: vote_compact:v <- $vgpr2
                                        ; implicit-def: $vgpr0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB0_13
.Ltmp33:
.LBB0_12:
	;DEBUG_VALUE: vote_compact:base <- $vgpr4
	;DEBUG_VALUE: vote_compact:v <- $vgpr2
	.loc	2 39 18                         ; samples/vote_compact/kernel.cu:39:18
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v4, v1
	s_or_b32 s1, s1, exec_lo
.Ltmp34:
.LBB0_13:
	;DEBUG_VALUE: vote_compact:base <- $vgpr4
	;DEBUG_VALUE: vote_compact:v <- $vgpr2
	.loc	2 0 18 is_stmt 0                ; samples/vote_compact/kernel.cu:0:18
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	2 38 9 is_stmt 1                ; samples/vote_compact/kernel.cu:38:9
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB0_15
.Ltmp35:
; %bb.14:
	;DEBUG_VALUE: vote_compact:base <- $vgpr4
	;DEBUG_VALUE: vote_compact:v <- $vgpr2
	.loc	2 0 9 is_stmt 0                 ; samples/vote_compact/kernel.cu:0:9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v1, vcc_lo
.Ltmp36:
	global_store_b32 v[0:1], v2, off
.Ltmp37:
.LBB0_15:
	;DEBUG_VALUE: vote_compact:v <- $vgpr2
	.loc	2 44 1 is_stmt 1                ; samples/vote_compact/kernel.cu:44:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp38:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12vote_compactPKiPiS1_ii
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
	.size	_Z12vote_compactPKiPiS1_ii, .Lfunc_end0-_Z12vote_compactPKiPiS1_ii
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 512
; NumSgprs: 18
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
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
	.type	__hip_cuid_ad37755e8ac76730,@object ; @__hip_cuid_ad37755e8ac76730
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_ad37755e8ac76730
__hip_cuid_ad37755e8ac76730:
	.byte	0                               ; 0x0
	.size	__hip_cuid_ad37755e8ac76730, 1

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
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	130                             ; 1538
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	32                              ; DW_OP_not
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
	.byte	10                              ; Abbreviation Code
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
	.byte	14                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	28                              ; DW_AT_const_value
	.byte	15                              ; DW_FORM_udata
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	15                              ; Abbreviation Code
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
	.byte	16                              ; Abbreviation Code
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
	.byte	17                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	18                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	28                              ; DW_AT_const_value
	.byte	13                              ; DW_FORM_sdata
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	19                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	20                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0x28d DW_TAG_compile_unit
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
	.byte	4                               ; Abbrev [4] 0x47:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	5                               ; Abbrev [5] 0x4b:0x12 DW_TAG_subprogram
	.byte	6                               ; DW_AT_linkage_name
	.byte	7                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	85                              ; DW_AT_decl_line
	.long	93                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	6                               ; Abbrev [6] 0x54:0x8 DW_TAG_variable
	.byte	13                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	87                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x5d:0x22 DW_TAG_structure_type
	.byte	5                               ; DW_AT_calling_convention
	.byte	12                              ; DW_AT_name
	.byte	12                              ; DW_AT_byte_size
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; Abbrev [8] 0x63:0x9 DW_TAG_member
	.byte	8                               ; DW_AT_name
	.long	127                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	8                               ; Abbrev [8] 0x6c:0x9 DW_TAG_member
	.byte	10                              ; DW_AT_name
	.long	127                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	8                               ; Abbrev [8] 0x75:0x9 DW_TAG_member
	.byte	11                              ; DW_AT_name
	.long	127                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x7f:0x4 DW_TAG_base_type
	.byte	9                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	5                               ; Abbrev [5] 0x83:0x1a DW_TAG_subprogram
	.byte	14                              ; DW_AT_linkage_name
	.byte	15                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	157                             ; DW_AT_decl_line
	.long	127                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	9                               ; Abbrev [9] 0x8c:0x8 DW_TAG_formal_parameter
	.byte	16                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	157                             ; DW_AT_decl_line
	.long	127                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x94:0x8 DW_TAG_formal_parameter
	.byte	17                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	157                             ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x9d:0x1a DW_TAG_subprogram
	.byte	18                              ; DW_AT_linkage_name
	.byte	19                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	159                             ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	9                               ; Abbrev [9] 0xa6:0x8 DW_TAG_formal_parameter
	.byte	16                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	159                             ; DW_AT_decl_line
	.long	127                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xae:0x8 DW_TAG_formal_parameter
	.byte	17                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	159                             ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0xb7:0x1a DW_TAG_subprogram
	.byte	20                              ; DW_AT_linkage_name
	.byte	21                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	203                             ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	9                               ; Abbrev [9] 0xc0:0x8 DW_TAG_formal_parameter
	.byte	17                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	203                             ; DW_AT_decl_line
	.long	209                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xc8:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	203                             ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0xd1:0x5 DW_TAG_pointer_type
	.long	71                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xd6:0x12 DW_TAG_subprogram
	.byte	23                              ; DW_AT_linkage_name
	.byte	24                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	163                             ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	9                               ; Abbrev [9] 0xdf:0x8 DW_TAG_formal_parameter
	.byte	8                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	163                             ; DW_AT_decl_line
	.long	127                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0xe8:0x32 DW_TAG_subprogram
	.byte	25                              ; DW_AT_linkage_name
	.byte	26                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	152                             ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	9                               ; Abbrev [9] 0xf1:0x8 DW_TAG_formal_parameter
	.byte	16                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	152                             ; DW_AT_decl_line
	.long	127                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xf9:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	152                             ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x101:0x8 DW_TAG_formal_parameter
	.byte	27                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	152                             ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x109:0x8 DW_TAG_formal_parameter
	.byte	28                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	152                             ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x111:0x8 DW_TAG_variable
	.byte	29                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	152                             ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x11a:0x1a DW_TAG_subprogram
	.byte	30                              ; DW_AT_linkage_name
	.byte	31                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	118                             ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	9                               ; Abbrev [9] 0x123:0x8 DW_TAG_formal_parameter
	.byte	32                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	118                             ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x12b:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	118                             ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x134:0x1a DW_TAG_subprogram
	.byte	33                              ; DW_AT_linkage_name
	.byte	34                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	160                             ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	9                               ; Abbrev [9] 0x13d:0x8 DW_TAG_formal_parameter
	.byte	16                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	160                             ; DW_AT_decl_line
	.long	127                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x145:0x8 DW_TAG_formal_parameter
	.byte	17                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	160                             ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0x14e:0x132 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	35                              ; DW_AT_linkage_name
	.byte	36                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	9                               ; Abbrev [9] 0x158:0x8 DW_TAG_formal_parameter
	.byte	38                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	640                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x160:0x8 DW_TAG_formal_parameter
	.byte	39                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	655                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x168:0x8 DW_TAG_formal_parameter
	.byte	40                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	655                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x170:0x8 DW_TAG_formal_parameter
	.byte	41                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x178:0x8 DW_TAG_formal_parameter
	.byte	42                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x180:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	22                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x189:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	37                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x192:0x8 DW_TAG_variable
	.byte	43                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x19a:0x8 DW_TAG_variable
	.byte	32                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x1a2:0x8 DW_TAG_variable
	.byte	44                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	660                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x1aa:0x8 DW_TAG_variable
	.byte	46                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.long	660                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x1b2:0x8 DW_TAG_variable
	.byte	47                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	30                              ; DW_AT_decl_line
	.long	127                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x1ba:0x8 DW_TAG_variable
	.byte	48                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	31                              ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x1c2:0x8 DW_TAG_variable
	.byte	49                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	32                              ; DW_AT_decl_line
	.long	71                              ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x1ca:0xd DW_TAG_inlined_subroutine
	.long	75                              ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_low_pc
	.long	.Ltmp0-.Lfunc_begin0            ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	21                              ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	13                              ; Abbrev [13] 0x1d7:0x3a DW_TAG_inlined_subroutine
	.long	157                             ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp7-.Ltmp6                   ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	27                              ; DW_AT_call_line
	.byte	10                              ; DW_AT_call_column
	.byte	14                              ; Abbrev [14] 0x1e4:0xf DW_TAG_formal_parameter
	.ascii	"\377\377\377\377\377\377\377\377\377\001" ; DW_AT_const_value
	.long	166                             ; DW_AT_abstract_origin
	.byte	13                              ; Abbrev [13] 0x1f3:0x1d DW_TAG_inlined_subroutine
	.long	131                             ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp7-.Ltmp6                   ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	159                             ; DW_AT_call_line
	.byte	51                              ; DW_AT_call_column
	.byte	14                              ; Abbrev [14] 0x200:0xf DW_TAG_formal_parameter
	.ascii	"\377\377\377\377\377\377\377\377\377\001" ; DW_AT_const_value
	.long	140                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	15                              ; Abbrev [15] 0x211:0x9 DW_TAG_inlined_subroutine
	.long	183                             ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	35                              ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	12                              ; Abbrev [12] 0x21a:0xd DW_TAG_inlined_subroutine
	.long	214                             ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp15-.Ltmp14                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	31                              ; DW_AT_call_line
	.byte	17                              ; DW_AT_call_column
	.byte	16                              ; Abbrev [16] 0x227:0x3b DW_TAG_inlined_subroutine
	.long	232                             ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	14                              ; Abbrev [14] 0x230:0xf DW_TAG_formal_parameter
	.ascii	"\377\377\377\377\377\377\377\377\377\001" ; DW_AT_const_value
	.long	241                             ; DW_AT_abstract_origin
	.byte	17                              ; Abbrev [17] 0x23f:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.long	249                             ; DW_AT_abstract_origin
	.byte	18                              ; Abbrev [18] 0x248:0x6 DW_TAG_formal_parameter
	.byte	32                              ; DW_AT_const_value
	.long	265                             ; DW_AT_abstract_origin
	.byte	16                              ; Abbrev [16] 0x24e:0x13 DW_TAG_inlined_subroutine
	.long	282                             ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	152                             ; DW_AT_call_line
	.byte	1                               ; DW_AT_call_column
	.byte	17                              ; Abbrev [17] 0x257:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.long	299                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0x262:0x1d DW_TAG_inlined_subroutine
	.long	308                             ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	38                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	19                              ; Abbrev [19] 0x26b:0x6 DW_TAG_formal_parameter
	.byte	2                               ; DW_AT_location
	.long	317                             ; DW_AT_abstract_origin
	.byte	12                              ; Abbrev [12] 0x271:0xd DW_TAG_inlined_subroutine
	.long	131                             ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp25-.Ltmp24                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	160                             ; DW_AT_call_line
	.byte	51                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	20                              ; Abbrev [20] 0x280:0x5 DW_TAG_restrict_type
	.long	645                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x285:0x5 DW_TAG_pointer_type
	.long	650                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x28a:0x5 DW_TAG_const_type
	.long	71                              ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x28f:0x5 DW_TAG_restrict_type
	.long	209                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x294:0x4 DW_TAG_base_type
	.byte	45                              ; DW_AT_name
	.byte	2                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	4                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
	.long	.Ldebug_ranges1-.Lrnglists_table_base0
	.long	.Ldebug_ranges2-.Lrnglists_table_base0
	.long	.Ldebug_ranges3-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges2:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges3:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	204                             ; Length of String Offsets Set
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
	.asciz	"int"                           ; string offset=64
.Linfo_string6:
	.asciz	"_ZL12ws_block_dimv"            ; string offset=68
.Linfo_string7:
	.asciz	"ws_block_dim"                  ; string offset=87
.Linfo_string8:
	.asciz	"x"                             ; string offset=100
.Linfo_string9:
	.asciz	"unsigned int"                  ; string offset=102
.Linfo_string10:
	.asciz	"y"                             ; string offset=115
.Linfo_string11:
	.asciz	"z"                             ; string offset=117
.Linfo_string12:
	.asciz	"uint3"                         ; string offset=119
.Linfo_string13:
	.asciz	"g"                             ; string offset=125
.Linfo_string14:
	.asciz	"_ZL13__ballot_syncji"          ; string offset=127
.Linfo_string15:
	.asciz	"__ballot_sync"                 ; string offset=148
.Linfo_string16:
	.asciz	"m"                             ; string offset=162
.Linfo_string17:
	.asciz	"p"                             ; string offset=164
.Linfo_string18:
	.asciz	"_ZL10__any_syncji"             ; string offset=166
.Linfo_string19:
	.asciz	"__any_sync"                    ; string offset=184
.Linfo_string20:
	.asciz	"_ZL9atomicAddPii"              ; string offset=195
.Linfo_string21:
	.asciz	"atomicAdd"                     ; string offset=212
.Linfo_string22:
	.asciz	"v"                             ; string offset=222
.Linfo_string23:
	.asciz	"_ZL6__popcj"                   ; string offset=224
.Linfo_string24:
	.asciz	"__popc"                        ; string offset=236
.Linfo_string25:
	.asciz	"_ZL11__shfl_syncjiii"          ; string offset=243
.Linfo_string26:
	.asciz	"__shfl_sync"                   ; string offset=264
.Linfo_string27:
	.asciz	"src"                           ; string offset=276
.Linfo_string28:
	.asciz	"w"                             ; string offset=280
.Linfo_string29:
	.asciz	"l"                             ; string offset=282
.Linfo_string30:
	.asciz	"_ZL11ws_bpermuteii"            ; string offset=284
.Linfo_string31:
	.asciz	"ws_bpermute"                   ; string offset=303
.Linfo_string32:
	.asciz	"lane"                          ; string offset=315
.Linfo_string33:
	.asciz	"_ZL10__all_syncji"             ; string offset=320
.Linfo_string34:
	.asciz	"__all_sync"                    ; string offset=338
.Linfo_string35:
	.asciz	"_Z12vote_compactPKiPiS1_ii"    ; string offset=349
.Linfo_string36:
	.asciz	"vote_compact"                  ; string offset=376
.Linfo_string37:
	.asciz	"base"                          ; string offset=389
.Linfo_string38:
	.asciz	"in"                            ; string offset=394
.Linfo_string39:
	.asciz	"out"                           ; string offset=397
.Linfo_string40:
	.asciz	"count"                         ; string offset=401
.Linfo_string41:
	.asciz	"n"                             ; string offset=407
.Linfo_string42:
	.asciz	"threshold"                     ; string offset=409
.Linfo_string43:
	.asciz	"i"                             ; string offset=419
.Linfo_string44:
	.asciz	"valid"                         ; string offset=421
.Linfo_string45:
	.asciz	"bool"                          ; string offset=427
.Linfo_string46:
	.asciz	"keep"                          ; string offset=432
.Linfo_string47:
	.asciz	"mask"                          ; string offset=437
.Linfo_string48:
	.asciz	"total"                         ; string offset=442
.Linfo_string49:
	.asciz	"leader"                        ; string offset=448
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Ltmp6
	.quad	.Ltmp14
	.quad	.Ltmp24
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_ad37755e8ac76730
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
    .name:           _Z12vote_compactPKiPiS1_ii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z12vote_compactPKiPiS1_ii.kd
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
