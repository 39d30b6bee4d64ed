/* test_xlate_int.c - the integer / logic / compare / predicate / conversion /
 * uniform rules (core/xlate_rules_int.c): expected output per rule, LOP3,
 * ULOP3 and PLOP3 over all 256 tables and PRMT over all its selector forms
 * evaluated bit-exactly, SHF against its definition, and every output
 * assembled by llvm-mc-19 (wave32 and wave64). */
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
#include "session/input.h"
#include "lib/rdna_eval.h"
#include "lib/testutil.h"
#include "lib/tx.h"

/* ---- helpers ----------------------------------------------------------------- */

/* A listing of the given instruction texts (then EXIT). */
static void listing(struct strbuf *b, char **insns, size_t n)
{
    sb_puts(b, TX_HDR);
    for (size_t i = 0; i < n; i++)
        sb_printf(b, "        /*%04zx*/ %s ;\n", i * 16, insns[i]);
    sb_printf(b, "        /*%04zx*/ EXIT ;\n", n * 16);
}

static const struct xstep *step_of(const struct xfunc *xf, int k)
{
    for (size_t i = 0; i < xf->nsteps; i++)
        if (xf->steps[i].sass == k)
            return &xf->steps[i];
    return NULL;
}

/* Where operand `name` (R2, UR5, P1) lives, from the step's bindings
 * ("R2->v2, UR5->s33"): 'v' or 's' in *file and the index; -1 unbound. */
static int bound(const struct xstep *s, const char *name, char *file)
{
    struct strbuf bb;
    sb_init(&bb);
    const char *b = s ? xlate_step_bindings(s, &bb) : NULL;
    int r = -1;
    char pat[32];
    snprintf(pat, sizeof pat, "%s->", name);
    for (const char *p = b ? strstr(b, pat) : NULL; p && r < 0; p = strstr(p + 1, pat)) {
        if (p != b && p[-1] != ' ')
            continue;
        const char *q = p + strlen(pat);
        if ((*q == 'v' || *q == 's') && q[1] >= '0' && q[1] <= '9') {
            *file = *q;
            r = atoi(q + 1);
        }
    }
    sb_free(&bb);
    return r;
}

static void set_opnd(struct rdna_lane *l, const struct xstep *s, const char *name, uint32_t v)
{
    char f;
    int r = bound(s, name, &f);
    if (r < 0)
        return;
    if (f == 'v') l->v[r] = v;
    else l->s[r] = v;
}

static uint32_t get_opnd(const struct rdna_lane *l, const struct xstep *s, const char *name)
{
    char f;
    int r = bound(s, name, &f);
    if (r < 0)
        fail_msg("%s is not bound", name);
    return f == 'v' ? l->v[r] : l->s[r];
}

static void run_lines(struct rdna_lane *l, const struct xfunc *xf, int k)
{
    char msg[128];
    for (size_t i = 0; i < xf->nlines; i++)
        if (xf->lines[i].sass == k && xf->lines[i].kind == XL_INSN)
            if (rdna_eval_insn(l, &xf->fn->insns[xf->lines[i].insn], msg, sizeof msg))
                fail_msg("instruction %d: %s", k, msg);
}

static uint64_t rng = 0x9e3779b97f4a7c15ull;

static uint32_t rnd(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)rng;
}

static uint32_t lut_ref(unsigned lut, uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t r = 0;
    for (int i = 0; i < 32; i++) {
        unsigned idx = ((a >> i & 1) << 2) | ((b >> i & 1) << 1) | (c >> i & 1);
        r |= (uint32_t)((lut >> idx) & 1) << i;
    }
    return r;
}

static void inputs(int t, uint32_t *a, uint32_t *b, uint32_t *c)
{
    if (t == 0) { *a = 0; *b = 0; *c = 0; }
    else if (t == 1) { *a = ~0u; *b = ~0u; *c = ~0u; }
    else if (t == 2) { *a = 0xf0f0f0f0; *b = 0xcccccccc; *c = 0xaaaaaaaa; }
    else { *a = rnd(); *b = rnd(); *c = rnd(); }
}

/* Every line of a translation, collected per wave size and assembled in
 * one llvm-mc-19 run at the end of the test (assemble_flush). */
static struct strbuf pending[2];

static void assemble_all(const struct xlate_result *r, int wave)
{
    struct strbuf *b = &pending[wave == 64];
    const struct xfunc *xf = &r->funcs[0];
    for (size_t i = 0; i < xf->nlines; i++)
        if (xf->lines[i].kind == XL_INSN) {
            rdna_print_insn(b, &xf->fn->insns[xf->lines[i].insn]);
            sb_putc(b, '\n');
        }
}

