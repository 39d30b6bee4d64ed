	.text
	.file	0 "." "-" md5 0x2fe41a7e5814ced7b6fe55a6e77f199a
	.file	1 "./samples/hipcompat" "ws_printf.h" md5 0x9c8758bbb2f6cb487035f825d9c7f1d5
	.file	2 "samples/printf_assert" "kernel.cu"
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.p2align	2                               ; -- Begin function __printf_alloc
	.type	__printf_alloc,@function
__printf_alloc:                         ; @__printf_alloc
.Lfunc_begin0:
	.loc	1 21 0                          ; ./samples/hipcompat/ws_printf.h:21:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	;DEBUG_VALUE: __printf_alloc:bytes <- $vgpr0
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
.Ltmp0:
	.loc	1 22 17 prologue_end            ; ./samples/hipcompat/ws_printf.h:22:17
	s_load_b64 s[0:1], s[8:9], 0x48
.Ltmp1:
	;DEBUG_VALUE: __printf_alloc:hdr <- undef
	;DEBUG_VALUE: __printf_alloc:buf <- undef
	.loc	1 0 17 is_stmt 0                ; ./samples/hipcompat/ws_printf.h:0:17
	s_mov_b32 s3, exec_lo
	s_mov_b32 s2, 0
                                        ; implicit-def: $vgpr1
.Ltmp2:
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: __printf_alloc:bytes <- $vgpr0
	.loc	1 24 20 is_stmt 1               ; ./samples/hipcompat/ws_printf.h:24:20
	s_ctz_i32_b32 s4, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_readlane_b32 s5, v0, s4
	s_lshl_b32 s6, 1, s4
	v_writelane_b32 v1, s2, s4
	s_and_not1_b32 s3, s3, s6
	s_add_i32 s2, s2, s5
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc1 .LBB0_1
.Ltmp3:
; %bb.2:
	;DEBUG_VALUE: __printf_alloc:bytes <- $vgpr0
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b32 s3, vcc_lo
	s_xor_b32 s3, exec_lo, s3
	s_cbranch_execz .LBB0_4
.Ltmp4:
; %bb.3:
	;DEBUG_VALUE: __printf_alloc:bytes <- $vgpr0
	.loc	1 22 17                         ; ./samples/hipcompat/ws_printf.h:22:17
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, s2
	.loc	1 24 20                         ; ./samples/hipcompat/ws_printf.h:24:20
	s_waitcnt lgkmcnt(0)
	global_atomic_add_u32 v2, v2, v3, s[0:1] glc
.Ltmp5:
.LBB0_4:
	;DEBUG_VALUE: __printf_alloc:bytes <- $vgpr0
	.loc	1 0 20 is_stmt 0                ; ./samples/hipcompat/ws_printf.h:0:20
	s_or_b32 exec_lo, exec_lo, s3
	.loc	1 22 17 is_stmt 1               ; ./samples/hipcompat/ws_printf.h:22:17
	v_mov_b32_e32 v3, 0
	.loc	1 24 20                         ; ./samples/hipcompat/ws_printf.h:24:20
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s2, v2
.Ltmp6:
	.loc	1 25 28                         ; ./samples/hipcompat/ws_printf.h:25:28
	s_waitcnt lgkmcnt(0)
	global_load_b32 v3, v3, s[0:1] offset:4
.Ltmp7:
	.loc	1 24 20                         ; ./samples/hipcompat/ws_printf.h:24:20
	v_add_nc_u32_e32 v1, s2, v1
.Ltmp8:
	;DEBUG_VALUE: __printf_alloc:off <- $vgpr1
	.loc	1 0 20 is_stmt 0                ; ./samples/hipcompat/ws_printf.h:0:20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 25 9 is_stmt 1                ; ./samples/hipcompat/ws_printf.h:25:9
	v_add_co_u32 v2, s0, s0, v1
	v_add_co_ci_u32_e64 v4, null, s1, 0, s0
.Ltmp9:
	.loc	1 25 18 is_stmt 0               ; ./samples/hipcompat/ws_printf.h:25:18
	v_add3_u32 v0, v0, v1, 8
.Ltmp10:
	.loc	1 0 18                          ; ./samples/hipcompat/ws_printf.h:0:18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
.Ltmp11:
	.loc	1 25 9                          ; ./samples/hipcompat/ws_printf.h:25:9
	v_add_co_u32 v1, vcc_lo, v2, 8
.Ltmp12:
	v_add_co_ci_u32_e32 v2, vcc_lo, 0, v4, vcc_lo
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_le_u32_e32 vcc_lo, v0, v3
	v_dual_cndmask_b32 v0, 0, v1 :: v_dual_cndmask_b32 v1, 0, v2
	.loc	1 28 1 is_stmt 1                ; ./samples/hipcompat/ws_printf.h:28:1
	s_setpc_b64 s[30:31]
.Ltmp13:
.Lfunc_end0:
	.size	__printf_alloc, .Lfunc_end0-__printf_alloc
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 212
; NumSgprs: 34
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	_Z11printf_demoPKiPKfPii ; -- Begin function _Z11printf_demoPKiPKfPii
	.globl	_Z11printf_demoPKiPKfPii
	.p2align	8
	.type	_Z11printf_demoPKiPKfPii,@function
_Z11printf_demoPKiPKfPii:               ; @_Z11printf_demoPKiPKfPii
.Lfunc_begin1:
	.loc	2 20 0                          ; samples/printf_assert/kernel.cu:20:0
	.cfi_startproc
; %bb.0:
	s_mov_b64 s[10:11], s[0:1]
.Ltmp14:
	.file	3 "./samples" "hipcompat.h" md5 0x3928f6b82366b057f993ff5a0325bcf9
	.loc	3 89 23 prologue_end            ; ./samples/hipcompat.h:89:23
	s_load_b32 s0, s[0:1], 0x2c
.Ltmp15:
	.loc	3 82 23                         ; ./samples/hipcompat.h:82:23
	s_load_b32 s7, s[10:11], 0x18
	;DEBUG_VALUE: printf_demo:n <- undef
	v_mov_b32_e32 v15, v0
.Ltmp16:
	.loc	3 88 48                         ; ./samples/hipcompat.h:88:48
	s_add_u32 s12, s10, 32
	s_addc_u32 s13, s11, 0
.Ltmp17:
	.loc	2 22 9                          ; samples/printf_assert/kernel.cu:22:9
	s_mov_b32 s14, exec_lo
	s_mov_b32 s32, 0
.Ltmp18:
	.loc	3 89 23                         ; ./samples/hipcompat.h:89:23
	s_waitcnt lgkmcnt(0)
	s_and_b32 s16, s0, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp19:
	.loc	2 21 37                         ; samples/printf_assert/kernel.cu:21:37
	v_mad_u64_u32 v[7:8], null, s15, s16, v[15:16]
.Ltmp20:
	;DEBUG_VALUE: printf_demo:i <- undef
	;DEBUG_VALUE: printf_demo:out <- undef
	;DEBUG_VALUE: printf_demo:scale <- undef
	;DEBUG_VALUE: printf_demo:vals <- undef
	.loc	2 22 11                         ; samples/printf_assert/kernel.cu:22:11
	v_cmpx_eq_u32_e32 0, v7
.Ltmp21:
	.loc	2 22 9 is_stmt 0                ; samples/printf_assert/kernel.cu:22:9
	s_cbranch_execz .LBB1_3
.Ltmp22:
; %bb.1:
	;DEBUG_VALUE: ws_grid_dim:c <- undef
	;DEBUG_VALUE: ws_block_dim:g <- undef
	.loc	2 23 9 is_stmt 1                ; samples/printf_assert/kernel.cu:23:9
	v_mov_b32_e32 v0, 36
	s_add_u32 s8, s10, 32
	s_addc_u32 s9, s11, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __printf_alloc@rel32@lo+4
	s_addc_u32 s1, s1, __printf_alloc@rel32@hi+12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp23:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[0:1]
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB1_3
.Ltmp24:
; %bb.2:
	.loc	3 94 23                         ; ./samples/hipcompat.h:94:23
	s_load_b32 s0, s[12:13], 0x0
