/* test_emu_image.c - gfx11 image and sampler descriptors and the sampling
 * of the emulator's image instructions (core/emu/emu_image.c).
 *
 * Descriptor words are written here by hand from the bit fields of ROCr's
 * src/image/resource_gfx11.h (SQ_IMG_RSRC_WORD0..4, SQ_IMG_SAMP_WORD0..3);
 * expected texel values are worked out by hand from CUDA's texture-fetching
 * rules (CUDA C Programming Guide, "Texture Fetching"), each in a comment. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/emu_image.h"

static float f_of(uint32_t b) { float f; memcpy(&f, &b, 4); return f; }

/* ---- descriptors ---- */

/* A 37x23 32_FLOAT 2D image at 0x123456789a00 with a pitch of 40 texels:
 *   word0 = address bits 39:8        = 0x3456789a
 *   word1 = address bits 47:40 (0x12) | FORMAT 22 << 20 | (36 & 3) << 30 = 0x01600012
 *   word2 = WIDTH_HI (36 >> 2 = 9) | (23 - 1) << 14                      = 0x00058009
 *   word3 = DST_SEL X,0,0,1 (4 | 0 | 0 | 1 << 9) | TYPE 2D (9) << 28       = 0x90000204
 *   word4 = pitch - 1                                                      = 39 */
static const uint32_t t2d[8] = { 0x3456789a, 0x01600012, 0x00058009, 0x90000204, 39, 0, 0, 0 };

static void test_tdesc(void **state)
{
    (void)state;
    struct emu_tdesc t;
    char why[200];
    assert_int_equal(emu_tdesc_decode(t2d, &t, why, sizeof why), 0);
    assert_true(t.base == 0x123456789a00ull);
    assert_int_equal(t.width, 37);
    assert_int_equal(t.height, 23);
    assert_int_equal(t.depth, 1);
    assert_int_equal(t.pitch, 40);
    assert_int_equal(t.format, 22);
    assert_int_equal(t.type, EI_2D);
    assert_int_equal(t.nchan, 1);
    assert_int_equal(t.bits, 32);
    assert_int_equal(t.kind, EI_FLOAT);
    assert_int_equal(t.bytes, 4);
    assert_int_equal(t.dst_sel[0], 4);
    assert_int_equal(t.dst_sel[3], 1);
    /* texel (3, 2): base + (2 * 40 + 3) * 4 */
    assert_true(emu_texel_addr(&t, 3, 2, 0) == 0x123456789a00ull + 83 * 4);
    assert_true(emu_texel_addr(&t, 37, 0, 0) == 0);     /* past the width */
    uint32_t w[8];
    emu_tdesc_encode(0x123456789a00ull, EI_2D, 22, 37, 23, 1, 40, w);
    assert_memory_equal(w, t2d, sizeof w);

    /* 8_8_8_8_UNORM (42) 16x10 2D array of 3 layers at 0x100000000:
     * word0 = 2^32 >> 8 = 0x01000000; word1 = 0 (address bits 47:40) | 42 << 20 |
     * (15 & 3) << 30 = 0xc2a00000; word2 = 15 >> 2 = 3 | 9 << 14 = 0x24003;
     * word3 = X,Y,Z,W (4 | 5 << 3 | 6 << 6 | 7 << 9 = 0xfac) | 13 << 28; word4 = layers - 1 */
    const uint32_t ta[8] = { 0x01000000, 0xc2a00000, 0x00024003, 0xd0000fac, 2, 0, 0, 0 };
    assert_int_equal(emu_tdesc_decode(ta, &t, why, sizeof why), 0);
    assert_int_equal(t.type, EI_2D_ARRAY);
    assert_int_equal(t.width, 16);
    assert_int_equal(t.height, 10);
    assert_int_equal(t.depth, 3);
    assert_int_equal(t.pitch, 16);
    assert_int_equal(t.nchan, 4);
    assert_int_equal(t.kind, EI_UNORM);
    emu_tdesc_encode(0x100000000ull, EI_2D_ARRAY, 42, 16, 10, 3, 16, w);
    assert_memory_equal(w, ta, sizeof w);

    /* refused: a tiled image (SW_MODE 1 << 20), a mip chain (LAST_LEVEL 3 << 16),
     * an unknown format (0), a cube (TYPE 11) */
    uint32_t bad[8];
    memcpy(bad, t2d, sizeof bad);
    bad[3] |= 1u << 20;
    assert_int_equal(emu_tdesc_decode(bad, &t, why, sizeof why), -1);
    assert_non_null(strstr(why, "linear"));
    memcpy(bad, t2d, sizeof bad);
    bad[3] |= 3u << 16;
    assert_int_equal(emu_tdesc_decode(bad, &t, why, sizeof why), -1);
    assert_non_null(strstr(why, "mipmapped"));
    memcpy(bad, t2d, sizeof bad);
    bad[1] &= ~(0xffu << 20);
    assert_int_equal(emu_tdesc_decode(bad, &t, why, sizeof why), -1);
    assert_non_null(strstr(why, "format 0"));
    memcpy(bad, t2d, sizeof bad);
    bad[3] = (bad[3] & 0x0fffffffu) | 11u << 28;
    assert_int_equal(emu_tdesc_decode(bad, &t, why, sizeof why), -1);
}

