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

/* the driver's function called name (dlopen'd libcuda), NULL none */
void *rec_drv_sym(const char *name);

/* rec_tex.c: a texture or surface object passed as an 8-byte parameter,
 * described as launch.txt's "texture"/"surface" lines (README
 * "Recording"), its texels copied packed (rows without padding). */
struct rec_obj {
    size_t param;                   /* the parameter passing it */
    uint64_t handle;
    int surface;
    const char *type;               /* 2d, 3d, 2dlayered */
    const char *fmt;                /* f32, u8, ... */
    unsigned chans;
    size_t w, h, d, elem;           /* d: depth or layers (1 for 2d); elem: bytes per texel */
    int linear, addr[3], norm, readnorm;
    CUarray arr;                    /* the array, or 0 for pitched memory */
    CUdeviceptr dev;
    size_t pitch;
    size_t bytes;
    uint8_t *before, *after;
};
/* 1 when v is a live texture object (surface: a surface object) that a
 * launch.txt line describes, filled in o; 0 when v is none; -1 when it is
 * one that cannot be described (why says which). */
int rec_obj_probe(uint64_t v, int surface, struct rec_obj *o, char *why, size_t whylen);
/* The parameters of a mangled kernel name: is_u64[i] when parameter i may
 * be an unsigned long long (cudaTextureObject_t's type: "y", or a template
 * parameter); their count, or -1 when the name is not mangled or not
 * understood. */
int rec_param_types(const char *name, char *is_u64, size_t max);
/* Copy o's texels, packed, into dst (o->bytes). */
CUresult rec_obj_copy(const struct rec_obj *o, uint8_t *dst);

/* rec_image.c: a copy of an image given to a loader */
void rec_image_add(const void *handle, int is_lib, const void *image);
/* Write the sm_SM cubin defining kernel to DIR/code/cID/ once; returns ID,
 * or -1 with the reason in why. */
int rec_image_code(CUmodule mod, int sm, const char *kernel, char *why, size_t whylen);

#endif
