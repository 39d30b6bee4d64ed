/* test_emu.c - the RDNA3 emulator, one instruction (or idiom) at a time.
 *
 * Each case is a hand-written kernel body assembled with llvm-mc-19 and
 * linked with ld.lld-19 (both must be present, as for the rest of the
 * suite), launched as one workgroup, and checked at two lanes. The
 * prologue loads the output pointer into s[2:3]; the epilogue stores v1
 * of lane L to out[L] (v0 holds the lane's work-item id: x only).
 * Expected values are derived by hand in each case's comment.
 */
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
#include "base/toolrun.h"
#include "lib/testutil.h"

#define OUT_WORDS 256

static const char *prologue =
    "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1100\"\n"
    "\t.amdhsa_code_object_version 5\n\t.text\n\t.globl k\n\t.p2align 8\n\t.type k,@function\nk:\n"
    "\ts_load_b64 s[2:3], s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n\tv_mov_b32 v1, 0\n";
#define EPILOGUE \
    "\tv_lshlrev_b32 v10, 2, v0\n\tglobal_store_b32 v10, v1, s[2:3]\n\ts_endpgm\n" \
    "\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n" \
    "\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t\t.amdhsa_user_sgpr_count 2\n" \
    "\t\t.amdhsa_next_free_vgpr 32\n\t\t.amdhsa_next_free_sgpr 32\n" \
    "\t\t.amdhsa_wavefront_size32 %d\n\t\t.amdhsa_group_segment_fixed_size 512\n" \
    "\t\t.amdhsa_system_sgpr_workgroup_id_x 1\n\t.end_amdhsa_kernel\n"

static int build(const char *body, int wave32, char *hsaco, size_t len)
{
    tu_need_tool("llvm-mc-19");
    tu_need_tool("ld.lld-19");
    tu_need_tool("llvm-objdump-19");    /* input_load_emu disassembles with it */
    char s[256], o[256], epi[1024];
    snprintf(s, sizeof s, "/tmp/ws-test-emu-%ld.s", (long)getpid());
    snprintf(o, sizeof o, "/tmp/ws-test-emu-%ld.o", (long)getpid());
    snprintf(hsaco, len, "/tmp/ws-test-emu-%ld.hsaco", (long)getpid());
    FILE *fp = fopen(s, "w");
    if (!fp) return -1;
    snprintf(epi, sizeof epi, EPILOGUE, wave32);
    fprintf(fp, "%s%s%s", prologue, body, epi);
    fclose(fp);
    const char *mc[] = { "llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-filetype=obj", s, "-o", o, NULL };
    const char *ld[] = { "ld.lld-19", "-shared", o, "-o", hsaco, NULL };
    struct strbuf e;
    sb_init(&e);
    int code;
    struct ws_error err;
    int rc = tools_run(mc, NULL, 0, NULL, &e, &code, &err) || tools_run(ld, NULL, 0, NULL, &e, &code, &err);
    if (rc)
        print_error("assembling failed: %s\n%s", e.s ? e.s : "", body);
    sb_free(&e);
    unlink(s);
    unlink(o);
    return rc ? -1 : 0;
}

/* Run body on one workgroup of nthreads; out gets OUT_WORDS words. */
static enum ws_status run_body(const char *body, int wave32, unsigned nthreads, uint32_t *out,
                               struct emu_result *res, uint64_t budget)
{
    char hsaco[256];
    if (build(body, wave32, hsaco, sizeof hsaco))
        fail_msg("cannot assemble");
    struct emu_program *p;
    struct ws_error err;
    if (input_load_emu(hsaco, &p, &err))
        fail_msg("load: %s", err.msg);
    unlink(hsaco);
    const struct emu_kernel *k = emu_find_kernel(p, "k");
    assert_non_null(k);
    assert_int_equal(k->wave, wave32 ? 32 : 64);
    struct emu_mem mem;
    emu_mem_init(&mem);
    int r = emu_mem_map(&mem, "out", NULL, OUT_WORDS * 4);
    assert_true(r >= 0);
    uint64_t addr = mem.regions[r].base;
    struct emu_launch l;
    memset(&l, 0, sizeof l);
    l.grid[0] = l.grid[1] = l.grid[2] = 1;
    l.block[0] = nthreads;
    l.block[1] = l.block[2] = 1;
    l.args = (const uint8_t *)&addr;
    l.args_len = 8;
    l.budget = budget;
    enum ws_status s = emu_run(p, k, &mem, &l, res);
    memcpy(out, mem.regions[r].data, OUT_WORDS * 4);
    emu_mem_free(&mem);
    emu_program_free(p);
    return s;
}

