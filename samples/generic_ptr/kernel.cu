// generic_ptr: loads and stores through generic pointers, which may point
// into global or shared memory, decided at run time (LD.E / ST.E without an
// address space, QSPC.E.S for __isShared); clock64() (CS2R
// SR_CLOCKLO) and __threadfence_block() (MEMBAR) on the way.  Each block
// stages its slice of `in` in shared memory; odd threads then read through a
// pointer into shared memory, even threads through one into global memory,
// in a device function that is not inlined, so that only the generic
// address says where the data is.
#define THREADS 128

__device__ __noinline__ float sum3(const float *p)
{
    return p[0] + 2.0f * p[1] + 4.0f * p[2];
}

__device__ __noinline__ void bump(float *p, float s)
{
    if (__isShared(p))
        *p = *p * s;
    else
        *p = *p + s;
}

__global__ void generic_ptr(const float *__restrict__ in, float *__restrict__ out,
                            float *__restrict__ scratch, int *__restrict__ where, int n)
{
    __shared__ float tile[THREADS + 2];
    int tid = threadIdx.x;
    int g = blockIdx.x * THREADS + tid;
    long long t0 = clock64();
    tile[tid] = g < n ? in[g] : 0.0f;
    if (tid < 2)
        tile[THREADS + tid] = g + THREADS < n ? in[g + THREADS] : 0.0f;
    __syncthreads();
    if (g + 2 >= n)
        return;
    const float *src = (tid & 1) ? &tile[tid] : &in[g];
    float r = sum3(src);
    float *dst = (tid & 2) ? &tile[tid] : &scratch[g];
    if (!(tid & 2))
        scratch[g] = in[g];
    __syncthreads();
    bump(dst, 3.0f);
    __threadfence_block();
    r += *dst;
    where[g] = (__isShared(src) ? 1 : 0) | (__isShared(dst) ? 2 : 0);
    long long t1 = clock64();
    out[g] = t1 >= t0 ? r : -1.0f;          /* the clock does not run backwards */
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    enum { N = 1000 };
    static float in[N];
    for (int i = 0; i < N; i++)
        in[i] = ws_rand_f32(-8, 8);
    float *dIn = (float *)ws_buffer("in", sizeof in, WS_IN, in);
    float *dOut = (float *)ws_buffer("out", sizeof in, WS_OUT, NULL);
    float *dS = (float *)ws_buffer("scratch", sizeof in, WS_OUT, NULL);
    int *dW = (int *)ws_buffer("where", sizeof(int) * N, WS_OUT, NULL);
    dim3 block(THREADS, 1, 1), grid((N + THREADS - 1) / THREADS, 1, 1);
    ws_launch("generic_ptr", grid, block, 0);
    ws_p_buf(dIn); ws_p_buf(dOut); ws_p_buf(dS); ws_p_buf(dW); ws_p_i32(N);
    ws_compare("out", "f32", "exact", "the same FFMA/FADD/FMUL sequence on the same inputs");
    ws_compare("scratch", "f32", "exact", "a copy plus one FADD");
    ws_compare("where", "i32", "exact", "address-space tests");
    generic_ptr<<<grid, block>>>(dIn, dOut, dS, dW, N);
    ws_after_launch();
    return ws_finish();
}
#endif
