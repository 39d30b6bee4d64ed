	.text
	.file	0 "." "-" md5 0x2cece2926fd213939026cc5505038025
	.file	1 "samples/warp_scan" "kernel.cu"
	.file	2 "./samples" "hipcompat.h" md5 0x3928f6b82366b057f993ff5a0325bcf9
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	_Z11scan_blocksPKiPiS1_i ; -- Begin function _Z11scan_blocksPKiPiS1_i
	.globl	_Z11scan_blocksPKiPiS1_i
	.p2align	8
	.type	_Z11scan_blocksPKiPiS1_i,@function
_Z11scan_blocksPKiPiS1_i:               ; @_Z11scan_blocksPKiPiS1_i
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	2 82 23 prologue_end            ; ./samples/hipcompat.h:82:23
	s_load_b32 s2, s[0:1], 0x18
	;DEBUG_VALUE: scan_blocks:in <- undef
	;DEBUG_VALUE: scan_blocks:out <- undef
	;DEBUG_VALUE: scan_blocks:block_sums <- undef
	;DEBUG_VALUE: scan_blocks:n <- undef
	s_mov_b32 s12, s15
.Ltmp0:
	.loc	1 26 13                         ; samples/warp_scan/kernel.cu:26:13
	v_mov_b32_e32 v3, 0
	.loc	1 24 32                         ; samples/warp_scan/kernel.cu:24:32
	v_lshl_add_u32 v1, s12, 8, v0
.Ltmp1:
	;DEBUG_VALUE: scan_blocks:warp <- undef
	;DEBUG_VALUE: scan_blocks:lane <- undef
	;DEBUG_VALUE: scan_blocks:i <- $vgpr1
	.loc	1 0 32 is_stmt 0                ; samples/warp_scan/kernel.cu:0:32
	s_delay_alu instid0(VALU_DEP_1)
	v_ashrrev_i32_e32 v2, 31, v1
	.loc	1 26 15 is_stmt 1               ; samples/warp_scan/kernel.cu:26:15
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc_lo, s2, v1
	.loc	1 26 13 is_stmt 0               ; samples/warp_scan/kernel.cu:26:13
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB0_2
.Ltmp2:
; %bb.1:
	;DEBUG_VALUE: scan_blocks:i <- $vgpr1
	.loc	1 0 13                          ; samples/warp_scan/kernel.cu:0:13
	s_load_b64 s[4:5], s[0:1], 0x0
.Ltmp3:
	;DEBUG_VALUE: scan_blocks:in <- undef
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, s2, s4, v3
	v_add_co_ci_u32_e64 v4, s2, s5, v4, s2
	.loc	1 26 21                         ; samples/warp_scan/kernel.cu:26:21
	global_load_b32 v3, v[3:4], off
.Ltmp4:
.LBB0_2:
	;DEBUG_VALUE: scan_blocks:i <- $vgpr1
	.loc	1 0 21                          ; samples/warp_scan/kernel.cu:0:21
	s_or_b32 exec_lo, exec_lo, s3
.Ltmp5:
	;DEBUG_VALUE: warp_inclusive_scan:lane <- undef
	;DEBUG_VALUE: scan_blocks:v <- $vgpr3
	;DEBUG_VALUE: scan_blocks:out <- undef
	;DEBUG_VALUE: scan_blocks:block_sums <- undef
	v_mbcnt_lo_u32_b32 v6, -1, 0
.Ltmp6:
	;DEBUG_VALUE: __shfl_up_sync:l <- $vgpr6
	;DEBUG_VALUE: __shfl_up_sync:w <- 32
	;DEBUG_VALUE: __shfl_up_sync:d <- 1
	;DEBUG_VALUE: __shfl_up_sync:v <- $vgpr3
	;DEBUG_VALUE: __shfl_up_sync:m <- -1
	;DEBUG_VALUE: off <- 1
	;DEBUG_VALUE: warp_inclusive_scan:v <- $vgpr3
	.loc	1 25 28 is_stmt 1               ; samples/warp_scan/kernel.cu:25:28
	v_and_b32_e32 v8, 31, v0
	.loc	1 28 9                          ; samples/warp_scan/kernel.cu:28:9
	s_mov_b32 s7, exec_lo
	s_delay_alu instid0(VALU_DEP_2)
.Ltmp7:
	.loc	2 152 1                         ; ./samples/hipcompat.h:152:1
	v_cmp_ne_u32_e64 s2, 0, v6
	v_cmp_gt_u32_e64 s3, 4, v6
	v_cmp_gt_u32_e64 s4, 8, v6
	v_cmp_gt_u32_e64 s5, 16, v6
.Ltmp8:
	.loc	1 15 13                         ; samples/warp_scan/kernel.cu:15:13
	v_cmp_lt_u32_e64 s6, 15, v8
.Ltmp9:
	.loc	2 152 1                         ; ./samples/hipcompat.h:152:1
	v_subrev_co_ci_u32_e64 v4, s2, 0, v6, s2
.Ltmp10:
	;DEBUG_VALUE: ws_bpermute:v <- $vgpr3
	;DEBUG_VALUE: ws_bpermute:lane <- $vgpr4
	;DEBUG_VALUE: __shfl_up_sync:s <- $vgpr4
	v_cmp_gt_u32_e64 s2, 2, v6
	;DEBUG_VALUE: __shfl_up_sync:w <- 32
	;DEBUG_VALUE: __shfl_up_sync:d <- 1
	;DEBUG_VALUE: __shfl_up_sync:m <- -1
	;DEBUG_VALUE: off <- 1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
.Ltmp11:
	.loc	2 118 84                        ; ./samples/hipcompat.h:118:84
	v_lshlrev_b32_e32 v4, 2, v4
.Ltmp12:
	.loc	2 152 1                         ; ./samples/hipcompat.h:152:1
	v_cndmask_b32_e64 v7, 0x3ffffffe, 0, s2
.Ltmp13:
	;DEBUG_VALUE: ws_bpermute:v <- undef
	;DEBUG_VALUE: __shfl_up_sync:s <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr7, $vgpr6
	.loc	1 15 18                         ; samples/warp_scan/kernel.cu:15:18
	v_cmp_eq_u32_e64 s2, 0, v8
.Ltmp14:
	.loc	2 118 50                        ; ./samples/hipcompat.h:118:50
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v5, v4, v3
.Ltmp15:
	;DEBUG_VALUE: t <- $vgpr5
	.loc	1 15 13                         ; samples/warp_scan/kernel.cu:15:13
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v9, v5, 0, s2
.Ltmp16:
	;DEBUG_VALUE: ws_bpermute:lane <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr7, $vgpr6
	.loc	2 118 84                        ; ./samples/hipcompat.h:118:84
	v_add_lshl_u32 v5, v7, v6, 2
