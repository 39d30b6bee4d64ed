/* sass_opcodes.h - what each SASS opcode reads and writes.
 *
 * One row per opcode: its category, how many leading operands it writes and
 * how wide its register operands are.  sass_assign_access() applies a row to a
 * parsed instruction, so that liveness sees exact register ranges (pairs for
 * .64, IMAD.WIDE and doubles, quads for .128).
 */
#ifndef WS_SASS_OPCODES_H
#define WS_SASS_OPCODES_H

#include "sass.h"

enum sass_cat {
    SCAT_INT, SCAT_FLOAT, SCAT_DOUBLE, SCAT_HALF, SCAT_CONV, SCAT_MOVE,
    SCAT_PRED, SCAT_MEM, SCAT_ATOMIC, SCAT_CTRL, SCAT_SYNC, SCAT_WARP,
    SCAT_SREG, SCAT_UNIFORM, SCAT_MISC, SCAT_COUNT
};

/* How wide register operands are (see sass_assign_access). */
enum sass_width_rule {
    SW_ONE,     /* every register operand is one register */
    SW_WIDE,    /* .WIDE: destination and third source are pairs */
    SW_DBL,     /* double precision: every R/UR operand is a pair */
    SW_CVT,     /* conversions: widths from the type modifiers */
    SW_LD,      /* loads: destination width from .64/.128 */
    SW_ST,      /* stores: data width from .64/.128 */
    SW_ATOM,    /* atomics: data and result pairs with .64 */
    SW_CS2R,    /* CS2R: a pair unless .32 */
    SW_MOV64,   /* pairs with .64 (LDC.64, ULDC.64, UMOV.64, MOV.64) */
    SW_TEX,     /* texture and surface access: widths from the dimension
                   and the channel mask (sass_opcodes.c, tex_widths) */
};

/* How many leading operands are written. */
#define SNDST_PREDS (-1)    /* first operand plus the predicates right after it */

struct sass_opinfo {
    const char *name;       /* base opcode */
    uint8_t cat;            /* enum sass_cat */
    int8_t ndst;            /* leading operands written, or SNDST_PREDS */
    uint8_t width;          /* enum sass_width_rule */
    uint8_t flow;           /* enum flow_kind */
    const char *what;       /* one line for the UI and the docs */
};

const struct sass_opinfo *sass_opinfo_find(const char *name);
/* The same for the n bytes at name (not NUL-terminated). */
const struct sass_opinfo *sass_opinfo_find_n(const char *name, size_t n);
size_t sass_opinfo_count(void);
const struct sass_opinfo *sass_opinfo_at(size_t i);
const char *sass_cat_name(unsigned cat);

/* Fill access and width of every operand of in from its table row (or mark
 * them unknown when the opcode is not in the table). */
void sass_assign_access(struct sass_insn *in);

/* 1 when the instruction carries modifier mod. */
int sass_has_mod(const struct sass_insn *in, const char *mod);

#endif
