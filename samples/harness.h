/*
 * harness.h - host-only ground-truth recorder for the warpscope samples.
 *
 * Included at the very bottom of a sample's kernel.cu, only when the file
 * is compiled with -DWARPSCOPE_HARNESS, so the kernel source lines are the
 * same in the dump build (no harness) and in the ground-truth build.
 *
 * A harness main() does:
 *
 *     ws_init(argc, argv);                       // argv[1] = output directory
 *     float *d_x = (float *)ws_buffer("x", bytes, WS_IN, host_x);
 *     float *d_y = (float *)ws_buffer("y", bytes, WS_OUT, NULL);
 *     ws_launch("kernel_name", grid, block, dynshmem);
 *     ws_cooperative();        // only for a cudaLaunchCooperativeKernel launch
 *     ws_p_buf(d_x); ws_p_buf(d_y); ws_p_i32(n); ...   // every param, in order
 *     kernel_name<<<grid, block, dynshmem>>>(d_x, d_y, n);
 *     ws_after_launch();
 *     return ws_finish();
 *
 * and the output directory then holds launch.txt, <buf>.in.bin for every
 * buffer and <buf>.out.bin for out/inout buffers (see samples/README.md).
 *
 * Inputs come from a fixed-seed xorshift32 generator (ws_rand_*), never
 * from rand(), so every run produces identical inputs.
 */
#ifndef WARPSCOPE_HARNESS_H
#define WARPSCOPE_HARNESS_H

#include <cuda_runtime.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

enum ws_dir { WS_IN = 0, WS_OUT = 1, WS_INOUT = 2 };

#define WS_MAX_BUFS 40

struct ws_buf {
    const char *name;
    void *dev;
    size_t bytes;
    int dir;
};

static char ws_outdir[4096];
static FILE *ws_launch_file;
static struct ws_buf ws_bufs[WS_MAX_BUFS];
static int ws_nbufs;
static int ws_nlaunch;
static int ws_nparam;
static uint32_t ws_rng_state = 0x9E3779B9u;

static void ws_die(const char *msg)
{
    fprintf(stderr, "warpscope harness: %s\n", msg);
    exit(1);
}

static void ws_check_(cudaError_t e, const char *what, const char *file, int line)
{
    if (e != cudaSuccess) {
        fprintf(stderr, "warpscope harness: %s:%d: %s failed: %s (%s)\n", file, line, what,
                cudaGetErrorName(e), cudaGetErrorString(e));
        exit(1);
    }
}
#define WS_CHECK(x) ws_check_((x), #x, __FILE__, __LINE__)

/* ---- deterministic input generator (xorshift32, fixed seed) ---- */

static void ws_seed(uint32_t s) { ws_rng_state = s ? s : 0x9E3779B9u; }

static uint32_t ws_rand_u32(void)
{
    uint32_t x = ws_rng_state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    ws_rng_state = x;
    return x;
}

/* uniform in [lo, hi), 24-bit resolution */
static float ws_rand_f32(float lo, float hi)
{
    float u = (float)(ws_rand_u32() >> 8) * (1.0f / 16777216.0f);
    return lo + (hi - lo) * u;
}

static double ws_rand_f64(double lo, double hi)
{
    uint64_t r = ((uint64_t)ws_rand_u32() << 21) ^ (uint64_t)ws_rand_u32();
    double u = (double)(r & ((1ull << 53) - 1)) * (1.0 / 9007199254740992.0);
    return lo + (hi - lo) * u;
}

/* uniform integer in [0, n) */
static uint32_t ws_rand_below(uint32_t n) { return n ? ws_rand_u32() % n : 0; }

/* ---- files ---- */

static void ws_write_file(const char *name, const char *suffix, const void *data, size_t bytes)
{
    char path[4352];
    snprintf(path, sizeof path, "%s/%s%s", ws_outdir, name, suffix);
    FILE *f = fopen(path, "wb");
    if (!f) {
        fprintf(stderr, "warpscope harness: cannot create %s: %s\n", path, strerror(errno));
        exit(1);
    }
    if (bytes && fwrite(data, 1, bytes, f) != bytes) {
        fprintf(stderr, "warpscope harness: short write to %s\n", path);
        exit(1);
    }
    if (fclose(f) != 0) {
        fprintf(stderr, "warpscope harness: cannot close %s\n", path);
        exit(1);
    }
}

#ifdef WARPSCOPE_PLAIN
/* The same program with no recording code: buffers are plain cudaMalloc'd
 * memory and the launch records are no-ops, so that `warpscope record`
 * alone records it (samples/record-samples.sh). */
