	.text
	.file	0 "." "-" md5 0x738e2bf66929f151e69851268362f912
	.file	1 "samples/byte_params" "kernel.cu"
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	_Z11byte_paramsPKjPfPjihabth ; -- Begin function _Z11byte_paramsPKjPfPjihabth
	.globl	_Z11byte_paramsPKjPfPjihabth
	.p2align	8
	.type	_Z11byte_paramsPKjPfPjihabth,@function
_Z11byte_paramsPKjPfPjihabth:           ; @_Z11byte_paramsPKjPfPjihabth
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.file	2 "./samples" "hipcompat.h" md5 0x0e396cd9ec6a1daf8abc9bf26c609293
	.loc	2 89 23 prologue_end            ; ./samples/hipcompat.h:89:23
	s_clause 0x1
	s_load_b32 s4, s[0:1], 0x34
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	s_load_b64 s[2:3], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
.Ltmp0:
	.loc	1 15 37                         ; samples/byte_params/kernel.cu:15:37
	v_mad_u64_u32 v[1:2], null, s15, s4, v[0:1]
.Ltmp1:
	;DEBUG_VALUE: byte_params:i <- undef
	;DEBUG_VALUE: byte_params:sel <- [DW_OP_constu 16, DW_OP_shr, DW_OP_LLVM_convert 32 7, DW_OP_LLVM_convert 8 7, DW_OP_stack_value] undef
	;DEBUG_VALUE: byte_params:mul <- [DW_OP_LLVM_convert 32 7, DW_OP_LLVM_convert 16 7, DW_OP_stack_value] undef
	;DEBUG_VALUE: byte_params:negate <- [DW_OP_constu 16, DW_OP_shr, DW_OP_LLVM_convert 32 7, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_stack_value] undef
	;DEBUG_VALUE: byte_params:bias <- [DW_OP_constu 8, DW_OP_shr, DW_OP_LLVM_convert 32 7, DW_OP_LLVM_convert 8 7, DW_OP_stack_value] undef
	;DEBUG_VALUE: byte_params:shift <- [DW_OP_LLVM_convert 32 7, DW_OP_LLVM_convert 8 7, DW_OP_stack_value] undef
	.loc	1 16 9                          ; samples/byte_params/kernel.cu:16:9
	s_mov_b32 s4, exec_lo
.Ltmp2:
	.loc	1 16 11 is_stmt 0               ; samples/byte_params/kernel.cu:16:11
	v_cmpx_gt_i32_e64 s2, v1
.Ltmp3:
	.loc	1 16 9                          ; samples/byte_params/kernel.cu:16:9
	s_cbranch_execz .LBB0_2
.Ltmp4:
; %bb.1:
	.loc	2 82 23 is_stmt 1               ; ./samples/hipcompat.h:82:23
	s_clause 0x2
	s_load_b32 s4, s[0:1], 0x1c
	s_load_b64 s[8:9], s[0:1], 0x1c
	s_load_b32 s12, s[0:1], 0x20
.Ltmp5:
	.loc	1 18 22                         ; samples/byte_params/kernel.cu:18:22
	v_ashrrev_i32_e32 v2, 31, v1
.Ltmp6:
	.loc	1 33 32                         ; samples/byte_params/kernel.cu:33:32
	v_sub_nc_u32_e32 v6, 0, v1
	.loc	1 33 27 is_stmt 0               ; samples/byte_params/kernel.cu:33:27
	v_add_nc_u32_e32 v8, 2, v1
	v_add_nc_u32_e32 v9, 3, v1
	s_load_b64 s[10:11], s[0:1], 0x10
.Ltmp7:
	;DEBUG_VALUE: byte_params:packed <- undef
	;DEBUG_VALUE: byte_params:out <- undef
	;DEBUG_VALUE: byte_params:flags <- undef
	.loc	1 18 22 is_stmt 1               ; samples/byte_params/kernel.cu:18:22
	v_lshlrev_b64 v[3:4], 2, v[1:2]
