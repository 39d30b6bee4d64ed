// switch_table: a dense switch on a per-thread opcode. Every case stores to a
// different place or loops, so the compiler cannot fold the cases into
// selects: ptxas lowers the switch to a jump table in the function's own
// constant bank (c[0x2]) read with LDC and an indirect branch
// `BRX Rn imm (*"BRANCH_TARGETS ..."*)`. Threads of one warp pick different
// cases, so the indirect branch diverges and the cases reconverge at the
// BSYNC after the switch. The default case handles opcodes outside 0..9.

__global__ void switch_table(const int *__restrict__ op, const float *__restrict__ x,
                             float *__restrict__ y, int *__restrict__ hist, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float v = x[i];
    float r = 0.0f;
    switch (op[i]) {
    case 0:
        r = v * v;
        break;
    case 1:
        r = v + 1.5f;
        hist[1] += 0;                        // no store: the compiler drops it
        break;
    case 2:
        for (int k = 0; k < (i & 7); k++)    // a loop inside a case
            r += v * (float)k;
        break;
    case 3:
        r = fabsf(v) * 3.0f;
        atomicAdd(&hist[3], 1);
        break;
    case 4:
        r = (float)(i % 13) - v;
        break;
    case 5:
        r = v > 0.0f ? v : 0.125f * v;
        atomicAdd(&hist[5], 2);
        break;
    case 6:
        r = __fdividef(1.0f, 1.0f + v * v);
        break;
    case 7:
        r = (float)__popc(__float_as_uint(v));
        atomicAdd(&hist[7], 3);
        break;
    case 8:
        r = v * 0.25f - 2.0f;
        y[i] = r;                            // stores itself and returns
        return;
    case 9:
        r = (float)((i * 2654435761u) >> 28);
        atomicAdd(&hist[9], 4);
        break;
    default:
        r = -1.0f;
        atomicAdd(&hist[0], 1);
        break;
    }
    y[i] = r;
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    enum { N = 5000 };
    static int op[N];
    static float x[N];
    for (int i = 0; i < N; i++) {
        op[i] = (int)ws_rand_below(12);      // 10 and 11 take the default case
        x[i] = ws_rand_f32(-4.0f, 4.0f);
    }
    int *dOp = (int *)ws_buffer("op", sizeof op, WS_IN, op);
    float *dX = (float *)ws_buffer("x", sizeof x, WS_IN, x);
    float *dY = (float *)ws_buffer("y", sizeof x, WS_OUT, NULL);
    int *dH = (int *)ws_buffer("hist", 16 * sizeof(int), WS_OUT, NULL);
    dim3 block(128, 1, 1), grid((N + 127) / 128, 1, 1);
    ws_launch("switch_table", grid, block, 0);
    ws_p_buf(dOp); ws_p_buf(dX); ws_p_buf(dY); ws_p_buf(dH); ws_p_i32(N);
    switch_table<<<grid, block>>>(dOp, dX, dY, dH, N);
    ws_after_launch();
    return ws_finish();
}
#endif
