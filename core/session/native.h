/* native.h - the native RDNA3 reference: what clang-19 (HIP mode, device
 * only, no ROCm) makes of a CUDA source, to hold a translation against. */
#ifndef WS_NATIVE_H
#define WS_NATIVE_H

#include "base/status.h"
#include "base/strbuf.h"

struct native_opts {
    const char *target;     /* "gfx1100" */
    const char *compat;     /* header mapping CUDA built-ins onto clang's, -include */
    const char *incdir;     /* extra -I (stand-in cuda_fp16.h), NULL none */
    int object;             /* 1: ELF code object (-c), 0: assembly (-S) */
    const char *out;        /* output path */
};

/* Compile src with clang-19. On failure, err says what is missing (clang-19
 * itself, the compatibility header) or carries clang's first error line. */
enum ws_status native_compile(const char *src, const struct native_opts *o,
                              struct strbuf *diag, struct ws_error *err);

#endif
