/* fatbin.h - the cubins inside host objects, executables, static libraries
 * and .fatbin files.
 *
 * nvcc puts a kernel's code for each architecture in a fat binary: a
 * container (header: magic 0xBA55ED50, version, header size, size of the
 * entries) followed by entries, each with a header (kind 2 = ELF cubin,
 * 1 = PTX; header size; payload size; architecture; flags, 0x2000 when the
 * payload is compressed) and its payload.  A host ELF (.o, executable)
 * holds one or more containers in its .nv_fatbin section; a static library
 * holds such objects; `nvcc -fatbin` writes the container alone.
 */
#ifndef WS_FATBIN_H
#define WS_FATBIN_H

#include <stddef.h>
#include <stdint.h>

#include "base/status.h"

#define FATBIN_MAGIC 0xBA55ED50u        /* container header */
#define FATBIN_KIND_PTX 1
#define FATBIN_KIND_ELF 2
#define FATBIN_FLAG_COMPRESSED 0x2000u  /* entry flags: payload compressed */

struct fatbin_entry {
    int kind;                   /* FATBIN_KIND_ELF, FATBIN_KIND_PTX, other */
    int sm;                     /* 80, 90 ... */
    int compressed;             /* the payload is compressed (not read here) */
    char where[160];            /* the object it came from: "fat.o", "libfat.a(fat.o)" */
    const uint8_t *data;        /* payload, inside the fatbin's buffer */
    size_t len;
};

struct fatbin {
    uint8_t *buf;               /* the file's bytes */
    size_t len;
    size_t n;
    struct fatbin_entry *e;     /* every entry, in file order */
};

/* What path holds: a .fatbin container, a host ELF with .nv_fatbin, or a
 * static library of such objects.  WS_ENOTFOUND when it holds no fat
 * binary (a plain cubin, a host object without device code). */
enum ws_status fatbin_open(const char *path, struct fatbin *fb, struct ws_error *err);

/* The containers at data (len bytes) appended to fb's entries; name and
 * where for messages and entries. */
enum ws_status fatbin_parse(const char *name, const char *where, const uint8_t *data,
                            size_t len, struct fatbin *fb, struct ws_error *err);

void fatbin_close(struct fatbin *fb);

/* Does the file start like a fat binary container, an ar archive or an
 * ELF file? */
int fatbin_is_container(const uint8_t *p, size_t n);
int fatbin_is_archive(const uint8_t *p, size_t n);

#endif
