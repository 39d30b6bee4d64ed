// conformance case atom_f32_generic_dn: the body below
// written by tests/conformance/gen.py; the SASS it is for and how the output
// is compared are in expect.txt beside this file.
__global__ void conf_atom_f32_generic_dn(const float *__restrict__ a, const float *__restrict__ b,
                     const float *__restrict__ c, float *__restrict__ o, float p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float x = a[i];
    float y = b[i];
    float z = c[i];
    (void)x; (void)y; (void)z; (void)p;
    __shared__ float sh[128];
    int t = threadIdx.x;
    float zz = __uint_as_float(__float_as_uint(z) & ((t & 4) ? 0x807fffffu : 0xffffffffu));
    float xx = __uint_as_float(__float_as_uint(x) & ((t & 2) ? 0x807fffffu : 0xffffffffu));
    sh[t] = zz;
    o[i] = zz;
    __syncthreads();
    float *ptr = (t & 1) ? &o[i] : &sh[t ^ 2];
    float r;
    asm volatile("atom.add.f32 %0, [%1], %2;" : "=f"(r) : "l"(ptr), "f"(xx) : "memory");
    __syncthreads();
    o[i] = (t & 1) ? o[i] : sh[t];
    (void)r;
}

#ifdef WARPSCOPE_HARNESS
#include "../../../../samples/harness.h"
#include <string.h>
static const unsigned edge_f32[] = { 0x00000000u, 0x80000000u, 0x3f800000u, 0xbf800000u, 0x00000001u, 0x807fffffu, 0x00800000u, 0x7f7fffffu, 0xff7fffffu, 0x7f800000u, 0xff800000u, 0x7fc12345u, 0x7f812345u, 0xffc00001u, 0x3f000000u, 0x3fc00000u, 0x4b800001u, 0x3f800001u, 0xc0200000u, 0x4effffffu };
#define N 512
#define NE 20

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    static float ha[N];
    static float hb[N];
    static float hc[N];
    for (int i = 0; i < N; i++) {
        unsigned v;
        if (i < NE * NE) v = edge_f32[i % NE];
        else if (i & 1) v = ws_rand_u32();
        else { v = (0x3f800000u + ((unsigned)ws_rand_u32() >> (9))) ^ ((unsigned)(ws_rand_u32() & 1) << 31); v += (unsigned)(ws_rand_u32() % 40) << 23; v -= (unsigned)20 << 23; }
        memcpy(&ha[i], &v, sizeof v);
    }
    for (int i = 0; i < N; i++) {
        unsigned v;
        if (i < NE * NE) v = edge_f32[(i / NE) % NE];
        else if (i & 1) v = ws_rand_u32();
        else { v = (0x3f800000u + ((unsigned)ws_rand_u32() >> (9))) ^ ((unsigned)(ws_rand_u32() & 1) << 31); v += (unsigned)(ws_rand_u32() % 40) << 23; v -= (unsigned)20 << 23; }
        memcpy(&hb[i], &v, sizeof v);
    }
    for (int i = 0; i < N; i++) {
        unsigned v;
        if (i < NE * NE) v = edge_f32[(i * 7 + 3) % NE];
        else if (i & 1) v = ws_rand_u32();
        else { v = (0x3f800000u + ((unsigned)ws_rand_u32() >> (9))) ^ ((unsigned)(ws_rand_u32() & 1) << 31); v += (unsigned)(ws_rand_u32() % 40) << 23; v -= (unsigned)20 << 23; }
        memcpy(&hc[i], &v, sizeof v);
    }
    float *da = (float *)ws_buffer("a", sizeof ha, WS_IN, ha);
    float *db = (float *)ws_buffer("b", sizeof hb, WS_IN, hb);
    float *dc = (float *)ws_buffer("c", sizeof hc, WS_IN, hc);
    float *dout = (float *)ws_buffer("o", N * sizeof(float), WS_OUT, NULL);
    float p = 1.3f;
    dim3 block(128, 1, 1), grid(N / 128, 1, 1);
    ws_launch("conf_atom_f32_generic_dn", grid, block, 0);
    ws_p_buf(da); ws_p_buf(db); ws_p_buf(dc); ws_p_buf(dout); ws_p_f32(p); ws_p_i32(N);
    conf_atom_f32_generic_dn<<<grid, block>>>(da, db, dc, dout, p, N);
    ws_after_launch();
    ws_compare("o", "f32", "bits-nan", "exactly rounded; NaN payloads differ between the ISAs");
    return ws_finish();
}
#endif
