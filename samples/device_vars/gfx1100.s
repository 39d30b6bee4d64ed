	.text
	.file	0 "." "-" md5 0xa04b456e4732ed9d33ee0313d5f58e0b
	.file	1 "samples/device_vars" "kernel.cu"
	.file	2 "./samples" "hipcompat.h" md5 0x3928f6b82366b057f993ff5a0325bcf9
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	_Z9lut_countPKhPiPji    ; -- Begin function _Z9lut_countPKhPiPji
	.globl	_Z9lut_countPKhPiPji
	.p2align	8
	.type	_Z9lut_countPKhPiPji,@function
_Z9lut_countPKhPiPji:                   ; @_Z9lut_countPKhPiPji
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	2 89 23 prologue_end            ; ./samples/hipcompat.h:89:23
	s_clause 0x1
	s_load_b32 s4, s[0:1], 0x2c
	; meta instruction
	; meta instruction
	; meta instruction
	s_load_b32 s5, s[0:1], 0x18
	;DEBUG_VALUE: lut_count:n <- undef
	.loc	2 88 48                         ; ./samples/hipcompat.h:88:48
	s_add_u32 s2, s0, 32
	s_addc_u32 s3, s1, 0
	.loc	2 89 23                         ; ./samples/hipcompat.h:89:23
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
.Ltmp0:
	.loc	1 23 37                         ; samples/device_vars/kernel.cu:23:37
	v_mad_u64_u32 v[1:2], null, s15, s4, v[0:1]
.Ltmp1:
	;DEBUG_VALUE: lut_count:i <- undef
	.loc	1 24 9                          ; samples/device_vars/kernel.cu:24:9
	s_mov_b32 s4, exec_lo
.Ltmp2:
	.loc	1 24 11 is_stmt 0               ; samples/device_vars/kernel.cu:24:11
	v_cmpx_gt_i32_e64 s5, v1
.Ltmp3:
	.loc	1 24 9                          ; samples/device_vars/kernel.cu:24:9
	s_cbranch_execz .LBB0_4
.Ltmp4:
; %bb.1:
	.loc	1 0 9                           ; samples/device_vars/kernel.cu:0:9
	s_load_b128 s[8:11], s[0:1], 0x0
	;DEBUG_VALUE: lut_count:in <- undef
	;DEBUG_VALUE: lut_count:out <- undef
.Ltmp5:
	.loc	1 25 27 is_stmt 1               ; samples/device_vars/kernel.cu:25:27
	v_ashrrev_i32_e32 v2, 31, v1
	.loc	1 26 18                         ; samples/device_vars/kernel.cu:26:18
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, lut@rel32@lo+4
	s_addc_u32 s7, s7, lut@rel32@hi+12
	.loc	1 25 27                         ; samples/device_vars/kernel.cu:25:27
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s8, v1
	v_add_co_ci_u32_e32 v4, vcc_lo, s9, v2, vcc_lo
	.loc	1 26 9                          ; samples/device_vars/kernel.cu:26:9
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	.loc	1 25 27                         ; samples/device_vars/kernel.cu:25:27
	global_load_u8 v3, v[3:4], off
.Ltmp6:
	;DEBUG_VALUE: v <- $vgpr3
	.loc	1 26 9                          ; samples/device_vars/kernel.cu:26:9
	v_add_co_u32 v1, vcc_lo, s10, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s11, v2, vcc_lo
	.loc	1 26 18 is_stmt 0               ; samples/device_vars/kernel.cu:26:18
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, 0xff, v3
.Ltmp7:
	.loc	1 27 19 is_stmt 1               ; samples/device_vars/kernel.cu:27:19
	v_mul_lo_u16 v3, 0xffab, v3
.Ltmp8:
	.loc	1 0 19 is_stmt 0                ; samples/device_vars/kernel.cu:0:19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
.Ltmp9:
	.loc	1 26 18 is_stmt 1               ; samples/device_vars/kernel.cu:26:18
	v_lshlrev_b32_e32 v4, 2, v4
.Ltmp10:
	.loc	1 27 19                         ; samples/device_vars/kernel.cu:27:19
	v_and_b32_e32 v3, 0xff, v3
.Ltmp11:
	.loc	1 26 18                         ; samples/device_vars/kernel.cu:26:18
	global_load_b32 v4, v4, s[6:7]
	.loc	1 26 27 is_stmt 0               ; samples/device_vars/kernel.cu:26:27
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, bias@rel32@lo+4
	s_addc_u32 s7, s7, bias@rel32@hi+12