static void ws_init(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    WS_CHECK(cudaSetDevice(0));
}

static void *ws_buffer(const char *name, size_t bytes, int dir, const void *host_init)
{
    void *dev = NULL;
    (void)name;
    WS_CHECK(cudaMalloc(&dev, bytes));
    if (dir == WS_OUT || host_init == NULL)
        WS_CHECK(cudaMemset(dev, 0, bytes));
    else
        WS_CHECK(cudaMemcpy(dev, host_init, bytes, cudaMemcpyHostToDevice));
    return dev;
}

static void ws_launch(const char *kernel, dim3 grid, dim3 block, size_t dynshmem)
{
    (void)kernel; (void)grid; (void)block; (void)dynshmem;
}
static void ws_cooperative(void) {}
static void ws_p_buf(const void *dev) { (void)dev; }
static void ws_p_i32(int32_t v) { (void)v; }
static void ws_p_u32(uint32_t v) { (void)v; }
static void ws_p_u64(uint64_t v) { (void)v; }
static void ws_p_f32(float v) { (void)v; }
static void ws_p_f64(double v) { (void)v; }
static void ws_p_u8(uint8_t v) { (void)v; }
static void ws_p_i8(int8_t v) { (void)v; }
static void ws_p_u16(uint16_t v) { (void)v; }

static void ws_after_launch(void)
{
    WS_CHECK(cudaGetLastError());
    WS_CHECK(cudaDeviceSynchronize());
}

static int ws_finish(void)
{
    WS_CHECK(cudaDeviceSynchronize());
    return 0;
}
#else
static void ws_init(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s OUTPUT_DIR\n", argc > 0 ? argv[0] : "harness");
        exit(2);
    }
    snprintf(ws_outdir, sizeof ws_outdir, "%s", argv[1]);
    if (mkdir(ws_outdir, 0755) != 0 && errno != EEXIST) {
        fprintf(stderr, "warpscope harness: cannot create %s: %s\n", ws_outdir, strerror(errno));
        exit(1);
    }
    char path[4352];
    snprintf(path, sizeof path, "%s/launch.txt", ws_outdir);
    ws_launch_file = fopen(path, "w");
    if (!ws_launch_file) {
        fprintf(stderr, "warpscope harness: cannot create %s: %s\n", path, strerror(errno));
        exit(1);
    }
    WS_CHECK(cudaSetDevice(0));
    WS_CHECK(cudaFree(0));
}

/*
 * Allocate a device buffer. host_init is copied in (WS_IN / WS_INOUT; it
 * must not be NULL for those); WS_OUT buffers are zeroed with cudaMemset.
 * The pre-launch contents are written to <name>.in.bin.
 */
static void *ws_buffer(const char *name, size_t bytes, int dir, const void *host_init)
{
    if (ws_nbufs >= WS_MAX_BUFS) ws_die("too many buffers");
    if (ws_nlaunch) ws_die("buffers must be created before the first launch");
    void *dev = NULL;
    WS_CHECK(cudaMalloc(&dev, bytes));
    void *snap = malloc(bytes ? bytes : 1);
    if (!snap) ws_die("out of host memory");
    if (dir == WS_OUT || host_init == NULL) {
        if (dir != WS_OUT) ws_die("in/inout buffer without initial contents");
        WS_CHECK(cudaMemset(dev, 0, bytes));
    } else {
        WS_CHECK(cudaMemcpy(dev, host_init, bytes, cudaMemcpyHostToDevice));
    }
    /* snapshot what the device actually holds before the first launch */
    WS_CHECK(cudaMemcpy(snap, dev, bytes, cudaMemcpyDeviceToHost));
    ws_write_file(name, ".in.bin", snap, bytes);
    free(snap);
    ws_bufs[ws_nbufs].name = name;
    ws_bufs[ws_nbufs].dev = dev;
    ws_bufs[ws_nbufs].bytes = bytes;
    ws_bufs[ws_nbufs].dir = dir;
    ws_nbufs++;
    return dev;
}

/* ---- launch records ---- */

static void ws_launch(const char *kernel, dim3 grid, dim3 block, size_t dynshmem)
{
    fprintf(ws_launch_file, "launch %d\n", ws_nlaunch);
    fprintf(ws_launch_file, "kernel %s\n", kernel);
    fprintf(ws_launch_file, "grid %u %u %u\n", grid.x, grid.y, grid.z);
    fprintf(ws_launch_file, "block %u %u %u\n", block.x, block.y, block.z);
    fprintf(ws_launch_file, "dynshmem %zu\n", dynshmem);
    ws_nlaunch++;
    ws_nparam = 0;
}

