#!/bin/sh
# test_badinput.sh - bad input never crashes or hangs warpscope.
#   1. every row of README "Bad input": the status (2 unless the table says
#      otherwise) and a message naming FILE (and LINE where one applies);
#   2. the inputs the fuzzers crashed on (tests/data/bad/fuzz_*; `make fuzz`
#      replays them through their fuzz target too);
#   3. the interface on a bad keys file, a missing source, a file changed on
#      disk (tmux; skipped without it);
#   4. the manual page: renders without warnings, names every command, option
#      and request; `make install`/`uninstall` into a DESTDIR.
# Every call runs under `timeout 10`: a hang is a failure, and so is a signal
# or a sanitizer report (run it on build-asan/ to catch those).
# Checks marked PENDING describe decided behaviour that core does not have
# yet; they print but do not fail unless BADINPUT_STRICT=1.
# Usage: tests/test_badinput.sh BUILD   (run from the repository root)
BUILD=${1:-build}
WS=$(cd "$(dirname "$BUILD/warpscope")" 2>/dev/null && pwd)/warpscope
D=tests/data/bad
tmp=$(mktemp -d)
XDG=$tmp/xdg-none           # no user configuration unless a check sets one
pend=0; skip=0
. tests/tui/lib.sh          # pass, fail, ok, bad, and the tmux helpers
. tests/lib/tools.sh        # have_tool, need_count
trap 'stop_server; chmod -R u+rwx "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT

# run ARGS...: warpscope ARGS under timeout; sets got, fills $tmp/out, $tmp/err
run() {
    env XDG_CONFIG_HOME="$XDG" timeout 10 env PATH="${RUNPATH:-$PATH}" "$WS" "$@" \
        >"$tmp/out" 2>"$tmp/err" </dev/null
    got=$?
}

# verdict WANT PATTERN: why the last run is wrong ("" when right).  WANT is a
# status or alternatives (2|3); PATTERN an extended regex stderr must match,
# or stdout with an "out:" prefix.
verdict() {
    why=""
    if [ "$got" -eq 124 ] || [ "$got" -eq 137 ]; then why="hang: killed after 10 s"
    elif [ "$got" -gt 128 ]; then why="killed by signal $((got - 128))"
    elif grep -q -E 'Sanitizer|runtime error:' "$tmp/err"; then
        why="sanitizer: $(grep -m1 -E 'ERROR|runtime error' "$tmp/err")"
    else
        case "|$1|" in *"|$got|"*) ;; *) why="status $got, want $1";; esac
        if [ -z "$why" ] && [ -n "$2" ]; then
            case "$2" in
                out:*) grep -q -E -- "${2#out:}" "$tmp/out" || why="stdout lacks /${2#out:}/";;
                *) grep -q -E -- "$2" "$tmp/err" || why="stderr lacks /$2/";;
            esac
        fi
    fi
}

# check WANT PATTERN -- ARGS...
check() {
    want=$1 pat=$2; shift 3
    run "$@"; verdict "$want" "$pat"
    if [ -z "$why" ]; then ok; else
        bad "warpscope $*: $why; stderr: $(head -c 300 "$tmp/err")"; fi
}

# pending WANT PATTERN -- ARGS...: decided behaviour core does not have yet
pending() {
    want=$1 pat=$2; shift 3
    run "$@"; verdict "$want" "$pat"
    if [ -z "$why" ]; then ok
    elif [ -n "$BADINPUT_STRICT" ]; then bad "warpscope $*: $why"
    else
        case "$why" in
            hang*|killed*|sanitizer*) bad "warpscope $*: $why";;
            *) pend=$((pend + 1)); echo "PENDING: warpscope $*: $why";;
        esac
    fi
}

if [ ! -x "$WS" ]; then echo "badinput: no $BUILD/warpscope"; exit 1; fi
mkdir -p "$XDG"

# ---- the table ------------------------------------------------------------
# empty file: every reader says what it expected
for c in dump cfg live occupancy translate; do
    check 2 "^$D/empty.sass: error: no SASS instructions" -- $c $D/empty.sass
