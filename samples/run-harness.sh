#!/usr/bin/env bash
# run-harness.sh - build and run the ground-truth harness of every sample
# and held-out kernel on the local GPU.
#
# For each samples/*/kernel.cu and tests/heldout/*/kernel.cu this builds,
# inside the kernel's directory (as make-dumps.sh builds the cubins, so
# that __FILE__, which a failed assert prints, is "kernel.cu" in both),
#     nvcc -O2 -arch=sm_90 -DWARPSCOPE_HARNESS -o <tmp>/<name> kernel.cu
# and runs it with <dir>/gt/ as the output directory (launch.txt and the
# *.in.bin / *.out.bin buffer files; see samples/README.md).
#
# Usage: samples/run-harness.sh [--keep-going] [DIR...]
#   By default stops at the first failure with a message and exits 1.
#   --keep-going runs every kernel, reports all failures, and exits 1 if
#   any failed. DIRs (e.g. samples/softmax) restrict the run to those.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
cd "$root"

CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
PATH="$CUDA_HOME/bin:$PATH"
NVCC=${NVCC:-nvcc}
ARCH=${HARNESS_ARCH:-90}

keep_going=0
if [ "${1:-}" = "--keep-going" ]; then
    keep_going=1
    shift
fi

if [ $# -gt 0 ]; then
    dirs=("$@")
else
    dirs=()
    for f in samples/*/kernel.cu tests/heldout/*/kernel.cu; do
        [ -f "$f" ] && dirs+=("$(dirname "$f")")
    done
fi

bindir=$(mktemp -d "${TMPDIR:-/tmp}/warpscope-harness.XXXXXX")
bindir=$(cd "$bindir" && pwd)   # absolute: the build runs in the kernel directory
trap 'rm -rf "$bindir"' EXIT

failed=()
ok=0
for d in "${dirs[@]}"; do
    d=${d%/}
    name=$(echo "$d" | tr '/' '_')
    bin="$bindir/$name"
    echo "== harness $d"
    rm -rf "$d/gt"
    mkdir -p "$d/gt"
    echo "   (cd $d && $NVCC -O2 -arch=sm_$ARCH -DWARPSCOPE_HARNESS -o $bin kernel.cu)"
    if ! (cd "$d" && "$NVCC" -O2 -arch=sm_"$ARCH" -DWARPSCOPE_HARNESS -o "$bin" kernel.cu); then
        echo "run-harness: FAILED to build harness for $d" >&2
        failed+=("$d (build)")
        [ "$keep_going" = 1 ] && continue
        exit 1
    fi
    echo "   $bin $d/gt"
    if ! "$bin" "$d/gt"; then
        echo "run-harness: FAILED running harness for $d" >&2
        failed+=("$d (run)")
        [ "$keep_going" = 1 ] && continue
        exit 1
    fi
    ok=$((ok + 1))
done

echo "run-harness: $ok ok, ${#failed[@]} failed"
if [ ${#failed[@]} -gt 0 ]; then
    for f in "${failed[@]}"; do echo "run-harness: failed: $f" >&2; done
    exit 1
fi
