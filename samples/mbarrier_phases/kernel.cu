// mbarrier_phases: shared-memory mbarriers (PTX mbarrier.*, the barriers
// under cuda::barrier and cuda::pipeline) through inline PTX.
//  * token_rounds: one barrier for the whole block (expected count
//    blockDim.x, mbarrier.init by thread 0: on sm_90 a uniform branch,
//    VOTEU.ALL, and SYNCS.EXCH.64; on sm_80 a plain STS.64), then rounds
//    in which every thread writes a value to shared memory, arrives
//    (mbarrier.arrive: SYNCS.ARRIVE.TRANS64.A1T0 on sm_90,
//    ATOMS.ARRIVE.64 on sm_80) and waits with the state it got back until
//    the phase completes (mbarrier.try_wait on sm_90:
//    SYNCS.PHASECHK.TRANS64.TRYWAIT; mbarrier.test_wait on sm_80), then
//    reads another thread's value: a phase per round, the barrier reused.
//  * warp_arrivals: a barrier whose expected count is the number of warps:
//    lane 0 of each warp arrives, every thread waits on the token its
//    warp's lane 0 got (broadcast by a shuffle), with test_wait.
// Every output is deterministic.

__device__ __forceinline__ unsigned smem_addr(const void *p)
{
    return (unsigned)__cvta_generic_to_shared(p);
}

__device__ __forceinline__ void mb_init(unsigned long long *bar, unsigned count)
{
    asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(smem_addr(bar)), "r"(count) : "memory");
}

__device__ __forceinline__ unsigned long long mb_arrive(unsigned long long *bar)
{
    unsigned long long state;
    asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(state) : "r"(smem_addr(bar)) : "memory");
    return state;
}

__device__ __forceinline__ bool mb_test_wait(unsigned long long *bar, unsigned long long state)
{
    unsigned done;
    asm volatile("{\n\t.reg .pred p;\n\tmbarrier.test_wait.shared.b64 p, [%1], %2;\n\t"
                 "selp.u32 %0, 1, 0, p;\n\t}"
                 : "=r"(done) : "r"(smem_addr(bar)), "l"(state) : "memory");
    return done != 0;
}

__device__ __forceinline__ bool mb_try_wait(unsigned long long *bar, unsigned long long state)
{
#if __CUDA_ARCH__ >= 900
    unsigned done;
    asm volatile("{\n\t.reg .pred p;\n\tmbarrier.try_wait.shared.b64 p, [%1], %2;\n\t"
                 "selp.u32 %0, 1, 0, p;\n\t}"
                 : "=r"(done) : "r"(smem_addr(bar)), "l"(state) : "memory");
    return done != 0;
#else
    return mb_test_wait(bar, state);
#endif
}

__global__ void token_rounds(const int *__restrict__ in, int *__restrict__ out, int rounds)
{
    __shared__ unsigned long long bar;
    __shared__ int buf[2][256];
    int t = threadIdx.x, nt = blockDim.x;
    if (t == 0)
        mb_init(&bar, nt);
    __syncthreads();
    int v = in[blockIdx.x * nt + t];
    for (int r = 0; r < rounds; r++) {
        buf[r & 1][t] = v;
        unsigned long long st = mb_arrive(&bar);
        while (!mb_try_wait(&bar, st))
            ;
        v = v * 3 + buf[r & 1][(t + 1 + 7 * r) % nt];
    }
    out[blockIdx.x * nt + t] = v;
}

__global__ void warp_arrivals(const int *__restrict__ in, int *__restrict__ out, int rounds)
{
    __shared__ unsigned long long bar;
    __shared__ int wsum[2][32];
    int t = threadIdx.x, lane = t & 31, wid = t >> 5, nw = blockDim.x >> 5;
    if (t == 0)
        mb_init(&bar, nw);
    __syncthreads();
    int v = in[blockIdx.x * blockDim.x + t];
    for (int r = 0; r < rounds; r++) {
        int s = v;
        for (int o = 16; o; o >>= 1)
            s += __shfl_xor_sync(0xffffffffu, s, o);
        unsigned long long st = 0;
        if (lane == 0) {
            wsum[r & 1][wid] = s;
            st = mb_arrive(&bar);
        }
        st = __shfl_sync(0xffffffffu, st, 0);
        while (!mb_test_wait(&bar, st))
            ;
        v += wsum[r & 1][(wid + r + 1) % nw] + r;
    }
    out[blockIdx.x * blockDim.x + t] = v;
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int nb = 3, threads = 256, rounds = 6, n = nb * threads;
    static int x[n];
    for (int i = 0; i < n; i++) x[i] = (int)ws_rand_below(1000) - 500;
    int *dX = (int *)ws_buffer("x", sizeof x, WS_IN, x);
    int *dA = (int *)ws_buffer("tokens_out", sizeof x, WS_OUT, NULL);
    int *dB = (int *)ws_buffer("warps_out", sizeof x, WS_OUT, NULL);
    dim3 grid(nb, 1, 1), block(threads, 1, 1);

    ws_launch("token_rounds", grid, block, 0);
    ws_p_buf(dX); ws_p_buf(dA); ws_p_i32(rounds);
    token_rounds<<<grid, block>>>(dX, dA, rounds);
    ws_after_launch();

    ws_launch("warp_arrivals", grid, block, 0);
    ws_p_buf(dX); ws_p_buf(dB); ws_p_i32(rounds);
    warp_arrivals<<<grid, block>>>(dX, dB, rounds);
    ws_after_launch();
    return ws_finish();
}
#endif