.Ltmp17:
	;DEBUG_VALUE: __shfl_up_sync:s <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr7, $vgpr6
	;DEBUG_VALUE: __shfl_up_sync:w <- 32
	;DEBUG_VALUE: __shfl_up_sync:d <- 1
	;DEBUG_VALUE: __shfl_up_sync:m <- -1
	.loc	2 0 84 is_stmt 0                ; ./samples/hipcompat.h:0:84
	s_delay_alu instid0(VALU_DEP_2)
.Ltmp18:
	.loc	1 15 13 is_stmt 1               ; samples/warp_scan/kernel.cu:15:13
	v_add_nc_u32_e32 v3, v9, v3
.Ltmp19:
	;DEBUG_VALUE: __shfl_up_sync:d <- 2
	;DEBUG_VALUE: __shfl_up_sync:v <- $vgpr3
	;DEBUG_VALUE: off <- 2
	;DEBUG_VALUE: warp_inclusive_scan:v <- $vgpr3
	.loc	2 152 1                         ; ./samples/hipcompat.h:152:1
	v_cndmask_b32_e64 v9, 0x3ffffffc, 0, s3
.Ltmp20:
	;DEBUG_VALUE: __shfl_up_sync:s <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr9, $vgpr6
	.loc	1 15 18                         ; samples/warp_scan/kernel.cu:15:18
	v_cmp_gt_u32_e64 s3, 2, v8
.Ltmp21:
	.loc	2 118 50                        ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v7, v5, v3
.Ltmp22:
	;DEBUG_VALUE: t <- $vgpr7
	;DEBUG_VALUE: __shfl_up_sync:w <- 32
	;DEBUG_VALUE: __shfl_up_sync:m <- -1
	.loc	1 15 13                         ; samples/warp_scan/kernel.cu:15:13
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v10, v7, 0, s3
.Ltmp23:
	;DEBUG_VALUE: ws_bpermute:lane <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr9, $vgpr6
	.loc	2 118 84                        ; ./samples/hipcompat.h:118:84
	v_add_lshl_u32 v7, v9, v6, 2
.Ltmp24:
	;DEBUG_VALUE: __shfl_up_sync:s <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr9, $vgpr6
	;DEBUG_VALUE: __shfl_up_sync:w <- 32
	;DEBUG_VALUE: __shfl_up_sync:d <- 2
	;DEBUG_VALUE: __shfl_up_sync:m <- -1
	.loc	2 0 84 is_stmt 0                ; ./samples/hipcompat.h:0:84
	s_delay_alu instid0(VALU_DEP_2)
.Ltmp25:
	.loc	1 15 13 is_stmt 1               ; samples/warp_scan/kernel.cu:15:13
	v_add_nc_u32_e32 v3, v10, v3
.Ltmp26:
	;DEBUG_VALUE: __shfl_up_sync:d <- 4
	;DEBUG_VALUE: __shfl_up_sync:v <- $vgpr3
	;DEBUG_VALUE: off <- 4
	;DEBUG_VALUE: warp_inclusive_scan:v <- $vgpr3
	.loc	2 152 1                         ; ./samples/hipcompat.h:152:1
	v_cndmask_b32_e64 v10, 0x3ffffff8, 0, s4
.Ltmp27:
	;DEBUG_VALUE: __shfl_up_sync:s <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr10, $vgpr6
	.loc	1 15 18                         ; samples/warp_scan/kernel.cu:15:18
	v_cmp_gt_u32_e64 s4, 4, v8
.Ltmp28:
	.loc	2 118 50                        ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v9, v7, v3
.Ltmp29:
	;DEBUG_VALUE: t <- $vgpr9
	;DEBUG_VALUE: __shfl_up_sync:w <- 32
	;DEBUG_VALUE: __shfl_up_sync:m <- -1
	.loc	2 118 84 is_stmt 0              ; ./samples/hipcompat.h:118:84
	v_add_lshl_u32 v10, v10, v6, 2
.Ltmp30:
	;DEBUG_VALUE: __shfl_up_sync:s <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr10, $vgpr6
	;DEBUG_VALUE: __shfl_up_sync:w <- 32
	;DEBUG_VALUE: __shfl_up_sync:d <- 4
	;DEBUG_VALUE: __shfl_up_sync:m <- -1
	.loc	1 15 13 is_stmt 1               ; samples/warp_scan/kernel.cu:15:13
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v9, v9, 0, s4
.Ltmp31:
	;DEBUG_VALUE: ws_bpermute:lane <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr10, $vgpr6
	.loc	1 0 13 is_stmt 0                ; samples/warp_scan/kernel.cu:0:13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	.loc	1 15 13                         ; samples/warp_scan/kernel.cu:15:13
	v_add_nc_u32_e32 v3, v9, v3
.Ltmp32:
	;DEBUG_VALUE: __shfl_up_sync:d <- 8
	;DEBUG_VALUE: __shfl_up_sync:v <- $vgpr3
	;DEBUG_VALUE: off <- 8
	;DEBUG_VALUE: warp_inclusive_scan:v <- $vgpr3
	.loc	2 118 50 is_stmt 1              ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v9, v10, v3
.Ltmp33:
	;DEBUG_VALUE: t <- $vgpr9
	;DEBUG_VALUE: __shfl_up_sync:w <- 32
	;DEBUG_VALUE: __shfl_up_sync:m <- -1
	.loc	2 152 1                         ; ./samples/hipcompat.h:152:1
	v_cndmask_b32_e64 v10, 0x3ffffff0, 0, s5
.Ltmp34:
	;DEBUG_VALUE: __shfl_up_sync:s <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr10, $vgpr6
	.loc	1 15 18                         ; samples/warp_scan/kernel.cu:15:18
	v_cmp_gt_u32_e64 s5, 8, v8
.Ltmp35:
	.loc	2 118 84                        ; ./samples/hipcompat.h:118:84
	v_add_lshl_u32 v6, v10, v6, 2
.Ltmp36:
	;DEBUG_VALUE: __shfl_up_sync:s <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr10, $vgpr6
	;DEBUG_VALUE: __shfl_up_sync:l <- $vgpr6
	;DEBUG_VALUE: __shfl_up_sync:w <- 32
	;DEBUG_VALUE: __shfl_up_sync:d <- 8
	;DEBUG_VALUE: __shfl_up_sync:m <- -1
	.loc	1 15 13                         ; samples/warp_scan/kernel.cu:15:13
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v9, v9, 0, s5
.Ltmp37:
	;DEBUG_VALUE: ws_bpermute:lane <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr10, $vgpr6
	v_add_nc_u32_e32 v3, v9, v3
.Ltmp38:
	;DEBUG_VALUE: __shfl_up_sync:d <- 16
	;DEBUG_VALUE: __shfl_up_sync:v <- $vgpr3
	;DEBUG_VALUE: off <- 16
	;DEBUG_VALUE: warp_inclusive_scan:v <- $vgpr3
	.loc	2 118 50                        ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v6, v6, v3
