// conformance case ldc_bank3_u16: o[i] = ct16[x & 31] + ct16[(y >> 5) & 31] * 3u
// written by tests/conformance/gen.py; the SASS it is for and how the output
// is compared are in expect.txt beside this file.
__constant__ unsigned short ct16[32] = { 0x7f4au, 0x1d81u, 0xbbb8u, 0x59efu, 0xf826u, 0x965du, 0x3494u, 0xd2cbu, 0x7102u, 0x0f39u, 0xad70u, 0x4ba7u, 0xe9deu, 0x8815u, 0x264cu, 0xc483u, 0x62bau, 0x00f1u, 0x9f28u, 0x3d5fu, 0xdb96u, 0x79cdu, 0x1804u, 0xb63bu, 0x5472u, 0xf2a9u, 0x90e0u, 0x2f17u, 0xcd4eu, 0x6b85u, 0x09bcu, 0xa7f3u };
__constant__ signed char cts8[32] = { -117, -44, 29, 102, -81, -8, 65, -118, -45, 28, 101, -82, -9, 64, -119, -46, 27, 100, -83, -10, 63, -120, -47, 26, 99, -84, -11, 62, -121, -48, 25, 98 };
__constant__ unsigned long long ct64[16] = { 0x0123456789abcdefull, 0x9f5abf2108f64a04ull, 0x3d9238da8840c619ull, 0xdbc9b294078b422eull, 0x7a012c4d86d5be43ull, 0x1838a60706203a58ull, 0xb6701fc0856ab66dull, 0x54a7997a04b53282ull, 0xf2df133383ffae97ull, 0x91168ced034a2aacull, 0x2f4e06a68294a6c1ull, 0xcd85806001df22d6ull, 0x6bbcfa1981299eebull, 0x09f473d300741b00ull, 0xa82bed8c7fbe9715ull, 0x46636745ff09132aull };
__global__ void conf_ldc_bank3_u16(const unsigned *__restrict__ a, const unsigned *__restrict__ b,
                     const unsigned *__restrict__ c, unsigned *__restrict__ o, unsigned p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned x = a[i];
    unsigned y = b[i];
    unsigned z = c[i];
    (void)x; (void)y; (void)z; (void)p;
    o[i] = (unsigned)(ct16[x & 31] + ct16[(y >> 5) & 31] * 3u);
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
    ws_launch("conf_ldc_bank3_u16", grid, block, 0);
    ws_p_buf(da); ws_p_buf(db); ws_p_buf(dc); ws_p_buf(dout); ws_p_u32(p); ws_p_i32(N);
    conf_ldc_bank3_u16<<<grid, block>>>(da, db, dc, dout, p, N);
    ws_after_launch();
    ws_compare("o", "u32", "exact", "integer or exactly rounded result");
    return ws_finish();
}
#endif
