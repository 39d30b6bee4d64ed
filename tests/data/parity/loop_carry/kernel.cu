// loop_carry: a grid-stride outer loop whose body holds inner loops, a
// shared-memory tree reduction between barriers and slow-path calls (float
// division, square root), so that values live across the whole outer loop
// are read once near its top.  Written for warpscope's liveness tests
// (tests/data/parity).

#define ELEMS 1024
#define THREADS 256

// One dot product per vector, vectors handed out grid-stride.
extern "C" __global__ void vec_dots(float *res, const float *a, const float *b, int nvec, int len)
{
    __shared__ float acc[THREADS];
    for (int v = blockIdx.x; v < nvec; v += gridDim.x) {
        int base = v * len;
        float s = 0.0f;
        for (int k = threadIdx.x; k < len; k += blockDim.x)
            s += a[base + k] * b[base + k];
        acc[threadIdx.x] = s;
        for (int w = THREADS / 2; w > 0; w >>= 1) {
            __syncthreads();
            if (threadIdx.x < w)
                acc[threadIdx.x] += acc[threadIdx.x + w];
        }
        __syncthreads();
        if (threadIdx.x == 0)
            res[v] = acc[0];
    }
}

// Geometric walks: each thread advances several paths step by step.
extern "C" __global__ void walks(float *out, const float *z, int npaths, int nsteps, float mu, float vol)
{
    float drift = mu - 0.5f * vol * vol;
    float sd = sqrtf(vol);
    for (int p = blockIdx.x * blockDim.x + threadIdx.x; p < npaths; p += gridDim.x * blockDim.x) {
        float s = 1.0f;
        for (int k = 0; k < nsteps; k++) {
            float e = z[k * npaths + p];
            s *= expf(drift + sd * e) / sqrtf(1.0f + e * e);
        }
        out[p] = s;
    }
}

// Forward elimination on a 16x16 tile in shared memory, one row per thread.
extern "C" __global__ void tile_lu(float *m, int ld)
{
    __shared__ float t[16][16];
    int r = threadIdx.x;
    for (int c = 0; c < 16; c++)
        t[r][c] = m[r * ld + c];
    __syncthreads();
    for (int k = 0; k < 15; k++) {
        if (r > k) {
            for (int j = 0; j < k; j++)
                t[r][k] -= t[r][j] * t[j][k];
            t[r][k] /= t[k][k];
        }
        __syncthreads();
        if (r > k) {
            for (int j = 0; j <= k; j++)
                t[k + 1][r] -= t[k + 1][j] * t[j][r];
        }
        __syncthreads();
    }
    for (int c = 0; c < 16; c++)
        m[r * ld + c] = t[r][c];
}
