# views_run.sh - :run, the translated kernel stepped on the emulator
# (sourced by tests/test_tui_views.sh).  samples/reduce_block records two
# launches; :run on _Z14reduce_sum_i32PKiPii runs launch 1 (reduce_sum_f32)
# whole, then steps workgroup (0,0,0) of launch 2: block 256 = 8 wave32
# waves.  By hand:
#  - every lane of wave 0 is active: EXEC 0xffffffff;
#  - the sixth instruction, s_load_b32 s33, s[0:1], 0x24, reads the hidden
#    argument dword at 0x24: the explicit arguments take 20 bytes (two
#    pointers and an int), the hidden block starts at 24 = 0x18, and its
#    dword 12 holds hidden_group_size_x (256) and _y (1): 0x00010100;
#  - v0 holds the work-item id packed as x | y<<10 | z<<20: with y = z = 0
#    lane L of wave 0 has L, of wave 1 32+L; SASS 0050 S2R R11, SR_TID.X is
#    v_and_b32 v4, 0x3ff, v0, so v4 gets the same ids.
for size in "120 40" "80 24"; do
    set -- $size
    start x "$1" "$2" "$SAMPLE"
    expect x "SASS sm_90" "run $1x$2: up"
    cmd x "run"
    expect x "run: launch 2 wg (0,0,0) wave 0/8 | 0 insns" "run $1x$2: :run opens the stepped launch"
    expect x "next 0000 s_mov_b32 s20, exec_lo" "run $1x$2: at the first instruction"
    expect x "EXEC ████████ ████████ ████████ ████████ 0xffffffff" "run $1x$2: every lane active"
    keys x Space Space Space Space Space Space
    expect x "| 6 insns |" "run $1x$2: Space steps"
    expect x "last 0014 s_load_b32 s33, s\[0:1\], 0x24" "run $1x$2: the last instruction"
    expect x "^   s33=0x00010100" "run $1x$2: it wrote the group size (256, 1)"
    cmd x "goto 0x50"
    keys x B
    expect x "breakpoint set at 0060 v_and_b32" "run $1x$2: B on the RDNA3 of SASS 0050"
    keys x c
    expect x "run: breakpoint at 0060 after 12 instructions" "run $1x$2: c stops at the breakpoint"
    expect x "▶▌ v_and_b32 v4, 0x3ff, v0" "run $1x$2: the RDNA3 pane's cursor is on it"
    expect x "^   v0   00000000 00000001 00000002 00000003 00000004 00000005 00000006 00000007" \
        "run $1x$2: v0 holds the packed work-item ids"
    keys x Space
    expect x "^   v4   00000000 00000001 00000002 00000003 00000004 00000005 00000006 00000007" \
        "run $1x$2: v4 = v0 & 0x3ff"
    keys x w
    expect x "watching wave 1 of 8" "run $1x$2: w watches the next wave"
    keys x c
    expect x "^   v0   00000020 00000021 00000022 00000023 00000024 00000025 00000026 00000027" \
        "run $1x$2: wave 1 stops at the breakpoint with work-items 32-39"
    keys x q
done
# no recorded inputs; no llvm-mc-19: a message, not a crash (off-screen)
"$WS" screen "$tmp/wide.sass" -c run -c step-next > "$tmp/run1" 2>&1
tail -1 "$tmp/run1" | grep -q "^run: no recorded inputs for" && grep -q "run: _Z4widePi (not running)" "$tmp/run1" \
    && ok || { bad "run: a listing without gt/ says so"; cat "$tmp/run1"; }
mkdir -p "$tmp/nobin"
PATH="$tmp/nobin" "$WS" screen "$SAMPLE" -c run -c continue > "$tmp/run2" 2>&1
tail -1 "$tmp/run2" | grep -q "^run: llvm-mc-19 is not installed" && ok || { bad "run: llvm-mc-19 missing"; cat "$tmp/run2"; }
# :run lanes 24: lanes 24-31 of wave 0 hold the work-item ids 24-31 (0x18-0x1f)
"$WS" screen "$SAMPLE" -c run -c "run lanes 24" -c "goto 0x50" -c breakpoint -c continue > "$tmp/run3" 2>&1
grep -q "^   v0   00000018 00000019 0000001a 0000001b 0000001c 0000001d 0000001e 0000001f" "$tmp/run3" \
    && ok || { bad "run: :run lanes 24 shows lanes 24-31"; cat "$tmp/run3"; }
