#!/bin/sh
# test_tui.sh - the interface, driven through tmux: panes of
# samples/reduce_block, alignment markers following the cursor, search,
# an edit re-translating, undo/redo, :w on a temp copy, resize, keymaps,
# help, $EDITOR, colours, terminal restored on q and on SIGTERM.
# Usage: tests/test_tui.sh BUILD   (run from the repository root)
BUILD=${1:-build}
WS=$(cd "$(dirname "$BUILD/warpscope")" && pwd)/warpscope
. tests/lib/tools.sh
if ! have_tool tmux; then
    echo "tui: SKIPPED: $(tool_missing tmux) (make deps installs it)"
    exit 0
fi
. tests/tui/lib.sh
tmp=$(mktemp -d)
trap 'stop_server; rm -rf "$tmp"' EXIT
ENVV="XDG_CONFIG_HOME=$tmp/cfg"

# The compiled-in keymaps are the keymaps/*.keys files.
if sh keymaps/gen.sh | cmp -s - ui/term/input_keymaps.c; then ok; else
    bad "ui/term/input_keymaps.c is out of date: sh keymaps/gen.sh > ui/term/input_keymaps.c"; fi

# ---- 120x40: the three panes and the alignment --------------------------
# From samples/reduce_block: kernel.cu line 36 opens reduce_sum_i32, its
# first SASS instruction is /*0000*/ LDC R1, c[0x0][0x28]; 0080 IMAD is on
# line 40 and becomes v_mul_lo_u32 + v_add_nc_u32; 0100 LDG is on line 41.
start a 120 40
expect a "kernel.cu .*SASS sm_90 .*RDNA3 gfx1100 w32" "three pane titles"
expect a "▶0000 ▌LDC R1, c\[0x0\]\[0x28\]" "SASS cursor on the first instruction"
expect a "▶  36 ▌__global__ void reduce_s" "source line 36 highlighted"
expect a "SASS 0000 1/80 | line 36" "status line: position and line"
expect a "^rule ldc \[memory\]: " "rule bar for LDC"
keys a j j j j j j j j
expect a "▶0080 ▌IMAD R0, R0, UR5, R11" "j moves the SASS cursor"
expect a "▶  40 ▌    for (int i = blockId" "source follows to line 40"
expect a "▶▌ v_mul_lo_u32 v[0-9]*, v[0-9]*" "RDNA3 pane marks the IMAD's v_mul_lo_u32"
expect a "▶▌ v_add_nc_u32 v[0-9]*," "RDNA3 pane marks the IMAD's v_add_nc_u32"
expect a "rule imad \[integer\]" "rule bar follows"
# :goto and the RDNA3 range moving with it
keys a : ; typ a "goto 0x100"; keys a Enter
expect a "▶0100 ▌LDG.E.CONSTANT R3, desc\[UR6\]\[R2.64\]" ":goto 0x100"
expect a "▶  41 ▌        acc += in\[i\];" "source follows to line 41"
expect a "▶▌ global_load_b32" "RDNA3 pane marks the load"
expect_not a "▶▌ v_mul_lo_u32" "the old RDNA3 range is no longer marked"
# search (regex)
keys a / ; typ a "SHFL\\.DOWN.*0x8"; keys a Enter
expect a "▶01d0 ▌SHFL.DOWN PT, R0, R3, 0x8, 0x1f" "search finds SHFL.DOWN ... 0x8"
keys a g g
expect a "▶0000 ▌LDC" "gg goes to the top"
keys a n
expect a "▶01d0 ▌SHFL.DOWN" "n finds again"
keys a / ; typ a "NO_SUCH_THING"; keys a Enter
expect a "pattern not found" "a failed search says so"
# :line moves the source pane and the others follow
keys a : ; typ a "line 46"; keys a Enter
expect a "▶  46 ▌    if (lane == 0) warp_" ":line 46"
expect a "▶01[0-9a-f]0 ▌@!P0 S2R R9, SR_CgaCtaId" "SASS follows the source line"
# pane focus, zoom, hide
keys a C-w l j
expect a "| SASS 01b0 [0-9]*/80 | line 44" "focus moves right: j moves the SASS cursor"
keys a C-w o
expect_not a "kernel.cu " "zoom shows one pane"
keys a C-w o
expect a "kernel.cu .*SASS sm_90" "zoom again restores"
keys a C-w c
expect_not a "SASS sm_90 " "C-w c hides the SASS pane"
keys a : ; typ a "show-all"; keys a Enter
expect a "kernel.cu .*SASS sm_90 .*RDNA3" ":show-all brings it back"
keys a : ; typ a "goto 0"; keys a Enter
keys a C-w x
expect a "kernel.cu .*RDNA3 gfx1100 w32 (warpscope) .*SASS sm_90" "C-w x swaps panes"
keys a C-w h C-w x
expect a "kernel.cu .*SASS sm_90 .*RDNA3" "and back"
keys a C-w n
expect a "native clang-19 gfx1100" "C-w n shows the native pane"
keys a C-w n
expect_not a "native clang-19" "C-w n hides it"
# help from the keymap and the request table
keys a F1
expect a "j, <Down> *move-down *move the cursor down one line" "help lists keys from the keymap"
keys a G
expect a ":goto OFFSET" "help lists commands"
keys a q
expect a "SASS sm_90" "q closes help"
# :fn with Tab completion, :wave
keys a : ; typ a "fn _Z14reduce_sum_f"; keys a Tab Enter
expect a " reduce_sum_f32 (2/2)" ":fn with Tab completion (the status bar demangles: c++filt -p)"
keys a : ; typ a "wave 64"; keys a Enter
expect a "RDNA3 gfx1100 w64" ":wave 64 re-translates"
keys a : ; typ a "bogus"; keys a Enter
expect a "unknown command 'bogus'" "unknown command reported"
# colours: bands in 256 colours
if cap_e a | grep -q "38;5;"; then ok; else bad "no 256-colour band in capture-pane -e"; fi
# q restores the terminal
keys a q
expect a "EXITED rc=0" "q quits"
expect a "^icanon echo" "terminal back in canonical mode with echo"

