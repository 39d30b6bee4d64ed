// tex_forms: texture and surface objects read and written in the forms
// nvcc emits for 2D, cube, 3D and layered textures, one and four channels,
// and a surface store.  Written for warpscope's liveness tests
// (tests/data/parity): which registers TEX and SUST read and write.
#include <cuda_runtime.h>

extern "C" __global__ void tex2d_one(float *out, cudaTextureObject_t t, int w, int h, float dx)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h)
        return;
    float u = (x + dx) / (float)w, v = (y + 0.5f) / (float)h;
    out[y * w + x] = tex2D<float>(t, u, v);
}

extern "C" __global__ void tex2d_four(float4 *out, cudaTextureObject_t t, int w, int h, int r)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y;
    if (x >= w)
        return;
    float4 s = make_float4(0.f, 0.f, 0.f, 0.f);
    for (int k = -r; k <= r; k++) {
        float4 c = tex2D<float4>(t, (float)(x + k), (float)y);
        s.x += c.x; s.y += c.y; s.z += c.z; s.w += c.w;
    }
    out[y * w + x] = s;
}

extern "C" __global__ void tex_cube(float *out, cudaTextureObject_t t, int w)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int f = blockIdx.y;
    float u = (x + 0.5f) / w * 2.f - 1.f;
    float a = f & 1 ? -1.f : 1.f;
    float v = texCubemap<float>(t, f < 2 ? a : u, f >= 2 && f < 4 ? a : u * 0.5f, f >= 4 ? a : 0.25f);
    out[f * w + x] = v;
}

extern "C" __global__ void tex_3d(float *out, cudaTextureObject_t t, int w, int d)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int z = blockIdx.y;
    out[z * w + x] = tex3D<float>(t, x + 0.5f, 0.5f, (z + 0.5f) / d);
}

extern "C" __global__ void tex_layered(float *out, cudaTextureObject_t t, int w, int layers)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int l = blockIdx.y;
    if (l < layers)
        out[l * w + x] = tex2DLayered<float>(t, x + 0.5f, 0.5f, l) * 2.f;
}

extern "C" __global__ void surf_write(cudaSurfaceObject_t s, int w, int h, float k)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h)
        surf2Dwrite<float>(k * x + y, s, x * 4, y);
}

extern "C" __global__ void surf_copy(cudaSurfaceObject_t dst, cudaTextureObject_t src, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) {
        float4 c = tex2D<float4>(src, x + 0.5f, y + 0.5f);
        surf2Dwrite<float4>(c, dst, x * 16, y);
    }
}

extern "C" __global__ void tex_lod_fetch(float *out, cudaTextureObject_t t2, cudaTextureObject_t t1, int n, float lod)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = tex2DLod<float>(t2, i * 0.01f, 0.5f, lod) + tex1Dfetch<float>(t1, i);
}
