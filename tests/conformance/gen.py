#!/usr/bin/env python3
"""gen.py - write the instruction-conformance cases: one directory per case
under tests/conformance/cases/, each a CUDA kernel that makes nvcc emit one
SASS shape (an opcode, its modifiers and an operand class), with a harness
that runs it on the GPU over edge-case and random inputs.

    tests/conformance/gen.py            (re)write every case's kernel.cu + expect.txt
    tests/conformance/run-gpu.sh OUT.tar.gz   (on the GPU machine) compile, disassemble,
                                        record the outputs; unpack the tarball at the root

Each case computes o[i] = EXPR(a[i], b[i], c[i], p) for 512 threads (4 blocks
of 128, so wave32 and wave64 translations both see several waves); p is a
kernel parameter (a c[0x0][..] operand or a uniform register in SASS).
The first inputs are every pair of the type's edge values (0, 1, -1,
INT_MIN, INT_MAX, powers of two and their neighbours; for floats +-0,
denormals, FLT_MIN, FLT_MAX, +-inf, NaNs with payloads, values around
rounding boundaries), the rest are random (fixed seed).

expect.txt names the SASS the case is for (a regular expression that must
match an instruction of the kernel in each listing: the shape check) and how
the output is compared:
    exact        every bit (integers, exactly rounded float operations)
    bits-nan     every bit, but any NaN equals any NaN (NVIDIA returns the
                 canonical NaN 0x7fffffff, RDNA3 a quieted input payload)
    ulp N        floats within N units in the last place (approximations)
    ulp N abs E  within N ulp or within E absolutely (NVIDIA states some MUFU
                 bounds as an absolute error on an interval: __log2f on
                 [0.5, 2], __sinf/__cosf on [-pi, pi])
A case may compare its output words as another element type (elem=...):
f2f_f16 writes each half in a 32-bit word and compares it as two halves,
so that a NaN half equals any NaN half.
"""
import os, sys

ROOT = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(ROOT, "cases")

T = {  # C type, element name for launch.txt compare lines, bytes
    "u32": ("unsigned", "u32", 4), "i32": ("int", "i32", 4), "f32": ("float", "f32", 4),
    "u64": ("unsigned long long", "u32", 8), "i64": ("long long", "u32", 8),
    "f64": ("double", "f64", 8),
    "h2": ("unsigned", "u32", 4),   # a pair of halves in a word (compare with elem="f16")
}

# name, (ta, tb, tc, to), expression, SASS regex, compare, note
# The expression sees x, y, z (a[i], b[i], c[i]) and p (a parameter of type ta).
C = []
ELEM = {}
NACT = {}
EDGES = {}
LAUNCH = {}
PRE = {}
SASS80 = {}
SURF = set()
def case(name, types, expr, sass, cmp="exact", note="", elem=None, n=None, edges=None, launch=None,
         pre=None, sass80=None, surf=False):
    C.append((name, types.split(), expr, sass, cmp, note))
    if surf:        # a last parameter s: a 2D surface of 128x4 32-bit texels holding c's values
        SURF.add(name)
    if sass80:      # the sm_80 listing's shape, where it differs from sm_90's
        SASS80[name] = sass80
    if launch:      # (grid, block) as 3-tuples; i is then the linear thread index
        LAUNCH[name] = launch
    if pre:         # file-scope declarations (__constant__ data)
        PRE[name] = pre
    if elem:
        ELEM[name] = elem
    if n:
        NACT[name] = n
    if edges:       # the edge values of some input types, in place of EDGE's
        EDGES[name] = edges

# ---- issue 19, real-world coverage: shapes that stopped functions of the
# corpus (nvcc 13.0 output of cuda-samples, rodinia, shoc); literal type
# strings, since this block comes before the shorthands below.
# Uniform 64-bit a + b - c and a - b (parameters stay on the uniform path
# on sm_80): the low word's UIADD3 leaves one or two carries (UP0, UP1)
# with a negated source; the high word's UIADD3.X takes the complemented
# source and both carries.  uiadd3_sub3_p's sm_80 listing has both words as
# segmentationTree does (UIADD3 UR4, UP0, UP1, -UR4, UR8, UR6; UIADD3.X
# UR5, ~UR5, UR9, UR7, UP0, UP1), and the output holds both.  (Written
# first with launch dimensions as terms too: ptxas read blockIdx with S2R
# and made vector IADD3s, so those cases were dropped.)
case("uiadd3_sub3_p", "u64 u64 u64 u64", "x ^ (p + (p >> 7) - (p << 3))", r"^U?IADD3 ",
     sass80=r"^UIADD3 UR\d+, UP\d, UP\d, .*-UR\d+")
case("uiadd3_sub_cc", "u64 u64 u64 u64", "x ^ (p - (((unsigned long long)gridDim.x << 32) | ~(unsigned)n))",
     r"^U?IADD3 ", sass80=r"^UIADD3 UR\d+, UP\d, .*-UR\d+")
# uniform a*b - c (rodinia hotspot: UIMAD UR5, UR4, UR5, -UR9)
case("uimad_neg", "u32 u32 u32 u32", "x + (p * blockDim.x - (unsigned)n * gridDim.x)", r"^U?IMAD ",
     sass80=r"^UIMAD UR\d+, UR\d+, UR\d+, -UR\d+")
case("uimad_neg_p", "u32 u32 u32 u32", "x ^ (p * (p >> 3) - (unsigned)n)", r"^U?IMAD ",
     sass80=r"^UIMAD UR\d+, UR\d+, UR\d+, -UR\d+")
# R2UR Pd, URZ, Ra (sm_80): before a warp-synchronous reduction whose mask
# is in a register, REDUX.OR gathers the masks and R2UR's predicate says
# whether the active lanes' masks differ; 16-lane tiles have two masks
# per warp, so the per-mask path must run
R19_CG = "#include <cooperative_groups.h>\n#include <cooperative_groups/reduce.h>\nnamespace cg = cooperative_groups;\n"
case("r2ur_pred_tile", "u32 u32 u32 u32", "{ cg::thread_block_tile<16> t = cg::tiled_partition<16>(cg::this_thread_block()); o[i] = cg::reduce(t, x, cg::plus<unsigned>()) ^ y; }",
     r"^(R2UR|REDUX|CREDUX|SHFL)", sass80=r"^R2UR P\d, URZ, R\d+", pre=R19_CG)
# (coal: ptxas knows a VOTE result is uniform and reads the mask with a
# plain R2UR.  A mask loaded from memory, the same in every thread, was
# tried too: ptxas dropped it and reduced the whole warp.)
case("r2ur_pred_coal", "u32 u32 u32 u32", "{ unsigned v = z; if (x & 1u) { cg::coalesced_group g = cg::coalesced_threads(); v = cg::reduce(g, y, cg::plus<unsigned>()); } o[i] = v; }",
     r"^(R2UR|REDUX|CREDUX|SHFL|VOTE)", sass80=r"^R2UR UR\d+, R\d+", pre=R19_CG)
case("r2ur_pred_mask", "u32 u32 u32 u32", "__reduce_add_sync(0xffffu << (threadIdx.x & 16u), x) ^ (__reduce_max_sync(0xffu << (threadIdx.x & 24u), y) * 3u)",
     r"^(R2UR|REDUX|CREDUX)", sass80=r"^R2UR P\d, URZ, R\d+")
# issue 18: WARPSYNC.EXCLUSIVE with 8 and 4 groups a warp (masks of 4 and
# 8 lanes: two reductions each; cg::reduce over tiles of 8 or 4 threads is
# SHFL.BFLY, not REDUX), two groups of 12 and 20 lanes, coalesced groups
# on both sides of a divergent branch (each side's active lanes one group),
# and a 16-thread tile's ballot and any (a VOTE under the tile's mask).
# The shape regexes are broad: these listings were not seen before the run.
case("excl_mask8", "u32 u32 u32 u32", "__reduce_add_sync(0xfu << (threadIdx.x & 28u), x) ^ (__reduce_min_sync(0xfu << (threadIdx.x & 28u), y) * 5u)",
     r"^(WARPSYNC|REDUX|CREDUX|R2UR)")
case("excl_mask4", "u32 u32 u32 u32", "__reduce_xor_sync(0xffu << (threadIdx.x & 24u), x) + 3u * (unsigned)__reduce_max_sync(0xffu << (threadIdx.x & 24u), (int)y)",
     r"^(WARPSYNC|REDUX|CREDUX|R2UR)")
case("excl_mask_uneq", "u32 u32 u32 u32", "{ unsigned l = threadIdx.x & 31u; unsigned m = l < 12u ? 0xfffu : 0xfffff000u; o[i] = __reduce_add_sync(m, x) ^ __reduce_or_sync(m, y) ^ __reduce_and_sync(m, z | 0x80000000u); }",
     r"^(WARPSYNC|REDUX|CREDUX|R2UR)")
case("excl_coal_if", "u32 u32 u32 u32", "{ unsigned v; if (x % 3u) { cg::coalesced_group g = cg::coalesced_threads(); v = cg::reduce(g, y, cg::plus<unsigned>()); } else { cg::coalesced_group g = cg::coalesced_threads(); v = cg::reduce(g, z, cg::greater<unsigned>()) ^ g.size(); } o[i] = v; }",
     r"^(WARPSYNC|REDUX|CREDUX|SHFL|VOTE|R2UR)", pre=R19_CG)
case("excl_tile16_vote", "u32 u32 u32 u32", "{ cg::thread_block_tile<16> t = cg::tiled_partition<16>(cg::this_thread_block()); o[i] = t.ballot(x & 1u) ^ (t.any((y & 7u) == 0u) ? 0x10000u : 0u) ^ (t.all(z & 1u) ? 0x20000u : 0u); }",
     r"^(WARPSYNC|VOTE|REDUX|R2UR)", pre=R19_CG)
# clocks: clock() read into a uniform register (S2UR, simpleHyperQ) and the
# 64-bit %globaltimer (CS2R, simpleAWBarrier).  No two clocks agree, so the
# output is a plausibility check that must hold on both: the loop ends
# (the counter advances), the second reading is not below the first, and
# the difference is at least what the loop waited for and below 10^8
# cycles / 1 s.  The output is x plus 1 when all hold.
case("clock_u", "u32 u32 u32 u32", "{ long long t0 = clock(); long long d = 0; while (d < (long long)(p & 63u)) d = clock() - t0; o[i] = x + (d >= (long long)(p & 63u) && d < 100000000ll ? 1u : 0u); }",
     r"^CS2R R\d+, SR_CLOCKLO")     # written for S2UR; nvcc read the clock into a pair (CS2R)
# (clock_t as in simpleHyperQ made the same CS2R pair; a 32-bit count made
# S2UR, whose loop test in wave64 is a UP that differs between the warps)
case("clock_u32", "u32 u32 u32 u32", "{ unsigned t0 = (unsigned)clock(); unsigned d = 0; while (d < (p & 63u)) d = (unsigned)clock() - t0; o[i] = x + (d >= (p & 63u) && d < 100000000u ? 1u : 0u); }",
     r"^(S2UR|CS2R|S2R)(\.32)? U?R\d+, SR_CLOCKLO", sass80=r"^S2UR UR\d+, SR_CLOCKLO")
