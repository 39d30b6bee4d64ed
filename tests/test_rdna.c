/* test_rdna.c - RDNA3 front end and target table.
 *
 * Data-driven over samples/<name>/gfx1100.s and tests/heldout/<name>/gfx1100.s (the
 * clang-19 native reference made by samples/make-native.sh); the real tools
 * judge: llvm-objdump-19 for instruction counts, offsets and branch targets,
 * llvm-mc-19 for what the printer writes. Tests that need a tool skip with a
 * message when it is missing.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rdna/rdna.h"
#include "base/target.h"
#include "base/toolrun.h"
#include "lib/testutil.h"

#define MCPU "-mcpu=gfx1100"
#define TRIPLE "-triple=amdgcn-amd-amdhsa"
#define NATIVE_LISTINGS 20      /* 15 samples and 5 held-out kernels have a gfx1100.s */

/* ------------------------------------------------------------------ */
/* helpers */

static struct rdna_module *parse_text(const char *text)
{
    struct rdna_module *m = NULL;
    struct ws_error err;
    ws_error_clear(&err);
    enum ws_status st = rdna_parse_buffer("test.s", text, strlen(text), &m, &err);
    if (st != WS_OK) {
        char buf[WS_ERR_MSG_MAX + 300];
        ws_error_format(&err, buf, sizeof buf);
        print_error("%s\n", buf);
    }
    assert_int_equal(st, WS_OK);
    return m;
}

/* All native listings, sorted: the samples' and the held-out kernels'. */
static size_t native_listings(glob_t *g)
{
    memset(g, 0, sizeof *g);
    glob("samples/*/gfx1100.s", 0, NULL, g);
    glob("tests/heldout/*/gfx1100.s", GLOB_APPEND, NULL, g);
    tu_need_count(g->gl_pathc, NATIVE_LISTINGS, "native gfx1100.s listings");
    return g->gl_pathc;
}

static void ref_str(struct strbuf *b, const struct reg_ref *r)
{
    if (b->len)
        sb_putc(b, ' ');
    if (r->cls == RC_SPECIAL) {
        if (r->count == 2 && r->index == RS_VCC_LO)
            sb_puts(b, "vcc");
        else if (r->count == 2 && r->index == RS_EXEC_LO)
            sb_puts(b, "exec");
        else
            sb_puts(b, rdna_special_name(r->index));
        return;
    }
    const char *p = r->cls == RC_VGPR ? "v" : r->cls == RC_SGPR ? "s" : "?";
    if (r->count == 1)
        sb_printf(b, "%s%u", p, r->index);
    else
        sb_printf(b, "%s[%u:%u]", p, r->index, r->index + r->count - 1);
}

/* ------------------------------------------------------------------ */
/* targets */

static void test_target_table(void **state)
{
    (void)state;
    const struct target_desc *t = target_find("gfx1100");
    assert_non_null(t);
    assert_int_equal(t->family, TF_RDNA3);
    assert_int_equal(t->wave_default, 32);
    assert_true(target_has(t, TFEAT_VOPD));
    assert_true(target_has(t, TFEAT_DELAY_ALU));
    assert_int_equal(t->sgprs, RDNA_NUM_SGPR);
    assert_int_equal(t->lds_per_workgroup, 65536);
    /* 1536 VGPRs per lane-file, granule 24: 24 regs -> 64 waves, capped at 16;
     * 128 regs -> 144 allocated -> 10 waves; 256 -> 264 -> 5 waves */
    assert_int_equal(target_waves_for_vgprs(t, 32, 24), 16);
    assert_int_equal(target_waves_for_vgprs(t, 32, 128), 10);
    assert_int_equal(target_waves_for_vgprs(t, 32, 256), 5);
    assert_int_equal(target_waves_for_vgprs(t, 32, 257), 0);
    const struct target_desc *c = target_find("gfx942");
    assert_non_null(c);
    assert_int_equal(c->family, TF_CDNA3);
    assert_null(target_wave(c, 32));          /* wave64 only */
    assert_non_null(target_wave(c, 64));
    assert_false(target_has(c, TFEAT_VOPD));
    const struct target_desc *r4 = target_find("gfx1200");
    assert_non_null(r4);
    assert_true(target_has(r4, TFEAT_SPLIT_WAIT));
    assert_null(target_find("gfx9999"));
    unsigned n;
    target_all(&n);
    assert_int_equal(n, 6);
    /* the translator's targets: gfx11.0 only; the others are for occupancy */
    char why[256];
    assert_ptr_equal(target_find_translatable("gfx1100", why, sizeof why), t);
    assert_non_null(target_find_translatable("gfx1103", why, sizeof why));
    assert_null(target_find_translatable("gfx942", why, sizeof why));
    assert_string_equal(why, "not a translation target 'gfx942': the translator emits code for "
                             "gfx1100, gfx1101, gfx1102, gfx1103");
    assert_null(target_find_translatable("gfx1200", why, sizeof why));
    assert_null(target_find_translatable("gfx9999", why, sizeof why));
    assert_non_null(strstr(why, "unknown target 'gfx9999'"));
}

/* ------------------------------------------------------------------ */
/* a hand-written listing: functions, labels, offsets, lines, descriptor */

