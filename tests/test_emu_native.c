/* test_emu_native.c - the emulator checked against independent code: the
 * native clang-19 gfx1100 code of every sample (samples/<dir>/gfx1100.o),
 * run with the recorded inputs and launches, must reproduce what the H200
 * wrote: integers exactly, floats within the bounds of gt_rule_for (the
 * largest deviation seen is 4 ULP, softmax's __expf/__fdividef), racy
 * outputs as sets or not at all (samples/README.md "Determinism").
 * No register may be read before the s_waitcnt that covers its load. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "emu/emu.h"
#include "session/input.h"
#include "emu/groundtruth.h"
#include "lib/testutil.h"

static void test_native_samples(void **state)
{
    (void)state;
    tu_need_tool("ld.lld-19");          /* input_load_emu links the .o with it */
    tu_need_tool("llvm-objdump-19");    /* and disassembles it with this */
    char **dirs;
    size_t n = tu_glob("samples/*/gt/launch.txt", &dirs);
    assert_true(n >= 15);
    size_t ok = 0, skipped = 0;
    for (size_t i = 0; i < n; i++) {
        char dir[512], obj[600];
        snprintf(dir, sizeof dir, "%s", dirs[i]);
        *strstr(dir, "/gt/launch.txt") = 0;
        snprintf(obj, sizeof obj, "%s/gfx1100.o", dir);
        if (access(obj, R_OK) != 0) {
            /* the native reference of switch_table, loop_break, func_ptr and
             * warp_div is not made: the RDNA3 front end does not read clang's
             * jump tables, device functions and in-function alignment yet */
            print_message("NOT RUN: %s: no gfx1100.o (samples/make-native.sh)\n", dir);
            skipped++;
            continue;
        }
        struct ws_error err;
        struct emu_program *p;
        struct gt_set *g;
        if (input_load_emu(obj, &p, &err))
            fail_msg("%s: %s", obj, err.msg);
        if (gt_load(dir, &g, &err))
            fail_msg("%s:%d: %s", err.file, err.line, err.msg);
        struct emu_verify v;
        if (emu_verify_gt(p, g, dir, 0, &v))
            fail_msg("%s: %s", dir, v.err.msg);
        for (size_t c = 0; c < v.nchecks; c++)
            if (!v.checks[c].match)
                fail_msg("%s: buffer %s element %zu: got %s, want %s (%s)", dir,
                         g->buffers[v.checks[c].buffer].name, v.checks[c].index, v.checks[c].got,
                         v.checks[c].want, v.checks[c].mode);
        if (v.nhazards)
            fail_msg("%s: %s", dir, v.hazard_msgs[0]);
        assert_int_equal(v.launches, g->nlaunches);
        ok++;
        gt_free(g);
        emu_program_free(p);
    }
    assert_int_equal(ok + skipped, n);
    assert_true(ok >= 15);
    tu_free_list(dirs, n);
}

int main(void)
{
    const struct CMUnitTest tests[] = { cmocka_unit_test(test_native_samples) };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