done
check 2 "^$D/empty.sass: error: not an ELF" -- lines $D/empty.sass
check 2 "^$D/empty.sass: error: " -- $D/empty.sass          # the interface

# binary garbage
for c in dump cfg live translate; do
    check 2 "^$D/garbage.bin:[0-9]+: error: binary data" -- $c $D/garbage.bin
done
check 2 "^$D/garbage.bin: error: not an ELF" -- lines $D/garbage.bin
check 2 "^$D/garbage.bin:[0-9]+: error: " -- $D/garbage.bin

# a truncated and a corrupt cubin: lines reads them itself; dump needs
# nvdisasm, and says so, or reports nvdisasm's failure
check 2 "^$D/truncated.cubin: error: truncated or corrupt ELF" -- lines $D/truncated.cubin
check 2 "^$D/corrupt.cubin: error: \.debug_line offset 0x[0-9a-f]+: " -- lines $D/corrupt.cubin
for f in truncated.cubin corrupt.cubin; do
    check 2 "^$D/$f: error: " -- dump $D/$f
    check 2 "^$D/$f: error: " -- translate $D/$f
done

# fat binaries: a truncated or wrong-magic container, an architecture the
# file does not hold, a binary without nvdisasm (and with one: a stand-in
# that prints nvdisasm's committed output), a data section's bad line
RB=samples/reduce_block
head -c 1000 $RB/fat.fatbin >"$tmp/trunc.fatbin"
check 2 "^$tmp/trunc.fatbin: error: truncated fat binary" -- dump "$tmp/trunc.fatbin"
printf 'PK\003\004 not a fatbin at all' >"$tmp/magic.fatbin"
check 2 "^$tmp/magic.fatbin: error: not a fat binary: .*magic 0xba55ed50" -- dump "$tmp/magic.fatbin"
check 2 "^$RB/fat.cuobjdump.sass: error: holds code for sm_80, sm_90, not sm_86 \(--sm\)" -- dump $RB/fat.cuobjdump.sass --sm 86
check 2 "^$RB/sm_90.nvdisasm.sass: error: holds code for sm_90 only, not sm_80" -- cfg $RB/sm_90.nvdisasm.sass --sm 80
check 2 "^$RB/fat.fatbin: error: holds cubins for sm_80, sm_90, not sm_86 \(--sm\)" -- dump $RB/fat.fatbin --sm 86
check 0 "^warpscope: $RB/fat.cuobjdump.sass holds sm_80, sm_90; using sm_90 \(--sm to choose\)" -- live $RB/fat.cuobjdump.sass
mkdir -p "$tmp/nonv" "$tmp/fakenv"
RUNPATH=$tmp/nonv
for f in fat.o app libfat.a fat.fatbin; do
    check 2 "^$RB/$f: error: holds cubins for sm_80, sm_90; disassembling sm_90's needs nvdisasm" -- dump $RB/$f
done
printf '#!/bin/sh\ncat "%s"\n' "$(pwd)/$RB/sm_80.full-hex.sass" >"$tmp/fakenv/nvdisasm"
chmod +x "$tmp/fakenv/nvdisasm"
RUNPATH=$tmp/fakenv:$PATH
check 0 "out:_Z14reduce_sum_i32PKiPii" -- dump $RB/libfat.a --sm 80
RUNPATH=
# the entries' flags (offset 40 of each entry header) with 0x2000 set
cp $RB/fat.fatbin "$tmp/z.fatbin"
for at in 57 15785; do printf '\040' | dd of="$tmp/z.fatbin" bs=1 seek=$at conv=notrunc 2>/dev/null; done
check 2 "^$tmp/z.fatbin: error: the sm_90 cubin \(z.fatbin\) is compressed" -- dump "$tmp/z.fatbin"
# info lists them without reading them, and without nvdisasm
RUNPATH=$tmp/nonv
check 0 "out:sm_90 .*compressed" -- info "$tmp/z.fatbin"
check 0 "out:_Z14reduce_sum_i32PKiPii" -- info $RB/fat.o
RUNPATH=
head -c 5000 $RB/fat.o >"$tmp/trunc.o"
for c in info dump; do
    check 2 "^$tmp/trunc.o: error: trunc.o: truncated or corrupt ELF: section headers or contents lie past the end" -- $c "$tmp/trunc.o"
