/* sass_emu_ops.c - what each SASS opcode does: one helper per opcode family,
 * one table from opcode to helper (semu_op_find).  A helper runs its
 * instruction for the threads of c->exec; uniform instructions (UIADD3,
 * ULDC ...) share their vector form's helper and run once for the warp.
 *
 * Conventions (checked against the H200 recordings of the samples): an
 * operand's ~ is a bitwise not, - a two's complement negation for integers
 * and a sign flip for floats, |x| an absolute value; IADD3's carry-outs
 * hold the carries of the whole sum (P0: at least one, P1: two), so that
 * IADD3.X adding them back gives the high word of a 64-bit sum; IMAD.HI's
 * addend is the register pair {Rc+1:Rc} (ISA-NOTES); the first of two half
 * immediates is the high half. */
#include "sass_emu_int.h"
#include "emu_float.h"
#include "sass/sass_opcodes.h"
#include "xlate/xlate.h"

#include <fenv.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "emu_image.h"
#include "emu_float.h"
#include "sass/sass_opcodes.h"

#define EACH(c, t) for (unsigned t = 0; t < SEMU_WARP; t++) if (((c)->exec >> t) & 1)

/* ---- operands ---- */

static int is_r(const struct sass_operand *o) { return o->kind == SOP_REG || o->kind == SOP_UREG; }
static int is_p(const struct sass_operand *o) { return o->kind == SOP_PRED || o->kind == SOP_UPRED; }

static uint32_t reg_read(struct semu_ctx *c, unsigned t, const struct sass_operand *o, int k)
{
    if (o->kind == SOP_UREG)
        return o->reg + k >= SASS_URZ ? 0 : c->w->ur[o->reg + k];
    return o->reg + k >= SASS_RZ ? 0 : c->w->t[t].r[o->reg + k];
}

/* Word k (0 low, 1 high) of operand i before its modifiers. */
static uint32_t raw_k(struct semu_ctx *c, unsigned t, int i, int k, int dbl)
{
    const struct sass_operand *o = &c->in->ops[i];
    switch (o->kind) {
    case SOP_REG: case SOP_UREG:
        return reg_read(c, t, o, k);
    case SOP_IMM:
        return k ? (uint32_t)((uint64_t)o->u.imm >> 32) : (uint32_t)o->u.imm;
    case SOP_FIMM:
        if (dbl)
            return (uint32_t)(emu_db(o->u.fimm) >> (32 * k));
        return k ? 0 : emu_fb((float)o->u.fimm);
    case SOP_CBANK: {
        int64_t off = o->u.cb.offset + 4 * k;
        if (o->u.cb.reg >= 0)
            off += (int32_t)(o->u.cb.reg_is_ureg ? (o->u.cb.reg >= SASS_URZ ? 0 : c->w->ur[o->u.cb.reg])
                                                 : c->w->t[t].r[o->u.cb.reg]);
        int bank = o->u.cb.bank >= 0 ? o->u.cb.bank : (int)c->w->ur[o->u.cb.bank_ureg];
        return semu_cbank_read(c, bank, off);
    }
    case SOP_SREG:
        return semu_sreg(c, t, o->u.sreg);
    default:
        return 0;
    }
}

/* A 32-bit source with ~ applied (integer instructions apply - themselves). */
static uint32_t src(struct semu_ctx *c, unsigned t, int i)
{
    uint32_t v = raw_k(c, t, i, 0, 0);
    return (c->in->ops[i].flags & SOF_INV) ? ~v : v;
}

/* An integer source with ~ and - applied. */
static uint32_t srci(struct semu_ctx *c, unsigned t, int i)
{
    uint32_t v = src(c, t, i);
    return (c->in->ops[i].flags & SOF_NEG) ? (uint32_t)-v : v;
}

static uint64_t src64(struct semu_ctx *c, unsigned t, int i)
{
    uint64_t v = raw_k(c, t, i, 0, 1) | (uint64_t)raw_k(c, t, i, 1, 1) << 32;
    return (c->in->ops[i].flags & SOF_INV) ? ~v : v;
}

static int ftz_mod(const struct sass_insn *in) { return sass_has_mod(in, "FTZ"); }

static float flush(float f, int ftz)
{
    return ftz && fpclassify(f) == FP_SUBNORMAL ? copysignf(0.0f, f) : f;
}

/* A decimal integer immediate of a float instruction is a value (FADD R6,
 * R2, 1 adds 1.0); a hexadecimal one is the bits. */
static int imm_is_value(const struct sass_operand *o)
{
    const char *t = o->text + (o->text[0] == '-');
    return o->kind == SOP_IMM && !(t[0] == '0' && (t[1] == 'x' || t[1] == 'X'));
}

/* A float source with |x| and - applied (and flushed under .FTZ). */
static float srcf(struct semu_ctx *c, unsigned t, int i)
{
    const struct sass_operand *o = &c->in->ops[i];
    float f = imm_is_value(o) ? (float)o->u.imm : emu_f(raw_k(c, t, i, 0, 0));
    if (o->flags & SOF_ABS) f = fabsf(f);
    if (o->flags & SOF_NEG) f = -f;
    return flush(f, ftz_mod(c->in));
}

static double srcd(struct semu_ctx *c, unsigned t, int i)
{
    const struct sass_operand *o = &c->in->ops[i];
    double d = imm_is_value(o) ? (double)o->u.imm : emu_d(raw_k(c, t, i, 0, 1) | (uint64_t)raw_k(c, t, i, 1, 1) << 32);
    if (o->flags & SOF_ABS) d = fabs(d);
    if (o->flags & SOF_NEG) d = -d;
    return d;
}

static int pred(struct semu_ctx *c, unsigned t, int i)
{
    const struct sass_operand *o = &c->in->ops[i];
    int v;
    if (o->kind == SOP_PRED)
        v = o->reg == SASS_PT ? 1 : (c->w->t[t].p >> o->reg) & 1;
    else if (o->kind == SOP_UPRED)
        v = o->reg == SASS_PT ? 1 : (c->w->up >> o->reg) & 1;
    else
        v = src(c, t, i) != 0;
    return (o->flags & SOF_NOT) ? !v : v;
}

static void wr_k(struct semu_ctx *c, unsigned t, int i, int k, uint32_t v)
{
    const struct sass_operand *o = &c->in->ops[i];
    if (o->kind == SOP_REG && o->reg + k < SASS_RZ)
        c->w->t[t].r[o->reg + k] = v;
    else if (o->kind == SOP_UREG && o->reg + k < SASS_URZ)
        c->w->ur[o->reg + k] = v;
}
static void wr(struct semu_ctx *c, unsigned t, int i, uint32_t v) { wr_k(c, t, i, 0, v); }
static void wr64(struct semu_ctx *c, unsigned t, int i, uint64_t v)
{
    wr_k(c, t, i, 0, (uint32_t)v);
    wr_k(c, t, i, 1, (uint32_t)(v >> 32));
}

static void wrp(struct semu_ctx *c, unsigned t, int i, int v)
{
    const struct sass_operand *o = &c->in->ops[i];
    if (o->reg == SASS_PT)
        return;
    uint8_t *bits = o->kind == SOP_UPRED ? &c->w->up : o->kind == SOP_PRED ? &c->w->t[t].p : NULL;
    if (bits)
        *bits = (uint8_t)((*bits & ~(1u << o->reg)) | ((v ? 1u : 0u) << o->reg));
}

static int mod(const struct semu_ctx *c, const char *m) { return sass_has_mod(c->in, m); }

/* index of the first operand after the destination(s) that is not a predicate */
static int first_src(const struct sass_insn *in, int from)
{
    while (from < in->nops && is_p(&in->ops[from]))
        from++;
    return from;
}

/* ---- integer ---- */

static int op_imad(struct semu_ctx *c)
{
    int hi = mod(c, "HI"), wide = mod(c, "WIDE"), u = mod(c, "U32"), x = mod(c, "X");
    const struct sass_insn *in = c->in;
    EACH(c, t) {
        uint32_t a = srci(c, t, 1), b = srci(c, t, 2);
        int64_t pa = u ? (int64_t)a : (int64_t)(int32_t)a, pb = u ? (int64_t)b : (int64_t)(int32_t)b;
        uint64_t prod = (uint64_t)pa * (uint64_t)pb;
        if (wide) {
            wr64(c, t, 0, prod + src64(c, t, 3));
        } else if (hi) {
            uint64_t add = src(c, t, 3) | (uint64_t)(is_r(&in->ops[3]) ? raw_k(c, t, 3, 1, 0) : 0) << 32;
            if (u) {
                unsigned __int128 r = (unsigned __int128)a * b + add;
                wr(c, t, 0, (uint32_t)(r >> 32));
            } else {
                __int128 r = (__int128)(int32_t)a * (int32_t)b + (__int128)add;
                wr(c, t, 0, (uint32_t)((unsigned __int128)r >> 32));
            }
        } else {
            uint32_t cin = x && in->nops > 4 ? (uint32_t)pred(c, t, 4) : 0;
            wr(c, t, 0, (uint32_t)prod + srci(c, t, 3) + cin);
        }
    }
    return 0;
}

static int op_iadd3(struct semu_ctx *c)
{
    const struct sass_insn *in = c->in;
    int s = first_src(in, 1), x = mod(c, "X");
    EACH(c, t) {
        uint64_t sum = 0;
        for (int k = 0; k < 3 && s + k < in->nops; k++) {
            const struct sass_operand *o = &in->ops[s + k];
            uint32_t v = src(c, t, s + k);
            /* -x as ~x + 1 keeps the borrow: a - b carries out when a >= b */
            sum += (o->flags & SOF_NEG) ? (uint64_t)(uint32_t)~v + 1 : v;
        }
        for (int k = s + 3; x && k < in->nops; k++)
            sum += (uint64_t)pred(c, t, k);
        wr(c, t, 0, (uint32_t)sum);
        uint32_t carry = (uint32_t)(sum >> 32);
        if (s > 1) wrp(c, t, 1, carry >= 1);
        if (s > 2) wrp(c, t, 2, carry >= 2);
    }
    return 0;
}

static int op_viadd(struct semu_ctx *c)
{
    EACH(c, t) wr(c, t, 0, srci(c, t, 1) + srci(c, t, 2));
    return 0;
}

