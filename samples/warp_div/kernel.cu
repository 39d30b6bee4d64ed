// warp_div: warp-synchronous operations reached by a diverged warp. Inside
// a data-dependent branch and a data-dependent loop the active threads
// reduce with __shfl_xor_sync over __activemask() and __reduce_add_sync,
// and cooperative_groups::coalesced_threads() ranks them. The compiler
// cannot know the warp is converged there, so it tests it at run time
// (`BRA.DIV`, `BRA.CONV`, `VOTEU.ANY URn, UPT, !Pn` for the mask of the
// threads that go on) and keeps a slow path that serialises the shuffle
// (WARPSYNC, per-thread loops). Every output is deterministic: each
// thread's result depends only on the set of threads active with it.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void warp_div(const int *__restrict__ in, int *__restrict__ out,
                         int *__restrict__ rank, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    int r = 0;
    if ((v & 3) != 0) {                      // diverged: some threads skip
        unsigned m = __activemask();
        int s = v;
        for (int o = 16; o > 0; o >>= 1) {
            int t = __shfl_xor_sync(m, s, o);
            if (m >> ((threadIdx.x & 31) ^ o) & 1u)
                s += t;                      // only partners that are active
        }
        r = s + __reduce_add_sync(m, v & 255);
        cg::coalesced_group g = cg::coalesced_threads();
        if (i < n)
            rank[i] = (int)g.thread_rank() * 100 + (int)g.size();
    }
    for (int k = 0; k < (v >> 4 & 7); k++) { // a divergent loop around a vote
        unsigned m = __activemask();
        r += __popc(__ballot_sync(m, (v >> k) & 1));
    }
    if (i < n)
        out[i] = r;
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    enum { N = 4000 };
    static int in[N];
    for (int i = 0; i < N; i++) in[i] = (int)ws_rand_u32() & 0x7fffffff;
    int *dIn = (int *)ws_buffer("in", sizeof in, WS_IN, in);
    int *dOut = (int *)ws_buffer("out", sizeof in, WS_OUT, NULL);
    int *dRank = (int *)ws_buffer("rank", sizeof in, WS_OUT, NULL);
    dim3 block(128, 1, 1), grid((N + 127) / 128, 1, 1);
    ws_launch("warp_div", grid, block, 0);
    ws_p_buf(dIn); ws_p_buf(dOut); ws_p_buf(dRank); ws_p_i32(N);
    warp_div<<<grid, block>>>(dIn, dOut, dRank, N);
    ws_after_launch();
    return ws_finish();
}
#endif
