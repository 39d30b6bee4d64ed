/* test_sass_access.c - read and write sets of SASS instructions, by hand.
 *
 * Each row is one instruction and the registers it writes and reads, derived
 * by hand from the instruction's semantics (CUDA binary utilities docs and the
 * PTX it comes from), written as "R2:2" for the pair R2,R3, "P0", "UR4:2"...
 * The guard predicate is a read.  RZ, URZ, PT and UPT are not registers.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "sass/sass.h"

struct row {
    const char *insn;   /* instruction text */
    const char *defs;   /* registers written */
    const char *uses;   /* registers read */
    const char *why;    /* the hand derivation */
};

static const struct row rows[] = {
    { "LDC R1, c[0x0][0x28]", "R1", "", "stack pointer from bank 0: write R1, cbank reads no register" },
    { "S2R R0, SR_TID.X", "R0", "", "special register read" },
    { "IMAD.WIDE.U32 R2, R0, 0x4, R2", "R2:2", "R0 R2:2", ".WIDE: 64-bit result and 64-bit addend" },
    { "IMAD.WIDE R4, R3, 0x4, c[0x0][0x160]", "R4:2", "R3", "addend from constant bank" },
    { "IMAD R5, R2, R3, R4", "R5", "R2 R3 R4", "32-bit multiply-add" },
    { "IMAD.MOV.U32 R0, RZ, RZ, R7", "R0", "R7", "move through IMAD; RZ is no register" },
    { "IMAD.X R3, RZ, RZ, R5, P0", "R3", "R5 P0", "carry-in predicate read" },
    { "IMAD.HI.U32 R6, R7, R8, RZ", "R6", "R7 R8", "high half" },
    { "IADD3 R2, P0, R3, R4, RZ", "R2 P0", "R3 R4", "carry-out predicate written" },
    { "IADD3 R4, P0, P1, R2, UR4, R6", "R4 P0 P1", "R2 UR4 R6", "two carry-outs" },
    { "IADD3.X R3, R5, R6, RZ, P0, !PT", "R3", "R5 R6 P0", "carry chain reads P0; !PT is constant" },
    { "LEA R2, P0, R3, c[0x0][0x160], 0x2", "R2 P0", "R3", "address with carry out" },
    { "LEA.HI.X R3, R3, c[0x0][0x164], R4, 0x2, P0", "R3", "R3 R4 P0", "high half with carry in" },
    { "LOP3.LUT R0, R1, R2, R3, 0x96, !PT", "R0", "R1 R2 R3", "three-input logic" },
    { "LOP3.LUT P0, RZ, R2, 0x3, RZ, 0xc0, !PT", "P0", "R2", "predicate output form; RZ destination" },
    { "SHF.L.U64.HI R3, R2, 0x2, R5", "R3", "R2 R5", "funnel shift of two 32-bit registers" },
    { "ISETP.GE.AND P0, PT, R0, c[0x0][0x220], PT", "P0", "R0", "compare; PT neither written nor read" },
    { "ISETP.NE.AND.EX P1, PT, R3, RZ, PT, P0", "P1", "R3 P0", ".EX chain reads the low-half predicate" },
    { "FSETP.GEU.AND P0, PT, |R2|, 1.1754943508222875e-38, PT", "P0", "R2", "abs operand still a read" },
    { "DSETP.GT.AND P0, PT, R2, R4, PT", "P0", "R2:2 R4:2", "double compare reads pairs" },
    { "DFMA R2, R4, R6, R2", "R2:2", "R4:2 R6:2 R2:2", "double FMA: all pairs" },
    { "DADD R8, R8, c[0x0][0x168]", "R8:2", "R8:2", "double add with constant" },
    { "F2F.F64.F32 R2, R0", "R2:2", "R0", "widen: double destination" },
    { "F2F.F32.F64 R0, R2", "R0", "R2:2", "narrow: double source" },
    { "I2F.F64.S32 R4, R3", "R4:2", "R3", "int to double" },
    { "F2I.S64.TRUNC R2, R4", "R2:2", "R4", "float to 64-bit int" },
    { "F2I.FTZ.U32.TRUNC.NTZ R0, R1", "R0", "R1", "float to 32-bit int" },
    { "LDG.E.64 R4, desc[UR4][R2.64+0x10]", "R4:2", "R2:2 UR4:2", "64-bit load: pair result, 64-bit address, descriptor pair" },
    { "LDG.E.128.CONSTANT R8, desc[UR6][R2.64]", "R8:4", "R2:2 UR6:2", "128-bit load: quad" },
    { "LDG.E.U16 R5, desc[UR4][R2.64]", "R5", "R2:2 UR4:2", "narrow load" },
    { "STG.E desc[UR4][R2.64], R5", "", "R2:2 UR4:2 R5", "store writes no register" },
    { "STG.E.128 desc[UR4][R2.64+0x20], R8", "", "R2:2 UR4:2 R8:4", "128-bit store data quad" },
    { "LDS R5, [R2+0x80]", "R5", "R2", "shared load: 32-bit address" },
    { "LDS.64 R6, [R3]", "R6:2", "R3", "pair from shared" },
    { "STS.128 [R1+-0x4], R8", "", "R1 R8:4", "negative displacement" },
    { "STS [UR4], R0", "", "UR4 R0", "uniform shared address" },
    { "LDS R2, [R3.X4+UR4]", "R2", "R3 UR4", "scaled index plus uniform base" },
    { "LDL.64 R2, [R1+0x8]", "R2:2", "R1", "local load of a pair" },
    { "STL [R1+0x4], R7", "", "R1 R7", "local store" },
    { "ATOMG.E.ADD.STRONG.GPU PT, R5, desc[UR4][R2.64], R7", "R5", "R2:2 UR4:2 R7", "atomic with result" },
    { "RED.E.ADD.F32.FTZ.RN.STRONG.GPU desc[UR4][R2.64], R5", "", "R2:2 UR4:2 R5", "reduction without result" },
    { "ATOMS.ADD R3, [R2], R4", "R3", "R2 R4", "shared atomic" },
    { "SHFL.DOWN PT, R3, R2, 0x10, 0x1f", "R3", "R2", "shuffle: predicate PT is no register" },
    { "SHFL.BFLY P0, R4, R5, R6, 0x1f", "P0 R4", "R5 R6", "in-range predicate written" },
    { "VOTE.ANY R5, PT, P1", "R5", "P1", "ballot: PT output discarded" },
    { "@!P0 BRA `(.L_x_0)", "", "P0", "guard read" },
    { "@P1 EXIT", "", "P1", "predicated exit" },
    { "SEL R0, RZ, 0x1, !P0", "R0", "P0", "select by predicate" },
    { "FSEL R3, R4, -R5, P2", "R3", "R4 R5 P2", "negated register still read" },
    { "MUFU.EX2 R3, R2", "R3", "R2", "special function" },
    { "HFMA2 R0, R1.H0_H0, R2, -RZ", "R0", "R1 R2", "half selector keeps the register" },
    { "CS2R R4, SRZ", "R4:2", "", "CS2R writes a pair" },
    { "CS2R.32 R4, SR_CLOCKLO", "R4", "", ".32 writes one register" },
    { "LDC.64 R2, c[0x0][0x160]", "R2:2", "", "64-bit constant" },
    { "ULDC.64 UR4, c[0x0][0x208]", "UR4:2", "", "uniform pair" },
    { "UIADD3 UR4, UR4, 0x1, URZ", "UR4", "UR4", "uniform add" },
    { "UISETP.NE.AND UP0, UPT, UR4, URZ, UPT", "UP0", "UR4", "uniform compare" },
    { "R2UR UR4, R2", "UR4", "R2", "vector to uniform" },
    { "S2UR UR4, SR_CgaCtaId", "UR4", "", "special to uniform" },
    { "PLOP3.LUT P0, PT, P1, P2, PT, 0x80, 0x8", "P0", "P1 P2", "predicate logic: two destinations" },
    { "P2R R0, PR, RZ, 0x3", "R0", "P0 P1", "mask 0x3 selects P0 and P1" },
    { "R2P PR, R4, 0x5", "P0 P2", "P0 P2 R4", "mask 0x5 writes P0 and P2, reads them (live.c rule 4)" },
    { "BSSY B0, `(.L_x_2)", "B0", "", "convergence barrier set" },
    { "BSYNC B0", "", "B0", "reconverge reads the barrier" },
    { "@P0 LDG.E R3, desc[UR4][R4.64]", "R3", "P0 R4:2 UR4:2", "guarded load" },
    { "POPC R3, R4", "R3", "R4", "population count" },
    { "PRMT R0, R1, 0x3210, R2", "R0", "R1 R2", "byte permute" },
    { "VIADD R0, R0, 0xffffffff", "R0", "R0", "sm_90 add immediate" },
    { "STG.E.64 desc[UR4][R2.64], R4", "", "R2:2 UR4:2 R4:2", "64-bit store" },
    { "LDG.E R3, desc[UR4][R2.U32+UR6]", "R3", "R2 UR6 UR4:2", ".U32 address: one register plus uniform base" },
};

