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

# ATOMS.POPC.INC.32 RZ, [R6.X4+URZ] (tests/data/elsewhere/README.md): rule
# 1105 atoms.popc.inc (atom.c) takes .POPC .INC but emits ds_add_u32, whose
# address is one VGPR plus an offset, so the .X4 scale of operand 1 has no
# place; 1205 (priority 30, tried first) needs xm_atoms_popc_inc_uniform
# (no per-thread register in the address); 1106 forbids .POPC.
"$WS" explain tests/data/elsewhere/histogram.sass --offset 0x390 >"$tmp/a" 2>/dev/null
has "$tmp/a" "UNSUPPORTED (rule atoms.popc.inc declined it: operand 1 [R6.X4+URZ]: the .X4 scale" "the operand and its scale"
has "$tmp/a" "declined by rule 1105 atoms.popc.inc [atomic]" "the declining rule"
if grep -q "why      nvcc turns" "$tmp/a"; then bad "the declining rule's rationale is shown as if it applied"; else ok; fi
sed -n '/near misses/,$p' "$tmp/a" | sed '1d; s/^ *//' | cut -c1-60 >"$tmp/nm"
printf '%s\n' "rule 1205 atoms.popc.inc.uniform [prio 30]: its condition xm" \
    "rule 1106 atoms.rtn [prio 20]: is not for modifier .POPC" \
    "rule 1105 atoms.popc.inc [prio 20]: matches, but declined it" >"$tmp/want"
if cmp -s "$tmp/nm" "$tmp/want"; then ok; else bad "near misses of ATOMS:"; diff "$tmp/want" "$tmp/nm"; fi

# S2R R0, SR_SWINHI (reduce_block's -G listing): no rule matches; each S2R
# rule's condition names its special register, none SR_SWINHI: one line
# per S2R row of s2r.c, each "its condition ... is false".
"$WS" explain samples/reduce_block/sm_90.G.nvdisasm.sass --offset 0x930 \
    --function _Z14reduce_sum_f32PKfPfi >"$tmp/b" 2>/dev/null
has "$tmp/b" "UNSUPPORTED (no rule matches)" "S2R SR_SWINHI"
rows=$(grep -c 'opcode = "S2R"' core/xlate/rules/s2r.c)
got=$(grep -c '^ *rule [0-9]* s2r\..*its condition xm_[a-z_0-9]* (rules/match.c) is false$' "$tmp/b")
[ "$rows" -gt 0 ] && [ "$got" -eq "$rows" ] && ok || bad "S2R near misses: $got lines, $rows S2R rules"
has "$tmp/b" "rule 1 s2r.tid.x [prio 10]: its condition xm_tid_x (rules/match.c) is false" "S2R: tid.x"

# CALL.ABS.NOINC: both CALL rules of bra.c need .REL
"$WS" explain samples/reduce_block/sm_90.G.nvdisasm.sass --offset 0x6c0 \
    --function _Z14reduce_sum_f32PKfPfi >"$tmp/c" 2>/dev/null
has "$tmp/c" "rule 807 call.rel [prio 20]: needs modifier .REL" "CALL.ABS: call.rel needs .REL"

# an instruction with a rule has no near-miss list
"$WS" explain tests/data/elsewhere/histogram.sass --offset 0x3d0 >"$tmp/d" 2>/dev/null
if grep -q "near misses" "$tmp/d"; then bad "a translated instruction lists near misses"; else ok; fi
has "$tmp/d" "rule 1105 atoms.popc.inc [atomic]" "ATOMS [R4+URZ] by its rule"

# forms from the real-world corpus (README "Real-world corpus"), in a
# listing of their own: VOTEU.ANY UR6, UPT, !P0 (rule 1003 voteu.any is
# `VOTEU.ANY URd, UPT, PT`: its output copies EXEC, the vote of PT) and
# ATOMS.EXCH R0, [UR4], R2 (rule 1106 atoms.rtn emits ds_storexchg_rtn_b32,
# whose address is one VGPR: a uniform-register address has none)
printf '\t.section\t.text.k,"ax",@progbits\nk:\n        /*0000*/ VOTEU.ANY UR6, UPT, !P0 ;\n        /*0010*/ ATOMS.EXCH R0, [UR4], R2 ;\n        /*0020*/ EXIT ;\n' >"$tmp/forms.sass"
"$WS" explain "$tmp/forms.sass" --offset 0 >"$tmp/e" 2>/dev/null
has "$tmp/e" "UNSUPPORTED (rule voteu.any declined it: operand 2 !P0: a vote over a predicate" "VOTEU.ANY over !P0"
"$WS" explain "$tmp/forms.sass" --offset 0x10 >"$tmp/f" 2>/dev/null
has "$tmp/f" "UNSUPPORTED (rule atoms.rtn declined it: operand 1 [UR4]: no per-thread address register" "ATOMS [UR4]"
has "$tmp/f" "rule 1105 atoms.popc.inc [prio 20]: needs modifier .POPC" "ATOMS.EXCH: popc.inc needs .POPC"

echo "explain: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
