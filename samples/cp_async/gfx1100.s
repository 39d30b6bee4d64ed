	.text
	.file	0 "." "-" md5 0xc21ec2f746330e1b2d9e0d54b95d852d
	.file	1 "./samples" "hipcompat.h" md5 0x0e396cd9ec6a1daf8abc9bf26c609293
	.file	2 "samples/cp_async" "kernel.cu"
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	_Z12pipeline_sumPK6float4PK6float2PKiPfii ; -- Begin function _Z12pipeline_sumPK6float4PK6float2PKiPfii
	.globl	_Z12pipeline_sumPK6float4PK6float2PKiPfii
	.p2align	8
	.type	_Z12pipeline_sumPK6float4PK6float2PKiPfii,@function
_Z12pipeline_sumPK6float4PK6float2PKiPfii: ; @_Z12pipeline_sumPK6float4PK6float2PKiPfii
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	1 77 23 prologue_end            ; ./samples/hipcompat.h:77:23
	s_clause 0x1
	s_load_b64 s[8:9], s[0:1], 0x20
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	s_load_b64 s[10:11], s[0:1], 0x0
.Ltmp0:
	.loc	2 28 19                         ; samples/cp_async/kernel.cu:28:19
	s_lshl_b32 s12, s15, 6
	.loc	2 30 34                         ; samples/cp_async/kernel.cu:30:34
	v_lshlrev_b32_e32 v6, 4, v0
	.loc	2 28 29                         ; samples/cp_async/kernel.cu:28:29
	v_add_nc_u32_e32 v5, s12, v0
.Ltmp1:
	;DEBUG_VALUE: g <- $vgpr5
	.loc	2 30 53                         ; samples/cp_async/kernel.cu:30:53
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_i32_e32 vcc_lo, s8, v5
	.loc	2 30 51 is_stmt 0               ; samples/cp_async/kernel.cu:30:51
	v_cndmask_b32_e32 v1, 0, v5, vcc_lo
	.loc	2 30 53                         ; samples/cp_async/kernel.cu:30:53
	v_cmp_le_i32_e32 vcc_lo, s8, v5
	.loc	2 30 48                         ; samples/cp_async/kernel.cu:30:48
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 4, v[1:2]
	v_add_co_u32 v3, s2, s10, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v4, s2, s11, v4, s2
	s_mov_b32 s2, 0
.Ltmp2:
	;DEBUG_VALUE: k <- 0
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.file	3 "samples/hipcompat" "cuda_pipeline.h" md5 0x194dea2b7607fed849c47c917c832c6d
	.loc	3 14 16 is_stmt 1               ; samples/hipcompat/cuda_pipeline.h:14:16
	s_and_saveexec_b32 s3, vcc_lo
	s_xor_b32 s3, exec_lo, s3
	s_cbranch_execz .LBB0_2
.Ltmp3:
; %bb.1:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	;DEBUG_VALUE: k <- 0
	;DEBUG_VALUE: g <- $vgpr5
	.loc	3 0 16 is_stmt 0                ; samples/hipcompat/cuda_pipeline.h:0:16
	v_mov_b32_e32 v5, 0
.Ltmp4:
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v5
.Ltmp5:
	;DEBUG_VALUE: k <- 1
.LBB0_2:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_or_saveexec_b32 s3, s3
	;DEBUG_VALUE: pipeline_sum:in <- undef
	;DEBUG_VALUE: pipeline_sum:pairs <- undef
	;DEBUG_VALUE: pipeline_sum:idx <- undef
	;DEBUG_VALUE: pipeline_sum:out <- undef
	v_mov_b32_e32 v5, s2
	s_xor_b32 exec_lo, exec_lo, s3
	s_cbranch_execz .LBB0_4
.Ltmp6:
; %bb.3:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 35                         ; samples/hipcompat/cuda_pipeline.h:14:35
	global_load_u16 v7, v[3:4], off
	s_waitcnt vmcnt(0)
	v_lshrrev_b16 v5, 8, v7
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v7
.Ltmp7:
	;DEBUG_VALUE: k <- 1
.LBB0_4:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 14                          ; samples/hipcompat/cuda_pipeline.h:0:14
	s_or_b32 exec_lo, exec_lo, s3
.Ltmp8:
	;DEBUG_VALUE: pipeline_sum:in <- undef
	;DEBUG_VALUE: pipeline_sum:pairs <- undef
	;DEBUG_VALUE: pipeline_sum:idx <- undef
	;DEBUG_VALUE: pipeline_sum:out <- undef
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v5 offset:1
.Ltmp9:
	;DEBUG_VALUE: k <- 2
                                        ; implicit-def: $sgpr3
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_and_saveexec_b32 s2, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB0_6
.Ltmp10:
; %bb.5:
	;DEBUG_VALUE: k <- 2
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 16                          ; samples/hipcompat/cuda_pipeline.h:0:16
	v_mov_b32_e32 v5, 0
	s_mov_b32 s3, 0
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v5 offset:2
.Ltmp11:
	;DEBUG_VALUE: k <- 3
.LBB0_6:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_or_saveexec_b32 s2, s2
.Ltmp12:
	;DEBUG_VALUE: pipeline_sum:in <- undef
	;DEBUG_VALUE: pipeline_sum:pairs <- undef
	;DEBUG_VALUE: pipeline_sum:idx <- undef
	;DEBUG_VALUE: pipeline_sum:out <- undef
	v_mov_b32_e32 v5, s3
	s_xor_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB0_8
.Ltmp13:
; %bb.7:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 35                         ; samples/hipcompat/cuda_pipeline.h:14:35
	global_load_u16 v7, v[3:4], off offset:2
	s_waitcnt vmcnt(0)
	v_lshrrev_b16 v5, 8, v7
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v7 offset:2
.Ltmp14:
	;DEBUG_VALUE: k <- 3
.LBB0_8:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 14                          ; samples/hipcompat/cuda_pipeline.h:0:14
	s_or_b32 exec_lo, exec_lo, s2
.Ltmp15:
	;DEBUG_VALUE: pipeline_sum:in <- undef
	;DEBUG_VALUE: pipeline_sum:pairs <- undef
	;DEBUG_VALUE: pipeline_sum:idx <- undef
	;DEBUG_VALUE: pipeline_sum:out <- undef
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v5 offset:3
.Ltmp16:
	;DEBUG_VALUE: k <- 4
                                        ; implicit-def: $sgpr3
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_and_saveexec_b32 s2, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB0_10
.Ltmp17:
; %bb.9:
	;DEBUG_VALUE: k <- 4
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 16                          ; samples/hipcompat/cuda_pipeline.h:0:16
	v_mov_b32_e32 v5, 0
	s_mov_b32 s3, 0
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v5 offset:4
.Ltmp18:
	;DEBUG_VALUE: k <- 5
.LBB0_10:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_or_saveexec_b32 s2, s2
.Ltmp19:
	;DEBUG_VALUE: pipeline_sum:in <- undef
	;DEBUG_VALUE: pipeline_sum:pairs <- undef
	;DEBUG_VALUE: pipeline_sum:idx <- undef
	;DEBUG_VALUE: pipeline_sum:out <- undef
	v_mov_b32_e32 v5, s3
	s_xor_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB0_12
.Ltmp20:
; %bb.11:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 35                         ; samples/hipcompat/cuda_pipeline.h:14:35
	global_load_u16 v7, v[3:4], off offset:4
	s_waitcnt vmcnt(0)
	v_lshrrev_b16 v5, 8, v7
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v7 offset:4
.Ltmp21:
	;DEBUG_VALUE: k <- 5
.LBB0_12:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 14                          ; samples/hipcompat/cuda_pipeline.h:0:14
	s_or_b32 exec_lo, exec_lo, s2
.Ltmp22:
	;DEBUG_VALUE: pipeline_sum:in <- undef
	;DEBUG_VALUE: pipeline_sum:pairs <- undef
	;DEBUG_VALUE: pipeline_sum:idx <- undef
	;DEBUG_VALUE: pipeline_sum:out <- undef
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v5 offset:5
.Ltmp23:
	;DEBUG_VALUE: k <- 6
                                        ; implicit-def: $sgpr3
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_and_saveexec_b32 s2, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB0_14
.Ltmp24:
; %bb.13:
	;DEBUG_VALUE: k <- 6
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 16                          ; samples/hipcompat/cuda_pipeline.h:0:16
	v_mov_b32_e32 v5, 0
	s_mov_b32 s3, 0
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v5 offset:6
.Ltmp25:
	;DEBUG_VALUE: k <- 7
