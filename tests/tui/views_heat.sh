# views_heat.sh - the register-pressure heatmap (sourced by
# tests/test_tui_views.sh): the peak is the liveness analysis's maximum.
"$WS" live "$SAMPLE" --json > "$tmp/live.json"
maxgpr=$(grep -o '"max":{"offset":[0-9]*,"gpr":[0-9]*' "$tmp/live.json" | head -1 | sed 's/.*"gpr":\([0-9]*\)/\1/')
maxoff=$(grep -o '"max":{"offset":[0-9]*' "$tmp/live.json" | head -1 | sed 's/.*:\([0-9]*\)$/\1/')
maxhex=$(printf '%04x' "$maxoff")
for size in "120 40" "80 24"; do
    set -- $size
    start h "$1" "$2" "$SAMPLE"
    expect h "SASS sm_90" "heat $1x$2: up"
    keys h g h
    expect h "peak GPR $maxgpr at $maxhex " "heat $1x$2: the peak is live --json's max ($maxgpr at $maxhex)"
    expect h "^occupancy (block 256): sm_90 [0-9]* regs: [0-9]*/64 warps/SM" "heat $1x$2: occupancy and its limiter"
    expect h "spills: 0 STL/LDL" "heat $1x$2: spills counted"
    # a budget of VGPRs, on the translation's target: gfx1100 wave32 has
    # 1536 VGPRs a SIMD lane in granules of 24: 1536 / 168 = 9 waves of 16
    cmd h "budget 168"
    expect h "budget 168: gfx1100 168 VGPRs: 9/16 waves/SIMD (56%), limited by VGPRs" "heat $1x$2: :budget N"
    keys h t
    expect h "peak VGPR [0-9]* at " "heat $1x$2: t shows the RDNA3 registers"
    keys h g p
    expect h "GPR SASS sm_90" "heat $1x$2: g p puts the gutter beside SASS"
    expect h "VGP RDNA3" "heat $1x$2: and beside RDNA3"
    keys h q
done

# moving the instruction column moves the shared cursor: the panes follow
for size in "120 40" "80 24"; do
    set -- $size
    start h "$1" "$2" "$SAMPLE"
    expect h "SASS sm_90" "heat move $1x$2: up"
    cmd h "goto 0xf0"
    keys h g h
    expect h "peak GPR" "heat move $1x$2: open"
    keys h Right
    expect h "SASS 0100 17/80" "heat move $1x$2: Right moves the shared cursor to the next instruction"
    expect h "▶0100 ▌LDG" "heat move $1x$2: the SASS pane follows"
    keys h Space Space
    expect h "SASS 0120 19/80" "heat move $1x$2: Space steps a column"
    keys h Left p
    expect h "SASS 0100 17/80" "heat move $1x$2: Left and p step back"
    # RDNA3 columns: the RDNA3 pane's cursor moves with them
    keys h t
    expect h "peak VGPR" "heat move $1x$2: RDNA3"
    keys h Right
    expect h "| RDNA3 [0-9]*/[0-9]* |" "heat move $1x$2: an RDNA3 column selects a translated line"
    r1=$(cap h | sed -n 's/.*| RDNA3 \([0-9]*\)\/.*/\1/p')
    keys h Right
    wait_gone h "| RDNA3 $r1/" >/dev/null
    r2=$(cap h | sed -n 's/.*| RDNA3 \([0-9]*\)\/.*/\1/p')
    if [ -n "$r1" ] && [ -n "$r2" ] && [ "$r2" -gt "$r1" ]; then ok; else
        bad "heat move $1x$2: Right moves to a later RDNA3 line ($r1 -> $r2)" "" h; fi
    # from the panes, Space reaches the view and the panes still follow
    keys h C-w k
    keys h Space
    wait_gone h "| RDNA3 $r2/" >/dev/null
    r3=$(cap h | sed -n 's/.*| RDNA3 \([0-9]*\)\/.*/\1/p')
    if [ -n "$r3" ] && [ "$r3" -gt "$r2" ]; then ok; else
        bad "heat move $1x$2: Space from the panes moves the column ($r2 -> $r3)" "" h; fi
    keys h q q
done
