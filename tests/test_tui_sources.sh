#!/bin/sh
# test_tui_sources.sh - a newcomer's first hour, driven through tmux: a
# listing made on another machine (tests/data/elsewhere), its sources found
# with --source-dir, :source-dir, :substitute-path and the configuration
# file, saved with :w config; why an instruction is UNSUPPORTED (the operand,
# the near misses), U from every pane, Enter on an UNSUPPORTED line; and the
# whole journey (find, read why, fix by an edit, quit) in both keymaps and
# both wave sizes.  The scripts are tests/tui/sources.sh, explain.sh and
# journey.sh.
# Usage: tests/test_tui_sources.sh BUILD   (run from the repository root)
BUILD=${1:-build}
WS=$(cd "$(dirname "$BUILD/warpscope")" && pwd)/warpscope
. tests/lib/tools.sh
if ! have_tool tmux; then
    echo "tui sources: SKIPPED: $(tool_missing tmux) (make deps installs it)"
    exit 0
fi
. tests/tui/lib.sh
tmp=$(mktemp -d)
trap 'stop_server; rm -rf "$tmp"' EXIT
ENVV="XDG_CONFIG_HOME=$tmp/cfg"
# a session that outlives the others: killing the last one would stop the
# server while the next test starts its own
T new-session -d -s keep "sleep 600"
ELSEWHERE=tests/data/elsewhere/histogram.sass

# cmd NAME TEXT: type a command line and run it (vi's ':')
cmd() { keys "$1" :; typ "$1" "$2"; keys "$1" Enter; }

for f in ${WS_TUI_ONLY:-tests/tui/sources.sh tests/tui/explain.sh tests/tui/journey.sh}; do
    . "$f"
done
finish
