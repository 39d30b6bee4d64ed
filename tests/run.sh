#!/bin/sh
# Run every test binary in BUILD/tests, from the repository root (tests read
# samples/ by relative path). Prints one closing line: "N passed, N failed".
BUILD=${1:-build}
pass=0; fail=0; failed=""
for t in "$BUILD"/tests/test_*; do
    case "$t" in *.o|*.d) continue;; esac
    [ -x "$t" ] || continue
    if "$t"; then pass=$((pass+1)); else fail=$((fail+1)); failed="$failed $(basename "$t")"; fi
done
[ -n "$failed" ] && echo "failed test programs:$failed"
echo "test programs: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
