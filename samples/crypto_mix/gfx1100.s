	.text
	.file	0 "." "-" md5 0xa3af74fc9248a25a1fb3a407d3f0d382
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	_Z10crypto_mixPK5uint4PS_Pjiij ; -- Begin function _Z10crypto_mixPK5uint4PS_Pjiij
	.globl	_Z10crypto_mixPK5uint4PS_Pjiij
	.p2align	8
	.type	_Z10crypto_mixPK5uint4PS_Pjiij,@function
_Z10crypto_mixPK5uint4PS_Pjiij:         ; @_Z10crypto_mixPK5uint4PS_Pjiij
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.file	1 "./samples" "hipcompat.h" md5 0x3928f6b82366b057f993ff5a0325bcf9
	.loc	1 89 23 prologue_end            ; ./samples/hipcompat.h:89:23
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x34
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	s_load_b128 s[8:11], s[0:1], 0x18
	;DEBUG_VALUE: crypto_mix:rounds <- undef
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
.Ltmp0:
	.file	2 "samples/crypto_mix" "kernel.cu"
	.loc	2 25 37                         ; samples/crypto_mix/kernel.cu:25:37
	v_mad_u64_u32 v[4:5], null, s15, s2, v[0:1]
.Ltmp1:
	;DEBUG_VALUE: crypto_mix:i <- undef
	;DEBUG_VALUE: crypto_mix:key <- undef
	.loc	2 26 9                          ; samples/crypto_mix/kernel.cu:26:9
	s_mov_b32 s2, exec_lo
.Ltmp2:
	.loc	2 26 11 is_stmt 0               ; samples/crypto_mix/kernel.cu:26:11
	v_cmpx_gt_i32_e64 s8, v4
.Ltmp3:
	.loc	2 26 9                          ; samples/crypto_mix/kernel.cu:26:9
	s_cbranch_execz .LBB0_9
.Ltmp4:
; %bb.1:
	.loc	2 0 9                           ; samples/crypto_mix/kernel.cu:0:9
	s_load_b128 s[4:7], s[0:1], 0x0
	.loc	2 27 15 is_stmt 1               ; samples/crypto_mix/kernel.cu:27:15
	v_ashrrev_i32_e32 v5, 31, v4
	s_load_b64 s[0:1], s[0:1], 0x10
	;DEBUG_VALUE: crypto_mix:out <- undef
	;DEBUG_VALUE: crypto_mix:stats <- undef
.Ltmp5:
	.loc	2 30 23                         ; samples/crypto_mix/kernel.cu:30:23
	s_cmp_lt_i32 s9, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
.Ltmp6:
	.loc	2 27 15                         ; samples/crypto_mix/kernel.cu:27:15
	v_lshlrev_b64 v[6:7], 4, v[4:5]
	;DEBUG_VALUE: crypto_mix:in <- undef
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s4, v6
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v7, vcc_lo
	global_load_b128 v[0:3], v[0:1], off
.Ltmp7:
	;DEBUG_VALUE: crypto_mix:v <- [DW_OP_LLVM_fragment 64 32] undef
	;DEBUG_VALUE: crypto_mix:v <- [DW_OP_LLVM_fragment 32 32] $vgpr1
	;DEBUG_VALUE: crypto_mix:v <- [DW_OP_LLVM_fragment 0 32] undef
	;DEBUG_VALUE: crypto_mix:v <- [DW_OP_LLVM_fragment 96 32] undef
	.loc	2 28 22                         ; samples/crypto_mix/kernel.cu:28:22
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, s10, v0
.Ltmp8:
	;DEBUG_VALUE: crypto_mix:b <- $vgpr1
	;DEBUG_VALUE: crypto_mix:a <- $vgpr0
	.loc	2 28 46 is_stmt 0               ; samples/crypto_mix/kernel.cu:28:46
	v_xor_b32_e32 v2, v2, v4
.Ltmp9:
	;DEBUG_VALUE: crypto_mix:c <- $vgpr2
	.loc	2 28 69                         ; samples/crypto_mix/kernel.cu:28:69
	v_add_nc_u32_e32 v3, 0x9e3779b9, v3
.Ltmp10:
	;DEBUG_VALUE: r <- 0
	;DEBUG_VALUE: crypto_mix:d <- $vgpr3
	.loc	2 30 5 is_stmt 1                ; samples/crypto_mix/kernel.cu:30:5
	s_cbranch_scc1 .LBB0_8
.Ltmp11:
; %bb.2:
	;DEBUG_VALUE: crypto_mix:d <- $vgpr3
	;DEBUG_VALUE: r <- 0
	;DEBUG_VALUE: crypto_mix:c <- $vgpr2
	;DEBUG_VALUE: crypto_mix:a <- $vgpr0
	;DEBUG_VALUE: crypto_mix:b <- $vgpr1
	;DEBUG_VALUE: crypto_mix:v <- [DW_OP_LLVM_fragment 32 32] $vgpr1
	.loc	2 0 5 is_stmt 0                 ; samples/crypto_mix/kernel.cu:0:5
	s_mov_b32 s2, 0
	s_branch .LBB0_4
.Ltmp12:
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	;DEBUG_VALUE: crypto_mix:a <- $vgpr0
	;DEBUG_VALUE: crypto_mix:c <- $vgpr2
	.loc	2 19 15 is_stmt 1               ; samples/crypto_mix/kernel.cu:19:15
	v_xor_b32_e32 v9, v8, v9
.Ltmp13:
	.loc	2 34 31                         ; samples/crypto_mix/kernel.cu:34:31
	s_and_b32 s3, s2, 31
.Ltmp14:
	.loc	2 30 33                         ; samples/crypto_mix/kernel.cu:30:33
	s_add_i32 s2, s2, 1
