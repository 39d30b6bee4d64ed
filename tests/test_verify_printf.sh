#!/bin/sh
# test_verify_printf.sh - warpscope verify prints and compares what device
# printf printed and a failed assertion's message.
#
# The listings are nvdisasm's full output (the module's sections around
# the code), written here by hand in nvcc's call sequence: bank 4 names
# vprintf (or __assertfail) and the string literals $str...; the expected
# text is derived by hand from the format strings and the arguments (see
# the comments), not taken from warpscope.
BUILD=${1:-build}
WS=$BUILD/warpscope
pass=0; fail=0
. tests/lib/tools.sh
for t in llvm-mc-19 ld.lld-19 llvm-objdump-19 llvm-readelf-19; do
    if ! have_tool $t; then
        echo "verify_printf: SKIPPED: $(tool_missing $t) (make deps installs it)"
        exit 0
    fi
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# .byte lines of a string and its NUL, at offset $2
bytes() {
    printf '        /*%04x*/ \t.byte\t' "$2"
    printf '%s\0' "$1" | od -An -v -tx1 | tr -s ' \n' ' ' | sed 's/^ //; s/ $//; s/ /, 0x/g; s/^/0x/'
    echo
}

# listing DIR CALLEE BODY STRINGS...: DIR/sm_90.full.sass, bank 4 = CALLEE
# at 0x0, then string i at 0x8 + 8i in .nv.global.init (named $str, $str$1 ...)
listing() {
    dir=$1 callee=$2 body=$3
    shift 3
    mkdir -p "$dir/gt"
    {
        printf '\t.target\tsm_90\n\n\t.elftype\t@"ET_EXEC"\n\n'
        printf '//--------------------- .nv.constant4 --------------------------\n'
        printf '\t.section\t.nv.constant4,"a",@progbits\n\t.align\t8\n.nv.constant4:\n'
        printf '        /*0000*/ \t.dword\t%s\n' "$callee"
        i=0
        for s in "$@"; do
            name='$str'; [ $i -gt 0 ] && name="\$str\$$i"
            printf '        /*%04x*/ \t.dword\t%s\n' $((8 + 8 * i)) "$name"
            i=$((i + 1))
        done
        printf '\n//--------------------- .text.k --------------------------\n'
        printf '\t.section\t.text.k,"ax",@progbits\n\t.align\t128\n'
        printf '        .global         k\n        .type           k,@function\n'
        printf '        .other          k,@"STO_CUDA_ENTRY STV_DEFAULT"\nk:\n.text.k:\n'
        printf '%s' "$body"
        printf '\n//--------------------- .nv.global.init --------------------------\n'
        printf '\t.section\t.nv.global.init,"aw",@progbits\n\t.align\t1\n.nv.global.init:\n'
        i=0 at=0
        for s in "$@"; do
            name='$str'; [ $i -gt 0 ] && name="\$str\$$i"
            n=$(printf '%s' "$s" | wc -c)
            printf '\t.type\t\t%s,@object\n\t.size\t\t%s,0x%x\n%s:\n' "$name" "$name" $((n + 1)) "$name"
            bytes "$s" $at
            at=$((at + n + 1))
            i=$((i + 1))
        done
    } >"$dir/sm_90.full.sass"
}

check() {   # check NAME WANT_STATUS PATTERN... : the last run's output has every pattern
    name=$1 want=$2
    shift 2
    ok=1
    [ "$got" -eq "$want" ] || ok=0
    for p in "$@"; do
        grep -qF -- "$p" "$tmp/out" || ok=0
    done
    if [ $ok = 1 ]; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "FAIL: $name: status $got, want $want; output:"
        cat "$tmp/out"
    fi
}

