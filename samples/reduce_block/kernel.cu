// reduce_block: sum of a float array and sum of an int array.
// Each thread accumulates with a grid-stride loop, warps reduce with
// __shfl_down_sync (SHFL.DOWN), warp sums meet in shared memory, warp 0
// reduces them and lane 0 does one atomicAdd per block (RED.E.ADD.F32 /
// RED.E.ADD). Two kernels: reduce_sum_f32 and reduce_sum_i32.
// NOTE: the float result depends on the order of the float atomicAdds
// between blocks and may differ in the last bits from run to run; the
// int result is deterministic.

__device__ __forceinline__ float warp_sum(float v)
{
#pragma unroll
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

__global__ void reduce_sum_f32(const float *__restrict__ in, float *__restrict__ out, int n)
{
    __shared__ float warp_sums[32];
    float acc = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        acc += in[i];
    acc = warp_sum(acc);
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    if (lane == 0) warp_sums[warp] = acc;
    __syncthreads();
    if (warp == 0) {
        int nwarps = (blockDim.x + 31) >> 5;
        float v = lane < nwarps ? warp_sums[lane] : 0.0f;
        v = warp_sum(v);
        if (lane == 0) atomicAdd(out, v);
    }
}

__global__ void reduce_sum_i32(const int *__restrict__ in, int *__restrict__ out, int n)
{
    __shared__ int warp_sums[32];
    int acc = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        acc += in[i];
#pragma unroll
    for (int off = 16; off > 0; off >>= 1)
        acc += __shfl_down_sync(0xffffffffu, acc, off);
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    if (lane == 0) warp_sums[warp] = acc;
    __syncthreads();
    if (warp == 0) {
        int v = lane < (int)(blockDim.x >> 5) ? warp_sums[lane] : 0;
#pragma unroll
        for (int off = 16; off > 0; off >>= 1)
            v += __shfl_down_sync(0xffffffffu, v, off);
        if (lane == 0) atomicAdd(out, v);
    }
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int n = 50001;
    static float xf[n];
    static int xi[n];
    for (int i = 0; i < n; i++) xf[i] = ws_rand_f32(-1.0f, 1.0f);
    for (int i = 0; i < n; i++) xi[i] = (int)ws_rand_below(2001) - 1000;
    float *dXf = (float *)ws_buffer("xf", sizeof xf, WS_IN, xf);
    int *dXi = (int *)ws_buffer("xi", sizeof xi, WS_IN, xi);
    float *dSf = (float *)ws_buffer("sum_f32", sizeof(float), WS_OUT, NULL);
    int *dSi = (int *)ws_buffer("sum_i32", sizeof(int), WS_OUT, NULL);
    dim3 block(256, 1, 1), grid(37, 1, 1);
    ws_launch("reduce_sum_f32", grid, block, 0);
    ws_p_buf(dXf); ws_p_buf(dSf); ws_p_i32(n);
    reduce_sum_f32<<<grid, block>>>(dXf, dSf, n);
    ws_after_launch();
    ws_launch("reduce_sum_i32", grid, block, 0);
    ws_p_buf(dXi); ws_p_buf(dSi); ws_p_i32(n);
    reduce_sum_i32<<<grid, block>>>(dXi, dSi, n);
    ws_after_launch();
    return ws_finish();
}
#endif
