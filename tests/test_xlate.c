/* test_xlate.c - the translation engine: rule table sanity, no overlapping
 * rules, nothing dropped, provenance, waits, guards, and every sample's
 * translation assembled by llvm-mc-19 and linked by ld.lld-19. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "session/input.h"
#include "analysis/live.h"
#include "sass/sass.h"
#include "base/toolrun.h"
#include "xlate/xlate.h"
#include "xlate/xlate_int.h"
#include "lib/testutil.h"
#include "lib/tx.h"

static void test_rule_table(void **state)
{
    (void)state;
    size_t n;
    const struct xrule *r = xlate_rules(&n);
    assert_true(n >= 40);
    for (size_t i = 0; i < n; i++) {
        if (!r[i].name || !r[i].why || !r[i].pattern || !r[i].opcode || !r[i].file ||
            (!r[i].out && !r[i].emit) || r[i].cat >= XC_COUNT)
            fail_msg("rule %d (%s) is missing a field", r[i].id, r[i].name ? r[i].name : "?");
        if (strlen(r[i].why) < 20)
            fail_msg("rule %d (%s): the rationale says too little", r[i].id, r[i].name);
        for (size_t j = i + 1; j < n; j++)
            if (r[i].id == r[j].id)
                fail_msg("rules %s and %s share id %d", r[i].name, r[j].name, r[i].id);
    }
}

/* Two rules of the same priority must never match the same instruction:
 * checked on every instruction of every sample. */
static void test_no_overlap(void **state)
{
    (void)state;
    size_t n;
    const struct xrule *r = xlate_rules(&n);
    char **list;
    size_t nf = tu_glob("samples/*/sm_*0.nvdisasm.sass", &list);
    assert_true(nf >= 30);
    size_t checked = 0;
    for (size_t f = 0; f < nf; f++) {
        struct sass_module *m;
        assert_int_equal(sass_parse_file(list[f], &m, NULL), WS_OK);
        for (size_t fi = 0; fi < m->nfuncs; fi++)
            for (size_t k = 0; k < m->funcs[fi].ninsns; k++) {
                const struct sass_insn *in = &m->funcs[fi].insns[k];
                const struct xrule *hit[32];
                int nh = 0;
                for (size_t i = 0; i < n && nh < 32; i++)
                    if (xlate_rule_matches(&r[i], in))
                        hit[nh++] = &r[i];
                for (int a = 0; a < nh; a++)
                    for (int b = a + 1; b < nh; b++)
                        if (hit[a]->priority == hit[b]->priority)
                            fail_msg("%s: '%s': rules %s and %s both match at priority %d",
                                     list[f], in->text, hit[a]->name, hit[b]->name, hit[a]->priority);
                checked++;
            }
        sass_module_free(m);
    }
    tu_free_list(list, nf);
    assert_true(checked > 10000);
}

#define HDR "\t.target sm_90\n\t.section\t.text.k,\"ax\",@progbits\nk:\n"

/* Waits: two loads, then a use of the first. The first load's data is
 * back once at most one load (the second) is outstanding: vmcnt(1).
 * Register mapping (used R compacted in order from v1): R2->v1, R3->v2,
 * R4->v3, R5->v4, R6->v5, R7->v6. */
static void test_waits(void **state)
{
    (void)state;
    const char *text = HDR
        "        /*0000*/ LDG.E R4, desc[UR4][R2.64] ;\n"
        "        /*0010*/ LDG.E R5, desc[UR4][R2.64+0x4] ;\n"
        "        /*0020*/ IADD3 R6, R4, 0x1, RZ ;\n"
        "        /*0030*/ IADD3 R7, R5, R4, RZ ;\n"
        "        /*0040*/ EXIT ;\n";
    struct sass_module *m;
    struct xlate_result *r = tx_translate_text(text, 32, 0, &m);
    struct strbuf b;
    sb_init(&b);
    tx_insn_lines(&r->funcs[0], 2, &b);
    assert_string_equal(b.s, "s_waitcnt vmcnt(1)\nv_add3_u32 v5, v3, 1, 0\n");
    sb_reset(&b);
    tx_insn_lines(&r->funcs[0], 3, &b);
    assert_string_equal(b.s, "s_waitcnt vmcnt(0)\nv_add3_u32 v6, v4, v3, 0\n");
    sb_free(&b);
    xlate_result_free(r);
    sass_module_free(m);
}

