/* rec.h - the recorder preloaded by `warpscope record` (libwsrecord.so):
 * what its files share. */
#ifndef WS_REC_H
#define WS_REC_H

#include <stddef.h>
#include <stdint.h>

#include "cudadrv.h"

/* the recording directory (WSREC_DIR) */
const char *rec_dir(void);
/* one line to DIR/record.log (WSREC_LOG set) */
void rec_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int rec_write_file(const char *path, const void *data, size_t n);
/* Is mod the module of the loaded image handle (a CUlibrary when is_lib)? */
int rec_same_module(CUmodule mod, const void *handle, int is_lib);

/* rec_image.c: a copy of an image given to a loader */
void rec_image_add(const void *handle, int is_lib, const void *image);
/* Write the sm_SM cubin defining kernel to DIR/code/cID/ once; returns ID,
 * or -1 with the reason in why. */
int rec_image_code(CUmodule mod, int sm, const char *kernel, char *why, size_t whylen);

#endif
