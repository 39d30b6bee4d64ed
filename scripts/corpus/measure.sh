#!/bin/sh
# measure.sh - warpscope on the real-world corpus: translation coverage, and
# CFG and liveness against nvdisasm's, per listing, summed per project and
# architecture into a Markdown table.
#
#   scripts/corpus/measure.sh DUMP_DIR [OUT_DIR]      (from the repository root)
#
# DUMP_DIR is what scripts/corpus/dump.sh wrote (PROJECT/NAME.sass,
# .bbcfg.dot, .plr.txt).  Needs build/warpscope and build/libwscore.a (make);
# builds build/corpus-parity from scripts/corpus/parity.c.  OUT_DIR (default
# corpus/measure) receives:
#   rows.tsv       one row per listing: project sm listing functions clean
#                  insns translated cfg_funcs cfg_funcs_ok blocks blocks_ok
#                  edges edges_ok live_insns live_ok translate_status
#                  assembled (1 when llvm-mc-19 assembles the translation
#                  and ld.lld-19 links it into a code object, as verify does)
#   unsupported.txt  each UNSUPPORTED instruction: project sm listing
#                  opcode.mods text
#   parity/        each listing's CFG and liveness disagreements
#   table.md       the tables
# A translation: `warpscope translate LISTING --report R.json -o OUT.s`
# (gfx1100, wave32).  A function is clean when none of its instructions is
# UNSUPPORTED.  CFG and liveness are compared as tests/test_cfg.c and
# tests/test_live.c compare the samples (see parity.c).
set -eu
dumps=${1:?usage: measure.sh DUMP_DIR [OUT_DIR]}
out=${2:-corpus/measure}
WS=${WS:-build/warpscope}
parity=build/corpus-parity
cc -std=c11 -D_GNU_SOURCE -O2 -Wall -Wextra -Werror -I. -Icore -o "$parity" \
    scripts/corpus/parity.c tests/lib/dotref.c build/libwscore.a \
    -lelf -ldwarf -lcapstone -lz -lm -ldl -pthread
rm -rf "$out"
mkdir -p "$out/parity"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
: >"$out/rows.tsv"
: >"$out/unsupported.txt"