.Ltmp25:
	.loc	2 23 9                          ; samples/printf_assert/kernel.cu:23:9
	v_dual_mov_b32 v2, 0x6c0c1f86 :: v_dual_mov_b32 v5, 0
	v_dual_mov_b32 v3, 0xf6ea426b :: v_dual_mov_b32 v4, s7
	v_mov_b32_e32 v6, 0x92
	global_store_b128 v[0:1], v[2:5], off offset:4
	v_dual_mov_b32 v3, v5 :: v_dual_mov_b32 v4, s16
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s0
	s_clause 0x1
	global_store_b32 v[0:1], v6, off
	global_store_b128 v[0:1], v[2:5], off offset:20
.Ltmp26:
.LBB1_3:
	.loc	2 0 9 is_stmt 0                 ; samples/printf_assert/kernel.cu:0:9
	s_or_b32 exec_lo, exec_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	2 24 9 is_stmt 1                ; samples/printf_assert/kernel.cu:24:9
	s_mov_b32 s0, exec_lo
.Ltmp27:
	.loc	2 24 11 is_stmt 0               ; samples/printf_assert/kernel.cu:24:11
	v_cmpx_gt_i32_e64 s7, v7
.Ltmp28:
	.loc	2 24 9                          ; samples/printf_assert/kernel.cu:24:9
	s_cbranch_execz .LBB1_21
; %bb.4:
.Ltmp29:
	.loc	3 82 23 is_stmt 1               ; ./samples/hipcompat.h:82:23
	s_clause 0x1
	s_load_b128 s[0:3], s[10:11], 0x0
	s_load_b64 s[4:5], s[10:11], 0x10
.Ltmp30:
	.loc	2 25 13                         ; samples/printf_assert/kernel.cu:25:13
	v_ashrrev_i32_e32 v8, 31, v7
	.loc	2 27 9                          ; samples/printf_assert/kernel.cu:27:9
	s_mov_b32 s12, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	.loc	2 25 13                         ; samples/printf_assert/kernel.cu:25:13
	v_lshlrev_b64 v[0:1], 2, v[7:8]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v1, vcc_lo
	.loc	2 26 5                          ; samples/printf_assert/kernel.cu:26:5
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v1, vcc_lo
	.loc	2 25 13                         ; samples/printf_assert/kernel.cu:25:13
	global_load_b32 v9, v[2:3], off
.Ltmp31:
	;DEBUG_VALUE: printf_demo:v <- $vgpr9
	.loc	2 27 11                         ; samples/printf_assert/kernel.cu:27:11
	s_waitcnt vmcnt(0)
	v_mul_hi_i32 v21, 0x4ec4ec4f, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v22, 31, v21
	v_ashrrev_i32_e32 v2, 2, v21
	v_add_nc_u32_e32 v2, v2, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v4, v2, 13
.Ltmp32:
	.loc	2 26 20                         ; samples/printf_assert/kernel.cu:26:20
	v_mad_u64_u32 v[2:3], null, v9, 3, 1
.Ltmp33:
	.loc	2 27 11                         ; samples/printf_assert/kernel.cu:27:11
	v_sub_nc_u32_e32 v3, v9, v4
.Ltmp34:
	.loc	2 26 12                         ; samples/printf_assert/kernel.cu:26:12
	global_store_b32 v[0:1], v2, off
.Ltmp35:
	.loc	2 27 16                         ; samples/printf_assert/kernel.cu:27:16
	v_cmpx_eq_u32_e32 3, v3
.Ltmp36:
	.loc	2 27 9 is_stmt 0                ; samples/printf_assert/kernel.cu:27:9
	s_cbranch_execz .LBB1_18
.Ltmp37:
; %bb.5:
	;DEBUG_VALUE: printf_demo:v <- $vgpr9
	.loc	2 32 27 is_stmt 1               ; samples/printf_assert/kernel.cu:32:27
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, .str.4@rel32@lo+4
	s_addc_u32 s1, s1, .str.4@rel32@hi+12
	s_delay_alu instid0(SALU_CYCLE_1)
.Ltmp38:
	.loc	3 82 23                         ; ./samples/hipcompat.h:82:23
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, s1
.Ltmp39:
	.loc	2 32 27                         ; samples/printf_assert/kernel.cu:32:27
	v_dual_mov_b32 v2, s0 :: v_dual_mov_b32 v19, 0
	v_mov_b32_e32 v20, 0
	.loc	2 28 30                         ; samples/printf_assert/kernel.cu:28:30
	global_load_b32 v6, v0, s[2:3]
.Ltmp40:
	;DEBUG_VALUE: wide <- [DW_OP_LLVM_convert 32 5, DW_OP_LLVM_convert 64 5, DW_OP_constu 1000000007, DW_OP_mul, DW_OP_stack_value] $vgpr9
	.loc	2 32 27                         ; samples/printf_assert/kernel.cu:32:27
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, .str.3@rel32@lo+4
	s_addc_u32 s3, s3, .str.3@rel32@hi+12
	.loc	2 32 30 is_stmt 0               ; samples/printf_assert/kernel.cu:32:30
	v_and_b32_e32 v0, 1, v9
	s_mov_b32 s1, 0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	.loc	2 32 27                         ; samples/printf_assert/kernel.cu:32:27
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	v_cndmask_b32_e32 v17, s2, v2, vcc_lo
.Ltmp41:
	;DEBUG_VALUE: f <- undef
	v_cndmask_b32_e32 v18, s3, v1, vcc_lo
	.loc	2 30 9 is_stmt 1                ; samples/printf_assert/kernel.cu:30:9
	v_cmpx_ne_u64_e32 0, v[17:18]
	s_cbranch_execz .LBB1_9
.Ltmp42:
; %bb.6:
	;DEBUG_VALUE: wide <- [DW_OP_LLVM_convert 32 5, DW_OP_LLVM_convert 64 5, DW_OP_constu 1000000007, DW_OP_mul, DW_OP_stack_value] $vgpr9
	;DEBUG_VALUE: printf_demo:v <- $vgpr9
	v_add_co_u32 v0, vcc_lo, v17, -1
	v_add_co_ci_u32_e32 v1, vcc_lo, -1, v18, vcc_lo
.Ltmp43:
.LBB1_7:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: wide <- [DW_OP_LLVM_convert 32 5, DW_OP_LLVM_convert 64 5, DW_OP_constu 1000000007, DW_OP_mul, DW_OP_stack_value] $vgpr9
	;DEBUG_VALUE: printf_demo:v <- $vgpr9
	global_load_u8 v4, v[0:1], off offset:1
	v_add_co_u32 v2, vcc_lo, v0, 1
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_dual_mov_b32 v0, v2 :: v_dual_mov_b32 v1, v3
	s_waitcnt vmcnt(0)
	v_cmp_eq_u16_e32 vcc_lo, 0, v4
	s_or_b32 s1, vcc_lo, s1
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB1_7
.Ltmp44:
; %bb.8:
	;DEBUG_VALUE: wide <- [DW_OP_LLVM_convert 32 5, DW_OP_LLVM_convert 64 5, DW_OP_constu 1000000007, DW_OP_mul, DW_OP_stack_value] $vgpr9
	;DEBUG_VALUE: printf_demo:v <- $vgpr9
	.loc	2 0 9 is_stmt 0                 ; samples/printf_assert/kernel.cu:0:9
	s_or_b32 exec_lo, exec_lo, s1
	.loc	2 30 9                          ; samples/printf_assert/kernel.cu:30:9
	v_sub_co_u32 v0, vcc_lo, v2, v17
	v_sub_co_ci_u32_e32 v1, vcc_lo, v3, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v19, vcc_lo, v0, 1
	v_add_co_ci_u32_e32 v20, vcc_lo, 0, v1, vcc_lo
