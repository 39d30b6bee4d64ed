// probe.cu: (1) more texture/surface forms, for their SASS listings only;
// (2) a run that measures NVIDIA's filtering precision:
//   lin1d.bin: f32 texture {0,1} (2x1, linear, unnormalized, clamp) sampled at
//              x = 0.5 + k/8192, k = 0..8192 -> the weight alpha(x) as fetched
//   lin2d.bin: f32 texture {0,0,0,1} (2x2, linear) at (0.5+i/64, 0.5+j/64),
//              i,j = 0..64 -> alpha*beta as fetched
//   linu8.bin: u8 texture {0,255} (normalized float, linear) at x = 0.5 + k/8192
//   pt1d.bin : f32 texture {0,1,2,3} (4x1, point) at x = 0.99 + k/65536, k=0..1310
//   ptn1d.bin: same, normalized coordinates, x = (0.99 + k/65536)/4
//   lin3.bin : f32 texture {0,1} linear at x = 0.5 + k/8192 times texel values 3.0 and 7.0
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

__global__ void p_tex1d(float *out, cudaTextureObject_t t, float x) { out[threadIdx.x] = tex1D<float>(t, x + threadIdx.x); }
__global__ void p_tex1dfetch(float *out, cudaTextureObject_t t) { out[threadIdx.x] = tex1Dfetch<float>(t, threadIdx.x * 3); }
__global__ void p_tex2dlod(float *out, cudaTextureObject_t t, float x, float l) { out[threadIdx.x] = tex2DLod<float>(t, x + threadIdx.x, x, l); }
__global__ void p_tex2dlod0(float *out, cudaTextureObject_t t, float x) { out[threadIdx.x] = tex2DLod<float>(t, x + threadIdx.x, x, 0.0f); }
__global__ void p_gather(float4 *out, cudaTextureObject_t t, float x) { out[threadIdx.x] = tex2Dgather<float4>(t, x + threadIdx.x, x, 1); }
__global__ void p_float2(float2 *out, cudaTextureObject_t t, float x) { out[threadIdx.x] = tex2D<float2>(t, x + threadIdx.x, x); }
__global__ void p_uchar4(uchar4 *out, cudaTextureObject_t t, float x) { out[threadIdx.x] = tex2D<uchar4>(t, x + threadIdx.x, x); }
__global__ void p_int4(int4 *out, cudaTextureObject_t t, float x) { out[threadIdx.x] = tex2D<int4>(t, x + threadIdx.x, x); }
__global__ void p_grad(float *out, cudaTextureObject_t t, float x) { out[threadIdx.x] = tex2DGrad<float>(t, x + threadIdx.x, x, make_float2(x, 0), make_float2(0, x)); }
__global__ void p_cube(float *out, cudaTextureObject_t t, float x) { out[threadIdx.x] = texCubemap<float>(t, x + threadIdx.x, x, 1.0f); }
__global__ void p_layered4(float4 *out, cudaTextureObject_t t, float x, int l) { out[threadIdx.x] = tex2DLayered<float4>(t, x + threadIdx.x, x, l); }
__global__ void p_3d4(float4 *out, cudaTextureObject_t t, float x) { out[threadIdx.x] = tex3D<float4>(t, x + threadIdx.x, x, x); }
__global__ void p_surfread(float *out, cudaSurfaceObject_t s, int y) { out[threadIdx.x] = surf2Dread<float>(s, threadIdx.x * 4, y); }
__global__ void p_surf3d(cudaSurfaceObject_t s, float v) { surf3Dwrite(v, s, threadIdx.x * 4, 1, 2); }
__global__ void p_surfwrite4(cudaSurfaceObject_t s, float v) { surf2Dwrite(make_float4(v, v + 1, v + 2, v + 3), s, threadIdx.x * 16, 1); }
__global__ void p_surfwrite_u16(cudaSurfaceObject_t s, unsigned short v) { surf2Dwrite(v, s, threadIdx.x * 2, 1); }
__global__ void p_surfwrite_clamp(cudaSurfaceObject_t s, float v) { surf2Dwrite(v, s, threadIdx.x * 4, 1, cudaBoundaryModeClamp); }
__global__ void p_surfwrite_zero(cudaSurfaceObject_t s, float v) { surf2Dwrite(v, s, threadIdx.x * 4, 1, cudaBoundaryModeZero); }
__global__ void p_texarr(float *out, const cudaTextureObject_t *ts, float x) { out[threadIdx.x] = tex2D<float>(ts[threadIdx.x & 1], x, x); }