static void assemble_flush(void)
{
    for (int w = 0; w < 2; w++) {
        if (pending[w].len)
            tx_assemble(pending[w].s, pending[w].len, w ? 64 : 32);
        sb_free(&pending[w]);
        sb_init(&pending[w]);
    }
}

/* ---- expected output, one case per rule ------------------------------------- *
 * Register mapping for these single-instruction listings: the R registers
 * used are compacted into v1, v2... in index order (v0 keeps the packed
 * work-item ids), and scratch VGPRs follow them ($t0 = first free VGPR).
 * SGPRs: s[0:1] kernarg, s2-s4 workgroup ids, scratch pairs from s6
 * ($T0 = s6, $T1 = s8 ... $T6 = s18, $T7 = s20 the engine's EXEC save),
 * then the engine's own pairs, then predicates in index order, uniform
 * predicates, UR pairs (even), constant-bank slots. */
struct expect { const char *sass; const char *out; };

static const struct expect cases32[] = {
    /* R1..R3 -> v1..v3; P0 first predicate SGPR */
    { "IADD3 R1, P0, R2, R3, RZ", "v_add_co_u32 v1, s26, v2, v3\n" },
    { "IADD3 R1, R2, -R3, R4", "v_add_nc_u32 v5, v2, v4\nv_sub_nc_u32 v1, v5, v3\n" },
    { "IADD3 R1, P0, R2, -R3, RZ", "v_sub_co_u32 v1, s26, v2, v3\ns_not_b32 s26, s26\n" },
    { "IADD3.X R1, R2, R3, RZ, P0, !PT", "v_add_co_ci_u32_e64 v1, null, v2, v3, s26\n" },
    { "IMAD.MOV.U32 R1, RZ, RZ, -R2", "v_sub_nc_u32 v1, 0, v2\n" },
    { "IMAD.IADD R1, R2, 0x1, -R3", "v_sub_nc_u32 v1, v2, v3\n" },
    { "IMAD.X R1, RZ, RZ, R2, P0", "v_add_co_ci_u32_e64 v1, null, 0, v2, s26\n" },
    { "IMAD.HI R1, R2, 0x55555556, RZ", "v_mul_hi_i32 v1, v2, 0x55555556\n" },
    { "VIADD R1, R2, -R3", "v_sub_nc_u32 v1, v2, v3\n" },
    /* 0x160 is the first kernel parameter slot of sm_80: c[0x0][0x160] */
    { "LEA R1, P0, R2, R3, 0x2", "v_lshlrev_b32 v4, 2, v2\nv_add_co_u32 v1, s26, v4, v3\n" },
    { "LEA.HI.X R1, R2, R3, R4, 0x2, P0",
      "v_alignbit_b32 v5, v4, v2, 30\nv_add_co_ci_u32_e64 v1, null, v5, v3, s26\n" },
    { "LEA.HI.SX32 R1, R2, R3, 0x1e", "v_ashrrev_i32 v4, 2, v2\nv_add_nc_u32 v1, v4, v3\n" },
    { "SHF.L.W.U32.HI R1, R2, 0x7, R2", "v_alignbit_b32 v1, v2, v2, 25\n" },
    { "SHF.R.U64 R1, R2, 0x5, R3", "v_alignbit_b32 v1, v3, v2, 5\n" },
    { "SHF.R.S32.HI R1, RZ, 0x1f, R2", "v_ashrrev_i32 v1, 31, v2\n" },
    { "SHF.L.U32 R1, R2, 0x4, RZ", "v_lshlrev_b32 v1, 4, v2\n" },
    { "SHF.R.U32.HI R1, RZ, R2, R3",
      "v_min_u32 v6, v2, 32\nv_mov_b32 v4, 0\nv_mov_b32 v5, v3\n"
      "v_lshrrev_b64 v[4:5], v6, v[4:5]\nv_mov_b32 v1, v5\n" },
    { "FLO.U32.SH R1, R2", "v_clz_i32_u32 v1, v2\n" },
    { "FLO.U32 R1, R2",
      "v_clz_i32_u32 v3, v2\nv_sub_nc_u32 v3, 31, v3\nv_bfe_i32 v4, v3, 5, 1\nv_or_b32 v1, v3, v4\n" },
    { "BREV R1, R2", "v_bfrev_b32 v1, v2\n" },
    { "POPC R1, R2", "v_bcnt_u32_b32 v1, v2, 0\n" },
    { "IMNMX R1, R2, 0x44, !PT", "v_max_i32 v1, v2, 0x44\n" },
    { "VIMNMX.U32 R1, R2, R3, PT", "v_min_u32 v1, v2, v3\n" },
    { "SEL R1, R2, RZ, P0", "v_cndmask_b32_e64 v1, 0, v2, s26\n" },
    { "SEL R1, RZ, 0x7, !P0", "v_cndmask_b32_e64 v1, 0, 7, s26\n" },
    { "IABS R1, R2", "v_sub_nc_u32 v3, 0, v2\nv_max_i32 v1, v2, v3\n" },
    { "SGXT R1, R2, 0x8", "v_bfe_i32 v1, v2, 0, 8\n" },
    { "BMSK.W R1, R2, R3", "v_bfm_b32 v1, v3, v2\n" },
    /* clamping: pos (v2) and width (v3) clamped to 32 into $t0 = v4, $t1 =
     * v5; v_bfm covers both below 32, width 32 is -1 << pos, pos 32 is 0 */
    { "BMSK R1, R2, R3",
      "v_min_u32 v4, 32, v2\nv_min_u32 v5, 32, v3\nv_bfm_b32 v6, v5, v4\nv_lshlrev_b32 v7, v4, -1\n"
      "v_cmp_gt_u32_e64 s6, 32, v5\nv_cndmask_b32_e64 v6, v7, v6, s6\n"
      "v_cmp_gt_u32_e64 s6, 32, v4\nv_cndmask_b32_e64 v1, 0, v6, s6\n" },
    /* byte k of a (v2) and of b (v3), sign-extended, multiplied and summed
     * onto c (v4) through $t2 = v7; the last product writes Rd */
    { "IDP.4A.S8.S8 R1, R2, R3, R4",
      "v_bfe_i32 v5, v2, 0, 8\nv_bfe_i32 v6, v3, 0, 8\nv_mad_i32_i24 v7, v5, v6, v4\n"
      "v_bfe_i32 v5, v2, 8, 8\nv_bfe_i32 v6, v3, 8, 8\nv_mad_i32_i24 v7, v5, v6, v7\n"
      "v_bfe_i32 v5, v2, 16, 8\nv_bfe_i32 v6, v3, 16, 8\nv_mad_i32_i24 v7, v5, v6, v7\n"
      "v_bfe_i32 v5, v2, 24, 8\nv_bfe_i32 v6, v3, 24, 8\nv_mad_i32_i24 v1, v5, v6, v7\n" },
    /* .HI: a's halves (unsigned) times b's bytes 2 and 3 (signed) */
    { "IDP.2A.HI.U16.S8 R1, R2, R3, RZ",
      "v_bfe_u32 v4, v2, 0, 16\nv_bfe_i32 v5, v3, 16, 8\nv_mad_i32_i24 v6, v4, v5, 0\n"
      "v_bfe_u32 v4, v2, 16, 16\nv_bfe_i32 v5, v3, 24, 8\nv_mad_i32_i24 v1, v4, v5, v6\n" },
    /* R2:R3 -> v[1:2], R4 -> v3, R6 -> v4, R8:R9 -> v[5:6]; the carry out
     * of the 64-bit sum is v_mad_u64_u32's lane mask, into P0 (s26) */
    { "IMAD.WIDE.U32 R2, P0, R4, R6, R8", "v_mad_u64_u32 v[1:2], s26, v3, v4, v[5:6]\n" },
    /* bf16 nearest even: (a + 0x7fff + bit 16) >> 16 through $t4 = v7 into
     * $t0 = v3, a NaN 0x7fff */
    { "F2F.BF16.F32 R1, R2",
      "v_bfe_u32 v7, v2, 16, 1\nv_add3_u32 v7, v2, 0x7fff, v7\nv_lshrrev_b32 v3, 16, v7\n"
      "v_cmp_u_f32_e64 s6, v2, v2\nv_cndmask_b32_e64 v3, v3, 0x7fff, s6\nv_mov_b32 v1, v3\n" },
    /* P0 -> s26, P1 -> s27, P2 -> s28 */
    { "ISETP.GE.OR P0, PT, R1, R2, !P1", "v_cmp_ge_i32_e64 s6, v1, v2\ns_or_not1_b32 s26, s6, s27\n" },
    { "ISETP.NE.U32.AND P0, P1, R1, RZ, P2",
      "v_cmp_ne_u32_e64 s6, v1, 0\ns_and_b32 s26, s6, s28\ns_and_not1_b32 s27, s28, s6\n" },
    { "ISETP.GE.U32.AND.EX P0, PT, R1, R2, PT, P1",
      "v_cmp_gt_u32_e64 s6, v1, v2\nv_cmp_eq_u32_e64 s8, v1, v2\ns_and_b32 s8, s8, s27\n"
      "s_or_b32 s6, s6, s8\ns_mov_b32 s26, s6\n" },
    { "FSETP.GEU.FTZ.AND P0, PT, R1, RZ, PT",
      "v_cmp_class_f32_e64 s14, v1, 0x90\nv_and_b32 v2, 0x80000000, v1\n"
      "v_cndmask_b32_e64 v2, v1, v2, s14\nv_cmp_nlt_f32_e64 s26, v2, 0\n" },
    { "FSETP.GT.AND P0, PT, |R1|, R2, PT", "v_cmp_gt_f32_e64 s26, |v1|, v2\n" },
    { "DSETP.GT.AND P0, PT, R2, R4, PT", "v_cmp_gt_f64_e64 s26, v[1:2], v[3:4]\n" },
    /* guarded: compare unguarded, merge under EXEC & P1 */
    { "@P1 ISETP.LT.AND P0, PT, R1, R2, PT",
      "v_cmp_lt_i32_e64 s6, v1, v2\ns_mov_b32 s8, s6\ns_and_b32 s18, exec_lo, s27\n"
      "s_and_b32 s8, s8, s18\ns_and_not1_b32 s26, s26, s18\ns_or_b32 s26, s26, s8\n" },
    { "LOP3.LUT R1, R2, R3, R4, 0x96, !PT", "v_xor3_b32 v1, v2, v3, v4\n" },
    { "LOP3.LUT R1, R2, R3, R4, 0xca, !PT", "v_bfi_b32 v1, v2, v3, v4\n" },
    { "LOP3.LUT R1, R2, 0xff, RZ, 0xc0, !PT", "v_and_b32 v1, v2, 0xff\n" },
    /* R2 is the only register: v1; the result goes to scratch $t4 = v2+4 = v6 */
    { "LOP3.LUT P0, RZ, R2, 0x3, RZ, 0xc0, !PT", "v_and_b32 v6, v1, 3\nv_cmp_ne_u32_e64 s26, 0, v6\n" },
    /* P0 -> s26, P1 -> s27, P2 -> s28: (a|b)&c with c = PT */
    { "PLOP3.LUT P0, PT, P1, P2, PT, 0xa8, 0x0", "s_or_b32 s26, s27, s28\n" },
    { "PLOP3.LUT P0, PT, PT, PT, PT, 0x8, 0x0", "s_mov_b32 s26, 0\n" },
    { "PRMT R1, R2, 0x1032, RZ", "v_perm_b32 v1, 0, v2, 0x1000302\n" },
    { "PRMT R1, R2, 0x5140, R3", "v_perm_b32 v1, v3, v2, 0x5010400\n" },
    { "PRMT R1, R2, 0x9910, RZ", "v_perm_b32 v1, 0, v2, 0x8080100\n" },
    { "PRMT R1, R2, 0x8880, RZ",
      "v_perm_b32 v3, 0, v2, 0x0\nv_lshlrev_b32 v4, 8, v3\nv_perm_b32 v1, v4, v3, 0x90b0800\n" },
    /* P6 is the only predicate: s26 */
    { "P2R R1, PR, RZ, 0x40", "v_cndmask_b32_e64 v2, 0, 0x40, s26\nv_mov_b32 v1, v2\n" },
    { "R2P PR, R1, 0x1", "v_and_b32 v2, 0x1, v1\nv_cmp_ne_u32_e64 s26, 0, v2\n" },
    { "I2F.U32 R1, R2", "v_cvt_f32_u32 v1, v2\n" },
    { "I2F.RZ R1, R2", "s_round_mode 0xf\nv_cvt_f32_i32 v1, v2\ns_round_mode 0x0\n" },
    { "I2FP.F32.U32 R1, R2", "v_cvt_f32_u32 v1, v2\n" },
    { "I2F.F64.S32 R2, R1", "v_cvt_f64_i32 v[2:3], v1\n" },
    { "F2I.TRUNC.NTZ R1, R2", "v_cvt_i32_f32 v1, v2\n" },
    { "F2I.U32.FLOOR R1, R2", "v_floor_f32 v3, v2\nv_cvt_u32_f32 v1, v3\n" },
    { "F2F.F32.F64 R1, R2", "v_cvt_f32_f64 v1, v[2:3]\n" },
    { "F2F.F16.F32 R1, R2", "v_cvt_f16_f32 v3, v2\nv_and_b32 v1, 0xffff, v3\n" },
    { "F2FP.F16.F32.PACK_AB R1, R2, R3",
      "v_cvt_f16_f32 v4, v3\nv_and_b32 v4, 0xffff, v4\nv_cvt_f16_f32 v5, v2\n"
      "v_lshl_or_b32 v1, v5, 16, v4\n" },
    { "I2I.S8.S32.SAT R1, R2", "v_max_i32 v3, v2, -128\nv_min_i32 v1, v3, 0x7f\n" },
    /* uniform, with a UP: UP0 -> s26, then UR pairs: UR4/UR5 -> s[28:29] */
    { "UIADD3 UR4, UP0, UR5, 0x10, URZ", "s_add_u32 s28, s29, 16\ns_cselect_b32 s26, -1, 0\n" },
    { "UIADD3.X UR4, URZ, UR5, URZ, UP0, !UPT", "s_cmp_lg_u32 s26, 0\ns_addc_u32 s28, s29, 0\n" },
    { "UISETP.GE.AND UP0, UPT, UR4, UR5, UPT", "s_cmp_ge_i32 s28, s29\ns_cselect_b32 s26, -1, 0\n" },
    /* UP0 -> s26, UR4/UR5 -> s[28:29], UR6 -> s30 */
    { "USEL UR4, UR5, UR6, UP0", "s_cmp_lg_u32 s26, 0\ns_cselect_b32 s28, s29, s30\n" },
    /* without predicates the UR pairs start at s26: UR4/UR5 -> s[26:27],
     * UR6 -> s28, UR8 -> s[30:31]; $T0 = s[6:7], $T1 = s8 */
    { "UIADD3 UR4, -UR5, UR6, URZ", "s_sub_u32 s26, s28, s27\n" },
    { "UIMAD UR4, UR5, UR6, URZ", "s_mul_i32 s6, s27, s28\ns_add_u32 s26, s6, 0\n" },
    { "UIMAD.WIDE.U32 UR4, UR6, 0x4, UR8",
      "s_mul_i32 s6, s28, 4\ns_mul_hi_u32 s7, s28, 4\ns_add_u32 s6, s6, s30\n"
      "s_addc_u32 s7, s7, s31\ns_mov_b64 s[26:27], s[6:7]\n" },
    { "ULEA UR4, UR5, UR6, 0x2", "s_lshl2_add_u32 s26, s27, s28\n" },
    { "USHF.R.U32.HI UR4, URZ, 0x5, UR5", "s_lshr_b32 s26, s27, 5\n" },
    { "USHF.R.S32.HI UR4, URZ, 0x1f, UR5", "s_ashr_i32 s26, s27, 31\n" },
    { "ULOP3.LUT UR4, UR5, UR6, URZ, 0xc0, !UPT", "s_and_b32 s26, s27, s28\n" },
    { "UFLO.U32 UR4, UR5",
      "s_flbit_i32_b32 s6, s27\ns_sub_u32 s6, 31, s6\ns_bfe_i32 s8, s6, 0x10005\ns_or_b32 s26, s6, s8\n" },
    { "UPOPC UR4, UR5", "s_bcnt1_i32_b32 s26, s27\n" },
    { "UBREV UR4, UR5", "s_brev_b32 s26, s27\n" },
    { "R2UR UR4, R1", "v_readfirstlane_b32 s26, v1\n" },
};

