// loop_break: loops left with `break` where threads of a warp leave at
// different iterations, nested two and three deep, so the compiler keeps
// one convergence barrier per loop: BSSY Bn before each loop, `@P BREAK Bn`
// where threads leave it, BSYNC Bn after it. `search_rows` nests a search
// loop with two breaks inside a loop over rows with its own break;
// `nested_walk` nests three data-dependent loops with breaks and calls a
// non-inlined function with its own divergent loop from the innermost one,
// so the barriers live across the call and are saved and restored through
// registers (BMOV.32.CLEAR Rn, Bn / BMOV.32 Bn, Rn).

// First index in row r of `keys` (row length `len`) holding `target`,
// -1 when a value above target+limit comes first or the row ends.
__global__ void search_rows(const int *__restrict__ keys, int rows, int len,
                            const int *__restrict__ queries, int *__restrict__ pos,
                            int *__restrict__ steps, int nq, int limit)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= nq)
        return;
    int q = queries[i];
    int found = -1, s = 0;
    for (int r = (q & 3); r < rows; r++) {
        const int *row = keys + r * len;
        int start = (q >> 2) % len;
        for (int k = start; k < len; k++) {
            int v = row[k];
            s++;
            if (v == q) {
                found = r * len + k;
                break;
            }
            if (v > q + limit)
                break;
        }
        if (found >= 0 || s > 3 * len)
            break;
    }
    pos[i] = found;
    steps[i] = s;
}

// Collatz-style steps of v, at most cap, then a second loop with a break:
// divergent loops of its own, so it needs a convergence barrier while the
// caller's barriers are live across the call.
__device__ __noinline__ int orbit(unsigned v, int cap)
{
    int n = 0;
    while (v != 1u && n < cap) {
        v = (v & 1u) ? 3u * v + 1u : v >> 1;
        n++;
    }
    int m = 0;
    for (int k = 0; k < n; k++) {
        if ((v ^ (unsigned)k * 2654435761u) >> 29 == 3u)
            break;
        m += k & 3;
    }
    return n + __popc(v) * m;
}

__global__ void nested_walk(const unsigned *__restrict__ seed, int *__restrict__ out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned x = seed[i];
    int acc = 0;
    for (int a = 0; a < 6; a++) {
        if ((x >> a & 7u) == 5u)
            break;
        for (int b = 0; b < (int)(x >> 8 & 7u) + 1; b++) {
            unsigned y = x ^ (unsigned)(a * 31 + b * 7);
            int c = 0;
            while (c < 12) {
                if ((y & 15u) == 0u)
                    break;
                y = y * 1103515245u + 12345u;
                c++;
                if (c == (int)(x >> 20 & 15u)) {
                    acc += orbit(y >> 16 | 1u, 40);
                    break;
                }
            }
            acc += c;
            if (acc > 300)
                break;
        }
        acc ^= a;
    }
    out[i] = acc;
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    enum { ROWS = 24, LEN = 64, NQ = 3000, NW = 4000 };
    static int keys[ROWS * LEN];
    for (int r = 0; r < ROWS; r++) {
        int v = (int)ws_rand_below(20);
        for (int k = 0; k < LEN; k++) {      // each row ascending
            v += 1 + (int)ws_rand_below(6);
            keys[r * LEN + k] = v;
        }
    }
    static int queries[NQ];
    for (int i = 0; i < NQ; i++) queries[i] = (int)ws_rand_below(200);
    static unsigned seed[NW];
    for (int i = 0; i < NW; i++) seed[i] = ws_rand_u32();
    int *dK = (int *)ws_buffer("keys", sizeof keys, WS_IN, keys);
    int *dQ = (int *)ws_buffer("queries", sizeof queries, WS_IN, queries);
    int *dP = (int *)ws_buffer("pos", sizeof queries, WS_OUT, NULL);
    int *dS = (int *)ws_buffer("steps", sizeof queries, WS_OUT, NULL);
    unsigned *dSeed = (unsigned *)ws_buffer("seed", sizeof seed, WS_IN, seed);
    int *dO = (int *)ws_buffer("out", NW * sizeof(int), WS_OUT, NULL);
    dim3 block(128, 1, 1);
    dim3 grid1((NQ + 127) / 128, 1, 1);
    ws_launch("search_rows", grid1, block, 0);
    ws_p_buf(dK); ws_p_i32(ROWS); ws_p_i32(LEN); ws_p_buf(dQ); ws_p_buf(dP); ws_p_buf(dS);
    ws_p_i32(NQ); ws_p_i32(40);
    search_rows<<<grid1, block>>>(dK, ROWS, LEN, dQ, dP, dS, NQ, 40);
    ws_after_launch();
    dim3 grid2((NW + 127) / 128, 1, 1);
    ws_launch("nested_walk", grid2, block, 0);
    ws_p_buf(dSeed); ws_p_buf(dO); ws_p_i32(NW);
    nested_walk<<<grid2, block>>>(dSeed, dO, NW);
    ws_after_launch();
    return ws_finish();
}
#endif
