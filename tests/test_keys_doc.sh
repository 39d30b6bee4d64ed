#!/bin/sh
# test_keys_doc.sh - warpscope.1's and README.md's key lists are what the
# request table and the built-in keymaps say (scripts/keys-doc.sh --check:
# `warpscope keys --man` and `--markdown` against the lines between the
# files' "keys:" markers), and README's views table gives each view the keys
# the view list binds to it.
# Usage: tests/test_keys_doc.sh BUILD   (run from the repository root)
BUILD=${1:-build}
WS=$BUILD/warpscope
pass=0; fail=0
ok() { pass=$((pass+1)); }
bad() { fail=$((fail+1)); echo "FAIL: $*"; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if sh scripts/keys-doc.sh "$BUILD" --check >"$tmp/out" 2>&1; then ok; else bad "key lists out of date:"; cat "$tmp/out"; fi

# the lists name every request, once each, in each file; the keys a hand
# reading of keymaps/*.keys and view_list.h gives for a few of them
for r in $(sed -n 's/^ *X([A-Z_]*, *"\([a-z-]*\)".*/\1/p' ui/term/tui_request.h) \
         $(sed -n 's/^ *[A-Z]*(X, [A-Z_]*, [a-z_]*, "\([a-z-]\{1,\}\)".*/\1/p' ui/term/view_list.h); do
    c=$(grep -c "^| \`$r\` |" README.md)
    [ "$c" -eq 1 ] && ok || bad "README.md lists request $r $c times"
done
while IFS='|' read -r req vi emacs; do
    if grep -q -F "| \`$req\` | $vi | $emacs |" README.md; then ok; else
        bad "README.md: $req should be vi $vi, emacs $emacs"; fi
    m=$(printf '%s' "$req" | sed 's/-/\\-/g')
    grep -A4 -F ".B $m" warpscope.1 >"$tmp/m"
    if grep -q -F "vi: " "$tmp/m"; then ok; else bad "warpscope.1: no keys for $req"; fi
done <<'LIST'
close-view|`C-w q`|`C-c k`
close|`<Esc>`|`<Esc>` `C-g` `q`
quit|`q` `C-c`|`C-x C-c`
suspend|`C-z`|`C-z`
help|`<F1>`|`?` `<F1>`
half-page-down|`C-d`|
view-cfg|`g c`|`C-c c`
LIST
# no request is listed as bound to "-"
if grep -q '^| `[a-z-]*` | `-` |' README.md; then bad "README.md lists a request bound to '-'"; else ok; fi

# README's views table: each analysis view's row has the keys of its
# request in both keymaps
for v in cfg heat rules lanes run lockstep; do
    kv=$("$WS" keys --keymap vi | awk -v r="view-$v" '$0 ~ " " r " " { sub(/ +view-.*/, ""); print }')
    ke=$("$WS" keys --keymap emacs | awk -v r="view-$v" '$0 ~ " " r " " { sub(/ +view-.*/, ""); print }')
    row=$(grep -E "^\| [^|]+ \| \`$kv\`[^|]*\| \`$ke\`[^|]*\| \`:$v\`" README.md)
    [ -n "$kv" ] && [ -n "$ke" ] && [ -n "$row" ] && ok || bad "README.md views table: no row for :$v with vi '$kv', emacs '$ke'"
done

echo "keys doc: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