/* Each case alone in a listing: its exact output, then llvm-mc-19 accepts
 * it in wave32 and (translated again) in wave64. */
static void test_expected_outputs(void **state)
{
    (void)state;
    int bad = 0;
    for (size_t i = 0; i < sizeof cases32 / sizeof cases32[0]; i++) {
        struct strbuf src, got;
        sb_init(&src);
        sb_init(&got);
        char *one = (char *)cases32[i].sass;
        listing(&src, &one, 1);
        struct sass_module *m;
        struct xlate_result *r = tx_translate_text(src.s, 32, 0, &m);
        if (xlate_total_unsupported(r))
            fail_msg("'%s' is unsupported", cases32[i].sass);
        tx_insn_lines(&r->funcs[0], 0, &got);
        if (strcmp(got.s ? got.s : "", cases32[i].out)) {
            bad++;
            print_error("'%s':\n got:\n%s want:\n%s\n", cases32[i].sass, got.s ? got.s : "", cases32[i].out);
        }
        assemble_all(r, 32);
        xlate_result_free(r);
        sass_module_free(m);
        r = tx_translate_text(src.s, 64, 0, &m);
        assert_int_equal(xlate_total_unsupported(r), 0);
        assemble_all(r, 64);
        xlate_result_free(r);
        sass_module_free(m);
        sb_free(&src);
        sb_free(&got);
    }
    assert_int_equal(bad, 0);
    assemble_flush();
}

