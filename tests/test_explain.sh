#!/bin/sh
# test_explain.sh - `warpscope explain` on an UNSUPPORTED instruction: which
# operand a declining rule could not bind and why, and the near misses (every
# rule of the opcode, in the order tried, with the first condition it
# failed).  The expected texts come from the rule rows (core/xlate/rules/),
# derived by hand in the comments.
# Usage: tests/test_explain.sh BUILD   (run from the repository root)
BUILD=${1:-build}
WS=$BUILD/warpscope
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
ok() { pass=$((pass+1)); }
bad() { fail=$((fail+1)); echo "FAIL: $*"; }
# has FILE FIXED-STRING WHAT
has() { if grep -q -F -- "$2" "$1"; then ok; else bad "$3: no '$2' in:"; sed 's/^/    | /' "$1"; fi; }

# ATOMS.POPC.INC.32 R7, [R6+URZ] (tests/data/elsewhere/README.md): the
# ATOMS rows of atom.c in the order tried, priority first, then as the
# table lists them: 1205 atoms.popc.inc.uniform (priority 30) has the
# condition xm_atoms_popc_inc_uniform (an RZ result and an address without
# a per-thread register: R7 and R6 are neither); 1106 atoms.rtn forbids
# POPC (.mods_none "POPC CAST"); 1105 atoms.popc.inc takes POPC INC
# (.when xm_any) but its ds_add_u32 returns nothing, so it declines operand
# 0, a result other than RZ (xe_atoms_popc_inc, emit_warp.c); 1960
# atoms.cast needs CAST (.mods_all "CAST"); 2103 atoms.arrive (sm_80's
# mbarrier.arrive) needs ARRIVE (.mods_all "ARRIVE 64").
"$WS" explain tests/data/elsewhere/histogram.sass --offset 0x390 >"$tmp/a" 2>/dev/null
has "$tmp/a" "UNSUPPORTED (rule atoms.popc.inc declined it: operand 0 R7: the old value is not returned here: RZ expected)" "the operand and why"
has "$tmp/a" "declined by rule 1105 atoms.popc.inc [atomic]" "the declining rule"
if grep -q "why      nvcc turns" "$tmp/a"; then bad "the declining rule's rationale is shown as if it applied"; else ok; fi
sed -n '/near misses/,$p' "$tmp/a" | sed '1d; s/^ *//' >"$tmp/nm"
printf '%s\n' "rule 1205 atoms.popc.inc.uniform [prio 30]: its condition xm_atoms_popc_inc_uniform (rules/match.c) is false" \
    "rule 1106 atoms.rtn [prio 20]: is not for modifier .POPC" \
    "rule 1105 atoms.popc.inc [prio 20]: matches, but declined it: operand 0 R7: the old value is not returned here: RZ expected" \
    "rule 1960 atoms.cast [prio 20]: needs modifier .CAST" \
    "rule 2103 atoms.arrive [prio 20]: needs modifier .ARRIVE" >"$tmp/want"
if cmp -s "$tmp/nm" "$tmp/want"; then ok; else bad "near misses of ATOMS:"; diff "$tmp/want" "$tmp/nm"; fi

# S2R R0, SR_LMEMHIOFF (reduce_block's -G listing, 0x0010 of atomicAdd(int*)):
# the high word of local memory's window in the generic address space;
# no rule matches: each S2R rule's condition names its special register,
# none SR_LMEMHIOFF: one line per S2R row of s2r.c, each "its condition
# ... is false".
F=_ZN39_INTERNAL_62faf1a8_9_kernel_cu_116774709atomicAddEPii
"$WS" explain samples/reduce_block/sm_90.G.nvdisasm.sass --offset 0x10 --function $F >"$tmp/b" 2>/dev/null
has "$tmp/b" "S2R R0, SR_LMEMHIOFF" "the S2R at 0x10"
has "$tmp/b" "UNSUPPORTED (no rule matches)" "S2R SR_LMEMHIOFF"
rows=$(grep -c 'opcode = "S2R"' core/xlate/rules/s2r.c)
got=$(grep -c '^ *rule [0-9]* s2r\..*its condition xm_[a-z_0-9]* (rules/match.c) is false$' "$tmp/b")
[ "$rows" -gt 0 ] && [ "$got" -eq "$rows" ] && ok || bad "S2R near misses: $got lines, $rows S2R rules"
has "$tmp/b" "rule 1 s2r.tid.x [prio 10]: its condition xm_tid_x (rules/match.c) is false" "S2R: tid.x"
has "$tmp/b" "rule 1970 s2r.swinhi [prio 30]: its condition xm_swinhi (rules/match.c) is false" "S2R: swinhi"

# CALL.ABS.NOINC: both CALL rules of bra.c need .REL
"$WS" explain samples/reduce_block/sm_90.G.nvdisasm.sass --offset 0x6c0 \
    --function _Z14reduce_sum_f32PKfPfi >"$tmp/c" 2>/dev/null
