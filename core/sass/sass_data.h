/* sass_data.h - the sections around the code in nvdisasm's default output.
 *
 * Without -c, nvdisasm prints every section of the cubin.  The code
 * sections (.text.<kernel>) are read by sass_parse.c; the others come here,
 * one line at a time, and what the module needs is kept in it:
 *   .nv.shared.<kernel>     its size: the kernel's static shared memory
 *   .nv.shared.reserved.N   its size: shared memory the driver reserves (sm_90)
 *   .nv.constantN[.<kernel>] the bank's bytes; `.dword SYMBOL` words are
 *                           addresses the loader fills in (sass_cbank_sym)
 *   .nv.global.init         __device__ variables with initial bytes
 *   .nv.global              zero-filled __device__ variables (nobits)
 *   .nv.info.<kernel>       whether it names cluster dimensions (EIATTR_CTA_PER_CLUSTER,
 *                           EIATTR_EXPLICIT_CLUSTER: __cluster_dims__)
 * Every other section (.nv.info*, .debug_*, notes, .nv.callgraph,
 * .nv.rel.action ...) is checked line by line and skipped.
 *
 * Private to core/sass.
 */
#ifndef WS_SASS_DATA_H
#define WS_SASS_DATA_H

#include "sass.h"

struct sass_data;

struct sass_data *sass_data_new(void);
void sass_data_free(struct sass_data *d);

/* A `.section NAME,FLAGS,@TYPE` line that opens a data section; the one
 * before (if any) is finished into m first. */
enum ws_status sass_data_begin(struct sass_data *d, struct sass_module *m,
                               const char *name, size_t n, int nobits,
                               const char *file, int line, struct ws_error *err);

/* One line (trimmed, not empty) of the open data section. */
enum ws_status sass_data_line(struct sass_data *d, struct sass_module *m,
                              const char *p, const char *end,
                              const char *file, int line, struct ws_error *err);

/* Finish the open data section (a code section or the symbol table
 * follows, or the listing ends). */
enum ws_status sass_data_end(struct sass_data *d, struct sass_module *m,
                             const char *file, struct ws_error *err);

/* After the whole listing: each function's static shared memory (0 for a
 * kernel without a .nv.shared section), has_module_data set. */
enum ws_status sass_data_finish(struct sass_data *d, struct sass_module *m,
                                const char *file, struct ws_error *err);

#endif