# ---- edits on a temp copy: edit, parse error, undo, redo, :w ------------
mkdir -p "$tmp/s"
cp samples/reduce_block/kernel.cu samples/reduce_block/sm_90.nvdisasm.sass "$tmp/s/"
start b 120 40 "$tmp/s"
expect b "▶0000 ▌LDC" "temp copy opens"
keys b : ; typ b "goto 80"; keys b Enter
expect b "▶▌ v_mul_lo_u32" "before the edit: v_mul_lo_u32"
keys b i
expect b "^edit 0080> IMAD R0, R0, UR5, R11" "i opens the editor prefilled"
keys b C-u; typ b "IADD3 R0, R0, R11, RZ"; keys b Enter
expect b "▶0080 ▌IADD3 R0, R0, R11, RZ" "the SASS line changed"
expect b "▶▌ v_add3_u32 v[0-9]*, v[0-9]*, v[0-9]*, 0" "the RDNA3 pane re-translated"
expect_not b "▶▌ v_mul_lo_u32" "the old translation is gone"
expect b "re-translated .*: 1 RDNA3 lines (were 2)" "edit message"
keys b Enter
keys b C-u; typ b "@Q9 FOO R1,"; keys b Enter
expect b "error: bad guard" "a parse error is reported"
expect b "▶0080 ▌@Q9 FOO R1,  <- bad guard" "and shown at the line"
expect b "▶▌ v_add3_u32" "the last good translation stays"
keys b Escape
expect_not b "<- bad guard" "Esc cancels the edit"
expect_not b "^edit 0080>" "the editor is closed"
keys b u
expect b "▶▌ v_mul_lo_u32" "u undoes the edit"
expect b "▶0080 ▌IMAD R0, R0, UR5, R11" "the SASS line is back"
keys b C-r
expect b "▶▌ v_add3_u32" "C-r redoes it"
keys b q
expect b "unsaved edit: quit anyway" ":q asks with unsaved edits"
keys b n
expect b "not quitting" "n keeps it running"
keys b : ; typ b "w"; keys b Enter
expect b "wrote $tmp/s/sm_90.nvdisasm.sass" ":w writes"
if grep -q '/\*0080\*/ *IADD3 R0, R0, R11, RZ ;' "$tmp/s/sm_90.nvdisasm.sass"; then ok; else bad ":w did not write the edit"; fi
if [ ! -e "$tmp/s/sm_90.nvdisasm.sass.tmp" ]; then ok; else bad ":w left its .tmp"; fi
if "$WS" dump "$tmp/s/sm_90.nvdisasm.sass" | grep -q "IADD3 R0, R0, R11, RZ"; then ok; else bad "written listing does not parse back"; fi
# an instruction no rule covers becomes a loud UNSUPPORTED line
keys b : ; typ b "goto 0x90"; keys b Enter
keys b i C-u; typ b "FROB.X R0, R1"; keys b Enter
expect b "▶▌ ; UNSUPPORTED" "an unknown opcode shows UNSUPPORTED in the RDNA3 pane"
keys b C-l
expect b "| 1 unsupported |" "the status line counts it"
keys b u C-l
expect b "| 0 unsupported |" "undo removes it"
keys b : ; typ b "target gfx9999"; keys b Enter
expect b "unknown target 'gfx9999'" ":target rejects an unknown target"
keys b : ; typ b "target gfx1100"; keys b Enter
expect b "re-translated for gfx1100 wave32" ":target gfx1100"
# the whole function in $EDITOR: left alone, nothing changes (the
# instructions read back are their texts: no edit, no encoding dropped)
T kill-session -t b
ENVV="$ENVV EDITOR=true"
start b 120 40 "$tmp/s"
expect b "▶0000 ▌LDC" "reopens"
keys b E
expect b "^no changes" "\$EDITOR leaving the function alone changes nothing"
expect_not b "vi \[+\]" "and leaves no unsaved edit"
printf '#!/bin/sh\nsed -i "s/IMAD R7, R7, UR5, RZ/IADD3 R7, R7, RZ, RZ/" "$1"\n' >"$tmp/ed.sh"
chmod +x "$tmp/ed.sh"
T kill-session -t b
ENVV="XDG_CONFIG_HOME=$tmp/cfg EDITOR=$tmp/ed.sh"
start b 120 40 "$tmp/s"
expect b "▶0000 ▌LDC" "reopens"
keys b E
expect b "00e0 ▌IADD3 R7, R7, RZ, RZ" "E edits the function in \$EDITOR"
keys b : ; typ b "q!"; keys b Enter
expect b "EXITED rc=0" ":q! quits without saving"
if grep -q "IMAD R7, R7, UR5, RZ" "$tmp/s/sm_90.nvdisasm.sass"; then ok; else bad ":q! wrote the file"; fi
ENVV="XDG_CONFIG_HOME=$tmp/cfg"

