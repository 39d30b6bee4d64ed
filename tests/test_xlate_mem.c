/* test_xlate_mem.c - memory rules (xlate_rules_mem.c) and the waits after them.
 *
 * Each test translates a small hand-written SASS listing and compares the
 * RDNA3 lines of one instruction with output derived by hand; every
 * translation is then assembled by llvm-mc-19 (-show-encoding, from stdin).
 *
 * Register mapping (xlate_abi.c): v0 keeps the packed work-item ids; the R
 * registers the function uses get v1, v2, ... in index order; the eight
 * scratch VGPRs ($t0..$t7) follow them.  SGPRs: s0:1 kernarg pointer, s2-4
 * workgroup ids, scratch SGPR pairs from s6 ($T0 = s6, $T1 = s8, ...), then
 * one lane-mask SGPR per predicate used (wave32), then UR pairs.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sass/sass.h"
#include "base/toolrun.h"
#include "xlate/xlate.h"
#include "lib/testutil.h"
#include "lib/tx.h"

/* ---- global -------------------------------------------------------------------- */

/* R2..R11 -> v1..v10 (R2:3 = v[1:2], R4 v3, R5 v4, R6:7 v[5:6],
 * R8..11 v[7:10]); scratch v11..v18, so the 64-bit address temp $t4:$t5 is
 * v[15:16].  Sub-word loads extend like SASS (.U8 -> u8, .S16 -> i16); an
 * offset outside the signed 13 bits is added into the address; .STRONG.GPU
 * is glc; .EF is glc slc dlc.  Rewriting a register a load is still
 * writing waits for that load first (vmcnt counts the younger ones). */
static void test_ldg(void **state)
{
    (void)state;
    struct tx t = tx_translate(
        "        /*0000*/ LDG.E.U8 R4, desc[UR4][R2.64] ;\n"
        "        /*0010*/ LDG.E.S16 R5, desc[UR4][R2.64+0x10] ;\n"
        "        /*0020*/ LDG.E.64.CONSTANT R6, desc[UR4][R2.64+-0x8] ;\n"
        "        /*0030*/ LDG.E.128 R8, desc[UR4][R2.64+0x2000] ;\n"
        "        /*0040*/ LDG.E.STRONG.GPU R4, desc[UR4][R2.64] ;\n"
        "        /*0050*/ LDG.E.EF R4, [R2.64] ;\n"
        "        /*0060*/ EXIT ;\n", 32, 0);
    tx_expect(&t, 0, "global_load_u8 v3, v[1:2], off\n");
    tx_expect(&t, 1, "global_load_i16 v4, v[1:2], off offset:16\n");
    tx_expect(&t, 2, "global_load_b64 v[5:6], v[1:2], off offset:-8\n");
    tx_expect(&t, 3, "v_add_co_u32 v15, vcc_lo, 0x2000, v1\n"
                  "v_add_co_ci_u32_e64 v16, vcc_lo, 0x0, v2, vcc_lo\n"
                  "global_load_b128 v[7:10], v[15:16], off\n");
    tx_expect(&t, 4, "s_waitcnt vmcnt(3)\nglobal_load_b32 v3, v[1:2], off glc\n");
    tx_expect(&t, 5, "s_waitcnt vmcnt(0)\nglobal_load_b32 v3, v[1:2], off glc slc dlc\n");
    assert_int_equal(tx_rule_of(&t, 0), 600);
    tx_free(&t);
}

/* R2:3 v[1:2], R4 v3, R8..11 v[4:7]; scratch v8..v15, store data that is
 * not in a VGPR goes through $t7 = v15.  A strong store needs no cache bit. */
