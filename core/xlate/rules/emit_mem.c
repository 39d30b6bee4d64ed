/* emit_mem.c - the computed outputs of memory rules (the rows: ldst.c,
 * ldc.c, lea.c, s2r.c): global, shared, local, generic and constant-bank
 * loads and stores, and sm_90's shared window.
 *
 * Addresses are built here rather than with the template's memory tokens,
 * because SASS address forms outnumber them: [R.64+off], [R.U32+UR+off],
 * [UR.64+off], [R.X4+off] (scaled), [UR+off], [R+UR+off], [off], [RZ].
 * Whatever RDNA3 cannot encode directly is first computed into scratch
 * VGPRs (4:5 for a 64-bit global address, 6 for a 32-bit LDS/scratch one);
 * scratch VGPR 7 holds store data that is not already in a VGPR.
 *
 * Cache policy (SASS modifiers -> gfx11 bits), from AMDGPUUsage's GFX11
 * memory model: a load at agent, system or workgroup scope (.STRONG.GPU,
 * .STRONG.SYS, .STRONG.SM: relaxed atomics and volatile) must not hit the
 * per-CU L0 or the GL1: glc (in WGP mode even workgroup scope needs it); a
 * strong store needs no bit (stores write through to L2).  Non-temporal
 * hints (.EF evict-first, .LU last use) are glc slc dlc on loads and stores.
 * .EL (evict last) has no gfx11 counterpart; .CONSTANT (the read-only
 * path) is an ordinary load, since RDNA3's vector caches are not coherent
 * anyway.
 */
#include "xlate/rules/emit.h"
#include "xlate/rules/match.h"
#include "base/fmt.h"

#include <stdio.h>
#include <string.h>

#define X_GLOBAL_OFF_MIN (-4096)    /* global/scratch offset: signed 13 bits (gfx11) */
#define X_GLOBAL_OFF_MAX 4095
#define X_FLAT_OFF_MAX   4095       /* flat offset: unsigned 12 bits (gfx11) */
#define X_DS_OFF_MAX     65535      /* DS offset: unsigned 16 bits */
#define X_SM90_SMEM_RESERVED 0x400  /* sm_90 keeps the first 1 KiB of a CTA's shared window
                                       (its place: X_SM90_WINDOW_SHIFT, match.h) */

#define VADDR64 4                   /* scratch VGPRs 4:5: a computed 64-bit address */
#define VADDR32 6                   /* scratch VGPR 6: a computed 32-bit address */

/* ---- widths and cache bits -------------------------------------------------- */

/* Access size in bits and signedness from .U8/.S8/.U16/.S16/.64/.128. */
static int mem_bits(const struct sass_insn *in, int *is_signed)
{
    /* one pass over the modifiers: U8, S8, U16, S16, 64, 128 */
    int b8 = 0, b16 = 0, b64 = 0, b128 = 0, sg = 0;
    for (unsigned k = 0; k < in->nmods; k++) {
        const char *m = in->mods[k];
        if (m[0] == 'S' || m[0] == 'U') {
            int s8 = !strcmp(m + 1, "8"), s16 = !strcmp(m + 1, "16");
            b8 |= s8;
            b16 |= s16;
            sg |= m[0] == 'S' && (s8 || s16);
        } else if (m[0] == '6' || m[0] == '1') {
            b64 |= !strcmp(m, "64");
            b128 |= !strcmp(m, "128");
        }
    }
    *is_signed = sg;
    return b8 ? 8 : b16 ? 16 : b64 ? 64 : b128 ? 128 : 32;
}

/* "b32", "u8", "i16" ...; store widths have no sign */
static const char *mem_suffix(const struct sass_insn *in, int store)
{
    int s, b = mem_bits(in, &s);
    switch (b) {
    case 8: return store ? "b8" : s ? "i8" : "u8";
    case 16: return store ? "b16" : s ? "i16" : "u16";
    case 64: return "b64";
    case 128: return "b128";
    default: return "b32";
    }
}

/* Data register text for the access width: "$0", "$0:64", "$0:128". */
static const char *data_tok(const struct sass_insn *in, int n)
{
    int s, b = mem_bits(in, &s);
    static const char *const tok[2][3] = { { "$0", "$0:64", "$0:128" }, { "$1r", "$1:64", "$1:128" } };
    return tok[n][b == 64 ? 1 : b == 128 ? 2 : 0];
}