.LBB0_14:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_or_saveexec_b32 s2, s2
.Ltmp26:
	;DEBUG_VALUE: pipeline_sum:in <- undef
	;DEBUG_VALUE: pipeline_sum:pairs <- undef
	;DEBUG_VALUE: pipeline_sum:idx <- undef
	;DEBUG_VALUE: pipeline_sum:out <- undef
	v_mov_b32_e32 v5, s3
	s_xor_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB0_16
.Ltmp27:
; %bb.15:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 35                         ; samples/hipcompat/cuda_pipeline.h:14:35
	global_load_u16 v7, v[3:4], off offset:6
	s_waitcnt vmcnt(0)
	v_lshrrev_b16 v5, 8, v7
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v7 offset:6
.Ltmp28:
	;DEBUG_VALUE: k <- 7
.LBB0_16:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 14                          ; samples/hipcompat/cuda_pipeline.h:0:14
	s_or_b32 exec_lo, exec_lo, s2
.Ltmp29:
	;DEBUG_VALUE: pipeline_sum:in <- undef
	;DEBUG_VALUE: pipeline_sum:pairs <- undef
	;DEBUG_VALUE: pipeline_sum:idx <- undef
	;DEBUG_VALUE: pipeline_sum:out <- undef
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v5 offset:7
.Ltmp30:
	;DEBUG_VALUE: k <- 8
                                        ; implicit-def: $sgpr3
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_and_saveexec_b32 s2, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB0_18
.Ltmp31:
; %bb.17:
	;DEBUG_VALUE: k <- 8
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 16                          ; samples/hipcompat/cuda_pipeline.h:0:16
	v_mov_b32_e32 v5, 0
	s_mov_b32 s3, 0
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v5 offset:8
.Ltmp32:
	;DEBUG_VALUE: k <- 9
.LBB0_18:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_or_saveexec_b32 s2, s2
.Ltmp33:
	;DEBUG_VALUE: pipeline_sum:in <- undef
	;DEBUG_VALUE: pipeline_sum:pairs <- undef
	;DEBUG_VALUE: pipeline_sum:idx <- undef
	;DEBUG_VALUE: pipeline_sum:out <- undef
	v_mov_b32_e32 v5, s3
	s_xor_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB0_20
.Ltmp34:
; %bb.19:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 35                         ; samples/hipcompat/cuda_pipeline.h:14:35
	global_load_u16 v7, v[3:4], off offset:8
	s_waitcnt vmcnt(0)
	v_lshrrev_b16 v5, 8, v7
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v7 offset:8
.Ltmp35:
	;DEBUG_VALUE: k <- 9
.LBB0_20:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 14                          ; samples/hipcompat/cuda_pipeline.h:0:14
	s_or_b32 exec_lo, exec_lo, s2
.Ltmp36:
	;DEBUG_VALUE: pipeline_sum:in <- undef
	;DEBUG_VALUE: pipeline_sum:pairs <- undef
	;DEBUG_VALUE: pipeline_sum:idx <- undef
	;DEBUG_VALUE: pipeline_sum:out <- undef
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v5 offset:9
.Ltmp37:
	;DEBUG_VALUE: k <- 10
                                        ; implicit-def: $sgpr3
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_and_saveexec_b32 s2, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB0_22
.Ltmp38:
; %bb.21:
	;DEBUG_VALUE: k <- 10
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 16                          ; samples/hipcompat/cuda_pipeline.h:0:16
	v_mov_b32_e32 v5, 0
	s_mov_b32 s3, 0
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v5 offset:10
.Ltmp39:
	;DEBUG_VALUE: k <- 11
.LBB0_22:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_or_saveexec_b32 s2, s2
.Ltmp40:
	;DEBUG_VALUE: pipeline_sum:in <- undef
	;DEBUG_VALUE: pipeline_sum:pairs <- undef
	;DEBUG_VALUE: pipeline_sum:idx <- undef
	;DEBUG_VALUE: pipeline_sum:out <- undef
	v_mov_b32_e32 v5, s3
	s_xor_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB0_24
.Ltmp41:
; %bb.23:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 35                         ; samples/hipcompat/cuda_pipeline.h:14:35
	global_load_u16 v7, v[3:4], off offset:10
	s_waitcnt vmcnt(0)
	v_lshrrev_b16 v5, 8, v7
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v7 offset:10
.Ltmp42:
	;DEBUG_VALUE: k <- 11
.LBB0_24:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 14                          ; samples/hipcompat/cuda_pipeline.h:0:14
	s_or_b32 exec_lo, exec_lo, s2
.Ltmp43:
	;DEBUG_VALUE: pipeline_sum:in <- undef
	;DEBUG_VALUE: pipeline_sum:pairs <- undef
	;DEBUG_VALUE: pipeline_sum:idx <- undef
	;DEBUG_VALUE: pipeline_sum:out <- undef
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v5 offset:11
.Ltmp44:
	;DEBUG_VALUE: k <- 12
                                        ; implicit-def: $sgpr3
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_and_saveexec_b32 s2, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB0_26
.Ltmp45:
; %bb.25:
	;DEBUG_VALUE: k <- 12
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 16                          ; samples/hipcompat/cuda_pipeline.h:0:16
	v_mov_b32_e32 v5, 0
	s_mov_b32 s3, 0
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v5 offset:12
.Ltmp46:
	;DEBUG_VALUE: k <- 13
.LBB0_26:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_or_saveexec_b32 s2, s2
.Ltmp47:
	;DEBUG_VALUE: pipeline_sum:in <- undef
	;DEBUG_VALUE: pipeline_sum:pairs <- undef
	;DEBUG_VALUE: pipeline_sum:idx <- undef
	;DEBUG_VALUE: pipeline_sum:out <- undef
	v_mov_b32_e32 v5, s3
	s_xor_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB0_28
.Ltmp48:
; %bb.27:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 35                         ; samples/hipcompat/cuda_pipeline.h:14:35
	global_load_u16 v7, v[3:4], off offset:12
	s_waitcnt vmcnt(0)
	v_lshrrev_b16 v5, 8, v7
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v7 offset:12
.Ltmp49:
	;DEBUG_VALUE: k <- 13
.LBB0_28:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 14                          ; samples/hipcompat/cuda_pipeline.h:0:14
	s_or_b32 exec_lo, exec_lo, s2
	s_load_b128 s[4:7], s[0:1], 0x8
.Ltmp50:
	;DEBUG_VALUE: pipeline_sum:in <- undef
	;DEBUG_VALUE: pipeline_sum:pairs <- undef
	;DEBUG_VALUE: pipeline_sum:idx <- undef
	;DEBUG_VALUE: pipeline_sum:out <- undef
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v5 offset:13
.Ltmp51:
	;DEBUG_VALUE: k <- 14
                                        ; implicit-def: $sgpr2
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_and_saveexec_b32 s3, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s3, exec_lo, s3
	s_cbranch_execz .LBB0_30
.Ltmp52:
; %bb.29:
	;DEBUG_VALUE: k <- 14
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 16                          ; samples/hipcompat/cuda_pipeline.h:0:16
	v_mov_b32_e32 v3, 0
	s_mov_b32 s2, 0
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v3 offset:14
.Ltmp53:
	;DEBUG_VALUE: k <- 15
                                        ; implicit-def: $vgpr3_vgpr4
.LBB0_30:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_or_saveexec_b32 s3, s3
.Ltmp54:
	;DEBUG_VALUE: pipeline_sum:in <- undef
	;DEBUG_VALUE: pipeline_sum:pairs <- undef
	;DEBUG_VALUE: pipeline_sum:idx <- undef
	;DEBUG_VALUE: pipeline_sum:out <- undef
	v_mov_b32_e32 v5, s2
	s_xor_b32 exec_lo, exec_lo, s3
	s_cbranch_execz .LBB0_32
.Ltmp55:
; %bb.31:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 35                         ; samples/hipcompat/cuda_pipeline.h:14:35
	global_load_u16 v3, v[3:4], off offset:14
	s_waitcnt vmcnt(0)
	v_lshrrev_b16 v5, 8, v3
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v3 offset:14
.Ltmp56:
	;DEBUG_VALUE: k <- 15
.LBB0_32:
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 14                          ; samples/hipcompat/cuda_pipeline.h:0:14
	s_or_b32 exec_lo, exec_lo, s3
.Ltmp57:
	;DEBUG_VALUE: pipeline_sum:in <- undef
	;DEBUG_VALUE: pipeline_sum:out <- undef
	.loc	2 31 49 is_stmt 1               ; samples/cp_async/kernel.cu:31:49
	v_lshlrev_b64 v[3:4], 3, v[1:2]
	.loc	2 32 49                         ; samples/cp_async/kernel.cu:32:49
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	.loc	2 31 34                         ; samples/cp_async/kernel.cu:31:34
	v_lshlrev_b32_e32 v7, 3, v0
	.loc	2 32 34                         ; samples/cp_async/kernel.cu:32:34
	v_lshlrev_b32_e32 v8, 2, v0
