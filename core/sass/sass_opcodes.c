/* sass_opcodes.c - the SASS opcode table (sm_70 .. sm_90).
 *
 * Operand order is the one nvdisasm prints: written operands first.  Where an
 * opcode writes a variable number of leading operands (IADD3 R2, P0, ...;
 * ISETP P0, PT, ...) the row says SNDST_PREDS: the first operand and every
 * predicate that follows it are written.  Facts about widths come from the
 * PTX ISA and the CUDA binary utilities documentation (instruction set
 * reference) and were checked against nvdisasm -plr on the samples.
 */
#include "sass_opcodes.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define R(name, cat, ndst, width, flow, what) \
    { name, SCAT_##cat, ndst, SW_##width, FLOW_##flow, what }

/* Sorted by name: looked up with bsearch. */
static const struct sass_opinfo sass_ops[] = {
    R("ACQBULK",  SYNC,   0, ONE,  NONE, "acquire bulk copy"),
    R("ARRIVES",  SYNC,   0, ONE,  NONE, "arrive on an mbarrier"),
    R("ATOM",     ATOMIC, 2, ATOM, NONE, "generic-address atomic with result"),
    R("ATOMG",    ATOMIC, 2, ATOM, NONE, "global atomic with result"),
    R("ATOMS",    ATOMIC, 1, ATOM, NONE, "shared-memory atomic"),
    R("B2R",      SYNC,   1, ONE,  NONE, "read a barrier's reduction result"),
    R("BAR",      SYNC,   0, ONE,  NONE, "CTA barrier (sync, arrive, reduce)"),
    R("BMOV",     CTRL,   1, ONE,  NONE, "move to or from a convergence barrier"),
    R("BMSK",     INT,    1, ONE,  NONE, "bit-field mask"),
    R("BPT",      CTRL,   0, ONE,  TRAP, "breakpoint or trap"),
    R("BRA",      CTRL,   0, ONE,  JUMP, "relative branch"),
    R("BREAK",    CTRL,   0, ONE,  NONE, "leave a convergence barrier"),
    R("BREV",     INT,    1, ONE,  NONE, "bit reverse"),
    R("BRX",      CTRL,   0, ONE,  INDIRECT, "indirect branch"),
    R("BSSY",     CTRL,   1, ONE,  NONE, "set up a convergence barrier"),
    R("BSYNC",    CTRL,   0, ONE,  NONE, "wait on a convergence barrier (reconverge)"),
    R("CALL",     CTRL,   0, ONE,  CALL, "call a subroutine"),
    R("CCTL",     MEM,    0, ONE,  NONE, "cache control"),
    R("CGAERRBAR",SYNC,   0, ONE,  NONE, "cluster (CGA) error barrier"),
    R("CS2R",     SREG,   1, CS2R, NONE, "read a special register pair fast"),
    R("DADD",     DOUBLE, 1, DBL,  NONE, "double add"),
    R("DEPBAR",   SYNC,   0, ONE,  NONE, "wait on a dependency barrier"),
    R("DFMA",     DOUBLE, 1, DBL,  NONE, "double fused multiply-add"),
    R("DMNMX",    DOUBLE, 1, DBL,  NONE, "double min/max"),
    R("DMUL",     DOUBLE, 1, DBL,  NONE, "double multiply"),
    R("DSETP",    DOUBLE, SNDST_PREDS, DBL, NONE, "double compare to predicate"),
    R("ELECT",    WARP,   2, ONE,  NONE, "elect one lane"),
    R("ENDCOLLECTIVE",SYNC,0,ONE, NONE, "end a collective (warp-synchronous) region"),
    R("ERRBAR",   SYNC,   0, ONE,  NONE, "error barrier"),
    R("EXIT",     CTRL,   0, ONE,  EXIT, "end the thread"),
    R("F2F",      CONV,   1, CVT,  NONE, "float to float conversion"),
    R("F2FP",     CONV,   1, ONE,  NONE, "pack two floats into halves"),
    R("F2I",      CONV,   1, CVT,  NONE, "float to integer conversion"),
    R("FADD",     FLOAT,  1, ONE,  NONE, "float add"),
    R("FCHK",     FLOAT,  1, ONE,  NONE, "check a division for the slow path"),
    R("FENCE",    SYNC,   0, ONE,  NONE, "memory fence"),
    R("FFMA",     FLOAT,  1, ONE,  NONE, "float fused multiply-add"),
    R("FLO",      INT,    1, ONE,  NONE, "find leading one"),
    R("FMNMX",    FLOAT,  1, ONE,  NONE, "float min/max"),
    R("FMUL",     FLOAT,  1, ONE,  NONE, "float multiply"),
    R("FRND",     FLOAT,  1, CVT,  NONE, "round to integral float"),
    R("FSEL",     FLOAT,  1, ONE,  NONE, "float select"),
    R("FSET",     FLOAT,  1, ONE,  NONE, "float compare to register"),
    R("FSETP",    FLOAT,  SNDST_PREDS, ONE, NONE, "float compare to predicate"),
    R("FSWZADD",  FLOAT,  1, ONE,  NONE, "swizzled add (derivatives)"),
    R("HADD2",    HALF,   1, ONE,  NONE, "packed half add"),
    R("HFMA2",    HALF,   1, ONE,  NONE, "packed half fused multiply-add"),
    R("HMNMX2",   HALF,   1, ONE,  NONE, "packed half min/max"),
    R("HMUL2",    HALF,   1, ONE,  NONE, "packed half multiply"),
    R("HSET2",    HALF,   1, ONE,  NONE, "packed half compare to register"),
    R("HSETP2",   HALF,   SNDST_PREDS, ONE, NONE, "packed half compare to predicate"),
    R("I2F",      CONV,   1, CVT,  NONE, "integer to float conversion"),
    R("I2FP",     CONV,   1, ONE,  NONE, "integer to float conversion (fast path)"),
    R("I2I",      CONV,   1, CVT,  NONE, "integer width conversion"),
    R("I2IP",     CONV,   1, ONE,  NONE, "integer pack with saturation"),
    R("IABS",     INT,    1, ONE,  NONE, "integer absolute value"),
    R("IADD",     INT,    SNDST_PREDS, MOV64, NONE, "integer add"),
    R("IADD3",    INT,    SNDST_PREDS, ONE, NONE, "three-input integer add with carries"),
    R("IDP",      INT,    1, ONE,  NONE, "integer dot product"),
    R("IMAD",     INT,    SNDST_PREDS, WIDE, NONE, "integer multiply-add"),
    R("IMNMX",    INT,    1, ONE,  NONE, "integer min/max"),
    R("IMUL",     INT,    1, WIDE, NONE, "integer multiply"),
    R("ISETP",    INT,    SNDST_PREDS, ONE, NONE, "integer compare to predicate"),
    R("KILL",     CTRL,   0, ONE,  EXIT, "kill the thread"),
    R("LD",       MEM,    1, LD,   NONE, "generic-address load"),
    R("LDC",      MEM,    1, MOV64,NONE, "load from a constant bank"),
    R("LDG",      MEM,    1, LD,   NONE, "global load"),
    R("LDGDEPBAR",SYNC,   0, ONE,  NONE, "dependency barrier for async copies"),
    R("LDGSTS",   MEM,    0, ONE,  NONE, "async copy global to shared"),
    R("LDL",      MEM,    1, LD,   NONE, "local (stack) load"),
    R("LDS",      MEM,    1, LD,   NONE, "shared-memory load"),
    R("LDSM",     MEM,    1, LD,   NONE, "shared-memory matrix load"),
    R("LEA",      INT,    SNDST_PREDS, ONE, NONE, "shift-left and add (address)"),
    R("LEPC",     CTRL,   1, MOV64,NONE, "load the program counter"),
    R("LOP",      INT,    SNDST_PREDS, ONE, NONE, "two-input logic"),
    R("LOP3",     INT,    SNDST_PREDS, ONE, NONE, "three-input logic by lookup table"),
    R("MATCH",    WARP,   1, ONE,  NONE, "lanes holding the same value"),
    R("MEMBAR",   SYNC,   0, ONE,  NONE, "memory barrier"),
    R("MOV",      MOVE,   1, MOV64,NONE, "move"),
    R("MOVM",     MOVE,   1, ONE,  NONE, "matrix move"),
    R("MUFU",     FLOAT,  1, ONE,  NONE, "multi-function unit (ex2, lg2, rcp, rsq, sin, cos)"),
    R("NANOSLEEP",SYNC,   0, ONE,  NONE, "sleep"),
    R("NOP",      MISC,   0, ONE,  NONE, "no operation"),
    R("P2R",      PRED,   1, ONE,  NONE, "predicates to register"),
    R("PLOP3",    PRED,   2, ONE,  NONE, "three-input predicate logic"),
    R("POPC",     INT,    1, ONE,  NONE, "population count"),
    R("PREEXIT",  SYNC,   0, ONE,  NONE, "allow dependent grids to launch (griddepcontrol.launch_dependents)"),
    R("PRMT",     INT,    1, ONE,  NONE, "byte permute"),
    R("QSPC",     MEM,    SNDST_PREDS, ONE, NONE, "query the state space of a generic address"),
    R("R2P",      PRED,   1, ONE,  NONE, "register to predicates"),
    R("R2UR",     UNIFORM,1, ONE,  NONE, "register to uniform register"),
    R("RED",      ATOMIC, 0, ATOM, NONE, "generic-address reduction (no result)"),
    R("REDG",     ATOMIC, 0, ATOM, NONE, "global reduction (no result)"),
    R("REDUX",    WARP,   1, ONE,  NONE, "warp-wide reduction to a uniform register"),
    R("RET",      CTRL,   0, MOV64,RET,  "return from a subroutine"),
    R("S2R",      SREG,   1, ONE,  NONE, "read a special register"),
    R("S2UR",     SREG,   1, ONE,  NONE, "read a special register into a uniform register"),
    R("SEL",      INT,    1, ONE,  NONE, "select by predicate"),
    R("SGXT",     INT,    1, ONE,  NONE, "sign extend"),
    R("SHF",      INT,    1, ONE,  NONE, "funnel shift"),
    R("SHFL",     WARP,   2, ONE,  NONE, "warp shuffle"),
    R("SHL",      INT,    1, ONE,  NONE, "shift left"),
    R("SHR",      INT,    1, ONE,  NONE, "shift right"),
    R("ST",       MEM,    0, ST,   NONE, "generic-address store"),
    R("STG",      MEM,    0, ST,   NONE, "global store"),
    R("STL",      MEM,    0, ST,   NONE, "local (stack) store"),
    R("STS",      MEM,    0, ST,   NONE, "shared-memory store"),
    R("SULD",     MEM,    1, SURF, NONE, "surface load"),
    R("SUST",     MEM,    0, SURF, NONE, "surface store"),
    R("SYNCS",    SYNC,   SNDST_PREDS, ONE, NONE, "mbarrier operations"),
    R("TEX",      MEM,    2, TEX,  NONE, "texture fetch"),
    R("TLD",      MEM,    2, TEX,  NONE, "texture fetch by integer coordinates"),
    R("UBMSK",    UNIFORM,1, ONE,  NONE, "uniform bit-field mask"),
    R("UBREV",    UNIFORM,1, ONE,  NONE, "uniform bit reverse"),
    R("UCGABAR_ARV",SYNC, 0, ONE,  NONE, "arrive at the cluster (CGA) barrier"),
    R("UCGABAR_WAIT",SYNC,0, ONE,  NONE, "wait at the cluster (CGA) barrier"),
    R("UFLO",     UNIFORM,1, ONE,  NONE, "uniform find leading one"),
    R("UIADD3",   UNIFORM,SNDST_PREDS, ONE, NONE, "uniform three-input add"),
    R("UIMAD",    UNIFORM,SNDST_PREDS, WIDE, NONE, "uniform multiply-add"),
    R("UISETP",   UNIFORM,SNDST_PREDS, ONE, NONE, "uniform integer compare"),
    R("ULDC",     UNIFORM,1, MOV64,NONE, "uniform load from a constant bank"),
    R("ULEA",     UNIFORM,SNDST_PREDS, ONE, NONE, "uniform shift-left and add"),
    R("ULOP",     UNIFORM,SNDST_PREDS, ONE, NONE, "uniform two-input logic"),
    R("ULOP3",    UNIFORM,SNDST_PREDS, ONE, NONE, "uniform three-input logic"),
    R("UMOV",     UNIFORM,1, MOV64,NONE, "uniform move"),
    R("UP2UR",    UNIFORM,1, ONE,  NONE, "uniform predicates to register"),
    R("UPLOP3",   UNIFORM,2, ONE,  NONE, "uniform predicate logic"),
    R("UPOPC",    UNIFORM,1, ONE,  NONE, "uniform population count"),
    R("UPRMT",    UNIFORM,1, ONE,  NONE, "uniform byte permute"),
    R("UR2UP",    UNIFORM,1, ONE,  NONE, "uniform register to predicates"),
    R("USEL",     UNIFORM,1, ONE,  NONE, "uniform select"),
    R("USGXT",    UNIFORM,1, ONE,  NONE, "uniform sign extend"),
    R("USHF",     UNIFORM,1, ONE,  NONE, "uniform funnel shift"),
    R("VABSDIFF", INT,    1, ONE,  NONE, "absolute difference"),
    R("VIADD",    INT,    1, ONE,  NONE, "integer add (sm_90)"),
    R("VIADDMNMX",INT,    1, ONE,  NONE, "integer add then min/max"),
    R("VIMNMX",   INT,    1, ONE,  NONE, "integer min/max (sm_90)"),
    R("VIMNMX3",  INT,    1, ONE,  NONE, "three-input integer min/max"),
    R("VOTE",     WARP,   2, ONE,  NONE, "warp vote / ballot"),
    R("VOTEU",    WARP,   2, ONE,  NONE, "warp vote into a uniform register"),
    R("WARPSYNC", SYNC,   0, ONE,  NONE, "synchronise lanes of a warp"),
    R("YIELD",    CTRL,   0, ONE,  NONE, "yield the scheduler"),
};
#undef R

static const char *const cat_names[SCAT_COUNT] = {
    "integer", "float", "double", "half", "conversion", "move", "predicate",
    "memory", "atomic", "control", "sync", "warp", "special register",
    "uniform", "misc",
};

const char *sass_cat_name(unsigned cat)
{
    return cat < SCAT_COUNT ? cat_names[cat] : "?";
}

/* Lookup by name: an open-addressing hash of the rows, built on first use
 * (the parser looks up every instruction's opcode; a binary search of
 * string compares cost several times more).  Built once, then only read
 * (warpscope runs its analyses on one thread). */
#define OPHASH_SIZE 512     /* a power of two, over twice the rows */

static uint32_t ophash(const char *p, size_t n)
{
    uint32_t h = 2166136261u;       /* FNV-1a */
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)p[i]) * 16777619u;
    return h & (OPHASH_SIZE - 1);
}

