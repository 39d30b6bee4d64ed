#!/bin/sh
# test_verify.sh - every sample's translation, sm_80 and sm_90, wave32 and
# wave64, run on the RDNA3 emulator with the inputs recorded on an NVIDIA
# H200, must reproduce the GPU's outputs (warpscope verify exits 0).
#
# No known gaps: wave64 holds two warps, and the uniform registers that
# VOTEU and REDUX write per warp (bfs_level, reduce_block, vote_compact) are
# kept per warp; every translation must match.  W64_GAP lists sample:sm
# pairs whose wave64 translation is known to have no rule (verify exits 3),
# GAP those whose translation has none in either wave size.
# A sample with nvdisasm's full output (sm_NN.full.sass: the module's
# sections around the code) is verified from it too, where the listing
# parses (else SKIP is printed).
BUILD=${1:-build}
WS=$BUILD/warpscope
pass=0; fail=0
# none: cg_tiles' multi-warp tiles, whose warps spin on each other inside
# one wave64, verify since spin loops (a YIELD in the loop) let the lanes
# they wait for run (README "Cooperative groups and mbarriers")
W64_GAP=""
# sample:sm pairs known to have an instruction left UNSUPPORTED in both wave
# sizes (verify exits 3): none (recursive_walk's calls of a recursive
# subroutine go through the call stack)
GAP=""
. tests/lib/tools.sh
# verify assembles (llvm-mc-19), links (ld.lld-19) and loads the code object
# for the emulator through llvm-objdump-19
for t in llvm-mc-19 ld.lld-19 llvm-objdump-19; do
    if ! have_tool $t; then
        echo "verify: SKIPPED: $(tool_missing $t) (make deps installs it)"
        exit 0
    fi
done
for d in samples/*/; do
    [ -f "$d/kernel.cu" ] || continue
    name=$(basename "$d")
    if [ ! -f "${d}sm_80.nvdisasm.sass" ] || [ ! -f "${d}gt/launch.txt" ]; then
        # a new sample whose listings and ground truth are still to be made
        # on a GPU machine (samples/make-dumps.sh): said, not counted
        echo "NOT RUN: verify $d: no listings or ground truth yet (samples/make-dumps.sh)"
        continue
    fi
    for sm in 80 90; do
        for w in 32 64; do
            want=0
            case " $GAP " in *" $name:$sm "*) want=3;; esac
            if [ "$w" = 64 ]; then
                case " $W64_GAP " in *" $name:$sm "*) want=3;; esac
            fi
            for src in "$d" "${d}sm_$sm.full.sass"; do
                [ -e "$src" ] || continue
                if [ "$src" != "$d" ] && ! "$WS" dump "$src" >/dev/null 2>&1; then
                    echo "SKIP: verify $src: the listing does not parse"
                    continue
                fi
                timeout 300 "$WS" verify "$src" --sm "$sm" --wave "$w" >/tmp/ws_verify.$$ 2>&1
                got=$?
                if [ "$got" -eq "$want" ]; then
                    pass=$((pass+1))
                else
                    fail=$((fail+1))
                    echo "FAIL: verify $src sm_$sm wave$w: status $got, want $want"
                    tail -5 /tmp/ws_verify.$$
                fi
            done
        done
    done
done
rm -f /tmp/ws_verify.$$
# 15 samples with a kernel.cu, 2 architectures, 2 wave sizes
need_count $((pass + fail)) 60 || { fail=$((fail+1)); echo "FAIL: verify ran $((pass + fail)) translations, want 60"; }
echo "verify: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
