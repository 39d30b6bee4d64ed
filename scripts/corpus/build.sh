#!/bin/sh
# build.sh - compile the real-world corpus: every translation unit listed at
# the bottom of this file, from three public CUDA projects at fixed commits,
# to one cubin per architecture (nvcc -cubin -O3 -lineinfo, sm_80 and
# sm_90).  Needs nvcc (CUDA 13.0 made the committed table) and git.
#
#   scripts/corpus/build.sh MIRROR [OUT]
#
# MIRROR - compiles the sources already extracted into OUT/src (a copy made
# elsewhere by an earlier run).  MIRROR holds bare clones named OWNER+NAME/repo (how they are fetched does
# not matter; `git clone --mirror https://github.com/OWNER/NAME
# MIRROR/OWNER+NAME/repo` makes one).  OUT (default corpus/, ignored by git)
# receives src/PROJECT/ (the sources at the listed commit: source files
# only), cubin/PROJECT/PATH.sm_XX.cubin (PATH with / as -) and build.log.
# A unit that does not compile is named in build.log and left out; a cubin
# without a kernel is removed.  JOBS=N runs N compilers at once (default 2).
set -eu

# project  repository             commit                                    include flags (relative to the project;
# rodinia's cfd includes helper_cuda.h, which the CUDA SDK's samples hold)
projects() {
    cat <<'LIST'
rodinia       yuhc/gpu-rodinia       9c10d3ea16ddba2ba057cc3951a9efc4c2cc18a4  -Icuda/util -I../cuda-samples/Common
shoc          vetter/shoc            0aea03beba2f09fcb5935cc11737372fe4de9ec0  -Iconfig -Isrc/common -Isrc/cuda/common
cuda-samples  NVIDIA/cuda-samples    c94ff366aed18c797b8a85dfaac7817b0228b420  -ICommon
LIST
}