/* A guarded VALU instruction runs under EXEC narrowed to the predicate:
 * save EXEC in the last scratch SGPR pair, AND (or AND-NOT for @!P), run,
 * restore. Mapping: R1->v1, R2->v2, R3->v3; scratch SGPRs start at s6
 * (8 pairs: s6..s21, the guard uses the last, s20), then the return-address
 * pair s[22:23] and the predicate-merge pair s[24:25]; P0 is s26. */
static void test_guard(void **state)
{
    (void)state;
    const char *text = HDR
        "        /*0000*/ ISETP.GE.AND P0, PT, R1, R2, PT ;\n"
        "        /*0010*/ @!P0 FADD R3, R1, R2 ;\n"
        "        /*0020*/ EXIT ;\n";
    struct sass_module *m;
    struct xlate_result *r = tx_translate_text(text, 32, 0, &m);
    struct strbuf b;
    sb_init(&b);
    tx_insn_lines(&r->funcs[0], 0, &b);
    assert_string_equal(b.s, "v_cmp_ge_i32_e64 s26, v1, v2\n");
    sb_reset(&b);
    tx_insn_lines(&r->funcs[0], 1, &b);
    assert_string_equal(b.s, "s_mov_b32 s20, exec_lo\ns_and_not1_b32 exec_lo, exec_lo, s26\n"
                             "v_add_f32_e64 v3, v1, v2\ns_mov_b32 exec_lo, s20\n");
    sb_free(&b);
    xlate_result_free(r);
    sass_module_free(m);
    /* wave64: lane masks are SGPR pairs */
    r = tx_translate_text(text, 64, 0, &m);
    sb_init(&b);
    tx_insn_lines(&r->funcs[0], 0, &b);
    assert_string_equal(b.s, "v_cmp_ge_i32_e64 s[26:27], v1, v2\n");
    sb_free(&b);
    xlate_result_free(r);
    sass_module_free(m);
}

/* Textures and surfaces (rules tex, sust; README "Textures and surfaces").
 * Hand derivation: the handle goes to s[6:7] (the first scratch pair; the
 * 4-aligned s[8:15] and s[16:19] take the T# and S#), the T# is loaded from
 * offset 0 and the S# from 0x30 (HIP_SAMPLER_OBJECT_OFFSET_DWORD 12 * 4);
 * used R registers compacted in order from v1 (R2->v1, R3->v2, R5->v3,
 * R6..R9->v4..v7), scratch VGPRs from v8.  TEX's coordinates x, y then the
 * level of detail go to v8..v10; the four components to Rd, Rd+1 (v4, v5),
 * Rd2, Rd2+1 (v6, v7): consecutive, so sampled into v[4:7] directly. */
