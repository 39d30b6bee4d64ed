#!/bin/sh
# make-data.sh - rebuild the line-table test data in tests/data/lines/.
# Run from the repository root: sh tests/data/lines/make-data.sh
# Needs clang-19 (with lld-19), llvm-dwarfdump-19, nvcc, python3.
set -e
D=tests/data/lines
# AMDGPU code object (clang-19, HIP mode, no ROCm), as samples/make-native.sh does
clang-19 -x hip --offload-arch=gfx1100 -nogpulib -nogpuinc --cuda-device-only \
    -O3 -g -c --no-gpu-bundle-output $D/amd_small.hip -o $D/amd_small.gfx1100.o
# host objects and static executables, x86-64 and AArch64
clang-19 -g -O2 -c $D/host_small.c -o $D/host_small.x86_64.o
clang-19 --target=aarch64-linux-gnu -g -O2 -c $D/host_small.c -o $D/host_small.aarch64.o
clang-19 -g -O2 -nostdlib -static -fuse-ld=lld -Wl,-e,entry $D/host_small.c -o $D/host_small.x86_64.elf
clang-19 --target=aarch64-linux-gnu -g -O2 -nostdlib -static -fuse-ld=lld -Wl,-e,entry \
    $D/host_small.c -o $D/host_small.aarch64.elf
# the host side of a sample (nvcc's host compiler, DWARF 5, several sections)
nvcc -c -g -DWARPSCOPE_HARNESS samples/reduce_block/kernel.cu -o $D/reduce_block.host.o
# references made by the tool, not by warpscope
for f in $D/amd_small.gfx1100.o $D/host_small.x86_64.o $D/host_small.aarch64.o \
         $D/host_small.x86_64.elf $D/host_small.aarch64.elf $D/reduce_block.host.o; do
    llvm-dwarfdump-19 --debug-line "$f" > "$f.debug-line.txt"
done
# damaged cubins
python3 $D/corrupt.py samples/reduce_block/sm_90.cubin $D
