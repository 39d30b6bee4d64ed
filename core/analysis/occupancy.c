/* occupancy.c - occupancy rules and targets as data.
 *
 * NVIDIA: the rules of the CUDA occupancy calculator (cuda_occupancy.h,
 * cudaOccMaxActiveBlocksPerMultiprocessor) for compute capability 8.x/9.0:
 *   warps per block   = ceil(block / 32)
 *   by warps          = floor(max warps per SM / warps per block)
 *   by blocks         = max blocks per SM
 *   by registers      = regs per warp = roundup(regs * 32, 256); the block
 *                       must fit the per-block register limit with its warps
 *                       rounded up to the 4 sub-partitions; each sub-partition
 *                       holds floor(regs per SM / 4 / regs per warp) warps;
 *                       blocks = floor(4 * that / warps per block)
 *   by shared memory  = per block roundup(smem + 1 KiB reserved (cc >= 8.0),
 *                       128); blocks = floor(smem per SM / that), the SM
 *                       configured at its largest carveout
 *   blocks = min of the four; warps = blocks * warps per block.
 *
 * AMD: waves per SIMD (EU) as LLVM's AMDGPU backend counts them
 * (AMDGPUBaseInfo.cpp getNumWavesPerEUWithNumVGPRs, getMaxWavesPerEU):
 *   by VGPRs   = floor(VGPRs per SIMD lane / roundup(vgprs, granule))
 *   by SGPRs   = floor(SGPRs per SIMD / roundup(sgprs, granule)) (GFX9 only;
 *                from GFX10 on every wave gets its SGPRs)
 *   by LDS     = workgroups per CU/WGP = floor(LDS / roundup(lds, granule)),
 *                times waves per workgroup, spread over the SIMDs
 *   by waves   = max waves per SIMD
 */
#include "occupancy.h"

#include <string.h>

#define KIB 1024u