.Ltmp8:
	.loc	1 33 32                         ; samples/byte_params/kernel.cu:33:32
	v_max_i32_e32 v10, v1, v6
	v_sub_nc_u32_e32 v13, 0, v8
	v_sub_nc_u32_e32 v14, 0, v9
	.loc	1 33 27 is_stmt 0               ; samples/byte_params/kernel.cu:33:27
	v_add_nc_u32_e32 v7, 1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	.loc	1 33 32                         ; samples/byte_params/kernel.cu:33:32
	v_sub_nc_u32_e32 v12, 0, v7
.Ltmp9:
	.loc	2 82 23 is_stmt 1               ; ./samples/hipcompat.h:82:23
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s4, s4, 8
	s_bfe_i32 s13, s4, 0x80000
	s_bitcmp1_b32 s8, 16
	s_load_b128 s[4:7], s[0:1], 0x0
	s_cselect_b32 s8, -1, 0
.Ltmp10:
	.loc	1 33 32                         ; samples/byte_params/kernel.cu:33:32
	s_abs_i32 s2, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cvt_f32_u32_e32 v0, s2
	s_sub_i32 s14, 0, s2
.Ltmp11:
	.loc	1 24 13                         ; samples/byte_params/kernel.cu:24:13
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, c_div@rel32@lo+4
	s_addc_u32 s1, s1, c_div@rel32@hi+12
.Ltmp12:
	.loc	1 33 32                         ; samples/byte_params/kernel.cu:33:32
	v_rcp_iflag_f32_e32 v0, v0
	s_waitcnt_depctr 0xfff
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v5, s14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v11, v0, v5
.Ltmp13:
	.loc	1 18 22                         ; samples/byte_params/kernel.cu:18:22
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v5, vcc_lo, s4, v3
	v_add_co_ci_u32_e32 v6, vcc_lo, s5, v4, vcc_lo
.Ltmp14:
	.loc	1 33 32                         ; samples/byte_params/kernel.cu:33:32
	v_add_nc_u32_e32 v0, v0, v11
	v_max_i32_e32 v11, v7, v12
	v_max_i32_e32 v12, v8, v13
	v_max_i32_e32 v13, v9, v14
.Ltmp15:
	.loc	1 18 22                         ; samples/byte_params/kernel.cu:18:22
	global_load_b32 v14, v[5:6], off
.Ltmp16:
	;DEBUG_VALUE: byte_params:w <- $vgpr14
	.loc	1 33 32                         ; samples/byte_params/kernel.cu:33:32
	v_mul_hi_u32 v5, v10, v0
	v_mul_hi_u32 v6, v11, v0
	v_mul_hi_u32 v15, v12, v0
	v_mul_hi_u32 v0, v13, v0
	v_ashrrev_i32_e32 v7, 31, v7
	v_mul_lo_u32 v5, v5, s2
	v_mul_lo_u32 v6, v6, s2
	v_mul_lo_u32 v15, v15, s2
	v_mul_lo_u32 v0, v0, s2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v5, v10, v5
	v_sub_nc_u32_e32 v6, v11, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v10, v12, v15
	v_sub_nc_u32_e32 v0, v13, v0
	s_delay_alu instid0(VALU_DEP_4)
	v_subrev_nc_u32_e32 v11, s2, v5
	v_cmp_le_u32_e32 vcc_lo, s2, v5
	v_subrev_nc_u32_e32 v12, s2, v6
	v_subrev_nc_u32_e32 v13, s2, v10
	v_subrev_nc_u32_e32 v15, s2, v0
	v_cndmask_b32_e32 v5, v5, v11, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s2, v6
	v_ashrrev_i32_e32 v8, 31, v8
	v_cndmask_b32_e32 v6, v6, v12, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s2, v10
	v_ashrrev_i32_e32 v9, 31, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_subrev_nc_u32_e32 v12, s2, v6
	v_cndmask_b32_e32 v10, v10, v13, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s2, v0
