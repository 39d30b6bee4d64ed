/* lines.h - DWARF line tables of cubins, AMDGPU code objects and host ELFs.
 *
 * One call opens an ELF file and returns, per function, the line-table rows
 * as offsets from the function's first byte: file, line, column and, where
 * the producer records inlining, the row of the call site ("inlined at").
 *
 *  - cubins (EM_CUDA): every kernel or device function lives in its own
 *    .text.<name> section starting at 0; .debug_line carries NVIDIA vendor
 *    extended opcodes and is relocated through .rela.debug_line, whose
 *    entries tell which section each DW_LNE_set_address names.  We decode
 *    the line program ourselves (lines_prog.c), for -lineinfo and -G alike.
 *  - AMDGPU code objects and host ELFs: the same decoder (relocated object
 *    files included), functions from the ELF symbol table; libdwarf's line
 *    API (dwarf_srclines_b) reads them too, see lines_open_libdwarf and
 *    lines.c for why it is not the default.
 *
 * The decoder is public too (lines_decode), so tests and fuzzers can feed it
 * bytes without an ELF around them.
 */
#ifndef WS_LINES_H
#define WS_LINES_H

#include <stddef.h>
#include <stdint.h>

#include "base/arena.h"
#include "base/status.h"

enum lines_kind {
    LINES_CUBIN,        /* EM_CUDA */
    LINES_AMDGPU,       /* EM_AMDGPU code object (.o, .hsaco) */
    LINES_HOST,         /* x86-64, AArch64 and other host ELFs */
};

struct lines_row {
    uint64_t offset;    /* byte offset from the function's start */
    int file;           /* index into lines_table.files, -1 none */
    int line;           /* 1-based source line, 0 none */
    int column;         /* 1-based column, 0 none */
    int inl;            /* row (same function) of the call site this row
                           was inlined at, -1 when not inlined */
    const char *inl_func; /* name of the inlined function, NULL unknown */
    uint8_t is_stmt;    /* DWARF is_stmt */
    uint8_t end_seq;    /* end_sequence: no line from offset on */
};

struct lines_func {
    const char *name;   /* symbol name (mangled) */
    const char *section;/* ELF section that holds the code */
    int shndx;          /* its ELF section index */
    uint64_t addr;      /* address of the first byte (0 for cubin kernels) */
    uint64_t size;      /* bytes of code */
    size_t nrows;
    struct lines_row *rows; /* sorted by offset; program order among equals */
};

struct lines_table {
    char *path;             /* file it came from */
    enum lines_kind kind;
    int machine;            /* ELF e_machine */
    unsigned insn_bytes;    /* fixed instruction size (16 for sm_70+), 0 variable */
    size_t nfiles;
    const char **files;     /* source paths as the line table names them */
    size_t nfuncs;
    struct lines_func *funcs; /* in section/address order */
    struct arena arena;     /* owns everything above */
};

/* Open an ELF file and read its line tables.  WS_EIO when it cannot be
 * read, WS_EFORMAT when it is not an ELF or its line table is corrupt,
 * WS_ENOTFOUND when it has no .debug_line. */
enum ws_status lines_open(const char *path, struct lines_table **out,
                          struct ws_error *err);
/* The same for an ELF image in memory (a cubin taken out of a fat binary);
 * name stands for its path in the table and in messages. */
enum ws_status lines_open_mem(const char *name, const uint8_t *data, size_t len,
                              struct lines_table **out, struct ws_error *err);
void lines_free(struct lines_table *t);

/* The same through libdwarf's dwarf_srclines_b, for linked (ET_EXEC,
 * ET_DYN) AMDGPU and host ELFs; no inlining info.  A second opinion for the
 * tests, and the reference while the decoder grows. */
enum ws_status lines_open_libdwarf(const char *path, struct lines_table **out,
                                   struct ws_error *err);

struct lines_func *lines_find_function(struct lines_table *t, const char *name);

/* The row in effect at offset: the last row (in program order) at the
 * greatest offset <= offset; NULL before the first row, inside a gap after
 * an end_sequence, or past the function. */
const struct lines_row *lines_lookup(const struct lines_func *f, uint64_t offset);

/* Depth of the inlined-at chain of row (0 when not inlined). */
int lines_inline_depth(const struct lines_func *f, const struct lines_row *row);

/* ---- the line-program decoder (lines_prog.c) ---------------------------- */

/* A relocation against the section being decoded: at byte `offset`, the
 * field holds `value` (S + A) and names section `shndx` of the ELF.  For a
 * REL section (sm_80 cubins have .rel.debug_line) the addend is the field's
 * own contents, added by the decoder. */
struct lines_reloc {
    uint64_t offset;
    uint64_t value;     /* S + A (RELA) or S (REL) */
    int shndx;
    int implicit;       /* REL: add the field's contents */
};

/* A raw row as the state machine emits it. */
struct lines_prog_row {
    uint64_t addr;      /* address register (relocated when a reloc applies) */
    int shndx;          /* section named by the last relocated set_address, -1 */
    int file;           /* index into the decoded file list, -1 none */
    int line;
    int column;
    uint8_t is_stmt;
    uint8_t end_seq;
    size_t seq;         /* sequence number, 0-based over the section */
    size_t seq_row;     /* 1-based index of this row in its sequence */
    size_t inl_seq_row; /* NVIDIA: seq_row of the call-site row, 0 none */
    uint64_t inl_func;  /* NVIDIA: .debug_str offset of the inlined function */
};

struct lines_prog {
    size_t nfiles;
    const char **files; /* directory joined with name */
    size_t nrows;
    struct lines_prog_row *rows;
};

/* Sections the decoder may need besides .debug_line (DWARF 5 forms). */
struct lines_strsecs {
    const uint8_t *line_str;    /* .debug_line_str, NULL when absent */
    size_t line_str_len;
    const uint8_t *str;         /* .debug_str, NULL when absent */
    size_t str_len;
};

/* Decode every unit of a .debug_line section held in buf.  relocs are
 * sorted by offset (may be NULL).  Strings and arrays go to arena.  name is
 * used in error messages, which give the byte offset of the fault. */
enum ws_status lines_decode(const char *name, const uint8_t *buf, size_t len,
                            const struct lines_reloc *relocs, size_t nrelocs,
                            const struct lines_strsecs *strs,
                            struct arena *arena, struct lines_prog *out,
                            struct ws_error *err);

#endif