.Ltmp45:
.LBB1_9:
	;DEBUG_VALUE: wide <- [DW_OP_LLVM_convert 32 5, DW_OP_LLVM_convert 64 5, DW_OP_constu 1000000007, DW_OP_mul, DW_OP_stack_value] $vgpr9
	;DEBUG_VALUE: printf_demo:v <- $vgpr9
	.loc	2 0 9                           ; samples/printf_assert/kernel.cu:0:9
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(VALU_DEP_2)
	.loc	2 30 9                          ; samples/printf_assert/kernel.cu:30:9
	v_add_nc_u32_e32 v0, 7, v19
	s_add_u32 s8, s10, 32
	s_addc_u32 s9, s11, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __printf_alloc@rel32@lo+4
	s_addc_u32 s1, s1, __printf_alloc@rel32@hi+12
	v_and_b32_e32 v23, -8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v5, 0x64, v23
	v_mov_b32_e32 v0, v5
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp46:
	.loc	2 0 9                           ; samples/printf_assert/kernel.cu:0:9
	s_delay_alu instid0(VALU_DEP_1)
	.loc	2 30 9                          ; samples/printf_assert/kernel.cu:30:9
	v_cmp_ne_u64_e32 vcc_lo, 0, v[0:1]
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB1_18
.Ltmp47:
; %bb.10:
	;DEBUG_VALUE: wide <- [DW_OP_LLVM_convert 32 5, DW_OP_LLVM_convert 64 5, DW_OP_constu 1000000007, DW_OP_mul, DW_OP_stack_value] $vgpr9
	;DEBUG_VALUE: printf_demo:v <- $vgpr9
	.loc	2 28 26 is_stmt 1               ; samples/printf_assert/kernel.cu:28:26
	v_cvt_f32_i32_e32 v2, v9
	.loc	2 29 29                         ; samples/printf_assert/kernel.cu:29:29
	v_mad_i64_i32 v[30:31], null, 0x3b9aca07, v9, 0
	.loc	2 31 60                         ; samples/printf_assert/kernel.cu:31:60
	v_mul_lo_u32 v28, 0x9e3779b1, v9
	.loc	2 30 9                          ; samples/printf_assert/kernel.cu:30:9
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	.loc	2 28 28                         ; samples/printf_assert/kernel.cu:28:28
	v_mul_f32_e32 v2, v6, v2
	.loc	2 30 9                          ; samples/printf_assert/kernel.cu:30:9
	v_dual_mov_b32 v6, 0xc24db9a2 :: v_dual_mov_b32 v11, v9
	s_mov_b32 s4, exec_lo
	v_dual_mov_b32 v13, s15 :: v_dual_mul_f32 v4, 0x3e800000, v2
	v_mov_b32_e32 v8, 0
	s_delay_alu instid0(VALU_DEP_2)
	.loc	2 32 16                         ; samples/printf_assert/kernel.cu:32:16
	v_cvt_f64_f32_e32 v[32:33], v4
	.loc	2 30 9                          ; samples/printf_assert/kernel.cu:30:9
	v_lshl_or_b32 v4, v5, 2, 2
	v_mov_b32_e32 v5, 0x49238aa2
	.loc	2 31 87                         ; samples/printf_assert/kernel.cu:31:87
	v_mul_f32_e32 v3, 0x47c35000, v2
	.loc	2 31 82 is_stmt 0               ; samples/printf_assert/kernel.cu:31:82
	v_cvt_f64_f32_e32 v[24:25], v2
	.loc	2 30 9 is_stmt 1                ; samples/printf_assert/kernel.cu:30:9
	v_mov_b32_e32 v14, v8
	v_mov_b32_e32 v16, v8
	v_mov_b32_e32 v10, v8
	.loc	2 31 85                         ; samples/printf_assert/kernel.cu:31:85
	v_cvt_f64_f32_e32 v[26:27], v3
	.loc	2 30 9                          ; samples/printf_assert/kernel.cu:30:9
	v_lshrrev_b64 v[2:3], 4, v[19:20]
	v_mov_b32_e32 v12, v8
	v_mov_b32_e32 v29, v8
	s_clause 0x6
	global_store_b32 v[0:1], v4, off
	global_store_b128 v[0:1], v[5:8], off offset:4
	global_store_b128 v[0:1], v[13:16], off offset:20
	global_store_b128 v[0:1], v[9:12], off offset:36
	global_store_b128 v[0:1], v[28:31], off offset:52
	global_store_b128 v[0:1], v[24:27], off offset:68
	global_store_b64 v[0:1], v[32:33], off offset:84
	v_cmpx_ne_u64_e32 0, v[2:3]
	s_cbranch_execz .LBB1_13
.Ltmp48:
; %bb.11:
	;DEBUG_VALUE: wide <- [DW_OP_LLVM_convert 32 5, DW_OP_LLVM_convert 64 5, DW_OP_constu 1000000007, DW_OP_mul, DW_OP_stack_value] $vgpr9
	;DEBUG_VALUE: printf_demo:v <- $vgpr9
	.loc	2 0 9 is_stmt 0                 ; samples/printf_assert/kernel.cu:0:9
	v_add_co_u32 v4, vcc_lo, 0x5c, v0
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v1, vcc_lo
	v_dual_mov_b32 v10, v17 :: v_dual_mov_b32 v11, v18
	s_mov_b64 s[2:3], 0
.Ltmp49:
	.p2align	6
.LBB1_12:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: wide <- [DW_OP_LLVM_convert 32 5, DW_OP_LLVM_convert 64 5, DW_OP_constu 1000000007, DW_OP_mul, DW_OP_stack_value] $vgpr9
	;DEBUG_VALUE: printf_demo:v <- $vgpr9
	global_load_b128 v[12:15], v[10:11], off
	s_add_u32 s2, s2, 1
	v_add_co_u32 v10, vcc_lo, v10, 16
	s_addc_u32 s3, s3, 0
	v_add_co_ci_u32_e32 v11, vcc_lo, 0, v11, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, s[2:3], v[2:3]
	s_or_b32 s1, vcc_lo, s1
	s_waitcnt vmcnt(0)
	global_store_b128 v[4:5], v[12:15], off
	v_add_co_u32 v4, s0, v4, 16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, s0, 0, v5, s0
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB1_12
.Ltmp50:
.LBB1_13:
	;DEBUG_VALUE: wide <- [DW_OP_LLVM_convert 32 5, DW_OP_LLVM_convert 64 5, DW_OP_constu 1000000007, DW_OP_mul, DW_OP_stack_value] $vgpr9
	;DEBUG_VALUE: printf_demo:v <- $vgpr9
	s_or_b32 exec_lo, exec_lo, s4
	.loc	2 30 9                          ; samples/printf_assert/kernel.cu:30:9
	v_dual_mov_b32 v5, 0 :: v_dual_and_b32 v4, 15, v19
	s_mov_b64 s[0:1], 0
	s_mov_b32 s2, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u64_e32 0, v[4:5]
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB1_17
.Ltmp51:
; %bb.14:
	;DEBUG_VALUE: wide <- [DW_OP_LLVM_convert 32 5, DW_OP_LLVM_convert 64 5, DW_OP_constu 1000000007, DW_OP_mul, DW_OP_stack_value] $vgpr9
	;DEBUG_VALUE: printf_demo:v <- $vgpr9
	.loc	2 0 9                           ; samples/printf_assert/kernel.cu:0:9
	v_lshlrev_b64 v[10:11], 4, v[2:3]
	s_mov_b32 s3, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc_lo, v10, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, v11, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc_lo, 0x5c, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v3, vcc_lo
	v_add_co_u32 v6, vcc_lo, v17, v10
	v_add_co_ci_u32_e32 v8, vcc_lo, v18, v11, vcc_lo
.Ltmp52:
.LBB1_15:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: wide <- [DW_OP_LLVM_convert 32 5, DW_OP_LLVM_convert 64 5, DW_OP_constu 1000000007, DW_OP_mul, DW_OP_stack_value] $vgpr9
	;DEBUG_VALUE: printf_demo:v <- $vgpr9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v10, vcc_lo, v6, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v8, vcc_lo
	global_load_u8 v12, v[10:11], off
	v_add_co_u32 v10, vcc_lo, v2, s0
	s_add_u32 s0, s0, 1
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v3, vcc_lo
	s_addc_u32 s1, s1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_ge_u64_e32 vcc_lo, s[0:1], v[4:5]
	s_or_b32 s3, vcc_lo, s3
	s_waitcnt vmcnt(0)
	global_store_b8 v[10:11], v12, off
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB1_15
.Ltmp53:
; %bb.16:
	;DEBUG_VALUE: wide <- [DW_OP_LLVM_convert 32 5, DW_OP_LLVM_convert 64 5, DW_OP_constu 1000000007, DW_OP_mul, DW_OP_stack_value] $vgpr9
	;DEBUG_VALUE: printf_demo:v <- $vgpr9
	s_or_b32 exec_lo, exec_lo, s3
