/* test_xlate_float.c - float, half and double rules (xlate_rules_float.c).
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

/* ---- fp32 ------------------------------------------------------------------- */

/* R2..R5 -> v1..v4.  Integer-looking immediates are floats: 1 is 1.0f; -RZ
 * is -0.0 (0x80000000), which keeps -x + -0 = -x for x = +0. */
static void test_fadd_literals(void **state)
{
    (void)state;
    struct tx t = tx_translate(
        "        /*0000*/ FADD R2, R3, 1 ;\n"
        "        /*0010*/ FADD R4, -R5, -RZ ;\n"
        "        /*0020*/ FMUL R2, R3, 16777216 ;\n"
        "        /*0030*/ FFMA R2, R3, 0.5, RZ ;\n"
        "        /*0040*/ EXIT ;\n", 32, 0);
    tx_expect(&t, 0, "v_add_f32_e64 v1, v2, 0x3f800000\n");
    tx_expect(&t, 1, "v_add_f32_e64 v3, -v4, 0x80000000\n");
    tx_expect(&t, 2, "v_mul_f32_e64 v1, v2, 0x4b800000\n");
    tx_expect(&t, 3, "v_fma_f32 v1, v2, 0x3f000000, 0x0\n");
    assert_int_equal(tx_rule_of(&t, 0), 400);
    tx_free(&t);
}

/* .FTZ: the FP32 denormal mode is flush (0xc keeps FP16/64) around the op */
static void test_ftz(void **state)
{
    (void)state;
    struct tx t = tx_translate(
        "        /*0000*/ FMUL.FTZ R2, R3, -R4 ;\n"
        "        /*0010*/ FADD.FTZ R2, R2, R3 ;\n"
        "        /*0020*/ EXIT ;\n", 32, 0);
    tx_expect(&t, 0, "s_denorm_mode 0xc\nv_mul_f32_e64 v1, v2, -v3\ns_denorm_mode 0xf\n");
    tx_expect(&t, 1, "s_denorm_mode 0xc\nv_add_f32_e64 v1, v1, v2\ns_denorm_mode 0xf\n");
    assert_int_equal(tx_rule_of(&t, 0), 407);
    assert_int_equal(tx_rule_of(&t, 1), 406);
    tx_free(&t);
}

/* .RZ/.RM/.RP: s_round_mode 3/2/1 before, 0 after; .SAT: clamp */
static void test_round_sat(void **state)
{
    (void)state;
    struct tx t = tx_translate(
        "        /*0000*/ FFMA.RZ R2, R3, R4, R5 ;\n"
        "        /*0010*/ FFMA.RM R2, R3, R4, R5 ;\n"
        "        /*0020*/ FFMA.RP R2, R3, R4, R5 ;\n"
        "        /*0030*/ FMUL.SAT R2, R3, R4 ;\n"
        "        /*0040*/ FADD.FTZ.SAT R2, R3, R4 ;\n"
        "        /*0050*/ EXIT ;\n", 32, 0);
    tx_expect(&t, 0, "s_round_mode 0x3\nv_fma_f32 v1, v2, v3, v4\ns_round_mode 0x0\n");
    tx_expect(&t, 1, "s_round_mode 0x2\nv_fma_f32 v1, v2, v3, v4\ns_round_mode 0x0\n");
    tx_expect(&t, 2, "s_round_mode 0x1\nv_fma_f32 v1, v2, v3, v4\ns_round_mode 0x0\n");
    /* .SAT maps -0 to +0 on the GPU (conformance case fadd_sat) */
    tx_expect(&t, 3, "v_mul_f32_e64 v1, v2, v3 clamp\nv_max_f32_e64 v1, v1, 0\n");
    tx_expect(&t, 4, "s_denorm_mode 0xc\nv_add_f32_e64 v1, v2, v3 clamp\nv_max_f32_e64 v1, v1, 0\n"
                     "s_denorm_mode 0xf\n");
    assert_int_equal(tx_rule_of(&t, 0), 411);
    assert_int_equal(tx_rule_of(&t, 3), 404);
    tx_free(&t);
}

/* FMNMX/FSEL.  R2..R4 -> v1..v3, scratch v4.. ; P0 -> {P0}, an SGPR after
 * the scratch pairs s6..s21 (read from the trace).  v_cndmask picks src1 where the mask is
 * set: FSEL d, a, b, P -> cndmask d, b, a, P; with !P0 a and b swap back. */