case("globaltimer", "u32 u32 u32 u32", '{ unsigned long long t0, t1; asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0)); do { asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t1)); } while (t1 - t0 < 1000ull); o[i] = x + (t1 >= t0 && t1 - t0 < 1000000000ull ? 1u : 0u); }',
     r"^(CS2R|S2UR|S2R) U?R\d+, SR_GLOBALTIMERLO")
# NaN-propagating min/max (PTX min.NaN / max.NaN; rodinia srad_v1:
# FMNMX.NAN R0, R12, 1, PT)
case("fmnmx_nan", "f32 f32 f32 f32", 'r; asm("{ .reg .f32 t; min.NaN.f32 t, %1, %2; max.NaN.f32 %0, t, %3; }" : "=f"(r) : "f"(x), "f"(y), "f"(z))',
     r"^FMNMX\.NAN R\d+, R\d+, R\d+, !?PT", "bits-nan")
case("fmnmx_nan_imm", "f32 f32 f32 f32", 'r; asm("{ .reg .f32 t; min.NaN.f32 t, %1, 0f3F800000; max.NaN.f32 %0, t, 0fBF000000; }" : "=f"(r) : "f"(x))',
     r"^FMNMX\.NAN R\d+, R\d+, (1|-0\.5), !?PT", "bits-nan")
# constant bank 3 read through a register at other widths (dct8x8:
# LDC.U16 R4, c[0x3][R4]; LargeKernelParameter: LDC.64 R10, c[0x3][R2])
R19_C16 = "__constant__ unsigned short ct16[32] = { " + ", ".join("0x%04xu" % ((k * 0x9e37 + 0x7f4a) & 0xffff) for k in range(32)) + " };\n" \
          "__constant__ signed char cts8[32] = { " + ", ".join("%d" % (((k * 73 + 11) & 0xff) - 128) for k in range(32)) + " };\n" \
          "__constant__ unsigned long long ct64[16] = { " + ", ".join("0x%016xull" % ((k * 0x9e3779b97f4a7c15 + 0x0123456789abcdef) & 0xffffffffffffffff) for k in range(16)) + " };\n"
case("ldc_bank3_u16", "u32 u32 u32 u32", "ct16[x & 31] + ct16[(y >> 5) & 31] * 3u", r"^LDC\.U16 R\d+, c\[0x3\]\[R\d+", pre=R19_C16)
case("ldc_bank3_s8", "u32 u32 u32 u32", "(unsigned)(int)cts8[x & 31] * 5u + (unsigned)(int)cts8[(y >> 7) & 31]", r"^LDC\.(S8|U8|S16) R\d+, c\[0x3\]\[R\d+", pre=R19_C16)
case("ldc_bank3_64", "u64 u64 u64 u64", "ct64[x & 15] ^ (ct64[(y >> 8) & 15] << 1)", r"^LDC\.64 R\d+, c\[0x3\]\[R\d+", pre=R19_C16)
# more than 128 distinct constant-bank words in one function: 300 words of
# __constant__ data (bank 3) and 200 double coefficients the compiler keeps
# in bank 2 on sm_80 (shoc S3D, LargeKernelParameter); the regular
# expressions ask for a word past the 128th (a double is one slot).  (A kernel naming __constant__ is dumped whole by
# run-gpu.sh, with the banks' data the translation needs.)
R19_CW = "__constant__ unsigned cw[300] = { " + ", ".join("0x%08xu" % ((k * 0x9e3779b1 + 0x7f4a7c15) & 0xffffffff) for k in range(300)) + " };\n"
case("cbank3_many", "u32 u32 u32 u32", "{\n    unsigned acc = x;\n#pragma unroll\n    for (int k = 0; k < 300; k++) acc = (acc ^ cw[k]) + (acc >> 7);\n    o[i] = acc ^ y;\n}",
     r"c\[0x3\]\[0x4[0-9a-f]{2}\]", pre=R19_CW)
# (cbank2_many's doubles take one slot each, a pair: 120 of them stay under
# 128 slots; cbank2_wide has 200.  sm_90 builds the doubles with UMOV.)
case("cbank2_wide", "f64 f64 f64 f64", "{\n    double acc = x;\n#pragma unroll\n    for (int k = 0; k < 200; k++) acc = fma(acc, y, 1.0 + k * 0.0123456789);\n    o[i] = acc;\n}",
     r"^DFMA R\d+, R\d+, R\d+, (UR\d+|c\[0x2\])", "bits-nan", sass80=r"c\[0x2\]\[0x[4-9a-f][0-9a-f]{2}\]",
     pre="// __constant__ named here so that run-gpu.sh dumps the kernel whole: bank 2's data\n")
case("cbank2_many", "f64 f64 f64 f64", "{\n    double acc = x;\n#pragma unroll\n    for (int k = 0; k < 120; k++) acc = fma(acc, y, 1.0 + k * 0.0123456789);\n    o[i] = acc;\n}",
     r"^DFMA R\d+, R\d+, R\d+, (UR\d+|c\[0x2\])", "bits-nan", sass80=r"c\[0x2\]\[0x[2-9a-f][0-9a-f]{2}\]",
     pre="// __constant__ named here so that run-gpu.sh dumps the kernel whole: bank 2's data\n")

U3 = "u32 u32 u32 u32"
I3 = "i32 i32 i32 i32"
F3 = "f32 f32 f32 f32"
# ---- integer multiply-add
case("imad_rrr", U3, "x * y + z", r"^IMAD R\d+, R\d+, R\d+, R\d+")
case("imad_imm", U3, "x * 0x1234567u + z", r"^IMAD R\d+, R\d+, 0x1234567, R\d+")
case("imad_param", U3, "x * p + z", r"^IMAD R\d+, R\d+, (c\[0x0\]|UR)")
case("imad_hi_u32_rz", U3, "__umulhi(x, y)", r"^IMAD\.HI\.U32 R\d+, R\d+, R\d+, RZ")
case("imad_hi_u32_pair", U3, 'r; asm("mad.hi.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(y), "r"(z))',
     r"^IMAD\.HI\.U32 R\d+, R\d+, R\d+, R\d+")
case("imad_hi_s32_pair", I3, 'r; asm("mad.hi.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(y), "r"(z))',
     r"^IMAD\.HI R\d+, R\d+, R\d+, R\d+")
case("imad_hi_s32_rz", I3, "__mulhi(x, y)", r"^IMAD\.HI R\d+, R\d+, R\d+, RZ")
case("imad_wide_u32", "u32 u32 u32 u64", "(unsigned long long)x * y + (((unsigned long long)z << 32) | x)",
     r"^IMAD\.WIDE\.U32 R\d+, R\d+, R\d+, R\d+")
case("imad_wide_s32", "i32 i32 i32 i64", "(long long)x * y + (long long)z",
     r"^IMAD\.WIDE R\d+, R\d+, R\d+, R\d+")
case("imad_x_mul64", "u32 u32 u32 u64", "(((unsigned long long)z << 32) | x) * (((unsigned long long)x << 32) | y)",
     r"^IMAD(\.WIDE\.U32|\.X)? ")
case("imad_shl", U3, "(x << 7) + 1u", r"^(IMAD\.SHL\.U32|SHF\.L|LEA|IMAD)")
# ---- three-input add, carries
case("iadd3", U3, "x + y + z", r"^IADD3 R\d+, R\d+, R\d+, R\d+")
case("iadd3_neg", U3, "x - y - z", r"^IADD3 R\d+, -R\d+, ")
case("add64", "u32 u32 u32 u64", "(((unsigned long long)x << 32) | y) + (((unsigned long long)z << 32) | x)",
     r"^IADD3(\.X)? ")
case("sub64", "u32 u32 u32 u64", "(((unsigned long long)x << 32) | y) - (((unsigned long long)z << 32) | x)",
     r"^IADD3(\.X)? ")
case("lea", U3, "x + (y << 5)", r"^LEA R\d+, R\d+, R\d+, 0x5")
case("lea_hi_x", "u32 u32 u32 u64", "(((unsigned long long)z << 32) | y) + ((unsigned long long)x << 3)",
     r"^(LEA|IMAD\.WIDE\.U32 R\d+, R\d+, 0x8, R\d+)")
case("wide_sx32", "i32 u32 u32 u64", "(((unsigned long long)z << 32) | y) + (long long)x * 4",
     r"^IMAD\.WIDE R\d+, R\d+, 0x4, R\d+")
# ---- shifts and funnel shifts
case("shl_var", U3, "x << (y & 31)", r"^SHF\.L\.W\.U32 R\d+, R\d+, R\d+, RZ")
case("shr_u32_var", U3, "x >> (y & 31)", r"^SHF\.R\.W\.U32\.HI R\d+, RZ, R\d+, R\d+")
case("shr_s32_var", I3, "x >> (y & 31)", r"^SHF\.R\.W\.S32\.HI R\d+, RZ, R\d+, R\d+")
case("funnel_l", U3, "__funnelshift_l(x, y, z)", r"^SHF\.L\.W\.U32\.HI ")
case("funnel_r", U3, "__funnelshift_r(x, y, z)", r"^SHF\.R\.W\.U32 ")
case("funnel_lc", U3, "__funnelshift_lc(x, y, z)", r"^SHF\.L\.U32\.HI ")
case("shr_u64", "u32 u32 u32 u64", "(((unsigned long long)x << 32) | y) >> (z & 63)", r"^SHF\.R\.U64 ")
case("shr_s64", "u32 u32 u32 i64", "(long long)(((unsigned long long)x << 32) | y) >> (z & 63)", r"^SHF\.R\.S64 ")
case("shl_u64", "u32 u32 u32 u64", "(((unsigned long long)x << 32) | y) << (z & 63)", r"^SHF\.L\.U64\.HI ")
case("rot_imm", U3, "(x << 13) | (x >> 19)", r"^SHF\.L\.W\.U32\.HI R\d+, R\d+, 0xd, R\d+")
# ---- logic, bits
case("lop3_a", U3, "(x & y) ^ ~z", r"^LOP3\.LUT ")
case("lop3_b", U3, "(x & ~y) | (z & y)", r"^LOP3\.LUT ")
case("lop3_imm", U3, "(x ^ 0x5a5a5a5au) & (y | z)", r"^LOP3\.LUT ")
case("popc", U3, "__popc(x) + __popc(y & z)", r"^POPC ")
case("flo_clz", U3, "__clz(x)", r"^FLO\.U32 ")
case("flo_s32", I3, "31 - __clz(x < 0 ? ~x : x)", r"^FLO")
case("brev", U3, "__brev(x)", r"^BREV ")
case("ffs", I3, "__ffs(x)", r"^(BREV|FLO)")
case("prmt_imm", U3, "__byte_perm(x, y, 0x5140)", r"^PRMT R\d+, R\d+, 0x5140, R\d+")
case("prmt_reg", U3, "__byte_perm(x, y, z)", r"^PRMT R\d+, R\d+, R\d+, R\d+")
case("iabs", I3, "abs(x)", r"^IABS ")
case("imnmx_s", I3, "min(x, y) + max(y, z)", r"^(IMNMX|VIMNMX) ")
case("imnmx_u", U3, "min(x, y) ^ max(y, z)", r"^(IMNMX|VIMNMX)\.U32 ")
case("sel_lt", I3, "x < y ? z : x", r"^(SEL|ISETP)")
case("isetp_u", U3, "(x < y) + (y >= z) * 2u", r"^ISETP\.(LT|GE|GT|LE)\.U32")
case("isetp_64", "u32 u32 u32 u32", "((((unsigned long long)x << 32) | y) < (((unsigned long long)z << 32) | x)) ? 7u : 9u",
     r"^ISETP\.\w+\.U32\.AND\.EX ")