.Ltmp54:
.LBB1_17:
	;DEBUG_VALUE: wide <- [DW_OP_LLVM_convert 32 5, DW_OP_LLVM_convert 64 5, DW_OP_constu 1000000007, DW_OP_mul, DW_OP_stack_value] $vgpr9
	;DEBUG_VALUE: printf_demo:v <- $vgpr9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	s_or_b32 exec_lo, exec_lo, s2
	.loc	2 32 61 is_stmt 1               ; samples/printf_assert/kernel.cu:32:61
	v_ashrrev_i32_e32 v2, 3, v21
	.loc	2 30 9                          ; samples/printf_assert/kernel.cu:30:9
	v_add_co_u32 v0, vcc_lo, v0, v23
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v1, vcc_lo
	v_dual_mov_b32 v3, 0 :: v_dual_add_nc_u32 v2, v2, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	2 32 61                         ; samples/printf_assert/kernel.cu:32:61
	v_mul_lo_u32 v2, v2, 26
	v_sub_nc_u32_e32 v2, v9, v2
	s_delay_alu instid0(VALU_DEP_1)
	.loc	2 32 57 is_stmt 0               ; samples/printf_assert/kernel.cu:32:57
	v_add_nc_u32_e32 v2, 0x61, v2
	.loc	2 30 9 is_stmt 1                ; samples/printf_assert/kernel.cu:30:9
	global_store_b64 v[0:1], v[2:3], off offset:92
.Ltmp55:
.LBB1_18:
	;DEBUG_VALUE: printf_demo:v <- $vgpr9
	.loc	2 0 9 is_stmt 0                 ; samples/printf_assert/kernel.cu:0:9
	s_or_b32 exec_lo, exec_lo, s12
.Ltmp56:
	.loc	2 34 16 is_stmt 1               ; samples/printf_assert/kernel.cu:34:16
	s_add_i32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	2 34 11 is_stmt 0               ; samples/printf_assert/kernel.cu:34:11
	v_cmp_eq_u32_e32 vcc_lo, s7, v7
.Ltmp57:
	.loc	2 34 9                          ; samples/printf_assert/kernel.cu:34:9
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB1_21
.Ltmp58:
; %bb.19:
	;DEBUG_VALUE: printf_demo:v <- $vgpr9
	.loc	2 35 9 is_stmt 1                ; samples/printf_assert/kernel.cu:35:9
	v_mov_b32_e32 v0, 20
	s_add_u32 s8, s10, 32
	s_addc_u32 s9, s11, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __printf_alloc@rel32@lo+4
	s_addc_u32 s1, s1, __printf_alloc@rel32@hi+12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp59:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[0:1]
	s_and_b32 exec_lo, exec_lo, vcc_lo
.Ltmp60:
; %bb.20:
	;DEBUG_VALUE: printf_demo:v <- $vgpr9
	.loc	2 0 9 is_stmt 0                 ; samples/printf_assert/kernel.cu:0:9
	v_mov_b32_e32 v2, 0x52
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v5, 0x4c89e883
	.loc	2 35 9                          ; samples/printf_assert/kernel.cu:35:9
	v_mov_b32_e32 v6, 0xd1bb710b
	s_clause 0x1
	global_store_b32 v[0:1], v2, off
	global_store_b128 v[0:1], v[5:8], off offset:4
.Ltmp61:
.LBB1_21:
	.loc	2 36 1 is_stmt 1                ; samples/printf_assert/kernel.cu:36:1
	s_endpgm
.Ltmp62:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11printf_demoPKiPKfPii
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
		.amdhsa_next_free_vgpr 34
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
.Lfunc_end1:
	.size	_Z11printf_demoPKiPKfPii, .Lfunc_end1-_Z11printf_demoPKiPKfPii
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1348
; NumSgprs: 35
; NumVgprs: 34
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 35
; NumVGPRsForWavesPerEU: 34
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
	.protected	_Z12assert_checkPKiii   ; -- Begin function _Z12assert_checkPKiii
	.globl	_Z12assert_checkPKiii
	.p2align	8
	.type	_Z12assert_checkPKiii,@function
_Z12assert_checkPKiii:                  ; @_Z12assert_checkPKiii
.Lfunc_begin2:
	.cfi_startproc
; %bb.0:
	.loc	3 89 23 prologue_end            ; ./samples/hipcompat.h:89:23
	s_clause 0x1
	s_load_b32 s4, s[0:1], 0x1c
	; meta instruction
	s_load_b64 s[2:3], s[0:1], 0x8
	v_and_b32_e32 v6, 0x3ff, v0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
.Ltmp63:
	.loc	2 40 37                         ; samples/printf_assert/kernel.cu:40:37
	v_mad_u64_u32 v[1:2], null, s13, s4, v[6:7]
.Ltmp64:
	;DEBUG_VALUE: assert_check:i <- undef
	.loc	2 0 37 is_stmt 0                ; samples/printf_assert/kernel.cu:0:37
	s_delay_alu instid0(VALU_DEP_1)
.Ltmp65:
	.loc	2 41 11 is_stmt 1               ; samples/printf_assert/kernel.cu:41:11
	v_cmp_gt_i32_e32 vcc_lo, s2, v1
.Ltmp66:
	;DEBUG_VALUE: assert_check:limit <- undef
	;DEBUG_VALUE: assert_check:vals <- undef
	.loc	2 41 9 is_stmt 0                ; samples/printf_assert/kernel.cu:41:9
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB2_2
.Ltmp67:
; %bb.1:
	.loc	3 82 23 is_stmt 1               ; ./samples/hipcompat.h:82:23
	s_load_b64 s[4:5], s[0:1], 0x0
.Ltmp68:
	;DEBUG_VALUE: assert_check:vals <- undef
	.loc	2 42 9                          ; samples/printf_assert/kernel.cu:42:9
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s4, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, s5, v2, vcc_lo
	global_load_b32 v1, v[1:2], off
	s_waitcnt vmcnt(0)
	v_cmp_le_i32_e32 vcc_lo, s3, v1
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execnz .LBB2_3
.Ltmp69:
.LBB2_2:
	.loc	2 0 9 is_stmt 0                 ; samples/printf_assert/kernel.cu:0:9
	s_endpgm
.LBB2_3:
.Ltmp70:
	;DEBUG_VALUE: __assert_fail:line <- 42
	.loc	1 32 5 is_stmt 1                ; ./samples/hipcompat/ws_printf.h:32:5
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, .str.7@rel32@lo+4
	s_addc_u32 s3, s3, .str.7@rel32@hi+12
.Ltmp71:
	;DEBUG_VALUE: __assert_fail:file <- undef
	.loc	1 0 5 is_stmt 0                 ; ./samples/hipcompat/ws_printf.h:0:5
	v_mov_b32_e32 v9, v0
	s_cmp_lg_u64 s[2:3], 0
	s_mov_b32 s11, 0
	s_cselect_b32 s10, 10, 0
	.loc	1 32 5                          ; ./samples/hipcompat/ws_printf.h:32:5
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, __PRETTY_FUNCTION__._Z12assert_checkPKiii@rel32@lo+4
	s_addc_u32 s3, s3, __PRETTY_FUNCTION__._Z12assert_checkPKiii@rel32@hi+12
.Ltmp72:
	;DEBUG_VALUE: __assert_fail:fn <- undef
	s_add_i32 s4, s10, 7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s12, s4, 24
	s_cmp_lg_u64 s[2:3], 0
	s_cselect_b32 s18, 41, 0
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, .str.6@rel32@lo+4
	s_addc_u32 s3, s3, .str.6@rel32@hi+12
