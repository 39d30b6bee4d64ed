// spline_params: a piecewise-cubic spline over 10 unit segments whose 40
// coefficients (a, b, c, d of each segment) are passed as 40 separate float
// kernel parameters, with the knot origin and the inverse step: every
// coefficient is a constant-bank word (c[0x0][..] operands, ULDC into
// uniform registers) that a translation keeps in an SGPR, more of them than
// gfx1100's 106 SGPRs hold beside the predicates and uniform registers, so
// the translation spills SGPRs.  spline40 evaluates once (the coefficients
// are read outside any loop); spline40_iter feeds the result back `iters`
// times (the coefficients are read in a loop).
#define SEG_PARAMS(s) float a##s, float b##s, float c##s, float d##s
#define ALL_PARAMS                                                                         \
    SEG_PARAMS(0), SEG_PARAMS(1), SEG_PARAMS(2), SEG_PARAMS(3), SEG_PARAMS(4), SEG_PARAMS(5), \
        SEG_PARAMS(6), SEG_PARAMS(7), SEG_PARAMS(8), SEG_PARAMS(9)

// value of segment s at local coordinate u when t lies in [s, s + 1)
#define SEG(s)                                                            \
    {                                                                     \
        float u = t - (float)(s);                                         \
        if (u >= 0.0f && u < 1.0f)                                        \
            v = a##s + u * (b##s + u * (c##s + u * d##s));                \
    }
#define EVAL_ALL SEG(0) SEG(1) SEG(2) SEG(3) SEG(4) SEG(5) SEG(6) SEG(7) SEG(8) SEG(9)

__global__ void spline40(const float *__restrict__ x, float *__restrict__ y, int n, float x0,
                         float inv_h, ALL_PARAMS)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float t = (x[i] - x0) * inv_h;
    float v = 0.0f;             // outside [0, 10): 0
    EVAL_ALL
    y[i] = v;
}

__global__ void spline40_iter(const float *__restrict__ x, float *__restrict__ y, int n, int iters,
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
        // the next point: the fractional part of a scaled value, kept in [0, 10)
        float s = fabsf(v) * 7.0f + t * 0.5f + 0.25f;
        t = s - 10.0f * floorf(s * 0.1f);
    }
    y[i] = acc;
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    enum { N = 3000, NC = 40 };
    static float x[N];
    float c[NC];
    for (int i = 0; i < N; i++) x[i] = ws_rand_f32(-0.5f, 10.5f);
    for (int k = 0; k < NC; k++) c[k] = ws_rand_f32(-2.0f, 2.0f);
    float x0 = 0.0f, inv_h = 1.0f;
    float *dX = (float *)ws_buffer("x", sizeof x, WS_IN, x);
    float *dY1 = (float *)ws_buffer("y1", sizeof x, WS_OUT, NULL);
    float *dY2 = (float *)ws_buffer("y2", sizeof x, WS_OUT, NULL);
    dim3 block(128, 1, 1), grid((N + 127) / 128, 1, 1);
#define C40 c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8], c[9], c[10], c[11], c[12],  \
            c[13], c[14], c[15], c[16], c[17], c[18], c[19], c[20], c[21], c[22], c[23], c[24], \
            c[25], c[26], c[27], c[28], c[29], c[30], c[31], c[32], c[33], c[34], c[35], c[36], \
            c[37], c[38], c[39]
    ws_launch("spline40", grid, block, 0);
    ws_p_buf(dX); ws_p_buf(dY1); ws_p_i32(N); ws_p_f32(x0); ws_p_f32(inv_h);
    for (int k = 0; k < NC; k++) ws_p_f32(c[k]);
    spline40<<<grid, block>>>(dX, dY1, N, x0, inv_h, C40);
    ws_after_launch();
    const int iters = 6;
    ws_launch("spline40_iter", grid, block, 0);
    ws_p_buf(dX); ws_p_buf(dY2); ws_p_i32(N); ws_p_i32(iters); ws_p_f32(x0); ws_p_f32(inv_h);
    for (int k = 0; k < NC; k++) ws_p_f32(c[k]);
    spline40_iter<<<grid, block>>>(dX, dY2, N, iters, x0, inv_h, C40);
    ws_after_launch();
    return ws_finish();
}
#endif
