/* occupancy.h - how many warps (NVIDIA) or waves (AMD) fit, and what limits
 * them, from registers per thread, shared memory (LDS) per block and block
 * size.  Targets are data rows (occupancy.c), each number with its source. */
#ifndef WS_OCCUPANCY_H
#define WS_OCCUPANCY_H

#include <stddef.h>

enum occ_vendor { OCC_NVIDIA, OCC_AMD };

enum occ_limiter {
    OCC_LIM_NONE,       /* nothing limits below the hardware maximum */
    OCC_LIM_WARPS,      /* warps (threads) per SM / waves per SIMD */
    OCC_LIM_BLOCKS,     /* blocks per SM */
    OCC_LIM_REGS,       /* registers (VGPRs) */
    OCC_LIM_SGPRS,      /* scalar registers (AMD) */
    OCC_LIM_SMEM,       /* shared memory / LDS */
    OCC_LIM_LAUNCH,     /* the block cannot launch at all */
    OCC_LIM_COUNT
};

struct occ_target {
    const char *name;           /* "sm_80", "gfx1100-w32" ... */
    unsigned char vendor;       /* enum occ_vendor */
    unsigned wave;              /* threads per warp / wave */
    /* NVIDIA (CUDA C Programming Guide, table "Technical Specifications per
     * Compute Capability", and the occupancy calculator cuda_occupancy.h) */
    unsigned max_warps_sm;      /* resident warps per SM */
    unsigned max_blocks_sm;     /* resident blocks per SM */
    unsigned regs_sm;           /* 32-bit registers per SM */
    unsigned regs_block;        /* registers per block */
    unsigned reg_unit;          /* registers allocated per warp in units of */
    unsigned max_regs_thread;   /* registers per thread */
    unsigned sub_partitions;    /* register file partitions (SM sub-cores) */
    unsigned smem_sm;           /* shared memory per SM (max carveout), bytes */
    unsigned smem_block;        /* shared memory per block (opt-in max), bytes */
    unsigned smem_unit;         /* shared memory allocation unit, bytes */
    unsigned smem_reserved;     /* reserved per block by the system, bytes */
    /* AMD (LLVM AMDGPUUsage.rst and AMDGPUBaseInfo.cpp) */
    unsigned vgprs_simd;        /* VGPRs per lane of a SIMD for this wave size */
    unsigned vgpr_granule;      /* VGPR allocation granule */
    unsigned max_vgprs_wave;    /* addressable VGPRs per wave */
    unsigned sgprs_simd;        /* SGPRs per SIMD, 0 when they never limit */
    unsigned sgpr_granule;      /* SGPR allocation granule */
    unsigned max_waves_simd;    /* waves per SIMD (EU) */
    unsigned simds;             /* SIMDs sharing the LDS (per CU or WGP) */
    unsigned lds_unit_bytes;    /* LDS per CU/WGP, bytes */
    unsigned lds_wg_max;        /* LDS per workgroup, bytes */
    unsigned lds_granule;       /* LDS allocation granule, bytes */
};

struct occ_input {
    unsigned regs;              /* registers (VGPRs) per thread */
    unsigned sgprs;             /* SGPRs per wave (AMD), 0 unknown */
    size_t smem;                /* shared memory / LDS per block, bytes */
    unsigned block;             /* threads per block */
};

struct occ_result {
    unsigned warps_per_block;   /* warps / waves per block */
    unsigned blocks;            /* resident blocks per SM (NVIDIA) or CU/WGP (AMD) */
    unsigned warps;             /* resident warps per SM (NVIDIA), waves per SIMD (AMD) */
    unsigned max_warps;         /* the hardware maximum of the same */
    unsigned lim[OCC_LIM_COUNT];/* blocks (NVIDIA) or waves per SIMD (AMD) each
                                   resource allows, ~0u when unlimited */
    unsigned char limiter;      /* enum occ_limiter */
    double percent;             /* warps / max_warps * 100 */
};

const struct occ_target *occ_target_find(const char *name);
const struct occ_target *occ_target_at(size_t i);
size_t occ_target_count(void);
const char *occ_limiter_name(unsigned lim);

/* Returns 0, or -1 when the input is invalid (block 0). */
int occ_compute(const struct occ_target *t, const struct occ_input *in, struct occ_result *r);

#endif