/* ---- LOP3 over every table ---------------------------------------------------- */

static void check_tables(const char *pre, const char *post, int uniform, int wave)
{
    char *ins[256];
    char form[96];
    snprintf(form, sizeof form, "%s<lut>%s", pre, post);
    for (int t = 0; t < 256; t++) {
        char buf[96];
        snprintf(buf, sizeof buf, "%s0x%x%s", pre, t, post);
        ins[t] = strdup(buf);
    }
    struct strbuf src;
    sb_init(&src);
    listing(&src, ins, 256);
    struct sass_module *m;
    struct xlate_result *r = tx_translate_text(src.s, wave, 0, &m);
    assert_int_equal(xlate_total_unsupported(r), 0);
    const struct xfunc *xf = &r->funcs[0];
    size_t maxlen = 0;
    for (int t = 0; t < 256; t++) {
        const struct xstep *s = step_of(xf, t);
        assert_non_null(s);
        size_t n = 0;
        for (int32_t k = s->first; k < s->last; k++)
            n += xf->lines[k].kind == XL_INSN;
        if (n > maxlen)
            maxlen = n;
        for (int trial = 0; trial < 40; trial++) {
            uint32_t a, b, c;
            inputs(trial, &a, &b, &c);
            struct rdna_lane l;
            memset(&l, 0x5a, sizeof l);
            const char *na = uniform == 2 ? "P1" : uniform ? "UR5" : "R2";
            const char *nb = uniform == 2 ? "P2" : uniform ? "UR6" : "R3";
            const char *nc = uniform == 2 ? "P3" : uniform ? "UR8" : "R4";
            const char *nd = uniform == 2 ? "P0" : uniform ? "UR4" : "R1";
            set_opnd(&l, s, na, a);
            set_opnd(&l, s, nb, b);
            set_opnd(&l, s, nc, c);
            run_lines(&l, xf, t);
            uint32_t got = get_opnd(&l, s, nd), want = lut_ref((unsigned)t, a, b, c);
            if (got != want)
                fail_msg("%s lut 0x%02x: a=%08x b=%08x c=%08x got %08x want %08x", form, t, a, b, c,
                         got, want);
        }
    }
    /* the synthesis stays short: at most 4 instructions for any table */
    assert_true(maxlen <= (uniform ? 6u : 4u));
    assemble_all(r, wave);
    assemble_flush();
    xlate_result_free(r);
    sass_module_free(m);
    sb_free(&src);
    for (int t = 0; t < 256; t++)
        free(ins[t]);
}