.Ltmp12:
	.loc	1 27 19 is_stmt 1               ; samples/device_vars/kernel.cu:27:19
	v_cmp_gt_u16_e32 vcc_lo, 0x56, v3
.Ltmp13:
	.loc	1 26 27                         ; samples/device_vars/kernel.cu:26:27
	s_load_b32 s5, s[6:7], 0x0
	.loc	1 26 25 is_stmt 0               ; samples/device_vars/kernel.cu:26:25
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_nc_u32_e32 v4, s5, v4
	.loc	1 26 16                         ; samples/device_vars/kernel.cu:26:16
	global_store_b32 v[1:2], v4, off
	.loc	1 27 13 is_stmt 1               ; samples/device_vars/kernel.cu:27:13
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB0_4
.Ltmp14:
; %bb.2:
	;DEBUG_VALUE: atomicAdd:v <- 1
	.loc	2 204 1                         ; ./samples/hipcompat.h:204:1
	s_mov_b32 s5, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v1, s5, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v1
.Ltmp15:
	;DEBUG_VALUE: atomicAdd:p <- undef
	s_and_b32 s6, exec_lo, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 exec_lo, s6
	s_cbranch_execz .LBB0_4
.Ltmp16:
; %bb.3:
	;DEBUG_VALUE: atomicAdd:v <- 1
	s_bcnt1_i32_b32 s5, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, s5
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, hits@rel32@lo+4
	s_addc_u32 s7, s7, hits@rel32@hi+12
	global_atomic_add_u32 v1, v2, s[6:7]
.Ltmp17:
.LBB0_4:
	.loc	2 0 1 is_stmt 0                 ; ./samples/hipcompat.h:0:1
	s_or_b32 exec_lo, exec_lo, s4
	;DEBUG_VALUE: lut_count:count <- undef
.Ltmp18:
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt_vscnt null, 0x0
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp19:
	.loc	1 31 9                          ; samples/device_vars/kernel.cu:31:9
	s_mov_b32 s4, exec_lo
.Ltmp20:
	.loc	1 31 21 is_stmt 0               ; samples/device_vars/kernel.cu:31:21
	v_cmpx_eq_u32_e32 0, v0
.Ltmp21:
	.loc	1 31 9                          ; samples/device_vars/kernel.cu:31:9
	s_cbranch_execz .LBB0_11
.Ltmp22:
; %bb.5:
	;DEBUG_VALUE: lut_count:count <- undef
	.loc	2 204 1 is_stmt 1               ; ./samples/hipcompat.h:204:1
	s_mov_b32 s4, exec_lo
	s_mov_b32 s5, exec_lo
	v_mbcnt_lo_u32_b32 v0, s4, 0
.Ltmp23:
	;DEBUG_VALUE: atomicAdd:p <- undef
	.loc	2 110 35                        ; ./samples/hipcompat.h:110:35
	buffer_gl1_inv
	buffer_gl0_inv
.Ltmp24:
                                        ; implicit-def: $vgpr1
	;DEBUG_VALUE: atomicAdd:v <- 1
	.loc	2 204 1                         ; ./samples/hipcompat.h:204:1
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB0_7
.Ltmp25:
; %bb.6:
	;DEBUG_VALUE: atomicAdd:v <- 1
	s_bcnt1_i32_b32 s4, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, s4
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, tickets@rel32@lo+4
	s_addc_u32 s7, s7, tickets@rel32@hi+12
	global_atomic_add_u32 v1, v1, v2, s[6:7] glc
.Ltmp26:
.LBB0_7:
	;DEBUG_VALUE: atomicAdd:v <- 1
	.loc	2 0 1 is_stmt 0                 ; ./samples/hipcompat.h:0:1
	s_or_b32 exec_lo, exec_lo, s5
.Ltmp27:
	;DEBUG_VALUE: lut_count:count <- undef
	.loc	2 94 23 is_stmt 1               ; ./samples/hipcompat.h:94:23
	s_load_b32 s2, s[2:3], 0x0
.Ltmp28:
	.loc	2 204 1                         ; ./samples/hipcompat.h:204:1
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v0, s3, v0
.Ltmp29:
	;DEBUG_VALUE: ws_grid_dim:c <- undef
	;DEBUG_VALUE: t <- $vgpr0
	.loc	1 34 28                         ; samples/device_vars/kernel.cu:34:28
	s_waitcnt lgkmcnt(0)
	s_add_i32 s2, s2, -1
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	.loc	1 34 15 is_stmt 0               ; samples/device_vars/kernel.cu:34:15
	v_cmp_eq_u32_e32 vcc_lo, s2, v0
