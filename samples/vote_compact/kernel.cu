// vote_compact: stream compaction of the elements of an int array that
// satisfy a predicate (value > threshold). Each warp builds a __ballot_sync
// mask (VOTE.ANY with a predicate), counts it with __popc (POPC), computes
// each lane's rank from %lanemask_lt (inline PTX; S2R SR_LTMASK), and
// reserves space with ONE atomicAdd per warp done by the first active lane
// (found with __ffs), broadcast with __shfl_sync. Warps where no lane
// passes skip via __any_sync; warps where all pass use a fast path via
// __all_sync. The count is deterministic; the order of warp chunks in the
// output depends on atomicAdd order and can vary between runs.

__device__ __forceinline__ unsigned lanemask_lt(void)
{
    unsigned m;
    asm("mov.u32 %0, %%lanemask_lt;" : "=r"(m));
    return m;
}

__global__ void vote_compact(const int *__restrict__ in, int *__restrict__ out,
                             int *__restrict__ count, int n, int threshold)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x & 31;
    bool valid = i < n;
    int v = valid ? in[i] : 0;
    bool keep = valid && v > threshold;

    if (!__any_sync(0xffffffffu, keep))
        return;                                  // nothing to write in this warp

    unsigned mask = __ballot_sync(0xffffffffu, keep);
    int total = __popc(mask);
    int leader = __ffs(mask) - 1;
    int base = 0;
    if (lane == leader)
        base = atomicAdd(count, total);
    base = __shfl_sync(0xffffffffu, base, leader);

    if (__all_sync(0xffffffffu, keep)) {
        out[base + lane] = v;                    // dense warp: rank == lane
    } else if (keep) {
        int rank = __popc(mask & lanemask_lt());
        out[base + rank] = v;
    }
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int n = 20011;
    static int x[n];
    for (int i = 0; i < n; i++) {
        // regions of sparse, dense and empty warps
        int region = (i / 640) % 3;
        int r = (int)ws_rand_below(1000);
        x[i] = region == 0 ? r : (region == 1 ? 500 + r : -r);
    }
    int *dIn = (int *)ws_buffer("in", sizeof x, WS_IN, x);
    int *dOut = (int *)ws_buffer("out", sizeof x, WS_OUT, NULL);
    int *dCnt = (int *)ws_buffer("count", sizeof(int), WS_OUT, NULL);
    int threshold = 400;
    dim3 block(256, 1, 1), grid((n + 255) / 256, 1, 1);
    ws_launch("vote_compact", grid, block, 0);
    ws_p_buf(dIn); ws_p_buf(dOut); ws_p_buf(dCnt); ws_p_i32(n); ws_p_i32(threshold);
    vote_compact<<<grid, block>>>(dIn, dOut, dCnt, n, threshold);
    ws_after_launch();
    return ws_finish();
}
#endif
