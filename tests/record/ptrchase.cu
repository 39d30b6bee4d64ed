/* ptrchase.cu - a CUDA program whose kernels reach memory through pointers
 * stored in memory and in a by-value struct, for `warpscope record`'s
 * pointer re-basing (tests/test_record.sh replays its recording). */
#include <cuda_runtime.h>
#include <stdio.h>

struct span {
    const int *data;
    int n;
};

/* out[i] = sum over the rows of rows[r][i] (an array of row pointers) */
__global__ void sum_rows(const int *const *rows, int nrows, struct span s, int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= s.n)
        return;
    int acc = s.data[i];
    for (int r = 0; r < nrows; r++)
        acc += rows[r][i];
    out[i] = acc;
}

/* list[i] = &out[n - 1 - i]: a kernel that writes pointers */
__global__ void point_back(int **list, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        list[i] = out + (n - 1 - i);
}

int main(void)
{
    enum { N = 200, R = 3 };
    int h[R][N], base[N];
    for (int r = 0; r < R; r++)
        for (int i = 0; i < N; i++)
            h[r][i] = (r + 1) * 1000 + i;
    for (int i = 0; i < N; i++)
        base[i] = i * 7;
    int *rows[R], **d_rows, *d_base, *d_out, **d_list;
    for (int r = 0; r < R; r++) {
        cudaMalloc(&rows[r], sizeof h[r]);
        cudaMemcpy(rows[r], h[r], sizeof h[r], cudaMemcpyHostToDevice);
    }
    cudaMalloc(&d_rows, sizeof rows);
    cudaMemcpy(d_rows, rows, sizeof rows, cudaMemcpyHostToDevice);
    cudaMalloc(&d_base, sizeof base);
    cudaMemcpy(d_base, base, sizeof base, cudaMemcpyHostToDevice);
    cudaMalloc(&d_out, sizeof base);
    cudaMemset(d_out, 0, sizeof base);
    cudaMalloc(&d_list, N * sizeof(int *));
    cudaMemset(d_list, 0, N * sizeof(int *));
    struct span s = { d_base + 8, N - 8 };
    sum_rows<<<(N + 63) / 64, 64>>>(d_rows, R, s, d_out);
    point_back<<<(N + 63) / 64, 64>>>(d_list, d_out, N);
    int got[N];
    cudaMemcpy(got, d_out, sizeof got, cudaMemcpyDeviceToHost);
    cudaError_t e = cudaDeviceSynchronize();
    printf("ptrchase: out[0] = %d (%s)\n", got[0], cudaGetErrorString(e));
    return e != cudaSuccess;
}
