/* emu_valu.c - vector ALU: VOP1/2/3/3P/C, VOPD (both halves read before
 * either writes), DPP on src0, lane reads and writes. */
#include "emu_exec.h"

#include <fenv.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

struct vhalf {
    int op;
    const struct rdna_operand *ops;
    int nops;
    const struct rdna_insn *in;
    int dpp;                    /* src0 read through DPP */
    int opsel[4];               /* VOP3 op_sel (16-bit ops) / VOP3P op_sel */
    int opsel_hi[3];            /* VOP3P op_sel_hi */
    int neg_lo[3], neg_hi[3];   /* VOP3P */
    int clamp;
};

/* ---- modifiers ---- */

static void parse_list(const char *v, int *out, int n, int dflt)
{
    for (int i = 0; i < n; i++)
        out[i] = dflt;
    if (!v || *v != '[')
        return;
    const char *p = v + 1;
    for (int i = 0; i < n && *p && *p != ']'; i++) {
        out[i] = (int)strtol(p, (char **)&p, 0);
        if (*p == ',') p++;
    }
}

static int setup_half(struct ectx *c, struct vhalf *h, const struct rdna_insn *in, int op,
                      const struct rdna_operand *ops, int nops)
{
    memset(h, 0, sizeof *h);
    h->op = op;
    h->ops = ops;
    h->nops = nops;
    h->in = in;
    h->dpp = strstr(in->opcode, "_dpp") != NULL;
    parse_list(NULL, h->opsel_hi, 3, 1);
    for (int i = 0; i < in->nmods; i++) {
        const struct rdna_mod *m = &in->mods[i];
        if (!strcmp(m->name, "op_sel")) parse_list(m->value, h->opsel, 4, 0);
        else if (!strcmp(m->name, "op_sel_hi")) parse_list(m->value, h->opsel_hi, 3, 1);
        else if (!strcmp(m->name, "neg_lo")) parse_list(m->value, h->neg_lo, 3, 0);
        else if (!strcmp(m->name, "neg_hi")) parse_list(m->value, h->neg_hi, 3, 0);
        else if (!strcmp(m->name, "clamp")) h->clamp = 1;
        else if (!strcmp(m->name, "mul") || !strcmp(m->name, "div"))
            return emu_fail(c, WS_EUNSUPPORTED, "output modifier %s:%s", m->name,
                            m->value ? m->value : "");
    }
    return 0;
}

/* DPP source lane for lane l, -1 when it reads nothing (RDNA3 ISA "DPP16") */
static int dpp_lane(const struct rdna_insn *in, int l, int lanes, int *bound_zero)
{
    int row = l & ~15, r = l & 15, src = l;
    *bound_zero = 0;
    for (int i = 0; i < in->nmods; i++) {
        const struct rdna_mod *m = &in->mods[i];
        long v = m->value ? strtol(m->value, NULL, 0) : 0;
        if (!strcmp(m->name, "quad_perm")) {
            int q[4];
            parse_list(m->value, q, 4, 0);
            src = (l & ~3) | (q[l & 3] & 3);
        } else if (!strcmp(m->name, "row_shl")) src = r + v < 16 ? l + (int)v : -1;
        else if (!strcmp(m->name, "row_shr")) src = r - v >= 0 ? l - (int)v : -1;
        else if (!strcmp(m->name, "row_ror")) src = row + (int)((r + 16 - v) & 15);
        else if (!strcmp(m->name, "row_mirror")) src = row + 15 - r;
        else if (!strcmp(m->name, "row_half_mirror")) src = (l & ~7) + 7 - (l & 7);
        else if (!strcmp(m->name, "row_share")) src = row + (int)(v & 15);
        else if (!strcmp(m->name, "row_xmask")) src = row + (int)((r ^ v) & 15);
        else if (!strcmp(m->name, "bound_ctrl")) *bound_zero = 1;
    }
    return src >= 0 && src < lanes ? src : -1;
}

static uint64_t fmods(uint64_t v, int t, uint8_t flags)
{
    uint64_t sign = t == T_F64 ? 1ull << 63 : t == T_F16 ? 0x8000 : 0x80000000u;
    if (t != T_F32 && t != T_F64 && t != T_F16)
        return v;
    if (flags & ROF_ABS) v &= ~sign;
    if (flags & ROF_NEG) v ^= sign;
    return v;
}

