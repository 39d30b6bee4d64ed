// conformance case cg_group_call: the body below
// written by tests/conformance/gen.py; the SASS it is for and how the output
// is compared are in expect.txt beside this file.
#include <cooperative_groups.h>
__device__ __noinline__ unsigned tg_sum_call(cooperative_groups::thread_group g, unsigned *s, unsigned v)
{
    unsigned lane = g.thread_rank();
    for (unsigned k = g.size() / 2; k > 0; k /= 2) { s[lane] = v; g.sync(); if (lane < k) v += s[lane + k]; g.sync(); }
    return v;
}
__global__ void conf_cg_group_call(const unsigned *__restrict__ a, const unsigned *__restrict__ b,
                     const unsigned *__restrict__ c, unsigned *__restrict__ o, unsigned p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned x = a[i];
    unsigned y = b[i];
    unsigned z = c[i];
    (void)x; (void)y; (void)z; (void)p;
    __shared__ unsigned s[128];
    cooperative_groups::thread_block blk = cooperative_groups::this_thread_block();
    unsigned r = tg_sum_call(blk, s, x);
    blk.sync();
    cooperative_groups::thread_block_tile<16> t16 = cooperative_groups::tiled_partition<16>(blk);
    unsigned r2 = tg_sum_call(t16, s + (blk.thread_rank() - t16.thread_rank()), y);
    o[i] = r ^ (r2 << 1) ^ z;
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
    ws_launch("conf_cg_group_call", grid, block, 0);
    ws_p_buf(da); ws_p_buf(db); ws_p_buf(dc); ws_p_buf(dout); ws_p_u32(p); ws_p_i32(N);
    conf_cg_group_call<<<grid, block>>>(da, db, dc, dout, p, N);
    ws_after_launch();
    ws_compare("o", "u32", "exact", "integer or exactly rounded result");
    return ws_finish();
}
#endif