static int op_lea(struct semu_ctx *c)
{
    const struct sass_insn *in = c->in;
    int s = first_src(in, 1), hi = mod(c, "HI"), sx = mod(c, "SX32"), x = mod(c, "X");
    int sh = s + (hi && !sx ? 3 : 2);
    EACH(c, t) {
        uint32_t a = srci(c, t, s), b = srci(c, t, s + 1), n = src(c, t, sh) & 63;
        uint32_t v;
        if (hi) {
            uint32_t h = sx ? ((int32_t)a < 0 ? 0xffffffffu : 0) : src(c, t, s + 2);
            uint64_t w = (uint64_t)h << 32 | a;
            v = n ? (uint32_t)(w >> (32 - (n > 32 ? 32 : n))) : h;
        } else {
            v = (uint32_t)((uint64_t)a << n);
        }
        uint64_t sum = (uint64_t)v + b + (x && sh + 1 < in->nops ? (uint64_t)pred(c, t, sh + 1) : 0);
        wr(c, t, 0, (uint32_t)sum);
        if (s > 1)
            wrp(c, t, 1, (int)(sum >> 32));
    }
    return 0;
}

static int op_shf(struct semu_ctx *c)
{
    int left = mod(c, "L"), w = mod(c, "W"), hi = mod(c, "HI");
    int is64 = mod(c, "U64") || mod(c, "S64"), sgn = mod(c, "S32") || mod(c, "S64");
    EACH(c, t) {
        uint32_t lo = src(c, t, 1), n = src(c, t, 2), hw = src(c, t, 3);
        uint64_t v = (uint64_t)hw << 32 | lo;
        unsigned lim = is64 ? 64 : 32;
        n = w ? n & (lim - 1) : (n > lim ? lim : n);
        uint64_t r;
        if (left)
            r = n >= 64 ? 0 : v << n;
        else if (sgn)
            r = (uint64_t)((int64_t)v >> (n >= 64 ? 63 : n));
        else
            r = n >= 64 ? 0 : v >> n;
        wr(c, t, 0, hi ? (uint32_t)(r >> 32) : (uint32_t)r);
    }
    return 0;
}

static uint32_t lut3(unsigned lut, uint32_t a, uint32_t b, uint32_t d)
{
    uint32_t r = 0;
    for (int k = 0; k < 8; k++)
        if ((lut >> k) & 1)
            r |= ((k & 4) ? a : ~a) & ((k & 2) ? b : ~b) & ((k & 1) ? d : ~d);
    return r;
}

static int op_lop3(struct semu_ctx *c)
{
    const struct sass_insn *in = c->in;
    int pd = -1, rd = 0, s = 1;
    if (is_p(&in->ops[0])) { pd = 0; rd = 1; s = 2; }
    else if (is_p(&in->ops[1])) { pd = 1; s = 2; }
    int two = mod(c, "AND") || mod(c, "OR") || mod(c, "XOR");
    EACH(c, t) {
        uint32_t r;
        if (two) {  /* LOP.AND/OR/XOR a, b (the older two-source form) */
            uint32_t a = src(c, t, s), b = src(c, t, s + 1);
            r = mod(c, "AND") ? a & b : mod(c, "OR") ? a | b : a ^ b;
        } else {
            r = lut3(src(c, t, s + 3) & 0xff, src(c, t, s), src(c, t, s + 1), src(c, t, s + 2));
        }
        wr(c, t, rd, r);
        if (pd >= 0)
            wrp(c, t, pd, r != 0);
    }
    return 0;
}

static int op_plop3(struct semu_ctx *c)
{
    EACH(c, t) {
        uint32_t a = pred(c, t, 2) ? 1 : 0, b = pred(c, t, 3) ? 1 : 0, d = pred(c, t, 4) ? 1 : 0;
        wrp(c, t, 0, lut3(src(c, t, 5) & 0xff, a, b, d) & 1);
        if (c->in->nops > 6)
            wrp(c, t, 1, lut3(src(c, t, 6) & 0xff, a, b, d) & 1);
    }
    return 0;
}

static int cmp_int(const char *m, int64_t a, int64_t b)
{
    if (!strcmp(m, "LT")) return a < b;
    if (!strcmp(m, "LE")) return a <= b;
    if (!strcmp(m, "GT")) return a > b;
    if (!strcmp(m, "GE")) return a >= b;
    if (!strcmp(m, "EQ")) return a == b;
    if (!strcmp(m, "NE")) return a != b;
    if (!strcmp(m, "T")) return 1;
    return 0;
}

static int cmp_float(const char *m, double a, double b)
{
    int un = isnan(a) || isnan(b);
    size_t n = strlen(m);
    int u = n == 3 && m[2] == 'U';
    if (!strcmp(m, "NUM")) return !un;
    if (!strcmp(m, "NAN")) return un;
    if (un) return u;
    char base[3] = { m[0], m[1], 0 };
    return cmp_int(base, a < b ? -1 : a > b ? 1 : 0, 0);
}

static int combine(const struct sass_insn *in, int r, int p)
{
    if (sass_has_mod(in, "OR")) return r || p;
    if (sass_has_mod(in, "XOR")) return r != p;
    return r && p;
}

static const char *cmp_mod(const struct sass_insn *in)
{
    static const char *const names[] = { "LT", "LE", "GT", "GE", "EQ", "NE", "LTU", "LEU", "GTU", "GEU", "EQU",
                                         "NEU", "NUM", "NAN", "T", "F" };
    for (size_t i = 0; i < in->nmods; i++)
        for (size_t k = 0; k < sizeof names / sizeof *names; k++)
            if (!strcmp(in->mods[i], names[k]))
                return names[k];
    return "F";
}

static int op_isetp(struct semu_ctx *c)
{
    const char *m = cmp_mod(c->in);
    int u = mod(c, "U32"), ex = mod(c, "EX");
    EACH(c, t) {
        uint32_t a = src(c, t, 2), b = src(c, t, 3);
        int r = u ? cmp_int(m, a, b) : cmp_int(m, (int32_t)a, (int32_t)b);
        if (ex) /* high words of a 64-bit compare: equal high words defer to the low words' result */
            r = a == b && c->in->nops > 5 ? pred(c, t, 5) : r;
        int p = pred(c, t, 4);
        wrp(c, t, 0, combine(c->in, r, p));
        wrp(c, t, 1, combine(c->in, !r, p));
    }
    return 0;
}

/* DSETP.MIN|MAX.AND Psel, Pnan, a, b, PT (fmin/fmax on doubles): Psel where
 * the result is a (its bits, a NaN quieted), Pnan where the result is NaN
 * (both are); the result is the number when one is NaN, -0 below +0. */
static uint64_t d_quiet(uint64_t v)
{
    return (v & 0x7ff0000000000000ull) == 0x7ff0000000000000ull && (v & 0xfffffffffffffull)
               ? v | 0x8000000000000ull : v;
}

static int op_dsetp_mnmx(struct semu_ctx *c)
{
    int mx = mod(c, "MAX");
    EACH(c, t) {
        double a = srcd(c, t, 2), b = srcd(c, t, 3);
        uint64_t ua, ub, ur;
        memcpy(&ua, &a, 8);
        memcpy(&ub, &b, 8);
        ua = d_quiet(ua);
        ub = d_quiet(ub);
        if (isnan(a)) ur = isnan(b) ? ua : ub;
        else if (isnan(b)) ur = ua;
        else if (a == b) ur = (mx ? (ua >> 63) & (ub >> 63) : (ua >> 63) | (ub >> 63)) ? ua | ub : ua & ub;
        else ur = (mx ? a > b : a < b) ? ua : ub;
        int p = pred(c, t, 4);
        wrp(c, t, 0, ur == ua && p);
        wrp(c, t, 1, isnan(a) && isnan(b) && p);
    }
    return 0;
}

static int op_fsetp(struct semu_ctx *c)
{
    const char *m = cmp_mod(c->in);
    int dbl = !strcmp(c->in->opcode, "DSETP");
    if (dbl && (mod(c, "MIN") || mod(c, "MAX")))
        return op_dsetp_mnmx(c);
    EACH(c, t) {
        double a = dbl ? srcd(c, t, 2) : srcf(c, t, 2), b = dbl ? srcd(c, t, 3) : srcf(c, t, 3);
        int r = cmp_float(m, a, b), p = pred(c, t, 4);
        wrp(c, t, 0, combine(c->in, r, p));
        wrp(c, t, 1, combine(c->in, !r, p));
    }
    return 0;
}

static int op_sel(struct semu_ctx *c)
{
    EACH(c, t) wr(c, t, 0, pred(c, t, 3) ? src(c, t, 1) : src(c, t, 2));
    return 0;
}

static int op_imnmx(struct semu_ctx *c)
{
    int u = mod(c, "U32");
    EACH(c, t) {
        uint32_t a = src(c, t, 1), b = src(c, t, 2);
        int lt = u ? a < b : (int32_t)a < (int32_t)b;
        int mn = c->in->nops > 3 ? pred(c, t, 3) : 1;
        wr(c, t, 0, mn == lt ? a : b);
    }
    return 0;
}

/* VIADDMNMX[.U32] Rd, a, b, c, P (sm_90): min (P) or max (!P) of a + b and c */
static int op_viaddmnmx(struct semu_ctx *c)
{
    int u = mod(c, "U32");
    if (c->in->nops < 5)
        return semu_fail(c, WS_EUNSUPPORTED, "VIADDMNMX of another form");
    EACH(c, t) {
        uint32_t a = srci(c, t, 1) + srci(c, t, 2), b = srci(c, t, 3);
        int lt = u ? a < b : (int32_t)a < (int32_t)b;
        wr(c, t, 0, pred(c, t, 4) == lt ? a : b);
    }
    return 0;
}

static int op_iabs(struct semu_ctx *c)
{
    EACH(c, t) { int32_t a = (int32_t)src(c, t, 1); wr(c, t, 0, a < 0 ? (uint32_t)-(uint32_t)a : (uint32_t)a); }
    return 0;
}

static int op_popc(struct semu_ctx *c)
{
    EACH(c, t) wr(c, t, 0, (uint32_t)__builtin_popcount(src(c, t, 1)));
    return 0;
}

static int op_flo(struct semu_ctx *c)
{
    int sh = mod(c, "SH"), sgn = mod(c, "S32");
    EACH(c, t) {
        uint32_t a = src(c, t, 1);
        if (sgn && (int32_t)a < 0)
            a = ~a;
        uint32_t r = a ? 31u - (uint32_t)__builtin_clz(a) : 0xffffffffu;
        wr(c, t, 0, a && sh ? 31u - r : r);
    }
    return 0;
}

static int op_brev(struct semu_ctx *c)
{
    EACH(c, t) {
        uint32_t a = src(c, t, 1), r = 0;
        for (int k = 0; k < 32; k++)
            r |= ((a >> k) & 1) << (31 - k);
        wr(c, t, 0, r);
    }
    return 0;
}

