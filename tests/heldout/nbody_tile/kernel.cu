// nbody_tile: all-pairs gravitational acceleration with shared-memory
// tiling. Positions/masses are float4 (128-bit LDG/LDS), the inverse
// distance uses rsqrtf (MUFU.RSQ), the tile loop is partially unrolled,
// and the last tile is partial (n not a multiple of the block size).
// Deterministic (fixed summation order per body).
#define NB_BLOCK 128

__global__ void nbody_accel(const float4 *__restrict__ pos, float4 *__restrict__ accel,
                            int n, float softening2)
{
    __shared__ float4 tile[NB_BLOCK];
    int i = blockIdx.x * NB_BLOCK + threadIdx.x;
    float4 pi = i < n ? pos[i] : make_float4(0.f, 0.f, 0.f, 0.f);
    float ax = 0.f, ay = 0.f, az = 0.f;

    for (int base = 0; base < n; base += NB_BLOCK) {
        int j = base + threadIdx.x;
        tile[threadIdx.x] = j < n ? pos[j] : make_float4(0.f, 0.f, 0.f, 0.f);
        __syncthreads();
        int cnt = min(NB_BLOCK, n - base);
#pragma unroll 4
        for (int k = 0; k < cnt; ++k) {
            float4 pj = tile[k];
            float dx = pj.x - pi.x, dy = pj.y - pi.y, dz = pj.z - pi.z;
            float r2 = fmaf(dx, dx, fmaf(dy, dy, fmaf(dz, dz, softening2)));
            float inv = rsqrtf(r2);
            float s = pj.w * inv * inv * inv;
            ax = fmaf(dx, s, ax);
            ay = fmaf(dy, s, ay);
            az = fmaf(dz, s, az);
        }
        __syncthreads();
    }
    if (i < n)
        accel[i] = make_float4(ax, ay, az, 0.f);
}

#ifdef WARPSCOPE_HARNESS
#include "../../../samples/harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int n = 1000;
    static float4 p[n];
    for (int i = 0; i < n; i++) {
        p[i].x = ws_rand_f32(-10.f, 10.f); p[i].y = ws_rand_f32(-10.f, 10.f);
        p[i].z = ws_rand_f32(-10.f, 10.f); p[i].w = ws_rand_f32(0.1f, 2.0f);
    }
    float4 *dP = (float4 *)ws_buffer("pos", sizeof p, WS_IN, p);
    float4 *dA = (float4 *)ws_buffer("accel", sizeof p, WS_OUT, NULL);
    float eps2 = 0.01f;
    dim3 block(NB_BLOCK, 1, 1), grid((n + NB_BLOCK - 1) / NB_BLOCK, 1, 1);
    ws_launch("nbody_accel", grid, block, 0);
    ws_p_buf(dP); ws_p_buf(dA); ws_p_i32(n); ws_p_f32(eps2);
    nbody_accel<<<grid, block>>>(dP, dA, n, eps2);
    ws_after_launch();
    return ws_finish();
}
#endif
