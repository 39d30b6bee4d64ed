# views_sspill.sh - :budget N S re-translates under an SGPR budget too and
# the heat view marks the SGPR spill code (sourced by
# tests/test_tui_views.sh): the counts are the CLI's (the trace of
# warpscope translate --max-sgprs 32 marks each SGPR reload and store).
"$WS" translate "$SAMPLE/sm_90.nvdisasm.sass" --max-sgprs 32 --trace -o /dev/null >"$tmp/s32.trace" 2>/dev/null
# the first function's, the one the view shows (its trace ends where the second's begins)
sreloads=$(awk '/^trace of/ { t++ } t == 1 && /an SGPR over the SGPR budget/ && /v_readlane_b32|s_load/ { n++ } END { print n + 0 }' "$tmp/s32.trace")
sstores=$(awk '/^trace of/ { t++ } t == 1 && /an SGPR over the SGPR budget/ && /v_writelane_b32/ { n++ } END { print n + 0 }' "$tmp/s32.trace")
ssmall=$("$WS" translate "$SAMPLE/sm_90.nvdisasm.sass" --max-sgprs 1 -o /dev/null 2>&1 |
         sed -n 's/.*needs at least \([0-9]*\) SGPRs.*/\1/p' | head -1)
if [ "$sreloads" -gt 0 ] && [ "$sstores" -gt 0 ]; then ok; else bad "sspill: no SGPR spill code at --max-sgprs 32"; fi
start s 120 40 "$SAMPLE"
expect s "SASS sm_90" "sspill: up"
keys s g h
keys s t
expect s "peak VGPR" "sspill: RDNA3 rows"
cmd s "budget 0 32"
expect s "re-translated without a VGPR budget: [0-9]* VGPRs used here; at most 32 SGPRs: 32 used here, [0-9]* groups spilled" \
    "sspill: :budget 0 32 re-translates under the SGPR budget"
expect s "^budget: at most 32 SGPRs, VGPRs not budgeted" "sspill: the budget line"
expect s "^SGPR spills: [0-9]* groups in VGPR lanes or the kernarg segment, $sreloads reloads (r: v_readlane_b32, s_load), $sstores stores" \
    "sspill: SGPR spill count ($sreloads reloads, $sstores stores, as the trace of translate --max-sgprs 32)"
expect s "^ *[v^ ]*[rs].*[rs]" "sspill: reloads and stores marked on the axis"
expect s "▌ v_writelane_b32 v[0-9]*, s[0-9]*, [0-9]*" "sspill: the RDNA3 pane shows the SGPR spill code"
# down the rows to the first reload SGPR (s26, after the VGPRs and s0..s25 in use)
i=0
while [ $i -lt 40 ] && ! cap s | grep -q "^s26 "; do keys s j; i=$((i + 1)); done
expect s "^s26 .*[rs]" "sspill: and on the rows of the SGPRs reloaded into"
cmd s "budget 0 $((ssmall - 1))"
expect s "translation unchanged: function [_A-Za-z0-9]*: a budget of $((ssmall - 1)) SGPRs is too small: this function needs at" \
    "sspill: an SGPR budget below the smallest ($ssmall) is refused"
expect s "^SGPR spills: [0-9]* groups in VGPR lanes or the kernarg segment, $sreloads reloads" \
    "sspill: and the translation stays"
cmd s "budget 0"
expect s "re-translated without a budget" "sspill: :budget 0 goes back"
expect_not s "^SGPR spills:" "sspill: no SGPR spills after :budget 0"
keys s q