static int op_prmt(struct semu_ctx *c)
{
    EACH(c, t) {
        uint32_t a = src(c, t, 1), sel = src(c, t, 2), b = src(c, t, 3), r = 0;
        uint64_t v = (uint64_t)b << 32 | a;
        for (int k = 0; k < 4; k++) {
            unsigned s = (sel >> (4 * k)) & 0xf;
            uint32_t byte = (uint32_t)(v >> (8 * (s & 7))) & 0xff;
            if (s & 8)
                byte = (byte & 0x80) ? 0xff : 0;
            r |= byte << (8 * k);
        }
        wr(c, t, 0, r);
    }
    return 0;
}

static int op_mov(struct semu_ctx *c)
{
    int wide = mod(c, "64");
    EACH(c, t) {
        if (wide) wr64(c, t, 0, src64(c, t, 1));
        else wr(c, t, 0, src(c, t, 1));
    }
    return 0;
}

/* R2UR URd, Ra: the value (the compiler knows it uniform).  R2UR Pd, URZ,
 * Ra (nvcc's test before a warp-synchronous operation whose mask is in a
 * register): Pd set in the threads whose Ra equals the value taken, the
 * first running thread's.  The H200 gives a 16-thread tile's ballot only
 * its tile's bits (conformance case excl_tile16_vote), which nvcc's code
 * (@!P0 BRA.DIV URm, slow; VOTE.ANY unmasked on the fall-through) gives
 * only so; a P the same in the whole warp sends both tiles through the
 * unmasked vote. */
static int op_r2ur(struct semu_ctx *c)
{
    if (c->in->nops != 3 || !is_p(&c->in->ops[0])) {
        c->exec &= -c->exec;        /* the lowest thread runs it for the warp (a UR) */
        return op_mov(c);
    }
    if (!c->exec)
        return 0;
    uint32_t first = src(c, __builtin_ctz(c->exec), 2);
    EACH(c, t) wrp(c, t, 0, src(c, t, 2) == first);
    return 0;
}

static int op_cs2r(struct semu_ctx *c)
{
    EACH(c, t) {
        uint32_t v = src(c, t, 1);
        wr(c, t, 0, v);
        /* CS2R Rd, SR_CLOCKLO reads the 64-bit clock into the pair */
        const struct sass_operand *o = &c->in->ops[1];
        int clock = o->kind == SOP_SREG && !strcmp(o->u.sreg, "SR_CLOCKLO");
        if (!mod(c, "32"))
            wr_k(c, t, 0, 1, clock ? semu_sreg(c, t, "SR_CLOCKHI") : 0);
    }
    return 0;
}

static int op_p2r(struct semu_ctx *c)
{
    EACH(c, t) {
        uint32_t pr = c->in->ops[1].text[0] == 'U' ? c->w->up : c->w->t[t].p;
        uint32_t mask = src(c, t, 3) & 0x7f, old = src(c, t, 2);
        wr(c, t, 0, (old & ~mask) | (pr & mask));
    }
    return 0;
}

static int op_r2p(struct semu_ctx *c)
{
    EACH(c, t) {
        uint32_t v = src(c, t, 1), mask = src(c, t, 2) & 0x7f;
        const char *bs = c->in->ops[1].sel;     /* R2P PR, R0.B1, mask: byte 1's bits */
        if (bs && bs[0] == '.' && bs[1] == 'B' && bs[2] >= '0' && bs[2] <= '3')
            v >>= 8 * (bs[2] - '0');
        uint8_t *bits = c->in->ops[0].text[0] == 'U' ? &c->w->up : &c->w->t[t].p;
        *bits = (uint8_t)((*bits & ~mask) | (v & mask));
    }
    return 0;
}

static int op_s2r(struct semu_ctx *c)
{
    EACH(c, t) wr(c, t, 0, src(c, t, 1));
    return 0;
}

static int op_sgxt(struct semu_ctx *c)
{
    EACH(c, t) {
        uint32_t a = src(c, t, 1), n = src(c, t, 2) & 0xff;
        if (n >= 32) { wr(c, t, 0, a); continue; }
        uint32_t m = n ? (1u << n) - 1 : 0;
        uint32_t v = a & m;
        if (!mod(c, "U32") && n && ((v >> (n - 1)) & 1))
            v |= ~m;
        wr(c, t, 0, v);
    }
    return 0;
}

static int op_bmsk(struct semu_ctx *c)
{
    EACH(c, t) {
        uint32_t pos = src(c, t, 1) & 0xff, w = src(c, t, 2) & 0xff;
        uint64_t m = ((w >= 32 ? 0xffffffffull : ((1ull << w) - 1))) << (pos & 31);
        wr(c, t, 0, (uint32_t)m);
    }
    return 0;
}

/* ---- float ---- */

static int round_mode(const struct sass_insn *in)
{
    if (sass_has_mod(in, "RZ")) return FE_TOWARDZERO;
    if (sass_has_mod(in, "RM")) return FE_DOWNWARD;
    if (sass_has_mod(in, "RP")) return FE_UPWARD;
    return FE_TONEAREST;
}

static float finish_f(struct semu_ctx *c, float r)
{
    if (mod(c, "SAT"))
        r = isnan(r) ? 0.0f : r < 0 ? 0.0f : r > 1 ? 1.0f : r;
    return flush(r, ftz_mod(c->in));
}

static int op_ffloat(struct semu_ctx *c)
{
    char o = c->in->opcode[1];      /* FADD, FMUL, FFMA */
    int rm = round_mode(c->in);
    EACH(c, t) {
        volatile float a = srcf(c, t, 1), b = srcf(c, t, 2), d = o == 'F' ? srcf(c, t, 3) : 0.0f;
        if (rm != FE_TONEAREST) fesetround(rm);
        volatile float r = o == 'A' ? a + b : o == 'M' ? a * b : fmaf(a, b, d);
        if (rm != FE_TONEAREST) fesetround(FE_TONEAREST);
        wr(c, t, 0, emu_fb(finish_f(c, r)));
    }
    return 0;
}

static int op_fmnmx(struct semu_ctx *c)
{
    EACH(c, t) {
        float a = srcf(c, t, 1), b = srcf(c, t, 2);
        float r = pred(c, t, 3) ? fminf(a, b) : fmaxf(a, b);
        if (isnan(a) && isnan(b))
            r = emu_f(0x7fffffffu);
        wr(c, t, 0, emu_fb(r));
    }
    return 0;
}

static int op_fsel(struct semu_ctx *c)
{
    EACH(c, t) wr(c, t, 0, emu_fb(pred(c, t, 3) ? srcf(c, t, 1) : srcf(c, t, 2)));
    return 0;
}

/* MUFU: the hardware approximations flush denormal inputs and outputs
 * (PTX .approx.ftz forms); the values here are the C library's. */
static int op_mufu(struct semu_ctx *c)
{
    const struct sass_insn *in = c->in;
    const char *f = in->nmods ? in->mods[0] : "";
    EACH(c, t) {
        float a = flush(srcf(c, t, 1), 1), r;
        if (!strcmp(f, "RCP")) r = 1.0f / a;
        else if (!strcmp(f, "RSQ")) r = 1.0f / sqrtf(a);
        else if (!strcmp(f, "SQRT")) r = sqrtf(a);
        else if (!strcmp(f, "EX2")) r = exp2f(a);
        else if (!strcmp(f, "LG2")) r = log2f(a);
        else if (!strcmp(f, "SIN")) r = (float)sin(2.0 * M_PI * (double)a);
        else if (!strcmp(f, "COS")) r = (float)cos(2.0 * M_PI * (double)a);
        else if (!strcmp(f, "TANH")) r = tanhf(a);
        else if (!strcmp(f, "RCP64H") || !strcmp(f, "RSQ64H")) {
            /* the high word of an approximate double reciprocal (root) of
             * {a:0}: the operand is the high word of a double */
            double d = emu_d((uint64_t)src(c, t, 1) << 32);
            double q = f[1] == 'C' ? 1.0 / d : 1.0 / sqrt(d);
            wr(c, t, 0, (uint32_t)(emu_db(q) >> 32));
            continue;
        } else
            return semu_fail(c, WS_EUNSUPPORTED, "no semantics for MUFU.%s", f);
        wr(c, t, 0, emu_fb(flush(r, 1)));
    }
    return 0;
}

/* FCHK P, a, b: set when the fast division path may be inexact; the test
 * of the translation's rule fchk (both paths give the correctly rounded
 * quotient when it is clear). */
static int op_fchk(struct semu_ctx *c)
{
    EACH(c, t) {
        float a = srcf(c, t, 1), b = srcf(c, t, 2);     /* FCHK P0, R3, 360: 360.0f */
        int ea, eb;
        frexpf(a, &ea);
        frexpf(b, &eb);
        int fast = isnormal(a) && isnormal(b) && (unsigned)(ea + 124) <= 249 && (unsigned)(eb + 124) <= 249 &&
                   (unsigned)(ea - eb + 124) <= 249;
        wrp(c, t, 0, !fast);
    }
    return 0;
}

static int op_dfloat(struct semu_ctx *c)
{
    char o = c->in->opcode[1];      /* DADD, DMUL, DFMA */
    int rm = round_mode(c->in);
    EACH(c, t) {
        volatile double a = srcd(c, t, 1), b = srcd(c, t, 2), d = o == 'F' ? srcd(c, t, 3) : 0.0;
        if (rm != FE_TONEAREST) fesetround(rm);
        volatile double r = o == 'A' ? a + b : o == 'M' ? a * b : fma(a, b, d);
        if (rm != FE_TONEAREST) fesetround(FE_TONEAREST);
        wr64(c, t, 0, emu_db(r));
    }
    return 0;
}

/* ---- packed half ---- */

/* Packed source i as two floats (lo, hi), its selector and - applied;
 * *next is the operand after it (a pair of immediates takes two). */
