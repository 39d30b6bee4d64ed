/* cuda_pipeline.h stand-in for the native reference (samples/make-native.sh):
 * cp.async's primitives done synchronously, which finishes every copy no
 * later than a wait would: __pipeline_memcpy_async copies size - zfill
 * bytes and writes zfill zero bytes after them; commit and wait do nothing. */
#ifndef WARPSCOPE_HIPCOMPAT_CUDA_PIPELINE_H
#define WARPSCOPE_HIPCOMPAT_CUDA_PIPELINE_H

static __device__ __forceinline__ void __pipeline_memcpy_async(void *dst, const void *src,
                                                               unsigned size, unsigned zfill = 0)
{
    unsigned char *d = (unsigned char *)dst;
    const unsigned char *s = (const unsigned char *)src;
    for (unsigned k = 0; k < size; k++)
        d[k] = k < size - zfill ? s[k] : 0;
}
static __device__ __forceinline__ void __pipeline_commit(void) {}
static __device__ __forceinline__ void __pipeline_wait_prior(unsigned n) { (void)n; }

#endif
