#!/bin/sh
# Run every test program in BUILD/tests and every tests/test_*.sh script,
# from the repository root (tests read samples/ by relative path).
# Ends with one line: "test programs: N passed, N failed".
BUILD=${1:-build}
pass=0; fail=0; failed=""
for t in "$BUILD"/tests/test_* tests/test_*.sh; do
    case "$t" in *.o|*.d) continue;; esac
    [ -x "$t" ] || continue
    case "$t" in
        *.sh) sh "$t" "$BUILD" ;;
        *) "$t" ;;
    esac
    if [ $? -eq 0 ]; then pass=$((pass+1)); else fail=$((fail+1)); failed="$failed $(basename "$t")"; fi
done
[ -n "$failed" ] && echo "failed test programs:$failed"
echo "test programs: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
