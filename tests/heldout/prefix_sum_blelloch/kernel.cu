// prefix_sum_blelloch: work-efficient exclusive scan (Blelloch) of unsigned
// values within 1024-element segments in shared memory: up-sweep and
// down-sweep loops with strided index arithmetic, bank-conflict padding
// (index + (index >> 5)), BAR.SYNC every level. 512 threads per block, two
// elements each; the last segment is partial. Segment totals are written
// out. Deterministic.
#define SEG 1024
#define PAD(i) ((i) + ((i) >> 5))

__global__ void blelloch_scan(const unsigned *__restrict__ in, unsigned *__restrict__ out,
                              unsigned *__restrict__ totals, int n)
{
    __shared__ unsigned s[PAD(SEG - 1) + 1];
    int base = blockIdx.x * SEG;
    int t = threadIdx.x;
    int ia = t, ib = t + SEG / 2;
    s[PAD(ia)] = base + ia < n ? in[base + ia] : 0u;
    s[PAD(ib)] = base + ib < n ? in[base + ib] : 0u;

    int offset = 1;
    for (int d = SEG >> 1; d > 0; d >>= 1) {           // up-sweep
        __syncthreads();
        if (t < d) {
            int a = offset * (2 * t + 1) - 1;
            int b = offset * (2 * t + 2) - 1;
            s[PAD(b)] += s[PAD(a)];
        }
        offset <<= 1;
    }
    if (t == 0) {
        totals[blockIdx.x] = s[PAD(SEG - 1)];
        s[PAD(SEG - 1)] = 0u;
    }
    for (int d = 1; d < SEG; d <<= 1) {                // down-sweep
        offset >>= 1;
        __syncthreads();
        if (t < d) {
            int a = offset * (2 * t + 1) - 1;
            int b = offset * (2 * t + 2) - 1;
            unsigned v = s[PAD(a)];
            s[PAD(a)] = s[PAD(b)];
            s[PAD(b)] += v;
        }
    }
    __syncthreads();
    if (base + ia < n) out[base + ia] = s[PAD(ia)];
    if (base + ib < n) out[base + ib] = s[PAD(ib)];
}

#ifdef WARPSCOPE_HARNESS
#include "../../../samples/harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int n = 5000;
    const int nseg = (n + SEG - 1) / SEG;
    static unsigned x[n];
    for (int i = 0; i < n; i++) x[i] = ws_rand_below(1000);
    unsigned *dX = (unsigned *)ws_buffer("in", sizeof x, WS_IN, x);
    unsigned *dY = (unsigned *)ws_buffer("out", sizeof x, WS_OUT, NULL);
    unsigned *dT = (unsigned *)ws_buffer("totals", nseg * sizeof(unsigned), WS_OUT, NULL);
    dim3 block(SEG / 2, 1, 1), grid(nseg, 1, 1);
    ws_launch("blelloch_scan", grid, block, 0);
    ws_p_buf(dX); ws_p_buf(dY); ws_p_buf(dT); ws_p_i32(n);
    blelloch_scan<<<grid, block>>>(dX, dY, dT, n);
    ws_after_launch();
    return ws_finish();
}
#endif