struct ecase {
    const char *name;
    const char *body;
    unsigned lane_a, lane_b;
    uint32_t want_a, want_b;
};

static const struct ecase cases[] = {
    /* 0+7 = 7; 5+7 = 12 */
    { "v_add_nc_u32", "\tv_add_nc_u32 v1, v0, 7\n", 0, 5, 7, 12 },
    /* lane*lane: 0, 25 */
    { "v_mul_lo_u32", "\tv_mul_lo_u32 v1, v0, v0\n", 0, 5, 0, 25 },
    /* 0x80000000 + 0x80000000 carries out (scc = 1); 0 + 0 + scc = 1 */
    { "s_add_u32/s_addc_u32 carry", "\ts_mov_b32 s4, 0x80000000\n\ts_add_u32 s5, s4, s4\n"
      "\ts_addc_u32 s6, 0, 0\n\tv_mov_b32 v1, s6\n", 0, 5, 1, 1 },
    /* vcc = (3 > lane): lanes 0..2; cndmask picks src1 (20) where set */
    { "v_cmp/v_cndmask", "\tv_cmp_gt_u32 vcc_lo, 3, v0\n\tv_cndmask_b32 v1, 10, 20, vcc_lo\n", 0, 5, 20, 10 },
    /* bits 15:8 of 0xabcd1234 = 0x12 */
    { "v_bfe_u32", "\tv_bfe_u32 v1, 0xabcd1234, 8, 8\n", 0, 5, 0x12, 0x12 },
    /* {a,b} bytes 7..0 = 11 22 33 44 55 66 77 88; selectors 0x00,0x01,0x04,0x05 (byte3..0)
     * pick 0x88, 0x77, 0x44, 0x33 -> 0x88774433 */
    { "v_perm_b32", "\tv_mov_b32 v2, 0x55667788\n\tv_mov_b32 v3, 0x00010405\n\tv_perm_b32 v1, 0x11223344, v2, v3\n", 0, 5, 0x88774433u, 0x88774433u },
    /* ({0x12345678, 0x9abcdef0} >> 8) low 32 bits = 0x789abcde */
    { "v_alignbit_b32", "\tv_mov_b32 v2, 0x9abcdef0\n\tv_alignbit_b32 v1, 0x12345678, v2, 8\n", 0, 5, 0x789abcdeu, 0x789abcdeu },
    /* count of set bits of ~0 below the lane = the lane id */
    { "v_mbcnt_lo_u32_b32", "\tv_mbcnt_lo_u32_b32 v1, -1, 0\n", 0, 5, 0, 5 },
    /* each lane reads lane (lane+1)%32's value lane*10: 10 at lane 0, 60 at lane 5 */
    { "ds_bpermute_b32", "\tv_mul_u32_u24 v2, v0, 10\n\tv_add_nc_u32 v3, 1, v0\n\tv_and_b32 v3, 31, v3\n"
      "\tv_lshlrev_b32 v3, 2, v3\n\tds_bpermute_b32 v1, v3, v2\n\ts_waitcnt lgkmcnt(0)\n", 0, 5, 10, 60 },
    /* fma(2, 3, 1) = 7.0 = 0x40e00000 */
    { "v_fma_f32", "\tv_fma_f32 v1, 2.0, 4.0, -1.0\n", 0, 5, 0x40e00000u, 0x40e00000u },
    /* 1.5 -> half 0x3e00 -> float 0x3fc00000 (exact both ways) */
    { "v_cvt_f16_f32/v_cvt_f32_f16", "\tv_mov_b32 v2, 1.5\n\tv_cvt_f16_f32 v3, v2\n\tv_cvt_f32_f16 v1, v3\n", 0, 5, 0x3fc00000u, 0x3fc00000u },
    /* -2.75 truncates to -2 */
    { "v_cvt_i32_f32", "\tv_mov_b32 v2, 0xc0300000\n\tv_cvt_i32_f32 v1, v2\n", 0, 5, 0xfffffffeu, 0xfffffffeu },
    /* VOPD reads both sources before writing: v2,v3 = 1,2 swap to 2,1; 2*10+1 = 21 */
    { "VOPD swap", "\tv_mov_b32 v2, 1\n\tv_mov_b32 v3, 2\n\tv_dual_mov_b32 v2, v3 :: v_dual_mov_b32 v3, v2\n"
      "\tv_mad_u32_u24 v1, v2, 10, v3\n", 0, 5, 21, 21 },
    /* 0x10000 * 0x10000 = 2^32: high word 1 */
    { "v_mad_u64_u32", "\tv_mov_b32 v2, 0x10000\n\tv_mad_u64_u32 v[4:5], null, v2, v2, 0\n\tv_mov_b32 v1, v5\n", 0, 5, 1, 1 },
    /* v_cmpx limits exec to lanes 0..2, which write 9; the others keep 0 */
    { "v_cmpx/exec", "\ts_mov_b32 s4, exec_lo\n\tv_cmpx_gt_u32 3, v0\n\tv_mov_b32 v1, 9\n\ts_mov_b32 exec_lo, s4\n", 0, 5, 9, 0 },
    /* s_and_saveexec with vcc = (lane < 2); execz not taken; the restore brings all lanes back */
    { "s_and_saveexec/s_cbranch_execz", "\tv_cmp_gt_u32 vcc_lo, 2, v0\n\ts_and_saveexec_b32 s4, vcc_lo\n"
      "\ts_cbranch_execz .Lskip\n\tv_mov_b32 v1, 5\n.Lskip:\n\ts_or_b32 exec_lo, exec_lo, s4\n"
      "\tv_add_nc_u32 v1, v1, 1\n", 0, 5, 6, 1 },
    /* atomic add of 1 to out[100], lanes in order: lane 0 sees 0, lane 5 sees 5 */
    { "global_atomic_add_u32 glc", "\tv_mov_b32 v6, 400\n\tv_mov_b32 v7, 1\n"
      "\tglobal_atomic_add_u32 v1, v6, v7, s[2:3] glc\n\ts_waitcnt vmcnt(0)\n", 0, 5, 0, 5 },
    /* cmpswap data is {new, cmp}: out[100] is 0, cmp 0 -> swaps in 7, returns 0 to lane 0;
     * later lanes compare 0 with 7 and fail, returning 7 */
    { "global_atomic_cmpswap_b32", "\tv_mov_b32 v6, 400\n\tv_mov_b32 v8, 7\n\tv_mov_b32 v9, 0\n"
      "\tglobal_atomic_cmpswap_b32 v1, v6, v[8:9], s[2:3] glc\n\ts_waitcnt vmcnt(0)\n", 0, 5, 0, 7 },
    /* store then load back through global memory: lane*3 */
    { "global_store/load", "\tv_mul_u32_u24 v2, v0, 3\n\tv_lshlrev_b32 v3, 2, v0\n\tv_add_nc_u32 v3, 0x200, v3\n"
      "\tglobal_store_b32 v3, v2, s[2:3]\n\tglobal_load_b32 v1, v3, s[2:3]\n\ts_waitcnt vmcnt(0)\n", 0, 5, 0, 15 },
    /* LDS: store lane+100 at lane*4, read back 2addr offsets 0 and 1 dword from lane*4:
     * v[4:5] = {lane+100, lane+101}; lane 31 reads a zero word after it (LDS zeroed) */
    { "ds_store/ds_load_2addr", "\tv_lshlrev_b32 v3, 2, v0\n\tv_add_nc_u32 v2, 100, v0\n\tds_store_b32 v3, v2\n"
      "\ts_waitcnt lgkmcnt(0)\n\tds_load_2addr_b32 v[4:5], v3 offset1:1\n\ts_waitcnt lgkmcnt(0)\n"
      "\tv_add_nc_u32 v1, v4, v5\n", 0, 5, 201, 211 },
    /* getpc returns the address of the next instruction (s_add_u32, 4 bytes); +16 skips
     * s_add, s_addc, s_setpc and the first v_mov: v1 = 2 */
    { "s_getpc/s_setpc", "\ts_getpc_b64 s[6:7]\n\ts_add_u32 s6, s6, 16\n\ts_addc_u32 s7, s7, 0\n"
      "\ts_setpc_b64 s[6:7]\n\tv_mov_b32 v1, 1\n\tv_mov_b32 v1, 2\n", 0, 5, 2, 2 },
    /* s_ff1 of 0x50 = 4; s_bitset1 sets bit 4 of 0: 16 */
    { "s_ff1/s_bitset1", "\ts_mov_b32 s4, 0x50\n\ts_ff1_i32_b32 s5, s4\n\ts_mov_b32 s6, 0\n"
      "\ts_bitset1_b32 s6, s5\n\tv_mov_b32 v1, s6\n", 0, 5, 16, 16 },
    /* readlane of lane 5 (value 5*2=10), writelane puts 99 in lane 0 only */
    { "v_readlane/v_writelane", "\tv_lshlrev_b32 v2, 1, v0\n\tv_readlane_b32 s4, v2, 5\n"
      "\tv_mov_b32 v1, s4\n\tv_writelane_b32 v1, 99, 0\n", 0, 5, 99, 10 },
    /* f64: 1.5 + 2.25 = 3.75 = 0x400e000000000000: high word 0x400e0000 */
    { "v_add_f64", "\tv_mov_b32 v2, 0\n\tv_mov_b32 v3, 0x3ff80000\n\tv_mov_b32 v4, 0\n\tv_mov_b32 v5, 0x40020000\n"
      "\tv_add_f64 v[6:7], v[2:3], v[4:5]\n\tv_mov_b32 v1, v7\n", 0, 5, 0x400e0000u, 0x400e0000u },
    /* packed half: (1.0, 2.0) * (3.0, 0.5) = (3.0, 1.0) = 0x3c004200 */
    { "v_pk_mul_f16", "\tv_mov_b32 v2, 0x40003c00\n\tv_mov_b32 v3, 0x38004200\n\tv_pk_mul_f16 v1, v2, v3\n",
      0, 5, 0x3c004200u, 0x3c004200u },
    /* IEEE division sequence as clang emits it: 1/3 correctly rounded = 0x3eaaaaab */
    { "v_div_scale/fmas/fixup", "\tv_mov_b32 v2, 1.0\n\tv_mov_b32 v3, 0x40400000\n"
      "\tv_div_scale_f32 v4, null, v3, v3, v2\n\tv_div_scale_f32 v7, vcc_lo, v2, v3, v2\n"
      "\tv_rcp_f32 v5, v4\n\tv_fma_f32 v6, -v4, v5, 1.0\n\tv_fmac_f32 v5, v6, v5\n"
      "\tv_mul_f32 v6, v7, v5\n\tv_fma_f32 v8, -v4, v6, v7\n\tv_fmac_f32 v6, v8, v5\n"
      "\tv_fma_f32 v4, -v4, v6, v7\n\tv_div_fmas_f32 v4, v4, v5, v6\n\tv_div_fixup_f32 v1, v4, v3, v2\n",
      0, 5, 0x3eaaaaabu, 0x3eaaaaabu },
};

