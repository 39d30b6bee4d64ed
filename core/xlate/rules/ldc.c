/* ldc.c - the rules for constant-bank loads: LDC, ULDC.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_ldc[] = {
    XRULE(.id = 9, .name = "ldc", .cat = XC_MEMORY, .priority = 10,
          .opcode = "LDC", .mods_none = "64 U8 S8 U16 S16", .ops = "rc",
          .pattern = "LDC Rd, c[0x0][x]",
          .out = "v_mov_b32 $0, $1",
          .excl = "cb-index=imm",
          .why = "constant bank 0 holds the kernel parameters; the prologue loads each word used "
                 "from the kernarg segment into an SGPR once, so a per-thread copy is a move"),
    XRULE(.id = 10, .name = "ldc.64", .cat = XC_MEMORY, .priority = 10,
          .opcode = "LDC", .mods_all = "64", .ops = "rc",
          .pattern = "LDC.64 Rd, c[0x0][x]",
          .out = "v_mov_b32 $0.lo, $1.lo\nv_mov_b32 $0.hi, $1.hi",
          .excl = "cb-index=imm",
          .why = "a 64-bit parameter (a pointer) is an SGPR pair after the prologue"),
    XRULE(.id = 11, .name = "uldc", .cat = XC_MEMORY, .priority = 10,
          .opcode = "ULDC", .mods_none = "64 U8 S8 U16 S16", .ops = "uc",
          .pattern = "ULDC URd, c[0x0][x]",
          .out = "s_mov_b32 $0, $1",
          .why = "uniform constant loads become SGPR moves from the prologue's kernarg SGPRs"),
    XRULE(.id = 12, .name = "uldc.64", .cat = XC_MEMORY, .priority = 10,
          .opcode = "ULDC", .mods_all = "64", .ops = "uc",
          .pattern = "ULDC.64 URd, c[0x0][x]",
          .out = "s_mov_b64 $0:64, $1:64",
          .why = "a 64-bit uniform constant is an SGPR pair"),
    XRULE(.id = 608, .name = "ldc.index", .cat = XC_MEMORY, .priority = 10,
          .opcode = "LDC", .mods_none = "U8 S8 U16 S16", .ops = "r*", .when = xm_cb_index,
          .pattern = "LDC[.64] Rd, c[0x0][R+off]",
          .emit = xe_ldc_index,
          .excl = "cb-index=reg",
          .why = "an indexed constant-bank read: with RZ as index it is the plain slot the "
                 "prologue loaded; with a register index the kernel arguments are read from the "
                 "kernarg segment (s[0:1]) at index + offset - first parameter's bank offset"),
    XRULE(.id = 1200, .name = "ldc.bank.rz", .cat = XC_MEMORY, .priority = 20,
          .opcode = "LDC", .mods_none = "U8 S8 U16 S16", .ops = "r*", .when = xm_ldc_rz,
          .pattern = "LDC[.64] Rd, c[N][RZ+off]",
          .emit = xe_ldc_rz,
          .excl = "bank-index=rz",
          .why = "RZ as index reads the word at off: the SGPR slot the prologue filled (a bank-3 "
                 "word from the emitted copy, a word holding a __device__ variable's address "
                 "computed PC-relative), copied into every lane"),
    XRULE(.id = 1201, .name = "ldc.bank3.index", .cat = XC_MEMORY, .priority = 20,
          .opcode = "LDC", .mods_none = "U8 S8 U16 S16", .ops = "r*", .when = xm_ldc3_index,
          .pattern = "LDC[.64] Rd, c[0x3][R+off]",
          .emit = xe_ldc3_index,
          .excl = "bank-index=reg",
          .why = "__constant__ data indexed per thread: gfx11 has no constant banks, so the bank is "
                 "a read-only copy in the code object (__ws_cbank3) and the read a global load at "
                 "its address (an SGPR pair) plus the index"),
    XRULE(.id = 1202, .name = "uldc.bank3.index", .cat = XC_MEMORY, .priority = 20,
          .opcode = "ULDC", .mods_none = "U8 S8 U16 S16", .ops = "u*", .when = xm_uldc3_index,
          .pattern = "ULDC[.64] URd, c[0x3][UR+off]",
          .emit = xe_uldc3_index,
          .why = "__constant__ data at a uniform index: a scalar load from the bank's copy with the "
                 "index as the SGPR offset"),
    XRULE(.id = 1500, .name = "ldc.bank4.callee", .cat = XC_MEMORY, .priority = 22,
          .opcode = "LDC", .mods_all = "64", .ops = "r*", .when = xm_ldc4_index,
          .pattern = "LDC.64 Rd, c[0x4][R0] (R0 a constant: a relocated external function)",
          .emit = xe_ldc_callee,
          .why = "nvcc loads the address of vprintf or __assertfail from the bank-4 word the CUDA "
                 "loader fills; the code object has no such function (CALL.ABS lowers the call by "
                 "the callee's name, emit_call.c), so the pair gets 0"),
    XRULE(.id = 1304, .name = "ldc.bank2.index", .cat = XC_MEMORY, .priority = 21,
          .opcode = "LDC", .mods_none = "U8 S8 U16 S16", .ops = "r*", .when = xm_ldc2_index,
          .pattern = "LDC Rd, c[0x2][R4+0x8]",
          .emit = xe_ldc_table,
          .why = "a switch's jump table (function-relative offsets for BRX) in the kernel's own "
                 "constant bank 2, indexed per thread: gfx11 has no constant banks, so the bank "
                 "is a read-only copy in the code object and the read a global load at its "
                 "address (an SGPR pair) plus the index"),
    XRULE(.id = 1965, .name = "ldc.narrow", .cat = XC_MEMORY, .priority = 30,
          .opcode = "LDC", .ops = "rc", .when = xm_ldc_narrow,
          .pattern = "LDC.{U8|S8|U16|S16} Rd, c[N][off]",
          .emit = xe_ldc_narrow,
          .why = "a parameter narrower than a word (unsigned char, bool, short): the prologue loads "
                 "the whole kernarg word into an SGPR, so the byte or half is extracted per thread "
                 "with v_bfe_u32 (v_bfe_i32 for .S8/.S16)"),
    XRULE(.id = 1966, .name = "uldc.narrow", .cat = XC_MEMORY, .priority = 30,
          .opcode = "ULDC", .ops = "uc", .when = xm_ldc_narrow,
          .pattern = "ULDC.{U8|S8|U16|S16} URd, c[N][off]",
          .emit = xe_ldc_narrow,
          .why = "a narrow parameter into a uniform register: s_bfe_u32 (s_bfe_i32 for .S8/.S16) of "
                 "the kernarg word the prologue loaded"),
    XRULE(.id = 2197, .name = "ldc.bank3.index.narrow", .cat = XC_MEMORY, .priority = 23,
          .opcode = "LDC", .ops = "r*", .when = xm_ldc3_index_narrow,
          .pattern = "LDC.{U8|S8|U16|S16} Rd, c[0x3][R+off]",
          .emit = xe_ldc3_index_narrow,
          .why = "__constant__ bytes or halves indexed per thread (dct8x8): as ldc.bank3.index, a "
                 "global load from the bank's read-only copy, of the narrow width and zero- or "
                 "sign-extended (global_load_u8/i8/u16/i16)"),
};
const size_t xrules_ldc_n = sizeof xrules_ldc / sizeof xrules_ldc[0];