has "$tmp/c" "rule 807 call.rel [prio 20]: needs modifier .REL" "CALL.ABS: call.rel needs .REL"

# an instruction with a rule has no near-miss list
"$WS" explain tests/data/elsewhere/histogram.sass --offset 0x3d0 >"$tmp/d" 2>/dev/null
if grep -q "near misses" "$tmp/d"; then bad "a translated instruction lists near misses"; else ok; fi
has "$tmp/d" "rule 1105 atoms.popc.inc [atomic]" "ATOMS [R4+URZ] by its rule"

# forms from the real-world corpus (README "Real-world corpus"), in a
# listing of their own.
# LDC.64 R2, c[0x4][R2]: bank 4 holds words the loader fills by relocation
# (addresses of __device__ variables and functions), read here at a
# per-thread index.  Rule 1500 ldc.bank4.callee (the address of vprintf or
# __assertfail, rules/emit_call.c) takes the form but declines it: R2 has
# no constant value here (no instruction writes it).  The LDC rows of
# ldc.c, priority first, then in table order: 1965 ldc.narrow (.ops "rc":
# operand 1 must be a constant without an index; xlate_rule_miss's shape
# phrase, xlate.c), 2197 ldc.bank3.index.narrow (xm_ldc3_index_narrow:
# bank 3 and .U8/.S8/.U16/.S16), 1500 (matches, declined), 1304 ldc.bank2.index
# (xm_ldc2_index: bank 2), 1200 ldc.bank.rz (xm_ldc_rz: RZ as index), 1201
# ldc.bank3.index (xm_ldc3_index: bank 3), 9 ldc (.mods_none has 64), 10
# ldc.64 (.ops "rc" as 1965), 608 ldc.index (xm_cb_index: bank 0).
# QSPC.E.G P0, RZ, [R4] (is the generic address global?): the one QSPC
# rule, 1971 qspc.shared of generic.c, needs .S (.mods_all "E S").
printf '\t.section\t.text.k,"ax",@progbits\nk:\n        /*0000*/ LDC.64 R2, c[0x4][R2] ;\n        /*0010*/ QSPC.E.G P0, RZ, [R4] ;\n        /*0020*/ EXIT ;\n' >"$tmp/forms.sass"
"$WS" explain "$tmp/forms.sass" --offset 0 >"$tmp/e" 2>/dev/null
has "$tmp/e" "UNSUPPORTED (rule ldc.bank4.callee declined it: LDC from constant bank 4 with an index register whose value is not a constant)" "LDC.64 c[0x4][R2]"
sed -n '/near misses/,$p' "$tmp/e" | sed '1d; s/^ *//' >"$tmp/nm"
ix="operand 1 c[0x4][R2] is a constant read indexed by a register, the rule takes a constant c[N][offset] (no register index) there"
printf '%s\n' "rule 1965 ldc.narrow [prio 30]: $ix" \
    "rule 2197 ldc.bank3.index.narrow [prio 23]: its condition xm_ldc3_index_narrow (rules/match.c) is false" \
    "rule 1500 ldc.bank4.callee [prio 22]: matches, but declined it: LDC from constant bank 4 with an index register whose value is not a constant" \
    "rule 1304 ldc.bank2.index [prio 21]: its condition xm_ldc2_index (rules/match.c) is false" \
    "rule 1200 ldc.bank.rz [prio 20]: its condition xm_ldc_rz (rules/match.c) is false" \
    "rule 1201 ldc.bank3.index [prio 20]: its condition xm_ldc3_index (rules/match.c) is false" \
    "rule 9 ldc [prio 10]: is not for modifier .64" \
    "rule 10 ldc.64 [prio 10]: $ix" \
    "rule 608 ldc.index [prio 10]: its condition xm_cb_index (rules/match.c) is false" >"$tmp/want"
if cmp -s "$tmp/nm" "$tmp/want"; then ok; else bad "near misses of LDC.64:"; diff "$tmp/want" "$tmp/nm"; fi
"$WS" explain "$tmp/forms.sass" --offset 0x10 >"$tmp/f" 2>/dev/null
has "$tmp/f" "UNSUPPORTED (no rule matches)" "QSPC.E.G"
has "$tmp/f" "rule 1971 qspc.shared [prio 10]: needs modifier .S" "QSPC.E.G: qspc.shared needs .S"

