/* emit_real.c - computed outputs for forms real programs compile to that
 * the older rules do not take (the rows: cvt.c, ldc.c, lop.c): a byte or
 * half of a register converted to float (I2F.U8 R, R.B1), parameters
 * narrower than a word (ULDC.U8, LDC.S16 ...), and LOP3 with a predicate
 * output that also reads a predicate (LOP3.LUT P1, RZ, a, b, c, lut, P1).
 */
#include "xlate/rules/emit.h"
#include "xlate/rules/match.h"
#include "base/fmt.h"

#include <stdio.h>
#include <string.h>

/* I2F[.F64].{U8|S8|U16|S16} Rd, Ra.Bk / Ra.Hk: the source is byte k (bits
 * 8k..8k+7) or half k of Ra, zero- or sign-extended; v_bfe_u32/v_bfe_i32
 * extracts it, and the conversion of an 8- or 16-bit integer is exact in
 * f32 and f64 (no rounding mode matters). */
enum xres xe_i2f_bsel(struct xctx *x, const struct sass_insn *in)
{
    struct xm_cvt c = xm_cvt_of(in);
    int k = xm_sel_index(&in->ops[1]);
    if (k < 0)
        return XR_DECLINE;
    char t[160];
    int sg = c.sk == 'S';
    fmt_snprintf(t, sizeof t, "%s $t0, $1, %d, %d\n%s", sg ? "v_bfe_i32" : "v_bfe_u32", k * c.sbits,
                 c.sbits,
                 c.dbits == 64 ? (sg ? "v_cvt_f64_i32 $0:64, $t0" : "v_cvt_f64_u32 $0:64, $t0")
                               : (sg ? "v_cvt_f32_i32 $0, $t0" : "v_cvt_f32_u32 $0, $t0"));
    return xemit_template(x, in, t);
}

/* [U]LDC.{U8|S8|U16|S16} d, c[0x0][off]: a parameter narrower than a word.
 * The prologue loads whole words of the kernarg segment, so the word at
 * off & ~3 is read and the bits extracted: s_bfe_u32/i32 (offset in bits
 * 4:0, width in bits 22:16 of the second source) for a UR, v_bfe_u32/i32
 * for a per-thread copy; .S8/.S16 sign-extend as SASS does.  A narrow
 * value never crosses a word: CUDA aligns parameters to their size. */
enum xres xe_ldc_narrow(struct xctx *x, const struct sass_insn *in)
{
    const struct sass_cbank *cb = &in->ops[1].u.cb;
    int bits = sass_has_mod(in, "U8") || sass_has_mod(in, "S8") ? 8 : 16;
    int sg = sass_has_mod(in, "S8") || sass_has_mod(in, "S16");
    int shift = (int)(cb->offset & 3) * 8;
    if (shift + bits > 32)
        return XR_DECLINE;
    int s = xslot_cbank(x, cb->bank, cb->offset & ~3, 1);
    if (s < 0)
        return XR_DECLINE;
    char t[96];
    if (in->ops[0].kind == SOP_UREG)
        fmt_snprintf(t, sizeof t, "s_bfe_%s $0, s%d, 0x%x", sg ? "i32" : "u32", s,
                     (unsigned)(bits << 16 | shift));
    else
        fmt_snprintf(t, sizeof t, "v_bfe_%s $0, s%d, %d, %d", sg ? "i32" : "u32", s, shift, bits);
    return xemit_template(x, in, t);
}

/* LOP3.LUT[.PAND] Pd, Rd, a, b, c, lut, Pq: Pd = (result != 0) OR Pq (AND
 * Pq with .PAND), !Pq negated: the predicate input accumulates a test
 * over several LOP3s ("any of these bits set").  Pq is copied to scratch
 * SGPR pair 5 first (Pd may be Pq), the plain LOP3 is emitted (xe_lop3:
 * Pd = result != 0 in the active lanes), then combined on the lane masks;
 * the engine keeps the inactive lanes' bits of Pd around the whole rule. */
enum xres xe_lop3_pin(struct xctx *x, const struct sass_insn *in)
{
    const struct sass_operand *q = &in->ops[6];
    if (in->ops[0].kind != SOP_PRED || xm_is_pt(&in->ops[0]) || q->kind != SOP_PRED ||
        xm_is_pt(q) || x->pmap[q->reg] < 0 || x->pmap[in->ops[0].reg] < 0)
        return XR_DECLINE;
    int w64 = x->wave == 64, sv = x->stemp + 10, p = x->pmap[q->reg], d = x->pmap[in->ops[0].reg];
    char sq[24], ss[24], sd[24];
    xmask(x, p, sq, sizeof sq);
    xmask(x, sv, ss, sizeof ss);
    xmask(x, d, sd, sizeof sd);
    if (xemitf(x, "s_mov_b%d %s, %s", w64 ? 64 : 32, ss, sq))
        return XR_ERROR;
    enum xres rc = xe_lop3(x, in);
    if (rc)
        return rc;
    int pand = sass_has_mod(in, "PAND"), neg = (q->flags & SOF_NOT) != 0;
    return xemitf(x, "%s_b%d %s, %s, %s", pand ? (neg ? "s_and_not1" : "s_and") : (neg ? "s_or_not1" : "s_or"),
                  w64 ? 64 : 32, sd, sd, ss);
}

/* ---- clocks, generic addresses into shared memory ------------------------------ */

