/* test_rec_mangle.c - which parameters the recorder asks about as texture
 * or surface objects (ui/record/rec_tex.c, rec_param_types): only those
 * whose mangled type may be unsigned long long (cudaTextureObject_t).
 * Expected counts and positions come from c++filt (binutils) on each
 * name, quoted beside it; the names are from H200 recordings
 * (tests/data/record, the textures recording) and cuda-samples' cubins. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "../ui/record/rec_tex.c"

/* the recorder's driver lookup: no driver in this test */
void *rec_drv_sym(const char *name)
{
    (void)name;
    return NULL;
}

static void expect_types(const char *name, int n, const char *want)
{
    char u64[64];
    memset(u64, 0, sizeof u64);
    int got = rec_param_types(name, u64, sizeof u64);
    if (got != n)
        fail_msg("%s: %d parameters, want %d", name, got, n);
    for (int i = 0; i < n; i++)
        if (u64[i] != (want[i] == 'y'))
            fail_msg("%s: parameter %d %s", name, i, u64[i] ? "taken as u64" : "not taken as u64");
}

static void test_names(void **state)
{
    (void)state;
    /* fetch_pair(float2 const*, float*, int, unsigned long long, float, unsigned long long) */
    expect_types("_Z10fetch_pairPK6float2Pfiyfy", 6, "...y.y");
    /* transformKernel(float*, int, int, int, unsigned long long) */
    expect_types("_Z15transformKernelPfiiiy", 5, "....y");
    /* void MatrixMulCUDA<32>(float*, float*, float*, int, int) */
    expect_types("_Z13MatrixMulCUDAILi32EEvPfS0_S0_ii", 5, ".....");
    /* void testKernel<float>(float*, float*) */
    expect_types("_Z10testKernelIfEvPT_S1_", 2, "..");
    /* kernel_gpu_cuda(par_str, dim_str, box_str*, FOUR_VECTOR*, double*, FOUR_VECTOR*) */
    expect_types("_Z15kernel_gpu_cuda7par_str7dim_strP7box_strP11FOUR_VECTORPdS4_", 6, "......");
    /* kernel_compute_cost(int, int, long, Point*, int, int, float*, float*, int*, bool*) */
    expect_types("_Z19kernel_compute_costiilP5PointiiPfS1_PiPb", 10, "..........");
    /* void cub::detail::EmptyKernel<void>() */
    expect_types("_ZN3cub6detail11EmptyKernelIvEEvv", 0, "");
    /* void mytools::scan<unsigned long long, 4>(unsigned long long const*,
     * unsigned long long*, unsigned long long, int) */
    expect_types("_ZN7mytools4scanIyLi4EEEvPKT_PS1_yi", 4, "..y.");
}

/* a parameter of a template parameter's type may be one: T_ is asked about */
static void test_template_param(void **state)
{
    (void)state;
    /* void k<unsigned long long>(unsigned long long, float*) */
    expect_types("_Z1kIyEvT_Pf", 2, "y.");
}

/* names the walker does not read: every 8-byte parameter is asked about */
static void test_unread(void **state)
{
    (void)state;
    char u64[8];
    assert_int_equal(rec_param_types("vectorAdd", u64, sizeof u64), -1);        /* extern "C" */
    assert_int_equal(rec_param_types("_ZZ4mainENK3$_0clEv", u64, sizeof u64), -1); /* a local name */
    assert_int_equal(rec_param_types("_Z3fooPFviE", u64, sizeof u64), -1);      /* a function type */
    assert_int_equal(rec_param_types("_Z3foo", u64, sizeof u64), -1);           /* cut short */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_names),
        cmocka_unit_test(test_template_param),
        cmocka_unit_test(test_unread),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
