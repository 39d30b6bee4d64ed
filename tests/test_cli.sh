#!/bin/sh
# test_cli.sh - the CLI's exit statuses and messages (README "Bad input").
# Usage: tests/test_cli.sh BUILD   (run from the repository root)
BUILD=${1:-build}
WS=$BUILD/warpscope
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
. tests/lib/tools.sh

# expect STATUS PATTERN -- ARGS...: exit status and a stderr pattern
expect() {
    want=$1; pat=$2; shift 3
    "$WS" "$@" >"$tmp/out" 2>"$tmp/err"
    got=$?
    if [ "$got" -eq "$want" ] && { [ -z "$pat" ] || grep -q -- "$pat" "$tmp/err"; }; then
        pass=$((pass+1))
    else
        fail=$((fail+1))
        echo "FAIL: warpscope $*: status $got (want $want), stderr: $(head -c 300 "$tmp/err") (want /$pat/)"
    fi
}

printf '' >"$tmp/empty.sass"
head -c 3000 /dev/urandom >"$tmp/garbage.bin"
printf '\t.section\t.text.k,"ax",@progbits\nk:\n        /*0000*/ @Q0 MOV R1, R2 ;\n' >"$tmp/badguard.sass"
printf '\t.section\t.text.k,"ax",@progbits\nk:\n        /*0000*/ FROB.X R1, R2 ;\n' >"$tmp/unknown.sass"

expect 2 "no SASS instructions" -- dump "$tmp/empty.sass"
expect 2 "error:" -- dump "$tmp/garbage.bin"
expect 2 "badguard.sass:3: error: bad guard" -- dump "$tmp/badguard.sass"
expect 2 "cannot open" -- dump "$tmp/missing.sass"
expect 2 "missing FILE" -- dump
expect 2 "unknown option" -- dump --frobnicate x
expect 0 "" -- dump "$tmp/unknown.sass"
grep -q '"unknown":true' "$tmp/out" 2>/dev/null || { "$WS" dump --json "$tmp/unknown.sass" | grep -q '"unknown":true' && pass=$((pass+1)) || { fail=$((fail+1)); echo "FAIL: unknown opcode not flagged"; }; }
# (what warpscope finds on PATH, so command -v rather than have_tool)
if ! command -v nvdisasm >/dev/null 2>&1; then
    expect 2 "needs nvdisasm" -- dump samples/reduce_block/sm_90.cubin
else
    echo "cli: SKIPPED a cubin without nvdisasm: nvdisasm is on PATH"
fi
expect 0 "" -- dump --json samples/reduce_block
grep -q '"arch":"sm_90"' "$tmp/out" && pass=$((pass+1)) || { fail=$((fail+1)); echo "FAIL: sample dir json"; }
expect 0 "" -- --version

# the configuration file: a bad line is FILE:LINE and status 2; a good one
# makes a missing source found (the line table names the build machine's path)
mkdir -p "$tmp/xdg/warpscope"
printf 'source-dir %s\nsubstitute-path "unterminated\n' "$PWD/samples/reduce_block" >"$tmp/xdg/warpscope/config"
XDG_CONFIG_HOME=$tmp/xdg expect 2 "config:2: error:" -- lines samples/reduce_block/sm_90.cubin
# the cubin's line table names the build machine's path (see samples/README.md)
mkdir -p "$tmp/src"
cp samples/reduce_block/kernel.cu "$tmp/src/"
printf 'substitute-path /work/main/samples/reduce_block %s\n' "$tmp/src" >"$tmp/xdg/warpscope/config"
XDG_CONFIG_HOME=$tmp/xdg expect 0 "" -- lines --json samples/reduce_block/sm_90.cubin
grep -q "\"source\":\"$tmp/src/kernel.cu\"" "$tmp/out" && pass=$((pass+1)) ||
    { fail=$((fail+1)); echo "FAIL: config substitute-path did not resolve kernel.cu"; }

# lines on an AMDGPU code object: one row per instruction.  The reference is
# llvm-objdump-19's own disassembly: the addresses of the instructions inside
# _Z14reduce_sum_f32PKfPfi (760 bytes: the s_nop padding after it is not
# part of the symbol), made relative to the function's start.
if have_tool llvm-objdump-19; then
    "$WS" lines samples/reduce_block/gfx1100.o |
        awk '/^[^ ]/{f=$1} /^  [0-9a-f]/ && f ~ /f32/ {print $1}' >"$tmp/ours"
    llvm-objdump-19 -d samples/reduce_block/gfx1100.o | awk '
        function hex(s,  i, v) { v = 0; s = tolower(s)
            for (i = 1; i <= length(s); i++) v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
            return v }
        /^[0-9a-f]+ <.*>:/ { f = $2; base = hex($1) }
        /\/\/ [0-9A-F]+:/ && f ~ /f32/ { a = $0; sub(/.*\/\/ /, "", a); sub(/:.*/, "", a)
            off = hex(a) - base; if (off < 760) printf "%04x\n", off }' >"$tmp/ref"
    if [ -s "$tmp/ref" ] && cmp -s "$tmp/ours" "$tmp/ref"; then pass=$((pass+1)); else
        fail=$((fail+1)); echo "FAIL: lines on gfx1100.o: not one row per llvm-objdump-19 instruction"
        diff "$tmp/ours" "$tmp/ref" | head -5; fi
