#!/bin/sh
# test_record.sh - `warpscope record` and the replay of its recordings.
# Recording needs an NVIDIA GPU: without a driver, record must fail at once
# (status 2, a clear message).  The recordings in tests/data/record/ were
# made on an NVIDIA H200 (tests/record/make-recordings.sh) and are replayed
# here on the emulator, launch by launch.
BUILD=${1:-build}
WS=$BUILD/warpscope
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
ok() { pass=$((pass+1)); }
no() { fail=$((fail+1)); echo "FAIL: $*"; }

# expect STATUS PATTERN -- ARGS...: exit status, and a pattern in stdout+stderr
expect() {
    want=$1; pat=$2; shift 3
    "$WS" "$@" >"$tmp/out" 2>&1
    got=$?
    if [ "$got" -eq "$want" ] && grep -q -- "$pat" "$tmp/out"; then ok
    else no "warpscope $*: status $got (want $want), output: $(tail -c 400 "$tmp/out") (want /$pat/)"; fi
}

[ -f "$BUILD/libwsrecord.so" ] && ok || no "$BUILD/libwsrecord.so was not built"
if ! ldconfig -p 2>/dev/null | grep -q 'libcuda\.so\.1'; then
    expect 2 "no NVIDIA driver here" -- record -- /bin/true
    expect 2 "no NVIDIA driver here" -- record --out "$tmp/r" --kernel 'k.*' --launches 2 -- /bin/true
fi
expect 2 "missing '-- PROGRAM" -- record --out "$tmp/r"
expect 2 "unknown option" -- record --frob x -- /bin/true
expect 2 "not an extended regular expression" -- record --kernel '(' -- /bin/true

D=tests/data/record
# pointers in a buffer (an array of row pointers), in a by-value struct and
# written by the kernel: all re-based
expect 0 "ptrchase: 2 launches match the GPU, 0 differ" -- verify $D/ptrchase
# an allocation over --max-bytes: the launch is named as not recorded
expect 0 "notrecorded 1 kernel _Z10point_backPPiS_i reason it reaches an allocation of 1600 bytes" \
    -- verify $D/ptrchase_cap
# rodinia lud (-use_fast_math), three kernels: launches 6 and 7 differ by 19 ULP
expect 1 "lud: 8 launches match the GPU, 2 differ" -- verify $D/lud
grep -q "launch 6 (_Z12lud_diagonalPfii): outputs differ" "$tmp/out" && ok || no "lud launch 6 not reported"
grep -q "launch 9 (_Z12lud_diagonalPfii): outputs match" "$tmp/out" && ok || no "lud launch 9 not reported"

# texture and surface objects (tests/record/textures.cu): CUDA arrays,
# pitched memory, layered, 3D, a surface; the tex1Dfetch over linear
# memory is refused, named in recording.txt
expect 0 "textures: 10 launches match the GPU, 0 differ, 0 not translated, 0 failed to run, 1 not recorded" \
    -- verify $D/textures
grep -q "notrecorded 10 kernel _Z7fetch1dPKfPfiy reason parameter 3: its texture object 0xa is over linear memory" \
    "$tmp/out" && ok || no "the tex1Dfetch launch is not reported as not recorded"
expect 0 "textures: 10 launches match the GPU" -- verify $D/textures --wave 64
# the texture line is what the replay samples with: launch 0's point
# filter read as linear gives other values
mkdir -p "$tmp/tex"
cp -r $D/textures/code "$tmp/tex/"
mkdir -p "$tmp/tex/0000" && cp $D/textures/0000/*.bin "$tmp/tex/0000/"
printf 'launch 0 dir 0000 kernel _Z7fetch2dPK6float2Pfiy\n' >"$tmp/tex/recording.txt"
sed 's/^texture o0 t0 2d f32 1 29 17 1 point /texture o0 t0 2d f32 1 29 17 1 linear /' \
    $D/textures/0000/launch.txt >"$tmp/tex/0000/launch.txt"
expect 1 "tex: 0 launches match the GPU, 1 differ" -- verify "$tmp/tex"

# cuda-samples simpleCooperativeGroups: its kernel only prints (no
# parameters, no memory): recorded, and replayed as nothing to compare
expect 2 "coopgroups: 0 launches match the GPU, 0 differ, 0 not translated, 0 failed to run, 0 not recorded, 1 with nothing to compare" \
    -- verify $D/coopgroups
grep -q "launch 0 (_Z8cgkernelv): nothing to compare: the launch reaches no memory" "$tmp/out" && ok \
    || no "coopgroups' launch not reported as nothing to compare"

# the reader of recorded launches
mkdir -p "$tmp/bad/0000" "$tmp/bad/code"
cp -r $D/ptrchase/code/c0 "$tmp/bad/code/"
printf 'launch 0 dir 0000 kernel k\n' >"$tmp/bad/recording.txt"
sed 's/^param 1 @8 bytes 03000000/param 1 @8 bytes 0300000/' $D/ptrchase/0000/launch.txt >"$tmp/bad/0000/launch.txt"
cp $D/ptrchase/0000/*.bin "$tmp/bad/0000/"
expect 2 "launch.txt:7: error: expected 'param N @OFFSET bytes HEX'" -- verify "$tmp/bad"
sed 's/^pointer a0 8 a4 +0/pointer a0 8 a9 +0/' $D/ptrchase/0000/launch.txt >"$tmp/bad/0000/launch.txt"
expect 2 "names buffer 'a9', which no buffer line declares" -- verify "$tmp/bad"

echo "record: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