.Ltmp58:
	.loc	2 35 14                         ; samples/cp_async/kernel.cu:35:14
	s_cmp_ge_i32 s15, s9
.Ltmp59:
	.loc	2 31 49                         ; samples/cp_async/kernel.cu:31:49
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s4, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s5, v4, vcc_lo
.Ltmp60:
	;DEBUG_VALUE: __pipeline_memcpy_async:s <- undef
	;DEBUG_VALUE: __pipeline_memcpy_async:d <- undef
	;DEBUG_VALUE: __pipeline_memcpy_async:src <- undef
	;DEBUG_VALUE: __pipeline_memcpy_async:dst <- undef
	.loc	2 32 49                         ; samples/cp_async/kernel.cu:32:49
	v_add_co_u32 v1, vcc_lo, s6, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s7, v2, vcc_lo
.Ltmp61:
	;DEBUG_VALUE: __pipeline_memcpy_async:s <- undef
	;DEBUG_VALUE: __pipeline_memcpy_async:d <- undef
	;DEBUG_VALUE: __pipeline_memcpy_async:src <- undef
	;DEBUG_VALUE: __pipeline_memcpy_async:dst <- undef
	;DEBUG_VALUE: k <- 7
	;DEBUG_VALUE: __pipeline_memcpy_async:zfill <- 0
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 8
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	global_load_b64 v[3:4], v[3:4], off
.Ltmp62:
	;DEBUG_VALUE: k <- 3
	;DEBUG_VALUE: __pipeline_memcpy_async:zfill <- 0
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 4
	.loc	3 14 14 is_stmt 0               ; samples/hipcompat/cuda_pipeline.h:14:14
	global_load_b32 v1, v[1:2], off
.Ltmp63:
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v6, v5 offset:15
.Ltmp64:
	;DEBUG_VALUE: k <- 16
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	s_waitcnt vmcnt(1)
	ds_store_b64 v7, v[3:4] offset:2048
.Ltmp65:
	;DEBUG_VALUE: k <- 8
	;DEBUG_VALUE: k <- 7
	;DEBUG_VALUE: __pipeline_memcpy_async:zfill <- 0
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 8
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	s_waitcnt vmcnt(0)
	ds_store_b32 v8, v1 offset:3072
.Ltmp66:
	;DEBUG_VALUE: k <- 4
	;DEBUG_VALUE: k <- 3
	;DEBUG_VALUE: __pipeline_memcpy_async:zfill <- 0
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 4
	;DEBUG_VALUE: pipeline_sum:stage <- 0
	;DEBUG_VALUE: pipeline_sum:t <- undef
	.loc	2 35 5 is_stmt 1                ; samples/cp_async/kernel.cu:35:5
	s_cbranch_scc1 .LBB0_71
.Ltmp67:
; %bb.33:
	;DEBUG_VALUE: pipeline_sum:stage <- 0
	.loc	2 0 5 is_stmt 0                 ; samples/cp_async/kernel.cu:0:5
	s_clause 0x1
	s_load_b32 s13, s[0:1], 0x28
	s_load_b64 s[2:3], s[0:1], 0x18
.Ltmp68:
	;DEBUG_VALUE: pipeline_sum:t <- undef
	;DEBUG_VALUE: pipeline_sum:in <- undef
	;DEBUG_VALUE: pipeline_sum:out <- undef
	.loc	2 35 5                          ; samples/cp_async/kernel.cu:35:5
	v_lshl_add_u32 v1, s15, 8, v8
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, v0
	s_mov_b32 s17, 0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s15, s13
	s_lshl_b32 s1, s13, 6
	s_lshl_b32 s14, s13, 8
	s_lshl_b32 s16, s0, 6
	s_branch .LBB0_35
.Ltmp69:
.LBB0_34:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	2 0 5                           ; samples/cp_async/kernel.cu:0:5
	s_or_b32 exec_lo, exec_lo, s0
.Ltmp70:
	.loc	2 37 18 is_stmt 1               ; samples/cp_async/kernel.cu:37:18
	v_add_nc_u32_e32 v10, s1, v10
	v_add_nc_u32_e32 v1, s14, v1
.Ltmp71:
	.loc	2 35 5                          ; samples/cp_async/kernel.cu:35:5
	s_and_not1_b32 vcc_lo, exec_lo, s18
.Ltmp72:
	.loc	2 59 15                         ; samples/cp_async/kernel.cu:59:15
	s_xor_b32 s17, s17, 1
.Ltmp73:
	;DEBUG_VALUE: pipeline_sum:stage <- undef
	;DEBUG_VALUE: pipeline_sum:t <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_minus, DW_OP_consts 64, DW_OP_LLVM_arg 0, DW_OP_mul, DW_OP_div, DW_OP_LLVM_arg 0, DW_OP_mul, DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_plus, DW_OP_stack_value] undef
	.loc	1 104 5                         ; ./samples/hipcompat.h:104:5
	s_waitcnt_vscnt null, 0x0
	.loc	1 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	1 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp74:
	.loc	2 35 5                          ; samples/cp_async/kernel.cu:35:5
	s_cbranch_vccz .LBB0_71
.Ltmp75:
.LBB0_35:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: pipeline_sum:t <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_minus, DW_OP_consts 64, DW_OP_LLVM_arg 0, DW_OP_mul, DW_OP_div, DW_OP_LLVM_arg 0, DW_OP_mul, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_stack_value] undef
	;DEBUG_VALUE: pipeline_sum:stage <- undef
	;DEBUG_VALUE: next <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_minus, DW_OP_consts 64, DW_OP_LLVM_arg 0, DW_OP_mul, DW_OP_div, DW_OP_LLVM_arg 0, DW_OP_mul, DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_plus, DW_OP_stack_value] undef
	.loc	2 37 18                         ; samples/cp_async/kernel.cu:37:18
	s_add_i32 s15, s13, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_cmp_ge_i32 s15, s9
	s_cselect_b32 s18, -1, 0
.Ltmp76:
	.loc	2 37 13 is_stmt 0               ; samples/cp_async/kernel.cu:37:13
	s_and_b32 vcc_lo, exec_lo, s18
	s_cbranch_vccnz .LBB0_69
.Ltmp77:
; %bb.36:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: g <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_minus, DW_OP_consts 64, DW_OP_LLVM_arg 0, DW_OP_mul, DW_OP_div, DW_OP_consts 64, DW_OP_LLVM_arg 0, DW_OP_mul, DW_OP_mul, DW_OP_consts 64, DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_mul, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_plus, DW_OP_stack_value] undef
	.loc	2 39 48 is_stmt 1               ; samples/cp_async/kernel.cu:39:48
	v_add_nc_u32_e32 v2, s16, v10
	s_xor_b32 s19, s17, 1
                                        ; implicit-def: $sgpr21
.Ltmp78:
	;DEBUG_VALUE: k <- 0
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	2 0 48 is_stmt 0                ; samples/cp_async/kernel.cu:0:48
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	2 39 38                         ; samples/cp_async/kernel.cu:39:38
	v_lshl_add_u32 v11, s19, 10, v6
	.loc	2 39 65                         ; samples/cp_async/kernel.cu:39:65
	v_cmp_le_i32_e32 vcc_lo, s8, v2
	v_cmp_gt_i32_e64 s0, s8, v2
.Ltmp79:
	;DEBUG_VALUE: __pipeline_memcpy_async:s <- undef
	;DEBUG_VALUE: __pipeline_memcpy_async:d <- undef
	;DEBUG_VALUE: __pipeline_memcpy_async:zfill <- undef
	;DEBUG_VALUE: __pipeline_memcpy_async:src <- undef
	;DEBUG_VALUE: __pipeline_memcpy_async:dst <- undef
	.loc	3 14 16 is_stmt 1               ; samples/hipcompat/cuda_pipeline.h:14:16
	s_and_saveexec_b32 s20, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s20, exec_lo, s20
	s_cbranch_execz .LBB0_38
.Ltmp80:
; %bb.37:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	;DEBUG_VALUE: k <- 0
	.loc	3 0 16 is_stmt 0                ; samples/hipcompat/cuda_pipeline.h:0:16
	s_mov_b32 s21, 0
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v9
.Ltmp81:
	;DEBUG_VALUE: k <- 1
.LBB0_38:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_or_saveexec_b32 s20, s20
.Ltmp82:
	.loc	2 39 0 is_stmt 1                ; samples/cp_async/kernel.cu:39:0
	v_cndmask_b32_e64 v2, 0, v2, s0