static const char hand_listing[] =
    "\t.text\n"
    "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1100\"\n"
    "\t.globl\tk\n"
    "\t.p2align\t8\n"
    "\t.type\tk,@function\n"
    "k:                                  ; @k\n"
    "\t.file\t1 \"src\" \"k.cu\"\n"
    "\t.loc\t1 3 5 prologue_end\n"
    "\ts_load_b64 s[0:1], s[0:1], 0x0      ; 0: SMEM, 8 bytes\n"
    "\tv_cmp_gt_u32_e32 vcc_lo, 64, v0     ; 8: VOPC, 64 is inline\n"
    "\ts_and_saveexec_b32 s2, vcc_lo       ; 12\n"
    "\ts_cbranch_execz .LBB0_2             ; 16\n"
    "; %bb.1:\n"
    "\t.loc\t1 4 7\n"
    "\tv_mov_b32_e32 v1, 0x3f800001        ; 20: VOP1 + literal = 8\n"
    "\ts_waitcnt lgkmcnt(0)                ; 28\n"
    "\tglobal_store_b32 v0, v1, s[0:1]     ; 32: 8 bytes\n"
    ".LBB0_2:\n"
    "\t.loc\t1 0 7\n"
    "\ts_or_b32 exec_lo, exec_lo, s2       ; 40\n"
    "\ts_endpgm                            ; 44: nine instructions\n"
    ".Lfunc_end0:\n"
    "\t.size\tk, .Lfunc_end0-k\n"
    "\t.section\t.rodata,\"a\",@progbits\n"
    "\t.p2align\t6\n"
    "\t.amdhsa_kernel k\n"
    "\t\t.amdhsa_next_free_vgpr 2\n"
    "\t\t.amdhsa_next_free_sgpr 3\n"
    "\t\t.amdhsa_group_segment_fixed_size 256\n"
    "\t\t.amdhsa_wavefront_size32 1\n"
    "\t.end_amdhsa_kernel\n"
    "\t.amdgpu_metadata\n"
    "---\n"
    "amdhsa.kernels:\n"
    "  - .name: k\n"
    "...\n"
    "\t.end_amdgpu_metadata\n";

static void test_parse_hand_listing(void **state)
{
    (void)state;
    struct rdna_module *m = parse_text(hand_listing);
    assert_string_equal(m->target, "gfx1100");
    assert_int_equal(m->nfuncs, 1);
    struct rdna_function *f = &m->funcs[0];
    assert_string_equal(f->name, "k");
    assert_int_equal(f->ninsns, 9);         /* counted by hand above */
    static const uint32_t off[9] = { 0, 8, 12, 16, 20, 28, 32, 40, 44 };
    static const int line[9] = { 3, 3, 3, 3, 4, 4, 4, 0, 0 };
    for (int i = 0; i < 9; i++) {
        assert_int_equal(f->insns[i].offset, off[i]);
        assert_int_equal(f->insns[i].loc.line, line[i]);
        assert_int_equal(f->insns[i].loc.file, 1);
        assert_int_equal(f->insns[i].prov.sass_offset, -1);
        assert_int_equal(f->insns[i].prov.rule, -1);
    }
    assert_string_equal(m->files[1], "src/k.cu");
    assert_int_equal(f->insns[0].enc, RE_SMEM);
    assert_int_equal(f->insns[1].enc, RE_VOPC);
    assert_int_equal(f->insns[4].ops[1].flags & ROF_HEX, ROF_HEX);
    /* .LBB0_2 names s_or_b32 at 40; the branch resolves to it */
    int found = 0;
    for (size_t l = 0; l < f->nlabels; l++)
        if (strcmp(f->labels[l].name, ".LBB0_2") == 0) {
            assert_int_equal(f->labels[l].offset, 40);
            found = 1;
        }
    assert_true(found);
    assert_int_equal(f->insns[3].ops[0].kind, ROP_LABEL);
    assert_int_equal(f->insns[3].ops[0].target, 40);
    /* MIR: conditional jump with its target, exit at the end */
    assert_int_equal(f->mir.n, 9);
    assert_int_equal(f->mir.insns[3].flow, FLOW_JUMP);
    assert_true(f->mir.insns[3].conditional);
    assert_int_equal(f->mir.insns[3].ntargets, 1);
    assert_int_equal(f->mir.insns[3].targets[0], 40);
    assert_int_equal(f->mir.insns[8].flow, FLOW_EXIT);
    assert_int_equal(mir_find_offset(&f->mir, 40), 7);
    /* kernel descriptor */
    assert_true(f->kd.present);
    assert_int_equal(f->kd.next_free_vgpr, 2);
    assert_int_equal(f->kd.next_free_sgpr, 3);
    assert_int_equal(f->kd.group_segment_size, 256);
    assert_int_equal(f->wave, 32);
    /* waitcnt query */
    assert_int_equal(rdna_waitcnt(&f->insns[5], "lgkmcnt"), 0);
    assert_int_equal(rdna_waitcnt(&f->insns[5], "vmcnt"), -1);
    rdna_module_free(m);
}

/* ------------------------------------------------------------------ */
/* read/write sets, checked by hand (wave32: vcc and exec are their _lo) */

struct rw_case {
    const char *insn;
    const char *defs;
    const char *uses;
};

