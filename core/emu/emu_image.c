/* emu_image.c - gfx11 image and sampler descriptors, texel formats and the
 * sampling of image_sample (emu_image.h), and the MIMG instructions of the
 * emulator: image_sample[_l|_lz], image_load, image_store.
 *
 * Sampling follows the texture-fetching rules CUDA documents (CUDA C
 * Programming Guide, "Texture Fetching"), which gfx11's sampler applies the
 * same way for these modes: point filtering takes texel floor(u), linear
 * filtering the taps floor(u - 0.5) and the one after, weighted by
 * frac(u - 0.5); normalized coordinates are scaled by the size first;
 * wrap, mirror, clamp-to-edge and clamp-to-border act on each tap's index.
 * The linear weights are rounded to 8 fractional bits, as the guide says
 * NVIDIA's hardware stores them (9-bit fixed point, 8 fractional bits;
 * half up, as measured on the H200); with two filtered axes the far
 * corner's weight a * b is rounded to 1/256 too and the other three make
 * the sum 1 (measured: samples/README.md, texture_fetch).  gfx1100's own
 * filter precision is not documented, so the emulator takes NVIDIA's, and
 * the sample still compares filtered results with a bound.
 */
#include "emu_image.h"
#include "emu_exec.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- formats ------------------------------------------------------------------ */

static const struct { uint8_t fmt, nchan, bits, kind; } formats[] = {
    { 1, 1, 8, EI_UNORM }, { 2, 1, 8, EI_SNORM }, { 5, 1, 8, EI_UINT }, { 6, 1, 8, EI_SINT },
    { 7, 1, 16, EI_UNORM }, { 8, 1, 16, EI_SNORM }, { 11, 1, 16, EI_UINT }, { 12, 1, 16, EI_SINT },
    { 13, 1, 16, EI_FLOAT },
    { 14, 2, 8, EI_UNORM }, { 15, 2, 8, EI_SNORM }, { 18, 2, 8, EI_UINT }, { 19, 2, 8, EI_SINT },
    { 20, 1, 32, EI_UINT }, { 21, 1, 32, EI_SINT }, { 22, 1, 32, EI_FLOAT },
    { 23, 2, 16, EI_UNORM }, { 24, 2, 16, EI_SNORM }, { 27, 2, 16, EI_UINT }, { 28, 2, 16, EI_SINT },
    { 29, 2, 16, EI_FLOAT },
    { 42, 4, 8, EI_UNORM }, { 43, 4, 8, EI_SNORM }, { 46, 4, 8, EI_UINT }, { 47, 4, 8, EI_SINT },
    { 48, 2, 32, EI_UINT }, { 49, 2, 32, EI_SINT }, { 50, 2, 32, EI_FLOAT },
    { 51, 4, 16, EI_UNORM }, { 52, 4, 16, EI_SNORM }, { 55, 4, 16, EI_UINT }, { 56, 4, 16, EI_SINT },
    { 57, 4, 16, EI_FLOAT },
    { 61, 4, 32, EI_UINT }, { 62, 4, 32, EI_SINT }, { 63, 4, 32, EI_FLOAT },
};

int emu_format_info(unsigned format, unsigned *nchan, unsigned *bits, unsigned *kind)
{
    for (size_t i = 0; i < sizeof formats / sizeof formats[0]; i++)
        if (formats[i].fmt == format) {
            *nchan = formats[i].nchan;
            *bits = formats[i].bits;
            *kind = formats[i].kind;
            return 0;
        }
    return -1;
}

unsigned emu_format_of(unsigned nchan, unsigned bits, unsigned kind)
{
    for (size_t i = 0; i < sizeof formats / sizeof formats[0]; i++)
        if (formats[i].nchan == nchan && formats[i].bits == bits && formats[i].kind == kind)
            return formats[i].fmt;
    return 0;
}

/* ---- descriptors ------------------------------------------------------------- */

