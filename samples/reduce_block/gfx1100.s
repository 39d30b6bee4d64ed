	.text
	.file	0 "." "-" md5 0xacab4fb4cc36708840116ee013a3147b
	.file	1 "samples/reduce_block" "kernel.cu"
	.file	2 "./samples" "hipcompat.h" md5 0x3928f6b82366b057f993ff5a0325bcf9
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	_Z14reduce_sum_f32PKfPfi ; -- Begin function _Z14reduce_sum_f32PKfPfi
	.globl	_Z14reduce_sum_f32PKfPfi
	.p2align	8
	.type	_Z14reduce_sum_f32PKfPfi,@function
_Z14reduce_sum_f32PKfPfi:               ; @_Z14reduce_sum_f32PKfPfi
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	2 89 23 prologue_end            ; ./samples/hipcompat.h:89:23
	s_clause 0x2
	s_load_b32 s6, s[0:1], 0x24
	; meta instruction
	; meta instruction
	; meta instruction
	s_load_b32 s7, s[0:1], 0x10
	; meta instruction
	s_load_b64 s[2:3], s[0:1], 0x8
	.loc	2 88 48                         ; ./samples/hipcompat.h:88:48
	s_add_u32 s4, s0, 24
	s_addc_u32 s5, s1, 0
	v_mov_b32_e32 v3, 0
.Ltmp0:
	.loc	1 22 5                          ; samples/reduce_block/kernel.cu:22:5
	s_mov_b32 s8, exec_lo
.Ltmp1:
	.loc	2 89 23                         ; ./samples/hipcompat.h:89:23
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s6, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp2:
	.loc	1 22 42                         ; samples/reduce_block/kernel.cu:22:42
	v_mad_u64_u32 v[1:2], null, s15, s6, v[0:1]
.Ltmp3:
	;DEBUG_VALUE: i <- $vgpr1
	.loc	1 22 59 is_stmt 0               ; samples/reduce_block/kernel.cu:22:59
	v_cmpx_gt_i32_e64 s7, v1
.Ltmp4:
	.loc	1 22 5                          ; samples/reduce_block/kernel.cu:22:5
	s_cbranch_execz .LBB0_4
.Ltmp5:
; %bb.1:
	;DEBUG_VALUE: i <- $vgpr1
	.loc	1 0 5                           ; samples/reduce_block/kernel.cu:0:5
	s_load_b32 s5, s[4:5], 0x0
	s_load_b64 s[0:1], s[0:1], 0x0
	;DEBUG_VALUE: reduce_sum_f32:in <- undef
	v_mov_b32_e32 v3, 0
	s_mov_b32 s4, 0
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s5, s5, s6
.Ltmp6:
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: reduce_sum_f32:acc <- $vgpr3
	;DEBUG_VALUE: i <- $vgpr1
	.loc	1 23 16 is_stmt 1               ; samples/reduce_block/kernel.cu:23:16
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[4:5], 2, v[1:2]
	.loc	1 22 59                         ; samples/reduce_block/kernel.cu:22:59
	v_add_nc_u32_e32 v1, s5, v1
.Ltmp7:
	.loc	1 23 16                         ; samples/reduce_block/kernel.cu:23:16
	v_add_co_u32 v4, vcc_lo, s0, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v5, vcc_lo
	.loc	1 22 59                         ; samples/reduce_block/kernel.cu:22:59
	v_cmp_le_i32_e32 vcc_lo, s7, v1
	.loc	1 23 16                         ; samples/reduce_block/kernel.cu:23:16
	global_load_b32 v2, v[4:5], off
.Ltmp8:
	.loc	1 22 5                          ; samples/reduce_block/kernel.cu:22:5
	s_or_b32 s4, vcc_lo, s4
.Ltmp9:
	.loc	1 23 13                         ; samples/reduce_block/kernel.cu:23:13
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v3, v2
.Ltmp10:
	;DEBUG_VALUE: ws_block_dim:g <- undef
	;DEBUG_VALUE: i <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_LLVM_convert 32 7, DW_OP_LLVM_arg 0, DW_OP_mul, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_minus, DW_OP_LLVM_arg 0, DW_OP_LLVM_convert 32 7, DW_OP_LLVM_arg 0, DW_OP_mul, DW_OP_div, DW_OP_LLVM_arg 0, DW_OP_LLVM_convert 32 7, DW_OP_LLVM_arg 0, DW_OP_mul, DW_OP_mul, DW_OP_LLVM_arg 0, DW_OP_LLVM_convert 32 7, DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_mul, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_plus, DW_OP_stack_value] undef
	;DEBUG_VALUE: reduce_sum_f32:acc <- $vgpr3
	.loc	1 22 5                          ; samples/reduce_block/kernel.cu:22:5
	s_and_not1_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB0_2
.Ltmp11:
; %bb.3:
	;DEBUG_VALUE: reduce_sum_f32:acc <- $vgpr3
	.loc	1 0 5 is_stmt 0                 ; samples/reduce_block/kernel.cu:0:5
	s_or_b32 exec_lo, exec_lo, s4
.Ltmp12:
.LBB0_4:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s8
	;DEBUG_VALUE: reduce_sum_f32:out <- undef
	v_mbcnt_lo_u32_b32 v5, -1, 0
	v_cmp_gt_u32_e32 vcc_lo, 16, v5
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	v_cmp_gt_u32_e32 vcc_lo, 24, v5
.Ltmp13:
	;DEBUG_VALUE: __shfl_down_sync:l <- $vgpr5
	;DEBUG_VALUE: __shfl_down_sync:w <- 32
	;DEBUG_VALUE: __shfl_down_sync:d <- 16
	;DEBUG_VALUE: __shfl_down_sync:v <- $vgpr3
	;DEBUG_VALUE: __shfl_down_sync:m <- -1
	;DEBUG_VALUE: warp_sum:v <- $vgpr3
	;DEBUG_VALUE: off <- 16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
.Ltmp14:
	.loc	2 154 1 is_stmt 1               ; ./samples/hipcompat.h:154:1
	v_lshlrev_b32_e32 v1, 4, v1
.Ltmp15:
	;DEBUG_VALUE: ws_bpermute:lane <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr1, $vgpr5
	;DEBUG_VALUE: ws_bpermute:v <- $vgpr3
	;DEBUG_VALUE: ws_bpermute_f:lane <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr1, $vgpr5
	;DEBUG_VALUE: __shfl_down_sync:s <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr1, $vgpr5
	;DEBUG_VALUE: ws_bpermute_f:v <- $vgpr3
	.loc	2 0 1 is_stmt 0                 ; ./samples/hipcompat.h:0:1
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
.Ltmp16:
	;DEBUG_VALUE: __shfl_down_sync:d <- 8
	;DEBUG_VALUE: off <- 8
	v_cmp_gt_u32_e32 vcc_lo, 28, v5
.Ltmp17:
	.loc	2 118 84 is_stmt 1              ; ./samples/hipcompat.h:118:84
	v_add_lshl_u32 v1, v1, v5, 2
.Ltmp18:
	.loc	2 0 84 is_stmt 0                ; ./samples/hipcompat.h:0:84
	s_delay_alu instid0(VALU_DEP_3)
.Ltmp19:
	.loc	2 154 1 is_stmt 1               ; ./samples/hipcompat.h:154:1
	v_lshlrev_b32_e32 v2, 3, v2
.Ltmp20:
	;DEBUG_VALUE: ws_bpermute:lane <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr2, $vgpr5
	;DEBUG_VALUE: ws_bpermute:v <- undef
	;DEBUG_VALUE: ws_bpermute_f:lane <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr2, $vgpr5
	;DEBUG_VALUE: __shfl_down_sync:s <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr2, $vgpr5
	;DEBUG_VALUE: ws_bpermute_f:v <- undef
	.loc	2 118 50                        ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v4, v1, v3
	.loc	2 118 84 is_stmt 0              ; ./samples/hipcompat.h:118:84
	v_add_lshl_u32 v2, v2, v5, 2
.Ltmp21:
	.loc	1 14 11 is_stmt 1               ; samples/reduce_block/kernel.cu:14:11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v3, v4
.Ltmp22:
	;DEBUG_VALUE: __shfl_down_sync:v <- $vgpr4
	;DEBUG_VALUE: warp_sum:v <- $vgpr4
	.loc	1 0 11 is_stmt 0                ; samples/reduce_block/kernel.cu:0:11
	v_cndmask_b32_e64 v3, 0, 1, vcc_lo
.Ltmp23:
	;DEBUG_VALUE: __shfl_down_sync:d <- 4
	;DEBUG_VALUE: off <- 4
	v_cmp_gt_u32_e32 vcc_lo, 30, v5
.Ltmp24:
	.loc	2 118 50 is_stmt 1              ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v6, v2, v4
.Ltmp25:
	;DEBUG_VALUE: __shfl_down_sync:w <- 32
	;DEBUG_VALUE: __shfl_down_sync:d <- 8
	;DEBUG_VALUE: __shfl_down_sync:m <- -1
	;DEBUG_VALUE: ws_bpermute:lane <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr3, $vgpr5
	;DEBUG_VALUE: ws_bpermute_f:lane <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr3, $vgpr5
	;DEBUG_VALUE: __shfl_down_sync:s <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr3, $vgpr5
	.loc	1 14 11                         ; samples/reduce_block/kernel.cu:14:11
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v6, v4, v6 :: v_dual_lshlrev_b32 v3, 2, v3
.Ltmp26:
	;DEBUG_VALUE: __shfl_down_sync:v <- $vgpr6
	;DEBUG_VALUE: warp_sum:v <- $vgpr6
	.loc	1 0 11 is_stmt 0                ; samples/reduce_block/kernel.cu:0:11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
.Ltmp27:
	.loc	2 118 84 is_stmt 1              ; ./samples/hipcompat.h:118:84
	v_add_lshl_u32 v3, v3, v5, 2
	v_cndmask_b32_e64 v4, 0, 1, vcc_lo
.Ltmp28:
	;DEBUG_VALUE: __shfl_down_sync:d <- 2
	;DEBUG_VALUE: off <- 2
	.loc	2 154 1                         ; ./samples/hipcompat.h:154:1
	v_cmp_ne_u32_e32 vcc_lo, 31, v5
.Ltmp29:
	.loc	2 118 50                        ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v7, v3, v6
