/* test_occupancy.c - worked examples, each checked by hand against the
 * rules at the top of core/occupancy.c (the CUDA occupancy calculator for
 * NVIDIA, LLVM's waves-per-EU arithmetic for AMD). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "analysis/occupancy.h"

struct ex {
    const char *target;
    unsigned block, regs, sgprs;
    size_t smem;
    unsigned blocks, warps;     /* expected (warps: per SM, or waves per SIMD) */
    unsigned char limiter;
    const char *why;
};

static const struct ex examples[] = {
    { "sm_80", 256, 32, 0, 0, 8, 64, OCC_LIM_REGS,
      "8 warps/block; 32*32=1024 regs/warp, 16384/1024=16 warps per sub-partition, "
      "64 per SM = 8 blocks; warps also allow 64/8=8 (tie: registers named); 64/64 = 100%" },
    { "sm_80", 256, 64, 0, 0, 4, 32, OCC_LIM_REGS,
      "2048 regs/warp: 8 warps per sub-partition, 32 per SM, 4 blocks of 8 warps: 50%" },
    { "sm_80", 256, 255, 0, 0, 1, 8, OCC_LIM_REGS,
      "255*32=8160 rounds to 8192: 2 warps per sub-partition, 8 per SM: one block" },
    { "sm_80", 256, 256, 0, 0, 0, 0, OCC_LIM_LAUNCH, "more than 255 registers per thread" },
    { "sm_80", 1024, 65, 0, 0, 0, 0, OCC_LIM_LAUNCH,
      "65*32=2080 rounds to 2304/warp, 32 warps need 73728 > 65536 per block" },
    { "sm_80", 1024, 64, 0, 0, 1, 32, OCC_LIM_REGS,
      "2048*32 = 65536 fits one block exactly; 8 warps per sub-partition = 32 = 1 block" },
    { "sm_80", 32, 16, 0, 0, 32, 32, OCC_LIM_BLOCKS,
      "one warp per block: 32 blocks per SM cap, 32 of 64 warps = 50%" },
    { "sm_80", 256, 32, 0, 48 * 1024, 3, 24, OCC_LIM_SMEM,
      "48 KiB + 1 KiB reserved = 50176 B/block, 167936/50176 = 3 blocks, 24 warps" },
    { "sm_86", 256, 32, 0, 0, 6, 48, OCC_LIM_WARPS,
      "48 warps per SM / 8 = 6 blocks (registers would allow 8): 48/48 = 100%" },
    { "sm_89", 64, 32, 0, 0, 24, 48, OCC_LIM_WARPS,
      "2 warps/block: warps allow 24, the block cap is 24 too (tie: warps); 48 warps" },
    { "sm_90", 128, 40, 0, 48 * 1024, 4, 16, OCC_LIM_SMEM,
      "40*32=1280/warp: 12 warps per sub-partition, 48 per SM = 12 blocks; smem "
      "50176 B/block, 233472/50176 = 4 blocks: 16 warps = 25%" },
    { "sm_90", 128, 40, 0, 0, 12, 48, OCC_LIM_REGS,
      "the same without shared memory: 12 blocks of 4 warps = 48 warps = 75%" },
    { "gfx1100", 256, 32, 0, 0, 8, 16, OCC_LIM_WARPS,
      "32 VGPRs round to 48 (granule 24): 1536/48 = 32 > 16 waves per SIMD; "
      "8 waves/WG, 16*4/8 = 8 workgroups per WGP" },
    { "gfx1100", 256, 96, 0, 0, 8, 16, OCC_LIM_REGS,
      "96 = 4*24: 1536/96 = 16 exactly, the wave cap too (tie: registers named)" },
    { "gfx1100", 256, 97, 0, 0, 6, 12, OCC_LIM_REGS, "97 rounds to 120: 1536/120 = 12" },
    { "gfx1100", 256, 121, 0, 0, 5, 10, OCC_LIM_REGS, "121 rounds to 144: 1536/144 = 10" },
    { "gfx1100", 256, 32, 0, 32 * 1024, 4, 8, OCC_LIM_SMEM,
      "128 KiB LDS per WGP / 32 KiB = 4 workgroups of 8 waves = 32 waves over 4 SIMDs = 8" },
    { "gfx1100-w64", 256, 32, 0, 0, 16, 16, OCC_LIM_WARPS,
      "wave64: 32 rounds to 36 (granule 12), 768/36 = 21 > 16; 4 waves/WG, 16*4/4 = 16 WGs" },
    { "gfx942", 256, 128, 0, 0, 4, 4, OCC_LIM_REGS, "512/128 = 4 waves per SIMD; 4 waves/WG: 4 WGs" },
    { "gfx942", 256, 24, 96, 0, 8, 8, OCC_LIM_SGPRS,
      "24 VGPRs: 512/24 = 21 > 8; SGPRs 96: 800/96 = 8 (tie with the 8-wave cap: SGPRs named)" },
};

static void test_examples(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof examples / sizeof examples[0]; i++) {
        const struct ex *e = &examples[i];
        const struct occ_target *t = occ_target_find(e->target);
        assert_non_null(t);
        struct occ_input in = { .regs = e->regs, .sgprs = e->sgprs, .smem = e->smem, .block = e->block };
        struct occ_result r;
        assert_int_equal(occ_compute(t, &in, &r), 0);
        if (r.blocks != e->blocks || r.warps != e->warps || r.limiter != e->limiter)
            fail_msg("%s block %u regs %u smem %zu (%s): got %u blocks %u warps limited by %s,"
                     " want %u %u %s", e->target, e->block, e->regs, e->smem, e->why, r.blocks,
                     r.warps, occ_limiter_name(r.limiter), e->blocks, e->warps,
                     occ_limiter_name(e->limiter));
    }
}

static void test_percent_and_targets(void **state)
{
    (void)state;
    struct occ_input in = { .regs = 32, .block = 256 };
    struct occ_result r;
    assert_int_equal(occ_compute(occ_target_find("sm_80"), &in, &r), 0);
    assert_true(r.percent > 99.9 && r.percent < 100.1);
    in.regs = 64;
    assert_int_equal(occ_compute(occ_target_find("sm_80"), &in, &r), 0);
    assert_true(r.percent > 49.9 && r.percent < 50.1);
    in.block = 0;
    assert_int_equal(occ_compute(occ_target_find("sm_80"), &in, &r), -1);
    assert_null(occ_target_find("sm_99"));
    assert_non_null(occ_target_find("gfx1100-w32"));
    assert_true(occ_target_count() >= 7);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_examples),
        cmocka_unit_test(test_percent_and_targets),
    };
    return cmocka_run_group_tests_name("occupancy", tests, NULL, NULL);
}
