/* emit_float.c - the computed outputs of float, half and double rules (the
 * rows: ffma.c, fmnmx.c, mufu.c, hfma2.c, dfma.c, setp.c).
 *
 * Conventions shared by every rule here:
 * - Immediates of float instructions are float values even when nvdisasm
 *   prints them like integers ("FADD R0, R1, 1" adds 1.0f, "DFMA ..., 2, ..."
 *   multiplies by 2.0), so sources go through float_tmpl(), which rewrites
 *   immediate and RZ operands into RDNA3 float literals before the template
 *   is expanded.  -RZ is the float -0.0 (0x80000000), not the integer 0.
 * - The kernel descriptor keeps denormals for every precision
 *   (.amdhsa_float_denorm_mode_32/16_64 3), the IEEE behaviour of SASS
 *   instructions without .FTZ.  An .FTZ instruction flushes denormal inputs
 *   and results to signed zero: we switch the FP32 denormal mode off around
 *   that one instruction with s_denorm_mode and switch it back after.  The
 *   hardware then flushes exactly what NVIDIA flushes (inputs and outputs,
 *   sign kept); an explicit flush would need a class test and a select per
 *   input and per result.
 * - .RZ/.RM/.RP set the FP32 (or FP64) rounding mode with s_round_mode
 *   around the instruction and restore round-to-nearest-even after.
 * - .SAT is the VOP3 clamp bit: both clamp to [0, 1] and turn NaN into 0
 *   (RDNA3 with DX10_CLAMP, the default of the kernel descriptor).  NVIDIA
 *   also turns -0 into +0 (FADD.SAT of -0 + -0 is +0, conformance case
 *   fadd_sat); the clamp bit is not documented to, so a v_max_f32 with +0
 *   follows (RDNA3 orders -0 below +0).
 * - MUFU flushes denormal inputs and results to signed zero on NVIDIA (nvcc
 *   scales denormal inputs itself where the PTX operation must not flush;
 *   cases sin_fast, cos_fast, fdividef): v_sin/v_cos/v_rcp/... run in the
 *   FP32 flush mode, as for .FTZ.
 * - FMNMX returns the other operand when one is any NaN, signaling ones
 *   too (case fmnmx); v_max_f32/v_min_f32 in IEEE mode (the kernel
 *   descriptor's default) return a signaling NaN quieted, so each register
 *   source is first quieted with v_max_f32 x, x (LLVM's canonicalize).
 */
#include "xlate/rules/emit.h"
#include "xlate/rules/match.h"
#include "base/fmt.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* MODE register fields written by s_round_mode / s_denorm_mode (RDNA3 ISA,
 * "MODE" hardware register: FP_ROUND bits 3:0, FP_DENORM bits 7:4; each
 * has two bits for FP32 and two for FP16/FP64). */
#define X_ROUND_RNE      0x0    /* FP32 and FP16/64 round to nearest even */
#define X_ROUND_F32_RP   0x1    /* FP32 toward +infinity */
#define X_ROUND_F32_RM   0x2    /* FP32 toward -infinity */
#define X_ROUND_F32_RZ   0x3    /* FP32 toward zero */
#define X_ROUND_F64_SHIFT 2     /* FP16/FP64 field is bits 3:2 */
#define X_DENORM_KEEP    0xf    /* keep denormals in and out, all precisions */
#define X_DENORM_F32_FTZ 0xc    /* FP32 flushes in and out, FP16/64 keep */

/* v_cmp_class_f32 mask bits (RDNA3 ISA, V_CMP_CLASS): -normal is bit 3,
 * +normal bit 8. */
#define X_CLASS_NORMAL   0x108

/* ---- float literals ------------------------------------------------------- */