.Ltmp30:
	;DEBUG_VALUE: __shfl_down_sync:w <- 32
	;DEBUG_VALUE: __shfl_down_sync:d <- 4
	;DEBUG_VALUE: __shfl_down_sync:m <- -1
	.loc	2 154 1                         ; ./samples/hipcompat.h:154:1
	v_lshlrev_b32_e32 v4, 1, v4
.Ltmp31:
	;DEBUG_VALUE: ws_bpermute:lane <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr4, $vgpr5
	;DEBUG_VALUE: ws_bpermute_f:lane <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr4, $vgpr5
	;DEBUG_VALUE: __shfl_down_sync:s <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr4, $vgpr5
	.loc	2 118 84                        ; ./samples/hipcompat.h:118:84
	v_add_lshl_u32 v4, v4, v5, 2
.Ltmp32:
	.loc	2 154 1                         ; ./samples/hipcompat.h:154:1
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v5, vcc_lo
.Ltmp33:
	;DEBUG_VALUE: __shfl_down_sync:s <- $vgpr5
	;DEBUG_VALUE: __shfl_down_sync:w <- 32
	;DEBUG_VALUE: __shfl_down_sync:m <- -1
	;DEBUG_VALUE: __shfl_down_sync:s <- $vgpr5
	.loc	1 14 11                         ; samples/reduce_block/kernel.cu:14:11
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_add_f32 v6, v6, v7 :: v_dual_lshlrev_b32 v5, 2, v5
.Ltmp34:
	;DEBUG_VALUE: __shfl_down_sync:v <- $vgpr6
	;DEBUG_VALUE: warp_sum:v <- $vgpr6
	.loc	2 118 50                        ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v7, v4, v6
.Ltmp35:
	;DEBUG_VALUE: __shfl_down_sync:w <- 32
	;DEBUG_VALUE: __shfl_down_sync:d <- 2
	;DEBUG_VALUE: __shfl_down_sync:m <- -1
	.loc	1 14 11                         ; samples/reduce_block/kernel.cu:14:11
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v7, v6, v7 :: v_dual_and_b32 v6, 31, v0
.Ltmp36:
	;DEBUG_VALUE: __shfl_down_sync:d <- 1
	;DEBUG_VALUE: __shfl_down_sync:v <- $vgpr7
	;DEBUG_VALUE: warp_sum:v <- $vgpr7
	;DEBUG_VALUE: off <- 1
	;DEBUG_VALUE: ws_bpermute:lane <- $vgpr5
	;DEBUG_VALUE: ws_bpermute_f:lane <- $vgpr5
	;DEBUG_VALUE: reduce_sum_f32:warp <- [DW_OP_constu 5, DW_OP_shr, DW_OP_stack_value] $vgpr0
	;DEBUG_VALUE: reduce_sum_f32:lane <- $vgpr6
	.loc	2 118 50                        ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v8, v5, v7
.Ltmp37:
	;DEBUG_VALUE: warp_sum:v <- undef
	;DEBUG_VALUE: off <- 0
	;DEBUG_VALUE: reduce_sum_f32:acc <- undef
	.loc	1 26 14                         ; samples/reduce_block/kernel.cu:26:14
	v_cmp_eq_u32_e32 vcc_lo, 0, v6
.Ltmp38:
	.loc	1 26 9 is_stmt 0                ; samples/reduce_block/kernel.cu:26:9
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_6
.Ltmp39:
; %bb.5:
	;DEBUG_VALUE: off <- 0
	;DEBUG_VALUE: reduce_sum_f32:lane <- $vgpr6
	;DEBUG_VALUE: reduce_sum_f32:warp <- [DW_OP_constu 5, DW_OP_shr, DW_OP_stack_value] $vgpr0
	.loc	1 14 11 is_stmt 1               ; samples/reduce_block/kernel.cu:14:11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v7, v8
.Ltmp40:
	;DEBUG_VALUE: warp_sum:v <- $vgpr7
	;DEBUG_VALUE: reduce_sum_f32:acc <- $vgpr7
	.loc	1 0 11 is_stmt 0                ; samples/reduce_block/kernel.cu:0:11
	v_lshrrev_b32_e32 v8, 3, v0
.Ltmp41:
	;DEBUG_VALUE: reduce_sum_f32:warp <- undef
	.loc	1 26 36 is_stmt 1               ; samples/reduce_block/kernel.cu:26:36
	ds_store_b32 v8, v7
.Ltmp42:
.LBB0_6:
	;DEBUG_VALUE: reduce_sum_f32:lane <- $vgpr6
	.loc	1 0 36 is_stmt 0                ; samples/reduce_block/kernel.cu:0:36
	s_or_b32 exec_lo, exec_lo, s0
.Ltmp43:
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp44:
	.loc	1 28 9                          ; samples/reduce_block/kernel.cu:28:9
	s_mov_b32 s1, exec_lo
.Ltmp45:
	.loc	1 28 14 is_stmt 0               ; samples/reduce_block/kernel.cu:28:14
	v_cmpx_gt_u32_e32 32, v0
.Ltmp46:
	.loc	1 28 9                          ; samples/reduce_block/kernel.cu:28:9
	s_cbranch_execz .LBB0_15
.Ltmp47:
; %bb.7:
	;DEBUG_VALUE: reduce_sum_f32:lane <- $vgpr6
	;DEBUG_VALUE: ws_block_dim:g <- undef
	.loc	1 30 19 is_stmt 1               ; samples/reduce_block/kernel.cu:30:19
	v_mov_b32_e32 v0, 0
	.loc	1 29 34                         ; samples/reduce_block/kernel.cu:29:34
	s_add_i32 s6, s6, 31
	.loc	1 30 19                         ; samples/reduce_block/kernel.cu:30:19
	s_mov_b32 s1, exec_lo
	.loc	1 29 40                         ; samples/reduce_block/kernel.cu:29:40
	s_lshr_b32 s0, s6, 5
.Ltmp48:
	;DEBUG_VALUE: nwarps <- undef
	.loc	1 0 40 is_stmt 0                ; samples/reduce_block/kernel.cu:0:40
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 30 24 is_stmt 1               ; samples/reduce_block/kernel.cu:30:24
	v_cmpx_gt_u32_e64 s0, v6
	.loc	1 30 19 is_stmt 0               ; samples/reduce_block/kernel.cu:30:19
	s_cbranch_execz .LBB0_9
.Ltmp49:
; %bb.8:
	;DEBUG_VALUE: reduce_sum_f32:lane <- $vgpr6
	.loc	1 0 19                          ; samples/reduce_block/kernel.cu:0:19
	v_lshlrev_b32_e32 v0, 2, v6
	.loc	1 30 35                         ; samples/reduce_block/kernel.cu:30:35
	ds_load_b32 v0, v0
.Ltmp50:
.LBB0_9:
	;DEBUG_VALUE: reduce_sum_f32:lane <- $vgpr6
	.loc	1 0 35                          ; samples/reduce_block/kernel.cu:0:35
	s_or_b32 exec_lo, exec_lo, s1
.Ltmp51:
	;DEBUG_VALUE: ws_bpermute:v <- $vgpr0
	;DEBUG_VALUE: ws_bpermute_f:v <- $vgpr0
	;DEBUG_VALUE: __shfl_down_sync:w <- 32
	;DEBUG_VALUE: __shfl_down_sync:d <- 16
	;DEBUG_VALUE: __shfl_down_sync:v <- $vgpr0
	;DEBUG_VALUE: __shfl_down_sync:m <- -1
	;DEBUG_VALUE: warp_sum:v <- $vgpr0
	;DEBUG_VALUE: off <- 16
	;DEBUG_VALUE: v <- $vgpr0
	.loc	2 118 50 is_stmt 1              ; ./samples/hipcompat.h:118:50
	s_waitcnt lgkmcnt(0)
	ds_bpermute_b32 v1, v1, v0
.Ltmp52:
	.loc	1 14 11                         ; samples/reduce_block/kernel.cu:14:11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
.Ltmp53:
	;DEBUG_VALUE: ws_bpermute:lane <- undef
	;DEBUG_VALUE: ws_bpermute_f:lane <- undef
	;DEBUG_VALUE: __shfl_down_sync:s <- undef
	;DEBUG_VALUE: ws_bpermute:v <- $vgpr0
	;DEBUG_VALUE: ws_bpermute_f:v <- $vgpr0
	;DEBUG_VALUE: __shfl_down_sync:d <- 8
	;DEBUG_VALUE: __shfl_down_sync:v <- $vgpr0
	;DEBUG_VALUE: warp_sum:v <- $vgpr0
	;DEBUG_VALUE: off <- 8
	.loc	2 118 50                        ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v1, v2, v0
.Ltmp54:
	;DEBUG_VALUE: __shfl_down_sync:w <- 32
	;DEBUG_VALUE: __shfl_down_sync:m <- -1
	.loc	1 14 11                         ; samples/reduce_block/kernel.cu:14:11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
.Ltmp55:
	;DEBUG_VALUE: ws_bpermute:v <- $vgpr0
	;DEBUG_VALUE: ws_bpermute_f:v <- $vgpr0
	;DEBUG_VALUE: __shfl_down_sync:d <- 4
	;DEBUG_VALUE: __shfl_down_sync:v <- $vgpr0
	;DEBUG_VALUE: warp_sum:v <- $vgpr0
	;DEBUG_VALUE: off <- 4
	.loc	2 118 50                        ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v1, v3, v0
.Ltmp56:
	;DEBUG_VALUE: __shfl_down_sync:w <- 32
	;DEBUG_VALUE: __shfl_down_sync:m <- -1
	.loc	1 14 11                         ; samples/reduce_block/kernel.cu:14:11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
.Ltmp57:
	;DEBUG_VALUE: ws_bpermute:v <- $vgpr0
	;DEBUG_VALUE: ws_bpermute_f:v <- $vgpr0
	;DEBUG_VALUE: __shfl_down_sync:d <- 2
	;DEBUG_VALUE: __shfl_down_sync:v <- $vgpr0
	;DEBUG_VALUE: warp_sum:v <- $vgpr0
	;DEBUG_VALUE: off <- 2
	.loc	2 118 50                        ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v1, v4, v0
.Ltmp58:
	;DEBUG_VALUE: __shfl_down_sync:w <- 32
	;DEBUG_VALUE: __shfl_down_sync:m <- -1
	.loc	1 14 11                         ; samples/reduce_block/kernel.cu:14:11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
