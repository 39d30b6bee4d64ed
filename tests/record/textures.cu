// textures.cu - a plain CUDA program (no recording code) whose launches
// pass texture and surface objects, for `warpscope record`: tex2D over
// CUDA arrays and over pitched memory (cudaMallocPitch), point and linear
// filtering, normalized and unnormalized coordinates, clamp/wrap/mirror/
// border addressing, 8-bit normalized uchar4 texels, tex2DLayered, tex3D,
// surf2Dwrite; and one tex1Dfetch over linear memory, which the recorder
// refuses with its reason (launch.txt describes no linear textures).
// Built and recorded by tests/record/make-recordings.sh (textures).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

__global__ void fetch2d(const float2 *xy, float *out, int n, cudaTextureObject_t t)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float2 c = xy[i];
    out[i] = tex2D<float>(t, c.x, c.y);
}

__global__ void fetch_pair(const float2 *xy, float *out, int n, cudaTextureObject_t a, float s,
                           cudaTextureObject_t b)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float2 c = xy[i];
    out[i] = tex2D<float>(a, c.x, c.y) * s - tex2D<float>(b, c.y * 0.5f, c.x * 0.75f);
}

__global__ void fetch_rgba(const float2 *xy, float4 *out, int n, cudaTextureObject_t t)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float2 c = xy[i];
    out[i] = tex2D<float4>(t, c.x, c.y);
}

__global__ void fetch_layered(const float4 *c, float *out, int n, cudaTextureObject_t t)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    out[i] = tex2DLayered<float>(t, c[i].x, c[i].y, (int)c[i].z);
}

__global__ void fetch3d(const float4 *c, float *out, int n, cudaTextureObject_t t)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    out[i] = tex3D<float>(t, c[i].x, c[i].y, c[i].z);
}

__global__ void surf_fill(cudaSurfaceObject_t s, int w, int h, float k)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    surf2Dwrite(k * x - y, s, x * (int)sizeof(float), y);
}

__global__ void fetch1d(const float *unused, float *out, int n, cudaTextureObject_t t)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    out[i] = tex1Dfetch<float>(t, i) + (unused ? 1.0f : 0.0f);
}

static unsigned seed = 12345;
static float rnd(void) { seed = seed * 1103515245u + 12345u; return (float)((seed >> 8) & 0xffff) / 65536.0f; }

// a coordinate in [lo, hi) kept 0.05 texel from texel edges (texel units)
static float coord(float lo, float hi)
{
    float v = lo + (hi - lo) * rnd();
    float f = v - floorf(v);
    if (f < 0.05f) v += 0.05f;
    if (f > 0.95f) v -= 0.05f;
    return v;
}

static cudaTextureObject_t texobj(cudaResourceDesc *r, cudaTextureAddressMode a, cudaTextureFilterMode f,
                                  int norm, cudaTextureReadMode rm)
{
    cudaTextureDesc d;
    memset(&d, 0, sizeof d);
    d.addressMode[0] = d.addressMode[1] = d.addressMode[2] = a;
    d.filterMode = f;
    d.normalizedCoords = norm;
    d.readMode = rm;
    cudaTextureObject_t t;
    CK(cudaCreateTextureObject(&t, r, &d, NULL));
    return t;
}