# printf("t%d v=%x s=%s d=%.2f\n", tid, 3 tid + 5, "odd", 1.5) where
# tid & 15 == 3 (threads 3, 19, 35, 51 of 64): v = 14, 62, 110, 158 in hex
body='        /*0000*/ LDC R1, c[0x0][0x28] ;
        /*0010*/ S2R R0, SR_TID.X ;
        /*0020*/ LOP3.LUT R2, R0, 0xf, RZ, 0xc0, !PT ;
        /*0030*/ ISETP.NE.AND P0, PT, R2, 0x3, PT ;
        /*0040*/ @P0 EXIT ;
        /*0050*/ VIADD R1, R1, 0xffffffe8 ;
        /*0060*/ MOV R2, 0x0 ;
        /*0070*/ LDC.64 R8, c[0x4][R2] ;
        /*0080*/ ULDC UR4, c[0x0][0x20] ;
        /*0090*/ IADD3 R6, P0, R1, UR4, RZ ;
        /*00a0*/ ULDC UR5, c[0x0][0x24] ;
        /*00b0*/ IADD3.X R7, RZ, UR5, RZ, P0, !PT ;
        /*00c0*/ IMAD R3, R0, 0x3, 0x5 ;
        /*00d0*/ STL.64 [R1], R2 ;
        /*00e0*/ STL [R1], R0 ;
        /*00f0*/ ULDC.64 UR6, c[0x4][0x10] ;
        /*0100*/ MOV R10, UR6 ;
        /*0110*/ MOV R11, UR7 ;
        /*0120*/ STL.64 [R1+0x8], R10 ;
        /*0130*/ MOV R12, 0x0 ;
        /*0140*/ MOV R13, 0x3ff80000 ;
        /*0150*/ STL.64 [R1+0x10], R12 ;
        /*0160*/ ULDC.64 UR8, c[0x4][0x8] ;
        /*0170*/ IMAD.U32 R4, RZ, RZ, UR8 ;
        /*0180*/ MOV R5, UR9 ;
        /*0190*/ LEPC R20, `(.L_x_0) ;
        /*01a0*/ CALL.ABS.NOINC R8 ;
.L_x_0:
        /*01b0*/ EXIT ;
'
d=$tmp/pf
listing "$d" vprintf "$body" 't%d v=%x s=%s d=%.2f
' odd
printf 'launch 0\nkernel k\ngrid 1 1 1\nblock 64 1 1\ndynshmem 0\nbuffer dummy 4 in\n' >"$d/gt/launch.txt"
printf '\0\0\0\0' >"$d/gt/dummy.in.bin"
# the GPU's lines in another order: compared as a set
printf 't51 v=9e s=odd d=1.50\nt3 v=e s=odd d=1.50\nt35 v=6e s=odd d=1.50\nt19 v=3e s=odd d=1.50\n' \
    >"$d/gt/printf.txt"
for w in 32 64 sass; do
    opt="--wave $w"; [ $w = sass ] && opt=--sass     # the translation, and the SASS emulator
    "$WS" verify "$d/sm_90.full.sass" $opt >"$tmp/out" 2>&1; got=$?
    check "printf $w" 0 "printf       ok: the same 4 lines as the GPU's gt/printf.txt (in any order)" \
        "outputs match the GPU"
done
sed -i 's/t19 v=3e/t19 v=3f/' "$d/gt/printf.txt"
"$WS" verify "$d/sm_90.full.sass" >"$tmp/out" 2>&1; got=$?
check "printf mismatch" 1 'printf       MISMATCH: emulator printed "t19 v=3e s=odd d=1.50", the GPU did not (4 lines here, 4 in gt/printf.txt)' \
    "outputs differ from the GPU"
rm "$d/gt/printf.txt"
"$WS" verify "$d/sm_90.full.sass" >"$tmp/out" 2>&1; got=$?
check "printf not compared" 0 "printf       4 lines printed, not compared (no gt/printf.txt)"

# __assertfail("x < 3", "k.cu", 42, "void k(int *, int)", 1) in thread 5:
# CUDA prints "k.cu:42: void k(int *, int): block: [0,0,0], thread: [5,0,0]
# Assertion `x < 3` failed." and the launch ends with cudaErrorAssert
body='        /*0000*/ LDC R1, c[0x0][0x28] ;
        /*0010*/ S2R R0, SR_TID.X ;
        /*0020*/ ISETP.NE.AND P0, PT, R0, 0x5, PT ;
        /*0030*/ @P0 EXIT ;
        /*0040*/ MOV R2, 0x0 ;
        /*0050*/ LDC.64 R2, c[0x4][R2] ;
        /*0060*/ ULDC.64 UR4, c[0x4][0x8] ;
        /*0070*/ IMAD.U32 R4, RZ, RZ, UR4 ;
        /*0080*/ MOV R5, UR5 ;
        /*0090*/ ULDC.64 UR6, c[0x4][0x10] ;
        /*00a0*/ MOV R6, UR6 ;
        /*00b0*/ MOV R7, UR7 ;
        /*00c0*/ MOV R8, 0x2a ;
        /*00d0*/ ULDC.64 UR8, c[0x4][0x18] ;
        /*00e0*/ MOV R10, UR8 ;
        /*00f0*/ MOV R11, UR9 ;
        /*0100*/ MOV R12, 0x1 ;
        /*0110*/ LEPC R20, `(.L_x_0) ;
        /*0120*/ CALL.ABS.NOINC R2 ;
.L_x_0:
        /*0130*/ EXIT ;
'
d=$tmp/as
listing "$d" __assertfail "$body" 'x < 3' k.cu 'void k(int *, int)'
printf 'launch 0\nkernel k\ngrid 1 1 1\nblock 64 1 1\ndynshmem 0\nfault 0 cudaErrorAssert\nbuffer dummy 4 in\n' \
    >"$d/gt/launch.txt"
printf '\0\0\0\0' >"$d/gt/dummy.in.bin"
msg='k.cu:42: void k(int *, int): block: [0,0,0], thread: [5,0,0] Assertion `x < 3` failed.'
printf '%s\n' "$msg" >"$d/gt/assert.txt"
for w in 32 64 sass; do
    opt="--wave $w"; [ $w = sass ] && opt=--sass
    "$WS" verify "$d/sm_90.full.sass" $opt >"$tmp/out" 2>&1; got=$?
    check "assert $w" 0 "assert       ok: launch 0 stopped at the assertion in workgroup 0,0,0, as it ended with cudaErrorAssert on the GPU: $msg"
done
# the GPU ran it to its end: no fault line
sed -i '/^fault/d' "$d/gt/launch.txt"
"$WS" verify "$d/sm_90.full.sass" >"$tmp/out" 2>&1; got=$?
check "assert not expected" 1 "assert       MISMATCH: launch 0 stopped at an assertion here, and ran to its end on the GPU; here: $msg"
# another message on the GPU
sed -i 's/^launch 0$/launch 0/; /^dynshmem/a fault 0 cudaErrorAssert' "$d/gt/launch.txt"
sed -i 's/thread: \[5,0,0\]/thread: [6,0,0]/' "$d/gt/assert.txt"
"$WS" verify "$d/sm_90.full.sass" >"$tmp/out" 2>&1; got=$?
check "assert other message" 1 "assert       MISMATCH: emulator printed \"$msg\", the GPU did not"

echo "verify_printf: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