/* Sampler: CLAMP_X wrap (0), CLAMP_Y mirror (1), CLAMP_Z clamp to border (6):
 * word0 = 0 | 1 << 3 | 6 << 6 | FORCE_UNNORMALIZED << 15 = 0x8188; word1 =
 * MAX_LOD 4095 << 12; word2 = XY_MAG_FILTER and XY_MIN_FILTER bilinear
 * (1 << 20 | 1 << 22); word3 = transparent black border */
static void test_sdesc(void **state)
{
    (void)state;
    const uint32_t sw[4] = { 0x8188, 0xfff000, 0x500000, 0 };
    struct emu_sdesc s;
    char why[200];
    assert_int_equal(emu_sdesc_decode(sw, &s, why, sizeof why), 0);
    assert_int_equal(s.clamp[0], EI_WRAP);
    assert_int_equal(s.clamp[1], EI_MIRROR);
    assert_int_equal(s.clamp[2], EI_CLAMP_BORDER);
    assert_int_equal(s.unnormalized, 1);
    assert_int_equal(s.mag, EI_BILINEAR);
    assert_int_equal(s.min, EI_BILINEAR);
    assert_int_equal(s.border, 0);
    uint32_t w[4];
    const unsigned c[3] = { EI_WRAP, EI_MIRROR, EI_CLAMP_BORDER };
    emu_sdesc_encode(c, EI_BILINEAR, 1, w);
    assert_memory_equal(w, sw, sizeof w);
    uint32_t bad[4] = { 0x3, 0, 0, 0 };     /* CLAMP_X 3: mirror once */
    assert_int_equal(emu_sdesc_decode(bad, &s, why, sizeof why), -1);
}

/* ---- sampling ---- */

#define BASE 0x10000ull
static uint8_t mem[4096];

static int rd(void *ctx, uint64_t addr, void *buf, unsigned n)
{
    (void)ctx;
    if (addr < BASE || addr + n > BASE + sizeof mem)
        return -1;
    memcpy(buf, mem + (addr - BASE), n);
    return 0;
}

static void image(struct emu_tdesc *t, unsigned type, unsigned fmt, unsigned w, unsigned h,
                  unsigned d)
{
    uint32_t dw[8];
    char why[200];
    emu_tdesc_encode(BASE, type, fmt, w, h, d, w, dw);
    assert_int_equal(emu_tdesc_decode(dw, t, why, sizeof why), 0);
}

static void sampler(struct emu_sdesc *s, unsigned clamp, unsigned filter, int unnorm)
{
    uint32_t sw[4];
    char why[200];
    const unsigned c[3] = { clamp, clamp, clamp };
    emu_sdesc_encode(c, filter, unnorm, sw);
    assert_int_equal(emu_sdesc_decode(sw, s, why, sizeof why), 0);
}

static float sample(const struct emu_tdesc *t, const struct emu_sdesc *s, float x, float y, float z)
{
    uint32_t out[4];
    char why[200];
    const float c[3] = { x, y, z };
    assert_int_equal(emu_image_sample(t, s, 0, c, -32.0f, rd, NULL, out, why, sizeof why), 0);
    return f_of(out[0]);
}

