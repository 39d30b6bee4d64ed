// byte_params: kernel parameters narrower than a word (unsigned char, signed
// char, bool, unsigned short: ULDC.U8/LDC.U8/.S8/.U16 reads of bank 0), the
// bytes of a packed word converted to float (I2F.U8 R, R.B1 ...), IEEE
// divisions by a __constant__ value and by a literal (FCHK against a bank-3
// word and an immediate before the division's fast path), and an "any bit
// set" test accumulated over a loop (LOP3.LUT with a predicate output and a
// predicate input).
__constant__ float c_div[2] = { 3.0f, 0.1f };

__global__ void byte_params(const unsigned int *__restrict__ packed, float *__restrict__ out,
                            unsigned int *__restrict__ flags, int n, unsigned char shift,
                            signed char bias, bool negate, unsigned short mul,
                            unsigned char sel)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned int w = packed[i];
    float b0 = (float)(w & 0xffu);
    float b1 = (float)((w >> 8) & 0xffu);
    float b2 = (float)((w >> 16) & 0xffu);
    float b3 = (float)(w >> 24);
    float s = (b0 + 2.0f * b1 - b2 + 0.5f * b3) * (float)mul + (float)bias;
    s = s / c_div[i & 1];           /* IEEE division by a __constant__ value */
    s = s + (float)(w >> shift) / 360.0f;
    if (negate)
        s = -s;
    out[i] = s;
    /* "any of these bits": one predicate ORed over the loop */
    bool any = false;
#pragma unroll
    for (int k = 0; k < 4; k++)
        any |= (packed[(i + k) % n] & (0x01010101u << k) & (w | (sel << k))) != 0;
    flags[i] = any ? 1u + (unsigned)sel : 0u;
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    enum { N = 1500, THREADS = 128 };
    static unsigned int packed[N];
    for (int i = 0; i < N; i++)
        packed[i] = ws_rand_u32() & ((i % 5) ? 0xffffffffu : 0x10204080u);
    unsigned int *dP = (unsigned int *)ws_buffer("packed", sizeof packed, WS_IN, packed);
    float *dOut = (float *)ws_buffer("out", sizeof(float) * N, WS_OUT, NULL);
    unsigned int *dF = (unsigned int *)ws_buffer("flags", sizeof(unsigned int) * N, WS_OUT, NULL);
    dim3 block(THREADS, 1, 1), grid((N + THREADS - 1) / THREADS, 1, 1);
    const unsigned char shift = 5, sel = 0xa5;
    const signed char bias = -7;
    const bool negate = true;
    const unsigned short mul = 300;
    ws_launch("byte_params", grid, block, 0);
    ws_p_buf(dP); ws_p_buf(dOut); ws_p_buf(dF); ws_p_i32(N); ws_p_u8(shift); ws_p_i8(bias);
    ws_p_u8(negate); ws_p_u16(mul); ws_p_u8(sel);
    ws_compare("out", "f32", "exact", "IEEE divisions are correctly rounded; the rest is the same FFMA/FADD sequence");
    byte_params<<<grid, block>>>(dP, dOut, dF, N, shift, bias, negate, mul, sel);
    ws_after_launch();
    return ws_finish();
}
#endif
