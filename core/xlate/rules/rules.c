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
    XRULE(.id = 1, .name = "s2r.tid.x", .cat = XC_SREG, .priority = 10,
          .opcode = "S2R", .ops = "rS", .when = w_tid_x,
          .pattern = "S2R Rd, SR_TID.X",
          .out = "v_and_b32 $0, 0x3ff, v0",
          .why = "CUDA reads threadIdx from a special register; gfx11 hands the work-item ids to the "
                 "kernel packed in v0 (x in bits 9:0, y 19:10, z 29:20)"),
    XRULE(.id = 2, .name = "s2r.tid.y", .cat = XC_SREG, .priority = 10,
          .opcode = "S2R", .ops = "rS", .when = w_tid_y,
          .pattern = "S2R Rd, SR_TID.Y",
          .out = "v_bfe_u32 $0, v0, 10, 10",
          .why = "threadIdx.y is bits 19:10 of the packed work-item id in v0"),
    XRULE(.id = 3, .name = "s2r.tid.z", .cat = XC_SREG, .priority = 10,
          .opcode = "S2R", .ops = "rS", .when = w_tid_z,
          .pattern = "S2R Rd, SR_TID.Z",
          .out = "v_bfe_u32 $0, v0, 20, 10",
          .why = "threadIdx.z is bits 29:20 of the packed work-item id in v0"),
    XRULE(.id = 4, .name = "s2r.ctaid.x", .cat = XC_SREG, .priority = 10,
          .opcode = "S2R", .ops = "rS", .when = w_ctaid_x,
          .pattern = "S2R Rd, SR_CTAID.X",
          .out = "v_mov_b32 $0, s2",
          .why = "blockIdx is the same for the whole workgroup, so AMD passes it in an SGPR "
                 "(after the user SGPRs); a per-thread copy needs a v_mov"),
    XRULE(.id = 5, .name = "s2r.ctaid.y", .cat = XC_SREG, .priority = 10,
          .opcode = "S2R", .ops = "rS", .when = w_ctaid_y,
          .pattern = "S2R Rd, SR_CTAID.Y",
          .out = "v_mov_b32 $0, s3",
          .why = "blockIdx.y arrives in the SGPR after blockIdx.x"),
    XRULE(.id = 6, .name = "s2r.ctaid.z", .cat = XC_SREG, .priority = 10,
          .opcode = "S2R", .ops = "rS", .when = w_ctaid_z,
          .pattern = "S2R Rd, SR_CTAID.Z",
          .out = "v_mov_b32 $0, s4",
          .why = "blockIdx.z arrives in the SGPR after blockIdx.y"),
    XRULE(.id = 7, .name = "s2ur.ctaid.x", .cat = XC_SREG, .priority = 10,
          .opcode = "S2UR", .ops = "uS", .when = w_ctaid_x,
          .pattern = "S2UR URd, SR_CTAID.X",
          .out = "s_mov_b32 $0, s2",
          .why = "a uniform copy of blockIdx.x is just an SGPR move"),
    XRULE(.id = 8, .name = "s2r.laneid", .cat = XC_SREG, .priority = 10,
          .opcode = "S2R", .ops = "rS", .when = w_laneid,
          .pattern = "S2R Rd, SR_LANEID",
          .emit = e_laneid,
          .why = "RDNA3 has no lane-id register: counting the set bits of an all-ones mask below "
                 "each lane (v_mbcnt) gives the lane number; in wave64 v_mbcnt_hi adds lanes 32-63 "
                 "and the warp's lane is that number & 31 (each half of the wave is one warp)"),
    XRULE(.id = 9, .name = "ldc", .cat = XC_MEMORY, .priority = 10,
          .opcode = "LDC", .mods_none = "64 U8 S8 U16 S16", .ops = "rc",
          .pattern = "LDC Rd, c[0x0][x]",
          .out = "v_mov_b32 $0, $1",
          .why = "constant bank 0 holds the kernel parameters; the prologue loads each word used "
                 "from the kernarg segment into an SGPR once, so a per-thread copy is a move"),
    XRULE(.id = 10, .name = "ldc.64", .cat = XC_MEMORY, .priority = 10,
          .opcode = "LDC", .mods_all = "64", .ops = "rc",
          .pattern = "LDC.64 Rd, c[0x0][x]",
          .out = "v_mov_b32 $0.lo, $1.lo\nv_mov_b32 $0.hi, $1.hi",
          .why = "a 64-bit parameter (a pointer) is an SGPR pair after the prologue"),
    XRULE(.id = 11, .name = "uldc", .cat = XC_MEMORY, .priority = 10,
          .opcode = "ULDC", .mods_none = "64 U8 S8 U16 S16", .ops = "uc",
          .pattern = "ULDC URd, c[0x0][x]",
          .out = "s_mov_b32 $0, $1",
          .why = "uniform constant loads become SGPR moves from the prologue's kernarg SGPRs"),
    XRULE(.id = 12, .name = "uldc.64", .cat = XC_MEMORY, .priority = 10,
          .opcode = "ULDC", .mods_all = "64", .ops = "uc",
          .pattern = "ULDC.64 URd, c[0x0][x]",
          .out = "s_mov_b64 $0:64, $1:64",
          .why = "a 64-bit uniform constant is an SGPR pair"),
    /* moves */
    XRULE(.id = 20, .name = "mov", .cat = XC_INTEGER, .priority = 10,
          .opcode = "MOV", .mods_none = "64", .ops = "rs",
          .pattern = "MOV Rd, x",
          .out = "v_mov_b32 $0, $1",
          .why = "a per-thread move is a VALU move (one value per lane)"),
    XRULE(.id = 21, .name = "imad.mov", .cat = XC_INTEGER, .priority = 20,
          .opcode = "IMAD", .mods_all = "MOV", .ops = "rrrs", .when = w_imad_mov,
          .pattern = "IMAD.MOV.U32 Rd, RZ, RZ, x",
          .out = "v_mov_b32 $0, $3",
          .why = "nvcc moves through the integer multiply-add (RZ*RZ+x) to balance pipes; RDNA3 "
                 "has a plain move"),
    XRULE(.id = 23, .name = "cs2r.zero", .cat = XC_INTEGER, .priority = 10,
          .opcode = "CS2R", .mods_none = "32", .ops = "rS", .when = w_srz,
          .pattern = "CS2R Rd, SRZ",
          .out = "v_mov_b32 $0.lo, 0\nv_mov_b32 $0.hi, 0",
          .why = "CS2R with the zero special register clears a register pair in one instruction; "
                 "RDNA3 clears the two VGPRs with two moves"),
    XRULE(.id = 22, .name = "umov", .cat = XC_INTEGER, .priority = 10,
          .opcode = "UMOV", .mods_none = "64", .ops = "us",
          .pattern = "UMOV URd, x",
          .out = "s_mov_b32 $0, $1",
          .why = "uniform registers hold one value per warp, as SGPRs hold one per wave"),
    /* integer arithmetic */
    XRULE(.id = 30, .name = "iadd3", .cat = XC_INTEGER, .priority = 10,
          .opcode = "IADD3", .mods_none = "X", .ops = "rsss", .when = w_no_carry,
          .pattern = "IADD3 Rd, a, b, c",
          .out = "v_add3_u32 $0, $1, $2, $3",
          .why = "both ISAs add three 32-bit values in one instruction (v_add3_u32)"),
    XRULE(.id = 31, .name = "imad", .cat = XC_INTEGER, .priority = 10,
          .opcode = "IMAD", .mods_none = "WIDE HI MOV SHL IADD X", .ops = "rsss",
          .pattern = "IMAD Rd, a, b, c",
          .out = "v_mul_lo_u32 $t0, $1, $2\nv_add_nc_u32 $0, $t0, $3",
          .why = "RDNA3 has no 32x32+32 low multiply-add; the multiply is a full-rate-quarter "
                 "v_mul_lo_u32 followed by an add"),
    XRULE(.id = 32, .name = "imad.iadd", .cat = XC_INTEGER, .priority = 20,
          .opcode = "IMAD", .mods_all = "IADD", .ops = "rsss", .when = w_times_one,
          .pattern = "IMAD.IADD Rd, a, 0x1, c",
          .out = "v_add_nc_u32 $0, $1, $3",
          .why = "nvcc spells a+c as a*1+c on the multiply-add pipe; RDNA3 adds directly"),
    XRULE(.id = 33, .name = "imad.shl", .cat = XC_INTEGER, .priority = 20,
          .opcode = "IMAD", .mods_all = "SHL", .ops = "rsss",
          .pattern = "IMAD.SHL.U32 Rd, a, 2^k, c",
          .out = "v_mul_lo_u32 $t0, $1, $2\nv_add_nc_u32 $0, $t0, $3",
          .why = "a shift written as a multiply by a power of two; the product is the same"),
    XRULE(.id = 34, .name = "imad.wide.u32", .cat = XC_INTEGER, .priority = 20,
          .opcode = "IMAD", .mods_all = "WIDE U32", .ops = "rsss",
          .pattern = "IMAD.WIDE.U32 Rd:Rd+1, a, b, c:c+1",
          .out = "v_mad_u64_u32 $0:64, null, $1, $2, $3:64",
          .why = "32x32+64 -> 64 (address arithmetic) is one v_mad_u64_u32 on RDNA3"),
    XRULE(.id = 35, .name = "imad.wide", .cat = XC_INTEGER, .priority = 15,
          .opcode = "IMAD", .mods_all = "WIDE", .mods_none = "U32", .ops = "rsss",
          .pattern = "IMAD.WIDE Rd:Rd+1, a, b, c:c+1",
          .out = "v_mad_i64_i32 $0:64, null, $1, $2, $3:64",
          .why = "signed 32x32+64 -> 64 is v_mad_i64_i32"),
    XRULE(.id = 36, .name = "imad.hi.u32", .cat = XC_INTEGER, .priority = 20,
          .opcode = "IMAD", .mods_all = "HI U32", .ops = "rsss",
          .pattern = "IMAD.HI.U32 Rd, a, b, c",
          .out = "v_mul_hi_u32 $t0, $1, $2\nv_add_nc_u32 $0, $t0, $3",
          .why = "the high half of the unsigned 32x32 product, then the addend: RDNA3 has no "
                 "fused high multiply-add"),
    XRULE(.id = 37, .name = "viadd", .cat = XC_INTEGER, .priority = 10,
          .opcode = "VIADD", .ops = "rss",
          .pattern = "VIADD Rd, a, b",
          .out = "v_add_nc_u32 $0, $1, $2",
          .why = "sm_90's two-input add is RDNA3's add without carry-out"),
    XRULE(.id = 38, .name = "lea", .cat = XC_INTEGER, .priority = 10,
          .opcode = "LEA", .mods_none = "HI X", .ops = "rssi",
          .pattern = "LEA Rd, a, b, k",
          .out = "v_lshl_add_u32 $0, $1, $3, $2",
          .why = "shift-and-add for addresses: (a << k) + b is v_lshl_add_u32"),
    /* SHF: every form is in xlate_rules_int.c (rule 210, "shf") */
    XRULE(.id = 42, .name = "popc", .cat = XC_INTEGER, .priority = 10,
          .opcode = "POPC", .ops = "rs",
          .pattern = "POPC Rd, a",
          .out = "v_bcnt_u32_b32 $0, $1, 0",
          .why = "population count: RDNA3's v_bcnt_u32_b32 also adds an accumulator, given as 0"),
    /* compares */
    XRULE(.id = 50, .name = "isetp", .cat = XC_COMPARE, .priority = 10,
          .opcode = "ISETP", .mods_none = "EX", .ops = "ppssp", .when = w_setp_simple,
          .pattern = "ISETP.cc.AND Pd, PT, a, b, PT",
          .emit = e_isetp,
          .why = "SASS writes a per-thread predicate; RDNA3's v_cmp writes one bit per lane "
                 "into an SGPR lane mask"),
    XRULE(.id = 51, .name = "fsetp", .cat = XC_COMPARE, .priority = 10,
          .opcode = "FSETP", .mods_none = "FTZ", .ops = "ppssp", .when = w_setp_simple,
          .pattern = "FSETP.cc.AND Pd, PT, a, b, PT",
          .emit = e_fsetp, .flags = XRF_FMODS,
          .why = "float compares become lane-mask compares; unordered SASS forms (GTU...) are "
                 "RDNA3's negated ordered compares (nle...)"),
    /* float, half, double: xlate_rules_float.c; memory: xlate_rules_mem.c */
    /* control and sync */
    XRULE(.id = 102, .name = "nop", .cat = XC_CONTROL, .priority = 10,
          .opcode = "NOP", .ops = "",
          .pattern = "NOP",
          .out = "",
          .why = "SASS pads with NOPs for alignment and scheduling; RDNA3 needs none of them"),
    XRULE(.id = 103, .name = "bar.sync", .cat = XC_SYNC, .priority = 10,
          .opcode = "BAR", .mods_all = "SYNC", .ops = "i",
          .pattern = "BAR.SYNC 0x0",
          .out = "s_waitcnt vmcnt(0) lgkmcnt(0)\ns_waitcnt_vscnt null, 0x0\ns_barrier\nbuffer_gl0_inv",
          .why = "__syncthreads orders shared and global memory for the block: RDNA3 must first "
                 "wait for its own outstanding memory operations, then s_barrier, then invalidate "
                 "the per-CU L0 so later global loads see other waves' stores"),
};

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