static void test_minmax_select(void **state)
{
    (void)state;
    struct tx t = tx_translate(
        "        /*0000*/ FMNMX R2, R3, R4, !PT ;\n"
        "        /*0010*/ FMNMX R2, R3, |R4|, PT ;\n"
        "        /*0020*/ FSEL R2, R3, 1, !P0 ;\n"
        "        /*0030*/ FSEL R2, R3, R4, P0 ;\n"
        "        /*0040*/ EXIT ;\n", 32, 0);
    /* register sources quieted first: FMNMX with a signalling NaN gives the
     * other operand on the GPU, v_max_f32 in IEEE mode the NaN (case fmnmx) */
    tx_expect(&t, 0, "v_max_f32_e64 v6, v2, v2\nv_max_f32_e64 v7, v3, v3\nv_max_f32_e64 v1, v6, v7\n");
    tx_expect(&t, 1, "v_max_f32_e64 v6, v2, v2\nv_max_f32_e64 v7, |v3|, |v3|\nv_min_f32_e64 v1, v6, v7\n");
    tx_expect(&t, 2, "v_cndmask_b32_e64 v1, v2, 0x3f800000, {P0}\n");
    tx_expect(&t, 3, "v_cndmask_b32_e64 v1, v3, v2, {P0}\n");
    tx_free(&t);
}

/* nvdisasm prints every NaN immediate as -QNAN or +QNAN; the bits come
 * from the encodings of the corpus cubins (234, CUDA 13.0): "FSEL R, R,
 * -QNAN, P" is 0xfff00000 in all 92 (-inf's high word: log(0) in
 * conformance case dlog_guarded gives -inf on the H200), "+QNAN"
 * 0x7ff80000 or 0x7ff00000 (40 each; the double NaN's high word taken).
 * They were both read as the f32 canonical NaN 0x7fc00000 before. */
static void test_nan_immediates(void **state)
{
    (void)state;
    struct tx t = tx_translate(
        "        /*0000*/ FSEL R2, R3, -QNAN , !P0 ;\n"
        "        /*0010*/ FSEL R2, R3, +QNAN , !P0 ;\n"
        "        /*0020*/ EXIT ;\n", 32, 0);
    tx_expect(&t, 0, "v_cndmask_b32_e64 v1, v2, 0xfff00000, {P0}\n");
    tx_expect(&t, 1, "v_cndmask_b32_e64 v1, v2, 0x7ff80000, {P0}\n");
    tx_free(&t);
}

/* With the encoding printed (nvdisasm -hex), a NaN immediate's bits are
 * the first word's high half: "MUFU.RSQ R5, -QNAN" and its words are
 * nvdisasm 13.0's (samples/byte_params/sm_80.hex.sass: 0xffc00000, not
 * the 0xfff00000 read without them); the FSEL is that listing's
 * "FSEL R5, R6, -1, P0" (0xbf80000006057808: -1.0f in bits 63:32) with
 * +inf's high word 0x7ff00000 put there, the other +QNAN nvcc writes. */
static void test_nan_immediates_encoded(void **state)
{
    (void)state;
    struct tx t = tx_translate(
        "        /*0000*/                   FSEL R5, R6, +QNAN , P0 ;   /* 0x7ff0000006057808 */\n"
        "                                                              /* 0x000fca0000000000 */\n"
        "        /*0010*/                   MUFU.RSQ R5, -QNAN  ;      /* 0xffc0000000057908 */\n"
        "                                                              /* 0x000e220000001400 */\n"
        "        /*0020*/                   EXIT ;                     /* 0x000000000000794d */\n"
        "                                                              /* 0x000fea0003800000 */\n", 32, 0);
    for (int k = 0; k < 2; k++) {
        char *got = tx_lines_of(&t, k);
        const char *want = k ? "0xffc00000" : "0x7ff00000";
        if (!strstr(got, want))
            fail_msg("instruction %d: %s has no %s", k, got, want);
        free(got);
    }
    tx_free(&t);
}