.Ltmp39:
	;DEBUG_VALUE: t <- $vgpr6
	;DEBUG_VALUE: __shfl_up_sync:w <- 32
	;DEBUG_VALUE: __shfl_up_sync:m <- -1
	.loc	1 15 13                         ; samples/warp_scan/kernel.cu:15:13
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v9, 0, v6, s6
.Ltmp40:
	.loc	1 25 53                         ; samples/warp_scan/kernel.cu:25:53
	v_lshrrev_b32_e32 v6, 5, v0
.Ltmp41:
	.loc	1 0 53 is_stmt 0                ; samples/warp_scan/kernel.cu:0:53
	s_delay_alu instid0(VALU_DEP_2)
.Ltmp42:
	.loc	1 15 13 is_stmt 1               ; samples/warp_scan/kernel.cu:15:13
	v_add_nc_u32_e32 v3, v9, v3
.Ltmp43:
	;DEBUG_VALUE: off <- 32
	;DEBUG_VALUE: off <- 16
	;DEBUG_VALUE: warp_inclusive_scan:v <- $vgpr3
	;DEBUG_VALUE: scan_blocks:v <- $vgpr3
	.loc	1 28 14                         ; samples/warp_scan/kernel.cu:28:14
	v_cmpx_eq_u32_e32 31, v8
.Ltmp44:
	.loc	1 28 9 is_stmt 0                ; samples/warp_scan/kernel.cu:28:9
	s_cbranch_execz .LBB0_4
.Ltmp45:
; %bb.3:
	;DEBUG_VALUE: scan_blocks:v <- $vgpr3
	;DEBUG_VALUE: scan_blocks:i <- $vgpr1
	.loc	1 0 9                           ; samples/warp_scan/kernel.cu:0:9
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b32_e32 v9, 2, v6
.Ltmp46:
	.loc	1 28 36                         ; samples/warp_scan/kernel.cu:28:36
	ds_store_b32 v9, v3
.Ltmp47:
.LBB0_4:
	;DEBUG_VALUE: scan_blocks:v <- $vgpr3
	;DEBUG_VALUE: scan_blocks:i <- $vgpr1
	.loc	1 0 36                          ; samples/warp_scan/kernel.cu:0:36
	s_or_b32 exec_lo, exec_lo, s7
	s_load_b128 s[8:11], s[0:1], 0x8
.Ltmp48:
	;DEBUG_VALUE: scan_blocks:out <- undef
	;DEBUG_VALUE: scan_blocks:block_sums <- undef
	.loc	1 30 14 is_stmt 1               ; samples/warp_scan/kernel.cu:30:14
	v_cmp_lt_u32_e64 s0, 31, v0
.Ltmp49:
	.loc	1 30 9 is_stmt 0                ; samples/warp_scan/kernel.cu:30:9
	s_mov_b32 s6, exec_lo
.Ltmp50:
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp51:
	.loc	1 30 14                         ; samples/warp_scan/kernel.cu:30:14
	v_cmpx_gt_u32_e32 32, v0
.Ltmp52:
	.loc	1 30 9 is_stmt 0                ; samples/warp_scan/kernel.cu:30:9
	s_cbranch_execz .LBB0_9
.Ltmp53:
; %bb.5:
	;DEBUG_VALUE: scan_blocks:v <- $vgpr3
	;DEBUG_VALUE: scan_blocks:i <- $vgpr1
	.loc	1 31 17 is_stmt 1               ; samples/warp_scan/kernel.cu:31:17
	v_dual_mov_b32 v9, 0 :: v_dual_lshlrev_b32 v8, 2, v8
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB0_7
.Ltmp54:
; %bb.6:
	;DEBUG_VALUE: scan_blocks:v <- $vgpr3
	;DEBUG_VALUE: scan_blocks:i <- $vgpr1
	.loc	1 31 37 is_stmt 0               ; samples/warp_scan/kernel.cu:31:37
	ds_load_b32 v9, v8
.Ltmp55:
.LBB0_7:
	;DEBUG_VALUE: scan_blocks:v <- $vgpr3
	;DEBUG_VALUE: scan_blocks:i <- $vgpr1
	.loc	1 0 37                          ; samples/warp_scan/kernel.cu:0:37
	s_or_b32 exec_lo, exec_lo, s1
.Ltmp56:
	;DEBUG_VALUE: ws_bpermute:v <- $vgpr9
	;DEBUG_VALUE: __shfl_up_sync:w <- 32
	;DEBUG_VALUE: __shfl_up_sync:d <- 1
	;DEBUG_VALUE: __shfl_up_sync:v <- $vgpr9
	;DEBUG_VALUE: __shfl_up_sync:m <- -1
	;DEBUG_VALUE: off <- 1
	;DEBUG_VALUE: warp_inclusive_scan:v <- $vgpr9
	;DEBUG_VALUE: warp_inclusive_scan:lane <- undef
	;DEBUG_VALUE: t <- $vgpr9
	.loc	2 118 50 is_stmt 1              ; ./samples/hipcompat.h:118:50
	s_waitcnt lgkmcnt(0)
	ds_bpermute_b32 v4, v4, v9
.Ltmp57:
	;DEBUG_VALUE: t <- $vgpr4
	.loc	1 15 13                         ; samples/warp_scan/kernel.cu:15:13
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v4, v4, 0, s2
.Ltmp58:
	.loc	1 0 13 is_stmt 0                ; samples/warp_scan/kernel.cu:0:13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	.loc	1 15 13                         ; samples/warp_scan/kernel.cu:15:13
	v_add_nc_u32_e32 v4, v4, v9
.Ltmp59:
	;DEBUG_VALUE: ws_bpermute:lane <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_stack_value] undef
	;DEBUG_VALUE: __shfl_up_sync:s <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_stack_value] undef
	;DEBUG_VALUE: ws_bpermute:v <- $vgpr4
	;DEBUG_VALUE: __shfl_up_sync:d <- 2
	;DEBUG_VALUE: __shfl_up_sync:v <- $vgpr4
	;DEBUG_VALUE: off <- 2
	;DEBUG_VALUE: warp_inclusive_scan:v <- $vgpr4
	.loc	2 118 50 is_stmt 1              ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v5, v5, v4
.Ltmp60:
	;DEBUG_VALUE: t <- $vgpr5
	;DEBUG_VALUE: __shfl_up_sync:w <- 32
	;DEBUG_VALUE: __shfl_up_sync:m <- -1
	.loc	1 15 13                         ; samples/warp_scan/kernel.cu:15:13
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v5, v5, 0, s3
.Ltmp61:
	v_add_nc_u32_e32 v4, v5, v4
