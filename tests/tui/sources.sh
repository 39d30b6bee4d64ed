# sources.sh - pointing the interface at the sources of a listing made on
# another machine (sourced by tests/test_tui_sources.sh).  The listing's
# line table names /home/builder/histogram/kernel.cu (tests/data/elsewhere
# /README.md); the same file is samples/histogram_smem/kernel.cu here.  Its
# line 21 is `atomicAdd(&sh[w & 0xffu], 1u);` (samples/histogram_smem/kernel.cu).
SRCDIR=samples/histogram_smem
CFG=$tmp/cfg/warpscope/config

# found NAME WHAT: the source pane shows kernel.cu's line 21 (:line 21)
found() {
    cmd "$1" "line 21"
    expect "$1" "21 ▌        atomicAdd(&sh\[w" "$2"
}

# src_col NAME: the source pane's column (left of the first │), each row
# trimmed, joined: a wrapped path reads whole
src_col() { cap "$1" | sed 's/│.*//' | sed 's/^. *//; s/ *$//' | tr -d '\n'; }

# ---- missing: the full path, wrapped, a hint, no empty numbered lines ----
for size in "120 40" "80 24"; do
    set -- $size
    start s "$1" "$2" "$ELSEWHERE"
    expect s "kernel.cu (missing)" "sources $1x$2: the source is missing"
    settle
    if src_col s | grep -q -F "/home/builder/histogram/kernel.cu"; then ok; else
        bad "sources $1x$2: the full path looked for is not in the source pane" "" s; fi
    if src_col s | grep -q -F ":source-dir"; then ok; else
        bad "sources $1x$2: no hint naming :source-dir" "" s; fi
    # a numbered row with nothing after its number is an empty numbered line
    if cap s | sed 's/│.*//' | grep -q '^. *[0-9][0-9]* *.\{0,1\} *$'; then
        bad "sources $1x$2: empty numbered lines in the missing-source pane" "" s; else ok; fi
    keys s q
done

# ---- --source-dir and --substitute-path on the command line --------------
start s 120 40 "$ELSEWHERE" --source-dir "$SRCDIR"
expect s " kernel.cu  *│" "--source-dir: the source is found"
found s "--source-dir: line 21 shown"
keys s q
start s 120 40 "$ELSEWHERE" --substitute-path /home/builder/histogram "$PWD/$SRCDIR"
found s "--substitute-path: the source is found"
keys s q
start s 120 40 "$ELSEWHERE" --source-dir
expect s "EXITED rc=2" "--source-dir without DIR is a usage error"

# ---- :source-dir and :substitute-path re-resolve and redraw --------------
start s 120 40 "$ELSEWHERE"
expect s "kernel.cu (missing)" ":source-dir: missing first"
cmd s "source-dir $SRCDIR"
expect s ":source-dir: 1 file found; source $SRCDIR/kernel.cu" ":source-dir: says where"
expect s " kernel.cu  *│" ":source-dir: the title is the file's, not missing"
found s ":source-dir: the pane shows the source"
keys s q
start s 120 40 "$ELSEWHERE"
expect s "kernel.cu (missing)" ":substitute-path: missing first"
cmd s "substitute-path /home/builder/histogram $PWD/$SRCDIR"
found s ":substitute-path: the pane shows the source"
cmd s "substitute-path /only/one"
expect s "expected 'substitute-path FROM TO'" ":substitute-path with one word says what it takes"
keys s q

# ---- the configuration file, read as `warpscope lines` reads it ----------
mkdir -p "$(dirname "$CFG")"
printf '# my settings\nsubstitute-path /home/builder/histogram %s\n' "$PWD/$SRCDIR" >"$CFG"
start s 120 40 "$ELSEWHERE"
found s "config: substitute-path honoured by the interface"
keys s q
printf 'source-dir\n' >"$CFG"
start s 120 40 "$ELSEWHERE"
expect s "EXITED rc=2" "config: a bad line stops the interface with status 2"
expect s "config:1: " "config: the message names FILE:LINE"

# ---- :w config keeps the rules and the user's other lines ----------------
printf '# my settings\nkeys-note vi\n' >"$CFG"
start s 120 40 "$ELSEWHERE"
cmd s "source-dir $SRCDIR"
found s ":w config: found first"
cmd s "w config"
expect s "added 1 source rule to $CFG" ":w config: says what it wrote"
cmd s "w config"
expect s "already holds every source rule" ":w config twice adds nothing"
keys s q
if [ "$(cat "$CFG")" = "$(printf '# my settings\nkeys-note vi\nsource-dir %s' "$SRCDIR")" ]; then ok; else
    bad ":w config: the file is not the old lines plus the rule: $(cat "$CFG")"; fi
# a later start reads it back
start s 120 40 "$ELSEWHERE"
found s ":w config: a new start finds the source"
keys s q
rm -f "$CFG"