/* Source i (0-based) of half h at lane l, of type t. */
static uint64_t vsrc(struct ectx *c, const struct vhalf *h, int i, int opi, int t, int l, int *valid)
{
    const struct rdna_operand *o = &h->ops[opi];
    struct wave *w = c->w;
    uint64_t v;
    int tt = t & 0x7f;
    int w64 = tt == T_F64 || tt == T_B64;
    if (o->kind == ROP_VGPR) {
        int src = l;
        if (i == 0 && h->dpp) {
            int bz;
            src = dpp_lane(h->in, l, w->lanes, &bz);
            if (src < 0 || !((emu_exec_mask(w) >> src) & 1)) {
                if (!bz) { *valid = 0; return 0; }
                return 0;
            }
        }
        v = w->v[o->reg][src];
        if (w64) v |= (uint64_t)w->v[(o->reg + 1) & 255][src] << 32;
    } else if (emu_is_const(o)) {
        v = emu_const(o, t);
    } else {
        int idx = emu_sidx(o);
        v = idx >= 0 ? emu_sget(w, idx) : 0;
        if (w64 && idx >= 0 && idx != SI_NULL && idx != SI_SCC)
            v |= (uint64_t)emu_sget(w, idx + 1) << 32;
    }
    if (tt == T_F16 || tt == T_B16) {
        if (h->in->enc == RE_VOP3 && i < 3 && h->opsel[i]) v >>= 16;
        v &= 0xffff;
    }
    if (tt == T_PK16) {
        uint32_t x = (uint32_t)v;
        uint16_t lo = (uint16_t)(h->opsel[i] ? x >> 16 : x);
        uint16_t hi = (uint16_t)(h->opsel_hi[i] ? x >> 16 : x);
        if (h->neg_lo[i]) lo ^= 0x8000;
        if (h->neg_hi[i]) hi ^= 0x8000;
        return lo | ((uint64_t)hi << 16);
    }
    if (tt == T_F32 && !w->denorm32 && fpclassify(emu_f((uint32_t)v)) == FP_SUBNORMAL)
        v &= 0x80000000u;
    if (h->op == EOP_VCNDMASK && i < 2)     /* VOP3 neg/abs act on the sign bit (RDNA3 ISA) */
        tt = T_F32;
    return fmods(v, tt, o->flags);
}

/* ---- per-lane semantics ---- */

/* v_max/v_min in IEEE mode (the kernel descriptor's default on gfx11; RDNA3
 * ISA, V_MAX_F32): a signaling NaN source gives that NaN quieted (S0's
 * first), a quiet NaN gives the other source, and -0 < +0. */
static int snan_f(float a) { return isnan(a) && !((emu_fb(a) >> 22) & 1); }
static int snan_d(double a) { return isnan(a) && !((emu_db(a) >> 51) & 1); }
static float quiet_f(float a) { return emu_f(emu_fb(a) | 0x400000u); }
static double quiet_d(double a) { return emu_d(emu_db(a) | (1ull << 51)); }

static float fmaxz(float a, float b)
{
    if (snan_f(a) || snan_f(b)) return quiet_f(snan_f(a) ? a : b);
    if (a == 0 && b == 0) return signbit(a) ? b : a;
    return fmaxf(a, b);
}
static float fminz(float a, float b)
{
    if (snan_f(a) || snan_f(b)) return quiet_f(snan_f(a) ? a : b);
    if (a == 0 && b == 0) return signbit(a) ? a : b;
    return fminf(a, b);
}
static double dmaxz(double a, double b)
{
    if (snan_d(a) || snan_d(b)) return quiet_d(snan_d(a) ? a : b);
    return a == 0 && b == 0 ? (signbit(a) ? b : a) : fmax(a, b);
}
static double dminz(double a, double b)
{
    if (snan_d(a) || snan_d(b)) return quiet_d(snan_d(a) ? a : b);
    return a == 0 && b == 0 ? (signbit(a) ? a : b) : fmin(a, b);
}

static float med3f(float a, float b, float c3)
{
    if (isnan(a) || isnan(b) || isnan(c3)) return fminz(fminz(a, b), c3);
    float mx = fmaxz(fmaxz(a, b), c3);
    if (mx == a) return fmaxz(b, c3);
    if (mx == b) return fmaxz(a, c3);
    return fmaxz(a, b);
}

static uint32_t cvt_i32(double x)
{
    if (isnan(x)) return 0;
    if (x >= 2147483647.0) return 0x7fffffffu;
    if (x <= -2147483648.0) return 0x80000000u;
    return (uint32_t)(int32_t)trunc(x);
}
static uint32_t cvt_u32(double x)
{
    if (isnan(x) || x <= 0) return 0;
    if (x >= 4294967295.0) return 0xffffffffu;
    return (uint32_t)trunc(x);
}

static int32_t bfe_s(uint32_t x, unsigned off, unsigned wd)
{
    off &= 31;
    wd &= 31;
    if (!wd) return 0;
    if (off + wd >= 32) return (int32_t)x >> off;
    return (int32_t)(x << (32 - off - wd)) >> (32 - wd);
}

static uint16_t h16(float f) { return emu_f2h(f); }
static float F16(uint64_t v) { return emu_h2f((uint16_t)v); }