.Ltmp83:
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	v_mov_b32_e32 v12, s21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp84:
	.loc	2 39 0                          ; samples/cp_async/kernel.cu:39:0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[4:5], 4, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, s0, s10, v4
	v_add_co_ci_u32_e64 v5, s0, s11, v5, s0
.Ltmp85:
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_xor_b32 exec_lo, exec_lo, s20
	s_cbranch_execz .LBB0_40
.Ltmp86:
; %bb.39:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 35 is_stmt 0               ; samples/hipcompat/cuda_pipeline.h:14:35
	global_load_u16 v13, v[4:5], off
	s_waitcnt vmcnt(0)
	v_lshrrev_b16 v12, 8, v13
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v13
.Ltmp87:
	;DEBUG_VALUE: k <- 1
.LBB0_40:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 14                          ; samples/hipcompat/cuda_pipeline.h:0:14
	s_or_b32 exec_lo, exec_lo, s20
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v12 offset:1
.Ltmp88:
	;DEBUG_VALUE: k <- 2
                                        ; implicit-def: $sgpr20
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_and_saveexec_b32 s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_42
.Ltmp89:
; %bb.41:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: k <- 2
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 16                          ; samples/hipcompat/cuda_pipeline.h:0:16
	s_mov_b32 s20, 0
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v9 offset:2
.Ltmp90:
	;DEBUG_VALUE: k <- 3
.LBB0_42:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_or_saveexec_b32 s0, s0
	v_mov_b32_e32 v12, s20
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_44
.Ltmp91:
; %bb.43:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 35                         ; samples/hipcompat/cuda_pipeline.h:14:35
	global_load_u16 v13, v[4:5], off offset:2
	s_waitcnt vmcnt(0)
	v_lshrrev_b16 v12, 8, v13
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v13 offset:2
.Ltmp92:
	;DEBUG_VALUE: k <- 3
.LBB0_44:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 14                          ; samples/hipcompat/cuda_pipeline.h:0:14
	s_or_b32 exec_lo, exec_lo, s0
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v12 offset:3
.Ltmp93:
	;DEBUG_VALUE: k <- 4
                                        ; implicit-def: $sgpr20
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_and_saveexec_b32 s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_46
.Ltmp94:
; %bb.45:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: k <- 4
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 16                          ; samples/hipcompat/cuda_pipeline.h:0:16
	s_mov_b32 s20, 0
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v9 offset:4
.Ltmp95:
	;DEBUG_VALUE: k <- 5
.LBB0_46:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_or_saveexec_b32 s0, s0
	v_mov_b32_e32 v12, s20
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_48
.Ltmp96:
; %bb.47:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 35                         ; samples/hipcompat/cuda_pipeline.h:14:35
	global_load_u16 v13, v[4:5], off offset:4
	s_waitcnt vmcnt(0)
	v_lshrrev_b16 v12, 8, v13
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v13 offset:4
.Ltmp97:
	;DEBUG_VALUE: k <- 5
.LBB0_48:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 14                          ; samples/hipcompat/cuda_pipeline.h:0:14
	s_or_b32 exec_lo, exec_lo, s0
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v12 offset:5
.Ltmp98:
	;DEBUG_VALUE: k <- 6
                                        ; implicit-def: $sgpr20
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_and_saveexec_b32 s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_50
.Ltmp99:
; %bb.49:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: k <- 6
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 16                          ; samples/hipcompat/cuda_pipeline.h:0:16
	s_mov_b32 s20, 0
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v9 offset:6
.Ltmp100:
	;DEBUG_VALUE: k <- 7
.LBB0_50:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_or_saveexec_b32 s0, s0
	v_mov_b32_e32 v12, s20
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_52
.Ltmp101:
; %bb.51:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 35                         ; samples/hipcompat/cuda_pipeline.h:14:35
	global_load_u16 v13, v[4:5], off offset:6
	s_waitcnt vmcnt(0)
	v_lshrrev_b16 v12, 8, v13
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v13 offset:6
.Ltmp102:
	;DEBUG_VALUE: k <- 7
.LBB0_52:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 14                          ; samples/hipcompat/cuda_pipeline.h:0:14
	s_or_b32 exec_lo, exec_lo, s0
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v12 offset:7
.Ltmp103:
	;DEBUG_VALUE: k <- 8
                                        ; implicit-def: $sgpr20
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_and_saveexec_b32 s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_54
.Ltmp104:
; %bb.53:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: k <- 8
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 16                          ; samples/hipcompat/cuda_pipeline.h:0:16
	s_mov_b32 s20, 0
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v9 offset:8
.Ltmp105:
	;DEBUG_VALUE: k <- 9
.LBB0_54:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_or_saveexec_b32 s0, s0
	v_mov_b32_e32 v12, s20
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_56
.Ltmp106:
; %bb.55:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 35                         ; samples/hipcompat/cuda_pipeline.h:14:35
	global_load_u16 v13, v[4:5], off offset:8
	s_waitcnt vmcnt(0)
	v_lshrrev_b16 v12, 8, v13
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v13 offset:8
.Ltmp107:
	;DEBUG_VALUE: k <- 9
.LBB0_56:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 14                          ; samples/hipcompat/cuda_pipeline.h:0:14
	s_or_b32 exec_lo, exec_lo, s0
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v12 offset:9
.Ltmp108:
	;DEBUG_VALUE: k <- 10
                                        ; implicit-def: $sgpr20
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_and_saveexec_b32 s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_58
.Ltmp109:
; %bb.57:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: k <- 10
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 16                          ; samples/hipcompat/cuda_pipeline.h:0:16
	s_mov_b32 s20, 0
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v9 offset:10
.Ltmp110:
	;DEBUG_VALUE: k <- 11
.LBB0_58:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_or_saveexec_b32 s0, s0
	v_mov_b32_e32 v12, s20
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_60
.Ltmp111:
; %bb.59:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 35                         ; samples/hipcompat/cuda_pipeline.h:14:35
	global_load_u16 v13, v[4:5], off offset:10
	s_waitcnt vmcnt(0)
	v_lshrrev_b16 v12, 8, v13
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v13 offset:10
.Ltmp112:
	;DEBUG_VALUE: k <- 11
.LBB0_60:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 14                          ; samples/hipcompat/cuda_pipeline.h:0:14
	s_or_b32 exec_lo, exec_lo, s0
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v12 offset:11
.Ltmp113:
	;DEBUG_VALUE: k <- 12
                                        ; implicit-def: $sgpr20
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_and_saveexec_b32 s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_62
.Ltmp114:
; %bb.61:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: k <- 12
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 16                          ; samples/hipcompat/cuda_pipeline.h:0:16
	s_mov_b32 s20, 0
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v9 offset:12
.Ltmp115:
	;DEBUG_VALUE: k <- 13
.LBB0_62:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_or_saveexec_b32 s0, s0
	v_mov_b32_e32 v12, s20
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_64
.Ltmp116:
; %bb.63:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 35                         ; samples/hipcompat/cuda_pipeline.h:14:35
	global_load_u16 v13, v[4:5], off offset:12
	s_waitcnt vmcnt(0)
	v_lshrrev_b16 v12, 8, v13
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v13 offset:12
.Ltmp117:
	;DEBUG_VALUE: k <- 13
.LBB0_64:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 14                          ; samples/hipcompat/cuda_pipeline.h:0:14
	s_or_b32 exec_lo, exec_lo, s0
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v12 offset:13
.Ltmp118:
	;DEBUG_VALUE: k <- 14
                                        ; implicit-def: $sgpr0
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_and_saveexec_b32 s20, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s20, exec_lo, s20
	s_cbranch_execz .LBB0_66
.Ltmp119:
; %bb.65:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: k <- 14
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 16                          ; samples/hipcompat/cuda_pipeline.h:0:16
	s_mov_b32 s0, 0
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v9 offset:14
.Ltmp120:
	;DEBUG_VALUE: k <- 15
                                        ; implicit-def: $vgpr4_vgpr5
.LBB0_66:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 16                         ; samples/hipcompat/cuda_pipeline.h:14:16
	s_or_saveexec_b32 s20, s20
	v_mov_b32_e32 v12, s0
	s_xor_b32 exec_lo, exec_lo, s20
	s_cbranch_execz .LBB0_68
.Ltmp121:
; %bb.67:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 14 35                         ; samples/hipcompat/cuda_pipeline.h:14:35
	global_load_u16 v4, v[4:5], off offset:14
	s_waitcnt vmcnt(0)
	v_lshrrev_b16 v12, 8, v4
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v4 offset:14
.Ltmp122:
	;DEBUG_VALUE: k <- 15
