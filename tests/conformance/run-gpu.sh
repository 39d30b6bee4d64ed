#!/usr/bin/env bash
# run-gpu.sh - on a machine with CUDA 13 and an NVIDIA GPU: for every case
# under tests/conformance/cases/ (or the ones named) compile the kernel for
# sm_80 and sm_90, disassemble it (nvdisasm -c -g), run its harness on the
# GPU (built for sm_90) into gt/, and pack what came out:
#     tests/conformance/run-gpu.sh OUT.tar.gz [CASE...]
# Unpack the tarball at the repository root.  The listings are the test
# data of tests/test_conformance.sh; the cubins are not kept.  A kernel
# with __constant__ or __shared__ data is disassembled whole (nvdisasm -g,
# every section): the listing then carries the constant bank's bytes and
# the static shared size that the translation needs; so is one whose code
# reads the compiler's constants (c[0x2]: log()'s polynomial on sm_80) or
# bank 3; the others code only.
set -u
[ $# -ge 1 ] || { echo "usage: $0 OUT.tar.gz [CASE...]" >&2; exit 2; }
case "$1" in /*) out=$1 ;; *) out=$(pwd)/$1 ;; esac
shift
cd "$(dirname "$0")/../.." || exit 2
CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
PATH="$CUDA_HOME/bin:$PATH"
cases=${*:-$(ls tests/conformance/cases)}
one() {
    d=tests/conformance/cases/$1
    tmp=$(mktemp -d)
    code=-c
    grep -q '__constant__\|__shared__' "$d/kernel.cu" && code=
    for a in 80 90; do
        nvcc -cubin -O3 -arch=sm_$a -o "$tmp/sm_$a.cubin" "$d/kernel.cu" 2>"$tmp/err" &&
            nvdisasm $code -g "$tmp/sm_$a.cubin" >"$d/sm_$a.nvdisasm.sass" &&
            { ! grep -q 'c\[0x[23]\]' "$d/sm_$a.nvdisasm.sass" ||
              nvdisasm -g "$tmp/sm_$a.cubin" >"$d/sm_$a.nvdisasm.sass"; } ||
            { echo "FAIL $1 sm_$a: $(head -3 "$tmp/err")"; }
    done
    if nvcc -O2 -arch=sm_90 -DWARPSCOPE_HARNESS -o "$tmp/h" "$d/kernel.cu" 2>"$tmp/err"; then
        rm -rf "$d/gt"
        "$tmp/h" "$d/gt" >"$tmp/log" 2>&1 || echo "FAIL $1 harness: $(tail -2 "$tmp/log")"
    else
        echo "FAIL $1 harness build: $(head -3 "$tmp/err")"
    fi
    rm -rf "$tmp"
    echo "ok $1"
}
export -f one
printf '%s\n' $cases | xargs -P "$(nproc)" -I{} bash -c 'one {}' | sort
{ nvcc --version | tail -2; nvdisasm --version | tail -1; nvidia-smi -L; } >tests/conformance/TOOLS.txt 2>&1
tar czf "$out" tests/conformance/TOOLS.txt $(for c in $cases; do ls -d tests/conformance/cases/$c/sm_*.sass tests/conformance/cases/$c/gt 2>/dev/null; done)
