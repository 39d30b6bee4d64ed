// divmod_coords: integer division and remainder by values known only at run
// time. A flat index is split into four coordinates (b, h, t, d) with `/`
// and `%` by runtime extents and the element is moved to its permuted place
// (the layout change of attention kernels), and a second kernel divides
// arrays of 32-bit unsigned and signed values by arrays of divisors that
// include 1, powers of two and their neighbours, 0xffffffff and INT_MIN.
// nvcc compiles each `/` and `%` to its reciprocal sequence: I2F.U32.RP,
// MUFU.RCP, F2I.FTZ.U32.TRUNC, IMAD.HI.U32 with a 64-bit addend (the pair
// R(n):R(n+1)), IMAD, ISETP and the two corrections.
__global__ void permute_bhtd(const float *__restrict__ in, float *__restrict__ out,
                             int B, int T, int NH, int HS)
{
    int idx = blockIdx.x * blockDim.x + threadIdx.x;
    if (idx >= B * NH * T * HS)
        return;
    // in is laid out (B, T, NH, HS); out is (B, NH, T, HS)
    int b = idx / (NH * T * HS);
    int rest = idx % (NH * T * HS);
    int h = rest / (T * HS);
    rest = rest % (T * HS);
    int t = rest / HS;
    int d = rest % HS;
    out[idx] = in[b * T * NH * HS + t * NH * HS + h * HS + d];
}

__global__ void divmod_u32_i32(const unsigned *__restrict__ un, const unsigned *__restrict__ ud,
                               const int *__restrict__ sn, const int *__restrict__ sd,
                               unsigned *__restrict__ uq, unsigned *__restrict__ ur,
                               int *__restrict__ sq, int *__restrict__ sr, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned a = un[i], b = ud[i];
    uq[i] = a / b;
    ur[i] = a % b;
    int x = sn[i], y = sd[i];
    sq[i] = x / y;
    sr[i] = x % y;
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"
#include <limits.h>

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int B = 3, T = 37, NH = 5, HS = 24;   /* 13,320 elements: far past index 192 */
    const int total = B * T * NH * HS;
    static float in[B * T * NH * HS];
    for (int i = 0; i < total; i++) in[i] = (float)i;   /* the value names its place */
    enum { N = 4096 };
    static unsigned un[N], ud[N];
    static int sn[N], sd[N];
    static const unsigned uedge[] = { 0u, 1u, 2u, 3u, 7u, 8u, 9u, 31u, 32u, 33u, 255u, 256u,
        65535u, 65536u, 65537u, 0x7fffffffu, 0x80000000u, 0x80000001u, 0xfffffffeu, 0xffffffffu };
    static const int sedge[] = { 0, 1, -1, 2, -2, 3, -3, 7, -8, 64, -64, 1000, -1000,
        INT_MAX, INT_MIN, INT_MAX - 1, INT_MIN + 1 };
    const int nue = sizeof uedge / sizeof uedge[0], nse = sizeof sedge / sizeof sedge[0];
    for (int i = 0; i < N; i++) {
        /* numerators: edge values for the first rows, then random; divisors:
         * every edge value but 0 in turn, then random of every magnitude */
        un[i] = i < nue * nue ? uedge[i % nue] : ws_rand_u32();
        unsigned dv = i < nue * nue ? uedge[i / nue] : ws_rand_u32() >> ws_rand_below(32);
        ud[i] = dv ? dv : 1u;
        sn[i] = i < nse * nse ? sedge[i % nse] : (int)ws_rand_u32();
        int sv = i < nse * nse ? sedge[i / nse] : (int)(ws_rand_u32() >> ws_rand_below(32));
        if (ws_rand_below(2) && i >= nse * nse) sv = -sv;
        if (sv == 0) sv = 1;
        if (sn[i] == INT_MIN && sv == -1) sv = 1;   /* INT_MIN / -1 overflows (undefined) */
        sd[i] = sv;
    }
    float *dIn = (float *)ws_buffer("in", sizeof in, WS_IN, in);
    float *dOut = (float *)ws_buffer("out", sizeof in, WS_OUT, NULL);
    unsigned *dUn = (unsigned *)ws_buffer("un", sizeof un, WS_IN, un);
    unsigned *dUd = (unsigned *)ws_buffer("ud", sizeof ud, WS_IN, ud);
    int *dSn = (int *)ws_buffer("sn", sizeof sn, WS_IN, sn);
    int *dSd = (int *)ws_buffer("sd", sizeof sd, WS_IN, sd);
    unsigned *dUq = (unsigned *)ws_buffer("uq", sizeof un, WS_OUT, NULL);
    unsigned *dUr = (unsigned *)ws_buffer("ur", sizeof un, WS_OUT, NULL);
    int *dSq = (int *)ws_buffer("sq", sizeof sn, WS_OUT, NULL);
    int *dSr = (int *)ws_buffer("sr", sizeof sn, WS_OUT, NULL);
    dim3 block(128, 1, 1), grid((total + 127) / 128, 1, 1);
    ws_launch("permute_bhtd", grid, block, 0);
    ws_p_buf(dIn); ws_p_buf(dOut); ws_p_i32(B); ws_p_i32(T); ws_p_i32(NH); ws_p_i32(HS);
    permute_bhtd<<<grid, block>>>(dIn, dOut, B, T, NH, HS);
    ws_after_launch();
    dim3 g2((N + 127) / 128, 1, 1);
    ws_launch("divmod_u32_i32", g2, block, 0);
    ws_p_buf(dUn); ws_p_buf(dUd); ws_p_buf(dSn); ws_p_buf(dSd);
    ws_p_buf(dUq); ws_p_buf(dUr); ws_p_buf(dSq); ws_p_buf(dSr); ws_p_i32(N);
    divmod_u32_i32<<<g2, block>>>(dUn, dUd, dSn, dSd, dUq, dUr, dSq, dSr, N);
    ws_after_launch();
    return ws_finish();
}
#endif