.Ltmp62:
	;DEBUG_VALUE: ws_bpermute:lane <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_stack_value] undef
	;DEBUG_VALUE: __shfl_up_sync:s <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_stack_value] undef
	;DEBUG_VALUE: ws_bpermute:v <- $vgpr4
	;DEBUG_VALUE: __shfl_up_sync:d <- 4
	;DEBUG_VALUE: __shfl_up_sync:v <- $vgpr4
	;DEBUG_VALUE: off <- 4
	;DEBUG_VALUE: warp_inclusive_scan:v <- $vgpr4
	.loc	2 118 50                        ; ./samples/hipcompat.h:118:50
	ds_bpermute_b32 v5, v7, v4
.Ltmp63:
	;DEBUG_VALUE: __shfl_up_sync:l <- undef
	;DEBUG_VALUE: ws_bpermute:lane <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_stack_value] undef
	;DEBUG_VALUE: __shfl_up_sync:s <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_stack_value] undef
	;DEBUG_VALUE: t <- undef
	;DEBUG_VALUE: ws_bpermute:v <- undef
	;DEBUG_VALUE: __shfl_up_sync:w <- 32
	;DEBUG_VALUE: __shfl_up_sync:d <- 16
	;DEBUG_VALUE: __shfl_up_sync:v <- undef
	;DEBUG_VALUE: __shfl_up_sync:m <- -1
	;DEBUG_VALUE: off <- 32
	;DEBUG_VALUE: warp_inclusive_scan:v <- undef
	;DEBUG_VALUE: t <- undef
	.loc	1 33 13                         ; samples/warp_scan/kernel.cu:33:13
	s_and_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB0_9
.Ltmp64:
; %bb.8:
	;DEBUG_VALUE: off <- 32
	;DEBUG_VALUE: scan_blocks:v <- $vgpr3
	;DEBUG_VALUE: scan_blocks:i <- $vgpr1
	.loc	1 15 13                         ; samples/warp_scan/kernel.cu:15:13
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v5, v5, 0, s4
	;DEBUG_VALUE: ws_bpermute:v <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr5, $vgpr4
	;DEBUG_VALUE: __shfl_up_sync:v <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr5, $vgpr4
.Ltmp65:
	;DEBUG_VALUE: warp_inclusive_scan:v <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_stack_value] $vgpr5, $vgpr4
	.loc	1 0 13 is_stmt 0                ; samples/warp_scan/kernel.cu:0:13
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 15 13                         ; samples/warp_scan/kernel.cu:15:13
	v_add_nc_u32_e32 v4, v5, v4
.Ltmp66:
	;DEBUG_VALUE: ws_bpermute:v <- $vgpr4
	;DEBUG_VALUE: __shfl_up_sync:v <- $vgpr4
	;DEBUG_VALUE: warp_inclusive_scan:v <- $vgpr4
	;DEBUG_VALUE: t <- $vgpr4
	.loc	1 33 47 is_stmt 1               ; samples/warp_scan/kernel.cu:33:47
	ds_store_b32 v8, v4
.Ltmp67:
.LBB0_9:
	;DEBUG_VALUE: scan_blocks:v <- $vgpr3
	;DEBUG_VALUE: scan_blocks:i <- $vgpr1
	.loc	1 0 47 is_stmt 0                ; samples/warp_scan/kernel.cu:0:47
	s_or_b32 exec_lo, exec_lo, s6
.Ltmp68:
	;DEBUG_VALUE: scan_blocks:out <- undef
	;DEBUG_VALUE: scan_blocks:block_sums <- undef
	.loc	2 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp69:
	.loc	1 36 9                          ; samples/warp_scan/kernel.cu:36:9
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_11
.Ltmp70:
; %bb.10:
	;DEBUG_VALUE: scan_blocks:v <- $vgpr3
	;DEBUG_VALUE: scan_blocks:i <- $vgpr1
	.loc	1 0 9 is_stmt 0                 ; samples/warp_scan/kernel.cu:0:9
	v_lshl_add_u32 v4, v6, 2, -4
.Ltmp71:
	.loc	1 36 24                         ; samples/warp_scan/kernel.cu:36:24
	ds_load_b32 v4, v4
	.loc	1 36 21                         ; samples/warp_scan/kernel.cu:36:21
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v3, v4, v3
.Ltmp72:
	;DEBUG_VALUE: scan_blocks:v <- $vgpr3
.LBB0_11:
	;DEBUG_VALUE: scan_blocks:v <- $vgpr3
	;DEBUG_VALUE: scan_blocks:i <- $vgpr1
	.loc	1 0 21                          ; samples/warp_scan/kernel.cu:0:21
	s_or_b32 exec_lo, exec_lo, s1
	;DEBUG_VALUE: scan_blocks:v <- $vgpr3
	.loc	1 37 9 is_stmt 1                ; samples/warp_scan/kernel.cu:37:9
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_13
.Ltmp73:
; %bb.12:
	;DEBUG_VALUE: scan_blocks:v <- $vgpr3
	;DEBUG_VALUE: scan_blocks:i <- $vgpr1
	.loc	1 0 9 is_stmt 0                 ; samples/warp_scan/kernel.cu:0:9
	v_lshlrev_b64 v[1:2], 2, v[1:2]
.Ltmp74:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v1, vcc_lo, s8, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s9, v2, vcc_lo
.Ltmp75:
	.loc	1 37 23                         ; samples/warp_scan/kernel.cu:37:23
	global_store_b32 v[1:2], v3, off
.Ltmp76:
.LBB0_13:
	;DEBUG_VALUE: scan_blocks:v <- $vgpr3
	.loc	1 0 23                          ; samples/warp_scan/kernel.cu:0:23
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 38 9 is_stmt 1                ; samples/warp_scan/kernel.cu:38:9
	s_mov_b32 s0, exec_lo
.Ltmp77:
	.loc	1 38 21 is_stmt 0               ; samples/warp_scan/kernel.cu:38:21
	v_cmpx_eq_u32_e32 0xff, v0
.Ltmp78:
	.loc	1 38 9                          ; samples/warp_scan/kernel.cu:38:9
	s_cbranch_execz .LBB0_15
.Ltmp79:
; %bb.14:
	;DEBUG_VALUE: scan_blocks:v <- $vgpr3
	.loc	1 0 9                           ; samples/warp_scan/kernel.cu:0:9
	s_mov_b32 s13, 0
	v_mov_b32_e32 v0, 0
	s_lshl_b64 s[0:1], s[12:13], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s0, s10, s0
	s_addc_u32 s1, s11, s1
.Ltmp80:
	.loc	1 38 58                         ; samples/warp_scan/kernel.cu:38:58
	global_store_b32 v0, v3, s[0:1]