.LBB0_68:                               ;   in Loop: Header=BB0_35 Depth=1
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 16
	.loc	3 0 14                          ; samples/hipcompat/cuda_pipeline.h:0:14
	s_or_b32 exec_lo, exec_lo, s20
	.loc	2 40 61 is_stmt 1               ; samples/cp_async/kernel.cu:40:61
	v_lshlrev_b64 v[4:5], 3, v[2:3]
	.loc	2 41 61                         ; samples/cp_async/kernel.cu:41:61
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	.loc	2 41 38 is_stmt 0               ; samples/cp_async/kernel.cu:41:38
	v_lshl_add_u32 v13, s19, 8, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	.loc	2 40 61 is_stmt 1               ; samples/cp_async/kernel.cu:40:61
	v_add_co_u32 v4, vcc_lo, s4, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s5, v5, vcc_lo
.Ltmp123:
	;DEBUG_VALUE: __pipeline_memcpy_async:s <- undef
	;DEBUG_VALUE: __pipeline_memcpy_async:d <- undef
	;DEBUG_VALUE: __pipeline_memcpy_async:src <- undef
	;DEBUG_VALUE: __pipeline_memcpy_async:dst <- undef
	.loc	2 0 61 is_stmt 0                ; samples/cp_async/kernel.cu:0:61
	s_delay_alu instid0(VALU_DEP_4)
	.loc	2 41 61 is_stmt 1               ; samples/cp_async/kernel.cu:41:61
	v_add_co_u32 v2, vcc_lo, s6, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s7, v3, vcc_lo
.Ltmp124:
	;DEBUG_VALUE: __pipeline_memcpy_async:s <- undef
	;DEBUG_VALUE: __pipeline_memcpy_async:d <- undef
	;DEBUG_VALUE: __pipeline_memcpy_async:src <- undef
	;DEBUG_VALUE: __pipeline_memcpy_async:dst <- undef
	;DEBUG_VALUE: k <- 7
	;DEBUG_VALUE: __pipeline_memcpy_async:zfill <- 0
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 8
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	global_load_b64 v[4:5], v[4:5], off
.Ltmp125:
	;DEBUG_VALUE: k <- 3
	;DEBUG_VALUE: __pipeline_memcpy_async:zfill <- 0
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 4
	.loc	3 14 14 is_stmt 0               ; samples/hipcompat/cuda_pipeline.h:14:14
	global_load_b32 v2, v[2:3], off
.Ltmp126:
	.loc	2 40 38 is_stmt 1               ; samples/cp_async/kernel.cu:40:38
	v_lshl_add_u32 v3, s19, 9, v7
.Ltmp127:
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	ds_store_b8 v11, v12 offset:15
.Ltmp128:
	;DEBUG_VALUE: k <- 16
	.loc	3 14 14 is_stmt 0               ; samples/hipcompat/cuda_pipeline.h:14:14
	s_waitcnt vmcnt(1)
	ds_store_b64 v3, v[4:5] offset:2048
.Ltmp129:
	;DEBUG_VALUE: k <- 8
	;DEBUG_VALUE: k <- 7
	;DEBUG_VALUE: __pipeline_memcpy_async:zfill <- 0
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 8
	.loc	3 14 14                         ; samples/hipcompat/cuda_pipeline.h:14:14
	s_waitcnt vmcnt(0)
	ds_store_b32 v13, v2 offset:3072
.Ltmp130:
	;DEBUG_VALUE: k <- 4
	;DEBUG_VALUE: k <- 3
	;DEBUG_VALUE: __pipeline_memcpy_async:zfill <- 0
	;DEBUG_VALUE: __pipeline_memcpy_async:size <- 4
.LBB0_69:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	2 51 15 is_stmt 1               ; samples/cp_async/kernel.cu:51:15
	v_add_nc_u32_e32 v2, s12, v10
.Ltmp131:
	.loc	2 51 13 is_stmt 0               ; samples/cp_async/kernel.cu:51:13
	s_mov_b32 s0, exec_lo
.Ltmp132:
	.loc	1 104 5 is_stmt 1               ; ./samples/hipcompat.h:104:5
	s_waitcnt lgkmcnt(0)
	.loc	1 105 5                         ; ./samples/hipcompat.h:105:5
	s_barrier
	.loc	1 106 5                         ; ./samples/hipcompat.h:106:5
	buffer_gl0_inv
.Ltmp133:
	;DEBUG_VALUE: g <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_minus, DW_OP_consts 64, DW_OP_LLVM_arg 0, DW_OP_mul, DW_OP_div, DW_OP_consts 64, DW_OP_LLVM_arg 0, DW_OP_mul, DW_OP_mul, DW_OP_consts 64, DW_OP_LLVM_arg 0, DW_OP_mul, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_plus, DW_OP_stack_value] undef
	;DEBUG_VALUE: k <- undef
	;DEBUG_VALUE: p <- [DW_OP_LLVM_fragment 32 32] undef
	;DEBUG_VALUE: p <- [DW_OP_LLVM_fragment 0 32] undef
	;DEBUG_VALUE: last <- undef
	;DEBUG_VALUE: v <- [DW_OP_LLVM_fragment 96 32] undef
	;DEBUG_VALUE: v <- [DW_OP_LLVM_fragment 64 32] undef
	;DEBUG_VALUE: v <- [DW_OP_LLVM_fragment 32 32] undef
	;DEBUG_VALUE: v <- [DW_OP_LLVM_fragment 0 32] undef
	.loc	2 51 15                         ; samples/cp_async/kernel.cu:51:15
	v_cmpx_gt_i32_e64 s8, v2
.Ltmp134:
	.loc	2 51 13 is_stmt 0               ; samples/cp_async/kernel.cu:51:13
	s_cbranch_execz .LBB0_34
.Ltmp135:
; %bb.70:                               ;   in Loop: Header=BB0_35 Depth=1
	.loc	2 48 20 is_stmt 1               ; samples/cp_async/kernel.cu:48:20
	v_lshl_add_u32 v2, s17, 9, v7
	.loc	2 47 46                         ; samples/cp_async/kernel.cu:47:46
	s_lshl_b32 s19, s17, 10
	.loc	2 49 26                         ; samples/cp_async/kernel.cu:49:26
	v_lshl_add_u32 v5, s17, 8, v8
	.loc	2 47 46                         ; samples/cp_async/kernel.cu:47:46
	v_mov_b32_e32 v4, s19
	.loc	2 46 20                         ; samples/cp_async/kernel.cu:46:20
	v_lshl_add_u32 v11, v0, 4, s19
	.loc	2 48 20                         ; samples/cp_async/kernel.cu:48:20
	ds_load_b64 v[2:3], v2 offset:2048
.Ltmp136:
	;DEBUG_VALUE: p <- [DW_OP_LLVM_fragment 32 32] undef
	;DEBUG_VALUE: p <- [DW_OP_LLVM_fragment 0 32] undef
	.loc	2 47 46                         ; samples/cp_async/kernel.cu:47:46
	ds_load_b32 v4, v4 offset:1020
.Ltmp137:
	;DEBUG_VALUE: last <- $vgpr4
	.loc	2 49 26                         ; samples/cp_async/kernel.cu:49:26
	ds_load_b32 v5, v5 offset:3072
	.loc	2 46 20                         ; samples/cp_async/kernel.cu:46:20
	ds_load_b128 v[11:14], v11
.Ltmp138:
	;DEBUG_VALUE: v <- [DW_OP_LLVM_fragment 96 32] undef
	;DEBUG_VALUE: v <- [DW_OP_LLVM_fragment 64 32] undef
	;DEBUG_VALUE: v <- [DW_OP_LLVM_fragment 32 32] undef
	;DEBUG_VALUE: v <- [DW_OP_LLVM_fragment 0 32] undef
	.loc	2 52 30                         ; samples/cp_async/kernel.cu:52:30
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v4, v2, v4
.Ltmp139:
	.loc	2 53 13                         ; samples/cp_async/kernel.cu:53:13
	v_ashrrev_i32_e32 v2, 31, v1
.Ltmp140:
	.loc	2 49 26                         ; samples/cp_async/kernel.cu:49:26
	s_waitcnt lgkmcnt(1)
	v_cvt_f32_i32_e32 v5, v5
.Ltmp141:
	;DEBUG_VALUE: k <- $vgpr5
	.loc	2 0 26 is_stmt 0                ; samples/cp_async/kernel.cu:0:26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
