// recursive_walk: a recursive device function with a loop left by `break`,
// called from a loop with a break. A recursive callee is a real function
// of NVIDIA's calling convention: it saves the registers it uses on the
// local stack (STL/LDL) and the convergence barriers it reuses in
// registers (BMOV.32.CLEAR Rn, Bn before, BMOV.32 Bn, Rn after), and it
// returns through RET. The walk reads a table of 64 ints: a negative entry
// ends a loop, an odd one recurses (at most three levels deep).

__device__ __noinline__ int walk(const int *__restrict__ t, int v, int depth)
{
    int acc = 0;
    for (int k = 0; k < 8; k++) {
        int x = t[(v + k) & 63];
        if (x < 0)
            break;
        if (depth > 0 && (x & 1))
            acc += walk(t, x, depth - 1);
        acc += x;
    }
    return acc;
}

__global__ void recursive_walk(const int *__restrict__ t, int *__restrict__ out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int a = 0;
    for (int j = 0; j < 4; j++) {
        if (t[(i + j) & 63] == 7)
            break;
        a += walk(t, i + j, 3);
    }
    out[i] = a;
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    enum { N = 1000 };
    static int t[64];
    for (int k = 0; k < 64; k++)
        t[k] = ws_rand_below(8) == 0 ? -1 : (int)ws_rand_below(200);
    int *dT = (int *)ws_buffer("t", sizeof t, WS_IN, t);
    int *dO = (int *)ws_buffer("out", N * sizeof(int), WS_OUT, NULL);
    dim3 block(128, 1, 1), grid((N + 127) / 128, 1, 1);
    ws_launch("recursive_walk", grid, block, 0);
    ws_p_buf(dT); ws_p_buf(dO); ws_p_i32(N);
    recursive_walk<<<grid, block>>>(dT, dO, N);
    ws_after_launch();
    return ws_finish();
}
#endif