.Ltmp81:
.LBB0_15:
	;DEBUG_VALUE: scan_blocks:v <- $vgpr3
	.loc	1 39 1 is_stmt 1                ; samples/warp_scan/kernel.cu:39:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp82:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z11scan_blocksPKiPiS1_i
		.amdhsa_group_segment_fixed_size 32
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
	.size	_Z11scan_blocksPKiPiS1_i, .Lfunc_end0-_Z11scan_blocksPKiPiS1_i
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 808
; NumSgprs: 18
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 32 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
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
	.protected	_Z17add_block_offsetsPiPKii ; -- Begin function _Z17add_block_offsetsPiPKii
	.globl	_Z17add_block_offsetsPiPKii
	.p2align	8
	.type	_Z17add_block_offsetsPiPKii,@function
_Z17add_block_offsetsPiPKii:            ; @_Z17add_block_offsetsPiPKii
.Lfunc_begin1:
	.loc	1 42 0                          ; samples/warp_scan/kernel.cu:42:0
	.cfi_startproc
; %bb.0:
	s_load_b64 s[2:3], s[0:1], 0x0
	;DEBUG_VALUE: add_block_offsets:out <- undef
	;DEBUG_VALUE: add_block_offsets:block_sums <- undef
	;DEBUG_VALUE: add_block_offsets:n <- undef
	s_mov_b32 s7, 0
.Ltmp83:
	.loc	1 44 9 prologue_end             ; samples/warp_scan/kernel.cu:44:9
	s_mov_b32 s6, exec_lo
.Ltmp84:
	.loc	1 44 21 is_stmt 0               ; samples/warp_scan/kernel.cu:44:21
	v_cmpx_eq_u32_e32 0, v0
.Ltmp85:
	.loc	1 44 9                          ; samples/warp_scan/kernel.cu:44:9
	s_cbranch_execz .LBB1_5
.Ltmp86:
; %bb.1:
	;DEBUG_VALUE: add_block_offsets:block_sums <- undef
	;DEBUG_VALUE: s <- 0
	;DEBUG_VALUE: b <- 0
	.loc	1 46 27 is_stmt 1               ; samples/warp_scan/kernel.cu:46:27
	s_cmp_lt_i32 s15, 1
.Ltmp87:
	.loc	1 46 9 is_stmt 0                ; samples/warp_scan/kernel.cu:46:9
	s_cbranch_scc1 .LBB1_4
.Ltmp88:
; %bb.2:
	;DEBUG_VALUE: b <- 0
	;DEBUG_VALUE: s <- 0
	.loc	1 0 9                           ; samples/warp_scan/kernel.cu:0:9
	s_load_b64 s[4:5], s[0:1], 0x8
.Ltmp89:
	;DEBUG_VALUE: add_block_offsets:block_sums <- undef
	s_mov_b32 s8, s15
.Ltmp90:
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: s <- undef
	;DEBUG_VALUE: b <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_minus, DW_OP_consts 18446744073709551615, DW_OP_div, DW_OP_stack_value] undef
	.loc	1 46 56                         ; samples/warp_scan/kernel.cu:46:56
	s_waitcnt lgkmcnt(0)
	s_load_b32 s9, s[4:5], 0x0
	.loc	1 46 27                         ; samples/warp_scan/kernel.cu:46:27
	s_add_i32 s8, s8, -1
	.loc	1 46 53                         ; samples/warp_scan/kernel.cu:46:53
	s_waitcnt lgkmcnt(0)
	s_add_i32 s7, s9, s7
.Ltmp91:
	;DEBUG_VALUE: b <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_minus, DW_OP_consts 18446744073709551615, DW_OP_div, DW_OP_consts 1, DW_OP_plus, DW_OP_stack_value] undef
	.loc	1 46 27                         ; samples/warp_scan/kernel.cu:46:27
	s_add_u32 s4, s4, 4
	s_addc_u32 s5, s5, 0
	s_cmp_eq_u32 s8, 0
.Ltmp92:
	.loc	1 46 9                          ; samples/warp_scan/kernel.cu:46:9
	s_cbranch_scc0 .LBB1_3
.Ltmp93:
.LBB1_4:
	.loc	1 0 9                           ; samples/warp_scan/kernel.cu:0:9
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, s7
	.loc	1 47 16 is_stmt 1               ; samples/warp_scan/kernel.cu:47:16
	ds_store_b32 v1, v2
.Ltmp94:
.LBB1_5:
	.loc	1 0 16 is_stmt 0                ; samples/warp_scan/kernel.cu:0:16
	s_or_b32 exec_lo, exec_lo, s6
.Ltmp95:
	;DEBUG_VALUE: add_block_offsets:out <- undef
	.loc	2 77 23 is_stmt 1               ; ./samples/hipcompat.h:77:23
	s_load_b32 s0, s[0:1], 0x10
.Ltmp96:
	.loc	1 50 32                         ; samples/warp_scan/kernel.cu:50:32
	v_lshl_add_u32 v0, s15, 8, v0
.Ltmp97:
	;DEBUG_VALUE: add_block_offsets:i <- $vgpr0
	.loc	1 51 20                         ; samples/warp_scan/kernel.cu:51:20
	s_cmp_lg_u32 s15, 0
.Ltmp98:
	.loc	2 104 5                         ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	2 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	2 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp99:
	.loc	1 51 24                         ; samples/warp_scan/kernel.cu:51:24
	v_cmp_gt_i32_e32 vcc_lo, s0, v0
	.loc	1 51 20 is_stmt 0               ; samples/warp_scan/kernel.cu:51:20
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	1 51 24                         ; samples/warp_scan/kernel.cu:51:24
	s_and_b32 s0, s0, vcc_lo
.Ltmp100:
	.loc	1 51 9                          ; samples/warp_scan/kernel.cu:51:9
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_7
.Ltmp101:
; %bb.6:
	;DEBUG_VALUE: add_block_offsets:i <- $vgpr0
	.loc	1 0 9                           ; samples/warp_scan/kernel.cu:0:9
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b64 v[0:1], 2, v[0:1]
.Ltmp102:
	.loc	1 51 44                         ; samples/warp_scan/kernel.cu:51:44
	ds_load_b32 v3, v3
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	.loc	1 51 41                         ; samples/warp_scan/kernel.cu:51:41
	global_load_b32 v2, v[0:1], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_nc_u32_e32 v2, v2, v3
	global_store_b32 v[0:1], v2, off
