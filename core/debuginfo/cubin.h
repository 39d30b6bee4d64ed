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

#endif