static void test_texture(void **state)
{
    (void)state;
    const char *text = HDR
        "        /*0000*/ ULDC UR4, c[0x0][0x228] ;\n"
        "        /*0010*/ UMOV UR5, URZ ;\n"
        "        /*0020*/ TEX.LL R8, R6, R2, R5, UR4, 0x0, 2D ;\n"
        "        /*0030*/ FADD R6, R6, R9 ;\n"
        "        /*0040*/ SUST.D.BA.2D.STRONG.SM.TRAP [R2], R6, UR4, 0x0 ;\n"
        "        /*0050*/ EXIT ;\n";
    struct sass_module *m;
    struct xlate_result *r = tx_translate_text(text, 32, 0, &m);
    assert_int_equal(xlate_total_unsupported(r), 0);
    struct strbuf b;
    sb_init(&b);
    tx_insn_lines(&r->funcs[0], 2, &b);
    assert_non_null(strstr(b.s, "v_mov_b32 v8, v1\nv_mov_b32 v9, v2\nv_mov_b32 v10, v3\n"
                                "s_load_b256 s[8:15], s[6:7], 0x0\n"
                                "s_load_b128 s[16:19], s[6:7], 0x30\n"
                                "s_waitcnt lgkmcnt(0)\n"
                                "image_sample_l v[4:7], v[8:10], s[8:15], s[16:19] dmask:0xf "
                                "dim:SQ_RSRC_IMG_2D\n"));
    /* the FADD reads a result: the sample counts on vmcnt */
    sb_reset(&b);
    tx_insn_lines(&r->funcs[0], 3, &b);
    assert_non_null(strstr(b.s, "s_waitcnt vmcnt(0)\n"));
    /* SUST: x in bytes to 32-bit texels (>> 2), y, the T# alone, its format
     * set to 32_UINT (20 << 20) for the raw bits, then the store of R6 (v4) */
    sb_reset(&b);
    tx_insn_lines(&r->funcs[0], 4, &b);
    assert_non_null(strstr(b.s, "s_mov_b32 s7, 0\nv_lshrrev_b32 v8, 2, v1\nv_mov_b32 v9, v2\n"
                                "s_load_b256 s[8:15], s[6:7], 0x0\ns_waitcnt lgkmcnt(0)\n"
                                "s_and_b32 s9, s9, 0xf00fffff\ns_or_b32 s9, s9, 0x1400000\n"
                                "image_store v4, v[8:9], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm\n"));
    sb_free(&b);
    xlate_result_free(r);
    sass_module_free(m);

    /* sm_80: the handle is the c[0x0] word 0x5e (byte 0x178: the fourth 8-byte
     * parameter).  A layered .SCR fetch has the layer and x in Ra, Ra+1 (R2,
     * R3 -> v1, v2) and y, then the level of detail, in Rb, Rb+1 (R5, R6 ->
     * v3, v4); MIMG wants x, y, then the layer as a float, then the level of
     * detail.  One component, sampled straight into R10 (v5); scratch VGPRs
     * from v6. */
    const char *t80 = "\t.target sm_80\n\t.section\t.text.k,\"ax\",@progbits\nk:\n"
        "        /*0000*/ TEX.SCR.LL RZ, R10, R2, R5, 0x0, 0x5e, ARRAY_2D, 0x1 ;\n"
        "        /*0010*/ FADD R10, R10, R10 ;\n"
        "        /*0020*/ TEX.SCR.LL RZ, R10, R2, R5, 0x0, 0x5e, CUBE, 0x1 ;\n"
        "        /*0030*/ EXIT ;\n";
    r = tx_translate_text(t80, 32, 0, &m);
    sb_init(&b);
    tx_insn_lines(&r->funcs[0], 0, &b);
    assert_non_null(strstr(b.s, "s_mov_b32 s7, 0\n"
                                "v_mov_b32 v6, v2\nv_mov_b32 v7, v3\nv_cvt_f32_u32 v8, v1\n"
                                "v_mov_b32 v9, v4\ns_load_b256 s[8:15], s[6:7], 0x0\n"
                                "s_load_b128 s[16:19], s[6:7], 0x30\ns_waitcnt lgkmcnt(0)\n"
                                "image_sample_l v5, v[6:9], s[8:15], s[16:19] dmask:0x1 "
                                "dim:SQ_RSRC_IMG_2D_ARRAY\n"));
    /* a cubemap fetch stays UNSUPPORTED, with its reason */
    assert_int_equal(xlate_total_unsupported(r), 1);
    sb_reset(&b);
    xlate_print(r, &b);
    assert_non_null(strstr(b.s, "; UNSUPPORTED: TEX.SCR.LL RZ, R10, R2, R5, 0x0, 0x5e, CUBE, 0x1 "
                                "(rule tex declined it: operand 6 CUBE: a cubemap fetch"));
    sb_free(&b);
    xlate_result_free(r);
    sass_module_free(m);

    /* tex2DLod(.., 0) as nvcc 13.0 gives it (tests/data/texture_probe):
     * sm_80 TEX.SCR.LZ with x in Ra (R0 -> v1) and y in Rb (R5 -> v2); sm_90
     * TEX.LZ with x, y in Ra, Ra+1 (R4, R5 -> v1, v2) and no Rb; both
     * image_sample_lz from x, y alone (scratch VGPRs from v3) */
    const char *lz80 = "\t.target sm_80\n\t.section\t.text.k,\"ax\",@progbits\nk:\n"
        "        /*0000*/ TEX.SCR.LZ RZ, R5, R0, R5, 0x0, 0x5a, 2D, 0x1 ;\n"
        "        /*0010*/ EXIT ;\n";
    const char *lz90 = HDR
        "        /*0000*/ ULDC UR4, c[0x0][0x220] ;\n"
        "        /*0010*/ UMOV UR5, URZ ;\n"
        "        /*0020*/ TEX.LZ RZ, R5, R4, UR4, 0x0, 2D, 0x1 ;\n"
        "        /*0030*/ EXIT ;\n";
    for (int k = 0; k < 2; k++) {
        r = tx_translate_text(k ? lz90 : lz80, 32, 0, &m);
        assert_int_equal(xlate_total_unsupported(r), 0);
        sb_init(&b);
        tx_insn_lines(&r->funcs[0], k ? 2 : 0, &b);
        assert_non_null(strstr(b.s, "v_mov_b32 v3, v1\nv_mov_b32 v4, v2\n"));
        assert_non_null(strstr(b.s, "image_sample_lz v2, v[3:4], s[8:15], s[16:19] dmask:0x1 "
                                    "dim:SQ_RSRC_IMG_2D\n"));
        sb_free(&b);
        xlate_result_free(r);
        sass_module_free(m);
    }
}

