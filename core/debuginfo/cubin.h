/* cubin.h - read sections of a CUDA cubin (an ELF file) with libelf. */
#ifndef WS_CUBIN_H
#define WS_CUBIN_H

#include <stddef.h>
#include <stdint.h>

#include "base/status.h"

/* Copy the contents of section name (e.g. ".nv.constant3", the user's
 * __constant__ data) into a malloc'd buffer. WS_ENOTFOUND when the cubin
 * has no such section. */
enum ws_status cubin_read_section(const char *path, const char *name, uint8_t **data,
                                  size_t *len, struct ws_error *err);

/* ---- the module around the code ---------------------------------------------- */

/* A constant bank: .nv.constantN (module-wide) or .nv.constantN.<kernel>. */
struct cubin_bank {
    int bank;                   /* N */
    char *func;                 /* the kernel of a per-kernel bank, NULL module-wide */
    uint8_t *data;              /* len bytes (zeros for NOBITS) */
    size_t len;
};

/* A bank word holding a symbol's address: a relocation against the bank
 * (.rel.nv.constantN on sm_80, .rela on sm_90; R_CUDA_32 or R_CUDA_64). */
struct cubin_bank_sym {
    int bank;
    char *func;                 /* per-kernel bank's kernel, NULL module-wide */
    uint32_t offset;            /* byte offset in the bank */
    uint8_t size;               /* 4 or 8 */
    char *symbol;               /* an object symbol (a section symbol is resolved to one) */
    int64_t addend;
};

/* A __device__ variable: an object symbol in .nv.global.init (bytes) or
 * .nv.global (NOBITS, zeros). */
struct cubin_var {
    char *name;
    uint64_t size;
    uint32_t align;             /* the section's alignment */
    uint8_t *init;              /* size bytes, NULL: zeros */
};

/* Static shared memory of a kernel: the size of .nv.shared.<kernel>. */
struct cubin_shared {
    char *func;
    uint64_t bytes;
};

/* Registers a kernel uses: its EIATTR_REGCOUNT record in .nv.info. */
struct cubin_regs {
    char *func;
    int registers;
};

struct cubin_module {
    int sm;                     /* the architecture in e_flags (80, 90 ...) */
    size_t nbanks, nsyms, nvars, nshared, nregs;
    struct cubin_bank *banks;
    struct cubin_bank_sym *syms;
    struct cubin_var *vars;
    struct cubin_shared *shared;
    struct cubin_regs *regs;
};

/* Read the constant banks, the relocations against them, the __device__
 * variables, the shared sizes and the register counts of the cubin at path
 * (all malloc'd; free with cubin_module_free, also after a failure). */
enum ws_status cubin_read_module(const char *path, struct cubin_module *out, struct ws_error *err);
/* The same for the cubin image at data (len bytes); name for messages. */
enum ws_status cubin_read_module_mem(const char *name, const uint8_t *data, size_t len,
                                     struct cubin_module *out, struct ws_error *err);
void cubin_module_free(struct cubin_module *m);

/* One section of a cubin: what `info` and the choice among cubins need. */
struct cubin_section {
    char name[256];             /* .text.<kernel>, .nv.shared.<kernel> ... */
    uint32_t type;              /* SHT_PROGBITS, SHT_NOBITS ... */
    uint64_t size;
    uint32_t info;              /* sh_info: for .text.<kernel>, registers << 24 */
};

/* The sections of the cubin image at data (len bytes), malloc'd into *out. */
enum ws_status cubin_sections_mem(const char *name, const uint8_t *data, size_t len,
                                  struct cubin_section **out, size_t *n, struct ws_error *err);

/* Does the ELF image at data (len bytes) name section headers or contents
 * past its end (a cut file)? */
int elf_image_cut(const uint8_t *data, size_t len);

/* Registers a kernel uses, from its .text section's sh_info (bits 31:24). */
#define CUBIN_TEXT_REGISTERS(info) ((int)((info) >> 24))

#endif