static void src_h2(struct semu_ctx *c, unsigned t, int i, float *lo, float *hi, int *next)
{
    const struct sass_operand *o = &c->in->ops[i];
    uint32_t v;
    *next = i + 1;
    if ((o->kind == SOP_FIMM || o->kind == SOP_IMM) && i + 1 < c->in->nops &&
        (c->in->ops[i + 1].kind == SOP_FIMM || c->in->ops[i + 1].kind == SOP_IMM)) {
        const struct sass_operand *o2 = &c->in->ops[i + 1];
        double h = o->kind == SOP_FIMM ? o->u.fimm : (double)o->u.imm;
        double l = o2->kind == SOP_FIMM ? o2->u.fimm : (double)o2->u.imm;
        *hi = emu_h2f(emu_d2h(h));
        *lo = emu_h2f(emu_d2h(l));
        *next = i + 2;
        return;
    }
    v = raw_k(c, t, i, 0, 0);
    if (o->sel && !strcmp(o->sel, ".F32")) {
        *lo = *hi = emu_f(v);
    } else {
        float l = emu_h2f((uint16_t)v), h = emu_h2f((uint16_t)(v >> 16));
        if (o->sel && !strcmp(o->sel, ".H0_H0")) h = l;
        else if (o->sel && !strcmp(o->sel, ".H1_H1")) l = h;
        *lo = l;
        *hi = h;
    }
    if (o->flags & SOF_ABS) { *lo = fabsf(*lo); *hi = fabsf(*hi); }
    if (o->flags & SOF_NEG) { *lo = -*lo; *hi = -*hi; }
}

static int op_half(struct semu_ctx *c)
{
    const char *op = c->in->opcode;     /* HADD2, HMUL2, HFMA2, HMNMX2 */
    EACH(c, t) {
        float a[2], b[2], d[2] = { 0, 0 }, r[2];
        int n;
        src_h2(c, t, 1, &a[0], &a[1], &n);
        src_h2(c, t, n, &b[0], &b[1], &n);
        if (op[1] == 'F')
            src_h2(c, t, n, &d[0], &d[1], &n);
        for (int k = 0; k < 2; k++) {
            if (op[1] == 'A') r[k] = (float)((double)a[k] + b[k]);
            else if (op[1] == 'M' && op[2] == 'U') r[k] = (float)((double)a[k] * b[k]);
            else if (op[1] == 'F') r[k] = (float)fma(a[k], b[k], d[k]);
            else r[k] = pred(c, t, n) ? fminf(a[k], b[k]) : fmaxf(a[k], b[k]);
        }
        if (mod(c, "F32"))
            wr(c, t, 0, emu_fb(r[0]));
        else
            wr(c, t, 0, (uint32_t)emu_f2h(r[0]) | (uint32_t)emu_f2h(r[1]) << 16);
    }
    return 0;
}

/* ---- conversions ---- */

static int int_type(const struct sass_insn *in, int which, int *bits, int *sgn)
{
    /* which 0: the first integer type modifier, 1: the second */
    int seen = 0;
    for (size_t i = 0; i < in->nmods; i++) {
        const char *m = in->mods[i];
        if ((m[0] == 'U' || m[0] == 'S') && (!strcmp(m + 1, "8") || !strcmp(m + 1, "16") || !strcmp(m + 1, "32") ||
                                             !strcmp(m + 1, "64"))) {
            if (seen++ == which) {
                *bits = atoi(m + 1);
                *sgn = m[0] == 'S';
                return 1;
            }
        }
    }
    return 0;
}

static int op_i2f(struct semu_ctx *c)
{
    int bits = 32, sgn = 1, dbl = mod(c, "F64"), half = mod(c, "F16");
    int_type(c->in, 0, &bits, &sgn);
    int rm = round_mode(c->in);
    /* a byte or half selector (I2F.U8 R3, R0.B1): that byte or half of the register */
    const char *sel = c->in->ops[1].sel;
    int shift = 0;
    if (sel && (sel[0] == '.' ? sel[1] : sel[0]) == 'B')
        shift = 8 * ((sel[0] == '.' ? sel[2] : sel[1]) - '0');
    else if (sel && (sel[0] == '.' ? sel[1] : sel[0]) == 'H')
        shift = 16 * ((sel[0] == '.' ? sel[2] : sel[1]) - '0');
    EACH(c, t) {
        uint64_t v = bits == 64 ? src64(c, t, 1) : src(c, t, 1) >> shift;
        if (bits < 32) v &= (1ull << bits) - 1;
        int64_t sv = bits == 64 ? (int64_t)v : bits == 32 ? (int32_t)v : bits == 16 ? (int16_t)v : (int8_t)v;
        if (rm != FE_TONEAREST) fesetround(rm);
        if (dbl) {
            volatile double d = sgn ? (double)sv : (double)v;
            wr64(c, t, 0, emu_db(d));
        } else {
            volatile float f = sgn ? (float)sv : (float)v;
            wr(c, t, 0, half ? emu_f2h(f) : emu_fb(f));
        }
        if (rm != FE_TONEAREST) fesetround(FE_TONEAREST);
    }
    return 0;
}

static int op_f2i(struct semu_ctx *c)
{
    int bits = 32, sgn = 1;
    int_type(c->in, 0, &bits, &sgn);
    int dbl = mod(c, "F64");
    EACH(c, t) {
        double d = dbl ? srcd(c, t, 1) : (double)flush(emu_f(src(c, t, 1)), ftz_mod(c->in));
        if (mod(c, "TRUNC")) d = trunc(d);
        else if (mod(c, "FLOOR")) d = floor(d);
        else if (mod(c, "CEIL")) d = ceil(d);
        else d = nearbyint(d);
        uint64_t r;
        if (isnan(d)) r = 0;
        else if (sgn) {
            double lo = bits == 64 ? -9223372036854775808.0 : -2147483648.0;
            double hi = bits == 64 ? 9223372036854775807.0 : 2147483647.0;
            r = d <= lo ? (bits == 64 ? (uint64_t)INT64_MIN : (uint64_t)(uint32_t)INT32_MIN)
              : d >= hi ? (bits == 64 ? (uint64_t)INT64_MAX : (uint64_t)INT32_MAX) : (uint64_t)(int64_t)d;
        } else {
            double hi = bits == 64 ? 18446744073709551615.0 : 4294967295.0;
            r = d <= 0 ? 0 : d >= hi ? (bits == 64 ? UINT64_MAX : UINT32_MAX) : (uint64_t)d;
        }
        if (bits == 64) wr64(c, t, 0, r);
        else wr(c, t, 0, (uint32_t)r);
    }
    return 0;
}

/* FRND[.F64][.FLOOR|.CEIL|.TRUNC]: to an integral value in the same
 * format, to nearest even without a mode (PTX cvt.rni/rmi/rpi/rzi with a
 * float destination and source; floorf is FRND.FLOOR) */
static int op_frnd(struct semu_ctx *c)
{
    int dbl = mod(c, "F64");
    EACH(c, t) {
        double d = dbl ? srcd(c, t, 1) : (double)flush(srcf(c, t, 1), ftz_mod(c->in));
        if (mod(c, "TRUNC")) d = trunc(d);
        else if (mod(c, "FLOOR")) d = floor(d);
        else if (mod(c, "CEIL")) d = ceil(d);
        else d = nearbyint(d);
        if (dbl) wr64(c, t, 0, emu_db(d));
        else wr(c, t, 0, emu_fb(flush((float)d, ftz_mod(c->in))));
    }
    return 0;
}

static int op_f2f(struct semu_ctx *c)
{
    /* F2F.<dst>.<src>: the first float type is the destination */
    const char *types[2] = { NULL, NULL };
    int n = 0;
    for (size_t i = 0; i < c->in->nmods && n < 2; i++)
        if (!strcmp(c->in->mods[i], "F64") || !strcmp(c->in->mods[i], "F32") || !strcmp(c->in->mods[i], "F16"))
            types[n++] = c->in->mods[i];
    const char *dt = types[0] ? types[0] : "F32", *st = types[1] ? types[1] : "F32";
    EACH(c, t) {
        double v = !strcmp(st, "F64") ? srcd(c, t, 1) : !strcmp(st, "F16") ? emu_h2f((uint16_t)src(c, t, 1))
                 : (double)srcf(c, t, 1);
        if (!strcmp(dt, "F64")) wr64(c, t, 0, emu_db(v));
        else if (!strcmp(dt, "F16")) wr(c, t, 0, emu_d2h(v));
        else {
            int rm = round_mode(c->in);
            if (rm != FE_TONEAREST) fesetround(rm);
            volatile float f = (float)v;
            if (rm != FE_TONEAREST) fesetround(FE_TONEAREST);
            if (mod(c, "TRUNC")) f = truncf(f);
            else if (mod(c, "FLOOR")) f = floorf(f);
            else if (mod(c, "CEIL")) f = ceilf(f);
            else if (mod(c, "ROUND")) f = nearbyintf(f);
            wr(c, t, 0, emu_fb(flush(f, ftz_mod(c->in))));
        }
    }
    return 0;
}

static uint16_t f2bf(float f)
{
    uint32_t b = emu_fb(f);
    if (isnan(f))
        return (uint16_t)((b >> 16) | 0x40);
    b += 0x7fff + ((b >> 16) & 1);
    return (uint16_t)(b >> 16);
}

static int op_f2fp(struct semu_ctx *c)
{
    int bf = mod(c, "BF16");
    EACH(c, t) {
        float a = emu_f(src(c, t, 1)), b = c->in->nops > 2 ? emu_f(src(c, t, 2)) : 0.0f;
        uint16_t ha = bf ? f2bf(a) : emu_f2h(a), hb = bf ? f2bf(b) : emu_f2h(b);
        wr(c, t, 0, (uint32_t)ha << 16 | hb);
    }
    return 0;
}

/* ---- memory ---- */

static int mem_operand(const struct sass_insn *in)
{
    for (int i = 0; i < in->nops; i++)
        if (in->ops[i].kind == SOP_MEM)
            return i;
    return -1;
}

static uint64_t address(struct semu_ctx *c, unsigned t, int i, int wide_ok)
{
    const struct sass_operand *o = &c->in->ops[i];
    const struct sass_mem *m = &o->u.mem;
    uint64_t a = 0;
    if (m->reg >= 0) {
        struct sass_operand r = { .kind = m->reg_is_ureg ? SOP_UREG : SOP_REG, .reg = m->reg };
        a = reg_read(c, t, &r, 0);
        if (((o->flags & SOF_64) || (sass_has_mod(c->in, "E") && !m->reg_is_ureg)) && wide_ok)
            a |= (uint64_t)reg_read(c, t, &r, 1) << 32;
        a *= m->scale ? m->scale : 1;
    }
    if (m->ureg >= 0 && m->ureg < SASS_URZ) {
        uint64_t u = c->w->ur[m->ureg];
        if (wide_ok && m->ureg + 1 < SASS_URZ && (o->flags & SOF_64))
            u |= (uint64_t)c->w->ur[m->ureg + 1] << 32;
        a += u;
    }
    return a + (uint64_t)m->offset;
}