.Ltmp30:
	.loc	1 34 13                         ; samples/device_vars/kernel.cu:34:13
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB0_11
.Ltmp31:
; %bb.8:
	;DEBUG_VALUE: t <- $vgpr0
	.loc	1 0 13                          ; samples/device_vars/kernel.cu:0:13
	s_load_b64 s[0:1], s[0:1], 0x10
.Ltmp32:
	;DEBUG_VALUE: atomicAdd:v <- 0
	;DEBUG_VALUE: lut_count:count <- undef
	.loc	2 204 1 is_stmt 1               ; ./samples/hipcompat.h:204:1
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
.Ltmp33:
	.loc	2 0 1 is_stmt 0                 ; ./samples/hipcompat.h:0:1
	s_delay_alu instid0(VALU_DEP_1)
	.loc	2 204 1                         ; ./samples/hipcompat.h:204:1
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
.Ltmp34:
	;DEBUG_VALUE: atomicAdd:p <- undef
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_10
.Ltmp35:
; %bb.9:
	;DEBUG_VALUE: atomicAdd:v <- 0
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, hits@rel32@lo+4
	s_addc_u32 s5, s5, hits@rel32@hi+12
	global_load_b32 v0, v0, s[4:5] glc
.Ltmp36:
.LBB0_10:
	;DEBUG_VALUE: atomicAdd:v <- 0
	.loc	2 0 1                           ; ./samples/hipcompat.h:0:1
	s_or_b32 exec_lo, exec_lo, s2
	.loc	2 204 1                         ; ./samples/hipcompat.h:204:1
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s2, v0
	s_delay_alu instid0(VALU_DEP_1)
.Ltmp37:
	.loc	1 35 20 is_stmt 1               ; samples/device_vars/kernel.cu:35:20
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, s2
	.loc	1 36 18                         ; samples/device_vars/kernel.cu:36:18
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, hits@rel32@lo+4
	s_addc_u32 s3, s3, hits@rel32@hi+12
	.loc	1 37 21                         ; samples/device_vars/kernel.cu:37:21
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, tickets@rel32@lo+4
	s_addc_u32 s5, s5, tickets@rel32@hi+12
	.loc	1 35 20                         ; samples/device_vars/kernel.cu:35:20
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	global_store_b32 v0, v1, s[0:1]
	global_store_b32 v0, v0, s[2:3]
	global_store_b32 v0, v0, s[4:5]
.Ltmp38:
.LBB0_11:
	.loc	1 40 1                          ; samples/device_vars/kernel.cu:40:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp39:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9lut_countPKhPiPji
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
		.amdhsa_next_free_vgpr 5
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
	.size	_Z9lut_countPKhPiPji, .Lfunc_end0-_Z9lut_countPKhPiPji
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 672
; NumSgprs: 18
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 5
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
	.protected	lut                     ; @lut
	.type	lut,@object
	.data
	.globl	lut
	.p2align	4, 0x0
