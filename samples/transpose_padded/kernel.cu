// transpose_padded: out = transpose(in) for a rows x cols float matrix using
// a 32x33 shared-memory tile (the extra column avoids bank conflicts) and
// 32x8 thread blocks, each thread moving 4 elements in and 4 out. Both the
// load and the store are bounds-checked, so edge tiles are partial.
// Exercises 2D grids, small unrolled loops with predicated loads/stores,
// LDS/STS with padded strides. Deterministic.
#define TDIM 32
#define BROWS 8

__global__ void transpose_padded(const float *__restrict__ in, float *__restrict__ out,
                                 int rows, int cols)
{
    __shared__ float tile[TDIM][TDIM + 1];
    int x = blockIdx.x * TDIM + threadIdx.x;   // column in input
    int y = blockIdx.y * TDIM + threadIdx.y;   // row in input
#pragma unroll
    for (int j = 0; j < TDIM; j += BROWS)
        if (x < cols && y + j < rows)
            tile[threadIdx.y + j][threadIdx.x] = in[(size_t)(y + j) * cols + x];
    __syncthreads();

    x = blockIdx.y * TDIM + threadIdx.x;       // column in output (= input row)
    y = blockIdx.x * TDIM + threadIdx.y;       // row in output (= input column)
#pragma unroll
    for (int j = 0; j < TDIM; j += BROWS)
        if (x < rows && y + j < cols)
            out[(size_t)(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int rows = 100, cols = 77;
    static float a[rows * cols];
    for (int i = 0; i < rows * cols; i++) a[i] = ws_rand_f32(-100.0f, 100.0f);
    float *dIn = (float *)ws_buffer("in", sizeof a, WS_IN, a);
    float *dOut = (float *)ws_buffer("out", sizeof a, WS_OUT, NULL);
    dim3 block(TDIM, BROWS, 1), grid((cols + TDIM - 1) / TDIM, (rows + TDIM - 1) / TDIM, 1);
    ws_launch("transpose_padded", grid, block, 0);
    ws_p_buf(dIn); ws_p_buf(dOut); ws_p_i32(rows); ws_p_i32(cols);
    transpose_padded<<<grid, block>>>(dIn, dOut, rows, cols);
    ws_after_launch();
    return ws_finish();
}
#endif
