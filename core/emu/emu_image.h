/* emu_image.h - gfx11 image and sampler descriptors and the texel
 * arithmetic of image_sample / image_load / image_store (emu_image.c).
 *
 * Field positions: ROCr's src/image/resource_gfx11.h (SQ_IMG_RSRC_WORD0..7,
 * SQ_IMG_SAMP_WORD0..3) and what its image_manager_gfx11.cpp writes into
 * them for HSA/HIP images and samplers; format numbers: the gfx11 unified
 * format table (CFMT_* there).  Only linear tiling (SW_MODE 0), one mip
 * level and the 8/16/32-bit UNORM/SNORM/UINT/SINT/FLOAT formats of 1, 2 or
 * 4 channels are modelled; anything else is refused with a reason. */
#ifndef WS_EMU_IMAGE_H
#define WS_EMU_IMAGE_H

#include <stddef.h>
#include <stdint.h>

/* descriptor TYPE (word 3 bits 31:28) and MIMG dim: TYPE = 8 + dim */
enum { EI_1D = 8, EI_2D = 9, EI_3D = 10, EI_CUBE = 11, EI_1D_ARRAY = 12, EI_2D_ARRAY = 13 };
/* channel kinds */
enum { EI_UNORM, EI_SNORM, EI_UINT, EI_SINT, EI_FLOAT };
/* SQ_TEX_CLAMP */
enum { EI_WRAP = 0, EI_MIRROR = 1, EI_CLAMP_LAST = 2, EI_CLAMP_BORDER = 6 };
/* SQ_TEX_XY_FILTER / Z_FILTER */
enum { EI_POINT = 0, EI_BILINEAR = 1 };

struct emu_tdesc {          /* an image resource descriptor (T#), decoded */
    uint64_t base;          /* byte address of texel (0,0,0) */
    unsigned width, height, depth;  /* depth: 3D depth or array layers; 1 otherwise */
    unsigned pitch;         /* texels per row (1D/2D: the descriptor's; else width) */
    unsigned format;        /* unified format number */
    unsigned type;          /* EI_1D .. */
    unsigned dst_sel[4];    /* SEL_0 0, SEL_1 1, SEL_X..W 4..7 */
    unsigned sw_mode, base_level, last_level;
    /* from the format */
    unsigned nchan, bits, kind, bytes;  /* channels, bits per channel, EI_UNORM.., texel bytes */
};

struct emu_sdesc {          /* a sampler descriptor (S#), decoded */
    unsigned clamp[3];      /* SQ_TEX_CLAMP per axis */
    int unnormalized;       /* FORCE_UNNORMALIZED */
    unsigned mag, min, zfilter;     /* XY_MAG_FILTER, XY_MIN_FILTER, Z_FILTER */
    unsigned border;        /* BORDER_COLOR_TYPE: 0 transparent black, 1 opaque black, 2 opaque white */
};

/* Format number -> channels, bits, kind; 0 when the format is known, -1 else. */
int emu_format_info(unsigned format, unsigned *nchan, unsigned *bits, unsigned *kind);
/* The format of nchan channels of bits each of kind; 0 none. */
unsigned emu_format_of(unsigned nchan, unsigned bits, unsigned kind);

/* Decode; 0 ok, -1 with why (a sentence) when the descriptor is outside
 * what is modelled. */
int emu_tdesc_decode(const uint32_t w[8], struct emu_tdesc *t, char *why, size_t n);
int emu_sdesc_decode(const uint32_t w[4], struct emu_sdesc *s, char *why, size_t n);

/* Encode what HIP (through ROCr) writes for an image of this shape: linear,
 * one level, the channels in order and the missing ones 0 (alpha 1). */
void emu_tdesc_encode(uint64_t base, unsigned type, unsigned format, unsigned width,
                      unsigned height, unsigned depth, unsigned pitch, uint32_t w[8]);
/* and for a sampler: one clamp per axis, filter EI_POINT or EI_BILINEAR */
void emu_sdesc_encode(const unsigned clamp[3], unsigned filter, int unnormalized, uint32_t w[4]);

/* Texel bytes -> 4 channel values (before dst_sel) as 32-bit register
 * values: floats for UNORM/SNORM/FLOAT, integers for UINT/SINT. */
void emu_texel_decode(const struct emu_tdesc *t, const uint8_t *p, uint32_t out[4]);
/* 4 register values -> texel bytes (dmask: channels given) */
void emu_texel_encode(const struct emu_tdesc *t, const uint32_t in[4], uint8_t *p);

/* Memory reads for the sampler: n bytes at addr into buf, 0 ok. */
typedef int (*emu_img_read)(void *ctx, uint64_t addr, void *buf, unsigned n);

/* image_sample at coordinates c (x[, y][, z or slice]) and level of detail
 * lod: the four components after dst_sel into out.  Linear filtering
 * weights have 8 fractional bits (see emu_image.c).  0 ok, -1 a read
 * failed, -2 an unsupported case (why). */
int emu_image_sample(const struct emu_tdesc *t, const struct emu_sdesc *s, int unnorm,
                     const float c[3], float lod, emu_img_read rd, void *ctx, uint32_t out[4],
                     char *why, size_t n);

/* The byte address of texel (x, y, z|layer), or 0 when outside the image. */
uint64_t emu_texel_addr(const struct emu_tdesc *t, int64_t x, int64_t y, int64_t z);

#endif