static unsigned access_size(const struct sass_insn *in)
{
    for (size_t i = 0; i < in->nmods; i++) {
        const char *m = in->mods[i];
        if (!strcmp(m, "64")) return 8;
        if (!strcmp(m, "128")) return 16;
        if (!strcmp(m, "U8") || !strcmp(m, "S8")) return 1;
        if (!strcmp(m, "U16") || !strcmp(m, "S16")) return 2;
    }
    return 4;
}

static int space_of(const char *opcode)
{
    size_t n = strlen(opcode);
    char last = opcode[n - 1];
    if (!strncmp(opcode, "ATOMS", 5) || last == 'S') return SEMU_SPACE_SHARED;
    if (last == 'L' && strcmp(opcode, "LDSM")) return SEMU_SPACE_LOCAL;
    return SEMU_SPACE_GLOBAL;
}

static int op_load(struct semu_ctx *c)
{
    int mi = mem_operand(c->in);
    unsigned size = access_size(c->in);
    int space = space_of(c->in->opcode);
    EACH(c, t) {
        uint8_t buf[16] = { 0 };
        int rc = semu_mem_read(c, space, t, address(c, t, mi, space == SEMU_SPACE_GLOBAL), buf, size);
        if (rc)
            return rc;
        uint32_t w[4];
        memcpy(w, buf, 16);
        if (size == 1 && mod(c, "S8")) w[0] = (uint32_t)(int8_t)buf[0];
        if (size == 2 && mod(c, "S16")) w[0] = (uint32_t)(int16_t)(w[0] & 0xffff);
        for (unsigned k = 0; k < (size + 3) / 4; k++)
            wr_k(c, t, 0, (int)k, w[k]);
    }
    return 0;
}

static int op_store(struct semu_ctx *c)
{
    int mi = mem_operand(c->in);
    unsigned size = access_size(c->in);
    int space = space_of(c->in->opcode);
    EACH(c, t) {
        uint32_t w[4];
        for (unsigned k = 0; k < (size + 3) / 4; k++)
            w[k] = raw_k(c, t, mi + 1, (int)k, 0);
        int rc = semu_mem_write(c, space, t, address(c, t, mi, space == SEMU_SPACE_GLOBAL), w, size);
        if (rc)
            return rc;
    }
    return 0;
}

/* ---- textures and surfaces ---- */

/* TEX and SUST read HIP's texture and surface objects (README, "Textures
 * and surfaces"): the handle (32 bits, the high word zero) is the address
 * of the object; its gfx11 descriptors say what to fetch, and the texel
 * arithmetic is emu_image.c's, which models what CUDA documents. */
struct tex_mem { struct semu_ctx *c; unsigned t; };

static int tex_read(void *ctx, uint64_t addr, void *buf, unsigned n)
{
    struct tex_mem *tm = ctx;
    return semu_mem_read(tm->c, SEMU_SPACE_GLOBAL, tm->t, addr, buf, n);
}

static int tex_handle(struct semu_ctx *c, int ur_op, int slot, uint64_t *h)
{
    if (ur_op >= 0) {
        const struct sass_operand *o = &c->in->ops[ur_op];
        uint32_t lo = reg_read(c, 0, o, 0), hi = o->width >= 2 ? reg_read(c, 0, o, 1) : 0;
        *h = lo | (uint64_t)hi << 32;
    } else {
        *h = semu_cbank_read(c, 0, 4 * (int64_t)slot);
    }
    return 0;
}

static int op_tex(struct semu_ctx *c)
{
    struct sass_tex tx;
    sass_tex_shape(c->in, &tx);
    if (!tx.ok || tx.cube || (!mod(c, "LL") && !mod(c, "LZ")))
        return semu_fail(c, WS_EUNSUPPORTED, "this TEX form is not emulated (2D, 3D and layered "
                         ".LL/.LZ fetches are)");
    uint64_t h;
    tex_handle(c, tx.ur_op, tx.slot, &h);
    uint32_t w[20];
    struct tex_mem tm = { c, 0 };
    EACH(c, t) {
        tm.t = t;
        break;
    }
    if (semu_mem_read(c, SEMU_SPACE_GLOBAL, tm.t, h, w, 80))
        return -1;
    struct emu_tdesc td;
    struct emu_sdesc sd;
    char why[200];
    if (emu_tdesc_decode(w, &td, why, sizeof why) || emu_sdesc_decode(w + 12, &sd, why, sizeof why))
        return semu_fail(c, WS_EUNSUPPORTED, "texture object at 0x%llx: %s", (unsigned long long)h, why);
    struct sass_operand rz = { .kind = SOP_REG, .reg = SASS_RZ };
    const struct sass_operand *ra = &c->in->ops[2], *rb = tx.rb_op >= 0 ? &c->in->ops[tx.rb_op] : &rz;
    int nrb = tx.ncoord - tx.ra_n;
    EACH(c, t) {
        uint32_t co[4] = { 0, 0, 0, 0 };
        for (int k = 0; k < tx.ncoord && k < 4; k++)
            co[k] = k < tx.ra_n ? reg_read(c, t, ra, k) : reg_read(c, t, rb, k - tx.ra_n);
        float lod = mod(c, "LL") ? emu_f(reg_read(c, t, rb, nrb)) : 0.0f;
        float cf[3] = { 0, 0, 0 };
        int j = 0;
        for (int k = tx.layered; k < tx.ncoord && j < 3; k++)
            cf[j++] = emu_f(co[k]);
        if (tx.layered && j < 3)
            cf[j] = (float)co[0];       /* the layer: an unsigned integer */
        tm.t = t;
        uint32_t out[4];
        int rc = emu_image_sample(&td, &sd, 0, cf, lod, tex_read, &tm, out, why, sizeof why);
        if (rc == -1)
            return -1;
        if (rc)
            return semu_fail(c, WS_EUNSUPPORTED, "%s", why);
        for (int k = 0, n = 0; k < 4; k++) {
            if (!(tx.mask & (1u << k)))
                continue;
            const struct sass_operand *d = &c->in->ops[n < 2 ? 1 : 0];
            if (d->reg < SASS_RZ)
                c->w->t[t].r[d->reg + (n & 1)] = out[k];
            n++;
        }
    }
    return 0;
}

static int op_sust(struct semu_ctx *c)
{
    const struct sass_insn *in = c->in;
    int dims = sass_surf_dims(in);
    if (!mod(c, "D") || !mod(c, "BA") || !dims || mod(c, "ARRAY_1D") || mod(c, "ARRAY_2D") ||
        in->nops < 3 || in->ops[0].kind != SOP_MEM)
        return semu_fail(c, WS_EUNSUPPORTED, "this SUST form is not emulated (the raw byte-addressed "
                         "1D/2D/3D store is)");
    if (!mod(c, "TRAP") && !mod(c, "IGN"))
        return semu_fail(c, WS_EUNSUPPORTED, "SUST with boundary mode clamp (neither .TRAP nor .IGN) "
                         "is not emulated");
    unsigned size = access_size(in);
    int ur_op = in->ops[2].kind == SOP_UREG ? 2 : -1;
    int slot = ur_op < 0 && in->nops == 4 ? (int)in->ops[3].u.imm : 0;
    uint64_t h;
    tex_handle(c, ur_op, slot, &h);
    uint32_t w[8];
    unsigned t0 = 0;
    EACH(c, t) {
        t0 = t;
        break;
    }
    if (semu_mem_read(c, SEMU_SPACE_GLOBAL, t0, h, w, 32))
        return -1;
    struct emu_tdesc td;
    char why[200];
    if (emu_tdesc_decode(w, &td, why, sizeof why))
        return semu_fail(c, WS_EUNSUPPORTED, "surface object at 0x%llx: %s", (unsigned long long)h, why);
    if (td.bytes != size)
        return semu_fail(c, WS_EUNSUPPORTED, "a %u-byte store to a surface of %u-byte texels", size,
                         td.bytes);
    const struct sass_mem *m = &in->ops[0].u.mem;
    struct sass_operand ra = { .kind = SOP_REG, .reg = m->reg };
    int trap = mod(c, "TRAP");
    EACH(c, t) {
        uint32_t xb = reg_read(c, t, &ra, 0), y = dims > 1 ? reg_read(c, t, &ra, 1) : 0,
                 z = dims > 2 ? reg_read(c, t, &ra, 2) : 0;
        uint64_t a = xb % size ? 0 : emu_texel_addr(&td, (int32_t)(xb / size), (int32_t)y, (int32_t)z);
        if (!a) {
            if (trap)
                return semu_fail(c, WS_EARG, "thread %u: surface store out of range at x %u bytes, "
                                 "y %u, z %u (.TRAP)", t, xb, y, z);
            continue;
        }
        uint32_t d[4];
        for (unsigned k = 0; k < (size + 3) / 4; k++)
            d[k] = raw_k(c, t, 1, (int)k, 0);
        int rc = semu_mem_write(c, SEMU_SPACE_GLOBAL, t, a, d, size);
        if (rc)
            return rc;
    }
    return 0;
}

static int op_suld(struct semu_ctx *c)
{
    const struct sass_insn *in = c->in;
    int dims = sass_surf_dims(in);
    if (!mod(c, "D") || !mod(c, "BA") || !dims || mod(c, "ARRAY_1D") || mod(c, "ARRAY_2D") ||
        in->nops != 4 || in->ops[1].kind != SOP_MEM || (!mod(c, "TRAP") && !mod(c, "IGN")))
        return semu_fail(c, WS_EUNSUPPORTED, "this SULD form is not emulated (the raw byte-addressed "
                         "1D/2D/3D load with .TRAP or .IGN is)");
    unsigned size = access_size(in);
    int ur_op = in->ops[2].kind == SOP_UREG ? 2 : -1;
    int slot = ur_op < 0 ? (int)in->ops[3].u.imm : 0;
    uint64_t h;
    tex_handle(c, ur_op, slot, &h);
    uint32_t w[8];
    unsigned t0 = 0;
    EACH(c, t) {
        t0 = t;
        break;
    }
    if (semu_mem_read(c, SEMU_SPACE_GLOBAL, t0, h, w, 32))
        return -1;
    struct emu_tdesc td;
    char why[200];
    if (emu_tdesc_decode(w, &td, why, sizeof why))
        return semu_fail(c, WS_EUNSUPPORTED, "surface object at 0x%llx: %s", (unsigned long long)h, why);
    if (td.bytes != size)
        return semu_fail(c, WS_EUNSUPPORTED, "a %u-byte load from a surface of %u-byte texels", size,
                         td.bytes);
    const struct sass_mem *m = &in->ops[1].u.mem;
    struct sass_operand ra = { .kind = SOP_REG, .reg = m->reg };
    EACH(c, t) {
        uint32_t xb = reg_read(c, t, &ra, 0), y = dims > 1 ? reg_read(c, t, &ra, 1) : 0,
                 z = dims > 2 ? reg_read(c, t, &ra, 2) : 0;
        uint64_t a = xb % size ? 0 : emu_texel_addr(&td, (int32_t)(xb / size), (int32_t)y, (int32_t)z);
        uint32_t d[4] = { 0, 0, 0, 0 };
        if (!a && mod(c, "TRAP"))
            return semu_fail(c, WS_EARG, "thread %u: surface load out of range at x %u bytes, "
                             "y %u, z %u (.TRAP)", t, xb, y, z);
        if (a) {
            int rc = semu_mem_read(c, SEMU_SPACE_GLOBAL, t, a, d, size);
            if (rc)
                return rc;
        }
        for (unsigned k = 0; k < (size + 3) / 4; k++)
            wr_k(c, t, 0, (int)k, d[k]);
    }
    return 0;
}

