#!/bin/sh
# test_tui_views.sh - the analysis views (cfg, heat, rules, lanes) driven
# through tmux on samples/reduce_block, at 120x40 and 80x24, checked against
# the CLI's own answers (warpscope cfg --json, warpscope live --json); a
# generated 209-block function and every sample and held-out listing drawn
# off-screen (warpscope screen).
# Usage: tests/test_tui_views.sh BUILD   (run from the repository root)
BUILD=${1:-build}
WS=$(cd "$(dirname "$BUILD/warpscope")" && pwd)/warpscope
. tests/lib/tools.sh
if ! have_tool tmux; then
    echo "tui views: SKIPPED: $(tool_missing tmux) (make deps installs it)"
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

for f in tests/tui/views_*.sh; do
    . "$f"
done
finish
