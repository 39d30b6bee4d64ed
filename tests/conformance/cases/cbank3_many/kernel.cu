// conformance case cbank3_many: the body below
// written by tests/conformance/gen.py; the SASS it is for and how the output
// is compared are in expect.txt beside this file.
__constant__ unsigned cw[300] = { 0x7f4a7c15u, 0x1d81f5c6u, 0xbbb96f77u, 0x59f0e928u, 0xf82862d9u, 0x965fdc8au, 0x3497563bu, 0xd2cecfecu, 0x7106499du, 0x0f3dc34eu, 0xad753cffu, 0x4bacb6b0u, 0xe9e43061u, 0x881baa12u, 0x265323c3u, 0xc48a9d74u, 0x62c21725u, 0x00f990d6u, 0x9f310a87u, 0x3d688438u, 0xdb9ffde9u, 0x79d7779au, 0x180ef14bu, 0xb6466afcu, 0x547de4adu, 0xf2b55e5eu, 0x90ecd80fu, 0x2f2451c0u, 0xcd5bcb71u, 0x6b934522u, 0x09cabed3u, 0xa8023884u, 0x4639b235u, 0xe4712be6u, 0x82a8a597u, 0x20e01f48u, 0xbf1798f9u, 0x5d4f12aau, 0xfb868c5bu, 0x99be060cu, 0x37f57fbdu, 0xd62cf96eu, 0x7464731fu, 0x129becd0u, 0xb0d36681u, 0x4f0ae032u, 0xed4259e3u, 0x8b79d394u, 0x29b14d45u, 0xc7e8c6f6u, 0x662040a7u, 0x0457ba58u, 0xa28f3409u, 0x40c6adbau, 0xdefe276bu, 0x7d35a11cu, 0x1b6d1acdu, 0xb9a4947eu, 0x57dc0e2fu, 0xf61387e0u, 0x944b0191u, 0x32827b42u, 0xd0b9f4f3u, 0x6ef16ea4u, 0x0d28e855u, 0xab606206u, 0x4997dbb7u, 0xe7cf5568u, 0x8606cf19u, 0x243e48cau, 0xc275c27bu, 0x60ad3c2cu, 0xfee4b5ddu, 0x9d1c2f8eu, 0x3b53a93fu, 0xd98b22f0u, 0x77c29ca1u, 0x15fa1652u, 0xb4319003u, 0x526909b4u, 0xf0a08365u, 0x8ed7fd16u, 0x2d0f76c7u, 0xcb46f078u, 0x697e6a29u, 0x07b5e3dau, 0xa5ed5d8bu, 0x4424d73cu, 0xe25c50edu, 0x8093ca9eu, 0x1ecb444fu, 0xbd02be00u, 0x5b3a37b1u, 0xf971b162u, 0x97a92b13u, 0x35e0a4c4u, 0xd4181e75u, 0x724f9826u, 0x108711d7u, 0xaebe8b88u, 0x4cf60539u, 0xeb2d7eeau, 0x8964f89bu, 0x279c724cu, 0xc5d3ebfdu, 0x640b65aeu, 0x0242df5fu, 0xa07a5910u, 0x3eb1d2c1u, 0xdce94c72u, 0x7b20c623u, 0x19583fd4u, 0xb78fb985u, 0x55c73336u, 0xf3feace7u, 0x92362698u, 0x306da049u, 0xcea519fau, 0x6cdc93abu, 0x0b140d5cu, 0xa94b870du, 0x478300beu, 0xe5ba7a6fu, 0x83f1f420u, 0x22296dd1u, 0xc060e782u, 0x5e986133u, 0xfccfdae4u, 0x9b075495u, 0x393ece46u, 0xd77647f7u, 0x75adc1a8u, 0x13e53b59u, 0xb21cb50au, 0x50542ebbu, 0xee8ba86cu, 0x8cc3221du, 0x2afa9bceu, 0xc932157fu, 0x67698f30u, 0x05a108e1u, 0xa3d88292u, 0x420ffc43u, 0xe04775f4u, 0x7e7eefa5u, 0x1cb66956u, 0xbaede307u, 0x59255cb8u, 0xf75cd669u, 0x9594501au, 0x33cbc9cbu, 0xd203437cu, 0x703abd2du, 0x0e7236deu, 0xaca9b08fu, 0x4ae12a40u, 0xe918a3f1u, 0x87501da2u, 0x25879753u, 0xc3bf1104u, 0x61f68ab5u, 0x002e0466u, 0x9e657e17u, 0x3c9cf7c8u, 0xdad47179u, 0x790beb2au, 0x174364dbu, 0xb57ade8cu, 0x53b2583du, 0xf1e9d1eeu, 0x90214b9fu, 0x2e58c550u, 0xcc903f01u, 0x6ac7b8b2u, 0x08ff3263u, 0xa736ac14u, 0x456e25c5u, 0xe3a59f76u, 0x81dd1927u, 0x201492d8u, 0xbe4c0c89u, 0x5c83863au, 0xfabaffebu, 0x98f2799cu, 0x3729f34du, 0xd5616cfeu, 0x7398e6afu, 0x11d06060u, 0xb007da11u, 0x4e3f53c2u, 0xec76cd73u, 0x8aae4724u, 0x28e5c0d5u, 0xc71d3a86u, 0x6554b437u, 0x038c2de8u, 0xa1c3a799u, 0x3ffb214au, 0xde329afbu, 0x7c6a14acu, 0x1aa18e5du, 0xb8d9080eu, 0x571081bfu, 0xf547fb70u, 0x937f7521u, 0x31b6eed2u, 0xcfee6883u, 0x6e25e234u, 0x0c5d5be5u, 0xaa94d596u, 0x48cc4f47u, 0xe703c8f8u, 0x853b42a9u, 0x2372bc5au, 0xc1aa360bu, 0x5fe1afbcu, 0xfe19296du, 0x9c50a31eu, 0x3a881ccfu, 0xd8bf9680u, 0x76f71031u, 0x152e89e2u, 0xb3660393u, 0x519d7d44u, 0xefd4f6f5u, 0x8e0c70a6u, 0x2c43ea57u, 0xca7b6408u, 0x68b2ddb9u, 0x06ea576au, 0xa521d11bu, 0x43594accu, 0xe190c47du, 0x7fc83e2eu, 0x1dffb7dfu, 0xbc373190u, 0x5a6eab41u, 0xf8a624f2u, 0x96dd9ea3u, 0x35151854u, 0xd34c9205u, 0x71840bb6u, 0x0fbb8567u, 0xadf2ff18u, 0x4c2a78c9u, 0xea61f27au, 0x88996c2bu, 0x26d0e5dcu, 0xc5085f8du, 0x633fd93eu, 0x017752efu, 0x9faecca0u, 0x3de64651u, 0xdc1dc002u, 0x7a5539b3u, 0x188cb364u, 0xb6c42d15u, 0x54fba6c6u, 0xf3332077u, 0x916a9a28u, 0x2fa213d9u, 0xcdd98d8au, 0x6c11073bu, 0x0a4880ecu, 0xa87ffa9du, 0x46b7744eu, 0xe4eeedffu, 0x832667b0u, 0x215de161u, 0xbf955b12u, 0x5dccd4c3u, 0xfc044e74u, 0x9a3bc825u, 0x387341d6u, 0xd6aabb87u, 0x74e23538u, 0x1319aee9u, 0xb151289au, 0x4f88a24bu, 0xedc01bfcu, 0x8bf795adu, 0x2a2f0f5eu, 0xc866890fu, 0x669e02c0u, 0x04d57c71u, 0xa30cf622u, 0x41446fd3u, 0xdf7be984u, 0x7db36335u, 0x1beadce6u, 0xba225697u, 0x5859d048u, 0xf69149f9u, 0x94c8c3aau, 0x33003d5bu, 0xd137b70cu, 0x6f6f30bdu, 0x0da6aa6eu, 0xabde241fu, 0x4a159dd0u };
__global__ void conf_cbank3_many(const unsigned *__restrict__ a, const unsigned *__restrict__ b,
                     const unsigned *__restrict__ c, unsigned *__restrict__ o, unsigned p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned x = a[i];
    unsigned y = b[i];
    unsigned z = c[i];
    (void)x; (void)y; (void)z; (void)p;
    unsigned acc = x;
    #pragma unroll
    for (int k = 0; k < 300; k++) acc = (acc ^ cw[k]) + (acc >> 7);
    o[i] = acc ^ y;
}