/* Each slot's name length, so that a probe compares the text only when the
 * lengths agree (most probes then end without touching the name). */
static uint8_t ophash_len[OPHASH_SIZE];

static const struct sass_opinfo *ophash_slot[OPHASH_SIZE];
static pthread_once_t ophash_once = PTHREAD_ONCE_INIT;

static void ophash_build(void)
{
    _Static_assert(2 * sizeof sass_ops / sizeof sass_ops[0] < OPHASH_SIZE, "grow OPHASH_SIZE");
    for (size_t i = 0; i < sizeof sass_ops / sizeof sass_ops[0]; i++) {
        size_t n = strlen(sass_ops[i].name);
        uint32_t j = ophash(sass_ops[i].name, n);
        while (ophash_slot[j])
            j = (j + 1) & (OPHASH_SIZE - 1);
        ophash_slot[j] = &sass_ops[i];
        ophash_len[j] = (uint8_t)n;
    }
}

/* Built once, on first use, by whichever thread comes first. */
static const struct sass_opinfo *const *ophash_table(void)
{
    pthread_once(&ophash_once, ophash_build);
    return ophash_slot;
}

const struct sass_opinfo *sass_opinfo_find_n(const char *name, size_t n)
{
    const struct sass_opinfo *const *slot = ophash_table();
    for (uint32_t j = ophash(name, n); slot[j]; j = (j + 1) & (OPHASH_SIZE - 1)) {
        if (ophash_len[j] != n)
            continue;
        /* opcodes are a few letters: a loop beats a call to memcmp */
        const char *a = slot[j]->name;
        size_t i = 0;
        while (i < n && a[i] == name[i])
            i++;
        if (i == n)
            return slot[j];
    }
    return NULL;
}