/* An instruction without a rule is a loud line, a report entry and an
 * UNSUPPORTED step, never a gap. */
static void test_unsupported_is_loud(void **state)
{
    (void)state;
    const char *text = HDR "        /*0000*/ FROB R1, R2 ;\n        /*0010*/ EXIT ;\n";
    struct sass_module *m;
    struct xlate_result *r = tx_translate_text(text, 32, 0, &m);
    assert_int_equal(xlate_total_unsupported(r), 1);
    assert_int_equal(r->funcs[0].unsup[0].offset, 0);
    struct strbuf b;
    sb_init(&b);
    xlate_print(r, &b);
    assert_non_null(strstr(b.s, "; UNSUPPORTED: FROB R1, R2"));
    sb_reset(&b);
    xlate_report_json(r, &b);
    assert_non_null(strstr(b.s, "\"unsupported\":[{\"offset\":0,\"opcode\":\"FROB\""));
    sb_free(&b);
    xlate_result_free(r);
    sass_module_free(m);
}

/* Every SASS instruction is one trace step; every emitted instruction
 * names the SASS instruction and rule it came from. */
static void check_accounting(const char *path, const struct xlate_result *r)
{
    for (size_t fi = 0; fi < r->nfuncs; fi++) {
        const struct xfunc *xf = &r->funcs[fi];
        size_t per = 0;
        for (size_t s = 0; s < xf->nsteps; s++)
            per += xf->steps[s].kind != XS_PASS;
        if (per != xf->sass->ninsns)
            fail_msg("%s %s: %zu steps for %zu instructions", path, xf->sass->name, per, xf->sass->ninsns);
        for (size_t i = 0; i < xf->nlines; i++) {
            const struct xline *l = &xf->lines[i];
            if (l->kind != XL_INSN || l->rule < 0)
                continue;
            const struct rdna_insn *in = &xf->fn->insns[l->insn];
            if (l->sass < 0 || in->prov.sass_offset != (int32_t)xf->sass->insns[l->sass].offset ||
                in->prov.rule != l->rule || !xlate_rule_by_id(l->rule))
                fail_msg("%s: provenance of emitted line %zu is wrong", path, i);
        }
    }
}