static uint16_t pk_half(int op, uint16_t a, uint16_t b, uint16_t c3)
{
    switch (op) {
    case EOP_VPKADDH: return h16(F16(a) + F16(b));
    case EOP_VPKMULH: return h16(F16(a) * F16(b));
    case EOP_VPKFMAH: return emu_d2h(fma((double)F16(a), (double)F16(b), (double)F16(c3)));
    case EOP_VPKMAXH: return h16(fmaxz(F16(a), F16(b)));
    default: return h16(fminz(F16(a), F16(b)));
    }
}

/* result of op at lane l; *bit: carry out / vcc out / compare result */
static uint64_t lane_op(struct ectx *c, int op, const uint64_t *s, int l, int cin, int *bit)
{
    uint32_t a = (uint32_t)s[0], b = (uint32_t)s[1], d3 = (uint32_t)s[2];
    float fa = emu_f(a), fb = emu_f(b), fc = emu_f(d3);
    double da = emu_d(s[0]), db = emu_d(s[1]), dc = emu_d(s[2]);
    (void)c;
    switch (op) {
    case EOP_VMOV: return a;
    case EOP_VNOT: return ~a;
    case EOP_VBFREV: { uint32_t y = 0; for (int i = 0; i < 32; i++) { y = (y << 1) | (a & 1); a >>= 1; } return y; }
    case EOP_VCLZ: return a ? (uint32_t)__builtin_clz(a) : 0xffffffffu;
    case EOP_VCTZ: return a ? (uint32_t)__builtin_ctz(a) : 0xffffffffu;
    case EOP_VCLS: { int32_t x = (int32_t)a; if (x == 0 || x == -1) return 0xffffffffu;
        return (uint32_t)__builtin_clz((uint32_t)(x < 0 ? ~x : x)) - 1; }
    case EOP_VADDU: case EOP_VADDI: return a + b;
    case EOP_VSUBU: case EOP_VSUBI: return a - b;
    case EOP_VSUBREVU: return b - a;
    case EOP_VAND: return a & b;
    case EOP_VOR: return a | b;
    case EOP_VXOR: return a ^ b;
    case EOP_VXNOR: return ~(a ^ b);
    case EOP_VLSHLREV: return b << (a & 31);
    case EOP_VLSHRREV: return b >> (a & 31);
    case EOP_VASHRREV: return (uint32_t)((int32_t)b >> (a & 31));
    case EOP_VLSHLREV64: return s[1] << (a & 63);
    case EOP_VLSHRREV64: return s[1] >> (a & 63);
    case EOP_VASHRREV64: return (uint64_t)((int64_t)s[1] >> (a & 63));
    case EOP_VMAXI: return (int32_t)a > (int32_t)b ? a : b;
    case EOP_VMAXU: return a > b ? a : b;
    case EOP_VMINI: return (int32_t)a < (int32_t)b ? a : b;
    case EOP_VMINU: return a < b ? a : b;
    case EOP_VMULLO: return a * b;
    case EOP_VMULHIU: return (uint32_t)(((uint64_t)a * b) >> 32);
    case EOP_VMULHII: return (uint32_t)(((int64_t)(int32_t)a * (int32_t)b) >> 32);
    case EOP_VMULU24: return (a & 0xffffff) * (b & 0xffffff);
    case EOP_VMULI24: return (uint32_t)(bfe_s(a, 0, 24) * bfe_s(b, 0, 24));
    case EOP_VMULHIU24: return (uint32_t)(((uint64_t)(a & 0xffffff) * (b & 0xffffff)) >> 32);
    case EOP_VMULHII24: return (uint32_t)(((int64_t)bfe_s(a, 0, 24) * bfe_s(b, 0, 24)) >> 32);
    case EOP_VMADU24: return (a & 0xffffff) * (b & 0xffffff) + d3;
    case EOP_VMADI24: return (uint32_t)(bfe_s(a, 0, 24) * bfe_s(b, 0, 24)) + d3;
    case EOP_VBCNT: return (uint32_t)__builtin_popcount(a) + b;
    case EOP_VMBCNTLO: return (uint32_t)__builtin_popcount(a & (uint32_t)((l >= 32 ? ~0ull : (1ull << l) - 1))) + b;
    case EOP_VMBCNTHI: return (uint32_t)__builtin_popcount(a & (uint32_t)(l <= 32 ? 0 : ((1ull << l) - 1) >> 32)) + b;
    case EOP_VBFM: return ((1u << (a & 31)) - 1) << (b & 31);
    case EOP_VBFEU: { unsigned off = b & 31, wd = d3 & 31;
        return wd ? (off + wd >= 32 ? a >> off : (a >> off) & ((1u << wd) - 1)) : 0; }
    case EOP_VBFEI: return (uint32_t)bfe_s(a, b, d3);
    case EOP_VBFI: return (a & b) | (~a & d3);
    case EOP_VALIGNBIT: return (uint32_t)((((uint64_t)a << 32) | b) >> (d3 & 31));
    case EOP_VALIGNBYTE: return (uint32_t)((((uint64_t)a << 32) | b) >> (8 * (d3 & 3)));
    case EOP_VPERM: {
        /* bytes of {a, b} (b is bytes 0-3); selectors 8-13 sign/constant (ISA "V_PERM_B32") */
        uint64_t v = ((uint64_t)a << 32) | b;
        uint32_t r = 0;
        for (int k = 0; k < 4; k++) {
            unsigned sel = (d3 >> (8 * k)) & 0xff, by;
            if (sel < 8) by = (unsigned)(v >> (8 * sel)) & 0xff;
            else if (sel == 8) by = (b >> 15) & 1 ? 0xff : 0;
            else if (sel == 9) by = (b >> 31) & 1 ? 0xff : 0;
            else if (sel == 10) by = (a >> 15) & 1 ? 0xff : 0;
            else if (sel == 11) by = (a >> 31) & 1 ? 0xff : 0;
            else if (sel == 12) by = 0;
            else by = 0xff;
            r |= (uint32_t)by << (8 * k);
        }
        return r;
    }
    case EOP_VLSHLADD: return (a << (b & 31)) + d3;
    case EOP_VADDLSHL: return (a + b) << (d3 & 31);
    case EOP_VLSHLOR: return (a << (b & 31)) | d3;
    case EOP_VANDOR: return (a & b) | d3;
    case EOP_VOR3: return a | b | d3;
    case EOP_VXOR3: return a ^ b ^ d3;
    case EOP_VADD3: return a + b + d3;
    case EOP_VXAD: return (a ^ b) + d3;
    case EOP_VMAX3I: { int32_t m = (int32_t)a > (int32_t)b ? (int32_t)a : (int32_t)b; return (uint32_t)(m > (int32_t)d3 ? m : (int32_t)d3); }
    case EOP_VMAX3U: { uint32_t m = a > b ? a : b; return m > d3 ? m : d3; }
    case EOP_VMIN3I: { int32_t m = (int32_t)a < (int32_t)b ? (int32_t)a : (int32_t)b; return (uint32_t)(m < (int32_t)d3 ? m : (int32_t)d3); }
    case EOP_VMIN3U: { uint32_t m = a < b ? a : b; return m < d3 ? m : d3; }
    case EOP_VMED3I: { int32_t x = (int32_t)a, y = (int32_t)b, z = (int32_t)d3;
        int32_t mx = x > y ? x : y, mn = x < y ? x : y; return (uint32_t)(z > mx ? mx : z < mn ? mn : z); }
    case EOP_VMED3U: { uint32_t mx = a > b ? a : b, mn = a < b ? a : b; return d3 > mx ? mx : d3 < mn ? mn : d3; }
    case EOP_VCNDMASK: return cin ? b : a;
    case EOP_VADDCO: { uint64_t r = (uint64_t)a + b; *bit = (int)(r >> 32); return (uint32_t)r; }
    case EOP_VSUBCO: *bit = b > a; return a - b;
    case EOP_VSUBREVCO: *bit = a > b; return b - a;
    case EOP_VADDCOCI: { uint64_t r = (uint64_t)a + b + (unsigned)cin; *bit = (int)(r >> 32); return (uint32_t)r; }
    case EOP_VSUBCOCI: *bit = (uint64_t)b + (unsigned)cin > a; return a - b - (uint32_t)cin;
    case EOP_VSUBREVCOCI: *bit = (uint64_t)a + (unsigned)cin > b; return b - a - (uint32_t)cin;
    case EOP_VMADU64: { unsigned __int128 r = (unsigned __int128)((uint64_t)a * b) + s[2];
        *bit = (int)(r >> 64); return (uint64_t)r; }
    case EOP_VMADI64: { __int128 r = (__int128)((int64_t)(int32_t)a * (int32_t)b) + (__int128)(int64_t)s[2];
        *bit = r != (int64_t)r; return (uint64_t)(int64_t)r; }
    case EOP_VADDF: return emu_fb(fa + fb);
    case EOP_VSUBF: return emu_fb(fa - fb);
    case EOP_VSUBREVF: return emu_fb(fb - fa);
    case EOP_VMULF: return emu_fb(fa * fb);
    case EOP_VMULLEGF: return emu_fb(fa == 0 || fb == 0 ? 0.0f : fa * fb);
    case EOP_VMAXF: return emu_fb(fmaxz(fa, fb));
    case EOP_VMINF: return emu_fb(fminz(fa, fb));
    case EOP_VLDEXPF: return emu_fb(ldexpf(fa, (int32_t)b));
    case EOP_VFMAF: case EOP_VFMACF: case EOP_VFMAMKF: case EOP_VFMAAKF: return emu_fb(fmaf(fa, fb, fc));
    case EOP_VMAX3F: return emu_fb(fmaxz(fmaxz(fa, fb), fc));
    case EOP_VMIN3F: return emu_fb(fminz(fminz(fa, fb), fc));
    case EOP_VMED3F: return emu_fb(med3f(fa, fb, fc));
    /* transcendentals: the C library, where the hardware is within about 1 ULP */
    case EOP_VRCPF:         /* the iflag form differs in the exception it flags only */
    case EOP_VRCPIFLAGF: return emu_fb((float)(1.0 / (double)fa));
    case EOP_VRSQF: return emu_fb((float)(1.0 / sqrt((double)fa)));
    case EOP_VSQRTF: return emu_fb(sqrtf(fa));
    case EOP_VEXPF: return emu_fb(exp2f(fa));
    case EOP_VLOGF: return emu_fb(log2f(fa));
    /* the input is in revolutions: only its fraction matters (exact in
     * float; a float of magnitude 2^23 or more is a whole number of turns) */
    case EOP_VSINF: return emu_fb((float)sin(2.0 * M_PI * fmod((double)fa, 1.0)));
    case EOP_VCOSF: return emu_fb((float)cos(2.0 * M_PI * fmod((double)fa, 1.0)));
    case EOP_VFLOORF: return emu_fb(floorf(fa));
    case EOP_VCEILF: return emu_fb(ceilf(fa));
    case EOP_VTRUNCF: return emu_fb(truncf(fa));
    case EOP_VRNDNEF: return emu_fb(nearbyintf(fa));
    case EOP_VFRACTF: { if (isinf(fa)) return emu_fb(NAN); float r = fa - floorf(fa);
        return emu_fb(r < 0x1.fffffep-1f ? r : 0x1.fffffep-1f); }
    case EOP_VFREXPEXPF: { if (isinf(fa) || isnan(fa) || fa == 0) return 0; int e; frexpf(fa, &e); return (uint32_t)e; }
    case EOP_VFREXPMANTF: { if (isinf(fa) || isnan(fa)) return emu_fb(fa); int e; return emu_fb(frexpf(fa, &e)); }
    case EOP_VCVTF32U32: return emu_fb((float)a);
    case EOP_VCVTF32I32: return emu_fb((float)(int32_t)a);
    case EOP_VCVTU32F32: return cvt_u32(fa);
    case EOP_VCVTI32F32: return cvt_i32(fa);
    case EOP_VCVTF16F32: return emu_f2h(fa);
    case EOP_VCVTF32F16: return emu_fb(emu_h2f((uint16_t)a));
    case EOP_VCVTF64F32: return emu_db((double)fa);
    case EOP_VCVTF32F64: return emu_fb((float)da);
    case EOP_VCVTF64I32: return emu_db((double)(int32_t)a);
    case EOP_VCVTF64U32: return emu_db((double)a);
    case EOP_VCVTI32F64: return cvt_i32(da);
    case EOP_VCVTU32F64: return cvt_u32(da);
    case EOP_VDIVSCALEF: return emu_fb(emu_div_scale_f32(fa, fb, fc, bit));
    case EOP_VDIVFMASF: return emu_fb(emu_div_fmas_f32(fa, fb, fc, cin));
    case EOP_VDIVFIXUPF: return emu_fb(emu_div_fixup_f32(fa, fb, fc));
    case EOP_VADDD: return emu_db(da + db);
    case EOP_VMULD: return emu_db(da * db);
    case EOP_VMAXD: return emu_db(dmaxz(da, db));
    case EOP_VMIND: return emu_db(dminz(da, db));
    case EOP_VFMAD: return emu_db(fma(da, db, dc));
    case EOP_VLDEXPD: return emu_db(ldexp(da, (int32_t)b));
    case EOP_VRCPD: return emu_db(1.0 / da);
    case EOP_VRSQD: return emu_db(1.0 / sqrt(da));
    case EOP_VSQRTD: return emu_db(sqrt(da));
    case EOP_VFLOORD: return emu_db(floor(da));
    case EOP_VCEILD: return emu_db(ceil(da));
    case EOP_VTRUNCD: return emu_db(trunc(da));
    case EOP_VRNDNED: return emu_db(roundeven(da));
    case EOP_VADDH: return h16(F16(a) + F16(b));
    case EOP_VSUBH: return h16(F16(a) - F16(b));
    case EOP_VMULH: return h16(F16(a) * F16(b));
    case EOP_VMAXH: return h16(fmaxz(F16(a), F16(b)));
    case EOP_VMINH: return h16(fminz(F16(a), F16(b)));
    case EOP_VFMAH: case EOP_VFMACH: return emu_d2h(fma((double)F16(a), (double)F16(b), (double)F16(d3)));
    case EOP_VPACKF16: return (a & 0xffff) | ((b & 0xffff) << 16);
    case EOP_VADDU16: return (a + b) & 0xffff;
    case EOP_VSUBU16: return (a - b) & 0xffff;
    case EOP_VMULLOU16: return (a * b) & 0xffff;
    /* 16-bit shifts: the shift count is the low 4 bits of the first source */
    case EOP_VLSHLREV16: return (uint16_t)(b << (a & 15));
    case EOP_VLSHRREV16: return (uint16_t)((b & 0xffff) >> (a & 15));
    case EOP_VASHRREV16: return (uint16_t)((int16_t)(uint16_t)b >> (a & 15));
    /* byte k of the source as an unsigned integer, to f32 (exact) */
    case EOP_VCVTF32UB0: return emu_fb((float)(a & 0xff));
    case EOP_VCVTF32UB1: return emu_fb((float)((a >> 8) & 0xff));
    case EOP_VCVTF32UB2: return emu_fb((float)((a >> 16) & 0xff));
    case EOP_VCVTF32UB3: return emu_fb((float)(a >> 24));
    case EOP_VPKADDH: case EOP_VPKMULH: case EOP_VPKFMAH: case EOP_VPKMAXH: case EOP_VPKMINH:
        return pk_half(op, (uint16_t)a, (uint16_t)b, (uint16_t)d3) |
               ((uint32_t)pk_half(op, (uint16_t)(a >> 16), (uint16_t)(b >> 16), (uint16_t)(d3 >> 16)) << 16);
    default:
        *bit = -1;
        return 0;
    }
}