case("i2i_s8", "i32 i32 i32 i32", "(int)(signed char)x + (int)(short)y", r"^(PRMT|SGXT|I2I|SHF|IMAD)")
case("cvt_sat_s8", I3, 'r; asm("cvt.sat.s8.s32 %0, %1;" : "=r"(r) : "r"(x))', r"^I2I\.S8\.S32\.SAT ")
case("cvt_sat_u16", I3, 'r; asm("cvt.sat.u16.s32 %0, %1;" : "=r"(r) : "r"(x))', r"^I2I\.U16\.S32\.SAT ")
# ---- division by run-time values (nvcc's reciprocal sequences)
case("udiv", U3, "y ? x / y : 0u", r"^IMAD\.HI\.U32 ")
case("urem", U3, "y ? x % y : 0u", r"^IMAD\.HI\.U32 ")
case("sdiv", I3, "(y == 0 || (x == (-2147483647 - 1) && y == -1)) ? 0 : x / y", r"^IMAD\.HI\.U32 ")
case("srem", I3, "(y == 0 || (x == (-2147483647 - 1) && y == -1)) ? 0 : x % y", r"^IMAD\.HI\.U32 ")
case("udiv_param", U3, "x / (p | 1u)", r"^IMAD\.HI\.U32 ")
# ---- float arithmetic, exactly rounded
case("fadd", F3, "x + y", r"^FADD R\d+, R\d+, R\d+", "bits-nan")
case("fadd_neg_abs", F3, "fabsf(x) - y", r"^FADD R\d+, \|R\d+\|, -R\d+", "bits-nan")
case("fmul", F3, "x * y", r"^FMUL R\d+, R\d+, R\d+", "bits-nan")
case("fmul_imm", F3, "x * 0.3f", r"^FMUL R\d+, R\d+, 0\.3", "bits-nan")
case("ffma", F3, "fmaf(x, y, z)", r"^FFMA R\d+, R\d+, R\d+, R\d+", "bits-nan")
case("ffma_param", F3, "fmaf(x, p, z)", r"^FFMA R\d+, R\d+, (c\[0x0\]|UR)", "bits-nan")
case("fadd_rz", F3, "__fadd_rz(x, y)", r"^FADD\.RZ ", "bits-nan")
case("fadd_rd", F3, "__fadd_rd(x, y)", r"^FADD\.RM ", "bits-nan")
case("fadd_ru", F3, "__fadd_ru(x, y)", r"^FADD\.RP ", "bits-nan")
case("fmul_rz", F3, "__fmul_rz(x, y)", r"^FMUL\.RZ ", "bits-nan")
case("ffma_rd", F3, "__fmaf_rd(x, y, z)", r"^FFMA\.RM ", "bits-nan")
case("fadd_ftz", F3, 'r; asm("add.ftz.f32 %0, %1, %2;" : "=f"(r) : "f"(x), "f"(y))', r"^FADD\.FTZ ", "bits-nan")
case("fmul_ftz", F3, 'r; asm("mul.ftz.f32 %0, %1, %2;" : "=f"(r) : "f"(x), "f"(y))', r"^FMUL\.FTZ ", "bits-nan")
case("ffma_ftz", F3, 'r; asm("fma.rn.ftz.f32 %0, %1, %2, %3;" : "=f"(r) : "f"(x), "f"(y), "f"(z))', r"^FFMA\.FTZ ", "bits-nan")
case("fadd_sat", F3, "__saturatef(x + y)", r"^FADD\.SAT ", "bits-nan")
case("fmnmx", F3, "fminf(x, y) + fmaxf(y, z)", r"^FMNMX ", "bits-nan")
case("fsetp_sel", F3, "x < y ? z : x", r"^FSETP\.(GEU|LT|GE)", "bits-nan")
case("fsetp_nan", "f32 f32 f32 u32", "(x != x) * 1u + (x == y) * 2u + (x < y) * 4u + (x >= y) * 8u", r"^FSETP\.", "exact")
case("fsel_abs", F3, "fabsf(x) > y ? x : -z", r"^(FSEL|FSETP)", "bits-nan")
# ---- conversions
case("f2i_trunc", "f32 f32 f32 i32", "(int)x", r"^F2I\.TRUNC\.NTZ ", "exact")
case("f2i_u32", "f32 f32 f32 u32", "(unsigned)x", r"^F2I\.U32\.TRUNC\.NTZ ", "exact")
case("f2i_rn", "f32 f32 f32 i32", "__float2int_rn(x)", r"^F2I\.NTZ ", "exact")
case("f2i_rd", "f32 f32 f32 i32", "__float2int_rd(x)", r"^F2I\.FLOOR\.NTZ ", "exact")
case("i2f_s32", "i32 i32 i32 f32", "(float)x", r"^(I2FP\.F32\.S32|I2F) ", "bits-nan")
case("i2f_u32", "u32 u32 u32 f32", "(float)x", r"^(I2FP\.F32\.U32|I2F\.U32) ", "bits-nan")
case("i2f_rz", "i32 i32 i32 f32", "__int2float_rz(x)", r"^(I2FP\.F32\.S32\.RZ|I2F\.RZ) ", "bits-nan")
case("f2f_f64", "f32 f32 f32 f64", "(double)x * 3.0", r"^F2F\.F64\.F32 ", "bits-nan")
case("f2f_f32_f64", "f64 f64 f64 f32", "(float)(x + y)", r"^F2F\.F32\.F64 ", "bits-nan")
case("f2f_f16", "f32 f32 f32 u32", "(unsigned)__half_as_ushort(__float2half_rn(x))", r"^F2F\.F16\.F32 ", "bits-nan",
     "exactly rounded halves (the high half is 0); NaN payloads differ between the ISAs", elem="f16")
# ---- double
case("dadd", "f64 f64 f64 f64", "x + y", r"^DADD ", "bits-nan")
case("dmul", "f64 f64 f64 f64", "x * y", r"^DMUL ", "bits-nan")
case("dfma", "f64 f64 f64 f64", "fma(x, y, z)", r"^DFMA ", "bits-nan")
case("dsetp", "f64 f64 f64 u32", "(x < y) * 1u + (x == z) * 2u + (x != x) * 4u", r"^DSETP\.", "exact")
# ---- approximations (MUFU): bounds as stated in NVIDIA's documentation
case("ex2", F3, "exp2f(x * 0.01f)", r"^MUFU\.EX2 ", "ulp 2")
case("lg2", F3, "__log2f(x)", r"^MUFU\.LG2 ", "ulp 2 abs 2.384185791015625e-07",
     "__log2f: 2 ulp, and 2^-22 absolute for x in [0.5, 2] (CUDA Programming Guide)")
case("rcp_fast", F3, "__frcp_rn(x)", r"^MUFU\.RCP ", "bits-nan")
case("rsqrt", F3, "rsqrtf(x)", r"^MUFU\.RSQ ", "ulp 2")
case("sin_fast", F3, "__sinf(x)", r"^MUFU\.SIN ", "ulp 2 abs 3.59e-07",
     "__sinf: 2^-21.41 absolute for x in [-pi, pi] (CUDA Programming Guide)")
case("cos_fast", F3, "__cosf(x)", r"^MUFU\.COS ", "ulp 2 abs 3.59e-07",
     "__cosf: 2^-21.41 absolute for x in [-pi, pi] (CUDA Programming Guide)")
case("fdividef", F3, "__fdividef(x, y)", r"^MUFU\.RCP ", "ulp 2")
case("sqrt_ieee", F3, "sqrtf(x)", r"^MUFU\.RSQ ", "bits-nan")
case("div_ieee", F3, "x / y", r"^MUFU\.RCP ", "bits-nan")

# ---- warp operations: each thread's output depends on other lanes
F = "0xffffffffu"
case("shfl_idx_reg", U3, f"__shfl_sync({F}, x, y & 31)", r"^SHFL\.IDX PT, R\d+, R\d+, R\d+, ")
case("shfl_idx_imm", U3, f"__shfl_sync({F}, x, 5) + __shfl_sync({F}, y, 17, 16)", r"^SHFL\.IDX PT, R\d+, R\d+, 0x")
case("shfl_up", U3, f"__shfl_up_sync({F}, x, 3) ^ __shfl_up_sync({F}, y, z & 7, 8)", r"^SHFL\.UP ")
case("shfl_down", U3, f"__shfl_down_sync({F}, x, 1) ^ __shfl_down_sync({F}, y, z & 15, 16)", r"^SHFL\.DOWN ")
case("shfl_bfly", U3, f"__shfl_xor_sync({F}, x, 4) + __shfl_xor_sync({F}, y, z & 31)", r"^SHFL\.BFLY ")
case("shfl_f32", F3, f"__shfl_sync({F}, x, (threadIdx.x * 7) & 31) + __shfl_xor_sync({F}, y, 1)", r"^SHFL\.", "bits-nan")
case("vote_any_all", U3, f"__any_sync({F}, x > y) * 1u + __all_sync({F}, x >= (y & 0xffu)) * 2u",
     r"^VOTE\.(ANY|ALL) ")
case("vote_eq", U3, 'r; asm("{ .reg .pred p, q; setp.ne.u32 p, %1, 0; vote.sync.uni.pred q, p, 0xffffffff; selp.u32 %0, 1, 0, q; }" : "=r"(r) : "r"(x & (y | 0xfffffffeu)))',
     r"^VOTE\.(EQ|ALL|ANY) ")
case("ballot_partial", U3, "__ballot_sync(__activemask(), x > y) ^ __activemask()", r"^VOTE\.ANY R\d+, ", n=500)
case("redux_sum", U3, f"__reduce_add_sync({F}, x) ^ __reduce_min_sync({F}, y) ^ (__reduce_max_sync({F}, z) << 1)",
     r"^REDUX\.SUM")
case("redux_logic", U3, f"__reduce_and_sync({F}, x) + __reduce_or_sync({F}, y) * 3u + __reduce_xor_sync({F}, z) * 5u",
     r"^REDUX(\.AND|\.OR|\.XOR)")
case("redux_signed", I3, f"__reduce_min_sync({F}, x) ^ __reduce_max_sync({F}, y)", r"^REDUX\.(MIN|MAX)\.S32")
case("redux_partial", U3, "__reduce_add_sync(__activemask(), x) + __reduce_max_sync(__activemask(), y)",
     r"^REDUX\.", n=500)
case("match_any", U3, f"__match_any_sync({F}, x & 3u) ^ __match_any_sync({F}, y >> 30)", r"^MATCH\.ANY ")
case("match_all", U3, f"{{ int pr; unsigned m = __match_all_sync({F}, x & (y | 0xfffffffeu), &pr); o[i] = m + (unsigned)pr; }}",
     r"^MATCH\.ALL ")
# ---- predicates
case("plop3", U3, 'r; asm("{ .reg .pred a, b, c, d; setp.lt.u32 a, %1, %2; setp.lt.u32 b, %2, %3; setp.eq.u32 c, %1, %3; xor.pred d, a, b; or.pred d, d, c; selp.u32 %0, 5, 9, d; }" : "=r"(r) : "r"(x), "r"(y), "r"(z))',
     r"^(PLOP3|ISETP\.[A-Z0-9.]+\.(XOR|OR)) ")
