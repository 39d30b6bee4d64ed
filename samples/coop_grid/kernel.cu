// coop_grid: cooperative groups across the grid (tiles of more than one
// warp: samples/cg_tiles).
//  * grid_rounds (cudaLaunchCooperativeKernel): every block sums its slice
//    with a 32-thread tile, then grid.sync() (the grid workspace the driver
//    passes in %envreg1/%envreg2: an atomic arrive and a spin on its
//    barrier word) between rounds in which every block reads what its
//    neighbour block wrote in the round before; block 0 adds the blocks'
//    sums after a last grid.sync().
//  * sync_first: grid.sync() before anything else in an ordinary launch,
//    which traps (BPT.TRAP 0x1) when there is no grid workspace; on the
//    H200 (CUDA 13.0) there was one and it ran to its end, so the harness
//    leaves this launch out of gt/.
// Every output is deterministic (integer sums; fixed shuffle orders).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void grid_rounds(const int *__restrict__ x, int *__restrict__ work,
                            int *__restrict__ sums, int n, int rounds)
{
    cg::grid_group grid = cg::this_grid();
    cg::thread_block cta = cg::this_thread_block();
    cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(cta);
    int acc = 0;
    for (int i = (int)grid.thread_rank(); i < n; i += (int)grid.size())
        acc += x[i];
    int w = cg::reduce(t32, acc, cg::plus<int>());
    __shared__ int wsum[32];
    if (t32.thread_rank() == 0)
        wsum[t32.meta_group_rank()] = w;
    cta.sync();
    int b = blockIdx.x, nb = gridDim.x;
    if (threadIdx.x == 0) {
        int s = 0;
        for (unsigned k = 0; k < t32.meta_group_size(); k++)
            s += wsum[k];
        work[b] = s;
    }
    // rounds: work[r+1][b] = work[r][b] + 2 * work[r][(b+1) % nb]
    for (int r = 0; r < rounds; r++) {
        grid.sync();
        if (threadIdx.x == 0)
            work[(r + 1) * nb + b] = work[r * nb + b] + 2 * work[r * nb + (b + 1) % nb];
    }
    grid.sync();
    if (b == 0 && threadIdx.x < 32) {
        int s = 0;
        for (int k = (int)threadIdx.x; k < nb; k += 32)
            s += work[rounds * nb + k];
        s = cg::reduce(t32, s, cg::plus<int>());
        if (threadIdx.x == 0)
            sums[0] = s + (int)grid.num_blocks() * 1000;
    }
}

__global__ void sync_first(int *__restrict__ sums)
{
    cg::this_grid().sync();
    if (blockIdx.x == 0 && threadIdx.x == 0)
        sums[1] = 1;
}

#ifdef WARPSCOPE_HARNESS
#include <time.h>
#include <unistd.h>
#include "../harness.h"

#ifdef WARPSCOPE_PLAIN
int main(int argc, char **argv)
{
    ws_init(argc, argv);
    return 0;       /* the recorder's form: nothing here (a launch may trap) */
}
#else
/* Wait for the launch at most secs seconds: 0 done, 1 ended with an error
 * (*e), 2 still running (a launch that never ends: the harness records
 * the launches before it and stops). */
static int ws_wait(double secs, cudaError_t *e)
{
    struct timespec t0, t;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (;;) {
        *e = cudaStreamQuery(0);
        if (*e != cudaErrorNotReady)
            return *e == cudaSuccess ? 0 : 1;
        clock_gettime(CLOCK_MONOTONIC, &t);
        if ((double)(t.tv_sec - t0.tv_sec) + 1e-9 * (double)(t.tv_nsec - t0.tv_nsec) > secs)
            return 2;
        struct timespec ms = { 0, 1000000 };
        nanosleep(&ms, NULL);
    }
}

static char *ws_text;
static size_t ws_textlen;
static int work_n;
static int *h_work, *h_sums;

/* launch.txt: the launch records up to mark, then the buffer table; the
 * out buffers as read back after the last launch kept */