.Ltmp15:
	;DEBUG_VALUE: r <- undef
	;DEBUG_VALUE: crypto_mix:d <- $vgpr3
	;DEBUG_VALUE: crypto_mix:b <- $vgpr1
	.loc	2 0 33 is_stmt 0                ; samples/crypto_mix/kernel.cu:0:33
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	2 30 23                         ; samples/crypto_mix/kernel.cu:30:23
	s_cmp_eq_u32 s9, s2
.Ltmp16:
	.loc	1 180 26 is_stmt 1              ; ./samples/hipcompat.h:180:26
	v_alignbit_b32 v11, v9, v9, 25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
.Ltmp17:
	.loc	2 33 32                         ; samples/crypto_mix/kernel.cu:33:32
	v_xor_b32_e32 v9, v8, v11
	.loc	2 33 47 is_stmt 0               ; samples/crypto_mix/kernel.cu:33:47
	v_and_b32_e32 v10, v8, v11
	.loc	2 33 32                         ; samples/crypto_mix/kernel.cu:33:32
	v_and_b32_e32 v9, v9, v1
	.loc	2 32 31 is_stmt 1               ; samples/crypto_mix/kernel.cu:32:31
	v_bfi_b32 v1, v1, v11, v8
.Ltmp18:
	.loc	1 174 67                        ; ./samples/hipcompat.h:174:67
	v_alignbit_b32 v8, v11, s0, 24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp19:
	.loc	2 33 42                         ; samples/crypto_mix/kernel.cu:33:42
	v_xor_b32_e32 v9, v9, v10
.Ltmp20:
	.loc	1 179 59                        ; ./samples/hipcompat.h:179:59
	v_mov_b32_e32 v10, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 180 26                        ; ./samples/hipcompat.h:180:26
	v_lshlrev_b64 v[9:10], s3, v[9:10]
.Ltmp21:
	.loc	2 34 17                         ; samples/crypto_mix/kernel.cu:34:17
	v_add_nc_u32_e32 v1, v1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	2 34 11 is_stmt 0               ; samples/crypto_mix/kernel.cu:34:11
	v_xor_b32_e32 v3, v1, v3
.Ltmp22:
	.loc	1 174 67 is_stmt 1              ; ./samples/hipcompat.h:174:67
	v_lshlrev_b32_e32 v1, 8, v3
	v_lshlrev_b32_e32 v9, 16, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 174 11 is_stmt 0              ; ./samples/hipcompat.h:174:11
	v_perm_b32 v1, v1, v11, 0xc0c0500
	v_and_or_b32 v1, 0xff0000, v8, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_and_or_b32 v1, 0xff000000, v9, v1
.Ltmp23:
	.loc	2 30 5 is_stmt 1                ; samples/crypto_mix/kernel.cu:30:5
	s_cbranch_scc1 .LBB0_8
.Ltmp24:
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: crypto_mix:c <- $vgpr2
	;DEBUG_VALUE: crypto_mix:a <- $vgpr0
	;DEBUG_VALUE: crypto_mix:a <- $vgpr0
	;DEBUG_VALUE: crypto_mix:b <- $vgpr1
	;DEBUG_VALUE: crypto_mix:c <- $vgpr2
	;DEBUG_VALUE: crypto_mix:d <- $vgpr3
	;DEBUG_VALUE: r <- undef
	;DEBUG_VALUE: quarter:a <- undef
	;DEBUG_VALUE: quarter:b <- undef
	;DEBUG_VALUE: quarter:c <- undef
	;DEBUG_VALUE: quarter:d <- undef
	.loc	2 0 5 is_stmt 0                 ; samples/crypto_mix/kernel.cu:0:5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
.Ltmp25:
	.loc	2 16 7 is_stmt 1                ; samples/crypto_mix/kernel.cu:16:7
	v_add_nc_u32_e32 v0, v1, v0
.Ltmp26:
	;DEBUG_VALUE: crypto_mix:a <- $vgpr0
	.loc	2 36 15                         ; samples/crypto_mix/kernel.cu:36:15
	s_bitcmp0_b32 s2, 0
.Ltmp27:
	;DEBUG_VALUE: __byte_perm:x <- [DW_OP_LLVM_convert 32 7, DW_OP_LLVM_convert 64 7, DW_OP_constu 549755814016, DW_OP_mul, DW_OP_constu 32, DW_OP_shr, DW_OP_LLVM_convert 64 7, DW_OP_LLVM_convert 32 7, DW_OP_stack_value] undef
	;DEBUG_VALUE: __funnelshift_l:v <- [DW_OP_LLVM_convert 32 7, DW_OP_LLVM_convert 64 7, DW_OP_constu 4294967297, DW_OP_mul, DW_OP_stack_value] undef
	;DEBUG_VALUE: __funnelshift_l:hi <- undef
	;DEBUG_VALUE: __funnelshift_l:lo <- undef
	;DEBUG_VALUE: rotl:x <- undef
	;DEBUG_VALUE: maj <- undef
	;DEBUG_VALUE: ch <- undef
	.loc	2 16 15                         ; samples/crypto_mix/kernel.cu:16:15
	v_xor_b32_e32 v3, v3, v0
.Ltmp28:
	;DEBUG_VALUE: __byte_perm:r <- undef
	;DEBUG_VALUE: n <- 2
	;DEBUG_VALUE: __byte_perm:s <- 4146
	;DEBUG_VALUE: __byte_perm:y <- 0
	;DEBUG_VALUE: __byte_perm:v <- [DW_OP_LLVM_convert 32 7, DW_OP_LLVM_convert 64 7, DW_OP_stack_value] $vgpr3
	;DEBUG_VALUE: __byte_perm:x <- $vgpr3
	;DEBUG_VALUE: crypto_mix:d <- $vgpr3
	.loc	2 0 15 is_stmt 0                ; samples/crypto_mix/kernel.cu:0:15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp29:
	.loc	1 174 67 is_stmt 1              ; ./samples/hipcompat.h:174:67
	v_lshlrev_b32_e32 v8, 16, v3
