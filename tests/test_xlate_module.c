/* test_xlate_module.c - the module around a kernel: constant banks beyond
 * the parameters, __device__ variables, static and dynamic shared memory.
 *
 * The cubin reader is checked against the committed samples' cubins, with
 * the values their kernel.cu initialises and readelf shows.  The rules of
 * rules_module.c are checked by running: each hand-written SASS kernel is
 * translated with module data set by hand, assembled and linked by
 * llvm-mc-19 and ld.lld-19 (xlate_assemble), and run on the emulator; the
 * expected outputs follow from the data and the SASS semantics (worked out
 * in the comments), not from the translation.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sass/sass.h"
#include "debuginfo/cubin.h"
#include "xlate/xlate.h"
#include "emu/emu.h"
#include "session/input.h"
#include "lib/testutil.h"

/* sm_90: the first parameter is c[0x0][0x210] */
#define HDR "\t.target sm_90\n\t.section\t.text.k,\"ax\",@progbits\nk:\n"
#define NTHREADS 64
#define OUT_WORDS NTHREADS

/* ---- the cubin reader -------------------------------------------------------- */

static const struct cubin_bank_sym *sym_at(const struct cubin_module *m, int bank, uint32_t off)
{
    for (size_t i = 0; i < m->nsyms; i++)
        if (m->syms[i].bank == bank && m->syms[i].offset == off)
            return &m->syms[i];
    return NULL;
}

static const struct cubin_var *var_named(const struct cubin_module *m, const char *name)
{
    for (size_t i = 0; i < m->nvars; i++)
        if (!strcmp(m->vars[i].name, name))
            return &m->vars[i];
    return NULL;
}

/* samples/device_vars: readelf -r shows R_CUDA_64 (type 2) words of
 * .nv.constant4 at 0, 8, 16, 24 naming lut, bias, hits, tickets (REL on
 * sm_80, RELA on sm_90); kernel.cu gives lut[b] = 7b + 1 and bias = -100
 * (.nv.global.init), hits and tickets zero (.nv.global). */
static void test_cubin_device_vars(void **state)
{
    (void)state;
    static const char *const names[] = { "lut", "bias", "hits", "tickets" };
    for (int sm = 80; sm <= 90; sm += 10) {
        char path[64];
        snprintf(path, sizeof path, "samples/device_vars/sm_%d.cubin", sm);
        struct cubin_module m;
        struct ws_error err;
        assert_int_equal(cubin_read_module(path, &m, &err), WS_OK);
        for (int k = 0; k < 4; k++) {
            const struct cubin_bank_sym *s = sym_at(&m, 4, (uint32_t)(8 * k));
            assert_non_null(s);
            assert_string_equal(s->symbol, names[k]);
            assert_int_equal(s->size, 8);
            assert_int_equal(s->addend, 0);
            assert_null(s->func);
        }
        const struct cubin_var *lut = var_named(&m, "lut"), *bias = var_named(&m, "bias");
        const struct cubin_var *hits = var_named(&m, "hits");
        assert_non_null(lut);
        assert_non_null(bias);
        assert_non_null(hits);
        assert_int_equal(lut->size, 1024);
        assert_non_null(lut->init);
        int32_t w;
        memcpy(&w, lut->init + 4 * 255, 4);
        assert_int_equal(w, 255 * 7 + 1);
        memcpy(&w, bias->init, 4);
        assert_int_equal(w, -100);
        assert_int_equal(hits->size, 4);
        assert_null(hits->init);
        cubin_module_free(&m);
    }
}

/* samples/const_fir: .nv.constant3 is 0x4c bytes: fir_taps (9 floats),
 * fir_offsets (9 ints from -4) at 0x24, fir_gain = 1.5f at 0x48.
 * samples/dyn_shared: .nv.shared.<kernel> is 0x10 bytes on sm_80 and 0x410
 * on sm_90 (readelf -S). */