/* The launch just recorded is made with cudaLaunchCooperativeKernel (its
 * blocks are resident together and cooperative groups' grid.sync() has a
 * grid workspace): "cooperative 1" in launch.txt. */
static void ws_cooperative(void) { fprintf(ws_launch_file, "cooperative 1\n"); }

static void ws_p_buf(const void *dev)
{
    for (int i = 0; i < ws_nbufs; i++) {
        if (ws_bufs[i].dev == dev) {
            fprintf(ws_launch_file, "param %d buf %s\n", ws_nparam++, ws_bufs[i].name);
            return;
        }
    }
    ws_die("ws_p_buf: pointer is not a harness buffer");
}
static void ws_p_i32(int32_t v) { fprintf(ws_launch_file, "param %d i32 %d\n", ws_nparam++, v); }
static void ws_p_u32(uint32_t v) { fprintf(ws_launch_file, "param %d u32 %u\n", ws_nparam++, v); }
/* parameters narrower than a word: one byte (unsigned char, signed char,
 * bool) or two (unsigned short), placed at their own alignment */
static void ws_p_u8(uint8_t v) { fprintf(ws_launch_file, "param %d u8 %u\n", ws_nparam++, v); }
static void ws_p_i8(int8_t v) { fprintf(ws_launch_file, "param %d i8 %d\n", ws_nparam++, v); }
static void ws_p_u16(uint16_t v) { fprintf(ws_launch_file, "param %d u16 %u\n", ws_nparam++, v); }
static void ws_p_u64(uint64_t v)
{
    fprintf(ws_launch_file, "param %d u64 %llu\n", ws_nparam++, (unsigned long long)v);
}
static void ws_p_f32(float v)
{
    uint32_t bits;
    memcpy(&bits, &v, 4);
    fprintf(ws_launch_file, "param %d f32 %.9g 0x%08x\n", ws_nparam++, (double)v, bits);
}
static void ws_p_f64(double v)
{
    uint64_t bits;
    memcpy(&bits, &v, 8);
    fprintf(ws_launch_file, "param %d f64 %.17g 0x%016llx\n", ws_nparam++, v,
            (unsigned long long)bits);
}

/* How verify compares output buffer `name`: elem u8/u32/i32/f16/f32/f64,
 * mode "exact", "bits-nan" (every bit, but any NaN equals any NaN) or
 * "ulp N"; why: where the mode or the bound comes from.  Written to
 * launch.txt as "compare NAME ELEM MODE... -- WHY"; buffers without a line
 * follow the table in core/emu/groundtruth.c. */
static void ws_compare(const char *name, const char *elem, const char *mode, const char *why)
{
    fprintf(ws_launch_file, "compare %s %s %s -- %s\n", name, elem, mode, why);
}

static void ws_after_launch(void)
{
    WS_CHECK(cudaGetLastError());
    WS_CHECK(cudaDeviceSynchronize());
}

/* Write the buffer table, copy out/inout buffers back, free everything. */
static int ws_finish(void)
{
    static const char *dirs[] = {"in", "out", "inout"};
    WS_CHECK(cudaDeviceSynchronize());
    for (int i = 0; i < ws_nbufs; i++)
        fprintf(ws_launch_file, "buffer %s %zu %s\n", ws_bufs[i].name, ws_bufs[i].bytes,
                dirs[ws_bufs[i].dir]);
    for (int i = 0; i < ws_nbufs; i++) {
        if (ws_bufs[i].dir == WS_IN) continue;
        void *h = malloc(ws_bufs[i].bytes ? ws_bufs[i].bytes : 1);
        if (!h) ws_die("out of host memory");
        WS_CHECK(cudaMemcpy(h, ws_bufs[i].dev, ws_bufs[i].bytes, cudaMemcpyDeviceToHost));
        ws_write_file(ws_bufs[i].name, ".out.bin", h, ws_bufs[i].bytes);
        free(h);
    }
    for (int i = 0; i < ws_nbufs; i++) WS_CHECK(cudaFree(ws_bufs[i].dev));
    if (fclose(ws_launch_file) != 0) ws_die("cannot close launch.txt");
    ws_launch_file = NULL;
    return 0;
}
#endif /* WARPSCOPE_PLAIN */