.Ltmp103:
.LBB1_7:
	.loc	1 52 1 is_stmt 1                ; samples/warp_scan/kernel.cu:52:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp104:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z17add_block_offsetsPiPKii
		.amdhsa_group_segment_fixed_size 4
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 4
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
	.size	_Z17add_block_offsetsPiPKii, .Lfunc_end1-_Z17add_block_offsetsPiPKii
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 240
; NumSgprs: 18
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 4
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
	.type	__hip_cuid_617a3cd5eaddbdfe,@object ; @__hip_cuid_617a3cd5eaddbdfe
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_617a3cd5eaddbdfe
__hip_cuid_617a3cd5eaddbdfe:
	.byte	0                               ; 0x0
	.size	__hip_cuid_617a3cd5eaddbdfe, 1

	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	18                              ; Offset entry count
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
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp74-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	49                              ; DW_OP_lit1
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	50                              ; DW_OP_lit2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	52                              ; DW_OP_lit4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	56                              ; DW_OP_lit8
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	64                              ; DW_OP_lit16
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	135                             ; 1543
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	134                             ; 1542
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	137                             ; 1545
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	134                             ; 1542
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 1546
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	134                             ; 1542
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 1546
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	134                             ; 1542
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc6:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	135                             ; 1543
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	134                             ; 1542
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	137                             ; 1545
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	134                             ; 1542
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 1546
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	134                             ; 1542
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc7:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	135                             ; 1543
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	137                             ; 1545
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	137                             ; 1545
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	134                             ; 1542
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc8:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	137                             ; 1545
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc9:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	49                              ; DW_OP_lit1
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	50                              ; DW_OP_lit2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	52                              ; DW_OP_lit4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	64                              ; DW_OP_lit16
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc10:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	137                             ; 1545
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc11:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp67-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	32                              ; 32
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc12:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	137                             ; 1545
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   ending offset
	.byte	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	146                             ; DW_OP_bregx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	34                              ; DW_OP_plus
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc13:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	137                             ; 1545
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp67-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc14:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp61-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc15:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp90-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc16:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp90-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc17:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp97-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   ending offset
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
	.byte	24                              ; DW_FORM_exprloc
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
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	28                              ; DW_AT_const_value
	.byte	13                              ; DW_FORM_sdata
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	15                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	16                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	17                              ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	18                              ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	19                              ; Abbreviation Code
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
	.byte	20                              ; Abbreviation Code
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
	.byte	21                              ; Abbreviation Code
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
	.byte	22                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	23                              ; Abbreviation Code
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
	.byte	24                              ; Abbreviation Code
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
	.byte	25                              ; Abbreviation Code
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
	.byte	26                              ; Abbreviation Code
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
	.byte	27                              ; Abbreviation Code
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
	.byte	28                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	29                              ; Abbreviation Code
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
	.byte	30                              ; Abbreviation Code
	.byte	55                              ; DW_TAG_restrict_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	31                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
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
	.byte	1                               ; Abbrev [1] 0xc:0x303 DW_TAG_compile_unit
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
	.byte	2                               ; Abbrev [2] 0x2b:0x167 DW_TAG_subprogram
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	34                              ; DW_AT_linkage_name
	.byte	35                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x35:0xe DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	402                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	50
	.byte	22
	.byte	24
	.byte	4                               ; Abbrev [4] 0x43:0x8 DW_TAG_formal_parameter
	.byte	39                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	757                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x4b:0x8 DW_TAG_formal_parameter
	.byte	40                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	772                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x53:0x8 DW_TAG_formal_parameter
	.byte	41                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	772                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x5b:0x8 DW_TAG_formal_parameter
	.byte	42                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x63:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	38                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x6c:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	18                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x75:0x8 DW_TAG_variable
	.byte	25                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x7d:0x8 DW_TAG_variable
	.byte	43                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x85:0xd DW_TAG_inlined_subroutine
	.long	566                             ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp0-.Lfunc_begin0            ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	24                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	8                               ; Abbrev [8] 0x92:0x78 DW_TAG_inlined_subroutine
	.long	671                             ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	27                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	9                               ; Abbrev [9] 0x9b:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\203\f"
	.long	680                             ; DW_AT_abstract_origin
	.byte	10                              ; Abbrev [10] 0xa4:0x65 DW_TAG_lexical_block
	.byte	1                               ; DW_AT_ranges
	.byte	11                              ; Abbrev [11] 0xa6:0x6 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.long	697                             ; DW_AT_abstract_origin
	.byte	10                              ; Abbrev [10] 0xac:0x5c DW_TAG_lexical_block
	.byte	2                               ; DW_AT_ranges
	.byte	11                              ; Abbrev [11] 0xae:0x6 DW_TAG_variable
	.byte	7                               ; DW_AT_location
	.long	706                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0xb4:0x53 DW_TAG_inlined_subroutine
	.long	613                             ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	14                              ; DW_AT_call_line
	.byte	17                              ; DW_AT_call_column
	.byte	12                              ; Abbrev [12] 0xbd:0xf DW_TAG_formal_parameter
	.ascii	"\377\377\377\377\377\377\377\377\377\001" ; DW_AT_const_value
	.long	622                             ; DW_AT_abstract_origin
	.byte	9                               ; Abbrev [9] 0xcc:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\203\f"
	.long	630                             ; DW_AT_abstract_origin
	.byte	13                              ; Abbrev [13] 0xd5:0x6 DW_TAG_formal_parameter
	.byte	2                               ; DW_AT_location
	.long	638                             ; DW_AT_abstract_origin
	.byte	14                              ; Abbrev [14] 0xdb:0x6 DW_TAG_formal_parameter
	.byte	32                              ; DW_AT_const_value
	.long	646                             ; DW_AT_abstract_origin
	.byte	15                              ; Abbrev [15] 0xe1:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\206\f"
	.long	654                             ; DW_AT_abstract_origin
	.byte	11                              ; Abbrev [11] 0xea:0x6 DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.long	662                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0xf0:0x16 DW_TAG_inlined_subroutine
	.long	717                             ; DW_AT_abstract_origin
	.byte	4                               ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	152                             ; DW_AT_call_line
	.byte	1                               ; DW_AT_call_column
	.byte	13                              ; Abbrev [13] 0xf9:0x6 DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.long	726                             ; DW_AT_abstract_origin
	.byte	13                              ; Abbrev [13] 0xff:0x6 DW_TAG_formal_parameter
	.byte	4                               ; DW_AT_location
	.long	734                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0x10a:0x6d DW_TAG_lexical_block
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp67-.Ltmp53                 ; DW_AT_high_pc
	.byte	5                               ; Abbrev [5] 0x110:0x9 DW_TAG_variable
	.byte	13                              ; DW_AT_location
	.byte	27                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	31                              ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x119:0x5d DW_TAG_inlined_subroutine
	.long	671                             ; DW_AT_abstract_origin
	.byte	5                               ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	32                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	13                              ; Abbrev [13] 0x122:0x6 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_location
	.long	680                             ; DW_AT_abstract_origin
	.byte	10                              ; Abbrev [10] 0x128:0x4d DW_TAG_lexical_block
	.byte	6                               ; DW_AT_ranges
	.byte	11                              ; Abbrev [11] 0x12a:0x6 DW_TAG_variable
	.byte	11                              ; DW_AT_location
	.long	697                             ; DW_AT_abstract_origin
	.byte	10                              ; Abbrev [10] 0x130:0x44 DW_TAG_lexical_block
	.byte	7                               ; DW_AT_ranges
	.byte	11                              ; Abbrev [11] 0x132:0x6 DW_TAG_variable
	.byte	14                              ; DW_AT_location
	.long	706                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0x138:0x3b DW_TAG_inlined_subroutine
	.long	613                             ; DW_AT_abstract_origin
	.byte	8                               ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	14                              ; DW_AT_call_line
	.byte	17                              ; DW_AT_call_column
	.byte	12                              ; Abbrev [12] 0x141:0xf DW_TAG_formal_parameter
	.ascii	"\377\377\377\377\377\377\377\377\377\001" ; DW_AT_const_value
	.long	622                             ; DW_AT_abstract_origin
	.byte	13                              ; Abbrev [13] 0x150:0x6 DW_TAG_formal_parameter
	.byte	10                              ; DW_AT_location
	.long	630                             ; DW_AT_abstract_origin
	.byte	13                              ; Abbrev [13] 0x156:0x6 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_location
	.long	638                             ; DW_AT_abstract_origin
	.byte	14                              ; Abbrev [14] 0x15c:0x6 DW_TAG_formal_parameter
	.byte	32                              ; DW_AT_const_value
	.long	646                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0x162:0x10 DW_TAG_inlined_subroutine
	.long	717                             ; DW_AT_abstract_origin
	.byte	9                               ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	152                             ; DW_AT_call_line
	.byte	1                               ; DW_AT_call_column
	.byte	13                              ; Abbrev [13] 0x16b:0x6 DW_TAG_formal_parameter
	.byte	8                               ; DW_AT_location
	.long	734                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x177:0xd DW_TAG_inlined_subroutine
	.long	743                             ; DW_AT_abstract_origin
	.byte	4                               ; DW_AT_low_pc
	.long	.Ltmp51-.Ltmp50                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	29                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0x184:0xd DW_TAG_inlined_subroutine
	.long	743                             ; DW_AT_abstract_origin
	.byte	5                               ; DW_AT_low_pc
	.long	.Ltmp69-.Ltmp68                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	35                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	17                              ; Abbrev [17] 0x192:0xc DW_TAG_array_type
	.long	414                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x197:0x6 DW_TAG_subrange_type
	.long	418                             ; DW_AT_type
	.byte	8                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	19                              ; Abbrev [19] 0x19e:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	20                              ; Abbrev [20] 0x1a2:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	2                               ; Abbrev [2] 0x1a6:0x74 DW_TAG_subprogram
	.byte	6                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	36                              ; DW_AT_linkage_name
	.byte	37                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	41                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x1b0:0xe DW_TAG_variable
	.byte	6                               ; DW_AT_name
	.long	414                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	43                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	1
	.byte	50
	.byte	22
	.byte	24
	.byte	4                               ; Abbrev [4] 0x1be:0x8 DW_TAG_formal_parameter
	.byte	40                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	41                              ; DW_AT_decl_line
	.long	772                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x1c6:0x8 DW_TAG_formal_parameter
	.byte	41                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	41                              ; DW_AT_decl_line
	.long	757                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x1ce:0x8 DW_TAG_formal_parameter
	.byte	42                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	41                              ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x1d6:0x9 DW_TAG_variable
	.byte	17                              ; DW_AT_location
	.byte	38                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	50                              ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x1df:0x20 DW_TAG_lexical_block
	.byte	7                               ; DW_AT_low_pc
	.long	.Ltmp94-.Ltmp86                 ; DW_AT_high_pc
	.byte	5                               ; Abbrev [5] 0x1e5:0x9 DW_TAG_variable
	.byte	15                              ; DW_AT_location
	.byte	22                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	45                              ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x1ee:0x10 DW_TAG_lexical_block
	.byte	7                               ; DW_AT_low_pc
	.long	.Ltmp93-.Ltmp86                 ; DW_AT_high_pc
	.byte	5                               ; Abbrev [5] 0x1f4:0x9 DW_TAG_variable
	.byte	16                              ; DW_AT_location
	.byte	44                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	46                              ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x1ff:0xd DW_TAG_inlined_subroutine
	.long	748                             ; DW_AT_abstract_origin
	.byte	8                               ; DW_AT_low_pc
	.long	.Ltmp96-.Ltmp95                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	44                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0x20c:0xd DW_TAG_inlined_subroutine
	.long	743                             ; DW_AT_abstract_origin
	.byte	9                               ; DW_AT_low_pc
	.long	.Ltmp99-.Ltmp98                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	49                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	21                              ; Abbrev [21] 0x21a:0x7 DW_TAG_variable
	.long	545                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	104                             ; DW_AT_decl_line
	.byte	17                              ; Abbrev [17] 0x221:0xc DW_TAG_array_type
	.long	557                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x226:0x6 DW_TAG_subrange_type
	.long	418                             ; DW_AT_type
	.byte	10                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	22                              ; Abbrev [22] 0x22d:0x5 DW_TAG_const_type
	.long	562                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x232:0x4 DW_TAG_base_type
	.byte	7                               ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	23                              ; Abbrev [23] 0x236:0x9 DW_TAG_subprogram
	.byte	8                               ; DW_AT_linkage_name
	.byte	9                               ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	80                              ; DW_AT_decl_line
	.long	575                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	24                              ; Abbrev [24] 0x23f:0x22 DW_TAG_structure_type
	.byte	5                               ; DW_AT_calling_convention
	.byte	14                              ; DW_AT_name
	.byte	12                              ; DW_AT_byte_size
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	25                              ; Abbrev [25] 0x245:0x9 DW_TAG_member
	.byte	10                              ; DW_AT_name
	.long	609                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	25                              ; Abbrev [25] 0x24e:0x9 DW_TAG_member
	.byte	12                              ; DW_AT_name
	.long	609                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	25                              ; Abbrev [25] 0x257:0x9 DW_TAG_member
	.byte	13                              ; DW_AT_name
	.long	609                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	19                              ; Abbrev [19] 0x261:0x4 DW_TAG_base_type
	.byte	11                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	26                              ; Abbrev [26] 0x265:0x3a DW_TAG_subprogram
	.byte	15                              ; DW_AT_linkage_name
	.byte	16                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	152                             ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x26e:0x8 DW_TAG_formal_parameter
	.byte	17                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	152                             ; DW_AT_decl_line
	.long	609                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x276:0x8 DW_TAG_formal_parameter
	.byte	18                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	152                             ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x27e:0x8 DW_TAG_formal_parameter
	.byte	19                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	152                             ; DW_AT_decl_line
	.long	609                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x286:0x8 DW_TAG_formal_parameter
	.byte	20                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	152                             ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x28e:0x8 DW_TAG_variable
	.byte	21                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	152                             ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x296:0x8 DW_TAG_variable
	.byte	22                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	152                             ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	27                              ; Abbrev [27] 0x29f:0x2e DW_TAG_subprogram
	.byte	23                              ; DW_AT_linkage_name
	.byte	24                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
                                        ; DW_AT_external
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x2a8:0x8 DW_TAG_formal_parameter
	.byte	18                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x2b0:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	28                              ; Abbrev [28] 0x2b8:0x14 DW_TAG_lexical_block
	.byte	6                               ; Abbrev [6] 0x2b9:0x8 DW_TAG_variable
	.byte	26                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	28                              ; Abbrev [28] 0x2c1:0xa DW_TAG_lexical_block
	.byte	6                               ; Abbrev [6] 0x2c2:0x8 DW_TAG_variable
	.byte	27                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	26                              ; Abbrev [26] 0x2cd:0x1a DW_TAG_subprogram
	.byte	28                              ; DW_AT_linkage_name
	.byte	29                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	118                             ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x2d6:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	118                             ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x2de:0x8 DW_TAG_formal_parameter
	.byte	18                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	118                             ; DW_AT_decl_line
	.long	414                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	29                              ; Abbrev [29] 0x2e7:0x5 DW_TAG_subprogram
	.byte	30                              ; DW_AT_linkage_name
	.byte	31                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	102                             ; DW_AT_decl_line
                                        ; DW_AT_inline
	.byte	23                              ; Abbrev [23] 0x2ec:0x9 DW_TAG_subprogram
	.byte	32                              ; DW_AT_linkage_name
	.byte	33                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	75                              ; DW_AT_decl_line
	.long	575                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	30                              ; Abbrev [30] 0x2f5:0x5 DW_TAG_restrict_type
	.long	762                             ; DW_AT_type
	.byte	31                              ; Abbrev [31] 0x2fa:0x5 DW_TAG_pointer_type
	.long	767                             ; DW_AT_type
	.byte	22                              ; Abbrev [22] 0x2ff:0x5 DW_TAG_const_type
	.long	414                             ; DW_AT_type
	.byte	30                              ; Abbrev [30] 0x304:0x5 DW_TAG_restrict_type
	.long	777                             ; DW_AT_type
	.byte	31                              ; Abbrev [31] 0x309:0x5 DW_TAG_pointer_type
	.long	414                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	10                              ; Offset entry count
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
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges2:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges3:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges4:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges5:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges6:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges7:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges8:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges9:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	184                             ; Length of String Offsets Set
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
	.asciz	"warp_tot"                      ; string offset=44
