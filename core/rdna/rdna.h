/* rdna.h - AMD RDNA3 (gfx1100) front end: instruction IR, opcode table,
 * parser, printer and the analysis view (struct mir_insn).
 *
 * Reads the assembly LLVM prints: `clang-19 -S` output (directives, labels,
 * .loc line directives, .amdhsa_kernel blocks) and `llvm-objdump-19 -d
 * --mcpu=gfx1100` output (addresses and encodings in `//` comments,
 * `<symbol>:` headers). The printer writes text llvm-mc-19 accepts, so the
 * translator emits through it.
 */
#ifndef WS_RDNA_H
#define WS_RDNA_H

#include <stddef.h>
#include <stdint.h>

#include "base/arena.h"
#include "base/mir.h"
#include "base/status.h"
#include "base/strbuf.h"

/* RC_SPECIAL register indices. vcc and exec are pairs starting at their
 * _lo index, so `vcc` is (RC_SPECIAL, RS_VCC_LO, 2). */
#define RDNA_SPECIAL_LIST(X) \
    X(RS_VCC_LO,  "vcc_lo") \
    X(RS_VCC_HI,  "vcc_hi") \
    X(RS_EXEC_LO, "exec_lo") \
    X(RS_EXEC_HI, "exec_hi") \
    X(RS_SCC,     "scc") \
    X(RS_M0,      "m0")

enum rdna_special {
#define RDNA_X_ENUM(name, text) name,
    RDNA_SPECIAL_LIST(RDNA_X_ENUM)
#undef RDNA_X_ENUM
    RS_COUNT
};

const char *rdna_special_name(unsigned rs);

/* Register file sizes as the assembler names them (ISA limits, not the
 * allocation limits of a target: those are in target.h). */
#define RDNA_NUM_VGPR 256   /* v0..v255 */
#define RDNA_NUM_SGPR 106   /* s0..s105 (gfx10+, AMDGPUUsage.rst "SGPR") */
#define RDNA_NUM_TTMP 16    /* ttmp0..ttmp15 */

#define RDNA_NO_OFFSET UINT32_MAX

/* Encoding classes (RDNA3 ISA guide, "Microcode Formats"). */
#define RDNA_ENC_LIST(X) \
    X(RE_UNKNOWN, "?") \
    X(RE_SOP1,  "SOP1")  X(RE_SOP2, "SOP2")  X(RE_SOPK, "SOPK") \
    X(RE_SOPC,  "SOPC")  X(RE_SOPP, "SOPP")  X(RE_SMEM, "SMEM") \
    X(RE_VOP1,  "VOP1")  X(RE_VOP2, "VOP2")  X(RE_VOP3, "VOP3") \
    X(RE_VOP3SD,"VOP3SD") X(RE_VOP3P, "VOP3P") X(RE_VOPC, "VOPC") \
    X(RE_VOPD,  "VOPD")  X(RE_DS,   "DS")    X(RE_FLAT, "FLAT") \
    X(RE_GLOBAL,"GLOBAL") X(RE_SCRATCH, "SCRATCH") X(RE_MUBUF, "MUBUF") \
    X(RE_MTBUF, "MTBUF") X(RE_MIMG, "MIMG")  X(RE_EXP,  "EXP") \
    X(RE_LDSDIR,"LDSDIR") X(RE_VINTERP, "VINTERP")

enum rdna_enc {
#define RDNA_X_ENUM(name, text) name,
    RDNA_ENC_LIST(RDNA_X_ENUM)
#undef RDNA_X_ENUM
    RE_COUNT
};

const char *rdna_enc_name(unsigned enc);

enum rdna_opnd_kind {
    ROP_VGPR,       /* v5, v[2:3] */
    ROP_SGPR,       /* s5, s[4:7] */
    ROP_TTMP,       /* ttmp5, ttmp[0:1] (trap handler registers) */
    ROP_SPECIAL,    /* vcc, vcc_lo/hi, exec, exec_lo/hi, scc, m0: reg = RS_*, count */
    ROP_NULL,       /* null: reads 0, writes are discarded */
    ROP_OFF,        /* off (no SGPR base / no VGPR address) */
    ROP_INT,        /* integer: inline constant or literal */
    ROP_FLOAT,      /* floating-point constant (0.5, 1.0, 0.15915494 ...) */
    ROP_LABEL,      /* branch target label, .LBB0_2 */
    ROP_EXPR,       /* symbolic expression, c_filter@rel32@lo+4 */
    ROP_SYM,        /* function forms: vmcnt(0) lgkmcnt(0), sendmsg(...), hwreg(...),
                       instid0(...) | instskip(...) | instid1(...) */
    ROP_OTHER,      /* any other named operand kept as text (vccz, src_shared_base) */
    ROP_COUNT
};

