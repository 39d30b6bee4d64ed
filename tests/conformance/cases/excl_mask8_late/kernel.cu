// conformance case excl_mask8_late: the body below
// written by tests/conformance/gen.py; the SASS it is for and how the output
// is compared are in expect.txt beside this file.
__global__ void conf_excl_mask8_late(const unsigned *__restrict__ a, const unsigned *__restrict__ b,
                     const unsigned *__restrict__ c, unsigned *__restrict__ o, unsigned p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned x = a[i];
    unsigned y = b[i];
    unsigned z = c[i];
    (void)x; (void)y; (void)z; (void)p;
    unsigned l = threadIdx.x & 31u; if (l < 8u) { o[i] = x * 3u; } else { unsigned m = 0xffu << (l & 24u); o[i] = __reduce_add_sync(m, x) ^ (__ballot_sync(m, y & 1u) << 4) ^ z; }
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
    ws_launch("conf_excl_mask8_late", grid, block, 0);
    ws_p_buf(da); ws_p_buf(db); ws_p_buf(dc); ws_p_buf(dout); ws_p_u32(p); ws_p_i32(N);
    conf_excl_mask8_late<<<grid, block>>>(da, db, dc, dout, p, N);
    ws_after_launch();
    ws_compare("o", "u32", "exact", "integer or exactly rounded result");
    return ws_finish();
}
#endif