const struct sass_opinfo *sass_opinfo_find(const char *name)
{
    return sass_opinfo_find_n(name, strlen(name));
}

size_t sass_opinfo_count(void) { return sizeof sass_ops / sizeof sass_ops[0]; }

const struct sass_opinfo *sass_opinfo_at(size_t i)
{
    return i < sass_opinfo_count() ? &sass_ops[i] : NULL;
}

int sass_has_mod(const struct sass_insn *in, const char *mod)
{
    /* modifiers are short: compare in place rather than call strcmp */
    for (unsigned i = 0; i < in->nmods; i++) {
        const char *a = in->mods[i], *b = mod;
        while (*a && *a == *b)
            a++, b++;
        if (*a == *b)
            return 1;
    }
    return 0;
}

/* ---- widths ----------------------------------------------------------- */

static int is_regop(const struct sass_operand *o)
{
    return o->kind == SOP_REG || o->kind == SOP_UREG;
}

/* Width in registers of a memory access from its size modifier. */
static int size_width(const struct sass_insn *in)
{
    if (sass_has_mod(in, "128"))
        return 4;
    if (sass_has_mod(in, "64"))
        return 2;
    return 1;
}

/* 64-bit atomics say .64, or name a 64-bit type (.S64, .U64, .F64) */
static int atom_is64(const struct sass_insn *in)
{
    return sass_has_mod(in, "64") || sass_has_mod(in, "S64") || sass_has_mod(in, "U64") ||
           sass_has_mod(in, "F64");
}

