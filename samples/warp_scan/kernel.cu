// warp_scan: inclusive prefix sum of an int array in two kernels.
// scan_blocks: each warp does an inclusive scan with __shfl_up_sync
// (SHFL.UP, predicated adds on lane >= offset), warp totals go through shared
// memory, warp 0 scans them, and every element adds its warp's offset; the
// block total is written to block_sums. add_block_offsets: adds the
// exclusive prefix of the preceding block totals (serial loop per block).
// Deterministic (integer arithmetic).
#define BLOCK 256

__device__ __forceinline__ int warp_inclusive_scan(int v, int lane)
{
#pragma unroll
    for (int off = 1; off < 32; off <<= 1) {
        int t = __shfl_up_sync(0xffffffffu, v, off);
        if (lane >= off) v += t;
    }
    return v;
}

__global__ void scan_blocks(const int *__restrict__ in, int *__restrict__ out,
                            int *__restrict__ block_sums, int n)
{
    __shared__ int warp_tot[BLOCK / 32];
    int i = blockIdx.x * BLOCK + threadIdx.x;
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    int v = i < n ? in[i] : 0;
    v = warp_inclusive_scan(v, lane);
    if (lane == 31) warp_tot[warp] = v;
    __syncthreads();
    if (warp == 0) {
        int t = lane < BLOCK / 32 ? warp_tot[lane] : 0;
        t = warp_inclusive_scan(t, lane);
        if (lane < BLOCK / 32) warp_tot[lane] = t;
    }
    __syncthreads();
    if (warp > 0) v += warp_tot[warp - 1];
    if (i < n) out[i] = v;
    if (threadIdx.x == BLOCK - 1) block_sums[blockIdx.x] = v;
}

__global__ void add_block_offsets(int *__restrict__ out, const int *__restrict__ block_sums, int n)
{
    __shared__ int offset;
    if (threadIdx.x == 0) {
        int s = 0;
        for (int b = 0; b < (int)blockIdx.x; ++b) s += block_sums[b];
        offset = s;
    }
    __syncthreads();
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (blockIdx.x > 0 && i < n) out[i] += offset;
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int n = 10007;
    const int nblocks = (n + BLOCK - 1) / BLOCK;
    static int x[n];
    for (int i = 0; i < n; i++) x[i] = (int)ws_rand_below(201) - 100;
    int *dX = (int *)ws_buffer("in", sizeof x, WS_IN, x);
    int *dY = (int *)ws_buffer("out", sizeof x, WS_OUT, NULL);
    int *dB = (int *)ws_buffer("block_sums", nblocks * sizeof(int), WS_OUT, NULL);
    dim3 block(BLOCK, 1, 1), grid(nblocks, 1, 1);
    ws_launch("scan_blocks", grid, block, 0);
    ws_p_buf(dX); ws_p_buf(dY); ws_p_buf(dB); ws_p_i32(n);
    scan_blocks<<<grid, block>>>(dX, dY, dB, n);
    ws_after_launch();
    ws_launch("add_block_offsets", grid, block, 0);
    ws_p_buf(dY); ws_p_buf(dB); ws_p_i32(n);
    add_block_offsets<<<grid, block>>>(dY, dB, n);
    ws_after_launch();
    return ws_finish();
}
#endif
