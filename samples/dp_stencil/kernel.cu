// dp_stencil: double-precision kernels. dp_stencil1d applies a 5-point
// 1D stencil with a shared-memory tile and halo (DMUL/DFMA/DADD, 64-bit
// LDS/STS); boundary points use one-sided weights (divergent branch).
// dp_axpy_dot computes y = a*x + y and accumulates dot(x, y_new) per block
// with a shared-memory tree reduction, writing one partial per block (no
// atomics, so the result is deterministic). No double division, so no
// CALL to a division subroutine. Deterministic.
#define DBLOCK 128
#define R 2

__global__ void dp_stencil1d(const double *__restrict__ in, double *__restrict__ out, int n,
                             double w0, double w1, double w2)
{
    __shared__ double s[DBLOCK + 2 * R];
    int g = blockIdx.x * DBLOCK + threadIdx.x;
    int l = threadIdx.x + R;
    s[l] = g < n ? in[g] : 0.0;
    if (threadIdx.x < R) {
        int gl = g - R, gr = g + DBLOCK;
        s[l - R] = gl >= 0 ? in[gl] : 0.0;
        s[l + DBLOCK] = gr < n ? in[gr] : 0.0;
    }
    __syncthreads();
    if (g >= n) return;
    double v;
    if (g < R || g >= n - R)
        v = (w0 + 2.0 * (w1 + w2)) * s[l];                  // boundary: keep mass
    else
        v = w0 * s[l] + w1 * (s[l - 1] + s[l + 1]) + w2 * (s[l - 2] + s[l + 2]);
    out[g] = v;
}

__global__ void dp_axpy_dot(const double *__restrict__ x, double *__restrict__ y,
                            double *__restrict__ partial, int n, double a)
{
    __shared__ double s[DBLOCK];
    int i = blockIdx.x * DBLOCK + threadIdx.x;
    double d = 0.0;
    if (i < n) {
        double xv = x[i];
        double yv = fma(a, xv, y[i]);
        y[i] = yv;
        d = xv * yv;
    }
    s[threadIdx.x] = d;
    __syncthreads();
    for (int off = DBLOCK / 2; off > 0; off >>= 1) {
        if (threadIdx.x < off) s[threadIdx.x] += s[threadIdx.x + off];
        __syncthreads();
    }
    if (threadIdx.x == 0) partial[blockIdx.x] = s[0];
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int n = 5003;
    const int nb = (n + DBLOCK - 1) / DBLOCK;
    static double u[n], x[n], y[n];
    for (int i = 0; i < n; i++) u[i] = ws_rand_f64(-1.0, 1.0);
    for (int i = 0; i < n; i++) x[i] = ws_rand_f64(-3.0, 3.0);
    for (int i = 0; i < n; i++) y[i] = ws_rand_f64(-3.0, 3.0);
    double *dU = (double *)ws_buffer("u", sizeof u, WS_IN, u);
    double *dV = (double *)ws_buffer("v", sizeof u, WS_OUT, NULL);
    double *dX = (double *)ws_buffer("x", sizeof x, WS_IN, x);
    double *dY = (double *)ws_buffer("y", sizeof y, WS_INOUT, y);
    double *dP = (double *)ws_buffer("partial", nb * sizeof(double), WS_OUT, NULL);
    double w0 = 0.5, w1 = 0.2, w2 = 0.05, a = -0.375;
    dim3 block(DBLOCK, 1, 1), grid(nb, 1, 1);
    ws_launch("dp_stencil1d", grid, block, 0);
    ws_p_buf(dU); ws_p_buf(dV); ws_p_i32(n); ws_p_f64(w0); ws_p_f64(w1); ws_p_f64(w2);
    dp_stencil1d<<<grid, block>>>(dU, dV, n, w0, w1, w2);
    ws_after_launch();
    ws_launch("dp_axpy_dot", grid, block, 0);
    ws_p_buf(dX); ws_p_buf(dY); ws_p_buf(dP); ws_p_i32(n); ws_p_f64(a);
    dp_axpy_dot<<<grid, block>>>(dX, dY, dP, n, a);
    ws_after_launch();
    return ws_finish();
}
#endif
