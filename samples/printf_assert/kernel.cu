// printf_assert: device printf and a failing assert.
// printf_demo prints from a few threads: one header line from thread 0 of
// block 0, then one line per thread whose value v satisfies v % 13 == 3 (a
// data-dependent branch), with ints, an unsigned, %x/%#x, a 64-bit %ld, a
// float promoted to double (%f, %e, %g), a string chosen at run time (%s),
// a character (%c) and a literal %%.  nvcc turns every printf into a call
// of vprintf(format, args): the format's address from constant bank 4, the
// arguments stored to a local-memory buffer whose generic address is the
// second argument (LEPC + CALL.ABS.NOINC).  It also writes out[i] = 3 v + 1.
// assert_check asserts v[i] < limit; exactly one element (index 69, thread
// 5 of block 1 with 64-thread blocks) breaks it, so one thread calls
// __assertfail(message, file, line, function, 1) and the launch ends with
// cudaErrorAssert.
// NOTE: the order of the printed lines between threads depends on the
// order in which warps reach printf; compare them as a set of lines.
#include <assert.h>
#include <stdio.h>

__global__ void printf_demo(const int *vals, const float *scale, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i == 0)
        printf("printf_demo: n=%d grid=%u block=%u\n", n, gridDim.x, blockDim.x);
    if (i >= n) return;
    int v = vals[i];
    out[i] = 3 * v + 1;
    if (v % 13 == 3) {
        float f = (float)v * scale[0];
        long wide = (long)v * 1000000007L;
        printf("i=%3d b%d t%-2d v=%d hex=%x alt=%#x wide=%ld f=%.3f e=%e g=%g %s %c 100%%\n", i,
               blockIdx.x, threadIdx.x, v, v, (unsigned)(v * 2654435761u), wide, f, f * 1e5f,
               f * 0.25f, (v & 1) ? "odd" : "even", 'a' + v % 26);
    }
    if (i == n - 1)
        printf("last thread: %u, no more lines\n", (unsigned)i);
}

__global__ void assert_check(const int *vals, int n, int limit)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        assert(vals[i] < limit);
}

#ifdef WARPSCOPE_HARNESS
#include <fcntl.h>
#include <unistd.h>
#include "../harness.h"

/* Point file descriptors 1 (and 2 when both) at gt/NAME until ws_restore:
 * the CUDA runtime writes what device printf and a failed assert print to
 * the process's standard output (or error) when the launch is
 * synchronised, so this captures the device's text and nothing else.
 * (WARPSCOPE_PLAIN: no files; the text goes to the terminal.) */
static int ws_saved_fd[3] = { -1, -1, -1 };
static void ws_capture(const char *name, int both)
{
#ifdef WARPSCOPE_PLAIN
    (void)name;
    (void)both;
#else
    char path[4352];
    snprintf(path, sizeof path, "%s/%s", ws_outdir, name);
    fflush(stdout);
    fflush(stderr);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) ws_die("cannot create a capture file");
    for (int s = 1; s <= (both ? 2 : 1); s++) {
        ws_saved_fd[s] = dup(s);
        if (ws_saved_fd[s] < 0 || dup2(fd, s) < 0) ws_die("cannot redirect the output");
    }
    close(fd);
#endif
}
static void ws_restore(void)
{
    fflush(stdout);
    fflush(stderr);
    for (int s = 1; s <= 2; s++) {
        if (ws_saved_fd[s] < 0) continue;
        dup2(ws_saved_fd[s], s);
        close(ws_saved_fd[s]);
        ws_saved_fd[s] = -1;
    }
}

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int n = 150;
    static int vals[n];
    for (int i = 0; i < n; i++) vals[i] = (int)ws_rand_below(1000);
    vals[69] = 5000;            /* the one element assert_check rejects */
    float scale = 0.0625f;
    int *dV = (int *)ws_buffer("vals", sizeof vals, WS_IN, vals);
    float *dS = (float *)ws_buffer("scale", sizeof scale, WS_IN, &scale);
    int *dO = (int *)ws_buffer("out", sizeof vals, WS_OUT, NULL);
    dim3 block(64, 1, 1), grid((n + 63) / 64, 1, 1);

    ws_launch("printf_demo", grid, block, 0);
    ws_p_buf(dV); ws_p_buf(dS); ws_p_buf(dO); ws_p_i32(n);
    ws_capture("printf.txt", 0);
    printf_demo<<<grid, block>>>(dV, dS, dO, n);
    WS_CHECK(cudaGetLastError());
    WS_CHECK(cudaDeviceSynchronize());
    ws_restore();

    /* After a failed assert the context is lost and nothing can be read
     * back: the buffers are read now, and assert_check writes none. */
    static int out[n];
    WS_CHECK(cudaMemcpy(out, dO, sizeof out, cudaMemcpyDeviceToHost));

    const int limit = 1000;
    ws_launch("assert_check", grid, block, 0);
    ws_p_buf(dV); ws_p_i32(n); ws_p_i32(limit);
    ws_capture("assert.txt", 1);
    assert_check<<<grid, block>>>(dV, n, limit);
    cudaError_t launch_err = cudaGetLastError();
    cudaError_t sync_err = cudaDeviceSynchronize();
    ws_restore();
    if (launch_err != cudaSuccess) ws_die("assert_check did not launch");
    if (sync_err != cudaErrorAssert) {
        fprintf(stderr, "warpscope harness: assert_check ended with %s, want cudaErrorAssert\n",
                cudaGetErrorName(sync_err));
        exit(1);
    }
#ifndef WARPSCOPE_PLAIN
    /* launch.txt: the launch that ended with a device fault, and how */
    fprintf(ws_launch_file, "fault 1 %s\n", cudaGetErrorName(sync_err));
    static const char *dirs[] = { "in", "out", "inout" };
    for (int i = 0; i < ws_nbufs; i++)
        fprintf(ws_launch_file, "buffer %s %zu %s\n", ws_bufs[i].name, ws_bufs[i].bytes,
                dirs[ws_bufs[i].dir]);
    ws_write_file("out", ".out.bin", out, sizeof out);
    if (fclose(ws_launch_file) != 0) ws_die("cannot close launch.txt");
#endif
    return 0;
}
#endif