static const struct occ_target targets[] = {
    /* sm_80 (A100): CUDA C Programming Guide, compute capability 8.0 column:
     * 64 warps/SM (2048 threads), 32 blocks/SM, 64K registers per SM and per
     * block, 255 registers per thread, 164 KiB shared memory per SM, 163 KiB
     * per block (opt-in); occupancy calculator: register allocation unit
     * 256 per warp, 4 sub-partitions, shared memory unit 128 B, 1 KiB
     * reserved per block. */
    { .name = "sm_80", .vendor = OCC_NVIDIA, .wave = 32, .max_warps_sm = 64,
      .max_blocks_sm = 32, .regs_sm = 65536, .regs_block = 65536, .reg_unit = 256,
      .max_regs_thread = 255, .sub_partitions = 4, .smem_sm = 164 * KIB,
      .smem_block = 163 * KIB, .smem_unit = 128, .smem_reserved = 1 * KIB },
    /* sm_86 (GA10x): 48 warps/SM (1536 threads), 16 blocks/SM, 100 KiB per
     * SM, 99 KiB per block; the rest as sm_80. */
    { .name = "sm_86", .vendor = OCC_NVIDIA, .wave = 32, .max_warps_sm = 48,
      .max_blocks_sm = 16, .regs_sm = 65536, .regs_block = 65536, .reg_unit = 256,
      .max_regs_thread = 255, .sub_partitions = 4, .smem_sm = 100 * KIB,
      .smem_block = 99 * KIB, .smem_unit = 128, .smem_reserved = 1 * KIB },
    /* sm_89 (AD10x): 48 warps/SM, 24 blocks/SM, 100 KiB per SM, 99 KiB per
     * block. */
    { .name = "sm_89", .vendor = OCC_NVIDIA, .wave = 32, .max_warps_sm = 48,
      .max_blocks_sm = 24, .regs_sm = 65536, .regs_block = 65536, .reg_unit = 256,
      .max_regs_thread = 255, .sub_partitions = 4, .smem_sm = 100 * KIB,
      .smem_block = 99 * KIB, .smem_unit = 128, .smem_reserved = 1 * KIB },
    /* sm_90 (H100/H200): 64 warps/SM, 32 blocks/SM, 228 KiB per SM, 227 KiB
     * per block. */
    { .name = "sm_90", .vendor = OCC_NVIDIA, .wave = 32, .max_warps_sm = 64,
      .max_blocks_sm = 32, .regs_sm = 65536, .regs_block = 65536, .reg_unit = 256,
      .max_regs_thread = 255, .sub_partitions = 4, .smem_sm = 228 * KIB,
      .smem_block = 227 * KIB, .smem_unit = 128, .smem_reserved = 1 * KIB },
    /* gfx1100 wave32: LLVM FeatureGFX11FullVGPRs (gfx1100/1101/1151): 1536
     * VGPRs per SIMD lane in wave32, granule 24; 16 waves per SIMD
     * (getMaxWavesPerEU, GFX11); 256 VGPRs per wave; a WGP (the default
     * WGP mode) has 4 SIMD32 and 128 KiB LDS, 64 KiB per workgroup
     * (AMDGPUUsage.rst, "LDS"), allocated in 512-byte units (128 dwords,
     * the LDS_SIZE granule of COMPUTE_PGM_RSRC2). */
    { .name = "gfx1100", .vendor = OCC_AMD, .wave = 32, .vgprs_simd = 1536,
      .vgpr_granule = 24, .max_vgprs_wave = 256, .max_waves_simd = 16, .simds = 4,
      .lds_unit_bytes = 128 * KIB, .lds_wg_max = 64 * KIB, .lds_granule = 512 },
    /* gfx1100 wave64: half the VGPRs per lane (768), granule 12. */
    { .name = "gfx1100-w64", .vendor = OCC_AMD, .wave = 64, .vgprs_simd = 768,
      .vgpr_granule = 12, .max_vgprs_wave = 256, .max_waves_simd = 16, .simds = 4,
      .lds_unit_bytes = 128 * KIB, .lds_wg_max = 64 * KIB, .lds_granule = 512 },
    /* gfx942 (MI300) wave64: 512 unified VGPRs+AGPRs per lane, granule 8,
     * 8 waves per SIMD (gfx90a+), 800 SGPRs per SIMD in granules of 16,
     * 4 SIMDs and 64 KiB LDS per CU (AMDGPUUsage.rst). */
    { .name = "gfx942", .vendor = OCC_AMD, .wave = 64, .vgprs_simd = 512,
      .vgpr_granule = 8, .max_vgprs_wave = 512, .sgprs_simd = 800, .sgpr_granule = 16,
      .max_waves_simd = 8, .simds = 4, .lds_unit_bytes = 64 * KIB,
      .lds_wg_max = 64 * KIB, .lds_granule = 512 },
};

static const char *const limiter_names[OCC_LIM_COUNT] = {
    "none", "warps", "blocks", "registers", "sgprs", "shared memory", "cannot launch",
};

const char *occ_limiter_name(unsigned lim)
{
    return lim < OCC_LIM_COUNT ? limiter_names[lim] : "?";
}

size_t occ_target_count(void) { return sizeof targets / sizeof targets[0]; }

const struct occ_target *occ_target_at(size_t i)
{
    return i < occ_target_count() ? &targets[i] : NULL;
}

const struct occ_target *occ_target_find(const char *name)
{
    for (size_t i = 0; i < occ_target_count(); i++)
        if (!strcmp(targets[i].name, name))
            return &targets[i];
    if (!strcmp(name, "gfx1100-w32"))
        return occ_target_find("gfx1100");
    return NULL;
}

static unsigned roundup(unsigned x, unsigned g) { return g ? (x + g - 1) / g * g : x; }
static unsigned divup(unsigned x, unsigned g) { return (x + g - 1) / g; }

/* Pick the smallest limit; ties go to the first in lim[] order that the
 * reader can act on (registers and memory before the fixed maxima). */