# WARPSYNC.EXCLUSIVE R0 (core/xlate/xlate_excl.c): the region it runs once
# per group of lanes sharing a mask is the straight-line code after it up to
# its last REDUX/VOTE/VOTEU or the last instruction reading a UR or UP
# written since.  First listing: UR4 (REDUX.SUM at 0x20) is read at 0x40,
# after the BRA at 0x30 that ends the straight-line code: the rule declines
# and names the BRA.  Second listing: VOTE.ANY (0x20) and REDUX.SUM UR4
# (0x30) are collective, 0x40 reads UR4 and nothing reads it after: the
# loop's tail (the next group: s_cbranch_scc1 back to the loop's label
# .Lws0_excl0010) comes after 0x40, a pass before 0x50, which reads R1
# only; none before 0x40.
printf '\t.section\t.text.k,"ax",@progbits\nk:\n        /*0000*/ S2R R0, SR_TID.X ;\n        /*0010*/ WARPSYNC.EXCLUSIVE R0 ;\n        /*0020*/ REDUX.SUM UR4, R0 ;\n        /*0030*/ BRA `(.L_x_0) ;\n.L_x_0:\n        /*0040*/ IMAD.U32 R1, RZ, RZ, UR4 ;\n        /*0050*/ EXIT ;\n' >"$tmp/xd.sass"
"$WS" explain "$tmp/xd.sass" --offset 0x10 >"$tmp/x" 2>/dev/null
has "$tmp/x" "UNSUPPORTED (rule warpsync.exclusive declined it: BRA at /*0030*/ while a uniform register written since the WARPSYNC.EXCLUSIVE is live" "WARPSYNC.EXCLUSIVE: UR4 live past a BRA"
printf '\t.section\t.text.k,"ax",@progbits\nk:\n        /*0000*/ S2R R0, SR_TID.X ;\n        /*0010*/ WARPSYNC.EXCLUSIVE R0 ;\n        /*0020*/ VOTE.ANY R2, PT, P0 ;\n        /*0030*/ REDUX.SUM UR4, R0 ;\n        /*0040*/ IMAD.U32 R1, RZ, RZ, UR4 ;\n        /*0050*/ IMAD.U32 R3, RZ, RZ, R1 ;\n        /*0060*/ EXIT ;\n' >"$tmp/xe.sass"
"$WS" explain "$tmp/xe.sass" --offset 0x50 >"$tmp/x" 2>/dev/null
has "$tmp/x" "s_cbranch_scc1 .Lws0_excl0010   (inserted by a pass before it)" "WARPSYNC.EXCLUSIVE: the loop's tail before 0x50"
"$WS" explain "$tmp/xe.sass" --offset 0x40 >"$tmp/x" 2>/dev/null
if grep -q "excl0010" "$tmp/x"; then bad "WARPSYNC.EXCLUSIVE: the loop's tail before 0x40, which reads UR4"; else ok; fi

# A kernel compiled with cluster dimensions: tests/data/cluster (cluster.cu
# listed by nvdisasm -g of CUDA 13.0 on the H200 machine).  k_cluster has
# __cluster_dims__(2, 1, 1): its .nv.info has "//----- nvinfo :
# EIATTR_EXPLICIT_CLUSTER" and "EIATTR_CTA_PER_CLUSTER" (0x3d: 2, 1, 1).
# The cluster rules take every launch as clusters of one CTA
# (xcluster_one, rules/emit_cover.c), so there they decline with the
# reason: S2R R6, SR_CgaCtaId at 0x10, UCGABAR_WAIT at 0x150, and the
# cluster word c[0x0][0x188] (%cluster_nctarank) in the prologue.
# k_nocluster syncs its (launch-time) cluster the same way and translates.
cl=tests/data/cluster/sm_90.nvdisasm.sass
"$WS" explain "$cl" --function _Z9k_clusterPj --offset 0x150 >"$tmp/x" 2>/dev/null
has "$tmp/x" "UNSUPPORTED (rule ucgabar.wait declined it: the kernel has cluster dimensions" "UCGABAR_WAIT in a kernel with __cluster_dims__"
"$WS" explain "$cl" --function _Z9k_clusterPj --offset 0x10 >"$tmp/x" 2>/dev/null
has "$tmp/x" "UNSUPPORTED (rule s2r.cgactaid declined it: the kernel has cluster dimensions" "SR_CgaCtaId in a kernel with __cluster_dims__"
"$WS" translate "$cl" >"$tmp/x" 2>&1
has "$tmp/x" "UNSUPPORTED: c[0x0][0x188], a cluster word: the kernel has cluster dimensions" "the cluster word of a kernel with __cluster_dims__"
if awk '/^_Z11k_noclusterPj:/,/^_Z9k_clusterPj:/' "$tmp/x" | grep -q UNSUPPORTED; then
    bad "k_nocluster (no cluster dimensions) has an UNSUPPORTED line"
else ok; fi

# a spin loop's back edge says in its step what the lines after the branch
# do (cg_tiles sm_80: sync_warps' loop, head .L_x_8 at 0x0430, YIELD at
# 0x0440, back edge @P1 BRA at 0x0470; README "Divergence")
"$WS" translate samples/cg_tiles/sm_80.nvdisasm.sass --wave 64 --trace >"$tmp/spin" 2>/dev/null
grep -A1 '^0470  @P1 BRA' "$tmp/spin" >"$tmp/spin1"
has "$tmp/spin1" "the back edge of a spin loop (a YIELD in it, head 0x0430)" "the spin loop's back edge"

echo "explain: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