done
check 2 "^$D/truncated.cubin: error: truncated or corrupt cubin" -- info $D/truncated.cubin
check 2 "^$tmp/trunc.fatbin: error: truncated fat binary" -- info "$tmp/trunc.fatbin"
check 2 "^$D/garbage.bin:[0-9]+: error: binary data" -- info $D/garbage.bin
# lines on a fat binary reads its cubin: an architecture it does not hold,
# a file without device code
check 2 "^$RB/fat.o: error: holds cubins for sm_80, sm_90, not sm_86 \(--sm\)" -- lines $RB/fat.o --sm 86
check 2 "^$RB/gfx1100.o: error: holds no device code \(no .nv_fatbin\) \(--sm\)" -- lines $RB/gfx1100.o --sm 90
check 0 "^warpscope: $RB/app holds sm_80, sm_90; using sm_90 \(--sm to choose\)" -- lines $RB/app
sed 's/^\(        \/\*0010\*\/ \t\.byte\t\)0xff/\10xfff/' $RB/sm_90.full.sass >"$tmp/data.sass"
check 2 "^$tmp/data.sass:[0-9]+: error: bad .byte value" -- dump "$tmp/data.sass"

# an unknown architecture: parsed (the SASS does not depend on it), an error
# where a fact about the machine is needed (occupancy), and a warning where
# translate assumes sm_90's parameter layout
sed 's/sm_90/sm_999/' tests/fuzz/corpus/fuzz_sass/reduce_block.sm_90.nvdisasm >"$tmp/sm999.sass"
check 0 "out:\.target[[:space:]]+sm_999" -- dump "$tmp/sm999.sass"
check 0 "" -- cfg "$tmp/sm999.sass"
check 0 "" -- live "$tmp/sm999.sass"
check 2 "sm_999" -- occupancy "$tmp/sm999.sass"
pending "0|3" "$tmp/sm999.sass(:[0-9]+)?: warning: .*sm_999" -- translate "$tmp/sm999.sass"

# an unknown opcode: parsed and flagged; translate says UNSUPPORTED, status 3
printf '\t.target\tsm_90\n\t.section\t.text.k,"ax",@progbits\nk:\n        /*0000*/ FROB.X R1, R2 ;\n        /*0010*/ EXIT ;\n' >"$tmp/unknown.sass"
check 0 'out:"opcode":"FROB".*"unknown":true' -- dump --json "$tmp/unknown.sass"
check 3 "" -- translate "$tmp/unknown.sass"
if grep -q "UNSUPPORTED: FROB" "$tmp/out"; then ok; else bad "translate: no '; UNSUPPORTED: FROB' line"; fi
check 3 "" -- translate "$tmp/unknown.sass" --report "$tmp/r.json" -o "$tmp/u.s"
if grep -q '"opcode":"FROB"' "$tmp/r.json" 2>/dev/null; then ok; else bad "translate --report: FROB not listed"; fi

