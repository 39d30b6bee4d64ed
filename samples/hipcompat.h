/* hipcompat.h - the CUDA built-ins the warpscope samples use, mapped onto
 * clang builtins for gfx1100, so that AMD's own compiler (clang-19 in HIP
 * mode, -nogpulib -nogpuinc, no ROCm) can compile the same kernel.cu:
 *
 *   clang-19 -x hip --offload-arch=gfx1100 -nogpulib -nogpuinc
 *            --cuda-device-only -O3 -g -include samples/hipcompat.h
 *            -I samples/hipcompat kernel.cu
 *
 * With -nogpuinc clang defines nothing but the __HIP__/__AMDGCN__ macros
 * (checked with -E -dM): the execution-space keywords, vector types,
 * thread indices and math all come from here.  Device code only; host code
 * (the WARPSCOPE_HARNESS part of a sample) is not compiled.
 *
 * Semantics follow the CUDA programming guide for a full 32-lane warp;
 * gfx1100 runs wave32 by default (__AMDGCN_WAVEFRONT_SIZE == 32), so warp
 * masks are the 32-bit wave masks. Partial masks are not honoured (the
 * samples pass 0xffffffff everywhere).
 */
#ifndef WARPSCOPE_HIPCOMPAT_H
#define WARPSCOPE_HIPCOMPAT_H

#if !defined(__HIP__)
#error "hipcompat.h is for clang -x hip"
#endif

/* ---- execution spaces and memory spaces (clang's CUDA/HIP attributes) ---- */
#define __global__       __attribute__((global))
#define __device__       __attribute__((device))
#define __host__         __attribute__((host))
#define __shared__       __attribute__((shared))
#define __constant__     __attribute__((constant))
#define __managed__      __attribute__((managed))
#define __forceinline__  inline __attribute__((always_inline))
#define __noinline__     __attribute__((noinline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))

#define WS_DEV static __device__ __forceinline__

#define warpSize 32

typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;

#define INFINITY __builtin_inff()
#define NAN __builtin_nanf("")
#define FLT_MAX __FLT_MAX__

/* ---- vector types (CUDA layout: plain structs, aligned to their size) ---- */
#define WS_VEC2(T, N) struct __attribute__((aligned(2 * sizeof(T)))) N { T x, y; }; \
    WS_DEV N make_##N(T x, T y) { N v = { x, y }; return v; }
#define WS_VEC3(T, N) struct N { T x, y, z; }; \
    WS_DEV N make_##N(T x, T y, T z) { N v = { x, y, z }; return v; }
#define WS_VEC4(T, N) struct __attribute__((aligned(4 * sizeof(T)))) N { T x, y, z, w; }; \
    WS_DEV N make_##N(T x, T y, T z, T w) { N v = { x, y, z, w }; return v; }
WS_VEC2(int, int2)            WS_VEC3(int, int3)            WS_VEC4(int, int4)
WS_VEC2(unsigned, uint2)      WS_VEC3(unsigned, uint3)      WS_VEC4(unsigned, uint4)
WS_VEC2(float, float2)        WS_VEC3(float, float3)        WS_VEC4(float, float4)
WS_VEC2(double, double2)
#undef WS_VEC2
#undef WS_VEC3
#undef WS_VEC4

struct dim3 {
    unsigned x, y, z;
    __host__ __device__ constexpr dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1)
        : x(a), y(b), z(c) {}
};

/* ---- thread and block indices ----
 * Work-item ids come from v0 (x 9:0, y 19:10, z 29:20), workgroup ids from
 * SGPRs. blockDim and gridDim are read from the code object v5 implicit
 * arguments (AMDGPUUsage.rst, "Code Object V5 Metadata", hidden arguments):
 * hidden_block_count_x/y/z (u32) at offsets 0/4/8 and hidden_group_size_x/y/z
 * (u16) at 12/14/16. */
