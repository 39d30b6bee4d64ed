// conformance case lea_hi_neg_i: o[i] = (x / 32) - y
// written by tests/conformance/gen.py; the SASS it is for and how the output
// is compared are in expect.txt beside this file.
__global__ void conf_lea_hi_neg_i(const int *__restrict__ a, const int *__restrict__ b,
                     const int *__restrict__ c, int *__restrict__ o, int p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int x = a[i];
    int y = b[i];
    int z = c[i];
    (void)x; (void)y; (void)z; (void)p;
    o[i] = (int)((x / 32) - y);
}

#ifdef WARPSCOPE_HARNESS
#include "../../../../samples/harness.h"
#include <string.h>
static const int edge_i32[] = { 0, 1, -1, 2, -2, 3, 7, -8, 31, 32, 33, -33, 255, -256, 65536, 2147483647, -2147483647 - 1, 2147483646, -2147483647, 1000000007 };
#define N 512
#define NE 20

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    static int ha[N];
    static int hb[N];
    static int hc[N];
    for (int i = 0; i < N; i++) {
        unsigned v;
        if (i < NE * NE) v = (unsigned)edge_i32[i % NE];
        else v = ws_rand_u32() >> (ws_rand_u32() % 32);
        memcpy(&ha[i], &v, sizeof v);
    }
    for (int i = 0; i < N; i++) {
        unsigned v;
        if (i < NE * NE) v = (unsigned)edge_i32[(i / NE) % NE];
        else v = ws_rand_u32() >> (ws_rand_u32() % 32);
        memcpy(&hb[i], &v, sizeof v);
    }
    for (int i = 0; i < N; i++) {
        unsigned v;
        if (i < NE * NE) v = (unsigned)edge_i32[(i * 7 + 3) % NE];
        else v = ws_rand_u32() >> (ws_rand_u32() % 32);
        memcpy(&hc[i], &v, sizeof v);
    }
    int *da = (int *)ws_buffer("a", sizeof ha, WS_IN, ha);
    int *db = (int *)ws_buffer("b", sizeof hb, WS_IN, hb);
    int *dc = (int *)ws_buffer("c", sizeof hc, WS_IN, hc);
    int *dout = (int *)ws_buffer("o", N * sizeof(int), WS_OUT, NULL);
    int p = -12345;
    dim3 block(128, 1, 1), grid(N / 128, 1, 1);
    ws_launch("conf_lea_hi_neg_i", grid, block, 0);
    ws_p_buf(da); ws_p_buf(db); ws_p_buf(dc); ws_p_buf(dout); ws_p_i32(p); ws_p_i32(N);
    conf_lea_hi_neg_i<<<grid, block>>>(da, db, dc, dout, p, N);
    ws_after_launch();
    ws_compare("o", "i32", "exact", "integer or exactly rounded result");
    return ws_finish();
}
#endif
