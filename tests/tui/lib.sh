# lib.sh - helpers for the tmux-driven interface tests (sourced).
# Every test runs the real binary in a detached tmux session on a private
# server, sends keys, and polls capture-pane until the expected text shows
# (never a fixed long sleep).
SOCK=wstest$$
T() { tmux -L "$SOCK" "$@"; }
pass=0; fail=0

# start NAME COLS ROWS ARGS... : run warpscope ARGS in session NAME; after it
# exits the pane prints "EXITED rc=N" and the terminal's icanon/echo state.
start() {
    name=$1 cols=$2 rows=$3; shift 3
    T kill-session -t "$name" 2>/dev/null
    T new-session -d -s "$name" -x "$cols" -y "$rows" \
        "cd '$PWD' && env TERM=xterm-256color $ENVV '$WS' $*; echo EXITED rc=\$?; stty -a | tr ';' '\n' | grep -o -w -- '-\\?icanon\\|-\\?echo' | tr '\n' ' '; echo; sleep 120"
    T set-option -t "$name" status off >/dev/null
}

cap() { T capture-pane -t "$1" -p; }
cap_e() { T capture-pane -t "$1" -p -e; }

# Waits are multiplied by WS_TEST_WAIT_SCALE (make asan sets 4: the
# sanitized binary is several times slower, and CI shares its cores).
SCALE=${WS_TEST_WAIT_SCALE:-1}

# settle: let the rest of the screen catch up after an expected line showed
settle() { sleep "$(awk "BEGIN { print 0.2 * $SCALE }")"; }

# wait_for NAME REGEX [SECONDS]: poll the screen until a line matches
wait_for() {
    i=0; lim=$(( ${3:-5} * 20 * SCALE ))
    while [ $i -lt $lim ]; do
        cap "$1" | grep -q -- "$2" && return 0
        sleep 0.05; i=$((i+1))
    done
    return 1
}

# wait_gone NAME REGEX: poll until no line matches
wait_gone() {
    i=0
    while [ $i -lt $((100 * SCALE)) ]; do
        cap "$1" | grep -q -- "$2" || return 0
        sleep 0.05; i=$((i+1))
    done
    return 1
}

ok() { pass=$((pass+1)); }
bad() { fail=$((fail+1)); echo "FAIL: $*"; [ -n "$3" ] && cap "$3" | sed 's/^/    | /'; }

# expect NAME REGEX WHAT: the screen shows REGEX (waits up to 5 s)
expect() { if wait_for "$1" "$2"; then ok; else bad "$3 (no /$2/)" "" "$1"; fi; }
# expect_not NAME REGEX WHAT
expect_not() { if wait_gone "$1" "$2"; then ok; else bad "$3 (still /$2/)" "" "$1"; fi; }

keys() { n=$1; shift; T send-keys -t "$n" "$@"; }
# type NAME TEXT: literal text
typ() { T send-keys -t "$1" -l -- "$2"; }

# kill the private server and remove its socket
stop_server() {
    T kill-server 2>/dev/null
    rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$SOCK"
}

finish() {
    stop_server
    echo "tui: $pass passed, $fail failed"
    [ "$fail" -eq 0 ]
}