.Ltmp142:
	.loc	2 52 36 is_stmt 1               ; samples/cp_async/kernel.cu:52:36
	v_sub_f32_e32 v4, v4, v3
	.loc	2 53 13                         ; samples/cp_async/kernel.cu:53:13
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	2 52 42                         ; samples/cp_async/kernel.cu:52:42
	v_add_f32_e32 v5, v4, v5
.Ltmp143:
	;DEBUG_VALUE: add <- $vgpr5
	.loc	2 53 13                         ; samples/cp_async/kernel.cu:53:13
	v_add_co_u32 v15, vcc_lo, s2, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e32 v16, vcc_lo, s3, v3, vcc_lo
	.loc	2 53 41 is_stmt 0               ; samples/cp_async/kernel.cu:53:41
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, 2.0, v11, v5
	.loc	2 54 41 is_stmt 1               ; samples/cp_async/kernel.cu:54:41
	v_fma_f32 v3, 2.0, v12, v5
	.loc	2 55 41                         ; samples/cp_async/kernel.cu:55:41
	v_fma_f32 v4, 2.0, v13, v5
	.loc	2 56 41                         ; samples/cp_async/kernel.cu:56:41
	v_fmac_f32_e32 v5, 2.0, v14
.Ltmp144:
	.loc	2 56 28 is_stmt 0               ; samples/cp_async/kernel.cu:56:28
	global_store_b128 v[15:16], v[2:5], off
	s_branch .LBB0_34
.Ltmp145:
.LBB0_71:
	.loc	2 62 1 is_stmt 1                ; samples/cp_async/kernel.cu:62:1
	s_endpgm