int emu_tdesc_decode(const uint32_t w[8], struct emu_tdesc *t, char *why, size_t n)
{
    memset(t, 0, sizeof *t);
    t->base = (uint64_t)w[0] << 8 | (uint64_t)(w[1] & 0xff) << 40;
    t->format = (w[1] >> 20) & 0xff;
    t->width = ((((w[2] & 0xfff) << 2) | (w[1] >> 30)) & 0x3fff) + 1;
    t->height = ((w[2] >> 14) & 0x3fff) + 1;
    for (int k = 0; k < 4; k++)
        t->dst_sel[k] = (w[3] >> (3 * k)) & 7;
    t->base_level = (w[3] >> 12) & 0xf;
    t->last_level = (w[3] >> 16) & 0xf;
    t->sw_mode = (w[3] >> 20) & 0x1f;
    t->type = (w[3] >> 28) & 0xf;
    t->depth = 1;
    t->pitch = t->width;
    switch (t->type) {
    case EI_1D: case EI_2D: t->pitch = (w[4] & 0x3fff) + 1; break;
    case EI_3D: t->depth = (w[4] & 0x1fff) + 1; break;
    case EI_1D_ARRAY: case EI_2D_ARRAY:
        t->depth = (w[4] & 0x1fff) + 1 - ((w[4] >> 16) & 0x1fff);
        break;
    default:
        snprintf(why, n, "image descriptor type %u (only 1D, 2D, 3D and 1D/2D arrays are modelled)",
                 t->type);
        return -1;
    }
    if (t->type == EI_1D || t->type == EI_1D_ARRAY)
        t->height = 1;
    if (emu_format_info(t->format, &t->nchan, &t->bits, &t->kind)) {
        snprintf(why, n, "image format %u is not modelled (8/16/32-bit UNORM, SNORM, UINT, SINT "
                 "and FLOAT of 1, 2 or 4 channels are)", t->format);
        return -1;
    }
    t->bytes = t->nchan * t->bits / 8;
    if (t->sw_mode) {
        snprintf(why, n, "image swizzle mode %u: only linear images (SW_MODE 0) are modelled",
                 t->sw_mode);
        return -1;
    }
    if (t->last_level != t->base_level) {
        snprintf(why, n, "a mipmapped image (levels %u..%u): one level is modelled",
                 t->base_level, t->last_level);
        return -1;
    }
    if (t->pitch < t->width) {
        snprintf(why, n, "image pitch %u below its width %u", t->pitch, t->width);
        return -1;
    }
    return 0;
}

int emu_sdesc_decode(const uint32_t w[4], struct emu_sdesc *s, char *why, size_t n)
{
    memset(s, 0, sizeof *s);
    for (int k = 0; k < 3; k++) {
        s->clamp[k] = (w[0] >> (3 * k)) & 7;
        if (s->clamp[k] != EI_WRAP && s->clamp[k] != EI_MIRROR && s->clamp[k] != EI_CLAMP_LAST &&
            s->clamp[k] != EI_CLAMP_BORDER) {
            snprintf(why, n, "sampler address mode %u (wrap, mirror, clamp to the last texel and "
                     "clamp to the border are modelled)", s->clamp[k]);
            return -1;
        }
    }
    s->unnormalized = (w[0] >> 15) & 1;
    s->mag = (w[2] >> 20) & 3;
    s->min = (w[2] >> 22) & 3;
    s->zfilter = (w[2] >> 24) & 3;
    s->border = (w[3] >> 30) & 3;
    if (s->mag > EI_BILINEAR || s->min > EI_BILINEAR) {
        snprintf(why, n, "anisotropic sampler filter: point and bilinear are modelled");
        return -1;
    }
    if (s->border == 3) {
        snprintf(why, n, "a border color from the border color table: the three fixed ones "
                 "are modelled");
        return -1;
    }
    return 0;
}

void emu_tdesc_encode(uint64_t base, unsigned type, unsigned format, unsigned width,
                      unsigned height, unsigned depth, unsigned pitch, uint32_t w[8])
{
    unsigned nchan = 1, bits = 32, kind = EI_FLOAT;
    emu_format_info(format, &nchan, &bits, &kind);
    memset(w, 0, 8 * sizeof *w);
    w[0] = (uint32_t)(base >> 8);
    w[1] = (uint32_t)((base >> 40) & 0xff) | (format & 0xff) << 20 | ((width - 1) & 3) << 30;
    w[2] = (((width - 1) >> 2) & 0xfff) | ((height - 1) & 0x3fff) << 14;
    /* ROCr's MapSwizzle for the channel orders R, RG, RGBA: missing channels
     * read 0, a missing alpha 1 */
    static const unsigned sel[5][4] = { { 0 }, { 4, 0, 0, 1 }, { 4, 5, 0, 1 }, { 4, 5, 6, 1 },
                                        { 4, 5, 6, 7 } };
    for (int k = 0; k < 4; k++)
        w[3] |= sel[nchan][k] << (3 * k);
    w[3] |= (type & 0xf) << 28;     /* levels 0..0, SW_MODE 0 (linear), BC_SWIZZLE XYZW */
    if (type == EI_3D || type == EI_1D_ARRAY || type == EI_2D_ARRAY)
        w[4] = (depth - 1) & 0x1fff;
    else
        w[4] = (pitch - 1) & 0x3fff;
}

