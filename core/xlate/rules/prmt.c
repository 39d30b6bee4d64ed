/* prmt.c - the rules for byte permutes: PRMT, UPRMT.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_prmt[] = {
    XRULE(.id = 245, .name = "prmt", .cat = XC_INTEGER, .priority = 10,
          .opcode = "PRMT", .ops = "rsis", .when = xm_prmt,
          .pattern = "PRMT[.mode] Rd, a, sel, b",
          .emit = xe_prmt, .flags = XRF_SHAPE,
          .why = "PRMT picks each result byte from the 8 bytes of {b:a} by a selector nibble, with "
                 "bit 3 replicating the byte's sign; v_perm_b32 does the same with a byte-wide "
                 "selector, but its src0 is the HIGH word (so b comes first), and it can only "
                 "replicate the sign of bytes 1, 3, 5, 7 (selectors 8-11, 12 = 0x00, 13+ = 0xff). "
                 "A sign from an even byte takes a second v_perm over the picked word and a copy "
                 "shifted up a byte. The modes (.F4E .B4E .RC8 .ECL .ECR .RC16) are fixed byte "
                 "patterns, translated into the same selector"),
    XRULE(.id = 1160, .name = "prmt.reg", .cat = XC_INTEGER, .priority = 10,
          .opcode = "PRMT", .ops = "rsrs", .when = xm_prmt_reg,
          .pattern = "PRMT Rd, a, c, b",
          .emit = xe_prmt_reg,
          .why = "a selector known only at run time in register c (__byte_perm(x, y, s)): its four nibbles are "
                 "spread into v_perm_b32's byte selectors, and the sign-replicating nibbles (bit 3), "
                 "which v_perm cannot express for every byte, are applied after it with a per-byte "
                 "mask and v_bfi_b32"),
    XRULE(.id = 246, .name = "uprmt", .cat = XC_INTEGER, .priority = 10,
          .opcode = "UPRMT", .ops = "usis", .when = xm_prmt,
          .pattern = "UPRMT URd, a, sel, b",
          .emit = xe_uprmt,
          .why = "no scalar byte permute on RDNA3: the uniform PRMT runs on the VALU and is read back"),
    XRULE(.id = 1323, .name = "uprmt.reg", .cat = XC_INTEGER, .priority = 10,
          .opcode = "UPRMT", .ops = "usus", .when = xm_prmt_reg,
          .pattern = "UPRMT URd, UR5, UR6, UR7",
          .emit = xe_uprmt_reg,
          .why = "a uniform PRMT with its selector in a UR (sm_80's __byte_perm of parameters): "
                 "prmt.reg's VALU sequence, read back from the first lane"),
};
const size_t xrules_prmt_n = sizeof xrules_prmt / sizeof xrules_prmt[0];