WS_DEV uint3 ws_thread_idx(void)
{
    return make_uint3(__builtin_amdgcn_workitem_id_x(), __builtin_amdgcn_workitem_id_y(),
                      __builtin_amdgcn_workitem_id_z());
}
WS_DEV uint3 ws_block_idx(void)
{
    return make_uint3(__builtin_amdgcn_workgroup_id_x(), __builtin_amdgcn_workgroup_id_y(),
                      __builtin_amdgcn_workgroup_id_z());
}
WS_DEV uint3 ws_block_dim(void)
{
    const unsigned short *g =
        (const unsigned short *)((const char *)__builtin_amdgcn_implicitarg_ptr() + 12);
    return make_uint3(g[0], g[1], g[2]);
}
WS_DEV uint3 ws_grid_dim(void)
{
    const unsigned *c = (const unsigned *)__builtin_amdgcn_implicitarg_ptr();
    return make_uint3(c[0], c[1], c[2]);
}
#define threadIdx (ws_thread_idx())
#define blockIdx  (ws_block_idx())
#define blockDim  (ws_block_dim())
#define gridDim   (ws_grid_dim())

/* ---- synchronisation ---- */
WS_DEV void __syncthreads(void)
{
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
WS_DEV void __syncwarp(unsigned mask = 0xffffffffu) { (void)mask; __builtin_amdgcn_wave_barrier(); }
WS_DEV void __threadfence_block(void) { __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup"); }
WS_DEV void __threadfence(void) { __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent"); }

/* ---- warp (wave32) primitives ---- */
WS_DEV unsigned ws_lane_id(void) { return __builtin_amdgcn_mbcnt_lo(~0u, 0u); }
/* PTX %lanemask_lt: the lanes below this one (mbcnt counts them). */
WS_DEV unsigned ws_lanemask_lt(void) { return (1u << ws_lane_id()) - 1u; }

/* ds_bpermute_b32 reads lane (addr / 4) of the source. */
WS_DEV int ws_bpermute(int lane, int v) { return __builtin_amdgcn_ds_bpermute(lane << 2, v); }
WS_DEV float ws_bpermute_f(int lane, float v)
{
    return __builtin_bit_cast(float, ws_bpermute(lane, __builtin_bit_cast(int, v)));
}

#define WS_SHFL_ALL(T, CONV)                                                          \
    WS_DEV T __shfl_sync(unsigned m, T v, int src, int w = warpSize)                  \
    {                                                                                 \
        (void)m; int l = (int)ws_lane_id();                                           \
        return CONV((l & ~(w - 1)) + (src & (w - 1)), v);                             \
    }                                                                                 \
    WS_DEV T __shfl_up_sync(unsigned m, T v, unsigned d, int w = warpSize)            \
    {                                                                                 \
        (void)m; int l = (int)ws_lane_id();                                           \
        int s = ((l & (w - 1)) < (int)d) ? l : l - (int)d;                            \
        return CONV(s, v);                                                            \
    }                                                                                 \
    WS_DEV T __shfl_down_sync(unsigned m, T v, unsigned d, int w = warpSize)          \
    {                                                                                 \
        (void)m; int l = (int)ws_lane_id();                                           \
        int s = ((l & (w - 1)) + (int)d >= w) ? l : l + (int)d;                       \
        return CONV(s, v);                                                            \
    }                                                                                 \
    WS_DEV T __shfl_xor_sync(unsigned m, T v, int x, int w = warpSize)                \
    {                                                                                 \
        (void)m; int l = (int)ws_lane_id();                                           \
        int s = l ^ x;                                                                \
        if ((s & ~(w - 1)) != (l & ~(w - 1))) s = l;                                  \
        return CONV(s, v);                                                            \
    }
#define WS_CONV_I(s, v) ws_bpermute((s), (int)(v))
#define WS_CONV_U(s, v) (unsigned)ws_bpermute((s), (int)(v))
#define WS_CONV_F(s, v) ws_bpermute_f((s), (v))
WS_SHFL_ALL(int, WS_CONV_I)
WS_SHFL_ALL(unsigned, WS_CONV_U)
WS_SHFL_ALL(float, WS_CONV_F)
#undef WS_SHFL_ALL

WS_DEV unsigned __ballot_sync(unsigned m, int p) { return __builtin_amdgcn_ballot_w32(p != 0) & m; }
WS_DEV unsigned __activemask(void) { return __builtin_amdgcn_ballot_w32(1); }
WS_DEV int __any_sync(unsigned m, int p) { return __ballot_sync(m, p) != 0; }
WS_DEV int __all_sync(unsigned m, int p) { return __ballot_sync(m, p) == (__activemask() & m); }
/* __reduce_add_sync: the sum over the lanes of m, read one by one */
WS_DEV unsigned __reduce_add_sync(unsigned m, unsigned v)
{
    unsigned s = 0;
    for (int l = 0; l < 32; l++)
        if ((m >> l) & 1u)
            s += __shfl_sync(m, v, l);
    return s;
}
WS_DEV int __reduce_add_sync(unsigned m, int v) { return (int)__reduce_add_sync(m, (unsigned)v); }

/* ---- integer intrinsics ---- */
WS_DEV int __popc(unsigned x) { return __builtin_popcount(x); }
WS_DEV int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
WS_DEV int __clz(int x) { return x ? __builtin_clz((unsigned)x) : 32; }
WS_DEV int __ffs(int x) { return __builtin_ffs(x); }
WS_DEV unsigned __brev(unsigned x) { return __builtin_bitreverse32(x); }
/* __byte_perm: result byte n is byte (s >> 4n) & 7 of the 64-bit {y, x}. */
WS_DEV unsigned __byte_perm(unsigned x, unsigned y, unsigned s)
{
    unsigned long long v = ((unsigned long long)y << 32) | x;
    unsigned r = 0;
    for (int n = 0; n < 4; n++)
        r |= (unsigned)((v >> (8 * ((s >> (4 * n)) & 7))) & 0xff) << (8 * n);
    return r;
}
WS_DEV unsigned __funnelshift_l(unsigned lo, unsigned hi, unsigned sh)
{
    unsigned long long v = ((unsigned long long)hi << 32) | lo;
    return (unsigned)((v << (sh & 31)) >> 32);
}
WS_DEV unsigned __funnelshift_r(unsigned lo, unsigned hi, unsigned sh)
{
    unsigned long long v = ((unsigned long long)hi << 32) | lo;
    return (unsigned)(v >> (sh & 31));
}
WS_DEV unsigned __umulhi(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a * b) >> 32); }
WS_DEV int __mulhi(int a, int b) { return (int)(((long long)a * b) >> 32); }
WS_DEV int min(int a, int b) { return a < b ? a : b; }
WS_DEV int max(int a, int b) { return a > b ? a : b; }
WS_DEV unsigned min(unsigned a, unsigned b) { return a < b ? a : b; }
WS_DEV unsigned max(unsigned a, unsigned b) { return a > b ? a : b; }
WS_DEV float min(float a, float b) { return __builtin_fminf(a, b); }
WS_DEV float max(float a, float b) { return __builtin_fmaxf(a, b); }
WS_DEV int abs(int a) { return a < 0 ? -a : a; }

template <class T> WS_DEV T __ldg(const T *p) { return *p; }

/* ---- atomics (relaxed, device scope, as CUDA's atomicXxx) ---- */
#define WS_ATOMIC_ADD(T)                                                              \
    WS_DEV T atomicAdd(T *p, T v)                                                     \
    { return __hip_atomic_fetch_add(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); }
WS_ATOMIC_ADD(int)
WS_ATOMIC_ADD(unsigned)
WS_ATOMIC_ADD(unsigned long long)
WS_ATOMIC_ADD(float)
WS_ATOMIC_ADD(double)
#undef WS_ATOMIC_ADD
#define WS_ATOMIC_CAS(T)                                                              \
    WS_DEV T atomicCAS(T *p, T cmp, T v)                                              \
    {                                                                                 \
        __hip_atomic_compare_exchange_strong(p, &cmp, v, __ATOMIC_RELAXED,            \
                                             __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); \
        return cmp;                                                                   \
    }
WS_ATOMIC_CAS(int)
WS_ATOMIC_CAS(unsigned)
WS_ATOMIC_CAS(unsigned long long)
#undef WS_ATOMIC_CAS
WS_DEV int atomicMax(int *p, int v)
{ return __hip_atomic_fetch_max(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); }
WS_DEV int atomicMin(int *p, int v)
{ return __hip_atomic_fetch_min(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); }
WS_DEV int atomicExch(int *p, int v)
{ return __hip_atomic_exchange(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); }
WS_DEV int atomicAnd(int *p, int v)
{ return __hip_atomic_fetch_and(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); }
WS_DEV int atomicOr(int *p, int v)
{ return __hip_atomic_fetch_or(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); }
WS_DEV int atomicXor(int *p, int v)
{ return __hip_atomic_fetch_xor(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); }
/* atomicInc: old >= v ? 0 : old + 1, the AMDGPU inc atomic */
WS_DEV unsigned atomicInc(unsigned *p, unsigned v)
{ return __builtin_amdgcn_atomic_inc32(p, v, __ATOMIC_RELAXED, "agent"); }

/* ---- generic addresses, clocks ---- */
WS_DEV unsigned __isShared(const void *p) { return __builtin_amdgcn_is_shared(p); }
/* clock64: a 64-bit counter that never goes backwards (the real-time one) */
WS_DEV long long clock64(void) { return (long long)__builtin_readsteadycounter(); }

/* ---- float math: clang builtins (lowered inline by the AMDGPU backend, no
 * device library needed) and the fast intrinsics on the hardware ops ---- */
WS_DEV float sqrtf(float x) { return __builtin_sqrtf(x); }
WS_DEV double sqrt(double x) { return __builtin_sqrt(x); }
WS_DEV float rsqrtf(float x) { return __builtin_amdgcn_rsqf(x); }
WS_DEV float fmaf(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
WS_DEV double fma(double a, double b, double c) { return __builtin_fma(a, b, c); }
WS_DEV float fmaxf(float a, float b) { return __builtin_fmaxf(a, b); }
WS_DEV float fminf(float a, float b) { return __builtin_fminf(a, b); }
WS_DEV float fabsf(float a) { return __builtin_fabsf(a); }
WS_DEV double fabs(double a) { return __builtin_fabs(a); }
WS_DEV float expf(float x) { return __builtin_expf(x); }
WS_DEV float exp2f(float x) { return __builtin_exp2f(x); }
WS_DEV float logf(float x) { return __builtin_logf(x); }
WS_DEV float log2f(float x) { return __builtin_log2f(x); }
WS_DEV float floorf(float x) { return __builtin_floorf(x); }
/* __expf: 2^(x*log2 e) on v_exp_f32, as CUDA's ex2.approx */
WS_DEV float __expf(float x) { return __builtin_amdgcn_exp2f(x * 1.4426950408889634f); }
WS_DEV float __logf(float x) { return __builtin_amdgcn_logf(x) * 0.6931471805599453f; }
WS_DEV float __fdividef(float a, float b) { return a * __builtin_amdgcn_rcpf(b); }
WS_DEV float __frcp_rn(float x) { return 1.0f / x; }
WS_DEV float __int_as_float(int x) { return __builtin_bit_cast(float, x); }
WS_DEV int __float_as_int(float x) { return __builtin_bit_cast(int, x); }
WS_DEV unsigned __float_as_uint(float x) { return __builtin_bit_cast(unsigned, x); }
WS_DEV float __uint_as_float(unsigned x) { return __builtin_bit_cast(float, x); }

#undef WS_DEV
#endif
