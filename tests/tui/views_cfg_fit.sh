# views_cfg_fit.sh - the CFG view and the terminal's size, its messages'
# block names, Tab onto a self-loop (sourced by tests/test_tui_views.sh).
# samples/reduce_block (warpscope cfg): S0 -> S3 taken, S1 fall; S7 0460 is
# `BRA .L_x_3` to itself (a loop of one block); S8 0470 is the last block.

# Boxes grow with the terminal: 20 cells up to 120 columns, a sixth of the
# width beyond (200 columns: 33 cells, "┌S1 00b0" then 24 "─" and "┐").
start cw 200 50 "$SAMPLE"
expect cw "SASS sm_90" "cfg wide: up"
keys cw g c
expect cw "┌S1 00b0────────────────────────┐" "cfg wide: boxes are wider at 200 columns"
# the focused box stays on screen after a resize (and after C-l)
keys cw G
expect cw "| block S8 0470" "cfg wide: G focuses the last block"
T resize-window -t cw -x 80 -y 24
expect cw "▶S8 0470" "cfg resize: the focused box is scrolled into view after a resize"
expect cw "┌S7 0460 dead──────┐" "cfg resize: boxes back to 20 cells at 80 columns"
keys cw C-l
expect cw "▶S8 0470" "cfg resize: and after C-l"
keys cw q q
start cf 120 40 "$SAMPLE"
expect cf "SASS sm_90" "cfg names: up"
keys cf g c
expect cf "| block S0 0000" "cfg names: open"
keys cf f
expect cf "followed the taken edge S0 -> S3 (b goes back)" "cfg names: f says S0 -> S3"
keys cf C-w k
cmd cf "goto 0x460"
expect cf "| block S7 0460" "cfg names: the focus follows the cursor to S7"
keys cf C-w j Tab
expect cf "successor 1 of 1 of S7 is S7 itself (taken edge: a loop of one block): the focus stays" \
    "cfg names: Tab onto a self-loop says so"
keys cf f
expect cf "the taken edge of S7 goes to S7 itself" "cfg names: f onto a self-loop says so"
keys cf q q
