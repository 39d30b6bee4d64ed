/* match.c - operand facts and the conditions of rules (see match.h). */
#include "xlate/rules/match.h"
#include "sass/sass_opcodes.h"

#include <stdlib.h>
#include <string.h>

/* ---- operands ---------------------------------------------------------- */

int xm_is_zero(const struct sass_operand *o)
{
    return (o->kind == SOP_REG && o->reg == SASS_RZ) || (o->kind == SOP_UREG && o->reg == SASS_URZ) ||
           (o->kind == SOP_IMM && o->u.imm == 0);
}

int xm_is_pt(const struct sass_operand *o)
{
    return (o->kind == SOP_PRED || o->kind == SOP_UPRED) && o->reg == SASS_PT;
}

/* PT (true) or !PT (false) as a constant: 1, 0; -1 when a real predicate. */
int xm_pconst(const struct sass_operand *o)
{
    if (!xm_is_pt(o))
        return -1;
    return (o->flags & SOF_NOT) ? 0 : 1;
}

int64_t xm_imm_of(const struct sass_insn *in, int n)
{
    return in->ops[n].u.imm;
}

/* Leading predicate destinations after operand 0 (carry-outs). */
int xm_npdst(const struct sass_insn *in)
{
    int n = 0;
    while (1 + n < in->nops && (in->ops[1 + n].kind == SOP_PRED || in->ops[1 + n].kind == SOP_UPRED) &&
           (in->ops[1 + n].access & SACC_W))
        n++;
    return n;
}

int xm_is_rz(const struct sass_operand *o)
{
    return o->kind == SOP_REG && o->reg == SASS_RZ;
}

int xm_is_imm(const struct sass_operand *o)
{
    return o->kind == SOP_IMM || o->kind == SOP_FIMM;
}

int xm_pred_is(const struct sass_operand *o, int notted)
{
    return o->kind == SOP_PRED && o->reg == SASS_PT && !!(o->flags & SOF_NOT) == notted;
}

int xm_pred_pt(const struct sass_operand *o) { return xm_pred_is(o, 0); }

int xm_is_true(const struct sass_operand *o)
{
    return (o->kind == SOP_PRED || o->kind == SOP_UPRED) && o->reg == SASS_PT &&
           !(o->flags & SOF_NOT);
}

int xm_imm_is(const struct sass_operand *o, int64_t v)
{
    return o->kind == SOP_IMM && o->u.imm == v;
}

int xm_sreg_is(const struct sass_insn *in, const char *name)
{
    return in->nops == 2 && in->ops[1].kind == SOP_SREG && !strcmp(in->ops[1].u.sreg, name);
}

/* ---- instructions ------------------------------------------------------ */

int xm_has_guard(const struct sass_insn *in)
{
    return in->guard >= 0 && !(in->guard == SASS_PT && !in->guard_neg);
}

int xm_has_neg(const struct sass_insn *in)
{
    for (int i = 0; i < in->nops; i++)
        if (in->ops[i].kind != SOP_PRED && (in->ops[i].flags & SOF_NEG))
            return 1;
    return 0;
}

/* The predicate operand of `BRA Pp, target` / `BRA !Pp, target`, -1 none. */
int xm_bra_pred_operand(const struct sass_insn *in)
{
    for (int i = 0; i < in->nops; i++)
        if (in->ops[i].kind == SOP_PRED)
            return i;
    return -1;
}

/* ---- compares ------------------------------------------------------------ */


/* SASS compare -> RDNA3 condition (integer, float, scalar).  The unordered
 * float forms (LTU...) are true on NaN: RDNA3 spells them as negated ordered
 * compares (nge...). */
static const struct xm_cmpcc cmpccs[] = {
    { "LT", "lt", "lt", "lt" }, { "LE", "le", "le", "le" }, { "GT", "gt", "gt", "gt" },
    { "GE", "ge", "ge", "ge" }, { "EQ", "eq", "eq", "eq" }, { "NE", "ne", "lg", "lg" },
    { "LTU", NULL, "nge", NULL }, { "LEU", NULL, "ngt", NULL }, { "GTU", NULL, "nle", NULL },
    { "GEU", NULL, "nlt", NULL }, { "EQU", NULL, "nlg", NULL }, { "NEU", NULL, "neq", NULL },
    { "NUM", NULL, "o", NULL }, { "NAN", NULL, "u", NULL },
    { "T", "t", "t", NULL }, { "F", "f", "f", NULL },
};

const struct xm_cmpcc *xm_cmp_find(const struct sass_insn *in)
{
    for (unsigned k = 0; k < in->nmods; k++)
        for (size_t i = 0; i < sizeof cmpccs / sizeof cmpccs[0]; i++)
            if (!strcmp(in->mods[k], cmpccs[i].sass))
                return &cmpccs[i];
    return NULL;
}

int xm_setp_kind(const struct sass_insn *in)
{
    if (!strcmp(in->opcode, "FSETP")) return CK_F32;
    if (!strcmp(in->opcode, "DSETP")) return CK_F64;
    if (!strcmp(in->opcode, "UISETP")) return CK_UNI;
    return CK_INT;
}

int xm_setp_comb(const struct sass_insn *in)
{
    if (sass_has_mod(in, "OR")) return 1;
    if (sass_has_mod(in, "XOR")) return 2;
    return sass_has_mod(in, "AND") ? 0 : -1;
}

/* ---- permutes and conversions ---------------------------------------------- */

const char *xm_prmt_mode(const struct sass_insn *in)
{
    static const char *const names[] = { "F4E", "B4E", "RC8", "ECL", "ECR", "RC16" };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (sass_has_mod(in, names[i]))
            return names[i];
    return NULL;
}

/* PRMT Rd, a, sel, b: result byte i comes from byte s of the 64-bit {b:a}
 * (b high), s from the selector nibble i; bit 3 of the nibble replicates
 * that byte's sign instead.  The modes (.F4E ...) fix the four choices from
 * the selector's low two bits.  Out: src index 0..7 and sign per byte. */
