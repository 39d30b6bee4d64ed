#!/bin/sh
# test_sspill.sh - SGPR budgets on real kernels, and branches past
# s_branch's reach: a subset of scripts/sgpr-matrix.sh fast enough for
# every run.  Each sample below, sm_80 and sm_90, wave32 and wave64,
# verified on the emulator against the H200's outputs under --max-sgprs
# 48, 40, 34, the smallest budget the translation honours, and that
# smallest with --max-vgprs 32; one SGPR less is refused with status 2;
# the descriptor's next_free_sgpr stays within each budget.  The samples:
# warp-uniform registers split per warp in wave64 (reduce_block), a
# subroutine call (ieee_div), ballots (vote_compact).  Then
# big_unrolled at --max-vgprs 32, whose spill code pushes branches past
# 128 KiB (relaxed to s_getpc_b64/s_setpc_b64).
BUILD=${1:-build}
. tests/lib/tools.sh
for t in llvm-mc-19 ld.lld-19 llvm-objdump-19; do
    if ! have_tool $t; then
        echo "sspill: SKIPPED: $(tool_missing $t) (make deps installs it)"
        exit 0
    fi
done
out=$(sh scripts/sgpr-matrix.sh "$BUILD" samples/reduce_block samples/ieee_div \
      samples/vote_compact 2>&1)
rc=$?
n=$(printf '%s\n' "$out" | grep -c ': status 0$')
printf '%s\n' "$out" | grep -v ': status 0$'
# 3 samples x 2 architectures x 2 wave sizes x 5 budgets
[ "$n" -eq 60 ] || { echo "FAIL: $n of 60 SGPR-budgeted translations match the GPU"; rc=1; }
long=0
for sm in 80 90; do
    for w in 32 64; do
        v=$("$BUILD/warpscope" verify samples/big_unrolled --sm $sm --wave $w --max-vgprs 32 2>&1)
        if [ $? -eq 0 ]; then
            long=$((long + 1))
        else
            echo "FAIL: big_unrolled sm_$sm wave$w --max-vgprs 32: $(printf '%s\n' "$v" | tail -2)"
            rc=1
        fi
    done
done
echo "sspill: $n SGPR-budgeted translations and $long of big_unrolled's long branches match the GPU$([ $rc -eq 0 ] || echo ', FAILED')"
exit $rc
