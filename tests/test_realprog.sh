#!/bin/sh
# test_realprog.sh - real CUDA programs' launches, recorded on an NVIDIA H200
# (tests/record/make-recordings.sh), replayed on the emulator launch by
# launch: every launch must reproduce the GPU's outputs unless
# tests/data/record/realprog.txt lists it (PROGRAM LAUNCH STATE: reason,
# STATE `differs` or `untranslated`), and a listed launch must be in the
# state listed (one that now does better fails until it is taken off).
# The recordings together stay under BUDGET_KB (as committed: a recording
# may be committed packed, D/PROGRAM.tar.xz, unpacked here to replay).
BUILD=${1:-build}
WS=$BUILD/warpscope
D=tests/data/record
known=$D/realprog.txt
PROGRAMS="lud lud_ieee nw pathfinder srad_v2 backprop hotspot bfs lavamd particlefilter streamcluster nn vectoradd atomics vote templates template inlineptx matrixmul layered reduction-k0 reduction-k1 reduction-k2 reduction-k3 reduction-k4 reduction-k5 reduction-k6 transpose radixsort g2sasync binpart tfreduce shflscan hotspot3d"
BUDGET_KB=8192
. tests/lib/tools.sh
# verify assembles (llvm-mc-19), links (ld.lld-19) and loads the code object
# for the emulator through llvm-objdump-19
for t in llvm-mc-19 ld.lld-19 llvm-objdump-19; do
    if ! have_tool $t; then
        echo "realprog: SKIPPED: $(tool_missing $t) (make deps installs it)"
        exit 0
    fi
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0 match=0 differ=0 untr=0 fail=0

for p in $PROGRAMS; do
    dir=$D/$p
    if [ -f "$D/$p.tar.xz" ]; then
        mkdir -p "$tmp/packed" && tar xJf "$D/$p.tar.xz" -C "$tmp/packed" && dir=$tmp/packed/$p
    fi
    "$WS" verify "$dir" >"$tmp/out" 2>&1
    st=$?
    if [ "$st" -gt 3 ] || ! grep -q "^$dir: " "$tmp/out"; then
        echo "FAIL: realprog: verify $dir: status $st: $(tail -c 400 "$tmp/out")"
        fail=$((fail + 1))
        continue
    fi
    # launch N (KERNEL): outputs match | outputs differ | not run | ...;
    # the MISMATCH line before a launch line is its first differing element
    awk '/^  [^ ]+ +MISMATCH at/ { sub(/^ +/, ""); sub(/ +MISMATCH at/, ""); sub(/ \(within.*/, "")
                                   mis = "first difference: " $0; next }
         /^launch [0-9]+ \(/ {
             state = "failed"
             if ($0 ~ /: outputs match the GPU/) state = "match"
             else if ($0 ~ /: outputs differ from the GPU/) state = "differs"
             else if ($0 ~ /: not run: the translation has SASS instructions without a rule/) state = "untranslated"
             k = $3; sub(/:$/, "", k)
             print $2, k, state, (state == "differs" ? mis : "")
             mis = "" }' "$tmp/out" >"$tmp/launches"
    [ -s "$tmp/launches" ] || { echo "FAIL: realprog: $p: no launch replayed"; fail=$((fail + 1)); }
    while read -r l kernel state detail; do
        n=$((n + 1))
        want=$(awk -v p="$p" -v l="$l" '$1 == p && $2 == l { sub(/:$/, "", $3); print $3 }' "$known")
        reason=$(awk -v p="$p" -v l="$l" '$1 == p && $2 == l { sub(/^[^:]*: /, ""); print }' "$known")
        case $state in
        match) match=$((match + 1)) ;;
        differs) differ=$((differ + 1)) ;;
        untranslated) untr=$((untr + 1)) ;;
        esac
        line="realprog: $p launch $l $kernel: $state${detail:+ ($detail)}"
        if [ "$state" = "${want:-match}" ]; then
            echo "$line${reason:+ [listed: $reason]}"
        elif [ -n "$want" ]; then
            echo "FAIL: $line, but $known lists it as $want: update the list"
            fail=$((fail + 1))
        else
            echo "FAIL: $line"
            fail=$((fail + 1))
        fi
    done <"$tmp/launches"
done

kb=$(for p in $PROGRAMS; do find "$D/$p" "$D/$p.tar.xz" -type f -printf '%s\n' 2>/dev/null; done | awk '{ s += $1 } END { print int(s / 1024) }')
if [ "$kb" -gt "$BUDGET_KB" ]; then
    echo "FAIL: realprog: the recordings take $kb KiB, over the budget of $BUDGET_KB KiB"
    fail=$((fail + 1))
fi
ran=$((match + differ))
echo "realprog: $n launches of $(echo $PROGRAMS | wc -w) programs: $match match the GPU, $differ differ," \
     "$untr not translated; of the $ran translated, $match match ($((ran ? 100 * match / ran : 0))%);" \
     "recordings $kb KiB of $BUDGET_KB"
[ "$fail" -eq 0 ]