void emu_sdesc_encode(const unsigned clamp[3], unsigned filter, int unnormalized, uint32_t w[4])
{
    /* ROCr's PopulateSamplerSrd: MAX_LOD 4095, Z and mip filters none,
     * transparent black border */
    w[0] = (clamp[0] & 7) | (clamp[1] & 7) << 3 | (clamp[2] & 7) << 6 | (unsigned)!!unnormalized << 15;
    w[1] = 4095u << 12;
    w[2] = (filter & 3) << 20 | (filter & 3) << 22;
    w[3] = 0;
}

/* ---- texels ------------------------------------------------------------------ */

static uint32_t get_bits(const uint8_t *p, unsigned bits)
{
    return bits == 8 ? p[0] : bits == 16 ? (uint32_t)(p[0] | p[1] << 8)
                                         : (uint32_t)(p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24);
}

void emu_texel_decode(const struct emu_tdesc *t, const uint8_t *p, uint32_t out[4])
{
    for (unsigned c = 0; c < 4; c++) {
        if (c >= t->nchan) {
            out[c] = 0;
            continue;
        }
        uint32_t r = get_bits(p + c * t->bits / 8, t->bits);
        double maxu = (double)((1ull << t->bits) - 1), maxs = (double)((1ull << (t->bits - 1)) - 1);
        int32_t sx = t->bits == 32 ? (int32_t)r : (int32_t)(r << (32 - t->bits)) >> (32 - t->bits);
        switch (t->kind) {
        case EI_UNORM: out[c] = emu_fb((float)(r / maxu)); break;
        case EI_SNORM: out[c] = emu_fb((float)fmax(sx / maxs, -1.0)); break;
        case EI_UINT: out[c] = r; break;
        case EI_SINT: out[c] = (uint32_t)sx; break;
        default: out[c] = t->bits == 16 ? emu_fb(emu_h2f((uint16_t)r)) : r; break;
        }
    }
}

void emu_texel_encode(const struct emu_tdesc *t, const uint32_t in[4], uint8_t *p)
{
    for (unsigned c = 0; c < t->nchan; c++) {
        uint32_t r = in[c];
        double f = emu_f(in[c]), maxu = (double)((1ull << t->bits) - 1),
               maxs = (double)((1ull << (t->bits - 1)) - 1);
        switch (t->kind) {
        case EI_UNORM: r = (uint32_t)floor(fmin(fmax(f, 0.0), 1.0) * maxu + 0.5); break;
        case EI_SNORM: r = (uint32_t)(int32_t)nearbyint(fmin(fmax(f, -1.0), 1.0) * maxs); break;
        case EI_FLOAT: if (t->bits == 16) r = emu_f2h((float)f); break;
        default: break;
        }
        uint8_t *q = p + c * t->bits / 8;
        for (unsigned b = 0; b < t->bits / 8; b++)
            q[b] = (uint8_t)(r >> (8 * b));
    }
}

uint64_t emu_texel_addr(const struct emu_tdesc *t, int64_t x, int64_t y, int64_t z)
{
    if (x < 0 || y < 0 || z < 0 || x >= t->width || y >= t->height || z >= t->depth)
        return 0;
    return t->base + (((uint64_t)z * t->height + (uint64_t)y) * t->pitch + (uint64_t)x) * t->bytes;
}

/* ---- sampling ----------------------------------------------------------------- */

/* tap index i of an axis of n texels under address mode m; -1: the border */
static int64_t address(int64_t i, int64_t n, unsigned m)
{
    switch (m) {
    case EI_WRAP: return ((i % n) + n) % n;
    case EI_MIRROR: {
        int64_t k = ((i % (2 * n)) + 2 * n) % (2 * n);
        return k < n ? k : 2 * n - 1 - k;
    }
    case EI_CLAMP_LAST: return i < 0 ? 0 : i >= n ? n - 1 : i;
    default: return i < 0 || i >= n ? -1 : i;
    }
}

