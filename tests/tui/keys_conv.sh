# keys_conv.sh - terminal conventions: C-z suspends (the shell's prompt on
# the normal screen, fg brings the interface back drawn in full), and search
# in the help screen (sourced by tests/test_tui_keys.sh).

# C-z from an interactive shell with job control, in both keymaps
for km in vi emacs; do
    T kill-session -t cz 2>/dev/null
    T new-session -d -s cz -x 120 -y 40 "env PS1='shell\$ ' bash --norc --noprofile -i"
    T set-option -t cz status off >/dev/null
    expect cz "^shell\\$" "an interactive shell starts ($km)"
    typ cz "cd '$PWD' && $ENVV TERM=xterm-256color '$WS' --keymap $km $SAMPLE"; keys cz Enter
    expect cz "SASS sm_90 " "the interface starts in the shell ($km)"
    keys cz C-z
    expect cz "Stopped" "C-z stops the interface ($km)"
    expect cz "^shell\\$ *$" "the shell's prompt is back ($km)"
    lacks cz "SASS sm_90 " "the interface left the screen ($km)"
    typ cz "stty -a | tr ';' '\\n' | grep -o -w -- '-\\?icanon\\|-\\?echo' | tr '\\n' ' '; echo"; keys cz Enter
    expect cz "^icanon echo" "the terminal is in canonical mode with echo ($km)"
    typ cz "fg"; keys cz Enter
    expect cz "kernel.cu .*SASS sm_90 .*RDNA3 gfx1100" "fg brings the interface back ($km)"
    expect cz "▶0000 .LDC R1" "the panes are drawn again ($km)"
    if [ $km = vi ]; then keys cz j; else keys cz C-n; fi
    expect cz "▶0010 .S2R R0, SR_CTAID.X" "keys work after fg ($km)"
    if [ $km = vi ]; then keys cz q; else keys cz C-x C-c; fi
    expect cz "^shell\\$ *$" "quits to the shell ($km)"
    T kill-session -t cz
done

# search in the help screen: / finds, n finds again, the cursor row moves
start hs 120 40 "$SAMPLE"
expect hs "▶0000 ▌LDC" "help search test starts"
keys hs F1
expect hs "warpscope keys (keymap vi" "F1 opens help"
keys hs /; typ hs "quit"; keys hs Enter
expect hs "^▶.*quit" "/ in help puts the cursor on a line with quit"
r1=$(cap hs | grep '^▶')
keys hs n
settle
r2=$(cap hs | grep '^▶')
if [ -n "$r2" ] && [ "$r1" != "$r2" ] && echo "$r2" | grep -q quit; then ok; else
    bad "n in help finds the next line with quit ('$r1' then '$r2')" "" hs; fi
keys hs /; typ hs "NO_SUCH_HELP_LINE"; keys hs Enter
expect hs "pattern not found" "a failed search in help says so"
has hs "^ help *$" "help is still open after searching"
keys hs q
expect_not hs "^ help *$" "q closes help after a search"
T kill-session -t hs