.Ltmp30:
	;DEBUG_VALUE: n <- 3
	.loc	1 174 11 is_stmt 0              ; ./samples/hipcompat.h:174:11
	v_perm_b32 v3, v3, v8, 0x3020706
.Ltmp31:
	;DEBUG_VALUE: __byte_perm:r <- $vgpr3
	;DEBUG_VALUE: n <- 4
	;DEBUG_VALUE: crypto_mix:d <- $vgpr3
	.loc	1 0 11                          ; ./samples/hipcompat.h:0:11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp32:
	.loc	2 17 7 is_stmt 1                ; samples/crypto_mix/kernel.cu:17:7
	v_add_nc_u32_e32 v2, v3, v2
.Ltmp33:
	;DEBUG_VALUE: crypto_mix:c <- $vgpr2
	.loc	2 17 15 is_stmt 0               ; samples/crypto_mix/kernel.cu:17:15
	v_xor_b32_e32 v1, v2, v1
.Ltmp34:
	;DEBUG_VALUE: __funnelshift_l:v <- undef
	;DEBUG_VALUE: __funnelshift_l:sh <- 12
	;DEBUG_VALUE: rotl:r <- 12
	;DEBUG_VALUE: __funnelshift_l:hi <- $vgpr1
	;DEBUG_VALUE: __funnelshift_l:lo <- $vgpr1
	;DEBUG_VALUE: rotl:x <- $vgpr1
	;DEBUG_VALUE: crypto_mix:b <- $vgpr1
	.loc	2 0 15                          ; samples/crypto_mix/kernel.cu:0:15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp35:
	.loc	1 180 26 is_stmt 1              ; ./samples/hipcompat.h:180:26
	v_alignbit_b32 v9, v1, v1, 20
.Ltmp36:
	;DEBUG_VALUE: crypto_mix:b <- $vgpr9
	.loc	2 18 7                          ; samples/crypto_mix/kernel.cu:18:7
	v_add_nc_u32_e32 v1, v0, v9
.Ltmp37:
	;DEBUG_VALUE: crypto_mix:a <- $vgpr1
	.loc	2 0 7 is_stmt 0                 ; samples/crypto_mix/kernel.cu:0:7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	2 18 15                         ; samples/crypto_mix/kernel.cu:18:15
	v_xor_b32_e32 v0, v1, v3
	.loc	2 18 34                         ; samples/crypto_mix/kernel.cu:18:34
	v_alignbit_b32 v3, v0, v0, 24
.Ltmp38:
	;DEBUG_VALUE: crypto_mix:d <- $vgpr3
	.loc	2 0 34                          ; samples/crypto_mix/kernel.cu:0:34
	s_delay_alu instid0(VALU_DEP_1)
	.loc	2 19 7 is_stmt 1                ; samples/crypto_mix/kernel.cu:19:7
	v_add_nc_u32_e32 v8, v3, v2
.Ltmp39:
	;DEBUG_VALUE: __funnelshift_l:sh <- [DW_OP_constu 31, DW_OP_and, DW_OP_stack_value] undef
	;DEBUG_VALUE: rotl:r <- [DW_OP_constu 31, DW_OP_and, DW_OP_stack_value] undef
	;DEBUG_VALUE: n <- 4
	;DEBUG_VALUE: __byte_perm:r <- undef
	;DEBUG_VALUE: __byte_perm:v <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_convert 32 7, DW_OP_LLVM_convert 64 7, DW_OP_constu 32, DW_OP_shl, DW_OP_LLVM_arg 0, DW_OP_constu 32, DW_OP_shr, DW_OP_or, DW_OP_stack_value] undef
	;DEBUG_VALUE: __byte_perm:s <- 20800
	;DEBUG_VALUE: __byte_perm:y <- undef
	;DEBUG_VALUE: __funnelshift_l:hi <- undef
	;DEBUG_VALUE: __funnelshift_l:lo <- undef
	;DEBUG_VALUE: rotl:x <- undef
	;DEBUG_VALUE: __funnelshift_l:v <- [DW_OP_LLVM_arg 0, DW_OP_constu 32, DW_OP_shl, DW_OP_LLVM_arg 0, DW_OP_or, DW_OP_stack_value] undef
	;DEBUG_VALUE: __funnelshift_l:sh <- 7
	;DEBUG_VALUE: rotl:r <- 7
	;DEBUG_VALUE: crypto_mix:d <- undef
	;DEBUG_VALUE: crypto_mix:c <- $vgpr8
	;DEBUG_VALUE: crypto_mix:b <- undef
	.loc	2 36 13                         ; samples/crypto_mix/kernel.cu:36:13
	s_cbranch_scc1 .LBB0_6
.Ltmp40:
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	;DEBUG_VALUE: crypto_mix:c <- $vgpr8
	;DEBUG_VALUE: crypto_mix:a <- $vgpr1
	;DEBUG_VALUE: __brev:x <- $vgpr8
	.loc	2 0 13 is_stmt 0                ; samples/crypto_mix/kernel.cu:0:13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp41:
	.loc	1 167 45 is_stmt 1              ; ./samples/hipcompat.h:167:45
	v_bfrev_b32_e32 v0, v8
.Ltmp42:
	.loc	2 37 15                         ; samples/crypto_mix/kernel.cu:37:15
	v_xor_b32_e32 v0, v0, v1
.Ltmp43:
	;DEBUG_VALUE: crypto_mix:a <- $vgpr0
	.loc	2 0 15 is_stmt 0                ; samples/crypto_mix/kernel.cu:0:15
	v_mov_b32_e32 v2, v8
.Ltmp44:
	.loc	2 36 13 is_stmt 1               ; samples/crypto_mix/kernel.cu:36:13
	s_cbranch_execnz .LBB0_3
	s_branch .LBB0_7