static const char *cache_bits(const struct sass_insn *in, int store)
{
    if (sass_has_mod(in, "EF") || sass_has_mod(in, "LU") || sass_has_mod(in, "NA"))
        return " glc slc dlc";
    if (!store && sass_has_mod(in, "STRONG"))
        return " glc";
    return "";
}

/* ---- addresses ---------------------------------------------------------------- */

static const struct sass_mem *mem_of(const struct sass_insn *in, int n)
{
    return n < in->nops && in->ops[n].kind == SOP_MEM ? &in->ops[n].u.mem : NULL;
}

static int vreg_of(struct xctx *x, const struct sass_mem *m)
{
    if (m->reg < 0 || m->reg_is_ureg || m->reg == SASS_RZ)
        return -1;
    return x->vmap[m->reg];
}

static int sreg_of(struct xctx *x, int ur)
{
    return ur >= 0 && ur != SASS_URZ ? x->umap[ur] : -1;
}

/* "v5", "s[4:5]", "v[2:3]": what fmt_snprintf writes for "%c%d" and
 * "%c[%d:%d]" (0 <= a < 100000, len >= 16), by hand: every load and store
 * writes one or two. */
static char *put_dec(char *p, int a)
{
    char d[8];
    int k = 0;
    do {
        d[k++] = (char)('0' + a % 10);
        a /= 10;
    } while (a);
    while (k)
        *p++ = d[--k];
    return p;
}

static void reg_text(char *b, size_t len, char c, int a, int pair)
{
    if (a < 0 || a >= 100000 || len < 16) {
        if (pair) fmt_snprintf(b, len, "%c[%d:%d]", c, a, a + 1);
        else fmt_snprintf(b, len, "%c%d", c, a);
        return;
    }
    char *p = b;
    *p++ = c;
    if (pair) {
        *p++ = '[';
        p = put_dec(p, a);
        *p++ = ':';
        p = put_dec(p, a + 1);
        *p++ = ']';
    } else {
        p = put_dec(p, a);
    }
    *p = 0;
}

/* Global address of operand n: pre gets the instructions computing it,
 * va/sa the vaddr and saddr operands, *off the offset field.  XR_DECLINE when the
 * form is not understood. */
static enum xres global_addr(struct xctx *x, const struct sass_insn *in, int n, struct strbuf *pre,
                             char *va, char *sa, size_t len, long long *off)
{
    const struct sass_mem *m = mem_of(in, n);
    if (!m || m->scale != 1)
        return XR_DECLINE;
    int flags = in->ops[n].flags, v = vreg_of(x, m);
    *off = m->offset;
    int fits = m->offset >= X_GLOBAL_OFF_MIN && m->offset <= X_GLOBAL_OFF_MAX;
    if (v >= 0 && (flags & SOF_64) && m->ureg < 0) {            /* [R.64+off] */
        if (fits) {
            reg_text(va, len, 'v', v, 1);
        } else {    /* 64-bit add of the displacement, exact */
            int t = x->vtemp + VADDR64;
            sb_printf(pre, "v_add_co_u32 v%d, %%vcc, 0x%x, v%d\n", t, (unsigned)(uint32_t)m->offset, v);
            sb_printf(pre, "v_add_co_ci_u32_e64 v%d, %%vcc, 0x%x, v%d, %%vcc\n", t + 1,
                      (unsigned)(uint32_t)(m->offset >> 32), v + 1);
            fmt_snprintf(va, len, "v[%d:%d]", t, t + 1);
            *off = 0;
        }
        if (len >= 4)
            memcpy(sa, "off", 4);
        else
            fmt_snprintf(sa, len, "off");
        return XR_OK;
    }
    int s = sreg_of(x, m->ureg);
    if (v >= 0 && s >= 0 && !(s & 1) && (flags & SOF_U32) && fits) {   /* [R.U32+UR+off] */
        reg_text(va, len, 'v', v, 0);
        reg_text(sa, len, 's', s, 1);
        return XR_OK;
    }
    s = m->reg_is_ureg ? sreg_of(x, m->reg) : -1;
    if (s >= 0 && !(s & 1) && m->ureg < 0 && fits) {              /* [UR.64+off] */
        sb_printf(pre, "v_mov_b32 v%d, 0\n", x->vtemp + VADDR32);
        fmt_snprintf(va, len, "v%d", x->vtemp + VADDR32);
        fmt_snprintf(sa, len, "s[%d:%d]", s, s + 1);
        return XR_OK;
    }
    return XR_DECLINE;
}