# The translation units: PROJECT PATH.  Each defines kernels and is compiled
# by its project as a unit of its own (files only #included by others are
# left to them).
units() {
    cat <<'LIST'
rodinia       cuda/b+tree/kernel/kernel_gpu_cuda_wrapper.cu
rodinia       cuda/b+tree/kernel/kernel_gpu_cuda_wrapper_2.cu
rodinia       cuda/backprop/backprop_cuda.cu
rodinia       cuda/bfs/bfs.cu
rodinia       cuda/cfd/euler3d.cu
rodinia       cuda/cfd/euler3d_double.cu
rodinia       cuda/cfd/pre_euler3d.cu
rodinia       cuda/cfd/pre_euler3d_double.cu
rodinia       cuda/dwt2d/components.cu
rodinia       cuda/dwt2d/dwt_cuda/fdwt53.cu
rodinia       cuda/dwt2d/dwt_cuda/fdwt97.cu
rodinia       cuda/dwt2d/dwt_cuda/rdwt53.cu
rodinia       cuda/dwt2d/dwt_cuda/rdwt97.cu
rodinia       cuda/gaussian/gaussian.cu
rodinia       cuda/heartwall/main.cu
rodinia       cuda/hotspot/hotspot.cu
rodinia       cuda/huffman/main_test_cu.cu
rodinia       cuda/hybridsort/bucketsort.cu
rodinia       cuda/hybridsort/mergesort.cu
rodinia       cuda/kmeans/kmeans_cuda.cu
rodinia       cuda/lavaMD/kernel/kernel_gpu_cuda_wrapper.cu
rodinia       cuda/leukocyte/CUDA/find_ellipse_kernel.cu
rodinia       cuda/leukocyte/CUDA/track_ellipse_kernel.cu
rodinia       cuda/lud/cuda/lud_kernel.cu
rodinia       cuda/nn/nn_cuda.cu
rodinia       cuda/nw/needle.cu
rodinia       cuda/particlefilter/ex_particle_CUDA_float_seq.cu
rodinia       cuda/particlefilter/ex_particle_CUDA_naive_seq.cu
rodinia       cuda/pathfinder/pathfinder.cu
rodinia       cuda/srad/srad_v1/main.cu
rodinia       cuda/srad/srad_v2/srad.cu
rodinia       cuda/streamcluster/streamcluster_cuda.cu
shoc          src/cuda/level0/DeviceMemory.cu
shoc          src/cuda/level0/MaxFlops.cu
shoc          src/cuda/level1/bfs/BFS.cu
shoc          src/cuda/level1/bfs/bfs_kernel.cu
shoc          src/cuda/level1/fft/fftlib.cu
shoc          src/cuda/level1/md/MD.cu
shoc          src/cuda/level1/md5hash/MD5Hash.cu
shoc          src/cuda/level1/neuralnet/NeuralNet.cu
shoc          src/cuda/level1/reduction/Reduction.cu
shoc          src/cuda/level1/reduction/tpRedLaunchKernel.cu
shoc          src/cuda/level1/scan/Scan.cu
shoc          src/cuda/level1/scan/tpScanLaunchKernel.cu
shoc          src/cuda/level1/sort/Sort.cu
shoc          src/cuda/level1/sort/sort_kernel.cu
shoc          src/cuda/level1/spmv/Spmv.cu
shoc          src/cuda/level1/stencil2d/CUDAStencilKernel.cu
shoc          src/cuda/level1/triad/Triad.cu
shoc          src/cuda/level2/qtclustering/QTC.cu
shoc          src/cuda/level2/s3d/S3D.cu
cuda-samples  Samples/2_Concepts_and_Techniques/EGLStream_CUDA_CrossGPU/kernel.cu
cuda-samples  Samples/2_Concepts_and_Techniques/FunctionPointers/FunctionPointers_kernels.cu
cuda-samples  Samples/2_Concepts_and_Techniques/MC_EstimatePiInlineP/src/piestimator.cu
cuda-samples  Samples/2_Concepts_and_Techniques/MC_EstimatePiInlineQ/src/piestimator.cu
cuda-samples  Samples/2_Concepts_and_Techniques/MC_EstimatePiP/src/piestimator.cu
cuda-samples  Samples/2_Concepts_and_Techniques/MC_EstimatePiQ/src/piestimator.cu
cuda-samples  Samples/2_Concepts_and_Techniques/MC_SingleAsianOptionP/src/pricingengine.cu
cuda-samples  Samples/2_Concepts_and_Techniques/boxFilter/boxFilter_kernel.cu
cuda-samples  Samples/2_Concepts_and_Techniques/convolutionSeparable/convolutionSeparable.cu
cuda-samples  Samples/2_Concepts_and_Techniques/convolutionTexture/convolutionTexture.cu
cuda-samples  Samples/2_Concepts_and_Techniques/dct8x8/dct8x8.cu
cuda-samples  Samples/2_Concepts_and_Techniques/eigenvalues/bisect_large.cu
cuda-samples  Samples/2_Concepts_and_Techniques/eigenvalues/bisect_small.cu
cuda-samples  Samples/2_Concepts_and_Techniques/histogram/histogram256.cu
cuda-samples  Samples/2_Concepts_and_Techniques/histogram/histogram64.cu
cuda-samples  Samples/2_Concepts_and_Techniques/inlinePTX/inlinePTX.cu
cuda-samples  Samples/2_Concepts_and_Techniques/inlinePTX_nvrtc/inlinePTX_kernel.cu
cuda-samples  Samples/2_Concepts_and_Techniques/interval/interval.cu
cuda-samples  Samples/2_Concepts_and_Techniques/particles/particleSystem_cuda.cu
cuda-samples  Samples/2_Concepts_and_Techniques/reduction/reduction_kernel.cu
cuda-samples  Samples/2_Concepts_and_Techniques/reductionMultiBlockCG/reductionMultiBlockCG.cu
cuda-samples  Samples/2_Concepts_and_Techniques/scalarProd/scalarProd.cu
cuda-samples  Samples/2_Concepts_and_Techniques/scan/scan.cu
cuda-samples  Samples/2_Concepts_and_Techniques/segmentationTreeThrust/segmentationTree.cu
cuda-samples  Samples/2_Concepts_and_Techniques/shfl_scan/shfl_scan.cu
cuda-samples  Samples/2_Concepts_and_Techniques/sortingNetworks/bitonicSort.cu
cuda-samples  Samples/2_Concepts_and_Techniques/sortingNetworks/oddEvenMergeSort.cu
cuda-samples  Samples/2_Concepts_and_Techniques/streamOrderedAllocation/streamOrderedAllocation.cu
cuda-samples  Samples/2_Concepts_and_Techniques/streamOrderedAllocationIPC/streamOrderedAllocationIPC.cu
cuda-samples  Samples/2_Concepts_and_Techniques/streamOrderedAllocationP2P/streamOrderedAllocationP2P.cu
cuda-samples  Samples/2_Concepts_and_Techniques/threadMigration/threadMigration_kernel.cu
cuda-samples  Samples/6_Performance/LargeKernelParameter/LargeKernelParameter.cu
cuda-samples  Samples/6_Performance/UnifiedMemoryPerf/commonKernels.cu
cuda-samples  Samples/6_Performance/UnifiedMemoryPerf/matrixMultiplyPerf.cu
cuda-samples  Samples/6_Performance/alignedTypes/alignedTypes.cu
cuda-samples  Samples/6_Performance/cudaGraphsPerfScaling/cudaGraphPerfScaling.cu
cuda-samples  Samples/6_Performance/transpose/transpose.cu
cuda-samples  Samples/0_Introduction/asyncAPI/asyncAPI.cu
cuda-samples  Samples/0_Introduction/clock/clock.cu
cuda-samples  Samples/0_Introduction/clock_nvrtc/clock_kernel.cu
cuda-samples  Samples/0_Introduction/cudaOpenMP/cudaOpenMP.cu
cuda-samples  Samples/0_Introduction/fp16ScalarProduct/fp16ScalarProduct.cu
cuda-samples  Samples/0_Introduction/matrixMul/matrixMul.cu
cuda-samples  Samples/0_Introduction/matrixMulDrv/matrixMul_kernel.cu
cuda-samples  Samples/0_Introduction/matrixMul_nvrtc/matrixMul_kernel.cu
cuda-samples  Samples/0_Introduction/mergeSort/bitonic.cu
cuda-samples  Samples/0_Introduction/mergeSort/mergeSort.cu
cuda-samples  Samples/0_Introduction/simpleAWBarrier/simpleAWBarrier.cu
cuda-samples  Samples/0_Introduction/simpleAssert/simpleAssert.cu
cuda-samples  Samples/0_Introduction/simpleAssert_nvrtc/simpleAssert_kernel.cu
cuda-samples  Samples/0_Introduction/simpleAtomicIntrinsics/simpleAtomicIntrinsics.cu
cuda-samples  Samples/0_Introduction/simpleAttributes/simpleAttributes.cu
cuda-samples  Samples/0_Introduction/simpleCUDA2GL/simpleCUDA2GL.cu
cuda-samples  Samples/0_Introduction/simpleCallback/simpleCallback.cu
cuda-samples  Samples/0_Introduction/simpleCooperativeGroups/simpleCooperativeGroups.cu
cuda-samples  Samples/0_Introduction/simpleCubemapTexture/simpleCubemapTexture.cu
cuda-samples  Samples/0_Introduction/simpleDrvRuntime/vectorAdd_kernel.cu
cuda-samples  Samples/0_Introduction/simpleHyperQ/simpleHyperQ.cu
cuda-samples  Samples/0_Introduction/simpleIPC/simpleIPC.cu
cuda-samples  Samples/0_Introduction/simpleLayeredTexture/simpleLayeredTexture.cu
cuda-samples  Samples/0_Introduction/simpleMPI/simpleMPI.cu
cuda-samples  Samples/0_Introduction/simpleMultiCopy/simpleMultiCopy.cu
cuda-samples  Samples/0_Introduction/simpleMultiGPU/simpleMultiGPU.cu
cuda-samples  Samples/0_Introduction/simpleOccupancy/simpleOccupancy.cu
cuda-samples  Samples/0_Introduction/simpleP2P/simpleP2P.cu
cuda-samples  Samples/0_Introduction/simplePitchLinearTexture/simplePitchLinearTexture.cu
cuda-samples  Samples/0_Introduction/simplePrintf/simplePrintf.cu
cuda-samples  Samples/0_Introduction/simpleStreams/simpleStreams.cu
cuda-samples  Samples/0_Introduction/simpleSurfaceWrite/simpleSurfaceWrite.cu
cuda-samples  Samples/0_Introduction/simpleTemplates/simpleTemplates.cu
cuda-samples  Samples/0_Introduction/simpleTexture/simpleTexture.cu
cuda-samples  Samples/0_Introduction/simpleTexture3D/simpleTexture3D_kernel.cu
cuda-samples  Samples/0_Introduction/simpleTextureDrv/simpleTexture_kernel.cu
cuda-samples  Samples/0_Introduction/simpleVoteIntrinsics/simpleVoteIntrinsics.cu
cuda-samples  Samples/0_Introduction/simpleZeroCopy/simpleZeroCopy.cu
cuda-samples  Samples/0_Introduction/systemWideAtomics/systemWideAtomics.cu
cuda-samples  Samples/0_Introduction/template/template.cu
cuda-samples  Samples/0_Introduction/vectorAdd/vectorAdd.cu
cuda-samples  Samples/0_Introduction/vectorAddDrv/vectorAdd_kernel.cu
cuda-samples  Samples/0_Introduction/vectorAddMMAP/vectorAdd_kernel.cu
cuda-samples  Samples/0_Introduction/vectorAdd_nvrtc/vectorAdd_kernel.cu
LIST
}