case("sel_imm", U3, "x < y ? z : 7u", r"^SEL R\d+, R\d+, 0x7, ")
case("isetp_s64", "i64 i64 i64 u32", "(x < y) + (x == z) * 2u + (y >= z) * 4u", r"^ISETP\.\w+\.AND\.EX ")
case("add64_carry", "u64 u64 u64 u64", "(x + y < x) ? (x + y) ^ z : (x + y)", r"^IADD3 R\d+, P\d, ")
case("lop3_pred", U3, "(x & y) != 0u ? z : (x | z)", r"^LOP3\.LUT P\d, ")
# ---- half precision: a word holds two halves, compared as halves
H3 = "h2 h2 h2 h2"
HP = "__half2 hx, hy, hz, hr; memcpy(&hx, &x, 4); memcpy(&hy, &y, 4); memcpy(&hz, &z, 4);"
case("hadd2", H3, f"{{ {HP} hr = __hadd2(hx, hy); memcpy(&o[i], &hr, 4); }}", r"^(HADD2|HFMA2\.MMA R\d+, R\d+, 1, 1, R\d+) ", "bits-nan", elem="f16")
case("hmul2", H3, f"{{ {HP} hr = __hmul2(hx, hy); memcpy(&o[i], &hr, 4); }}", r"^(HMUL2|HFMA2\.MMA R\d+, R\d+, R\d+, -RZ)", "bits-nan", elem="f16")
case("hfma2", H3, f"{{ {HP} hr = __hfma2(hx, hy, hz); memcpy(&o[i], &hr, 4); }}", r"^HFMA2(\.MMA)? R\d+, R\d+, R\d+, R\d+ ", "bits-nan", elem="f16")
case("hmnmx2", H3, f"{{ {HP} hr = __hadd2(__hmax2(hx, hy), __hmin2(hy, hz)); memcpy(&o[i], &hr, 4); }}",
     r"^HMNMX2 ", "bits-nan", elem="f16")
case("hsetp2", "h2 h2 h2 u32", f"{{ {HP} o[i] = __hblt2(hx, hy) * 1u + __hbge2(hx, hz) * 2u + __hbeq2(hy, hz) * 4u; }}",
     r"^(HSETP2|HSET2)\.")
case("h2f", "h2 h2 h2 f32", f"{{ {HP} o[i] = __low2float(hx) * 3.0f + __high2float(hx); }}",
     r"^(HADD2\.F32|F2F\.F32\.F16) ", "bits-nan")
# ---- shared memory and atomics
case("lds_widths", U3, """{
    __shared__ unsigned char s8[128]; __shared__ unsigned short s16[128];
    __shared__ uint2 s64[128]; __shared__ uint4 s128[128];
    int t = threadIdx.x, u = (t * 37 + 11) & 127;
    s8[t] = (unsigned char)x; s16[t] = (unsigned short)y; s64[t] = make_uint2(x, z); s128[t] = make_uint4(x, y, z, x ^ y);
    __syncthreads();
    uint2 q = s64[u]; uint4 w = s128[127 - t];
    o[i] = s8[u] + s16[127 - u] * 3u + q.x * 5u + q.y * 7u + w.x + w.y * 11u + w.z * 13u + w.w * 17u;
}""", r"^LDS\.128 ")
# every shared word is touched by one thread per phase (barriers between the
# phases): the first recording let thread t+64's exchange race thread t's
# add and min, and the H200 ordered them differently from one word to the next
case("atoms", U3, """{
    __shared__ unsigned s[128], r[8];
    int t = threadIdx.x;
    if (t < 8) r[t] = 0x80000000u;
    s[t] = z;
    __syncthreads();
    unsigned old = atomicAdd(&s[t], x);
    old ^= atomicMin(&s[t], y) * 3u;
    atomicMax(&r[t & 7], y);
    __syncthreads();
    old += atomicExch(&s[(t + 64) & 127], x) & 0u;
    __syncthreads();
    unsigned e = s[t ^ 1];
    unsigned cv = atomicCAS(&s[t ^ 1], (t & 2) ? e : e + 1u, y);
    __syncthreads();
    o[i] = s[t] + old * 5u + r[t & 7] + cv * 7u;
}""", r"^ATOMS\.(ADD|MIN|MAX|EXCH|CAS)")
case("atomg_u32", U3, """{
    if (i >= 16) {
        o[i] = z;
        unsigned old = atomicAdd(&o[i], x);
        old ^= atomicMin(&o[i], y) * 3u;
        old += atomicMax(&o[i], x ^ y) * 5u;
        old ^= atomicAnd(&o[i], ~y) * 7u;
        old += atomicOr(&o[i], x & 0xf0f0f0f0u) * 9u;
        old ^= atomicXor(&o[i], y) * 11u;
        old += atomicCAS(&o[i], x, y) * 13u;
        old ^= atomicExch(&o[i], old) * 15u;
        o[i] += old;
    }
    atomicAdd(&o[i & 15], y);
}""", r"^ATOMG\.E\.(ADD|MIN|MAX|AND|OR|XOR|EXCH|CAS)")
case("atomg_u64", "u64 u64 u64 u64", """{
    if (i >= 16) {
        o[i] = z;
        unsigned long long old = atomicAdd(&o[i], x);
        old ^= atomicMin(&o[i], y) * 3ull;
        old += atomicMax(&o[i], x ^ y) * 5ull;
        old += atomicCAS(&o[i], x, y) * 13ull;
        old ^= atomicExch(&o[i], old) * 15ull;
        o[i] += old;
    }
    atomicAdd(&o[i & 15], y);
}""", r"^ATOMG\.E\.\w+\.64\.")
case("atomg_s32", I3, """{
    if (i >= 16) { o[i] = z; int old = atomicMin(&o[i], x); old ^= atomicMax(&o[i], y); o[i] += old; }
    atomicMax(&o[i & 15], y);
}""", r"^(ATOMG|RED)\.E\.(MIN|MAX)\.S32")
case("red_f32", F3, """{
    if (i >= 16) { o[i] = z; float old = atomicAdd(&o[i], x); o[i] = o[i] + old; }
}""", r"^(ATOMG|RED)\.E\.ADD\.F32", "bits-nan")
case("red_u32", U3, "{ atomicAdd(&o[i & 31], x); atomicOr(&o[32 + (i & 31)], y); atomicXor(&o[64 + (i & 31)], z); }",
     r"^REDG?\.E\.(ADD|OR|XOR)\.")
# ---- conversions of every width
case("i2f_s64", "i64 i64 i64 f32", "(float)x", r"^I2F\.S64 ", "bits-nan")
case("i2f_u64", "u64 u64 u64 f64", "(double)x", r"^I2F\.F64\.U64 ", "bits-nan")
case("i2f_f64", "i32 i32 i32 f64", "(double)x + (double)(unsigned)y", r"^I2F\.F64", "bits-nan")
case("f2i_s64", "f32 f32 f32 i64", "(long long)x", r"^F2I\.S64\.TRUNC ")
case("f2i_u64", "f64 f64 f64 u64", "(unsigned long long)x", r"^F2I\.U64\.F64\.TRUNC ")
case("f2i_f64", "f64 f64 f64 i32", "(int)x + (int)__double2uint_rn(y)", r"^F2I\.F64\.TRUNC ")
case("i2i_u16", I3, "(int)(unsigned short)x * 3 + (int)(short)y", r"^(PRMT|SGXT|I2I|LOP3|IMAD)")
# ---- doubles: min/max, compares, rounding modes
case("dmnmx", "f64 f64 f64 f64", "fmin(x, y) + fmax(y, z)", r"^(DMNMX|DSETP\.(MAX|MIN))\.", "bits-nan")
case("dsetp_all", "f64 f64 f64 u32", "(x < y) | (x <= y) << 1 | (x > y) << 2 | (x >= y) << 3 | (x == y) << 4 | (x != y) << 5 | !(x < y) << 6 | !(x >= y) << 7",
     r"^DSETP\.\w+U")
case("dadd_rz", "f64 f64 f64 f64", "__dadd_rz(x, y) + __dadd_rd(x, z) * 0.0 + __dadd_ru(y, z)", r"^DADD\.RZ ", "bits-nan")
case("dfma_rm", "f64 f64 f64 f64", "__fma_rd(x, y, z)", r"^DFMA\.RM ", "bits-nan")
# ---- float compares: every comparison code against NaNs
case("fsetp_all", "f32 f32 f32 u32", "(x < y) | (x <= y) << 1 | (x > y) << 2 | (x >= y) << 3 | (x == y) << 4 | (x != y) << 5 | !(x < y) << 6 | !(x >= y) << 7 | !(x <= y) << 8 | !(x > y) << 9 | !(x == y) << 10 | (x != x) << 11",
     r"^FSETP\.\w+U")

# ---- 64-bit integer conversions at their rounding boundaries (edges of 64 bits:
# 2^63, 2^64, f32 and f64 ties and their odd neighbours)
W64 = "0x0ull, 0x1ull, 0xffffffffffffffffull, 0x8000000000000000ull, 0x7fffffffffffffffull, 0x8000000000000001ull, 0xfffffffffffffffeull, 0x0000000001000001ull, 0x0000000001000003ull, 0x8000008000000000ull, 0x8000018000000000ull, 0x7fffff8000000000ull, 0x0020000000000001ull, 0x0020000000000003ull, 0x8000000000000400ull, 0x8000000000000c00ull, 0xfffffffffffff800ull, 0xfffffffffffffc00ull, 0x00000000ffffffffull, 0xffffffff00000001ull"
F32W = "0x5effffffu, 0x5f000000u, 0x5f000001u, 0xdf000000u, 0xdf000001u, 0x5f7fffffu, 0x5f800000u, 0x3f000000u, 0x3fc00000u, 0x40200000u, 0xbf000000u, 0xbfc00000u, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0x7f812345u, 0x00000001u, 0x80000000u, 0xbf800000u, 0xcf000001u"
F64W = "0x43e0000000000000ull, 0x43dfffffffffffffull, 0x43e0000000000001ull, 0xc3e0000000000000ull, 0xc3e0000000000001ull, 0x43efffffffffffffull, 0x43f0000000000000ull, 0x3fe0000000000000ull, 0x3ff8000000000000ull, 0x4004000000000000ull, 0xbfe0000000000000ull, 0xbff8000000000000ull, 0x7ff0000000000000ull, 0xfff0000000000000ull, 0x7ff8000000000000ull, 0x7ff0000000012345ull, 0x0000000000000001ull, 0x8000000000000000ull, 0xbff0000000000000ull, 0x4330000000000001ull"
case("f2i_64_rn", "f32 f32 f32 i64", "__float2ll_rn(x)", r"^F2I\.S64 ", edges={"f32": F32W})
case("f2i_64_rd", "f64 f64 f64 u64", "__double2ull_rd(x)", r"^F2I\.U64\.F64\.FLOOR ", edges={"f64": F64W})
case("f2i_64_f64", "f64 f64 f64 i64", "__double2ll_ru(x) ^ (long long)y", r"^F2I\.S64\.F64\.(CEIL|TRUNC) ", edges={"f64": F64W})
case("f2i_64_f32u", "f32 f32 f32 u64", "(unsigned long long)x", r"^F2I\.U64\.TRUNC ", edges={"f32": F32W})
case("i2f_64_rz", "i64 i64 i64 f32", "__ll2float_rz(x)", r"^I2F\.S64\.RZ ", "bits-nan", edges={"i64": W64})
case("i2f_64_ru", "u64 u64 u64 f64", "__ull2double_ru(x)", r"^I2F\.F64\.U64\.RP ", "bits-nan", edges={"u64": W64})
case("i2f_64_f64", "i64 i64 i64 f64", "(double)x", r"^I2F\.F64\.S64 ", "bits-nan", edges={"i64": W64})
case("i2f_64_f32u", "u64 u64 u64 f32", "(float)x", r"^I2F\.U64 ", "bits-nan", edges={"u64": W64})
case("i2f_64_sdir", "i64 i64 i64 u64", "{ float ru = __ll2float_ru(x), rd = __ll2float_rd(y); o[i] = ((unsigned long long)__float_as_uint(ru) << 32) | __float_as_uint(rd); }",
     r"^I2F\.S64\.(RP|RM) ", edges={"i64": W64})