static void test_cubin_banks_shared(void **state)
{
    (void)state;
    struct cubin_module m;
    struct ws_error err;
    assert_int_equal(cubin_read_module("samples/const_fir/sm_90.cubin", &m, &err), WS_OK);
    const struct cubin_bank *b3 = NULL;
    for (size_t i = 0; i < m.nbanks; i++)
        if (m.banks[i].bank == 3)
            b3 = &m.banks[i];
    assert_non_null(b3);
    assert_int_equal(b3->len, 0x4c);
    int32_t off0;
    float gain;
    memcpy(&off0, b3->data + 0x24, 4);
    memcpy(&gain, b3->data + 0x48, 4);
    assert_int_equal(off0, -4);
    assert_true(gain == 1.5f);
    cubin_module_free(&m);
    const unsigned want[2] = { 0x10, 0x410 };
    for (int k = 0; k < 2; k++) {
        char path[64];
        snprintf(path, sizeof path, "samples/dyn_shared/sm_%d.cubin", k ? 90 : 80);
        assert_int_equal(cubin_read_module(path, &m, &err), WS_OK);
        assert_int_equal(m.nshared, 1);
        assert_string_equal(m.shared[0].func, "_Z13reverse_tilesPKfPfii");
        assert_int_equal(m.shared[0].bytes, want[k]);
        cubin_module_free(&m);
    }
}

/* ---- rules, run on the emulator ------------------------------------------------ */

struct run {
    uint32_t out[OUT_WORDS];
    uint32_t group_segment;     /* the kernel descriptor's */
    enum ws_status status[2];   /* of each launch */
};

/* The module data of the kernels below: bank 3 holds words 100, 101, ...;
 * bank 4 holds the addresses of gv (init {7, 9}) at 0x10 and cnt (zero) at
 * 0x18; the kernel has `shared` bytes of static shared memory. */
static void add_module(struct sass_module *m, int shared)
{
    uint32_t b3[NTHREADS + 4];
    for (int i = 0; i < NTHREADS + 4; i++)
        b3[i] = 100u + (uint32_t)i;
    assert_int_equal(sass_add_cbank(m, 3, NULL, (const uint8_t *)b3, sizeof b3), WS_OK);
    uint8_t b4[32] = { 0 };
    assert_int_equal(sass_add_cbank(m, 4, NULL, b4, sizeof b4), WS_OK);
    static const uint32_t gv[2] = { 7, 9 };
    struct sass_global g = { .name = "gv", .size = 8, .align = 4, .init = (const uint8_t *)gv };
    struct sass_global c = { .name = "cnt", .size = 4, .align = 4 };
    assert_int_equal(sass_add_global(m, &g), WS_OK);
    assert_int_equal(sass_add_global(m, &c), WS_OK);
    struct sass_cbank_sym s = { .bank = 4, .offset = 0x10, .size = 8, .symbol = "gv" };
    assert_int_equal(sass_add_cbank_sym(m, &s), WS_OK);
    s.offset = 0x18;
    s.symbol = "cnt";
    assert_int_equal(sass_add_cbank_sym(m, &s), WS_OK);
    /* bank 2 of k: a jump table of function-relative offsets (test_jump_table) */
    static const uint32_t b2[4] = { 0x50, 0x70, 0x90, 0x70 };
    assert_int_equal(sass_add_cbank(m, 2, "k", (const uint8_t *)b2, sizeof b2), WS_OK);
    m->funcs[0].shared_bytes = shared;
    m->has_module_data = 1;
}

/* Translate body (sm_90), run it twice on one workgroup of NTHREADS with
 * parameters (out, 8) and dynshmem bytes of dynamic shared memory, in one
 * memory (the second launch sees what the first left in the variables). */