/* A 4x2 32_FLOAT image, rows { 0 1 2 3 } and { 10 11 12 13 } */
static void fill_4x2(void)
{
    const float v[8] = { 0, 1, 2, 3, 10, 11, 12, 13 };
    memcpy(mem, v, sizeof v);
}

static void test_point(void **state)
{
    (void)state;
    struct emu_tdesc t;
    struct emu_sdesc s;
    fill_4x2();
    image(&t, EI_2D, 22, 4, 2, 1);
    sampler(&s, EI_CLAMP_LAST, EI_POINT, 1);
    assert_true(sample(&t, &s, 2.7f, 1.2f, 0) == 12.0f);   /* texel (2, 1) */
    assert_true(sample(&t, &s, -3.0f, 0.5f, 0) == 0.0f);   /* x clamped to 0 */
    assert_true(sample(&t, &s, 9.0f, 7.0f, 0) == 13.0f);   /* both clamped to the last */
    sampler(&s, EI_WRAP, EI_POINT, 0);
    /* normalized: 1.3 * 4 = 5.2 -> texel 5 -> 5 mod 4 = 1; 0.25 * 2 = 0.5 -> row 0 */
    assert_true(sample(&t, &s, 1.3f, 0.25f, 0) == 1.0f);
    /* -0.1 * 4 = -0.4 -> texel -1 -> 3; 0.75 * 2 = 1.5 -> row 1 */
    assert_true(sample(&t, &s, -0.1f, 0.75f, 0) == 13.0f);
    sampler(&s, EI_MIRROR, EI_POINT, 0);
    /* texel 5 mirrored in the period of 8: 8 - 1 - 5 = 2 */
    assert_true(sample(&t, &s, 1.3f, 0.25f, 0) == 2.0f);
    /* texel -1 mirrors to 0 */
    assert_true(sample(&t, &s, -0.1f, 0.25f, 0) == 0.0f);
    sampler(&s, EI_CLAMP_BORDER, EI_POINT, 1);
    fill_4x2();
    ((float *)mem)[4] = 10.0f;
    assert_true(sample(&t, &s, -0.5f, 1.5f, 0) == 0.0f);   /* outside: transparent black */
    assert_true(sample(&t, &s, 0.5f, 1.5f, 0) == 10.0f);
}

static void test_linear(void **state)
{
    (void)state;
    struct emu_tdesc t;
    struct emu_sdesc s;
    fill_4x2();
    image(&t, EI_2D, 22, 4, 2, 1);
    sampler(&s, EI_CLAMP_LAST, EI_BILINEAR, 1);
    /* x - 0.5 = 1.25: taps 1 and 2, weight 0.25; y - 0.5 = 0: row 0 alone
     * -> 0.75 * 1 + 0.25 * 2 = 1.25 */
    assert_true(sample(&t, &s, 1.75f, 0.5f, 0) == 1.25f);
    /* (2, 1): both weights 0.5 -> (1 + 2 + 11 + 12) / 4 = 6.5 */
    assert_true(sample(&t, &s, 2.0f, 1.0f, 0) == 6.5f);
    /* x - 0.5 = 1.001: the weight 0.001 has 8 fractional bits, 0.001 * 256 =
     * 0.256 rounds to 0: texel 1 exactly (1.001 with an exact weight) */
    assert_true(sample(&t, &s, 1.501f, 0.5f, 0) == 1.0f);
    /* 0.3 * 256 = 76.8 -> 77/256: 1 + 77/256 = 1.30078125 */
    assert_true(sample(&t, &s, 1.8f, 0.5f, 0) == 1.30078125f);
    /* clamp to the edge below 0: x - 0.5 = -0.25, taps -1 -> 0 and 0, both texel 0 */
    assert_true(sample(&t, &s, 0.25f, 1.5f, 0) == 10.0f);
    sampler(&s, EI_CLAMP_BORDER, EI_BILINEAR, 1);
    /* the same with the border: 0.25 * border (0) + 0.75 * 10 = 7.5 */
    assert_true(sample(&t, &s, 0.25f, 1.5f, 0) == 7.5f);
    sampler(&s, EI_WRAP, EI_BILINEAR, 0);
    /* normalized 0: x - 0.5 = -0.5 -> taps -1 (3) and 0 (0), weight 0.5; y = 0.25 * 2 - 0.5 = 0: row 0
     * -> 1.5 */
    assert_true(sample(&t, &s, 0.0f, 0.25f, 0) == 1.5f);
}