# a -c listing with no cubin beside it: the static shared memory size is
# unknown.  A kernel with computed shared addresses gets 48 KiB (the most
# static __shared__ CUDA allows), one with constant addresses the end of its
# highest access, one with none 0; each assumption is a warning naming the
# kernel; --lds N or the cubin give the real size and no warning; what the
# assumption makes runs right (verify on the RDNA3 emulator)
mkdir -p "$tmp/c/reduce_block"
cp -r samples/reduce_block/gt samples/reduce_block/sm_90.nvdisasm.sass "$tmp/c/reduce_block/"
RB=$tmp/c/reduce_block/sm_90.nvdisasm.sass
check 0 "^$RB: warning: kernel _Z14reduce_sum_i32PKiPii: assumed 49152 bytes of static shared memory, the most a CUDA kernel can have \(its shared addresses are computed\): the listing does not give the size; --lds N or the cubin beside the listing gives it" -- translate "$RB"
if grep -q "amdhsa_group_segment_fixed_size 49152" "$tmp/out" && ! grep -q "group_segment_fixed_size 0" "$tmp/out"; then ok; else bad "translate -c listing: not 49152 bytes of LDS"; fi
check 0 "^$RB: warning: kernel _Z14reduce_sum_f32PKfPfi: assumed 49152" -- verify "$RB"
check 0 "" -- translate "$RB" --lds 128
if [ ! -s "$tmp/err" ] && grep -q "amdhsa_group_segment_fixed_size 128" "$tmp/out"; then ok; else bad "translate --lds 128: a warning, or not 128 bytes"; fi
check 0 "" -- translate samples/reduce_block/sm_90.nvdisasm.sass
if [ ! -s "$tmp/err" ]; then ok; else bad "translate with the cubin beside: $(head -c 200 "$tmp/err")"; fi
cp samples/warp_scan/sm_80.nvdisasm.sass "$tmp/c/ws.sass"
check 0 "^$tmp/c/ws.sass: warning: kernel _Z17add_block_offsetsPiPKii: assumed 4 bytes of static shared memory, the end of its highest shared access \(all at constant addresses\)" -- translate "$tmp/c/ws.sass"
cp samples/crypto_mix/sm_90.nvdisasm.sass "$tmp/c/cm.sass"
check 0 "" -- translate "$tmp/c/cm.sass"
if [ ! -s "$tmp/err" ] && grep -q "amdhsa_group_segment_fixed_size 0" "$tmp/out"; then ok; else bad "a kernel without shared memory: a warning, or LDS allocated"; fi
check 0 "out:kernel _Z14reduce_sum_i32PKiPii: assumed 49152 bytes of static shared memory" -- screen "$RB" --size 200x24
# ... and __constant__ data (c[0x3]): no value to assume; those reads stay
# UNSUPPORTED (status 3) and the warning says why
cp samples/const_fir/sm_90.nvdisasm.sass "$tmp/c/cf.sass"
check 3 "^$tmp/c/cf.sass: warning: kernel _Z9fir_constPKfPfii: left UNSUPPORTED 3 instructions reading __constant__ data \(c\[0x3\]\[...\]\) the listing does not hold; the cubin beside the listing gives it" -- translate "$tmp/c/cf.sass"

# targets the translator does not emit code for: refused with the list of
# those it does (CLI and :target); occupancy keeps its own targets
for t in gfx942 gfx1200; do
    check 2 "^warpscope translate: not a translation target '$t': the translator emits code for gfx1100, gfx1101, gfx1102, gfx1103\$" -- translate samples/reduce_block --target $t
done
check 2 "^warpscope translate: unknown target 'gfx9': the translator" -- translate samples/reduce_block --target gfx9
check 2 "^warpscope explain: not a translation target 'gfx942'" -- explain samples/reduce_block --offset 0 --target gfx942
check 2 "^warpscope translate: not a translation target 'gfx942'" -- translate --stats samples/reduce_block --target gfx942
check 2 "error: not a translation target 'gfx942'" -- samples/reduce_block --target gfx942
check 0 "out:not a translation target 'gfx942': the translator emits code for gfx1100, gfx1101, gfx1102, gfx1103" -- screen samples/reduce_block --size 160x30 -c "target gfx942"
if grep -q "RDNA3 gfx1100 w32" "$tmp/out"; then ok; else bad ":target gfx942: the pane should stay gfx1100"; fi
check 0 "out:RDNA3 gfx1102 w64" -- screen samples/reduce_block --size 160x30 -c "target gfx1102" -c "wave 64"
check 0 "" -- occupancy samples/reduce_block --target gfx942

# valid input naming more SGPRs than gfx1100's 106 (62 URs, 14 predicates
# and the parameters; status 4 "needs at least 108 SGPRs" before SGPRs were
# spilled): translated within the file, SGPRs spilled to VGPR lanes; an SGPR
# budget below the smallest the function takes: FILE, the function and the
# count, status 2
L=tests/data/limits/many-uniform-registers.sass
for w in 32 64; do
    check 0 "" -- translate --wave $w $L
    n=$(sed -n 's/.*amdhsa_next_free_sgpr \([0-9]*\)/\1/p' "$tmp/out" | sort -n | tail -1)
    if [ -n "$n" ] && [ "$n" -le 106 ]; then ok; else bad "translate --wave $w $L: next_free_sgpr '$n' over 106"; fi
    check 2 "^$L: error: function _Z9many_uregPi: a budget of 20 SGPRs is too small: this function needs at least [0-9]+ SGPRs" -- translate --wave $w --max-sgprs 20 $L
