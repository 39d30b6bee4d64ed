/* tx.h - hand-written sm_90 SASS listings translated for the rule tests
 * (test_xlate*.c): translate, read back the RDNA3 lines of one SASS
 * instruction and the rule that made them, assemble with llvm-mc-19.
 * Every function here runs inside a cmocka test and fails it on an error.
 */
#ifndef WS_TX_H
#define WS_TX_H

#include <stddef.h>

#include "base/strbuf.h"

/* one sm_90 kernel named k; the instruction lines follow */
#define TX_HDR "\t.target sm_90\n\t.section\t.text.k,\"ax\",@progbits\nk:\n"

struct sass_module;
struct xlate_result;
struct xfunc;

struct tx {
    struct sass_module *m;      /* the parsed listing */
    struct xlate_result *r;     /* its translation */
};

/* A whole listing parsed and translated (registers compacted, as the
 * expected outputs assume); the caller frees *mp and the result. */
struct xlate_result *tx_translate_text(const char *text, int wave, int contract,
                                       struct sass_module **mp);

/* TX_HDR then body, translated; the translation is assembled at once when
 * llvm-mc-19 is there, and otherwise left for tx_test_assembled to report. */
struct tx tx_translate(const char *body, int wave, int contract);
void tx_free(struct tx *t);

/* Assemble text with llvm-mc-19 (-show-encoding, wave32 or wave64): the test
 * fails when it is rejected, and is skipped when llvm-mc-19 is missing. */
void tx_assemble(const char *text, size_t len, int wave);

/* The RDNA3 instructions emitted for SASS instruction k, one a line. */
void tx_insn_lines(const struct xfunc *xf, int k, struct strbuf *b);

/* The same for the first function of t, with "; <sass>" for an instruction
 * left unsupported; malloc'd. */
char *tx_lines_of(const struct tx *t, int k);

/* The SGPR the trace binds name ("P0", "UR4") to. */
const char *tx_bound_sgpr(const struct tx *t, const char *name);

/* tx_lines_of(t, k) is pattern, where {P0} and {UR4} stand for the SGPR the
 * trace binds them to and {UR4:64} for the pair starting there. */
void tx_expect(const struct tx *t, int k, const char *pattern);

/* The rule applied to SASS instruction k; -1: none. */
int tx_rule_of(const struct tx *t, int k);

/* A cmocka test, run after the others: every tx_translate was assembled
 * (SKIPPED without llvm-mc-19, when none of them could be). */
void tx_test_assembled(void **state);

#endif