static void test_array_3d(void **state)
{
    (void)state;
    struct emu_tdesc t;
    struct emu_sdesc s;
    /* 2x1, 3 layers: texel (x, 0, l) = 100 l + x */
    const float lay[6] = { 0, 1, 100, 101, 200, 201 };
    memcpy(mem, lay, sizeof lay);
    image(&t, EI_2D_ARRAY, 22, 2, 1, 3);
    sampler(&s, EI_CLAMP_LAST, EI_POINT, 1);
    assert_true(sample(&t, &s, 1.5f, 0.5f, 2.0f) == 201.0f);
    assert_true(sample(&t, &s, 1.5f, 0.5f, 7.0f) == 201.0f);  /* layer clamped to 2 */
    assert_true(sample(&t, &s, 0.5f, 0.5f, -1.0f) == 0.0f);   /* and to 0 */
    assert_true(sample(&t, &s, 0.5f, 0.5f, 1.4f) == 100.0f);  /* rounded to 1 */
    /* 2x2x2, texel (x, y, z) = x + 2y + 4z; the centre (1, 1, 1) weighs all
     * eight by 1/8: (0 + 1 + ... + 7) / 8 = 3.5 */
    float v[8];
    for (int k = 0; k < 8; k++)
        v[k] = (float)k;
    memcpy(mem, v, sizeof v);
    image(&t, EI_3D, 22, 2, 2, 2);
    sampler(&s, EI_CLAMP_LAST, EI_BILINEAR, 1);
    assert_true(sample(&t, &s, 1.0f, 1.0f, 1.0f) == 3.5f);
    /* (0.5, 0.5, 1.25): x, y on texel 0, z - 0.5 = 0.75 -> 0.25 * 0 + 0.75 * 4 = 3 */
    assert_true(sample(&t, &s, 0.5f, 0.5f, 1.25f) == 3.0f);
}

static void test_formats(void **state)
{
    (void)state;
    struct emu_tdesc t;
    struct emu_sdesc s;
    uint32_t out[4];
    char why[200];
    const float c[3] = { 0.5f, 0.5f, 0 };
    /* 8_8_8_8_UNORM (42): bytes 0, 255, 128, 51 -> 0, 1, 128/255, 51/255 = 0.2 */
    const uint8_t px[4] = { 0, 255, 128, 51 };
    memcpy(mem, px, 4);
    image(&t, EI_2D, 42, 1, 1, 1);
    sampler(&s, EI_CLAMP_LAST, EI_POINT, 1);
    assert_int_equal(emu_image_sample(&t, &s, 0, c, 0, rd, NULL, out, why, sizeof why), 0);
    assert_true(f_of(out[0]) == 0.0f);
    assert_true(f_of(out[1]) == 1.0f);
    assert_true(f_of(out[2]) == (float)(128.0 / 255.0));
    assert_true(f_of(out[3]) == (float)(51.0 / 255.0));
    /* 16_SINT (12): 0x8000 is -32768, returned as an integer; a missing
     * channel reads 0 and a missing alpha 1 (integer 1 for integer formats) */
    const uint8_t sh[2] = { 0x00, 0x80 };
    memcpy(mem, sh, 2);
    image(&t, EI_2D, 12, 1, 1, 1);
    assert_int_equal(emu_image_sample(&t, &s, 0, c, 0, rd, NULL, out, why, sizeof why), 0);
    assert_int_equal((int32_t)out[0], -32768);
    assert_int_equal(out[1], 0);
    assert_int_equal(out[3], 1);
    /* 32_FLOAT: a missing alpha reads 1.0f */
    image(&t, EI_2D, 22, 1, 1, 1);
    assert_int_equal(emu_image_sample(&t, &s, 0, c, 0, rd, NULL, out, why, sizeof why), 0);
    assert_int_equal(out[3], 0x3f800000);
    /* 16_16_16_16_FLOAT (57): half 0x3c00 is 1.0, 0xc000 is -2.0 */
    const uint16_t hv[4] = { 0x3c00, 0xc000, 0, 0x3800 };
    memcpy(mem, hv, 8);
    image(&t, EI_2D, 57, 1, 1, 1);
    assert_int_equal(emu_image_sample(&t, &s, 0, c, 0, rd, NULL, out, why, sizeof why), 0);
    assert_true(f_of(out[0]) == 1.0f && f_of(out[1]) == -2.0f && f_of(out[3]) == 0.5f);
    /* bilinear filtering of an integer format is refused */
    image(&t, EI_2D, 12, 1, 1, 1);
    sampler(&s, EI_CLAMP_LAST, EI_BILINEAR, 1);
    assert_int_equal(emu_image_sample(&t, &s, 0, c, 0, rd, NULL, out, why, sizeof why), -2);
    /* stores: 8_8_8_8_UNORM from floats rounds v * 255 + 0.5 down and
     * clamps: 0.5 -> 128, 1.2 -> 255, -1 -> 0, 0.2 -> 51 */
    image(&t, EI_2D, 42, 1, 1, 1);
    const uint32_t in[4] = { 0x3f000000, 0x3f99999a, 0xbf800000, 0x3e4ccccd };
    uint8_t o[4];
    emu_texel_encode(&t, in, o);
    assert_int_equal(o[0], 128);
    assert_int_equal(o[1], 255);
    assert_int_equal(o[2], 0);
    assert_int_equal(o[3], 51);
    /* 32_UINT stores the bits */
    image(&t, EI_2D, 20, 1, 1, 1);
    const uint32_t raw[4] = { 0xdeadbeef, 0, 0, 0 };
    uint32_t r;
    emu_texel_encode(&t, raw, (uint8_t *)&r);
    assert_int_equal(r, 0xdeadbeef);
}

