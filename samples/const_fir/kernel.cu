// const_fir: a 1D FIR filter whose taps and tap offsets live in statically
// initialised __constant__ memory (the cubin's .nv.constant3 holds them, so a
// translation must carry the data), read with uniform indices (c[0x3][..]
// operands and ULDC) and, for the offsets, with an index register
// (LDC R, c[0x3][R+..]); out-of-range samples are clamped to the edges.
#define NTAPS 9

__constant__ float fir_taps[NTAPS] = { 0.0125f, -0.05f, 0.1f, 0.2375f, 0.4f,
                                       0.2375f, 0.1f, -0.05f, 0.0125f };
__constant__ int fir_offsets[NTAPS] = { -4, -3, -2, -1, 0, 1, 2, 3, 4 };
__constant__ float fir_gain = 1.5f;

__global__ void fir_const(const float *__restrict__ x, float *__restrict__ y, int n, int stride)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float acc = 0.0f;
#pragma unroll 1
    for (int k = 0; k < NTAPS; k++) {
        int j = i + fir_offsets[k] * stride;
        j = j < 0 ? 0 : (j >= n ? n - 1 : j);
        acc += fir_taps[k] * x[j];
    }
    y[i] = acc * fir_gain;
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    enum { N = 5000 };
    static float x[N];
    for (int i = 0; i < N; i++) x[i] = ws_rand_f32(-4.0f, 4.0f);
    float *dX = (float *)ws_buffer("x", sizeof x, WS_IN, x);
    float *dY1 = (float *)ws_buffer("y1", sizeof x, WS_OUT, NULL);
    float *dY2 = (float *)ws_buffer("y2", sizeof x, WS_OUT, NULL);
    dim3 block(256, 1, 1), grid((N + 255) / 256, 1, 1);
    ws_launch("fir_const", grid, block, 0);
    ws_p_buf(dX); ws_p_buf(dY1); ws_p_i32(N); ws_p_i32(1);
    fir_const<<<grid, block>>>(dX, dY1, N, 1);
    ws_after_launch();
    ws_launch("fir_const", grid, block, 0);
    ws_p_buf(dX); ws_p_buf(dY2); ws_p_i32(N); ws_p_i32(3);
    fir_const<<<grid, block>>>(dX, dY2, N, 3);
    ws_after_launch();
    return ws_finish();
}
#endif
