/* test_sass_emu.c - the SASS emulator checked against the GPU: every
 * sample's recorded launches (samples/<dir>/gt/) run on the sm_80 and the
 * sm_90 listing must reproduce what the H200 wrote, under the samples'
 * compare rules (gt_rule_for and launch.txt's own lines: integers exactly,
 * floats within their bounds, racy outputs as sets or not at all), the
 * path `warpscope verify --sass` takes.  The expected values are the
 * recordings only.
 *
 * The module data (constant banks, __device__ variables and the bank
 * words holding their addresses) comes from the cubin beside the listing,
 * as the CLI reads it: const_fir reads its __constant__ table from bank 3,
 * device_vars its variables through the addresses in c[0x4], so neither
 * matches without it (the test checks device_vars's module has them). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "emu/groundtruth.h"
#include "emu/sass_emu.h"
#include "lib/testutil.h"
#include "session/input.h"

/* Run dir's launches on its sm listing; the number of buffers compared. */
static size_t verify_sample(const char *dir, int sm)
{
    char listing[600];
    snprintf(listing, sizeof listing, "%s/sm_%d.nvdisasm.sass", dir, sm);
    struct ws_error err;
    struct sass_module *m = NULL;
    struct gt_set *g = NULL;
    if (input_load_sass(listing, sm, &m, &err))
        fail_msg("%s:%d: %s", err.file, err.line, err.msg);
    input_module_data(listing, m);
    if (gt_load(dir, &g, &err))
        fail_msg("%s:%d: %s", err.file, err.line, err.msg);
    if (strstr(dir, "device_vars") && (!m->nglobals || !m->ncbsyms))
        fail_msg("%s: no __device__ variables or bank addresses in the module data", listing);
    struct emu_verify v;
    if (semu_verify_gt(m, g, dir, 0, &v))
        fail_msg("%s: the run stopped after %zu of %zu launches: %s:%d: %s", listing, v.launches, g->nlaunches,
                 v.err.file, v.err.line, v.err.msg);
    assert_int_equal(v.launches, g->nlaunches);
    size_t compared = 0;
    for (size_t c = 0; c < v.nchecks; c++) {
        const struct emu_buffer_check *ck = &v.checks[c];
        if (!ck->match)
            fail_msg("%s: buffer %s element %zu: got %s, want %s (%s)", listing, g->buffers[ck->buffer].name,
                     ck->index, ck->got, ck->want, ck->mode);
        compared += ck->compared;
    }
    assert_true(v.match);
    printf("  %-18s sm_%d: %zu launches, %llu warp instructions, %zu buffers match\n", strrchr(dir, '/') + 1, sm,
           v.launches, (unsigned long long)v.insns, compared);
    gt_free(g);
    sass_module_free(m);
    return compared;
}

static void test_samples(void **state)
{
    (void)state;
    char **list;
    size_t n = tu_glob("samples/*/gt/launch.txt", &list);
    tu_need_count(n, 19, "samples/*/gt/launch.txt");
    size_t runs = 0;
    for (size_t i = 0; i < n; i++) {
        char dir[512];
        snprintf(dir, sizeof dir, "%s", list[i]);
        *strstr(dir, "/gt/launch.txt") = 0;
        for (int sm = 80; sm <= 90; sm += 10) {
            if (!verify_sample(dir, sm))
                fail_msg("%s sm_%d: no buffer compared", dir, sm);
            runs++;
        }
    }
    assert_int_equal(runs, 2 * n);
    tu_free_list(list, n);
}

int main(void)
{
    const struct CMUnitTest tests[] = { cmocka_unit_test(test_samples) };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