.Ltmp45:
.LBB0_6:                                ;   in Loop: Header=BB0_4 Depth=1
	;DEBUG_VALUE: crypto_mix:c <- $vgpr8
	;DEBUG_VALUE: rotl:r <- 7
	;DEBUG_VALUE: __funnelshift_l:sh <- 7
	;DEBUG_VALUE: __byte_perm:s <- 20800
	;DEBUG_VALUE: n <- 4
	;DEBUG_VALUE: crypto_mix:a <- $vgpr1
	;DEBUG_VALUE: rotl:r <- 12
	;DEBUG_VALUE: __funnelshift_l:sh <- 12
	;DEBUG_VALUE: n <- 4
	;DEBUG_VALUE: __byte_perm:y <- 0
	;DEBUG_VALUE: __byte_perm:s <- 4146
                                        ; implicit-def: $vgpr0
	.loc	2 0 13 is_stmt 0                ; samples/crypto_mix/kernel.cu:0:13
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v2, v8
.Ltmp46:
.LBB0_7:                                ;   in Loop: Header=BB0_4 Depth=1
	;DEBUG_VALUE: crypto_mix:c <- $vgpr8
	.loc	2 39 36 is_stmt 1               ; samples/crypto_mix/kernel.cu:39:36
	v_or_b32_e32 v0, 1, v1
.Ltmp47:
	;DEBUG_VALUE: __clz:x <- $vgpr0
	.loc	2 0 36 is_stmt 0                ; samples/crypto_mix/kernel.cu:0:36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp48:
	.loc	1 165 34 is_stmt 1              ; ./samples/hipcompat.h:165:34
	v_clz_i32_u32_e32 v0, v0
.Ltmp49:
	.loc	2 39 42                         ; samples/crypto_mix/kernel.cu:39:42
	v_mul_lo_u32 v0, 0x1010101, v0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	2 39 15 is_stmt 0               ; samples/crypto_mix/kernel.cu:39:15
	v_xor_b32_e32 v2, v8, v0
.Ltmp50:
	;DEBUG_VALUE: crypto_mix:c <- $vgpr2
	.loc	2 0 15                          ; samples/crypto_mix/kernel.cu:0:15
	v_mov_b32_e32 v0, v1
	s_branch .LBB0_3
.Ltmp51:
.LBB0_8:
	;DEBUG_VALUE: crypto_mix:c <- $vgpr2
	;DEBUG_VALUE: crypto_mix:a <- $vgpr0
	;DEBUG_VALUE: crypto_mix:stats <- undef
	;DEBUG_VALUE: crypto_mix:out <- undef
	s_delay_alu instid0(VALU_DEP_3)
.Ltmp52:
	.loc	1 166 34 is_stmt 1              ; ./samples/hipcompat.h:166:34
	v_ctz_i32_b32_e32 v8, v0
.Ltmp53:
	.loc	1 163 40                        ; ./samples/hipcompat.h:163:40
	v_bcnt_u32_b32 v9, v0, 0
.Ltmp54:
	.loc	2 44 43                         ; samples/crypto_mix/kernel.cu:44:43
	v_cmp_ne_u32_e32 vcc_lo, 0, v0
.Ltmp55:
	.loc	1 163 40                        ; ./samples/hipcompat.h:163:40
	v_bcnt_u32_b32 v10, v2, 0
.Ltmp56:
	.loc	1 174 67                        ; ./samples/hipcompat.h:174:67
	v_lshrrev_b32_e32 v11, 8, v3
.Ltmp57:
	;DEBUG_VALUE: n <- 3
	;DEBUG_VALUE: __byte_perm:r <- undef
	;DEBUG_VALUE: __popc:x <- $vgpr3
	.loc	2 44 43                         ; samples/crypto_mix/kernel.cu:44:43
	v_lshl_add_u32 v8, v8, 8, 0x100
.Ltmp58:
	.loc	1 163 40                        ; ./samples/hipcompat.h:163:40
	v_bcnt_u32_b32 v12, v3, 0
.Ltmp59:
	;DEBUG_VALUE: __ffs:x <- $vgpr0
	.loc	2 43 31                         ; samples/crypto_mix/kernel.cu:43:31
	v_bcnt_u32_b32 v9, v1, v9
	.loc	2 44 5                          ; samples/crypto_mix/kernel.cu:44:5
	v_lshlrev_b64 v[4:5], 2, v[4:5]
.Ltmp60:
	.loc	1 174 11                        ; ./samples/hipcompat.h:174:11
	v_perm_b32 v11, v2, v11, 0x7020c0c
.Ltmp61:
	;DEBUG_VALUE: n <- 4
	;DEBUG_VALUE: n <- 3
	;DEBUG_VALUE: __byte_perm:r <- $vgpr11
	.loc	2 44 43                         ; samples/crypto_mix/kernel.cu:44:43
	v_cndmask_b32_e32 v8, 0, v8, vcc_lo
	;DEBUG_VALUE: __byte_perm:v <- undef
	;DEBUG_VALUE: __byte_perm:s <- 29538
	;DEBUG_VALUE: __byte_perm:y <- $vgpr2
	;DEBUG_VALUE: __byte_perm:x <- $vgpr3
.Ltmp62:
	;DEBUG_VALUE: n <- 2
	;DEBUG_VALUE: __byte_perm:r <- 0
	.loc	2 42 5                          ; samples/crypto_mix/kernel.cu:42:5
	v_add_co_u32 v6, vcc_lo, s6, v6
	.loc	2 43 55                         ; samples/crypto_mix/kernel.cu:43:55
	v_add3_u32 v9, v9, v10, v12
.Ltmp63:
	;DEBUG_VALUE: crypto_mix:bits <- $vgpr9
	.loc	2 42 5                          ; samples/crypto_mix/kernel.cu:42:5
	v_add_co_ci_u32_e32 v7, vcc_lo, s7, v7, vcc_lo
	.loc	2 44 5                          ; samples/crypto_mix/kernel.cu:44:5
	v_add_co_u32 v4, vcc_lo, s0, v4
	s_delay_alu instid0(VALU_DEP_3)
	.loc	2 44 49 is_stmt 0               ; samples/crypto_mix/kernel.cu:44:49
	v_or3_b32 v8, v9, v8, v11
	.loc	2 44 5                          ; samples/crypto_mix/kernel.cu:44:5
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v5, vcc_lo
	.loc	2 42 12 is_stmt 1               ; samples/crypto_mix/kernel.cu:42:12
	global_store_b128 v[6:7], v[0:3], off
	;DEBUG_VALUE: __popc:x <- undef
