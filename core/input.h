/* input.h - open what the user names: a SASS listing, a cubin (through
 * nvdisasm), or a sample directory. */
#ifndef WS_INPUT_H
#define WS_INPUT_H

#include "rdna.h"
#include "sass.h"
#include "xlate.h"

/* Default architecture picked from a sample directory. */
#define INPUT_DEFAULT_SM 90

/* Load SASS from path: a text listing, a .cubin/ELF (runs nvdisasm -c -g
 * -hex when it is on PATH), or a sample directory (its sm_XX.nvdisasm.sass,
 * sm = INPUT_DEFAULT_SM unless sm > 0). */
enum ws_status input_load_sass(const char *path, int sm, struct sass_module **out,
                               struct ws_error *err);

/* The user's __constant__ data (.nv.constant3) of the cubin the listing at
 * path was made from: path itself when it is a cubin, else sm_<sm>.cubin in
 * the same directory (the samples' layout). 0 when found; *data is malloc'd.
 * Kernels without __constant__ data have no such section: -1. */
int input_cbank3(const char *path, int sm, uint8_t **data, size_t *len);

/* Path of that cubin into buf (0 when it exists). */
int input_cubin_for(const char *path, int sm, char *buf, size_t len);

/* What the translation takes from the cubin behind the listing at path:
 * o->cubin (a malloc'd path, the kernels' static shared memory) and
 * o->cbank3 (malloc'd, the __constant__ data); both stay NULL when there is
 * no cubin.  input_xlate_context_free frees them. */
void input_xlate_context(const char *path, int sm, struct xlate_opts *o);
void input_xlate_context_free(struct xlate_opts *o);

/* Is path RDNA3 code: an AMDGPU ELF code object, or assembly text that
 * names an amdgcn target or RDNA3 mnemonics? */
int input_is_rdna(const char *path);

/* Load RDNA3 from an assembly listing (clang -S, llvm-objdump -d text) or an
 * AMDGPU code object (disassembled with llvm-objdump-19 when present). */
enum ws_status input_load_rdna(const char *path, struct rdna_module **out, struct ws_error *err);

#endif