done
check 0 "out:RDNA3 gfx1100 w32 \\(warpscope\\)" -- screen $L --size 160x30     # the interface
# --function NAME: that function and the ones it calls are translated,
# printed, reported and counted; another kernel's unknown opcode does not
# make the status 3
{ printf '\t.target\tsm_90\n'
  printf '\t.section\t.text.k,"ax",@progbits\nk:\n        /*0000*/ FROB.X R1, R2 ;\n        /*0010*/ EXIT ;\n'
  printf '\t.section\t.text.j,"ax",@progbits\nj:\n        /*0000*/ MOV R1, R2 ;\n        /*0010*/ CALL.ABS.NOINC `(h) ;\n        /*0020*/ EXIT ;\n'
  printf '\t.section\t.text.h,"ax",@progbits\nh:\n        /*0000*/ MOV R1, R2 ;\n        /*0010*/ RET.ABS.NODEC R20 0x0 ;\n'
  printf '\t.section\t.text.g,"ax",@progbits\ng:\n        /*0000*/ MOV R1, R2 ;\n        /*0010*/ EXIT ;\n'; } >"$tmp/four.sass"
check 3 "" -- translate "$tmp/four.sass"
check 0 "" -- translate "$tmp/four.sass" --function g --report "$tmp/g.json"
if grep -q "^g:" "$tmp/out" && ! grep -q -E "^(k|j|h):" "$tmp/out" && [ "$(grep -o '"name":"[a-z]"' "$tmp/g.json")" = '"name":"g"' ]; then ok
else bad "translate --function g: other kernels in the output or the report"; fi
check 3 "^warpscope translate: 1 SASS instructions have no rule" -- translate "$tmp/four.sass" --function k
check 3 "" -- translate "$tmp/four.sass" --function j --report "$tmp/j.json"
if grep -q "^j:" "$tmp/out" && grep -q "^h:" "$tmp/out" && ! grep -q -E "^(k|g):" "$tmp/out"; then ok
else bad "translate --function j: not j and its callee h alone"; fi
check 2 "^$tmp/four.sass: error: no function 'nope'" -- translate "$tmp/four.sass" --function nope

# a 1 MB line: FILE:LINE, no time spent on it
{ printf '\t.target\tsm_90\n\t.section\t.text.k,"ax",@progbits\nk:\n        /*0000*/ MOV R1, R2 ; // '
  head -c 1048576 /dev/zero | tr '\0' x; printf '\n'; } >"$tmp/long.sass"
for c in dump cfg translate; do
    check 2 "^$tmp/long.sass:4: error: line longer than 65536 bytes" -- $c "$tmp/long.sass"
done
check 2 "^$tmp/long.sass: error: not an ELF" -- lines "$tmp/long.sass"

# a missing source file: found nowhere is not an error, it is shown missing
check 0 "out:/nonexistent/warpscope-src/gone.c +\(missing\)" -- lines $D/missing-source.elf
check 0 'out:"path":"/nonexistent/warpscope-src/gone.c","source":null' -- lines --json $D/missing-source.elf

# a missing file, and an unreadable one: root reads every file, so a
# directory stands in for it; a mode-000 file when not root
check 2 "^$tmp/nope.sass: error: cannot open: No such file" -- dump "$tmp/nope.sass"
check 2 "^$tmp/nope.o: error: cannot open: No such file" -- lines "$tmp/nope.o"
mkdir -p "$tmp/adir"
check 2 "^$tmp/adir: error: " -- dump "$tmp/adir"
check 2 "^$tmp/adir: error: " -- lines "$tmp/adir"
if [ "$(id -u)" -ne 0 ]; then
    cp tests/fuzz/corpus/fuzz_sass/reduce_block.sm_90.nvdisasm "$tmp/locked.sass"
    chmod 000 "$tmp/locked.sass"
    check 2 "^$tmp/locked.sass: error: cannot open: Permission denied" -- dump "$tmp/locked.sass"
    check 2 "^$tmp/locked.sass: error: " -- lines "$tmp/locked.sass"