/* ---- texture and surface objects ----
 *
 * A texture's texels live in a harness buffer (packed rows, no padding:
 * W*H*D texels, or W*H*LAYERS for "2dlayered"), copied into a CUDA array
 * that the texture object reads.  launch.txt gets one line per object
 * (samples/README.md, "Textures and surfaces"):
 *
 *   texture NAME BUF TYPE FORMAT CHANNELS W H D FILTER ADDRX ADDRY ADDRZ NORM READ
 *   surface NAME BUF TYPE FORMAT CHANNELS W H D
 *
 * and a parameter that passes one is "param <i> tex NAME" / "param <i> surf
 * NAME".  A surface's buffer is copied into its array before the first
 * launch and back out by ws_surfaces_back(), which the harness calls after
 * its last launch and before ws_finish(), so the buffer's .out.bin holds the
 * surface's final texels. */

#define WS_MAX_TEX 16

#ifdef WARPSCOPE_PLAIN
static void ws_compare(const char *name, const char *elem, const char *mode, const char *why)
{
    (void)name; (void)elem; (void)mode; (void)why;
}
#endif

struct ws_texobj {
    const char *name;
    unsigned long long handle;
    int surface;
    cudaArray_t array;
    void *dev;
    int w, h, d, esize, layered3d;
};

static struct ws_texobj ws_texs[WS_MAX_TEX];
static int ws_ntex;

static const char *ws_buf_name(const void *dev)
{
#ifndef WARPSCOPE_PLAIN
    for (int i = 0; i < ws_nbufs; i++)
        if (ws_bufs[i].dev == dev) return ws_bufs[i].name;
    ws_die("texture or surface data is not a harness buffer");
#endif
    (void)dev;
    return "";
}

/* FORMAT: f32 f16 u8 s8 u16 s16 u32 s32; CHANNELS 1, 2 or 4 */
static cudaChannelFormatDesc ws_chan_desc(const char *format, int chans, int *esize)
{
    int bits = atoi(format + 1);
    enum cudaChannelFormatKind k = format[0] == 'f' ? cudaChannelFormatKindFloat
                                 : format[0] == 's' ? cudaChannelFormatKindSigned
                                                    : cudaChannelFormatKindUnsigned;
    if (bits != 8 && bits != 16 && bits != 32) ws_die("texture format: bad bit count");
    if (chans != 1 && chans != 2 && chans != 4) ws_die("texture format: 1, 2 or 4 channels");
    *esize = bits / 8 * chans;
    return cudaCreateChannelDesc(bits, chans > 1 ? bits : 0, chans > 2 ? bits : 0,
                                 chans > 2 ? bits : 0, k);
}

static cudaTextureAddressMode ws_addr_mode(const char *m)
{
    if (!strcmp(m, "wrap")) return cudaAddressModeWrap;
    if (!strcmp(m, "clamp")) return cudaAddressModeClamp;
    if (!strcmp(m, "mirror")) return cudaAddressModeMirror;
    if (!strcmp(m, "border")) return cudaAddressModeBorder;
    ws_die("address mode must be wrap, clamp, mirror or border");
    return cudaAddressModeClamp;
}

/* TYPE: 2d, 3d or 2dlayered (D = layers) */
static struct ws_texobj *ws_array_for(const char *name, const void *dev, const char *type,
                                      const char *format, int chans, int w, int h, int d,
                                      unsigned flags)
{
    if (ws_ntex >= WS_MAX_TEX) ws_die("too many textures and surfaces");
    struct ws_texobj *t = &ws_texs[ws_ntex++];
    memset(t, 0, sizeof *t);
    t->name = name;
    t->dev = (void *)dev;
    t->w = w; t->h = h; t->d = d;
    cudaChannelFormatDesc cd = ws_chan_desc(format, chans, &t->esize);
    if (!strcmp(type, "2d")) {
        if (d != 1) ws_die("a 2d texture has depth 1");
        WS_CHECK(cudaMallocArray(&t->array, &cd, w, h, flags));
        WS_CHECK(cudaMemcpy2DToArray(t->array, 0, 0, dev, (size_t)w * t->esize,
                                     (size_t)w * t->esize, h, cudaMemcpyDeviceToDevice));
    } else if (!strcmp(type, "3d") || !strcmp(type, "2dlayered")) {
        t->layered3d = 1;
        if (type[1] == 'd' && type[2] == 'l') flags |= cudaArrayLayered;
        WS_CHECK(cudaMalloc3DArray(&t->array, &cd, make_cudaExtent(w, h, d), flags));
        cudaMemcpy3DParms p;
        memset(&p, 0, sizeof p);
        p.srcPtr = make_cudaPitchedPtr((void *)dev, (size_t)w * t->esize, w, h);
        p.dstArray = t->array;
        p.extent = make_cudaExtent(w, h, d);
        p.kind = cudaMemcpyDeviceToDevice;
        WS_CHECK(cudaMemcpy3D(&p));
    } else {
        ws_die("texture type must be 2d, 3d or 2dlayered");
    }
    return t;
}