static const struct rw_case rw_cases[] = {
    /* VOP2: dst written, both sources read, and every VALU op reads EXEC */
    { "v_add_nc_u32_e32 v1, v2, v3", "v1", "v2 v3 exec_lo" },
    /* fmac accumulates into its dst: v4 is read too */
    { "v_fmac_f32_e32 v4, v5, v6", "v4", "v4 v5 v6 exec_lo" },
    /* VOP3 carry-out: the SGPR/vcc carry is a second def */
    { "v_add_co_u32 v1, vcc_lo, s6, v1", "v1 vcc_lo", "s6 v1 exec_lo" },
    /* carry-in read from vcc_lo, carry-out written to it */
    { "v_add_co_ci_u32_e32 v2, vcc_lo, s7, v2, vcc_lo", "v2 vcc_lo", "s7 v2 vcc_lo exec_lo" },
    /* e64 form with an SGPR carry in and out */
    { "v_add_co_ci_u32_e64 v2, s2, s7, v2, s2", "v2 s2", "s7 v2 s2 exec_lo" },
    /* VOPC writes its mask dst (vcc_lo in e32) */
    { "v_cmp_gt_i32_e32 vcc_lo, s2, v1", "vcc_lo", "s2 v1 exec_lo" },
    { "v_cmp_lt_i32_e64 s2, s3, v2", "s2", "s3 v2 exec_lo" },
    /* v_cmpx writes EXEC implicitly; the inline constant 0 is no register */
    { "v_cmpx_eq_u32_e32 0, v0", "exec_lo", "v0 exec_lo" },
    { "v_cmpx_gt_i32_e64 s4, v1", "exec_lo", "s4 v1 exec_lo" },
    /* saveexec: sdst = exec, exec &= src, scc = exec != 0 */
    { "s_and_saveexec_b32 s4, vcc_lo", "s4 exec_lo scc", "vcc_lo exec_lo" },
    { "s_and_saveexec_b64 s[4:5], vcc", "s[4:5] exec scc", "vcc exec" },
    /* SALU logic on exec_lo names it explicitly and sets scc */
    { "s_or_b32 exec_lo, exec_lo, s4", "exec_lo scc", "exec_lo s4" },
    /* s_add_u32 sets scc (carry out); the constant is no register */
    { "s_add_u32 s2, s0, 32", "s2 scc", "s0" },
    /* s_addc_u32 reads the carry in scc and writes it */
    { "s_addc_u32 s3, s1, 0", "s3 scc", "s1 scc" },
    /* s_cselect only reads scc */
    { "s_cselect_b32 s0, -1, 0", "s0", "scc" },
    /* SOPC compares write scc only */
    { "s_cmp_eq_u32 s2, 0", "scc", "s2" },
    /* s_mov does not touch scc */
    { "s_mov_b32 s8, exec_lo", "s8", "exec_lo" },
    /* SMEM: 4 SGPRs written from the 64-bit base */
    { "s_load_b128 s[4:7], s[0:1], 0x10", "s[4:7]", "s[0:1]" },
    /* global load with a 64-bit VGPR address and off: no SGPR base */
    { "global_load_b32 v2, v[1:2], off", "v2", "v[1:2] exec_lo" },
    /* global load with a 32-bit VGPR offset and an SGPR base */
    { "global_load_b32 v3, v2, s[2:3] offset:-4", "v3", "v2 s[2:3] exec_lo" },
    /* store: address and data both read, nothing written */
    { "global_store_b128 v[0:1], v[2:5], off offset:16", "", "v[0:1] v[2:5] exec_lo" },
    /* atomic without glc: no return register */
    { "global_atomic_add_u32 v0, v1, s[2:3]", "", "v0 v1 s[2:3] exec_lo" },
    /* with glc the first operand is the returned old value */
    { "global_atomic_add_u32 v3, v0, v1, s[2:3] glc", "v3", "v0 v1 s[2:3] exec_lo" },
    /* cmpswap data is the pair {new, compare} */
    { "global_atomic_cmpswap_b32 v0, v[1:2], v[3:4], off glc", "v0", "v[1:2] v[3:4] exec_lo" },
    /* LDS store: address and data read */
    { "ds_store_b32 v7, v6 offset:4", "", "v7 v6 exec_lo" },
    /* two-address load fills a pair */
    { "ds_load_2addr_b32 v[1:2], v3 offset0:2 offset1:21", "v[1:2]", "v3 exec_lo" },
    /* bpermute: dst, lane address, data */
    { "ds_bpermute_b32 v1, v2, v3", "v1", "v2 v3 exec_lo" },
    /* LDS atomic without return */
    { "ds_add_u32 v0, v1", "", "v0 v1 exec_lo" },
    /* mad_u64_u32: 64-bit dst, null carry (not a register), 64-bit addend */
    { "v_mad_u64_u32 v[1:2], null, s15, s4, v[0:1]", "v[1:2]", "s15 s4 v[0:1] exec_lo" },
    /* div_fmas reads VCC implicitly (set by v_div_scale) */
    { "v_div_fmas_f32 v0, v1, v2, v3", "v0", "v1 v2 v3 vcc_lo exec_lo" },
    /* cndmask e64: the mask is an explicit SGPR operand */
    { "v_cndmask_b32_e64 v3, 0, 1, s3", "v3", "s3 exec_lo" },
    /* VOPD: X then Y; exec read once */
    { "v_dual_mov_b32 v0, 0 :: v_dual_and_b32 v1, 31, v0", "v0 v1", "exec_lo v0" },
    { "v_dual_fmac_f32 v1, v2, v3 :: v_dual_mul_f32 v4, v5, v6", "v1 v4", "v1 v2 v3 exec_lo v5 v6" },
    /* branches read the condition they test */
    { "s_cbranch_execz .L1", "", "exec_lo" },
    { "s_cbranch_scc1 .L1", "", "scc" },
    { "s_cbranch_vccnz .L1", "", "vcc_lo" },
    /* s_sendmsg takes message data from M0 */
    { "s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)", "", "m0" },
    /* waitcnt touches no register */
    { "s_waitcnt vmcnt(0) lgkmcnt(0)", "", "" },
    /* readlane: SGPR dst from a VGPR, lane select in an SGPR */
    { "v_readlane_b32 s4, v0, s1", "s4", "v0 s1 exec_lo" },
    /* 64-bit shift: pair in, pair out */
    { "v_lshlrev_b64 v[1:2], 2, v[1:2]", "v[1:2]", "v[1:2] exec_lo" },
    /* source modifiers do not change what is read */
    { "v_mul_f32_e64 v1, v2, -|v3|", "v1", "v2 v3 exec_lo" },
    /* packed math with op_sel modifiers */
    { "v_pk_fma_f16 v0, v1, v2, v3 op_sel_hi:[0,1,1]", "v0", "v1 v2 v3 exec_lo" },
    /* bitset is read-modify-write on its dst */
    { "s_bitset1_b32 s0, s1", "s0", "s0 s1" },
    /* scratch store with no VGPR address: off is no register */
    { "scratch_store_b32 off, v1, s0 offset:8", "", "v1 s0 exec_lo" },
    /* buffer atomic without glc: vdata only read */
    { "buffer_atomic_add_u32 v1, off, s[8:11], s3", "", "v1 s[8:11] s3 exec_lo" },
    /* moving to m0 writes it */
    { "s_mov_b32 m0, s1", "m0", "s1" },
};