# ---- resize and 80x24 ---------------------------------------------------
start c 80 24
expect c "kernel.cu .*SASS sm_90 .*RDNA3" "80x24 shows three panes"
# the bottom rows: rule bar, status bar, message line
if cap c | sed -n 23p | grep -q "reduce_sum_i32 (1/2) | SASS 0000"; then ok; else bad "80x24 status line on row 23" "" c; fi
T resize-window -t c -x 100 -y 30
expect c "RDNA3 gfx1100 w32 (warpscope)" "resize to 100x30"
i=0; while [ $i -lt 100 ] && ! cap c | sed -n 29p | grep -q "SASS 0000"; do sleep 0.05; i=$((i+1)); done
if cap c | sed -n 29p | grep -q "SASS 0000"; then ok; else bad "status line on row 29 after resize" "" c; fi
if cap c | sed -n 1p | grep -q "^ kernel.cu"; then ok; else bad "title row after resize" "" c; fi
T resize-window -t c -x 60 -y 15
expect c "SASS" "a small window still draws"
T resize-window -t c -x 80 -y 24
keys c q
expect c "EXITED rc=0" "quits after resizes"

# ---- emacs keymap, user keys with a bad line, NO_COLOR, SIGTERM ---------
mkdir -p "$tmp/cfg/warpscope"
printf 'C-n move-down\nj no-such-request\n' >"$tmp/cfg/warpscope/keys"
ENVV="XDG_CONFIG_HOME=$tmp/cfg NO_COLOR=1"
start d 120 40 --keymap emacs
expect d "warpscope/keys:2: error: unknown request 'no-such-request'" "bad user key line reported with FILE:LINE"
keys d C-n C-n
expect d "▶0020 .ULDC UR5" "emacs C-n"
keys d 'M->'
expect d "▶04f0 .NOP" "emacs M-> to the end"
keys d M-x; typ d "goto 0x50"; keys d Enter
expect d "▶0050 .S2R R11, SR_TID.X" "emacs M-x runs commands"
keys d C-s; typ d "BSSY"; keys d Enter
expect d "▶0060 .BSSY B0" "emacs C-s searches"
if cap_e d | grep -q "38;5;"; then bad "NO_COLOR still has colours"; else ok; fi
keys d M-x; typ d "map x move-up"; keys d Enter
keys d x
expect d "▶0050 .S2R R11" ":map binds at run time"
keys d C-x C-c
expect d "EXITED rc=0" "emacs C-x C-c quits"
ENVV="XDG_CONFIG_HOME=$tmp/cfg"
rm -f "$tmp/cfg/warpscope/keys"
start e 120 40
expect e "▶0000 ▌LDC" "started for SIGTERM"
pid=$(T list-panes -t e -F '#{pane_pid}')
wpid=$(pgrep -P "$pid" -f warpscope | head -1)
[ -n "$wpid" ] && kill -TERM "$wpid"
expect e "EXITED rc=143" "SIGTERM ends it"
expect e "^icanon echo" "terminal restored after SIGTERM"

