// trap_sync: BPT.TRAP inside a function (the check a grid-wide sync makes
// of a cooperative launch, and __trap() on a bad input), and the
// block-scope barrier object of <cuda/barrier> (SYNCS on sm_90).
// Written for warpscope's CFG and liveness tests (tests/data/parity).
#include <cooperative_groups.h>
#include <cuda/barrier>

#pragma nv_diag_suppress static_var_with_dynamic_init

namespace cg = cooperative_groups;

// Two phases over the whole grid: block sums, then one block adds them.
extern "C" __global__ void grid_two_phase(const float *in, float *partial, float *total, int n)
{
    cg::grid_group grid = cg::this_grid();
    float s = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        s += in[i] * in[i];
    for (int o = 16; o > 0; o >>= 1)
        s += __shfl_down_sync(0xffffffffu, s, o);
    if ((threadIdx.x & 31) == 0)
        atomicAdd(&partial[blockIdx.x], s);
    grid.sync();
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (unsigned b = 0; b < gridDim.x; b++)
            t += partial[b];
        *total = t;
    }
}

// A trap in the middle of straight-line code: an index out of range stops
// the kernel, otherwise the element is scaled.
extern "C" __global__ void checked_scale(int *v, const int *idx, int n, int k)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int j = idx[i];
    if (j < 0 || j >= n)
        __trap();
    v[j] = v[j] * k + i;
}

// Every thread of the block arrives at a block-scope barrier object twice.
extern "C" __global__ void barrier_object(float *data, int n)
{
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    __shared__ float tile[256];
    if (threadIdx.x == 0)
        init(&bar, blockDim.x);
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = i < n ? data[i] : 0.0f;
    bar.arrive_and_wait();
    float x = tile[(threadIdx.x + 1) % blockDim.x];
    bar.arrive_and_wait();
    if (i < n)
        data[i] = x * 0.5f + tile[threadIdx.x];
}