.Ltmp59:
	;DEBUG_VALUE: ws_bpermute:v <- $vgpr0
	;DEBUG_VALUE: ws_bpermute_f:v <- $vgpr0
	;DEBUG_VALUE: __shfl_down_sync:d <- 1
	;DEBUG_VALUE: __shfl_down_sync:v <- $vgpr0
	;DEBUG_VALUE: warp_sum:v <- $vgpr0
	;DEBUG_VALUE: off <- 1
	.loc	2 118 50                        ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v1, v5, v0
.Ltmp60:
	;DEBUG_VALUE: __shfl_down_sync:l <- undef
	;DEBUG_VALUE: __shfl_down_sync:w <- 32
	;DEBUG_VALUE: __shfl_down_sync:m <- -1
	;DEBUG_VALUE: warp_sum:v <- undef
	;DEBUG_VALUE: off <- 0
	;DEBUG_VALUE: v <- undef
	.loc	1 32 13                         ; samples/reduce_block/kernel.cu:32:13
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB0_15
.Ltmp61:
; %bb.10:
	;DEBUG_VALUE: off <- 0
	;DEBUG_VALUE: reduce_sum_f32:lane <- $vgpr6
	.loc	1 14 11                         ; samples/reduce_block/kernel.cu:14:11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
.Ltmp62:
	;DEBUG_VALUE: atomicAdd:p <- undef
	;DEBUG_VALUE: atomicAdd:v <- $vgpr0
	;DEBUG_VALUE: warp_sum:v <- $vgpr0
	;DEBUG_VALUE: v <- $vgpr0
	.loc	2 206 1                         ; ./samples/hipcompat.h:206:1
	v_bfrev_b32_e32 v2, 1
	s_mov_b32 s0, exec_lo
.Ltmp63:
.LBB0_11:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomicAdd:v <- $vgpr0
	;DEBUG_VALUE: v <- $vgpr0
	;DEBUG_VALUE: reduce_sum_f32:lane <- $vgpr6
	.loc	2 0 1 is_stmt 0                 ; ./samples/hipcompat.h:0:1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	2 206 1                         ; ./samples/hipcompat.h:206:1
	s_ctz_i32_b32 s1, s0
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_readlane_b32 s4, v0, s1
	s_lshl_b32 s1, 1, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_not1_b32 s0, s0, s1
	s_cmp_lg_u32 s0, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v2, s4, v2
	s_cbranch_scc1 .LBB0_11
.Ltmp64:
; %bb.12:
	;DEBUG_VALUE: atomicAdd:v <- $vgpr0
	;DEBUG_VALUE: v <- $vgpr0
	;DEBUG_VALUE: reduce_sum_f32:lane <- $vgpr6
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
.Ltmp65:
	.loc	2 0 1                           ; ./samples/hipcompat.h:0:1
	s_mov_b32 s0, 0
	.loc	2 206 1                         ; ./samples/hipcompat.h:206:1
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_15
.Ltmp66:
; %bb.13:
	;DEBUG_VALUE: reduce_sum_f32:lane <- $vgpr6
	s_load_b32 s1, s[2:3], 0x0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s1
.Ltmp67:
.LBB0_14:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: reduce_sum_f32:lane <- $vgpr6
	.loc	2 0 1                           ; ./samples/hipcompat.h:0:1
	s_delay_alu instid0(VALU_DEP_1)
	.loc	2 206 1                         ; ./samples/hipcompat.h:206:1
	v_add_f32_e32 v0, v1, v2
	global_atomic_cmpswap_b32 v0, v3, v[0:1], s[2:3] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v0, v1
	v_mov_b32_e32 v1, v0
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_14
.Ltmp68:
.LBB0_15:
	;DEBUG_VALUE: reduce_sum_f32:lane <- $vgpr6
	.loc	1 34 1 is_stmt 1                ; samples/reduce_block/kernel.cu:34:1
	s_endpgm
.Ltmp69:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z14reduce_sum_f32PKfPfi
		.amdhsa_group_segment_fixed_size 128
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
	.size	_Z14reduce_sum_f32PKfPfi, .Lfunc_end0-_Z14reduce_sum_f32PKfPfi
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 760
; NumSgprs: 18
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 128 bytes/workgroup (compile time only)
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
	.protected	_Z14reduce_sum_i32PKiPii ; -- Begin function _Z14reduce_sum_i32PKiPii
	.globl	_Z14reduce_sum_i32PKiPii
	.p2align	8
	.type	_Z14reduce_sum_i32PKiPii,@function
_Z14reduce_sum_i32PKiPii:               ; @_Z14reduce_sum_i32PKiPii
.Lfunc_begin1:
	.cfi_startproc
; %bb.0:
	.loc	2 89 23 prologue_end            ; ./samples/hipcompat.h:89:23
	s_clause 0x2
	s_load_b32 s6, s[0:1], 0x24
	; meta instruction
	; meta instruction
	; meta instruction
	s_load_b32 s7, s[0:1], 0x10
	; meta instruction
	s_load_b64 s[2:3], s[0:1], 0x8
	.loc	2 88 48                         ; ./samples/hipcompat.h:88:48
	s_add_u32 s4, s0, 24
	s_addc_u32 s5, s1, 0
	v_mov_b32_e32 v3, 0
.Ltmp70:
	.loc	1 40 5                          ; samples/reduce_block/kernel.cu:40:5
	s_mov_b32 s8, exec_lo
.Ltmp71:
	.loc	2 89 23                         ; ./samples/hipcompat.h:89:23
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s6, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp72:
	.loc	1 40 42                         ; samples/reduce_block/kernel.cu:40:42
	v_mad_u64_u32 v[1:2], null, s15, s6, v[0:1]
.Ltmp73:
	;DEBUG_VALUE: i <- $vgpr1
	.loc	1 40 59 is_stmt 0               ; samples/reduce_block/kernel.cu:40:59
	v_cmpx_gt_i32_e64 s7, v1
.Ltmp74:
	.loc	1 40 5                          ; samples/reduce_block/kernel.cu:40:5
	s_cbranch_execz .LBB1_4
.Ltmp75:
; %bb.1:
	;DEBUG_VALUE: i <- $vgpr1
	.loc	1 0 5                           ; samples/reduce_block/kernel.cu:0:5
	s_load_b32 s5, s[4:5], 0x0
	s_load_b64 s[0:1], s[0:1], 0x0
	;DEBUG_VALUE: reduce_sum_i32:in <- undef
	v_mov_b32_e32 v3, 0
	s_mov_b32 s4, 0
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s5, s5, s6
.Ltmp76:
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: reduce_sum_i32:acc <- $vgpr3
	;DEBUG_VALUE: i <- $vgpr1
	.loc	1 41 16 is_stmt 1               ; samples/reduce_block/kernel.cu:41:16
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[4:5], 2, v[1:2]
	.loc	1 40 59                         ; samples/reduce_block/kernel.cu:40:59
	v_add_nc_u32_e32 v1, s5, v1
.Ltmp77:
	.loc	1 41 16                         ; samples/reduce_block/kernel.cu:41:16
	v_add_co_u32 v4, vcc_lo, s0, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v5, vcc_lo
	.loc	1 40 59                         ; samples/reduce_block/kernel.cu:40:59
	v_cmp_le_i32_e32 vcc_lo, s7, v1
	.loc	1 41 16                         ; samples/reduce_block/kernel.cu:41:16
	global_load_b32 v2, v[4:5], off
.Ltmp78:
	.loc	1 40 5                          ; samples/reduce_block/kernel.cu:40:5
	s_or_b32 s4, vcc_lo, s4
.Ltmp79:
	.loc	1 41 13                         ; samples/reduce_block/kernel.cu:41:13
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v3, v2, v3
.Ltmp80:
	;DEBUG_VALUE: ws_block_dim:g <- undef
	;DEBUG_VALUE: i <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_LLVM_convert 32 7, DW_OP_LLVM_arg 0, DW_OP_mul, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_minus, DW_OP_LLVM_arg 0, DW_OP_LLVM_convert 32 7, DW_OP_LLVM_arg 0, DW_OP_mul, DW_OP_div, DW_OP_LLVM_arg 0, DW_OP_LLVM_convert 32 7, DW_OP_LLVM_arg 0, DW_OP_mul, DW_OP_mul, DW_OP_LLVM_arg 0, DW_OP_LLVM_convert 32 7, DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_mul, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_plus, DW_OP_stack_value] undef
	;DEBUG_VALUE: reduce_sum_i32:acc <- $vgpr3
	.loc	1 40 5                          ; samples/reduce_block/kernel.cu:40:5
	s_and_not1_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB1_2
.Ltmp81:
; %bb.3:
	;DEBUG_VALUE: reduce_sum_i32:acc <- $vgpr3
	.loc	1 0 5 is_stmt 0                 ; samples/reduce_block/kernel.cu:0:5
	s_or_b32 exec_lo, exec_lo, s4
.Ltmp82:
.LBB1_4:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s8
	;DEBUG_VALUE: reduce_sum_i32:out <- undef
	v_mbcnt_lo_u32_b32 v5, -1, 0
	v_cmp_gt_u32_e32 vcc_lo, 16, v5
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	v_cmp_gt_u32_e32 vcc_lo, 24, v5
.Ltmp83:
	;DEBUG_VALUE: __shfl_down_sync:l <- $vgpr5
	;DEBUG_VALUE: __shfl_down_sync:w <- 32
	;DEBUG_VALUE: __shfl_down_sync:d <- 16
	;DEBUG_VALUE: __shfl_down_sync:v <- $vgpr3
	;DEBUG_VALUE: __shfl_down_sync:m <- -1
	;DEBUG_VALUE: off <- 16
	;DEBUG_VALUE: reduce_sum_i32:acc <- $vgpr3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
.Ltmp84:
	.loc	2 152 1 is_stmt 1               ; ./samples/hipcompat.h:152:1
	v_lshlrev_b32_e32 v1, 4, v1
.Ltmp85:
	;DEBUG_VALUE: ws_bpermute:lane <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr1, $vgpr5
	;DEBUG_VALUE: __shfl_down_sync:s <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr1, $vgpr5
	;DEBUG_VALUE: ws_bpermute:v <- $vgpr3
	.loc	2 0 1 is_stmt 0                 ; ./samples/hipcompat.h:0:1
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
.Ltmp86:
	;DEBUG_VALUE: __shfl_down_sync:d <- 8
	;DEBUG_VALUE: off <- 8
	v_cmp_gt_u32_e32 vcc_lo, 28, v5
