// spline_wide: spline_params with 16 segments: 64 coefficients passed as
// 64 separate float kernel parameters (with the knot origin and inverse
// step, 69 parameters).  Every coefficient is a constant-bank word the
// translation holds in an SGPR; with the predicates and uniform registers
// they are more than gfx1100's 106 SGPRs even without a budget, so the
// translation spills SGPRs (to VGPR lanes where a loop reads them, from
// the kernarg segment where none does).  spline64 evaluates once;
// spline64_iter feeds the result back `iters` times.
#define SEG_PARAMS(s) float a##s, float b##s, float c##s, float d##s
#define ALL_PARAMS                                                                           \
    SEG_PARAMS(0), SEG_PARAMS(1), SEG_PARAMS(2), SEG_PARAMS(3), SEG_PARAMS(4), SEG_PARAMS(5),   \
        SEG_PARAMS(6), SEG_PARAMS(7), SEG_PARAMS(8), SEG_PARAMS(9), SEG_PARAMS(10),              \
        SEG_PARAMS(11), SEG_PARAMS(12), SEG_PARAMS(13), SEG_PARAMS(14), SEG_PARAMS(15)

// value of segment s at local coordinate u when t lies in [s, s + 1)
#define SEG(s)                                                            \
    {                                                                     \
        float u = t - (float)(s);                                         \
        if (u >= 0.0f && u < 1.0f)                                        \
            v = a##s + u * (b##s + u * (c##s + u * d##s));                \
    }
#define EVAL_ALL                                                                                \
    SEG(0) SEG(1) SEG(2) SEG(3) SEG(4) SEG(5) SEG(6) SEG(7) SEG(8) SEG(9) SEG(10) SEG(11) SEG(12) \
        SEG(13) SEG(14) SEG(15)

__global__ void spline64(const float *__restrict__ x, float *__restrict__ y, int n, float x0,
                         float inv_h, ALL_PARAMS)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float t = (x[i] - x0) * inv_h;
    float v = 0.0f;             // outside [0, 16): 0
    EVAL_ALL
    y[i] = v;
}

__global__ void spline64_iter(const float *__restrict__ x, float *__restrict__ y, int n, int iters,
                              float x0, float inv_h, ALL_PARAMS)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float t = (x[i] - x0) * inv_h;
    float acc = 0.0f;
#pragma unroll 1
    for (int k = 0; k < iters; k++) {
        float v = 0.0f;
        EVAL_ALL
        acc += v;
        // the next point: a scaled value wrapped into [0, 16)
        float s = fabsf(v) * 7.0f + t * 0.5f + 0.25f;
        t = s - 16.0f * floorf(s * 0.0625f);
    }
    y[i] = acc;
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    enum { N = 3000, NC = 64 };
    static float x[N];
    float c[NC];
    for (int i = 0; i < N; i++) x[i] = ws_rand_f32(-0.5f, 16.5f);
    for (int k = 0; k < NC; k++) c[k] = ws_rand_f32(-2.0f, 2.0f);
    float x0 = 0.0f, inv_h = 1.0f;
    float *dX = (float *)ws_buffer("x", sizeof x, WS_IN, x);
    float *dY1 = (float *)ws_buffer("y1", sizeof x, WS_OUT, NULL);
    float *dY2 = (float *)ws_buffer("y2", sizeof x, WS_OUT, NULL);
    dim3 block(128, 1, 1), grid((N + 127) / 128, 1, 1);
#define C16(b) c[b], c[b + 1], c[b + 2], c[b + 3], c[b + 4], c[b + 5], c[b + 6], c[b + 7],      \
               c[b + 8], c[b + 9], c[b + 10], c[b + 11], c[b + 12], c[b + 13], c[b + 14], c[b + 15]
#define C64 C16(0), C16(16), C16(32), C16(48)
    ws_launch("spline64", grid, block, 0);
    ws_p_buf(dX); ws_p_buf(dY1); ws_p_i32(N); ws_p_f32(x0); ws_p_f32(inv_h);
    for (int k = 0; k < NC; k++) ws_p_f32(c[k]);
    spline64<<<grid, block>>>(dX, dY1, N, x0, inv_h, C64);
    ws_after_launch();
    const int iters = 6;
    ws_launch("spline64_iter", grid, block, 0);
    ws_p_buf(dX); ws_p_buf(dY2); ws_p_i32(N); ws_p_i32(iters); ws_p_f32(x0); ws_p_f32(inv_h);
    for (int k = 0; k < NC; k++) ws_p_f32(c[k]);
    spline64_iter<<<grid, block>>>(dX, dY2, N, iters, x0, inv_h, C64);
    ws_after_launch();
    return ws_finish();
}
#endif
