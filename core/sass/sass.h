/* sass.h - NVIDIA SASS front end: instruction IR, parser, printer.
 *
 * Reads the text that nvdisasm (with or without -g/-gi line comments and
 * -hex encodings) and cuobjdump -sass print; the format is detected from the
 * text.  Every instruction keeps its operands typed, its guard, its modifiers,
 * its source line and, when the encoding was printed, its control bits.
 */
#ifndef WS_SASS_H
#define WS_SASS_H

#include <stddef.h>
#include <stdint.h>

#include "base/arena.h"
#include "base/mir.h"
#include "base/status.h"

#define SASS_RZ  255    /* register index of RZ */
#define SASS_URZ 63     /* register index of URZ */
#define SASS_PT  7      /* predicate index of PT and UPT */
#define SASS_INSN_BYTES 16  /* sm_70+ instructions are 128 bits */
#define SASS_MAX_ARCHS 16   /* architectures one listing may hold */

enum sass_opnd_kind {
    SOP_REG,        /* R0..R254, RZ */
    SOP_UREG,       /* UR0..UR62, URZ */
    SOP_PRED,       /* P0..P6, PT */
    SOP_UPRED,      /* UP0..UP6, UPT */
    SOP_BAR,        /* B0..B15 convergence barrier */
    SOP_PR,         /* PR / UPR: the whole predicate file (P2R, R2P) */
    SOP_SREG,       /* special register SR_TID.X, SRZ ... */
    SOP_IMM,        /* integer immediate */
    SOP_FIMM,       /* floating-point immediate, INF and NAN included */
    SOP_CBANK,      /* c[bank][offset] (bank or offset may be a register) */
    SOP_MEM,        /* [addr], desc[URx][addr] */
    SOP_LABEL,      /* `(label) or a cuobjdump absolute target */
    SOP_OTHER,      /* anything else, kept as text */
};

enum sass_access {
    SACC_NONE = 0,  /* not a register access (immediates, labels) */
    SACC_R = 1,
    SACC_W = 2,
    SACC_RW = 3,
    SACC_UNKNOWN = 4, /* opcode not in the table */
};

/* operand flags */
#define SOF_NEG    0x01   /* -x */
#define SOF_ABS    0x02   /* |x| */
#define SOF_NOT    0x04   /* !P (logical not) */
#define SOF_INV    0x08   /* ~x (bitwise not) */
#define SOF_REUSE  0x10   /* .reuse */
#define SOF_64     0x20   /* .64 on an address register */
#define SOF_U32    0x40   /* .U32 on an address register */

struct sass_mem {
    int16_t reg;        /* base register (R or UR, see reg_is_ureg), -1 none */
    uint8_t reg_is_ureg;/* base is UR */
    uint8_t scale;      /* .X4/.X8/.X16 scale, 1 when none */
    int16_t ureg;       /* second (uniform) register [R2+UR4], -1 none */
    int16_t desc;       /* desc[URx] register, -1 none */
    int64_t offset;     /* immediate displacement */
};

struct sass_cbank {
    int16_t bank;       /* constant bank number, -1 when a register names it */
    int16_t bank_ureg;  /* cx[URx] bank register, -1 none */
    int16_t reg;        /* index register in c[b][Rn+off], -1 none */
    uint8_t reg_is_ureg;/* the index register is a UR */
    int64_t offset;     /* byte offset */
};

struct sass_operand {
    uint8_t kind;       /* enum sass_opnd_kind */
    uint8_t access;     /* enum sass_access, from the opcode table */
    uint8_t width;      /* registers covered (1, 2, 4) from the opcode table */
    uint8_t flags;      /* SOF_* */
    int16_t reg;        /* register index for REG/UREG/PRED/UPRED/BAR */
    const char *text;   /* operand as printed, flags included */
    const char *sel;    /* sub-register selector (.H0_H0, .H1, .B2 ...) or NULL */
    union {                     /* by kind: read only what the kind has */
        int64_t imm;            /* SOP_IMM */
        double fimm;            /* SOP_FIMM */
        struct sass_cbank cb;   /* SOP_CBANK */
        struct sass_mem mem;    /* SOP_MEM */
        struct {                /* SOP_LABEL */
            uint32_t target;    /* resolved target offset */
            const char *label;  /* name, NULL for absolute targets */
        };
        const char *sreg;       /* SOP_SREG: name (SR_TID.X) */
    } u;                        /* 40 bytes an operand (the bench listing: about 200k) */
};

struct sass_control {
    uint8_t valid;      /* decoded from an encoding */
    uint8_t stall;      /* cycles to stall, 0..15 */
    uint8_t yield;      /* yield bit as encoded */
    uint8_t wbar;       /* write (scoreboard) barrier set, 7 = none */
    uint8_t rbar;       /* read barrier set, 7 = none */
    uint8_t wait;       /* 6-bit mask of barriers waited on */
    uint8_t reuse;      /* 4-bit operand reuse cache flags */
};

