# views_cfg.sh - the CFG view (sourced by tests/test_tui_views.sh): block
# navigation along edges, checked against `warpscope cfg --json`.

# The entry block's successors (byte offsets, as 4 hex digits) per the CLI.
"$WS" cfg "$SAMPLE" --json > "$tmp/cfg.json"
succs=$(grep -o '"start":0,[^}]*' "$tmp/cfg.json" | head -1 | sed 's/.*"succs":\[\([^]]*\)\].*/\1/' | tr ',' ' ')
taken=$(grep -o '"start":0,[^}]*' "$tmp/cfg.json" | head -1 | sed 's/.*"succs":\[\([0-9]*\).*"kinds":\["\([a-z]*\)".*/\1 \2/')
hexs=""
for s in $succs; do hexs="$hexs $(printf '%04x' "$s")"; done
[ -n "$hexs" ] && ok || bad "cfg --json gave no successors for the entry block"

# focused block start offset from the view's title
focused_start() { cap "$1" | sed -n 's/.*| block S[0-9]* \([0-9a-f]*\)\.\..*/\1/p' | head -1; }
is_succ() { for h in $hexs; do [ "$h" = "$1" ] && return 0; done; return 1; }

for size in "120 40" "80 24"; do
    set -- $size
    start c "$1" "$2" "$SAMPLE"
    expect c "SASS sm_90" "cfg $1x$2: the interface is up"
    keys c g c
    expect c "cfg SASS: 9 blocks, 1 loops | block S0 0000\.\.00a0" "cfg $1x$2: g c opens on the entry block"
    expect c "S3 0150 taken .*S1 00b0 fall" "cfg $1x$2: edges with taken and fall-through"
    keys c f
    wait_for c "| block S[1-9]" >/dev/null
    st=$(focused_start c)
    if is_succ "$st" && [ "$st" = "$(printf '%04x' "${taken%% *}")" ]; then ok; else
        bad "cfg $1x$2: f follows the taken branch to a successor (got '$st', successors:$hexs)" "" c; fi
    keys c b
    expect c "| block S0 0000\.\.00a0" "cfg $1x$2: b goes back through the history"
    keys c Tab
    wait_for c "| block S[1-9]" >/dev/null
    s1=$(focused_start c)
    keys c Tab
    sleep 0.2
    wait_for c "successor 2 of 2" >/dev/null
    s2=$(focused_start c)
    if is_succ "$s1" && is_succ "$s2" && [ "$s1" != "$s2" ]; then ok; else
        bad "cfg $1x$2: Tab cycles the successors ($s1, $s2 of$hexs)" "" c; fi
    keys c BSpace
    expect c "| block S0 0000\.\.00a0" "cfg $1x$2: Backspace goes back"
    keys c j
    expect c "| block S1 00b0" "cfg $1x$2: j moves to the next block in the layout"
    keys c k
    expect c "| block S0 0000" "cfg $1x$2: k moves back"
    # the shared cursor follows the focused block
    expect c "SASS 0000 1/80" "cfg $1x$2: the selection is the block's first instruction"
    keys c Enter
    expect_not c "9 more (Enter expands)" "cfg $1x$2: Enter expands the block"
    keys c t
    expect c "cfg RDNA3: [0-9]* blocks" "cfg $1x$2: t shows the translated RDNA3"
    keys c q
    expect_not c "cfg RDNA3" "cfg $1x$2: q closes the view"
    expect c "SASS sm_90" "cfg $1x$2: q does not quit the program"
    keys c q
    expect c "EXITED rc=0" "cfg $1x$2: q quits"
done

# :export cfg writes DOT through cfg_write_dot; the loop back edge is there
start c 120 40 "$SAMPLE"
expect c "SASS sm_90" "export: up"
cmd c "export cfg $tmp/k.dot"
expect c "wrote the SASS CFG of _Z14reduce_sum_i32PKiPii" "export: message"
if grep -q "^digraph cfg {" "$tmp/k.dot" && grep -q "cluster" "$tmp/k.dot" && tail -1 "$tmp/k.dot" | grep -q "^}"; then
    ok; else bad "export: $tmp/k.dot is not a DOT graph"; fi
# the cursor in a pane moves the CFG's focus
keys c C-w k
cmd c "goto 0x100"
expect c "| block S2 00f0\.\.0140" "cfg follows the SASS cursor into the loop block"
keys c q
