#!/bin/sh
# test_tui_mouse.sh - the mouse in the interface: a click selects, the wheel
# scrolls.  tmux cannot click in a detached session, so the test writes the
# bytes a terminal sends in xterm's SGR mouse mode (ESC [ < b ; x ; y M for a
# press, m for the release; x and y count from 1; b = 0 left button, 65
# wheel down) straight to the interface's input (send-keys -H).
# Usage: tests/test_tui_mouse.sh BUILD   (run from the repository root)
BUILD=${1:-build}
WS=$(cd "$(dirname "$BUILD/warpscope")" && pwd)/warpscope
. tests/lib/tools.sh
if ! have_tool tmux; then
    echo "tui-mouse: SKIPPED: $(tool_missing tmux) (make deps installs it)"
    exit 0
fi
. tests/tui/lib.sh
tmp=$(mktemp -d)
trap 'stop_server; rm -rf "$tmp"' EXIT
ENVV="XDG_CONFIG_HOME=$tmp/cfg"
raw() { n=$1; shift; T send-keys -t "$n" -H $(printf '%s' "$*" | od -An -tx1); }
click() { raw "$1" "$(printf '\033[<0;%d;%dM' "$2" "$3")"; raw "$1" "$(printf '\033[<0;%d;%dm' "$2" "$3")"; }
wheel_down() { raw "$1" "$(printf '\033[<65;%d;%dM' "$2" "$3")"; }

# At 120x40 samples/reduce_block shows source | SASS | RDNA3; the SASS pane
# spans columns 33-74 and its first row (screen row 2) is instruction 0x0000,
# one instruction of 16 bytes a row.  Row 10 is therefore the 9th
# instruction, 0x0080.
start a 120 40 samples/reduce_block
expect a "▶0000 ▌LDC R1" "the SASS cursor starts on the first instruction"
click a 50 10
expect a "▶0080 ▌IMAD R0, R0, UR5, R11" "a click on row 10 of the SASS pane selects 0x0080"
expect a "SASS 0080 9/80 | line 40" "the status line follows the click"
# the wheel scrolls the pane under the pointer by three rows: 0x0030 on top
wheel_down a 50 10
expect a "^ *[0-9]* .*│.0030 ▌ULDC UR4" "wheel down scrolls the SASS pane by three rows"
# a click in the RDNA3 pane moves the focus there
click a 100 5
expect a "| RDNA3 " "a click in the RDNA3 pane focuses it"
keys a q
expect a "EXITED rc=0" "q leaves"
finish