.Ltmp17:
	.loc	1 24 21                         ; samples/byte_params/kernel.cu:24:21
	v_and_b32_e32 v1, 1, v1
.Ltmp18:
	.loc	1 33 32                         ; samples/byte_params/kernel.cu:33:32
	v_subrev_nc_u32_e32 v13, s2, v10
	v_cndmask_b32_e32 v0, v0, v15, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s2, v5
	s_delay_alu instid0(VALU_DEP_2)
	v_subrev_nc_u32_e32 v15, s2, v0
.Ltmp19:
	.loc	1 24 13                         ; samples/byte_params/kernel.cu:24:13
	v_lshlrev_b32_e32 v1, 2, v1
	global_load_b32 v11, v1, s[0:1]
.Ltmp20:
	.loc	1 33 32                         ; samples/byte_params/kernel.cu:33:32
	v_subrev_nc_u32_e32 v1, s2, v5
.Ltmp21:
	.loc	1 23 71                         ; samples/byte_params/kernel.cu:23:71
	s_sext_i32_i16 s0, s13
	.loc	1 23 58 is_stmt 0               ; samples/byte_params/kernel.cu:23:58
	s_and_b32 s1, s9, 0xffff
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
.Ltmp22:
	.loc	1 33 32 is_stmt 1               ; samples/byte_params/kernel.cu:33:32
	v_cndmask_b32_e32 v1, v5, v1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s2, v6
	v_xor_b32_e32 v1, v1, v2
	v_cndmask_b32_e32 v5, v6, v12, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s2, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v5, v5, v7
	v_cndmask_b32_e32 v6, v10, v13, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s2, v0
	v_sub_nc_u32_e32 v5, v5, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v6, v6, v8
	v_cndmask_b32_e32 v0, v0, v15, vcc_lo
	v_sub_nc_u32_e32 v7, v6, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v10, v0, v9
	v_sub_nc_u32_e32 v0, v1, v2
	.loc	1 33 17 is_stmt 0               ; samples/byte_params/kernel.cu:33:17
	v_ashrrev_i32_e32 v6, 31, v5
	v_ashrrev_i32_e32 v8, 31, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	.loc	1 33 32                         ; samples/byte_params/kernel.cu:33:32
	v_sub_nc_u32_e32 v9, v10, v9
	.loc	1 33 17                         ; samples/byte_params/kernel.cu:33:17
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	v_add_co_u32 v0, vcc_lo, s4, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v1, vcc_lo
	v_add_co_u32 v5, vcc_lo, s4, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s5, v6, vcc_lo
	v_add_co_u32 v7, vcc_lo, s4, v7
	v_add_co_ci_u32_e32 v8, vcc_lo, s5, v8, vcc_lo
	global_load_b32 v2, v[5:6], off
	v_add_co_u32 v5, vcc_lo, s4, v9
	v_add_co_ci_u32_e32 v6, vcc_lo, s5, v10, vcc_lo
	s_clause 0x2
	global_load_b32 v0, v[0:1], off
	global_load_b32 v1, v[7:8], off
	global_load_b32 v5, v[5:6], off
.Ltmp23:
	.loc	1 23 58 is_stmt 1               ; samples/byte_params/kernel.cu:23:58
	v_cvt_f32_u32_e32 v9, s1
	s_bfe_u32 s1, s12, 0x80010
.Ltmp24:
	;DEBUG_VALUE: byte_params:any <- undef
	.loc	1 23 26 is_stmt 0               ; samples/byte_params/kernel.cu:23:26
	s_waitcnt vmcnt(5)
	v_lshrrev_b32_e32 v6, 7, v14
	.loc	1 19 26 is_stmt 1               ; samples/byte_params/kernel.cu:19:26
	v_and_b32_e32 v7, 0xff, v14