static void test_lop3_all_tables(void **state)
{
    (void)state;
    check_tables("LOP3.LUT R1, R2, R3, R4, ", ", !PT", 0, 32);
}

static void test_ulop3_all_tables(void **state)
{
    (void)state;
    check_tables("ULOP3.LUT UR4, UR5, UR6, UR8, ", ", !UPT", 1, 32);
}

/* predicates as lane masks: in wave32 a mask is one SGPR, bitwise logic
 * over the masks is the table over each lane */
static void test_plop3_all_tables(void **state)
{
    (void)state;
    check_tables("PLOP3.LUT P0, PT, P1, P2, P3, ", ", 0x0", 2, 32);
}

/* constant inputs (RZ, -1) and an immediate are folded into the table */
static void test_lop3_constants(void **state)
{
    (void)state;
    for (int t = 0; t < 256; t++) {
        char buf[128];
        uint32_t imm = rnd();
        snprintf(buf, sizeof buf, "LOP3.LUT R1, R2, 0x%x, RZ, 0x%x, !PT", imm, t);
        char *one = buf;
        struct strbuf src;
        sb_init(&src);
        listing(&src, &one, 1);
        struct sass_module *m;
        struct xlate_result *r = tx_translate_text(src.s, 32, 0, &m);
        const struct xstep *s = step_of(&r->funcs[0], 0);
        for (int trial = 0; trial < 8; trial++) {
            struct rdna_lane l;
            memset(&l, 0, sizeof l);
            uint32_t a = rnd();
            set_opnd(&l, s, "R2", a);
            run_lines(&l, &r->funcs[0], 0);
            assert_int_equal(get_opnd(&l, s, "R1"), lut_ref((unsigned)t, a, imm, 0));
        }
        xlate_result_free(r);
        sass_module_free(m);
        sb_free(&src);
    }
}