lut:
	.long	1                               ; 0x1
	.long	8                               ; 0x8
	.long	15                              ; 0xf
	.long	22                              ; 0x16
	.long	29                              ; 0x1d
	.long	36                              ; 0x24
	.long	43                              ; 0x2b
	.long	50                              ; 0x32
	.long	57                              ; 0x39
	.long	64                              ; 0x40
	.long	71                              ; 0x47
	.long	78                              ; 0x4e
	.long	85                              ; 0x55
	.long	92                              ; 0x5c
	.long	99                              ; 0x63
	.long	106                             ; 0x6a
	.long	113                             ; 0x71
	.long	120                             ; 0x78
	.long	127                             ; 0x7f
	.long	134                             ; 0x86
	.long	141                             ; 0x8d
	.long	148                             ; 0x94
	.long	155                             ; 0x9b
	.long	162                             ; 0xa2
	.long	169                             ; 0xa9
	.long	176                             ; 0xb0
	.long	183                             ; 0xb7
	.long	190                             ; 0xbe
	.long	197                             ; 0xc5
	.long	204                             ; 0xcc
	.long	211                             ; 0xd3
	.long	218                             ; 0xda
	.long	225                             ; 0xe1
	.long	232                             ; 0xe8
	.long	239                             ; 0xef
	.long	246                             ; 0xf6
	.long	253                             ; 0xfd
	.long	260                             ; 0x104
	.long	267                             ; 0x10b
	.long	274                             ; 0x112
	.long	281                             ; 0x119
	.long	288                             ; 0x120
	.long	295                             ; 0x127
	.long	302                             ; 0x12e
	.long	309                             ; 0x135
	.long	316                             ; 0x13c
	.long	323                             ; 0x143
	.long	330                             ; 0x14a
	.long	337                             ; 0x151
	.long	344                             ; 0x158
	.long	351                             ; 0x15f
	.long	358                             ; 0x166
	.long	365                             ; 0x16d
	.long	372                             ; 0x174
	.long	379                             ; 0x17b
	.long	386                             ; 0x182
	.long	393                             ; 0x189
	.long	400                             ; 0x190
	.long	407                             ; 0x197
	.long	414                             ; 0x19e
	.long	421                             ; 0x1a5
	.long	428                             ; 0x1ac
	.long	435                             ; 0x1b3
	.long	442                             ; 0x1ba
	.long	449                             ; 0x1c1
	.long	456                             ; 0x1c8
	.long	463                             ; 0x1cf
	.long	470                             ; 0x1d6
	.long	477                             ; 0x1dd
	.long	484                             ; 0x1e4
	.long	491                             ; 0x1eb
	.long	498                             ; 0x1f2
	.long	505                             ; 0x1f9
	.long	512                             ; 0x200
	.long	519                             ; 0x207
	.long	526                             ; 0x20e
	.long	533                             ; 0x215
	.long	540                             ; 0x21c
	.long	547                             ; 0x223
	.long	554                             ; 0x22a
	.long	561                             ; 0x231
	.long	568                             ; 0x238
	.long	575                             ; 0x23f
	.long	582                             ; 0x246
	.long	589                             ; 0x24d
	.long	596                             ; 0x254
	.long	603                             ; 0x25b
	.long	610                             ; 0x262
	.long	617                             ; 0x269
	.long	624                             ; 0x270
	.long	631                             ; 0x277
	.long	638                             ; 0x27e
	.long	645                             ; 0x285
	.long	652                             ; 0x28c
	.long	659                             ; 0x293
	.long	666                             ; 0x29a
	.long	673                             ; 0x2a1
	.long	680                             ; 0x2a8
	.long	687                             ; 0x2af
	.long	694                             ; 0x2b6
	.long	701                             ; 0x2bd
	.long	708                             ; 0x2c4
	.long	715                             ; 0x2cb
	.long	722                             ; 0x2d2
	.long	729                             ; 0x2d9
	.long	736                             ; 0x2e0
	.long	743                             ; 0x2e7
	.long	750                             ; 0x2ee
	.long	757                             ; 0x2f5
	.long	764                             ; 0x2fc
	.long	771                             ; 0x303
	.long	778                             ; 0x30a
	.long	785                             ; 0x311
	.long	792                             ; 0x318
	.long	799                             ; 0x31f
	.long	806                             ; 0x326
	.long	813                             ; 0x32d
	.long	820                             ; 0x334
	.long	827                             ; 0x33b
	.long	834                             ; 0x342
	.long	841                             ; 0x349
	.long	848                             ; 0x350
	.long	855                             ; 0x357
	.long	862                             ; 0x35e
	.long	869                             ; 0x365
	.long	876                             ; 0x36c
	.long	883                             ; 0x373
	.long	890                             ; 0x37a
	.long	897                             ; 0x381
	.long	904                             ; 0x388
	.long	911                             ; 0x38f
	.long	918                             ; 0x396
	.long	925                             ; 0x39d
	.long	932                             ; 0x3a4
	.long	939                             ; 0x3ab
	.long	946                             ; 0x3b2
	.long	953                             ; 0x3b9
	.long	960                             ; 0x3c0
	.long	967                             ; 0x3c7
	.long	974                             ; 0x3ce
	.long	981                             ; 0x3d5
	.long	988                             ; 0x3dc
	.long	995                             ; 0x3e3
	.long	1002                            ; 0x3ea
	.long	1009                            ; 0x3f1
	.long	1016                            ; 0x3f8
	.long	1023                            ; 0x3ff
	.long	1030                            ; 0x406
	.long	1037                            ; 0x40d
	.long	1044                            ; 0x414
	.long	1051                            ; 0x41b
	.long	1058                            ; 0x422
	.long	1065                            ; 0x429
	.long	1072                            ; 0x430
	.long	1079                            ; 0x437
	.long	1086                            ; 0x43e
	.long	1093                            ; 0x445
	.long	1100                            ; 0x44c
	.long	1107                            ; 0x453
	.long	1114                            ; 0x45a
	.long	1121                            ; 0x461
	.long	1128                            ; 0x468
	.long	1135                            ; 0x46f
	.long	1142                            ; 0x476
	.long	1149                            ; 0x47d
	.long	1156                            ; 0x484
	.long	1163                            ; 0x48b
	.long	1170                            ; 0x492
	.long	1177                            ; 0x499
	.long	1184                            ; 0x4a0
	.long	1191                            ; 0x4a7
	.long	1198                            ; 0x4ae
	.long	1205                            ; 0x4b5
	.long	1212                            ; 0x4bc
	.long	1219                            ; 0x4c3
	.long	1226                            ; 0x4ca
	.long	1233                            ; 0x4d1
	.long	1240                            ; 0x4d8
	.long	1247                            ; 0x4df
	.long	1254                            ; 0x4e6
	.long	1261                            ; 0x4ed
	.long	1268                            ; 0x4f4
	.long	1275                            ; 0x4fb
	.long	1282                            ; 0x502
	.long	1289                            ; 0x509
	.long	1296                            ; 0x510
	.long	1303                            ; 0x517
	.long	1310                            ; 0x51e
	.long	1317                            ; 0x525
	.long	1324                            ; 0x52c
	.long	1331                            ; 0x533
	.long	1338                            ; 0x53a
	.long	1345                            ; 0x541
	.long	1352                            ; 0x548
	.long	1359                            ; 0x54f
	.long	1366                            ; 0x556
	.long	1373                            ; 0x55d
	.long	1380                            ; 0x564
	.long	1387                            ; 0x56b
	.long	1394                            ; 0x572
	.long	1401                            ; 0x579
	.long	1408                            ; 0x580
	.long	1415                            ; 0x587
	.long	1422                            ; 0x58e
	.long	1429                            ; 0x595
	.long	1436                            ; 0x59c
	.long	1443                            ; 0x5a3
	.long	1450                            ; 0x5aa
	.long	1457                            ; 0x5b1
	.long	1464                            ; 0x5b8
	.long	1471                            ; 0x5bf
	.long	1478                            ; 0x5c6
	.long	1485                            ; 0x5cd
	.long	1492                            ; 0x5d4
	.long	1499                            ; 0x5db
	.long	1506                            ; 0x5e2
	.long	1513                            ; 0x5e9
	.long	1520                            ; 0x5f0
	.long	1527                            ; 0x5f7
	.long	1534                            ; 0x5fe
	.long	1541                            ; 0x605
	.long	1548                            ; 0x60c
	.long	1555                            ; 0x613
	.long	1562                            ; 0x61a
	.long	1569                            ; 0x621
	.long	1576                            ; 0x628
	.long	1583                            ; 0x62f
	.long	1590                            ; 0x636
	.long	1597                            ; 0x63d
	.long	1604                            ; 0x644
	.long	1611                            ; 0x64b
	.long	1618                            ; 0x652
	.long	1625                            ; 0x659
	.long	1632                            ; 0x660
	.long	1639                            ; 0x667
	.long	1646                            ; 0x66e
	.long	1653                            ; 0x675
	.long	1660                            ; 0x67c
	.long	1667                            ; 0x683
	.long	1674                            ; 0x68a
	.long	1681                            ; 0x691
	.long	1688                            ; 0x698
	.long	1695                            ; 0x69f
	.long	1702                            ; 0x6a6
	.long	1709                            ; 0x6ad
	.long	1716                            ; 0x6b4
	.long	1723                            ; 0x6bb
	.long	1730                            ; 0x6c2
	.long	1737                            ; 0x6c9
	.long	1744                            ; 0x6d0
	.long	1751                            ; 0x6d7
	.long	1758                            ; 0x6de
	.long	1765                            ; 0x6e5
	.long	1772                            ; 0x6ec
	.long	1779                            ; 0x6f3
	.long	1786                            ; 0x6fa
	.size	lut, 1024

	.protected	bias                    ; @bias
	.type	bias,@object
	.globl	bias
	.p2align	2, 0x0