int main(void)
{
    const int W = 29, H = 17, N = 256, PW = 23, PH = 11;
    // a 2D float array
    float img[W * H];
    for (int i = 0; i < W * H; i++) img[i] = (float)((i * 37) % 101) * 0.25f - 7.0f;
    cudaChannelFormatDesc cf = cudaCreateChannelDesc<float>();
    cudaArray_t arr;
    CK(cudaMallocArray(&arr, &cf, W, H));
    CK(cudaMemcpy2DToArray(arr, 0, 0, img, W * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice));
    cudaResourceDesc ra;
    memset(&ra, 0, sizeof ra);
    ra.resType = cudaResourceTypeArray;
    ra.res.array.array = arr;
    cudaTextureObject_t t_pc = texobj(&ra, cudaAddressModeClamp, cudaFilterModePoint, 0, cudaReadModeElementType);
    cudaTextureObject_t t_lw = texobj(&ra, cudaAddressModeWrap, cudaFilterModeLinear, 1, cudaReadModeElementType);
    cudaTextureObject_t t_mb = texobj(&ra, cudaAddressModeMirror, cudaFilterModePoint, 1, cudaReadModeElementType);
    cudaTextureObject_t t_lb = texobj(&ra, cudaAddressModeBorder, cudaFilterModeLinear, 0, cudaReadModeElementType);

    // pitched memory
    float *pm;
    size_t pitch;
    CK(cudaMallocPitch((void **)&pm, &pitch, PW * sizeof(float), PH));
    float pimg[PW * PH];
    for (int i = 0; i < PW * PH; i++) pimg[i] = (float)(i % 13) - 0.5f * (float)(i % 7);
    CK(cudaMemcpy2D(pm, pitch, pimg, PW * sizeof(float), PW * sizeof(float), PH, cudaMemcpyHostToDevice));
    cudaResourceDesc rp;
    memset(&rp, 0, sizeof rp);
    rp.resType = cudaResourceTypePitch2D;
    rp.res.pitch2D.devPtr = pm;
    rp.res.pitch2D.desc = cf;
    rp.res.pitch2D.width = PW;
    rp.res.pitch2D.height = PH;
    rp.res.pitch2D.pitchInBytes = pitch;
    cudaTextureObject_t t_pitch = texobj(&rp, cudaAddressModeClamp, cudaFilterModeLinear, 0, cudaReadModeElementType);

    // uchar4 texels read as normalized floats
    const int CW = 16, CH = 10;
    uchar4 cimg[CW * CH];
    for (int i = 0; i < CW * CH; i++) cimg[i] = make_uchar4(i * 7, 255 - i, (i * 31) & 255, i & 1 ? 255 : 0);
    cudaChannelFormatDesc c4 = cudaCreateChannelDesc<uchar4>();
    cudaArray_t carr;
    CK(cudaMallocArray(&carr, &c4, CW, CH));
    CK(cudaMemcpy2DToArray(carr, 0, 0, cimg, CW * 4, CW * 4, CH, cudaMemcpyHostToDevice));
    cudaResourceDesc rc;
    memset(&rc, 0, sizeof rc);
    rc.resType = cudaResourceTypeArray;
    rc.res.array.array = carr;
    cudaTextureObject_t t_rgba = texobj(&rc, cudaAddressModeClamp, cudaFilterModeLinear, 1, cudaReadModeNormalizedFloat);

    // layered and 3D
    const int LW = 13, LH = 9, LD = 3, VW = 7, VH = 6, VD = 5;
    float limg[LW * LH * LD], vimg[VW * VH * VD];
    for (int i = 0; i < LW * LH * LD; i++) limg[i] = (float)((i * 11) % 53) - 20.0f;
    for (int i = 0; i < VW * VH * VD; i++) vimg[i] = (float)((i * 5) % 17) * 0.5f;
    cudaArray_t larr, varr;
    CK(cudaMalloc3DArray(&larr, &cf, make_cudaExtent(LW, LH, LD), cudaArrayLayered));
    CK(cudaMalloc3DArray(&varr, &cf, make_cudaExtent(VW, VH, VD), 0));
    cudaMemcpy3DParms m;
    memset(&m, 0, sizeof m);
    m.srcPtr = make_cudaPitchedPtr(limg, LW * sizeof(float), LW, LH);
    m.dstArray = larr;
    m.extent = make_cudaExtent(LW, LH, LD);
    m.kind = cudaMemcpyHostToDevice;
    CK(cudaMemcpy3D(&m));
    m.srcPtr = make_cudaPitchedPtr(vimg, VW * sizeof(float), VW, VH);
    m.dstArray = varr;
    m.extent = make_cudaExtent(VW, VH, VD);
    CK(cudaMemcpy3D(&m));
    ra.res.array.array = larr;
    cudaTextureObject_t t_lay = texobj(&ra, cudaAddressModeClamp, cudaFilterModeLinear, 0, cudaReadModeElementType);
    ra.res.array.array = varr;
    cudaTextureObject_t t_3d = texobj(&ra, cudaAddressModeClamp, cudaFilterModeLinear, 0, cudaReadModeElementType);

    // a surface
    const int SW = 19, SH = 7;
    cudaArray_t sarr;
    CK(cudaMallocArray(&sarr, &cf, SW, SH, cudaArraySurfaceLoadStore));
    cudaResourceDesc rs;
    memset(&rs, 0, sizeof rs);
    rs.resType = cudaResourceTypeArray;
    rs.res.array.array = sarr;
    cudaSurfaceObject_t surf;
    CK(cudaCreateSurfaceObject(&surf, &rs));

    // linear memory (tex1Dfetch)
    float *lin;
    CK(cudaMalloc((void **)&lin, N * sizeof(float)));
    CK(cudaMemcpy(lin, img, N * sizeof(float), cudaMemcpyHostToDevice));
    cudaResourceDesc rl;
    memset(&rl, 0, sizeof rl);
    rl.resType = cudaResourceTypeLinear;
    rl.res.linear.devPtr = lin;
    rl.res.linear.desc = cf;
    rl.res.linear.sizeInBytes = N * sizeof(float);
    cudaTextureObject_t t_lin = texobj(&rl, cudaAddressModeClamp, cudaFilterModePoint, 0, cudaReadModeElementType);

    // coordinates: texel units for unnormalized textures, [0,1)-ish for normalized ones
    float2 xy[N], xyn[N];
    float4 xyl[N], xyz[N];
    for (int i = 0; i < N; i++) {
        xy[i] = make_float2(coord(-3.0f, W + 3.0f), coord(-3.0f, H + 3.0f));
        xyn[i] = make_float2(coord(-20.0f, 2 * W) / W, coord(-10.0f, 2 * H) / H);
        xyl[i] = make_float4(coord(-1.0f, LW + 1.0f), coord(-1.0f, LH + 1.0f), (float)(i % LD), 0);
        xyz[i] = make_float4(coord(0.0f, VW), coord(0.0f, VH), coord(0.0f, VD), 0);
    }
    float2 *d_xy, *d_xyn;
    float4 *d_xyl, *d_xyz, *d_rgba;
    float *d_out;
    CK(cudaMalloc((void **)&d_xy, sizeof xy));
    CK(cudaMalloc((void **)&d_xyn, sizeof xyn));
    CK(cudaMalloc((void **)&d_xyl, sizeof xyl));
    CK(cudaMalloc((void **)&d_xyz, sizeof xyz));
    CK(cudaMalloc((void **)&d_rgba, N * sizeof(float4)));
    CK(cudaMalloc((void **)&d_out, N * sizeof(float)));
    CK(cudaMemcpy(d_xy, xy, sizeof xy, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(d_xyn, xyn, sizeof xyn, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(d_xyl, xyl, sizeof xyl, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(d_xyz, xyz, sizeof xyz, cudaMemcpyHostToDevice));

    fetch2d<<<4, 64>>>(d_xy, d_out, N, t_pc);
    fetch2d<<<4, 64>>>(d_xyn, d_out, N, t_lw);
    fetch2d<<<4, 64>>>(d_xyn, d_out, N, t_mb);
    fetch2d<<<4, 64>>>(d_xy, d_out, N, t_lb);
    fetch2d<<<4, 64>>>(d_xy, d_out, N, t_pitch);
    fetch_pair<<<2, 128>>>(d_xy, d_out, N, t_pc, 1.5f, t_pitch);
    fetch_rgba<<<4, 64>>>(d_xyn, d_rgba, N, t_rgba);
    fetch_layered<<<4, 64>>>(d_xyl, d_out, N, t_lay);
    fetch3d<<<4, 64>>>(d_xyz, d_out, N, t_3d);
    surf_fill<<<dim3(3, 2), dim3(8, 4)>>>(surf, SW, SH, 0.75f);
    fetch1d<<<4, 64>>>(NULL, d_out, N, t_lin);
    CK(cudaDeviceSynchronize());
    float out[N];
    CK(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
    float s[SW * SH];
    CK(cudaMemcpy2DFromArray(s, SW * sizeof(float), sarr, 0, 0, SW * sizeof(float), SH, cudaMemcpyDeviceToHost));
    printf("textures: out[5] %g surface[20] %g\n", out[5], s[20]);
    return 0;
}