/* ---- PRMT ------------------------------------------------------------------------ */

/* PTX prmt: bytes 0-3 of a then 0-3 of b; each selector nibble picks one,
 * bit 3 replicates its sign bit (default mode). */
static uint32_t prmt_ref(uint32_t a, uint32_t b, uint32_t sel, const char *mode)
{
    uint64_t x = (uint64_t)b << 32 | a;
    static const struct { const char *n; uint8_t t[4][4]; } modes[] = {
        { "F4E", { { 0, 1, 2, 3 }, { 1, 2, 3, 4 }, { 2, 3, 4, 5 }, { 3, 4, 5, 6 } } },
        { "B4E", { { 0, 7, 6, 5 }, { 1, 0, 7, 6 }, { 2, 1, 0, 7 }, { 3, 2, 1, 0 } } },
        { "RC8", { { 0, 0, 0, 0 }, { 1, 1, 1, 1 }, { 2, 2, 2, 2 }, { 3, 3, 3, 3 } } },
        { "ECL", { { 0, 1, 2, 3 }, { 1, 1, 2, 3 }, { 2, 2, 2, 3 }, { 3, 3, 3, 3 } } },
        { "ECR", { { 0, 0, 0, 0 }, { 0, 1, 1, 1 }, { 0, 1, 2, 2 }, { 0, 1, 2, 3 } } },
        { "RC16", { { 0, 1, 0, 1 }, { 2, 3, 2, 3 }, { 0, 1, 0, 1 }, { 2, 3, 2, 3 } } },
    };
    uint32_t r = 0;
    for (int i = 0; i < 4; i++) {
        unsigned n, byte;
        int sign = 0;
        if (mode) {
            n = 0;
            for (size_t k = 0; k < sizeof modes / sizeof modes[0]; k++)
                if (!strcmp(mode, modes[k].n))
                    n = modes[k].t[sel & 3][i];
        } else {
            n = (sel >> (4 * i)) & 0xf;
            sign = (n & 8) != 0;
            n &= 7;
        }
        byte = (unsigned)(x >> (8 * n)) & 0xff;
        if (sign)
            byte = (byte & 0x80) ? 0xff : 0;
        r |= (uint32_t)byte << (8 * i);
    }
    return r;
}