# Extract the source files of one project at its commit.
extract() {
    name=$1 repo=$2 commit=$3
    gd=$mirror/$(echo "$repo" | tr / +)/repo
    [ -d "$gd" ] || { echo "build.sh: no clone of $repo at $gd" >&2; exit 2; }
    rm -rf "$src/$name"
    git --git-dir="$gd" ls-tree -r "$commit" | while read -r _mode type obj path; do
        [ "$type" = blob ] || continue
        case $path in
        *.cu|*.cuh|*.h|*.hpp|*.c|*.cpp|*.cc|*.inc|*.inl) ;;
        *) continue ;;
        esac
        mkdir -p "$src/$name/$(dirname "$path")"
        git --git-dir="$gd" cat-file blob "$obj" >"$src/$name/$path"
    done
    # SHOC's config.h comes from its configure: every HAVE_ macro defined,
    # as configure finds them on Linux
    if [ "$name" = shoc ]; then
        mkdir -p "$src/$name/config"
        git --git-dir="$gd" show "$commit:config/config.h.in" |
            sed 's/^#undef \(HAVE_[A-Z0-9_]*\)$/#define \1 1/' >"$src/$name/config/config.h"
    fi
}

# CUDA 12 removed these runtime calls; the old sources still use them.
COMPAT="-DcudaThreadSynchronize=cudaDeviceSynchronize -DcudaThreadExit=cudaDeviceReset"