.Ltmp73:
	;DEBUG_VALUE: __assert_fail:msg <- undef
	s_add_i32 s4, s18, 7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s16, s4, 56
	s_add_i32 s4, s16, s12
	s_cmp_lg_u64 s[2:3], 0
	s_cselect_b32 s2, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, 0, 1, s2
	v_readfirstlane_b32 s2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b32 s17, s2, 4
	s_add_i32 s7, s4, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	s_addk_i32 s7, 0x44
	s_add_u32 s8, s0, 16
	v_mov_b32_e32 v0, s7
	s_addc_u32 s9, s1, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __printf_alloc@rel32@lo+4
	s_addc_u32 s1, s1, __printf_alloc@rel32@hi+12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_swappc_b64 s[30:31], s[0:1]
.Ltmp74:
	.loc	1 0 5                           ; ./samples/hipcompat/ws_printf.h:0:5
	s_mov_b32 s8, exec_lo
	.loc	1 32 5                          ; ./samples/hipcompat/ws_printf.h:32:5
	v_cmpx_ne_u64_e32 0, v[0:1]
	s_cbranch_execz .LBB2_22
.Ltmp75:
; %bb.4:
	;DEBUG_VALUE: __assert_fail:line <- 42
	s_lshl_b32 s0, s7, 2
	v_mov_b32_e32 v4, 0x65befda3
	s_or_b32 s0, s0, 2
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v3, 0x12944d5b :: v_dual_mov_b32 v2, s0
	s_mov_b32 vcc_lo, exec_lo
	global_store_b96 v[0:1], v[2:4], off
	s_cbranch_vccnz .LBB2_7
.Ltmp76:
; %bb.5:
	;DEBUG_VALUE: __assert_fail:line <- 42
	.loc	1 0 5                           ; ./samples/hipcompat/ws_printf.h:0:5
	v_add_co_u32 v2, vcc_lo, v0, 12
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v1, vcc_lo
	v_mov_b32_e32 v4, 0
	s_mov_b64 s[2:3], 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, .str.7@rel32@lo+4
	s_addc_u32 s1, s1, .str.7@rel32@hi+12
.Ltmp77:
.LBB2_6:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: __assert_fail:line <- 42
	global_load_b128 v[10:13], v4, s[0:1]
	s_add_u32 s2, s2, 1
	s_addc_u32 s3, s3, 0
	s_add_u32 s0, s0, 16
	s_addc_u32 s1, s1, 0
	s_waitcnt vmcnt(0)
	global_store_b128 v[2:3], v[10:13], off
	v_add_co_u32 v2, vcc_lo, v2, 16
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v3, vcc_lo
	s_mov_b32 vcc_lo, exec_lo
	s_cbranch_vccz .LBB2_6
.Ltmp78:
.LBB2_7:
	;DEBUG_VALUE: __assert_fail:line <- 42
	s_cmp_eq_u64 s[10:11], 0
	s_mov_b64 s[0:1], 0
	s_cbranch_scc1 .LBB2_10
.Ltmp79:
; %bb.8:
	;DEBUG_VALUE: __assert_fail:line <- 42
	v_add_co_u32 v2, vcc_lo, v0, 12
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v1, vcc_lo
	v_mov_b32_e32 v4, 0
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, .str.7@rel32@lo+4
	s_addc_u32 s3, s3, .str.7@rel32@hi+12
.Ltmp80:
.LBB2_9:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: __assert_fail:line <- 42
	s_add_u32 s4, s2, s0
	s_addc_u32 s5, s3, s1
	v_add_co_u32 v7, vcc_lo, v2, s0
	global_load_u8 v5, v4, s[4:5]
	s_add_u32 s0, s0, 1
	v_add_co_ci_u32_e32 v8, vcc_lo, s1, v3, vcc_lo
	s_addc_u32 s1, s1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e64 s4, s[0:1], s[10:11]
	s_and_b32 vcc_lo, exec_lo, s4
	s_waitcnt vmcnt(0)
	global_store_b8 v[7:8], v5, off
	s_cbranch_vccnz .LBB2_9
.Ltmp81:
.LBB2_10:
	;DEBUG_VALUE: __assert_fail:line <- 42
	.loc	1 32 5                          ; ./samples/hipcompat/ws_printf.h:32:5
	v_add_co_u32 v4, vcc_lo, v0, s12
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v1, vcc_lo
	v_dual_mov_b32 v2, 42 :: v_dual_mov_b32 v3, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v7, vcc_lo, v4, 12
	v_add_co_ci_u32_e32 v8, vcc_lo, 0, v5, vcc_lo
	s_lshr_b32 s2, s18, 4
	s_mov_b32 s3, 0
	s_cmp_eq_u32 s2, 0
	global_store_b64 v[4:5], v[2:3], off offset:12
	s_cbranch_scc1 .LBB2_13
.Ltmp82:
; %bb.11:
	;DEBUG_VALUE: __assert_fail:line <- 42
	.loc	1 0 5                           ; ./samples/hipcompat/ws_printf.h:0:5
	v_add_co_u32 v4, vcc_lo, v7, 8
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v8, vcc_lo
	s_mov_b64 s[6:7], 0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, __PRETTY_FUNCTION__._Z12assert_checkPKiii@rel32@lo+4
	s_addc_u32 s5, s5, __PRETTY_FUNCTION__._Z12assert_checkPKiii@rel32@hi+12
.Ltmp83:
.LBB2_12:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: __assert_fail:line <- 42
	global_load_b128 v[10:13], v3, s[4:5]
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_add_u32 s4, s4, 16
	v_cmp_ge_u64_e64 s0, s[6:7], s[2:3]
	s_addc_u32 s5, s5, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	global_store_b128 v[4:5], v[10:13], off
	v_add_co_u32 v4, s0, v4, 16
	v_add_co_ci_u32_e64 v5, s0, 0, v5, s0
	s_cbranch_vccz .LBB2_12
.Ltmp84:
.LBB2_13:
	;DEBUG_VALUE: __assert_fail:line <- 42
	.loc	1 32 5                          ; ./samples/hipcompat/ws_printf.h:32:5
	s_and_b32 s0, s18, 15
	s_mov_b32 s1, s3
	s_mov_b64 s[4:5], 0
	s_cmp_eq_u64 s[0:1], 0
	s_cbranch_scc1 .LBB2_16
.Ltmp85:
; %bb.14:
	;DEBUG_VALUE: __assert_fail:line <- 42
	.loc	1 0 5                           ; ./samples/hipcompat/ws_printf.h:0:5
	s_lshl_b32 s6, s2, 4
	v_mov_b32_e32 v4, 0
	s_add_u32 s2, s6, s12
	s_addc_u32 s3, 0, 0
	s_add_u32 s7, s2, 20
	s_addc_u32 s9, s3, 0
	v_add_co_u32 v2, vcc_lo, v0, s7
	v_add_co_ci_u32_e32 v3, vcc_lo, s9, v1, vcc_lo
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, __PRETTY_FUNCTION__._Z12assert_checkPKiii@rel32@lo+4
	s_addc_u32 s3, s3, __PRETTY_FUNCTION__._Z12assert_checkPKiii@rel32@hi+12
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, 0, s3
.Ltmp86:
.LBB2_15:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: __assert_fail:line <- 42
	s_add_u32 s6, s2, s4
	s_addc_u32 s7, s3, s5
	v_add_co_u32 v10, vcc_lo, v2, s4
	global_load_u8 v5, v4, s[6:7]
	s_add_u32 s4, s4, 1
	v_add_co_ci_u32_e32 v11, vcc_lo, s5, v3, vcc_lo
	s_addc_u32 s5, s5, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e64 s6, s[4:5], s[0:1]
	s_and_b32 vcc_lo, exec_lo, s6
	s_waitcnt vmcnt(0)
	global_store_b8 v[10:11], v5, off
	s_cbranch_vccnz .LBB2_15