static void test_mufu(void **state)
{
    (void)state;
    /* R2, R3 -> v1, v2; scratch v3..v10 */
    struct tx t = tx_translate(
        "        /*0000*/ MUFU.RSQ R2, -R3 ;\n"
        "        /*0010*/ MUFU.EX2 R2, R3 ;\n"
        "        /*0020*/ MUFU.RCP R2, R3 ;\n"
        "        /*0030*/ MUFU.SIN R2, R3 ;\n"
        "        /*0040*/ MUFU.LG2.FTZ R2, R3 ;\n"
        "        /*0050*/ MUFU.RCP64H R2, R3 ;\n"
        "        /*0060*/ EXIT ;\n", 32, 0);
    /* MUFU flushes denormal inputs and results on the GPU, with or without
     * .FTZ (conformance cases sin_fast, cos_fast, fdividef) */
    tx_expect(&t, 0, "s_denorm_mode 0xc\nv_rsq_f32_e64 v1, -v2\ns_denorm_mode 0xf\n");
    tx_expect(&t, 1, "s_denorm_mode 0xc\nv_exp_f32_e64 v1, v2\ns_denorm_mode 0xf\n");
    tx_expect(&t, 2, "s_denorm_mode 0xc\nv_rcp_f32_e64 v1, v2\ns_denorm_mode 0xf\n");
    tx_expect(&t, 3, "s_denorm_mode 0xc\nv_sin_f32_e64 v1, v2\ns_denorm_mode 0xf\n");
    tx_expect(&t, 4, "s_denorm_mode 0xc\nv_log_f32_e64 v1, v2\ns_denorm_mode 0xf\n");
    /* {0, hi} in scratch v5:v6, full-double reciprocal, keep the high word */
    tx_expect(&t, 5, "v_mov_b32 v5, 0\nv_mov_b32 v6, v2\nv_rcp_f64 v[5:6], v[5:6]\n"
                  "v_mov_b32 v1, v6\n");
    tx_free(&t);
}

/* FCHK P0, R2, R3: R2, R3 -> v1, v2; scratch v3..v10; $T0 = s6, $T1 = s8.
 * frexp exponents e + 124 must be <= 249 (0xf9) unsigned; the last
 * instruction writes P0 for active lanes only. */
static void test_fchk(void **state)
{
    (void)state;
    struct tx t = tx_translate(
        "        /*0000*/ FCHK P0, R2, R3 ;\n"
        "        /*0010*/ EXIT ;\n", 32, 0);
    tx_expect(&t, 0,
           "v_cmp_class_f32_e64 s6, v1, 0x108\n"
           "v_cmp_class_f32_e64 s8, v2, 0x108\n"
           "s_and_b32 s6, s6, s8\n"
           "v_frexp_exp_i32_f32_e64 v3, v1\n"
           "v_frexp_exp_i32_f32_e64 v4, v2\n"
           "v_sub_nc_u32_e64 v5, v3, v4\n"
           "v_add_nc_u32_e64 v3, 0x7c, v3\n"
           "v_add_nc_u32_e64 v4, 0x7c, v4\n"
           "v_add_nc_u32_e64 v5, 0x7c, v5\n"
           "v_cmp_ge_u32_e64 s8, 0xf9, v3\n"
           "s_and_b32 s6, s6, s8\n"
           "v_cmp_ge_u32_e64 s8, 0xf9, v4\n"
           "s_and_b32 s6, s6, s8\n"
           "v_cmp_ge_u32_e64 s8, 0xf9, v5\n"
           "s_and_b32 s6, s6, s8\n"
           "s_and_not1_b32 {P0}, exec_lo, s6\n");
    assert_int_equal(tx_rule_of(&t, 0), 433);
    tx_free(&t);
    /* wave64: the lane masks are pairs */
    t = tx_translate("        /*0000*/ FCHK P0, R2, R3 ;\n        /*0010*/ EXIT ;\n", 64, 0);
    char *got = tx_lines_of(&t, 0);
    assert_non_null(strstr(got, "v_cmp_class_f32_e64 s[6:7], v1, 0x108\n"));
    assert_non_null(strstr(got, "s_and_not1_b64 s["));
    assert_non_null(strstr(got, "], exec, s[6:7]\n"));
    free(got);
    tx_free(&t);
}

/* --contract: FMUL R4, R2, R3 then FADD R5, R4, R6 -> v_fma_f32, with a
 * comment saying it is not bit-identical.  R2..R6 -> v1..v5. */