static int type_is64(const char *m)
{
    return !strcmp(m, "F64") || !strcmp(m, "S64") || !strcmp(m, "U64");
}

static int type_isfloat(const char *m)
{
    return m[0] == 'F' && (m[1] == '1' || m[1] == '3' || m[1] == '6');
}

static int type_isint(const char *m)
{
    return (m[0] == 'S' || m[0] == 'U') && (m[1] == '8' || m[1] == '1' || m[1] == '3' || m[1] == '6');
}

/* Conversion widths: F2F/I2I name destination then source type; F2I names
 * an integer destination and a float source; I2F the reverse. */
static void cvt_widths(const struct sass_insn *in, int *dw, int *sw)
{
    int first = -1, second = -1;    /* 64-ness of the type modifiers seen */
    int fl = -1, it = -1;           /* 64-ness of float / int types */
    for (unsigned i = 0; i < in->nmods; i++) {
        const char *m = in->mods[i];
        if (!type_isfloat(m) && !type_isint(m))
            continue;
        int w = type_is64(m);
        if (first < 0) first = w; else if (second < 0) second = w;
        if (type_isfloat(m)) fl = w; else it = w;
    }
    *dw = *sw = 1;
    if (sass_opcode_is(in, "F2I")) {
        *dw = it > 0 ? 2 : 1;
        *sw = fl > 0 ? 2 : 1;
    } else if (sass_opcode_is(in, "I2F")) {
        *dw = fl > 0 ? 2 : 1;
        *sw = it > 0 ? 2 : 1;
    } else {    /* F2F, I2I, FRND: one type means both */
        *dw = first > 0 ? 2 : 1;
        *sw = second >= 0 ? (second > 0 ? 2 : 1) : *dw;
    }
}

