// gemm_tiled: single-precision C = alpha*A*B + beta*C with 16x16 shared-memory
// tiles and a 2D thread block. Exercises LDS/STS tile loads, BAR.SYNC, an
// unrolled FFMA inner loop and bounds checks for partial tiles (M, N, K are
// not multiples of the tile size). Deterministic.
#define TILE 16

__global__ void gemm_tiled(const float *__restrict__ A, const float *__restrict__ B,
                           float *__restrict__ C, int M, int N, int K,
                           float alpha, float beta)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];

    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty;
    int col = blockIdx.x * TILE + tx;
    float acc = 0.0f;

    for (int k0 = 0; k0 < K; k0 += TILE) {
        int ka = k0 + tx;
        int kb = k0 + ty;
        As[ty][tx] = (row < M && ka < K) ? A[row * K + ka] : 0.0f;
        Bs[ty][tx] = (kb < K && col < N) ? B[kb * N + col] : 0.0f;
        __syncthreads();
#pragma unroll
        for (int k = 0; k < TILE; ++k)
            acc = fmaf(As[ty][k], Bs[k][tx], acc);
        __syncthreads();
    }

    if (row < M && col < N) {
        float c = C[row * N + col];
        C[row * N + col] = alpha * acc + beta * c;
    }
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int M = 75, N = 53, K = 41;
    static float a[M * K], b[K * N], c[M * N];
    for (int i = 0; i < M * K; i++) a[i] = ws_rand_f32(-1.0f, 1.0f);
    for (int i = 0; i < K * N; i++) b[i] = ws_rand_f32(-1.0f, 1.0f);
    for (int i = 0; i < M * N; i++) c[i] = ws_rand_f32(-1.0f, 1.0f);
    float *dA = (float *)ws_buffer("A", sizeof a, WS_IN, a);
    float *dB = (float *)ws_buffer("B", sizeof b, WS_IN, b);
    float *dC = (float *)ws_buffer("C", sizeof c, WS_INOUT, c);
    float alpha = 1.5f, beta = -0.25f;
    dim3 block(TILE, TILE, 1);
    dim3 grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE, 1);
    ws_launch("gemm_tiled", grid, block, 0);
    ws_p_buf(dA); ws_p_buf(dB); ws_p_buf(dC);
    ws_p_i32(M); ws_p_i32(N); ws_p_i32(K); ws_p_f32(alpha); ws_p_f32(beta);
    gemm_tiled<<<grid, block>>>(dA, dB, dC, M, N, K, alpha, beta);
    ws_after_launch();
    return ws_finish();
}
#endif