# ---- bfloat16 (round to nearest even; NaN handling)
case("bf16_pack", "f32 f32 f32 u32", "{ __nv_bfloat162 r = __floats2bfloat162_rn(x, y); memcpy(&o[i], &r, 4); }",
     r"^F2FP\.BF16(\.F32)?\.PACK_AB R\d+, R\d+, R\d+")
case("bf16_cvt", "f32 f32 f32 u32", "(unsigned)__bfloat16_as_ushort(__float2bfloat16(x))",
     r"^(F2F\.BF16\.F32|F2FP\.BF16(\.F32)?\.PACK_AB) ")
case("bf16_rz", "f32 f32 f32 u32", 'r; asm("{ .reg .b16 h; cvt.rz.bf16.f32 h, %1; cvt.u32.u16 %0, h; }" : "=r"(r) : "f"(x))',
     r"^(F2F\.BF16\.F32|F2FP\.BF16(\.F32)?\.PACK_AB)\.RZ ")
# ---- rounding to an integral float
case("frnd", F3, "rintf(x)", r"^FRND R\d+, R\d+ ", "bits-nan")
case("frnd_trunc", F3, "truncf(x)", r"^FRND\.TRUNC ", "bits-nan")
case("frnd_floor", F3, "floorf(x)", r"^FRND\.FLOOR ", "bits-nan")
case("frnd_ceil", F3, "ceilf(x)", r"^FRND\.CEIL ", "bits-nan")
case("frnd_f64", "f64 f64 f64 f64", "rint(x) + floor(y) * 0.0 + trunc(z)", r"^FRND\.F64", "bits-nan")
# ---- compares: every DSETP comparison, NAN and NUM, FSET into a register
case("dsetp_cmp", "f64 f64 f64 u32", "(x <= y) | (x > y) << 1 | (x == y) << 2 | (x != y) << 3 | !(x <= y) << 4 | !(x > y) << 5 | !(x == y) << 6 | isnan(x) << 7 | (!isnan(x) && !isnan(y)) << 8 | (isnan(x) || isnan(z)) << 9",
     r"^DSETP\.GTU\.AND P\d, PT, \|R\d+\|, \+INF ")
case("fset_bf", "f32 f32 f32 u32", 'r; asm("{ .reg .f32 t; set.lt.f32.f32 t, %1, %2; mov.b32 %0, t; }" : "=r"(r) : "f"(x), "f"(y))',
     r"^FSET\.BF\.")
# ---- small integers to float
case("i2f_f64_16", "i32 i32 i32 f64", "(double)(unsigned short)x * 65536.0 + (double)(short)y", r"^I2F\.F64\.(U16|S16) ", "bits-nan")
case("i2f_small", "i32 i32 i32 f32", "(float)(unsigned char)(x >> 8) + (float)(signed char)y * 512.0f + (float)(short)z * 0.0f",
     r"^I2F\.(U8|S8|U16|S16) ", "bits-nan")
# ---- MUFU.TANH: PTX states a maximum relative error of 2^-11 (8192 ulp); the
# translation is within 115 ulp of the H200 on these inputs (the GPU's own
# error: tanh(1.0) is 0x3f42f848, correctly rounded 0x3f42f7d5), bound 128
case("tanh_fast", F3, 'r; asm("tanh.approx.f32 %0, %1;" : "=f"(r) : "f"(x))', r"^MUFU\.TANH ", "ulp 128",
     "tanh.approx.f32: measured within 115 ulp of the H200 (PTX allows 2^-11 relative)")
# ---- carries: ~ in .X forms, carry-out predicates of IMAD.HI and IADD3
U4 = "u64 u64 u64 u64"
case("sub64_x", U4, "(x - y) ^ ((z - y) << 1) ^ ((x - z) << 2) ^ ((y - x) * 3ull)", r"^(IMAD|IADD3)\.X R\d+, .*~R\d+")
case("mad_hi_cc", "u32 u32 u32 u64", '{ unsigned h, cf; asm("{ mad.hi.cc.u32 %0, %2, %3, %4; addc.u32 %1, 0, 0; }" : "=r"(h), "=r"(cf) : "r"(x), "r"(y), "r"(z)); o[i] = ((unsigned long long)cf << 32) | h; }',
     r"^IMAD\.HI\.U32 R\d+, P\d, ")
case("umul64hi", U4, "__umul64hi(x, y) ^ (x * z)", r"^IMAD(\.WIDE)?(\.HI)?\.U32(\.X)? R\d+, P\d, ")
case("udiv64", U4, "y ? x / y : 0ull", r"^IMAD\.HI\.U32 R\d+, P\d, ", edges={"u64": W64})
case("add3_64", U4, "(x + y + z) ^ ((y - x + z) << 1)", r"^IADD3 R\d+, P\d, P\d, ")
# (x >> 5) - y: LEA.HI's high bits minus a register (cuda-samples'
# threadFenceReduction has LEA.HI R7, R7, -R6, RZ, 0x1b; rule lea.hi.neg)
case("lea_hi_neg", U3, "(x >> 5) - y", r"^LEA\.HI R\d+, R\d+, -R\d+, RZ, 0x1b")
case("lea_hi_neg_i", "i32 i32 i32 i32", "(x / 32) - y", r"^LEA\.HI\.SX32 R\d+, R\d+, -R\d+, 0x1b")
case("lea_neg", U3, "((x << 23) - y) ^ ((z << 2) - x)", r"^LEA R\d+, R\d+, -R\d+, 0x(17|2)")
# ---- bit masks, dot products
case("bmsk", U3, 'r; asm("{ .reg .b32 t; bmsk.clamp.b32 %0, %1, %2; bmsk.wrap.b32 t, %2, %3; xor.b32 %0, %0, t; }" : "=r"(r) : "r"(x), "r"(y), "r"(z))',
     r"^BMSK")
case("dp4a", I3, "__dp4a(x, y, z)", r"^IDP\.4A\.S8\.S8 ")
case("dp4a_u", U3, "__dp4a(x, y, z)", r"^IDP\.4A\.U8\.U8 ")
case("dp4a_us", U3, 'r; asm("dp4a.u32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(y), "r"(z))', r"^IDP\.4A\.(U8\.S8|S8\.U8) ")
case("dp2a", I3, "__dp2a_lo(x, y, z) ^ __dp2a_hi(x, y, z)", r"^IDP\.2A\.LO")
# ---- stores of a wide zero
case("stg64_zero", U4, "{ if (x & 1) o[i] = 0ull; }", r"^STG\.E\.64 .*\], RZ ")
case("stl128_zero", U3, "{ unsigned t[16] = {0}; t[y & 15] = x; t[(y >> 4) & 15] += z; o[i] = t[z & 15] ^ (t[(x >> 3) & 15] << 1); }",
     r"^STL\.128 \[R\d+(\+0x[0-9a-f]+)?\], RZ ")

# ---- rules that had no case (the SASS each is for is in its regular
# expression; the uniform-datapath ones depend on ptxas keeping a
# parameter-only value on the uniform path)
case("ids_3d", U3, "x ^ (threadIdx.x | threadIdx.y << 4 | threadIdx.z << 8 | blockIdx.x << 12 | blockIdx.y << 16 | blockIdx.z << 20 | blockDim.y << 24 | gridDim.z << 28)",
     r"^S2U?R U?R\d+, SR_(TID\.Y|TID\.Z|CTAID\.Y|CTAID\.Z)", launch=((2, 2, 2), (8, 4, 2)))
case("lane_masks", U3, '{ unsigned l, lt, le, gt, ge, eq; asm("mov.u32 %0, %%laneid;" : "=r"(l)); asm("mov.u32 %0, %%lanemask_lt;" : "=r"(lt)); asm("mov.u32 %0, %%lanemask_le;" : "=r"(le)); asm("mov.u32 %0, %%lanemask_gt;" : "=r"(gt)); asm("mov.u32 %0, %%lanemask_ge;" : "=r"(ge)); asm("mov.u32 %0, %%lanemask_eq;" : "=r"(eq)); o[i] = x ^ l ^ (lt * 3u) ^ (le * 5u) ^ (gt * 7u) ^ (ge * 9u) ^ (eq * 11u); }',
     r"^S2R R\d+, SR_(LANEID|LTMASK|LEMASK|GTMASK|GEMASK|EQMASK)")
case("f2fp_f16", "f32 f32 f32 u32", "{ __half2 r = __floats2half2_rn(x, y); memcpy(&o[i], &r, 4); }",
     r"^F2FP(\.F16\.F32)?\.PACK_AB R\d+, R\d+, R\d+", "bits-nan", elem="f16")
case("fmul_sat", F3, "__saturatef(x * y)", r"^FMUL\.SAT ", "bits-nan")
case("ffma_sat", F3, "__saturatef(fmaf(x, y, z))", r"^FFMA\.SAT ", "bits-nan")
case("ddiv", "f64 f64 f64 f64", "x / y", r"^MUFU\.RCP64H ", "bits-nan")
case("drsqrt", "f64 f64 f64 f64", "rsqrt(x)", r"^MUFU\.RSQ64H ", "bits-nan")
# written for FMNMX with a predicate operand; nvcc made two FMNMX under
# opposite guards (@!P0 FMNMX ..., !PT; @P0 FMNMX ..., PT) instead
case("fmnmx_pred", F3, "z > 0.0f ? fminf(x, y) : fmaxf(x, y)", r"^FMNMX R\d+, R\d+, R\d+, !?PT", "bits-nan")
case("hsetp2_pq", "h2 h2 h2 u32", 'r; asm("{ .reg .pred p, q; setp.lt.f16x2 p|q, %1, %2; selp.u32 %0, 1, 0, p; @q add.u32 %0, %0, 2; }" : "=r"(r) : "r"(x), "r"(y))',
     r"^HSETP2\.\w+\.AND P\d, P\d, ")
case("sgxt", I3, 'r; asm("bfe.s32 %0, %1, 0, 12;" : "=r"(r) : "r"(x))', r"^SGXT R\d+, R\d+, 0xc")
case("viaddmnmx", I3, "min(x + y, z) ^ max(y + 5, x)", r"^VIADDMNMX ", sass80=r"^IMNMX ")
case("vimnmx3", I3, "min(min(x, y), z) ^ max(max(x, y), z)", r"^VIMNMX3 ", sass80=r"^IMNMX ")
case("vimnmx3_u", U3, "min(min(x, y), z) ^ max(max(x, y), z)", r"^VIMNMX3\.U32 ", sass80=r"^IMNMX\.U32 ")
case("atomg_add_rz", U3, "{ o[i] = x; unsigned v = atomicAdd(&o[i], 0u); o[i] = v * 3u + y; }",
     r"^ATOMG\.E\.ADD\.STRONG\.GPU PT, R\d+, .*, RZ")