# ---- a listing from a pipe: read once, keys from the terminal -----------
# (`nvdisasm -c -g k.cubin | warpscope -`): the whole listing (its first
# bytes too: nothing peeks at them), :w asks for a FILE, :w FILE writes
T kill-session -t p 2>/dev/null
T new-session -d -s p -x 120 -y 40 \
    "cd '$PWD' && cat samples/reduce_block/sm_90.nvdisasm.sass | env TERM=xterm-256color $ENVV '$WS' -; echo EXITED rc=\$?; sleep 120"
T set-option -t p status off >/dev/null
expect p "kernel.cu .*SASS sm_90 .*RDNA3 gfx1100 w32" "a listing from a pipe opens"
expect p "▶0000 ▌LDC R1, c\[0x0\]\[0x28\]" "from its first instruction"
expect p "reduce_sum_i32 (1/2) | SASS 0000 1/80" "both functions, all 80 instructions of the first"
keys p j j j j j j j j
expect p "▶0080 ▌IMAD R0, R0, UR5, R11" "keys come from the terminal"
keys p i C-u; typ p "IADD3 R0, R0, R11, RZ"; keys p Enter
expect p "▶▌ v_add3_u32" "an edit re-translates"
keys p : ; typ p "w"; keys p Enter
expect p "came from a stream, not a file: give a FILE" ":w without FILE asks for one"
keys p : ; typ p "w $tmp/piped.sass"; keys p Enter
expect p "wrote $tmp/piped.sass" ":w FILE writes"
if grep -q '/\*0080\*/ *IADD3 R0, R0, R11, RZ ;' "$tmp/piped.sass"; then ok; else bad ":w FILE did not write the edit"; fi
keys p q
expect p "EXITED rc=0" "q quits (the edit was written)"

# ---- a dump whose source is missing, and a bad FILE ---------------------
sed 's#/work/main/samples/reduce_block/#/nowhere/#' samples/reduce_block/sm_90.nvdisasm.sass >"$tmp/lost.sass"
start f 120 40 "$tmp/lost.sass"
expect f "kernel.cu (missing)" "missing source shown as missing"
keys f C-w h g g
expect f "/nowhere/kernel.cu" "with its path (on its own row when the pane is narrow)"
keys f q
if "$WS" /no/such/file </dev/null >/dev/null 2>"$tmp/err"; then bad "a missing FILE should fail"; else
    grep -q "cannot open" "$tmp/err" && ok || bad "missing FILE message: $(cat "$tmp/err")"; fi

finish