static void test_rw_sets(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof rw_cases / sizeof rw_cases[0]; i++) {
        const struct rw_case *c = &rw_cases[i];
        char text[256];
        snprintf(text, sizeof text, "\t%s\n", c->insn);
        struct rdna_module *m = parse_text(text);
        assert_int_equal(m->nfuncs, 1);
        const struct mir_insn *mi = &m->funcs[0].mir.insns[0];
        assert_false(m->funcs[0].insns[0].unknown);
        struct strbuf d, u;
        sb_init(&d);
        sb_init(&u);
        for (unsigned k = 0; k < mi->ndefs; k++)
            ref_str(&d, &mi->defs[k]);
        for (unsigned k = 0; k < mi->nuses; k++)
            ref_str(&u, &mi->uses[k]);
        if (strcmp(d.s ? d.s : "", c->defs) || strcmp(u.s ? u.s : "", c->uses))
            print_error("%s: defs '%s' (want '%s') uses '%s' (want '%s')\n", c->insn,
                        d.s ? d.s : "", c->defs, u.s ? u.s : "", c->uses);
        assert_string_equal(d.s ? d.s : "", c->defs);
        assert_string_equal(u.s ? u.s : "", c->uses);
        sb_free(&d);
        sb_free(&u);
        rdna_module_free(m);
    }
}

/* ------------------------------------------------------------------ */
/* the native listings */

static void test_native_listings_parse(void **state)
{
    (void)state;
    glob_t g;
    size_t n = native_listings(&g);
    size_t total = 0;
    for (size_t i = 0; i < n; i++) {
        struct rdna_module *m = NULL;
        struct ws_error err;
        enum ws_status st = rdna_parse_file(g.gl_pathv[i], &m, &err);
        if (st != WS_OK) {
            char buf[WS_ERR_MSG_MAX + 300];
            ws_error_format(&err, buf, sizeof buf);
            print_error("%s\n", buf);
        }
        assert_int_equal(st, WS_OK);
        assert_string_equal(m->target, "gfx1100");
        assert_true(m->nfuncs >= 1);
        size_t kernels = 0;
        for (size_t k = 0; k < m->nfuncs; k++) {
            const struct rdna_function *f = &m->funcs[k];
            kernels += f->kd.present;
            assert_true(f->ninsns > 0);
            /* code after __builtin_trap() (printf_assert's assert) ends in the
             * trap's halt loop: s_sethalt 5, s_branch back */
            int last = f->mir.insns[f->ninsns - 1].flow;
            if (f->kd.present) {        /* a kernel */
                assert_int_equal(f->wave, 32);
                assert_true(last == FLOW_EXIT || last == FLOW_JUMP);
            } else {                    /* a device function (__noinline__): it returns */
                assert_true(last == FLOW_RET || last == FLOW_JUMP);
            }
            for (size_t j = 0; j < f->ninsns; j++) {
                if (f->insns[j].unknown)
                    print_error("%s:%d: unknown opcode %s\n", g.gl_pathv[i],
                                f->insns[j].srcline, f->insns[j].opcode);
                assert_false(f->insns[j].unknown);
                /* every resolved branch lands on an instruction */
                const struct mir_insn *mi = &f->mir.insns[j];
                if (mi->flow == FLOW_JUMP) {
                    assert_int_equal(mi->ntargets, 1);
                    assert_true(mir_find_offset(&f->mir, mi->targets[0]) >= 0);
                }
            }
            total += f->ninsns;
        }
        assert_true(kernels >= 1);
        rdna_module_free(m);
    }
    print_message("parsed %zu listings, %zu instructions\n", n, total);
    globfree(&g);
}

/* Run llvm-objdump-19 on the .o next to a .s. */
static int objdump(const char *spath, struct strbuf *out)
{
    char opath[512];
    snprintf(opath, sizeof opath, "%.*s.o", (int)(strlen(spath) - 2), spath);
    const char *argv[] = { "llvm-objdump-19", "-d", "--mcpu=gfx1100", opath, NULL };
    struct ws_error err;
    int code;
    FILE *f = fopen(opath, "rb");
    if (!f)
        return 0;
    fclose(f);
    enum ws_status st = tools_run(argv, NULL, 0, out, NULL, &code, &err);
    if (st != WS_OK)
        print_message("llvm-objdump-19 %s: %s (exit %d)\n", opath, err.msg, code);
    return st == WS_OK;
}

/* The .s parse (offsets estimated from sizes) against llvm-objdump's
 * disassembly of the .o (offsets from the encodings): same instruction
 * count, every .s instruction at the same offset with the same mnemonic,
 * the same size and the same branch target. objdump also lists the
 * s_nop padding of .p2align and the trailing s_code_end fill. */