struct sass_line {
    int file;           /* index into module files, -1 unknown */
    int line;           /* 1-based source line, 0 unknown */
    int inl_file;       /* -gi: "inlined at" file, -1 none */
    int inl_line;       /* -gi: "inlined at" line */
};

struct sass_opinfo;     /* opcode table entry, sass_opcodes.c */

struct sass_insn {              /* 112 bytes, no holes */
    uint32_t offset;            /* byte offset in its function */
    int srcline;                /* line in the dump file it came from */
    int8_t guard;               /* guard predicate index, -1 none */
    uint8_t guard_neg;          /* @!P */
    uint8_t guard_uniform;      /* @UPx */
    uint8_t nmods;              /* modifiers count */
    uint8_t nops;               /* operands count */
    uint8_t unknown;            /* opcode not in the table */
    uint8_t has_enc;
    struct sass_control ctrl;   /* control bits when an encoding was seen */
    uint16_t nxtargets;         /* BRX: labels of nvdisasm's BRANCH_TARGETS annotation */
    const char *text;           /* instruction text, no offset, no ';' */
    const char *opcode;         /* base opcode, e.g. "IMAD" */
    const char **mods;          /* modifiers, e.g. {"WIDE","U32"} */
    struct sass_operand *ops;   /* operands */
    const struct sass_opinfo *info; /* opcode table entry, NULL when unknown */
    struct sass_line line;      /* source line, file -1 when none */
    uint64_t enc[2];            /* 128-bit encoding (lo, hi) when has_enc */
    const char **xtnames;       /* their names */
    uint32_t *xtargets;         /* their offsets (UINT32_MAX: no such label) */
};

struct sass_label {
    const char *name;           /* .L_x_3 */
    uint32_t offset;            /* offset of the instruction it names */
};

struct sass_function {
    const char *name;           /* symbol (mangled) */
    const char *section;        /* .text.<name> when known */
    int registers;              /* SHI_REGISTERS / .sectioninfo when known, -1 */
    int shared_bytes;           /* static __shared__ bytes (.nv.shared.<name>), -1 unknown */
    int cluster_dims;           /* compiled with cluster dimensions (__cluster_dims__: its
                                   .nv.info has EIATTR_CTA_PER_CLUSTER/EXPLICIT_CLUSTER) */
    size_t ninsns;
    struct sass_insn *insns;
    size_t nlabels;
    struct sass_label *labels;
    struct mir_func mir;        /* analysis view, parallel to insns */
    uint32_t mir_version;       /* changes whenever the MIR's registers or flow
                                 * may have (sass_build_mir, sass_update_mir):
                                 * analyses over the MIR key their results on it */
    uint32_t flow_version;      /* changes whenever an instruction's flow, targets or
                                 * offset may have (sass_build_mir; sass_update_mir
                                 * where they differ): what reads the CFG alone keys
                                 * on it (uniform.c's struct uni_flow) */
};

enum sass_format { SASS_FMT_NVDISASM, SASS_FMT_CUOBJDUMP };

/* A constant bank's contents as the module holds them (.nv.constantN):
 * bank 3 is the user's __constant__ data and the compiler's constants,
 * module-wide; the per-kernel banks (.nv.constantN.<kernel>) name their
 * function. */
struct sass_cbank_data {
    int bank;                   /* N */
    const char *func;           /* the kernel of a per-kernel bank, NULL module-wide */
    const uint8_t *data;        /* len bytes (arena) */
    size_t len;
};

/* A __device__ variable: .nv.global (zero-filled) or .nv.global.init. */
struct sass_global {
    const char *name;           /* symbol */
    uint64_t size;              /* bytes */
    uint32_t align;             /* bytes, 0 unknown */
    const uint8_t *init;        /* size initial bytes (.nv.global.init), NULL: zeros */
};

/* A constant-bank word that holds a symbol's address: a relocation against
 * the bank in the cubin, `.dword SYMBOL` in nvdisasm's full output (bank 4
 * holds the addresses of __device__ variables on sm_80-90). */
struct sass_cbank_sym {
    int bank;
    const char *func;           /* per-kernel bank's kernel, NULL module-wide */
    uint32_t offset;            /* byte offset in the bank */
    uint8_t size;               /* 4 or 8 bytes */
    const char *symbol;
    int64_t addend;
};

struct sass_module {
    char *path;                 /* file it came from */
    enum sass_format format;
    int sm;                     /* 80, 90 ... 0 when unknown */
    size_t nfuncs;
    struct sass_function *funcs;
    size_t nfiles;
    const char **files;         /* source files named by line comments */
    struct arena arena;         /* owns everything above but insns */
    struct sass_insn *insns;    /* every function's instructions (funcs[i].insns are slices) */
    struct sass_intern *intern; /* one copy of each modifier string (sass_parse.c) */
    /* module data: what the ELF sections around the code say (nvdisasm's
     * full output, or the cubin beside a listing); none from a -c listing */
    int has_module_data;        /* the sections were read (shared sizes are known) */
    size_t ncbanks;
    struct sass_cbank_data *cbanks;  /* arena */
    size_t nglobals;
    struct sass_global *globals;     /* arena */
    size_t ncbsyms;
    struct sass_cbank_sym *cbsyms;   /* arena */
    int reserved_shared_bytes;  /* .nv.shared.reserved.N: shared memory the driver
                                 * reserves (sm_90), not the kernel's; -1 none seen */
    /* the architectures the listing holds code for (a cuobjdump of a fat
     * binary holds several; the parse keeps one of them, sm), ascending */
    int narchs;
    int archs[SASS_MAX_ARCHS];
};