.Ltmp87:
.LBB2_16:
	;DEBUG_VALUE: __assert_fail:line <- 42
	.loc	1 32 5                          ; ./samples/hipcompat/ws_printf.h:32:5
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v2, s13
	v_add_co_u32 v7, vcc_lo, v7, s16
	v_add_co_ci_u32_e32 v8, vcc_lo, 0, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v4, s14 :: v_dual_mov_b32 v5, v3
	s_lshr_b32 s2, s17, 4
	s_mov_b32 s3, 0
	s_cmp_eq_u32 s2, 0
	global_store_b128 v[7:8], v[2:5], off offset:8
	v_mov_b32_e32 v2, s15
	v_mov_b32_e32 v4, v6
	global_store_b128 v[7:8], v[2:5], off offset:24
	v_bfe_u32 v2, v9, 10, 10
	v_bfe_u32 v4, v9, 20, 10
	global_store_b128 v[7:8], v[2:5], off offset:40
	s_cbranch_scc1 .LBB2_19
.Ltmp88:
; %bb.17:
	;DEBUG_VALUE: __assert_fail:line <- 42
	.loc	1 0 5                           ; ./samples/hipcompat/ws_printf.h:0:5
	v_add_co_u32 v2, vcc_lo, v7, 8
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v8, vcc_lo
	s_mov_b64 s[6:7], 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v4, vcc_lo, v2, 48
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v5, vcc_lo
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, .str.6@rel32@lo+4
	s_addc_u32 s5, s5, .str.6@rel32@hi+12
.Ltmp89:
.LBB2_18:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: __assert_fail:line <- 42
	global_load_b128 v[6:9], v3, s[4:5]
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_add_u32 s4, s4, 16
	v_cmp_ge_u64_e64 s0, s[6:7], s[2:3]
	s_addc_u32 s5, s5, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	global_store_b128 v[4:5], v[6:9], off
	v_add_co_u32 v4, s0, v4, 16
	v_add_co_ci_u32_e64 v5, s0, 0, v5, s0
	s_cbranch_vccz .LBB2_18
.Ltmp90:
.LBB2_19:
	;DEBUG_VALUE: __assert_fail:line <- 42
	.loc	1 32 5                          ; ./samples/hipcompat/ws_printf.h:32:5
	s_and_b32 s0, s17, 15
	s_mov_b32 s1, s3
	s_mov_b64 s[4:5], 0
	s_cmp_eq_u64 s[0:1], 0
	s_cbranch_scc1 .LBB2_22
.Ltmp91:
; %bb.20:
	;DEBUG_VALUE: __assert_fail:line <- 42
	.loc	1 0 5                           ; ./samples/hipcompat/ws_printf.h:0:5
	s_lshl_b32 s6, s2, 4
	v_mov_b32_e32 v2, 0
	s_add_u32 s2, s6, s12
	s_addc_u32 s3, 0, 0
	s_add_u32 s2, s2, s16
	s_addc_u32 s3, s3, 0
	s_add_u32 s7, s2, 0x44
	s_addc_u32 s9, s3, 0
	v_add_co_u32 v0, vcc_lo, v0, s7
	v_add_co_ci_u32_e32 v1, vcc_lo, s9, v1, vcc_lo
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, .str.6@rel32@lo+4
	s_addc_u32 s3, s3, .str.6@rel32@hi+12
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, 0, s3
.Ltmp92:
.LBB2_21:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: __assert_fail:line <- 42
	s_add_u32 s6, s2, s4
	s_addc_u32 s7, s3, s5
	v_add_co_u32 v3, vcc_lo, v0, s4
	global_load_u8 v5, v2, s[6:7]
	s_add_u32 s4, s4, 1
	v_add_co_ci_u32_e32 v4, vcc_lo, s5, v1, vcc_lo
	s_addc_u32 s5, s5, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_u64_e64 s6, s[4:5], s[0:1]
	s_and_b32 vcc_lo, exec_lo, s6
	s_waitcnt vmcnt(0)
	global_store_b8 v[3:4], v5, off
	s_cbranch_vccz .LBB2_21
.Ltmp93:
.LBB2_22:
	;DEBUG_VALUE: __assert_fail:line <- 42
	s_or_b32 exec_lo, exec_lo, s8
	.loc	1 34 5 is_stmt 1                ; ./samples/hipcompat/ws_printf.h:34:5
	s_cbranch_execnz .LBB2_24
.Ltmp94:
; %bb.23:
	;DEBUG_VALUE: __assert_fail:line <- 42
	; divergent unreachable
	.loc	1 0 5 is_stmt 0                 ; ./samples/hipcompat/ws_printf.h:0:5
	s_endpgm
.Ltmp95:
.LBB2_24:
	;DEBUG_VALUE: __assert_fail:line <- 42
	.loc	1 34 5                          ; ./samples/hipcompat/ws_printf.h:34:5
	s_trap 2
	s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_DOORBELL)
	s_mov_b32 ttmp2, m0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0x3ff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_bitset1_b32 s0, 10
	s_mov_b32 m0, s0
	s_sendmsg sendmsg(MSG_INTERRUPT)
	s_mov_b32 m0, ttmp2
.Ltmp96:
.LBB2_25:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: __assert_fail:line <- 42
	s_sethalt 5
	s_branch .LBB2_25
.Ltmp97:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12assert_checkPKiii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
	.size	_Z12assert_checkPKiii, .Lfunc_end2-_Z12assert_checkPKiii
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1380
; NumSgprs: 35
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 35
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
	.type	.str.3,@object                  ; @.str.3
	.section	.rodata.str1.1,"aMS",@progbits,1
.str.3:
	.asciz	"odd"
	.size	.str.3, 4

	.type	.str.4,@object                  ; @.str.4
.str.4:
	.asciz	"even"
	.size	.str.4, 5

	.type	.str.6,@object                  ; @.str.6
.str.6:
	.asciz	"vals[i] < limit"
	.size	.str.6, 16

	.type	.str.7,@object                  ; @.str.7
.str.7:
	.asciz	"kernel.cu"
	.size	.str.7, 10

	.type	__PRETTY_FUNCTION__._Z12assert_checkPKiii,@object ; @__PRETTY_FUNCTION__._Z12assert_checkPKiii
