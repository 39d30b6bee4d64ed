// recursive_deep: two mutually recursive __noinline__ device functions
// (each calls the other), so every call of theirs is a call between
// subroutines of NVIDIA's calling convention, with a depth that differs
// from thread to thread (up to 12 calls active at once), loops left by
// `break` and branches inside them: the lanes that take a call and the
// lanes that do not are at different depths of the same functions.

__device__ __noinline__ int odd_steps(const int *__restrict__ t, int v, int d);

__device__ __noinline__ int even_steps(const int *__restrict__ t, int v, int d)
{
    if (d <= 0)
        return v & 0xff;
    int x = t[(v + d) & 63];
    int r = (x & 1) ? odd_steps(t, x + v, d - 1) : (x >> 1);
    return r * 3 + x;
}

__device__ __noinline__ int odd_steps(const int *__restrict__ t, int v, int d)
{
    int acc = d;
    for (int k = 0; k < 3; k++) {
        int x = t[(v * 7 + k) & 63];
        if (x < 0)
            break;
        if (x % 3 == 0)
            acc += even_steps(t, x + k, d - 1);
        else
            acc ^= x;
    }
    return acc;
}

__global__ void recursive_deep(const int *__restrict__ t, int *__restrict__ out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int depth = (t[i & 63] & 0x7fff) % 12 + 1;
    out[i] = even_steps(t, i, depth);
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    enum { N = 777 };
    static int t[64];
    for (int k = 0; k < 64; k++)
        t[k] = ws_rand_below(10) == 0 ? -1 : (int)ws_rand_below(1000);
    int *dT = (int *)ws_buffer("t", sizeof t, WS_IN, t);
    int *dO = (int *)ws_buffer("out", N * sizeof(int), WS_OUT, NULL);
    dim3 block(96, 1, 1), grid((N + 95) / 96, 1, 1);
    ws_launch("recursive_deep", grid, block, 0);
    ws_p_buf(dT); ws_p_buf(dO); ws_p_i32(N);
    recursive_deep<<<grid, block>>>(dT, dO, N);
    ws_after_launch();
    return ws_finish();
}
#endif