/* the 4 channels of texel (x, y, z) after the address modes, or the border */
static int tap(const struct emu_tdesc *t, const struct emu_sdesc *s, int nd, const int64_t *i,
               int64_t layer, emu_img_read rd, void *ctx, uint32_t ch[4], int *border)
{
    int64_t size[3] = { t->width, t->height, t->depth }, k[3] = { 0, 0, layer };
    *border = 0;
    for (int a = 0; a < nd; a++) {
        k[a] = address(i[a], size[a], s->clamp[a]);
        if (k[a] < 0)
            *border = 1;
    }
    if (*border) {
        int fl = t->kind != EI_UINT && t->kind != EI_SINT;
        uint32_t one = fl ? 0x3f800000u : 1;
        for (int c = 0; c < 4; c++)
            ch[c] = s->border == 0 ? 0 : s->border == 2 || c == 3 ? one : 0;
        return 0;
    }
    uint8_t buf[16];
    uint64_t a = emu_texel_addr(t, k[0], k[1], k[2]);
    if (rd(ctx, a, buf, t->bytes))
        return -1;
    emu_texel_decode(t, buf, ch);
    return 0;
}

/* the components after dst_sel; a border color is already final */
static void swizzle(const struct emu_tdesc *t, const uint32_t ch[4], int border, uint32_t out[4])
{
    int fl = t->kind != EI_UINT && t->kind != EI_SINT;
    for (int c = 0; c < 4; c++) {
        unsigned sel = t->dst_sel[c];
        out[c] = border ? ch[c] : sel == 0 ? 0 : sel == 1 ? (fl ? 0x3f800000u : 1)
               : sel >= 4 ? ch[sel - 4] : 0;
    }
}

int emu_image_sample(const struct emu_tdesc *t, const struct emu_sdesc *s, int unnorm,
                     const float c[3], float lod, emu_img_read rd, void *ctx, uint32_t out[4],
                     char *why, size_t n)
{
    int nd = t->type == EI_1D || t->type == EI_1D_ARRAY ? 1 : t->type == EI_3D ? 3 : 2;
    int arr = t->type == EI_1D_ARRAY || t->type == EI_2D_ARRAY;
    int64_t layer = 0;
    if (arr) {      /* the slice: rounded, clamped to the layers */
        double l = floor((double)c[nd] + 0.5);
        layer = l < 0 ? 0 : l > t->depth - 1 ? t->depth - 1 : (int64_t)l;
    }
    unsigned filter = lod > 0 ? s->min : s->mag;
    int fl = t->kind != EI_UINT && t->kind != EI_SINT;
    double size[3] = { t->width, t->height, t->depth }, u[3];
    unsigned f[3];
    for (int a = 0; a < nd; a++) {
        u[a] = unnorm || s->unnormalized ? (double)c[a] : (double)c[a] * size[a];
        f[a] = a == 2 && s->zfilter ? s->zfilter - 1 : filter;
        if (!isfinite(u[a]))
            u[a] = 0;       /* NaN and infinities: texel 0 (not modelled further) */
    }
    int64_t i0[3] = { 0, 0, 0 };
    double wt[3][2] = { { 1, 0 }, { 1, 0 }, { 1, 0 } };
    int linear = 0, nlin = 0, lin[3] = { 0, 0, 0 };
    for (int a = 0; a < nd; a++) {
        if (f[a] == EI_BILINEAR) {
            double b = u[a] - 0.5, fb = floor(b);
            /* weight with 8 fractional bits (9-bit fixed point, CUDA guide) */
            double q = floor((b - fb) * 256.0 + 0.5) / 256.0;
            i0[a] = (int64_t)fb;
            wt[a][0] = 1.0 - q;
            wt[a][1] = q;
            linear = 1;
            lin[nlin++] = a;
        } else {
            i0[a] = (int64_t)floor(u[a]);
        }
    }
    if (!linear) {
        uint32_t ch[4];
        int border;
        if (tap(t, s, nd, i0, layer, rd, ctx, ch, &border))
            return -1;
        swizzle(t, ch, border, out);
        return 0;
    }
    if (!fl) {
        snprintf(why, n, "linear filtering of an integer format (%u)", t->format);
        return -2;
    }
    double acc[4] = { 0, 0, 0, 0 };
    for (int m = 0; m < (1 << nd); m++) {
        int64_t i[3];
        double w = 1;
        for (int a = 0; a < nd; a++) {
            int hi = (m >> a) & 1;
            if (f[a] != EI_BILINEAR && hi) {
                w = 0;
                break;
            }
            i[a] = i0[a] + hi;
            w *= wt[a][hi];
        }
        /* two filtered axes: the weight of the far corner, a * b, is rounded
         * to 1/256 as well (half up) and the others are what keeps the sum
         * at 1: w11 = r(a b), w10 = a - w11, w01 = b - w11, w00 = 1 - a - b
         * + w11, as the H200 gives them (samples/README.md, texture_fetch;
         * trilinear weights stay the products) */
        if (nlin == 2) {
            double a = wt[lin[0]][1], b = wt[lin[1]][1], w11 = floor(a * b * 256.0 + 0.5) / 256.0;
            int ha = (m >> lin[0]) & 1, hb = (m >> lin[1]) & 1;
            w = ha && hb ? w11 : ha ? a - w11 : hb ? b - w11 : 1.0 - a - b + w11;
        }
        if (w == 0)
            continue;
        uint32_t ch[4], sw[4];
        int border;
        if (tap(t, s, nd, i, layer, rd, ctx, ch, &border))
            return -1;
        swizzle(t, ch, border, sw);
        for (int k = 0; k < 4; k++)
            acc[k] += w * (double)emu_f(sw[k]);
    }
    for (int k = 0; k < 4; k++)
        out[k] = emu_fb((float)acc[k]);
    return 0;
}