static void render(const struct reg_ref *r, int n, char *buf, size_t len)
{
    static const char *const pfx[] = { "R", "P", "UR", "UP", "B", "v", "s", "x" };
    buf[0] = 0;
    for (int i = 0; i < n; i++) {
        size_t l = strlen(buf);
        snprintf(buf + l, len - l, "%s%s%d", l ? " " : "", pfx[r[i].cls], r[i].index);
        if (r[i].count > 1) {
            l = strlen(buf);
            snprintf(buf + l, len - l, ":%d", r[i].count);
        }
    }
}

static void test_rows(void **state)
{
    (void)state;
    char text[256];
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        snprintf(text, sizeof text, "        /*0000*/ %s ;\n", rows[i].insn);
        struct sass_module *m;
        struct ws_error err;
        ws_error_clear(&err);
        enum ws_status s = sass_parse_buffer("row", text, strlen(text), &m, &err);
        if (s)
            fail_msg("%s: %s", rows[i].insn, err.msg);
        const struct mir_insn *mi = &m->funcs[0].mir.insns[0];
        char d[256], u[256];
        render(mi->defs, mi->ndefs, d, sizeof d);
        render(mi->uses, mi->nuses, u, sizeof u);
        if (strcmp(d, rows[i].defs) || strcmp(u, rows[i].uses))
            fail_msg("%s (%s):\n  defs '%s' expected '%s'\n  uses '%s' expected '%s'",
                     rows[i].insn, rows[i].why, d, rows[i].defs, u, rows[i].uses);
        assert_false(m->funcs[0].insns[0].unknown);
        sass_module_free(m);
    }
    assert_true(sizeof rows / sizeof rows[0] >= 40);
}

static void test_unknown_opcode(void **state)
{
    (void)state;
    const char *text = "        /*0000*/ FOOBAR.X R1, R2, [R3] ;\n";
    struct sass_module *m;
    assert_int_equal(sass_parse_buffer("u", text, strlen(text), &m, NULL), WS_OK);
    const struct sass_insn *in = &m->funcs[0].insns[0];
    assert_true(in->unknown);
    assert_string_equal(in->opcode, "FOOBAR");
    assert_int_equal(in->nops, 3);
    assert_int_equal(in->ops[0].kind, SOP_REG);
    assert_int_equal(in->ops[0].access, SACC_UNKNOWN);
    assert_int_equal(in->ops[2].kind, SOP_MEM);
    sass_module_free(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rows),
        cmocka_unit_test(test_unknown_opcode),
    };
    return cmocka_run_group_tests_name("sass_access", tests, NULL, NULL);
}