static void test_native_vs_objdump(void **state)
{
    (void)state;
    tu_need_tool("llvm-objdump-19");
    glob_t g;
    size_t n = native_listings(&g), compared = 0;
    for (size_t i = 0; i < n; i++) {
        struct strbuf od;
        sb_init(&od);
        if (!objdump(g.gl_pathv[i], &od)) {
            print_message("no .o for %s\n", g.gl_pathv[i]);
            sb_free(&od);
            continue;
        }
        compared++;
        /* independent count: objdump lines carrying an address comment */
        size_t od_lines = 0, od_pad = 0;
        for (const char *p = od.s; p && (p = strstr(p, "// ")) != NULL; p += 3) {
            const char *bol = p;
            while (bol > od.s && bol[-1] != '\n')
                bol--;
            while (*bol == ' ' || *bol == '\t')
                bol++;
            od_lines++;
            if (strncmp(bol, "s_code_end", 10) == 0 || strncmp(bol, "s_nop 0 ", 8) == 0)
                od_pad++;
        }
        struct rdna_module *ms = NULL, *mo = NULL;
        struct ws_error err;
        assert_int_equal(rdna_parse_file(g.gl_pathv[i], &ms, &err), WS_OK);
        assert_int_equal(rdna_parse_buffer("objdump", od.s, od.len, &mo, &err), WS_OK);
        assert_int_equal(mo->format, RDNA_FMT_OBJDUMP);
        assert_int_equal(ms->nfuncs, mo->nfuncs);
        size_t s_total = 0, o_total = 0;
        for (size_t k = 0; k < ms->nfuncs; k++) {
            const struct rdna_function *fs = &ms->funcs[k];
            const struct rdna_function *fo = rdna_find_function(mo, fs->name);
            assert_non_null(fo);
            assert_true(fo->offsets_known);
            s_total += fs->ninsns;
            o_total += fo->ninsns;
            for (size_t j = 0; j < fs->ninsns; j++) {
                const struct rdna_insn *a = &fs->insns[j];
                long x = mir_find_offset(&fo->mir, a->offset);
                if (x < 0)
                    print_error("%s:%d: no objdump instruction at 0x%x\n", g.gl_pathv[i],
                                a->srcline, a->offset);
                assert_true(x >= 0);
                const struct rdna_insn *b = &fo->insns[x];
                assert_string_equal(a->opcode, b->opcode);
                assert_int_equal(a->size, b->size);
                const struct mir_insn *ma = &fs->mir.insns[j], *mb = &fo->mir.insns[x];
                assert_int_equal(ma->flow, mb->flow);
                if (ma->flow == FLOW_JUMP) {
                    assert_int_equal(ma->ntargets, 1);
                    assert_int_equal(mb->ntargets, 1);
                    assert_int_equal(ma->targets[0], mb->targets[0]);
                }
            }
        }
        assert_int_equal(o_total, od_lines);
        /* the .s has every instruction but the padding */
        assert_true(s_total <= od_lines && s_total + od_pad >= od_lines);
        rdna_module_free(ms);
        rdna_module_free(mo);
        sb_free(&od);
    }
    globfree(&g);
    tu_need_count(compared, n, "listings compared with llvm-objdump-19");
}

/* ------------------------------------------------------------------ */
/* printer */

static int same_operand(const struct rdna_operand *a, const struct rdna_operand *b)
{
    if (a->kind != b->kind || a->flags != b->flags || a->reg != b->reg || a->count != b->count ||
        a->imm != b->imm || a->access != b->access)     /* imm: the union's bits */
        return 0;
    if (!a->text || !b->text)
        return a->text == b->text;
    return strcmp(a->text, b->text) == 0;
}

static int same_insn(const struct rdna_insn *a, const struct rdna_insn *b)
{
    if (strcmp(a->opcode, b->opcode) || a->nops != b->nops || a->nops_x != b->nops_x ||
        a->nmods != b->nmods || a->enc != b->enc || a->size != b->size || a->info != b->info ||
        !a->opcode_y != !b->opcode_y || (a->opcode_y && strcmp(a->opcode_y, b->opcode_y)))
        return 0;
    for (unsigned k = 0; k < a->nops; k++)
        if (!same_operand(&a->ops[k], &b->ops[k]))
            return 0;
    for (unsigned k = 0; k < a->nmods; k++)
        if (strcmp(a->mods[k].name, b->mods[k].name) ||
            !a->mods[k].value != !b->mods[k].value ||
            (a->mods[k].value && strcmp(a->mods[k].value, b->mods[k].value)))
            return 0;
    return 1;
}

/* Instruction kinds the samples do not show (DPP, modifiers, ttmp, m0,
 * hwreg, float constants, flat/scratch/buffer, VOPD, WMMA ...). */
