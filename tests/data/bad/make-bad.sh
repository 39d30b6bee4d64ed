#!/bin/sh
# make-bad.sh - remake the bad-input files of tests/test_badinput.sh (run
# from the repository root; needs python3, llvm-objcopy-19 and clang-19).
# The files named <fuzz target>-<what> are inputs a fuzzer crashed on,
# minimised; `make fuzz` replays them through their target, and
# tests/test_badinput.sh runs the CLI on them.  Committed as the fuzzers
# found them (not remade here): fuzz_xlate-empty-function.sass (minimised
# by hand), fuzz_lines_prog-header-overrun.debug_line,
# fuzz_lines_prog-line-overflow.debug_line,
# fuzz_lines-header-overrun-read.cubin, fuzz_lines-no-functions.elf,
# fuzz_xlate-predicate-p9.sass, fuzz_xlate-register-r300.sass (by hand
# from a crash), fuzz_sass-section-at-end.sass (by hand, no final newline),
# fuzz_rdna-section-name-short.s, fuzz_xlate-mem-register-r3200.sass and
# fuzz_xlate-mem-register-ur564.sass, fuzz_xlate-address-offset-overflow.sass
# (by hand from crashes), fuzz_fatbin-bank-size-past-end.cubin.
set -e
D=tests/data/bad
CUBIN=samples/ieee_div/sm_90.cubin

: >"$D/empty.sass"
# 4 KiB of seeded random bytes (NULs included): not ELF, not text
python3 -c 'import random,sys; r=random.Random(1); sys.stdout.buffer.write(bytes(r.randrange(256) for _ in range(4096)))' >"$D/garbage.bin"
# a cubin cut in the middle of its section contents (ELF header intact)
head -c 3000 "$CUBIN" >"$D/truncated.cubin"
# a whole cubin whose .debug_line bytes are seeded random (headers intact)
python3 - "$CUBIN" "$D/corrupt.cubin" <<'PY'
import random, struct, sys
b = bytearray(open(sys.argv[1], 'rb').read())
shoff, = struct.unpack_from('<Q', b, 0x28)
shentsize, shnum, shstrndx = struct.unpack_from('<HHH', b, 0x3a)
def sh(i):
    return struct.unpack_from('<IIQQQQIIQQ', b, shoff + i * shentsize)
stroff = sh(shstrndx)[4]
r = random.Random(2)
for i in range(shnum):
    name, _, _, _, off, size = sh(i)[:6]
    n = bytes(b[stroff + name:b.index(0, stroff + name)])
    if n == b'.debug_line':
        for k in range(off, off + size):
            b[k] = r.randrange(256)
open(sys.argv[2], 'wb').write(b)
PY
# fuzz_lines: a .rela.debug_line entry naming symbol 0xffff (no such symbol);
# lines_open must fail cleanly and free what it read
python3 - "$CUBIN" "$D/fuzz_lines-reloc-no-symbol.cubin" <<'PY'
import struct, sys
b = bytearray(open(sys.argv[1], 'rb').read())
shoff, = struct.unpack_from('<Q', b, 0x28)
shentsize, shnum = struct.unpack_from('<HH', b, 0x3a)
for i in range(shnum):
    _, typ, _, _, off, size, _, info, _, ent = struct.unpack_from('<IIQQQQIIQQ', b, shoff + i * shentsize)
    if typ == 4 and size:           # the first SHT_RELA section
        r_info, = struct.unpack_from('<Q', b, off + 8)
        struct.pack_into('<Q', b, off + 8, (0xffff << 32) | (r_info & 0xffffffff))
        break
open(sys.argv[2], 'wb').write(b)
PY
# fuzz_fatbin: a constant bank (.nv.constant0.<kernel>) made SHT_NOBITS of
# 1 TiB, as fuzz_fatbin-bank-size-past-end.cubin is PROGBITS past the end:
# cubin_read_module allocated the bank's size
python3 - "$CUBIN" "$D/fuzz_fatbin-bank-nobits-huge.cubin" <<'PY'
import struct, sys
b = bytearray(open(sys.argv[1], 'rb').read())
shoff, = struct.unpack_from('<Q', b, 0x28)
shentsize, shnum, shstrndx = struct.unpack_from('<HHH', b, 0x3a)
stroff, = struct.unpack_from('<Q', b, shoff + shstrndx * shentsize + 24)
for i in range(shnum):
    h = shoff + i * shentsize
    name, = struct.unpack_from('<I', b, h)
    if bytes(b[stroff + name:b.index(0, stroff + name)]).startswith(b'.nv.constant0'):
        struct.pack_into('<I', b, h + 4, 8)             # SHT_NOBITS
        struct.pack_into('<Q', b, h + 32, 1 << 40)      # sh_size
        break
open(sys.argv[2], 'wb').write(b)
PY
# the fuzz_lines_prog crashes inside an ELF, so that `warpscope lines` reads them
for w in header-overrun line-overflow; do
    llvm-objcopy-19 --update-section .debug_line="$D/fuzz_lines_prog-$w.debug_line" \
        tests/data/lines/host_small.x86_64.o "$D/lines-$w.elf"
done
# an object whose line table names a source file that exists nowhere
t=$(mktemp -d)
printf 'int twice(int x)\n{\n    return 2 * x;\n}\n' >"$t/gone.c"
(cd "$t" && clang-19 -g -O1 -c -fdebug-prefix-map="$t"=/nonexistent/warpscope-src gone.c -o gone.o)
cp "$t/gone.o" "$D/missing-source.elf"
rm -rf "$t"
