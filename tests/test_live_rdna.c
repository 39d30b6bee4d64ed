/* test_live_rdna.c - liveness on RDNA3 code.
 *
 * 1. A hand-written listing with every count derived by hand (below).
 * 2. clang-19's own gfx1100 code of every sample: the VGPRs live at any
 *    instruction can never exceed what the kernel descriptor allocates
 *    (.amdhsa_next_free_vgpr, chosen by LLVM's register allocator), and at
 *    the point of highest pressure LLVM must have allocated at least as many
 *    as are live: so max-live <= next_free_vgpr, and every function that
 *    reads a VGPR has a live one.  Nothing is live after s_endpgm.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "analysis/live.h"
#include "rdna/rdna.h"
#include "lib/testutil.h"

/* Convention (the same as for SASS): an instruction counts what it reads,
 * what it writes and what is live after it.
 *   0 v_mov_b32 v1, 1            v1 written, live after (read at 2): v1 -> 1 VGPR
 *   1 v_mov_b32 v2, 2            v1 live through, v2 written: 2
 *   2 v_add_nc_u32 v3, v1, v2    reads v1 v2, writes v3: 3
 *   3 v_mov_b32 v4, v0           v3 live through, reads v0, writes v4: 3 (v0, v3, v4)
 *   4 v_mul_lo_u32 v5, v3, v4    reads v3 v4, writes v5: 3
 *   5 global_store_b32 v[6:7], v5, off   reads the pair v6:v7 and v5: 3
 *   6 s_endpgm                   nothing: 0
 * v0 is read at 3 and never written: it is live from the entry, so it
 * counts at 0, 1 and 2 as well: 0 -> 2, 1 -> 3, 2 -> 4 (v0 v1 v2 v3).
 * v6:v7 are read at 5 and never written: live from the entry too, +2 at
 * 0..4.  Final: 4, 5, 6, 5, 5, 3, 0. */
static void test_hand(void **state)
{
    (void)state;
    const char *text =
        "\t.text\n\t.globl f\n\t.type f,@function\nf:\n"
        "\tv_mov_b32 v1, 1\n\tv_mov_b32 v2, 2\n\tv_add_nc_u32 v3, v1, v2\n"
        "\tv_mov_b32 v4, v0\n\tv_mul_lo_u32 v5, v3, v4\n"
        "\tglobal_store_b32 v[6:7], v5, off\n\ts_endpgm\n";
    struct rdna_module *m;
    struct ws_error err;
    if (rdna_parse_buffer("hand.s", text, strlen(text), &m, &err))
        fail_msg("%s:%d: %s", err.file, err.line, err.msg);
    struct live_conv conv;
    live_conv_rdna_init(&conv);
    struct live_info *li;
    assert_int_equal(live_compute(&m->funcs[0].mir, &conv, &li, NULL), WS_OK);
    static const unsigned want[] = { 4, 5, 6, 5, 5, 3, 0 };
    assert_int_equal(li->n, 7);
    for (size_t i = 0; i < 7; i++)
        if (li->count[i][LIVE_VGPR] != want[i])
            fail_msg("insn %zu: %u VGPRs live, derived %u", i, li->count[i][LIVE_VGPR], want[i]);
    assert_int_equal(li->max[LIVE_VGPR], 6);
    live_free(li);
    rdna_module_free(m);
}

static void test_clang_samples(void **state)
{
    (void)state;
    char **list;
    size_t n = tu_glob("samples/*/gfx1100.s", &list);
    assert_true(n >= 15);
    size_t funcs = 0;
    for (size_t k = 0; k < n; k++) {
        struct rdna_module *m;
        struct ws_error err;
        if (rdna_parse_file(list[k], &m, &err))
            fail_msg("%s: %s", list[k], err.msg);
        for (size_t f = 0; f < m->nfuncs; f++) {
            const struct rdna_function *fn = &m->funcs[f];
            if (!fn->kd.present || fn->kd.next_free_vgpr < 0)
                continue;
            struct live_conv conv;
            live_conv_rdna_init(&conv);
            struct live_info *li;
            assert_int_equal(live_compute(&fn->mir, &conv, &li, NULL), WS_OK);
            if (li->max[LIVE_VGPR] > (unsigned)fn->kd.next_free_vgpr)
                fail_msg("%s %s: %u VGPRs live at once, but LLVM allocated %d", list[k], fn->name,
                         li->max[LIVE_VGPR], fn->kd.next_free_vgpr);
            assert_true(li->max[LIVE_VGPR] > 0);
            for (size_t i = 0; i < fn->ninsns; i++)
                if (!strcmp(fn->insns[i].opcode, "s_endpgm") &&
                    (li->count[i][LIVE_VGPR] || li->count[i][LIVE_SGPR]))
                    fail_msg("%s %s: registers live at s_endpgm", list[k], fn->name);
            live_free(li);
            funcs++;
        }
        rdna_module_free(m);
    }
    tu_free_list(list, n);
    assert_true(funcs >= 15);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hand),
        cmocka_unit_test(test_clang_samples),
    };
    return cmocka_run_group_tests_name("live_rdna", tests, NULL, NULL);
}
