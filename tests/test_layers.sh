#!/bin/sh
# test_layers.sh - the folders of the code depend on each other in one order.
#
# Every #include "..." in core/, ui/ and views/ is resolved the way the
# compiler resolves it (the including file's folder, then -Icore, then -I.)
# and the edge "folder of the includer -> folder of the included" must be
# allowed below.  A layer may include itself and the layers it names; nothing
# else.  The core never includes a terminal library.  Run with -v to print
# the order; a wrong-way include prints FILE:LINE and fails.
#
# The order (each layer lists what it may include):
LAYERS='
core/base:
core/sass: core/base
core/rdna: core/base
core/debuginfo: core/base
core/analysis: core/base core/sass core/rdna
core/xlate: core/base core/sass core/rdna core/analysis
core/emu: core/base core/sass core/rdna core/debuginfo core/analysis core/xlate
core/session: core/base core/sass core/rdna core/debuginfo core/analysis core/xlate core/emu
ui/term: core/base
ui/record:
views: core/base core/sass core/rdna core/debuginfo core/analysis core/xlate core/emu core/session ui/term
ui: core/base core/sass core/rdna core/debuginfo core/analysis core/xlate core/emu core/session ui/term views
'
ROOT=${WS_LAYERS_ROOT:-.}
cd "$ROOT" || exit 2
# The check checks itself first: a copy of the tree with a wrong-way include
# planted (the base layer including the session) must fail at that line.
if [ -z "${WS_LAYERS_ROOT:-}" ]; then
    plant=$(mktemp -d)
    cp -r core ui views "$plant/"
    sed -i '1i #include "session/session.h"' "$plant/core/base/arena.c"
    if out=$(WS_LAYERS_ROOT="$plant" sh "$0" 2>&1); then
        echo "layers: a planted wrong-way include (core/base/arena.c -> session) passed the check"
        rm -rf "$plant"; exit 1
    fi
    rm -rf "$plant"
    case "$out" in
        *"core/base/arena.c:1: core/base may not include core/session/session.h"*) ;;
        *) echo "layers: the planted include was not reported at its line: $out"; exit 1 ;;
    esac
fi
[ "${1:-}" = -v ] && printf '%s\n' "$LAYERS" | sed '/^$/d'

# layer of a path: the longest layer name that is a folder prefix of it
layer_of() {
    best=""
    for l in $(printf '%s\n' "$LAYERS" | sed -n 's/^\([^:]*\):.*/\1/p'); do
        case "$1" in "$l"/*) [ ${#l} -gt ${#best} ] && best=$l ;; esac
    done
    echo "$best"
}
allowed() {     # allowed FROM TO
    [ "$1" = "$2" ] && return 0
    deps=$(printf '%s\n' "$LAYERS" | sed -n "s|^$1:||p")
    for d in $deps; do [ "$d" = "$2" ] && return 0; done
    return 1
}

TMPF=$(mktemp); EDGES=$(mktemp)
trap 'rm -f "$TMPF" "$EDGES"' EXIT
bad=0 files=0
for f in $(find core ui views -name '*.[ch]' | sort); do
    files=$((files + 1))
    from=$(layer_of "$f")
    if [ -z "$from" ]; then echo "$f: in no layer (add its folder to tests/test_layers.sh)"; bad=1; continue; fi
    case "$f" in core/*)
        if grep -n '#include *<n\?curses' "$f" >/dev/null; then
            echo "$f:$(grep -n '#include *<n\?curses' "$f" | cut -d: -f1): the core includes curses"; bad=1; fi ;;
    esac
    grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$f" | while IFS= read -r row; do
        line=${row%%:*}
        inc=$(printf '%s\n' "$row" | sed 's/.*include[[:space:]]*"\([^"]*\)".*/\1/')
        dir=$(dirname "$f")
        if [ -f "$dir/$inc" ]; then target="$dir/$inc"
        elif [ -f "core/$inc" ]; then target="core/$inc"
        elif [ -f "$inc" ]; then target="$inc"
        else echo "$f:$line: #include \"$inc\" not found"; echo x >>"$TMPF"; continue; fi
        target=$(realpath --relative-to=. "$target")
        to=$(layer_of "$target")
        if ! allowed "$from" "$to"; then
            echo "$f:$line: $from may not include $target ($to)"; echo x >>"$TMPF"
        fi
        echo e >>"$EDGES"
    done
done
[ -s "$TMPF" ] && bad=1
edges=$(wc -l <"$EDGES")
if [ "$files" -lt 100 ] || [ "$edges" -lt 200 ]; then
    echo "layers: only $files files and $edges include edges found: is this the source tree?"; bad=1; fi
if [ $bad = 0 ]; then echo "layers: $edges include edges in $files files follow the order"
else echo "layers: FAILED"; fi
exit $bad
