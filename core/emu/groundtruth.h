/* gt.h - a sample's recorded ground truth (samples/<dir>/gt/): the launches
 * of launch.txt and every buffer's bytes before (<name>.in.bin) and after
 * (<name>.out.bin) the run on the GPU.  Format: samples/README.md. */
#ifndef WS_GT_H
#define WS_GT_H

#include <stddef.h>
#include <stdint.h>

#include "base/status.h"

enum gt_pkind { GT_P_BUF, GT_P_I32, GT_P_U32, GT_P_U64, GT_P_F32, GT_P_F64, GT_P_BYTES,
                GT_P_U8, GT_P_I8, GT_P_U16, GT_P_TEX, GT_P_SURF };
enum gt_mode { GT_IN, GT_OUT, GT_INOUT };

struct gt_param {
    uint8_t kind;           /* enum gt_pkind */
    int buf;                /* GT_P_BUF: index into gt_set.buffers */
    uint64_t bits;          /* value bits (i32/u32/f32 in the low 32); GT_P_BUF: offset into the buffer */
    int32_t offset;         /* offset in the parameter block ("@N"), -1: the next aligned one */
    uint32_t nbytes;        /* GT_P_BYTES */
    uint8_t *bytes;
};

/* 8 bytes at off in a buffer (or in a parameter) that hold the address of
 * buffer buf plus delta: written with the replay's address of buf */
struct gt_pointer {
    int in;                 /* buffer index; or the parameter index (parampointer) */
    uint64_t off;
    int buf;
    uint64_t delta;
};

struct gt_launch {
    char *kernel;           /* name as written in the source */
    unsigned grid[3], block[3];
    uint32_t dynshmem;      /* dynamic shared memory bytes */
    int cooperative;        /* "cooperative 1": cudaLaunchCooperativeKernel */
    size_t nparams;
    struct gt_param *params;
    int line;               /* line of "launch N" in launch.txt */
    size_t nparam_ptrs;
    struct gt_pointer *param_ptrs;  /* "parampointer": in is the parameter */
    char *code;             /* "code DIR SM": the recorded cubin's directory, or NULL */
    int code_sm;
};

struct gt_buffer {
    char *name;
    size_t bytes;
    uint8_t mode;           /* enum gt_mode */
    uint8_t *in;            /* contents before the first launch (bytes) */
    uint8_t *out;           /* after the last launch; NULL for GT_IN */
    char kind[16];          /* recordings: device, host or managed memory */
    uint64_t gpu_addr;      /* recordings: its address on the GPU ("@0x..."), 0 unknown */
};

/* "texture NAME BUF TYPE FORMAT CHANNELS W H D FILTER ADDRX ADDRY ADDRZ NORM READ"
 * and "surface NAME BUF TYPE FORMAT CHANNELS W H D" (samples/README.md): a
 * CUDA texture or surface object over the packed texels of buffer BUF.  A
 * parameter "tex NAME" / "surf NAME" passes it; the replay builds HIP's
 * object for it (emu_gt_map_textures) at GT_TEXOBJ_BASE + GT_TEXOBJ_STRIDE
 * * index, below 4 GiB, since nvcc's code carries 32 bits of a handle. */
#define GT_TEXOBJ_BASE 0x40000000ull
#define GT_TEXOBJ_STRIDE 0x100ull
#define GT_MAX_TEXTURES 64

enum gt_textype { GT_T_2D, GT_T_3D, GT_T_2DLAYERED };
enum gt_texaddr { GT_A_WRAP, GT_A_CLAMP, GT_A_MIRROR, GT_A_BORDER };

struct gt_texture {
    char *name;
    int buf;                /* index into gt_set.buffers */
    int surface;            /* a surface line */
    uint8_t type;           /* enum gt_textype */
    char kind;              /* 'f', 'u', 's' (FORMAT's first letter) */
    uint8_t bits;           /* 8, 16, 32 */
    uint8_t chans;          /* 1, 2, 4 */
    unsigned w, h, d;       /* d: depth or layers; 1 for 2d */
    uint8_t linear;         /* FILTER linear */
    uint8_t addr[3];        /* enum gt_texaddr */
    uint8_t norm;           /* normalized coordinates */
    uint8_t readnorm;       /* READ norm (cudaReadModeNormalizedFloat) */
    int line;
};

struct gt_rule;

struct gt_set {
    char *dir;              /* the gt/ directory */
    size_t nrules;          /* launch.txt's "compare" lines */
    struct gt_rule *rules;  /* (sample NULL; buffer and why owned) */
    size_t nlaunches;
    struct gt_launch *launches;
    size_t nbuffers;
    struct gt_buffer *buffers;
    size_t npointers;
    struct gt_pointer *pointers;    /* "pointer" lines: in is a buffer */
    int recorded;           /* written by `warpscope record` (a "code" line) */
    size_t nracy;
    struct gt_racy *racy;   /* "racy" lines */
    int fault_launch;       /* "fault N ERROR": the launch that faulted, -1 none */
    char fault_error[48];   /* its CUDA error (cudaErrorAssert) */
    char *printf_text;      /* gt/printf.txt: what device printf printed, NULL none */
    char *assert_text;      /* gt/assert.txt: what the faulting launch printed, NULL none */
    size_t ntextures;
    struct gt_texture *textures;    /* "texture" and "surface" lines */
};

