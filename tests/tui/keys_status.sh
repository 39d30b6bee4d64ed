# keys_status.sh - the status bar and its neighbours: messages on a line of
# their own, the status bar following the focus, header lines named by
# their file, kernel names demangled (the mangled name a key away), and
# two FILEs' kernel.cu told apart (sourced by tests/test_tui_keys.sh).

# 120x40: the status bar is row 39, the message line row 40
start st 120 40 "$SAMPLE"
expect st "▶0000 ▌LDC" "status test starts"
keys st /; typ st "NO_SUCH_THING"; keys st Enter
expect st "pattern not found" "a failed search says so"
if cap st | sed -n 40p | grep -q "pattern not found"; then ok; else bad "the message is on the last row" "" st; fi
if cap st | sed -n 39p | grep -q "reduce_sum_i32 (1/2) | SASS 0000 1/80 | line 36 |"; then ok; else
    bad "the status bar stays on row 39 under a message" "" st; fi
keys st j
expect st "SASS 0010 2/80" "the status bar follows the cursor"
expect_not st "pattern not found" "the next key clears the message"
# the focus moves to the RDNA3 pane: the status bar says where its cursor is
keys st l
expect st "| RDNA3 [0-9]*/[0-9]* |" "l: the status bar shows the RDNA3 pane's cursor"
lacks st "| SASS 0010 2/80 |" "the SASS position is gone from the status bar"
keys st h
expect st "| SASS 0010 2/80 |" "h: back to the SASS pane's cursor"
keys st h
expect st "| source | line" "h again: the source pane's cursor"
keys st C-w l
expect st "| SASS 0010 2/80 |" "C-w l: the SASS pane again"
keys st q
expect st "EXITED rc=0" "status test quits"

# A line of a header: samples/half2_axpy's listing puts 0x01b0 (HADD2) at
# //## File ".../cuda_fp16.hpp", line 2630, and 0x01d0 (STG) at
# //## File ".../half2_axpy/kernel.cu", line 34 (the source pane's file).
start sh 120 40 samples/half2_axpy
expect sh "▶0000 ▌LDC" "half2_axpy opens"
cmd sh "goto 0x1b0"
expect sh "| SASS 01b0 [0-9]*/[0-9]* | cuda_fp16.hpp:2630 |" "a header's line is named by its file"
cmd sh "goto 0x1d0"
expect sh "| SASS 01d0 [0-9]*/[0-9]* | line 34 |" "the source pane's file keeps 'line N'"
keys sh q
expect sh "EXITED rc=0" "half2_axpy quits"

# Kernel names: the status bar demangles them as c++filt does (-p: without
# the parameter types; g m cycles: with them, then the listing's name).
if have_tool c++filt; then
    mangled=_Z14histogram_smemPKjiiPj
    short=$(c++filt -p "$mangled"); full=$(c++filt "$mangled")
    start dm 160 40 samples/histogram_smem
    expect dm "▶0000 ▌LDC" "histogram_smem opens"
    expect dm "^ $short (1/1) | SASS 0000" "the status bar names the kernel as c++filt -p does ($short)"
    keys dm g m
    expect dm "^ $(printf '%s' "$full" | sed 's/[*.[]/\\&/g') (1/1) | SASS 0000" "g m: with its parameter types ($full)"
    expect dm "kernel names demangled with parameter types; g m again: as the listing spells them" "g m says what it did"
    keys dm g m
    expect dm "^ $mangled (1/1) | SASS 0000" "g m again: the mangled name"
    keys dm g m
    expect dm "^ $short (1/1) | SASS 0000" "g m a third time: short again"
    keys dm q
    expect dm "EXITED rc=0" "histogram_smem quits"
else
    echo "tui keys: SKIPPED demangling: $(tool_missing c++filt)"
fi

# two FILEs, each with its kernel.cu: the source pane's title has the directory
start bn 120 40 "$SAMPLE" samples/warp_scan
expect bn "▶0000 ▌LDC" "two FILEs open"
expect bn "^ reduce_block/kernel.cu  *│ SASS sm_90" "the first FILE's source titled reduce_block/kernel.cu"
cmd bn "bn"
expect bn "^ warp_scan/kernel.cu  *│ SASS sm_90" ":bn: warp_scan/kernel.cu"
expect bn "\\[2/2\\]" "the status bar counts the FILEs"
cmd bn "bp"
expect bn "^ reduce_block/kernel.cu  *│" ":bp: back to reduce_block/kernel.cu"
keys bn q
expect bn "EXITED rc=0" "two FILEs quit"