int xm_prmt_plan(const char *mode, uint32_t sel, int idx[4], int sgn[4])
{
    static const struct { const char *name; uint8_t b[4][4]; } modes[] = {
        /* byte 0..3 for selector 0..3 */
        { "F4E",  { { 0, 1, 2, 3 }, { 1, 2, 3, 4 }, { 2, 3, 4, 5 }, { 3, 4, 5, 6 } } },
        { "B4E",  { { 0, 7, 6, 5 }, { 1, 0, 7, 6 }, { 2, 1, 0, 7 }, { 3, 2, 1, 0 } } },
        { "RC8",  { { 0, 0, 0, 0 }, { 1, 1, 1, 1 }, { 2, 2, 2, 2 }, { 3, 3, 3, 3 } } },
        { "ECL",  { { 0, 1, 2, 3 }, { 1, 1, 2, 3 }, { 2, 2, 2, 3 }, { 3, 3, 3, 3 } } },
        { "ECR",  { { 0, 0, 0, 0 }, { 0, 1, 1, 1 }, { 0, 1, 2, 2 }, { 0, 1, 2, 3 } } },
        { "RC16", { { 0, 1, 0, 1 }, { 2, 3, 2, 3 }, { 0, 1, 0, 1 }, { 2, 3, 2, 3 } } },
    };
    for (int i = 0; i < 4; i++)
        sgn[i] = 0;
    if (!mode) {
        for (int i = 0; i < 4; i++) {
            unsigned n = (sel >> (4 * i)) & 0xf;
            idx[i] = (int)(n & 7);
            sgn[i] = (n & 8) != 0;
        }
        return 0;
    }
    for (size_t m = 0; m < sizeof modes / sizeof modes[0]; m++)
        if (!strcmp(mode, modes[m].name)) {
            for (int i = 0; i < 4; i++)
                idx[i] = modes[m].b[sel & 3][i];
            return 0;
        }
    return -1;
}

static int ty_parse(const char *m, char *k, int *bits)
{
    if ((m[0] != 'F' && m[0] != 'S' && m[0] != 'U') || !m[1])
        return 0;
    char *end;
    long b = strtol(m + 1, &end, 10);
    if (*end || (b != 8 && b != 16 && b != 32 && b != 64))
        return 0;
    *k = m[0];
    *bits = (int)b;
    return 1;
}

/* Types of a conversion: the first type modifier is the destination when
 * there are two; a lone one is the destination for F2I/I2F of its kind,
 * else the source; defaults F32 and S32. */
struct xm_cvt xm_cvt_of(const struct sass_insn *in)
{
    char k[2] = { 0, 0 };
    int b[2] = { 0, 0 }, n = 0;
    for (unsigned i = 0; i < in->nmods && n < 2; i++)
        if (ty_parse(in->mods[i], &k[n], &b[n]))
            n++;
    int tofloat = in->opcode[0] == 'I' && in->opcode[2] == 'F';    /* I2F, I2FP */
    int toint = !strcmp(in->opcode, "F2I");
    struct xm_cvt c = { 32, 32, 'F', 'S' };
    if (!strcmp(in->opcode, "F2F")) { c.dk = c.sk = 'F'; }
    if (toint) { c.dk = 'S'; c.sk = 'F'; }
    if (!strcmp(in->opcode, "I2I")) { c.dk = c.sk = 'S'; }
    if (n == 2) {
        c.dk = k[0]; c.dbits = b[0]; c.sk = k[1]; c.sbits = b[1];
    } else if (n == 1) {
        int isf = k[0] == 'F';
        int i2i = !strcmp(in->opcode, "I2I");
        if ((tofloat && isf) || (toint && !isf) || i2i) { c.dk = k[0]; c.dbits = b[0]; }
        else { c.sk = k[0]; c.sbits = b[0]; }
    }
    return c;
}

/* MUFU's function as the RDNA3 opcode that computes it (the first of
 * the instruction's modifiers in the table), NULL when none. */
static const struct { const char *mod, *op; } mufu_ops[] = {
    { "EX2", "v_exp_f32_e64" }, { "LG2", "v_log_f32_e64" }, { "RCP", "v_rcp_f32_e64" },
    { "RSQ", "v_rsq_f32_e64" }, { "SQRT", "v_sqrt_f32_e64" }, { "SIN", "v_sin_f32_e64" },
    { "COS", "v_cos_f32_e64" },
};

const char *xm_mufu_op(const struct sass_insn *in)
{
    for (size_t i = 0; i < sizeof mufu_ops / sizeof mufu_ops[0]; i++)
        if (sass_has_mod(in, mufu_ops[i].mod))
            return mufu_ops[i].op;
    return NULL;
}

/* ---- exclusion groups (struct xrule.excl) ------------------------------------ */

/* A rule names a group and its side of it ("guard=yes"): two rules of one
 * opcode and priority on different sides of a group never match the same
 * instruction.  Here is why, for a reviewer to check; test_xlate_rules
 * checks that every such pair of rules is apart by its modifiers, its
 * operand shapes or a group of this list. */
const struct xm_excl xm_excl_groups[] = {
    { "sreg", "each condition names a different special register as the source" },
    { "cb-index", "c[0x0][imm] (the shape c: no register in the address) against c[0x0][R+off] (xm_cb_index)" },
    { "imad-form", "IMAD's form modifiers .MOV, .IADD, .SHL, .WIDE and .HI: an instruction has at most one" },
    { "last-pred", "the last operand is PT, !PT or a real predicate (xm_last_pt, xm_last_npt, xm_last_p)" },
    { "mufu-func", "MUFU's function modifier: one per instruction (xm_mufu32: EX2 ... COS, xm_mufu64h: RCP64H, RSQ64H)" },
    { "hmov", "HFMA2 as a constant move (xm_hmov) or not (xm_hfma2_fma)" },
    { "guard", "no guard but @PT (xm_unguarded, and the conditions that require !xm_has_guard) against a guard by a real predicate (xm_guarded)" },
    { "bar-mode", "BAR's mode modifier .ARV, .SYNC or .RED: one per instruction" },
    { "collective", "WARPSYNC without .COLLECTIVE (xm_warpsync_plain) against .COLLECTIVE" },
    { "membar-scope", "MEMBAR at .CTA scope (xm_membar_cta) or wider (xm_membar_wide)" },
    { "bank-index", "a bank word read with RZ as index (xm_ldc_rz: cb->reg == RZ) against one with a per-thread register index (xm_ldc3_index: cb->reg != RZ)" },
    { "lea-neg", "LEA with the shifted source negated (xm_lea_nega: -a) or the addend negated (xm_lea_neg: -b), never both" },
    { "vote-dest", "VOTE into a register (xm_vote_reg) or into a predicate (xm_vote_pred)" },
};
const size_t xm_excl_ngroups = sizeof xm_excl_groups / sizeof xm_excl_groups[0];

/* ---- conditions of rules (struct xrule.when) ---------------------------------- */

/* special registers, moves, multiply-adds, compares */

