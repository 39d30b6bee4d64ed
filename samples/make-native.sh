#!/usr/bin/env bash
# make-native.sh - the native RDNA3 reference: what AMD's own compiler
# (clang-19 in HIP mode, no ROCm) makes of every sample and held-out kernel.
#
# Usage (from anywhere; needs clang-19 and llvm-mc-19):
#     samples/make-native.sh [KERNEL_DIR...]
#
# For samples/*/ and tests/heldout/*/ (or the directories named) it writes
#   gfx1100.s   clang-19 -x hip --offload-arch=gfx1100 -nogpulib -nogpuinc
#               --cuda-device-only -O3 -g -S
#   gfx1100.o   the same with -c --no-gpu-bundle-output (ELF code object
#               with DWARF line tables)
# compiling kernel.cu with -include samples/hipcompat.h and -I
# samples/hipcompat (stand-in cuda_fp16.h); a kernel that calls printf or
# assert also with -include samples/hipcompat/ws_printf.h,
# -mprintf-kind=buffered (device printf as records in hidden_printf_buffer,
# which the emulator prints) and -fmacro-prefix-map (__FILE__ is
# "kernel.cu", as nvcc run in the kernel's directory makes it: a failed
# assert prints it); and checks that each gfx1100.s
# re-assembles with llvm-mc-19. Paths in the outputs are relative to the
# repository root (-fdebug-prefix-map) so that the files are reproducible.
#
# Inline PTX cannot compile for AMDGPU; the few asm statements the kernels
# use are rewritten on the fly (same line, so line numbers stay) into
# hipcompat.h calls; the table is PTX_SUBST below. kernel.cu is not edited.
#
# A failing kernel is reported and the others still run; the script exits
# non-zero at the end if anything failed.
set -u

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
cd "$root" || exit 2

CLANG=${CLANG:-clang-19}
LLVM_MC=${LLVM_MC:-llvm-mc-19}
ARCH=gfx1100
for t in "$CLANG" "$LLVM_MC"; do
    command -v "$t" >/dev/null || { echo "make-native: $t not found" >&2; exit 2; }
done

# sed expressions: inline PTX -> hipcompat.h equivalent (one line each)
PTX_SUBST=(
    -e 's/asm("mov\.u32 %0, %%lanemask_lt;" *: *"=r"(\([A-Za-z_][A-Za-z_0-9]*\)));/\1 = ws_lanemask_lt();/'
)

FLAGS=(-x hip --offload-arch=$ARCH -nogpulib -nogpuinc --cuda-device-only -O3 -g
       -fdebug-prefix-map="$root"=. -include samples/hipcompat.h -I samples/hipcompat)

if [ $# -gt 0 ]; then
    dirs=("$@")
else
    dirs=(samples/*/ tests/heldout/*/)
fi

ok=0; failed=()
for d in "${dirs[@]}"; do
    d=${d%/}
    src="$d/kernel.cu"
    [ -f "$src" ] || continue
    log=$(mktemp)
    # device printf and assert: samples/hipcompat/ws_printf.h, buffered
    # printf, and __FILE__ as nvcc makes it in the kernel's directory
    PRINTF_FLAGS=()
    if grep -qE '(^|[^_a-zA-Z])(printf|assert) *\(' "$src"; then
        PRINTF_FLAGS=(-mprintf-kind=buffered -fmacro-prefix-map="$d/=" -include samples/hipcompat/ws_printf.h)
    fi
    # the (possibly rewritten) source goes in on stdin, named by #line
    compile() {
        { printf '#line 1 "%s"\n' "$src"; sed "${PTX_SUBST[@]}" "$src"; } |
            "$CLANG" "${FLAGS[@]}" "${PRINTF_FLAGS[@]}" -I "$d" "$@" - 2>>"$log"
    }
    status=ok
    if ! compile -S -o "$d/$ARCH.s"; then
        status="clang -S failed"; rm -f "$d/$ARCH.s"
    elif ! compile -c --no-gpu-bundle-output -o "$d/$ARCH.o"; then
        status="clang -c failed"; rm -f "$d/$ARCH.o"
    elif ! "$LLVM_MC" -triple=amdgcn-amd-amdhsa -mcpu=$ARCH -filetype=obj \
            "$d/$ARCH.s" -o /dev/null 2>>"$log"; then
        status="llvm-mc does not re-assemble $ARCH.s"
    fi
    if [ "$status" = ok ]; then
        n=$(grep -cE '^[[:space:]]+[sv]_|^[[:space:]]+(ds|global|flat|scratch|buffer)_' "$d/$ARCH.s")
        echo "ok    $d ($n instruction lines)"
        ok=$((ok + 1))
    else
        echo "FAIL  $d: $status"
        sed 's/^/      /' "$log" | head -20
        failed+=("$d")
    fi
    rm -f "$log"
done
echo "make-native: ${ok} ok, ${#failed[@]} failed${failed:+: ${failed[*]}}"
[ ${#failed[@]} -eq 0 ]
