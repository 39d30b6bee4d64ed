// sync_bits: the sm_90 odds and ends of ordinary CUDA code.
//  * sobol_bits: a Sobol-style skip-ahead (x ^= dir[k] for every set bit k
//    of the index, as curand's skipahead does): the bit tests become R2P
//    (register bits to predicates, with a byte selector R0.B1) and SELs.
//  * named_bar: a named barrier whose id and thread count are registers
//    (inline PTX bar.sync id, count: BAR.SYNC.DEFER_BLOCKING Ra, Rb), with
//    count = blockDim.x, between shared-memory writes and reads; a guarded
//    __threadfence (@P MEMBAR.ALL.GPU, ERRBAR) before a flag store; a
//    guarded fmax of doubles (@P DSETP.MAX.AND); a signed 64-bit division
//    by 4 (LEA.HI with a carry-out).
//  * cluster_regs (sm_90): the cluster special registers on a launch
//    without clusters (%cluster_ctarank 0, %cluster_nctarank 1,
//    %clusterid = %ctaid, %cluster_ctaid 0, %cluster_nctaid 1,
//    %is_explicit_cluster 0, %nclusterid.x = %nctaid.x), and
//    griddepcontrol (ACQBULK, PREEXIT); sm_80 computes the same values
//    without them.
// Every output is deterministic.

__global__ void sobol_bits(const unsigned *__restrict__ dir, const unsigned *__restrict__ idx,
                           unsigned *__restrict__ out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned v = idx[i];
    unsigned x = 0;
#pragma unroll
    for (int k = 0; k < 16; k++)
        if (v & (1u << k))
            x ^= dir[k];
    out[i] = x;
}

__global__ void named_bar(const int *__restrict__ in, int *__restrict__ out,
                          long long *__restrict__ q, double *__restrict__ m,
                          const double *__restrict__ a, int *__restrict__ flag, int bar_id, int n)
{
    __shared__ int tile[256];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    tile[t] = i < n ? in[i] : 0;
    // a named barrier: id and count from registers
    asm volatile("bar.sync %0, %1;" ::"r"(bar_id), "r"((int)blockDim.x) : "memory");
    int j = (t + 1) % blockDim.x;
    if (i < n) {
        out[i] = tile[t] + 2 * tile[j];
        long long v = (long long)in[i] * 3000000007LL;
        q[i] = v / 4;
        double d = a[i], e = a[(i + 1) % n];
        if (tile[j] & 1)
            d = fmax(d, e * e) + e;
        m[i] = d;
    }
    if (t == 0) {
        out[n + blockIdx.x] = tile[blockDim.x - 1];
        __threadfence();
        flag[blockIdx.x] = 1;
    }
}

__global__ void cluster_regs(int *__restrict__ out)
{
    unsigned rank, nrank, cid, cctaid, cnctaid, expl, ncid, cnctaidy;
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.wait;" ::: "memory");
    asm("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
    asm("mov.u32 %0, %%cluster_nctarank;" : "=r"(nrank));
    asm("mov.u32 %0, %%clusterid.x;" : "=r"(cid));
    asm("mov.u32 %0, %%cluster_ctaid.x;" : "=r"(cctaid));
    asm("mov.u32 %0, %%cluster_nctaid.x;" : "=r"(cnctaid));
    asm("{ .reg .pred p; mov.pred p, %%is_explicit_cluster; selp.u32 %0, 1, 0, p; }" : "=r"(expl));
    asm("mov.u32 %0, %%nclusterid.x;" : "=r"(ncid));
    asm("mov.u32 %0, %%cluster_nctaid.y;" : "=r"(cnctaidy));
#else
    rank = 0; nrank = 1; cid = blockIdx.x; cctaid = 0; cnctaid = 1; expl = 0;
    ncid = gridDim.x; cnctaidy = 1;
#endif
    int o = (blockIdx.x * blockDim.x + threadIdx.x) * 8;
    out[o + 0] = rank;
    out[o + 1] = nrank;
    out[o + 2] = cid;
    out[o + 3] = cctaid;
    out[o + 4] = cnctaid;
    out[o + 5] = expl;
    out[o + 6] = ncid;
    out[o + 7] = cnctaidy;
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
#endif
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    enum { N = 3000, B = 128, G = (N + B - 1) / B };
    static unsigned dir[16], idx[N];
    for (int k = 0; k < 16; k++) dir[k] = ws_rand_u32();
    for (int i = 0; i < N; i++) idx[i] = ws_rand_u32() & 0xffffu;
    static int in[N];
    static double a[N];
    for (int i = 0; i < N; i++) in[i] = (int)ws_rand_u32();
    for (int i = 0; i < N; i++) a[i] = ws_rand_f64(-100.0, 100.0);
    // every buffer is created before the first launch (harness.h)
    unsigned *dDir = (unsigned *)ws_buffer("dir", sizeof dir, WS_IN, dir);
    unsigned *dIdx = (unsigned *)ws_buffer("idx", sizeof idx, WS_IN, idx);
    unsigned *dX = (unsigned *)ws_buffer("x", sizeof idx, WS_OUT, NULL);
    int *dIn = (int *)ws_buffer("in", sizeof in, WS_IN, in);
    int *dOut = (int *)ws_buffer("out", (N + G) * sizeof(int), WS_OUT, NULL);
    long long *dQ = (long long *)ws_buffer("q", N * sizeof(long long), WS_OUT, NULL);
    double *dM = (double *)ws_buffer("m", sizeof a, WS_OUT, NULL);
    double *dA = (double *)ws_buffer("a", sizeof a, WS_IN, a);
    int *dFlag = (int *)ws_buffer("flag", G * sizeof(int), WS_OUT, NULL);
    int *dC = (int *)ws_buffer("cl", 4 * 64 * 8 * sizeof(int), WS_OUT, NULL);

    ws_launch("sobol_bits", dim3(G), dim3(B), 0);
    ws_p_buf(dDir); ws_p_buf(dIdx); ws_p_buf(dX); ws_p_i32(N);
    sobol_bits<<<G, B>>>(dDir, dIdx, dX, N);
    ws_after_launch();

    ws_launch("named_bar", dim3(G), dim3(B), 0);
    ws_p_buf(dIn); ws_p_buf(dOut); ws_p_buf(dQ); ws_p_buf(dM); ws_p_buf(dA); ws_p_buf(dFlag);
    ws_p_i32(1); ws_p_i32(N);
    named_bar<<<G, B>>>(dIn, dOut, dQ, dM, dA, dFlag, 1, N);
    ws_after_launch();

    ws_launch("cluster_regs", dim3(4), dim3(64), 0);
    ws_p_buf(dC);
    cluster_regs<<<4, 64>>>(dC);
    ws_after_launch();
    return ws_finish();
}
#endif