else
    skip=$((skip + 1)); echo "badinput: SKIPPED mode-000 file: running as root (the directory checks stand in)"
fi

# a malformed configuration file: FILE:LINE, status 2
XDG=$tmp/xdg; mkdir -p "$XDG/warpscope"
C=$XDG/warpscope/config
printf '# sources\nsource-dir /tmp\nsubstitute-path "/a b\n' >"$C"
check 2 "^$C:3: error: unterminated quote" -- lines $D/missing-source.elf
printf 'source-dir\n' >"$C"
check 2 "^$C:1: error: expected 'substitute-path FROM TO' or 'source-dir DIR'" -- lines $D/missing-source.elf
printf 'source-dir a b c\n' >"$C"
check 2 "^$C:1: error: too many words" -- lines $D/missing-source.elf
{ printf 'source-dir '; head -c 1048576 /dev/zero | tr '\0' a; printf '\n'; } >"$C"
check 2 "^$C:1: error: line longer than" -- lines $D/missing-source.elf
cp $D/garbage.bin "$C"      # no setting of ours in it: other readers' lines
check 0 "" -- lines $D/missing-source.elf
rm -f "$C"; mkdir "$C"      # a configuration path that cannot be read
pending 2 "^$C: error: cannot read" -- lines $D/missing-source.elf
rmdir "$C"
XDG=$tmp/xdg-none

# ---- what the fuzzers found -----------------------------------------------
# .debug_line whose standard_opcode_lengths run past header_length: the
# reader read past the section (heap overflow; an 80 GB allocation)
check 2 "^$D/fuzz_lines-header-overrun-read.cubin: error: \.debug_line offset" -- lines $D/fuzz_lines-header-overrun-read.cubin
check 2 "^$D/lines-header-overrun.elf: error: \.debug_line offset" -- lines $D/lines-header-overrun.elf
# DW_LNS_advance_line past INT64_MAX (signed overflow, build-asan)
check 2 "^$D/lines-line-overflow.elf: error: \.debug_line offset" -- lines $D/lines-line-overflow.elf
# a relocation naming no symbol: an error, and nothing leaked (build-asan)
check 2 "^$D/fuzz_lines-reloc-no-symbol.cubin: error: relocation 0 of \.rela\.debug_line names no symbol" -- lines $D/fuzz_lines-reloc-no-symbol.cubin
# a line table with no function symbols (qsort of NULL, build-asan)
check "0|2" "" -- lines $D/fuzz_lines-no-functions.elf
# register numbers past the register file (P9, R300): the translator
# indexed its P/UP/R/UR maps with them (out of bounds); a parse error like
# the guard's "bad guard predicate"; the same inside addresses ([R3200],
# [UR564]) and constant-bank operands
for f in fuzz_xlate-predicate-p9.sass fuzz_xlate-register-r300.sass \
         fuzz_xlate-mem-register-r3200.sass fuzz_xlate-mem-register-ur564.sass; do
    check 2 "^$D/$f:4: error: " -- dump $D/$f
    check 2 "^$D/$f:4: error: " -- translate $D/$f
