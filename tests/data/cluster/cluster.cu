// cluster.cu: a kernel with compile-time cluster dimensions (__cluster_dims__)
// that syncs its cluster and reads a neighbour CTA's shared memory, for the
// listing only (how nvdisasm shows the cluster dimensions).
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __cluster_dims__(2, 1, 1) k_cluster(unsigned *o)
{
    __shared__ unsigned s[64];
    cg::cluster_group c = cg::this_cluster();
    s[threadIdx.x] = threadIdx.x + 100 * c.block_rank();
    c.sync();
    unsigned *peer = c.map_shared_rank(s, c.block_rank() ^ 1);
    o[blockIdx.x * blockDim.x + threadIdx.x] = peer[threadIdx.x] + c.num_blocks();
    c.sync();
}
__global__ void k_nocluster(unsigned *o)
{
    cg::cluster_group c = cg::this_cluster();
    c.sync();
    o[threadIdx.x] = c.block_rank() + c.num_blocks();
}
