// conformance case hsetp2_pq: o[i] = asm("{ .reg .pred p, q; setp.lt.f16x2 p|q, %1, %2; selp.u32 %0, 1, 0, p; @q add.u32 %0, %0, 2; }" : "=r"(r) : "r"(x), "r"(y))
// written by tests/conformance/gen.py; the SASS it is for and how the output
// is compared are in expect.txt beside this file.
__global__ void conf_hsetp2_pq(const unsigned *__restrict__ a, const unsigned *__restrict__ b,
                     const unsigned *__restrict__ c, unsigned *__restrict__ o, unsigned p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned x = a[i];
    unsigned y = b[i];
    unsigned z = c[i];
    (void)x; (void)y; (void)z; (void)p;
    int r;
    asm("{ .reg .pred p, q; setp.lt.f16x2 p|q, %1, %2; selp.u32 %0, 1, 0, p; @q add.u32 %0, %0, 2; }" : "=r"(r) : "r"(x), "r"(y));
    o[i] = (unsigned)r;
}

#ifdef WARPSCOPE_HARNESS
#include "../../../../samples/harness.h"
#include <string.h>
static const unsigned edge_h2[] = { 0x00000000u, 0x80000000u, 0x3c00bc00u, 0xbc003c00u, 0x00010001u, 0x83ff03ffu, 0x04000400u, 0x7bfffbffu, 0x7c00fc00u, 0xfc007c00u, 0x7e017c01u, 0x7d017fffu, 0x38003e00u, 0x3c013bffu, 0x6c016bffu, 0x3555b555u, 0x00003c00u, 0x3c000000u, 0x5bffdbffu, 0x7fff7e00u };
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
        if (i < NE * NE) v = edge_h2[i % NE];
        else v = ws_rand_u32() & ((i & 1) ? 0xffffffffu : 0xbfffbfffu);
        memcpy(&ha[i], &v, sizeof v);
    }
    for (int i = 0; i < N; i++) {
        unsigned v;
        if (i < NE * NE) v = edge_h2[(i / NE) % NE];
        else v = ws_rand_u32() & ((i & 1) ? 0xffffffffu : 0xbfffbfffu);
        memcpy(&hb[i], &v, sizeof v);
    }
    for (int i = 0; i < N; i++) {
        unsigned v;
        if (i < NE * NE) v = edge_h2[(i * 7 + 3) % NE];
        else v = ws_rand_u32() & ((i & 1) ? 0xffffffffu : 0xbfffbfffu);
        memcpy(&hc[i], &v, sizeof v);
    }
    unsigned *da = (unsigned *)ws_buffer("a", sizeof ha, WS_IN, ha);
    unsigned *db = (unsigned *)ws_buffer("b", sizeof hb, WS_IN, hb);
    unsigned *dc = (unsigned *)ws_buffer("c", sizeof hc, WS_IN, hc);
    unsigned *dout = (unsigned *)ws_buffer("o", N * sizeof(unsigned), WS_OUT, NULL);
    unsigned p = 0x3c003800u;
    dim3 block(128, 1, 1), grid(N / 128, 1, 1);
    ws_launch("conf_hsetp2_pq", grid, block, 0);
    ws_p_buf(da); ws_p_buf(db); ws_p_buf(dc); ws_p_buf(dout); ws_p_u32(p); ws_p_i32(N);
    conf_hsetp2_pq<<<grid, block>>>(da, db, dc, dout, p, N);
    ws_after_launch();
    ws_compare("o", "u32", "exact", "integer or exactly rounded result");
    return ws_finish();
}
#endif
