#!/usr/bin/env bash
# make-dumps.sh - regenerate every compiled/disassembled artefact of the
# warpscope samples and held-out kernels, run the ground-truth harness,
# and pack all generated files into one tarball.
#
# Usage (from anywhere; needs full CUDA 13.0 with nvdisasm and cuobjdump,
# and a GPU for the ground truth):
#     samples/make-dumps.sh OUTPUT.tar.gz [DIR...]
# (DIRs, e.g. samples/softmax: only those kernels' dumps and ground truth)
#
# For samples/*/ (arch 80 90) and tests/heldout/*/ (arch 80 86 89 90) it
# writes into each kernel directory:
#   sm_XX.cubin              nvcc -cubin -lineinfo -O3 -arch=sm_XX -o sm_XX.cubin kernel.cu
#   sm_XX.nvdisasm.sass      nvdisasm -c -g sm_XX.cubin
#   sm_XX.nvdisasm-gi.sass   nvdisasm -c -gi sm_XX.cubin
#   sm_XX.hex.sass           nvdisasm -c -hex sm_XX.cubin
#   sm_XX.cuobjdump.sass     cuobjdump -sass sm_XX.cubin
#   sm_XX.bbcfg.dot          nvdisasm -bbcfg sm_XX.cubin
#   sm_XX.bbcfg-poff.dot     nvdisasm -bbcfg -poff sm_XX.cubin (kept only if it differs)
#   sm_XX.bbcfg-c.dot        nvdisasm -c -bbcfg sm_XX.cubin (kept only if it differs)
#   sm_XX.plr.txt            nvdisasm -c -plr -lrm count sm_XX.cubin
# and for samples/reduce_block and samples/gemm_tiled also
#   sm_90.G.cubin            nvcc -cubin -G -arch=sm_90 -o sm_90.G.cubin kernel.cu
#   sm_90.G.nvdisasm.sass    nvdisasm -c -g sm_90.G.cubin
# Tool versions and notes go to samples/TOOLS.txt. Then samples/run-harness.sh
# --keep-going writes <dir>/gt/. A failing disassembler step or harness is
# reported but does not stop the other dumps or the tarball; the script
# exits non-zero at the end if anything failed.
set -eu

if [ $# -lt 1 ]; then
    echo "usage: $0 OUTPUT.tar.gz [DIR...]" >&2
    exit 2
fi
case "$1" in
    /*) out="$1" ;;
    *) out="$(pwd)/$1" ;;
esac

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
cd "$root"

CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
PATH="$CUDA_HOME/bin:$PATH"
export PATH

SAMPLE_ARCHS="80 90"
HELDOUT_ARCHS="80 86 89 90"
G_SAMPLES="reduce_block gemm_tiled"

for tool in nvcc nvdisasm cuobjdump; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "make-dumps: $tool not found (CUDA_HOME=$CUDA_HOME)" >&2
        exit 1
    fi
done

problems=()

# run CMD... > FILE, recording (not aborting on) a failure
dump() {
    local file=$1
    shift
    echo "   $* > $(basename "$file")"
    if ! "$@" >"$file.tmp" 2>"$file.err"; then
        echo "make-dumps: FAILED: $* (see $file.err)" >&2
        cat "$file.err" >&2 || true
        problems+=("${PWD#"$root"/}/$file: $*")
        mv "$file.tmp" "$file"
        return 0
    fi
    mv "$file.tmp" "$file"
    if [ -s "$file.err" ]; then
        echo "   (stderr kept in $(basename "$file").err)"
    else
        rm -f "$file.err"
    fi
}

# ---- tool versions ----
tools=samples/TOOLS.txt
{
    echo "# Tools used by samples/make-dumps.sh"
    echo "date: $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
    echo "host: $(uname -srm)"
    echo
    echo "## nvcc --version"
    nvcc --version
    echo
    echo "## nvdisasm --version"
    nvdisasm --version
    echo
    echo "## cuobjdump --version"
    cuobjdump --version
    echo
    echo "## nvidia-smi -L"
    if command -v nvidia-smi >/dev/null 2>&1; then
        nvidia-smi -L || echo "(nvidia-smi -L failed)"
        nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv || true
    else
        echo "(nvidia-smi not present)"
    fi
} >"$tools"
cat "$tools"

# ---- per-kernel dumps ----
do_dir() {
    local dir=$1 archs=$2
    local a cubin
    echo "== $dir"
    for a in $archs; do
        cubin="sm_$a.cubin"
        echo "   (cd $dir && nvcc -cubin -lineinfo -O3 -arch=sm_$a -o $cubin kernel.cu)"
        (cd "$dir" && nvcc -cubin -lineinfo -O3 -arch=sm_"$a" -o "$cubin" kernel.cu)
        (
            cd "$dir"
            dump "sm_$a.nvdisasm.sass" nvdisasm -c -g "$cubin"
            dump "sm_$a.nvdisasm-gi.sass" nvdisasm -c -gi "$cubin"
            dump "sm_$a.hex.sass" nvdisasm -c -hex "$cubin"
            dump "sm_$a.cuobjdump.sass" cuobjdump -sass "$cubin"
            dump "sm_$a.bbcfg.dot" nvdisasm -bbcfg "$cubin"
            dump "sm_$a.bbcfg-poff.dot" nvdisasm -bbcfg -poff "$cubin"
            if cmp -s "sm_$a.bbcfg.dot" "sm_$a.bbcfg-poff.dot"; then
                echo "   -poff made no difference; removing sm_$a.bbcfg-poff.dot"
                rm -f "sm_$a.bbcfg-poff.dot"
            fi
            dump "sm_$a.bbcfg-c.dot" nvdisasm -c -bbcfg "$cubin"
            if cmp -s "sm_$a.bbcfg.dot" "sm_$a.bbcfg-c.dot"; then
                echo "   -c made no difference to -bbcfg; removing sm_$a.bbcfg-c.dot"
                rm -f "sm_$a.bbcfg-c.dot"
            fi
            dump "sm_$a.plr.txt" nvdisasm -c -plr -lrm count "$cubin"
            # problems[] is per subshell; pass failures up through a file
            printf '%s\n' "${problems[@]+"${problems[@]}"}" >>"$root/.make-dumps-problems"
        )
    done
}

rm -f "$root/.make-dumps-problems"
shift
only="$*"      # DIRs given: only those kernels (dumps and ground truth)
for f in samples/*/kernel.cu; do
    d=$(dirname "$f")
    [ -z "$only" ] || case " $only " in *" $d "*) ;; *) continue ;; esac
    do_dir "$d" "$SAMPLE_ARCHS"