.Ltmp64:
	;DEBUG_VALUE: __popc:x <- undef
	;DEBUG_VALUE: __popc:x <- undef
	.loc	2 44 14                         ; samples/crypto_mix/kernel.cu:44:14
	global_store_b32 v[4:5], v8, off
.Ltmp65:
.LBB0_9:
	.loc	2 45 1                          ; samples/crypto_mix/kernel.cu:45:1
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp66:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10crypto_mixPK5uint4PS_Pjiij
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
	.size	_Z10crypto_mixPK5uint4PS_Pjiij, .Lfunc_end0-_Z10crypto_mixPK5uint4PS_Pjiij
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 628
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
	.type	__hip_cuid_76ec47286347fc4c,@object ; @__hip_cuid_76ec47286347fc4c
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_76ec47286347fc4c
__hip_cuid_76ec47286347fc4c:
	.byte	0                               ; 0x0
	.size	__hip_cuid_76ec47286347fc4c, 1

	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	13                              ; Offset entry count
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
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	144                             ; DW_OP_regx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	147                             ; DW_OP_piece
	.byte	4                               ; 4
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	137                             ; 1545
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	129                             ; 1537
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	128                             ; 1536
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	130                             ; 1538
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	136                             ; 1544
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	130                             ; 1538
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc6:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc7:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc8:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	15                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	0                               ; 0
	.byte	168                             ; DW_OP_convert
	.asciz	"\253\200\200"                  ; 
	.byte	168                             ; DW_OP_convert
	.asciz	"\257\200\200"                  ; 
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc9:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	131                             ; 1539
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc10:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc11:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp61-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	139                             ; 1547
	.byte	12                              ; 
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc12:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	137                             ; 1545
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
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
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
	.byte	16                              ; DW_TAG_reference_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
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
	.byte	13                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
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
	.byte	19                              ; Abbreviation Code
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
	.byte	20                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	21                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	28                              ; DW_AT_const_value
	.byte	15                              ; DW_FORM_udata
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	22                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	23                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	24                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	25                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	28                              ; DW_AT_const_value
	.byte	13                              ; DW_FORM_sdata
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	26                              ; Abbreviation Code
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
	.byte	27                              ; Abbreviation Code
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
	.ascii	"\210\001"                      ; DW_AT_alignment
	.byte	15                              ; DW_FORM_udata
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	28                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0x3b6 DW_TAG_compile_unit
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
	.byte	43                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x2f:0x4 DW_TAG_base_type
	.byte	42                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x33:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x37:0x5 DW_TAG_pointer_type
	.long	60                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x3c:0x5 DW_TAG_const_type
	.long	65                              ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x41:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x45:0x5 DW_TAG_pointer_type
	.long	74                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x4a:0x5 DW_TAG_const_type
	.long	79                              ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x4f:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x53:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	5                               ; Abbrev [5] 0x57:0x12 DW_TAG_subprogram
	.byte	7                               ; DW_AT_linkage_name
	.byte	8                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	85                              ; DW_AT_decl_line
	.long	105                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	6                               ; Abbrev [6] 0x60:0x8 DW_TAG_variable
	.byte	13                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	87                              ; DW_AT_decl_line
	.long	55                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x69:0x22 DW_TAG_structure_type
	.byte	5                               ; DW_AT_calling_convention
	.byte	12                              ; DW_AT_name
	.byte	12                              ; DW_AT_byte_size
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; Abbrev [8] 0x6f:0x9 DW_TAG_member
	.byte	9                               ; DW_AT_name
	.long	51                              ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	8                               ; Abbrev [8] 0x78:0x9 DW_TAG_member
	.byte	10                              ; DW_AT_name
	.long	51                              ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	8                               ; Abbrev [8] 0x81:0x9 DW_TAG_member
	.byte	11                              ; DW_AT_name
	.long	51                              ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x8b:0x26 DW_TAG_subprogram
	.byte	14                              ; DW_AT_linkage_name
	.byte	15                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
                                        ; DW_AT_external
                                        ; DW_AT_inline
	.byte	10                              ; Abbrev [10] 0x90:0x8 DW_TAG_formal_parameter
	.byte	16                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	177                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x98:0x8 DW_TAG_formal_parameter
	.byte	17                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	177                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xa0:0x8 DW_TAG_formal_parameter
	.byte	18                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	177                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xa8:0x8 DW_TAG_formal_parameter
	.byte	19                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	177                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0xb1:0x5 DW_TAG_reference_type
	.long	51                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xb6:0x2a DW_TAG_subprogram
	.byte	20                              ; DW_AT_linkage_name
	.byte	21                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	177                             ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	10                              ; Abbrev [10] 0xbf:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	177                             ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xc7:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	177                             ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xcf:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	177                             ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0xd7:0x8 DW_TAG_variable
	.byte	25                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	179                             ; DW_AT_decl_line
	.long	83                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	12                              ; Abbrev [12] 0xe0:0x1a DW_TAG_subprogram
	.byte	26                              ; DW_AT_linkage_name
	.byte	27                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
                                        ; DW_AT_external
                                        ; DW_AT_inline
	.byte	10                              ; Abbrev [10] 0xe9:0x8 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xf1:0x8 DW_TAG_formal_parameter
	.byte	28                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	250                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0xfa:0x4 DW_TAG_base_type
	.byte	29                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	5                               ; Abbrev [5] 0xfe:0x3c DW_TAG_subprogram
	.byte	30                              ; DW_AT_linkage_name
	.byte	31                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	169                             ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	10                              ; Abbrev [10] 0x107:0x8 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	169                             ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x10f:0x8 DW_TAG_formal_parameter
	.byte	10                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	169                             ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x117:0x8 DW_TAG_formal_parameter
	.byte	32                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	169                             ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x11f:0x8 DW_TAG_variable
	.byte	28                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	172                             ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x127:0x8 DW_TAG_variable
	.byte	25                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	171                             ; DW_AT_decl_line
	.long	83                              ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x12f:0xa DW_TAG_lexical_block
	.byte	6                               ; Abbrev [6] 0x130:0x8 DW_TAG_variable
	.byte	33                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	173                             ; DW_AT_decl_line
	.long	250                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x13a:0x12 DW_TAG_subprogram
	.byte	34                              ; DW_AT_linkage_name
	.byte	35                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	167                             ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
                                        ; DW_AT_inline
	.byte	10                              ; Abbrev [10] 0x143:0x8 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	167                             ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x14c:0x12 DW_TAG_subprogram
	.byte	36                              ; DW_AT_linkage_name
	.byte	37                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	165                             ; DW_AT_decl_line
	.long	250                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	10                              ; Abbrev [10] 0x155:0x8 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	165                             ; DW_AT_decl_line
	.long	250                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x15e:0x12 DW_TAG_subprogram
	.byte	38                              ; DW_AT_linkage_name
	.byte	39                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	166                             ; DW_AT_decl_line
	.long	250                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	10                              ; Abbrev [10] 0x167:0x8 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	166                             ; DW_AT_decl_line
	.long	250                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x170:0x12 DW_TAG_subprogram
	.byte	40                              ; DW_AT_linkage_name
	.byte	41                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	163                             ; DW_AT_decl_line
	.long	250                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	10                              ; Abbrev [10] 0x179:0x8 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	163                             ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	14                              ; Abbrev [14] 0x182:0x1f0 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	44                              ; DW_AT_linkage_name
	.byte	45                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	10                              ; Abbrev [10] 0x18c:0x8 DW_TAG_formal_parameter
	.byte	49                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	926                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x194:0x8 DW_TAG_formal_parameter
	.byte	50                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	941                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x19c:0x8 DW_TAG_formal_parameter
	.byte	51                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	951                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x1a4:0x8 DW_TAG_formal_parameter
	.byte	33                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	250                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x1ac:0x8 DW_TAG_formal_parameter
	.byte	52                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	250                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x1b4:0x8 DW_TAG_formal_parameter
	.byte	53                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x1bc:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	25                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	27                              ; DW_AT_decl_line
	.long	882                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x1c5:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	17                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x1ce:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	16                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x1d7:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	18                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x1e0:0x9 DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x1e9:0x9 DW_TAG_variable
	.byte	12                              ; DW_AT_location
	.byte	48                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	43                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x1f2:0x8 DW_TAG_variable
	.byte	54                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.long	250                             ; DW_AT_type
	.byte	16                              ; Abbrev [16] 0x1fa:0xd DW_TAG_inlined_subroutine
	.long	87                              ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_low_pc
	.long	.Ltmp0-.Lfunc_begin0            ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	25                              ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	17                              ; Abbrev [17] 0x207:0x113 DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.byte	15                              ; Abbrev [15] 0x209:0x9 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.byte	28                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	30                              ; DW_AT_decl_line
	.long	250                             ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0x212:0x107 DW_TAG_lexical_block
	.byte	1                               ; DW_AT_ranges
	.byte	6                               ; Abbrev [6] 0x214:0x8 DW_TAG_variable
	.byte	55                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	32                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x21c:0x8 DW_TAG_variable
	.byte	56                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x224:0xa2 DW_TAG_inlined_subroutine
	.long	139                             ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	31                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	19                              ; Abbrev [19] 0x22d:0x1b DW_TAG_inlined_subroutine
	.long	224                             ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp17-.Ltmp16                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	19                              ; DW_AT_call_line
	.byte	25                              ; DW_AT_call_column
	.byte	16                              ; Abbrev [16] 0x23a:0xd DW_TAG_inlined_subroutine
	.long	182                             ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp17-.Ltmp16                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	11                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	19                              ; Abbrev [19] 0x248:0x3a DW_TAG_inlined_subroutine
	.long	254                             ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp32-.Ltmp29                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	16                              ; DW_AT_call_line
	.byte	25                              ; DW_AT_call_column
	.byte	20                              ; Abbrev [20] 0x255:0x6 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_location
	.long	263                             ; DW_AT_abstract_origin
	.byte	21                              ; Abbrev [21] 0x25b:0x6 DW_TAG_formal_parameter
	.byte	0                               ; DW_AT_const_value
	.long	271                             ; DW_AT_abstract_origin
	.byte	21                              ; Abbrev [21] 0x261:0x7 DW_TAG_formal_parameter
	.ascii	"\262 "                         ; DW_AT_const_value
	.long	279                             ; DW_AT_abstract_origin
	.byte	22                              ; Abbrev [22] 0x268:0x6 DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.long	287                             ; DW_AT_abstract_origin
	.byte	22                              ; Abbrev [22] 0x26e:0x6 DW_TAG_variable
	.byte	8                               ; DW_AT_location
	.long	295                             ; DW_AT_abstract_origin
	.byte	23                              ; Abbrev [23] 0x274:0xd DW_TAG_lexical_block
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp32-.Ltmp29                 ; DW_AT_high_pc
	.byte	22                              ; Abbrev [22] 0x27a:0x6 DW_TAG_variable
	.byte	7                               ; DW_AT_location
	.long	304                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	19                              ; Abbrev [19] 0x282:0x43 DW_TAG_inlined_subroutine
	.long	224                             ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp36-.Ltmp35                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	17                              ; DW_AT_call_line
	.byte	25                              ; DW_AT_call_column
	.byte	24                              ; Abbrev [24] 0x28f:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\201\f"
	.long	233                             ; DW_AT_abstract_origin
	.byte	25                              ; Abbrev [25] 0x298:0x6 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_const_value
	.long	241                             ; DW_AT_abstract_origin
	.byte	19                              ; Abbrev [19] 0x29e:0x26 DW_TAG_inlined_subroutine
	.long	182                             ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp36-.Ltmp35                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	11                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	24                              ; Abbrev [24] 0x2ab:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\201\f"
	.long	191                             ; DW_AT_abstract_origin
	.byte	24                              ; Abbrev [24] 0x2b4:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\201\f"
	.long	199                             ; DW_AT_abstract_origin
	.byte	21                              ; Abbrev [21] 0x2bd:0x6 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_const_value
	.long	207                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	26                              ; Abbrev [26] 0x2c6:0x9 DW_TAG_inlined_subroutine
	.long	254                             ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	35                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	19                              ; Abbrev [19] 0x2cf:0x1b DW_TAG_inlined_subroutine
	.long	224                             ; DW_AT_abstract_origin
	.byte	4                               ; DW_AT_low_pc
	.long	.Ltmp21-.Ltmp20                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	34                              ; DW_AT_call_line
	.byte	19                              ; DW_AT_call_column
	.byte	16                              ; Abbrev [16] 0x2dc:0xd DW_TAG_inlined_subroutine
	.long	182                             ; DW_AT_abstract_origin
	.byte	4                               ; DW_AT_low_pc
	.long	.Ltmp21-.Ltmp20                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	11                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	19                              ; Abbrev [19] 0x2ea:0x17 DW_TAG_inlined_subroutine
	.long	314                             ; DW_AT_abstract_origin
	.byte	5                               ; DW_AT_low_pc
	.long	.Ltmp42-.Ltmp41                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	37                              ; DW_AT_call_line
	.byte	18                              ; DW_AT_call_column
	.byte	24                              ; Abbrev [24] 0x2f7:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\210\f"
	.long	323                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	19                              ; Abbrev [19] 0x301:0x17 DW_TAG_inlined_subroutine
	.long	332                             ; DW_AT_abstract_origin
	.byte	6                               ; DW_AT_low_pc
	.long	.Ltmp49-.Ltmp48                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	28                              ; DW_AT_call_column
	.byte	24                              ; Abbrev [24] 0x30e:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\200\f"
	.long	341                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0x31a:0xd DW_TAG_inlined_subroutine
	.long	350                             ; DW_AT_abstract_origin
	.byte	7                               ; DW_AT_low_pc
	.long	.Ltmp53-.Ltmp52                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	44                              ; DW_AT_call_line
	.byte	34                              ; DW_AT_call_column
	.byte	16                              ; Abbrev [16] 0x327:0xd DW_TAG_inlined_subroutine
	.long	368                             ; DW_AT_abstract_origin
	.byte	8                               ; DW_AT_low_pc
	.long	.Ltmp54-.Ltmp53                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	43                              ; DW_AT_call_line
	.byte	21                              ; DW_AT_call_column
	.byte	16                              ; Abbrev [16] 0x334:0xd DW_TAG_inlined_subroutine
	.long	368                             ; DW_AT_abstract_origin
	.byte	9                               ; DW_AT_low_pc
	.long	.Ltmp56-.Ltmp55                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	43                              ; DW_AT_call_line
	.byte	45                              ; DW_AT_call_column
	.byte	18                              ; Abbrev [18] 0x341:0x19 DW_TAG_inlined_subroutine
	.long	254                             ; DW_AT_abstract_origin
	.byte	4                               ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	44                              ; DW_AT_call_line
	.byte	52                              ; DW_AT_call_column
	.byte	22                              ; Abbrev [22] 0x34a:0x6 DW_TAG_variable
	.byte	11                              ; DW_AT_location
	.long	287                             ; DW_AT_abstract_origin
	.byte	17                              ; Abbrev [17] 0x350:0x9 DW_TAG_lexical_block
	.byte	5                               ; DW_AT_ranges
	.byte	22                              ; Abbrev [22] 0x352:0x6 DW_TAG_variable
	.byte	10                              ; DW_AT_location
	.long	304                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	19                              ; Abbrev [19] 0x35a:0x17 DW_TAG_inlined_subroutine
	.long	368                             ; DW_AT_abstract_origin
	.byte	10                              ; DW_AT_low_pc
	.long	.Ltmp59-.Ltmp58                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	43                              ; DW_AT_call_line
	.byte	57                              ; DW_AT_call_column
	.byte	24                              ; Abbrev [24] 0x367:0x9 DW_TAG_formal_parameter
	.byte	3                               ; DW_AT_location
	.byte	144
	.ascii	"\203\f"
	.long	377                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	27                              ; Abbrev [27] 0x372:0x2c DW_TAG_structure_type
	.byte	5                               ; DW_AT_calling_convention
	.byte	47                              ; DW_AT_name
	.byte	16                              ; DW_AT_byte_size
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	16                              ; DW_AT_alignment
	.byte	8                               ; Abbrev [8] 0x379:0x9 DW_TAG_member
	.byte	9                               ; DW_AT_name
	.long	51                              ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	8                               ; Abbrev [8] 0x382:0x9 DW_TAG_member
	.byte	10                              ; DW_AT_name
	.long	51                              ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	8                               ; Abbrev [8] 0x38b:0x9 DW_TAG_member
	.byte	11                              ; DW_AT_name
	.long	51                              ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_data_member_location
	.byte	8                               ; Abbrev [8] 0x394:0x9 DW_TAG_member
	.byte	46                              ; DW_AT_name
	.long	51                              ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	12                              ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	28                              ; Abbrev [28] 0x39e:0x5 DW_TAG_restrict_type
	.long	931                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x3a3:0x5 DW_TAG_pointer_type
	.long	936                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x3a8:0x5 DW_TAG_const_type
	.long	882                             ; DW_AT_type
	.byte	28                              ; Abbrev [28] 0x3ad:0x5 DW_TAG_restrict_type
	.long	946                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x3b2:0x5 DW_TAG_pointer_type
	.long	882                             ; DW_AT_type
	.byte	28                              ; Abbrev [28] 0x3b7:0x5 DW_TAG_restrict_type
	.long	956                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x3bc:0x5 DW_TAG_pointer_type
	.long	51                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	6                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
	.long	.Ldebug_ranges1-.Lrnglists_table_base0
	.long	.Ldebug_ranges2-.Lrnglists_table_base0
	.long	.Ldebug_ranges3-.Lrnglists_table_base0
	.long	.Ldebug_ranges4-.Lrnglists_table_base0
	.long	.Ldebug_ranges5-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges2:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges3:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges4:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp61-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges5:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp61-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	232                             ; Length of String Offsets Set
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
	.asciz	"unsigned int"                  ; string offset=44
