/* emu_float.c - half precision conversions and the division helpers.
 *
 * v_div_scale_f32 / v_div_fmas_f32 / v_div_fixup_f32 follow the RDNA3 ISA
 * pseudocode (chapter "Vector ALU"): div_scale scales the numerator or
 * denominator by 2^64 or 2^-64 when the quotient or the reciprocal would
 * leave the normal range and sets VCC when the final quotient must be
 * rescaled; div_fmas undoes that scale (2^64 when the quotient estimate is
 * large, 2^-64 when it is small); div_fixup handles zeros, infinities and
 * NaNs and otherwise gives the quotient the sign of numerator xor
 * denominator.
 */
#include "emu_float.h"

#include <math.h>

float emu_h2f(uint16_t h)
{
    int s = h >> 15, e = (h >> 10) & 31, m = h & 1023;
    float v;
    if (e == 0)
        v = ldexpf((float)m, -24);
    else if (e == 31)
        return emu_f(((uint32_t)s << 31) | 0x7f800000u | ((uint32_t)m << 13));
    else
        v = ldexpf((float)(m | 1024), e - 25);
    return s ? -v : v;
}

uint16_t emu_d2h(double d)
{
    uint64_t b = emu_db(d);
    uint16_t sign = (uint16_t)((b >> 48) & 0x8000);
    if (isnan(d))
        return sign | 0x7e00 | (uint16_t)((b >> 42) & 0x1ff);
    double a = fabs(d);
    if (a >= 65520.0)               /* rounds to infinity */
        return sign | 0x7c00;
    if (a < ldexp(1.0, -14)) {      /* denormal: units of 2^-24, rint = nearest even */
        double q = nearbyint(a * ldexp(1.0, 24));
        return sign | (uint16_t)q;  /* 1024 becomes the smallest normal */
    }
    int e;
    double m = frexp(a, &e);        /* a = m * 2^e, m in [0.5, 1) */
    double q = nearbyint(ldexp(m, 11)); /* 11 significant bits */
    if (q >= 2048.0) {
        q /= 2;
        e++;
    }
    int he = e - 1 + 15;
    return sign | (uint16_t)(he << 10) | (uint16_t)((int)q & 1023);
}

uint16_t emu_f2h(float f) { return emu_d2h((double)f); }

static int fexp(float x) { return (int)((emu_fb(x) >> 23) & 0xff); }
static int fdenorm(float x) { return fpclassify(x) == FP_SUBNORMAL; }

float emu_div_scale_f32(float s0, float s1, float s2, int *vcc)
{
    float d = s0;
    *vcc = 0;
    if (s2 == 0.0f || s1 == 0.0f) {
        d = NAN;
    } else if (fexp(s2) - fexp(s1) >= 96) {
        *vcc = 1;
        if (s0 == s1) d = ldexpf(s0, 64);
    } else if (fdenorm(s1)) {
        d = ldexpf(s0, 64);
    } else if (fdenorm(1.0f / s1) && fdenorm(s2 / s1)) {
        *vcc = 1;
        if (s0 == s1) d = ldexpf(s0, 64);
    } else if (fdenorm(1.0f / s1)) {
        d = ldexpf(s0, -64);
    } else if (fdenorm(s2 / s1)) {
        *vcc = 1;
        if (s0 == s2) d = ldexpf(s0, 64);
    } else if (fexp(s2) <= 23) {
        d = ldexpf(s0, 64);
    }
    return d;
}

float emu_div_fmas_f32(float s0, float s1, float s2, int vcc)
{
    float r = fmaf(s0, s1, s2);
    if (!vcc)
        return r;
    return ldexpf(r, fexp(s2) > 127 ? 64 : -64);
}

float emu_div_fixup_f32(float s0, float s1, float s2)
{
    int sign = signbit(s1) != signbit(s2);
    if (isnan(s2)) return s2;
    if (isnan(s1)) return s1;
    if (s1 == 0.0f && s2 == 0.0f) return NAN;
    if (isinf(s1) && isinf(s2)) return NAN;
    if (s1 == 0.0f || isinf(s2)) return sign ? -INFINITY : INFINITY;
    if (isinf(s1) || s2 == 0.0f) return sign ? -0.0f : 0.0f;
    if (isnan(s0)) return s0;
    return sign ? -fabsf(s0) : fabsf(s0);
}
