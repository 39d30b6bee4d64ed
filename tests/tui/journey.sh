# journey.sh - a newcomer's first hour in one run (sourced by
# tests/test_tui_sources.sh), in both keymaps and both wave sizes: open a
# listing made on another machine (tests/data/elsewhere: its line table names
# /home/builder/histogram/kernel.cu), point it at its sources, find the
# first UNSUPPORTED instruction, read why (the near misses), fix it by
# editing the SASS, see the translation change, save, quit cleanly.
#
# The fix undoes the README's change: 0x0390 back to
# ATOMS.POPC.INC.32 RZ, [R6+URZ] (rule 1105 atoms.popc.inc takes it: one
# v_mov_b32 of 1 and a ds_add_u32, atom.c/emit_warp.c; with R7 as result
# it declines operand 0, the old value it cannot return).  The listing
# saved then holds the sample's instructions, so it must translate to
# exactly what the sample's own listing translates to.

# jcmd NAME KEYMAP TEXT: a command line in that keymap (vi ':', emacs M-x)
jcmd() {
    if [ "$2" = emacs ]; then keys "$1" M-x; else keys "$1" :; fi
    typ "$1" "$3"
    keys "$1" Enter
}

# quit_all NAME KEYMAP: the keymap's quit key (vi q, emacs C-x C-c) until
# the program exits: each press closes the innermost thing open or quits;
# "quit anyway?" is answered y
quit_all() {
    k=0
    while [ $k -lt 8 ] && ! cap "$1" | grep -q "EXITED rc="; do
        if cap "$1" | grep -q "quit anyway"; then keys "$1" y
        elif [ "$2" = emacs ]; then keys "$1" C-x C-c
        else keys "$1" q; fi
        sleep "$(awk "BEGIN { print 0.4 * $SCALE }")"
        k=$((k+1))
    done
}

cp samples/histogram_smem/sm_80.nvdisasm.sass "$tmp/sample.sass"   # no cubin beside, as the copy
for km in vi emacs; do
    for w in 32 64; do
        J="journey $km w$w"
        rm -f "$tmp/fixed.sass"
        start j 120 40 "$ELSEWHERE" --keymap "$km" --wave "$w"
        expect j "RDNA3 gfx1100 w$w" "$J: open"
        expect j "kernel.cu (missing)" "$J: the source is on another machine"
        # point it at its sources
        jcmd j "$km" "source-dir samples/histogram_smem"
        expect j ":source-dir: 1 file found" "$J: :source-dir finds it"
        expect j " kernel.cu  *│" "$J: the source pane shows it"
        # the first UNSUPPORTED
        if [ "$km" = emacs ]; then keys j C-c u; else keys j U; fi
        expect j "▶0390 ▌ATOMS.POPC.INC.32 R7, \[R6+URZ\]" "$J: U finds 0390"
        expect j "▶▌ ; UNSUPPORTED: ATOMS.POPC.INC.32" "$J: its UNSUPPORTED line"
        # why: the near misses
        keys j Enter
        expect j "near misses: the rules for ATOMS" "$J: Enter shows the near misses"
        expect j "rule 1105 atoms.popc.inc \[prio 20\]: matches, but declined it: operand 0 R7: the old value is not returned" \
            "$J: the declining rule and the operand"
        # fix it: Enter again edits
        keys j Enter
        expect j "edit 0390> ATOMS.POPC.INC.32 R7, \[R6+URZ\]" "$J: Enter again edits"
        keys j C-u
        typ j "ATOMS.POPC.INC.32 RZ, [R6+URZ]"
        keys j Enter
        expect j "re-translated _Z14histogram_smemPKjiiPj" "$J: the edit re-translates"
        expect j "▶▌ ds_add_u32 v[0-9]*, v[0-9]*" "$J: 0390 is now a ds_add_u32"
        expect j "rule     atoms.popc.inc \[atomic\]" "$J: the rules view shows the rule that took it"
        expect_not j "; UNSUPPORTED: ATOMS" "$J: the UNSUPPORTED line is gone"
        jcmd j "$km" "w $tmp/fixed.sass"
        expect j "wrote $tmp/fixed.sass" "$J: saved"
        quit_all j "$km"
        expect j "EXITED rc=0" "$J: quits with status 0"
        expect j "^icanon echo" "$J: the terminal is restored"
        "$WS" translate "$tmp/fixed.sass" --wave "$w" -o "$tmp/fixed.s" 2>/dev/null
        "$WS" translate "$tmp/sample.sass" --wave "$w" -o "$tmp/sample.s" 2>/dev/null
        if [ -s "$tmp/fixed.s" ] && cmp -s "$tmp/fixed.s" "$tmp/sample.s"; then ok; else
            bad "$J: the fixed listing does not translate as the sample does"; fi
    done
done