static void test_contract(void **state)
{
    (void)state;
    const char *body =
        "        /*0000*/ FMUL R4, R2, R3 ;\n"
        "        /*0010*/ FADD R5, R4, -R6 ;\n"
        "        /*0020*/ EXIT ;\n";
    struct tx t = tx_translate(body, 32, 0);
    tx_expect(&t, 1, "v_add_f32_e64 v4, v3, -v5\n");
    tx_free(&t);
    t = tx_translate(body, 32, 1);
    tx_expect(&t, 0, "v_mul_f32_e64 v3, v1, v2\n");
    tx_expect(&t, 1, "v_fma_f32 v4, v1, v2, -v5\n");
    const struct xfunc *xf = &t.r->funcs[0];
    int comment = 0;
    for (size_t i = 0; i < xf->nlines; i++)
        if (xf->lines[i].sass == 1 && xf->lines[i].kind == XL_COMMENT &&
            strstr(xf->lines[i].text, "not bit-identical"))
            comment = 1;
    assert_true(comment);
    tx_free(&t);
}

/* ---- packed half ----------------------------------------------------------- */

/* Selectors: .H0_H0 reads the low half for both lanes (op_sel 0, op_sel_hi
 * 0); no selector is op_sel_hi 1.  Immediate pairs print high half first:
 * {0, 2.38e-07} is 0x00000004, {1, 1} is 0x3c003c00, {15, 0} 0x4b800000.
 * R2, R3, R5, R6, R7 -> v1..v5. */
static void test_half2(void **state)
{
    (void)state;
    struct tx t = tx_translate(
        "        /*0000*/ HADD2 R5, R2.H0_H0, R5.H0_H0 ;\n"
        "        /*0010*/ HMUL2 R6, R3, R6.H1_H1 ;\n"
        "        /*0020*/ HFMA2 R7, R2.H0_H0, R3, R7 ;\n"
        "        /*0030*/ HFMA2.MMA R3, R2, 1, 1, R5 ;\n"
        "        /*0040*/ HFMA2.MMA R3, -RZ, RZ, 0, 2.384185791015625e-07 ;\n"
        "        /*0050*/ HFMA2.MMA R3, -RZ, RZ, 15, 0 ;\n"
        "        /*0060*/ HMNMX2 R7, R7, -R2.H0_H0, !PT ;\n"
        "        /*0070*/ HMNMX2 R7, R7, R2.H0_H0, PT ;\n"
        "        /*0080*/ EXIT ;\n", 32, 0);
    tx_expect(&t, 0, "v_pk_add_f16 v3, v1, v3 op_sel_hi:[0,0]\n");
    tx_expect(&t, 1, "v_pk_mul_f16 v4, v2, v4 op_sel:[0,1]\n");
    tx_expect(&t, 2, "v_pk_fma_f16 v5, v1, v2, v5 op_sel_hi:[0,1,1]\n");
    tx_expect(&t, 3, "v_pk_fma_f16 v2, v1, 0x3c003c00, v3\n");
    tx_expect(&t, 4, "v_mov_b32 v2, 0x4\n");
    tx_expect(&t, 5, "v_mov_b32 v2, 0x4b800000\n");
    /* HMNMX2 quiets its register sources first (a signaling-NaN half gives the other half) */
    tx_expect(&t, 6, "v_pk_max_f16 v8, v5, v5\nv_pk_max_f16 v9, v1, v1\n"
                     "v_pk_max_f16 v5, v8, v9 op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]\n");
    tx_expect(&t, 7, "v_pk_max_f16 v8, v5, v5\nv_pk_max_f16 v9, v1, v1\n"
                     "v_pk_min_f16 v5, v8, v9 op_sel_hi:[1,0]\n");
    assert_int_equal(tx_rule_of(&t, 4), 443);
    tx_free(&t);
}

/* HADD2.F32 -RZ, x.Hn widens one half; HSETP2 compares per half.
 * R2..R4 -> v1..v3, scratch v4..; P0, P1 -> {P0}, {P1} (from the trace). */
static void test_half_convert_compare(void **state)
{
    (void)state;
    struct tx t = tx_translate(
        "        /*0000*/ HADD2.F32 R2, -RZ, R3.H0_H0 ;\n"
        "        /*0010*/ HADD2.F32 R2, -RZ, R3.H1_H1 ;\n"
        "        /*0020*/ HSETP2.GT.AND P0, P1, R3, R4, PT ;\n"
        "        /*0030*/ EXIT ;\n", 32, 0);
    tx_expect(&t, 0, "v_cvt_f32_f16_e64 v1, v2\n");
    tx_expect(&t, 1, "v_lshrrev_b32 v4, 16, v2\nv_cvt_f32_f16_e32 v1, v4\n");
    tx_expect(&t, 2, "v_cmp_gt_f16_e64 {P0}, v2, v3\nv_lshrrev_b32 v4, 16, v2\n"
                  "v_lshrrev_b32 v5, 16, v3\nv_cmp_gt_f16_e64 {P1}, v4, v5\n");
    tx_free(&t);
}