static void test_stg(void **state)
{
    (void)state;
    struct tx t = tx_translate(
        "        /*0000*/ STG.E.U16 desc[UR4][R2.64], R4 ;\n"
        "        /*0010*/ STG.E.128 desc[UR4][R2.64+0x10], R8 ;\n"
        "        /*0020*/ STG.E desc[UR4][R2.64], RZ ;\n"
        "        /*0030*/ STG.E.STRONG.SYS desc[UR4][R2.64], R4 ;\n"
        "        /*0040*/ STG.E.EF [R2.64], R4 ;\n"
        "        /*0050*/ STG.E.U8 [R2.64+0x1], R4 ;\n"
        "        /*0060*/ EXIT ;\n", 32, 0);
    tx_expect(&t, 0, "global_store_b16 v[1:2], v3, off\n");
    tx_expect(&t, 1, "global_store_b128 v[1:2], v[4:7], off offset:16\n");
    tx_expect(&t, 2, "v_mov_b32 v15, 0\nglobal_store_b32 v[1:2], v15, off\n");
    tx_expect(&t, 3, "global_store_b32 v[1:2], v3, off\n");
    tx_expect(&t, 4, "global_store_b32 v[1:2], v3, off glc slc dlc\n");
    tx_expect(&t, 5, "global_store_b8 v[1:2], v3, off offset:1\n");
    tx_free(&t);
    t = tx_translate("        /*0000*/ STG.E [R2.64], RZ ;\n        /*0010*/ EXIT ;\n", 64, 0);
    tx_free(&t);
}

/* ---- shared ------------------------------------------------------------------- */

/* R2..R11 -> v1..v10 (R2 v1, R3 v2, R4 v3, R5 v4, R6:7 v[5:6],
 * R8..11 v[7:10]); scratch v11..v18, the 32-bit address temp $t6 = v17.
 * DS takes one VGPR plus an unsigned 16-bit offset: a UR base is moved
 * into v17, a scaled index shifted there, [RZ] is address 0. */
static void test_lds(void **state)
{
    (void)state;
    struct tx t = tx_translate(
        "        /*0000*/ UMOV UR4, 0x100 ;\n"
        "        /*0010*/ LDS R4, [UR4+0x8] ;\n"
        "        /*0020*/ LDS.64 R6, [R3.X8+0x10] ;\n"
        "        /*0030*/ LDS.128 R8, [R2+0x20] ;\n"
        "        /*0040*/ LDS.U8 R5, [RZ] ;\n"
        "        /*0050*/ EXIT ;\n", 32, 0);
    tx_expect(&t, 1, "v_mov_b32 v17, {UR4}\nds_load_b32 v3, v17 offset:8\n");
    tx_expect(&t, 2, "v_lshlrev_b32 v17, 3, v2\nds_load_b64 v[5:6], v17 offset:16\n");
    tx_expect(&t, 3, "ds_load_b128 v[7:10], v1 offset:32\n");
    tx_expect(&t, 4, "v_mov_b32 v17, 0x0\nds_load_u8 v4, v17\n");
    assert_int_equal(tx_rule_of(&t, 1), 602);
    tx_free(&t);
}

/* R2 v1, R4..R7 v2..v5 (STS.128 reads all four); scratch v6..v13:
 * $t6 = v12, $t7 = v13.
 * [R+UR] adds the uniform base (v_lshl_add by 0); an offset past 16 bits
 * is added into the address (32-bit wrap, like the SASS address). */
static void test_sts(void **state)
{
    (void)state;
    struct tx t = tx_translate(
        "        /*0000*/ UMOV UR4, 0x100 ;\n"
        "        /*0010*/ STS [R2.X4], RZ ;\n"
        "        /*0020*/ STS.64 [R2+UR4], R6 ;\n"
        "        /*0030*/ STS.U8 [R2+0x10000], R4 ;\n"
        "        /*0040*/ STS.128 [R2+0x40], R4 ;\n"
        "        /*0050*/ EXIT ;\n", 32, 0);
    tx_expect(&t, 1, "v_lshlrev_b32 v12, 2, v1\nv_mov_b32 v13, 0\nds_store_b32 v12, v13\n");
    tx_expect(&t, 2, "v_lshl_add_u32 v12, v1, 0, {UR4}\nds_store_b64 v12, v[4:5]\n");
    tx_expect(&t, 3, "v_add_nc_u32_e64 v12, 0x10000, v1\nds_store_b8 v12, v2\n");
    tx_expect(&t, 4, "ds_store_b128 v1, v[2:5] offset:64\n");
    tx_free(&t);
}

/* ---- local, generic, indexed constants ------------------------------------------ */

/* R1..R7 -> v1..v7.  Local memory is the scratch segment addressed by the
 * per-lane offset (the stack pointer c[0x0][0x28] is 0); generic
 * addresses are flat (unsigned 12-bit offsets). */
