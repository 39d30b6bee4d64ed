// coop_grid: cooperative groups across the grid and across warps.
//  * grid_rounds: launched with cudaLaunchCooperativeKernel.  Every block
//    sums its slice of x with a 32-thread tile (cg::reduce over shuffles)
//    and a 64-thread tile (a multi-warp thread_block_tile: cg::reduce and
//    tile.sync() through the scratch in the driver's reserved shared
//    memory, %reserved_smem_offset_1), then grid.sync() (the grid
//    workspace the driver passes in %envreg1/%envreg2: an atomic arrive
//    and a spin on its barrier word) between rounds in which every block
//    reads what its neighbour block wrote in the round before.  Block 0
//    adds the blocks' sums after a last grid.sync().  Ranks and sizes of
//    the groups are written out too.
//  * sync_first: grid.sync() before anything else, launched without
//    cudaLaunchCooperativeKernel: there is no grid workspace
//    (grid.is_valid() is false) and grid.sync() traps (__trap: BPT.TRAP
//    0x1) before any store: the harness's last launch, which ends with a
//    device fault.
// Every output is deterministic (integer sums; fixed shuffle orders).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void grid_rounds(const int *__restrict__ x, int *__restrict__ work,
                            int *__restrict__ sums, unsigned *__restrict__ ranks, int n,
                            int rounds)
{
    cg::grid_group grid = cg::this_grid();
    cg::thread_block cta = cg::this_thread_block();
    cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(cta);
    cg::thread_block_tile<64> t64 = cg::tiled_partition<64>(cta);
    unsigned g = (unsigned)grid.thread_rank();
    int acc = 0;
    for (int i = (int)g; i < n; i += (int)grid.size())
        acc += x[i];
    // a warp's sum, then a 64-thread tile's sum of the warp sums' halves
    int w = cg::reduce(t32, acc, cg::plus<int>());
    int p = cg::reduce(t64, acc & 0xffff, cg::plus<int>());
    t64.sync();
    int q = t64.shfl(acc, (t64.thread_rank() + 5) % 64);
    ranks[4 * g + 0] = t64.thread_rank() | t64.meta_group_rank() << 8 | t64.meta_group_size() << 16;
    ranks[4 * g + 1] = (unsigned)p;
    ranks[4 * g + 2] = (unsigned)q;
    ranks[4 * g + 3] = (unsigned)grid.block_rank() | (unsigned)grid.num_blocks() << 16;
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
            sums[0] = s;
    }
}

__global__ void sync_first(int *__restrict__ sums)
{
    cg::this_grid().sync();
    if (blockIdx.x == 0 && threadIdx.x == 0)
        sums[1] = 1;
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int nb = 6, threads = 128, n = 2000, rounds = 5;
    static int x[n];
    for (int i = 0; i < n; i++) x[i] = (int)ws_rand_below(100000);
    int *dX = (int *)ws_buffer("x", sizeof x, WS_IN, x);
    int *dW = (int *)ws_buffer("work", sizeof(int) * nb * (rounds + 1), WS_OUT, NULL);
    int *dS = (int *)ws_buffer("sums", sizeof(int) * 4, WS_OUT, NULL);
    unsigned *dR = (unsigned *)ws_buffer("ranks", sizeof(unsigned) * 4 * nb * threads, WS_OUT, NULL);
    dim3 grid(nb, 1, 1), block(threads, 1, 1);
    int nn = n, rr = rounds;

    ws_launch("grid_rounds", grid, block, 0);
    ws_cooperative();
    ws_p_buf(dX); ws_p_buf(dW); ws_p_buf(dS); ws_p_buf(dR); ws_p_i32(nn); ws_p_i32(rr);
    void *args[] = { &dX, &dW, &dS, &dR, &nn, &rr };
    WS_CHECK(cudaLaunchCooperativeKernel((void *)grid_rounds, grid, block, args, 0, 0));
    ws_after_launch();

    /* grid.sync() in a launch that is not cooperative: no grid workspace,
     * so it traps and the context is lost.  The buffers are read back
     * first. */
    static int work[nb * (rounds + 1)], sums[4];
    static unsigned ranks[4 * nb * threads];
    WS_CHECK(cudaMemcpy(work, dW, sizeof work, cudaMemcpyDeviceToHost));
    WS_CHECK(cudaMemcpy(sums, dS, sizeof sums, cudaMemcpyDeviceToHost));
    WS_CHECK(cudaMemcpy(ranks, dR, sizeof ranks, cudaMemcpyDeviceToHost));
    ws_launch("sync_first", grid, block, 0);
    ws_p_buf(dS);
    sync_first<<<grid, block>>>(dS);
    cudaError_t launch_err = cudaGetLastError();
    cudaError_t sync_err = cudaDeviceSynchronize();
    if (launch_err != cudaSuccess) ws_die("sync_first did not launch");
    if (sync_err == cudaSuccess) ws_die("sync_first without a cooperative launch did not trap");
#ifndef WARPSCOPE_PLAIN
    fprintf(ws_launch_file, "fault 1 %s\n", cudaGetErrorName(sync_err));
    static const char *dirs[] = { "in", "out", "inout" };
    for (int i = 0; i < ws_nbufs; i++)
        fprintf(ws_launch_file, "buffer %s %zu %s\n", ws_bufs[i].name, ws_bufs[i].bytes,
                dirs[ws_bufs[i].dir]);
    ws_write_file("work", ".out.bin", work, sizeof work);
    ws_write_file("sums", ".out.bin", sums, sizeof sums);
    ws_write_file("ranks", ".out.bin", ranks, sizeof ranks);
    if (fclose(ws_launch_file) != 0) ws_die("cannot close launch.txt");
#endif
    return 0;
}
#endif