.Ltmp146:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z12pipeline_sumPK6float4PK6float2PKiPfii
		.amdhsa_group_segment_fixed_size 3584
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
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 22
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
	.size	_Z12pipeline_sumPK6float4PK6float2PKiPfii, .Lfunc_end0-_Z12pipeline_sumPK6float4PK6float2PKiPfii
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2084
; NumSgprs: 24
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 3584 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 17
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
	.type	__hip_cuid_72466e2f015c07db,@object ; @__hip_cuid_72466e2f015c07db
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_72466e2f015c07db
__hip_cuid_72466e2f015c07db:
	.byte	0                               ; 0x0
	.size	__hip_cuid_72466e2f015c07db, 1

	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	7                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
	.long	.Ldebug_loc5-.Lloclists_table_base0
	.long	.Ldebug_loc6-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	50                              ; DW_OP_lit2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	52                              ; DW_OP_lit4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	54                              ; DW_OP_lit6
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	56                              ; DW_OP_lit8
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	58                              ; DW_OP_lit10
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	60                              ; DW_OP_lit12
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	62                              ; DW_OP_lit14
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp69-.Lfunc_begin0          ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp78-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp81-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp90-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	50                              ; DW_OP_lit2
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp93-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp95-.Lfunc_begin0          ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	52                              ; DW_OP_lit4
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp98-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp100-.Lfunc_begin0         ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	54                              ; DW_OP_lit6
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp103-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp105-.Lfunc_begin0         ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	56                              ; DW_OP_lit8
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp108-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	58                              ; DW_OP_lit10
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp113-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp115-.Lfunc_begin0         ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	60                              ; DW_OP_lit12
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp118-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp120-.Lfunc_begin0         ;   ending offset
	.byte	2                               ; Loc expr size
	.byte	62                              ; DW_OP_lit14
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp141-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp143-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	133                             ; 1541
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp137-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp139-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	132                             ; 1540
	.byte	12                              ; 
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc6:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp143-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp144-.Lfunc_begin0         ;   ending offset
	.byte	3                               ; Loc expr size
	.byte	144                             ; DW_OP_regx
	.byte	133                             ; 1541
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
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
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
	.byte	10                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	28                              ; DW_AT_const_value
	.byte	15                              ; DW_FORM_udata
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
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
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	28                              ; DW_AT_const_value
	.byte	15                              ; DW_FORM_udata
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	15                              ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	16                              ; Abbreviation Code
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
	.byte	17                              ; Abbreviation Code
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
	.byte	18                              ; Abbreviation Code
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
	.byte	19                              ; Abbreviation Code
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
	.byte	20                              ; Abbreviation Code
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
	.byte	21                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	22                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
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
	.byte	32                              ; DW_AT_inline
	.byte	33                              ; DW_FORM_implicit_const
	.byte	1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	26                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	27                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	28                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
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
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x342 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	33                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	3                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2b:0x1af DW_TAG_subprogram
	.byte	3                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	32                              ; DW_AT_linkage_name
	.byte	33                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x35:0xe DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	474                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	50
	.byte	22
	.byte	24
	.byte	3                               ; Abbrev [3] 0x43:0xe DW_TAG_variable
	.byte	11                              ; DW_AT_name
	.long	544                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	21                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	1
	.byte	50
	.byte	22
	.byte	24
	.byte	3                               ; Abbrev [3] 0x51:0xe DW_TAG_variable
	.byte	13                              ; DW_AT_name
	.long	588                             ; DW_AT_type
	.byte	2                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	2
	.byte	50
	.byte	22
	.byte	24
	.byte	4                               ; Abbrev [4] 0x5f:0x8 DW_TAG_formal_parameter
	.byte	38                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	790                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x67:0x8 DW_TAG_formal_parameter
	.byte	39                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	16                              ; DW_AT_decl_line
	.long	805                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x6f:0x8 DW_TAG_formal_parameter
	.byte	40                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	820                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x77:0x8 DW_TAG_formal_parameter
	.byte	41                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	835                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x7f:0x8 DW_TAG_formal_parameter
	.byte	42                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	606                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x87:0x8 DW_TAG_formal_parameter
	.byte	43                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	606                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x8f:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	35                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.long	606                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x98:0x8 DW_TAG_variable
	.byte	44                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	606                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0xa0:0x8 DW_TAG_variable
	.byte	45                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	606                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0xa8:0xd DW_TAG_inlined_subroutine
	.long	671                             ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp0-.Lfunc_begin0            ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	23                              ; DW_AT_call_line
	.byte	15                              ; DW_AT_call_column
	.byte	8                               ; Abbrev [8] 0xb5:0x63 DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.byte	5                               ; Abbrev [5] 0xb7:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	34                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.long	606                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xc0:0x19 DW_TAG_inlined_subroutine
	.long	714                             ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	30                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	10                              ; Abbrev [10] 0xc9:0x6 DW_TAG_formal_parameter
	.byte	16                              ; DW_AT_const_value
	.long	735                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0xcf:0x9 DW_TAG_lexical_block
	.byte	2                               ; DW_AT_ranges
	.byte	11                              ; Abbrev [11] 0xd1:0x6 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.long	768                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0xd9:0x1f DW_TAG_inlined_subroutine
	.long	714                             ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	31                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	10                              ; Abbrev [10] 0xe2:0x6 DW_TAG_formal_parameter
	.byte	8                               ; DW_AT_const_value
	.long	735                             ; DW_AT_abstract_origin
	.byte	10                              ; Abbrev [10] 0xe8:0x6 DW_TAG_formal_parameter
	.byte	0                               ; DW_AT_const_value
	.long	743                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0xee:0x9 DW_TAG_lexical_block
	.byte	4                               ; DW_AT_ranges
	.byte	12                              ; Abbrev [12] 0xf0:0x6 DW_TAG_variable
	.byte	7                               ; DW_AT_const_value
	.long	768                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0xf8:0x1f DW_TAG_inlined_subroutine
	.long	714                             ; DW_AT_abstract_origin
	.byte	5                               ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	32                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	10                              ; Abbrev [10] 0x101:0x6 DW_TAG_formal_parameter
	.byte	4                               ; DW_AT_const_value
	.long	735                             ; DW_AT_abstract_origin
	.byte	10                              ; Abbrev [10] 0x107:0x6 DW_TAG_formal_parameter
	.byte	0                               ; DW_AT_const_value
	.long	743                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0x10d:0x9 DW_TAG_lexical_block
	.byte	6                               ; DW_AT_ranges
	.byte	12                              ; Abbrev [12] 0x10f:0x6 DW_TAG_variable
	.byte	3                               ; DW_AT_const_value
	.long	768                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0x118:0xc1 DW_TAG_lexical_block
	.byte	7                               ; DW_AT_ranges
	.byte	5                               ; Abbrev [5] 0x11a:0x9 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.byte	29                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	49                              ; DW_AT_decl_line
	.long	536                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x123:0x9 DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	36                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	47                              ; DW_AT_decl_line
	.long	536                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x12c:0x8 DW_TAG_variable
	.byte	46                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	36                              ; DW_AT_decl_line
	.long	606                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x134:0x8 DW_TAG_variable
	.byte	47                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	46                              ; DW_AT_decl_line
	.long	492                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x13c:0x8 DW_TAG_variable
	.byte	48                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	48                              ; DW_AT_decl_line
	.long	562                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x144:0x8 DW_TAG_variable
	.byte	34                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	50                              ; DW_AT_decl_line
	.long	606                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x14c:0x66 DW_TAG_lexical_block
	.byte	4                               ; DW_AT_low_pc
	.long	.Ltmp130-.Ltmp77                ; DW_AT_high_pc
	.byte	6                               ; Abbrev [6] 0x152:0x8 DW_TAG_variable
	.byte	34                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	38                              ; DW_AT_decl_line
	.long	606                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x15a:0x19 DW_TAG_inlined_subroutine
	.long	714                             ; DW_AT_abstract_origin
	.byte	8                               ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	39                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	10                              ; Abbrev [10] 0x163:0x6 DW_TAG_formal_parameter
	.byte	16                              ; DW_AT_const_value
	.long	735                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0x169:0x9 DW_TAG_lexical_block
	.byte	9                               ; DW_AT_ranges
	.byte	11                              ; Abbrev [11] 0x16b:0x6 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.long	768                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x173:0x1f DW_TAG_inlined_subroutine
	.long	714                             ; DW_AT_abstract_origin
	.byte	10                              ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	40                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	10                              ; Abbrev [10] 0x17c:0x6 DW_TAG_formal_parameter
	.byte	8                               ; DW_AT_const_value
	.long	735                             ; DW_AT_abstract_origin
	.byte	10                              ; Abbrev [10] 0x182:0x6 DW_TAG_formal_parameter
	.byte	0                               ; DW_AT_const_value
	.long	743                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0x188:0x9 DW_TAG_lexical_block
	.byte	11                              ; DW_AT_ranges
	.byte	12                              ; Abbrev [12] 0x18a:0x6 DW_TAG_variable
	.byte	7                               ; DW_AT_const_value
	.long	768                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x192:0x1f DW_TAG_inlined_subroutine
	.long	714                             ; DW_AT_abstract_origin
	.byte	12                              ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	41                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	10                              ; Abbrev [10] 0x19b:0x6 DW_TAG_formal_parameter
	.byte	4                               ; DW_AT_const_value
	.long	735                             ; DW_AT_abstract_origin
	.byte	10                              ; Abbrev [10] 0x1a1:0x6 DW_TAG_formal_parameter
	.byte	0                               ; DW_AT_const_value
	.long	743                             ; DW_AT_abstract_origin
	.byte	8                               ; Abbrev [8] 0x1a7:0x9 DW_TAG_lexical_block
	.byte	13                              ; DW_AT_ranges
	.byte	12                              ; Abbrev [12] 0x1a9:0x6 DW_TAG_variable
	.byte	3                               ; DW_AT_const_value
	.long	768                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x1b2:0xd DW_TAG_inlined_subroutine
	.long	785                             ; DW_AT_abstract_origin
	.byte	5                               ; DW_AT_low_pc
	.long	.Ltmp74-.Ltmp73                 ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	58                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	8                               ; Abbrev [8] 0x1bf:0xc DW_TAG_lexical_block
	.byte	14                              ; DW_AT_ranges
	.byte	5                               ; Abbrev [5] 0x1c1:0x9 DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	37                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	52                              ; DW_AT_decl_line
	.long	536                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x1cb:0xd DW_TAG_inlined_subroutine
	.long	785                             ; DW_AT_abstract_origin
	.byte	6                               ; DW_AT_low_pc
	.long	.Ltmp133-.Ltmp132               ; DW_AT_high_pc
	.byte	2                               ; DW_AT_call_file
	.byte	45                              ; DW_AT_call_line
	.byte	9                               ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	14                              ; Abbrev [14] 0x1da:0x12 DW_TAG_array_type
	.long	492                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x1df:0x6 DW_TAG_subrange_type
	.long	540                             ; DW_AT_type
	.byte	2                               ; DW_AT_count
	.byte	15                              ; Abbrev [15] 0x1e5:0x6 DW_TAG_subrange_type
	.long	540                             ; DW_AT_type
	.byte	64                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0x1ec:0x2c DW_TAG_structure_type
	.byte	5                               ; DW_AT_calling_convention
	.byte	9                               ; DW_AT_name
	.byte	16                              ; DW_AT_byte_size
	.byte	1                               ; DW_AT_decl_file
	.byte	57                              ; DW_AT_decl_line
	.byte	16                              ; DW_AT_alignment
	.byte	17                              ; Abbrev [17] 0x1f3:0x9 DW_TAG_member
	.byte	4                               ; DW_AT_name
	.long	536                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	57                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	17                              ; Abbrev [17] 0x1fc:0x9 DW_TAG_member
	.byte	6                               ; DW_AT_name
	.long	536                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	57                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	17                              ; Abbrev [17] 0x205:0x9 DW_TAG_member
	.byte	7                               ; DW_AT_name
	.long	536                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	57                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_data_member_location
	.byte	17                              ; Abbrev [17] 0x20e:0x9 DW_TAG_member
	.byte	8                               ; DW_AT_name
	.long	536                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	57                              ; DW_AT_decl_line
	.byte	12                              ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	18                              ; Abbrev [18] 0x218:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	19                              ; Abbrev [19] 0x21c:0x4 DW_TAG_base_type
	.byte	10                              ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	14                              ; Abbrev [14] 0x220:0x12 DW_TAG_array_type
	.long	562                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x225:0x6 DW_TAG_subrange_type
	.long	540                             ; DW_AT_type
	.byte	2                               ; DW_AT_count
	.byte	15                              ; Abbrev [15] 0x22b:0x6 DW_TAG_subrange_type
	.long	540                             ; DW_AT_type
	.byte	64                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	16                              ; Abbrev [16] 0x232:0x1a DW_TAG_structure_type
	.byte	5                               ; DW_AT_calling_convention
	.byte	12                              ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	1                               ; DW_AT_decl_file
	.byte	57                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_alignment
	.byte	17                              ; Abbrev [17] 0x239:0x9 DW_TAG_member
	.byte	4                               ; DW_AT_name
	.long	536                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	57                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	17                              ; Abbrev [17] 0x242:0x9 DW_TAG_member
	.byte	6                               ; DW_AT_name
	.long	536                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	57                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	14                              ; Abbrev [14] 0x24c:0x12 DW_TAG_array_type
	.long	606                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x251:0x6 DW_TAG_subrange_type
	.long	540                             ; DW_AT_type
	.byte	2                               ; DW_AT_count
	.byte	15                              ; Abbrev [15] 0x257:0x6 DW_TAG_subrange_type
	.long	540                             ; DW_AT_type
	.byte	64                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	18                              ; Abbrev [18] 0x25e:0x4 DW_TAG_base_type
	.byte	14                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	20                              ; Abbrev [20] 0x262:0x7 DW_TAG_variable
	.long	617                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	104                             ; DW_AT_decl_line
	.byte	14                              ; Abbrev [14] 0x269:0xc DW_TAG_array_type
	.long	629                             ; DW_AT_type
	.byte	15                              ; Abbrev [15] 0x26e:0x6 DW_TAG_subrange_type
	.long	540                             ; DW_AT_type
	.byte	10                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	21                              ; Abbrev [21] 0x275:0x5 DW_TAG_const_type
	.long	634                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x27a:0x4 DW_TAG_base_type
	.byte	15                              ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	22                              ; Abbrev [22] 0x27e:0x5 DW_TAG_pointer_type
	.long	643                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x283:0x4 DW_TAG_base_type
	.byte	16                              ; DW_AT_name
	.byte	8                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	22                              ; Abbrev [22] 0x287:0x5 DW_TAG_pointer_type
	.long	652                             ; DW_AT_type
	.byte	21                              ; Abbrev [21] 0x28c:0x5 DW_TAG_const_type
	.long	643                             ; DW_AT_type
	.byte	22                              ; Abbrev [22] 0x291:0x5 DW_TAG_pointer_type
	.long	662                             ; DW_AT_type
	.byte	21                              ; Abbrev [21] 0x296:0x5 DW_TAG_const_type
	.long	667                             ; DW_AT_type
	.byte	18                              ; Abbrev [18] 0x29b:0x4 DW_TAG_base_type
	.byte	17                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	23                              ; Abbrev [23] 0x29f:0x9 DW_TAG_subprogram
	.byte	18                              ; DW_AT_linkage_name
	.byte	19                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	75                              ; DW_AT_decl_line
	.long	680                             ; DW_AT_type
                                        ; DW_AT_inline
	.byte	24                              ; Abbrev [24] 0x2a8:0x22 DW_TAG_structure_type
	.byte	5                               ; DW_AT_calling_convention
	.byte	20                              ; DW_AT_name
	.byte	12                              ; DW_AT_byte_size
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	17                              ; Abbrev [17] 0x2ae:0x9 DW_TAG_member
	.byte	4                               ; DW_AT_name
	.long	667                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	0                               ; DW_AT_data_member_location
	.byte	17                              ; Abbrev [17] 0x2b7:0x9 DW_TAG_member
	.byte	6                               ; DW_AT_name
	.long	667                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	4                               ; DW_AT_data_member_location
	.byte	17                              ; Abbrev [17] 0x2c0:0x9 DW_TAG_member
	.byte	7                               ; DW_AT_name
	.long	667                             ; DW_AT_type
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.byte	8                               ; DW_AT_data_member_location
	.byte	0                               ; End Of Children Mark
	.byte	25                              ; Abbrev [25] 0x2ca:0x40 DW_TAG_subprogram
	.byte	21                              ; DW_AT_linkage_name
	.byte	22                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
                                        ; DW_AT_inline
	.byte	4                               ; Abbrev [4] 0x2cf:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	778                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x2d7:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	779                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x2df:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	667                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x2e7:0x8 DW_TAG_formal_parameter
	.byte	26                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	667                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x2ef:0x8 DW_TAG_variable
	.byte	27                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	638                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x2f7:0x8 DW_TAG_variable
	.byte	28                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	647                             ; DW_AT_type
	.byte	26                              ; Abbrev [26] 0x2ff:0xa DW_TAG_lexical_block
	.byte	6                               ; Abbrev [6] 0x300:0x8 DW_TAG_variable
	.byte	29                              ; DW_AT_name
	.byte	3                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	667                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	27                              ; Abbrev [27] 0x30a:0x1 DW_TAG_pointer_type
	.byte	22                              ; Abbrev [22] 0x30b:0x5 DW_TAG_pointer_type
	.long	784                             ; DW_AT_type
	.byte	28                              ; Abbrev [28] 0x310:0x1 DW_TAG_const_type
	.byte	29                              ; Abbrev [29] 0x311:0x5 DW_TAG_subprogram
	.byte	30                              ; DW_AT_linkage_name
	.byte	31                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	102                             ; DW_AT_decl_line
                                        ; DW_AT_inline
	.byte	30                              ; Abbrev [30] 0x316:0x5 DW_TAG_restrict_type
	.long	795                             ; DW_AT_type
	.byte	22                              ; Abbrev [22] 0x31b:0x5 DW_TAG_pointer_type
	.long	800                             ; DW_AT_type
	.byte	21                              ; Abbrev [21] 0x320:0x5 DW_TAG_const_type
	.long	492                             ; DW_AT_type
	.byte	30                              ; Abbrev [30] 0x325:0x5 DW_TAG_restrict_type
	.long	810                             ; DW_AT_type
	.byte	22                              ; Abbrev [22] 0x32a:0x5 DW_TAG_pointer_type
	.long	815                             ; DW_AT_type
	.byte	21                              ; Abbrev [21] 0x32f:0x5 DW_TAG_const_type
	.long	562                             ; DW_AT_type
	.byte	30                              ; Abbrev [30] 0x334:0x5 DW_TAG_restrict_type
	.long	825                             ; DW_AT_type
	.byte	22                              ; Abbrev [22] 0x339:0x5 DW_TAG_pointer_type
	.long	830                             ; DW_AT_type
	.byte	21                              ; Abbrev [21] 0x33e:0x5 DW_TAG_const_type
	.long	606                             ; DW_AT_type
	.byte	30                              ; Abbrev [30] 0x343:0x5 DW_TAG_restrict_type
	.long	840                             ; DW_AT_type
	.byte	22                              ; Abbrev [22] 0x348:0x5 DW_TAG_pointer_type
	.long	536                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	15                              ; Offset entry count
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
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges2:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges3:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp61-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges4:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp61-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges5:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges6:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges7:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp70-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp72-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp74-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp75-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp145-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges8:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp79-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp82-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp83-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp84-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp85-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp122-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp127-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges9:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp79-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp82-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp83-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp84-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp85-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp122-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp127-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges10:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp124-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp125-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp129-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges11:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp124-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp125-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp129-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges12:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp125-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp126-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp129-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp130-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges13:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp125-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp126-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp129-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp130-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges14:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp138-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp140-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp142-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp145-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	200                             ; Length of String Offsets Set
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
	.asciz	"buf"                           ; string offset=44