static int log2_scale(int s)
{
    return s == 1 ? 0 : s == 2 ? 1 : s == 4 ? 2 : s == 8 ? 3 : s == 16 ? 4 : -1;
}

/* 32-bit address (LDS and scratch): va gets a VGPR, *off what remains for
 * the offset field (lo..hi).  32-bit adds wrap exactly as the 32-bit SASS
 * address does, so folding a displacement either way is bit-identical. */
static enum xres addr32(struct xctx *x, const struct sass_insn *in, int n, struct strbuf *pre,
                        char *va, size_t len, long long *off, long long lo, long long hi,
                        int allow_none)
{
    const struct sass_mem *m = mem_of(in, n);
    if (!m || (in->ops[n].flags & SOF_64))
        return XR_DECLINE;
    int sh = log2_scale(m->scale), t = x->vtemp + VADDR32;
    if (sh < 0)
        return XR_DECLINE;
    int v = vreg_of(x, m);
    int su = m->reg_is_ureg ? sreg_of(x, m->reg) : sreg_of(x, m->ureg);
    int has_u = (m->reg_is_ureg ? m->reg : m->ureg) >= 0 && (m->reg_is_ureg ? m->reg : m->ureg) != SASS_URZ;
    if ((m->reg >= 0 && !m->reg_is_ureg && m->reg != SASS_RZ && v < 0) || (has_u && su < 0))
        return XR_DECLINE;
    *off = m->offset;
    if (v >= 0 && sh == 0 && !has_u) {
        fmt_snprintf(va, len, "v%d", v);
    } else if (v >= 0 && sh && !has_u) {
        sb_printf(pre, "v_lshlrev_b32 v%d, %d, v%d\n", t, sh, v);
        fmt_snprintf(va, len, "v%d", t);
    } else if (v >= 0) {
        sb_printf(pre, "v_lshl_add_u32 v%d, v%d, %d, s%d\n", t, v, sh, su);
        fmt_snprintf(va, len, "v%d", t);
    } else if (has_u && x->uvmap[m->reg_is_ureg ? m->reg : m->ureg]) {
        /* wave64: a per-warp UR, each 32-lane half's value in a VGPR */
        sb_printf(pre, "v_mov_b32 v%d, v%d\n", t, x->uvmap[m->reg_is_ureg ? m->reg : m->ureg] - 1);
        fmt_snprintf(va, len, "v%d", t);
    } else if (has_u) {
        sb_printf(pre, "v_mov_b32 v%d, s%d\n", t, su);
        fmt_snprintf(va, len, "v%d", t);
    } else if (allow_none && *off >= lo && *off <= hi) {
        fmt_snprintf(va, len, "off");
        return XR_OK;
    } else {                                    /* [off] or [RZ+off] */
        sb_printf(pre, "v_mov_b32 v%d, 0x%x\n", t, (unsigned)(uint32_t)*off);
        fmt_snprintf(va, len, "v%d", t);
        *off = 0;
        return XR_OK;
    }
    if (*off < lo || *off > hi) {
        const char *base = va;
        char b2[24];
        fmt_snprintf(b2, sizeof b2, "%s", base);
        sb_printf(pre, "v_add_nc_u32_e64 v%d, 0x%x, %s\n", t, (unsigned)(uint32_t)*off, b2);
        fmt_snprintf(va, len, "v%d", t);
        *off = 0;
    }
    return XR_OK;
}

/* " offset:%lld" (b: at least 32 bytes), nothing for 0 */
static void offset_text(char *b, size_t n, long long off)
{
    (void)n;
    if (off) {
        memcpy(b, " offset:", 8);
        *sb_dec(b + 8, off) = 0;
    } else {
        b[0] = 0;
    }
}

/* A global load or store: pieces (NULL-terminated) make its line, after
 * the lines pre holds (the address computed first).  The line is put
 * together on the stack (no allocation unless there are such lines):
 * every LDG and STG comes here. */
