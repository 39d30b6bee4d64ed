#!/bin/sh
# record-samples.sh - record every sample program with `warpscope record`,
# no harness code: each kernel.cu is built with -DWARPSCOPE_HARNESS
# -DWARPSCOPE_PLAIN (samples/harness.h: plain cudaMalloc'd buffers, no
# launch records), exactly as samples/run-harness.sh builds the harness.
# Needs an NVIDIA GPU, CUDA 13 and a built warpscope.
# Usage: samples/record-samples.sh OUTDIR [SAMPLE_DIR...]   (from the repository root)
set -eu
out=${1:?usage: record-samples.sh OUTDIR [SAMPLE_DIR...]}
shift
[ $# -gt 0 ] || set -- samples/*/
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"
for d in "$@"; do
    d=${d%/}
    n=$(basename "$d")
    [ -f "$d/kernel.cu" ] || continue
    nvcc -O2 -arch=sm_${HARNESS_ARCH:-90} -DWARPSCOPE_HARNESS -DWARPSCOPE_PLAIN -o "$tmp/$n" "$d/kernel.cu"
    build/warpscope record --out "$out/$n" -- "$tmp/$n"
done