/* ---- double ------------------------------------------------------------------ */

/* Pairs: R2:3 -> v[1:2], R4:5 -> v[3:4], R6:7 -> v[5:6]; scratch from v7,
 * so $t4:$t5 = v[11:12].  SASS prints 2.0 as "2"; a 32-bit literal is the
 * double's high word, so 0.1 (non-zero low word) is built in v[11:12]. */
static void test_double(void **state)
{
    (void)state;
    struct tx t = tx_translate(
        "        /*0000*/ DADD R2, R2, R4 ;\n"
        "        /*0010*/ DFMA R2, R2, 2, R4 ;\n"
        "        /*0020*/ DMUL R6, -R2, 0.10000000000000000555 ;\n"
        "        /*0030*/ DMUL.RZ R6, R2, R4 ;\n"
        "        /*0040*/ DMNMX R6, R2, R4, !PT ;\n"
        "        /*0050*/ DSETP.GTU.AND P0, PT, R2, R4, PT ;\n"
        "        /*0060*/ DADD R2, R2, 1.5 ;\n"
        "        /*0070*/ EXIT ;\n", 32, 0);
    tx_expect(&t, 0, "v_add_f64 v[1:2], v[1:2], v[3:4]\n");
    tx_expect(&t, 1, "v_fma_f64 v[1:2], v[1:2], 0x40000000, v[3:4]\n");
    tx_expect(&t, 2, "v_mov_b32 v11, 0x9999999a\nv_mov_b32 v12, 0x3fb99999\n"
                  "v_mul_f64 v[5:6], -v[1:2], v[11:12]\n");
    tx_expect(&t, 3, "s_round_mode 0xc\nv_mul_f64 v[5:6], v[1:2], v[3:4]\ns_round_mode 0x0\n");
    tx_expect(&t, 4, "v_max_f64 v[5:6], v[1:2], v[3:4]\n");
    tx_expect(&t, 5, "v_cmp_nle_f64_e64 {P0}, v[1:2], v[3:4]\n");
    tx_expect(&t, 6, "v_add_f64 v[1:2], v[1:2], 0x3ff80000\n");
    tx_free(&t);
}

/* Every float/half/double instruction of every sample has a rule. */
static void test_samples_covered(void **state)
{
    (void)state;
    static const char *const fam[] = { "FADD", "FMUL", "FFMA", "FMNMX", "FSEL", "MUFU", "FCHK",
                                       "HADD2", "HMUL2", "HFMA2", "HMNMX2", "HSETP2", "DADD",
                                       "DMUL", "DFMA", "DSETP", "DMNMX" };
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
                const struct sass_insn *in = NULL;
                for (size_t k = 0; k < m->funcs[fi].ninsns; k++)
                    if (m->funcs[fi].insns[k].offset == x->offset)
                        in = &m->funcs[fi].insns[k];
                for (size_t q = 0; in && q < sizeof fam / sizeof fam[0]; q++)
                    if (!strcmp(x->opcode, fam[q]) && !strstr(in->text, "c[0x3]"))
                        fail_msg("%s: %s has no rule (%s)", list[f], in->text, x->reason);
            }
        xlate_result_free(r);
        sass_module_free(m);
    }
    tu_free_list(list, nf);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fadd_literals),
        cmocka_unit_test(test_ftz),
        cmocka_unit_test(test_round_sat),
        cmocka_unit_test(test_minmax_select),
        cmocka_unit_test(test_mufu),
        cmocka_unit_test(test_fchk),
        cmocka_unit_test(test_contract),
        cmocka_unit_test(test_half2),
        cmocka_unit_test(test_half_convert_compare),
        cmocka_unit_test(test_double),
        cmocka_unit_test(test_nan_immediates),
        cmocka_unit_test(test_nan_immediates_encoded),
        cmocka_unit_test(test_samples_covered),
        cmocka_unit_test(tx_test_assembled),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
