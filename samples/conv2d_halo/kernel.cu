// conv2d_halo: 3x3 2D convolution over a single-channel image. Each 16x16
// block loads an 18x18 halo tile into shared memory (zero padding outside the
// image), then applies the filter. Two kernels: conv3x3_const reads the filter
// from statically initialised __constant__ memory (c[bank][offset] operands),
// conv3x3_param reads it through a __restrict__ parameter pointer.
// Exercises 2D blocks, a strided halo-load loop, BAR.SYNC, partial edge tiles.
// Deterministic.
#define TW 16
#define HALO (TW + 2)

__constant__ float c_filter[9] = {
    0.0625f, 0.125f, 0.0625f,
    0.125f,  0.25f,  0.125f,
    0.0625f, 0.125f, 0.0625f,
};

__device__ __forceinline__ void load_halo(float (*tile)[HALO + 1], const float *__restrict__ in,
                                          int width, int height)
{
    int x0 = blockIdx.x * TW - 1;
    int y0 = blockIdx.y * TW - 1;
    int tid = threadIdx.y * TW + threadIdx.x;
    for (int i = tid; i < HALO * HALO; i += TW * TW) {
        int ty = i / HALO, tx = i % HALO;
        int gx = x0 + tx, gy = y0 + ty;
        float v = 0.0f;
        if (gx >= 0 && gx < width && gy >= 0 && gy < height)
            v = in[gy * width + gx];
        tile[ty][tx] = v;
    }
}

__global__ void conv3x3_const(const float *__restrict__ in, float *__restrict__ out,
                              int width, int height)
{
    __shared__ float tile[HALO][HALO + 1];
    load_halo(tile, in, width, height);
    __syncthreads();
    int x = blockIdx.x * TW + threadIdx.x;
    int y = blockIdx.y * TW + threadIdx.y;
    if (x >= width || y >= height) return;
    float acc = 0.0f;
#pragma unroll
    for (int dy = 0; dy < 3; ++dy)
#pragma unroll
        for (int dx = 0; dx < 3; ++dx)
            acc += c_filter[dy * 3 + dx] * tile[threadIdx.y + dy][threadIdx.x + dx];
    out[y * width + x] = acc;
}

__global__ void conv3x3_param(const float *__restrict__ in, const float *__restrict__ filter,
                              float *__restrict__ out, int width, int height, float bias)
{
    __shared__ float tile[HALO][HALO + 1];
    load_halo(tile, in, width, height);
    __syncthreads();
    int x = blockIdx.x * TW + threadIdx.x;
    int y = blockIdx.y * TW + threadIdx.y;
    if (x < width && y < height) {
        float acc = bias;
        for (int k = 0; k < 9; ++k)
            acc = fmaf(filter[k], tile[threadIdx.y + k / 3][threadIdx.x + k % 3], acc);
        out[y * width + x] = acc > 0.0f ? acc : 0.1f * acc; // leaky ReLU
    }
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int W = 101, H = 70;
    static float img[W * H], filt[9];
    for (int i = 0; i < W * H; i++) img[i] = ws_rand_f32(-2.0f, 2.0f);
    for (int i = 0; i < 9; i++) filt[i] = ws_rand_f32(-1.0f, 1.0f);
    float *dIn = (float *)ws_buffer("in", sizeof img, WS_IN, img);
    float *dF = (float *)ws_buffer("filter", sizeof filt, WS_IN, filt);
    float *dO1 = (float *)ws_buffer("out_const", sizeof img, WS_OUT, NULL);
    float *dO2 = (float *)ws_buffer("out_param", sizeof img, WS_OUT, NULL);
    dim3 block(TW, TW, 1), grid((W + TW - 1) / TW, (H + TW - 1) / TW, 1);
    ws_launch("conv3x3_const", grid, block, 0);
    ws_p_buf(dIn); ws_p_buf(dO1); ws_p_i32(W); ws_p_i32(H);
    conv3x3_const<<<grid, block>>>(dIn, dO1, W, H);
    ws_after_launch();
    float bias = 0.125f;
    ws_launch("conv3x3_param", grid, block, 0);
    ws_p_buf(dIn); ws_p_buf(dF); ws_p_buf(dO2); ws_p_i32(W); ws_p_i32(H); ws_p_f32(bias);
    conv3x3_param<<<grid, block>>>(dIn, dF, dO2, W, H, bias);
    ws_after_launch();
    return ws_finish();
}
#endif