.Linfo_string4:
	.asciz	"unsigned short"                ; string offset=57
.Linfo_string5:
	.asciz	"char"                          ; string offset=72
.Linfo_string6:
	.asciz	"unsigned long long"            ; string offset=77
.Linfo_string7:
	.asciz	"_ZL12ws_block_dimv"            ; string offset=96
.Linfo_string8:
	.asciz	"ws_block_dim"                  ; string offset=115
.Linfo_string9:
	.asciz	"x"                             ; string offset=128
.Linfo_string10:
	.asciz	"y"                             ; string offset=130
.Linfo_string11:
	.asciz	"z"                             ; string offset=132
.Linfo_string12:
	.asciz	"uint3"                         ; string offset=134
.Linfo_string13:
	.asciz	"g"                             ; string offset=140
.Linfo_string14:
	.asciz	"_Z7quarterRjS_S_S_"            ; string offset=142
.Linfo_string15:
	.asciz	"quarter"                       ; string offset=161
.Linfo_string16:
	.asciz	"a"                             ; string offset=169
.Linfo_string17:
	.asciz	"b"                             ; string offset=171
.Linfo_string18:
	.asciz	"c"                             ; string offset=173
.Linfo_string19:
	.asciz	"d"                             ; string offset=175
.Linfo_string20:
	.asciz	"_ZL15__funnelshift_ljjj"       ; string offset=177
