#!/bin/sh
# make-recordings.sh - remake tests/data/record/ on a machine with an NVIDIA
# GPU, CUDA 13 (nvcc, nvdisasm) and a built warpscope (make):
#   ptrchase, ptrchase_cap   tests/record/ptrchase.cu
#   lud                      rodinia's LU decomposition (three kernels):
#                            lud_cuda -s 64 -v, built with -use_fast_math
#   lud_ieee                 the same built without -use_fast_math
#   nw                       rodinia's Needleman-Wunsch (two kernels):
#                            needle 64 10
#   pathfinder               rodinia's dynamic-programming path search (one
#                            kernel, one launch per pyramid step):
#                            pathfinder 512 12 2
#   srad_v2                  rodinia's speckle-reducing diffusion (two
#                            kernels a step): srad 32 32 0 15 0 15 0.5 2
#   backprop                 rodinia's back-propagation layer (two kernels):
#                            backprop 128
# The rodinia programs are built from https://github.com/yuhc/gpu-rodinia
# (commit 9c10d3e), cuda/<program>, with -O3 -arch=sm_90 (lud also with
# -use_fast_math), and cudaThreadSynchronize defined as
# cudaDeviceSynchronize, which CUDA 12 removed.
# Usage (from the repository root):
#   tests/record/make-recordings.sh RODINIA_CHECKOUT [NAME...]
# with no NAME, all of them; WS=PATH names another warpscope binary (its
# libwsrecord.so beside it).
set -eu
rodinia=${1:?usage: make-recordings.sh RODINIA_CHECKOUT [NAME...]}
shift
WS=${WS:-build/warpscope}
D=tests/data/record
R=$rodinia/cuda
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
NVCC="nvcc -O3 -arch=sm_90 -DcudaThreadSynchronize=cudaDeviceSynchronize"
[ $# -gt 0 ] || set -- ptrchase lud lud_ieee nw pathfinder srad_v2 backprop
mkdir -p "$D"
for name in "$@"; do
    case $name in
    ptrchase)
        nvcc -O2 -arch=sm_90 -o "$tmp/ptrchase" tests/record/ptrchase.cu
        rm -rf "$D/ptrchase" "$D/ptrchase_cap"
        $WS record --out "$D/ptrchase" -- "$tmp/ptrchase"
        $WS record --out "$D/ptrchase_cap" --max-bytes 1000 -- "$tmp/ptrchase" ;;
    lud|lud_ieee)
        L=$R/lud
        fm=; [ "$name" = lud ] && fm=-use_fast_math
        $NVCC $fm -I"$L/common" -o "$tmp/lud_cuda" \
            "$L/cuda/lud.cu" "$L/cuda/lud_kernel.cu" "$L/common/common.c"
        rm -rf "$D/$name"
        $WS record --out "$D/$name" -- "$tmp/lud_cuda" -s 64 -v ;;
    nw)
        $NVCC -o "$tmp/needle" "$R/nw/needle.cu"
        rm -rf "$D/nw"
        $WS record --out "$D/nw" -- "$tmp/needle" 64 10 ;;
    pathfinder)
        $NVCC -o "$tmp/pathfinder" "$R/pathfinder/pathfinder.cu"
        rm -rf "$D/pathfinder"
        $WS record --out "$D/pathfinder" -- "$tmp/pathfinder" 512 12 2 ;;
    srad_v2)
        $NVCC -o "$tmp/srad" "$R/srad/srad_v2/srad.cu"
        rm -rf "$D/srad_v2"
        $WS record --out "$D/srad_v2" -- "$tmp/srad" 32 32 0 15 0 15 0.5 2 ;;
    backprop)
        B=$R/backprop
        $NVCC -o "$tmp/backprop" "$B/backprop_cuda.cu" "$B/backprop.c" "$B/facetrain.c" "$B/imagenet.c"
        rm -rf "$D/backprop"
        $WS record --out "$D/backprop" -- "$tmp/backprop" 128 ;;
    *)
        echo "make-recordings.sh: no recording named '$name'" >&2
        exit 2 ;;
    esac
done