int xm_tid_x(const struct sass_insn *in) { return xm_sreg_is(in, "SR_TID.X"); }

int xm_tid_y(const struct sass_insn *in) { return xm_sreg_is(in, "SR_TID.Y"); }

int xm_tid_z(const struct sass_insn *in) { return xm_sreg_is(in, "SR_TID.Z"); }

int xm_ctaid_x(const struct sass_insn *in) { return xm_sreg_is(in, "SR_CTAID.X"); }

int xm_ctaid_y(const struct sass_insn *in) { return xm_sreg_is(in, "SR_CTAID.Y"); }

int xm_ctaid_z(const struct sass_insn *in) { return xm_sreg_is(in, "SR_CTAID.Z"); }

int xm_laneid(const struct sass_insn *in) { return xm_sreg_is(in, "SR_LANEID"); }

int xm_srz(const struct sass_insn *in) { return xm_sreg_is(in, "SRZ"); }

/* IMAD.MOV.U32 Rd, RZ, RZ, x */
int xm_imad_mov(const struct sass_insn *in)
{
    return in->nops == 4 && in->ops[1].kind == SOP_REG && in->ops[1].reg == SASS_RZ &&
           in->ops[2].kind == SOP_REG && in->ops[2].reg == SASS_RZ;
}

/* IMAD.IADD Rd, a, 0x1, c */
int xm_times_one(const struct sass_insn *in)
{
    return in->nops == 4 && xm_imm_is(&in->ops[2], 1);
}

/* IADD3 / three-input ops without carry predicates or negation */
int xm_no_carry(const struct sass_insn *in)
{
    for (int i = 0; i < in->nops; i++)
        if (in->ops[i].kind == SOP_PRED)
            return 0;
    return 1;
}

/* ISETP P, PT, a, b, PT: one result, nothing combined */
int xm_setp_simple(const struct sass_insn *in)
{
    return in->nops == 5 && in->ops[0].kind == SOP_PRED && xm_is_true(&in->ops[1]) &&
           xm_is_true(&in->ops[4]);
}

/* integer, logic, compare, conversion and uniform rules */

/* IADD3 Rd, [Pc0 [, Pc1],] a, b, c [, Pi0, Pi1 (.X)] */
int xm_iadd3_general(const struct sass_insn *in)
{
    int np = xm_npdst(in), base = 1 + np;
    if (in->nops < base + 3)
        return 0;
    int nz = 0, nneg = 0, ninv = 0;
    for (int i = 0; i < 3; i++) {
        const struct sass_operand *o = &in->ops[base + i];
        nz += !xm_is_zero(o);
        nneg += (o->flags & SOF_NEG) != 0;
        ninv += (o->flags & SOF_INV) != 0;
        if ((o->flags & SOF_ABS) || ((o->flags & SOF_INV) && (o->flags & SOF_NEG)))
            return 0;
    }
    int x = sass_has_mod(in, "X");
    if (x)      /* carry-ins: two predicates after the sources; ~a is the high word of a subtraction */
        return in->nops == base + 5 && !nneg && (np == 0 || (np == 1 && nz <= 2 &&
               xm_pconst(&in->ops[base + 4]) == 0));
    if (in->nops != base + 3 || ninv)
        return 0;
    if (np == 0)
        return nneg > 0;        /* without negation the plain add3 rule applies */
    if (np == 1)
        return nz <= 2 && nneg <= 1;
    return np == 2 && nneg <= 2;
}

/* VIADD / IMAD.IADD / IMAD.MOV with negated sources: sums. */
int xm_neg(const struct sass_insn *in) { return xm_has_neg(in); }

/* IMAD with a negated operand: d = ±(a*b) ± c; a*1 and RZ*RZ fold away. */
int xm_imad_neg(const struct sass_insn *in)
{
    return in->nops == 4 && xm_has_neg(in) && !sass_has_mod(in, "WIDE") && !sass_has_mod(in, "HI") &&
           !sass_has_mod(in, "X");
}

/* IMAD.X Rd, a, b, c, Pi: a*b + c + carry (the high half of a 64-bit add). */
int xm_imad_x(const struct sass_insn *in)
{
    return in->nops == 5 && in->ops[4].kind == SOP_PRED && !xm_has_neg(in);
}

/* LEA Rd, a, -b, k: only the addend negated. */
int xm_lea_neg(const struct sass_insn *in)
{
    return in->nops == 4 && !(in->ops[1].flags & SOF_NEG) && (in->ops[2].flags & SOF_NEG) &&
           !(in->ops[3].flags & SOF_NEG);
}

/* LEA Rd, -a, b, k */
int xm_lea_nega(const struct sass_insn *in)
{
    return in->nops == 4 && (in->ops[1].flags & SOF_NEG) && !(in->ops[2].flags & SOF_NEG) &&
           !(in->ops[3].flags & SOF_NEG);
}

int xm_lea_carry(const struct sass_insn *in)
{
    /* LEA Rd, Pc, a, b, k */
    return in->nops == 5 && in->ops[1].kind == SOP_PRED && in->ops[4].kind == SOP_IMM &&
           !sass_has_mod(in, "HI") && !xm_has_neg(in);
}

/* LEA.HI[.X][.SX32] Rd, [Pc,] a, b, [c,] k [, Pi] */
int xm_lea_hi(const struct sass_insn *in)
{
    if (xm_has_neg(in) || in->nops < 4)
        return 0;
    int co = in->ops[1].kind == SOP_PRED;   /* a carry-out predicate */
    int sx = sass_has_mod(in, "SX32"), xx = sass_has_mod(in, "X");
    int want = 4 + !sx + xx + co;
    if (in->nops != want)
        return 0;
    int k = (sx ? 3 : 4) + co;
    return in->ops[k].kind == SOP_IMM && in->ops[k].u.imm >= 0 && in->ops[k].u.imm < 32 &&
           (!xx || in->ops[want - 1].kind == SOP_PRED);
}

/* LEA.HI Rd, a, -b, c, k and LEA.HI.SX32 Rd, a, -b, k: no carries, only
 * b negated */
int xm_lea_hi_neg(const struct sass_insn *in)
{
    int sx = sass_has_mod(in, "SX32");
    if (in->nops != (sx ? 4 : 5) || sass_has_mod(in, "X"))
        return 0;
    for (int i = 1; i <= (sx ? 2 : 3); i++)
        if (in->ops[i].kind != SOP_REG || ((in->ops[i].flags & SOF_NEG) != 0) != (i == 2) ||
            (in->ops[i].flags & ~SOF_NEG))
            return 0;
    const struct sass_operand *k = &in->ops[sx ? 3 : 4];
    return k->kind == SOP_IMM && k->u.imm >= 0 && k->u.imm < 32;
}

