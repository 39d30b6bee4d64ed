# views_heat_big.sh - the heatmap on a function wider than the screen
# (samples/big_unrolled, 12,440 instructions) and what its numbers say
# (sourced by tests/test_tui_views.sh).
BIG=samples/big_unrolled
"$WS" live "$BIG" --json > "$tmp/biglive.json"
bmaxoff=$(grep -o '"max":{"offset":[0-9]*' "$tmp/biglive.json" | head -1 | sed 's/.*:\([0-9]*\)$/\1/')
bmaxhex=$(printf '%04x' "$bmaxoff")
# instructions in the listing (nvdisasm: one /*offset*/ line each)
bn=$(grep -c '^        /\*[0-9a-f]*\*/' "$BIG/sm_90.nvdisasm.sass")
for size in "120 40" "80 24"; do
    set -- $size
    start hb "$1" "$2" "$BIG"
    expect hb "SASS sm_90" "heat big $1x$2: up"
    keys hb g h
    expect hb "peak GPR [0-9]* at $bmaxhex (insn [0-9]*/$bn)" "heat big $1x$2: the peak, numbered out of $bn"
    # opens at the peak: the grid's marker row holds the peak's ^ (the
    # cursor, on the first instruction, is thousands of columns away)
    expect hb "^      *\^ *$" "heat big $1x$2: the grid opens at the peak"
    # an overview of the whole function, one row
    expect hb "^whole " "heat big $1x$2: an overview row when the function does not fit"
    # Space moves from the peak, p back: the status bar's N/$bn is the
    # peak line's number (both 1-based)
    keys hb Space p
    expect hb "SASS $bmaxhex [0-9]*/$bn" "heat big $1x$2: Space then p puts the cursor on the peak"
    n1=$(cap hb | sed -n "s/.*(insn \([0-9]*\)\/$bn).*/\1/p" | head -1)
    n2=$(cap hb | sed -n "s/.*SASS $bmaxhex \([0-9]*\)\/$bn.*/\1/p" | head -1)
    if [ -n "$n1" ] && [ "$n1" = "$n2" ]; then ok; else
        bad "heat big $1x$2: the peak's number ($n1) is the status bar's ($n2)" "" hb; fi
    # j moves a visible selection
    keys hb j
    expect hb "^>R1 " "heat big $1x$2: j marks the selected register row"
    expect hb "heat: R1 (row 2/[0-9]*) live at [0-9]* of $bn instructions" "heat big $1x$2: and says what it holds"
    keys hb q q
done

# What the numbers say (samples/reduce_block, sm_90 and gfx1100 wave32).
# SASS: the listing names R0-R11, 12 registers a thread; NVIDIA allocates
# a warp's registers in units of 256 (CUDA occupancy calculator), so 12 x
# 32 = 384 becomes 512 = 16 a thread.  12 registers: 65536 / 4 / 512 = 32
# warps per sub-partition, 128 in all, more than the 64 an SM holds: 64/64,
# 100%, nothing limits it below the maximum.
start hn 120 40 "$SAMPLE"
expect hn "SASS sm_90" "heat numbers: up"
keys hn g h
expect hn "registers: 12 a thread (R0 to the highest named; at most [0-9]* live at once), allocated 16 (a warp's in units of 256)" \
    "heat numbers: 12 registers allocated as 16, said"
expect hn "occupancy (block 256): sm_90 12 regs: 64/64 warps/SM (100%, the most an SM holds)" "heat numbers: 100% is not 'limited'"
expect_not hn "100%), limited by" "heat numbers: no '100%, limited by'"
# :block 96 = 3 warps: by warps floor(64 / 3) = 21 blocks, by registers
# floor(4 * 32 / 3) = 42, by blocks 32: 21 blocks, 63 warps (98%), limited
# by warps per SM.
cmd hn "block 96"
expect hn "occupancy (block 96): sm_90 12 regs: 63/64 warps/SM (98%), limited by warps per SM" "heat numbers: :block 96"
cmd hn "block 2000"
expect hn ":block N: threads per block, 1..1024 (now 96)" "heat numbers: :block out of range is refused"
# :budget beyond gfx1100's 256 VGPRs a lane (v0-v255) is refused, saying why
cmd hn "budget 300"
expect hn ":budget 300: gfx1100 has 256 VGPRs a lane (v0-v255); give 1..256, or 0 for no budget" "heat numbers: :budget 300 refused"
expect_not hn "^budget 300" "heat numbers: no budget 300 applied"
# RDNA3: gfx1100 wave32 allocates VGPRs in granules of 24 (LLVM
# AMDGPUBaseInfo, FeatureGFX11FullVGPRs); AMD counts waves per SIMD.
keys hn t
expect hn "registers: [0-9]* VGPRs a lane (v0-v[0-9]*; at most [0-9]* live at once), allocated 24 (granules of 24)" \
    "heat numbers: RDNA3 VGPRs and their granule"
expect hn "occupancy (block 96): gfx1100 [0-9]* VGPRs: 16/16 waves/SIMD (100%, the most a SIMD holds)" "heat numbers: AMD says waves"
expect_not hn "limited by warps" "heat numbers: no warps on AMD"
keys hn q q
