/* fuzz_lines.c - libFuzzer target: the ELF/DWARF line reader.  The input is
 * a whole ELF file (cubin, AMDGPU code object, host object); lines_open
 * wants a path, so the bytes go to a memfd and it opens /proc/self/fd/N.
 * Then every row is looked up as `lines` and the interface do. */
#include "debuginfo/lines.h"

#include <stdint.h>
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int memfd = -1;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (memfd < 0 && (memfd = memfd_create("fuzz.cubin", 0)) < 0)
        return 0;
    if (ftruncate(memfd, 0) || pwrite(memfd, data, size, 0) != (ssize_t)size)
        return 0;
    char path[64];
    snprintf(path, sizeof path, "/proc/self/fd/%d", memfd);
    struct lines_table *t;
    struct ws_error err;
    if (lines_open(path, &t, &err))
        return 0;
    for (size_t i = 0; i < t->nfuncs; i++) {
        const struct lines_func *f = &t->funcs[i];
        for (size_t k = 0; k < f->nrows; k++) {
            const struct lines_row *r = lines_lookup(f, f->rows[k].offset);
            if (r)
                (void)lines_inline_depth(f, r);
            if (f->rows[k].file >= (int)t->nfiles)
                __builtin_trap();   /* a row naming no file is a reader bug */
        }
        (void)lines_find_function(t, f->name);
    }
    lines_free(t);
    return 0;
}
