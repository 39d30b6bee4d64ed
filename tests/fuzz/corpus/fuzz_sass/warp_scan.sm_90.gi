	.target	sm_90

	.elftype	@"ET_EXEC"


//--------------------- .text._Z17add_block_offsetsPiPKii --------------------------
	.section	.text._Z17add_block_offsetsPiPKii,"ax",@progbits
	.align	128
        .global         _Z17add_block_offsetsPiPKii
        .type           _Z17add_block_offsetsPiPKii,@function
        .size           _Z17add_block_offsetsPiPKii,(.L_x_19 - _Z17add_block_offsetsPiPKii)
        .other          _Z17add_block_offsetsPiPKii,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z17add_block_offsetsPiPKii:
.text._Z17add_block_offsetsPiPKii:
	//## File "/work/main/samples/warp_scan/kernel.cu", line 41
        /*0000*/                   LDC R1, c[0x0][0x28] ;
	//## File "/work/main/samples/warp_scan/kernel.cu", line 44
        /*0010*/                   S2R R0, SR_TID.X ;
        /*0020*/                   ULDC.64 UR8, c[0x0][0x208] ;
        /*0030*/                   BSSY B0, `(.L_x_0) ;
        /*0040*/                   ISETP.NE.AND P0, PT, R0, RZ, PT ;
        /*0050*/               @P0 BRA `(.L_x_1) ;
	//## File "/work/main/samples/warp_scan/kernel.cu", line 46
        /*0060*/                   S2R R5, SR_CTAID.X ;
        /*0070*/                   IMAD.MOV.U32 R6, RZ, RZ, RZ ;
        /*0080*/                   ISETP.GE.AND P0, PT, R5, 0x1, PT ;
        /*0090*/              @!P0 BRA `(.L_x_2) ;
        /*00a0*/                   VIADD R2, R5.reuse, 0xffffffff ;
        /*00b0*/                   UMOV UR4, URZ ;
        /*00c0*/                   LOP3.LUT R4, R5, 0x3, RZ, 0xc0, !PT ;
        /*00d0*/                   IMAD.MOV.U32 R6, RZ, RZ, RZ ;
        /*00e0*/                   ISETP.GE.U32.AND P0, PT, R2, 0x3, PT ;
        /*00f0*/              @!P0 BRA `(.L_x_3) ;
        /*0100*/                   IMAD.IADD R5, R5, 0x1, -R4 ;
        /*0110*/                   ULDC.64 UR4, c[0x0][0x218] ;
        /*0120*/                   IMAD.U32 R2, RZ, RZ, UR4 ;
        /*0130*/                   UMOV UR4, URZ ;
        /*0140*/                   ISETP.GT.AND P0, PT, R5, RZ, PT ;
        /*0150*/                   IMAD.U32 R3, RZ, RZ, UR5 ;
        /*0160*/              @!P0 BRA `(.L_x_4) ;
        /*0170*/                   ISETP.GT.AND P1, PT, R5, 0xc, PT ;
        /*0180*/                   PLOP3.LUT P0, PT, PT, PT, PT, 0x80, 0x0 ;
        /*0190*/              @!P1 BRA `(.L_x_5) ;
        /*01a0*/                   PLOP3.LUT P0, PT, PT, PT, PT, 0x8, 0x0 ;
.L_x_6:
        /*01b0*/                   LDG.E.CONSTANT R9, desc[UR8][R2.64] ;
        /*01c0*/                   LDG.E.CONSTANT R10, desc[UR8][R2.64+0x4] ;
        /*01d0*/                   LDG.E.CONSTANT R12, desc[UR8][R2.64+0x8] ;
        /*01e0*/                   LDG.E.CONSTANT R11, desc[UR8][R2.64+0xc] ;
        /*01f0*/                   LDG.E.CONSTANT R14, desc[UR8][R2.64+0x10] ;
        /*0200*/                   LDG.E.CONSTANT R13, desc[UR8][R2.64+0x14] ;
        /*0210*/                   LDG.E.CONSTANT R16, desc[UR8][R2.64+0x18] ;
        /*0220*/                   LDG.E.CONSTANT R15, desc[UR8][R2.64+0x1c] ;
