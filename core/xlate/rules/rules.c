/* xlate_rules.c - the translation rules, as data.
 *
 * One row per rule: what SASS it matches (opcode, modifiers, operand
 * shapes, an optional condition), the RDNA3 it produces (a template, see
 * xlate_emit.c, or a function for computed output), its priority and why
 * the two ISAs differ there.  Adding a rule is adding a row here.  Rows of
 * equal priority must never match the same instruction (test_xlate checks
 * every sample instruction against every pair).
 */
#include "xlate/xlate_int.h"

#include <stdio.h>
#include <string.h>

#define RULE(id, name, cat, prio, op, all, none, ops, when, pat, out, emit, flags, why) \
    { id, name, XC_##cat, prio, op, all, none, ops, when, pat, out, emit, flags, why, \
      __FILE__, __LINE__ }

/* ---- conditions ---------------------------------------------------------- */

static int op_is_pt(const struct sass_operand *o)
{
    return (o->kind == SOP_PRED || o->kind == SOP_UPRED) && o->reg == SASS_PT &&
           !(o->flags & SOF_NOT);
}

static int imm_is(const struct sass_operand *o, int64_t v)
{
    return o->kind == SOP_IMM && o->u.imm == v;
}

static int sreg_is(const struct sass_insn *in, const char *name)
{
    return in->nops == 2 && in->ops[1].kind == SOP_SREG && !strcmp(in->ops[1].sreg, name);
}

static int w_tid_x(const struct sass_insn *in) { return sreg_is(in, "SR_TID.X"); }
static int w_tid_y(const struct sass_insn *in) { return sreg_is(in, "SR_TID.Y"); }
static int w_tid_z(const struct sass_insn *in) { return sreg_is(in, "SR_TID.Z"); }
static int w_ctaid_x(const struct sass_insn *in) { return sreg_is(in, "SR_CTAID.X"); }
static int w_ctaid_y(const struct sass_insn *in) { return sreg_is(in, "SR_CTAID.Y"); }
static int w_ctaid_z(const struct sass_insn *in) { return sreg_is(in, "SR_CTAID.Z"); }
static int w_laneid(const struct sass_insn *in) { return sreg_is(in, "SR_LANEID"); }

static int w_srz(const struct sass_insn *in) { return sreg_is(in, "SRZ"); }

/* IMAD.MOV.U32 Rd, RZ, RZ, x */
static int w_imad_mov(const struct sass_insn *in)
{
    return in->nops == 4 && in->ops[1].kind == SOP_REG && in->ops[1].reg == SASS_RZ &&
           in->ops[2].kind == SOP_REG && in->ops[2].reg == SASS_RZ;
}

/* IMAD.IADD Rd, a, 0x1, c */
static int w_times_one(const struct sass_insn *in)
{
    return in->nops == 4 && imm_is(&in->ops[2], 1);
}

/* IADD3 / three-input ops without carry predicates or negation */
static int w_no_carry(const struct sass_insn *in)
{
    for (int i = 0; i < in->nops; i++)
        if (in->ops[i].kind == SOP_PRED)
            return 0;
    return 1;
}

/* ISETP P, PT, a, b, PT: one result, nothing combined */
static int w_setp_simple(const struct sass_insn *in)
{
    return in->nops == 5 && in->ops[0].kind == SOP_PRED && op_is_pt(&in->ops[1]) &&
           op_is_pt(&in->ops[4]);
}

/* ---- computed outputs ------------------------------------------------------ */

struct cc { const char *sass, *i, *f; };

/* SASS compare -> RDNA3 v_cmp condition; the float unordered forms (LTU...)
 * are true on NaN, which RDNA3 spells as the negated ordered compare. */
static const struct cc ccs[] = {
    { "LT", "lt", "lt" }, { "LE", "le", "le" }, { "GT", "gt", "gt" },
    { "GE", "ge", "ge" }, { "EQ", "eq", "eq" }, { "NE", "ne", "lg" },
    { "LTU", NULL, "nge" }, { "LEU", NULL, "ngt" }, { "GTU", NULL, "nle" },
    { "GEU", NULL, "nlt" }, { "EQU", NULL, "nlg" }, { "NEU", NULL, "neq" },
    { "NUM", NULL, "o" }, { "NAN", NULL, "u" },
};

static const struct cc *find_cc(const struct sass_insn *in)
{
    for (size_t k = 0; k < in->nmods; k++)
        for (size_t i = 0; i < sizeof ccs / sizeof ccs[0]; i++)
            if (!strcmp(in->mods[k], ccs[i].sass))
                return &ccs[i];
    return NULL;
}