case("atom_generic", U3, '{ unsigned r1, r2; o[i] = z; asm volatile("atom.add.u32 %0, [%1], %2;" : "=r"(r1) : "l"(&o[i]), "r"(x) : "memory"); asm volatile("atom.cas.b32 %0, [%1], %2, %3;" : "=r"(r2) : "l"(&o[i]), "r"((i & 1) ? z + x : y), "r"(y ^ x) : "memory"); o[i] = o[i] + r1 * 3u + r2 * 5u; }',
     r"^ATOM\.E\.(ADD|CAS)")
case("atoms_popc", U3, """{
    __shared__ unsigned cnt[2];
    int t = threadIdx.x;
    if (t < 2) cnt[t] = 0u;
    __syncthreads();
    atomicAdd(&cnt[0], 1u);
    if (x & 1) atomicAdd(&cnt[1], 1u);
    __syncthreads();
    o[i] = cnt[0] * 1000u + cnt[1] + y;
}""", r"^ATOMS\.POPC\.INC\.32 ")
case("sts_zero", U3, """{
    __shared__ uint2 s2[128]; __shared__ uint4 s4[128];
    int t = threadIdx.x;
    s2[t] = make_uint2(x, y); s4[t] = make_uint4(x, y, z, x ^ y);
    __syncthreads();
    if (z & 1) s2[t ^ 1] = make_uint2(0u, 0u);
    if (z & 2) s4[t ^ 2] = make_uint4(0u, 0u, 0u, 0u);
    __syncthreads();
    o[i] = s2[t].x + s2[t].y * 3u + s4[t].x * 5u + s4[t].y * 7u + s4[t].z * 11u + s4[t].w * 13u;
}""", r"^STS\.(64|128) \[.*\], RZ")
case("ld_st_generic", U3, '{ unsigned v; asm volatile("st.u32 [%0], %1;" :: "l"(&o[i]), "r"(x ^ y) : "memory"); asm volatile("ld.u32 %0, [%1];" : "=r"(v) : "l"(&o[i]) : "memory"); o[i] = v + z; }',
     r"^(LD|ST)\.E ")
case("ldc_bank3", U3, "ctab[x & 15] ^ (ctab[3] * y) ^ ctab[(z >> 4) & 15]", r"^LDC R\d+, c\[0x3\]\[R\d+",
     pre="__constant__ unsigned ctab[16] = { 0x0u, 0x1u, 0xffffffffu, 0x80000000u, 0x7fffffffu, 0x12345678u, 0x9abcdef0u, 0xdeadbeefu, 0x3u, 0x10000u, 0xffffu, 0xfffeu, 0x55555555u, 0xaaaaaaaau, 0xcafef00du, 0x0badc0deu };\n")
case("ldc_bank3_u", U3, "ctab[(p >> 3) & 15] ^ x ^ ctab[(blockDim.x >> 5) & 15]", r"^(ULDC|LDC) U?R\d+, c\[0x3\]\[U?R\d+",
     pre="__constant__ unsigned ctab[16] = { 0x0u, 0x1u, 0xffffffffu, 0x80000000u, 0x7fffffffu, 0x12345678u, 0x9abcdef0u, 0xdeadbeefu, 0x3u, 0x10000u, 0xffffu, 0xfffeu, 0x55555555u, 0xaaaaaaaau, 0xcafef00du, 0x0badc0deu };\n")
case("ldc_bank3_rz", U3, "{ o[i] = ctab[5]; }", r"^(LDC|MOV|IMAD\.MOV\.U32) R\d+, (RZ, RZ, )?c\[0x3\]\[0x14\]",
     pre="__constant__ unsigned ctab[16] = { 0x0u, 0x1u, 0xffffffffu, 0x80000000u, 0x7fffffffu, 0x12345678u, 0x9abcdef0u, 0xdeadbeefu, 0x3u, 0x10000u, 0xffffu, 0xfffeu, 0x55555555u, 0xaaaaaaaau, 0xcafef00du, 0x0badc0deu };\n")
case("fence", U3, "{ o[i] = x; __threadfence(); unsigned v = o[i] ^ y; __threadfence_block(); __threadfence_system(); o[i] = v + z; }",
     r"^MEMBAR\.")
case("nanosleep", U3, "{ __nanosleep(100); o[i] = x + y; }", r"^NANOSLEEP ")
case("bar_red", U3, "{ int cn = __syncthreads_count(x & 1); int an = __syncthreads_and(y & 1); int on = __syncthreads_or((z & 0xffff) == 0u); o[i] = cn * 4u + an * 2u + on; }",
     r"^BAR\.RED\.(POPC|AND|OR)")
case("bar_sync_count", U3, """{
    __shared__ unsigned s[128];
    int t = threadIdx.x;
    s[t] = x;
    asm volatile("bar.sync 1, 128;" ::: "memory");
    o[i] = s[127 - t] + y;
}""", r"^BAR\.SYNC(\.DEFER_BLOCKING)? 0x1, 0x80")
case("bar_arrive", U3, """{
    __shared__ unsigned s[128];
    int t = threadIdx.x;
    s[t] = x;
    asm volatile("bar.arrive 1, 128;" ::: "memory");
    asm volatile("bar.sync 2, 128;" ::: "memory");
    o[i] = s[127 - t] + y;
}""", r"^BAR\.ARV 0x1, 0x80")
case("shfl_diverged", U3, "{ unsigned v = x; if (threadIdx.x < 64) { v = __shfl_xor_sync(0xffffffffu, x, 1); v += __shfl_up_sync(0xffffffffu, y, 2); } o[i] = v ^ z; }",
     r"^(BRA\.DIV|WARPSYNC)")
case("atomg_aggr", U3, "{ if (i >= 16) o[i] = x ^ y; atomicAdd(&o[blockIdx.x], 1u); }",
     r"^(VOTEU\.ANY|UFLO|UPOPC)")
# ptxas keeps these on the uniform datapath for sm_80 only (sm_90 computes
# them on the vector path: the sm_90 listing's shape is the vector form)
case("u_imad", U3, "x + (threadIdx.x < (p * (blockDim.x + gridDim.x)) ? y : z)", r"^IMAD ",
     sass80=r"^UIMAD ")
case("u_lop3", U3, "x + (threadIdx.x < ((p ^ blockDim.x) & (p >> 3)) ? y : z)", r"^LOP3\.LUT ",
     sass80=r"^ULOP3\.LUT ")
case("u_brev", U3, "x ^ __brev(p)", r"^UBREV ")
case("u_popc", U3, "x + __popc(p ^ blockDim.x)", r"^POPC ", sass80=r"^UPOPC ")
case("u_flo", U3, "x + (threadIdx.x < __clz(p ^ gridDim.x) ? y : z)", r"^UFLO")
case("u_prmt", U3, "x ^ __byte_perm(p, blockDim.x, 0x4051)", r"^PRMT ", sass80=r"^UPRMT ")
case("u_sel", U3, "x + (p > blockDim.x * 1000u ? p : gridDim.x)", r"^(IADD3|ISETP|SEL)", sass80=r"^(USEL|UISETP)")

# ---- rules that neither a case nor a verified sample exercised (issue 18:
# tests/conformance/coverage.sh lists them); each kernel was first compiled
# with nvcc 13.0 for sm_80 and sm_90 and its opcodes (and guards) read from
# the cubin against the samples' hex listings
# a generic float atomic: even threads add into shared memory, odd ones into
# global memory, through the same generic pointer (QSPC picks the path)
case("atom_f32_generic", F3, """{
    __shared__ float sh[128];
    int t = threadIdx.x;
    sh[t] = z;
    o[i] = z;
    __syncthreads();
    float *ptr = (t & 1) ? &o[i] : &sh[t ^ 2];
    float r;
    asm volatile("atom.add.f32 %0, [%1], %2;" : "=f"(r) : "l"(ptr), "f"(x) : "memory");
    __syncthreads();
    o[i] = ((t & 1) ? o[i] : sh[t]) + r * 0.5f;
}""", r"^ATOM\.E\.ADD\.F32\.FTZ\.RN", "bits-nan")
case("bar_sync_guarded", U3, """{
    __shared__ unsigned s[128];
    int t = threadIdx.x;
    s[t] = x;
    asm volatile("{ .reg .pred q; setp.ne.u32 q, %0, 0; @q bar.sync 0; }" :: "r"(p & 1u) : "memory");
    o[i] = s[127 - t] + y;
}""", r"^BAR\.SYNC")
case("fence_proxy_async", U3, """{
    __shared__ unsigned s[128];
    int t = threadIdx.x;
    s[t] = x ^ z;
#if __CUDA_ARCH__ >= 900
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
#endif
    __syncthreads();
    o[i] = s[(t + 5) & 127] + y;
}""", r"^FENCE\.VIEW\.ASYNC", sass80=r"^STS ")
# a type-erased cooperative group (as cuda-samples' simpleCooperativeGroups):
# its sync() is a barrier of the block or of a 16-thread tile
case("cg_group_sync", U3, """{
    __shared__ unsigned s[128];
    cooperative_groups::thread_block blk = cooperative_groups::this_thread_block();
    unsigned r = tg_sum(blk, s, x);
    blk.sync();
    cooperative_groups::thread_block_tile<16> t16 = cooperative_groups::tiled_partition<16>(blk);
    unsigned r2 = tg_sum(t16, s + (blk.thread_rank() - t16.thread_rank()), y);
    o[i] = r ^ (r2 << 1) ^ z;
}""", r"^WARPSYNC", pre="#include <cooperative_groups.h>\n"
     "__device__ unsigned tg_sum(cooperative_groups::thread_group g, unsigned *s, unsigned v)\n"
     "{\n    unsigned lane = g.thread_rank();\n"
     "    for (unsigned k = g.size() / 2; k > 0; k /= 2) { s[lane] = v; g.sync(); if (lane < k) v += s[lane + k]; g.sync(); }\n"
     "    return v;\n}\n")
case("call_indirect", U3, "{ unsigned (*f)(unsigned, unsigned) = (z & 1u) ? fp_add : fp_xor; asm volatile(\"\" : \"+l\"(f)); o[i] = f(x, y); }",
     r"^CALL\.REL\.NOINC R[0-9]+ ",
     pre="__device__ __noinline__ unsigned fp_add(unsigned a, unsigned b) { return a + b * 3u; }\n"
         "__device__ __noinline__ unsigned fp_xor(unsigned a, unsigned b) { return (a ^ b) >> (b & 7u); }\n")
case("u_sub64", "u64 u64 u64 u64", "x + (threadIdx.x < (unsigned)((p - ((unsigned long long)blockDim.x << 32 | gridDim.x)) >> 40) ? y : z)",
     r"^(UIADD3|IADD3)", sass80=r"^UIADD3\.X ")
case("lop3_pred_in", "u64 u64 u64 u64", "(x & (1ull << (y & 63u))) ? z : (x & z ? y : z ^ y)", r"^LOP3\.LUT P[0-9], RZ, .*, !?P[0-6] ;")
case("mufu_ex2_ftz", F3, 'r; asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x * 0.01f))', r"^MUFU\.EX2", "ulp 2")
case("mufu_sin_ftz", F3, 'r; asm("sin.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x))', r"^MUFU\.SIN", "ulp 2 abs 3.59e-07",
     "sin.approx.ftz.f32: 2^-21.41 absolute for x in [-pi, pi] (as __sinf)")
