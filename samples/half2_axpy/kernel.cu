// half2_axpy: packed half-precision arithmetic with cuda_fp16.h.
// half2_axpy: y = a*x + y on half2 pairs (HFMA2), then a clamp to
// [-lim, lim] with __hmax2/__hmin2 (HMNMX2). half2_mul_add: z = (x+y)*w
// via __hadd2 (HADD2) then __hmul2 (HMUL2; add-then-multiply cannot be
// fused into an HFMA2), with a scalar half tail for an odd element count. Scalars arrive as float and are converted with
// __float2half2_rn (F2F / F2FP). Deterministic.
#include <cuda_fp16.h>

__global__ void half2_axpy(const __half2 *__restrict__ x, __half2 *__restrict__ y,
                           int n2, float a, float lim)
{
    __half2 a2 = __float2half2_rn(a);
    __half2 hi = __float2half2_rn(lim);
    __half2 lo = __hneg2(hi);
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n2; i += gridDim.x * blockDim.x) {
        __half2 r = __hfma2(a2, x[i], y[i]);
        y[i] = __hmin2(__hmax2(r, lo), hi);
    }
}

__global__ void half2_mul_add(const __half *__restrict__ x, const __half *__restrict__ y,
                              const __half *__restrict__ w, __half *__restrict__ z, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int n2 = n / 2;
    if (i < n2) {
        __half2 xv = reinterpret_cast<const __half2 *>(x)[i];
        __half2 yv = reinterpret_cast<const __half2 *>(y)[i];
        __half2 wv = reinterpret_cast<const __half2 *>(w)[i];
        __half2 r = __hmul2(__hadd2(xv, yv), wv);
        reinterpret_cast<__half2 *>(z)[i] = r;
    } else if (i == n2 && (n & 1)) {
        int k = n - 1;                           // odd tail element
        z[k] = __hmul(__hadd(x[k], y[k]), w[k]);
    }
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int n = 4099;                 // odd
    const int n2 = 2048;                // half2 pairs for axpy
    static __half x[n], y[n], w[n], xa[2 * n2], ya[2 * n2];
    for (int i = 0; i < n; i++) {
        x[i] = __float2half(ws_rand_f32(-4.0f, 4.0f));
        y[i] = __float2half(ws_rand_f32(-4.0f, 4.0f));
        w[i] = __float2half(ws_rand_f32(-2.0f, 2.0f));
    }
    for (int i = 0; i < 2 * n2; i++) {
        xa[i] = __float2half(ws_rand_f32(-8.0f, 8.0f));
        ya[i] = __float2half(ws_rand_f32(-8.0f, 8.0f));
    }
    __half2 *dXa = (__half2 *)ws_buffer("xa", sizeof xa, WS_IN, xa);
    __half2 *dYa = (__half2 *)ws_buffer("ya", sizeof ya, WS_INOUT, ya);
    __half *dX = (__half *)ws_buffer("x", sizeof x, WS_IN, x);
    __half *dY = (__half *)ws_buffer("y", sizeof y, WS_IN, y);
    __half *dW = (__half *)ws_buffer("w", sizeof w, WS_IN, w);
    __half *dZ = (__half *)ws_buffer("z", sizeof x, WS_OUT, NULL);
    float a = 1.75f, lim = 12.0f;
    dim3 b1(128, 1, 1), g1(5, 1, 1);
    ws_launch("half2_axpy", g1, b1, 0);
    ws_p_buf(dXa); ws_p_buf(dYa); ws_p_i32(n2); ws_p_f32(a); ws_p_f32(lim);
    half2_axpy<<<g1, b1>>>(dXa, dYa, n2, a, lim);
    ws_after_launch();
    dim3 b2(256, 1, 1), g2((n / 2 + 1 + 255) / 256, 1, 1);
    ws_launch("half2_mul_add", g2, b2, 0);
    ws_p_buf(dX); ws_p_buf(dY); ws_p_buf(dW); ws_p_buf(dZ); ws_p_i32(n);
    half2_mul_add<<<g2, b2>>>(dX, dY, dW, dZ, n);
    ws_after_launch();
    return ws_finish();
}
#endif