.Ltmp25:
	;DEBUG_VALUE: byte_params:b1 <- undef
	;DEBUG_VALUE: byte_params:b0 <- undef
	.loc	1 21 34                         ; samples/byte_params/kernel.cu:21:34
	v_bfe_u32 v8, v14, 16, 8
.Ltmp26:
	;DEBUG_VALUE: byte_params:b2 <- undef
	.loc	1 33 63                         ; samples/byte_params/kernel.cu:33:63
	v_lshl_or_b32 v20, s1, 2, v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp27:
	.loc	1 23 26                         ; samples/byte_params/kernel.cu:23:26
	v_and_b32_e32 v6, 0x1fe, v6
	.loc	1 23 19 is_stmt 0               ; samples/byte_params/kernel.cu:23:19
	v_add_nc_u32_e32 v6, v6, v7
	.loc	1 22 23 is_stmt 1               ; samples/byte_params/kernel.cu:22:23
	v_cvt_f32_ubyte3_e32 v7, v14
.Ltmp28:
	;DEBUG_VALUE: byte_params:b3 <- $vgpr7
	.loc	1 0 23 is_stmt 0                ; samples/byte_params/kernel.cu:0:23
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	1 23 31 is_stmt 1               ; samples/byte_params/kernel.cu:23:31
	v_sub_nc_u32_e32 v6, v6, v8
	.loc	1 23 71 is_stmt 0               ; samples/byte_params/kernel.cu:23:71
	v_cvt_f32_i32_e32 v8, s0
	.loc	1 23 31                         ; samples/byte_params/kernel.cu:23:31
	v_cvt_f32_i32_e32 v6, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	1 23 36                         ; samples/byte_params/kernel.cu:23:36
	v_fmac_f32_e32 v6, 0.5, v7
	.loc	1 25 23 is_stmt 1               ; samples/byte_params/kernel.cu:25:23
	v_lshrrev_b32_e32 v7, s3, v14
.Ltmp29:
	.loc	1 23 62                         ; samples/byte_params/kernel.cu:23:62
	v_fmac_f32_e32 v8, v6, v9
.Ltmp30:
	;DEBUG_VALUE: byte_params:s <- $vgpr8
	.loc	1 0 62 is_stmt 0                ; samples/byte_params/kernel.cu:0:62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 25 20 is_stmt 1               ; samples/byte_params/kernel.cu:25:20
	v_cvt_f32_u32_e32 v6, v7
	.loc	1 25 33 is_stmt 0               ; samples/byte_params/kernel.cu:25:33
	v_div_scale_f32 v9, null, 0x43b40000, 0x43b40000, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v12, v9
	s_waitcnt_depctr 0xfff
	v_fma_f32 v15, -v9, v12, 1.0
	v_fmac_f32_e32 v12, v15, v12
	.loc	1 24 11 is_stmt 1               ; samples/byte_params/kernel.cu:24:11
	s_waitcnt vmcnt(4)
	v_div_scale_f32 v7, null, v11, v11, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v10, v7
	s_waitcnt_depctr 0xfff
	v_fma_f32 v13, -v7, v10, 1.0
	v_fmac_f32_e32 v10, v13, v10
	.loc	1 25 33                         ; samples/byte_params/kernel.cu:25:33
	v_div_scale_f32 v13, s0, v6, 0x43b40000, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v13, v12
	v_fma_f32 v19, -v9, v17, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v17, v19, v12
	.loc	1 24 11                         ; samples/byte_params/kernel.cu:24:11
	v_div_scale_f32 v16, vcc_lo, v8, v11, v8
.Ltmp31:
	.loc	1 33 63                         ; samples/byte_params/kernel.cu:33:63
	v_lshl_or_b32 v19, s1, 1, v14