case("mufu_lg2_ftz", F3, 'r; asm("lg2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x))', r"^MUFU\.LG2", "ulp 2 abs 2.384185791015625e-07",
     "lg2.approx.ftz.f32: 2 ulp, and 2^-22 absolute for x in [0.5, 2] (as __log2f)")
case("mufu_sqrt_ftz", F3, 'r; asm("sqrt.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x))', r"^MUFU\.(SQRT|RSQ)", "ulp 2")
case("u_prmt_imm", U3, "x + (threadIdx.x < (unsigned)(int)(short)(p ^ blockDim.x) ? y : z)", r"^(U?PRMT|SGXT|ISETP)", sass80=r"^UPRMT UR[0-9]+, UR[0-9]+, 0x")
case("clock32", U3, '{ unsigned c0, c1, h0, h1; asm volatile("mov.u32 %0, %%clock;" : "=r"(c0)); asm volatile("mov.u32 %0, %%clock_hi;" : "=r"(h0)); unsigned v = x * y + z; asm volatile("mov.u32 %0, %%clock;" : "=r"(c1)); asm volatile("mov.u32 %0, %%clock_hi;" : "=r"(h1)); o[i] = v + ((c1 - c0) < 0x40000000u) * 2u + (h1 - h0 < 2u); }',
     r"^(S2R|S2UR|CS2R) U?R[0-9]+, SR_CLOCK(LO|HI)")
case("dlog_guarded", "f64 f64 f64 f64", "log(x) + log1p(y)", r"^FSETP\.NEU\.AND ", "bits-nan")
# tid % warpSize: ptxas divides by 32 through the reciprocal sequence and
# (sm_90) forms -(q << 5) with LEA's negated source
case("lea_nega", U3, "x ^ (threadIdx.x % warpSize) ^ ((threadIdx.x / warpSize) << 8) ^ (y & 0xffu)", r"^LEA R[0-9]+, -R[0-9]+, RZ, 0x5", sass80=r"^IMAD\.HI\.U32 ")
case("ldc_narrow", U3, "x * ctab8[5] + (unsigned)(signed char)ctab8[7] + (unsigned)ctab16[1] * y + (unsigned)(int)(short)ctab16[2]", r"^U?LDC\.(U8|S8|U16|S16) ",
     pre="__constant__ unsigned char ctab8[8] = { 0x00, 0x01, 0x7f, 0x80, 0xfe, 0xff, 0x12, 0x9c };\n"
         "__constant__ unsigned short ctab16[4] = { 0x0001, 0x8000, 0xfffe, 0x7fff };\n")
case("ddiv_dir", "f64 f64 f64 f64", "__ddiv_ru(x, y) + __ddiv_rd(y, z) * 0.0", r"^DSETP\.", "bits-nan")
# the same group sum in a function of its own: g.sync() then dispatches on
# the group's kind at run time (sm_90: WARPSYNC.COLLECTIVE.ALL before the
# block's barrier, as in cuda-samples' simpleCooperativeGroups)
case("cg_group_call", U3, """{
    __shared__ unsigned s[128];
    cooperative_groups::thread_block blk = cooperative_groups::this_thread_block();
    unsigned r = tg_sum_call(blk, s, x);
    blk.sync();
    cooperative_groups::thread_block_tile<16> t16 = cooperative_groups::tiled_partition<16>(blk);
    unsigned r2 = tg_sum_call(t16, s + (blk.thread_rank() - t16.thread_rank()), y);
    o[i] = r ^ (r2 << 1) ^ z;
}""", r"^WARPSYNC", pre="#include <cooperative_groups.h>\n"
     "__device__ __noinline__ unsigned tg_sum_call(cooperative_groups::thread_group g, unsigned *s, unsigned v)\n"
     "{\n    unsigned lane = g.thread_rank();\n"
     "    for (unsigned k = g.size() / 2; k > 0; k /= 2) { s[lane] = v; g.sync(); if (lane < k) v += s[lane + k]; g.sync(); }\n"
     "    return v;\n}\n")
# nested double compares that ptxas if-converts: the inner ones run under
# the outer one's predicate (@P1 DSETP.GT.AND P0, PT, R4, R6, PT)
case("dsetp_guarded", "f64 f64 f64 f64", "{ double r = x; if (x < 0.0) { if (y > z) r = y; else r = z; } else if (y < 0.0) { if (x >= z) r = x + 1.0; } o[i] = r; }",
     r"^DSETP\.[A-Z]+\.AND P[0-6], PT, R[0-9]+, R[0-9]+", "bits-nan")
# ---- rules only samples exercised: cases with edge and random inputs
case("i2f_bytesel", "u32 u32 u32 f32", "(float)(x >> 24) + (float)((x >> 16) & 0xffu) * 3.0f + (float)(signed char)(y >> 8) * 0.5f",
     r"^I2F\.U8 R[0-9]+, R[0-9]+\.B[1-3] ", "bits-nan")

case("cp_async", U3, """{
    __shared__ unsigned s[128];
    int t = threadIdx.x;
    unsigned sa = (unsigned)__cvta_generic_to_shared(&s[t]);
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" :: "r"(sa), "l"(&a[(i + 3) & 511]) : "memory");
    asm volatile("cp.async.commit_group;" ::: "memory");
    asm volatile("cp.async.wait_group 0;" ::: "memory");
    __syncthreads();
    o[i] = s[t ^ 5] + y * z;
}""", r"^LDGSTS\.E")
# RED.ADD.F32 flushes denormals: slots 0-7 get only denormals (their exact
# sum unflushed), slots 8-15 small integers (exact in any order)
case("red_f32_unused", F3, """{
    unsigned sl = i & 15;
    unsigned xb = __float_as_uint(x);
    float v = sl < 8 ? __uint_as_float(xb & 0x8007ffffu) : (float)(xb & 0xffu);
    atomicAdd(&o[480 + sl], v);
    if (i < 480) o[i] = y * z;
}""", r"^REDG?\.E\.ADD\.F32\.FTZ\.RN", "bits-nan")
# a compare-and-swap retry loop on shared counters (its loop has YIELD);
# only the final counts are compared, not the order the threads won in
case("atoms_cas_loop", U3, """{
    __shared__ unsigned cnt[8];
    int t = threadIdx.x;
    if (t < 8) cnt[t] = t;
    __syncthreads();
    unsigned old = cnt[t & 7], seen;
    while ((seen = atomicCAS(&cnt[t & 7], old, old + (x & 0xffu))) != old)
        old = seen;
    __syncthreads();
    o[i] = cnt[t & 7] + y;
}""", r"^(YIELD|ATOMS\.CAS)")
case("griddep", U3, """{
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
#endif
    unsigned v = x * y + z;
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
    o[i] = v;
}""", r"^ACQBULK", sass80=r"^IMAD ")
# ---- issue 18: rules exempt for want of GPU outputs, and R2UR Pd's sense.
# surf2Dread of a 32-bit texel (SULD.D.BA.2D; the surface is c's words as
# 128x4 texels, every read in range: .TRAP never fires)
case("suld_2d", U3, "{ o[i] = surf2Dread<unsigned>(s, (int)((x & 127u) * 4u), (int)(y & 3u)) ^ z; }",
     r"^SULD\.D\.BA\.2D", sass80=r"^SULD\.D\.BA\.2D", surf=True)
# mbarrier.inval (SYNCS.CCTL.IV on sm_90): after one phase of the block's
# barrier it is invalidated and its word is written and read as ordinary
# shared memory
case("mbar_inval", U3, """{
    __shared__ unsigned long long bar;
    __shared__ unsigned s[128];
    int t = threadIdx.x;
    unsigned ba = (unsigned)__cvta_generic_to_shared(&bar);
    if (t == 0)
        asm volatile("mbarrier.init.shared.b64 [%0], %1;" :: "r"(ba), "r"(blockDim.x) : "memory");
    __syncthreads();
    s[t] = x;
    asm volatile("mbarrier.arrive.shared.b64 _, [%0];" :: "r"(ba) : "memory");
    unsigned done;
    do {
        asm volatile("{ .reg .pred q; mbarrier.test_wait.parity.shared.b64 q, [%1], 0; selp.u32 %0, 1, 0, q; }" : "=r"(done) : "r"(ba) : "memory");
    } while (!done);
    unsigned v = s[(t + 1) & 127] + y;
    __syncthreads();
    if (t == 0)
        asm volatile("mbarrier.inval.shared.b64 [%0];" :: "r"(ba) : "memory");
    __syncthreads();
    if (t == 5)
        bar = ((unsigned long long)z << 29) ^ x;
    __syncthreads();
    o[i] = v ^ (unsigned)bar ^ (unsigned)(bar >> 32);
}""", r"^SYNCS\.CCTL\.IV", sass80=r"^(ATOMS|LDS|STS)")
# R2UR Pd, URZ, Ra's sense with four and eight masks a warp (tiles of 8 and
# 4 threads: excl_tile16_vote had two, which both readings fit): a tile's
# ballot, any and all, and __ballot_sync under a mask of 8 lanes
case("excl_tile8_vote", U3, "{ cg::thread_block_tile<8> t = cg::tiled_partition<8>(cg::this_thread_block()); o[i] = t.ballot(x & 1u) ^ (t.any((y & 7u) == 0u) ? 0x10000u : 0u) ^ (t.all(z & 1u) ? 0x20000u : 0u); }",
     r"^(WARPSYNC|VOTE|REDUX|R2UR)", pre=R19_CG)
case("excl_tile4_ballot", U3, "{ cg::thread_block_tile<4> t = cg::tiled_partition<4>(cg::this_thread_block()); o[i] = (t.ballot(x & 1u) << 8) ^ y; }",
     r"^(WARPSYNC|VOTE|REDUX|R2UR)", pre=R19_CG)
case("excl_ballot8", U3, "__ballot_sync(0xffu << (threadIdx.x & 24u), x & 1u) ^ y",
     r"^(WARPSYNC|VOTE|REDUX|R2UR)")
# the generic float atomic with denormals: even threads add into shared
# memory, odd ones into global memory; ATOM.E.ADD.F32.FTZ's predicate says
# whether it did the add (a global address), nvcc's fallback for shared
# memory is LDS + FADD (no .FTZ) + ATOMS.CAST: do denormals survive there?
case("atom_f32_generic_dn", F3, """{
    __shared__ float sh[128];
    int t = threadIdx.x;
    float zz = __uint_as_float(__float_as_uint(z) & ((t & 4) ? 0x807fffffu : 0xffffffffu));
    float xx = __uint_as_float(__float_as_uint(x) & ((t & 2) ? 0x807fffffu : 0xffffffffu));
    sh[t] = zz;
    o[i] = zz;
    __syncthreads();
    float *ptr = (t & 1) ? &o[i] : &sh[t ^ 2];
    float r;
    asm volatile("atom.add.f32 %0, [%1], %2;" : "=f"(r) : "l"(ptr), "f"(xx) : "memory");
    __syncthreads();
    o[i] = (t & 1) ? o[i] : sh[t];
    (void)r;
}""", r"^ATOM\.E\.ADD\.F32\.FTZ\.RN", "bits-nan")
# three masks a warp whose first active thread is lane 8 (lanes 0-7 take
# the other side of a branch)
case("excl_mask8_late", U3, "{ unsigned l = threadIdx.x & 31u; if (l < 8u) { o[i] = x * 3u; } else { unsigned m = 0xffu << (l & 24u); o[i] = __reduce_add_sync(m, x) ^ (__ballot_sync(m, y & 1u) << 4) ^ z; } }",
     r"^(WARPSYNC|VOTE|REDUX|CREDUX|R2UR)")

