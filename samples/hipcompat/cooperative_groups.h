/* cooperative_groups.h stand-in for the native (clang-19 HIP, -nogpuinc)
 * build of the samples: only coalesced_threads(), the group of the lanes
 * active together (wave32: one warp), with its rank and size. */
#ifndef WARPSCOPE_HIPCOMPAT_COOPERATIVE_GROUPS_H
#define WARPSCOPE_HIPCOMPAT_COOPERATIVE_GROUPS_H

namespace cooperative_groups {
struct coalesced_group {
    unsigned mask;
    __device__ unsigned thread_rank() const { return (unsigned)__popc(mask & ws_lanemask_lt()); }
    __device__ unsigned size() const { return (unsigned)__popc(mask); }
};
static __device__ inline coalesced_group coalesced_threads() { return coalesced_group{ __activemask() }; }
}

#endif