static int fclassbits(double x, int t)
{
    /* v_cmp_class mask bits: 0 sNaN 1 qNaN 2 -inf 3 -normal 4 -denorm 5 -0 6 +0 7 +denorm 8 +normal 9 +inf */
    int neg = signbit(x) != 0;
    switch (fpclassify(x)) {
    case FP_NAN: {
        uint64_t b = emu_db(x);
        (void)t;
        return (b >> 51) & 1 ? 1 : 0;
    }
    case FP_INFINITE: return neg ? 2 : 9;
    case FP_ZERO: return neg ? 5 : 6;
    case FP_SUBNORMAL: return neg ? 4 : 7;
    default: return neg ? 3 : 8;
    }
}

static int compare(int cc, int ctype, uint64_t a, uint64_t b)
{
    int t = ctype & 0x7f, sgn = ctype & 0x80;
    if (t == T_F32 || t == T_F64 || t == T_F16) {
        double x = t == T_F32 ? emu_f((uint32_t)a) : t == T_F64 ? emu_d(a) : emu_h2f((uint16_t)a);
        if (cc == CC_CLASS) {
            if (t == T_F32 && isnan(x))     /* quiet bit of the f32 */
                return (int)((b >> (((uint32_t)a >> 22) & 1)) & 1);
            if (t == T_F16 && isnan(x))
                return (int)((b >> (((uint32_t)a >> 9) & 1)) & 1);
            return (int)((b >> fclassbits(x, t)) & 1);
        }
        double y = t == T_F32 ? emu_f((uint32_t)b) : t == T_F64 ? emu_d(b) : emu_h2f((uint16_t)b);
        int un = isnan(x) || isnan(y);
        switch (cc) {
        case CC_F: return 0;
        case CC_LT: return x < y;
        case CC_EQ: return x == y;
        case CC_LE: return x <= y;
        case CC_GT: return x > y;
        case CC_NE: return !un && x != y;    /* lg: ordered not equal */
        case CC_GE: return x >= y;
        case CC_O: return !un;
        case CC_U: return un;
        case CC_NGE: return !(x >= y);
        case CC_NLG: return un || x == y;
        case CC_NGT: return !(x > y);
        case CC_NLE: return !(x <= y);
        case CC_NEQ: return !(x == y);
        case CC_NLT: return !(x < y);
        default: return 1;
        }
    }
    int64_t x, y;
    if (t == T_B64) { x = (int64_t)a; y = (int64_t)b; }
    else if (t == T_B16) { x = sgn ? (int16_t)a : (uint16_t)a; y = sgn ? (int16_t)b : (uint16_t)b; }
    else { x = sgn ? (int32_t)a : (int64_t)(uint32_t)a; y = sgn ? (int32_t)b : (int64_t)(uint32_t)b; }
    int lt = (sgn || t != T_B64) ? x < y : (uint64_t)x < (uint64_t)y;
    int gt = (sgn || t != T_B64) ? x > y : (uint64_t)x > (uint64_t)y;
    switch (cc) {
    case CC_F: return 0;
    case CC_LT: return lt;
    case CC_EQ: return x == y;
    case CC_LE: return !gt;
    case CC_GT: return gt;
    case CC_NE: return x != y;
    case CC_GE: return !lt;
    case CC_T: return 1;
    default: return 0;
    }
}