__PRETTY_FUNCTION__._Z12assert_checkPKiii:
	.asciz	"void assert_check(const int *, int, int)"
	.size	__PRETTY_FUNCTION__._Z12assert_checkPKiii, 41

	.type	__hip_cuid_6b51eda7e94fae7c,@object ; @__hip_cuid_6b51eda7e94fae7c
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_6b51eda7e94fae7c
__hip_cuid_6b51eda7e94fae7c:
	.byte	0                               ; 0x0
	.size	__hip_cuid_6b51eda7e94fae7c, 1

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
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp61-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	137                             ; 1545
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   ending offset
	.byte	22                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	137                             ; 1545
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	16                              ; DW_OP_constu
	.byte	135                             ; 1000000007
	.byte	148                             ; 
	.byte	235                             ; 
	.byte	220                             ; 
	.byte	3                               ; 
	.byte	30                              ; DW_OP_mul
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
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
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
	.byte	9                               ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
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
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
	.byte	122                             ; DW_AT_call_all_calls
	.byte	25                              ; DW_FORM_flag_present
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
	.byte	11                              ; Abbreviation Code
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
	.byte	14                              ; Abbreviation Code
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
	.byte	15                              ; Abbreviation Code
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
	.byte	16                              ; Abbreviation Code
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
	.byte	17                              ; Abbreviation Code
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
	.byte	18                              ; Abbreviation Code
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
	.byte	19                              ; Abbreviation Code
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
	.byte	20                              ; Abbreviation Code
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
	.byte	21                              ; Abbreviation Code
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
	.byte	22                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	23                              ; Abbreviation Code
	.byte	72                              ; DW_TAG_call_site
	.byte	0                               ; DW_CHILDREN_no
	.ascii	"\203\001"                      ; DW_AT_call_target
	.byte	24                              ; DW_FORM_exprloc
	.byte	125                             ; DW_AT_call_return_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	24                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	32                              ; DW_AT_inline
	.byte	33                              ; DW_FORM_implicit_const
	.byte	1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	25                              ; Abbreviation Code
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
	.byte	26                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	28                              ; DW_AT_const_value
	.byte	15                              ; DW_FORM_udata
	.byte	49                              ; DW_AT_abstract_origin
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
	.byte	1                               ; Abbrev [1] 0xc:0x2e8 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	33                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	5                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2b:0x4 DW_TAG_base_type
	.byte	28                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x2f:0x4 DW_TAG_base_type
	.byte	27                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x33:0x7 DW_TAG_variable
	.long	58                              ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	32                              ; DW_AT_decl_line
	.byte	4                               ; Abbrev [4] 0x3a:0xc DW_TAG_array_type
	.long	70                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x3f:0x6 DW_TAG_subrange_type
	.long	79                              ; DW_AT_type
	.byte	73                              ; DW_AT_count
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
	.byte	3                               ; Abbrev [3] 0x53:0x7 DW_TAG_variable
	.long	90                              ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.byte	4                               ; Abbrev [4] 0x5a:0xc DW_TAG_array_type
	.long	70                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x5f:0x6 DW_TAG_subrange_type
	.long	79                              ; DW_AT_type
	.byte	36                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	3                               ; Abbrev [3] 0x66:0x7 DW_TAG_variable
	.long	109                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	30                              ; DW_AT_decl_line
	.byte	4                               ; Abbrev [4] 0x6d:0xc DW_TAG_array_type
	.long	70                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x72:0x6 DW_TAG_subrange_type
	.long	79                              ; DW_AT_type
	.byte	75                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0x79:0xa DW_TAG_variable
	.long	131                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	32                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	4                               ; Abbrev [4] 0x83:0xc DW_TAG_array_type
	.long	70                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x88:0x6 DW_TAG_subrange_type
	.long	79                              ; DW_AT_type
	.byte	4                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0x8f:0xa DW_TAG_variable
	.long	153                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	32                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	1
	.byte	4                               ; Abbrev [4] 0x99:0xc DW_TAG_array_type
	.long	70                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x9e:0x6 DW_TAG_subrange_type
	.long	79                              ; DW_AT_type
	.byte	5                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	3                               ; Abbrev [3] 0xa5:0x7 DW_TAG_variable
	.long	172                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.byte	4                               ; Abbrev [4] 0xac:0xc DW_TAG_array_type
	.long	70                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xb1:0x6 DW_TAG_subrange_type
	.long	79                              ; DW_AT_type
	.byte	32                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0xb8:0xa DW_TAG_variable
	.long	194                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	42                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	2
	.byte	4                               ; Abbrev [4] 0xc2:0xc DW_TAG_array_type
	.long	70                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xc7:0x6 DW_TAG_subrange_type
	.long	79                              ; DW_AT_type
	.byte	16                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0xce:0xa DW_TAG_variable
	.long	216                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	42                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	3
	.byte	4                               ; Abbrev [4] 0xd8:0xc DW_TAG_array_type
	.long	70                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xdd:0x6 DW_TAG_subrange_type
	.long	79                              ; DW_AT_type
	.byte	10                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0xe4:0xa DW_TAG_variable
	.long	238                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	42                              ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	4
	.byte	4                               ; Abbrev [4] 0xee:0xc DW_TAG_array_type
	.long	70                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xf3:0x6 DW_TAG_subrange_type
	.long	79                              ; DW_AT_type
	.byte	41                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0xfa:0x5 DW_TAG_pointer_type
	.long	255                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0xff:0x5 DW_TAG_const_type
	.long	260                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x104:0x5 DW_TAG_pointer_type
	.long	75                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x109:0x5 DW_TAG_pointer_type
	.long	70                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x10e:0x5 DW_TAG_pointer_type
	.long	275                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x113:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x117:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x11b:0x4 DW_TAG_base_type
	.byte	7                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x11f:0x4 DW_TAG_base_type
	.byte	8                               ; DW_AT_name
	.byte	2                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	9                               ; Abbrev [9] 0x123:0x5 DW_TAG_pointer_type
	.long	296                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x128:0x5 DW_TAG_const_type
	.long	301                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x12d:0x4 DW_TAG_base_type
	.byte	9                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	9                               ; Abbrev [9] 0x131:0x5 DW_TAG_pointer_type
	.long	310                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x136:0x5 DW_TAG_const_type
	.long	275                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x13b:0x33 DW_TAG_subprogram
	.byte	5                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	64
                                        ; DW_AT_call_all_calls
	.byte	29                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	260                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	11                              ; Abbrev [11] 0x14b:0x9 DW_TAG_formal_parameter
	.byte	0                               ; DW_AT_location
	.byte	34                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	275                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x154:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	35                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	275                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x15d:0x8 DW_TAG_variable
	.byte	36                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	260                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x165:0x8 DW_TAG_variable
	.byte	37                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	270                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	14                              ; Abbrev [14] 0x16e:0x12 DW_TAG_subprogram
	.byte	10                              ; DW_AT_linkage_name
	.byte	11                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	85                              ; DW_AT_decl_line
	.long	384                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	13                              ; Abbrev [13] 0x177:0x8 DW_TAG_variable
	.byte	16                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	87                              ; DW_AT_decl_line
	.long	291                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	15                              ; Abbrev [15] 0x180:0x22 DW_TAG_structure_type
	.byte	5                               ; DW_AT_calling_convention
	.byte	15                              ; DW_AT_name
	.byte	12                              ; DW_AT_byte_size
	.byte	3                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	16                              ; Abbrev [16] 0x186:0x9 DW_TAG_member
	.byte	12                              ; DW_AT_name
	.long	275                             ; DW_AT_type
	.byte	3                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	16                              ; Abbrev [16] 0x18f:0x9 DW_TAG_member
	.byte	13                              ; DW_AT_name
	.long	275                             ; DW_AT_type
	.byte	3                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	16                              ; Abbrev [16] 0x198:0x9 DW_TAG_member
	.byte	14                              ; DW_AT_name
	.long	275                             ; DW_AT_type
	.byte	3                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0x1a2:0x9 DW_TAG_subprogram
	.byte	17                              ; DW_AT_linkage_name
	.byte	18                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	80                              ; DW_AT_decl_line
	.long	384                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	14                              ; Abbrev [14] 0x1ab:0x12 DW_TAG_subprogram
	.byte	19                              ; DW_AT_linkage_name
	.byte	20                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	91                              ; DW_AT_decl_line
	.long	384                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	13                              ; Abbrev [13] 0x1b4:0x8 DW_TAG_variable
	.byte	21                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	93                              ; DW_AT_decl_line
	.long	305                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	18                              ; Abbrev [18] 0x1bd:0x90 DW_TAG_subprogram
	.byte	6                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	30                              ; DW_AT_linkage_name
	.byte	31                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	19                              ; Abbrev [19] 0x1c7:0x8 DW_TAG_formal_parameter
	.byte	41                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	730                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x1cf:0x8 DW_TAG_formal_parameter
	.byte	42                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	740                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x1d7:0x8 DW_TAG_formal_parameter
	.byte	43                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	750                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x1df:0x8 DW_TAG_formal_parameter
	.byte	44                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	726                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x1e7:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	38                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.long	726                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x1f0:0x8 DW_TAG_variable
	.byte	45                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	726                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x1f8:0x9 DW_TAG_inlined_subroutine
	.long	366                             ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	21                              ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	20                              ; Abbrev [20] 0x201:0x9 DW_TAG_inlined_subroutine
	.long	418                             ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	21                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	21                              ; Abbrev [21] 0x20a:0xd DW_TAG_inlined_subroutine
	.long	427                             ; DW_AT_abstract_origin
	.byte	7                               ; DW_AT_low_pc
	.long	.Ltmp25-.Ltmp24                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	23                              ; DW_AT_call_line
	.byte	59                              ; DW_AT_call_column
	.byte	22                              ; Abbrev [22] 0x217:0x14 DW_TAG_lexical_block
	.byte	2                               ; DW_AT_ranges
	.byte	12                              ; Abbrev [12] 0x219:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	40                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	29                              ; DW_AT_decl_line
	.long	283                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x222:0x8 DW_TAG_variable
	.byte	46                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.long	279                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	23                              ; Abbrev [23] 0x22b:0xb DW_TAG_call_site
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
	.byte	23                              ; Abbrev [23] 0x236:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	9                               ; DW_AT_call_return_pc
	.byte	23                              ; Abbrev [23] 0x241:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	10                              ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	24                              ; Abbrev [24] 0x24d:0x25 DW_TAG_subprogram
	.byte	22                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	30                              ; DW_AT_decl_line
                                        ; DW_AT_external
                                        ; DW_AT_inline
	.byte	19                              ; Abbrev [19] 0x251:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	30                              ; DW_AT_decl_line
	.long	265                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x259:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	30                              ; DW_AT_decl_line
	.long	265                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x261:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	30                              ; DW_AT_decl_line
	.long	275                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x269:0x8 DW_TAG_formal_parameter
	.byte	26                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	30                              ; DW_AT_decl_line
	.long	265                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	18                              ; Abbrev [18] 0x272:0x64 DW_TAG_subprogram
	.byte	11                              ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	32                              ; DW_AT_linkage_name
	.byte	33                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	38                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	19                              ; Abbrev [19] 0x27c:0x8 DW_TAG_formal_parameter
	.byte	41                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	38                              ; DW_AT_decl_line
	.long	730                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x284:0x8 DW_TAG_formal_parameter
	.byte	44                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	38                              ; DW_AT_decl_line
	.long	726                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x28c:0x8 DW_TAG_formal_parameter
	.byte	47                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	38                              ; DW_AT_decl_line
	.long	726                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x294:0x8 DW_TAG_variable
	.byte	45                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	40                              ; DW_AT_decl_line
	.long	726                             ; DW_AT_type
	.byte	21                              ; Abbrev [21] 0x29c:0xd DW_TAG_inlined_subroutine
	.long	366                             ; DW_AT_abstract_origin
	.byte	11                              ; DW_AT_low_pc
	.long	.Ltmp63-.Lfunc_begin2           ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	40                              ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	25                              ; Abbrev [25] 0x2a9:0x14 DW_TAG_inlined_subroutine
	.long	589                             ; DW_AT_abstract_origin
	.byte	12                              ; DW_AT_low_pc
	.long	.Ltmp97-.Ltmp70                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	42                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	26                              ; Abbrev [26] 0x2b6:0x6 DW_TAG_formal_parameter
	.byte	42                              ; DW_AT_const_value
	.long	609                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	21                              ; Abbrev [21] 0x2bd:0xd DW_TAG_inlined_subroutine
	.long	418                             ; DW_AT_abstract_origin
	.byte	13                              ; DW_AT_low_pc
	.long	.Ltmp68-.Ltmp67                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	40                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	23                              ; Abbrev [23] 0x2ca:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	14                              ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0x2d6:0x4 DW_TAG_base_type
	.byte	39                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	9                               ; Abbrev [9] 0x2da:0x5 DW_TAG_pointer_type
	.long	735                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x2df:0x5 DW_TAG_const_type
	.long	726                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x2e4:0x5 DW_TAG_pointer_type
	.long	745                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x2e9:0x5 DW_TAG_const_type
	.long	279                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x2ee:0x5 DW_TAG_pointer_type
	.long	726                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	3                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
	.long	.Ldebug_ranges1-.Lrnglists_table_base0
	.long	.Ldebug_ranges2-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges2:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	196                             ; Length of String Offsets Set
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
	.asciz	"unsigned int"                  ; string offset=69
