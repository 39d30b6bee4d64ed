# keys_quit.sh - q and Esc close the innermost thing open (the help screen,
# else the analysis view, whichever pane has the keys), and only then does
# q quit; in both keymaps (sourced by tests/test_tui_keys.sh).

# vi: the keys back in a pane by h, by :goto, by C-w k; q closes the view
start qv 120 40 "$SAMPLE"
expect qv "▶0000 ▌LDC" "quit test starts"
for how in h goto C-w; do
    keys qv g c
    expect qv " cfg SASS: [0-9]* blocks" "g c opens the cfg view ($how)"
    case $how in
        h) keys qv h ;;
        goto) cmd qv "goto 0x100" ;;
        C-w) keys qv C-w k ;;
    esac
    settle
    keys qv q
    expect_not qv " cfg SASS: [0-9]* blocks" "q closes the cfg view after $how"
    has qv "closed the cfg view" "closing says so ($how)"
    lacks qv "EXITED" "q after $how did not quit the program"
    has qv "SASS sm_90" "the panes are still there after $how"
done
# :lanes cond leaves the keys where they were: q closes the lanes view
keys qv C-w l
cmd qv "lanes cond lane<12"
expect qv "lanes: warp, wave32, wave64" ":lanes cond opens the lanes view"
keys qv q
expect_not qv "lanes: warp, wave32, wave64" "q closes the lanes view"
lacks qv "EXITED" "q in the lanes view did not quit"
# Esc closes the help screen, as its first line says
keys qv F1
expect qv "warpscope keys (keymap vi" "F1 opens help"
keys qv Escape
expect_not qv "warpscope keys (keymap vi" "Esc closes help"
has qv "SASS sm_90" "the panes are back after Esc"
# the help over an open view: q closes the help, then the view, then quits
keys qv g h
expect qv "heat: SASS live ranges" "g h opens the heat view"
keys qv F1
expect qv "warpscope keys (keymap vi" "help over the heat view"
keys qv q
expect_not qv "warpscope keys (keymap vi" "q closes the help first"
has qv "heat: SASS live ranges" "the heat view is still open"
keys qv Escape
expect_not qv "heat: SASS live ranges" "Esc closes the heat view"
lacks qv "EXITED" "Esc did not quit"
keys qv Escape
settle
lacks qv "EXITED" "Esc with nothing open does not quit"
keys qv q
expect qv "EXITED rc=0" "q with nothing open quits"

# emacs: q (and Esc, C-g) close; C-x C-c closes the innermost, then quits
start qe 120 40 --keymap emacs "$SAMPLE"
expect qe "▶0000 .LDC" "emacs quit test starts"
keys qe C-c c
expect qe " cfg SASS: [0-9]* blocks" "C-c c opens the cfg view"
keys qe C-b
settle
keys qe q
expect_not qe " cfg SASS: [0-9]* blocks" "emacs q closes the cfg view from a pane"
keys qe '?'
expect qe "warpscope keys (keymap emacs" "? opens help in emacs"
keys qe q
expect_not qe "warpscope keys (keymap emacs" "emacs q closes help"
keys qe C-c h
expect qe "heat: SASS live ranges" "C-c h opens the heat view"
keys qe C-g
expect_not qe "heat: SASS live ranges" "C-g closes the heat view"
keys qe C-c r
expect qe " rules: " "C-c r opens the rules view"
keys qe Escape
expect_not qe " rules: " "Esc closes the rules view"
keys qe q
settle
lacks qe "EXITED" "emacs q with nothing open does not quit"
keys qe C-c l
expect qe "lanes: warp, wave32, wave64" "C-c l opens the lanes view"
keys qe C-x C-c
expect_not qe "lanes: warp, wave32, wave64" "C-x C-c closes the lanes view first"
lacks qe "EXITED" "C-x C-c with a view open did not quit"
keys qe C-x C-c
expect qe "EXITED rc=0" "C-x C-c with nothing open quits"
T kill-session -t qv
T kill-session -t qe