/* ---- one half: compute every active lane, then commit ---- */

struct vout {
    uint64_t r[64];
    uint64_t wmask;             /* lanes whose vdst is written */
    uint64_t bits;              /* sdst / carry / vcc bits */
    int has_bits;
};

static int operand_base(int form)
{
    switch (form) {
    case F_CARRY: case F_MAD64: case F_DIVSCALE: return 2;
    default: return 1;
    }
}

static int compute_half(struct ectx *c, const struct vhalf *h, const struct emu_dec *d, struct vout *o)
{
    struct wave *w = c->w;
    const struct emu_opdesc *od = &emu_opdescs[h->op];
    uint64_t exec = emu_exec_mask(w);
    o->wmask = 0;
    o->bits = 0;
    o->has_bits = 0;
    if (od->cls == C_VCMP || od->cls == C_VCMPX) {
        int base = od->cls == C_VCMP || h->nops == 3 ? 1 : 0;
        if (h->nops - base != 2)
            return emu_fail(c, WS_EUNSUPPORTED, "2 compare sources expected");
        int t = d->ctype & 0x7f;
        int ts0 = t, ts1 = d->cc == CC_CLASS ? T_B32 : t;
        for (int l = 0; l < w->lanes; l++) {
            if (!((exec >> l) & 1)) continue;
            int valid = 1;
            uint64_t a = vsrc(c, h, 0, base, ts0, l, &valid), b = vsrc(c, h, 1, base + 1, ts1, l, &valid);
            if (compare(d->cc, d->ctype, a, b))
                o->bits |= 1ull << l;
        }
        o->has_bits = 1;
        return 0;
    }
    int form = od->form, nsrc = od->nsrc, base = operand_base(form);
    int need = base + nsrc - (form == F_MAC ? 1 : 0) + (form == F_CND ? 1 : 0);
    int cin_op = -1;
    if (form == F_CARRY && (h->op == EOP_VADDCOCI || h->op == EOP_VSUBCOCI || h->op == EOP_VSUBREVCOCI)) {
        cin_op = base + 2;
        need++;
    }
    if (form == F_CND && h->nops == need - 1)
        need--;             /* VOPD / e32 without the mask operand: vcc */
    else if (form == F_CND)
        cin_op = base + 2;
    if (h->nops != need)
        return emu_fail(c, WS_EUNSUPPORTED, "%d operands expected, %d given", need, h->nops);
    if (h->ops[0].kind != ROP_VGPR)
        return emu_fail(c, WS_EUNSUPPORTED, "VGPR destination expected");
    uint64_t cmask = 0;
    if (cin_op >= 0) {
        int idx = emu_sidx(&h->ops[cin_op]);
        if (idx < 0) return emu_fail(c, WS_EUNSUPPORTED, "mask operand must be an SGPR or vcc");
        cmask = emu_lanemask(w, idx);
    } else if (form == F_CND || form == F_DIVFMAS) {
        cmask = emu_lanemask(w, SI_VCC);
    }
    int rm = (od->td == T_F64 ? w->round64 : w->round32);
    int saved = 0;
    if (rm) {
        static const int modes[4] = { FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO };
        saved = fegetround();
        fesetround(modes[rm]);
    }
    for (int l = 0; l < w->lanes; l++) {
        if (!((exec >> l) & 1)) continue;
        uint64_t s[3] = { 0, 0, 0 };
        int valid = 1;
        for (int i = 0; i < nsrc; i++) {
            int opi = base + i;
            if (form == F_MAC && i == 2) {       /* the accumulator is the destination */
                int t = od->ts[2];
                s[2] = w->v[h->ops[0].reg][l];
                if ((t & 0x7f) == T_F16) s[2] &= 0xffff;
                continue;
            }
            s[i] = vsrc(c, h, i, opi, od->ts[i], l, &valid);
        }
        if (!valid) continue;
        int bit = 0;
        uint64_t r = lane_op(c, h->op, s, l, (int)((cmask >> l) & 1), &bit);
        if (bit < 0) {
            if (rm) fesetround(saved);
            return emu_fail(c, WS_EUNSUPPORTED, "no vector semantics");
        }
        if (h->clamp && od->td == T_F32) {
            float f = emu_f((uint32_t)r);
            r = emu_fb(isnan(f) ? 0.0f : f < 0 ? 0.0f : f > 1 ? 1.0f : f);
        } else if (h->clamp && od->td != T_F64 && od->td != T_F16 && od->td != T_PK16) {
            if (rm) fesetround(saved);
            return emu_fail(c, WS_EUNSUPPORTED, "integer clamp");
        }
        if (od->td == T_F32 && !w->denorm32 && fpclassify(emu_f((uint32_t)r)) == FP_SUBNORMAL)
            r &= 0x80000000u;
        o->r[l] = r;
        o->wmask |= 1ull << l;
        if (bit) o->bits |= 1ull << l;
    }
    if (rm) fesetround(saved);
    o->has_bits = form == F_CARRY || form == F_MAD64 || form == F_DIVSCALE;
    return 0;
}