.Ltmp87:
	.loc	2 118 84 is_stmt 1              ; ./samples/hipcompat.h:118:84
	v_add_lshl_u32 v1, v1, v5, 2
.Ltmp88:
	.loc	2 0 84 is_stmt 0                ; ./samples/hipcompat.h:0:84
	s_delay_alu instid0(VALU_DEP_3)
.Ltmp89:
	.loc	2 152 1 is_stmt 1               ; ./samples/hipcompat.h:152:1
	v_lshlrev_b32_e32 v2, 3, v2
.Ltmp90:
	;DEBUG_VALUE: ws_bpermute:lane <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr2, $vgpr5
	;DEBUG_VALUE: __shfl_down_sync:s <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr2, $vgpr5
	;DEBUG_VALUE: ws_bpermute:v <- undef
	.loc	2 118 50                        ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v4, v1, v3
	.loc	2 118 84 is_stmt 0              ; ./samples/hipcompat.h:118:84
	v_add_lshl_u32 v2, v2, v5, 2
.Ltmp91:
	.loc	1 44 13 is_stmt 1               ; samples/reduce_block/kernel.cu:44:13
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v4, v4, v3
.Ltmp92:
	;DEBUG_VALUE: __shfl_down_sync:v <- $vgpr4
	;DEBUG_VALUE: reduce_sum_i32:acc <- $vgpr4
	.loc	1 0 13 is_stmt 0                ; samples/reduce_block/kernel.cu:0:13
	v_cndmask_b32_e64 v3, 0, 1, vcc_lo
.Ltmp93:
	;DEBUG_VALUE: __shfl_down_sync:d <- 4
	;DEBUG_VALUE: off <- 4
	v_cmp_gt_u32_e32 vcc_lo, 30, v5
.Ltmp94:
	.loc	2 118 50 is_stmt 1              ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v6, v2, v4
.Ltmp95:
	;DEBUG_VALUE: __shfl_down_sync:w <- 32
	;DEBUG_VALUE: __shfl_down_sync:d <- 8
	;DEBUG_VALUE: __shfl_down_sync:m <- -1
	.loc	2 152 1                         ; ./samples/hipcompat.h:152:1
	v_lshlrev_b32_e32 v3, 2, v3
.Ltmp96:
	;DEBUG_VALUE: ws_bpermute:lane <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr3, $vgpr5
	;DEBUG_VALUE: __shfl_down_sync:s <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr3, $vgpr5
	.loc	2 0 1 is_stmt 0                 ; ./samples/hipcompat.h:0:1
	s_delay_alu instid0(VALU_DEP_1)
.Ltmp97:
	.loc	2 118 84 is_stmt 1              ; ./samples/hipcompat.h:118:84
	v_add_lshl_u32 v3, v3, v5, 2
.Ltmp98:
	.loc	1 44 13                         ; samples/reduce_block/kernel.cu:44:13
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v6, v6, v4
.Ltmp99:
	;DEBUG_VALUE: __shfl_down_sync:v <- $vgpr6
	;DEBUG_VALUE: reduce_sum_i32:acc <- $vgpr6
	.loc	1 0 13 is_stmt 0                ; samples/reduce_block/kernel.cu:0:13
	v_cndmask_b32_e64 v4, 0, 1, vcc_lo
.Ltmp100:
	;DEBUG_VALUE: __shfl_down_sync:d <- 2
	;DEBUG_VALUE: off <- 2
	.loc	2 152 1 is_stmt 1               ; ./samples/hipcompat.h:152:1
	v_cmp_ne_u32_e32 vcc_lo, 31, v5
.Ltmp101:
	.loc	2 118 50                        ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v7, v3, v6
.Ltmp102:
	;DEBUG_VALUE: __shfl_down_sync:w <- 32
	;DEBUG_VALUE: __shfl_down_sync:d <- 4
	;DEBUG_VALUE: __shfl_down_sync:m <- -1
	.loc	2 152 1                         ; ./samples/hipcompat.h:152:1
	v_lshlrev_b32_e32 v4, 1, v4
.Ltmp103:
	;DEBUG_VALUE: ws_bpermute:lane <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr4, $vgpr5
	;DEBUG_VALUE: __shfl_down_sync:s <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr4, $vgpr5
	.loc	2 0 1 is_stmt 0                 ; ./samples/hipcompat.h:0:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
.Ltmp104:
	.loc	2 118 84 is_stmt 1              ; ./samples/hipcompat.h:118:84
	v_add_lshl_u32 v4, v4, v5, 2
.Ltmp105:
	.loc	2 152 1                         ; ./samples/hipcompat.h:152:1
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v5, vcc_lo
.Ltmp106:
	;DEBUG_VALUE: __shfl_down_sync:s <- $vgpr5
	.loc	2 118 84                        ; ./samples/hipcompat.h:118:84
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp107:
	;DEBUG_VALUE: __shfl_down_sync:w <- 32
	;DEBUG_VALUE: __shfl_down_sync:m <- -1
	;DEBUG_VALUE: __shfl_down_sync:s <- $vgpr5
	.loc	1 44 13                         ; samples/reduce_block/kernel.cu:44:13
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v6, v7, v6
.Ltmp108:
	;DEBUG_VALUE: __shfl_down_sync:v <- $vgpr6
	;DEBUG_VALUE: reduce_sum_i32:acc <- $vgpr6
	.loc	2 118 50                        ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v7, v4, v6
.Ltmp109:
	;DEBUG_VALUE: __shfl_down_sync:w <- 32
	;DEBUG_VALUE: __shfl_down_sync:d <- 2
	;DEBUG_VALUE: __shfl_down_sync:m <- -1
	.loc	1 44 13                         ; samples/reduce_block/kernel.cu:44:13
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v7, v7, v6
.Ltmp110:
	;DEBUG_VALUE: __shfl_down_sync:d <- 1
	;DEBUG_VALUE: __shfl_down_sync:v <- $vgpr7
	;DEBUG_VALUE: off <- 1
	;DEBUG_VALUE: ws_bpermute:lane <- $vgpr5
	;DEBUG_VALUE: reduce_sum_i32:acc <- $vgpr7
	.loc	1 45 28                         ; samples/reduce_block/kernel.cu:45:28
	v_and_b32_e32 v6, 31, v0
.Ltmp111:
	;DEBUG_VALUE: reduce_sum_i32:warp <- [DW_OP_constu 5, DW_OP_shr, DW_OP_stack_value] $vgpr0
	;DEBUG_VALUE: reduce_sum_i32:lane <- $vgpr6
	.loc	2 118 50                        ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v8, v5, v7
.Ltmp112:
	;DEBUG_VALUE: off <- 0
	;DEBUG_VALUE: reduce_sum_i32:acc <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr8, $vgpr7
	.loc	1 46 14                         ; samples/reduce_block/kernel.cu:46:14
	v_cmp_eq_u32_e32 vcc_lo, 0, v6
.Ltmp113:
	.loc	1 46 9 is_stmt 0                ; samples/reduce_block/kernel.cu:46:9
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB1_6
.Ltmp114:
; %bb.5:
	;DEBUG_VALUE: reduce_sum_i32:acc <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr8, $vgpr7
	;DEBUG_VALUE: off <- 0
	;DEBUG_VALUE: reduce_sum_i32:lane <- $vgpr6
	;DEBUG_VALUE: reduce_sum_i32:warp <- [DW_OP_constu 5, DW_OP_shr, DW_OP_stack_value] $vgpr0
	.loc	1 44 13 is_stmt 1               ; samples/reduce_block/kernel.cu:44:13
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v7, v8, v7
.Ltmp115:
	;DEBUG_VALUE: reduce_sum_i32:acc <- $vgpr7
	.loc	1 0 13 is_stmt 0                ; samples/reduce_block/kernel.cu:0:13
	v_lshrrev_b32_e32 v8, 3, v0
.Ltmp116:
	;DEBUG_VALUE: reduce_sum_i32:warp <- undef
	.loc	1 46 36 is_stmt 1               ; samples/reduce_block/kernel.cu:46:36
	ds_store_b32 v8, v7
.Ltmp117:
.LBB1_6:
	;DEBUG_VALUE: reduce_sum_i32:lane <- $vgpr6
	.loc	1 0 36 is_stmt 0                ; samples/reduce_block/kernel.cu:0:36
	s_or_b32 exec_lo, exec_lo, s0
.Ltmp118:
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp119:
	.loc	1 48 9                          ; samples/reduce_block/kernel.cu:48:9
	s_mov_b32 s1, exec_lo
.Ltmp120:
	.loc	1 48 14 is_stmt 0               ; samples/reduce_block/kernel.cu:48:14
	v_cmpx_gt_u32_e32 32, v0
.Ltmp121:
	.loc	1 48 9                          ; samples/reduce_block/kernel.cu:48:9
	s_cbranch_execz .LBB1_14
.Ltmp122:
; %bb.7:
	;DEBUG_VALUE: reduce_sum_i32:lane <- $vgpr6
	;DEBUG_VALUE: ws_block_dim:g <- undef
	.loc	1 49 17 is_stmt 1               ; samples/reduce_block/kernel.cu:49:17
	v_mov_b32_e32 v0, 0
	.loc	1 49 41 is_stmt 0               ; samples/reduce_block/kernel.cu:49:41
	s_lshr_b32 s0, s6, 5
	.loc	1 49 17                         ; samples/reduce_block/kernel.cu:49:17
	s_mov_b32 s1, exec_lo
	.loc	1 49 22                         ; samples/reduce_block/kernel.cu:49:22
	v_cmpx_gt_u32_e64 s0, v6
	.loc	1 49 17                         ; samples/reduce_block/kernel.cu:49:17
	s_cbranch_execz .LBB1_9
.Ltmp123:
; %bb.8:
	;DEBUG_VALUE: reduce_sum_i32:lane <- $vgpr6
	.loc	1 0 17                          ; samples/reduce_block/kernel.cu:0:17
	v_lshlrev_b32_e32 v0, 2, v6
	.loc	1 49 49                         ; samples/reduce_block/kernel.cu:49:49
	ds_load_b32 v0, v0
.Ltmp124:
.LBB1_9:
	;DEBUG_VALUE: reduce_sum_i32:lane <- $vgpr6
	.loc	1 0 49                          ; samples/reduce_block/kernel.cu:0:49
	s_or_b32 exec_lo, exec_lo, s1