const char *rdna_opnd_kind_name(unsigned kind);

/* operand flags */
#define ROF_NEG  0x01   /* -x */
#define ROF_ABS  0x02   /* |x| */
#define ROF_LIT  0x04   /* constant needs a 32-bit literal (not an inline constant) */
#define ROF_HEX  0x08   /* integer was written in hex */

enum rdna_access {
    RACC_NONE = 0,
    RACC_R = 1,
    RACC_W = 2,
    RACC_RW = 3,
    RACC_UNKNOWN = 4,   /* opcode not in the table */
};

struct rdna_operand {
    uint8_t kind;       /* enum rdna_opnd_kind */
    uint8_t access;     /* enum rdna_access, from the opcode table */
    uint8_t flags;      /* ROF_* */
    uint8_t count;      /* registers covered: v[2:3] is 2 */
    int16_t reg;        /* first register (VGPR/SGPR/TTMP index, RS_* for ROP_SPECIAL);
                           ROP_LABEL from objdump: the raw simm16 it printed */
    union {             /* by kind: 24 bytes an operand (the translation of the bench
                           listing makes 335k).  The parser and the translator set
                           target to RDNA_NO_OFFSET first, then the value of the kind:
                           a register's imm reads 0xffffffff; compare two operands'
                           values by imm, which covers every byte of the union */
        int64_t imm;    /* ROP_INT value */
        double fimm;    /* ROP_FLOAT value */
        uint32_t target;/* ROP_LABEL: resolved byte offset, RDNA_NO_OFFSET unknown */
    };
    const char *text;   /* label/expression/sym/other text, a float's spelling; NULL for
                           registers and integers */
};
_Static_assert(sizeof(struct rdna_operand) == 24, "rdna_operand: 24 bytes");

/* A modifier after the operands: `offset:16` is {"offset","16"}, `glc` is
 * {"glc",NULL}, `op_sel:[1,0]` is {"op_sel","[1,0]"}. */
struct rdna_mod {
    const char *name;
    const char *value;
};

struct rdna_opinfo;     /* opcode table entry, rdna_opcodes.c */

struct rdna_provenance {
    int32_t sass_offset;    /* offset of the SASS instruction it came from, -1 none */
    int32_t rule;           /* translation rule id, -1 none */
};

struct rdna_srcloc {
    int file;               /* index into module files, -1 unknown */
    int line;               /* 1-based source line, 0 unknown ("line 0" in .loc) */
    int col;                /* column, 0 unknown */
};

struct rdna_insn {
    /* small fields first, pointers last: 96 bytes, no holes (the translator
     * makes one per output instruction: the bench listing's 124k) */
    uint32_t offset;            /* byte offset in its function, RDNA_NO_OFFSET unknown */
    int srcline;                /* line in the listing it came from, 0 when built */
    uint8_t size;               /* bytes: from the encoding when seen, else estimated */
    uint8_t size_known;         /* size (and offset) come from an objdump encoding */
    uint8_t enc;                /* enum rdna_enc actually used (VOP2 written _e64 is VOP3) */
    uint8_t unknown;            /* opcode (or the VOPD Y opcode) not in the table */
    uint8_t nops, nmods;        /* operand and modifier counts */
    uint8_t nops_x;             /* VOPD: operands of the X half (ops[0..nops_x)); else nops */
    uint8_t nenc;               /* 32-bit words in enc_words */
    uint8_t align_log2;         /* .p2align before it (loop heads): offset aligned to 1 << n */
    uint8_t opcode_len;         /* strlen(opcode), set with it (the parser does); 0 when
                                   not known or over 255: the printer measures it */
    struct rdna_srcloc loc;     /* source line from .loc / line table */
    struct rdna_provenance prov;/* SASS origin, filled by the translator */
    const char *opcode;         /* mnemonic as written, v_add_nc_u32_e32 */
    const char *opcode_y;       /* VOPD: Y half mnemonic, else NULL */
    const struct rdna_opinfo *info;   /* table row, NULL unknown */
    const struct rdna_opinfo *info_y; /* VOPD Y row */
    struct rdna_operand *ops;
    struct rdna_mod *mods;
    const uint32_t *enc_words;  /* encoding words from objdump (nenc of them, in the
                                   module's arena), NULL when none */
};