static enum xres global_access(struct xctx *x, const struct sass_insn *in, struct strbuf *pre,
                               const char *const *piece)
{
    char line[512], *p = line;
    for (size_t k = 0; piece[k]; k++) {
        size_t n = strlen(piece[k]);
        if (n > (size_t)(line + sizeof line - 1 - p))
            n = (size_t)(line + sizeof line - 1 - p);   /* far longer than any line */
        memcpy(p, piece[k], n);
        p += n;
    }
    *p = 0;
    if (!pre->len)
        return xemit_template(x, in, line);
    sb_puts(pre, line);
    return xemit_template(x, in, pre->s);
}

/* ---- global ------------------------------------------------------------------- */

enum xres xe_ldg(struct xctx *x, const struct sass_insn *in)
{
    struct strbuf t;
    sb_init(&t);
    char va[32], sa[32], ot[32];
    long long off;
    enum xres rc = global_addr(x, in, 1, &t, va, sa, sizeof va, &off);
    if (!rc) {
        offset_text(ot, sizeof ot, off);
        /* "global_load_%s %s, %s, %s%s%s" */
        const char *piece[] = { "global_load_", mem_suffix(in, 0), " ", data_tok(in, 0), ", ", va,
                                ", ", sa, ot, cache_bits(in, 0), NULL };
        rc = global_access(x, in, &t, piece);
    }
    sb_free(&t);
    return rc;
}

/* The data of a store: a wide store of RZ (STG.E.64 [..], RZ) stores
 * zeros from scratch VGPRs 0..3 (RZ reads as 0 in every register of the
 * pair or quad; RDNA3 stores consecutive VGPRs), zeroed first. */
static const char *store_data(struct xctx *x, const struct sass_insn *in, struct strbuf *t,
                              char *buf, size_t len)
{
    int bits = mem_bits(in, &(int){ 0 });
    if (bits <= 32 || in->ops[1].kind != SOP_REG || in->ops[1].reg != SASS_RZ)
        return data_tok(in, 1);
    for (int k = 0; k < bits / 32; k++)
        sb_printf(t, "v_mov_b32 v%d, 0\n", x->vtemp + k);
    fmt_snprintf(buf, len, "v[%d:%d]", x->vtemp, x->vtemp + bits / 32 - 1);
    return buf;
}

enum xres xe_stg(struct xctx *x, const struct sass_insn *in)
{
    struct strbuf t;
    sb_init(&t);
    char va[32], sa[32], ot[32], db[32];
    long long off;
    enum xres rc = global_addr(x, in, 0, &t, va, sa, sizeof va, &off);
    if (!rc) {
        const char *d = store_data(x, in, &t, db, sizeof db);
        offset_text(ot, sizeof ot, off);
        const char *piece[] = { "global_store_", mem_suffix(in, 1), " ", va, ", ", d, ", ", sa, ot,
                                cache_bits(in, 1), NULL };
        rc = global_access(x, in, &t, piece);
    }
    sb_free(&t);
    return rc;
}

/* ---- asynchronous copies (cp.async) ------------------------------------------------ */

/* LDGSTS.E[.BYPASS][.LTC128B][.64|.128] [Rs+off], [Rg.64+off]: an
 * asynchronous copy of 4, 8 or 16 bytes from global to shared memory,
 * finished by the time a later DEPBAR.LE SB0, N (cp.async.wait_group) lets
 * the thread go on.  gfx11 has no global-to-LDS copy of VGPR width
 * (global_load_lds_* moves one dword per lane through M0's base), so the
 * copy is done at once: a global load into scratch VGPRs 0..3, then an LDS
 * store of them.  Done earlier than asked is always allowed: the copy's
 * bytes are in place before any later wait.  .BYPASS (skip L1) and .LTC128B
 * (an L2 prefetch size) are cache hints.  A trailing predicate is the
 * source's validity (cp.async with a src-size of 0 is `LDGSTS ..., !PT`):
 * where it is false nothing is read and the bytes are zeros. */