static int op_ldc(struct semu_ctx *c)
{
    int wide = mod(c, "64");
    unsigned size = access_size(c->in);     /* .U8/.S8/.U16/.S16: a narrow parameter */
    EACH(c, t) {
        uint32_t v = raw_k(c, t, 1, 0, 0);
        if (size == 1) v = mod(c, "S8") ? (uint32_t)(int8_t)v : v & 0xff;
        else if (size == 2) v = mod(c, "S16") ? (uint32_t)(int16_t)v : v & 0xffff;
        wr(c, t, 0, v);
        if (wide)
            wr_k(c, t, 0, 1, raw_k(c, t, 1, 1, 0));
    }
    return 0;
}

static uint64_t atom_apply(struct semu_ctx *c, uint64_t old, uint64_t b, uint64_t cmpv, int bits, int *store)
{
    const struct sass_insn *in = c->in;
    int sgn = sass_has_mod(in, "S32") || sass_has_mod(in, "S64");
    int f32 = sass_has_mod(in, "F32"), f64 = sass_has_mod(in, "F64");
    uint64_t mask = bits == 64 ? UINT64_MAX : 0xffffffffu;
    *store = 1;
    if (sass_has_mod(in, "ADD")) {
        if (f32) {      /* .FTZ: a denormal in memory or in b adds as a zero of its sign (red_f32) */
            int ftz = sass_has_mod(in, "FTZ");
            return emu_fb(flush(flush(emu_f((uint32_t)old), ftz) + flush(emu_f((uint32_t)b), ftz), ftz));
        }
        if (f64) return emu_db(emu_d(old) + emu_d(b));
        return (old + b) & mask;
    }
    if (sass_has_mod(in, "POPC")) return (old + 1) & mask;
    if (sass_has_mod(in, "EXCH")) return b;
    if (sass_has_mod(in, "AND")) return old & b;
    if (sass_has_mod(in, "OR")) return old | b;
    if (sass_has_mod(in, "XOR")) return old ^ b;
    if (sass_has_mod(in, "INC")) return old >= b ? 0 : old + 1;
    if (sass_has_mod(in, "DEC")) return old == 0 || old > b ? b : old - 1;
    if (sass_has_mod(in, "CAS") || sass_has_mod(in, "CAST")) { *store = old == cmpv; return b; }
    int64_t so = bits == 64 ? (int64_t)old : (int32_t)old, sb = bits == 64 ? (int64_t)b : (int32_t)b;
    if (sass_has_mod(in, "MIN")) return sgn ? (uint64_t)(so < sb ? so : sb) & mask : old < b ? old : b;
    if (sass_has_mod(in, "MAX")) return sgn ? (uint64_t)(so > sb ? so : sb) & mask : old > b ? old : b;
    *store = 0;
    return old;
}

/* ---- mbarriers ----------------------------------------------------------------
 * The 64-bit barrier word as the translation keeps it (emit_warp.c,
 * "mbarriers"; the H200's states, tests/data/mbarrier/mb_words.txt): the
 * pending count of the phase counts up in the high word (sm_80: bits 0-30,
 * +1 per arrival; sm_90: bits 11-30, +0x800), its carry into bit 31 flips
 * the phase, and the expected count (sm_80: 2^30 - n in the low word;
 * sm_90: 2^20 - n in bits 1-20) is added back.  Each thread in turn. */
static int mbar_arrive(struct semu_ctx *c, int mi, int ret, int sm90, int drop)
{
    EACH(c, t) {
        uint64_t addr = address(c, t, mi, 0);
        uint8_t *p = semu_mem_ptr(c, SEMU_SPACE_SHARED, t, addr, 8, 1);
        if (!p)
            return c->s->err->code;
        uint32_t lo, hi, inc = sm90 ? 0x800u : 1u;
        memcpy(&lo, p, 4);
        memcpy(&hi, p + 4, 4);
        if (drop)
            lo += 2;            /* one expected arrival fewer */
        uint32_t nh = hi + inc;
        if ((nh ^ hi) & 0x80000000u)
            nh += sm90 ? ((lo >> 1) & 0xfffffu) << 11 : lo + 0x40000000u;
        memcpy(p, &lo, 4);
        memcpy(p + 4, &nh, 4);
        if (ret >= 0)
            wr64(c, t, ret, (uint64_t)hi << 32 | lo);
    }
    return 0;
}

/* SYNCS.EXCH.64 URZ, [a], URs (mbarrier.init), SYNCS.ARRIVE.TRANS64[.OPTOUT].A1T0
 * Rd, [a], RZ, SYNCS.PHASECHK.TRANS64[.TRYWAIT] Pd, [a], Rs (Pd: bit 31 of the
 * word's high half differs from Rs's), SYNCS.CCTL.IV [a] (mbarrier.inval) */
static int op_syncs(struct semu_ctx *c)
{
    const struct sass_insn *in = c->in;
    int mi = mem_operand(in);
    if (mod(c, "CCTL") && mod(c, "IV"))
        return 0;
    if (mi < 0)
        return semu_fail(c, WS_EUNSUPPORTED, "SYNCS without an address");
    if (mod(c, "EXCH") && mod(c, "64") && in->nops == 3) {
        EACH(c, t) {
            uint64_t v = src64(c, t, 2);
            if (semu_mem_write(c, SEMU_SPACE_SHARED, t, address(c, t, mi, 0), &v, 8))
                return c->s->err->code;
        }
        return 0;
    }
    if (mod(c, "ARRIVE") && mod(c, "TRANS64") && mod(c, "A1T0") && in->nops == 3 &&
        in->ops[2].kind == SOP_REG && in->ops[2].reg == SASS_RZ)
        return mbar_arrive(c, mi, is_r(&in->ops[0]) ? 0 : -1, 1, mod(c, "OPTOUT"));
    if (mod(c, "PHASECHK") && mod(c, "TRANS64") && in->nops == 3) {
        EACH(c, t) {
            uint32_t hi;
            if (semu_mem_read(c, SEMU_SPACE_SHARED, t, address(c, t, mi, 0) + 4, &hi, 4))
                return c->s->err->code;
            wrp(c, t, 0, ((hi ^ src(c, t, 2)) & 0x80000000u) != 0);
        }
        return 0;
    }
    return semu_fail(c, WS_EUNSUPPORTED, "no semantics for this SYNCS form");
}

/* BPT.TRAP 0x1 (PTX trap): the launch ends with an error */
static int op_bpt(struct semu_ctx *c)
{
    if (!mod(c, "TRAP"))
        return semu_fail(c, WS_EUNSUPPORTED, "no semantics for this BPT form");
    struct semu *s = c->s;
    s->trapped = 1;
    memcpy(s->trap_wg, s->wg, sizeof s->trap_wg);
    s->trap_warp = (unsigned)(c->w - s->warps);
    for (unsigned w = 0; w < s->nwarps; w++)
        for (unsigned t = 0; t < SEMU_WARP; t++)
            s->warps[w].t[t].done = 1;
    return 0;
}

static int op_atom(struct semu_ctx *c)
{
    const struct sass_insn *in = c->in;
    int mi = mem_operand(in);
    int ret = -1, pd = -1;          /* ATOM [Pd,] Rd, [a], b; RED [a], b */
    for (int i = 0; i < mi; i++) {
        if (is_p(&in->ops[i])) pd = i;
        else if (is_r(&in->ops[i])) ret = i;
    }
    if (mod(c, "ARRIVE"))           /* ATOMS.ARRIVE.64 Rd, [a]: sm_80's mbarrier.arrive */
        return mbar_arrive(c, mi, ret, 0, 0);
    int bits = mod(c, "64") || mod(c, "F64") ? 64 : 32;
    unsigned size = (unsigned)bits / 8;
    int space = space_of(in->opcode);
    if (!strcmp(in->opcode, "RED") || !strcmp(in->opcode, "REDG"))
        space = SEMU_SPACE_GLOBAL;
    int cast = mod(c, "CAST");     /* compare and store: Rd = 1 when stored, else 0 */
    int cas = mod(c, "CAS") || cast;
    /* a generic atomic with a predicate result (ATOM.E.ADD.F32.FTZ P1, ...)
     * does it at global addresses only, P1 saying so: nvcc's code after it
     * adds into shared (or local) memory itself (the H200: atom_f32_generic_dn) */
    int glob_only = !strcmp(in->opcode, "ATOM") && pd >= 0 && in->ops[pd].reg != SASS_PT;
    EACH(c, t) {
        uint64_t addr = address(c, t, mi, space == SEMU_SPACE_GLOBAL);
        if (glob_only && ((addr >> 32) == SEMU_GENERIC_SHARED_HI || (addr >> 32) == EMU_PRIVATE_APERTURE_HI)) {
            wrp(c, t, pd, 0);
            continue;
        }
        uint8_t *p = semu_mem_ptr(c, space, t, addr, size, 0);
        if (!p)
            return c->s->err->code;
        uint64_t old = 0, b = 0, cmpv = 0;
        memcpy(&old, p, size);
        int bi = mi + 1;
        if (bi < in->nops) {
            if (cas) {  /* CAS [a], compare, new */
                cmpv = bits == 64 ? src64(c, t, bi) : src(c, t, bi);
                b = bi + 1 < in->nops ? (bits == 64 ? src64(c, t, bi + 1) : src(c, t, bi + 1)) : 0;
            } else {
                b = bits == 64 ? src64(c, t, bi) : src(c, t, bi);
            }
        }
        int store;
        uint64_t nv = atom_apply(c, old, b, cmpv, bits, &store);
        if (store) {
            int rc = semu_mem_write(c, space, t, addr, &nv, size);
            if (rc)
                return rc;
        }
        if (ret >= 0) {
            uint64_t r = cast ? (uint64_t)store : old;
            if (bits == 64) wr64(c, t, ret, r);
            else wr(c, t, ret, (uint32_t)r);
        }
        if (pd >= 0)
            wrp(c, t, pd, store);
    }
    return 0;
}