__global__ void k_sample1(const float *xs, float *out, int n, cudaTextureObject_t t)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex2D<float>(t, xs[i], 0.5f);
}
__global__ void k_sample2(const float2 *xs, float *out, int n, cudaTextureObject_t t)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex2D<float>(t, xs[i].x, xs[i].y);
}

#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

static cudaTextureObject_t mk(const void *host, int w, int h, cudaChannelFormatDesc cd, int esize, int linear, int norm, int readnorm)
{
    cudaArray_t a;
    CK(cudaMallocArray(&a, &cd, w, h, 0));
    CK(cudaMemcpy2DToArray(a, 0, 0, host, w * esize, w * esize, h, cudaMemcpyHostToDevice));
    cudaResourceDesc rd = {};
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = a;
    cudaTextureDesc td = {};
    td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
    td.filterMode = linear ? cudaFilterModeLinear : cudaFilterModePoint;
    td.readMode = readnorm ? cudaReadModeNormalizedFloat : cudaReadModeElementType;
    td.normalizedCoords = norm;
    cudaTextureObject_t t;
    CK(cudaCreateTextureObject(&t, &rd, &td, NULL));
    return t;
}

static void run1(const char *dir, const char *name, cudaTextureObject_t t, const float *xs, int n)
{
    float *dx, *dout;
    CK(cudaMalloc(&dx, n * 4));
    CK(cudaMalloc(&dout, n * 4));
    CK(cudaMemcpy(dx, xs, n * 4, cudaMemcpyHostToDevice));
    k_sample1<<<(n + 127) / 128, 128>>>(dx, dout, n, t);
    CK(cudaGetLastError());
    float *o = (float *)malloc(n * 4);
    CK(cudaMemcpy(o, dout, n * 4, cudaMemcpyDeviceToHost));
    char p[512];
    snprintf(p, sizeof p, "%s/%s.txt", dir, name);
    FILE *f = fopen(p, "w");
    for (int i = 0; i < n; i++) fprintf(f, "%.9g %.9g %a\n", xs[i], o[i], o[i]);
    fclose(f);
    free(o);
    cudaFree(dx);
    cudaFree(dout);
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : ".";
    cudaChannelFormatDesc cf = cudaCreateChannelDesc<float>();
    cudaChannelFormatDesc cu = cudaCreateChannelDesc<unsigned char>();
    float t01[2] = { 0, 1 }, t0001[4] = { 0, 0, 0, 1 }, t0123[4] = { 0, 1, 2, 3 }, t37[2] = { 3, 7 };
    unsigned char u[2] = { 0, 255 };
    enum { NL = 8193, NP = 1311 };
    static float xs[NL], xp[NP], xpn[NP];
    for (int k = 0; k < NL; k++) xs[k] = 0.5f + k / 8192.0f;
    for (int k = 0; k < NP; k++) { xp[k] = 0.99f + k / 65536.0f; xpn[k] = xp[k] / 4.0f; }
    run1(dir, "lin1d", mk(t01, 2, 1, cf, 4, 1, 0, 0), xs, NL);
    run1(dir, "lin37", mk(t37, 2, 1, cf, 4, 1, 0, 0), xs, NL);
    run1(dir, "linu8", mk(u, 2, 1, cu, 1, 1, 0, 1), xs, NL);
    run1(dir, "pt1d", mk(t0123, 4, 1, cf, 4, 0, 0, 0), xp, NP);
    run1(dir, "ptn1d", mk(t0123, 4, 1, cf, 4, 0, 1, 0), xpn, NP);
    /* 2D product */
    {
        enum { M = 65 };
        static float2 c[M * M];
        for (int i = 0; i < M; i++)
            for (int j = 0; j < M; j++) c[i * M + j] = make_float2(0.5f + i / 64.0f, 0.5f + j / 64.0f);
        cudaTextureObject_t t = mk(t0001, 2, 2, cf, 4, 1, 0, 0);
        float2 *dc; float *dout;
        CK(cudaMalloc(&dc, sizeof c)); CK(cudaMalloc(&dout, M * M * 4));
        CK(cudaMemcpy(dc, c, sizeof c, cudaMemcpyHostToDevice));
        k_sample2<<<(M * M + 127) / 128, 128>>>(dc, dout, M * M, t);
        CK(cudaGetLastError());
        static float o[M * M];
        CK(cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost));
        char p[512]; snprintf(p, sizeof p, "%s/lin2d.txt", dir);
        FILE *f = fopen(p, "w");
        for (int i = 0; i < M * M; i++) fprintf(f, "%.9g %.9g %.9g %a\n", c[i].x, c[i].y, o[i], o[i]);
        fclose(f);
    }
    CK(cudaDeviceSynchronize());
    printf("probe ok\n");
    return 0;
}
