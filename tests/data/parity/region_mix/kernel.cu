// region_mix: values that live across convergence regions (BSSY/BSYNC)
// built by double-precision exp/log/pow slow paths, divisions and square
// roots, a recursive device function called through NVIDIA's calling
// convention, and a block-wide radix pass built from ballots.  Written for
// warpscope's liveness tests (tests/data/parity).

// Arrhenius-style rates: exp and log of doubles, one branch per species.
extern "C" __global__ void rates(double *out, const double *t, const double *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    double ti = t[i], lt = log(ti), ip = 1.0 / p[i];
    double r0 = exp(3.2 + 0.5 * lt - 1200.0 / ti);
    double r1 = exp(-2.1 * lt + 300.0 / ti);
    double fc = ti > 1000.0 ? 0.6 * exp(-ti / 900.0) : 0.4 * exp(-ti / 1500.0) + 0.1;
    double pr = r0 * ip / r1;
    double f = log10(fmax(fc, 1e-200)) / (1.0 + pow(log10(fmax(pr, 1e-200)), 2.0));
    out[i] = r0 * pow(10.0, f) * pr / (1.0 + pr);
    out[n + i] = r1 * ti;
}

// Fluxes between neighbours: divisions and square roots under branches.
extern "C" __global__ void flux(float *res, const float *v, const int *nb, int n, float g)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float rho = v[i], mx = v[n + i], e = v[2 * n + i];
    float u = mx / rho, pr = (g - 1.0f) * (e - 0.5f * rho * u * u), c = sqrtf(g * pr / rho);
    float fr = 0.0f, fm = 0.0f, fe = 0.0f;
    for (int k = 0; k < 4; k++) {
        int j = nb[4 * i + k];
        if (j >= 0) {
            float rj = v[j], uj = v[n + j] / rj;
            float pj = (g - 1.0f) * (v[2 * n + j] - 0.5f * rj * uj * uj);
            float s = 0.5f * (c + sqrtf(g * pj / rj)) + fabsf(u - uj);
            fr += s * (rho - rj);
            fm += s * (mx - v[n + j]) + (pr - pj);
            fe += s * (e - v[2 * n + j]) + (pr * u - pj * uj);
        } else if (j == -2) {
            fm += pr;
        }
    }
    res[i] = fr;
    res[n + i] = fm;
    res[2 * n + i] = fe / rho;
}

// A bisection that recurses on both halves while the interval is wide.
__device__ __noinline__ int count_roots(double lo, double hi, const double *c, int deg, int depth)
{
    double flo = 0.0, fhi = 0.0;
    for (int k = deg; k >= 0; k--) {
        flo = flo * lo + c[k];
        fhi = fhi * hi + c[k];
    }
    if (flo * fhi > 0.0 && depth > 6)
        return 0;
    if (hi - lo < 1e-9 || depth >= 24)
        return flo * fhi <= 0.0;
    double mid = 0.5 * (lo + hi);
    return count_roots(lo, mid, c, deg, depth + 1) + count_roots(mid, hi, c, deg, depth + 1);
}

extern "C" __global__ void roots(int *out, const double *coef, int deg, double span)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = count_roots(-span, span, coef + i * (deg + 1), deg, 0);
}

// One 4-bit radix pass over a block's keys, ranks from ballots.
extern "C" __global__ void radix_pass(unsigned *keys, int shift)
{
    __shared__ unsigned counts[16][8];
    __shared__ unsigned out[256];
    unsigned k = keys[blockIdx.x * 256 + threadIdx.x];
    unsigned d = (k >> shift) & 15u, lane = threadIdx.x & 31u, warp = threadIdx.x >> 5;
    unsigned peers = 0xffffffffu;
    for (int b = 0; b < 4; b++) {
        unsigned m = __ballot_sync(0xffffffffu, (d >> b) & 1u);
        peers &= (d >> b) & 1u ? m : ~m;
    }
    unsigned below = __popc(peers & ((1u << lane) - 1u));
    if (threadIdx.x < 128)
        counts[threadIdx.x >> 3][threadIdx.x & 7] = 0;
    __syncthreads();
    if (below == 0)
        counts[d][warp] = __popc(peers);
    __syncthreads();
    unsigned base = 0;
    for (unsigned dd = 0; dd < 16; dd++)
        for (unsigned w = 0; w < 8; w++)
            if (dd < d || (dd == d && w < warp))
                base += counts[dd][w];
    out[base + below] = k;
    __syncthreads();
    keys[blockIdx.x * 256 + threadIdx.x] = out[threadIdx.x];
}
