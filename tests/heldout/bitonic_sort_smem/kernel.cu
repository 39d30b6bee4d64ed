// bitonic_sort_smem: each block sorts a 512-element segment of unsigned
// keys in dynamic shared memory (extern __shared__) with a bitonic network:
// nested data-independent loops, XOR partner indices, a direction bit,
// compare-and-swap with min/max (IMNMX), BAR.SYNC between steps. Padding
// keys (0xffffffff) fill the partial last segment. 256 threads per block,
// two elements per thread. Deterministic.

__global__ void bitonic_sort_segments(unsigned *__restrict__ keys, int n)
{
    extern __shared__ unsigned sk[];
    const int seg = 2 * blockDim.x;
    int base = blockIdx.x * seg;
    for (int t = threadIdx.x; t < seg; t += blockDim.x)
        sk[t] = base + t < n ? keys[base + t] : 0xffffffffu;
    __syncthreads();

    for (int size = 2; size <= seg; size <<= 1) {
        for (int stride = size >> 1; stride > 0; stride >>= 1) {
            for (int t = threadIdx.x; t < seg; t += blockDim.x) {
                int partner = t ^ stride;
                if (partner > t) {
                    bool ascending = (t & size) == 0;
                    unsigned a = sk[t], b = sk[partner];
                    if ((a > b) == ascending) {
                        sk[t] = b;
                        sk[partner] = a;
                    }
                }
            }
            __syncthreads();
        }
    }

    for (int t = threadIdx.x; t < seg; t += blockDim.x)
        if (base + t < n)
            keys[base + t] = sk[t];
}

#ifdef WARPSCOPE_HARNESS
#include "../../../samples/harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int n = 3000;
    const int threads = 256, seg = 2 * threads;
    static unsigned k[n];
    for (int i = 0; i < n; i++) k[i] = ws_rand_u32() >> (i % 3 == 0 ? 20 : 0);
    unsigned *dK = (unsigned *)ws_buffer("keys", sizeof k, WS_INOUT, k);
    dim3 block(threads, 1, 1), grid((n + seg - 1) / seg, 1, 1);
    size_t shmem = seg * sizeof(unsigned);
    ws_launch("bitonic_sort_segments", grid, block, shmem);
    ws_p_buf(dK); ws_p_i32(n);
    bitonic_sort_segments<<<grid, block, shmem>>>(dK, n);
    ws_after_launch();
    return ws_finish();
}
#endif
