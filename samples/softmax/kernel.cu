// softmax: numerically stable row softmax, one warp per row, 4 rows per
// block (2D block 32x4). Row maximum via __shfl_xor_sync butterflies
// (SHFL.BFLY + FMNMX), exponentials via __expf (MUFU.EX2 after an FMUL by
// log2(e)), sum via another butterfly, normalisation with a fast reciprocal
// (MUFU.RCP). The column count is not a multiple of 32, so the strided loops
// have partial iterations; rows beyond the matrix exit early.
// Deterministic (fixed reduction order).

__global__ void softmax_rows(const float *__restrict__ x, float *__restrict__ y,
                             int rows, int cols, float scale)
{
    int row = blockIdx.x * blockDim.y + threadIdx.y;
    int lane = threadIdx.x;
    if (row >= rows) return;
    const float *xr = x + (size_t)row * cols;
    float *yr = y + (size_t)row * cols;

    float m = -INFINITY;
    for (int c = lane; c < cols; c += 32)
        m = fmaxf(m, xr[c] * scale);
#pragma unroll
    for (int off = 16; off > 0; off >>= 1)
        m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, off));

    float s = 0.0f;
    for (int c = lane; c < cols; c += 32) {
        float e = __expf(xr[c] * scale - m);
        yr[c] = e;
        s += e;
    }
#pragma unroll
    for (int off = 16; off > 0; off >>= 1)
        s += __shfl_xor_sync(0xffffffffu, s, off);

    float inv = __fdividef(1.0f, s);
    for (int c = lane; c < cols; c += 32)
        yr[c] *= inv;
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int rows = 67, cols = 213;
    static float x[rows * cols];
    for (int i = 0; i < rows * cols; i++) x[i] = ws_rand_f32(-8.0f, 8.0f);
    float *dX = (float *)ws_buffer("x", sizeof x, WS_IN, x);
    float *dY = (float *)ws_buffer("y", sizeof x, WS_OUT, NULL);
    float scale = 0.75f;
    dim3 block(32, 4, 1), grid((rows + 3) / 4, 1, 1);
    ws_launch("softmax_rows", grid, block, 0);
    ws_p_buf(dX); ws_p_buf(dY); ws_p_i32(rows); ws_p_i32(cols); ws_p_f32(scale);
    softmax_rows<<<grid, block>>>(dX, dY, rows, cols, scale);
    ws_after_launch();
    return ws_finish();
}
#endif