.Linfo_string6:
	.asciz	"float"                         ; string offset=82
.Linfo_string7:
	.asciz	"long"                          ; string offset=88
.Linfo_string8:
	.asciz	"bool"                          ; string offset=93
.Linfo_string9:
	.asciz	"unsigned short"                ; string offset=98
.Linfo_string10:
	.asciz	"_ZL12ws_block_dimv"            ; string offset=113
.Linfo_string11:
	.asciz	"ws_block_dim"                  ; string offset=132
.Linfo_string12:
	.asciz	"x"                             ; string offset=145
.Linfo_string13:
	.asciz	"y"                             ; string offset=147
.Linfo_string14:
	.asciz	"z"                             ; string offset=149
.Linfo_string15:
	.asciz	"uint3"                         ; string offset=151
.Linfo_string16:
	.asciz	"g"                             ; string offset=157
.Linfo_string17:
	.asciz	"_ZL12ws_block_idxv"            ; string offset=159
.Linfo_string18:
	.asciz	"ws_block_idx"                  ; string offset=178
.Linfo_string19:
	.asciz	"_ZL11ws_grid_dimv"             ; string offset=191
.Linfo_string20:
	.asciz	"ws_grid_dim"                   ; string offset=209
.Linfo_string21:
	.asciz	"c"                             ; string offset=221
.Linfo_string22:
	.asciz	"__assert_fail"                 ; string offset=223
.Linfo_string23:
	.asciz	"msg"                           ; string offset=237
.Linfo_string24:
	.asciz	"file"                          ; string offset=241
.Linfo_string25:
	.asciz	"line"                          ; string offset=246
.Linfo_string26:
	.asciz	"fn"                            ; string offset=251
.Linfo_string27:
	.asciz	"DW_ATE_signed_64"              ; string offset=254
.Linfo_string28:
	.asciz	"DW_ATE_signed_32"              ; string offset=271
.Linfo_string29:
	.asciz	"__printf_alloc"                ; string offset=288
.Linfo_string30:
	.asciz	"_Z11printf_demoPKiPKfPii"      ; string offset=303
.Linfo_string31:
	.asciz	"printf_demo"                   ; string offset=328
.Linfo_string32:
	.asciz	"_Z12assert_checkPKiii"         ; string offset=340
.Linfo_string33:
	.asciz	"assert_check"                  ; string offset=362
.Linfo_string34:
	.asciz	"bytes"                         ; string offset=375
.Linfo_string35:
	.asciz	"off"                           ; string offset=381
.Linfo_string36:
	.asciz	"buf"                           ; string offset=385
.Linfo_string37:
	.asciz	"hdr"                           ; string offset=389
.Linfo_string38:
	.asciz	"v"                             ; string offset=393
.Linfo_string39:
	.asciz	"int"                           ; string offset=395
.Linfo_string40:
	.asciz	"wide"                          ; string offset=399
.Linfo_string41:
	.asciz	"vals"                          ; string offset=404
.Linfo_string42:
	.asciz	"scale"                         ; string offset=409
.Linfo_string43:
	.asciz	"out"                           ; string offset=415
.Linfo_string44:
	.asciz	"n"                             ; string offset=419
.Linfo_string45:
	.asciz	"i"                             ; string offset=421
.Linfo_string46:
	.asciz	"f"                             ; string offset=423
.Linfo_string47:
	.asciz	"limit"                         ; string offset=425
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.str.3
	.quad	.str.4
	.quad	.str.6
	.quad	.str.7
	.quad	__PRETTY_FUNCTION__._Z12assert_checkPKiii
	.quad	.Lfunc_begin0
	.quad	.Lfunc_begin1
	.quad	.Ltmp24
	.quad	.Ltmp23
	.quad	.Ltmp46
	.quad	.Ltmp59
	.quad	.Lfunc_begin2
	.quad	.Ltmp70
	.quad	.Ltmp67
	.quad	.Ltmp74
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_6b51eda7e94fae7c
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
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
      - .offset:         104
        .size:           8
        .value_kind:     hidden_printf_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .max_flat_workgroup_size: 1024
    .name:           _Z11printf_demoPKiPKfPii
    .private_segment_fixed_size: 0
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         _Z11printf_demoPKiPKfPii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     34
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         12
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
      - .offset:         88
        .size:           8
        .value_kind:     hidden_printf_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           _Z12assert_checkPKiii
    .private_segment_fixed_size: 0
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         _Z12assert_checkPKiii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.printf:
  - "0:0:65befda312944d5b,%s:%u: %s: block: [%u,%u,%u], thread: [%u,%u,%u] Assertion `%s` failed.\n"
  - "0:0:f6ea426b6c0c1f86,printf_demo: n=%d grid=%u block=%u\n"
  - "0:0:c24db9a249238aa2,i=%3d b%d t%-2d v=%d hex=%x alt=%#x wide=%ld f=%.3f e=%e g=%g %s %c 100%%\n"
  - "0:0:d1bb710b4c89e883,last thread: %u, no more lines\n"
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