static int commit_half(struct ectx *c, const struct vhalf *h, const struct vout *o)
{
    struct wave *w = c->w;
    const struct emu_opdesc *od = &emu_opdescs[h->op];
    if (od->cls == C_VCMPX) {
        emu_set_lanemask(w, SI_EXEC, o->bits);
        return 0;
    }
    if (od->cls == C_VCMP) {
        int idx = emu_sidx(&h->ops[0]);
        if (idx < 0) return emu_fail(c, WS_EUNSUPPORTED, "compare destination must be an SGPR or vcc");
        emu_set_lanemask(w, idx, o->bits);
        return 0;
    }
    int reg = h->ops[0].reg, t = od->td;
    int hi16 = h->in->enc == RE_VOP3 && h->opsel[od->nsrc] && (t == T_F16 || t == T_B16);
    for (int l = 0; l < w->lanes; l++) {
        if (!((o->wmask >> l) & 1)) continue;
        if (t == T_F64 || t == T_B64) {
            w->v[reg][l] = (uint32_t)o->r[l];
            w->v[(reg + 1) & 255][l] = (uint32_t)(o->r[l] >> 32);
        } else if (t == T_F16 || t == T_B16) {
            uint32_t old = w->v[reg][l];
            w->v[reg][l] = hi16 ? (old & 0xffff) | ((uint32_t)o->r[l] << 16)
                                : (old & 0xffff0000u) | ((uint32_t)o->r[l] & 0xffff);
        } else {
            w->v[reg][l] = (uint32_t)o->r[l];
        }
    }
    if (o->has_bits) {
        int idx = emu_sidx(&h->ops[1]);
        if (idx < 0) return emu_fail(c, WS_EUNSUPPORTED, "carry destination must be an SGPR, vcc or null");
        emu_set_lanemask(w, idx, o->bits);
    }
    return 0;
}

