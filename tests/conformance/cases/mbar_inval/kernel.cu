// conformance case mbar_inval: the body below
// written by tests/conformance/gen.py; the SASS it is for and how the output
// is compared are in expect.txt beside this file.
__global__ void conf_mbar_inval(const unsigned *__restrict__ a, const unsigned *__restrict__ b,
                     const unsigned *__restrict__ c, unsigned *__restrict__ o, unsigned p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned x = a[i];
    unsigned y = b[i];
    unsigned z = c[i];
    (void)x; (void)y; (void)z; (void)p;
    __shared__ unsigned long long bar;
    __shared__ unsigned s[128];
    int t = threadIdx.x;
    unsigned ba = (unsigned)__cvta_generic_to_shared(&bar);
    if (t == 0)
    asm volatile("mbarrier.init.shared.b64 [%0], %1;" :: "r"(ba), "r"(blockDim.x) : "memory");
    __syncthreads();
    s[t] = x;
    asm volatile("mbarrier.arrive.shared.b64 _, [%0];" :: "r"(ba) : "memory");
    unsigned done;
    do {
    asm volatile("{ .reg .pred q; mbarrier.test_wait.parity.shared.b64 q, [%1], 0; selp.u32 %0, 1, 0, q; }" : "=r"(done) : "r"(ba) : "memory");
    } while (!done);
    unsigned v = s[(t + 1) & 127] + y;
    __syncthreads();
    if (t == 0)
    asm volatile("mbarrier.inval.shared.b64 [%0];" :: "r"(ba) : "memory");
    __syncthreads();
    if (t == 5)
    bar = ((unsigned long long)z << 29) ^ x;
    __syncthreads();
    o[i] = v ^ (unsigned)bar ^ (unsigned)(bar >> 32);
}

#ifdef WARPSCOPE_HARNESS
#include "../../../../samples/harness.h"
#include <string.h>
static const unsigned edge_u32[] = { 0u, 1u, 2u, 3u, 7u, 8u, 31u, 32u, 33u, 0xffu, 0x100u, 0xffffu, 0x10000u, 0x7fffffffu, 0x80000000u, 0x80000001u, 0xfffffffeu, 0xffffffffu, 0x12345678u, 0xdeadbeefu };
#define N 512
#define NE 20

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    static unsigned ha[N];
    static unsigned hb[N];
    static unsigned hc[N];
    for (int i = 0; i < N; i++) {
        unsigned v;
        if (i < NE * NE) v = (unsigned)edge_u32[i % NE];
        else v = ws_rand_u32() >> (ws_rand_u32() % 32);
        memcpy(&ha[i], &v, sizeof v);
    }
    for (int i = 0; i < N; i++) {
        unsigned v;
        if (i < NE * NE) v = (unsigned)edge_u32[(i / NE) % NE];
        else v = ws_rand_u32() >> (ws_rand_u32() % 32);
        memcpy(&hb[i], &v, sizeof v);
    }
    for (int i = 0; i < N; i++) {
        unsigned v;
        if (i < NE * NE) v = (unsigned)edge_u32[(i * 7 + 3) % NE];
        else v = ws_rand_u32() >> (ws_rand_u32() % 32);
        memcpy(&hc[i], &v, sizeof v);
    }
    unsigned *da = (unsigned *)ws_buffer("a", sizeof ha, WS_IN, ha);
    unsigned *db = (unsigned *)ws_buffer("b", sizeof hb, WS_IN, hb);
    unsigned *dc = (unsigned *)ws_buffer("c", sizeof hc, WS_IN, hc);
    unsigned *dout = (unsigned *)ws_buffer("o", N * sizeof(unsigned), WS_OUT, NULL);
    unsigned p = 0x9e3779b9u;
    dim3 block(128, 1, 1), grid(N / 128, 1, 1);
    ws_launch("conf_mbar_inval", grid, block, 0);
    ws_p_buf(da); ws_p_buf(db); ws_p_buf(dc); ws_p_buf(dout); ws_p_u32(p); ws_p_i32(N);
    conf_mbar_inval<<<grid, block>>>(da, db, dc, dout, p, N);
    ws_after_launch();
    ws_compare("o", "u32", "exact", "integer or exactly rounded result");
    return ws_finish();
}
#endif
