#!/bin/sh
# test_spill.sh - register budgets on real kernels: a subset of
# scripts/spill-matrix.sh fast enough for every run.  Each sample below,
# sm_80 and sm_90, wave32 and wave64, verified on the emulator against the
# H200's outputs under --max-vgprs 256, 64, 32 and the smallest budget the
# translation honours; one VGPR less is refused with status 2; the
# descriptor's next_free_vgpr stays within each budget.  The samples: a
# reduction with warp-uniform registers (reduce_block), a tiled loop
# (gemm_tiled), a subroutine call with compacted registers (ieee_div),
# ballots (vote_compact), device printf and assert, whose lowering reads its
# argument registers from their scratch slots when they are spilled
# (printf_assert: at its smallest budget, 15, 17 of its 18 register colours
# are in scratch, the arguments among them).
BUILD=${1:-build}
. tests/lib/tools.sh
for t in llvm-mc-19 ld.lld-19 llvm-objdump-19; do
    if ! have_tool $t; then
        echo "spill: SKIPPED: $(tool_missing $t) (make deps installs it)"
        exit 0
    fi
done
out=$(sh scripts/spill-matrix.sh "$BUILD" samples/reduce_block samples/gemm_tiled \
      samples/ieee_div samples/vote_compact samples/printf_assert 2>&1)
rc=$?
n=$(printf '%s\n' "$out" | grep -c ': status 0$')
printf '%s\n' "$out" | grep -v ': status 0$'
# 5 samples x 2 architectures x 2 wave sizes x 4 budgets
[ "$n" -eq 80 ] || { echo "FAIL: $n of 80 budgeted translations match the GPU"; rc=1; }
echo "spill: $n budgeted translations match the GPU$([ $rc -eq 0 ] || echo ', FAILED')"
exit $rc
