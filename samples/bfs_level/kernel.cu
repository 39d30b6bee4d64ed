// bfs_level: one level-synchronous BFS step over a CSR graph; the harness
// launches it once per level. The BFS queue is one array: the current
// frontier is queue[head .. head+frontier_len), and newly discovered
// vertices are appended right after it. Each thread takes one frontier
// vertex, walks its adjacency list (data-dependent trip count, divergent),
// claims unvisited neighbours with atomicCAS on the distance array
// (ATOMG.E.CAS), records the parent, and reserves a queue slot with
// atomicAdd on level_len[level + 1] (ATOMG.E.ADD).
// dist and level_len are deterministic; parent and the order of vertices
// inside each level of the queue depend on which thread wins each
// atomicCAS / atomicAdd, so they can vary between runs.

__global__ void bfs_level(const int *__restrict__ row_ptr, const int *__restrict__ col_idx,
                          int *__restrict__ queue, int head, int frontier_len,
                          int *__restrict__ dist, int *__restrict__ parent,
                          int *__restrict__ level_len, int level)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= frontier_len) return;
    int u = queue[head + t];
    int begin = row_ptr[u], end = row_ptr[u + 1];
    for (int e = begin; e < end; ++e) {
        int v = col_idx[e];
        if (dist[v] != -1) continue;            // cheap pre-check, no atomic
        if (atomicCAS(&dist[v], -1, level + 1) == -1) {
            parent[v] = u;
            int slot = atomicAdd(&level_len[level + 1], 1);
            queue[head + frontier_len + slot] = v;
        }
    }
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    enum { NV = 2000, MAXDEG = 12, MAXLEVEL = 64 };
    static int row_ptr[NV + 1], col_idx[NV * MAXDEG], dist[NV], parent[NV], queue[NV];
    static int level_len[MAXLEVEL + 1];
    int ne = 0;
    for (int u = 0; u < NV; u++) {
        row_ptr[u] = ne;
        int deg = (u % 7 == 0) ? MAXDEG : (int)ws_rand_below(5);   // a few hubs
        for (int k = 0; k < deg; k++) col_idx[ne++] = (int)ws_rand_below(NV);
    }
    row_ptr[NV] = ne;
    for (int v = 0; v < NV; v++) { dist[v] = -1; parent[v] = -1; queue[v] = 0; }
    dist[0] = 0; parent[0] = 0;          // source vertex 0, queue[0] = 0
    level_len[0] = 1;
    int *dRow = (int *)ws_buffer("row_ptr", sizeof row_ptr, WS_IN, row_ptr);
    int *dCol = (int *)ws_buffer("col_idx", ne * sizeof(int), WS_IN, col_idx);
    int *dQ = (int *)ws_buffer("queue", sizeof queue, WS_INOUT, queue);
    int *dDist = (int *)ws_buffer("dist", sizeof dist, WS_INOUT, dist);
    int *dPar = (int *)ws_buffer("parent", sizeof parent, WS_INOUT, parent);
    int *dLen = (int *)ws_buffer("level_len", sizeof level_len, WS_INOUT, level_len);
    int head = 0, len = 1;
    for (int level = 0; len > 0 && level < MAXLEVEL; level++) {
        dim3 block(128, 1, 1), grid((len + 127) / 128, 1, 1);
        ws_launch("bfs_level", grid, block, 0);
        ws_p_buf(dRow); ws_p_buf(dCol); ws_p_buf(dQ); ws_p_i32(head); ws_p_i32(len);
        ws_p_buf(dDist); ws_p_buf(dPar); ws_p_buf(dLen); ws_p_i32(level);
        bfs_level<<<grid, block>>>(dRow, dCol, dQ, head, len, dDist, dPar, dLen, level);
        ws_after_launch();
        int next = 0;
        WS_CHECK(cudaMemcpy(&next, dLen + level + 1, sizeof(int), cudaMemcpyDeviceToHost));
        head += len;
        len = next;
    }
    return ws_finish();
}
#endif
