# explain.sh - why an instruction is UNSUPPORTED, in the interface (sourced
# by tests/test_tui_sources.sh).  The expected texts are derived by hand
# from the rule rows of core/xlate/rules/atom.c and s2r.c:
#  - ATOMS.POPC.INC.32 R7, [R6+URZ] (tests/data/elsewhere, 0x0390): rule
#    1205 atoms.popc.inc.uniform (priority 30, tried first) has the
#    condition xm_atoms_popc_inc_uniform, an RZ result and an address
#    without a per-thread register, and R7, R6 are neither; rule 1106
#    atoms.rtn forbids POPC (.mods_none "POPC CAST"); rule 1105
#    atoms.popc.inc takes POPC INC, but its output ds_add_u32 returns
#    nothing: it declines operand 0, a result other than RZ
#    (xe_atoms_popc_inc); rule 1960 atoms.cast needs CAST;
#  - S2R R0, SR_LMEMHIOFF (samples/reduce_block's -G listing, 0x0010 of
#    atomicAdd(int*)): every S2R rule's condition names its special
#    register (xm_tid_x: SR_TID.X ...), and none is SR_LMEMHIOFF.
W=250 H=60

start x $W $H "$ELSEWHERE"
expect x "SASS sm_80" "explain: up"
# U from the SASS pane
keys x U
expect x "▶0390 ▌ATOMS.POPC.INC.32 R7, \[R6+URZ\]" "explain: U goes to the first UNSUPPORTED from the SASS pane"
expect x "^UNSUPPORTED ATOMS: rule atoms.popc.inc declined it: operand 0 R7: the old value is not returned" \
    "explain: the rule line names the operand and why"
# Enter: the near misses
keys x Enter
expect x "near misses: the rules for ATOMS" "explain: Enter opens the near-miss list"
expect x "rule 1205 atoms.popc.inc.uniform \[prio 30\]: its condition xm_atoms_popc_inc_uniform (rules/match.c) is false" \
    "explain: 1205 failed its condition"
expect x "rule 1106 atoms.rtn \[prio 20\]: is not for modifier .POPC" "explain: 1106 is not for .POPC"
expect x "rule 1105 atoms.popc.inc \[prio 20\]: matches, but declined it: operand 0 R7: the old value is not returned here: RZ expected" \
    "explain: 1105 matched and declined, for the result"
expect x "rule 1960 atoms.cast \[prio 20\]: needs modifier .CAST" "explain: 1960 needs .CAST"
expect x "rule 2103 atoms.arrive \[prio 20\]: needs modifier .ARRIVE" "explain: 2103 needs .ARRIVE"
settle
# as much as the CLI: every line explain prints for it is on the screen
"$WS" explain "$ELSEWHERE" --offset 0x390 2>/dev/null | sed -n '/near misses/,$p' | sed '1d; s/^ *//' >"$tmp/cli"
cap x | sed 's/^ *//' >"$tmp/screen"
n=0
while IFS= read -r l; do
    n=$((n+1))
    grep -q -F -- "$l" "$tmp/screen" || bad "explain: the CLI's line is not on the screen: $l"
done <"$tmp/cli"
[ "$n" -eq 5 ] && ok || bad "explain: the CLI listed $n near misses, 5 expected"
reason=$("$WS" explain "$ELSEWHERE" --offset 0x390 2>/dev/null | sed -n '1s/.*UNSUPPORTED (\(.*\))$/\1/p')
if [ -n "$reason" ] && tr -d '\n' <"$tmp/screen" | grep -q -F "operand 0 R7: the old value"; then ok; else
    bad "explain: the CLI's reason ($reason) is not on the screen"; fi
# Enter again edits it
keys x Enter
expect x "edit 0390> ATOMS.POPC.INC.32 R7, \[R6+URZ\]" "explain: Enter again edits the instruction"
keys x C-g
# the RDNA3 pane on the `; UNSUPPORTED:` line: why, not a rule's rationale
cmd x "goto 0x390"
keys x l
keys x j k      # a move makes the RDNA3 cursor the selection
expect x "▶▌ ; UNSUPPORTED: ATOMS.POPC.INC.32" "explain: the RDNA3 cursor on the UNSUPPORTED line"
expect x "^UNSUPPORTED ATOMS: rule atoms.popc.inc declined it" "explain: the rule line there says why"
if cap x | grep -q "^rule atoms.popc.inc \[atomic\]: nvcc turns"; then
    bad "explain: the rule line shows the rationale of a rule that did not apply" "" x; else ok; fi
keys x q
# U from the source and RDNA3 panes
for pane in h l; do
    start x $W $H "$ELSEWHERE"
    expect x "SASS sm_80" "explain: up ($pane)"
    keys x "$pane"
    keys x U
    expect x "UNSUPPORTED 0390 ATOMS (1 in _Z14histogram_smemPKjiiPj)" "explain: U from the pane of '$pane'"
    expect x "[▶·]0390 ▌ATOMS.POPC.INC.32" "explain: the SASS pane marks 0390 (pane of '$pane')"
    keys x q
done
# i edits an UNSUPPORTED instruction at once
start x $W $H "$ELSEWHERE"
cmd x "goto 0x390"
keys x i
expect x "edit 0390> ATOMS.POPC.INC.32 R7, \[R6+URZ\]" "explain: i edits at once"
keys x C-g q
# "no rule matches": the near misses of an S2R
start x $W $H samples/reduce_block/sm_90.G.nvdisasm.sass
expect x "SASS sm_90" "explain S2R: up"
cmd x "fn _ZN39_INTERNAL_62faf1a8_9_kernel_cu_116774709atomicAddEPii"
cmd x "goto 0x10"
expect x "▶0010 ▌S2R R0, SR_LMEMHIOFF" "explain S2R: on 0010"
expect x "^UNSUPPORTED S2R: no rule matches" "explain S2R: no rule matches"
keys x Enter
expect x "near misses: the rules for S2R" "explain S2R: Enter opens the near-miss list"
expect x "rule 1 s2r.tid.x \[prio 10\]: its condition xm_tid_x (rules/match.c) is false" "explain S2R: tid.x"
expect x "rule 4 s2r.ctaid.x \[prio 10\]: its condition xm_ctaid_x (rules/match.c) is false" "explain S2R: ctaid.x"
expect x "rule 1970 s2r.swinhi \[prio 30\]: its condition xm_swinhi (rules/match.c) is false" "explain S2R: swinhi"
keys x q