enum xres xe_ldgsts(struct xctx *x, const struct sass_insn *in)
{
    if (in->nops < 2 || in->nops > 3 || sass_has_mod(in, "ZFILL") ||
        (in->nops == 3 && in->ops[2].kind != SOP_PRED))
        return XR_DECLINE;
    /* the source predicate (cp.async's src-size of 0 or the full size): true or
     * absent reads the source, false writes zeros and reads nothing */
    int pc = in->nops == 3 ? xm_pconst(&in->ops[2]) : 1, p = -1;
    if (pc < 0 && (p = x->pmap[in->ops[2].reg]) < 0)
        return XR_DECLINE;
    struct strbuf t;
    sb_init(&t);
    char gva[32], gsa[32], got[32], lva[32], lot[32], d[32];
    long long goff, loff;
    int bits = mem_bits(in, &(int){ 0 }), w64 = x->wave == 64, sv = x->stemp + 8;
    enum xres rc = pc ? global_addr(x, in, 1, &t, gva, gsa, sizeof gva, &goff) : XR_OK;
    if (!rc)
        rc = addr32(x, in, 0, &t, lva, sizeof lva, &loff, 0, X_DS_OFF_MAX, 0);
    if (!rc) {
        if (bits == 32)
            fmt_snprintf(d, sizeof d, "v%d", x->vtemp);
        else
            fmt_snprintf(d, sizeof d, "v[%d:%d]", x->vtemp, x->vtemp + bits / 32 - 1);
        if (pc <= 0)
            for (int k = 0; k < bits / 32; k++)
                sb_printf(&t, "v_mov_b32 v%d, 0\n", x->vtemp + k);
        if (pc < 0) {       /* the load in the lanes whose predicate holds */
            char ps[24], ss[24];
            xmask(x, p, ps, sizeof ps);
            xmask(x, sv, ss, sizeof ss);
            sb_printf(&t, "s_mov_b%d %s, %s\n", w64 ? 64 : 32, ss, w64 ? "exec" : "exec_lo");
            sb_printf(&t, "%s_b%d %s, %s, %s\n", (in->ops[2].flags & SOF_NOT) ? "s_and_not1" : "s_and",
                      w64 ? 64 : 32, w64 ? "exec" : "exec_lo", w64 ? "exec" : "exec_lo", ps);
        }
        if (pc) {
            offset_text(got, sizeof got, goff);
            sb_printf(&t, "global_load_%s %s, %s, %s%s\n", mem_suffix(in, 0), d, gva, gsa, got);
        }
        if (pc < 0)
            sb_printf(&t, "s_mov_b%d %s, %s\n", w64 ? 64 : 32, w64 ? "exec" : "exec_lo",
                      xmask(x, sv, (char[24]){ 0 }, 24));
        offset_text(lot, sizeof lot, loff);
        sb_printf(&t, "ds_store_%s %s, %s%s", mem_suffix(in, 1), lva, d, lot);
        rc = xemit_template(x, in, t.s);
    }
    sb_free(&t);
    return rc;
}

/* ---- shared (LDS) ---------------------------------------------------------------- */

enum xres xe_lds(struct xctx *x, const struct sass_insn *in)
{
    struct strbuf t;
    sb_init(&t);
    char va[32], ot[32];
    long long off;
    enum xres rc = addr32(x, in, 1, &t, va, sizeof va, &off, 0, X_DS_OFF_MAX, 0);
    if (!rc) {
        offset_text(ot, sizeof ot, off);
        sb_printf(&t, "ds_load_%s %s, %s%s", mem_suffix(in, 0), data_tok(in, 0), va, ot);
        rc = xemit_template(x, in, t.s);
    }
    sb_free(&t);
    return rc;
}

enum xres xe_sts(struct xctx *x, const struct sass_insn *in)
{
    struct strbuf t;
    sb_init(&t);
    char va[32], ot[32];
    long long off;
    enum xres rc = addr32(x, in, 0, &t, va, sizeof va, &off, 0, X_DS_OFF_MAX, 0);
    if (!rc && mem_bits(in, &(int){ 0 }) > 32 && in->ops[1].kind == SOP_REG && in->ops[1].reg == SASS_RZ)
        rc = XR_DECLINE;
    if (!rc) {
        offset_text(ot, sizeof ot, off);
        sb_printf(&t, "ds_store_%s %s, %s%s", mem_suffix(in, 1), va, data_tok(in, 1), ot);
        rc = xemit_template(x, in, t.s);
    }
    sb_free(&t);
    return rc;
}

/* ---- local (scratch) and generic (flat) ---------------------------------------- */

enum xres xe_ldl(struct xctx *x, const struct sass_insn *in)
{
    struct strbuf t;
    sb_init(&t);
    char va[32], ot[32];
    long long off;
    enum xres rc = addr32(x, in, 1, &t, va, sizeof va, &off, X_GLOBAL_OFF_MIN, X_GLOBAL_OFF_MAX, 1);
    if (!rc) {
        offset_text(ot, sizeof ot, off);
        sb_printf(&t, "scratch_load_%s %s, %s, off%s", mem_suffix(in, 0), data_tok(in, 0), va, ot);
        rc = xemit_template(x, in, t.s);
    }
    sb_free(&t);
    return rc;
}