.Ltmp125:
	;DEBUG_VALUE: ws_bpermute:v <- $vgpr0
	;DEBUG_VALUE: __shfl_down_sync:w <- 32
	;DEBUG_VALUE: __shfl_down_sync:d <- 16
	;DEBUG_VALUE: __shfl_down_sync:v <- $vgpr0
	;DEBUG_VALUE: __shfl_down_sync:m <- -1
	;DEBUG_VALUE: v <- $vgpr0
	;DEBUG_VALUE: off <- 16
	.loc	2 118 50 is_stmt 1              ; ./samples/hipcompat.h:118:50
	s_waitcnt lgkmcnt(0)
	ds_bpermute_b32 v1, v1, v0
.Ltmp126:
	.loc	1 52 15                         ; samples/reduce_block/kernel.cu:52:15
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v1, v0
.Ltmp127:
	;DEBUG_VALUE: ws_bpermute:lane <- undef
	;DEBUG_VALUE: __shfl_down_sync:s <- undef
	;DEBUG_VALUE: ws_bpermute:v <- $vgpr0
	;DEBUG_VALUE: __shfl_down_sync:d <- 8
	;DEBUG_VALUE: __shfl_down_sync:v <- $vgpr0
	;DEBUG_VALUE: v <- $vgpr0
	;DEBUG_VALUE: off <- 8
	.loc	2 118 50                        ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v1, v2, v0
.Ltmp128:
	;DEBUG_VALUE: __shfl_down_sync:w <- 32
	;DEBUG_VALUE: __shfl_down_sync:m <- -1
	.loc	1 52 15                         ; samples/reduce_block/kernel.cu:52:15
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v1, v0
.Ltmp129:
	;DEBUG_VALUE: ws_bpermute:v <- $vgpr0
	;DEBUG_VALUE: __shfl_down_sync:d <- 4
	;DEBUG_VALUE: __shfl_down_sync:v <- $vgpr0
	;DEBUG_VALUE: v <- $vgpr0
	;DEBUG_VALUE: off <- 4
	.loc	2 118 50                        ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v1, v3, v0
.Ltmp130:
	;DEBUG_VALUE: __shfl_down_sync:w <- 32
	;DEBUG_VALUE: __shfl_down_sync:m <- -1
	.loc	1 52 15                         ; samples/reduce_block/kernel.cu:52:15
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v1, v0
.Ltmp131:
	;DEBUG_VALUE: ws_bpermute:v <- $vgpr0
	;DEBUG_VALUE: __shfl_down_sync:d <- 2
	;DEBUG_VALUE: __shfl_down_sync:v <- $vgpr0
	;DEBUG_VALUE: v <- $vgpr0
	;DEBUG_VALUE: off <- 2
	.loc	2 118 50                        ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v1, v4, v0
.Ltmp132:
	;DEBUG_VALUE: __shfl_down_sync:w <- 32
	;DEBUG_VALUE: __shfl_down_sync:m <- -1
	.loc	1 52 15                         ; samples/reduce_block/kernel.cu:52:15
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v1, v0
.Ltmp133:
	;DEBUG_VALUE: ws_bpermute:v <- $vgpr0
	;DEBUG_VALUE: __shfl_down_sync:d <- 1
	;DEBUG_VALUE: __shfl_down_sync:v <- $vgpr0
	;DEBUG_VALUE: v <- $vgpr0
	;DEBUG_VALUE: off <- 1
	.loc	2 118 50                        ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v1, v5, v0
.Ltmp134:
	;DEBUG_VALUE: __shfl_down_sync:l <- undef
	;DEBUG_VALUE: __shfl_down_sync:w <- 32
	;DEBUG_VALUE: __shfl_down_sync:m <- -1
	;DEBUG_VALUE: v <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr1, $vgpr0
	;DEBUG_VALUE: off <- 0
	.loc	1 53 13                         ; samples/reduce_block/kernel.cu:53:13
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB1_14
.Ltmp135:
; %bb.10:
	;DEBUG_VALUE: off <- 0
	;DEBUG_VALUE: v <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr1, $vgpr0
	;DEBUG_VALUE: reduce_sum_i32:lane <- $vgpr6
	.loc	1 52 15                         ; samples/reduce_block/kernel.cu:52:15
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v1, v0
.Ltmp136:
	;DEBUG_VALUE: v <- $vgpr0
	.loc	1 0 15 is_stmt 0                ; samples/reduce_block/kernel.cu:0:15
	s_mov_b32 s1, exec_lo
	s_mov_b32 s0, 0
.Ltmp137:
	;DEBUG_VALUE: atomicAdd:p <- undef
	;DEBUG_VALUE: atomicAdd:v <- $vgpr0
.LBB1_11:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: atomicAdd:v <- $vgpr0
	;DEBUG_VALUE: v <- $vgpr0
	;DEBUG_VALUE: reduce_sum_i32:lane <- $vgpr6
	.loc	2 203 1 is_stmt 1               ; ./samples/hipcompat.h:203:1
	s_ctz_i32_b32 s4, s1
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_readlane_b32 s5, v0, s4
	s_lshl_b32 s4, 1, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_and_not1_b32 s1, s1, s4
	s_add_i32 s0, s0, s5
	s_cmp_lg_u32 s1, 0
	s_cbranch_scc1 .LBB1_11
.Ltmp138:
; %bb.12:
	;DEBUG_VALUE: atomicAdd:v <- $vgpr0
	;DEBUG_VALUE: v <- $vgpr0
	;DEBUG_VALUE: reduce_sum_i32:lane <- $vgpr6
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
.Ltmp139:
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB1_14
.Ltmp140:
; %bb.13:
	;DEBUG_VALUE: reduce_sum_i32:lane <- $vgpr6
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, s0
	global_atomic_add_u32 v0, v1, s[2:3]