static void test_cases(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const struct ecase *t = &cases[i];
        uint32_t out[OUT_WORDS];
        struct emu_result res;
        if (run_body(t->body, 1, 32, out, &res, 0))
            fail_msg("%s: %s", t->name, res.err.msg);
        if (out[t->lane_a] != t->want_a || out[t->lane_b] != t->want_b)
            fail_msg("%s: lane %u = 0x%x (want 0x%x), lane %u = 0x%x (want 0x%x)", t->name,
                     t->lane_a, out[t->lane_a], t->want_a, t->lane_b, out[t->lane_b], t->want_b);
        if (res.nhazards)
            fail_msg("%s: %llu hazards: %s", t->name, (unsigned long long)res.nhazards, res.hazard_msgs[0]);
    }
}

/* Two wave32 waves: each lane stores lane+100 at lane*4, s_barrier, then
 * reads the word of lane (lane+32)%64: lane 0 sees 132 (written by wave 1,
 * which ran after wave 0 reached the barrier), lane 40 sees 108. */
static void test_barrier(void **state)
{
    (void)state;
    uint32_t out[OUT_WORDS];
    struct emu_result res;
    const char *body = "\tv_lshlrev_b32 v3, 2, v0\n\tv_add_nc_u32 v2, 100, v0\n\tds_store_b32 v3, v2\n"
        "\ts_waitcnt lgkmcnt(0)\n\ts_barrier\n\tv_add_nc_u32 v4, 32, v0\n\tv_and_b32 v4, 63, v4\n"
        "\tv_lshlrev_b32 v4, 2, v4\n\tds_load_b32 v1, v4\n\ts_waitcnt lgkmcnt(0)\n";
    assert_int_equal(run_body(body, 1, 64, out, &res, 0), WS_OK);
    assert_int_equal(out[0], 132);
    assert_int_equal(out[40], 108);
    assert_int_equal(res.waves, 2);
}