static void ws_write_gt(size_t mark, const char *fault)
{
    char path[4352];
    snprintf(path, sizeof path, "%s/launch.txt", ws_outdir);
    FILE *f = fopen(path, "w");
    if (!f) ws_die("cannot create launch.txt");
    fflush(ws_launch_file);
    fwrite(ws_text, 1, mark, f);
    if (fault) fputs(fault, f);
    static const char *dirs[] = { "in", "out", "inout" };
    for (int i = 0; i < ws_nbufs; i++)
        fprintf(f, "buffer %s %zu %s\n", ws_bufs[i].name, ws_bufs[i].bytes, dirs[ws_bufs[i].dir]);
    if (fclose(f) != 0) ws_die("cannot close launch.txt");
    ws_write_file("work", ".out.bin", h_work, sizeof(int) * work_n);
    ws_write_file("sums", ".out.bin", h_sums, sizeof(int) * 4);
}

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    /* launch records in memory: one that never ends is left out */
    fclose(ws_launch_file);
    ws_launch_file = open_memstream(&ws_text, &ws_textlen);
    if (!ws_launch_file) ws_die("open_memstream");
    const int nb = 6, threads = 128, n = 2000, rounds = 5;
    static int x[n];
    for (int i = 0; i < n; i++) x[i] = (int)ws_rand_below(100000);
    work_n = nb * (rounds + 1);
    int *dX = (int *)ws_buffer("x", sizeof x, WS_IN, x);
    int *dW = (int *)ws_buffer("work", sizeof(int) * work_n, WS_OUT, NULL);
    int *dS = (int *)ws_buffer("sums", sizeof(int) * 4, WS_OUT, NULL);
    h_work = (int *)calloc(work_n, sizeof(int));
    h_sums = (int *)calloc(4, sizeof(int));
    if (!h_work || !h_sums) ws_die("out of host memory");
    dim3 grid(nb, 1, 1), block(threads, 1, 1);
    int nn = n, rr = rounds;
    cudaError_t e;
    int st;
    size_t mark;

    ws_launch("grid_rounds", grid, block, 0);
    ws_cooperative();
    ws_p_buf(dX); ws_p_buf(dW); ws_p_buf(dS); ws_p_i32(nn); ws_p_i32(rr);
    void *args[] = { &dX, &dW, &dS, &nn, &rr };
    WS_CHECK(cudaLaunchCooperativeKernel((void *)grid_rounds, grid, block, args, 0, 0));
    st = ws_wait(15, &e);
    if (st) {
        fprintf(stderr, "warpscope harness: grid_rounds %s\n", st == 2 ? "did not end in 15 s" : cudaGetErrorName(e));
        exit(1);
    }
    WS_CHECK(cudaMemcpy(h_work, dW, sizeof(int) * work_n, cudaMemcpyDeviceToHost));
    WS_CHECK(cudaMemcpy(h_sums, dS, sizeof(int) * 4, cudaMemcpyDeviceToHost));
    fflush(ws_launch_file);
    mark = ws_textlen;
    ws_write_gt(mark, NULL);    /* complete without the trap, should it not come */

    /* grid.sync() in a launch that is not cooperative: no grid workspace,
     * so it traps before any store and the context is lost */
    ws_launch("sync_first", grid, block, 0);
    ws_p_buf(dS);
    sync_first<<<grid, block>>>(dS);
    cudaError_t le = cudaGetLastError();
    st = ws_wait(15, &e);
    if (le != cudaSuccess || st != 1) {
        fprintf(stderr, "warpscope harness: sync_first without a cooperative launch: %s, not a trap; "
                "launch 1 left out\n", le != cudaSuccess ? cudaGetErrorName(le) : st == 2 ? "did not end in 15 s"
                                                                              : "ended without an error");
        _exit(st == 2 ? 4 : 5);
    }
    fflush(ws_launch_file);
    char fault[128];
    snprintf(fault, sizeof fault, "fault 1 %s\n", cudaGetErrorName(e));
    ws_write_gt(ws_textlen, fault);
    fprintf(stderr, "warpscope harness: sync_first ended with %s (%s)\n", cudaGetErrorName(e), cudaGetErrorString(e));
    _exit(0);
}
#endif
#endif
