#!/bin/sh
# test_tui_keys.sh - keys and conventions of the interface, driven through
# tmux: q and Esc close the innermost thing open, help and view headers from
# the active keymap, C-z, search in help, the status bar and its messages,
# file and kernel names (tests/tui/keys_*.sh, sourced here).
# Usage: tests/test_tui_keys.sh BUILD   (run from the repository root)
BUILD=${1:-build}
WS=$(cd "$(dirname "$BUILD/warpscope")" && pwd)/warpscope
. tests/lib/tools.sh
if ! have_tool tmux; then
    echo "tui keys: SKIPPED: $(tool_missing tmux) (make deps installs it)"
    exit 0
fi
. tests/tui/lib.sh
tmp=$(mktemp -d)
trap 'stop_server; rm -rf "$tmp"' EXIT
ENVV="XDG_CONFIG_HOME=$tmp/cfg"
# a session that outlives the others: killing the last one would stop the
# server while the next test starts its own
T new-session -d -s keep "sleep 600"
SAMPLE=samples/reduce_block

# cmd NAME TEXT: type a command line and run it
cmd() { keys "$1" :; typ "$1" "$2"; keys "$1" Enter; }
# has NAME REGEX WHAT / lacks NAME REGEX WHAT: the screen shows (does not
# show) REGEX now, without waiting (after the change awaited has shown)
has() { settle; if cap "$1" | grep -q -- "$2"; then ok; else bad "$3 (no /$2/)" "" "$1"; fi; }
lacks() { settle; if cap "$1" | grep -q -- "$2"; then bad "$3 (still /$2/)" "" "$1"; else ok; fi; }

for f in tests/tui/keys_*.sh; do
    . "$f"
done
finish
