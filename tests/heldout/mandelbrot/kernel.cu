// mandelbrot: escape-time iteration count per pixel on a 2D grid of 2D
// blocks. The iteration loop has a data-dependent, divergent exit
// (|z|^2 > 4 or max_iter reached), so lanes of a warp leave at different
// times (BSSY/BSYNC reconvergence on sm_70+). A smooth colour value uses
// log2f (MUFU.LG2). Image size is not a multiple of the block.
// Deterministic.

extern "C" __global__ void mandelbrot(int *__restrict__ iters, float *__restrict__ smooth,
                                      int width, int height, float x0, float y0,
                                      float step, int max_iter)
{
    int px = blockIdx.x * blockDim.x + threadIdx.x;
    int py = blockIdx.y * blockDim.y + threadIdx.y;
    if (px >= width || py >= height) return;
    float cr = x0 + px * step, ci = y0 + py * step;
    float zr = 0.f, zi = 0.f, zr2 = 0.f, zi2 = 0.f;
    int it = 0;
    while (it < max_iter && zr2 + zi2 <= 4.0f) {
        zi = 2.0f * zr * zi + ci;
        zr = zr2 - zi2 + cr;
        zr2 = zr * zr;
        zi2 = zi * zi;
        ++it;
    }
    int idx = py * width + px;
    iters[idx] = it;
    float sm = 0.f;
    if (it < max_iter) {
        float lz = log2f(zr2 + zi2) * 0.5f;
        sm = (float)it + 1.0f - log2f(fmaxf(lz, 1e-6f));
    }
    smooth[idx] = sm;
}

#ifdef WARPSCOPE_HARNESS
#include "../../../samples/harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    const int W = 150, H = 100;
    int *dI = (int *)ws_buffer("iters", W * H * sizeof(int), WS_OUT, NULL);
    float *dS = (float *)ws_buffer("smooth", W * H * sizeof(float), WS_OUT, NULL);
    int width = W, height = H, max_iter = 200;
    float x0 = -2.25f, y0 = -1.0f, step = 0.02f;
    dim3 block(16, 8, 1), grid((W + 15) / 16, (H + 7) / 8, 1);
    ws_launch("mandelbrot", grid, block, 0);
    ws_p_buf(dI); ws_p_buf(dS); ws_p_i32(width); ws_p_i32(height);
    ws_p_f32(x0); ws_p_f32(y0); ws_p_f32(step); ws_p_i32(max_iter);
    mandelbrot<<<grid, block>>>(dI, dS, width, height, x0, y0, step, max_iter);
    ws_after_launch();
    return ws_finish();
}
#endif