find "$dumps" -name '*.sass' | sort | while read -r sass; do
    rel=${sass#"$dumps"/}
    project=${rel%%/*}
    base=${sass%.sass}
    name=${rel#*/}
    name=${name%.sass}
    sm=${name##*.sm_}
    # translation
    set +e
    "$WS" translate "$sass" --report "$tmp/r.json" -o "$tmp/o.s" >/dev/null 2>"$tmp/err"
    st=$?
    set -e
    if [ "$st" -eq 0 ] || [ "$st" -eq 3 ]; then
        asm=0
        if llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize32 \
               -filetype=obj "$tmp/o.s" -o "$tmp/o.o" 2>>"$tmp/asmerr" &&
           ld.lld-19 -shared "$tmp/o.o" -o "$tmp/o.hsaco" 2>>"$tmp/asmerr"; then
            asm=1
        else
            sed "s|^|$rel: |" "$tmp/asmerr" >>"$out/parity/assemble-errors.txt"
        fi
        : >"$tmp/asmerr"
        counts=$(grep -o '"sass_insns":[0-9]*,"translated":[0-9]*' "$tmp/r.json" |
                 tr -c '0-9\n' ' ' | awk '{ f++; i += $1; t += $2; c += ($1 == $2) }
                                         END { printf "%d %d %d %d", f, c, i, t }')
        sed -n 's/^[[:space:]]*; UNSUPPORTED: *//p' "$tmp/o.s" |
            awk -v p="$project" -v s="$sm" -v l="$name" \
                '{ o = $1; if (o ~ /^@/) o = $2; sub(/;$/, "", o); sub(/ *;.*$/, ""); print p, s, l, o, $0 }' >>"$out/unsupported.txt"
    else
        # a listing warpscope cannot translate at all: every function unclean
        nf=$(grep -c '^\.text\.' "$sass" || true)
        ni=$(grep -c '^ *\/\*[0-9a-f]\{4,\}\*\/' "$sass" || true)
        counts="$nf 0 $ni 0"
        asm=0
        sed "s|^|$rel: |" "$tmp/err" >>"$out/parity/translate-errors.txt"
    fi
    # CFG and liveness
    set +e
    par=$("$parity" "$sass" "$base.bbcfg.dot" "$base.plr.txt" 2>"$out/parity/$(echo "$name" | tr / -).txt")
    set -e
    [ -s "$out/parity/$(echo "$name" | tr / -).txt" ] || rm -f "$out/parity/$(echo "$name" | tr / -).txt"
    [ -n "$par" ] || par="funcs 0/0 blocks 0/0 edges 0/0 insns 0/0"
    p=$(echo "$par" | awk '{ split($2, a, "/"); split($4, b, "/"); split($6, c, "/"); split($8, d, "/")
                             printf "%s %s %s %s %s %s %s %s", a[2], a[1], b[2], b[1], c[2], c[1], d[2], d[1] }')
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$project" "$sm" "$name" "$(echo $counts | tr ' ' '\t')" \
        "$(echo $p | tr ' ' '\t')" "$st" "$asm" >>"$out/rows.tsv"
done

# ---- the tables ---------------------------------------------------------------
pct() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0) print "-"; else printf "%.1f%%", 100 * a / b }'; }
{
    echo "| project | sm | listings | assemble and link | functions | clean | instructions | by rules | CFG functions agreeing | blocks | edges | liveness: instructions agreeing |"
    echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
    awk -F'\t' '{ k = $1 " " $2; keys[k] = 1; n[k]++; a[k] += $17; for (i = 4; i <= 15; i++) s[k, i] += $i }
                END { for (k in keys) { printf "%s %d %d", k, n[k], a[k]
                                        for (i = 4; i <= 15; i++) printf " %d", s[k, i]
                                        printf "\n" } }' "$out/rows.tsv" | sort -k1,1 -k2,2 >"$tmp/sum"
    awk -F'\t' '{ for (i = 4; i <= 15; i++) s[i] += $i; n++; a += $17 }
                END { print "all", "-", n, a, s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11], s[12], s[13], s[14], s[15] }' \
        "$out/rows.tsv" >>"$tmp/sum"
    while read -r pr sm n asm f c i t cf cfo b bo e eo li lo; do
        [ "$pr" = all ] && pr="**all**"
        [ "$sm" = - ] || sm="sm_$sm"
        echo "| $pr | $sm | $n | $asm | $f | $c ($(pct "$c" "$f")) | $i | $t ($(pct "$t" "$i")) | $cfo/$cf ($(pct "$cfo" "$cf")) | $bo/$b | $eo/$e | $lo/$li ($(pct "$lo" "$li")) |"
    done <"$tmp/sum"
    echo
    total=$(wc -l <"$out/unsupported.txt")
    echo "UNSUPPORTED instructions by opcode and modifiers (top 30 of $(awk '{ print $4 }' "$out/unsupported.txt" | sort -u | wc -l); $total instructions in all):"
    echo
    echo "| opcode.modifiers | instructions | listings | for example |"
    echo "|---|---|---|---|"
    awk '{ n[$4]++; if (!seen[$4, $3]++) l[$4]++
           if (!($4 in ex)) { t = $0; for (i = 1; i <= 4; i++) sub(/^[^ ]+ /, "", t); ex[$4] = t } }
         END { for (o in n) printf "%d\t%d\t%s\t%s\n", n[o], l[o], o, ex[o] }' "$out/unsupported.txt" |
        sort -t "$(printf '\t')" -k1,1nr -k3,3 | head -30 |
        awk -F'\t' '{ gsub(/`/, "", $4); printf "| `%s` | %d | %d | `%s` |\n", $3, $1, $2, $4 }'
    echo
    # functions whose liveness disagrees, by where the first disagreement is
    echo "Liveness disagreements by function (first disagreeing instruction):"
    echo
    echo "| class | functions | instructions disagreeing | for example |"
    echo "|---|---|---|---|"
    for f in "$out"/parity/*.txt; do
        [ -e "$f" ] || continue
        grep '^live ' "$f" | awk -v file="$(basename "$f" .txt)" '
            { fn = $2; n[fn]++; if (!(fn in first)) { first[fn] = $0; order[++k] = fn }
              if ($0 !~ /\*\/ CALL/) nc[fn]++ }
            END { for (i = 1; i <= k; i++) { fn = order[i]; l = first[fn]
                      cls = nc[fn] == 0 ? "only at CALLs" : (l ~ /\/\*0000\*\// ? "from the entry" : "inside the function")
                      printf "%s\t%d\t%s: %s\n", cls, n[fn], file, l } }'
    done | awk -F'\t' '{ f[$1]++; i[$1] += $2; if (!($1 in ex)) ex[$1] = $3 }
                       END { for (c in f) { e = ex[c]; gsub(/`/, "", e)
                                            printf "| %s | %d | %d | `%s` |\n", c, f[c], i[c], e } }' | sort
} >"$out/table.md"
cat "$out/table.md"
