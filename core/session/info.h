/* info.h - what a file holds, without disassembling it.
 *
 * For a listing (nvdisasm -c, nvdisasm's default output, cuobjdump -sass):
 * the architectures it holds code for and, per architecture, the functions
 * as parsed and the module data the listing gives (or the cubin beside
 * it, as the other commands read it).  For a binary (.cubin, host object,
 * executable, static library, .fatbin): the cubins found with libelf and,
 * per architecture, what their ELF sections say; nvdisasm is not needed.
 */
#ifndef WS_INFO_H
#define WS_INFO_H

#include <stddef.h>
#include <stdint.h>

#include "base/arena.h"
#include "base/status.h"
#include "sass/sass.h"

struct info_func {
    const char *name;           /* symbol (mangled) */
    long insns;                 /* instructions (a cubin: .text size / 16) */
    uint64_t bytes;             /* code bytes */
    int registers;              /* per thread, -1 unknown */
    long shared;                /* static __shared__ bytes, -1 unknown */
};

struct info_bank {
    int bank;                   /* c[N] */
    const char *func;           /* per-kernel bank's kernel, NULL module-wide */
    uint64_t bytes;
};

struct info_var {
    const char *name;           /* __device__ variable */
    uint64_t size;              /* bytes */
    int init;                   /* initialised (.nv.global.init) */
};

/* A bank word holding a symbol's address. */
struct info_word {
    int bank;
    const char *func;           /* per-kernel bank's kernel, NULL module-wide */
    uint32_t offset;            /* byte offset in the bank */
    int size;                   /* 4 or 8 */
    const char *symbol;
    int64_t addend;
};

struct info_arch {
    int sm;                     /* 80, 90 ... 0 unknown */
    int read;                   /* 0: its only cubins are compressed, nothing is known */
    int module_data;            /* shared sizes, banks, variables are known */
    const char *beside;         /* the cubin beside a listing that gave what the
                                 * listing lacks (registers, module data), NULL none */
    long reserved_shared;       /* .nv.shared.reserved.N bytes, -1 none */
    size_t nfuncs, nbanks, nvars, nwords;
    struct info_func *funcs;
    struct info_bank *banks;
    struct info_var *vars;
    struct info_word *words;
};

/* One entry of a fat binary, or the file itself when it is a cubin. */
struct info_cubin {
    const char *where;          /* "fat.o", "libfat.a(fat.o)" */
    int sm;
    int ptx;                    /* a PTX entry, not a cubin */
    int compressed;
    uint64_t bytes;             /* payload bytes as stored */
    long funcs;                 /* functions in it, -1 unknown (PTX, compressed) */
};

enum info_kind {
    INFO_LISTING,               /* a text listing */
    INFO_CUBIN,                 /* one cubin */
    INFO_BINARY,                /* a fat binary inside a host ELF, an archive or a .fatbin */
};

struct info {
    const char *path;
    enum info_kind kind;
    const char *format;         /* "nvdisasm -c listing", "cubin", "static library" ... */
    int default_sm;             /* the architecture the other commands take without --sm */
    int narchs;
    struct info_arch archs[SASS_MAX_ARCHS];     /* ascending */
    size_t ncubins;
    struct info_cubin *cubins;  /* binaries: in file order */
    struct arena arena;         /* owns everything above */
};

/* What path holds.  Errors as the other commands give them (FILE:LINE for a
 * listing); a binary's cubins are read with libelf alone. */
enum ws_status info_read(const char *path, struct info **out, struct ws_error *err);
void info_free(struct info *in);

#endif
