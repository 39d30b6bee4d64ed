# views_rules.sh - the rule step-through (sourced by tests/test_tui_views.sh):
# forward then back is the same screen, breakpoints stop on their rule,
# the place survives a re-translation.
for size in "120 40" "80 24"; do
    set -- $size
    start r "$1" "$2" "$SAMPLE"
    expect r "SASS sm_90" "rules $1x$2: up"
    keys r g r
    expect r "step 0/[0-9]*" "rules $1x$2: g r opens before the first step"
    keys r Space Space Space Space Space
    expect r "step 5/" "rules $1x$2: Space steps forward"
    settle
    # the stepper's state: the view, the rule bar and the status line (the
    # panes above may scroll differently on the way back)
    cap r | sed -n '/ rules: /,$p' > "$tmp/before"
    keys r Space Space Space
    expect r "step 8/" "rules $1x$2: three more"
    keys r p BSpace p
    expect r "step 5/" "rules $1x$2: p and Backspace step back"
    settle
    cap r | sed -n '/ rules: /,$p' > "$tmp/after"
    if [ -s "$tmp/before" ] && cmp -s "$tmp/before" "$tmp/after"; then ok; else
        bad "rules $1x$2: forward 3 then back 3 is not the same screen"; diff "$tmp/before" "$tmp/after" | head; fi
    cmd r "break rule imad"
    expect r "breakpoint 1: rule imad" "rules $1x$2: :break rule"
    cmd r "continue"
    expect r "breakpoint rule imad" "rules $1x$2: :continue stops on the breakpoint"
    expect r "rule     imad \[integer\]" "rules $1x$2: the rule shown is imad"
    expect r "SASS     0080  IMAD R0, R0, UR5, R11" "rules $1x$2: on the first IMAD"
    expect r "▶0080 ▌IMAD R0, R0, UR5, R11" "rules $1x$2: the SASS pane highlights it"
    expect r "v_mul_lo_u32" "rules $1x$2: the RDNA3 it produced"
    cmd r "unbreak"
    cmd r "break cat warp"
    keys r c
    expect r "SASS     01[0-9a-f]0  SHFL" "rules $1x$2: a category breakpoint stops on a SHFL"
    keys r U
    expect r "no UNSUPPORTED step: at the end" "rules $1x$2: U runs to the end without UNSUPPORTED"
    keys r q
done

# an edit re-translates: the stepper stays on the same SASS instruction
start r 120 40 "$SAMPLE"
expect r "SASS sm_90" "rules edit: up"
cmd r "goto 0x130"
keys r g r
keys r Enter
expect r "SASS     0130  IADD3 R6, R3, R6, RZ" "rules: Enter goes to the step of the selection"
cmd r "goto 0x70"
keys r i C-u
typ r "IADD3 R6, R3, R6, RZ"
keys r Enter
expect r "re-translated" "rules: the edit re-translated"
expect r "SASS     0130  IADD3 R6, R3, R6, RZ" "rules: the step stays on 0130 after the edit"