static void run(const char *body, int wave, int shared, uint32_t dynshmem, struct run *r)
{
    struct ws_error err;
    ws_error_clear(&err);
    struct strbuf s;
    sb_init(&s);
    sb_puts(&s, HDR);
    sb_puts(&s, body);
    struct sass_module *m;
    if (sass_parse_buffer("t.sass", s.s, s.len, &m, &err))
        fail_msg("parse: %s", err.msg);
    sb_free(&s);
    add_module(m, shared);
    struct xlate_opts o = xlate_opts_default();
    o.wave = wave;
    struct xlate_result *xr;
    if (xlate_module(m, &o, &xr, &err))
        fail_msg("translate: %s", err.msg);
    if (xlate_total_unsupported(xr)) {
        struct strbuf t;
        sb_init(&t);
        xlate_print(xr, &t);
        fail_msg("UNSUPPORTED lines:\n%s", t.s);
    }
    char hsaco[256];
    if (xlate_assemble(xr, wave, hsaco, sizeof hsaco, &err))
        fail_msg("assemble: %s", err.msg);
    struct emu_program *p;
    if (input_load_emu(hsaco, &p, &err))
        fail_msg("load: %s", err.msg);
    unlink(hsaco);
    const struct emu_kernel *k = emu_find_kernel(p, "k");
    assert_non_null(k);
    r->group_segment = k->group_segment_size;
    struct emu_mem mem;
    emu_mem_init(&mem);
    int ri = emu_mem_map(&mem, "out", NULL, sizeof r->out);
    assert_true(ri >= 0);
    uint64_t args[2] = { mem.regions[ri].base, 8 };
    struct emu_launch l;
    memset(&l, 0, sizeof l);
    l.grid[0] = l.grid[1] = l.grid[2] = 1;
    l.block[0] = NTHREADS;
    l.block[1] = l.block[2] = 1;
    l.dynshmem = dynshmem;
    l.args = (const uint8_t *)args;
    l.args_len = sizeof args;
    for (int i = 0; i < 2; i++) {
        struct emu_result res;
        r->status[i] = emu_run(p, k, &mem, &l, &res);
    }
    memcpy(r->out, mem.regions[ri].data, sizeof r->out);
    emu_mem_free(&mem);
    emu_program_free(p);
    xlate_result_free(xr);
    sass_module_free(m);
}

/* out[tid] = R3, the tail every kernel below ends with */
#define STORE_R3 \
    "        /*0f00*/ LDC.64 R4, c[0x0][0x210] ;\n" \
    "        /*0f10*/ IMAD.WIDE.U32 R4, R0, 0x4, R4 ;\n" \
    "        /*0f20*/ STG.E desc[UR4][R4.64], R3 ;\n" \
    "        /*0f30*/ EXIT ;\n"

static int have_tools(void)
{
    return tu_have_tool("llvm-mc-19") && tu_have_tool("ld.lld-19");
}

/* c[0x3][R2+0x4] with R2 = 4*tid reads bank-3 word tid+1: 101 + tid;
 * c[0x3][UR4+0x4] with UR4 = the second parameter (8) reads word 3: 103. */
static void test_bank3_index(void **state)
{
    (void)state;
    if (!have_tools())
        skip();
    for (int wave = 32; wave <= 64; wave += 32) {
        struct run r;
        run("        /*0000*/ S2R R0, SR_TID.X ;\n"
            "        /*0010*/ IMAD.SHL.U32 R2, R0, 0x4, RZ ;\n"
            "        /*0020*/ LDC R3, c[0x3][R2+0x4] ;\n"
            "        /*0030*/ ULDC UR4, c[0x0][0x218] ;\n"
            "        /*0040*/ ULDC UR5, c[0x3][UR4+0x4] ;\n"
            "        /*0050*/ IADD3 R3, R3, UR5, RZ ;\n" STORE_R3,
            wave, 0, 0, &r);
        assert_int_equal(r.status[0], WS_OK);
        for (int t = 0; t < NTHREADS; t++)
            assert_int_equal(r.out[t], 101 + t + 103);
    }
}

/* A switch through a jump table, as nvcc makes it: the case's offset from
 * the kernel's bank 2 (LDC R4, c[0x2][R2] with R2 = 4 * (tid & 3): words
 * 0x50, 0x70, 0x90, 0x70), then BRX R4 -0x50, the next instruction being
 * at 0x50: to 0x50 + R4 - 0x50 = R4.  out = tid + 16 (tid & 3 == 0),
 * 3 tid (1 and 3), 7 (2). */
