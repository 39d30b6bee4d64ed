#!/bin/sh
# keys-doc.sh BUILD [--check] - the key lists of warpscope.1 and README.md
# from the request table and the built-in keymaps (`warpscope keys --man`,
# `--markdown`): each goes between its file's "keys: BEGIN" and "keys: END"
# marker lines.  --check changes nothing and fails (exit 1, with a diff)
# when a file's list is not what the keymaps say.  `make keys-doc` runs it;
# tests/test_keys_doc.sh runs it with --check.
BUILD=${1:-build}
check=${2:-}
WS=$BUILD/warpscope
cd "$(dirname "$0")/.." || exit 2
[ -x "$WS" ] || { echo "keys-doc: no $WS (make first)" >&2; exit 2; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
rc=0
# splice FILE FORMAT: FILE with the lines between its markers replaced
splice() {
    "$WS" keys "--$2" >"$tmp/list" || exit 2
    n=$(grep -c 'keys: \(BEGIN\|END\)' "$1")
    if [ "$n" -ne 2 ]; then echo "keys-doc: $1: expected one keys: BEGIN and one keys: END line" >&2; exit 2; fi
    awk -v list="$tmp/list" '
        /keys: BEGIN/ { print; while ((getline l < list) > 0) print l; skip = 1; next }
        /keys: END/ { skip = 0 }
        !skip' "$1" >"$tmp/new"
    if [ "$check" = --check ]; then
        if ! cmp -s "$1" "$tmp/new"; then
            echo "keys-doc: $1 does not list the keys the keymaps bind (make keys-doc):"
            diff -u "$1" "$tmp/new" | head -40
            rc=1
        fi
    elif ! cmp -s "$1" "$tmp/new"; then
        cp "$tmp/new" "$1" && echo "keys-doc: wrote $1"
    fi
}
splice warpscope.1 man
splice README.md markdown
exit $rc
