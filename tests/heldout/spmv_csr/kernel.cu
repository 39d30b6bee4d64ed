// spmv_csr: y = A*x for a CSR sparse matrix, two variants in one file.
// spmv_csr_scalar: one thread per row (irregular trip counts, divergence).
// spmv_csr_vector: one warp per row, lanes stride over the row's nonzeros,
// then a __shfl_down_sync reduction; lane 0 writes y. Both also add
// beta*y_in. Deterministic (fixed order per row in each variant).

__global__ void spmv_csr_scalar(const int *__restrict__ row_ptr, const int *__restrict__ cols,
                                const float *__restrict__ vals, const float *__restrict__ x,
                                float *__restrict__ y, int rows, float beta)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        float sum = beta * y[r];
        for (int k = row_ptr[r]; k < row_ptr[r + 1]; ++k)
            sum += vals[k] * __ldg(&x[cols[k]]);
        y[r] = sum;
    }
}

__global__ void spmv_csr_vector(const int *__restrict__ row_ptr, const int *__restrict__ cols,
                                const float *__restrict__ vals, const float *__restrict__ x,
                                float *__restrict__ y, int rows, float beta)
{
    int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    int lane = threadIdx.x & 31;
    if (warp >= rows) return;                 // whole warp exits together
    float sum = 0.f;
    for (int k = row_ptr[warp] + lane; k < row_ptr[warp + 1]; k += 32)
        sum = fmaf(vals[k], x[cols[k]], sum);
    for (int off = 16; off > 0; off >>= 1)
        sum += __shfl_down_sync(0xffffffffu, sum, off);
    if (lane == 0)
        y[warp] = fmaf(beta, y[warp], sum);
}

#ifdef WARPSCOPE_HARNESS
#include "../../../samples/harness.h"

int main(int argc, char **argv)
{
    ws_init(argc, argv);
    enum { ROWS = 700, COLS = 900, MAXNZ = 20000 };
    static int row_ptr[ROWS + 1], cols[MAXNZ];
    static float vals[MAXNZ], x[COLS], y1[ROWS], y2[ROWS];
    int nz = 0;
    for (int r = 0; r < ROWS; r++) {
        row_ptr[r] = nz;
        int len = (r % 50 == 0) ? 150 : (int)ws_rand_below(20);   // some long rows
        for (int k = 0; k < len && nz < MAXNZ; k++) {
            cols[nz] = (int)ws_rand_below(COLS);
            vals[nz++] = ws_rand_f32(-1.f, 1.f);
        }
    }
    row_ptr[ROWS] = nz;
    for (int i = 0; i < COLS; i++) x[i] = ws_rand_f32(-2.f, 2.f);
    for (int i = 0; i < ROWS; i++) y1[i] = y2[i] = ws_rand_f32(-1.f, 1.f);
    int *dR = (int *)ws_buffer("row_ptr", sizeof row_ptr, WS_IN, row_ptr);
    int *dC = (int *)ws_buffer("cols", nz * sizeof(int), WS_IN, cols);
    float *dV = (float *)ws_buffer("vals", nz * sizeof(float), WS_IN, vals);
    float *dX = (float *)ws_buffer("x", sizeof x, WS_IN, x);
    float *dY1 = (float *)ws_buffer("y_scalar", sizeof y1, WS_INOUT, y1);
    float *dY2 = (float *)ws_buffer("y_vector", sizeof y2, WS_INOUT, y2);
    int rows = ROWS;
    float beta = 0.5f;
    dim3 b1(128, 1, 1), g1((ROWS + 127) / 128, 1, 1);
    ws_launch("spmv_csr_scalar", g1, b1, 0);
    ws_p_buf(dR); ws_p_buf(dC); ws_p_buf(dV); ws_p_buf(dX); ws_p_buf(dY1); ws_p_i32(rows);
    ws_p_f32(beta);
    spmv_csr_scalar<<<g1, b1>>>(dR, dC, dV, dX, dY1, rows, beta);
    ws_after_launch();
    dim3 b2(128, 1, 1), g2((ROWS * 32 + 127) / 128, 1, 1);
    ws_launch("spmv_csr_vector", g2, b2, 0);
    ws_p_buf(dR); ws_p_buf(dC); ws_p_buf(dV); ws_p_buf(dX); ws_p_buf(dY2); ws_p_i32(rows);
    ws_p_f32(beta);
    spmv_csr_vector<<<g2, b2>>>(dR, dC, dV, dX, dY2, rows, beta);
    ws_after_launch();
    return ws_finish();
}
#endif