.Ltmp32:
	.loc	1 25 33                         ; samples/byte_params/kernel.cu:25:33
	v_fma_f32 v9, -v9, v17, v13
.Ltmp33:
	.loc	1 33 37                         ; samples/byte_params/kernel.cu:33:37
	s_waitcnt vmcnt(3)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_and_b32_e32 v2, v19, v2
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v1, v20, v1
.Ltmp34:
	.loc	1 24 11                         ; samples/byte_params/kernel.cu:24:11
	v_mul_f32_e32 v15, v16, v10
.Ltmp35:
	.loc	1 33 58                         ; samples/byte_params/kernel.cu:33:58
	v_and_b32_e32 v2, 0x2020202, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp36:
	.loc	1 24 11                         ; samples/byte_params/kernel.cu:24:11
	v_fma_f32 v18, -v7, v15, v16
	v_fmac_f32_e32 v15, v18, v10
.Ltmp37:
	.loc	1 33 63                         ; samples/byte_params/kernel.cu:33:63
	v_or_b32_e32 v18, s1, v14
	v_lshl_or_b32 v14, s1, 3, v14
.Ltmp38:
	.loc	1 34 16                         ; samples/byte_params/kernel.cu:34:16
	s_add_i32 s1, s1, 1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	.loc	1 24 11                         ; samples/byte_params/kernel.cu:24:11
	v_fma_f32 v7, -v7, v15, v16
.Ltmp39:
	.loc	1 33 37                         ; samples/byte_params/kernel.cu:33:37
	v_and_b32_e32 v0, v18, v0
.Ltmp40:
	;DEBUG_VALUE: k <- 1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v5, v14, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
.Ltmp41:
	.loc	1 24 11                         ; samples/byte_params/kernel.cu:24:11
	v_div_fmas_f32 v7, v7, v10, v15
	.loc	1 25 33                         ; samples/byte_params/kernel.cu:25:33
	s_mov_b32 vcc_lo, s0
.Ltmp42:
	.loc	1 33 58                         ; samples/byte_params/kernel.cu:33:58
	v_and_b32_e32 v5, 0x8080808, v5
.Ltmp43:
	.loc	1 25 33                         ; samples/byte_params/kernel.cu:25:33
	v_div_fmas_f32 v9, v9, v12, v17
.Ltmp44:
	.loc	1 33 13                         ; samples/byte_params/kernel.cu:33:13
	v_and_or_b32 v0, 0x1010101, v0, v2
.Ltmp45:
	;DEBUG_VALUE: k <- 2
	.loc	1 24 11                         ; samples/byte_params/kernel.cu:24:11
	v_div_fixup_f32 v7, v7, v11, v8
.Ltmp46:
	;DEBUG_VALUE: byte_params:s <- $vgpr7
	.loc	1 0 11 is_stmt 0                ; samples/byte_params/kernel.cu:0:11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 25 33 is_stmt 1               ; samples/byte_params/kernel.cu:25:33
	v_div_fixup_f32 v6, v9, 0x43b40000, v6
.Ltmp47:
	;DEBUG_VALUE: k <- 3
	.loc	1 25 11 is_stmt 0               ; samples/byte_params/kernel.cu:25:11
	v_dual_add_f32 v2, v6, v7 :: v_dual_and_b32 v1, 0x4040404, v1
.Ltmp48:
	;DEBUG_VALUE: byte_params:s <- $vgpr2
	.loc	1 0 11                          ; samples/byte_params/kernel.cu:0:11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
.Ltmp49:
	.loc	1 33 13 is_stmt 1               ; samples/byte_params/kernel.cu:33:13
	v_or3_b32 v5, v0, v1, v5
