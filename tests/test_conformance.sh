#!/bin/sh
# test_conformance.sh - every instruction-conformance case (tests/conformance/
# cases/*, written by tests/conformance/gen.py, outputs recorded on an H200 by
# tests/conformance/run-gpu.sh) on the translation, in wave32 and wave64,
# from the sm_80 and the sm_90 listing:
#   - the shape check: the listing holds the SASS the case is for (its
#     expect.txt 'sass' regular expression matches an instruction), so a
#     case that no longer exercises its rule fails instead of passing;
#   - verify: the translation run on the emulator gives the GPU's outputs,
#     compared as the case's launch.txt says (exact, bits-nan, ulp N).
# A case listed in tests/conformance/known.txt (NAME: reason) is expected to
# fail today; it is reported as KNOWN, and fails the test if it passes (so
# the list shrinks as translations get fixed).
BUILD=${1:-build}
WS=$BUILD/warpscope
. tests/lib/tools.sh
for t in llvm-mc-19 ld.lld-19 llvm-objdump-19; do
    if ! have_tool "$t"; then
        echo "conformance: SKIPPED: $(tool_missing "$t") (needed to assemble, link and load translations)"
        exit 0
    fi
done
known=tests/conformance/known.txt
pass=0 fail=0 knownf=0 n=0
for d in tests/conformance/cases/*/; do
    name=$(basename "$d")
    n=$((n + 1))
    re=$(sed -n 's/^sass //p' "$d/expect.txt")
    reason=$(sed -n "s/^$name: //p" "$known" 2>/dev/null)
    for sm in 80 90; do
        l=$d/sm_$sm.nvdisasm.sass
        if ! sed -n 's|^ */\*[0-9a-f]*\*/ *\(@!\{0,1\}U\{0,1\}P[0-9T] \)\{0,1\}||p' "$l" | sed 's/\.reuse//g' | grep -Eq -- "$re"; then
            echo "conformance: $name sm_$sm: the listing has no instruction matching /$re/"
            fail=$((fail + 1)); continue
        fi
        for w in 32 64; do
            out=$("$WS" verify "$d" --sm $sm --wave $w 2>&1)
            rc=$?
            if [ $rc -eq 0 ]; then
                if [ -n "$reason" ]; then
                    echo "conformance: $name sm_$sm wave$w passes but is listed in $known: remove it"
                    fail=$((fail + 1))
                else pass=$((pass + 1)); fi
            elif [ -n "$reason" ]; then
                knownf=$((knownf + 1))
            else
                echo "conformance: $name sm_$sm wave$w FAILED (status $rc):"
                printf '%s\n' "$out" | grep -v '^  [a-z_0-9]* *match' | tail -4 | sed 's/^/    /'
                fail=$((fail + 1))
            fi
        done
    done
done
need_count "$n" 90 || { echo "conformance: only $n cases found"; fail=$((fail + 1)); }
[ -n "$(cat "$known" 2>/dev/null)" ] && sed 's/^/conformance: KNOWN /' "$known"
echo "conformance: $n cases, $pass runs match the GPU, $knownf known failures, $fail failed"
[ $fail -eq 0 ]
