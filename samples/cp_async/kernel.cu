// cp_async: a two-stage cp.async pipeline (Ampere's asynchronous copies from
// global to shared memory, LDGSTS; __pipeline_commit is LDGDEPBAR and
// __pipeline_wait_prior(N) is DEPBAR.LE SB0, N).  Each block walks its tiles
// of `tile` floats: while tile t is summed from shared memory, tile t+1 is
// already on its way.  Copies of 16 bytes (float4), 8 bytes (a float2 of
// a second array) and 4 bytes (an int of a third), and zero-filled copies
// past the end of the data (the src-size operand of cp.async: 0 bytes read,
// 16 written as zeros).  out[i] = 2 * in[i] + the tile's last element (a
// zero-filled one in the last tile) +
// pair.x - pair.y + idx, so every copied byte shows in the output.
#include <cuda_pipeline.h>

#define TILE 256            /* floats per tile: 64 threads x one float4 */
#define THREADS 64

__global__ void pipeline_sum(const float4 *__restrict__ in, const float2 *__restrict__ pairs,
                             const int *__restrict__ idx, float *__restrict__ out, int n4,
                             int ntiles)
{
    __shared__ float4 buf[2][THREADS];
    __shared__ float2 pbuf[2][THREADS];
    __shared__ int ibuf[2][THREADS];
    int tid = threadIdx.x;
    int t = blockIdx.x;
    int stage = 0;
    /* prologue: the first tile */
    {
        int g = t * THREADS + tid;
        /* zfill: past the end, 0 source bytes and 16 zero bytes */
        __pipeline_memcpy_async(&buf[0][tid], &in[g < n4 ? g : 0], 16, g < n4 ? 0 : 16);
        __pipeline_memcpy_async(&pbuf[0][tid], &pairs[g < n4 ? g : 0], 8);
        __pipeline_memcpy_async(&ibuf[0][tid], &idx[g < n4 ? g : 0], 4);
        __pipeline_commit();
    }
    for (; t < ntiles; t += gridDim.x) {
        int next = t + gridDim.x;
        if (next < ntiles) {
            int g = next * THREADS + tid;
            __pipeline_memcpy_async(&buf[stage ^ 1][tid], &in[g < n4 ? g : 0], 16, g < n4 ? 0 : 16);
            __pipeline_memcpy_async(&pbuf[stage ^ 1][tid], &pairs[g < n4 ? g : 0], 8);
            __pipeline_memcpy_async(&ibuf[stage ^ 1][tid], &idx[g < n4 ? g : 0], 4);
        }
        __pipeline_commit();
        __pipeline_wait_prior(1);   /* the current tile has landed */
        __syncthreads();
        float4 v = buf[stage][tid];
        float last = buf[stage][THREADS - 1].w;   /* zero-filled in the last tile */
        float2 p = pbuf[stage][tid];
        float k = (float)ibuf[stage][tid];
        int g = t * THREADS + tid;
        if (g < n4) {
            float add = last + p.x - p.y + k;
            out[4 * g + 0] = 2.0f * v.x + add;
            out[4 * g + 1] = 2.0f * v.y + add;
            out[4 * g + 2] = 2.0f * v.z + add;
            out[4 * g + 3] = 2.0f * v.w + add;
        }
        __syncthreads();            /* the buffer is overwritten next round */
        stage ^= 1;
    }
    __pipeline_wait_prior(0);
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    enum { N4 = 1000, NTILES = (N4 + THREADS - 1) / THREADS };
    static float4 in[N4];
    static float2 pairs[N4];
    static int idx[N4];
    for (int i = 0; i < N4; i++) {
        in[i] = make_float4(ws_rand_f32(-4, 4), ws_rand_f32(-4, 4), ws_rand_f32(-4, 4),
                            ws_rand_f32(-4, 4));
        pairs[i] = make_float2(ws_rand_f32(-1, 1), ws_rand_f32(-1, 1));
        idx[i] = (int)ws_rand_below(100) - 50;
    }
    float4 *dIn = (float4 *)ws_buffer("in", sizeof in, WS_IN, in);
    float2 *dP = (float2 *)ws_buffer("pairs", sizeof pairs, WS_IN, pairs);
    int *dI = (int *)ws_buffer("idx", sizeof idx, WS_IN, idx);
    float *dOut = (float *)ws_buffer("out", sizeof(float) * 4 * N4, WS_OUT, NULL);
    dim3 block(THREADS, 1, 1), grid(5, 1, 1);
    ws_launch("pipeline_sum", grid, block, 0);
    ws_p_buf(dIn); ws_p_buf(dP); ws_p_buf(dI); ws_p_buf(dOut); ws_p_i32(N4); ws_p_i32(NTILES);
    ws_compare("out", "f32", "exact", "the same FFMA/FADD sequence on the same inputs");
    pipeline_sum<<<grid, block>>>(dIn, dP, dI, dOut, N4, NTILES);
    ws_after_launch();
    return ws_finish();
}
#endif