done
# address offsets whose sum overflows 64 bits (signed overflow, build-asan)
check 2 "^$D/fuzz_xlate-address-offset-overflow.sass:4: error: address offset out of range" -- translate $D/fuzz_xlate-address-offset-overflow.sass
# ".section" as the last bytes of a buffer: read one byte past it (the CLI's
# own reader NUL-terminates, so only the fuzz replay sees it)
check 2 "^$D/fuzz_sass-section-at-end.sass: error: no SASS instructions" -- dump $D/fuzz_sass-section-at-end.sass
# operands that give the liveness no bits: the operand bit list had no room
# (NULL) and was offset by zero (clang UBSan in make fuzz's replay)
check 0 "" -- live $D/fuzz_sass-live-no-bits.sass
check 2 "^$D/fuzz_rdna-live-no-bits.s:2: error: unrecognised line" -- live $D/fuzz_rdna-live-no-bits.s
# a function with no instructions (NULL + 0 in the translator, clang UBSan)
check "0|3" "" -- translate $D/fuzz_xlate-empty-function.sass
check "0|3" "" -- translate --wave 64 --contract $D/fuzz_xlate-empty-function.sass
# a constant-bank index register past the register file (c[0x0][UR428]):
# the uniformity analysis indexed its register levels with it (build-asan);
# now the parser refuses it, as it refuses R300 above
check 2 "^$D/fuzz_xlate-cbank-ureg-index.sass:4: error: register past the register file" -- translate $D/fuzz_xlate-cbank-ureg-index.sass
check 2 "^$D/fuzz_xlate-cbank-ureg-index.sass:4: error: register past the register file" -- translate --wave 64 $D/fuzz_xlate-cbank-ureg-index.sass

# ---- the interface -----------------------------------------------------------
if have_tool tmux; then
    # a bad keys file: the interface starts, names the first bad line on the
    # status line, and keeps every good binding (j) and the defaults (q)
    mkdir -p "$tmp/kx/warpscope"
    printf '# mine\nj move-down\nq frobnicate\nC-zz quit\n' >"$tmp/kx/warpscope/keys"
    ENVV="XDG_CONFIG_HOME=$tmp/kx"     # read by start (tests/tui/lib.sh)
    start k 120 30
    expect k "keys:3: error: unknown request 'frobnicate'" "bad keys file: FILE:LINE on the status line"
    keys k j
    expect k "▶0010 " "bad keys file: good bindings apply"
    keys k q
    expect k "EXITED rc=0" "bad keys file: q still quits"
    { printf 'j move-down\n'; head -c 1048576 /dev/zero | tr '\0' j; printf ' quit\n'; } >"$tmp/kx/warpscope/keys"
    start k2 120 30
    expect k2 "keys:2: error: line too long" "1 MB line in the keys file"
    keys k2 q
    expect k2 "EXITED rc=0" "1 MB keys line: q still quits"

    # a source file found nowhere: the pane says so and shows line numbers
    # shellcheck disable=SC2034
    ENVV="XDG_CONFIG_HOME=$XDG"
    sed 's#/work/main/samples/reduce_block/kernel.cu#/nonexistent/warpscope-src/gone.cu#' \
        samples/reduce_block/sm_90.nvdisasm.sass >"$tmp/miss.sass"
    start m 120 30 "$tmp/miss.sass"
    expect m "gone.cu (missing)" "missing source: the pane title says missing"
    keys m Z Q
    expect m "EXITED rc=0" "missing source: quits"

    # a file changed on disk while open: the interface keeps what it read;
    # :w writes its own listing back over the change
    cp samples/reduce_block/sm_90.nvdisasm.sass "$tmp/chg.sass"
    start c 120 30 "$tmp/chg.sass"
    expect c "▶0000 ▌LDC R1" "changed on disk: opened"
    : >"$tmp/chg.sass"
    keys c j j
    expect c "▶0020 " "changed on disk: still browsing what was read"
    keys c : ; typ c "w"; keys c Enter
    expect c "wrote $tmp/chg.sass" ":w after the file changed"
    if grep -q "LDC R1, c\[0x0\]\[0x28\]" "$tmp/chg.sass"; then ok; else bad ":w did not write the listing back"; fi
    keys c : ; typ c "q"; keys c Enter
    expect c "EXITED rc=0" "changed on disk: quits"
    stop_server
else
    skip=$((skip + 1)); echo "badinput: SKIPPED the interface checks: $(tool_missing tmux)"
fi

# ---- the manual page -----------------------------------------------------------
if have_tool groff; then
    LC_ALL=C.UTF-8 groff -man -Tutf8 -ww -b -z warpscope.1 >"$tmp/groff" 2>&1
    if [ -s "$tmp/groff" ]; then bad "groff warns on warpscope.1: $(head -c 300 "$tmp/groff")"; else ok; fi
    if have_tool man; then
        LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l warpscope.1 2>"$tmp/manw" >/dev/null
        if [ -s "$tmp/manw" ]; then bad "man -l warpscope.1 warns: $(head -c 300 "$tmp/manw")"; else ok; fi
    else
        skip=$((skip + 1)); echo "badinput: SKIPPED man --warnings on warpscope.1: $(tool_missing man)"
    fi
