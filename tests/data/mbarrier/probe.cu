// probe.cu: listings of mbarrier and cooperative-groups forms beside the
// samples, and a run that reads the 64-bit mbarrier word and the states
// mbarrier.arrive returns on the GPU after init and after each arrival.
// Made on an H200 with CUDA 13.0:
//   nvcc -cubin -lineinfo -O3 -arch=sm_XX -diag-suppress 20054 -o sm_XX.cubin probe.cu
//   nvdisasm -c -g sm_XX.cubin > probe.sm_XX.nvdisasm.sass        (XX = 80, 90)
//   nvcc -O2 -arch=sm_90 -diag-suppress 20054 -o probe probe.cu && ./probe DIR
//     -> DIR/mb_words.txt
// (the plain loads of the word read 0 on the H200: only the states show
// the barrier's fields)
#include <cstdio>
#include <cstdint>
#include <cuda/barrier>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

__device__ __forceinline__ unsigned sa(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }

// raw words: init(count), then k arrivals by thread 0.. (one per thread), word after each
__global__ void mb_words(unsigned long long *words, unsigned long long *states, unsigned count, int k)
{
    __shared__ unsigned long long bar;
    if (threadIdx.x == 0) {
        asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(sa(&bar)), "r"(count) : "memory");
        words[0] = *(volatile unsigned long long *)&bar;
        for (int i = 0; i < k; i++) {
            unsigned long long st;
            asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(st) : "r"(sa(&bar)) : "memory");
            states[i] = st;
            words[i + 1] = *(volatile unsigned long long *)&bar;
        }
    }
}

__global__ void mb_forms(int *out, int rounds)
{
    __shared__ unsigned long long bar;
    __shared__ int v[256];
    if (threadIdx.x == 0)
        asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(sa(&bar)), "r"(blockDim.x) : "memory");
    __syncthreads();
    for (int r = 0; r < rounds; r++) {
        v[threadIdx.x] = r;
        unsigned done;
        asm volatile("mbarrier.arrive.shared.b64 _, [%0];" ::"r"(sa(&bar)) : "memory");
        do {
            asm volatile("{\n\t.reg .pred p;\n\tmbarrier.test_wait.parity.shared.b64 p, [%1], %2;\n\tselp.u32 %0, 1, 0, p;\n\t}"
                         : "=r"(done) : "r"(sa(&bar)), "r"(r & 1) : "memory");
        } while (!done);
        out[threadIdx.x] += v[(threadIdx.x + 1) % blockDim.x];
    }
    if (threadIdx.x & 1) {
        unsigned long long st;
        asm volatile("mbarrier.arrive_drop.shared.b64 %0, [%1];" : "=l"(st) : "r"(sa(&bar)) : "memory");
        out[0] = (int)st;
    }
    unsigned long long st2;
    asm volatile("mbarrier.arrive.noComplete.shared.b64 %0, [%1], 1;" : "=l"(st2) : "r"(sa(&bar)) : "memory");
    out[1] = (int)st2;
    unsigned pc;
    asm volatile("mbarrier.pending_count.b64 %0, %1;" : "=r"(pc) : "l"(st2));
    out[2] = pc;
    asm volatile("mbarrier.inval.shared.b64 [%0];" ::"r"(sa(&bar)) : "memory");
}

__global__ void cuda_barrier(const float *a, float *o)
{
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    if (threadIdx.x == 0) init(&bar, blockDim.x);
    __syncthreads();
    o[threadIdx.x] = a[threadIdx.x];
    bar.arrive_and_wait();
    o[threadIdx.x] += a[(threadIdx.x + 1) % blockDim.x];
    auto t = bar.arrive();
    bar.wait(std::move(t));
    bar.arrive_and_drop();
}

__global__ void cg_forms(const double *a, double *o)
{
    cg::grid_group g = cg::this_grid();
    cg::thread_block_tile<128> t = cg::tiled_partition<128>(cg::this_thread_block());
    double s = cg::reduce(t, a[g.thread_rank()], cg::plus<double>());
    auto tok = g.barrier_arrive();
    g.barrier_wait(std::move(tok));
    o[g.thread_rank()] = s + cg::inclusive_scan(t, a[g.thread_rank()]);
    g.sync();
    o[0] = g.is_valid();
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : ".";
    char path[4096];
    snprintf(path, sizeof path, "%s/mb_words.txt", dir);
    FILE *f = fopen(path, "w");
    if (!f) return 1;
    unsigned long long *dw, *ds;
    cudaMalloc(&dw, 64 * 8);
    cudaMalloc(&ds, 64 * 8);
    unsigned counts[] = { 1, 2, 3, 256, 1000 };
    for (unsigned c : counts) {
        int k = c < 8 ? (int)(2 * c + 1) : 3;
        cudaMemset(dw, 0, 64 * 8);
        cudaMemset(ds, 0, 64 * 8);
        mb_words<<<1, 32>>>(dw, ds, c, k);
        cudaError_t e = cudaDeviceSynchronize();
        unsigned long long w[64], s[64];
        cudaMemcpy(w, dw, sizeof w, cudaMemcpyDeviceToHost);
        cudaMemcpy(s, ds, sizeof s, cudaMemcpyDeviceToHost);
        fprintf(f, "count %u (%s)\n  init  word 0x%016llx\n", c, cudaGetErrorName(e), w[0]);
        for (int i = 0; i < k; i++)
            fprintf(f, "  arrive %d: state 0x%016llx word 0x%016llx\n", i + 1, s[i], w[i + 1]);
    }
    fclose(f);
    return 0;
}