/* Parse a dump held in memory; name is used in error messages. */
enum ws_status sass_parse_buffer(const char *name, const char *buf, size_t len,
                                 struct sass_module **out, struct ws_error *err);
enum ws_status sass_parse_file(const char *path, struct sass_module **out,
                               struct ws_error *err);
/* The same, keeping the code for architecture sm_<sm> of a listing that
 * holds several (cuobjdump of a fat binary); sm 0: the highest present.
 * WS_ENOTFOUND when the listing holds no code for sm. */
enum ws_status sass_parse_buffer_sm(const char *name, const char *buf, size_t len, int sm,
                                    struct sass_module **out, struct ws_error *err);
enum ws_status sass_parse_file_sm(const char *path, int sm, struct sass_module **out,
                                  struct ws_error *err);
/* The same with threads 1 (one pass) or 2: the instructions parsed and
 * the MIR built on two threads, giving the same IR.  The calls above use
 * two threads for a listing of 1 MiB or more once sass_parse_set_threads(2)
 * allowed them (at start: 1). */
enum ws_status sass_parse_buffer_threads(const char *name, const char *buf, size_t len, int sm,
                                         int threads, struct sass_module **out,
                                         struct ws_error *err);
void sass_parse_set_threads(int n);
void sass_module_free(struct sass_module *m);

/* Parse one instruction text ("@P0 IADD3 R1, R2, R3, RZ") into insn,
 * allocating from m's arena. Used by the parser and by edits. */
enum ws_status sass_parse_insn(struct sass_module *m, const char *text, size_t len,
                               struct sass_insn *insn, const char *file, int line,
                               struct ws_error *err);

/* Rebuild a function's MIR view (after parse or an edit). */
enum ws_status sass_build_mir(struct sass_module *m, struct sass_function *f,
                              struct ws_error *err);
/* The MIR built in parts, as sass_build_mir does at once: begin (the
 * array, from arena a), the entries of instructions [from, to) (their
 * register lists from a; parts may be made at once by several threads,
 * each with an arena of its own), then end (what looks at them all).
 * path names the module in messages. */
enum ws_status sass_mir_begin(struct arena *a, const char *path, struct sass_function *f,
                              struct ws_error *err);
enum ws_status sass_mir_range(struct arena *a, const char *path, struct sass_function *f,
                              size_t from, size_t to, struct ws_error *err);
void sass_mir_end(struct sass_function *f);
/* After instruction i of f changed (old: what it was), bring the MIR up to
 * date: that instruction alone where nothing else depends on it, else all.
 * f->mir_version stays as it was when instruction i reads and writes the
 * same registers with the same flow as before (an immediate edited, say). */
enum ws_status sass_update_mir(struct sass_module *m, struct sass_function *f, size_t i,
                               const struct sass_insn *old, struct ws_error *err);

/* Decode control bits from the high 64 bits of an sm_70+ encoding. */
struct sass_control sass_decode_control(uint64_t hi);

/* Print the instruction as text (same form as parsed) into buf. */
int sass_format_insn(const struct sass_insn *in, char *buf, size_t len);

const char *sass_access_name(unsigned access);  /* "r","w","rw","" ,"unknown" */
const char *sass_opnd_kind_name(unsigned kind);

struct sass_function *sass_find_function(struct sass_module *m, const char *name);

/* Bank `bank` of function func (its own, else the module-wide one); NULL
 * when the module does not hold it. */
const struct sass_cbank_data *sass_find_cbank(const struct sass_module *m, int bank, const char *func);
/* The __device__ variable named name, NULL none. */
const struct sass_global *sass_find_global(const struct sass_module *m, const char *name);
/* The symbol whose address bank `bank` (of func, else module-wide) holds at
 * offset, NULL none. */
const struct sass_cbank_sym *sass_find_cbank_sym(const struct sass_module *m, int bank,
                                                 const char *func, uint32_t offset);
/* Keep a copy of g (name and init bytes copied into the module's arena). */
enum ws_status sass_add_global(struct sass_module *m, const struct sass_global *g);
/* Keep a copy of s (strings copied). */
enum ws_status sass_add_cbank_sym(struct sass_module *m, const struct sass_cbank_sym *s);
/* Keep a copy of bank `bank` (func NULL: module-wide) in the module. */
enum ws_status sass_add_cbank(struct sass_module *m, int bank, const char *func,
                              const uint8_t *data, size_t len);

#endif