static void test_jump_table(void **state)
{
    (void)state;
    if (!have_tools())
        skip();
    for (int wave = 32; wave <= 64; wave += 32) {
        struct run r;
        run("        /*0000*/ S2R R0, SR_TID.X ;\n"
            "        /*0010*/ LOP3.LUT R2, R0, 0x3, RZ, 0xc0, !PT ;\n"
            "        /*0020*/ IMAD.SHL.U32 R2, R2, 0x4, RZ ;\n"
            "        /*0030*/ LDC R4, c[0x2][R2] ;\n"
            "        /*0040*/ BRX R4 -0x50 (*\"BRANCH_TARGETS .L_x_0,.L_x_1,.L_x_2\"*) ;\n"
            ".L_x_0:\n"
            "        /*0050*/ IADD3 R3, R0, 0x10, RZ ;\n"
            "        /*0060*/ BRA `(.L_x_3) ;\n"
            ".L_x_1:\n"
            "        /*0070*/ IMAD R3, R0, 0x3, RZ ;\n"
            "        /*0080*/ BRA `(.L_x_3) ;\n"
            ".L_x_2:\n"
            "        /*0090*/ MOV R3, 0x7 ;\n"
            "        /*00a0*/ BRA `(.L_x_3) ;\n"
            ".L_x_3:\n" STORE_R3,
            wave, 0, 0, &r);
        assert_int_equal(r.status[0], WS_OK);
        for (int t = 0; t < NTHREADS; t++)
            assert_int_equal(r.out[t], (t & 3) == 0 ? t + 16 : (t & 3) == 2 ? 7 : 3 * t);
    }
}

/* c[0x4][0x10] holds gv's address: gv[1] = 9, read through the 64-bit word
 * and through its 32-bit halves; RZ as index (c[0x4][RZ+0x10]) is the same
 * word: 9 + 9 + 7 = 25. */
static void test_bank4_addresses(void **state)
{
    (void)state;
    if (!have_tools())
        skip();
    for (int wave = 32; wave <= 64; wave += 32) {
        struct run r;
        run("        /*0000*/ S2R R0, SR_TID.X ;\n"
            "        /*0010*/ LDC.64 R6, c[0x4][0x10] ;\n"
            "        /*0020*/ LDG.E R3, desc[UR4][R6.64+0x4] ;\n"
            "        /*0030*/ MOV R8, c[0x4][0x10] ;\n"
            "        /*0040*/ IMAD.MOV.U32 R9, RZ, RZ, c[0x4][0x14] ;\n"
            "        /*0050*/ LDG.E R10, desc[UR4][R8.64+0x4] ;\n"
            "        /*0060*/ LDC.64 R12, c[0x4][RZ+0x10] ;\n"
            "        /*0070*/ LDG.E R11, desc[UR4][R12.64] ;\n"
            "        /*0080*/ IADD3 R3, R3, R10, R11 ;\n" STORE_R3,
            wave, 0, 0, &r);
        assert_int_equal(r.status[0], WS_OK);
        for (int t = 0; t < NTHREADS; t++)
            assert_int_equal(r.out[t], 25);
    }
}

/* Every thread adds 1 to cnt (a zero __device__ variable, .bss), then after
 * the barrier reads it with an atomic add of RZ: NTHREADS after the first
 * launch, 2 * NTHREADS after the second (the variable keeps its value). */
static void test_device_counter(void **state)
{
    (void)state;
    if (!have_tools())
        skip();
    for (int wave = 32; wave <= 64; wave += 32) {
        struct run r;
        run("        /*0000*/ S2R R0, SR_TID.X ;\n"
            "        /*0010*/ LDC.64 R6, c[0x4][0x18] ;\n"
            "        /*0020*/ IMAD.MOV.U32 R5, RZ, RZ, 0x1 ;\n"
            "        /*0030*/ ATOMG.E.ADD.STRONG.GPU PT, RZ, desc[UR4][R6.64], R5 ;\n"
            "        /*0040*/ BAR.SYNC.DEFER_BLOCKING 0x0 ;\n"
            "        /*0050*/ ATOMG.E.ADD.STRONG.GPU PT, R3, desc[UR4][R6.64], RZ ;\n" STORE_R3,
            wave, 0, 0, &r);
        assert_int_equal(r.status[0], WS_OK);
        assert_int_equal(r.status[1], WS_OK);
        for (int t = 0; t < NTHREADS; t++)
            assert_int_equal(r.out[t], 2 * NTHREADS);
    }
}