int xm_shf(const struct sass_insn *in)
{
    if (in->nops != 4 || xm_has_neg(in))
        return 0;
    int l = sass_has_mod(in, "L"), r = sass_has_mod(in, "R");
    int t = sass_has_mod(in, "U32") + sass_has_mod(in, "S32") + sass_has_mod(in, "U64") +
            sass_has_mod(in, "S64");
    return (l ^ r) && t == 1 && in->ops[2].kind != SOP_FIMM;
}

/* IMNMX / VIMNMX Rd, a, b, P: PT selects the minimum, !PT the maximum, a
 * register predicate chooses per lane. */
int xm_mnmx(const struct sass_insn *in)
{
    return in->nops == 4 && in->ops[3].kind == SOP_PRED && !xm_has_neg(in);
}

/* SGXT Rd, a, n: sign- (or with .U32 zero-) extend the low n bits. */
int xm_sgxt(const struct sass_insn *in)
{
    return in->nops == 3 && in->ops[2].kind == SOP_IMM && !xm_has_neg(in);
}

/* BMSK Rd, pos, width: a run of width ones starting at pos. */
int xm_bmsk(const struct sass_insn *in)
{
    return in->nops == 3 && !xm_has_neg(in);
}

/* IMAD.WIDE.U32 Rd, P, a, b, c (carry out), IMAD.WIDE.U32.X Rd, [P,] a, b,
 * c, Pi (carry in): the register pair c, no negation or inversion. */
int xm_imad_wide_cc(const struct sass_insn *in)
{
    int po = in->nops > 1 && in->ops[1].kind == SOP_PRED;
    int xx = sass_has_mod(in, "X");
    if (in->nops != 4 + po + xx || (!po && !xx) || xm_has_neg(in) || sass_has_mod(in, "HI"))
        return 0;
    for (int i = 1 + po; i < 4 + po; i++)
        if (in->ops[i].flags & SOF_INV)
            return 0;
    if (in->ops[po + 3].kind != SOP_REG)
        return 0;
    return !xx || in->ops[4 + po].kind == SOP_PRED;
}

/* IDP.4A / IDP.2A with their two type modifiers (.LO/.HI for 2A). */
int xm_idp(const struct sass_insn *in)
{
    int n = 0;
    for (unsigned i = 0; i < in->nmods; i++)
        if (!strcmp(in->mods[i], "S8") || !strcmp(in->mods[i], "U8") ||
            !strcmp(in->mods[i], "S16") || !strcmp(in->mods[i], "U16"))
            n++;
    if (in->nops != 4 || xm_has_neg(in) || n != 2 || sass_has_mod(in, "SAT"))
        return 0;
    if (sass_has_mod(in, "4A"))
        return !sass_has_mod(in, "S16") && !sass_has_mod(in, "U16");
    return sass_has_mod(in, "2A") && (sass_has_mod(in, "LO") || sass_has_mod(in, "HI"));
}

int xm_setp(const struct sass_insn *in)
{
    const struct xm_cmpcc *c = xm_cmp_find(in);
    int k = xm_setp_kind(in), ex = sass_has_mod(in, "EX");
    if (!c || xm_setp_comb(in) < 0 || in->nops != 5 + ex)
        return 0;
    if (k == CK_INT && !c->i) return 0;
    if (k == CK_UNI && !c->s) return 0;
    if (ex && (k == CK_F32 || k == CK_F64 || !strcmp(c->sass, "T") || !strcmp(c->sass, "F")))
        return 0;
    if (k == CK_F64)
        for (int i = 2; i < 4; i++)
            if (in->ops[i].kind != SOP_REG)
                return 0;
    if (k != CK_F32 && k != CK_F64 && xm_has_neg(in))
        return 0;
    return 1;
}

int xm_setp_guarded(const struct sass_insn *in) { return xm_setp(in) && xm_has_guard(in); }

int xm_setp_plain(const struct sass_insn *in) { return xm_setp(in) && !xm_has_guard(in); }

/* LOP3.LUT [Pd,] Rd, a, b, c, lut, !PT */
int xm_lop3(const struct sass_insn *in)
{
    int po = in->nops > 0 && (in->ops[0].kind == SOP_PRED || in->ops[0].kind == SOP_UPRED);
    if (in->nops != 6 + po || xm_has_neg(in) || !sass_has_mod(in, "LUT"))
        return 0;
    return in->ops[po + 4].kind == SOP_IMM && xm_pconst(&in->ops[po + 5]) == 0;
}

/* PLOP3.LUT Pd, PT, a, b, c, lut, lut2: the table over lane masks, with SALU
 * logic (one SGPR per mask in wave32, a pair in wave64). */
int xm_plop3(const struct sass_insn *in)
{
    return in->nops == 7 && xm_is_pt(&in->ops[1]) && !(in->ops[1].flags & SOF_NOT) &&
           in->ops[5].kind == SOP_IMM && sass_has_mod(in, "LUT");
}

int xm_prmt(const struct sass_insn *in)
{
    int idx[4], sg[4];
    return in->nops == 4 && in->ops[2].kind == SOP_IMM && !xm_has_neg(in) &&
           !xm_prmt_plan(xm_prmt_mode(in), (uint32_t)xm_imm_of(in, 2), idx, sg);
}

/* PRMT Rd, a, Rsel, b: the selector in a register, default mode only. */
int xm_prmt_reg(const struct sass_insn *in)
{
    return in->nops == 4 && in->nmods == 0 && !xm_has_neg(in) && !xm_is_rz(&in->ops[2]);
}

/* P2R Rd, PR, a, mask: bit i of the result is Pi where the mask has it,
 * a's bit elsewhere.  Each predicate is a lane mask: v_cndmask turns one
 * into a per-lane bit. */
int xm_p2r(const struct sass_insn *in)
{
    return in->nops == 4 && in->ops[1].kind == SOP_PR && in->ops[3].kind == SOP_IMM && !xm_has_neg(in);
}

/* R2P PR, a, mask: Pi = bit i of a, for i in the mask. */
int xm_r2p(const struct sass_insn *in)
{
    const char *s = in->ops[1].sel;
    if (in->nops == 3 && s && !(s[0] == '.' && s[1] == 'B' && s[2] >= '0' && s[2] <= '3' && !s[3]))
        return 0;   /* a byte selector .B0-.B3 only */
    return in->nops == 3 && in->ops[0].kind == SOP_PR && in->ops[2].kind == SOP_IMM && !xm_has_neg(in);
}