static void test_local_generic(void **state)
{
    (void)state;
    struct tx t = tx_translate(
        "        /*0000*/ LDL R4, [R1+0x10] ;\n"
        "        /*0010*/ STL.64 [R1+0x8], R6 ;\n"
        "        /*0020*/ LD.E R5, [R2.64+0x4] ;\n"
        "        /*0030*/ ST.E [R2.64], R6 ;\n"
        "        /*0040*/ LDL.U16 R3, [R1+-0x4] ;\n"
        "        /*0050*/ EXIT ;\n", 32, 0);
    tx_expect(&t, 0, "scratch_load_b32 v4, v1, off offset:16\n");
    tx_expect(&t, 1, "scratch_store_b64 v1, v[6:7], off offset:8\n");
    tx_expect(&t, 2, "flat_load_b32 v5, v[2:3] offset:4\n");
    tx_expect(&t, 3, "flat_store_b32 v[2:3], v6\n");
    tx_free(&t);
}

/* c[0x0][RZ] is the slot of c[0x0][0x0] (blockDim.x); a register index reads
 * the kernarg segment s[0:1] at index + offset - 0x210 (sm_90's first
 * parameter).  R2..R5 -> v1..v4. */
static void test_ldc_index(void **state)
{
    (void)state;
    struct tx t = tx_translate(
        "        /*0000*/ LDC R2, c[0x0][RZ] ;\n"
        "        /*0010*/ LDC R3, c[0x0][R2+0x210] ;\n"
        "        /*0020*/ LDC.64 R4, c[0x0][R2+0x218] ;\n"
        "        /*0030*/ EXIT ;\n", 32, 0);
    char *got = tx_lines_of(&t, 0);
    assert_non_null(strstr(got, "v_mov_b32 v1, s"));
    free(got);
    tx_expect(&t, 1, "global_load_b32 v2, v1, s[0:1]\n");
    tx_expect(&t, 2, "global_load_b64 v[3:4], v1, s[0:1] offset:8\n");
    assert_int_equal(tx_rule_of(&t, 1), 608);
    tx_free(&t);
}

/* ---- sm_90 shared window ----------------------------------------------------------- */

/* (rank << 24) + 0x400 + offset becomes offset: the rank is 0 and the
 * first 1 KiB of the window is NVIDIA's reserve.  An LEA by 0x18 of
 * anything else stays a shift-add.  R2..R5 -> v1..v4. */
static void test_smem_window(void **state)
{
    (void)state;
    struct tx t = tx_translate(
        "        /*0000*/ S2UR UR5, SR_CgaCtaId ;\n"
        "        /*0010*/ UMOV UR4, 0x400 ;\n"
        "        /*0020*/ ULEA UR4, UR5, UR4, 0x18 ;\n"
        "        /*0030*/ S2R R2, SR_CgaCtaId ;\n"
        "        /*0040*/ MOV R3, 0x400 ;\n"
        "        /*0050*/ LEA R3, R2, R3, 0x18 ;\n"
        "        /*0060*/ LEA R4, R5, R3, 0x18 ;\n"
        "        /*0070*/ LDS R5, [UR4] ;\n"
        "        /*0080*/ EXIT ;\n", 32, 0);
    tx_expect(&t, 0, "s_mov_b32 {UR5}, 0\n");
    tx_expect(&t, 2, "s_add_u32 {UR4}, {UR4}, 0xfffffc00\n");
    tx_expect(&t, 3, "v_mov_b32 v1, 0\n");
    tx_expect(&t, 5, "v_add_nc_u32_e64 v2, 0xfffffc00, v2\n");
    tx_expect(&t, 6, "v_lshl_add_u32 v3, v4, 24, v2\n");
    assert_int_equal(tx_rule_of(&t, 2), 623);
    assert_int_equal(tx_rule_of(&t, 5), 622);
    assert_int_equal(tx_rule_of(&t, 6), 622);
    tx_free(&t);
}

/* ---- waits ------------------------------------------------------------------------ */

static int waits_in(const struct tx *t, int k)
{
    char *got = tx_lines_of(t, k);
    int n = 0;
    for (const char *p = got; (p = strstr(p, "s_waitcnt")); p++)
        n++;
    free(got);
    return n;
}