.Ltmp50:
	;DEBUG_VALUE: k <- 4
	.loc	1 28 5                          ; samples/byte_params/kernel.cu:28:5
	v_add_co_u32 v0, vcc_lo, s6, v3
	v_add_co_ci_u32_e32 v1, vcc_lo, s7, v4, vcc_lo
	.loc	1 34 16                         ; samples/byte_params/kernel.cu:34:16
	v_cmp_ne_u32_e32 vcc_lo, 0, v5
	.loc	1 26 9                          ; samples/byte_params/kernel.cu:26:9
	v_cndmask_b32_e64 v6, v2, -v2, s8
.Ltmp51:
	;DEBUG_VALUE: byte_params:s <- $vgpr6
	.loc	1 34 16                         ; samples/byte_params/kernel.cu:34:16
	v_cndmask_b32_e64 v5, 0, s1, vcc_lo
	.loc	1 34 5 is_stmt 0                ; samples/byte_params/kernel.cu:34:5
	v_add_co_u32 v2, vcc_lo, s10, v3
	v_add_co_ci_u32_e32 v3, vcc_lo, s11, v4, vcc_lo
	.loc	1 28 12 is_stmt 1               ; samples/byte_params/kernel.cu:28:12
	global_store_b32 v[0:1], v6, off
.Ltmp52:
	;DEBUG_VALUE: k <- 0
	;DEBUG_VALUE: byte_params:any <- 0
	.loc	1 34 14                         ; samples/byte_params/kernel.cu:34:14
	global_store_b32 v[2:3], v5, off
.Ltmp53:
.LBB0_2:
	.loc	1 35 1                          ; samples/byte_params/kernel.cu:35:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp54:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11byte_paramsPKjPfPjihabth
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
		.amdhsa_next_free_vgpr 21
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
	.size	_Z11byte_paramsPKjPfPjihabth, .Lfunc_end0-_Z11byte_paramsPKjPfPjihabth
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1220
; NumSgprs: 18
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 21
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
	.protected	c_div                   ; @c_div
	.type	c_div,@object
	.data
	.globl	c_div
	.p2align	2, 0x0
