/* cuda_fp16.h stand-in for the native (clang-19 HIP, -nogpuinc) build of the
 * samples: __half is _Float16 and __half2 a two-lane clang vector of it, so
 * the backend sees packed f16 math and selects v_pk_* instructions. */
#ifndef WARPSCOPE_HIPCOMPAT_CUDA_FP16_H
#define WARPSCOPE_HIPCOMPAT_CUDA_FP16_H

typedef _Float16 __half;
typedef _Float16 __half2 __attribute__((ext_vector_type(2)));
typedef __half half;
typedef __half2 half2;

#define WS_H static __device__ inline __attribute__((always_inline))
WS_H __half __float2half(float f) { return (__half)f; }
WS_H float __half2float(__half h) { return (float)h; }
WS_H __half2 __float2half2_rn(float f) { return (__half2){ (__half)f, (__half)f }; }
WS_H __half2 __halves2half2(__half a, __half b) { return (__half2){ a, b }; }
WS_H __half2 __hadd2(__half2 a, __half2 b) { return a + b; }
WS_H __half2 __hsub2(__half2 a, __half2 b) { return a - b; }
WS_H __half2 __hmul2(__half2 a, __half2 b) { return a * b; }
WS_H __half2 __hfma2(__half2 a, __half2 b, __half2 c) { return __builtin_elementwise_fma(a, b, c); }
WS_H __half2 __hneg2(__half2 a) { return -a; }
WS_H __half2 __hmax2(__half2 a, __half2 b) { return __builtin_elementwise_max(a, b); }
WS_H __half2 __hmin2(__half2 a, __half2 b) { return __builtin_elementwise_min(a, b); }
WS_H __half __hadd(__half a, __half b) { return a + b; }
WS_H __half __hsub(__half a, __half b) { return a - b; }
WS_H __half __hmul(__half a, __half b) { return a * b; }
WS_H __half __hfma(__half a, __half b, __half c) { return __builtin_fmaf16(a, b, c); }
WS_H __half __hneg(__half a) { return -a; }
#undef WS_H
#endif
