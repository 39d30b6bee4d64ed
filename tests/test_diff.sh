#!/bin/sh
# test_diff.sh - warpscope diff: the SASS emulator and the translation in
# step.  Unplanted samples agree; a translation made wrong at one SASS
# instruction (--break OFFSET, rules of every category) is caught at exactly
# that instruction; a hand-edited listing given with --asm is caught at the
# edited instruction.  A recording's launches are compared each on its own
# code.
cd "$(dirname "$0")/.." || exit 2
BUILD=${1:-build}
WS=$BUILD/warpscope
. tests/lib/tools.sh
# diff assembles (llvm-mc-19), links (ld.lld-19) and loads (llvm-objdump-19)
for t in llvm-mc-19 ld.lld-19 llvm-objdump-19; do
    have_tool "$t" || { echo "SKIPPED: $(tool_missing "$t")"; exit 0; }
done
fail=0
ok() { echo "ok: $*"; }
bad() { echo "FAIL: $*"; fail=1; }

# samples whose translation agrees with the SASS at every instruction
for s in stencil crypto_mix transpose_padded; do
    out=$("$WS" diff "samples/$s" --json); rc=$?
    case "$rc:$out" in 0:*'"diverged": false'*) ok "$s agrees" ;; *) bad "$s: rc $rc $out" ;; esac
done

# samples that load the stack pointer (LDC R1, c[0x0][0x28] at 0x0000):
# the SASS emulator starts R1 where the translation does, so the lockstep
# gets past it (it parted there before: R1 0x10000 against 0x48, 0x8 and
# 0x400, the top of the SASS emulator's whole local memory against the
# translation's frame); where they part now is another instruction, and
# not recursive_walk's BMOV.32.CLEAR R25, B7 (a convergence barrier saved
# in a register, 0 in the translation, which keeps none)
for s in printf_assert func_ptr recursive_walk; do
    out=$("$WS" diff "samples/$s" --json); rc=$?
    case "$rc:$out" in
    [01]:*'"offset": 0,'*|[01]:*'"what": "R1"'*) bad "$s: the stack pointer differs: $out" ;;
    [01]:*'"insn": "BMOV'*) bad "$s: a saved convergence barrier differs: $out" ;;
    [01]:*'"compared": '*) ok "$s: the stack pointer agrees" ;;
    *) bad "$s: rc $rc $out" ;;
    esac
done

# SAMPLE OFFSET CATEGORY: the planted rule must be caught at OFFSET
while read -r s off cat; do
    [ -n "$s" ] || continue
    out=$("$WS" diff "samples/$s" --break "$off" --json); rc=$?
    want=$(printf '%d' "0x$off")
    case "$out" in
    *"\"offset\": $want,"*) [ "$rc" = 1 ] && ok "$cat: $s 0x$off caught" || bad "$cat: $s 0x$off exit $rc" ;;
    *) bad "$cat: $s 0x$off not caught there: $out" ;;
    esac
done <<'CASES'
crypto_mix 00f0 integer
stencil 01e0 integer
gemm_tiled 0170 integer
stencil 00b0 compare
stencil 03a0 float
stencil 0380 float
crypto_mix 00d0 memory
gemm_tiled 0360 memory
stencil 03b0 memory
crypto_mix 0120 control
softmax 0070 control
vote_compact 0140 warp
vote_compact 0120 warp
CASES

# --asm: the translation edited by hand at one instruction (the addend
# -1 made -2 in the group of stencil's 0x01e0)
tmp=${TMPDIR:-/tmp}/ws-diff-$$.s
"$WS" translate samples/stencil -o "$tmp" >/dev/null 2>&1
awk 'BEGIN{g=0} /; 01e0:/{g=1; print; next} /; [0-9a-f][0-9a-f][0-9a-f][0-9a-f]:/{g=0} g && /v_add3_u32/ && !d {sub(/, -1,/, ", -2,"); d=1} {print}' "$tmp" > "$tmp.edit"
if cmp -s "$tmp" "$tmp.edit"; then bad "--asm: the edit did not apply"; else
    out=$("$WS" diff samples/stencil --asm "$tmp.edit" --json); rc=$?
    case "$rc:$out" in 1:*'"offset": 480,'*) ok "--asm: hand edit caught at 0x01e0" ;; *) bad "--asm: rc $rc $out" ;; esac
    out=$("$WS" diff samples/stencil --asm "$tmp" --json); rc=$?
    case "$rc:$out" in 0:*'"diverged": false'*) ok "--asm: the unedited listing agrees" ;; *) bad "--asm unedited: rc $rc $out" ;; esac
