// dyn_shared: dynamic shared memory (extern __shared__, sized by the launch)
// beside a static __shared__ array. Each block loads a tile of `tile`
// floats (a launch parameter) into dynamic shared memory, counts its
// negative values in a static shared counter, and writes the tile reversed,
// each element scaled by the block's negative count. The dynamic array
// starts after the static one, so a translation must place it after the
// kernel's static shared memory.
__global__ void reverse_tiles(const float *__restrict__ in, float *__restrict__ out, int n,
                              int tile)
{
    extern __shared__ float dyn[];
    __shared__ int negatives[2];
    int base = blockIdx.x * tile;
    if (threadIdx.x == 0) {
        negatives[0] = 0;
        negatives[1] = 0;
    }
    __syncthreads();
    for (int k = threadIdx.x; k < tile; k += blockDim.x) {
        float v = base + k < n ? in[base + k] : 0.0f;
        dyn[k] = v;
        if (v < 0.0f)
            atomicAdd(&negatives[0], 1);
    }
    __syncthreads();
    float scale = 1.0f + (float)negatives[0];
    for (int k = threadIdx.x; k < tile; k += blockDim.x) {
        if (base + k < n)
            out[base + k] = dyn[tile - 1 - k] * scale;
    }
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    enum { N = 4000, TILE = 300 };
    static float in[N];
    for (int i = 0; i < N; i++) in[i] = ws_rand_f32(-1.0f, 3.0f);
    float *dIn = (float *)ws_buffer("in", sizeof in, WS_IN, in);
    float *dOut = (float *)ws_buffer("out", sizeof in, WS_OUT, NULL);
    dim3 block(64, 1, 1), grid((N + TILE - 1) / TILE, 1, 1);
    ws_launch("reverse_tiles", grid, block, TILE * sizeof(float));
    ws_p_buf(dIn); ws_p_buf(dOut); ws_p_i32(N); ws_p_i32(TILE);
    reverse_tiles<<<grid, block, TILE * sizeof(float)>>>(dIn, dOut, N, TILE);
    ws_after_launch();
    return ws_finish();
}
#endif