static const char *const extra_insns[] = {
    "v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf",
    "v_mov_b32_dpp v0, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf",
    "v_add_f32_e64 v0, -v1, |v2| clamp",
    "v_mul_f32_e64 v1, v2, -|v3|",
    "v_pk_add_f16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0]",
    "s_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 4)",
    "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s1",
    "s_waitcnt_depctr depctr_va_vdst(0)",
    "s_mov_b32 m0, s1",
    "s_mov_b32 s0, ttmp5",
    "s_mov_b64 s[0:1], ttmp[2:3]",
    "v_mov_b32_e32 v0, 0.15915494",
    "v_mov_b32_e32 v0, -4.0",
    "v_mul_f32_e32 v0, 0x40490fdb, v1",
    "v_mul_f32_e32 v0, 0.1, v1",
    "s_mov_b64 vcc, exec",
    "s_mov_b32 vcc_hi, 0",
    "s_mov_b32 exec_hi, -1",
    "flat_load_b32 v0, v[1:2] offset:8 glc slc dlc",
    "flat_atomic_add_u32 v0, v[1:2], v3 glc",
    "scratch_load_b32 v0, off, s0 offset:16",
    "scratch_store_b32 off, v1, s0 offset:8",
    "buffer_load_b32 v1, v2, s[4:7], 0 offen offset:4",
    "buffer_atomic_add_u32 v1, off, s[8:11], s3",
    "ds_swizzle_b32 v0, v1 offset:swizzle(SWAP,16)",
    "s_trap 2",
    "s_setpc_b64 s[30:31]",
    "s_swappc_b64 s[30:31], s[4:5]",
    "s_waitcnt_vscnt null, 0x0",
    "v_fmaak_f32 v0, v1, v2, 0x41200000",
    "s_movk_i32 s0, 0x1234",
    "s_cmpk_eq_u32 s0, 0x10",
    "s_add_u32 s0, s0, sym@rel32@lo+4",
    "v_writelane_b32 v1, s0, 3",
    "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]",
    "v_dot2_f32_f16 v0, v1, v2, v3",
    "s_and_saveexec_b64 s[4:5], vcc",
    "s_cbranch_execz 3",
    "s_bitset1_b32 s0, s1",
    "v_cmpx_lt_f32_e64 -|v1|, 0.5",
    "v_cvt_f32_f16_e32 v0, v1",
    "s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)",
};

/* One listing: the first instance of every opcode in the native output,
 * then the extra kinds. Appends "\tTEXT\n" lines to b. */
static size_t kinds_listing(struct strbuf *b)
{
    const char *seen[2048];
    size_t nseen = 0, count = 0;
    glob_t g;
    size_t n = native_listings(&g);
    for (size_t i = 0; i < n; i++) {
        struct rdna_module *m = NULL;
        struct ws_error err;
        if (rdna_parse_file(g.gl_pathv[i], &m, &err) != WS_OK)
            continue;
        for (size_t k = 0; k < m->nfuncs; k++)
            for (size_t j = 0; j < m->funcs[k].ninsns; j++) {
                const struct rdna_insn *in = &m->funcs[k].insns[j];
                char key[160];
                snprintf(key, sizeof key, "%s %s", in->opcode, in->opcode_y ? in->opcode_y : "");
                size_t s;
                for (s = 0; s < nseen; s++)
                    if (strcmp(seen[s], key) == 0)
                        break;
                if (s < nseen || nseen >= 2048)
                    continue;
                seen[nseen++] = strdup(key);
                /* branch labels of the sample are not defined here: use a number */
                struct rdna_insn copy = *in;
                struct rdna_operand ops[32];
                memcpy(ops, in->ops, sizeof ops[0] * in->nops);
                for (unsigned o = 0; o < in->nops; o++)
                    if (ops[o].kind == ROP_LABEL || ops[o].kind == ROP_EXPR) {
                        ops[o].kind = ROP_INT;
                        ops[o].imm = 1;
                        ops[o].text = NULL;
                    }
                copy.ops = ops;
                sb_putc(b, '\t');
                rdna_print_insn(b, &copy);
                sb_putc(b, '\n');
                count++;
            }
        rdna_module_free(m);
    }
    globfree(&g);
    for (size_t s = 0; s < nseen; s++)
        free((void *)seen[s]);
    for (size_t i = 0; i < sizeof extra_insns / sizeof extra_insns[0]; i++) {
        struct rdna_module *m = NULL;
        struct ws_error err;
        char text[256];
        snprintf(text, sizeof text, "%s\n", extra_insns[i]);
        assert_int_equal(rdna_parse_buffer("extra", text, strlen(text), &m, &err), WS_OK);
        assert_false(m->funcs[0].insns[0].unknown);
        sb_putc(b, '\t');
        rdna_print_insn(b, &m->funcs[0].insns[0]);
        sb_putc(b, '\n');
        rdna_module_free(m);
        count++;
    }
    return count;
}

static void test_print_roundtrip(void **state)
{
    (void)state;
    glob_t g;
    size_t n = native_listings(&g);
    size_t checked = 0;
    for (size_t i = 0; i < n; i++) {
        struct rdna_module *m = NULL, *m2 = NULL;
        struct ws_error err;
        assert_int_equal(rdna_parse_file(g.gl_pathv[i], &m, &err), WS_OK);
        struct strbuf b;
        sb_init(&b);
        for (size_t k = 0; k < m->nfuncs; k++)
            rdna_print_function(&b, &m->funcs[k]);
        assert_int_equal(rdna_parse_buffer("printed", b.s, b.len, &m2, &err), WS_OK);
        assert_int_equal(m2->nfuncs, m->nfuncs);
        for (size_t k = 0; k < m->nfuncs; k++) {
            const struct rdna_function *a = &m->funcs[k], *c = &m2->funcs[k];
            assert_string_equal(a->name, c->name);
            assert_int_equal(a->ninsns, c->ninsns);
            for (size_t j = 0; j < a->ninsns; j++) {
                if (!same_insn(&a->insns[j], &c->insns[j])) {
                    char x[512], y[512];
                    rdna_format_insn(&a->insns[j], x, sizeof x);
                    rdna_format_insn(&c->insns[j], y, sizeof y);
                    print_error("round trip: '%s' became '%s'\n", x, y);
                }
                assert_true(same_insn(&a->insns[j], &c->insns[j]));
                assert_int_equal(a->insns[j].offset, c->insns[j].offset);
                checked++;
            }
        }
        sb_free(&b);
        rdna_module_free(m);
        rdna_module_free(m2);
    }
    globfree(&g);
    /* and the extra kinds, one by one */
    for (size_t i = 0; i < sizeof extra_insns / sizeof extra_insns[0]; i++) {
        struct rdna_module *m = NULL, *m2 = NULL;
        struct ws_error err;
        char text[256], out[256];
        snprintf(text, sizeof text, "%s\n", extra_insns[i]);
        assert_int_equal(rdna_parse_buffer("x", text, strlen(text), &m, &err), WS_OK);
        rdna_format_insn(&m->funcs[0].insns[0], out, sizeof out);
        assert_string_equal(out, extra_insns[i]);   /* printed as LLVM writes it */
        assert_int_equal(rdna_parse_buffer("y", out, strlen(out), &m2, &err), WS_OK);
        assert_true(same_insn(&m->funcs[0].insns[0], &m2->funcs[0].insns[0]));
        rdna_module_free(m);
        rdna_module_free(m2);
        checked++;
    }
    print_message("round trip: %zu instructions\n", checked);
    tu_need_count(checked, 7000, "instructions round-tripped");  /* 7,959 */
}

