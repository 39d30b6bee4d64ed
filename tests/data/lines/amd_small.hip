/* amd_small.hip - a tiny AMDGPU kernel for the line-table tests, built
 * without ROCm headers: builtins only, and a helper that gets inlined. */
#define KERNEL extern "C" __attribute__((global))

static __attribute__((device)) inline float scale(float x, float a)
{
    return x * a + 1.0f;
}

KERNEL void axpy_small(float *y, const float *x, float a, int n)
{
    int i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
    if (i < n)
        y[i] = scale(x[i], a) + y[i];
}

KERNEL void fill_small(int *y, int v, int n)
{
    for (int i = __builtin_amdgcn_workitem_id_x(); i < n; i += 64)
        y[i] = v + i;
}
