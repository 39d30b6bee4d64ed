/* async.c - the rules for asynchronous copies: LDGSTS, LDGDEPBAR, DEPBAR.
 *
 * One XRULE row per rule (fields: struct xrule, xlate.h); the conditions
 * are in match.c, the computed outputs in emit_*.c.  Rows of one opcode
 * and one priority must be told apart by their modifiers, their operand
 * shapes or a declared exclusion (.excl); test_xlate_rules checks it.
 */
#include "xlate/rules/rules.h"

const struct xrule xrules_async[] = {
    XRULE(.id = 1961, .name = "ldgsts", .cat = XC_MEMORY, .priority = 10,
          .opcode = "LDGSTS", .mods_all = "E", .mods_none = "ZFILL",
          .pattern = "LDGSTS.E[.BYPASS][.LTC128B][.64|.128] [Rs+off], [Rg.64+off][, Pq]",
          .emit = xe_ldgsts,
          .why = "cp.async copies 4, 8 or 16 bytes from global to shared memory in the background, "
                 "finished by a later wait (DEPBAR); gfx11 has no such copy of VGPR width, so it is "
                 "done at once: a global load into scratch VGPRs, then an LDS store (finishing "
                 "early is always allowed); a false source predicate (src-size 0, `!PT`) reads "
                 "nothing and stores zeros"),
    XRULE(.id = 1962, .name = "ldgdepbar", .cat = XC_SYNC, .priority = 10,
          .opcode = "LDGDEPBAR", .ops = "",
          .pattern = "LDGDEPBAR",
          .out = "",
          .flags = XRF_GUARDED,
          .why = "closes a group of asynchronous copies (cp.async.commit_group) that a later "
                 "DEPBAR.LE SB0, N waits for; the copies are already done (ldgsts): no instruction"),
    XRULE(.id = 1963, .name = "depbar.le", .cat = XC_SYNC, .priority = 10,
          .opcode = "DEPBAR", .mods_all = "LE", .ops = "*i",
          .pattern = "DEPBAR.LE SBn, count",
          .out = "s_waitcnt vmcnt(0) lgkmcnt(0)",
          .flags = XRF_GUARDED,
          .why = "waits until at most count operations of scoreboard n are outstanding "
                 "(cp.async.wait_group count on SB0); copies are synchronous here and register "
                 "results are waited for where they are read, so waiting for every load and LDS "
                 "access of the wave is a superset of what is asked"),
};
const size_t xrules_async_n = sizeof xrules_async / sizeof xrules_async[0];