static void set_width(struct sass_operand *o, int w)
{
    if (is_regop(o))
        o->width = (uint8_t)w;
}

/* Width every operand starts from: 1 for what names registers, else 0
 * (the widths of SW_ONE rows: sass_assign_access() sets them itself). */
static const uint8_t kind_width[SOP_OTHER + 1] = {
    [SOP_REG] = 1, [SOP_UREG] = 1, [SOP_PRED] = 1, [SOP_UPRED] = 1, [SOP_BAR] = 1,
    [SOP_MEM] = 1,
};

void sass_tex_shape(const struct sass_insn *in, struct sass_tex *t)
{
    memset(t, 0, sizeof *t);
    t->dim_op = t->ur_op = t->slot = t->rb_op = -1;
    t->mask = 0xf;
    for (unsigned i = 3; i < in->nops; i++) {
        const struct sass_operand *o = &in->ops[i];
        if (o->kind != SOP_OTHER || !o->text)
            continue;
        static const struct { const char *s; int dims, layered, cube; } d[] = {
            { "1D", 1, 0, 0 }, { "2D", 2, 0, 0 }, { "3D", 3, 0, 0 }, { "CUBE", 3, 0, 1 },
            { "ARRAY_1D", 1, 1, 0 }, { "ARRAY_2D", 2, 1, 0 }, { "ARRAY_CUBE", 3, 1, 1 },
        };
        for (size_t k = 0; k < sizeof d / sizeof d[0]; k++)
            if (!strcmp(o->text, d[k].s)) {
                t->dim_op = (int)i;
                t->dims = d[k].dims;
                t->layered = d[k].layered;
                t->cube = d[k].cube;
            }
        break;
    }
    /* Rd2, Rd, Ra[, Rb], then URh, 0x0 or 0x0, SLOT, then DIM */
    if (t->dim_op < 5)
        return;
    if (t->dim_op + 1 < in->nops) {
        const struct sass_operand *m = &in->ops[t->dim_op + 1];
        if (m->kind != SOP_IMM || t->dim_op + 2 != in->nops || m->u.imm < 1 || m->u.imm > 15)
            return;
        t->mask = (unsigned)m->u.imm;
    }
    t->ncomp = __builtin_popcount(t->mask);
    t->ncoord = t->dims + t->layered;
    const struct sass_operand *a = &in->ops[t->dim_op - 2], *b = &in->ops[t->dim_op - 1];
    int nreg = t->dim_op - 2;
    if (a->kind == SOP_UREG && b->kind == SOP_IMM)
        t->ur_op = t->dim_op - 2;
    else if (a->kind == SOP_IMM && a->u.imm == 0 && b->kind == SOP_IMM && b->u.imm >= 0 &&
             b->u.imm < 0x4000)
        t->slot = (int)b->u.imm;
    else
        return;
    if (nreg != 3 && nreg != 4)
        return;
    for (int k = 0; k < nreg; k++)
        if (in->ops[k].kind != SOP_REG)
            return;
    int lod = sass_has_mod(in, "LL");
    if (t->ur_op >= 0) {        /* every coordinate in Ra, the level of detail in Rb */
        t->ra_n = t->ncoord;
        t->rb_n = lod;
    } else {                    /* the words split: Ra the first half (rounded up), Rb the rest */
        int n = t->ncoord + lod;
        t->ra_n = (n + 1) / 2;
        t->rb_n = n - t->ra_n;
    }
    if (t->rb_n && nreg != 4)
        return;
    if (!t->rb_n && nreg == 4 && in->ops[3].reg != SASS_RZ)
        return;                 /* an Rb this shape does not explain (a bias, a depth reference) */
    t->rb_op = nreg == 4 ? 3 : -1;
    t->ok = 1;
}

