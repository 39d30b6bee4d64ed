#!/bin/sh
# dump.sh - nvdisasm's view of every corpus cubin, on a machine with the
# CUDA toolkit (nvdisasm; CUDA 13.0 made the committed table).
#
#   scripts/corpus/dump.sh CUBIN_DIR OUT_DIR
#
# For each CUBIN_DIR/PROJECT/NAME.cubin it writes into OUT_DIR/PROJECT/:
#   NAME.sass       nvdisasm -c -g NAME.cubin
#   NAME.bbcfg.dot  nvdisasm -bbcfg NAME.cubin
#   NAME.plr.txt    nvdisasm -c -plr -lrm count NAME.cubin
# and a failed disassembly's messages as NAME.EXT.err; OUT_DIR/TOOLS.txt
# holds the tool versions and the GPU.  JOBS=N runs N at once (default 8).
set -eu
# dump.sh --one IN OUT REL: the three dumps of one cubin (run through xargs)
if [ "$1" = --one ]; then
    in=$2 out=$3 rel=$4
    base=$out/${rel%.cubin}
    mkdir -p "$(dirname "$base")"
    for kind in sass bbcfg.dot plr.txt; do
        case $kind in
        sass) set -- -c -g ;;
        bbcfg.dot) set -- -bbcfg ;;
        plr.txt) set -- -c -plr -lrm count ;;
        esac
        if nvdisasm "$@" "$in/$rel" >"$base.$kind" 2>"$base.$kind.err"; then
            [ -s "$base.$kind.err" ] || rm -f "$base.$kind.err"
        fi
    done
    exit 0
fi

in=${1:?usage: dump.sh CUBIN_DIR OUT_DIR}
out=${2:?usage: dump.sh CUBIN_DIR OUT_DIR}
mkdir -p "$out"

{
    echo "## date"; date -u '+%Y-%m-%d %H:%M UTC'
    echo "## nvdisasm --version"; nvdisasm --version
    echo "## nvidia-smi -L"; nvidia-smi -L 2>&1 || true
} >"$out/TOOLS.txt"
(cd "$in" && find . -name '*.cubin' | sed 's|^\./||' | sort) |
    while read -r rel; do echo "$in $out $rel"; done |
    xargs -P "${JOBS:-8}" -L 1 sh "$0" --one
echo "dumped $(find "$out" -name '*.sass' | wc -l) cubins into $out;" \
     "$(find "$out" -name '*.err' | wc -l) with messages"