static void check_prmt(const char *mode, uint32_t sel)
{
    char buf[96];
    snprintf(buf, sizeof buf, "PRMT%s%s R1, R2, 0x%x, R3", mode ? "." : "", mode ? mode : "", sel);
    char *one = buf;
    struct strbuf src;
    sb_init(&src);
    listing(&src, &one, 1);
    struct sass_module *m;
    struct xlate_result *r = tx_translate_text(src.s, 32, 0, &m);
    if (xlate_total_unsupported(r))
        fail_msg("%s is unsupported", buf);
    const struct xstep *s = step_of(&r->funcs[0], 0);
    for (int trial = 0; trial < 24; trial++) {
        struct rdna_lane l;
        memset(&l, 0, sizeof l);
        uint32_t a = rnd(), b = rnd();
        if (trial == 0) a = b = 0x80808080;
        if (trial == 1) a = b = 0x7f7f7f7f;
        set_opnd(&l, s, "R2", a);
        set_opnd(&l, s, "R3", b);
        run_lines(&l, &r->funcs[0], 0);
        uint32_t got = get_opnd(&l, s, "R1"), want = prmt_ref(a, b, sel & 0xffff, mode);
        if (got != want)
            fail_msg("%s: a=%08x b=%08x got %08x want %08x", buf, a, b, got, want);
    }
    assemble_all(r, 32);
    xlate_result_free(r);
    sass_module_free(m);
    sb_free(&src);
}

static void test_prmt(void **state)
{
    (void)state;
    /* the selectors the samples use, sign-extension idioms, then random ones */
    static const uint32_t seen[] = { 0x1032, 0x2103, 0x5140, 0x7362, 0x7610, 0x3210, 0x5410,
                                     0x7632, 0x8880, 0x9910, 0x0123, 0x4321, 0xba98, 0xffff };
    for (size_t i = 0; i < sizeof seen / sizeof seen[0]; i++)
        check_prmt(NULL, seen[i]);
    for (int i = 0; i < 200; i++)
        check_prmt(NULL, rnd() & 0xffff);
    static const char *const modes[] = { "F4E", "B4E", "RC8", "ECL", "ECR", "RC16" };
    for (size_t k = 0; k < sizeof modes / sizeof modes[0]; k++)
        for (uint32_t sel = 0; sel < 4; sel++)
            check_prmt(modes[k], sel);
    assemble_flush();
}

/* ---- SHF against its definition ---------------------------------------------------- */

/* {hi:lo} shifted by n (clamped to the type width, or wrapped with .W),
 * low or high word kept. */
static uint32_t shf_ref(int left, int hi, int sgn, int w64, int wrap, uint32_t lo, uint32_t n,
                        uint32_t h)
{
    int width = w64 ? 64 : 32;
    uint32_t k = wrap ? n & (uint32_t)(width - 1) : (n > (uint32_t)width ? (uint32_t)width : n);
    uint64_t v = (uint64_t)h << 32 | lo, res;
    if (left) res = k >= 64 ? 0 : v << k;
    else if (sgn) res = (uint64_t)((int64_t)v >> (k >= 64 ? 63 : k));
    else res = k >= 64 ? 0 : v >> k;
    return hi ? (uint32_t)(res >> 32) : (uint32_t)res;
}