/* The H200's own linear filtering (tests/data/texture_probe: probe.cu run
 * on an H200 with CUDA 13.0; "x fetched %a" per line): a 2x1 texture {0, 1}
 * at (x, 0.5), x = 0.5 + k/8192, fetches its weight a, rounded to 1/256
 * half up (lin1d.txt); a 2x2 texture {0, 0, 0, 1} at (x, y) on a 1/64 grid
 * fetches the far corner's weight, a * b rounded to 1/256 (lin2d.txt).
 * The emulator must give every value bit for bit. */
static void probe_file(const char *path, int two_d)
{
    FILE *fp = fopen(path, "r");
    if (!fp)
        fail_msg("%s: cannot open", path);
    struct emu_tdesc t;
    struct emu_sdesc s;
    const float v1[2] = { 0, 1 }, v2[4] = { 0, 0, 0, 1 };
    memcpy(mem, two_d ? (const void *)v2 : (const void *)v1, two_d ? sizeof v2 : sizeof v1);
    image(&t, EI_2D, 22, 2, two_d ? 2 : 1, 1);
    sampler(&s, EI_CLAMP_LAST, EI_BILINEAR, 1);
    char line[256];
    size_t n = 0;
    while (fgets(line, sizeof line, fp)) {
        char a[64], b[64], c[64], h[64];
        float x, y = 0.5f, want;
        if (two_d) {
            if (sscanf(line, "%63s %63s %63s %63s", a, b, c, h) != 4)
                fail_msg("%s: bad line '%s'", path, line);
            x = strtof(a, NULL);
            y = strtof(b, NULL);
        } else {
            if (sscanf(line, "%63s %63s %63s", a, c, h) != 3)
                fail_msg("%s: bad line '%s'", path, line);
            x = strtof(a, NULL);
        }
        want = strtof(h, NULL);
        float got = sample(&t, &s, x, y, 0);
        if (got != want)
            fail_msg("%s: (%.9g, %.9g): got %a, the H200 fetched %a", path, x, y, got, want);
        n++;
    }
    fclose(fp);
    assert_int_equal(n, two_d ? 65 * 65 : 8193);
}

static void test_h200_weights(void **state)
{
    (void)state;
    probe_file("tests/data/texture_probe/lin1d.txt", 0);
    probe_file("tests/data/texture_probe/lin2d.txt", 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tdesc),
        cmocka_unit_test(test_sdesc),
        cmocka_unit_test(test_point),
        cmocka_unit_test(test_linear),
        cmocka_unit_test(test_array_3d),
        cmocka_unit_test(test_formats),
        cmocka_unit_test(test_h200_weights),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
