// ieee_div: IEEE-correct single-precision division and square root (the
// nvcc defaults -prec-div=true -prec-sqrt=true). The fast path is an
// MUFU.RCP / MUFU.RSQ estimate refined with FFMAs; operands that need
// special handling (denormals, huge/tiny exponents, inf/nan, zero) branch
// to out-of-line subroutines reached with CALL.REL.NOINC and ending in RET
// (the __internal_*_slowpath functions in the SASS). Inputs include such
// operands so the slow paths really run. A divergent branch picks the
// operation per element. Deterministic.

__global__ void ieee_div(const float *__restrict__ a, const float *__restrict__ b,
                         float *__restrict__ q, float *__restrict__ r, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = a[i], y = b[i];
    float quot = x / y;                       // IEEE division
    float root;
    if (x >= 0.0f)
        root = sqrtf(x);                      // IEEE square root
    else
        root = -sqrtf(-x * y * y);
    q[i] = quot;
    r[i] = root;
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int n = 1500;
    static float a[n], b[n];
    for (int i = 0; i < n; i++) {
        a[i] = ws_rand_f32(-1000.0f, 1000.0f);
        b[i] = ws_rand_f32(-10.0f, 10.0f);
        switch (i % 17) {                    // operands that take the slow paths
        case 0: b[i] = 1.0e-39f; break;      // denormal divisor
        case 1: a[i] = 3.0e38f; b[i] = 1.0e-3f; break;   // overflow
        case 2: a[i] = 1.0e-40f; break;      // denormal dividend / sqrt arg
        case 3: b[i] = 0.0f; break;          // divide by zero
        case 4: a[i] = 1.0e-30f; b[i] = 1.0e30f; break; // underflow
        default: break;
        }
    }
    float *dA = (float *)ws_buffer("a", sizeof a, WS_IN, a);
    float *dB = (float *)ws_buffer("b", sizeof b, WS_IN, b);
    float *dQ = (float *)ws_buffer("q", sizeof a, WS_OUT, NULL);
    float *dR = (float *)ws_buffer("r", sizeof a, WS_OUT, NULL);
    dim3 block(128, 1, 1), grid((n + 127) / 128, 1, 1);
    ws_launch("ieee_div", grid, block, 0);
    ws_p_buf(dA); ws_p_buf(dB); ws_p_buf(dQ); ws_p_buf(dR); ws_p_i32(n);
    ieee_div<<<grid, block>>>(dA, dB, dQ, dR, n);
    ws_after_launch();
    return ws_finish();
}
#endif