/* wave64: mbcnt_lo + mbcnt_hi give the lane id up to 63; 50 threads leave
 * lanes 50..63 out of EXEC (a partial wave), so out[55] stays 0. */
static void test_wave64(void **state)
{
    (void)state;
    uint32_t out[OUT_WORDS];
    struct emu_result res;
    const char *body = "\tv_mbcnt_lo_u32_b32 v2, -1, 0\n\tv_mbcnt_hi_u32_b32 v1, -1, v2\n";
    assert_int_equal(run_body(body, 0, 50, out, &res, 0), WS_OK);
    assert_int_equal(out[40], 40);
    assert_int_equal(out[49], 49);
    assert_int_equal(out[55], 0);
}

/* Stepping one instruction of one wave at a time (emu_step_*), on the
 * barrier kernel above with 64 threads = two wave32 waves:
 *   ii 0 s_load_b64 s[2:3]   1 s_waitcnt   2 v_mov_b32 v1, 0
 *   ii 3 v_lshlrev_b32 v3, 2, v0 (lane*4)   4 v_add_nc_u32 v2, 100, v0
 *   ii 5 ds_store_b32 v3, v2   6 s_waitcnt   7 s_barrier   8 v_add_nc_u32 v4 ...
 * At the start v0 holds the work-item id packed as x | y<<10 | z<<20: wave
 * 0 lane 5 has 5, wave 1 lane 8 has 40; EXEC is every lane (32 of 32 in
 * each).  After five steps of wave 0 it is at ii 5 with v3[5] = 20 and
 * v2[5] = 105, and s[2:3] holds the address of out (the first argument);
 * wave 1 has not moved.  Three more steps store LDS[20] = 105 and reach the
 * barrier: wave 0 then waits (a step runs nothing) until wave 1 gets there
 * too (8 steps, storing LDS[160] = 140 for its lane 8); the next step of
 * wave 0 releases both and runs ii 8. */