done
for f in tests/heldout/*/kernel.cu; do
    d=$(dirname "$f")
    [ -z "$only" ] || case " $only " in *" $d "*) ;; *) continue ;; esac
    do_dir "$d" "$HELDOUT_ARCHS"
done

for s in $G_SAMPLES; do
    d=samples/$s
    [ -z "$only" ] || case " $only " in *" $d "*) ;; *) continue ;; esac
    echo "== $d (-G)"
    echo "   (cd $d && nvcc -cubin -G -arch=sm_90 -o sm_90.G.cubin kernel.cu)"
    (cd "$d" && nvcc -cubin -G -arch=sm_90 -o sm_90.G.cubin kernel.cu)
    (
        cd "$d"
        dump sm_90.G.nvdisasm.sass nvdisasm -c -g sm_90.G.cubin
        printf '%s\n' "${problems[@]+"${problems[@]}"}" >>"$root/.make-dumps-problems"
    )
done

if [ -f "$root/.make-dumps-problems" ]; then
    while IFS= read -r line; do
        [ -n "$line" ] && problems+=("$line")
    done <"$root/.make-dumps-problems"
    rm -f "$root/.make-dumps-problems"
fi

# ---- big_unrolled's generated files are committed packed (see .gitignore) ----
if [ -f samples/big_unrolled/sm_90.nvdisasm.sass ]; then
    (cd samples/big_unrolled && tar cf - gfx1100.s gfx1100.o ./*.sass ./*.txt ./*.dot ./*.cubin |
        xz -9 >generated.tar.xz) || problems+=("samples/big_unrolled/generated.tar.xz")
fi

# ---- notes on the CFG output: does -bbcfg (without -c) cover every function? ----
{
    echo
    echo "## bbcfg check (nvdisasm -bbcfg, no -c): functions in the ELF symbol table vs. the .dot"
    for dot in samples/*/sm_*.bbcfg.dot tests/heldout/*/sm_*.bbcfg.dot; do
        [ -f "$dot" ] || continue
        cubin=${dot%.bbcfg.dot}.cubin
        nfunc=$(readelf -sW "$cubin" 2>/dev/null | awk '$4 == "FUNC" {n++} END {print n + 0}')
        ngraph=$(grep -c 'digraph\|subgraph' "$dot" || true)
        missing=""
        for fn in $(readelf -sW "$cubin" 2>/dev/null | awk '$4 == "FUNC" {print $NF}'); do
            grep -qF -- "$fn" "$dot" || missing="$missing $fn"
        done
        poff=no
        [ -f "${dot%.dot}-poff.dot" ] && poff=yes
        cvar=same
        [ -f "${dot%.dot}-c.dot" ] && cvar=differs
        echo "$dot: FUNC symbols=$nfunc graph/subgraph lines=$ngraph poff-variant=$poff with-c=$cvar missing:${missing:- none}"
    done
} >>"$tools" 2>&1 || echo "make-dumps: (bbcfg check incomplete)" >&2

# ---- ground truth ----
echo "== ground truth: samples/run-harness.sh --keep-going"
harness_status=ok
if ! samples/run-harness.sh --keep-going $only; then
    harness_status=FAILED
    problems+=("run-harness.sh reported failures")
    echo "make-dumps: harness failures (see above); continuing with the tarball" >&2
fi
{
    echo
    echo "## ground truth"
    echo "samples/run-harness.sh --keep-going: $harness_status"
    for g in samples/*/gt tests/heldout/*/gt; do
        [ -d "$g" ] || continue
        if [ -f "$g/launch.txt" ] && grep -q '^buffer ' "$g/launch.txt"; then
            echo "$g: complete"
        else
            echo "$g: INCOMPLETE"
        fi
    done
    echo
    echo "## problems"
    if [ ${#problems[@]} -eq 0 ]; then
        echo "none"
    else
        printf '%s\n' "${problems[@]}"
    fi
} >>"$tools"

# ---- tarball of everything generated ----
list=$(mktemp)
{
    echo samples/TOOLS.txt
    find ${only:-samples tests/heldout} -type f \( -name 'sm_*' -o -path '*/gt/*' \) | LC_ALL=C sort
} >"$list"
echo "== tar czf $out ($(wc -l <"$list") files)"
tar czf "$out" -T "$list"
rm -f "$list"

if [ ${#problems[@]} -gt 0 ]; then
    echo "make-dumps: done with problems:" >&2
    printf '   %s\n' "${problems[@]}" >&2
    exit 1
fi
echo "make-dumps: done, all steps succeeded"