struct rdna_label {
    const char *name;           /* .LBB0_2 */
    uint32_t offset;            /* offset of the instruction it names */
    size_t index;               /* index of that instruction */
};

struct rdna_kernel_desc {
    int present;                /* an .amdhsa_kernel block was seen */
    int next_free_vgpr;         /* .amdhsa_next_free_vgpr, -1 unknown */
    int next_free_sgpr;         /* .amdhsa_next_free_sgpr, -1 unknown */
    int group_segment_size;     /* .amdhsa_group_segment_fixed_size (LDS bytes) */
    int private_segment_size;   /* .amdhsa_private_segment_fixed_size (scratch bytes) */
    int kernarg_size;           /* .amdhsa_kernarg_size */
    int user_sgpr_count;        /* .amdhsa_user_sgpr_count */
    int wavefront_size32;       /* .amdhsa_wavefront_size32, -1 unknown */
};

struct rdna_function {
    const char *name;           /* symbol */
    int wave;                   /* 32 or 64 */
    int offsets_known;          /* offsets from objdump, not estimated from sizes */
    uint64_t address;           /* objdump: address of the first instruction */
    size_t ninsns;
    struct rdna_insn *insns;
    size_t nlabels;
    struct rdna_label *labels;
    struct rdna_kernel_desc kd; /* from .amdhsa_kernel NAME */
    struct mir_func mir;        /* analysis view, parallel to insns */
};

enum rdna_format { RDNA_FMT_ASM, RDNA_FMT_OBJDUMP };

struct rdna_module {
    char *path;                 /* file it came from */
    enum rdna_format format;
    char target[32];            /* "gfx1100" from .amdgcn_target / objdump, "" unknown */
    size_t nfuncs;
    struct rdna_function *funcs;
    size_t nfiles;
    const char **files;         /* files[i] is .file number i ("dir/name"), NULL gaps */
    struct arena arena;         /* owns everything above */
    int sgpr_limit;             /* SGPRs the parser takes, 0: RDNA_NUM_SGPR (a translation
                                   names more before its SGPR spill) */
};

/* ---- opcode table ---- */

/* implicit register masks (bits are RS_* indices), plus wave-sized ones */
#define RIMP_VCC_LO   (1u << RS_VCC_LO)
#define RIMP_VCC_HI   (1u << RS_VCC_HI)
#define RIMP_EXEC_LO  (1u << RS_EXEC_LO)
#define RIMP_EXEC_HI  (1u << RS_EXEC_HI)
#define RIMP_SCC      (1u << RS_SCC)
#define RIMP_M0       (1u << RS_M0)
#define RIMP_VCC      0x100u  /* vcc_lo in wave32, vcc_lo+hi in wave64 */
#define RIMP_EXEC     0x200u  /* exec_lo in wave32, exec_lo+hi in wave64 */

/* row flags */
#define RF_VECTOR   0x01  /* per-lane instruction: reads EXEC implicitly */
#define RF_RTN      0x02  /* atomic: acc describes the returning form (glc); without glc
                             a leading 'd' operand is absent and a leading 'b' is a use */
#define RF_LOAD     0x08  /* reads memory */
#define RF_STORE    0x10  /* writes memory */

struct rdna_opinfo {
    const char *name;       /* base mnemonic, no _e32/_e64/_dpp suffix */
    uint8_t enc;            /* enum rdna_enc of the base (shortest) form */
    uint8_t flow;           /* enum flow_kind */
    uint8_t cond;           /* flow only on a condition (scc, vcc, exec) */
    uint8_t flags;          /* RF_* */
    const char *acc;        /* per explicit operand: 'd' def, 'u' use, 'b' both, '-' none */
    uint16_t imp_def;       /* RIMP_* written implicitly */
    uint16_t imp_use;       /* RIMP_* read implicitly */
};

