// texture_fetch: CUDA texture objects (tex2D, tex2DLayered, tex3D) with
// point and linear filtering, normalized and unnormalized coordinates,
// clamp, wrap, mirror and border addressing, 1- and 4-component fetches,
// float, 8-bit normalized and 16-bit integer texels; surface writes
// (surf2Dwrite) of floats and of uchar4.  Each thread reads its
// coordinates from a buffer, so one kernel serves several texture objects.
#include <cuda_runtime.h>

__global__ void tex2d_scalar(const float2 *xy, float *out, int n, cudaTextureObject_t t)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float2 c = xy[i];
    out[i] = tex2D<float>(t, c.x, c.y);
}

__global__ void tex2d_vec4(const float2 *xy, float4 *out, int n, cudaTextureObject_t t)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float2 c = xy[i];
    out[i] = tex2D<float4>(t, c.x, c.y);
}

__global__ void tex2d_short(const float2 *xy, int *out, int n, cudaTextureObject_t t)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float2 c = xy[i];
    short v = tex2D<short>(t, c.x, c.y);
    out[i] = v * 3 + 1;
}

__global__ void tex2d_pair(const float2 *xy, float *out, int n, float scale,
                           cudaTextureObject_t a, cudaTextureObject_t b)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float2 c = xy[i];
    float p = tex2D<float>(a, c.x, c.y);
    float q = tex2D<float>(b, c.y * 0.5f + 3.0f, c.x * 0.25f);
    out[i] = p * scale + q;
}

__global__ void tex_layered(const float4 *xyl, float *out, int n, cudaTextureObject_t t)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float4 c = xyl[i];
    out[i] = tex2DLayered<float>(t, c.x, c.y, (int)c.z);
}

__global__ void tex_3d(const float4 *xyz, float *out, int n, cudaTextureObject_t t)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float4 c = xyz[i];
    out[i] = tex3D<float>(t, c.x, c.y, c.z);
}

__global__ void surf_write_f32(const float *in, int w, int h, cudaSurfaceObject_t s)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    surf2Dwrite(in[y * w + x] * 2.0f + 1.0f, s, x * 4, y);
}

__global__ void surf_write_u8x4(int w, int h, cudaSurfaceObject_t s)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    surf2Dwrite(make_uchar4(x, y, x * y, 200 + (x ^ y)), s, x * 4, y);
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

/* Coordinates kept at least 0.05 texel from texel edges (point sampling
 * there depends on how the coordinate is rounded to fixed point) */
