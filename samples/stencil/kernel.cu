// stencil: one Jacobi sweep of a 3D 7-point stencil with a 3D thread block
// (8x8x4) and 3D grid. Boundary cells copy the input unchanged (divergent
// branch); interior cells combine centre and six neighbours with
// coefficients c0/c1. Grid dimensions are not multiples of the block, so
// whole threads are masked out by the range check. Deterministic.

__global__ void stencil7(const float *__restrict__ in, float *__restrict__ out,
                         int nx, int ny, int nz, float c0, float c1)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int z = blockIdx.z * blockDim.z + threadIdx.z;
    if (x >= nx || y >= ny || z >= nz)
        return;

    int sy = nx, sz = nx * ny;
    int idx = z * sz + y * sy + x;
    float centre = in[idx];

    if (x == 0 || y == 0 || z == 0 || x == nx - 1 || y == ny - 1 || z == nz - 1) {
        out[idx] = centre;          // Dirichlet boundary: keep value
        return;
    }

    float nb = in[idx - 1] + in[idx + 1]
             + in[idx - sy] + in[idx + sy]
             + in[idx - sz] + in[idx + sz];
    out[idx] = c0 * centre + c1 * nb;
}

#ifdef WARPSCOPE_HARNESS
#include "../harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int nx = 37, ny = 29, nz = 19;
    static float a[nx * ny * nz];
    for (int i = 0; i < nx * ny * nz; i++) a[i] = ws_rand_f32(0.0f, 10.0f);
    float *dIn = (float *)ws_buffer("in", sizeof a, WS_IN, a);
    float *dOut = (float *)ws_buffer("out", sizeof a, WS_OUT, NULL);
    float c0 = 0.4f, c1 = 0.1f;
    dim3 block(8, 8, 4), grid((nx + 7) / 8, (ny + 7) / 8, (nz + 3) / 4);
    ws_launch("stencil7", grid, block, 0);
    ws_p_buf(dIn); ws_p_buf(dOut); ws_p_i32(nx); ws_p_i32(ny); ws_p_i32(nz);
    ws_p_f32(c0); ws_p_f32(c1);
    stencil7<<<grid, block>>>(dIn, dOut, nx, ny, nz, c0, c1);
    ws_after_launch();
    return ws_finish();
}
#endif