static int assemble(const char *text, size_t len, int wave, char *why, size_t whylen)
{
    char obj[] = "/tmp/ws_xlate_XXXXXX";
    int fd = mkstemp(obj);
    if (fd < 0)
        return -1;
    close(fd);
    char so[64];
    snprintf(so, sizeof so, "%s.hsaco", obj);
    const char *mc[] = { "llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1100",
                         wave == 64 ? "-mattr=+wavefrontsize64" : "-mattr=+wavefrontsize32",
                         "-filetype=obj", "-o", obj, "-", NULL };
    struct strbuf e;
    sb_init(&e);
    int code = 0, rc = 0;
    if (tools_run(mc, text, len, NULL, &e, &code, NULL)) {
        snprintf(why, whylen, "llvm-mc-19: %.300s", e.s ? e.s : "");
        rc = -1;
    } else {
        const char *ld[] = { "ld.lld-19", "-shared", obj, "-o", so, NULL };
        sb_reset(&e);
        if (tools_run(ld, NULL, 0, NULL, &e, &code, NULL)) {
            snprintf(why, whylen, "ld.lld-19: %.300s", e.s ? e.s : "");
            rc = -1;
        }
    }
    sb_free(&e);
    unlink(obj);
    unlink(so);
    return rc;
}

static void test_samples_assemble(void **state)
{
    (void)state;
    tu_need_tool("llvm-mc-19");
    tu_need_tool("ld.lld-19");
    char **list;
    size_t nf = tu_glob("samples/*/sm_*0.nvdisasm.sass", &list);
    assert_true(nf >= 30);
    for (size_t f = 0; f < nf; f++) {
        struct sass_module *m;
        assert_int_equal(sass_parse_file(list[f], &m, NULL), WS_OK);
        for (int wave = 32; wave <= 64; wave += 32) {
            if (wave == 64 && !strstr(list[f], "sm_90"))
                continue;
            struct xlate_opts o = xlate_opts_default();
            o.wave = wave;
            o.compact_regs = 1;
            struct xlate_result *r;
            struct ws_error err;
            if (xlate_module(m, &o, &r, &err))
                fail_msg("%s: %s", list[f], err.msg);
            check_accounting(list[f], r);
            struct strbuf b;
            sb_init(&b);
            xlate_print(r, &b);
            char why[512];
            if (assemble(b.s, b.len, wave, why, sizeof why))
                fail_msg("%s (wave%d): %s", list[f], wave, why);
            sb_free(&b);
            xlate_result_free(r);
        }
        sass_module_free(m);
    }
    tu_free_list(list, nf);
}

/* Every sample translates with every instruction handled by a real rule
 * (wave32; the user's __constant__ data from the cubin beside the dump), and
 * the held-out kernels, which no rule was written for, with at least 98%. */
static void coverage(const char *pattern, double need, size_t *total, size_t *unsup)
{
    char **list;
    size_t nf = tu_glob(pattern, &list);
    assert_true(nf > 0);
    for (size_t f = 0; f < nf; f++) {
        struct sass_module *m;
        assert_int_equal(sass_parse_file(list[f], &m, NULL), WS_OK);
        input_module_data(list[f], m);
        struct xlate_opts o = xlate_opts_default();
        o.compact_regs = 1;
        struct xlate_result *r;
        assert_int_equal(xlate_module(m, &o, &r, NULL), WS_OK);
        size_t n = 0;
        for (size_t i = 0; i < m->nfuncs; i++)
            n += m->funcs[i].ninsns;
        size_t u = xlate_total_unsupported(r);
        if (need >= 1.0 && u)
            fail_msg("%s: %zu instructions without a rule (first at 0x%x: %s)", list[f], u,
                     r->funcs[0].nunsup ? r->funcs[0].unsup[0].offset : 0,
                     r->funcs[0].nunsup ? r->funcs[0].unsup[0].opcode : "?");
        if ((double)(n - u) < need * (double)n)
            fail_msg("%s: only %zu of %zu instructions handled", list[f], n - u, n);
        *total += n;
        *unsup += u;
        xlate_result_free(r);
        sass_module_free(m);
    }
    tu_free_list(list, nf);
}

static void test_coverage(void **state)
{
    (void)state;
    size_t n = 0, u = 0;
    coverage("samples/*/sm_*0.nvdisasm.sass", 1.0, &n, &u);
    assert_int_equal(u, 0);
    size_t hn = 0, hu = 0;
    coverage("tests/heldout/*/sm_*.nvdisasm.sass", 0.98, &hn, &hu);
    print_message("      samples: %zu instructions, all by rules; held-out: %zu of %zu by rules\n",
                  n, hn - hu, hn);
}