/* Static shared memory of 8 bytes: thread 0 writes 0x55 at 4, then zeroes
 * both words with STS.64 [RZ], RZ; every thread adds 1 at 0 through
 * ATOMS.POPC.INC [URZ]; word 0 + word 4 = NTHREADS + 0. */
static void test_shared_zero_popc(void **state)
{
    (void)state;
    if (!have_tools())
        skip();
    for (int wave = 32; wave <= 64; wave += 32) {
        struct run r;
        run("        /*0000*/ S2R R0, SR_TID.X ;\n"
            "        /*0010*/ ISETP.NE.AND P0, PT, R0, RZ, PT ;\n"
            "        /*0020*/ IMAD.MOV.U32 R9, RZ, RZ, 0x55 ;\n"
            "        /*0030*/ @!P0 STS [0x4], R9 ;\n"
            "        /*0040*/ BAR.SYNC.DEFER_BLOCKING 0x0 ;\n"
            "        /*0050*/ @!P0 STS.64 [RZ], RZ ;\n"
            "        /*0060*/ BAR.SYNC.DEFER_BLOCKING 0x0 ;\n"
            "        /*0070*/ ATOMS.POPC.INC.32 RZ, [URZ] ;\n"
            "        /*0080*/ BAR.SYNC.DEFER_BLOCKING 0x0 ;\n"
            "        /*0090*/ LDS R3, [RZ] ;\n"
            "        /*00a0*/ LDS R10, [0x4] ;\n"
            "        /*00b0*/ IADD3 R3, R3, R10, RZ ;\n" STORE_R3,
            wave, 8, 0, &r);
        assert_int_equal(r.group_segment, 8);
        assert_int_equal(r.status[0], WS_OK);
        for (int t = 0; t < NTHREADS; t++)
            assert_int_equal(r.out[t], NTHREADS);
    }
}

/* Dynamic shared memory after 16 static bytes: thread t writes t + 1 at
 * 0x10 + 4t and reads back its neighbour's (t ^ 1) + 1.  The descriptor
 * declares the 16 static bytes; the launch's 4 * NTHREADS dynamic bytes
 * come on top, and without them the accesses leave the workgroup's LDS. */
static void test_dynamic_shared(void **state)
{
    (void)state;
    if (!have_tools())
        skip();
    static const char *body =
        "        /*0000*/ S2R R0, SR_TID.X ;\n"
        "        /*0010*/ IMAD.SHL.U32 R2, R0, 0x4, RZ ;\n"
        "        /*0020*/ IADD3 R9, R0, 0x1, RZ ;\n"
        "        /*0030*/ STS [R2+0x10], R9 ;\n"
        "        /*0040*/ BAR.SYNC.DEFER_BLOCKING 0x0 ;\n"
        "        /*0050*/ LOP3.LUT R8, R2, 0x4, RZ, 0x3c, !PT ;\n"
        "        /*0060*/ LDS R3, [R8+0x10] ;\n" STORE_R3;
    for (int wave = 32; wave <= 64; wave += 32) {
        struct run r;
        run(body, wave, 16, 4 * NTHREADS, &r);
        assert_int_equal(r.group_segment, 16);
        assert_int_equal(r.status[0], WS_OK);
        for (int t = 0; t < NTHREADS; t++)
            assert_int_equal(r.out[t], (t ^ 1) + 1);
        run(body, wave, 16, 0, &r);
        assert_int_not_equal(r.status[0], WS_OK);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cubin_device_vars),
        cmocka_unit_test(test_cubin_banks_shared),
        cmocka_unit_test(test_bank3_index),
        cmocka_unit_test(test_jump_table),
        cmocka_unit_test(test_bank4_addresses),
        cmocka_unit_test(test_device_counter),
        cmocka_unit_test(test_shared_zero_popc),
        cmocka_unit_test(test_dynamic_shared),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