static int emit_setp(struct xctx *x, const struct sass_insn *in, int isfloat)
{
    const struct cc *c = find_cc(in);
    if (!c || (isfloat ? !c->f : !c->i))
        return -1;
    char t[160];
    const char *ty = isfloat ? "f32" : (sass_has_mod(in, "U32") ? "u32" : "i32");
    snprintf(t, sizeof t, "v_cmp_%s_%s_e64 $0, $2, $3", isfloat ? c->f : c->i, ty);
    return xemit_template(x, in, t);
}

static int e_isetp(struct xctx *x, const struct sass_insn *in) { return emit_setp(x, in, 0); }
static int e_fsetp(struct xctx *x, const struct sass_insn *in) { return emit_setp(x, in, 1); }

static int e_laneid(struct xctx *x, const struct sass_insn *in)
{
    if (x->wave == 32)
        return xemit_template(x, in, "v_mbcnt_lo_u32_b32 $0, -1, 0");
    return xemit_template(x, in, "v_mbcnt_lo_u32_b32 $0, -1, 0\nv_mbcnt_hi_u32_b32 $0, -1, $0\n"
                                 "v_and_b32 $0, 31, $0");
}

/* ---- the table ------------------------------------------------------------ */

static const struct xrule rules[] = {
    /* special registers and the ABI */
    RULE(1, "s2r.tid.x", SREG, 10, "S2R", NULL, NULL, "rS", w_tid_x,
         "S2R Rd, SR_TID.X", "v_and_b32 $0, 0x3ff, v0", NULL, 0,
         "CUDA reads threadIdx from a special register; gfx11 hands the work-item ids to the "
         "kernel packed in v0 (x in bits 9:0, y 19:10, z 29:20)"),
    RULE(2, "s2r.tid.y", SREG, 10, "S2R", NULL, NULL, "rS", w_tid_y,
         "S2R Rd, SR_TID.Y", "v_bfe_u32 $0, v0, 10, 10", NULL, 0,
         "threadIdx.y is bits 19:10 of the packed work-item id in v0"),
    RULE(3, "s2r.tid.z", SREG, 10, "S2R", NULL, NULL, "rS", w_tid_z,
         "S2R Rd, SR_TID.Z", "v_bfe_u32 $0, v0, 20, 10", NULL, 0,
         "threadIdx.z is bits 29:20 of the packed work-item id in v0"),
    RULE(4, "s2r.ctaid.x", SREG, 10, "S2R", NULL, NULL, "rS", w_ctaid_x,
         "S2R Rd, SR_CTAID.X", "v_mov_b32 $0, s2", NULL, 0,
         "blockIdx is the same for the whole workgroup, so AMD passes it in an SGPR "
         "(after the user SGPRs); a per-thread copy needs a v_mov"),
    RULE(5, "s2r.ctaid.y", SREG, 10, "S2R", NULL, NULL, "rS", w_ctaid_y,
         "S2R Rd, SR_CTAID.Y", "v_mov_b32 $0, s3", NULL, 0,
         "blockIdx.y arrives in the SGPR after blockIdx.x"),
    RULE(6, "s2r.ctaid.z", SREG, 10, "S2R", NULL, NULL, "rS", w_ctaid_z,
         "S2R Rd, SR_CTAID.Z", "v_mov_b32 $0, s4", NULL, 0,
         "blockIdx.z arrives in the SGPR after blockIdx.y"),
    RULE(7, "s2ur.ctaid.x", SREG, 10, "S2UR", NULL, NULL, "uS", w_ctaid_x,
         "S2UR URd, SR_CTAID.X", "s_mov_b32 $0, s2", NULL, 0,
         "a uniform copy of blockIdx.x is just an SGPR move"),
    RULE(8, "s2r.laneid", SREG, 10, "S2R", NULL, NULL, "rS", w_laneid,
         "S2R Rd, SR_LANEID", NULL, e_laneid, 0,
         "RDNA3 has no lane-id register: counting the set bits of an all-ones mask below "
         "each lane (v_mbcnt) gives the lane number; in wave64 v_mbcnt_hi adds lanes 32-63 "
         "and the warp's lane is that number & 31 (each half of the wave is one warp)"),
    RULE(9, "ldc", MEMORY, 10, "LDC", NULL, "64 U8 S8 U16 S16", "rc", NULL,
         "LDC Rd, c[0x0][x]", "v_mov_b32 $0, $1", NULL, 0,
         "constant bank 0 holds the kernel parameters; the prologue loads each word used "
         "from the kernarg segment into an SGPR once, so a per-thread copy is a move"),
    RULE(10, "ldc.64", MEMORY, 10, "LDC", "64", NULL, "rc", NULL,
         "LDC.64 Rd, c[0x0][x]", "v_mov_b32 $0.lo, $1.lo\nv_mov_b32 $0.hi, $1.hi", NULL, 0,
         "a 64-bit parameter (a pointer) is an SGPR pair after the prologue"),
    RULE(11, "uldc", MEMORY, 10, "ULDC", NULL, "64 U8 S8 U16 S16", "uc", NULL,
         "ULDC URd, c[0x0][x]", "s_mov_b32 $0, $1", NULL, 0,
         "uniform constant loads become SGPR moves from the prologue's kernarg SGPRs"),
    RULE(12, "uldc.64", MEMORY, 10, "ULDC", "64", NULL, "uc", NULL,
         "ULDC.64 URd, c[0x0][x]", "s_mov_b64 $0:64, $1:64", NULL, 0,
         "a 64-bit uniform constant is an SGPR pair"),
    /* moves */
    RULE(20, "mov", INTEGER, 10, "MOV", NULL, "64", "rs", NULL,
         "MOV Rd, x", "v_mov_b32 $0, $1", NULL, 0,
         "a per-thread move is a VALU move (one value per lane)"),
    RULE(21, "imad.mov", INTEGER, 20, "IMAD", "MOV", NULL, "rrrs", w_imad_mov,
         "IMAD.MOV.U32 Rd, RZ, RZ, x", "v_mov_b32 $0, $3", NULL, 0,
         "nvcc moves through the integer multiply-add (RZ*RZ+x) to balance pipes; RDNA3 "
         "has a plain move"),
    RULE(23, "cs2r.zero", INTEGER, 10, "CS2R", NULL, "32", "rS", w_srz,
         "CS2R Rd, SRZ", "v_mov_b32 $0.lo, 0\nv_mov_b32 $0.hi, 0", NULL, 0,
         "CS2R with the zero special register clears a register pair in one instruction; "
         "RDNA3 clears the two VGPRs with two moves"),
    RULE(22, "umov", INTEGER, 10, "UMOV", NULL, "64", "us", NULL,
         "UMOV URd, x", "s_mov_b32 $0, $1", NULL, 0,
         "uniform registers hold one value per warp, as SGPRs hold one per wave"),
    /* integer arithmetic */
    RULE(30, "iadd3", INTEGER, 10, "IADD3", NULL, "X", "rsss", w_no_carry,
         "IADD3 Rd, a, b, c", "v_add3_u32 $0, $1, $2, $3", NULL, 0,
         "both ISAs add three 32-bit values in one instruction (v_add3_u32)"),
    RULE(31, "imad", INTEGER, 10, "IMAD", NULL, "WIDE HI MOV SHL IADD X", "rsss", NULL,
         "IMAD Rd, a, b, c", "v_mul_lo_u32 $t0, $1, $2\nv_add_nc_u32 $0, $t0, $3", NULL, 0,
         "RDNA3 has no 32x32+32 low multiply-add; the multiply is a full-rate-quarter "
         "v_mul_lo_u32 followed by an add"),
    RULE(32, "imad.iadd", INTEGER, 20, "IMAD", "IADD", NULL, "rsss", w_times_one,
         "IMAD.IADD Rd, a, 0x1, c", "v_add_nc_u32 $0, $1, $3", NULL, 0,
         "nvcc spells a+c as a*1+c on the multiply-add pipe; RDNA3 adds directly"),
    RULE(33, "imad.shl", INTEGER, 20, "IMAD", "SHL", NULL, "rsss", NULL,
         "IMAD.SHL.U32 Rd, a, 2^k, c", "v_mul_lo_u32 $t0, $1, $2\nv_add_nc_u32 $0, $t0, $3", NULL, 0,
         "a shift written as a multiply by a power of two; the product is the same"),
    RULE(34, "imad.wide.u32", INTEGER, 20, "IMAD", "WIDE U32", NULL, "rsss", NULL,
         "IMAD.WIDE.U32 Rd:Rd+1, a, b, c:c+1", "v_mad_u64_u32 $0:64, null, $1, $2, $3:64", NULL, 0,
         "32x32+64 -> 64 (address arithmetic) is one v_mad_u64_u32 on RDNA3"),
    RULE(35, "imad.wide", INTEGER, 15, "IMAD", "WIDE", "U32", "rsss", NULL,
         "IMAD.WIDE Rd:Rd+1, a, b, c:c+1", "v_mad_i64_i32 $0:64, null, $1, $2, $3:64", NULL, 0,
         "signed 32x32+64 -> 64 is v_mad_i64_i32"),
    RULE(36, "imad.hi.u32", INTEGER, 20, "IMAD", "HI U32", NULL, "rssr", NULL,
         "IMAD.HI.U32 Rd, a, b, c:c+1", NULL, xrule_imad_hi, 0,
         "the high word of a*b + c:c+1: the addend is the 64-bit pair starting at c (IMAD.HI "
         "is the high half of IMAD.WIDE's accumulate; nvcc's division zeroes c and keeps its "
         "estimate in c+1), so the low words' carry goes into the high sum"),
    RULE(37, "viadd", INTEGER, 10, "VIADD", NULL, NULL, "rss", NULL,
         "VIADD Rd, a, b", "v_add_nc_u32 $0, $1, $2", NULL, 0,
         "sm_90's two-input add is RDNA3's add without carry-out"),
    RULE(38, "lea", INTEGER, 10, "LEA", NULL, "HI X", "rssi", NULL,
         "LEA Rd, a, b, k", "v_lshl_add_u32 $0, $1, $3, $2", NULL, 0,
         "shift-and-add for addresses: (a << k) + b is v_lshl_add_u32"),
    /* SHF: every form is in xlate_rules_int.c (rule 210, "shf") */
    RULE(42, "popc", INTEGER, 10, "POPC", NULL, NULL, "rs", NULL,
         "POPC Rd, a", "v_bcnt_u32_b32 $0, $1, 0", NULL, 0,
         "population count: RDNA3's v_bcnt_u32_b32 also adds an accumulator, given as 0"),
    /* compares */
    RULE(50, "isetp", COMPARE, 10, "ISETP", NULL, "EX", "ppssp", w_setp_simple,
         "ISETP.cc.AND Pd, PT, a, b, PT", NULL, e_isetp, 0,
         "SASS writes a per-thread predicate; RDNA3's v_cmp writes one bit per lane "
         "into an SGPR lane mask"),
    RULE(51, "fsetp", COMPARE, 10, "FSETP", NULL, "FTZ", "ppssp", w_setp_simple,
         "FSETP.cc.AND Pd, PT, a, b, PT", NULL, e_fsetp, XRF_FMODS,
         "float compares become lane-mask compares; unordered SASS forms (GTU...) are "
         "RDNA3's negated ordered compares (nle...)"),
    /* float, half, double: xlate_rules_float.c; memory: xlate_rules_mem.c */
    /* control and sync */
    RULE(102, "nop", CONTROL, 10, "NOP", NULL, NULL, "", NULL,
         "NOP", "", NULL, 0,
         "SASS pads with NOPs for alignment and scheduling; RDNA3 needs none of them"),
    RULE(103, "bar.sync", SYNC, 10, "BAR", "SYNC", NULL, "i", NULL,
         "BAR.SYNC 0x0",
         "s_waitcnt vmcnt(0) lgkmcnt(0)\ns_waitcnt_vscnt null, 0x0\ns_barrier\nbuffer_gl0_inv",
         NULL, 0,
         "__syncthreads orders shared and global memory for the block: RDNA3 must first "
         "wait for its own outstanding memory operations, then s_barrier, then invalidate "
         "the per-CU L0 so later global loads see other waves' stores"),
};
#undef RULE

/* Every rule file contributes one array; they are joined once, in file
 * order, into the table the engine searches. */
#define XRULES_MAX 1024

const struct xrule *xlate_rules(size_t *n)
{
    static struct xrule all[XRULES_MAX];
    static size_t nall;
    if (!nall) {
        const struct { const struct xrule *r; size_t n; } parts[] = {
            { rules, sizeof rules / sizeof rules[0] },
            { xrules_int, xrules_int_n },
            { xrules_float, xrules_float_n },
            { xrules_mem, xrules_mem_n },
            { xrules_ctrl, xrules_ctrl_n },
            { xrules_warp, xrules_warp_n },
            { xrules_module, xrules_module_n },
        };
        for (size_t p = 0; p < sizeof parts / sizeof parts[0]; p++)
            for (size_t i = 0; i < parts[p].n && nall < XRULES_MAX; i++)
                all[nall++] = parts[p].r[i];
    }
    *n = nall;
    return all;
}

const struct xrule *xlate_rule_by_id(int id)
{
    size_t n;
    const struct xrule *r = xlate_rules(&n);
    for (size_t i = 0; i < n; i++)
        if (r[i].id == id)
            return &r[i];
    return NULL;
}
