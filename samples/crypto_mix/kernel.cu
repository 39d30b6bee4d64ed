// crypto_mix: integer bit mixing over an array of 4-word blocks.
// Each thread runs ChaCha-style quarter rounds (IADD3, LOP3 xor, SHF.L.W
// rotates from __funnelshift_l and from (x << r) | (x >> (32 - r))), a
// SHA-2 style choose/majority step (3-input LOP3), byte shuffles with
// __byte_perm (PRMT), and folds in __popc (POPC), __brev (BREV) and __clz
// (FLO). The round count is a kernel parameter, so the round loop is a real
// loop. Deterministic.

__device__ __forceinline__ unsigned rotl(unsigned x, int r)
{
    return __funnelshift_l(x, x, r);
}

__device__ __forceinline__ void quarter(unsigned &a, unsigned &b, unsigned &c, unsigned &d)
{
    a += b; d ^= a; d = __byte_perm(d, 0, 0x1032);      // rotate by 16 via PRMT
    c += d; b ^= c; b = rotl(b, 12);
    a += b; d ^= a; d = (d << 8) | (d >> 24);          // shift/or rotate
    c += d; b ^= c; b = rotl(b, 7);
}

__global__ void crypto_mix(const uint4 *__restrict__ in, uint4 *__restrict__ out,
                           unsigned *__restrict__ stats, int n, int rounds, unsigned key)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uint4 v = in[i];
    unsigned a = v.x ^ key, b = v.y, c = v.z ^ (unsigned)i, d = v.w + 0x9e3779b9u;

    for (int r = 0; r < rounds; ++r) {
        quarter(a, b, c, d);
        unsigned ch = (a & b) ^ (~a & c);                  // choose: LOP3
        unsigned maj = (a & b) ^ (a & c) ^ (b & c);        // majority: LOP3
        d ^= ch + rotl(maj, r & 31);
        b = __byte_perm(b, d, 0x5140);                     // interleave bytes
        if (r & 1)
            a ^= __brev(c);
        else
            c ^= (unsigned)__clz(a | 1u) * 0x01010101u;
    }

    out[i] = make_uint4(a, b, c, d);
    unsigned bits = __popc(a) + __popc(b) + __popc(c) + __popc(d);
    stats[i] = bits | ((unsigned)__ffs(a) << 8) | (__byte_perm(d, c, 0x7362) & 0xffff0000u);
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int n = 3001;
    static uint4 x[n];
    for (int i = 0; i < n; i++) {
        x[i].x = ws_rand_u32(); x[i].y = ws_rand_u32();
        x[i].z = ws_rand_u32(); x[i].w = ws_rand_u32();
    }
    uint4 *dIn = (uint4 *)ws_buffer("in", sizeof x, WS_IN, x);
    uint4 *dOut = (uint4 *)ws_buffer("out", sizeof x, WS_OUT, NULL);
    unsigned *dS = (unsigned *)ws_buffer("stats", n * sizeof(unsigned), WS_OUT, NULL);
    int rounds = 10;
    unsigned key = 0xdeadbeefu;
    dim3 block(128, 1, 1), grid((n + 127) / 128, 1, 1);
    ws_launch("crypto_mix", grid, block, 0);
    ws_p_buf(dIn); ws_p_buf(dOut); ws_p_buf(dS); ws_p_i32(n); ws_p_i32(rounds); ws_p_u32(key);
    crypto_mix<<<grid, block>>>(dIn, dOut, dS, n, rounds, key);
    ws_after_launch();
    return ws_finish();
}
#endif
