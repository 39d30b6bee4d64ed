#!/usr/bin/env bash
# make-formats.sh - the other listing formats users have, for every sample:
# nvdisasm's default output (every section, not only code) and cuobjdump of
# objects, fat binaries, executables and static libraries holding code for
# two architectures.  Test data for the input layer: the same functions,
# offsets, instructions and lines must come out of every format.
#
# Usage (needs CUDA 13.0 with nvdisasm and cuobjdump; no GPU needed):
#     samples/make-formats.sh OUTPUT.tar.gz [DIR...]
#
# For samples/*/ (but big_unrolled, whose listings are large) with XX in 80 90,
# from the committed sm_XX.cubin (so offsets equal the -c listings'):
#   sm_XX.full.sass        nvdisasm sm_XX.cubin
#   sm_XX.full-g.sass      nvdisasm -g sm_XX.cubin
# and for the samples in $EXTRA also
#   sm_XX.full-gi.sass     nvdisasm -gi sm_XX.cubin
#   sm_XX.full-hex.sass    nvdisasm -hex sm_XX.cubin
# For every sample, one object with code for both architectures:
#   fat.o                  nvcc -c -lineinfo -O3 -gencode arch=compute_80,code=sm_80
#                               -gencode arch=compute_90,code=sm_90 -o fat.o kernel.cu
#   fat.cuobjdump.sass     cuobjdump -sass fat.o
# and for samples/reduce_block also
#   fat.fatbin             nvcc -fatbin (same flags)       fat.fatbin.cuobjdump.sass
#   app                    nvcc -DWARPSCOPE_HARNESS (same flags), an executable
#   app.cuobjdump.sass     cuobjdump -sass app
#   libfat.a               ar rcs libfat.a fat.o           libfat.a.cuobjdump.sass
#   fat.fun.cuobjdump.sass cuobjdump -sass -fun <first kernel> fat.o
#   fat.lelf.txt           cuobjdump -lelf fat.o;  app.lelf.txt: cuobjdump -lelf app
# The cubins inside fat.o (cuobjdump -xelf all) are compared with the
# committed sm_XX.cubin; the result goes to samples/FORMATS.txt.
set -eu
[ $# -ge 1 ] || { echo "usage: $0 OUTPUT.tar.gz [DIR...]" >&2; exit 2; }
case "$1" in /*) out="$1" ;; *) out="$(pwd)/$1" ;; esac
shift
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
PATH="$CUDA_HOME/bin:$PATH"
EXTRA="samples/reduce_block samples/conv2d_halo samples/half2_axpy samples/device_vars"
GEN="-lineinfo -O3 -gencode arch=compute_80,code=sm_80 -gencode arch=compute_90,code=sm_90"
report=samples/FORMATS.txt
fail=0
{
    echo "# samples/make-formats.sh"
    echo "date: $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
    nvdisasm --version | tail -2
    cuobjdump --version | tail -2
} >"$report"
dirs="$*"
[ -n "$dirs" ] || dirs=$(ls -d samples/*/ | sed 's:/$::' | grep -v big_unrolled)
files=$(mktemp)
for d in $dirs; do
    echo "== $d"
    for a in 80 90; do
        c=$d/sm_$a.cubin
        [ -f "$c" ] || { echo "$c missing" >>"$report"; fail=1; continue; }
        nvdisasm "$c" >"$d/sm_$a.full.sass" || fail=1
        nvdisasm -g "$c" >"$d/sm_$a.full-g.sass" || fail=1
        echo "$d/sm_$a.full.sass $d/sm_$a.full-g.sass" >>"$files"
        case " $EXTRA " in *" $d "*)
            nvdisasm -gi "$c" >"$d/sm_$a.full-gi.sass" || fail=1
            nvdisasm -hex "$c" >"$d/sm_$a.full-hex.sass" || fail=1
            echo "$d/sm_$a.full-gi.sass $d/sm_$a.full-hex.sass" >>"$files" ;;
        esac
    done
    (cd "$d" && nvcc -c $GEN -o fat.o kernel.cu) || { fail=1; continue; }
    cuobjdump -sass "$d/fat.o" >"$d/fat.cuobjdump.sass" || fail=1
    echo "$d/fat.o $d/fat.cuobjdump.sass" >>"$files"
    x=$(mktemp -d)
    (cd "$x" && cuobjdump -xelf all "$root/$d/fat.o" >/dev/null 2>&1) || true
    for e in "$x"/*; do
        [ -f "$e" ] || continue
        a=$(echo "$e" | sed -n 's/.*sm_\([0-9]*\).*/\1/p')
        if cmp -s "$e" "$d/sm_$a.cubin"; then r="identical to sm_$a.cubin"; else r="DIFFERS from sm_$a.cubin"; fi
        echo "$d/fat.o: $(basename "$e"): $r" >>"$report"
    done
    rm -rf "$x"
done
d=samples/reduce_block
if [ -f $d/fat.o ]; then
    (cd $d && nvcc -fatbin $GEN -o fat.fatbin kernel.cu && cuobjdump -sass fat.fatbin >fat.fatbin.cuobjdump.sass) || fail=1
    (cd $d && nvcc $GEN -DWARPSCOPE_HARNESS -o app kernel.cu && cuobjdump -sass app >app.cuobjdump.sass) || fail=1
    (cd $d && rm -f libfat.a && ar rcs libfat.a fat.o && cuobjdump -sass libfat.a >libfat.a.cuobjdump.sass) || fail=1
    k=$(cuobjdump -sass $d/fat.o | sed -n 's/.*Function : \([^ ]*\).*/\1/p' | head -1)
    cuobjdump -sass -fun "$k" $d/fat.o >$d/fat.fun.cuobjdump.sass || fail=1
    cuobjdump -lelf $d/fat.o >$d/fat.lelf.txt 2>&1 || true
    cuobjdump -lelf $d/app >$d/app.lelf.txt 2>&1 || true
    for f in fat.fatbin fat.fatbin.cuobjdump.sass app app.cuobjdump.sass libfat.a libfat.a.cuobjdump.sass fat.fun.cuobjdump.sass fat.lelf.txt app.lelf.txt; do
        echo "$d/$f" >>"$files"; done
fi
echo "status: $([ $fail = 0 ] && echo ok || echo FAILED)" >>"$report"
echo $report >>"$files"
tar czf "$out" $(cat "$files")
rm -f "$files"
cat "$report"
exit $fail
