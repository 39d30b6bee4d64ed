#!/bin/sh
# make-recordings.sh - remake tests/data/record/ on a machine with an NVIDIA
# GPU, CUDA 13 (nvcc, nvdisasm) and a built warpscope (make):
#   ptrchase, ptrchase_cap   tests/record/ptrchase.cu
#   lud                      rodinia's LU decomposition (three kernels), built
#                            from https://github.com/yuhc/gpu-rodinia (commit
#                            9c10d3e), cuda/lud: lud_cuda -s 64 -v
# Usage: tests/record/make-recordings.sh RODINIA_CHECKOUT   (from the repository root)
set -eu
rodinia=${1:?usage: make-recordings.sh RODINIA_CHECKOUT}
WS=build/warpscope
D=tests/data/record
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
nvcc -O2 -arch=sm_90 -o "$tmp/ptrchase" tests/record/ptrchase.cu
L=$rodinia/cuda/lud
nvcc -O3 -use_fast_math -arch=sm_90 -I"$L/common" -o "$tmp/lud_cuda" \
    "$L/cuda/lud.cu" "$L/cuda/lud_kernel.cu" "$L/common/common.c"
rm -rf "$D/ptrchase" "$D/ptrchase_cap" "$D/lud"
mkdir -p "$D"
$WS record --out "$D/ptrchase" -- "$tmp/ptrchase"
$WS record --out "$D/ptrchase_cap" --max-bytes 1000 -- "$tmp/ptrchase"
$WS record --out "$D/lud" -- "$tmp/lud_cuda" -s 64 -v