/* A texture object over the texels in harness buffer dev.  FILTER point or
 * linear; ADDR wrap clamp mirror border; norm: normalized coordinates;
 * READ elem (cudaReadModeElementType) or norm (cudaReadModeNormalizedFloat) */
static cudaTextureObject_t ws_texture(const char *name, const void *dev, const char *type,
                                      const char *format, int chans, int w, int h, int d,
                                      const char *filter, const char *ax, const char *ay,
                                      const char *az, int norm, const char *read)
{
    struct ws_texobj *t = ws_array_for(name, dev, type, format, chans, w, h, d, 0);
    cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = t->array;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = ws_addr_mode(ax);
    td.addressMode[1] = ws_addr_mode(ay);
    td.addressMode[2] = ws_addr_mode(az);
    if (strcmp(filter, "point") && strcmp(filter, "linear")) ws_die("filter must be point or linear");
    td.filterMode = filter[0] == 'l' ? cudaFilterModeLinear : cudaFilterModePoint;
    if (strcmp(read, "elem") && strcmp(read, "norm")) ws_die("read mode must be elem or norm");
    td.readMode = read[0] == 'n' ? cudaReadModeNormalizedFloat : cudaReadModeElementType;
    td.normalizedCoords = norm;
    cudaTextureObject_t obj = 0;
    WS_CHECK(cudaCreateTextureObject(&obj, &rd, &td, NULL));
    t->handle = obj;
    if (ws_launch_file)
        fprintf(ws_launch_file, "texture %s %s %s %s %d %d %d %d %s %s %s %s %d %s\n", name,
                ws_buf_name(dev), type, format, chans, w, h, d, filter, ax, ay, az, norm, read);
    return obj;
}

/* A surface object over the texels in harness buffer dev (out or inout) */
static cudaSurfaceObject_t ws_surface(const char *name, const void *dev, const char *type,
                                      const char *format, int chans, int w, int h, int d)
{
    struct ws_texobj *t =
        ws_array_for(name, dev, type, format, chans, w, h, d, cudaArraySurfaceLoadStore);
    t->surface = 1;
    cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = t->array;
    cudaSurfaceObject_t obj = 0;
    WS_CHECK(cudaCreateSurfaceObject(&obj, &rd));
    t->handle = obj;
    if (ws_launch_file)
        fprintf(ws_launch_file, "surface %s %s %s %s %d %d %d %d\n", name, ws_buf_name(dev), type,
                format, chans, w, h, d);
    return obj;
}

static void ws_p_texobj(unsigned long long h, int surface)
{
    for (int i = 0; i < ws_ntex; i++) {
        if (ws_texs[i].handle == h && ws_texs[i].surface == surface) {
            if (ws_launch_file)
                fprintf(ws_launch_file, "param %d %s %s\n", ws_nparam, surface ? "surf" : "tex",
                        ws_texs[i].name);
            ws_nparam++;
            return;
        }
    }
    ws_die("ws_p_tex/ws_p_surf: not a harness texture or surface object");
}
static void ws_p_tex(cudaTextureObject_t t) { ws_p_texobj(t, 0); }
static void ws_p_surf(cudaSurfaceObject_t s) { ws_p_texobj(s, 1); }

/* Copy every surface's array back into its buffer (after the last launch) */
static void ws_surfaces_back(void)
{
    WS_CHECK(cudaDeviceSynchronize());
    for (int i = 0; i < ws_ntex; i++) {
        struct ws_texobj *t = &ws_texs[i];
        if (!t->surface) continue;
        if (!t->layered3d) {
            WS_CHECK(cudaMemcpy2DFromArray(t->dev, (size_t)t->w * t->esize, t->array, 0, 0,
                                           (size_t)t->w * t->esize, t->h,
                                           cudaMemcpyDeviceToDevice));
        } else {
            cudaMemcpy3DParms p;
            memset(&p, 0, sizeof p);
            p.srcArray = t->array;
            p.dstPtr = make_cudaPitchedPtr(t->dev, (size_t)t->w * t->esize, t->w, t->h);
            p.extent = make_cudaExtent(t->w, t->h, t->d);
            p.kind = cudaMemcpyDeviceToDevice;
            WS_CHECK(cudaMemcpy3D(&p));
        }
    }
    WS_CHECK(cudaDeviceSynchronize());
}

#endif /* WARPSCOPE_HARNESS_H */
