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

/* Registers a kernel uses, from its .text section's sh_info (bits 31:24). */
#define CUBIN_TEXT_REGISTERS(info) ((int)((info) >> 24))

#endif