bias:
	.long	4294967196                      ; 0xffffff9c
	.size	bias, 4

	.protected	hits                    ; @hits
	.type	hits,@object
	.section	.bss,"aw",@nobits
	.globl	hits
	.p2align	2, 0x0
hits:
	.long	0                               ; 0x0
	.size	hits, 4

	.protected	tickets                 ; @tickets
	.type	tickets,@object
	.globl	tickets
	.p2align	2, 0x0
tickets:
	.long	0                               ; 0x0
	.size	tickets, 4

	.type	__hip_cuid_97754837918bc949,@object ; @__hip_cuid_97754837918bc949
	.globl	__hip_cuid_97754837918bc949
__hip_cuid_97754837918bc949:
	.byte	0                               ; 0x0
	.size	__hip_cuid_97754837918bc949, 1

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
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	49                              ; DW_OP_lit1
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
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
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	5                               ; DW_FORM_data2
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
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
	.byte	6                               ; Abbreviation Code
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
	.byte	7                               ; Abbreviation Code
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
	.byte	8                               ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
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
	.byte	12                              ; Abbreviation Code
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
	.byte	13                              ; Abbreviation Code
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
	.byte	14                              ; Abbreviation Code
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
	.byte	17                              ; Abbreviation Code
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
	.byte	18                              ; Abbreviation Code
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
	.byte	21                              ; Abbreviation Code
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
	.byte	22                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	28                              ; DW_AT_const_value
	.byte	15                              ; DW_FORM_udata
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	23                              ; Abbreviation Code
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
	.byte	24                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	25                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0x201 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	33                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	4                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2b:0xb DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	54                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	1                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	3                               ; Abbrev [3] 0x36:0xd DW_TAG_array_type
	.long	67                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x3b:0x7 DW_TAG_subrange_type
	.long	71                              ; DW_AT_type
	.short	256                             ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x43:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	6                               ; Abbrev [6] 0x47:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	2                               ; Abbrev [2] 0x4b:0xb DW_TAG_variable
	.byte	6                               ; DW_AT_name
	.long	67                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	1                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	1
	.byte	2                               ; Abbrev [2] 0x56:0xb DW_TAG_variable
	.byte	7                               ; DW_AT_name
	.long	97                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	1                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	2
	.byte	5                               ; Abbrev [5] 0x61:0x4 DW_TAG_base_type
	.byte	8                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x65:0xb DW_TAG_variable
	.byte	9                               ; DW_AT_name
	.long	97                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	1                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	3
	.byte	7                               ; Abbrev [7] 0x70:0x7 DW_TAG_variable
	.long	119                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	104                             ; DW_AT_decl_line
	.byte	3                               ; Abbrev [3] 0x77:0xc DW_TAG_array_type
	.long	131                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x7c:0x6 DW_TAG_subrange_type
	.long	71                              ; DW_AT_type
	.byte	10                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x83:0x5 DW_TAG_const_type
	.long	136                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x88:0x4 DW_TAG_base_type
	.byte	10                              ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	7                               ; Abbrev [7] 0x8c:0x7 DW_TAG_variable
	.long	147                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	110                             ; DW_AT_decl_line
	.byte	3                               ; Abbrev [3] 0x93:0xc DW_TAG_array_type
	.long	131                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x98:0x6 DW_TAG_subrange_type
	.long	71                              ; DW_AT_type
	.byte	6                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0x9f:0x5 DW_TAG_pointer_type
	.long	164                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xa4:0x5 DW_TAG_const_type
	.long	169                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xa9:0x4 DW_TAG_base_type
	.byte	11                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	10                              ; Abbrev [10] 0xad:0x5 DW_TAG_pointer_type
	.long	131                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xb2:0x5 DW_TAG_pointer_type
	.long	183                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xb7:0x5 DW_TAG_const_type
	.long	97                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0xbc:0x12 DW_TAG_subprogram
	.byte	12                              ; DW_AT_linkage_name
	.byte	13                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	85                              ; DW_AT_decl_line
	.long	206                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	12                              ; Abbrev [12] 0xc5:0x8 DW_TAG_variable
	.byte	18                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	87                              ; DW_AT_decl_line
	.long	159                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	13                              ; Abbrev [13] 0xce:0x22 DW_TAG_structure_type
	.byte	5                               ; DW_AT_calling_convention
	.byte	17                              ; DW_AT_name
	.byte	12                              ; DW_AT_byte_size
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	14                              ; Abbrev [14] 0xd4:0x9 DW_TAG_member
	.byte	14                              ; DW_AT_name
	.long	97                              ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	14                              ; Abbrev [14] 0xdd:0x9 DW_TAG_member
	.byte	15                              ; DW_AT_name
	.long	97                              ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	14                              ; Abbrev [14] 0xe6:0x9 DW_TAG_member
	.byte	16                              ; DW_AT_name
	.long	97                              ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0xf0:0x1a DW_TAG_subprogram
	.byte	19                              ; DW_AT_linkage_name
	.byte	20                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	204                             ; DW_AT_decl_line
	.long	97                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	15                              ; Abbrev [15] 0xf9:0x8 DW_TAG_formal_parameter
	.byte	21                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	204                             ; DW_AT_decl_line
	.long	266                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x101:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	204                             ; DW_AT_decl_line
	.long	97                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0x10a:0x5 DW_TAG_pointer_type
	.long	97                              ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x10f:0x5 DW_TAG_subprogram
	.byte	23                              ; DW_AT_linkage_name
	.byte	24                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	102                             ; DW_AT_decl_line
                                        ; DW_AT_inline
	.byte	16                              ; Abbrev [16] 0x114:0x5 DW_TAG_subprogram
	.byte	25                              ; DW_AT_linkage_name
	.byte	26                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	110                             ; DW_AT_decl_line
                                        ; DW_AT_inline
	.byte	11                              ; Abbrev [11] 0x119:0x12 DW_TAG_subprogram
	.byte	27                              ; DW_AT_linkage_name
	.byte	28                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	91                              ; DW_AT_decl_line
	.long	206                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	12                              ; Abbrev [12] 0x122:0x8 DW_TAG_variable
	.byte	29                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	93                              ; DW_AT_decl_line
	.long	178                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0x12b:0xbf DW_TAG_subprogram
	.byte	4                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	30                              ; DW_AT_linkage_name
	.byte	31                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	15                              ; Abbrev [15] 0x135:0x8 DW_TAG_formal_parameter
	.byte	34                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	494                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x13d:0x8 DW_TAG_formal_parameter
	.byte	35                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	509                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x145:0x8 DW_TAG_formal_parameter
	.byte	36                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	519                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x14d:0x8 DW_TAG_formal_parameter
	.byte	37                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x155:0x8 DW_TAG_variable
	.byte	38                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	67                              ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x15d:0xd DW_TAG_inlined_subroutine
	.long	188                             ; DW_AT_abstract_origin
	.byte	4                               ; DW_AT_low_pc
	.long	.Ltmp0-.Lfunc_begin0            ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	23                              ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	19                              ; Abbrev [19] 0x16a:0x24 DW_TAG_lexical_block
	.byte	5                               ; DW_AT_low_pc
	.long	.Ltmp17-.Ltmp5                  ; DW_AT_high_pc
	.byte	20                              ; Abbrev [20] 0x170:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	22                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.long	490                             ; DW_AT_type
	.byte	21                              ; Abbrev [21] 0x179:0x14 DW_TAG_inlined_subroutine
	.long	240                             ; DW_AT_abstract_origin
	.byte	6                               ; DW_AT_low_pc
	.long	.Ltmp17-.Ltmp14                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	28                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	22                              ; Abbrev [22] 0x186:0x6 DW_TAG_formal_parameter
	.byte	1                               ; DW_AT_const_value
	.long	257                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	18                              ; Abbrev [18] 0x18e:0xd DW_TAG_inlined_subroutine
	.long	271                             ; DW_AT_abstract_origin
	.byte	7                               ; DW_AT_low_pc
	.long	.Ltmp19-.Ltmp18                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	30                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	19                              ; Abbrev [19] 0x19b:0x4e DW_TAG_lexical_block
	.byte	8                               ; DW_AT_low_pc
	.long	.Ltmp38-.Ltmp22                 ; DW_AT_high_pc
	.byte	20                              ; Abbrev [20] 0x1a1:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	33                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.long	97                              ; DW_AT_type
	.byte	23                              ; Abbrev [23] 0x1aa:0x10 DW_TAG_inlined_subroutine
	.long	240                             ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	33                              ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	24                              ; Abbrev [24] 0x1b3:0x6 DW_TAG_formal_parameter
	.byte	1                               ; DW_AT_location
	.long	257                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	18                              ; Abbrev [18] 0x1ba:0xd DW_TAG_inlined_subroutine
	.long	276                             ; DW_AT_abstract_origin
	.byte	9                               ; DW_AT_low_pc
	.long	.Ltmp24-.Ltmp23                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	32                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	18                              ; Abbrev [18] 0x1c7:0xd DW_TAG_inlined_subroutine
	.long	281                             ; DW_AT_abstract_origin
	.byte	10                              ; DW_AT_low_pc
	.long	.Ltmp28-.Ltmp27                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	34                              ; DW_AT_call_line
	.byte	18                              ; DW_AT_call_column
	.byte	21                              ; Abbrev [21] 0x1d4:0x14 DW_TAG_inlined_subroutine
	.long	240                             ; DW_AT_abstract_origin
	.byte	11                              ; DW_AT_low_pc
	.long	.Ltmp37-.Ltmp32                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	35                              ; DW_AT_call_line
	.byte	22                              ; DW_AT_call_column
	.byte	22                              ; Abbrev [22] 0x1e1:0x6 DW_TAG_formal_parameter
	.byte	0                               ; DW_AT_const_value
	.long	257                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x1ea:0x4 DW_TAG_base_type
	.byte	32                              ; DW_AT_name
	.byte	8                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	25                              ; Abbrev [25] 0x1ee:0x5 DW_TAG_restrict_type
	.long	499                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x1f3:0x5 DW_TAG_pointer_type
	.long	504                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1f8:0x5 DW_TAG_const_type
	.long	490                             ; DW_AT_type
	.byte	25                              ; Abbrev [25] 0x1fd:0x5 DW_TAG_restrict_type
	.long	514                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x202:0x5 DW_TAG_pointer_type
	.long	67                              ; DW_AT_type
	.byte	25                              ; Abbrev [25] 0x207:0x5 DW_TAG_restrict_type
	.long	266                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	1                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	160                             ; Length of String Offsets Set
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
	.asciz	"lut"                           ; string offset=44
