/* target.c - the target table.
 *
 * Sources, cited per number below:
 *   [U]  LLVM llvm/docs/AMDGPUUsage.rst: "Processors" table (wavefront
 *        sizes, features), "AMDGPU Operand/Register" and kernel descriptor
 *        sections (granule of .amdhsa_next_free_vgpr / compute_pgm_rsrc1
 *        GRANULATED_WORKITEM_VGPR_COUNT), "Memory Spaces" (LDS sizes).
 *   [R3] AMD "RDNA3" Instruction Set Architecture reference guide (2023),
 *        ch. 1-3: 1536 VGPRs per SIMD lane-file in wave32 on gfx1100
 *        (1024 on gfx1102/1103), 16 waves per SIMD, 64 KiB LDS per
 *        workgroup, 128 KiB per WGP, 106 SGPRs.
 *   [R4] AMD "RDNA4" ISA reference guide (2025): same VGPR/LDS figures as
 *        gfx1100 for gfx1200, split s_wait_* counters.
 *   [G]  LLVM AMDGPUBaseInfo.cpp getVGPRAllocGranule/getTotalNumVGPRs
 *        (read as documentation, not copied): targets with 1.5x VGPRs
 *        (FeatureGFX11FullVGPRs: gfx1100/1101/1151) allocate in granules
 *        of 24 (wave32) / 12 (wave64) out of 1536 / 768.
 *   [C3] AMD "CDNA3" ISA reference guide (2024) and AMDGPUUsage.rst: 512
 *        unified VGPRs (256 arch + 256 acc) per lane, granule 8, 8 waves
 *        per SIMD, 64 KiB LDS per CU, wave64 only.
 *   [X]  translatable: the translator writes gfx11.0 code.  Every sample
 *        and held-out translation, wave32 and wave64, assembles with
 *        llvm-mc-19 -mcpu=gfx1100/1101/1102/1103 to the same .text bytes;
 *        gfx1200 rejects it (s_waitcnt_vscnt, s_barrier: gfx12 splits
 *        them) and gfx942 rejects it (GFX9 encodings, wave64 only).
 */
#include "target.h"

#include <stdio.h>
#include <string.h>