c_div:
	.long	0x40400000                      ; float 3
	.long	0x3dcccccd                      ; float 0.100000001
	.size	c_div, 8

	.type	__hip_cuid_73ca8ac47ee45e24,@object ; @__hip_cuid_73ca8ac47ee45e24
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_73ca8ac47ee45e24
__hip_cuid_73ca8ac47ee45e24:
	.byte	0                               ; 0x0
	.size	__hip_cuid_73ca8ac47ee45e24, 1

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
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	142                             ; 1550
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp52-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	135                             ; 1543
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	136                             ; 1544
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp48-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	135                             ; 1543
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp48-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	130                             ; 1538
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	134                             ; 1542
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp47-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp47-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp52-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp52-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
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
	.byte	11                              ; DW_FORM_data1
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
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
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
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
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
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
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
	.byte	1                               ; Abbrev [1] 0xc:0x188 DW_TAG_compile_unit
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
	.byte	2                               ; Abbrev [2] 0x2b:0xb DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	54                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	1                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	3                               ; Abbrev [3] 0x36:0xc DW_TAG_array_type
	.long	66                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x3b:0x6 DW_TAG_subrange_type
	.long	70                              ; DW_AT_type
	.byte	2                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x42:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	6                               ; Abbrev [6] 0x46:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	5                               ; Abbrev [5] 0x4a:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	7                               ; Abbrev [7] 0x4e:0x5 DW_TAG_pointer_type
	.long	83                              ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x53:0x5 DW_TAG_const_type
	.long	88                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x58:0x4 DW_TAG_base_type
	.byte	7                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	7                               ; Abbrev [7] 0x5c:0x5 DW_TAG_pointer_type
	.long	97                              ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x61:0x5 DW_TAG_const_type
	.long	102                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x66:0x4 DW_TAG_base_type
	.byte	8                               ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	9                               ; Abbrev [9] 0x6a:0x12 DW_TAG_subprogram
	.byte	9                               ; DW_AT_linkage_name
	.byte	10                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	85                              ; DW_AT_decl_line
	.long	124                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	10                              ; Abbrev [10] 0x73:0x8 DW_TAG_variable
	.byte	15                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	87                              ; DW_AT_decl_line
	.long	78                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0x7c:0x22 DW_TAG_structure_type
	.byte	5                               ; DW_AT_calling_convention
	.byte	14                              ; DW_AT_name
	.byte	12                              ; DW_AT_byte_size
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	12                              ; Abbrev [12] 0x82:0x9 DW_TAG_member
	.byte	11                              ; DW_AT_name
	.long	74                              ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	12                              ; Abbrev [12] 0x8b:0x9 DW_TAG_member
	.byte	12                              ; DW_AT_name
	.long	74                              ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	12                              ; Abbrev [12] 0x94:0x9 DW_TAG_member
	.byte	13                              ; DW_AT_name
	.long	74                              ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	13                              ; Abbrev [13] 0x9e:0x9 DW_TAG_subprogram
	.byte	16                              ; DW_AT_linkage_name
	.byte	17                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	80                              ; DW_AT_decl_line
	.long	124                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	14                              ; Abbrev [14] 0xa7:0xb9 DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	18                              ; DW_AT_linkage_name
	.byte	19                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	15                              ; Abbrev [15] 0xb1:0x8 DW_TAG_formal_parameter
	.byte	27                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	360                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0xb9:0x8 DW_TAG_formal_parameter
	.byte	28                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	375                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0xc1:0x8 DW_TAG_formal_parameter
	.byte	29                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	385                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0xc9:0x8 DW_TAG_formal_parameter
	.byte	30                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	356                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0xd1:0x8 DW_TAG_formal_parameter
	.byte	31                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	395                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0xd9:0x8 DW_TAG_formal_parameter
	.byte	33                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	399                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0xe1:0x8 DW_TAG_formal_parameter
	.byte	35                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	352                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0xe9:0x8 DW_TAG_formal_parameter
	.byte	36                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	88                              ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0xf1:0x8 DW_TAG_formal_parameter
	.byte	37                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	395                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0xf9:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	20                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	74                              ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x102:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	21                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	30                              ; DW_AT_decl_line
	.long	352                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x10b:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	23                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x114:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	24                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x11d:0x8 DW_TAG_variable
	.byte	38                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	15                              ; DW_AT_decl_line
	.long	356                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x125:0x8 DW_TAG_variable
	.byte	39                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x12d:0x8 DW_TAG_variable
	.byte	40                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x135:0x8 DW_TAG_variable
	.byte	41                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	66                              ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x13d:0xd DW_TAG_inlined_subroutine
	.long	106                             ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp0-.Lfunc_begin0            ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	15                              ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	18                              ; Abbrev [18] 0x14a:0x9 DW_TAG_inlined_subroutine
	.long	158                             ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	15                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	19                              ; Abbrev [19] 0x153:0xc DW_TAG_lexical_block
	.byte	1                               ; DW_AT_ranges
	.byte	16                              ; Abbrev [16] 0x155:0x9 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.byte	25                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	32                              ; DW_AT_decl_line
	.long	356                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x160:0x4 DW_TAG_base_type
	.byte	22                              ; DW_AT_name
	.byte	2                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	5                               ; Abbrev [5] 0x164:0x4 DW_TAG_base_type
	.byte	26                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	20                              ; Abbrev [20] 0x168:0x5 DW_TAG_restrict_type
	.long	365                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x16d:0x5 DW_TAG_pointer_type
	.long	370                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x172:0x5 DW_TAG_const_type
	.long	74                              ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x177:0x5 DW_TAG_restrict_type
	.long	380                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x17c:0x5 DW_TAG_pointer_type
	.long	66                              ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x181:0x5 DW_TAG_restrict_type
	.long	390                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x186:0x5 DW_TAG_pointer_type
	.long	74                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x18b:0x4 DW_TAG_base_type
	.byte	32                              ; DW_AT_name
	.byte	8                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	5                               ; Abbrev [5] 0x18f:0x4 DW_TAG_base_type
	.byte	34                              ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
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
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp49-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
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
	.asciz	"c_div"                         ; string offset=44
