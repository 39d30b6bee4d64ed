/* input.h - open what the user names: a SASS listing, a cubin (through
 * nvdisasm), or a sample directory. */
#ifndef WS_INPUT_H
#define WS_INPUT_H

#include "rdna/rdna.h"
#include "sass/sass.h"
#include "xlate/xlate.h"
#include "emu/emu.h"

/* Default architecture picked from a sample directory. */
#define INPUT_DEFAULT_SM 90

/* Load SASS from path: a text listing, a .cubin/ELF (runs nvdisasm -c -g
 * -hex when it is on PATH), or a sample directory (its sm_XX.nvdisasm.sass,
 * sm = INPUT_DEFAULT_SM unless sm > 0). */
enum ws_status input_load_sass(const char *path, int sm, struct sass_module **out,
                               struct ws_error *err);

struct fatbin;
/* The architectures of fb's cubins with code (a compressed one counts),
 * ascending, into archs (at most SASS_MAX_ARCHS); their number.  Without
 * --sm the commands take the last, the highest. */
int input_fatbin_archs(const struct fatbin *fb, int *archs);

/* Path of the cubin the listing at path was made from into buf (0 when it
 * exists): path itself when it is a cubin, else NAME.cubin beside a
 * listing NAME.EXT, else sm_<sm>.cubin in the same directory (the samples'
 * layout). */
int input_cubin_for(const char *path, int sm, char *buf, size_t len);

/* The module around the listing at path (m parsed from it): each kernel's
 * static shared memory, the constant banks, the bank words that hold
 * symbols' addresses (relocations) and the __device__ variables, read from
 * that cubin into m.  0 when read (or m already has them), -1
 * when there is no cubin. */
int input_module_data(const char *path, struct sass_module *m);

struct lines_table;
/* The architectures a binary holds and the one a command took. */
struct input_arch {
    int sm;                     /* the cubin's, 0 when the file was read itself */
    int narchs;
    int archs[SASS_MAX_ARCHS];
};

/* The line table for `lines`: a cubin's, an AMDGPU code object's, or for a
 * host object, executable, static library or .fatbin holding device code,
 * that of its cubin for sm (0: the highest, the one other commands take);
 * a host ELF without device code gives its own (not with sm > 0). */
enum ws_status input_load_lines(const char *path, int sm, struct lines_table **out,
                                struct input_arch *arch, struct ws_error *err);

/* Is path RDNA3 code: an AMDGPU ELF code object, or assembly text that
 * names an amdgcn target or RDNA3 mnemonics? */
int input_is_rdna(const char *path);

/* Load RDNA3 from an assembly listing (clang -S, llvm-objdump -d text) or an
 * AMDGPU code object (disassembled with llvm-objdump-19 when present). */
enum ws_status input_load_rdna(const char *path, struct rdna_module **out, struct ws_error *err);

/* An AMDGPU code object ready to run on the emulator: a relocatable object
 * (.o) is linked with ld.lld-19 -shared first, the code is disassembled
 * with input_load_rdna and handed to emu_load. */
enum ws_status input_load_emu(const char *path, struct emu_program **out, struct ws_error *err);

#endif