int xm_i2f(const struct sass_insn *in)
{
    struct xm_cvt c = xm_cvt_of(in);
    return in->nops == 2 && !xm_has_neg(in) && c.dk == 'F' && (c.sk == 'S' || c.sk == 'U') &&
           c.sbits <= 32 && !sass_has_mod(in, "SAT") &&
           (c.dbits == 32 || c.dbits == 16 || c.dbits == 64);
}

int xm_f2i(const struct sass_insn *in)
{
    struct xm_cvt c = xm_cvt_of(in);
    return in->nops == 2 && !xm_has_neg(in) && c.sk == 'F' && (c.sbits == 32 || c.sbits == 64) &&
           (c.dk == 'S' || c.dk == 'U') && c.dbits == 32;
}

/* F2I to a 64-bit integer from f32 or f64 */
int xm_f2i64(const struct sass_insn *in)
{
    struct xm_cvt c = xm_cvt_of(in);
    return in->nops == 2 && !xm_has_neg(in) && c.sk == 'F' && (c.sbits == 32 || c.sbits == 64) &&
           (c.dk == 'S' || c.dk == 'U') && c.dbits == 64 && in->ops[1].kind == SOP_REG;
}

/* I2F from a 64-bit integer to f32 or f64 */
int xm_i2f64(const struct sass_insn *in)
{
    struct xm_cvt c = xm_cvt_of(in);
    return in->nops == 2 && !xm_has_neg(in) && c.dk == 'F' && (c.sk == 'S' || c.sk == 'U') &&
           c.sbits == 64 && (c.dbits == 32 || c.dbits == 64) && !sass_has_mod(in, "SAT") &&
           in->ops[1].kind == SOP_REG;
}

int xm_f2f(const struct sass_insn *in)
{
    struct xm_cvt c = xm_cvt_of(in);
    if (in->nops != 2 || c.dk != 'F' || c.sk != 'F' || sass_has_mod(in, "FTZ") ||
        sass_has_mod(in, "SAT"))
        return 0;
    return (c.dbits == 32 && c.sbits == 64) || (c.dbits == 64 && c.sbits == 32) ||
           (c.dbits == 16 && c.sbits == 32) || (c.dbits == 32 && c.sbits == 16);
}

/* F2FP.F16.F32.PACK_AB Rd, a, b: two f32 rounded to f16, a in the high half. */
int xm_f2fp(const struct sass_insn *in)
{
    return in->nops == 3 && sass_has_mod(in, "PACK_AB") && !sass_has_mod(in, "BF16") &&
           !sass_has_mod(in, "RZ") && !sass_has_mod(in, "SAT") && !sass_has_mod(in, "RELU");
}

/* I2I.<narrow>.<32>[.SAT]: clamp (SAT) or truncate and extend. */
int xm_i2i(const struct sass_insn *in)
{
    struct xm_cvt c = xm_cvt_of(in);
    return in->nops == 2 && !xm_has_neg(in) && c.dk != 'F' && c.sk != 'F' && c.dbits <= 32 &&
           c.sbits == 32;
}

int xm_uiadd3(const struct sass_insn *in)
{
    int np = xm_npdst(in), base = 1 + np;
    int x = sass_has_mod(in, "X");
    if (in->nops != base + 3 + 2 * x || np > 1)
        return 0;
    int nz = 0, nneg = 0;
    for (int i = 0; i < 3; i++) {
        nz += !xm_is_zero(&in->ops[base + i]);
        nneg += (in->ops[base + i].flags & SOF_NEG) != 0;
    }
    if (x) return !nneg && nz <= 2 && xm_pconst(&in->ops[base + 4]) == 0;
    /* with a carry out: a + b, or b - a (its carry the no-borrow) */
    return np == 0 || (nz <= 2 && nneg <= 1);
}

int xm_uimad(const struct sass_insn *in)
{
    return in->nops == 4 && !xm_has_neg(in) && !sass_has_mod(in, "X") && !sass_has_mod(in, "HI");
}

/* ULEA URd, [UPc,] a, b, k and the .HI forms on SGPRs. */
int xm_ulea(const struct sass_insn *in)
{
    int hi = sass_has_mod(in, "HI"), xx = sass_has_mod(in, "X"), sx = sass_has_mod(in, "SX32");
    /* -a only in the plain form (b - (a << k): the low word of a 64-bit
     * subtraction, its carry the no-borrow) */
    for (int i = 0; i < in->nops; i++)
        if (in->ops[i].kind != SOP_UPRED && (in->ops[i].flags & SOF_NEG) &&
            (hi || i != 1 + (in->nops == 5)))
            return 0;
    if (!hi)
        return !xx && ((in->nops == 4 && in->ops[3].kind == SOP_IMM) ||
                       (in->nops == 5 && in->ops[1].kind == SOP_UPRED && in->ops[4].kind == SOP_IMM));
    int want = 4 + !sx + xx, ki = sx ? 3 : 4;
    return in->nops == want && in->ops[1].kind != SOP_UPRED && in->ops[ki].kind == SOP_IMM &&
           in->ops[ki].u.imm >= 0 && in->ops[ki].u.imm < 32;
}

/* float, half and double rules */

int xm_rounding(const struct sass_insn *in)
{
    return sass_has_mod(in, "RZ") || sass_has_mod(in, "RM") || sass_has_mod(in, "RP");
}

int xm_fadd_plain(const struct sass_insn *in)
{
    return !xm_rounding(in) && !sass_has_mod(in, "FTZ") && !sass_has_mod(in, "SAT");
}

int xm_last_pt(const struct sass_insn *in) { return xm_pred_is(&in->ops[in->nops - 1], 0); }

int xm_last_npt(const struct sass_insn *in) { return xm_pred_is(&in->ops[in->nops - 1], 1); }

int xm_last_p(const struct sass_insn *in)
{
    const struct sass_operand *o = &in->ops[in->nops - 1];
    return o->kind == SOP_PRED && o->reg != SASS_PT;
}

/* HFMA2.MMA Rd, -RZ, RZ, hi, lo: -0*0 + {hi, lo} is the constant itself */
int xm_hmov(const struct sass_insn *in)
{
    return in->nops == 5 && xm_is_rz(&in->ops[1]) && xm_is_rz(&in->ops[2]) && xm_is_imm(&in->ops[3]) &&
           xm_is_imm(&in->ops[4]);
}