static float ws_coord(int lo, int hi, float scale)
{
    int k = lo + (int)ws_rand_below((uint32_t)(hi - lo));
    return ((float)k + ws_rand_f32(0.05f, 0.95f)) * scale;
}

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    enum { N = 500, B = 128, G = (N + B - 1) / B };
    enum { W = 37, H = 23, W4 = 19, H4 = 13, WU = 16, HU = 10, WL = 11, HL = 9, L = 3,
           W3 = 9, H3 = 7, D3 = 5 };
    static float2 xyu[N], xyn[N];
    static float4 xyl[N], xy3[N];
    static float img[W * H], img4[W4 * H4 * 4], imgl[WL * HL * L], img3[W3 * H3 * D3];
    static unsigned char imgu8[WU * HU * 4];
    static short imgs[W * H];
    for (int i = 0; i < W * H; i++) img[i] = ws_rand_f32(-1.0f, 1.0f);
    for (int i = 0; i < W4 * H4 * 4; i++) img4[i] = ws_rand_f32(0.0f, 4.0f);
    for (int i = 0; i < WU * HU * 4; i++) imgu8[i] = (unsigned char)ws_rand_u32();
    for (int i = 0; i < W * H; i++) imgs[i] = (short)ws_rand_u32();
    for (int i = 0; i < WL * HL * L; i++) imgl[i] = ws_rand_f32(-2.0f, 2.0f);
    for (int i = 0; i < W3 * H3 * D3; i++) img3[i] = ws_rand_f32(0.0f, 1.0f);
    for (int i = 0; i < N; i++) {
        xyu[i].x = ws_coord(-6, W + 6, 1.0f);
        xyu[i].y = ws_coord(-6, H + 6, 1.0f);
        xyn[i].x = ws_coord(-W / 2, W + W / 2, 1.0f / W);
        xyn[i].y = ws_coord(-H / 2, H + H / 2, 1.0f / H);
        xyl[i] = make_float4(ws_coord(-2, WL + 2, 1.0f), ws_coord(-2, HL + 2, 1.0f),
                             (float)ws_rand_below(L) + 0.25f, 0.0f);
        xy3[i] = make_float4(ws_coord(-2, W3 + 2, 1.0f / W3), ws_coord(-2, H3 + 2, 1.0f / H3),
                             ws_coord(-2, D3 + 2, 1.0f / D3), 0.0f);
    }
    static float surfin[W * H];
    for (int i = 0; i < W * H; i++) surfin[i] = ws_rand_f32(-8.0f, 8.0f);

    // every buffer is created before the first launch (harness.h)
    float2 *dXyu = (float2 *)ws_buffer("xyu", sizeof xyu, WS_IN, xyu);
    float2 *dXyn = (float2 *)ws_buffer("xyn", sizeof xyn, WS_IN, xyn);
    float4 *dXyl = (float4 *)ws_buffer("xyl", sizeof xyl, WS_IN, xyl);
    float4 *dXy3 = (float4 *)ws_buffer("xy3", sizeof xy3, WS_IN, xy3);
    float *dImg = (float *)ws_buffer("img", sizeof img, WS_IN, img);
    float *dImg4 = (float *)ws_buffer("img4", sizeof img4, WS_IN, img4);
    unsigned char *dImgu8 = (unsigned char *)ws_buffer("imgu8", sizeof imgu8, WS_IN, imgu8);
    short *dImgs = (short *)ws_buffer("imgs", sizeof imgs, WS_IN, imgs);
    float *dImgl = (float *)ws_buffer("imgl", sizeof imgl, WS_IN, imgl);
    float *dImg3 = (float *)ws_buffer("img3", sizeof img3, WS_IN, img3);
    float *dSurfin = (float *)ws_buffer("surfin", sizeof surfin, WS_IN, surfin);
    const char *outs[6] = { "out_pc", "out_pwn", "out_lc", "out_lwn", "out_pmn", "out_lb" };
    float *dOut[6];
    for (int k = 0; k < 6; k++) dOut[k] = (float *)ws_buffer(outs[k], N * sizeof(float), WS_OUT, NULL);
    float4 *dOut4 = (float4 *)ws_buffer("out4", N * sizeof(float4), WS_OUT, NULL);
    float4 *dOut4u8 = (float4 *)ws_buffer("out4u8", N * sizeof(float4), WS_OUT, NULL);
    int *dOuts = (int *)ws_buffer("out_s16", N * sizeof(int), WS_OUT, NULL);
    float *dPair = (float *)ws_buffer("out_pair", N * sizeof(float), WS_OUT, NULL);
    float *dLay = (float *)ws_buffer("out_lay", N * sizeof(float), WS_OUT, NULL);
    float *d3 = (float *)ws_buffer("out_3d", N * sizeof(float), WS_OUT, NULL);
    float *dSf = (float *)ws_buffer("surf_f32", W * H * sizeof(float), WS_OUT, NULL);
    unsigned *dSu = (unsigned *)ws_buffer("surf_u8x4", WU * HU * 4, WS_OUT, NULL);

    cudaTextureObject_t tex[6];
    tex[0] = ws_texture("t_pc", dImg, "2d", "f32", 1, W, H, 1, "point", "clamp", "clamp", "clamp", 0, "elem");
    tex[1] = ws_texture("t_pwn", dImg, "2d", "f32", 1, W, H, 1, "point", "wrap", "wrap", "wrap", 1, "elem");
    tex[2] = ws_texture("t_lc", dImg, "2d", "f32", 1, W, H, 1, "linear", "clamp", "clamp", "clamp", 0, "elem");
    tex[3] = ws_texture("t_lwn", dImg, "2d", "f32", 1, W, H, 1, "linear", "wrap", "wrap", "wrap", 1, "elem");
    tex[4] = ws_texture("t_pmn", dImg, "2d", "f32", 1, W, H, 1, "point", "mirror", "mirror", "mirror", 1, "elem");
    tex[5] = ws_texture("t_lb", dImg, "2d", "f32", 1, W, H, 1, "linear", "border", "border", "border", 0, "elem");
    cudaTextureObject_t t4 = ws_texture("t_4", dImg4, "2d", "f32", 4, W4, H4, 1, "linear", "clamp", "clamp", "clamp", 0, "elem");
    cudaTextureObject_t tu8 = ws_texture("t_u8", dImgu8, "2d", "u8", 4, WU, HU, 1, "linear", "wrap", "mirror", "clamp", 1, "norm");
    cudaTextureObject_t ts = ws_texture("t_s16", dImgs, "2d", "s16", 1, W, H, 1, "point", "clamp", "border", "clamp", 0, "elem");
    cudaTextureObject_t tl = ws_texture("t_lay", dImgl, "2dlayered", "f32", 1, WL, HL, L, "linear", "clamp", "clamp", "clamp", 0, "elem");
    cudaTextureObject_t t3 = ws_texture("t_3d", dImg3, "3d", "f32", 1, W3, H3, D3, "linear", "clamp", "wrap", "mirror", 1, "elem");
    cudaSurfaceObject_t sf = ws_surface("s_f32", dSf, "2d", "f32", 1, W, H, 1);
    cudaSurfaceObject_t su = ws_surface("s_u8x4", dSu, "2d", "u8", 4, WU, HU, 1);

    ws_compare("out_lc", "f32", "ulp 4 abs 0.004", "linear filtering: NVIDIA's weights have 8 fractional bits (CUDA Programming Guide, texture fetching); see samples/README.md");
    ws_compare("out_lwn", "f32", "ulp 4 abs 0.004", "linear filtering: weights with 8 fractional bits");
    ws_compare("out_lb", "f32", "ulp 4 abs 0.004", "linear filtering: weights with 8 fractional bits");
    ws_compare("out4", "f32", "ulp 4 abs 0.008", "linear filtering of texels in [0,4): weights with 8 fractional bits");
    ws_compare("out4u8", "f32", "ulp 4 abs 0.004", "linear filtering of 8-bit normalized texels");
    ws_compare("out_pair", "f32", "ulp 4 abs 0.01", "point fetch times 1.5 plus a linear fetch");
    ws_compare("out_lay", "f32", "ulp 4 abs 0.008", "linear filtering of texels in [-2,2)");
    ws_compare("out_3d", "f32", "ulp 4 abs 0.004", "trilinear filtering: weights with 8 fractional bits");

    for (int k = 0; k < 6; k++) {
        const float2 *c = (k == 1 || k == 3 || k == 4) ? dXyn : dXyu;
        ws_launch("tex2d_scalar", dim3(G), dim3(B), 0);
        ws_p_buf(c); ws_p_buf(dOut[k]); ws_p_i32(N); ws_p_tex(tex[k]);
        tex2d_scalar<<<G, B>>>(c, dOut[k], N, tex[k]);
        ws_after_launch();
    }
    ws_launch("tex2d_vec4", dim3(G), dim3(B), 0);
    ws_p_buf(dXyu); ws_p_buf(dOut4); ws_p_i32(N); ws_p_tex(t4);
    tex2d_vec4<<<G, B>>>(dXyu, dOut4, N, t4);
    ws_after_launch();

    ws_launch("tex2d_vec4", dim3(G), dim3(B), 0);
    ws_p_buf(dXyn); ws_p_buf(dOut4u8); ws_p_i32(N); ws_p_tex(tu8);
    tex2d_vec4<<<G, B>>>(dXyn, dOut4u8, N, tu8);
    ws_after_launch();

    ws_launch("tex2d_short", dim3(G), dim3(B), 0);
    ws_p_buf(dXyu); ws_p_buf(dOuts); ws_p_i32(N); ws_p_tex(ts);
    tex2d_short<<<G, B>>>(dXyu, dOuts, N, ts);
    ws_after_launch();

    ws_launch("tex2d_pair", dim3(G), dim3(B), 0);
    ws_p_buf(dXyu); ws_p_buf(dPair); ws_p_i32(N); ws_p_f32(1.5f); ws_p_tex(tex[0]); ws_p_tex(tex[2]);
    tex2d_pair<<<G, B>>>(dXyu, dPair, N, 1.5f, tex[0], tex[2]);
    ws_after_launch();

    ws_launch("tex_layered", dim3(G), dim3(B), 0);
    ws_p_buf(dXyl); ws_p_buf(dLay); ws_p_i32(N); ws_p_tex(tl);
    tex_layered<<<G, B>>>(dXyl, dLay, N, tl);
    ws_after_launch();

    ws_launch("tex_3d", dim3(G), dim3(B), 0);
    ws_p_buf(dXy3); ws_p_buf(d3); ws_p_i32(N); ws_p_tex(t3);
    tex_3d<<<G, B>>>(dXy3, d3, N, t3);
    ws_after_launch();

    dim3 sb(16, 8), sg((W + 15) / 16, (H + 7) / 8), sgu((WU + 15) / 16, (HU + 7) / 8);
    ws_launch("surf_write_f32", sg, sb, 0);
    ws_p_buf(dSurfin); ws_p_i32(W); ws_p_i32(H); ws_p_surf(sf);
    surf_write_f32<<<sg, sb>>>(dSurfin, W, H, sf);
    ws_after_launch();

    ws_launch("surf_write_u8x4", sgu, sb, 0);
    ws_p_i32(WU); ws_p_i32(HU); ws_p_surf(su);
    surf_write_u8x4<<<sgu, sb>>>(WU, HU, su);
    ws_after_launch();

    ws_surfaces_back();
    return ws_finish();
}
#endif
