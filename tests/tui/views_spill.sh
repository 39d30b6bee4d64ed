# views_spill.sh - :budget N re-translates under a VGPR budget and the heat
# view shows what spilled (sourced by tests/test_tui_views.sh): the numbers
# are the CLI's (warpscope translate --max-vgprs N).
"$WS" translate "$SAMPLE/sm_90.nvdisasm.sass" --max-vgprs 16 -o "$tmp/b16.s" 2>/dev/null
# the first function's, the one the view shows (it ends at .Lws0_end)
loads=$(awk '/^\.Lws0_end:/ { exit } /scratch_load/ { n++ } END { print n + 0 }' "$tmp/b16.s")
stores=$(awk '/^\.Lws0_end:/ { exit } /scratch_store/ { n++ } END { print n + 0 }' "$tmp/b16.s")
small=$("$WS" translate "$SAMPLE/sm_90.nvdisasm.sass" --max-vgprs 1 -o /dev/null 2>&1 |
        sed -n 's/.*needs at least \([0-9]*\).*/\1/p' | head -1)
for size in "120 40" "80 24"; do
    set -- $size
    start s "$1" "$2" "$SAMPLE"
    expect s "SASS sm_90" "spill $1x$2: up"
    keys s g h
    expect s "spills: 0 STL/LDL" "spill $1x$2: nothing spilled without a budget"
    keys s t
    expect s "peak VGPR" "spill $1x$2: RDNA3 rows"
    cmd s "budget 16"
    expect s "re-translated under a budget of 16 VGPRs: 16 VGPRs used here" "spill $1x$2: :budget re-translates"
    expect s "^budget 16: gfx1100 16 VGPRs: 16/16 waves/SIMD" "spill $1x$2: the budget's occupancy"
    # every scratch access of the translation is a spill here (no LDL/STL)
    expect s "spills: [0-9]* registers' colours in scratch, $loads reloads (r), $stores stores (s)" \
        "spill $1x$2: spill count ($loads reloads, $stores stores, as translate --max-vgprs 16)"
    expect s "^ *[v^ ]*[rs].*[rs]" "spill $1x$2: reloads and stores marked on the axis"
    expect s "^v1 .*[rs]" "spill $1x$2: and on the rows of the VGPRs they load and store"
    [ "$1" = 120 ] && expect s "▌ scratch_store_b32 off, v[0-9]*, off offset:" \
        "spill $1x$2: the RDNA3 pane shows the spill code"
    cmd s "budget $((small - 1))"
    expect s "translation unchanged: a budget of $((small - 1)) VGPRs is too small: this function needs at" \
        "spill $1x$2: a budget below the smallest ($small) is refused"
    expect s "spills: [0-9]* registers' colours in scratch, $loads reloads" "spill $1x$2: and the translation stays"
    cmd s "budget 0"
    expect s "re-translated without a budget" "spill $1x$2: :budget 0 goes back"
    expect s "spills: 0 scratch_\* instructions" "spill $1x$2: nothing spilled again"
    keys s q
done
