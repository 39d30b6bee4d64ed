#!/bin/sh
# compare-translate.sh OLD_BIN NEW_BIN [FILE...]
# Translate every sample and held-out listing with two warpscope binaries,
# in wave32 and wave64, and compare the output: the assembly (-o), the
# trace (--trace), the report (--report), stderr and the exit status; and
# the assembly alone, to a file (-o) and to stdout.
# Prints the files that differ; exit status 1 when any does.
set -u
old=$1 new=$2
shift 2
[ $# -gt 0 ] || set -- samples/*/sm_*0.nvdisasm.sass tests/heldout/*/*.sass
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bad=0 n=0
run() {     # run BIN DIR FILE WAVE
    mkdir -p "$2"
    "$1" translate "$3" --wave "$4" -o "$2/out.s" --report "$2/r.json" >"$2/o1" 2>"$2/e1"
    echo "rc $?" >>"$2/e1"
    "$1" translate "$3" --wave "$4" --trace >"$2/o2" 2>"$2/e2"
    echo "rc $?" >>"$2/e2"
    # printed only (no trace or report: what the translation lets go of as it prints)
    "$1" translate "$3" --wave "$4" -o "$2/out3.s" >"$2/o3" 2>"$2/e3"
    echo "rc $?" >>"$2/e3"
    "$1" translate "$3" --wave "$4" >"$2/o4" 2>"$2/e4"
    echo "rc $?" >>"$2/e4"
}
for f in "$@"; do
    for w in 32 64; do
        run "$old" "$tmp/a" "$f" $w
        run "$new" "$tmp/b" "$f" $w
        n=$((n + 1))
        if ! diff -r -q "$tmp/a" "$tmp/b" >/dev/null; then
            echo "DIFF: $f wave$w"
            diff -r "$tmp/a" "$tmp/b" | head -20
            bad=1
        fi
        rm -rf "$tmp/a" "$tmp/b"
    done
done
echo "$n translations compared, $([ $bad = 0 ] && echo identical || echo DIFFERENCES)"
exit $bad
