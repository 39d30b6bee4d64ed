// conformance case u_sub64: o[i] = x + (threadIdx.x < (unsigned)((p - ((unsigned long long)blockDim.x << 32 | gridDim.x)) >> 40) ? y : z)
// written by tests/conformance/gen.py; the SASS it is for and how the output
// is compared are in expect.txt beside this file.
__global__ void conf_u_sub64(const unsigned long long *__restrict__ a, const unsigned long long *__restrict__ b,
                     const unsigned long long *__restrict__ c, unsigned long long *__restrict__ o, unsigned long long p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned long long x = a[i];
    unsigned long long y = b[i];
    unsigned long long z = c[i];
    (void)x; (void)y; (void)z; (void)p;
    o[i] = (unsigned long long)(x + (threadIdx.x < (unsigned)((p - ((unsigned long long)blockDim.x << 32 | gridDim.x)) >> 40) ? y : z));
}

#ifdef WARPSCOPE_HARNESS
#include "../../../../samples/harness.h"
#include <string.h>
static const unsigned long long edge_u64[] = { 0ull, 1ull, 2ull, 3ull, 7ull, 8ull, 31ull, 32ull, 33ull, 0xffull, 0x100ull, 0xffffull, 0x10000ull, 0x7fffffffull, 0x80000000ull, 0x80000001ull, 0xfffffffeull, 0xffffffffull, 0x12345678ull, 0xdeadbeefull };
#define N 512
#define NE 20

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    static unsigned long long ha[N];
    static unsigned long long hb[N];
    static unsigned long long hc[N];
    for (int i = 0; i < N; i++) {
        unsigned long long v;
        if (i < NE * NE) v = (unsigned long long)edge_u64[i % NE];
        else v = ((unsigned long long)ws_rand_u32() << 32 | ws_rand_u32()) >> (ws_rand_u32() % 64);
        memcpy(&ha[i], &v, sizeof v);
    }
    for (int i = 0; i < N; i++) {
        unsigned long long v;
        if (i < NE * NE) v = (unsigned long long)edge_u64[(i / NE) % NE];
        else v = ((unsigned long long)ws_rand_u32() << 32 | ws_rand_u32()) >> (ws_rand_u32() % 64);
        memcpy(&hb[i], &v, sizeof v);
    }
    for (int i = 0; i < N; i++) {
        unsigned long long v;
        if (i < NE * NE) v = (unsigned long long)edge_u64[(i * 7 + 3) % NE];
        else v = ((unsigned long long)ws_rand_u32() << 32 | ws_rand_u32()) >> (ws_rand_u32() % 64);
        memcpy(&hc[i], &v, sizeof v);
    }
    unsigned long long *da = (unsigned long long *)ws_buffer("a", sizeof ha, WS_IN, ha);
    unsigned long long *db = (unsigned long long *)ws_buffer("b", sizeof hb, WS_IN, hb);
    unsigned long long *dc = (unsigned long long *)ws_buffer("c", sizeof hc, WS_IN, hc);
    unsigned long long *dout = (unsigned long long *)ws_buffer("o", N * sizeof(unsigned long long), WS_OUT, NULL);
    unsigned long long p = 0x9e3779b97f4a7c15ull;
    dim3 block(128, 1, 1), grid(N / 128, 1, 1);
    ws_launch("conf_u_sub64", grid, block, 0);
    ws_p_buf(da); ws_p_buf(db); ws_p_buf(dc); ws_p_buf(dout); ws_p_u64(p); ws_p_i32(N);
    conf_u_sub64<<<grid, block>>>(da, db, dc, dout, p, N);
    ws_after_launch();
    ws_compare("o", "u32", "exact", "integer or exactly rounded result");
    return ws_finish();
}
#endif