.Linfo_string4:
	.asciz	"int"                           ; string offset=53
.Linfo_string5:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=57
.Linfo_string6:
	.asciz	"offset"                        ; string offset=77
.Linfo_string7:
	.asciz	"char"                          ; string offset=84
.Linfo_string8:
	.asciz	"_ZL12ws_block_idxv"            ; string offset=89
.Linfo_string9:
	.asciz	"ws_block_idx"                  ; string offset=108
.Linfo_string10:
	.asciz	"x"                             ; string offset=121
.Linfo_string11:
	.asciz	"unsigned int"                  ; string offset=123
.Linfo_string12:
	.asciz	"y"                             ; string offset=136
.Linfo_string13:
	.asciz	"z"                             ; string offset=138
.Linfo_string14:
	.asciz	"uint3"                         ; string offset=140
.Linfo_string15:
	.asciz	"_ZL14__shfl_up_syncjiji"       ; string offset=146
.Linfo_string16:
	.asciz	"__shfl_up_sync"                ; string offset=170
.Linfo_string17:
	.asciz	"m"                             ; string offset=185
.Linfo_string18:
	.asciz	"v"                             ; string offset=187
.Linfo_string19:
	.asciz	"d"                             ; string offset=189
.Linfo_string20:
	.asciz	"w"                             ; string offset=191
