// guard_pred: registers written under a guard and read under a guard.
// sinf/cosf of an unbounded argument keep a six-word table in registers,
// written and read under compare predicates (the Payne-Hanek reduction);
// an unrolled tail loads under @P and adds under the same @P.  Written for
// warpscope's liveness tests (tests/data/parity).

extern "C" __global__ void wave(float *out, const float *in, int n, float f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float x = in[i] * f;
        out[i] = sinf(x) + 0.5f * cosf(2.0f * x);
    }
}

// Sum of products over runs of length len starting at each thread's
// offset: a loop unrolled by four with a guarded remainder.
extern "C" __global__ void run_dot(float *out, const float *a, const float *b, int len, int stride)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    float s = 0.0f;
    for (int k = 0; k < len; k++)
        s += a[t + k * stride] * b[t + k * stride];
    out[t] = s;
}

// A value chosen under one predicate, used under another.
extern "C" __global__ void pick(int *out, const int *in, int n, int lim)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int v = in[i], w = 0;
    if (v > lim)
        w = in[v % n];
    if (v > lim)
        out[i] = w + v;
    else if (v < -lim)
        out[i] = -v;
}