/* DSETP.cc.AND Pd, PT, a, b, PT */
int xm_dsetp_simple(const struct sass_insn *in)
{
    return in->nops == 5 && in->ops[0].kind == SOP_PRED && xm_pred_pt(&in->ops[1]) && xm_pred_pt(&in->ops[4]);
}

/* DSETP.{MIN,MAX}.AND Psel, Pnan, a, b, PT, unguarded. */
int xm_dsetp_mnmx(const struct sass_insn *in)
{
    return in->nops == 5 && in->ops[0].kind == SOP_PRED && in->ops[1].kind == SOP_PRED &&
           xm_pred_pt(&in->ops[4]) && !(in->ops[4].flags & SOF_NOT) && !xm_has_guard(in) &&
           sass_has_mod(in, "AND") && (sass_has_mod(in, "MIN") != sass_has_mod(in, "MAX"));
}

/* @P DSETP.{MIN,MAX}.AND Psel, Pnan, a, b, PT: the same under a guard. */
int xm_dsetp_mnmx_guarded(const struct sass_insn *in)
{
    return in->nops == 5 && in->ops[0].kind == SOP_PRED && in->ops[1].kind == SOP_PRED &&
           xm_pred_pt(&in->ops[4]) && !(in->ops[4].flags & SOF_NOT) && xm_has_guard(in) &&
           sass_has_mod(in, "AND") && (sass_has_mod(in, "MIN") != sass_has_mod(in, "MAX"));
}

/* HSET2 / FSET .cc.AND Rd, a, b, PT: a compare into a register. */
int xm_set_reg(const struct sass_insn *in)
{
    return in->nops >= 4 && in->ops[0].kind == SOP_REG && xm_pred_pt(&in->ops[in->nops - 1]) &&
           !(in->ops[in->nops - 1].flags & SOF_NOT);
}

/* HSETP2.cc.AND Plo, Phi, a, b, PT: one predicate per half.  VOPC has no
 * op_sel on gfx11, so high halves are shifted down first. */
int xm_hsetp2(const struct sass_insn *in)
{
    return in->nops >= 5 && in->ops[0].kind == SOP_PRED && in->ops[1].kind == SOP_PRED &&
           xm_pred_pt(&in->ops[in->nops - 1]);
}

int xm_mufu64h(const struct sass_insn *in)
{
    return sass_has_mod(in, "RCP64H") || sass_has_mod(in, "RSQ64H");
}

int xm_mufu32(const struct sass_insn *in)
{
    return xm_mufu_op(in) != NULL;
}

int xm_const_pt(const struct sass_insn *in) { return xm_last_pt(in) || xm_last_npt(in); }

int xm_hfma2_fma(const struct sass_insn *in) { return !xm_hmov(in); }

/* memory rules */

int xm_cb_index(const struct sass_insn *in)
{
    const struct sass_operand *o = &in->ops[1];
    return o->kind == SOP_CBANK && o->u.cb.bank == 0 && o->u.cb.reg >= 0 && !o->u.cb.reg_is_ureg &&
           o->u.cb.bank_ureg < 0;
}

int xm_cgactaid(const struct sass_insn *in)
{
    return in->nops == 2 && in->ops[1].kind == SOP_SREG && !strcmp(in->ops[1].u.sreg, "SR_CgaCtaId");
}

int xm_window_shift(const struct sass_insn *in)
{
    return in->nops == 4 && in->ops[3].kind == SOP_IMM && in->ops[3].u.imm == X_SM90_WINDOW_SHIFT;
}

int xm_ldg_width_ok(const struct sass_insn *in)
{
    return in->nops == 2 && in->ops[0].kind == SOP_REG && in->ops[1].kind == SOP_MEM;
}

int xm_st_width_ok(const struct sass_insn *in)
{
    return in->nops == 2 && in->ops[0].kind == SOP_MEM && in->ops[1].kind == SOP_REG;
}

/* control and sync rules */

int xm_unguarded(const struct sass_insn *in)
{
    return !xm_has_guard(in);
}

int xm_guarded(const struct sass_insn *in)
{
    return xm_has_guard(in) && in->guard != SASS_PT;
}

int xm_bra_pred(const struct sass_insn *in)
{
    return xm_bra_pred_operand(in) >= 0 && (!xm_has_guard(in) || in->guard != SASS_PT);
}

int xm_uniform_bra(const struct sass_insn *in)
{
    (void)in;
    return 1;
}

int xm_bra_div(const struct sass_insn *in)
{
    return !xm_has_guard(in) && (sass_has_mod(in, "DIV") || sass_has_mod(in, "CONV"));
}

/* BRA.DIV under a guard, or with a uniform register as its mask (not ~URZ) */
int xm_bra_div_mask(const struct sass_insn *in)
{
    const struct sass_operand *o = in->nops ? &in->ops[0] : NULL;
    int all = o && o->kind == SOP_UREG && o->reg == SASS_URZ && (o->flags & SOF_INV);
    return sass_has_mod(in, "DIV") && (xm_has_guard(in) || !all);
}

/* @P CALL to a label of the same function (not a subroutine symbol): nvcc
 * uses it to reach a shared EXIT block, which never returns; it is a
 * guarded branch there. */
int xm_local_call(const struct sass_insn *in)
{
    for (int i = 0; i < in->nops; i++)
        if (in->ops[i].kind == SOP_LABEL && in->ops[i].u.label && !strncmp(in->ops[i].u.label, ".L", 2))
            return 1;
    return 0;
}

int xm_guarded_local_call(const struct sass_insn *in)
{
    return xm_guarded(in) && xm_local_call(in);
}

int xm_warpsync_plain(const struct sass_insn *in)
{
    return !xm_has_guard(in) && !sass_has_mod(in, "COLLECTIVE");
}

/* MEMBAR and CCTL.IVALL, guarded or not: a fence or an invalidation is the
 * wave's on RDNA3, and one done for more threads than asked orders or drops
 * more than asked, never less (@P4 MEMBAR.ALL.CTA) */
int xm_membar_cta(const struct sass_insn *in)
{
    return sass_has_mod(in, "CTA");
}

int xm_membar_wide(const struct sass_insn *in)
{
    return !sass_has_mod(in, "CTA");
}

int xm_cctl_ivall(const struct sass_insn *in)
{
    return sass_has_mod(in, "IVALL");
}

int xm_bar_sync_guarded(const struct sass_insn *in)
{
    return xm_guarded(in) && sass_has_mod(in, "SYNC") && in->nops >= 1 && in->ops[0].kind == SOP_IMM;
}