.Linfo_string4:
	.asciz	"float"                         ; string offset=50
.Linfo_string5:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=56
.Linfo_string6:
	.asciz	"unsigned int"                  ; string offset=76
.Linfo_string7:
	.asciz	"unsigned short"                ; string offset=89
.Linfo_string8:
	.asciz	"char"                          ; string offset=104
.Linfo_string9:
	.asciz	"_ZL12ws_block_dimv"            ; string offset=109
.Linfo_string10:
	.asciz	"ws_block_dim"                  ; string offset=128
.Linfo_string11:
	.asciz	"x"                             ; string offset=141
.Linfo_string12:
	.asciz	"y"                             ; string offset=143
.Linfo_string13:
	.asciz	"z"                             ; string offset=145
.Linfo_string14:
	.asciz	"uint3"                         ; string offset=147
.Linfo_string15:
	.asciz	"g"                             ; string offset=153
.Linfo_string16:
	.asciz	"_ZL12ws_block_idxv"            ; string offset=155
.Linfo_string17:
	.asciz	"ws_block_idx"                  ; string offset=174
.Linfo_string18:
	.asciz	"_Z11byte_paramsPKjPfPjihabth"  ; string offset=187
.Linfo_string19:
	.asciz	"byte_params"                   ; string offset=216
.Linfo_string20:
	.asciz	"w"                             ; string offset=228
.Linfo_string21:
	.asciz	"any"                           ; string offset=230
.Linfo_string22:
	.asciz	"bool"                          ; string offset=234
.Linfo_string23:
	.asciz	"b3"                            ; string offset=239
.Linfo_string24:
	.asciz	"s"                             ; string offset=242
.Linfo_string25:
	.asciz	"k"                             ; string offset=244
.Linfo_string26:
	.asciz	"int"                           ; string offset=246
.Linfo_string27:
	.asciz	"packed"                        ; string offset=250
.Linfo_string28:
	.asciz	"out"                           ; string offset=257
.Linfo_string29:
	.asciz	"flags"                         ; string offset=261
.Linfo_string30:
	.asciz	"n"                             ; string offset=267
.Linfo_string31:
	.asciz	"shift"                         ; string offset=269
.Linfo_string32:
	.asciz	"unsigned char"                 ; string offset=275
.Linfo_string33:
	.asciz	"bias"                          ; string offset=289
.Linfo_string34:
	.asciz	"signed char"                   ; string offset=294
.Linfo_string35:
	.asciz	"negate"                        ; string offset=306
.Linfo_string36:
	.asciz	"mul"                           ; string offset=313
.Linfo_string37:
	.asciz	"sel"                           ; string offset=317
.Linfo_string38:
	.asciz	"i"                             ; string offset=321
.Linfo_string39:
	.asciz	"b0"                            ; string offset=323
.Linfo_string40:
	.asciz	"b1"                            ; string offset=326
.Linfo_string41:
	.asciz	"b2"                            ; string offset=329
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
	.quad	c_div
	.quad	.Lfunc_begin0
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym c_div
	.addrsig_sym __hip_cuid_73ca8ac47ee45e24
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
      - .offset:         28
        .size:           1
        .value_kind:     by_value
      - .offset:         29
        .size:           1
        .value_kind:     by_value
      - .offset:         30
        .size:           1
        .value_kind:     by_value
      - .offset:         32
        .size:           2
        .value_kind:     by_value
      - .offset:         34
        .size:           1
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
    .name:           _Z11byte_paramsPKjPfPjihabth
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z11byte_paramsPKjPfPjihabth.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     21
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