/* [C]S2R Rd[:Rd+1], SR_CLOCKLO|SR_CLOCKHI: the SM's cycle counter (clock(),
 * clock64()).  RDNA3's 64-bit counter a wave can read is the real-time one
 * (s_sendmsg_rtn_b64 with MSG_RTN_GET_REALTIME, 0x83; a constant 100 MHz):
 * 64 bits that never go backwards, as clock64()'s differences need; the
 * 20-bit SHADER_CYCLES wraps within milliseconds.  So differences keep
 * their sign and order but count at another rate.  The answer comes back
 * through lgkmcnt: waited for at once.  Scratch SGPR pair 1 holds it. */
enum xres xe_clock(struct xctx *x, const struct sass_insn *in)
{
    int s = x->stemp + 2, pair = in->ops[0].width == 2, hi = !strcmp(in->ops[1].u.sreg, "SR_CLOCKHI");
    char t[160];
    if (pair)
        fmt_snprintf(t, sizeof t, "s_sendmsg_rtn_b64 s[%d:%d], 0x%x\ns_waitcnt lgkmcnt(0)\n"
                     "v_mov_b32 $0.lo, s%d\nv_mov_b32 $0.hi, s%d", s, s + 1, X_MSG_RTN_GET_REALTIME,
                     s + hi, s + 1);
    else
        fmt_snprintf(t, sizeof t, "s_sendmsg_rtn_b64 s[%d:%d], 0x%x\ns_waitcnt lgkmcnt(0)\n"
                     "v_mov_b32 $0, s%d", s, s + 1, X_MSG_RTN_GET_REALTIME, s + hi);
    return xemit_template(x, in, t);
}

/* S2R Rd / S2UR URd, SR_SWINHI: the high word of the generic address of
 * the CTA's shared memory (sm_90 builds a generic pointer into shared memory
 * as SWINHI:offset).  AMD's flat addresses reach LDS through the aperture
 * whose base src_shared_base holds (the aperture's high word in the high
 * half of its 64-bit value), and the low word is the LDS address: the same
 * shape. */
enum xres xe_swinhi(struct xctx *x, const struct sass_insn *in)
{
    char t[128];
    int s = x->stemp + 2;
    fmt_snprintf(t, sizeof t, "s_mov_b64 s[%d:%d], src_shared_base\n%s $0, s%d", s, s + 1,
                 in->ops[0].kind == SOP_UREG ? "s_mov_b32" : "v_mov_b32", s + 1);
    return xemit_template(x, in, t);
}

/* QSPC.E.S Pd, RZ, [Ra]: is the generic address Ra:Ra+1 in shared memory
 * (__isShared)?  On AMD: is its high word the LDS aperture's (the lanes
 * compared are the active ones; the engine keeps the others' bits). */
enum xres xe_qspc_shared(struct xctx *x, const struct sass_insn *in)
{
    const struct sass_operand *m = &in->ops[2];
    if (in->nops != 3 || m->kind != SOP_MEM || m->u.mem.reg < 0 || m->u.mem.reg_is_ureg ||
        m->u.mem.reg == SASS_RZ || m->u.mem.ureg >= 0 || m->u.mem.offset != 0 ||
        x->vmap[m->u.mem.reg] < 0 || !xm_is_rz(&in->ops[1]))
        return XR_DECLINE;
    char t[160];
    int s = x->stemp + 2;
    fmt_snprintf(t, sizeof t, "s_mov_b64 s[%d:%d], src_shared_base\nv_cmp_eq_u32_e64 $0, s%d, v%d", s,
                 s + 1, s + 1, x->vmap[m->u.mem.reg] + 1);
    return xemit_template(x, in, t);
}

/* UIADD3.X URd, [UPc,] a, b, URZ, UPi, !UPT with a source complemented
 * (~UR7: the high word of a 64-bit subtraction, a - b = a + ~b + 1): the
 * complement goes into scratch SGPRs 2 and 3 (s_not_b32) first, then the
 * add with the carry-in (SCC from UPi: any bit of its mask) and, when
 * asked, the carry-out into UPc (every bit, as a uniform predicate). */
enum xres xe_uiadd3_x_inv(struct xctx *x, const struct sass_insn *in)
{
    int np = xm_npdst(in), base = 1 + np, k = 0, w64 = x->wave == 64;
    char src[2][16], t[400];
    size_t n = 0;
    for (int i = 0; i < 3; i++) {
        const struct sass_operand *o = &in->ops[base + i];
        if (xm_is_zero(o) && !(o->flags & SOF_INV))
            continue;
        if (k == 2)
            return XR_DECLINE;
        if (o->flags & SOF_INV) {
            n += (size_t)fmt_snprintf(t + n, sizeof t - n, "s_not_b32 $T%d, $%d\n", 1 + k, base + i);
            fmt_snprintf(src[k], sizeof src[k], "$T%d", 1 + k);
        } else {
            fmt_snprintf(src[k], sizeof src[k], "$%d", base + i);
        }
        k++;
    }
    for (; k < 2; k++)
        fmt_snprintf(src[k], sizeof src[k], "0");
    const struct sass_operand *ci = &in->ops[base + 3];
    int pc = xm_pconst(ci);
    if (pc >= 0)
        n += (size_t)fmt_snprintf(t + n, sizeof t - n, "s_cmp_lg_u32 %d, 0\n", pc);
    else
        n += (size_t)fmt_snprintf(t + n, sizeof t - n, "%s_u%d $%d, 0\n",
                                  (ci->flags & SOF_NOT) ? "s_cmp_eq" : "s_cmp_lg", w64 ? 64 : 32, base + 3);
    n += (size_t)fmt_snprintf(t + n, sizeof t - n, "s_addc_u32 $0, %s, %s", src[0], src[1]);
    if (np)
        fmt_snprintf(t + n, sizeof t - n, "\ns_cselect_b%d $1, -1, 0", w64 ? 64 : 32);
    return xemit_template(x, in, t);
}
