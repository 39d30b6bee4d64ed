#!/bin/sh
# sgpr-matrix.sh [BUILD] [SAMPLE...] - every sample, sm_80 and sm_90, wave32
# and wave64, verified on the emulator against the H200's outputs under
# --max-sgprs 48, 40, 34 and the smallest budget the translation honours
# (the one a budget of 1 is refused with), and the smallest it honours
# together with --max-vgprs 32; one SGPR below each smallest refused with
# status 2.
# Checks .amdhsa_next_free_sgpr against each budget.  One line per
# translation: SAMPLE SM WAVE BUDGET STATUS.
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
        f=$d/sm_$sm.nvdisasm.sass
        [ -f "$f" ] || continue
        for w in 32 64; do
            # each function refuses a budget below its own smallest: raise
            # the budget to what each refusal names until none refuses
            # (with --max-vgprs 32 too: long branches may need a pair more)
            for extra in "" "--max-vgprs 32"; do
                m=1
                while :; do
                    n=$("$WS" translate "$f" --wave $w --max-sgprs $m $extra -o /dev/null 2>&1 |
                        sed -n 's/.*needs at least \([0-9]*\) SGPRs.*/\1/p' | head -1)
                    [ -n "$n" ] && [ "$n" -gt "$m" ] || break
                    m=$n
                done
                [ "$m" -gt 1 ] || { echo "$name sm_$sm wave$w $extra: no smallest budget reported"; bad=1; continue; }
                "$WS" translate "$f" --wave $w --max-sgprs $((m - 1)) $extra -o /dev/null 2>/dev/null
                [ $? -eq 2 ] || { echo "$name sm_$sm wave$w $extra: budget $((m - 1)) not refused with status 2"; bad=1; }
                if [ -z "$extra" ]; then min=$m; else min32=$m; fi
            done
            for b in 48 40 34 $min "$min32 v32"; do
                set -- $b
                extra=
                [ -n "${2:-}" ] && extra="--max-vgprs 32"
                "$WS" translate "$f" --wave $w --max-sgprs $1 $extra -o "$tmp/o.s" 2>"$tmp/e"
                rc=$?
                [ $rc -ne 0 ] && { echo "$name sm_$sm wave$w budget $b: translate status $rc: $(head -1 "$tmp/e")"; bad=1; continue; }
                over=$(sed -n 's/.*amdhsa_next_free_sgpr \([0-9]*\)/\1/p' "$tmp/o.s" |
                       awk -v b=$1 '$1 > b' | head -1)
                timeout 600 "$WS" verify "$d" --sm $sm --wave $w --max-sgprs $1 $extra >"$tmp/v" 2>&1
                rc=$?
                echo "$name sm_$sm wave$w budget $b (smallest $min): status $rc${over:+, next_free_sgpr $over over the budget}"
                [ -n "$over" ] && bad=1
                [ $rc -ne 0 ] && { tail -3 "$tmp/v"; bad=1; }
            done
        done
    done
done
exit $bad