static uint32_t bits_f32(double d)
{
    float f = (float)d;
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

static uint64_t bits_f64(double d)
{
    uint64_t u;
    memcpy(&u, &d, sizeof u);
    return u;
}

/* IEEE half bits of d (the values SASS prints are exact halves; rounding
 * to nearest even covers the rest). */
static uint16_t bits_f16(double d)
{
    uint32_t f = bits_f32(d);
    uint32_t sign = (f >> 16) & 0x8000, exp = (f >> 23) & 0xff, man = f & 0x7fffff;
    if (exp == 0xff)
        return (uint16_t)(sign | 0x7c00 | (man ? 0x200 : 0));
    int e = (int)exp - 127 + 15;
    if (e >= 31)
        return (uint16_t)(sign | 0x7c00);
    if (e <= 0) {               /* half subnormal or zero */
        if (e < -10)
            return (uint16_t)sign;
        man |= 0x800000;
        int shift = 14 - e;
        uint32_t h = man >> shift, rem = man & ((1u << shift) - 1), half = 1u << (shift - 1);
        if (rem > half || (rem == half && (h & 1)))
            h++;
        return (uint16_t)(sign | h);
    }
    uint32_t h = ((uint32_t)e << 10) | (man >> 13), rem = man & 0x1fff;
    if (rem > 0x1000 || (rem == 0x1000 && (h & 1)))
        h++;
    return (uint16_t)(sign | h);
}

/* Value of an immediate operand as a double (integer-looking ones too). */
static double imm_value(const struct sass_operand *o)
{
    double v = o->kind == SOP_FIMM ? o->u.fimm : (double)o->u.imm;
    return (o->flags & SOF_NEG) ? -v : v;
}

uint32_t xe_imm_f32_bits(const struct sass_operand *o)
{
    return bits_f32(imm_value(o));
}

/* Literal text of an f64 immediate: RDNA3 takes a 32-bit literal as the
 * high word of a double, so only doubles with a zero low word fit.  0 when
 * written into lit, -1 when the double needs a register pair. */
static int f64_literal(double d, char *lit, size_t n)
{
    uint64_t u = bits_f64(d);
    if ((uint32_t)u)
        return -1;
    fmt_snprintf(lit, n, "0x%x", (unsigned)(u >> 32));
    return 0;
}

/* Rewrite the template so that immediate and RZ sources read as floats:
 * "$N" (f32) and "$N:64" (f64) of an immediate or RZ operand become a
 * literal; an f64 immediate with a non-zero low word is first built in
 * scratch VGPRs 4:5.  Everything else is left to xemit_template. */
static int float_tmpl(struct xctx *x, const struct sass_insn *in, const char *tmpl,
                      struct strbuf *out)
{
    struct strbuf pre;
    sb_init(&pre);
    for (const char *p = tmpl; *p;) {
        if (p[0] != '$' || !(p[1] >= '0' && p[1] <= '9')) {
            const char *d = strchr(p + 1, '$');     /* the text up to the next '$' at once */
            size_t k = d ? (size_t)(d - p) : strlen(p);
            sb_putn(out, p, k);
            p += k;
            continue;
        }
        const char *q = p + 1;
        int n = 0;
        while (*q >= '0' && *q <= '9')
            n = n * 10 + (*q++ - '0');
        int wide = !strncmp(q, ":64", 3);
        int plain = wide || !(*q == ':' || *q == '.' || (*q >= 'a' && *q <= 'z'));
        const struct sass_operand *o = n < in->nops ? &in->ops[n] : NULL;
        if (!plain || !o || !(xm_is_imm(o) || (xm_is_rz(o) && !(o->access & SACC_W)))) {
            sb_putc(out, *p++);
            continue;
        }
        int neg = (o->flags & SOF_NEG) != 0, abs_ = (o->flags & SOF_ABS) != 0;
        double v = xm_is_rz(o) ? 0.0 : imm_value(o);
        if (xm_is_rz(o) && neg && !abs_)
            v = -0.0;
        if (abs_)
            v = fabs(v);
        char lit[48];
        if (!wide) {
            fmt_snprintf(lit, sizeof lit, "0x%x", bits_f32(v));
        } else if (f64_literal(v, lit, sizeof lit)) {
            uint64_t u = bits_f64(v);
            sb_printf(&pre, "v_mov_b32 v%d, 0x%x\nv_mov_b32 v%d, 0x%x\n", x->vtemp + 4,
                      (unsigned)(uint32_t)u, x->vtemp + 5, (unsigned)(u >> 32));
            fmt_snprintf(lit, sizeof lit, "v[%d:%d]", x->vtemp + 4, x->vtemp + 5);
        }
        sb_puts(out, lit);
        p = q + (wide ? 3 : 0);
    }
    if (pre.len) {      /* the literal moves go first */
        sb_puts(&pre, out->s);
        sb_reset(out);
        sb_puts(out, pre.s);
    }
    sb_free(&pre);
    return 0;
}

static enum xres femit(struct xctx *x, const struct sass_insn *in, const char *tmpl)
{
    struct strbuf b;
    sb_init(&b);
    float_tmpl(x, in, tmpl, &b);
    enum xres rc = xemit_template(x, in, b.s ? b.s : "");
    sb_free(&b);
    return rc;
}

/* ---- modifiers: FTZ, SAT, rounding ---------------------------------------- */

static int round_mode(const struct sass_insn *in, int f64)
{
    int m = sass_has_mod(in, "RP") ? X_ROUND_F32_RP : sass_has_mod(in, "RM") ? X_ROUND_F32_RM :
            sass_has_mod(in, "RZ") ? X_ROUND_F32_RZ : X_ROUND_RNE;
    return f64 ? m << X_ROUND_F64_SHIFT : m;
}

/* body: one or more template lines; the mode changes wrap all of them and
 * .SAT adds clamp to the last one. */
static enum xres emit_with_mods_ftz(struct xctx *x, const struct sass_insn *in, const char *body,
                                    int f64, int ftz)
{
    char t[512];
    int rnd = round_mode(in, f64), sat = sass_has_mod(in, "SAT");
    size_t n = 0;
    if (rnd != X_ROUND_RNE)
        n += (size_t)fmt_snprintf(t + n, sizeof t - n, "s_round_mode 0x%x\n", rnd);
    if (ftz)
        n += (size_t)fmt_snprintf(t + n, sizeof t - n, "s_denorm_mode 0x%x\n", X_DENORM_F32_FTZ);
    n += (size_t)fmt_snprintf(t + n, sizeof t - n, "%s%s\n", body, sat ? " clamp" : "");
    if (sat && !f64)
        n += (size_t)fmt_snprintf(t + n, sizeof t - n, "v_max_f32_e64 $0, $0, 0\n");
    if (ftz)
        n += (size_t)fmt_snprintf(t + n, sizeof t - n, "s_denorm_mode 0x%x\n", X_DENORM_KEEP);
    if (rnd != X_ROUND_RNE)
        fmt_snprintf(t + n, sizeof t - n, "s_round_mode 0x%x\n", X_ROUND_RNE);
    return femit(x, in, t);
}

static enum xres emit_with_mods(struct xctx *x, const struct sass_insn *in, const char *body,
                                int f64)
{
    return emit_with_mods_ftz(x, in, body, f64, !f64 && sass_has_mod(in, "FTZ"));
}

/* ---- fp32 arithmetic ------------------------------------------------------ */

static const char *arith_body(const struct sass_insn *in)
{
    if (!strcmp(in->opcode, "FADD")) return "v_add_f32_e64 $0, $1, $2";
    if (!strcmp(in->opcode, "FMUL")) return "v_mul_f32_e64 $0, $1, $2";
    if (!strcmp(in->opcode, "FFMA")) return "v_fma_f32 $0, $1, $2, $3";
    if (!strcmp(in->opcode, "DADD")) return "v_add_f64 $0:64, $1:64, $2:64";
    if (!strcmp(in->opcode, "DMUL")) return "v_mul_f64 $0:64, $1:64, $2:64";
    if (!strcmp(in->opcode, "DFMA")) return "v_fma_f64 $0:64, $1:64, $2:64, $3:64";
    return NULL;
}

enum xres xe_arith(struct xctx *x, const struct sass_insn *in)
{
    const char *b = arith_body(in);
    return b ? emit_with_mods(x, in, b, in->opcode[0] == 'D') : XR_DECLINE;
}

/* --contract: FMUL t, a, b right before FADD d, t, c (or c, t) becomes one
 * v_fma_f32 d, a, b, c.  The FMUL is still translated, so t keeps its
 * value for any other reader; only the FADD's rounding changes (one
 * rounding instead of two), which is why this needs the option. */
static int contract_source(struct xctx *x, const struct sass_insn *in, int *mul_idx, int *other)
{
    if (!x->r->opts.contract || x->cur_sass < 1 || in->nmods || in->guard >= 0)
        return 0;
    const struct sass_insn *m = &x->sf->insns[x->cur_sass - 1];
    if (strcmp(m->opcode, "FMUL") || m->nmods || m->guard >= 0 || m->nops != 3 ||
        m->ops[0].kind != SOP_REG || xm_is_rz(&m->ops[0]))
        return 0;
    for (int k = 1; k <= 2; k++)    /* a and b must still hold their values */
        if (m->ops[k].kind == SOP_REG && m->ops[k].reg == m->ops[0].reg)
            return 0;
    for (int k = 1; k <= 2; k++) {
        const struct sass_operand *o = &in->ops[k];
        if (o->kind == SOP_REG && o->reg == m->ops[0].reg && !o->flags) {
            *mul_idx = x->cur_sass - 1;
            *other = 3 - k;
            return 1;
        }
    }
    return 0;
}

enum xres xe_fadd(struct xctx *x, const struct sass_insn *in)
{
    int mi, other;
    if (x->r->opts.contract)
        xshape_unkept(x);       /* the FMUL before it decides, not the shape */
    if (!contract_source(x, in, &mi, &other))
        return xe_arith(x, in);
    const struct sass_insn *m = &x->sf->insns[mi];
    /* operands of the FMUL as RDNA3 text, the FADD's other source as a float */
    struct strbuf a, b, t;
    sb_init(&a);
    sb_init(&b);
    sb_init(&t);
    enum xres rc = XR_OK;
    char ta[8], tb[8], tc[8];
    fmt_snprintf(ta, sizeof ta, "$1");
    fmt_snprintf(tb, sizeof tb, "$2");
    fmt_snprintf(tc, sizeof tc, "$%d", other);
    float_tmpl(x, m, ta, &a);
    float_tmpl(x, m, tb, &b);
    /* $1/$2 still refer to the FMUL: expand them against it now */
    struct strbuf ea, eb;
    sb_init(&ea);
    sb_init(&eb);
    if ((a.s[0] == '$' && xemit_operand(x, m, 1, 0, &ea)) ||
        (b.s[0] == '$' && xemit_operand(x, m, 2, 0, &eb)))
        rc = XR_DECLINE;
    if (!rc) {
        sb_printf(&t, "v_fma_f32 $0, %s, %s, %s", a.s[0] == '$' ? ea.s : a.s,
                  b.s[0] == '$' ? eb.s : b.s, tc);
        xemit_line(x, XL_COMMENT, "contracted with the FMUL before it (--contract): one "
                                  "rounding instead of two, not bit-identical to the SASS");
        rc = femit(x, in, t.s);
    }
    sb_free(&a);
    sb_free(&b);
    sb_free(&t);
    sb_free(&ea);
    sb_free(&eb);
    return rc;
}

/* ---- min/max, select ----------------------------------------------------- */

/* The predicate operand n with its ! applied: "sel" picks src1 of
 * v_cndmask where the mask is set, so !P swaps the two value operands. */
enum xres xe_fsel(struct xctx *x, const struct sass_insn *in)
{
    int neg = (in->ops[3].flags & SOF_NOT) != 0;
    return femit(x, in, neg ? "v_cndmask_b32_e64 $0, $1, $2, $3"
                            : "v_cndmask_b32_e64 $0, $2, $1, $3");
}

/* FMNMX's sources as v_max/v_min sources: a register, uniform register or
 * constant is quieted into $t2 / $t3 first (an immediate is never a
 * signaling NaN); the source modifiers go with the quieting. */
static void fmnmx_srcs(const struct sass_insn *in, char *pre, size_t n, const char **a, const char **b)
{
    static const char *tmp[2] = { "$t2", "$t3" }, *src[2] = { "$1", "$2" };
    const char **out[2] = { a, b };
    size_t m = 0;
    pre[0] = 0;
    for (int i = 0; i < 2; i++) {
        if (xm_is_imm(&in->ops[1 + i]) || xm_is_rz(&in->ops[1 + i])) {
            *out[i] = src[i];
            continue;
        }
        m += (size_t)fmt_snprintf(pre + m, n - m, "v_max_f32_e64 %s, %s, %s\n", tmp[i], src[i], src[i]);
        *out[i] = tmp[i];
    }
}

enum xres xe_fmnmx(struct xctx *x, const struct sass_insn *in)
{
    char pre[128], t[256];
    const char *a, *b;
    fmnmx_srcs(in, pre, sizeof pre, &a, &b);
    fmt_snprintf(t, sizeof t, "%s%s $0, %s, %s", pre,
                 xm_last_npt(in) ? "v_max_f32_e64" : "v_min_f32_e64", a, b);
    return femit(x, in, t);
}

enum xres xe_fmnmx_p(struct xctx *x, const struct sass_insn *in)
{
    int neg = (in->ops[3].flags & SOF_NOT) != 0;
    char pre[128], t[384];
    const char *a, *b;
    fmnmx_srcs(in, pre, sizeof pre, &a, &b);
    /* P (or !P when negated) selects the minimum */
    fmt_snprintf(t, sizeof t, "%sv_min_f32_e64 $t0, %s, %s\nv_max_f32_e64 $t1, %s, %s\n"
                 "v_cndmask_b32_e64 $0, %s, $3", pre, a, b, a, b, neg ? "$t0, $t1" : "$t1, $t0");
    return femit(x, in, t);
}

/* ---- MUFU ---------------------------------------------------------------- */

enum xres xe_mufu(struct xctx *x, const struct sass_insn *in)
{
    const char *op = xm_mufu_op(in);
    if (!op)
        return XR_DECLINE;
    char t[64];
    fmt_snprintf(t, sizeof t, "%s $0, $1", op);
    return emit_with_mods_ftz(x, in, t, 0, 1);
}

/* MUFU.TANH Rd, a: RDNA3 has no tanh.  |a| < 0.25: the odd Taylor series
 * to a^7 (the first term left out is below 2^-21 relative there); above:
 * 1 - 2/(2^(2|a|log2 e) + 1) with v_exp_f32 and v_rcp_f32 (no cancellation
 * worse than 2^-20 relative from 0.25 up; +inf gives 1).  The sign is a's.
 * Denormal inputs come back unchanged, as on the H200 (tanh_fast: the GPU
 * keeps them; its own error is 2^-16.8 relative at most on the case's
 * inputs, far inside PTX's 2^-11). */
enum xres xe_mufu_tanh(struct xctx *x, const struct sass_insn *in)
{
    return xemit_template(x, in,
        "v_and_b32 $t0, 0x7fffffff, $1\n"
        "v_mul_f32 $t1, $t0, $t0\n"
        "v_mov_b32 $t2, 0xbd5d0dd1\n"                  /* -17/315 */
        "v_fmaak_f32 $t2, $t1, $t2, 0x3e088889\n"      /* + 2/15 */
        "v_fmaak_f32 $t2, $t1, $t2, 0xbeaaaaab\n"      /* - 1/3 */
        "v_mul_f32 $t2, $t1, $t2\n"
        "v_fma_f32 $t2, $t0, $t2, $t0\n"
        "v_mul_f32 $t3, 0x4038aa3b, $t0\n"              /* 2 log2(e) |a| */
        "v_exp_f32 $t3, $t3\n"
        "v_add_f32 $t3, 1.0, $t3\n"
        "v_rcp_f32 $t3, $t3\n"
        "v_fma_f32 $t3, -2.0, $t3, 1.0\n"
        "v_cmp_gt_f32_e64 $T0:w, 0x3e800000, $t0\n"     /* |a| < 0.25 */
        "v_cndmask_b32_e64 $t3, $t3, $t2, $T0:w\n"
        "v_bfi_b32 $0, 0x7fffffff, $t3, $1");
}

/* MUFU.RCP64H / RSQ64H: the approximation of the double whose high word is
 * the source, keeping the high word of the result (the seed of a Newton
 * iteration).  RDNA3 has the full-double v_rcp_f64 / v_rsq_f64: give it the
 * pair {0, source} and keep its high word. */
enum xres xe_mufu64h(struct xctx *x, const struct sass_insn *in)
{
    const char *op = sass_has_mod(in, "RCP64H") ? "v_rcp_f64" : "v_rsq_f64";
    char t[256];
    fmt_snprintf(t, sizeof t, "v_mov_b32 $t2, 0\nv_mov_b32 $t3, $1\n%s v[%d:%d], v[%d:%d]\n"
             "v_mov_b32 $0, $t3", op, x->vtemp + 2, x->vtemp + 3, x->vtemp + 2, x->vtemp + 3);
    return xemit_template(x, in, t);
}

/* ---- FCHK ---------------------------------------------------------------- */

/* FCHK P, a, b sets P when the fast division path (reciprocal, Newton step,
 * FFMA corrections) might not give the correctly rounded a/b; the code then
 * calls the IEEE slow path.  NVIDIA does not document the exact test, but
 * both paths give the correctly rounded quotient whenever FCHK sends a
 * division to the fast one, and the slow path gives it always.  So any
 * predicate that is true at least wherever the fast path could be inexact
 * gives bit-identical quotients.  Ours: the fast path is safe when a and b
 * are normal and frexp exponents of a, b and a/b (ea - eb) all lie in
 * [-124, 125]: then 1/b, a*(1/b), the residual a - b*q and q are all normal
 * with a binade of margin; everything else (zeros, denormals, inf, NaN,
 * extreme ranges) takes the slow path.  Inactive lanes read 0. */
#define X_FCHK_LO  (-124)
#define X_FCHK_SPAN 249    /* [-124, 125] as (e + 124) <= 249 unsigned */

enum xres xe_fchk(struct xctx *x, const struct sass_insn *in)
{
    char t[1024];
    /* a divisor given as an immediate (FCHK P0, R3, 360: 360.0f) is moved to a
     * VGPR first: v_cmp_class's class mask is a literal already, and VOP3
     * takes one; a bank word (c[0x3][0x40]) is an SGPR and needs nothing */
    int imm = xm_is_imm(&in->ops[2]);
    fmt_snprintf(t, sizeof t,
             "%s"
             "v_cmp_class_f32_e64 $T0:w, $1, 0x%x\n"
             "v_cmp_class_f32_e64 $T1:w, %s, 0x%x\n"
             "s_and_b%%w $T0:w, $T0:w, $T1:w\n"
             "v_frexp_exp_i32_f32_e64 $t0, $1\n"
             "v_frexp_exp_i32_f32_e64 $t1, %s\n"
             "v_sub_nc_u32_e64 $t2, $t0, $t1\n"
             "v_add_nc_u32_e64 $t0, 0x%x, $t0\n"
             "v_add_nc_u32_e64 $t1, 0x%x, $t1\n"
             "v_add_nc_u32_e64 $t2, 0x%x, $t2\n"
             "v_cmp_ge_u32_e64 $T1:w, 0x%x, $t0\n"
             "s_and_b%%w $T0:w, $T0:w, $T1:w\n"
             "v_cmp_ge_u32_e64 $T1:w, 0x%x, $t1\n"
             "s_and_b%%w $T0:w, $T0:w, $T1:w\n"
             "v_cmp_ge_u32_e64 $T1:w, 0x%x, $t2\n"
             "s_and_b%%w $T0:w, $T0:w, $T1:w\n"
             "s_and_not1_b%%w $0, %%exec, $T0:w",
             imm ? "v_mov_b32 $t3, $2\n" : "", X_CLASS_NORMAL, imm ? "$t3" : "$2", X_CLASS_NORMAL,
             imm ? "$t3" : "$2", -X_FCHK_LO, -X_FCHK_LO, -X_FCHK_LO,
             X_FCHK_SPAN, X_FCHK_SPAN, X_FCHK_SPAN);
    return femit(x, in, t);
}

/* ---- packed half ---------------------------------------------------------- */

/* One packed source: a register (with its .Hx_Hy selector and -) or a
 * pair of immediates "hi, lo" as nvdisasm prints them. */
struct hsrc {
    char text[48];      /* RDNA3 operand */
    int sel_lo, sel_hi; /* half read for the low / high result lane */
    int neg;
};

static enum xres hsrc_parse(struct xctx *x, const struct sass_insn *in, int *k, struct hsrc *h)
{
    const struct sass_operand *o = &in->ops[*k];
    memset(h, 0, sizeof *h);
    h->sel_hi = 1;
    if (xm_is_imm(o)) {
        if (*k + 1 >= in->nops || !xm_is_imm(&in->ops[*k + 1]))
            return XR_DECLINE;
        uint32_t v = ((uint32_t)bits_f16(imm_value(o)) << 16) | bits_f16(imm_value(&in->ops[*k + 1]));
        fmt_snprintf(h->text, sizeof h->text, "0x%x", v);
        *k += 2;
        return XR_OK;
    }
    if (o->flags & SOF_ABS)
        return XR_DECLINE;      /* VOP3P has no abs: not seen in SASS so far */
    h->neg = (o->flags & SOF_NEG) != 0;
    if (xm_is_rz(o)) {
        fmt_snprintf(h->text, sizeof h->text, "0");
    } else {
        /* the operand without its negation (neg_lo/neg_hi say it) */
        struct strbuf b;
        sb_init(&b);
        enum xres rc = xemit_operand_unneg(x, in, *k, &b);
        if (rc || !b.s) {
            sb_free(&b);
            return XR_DECLINE;
        }
        fmt_snprintf(h->text, sizeof h->text, "%s", b.s);
        sb_free(&b);
    }
    /* the selector is read from the operand's text: o->sel points into
     * the parser's input buffer, which sass_parse_file has freed by now */
    const char *s = o->sel ? strstr(o->text, ".H") : NULL;
    if (o->sel && !s && strstr(o->text, ".F32"))
        return XR_DECLINE;      /* an fp32 source of a mixed instruction: not seen */
    if (s) {
        if (!strncmp(s, ".H0_H0", 6)) { h->sel_lo = 0; h->sel_hi = 0; }
        else if (!strncmp(s, ".H1_H1", 6)) { h->sel_lo = 1; h->sel_hi = 1; }
        else if (!strncmp(s, ".H1_H0", 6)) { h->sel_lo = 1; h->sel_hi = 0; }
        else if (strncmp(s, ".H0_H1", 6)) return XR_DECLINE;
    }
    (*k)++;
    return XR_OK;
}

/* "op d, a, b[, c] op_sel:[..] op_sel_hi:[..] neg_lo:[..] neg_hi:[..]" */
static enum xres emit_pk(struct xctx *x, const struct sass_insn *in, const char *op,
                         struct hsrc *s, int n, const char *dst)
{
    char t[320], sel[32] = "", selhi[32] = "", neg[32] = "";
    size_t m = (size_t)fmt_snprintf(t, sizeof t, "%s %s", op, dst);
    for (int i = 0; i < n; i++)
        m += (size_t)fmt_snprintf(t + m, sizeof t - m, ", %s", s[i].text);
    int any_sel = 0, any_selhi = 0, any_neg = 0;
    for (int i = 0; i < n; i++) {
        any_sel |= s[i].sel_lo;
        any_selhi |= !s[i].sel_hi;
        any_neg |= s[i].neg;
    }
    for (int i = 0; i < n; i++) {
        fmt_snprintf(sel + strlen(sel), sizeof sel - strlen(sel), "%s%d", i ? "," : "", s[i].sel_lo);
        fmt_snprintf(selhi + strlen(selhi), sizeof selhi - strlen(selhi), "%s%d", i ? "," : "", s[i].sel_hi);
        fmt_snprintf(neg + strlen(neg), sizeof neg - strlen(neg), "%s%d", i ? "," : "", s[i].neg);
    }
    if (any_sel) m += (size_t)fmt_snprintf(t + m, sizeof t - m, " op_sel:[%s]", sel);
    if (any_selhi) m += (size_t)fmt_snprintf(t + m, sizeof t - m, " op_sel_hi:[%s]", selhi);
    if (any_neg)
        fmt_snprintf(t + m, sizeof t - m, " neg_lo:[%s] neg_hi:[%s]", neg, neg);
    return xemit_template(x, in, t);
}

static int hsrcs(struct xctx *x, const struct sass_insn *in, int first, int last, struct hsrc *s,
                 int max)
{
    int n = 0;
    for (int k = first; k < last;) {
        if (n == max || hsrc_parse(x, in, &k, &s[n]))
            return -1;
        n++;
    }
    return n;
}

enum xres xe_hpacked(struct xctx *x, const struct sass_insn *in)
{
    struct hsrc s[3];
    const char *op;
    int last = in->nops, want;
    if (!strcmp(in->opcode, "HADD2")) { op = "v_pk_add_f16"; want = 2; }
    else if (!strcmp(in->opcode, "HMUL2")) { op = "v_pk_mul_f16"; want = 2; }
    else if (!strcmp(in->opcode, "HFMA2")) { op = "v_pk_fma_f16"; want = 3; }
    else if (!strcmp(in->opcode, "HMNMX2")) {
        op = (in->ops[in->nops - 1].flags & SOF_NOT) ? "v_pk_max_f16" : "v_pk_min_f16";
        want = 2;
        last--;
    } else return XR_DECLINE;
    if (hsrcs(x, in, 1, last, s, 3) != want)
        return XR_DECLINE;
    if (sass_has_mod(in, "SAT"))
        return XR_DECLINE;
    if (strcmp(in->opcode, "HMNMX2"))
        return emit_pk(x, in, op, s, want, "$0");
    /* HMNMX2 returns the other half for a signaling-NaN half, as FMNMX does;
     * v_pk_max/min_f16 in IEEE mode return it quieted: quiet both halves of
     * each register source first (max(x, x) keeps every other value, -0 too) */
    struct strbuf t;
    sb_init(&t);
    for (int i = 0; i < 2; i++) {
        if (!strncmp(s[i].text, "0x", 2) || !strcmp(s[i].text, "0"))
            continue;
        sb_printf(&t, "v_pk_max_f16 $t%d, %s, %s\n", 2 + i, s[i].text, s[i].text);
        fmt_snprintf(s[i].text, sizeof s[i].text, "$t%d", 2 + i);
    }
    enum xres rc = t.len ? xemit_template(x, in, t.s) : XR_OK;
    sb_free(&t);
    return rc ? rc : emit_pk(x, in, op, s, want, "$0");
}

enum xres xe_hmov(struct xctx *x, const struct sass_insn *in)
{
    char t[64];
    uint32_t v = ((uint32_t)bits_f16(imm_value(&in->ops[3])) << 16) | bits_f16(imm_value(&in->ops[4]));
    fmt_snprintf(t, sizeof t, "v_mov_b32 $0, 0x%x", v);
    return xemit_template(x, in, t);
}

/* HADD2.F32 Rd, a, b: the halves are widened and added in fp32 (one
 * rounding): v_fma_mix_f32 d, a, 1.0, b with the f16 sources marked in
 * op_sel_hi; the common idiom HADD2.F32 Rd, -RZ, x is a plain widening. */
enum xres xe_hadd2_f32(struct xctx *x, const struct sass_insn *in)
{
    struct hsrc s[2];
    if (hsrcs(x, in, 1, in->nops, s, 2) != 2)
        return XR_DECLINE;
    char t[256];
    if (!strcmp(s[0].text, "0") && s[0].neg && !s[1].neg) {
        if (s[1].sel_lo)
            fmt_snprintf(t, sizeof t, "v_lshrrev_b32 $t0, 16, %s\nv_cvt_f32_f16_e32 $0, $t0", s[1].text);
        else
            fmt_snprintf(t, sizeof t, "v_cvt_f32_f16_e64 $0, %s", s[1].text);
        return xemit_template(x, in, t);
    }
    fmt_snprintf(t, sizeof t, "v_fma_mix_f32 $0, %s%s, 1.0, %s%s op_sel:[%d,0,%d] op_sel_hi:[1,0,1]",
             s[0].neg ? "-" : "", s[0].text, s[1].neg ? "-" : "", s[1].text, s[0].sel_lo, s[1].sel_lo);
    return xemit_template(x, in, t);
}

/* ---- compares: HSETP2, DSETP ---------------------------------------------- */

struct fcc { const char *sass, *amd; };
/* ordered forms are false on NaN; the unordered SASS forms (..U) are true
 * on NaN, which RDNA3 spells as the negated ordered compare */
static const struct fcc fccs[] = {
    { "LT", "lt" }, { "LE", "le" }, { "GT", "gt" }, { "GE", "ge" }, { "EQ", "eq" },
    { "NE", "lg" }, { "LTU", "nge" }, { "LEU", "ngt" }, { "GTU", "nle" }, { "GEU", "nlt" },
    { "EQU", "nlg" }, { "NEU", "neq" }, { "NUM", "o" }, { "NAN", "u" },
};

static const char *find_fcc(const struct sass_insn *in)
{
    for (size_t k = 0; k < in->nmods; k++)
        for (size_t i = 0; i < sizeof fccs / sizeof fccs[0]; i++)
            if (!strcmp(in->mods[k], fccs[i].sass))
                return fccs[i].amd;
    return NULL;
}

enum xres xe_dsetp(struct xctx *x, const struct sass_insn *in)
{
    const char *c = find_fcc(in);
    if (!c)
        return XR_DECLINE;
    char t[96];
    fmt_snprintf(t, sizeof t, "v_cmp_%s_f64_e64 $0, $2:64, $3:64", c);
    return femit(x, in, t);
}

enum xres xe_hsetp2(struct xctx *x, const struct sass_insn *in)
{
    const char *c = find_fcc(in);
    struct hsrc s[2];
    if (!c || hsrcs(x, in, 2, in->nops - 1, s, 2) != 2)
        return XR_DECLINE;
    struct strbuf t;
    sb_init(&t);
    for (int lane = 0; lane < 2; lane++) {
        if (xm_pred_pt(&in->ops[lane]))
            continue;       /* the result of this half is discarded */
        char src[2][sizeof s[0].text];
        for (int i = 0; i < 2; i++) {
            int half = lane ? s[i].sel_hi : s[i].sel_lo;
            unsigned v;
            if (s[i].text[0] == '0' && s[i].text[1] == 'x' && sscanf(s[i].text, "%x", &v) == 1)
                fmt_snprintf(src[i], sizeof src[i], "0x%x", (v >> (16 * half)) & 0xffff);
            else if (half) {
                sb_printf(&t, "v_lshrrev_b32 $t%d, 16, %s\n", i, s[i].text);
                fmt_snprintf(src[i], sizeof src[i], "$t%d", i);
            } else
                memcpy(src[i], s[i].text, sizeof src[i]);
        }
        sb_printf(&t, "v_cmp_%s_f16_e64 $%d, %s%s, %s%s\n", c, lane, s[0].neg ? "-" : "", src[0],
                  s[1].neg ? "-" : "", src[1]);
    }
    enum xres rc = t.len ? xemit_template(x, in, t.s) : XR_OK;
    sb_free(&t);
    return rc;
}

/* ---- the table ------------------------------------------------------------ */

enum xres xe_dmnmx(struct xctx *x, const struct sass_insn *in)
{
    return femit(x, in, xm_last_npt(in) ? "v_max_f64 $0:64, $1:64, $2:64"
                                       : "v_min_f64 $0:64, $1:64, $2:64");
}


/* FRND[.F64][.TRUNC|.FLOOR|.CEIL]: round to an integral float; without a
 * modifier to nearest even.  RDNA3 has the four roundings as opcodes. */
enum xres xe_frnd(struct xctx *x, const struct sass_insn *in)
{
    const char *r = sass_has_mod(in, "TRUNC") ? "trunc" : sass_has_mod(in, "FLOOR") ? "floor" :
                    sass_has_mod(in, "CEIL") ? "ceil" : "rndne";
    char t[64];
    if (sass_has_mod(in, "F64"))
        fmt_snprintf(t, sizeof t, "v_%s_f64 $0:64, $1:64", r);
    else
        fmt_snprintf(t, sizeof t, "v_%s_f32 $0, $1", r);
    return femit(x, in, t);
}

/* DSETP.MIN|MAX.AND Psel, Pnan, a, b, PT (sm_80/sm_90's fmin/fmax on
 * doubles): Psel is set where a is the result (the code selects a's words
 * on it), Pnan where both are NaN (the code then returns b quieted).  The
 * minimum (maximum) of the quieted sources in IEEE mode returns the number
 * when one is NaN and orders -0 below +0, as fmin/fmax do: Psel is that
 * result being a's bits, Pnan that result being NaN. */
enum xres xe_dsetp_mnmx(struct xctx *x, const struct sass_insn *in)
{
    int v = x->vtemp;
    char t[512];
    size_t m = (size_t)fmt_snprintf(t, sizeof t,
        "v_max_f64 v[%d:%d], $2:64, $2:64\nv_max_f64 v[%d:%d], $3:64, $3:64\n"
        "%s v[%d:%d], v[%d:%d], v[%d:%d]\n", v, v + 1, v + 2, v + 3,
        sass_has_mod(in, "MAX") ? "v_max_f64" : "v_min_f64", v + 2, v + 3, v, v + 1, v + 2, v + 3);
    if (!xm_pred_pt(&in->ops[0]))
        m += (size_t)fmt_snprintf(t + m, sizeof t - m, "v_cmp_eq_u64_e64 $0, v[%d:%d], v[%d:%d]\n",
                                  v + 2, v + 3, v, v + 1);
    if (!xm_pred_pt(&in->ops[1]))
        fmt_snprintf(t + m, sizeof t - m, "v_cmp_u_f64_e64 $1, v[%d:%d], v[%d:%d]\n",
                     v + 2, v + 3, v + 2, v + 3);
    return femit(x, in, t);
}

/* HSET2[.BF].cc.AND Rd, a, b, PT: each half of Rd is 0xffff (.BF: 1.0)
 * where its compare holds, else 0; a compare per half (as HSETP2) and a
 * select per half, joined. */
enum xres xe_hset2(struct xctx *x, const struct sass_insn *in)
{
    const char *c = find_fcc(in);
    struct hsrc s[2];
    if (!c || hsrcs(x, in, 1, in->nops - 1, s, 2) != 2)
        return XR_DECLINE;
    const char *one = sass_has_mod(in, "BF") ? "0x3c00" : "0xffff";
    struct strbuf t;
    sb_init(&t);
    for (int lane = 0; lane < 2; lane++) {
        char src[2][sizeof s[0].text];
        for (int i = 0; i < 2; i++) {
            int half = lane ? s[i].sel_hi : s[i].sel_lo;
            unsigned v;
            if (s[i].text[0] == '0' && s[i].text[1] == 'x' && sscanf(s[i].text, "%x", &v) == 1)
                fmt_snprintf(src[i], sizeof src[i], "0x%x", (v >> (16 * half)) & 0xffff);
            else if (half) {
                sb_printf(&t, "v_lshrrev_b32 $t%d, 16, %s\n", i, s[i].text);
                fmt_snprintf(src[i], sizeof src[i], "$t%d", i);
            } else
                memcpy(src[i], s[i].text, sizeof src[i]);
        }
        sb_printf(&t, "v_cmp_%s_f16_e64 $T0:w, %s%s, %s%s\n", c, s[0].neg ? "-" : "", src[0],
                  s[1].neg ? "-" : "", src[1]);
        sb_printf(&t, "v_cndmask_b32_e64 $t%d, 0, %s, $T0:w\n", 2 + lane, one);
    }
    sb_printf(&t, "v_lshl_or_b32 $0, $t3, 16, $t2");
    int rc = xemit_template(x, in, t.s);
    sb_free(&t);
    return rc;
}

/* FSET[.BF].cc.AND Rd, a, b, PT: 0xffffffff (.BF: 1.0) where the compare
 * holds, else 0. */
enum xres xe_fset(struct xctx *x, const struct sass_insn *in)
{
    const char *c = find_fcc(in);
    if (!c)
        return XR_DECLINE;
    char t[160];
    fmt_snprintf(t, sizeof t, "v_cmp_%s_f32_e64 $T0:w, $1, $2\nv_cndmask_b32_e64 $0, 0, %s, $T0:w", c,
                 sass_has_mod(in, "BF") ? "0x3f800000" : "-1");
    return femit(x, in, t);
}
