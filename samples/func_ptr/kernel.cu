// func_ptr: calls through function pointers. A __device__ table of four
// non-inlined device functions (initialised statically: relocations of
// the functions' addresses in the module's global data) is indexed per
// thread, so a warp calls several functions through one
// `CALL.REL.NOINC Rn` and every callee is a function of its own that keeps
// NVIDIA's calling convention (arguments in R4.., result in R4). One
// callee has a divergent loop with a break, so it needs a convergence
// barrier while the caller's may be live across the call (BMOV to save and
// restore it).

typedef float (*unop_t)(float, int);

__device__ __noinline__ float op_square(float v, int k) { return v * v + (float)(k & 3); }

__device__ __noinline__ float op_shift(float v, int k) { return v * 0.5f - (float)(k % 5); }

__device__ __noinline__ float op_clamp(float v, int k)
{
    float lo = -1.0f - (float)(k & 1), hi = 1.0f + (float)(k & 2);
    return fminf(fmaxf(v, lo), hi);
}

// Horner steps while the value stays small: a loop with a data-dependent
// break inside a callee.
__device__ __noinline__ float op_poly(float v, int k)
{
    float r = 0.0f;
    for (int j = 0; j < 4 + (k & 7); j++) {
        r = r * v + 0.5f * (float)j;
        if (fabsf(r) > 64.0f)
            break;
    }
    return r;
}

__device__ unop_t d_ops[4] = {op_square, op_shift, op_clamp, op_poly};

__global__ void apply_ops(const int *__restrict__ sel, const float *__restrict__ x,
                          float *__restrict__ y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float v = x[i];
    int s = sel[i];
    float r = 0.0f;
    for (int t = 0; t < 3; t++) {            // three calls, chained
        unop_t f = d_ops[(s >> (2 * t)) & 3];
        v = f(v, i + t);
        r += v;
        if (r > 1000.0f)
            break;
    }
    y[i] = r;
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    enum { N = 3000 };
    static int sel[N];
    static float x[N];
    for (int i = 0; i < N; i++) {
        sel[i] = (int)ws_rand_below(64);
        x[i] = ws_rand_f32(-3.0f, 3.0f);
    }
    int *dS = (int *)ws_buffer("sel", sizeof sel, WS_IN, sel);
    float *dX = (float *)ws_buffer("x", sizeof x, WS_IN, x);
    float *dY = (float *)ws_buffer("y", sizeof x, WS_OUT, NULL);
    dim3 block(128, 1, 1), grid((N + 127) / 128, 1, 1);
    ws_launch("apply_ops", grid, block, 0);
    ws_p_buf(dS); ws_p_buf(dX); ws_p_buf(dY); ws_p_i32(N);
    apply_ops<<<grid, block>>>(dS, dX, dY, N);
    ws_after_launch();
    return ws_finish();
}
#endif