static void pick(struct occ_result *r)
{
    static const unsigned char order[] = { OCC_LIM_LAUNCH, OCC_LIM_REGS, OCC_LIM_SGPRS,
                                           OCC_LIM_SMEM, OCC_LIM_WARPS, OCC_LIM_BLOCKS };
    unsigned best = ~0u;
    r->limiter = OCC_LIM_NONE;
    for (size_t k = 0; k < sizeof order; k++)
        if (r->lim[order[k]] < best) {
            best = r->lim[order[k]];
            r->limiter = order[k];
        }
}

static void compute_nvidia(const struct occ_target *t, const struct occ_input *in,
                           struct occ_result *r)
{
    unsigned wpb = divup(in->block, t->wave);
    r->warps_per_block = wpb;
    r->max_warps = t->max_warps_sm;
    r->lim[OCC_LIM_WARPS] = t->max_warps_sm / wpb;
    r->lim[OCC_LIM_BLOCKS] = t->max_blocks_sm;
    if (in->regs > t->max_regs_thread) {
        r->lim[OCC_LIM_LAUNCH] = 0;
    } else if (in->regs > 0) {
        unsigned per_warp = roundup(in->regs * t->wave, t->reg_unit);
        if (per_warp * roundup(wpb, t->sub_partitions) > t->regs_block)
            r->lim[OCC_LIM_LAUNCH] = 0;
        else
            r->lim[OCC_LIM_REGS] = t->regs_sm / t->sub_partitions / per_warp *
                                   t->sub_partitions / wpb;
    }
    size_t smem = in->smem + t->smem_reserved;
    if (in->smem > t->smem_block)
        r->lim[OCC_LIM_LAUNCH] = 0;
    else if (smem > 0)
        r->lim[OCC_LIM_SMEM] = t->smem_sm / roundup((unsigned)smem, t->smem_unit);
    if (in->block > t->max_warps_sm * t->wave)
        r->lim[OCC_LIM_LAUNCH] = 0;
    pick(r);
    r->blocks = r->lim[r->limiter];
    r->warps = r->blocks * wpb;
}

static void compute_amd(const struct occ_target *t, const struct occ_input *in,
                        struct occ_result *r)
{
    unsigned wpb = divup(in->block, t->wave);
    r->warps_per_block = wpb;
    r->max_warps = t->max_waves_simd;
    r->lim[OCC_LIM_WARPS] = t->max_waves_simd;
    if (in->regs > t->max_vgprs_wave)
        r->lim[OCC_LIM_LAUNCH] = 0;
    else if (in->regs > 0)
        r->lim[OCC_LIM_REGS] = t->vgprs_simd / roundup(in->regs, t->vgpr_granule);
    if (t->sgprs_simd && in->sgprs > 0)
        r->lim[OCC_LIM_SGPRS] = t->sgprs_simd / roundup(in->sgprs, t->sgpr_granule);
    if (in->smem > t->lds_wg_max) {
        r->lim[OCC_LIM_LAUNCH] = 0;
    } else if (in->smem > 0) {
        unsigned wgs = t->lds_unit_bytes / roundup((unsigned)in->smem, t->lds_granule);
        r->lim[OCC_LIM_SMEM] = divup(wgs * wpb, t->simds); /* the busiest SIMD */
    }
    pick(r);
    r->warps = r->lim[r->limiter];
    if (r->warps > t->max_waves_simd)
        r->warps = t->max_waves_simd;
    /* workgroups resident on the CU/WGP at that wave count */
    r->blocks = wpb ? r->warps * t->simds / wpb : 0;
}

int occ_compute(const struct occ_target *t, const struct occ_input *in, struct occ_result *r)
{
    memset(r, 0, sizeof *r);
    for (int k = 0; k < OCC_LIM_COUNT; k++)
        r->lim[k] = ~0u;
    if (!t || !in || in->block == 0)
        return -1;
    if (t->vendor == OCC_NVIDIA)
        compute_nvidia(t, in, r);
    else
        compute_amd(t, in, r);
    r->percent = r->max_warps ? 100.0 * r->warps / r->max_warps : 0.0;
    return 0;
}
