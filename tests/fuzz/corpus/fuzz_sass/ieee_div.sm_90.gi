	.target	sm_90

	.elftype	@"ET_EXEC"


//--------------------- .text._Z8ieee_divPKfS0_PfS1_i --------------------------
	.section	.text._Z8ieee_divPKfS0_PfS1_i,"ax",@progbits
	.align	128
        .global         _Z8ieee_divPKfS0_PfS1_i
        .type           _Z8ieee_divPKfS0_PfS1_i,@function
        .size           _Z8ieee_divPKfS0_PfS1_i,(.L_x_25 - _Z8ieee_divPKfS0_PfS1_i)
        .other          _Z8ieee_divPKfS0_PfS1_i,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8ieee_divPKfS0_PfS1_i:
.text._Z8ieee_divPKfS0_PfS1_i:
	//## File "/work/main/samples/ieee_div/kernel.cu", line 10
        /*0000*/                   LDC R1, c[0x0][0x28] ;
	//## File "/work/main/samples/ieee_div/kernel.cu", line 13
        /*0010*/                   S2R R3, SR_CTAID.X ;
        /*0020*/                   ULDC UR4, c[0x0][0x0] ;
        /*0030*/                   S2R R0, SR_TID.X ;
        /*0040*/                   IMAD R3, R3, UR4, R0 ;
	//## File "/work/main/samples/ieee_div/kernel.cu", line 14
        /*0050*/                   ULDC UR4, c[0x0][0x230] ;
        /*0060*/                   ISETP.GE.AND P0, PT, R3, UR4, PT ;
        /*0070*/               @P0 EXIT ;
	//## File "/work/main/samples/ieee_div/kernel.cu", line 15
        /*0080*/                   LDC.64 R4, c[0x0][0x210] ;
        /*0090*/                   ULDC.64 UR4, c[0x0][0x208] ;
        /*00a0*/                   LDC.64 R8, c[0x0][0x218] ;
        /*00b0*/                   IMAD.WIDE R4, R3, 0x4, R4 ;
        /*00c0*/                   LDG.E.CONSTANT R0, desc[UR4][R4.64] ;
        /*00d0*/                   IMAD.WIDE R8, R3, 0x4, R8 ;
        /*00e0*/                   LDG.E.CONSTANT R7, desc[UR4][R8.64] ;
        /*00f0*/                   BSSY B0, `(.L_x_0) ;
        /*0100*/                   SHF.R.S32.HI R6, RZ, 0x1f, R3 ;
	//## File "/work/main/samples/ieee_div/kernel.cu", line 18
        /*0110*/                   FSETP.GE.AND P0, PT, R0, RZ, PT ;
        /*0120*/              @!P0 BRA `(.L_x_1) ;
	//## File "/work/main/samples/ieee_div/kernel.cu", line 19
        /*0130*/                   VIADD R2, R0, 0xf3000000 ;
        /*0140*/                   MUFU.RSQ R5, R0 ;
        /*0150*/                   BSSY B1, `(.L_x_2) ;
        /*0160*/                   ISETP.GT.U32.AND P0, PT, R2, 0x727fffff, PT ;
        /*0170*/              @!P0 BRA `(.L_x_3) ;
        /*0180*/                   IMAD.MOV.U32 R2, RZ, RZ, R0 ;
        /*0190*/                   MOV R11, 0x1b0 ;
        /*01a0*/                   CALL.REL.NOINC `($__internal_0_$__cuda_sm20_sqrt_rn_f32_slowpath) ;
        /*01b0*/                   BRA `(.L_x_4) ;
.L_x_3:
        /*01c0*/                   FMUL.FTZ R9, R0, R5 ;
        /*01d0*/                   FMUL.FTZ R5, R5, 0.5 ;
        /*01e0*/                   FFMA R2, -R9, R9, R0 ;
        /*01f0*/                   FFMA R2, R2, R5, R9 ;
.L_x_4:
        /*0200*/                   BSYNC B1 ;
.L_x_2:
        /*0210*/                   BRA `(.L_x_5) ;
.L_x_1:
	//## File "/work/main/samples/ieee_div/kernel.cu", line 21