int sass_surf_dims(const struct sass_insn *in)
{
    int layered = sass_has_mod(in, "ARRAY_1D") || sass_has_mod(in, "ARRAY_2D");
    if (sass_has_mod(in, "1D") || sass_has_mod(in, "ARRAY_1D")) return 1 + layered;
    if (sass_has_mod(in, "2D") || sass_has_mod(in, "ARRAY_2D")) return 2 + layered;
    if (sass_has_mod(in, "3D")) return 3;
    return 0;
}

static void apply_tex_widths(struct sass_insn *in)
{
    struct sass_tex t;
    sass_tex_shape(in, &t);
    if (!t.ok)
        return;
    set_width(&in->ops[1], t.ncomp > 1 ? 2 : 1);
    set_width(&in->ops[0], t.ncomp > 3 ? 2 : 1);
    if (t.ncomp <= 2)       /* nothing goes to Rd2 (nvdisasm prints RZ there) */
        in->ops[0].access = SACC_NONE;
    set_width(&in->ops[2], t.ra_n);
    if (t.rb_op >= 0 && t.rb_n)
        set_width(&in->ops[t.rb_op], t.rb_n);
    else if (t.rb_op >= 0)
        in->ops[t.rb_op].access = SACC_NONE;
    if (t.ur_op >= 0)       /* the handle is read as a pair (UMOV URh+1, URZ before it) */
        set_width(&in->ops[t.ur_op], 2);
}

