/* ws_printf.h - device printf and assert for clang-19 in HIP mode with
 * -nogpulib (no device libraries), included after hipcompat.h by
 * samples/make-native.sh for the kernels that call printf or assert (with
 * -mprintf-kind=buffered), so the other samples' native code stays as it
 * was.
 *
 * clang lowers a device printf itself; with -mprintf-kind=buffered into
 * LLVM's buffered records (a control word, the format's MD5 hash, the
 * arguments 8 bytes each, strings inline) in space it asks __printf_alloc
 * for; the buffer is the hidden_printf_buffer argument (code object v5:
 * hidden argument 72), whose header is the bytes used after its 8 bytes
 * and its size, as warpscope's emulator maps it.  assert (the host
 * <assert.h> macro) calls __assert_fail, which prints CUDA's message and
 * traps, as CUDA's __assertfail does. */
#ifndef WARPSCOPE_WS_PRINTF_H
#define WARPSCOPE_WS_PRINTF_H

extern "C" __device__ int printf(const char *, ...);

extern "C" __device__ char *__printf_alloc(unsigned int bytes)
{
    char *buf = *(char *const *)((const char *)__builtin_amdgcn_implicitarg_ptr() + 72);
    unsigned *hdr = (unsigned *)buf;
    unsigned off = __hip_atomic_fetch_add(hdr, bytes, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
    if (8u + off + bytes > hdr[1])
        return nullptr;
    return buf + 8 + off;
}

extern "C" __device__ void __assert_fail(const char *msg, const char *file, unsigned line, const char *fn)
{
    printf("%s:%u: %s: block: [%u,%u,%u], thread: [%u,%u,%u] Assertion `%s` failed.\n", file, line, fn,
           blockIdx.x, blockIdx.y, blockIdx.z, threadIdx.x, threadIdx.y, threadIdx.z, msg);
    __builtin_trap();
}

#endif
