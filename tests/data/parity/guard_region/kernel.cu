// Kernels for warpscope's liveness parity tests: values written under a
// guard before a reconvergence point (BSYNC), in regions nvcc builds for
// if/else-if chains, double-precision reciprocals and logarithms (their
// slow paths are subroutines with RET), and shared-memory tiles whose
// edges load under guards.  Written for warpscope; no other source.
#include <cuda_runtime.h>

#define TILE 16

// An if / else-if chain on a neighbour code inside a loop: the values
// the chain writes under a guard are read after the chain and by the
// next iteration.
__global__ void chain_flux(int n, const int *__restrict__ code,
                           const float *__restrict__ v, const float *__restrict__ nrm,
                           float *__restrict__ out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float ax = 0.f, ay = 0.f, az = 0.f, aw = 0.f;
    float self = v[i];
    for (int j = 0; j < 4; j++) {
        int nb = code[i + j * n];
        float nx = nrm[i + (j * 3 + 0) * n];
        float ny = nrm[i + (j * 3 + 1) * n];
        float nz = nrm[i + (j * 3 + 2) * n];
        if (nb >= 0) {
            float o = v[nb];
            float m = 0.5f * (self + o);
            ax += nx * m;
            ay += ny * m;
            az += nz * m;
            aw += (o - self) * (nx + ny + nz);
        } else if (nb == -1) {
            ax += nx * self;
            ay += ny * self;
            az += nz * self;
        } else if (nb == -2) {
            float m = 0.5f * (self + 1.5f);
            ax += nx * m;
            ay += ny * m;
            az += nz * m;
            aw += 1.5f * (nx - nz);
        }
    }
    out[i] = ax;
    out[i + n] = ay;
    out[i + 2 * n] = az;
    out[i + 3 * n] = aw;
}

// The same chain on doubles.
__global__ void chain_flux_d(int n, const int *__restrict__ code,
                             const double *__restrict__ v, const double *__restrict__ nrm,
                             double *__restrict__ out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    double ax = 0., ay = 0., az = 0.;
    double self = v[i];
    for (int j = 0; j < 4; j++) {
        int nb = code[i + j * n];
        double nx = nrm[i + (j * 3 + 0) * n];
        double ny = nrm[i + (j * 3 + 1) * n];
        double nz = nrm[i + (j * 3 + 2) * n];
        if (nb >= 0) {
            double m = 0.5 * (self + v[nb]);
            ax += nx * m;
            ay += ny * m;
            az += nz * m;
        } else if (nb == -1) {
            ax += nx * self;
            ay += ny * self;
            az += nz * self;
        } else if (nb == -2) {
            ax += nx * 0.75;
            ay += ny * 0.75;
            az += nz * 0.75;
        }
    }
    out[i] = ax;
    out[i + n] = ay;
    out[i + 2 * n] = az;
}

// Double reciprocals and logarithms in a row: nvcc's reciprocal slow
// path is a subroutine (CALL ... RET) and log's special cases are
// guarded writes before a branch to the region's end.
__global__ void rcp_log(int n, const double *__restrict__ a, const double *__restrict__ b,
                        double *__restrict__ out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    double x = a[i], y = b[i];
    double r = 1.0 / x;
    double s = 1.0 / (1.0 + x * y);
    double l = log(r * y + 2.0);
    double m = log(s * 3.0);
    out[i] = r * l + s;
    out[i + n] = exp(m - 4200.0 / y) * r;
}

// A shared tile with edge cells loaded under guards, corners and edges
// told apart by an if / else-if chain after a barrier.
__global__ void tile_edges(const float *__restrict__ in, float *__restrict__ out, int cols, int rows)
{
    __shared__ float c[TILE][TILE], north[TILE][TILE], south[TILE][TILE];
    __shared__ float east[TILE][TILE], west[TILE][TILE];
    int bx = blockIdx.x, by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
    int base = cols * TILE * by + TILE * bx;
    int idx = base + cols * ty + tx;
    int in_n = base - cols + tx, in_s = base + cols * TILE + tx;
    int in_w = base + cols * ty - 1, in_e = base + cols * ty + TILE;
    north[ty][tx] = in[in_n];
    south[ty][tx] = in[in_s];
    if (by == 0)
        north[ty][tx] = in[TILE * bx + tx];
    else if (by == gridDim.y - 1)
        south[ty][tx] = in[cols * TILE * (gridDim.y - 1) + TILE * bx + cols * (TILE - 1) + tx];
    __syncthreads();
    west[ty][tx] = in[in_w];
    east[ty][tx] = in[in_e];
    if (bx == 0)
        west[ty][tx] = in[cols * TILE * by + cols * ty];
    else if (bx == gridDim.x - 1)
        east[ty][tx] = in[cols * TILE * by + TILE * (gridDim.x - 1) + cols * ty + TILE - 1];
    __syncthreads();
    c[ty][tx] = in[idx];
    __syncthreads();
    float jc = c[ty][tx], n, s, w, e;
    if (ty == 0 && tx == 0) {
        n = north[ty][tx]; s = c[ty + 1][tx]; w = west[ty][tx]; e = c[ty][tx + 1];
    } else if (ty == 0 && tx == TILE - 1) {
        n = north[ty][tx]; s = c[ty + 1][tx]; w = c[ty][tx - 1]; e = east[ty][tx];
    } else if (ty == TILE - 1 && tx == TILE - 1) {
        n = c[ty - 1][tx]; s = south[ty][tx]; w = c[ty][tx - 1]; e = east[ty][tx];
    } else if (ty == TILE - 1 && tx == 0) {
        n = c[ty - 1][tx]; s = south[ty][tx]; w = west[ty][tx]; e = c[ty][tx + 1];
    } else if (ty == 0) {
        n = north[ty][tx]; s = c[ty + 1][tx]; w = c[ty][tx - 1]; e = c[ty][tx + 1];
    } else if (tx == TILE - 1) {
        n = c[ty - 1][tx]; s = c[ty + 1][tx]; w = c[ty][tx - 1]; e = east[ty][tx];
    } else if (ty == TILE - 1) {
        n = c[ty - 1][tx]; s = south[ty][tx]; w = c[ty][tx - 1]; e = c[ty][tx + 1];
    } else if (tx == 0) {
        n = c[ty - 1][tx]; s = c[ty + 1][tx]; w = west[ty][tx]; e = c[ty][tx + 1];
    } else {
        n = c[ty - 1][tx]; s = c[ty + 1][tx]; w = c[ty][tx - 1]; e = c[ty][tx + 1];
    }
    float g2 = ((n - jc) * (n - jc) + (s - jc) * (s - jc) + (w - jc) * (w - jc) + (e - jc) * (e - jc)) / (jc * jc);
    float l = (n + s + w + e - 4.f * jc) / jc;
    float q = (0.5f * g2 - l * l / 16.f) / ((1.f + 0.25f * l) * (1.f + 0.25f * l));
    out[idx] = q < 0.f ? 0.f : (q > 1.f ? 1.f : q);
}