int emu_valu(struct ectx *c, const struct rdna_insn *in, const struct emu_dec *d)
{
    struct vhalf hx, hy;
    struct vout ox, oy;
    int nx = in->opcode_y ? in->nops_x : in->nops;
    if (setup_half(c, &hx, in, d->op, in->ops, nx))
        return -1;
    if (in->opcode_y) {
        if (d->op_y == EOP_UNKNOWN || emu_opdescs[d->op_y].cls != C_VOP)
            return emu_fail(c, WS_EUNSUPPORTED, "VOPD half '%s' not implemented", in->opcode_y);
        if (setup_half(c, &hy, in, d->op_y, in->ops + nx, in->nops - nx))
            return -1;
        /* dual issue: both halves read their sources before either writes */
        if (compute_half(c, &hx, d, &ox) || compute_half(c, &hy, d, &oy))
            return -1;
        return commit_half(c, &hx, &ox) || commit_half(c, &hy, &oy) ? -1 : 0;
    }
    if (compute_half(c, &hx, d, &ox))
        return -1;
    return commit_half(c, &hx, &ox);
}

int emu_lane_op(struct ectx *c, const struct rdna_insn *in, int op)
{
    struct wave *w = c->w;
    uint64_t lane = 0, v;
    if (op == EOP_VREADFIRST) {
        if (in->nops != 2 || in->ops[1].kind != ROP_VGPR)
            return emu_fail(c, WS_EUNSUPPORTED, "sdst, vsrc expected");
        uint64_t e = emu_exec_mask(w);
        lane = e ? (uint64_t)__builtin_ctzll(e) : 0;
        return emu_swrite(c, &in->ops[0], T_B32, w->v[in->ops[1].reg][lane]);
    }
    if (in->nops != 3)
        return emu_fail(c, WS_EUNSUPPORTED, "3 operands expected");
    if (emu_sread(c, &in->ops[2], T_B32, &lane))
        return -1;
    lane &= (uint64_t)(w->lanes - 1);
    if (op == EOP_VREADLANE) {
        if (in->ops[1].kind != ROP_VGPR)
            return emu_fail(c, WS_EUNSUPPORTED, "VGPR source expected");
        return emu_swrite(c, &in->ops[0], T_B32, w->v[in->ops[1].reg][lane]);
    }
    if (in->ops[0].kind != ROP_VGPR)
        return emu_fail(c, WS_EUNSUPPORTED, "VGPR destination expected");
    if (emu_sread(c, &in->ops[1], T_B32, &v))
        return -1;
    w->v[in->ops[0].reg][lane] = (uint32_t)v;
    return 0;
}