static void test_step(void **state)
{
    (void)state;
    char hsaco[256];
    const char *body = "\tv_lshlrev_b32 v3, 2, v0\n\tv_add_nc_u32 v2, 100, v0\n\tds_store_b32 v3, v2\n"
        "\ts_waitcnt lgkmcnt(0)\n\ts_barrier\n\tv_add_nc_u32 v4, 32, v0\n\tv_and_b32 v4, 63, v4\n"
        "\tv_lshlrev_b32 v4, 2, v4\n\tds_load_b32 v1, v4\n\ts_waitcnt lgkmcnt(0)\n";
    if (build(body, 1, hsaco, sizeof hsaco))
        fail_msg("cannot assemble");
    struct emu_program *p;
    struct ws_error err;
    if (input_load_emu(hsaco, &p, &err))
        fail_msg("load: %s", err.msg);
    unlink(hsaco);
    const struct emu_kernel *k = emu_find_kernel(p, "k");
    struct emu_mem mem;
    emu_mem_init(&mem);
    int r = emu_mem_map(&mem, "out", NULL, OUT_WORDS * 4);
    uint64_t addr = mem.regions[r].base;
    struct emu_launch l;
    memset(&l, 0, sizeof l);
    l.grid[0] = l.grid[1] = l.grid[2] = 1;
    l.block[0] = 64;
    l.block[1] = l.block[2] = 1;
    l.args = (const uint8_t *)&addr;
    l.args_len = 8;
    struct emu_stepper *st;
    const unsigned wg[3] = { 0, 0, 0 }, bad_wg[3] = { 1, 0, 0 };
    assert_int_equal(emu_step_open(p, k, &mem, &l, bad_wg, &st, &err), WS_EARG);
    assert_int_equal(emu_step_open(p, k, &mem, &l, wg, &st, &err), WS_OK);
    assert_int_equal(emu_step_nwaves(st), 2);
    struct emu_wave_view w0, w1;
    emu_step_view(st, 0, &w0);
    emu_step_view(st, 1, &w1);
    assert_int_equal(w0.ii, 0);
    assert_int_equal(w0.exec, 0xffffffffu);
    assert_int_equal(w0.v[0][5], 5);
    assert_int_equal(w1.v[0][8], 40);
    for (int i = 0; i < 5; i++)
        assert_int_equal(emu_step_wave(st, 0, &err), 0);
    emu_step_view(st, 0, &w0);
    emu_step_view(st, 1, &w1);
    assert_int_equal(w0.ii, 5);
    assert_int_equal(w0.v[3][5], 20);
    assert_int_equal(w0.v[2][5], 105);
    assert_true(((uint64_t)w0.s[3] << 32 | w0.s[2]) == addr);
    assert_int_equal(w1.ii, 0);
    for (int i = 0; i < 3; i++)
        assert_int_equal(emu_step_wave(st, 0, &err), 0);
    emu_step_view(st, 0, &w0);
    assert_int_equal(w0.state, EMU_WAVE_BARRIER);
    uint32_t lds_size, word;
    const uint8_t *lds = emu_step_lds(st, &lds_size);
    memcpy(&word, lds + 20, 4);
    assert_int_equal(word, 105);
    assert_int_equal(emu_step_wave(st, 0, &err), 1);     /* wave 1 is not there yet */
    for (int i = 0; i < 8; i++)
        assert_int_equal(emu_step_wave(st, 1, &err), 0);
    memcpy(&word, lds + 160, 4);
    assert_int_equal(word, 140);
    assert_int_equal(emu_step_wave(st, 0, &err), 0);     /* released */
    emu_step_view(st, 0, &w0);
    assert_int_equal(w0.state, EMU_WAVE_RUN);
    assert_int_equal(w0.ii, 9);
    assert_int_equal(emu_step_insns(st), 17);
    emu_step_close(st);
    emu_mem_free(&mem);
    emu_program_free(p);
}