elif have_tool mandoc; then
    if mandoc -T lint -W warning warpscope.1 >"$tmp/lint" 2>&1; then ok; else bad "mandoc -T lint: $(head -c 300 "$tmp/lint")"; fi
else
    skip=$((skip + 1)); echo "badinput: SKIPPED rendering warpscope.1: neither groff nor mandoc is available"
fi
# every command and option of --help, every command of the command line
# (the loop's and the views'), every request (the request and view lists)
"$WS" --help >"$tmp/help"
n=0
for c in $(sed -n 's/^ *warpscope \([a-z][a-z]*\) .*/\1/p' "$tmp/help" | sort -u); do
    if grep -q -E "^\.BI? \"?${c}[ \"]" warpscope.1; then ok; else bad "warpscope.1 has no entry for '$c'"; fi
    n=$((n + 1))
done
need_count $n 10 || bad "only $n commands found in --help"
n=0
for o in $(grep -o -E -- '(^|[ [|])--?[a-z][a-z-]*' "$tmp/help" | tr -d ' [|' | sort -u); do
    e=$(printf '%s' "$o" | sed 's/-/\\\\-/g')
    if grep -q -- "$e" warpscope.1; then ok; else bad "warpscope.1 does not mention option '$o'"; fi
    n=$((n + 1))
done
need_count $n 20 || bad "only $n options found in --help"
n=0
for c in $(sed -n 's/^ *{ "\([a-z!]*\)", ".*/\1/p' ui/tui_cmd.c views/*.c | sort -u); do
    if grep -q -E "^\.BI? .*:${c}([ \"\\]|\$)" warpscope.1; then ok
    else bad "warpscope.1 does not list the interface command ':$c'"; fi
    n=$((n + 1))
done
need_count $n 20 || bad "only $n interface commands found in ui/tui_cmd.c and views/*.c"
n=0
for r in $( (sed -n 's/^ *X([A-Z_]*, *"\([a-z-]*\)".*/\1/p' ui/term/tui_request.h
             sed -n 's/^ *[A-Z]*(X, [A-Z_]*, [a-z_]*, "\([a-z-]*\)".*/\1/p' ui/term/view_list.h) | sort -u); do
    if grep -q -F ".B $(printf '%s' "$r" | sed 's/-/\\-/g')" warpscope.1; then ok; else bad "warpscope.1 does not list request '$r'"; fi
    n=$((n + 1))
done
need_count $n 40 || bad "only $n requests found in ui/term/tui_request.h and view_list.h"
# make install / uninstall into a DESTDIR (warpscope itself is not rebuilt)
if have_tool make; then
    dest=$tmp/dest
    make -s -o "$BUILD/warpscope" install BUILD="$BUILD" DESTDIR="$dest" PREFIX=/usr >"$tmp/mk" 2>&1
    if [ -x "$dest/usr/bin/warpscope" ] && [ -f "$dest/usr/share/man/man1/warpscope.1" ] &&
       [ -f "$dest/usr/share/warpscope/keymaps/vi.keys" ] && [ -f "$dest/usr/share/warpscope/keymaps/emacs.keys" ]; then
        ok; else bad "make install DESTDIR: $(find "$dest" -type f 2>/dev/null | head -5) $(head -c 300 "$tmp/mk")"; fi
    make -s uninstall BUILD="$BUILD" DESTDIR="$dest" PREFIX=/usr >"$tmp/mk" 2>&1
    left=$(find "$dest" -type f 2>/dev/null)
    if [ -z "$left" ]; then ok; else bad "make uninstall left: $left"; fi
else
    skip=$((skip + 1)); echo "badinput: SKIPPED make install/uninstall: $(tool_missing make)"
fi

echo "badinput: $pass passed, $fail failed, $pend pending, $skip skipped"
[ "$fail" -eq 0 ]
