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
#   hotspot                  rodinia's thermal simulation (one kernel):
#                            hotspot 64 2 4, temperature and power grids
#                            generated below (awk, fixed seed)
#   bfs                      rodinia's breadth-first search (two kernels,
#                            one pair of launches per level): a 2048-node
#                            graph generated below (awk, fixed seed)
#   lavamd                   rodinia's particle interactions: -boxes1d 2
#   particlefilter           rodinia's particle filter, naive version:
#                            -x 32 -y 32 -z 4 -np 128
#   streamcluster            rodinia's online clustering: 3 5 8 256 256 64
#                            (first 24 launches)
#   nn                       rodinia's nearest neighbour: 2,000 records made
#                            by its hurricane_gen, -r 5 -lat 30 -lng 90
# and from NVIDIA's cuda-samples (commit c94ff36, Samples/<dir>, every .cu
# and .cpp of the sample's directory, -I Common), at their built-in sizes:
#   vectoradd                0_Introduction/vectorAdd
#   atomics                  0_Introduction/simpleAtomicIntrinsics
#   vote                     0_Introduction/simpleVoteIntrinsics
#   templates                0_Introduction/simpleTemplates
#   template                 0_Introduction/template
#   inlineptx                2_Concepts_and_Techniques/inlinePTX
#   matrixmul                0_Introduction/matrixMul -wA=64 -hA=64 -wB=64
#                            -hB=64 (the first 2 of its 301 launches)
#   fp16dot                  0_Introduction/fp16ScalarProduct
#   aligned                  6_Performance/alignedTypes (first 8 launches)
#   layered                  0_Introduction/simpleLayeredTexture (first launch)
#   reduction-k0..6          2_Concepts_and_Techniques/reduction --n=8192
#                            --kernel=K --threads=128 (first 2 launches each)
#   transpose                6_Performance/transpose -dimX=64 -dimY=64 (16)
#   radixsort                2_Concepts_and_Techniques/radixSortThrust
#                            -n=4096 -quiet (first 40 launches: thrust/cub)
#   g2sasync                 3_CUDA_Features/globalToShmemAsyncCopy -wA=64
#                            -hA=64 -wB=64 -hB=64 (8: cp.async pipelines)
#   binpart                  3_CUDA_Features/binaryPartitionCG
#   tfreduce                 2_Concepts_and_Techniques/threadFenceReduction
#                            --n=16384 (6)
#   shflscan                 2_Concepts_and_Techniques/shfl_scan (first 3)
#   hotspot3d                rodinia's hotspot3D: 64 4 3, generated
#                            64x64x4 power and temperature (awk, fixed seeds)
#   coopgroups               0_Introduction/simpleCooperativeGroups (a
#                            kernel that only prints: nothing to compare)
# Committed packed (NAME.tar.xz, test_realprog.sh unpacks them): lud_ieee,
# nw, pathfinder, hotspot, bfs, streamcluster, vectoradd and every one
# after aligned above but coopgroups; the others are read in place by
# other tests too (test_record.sh, test_diff.sh) or hold hand-added lines.
# and our own:
#   textures                 tests/record/textures.cu: texture and surface
#                            objects (tests/record/texture-bounds.sh adds
#                            the linear filters' compare bounds)
# The rodinia programs are built from https://github.com/yuhc/gpu-rodinia
# (commit 9c10d3e), cuda/<program>, with -O3 -arch=sm_90 (lud also with
# -use_fast_math), and cudaThreadSynchronize defined as
# cudaDeviceSynchronize, which CUDA 12 removed.
# Usage (from the repository root):
#   tests/record/make-recordings.sh SRC [NAME...]
# SRC is a rodinia checkout, or a folder holding rodinia/ and cuda-samples/
# checkouts (scripts/corpus/build.sh's OUT/src is one); with no NAME, all
# the rodinia ones; WS=PATH names another warpscope binary (its
# libwsrecord.so beside it).
set -eu
src=${1:?usage: make-recordings.sh SRC [NAME...]}
shift
if [ -d "$src/rodinia/cuda" ]; then rodinia=$src/rodinia; else rodinia=$src; fi
S=$src/cuda-samples
WS=${WS:-build/warpscope}
WS=$(cd "$(dirname "$WS")" && pwd)/$(basename "$WS")
D=tests/data/record
R=$rodinia/cuda
# sample NAME DIR ARGS...: build a cuda-samples program and record it
sample() {
    name=$1 dir=$S/Samples/$2
    shift 2
    nvcc -O3 -arch=sm_90 -I"$S/Common" -I"$dir" -o "$tmp/$name" \
        $(ls "$dir"/*.cu "$dir"/*.cpp 2>/dev/null)
    rm -rf "$D/$name"
    (cd "$tmp" && $WS record --out "$OLDPWD/$D/$name" $REC -- "./$name" "$@")
}
# pack NAME: commit a recording packed (test_realprog.sh unpacks D/NAME.tar.xz)
pack() {
    tar cJf "$D/$1.tar.xz" -C "$D" "$1" && rm -rf "${D:?}/$1"
}
REC=
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
        $WS record --out "$D/$name" -- "$tmp/lud_cuda" -s 64 -v
        [ "$name" = lud ] || pack "$name" ;;
    nw)
        $NVCC -o "$tmp/needle" "$R/nw/needle.cu"
        rm -rf "$D/nw"
        $WS record --out "$D/nw" -- "$tmp/needle" 64 10
        pack nw ;;
    pathfinder)
        $NVCC -o "$tmp/pathfinder" "$R/pathfinder/pathfinder.cu"
        rm -rf "$D/pathfinder"
        $WS record --out "$D/pathfinder" -- "$tmp/pathfinder" 512 12 2
        pack pathfinder ;;
    srad_v2)
        $NVCC -o "$tmp/srad" "$R/srad/srad_v2/srad.cu"
        rm -rf "$D/srad_v2"
        $WS record --out "$D/srad_v2" -- "$tmp/srad" 32 32 0 15 0 15 0.5 2 ;;
    backprop)
        B=$R/backprop
        $NVCC -o "$tmp/backprop" "$B/backprop_cuda.cu" "$B/backprop.c" "$B/facetrain.c" "$B/imagenet.c"
        rm -rf "$D/backprop"
        $WS record --out "$D/backprop" -- "$tmp/backprop" 128 ;;
    hotspot)
        awk 'BEGIN { srand(7); for (i = 0; i < 64 * 64; i++) printf "%.6f\n", 323 + 20 * rand() }' >"$tmp/temp_64"
        awk 'BEGIN { srand(8); for (i = 0; i < 64 * 64; i++) printf "%.9f\n", 0.0005 * rand() }' >"$tmp/power_64"
        $NVCC -o "$tmp/hotspot" "$R/hotspot/hotspot.cu"
        rm -rf "$D/hotspot"
        (cd "$tmp" && $WS record --out "$OLDPWD/$D/hotspot" -- ./hotspot 64 2 4 temp_64 power_64 out)
        pack hotspot ;;
    bfs)
        # rodinia's graph format: node count, (first edge, edge count) per
        # node, the source, the edge count, (destination, cost) per edge
        awk 'BEGIN { srand(9); n = 2048; e = 0
                     for (i = 0; i < n; i++) { d[i] = 1 + int(4 * rand()); s[i] = e; e += d[i] }
                     print n; for (i = 0; i < n; i++) print s[i], d[i]; print 0; print e
                     for (i = 0; i < n; i++) for (k = 0; k < d[i]; k++) print int(n * rand()), 1 + int(9 * rand()) }' >"$tmp/graph"
        $NVCC -I"$R/bfs" -o "$tmp/bfs" "$R/bfs/bfs.cu"
        rm -rf "$D/bfs"
        (cd "$tmp" && $WS record --out "$OLDPWD/$D/bfs" -- ./bfs graph)
        pack bfs ;;
    lavamd)
        L=$R/lavaMD
        $NVCC -o "$tmp/lavamd" "$L/main.c" "$L/util/num/num.c" "$L/util/timer/timer.c" \
            "$L/util/device/device.cu" "$L/kernel/kernel_gpu_cuda_wrapper.cu"
        rm -rf "$D/lavamd"
        $WS record --out "$D/lavamd" -- "$tmp/lavamd" -boxes1d 2 ;;
    particlefilter)
        $NVCC -o "$tmp/pf" "$R/particlefilter/ex_particle_CUDA_naive_seq.cu" -lm
        rm -rf "$D/particlefilter"
        $WS record --out "$D/particlefilter" -- "$tmp/pf" -x 32 -y 32 -z 4 -np 128 ;;
    streamcluster)
        C=$R/streamcluster
        $NVCC -o "$tmp/sc" "$C/streamcluster_cuda_cpu.cpp" "$C/streamcluster_cuda.cu"
        rm -rf "$D/streamcluster"
        (cd "$tmp" && $WS record --out "$OLDPWD/$D/streamcluster" --launches 24 -- ./sc 3 5 8 256 256 64 none out 1)
        pack streamcluster ;;
    nn)
        gcc -O2 -o "$tmp/hgen" "$R/nn/hurricane_gen.c"
        (cd "$tmp" && mkdir -p data && ./hgen 2000 2 >/dev/null && ls data/cane*.db >filelist)
        $NVCC -o "$tmp/nn" "$R/nn/nn_cuda.cu"
        rm -rf "$D/nn"
        (cd "$tmp" && $WS record --out "$OLDPWD/$D/nn" -- ./nn filelist -r 5 -lat 30 -lng 90) ;;
    textures)
        nvcc -O2 -arch=sm_90 -o "$tmp/textures" tests/record/textures.cu
        rm -rf "$D/textures"
        $WS record --out "$D/textures" -- "$tmp/textures"
        tests/record/texture-bounds.sh "$D/textures" ;;
    layered)
        # one launch (5 MiB of texels, 5 MiB of output): committed packed
        REC="--launches 1 --max-bytes 8000000"; sample layered 0_Introduction/simpleLayeredTexture; REC=
        pack layered ;;
    reduction)
        for k in 0 1 2 3 4 5 6; do
            REC="--launches 2 --max-bytes 4000000"
            sample reduction-k$k 2_Concepts_and_Techniques/reduction --n=8192 --kernel=$k --threads=128
            pack reduction-k$k
        done; REC= ;;
    transpose) REC="--launches 16 --max-bytes 4000000"; sample transpose 6_Performance/transpose -dimX=64 -dimY=64; REC=; pack transpose ;;
    radixsort) REC="--launches 40 --max-bytes 4000000"; sample radixsort 2_Concepts_and_Techniques/radixSortThrust -n=4096 -quiet; REC=; pack radixsort ;;
    g2sasync) REC="--launches 8 --max-bytes 4000000"; sample g2sasync 3_CUDA_Features/globalToShmemAsyncCopy -wA=64 -hA=64 -wB=64 -hB=64; REC=; pack g2sasync ;;
    binpart) REC="--launches 4 --max-bytes 4000000"; sample binpart 3_CUDA_Features/binaryPartitionCG; REC=; pack binpart ;;
    tfreduce) REC="--launches 6 --max-bytes 4000000"; sample tfreduce 2_Concepts_and_Techniques/threadFenceReduction --n=16384; REC=; pack tfreduce ;;
    shflscan) REC="--launches 3 --max-bytes 4000000"; sample shflscan 2_Concepts_and_Techniques/shfl_scan; REC=; pack shflscan ;;
    coopgroups) REC="--launches 4"; sample coopgroups 0_Introduction/simpleCooperativeGroups; REC= ;;
    hotspot3d)
        awk 'BEGIN { srand(11); for (i = 0; i < 64*64*4; i++) printf "%.6f\n", 0.0005 * rand() }' >"$tmp/power"
        awk 'BEGIN { srand(12); for (i = 0; i < 64*64*4; i++) printf "%.6f\n", 323 + 20 * rand() }' >"$tmp/temp"
        $NVCC -o "$tmp/h3d" "$R/hotspot3D/3D.cu"
        rm -rf "$D/hotspot3d"
        (cd "$tmp" && $WS record --out "$OLDPWD/$D/hotspot3d" --launches 4 -- ./h3d 64 4 3 power temp out)
        pack hotspot3d ;;
    vectoradd) sample vectoradd 0_Introduction/vectorAdd; pack vectoradd ;;
    atomics)
        sample atomics 0_Introduction/simpleAtomicIntrinsics
        # atomicExch(&g[2], tid) and atomicCAS(&g[7], tid - 1, tid) leave
        # whichever of the 64 x 256 threads came last; the program's own
        # check (simpleAtomicIntrinsics_cpu.cpp) accepts any thread index
        for e in 2 7; do
            echo "racy a0 $e 0 16383 -- element $e is left by whichever of the 16384 racing threads came last (atomicExch/atomicCAS); the program accepts any thread index" >>"$D/atomics/0000/launch.txt"
        done ;;
    vote) sample vote 0_Introduction/simpleVoteIntrinsics ;;
    templates) sample templates 0_Introduction/simpleTemplates ;;
    template) sample template 0_Introduction/template ;;
    inlineptx) sample inlineptx 2_Concepts_and_Techniques/inlinePTX ;;
    matrixmul) REC="--launches 2"; sample matrixmul 0_Introduction/matrixMul -wA=64 -hA=64 -wB=64 -hB=64; REC= ;;
    fp16dot) sample fp16dot 0_Introduction/fp16ScalarProduct ;;
    aligned) REC="--launches 8"; sample aligned 6_Performance/alignedTypes; REC= ;;
    *)
        echo "make-recordings.sh: no recording named '$name'" >&2
        exit 2 ;;
    esac
done
