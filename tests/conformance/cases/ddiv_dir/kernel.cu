// conformance case ddiv_dir: o[i] = __ddiv_ru(x, y) + __ddiv_rd(y, z) * 0.0
// written by tests/conformance/gen.py; the SASS it is for and how the output
// is compared are in expect.txt beside this file.
__global__ void conf_ddiv_dir(const double *__restrict__ a, const double *__restrict__ b,
                     const double *__restrict__ c, double *__restrict__ o, double p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    double x = a[i];
    double y = b[i];
    double z = c[i];
    (void)x; (void)y; (void)z; (void)p;
    o[i] = (double)(__ddiv_ru(x, y) + __ddiv_rd(y, z) * 0.0);
}

#ifdef WARPSCOPE_HARNESS
#include "../../../../samples/harness.h"
#include <string.h>
static const unsigned long long edge_f64[] = { 0x0000000000000000ull, 0x8000000000000000ull, 0x3ff0000000000000ull, 0xbff0000000000000ull, 0x0000000000000001ull, 0x000fffffffffffffull, 0x0010000000000000ull, 0x7fefffffffffffffull, 0x7ff0000000000000ull, 0xfff0000000000000ull, 0x7ff8000000012345ull, 0x7ff0000000012345ull, 0x3fe0000000000000ull, 0x3ff8000000000000ull, 0x4340000000000001ull, 0x3ff0000000000001ull, 0xc004000000000000ull, 0x41dfffffffc00000ull, 0x3e7ad7f29abcaf48ull, 0xc1e0000000000000ull };
#define N 512
#define NE 20

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    static double ha[N];
    static double hb[N];
    static double hc[N];
    for (int i = 0; i < N; i++) {
        unsigned long long v;
        if (i < NE * NE) v = edge_f64[i % NE];
        else if (i & 1) v = ((unsigned long long)ws_rand_u32() << 32 | ws_rand_u32());
        else { v = (0x3ff0000000000000ull + ((unsigned long long)((unsigned long long)ws_rand_u32() << 32 | ws_rand_u32()) >> (12))) ^ ((unsigned long long)(ws_rand_u32() & 1) << 63); v += (unsigned long long)(ws_rand_u32() % 40) << 52; v -= (unsigned long long)20 << 52; }
        memcpy(&ha[i], &v, sizeof v);
    }
    for (int i = 0; i < N; i++) {
        unsigned long long v;
        if (i < NE * NE) v = edge_f64[(i / NE) % NE];
        else if (i & 1) v = ((unsigned long long)ws_rand_u32() << 32 | ws_rand_u32());
        else { v = (0x3ff0000000000000ull + ((unsigned long long)((unsigned long long)ws_rand_u32() << 32 | ws_rand_u32()) >> (12))) ^ ((unsigned long long)(ws_rand_u32() & 1) << 63); v += (unsigned long long)(ws_rand_u32() % 40) << 52; v -= (unsigned long long)20 << 52; }
        memcpy(&hb[i], &v, sizeof v);
    }
    for (int i = 0; i < N; i++) {
        unsigned long long v;
        if (i < NE * NE) v = edge_f64[(i * 7 + 3) % NE];
        else if (i & 1) v = ((unsigned long long)ws_rand_u32() << 32 | ws_rand_u32());
        else { v = (0x3ff0000000000000ull + ((unsigned long long)((unsigned long long)ws_rand_u32() << 32 | ws_rand_u32()) >> (12))) ^ ((unsigned long long)(ws_rand_u32() & 1) << 63); v += (unsigned long long)(ws_rand_u32() % 40) << 52; v -= (unsigned long long)20 << 52; }
        memcpy(&hc[i], &v, sizeof v);
    }
    double *da = (double *)ws_buffer("a", sizeof ha, WS_IN, ha);
    double *db = (double *)ws_buffer("b", sizeof hb, WS_IN, hb);
    double *dc = (double *)ws_buffer("c", sizeof hc, WS_IN, hc);
    double *dout = (double *)ws_buffer("o", N * sizeof(double), WS_OUT, NULL);
    double p = 0.7;
    dim3 block(128, 1, 1), grid(N / 128, 1, 1);
    ws_launch("conf_ddiv_dir", grid, block, 0);
    ws_p_buf(da); ws_p_buf(db); ws_p_buf(dc); ws_p_buf(dout); ws_p_f64(p); ws_p_i32(N);
    conf_ddiv_dir<<<grid, block>>>(da, db, dc, dout, p, N);
    ws_after_launch();
    ws_compare("o", "f64", "bits-nan", "exactly rounded; NaN payloads differ between the ISAs");
    return ws_finish();
}
#endif