/* Row for a mnemonic as written (suffixes _e32, _e64, _dpp, _e64_dpp are
 * stripped); NULL when unknown. *enc_out (when non-NULL) gets the encoding
 * the suffix selects. */
const struct rdna_opinfo *rdna_opcode_find(const char *mnemonic, unsigned *enc_out);
const struct rdna_opinfo *rdna_opcode_table(size_t *count);

/* ---- parsing ---- */

enum ws_status rdna_parse_buffer(const char *name, const char *buf, size_t len,
                                 struct rdna_module **out, struct ws_error *err);
enum ws_status rdna_parse_file(const char *path, struct rdna_module **out,
                               struct ws_error *err);
void rdna_module_free(struct rdna_module *m);

/* An empty module, for the translator to build functions into. */
struct rdna_module *rdna_module_new(const char *name);

/* Parse one instruction text ("v_add_nc_u32_e32 v1, v2, v3") into insn,
 * allocating from m's arena; offset, loc and prov are left as they are.
 * Used by the parser, by edits and by the translator. */
enum ws_status rdna_parse_insn(struct rdna_module *m, const char *text, size_t len,
                               struct rdna_insn *insn, const char *file, int line,
                               struct ws_error *err);

/* Encoded size in bytes estimated from the encoding class and literals. */
unsigned rdna_insn_size(const struct rdna_insn *in);

/* Does this ALU source take a 32-bit literal (not an inline constant)? */
int rdna_operand_literal(const struct rdna_operand *o);

/* The operands' access (from the opcode table) and the size estimate, as
 * rdna_parse_insn leaves them: for an instruction whose opcode, info, enc,
 * operands and modifiers were set another way. */
void rdna_insn_finish(struct rdna_insn *in);

/* Set every label operand's target offset from f's labels (by name);
 * branches_only: only in branches, calls and unknown opcodes, where
 * rdna_parse_insn makes label operands of its own (a translator's output).
 * Returns the reach of the longest jump (a branch, or an unknown opcode
 * with a label), in dwords from the end of the instruction: d forward, -d
 * - 1 back (so that s_branch's signed 16-bit offset holds it while the
 * reach is at most 32767); 0 none.  The instructions' offsets must be set. */
uint32_t rdna_resolve_targets(struct rdna_function *f, int branches_only);
/* Rebuild a function's MIR view (after parse or an edit). */
enum ws_status rdna_build_mir(struct rdna_module *m, struct rdna_function *f,
                              struct ws_error *err);
/* The same with the MIR in arena a (a translation keeps it per function). */
enum ws_status rdna_build_mir_in(struct arena *a, const char *path, struct rdna_function *f,
                                 struct ws_error *err);

struct rdna_function *rdna_find_function(struct rdna_module *m, const char *name);
const struct rdna_mod *rdna_find_mod(const struct rdna_insn *in, const char *name);

/* s_waitcnt counter value ("vmcnt", "expcnt", "lgkmcnt") or -1 when the
 * instruction does not wait on it. */
int rdna_waitcnt(const struct rdna_insn *in, const char *counter);

/* ---- printing ---- */

/* Instruction as llvm-mc-19 accepts it (labels by name). */
int rdna_format_insn(const struct rdna_insn *in, char *buf, size_t len);
void rdna_print_insn(struct strbuf *b, const struct rdna_insn *in);
/* The same between prefix and suffix (a tab and a newline for a listing). */
void rdna_print_insn_in(struct strbuf *b, const char *prefix, const struct rdna_insn *in,
                        const char *suffix);
/* The same between a tab and a newline. */
void rdna_print_insn_line(struct strbuf *b, const struct rdna_insn *in);
void rdna_print_operand(struct strbuf *b, const struct rdna_operand *o);

/* A whole function as an assemblable listing: `.text`, the symbol, labels
 * and instructions (no kernel descriptor). */
void rdna_print_function(struct strbuf *b, const struct rdna_function *f);

const char *rdna_access_name(unsigned access);

#endif