/* ---- the instructions --------------------------------------------------------- */

static int mem_read(void *ctx, uint64_t addr, void *buf, unsigned n)
{
    return emu_mem_access(ctx, addr, buf, n, 0);
}

static unsigned mod_hex(const struct rdna_insn *in, const char *name, unsigned dflt)
{
    const struct rdna_mod *m = rdna_find_mod(in, name);
    return m && m->value ? (unsigned)strtoul(m->value, NULL, 0) : dflt;
}

static int dim_of(const struct rdna_insn *in)
{
    const struct rdna_mod *m = rdna_find_mod(in, "dim");
    static const char *const names[] = { "SQ_RSRC_IMG_1D", "SQ_RSRC_IMG_2D", "SQ_RSRC_IMG_3D",
                                         "SQ_RSRC_IMG_CUBE", "SQ_RSRC_IMG_1D_ARRAY",
                                         "SQ_RSRC_IMG_2D_ARRAY" };
    if (!m || !m->value)
        return -1;
    for (int k = 0; k < 6; k++)
        if (!strcmp(m->value, names[k]))
            return 8 + k;
    return -1;
}

static void sregs(const struct wave *w, const struct rdna_operand *o, uint32_t *v, int n)
{
    for (int k = 0; k < n; k++)
        v[k] = w->s[(o->reg + k) & (EMU_NSREG - 1)];
}