static const struct target_desc targets[] = {
    {
        .name = "gfx1100",
        .marketing = "Radeon RX 7900 XTX",
        .family = TF_RDNA3,
        .wave_default = 32,                     /* [U] clang default for gfx10+ is wave32 */
        .w32 = { 256, 1536, 24 },               /* [R3] 1536 per lane-file; [G] granule 24 */
        .w64 = { 256, 768, 12 },                /* [G] 768 per wave64 lane-file, granule 12 */
        .sgprs = 106,                           /* [U] "SGPR" count for GFX10+: 106 (s0..s105) */
        .sgpr_granule = 0,                      /* [R3] SGPRs are not allocated per wave on RDNA */
        .max_waves_simd = 16,                   /* [R3] 16 wave slots per SIMD */
        .simds_per_cu = 2,                      /* [R3] a WGP = 2 CUs x 2 SIMD32 */
        .lds_per_workgroup = 65536,             /* [U] "Memory Spaces": 64 KiB per workgroup */
        .lds_per_cu = 131072,                   /* [R3] 128 KiB per WGP */
        .max_workgroup = 1024,                  /* [U] max flat workgroup size */
        .features = TFEAT_DPP | TFEAT_DELAY_ALU | TFEAT_VOPD | TFEAT_WAVE32 | TFEAT_WAVE64 |
                    TFEAT_WMMA | TFEAT_ARCH_FLAT_SCRATCH, /* [U] processor table; [R3] VOPD, s_delay_alu */
        .translatable = 1,                      /* [X] */
    },
    {
        .name = "gfx1101",
        .marketing = "Radeon RX 7800 XT",
        .family = TF_RDNA3,
        .wave_default = 32,                     /* [U] */
        .w32 = { 256, 1536, 24 },               /* [G] FeatureGFX11FullVGPRs, as gfx1100 */
        .w64 = { 256, 768, 12 },                /* [G] */
        .sgprs = 106,                           /* [U] */
        .sgpr_granule = 0,                      /* [R3] */
        .max_waves_simd = 16,                   /* [R3] */
        .simds_per_cu = 2,                      /* [R3] */
        .lds_per_workgroup = 65536,             /* [U] */
        .lds_per_cu = 131072,                   /* [R3] */
        .max_workgroup = 1024,                  /* [U] */
        .features = TFEAT_DPP | TFEAT_DELAY_ALU | TFEAT_VOPD | TFEAT_WAVE32 | TFEAT_WAVE64 |
                    TFEAT_WMMA | TFEAT_ARCH_FLAT_SCRATCH, /* [U] as gfx1100 */
        .translatable = 1,                      /* [X] */
    },
    {
        .name = "gfx1102",
        .marketing = "Radeon RX 7600",
        .family = TF_RDNA3,
        .wave_default = 32,                     /* [U] */
        .w32 = { 256, 1024, 16 },               /* [R3] 1024 per lane-file; [G] granule 16 */
        .w64 = { 256, 512, 8 },                 /* [G] 512 per wave64 lane-file, granule 8 */
        .sgprs = 106,                           /* [U] */
        .sgpr_granule = 0,                      /* [R3] */
        .max_waves_simd = 16,                   /* [R3] */
        .simds_per_cu = 2,                      /* [R3] */
        .lds_per_workgroup = 65536,             /* [U] */
        .lds_per_cu = 131072,                   /* [R3] */
        .max_workgroup = 1024,                  /* [U] */
        .features = TFEAT_DPP | TFEAT_DELAY_ALU | TFEAT_VOPD | TFEAT_WAVE32 | TFEAT_WAVE64 |
                    TFEAT_WMMA | TFEAT_ARCH_FLAT_SCRATCH, /* [U] as gfx1100 */
        .translatable = 1,                      /* [X] */
    },
    {
        .name = "gfx1103",
        .marketing = "Radeon 780M",
        .family = TF_RDNA3,
        .wave_default = 32,                     /* [U] */
        .w32 = { 256, 1024, 16 },               /* [R3], [G] as gfx1102 */
        .w64 = { 256, 512, 8 },                 /* [G] */
        .sgprs = 106,                           /* [U] */
        .sgpr_granule = 0,                      /* [R3] */
        .max_waves_simd = 16,                   /* [R3] */
        .simds_per_cu = 2,                      /* [R3] */
        .lds_per_workgroup = 65536,             /* [U] */
        .lds_per_cu = 131072,                   /* [R3] */
        .max_workgroup = 1024,                  /* [U] */
        .features = TFEAT_DPP | TFEAT_DELAY_ALU | TFEAT_VOPD | TFEAT_WAVE32 | TFEAT_WAVE64 |
                    TFEAT_WMMA | TFEAT_ARCH_FLAT_SCRATCH, /* [U] as gfx1100 */
        .translatable = 1,                      /* [X] */
    },
    {
        .name = "gfx1200",
        .marketing = "Radeon RX 9060 XT",
        .family = TF_RDNA4,
        .wave_default = 32,                     /* [U] */
        .w32 = { 256, 1536, 24 },               /* [R4] same file as gfx1100; granule as [G] - UNVERIFIED for gfx12 */
        .w64 = { 256, 768, 12 },                /* [R4], [G] - UNVERIFIED */
        .sgprs = 106,                           /* [U] */
        .sgpr_granule = 0,                      /* [R4] */
        .max_waves_simd = 16,                   /* [R4] */
        .simds_per_cu = 2,                      /* [R4] */
        .lds_per_workgroup = 65536,             /* [U] */
        .lds_per_cu = 131072,                   /* [R4] */
        .max_workgroup = 1024,                  /* [U] */
        .features = TFEAT_DPP | TFEAT_DELAY_ALU | TFEAT_VOPD | TFEAT_WAVE32 | TFEAT_WAVE64 |
                    TFEAT_WMMA | TFEAT_SPLIT_WAIT | TFEAT_ARCH_FLAT_SCRATCH, /* [R4], [U] */
    },
    {
        .name = "gfx942",
        .marketing = "Instinct MI300X",
        .family = TF_CDNA3,
        .wave_default = 64,                     /* [U] GFX9 is wave64 only */
        .w32 = { 0, 0, 0 },                     /* [U] no wave32 on GFX9 */
        .w64 = { 512, 512, 8 },                 /* [C3] 512 unified (arch+acc) VGPRs; [U] granule 8 */
        .sgprs = 102,                           /* [U] GFX9: 102 SGPRs (s0..s101) */
        .sgpr_granule = 16,                     /* [U] GRANULATED_WAVEFRONT_SGPR_COUNT granule 16 on GFX9 */
        .max_waves_simd = 8,                    /* [C3] 8 waves per SIMD */
        .simds_per_cu = 4,                      /* [C3] 4 SIMD16 per CU */
        .lds_per_workgroup = 65536,             /* [U] 64 KiB */
        .lds_per_cu = 65536,                    /* [C3] 64 KiB per CU */
        .max_workgroup = 1024,                  /* [U] */
        .features = TFEAT_DPP | TFEAT_WAVE64 | TFEAT_PACKED_FP32 | TFEAT_MFMA | TFEAT_AGPR |
                    TFEAT_ARCH_FLAT_SCRATCH,    /* [U] gfx940+ architected flat scratch */
    },
};

const struct target_desc *target_find(const char *name)
{
    if (!name)
        return NULL;
    for (size_t i = 0; i < sizeof targets / sizeof targets[0]; i++)
        if (strcmp(targets[i].name, name) == 0)
            return &targets[i];
    return NULL;
}

const struct target_desc *target_find_translatable(const char *name, char *msg, size_t len)
{
    const struct target_desc *t = target_find(name);
    if (t && t->translatable)
        return t;
    int n = snprintf(msg, len, "%s target '%s': the translator emits code for",
                     t ? "not a translation" : "unknown", name ? name : "");
    const char *sep = " ";
    for (size_t i = 0; i < sizeof targets / sizeof targets[0]; i++) {
        if (!targets[i].translatable || n < 0 || (size_t)n >= len)
            continue;
        n += snprintf(msg + n, len - (size_t)n, "%s%s", sep, targets[i].name);
        sep = ", ";
    }
    return NULL;
}

const struct target_desc *target_all(unsigned *count)
{
    if (count)
        *count = (unsigned)(sizeof targets / sizeof targets[0]);
    return targets;
}

const struct target_wave *target_wave(const struct target_desc *t, unsigned wave)
{
    const struct target_wave *w = wave == 32 ? &t->w32 : wave == 64 ? &t->w64 : NULL;
    return w && w->vgprs ? w : NULL;
}

unsigned target_waves_for_vgprs(const struct target_desc *t, unsigned wave, unsigned vgprs)
{
    const struct target_wave *w = target_wave(t, wave);
    if (!w || vgprs > w->vgprs)
        return 0;
    unsigned g = w->vgpr_granule;
    unsigned alloc = vgprs ? (vgprs + g - 1) / g * g : g;
    unsigned n = w->vgpr_file / alloc;
    return n > t->max_waves_simd ? t->max_waves_simd : n;
}
