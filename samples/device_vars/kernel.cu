// device_vars: __device__ variables. A byte-to-value lookup table with a
// static initialiser and an initialised bias live in .nv.global.init; a hit
// counter and a block ticket live in .nv.global (zero). Each thread maps its
// byte through the table, counts the multiples of 3 with atomicAdd on the
// __device__ counter, and the last block to finish (ticket pattern with
// __threadfence) writes the count to the output and resets both counters,
// so the result is deterministic and the program can launch it again.
// The addresses of the variables reach the code through a constant bank
// (c[0x4][..] on sm_80-90) with relocations.
__device__ int lut[256] = {
#define R4(b) (b) * 7 + 1, (b + 1) * 7 + 1, (b + 2) * 7 + 1, (b + 3) * 7 + 1
#define R16(b) R4(b), R4(b + 4), R4(b + 8), R4(b + 12)
    R16(0), R16(16), R16(32), R16(48), R16(64), R16(80), R16(96), R16(112),
    R16(128), R16(144), R16(160), R16(176), R16(192), R16(208), R16(224), R16(240)
};
__device__ int bias = -100;
__device__ unsigned int hits;
__device__ unsigned int tickets;

__global__ void lut_count(const unsigned char *__restrict__ in, int *__restrict__ out,
                          unsigned int *__restrict__ count, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned char v = in[i];
        out[i] = lut[v] + bias;
        if (v % 3 == 0)
            atomicAdd(&hits, 1u);
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        __threadfence();
        unsigned int t = atomicAdd(&tickets, 1u);
        if (t == gridDim.x - 1) {
            *count = atomicAdd(&hits, 0u);
            hits = 0;
            tickets = 0;
        }
    }
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    enum { N = 3000 };
    static unsigned char in[N];
    for (int i = 0; i < N; i++) in[i] = (unsigned char)ws_rand_u32();
    unsigned char *dIn = (unsigned char *)ws_buffer("in", sizeof in, WS_IN, in);
    int *dOut = (int *)ws_buffer("out", N * sizeof(int), WS_OUT, NULL);
    unsigned *dCount = (unsigned *)ws_buffer("count", sizeof(unsigned), WS_OUT, NULL);
    dim3 block(128, 1, 1), grid((N + 127) / 128, 1, 1);
    ws_launch("lut_count", grid, block, 0);
    ws_p_buf(dIn); ws_p_buf(dOut); ws_p_buf(dCount); ws_p_i32(N);
    lut_count<<<grid, block>>>(dIn, dOut, dCount, N);
    ws_after_launch();
    return ws_finish();
}
#endif