fi
rm -f "$tmp" "$tmp.edit"

# conformance cases (tests/conformance) in step, and on the SASS emulator
# alone against the H200's outputs: WARPSYNC.EXCLUSIVE's groups (nvcc's
# reduxsync: the REDUX sums each group of threads sharing a mask, where the
# SASS emulator had summed the whole warp: diff stopped at the REDUX and
# verify --sass gave other sums than the GPU), a generic float atomic on
# shared and global memory (the SASS emulator's store named the generic
# window as global memory; a denormal in memory added as itself),
# sm_90's cooperative-groups dispatch with the cluster syncs, and
# WARPSYNC.COLLECTIVE's region per mask (excl_tile8_vote: three tiles at
# the slow path's VOTE.ANY; the SASS emulator gave them one ballot) and a
# one-instruction EXCLUSIVE region (excl_tile4_ballot: diff ran all the
# groups' VOTE.ANY as the first group's), and the generic float atomic
# that adds at global addresses only (atom_f32_generic_dn: the SASS
# emulator added into shared memory in the atomic, flushing denormals)
for c in r2ur_pred_tile:80 r2ur_pred_tile:90 r2ur_pred_mask:80 r2ur_pred_mask:90 excl_mask_uneq:80 \
         excl_mask_uneq:90 excl_mask8:90 excl_mask4:80 atom_f32_generic:80 atom_f32_generic:90 \
         cg_group_call:90 excl_tile8_vote:90 excl_tile4_ballot:90 atom_f32_generic_dn:80 \
         atom_f32_generic_dn:90; do
    d=tests/conformance/cases/${c%:*} sm=${c#*:}
    out=$("$WS" diff "$d" --sm "$sm" --json); rc=$?
    case "$rc:$out" in 0:*'"diverged": false'*) ok "${c%:*} sm_$sm agrees" ;; *) bad "${c%:*} sm_$sm: rc $rc $out" ;; esac
    out=$("$WS" verify "$d" --sm "$sm" --sass 2>&1); rc=$?
    [ "$rc" = 0 ] && ok "${c%:*} sm_$sm: the SASS emulator gives the GPU's outputs" || bad "${c%:*} sm_$sm --sass: rc $rc $out"
done

# a recording (warpscope record): each launch on the code it recorded
out=$("$WS" diff tests/data/record/ptrchase); rc=$?
n=$(printf '%s\n' "$out" | grep -c 'launch [01] (.*agree')
[ "$rc" = 0 ] && [ "$n" = 2 ] && ok "recording: ptrchase's two launches agree" || bad "recording ptrchase: rc $rc $out"
# srad_v2's srad_cuda_2 reads 528 words outside the recorded arrays: both
# machines read them as 0 and agree, and say so
out=$("$WS" diff tests/data/record/srad_v2 --launch 1 --json); rc=$?
case "$rc:$out" in
0:*'"diverged": false'*'"unrecorded": {"sass": 528, "rdna3": 528}'*) ok "recording: srad_v2 launch 1 agrees" ;;
*) bad "recording srad_v2 --launch 1: rc $rc $out" ;;
esac
out=$("$WS" diff tests/data/record/srad_v2 --launch 3 --break 0690 --json); rc=$?
case "$rc:$out" in
1:*'"function": "_Z11srad_cuda_2PfS_S_S_S_S_iiff", "kind": "register", "offset": 1680,'*'"launch": 3,'*)
    ok "recording: srad_v2 launch 3 --break 0690 caught there" ;;
*) bad "recording srad_v2 --launch 3 --break 0690: rc $rc $out" ;;
esac
"$WS" diff tests/data/record/srad_v2 --launch 9 >/dev/null 2>&1; rc=$?
[ "$rc" = 2 ] && ok "recording: a launch it does not have is bad usage" || bad "recording --launch 9: rc $rc"
exit $fail