static size_t count_str(const char *s, const char *needle)
{
    size_t n = 0;
    for (; s && (s = strstr(s, needle)) != NULL; s += strlen(needle))
        n++;
    return n;
}

/* Every kind the printer writes is assembled by llvm-mc-19. */
static void test_printer_llvm_mc(void **state)
{
    (void)state;
    tu_need_tool("llvm-mc-19");
    struct strbuf b, out, eout;
    sb_init(&b);
    sb_init(&out);
    sb_init(&eout);
    size_t n = kinds_listing(&b);
    tu_need_count(n, 200, "instruction kinds");     /* 238 */
    const char *argv[] = { "llvm-mc-19", TRIPLE, MCPU, "-show-encoding", NULL };
    struct ws_error err;
    int code = -1;
    enum ws_status st = tools_run(argv, b.s, b.len, &out, &eout, &code, &err);
    if (st != WS_OK || code != 0)
        print_error("llvm-mc-19 rejected:\n%s\n", eout.s ? eout.s : "");
    assert_int_equal(st, WS_OK);
    assert_int_equal(code, 0);
    /* one "encoding:" per instruction */
    assert_int_equal(count_str(out.s, "encoding:"), n);
    print_message("llvm-mc-19 assembled %zu instruction kinds\n", n);
    sb_free(&b);
    sb_free(&out);
    sb_free(&eout);
}

/* Whole printed functions assemble (labels, .p2align) into a code object. */
static void test_printed_functions_assemble(void **state)
{
    (void)state;
    tu_need_tool("llvm-mc-19");
    glob_t g;
    size_t n = native_listings(&g);
    for (size_t i = 0; i < n; i++) {
        struct rdna_module *m = NULL;
        struct ws_error err;
        assert_int_equal(rdna_parse_file(g.gl_pathv[i], &m, &err), WS_OK);
        struct strbuf b, out, eout;
        sb_init(&b);
        sb_init(&out);
        sb_init(&eout);
        for (size_t k = 0; k < m->nfuncs; k++)
            rdna_print_function(&b, &m->funcs[k]);
        const char *argv[] = { "llvm-mc-19", TRIPLE, MCPU, "-filetype=obj", "-o", "/dev/null", NULL };
        int code = -1;
        assert_int_equal(tools_run(argv, b.s, b.len, &out, &eout, &code, &err), WS_OK);
        if (code != 0)
            print_error("%s: %s\n", g.gl_pathv[i], eout.s ? eout.s : "");
        assert_int_equal(code, 0);
        sb_free(&b);
        sb_free(&out);
        sb_free(&eout);
        rdna_module_free(m);
    }
    globfree(&g);
}

/* ------------------------------------------------------------------ */
/* errors: FILE:LINE and WS_EPARSE, never a crash */

struct err_case {
    const char *text;
    int line;
    const char *what;   /* substring of the message */
};

static const struct err_case err_cases[] = {
    { "\ts_nop 0\n\tv_mov_b32_e32 v[3:2], 0\n", 2, "bad register" },     /* reversed range */
    { "\tv_mov_b32_e32 v256, 0\n", 1, "bad register" },                  /* past v255 */
    { "\ts_load_b64 s[104:107], s[0:1], 0\n", 1, "bad register" },       /* past s105 */
    { "\tv_mov_b32_e32 v[1:2, 0\n", 1, "bad register" },                 /* unclosed */
    { "\t.text\n\t.frobnicate 3\n", 2, "unknown directive" },
    { "\ts_nop 0\n@@@ garbage\n", 2, "not an instruction" },
    { "\tv_add_f32 v1, v2, v3 @@@\n", 1, "bad operand" },
    { "\tv_add_f32 v1, v2, $%^\n", 1, "bad operand" },
    { "\tv_add_f32 v1, -, v3\n", 1, "operand" },
    { "\t.amdhsa_kernel k\n\t.amdhsa_next_free_vgpr 2\n", 2, "unterminated" },
    { "\t.section .rodata\n\ts_nop 0\n", 2, "outside a text section" },
    { "\t.loc 1\n", 1, "bad .loc" },
};