static void apply_widths(struct sass_insn *in, int ndst)
{
    const struct sass_opinfo *oi = in->info;
    /* what the row's rule reads from the modifiers, read once */
    int wide = 0, size = 1, atom64 = 0, dw = 1, sw = 1, cs2r32 = 0, mov64 = 0;
    switch (oi->width) {
    case SW_WIDE:  wide = sass_has_mod(in, "WIDE") ? 1 : sass_has_mod(in, "HI") ? 2 : 0; break;
    case SW_CVT:   cvt_widths(in, &dw, &sw); break;
    case SW_LD:
    case SW_ST:    size = size_width(in); break;
    case SW_TEX:   break;
    case SW_ATOM:  atom64 = atom_is64(in); break;
    case SW_CS2R:  cs2r32 = sass_has_mod(in, "32"); break;
    case SW_MOV64: mov64 = sass_has_mod(in, "64"); break;
    default:       break;
    }
    int nsrc_seen = 0;
    for (unsigned i = 0; i < in->nops; i++) {
        struct sass_operand *o = &in->ops[i];
        o->width = (o->kind == SOP_MEM || is_regop(o) || o->kind == SOP_PRED ||
                    o->kind == SOP_UPRED || o->kind == SOP_BAR) ? 1 : 0;
        int isdst = (int)i < ndst;
        switch (oi->width) {
        case SW_WIDE:
            /* .WIDE: 64-bit result and addend; .HI: the addend alone is the
             * 64-bit pair c:c+1 (the high half of .WIDE's accumulate) */
            if (wide && is_regop(o)) {
                if (isdst && wide == 1) set_width(o, 2);
                else if (!isdst && nsrc_seen == 2) set_width(o, 2);
            }
            break;
        case SW_DBL:
            set_width(o, 2);
            break;
        case SW_CVT:
            set_width(o, isdst ? dw : sw);
            break;
        case SW_LD:
            if (isdst) set_width(o, size);
            break;
        case SW_ST:
        case SW_ATOM:
            if (!isdst && o->kind != SOP_MEM && is_regop(o))
                set_width(o, oi->width == SW_ST ? size : (atom64 ? 2 : 1));
            else if (isdst && oi->width == SW_ATOM && is_regop(o))
                set_width(o, atom64 ? 2 : 1);
            break;
        case SW_CS2R:
            if (isdst) set_width(o, cs2r32 ? 1 : 2);
            break;
        case SW_MOV64:
            if (mov64) set_width(o, 2);
            break;
        case SW_SURF:   /* SULD's destination, SUST's data: the access's size */
            if (o->kind != SOP_MEM && is_regop(o) && (isdst || i == 1))
                set_width(o, size_width(in));
            break;
        default:
            break;
        }
        if (!isdst && (is_regop(o) || o->kind == SOP_IMM || o->kind == SOP_FIMM ||
                       o->kind == SOP_CBANK))
            nsrc_seen++;
    }
    /* LEPC writes the 64-bit program counter (LEPC R14 ... IADD3.X ..., R15:
     * nvdisasm -plr counts R15 written there, NVIDIA's simpleAssert) */
    if (sass_opcode_is(in, "LEPC") && in->nops >= 1 && in->ops[0].kind == SOP_REG)
        set_width(&in->ops[0], 2);
}

static int count_dsts(const struct sass_insn *in)
{
    int nd = in->info->ndst;
    /* VOTE.ANY R5, PT, P1 and VOTE.ALL P1, P0: the last operand is the
     * predicate voted on, everything before it is written. */
    if (in->info->cat == SCAT_WARP && !strncmp(in->opcode, "VOTE", 4))
        return in->nops > 0 ? in->nops - 1 : 0;
    /* MATCH.ALL Pd, Rd, Ra writes the predicate and the mask */
    if (in->info->cat == SCAT_WARP && sass_opcode_is(in, "MATCH") && in->nops == 3 && in->ops[0].kind == SOP_PRED)
        return 2;
    if (nd != SNDST_PREDS)
        return nd < in->nops ? nd : in->nops;
    if (in->nops == 0)
        return 0;
    int n = 1;
    while (n < in->nops && (in->ops[n].kind == SOP_PRED || in->ops[n].kind == SOP_UPRED) &&
           !(in->ops[n].flags & SOF_NOT))
        n++;
    /* ISETP P0, PT, R1, R2, PT: the trailing combining predicate is a source
     * even though it follows a run of predicates when the compare has none. */
    if (n == in->nops && n > 2)
        n = 2;
    /* LOP3.LUT P0, R2, ...: a predicate destination comes before the register */
    if ((in->ops[0].kind == SOP_PRED || in->ops[0].kind == SOP_UPRED) &&
        n == 1 && in->nops > 1 && is_regop(&in->ops[1]) &&
        (in->info->cat == SCAT_INT || in->info->cat == SCAT_UNIFORM) &&
        in->info->width == SW_ONE)
        n = 2;
    return n;
}