# One unit, one architecture: compile; keep the cubin only if it has a kernel.
compile() {
    out=$1 name=$2 path=$3 sm=$4
    src=$out/src log=$out/build.log
    inc=$(projects | awk -v n="$name" '$1 == n { for (i = 4; i <= NF; i++) printf "%s ", $i }')
    base=$(echo "$path" | tr / -)
    cub=$out/cubin/$name/$base.sm_$sm.cubin
    mkdir -p "$out/cubin/$name"
    cd "$src/$name"
    if ! msg=$(nvcc -cubin -O3 -lineinfo -arch=sm_$sm $COMPAT -I"$(dirname "$path")" $inc \
                    -o "$cub" "$path" 2>&1); then
        rm -f "$cub"
        echo "FAILED $name $path sm_$sm: $(echo "$msg" | grep -m1 error)" >>"$log"
    elif ! readelf -SW "$cub" 2>/dev/null | grep -q ' \.text\.'; then
        rm -f "$cub"
        echo "NOKERNEL $name $path sm_$sm" >>"$log"
    else
        echo "OK $name $path sm_$sm" >>"$log"
    fi
}

# build.sh --one OUT PROJECT PATH SM: one compilation (run through xargs)
if [ "${1:-}" = --one ]; then
    shift
    compile "$@"
    exit 0
fi

mirror=${1:?usage: build.sh MIRROR [OUT]}
out=${2:-corpus}
jobs=${JOBS:-2}
mkdir -p "$out"
out=$(cd "$out" && pwd)
src=$out/src
: >"$out/build.log"
if [ "$mirror" = - ]; then
    [ -d "$src" ] || { echo "build.sh: MIRROR is - but $src holds no sources" >&2; exit 2; }
    echo "using the sources already in $src"
else
    projects | while read -r name repo commit _inc; do
        echo "extracting $name ($repo $commit)"
        extract "$name" "$repo" "$commit"
    done
fi
rm -rf "$out/cubin"
echo "compiling $(units | wc -l) units for sm_80 and sm_90 ($jobs at a time)"
units | while read -r name path; do
    for sm in 80 90; do echo "$out $name $path $sm"; done
done | xargs -P "$jobs" -L 1 sh "$0" --one
sort -k2,4 -o "$out/build.log" "$out/build.log"
echo "$(find "$out/cubin" -name '*.cubin' | wc -l) cubins in $out/cubin;" \
     "$(grep -c '^FAILED' "$out/build.log" || true) compilations failed (see $out/build.log)"
