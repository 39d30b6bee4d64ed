// histogram_smem: 256-bin byte histogram. Each block clears a shared-memory
// histogram, counts its bytes with atomicAdd on shared memory (ATOMS.ADD),
// reading four bytes per 32-bit load and extracting them with shifts, then
// merges non-zero bins into the global histogram with atomicAdd (RED.E.ADD).
// Integer atomics only, so the result is deterministic.
#define NBINS 256

__global__ void histogram_smem(const unsigned int *__restrict__ data, int nwords,
                               int tail_bytes, unsigned int *__restrict__ hist)
{
    __shared__ unsigned int sh[NBINS];
    for (int b = threadIdx.x; b < NBINS; b += blockDim.x)
        sh[b] = 0;
    __syncthreads();

    int stride = gridDim.x * blockDim.x;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < nwords; i += stride) {
        unsigned int w = data[i];
        // the last word may be partially valid
        int nb = (i == nwords - 1 && tail_bytes > 0) ? tail_bytes : 4;
        atomicAdd(&sh[w & 0xffu], 1u);
        if (nb > 1) atomicAdd(&sh[(w >> 8) & 0xffu], 1u);
        if (nb > 2) atomicAdd(&sh[(w >> 16) & 0xffu], 1u);
        if (nb > 3) atomicAdd(&sh[w >> 24], 1u);
    }
    __syncthreads();

    for (int b = threadIdx.x; b < NBINS; b += blockDim.x) {
        unsigned int c = sh[b];
        if (c != 0)
            atomicAdd(&hist[b], c);
    }
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int nbytes = 100003;
    const int nwords = (nbytes + 3) / 4;
    const int tail = nbytes % 4;
    static unsigned int data[nwords];
    for (int i = 0; i < nwords; i++) {
        // skewed distribution: many small bytes, so bins collide
        unsigned int r = ws_rand_u32();
        data[i] = (i % 3 == 0) ? (r & 0x0f0f0f0fu) : r;
    }
    unsigned int *dD = (unsigned int *)ws_buffer("data", sizeof data, WS_IN, data);
    unsigned int *dH = (unsigned int *)ws_buffer("hist", NBINS * 4, WS_OUT, NULL);
    dim3 block(192, 1, 1), grid(24, 1, 1);
    ws_launch("histogram_smem", grid, block, 0);
    ws_p_buf(dD); ws_p_i32(nwords); ws_p_i32(tail); ws_p_buf(dH);
    histogram_smem<<<grid, block>>>(dD, nwords, tail, dH);
    ws_after_launch();
    return ws_finish();
}
#endif