.Ltmp141:
.LBB1_14:
	;DEBUG_VALUE: reduce_sum_i32:lane <- $vgpr6
	.loc	1 55 1                          ; samples/reduce_block/kernel.cu:55:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp142:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z14reduce_sum_i32PKiPii
		.amdhsa_group_segment_fixed_size 128
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
.Lfunc_end1:
	.size	_Z14reduce_sum_i32PKiPii, .Lfunc_end1-_Z14reduce_sum_i32PKiPii
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 700
; NumSgprs: 18
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 128 bytes/workgroup (compile time only)
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
	.type	__hip_cuid_f1591ab1f9de9be5,@object ; @__hip_cuid_f1591ab1f9de9be5
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_f1591ab1f9de9be5
__hip_cuid_f1591ab1f9de9be5:
	.byte	0                               ; 0x0
	.size	__hip_cuid_f1591ab1f9de9be5, 1

	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	34                              ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
	.long	.Ldebug_loc5-.Lloclists_table_base0
	.long	.Ldebug_loc6-.Lloclists_table_base0
	.long	.Ldebug_loc7-.Lloclists_table_base0
	.long	.Ldebug_loc8-.Lloclists_table_base0
	.long	.Ldebug_loc9-.Lloclists_table_base0
	.long	.Ldebug_loc10-.Lloclists_table_base0
	.long	.Ldebug_loc11-.Lloclists_table_base0
	.long	.Ldebug_loc12-.Lloclists_table_base0
	.long	.Ldebug_loc13-.Lloclists_table_base0
	.long	.Ldebug_loc14-.Lloclists_table_base0
	.long	.Ldebug_loc15-.Lloclists_table_base0
	.long	.Ldebug_loc16-.Lloclists_table_base0
	.long	.Ldebug_loc17-.Lloclists_table_base0
	.long	.Ldebug_loc18-.Lloclists_table_base0
	.long	.Ldebug_loc19-.Lloclists_table_base0
	.long	.Ldebug_loc20-.Lloclists_table_base0
	.long	.Ldebug_loc21-.Lloclists_table_base0
	.long	.Ldebug_loc22-.Lloclists_table_base0
	.long	.Ldebug_loc23-.Lloclists_table_base0
	.long	.Ldebug_loc24-.Lloclists_table_base0
	.long	.Ldebug_loc25-.Lloclists_table_base0
	.long	.Ldebug_loc26-.Lloclists_table_base0
	.long	.Ldebug_loc27-.Lloclists_table_base0
	.long	.Ldebug_loc28-.Lloclists_table_base0
	.long	.Ldebug_loc29-.Lloclists_table_base0
	.long	.Ldebug_loc30-.Lloclists_table_base0
	.long	.Ldebug_loc31-.Lloclists_table_base0
	.long	.Ldebug_loc32-.Lloclists_table_base0
	.long	.Ldebug_loc33-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	135                             ; 1543
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	64                              ; DW_OP_lit16
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	56                              ; DW_OP_lit8
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	52                              ; DW_OP_lit4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	56                              ; DW_OP_lit8
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	50                              ; DW_OP_lit2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	52                              ; DW_OP_lit4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	50                              ; DW_OP_lit2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	49                              ; DW_OP_lit1
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	134                             ; 1542
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	135                             ; 1543
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	134                             ; 1542
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	135                             ; 1543
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	135                             ; 1543
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc6:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc7:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	130                             ; 1538
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc8:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc9:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	130                             ; 1538
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc10:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	130                             ; 1538
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc11:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc12:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	37                              ; DW_OP_shr
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc13:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	134                             ; 1542
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc14:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	64                              ; DW_OP_lit16
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	56                              ; DW_OP_lit8
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	52                              ; DW_OP_lit4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	50                              ; DW_OP_lit2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp61-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	49                              ; DW_OP_lit1
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc15:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc16:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc17:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc18:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc19:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp73-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp77-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc20:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp76-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp82-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp83-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp92-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp92-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp99-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp99-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	134                             ; 1542
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	135                             ; 1543
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp115-.Lfunc_begin0         ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 1544
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	135                             ; 1543
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp115-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp117-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	135                             ; 1543
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc21:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp83-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp106-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc22:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp83-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	64                              ; DW_OP_lit16
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp93-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	56                              ; DW_OP_lit8
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp93-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp95-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	52                              ; DW_OP_lit4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp95-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp100-.Lfunc_begin0         ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	56                              ; DW_OP_lit8
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp100-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	50                              ; DW_OP_lit2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp109-.Lfunc_begin0         ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	52                              ; DW_OP_lit4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp109-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	50                              ; DW_OP_lit2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp114-.Lfunc_begin0         ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	49                              ; DW_OP_lit1
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc23:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp83-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp92-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp92-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp99-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp99-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	134                             ; 1542
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp114-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	135                             ; 1543
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc24:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp83-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp93-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp93-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp100-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp100-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp117-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc25:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp85-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp90-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp91-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	130                             ; 1538
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp98-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp103-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp105-.Lfunc_begin0         ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp114-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc26:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp85-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp90-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp91-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	130                             ; 1538
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp98-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp103-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp105-.Lfunc_begin0         ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp106-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp114-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc27:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp85-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp90-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc28:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp111-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp116-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	53                              ; DW_OP_lit5
	.byte	37                              ; DW_OP_shr
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc29:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp111-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end1-.Lfunc_begin0      ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	134                             ; 1542
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc30:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp125-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp127-.Lfunc_begin0         ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	64                              ; DW_OP_lit16
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp127-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp129-.Lfunc_begin0         ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	56                              ; DW_OP_lit8
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp129-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp131-.Lfunc_begin0         ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	52                              ; DW_OP_lit4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp131-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	50                              ; DW_OP_lit2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp135-.Lfunc_begin0         ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	49                              ; DW_OP_lit1
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc31:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp125-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp134-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp134-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp136-.Lfunc_begin0         ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp136-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp139-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc32:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp125-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp127-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp127-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp129-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp129-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp131-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp131-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp134-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp134-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp137-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc33:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp137-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp139-.Lfunc_begin0         ;   ending offset
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
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
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
	.byte	8                               ; Abbreviation Code
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
	.byte	9                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	28                              ; DW_AT_const_value
	.byte	15                              ; DW_FORM_udata
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	28                              ; DW_AT_const_value
	.byte	13                              ; DW_FORM_sdata
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
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
	.byte	15                              ; Abbreviation Code
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
	.byte	16                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
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
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	19                              ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	20                              ; Abbreviation Code
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
	.byte	21                              ; Abbreviation Code
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
	.byte	22                              ; Abbreviation Code
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
	.byte	23                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	24                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	25                              ; Abbreviation Code
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
	.byte	26                              ; Abbreviation Code
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
	.byte	27                              ; Abbreviation Code
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
	.byte	28                              ; Abbreviation Code
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
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	32                              ; DW_AT_inline
	.byte	33                              ; DW_FORM_implicit_const
	.byte	1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	29                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	30                              ; Abbreviation Code
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
	.byte	31                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0x4a7 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	33                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2b:0x187 DW_TAG_subprogram
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	40                              ; DW_AT_linkage_name
	.byte	41                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x35:0xe DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	434                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	50
	.byte	22
	.byte	24
	.byte	4                               ; Abbrev [4] 0x43:0x8 DW_TAG_formal_parameter
	.byte	47                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	1162                            ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x4b:0x8 DW_TAG_formal_parameter
	.byte	48                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	1177                            ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x53:0x8 DW_TAG_formal_parameter
	.byte	49                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x5b:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	45                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	446                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x64:0x9 DW_TAG_variable
	.byte	12                              ; DW_AT_location
	.byte	46                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x6d:0x9 DW_TAG_variable
	.byte	13                              ; DW_AT_location
	.byte	30                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x76:0x19 DW_TAG_lexical_block
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp11-.Lfunc_begin0           ; DW_AT_high_pc
	.byte	5                               ; Abbrev [5] 0x7c:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	44                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x85:0x9 DW_TAG_inlined_subroutine
	.long	847                             ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	22                              ; DW_AT_call_line
	.byte	31                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0x8f:0x7c DW_TAG_inlined_subroutine
	.long	957                             ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	24                              ; DW_AT_call_line
	.byte	11                              ; DW_AT_call_column
	.byte	9                               ; Abbrev [9] 0x98:0x6 DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.long	966                             ; DW_AT_abstract_origin
	.byte	10                              ; Abbrev [10] 0x9e:0x6c DW_TAG_lexical_block
	.byte	2                               ; DW_AT_ranges
	.byte	11                              ; Abbrev [11] 0xa0:0x6 DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.long	975                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0xa6:0x63 DW_TAG_inlined_subroutine
	.long	899                             ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	14                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	12                              ; Abbrev [12] 0xaf:0xf DW_TAG_formal_parameter
	.ascii	"\377\377\377\377\377\377\377\377\377\001" ; DW_AT_const_value
	.long	908                             ; DW_AT_abstract_origin
	.byte	9                               ; Abbrev [9] 0xbe:0x6 DW_TAG_formal_parameter
	.byte	4                               ; DW_AT_location
	.long	916                             ; DW_AT_abstract_origin
	.byte	9                               ; Abbrev [9] 0xc4:0x6 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.long	924                             ; DW_AT_abstract_origin
	.byte	13                              ; Abbrev [13] 0xca:0x6 DW_TAG_formal_parameter
	.byte	32                              ; DW_AT_const_value
	.long	932                             ; DW_AT_abstract_origin
	.byte	11                              ; Abbrev [11] 0xd0:0x6 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.long	940                             ; DW_AT_abstract_origin
	.byte	11                              ; Abbrev [11] 0xd6:0x6 DW_TAG_variable
	.byte	10                              ; DW_AT_location
	.long	948                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0xdc:0x2c DW_TAG_inlined_subroutine
	.long	1011                            ; DW_AT_abstract_origin
	.byte	4                               ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	154                             ; DW_AT_call_line
	.byte	1                               ; DW_AT_call_column
	.byte	9                               ; Abbrev [9] 0xe5:0x6 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_location
	.long	1020                            ; DW_AT_abstract_origin
	.byte	9                               ; Abbrev [9] 0xeb:0x6 DW_TAG_formal_parameter
	.byte	11                              ; DW_AT_location
	.long	1028                            ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0xf1:0x16 DW_TAG_inlined_subroutine
	.long	985                             ; DW_AT_abstract_origin
	.byte	5                               ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	121                             ; DW_AT_call_line
	.byte	38                              ; DW_AT_call_column
	.byte	9                               ; Abbrev [9] 0xfa:0x6 DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_location
	.long	994                             ; DW_AT_abstract_origin
	.byte	9                               ; Abbrev [9] 0x100:0x6 DW_TAG_formal_parameter
	.byte	8                               ; DW_AT_location
	.long	1002                            ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	14                              ; Abbrev [14] 0x10b:0xd DW_TAG_inlined_subroutine
	.long	1037                            ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp44-.Ltmp43                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	27                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x118:0x99 DW_TAG_lexical_block
	.byte	4                               ; DW_AT_low_pc
	.long	.Ltmp68-.Ltmp47                 ; DW_AT_high_pc
	.byte	5                               ; Abbrev [5] 0x11e:0x9 DW_TAG_variable
	.byte	17                              ; DW_AT_location
	.byte	20                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	30                              ; DW_AT_decl_line
	.long	446                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x127:0x8 DW_TAG_variable
	.byte	50                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	29                              ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x12f:0x6d DW_TAG_inlined_subroutine
	.long	957                             ; DW_AT_abstract_origin
	.byte	6                               ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	31                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	9                               ; Abbrev [9] 0x138:0x6 DW_TAG_formal_parameter
	.byte	15                              ; DW_AT_location
	.long	966                             ; DW_AT_abstract_origin
	.byte	10                              ; Abbrev [10] 0x13e:0x5d DW_TAG_lexical_block
	.byte	7                               ; DW_AT_ranges
	.byte	11                              ; Abbrev [11] 0x140:0x6 DW_TAG_variable
	.byte	16                              ; DW_AT_location
	.long	975                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0x146:0x54 DW_TAG_inlined_subroutine
	.long	899                             ; DW_AT_abstract_origin
	.byte	8                               ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	14                              ; DW_AT_call_line
	.byte	14                              ; DW_AT_call_column
	.byte	12                              ; Abbrev [12] 0x14f:0xf DW_TAG_formal_parameter
	.ascii	"\377\377\377\377\377\377\377\377\377\001" ; DW_AT_const_value
	.long	908                             ; DW_AT_abstract_origin
	.byte	16                              ; Abbrev [16] 0x15e:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.long	916                             ; DW_AT_abstract_origin
	.byte	9                               ; Abbrev [9] 0x167:0x6 DW_TAG_formal_parameter
	.byte	14                              ; DW_AT_location
	.long	924                             ; DW_AT_abstract_origin
	.byte	13                              ; Abbrev [13] 0x16d:0x6 DW_TAG_formal_parameter
	.byte	32                              ; DW_AT_const_value
	.long	932                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0x173:0x26 DW_TAG_inlined_subroutine
	.long	1011                            ; DW_AT_abstract_origin
	.byte	9                               ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	154                             ; DW_AT_call_line
	.byte	1                               ; DW_AT_call_column
	.byte	16                              ; Abbrev [16] 0x17c:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.long	1028                            ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0x185:0x13 DW_TAG_inlined_subroutine
	.long	985                             ; DW_AT_abstract_origin
	.byte	10                              ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	121                             ; DW_AT_call_line
	.byte	38                              ; DW_AT_call_column
	.byte	16                              ; Abbrev [16] 0x18e:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.long	1002                            ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0x19c:0x14 DW_TAG_inlined_subroutine
	.long	1042                            ; DW_AT_abstract_origin
	.byte	5                               ; DW_AT_low_pc
	.long	.Ltmp68-.Ltmp62                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	32                              ; DW_AT_call_line
	.byte	24                              ; DW_AT_call_column
	.byte	9                               ; Abbrev [9] 0x1a9:0x6 DW_TAG_formal_parameter
	.byte	18                              ; DW_AT_location
	.long	1059                            ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	18                              ; Abbrev [18] 0x1b2:0xc DW_TAG_array_type
	.long	446                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x1b7:0x6 DW_TAG_subrange_type
	.long	450                             ; DW_AT_type
	.byte	32                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	20                              ; Abbrev [20] 0x1be:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	21                              ; Abbrev [21] 0x1c2:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	2                               ; Abbrev [2] 0x1c6:0x13c DW_TAG_subprogram
	.byte	6                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	42                              ; DW_AT_linkage_name
	.byte	43                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	36                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x1d0:0xe DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	770                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	38                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	1
	.byte	50
	.byte	22
	.byte	24
	.byte	4                               ; Abbrev [4] 0x1de:0x8 DW_TAG_formal_parameter
	.byte	47                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	36                              ; DW_AT_decl_line
	.long	1182                            ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x1e6:0x8 DW_TAG_formal_parameter
	.byte	48                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	36                              ; DW_AT_decl_line
	.long	1197                            ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x1ee:0x8 DW_TAG_formal_parameter
	.byte	49                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	36                              ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x1f6:0x9 DW_TAG_variable
	.byte	20                              ; DW_AT_location
	.byte	45                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	39                              ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x1ff:0x9 DW_TAG_variable
	.byte	28                              ; DW_AT_location
	.byte	46                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	45                              ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x208:0x9 DW_TAG_variable
	.byte	29                              ; DW_AT_location
	.byte	30                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	45                              ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x211:0x19 DW_TAG_lexical_block
	.byte	6                               ; DW_AT_low_pc
	.long	.Ltmp81-.Lfunc_begin1           ; DW_AT_high_pc
	.byte	5                               ; Abbrev [5] 0x217:0x9 DW_TAG_variable
	.byte	19                              ; DW_AT_location
	.byte	44                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	40                              ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x220:0x9 DW_TAG_inlined_subroutine
	.long	847                             ; DW_AT_abstract_origin
	.byte	11                              ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	40                              ; DW_AT_call_line
	.byte	31                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0x22a:0x59 DW_TAG_lexical_block
	.byte	12                              ; DW_AT_ranges
	.byte	5                               ; Abbrev [5] 0x22c:0x9 DW_TAG_variable
	.byte	24                              ; DW_AT_location
	.byte	27                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	43                              ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x235:0x4d DW_TAG_inlined_subroutine
	.long	1073                            ; DW_AT_abstract_origin
	.byte	13                              ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	44                              ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	12                              ; Abbrev [12] 0x23e:0xf DW_TAG_formal_parameter
	.ascii	"\377\377\377\377\377\377\377\377\377\001" ; DW_AT_const_value
	.long	1082                            ; DW_AT_abstract_origin
	.byte	9                               ; Abbrev [9] 0x24d:0x6 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_location
	.long	1090                            ; DW_AT_abstract_origin
	.byte	9                               ; Abbrev [9] 0x253:0x6 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_location
	.long	1098                            ; DW_AT_abstract_origin
	.byte	13                              ; Abbrev [13] 0x259:0x6 DW_TAG_formal_parameter
	.byte	32                              ; DW_AT_const_value
	.long	1106                            ; DW_AT_abstract_origin
	.byte	11                              ; Abbrev [11] 0x25f:0x6 DW_TAG_variable
	.byte	21                              ; DW_AT_location
	.long	1114                            ; DW_AT_abstract_origin
	.byte	11                              ; Abbrev [11] 0x265:0x6 DW_TAG_variable
	.byte	26                              ; DW_AT_location
	.long	1122                            ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0x26b:0x16 DW_TAG_inlined_subroutine
	.long	985                             ; DW_AT_abstract_origin
	.byte	14                              ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	152                             ; DW_AT_call_line
	.byte	1                               ; DW_AT_call_column
	.byte	9                               ; Abbrev [9] 0x274:0x6 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_location
	.long	994                             ; DW_AT_abstract_origin
	.byte	9                               ; Abbrev [9] 0x27a:0x6 DW_TAG_formal_parameter
	.byte	27                              ; DW_AT_location
	.long	1002                            ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	14                              ; Abbrev [14] 0x283:0xd DW_TAG_inlined_subroutine
	.long	1037                            ; DW_AT_abstract_origin
	.byte	7                               ; DW_AT_low_pc
	.long	.Ltmp119-.Ltmp118               ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	47                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x290:0x71 DW_TAG_lexical_block
	.byte	8                               ; DW_AT_low_pc
	.long	.Ltmp141-.Ltmp122               ; DW_AT_high_pc
	.byte	5                               ; Abbrev [5] 0x296:0x9 DW_TAG_variable
	.byte	31                              ; DW_AT_location
	.byte	20                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	49                              ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x29f:0x4d DW_TAG_lexical_block
	.byte	15                              ; DW_AT_ranges
	.byte	5                               ; Abbrev [5] 0x2a1:0x9 DW_TAG_variable
	.byte	32                              ; DW_AT_location
	.byte	27                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	51                              ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x2aa:0x41 DW_TAG_inlined_subroutine
	.long	1073                            ; DW_AT_abstract_origin
	.byte	16                              ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	52                              ; DW_AT_call_line
	.byte	18                              ; DW_AT_call_column
	.byte	12                              ; Abbrev [12] 0x2b3:0xf DW_TAG_formal_parameter
	.ascii	"\377\377\377\377\377\377\377\377\377\001" ; DW_AT_const_value
	.long	1082                            ; DW_AT_abstract_origin
	.byte	16                              ; Abbrev [16] 0x2c2:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.long	1090                            ; DW_AT_abstract_origin
	.byte	9                               ; Abbrev [9] 0x2cb:0x6 DW_TAG_formal_parameter
	.byte	30                              ; DW_AT_location
	.long	1098                            ; DW_AT_abstract_origin
	.byte	13                              ; Abbrev [13] 0x2d1:0x6 DW_TAG_formal_parameter
	.byte	32                              ; DW_AT_const_value
	.long	1106                            ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0x2d7:0x13 DW_TAG_inlined_subroutine
	.long	985                             ; DW_AT_abstract_origin
	.byte	17                              ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	152                             ; DW_AT_call_line
	.byte	1                               ; DW_AT_call_column
	.byte	16                              ; Abbrev [16] 0x2e0:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.long	1002                            ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0x2ec:0x14 DW_TAG_inlined_subroutine
	.long	1131                            ; DW_AT_abstract_origin
	.byte	9                               ; DW_AT_low_pc
	.long	.Ltmp141-.Ltmp137               ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	53                              ; DW_AT_call_line
	.byte	24                              ; DW_AT_call_column
	.byte	9                               ; Abbrev [9] 0x2f9:0x6 DW_TAG_formal_parameter
	.byte	33                              ; DW_AT_location
	.long	1148                            ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	18                              ; Abbrev [18] 0x302:0xc DW_TAG_array_type
	.long	782                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x307:0x6 DW_TAG_subrange_type
	.long	450                             ; DW_AT_type
	.byte	32                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	20                              ; Abbrev [20] 0x30e:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	22                              ; Abbrev [22] 0x312:0x7 DW_TAG_variable
	.long	793                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	104                             ; DW_AT_decl_line
	.byte	18                              ; Abbrev [18] 0x319:0xc DW_TAG_array_type
	.long	805                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x31e:0x6 DW_TAG_subrange_type
	.long	450                             ; DW_AT_type
	.byte	10                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	23                              ; Abbrev [23] 0x325:0x5 DW_TAG_const_type
	.long	810                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x32a:0x4 DW_TAG_base_type
	.byte	7                               ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	24                              ; Abbrev [24] 0x32e:0x5 DW_TAG_pointer_type
	.long	819                             ; DW_AT_type
	.byte	23                              ; Abbrev [23] 0x333:0x5 DW_TAG_const_type
	.long	824                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x338:0x4 DW_TAG_base_type
	.byte	8                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	24                              ; Abbrev [24] 0x33c:0x5 DW_TAG_pointer_type
	.long	805                             ; DW_AT_type
	.byte	24                              ; Abbrev [24] 0x341:0x5 DW_TAG_pointer_type
	.long	838                             ; DW_AT_type
	.byte	23                              ; Abbrev [23] 0x346:0x5 DW_TAG_const_type
	.long	843                             ; DW_AT_type
	.byte	20                              ; Abbrev [20] 0x34b:0x4 DW_TAG_base_type
	.byte	9                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	25                              ; Abbrev [25] 0x34f:0x12 DW_TAG_subprogram
	.byte	10                              ; DW_AT_linkage_name
	.byte	11                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	85                              ; DW_AT_decl_line
	.long	865                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	15                              ; Abbrev [15] 0x358:0x8 DW_TAG_variable
	.byte	16                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	87                              ; DW_AT_decl_line
	.long	814                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	26                              ; Abbrev [26] 0x361:0x22 DW_TAG_structure_type
	.byte	5                               ; DW_AT_calling_convention
	.byte	15                              ; DW_AT_name
	.byte	12                              ; DW_AT_byte_size
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	27                              ; Abbrev [27] 0x367:0x9 DW_TAG_member
	.byte	12                              ; DW_AT_name
	.long	843                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	27                              ; Abbrev [27] 0x370:0x9 DW_TAG_member
	.byte	13                              ; DW_AT_name
	.long	843                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	27                              ; Abbrev [27] 0x379:0x9 DW_TAG_member
	.byte	14                              ; DW_AT_name
	.long	843                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	25                              ; Abbrev [25] 0x383:0x3a DW_TAG_subprogram
	.byte	17                              ; DW_AT_linkage_name
	.byte	18                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	154                             ; DW_AT_decl_line
	.long	446                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x38c:0x8 DW_TAG_formal_parameter
	.byte	19                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	154                             ; DW_AT_decl_line
	.long	843                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x394:0x8 DW_TAG_formal_parameter
	.byte	20                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	154                             ; DW_AT_decl_line
	.long	446                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x39c:0x8 DW_TAG_formal_parameter
	.byte	21                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	154                             ; DW_AT_decl_line
	.long	843                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x3a4:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	154                             ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x3ac:0x8 DW_TAG_variable
	.byte	23                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	154                             ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x3b4:0x8 DW_TAG_variable
	.byte	24                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	154                             ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	28                              ; Abbrev [28] 0x3bd:0x1c DW_TAG_subprogram
	.byte	25                              ; DW_AT_linkage_name
	.byte	26                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	446                             ; DW_AT_type
                                        ; DW_AT_external
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x3c6:0x8 DW_TAG_formal_parameter
	.byte	20                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	446                             ; DW_AT_type
	.byte	29                              ; Abbrev [29] 0x3ce:0xa DW_TAG_lexical_block
	.byte	15                              ; Abbrev [15] 0x3cf:0x8 DW_TAG_variable
	.byte	27                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	25                              ; Abbrev [25] 0x3d9:0x1a DW_TAG_subprogram
	.byte	28                              ; DW_AT_linkage_name
	.byte	29                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	118                             ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x3e2:0x8 DW_TAG_formal_parameter
	.byte	30                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	118                             ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x3ea:0x8 DW_TAG_formal_parameter
	.byte	20                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	118                             ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	25                              ; Abbrev [25] 0x3f3:0x1a DW_TAG_subprogram
	.byte	31                              ; DW_AT_linkage_name
	.byte	32                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	119                             ; DW_AT_decl_line
	.long	446                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x3fc:0x8 DW_TAG_formal_parameter
	.byte	30                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	119                             ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x404:0x8 DW_TAG_formal_parameter
	.byte	20                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	119                             ; DW_AT_decl_line
	.long	446                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	30                              ; Abbrev [30] 0x40d:0x5 DW_TAG_subprogram
	.byte	33                              ; DW_AT_linkage_name
	.byte	34                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	102                             ; DW_AT_decl_line
                                        ; DW_AT_inline
	.byte	25                              ; Abbrev [25] 0x412:0x1a DW_TAG_subprogram
	.byte	35                              ; DW_AT_linkage_name
	.byte	36                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	206                             ; DW_AT_decl_line
	.long	446                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x41b:0x8 DW_TAG_formal_parameter
	.byte	37                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	206                             ; DW_AT_decl_line
	.long	1068                            ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x423:0x8 DW_TAG_formal_parameter
	.byte	20                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	206                             ; DW_AT_decl_line
	.long	446                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	24                              ; Abbrev [24] 0x42c:0x5 DW_TAG_pointer_type
	.long	446                             ; DW_AT_type
	.byte	25                              ; Abbrev [25] 0x431:0x3a DW_TAG_subprogram
	.byte	38                              ; DW_AT_linkage_name
	.byte	18                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	152                             ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x43a:0x8 DW_TAG_formal_parameter
	.byte	19                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	152                             ; DW_AT_decl_line
	.long	843                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x442:0x8 DW_TAG_formal_parameter
	.byte	20                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	152                             ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x44a:0x8 DW_TAG_formal_parameter
	.byte	21                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	152                             ; DW_AT_decl_line
	.long	843                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x452:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	152                             ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x45a:0x8 DW_TAG_variable
	.byte	23                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	152                             ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x462:0x8 DW_TAG_variable
	.byte	24                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	152                             ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	25                              ; Abbrev [25] 0x46b:0x1a DW_TAG_subprogram
	.byte	39                              ; DW_AT_linkage_name
	.byte	36                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	203                             ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x474:0x8 DW_TAG_formal_parameter
	.byte	37                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	203                             ; DW_AT_decl_line
	.long	1157                            ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x47c:0x8 DW_TAG_formal_parameter
	.byte	20                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	203                             ; DW_AT_decl_line
	.long	782                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	24                              ; Abbrev [24] 0x485:0x5 DW_TAG_pointer_type
	.long	782                             ; DW_AT_type
	.byte	31                              ; Abbrev [31] 0x48a:0x5 DW_TAG_restrict_type
	.long	1167                            ; DW_AT_type
	.byte	24                              ; Abbrev [24] 0x48f:0x5 DW_TAG_pointer_type
	.long	1172                            ; DW_AT_type
	.byte	23                              ; Abbrev [23] 0x494:0x5 DW_TAG_const_type
	.long	446                             ; DW_AT_type
	.byte	31                              ; Abbrev [31] 0x499:0x5 DW_TAG_restrict_type
	.long	1068                            ; DW_AT_type
	.byte	31                              ; Abbrev [31] 0x49e:0x5 DW_TAG_restrict_type
	.long	1187                            ; DW_AT_type
	.byte	24                              ; Abbrev [24] 0x4a3:0x5 DW_TAG_pointer_type
	.long	1192                            ; DW_AT_type
	.byte	23                              ; Abbrev [23] 0x4a8:0x5 DW_TAG_const_type
	.long	782                             ; DW_AT_type
	.byte	31                              ; Abbrev [31] 0x4ad:0x5 DW_TAG_restrict_type
	.long	1157                            ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	18                              ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
	.long	.Ldebug_ranges1-.Lrnglists_table_base0
	.long	.Ldebug_ranges2-.Lrnglists_table_base0
	.long	.Ldebug_ranges3-.Lrnglists_table_base0
	.long	.Ldebug_ranges4-.Lrnglists_table_base0
	.long	.Ldebug_ranges5-.Lrnglists_table_base0
	.long	.Ldebug_ranges6-.Lrnglists_table_base0
	.long	.Ldebug_ranges7-.Lrnglists_table_base0
	.long	.Ldebug_ranges8-.Lrnglists_table_base0
	.long	.Ldebug_ranges9-.Lrnglists_table_base0
	.long	.Ldebug_ranges10-.Lrnglists_table_base0
	.long	.Ldebug_ranges11-.Lrnglists_table_base0
	.long	.Ldebug_ranges12-.Lrnglists_table_base0
	.long	.Ldebug_ranges13-.Lrnglists_table_base0
	.long	.Ldebug_ranges14-.Lrnglists_table_base0
	.long	.Ldebug_ranges15-.Lrnglists_table_base0
	.long	.Ldebug_ranges16-.Lrnglists_table_base0
	.long	.Ldebug_ranges17-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Lfunc_begin0-.Lfunc_begin0    ;   starting offset
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges2:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges3:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges4:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges5:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges6:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp61-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges7:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp61-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges8:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp52-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp54-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges9:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp52-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp54-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges10:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp52-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp54-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges11:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Lfunc_begin1-.Lfunc_begin0    ;   starting offset
	.uleb128 .Ltmp70-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp72-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges12:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp84-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp111-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp114-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp116-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges13:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp84-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp91-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp94-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp98-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp100-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp108-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp109-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp111-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges14:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp87-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp89-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp90-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp91-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp94-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp95-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp97-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp98-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp101-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp105-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp106-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp108-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp109-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp111-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges15:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp125-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp134-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp135-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp137-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges16:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp125-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp126-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp127-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp129-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp130-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp131-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp132-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp134-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges17:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp125-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp126-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp127-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp129-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp130-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp131-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp132-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp134-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	208                             ; Length of String Offsets Set
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
	.asciz	"warp_sums"                     ; string offset=44