.Linfo_string21:
	.asciz	"__funnelshift_l"               ; string offset=201
.Linfo_string22:
	.asciz	"lo"                            ; string offset=217
.Linfo_string23:
	.asciz	"hi"                            ; string offset=220
.Linfo_string24:
	.asciz	"sh"                            ; string offset=223
.Linfo_string25:
	.asciz	"v"                             ; string offset=226
.Linfo_string26:
	.asciz	"_Z4rotlji"                     ; string offset=228
.Linfo_string27:
	.asciz	"rotl"                          ; string offset=238
.Linfo_string28:
	.asciz	"r"                             ; string offset=243
.Linfo_string29:
	.asciz	"int"                           ; string offset=245
.Linfo_string30:
	.asciz	"_ZL11__byte_permjjj"           ; string offset=249
.Linfo_string31:
	.asciz	"__byte_perm"                   ; string offset=269
.Linfo_string32:
	.asciz	"s"                             ; string offset=281
.Linfo_string33:
	.asciz	"n"                             ; string offset=283
.Linfo_string34:
	.asciz	"_ZL6__brevj"                   ; string offset=285
.Linfo_string35:
	.asciz	"__brev"                        ; string offset=297
.Linfo_string36:
	.asciz	"_ZL5__clzi"                    ; string offset=304
