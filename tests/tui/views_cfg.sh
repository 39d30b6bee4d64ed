# views_cfg.sh - the CFG view (sourced by tests/test_tui_views.sh): block
# navigation along edges, checked against `warpscope cfg --json`; the
# layered drawing of a 211-block function at 80x24.

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
    settle
    wait_for c "successor 2 of 2" >/dev/null
    s2=$(focused_start c)
    if is_succ "$s1" && is_succ "$s2" && [ "$s1" != "$s2" ]; then ok; else
        bad "cfg $1x$2: Tab cycles the successors ($s1, $s2 of$hexs)" "" c; fi
    keys c BSpace
    expect c "| block S0 0000\.\.00a0" "cfg $1x$2: Backspace goes back"
    expect c "▶S0 0000" "cfg $1x$2: the focused box is marked"
    expect c "└11──┬────────┬────┘" "cfg $1x$2: two edges leave the entry block's box"
    keys c j
    expect c "| block S1 00b0" "cfg $1x$2: j moves to the next block in the layout"
    expect c "▶S1 00b0" "cfg $1x$2: the window shows the focused box"
    keys c k
    expect c "| block S0 0000" "cfg $1x$2: k moves back"
    # the shared cursor follows the focused block
    expect c "SASS 0000 1/80" "cfg $1x$2: the selection is the block's first instruction"
    expect c "9 more (Enter lists them)" "cfg $1x$2: the detail shows the first and last instruction"
    keys c Enter
    expect c "^0030 ULDC UR4, c\[0x0\]\[0x220\]" "cfg $1x$2: Enter lists the block's instructions"
    expect_not c "9 more (Enter lists them)" "cfg $1x$2: and drops the summary"
    keys c Enter
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

# A wide, long function (tests/tui/gen_wide_cfg.sh: 209 SASS blocks, 13
# loops, layers of 8 blocks; its RDNA3 has more) drawn at 80x24
# through the off-screen path (warpscope screen): every screen is 24 rows
# of 80 cells of text, box drawing and the view's glyphs only.
sh tests/tui/gen_wide_cfg.sh 13 > "$tmp/wide.sass"
scr() { "$WS" screen "$tmp/wide.sass" --size 80x24 "$@" > "$tmp/scr" 2>&1; }
clean_screen() {
    rows=$(wc -l < "$tmp/scr"); bad_w=$(LC_ALL=C.UTF-8 sed "s/./x/g" "$tmp/scr" | awk '{ if (length($0) != 80) n++ } END { print n + 0 }')
    junk=$(LC_ALL=C.UTF-8 grep -c '[^] -~─│┌┐└┘┈┊╭╮╰╯┼▼▽↺┬◀→≡…▶▌·]' "$tmp/scr")
    if [ "$rows" -eq 24 ] && [ "$bad_w" -eq 0 ] && [ "$junk" -eq 0 ]; then ok; else
        bad "cfg wide $1: $rows rows, $bad_w not 80 wide, $junk with other characters"; sed 's/^/    | /' "$tmp/scr"; fi
}
scr -c cfg
grep -q "cfg SASS: 209 blocks, 13 loops | block S0 0000" "$tmp/scr" && ok || bad "cfg wide: 209 blocks, on S0"
clean_screen "entry"
scr -c cfg -c zoom -c move-last
grep -q "| block S208 1450" "$tmp/scr" && grep -q "▶S208 1450" "$tmp/scr" && ok || { bad "cfg wide: G reaches the last block and scrolls to it"; cat "$tmp/scr"; }
clean_screen "last block"
# follow the taken edge of S1 (@P1 BRA to .L_x_3 = S5 at 0070), then back
scr -c cfg -c move-down -c follow-branch
grep -q "| block S5 0070" "$tmp/scr" && grep -q "▶S5 0070" "$tmp/scr" && ok || { bad "cfg wide: f follows S1's branch to S5"; cat "$tmp/scr"; }
scr -c cfg -c move-down -c follow-branch -c step-prev
grep -q "| block S1 0010" "$tmp/scr" && ok || bad "cfg wide: b goes back to S1"
# the neighbour in a layer beyond the right edge: the window scrolls right
scr -c "goto 0xd0" -c cfg -c scroll-right
blk=$(sed -n 's/.*| block \(S[0-9]*\) \([0-9a-f]*\)\.\..*/\1 \2/p' "$tmp/scr")
if [ "$blk" = "S12 0120" ] && grep -q "▶$blk" "$tmp/scr"; then ok; else
    bad "cfg wide: Right moves to the neighbour and scrolls to it ($blk)"; cat "$tmp/scr"; fi
clean_screen "scrolled right"
# page down scrolls: the focus is a block on the new screen
scr -c cfg -c zoom -c page-down -c page-down -c page-down
blk=$(sed -n 's/.*| block \(S[0-9]*\) \([0-9a-f]*\)\.\..*/\1 \2/p' "$tmp/scr")
if [ -n "$blk" ] && [ "$blk" != "S0 0000" ] && grep -q "▶$blk" "$tmp/scr"; then ok; else
    bad "cfg wide: page-down scrolls and the focus stays on screen ($blk)"; cat "$tmp/scr"; fi
# the translated RDNA3 graph (more blocks) at its end, and at 200x60
scr -c cfg -c toggle-isa -c move-last
grep -q "cfg RDNA3: [0-9][0-9][0-9] blocks" "$tmp/scr" && ok || bad "cfg wide: the RDNA3 graph has hundreds of blocks"
clean_screen "RDNA3 last block"
"$WS" screen "$tmp/wide.sass" --size 200x60 -c cfg -c zoom -c "goto 0x300" > "$tmp/scr" 2>&1
grep -q "▶S" "$tmp/scr" && [ "$(wc -l < "$tmp/scr")" -eq 60 ] && ok || bad "cfg wide: 200x60"