int xm_bar_sync_count(const struct sass_insn *in)
{
    return !xm_has_guard(in) && in->nops == 2 && in->ops[0].kind == SOP_IMM && in->ops[1].kind == SOP_IMM;
}

int xm_bar_red(const struct sass_insn *in)
{
    return !xm_has_guard(in) && in->nops == 2 && in->ops[0].kind == SOP_IMM && in->ops[0].u.imm == 0 &&
           (sass_has_mod(in, "POPC") || sass_has_mod(in, "AND") || sass_has_mod(in, "OR"));
}

int xm_b2r(const struct sass_insn *in)
{
    return !xm_has_guard(in) && sass_has_mod(in, "RESULT") && in->nops >= 1 && in->ops[0].kind == SOP_REG;
}

/* warp operations and atomics */

int xm_lanemask(const struct sass_insn *in)
{
    static const char *const names[] = { "SR_LTMASK", "SR_LEMASK", "SR_EQMASK", "SR_GEMASK",
        "SR_GTMASK", "SR_LANEMASK_LT", "SR_LANEMASK_LE", "SR_LANEMASK_EQ", "SR_LANEMASK_GE",
        "SR_LANEMASK_GT" };
    if (in->nops != 2 || in->ops[1].kind != SOP_SREG)
        return 0;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (!strcmp(in->ops[1].u.sreg, names[i]))
            return 1;
    return 0;
}

int xm_atoms_rtn(const struct sass_insn *in)
{
    return in->nops >= 3 && in->ops[0].kind == SOP_REG && !sass_has_mod(in, "POPC") &&
           !sass_has_mod(in, "CAST");
}

int xm_any(const struct sass_insn *in) { (void)in; return 1; }

int xm_vote_reg(const struct sass_insn *in)
{
    return in->nops == 3 && in->ops[0].kind == SOP_REG;
}

int xm_vote_pred(const struct sass_insn *in)
{
    return in->nops == 2 && in->ops[0].kind == SOP_PRED;
}

/* ---- the module around a kernel (rows in ldc.c, ldst.c, atom.c) ---------- */

static inline const struct sass_cbank *cb_of(const struct sass_insn *in)
{
    return in->nops == 2 && in->ops[1].kind == SOP_CBANK ? &in->ops[1].u.cb : NULL;
}

/* LDC[.64] Rd, c[N][RZ+off], N > 0 */
int xm_ldc_rz(const struct sass_insn *in)
{
    const struct sass_cbank *cb = cb_of(in);
    return cb && cb->bank > 0 && cb->bank_ureg < 0 && cb->reg == SASS_RZ && !cb->reg_is_ureg;
}

/* LDC[.64] Rd, c[0x3][R+off]: a per-thread index */
int xm_ldc3_index(const struct sass_insn *in)
{
    const struct sass_cbank *cb = cb_of(in);
    return cb && cb->bank == 3 && cb->bank_ureg < 0 && cb->reg >= 0 && cb->reg != SASS_RZ &&
           !cb->reg_is_ureg;
}

/* LDC[.64] Rd, c[0x4][R+off]: a word of bank 4 (external addresses) by index */
int xm_ldc4_index(const struct sass_insn *in)
{
    const struct sass_cbank *cb = cb_of(in);
    return cb && cb->bank == 4 && cb->bank_ureg < 0 && cb->reg >= 0 && cb->reg != SASS_RZ &&
           !cb->reg_is_ureg;
}

/* LDC Rd, c[0x2][R+off]: a switch's jump table (the kernel's own bank 2) */
int xm_ldc2_index(const struct sass_insn *in)
{
    const struct sass_cbank *cb = cb_of(in);
    return cb && cb->bank == 2 && cb->bank_ureg < 0 && cb->reg >= 0 && cb->reg != SASS_RZ &&
           !cb->reg_is_ureg;
}

/* ULDC[.64] URd, c[0x3][UR+off]: a uniform index */
int xm_uldc3_index(const struct sass_insn *in)
{
    const struct sass_cbank *cb = cb_of(in);
    return cb && cb->bank == 3 && cb->bank_ureg < 0 && cb->reg >= 0 && cb->reg != SASS_URZ &&
           cb->reg_is_ureg;
}

/* ATOMG.E.ADD[.S32] PT, Rd, [Ra.64+off], RZ */
int xm_atomg_add_rz(const struct sass_insn *in)
{
    return in->nops == 4 && in->ops[0].kind == SOP_PRED && in->ops[0].reg == SASS_PT &&
           !(in->ops[0].flags & SOF_NOT) && in->ops[1].kind == SOP_REG && xm_is_rz(&in->ops[3]);
}

/* STS.64|.128 [addr], RZ */
int xm_sts_wide_rz(const struct sass_insn *in)
{
    return in->nops == 2 && xm_is_rz(&in->ops[1]) && (sass_has_mod(in, "64") || sass_has_mod(in, "128"));
}

/* ATOMS.POPC.INC.32 RZ, [UR+off] | [off]: no per-thread register in the address */
int xm_atoms_popc_inc_uniform(const struct sass_insn *in)
{
    if (in->nops != 2 || !xm_is_rz(&in->ops[0]) || in->ops[1].kind != SOP_MEM)
        return 0;
    const struct sass_mem *m = &in->ops[1].u.mem;
    return m->reg < 0 || m->reg_is_ureg || m->reg == SASS_RZ;
}

/* ---- forms of real programs (emit_real.c) ------------------------------------ */

int xm_sel_index(const struct sass_operand *o)
{
    const char *s = o->sel;
    if (!s)
        return -1;
    if (*s == '.')
        s++;
    if ((s[0] == 'B' && s[1] >= '0' && s[1] <= '3' && !s[2]) ||
        (s[0] == 'H' && (s[1] == '0' || s[1] == '1') && !s[2]))
        return s[1] - '0';
    return -1;
}

/* I2F.U8 Rd, Ra.B1: an integer conversion of a byte (.B0-.B3, from 8-bit
 * types) or a half (.H0/.H1, from 16-bit types) of a register */
int xm_i2f_bsel(const struct sass_insn *in)
{
    if (!xm_i2f(in) || in->ops[1].kind != SOP_REG || in->ops[1].reg == SASS_RZ)
        return 0;
    struct xm_cvt c = xm_cvt_of(in);
    const char *s = in->ops[1].sel;
    int k = xm_sel_index(&in->ops[1]);
    if (k < 0 || c.dbits == 16 || sass_has_mod(in, "RZ") || sass_has_mod(in, "RM") ||
        sass_has_mod(in, "RP"))
        return 0;
    if (*s == '.')
        s++;
    return (s[0] == 'B' && c.sbits == 8) || (s[0] == 'H' && c.sbits == 16);
}