/* Read DIR/launch.txt and the buffers it names. dir may be a sample
 * directory (its gt/ is used) or a gt directory itself. Errors name
 * FILE:LINE of launch.txt. */
enum ws_status gt_load(const char *dir, struct gt_set **out, struct ws_error *err);
void gt_free(struct gt_set *g);

int gt_find_buffer(const struct gt_set *g, const char *name);

/* Size in bytes and alignment of a parameter kind in CUDA's parameter
 * block (pointers and 64-bit values are 8-byte aligned). */
unsigned gt_param_size(unsigned kind);

/* CUDA's parameter block of launch l: param i at the next offset aligned
 * to its size. addr[b] is the device address of buffer b. Writes at most
 * cap bytes into block; returns the explicit size (unaligned). */
size_t gt_param_block(const struct gt_launch *l, const uint64_t *addr, uint8_t *block,
                      size_t cap);

/* ---- how an output buffer is compared (facts from each kernel.cu) ---- */

enum gt_elem { GT_E_U8, GT_E_U32, GT_E_I32, GT_E_F16, GT_E_F32, GT_E_F64 };
enum gt_cmp {
    GT_C_EXACT,         /* every element equal */
    GT_C_ULP,           /* floats within ulp (relative: |a-b| <= ulp * eps(max(|a|,|b|))) */
    GT_C_SORTED,        /* the same multiset of elements (order depends on atomics) */
    GT_C_SKIP,          /* depends on which thread wins a race: not compared */
    GT_C_BITS_NAN,      /* every bit, except that any NaN equals any NaN */
};

struct gt_rule {
    const char *sample;     /* sample directory name */
    const char *buffer;
    uint8_t elem;           /* enum gt_elem */
    uint8_t cmp;            /* enum gt_cmp */
    double ulp;             /* GT_C_ULP: bound in units in the last place */
    const char *why;        /* where the bound or the mode comes from */
    double abs;             /* GT_C_ULP: absolute bound, met instead of the ulp one (0: none) */
    size_t nracy;           /* launch.txt's "racy" lines for this buffer's elements */
    const struct gt_racy *racy;
};

/* "racy NAME INDEX LO HI -- WHY": element INDEX of integer buffer NAME is
 * written by threads that race (atomicExch's last writer, a CAS chain):
 * the GPU may leave any value in [LO, HI] there, and so may a correct
 * translation; every other element keeps the buffer's rule. */
struct gt_racy {
    char *buffer;
    size_t index;
    long long lo, hi;
    char *why;
};

/* The rule for a buffer of a sample (dir's last component, gt/ stripped);
 * unknown buffers compare exactly as 32-bit words. */
struct gt_rule gt_rule_for(const char *sample_dir, const char *buffer);
/* The same, launch.txt's own "compare NAME ELEM MODE [N] -- WHY" line first
 * (g may be NULL). */
struct gt_rule gt_rule_in(const struct gt_set *g, const char *sample_dir, const char *buffer);
/* Attach launch.txt's "racy" lines for buffer to r (r->racy points into g). */
void gt_rule_racy(const struct gt_set *g, const char *buffer, struct gt_rule *r);
/* Does launch.txt have a compare line for buffer? */
int gt_has_rule(const struct gt_set *g, const char *buffer);

/* The comparison rule of buffer b of a recording, from the C++ parameter
 * types in the mangled kernel names of the launches that point at it. */
struct gt_rule gt_rule_recorded(const struct gt_set *g, int b);

/* Element type of parameter i of a kernel by its Itanium-mangled name when
 * it is a pointer to a known scalar type: 0 and *elem set, else -1. */
int gt_mangled_pointee(const char *mangled, size_t i, unsigned *elem);

size_t gt_elem_size(unsigned elem);

/* Compare got with want under rule r. Returns 1 on a match; on a mismatch 0
 * and *index is the first differing element (SORTED: in sorted order). */
int gt_compare(const struct gt_rule *r, const uint8_t *got, const uint8_t *want, size_t bytes,
               size_t *index);

/* Largest difference between got and want in units in the last place
 * (float elements; 0 for integers that are equal, INFINITY when a NaN or an
 * infinity differs). */
double gt_max_ulp(const struct gt_rule *r, const uint8_t *got, const uint8_t *want, size_t bytes);

/* Largest absolute difference between finite float elements of got and
 * want that the rule's ulp bound does not cover (0 for integers). */
double gt_max_abs(const struct gt_rule *r, const uint8_t *got, const uint8_t *want, size_t bytes);

/* Element i of a buffer as text ("1.5 (0x3fc00000)"). */
void gt_format_elem(unsigned elem, const uint8_t *p, size_t i, char *buf, size_t len);

#endif