.Linfo_string37:
	.asciz	"__clz"                         ; string offset=315
.Linfo_string38:
	.asciz	"_ZL5__ffsi"                    ; string offset=321
.Linfo_string39:
	.asciz	"__ffs"                         ; string offset=332
.Linfo_string40:
	.asciz	"_ZL6__popcj"                   ; string offset=338
.Linfo_string41:
	.asciz	"__popc"                        ; string offset=350
.Linfo_string42:
	.asciz	"DW_ATE_unsigned_64"            ; string offset=357
.Linfo_string43:
	.asciz	"DW_ATE_unsigned_32"            ; string offset=376
.Linfo_string44:
	.asciz	"_Z10crypto_mixPK5uint4PS_Pjiij" ; string offset=395
.Linfo_string45:
	.asciz	"crypto_mix"                    ; string offset=426
.Linfo_string46:
	.asciz	"w"                             ; string offset=437
.Linfo_string47:
	.asciz	"uint4"                         ; string offset=439
.Linfo_string48:
	.asciz	"bits"                          ; string offset=445
.Linfo_string49:
	.asciz	"in"                            ; string offset=450
.Linfo_string50:
	.asciz	"out"                           ; string offset=453
.Linfo_string51:
	.asciz	"stats"                         ; string offset=457
.Linfo_string52:
	.asciz	"rounds"                        ; string offset=463
.Linfo_string53:
	.asciz	"key"                           ; string offset=470
.Linfo_string54:
	.asciz	"i"                             ; string offset=474
.Linfo_string55:
	.asciz	"ch"                            ; string offset=476
.Linfo_string56:
	.asciz	"maj"                           ; string offset=479
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
	.long	.Linfo_string51
	.long	.Linfo_string52
	.long	.Linfo_string53
	.long	.Linfo_string54
	.long	.Linfo_string55
	.long	.Linfo_string56
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Ltmp16
	.quad	.Ltmp29
	.quad	.Ltmp35
	.quad	.Ltmp20
	.quad	.Ltmp41
	.quad	.Ltmp48
	.quad	.Ltmp52
	.quad	.Ltmp53
	.quad	.Ltmp55
	.quad	.Ltmp58
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_76ec47286347fc4c
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
    .name:           _Z10crypto_mixPK5uint4PS_Pjiij
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         _Z10crypto_mixPK5uint4PS_Pjiij.kd
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