/* [U]LDC.{U8|S8|U16|S16} d, c[N][off]: an immediate offset, no index register */
int xm_ldc_narrow(const struct sass_insn *in)
{
    if (in->nops != 2 || in->ops[1].kind != SOP_CBANK)
        return 0;
    const struct sass_cbank *cb = &in->ops[1].u.cb;
    int narrow = sass_has_mod(in, "U8") || sass_has_mod(in, "S8") || sass_has_mod(in, "U16") ||
                 sass_has_mod(in, "S16");
    return narrow && !sass_has_mod(in, "64") && cb->bank >= 0 && cb->bank_ureg < 0 &&
           (cb->reg < 0 || (!cb->reg_is_ureg && cb->reg == SASS_RZ) || (cb->reg_is_ureg && cb->reg == SASS_URZ));
}

/* LOP3.LUT Pd, Rd, a, b, c, lut, Pq with a real predicate Pq */
int xm_lop3_pin(const struct sass_insn *in)
{
    if (in->nops != 7 || in->ops[0].kind != SOP_PRED || xm_has_neg(in) || !sass_has_mod(in, "LUT"))
        return 0;
    return in->ops[5].kind == SOP_IMM && in->ops[6].kind == SOP_PRED && xm_pconst(&in->ops[6]) < 0;
}

int xm_clock(const struct sass_insn *in)
{
    return xm_sreg_is(in, "SR_CLOCKLO") || xm_sreg_is(in, "SR_CLOCKHI");
}

int xm_swinhi(const struct sass_insn *in)
{
    return xm_sreg_is(in, "SR_SWINHI");
}

/* a generic access whose address nvdisasm prints without .64: [Ra] with Ra
 * a vector register, neither .64 nor a desc[URx] (sm_90's
 * distributed-shared-memory path of a generic atomic: LD.E R10, [R4]) */
int xm_addr_no64(const struct sass_insn *in)
{
    for (int i = 0; i < in->nops; i++) {
        const struct sass_operand *o = &in->ops[i];
        if (o->kind != SOP_MEM)
            continue;
        return !(o->flags & SOF_64) && o->u.mem.desc < 0 && o->u.mem.reg >= 0 &&
               !o->u.mem.reg_is_ureg && o->u.mem.reg != SASS_RZ && o->u.mem.ureg < 0;
    }
    return 0;
}

/* UIADD3.X URd, [UPc,] a, b, c, UPi, !UPT with ~ on a source, no -, at most
 * two sources that are not URZ */
int xm_uiadd3_x_inv(const struct sass_insn *in)
{
    int np = xm_npdst(in), base = 1 + np, inv = 0, nz = 0;
    if (!sass_has_mod(in, "X") || in->nops != base + 5 || np > 1 ||
        xm_pconst(&in->ops[base + 4]) != 0 || in->ops[0].kind != SOP_UREG)
        return 0;
    for (int i = 0; i < 3; i++) {
        const struct sass_operand *o = &in->ops[base + i];
        if (o->flags & (SOF_NEG | SOF_ABS))
            return 0;
        inv += (o->flags & SOF_INV) != 0;
        nz += !xm_is_zero(o) || (o->flags & SOF_INV);
    }
    return inv > 0 && nz <= 2 && (in->ops[base + 3].kind == SOP_UPRED);
}

/* ---- forms of the real-world corpus (emit_cover.c) ---------------------------- */

/* UIADD3[.X] with carries that uiadd3 and uiadd3.x.inv leave: a negated
 * source with a carry out (non-.X, at most two negated), or .X with a
 * complemented source among three or with two carries in. */
int xm_uiadd3_cc(const struct sass_insn *in)
{
    int np = xm_npdst(in), base = 1 + np, x = sass_has_mod(in, "X"), nneg = 0;
    if (in->nops != base + 3 + 2 * x || np > 2 || in->ops[0].kind != SOP_UREG)
        return 0;
    for (int i = 0; i < 3; i++) {
        unsigned f = in->ops[base + i].flags;
        if ((f & SOF_ABS) || (x && (f & SOF_NEG)) || (!x && (f & SOF_INV)))
            return 0;
        nneg += (f & SOF_NEG) != 0;
    }
    for (int i = 1; i <= np; i++)
        if (in->ops[i].kind != SOP_UPRED)
            return 0;
    if (x && (in->ops[base + 3].kind != SOP_UPRED || in->ops[base + 4].kind != SOP_UPRED))
        return 0;
    if (xm_uiadd3(in) || xm_uiadd3_x_inv(in))
        return 0;
    return x ? 1 : np >= 1 && nneg <= 2;
}

/* UIMAD URd, a, b, c with -x on a source (not .WIDE/.HI/.X) */
int xm_uimad_neg(const struct sass_insn *in)
{
    return in->nops == 4 && xm_has_neg(in) && !sass_has_mod(in, "X") && !sass_has_mod(in, "HI") &&
           !sass_has_mod(in, "WIDE");
}

/* [C]S2R / S2UR d, SR_GLOBALTIMERLO|SR_GLOBALTIMERHI */
int xm_globaltimer(const struct sass_insn *in)
{
    return xm_sreg_is(in, "SR_GLOBALTIMERLO") || xm_sreg_is(in, "SR_GLOBALTIMERHI");
}

/* LDC.{U8|S8|U16|S16} Rd, c[0x3][R+off]: narrow __constant__ data by index */
int xm_ldc3_index_narrow(const struct sass_insn *in)
{
    return xm_ldc3_index(in) && (sass_has_mod(in, "U8") || sass_has_mod(in, "S8") ||
                                 sass_has_mod(in, "U16") || sass_has_mod(in, "S16"));
}

/* R2UR Pd, URZ, Ra: Pd = the active threads' Ra differ (sm_80) */
int xm_r2ur_pred(const struct sass_insn *in)
{
    return in->nops == 3 && in->ops[0].kind == SOP_PRED && in->ops[0].reg != SASS_PT &&
           in->ops[1].kind == SOP_UREG && in->ops[1].reg == SASS_URZ && in->ops[2].kind == SOP_REG &&
           in->ops[2].reg != SASS_RZ && !(in->ops[2].flags & (SOF_NEG | SOF_INV | SOF_ABS)) &&
           !sass_has_mod(in, "OR");
}