static void test_errors(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof err_cases / sizeof err_cases[0]; i++) {
        struct rdna_module *m = (struct rdna_module *)1;
        struct ws_error err;
        ws_error_clear(&err);
        const char *t = err_cases[i].text;
        enum ws_status st = rdna_parse_buffer("bad.s", t, strlen(t), &m, &err);
        if (st != WS_EPARSE || err.line != err_cases[i].line ||
            !strstr(err.msg, err_cases[i].what))
            print_error("case %zu: status %d line %d msg '%s'\n", i, st, err.line, err.msg);
        assert_int_equal(st, WS_EPARSE);
        assert_null(m);
        assert_string_equal(err.file, "bad.s");
        assert_int_equal(err.line, err_cases[i].line);
        assert_non_null(strstr(err.msg, err_cases[i].what));
        char buf[WS_ERR_MSG_MAX + 300];
        ws_error_format(&err, buf, sizeof buf);
        char want[64];
        snprintf(want, sizeof want, "bad.s:%d:", err_cases[i].line);
        assert_true(strncmp(buf, want, strlen(want)) == 0);
    }
    /* unknown opcodes parse, flagged, with unknown access */
    struct rdna_module *m = parse_text("\tv_frobnicate_b32 v1, v2\n");
    assert_true(m->funcs[0].insns[0].unknown);
    assert_int_equal(m->funcs[0].insns[0].ops[0].access, RACC_UNKNOWN);
    assert_int_equal(m->funcs[0].mir.insns[0].ndefs, 0);
    rdna_module_free(m);
    /* a missing file is WS_EIO */
    struct ws_error err;
    assert_int_equal(rdna_parse_file("no/such/file.s", &m, &err), WS_EIO);
}

/* objdump text with addresses: offsets, sizes, encodings, branch targets */
static void test_objdump_text(void **state)
{
    (void)state;
    static const char od[] =
        "\nx.o:\tfile format elf64-amdgpu\n\nDisassembly of section .text:\n\n"
        "0000000000001a00 <kern>:\n"
        "\ts_clause 0x1                    // 000000001A00: BF850001\n"
        "\ts_load_b64 s[6:7], s[0:1], null // 000000001A04: F4040180 F8000000\n"
        "\ts_cbranch_execz 1               // 000000001A0C: BFA50001 <kern+0x14>\n"
        "\ts_nop 0                         // 000000001A10: BF800000\n"
        "\ts_endpgm                        // 000000001A14: BFB00000\n";
    struct rdna_module *m = parse_text(od);
    assert_int_equal(m->format, RDNA_FMT_OBJDUMP);
    assert_int_equal(m->nfuncs, 1);
    const struct rdna_function *f = &m->funcs[0];
    assert_string_equal(f->name, "kern");
    assert_int_equal(f->address, 0x1a00);
    assert_int_equal(f->ninsns, 5);
    assert_int_equal(f->insns[1].offset, 4);
    assert_int_equal(f->insns[1].size, 8);
    assert_int_equal(f->insns[1].nenc, 2);
    assert_int_equal(f->insns[1].enc_words[1], 0xF8000000u);
    /* simm16 1 from 0x0c: 0x0c + 4 + 4 = 0x14 */
    assert_int_equal(f->mir.insns[2].targets[0], 0x14);
    assert_int_equal(mir_find_offset(&f->mir, 0x14), 4);
    /* the branch prints as objdump wrote it (the raw simm16, kept in reg:
     * the union holds the resolved target) */
    struct strbuf b;
    sb_init(&b);
    rdna_print_insn(&b, &f->insns[2]);
    assert_string_equal(b.s, "s_cbranch_execz 1");
    sb_free(&b);
    rdna_module_free(m);
    /* a backward branch, a line of llvm-objdump-19 on
     * samples/bfs_level/gfx1100.o: simm16 65507 (-29) at 0x1cdc, target
     * <+0x16c> from the function at 0x1b00: 0x1cdc + 4 - 29 * 4 - 0x1b00 */
    static const char back[] =
        "\nx.o:\tfile format elf64-amdgpu\n\nDisassembly of section .text:\n\n"
        "0000000000001b00 <_Z9bfs_levelPKiS0_PiiiS1_S1_S1_i>:\n"
        "\ts_cbranch_execz 65507           // 000000001CDC: BFA5FFE3 <_Z9bfs_levelPKiS0_PiiiS1_S1_S1_i+0x16c>\n";
    m = parse_text(back);
    f = &m->funcs[0];
    assert_int_equal(f->insns[0].ops[0].kind, ROP_LABEL);
    assert_int_equal(f->insns[0].ops[0].target, 0x16c);
    sb_init(&b);
    rdna_print_insn(&b, &f->insns[0]);
    assert_string_equal(b.s, "s_cbranch_execz 65507");
    sb_free(&b);
    rdna_module_free(m);
}

/* "Disassembly of section X" with X shorter than ".text", as the last bytes
 * of a buffer (fuzz_rdna): compared 5 bytes past the end.  The copy has no
 * terminating NUL so that build-asan sees any read past it. */
static void test_short_section_name(void **state)
{
    (void)state;
    static const char *texts[] = {
        "\nx.o:\tfile format elf64-amdgpu\n\nDisassembly of section -.te",
        "Disassembly of section .tex",
        "Disassembly of section .text",
    };
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        size_t n = strlen(texts[i]);
        char *buf = malloc(n);
        assert_non_null(buf);
        memcpy(buf, texts[i], n);
        struct rdna_module *m = NULL;
        struct ws_error err;
        enum ws_status st = rdna_parse_buffer("short.s", buf, n, &m, &err);
        assert_int_equal(st, WS_OK);
        assert_int_equal(m->nfuncs, 0);
        rdna_module_free(m);
        free(buf);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_target_table),
        cmocka_unit_test(test_parse_hand_listing),
        cmocka_unit_test(test_rw_sets),
        cmocka_unit_test(test_objdump_text),
        cmocka_unit_test(test_short_section_name),
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_native_listings_parse),
        cmocka_unit_test(test_native_vs_objdump),
        cmocka_unit_test(test_print_roundtrip),
        cmocka_unit_test(test_printer_llvm_mc),
        cmocka_unit_test(test_printed_functions_assemble),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
