#!/bin/sh
# test_conformance.sh - every instruction-conformance case (tests/conformance/
# cases/*, written by tests/conformance/gen.py, outputs recorded on an H200 by
# tests/conformance/run-gpu.sh) on the translation, in wave32 and wave64,
# from the sm_80 and the sm_90 listing:
#   - the shape check: the listing holds the SASS the case is for (its
#     expect.txt 'sass' regular expression matches an instruction; a
#     'sass_sm80' line replaces it for the sm_80 listing), so a case that
#     no longer exercises its rule fails instead of passing;
#   - verify: the translation run on the emulator gives the GPU's outputs,
#     compared as the case's launch.txt says (exact, bits-nan, ulp N).
# A case listed in tests/conformance/known.txt (NAME: reason, or NAME sm_NN:
# reason for one listing) is expected to fail today; it is reported as KNOWN,
# and fails the test if it passes (so the list shrinks as translations get
# fixed).
# A case that gen.py wrote but the GPU has not run yet (no listings and no
# gt/) is counted and named as awaiting GPU data, not run; a case with only
# part of its data (one listing, or listings without gt/) fails.
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
pass=0 fail=0 knownf=0 n=0 await=0 awaitn=
for d in tests/conformance/cases/*/; do
    name=$(basename "$d")
    n=$((n + 1))
    have=0
    for f in sm_80.nvdisasm.sass sm_90.nvdisasm.sass gt/launch.txt; do
        [ -e "$d/$f" ] && have=$((have + 1))
    done
    if [ $have -eq 0 ]; then
        await=$((await + 1)); awaitn="$awaitn $name"
        continue
    elif [ $have -ne 3 ]; then
        echo "conformance: $name: incomplete GPU data (sm_80 and sm_90 listings and gt/launch.txt: $have of 3)"
        fail=$((fail + 1)); continue
    fi
    for sm in 80 90; do
        reason=$(sed -n "s/^$name: //p; s/^$name sm_$sm: //p" "$known" 2>/dev/null)
        re=$(sed -n "s/^sass_sm$sm //p" "$d/expect.txt")
        [ -n "$re" ] || re=$(sed -n 's/^sass //p' "$d/expect.txt")
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
[ $await -gt 0 ] && echo "conformance: $await cases await GPU data (tests/conformance/run-gpu.sh on the H200), not run:$awaitn"
echo "conformance: $n cases, $pass runs match the GPU, $knownf known failures, $await awaiting GPU data, $fail failed"
[ $fail -eq 0 ]
