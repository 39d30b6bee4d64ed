// smem_atomics: every kind of shared-memory atomic a block-level histogram
// or reduction uses.  Per block: a 64-bin count (atomicAdd(&s[i], 1) with
// the result unused: ATOMS.POPC.INC.32 on a scaled index [R.X4]), float and
// double sums (atomicAdd on shared float/double: the compare-and-swap loops
// nvcc builds, ATOMS.CAST.SPIN), min/max/and/or/xor, an atomicInc ring
// counter, atomicExch, atomicCAS claiming a slot, and an atomicAdd whose old
// value each thread keeps (ATOMS.ADD with a result).  The float and double
// inputs are small multiples of 1/8, so every order of the additions gives
// the same exact sum: the output is deterministic.
#define BINS 64

__global__ void smem_atomics(const int *__restrict__ keys, const float *__restrict__ vals,
                             int n, unsigned int *__restrict__ hist, float *__restrict__ fsum,
                             double *__restrict__ dsum, int *__restrict__ ints,
                             unsigned int *__restrict__ tickets)
{
    __shared__ unsigned int s_hist[BINS];
    __shared__ float s_fsum[4];
    __shared__ double s_dsum;
    __shared__ int s_min, s_max, s_and, s_or, s_xor, s_claim, s_exch;
    __shared__ unsigned int s_ring, s_count;
    int tid = threadIdx.x;
    for (int b = tid; b < BINS; b += blockDim.x)
        s_hist[b] = 0;
    if (tid < 4)
        s_fsum[tid] = 0.0f;
    if (tid == 0) {
        s_dsum = 0.0;
        s_min = 0x7fffffff;
        s_max = -0x7fffffff - 1;
        s_and = -1;
        s_or = 0;
        s_xor = 0;
        s_claim = -1;
        s_exch = 0;
        s_ring = 0;
        s_count = 0;
    }
    __syncthreads();
    int i = blockIdx.x * blockDim.x + tid;
    unsigned int ticket = 0xffffffffu;
    if (i < n) {
        int k = keys[i];
        float v = vals[i];
        atomicAdd(&s_hist[k & (BINS - 1)], 1u);
        atomicAdd(&s_fsum[k & 3], v);
        atomicAdd(&s_dsum, (double)v * 0.5);
        atomicMin(&s_min, k);
        atomicMax(&s_max, k);
        atomicAnd(&s_and, k | 0x10);
        atomicOr(&s_or, k & 0x0f0f);
        atomicXor(&s_xor, k);
        atomicInc(&s_ring, 7u);             /* wraps 0..7 */
        atomicCAS(&s_claim, -1, tid);       /* the first thread wins; the value is not kept */
        atomicExch(&s_exch, 1);
        ticket = atomicAdd(&s_count, 1u);   /* kept: a permutation of 0..active-1 */
    }
    __syncthreads();
    if (i < n)
        tickets[i] = ticket < blockDim.x ? 1u : 0u;    /* order-free check of the tickets */
    for (int b = tid; b < BINS; b += blockDim.x)
        hist[blockIdx.x * BINS + b] = s_hist[b];
    if (tid < 4)
        fsum[blockIdx.x * 4 + tid] = s_fsum[tid];
    if (tid == 0) {
        dsum[blockIdx.x] = s_dsum;
        int *o = ints + blockIdx.x * 10;
        o[0] = s_min;
        o[1] = s_max;
        o[2] = s_and;
        o[3] = s_or;
        o[4] = s_xor;
        o[5] = s_claim >= 0;                /* who won depends on the order */
        o[6] = s_exch;
        o[7] = (int)s_ring;
        o[8] = (int)s_count;
        o[9] = 0;
    }
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    enum { N = 1000, THREADS = 128, BLOCKS = (N + THREADS - 1) / THREADS };
    static int keys[N];
    static float vals[N];
    for (int i = 0; i < N; i++) {
        keys[i] = (int)ws_rand_below(100000) - 50000;
        vals[i] = (float)((int)ws_rand_below(64) - 32) * 0.125f;   /* exact in any order */
    }
    int *dK = (int *)ws_buffer("keys", sizeof keys, WS_IN, keys);
    float *dV = (float *)ws_buffer("vals", sizeof vals, WS_IN, vals);
    unsigned int *dH = (unsigned int *)ws_buffer("hist", 4 * BINS * BLOCKS, WS_OUT, NULL);
    float *dF = (float *)ws_buffer("fsum", 4 * 4 * BLOCKS, WS_OUT, NULL);
    double *dD = (double *)ws_buffer("dsum", 8 * BLOCKS, WS_OUT, NULL);
    int *dI = (int *)ws_buffer("ints", 4 * 10 * BLOCKS, WS_OUT, NULL);
    unsigned int *dT = (unsigned int *)ws_buffer("tickets", 4 * N, WS_OUT, NULL);
    dim3 block(THREADS, 1, 1), grid(BLOCKS, 1, 1);
    ws_launch("smem_atomics", grid, block, 0);
    ws_p_buf(dK); ws_p_buf(dV); ws_p_i32(N); ws_p_buf(dH); ws_p_buf(dF); ws_p_buf(dD);
    ws_p_buf(dI); ws_p_buf(dT);
    ws_compare("fsum", "f32", "exact", "multiples of 1/8 summed exactly in any order");
    ws_compare("dsum", "f64", "exact", "multiples of 1/16 summed exactly in any order");
    ws_compare("ints", "i32", "exact", "min/max/and/or/xor/inc/exch results do not depend on order");
    smem_atomics<<<grid, block>>>(dK, dV, N, dH, dF, dD, dI, dT);
    ws_after_launch();
    return ws_finish();
}
#endif