/* R2:3 v[1:2], R4 v3, R5 v4, R6 v5 */
static void test_waits(void **state)
{
    (void)state;
    /* a load and two uses: one wait, before the first use */
    struct tx t = tx_translate(
        "        /*0000*/ LDG.E R4, desc[UR4][R2.64] ;\n"
        "        /*0010*/ FADD R5, R4, R4 ;\n"
        "        /*0020*/ FADD R6, R4, R5 ;\n"
        "        /*0030*/ EXIT ;\n", 32, 0);
    tx_expect(&t, 1, "s_waitcnt vmcnt(0)\nv_add_f32_e64 v4, v3, v3\n");
    assert_int_equal(waits_in(&t, 2), 0);
    tx_free(&t);
    /* two loads, a use of the first: the second may still be in flight */
    t = tx_translate(
        "        /*0000*/ LDG.E R4, desc[UR4][R2.64] ;\n"
        "        /*0010*/ LDG.E R5, desc[UR4][R2.64+0x4] ;\n"
        "        /*0020*/ FADD R6, R4, 1 ;\n"
        "        /*0030*/ FADD R6, R6, R5 ;\n"
        "        /*0040*/ EXIT ;\n", 32, 0);
    tx_expect(&t, 2, "s_waitcnt vmcnt(1)\nv_add_f32_e64 v5, v3, 0x3f800000\n");
    tx_expect(&t, 3, "s_waitcnt vmcnt(0)\nv_add_f32_e64 v5, v5, v4\n");
    tx_free(&t);
    /* LDS results wait on lgkmcnt */
    t = tx_translate(
        "        /*0000*/ LDS R4, [R2] ;\n"
        "        /*0010*/ LDS R5, [R2+0x4] ;\n"
        "        /*0020*/ FADD R6, R4, R5 ;\n"
        "        /*0030*/ EXIT ;\n", 32, 0);
    tx_expect(&t, 2, "s_waitcnt lgkmcnt(0)\nv_add_f32_e64 v4, v2, v3\n");
    tx_free(&t);
}

/* Every memory instruction of the samples' families has a rule, except
 * the user constant bank c[0x3] (needs a data symbol from the ABI). */
static void test_samples_covered(void **state)
{
    (void)state;
    static const char *const fam[] = { "LDG", "STG", "LDS", "STS", "LDL", "STL", "LD", "ST",
                                       "ULEA" };
    char **list;
    size_t nf = tu_glob("samples/*/sm_*0.nvdisasm.sass", &list);
    assert_true(nf >= 30);
    for (size_t f = 0; f < nf; f++) {
        struct sass_module *m;
        struct ws_error err;
        assert_int_equal(sass_parse_file(list[f], &m, &err), WS_OK);
        struct xlate_result *r;
        struct xlate_opts o = xlate_opts_default();
        o.compact_regs = 1;
        assert_int_equal(xlate_module(m, &o, &r, &err), WS_OK);
        for (size_t fi = 0; fi < r->nfuncs; fi++)
            for (size_t u = 0; u < r->funcs[fi].nunsup; u++) {
                const struct xunsupported *x = &r->funcs[fi].unsup[u];
                for (size_t q = 0; q < sizeof fam / sizeof fam[0]; q++)
                    if (!strcmp(x->opcode, fam[q]))
                        fail_msg("%s: %s at 0x%x has no rule (%s)", list[f], x->opcode, x->offset,
                                 x->reason);
                if (strstr(x->opcode, "S2") && strstr(x->reason, "CgaCtaId"))
                    fail_msg("%s: SR_CgaCtaId untranslated", list[f]);
            }
        xlate_result_free(r);
        sass_module_free(m);
    }
    tu_free_list(list, nf);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ldg),
        cmocka_unit_test(test_stg),
        cmocka_unit_test(test_lds),
        cmocka_unit_test(test_sts),
        cmocka_unit_test(test_local_generic),
        cmocka_unit_test(test_ldc_index),
        cmocka_unit_test(test_smem_window),
        cmocka_unit_test(test_waits),
        cmocka_unit_test(test_samples_covered),
        cmocka_unit_test(tx_test_assembled),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
