/* call.c - the rules for calls out of the module: LEPC (the return address
 * of CALL.ABS).  CALL.ABS.NOINC itself is in bra.c with the other CALLs,
 * the bank-4 LDC of the callee in ldc.c; all three emit in emit_call.c.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_call[] = {
    XRULE(.id = 1502, .name = "lepc", .cat = XC_CONTROL, .priority = 20,
          .opcode = "LEPC", .when = xm_unguarded,
          .pattern = "LEPC Rd[, label]",
          .emit = xe_lepc,
          .why = "LEPC reads the program counter for CALL.ABS's return address; the lowered call "
                 "runs in place and never reads it, so the pair gets the instruction's SASS offset "
                 "(the label's), as the SASS emulator gives it (s_getpc_b64 would give the RDNA3 "
                 "address, which no instruction uses)"),
};
const size_t xrules_call_n = sizeof xrules_call / sizeof xrules_call[0];