.Linfo_string4:
	.asciz	"x"                             ; string offset=48
.Linfo_string5:
	.asciz	"float"                         ; string offset=50
.Linfo_string6:
	.asciz	"y"                             ; string offset=56
.Linfo_string7:
	.asciz	"z"                             ; string offset=58
.Linfo_string8:
	.asciz	"w"                             ; string offset=60
.Linfo_string9:
	.asciz	"float4"                        ; string offset=62
.Linfo_string10:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=69
.Linfo_string11:
	.asciz	"pbuf"                          ; string offset=89
.Linfo_string12:
	.asciz	"float2"                        ; string offset=94
.Linfo_string13:
	.asciz	"ibuf"                          ; string offset=101
.Linfo_string14:
	.asciz	"int"                           ; string offset=106
.Linfo_string15:
	.asciz	"char"                          ; string offset=110
.Linfo_string16:
	.asciz	"unsigned char"                 ; string offset=115
.Linfo_string17:
	.asciz	"unsigned int"                  ; string offset=129
.Linfo_string18:
	.asciz	"_ZL13ws_thread_idxv"           ; string offset=142
.Linfo_string19:
	.asciz	"ws_thread_idx"                 ; string offset=162
.Linfo_string20:
	.asciz	"uint3"                         ; string offset=176
.Linfo_string21:
	.asciz	"_ZL23__pipeline_memcpy_asyncPvPKvjj" ; string offset=182
.Linfo_string22:
	.asciz	"__pipeline_memcpy_async"       ; string offset=218
.Linfo_string23:
	.asciz	"dst"                           ; string offset=242
.Linfo_string24:
	.asciz	"src"                           ; string offset=246
.Linfo_string25:
	.asciz	"size"                          ; string offset=250
.Linfo_string26:
	.asciz	"zfill"                         ; string offset=255
.Linfo_string27:
	.asciz	"d"                             ; string offset=261
.Linfo_string28:
	.asciz	"s"                             ; string offset=263
.Linfo_string29:
	.asciz	"k"                             ; string offset=265
.Linfo_string30:
	.asciz	"_ZL13__syncthreadsv"           ; string offset=267
.Linfo_string31:
	.asciz	"__syncthreads"                 ; string offset=287
.Linfo_string32:
	.asciz	"_Z12pipeline_sumPK6float4PK6float2PKiPfii" ; string offset=301
.Linfo_string33:
	.asciz	"pipeline_sum"                  ; string offset=343
.Linfo_string34:
	.asciz	"g"                             ; string offset=356
.Linfo_string35:
	.asciz	"stage"                         ; string offset=358
.Linfo_string36:
	.asciz	"last"                          ; string offset=364
.Linfo_string37:
	.asciz	"add"                           ; string offset=369
.Linfo_string38:
	.asciz	"in"                            ; string offset=373
.Linfo_string39:
	.asciz	"pairs"                         ; string offset=376
.Linfo_string40:
	.asciz	"idx"                           ; string offset=382
.Linfo_string41:
	.asciz	"out"                           ; string offset=386
.Linfo_string42:
	.asciz	"n4"                            ; string offset=390
.Linfo_string43:
	.asciz	"ntiles"                        ; string offset=393
.Linfo_string44:
	.asciz	"tid"                           ; string offset=400
.Linfo_string45:
	.asciz	"t"                             ; string offset=404
.Linfo_string46:
	.asciz	"next"                          ; string offset=406
.Linfo_string47:
	.asciz	"v"                             ; string offset=411
.Linfo_string48:
	.asciz	"p"                             ; string offset=413
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	_ZZ12pipeline_sumPK6float4PK6float2PKiPfiiE3buf
	.quad	_ZZ12pipeline_sumPK6float4PK6float2PKiPfiiE4pbuf
	.quad	_ZZ12pipeline_sumPK6float4PK6float2PKiPfiiE4ibuf
	.quad	.Lfunc_begin0
	.quad	.Ltmp77
	.quad	.Ltmp73
	.quad	.Ltmp132
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_72466e2f015c07db
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
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
    .group_segment_fixed_size: 3584
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .max_flat_workgroup_size: 1024
    .name:           _Z12pipeline_sumPK6float4PK6float2PKiPfii
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         _Z12pipeline_sumPK6float4PK6float2PKiPfii.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     17
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