int emu_image(struct ectx *c, const struct rdna_insn *in, const struct emu_dec *d)
{
    struct wave *w = c->w;
    int sample = !strncmp(in->opcode, "image_sample", 12);
    int store = !strcmp(in->opcode, "image_store");
    int lz = !strcmp(in->opcode, "image_sample_lz"), l = !strcmp(in->opcode, "image_sample_l");
    (void)d;
    if (sample && !lz && !l)
        return emu_fail(c, WS_EUNSUPPORTED, "image_sample with derivatives: only _l and _lz are "
                        "modelled (a compute wave has no quad derivatives)");
    int nops = sample ? 4 : 3;
    if (in->nops != nops)
        return emu_fail(c, WS_EUNSUPPORTED, "%d operands expected", nops);
    const struct rdna_operand *vd = &in->ops[0], *va = &in->ops[1], *sr = &in->ops[2];
    if (vd->kind != ROP_VGPR || va->kind != ROP_VGPR || sr->kind != ROP_SGPR || sr->count != 8 ||
        (sample && (in->ops[3].kind != ROP_SGPR || in->ops[3].count != 4)))
        return emu_fail(c, WS_EUNSUPPORTED, "VGPR data and address, an 8-SGPR resource%s expected",
                        sample ? " and a 4-SGPR sampler" : "");
    if (rdna_find_mod(in, "a16") || rdna_find_mod(in, "d16") || rdna_find_mod(in, "tfe") ||
        rdna_find_mod(in, "lwe"))
        return emu_fail(c, WS_EUNSUPPORTED, "a16/d16/tfe/lwe are not modelled");
    uint32_t rw[8], sw[4] = { 0, 0, 0, 0 };
    sregs(w, sr, rw, 8);
    if (sample)
        sregs(w, &in->ops[3], sw, 4);
    struct emu_tdesc t;
    struct emu_sdesc s;
    char why[200];
    if (emu_tdesc_decode(rw, &t, why, sizeof why))
        return emu_fail(c, WS_EUNSUPPORTED, "%s", why);
    if (sample && emu_sdesc_decode(sw, &s, why, sizeof why))
        return emu_fail(c, WS_EUNSUPPORTED, "%s", why);
    int dim = dim_of(in);
    if (dim != (int)t.type)
        return emu_fail(c, WS_EUNSUPPORTED, "dim %d of the instruction and type %u of the "
                        "descriptor differ", dim - 8, t.type);
    unsigned dmask = mod_hex(in, "dmask", 1) & 0xf;
    int nd = t.type == EI_1D || t.type == EI_1D_ARRAY ? 1 : t.type == EI_3D ? 3 : 2;
    int arr = t.type == EI_1D_ARRAY || t.type == EI_2D_ARRAY;
    int naddr = nd + arr + (l ? 1 : 0);
    if (va->count < naddr)
        return emu_fail(c, WS_EUNSUPPORTED, "%d address VGPRs expected", naddr);
    int ndata = __builtin_popcount(dmask);
    if (vd->count != (ndata ? ndata : 1))
        return emu_fail(c, WS_EUNSUPPORTED, "dmask 0x%x and %d data VGPRs", dmask, vd->count);
    int unnorm = rdna_find_mod(in, "unorm") != NULL;
    uint64_t exec = emu_exec_mask(w);
    for (int ln = 0; ln < w->lanes; ln++) {
        if (!((exec >> ln) & 1))
            continue;
        uint32_t a[4];
        for (int k = 0; k < naddr && k < 4; k++)
            a[k] = w->v[(va->reg + k) & 255][ln];
        uint32_t res[4] = { 0, 0, 0, 0 };
        if (sample) {
            float cf[3] = { emu_f(a[0]), nd + arr > 1 ? emu_f(a[1]) : 0, nd + arr > 2 ? emu_f(a[2]) : 0 };
            float lod = l ? emu_f(a[nd + arr]) : 0;
            int rc = emu_image_sample(&t, &s, unnorm, cf, lod, mem_read, c, res, why, sizeof why);
            if (rc == -1)
                return -1;
            if (rc)
                return emu_fail(c, WS_EUNSUPPORTED, "lane %d: %s", ln, why);
        } else {
            int64_t x = (int32_t)a[0], y = nd + arr > 1 ? (int32_t)a[1] : 0,
                    z = nd + arr > 2 ? (int32_t)a[2] : 0;
            if (nd == 1 && arr)
                z = y, y = 0;
            uint64_t at = emu_texel_addr(&t, x, y, z);
            uint8_t buf[16];
            if (store) {
                /* the data VGPRs fill the enabled channels in order */
                uint32_t ch[4] = { 0, 0, 0, 0 };
                for (int k = 0, j = 0; k < 4; k++)
                    if (dmask & (1u << k))
                        ch[k] = w->v[(vd->reg + j++) & 255][ln];
                if (!at)
                    continue;       /* out of range: dropped */
                if (emu_mem_access(c, at, buf, t.bytes, 0))
                    return -1;
                uint8_t nb[16];
                memcpy(nb, buf, sizeof nb);
                emu_texel_encode(&t, ch, nb);
                for (unsigned k = 0; k < t.nchan; k++)      /* only the channels written */
                    if (!(dmask & (1u << k)))
                        memcpy(nb + k * t.bits / 8, buf + k * t.bits / 8, t.bits / 8);
                if (emu_mem_access(c, at, nb, t.bytes, 1))
                    return -1;
                continue;
            }
            if (at) {       /* out of range: zeros */
                uint32_t ch[4];
                if (emu_mem_access(c, at, buf, t.bytes, 0))
                    return -1;
                emu_texel_decode(&t, buf, ch);
                swizzle(&t, ch, 0, res);
            }
        }
        for (int k = 0, j = 0; k < 4; k++)
            if (dmask & (1u << k))
                w->v[(vd->reg + j++) & 255][ln] = res[k];
    }
    if (store)
        emu_pend_push(c, 2, 0, -1, 0);
    else
        emu_pend_push(c, 0, 0, vd->reg, vd->count);
    return 0;
}
