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
    cmd h "budget 168"
    expect h "budget 168: sm_90 168 regs: [0-9]*/64 warps/SM .*limited by registers" "heat $1x$2: :budget N"
    keys h t
    expect h "peak VGPR [0-9]* at " "heat $1x$2: t shows the RDNA3 registers"
    keys h g p
    expect h "GPR SASS sm_90" "heat $1x$2: g p puts the gutter beside SASS"
    expect h "VGP RDNA3" "heat $1x$2: and beside RDNA3"
    keys h q
done
