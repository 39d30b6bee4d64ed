#!/bin/sh
# make-seeds.sh - cut the fuzzers' seed corpora from samples/ (run from the
# repository root).  Seeds are small excerpts (about 3 KiB, whole lines), not
# whole dumps: libFuzzer's default -max_len is the largest seed, and small
# inputs run faster.  tests/heldout/ is never used.
set -e
C=tests/fuzz/corpus
OBJCOPY=${OBJCOPY:-llvm-objcopy-19}
OBJDUMP=${OBJDUMP:-llvm-objdump-19}
rm -rf "$C"/fuzz_*
mkdir -p "$C/fuzz_sass" "$C/fuzz_xlate" "$C/fuzz_rdna" "$C/fuzz_lines" \
         "$C/fuzz_lines_prog" "$C/fuzz_keymap" "$C/fuzz_config" "$C/fuzz_fatbin"

# cut FILE BYTES [SKIP_LINES]: whole lines, at most BYTES, after SKIP_LINES
cut_lines() { tail -n +$((${3:-0} + 1)) "$1" | head -c "$2" | sed '$d'; }

for s in reduce_block ieee_div warp_scan vote_compact half2_axpy crypto_mix \
         histogram_smem dp_stencil bfs_level softmax; do
    d=samples/$s
    cut_lines $d/sm_90.nvdisasm.sass 3072 >"$C/fuzz_sass/$s.sm_90.nvdisasm"
    cut_lines $d/sm_90.nvdisasm.sass 3072 >"$C/fuzz_xlate/$s.sm_90"
    cut_lines $d/sm_80.nvdisasm.sass 3072 >"$C/fuzz_xlate/$s.sm_80"
done
for s in reduce_block ieee_div warp_scan; do
    d=samples/$s
    cut_lines $d/sm_80.hex.sass 3072 >"$C/fuzz_sass/$s.sm_80.hex"
    cut_lines $d/sm_90.cuobjdump.sass 3072 >"$C/fuzz_sass/$s.sm_90.cuobjdump"
    cut_lines $d/sm_90.nvdisasm-gi.sass 3072 >"$C/fuzz_sass/$s.sm_90.gi"
    # the middle of a function: no header, labels and branches
    cut_lines $d/sm_90.nvdisasm.sass 2048 40 >"$C/fuzz_sass/$s.sm_90.middle"
done
cut_lines samples/reduce_block/sm_90.G.nvdisasm.sass 3072 >"$C/fuzz_sass/reduce_block.sm_90.G"
# ieee_div: a CALL to a device subroutine, from its start
n=$(grep -n 'internal.*slowpath:' samples/ieee_div/sm_90.nvdisasm.sass | head -1 | cut -d: -f1)
if [ -n "$n" ]; then
    { cut_lines samples/ieee_div/sm_90.nvdisasm.sass 1024; cut_lines samples/ieee_div/sm_90.nvdisasm.sass 2048 $((n - 3)); } \
        >"$C/fuzz_xlate/ieee_div.subroutine"
fi

for s in reduce_block warp_scan vote_compact ieee_div; do
    d=samples/$s
    cut_lines $d/gfx1100.s 3072 >"$C/fuzz_rdna/$s.clang-S"
    "$OBJDUMP" -d --mcpu=gfx1100 $d/gfx1100.o 2>/dev/null | head -c 3072 | sed '$d' >"$C/fuzz_rdna/$s.objdump"
done
# the tail of a clang listing: kernel descriptor and metadata
tail -c 3072 samples/reduce_block/gfx1100.s | sed 1d >"$C/fuzz_rdna/reduce_block.clang-S.tail"

# whole ELF files, the smallest of each kind (named .elf: .gitignore has *.o)
for f in amd_small.gfx1100 host_small.x86_64 host_small.aarch64; do
    cp tests/data/lines/$f.o "$C/fuzz_lines/$f.elf"
done
cp samples/ieee_div/sm_90.cubin "$C/fuzz_lines/ieee_div.sm_90.cubin"
cp samples/ieee_div/sm_80.cubin "$C/fuzz_lines/ieee_div.sm_80.cubin"   # .rel.debug_line
for f in amd_small.gfx1100.o host_small.x86_64.o; do
    "$OBJCOPY" --dump-section .debug_line="$C/fuzz_lines_prog/$f.debug_line" tests/data/lines/$f /dev/null 2>/dev/null ||
        "$OBJCOPY" --dump-section .debug_line="$C/fuzz_lines_prog/$f.debug_line" tests/data/lines/$f "$C/tmp.o"
done
for a in 80 90; do
    "$OBJCOPY" --dump-section .debug_line="$C/fuzz_lines_prog/ieee_div.sm_$a.debug_line" samples/ieee_div/sm_$a.cubin "$C/tmp.o"
done
rm -f "$C/tmp" "$C/tmp.o"

# binaries: nvcc's fat binary, object and static library (reduce_block,
# about 40 KiB each), two cubins (constant banks; __device__ variables with
# relocations), and the same three containers around one small cubin
F=$C/fuzz_fatbin
cp samples/reduce_block/fat.fatbin "$F/reduce_block.fatbin"
cp samples/reduce_block/fat.o "$F/reduce_block.fat.elf"
cp samples/reduce_block/libfat.a "$F/reduce_block.libfat.a"
cp samples/const_fir/sm_80.cubin "$F/const_fir.sm_80.cubin"
cp samples/device_vars/sm_90.cubin "$F/device_vars.sm_90.cubin"
python3 - samples/reduce_block/fat.fatbin samples/const_fir/sm_80.cubin "$F/const_fir.fatbin" <<'PY'
import struct, sys
fat, cub = open(sys.argv[1], 'rb').read(), open(sys.argv[2], 'rb').read()
hs, = struct.unpack_from('<H', fat, 6)
ehs, = struct.unpack_from('<I', fat, hs + 4)
entry = bytearray(fat[hs:hs + ehs])         # nvcc's first entry header (sm_80 ELF)
struct.pack_into('<Q', entry, 8, len(cub))
head = bytearray(fat[:hs])
struct.pack_into('<Q', head, 8, len(entry) + len(cub))
open(sys.argv[3], 'wb').write(bytes(head) + bytes(entry) + cub)
PY
"$OBJCOPY" --add-section .nv_fatbin="$F/const_fir.fatbin" tests/data/lines/host_small.x86_64.o "$F/const_fir.fat.elf"
rm -f "$F/tmp.a"
(cp "$F/const_fir.fat.elf" "$F/fat.o" && cd "$F" && ar rcs tmp.a fat.o && rm fat.o)
mv "$F/tmp.a" "$F/const_fir.libfat.a"

cp keymaps/vi.keys keymaps/emacs.keys "$C/fuzz_keymap/"
printf 'g g move-first\nC-x C-c quit\nM-x prompt\n<F1> help\n<Esc> <Tab> focus-next\n# c\n' >"$C/fuzz_keymap/mixed"
printf 'source-dir /work/main/samples/reduce_block\nsubstitute-path /work/main /tmp\n' >"$C/fuzz_config/basic"
printf '# comment\n\nsubstitute-path "/a b" "/c \\"d\\""\nkeymap emacs\nsource-dir "/x\\\\y"\n' >"$C/fuzz_config/quoted"
