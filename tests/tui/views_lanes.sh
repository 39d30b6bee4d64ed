# views_lanes.sh - the lanes view (sourced by tests/test_tui_views.sh): a
# predicated instruction's EXEC mask, a shuffle's source lanes.
for size in "120 40" "80 24"; do
    set -- $size
    start l "$1" "$2" "$SAMPLE"
    expect l "SASS sm_90" "lanes $1x$2: up"
    cmd l "goto 0x1a0"
    keys l g l
    expect l "01a0  @!P0 S2R R9, SR_CgaCtaId" "lanes $1x$2: the instruction under the cursor"
    expect l "condition  lane%3==0" "lanes $1x$2: the default condition"
    cmd l "lanes cond lane<12"
    expect l "condition lane<12: P holds in 12 of 32 lanes" "lanes $1x$2: :lanes cond"
    keys l n
    expect l "step 2/3 " "lanes $1x$2: n steps"
    expect l "EXEC = 0xfffff000 *$" "lanes $1x$2: @!P0 with lane<12: lanes 12-31 run (wave32)"
    expect l "EXEC = 0xfffff000fffff000" "lanes $1x$2: wave64: both warps"
    keys l n
    expect l "EXEC = 0xffffffff *$" "lanes $1x$2: EXEC restored"
    keys l p p
    expect l "step 1/3 " "lanes $1x$2: p steps back"
    keys l q
done
start l 120 40 "$SAMPLE"
expect l "SASS sm_90" "lanes shfl: up"
cmd l "goto 0x1d0"
keys l g l n
expect l "SHFL.DOWN b=0x8 c=0x1f" "lanes: the shuffle's b and c"
expect l "reads lane  89abcdef ghijklmn opqrstuv --------" "lanes: SHFL.DOWN 8 source lanes"

# a divergent region, block by block (reduce_block sm_90 0x00a0: @P0 BRA to
# S3 0150, BSSY B0 names S4 0160).  By hand, with P0 = lane<12: S0 runs
# every lane; at the branch lanes 0-11 wait at S3 and 20 run on (wave32
# EXEC 0xfffff000, wave64 0xfffff000fffff000: each warp the same); S1 and
# the loop S2 run with those 20 (the loop's back edge is taken by no lane
# in the model); at S3 the 12 rejoin (EXEC all); S4 is the BSSY's target.
for size in "120 40" "80 24"; do
    set -- $size
    start l "$1" "$2" "$SAMPLE"
    expect l "SASS sm_90" "lanes region $1x$2: up"
    cmd l "goto 0xa0"
    keys l g l
    cmd l "lanes cond lane<12"
    expect l "divergent region S0 -> S4 (BSSY target, BSYNC)" "lanes region $1x$2: the region and where it reconverges"
    expect l "step 1/6  S0 0000: every lane runs up to the branch" "lanes region $1x$2: first step"
    keys l n
    expect l "step 2/6  00a0: 12 lanes of each warp take it and wait at S3; 20 lanes of" "lanes region $1x$2: the branch"
    expect l "EXEC = 0xfffff000 *$" "lanes region $1x$2: wave32 EXEC after the branch"
    expect l "EXEC = 0xfffff000fffff000" "lanes region $1x$2: wave64 EXEC (lanes 32-63 the second warp)"
    keys l n
    expect l "step 3/6  S1 00b0: 20 lanes of each warp run it" "lanes region $1x$2: the fall-through block"
    keys l n n
    expect l "step 5/6  S3 0150: 12 lanes of each warp rejoin at its label; 32 lanes" "lanes region $1x$2: the waiting lanes rejoin"
    expect l "EXEC = 0xffffffffffffffff" "lanes region $1x$2: wave64 all"
    expect l "▶0150 ▌BSYNC B0" "lanes region $1x$2: the shared cursor is on the step's block"
    keys l n
    expect l "step 6/6  S4 0160: reconverged" "lanes region $1x$2: reconverged at the BSSY target"
    expect l "ran (wave64)  S0 all  S1 0xfffff000fffff000  S2 0xfffff000fffff000" "lanes region $1x$2: lanes per block"
    keys l c c
    expect l "condition  lane&1 " "lanes region $1x$2: c cycles the example conditions"
    keys l n
    expect l "EXEC = 0x55555555 *$" "lanes region $1x$2: odd lanes take the branch, even lanes run on"
    keys l q
done