.Linfo_string4:
	.asciz	"int"                           ; string offset=48
.Linfo_string5:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=52
.Linfo_string6:
	.asciz	"bias"                          ; string offset=72
.Linfo_string7:
	.asciz	"hits"                          ; string offset=77
.Linfo_string8:
	.asciz	"unsigned int"                  ; string offset=82
.Linfo_string9:
	.asciz	"tickets"                       ; string offset=95
.Linfo_string10:
	.asciz	"char"                          ; string offset=103
.Linfo_string11:
	.asciz	"unsigned short"                ; string offset=108
.Linfo_string12:
	.asciz	"_ZL12ws_block_dimv"            ; string offset=123
.Linfo_string13:
	.asciz	"ws_block_dim"                  ; string offset=142
.Linfo_string14:
	.asciz	"x"                             ; string offset=155
.Linfo_string15:
	.asciz	"y"                             ; string offset=157
.Linfo_string16:
	.asciz	"z"                             ; string offset=159
.Linfo_string17:
	.asciz	"uint3"                         ; string offset=161
.Linfo_string18:
	.asciz	"g"                             ; string offset=167
.Linfo_string19:
	.asciz	"_ZL9atomicAddPjj"              ; string offset=169
.Linfo_string20:
	.asciz	"atomicAdd"                     ; string offset=186
