# views_lockstep.sh - :lockstep, the SASS and its translation stepped side
# by side on the two emulators (sourced by tests/test_tui_views.sh).
# samples/reduce_block: _Z14reduce_sum_i32PKiPii is launch 1 (launch 0,
# reduce_sum_f32, runs whole first); block 256 = 8 warps.  By hand:
#  - the third SASS instruction, 0020 ULDC UR5, c[0x0][0x0], reads blockDim.x
#    (256 = 0x100) into UR5, whose home is s29 in the translation;
#  - `warpscope diff samples/reduce_block` agrees at every instruction, so
#    D runs the launch to its end without a divergence;
#  - samples/ieee_div parts at 0140 MUFU.RSQ (the CLI's answer, --json, is
#    the reference for the offset and the trace step).
for size in "120 40" "80 24"; do
    set -- $size
    start l "$1" "$2" "$SAMPLE"
    expect l "SASS sm_90" "lockstep $1x$2: up"
    cmd l "lockstep"
    expect l "lockstep: launch 1 block (0,0,0) warp 0/8 | 0 compared" "lockstep $1x$2: :lockstep opens launch 1"
    expect l "next  SASS  0000 LDC R1, c\[0x0\]\[0x28\]" "lockstep $1x$2: at the first SASS instruction"
    keys l Space Space Space
    expect l "| 3 compared |" "lockstep $1x$2: Space steps one SASS instruction"
    expect l "last  SASS  0020 ULDC UR5, c\[0x0\]\[0x0\]" "lockstep $1x$2: the last SASS instruction"
    expect l "^ UR5  s29 .*00000100 .*│ 00000100" "lockstep $1x$2: UR5 beside its home s29, both blockDim.x"
    expect l "RDNA3 [0-9a-f]* .*(of 0030)" "lockstep $1x$2: the wave waits at the code of the next SASS instruction"
    keys l w
    expect l "watching warp 1 of 8" "lockstep $1x$2: w watches the next warp"
    keys l D
    expect l "no divergence: the launch ended after" "lockstep $1x$2: D runs the launch to its end"
    expect l "compared | agree" "lockstep $1x$2: the title says they agree"
    keys l q
done
# D from the panes opens the view and runs to the divergence; the screen
# names the CLI's instruction and trace step
start l 120 40 samples/ieee_div
expect l "SASS sm_90" "lockstep ieee_div: up"
json=$("$WS" diff samples/ieee_div --json)
off=$(printf '%s' "$json" | sed -n 's/.*"offset": \([0-9]*\).*/\1/p')
step=$(printf '%s' "$json" | sed -n 's/.*"step": \([0-9]*\).*/\1/p')
hex=$(printf '%04x' "$off")
keys l D
expect l "first divergence (register) at $hex MUFU.RSQ R5, R0" "lockstep ieee_div: D stops at the CLI's instruction"
expect l "trace    step $step of" "lockstep ieee_div: the CLI's trace step"
expect l "rule     mufu \[float\]" "lockstep ieee_div: the rule there"
expect l "▶$hex ▌MUFU.RSQ" "lockstep ieee_div: the SASS pane's cursor is on it"
expect l "^ R5   v[0-9]*   ≠ " "lockstep ieee_div: R5 marked as differing"
keys l q
# errors: a launch of another kernel, no recorded inputs (off-screen)
"$WS" screen "$SAMPLE" -c "lockstep launch 0" > "$tmp/ls1" 2>&1
tail -1 "$tmp/ls1" | grep -q "^lockstep: launch 0 runs reduce_sum_f32, not this function" && ok \
    || { bad "lockstep: a launch of another kernel"; cat "$tmp/ls1"; }
"$WS" screen "$tmp/wide.sass" -c lockstep -c diverge > "$tmp/ls2" 2>&1
tail -1 "$tmp/ls2" | grep -q "^lockstep: no recorded inputs for" && grep -q "lockstep: _Z4widePi (not running)" "$tmp/ls2" \
    && ok || { bad "lockstep: a listing without gt/ says so"; cat "$tmp/ls2"; }
# :lockstep lanes 24 shows threads 24-26 and lanes 24-26 at 80 columns
"$WS" screen "$SAMPLE" -c lockstep -c "lockstep lanes 24" -c step-next > "$tmp/ls3" 2>&1
grep -q "SASS threads 24-26 .*│ RDNA3 lanes 24-26" "$tmp/ls3" && ok || { bad "lockstep: :lockstep lanes 24"; cat "$tmp/ls3"; }
