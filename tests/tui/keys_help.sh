# keys_help.sh - the help screen, the views' headers and the key messages
# say what the active keymap binds (sourced by tests/test_tui_keys.sh).
# Expected keys are read by hand from keymaps/emacs.keys, keymaps/vi.keys
# and the view list (ui/term/view_list.h): in emacs move-down is C-n,
# move-up C-p, step-next <Space>, step-prev <Backspace> (then C-c b),
# continue C-c n, next-unsupported C-c u, follow-branch C-c f, toggle-isa
# C-c t, find-next M-n, focus-next C-x o and <Tab>, edit-insn <Enter>,
# close-view C-c k, close <Esc> C-g q, quit C-x C-c, help ? (view list)
# and <F1>; half-page-down and quit-force have no key.

start he 160 50 --keymap emacs "$SAMPLE"
expect he "▶0000 .LDC" "emacs help test starts"
keys he '?'
expect he "warpscope keys (keymap emacs; Esc or C-x C-c closes this screen, C-s searches it, M-n finds again)" \
    "emacs help's first line names emacs keys"
expect he "C-c k  *close-view  *close the analysis view" "emacs help lists C-c k close-view"
lacks he "^ *- " "no request listed with '-' for a key"
keys he 'M->'
expect he "no key in this keymap (run one as :NAME" "requests without a key have their own section"
expect he ":half-page-down  *half-page-down" "half-page-down listed as :half-page-down"
expect he ":quit-force  *quit-force" "quit-force listed as :quit-force"
expect he ":cfg  *control-flow graph (C-c c): C-n/C-p blocks, Tab successors, C-c f taken branch, Backspace back, Enter expands, C-c t SASS/RDNA3" \
    "the :cfg command's help names emacs keys"
lacks he "(g c)" "no vi key in the emacs help's commands"
keys he q
expect_not he "warpscope keys (keymap emacs" "q closes the emacs help"
# the views' headers
keys he C-c c
expect he " cfg SASS: .* | C-n/C-p Tab C-c f Backspace Enter C-c t" "emacs cfg header"
lacks he "j/k Tab f b Enter t" "the cfg header has no vi keys in emacs"
keys he C-c f
expect he "followed the taken edge .* (Backspace goes back)" "C-c f (the header's follow key) follows; the message names emacs's back key"
keys he C-c h
expect he "heat: SASS live ranges (C-c t SASS/RDNA3, :budget N, C-n/C-p registers, Left/Right or Space/Backspace instructions)" \
    "emacs heat header"
keys he C-c r
expect he "rules: _Z14reduce_sum_i32PKiPii (Space/M-n next, Backspace back, C-c n continue, C-c u unsupported)" \
    "emacs rules header"
expect he "^ *step 0/" "the rules view starts before the first step"
keys he M-n
expect he "^ *step 1/" "M-n (in the header) steps the rules view"
keys he C-c l
expect he "lanes: warp, wave32, wave64 (Space next step, Backspace back, C-c n next example)" "emacs lanes header"
keys he C-c k
expect_not he "lanes: warp, wave32" "C-c k closes the view"
# an unbound key names the help key of the keymap
keys he j
expect he "j is not bound (? or :help lists the keys)" "the not-bound message names emacs's help key"
keys he C-x C-c
expect he "EXITED rc=0" "emacs quits"

# vi: the same lines with vi keys
start hv 160 50 "$SAMPLE"
expect hv "▶0000 ▌LDC" "vi help test starts"
keys hv F1
expect hv "warpscope keys (keymap vi; Esc or q closes this screen, / searches it, n finds again)" "vi help's first line"
expect hv "C-w q  *close-view" "vi help lists C-w q close-view"
lacks hv "^ *- " "no request listed with '-' in vi"
keys hv q
keys hv g r
expect hv "rules: _Z14reduce_sum_i32PKiPii (Space/n next, p back, c continue, U unsupported)" "vi rules header"
keys hv C-w q
expect_not hv "rules: _Z14" "C-w q closes the view"
keys hv q
expect hv "EXITED rc=0" "vi quits"
