#!/bin/sh
# test_texture_probe.sh - texture and surface forms the samples do not
# have, end to end: tests/data/texture_probe/probe.cu's kernels as listed on
# the H200 machine (nvdisasm -c -g of nvcc 13.0's sm_80 and sm_90 cubins;
# sm_NN.kept.sass is that listing with the functions whose forms have no
# rule left out, section by section: TEX.SCR.B, TXD, TLD4, TLD, cubemaps,
# the clamp-mode store), run by `warpscope verify` on inputs made by hand.
# Expected outputs are derived by hand, as each launch.txt's note says,
# not recorded on a GPU:
#   surfread  p_surfread (SULD.D.BA.2D): out[t] = texel (t, 2) = 200.25 + t
#   lod0      p_tex2dlod0 (TEX.SCR.LZ on sm_80: x in Ra, y in Rb; TEX.LZ
#             on sm_90, no Rb): point, clamp: out[t] = texel (3 + t, 3) = 3003 + t
# Each on sm_80 and sm_90, translated in wave32 and wave64, and on the SASS
# emulator.
BUILD=${1:-build}
WS=$BUILD/warpscope
D=tests/data/texture_probe
pass=0; fail=0
. tests/lib/tools.sh
for t in llvm-mc-19 ld.lld-19 llvm-objdump-19; do
    if ! have_tool $t; then
        echo "texture_probe: SKIPPED: $(tool_missing $t) (make deps installs it)"
        exit 0
    fi
done
for case in surfread lod0; do
    for sm in 80 90; do
        for opt in "--wave 32" "--wave 64" "--sass"; do
            # shellcheck disable=SC2086
            if "$WS" verify "$D/sm_$sm.kept.sass" --sm "$sm" --inputs "$D/$case" $opt >/tmp/ws_tp.$$ 2>&1; then
                pass=$((pass+1))
            else
                fail=$((fail+1))
                echo "FAIL: verify $case sm_$sm $opt"
                tail -5 /tmp/ws_tp.$$
            fi
        done
    done
done
rm -f /tmp/ws_tp.$$
echo "texture_probe: $pass passed, $fail failed"
[ "$fail" -eq 0 ] && [ "$pass" -eq 12 ]