/* The output's control flow against the input's: every SASS block that is
 * a branch target starts with a label in the output; after a SASS
 * instruction that never falls through (EXIT, an unguarded uniform BRA,
 * RET) the RDNA3 code of that instruction ends in an unconditional transfer
 * (s_branch, s_endpgm, s_setpc_b64), so no lane can fall through into code
 * it should not run; every label an RDNA3 branch names exists. */
static void check_flow(const char *path, const struct xlate_result *r)
{
    for (size_t fi = 0; fi < r->nfuncs; fi++) {
        const struct xfunc *xf = &r->funcs[fi];
        const struct sass_function *sf = xf->sass;
        for (size_t i = 0; i < sf->ninsns; i++) {
            const struct mir_insn *mi = &sf->mir.insns[i];
            /* targets start with a label */
            for (unsigned t = 0; t < mi->ntargets; t++) {
                char lab[64];
                snprintf(lab, sizeof lab, ".Lws%zu_%04x", fi, mi->targets[t]);
                int found = 0;
                for (size_t l = 0; l < xf->nlines && !found; l++)
                    found = xf->lines[l].kind == XL_LABEL && !strcmp(xf->lines[l].text, lab);
                if (!found)
                    fail_msg("%s %s: SASS target 0x%x has no label", path, sf->name, mi->targets[t]);
            }
            int never_falls = !mi->guarded && (mi->flow == FLOW_EXIT || mi->flow == FLOW_RET ||
                              (mi->flow == FLOW_JUMP && !mi->conditional));
            if (!never_falls)
                continue;
            const struct rdna_insn *last = NULL;
            for (size_t l = 0; l < xf->nlines; l++)
                if (xf->lines[l].kind == XL_INSN && xf->lines[l].sass == (int32_t)i)
                    last = &xf->fn->insns[xf->lines[l].insn];
            if (!last || (strcmp(last->opcode, "s_branch") && strcmp(last->opcode, "s_endpgm") &&
                          strcmp(last->opcode, "s_setpc_b64")))
                fail_msg("%s %s: after '%s' the RDNA3 code can fall through (%s)", path, sf->name,
                         sf->insns[i].text, last ? last->opcode : "nothing emitted");
        }
        /* every branch target label of the output exists */
        for (size_t k = 0; k < xf->fn->ninsns; k++) {
            const struct rdna_insn *in = &xf->fn->insns[k];
            if (strncmp(in->opcode, "s_branch", 8) && strncmp(in->opcode, "s_cbranch", 9))
                continue;
            const char *lab = NULL;
            for (unsigned o = 0; o < in->nops; o++)
                if (in->ops[o].kind == ROP_LABEL && in->ops[o].text)
                    lab = in->ops[o].text;
            if (!lab)
                continue;
            int found = 0;
            for (size_t l = 0; l < xf->nlines && !found; l++)
                found = xf->lines[l].kind == XL_LABEL && !strcmp(xf->lines[l].text, lab);
            if (!found)
                fail_msg("%s %s: %s names a missing label %s", path, sf->name, in->opcode, lab);
        }
    }
}

static void test_output_flow(void **state)
{
    (void)state;
    char **list;
    size_t nf = tu_glob("samples/*/sm_*0.nvdisasm.sass", &list);
    assert_true(nf >= 30);
    for (size_t f = 0; f < nf; f++) {
        struct sass_module *m;
        assert_int_equal(sass_parse_file(list[f], &m, NULL), WS_OK);
        for (int wave = 32; wave <= 64; wave += 32) {
            struct xlate_opts o = xlate_opts_default();
            o.wave = wave;
            struct xlate_result *r;
            assert_int_equal(xlate_module(m, &o, &r, NULL), WS_OK);
            check_flow(list[f], r);
            xlate_result_free(r);
        }
        sass_module_free(m);
    }
    tu_free_list(list, nf);
}

