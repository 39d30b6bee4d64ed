// cg_tiles: cooperative groups' tiles within a block.
//  * tile_ranks: 32-thread tiles (cg::reduce over shuffles) and 64-thread
//    tiles, which span two warps (thread_block_tile<64>: cg::reduce, sync()
//    and a broadcast shfl() go through the scratch in the driver's reserved
//    shared memory, %reserved_smem_offset_1: c[0x0][0x124] on sm_80,
//    c[0x0][0x6c] on sm_90, whose barrier word the tile's warps spin on),
//    beside dynamic shared memory; group ranks and sizes written out.
// Every output is deterministic (integer sums; fixed shuffle orders).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void tile_ranks(const int *__restrict__ x, int *__restrict__ tsum,
                           unsigned *__restrict__ ranks, int n)
{
    extern __shared__ int dyn[];
    cg::thread_block cta = cg::this_thread_block();
    cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(cta);
    cg::thread_block_tile<64> t64 = cg::tiled_partition<64>(cta);
    unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
    int v = g < (unsigned)n ? x[g] : 0;
    dyn[threadIdx.x] = v ^ 0x5a5a;
    int w = cg::reduce(t32, v, cg::plus<int>());
    int p = cg::reduce(t64, v & 0xffff, cg::plus<int>());
    t64.sync();
    int q = t64.shfl(v, 37);    /* one source rank for the whole tile (a multi-warp
                                   tile's shfl writes the value once, from the source warp) */
    cta.sync();
    int d = dyn[(threadIdx.x + 33) % blockDim.x];
    ranks[4 * g + 0] = t64.thread_rank() | t64.meta_group_rank() << 8 | t64.meta_group_size() << 16;
    ranks[4 * g + 1] = (unsigned)p;
    ranks[4 * g + 2] = (unsigned)q;
    ranks[4 * g + 3] = (unsigned)d;
    if (t32.thread_rank() == 0)
        tsum[g / 32] = w;
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int nb = 6, threads = 128, n = 700, dyn = threads * 4;
    static int x[n];
    for (int i = 0; i < n; i++) x[i] = (int)ws_rand_below(100000);
    int *dX = (int *)ws_buffer("x", sizeof x, WS_IN, x);
    int *dT = (int *)ws_buffer("tsum", sizeof(int) * nb * threads / 32, WS_OUT, NULL);
    unsigned *dR = (unsigned *)ws_buffer("ranks", sizeof(unsigned) * 4 * nb * threads, WS_OUT, NULL);
    dim3 grid(nb, 1, 1), block(threads, 1, 1);
    ws_launch("tile_ranks", grid, block, dyn);
    ws_p_buf(dX); ws_p_buf(dT); ws_p_buf(dR); ws_p_i32(n);
    tile_ranks<<<grid, block, dyn>>>(dX, dT, dR, n);
    ws_after_launch();
    return ws_finish();
}
#endif