enum xres xe_stl(struct xctx *x, const struct sass_insn *in)
{
    struct strbuf t;
    sb_init(&t);
    char va[32], ot[32], db[32];
    long long off;
    enum xres rc = addr32(x, in, 0, &t, va, sizeof va, &off, X_GLOBAL_OFF_MIN, X_GLOBAL_OFF_MAX, 1);
    if (!rc) {
        const char *d = store_data(x, in, &t, db, sizeof db);
        offset_text(ot, sizeof ot, off);
        sb_printf(&t, "scratch_store_%s %s, %s, off%s", mem_suffix(in, 1), va, d, ot);
        rc = xemit_template(x, in, t.s);
    }
    sb_free(&t);
    return rc;
}

/* generic: [R.64+off]; an offset outside flat's unsigned 12 bits (a negative
 * one: LD.E R9, [R6.64+-0x4]) is added into scratch VGPRs 4:5 first, exact
 * in 64 bits as in global_addr */
static enum xres flat_addr(struct xctx *x, const struct sass_insn *in, int n, struct strbuf *pre,
                           char *va, size_t len, long long *off)
{
    const struct sass_mem *m = mem_of(in, n);
    int v = m ? vreg_of(x, m) : -1;
    if (!m || v < 0 || !(in->ops[n].flags & SOF_64) || m->ureg >= 0 || m->scale != 1)
        return XR_DECLINE;
    *off = m->offset;
    if (m->offset >= 0 && m->offset <= X_FLAT_OFF_MAX) {
        fmt_snprintf(va, len, "v[%d:%d]", v, v + 1);
        return XR_OK;
    }
    int t = x->vtemp + VADDR64;
    sb_printf(pre, "v_add_co_u32 v%d, %%vcc, 0x%x, v%d\n", t, (unsigned)(uint32_t)m->offset, v);
    sb_printf(pre, "v_add_co_ci_u32_e64 v%d, %%vcc, 0x%x, v%d, %%vcc\n", t + 1,
              (unsigned)(uint32_t)((uint64_t)m->offset >> 32), v + 1);
    fmt_snprintf(va, len, "v[%d:%d]", t, t + 1);
    *off = 0;
    return XR_OK;
}

enum xres xe_ld(struct xctx *x, const struct sass_insn *in)
{
    char va[32], ot[32];
    long long off;
    struct strbuf t;
    sb_init(&t);
    enum xres rc = flat_addr(x, in, 1, &t, va, sizeof va, &off);
    if (!rc) {
        offset_text(ot, sizeof ot, off);
        sb_printf(&t, "flat_load_%s %s, %s%s%s", mem_suffix(in, 0), data_tok(in, 0), va, ot,
                  cache_bits(in, 0));
        rc = xemit_template(x, in, t.s);
    }
    sb_free(&t);
    return rc;
}

enum xres xe_st(struct xctx *x, const struct sass_insn *in)
{
    char va[32], ot[32], db[32];
    long long off;
    struct strbuf t;
    sb_init(&t);
    enum xres rc = flat_addr(x, in, 0, &t, va, sizeof va, &off);
    if (!rc) {      /* a wide store of RZ: zeroed scratch VGPRs 0..3 (store_data) */
        const char *d = store_data(x, in, &t, db, sizeof db);
        offset_text(ot, sizeof ot, off);
        sb_printf(&t, "flat_store_%s %s, %s%s%s", mem_suffix(in, 1), va, d, ot, cache_bits(in, 1));
        rc = xemit_template(x, in, t.s);
    }
    sb_free(&t);
    return rc;
}

/* ---- constant bank with a register index ------------------------------------ */

/* c[0x0][RZ+off] is c[0x0][off]: the prologue's SGPR copy.  A real index
 * register reads the kernarg segment (s[0:1], kept for the whole kernel)
 * at index + off - (first parameter's bank offset). */