else
    echo "cli: SKIPPED lines per AMDGPU instruction: $(tool_missing llvm-objdump-19) (make deps installs it)"
fi

# every translation target is real: what --target T writes, llvm-mc-19
# -mcpu=T assembles in both wave sizes (the samples with a CALL, shared
# memory, shuffles and a loop)
if command -v llvm-mc-19 >/dev/null 2>&1; then
    for t in gfx1100 gfx1101 gfx1102 gfx1103; do
        for w in 32 64; do
            for s in ieee_div histogram_smem warp_scan; do
                "$WS" translate samples/$s --target $t --wave $w -o "$tmp/t.s" 2>"$tmp/err"
                if llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=$t -mattr=+wavefrontsize$w \
                       -filetype=obj "$tmp/t.s" -o "$tmp/t.o" 2>"$tmp/mc" &&
                   grep -q "amdgcn-amd-amdhsa--$t" "$tmp/t.s"; then pass=$((pass+1)); else
                    fail=$((fail+1)); echo "FAIL: translate $s --target $t --wave $w: $(head -c 200 "$tmp/mc")"; fi
            done
        done
    done
else
    echo "cli: SKIPPED assembling for each target: llvm-mc-19 missing (make deps installs it)"
fi

# translate -o FILE: written beside FILE and renamed over it once whole, so
# a failed translation leaves FILE as it was, and nothing is left beside
# it; FILE's mode kept; a link written through, not replaced
ok() { if "$@"; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL: -o FILE: $*"; fi; }
mkdir "$tmp/o"
echo "kept" >"$tmp/o/k.s"
chmod 640 "$tmp/o/k.s"
expect 2 "a budget of 8 VGPRs is too small" -- translate samples/texture_fetch/sm_90.nvdisasm.sass --max-vgprs 8 -o "$tmp/o/k.s"
ok grep -qx kept "$tmp/o/k.s"
ok test "$(ls -A "$tmp/o")" = "k.s"
expect 0 "" -- translate samples/texture_fetch/sm_90.nvdisasm.sass -o "$tmp/o/k.s"
ok grep -q "amdgcn_target" "$tmp/o/k.s"
ok test "$(stat -c %a "$tmp/o/k.s")" = 640
ok test "$(ls -A "$tmp/o")" = "k.s"
"$WS" translate samples/texture_fetch/sm_90.nvdisasm.sass >"$tmp/o/stdout.s" 2>/dev/null
ok cmp -s "$tmp/o/k.s" "$tmp/o/stdout.s"
ln -s k.s "$tmp/o/l.s"
echo "kept" >"$tmp/o/k.s"
expect 0 "" -- translate samples/sync_bits/sm_90.nvdisasm.sass -o "$tmp/o/l.s"
ok test -L "$tmp/o/l.s"
ok grep -q "amdgcn_target" "$tmp/o/k.s"
# a file with another hard link: written in place, both names see it
echo "kept" >"$tmp/o/k.s"
ln "$tmp/o/k.s" "$tmp/o/h.s"
expect 0 "" -- translate samples/sync_bits/sm_90.nvdisasm.sass -o "$tmp/o/k.s"
ok grep -q "amdgcn_target" "$tmp/o/h.s"

# a listing through a pipe (/dev/stdin, or "-") is read once: the same translation
# as from the file (the looks at a file's first bytes that decide what it
# is would take them from a pipe: the first function lost its name)
cat samples/bfs_level/sm_90.nvdisasm.sass | "$WS" translate /dev/stdin >"$tmp/o/pipe.s" 2>"$tmp/err"
ok test $? -eq 0
"$WS" translate samples/bfs_level/sm_90.nvdisasm.sass >"$tmp/o/file.s" 2>/dev/null
ok cmp -s "$tmp/o/pipe.s" "$tmp/o/file.s"
cat samples/bfs_level/sm_90.nvdisasm.sass | "$WS" cfg /dev/stdin >"$tmp/o/pipe.cfg" 2>/dev/null
"$WS" cfg samples/bfs_level/sm_90.nvdisasm.sass >"$tmp/o/file.cfg" 2>/dev/null
ok cmp -s "$tmp/o/pipe.cfg" "$tmp/o/file.cfg"
cat samples/bfs_level/sm_90.nvdisasm.sass | "$WS" info /dev/stdin >/dev/null 2>"$tmp/err"
ok test $? -eq 2
ok grep -q "^/dev/stdin: error: not a regular file: info reads FILE more than once" "$tmp/err"
cat samples/bfs_level/sm_90.nvdisasm.sass | "$WS" translate - >"$tmp/o/dash.s" 2>/dev/null
ok cmp -s "$tmp/o/dash.s" "$tmp/o/file.s"
printf 'garbage\n' | "$WS" dump - >/dev/null 2>"$tmp/err"
ok test $? -eq 2
ok grep -q "^/dev/stdin:1: error: unrecognised line" "$tmp/err"
printf '\177ELF\2\1\1\0\0\0\0\0\0\0\0\0\2\0\276\0' | "$WS" translate /dev/stdin >/dev/null 2>"$tmp/err"
ok test $? -eq 2
ok grep -q "ELF file" "$tmp/err"

# a listing of 3 MiB or more named on the command line: the heap in 2 MiB
# pages, filled below its first boundary, pages made ready by a thread of
# their own (ui/main.c); through a pipe the same listing takes none of it.
# The bench listing's kernels (1k to 42k instructions): the same output.
if [ -x "$BUILD/gen-big-listing" ]; then
    "$BUILD/gen-big-listing" --seed 1 1000 4000 10000 10000 42000 >"$tmp/big.sass"
    ok test "$(stat -c %s "$tmp/big.sass")" -ge 3145728
    "$WS" translate "$tmp/big.sass" -o "$tmp/o/big-file.s" 2>"$tmp/err"
    ok test $? -eq 0
    cat "$tmp/big.sass" | "$WS" translate /dev/stdin -o "$tmp/o/big-pipe.s" 2>/dev/null
    ok test $? -eq 0
    ok cmp -s "$tmp/o/big-file.s" "$tmp/o/big-pipe.s"
    # -o alone lets go of each function printed ahead while the largest is
    # translated (xlate_opts.drop_printed); with --report every function is
    # kept to the end: the same listing
    "$WS" translate "$tmp/big.sass" -o "$tmp/o/big-kept.s" --report "$tmp/o/big.json" 2>/dev/null
    ok test $? -eq 0
    ok cmp -s "$tmp/o/big-file.s" "$tmp/o/big-kept.s"
    # a signal while -o's file beside OUT is being written: the process dies
    # of it, the file beside is removed and OUT is as it was (or, when the
    # listing was already whole and replacing OUT, OUT is the listing);
    # SIGINT is left out: a shell ignores it for the jobs it starts with &;
    # a signal this shell was started ignoring (nohup: SIGHUP) is ignored by
    # warpscope too, and not tried (SigIgn: bit n-1 for signal n)
    "$BUILD/gen-big-listing" --seed 3 42000 42000 42000 42000 >"$tmp/huge.sass"
    "$WS" translate "$tmp/huge.sass" -o "$tmp/o/ref.s" 2>/dev/null
    ign=$(awk '/^SigIgn:/ { print $2 }' /proc/$$/status 2>/dev/null)
    for sig in TERM HUP; do
        case $sig in TERM) n=15 ;; HUP) n=1 ;; esac
        if [ -n "$ign" ] && [ $(( 0x$ign >> (n - 1) & 1 )) -eq 1 ]; then
            echo "cli: SKIPPED SIG$sig during translate -o: this shell ignores it"
            continue
        fi
        echo kept >"$tmp/o/sig.s"
        "$WS" translate "$tmp/huge.sass" -o "$tmp/o/sig.s" 2>/dev/null &
        pid=$!
        seen=0
        while kill -0 "$pid" 2>/dev/null; do
            set -- "$tmp"/o/.sig.s.*
            if [ -e "$1" ]; then seen=1; break; fi
        done
        kill -"$sig" "$pid" 2>/dev/null
        wait "$pid" 2>/dev/null
        st=$?
        set -- "$tmp"/o/.sig.s.*
        if [ "$seen" = 1 ] && [ "$st" -gt 128 ] && [ ! -e "$1" ] &&
           { grep -qx kept "$tmp/o/sig.s" || cmp -s "$tmp/o/sig.s" "$tmp/o/ref.s"; }; then
            pass=$((pass+1))
        else
            fail=$((fail+1))
            echo "FAIL: SIG$sig during translate -o: seen $seen, status $st, left beside: $1, OUT: $(head -c 40 "$tmp/o/sig.s")"
        fi
    done
else
    fail=$((fail+1)); echo "FAIL: no $BUILD/gen-big-listing (make check builds it)"
fi

echo "cli: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
