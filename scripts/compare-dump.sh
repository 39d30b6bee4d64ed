#!/bin/sh
# compare-dump.sh OLD_BIN NEW_BIN [FILE...]
# Parse every sample, held-out and test listing with two warpscope binaries
# and compare what `dump` prints, as text and as JSON, and what `live --json`
# and `cfg --json` print (they read the analysis view the parser builds):
# stdout, stderr and the exit status.  Prints the files that differ; exit
# status 1 when any does.
set -u
old=$1 new=$2
shift 2
[ $# -gt 0 ] || set -- samples/*/*.sass tests/heldout/*/*.sass $(find tests/data -name '*.sass' | sort)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bad=0 n=0
run() {     # run BIN DIR FILE
    mkdir -p "$2"
    "$1" dump "$3" >"$2/o1" 2>"$2/e1"
    echo "rc $?" >>"$2/e1"
    "$1" dump "$3" --json >"$2/o2" 2>"$2/e2"
    echo "rc $?" >>"$2/e2"
    "$1" live "$3" --json >"$2/o3" 2>"$2/e3"
    echo "rc $?" >>"$2/e3"
    "$1" cfg "$3" --json >"$2/o4" 2>"$2/e4"
    echo "rc $?" >>"$2/e4"
}
for f in "$@"; do
    run "$old" "$tmp/a" "$f"
    run "$new" "$tmp/b" "$f"
    n=$((n + 1))
    if ! diff -r -q "$tmp/a" "$tmp/b" >/dev/null; then
        echo "DIFF: $f"
        diff -r "$tmp/a" "$tmp/b" | head -20
        bad=1
    fi
    rm -rf "$tmp/a" "$tmp/b"
done
echo "$n listings compared, $([ $bad = 0 ] && echo identical || echo DIFFERENCES)"
exit $bad