enum xres xe_ldc_index(struct xctx *x, const struct sass_insn *in)
{
    const struct sass_cbank *cb = &in->ops[1].u.cb;
    int wide = sass_has_mod(in, "64");
    char t[160];
    if (cb->reg == SASS_RZ) {
        int s = xslot_for(x, (int)cb->offset, wide ? 2 : 1);
        if (s < 0)
            return XR_DECLINE;
        if (wide)
            fmt_snprintf(t, sizeof t, "v_mov_b32 $0.lo, s%d\nv_mov_b32 $0.hi, s%d", s, s + 1);
        else
            fmt_snprintf(t, sizeof t, "v_mov_b32 $0, s%d", s);
        return xemit_template(x, in, t);
    }
    long long off = cb->offset - x->param_base;
    int v = x->vmap[cb->reg];
    if (v < 0 || off < X_GLOBAL_OFF_MIN || off > X_GLOBAL_OFF_MAX)
        return XR_DECLINE;
    char ot[32];
    offset_text(ot, sizeof ot, off);
    fmt_snprintf(t, sizeof t, "global_load_%s %s, v%d, s[%d:%d]%s", wide ? "b64" : "b32",
             wide ? "$0:64" : "$0", v, X_SGPR_KERNARG, X_SGPR_KERNARG + 1, ot);
    return xemit_template(x, in, t);
}

/* ---- sm_90 shared-memory window ------------------------------------------------ */

/* Index of the last instruction before i that writes register (kind, reg),
 * -1 when none: the idiom is straight-line, so program order is enough. */
static int last_writer(const struct sass_function *f, int i, int kind, int reg)
{
    for (int j = i - 1; j >= 0; j--) {
        const struct sass_insn *p = &f->insns[j];
        for (int k = 0; k < p->nops; k++) {
            const struct sass_operand *o = &p->ops[k];
            if ((o->access & SACC_W) && o->kind == kind && reg >= o->reg &&
                reg < o->reg + (o->width ? o->width : 1))
                return j;
        }
    }
    return -1;
}

/* (LEA|ULEA) d, a, b, 0x18 where a came from SR_CgaCtaId: the shared
 * window base.  sm_90 addresses shared memory inside a 16 MiB window per
 * CTA of the cluster (rank << 24) and reserves the first 1 KiB, so b is
 * 0x400 plus the variable's offset.  LDS addresses start at 0 and belong
 * to the workgroup alone: the base becomes b - 0x400.  Any other LEA by
 * 0x18 is the plain shift-add. */
static int window_idiom(struct xctx *x, const struct sass_insn *in)
{
    const struct sass_operand *a = &in->ops[1];
    if (a->kind != SOP_REG && a->kind != SOP_UREG)
        return 0;
    int j = last_writer(x->sf, x->cur_sass, a->kind, a->reg);
    return j >= 0 && xm_cgactaid(&x->sf->insns[j]) &&
           (!strcmp(x->sf->insns[j].opcode, "S2R") || !strcmp(x->sf->insns[j].opcode, "S2UR"));
}

enum xres xe_lea_window(struct xctx *x, const struct sass_insn *in)
{
    char t[128];
    if (window_idiom(x, in)) {
        fmt_snprintf(t, sizeof t, "v_add_nc_u32_e64 $0, 0x%x, $2", (unsigned)-X_SM90_SMEM_RESERVED);
        xemit_line(x, XL_COMMENT, "sm_90 shared window base -> LDS address 0");
    } else {
        fmt_snprintf(t, sizeof t, "v_lshl_add_u32 $0, $1, $3, $2");
    }
    return xemit_template(x, in, t);
}

enum xres xe_ulea_window(struct xctx *x, const struct sass_insn *in)
{
    char t[128];
    if (window_idiom(x, in)) {
        fmt_snprintf(t, sizeof t, "s_add_u32 $0, $2, 0x%x", (unsigned)-X_SM90_SMEM_RESERVED);
        xemit_line(x, XL_COMMENT, "sm_90 shared window base -> LDS address 0");
    } else {
        fmt_snprintf(t, sizeof t, "s_lshl_b32 $T0, $1, $3\ns_add_u32 $0, $T0, $2");
    }
    return xemit_template(x, in, t);
}

/* ---- the table ------------------------------------------------------------------- */


enum xres xmem_lds_addr(struct xctx *x, const struct sass_insn *in, int n, struct strbuf *pre,
                        char *va, size_t len, long long *off)
{
    return addr32(x, in, n, pre, va, len, off, 0, X_DS_OFF_MAX, 0);
}
