/* target.h - GPU targets as data: one row per processor (gfx1100, gfx1200,
 * gfx942), with the resource limits that occupancy and the translator need
 * and the features that decide which instructions exist. Every number in
 * target.c names where it comes from. */
#ifndef WS_TARGET_H
#define WS_TARGET_H

#include <stddef.h>
#include <stdint.h>

enum target_family {
    TF_RDNA3,   /* gfx11 */
    TF_RDNA4,   /* gfx12 */
    TF_CDNA3,   /* gfx94x */
};

/* feature bits */
#define TFEAT_DPP          0x0001  /* DPP modifiers (row_shr:1 ...) */
#define TFEAT_DELAY_ALU    0x0002  /* s_delay_alu scheduling hints */
#define TFEAT_VOPD         0x0004  /* dual-issue v_dual_* (wave32 only) */
#define TFEAT_WAVE32       0x0008  /* wave32 supported */
#define TFEAT_WAVE64       0x0010  /* wave64 supported */
#define TFEAT_PACKED_FP32  0x0020  /* v_pk_fma_f32 and friends */
#define TFEAT_MFMA         0x0040  /* matrix fused multiply-add (CDNA) */
#define TFEAT_WMMA         0x0080  /* wave matrix multiply-accumulate (RDNA3+) */
#define TFEAT_AGPR         0x0100  /* accumulation VGPRs a0..a255 */
#define TFEAT_SPLIT_WAIT   0x0200  /* s_wait_loadcnt/... instead of s_waitcnt (gfx12) */
#define TFEAT_ARCH_FLAT_SCRATCH 0x0400 /* scratch through flat scratch, no buffer rsrc */

struct target_wave {
    uint16_t vgprs;         /* VGPRs addressable by one wave (v0..vN-1) */
    uint16_t vgpr_file;     /* VGPRs per lane in one SIMD's register file */
    uint16_t vgpr_granule;  /* allocation granularity in VGPRs */
};

struct target_desc {
    const char *name;           /* "gfx1100" */
    const char *marketing;      /* a product with this processor, for the UI */
    enum target_family family;
    uint8_t wave_default;       /* wave size clang uses by default */
    struct target_wave w32;     /* wave32 figures (vgprs 0: not supported) */
    struct target_wave w64;     /* wave64 figures */
    uint16_t sgprs;             /* SGPRs addressable by a wave, s0..sN-1 */
    uint16_t sgpr_granule;      /* SGPR allocation granularity, 0: fixed file */
    uint16_t max_waves_simd;    /* waves one SIMD can hold */
    uint16_t simds_per_cu;      /* SIMDs per CU (per WGP half on RDNA) */
    uint32_t lds_per_workgroup; /* bytes of LDS one workgroup can allocate */
    uint32_t lds_per_cu;        /* bytes of LDS per CU (RDNA: per WGP) */
    uint16_t max_workgroup;     /* work-items per workgroup */
    uint32_t features;          /* TFEAT_* */
    uint8_t translatable;       /* the translator's output is this target's code: what
                                   llvm-mc-19 -mcpu=<name> assembles, in both wave sizes */
};

/* The row for name ("gfx1100"), or NULL. */
const struct target_desc *target_find(const char *name);

/* The row for name when the translator emits code for it; else NULL and
 * in msg why: unknown, or not a translation target, and the ones that are. */
const struct target_desc *target_find_translatable(const char *name, char *msg, size_t len);

/* All rows, for listings. */
const struct target_desc *target_all(unsigned *count);

/* Figures for one wave size (32 or 64), NULL when the target lacks it. */
const struct target_wave *target_wave(const struct target_desc *t, unsigned wave);

/* Waves per SIMD that fit with vgprs VGPRs per lane, by the register file
 * alone (0 when vgprs exceeds what a wave can address). */
unsigned target_waves_for_vgprs(const struct target_desc *t, unsigned wave, unsigned vgprs);

static inline int target_has(const struct target_desc *t, uint32_t feat)
{
    return (t->features & feat) != 0;
}

#endif