/* A read of the loaded register before s_waitcnt is a hazard, recorded, not fatal. */
static void test_hazard(void **state)
{
    (void)state;
    uint32_t out[OUT_WORDS];
    struct emu_result res;
    const char *body = "\tv_mov_b32 v3, 0\n\tglobal_load_b32 v2, v3, s[2:3]\n\tv_add_nc_u32 v1, v2, 1\n";
    assert_int_equal(run_body(body, 1, 32, out, &res, 0), WS_OK);
    assert_int_equal(res.nhazards, 32 > 0 ? 1 : 0);
    assert_non_null(strstr(res.hazard_msgs[0], "v2"));
    assert_non_null(strstr(res.hazard_msgs[0], "vmcnt"));
}

static void test_errors(void **state)
{
    (void)state;
    uint32_t out[OUT_WORDS];
    struct emu_result res;
    /* not implemented: named with its offset, WS_EUNSUPPORTED */
    assert_int_equal(run_body("\tv_sad_u32 v1, v0, v0, v0\n", 1, 32, out, &res, 0), WS_EUNSUPPORTED);
    assert_non_null(strstr(res.err.msg, "v_sad_u32"));
    assert_non_null(strstr(res.err.msg, "k+0x"));
    /* outside every buffer: an error naming the load */
    assert_int_equal(run_body("\tv_mov_b32 v3, 0x100000\n\tglobal_load_b32 v1, v3, s[2:3]\n"
                              "\ts_waitcnt vmcnt(0)\n", 1, 32, out, &res, 0), WS_EARG);
    assert_non_null(strstr(res.err.msg, "global_load_b32"));
    /* a loop that never ends stops at the budget */
    assert_int_equal(run_body(".Lloop:\n\ts_branch .Lloop\n", 1, 32, out, &res, 10000), WS_ELIMIT);
    assert_non_null(strstr(res.err.msg, "budget"));
    /* LDS out of range */
    assert_int_equal(run_body("\tv_mov_b32 v3, 4096\n\tds_load_b32 v1, v3\n\ts_waitcnt lgkmcnt(0)\n",
                              1, 32, out, &res, 0), WS_EARG);
    assert_non_null(strstr(res.err.msg, "LDS"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cases),
        cmocka_unit_test(test_barrier),
        cmocka_unit_test(test_step),
        cmocka_unit_test(test_wave64),
        cmocka_unit_test(test_hazard),
        cmocka_unit_test(test_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