static void test_shf(void **state)
{
    (void)state;
    static const char *const types[] = { "U32", "S32", "U64", "S64" };
    for (int form = 0; form < 32; form++) {
        int left = form & 1, hi = form >> 1 & 1, wrap = form >> 2 & 1, ty = form >> 3;
        for (int immv = 0; immv < 2; immv++) {
            static const uint32_t amounts[] = { 0, 1, 7, 31, 32, 33, 63, 64, 65, 200 };
            size_t na = immv ? sizeof amounts / sizeof amounts[0] : 1;
            for (size_t ai = 0; ai < na; ai++) {
                char buf[96];
                char amt[16];
                if (immv) snprintf(amt, sizeof amt, "0x%x", amounts[ai]);
                else snprintf(amt, sizeof amt, "R3");
                snprintf(buf, sizeof buf, "SHF.%s%s.%s%s R1, R2, %s, R4", left ? "L" : "R",
                         wrap ? ".W" : "", types[ty], hi ? ".HI" : "", amt);
                char *one = buf;
                struct strbuf src;
                sb_init(&src);
                listing(&src, &one, 1);
                struct sass_module *m;
                struct xlate_result *r = tx_translate_text(src.s, 32, 0, &m);
                if (xlate_total_unsupported(r))
                    fail_msg("%s is unsupported", buf);
                const struct xstep *s = step_of(&r->funcs[0], 0);
                for (int trial = 0; trial < 16; trial++) {
                    struct rdna_lane l;
                    memset(&l, 0, sizeof l);
                    uint32_t lo = rnd(), h = rnd(), n = immv ? amounts[ai] : amounts[trial % 10];
                    if (!immv && trial >= 10) n = rnd();
                    set_opnd(&l, s, "R2", lo);
                    set_opnd(&l, s, "R3", n);
                    set_opnd(&l, s, "R4", h);
                    run_lines(&l, &r->funcs[0], 0);
                    uint32_t got = get_opnd(&l, s, "R1");
                    uint32_t want = shf_ref(left, hi, ty & 1, ty >> 1, wrap, lo, n, h);
                    if (got != want)
                        fail_msg("%s: lo=%08x n=%u hi=%08x got %08x want %08x", buf, lo, n, h, got, want);
                }
                assemble_all(r, 32);
                xlate_result_free(r);
                sass_module_free(m);
                sb_free(&src);
            }
        }
    }
    assemble_flush();
}

/* ---- the samples ------------------------------------------------------------------ */

static int in_families(const char *op)
{
    static const char *const ops[] = {
        "IMAD", "IADD3", "VIADD", "LEA", "SHF", "POPC", "FLO", "BREV", "BMSK", "SGXT", "IABS",
        "IMNMX", "VIMNMX", "SEL", "ISETP", "FSETP", "DSETP", "PLOP3", "P2R", "R2P", "LOP3",
        "PRMT", "I2F", "I2FP", "F2I", "F2F", "F2FP", "I2I", "UIADD3", "UIMAD", "ULEA", "USHF",
        "ULOP3", "UISETP", "USEL", "UFLO", "UPOPC", "UPRMT", "UBREV", "R2UR",
    };
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (!strcmp(op, ops[i]))
            return 1;
    return 0;
}

/* No instruction of these families is left without a rule in any sample. */
static void test_samples_covered(void **state)
{
    (void)state;
    char **list;
    size_t nf = tu_glob("samples/*/sm_[89]0.nvdisasm.sass", &list);
    assert_true(nf >= 20);
    for (size_t f = 0; f < nf; f++) {
        struct sass_module *m;
        assert_int_equal(sass_parse_file(list[f], &m, NULL), WS_OK);
        input_module_data(list[f], m);      /* the cubin beside it: c[0x4] words */
        for (int wave = 32; wave <= 64; wave += 32) {
            struct xlate_opts o = xlate_opts_default();
            o.wave = wave;
            o.compact_regs = 1;
            struct xlate_result *r;
            struct ws_error err;
            assert_int_equal(xlate_module(m, &o, &r, &err), WS_OK);
            for (size_t fi = 0; fi < r->nfuncs; fi++)
                for (size_t u = 0; u < r->funcs[fi].nunsup; u++)
                    if (in_families(r->funcs[fi].unsup[u].opcode))
                        fail_msg("%s: %s at 0x%x unsupported: %s", list[f], r->funcs[fi].unsup[u].opcode,
                                 r->funcs[fi].unsup[u].offset, r->funcs[fi].unsup[u].reason);
            xlate_result_free(r);
        }
        sass_module_free(m);
    }
    tu_free_list(list, nf);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_expected_outputs),
        cmocka_unit_test(test_lop3_all_tables),
        cmocka_unit_test(test_ulop3_all_tables),
        cmocka_unit_test(test_plop3_all_tables),
        cmocka_unit_test(test_lop3_constants),
        cmocka_unit_test(test_prmt),
        cmocka_unit_test(test_shf),
        cmocka_unit_test(test_samples_covered),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
