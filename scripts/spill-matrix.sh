#!/bin/sh
# spill-matrix.sh [BUILD] [SAMPLE...] - every sample, sm_80 and sm_90, wave32
# and wave64, verified on the emulator against the H200's outputs under
# --max-vgprs 256, 64, 32 and the smallest budget the translation honours
# (the one a budget of 1 is refused with), and one VGPR below that smallest
# refused with status 2.  Checks .amdhsa_next_free_vgpr against each
# budget.  One line per translation: SAMPLE SM WAVE BUDGET STATUS.
BUILD=${1:-build}
[ $# -gt 0 ] && shift
WS=$BUILD/warpscope
[ $# -gt 0 ] || set -- samples/*/
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bad=0
for d in "$@"; do
    d=${d%/}
    [ -f "$d/kernel.cu" ] || continue
    name=$(basename "$d")
    if [ ! -f "$d/gt/launch.txt" ]; then
        echo "$name: SKIPPED: no ground truth yet (samples/make-dumps.sh makes it with CUDA and a GPU)"
        continue
    fi
    for sm in 80 90; do
        for w in 32 64; do
            f=$d/sm_$sm.nvdisasm.sass
            # each function refuses a budget below its own smallest: raise
            # the budget to what each refusal names until none refuses
            min=1
            while :; do
                n=$("$WS" translate "$f" --wave $w --max-vgprs $min -o /dev/null 2>&1 |
                    sed -n 's/.*needs at least \([0-9]*\).*/\1/p' | head -1)
                [ -n "$n" ] && [ "$n" -gt "$min" ] || break
                min=$n
            done
            [ "$min" -gt 1 ] || { echo "$name sm_$sm wave$w: no smallest budget reported"; bad=1; continue; }
            "$WS" translate "$f" --wave $w --max-vgprs $((min - 1)) -o /dev/null 2>/dev/null
            [ $? -eq 2 ] || { echo "$name sm_$sm wave$w: budget $((min - 1)) not refused with status 2"; bad=1; }
            for b in 256 64 32 $min; do
                "$WS" translate "$f" --wave $w --max-vgprs $b -o "$tmp/o.s" 2>/dev/null
                over=$(sed -n 's/.*amdhsa_next_free_vgpr \([0-9]*\)/\1/p' "$tmp/o.s" |
                       awk -v b=$b '$1 > b' | head -1)
                timeout 600 "$WS" verify "$d" --sm $sm --wave $w --max-vgprs $b >"$tmp/v" 2>&1
                rc=$?
                echo "$name sm_$sm wave$w budget $b (smallest $min): status $rc${over:+, next_free_vgpr $over over the budget}"
                [ -n "$over" ] && bad=1
                [ $rc -ne 0 ] && { tail -3 "$tmp/v"; bad=1; }
            done
        done
    done
done
exit $bad