EDGE = {
    "u32": "0u, 1u, 2u, 3u, 7u, 8u, 31u, 32u, 33u, 0xffu, 0x100u, 0xffffu, 0x10000u, 0x7fffffffu, 0x80000000u, 0x80000001u, 0xfffffffeu, 0xffffffffu, 0x12345678u, 0xdeadbeefu",
    "i32": "0, 1, -1, 2, -2, 3, 7, -8, 31, 32, 33, -33, 255, -256, 65536, 2147483647, -2147483647 - 1, 2147483646, -2147483647, 1000000007",
    "f32": "0x00000000u, 0x80000000u, 0x3f800000u, 0xbf800000u, 0x00000001u, 0x807fffffu, 0x00800000u, 0x7f7fffffu, 0xff7fffffu, 0x7f800000u, 0xff800000u, 0x7fc12345u, 0x7f812345u, 0xffc00001u, 0x3f000000u, 0x3fc00000u, 0x4b800001u, 0x3f800001u, 0xc0200000u, 0x4effffffu",
    "h2": "0x00000000u, 0x80000000u, 0x3c00bc00u, 0xbc003c00u, 0x00010001u, 0x83ff03ffu, 0x04000400u, 0x7bfffbffu, 0x7c00fc00u, 0xfc007c00u, 0x7e017c01u, 0x7d017fffu, 0x38003e00u, 0x3c013bffu, 0x6c016bffu, 0x3555b555u, 0x00003c00u, 0x3c000000u, 0x5bffdbffu, 0x7fff7e00u",
    "f64": "0x0000000000000000ull, 0x8000000000000000ull, 0x3ff0000000000000ull, 0xbff0000000000000ull, 0x0000000000000001ull, 0x000fffffffffffffull, 0x0010000000000000ull, 0x7fefffffffffffffull, 0x7ff0000000000000ull, 0xfff0000000000000ull, 0x7ff8000000012345ull, 0x7ff0000000012345ull, 0x3fe0000000000000ull, 0x3ff8000000000000ull, 0x4340000000000001ull, 0x3ff0000000000001ull, 0xc004000000000000ull, 0x41dfffffffc00000ull, 0x3e7ad7f29abcaf48ull, 0xc1e0000000000000ull",
}

N = 512

def kernel_source(name, types, expr, note):
    ta, tb, tc, to = (T[t][0] for t in types)
    if expr.startswith("r;"):
        body = "    %s r%s;\n    o[i] = r;\n" % (to if "=f" not in expr and "=r" not in expr else
                                               ("float" if '"=f"' in expr else "unsigned"), expr[1:])
        body = "    %s r;\n    %s;\n    o[i] = (%s)r;\n" % ("float" if '"=f"' in expr else "int", expr[2:].strip(), to)
    elif expr.startswith("{"):       # a statement body that writes o[i] itself
        body = "".join("    " + l.strip() + "\n" for l in expr.strip()[1:-1].strip().split("\n"))
    else:
        body = "    o[i] = (%s)(%s);\n" % (to, expr)
    idx = "blockIdx.x * blockDim.x + threadIdx.x"
    if name in LAUNCH:
        idx = ("((blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x) * (blockDim.x * blockDim.y * blockDim.z)"
               " + (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x")
    cvt = '#include <cuda_fp16.h>\n' if "half" in expr else ""
    cvt += '#include <cuda_bf16.h>\n' if "bfloat16" in expr else ""
    what = "o[i] = " + expr.replace('r; ', '') if not expr.startswith("{") else "the body below"
    sp = ", cudaSurfaceObject_t s" if name in SURF else ""
    return f"""// conformance case {name}: {what}
// written by tests/conformance/gen.py; the SASS it is for and how the output
// is compared are in expect.txt beside this file.
{cvt}{PRE.get(name, "")}__global__ void conf_{name}(const {ta} *__restrict__ a, const {tb} *__restrict__ b,
                     const {tc} *__restrict__ c, {to} *__restrict__ o, {ta} p, int n{sp})
{{
    int i = {idx};
    if (i >= n)
        return;
    {ta} x = a[i];
    {tb} y = b[i];
    {tc} z = c[i];
    (void)x; (void)y; (void)z; (void)p;
{body}}}
"""

def fill(t, arr, which):
    """C code that fills arr (of type t) with edges then random values."""
    bits = "unsigned long long" if T[t][2] == 8 else "unsigned"
    rnd = "((unsigned long long)ws_rand_u32() << 32 | ws_rand_u32())" if T[t][2] == 8 else "ws_rand_u32()"
    mix = {"a": "i % NE", "b": "(i / NE) % NE", "c": "(i * 7 + 3) % NE"}[which]
    lines = [f"    for (int i = 0; i < N; i++) {{",
             f"        {bits} v;"]
    if t in ("f32", "f64"):
        lines.append(f"        if (i < NE * NE) v = edge_{t}[{mix}];")
        one = "0x3ff0000000000000ull" if t == "f64" else "0x3f800000u"
        ex = "52" if t == "f64" else "23"
        # random values: half plain random bits, half numbers of moderate size
        lines.append(f"        else if (i & 1) v = {rnd};")
        lines.append(f"        else {{ v = ({one} + (({bits}){rnd} >> ({'12' if t == 'f64' else '9'}))) "
                     f"^ (({bits})(ws_rand_u32() & 1) << {'63' if t == 'f64' else '31'}); "
                     f"v += ({bits})(ws_rand_u32() % 40) << {ex}; v -= ({bits})20 << {ex}; }}")
    elif t == "h2":     # random halves below 2 in magnitude, or any bits
        lines.append(f"        if (i < NE * NE) v = edge_{t}[{mix}];")
        lines.append(f"        else v = ws_rand_u32() & ((i & 1) ? 0xffffffffu : 0xbfffbfffu);")
    else:
        lines.append(f"        if (i < NE * NE) v = ({bits})edge_{t}[{mix}];")
        lines.append(f"        else v = {rnd} >> (ws_rand_u32() % {32 if T[t][2] == 4 else 64});")
    lines.append(f"        memcpy(&{arr}[i], &v, sizeof v);")
    lines.append("    }")
    return "\n".join(lines)

def harness(name, types, cmp, note):
    ta, tb, tc, to = types
    elem = ELEM.get(name, T[to][1])
    mode = cmp
    edges = ""
    for t in sorted(set(types[:3])):
        ct = "unsigned long long" if T[t][2] == 8 and t != "i64" else ("unsigned" if t in ("f32",) else T[t][0])
        if t == "f64": ct = "unsigned long long"
        if t in EDGES.get(name, {}):
            if T[t][2] == 8: ct = "unsigned long long"
            vals = EDGES[name][t]
        elif t in ("u64", "i64"):
            ct = "unsigned long long"
            vals = EDGE["u32"].replace("u,", "ull,").replace("u\n", "ull")
            vals = ", ".join(v.strip().rstrip("u") + "ull" for v in EDGE["u32"].split(","))
        else:
            vals = EDGE[t]
        edges += f"static const {ct} edge_{t}[] = {{ {vals} }};\n"
    pset = {"u32": "ws_p_u32(p)", "i32": "ws_p_i32(p)", "f32": "ws_p_f32(p)", "f64": "ws_p_f64(p)",
            "h2": "ws_p_u32(p)", "u64": "ws_p_u64(p)", "i64": "ws_p_u64(p)"}[ta]
    pval = {"u32": "0x9e3779b9u", "i32": "-12345", "f32": "1.3f", "f64": "0.7", "h2": "0x3c003800u",
            "u64": "0x9e3779b97f4a7c15ull", "i64": "-1234567890123ll"}[ta]
    nact = NACT.get(name, "N")
    (gx, gy, gz), (bx, by, bz) = LAUNCH.get(name, (("N / 128", 1, 1), (128, 1, 1)))
    assert name not in LAUNCH or gx * gy * gz * bx * by * bz == N, name
    a, b, c, o = (T[t][0] for t in types)
    surf_mk = surf_p = surf_a = surf_back = ""
    if name in SURF:    # c's words as the texels of a 128x4 surface (its own buffer, copied back)
        assert T[tc][2] == 4 and N == 512, name
        surf_mk = ('    unsigned *dsv = (unsigned *)ws_buffer("sv", sizeof hc, WS_INOUT, hc);\n'
                   '    cudaSurfaceObject_t s = ws_surface("s", dsv, "2d", "u32", 1, 128, 4, 1);\n')
        surf_p, surf_a, surf_back = " ws_p_surf(s);", ", s", "    ws_surfaces_back();\n"
    return f"""
#ifdef WARPSCOPE_HARNESS
#include "../../../../samples/harness.h"
#include <string.h>
{edges}#define N {N}
#define NE 20

int main(int argc, char **argv)
{{
    ws_init(argc, argv);
    static {a} ha[N];
    static {b} hb[N];
    static {c} hc[N];
{fill(ta, "ha", "a")}
{fill(tb, "hb", "b")}
{fill(tc, "hc", "c")}
    {a} *da = ({a} *)ws_buffer("a", sizeof ha, WS_IN, ha);
    {b} *db = ({b} *)ws_buffer("b", sizeof hb, WS_IN, hb);
    {c} *dc = ({c} *)ws_buffer("c", sizeof hc, WS_IN, hc);
    {o} *dout = ({o} *)ws_buffer("o", N * sizeof({o}), WS_OUT, NULL);
{surf_mk}    {ta if False else a} p = {pval};
    dim3 block({bx}, {by}, {bz}), grid({gx}, {gy}, {gz});
    ws_launch("conf_{name}", grid, block, 0);
    ws_p_buf(da); ws_p_buf(db); ws_p_buf(dc); ws_p_buf(dout); {pset}; ws_p_i32({nact});{surf_p}
    conf_{name}<<<grid, block>>>(da, db, dc, dout, p, {nact}{surf_a});
    ws_after_launch();
{surf_back}    ws_compare("o", "{elem}", "{mode}", "{note or cmp_why(cmp)}");
    return ws_finish();
}}
#endif
"""

def cmp_why(cmp):
    if cmp == "exact": return "integer or exactly rounded result"
    if cmp == "bits-nan": return "exactly rounded; NaN payloads differ between the ISAs"
    return "approximation: bound from NVIDIA's documented MUFU error"

def main():
    os.makedirs(CASES, exist_ok=True)
    seen = set()
    for name, types, expr, sass, cmp, note in C:
        assert name not in seen, name
        seen.add(name)
        d = os.path.join(CASES, name)
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "kernel.cu"), "w") as f:
            f.write(kernel_source(name, types, expr, note))
            f.write(harness(name, types, cmp, note))
        with open(os.path.join(d, "expect.txt"), "w") as f:
            f.write(f"sass {sass.replace(chr(92) + 'd', '[0-9]')}\ncompare {cmp}\n")
            if name in SASS80:
                f.write(f"sass_sm80 {SASS80[name].replace(chr(92) + 'd', '[0-9]')}\n")
    print(f"{len(C)} cases in {CASES}")

if __name__ == "__main__":
    main()
