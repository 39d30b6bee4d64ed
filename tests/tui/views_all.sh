# views_all.sh - every analysis view (cfg, heat, rules, lanes; SASS and
# RDNA3 where they switch) on every sample's sm_80 and sm_90 listing and on
# the held-out kernels' sm_86 listings (an architecture no view was
# developed on), at 80x24 and 160x50, drawn off-screen by `warpscope
# screen --every` (sourced by tests/test_tui_views.sh).  Each screen must
# have its view's title, no error on the status lines, exactly ROWS lines
# of COLS cells, and no character outside printable ASCII and the glyphs
# the interface draws.  A listing whose first function has no instruction
# at all is drawn too.
GLYPHS='·…→↺≡─│┈┊┌┐└┘┬┼╭╮╯╰█▌▓▶▼▽◀○●▁▂▃▄▅▆▇'
check_screens() {   # FILE COLS ROWS: the screens are in $tmp/all
    LC_ALL=C.UTF-8 sed "s/[$GLYPHS]/x/g" "$tmp/all" | LC_ALL=C awk -v cols="$2" -v rows="$3" -v f="$1" '
    function done_section() {
        if (!sec) return
        if (n != rows) err = err sprintf(" [%s: %d rows]", cmd, n)
        if (!seen) err = err sprintf(" [%s: no /%s/]", cmd, want)
        if (last ~ /out of memory|does nothing here|is not bound|unknown command|cannot /) err = err sprintf(" [%s: status: %s]", cmd, last)
    }
    /^@@ / {
        done_section(); sec++; n = 0; seen = 0; cmd = substr($0, index(substr($0, 4), " ") + 4)
        if (cmd ~ /^cfg/) want = "cfg (SASS|RDNA3): [0-9]+ blocks"
        else if (cmd ~ /^heat/) want = "heat: (SASS|RDNA3) live ranges"
        else if (cmd ~ /^rules/) want = " rules: "
        else if (cmd ~ /^lanes/) want = "lanes: warp, wave32, wave64"
        next
    }
    {
        n++; last = $0
        if (length($0) != cols) err = err sprintf(" [%s: row %d has %d cells]", cmd, n, length($0))
        if ($0 ~ /[^ -~]/) err = err sprintf(" [%s: row %d: other characters]", cmd, n)
        if ($0 ~ want) seen = 1
    }
    END { done_section(); if (!sec) err = " no screen"; if (err != "") { print f " " cols "x" rows ":" err; exit 1 } }'
}
nall=0
for f in samples/*/sm_80.nvdisasm.sass samples/*/sm_90.nvdisasm.sass tests/heldout/*/sm_86.nvdisasm.sass \
         tests/data/bad/fuzz_xlate-empty-function.sass; do
    br=$(grep -m1 -o '/\*[0-9a-f]*\*/ *@!\{0,1\}P[0-6] BRA' "$f" | sed 's|/\*\([0-9a-f]*\)\*/.*|\1|')
    for size in 80x24 160x50; do
        "$WS" screen "$f" --size "$size" --every -c cfg -c move-last -c toggle-isa -c move-last \
            -c heat -c scroll-right -c toggle-isa -c scroll-right -c rules -c move-last -c step-prev \
            -c "goto 0x${br:-0}" -c lanes -c move-last -c next-function -c cfg -c heat -c rules -c lanes \
            > "$tmp/all" 2>&1
        if msg=$(check_screens "$f" "${size%x*}" "${size#*x}"); then ok; else bad "views all: $msg"; fi
        nall=$((nall + 1))
    done
done
[ "$nall" -ge 70 ] && ok || bad "views all: only $nall listings x sizes"
