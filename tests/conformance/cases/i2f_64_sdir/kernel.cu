// conformance case i2f_64_sdir: the body below
// written by tests/conformance/gen.py; the SASS it is for and how the output
// is compared are in expect.txt beside this file.
__global__ void conf_i2f_64_sdir(const long long *__restrict__ a, const long long *__restrict__ b,
                     const long long *__restrict__ c, unsigned long long *__restrict__ o, long long p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    long long x = a[i];
    long long y = b[i];
    long long z = c[i];
    (void)x; (void)y; (void)z; (void)p;
    float ru = __ll2float_ru(x), rd = __ll2float_rd(y); o[i] = ((unsigned long long)__float_as_uint(ru) << 32) | __float_as_uint(rd);
}

#ifdef WARPSCOPE_HARNESS
#include "../../../../samples/harness.h"
#include <string.h>
static const unsigned long long edge_i64[] = { 0x0ull, 0x1ull, 0xffffffffffffffffull, 0x8000000000000000ull, 0x7fffffffffffffffull, 0x8000000000000001ull, 0xfffffffffffffffeull, 0x0000000001000001ull, 0x0000000001000003ull, 0x8000008000000000ull, 0x8000018000000000ull, 0x7fffff8000000000ull, 0x0020000000000001ull, 0x0020000000000003ull, 0x8000000000000400ull, 0x8000000000000c00ull, 0xfffffffffffff800ull, 0xfffffffffffffc00ull, 0x00000000ffffffffull, 0xffffffff00000001ull };
#define N 512
#define NE 20

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    static long long ha[N];
    static long long hb[N];
    static long long hc[N];
    for (int i = 0; i < N; i++) {
        unsigned long long v;
        if (i < NE * NE) v = (unsigned long long)edge_i64[i % NE];
        else v = ((unsigned long long)ws_rand_u32() << 32 | ws_rand_u32()) >> (ws_rand_u32() % 64);
        memcpy(&ha[i], &v, sizeof v);
    }
    for (int i = 0; i < N; i++) {
        unsigned long long v;
        if (i < NE * NE) v = (unsigned long long)edge_i64[(i / NE) % NE];
        else v = ((unsigned long long)ws_rand_u32() << 32 | ws_rand_u32()) >> (ws_rand_u32() % 64);
        memcpy(&hb[i], &v, sizeof v);
    }
    for (int i = 0; i < N; i++) {
        unsigned long long v;
        if (i < NE * NE) v = (unsigned long long)edge_i64[(i * 7 + 3) % NE];
        else v = ((unsigned long long)ws_rand_u32() << 32 | ws_rand_u32()) >> (ws_rand_u32() % 64);
        memcpy(&hc[i], &v, sizeof v);
    }
    long long *da = (long long *)ws_buffer("a", sizeof ha, WS_IN, ha);
    long long *db = (long long *)ws_buffer("b", sizeof hb, WS_IN, hb);
    long long *dc = (long long *)ws_buffer("c", sizeof hc, WS_IN, hc);
    unsigned long long *dout = (unsigned long long *)ws_buffer("o", N * sizeof(unsigned long long), WS_OUT, NULL);
    long long p = -1234567890123ll;
    dim3 block(128, 1, 1), grid(N / 128, 1, 1);
    ws_launch("conf_i2f_64_sdir", grid, block, 0);
    ws_p_buf(da); ws_p_buf(db); ws_p_buf(dc); ws_p_buf(dout); ws_p_u64(p); ws_p_i32(N);
    conf_i2f_64_sdir<<<grid, block>>>(da, db, dc, dout, p, N);
    ws_after_launch();
    ws_compare("o", "u32", "exact", "integer or exactly rounded result");
    return ws_finish();
}
#endif