/* LDGSTS [Rs], [Rg.64][, Pq]: cp.async, done at once (a later wait finds it
 * done); a false source predicate (src-size 0) writes zeros */
static int op_ldgsts(struct semu_ctx *c)
{
    const struct sass_insn *in = c->in;
    unsigned size = access_size(in);
    EACH(c, t) {
        uint8_t buf[16] = { 0 };
        int valid = in->nops < 3 || !is_p(&in->ops[2]) || pred(c, t, 2);
        if (valid) {
            int rc = semu_mem_read(c, SEMU_SPACE_GLOBAL, t, address(c, t, 1, 1), buf, size);
            if (rc)
                return rc;
        }
        int rc = semu_mem_write(c, SEMU_SPACE_SHARED, t, address(c, t, 0, 0), buf, size);
        if (rc)
            return rc;
    }
    return 0;
}

/* QSPC.E.S|G Pd, RZ, [Ra]: is the generic address in shared memory (its high
 * word the shared window's, SEMU_GENERIC_SHARED_HI), or not (global);
 * QSPC.E.D: in distributed shared memory (another CTA's of the cluster),
 * never in a cluster of one CTA (every launch here) */
static int op_qspc(struct semu_ctx *c)
{
    int shared = mod(c, "S");
    if (mod(c, "D")) {
        EACH(c, t) wrp(c, t, 0, 0);
        return 0;
    }
    if (!shared && !mod(c, "G"))
        return semu_fail(c, WS_EUNSUPPORTED, "only QSPC.E.S, QSPC.E.G and QSPC.E.D");
    EACH(c, t) {
        uint64_t a = address(c, t, 2, 1);
        int in_shared = (a >> 32) == SEMU_GENERIC_SHARED_HI;
        wrp(c, t, 0, shared ? in_shared : !in_shared);
    }
    return 0;
}

static int op_nop(struct semu_ctx *c)
{
    (void)c;
    return 0;
}

/* ---- control ---- */

static int label_operand(const struct sass_insn *in)
{
    for (int i = in->nops - 1; i >= 0; i--)
        if (in->ops[i].kind == SOP_LABEL)
            return i;
    return -1;
}

static void jump(struct semu_ctx *c, uint32_t mask, uint32_t target)
{
    for (unsigned t = 0; t < SEMU_WARP; t++)
        if ((mask >> t) & 1)
            c->w->t[t].pc = target;
}

static void fall(struct semu_ctx *c, uint32_t mask)
{
    jump(c, mask, c->in->offset + SASS_INSN_BYTES);
}

static int op_bra(struct semu_ctx *c)
{
    const struct sass_insn *in = c->in;
    int li = label_operand(in);
    if (li < 0)
        return semu_fail(c, WS_EUNSUPPORTED, "branch without a target");
    uint32_t target = in->ops[li].u.target, taken = c->exec;
    if (mod(c, "DIV") || mod(c, "CONV")) {
        /* BRA.DIV mask: taken when a thread of the mask is not here, among
         * the threads running it (under a guard: those that hold it);
         * BRA.CONV mask: when all are */
        uint32_t m = li > 0 ? src(c, __builtin_ctz(c->active), 0) : 0xffffffffu;
        int div = (m & ~c->exec) != 0;
        taken = div == !mod(c, "CONV") ? c->exec : 0;
    } else {
        for (int i = 0; i < li; i++)        /* BRA !P0, target: a condition operand */
            if (is_p(&in->ops[i]))
                EACH(c, t) if (!pred(c, t, i)) taken &= ~(1u << t);
    }
    jump(c, taken, target);
    fall(c, c->exec & ~taken);
    return 0;
}

static int op_exit(struct semu_ctx *c)
{
    EACH(c, t) c->w->t[t].done = 1;
    return 0;
}

static int op_bssy(struct semu_ctx *c)
{
    c->w->bar[c->in->ops[0].reg & (SEMU_NBARS - 1)] = c->exec;
    return 0;
}

static int op_break(struct semu_ctx *c)
{
    c->w->bar[c->in->ops[0].reg & (SEMU_NBARS - 1)] &= ~c->exec;
    return 0;
}

/* LEPC Rd[, label]: the address of this instruction (or of the label), a
 * return address for CALL.ABS (offsets within the function's section) */
static int op_lepc(struct semu_ctx *c)
{
    int li = label_operand(c->in);
    uint32_t a = li >= 0 ? c->in->ops[li].u.target : c->in->offset;
    if (c->in->nops < 1 || c->in->ops[0].kind != SOP_REG)
        return semu_fail(c, WS_EUNSUPPORTED, "LEPC without a destination register");
    int d = c->in->ops[0].reg;
    EACH(c, t) {
        if (d != SASS_RZ) {
            c->w->t[t].r[d] = a;
            c->w->t[t].r[d + 1] = 0;
        }
    }
    return 0;
}

/* BRX Ra imm: each thread to pc_next + Ra + imm (a switch's jump table) */
static int op_brx(struct semu_ctx *c)
{
    const struct sass_insn *in = c->in;
    if (in->nops < 2 || in->ops[0].kind != SOP_REG || in->ops[1].kind != SOP_IMM)
        return semu_fail(c, WS_EUNSUPPORTED, "BRX without its register and offset");
    EACH(c, t) c->w->t[t].pc = (uint32_t)((int64_t)in->offset + SASS_INSN_BYTES +
                                          (int64_t)c->w->t[t].r[in->ops[0].reg] + in->ops[1].u.imm);
    return 0;
}

/* BMOV.32[.CLEAR] Rd, Bn / BMOV.32 Bn, Rs: a convergence barrier to or from
 * a register */
static int op_bmov(struct semu_ctx *c)
{
    const struct sass_insn *in = c->in;
    if (in->nops != 2)
        return semu_fail(c, WS_EUNSUPPORTED, "BMOV of another form");
    if (in->ops[0].kind == SOP_BAR) {
        uint32_t v = src(c, __builtin_ctz(c->active), 1);
        c->w->bar[in->ops[0].reg & (SEMU_NBARS - 1)] = v;
        return 0;
    }
    if (in->ops[1].kind != SOP_BAR)
        return semu_fail(c, WS_EUNSUPPORTED, "BMOV of another form");
    uint32_t *b = &c->w->bar[in->ops[1].reg & (SEMU_NBARS - 1)];
    EACH(c, t) wr(c, t, 0, *b);
    if (mod(c, "CLEAR"))
        *b = 0;
    return 0;
}

static int op_call(struct semu_ctx *c)
{
    const struct sass_insn *in = c->in;
    if (mod(c, "REL") && in->nops >= 1 && in->ops[0].kind == SOP_REG) {
        /* through a register: the callee's offset in the section (CALL Rn
         * `(f)), or pc_next + Rn + imm (CALL Rn imm) */
        int64_t base = in->nops == 2 && in->ops[1].kind == SOP_IMM
                       ? (int64_t)in->offset + SASS_INSN_BYTES + in->ops[1].u.imm : 0;
        EACH(c, t) c->w->t[t].pc = (uint32_t)(base + (int64_t)c->w->t[t].r[in->ops[0].reg]);
        return 0;
    }
    int li = label_operand(c->in);
    if (mod(c, "ABS"))
        return semu_call_abs(c);
    if (li < 0 || !mod(c, "REL"))
        return semu_fail(c, WS_EUNSUPPORTED, "a call out of the module");
    jump(c, c->exec, c->in->ops[li].u.target);
    return 0;
}

/* RET.REL.NODEC Rn `(caller): the return address is in Rn (the listing
 * prints register and caller as one operand) */
static int op_ret(struct semu_ctx *c)
{
    const struct sass_operand *o = &c->in->ops[0];
    int reg = o->kind == SOP_REG ? o->reg : -1;
    if (o->kind == SOP_OTHER && o->text[0] == 'R' && o->text[1] >= '0' && o->text[1] <= '9')
        reg = atoi(o->text + 1);
    if (c->in->nops < 1 || reg < 0 || reg >= SASS_RZ)
        return semu_fail(c, WS_EUNSUPPORTED, "a return without its address register");
    EACH(c, t) {
        c->w->t[t].pc = c->w->t[t].r[reg];
        c->w->t[t].excl = 0;            /* the exclusive region ends with the subroutine */
    }
    return 0;
}

/* WARPSYNC.EXCLUSIVE Rmask: the threads that share a mask run what follows
 * as a group of their own, one group after the other (the scheduler,
 * sass_emu.c, steps one group), so that a REDUX or VOTE there takes the
 * group's threads and a uniform register holds the group's value.  The
 * region is the one the translation runs once per group (xexcl_region:
 * up to the last collective instruction or the last use of a uniform
 * register written in it); instructions of single threads give the same
 * results whichever way they are grouped.  BSYNC, another WARPSYNC and RET
 * end it too.  WARPSYNC.COLLECTIVE Rmask, target runs its region per mask
 * the same way (the H200: excl_tile8_vote's ballot on that path). */
static int op_warpsync(struct semu_ctx *c)
{
    int excl = (mod(c, "EXCLUSIVE") || mod(c, "COLLECTIVE")) && c->in->nops >= 1 &&
               c->in->ops[0].kind == SOP_REG && c->in->ops[0].reg != SASS_RZ;
    uint32_t hi = UINT32_MAX;
    if (excl) {
        char why[200];
        const struct sass_function *f = &c->s->m->funcs[c->func];
        long e = xexcl_region(f, NULL, c->insn, why, sizeof why);
        if (e >= 0 && (size_t)e == c->insn)
            excl = 0;                   /* nothing there needs the groups apart */
        else if (e >= 0)
            hi = f->insns[e].offset;
    }
    EACH(c, t) {
        c->w->t[t].excl = (uint8_t)excl;
        c->w->t[t].excl_mask = excl ? src(c, t, 0) : 0;
        c->w->t[t].excl_lo = c->in->offset;
        c->w->t[t].excl_hi = hi;
    }
    return 0;
}

static int op_bsync(struct semu_ctx *c)
{
    EACH(c, t) c->w->t[t].excl = 0;
    return 0;
}

/* ---- warp ---- */