.Linfo_string21:
	.asciz	"l"                             ; string offset=193
.Linfo_string22:
	.asciz	"s"                             ; string offset=195
.Linfo_string23:
	.asciz	"_Z19warp_inclusive_scanii"     ; string offset=197
.Linfo_string24:
	.asciz	"warp_inclusive_scan"           ; string offset=223
.Linfo_string25:
	.asciz	"lane"                          ; string offset=243
.Linfo_string26:
	.asciz	"off"                           ; string offset=248
.Linfo_string27:
	.asciz	"t"                             ; string offset=252
.Linfo_string28:
	.asciz	"_ZL11ws_bpermuteii"            ; string offset=254
.Linfo_string29:
	.asciz	"ws_bpermute"                   ; string offset=273
.Linfo_string30:
	.asciz	"_ZL13__syncthreadsv"           ; string offset=285
.Linfo_string31:
	.asciz	"__syncthreads"                 ; string offset=305
.Linfo_string32:
	.asciz	"_ZL13ws_thread_idxv"           ; string offset=319
.Linfo_string33:
	.asciz	"ws_thread_idx"                 ; string offset=339
.Linfo_string34:
	.asciz	"_Z11scan_blocksPKiPiS1_i"      ; string offset=353
.Linfo_string35:
	.asciz	"scan_blocks"                   ; string offset=378
.Linfo_string36:
	.asciz	"_Z17add_block_offsetsPiPKii"   ; string offset=390
.Linfo_string37:
	.asciz	"add_block_offsets"             ; string offset=418
.Linfo_string38:
	.asciz	"i"                             ; string offset=436
.Linfo_string39:
	.asciz	"in"                            ; string offset=438
.Linfo_string40:
	.asciz	"out"                           ; string offset=441
.Linfo_string41:
	.asciz	"block_sums"                    ; string offset=445
.Linfo_string42:
	.asciz	"n"                             ; string offset=456
.Linfo_string43:
	.asciz	"warp"                          ; string offset=458
.Linfo_string44:
	.asciz	"b"                             ; string offset=463
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	_ZZ11scan_blocksPKiPiS1_iE8warp_tot
	.quad	_ZZ17add_block_offsetsPiPKiiE6offset
	.quad	.Lfunc_begin0
	.quad	.Ltmp53
	.quad	.Ltmp50
	.quad	.Ltmp68
	.quad	.Lfunc_begin1
	.quad	.Ltmp86
	.quad	.Ltmp95
	.quad	.Ltmp98
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_617a3cd5eaddbdfe
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
    .group_segment_fixed_size: 32
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .max_flat_workgroup_size: 1024
    .name:           _Z11scan_blocksPKiPiS1_i
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z11scan_blocksPKiPiS1_i.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 4
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           _Z17add_block_offsetsPiPKii
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z17add_block_offsetsPiPKii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
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
