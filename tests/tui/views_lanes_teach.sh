# views_lanes_teach.sh - what the lanes view teaches (sourced by
# tests/test_tui_views.sh): a shuffle's source lanes from the operands the
# translation reads, warp-uniform branches, counts per warp, ballots, n.

# SHFL.UP with c = RZ (samples/warp_scan, scan_blocks).  By hand from PTX
# shfl.sync (PTX ISA, "shfl.sync"): c = (segmask << 8) | clamp, so c = 0
# gives segmask 0, clamp 0, maxLane = (lane & 0) | (0 & ~0) = 0; .up reads
# j = lane - b and is in range when j >= maxLane = 0.
#   0160 SHFL.UP PT, R8, R5, 0x1, RZ:  lane 0 keeps its own value (-),
#        lane k >= 1 reads lane k-1: -0123456 789abcde fghijklm nopqrstu
#   0240 SHFL.UP PT, R5, R7, 0x10, RZ: lanes 0-15 keep their own, lane
#        k >= 16 reads k-16:           -------- -------- 01234567 89abcdef
#   05d0 SHFL.UP P6, R15, R17, R16, R19: b is R16, which 0570 IMAD.MOV.U32
#        R16, RZ, RZ, 0x2 sets in the same block, so lane k >= 2 reads k-2
#        with c = 0; R19 is set before the label .L_x_12 (0570), so its
#        value is not known here: c is assumed 0 (__shfl_up_sync's full
#        width) and the view says so.
SCAN=samples/warp_scan
for size in "120 40" "80 24"; do
    set -- $size
    start lt "$1" "$2" "$SCAN"
    expect lt "SASS sm_90" "lanes shfl.up $1x$2: up"
    cmd lt "fn _Z11scan_blocksPKiPiS1_i"
    cmd lt "goto 0x160"
    keys lt g l n
    expect lt "reads lane  -0123456 789abcde fghijklm nopqrstu" "lanes shfl.up $1x$2: b=1 c=RZ: lane k reads k-1"
    expect lt "SHFL.UP b=0x1 c=RZ (0): segmask 0x0 clamp 0" "lanes shfl.up $1x$2: c is RZ, not an assumed 0x1f"
    expect lt "each lane reads the lane its 'reads lane' row names" "lanes shfl.up $1x$2: the step speaks of what is drawn"
    expect_not lt "arrow" "lanes shfl.up $1x$2: no arrows promised"
    cmd lt "goto 0x240"
    keys lt n
    expect lt "reads lane  -------- -------- 01234567 89abcdef" "lanes shfl.up $1x$2: b=0x10 c=RZ"
    cmd lt "goto 0x5d0"
    keys lt n
    expect lt "reads lane  --012345 6789abcd efghijkl mnopqrst" "lanes shfl.up $1x$2: b in R16 = 2"
    expect lt "b=R16 = 0x2 (set at 0570) c=R19: unknown, assumed 0x0" "lanes shfl.up $1x$2: where b came from, c assumed and said"
    keys lt q q
done

# A warp-uniform branch (samples/vote_compact sm_90): 02b0 VOTE.ALL P1, P0;
# 02d0 @P1 BRA to S10.  With P0 = tid<40 on a wave64 (two warps): warp 0
# (tid 0-31) has P0 in all 32 lanes, so its P1 is true in every lane: all
# 32 wait at S10; warp 1 (tid 32-63) has P0 only in lanes 32-39, so its P1
# is false in every lane: all 32 run on.  wave64 EXEC after the branch =
# 0xffffffff00000000 (warp 1 runs); the wave32 (warp 0) EXEC = 0.  No warp
# is split at lane 40.
for km in vi emacs; do
    start lu 120 40 --keymap $km samples/vote_compact
    expect lu "SASS sm_90" "lanes uniform $km: up"
    if [ $km = vi ]; then keys lu g l; else keys lu C-c l; fi
    expect lu "lanes: warp" "lanes uniform $km: open"
    if [ $km = vi ]; then cmd lu "goto 0x2d0"; cmd lu "lanes cond tid<40"
    else keys lu M-x; typ lu "goto 0x2d0"; keys lu Enter; keys lu M-x; typ lu "lanes cond tid<40"; keys lu Enter; fi
    expect lu "P1 = VOTE.ALL(P0) at 02b0" "lanes uniform $km: says P1 is one vote a warp"
    # the keys are in a pane after :goto: n still steps the view
    keys lu n
    expect lu "step 2/5  02d0: 32 lanes of warp 0, 0 of warp 1 take it and wait at S10; 0 lanes of warp 0, 32 of warp 1 run on" \
        "lanes uniform $km: n steps; counts per warp"
    expect_not lu "no previous search" "lanes uniform $km: n is not a search"
    expect lu "EXEC = 0xffffffff00000000" "lanes uniform $km: warp 1 runs on whole"
    expect lu "wave32      ○○○○○○○○ ○○○○○○○○ ○○○○○○○○ ○○○○○○○○  EXEC = 0x00000000 *$" "lanes uniform $km: warp 0 waits whole"
    expect lu "     32-63  ████████ ████████ ████████ ████████  (lanes" "lanes uniform $km: warp 1 not split at lane 40"
    keys lu n
    expect lu "step 3/5  S8 02e0: 0 lanes of warp 0, 32 of warp 1 run it" "lanes uniform $km: the step's count agrees with the rows"
    if [ $km = vi ]; then keys lu q q; else keys lu C-x C-c; fi
done

# A ballot (0140 VOTE.ANY R9, PT, P0 = __ballot_sync(~0, keep)) with
# P0 = tid<40: bit k of a warp's ballot is lane k's P0.  Warp 0: all 32
# lanes (0xffffffff); warp 1: lanes 32-39, its own lanes 0-7 (0x000000ff).
start lb 120 40 samples/vote_compact
expect lb "SASS sm_90" "lanes ballot: up"
keys lb g l
cmd lb "goto 0x140"
cmd lb "lanes cond tid<40"
keys lb n
expect lb "voted       11111111 11111111 11111111 11111111  warp 0 ballot 0xffffffff" "lanes ballot: warp 0's voting lanes"
expect lb "     32-63  11111111 00000000 00000000 00000000  warp 1 ballot 0x000000ff" "lanes ballot: warp 1's voting lanes"
keys lb q q
