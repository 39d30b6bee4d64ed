// big_unrolled: one deliberately large kernel (well over 10,000 SASS
// instructions) for exercising warpscope on big listings. Each thread
// loads a 16-word state and a 4x4 float matrix, then runs a fully unrolled
// (#pragma unroll) sequence of ChaCha-style double rounds (IADD3, LOP3,
// SHF.L.W, PRMT) with per-round constants, interleaved with a fully
// unrolled 4x4 register matrix multiply-accumulate (FFMA chains with
// many independent accumulators). The only loop left in the SASS is the
// grid-stride loop. Deterministic.
#define DOUBLE_ROUNDS 96
#define MAT_EVERY 4

#define QR(a, b, c, d)                                         \
    do {                                                       \
        a += b; d ^= a; d = __byte_perm(d, 0, 0x1032);         \
        c += d; b ^= c; b = __funnelshift_l(b, b, 12);         \
        a += b; d ^= a; d = __byte_perm(d, 0, 0x2103);         \
        c += d; b ^= c; b = __funnelshift_l(b, b, 7);          \
    } while (0)

__global__ void big_unrolled(const uint4 *__restrict__ seeds, const float4 *__restrict__ mats,
                             uint4 *__restrict__ out_state, float4 *__restrict__ out_mat,
                             int n, unsigned salt)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        unsigned s[16];
        float m[16], acc[16];
#pragma unroll
        for (int k = 0; k < 4; ++k) {
            uint4 v = seeds[4 * i + k];
            s[4 * k] = v.x; s[4 * k + 1] = v.y; s[4 * k + 2] = v.z; s[4 * k + 3] = v.w ^ salt;
            float4 f = mats[4 * i + k];
            m[4 * k] = f.x; m[4 * k + 1] = f.y; m[4 * k + 2] = f.z; m[4 * k + 3] = f.w;
            acc[4 * k] = f.x; acc[4 * k + 1] = f.y; acc[4 * k + 2] = f.z; acc[4 * k + 3] = f.w;
        }
#pragma unroll
        for (int r = 0; r < DOUBLE_ROUNDS; ++r) {
            s[0] += 0x9e3779b9u * (unsigned)(r + 1);
            s[5] ^= 0x85ebca6bu + (unsigned)r * 0x27d4eb2fu;
            QR(s[0], s[4], s[8], s[12]);
            QR(s[1], s[5], s[9], s[13]);
            QR(s[2], s[6], s[10], s[14]);
            QR(s[3], s[7], s[11], s[15]);
            QR(s[0], s[5], s[10], s[15]);
            QR(s[1], s[6], s[11], s[12]);
            QR(s[2], s[7], s[8], s[13]);
            QR(s[3], s[4], s[9], s[14]);
            if (r % MAT_EVERY == 0) {
                // acc = 0.5 * acc * m + c(s), fully unrolled 4x4x4
                float t[16];
#pragma unroll
                for (int p = 0; p < 4; ++p)
#pragma unroll
                    for (int q = 0; q < 4; ++q) {
                        float v = (float)(s[4 * p + q] >> 8) * 5.9604645e-8f; // [0,1)
#pragma unroll
                        for (int k = 0; k < 4; ++k)
                            v = fmaf(0.5f * acc[4 * p + k], m[4 * k + q], v);
                        t[4 * p + q] = v;
                    }
#pragma unroll
                for (int k = 0; k < 16; ++k)
                    acc[k] = t[k];
            }
        }
#pragma unroll
        for (int k = 0; k < 4; ++k) {
            out_state[4 * i + k] = make_uint4(s[4 * k], s[4 * k + 1], s[4 * k + 2], s[4 * k + 3]);
            out_mat[4 * i + k] = make_float4(acc[4 * k], acc[4 * k + 1], acc[4 * k + 2], acc[4 * k + 3]);
        }
    }
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int n = 1000;
    static uint4 seeds[4 * n];
    static float4 mats[4 * n];
    for (int i = 0; i < 4 * n; i++) {
        seeds[i].x = ws_rand_u32(); seeds[i].y = ws_rand_u32();
        seeds[i].z = ws_rand_u32(); seeds[i].w = ws_rand_u32();
        mats[i].x = ws_rand_f32(-1.0f, 1.0f); mats[i].y = ws_rand_f32(-1.0f, 1.0f);
        mats[i].z = ws_rand_f32(-1.0f, 1.0f); mats[i].w = ws_rand_f32(-1.0f, 1.0f);
    }
    uint4 *dS = (uint4 *)ws_buffer("seeds", sizeof seeds, WS_IN, seeds);
    float4 *dM = (float4 *)ws_buffer("mats", sizeof mats, WS_IN, mats);
    uint4 *dOS = (uint4 *)ws_buffer("out_state", sizeof seeds, WS_OUT, NULL);
    float4 *dOM = (float4 *)ws_buffer("out_mat", sizeof mats, WS_OUT, NULL);
    unsigned salt = 0x2545f491u;
    dim3 block(96, 1, 1), grid(7, 1, 1);      // grid-stride: 672 threads for 1000 items
    ws_launch("big_unrolled", grid, block, 0);
    ws_p_buf(dS); ws_p_buf(dM); ws_p_buf(dOS); ws_p_buf(dOM); ws_p_i32(n); ws_p_u32(salt);
    big_unrolled<<<grid, block>>>(dS, dM, dOS, dOM, n, salt);
    ws_after_launch();
    return ws_finish();
}
#endif