#ifdef WARPSCOPE_HARNESS
#include "../../../../samples/harness.h"
#include <string.h>
static const unsigned edge_u32[] = { 0u, 1u, 2u, 3u, 7u, 8u, 31u, 32u, 33u, 0xffu, 0x100u, 0xffffu, 0x10000u, 0x7fffffffu, 0x80000000u, 0x80000001u, 0xfffffffeu, 0xffffffffu, 0x12345678u, 0xdeadbeefu };
#define N 512
#define NE 20

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    static unsigned ha[N];
    static unsigned hb[N];
    static unsigned hc[N];
    for (int i = 0; i < N; i++) {
        unsigned v;
        if (i < NE * NE) v = (unsigned)edge_u32[i % NE];
        else v = ws_rand_u32() >> (ws_rand_u32() % 32);
        memcpy(&ha[i], &v, sizeof v);
    }
    for (int i = 0; i < N; i++) {
        unsigned v;
        if (i < NE * NE) v = (unsigned)edge_u32[(i / NE) % NE];
        else v = ws_rand_u32() >> (ws_rand_u32() % 32);
        memcpy(&hb[i], &v, sizeof v);
    }
    for (int i = 0; i < N; i++) {
        unsigned v;
        if (i < NE * NE) v = (unsigned)edge_u32[(i * 7 + 3) % NE];
        else v = ws_rand_u32() >> (ws_rand_u32() % 32);
        memcpy(&hc[i], &v, sizeof v);
    }
    unsigned *da = (unsigned *)ws_buffer("a", sizeof ha, WS_IN, ha);
    unsigned *db = (unsigned *)ws_buffer("b", sizeof hb, WS_IN, hb);
    unsigned *dc = (unsigned *)ws_buffer("c", sizeof hc, WS_IN, hc);
    unsigned *dout = (unsigned *)ws_buffer("o", N * sizeof(unsigned), WS_OUT, NULL);
    unsigned p = 0x9e3779b9u;
    dim3 block(128, 1, 1), grid(N / 128, 1, 1);
    ws_launch("conf_cbank3_many", grid, block, 0);
    ws_p_buf(da); ws_p_buf(db); ws_p_buf(dc); ws_p_buf(dout); ws_p_u32(p); ws_p_i32(N);
    conf_cbank3_many<<<grid, block>>>(da, db, dc, dout, p, N);
    ws_after_launch();
    ws_compare("o", "u32", "exact", "integer or exactly rounded result");
    return ws_finish();
}
#endif