.Linfo_string4:
	.asciz	"float"                         ; string offset=54
.Linfo_string5:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=60
.Linfo_string6:
	.asciz	"int"                           ; string offset=80
.Linfo_string7:
	.asciz	"char"                          ; string offset=84
.Linfo_string8:
	.asciz	"unsigned short"                ; string offset=89
.Linfo_string9:
	.asciz	"unsigned int"                  ; string offset=104
.Linfo_string10:
	.asciz	"_ZL12ws_block_dimv"            ; string offset=117
.Linfo_string11:
	.asciz	"ws_block_dim"                  ; string offset=136
.Linfo_string12:
	.asciz	"x"                             ; string offset=149
.Linfo_string13:
	.asciz	"y"                             ; string offset=151
.Linfo_string14:
	.asciz	"z"                             ; string offset=153
.Linfo_string15:
	.asciz	"uint3"                         ; string offset=155
.Linfo_string16:
	.asciz	"g"                             ; string offset=161
.Linfo_string17:
	.asciz	"_ZL16__shfl_down_syncjfji"     ; string offset=163
.Linfo_string18:
	.asciz	"__shfl_down_sync"              ; string offset=189
.Linfo_string19:
	.asciz	"m"                             ; string offset=206
.Linfo_string20:
	.asciz	"v"                             ; string offset=208