static int op_shfl(struct semu_ctx *c)
{
    const struct sass_insn *in = c->in;
    char m = mod(c, "IDX") ? 'I' : mod(c, "UP") ? 'U' : mod(c, "DOWN") ? 'D' : 'B';
    uint32_t vals[SEMU_WARP];
    for (unsigned t = 0; t < SEMU_WARP; t++)
        vals[t] = c->w->t[t].r[in->ops[2].reg];
    if (in->ops[2].kind != SOP_REG)
        for (unsigned t = 0; t < SEMU_WARP; t++)
            vals[t] = src(c, t, 2);
    EACH(c, t) {
        uint32_t b = src(c, t, 3), cc = src(c, t, 4);
        uint32_t clamp = cc & 0x1f, seg = (cc >> 8) & 0x1f;
        uint32_t minl = t & seg, maxl = m == 'U' ? minl : (minl | (clamp & ~seg));
        int32_t j;
        int ok;
        if (m == 'I') j = (int32_t)(minl | (b & 0x1f & ~seg));
        else if (m == 'U') j = (int32_t)t - (int32_t)(b & 0x1f);
        else if (m == 'D') j = (int32_t)t + (int32_t)(b & 0x1f);
        else j = (int32_t)(t ^ (b & 0x1f));
        ok = m == 'U' ? j >= (int32_t)maxl : j <= (int32_t)maxl;
        if (!ok) j = (int32_t)t;
        wr(c, t, 1, vals[j]);
        wrp(c, t, 0, ok);
    }
    return 0;
}

static uint32_t ballot(struct semu_ctx *c, int pi)
{
    uint32_t b = 0;
    EACH(c, t) if (pred(c, t, pi)) b |= 1u << t;
    return b;
}

static int op_vote(struct semu_ctx *c)
{
    const struct sass_insn *in = c->in;
    int pi = in->nops - 1;
    uint32_t b = ballot(c, pi);
    int any = b != 0, all = b == c->exec;
    int r = mod(c, "ALL") ? all : mod(c, "EQ") ? (all || !any) : any;
    EACH(c, t) {
        for (int i = 0; i < pi; i++) {
            if (is_r(&in->ops[i])) wr(c, t, i, b);
            else if (is_p(&in->ops[i])) wrp(c, t, i, r);
        }
    }
    return 0;
}

static int op_redux(struct semu_ctx *c)
{
    uint32_t acc = 0;
    int first = 1, u = !mod(c, "S32");
    /* REDUX without an operation is AND (nvdisasm leaves the default out:
     * `REDUX UR20, R4` before ATOMS.AND, nvcc's warp-aggregated atomicAnd) */
    int and_op = mod(c, "AND") || !(mod(c, "SUM") || mod(c, "OR") || mod(c, "XOR") || mod(c, "MIN") ||
                                     mod(c, "MAX"));
    EACH(c, t) {
        uint32_t v = src(c, t, 1);
        if (first) { acc = v; first = 0; continue; }
        if (mod(c, "SUM")) acc += v;
        else if (and_op) acc &= v;
        else if (mod(c, "OR")) acc |= v;
        else if (mod(c, "XOR")) acc ^= v;
        else if (mod(c, "MIN")) acc = u ? (v < acc ? v : acc) : ((int32_t)v < (int32_t)acc ? v : acc);
        else if (mod(c, "MAX")) acc = u ? (v > acc ? v : acc) : ((int32_t)v > (int32_t)acc ? v : acc);
    }
    EACH(c, t) wr(c, t, 0, acc);
    return 0;
}

static int op_match(struct semu_ctx *c)
{
    const struct sass_insn *in = c->in;
    int wide = mod(c, "U64");
    int ri = is_p(&in->ops[0]) ? 1 : 0, si = ri + 1;
    EACH(c, t) {
        uint64_t v = wide ? src64(c, t, si) : src(c, t, si);
        uint32_t same = 0;
        for (unsigned o = 0; o < SEMU_WARP; o++)
            if (((c->exec >> o) & 1) && (wide ? src64(c, o, si) : src(c, o, si)) == v)
                same |= 1u << o;
        if (mod(c, "ALL")) {
            wr(c, t, ri, same == c->exec ? same : 0);
            if (ri) wrp(c, t, 0, same == c->exec);
        } else {
            wr(c, t, ri, same);
        }
    }
    return 0;
}

/* ---- the table ---- */

static const struct semu_op ops[] = {
    { "IMAD", op_imad, 0 },       { "UIMAD", op_imad, SEMUF_UNIFORM },
    { "IADD3", op_iadd3, 0 },     { "UIADD3", op_iadd3, SEMUF_UNIFORM },
    { "VIADD", op_viadd, 0 },     { "IADD", op_viadd, 0 },
    { "LEA", op_lea, 0 },         { "ULEA", op_lea, SEMUF_UNIFORM },
    { "SHF", op_shf, 0 },         { "USHF", op_shf, SEMUF_UNIFORM },
    { "LOP3", op_lop3, 0 },       { "ULOP3", op_lop3, SEMUF_UNIFORM },
    { "LOP", op_lop3, 0 },        { "ULOP", op_lop3, SEMUF_UNIFORM },
    { "PLOP3", op_plop3, 0 },     { "UPLOP3", op_plop3, SEMUF_UNIFORM },
    { "ISETP", op_isetp, 0 },     { "UISETP", op_isetp, SEMUF_UNIFORM },
    { "FSETP", op_fsetp, 0 },     { "DSETP", op_fsetp, 0 },
    { "SEL", op_sel, 0 },         { "USEL", op_sel, SEMUF_UNIFORM },
    { "IMNMX", op_imnmx, 0 },     { "VIMNMX", op_imnmx, 0 },   { "VIADDMNMX", op_viaddmnmx, 0 },   { "UIMNMX", op_imnmx, SEMUF_UNIFORM },
    { "IABS", op_iabs, 0 },       { "POPC", op_popc, 0 },      { "UPOPC", op_popc, SEMUF_UNIFORM },
    { "FLO", op_flo, 0 },         { "UFLO", op_flo, SEMUF_UNIFORM },
    { "BREV", op_brev, 0 },       { "UBREV", op_brev, SEMUF_UNIFORM },
    { "PRMT", op_prmt, 0 },       { "UPRMT", op_prmt, SEMUF_UNIFORM },
    { "SGXT", op_sgxt, 0 },       { "USGXT", op_sgxt, SEMUF_UNIFORM },
    { "BMSK", op_bmsk, 0 },       { "UBMSK", op_bmsk, SEMUF_UNIFORM },
    { "MOV", op_mov, 0 },         { "UMOV", op_mov, SEMUF_UNIFORM },
    { "R2UR", op_r2ur, 0 },
    { "CS2R", op_cs2r, 0 },       { "P2R", op_p2r, 0 },        { "UP2UR", op_p2r, SEMUF_UNIFORM },
    { "R2P", op_r2p, 0 },
    { "S2R", op_s2r, 0 },         { "S2UR", op_s2r, SEMUF_UNIFORM },
    { "FADD", op_ffloat, 0 },     { "FMUL", op_ffloat, 0 },    { "FFMA", op_ffloat, 0 },
    { "FMNMX", op_fmnmx, 0 },     { "FSEL", op_fsel, 0 },      { "MUFU", op_mufu, 0 },
    { "FCHK", op_fchk, 0 },
    { "DADD", op_dfloat, 0 },     { "DMUL", op_dfloat, 0 },    { "DFMA", op_dfloat, 0 },
    { "HADD2", op_half, 0 },      { "HMUL2", op_half, 0 },     { "HFMA2", op_half, 0 },
    { "HMNMX2", op_half, 0 },
    { "I2F", op_i2f, 0 },         { "I2FP", op_i2f, 0 },       { "F2I", op_f2i, 0 },
    { "F2F", op_f2f, 0 },         { "F2FP", op_f2fp, 0 },      { "FRND", op_frnd, 0 },
    { "LDG", op_load, 0 },        { "LD", op_load, 0 },        { "LDS", op_load, 0 },
    { "LDL", op_load, 0 },
    { "STG", op_store, 0 },       { "ST", op_store, 0 },       { "STS", op_store, 0 },
    { "STL", op_store, 0 },
    { "LDC", op_ldc, 0 },         { "ULDC", op_ldc, SEMUF_UNIFORM },
    { "ATOMG", op_atom, 0 },      { "ATOM", op_atom, 0 },      { "ATOMS", op_atom, 0 },
    { "RED", op_atom, 0 },        { "REDG", op_atom, 0 },
    { "CCTL", op_nop, 0 },        { "MEMBAR", op_nop, 0 },     { "ERRBAR", op_nop, 0 },
    { "CGAERRBAR", op_nop, 0 },   { "NOP", op_nop, 0 },        { "YIELD", op_nop, 0 },
    { "ACQBULK", op_nop, 0 },     { "PREEXIT", op_nop, 0 },
    { "DEPBAR", op_nop, 0 },      { "FENCE", op_nop, 0 },
    { "TEX", op_tex, 0 },         { "SUST", op_sust, 0 },      { "SULD", op_suld, 0 },
    { "LDGSTS", op_ldgsts, 0 },   { "LDGDEPBAR", op_nop, 0 },  { "QSPC", op_qspc, 0 },
    /* reconvergence comes from the scheduling (sass_emu.h): threads meet at
     * BSYNC, WARPSYNC and the end of a collective without waiting there */
    { "BSYNC", op_bsync, 0 },     { "WARPSYNC", op_warpsync, 0 }, { "ENDCOLLECTIVE", op_nop, 0 },
    { "BSSY", op_bssy, 0 },       { "BREAK", op_break, 0 },    { "BMOV", op_bmov, 0 },
    { "BRX", op_brx, SEMUF_BRANCH },
    { "BRA", op_bra, SEMUF_BRANCH },  { "EXIT", op_exit, SEMUF_BRANCH },
    { "LEPC", op_lepc, 0 },
    { "CALL", op_call, SEMUF_BRANCH }, { "RET", op_ret, SEMUF_BRANCH },
    { "BAR", op_nop, SEMUF_SYNC },
    /* the cluster barrier of a cluster of one CTA (every launch here): the
     * arrival orders nothing more in this emulator, the wait is BAR.SYNC's */
    { "UCGABAR_ARV", op_nop, 0 }, { "UCGABAR_WAIT", op_nop, SEMUF_SYNC },
    { "SHFL", op_shfl, 0 },       { "VOTE", op_vote, 0 },      { "VOTEU", op_vote, 0 },
    { "REDUX", op_redux, 0 },     { "MATCH", op_match, 0 },
    { "SYNCS", op_syncs, 0 },     { "BPT", op_bpt, 0 },
};

const struct semu_op *semu_op_find(const char *opcode)
{
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
        if (!strcmp(ops[i].opcode, opcode))
            return &ops[i];
    return NULL;
}
