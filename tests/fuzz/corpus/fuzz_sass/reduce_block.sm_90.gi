	.target	sm_90

	.elftype	@"ET_EXEC"


//--------------------- .text._Z14reduce_sum_i32PKiPii --------------------------
	.section	.text._Z14reduce_sum_i32PKiPii,"ax",@progbits
	.align	128
        .global         _Z14reduce_sum_i32PKiPii
        .type           _Z14reduce_sum_i32PKiPii,@function
        .size           _Z14reduce_sum_i32PKiPii,(.L_x_8 - _Z14reduce_sum_i32PKiPii)
        .other          _Z14reduce_sum_i32PKiPii,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z14reduce_sum_i32PKiPii:
.text._Z14reduce_sum_i32PKiPii:
	//## File "/work/main/samples/reduce_block/kernel.cu", line 36
        /*0000*/                   LDC R1, c[0x0][0x28] ;
	//## File "/work/main/samples/reduce_block/kernel.cu", line 40
        /*0010*/                   S2R R0, SR_CTAID.X ;
        /*0020*/                   ULDC UR5, c[0x0][0x0] ;
        /*0030*/                   ULDC UR4, c[0x0][0x220] ;
        /*0040*/                   ULDC.64 UR6, c[0x0][0x208] ;
        /*0050*/                   S2R R11, SR_TID.X ;
        /*0060*/                   BSSY B0, `(.L_x_0) ;
        /*0070*/                   IMAD.MOV.U32 R6, RZ, RZ, RZ ;
        /*0080*/                   IMAD R0, R0, UR5, R11 ;
        /*0090*/                   ISETP.GE.AND P0, PT, R0, UR4, PT ;
        /*00a0*/               @P0 BRA `(.L_x_1) ;
        /*00b0*/                   LDC R7, c[0x0][0xc] ;
        /*00c0*/                   IMAD.MOV.U32 R6, RZ, RZ, RZ ;
	//## File "/work/main/samples/reduce_block/kernel.cu", line 41
        /*00d0*/                   LDC.64 R4, c[0x0][0x210] ;
	//## File "/work/main/samples/reduce_block/kernel.cu", line 40
        /*00e0*/                   IMAD R7, R7, UR5, RZ ;
.L_x_2:
	//## File "/work/main/samples/reduce_block/kernel.cu", line 41
        /*00f0*/                   IMAD.WIDE R2, R0, 0x4, R4 ;
        /*0100*/                   LDG.E.CONSTANT R3, desc[UR6][R2.64] ;
	//## File "/work/main/samples/reduce_block/kernel.cu", line 40
        /*0110*/                   IMAD.IADD R0, R7, 0x1, R0 ;
        /*0120*/                   ISETP.GE.AND P0, PT, R0, UR4, PT ;
	//## File "/work/main/samples/reduce_block/kernel.cu", line 41
        /*0130*/                   IADD3 R6, R3, R6, RZ ;
	//## File "/work/main/samples/reduce_block/kernel.cu", line 40
        /*0140*/              @!P0 BRA `(.L_x_2) ;
.L_x_1:
        /*0150*/                   BSYNC B0 ;
.L_x_0:
	//## File "/usr/local/cuda/bin/../targets/x86_64-linux/include/sm_30_intrinsics.hpp", line 397 inlined at "/work/main/samples/reduce_block/kernel.cu", line 44
	//## File "/work/main/samples/reduce_block/kernel.cu", line 44
        /*0160*/                   SHFL.DOWN PT, R3, R6, 0x10, 0x1f ;
	//## File "/work/main/samples/reduce_block/kernel.cu", line 45
        /*0170*/                   LOP3.LUT P0, R8, R11, 0x1f, RZ, 0xc0, !PT ;
        /*0180*/                   SHF.R.U32.HI R4, RZ, 0x5, R11 ;
	//## File "/work/main/samples/reduce_block/kernel.cu", line 48
        /*0190*/                   ISETP.NE.AND P1, PT, R4, RZ, PT ;