.Linfo_string21:
	.asciz	"d"                             ; string offset=210
.Linfo_string22:
	.asciz	"w"                             ; string offset=212
.Linfo_string23:
	.asciz	"l"                             ; string offset=214
.Linfo_string24:
	.asciz	"s"                             ; string offset=216
.Linfo_string25:
	.asciz	"_Z8warp_sumf"                  ; string offset=218
.Linfo_string26:
	.asciz	"warp_sum"                      ; string offset=231
.Linfo_string27:
	.asciz	"off"                           ; string offset=240
.Linfo_string28:
	.asciz	"_ZL11ws_bpermuteii"            ; string offset=244
.Linfo_string29:
	.asciz	"ws_bpermute"                   ; string offset=263
.Linfo_string30:
	.asciz	"lane"                          ; string offset=275
.Linfo_string31:
	.asciz	"_ZL13ws_bpermute_fif"          ; string offset=280
.Linfo_string32:
	.asciz	"ws_bpermute_f"                 ; string offset=301
.Linfo_string33:
	.asciz	"_ZL13__syncthreadsv"           ; string offset=315
.Linfo_string34:
	.asciz	"__syncthreads"                 ; string offset=335
.Linfo_string35:
	.asciz	"_ZL9atomicAddPff"              ; string offset=349
.Linfo_string36:
	.asciz	"atomicAdd"                     ; string offset=366
.Linfo_string37:
	.asciz	"p"                             ; string offset=376
.Linfo_string38:
	.asciz	"_ZL16__shfl_down_syncjiji"     ; string offset=378
.Linfo_string39:
	.asciz	"_ZL9atomicAddPii"              ; string offset=404
.Linfo_string40:
	.asciz	"_Z14reduce_sum_f32PKfPfi"      ; string offset=421
.Linfo_string41:
	.asciz	"reduce_sum_f32"                ; string offset=446
.Linfo_string42:
	.asciz	"_Z14reduce_sum_i32PKiPii"      ; string offset=461
.Linfo_string43:
	.asciz	"reduce_sum_i32"                ; string offset=486
.Linfo_string44:
	.asciz	"i"                             ; string offset=501
.Linfo_string45:
	.asciz	"acc"                           ; string offset=503
.Linfo_string46:
	.asciz	"warp"                          ; string offset=507
.Linfo_string47:
	.asciz	"in"                            ; string offset=512
.Linfo_string48:
	.asciz	"out"                           ; string offset=515
.Linfo_string49:
	.asciz	"n"                             ; string offset=519
.Linfo_string50:
	.asciz	"nwarps"                        ; string offset=521
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	_ZZ14reduce_sum_f32PKfPfiE9warp_sums
	.quad	_ZZ14reduce_sum_i32PKiPiiE9warp_sums
	.quad	.Lfunc_begin0
	.quad	.Ltmp43
	.quad	.Ltmp47
	.quad	.Ltmp62
	.quad	.Lfunc_begin1
	.quad	.Ltmp118
	.quad	.Ltmp122
	.quad	.Ltmp137
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_f1591ab1f9de9be5
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
    .group_segment_fixed_size: 128
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           _Z14reduce_sum_f32PKfPfi
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z14reduce_sum_f32PKfPfi.kd
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
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
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
    .group_segment_fixed_size: 128
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           _Z14reduce_sum_i32PKiPii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z14reduce_sum_i32PKiPii.kd
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