/* The access of operand o of a known opcode, isdst when among the leading
 * operands the row writes. */
static inline uint8_t access_of(const struct sass_operand *o, int isdst)
{
    if (o->kind <= SOP_PR)      /* the register kinds come first */
        return isdst ? SACC_W : SACC_R;
    switch (o->kind) {
    case SOP_MEM:
        return o->u.mem.reg >= 0 || o->u.mem.ureg >= 0 || o->u.mem.desc >= 0 ? SACC_R : SACC_NONE;
    case SOP_CBANK:
        return o->u.cb.reg >= 0 || o->u.cb.bank_ureg >= 0 ? SACC_R : SACC_NONE;
    default:
        return SACC_NONE;
    }
}

void sass_assign_access(struct sass_insn *in)
{
    /* the parser points a known opcode at its row's name: no lookup then */
    if (!in->info || in->info->name != in->opcode)
        in->info = sass_opinfo_find(in->opcode);
    in->unknown = in->info == NULL;
    if (!in->info) {
        for (unsigned i = 0; i < in->nops; i++) {
            struct sass_operand *o = &in->ops[i];
            o->access = (o->kind <= SOP_PR || o->kind == SOP_MEM || o->kind == SOP_CBANK)
                        ? SACC_UNKNOWN : SACC_NONE;
            o->width = 1;
        }
        return;
    }
    int ndst = count_dsts(in);
    if (in->info->width == SW_ONE) {
        /* most rows: the start widths, set in the same walk as the access */
        for (unsigned i = 0; i < in->nops; i++) {
            struct sass_operand *o = &in->ops[i];
            o->width = o->kind <= SOP_OTHER ? kind_width[o->kind] : 0;
            o->access = access_of(o, (int)i < ndst);
        }
        /* CALL.ABS jumps to the 64-bit address in its register pair (nvdisasm
         * -plr counts both registers live up to it: simplePrintf, simpleAssert) */
        if (in->nops > 0 && in->ops[0].kind == SOP_REG && sass_opcode_is(in, "CALL") &&
            sass_has_mod(in, "ABS"))
            set_width(&in->ops[0], 2);
        /* R2P PR, R7, 0x7e writes P1..P6, one bit field of the predicate
         * register: nvdisasm -plr keeps every predicate it writes live
         * above it, as if read (segmentationTreeThrust's cub radix sort:
         * seven predicates live from one R2P back to the previous one). */
        if (in->nops > 0 && in->ops[0].kind == SOP_PR && in->ops[0].access == SACC_W &&
            sass_opcode_is(in, "R2P"))
            in->ops[0].access = SACC_RW;
        /* mbarriers: SYNCS.EXCH.64 exchanges the 64-bit barrier word (old word
         * out, new word in); SYNCS.ARRIVE.TRANS64 returns the 64-bit state
         * (simpleAWBarrier sm_90: R8 from the arrive, R9 read by the phase
         * test) */
        if (sass_opcode_is(in, "SYNCS") && in->nops >= 3 && sass_has_mod(in, "EXCH") &&
            sass_has_mod(in, "64")) {
            set_width(&in->ops[0], 2);
            set_width(&in->ops[2], 2);
        }
        if (sass_opcode_is(in, "SYNCS") && in->nops >= 1 && sass_has_mod(in, "ARRIVE") &&
            sass_has_mod(in, "TRANS64"))
            set_width(&in->ops[0], 2);
        return;
    }
    apply_widths(in, ndst);
    for (unsigned i = 0; i < in->nops; i++)
        in->ops[i].access = access_of(&in->ops[i], (int)i < ndst);
    if (in->info->width == SW_TEX)
        apply_tex_widths(in);
    /* BSSY writes its barrier; BREAK and BSYNC read it. Atomics' predicate
     * destination is written. */
}