.Linfo_string21:
	.asciz	"p"                             ; string offset=196
.Linfo_string22:
	.asciz	"v"                             ; string offset=198
.Linfo_string23:
	.asciz	"_ZL13__syncthreadsv"           ; string offset=200
.Linfo_string24:
	.asciz	"__syncthreads"                 ; string offset=220
.Linfo_string25:
	.asciz	"_ZL13__threadfencev"           ; string offset=234
.Linfo_string26:
	.asciz	"__threadfence"                 ; string offset=254
.Linfo_string27:
	.asciz	"_ZL11ws_grid_dimv"             ; string offset=268
.Linfo_string28:
	.asciz	"ws_grid_dim"                   ; string offset=286
.Linfo_string29:
	.asciz	"c"                             ; string offset=298
.Linfo_string30:
	.asciz	"_Z9lut_countPKhPiPji"          ; string offset=300
.Linfo_string31:
	.asciz	"lut_count"                     ; string offset=321
.Linfo_string32:
	.asciz	"unsigned char"                 ; string offset=331
.Linfo_string33:
	.asciz	"t"                             ; string offset=345
.Linfo_string34:
	.asciz	"in"                            ; string offset=347
.Linfo_string35:
	.asciz	"out"                           ; string offset=350
.Linfo_string36:
	.asciz	"count"                         ; string offset=354
.Linfo_string37:
	.asciz	"n"                             ; string offset=360
.Linfo_string38:
	.asciz	"i"                             ; string offset=362
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	lut
	.quad	bias
	.quad	hits
	.quad	tickets
	.quad	.Lfunc_begin0
	.quad	.Ltmp5
	.quad	.Ltmp14
	.quad	.Ltmp18
	.quad	.Ltmp22
	.quad	.Ltmp23
	.quad	.Ltmp27
	.quad	.Ltmp32
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym lut
	.addrsig_sym bias
	.addrsig_sym hits
	.addrsig_sym tickets
	.addrsig_sym __hip_cuid_97754837918bc949
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
      - .actual_access:  write_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
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
    .name:           _Z9lut_countPKhPiPji
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z9lut_countPKhPiPji.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     5
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
