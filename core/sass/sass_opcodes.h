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
    SW_TEX,     /* TEX: destinations by write mask, coordinates by dimension */
    SW_SURF,    /* SUST: address registers by dimension, data by size */
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

/* The shape of a texture fetch (TEX, sm_80/sm_90 forms), as nvdisasm
 * prints it:
 *   TEX[.LL|.LZ][.NODEP] Rd2, Rd, Ra[, Rb], URh, 0x0, DIM[, MASK]      handle in the UR pair URh
 *   TEX.SCR[.LL|.LZ] Rd2, Rd, Ra[, Rb], 0x0, SLOT, DIM[, MASK]  handle in c[0x0][4 * SLOT]
 * MASK (0xf when absent) enables components x, y, z, w; the enabled ones
 * are written in order to Rd, Rd+1, Rd2, Rd2+1.  The address words are an
 * array's layer first (an integer), then x, y[, z], then the level of
 * detail of .LL.  The UR form (sm_90's listings) has every coordinate in
 * Ra, Ra+1, ... and the level of detail in Rb (no Rb for .LZ); the .SCR
 * form (sm_80's) splits the words, the first half (rounded up) in Ra.. and
 * the rest in Rb..: simpleLayeredTexture sm_80 TEX.SCR.LL RZ, R2, R2, R6
 * has the layer in R2, u in R3, v in R6 and -32.0 in R7 where its sm_90
 * listing has TEX.LL RZ, R4, R4, R11, UR4 with layer, u, v in R4..R6;
 * tex2DLod(.., 0) is TEX.SCR.LZ RZ, R5, R0, R5 with x in R0 and y in R5 on
 * sm_80 and TEX.LZ RZ, R5, R4, UR4 on sm_90 (tests/data/texture_probe);
 * the registers nvdisasm -plr keeps live agree.  A handle in a register
 * (TEX.SCR.B) is not of this shape. */
struct sass_tex {
    int ok;                 /* the operands have the shape above */
    int dim_op;             /* operand index of DIM */
    int ncoord;             /* coordinates: 2 (2D), 3 (3D, CUBE, ARRAY_2D) ... */
    int ra_n;               /* address words in Ra, Ra+1, ... */
    int rb_n;               /* in Rb, Rb+1, ...: the rest of the coordinates, then the
                               level of detail of .LL */
    int rb_op;              /* operand index of Rb, -1 none */
    int layered;            /* ARRAY_*: the first word is the layer */
    int dims;               /* 1, 2, 3; CUBE: 3 */
    int cube;
    unsigned mask;          /* components written */
    int ncomp;              /* bits in mask */
    int ur_op;              /* operand index of the handle's UR pair, -1 */
    int slot;               /* SCR: the c[0x0] word index of the handle, -1 */
};
void sass_tex_shape(const struct sass_insn *in, struct sass_tex *t);

/* A surface store or load: SUST.D.BA.{1D,2D,3D}[.U16|.64|.128]... [Ra], Rb,
 * URh, 0x0 or ..., 0x0, SLOT; SULD.D.BA... Rd, [Ra], (the same handle): Ra
 * holds x in bytes (.BA), then y[, z]; the dimensions, 0 when none */
int sass_surf_dims(const struct sass_insn *in);

/* 1 when the instruction carries modifier mod. */
int sass_has_mod(const struct sass_insn *in, const char *mod);

/* 1 when the instruction's opcode is name.  Compared in place: opcodes are
 * a few letters and most tests fail on the first, where a call to strcmp
 * costs more than the comparison (the parser asks this of every
 * instruction). */
static inline int sass_opcode_is(const struct sass_insn *in, const char *name)
{
    const char *a = in->opcode;
    if (*a != *name)        /* most tests end here, on a constant */
        return 0;
    while (*a && *a == *name)
        a++, name++;
    return *a == *name;
}

#endif
