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
expect l "SHFL.DOWN b=8 c=0x1f" "lanes: the shuffle's b and c"
expect l "reads lane  89abcdef ghijklmn opqrstuv --------" "lanes: SHFL.DOWN 8 source lanes"
