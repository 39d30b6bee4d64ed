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

#define WS_MAX_BUFS 16

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

#endif /* WARPSCOPE_HARNESS_H */