/* Everything a translation prints: listing, traces, report. */
static void print_all(const struct xlate_result *r, struct strbuf *b)
{
    xlate_print(r, b);
    for (size_t f = 0; f < r->nfuncs; f++)
        xlate_trace_text(r, f, b);
    xlate_report_json(r, b);
}

/* Every sample listing, both waves, translated twice: *how(0) and *how(1)
 * set up each translation; the two must print the same. */
static void translate_twice(const char *what,
                            void (*how)(int second, struct sass_module *m, struct xlate_opts *o,
                                        void **data),
                            void (*done)(struct sass_module *m, void *data))
{
    char **list;
    size_t nf = tu_glob("samples/*/sm_*0.nvdisasm.sass", &list);
    assert_true(nf >= 30);
    for (size_t f = 0; f < nf; f++) {
        struct sass_module *m;
        assert_int_equal(sass_parse_file(list[f], &m, NULL), WS_OK);
        void *data = NULL;
        for (int wave = 32; wave <= 64; wave += 32) {
            struct strbuf b[2];
            for (int k = 0; k < 2; k++) {
                struct xlate_opts o = xlate_opts_default();
                o.wave = wave;
                struct xlate_result *r;
                how(k, m, &o, &data);
                assert_int_equal(xlate_module(m, &o, &r, NULL), WS_OK);
                assert_null(r->opts.live);      /* a given liveness is not kept */
                sb_init(&b[k]);
                print_all(r, &b[k]);
                xlate_result_free(r);
            }
            xshape_off = 0;
            if (b[0].len != b[1].len || memcmp(b[0].s, b[1].s, b[0].len))
                fail_msg("%s wave%d: %s changes the translation", list[f], wave, what);
            sb_free(&b[0]);
            sb_free(&b[1]);
        }
        if (done)
            done(m, data);
        sass_module_free(m);
    }
    tu_free_list(list, nf);
}

static void shape_cache_off(int second, struct sass_module *m, struct xlate_opts *o, void **data)
{
    (void)m; (void)o; (void)data;
    xshape_off = second;
}

/* The rules and templates kept by instruction shape (xlate_shape.c) change
 * nothing: every sample translates the same with every rule selected and
 * run afresh. */
static void test_shape_cache(void **state)
{
    (void)state;
    translate_twice("the shape cache", shape_cache_off, NULL);
}

/* the liveness of every function of m, as the pipeline's analysis has it */
static void liveness_given(int second, struct sass_module *m, struct xlate_opts *o, void **data)
{
    struct live_info **li = *data;
    if (!li) {
        struct live_conv conv;
        live_conv_sass_init(&conv);
        for (size_t i = 0; i < m->nfuncs; i++)
            live_conv_sass_add(&conv, &m->funcs[i].mir);
        li = calloc(m->nfuncs + 1, sizeof *li);
        assert_non_null(li);
        for (size_t i = 0; i < m->nfuncs; i++)
            assert_int_equal(live_compute(&m->funcs[i].mir, &conv, &li[i], NULL), WS_OK);
        *data = li;
    }
    o->live = second ? (const struct live_info *const *)li : NULL;
}

static void liveness_free(struct sass_module *m, void *data)
{
    struct live_info **li = data;
    for (size_t i = 0; li && i < m->nfuncs; i++)
        live_free(li[i]);
    free(li);
}

/* The caller's liveness (xlate_opts.live, as the pipeline's analysis
 * computes it) gives the same translation as the translator's own. */
static void test_given_liveness(void **state)
{
    (void)state;
    translate_twice("the given liveness", liveness_given, liveness_free);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rule_table),
        cmocka_unit_test(test_no_overlap),
        cmocka_unit_test(test_waits),
        cmocka_unit_test(test_guard),
        cmocka_unit_test(test_texture),
        cmocka_unit_test(test_unsupported_is_loud),
        cmocka_unit_test(test_samples_assemble),
        cmocka_unit_test(test_coverage),
        cmocka_unit_test(test_output_flow),
        cmocka_unit_test(test_shape_cache),
        cmocka_unit_test(test_given_liveness),
    };
    return cmocka_run_group_tests_name("xlate", tests, NULL, NULL);
}
