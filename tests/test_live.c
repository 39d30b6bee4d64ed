/* test_live.c - liveness against nvdisasm -plr -lrm count, instruction by
 * instruction, on every committed sample and held-out dump; plus a small
 * listing derived by hand.
 *
 * The reference is samples/<k>/sm_XX.plr.txt: the listing with a
 * `// | GPR | PRED | UGPR | [UPRED |]` column block per line (blank = 0).  Our
 * numbers come from parsing the matching sm_XX.nvdisasm.sass.  Label lines
 * are checked too (live.c rule 9).
 *
 * CALLs and device-subroutine bodies (the code from the first CALL target
 * on: ieee_div's slow paths, warp_scan's sm_80 shflsync, big_unrolled's
 * `@P0 CALL` of a local EXIT) follow the call ABI of live.c rules 6-8; they
 * are tallied apart so that the log shows them, and must agree as well.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/live.h"
#include "sass/sass.h"
#include "lib/testutil.h"

#define MAX_COLS 4

struct tally {
    size_t insns, ok;           /* instructions outside subroutines */
    size_t sub_insns, sub_ok;   /* instructions inside subroutines */
    size_t labels, labels_ok;   /* label lines */
    int printed;
};

/* Column index of each live class in the reference header, -1 absent. */
static void parse_header(const char *cm, int col[MAX_COLS])
{
    static const char *const names[MAX_COLS] = { "GPR", "PRED", "UGPR", "UPRED" };
    for (int c = 0; c < MAX_COLS; c++) col[c] = -1;
    int k = 0;
    for (const char *p = cm; *p; p++) {
        if (*p != '|')
            continue;
        const char *q = p + 1;
        while (*q == ' ') q++;
        for (int c = 0; c < MAX_COLS; c++) {
            size_t l = strlen(names[c]);
            if (!strncmp(q, names[c], l) && (q[l] == ' ' || q[l] == '|'))
                col[c] = k;
        }
        k++;
    }
}

/* Values of the `| a | b | c |` block; returns 0 when it is not one. */
static int parse_cols(const char *cm, const int col[MAX_COLS], int v[MAX_COLS])
{
    int vals[8] = { 0 }, k = 0;
    const char *p = cm;
    if (*p != '|')
        return 0;
    while (*p == '|' && k < 8) {
        p++;
        const char *end = strchr(p, '|');
        if (!end)
            break;
        int x = 0, seen = 0;
        for (const char *q = p; q < end; q++) {
            if (isdigit((unsigned char)*q)) { x = x * 10 + (*q - '0'); seen = 1; }
            else if (*q != ' ') return 0;
        }
        vals[k++] = seen ? x : 0;
        p = end;
        if (p[1] == '\n' || p[1] == 0 || p[1] == '\r')
            break;
    }
    for (int c = 0; c < MAX_COLS; c++)
        v[c] = col[c] >= 0 && col[c] < k ? vals[col[c]] : 0;
    return 1;
}

struct fstate {
    struct sass_function *fn;
    struct live_info *li;
    uint8_t *in_sub;            /* instruction lies in a subroutine */
};

static void mark_subs(struct fstate *fs)
{
    const struct mir_func *f = &fs->fn->mir;
    fs->in_sub = calloc(f->n + 1, 1);
    long first_call_target = -1;
    for (size_t i = 0; i < f->n; i++)
        if (f->insns[i].flow == FLOW_CALL && f->insns[i].ntargets) {
            long t = mir_find_offset(f, f->insns[i].targets[0]);
            if (t > (long)i && (first_call_target < 0 || t < first_call_target))
                first_call_target = t;
        }
    for (long i = first_call_target; i >= 0 && i < (long)f->n; i++)
        fs->in_sub[i] = 1;
    /* calls themselves too (big_unrolled's `@P0 CALL.REL.NOINC `(.L_x_0)`,
     * a call of the EXIT right after it, counts 31 GPRs: live.c rule 7) */
    for (size_t i = 0; i < f->n; i++)
        if (f->insns[i].flow == FLOW_CALL)
            fs->in_sub[i] = 1;
}

static void check_line(struct tally *t, struct fstate *fs, const char *path, long idx,
                       const int want[MAX_COLS], int is_label)
{
    static const int cls[MAX_COLS] = { LIVE_GPR, LIVE_PRED, LIVE_UGPR, LIVE_UPRED };
    int ok = 1;
    for (int c = 0; c < MAX_COLS; c++)
        ok &= fs->li->count[idx][cls[c]] == want[c];
    if (fs->in_sub[idx]) {
        t->sub_insns++;
        t->sub_ok += ok;
    } else if (is_label) {
        t->labels++;
        t->labels_ok += ok;
    } else {
        t->insns++;
        t->ok += ok;
    }
    if (!ok && t->printed++ < 20)
        print_message("%s %s /*%04x*/%s: want %d %d %d %d got %u %u %u %u\n", path,
                      fs->fn->name, (unsigned)fs->fn->mir.insns[idx].offset,
                      is_label ? " (label)" : "", want[0], want[1], want[2], want[3],
                      fs->li->count[idx][LIVE_GPR], fs->li->count[idx][LIVE_PRED],
                      fs->li->count[idx][LIVE_UGPR], fs->li->count[idx][LIVE_UPRED]);
}

static void check_dump(const char *plr, struct tally *t)
{
    char sass[4096];
    snprintf(sass, sizeof sass, "%.*snvdisasm.sass", (int)(strlen(plr) - strlen("plr.txt")), plr);
    struct sass_module *m;
    struct ws_error err;
    if (sass_parse_file(sass, &m, &err))
        fail_msg("%s: %s", sass, err.msg);
    struct live_conv conv;
    live_conv_sass_init(&conv);
    for (size_t i = 0; i < m->nfuncs; i++)
        live_conv_sass_add(&conv, &m->funcs[i].mir);
    struct fstate *fs = calloc(m->nfuncs, sizeof *fs);
    for (size_t i = 0; i < m->nfuncs; i++) {
        fs[i].fn = &m->funcs[i];
        assert_int_equal(live_compute(&m->funcs[i].mir, &conv, &fs[i].li, &err), WS_OK);
        mark_subs(&fs[i]);
    }
    char *text = tu_read_file(plr, NULL);
    assert_non_null(text);
    struct fstate *cur = NULL;
    int col[MAX_COLS] = { 0, 1, 2, -1 };
    int pending_label = 0, label_want[MAX_COLS] = { 0 };
    for (char *line = text, *next; line && *line; line = next) {
        next = strchr(line, '\n');
        if (next) *next++ = 0;
        const char *sec = strstr(line, "//--------------------- .text.");
        if (sec) {
            const char *name = sec + strlen("//--------------------- .text.");
            const char *sp = strchr(name, ' ');
            cur = NULL;
            for (size_t i = 0; i < m->nfuncs; i++)
                if (sp && strlen(fs[i].fn->name) == (size_t)(sp - name) &&
                    !strncmp(fs[i].fn->name, name, (size_t)(sp - name)))
                    cur = &fs[i];
            assert_non_null(cur);
            pending_label = 0;
            continue;
        }
        const char *cm = strstr(line, "// |");
        if (!cur || !cm)
            continue;
        cm += 3;
        if (strstr(cm, "GPR")) {
            parse_header(cm, col);
            continue;
        }
        int v[MAX_COLS];
        if (!parse_cols(cm, col, v))
            continue;
        const char *p = line;
        while (*p == ' ' || *p == '\t') p++;
        if (p[0] == '/' && p[1] == '*') {
            unsigned off = (unsigned)strtoul(p + 2, NULL, 16);
            long idx = mir_find_offset(&cur->fn->mir, off);
            assert_true(idx >= 0);
            if (pending_label)
                check_line(t, cur, plr, idx, label_want, 1);
            pending_label = 0;
            check_line(t, cur, plr, idx, v, 0);
        } else if (p[0] == '.' && p[1] == 'L') {
            /* a label line with counts: those of the next instruction */
            pending_label = 1;
            memcpy(label_want, v, sizeof v);
        }
    }
    free(text);
    for (size_t i = 0; i < m->nfuncs; i++) {
        live_free(fs[i].li);
        free(fs[i].in_sub);
    }
    free(fs);
    sass_module_free(m);
}

static void run_glob(const char *pattern, struct tally *t)
{
    char **list;
    size_t n = tu_glob(pattern, &list);
    assert_true(n > 0);
    for (size_t i = 0; i < n; i++)
        check_dump(list[i], t);
    tu_free_list(list, n);
}

static void report(const char *what, const struct tally *t)
{
    print_message("%s: %zu/%zu instructions, %zu/%zu labels, calls and subroutine bodies %zu/%zu\n",
                  what, t->ok, t->insns, t->labels_ok, t->labels, t->sub_ok, t->sub_insns);
}

static void test_samples(void **state)
{
    (void)state;
    struct tally t = { 0 };
    run_glob("samples/*/sm_*.plr.txt", &t);
    report("samples", &t);
    assert_true(t.insns > 15000);
    assert_int_equal(t.ok, t.insns);
    assert_int_equal(t.labels_ok, t.labels);
    /* live.c rules 6-8: every CALL and subroutine line (288 of them:
     * ieee_div sm_80 + sm_90, warp_scan sm_80, big_unrolled sm_80) */
    assert_true(t.sub_insns >= 288);
    assert_int_equal(t.sub_ok, t.sub_insns);
}

static void test_heldout(void **state)
{
    (void)state;
    struct tally t = { 0 };
    run_glob("tests/heldout/*/sm_*.plr.txt", &t);
    report("held-out", &t);
    assert_true(t.insns > 1000);
    assert_int_equal(t.ok, t.insns);
    assert_int_equal(t.labels_ok, t.labels);
}

/* Small listings written by hand in nvdisasm's two formats (NAME.nvdisasm.sass
 * and NAME.plr.txt, the counts derived by hand), one per convention that the
 * real-world corpus showed and the samples do not exercise:
 *   r2p          R2P PR, R0, 0x3 writes P0 and P1 and keeps them live above
 *                it, as if read (live.c rule 4): P1, never written before,
 *                is live from the entry.  cub's radix sort (segmentationTree
 *                sm_80): 4 predicates live at 0x0000 and 7 from one R2P back
 *                to the previous one.
 *   call_module  a CALL writes no caller-saved GPR above the highest one
 *                the module names (rule 7): R8 here, so R0 R1 R3..R8 = 8 at
 *                the CALL.  simpleMPI sm_80, the sqrt slow path: 8.
 *   call_nregs   the same kernel beside one that names R20: now the
 *                function's nregs (R8 + 3 = 11) binds, R0 R1 R3..R10 = 10.
 *                NeuralNet sm_80 kernelUpdateBiases (SHI_REGISTERS=13):
 *                R0 R1 R3..R12 = 12 at the division slow path's CALL. */
static void test_conventions(void **state)
{
    (void)state;
    struct tally t = { 0 };
    run_glob("tests/data/live/*.plr.txt", &t);
    report("conventions", &t);
    assert_int_equal(t.ok, t.insns);
    assert_int_equal(t.sub_ok, t.sub_insns);
    assert_true(t.insns + t.sub_insns >= 25);
}

/* Kernels written for the conventions the real-world corpus showed
 * (tests/data/parity/<k>/kernel.cu, compiled and disassembled by the real
 * tools: nvcc -cubin -lineinfo -O3, nvdisasm -c -g and -c -plr -lrm count,
 * sm_80 and sm_90, recorded on the H200 machine with CUDA 13.0):
 *   trap_sync   BPT.TRAP falls through (rule 1); SYNCS.EXCH.64 and
 *               SYNCS.ARRIVE.TRANS64 use register pairs; writes of URs
 *               under a uniform predicate kill (rule 12)
 *   tex_forms   TEX, TLD and SUST operands: coordinates, level, channels,
 *               the UR handle (sass_opcodes.c, tex_widths)
 *   guard_pred  guarded writes and reads (sinf/cosf's Payne-Hanek table,
 *               an unrolled tail); it agreed before these rules too
 *   loop_carry  the guarded CALL of a loop's exit kills what it writes
 *               (rule 11); a read under the same guard does not cover a
 *               guarded write once the predicate is written again (walks)
 *   region_mix  a guarded write whose reads all lie past the next
 *               reconvergence point kills (rule 11, flux); no CALL writes
 *               UR36 and up (rule 7: rates, flux, a recursive ABI call)
 *   guard_region  the value from before such a write lives on up to the
 *               first label (rule 14): chain_flux, chain_flux_d and
 *               tile_edges differ at 168 instructions without it */
static void test_parity_kernels(void **state)
{
    (void)state;
    struct tally t = { 0 };
    run_glob("tests/data/parity/*/sm_*.plr.txt", &t);
    report("parity kernels", &t);
    assert_true(t.insns > 1000);
    assert_int_equal(t.ok, t.insns);
    assert_int_equal(t.labels_ok, t.labels);
    /* region_mix sm_90 rates, 0x32b0 .. 0x32d0, the top of the reciprocal
     * slow path: nvdisasm keeps R5 live from the entry down to `@P0
     * LOP3.LUT R5`, read only past the next reconvergence point.  Rule 11
     * lets that write kill (as flux's @!P0 FSEL R17 must), and rule 14
     * keeps the value from before it live as shadow up to the entry: no
     * label lies between (these three lines differed before rule 14). */
    assert_true(t.sub_insns > 2000);
    assert_int_equal(t.sub_ok, t.sub_insns);
}

/* The liveness the translation colours VGPRs with (live_conv.alloc: no
 * write that may not happen kills) holds at every instruction at least
 * what nvdisasm's convention holds, and more where rules 11-13 kill on a
 * guarded write: loop_carry's guarded CALL (nvcc's loop exit) and
 * region_mix's writes before a reconvergence point.  Sharing a VGPR on
 * the strength of such a kill would clobber the value a lane keeps when
 * the guard is false. */
static void test_alloc_superset(void **state)
{
    (void)state;
    char **list;
    size_t n = tu_glob("tests/data/parity/*/sm_*.nvdisasm.sass", &list);
    assert_true(n >= 8);
    size_t more = 0, insns = 0;
    for (size_t k = 0; k < n; k++) {
        struct sass_module *m;
        assert_int_equal(sass_parse_file(list[k], &m, NULL), WS_OK);
        struct live_conv conv, aconv;
        live_conv_sass_init(&conv);
        for (size_t f = 0; f < m->nfuncs; f++)
            live_conv_sass_add(&conv, &m->funcs[f].mir);
        aconv = conv;
        aconv.alloc = 1;
        for (size_t f = 0; f < m->nfuncs; f++) {
            struct live_info *p, *a;
            assert_int_equal(live_compute(&m->funcs[f].mir, &conv, &p, NULL), WS_OK);
            assert_int_equal(live_compute(&m->funcs[f].mir, &aconv, &a, NULL), WS_OK);
            assert_int_equal(p->words, a->words);
            assert_false(p->alloc);
            assert_true(a->alloc);
            for (size_t i = 0; i < p->n; i++) {
                int bigger = 0;
                for (size_t w = 0; w < p->words; w++) {
                    uint64_t pw = p->live[i * p->words + w], aw = a->live[i * a->words + w];
                    if (pw & ~aw)
                        fail_msg("%s %s insn %zu: live for -plr, dead for allocation", list[k],
                                 m->funcs[f].mir.name ? m->funcs[f].mir.name : "?", i);
                    bigger |= (aw & ~pw) != 0;
                }
                more += bigger;
                insns++;
            }
            live_free(p);
            live_free(a);
        }
        sass_module_free(m);
    }
    tu_free_list(list, n);
    print_message("allocation liveness: larger at %zu of %zu instructions\n", more, insns);
    assert_true(more > 0);
}

/* live_compute_gprs (register allocation's GPRs alone) gives the GPR
 * sets of live_compute with live_conv.alloc, bit for bit, and nothing
 * else: the samples and the parity kernels, calls and subroutines
 * included. */
static void check_gprs_match(const char *pattern, size_t *funcs)
{
    char **list;
    size_t n = tu_glob(pattern, &list);
    assert_true(n >= 8);
    for (size_t k = 0; k < n; k++) {
        struct sass_module *m;
        assert_int_equal(sass_parse_file(list[k], &m, NULL), WS_OK);
        struct live_conv conv;
        live_conv_sass_init(&conv);
        for (size_t f = 0; f < m->nfuncs; f++)
            live_conv_sass_add(&conv, &m->funcs[f].mir);
        conv.alloc = 1;
        for (size_t f = 0; f < m->nfuncs; f++) {
            struct live_info *a, *g;
            assert_int_equal(live_compute(&m->funcs[f].mir, &conv, &a, NULL), WS_OK);
            assert_int_equal(live_compute_gprs(&m->funcs[f].mir, &conv, &g, NULL), WS_OK);
            assert_true(g->alloc);
            assert_null(g->count);
            assert_int_equal(g->n, a->n);
            assert_int_equal(g->size[LIVE_GPR], a->size[LIVE_GPR]);
            for (int c = 0; c < LIVE_NCLASS; c++)
                if (c != LIVE_GPR)
                    assert_int_equal(g->size[c], 0);
            for (size_t i = 0; i < a->n; i++)
                for (unsigned r = 0; r < a->size[LIVE_GPR]; r++)
                    if (live_is_live(g, i, LIVE_GPR, r) != live_is_live(a, i, LIVE_GPR, r))
                        fail_msg("%s %s insn %zu R%u: live_compute_gprs %d, live_compute %d",
                                 list[k], m->funcs[f].mir.name ? m->funcs[f].mir.name : "?", i, r,
                                 live_is_live(g, i, LIVE_GPR, r), live_is_live(a, i, LIVE_GPR, r));
            live_free(a);
            live_free(g);
            (*funcs)++;
        }
        sass_module_free(m);
    }
    tu_free_list(list, n);
}

static void test_gprs_match(void **state)
{
    (void)state;
    size_t funcs = 0;
    check_gprs_match("samples/*/sm_*.nvdisasm.sass", &funcs);
    check_gprs_match("tests/data/parity/*/sm_*.nvdisasm.sass", &funcs);
    print_message("live_compute_gprs: %zu functions as live_compute\n", funcs);
}

/* A listing derived by hand with the rules at the top of live.c. */
static void test_hand(void **state)
{
    (void)state;
    static const char text[] =
        "        /*0000*/                   LDC R1, c[0x0][0x28] ;\n"
        "        /*0010*/                   S2R R0, SR_TID.X ;\n"
        "        /*0020*/                   ISETP.GE.AND P0, PT, R0, 0x10, PT ;\n"
        "        /*0030*/               @P0 EXIT ;\n"
        "        /*0040*/                   LDC.64 R2, c[0x0][0x210] ;\n"
        "        /*0050*/                   IMAD.WIDE R2, R0, 0x4, R2 ;\n"
        "        /*0060*/               @P1 MOV R5, RZ ;\n"
        "        /*0070*/                   ULDC.64 UR4, c[0x0][0x208] ;\n"
        "        /*0080*/                   STG.E desc[UR4][R2.64], R5 ;\n"
        "        /*0090*/                   EXIT ;\n";
    /* P1 (the guard at 0060) is never written and R5's only write is
     * guarded: both are live from the top (rule 4). */
    static const unsigned want[][4] = {
        { 2, 1, 0, 0 },  /* R1 written here (counts), R5 and P1 live through */
        { 3, 1, 0, 0 },  /* + R0 */
        { 3, 2, 0, 0 },  /* + P0, read by the EXIT */
        { 3, 2, 0, 0 },  /* guard read for the last time; EXIT falls through */
        { 5, 1, 0, 0 },  /* + the pair R2:R3 */
        { 5, 1, 0, 0 },  /* R0 read for the last time, R2:R3 read and written */
        { 4, 1, 0, 0 },  /* guard P1 read for the last time; R5 written, not killed */
        { 4, 0, 2, 0 },  /* the descriptor pair UR4:UR5 */
        { 4, 0, 2, 0 },  /* last reads of everything but R1 */
        { 1, 0, 0, 0 },  /* only R1 (rule 5) */
    };
    struct sass_module *m;
    assert_int_equal(sass_parse_buffer("hand", text, strlen(text), &m, NULL), WS_OK);
    struct live_conv conv;
    live_conv_sass_init(&conv);
    live_conv_sass_add(&conv, &m->funcs[0].mir);
    struct live_info *li;
    assert_int_equal(live_compute(&m->funcs[0].mir, &conv, &li, NULL), WS_OK);
    assert_int_equal(li->n, sizeof want / sizeof want[0]);
    for (size_t i = 0; i < li->n; i++)
        for (int c = 0; c < 4; c++)
            if (li->count[i][c] != want[i][c])
                fail_msg("insn %zu class %d: got %u want %u", i, c, li->count[i][c], want[i][c]);
    /* R5 is live above its guarded write (rule 4), P1 (the guard) from the top */
    assert_true(live_is_live(li, 4, LIVE_GPR, 5));
    assert_true(live_is_live(li, 0, LIVE_PRED, 1));
    assert_int_equal(li->max[LIVE_GPR], 5);
    assert_int_equal(li->max_at[LIVE_GPR], 4);
    size_t at;
    assert_int_equal(live_range_max(li, 6, 9, LIVE_GPR, &at), 4);
    assert_int_equal(at, 6);
    struct strbuf b;
    sb_init(&b);
    live_write_json(li, &b);
    assert_non_null(strstr(b.s, "{\"offset\":128,\"gpr\":4,\"pred\":0,\"ugpr\":2,\"upred\":0}"));
    sb_free(&b);
    live_free(li);
    sass_module_free(m);
}

/* GPR counts of a hand listing (sm_90 forms), instruction by instruction. */
static void check_gprs(const char *text, const unsigned *want, size_t n)
{
    struct sass_module *m;
    assert_int_equal(sass_parse_buffer("hand", text, strlen(text), &m, NULL), WS_OK);
    struct live_conv conv;
    live_conv_sass_init(&conv);
    live_conv_sass_add(&conv, &m->funcs[0].mir);
    struct live_info *li;
    assert_int_equal(live_compute(&m->funcs[0].mir, &conv, &li, NULL), WS_OK);
    assert_int_equal(li->n, n);
    for (size_t i = 0; i < li->n; i++)
        if (li->count[i][LIVE_GPR] != want[i])
            fail_msg("insn %zu (%04x): got %u GPRs want %u", i,
                     (unsigned)li->f->insns[i].offset, li->count[i][LIVE_GPR], want[i]);
    live_free(li);
    sass_module_free(m);
}

/* Rule 14 on listings derived by hand, in the shape of nvcc's if / else-if
 * chains (rodinia cfd's compute_flux in the real-world corpus): in a
 * block after `@P0 BRA`, `@!P0 MOV R4` is followed by `@!P0 BRA` to the
 * BSYNC and R4 is read only past the reconvergence point; the
 * fall-through writes R4 unguarded.  Rule 11 lets the guarded write kill
 * for its block's live-in; the value from before it stays live as shadow
 * through the block's start, which no label names, and stops at the
 * first label above.  GPR counts include R1 at every instruction (rule
 * 5); a register counts from its write to its last read. */
static void test_hand_shadow(void **state)
{
    (void)state;
    /* R4 written before the region: its shadow reaches back to that write
     * (cfd pre_euler3d sm_90: R33, R35, R37 from their last reads as
     * address halves down to `@!P0 FFMA R33` .. `R37`) */
    static const char text1[] =
        "        /*0000*/                   LDC R1, c[0x0][0x28] ;\n"
        "        /*0010*/                   S2R R0, SR_TID.X ;\n"
        "        /*0020*/                   MOV R4, R0 ;\n"
        "        /*0030*/                   IADD3 R5, R4, 0x1, RZ ;\n"
        "        /*0040*/                   BSSY B0, `(.L_x_1) ;\n"
        "        /*0050*/                   ISETP.NE.AND P0, PT, R0, RZ, PT ;\n"
        "        /*0060*/               @P0 BRA `(.L_x_2) ;\n"
        "        /*0070*/                   ISETP.NE.AND P0, PT, R5, 0x1, PT ;\n"
        "        /*0080*/              @!P0 MOV R4, 0x1 ;\n"
        "        /*0090*/              @!P0 BRA `(.L_x_0) ;\n"
        "        /*00a0*/                   MOV R4, RZ ;\n"
        "        /*00b0*/                   BRA `(.L_x_0) ;\n"
        ".L_x_2:\n"
        "        /*00c0*/                   MOV R4, 0x2 ;\n"
        ".L_x_0:\n"
        "        /*00d0*/                   BSYNC B0 ;\n"
        ".L_x_1:\n"
        "        /*00e0*/                   LDC.64 R2, c[0x0][0x210] ;\n"
        "        /*00f0*/                   ULDC.64 UR4, c[0x0][0x208] ;\n"
        "        /*0100*/                   STG.E desc[UR4][R2.64], R4 ;\n"
        "        /*0110*/                   EXIT ;\n";
    static const unsigned want1[] = {
        1,  /* R1 */
        2,  /* + R0 */
        3,  /* + R4 */
        4,  /* + R5; R4 read, and live on as shadow */
        4,  /* R0 R1 R4 R5 (before rule 14: 3, R4 dead here) */
        4,  /* R0 read for the last time (before: 3) */
        3,  /* R1 R4 R5: the fall-through block starts at no label (before: 2) */
        3,  /* R5 read for the last time; R4 live up to its guarded write */
        2,  /* R1 R4 */
        2,
        2,  /* R4 written */
        2,
        2,  /* .L_x_2: R4 written */
        2,  /* BSYNC: R4 read past it */
        4,  /* + R2:R3 */
        4,
        4,  /* last reads */
        1,
    };
    check_gprs(text1, want1, sizeof want1 / sizeof want1[0]);
    /* R4 never written before: its shadow stops at .L_x_3, the
     * reconvergence point of the region before, so it is live from there
     * only, not up to the entry (cfd euler3d_double sm_80: R14 .. R19 from
     * .L_x_18 at 0x0af0 down, not at the BSYNC before it) */
    static const char text2[] =
        "        /*0000*/                   LDC R1, c[0x0][0x28] ;\n"
        "        /*0010*/                   S2R R0, SR_TID.X ;\n"
        "        /*0020*/                   IADD3 R5, R0, 0x1, RZ ;\n"
        "        /*0030*/                   BSSY B1, `(.L_x_3) ;\n"
        "        /*0040*/                   ISETP.NE.AND P1, PT, R5, 0x3, PT ;\n"
        "        /*0050*/               @P1 BRA `(.L_x_4) ;\n"
        "        /*0060*/                   IADD3 R5, R5, 0x2, RZ ;\n"
        ".L_x_4:\n"
        "        /*0070*/                   BSYNC B1 ;\n"
        ".L_x_3:\n"
        "        /*0080*/                   BSSY B0, `(.L_x_1) ;\n"
        "        /*0090*/                   ISETP.NE.AND P0, PT, R0, RZ, PT ;\n"
        "        /*00a0*/               @P0 BRA `(.L_x_2) ;\n"
        "        /*00b0*/                   ISETP.NE.AND P0, PT, R5, 0x1, PT ;\n"
        "        /*00c0*/              @!P0 MOV R4, 0x1 ;\n"
        "        /*00d0*/              @!P0 BRA `(.L_x_0) ;\n"
        "        /*00e0*/                   MOV R4, RZ ;\n"
        "        /*00f0*/                   BRA `(.L_x_0) ;\n"
        ".L_x_2:\n"
        "        /*0100*/                   MOV R4, 0x2 ;\n"
        ".L_x_0:\n"
        "        /*0110*/                   BSYNC B0 ;\n"
        ".L_x_1:\n"
        "        /*0120*/                   LDC.64 R2, c[0x0][0x210] ;\n"
        "        /*0130*/                   ULDC.64 UR4, c[0x0][0x208] ;\n"
        "        /*0140*/                   STG.E desc[UR4][R2.64], R4 ;\n"
        "        /*0150*/                   EXIT ;\n";
    static const unsigned want2[] = {
        1,  /* R1 (a shadow crossing labels would make R4 live here: 2) */
        2,  /* + R0 */
        3,  /* + R5 */
        3,
        3,
        3,
        3,  /* R5 read and written */
        3,  /* BSYNC B1: R0 R1 R5, R4 not yet */
        4,  /* .L_x_3: R0 R1 R4 R5 (before rule 14: 3) */
        4,  /* R0 read for the last time (before: 3) */
        3,  /* R1 R4 R5 (before: 2) */
        3,
        2,
        2,
        2,
        2,
        2,
        2,
        4,
        4,
        4,
        1,
    };
    check_gprs(text2, want2, sizeof want2 / sizeof want2[0]);
}

/* Rule 13's exception on a listing derived by hand, in the shape of the
 * inlined log after a reciprocal's region (shoc S3D sm_80 ratx_kernel in
 * the real-world corpus, .L_x_388): in the block of a reconvergence point
 * (.L_x_1), P1 written there, then `@P1 MOV R33` and `@P1 MOV R32`, `@P1
 * BRA` to the next BSYNC.  The fall-through writes R32 unguarded, but R33
 * first under P0 and reads it under P0: a read under another predicate,
 * so rule 13 lets `@P1 MOV R33` kill nothing (nor does rule 11: that read
 * is not under P1) and R33, written at 0020, lives across the region
 * before.  R32 is killed (rules 11 and 13); never written before, its
 * shadow (rule 14) stops at .L_x_1.  GPR counts include R1. */
static void test_hand_rule13(void **state)
{
    (void)state;
    static const char text[] =
        "        /*0000*/                   LDC R1, c[0x0][0x28] ;\n"
        "        /*0010*/                   S2R R0, SR_TID.X ;\n"
        "        /*0020*/                   IADD3 R33, R0, 0x5, RZ ;\n"
        "        /*0030*/                   IADD3 R5, R33, 0x1, RZ ;\n"
        "        /*0040*/                   BSSY B1, `(.L_x_1) ;\n"
        "        /*0050*/                   ISETP.NE.AND P0, PT, R0, RZ, PT ;\n"
        "        /*0060*/               @P0 BRA `(.L_x_0) ;\n"
        "        /*0070*/                   IADD3 R5, R5, 0x2, RZ ;\n"
        ".L_x_0:\n"
        "        /*0080*/                   BSYNC B1 ;\n"
        ".L_x_1:\n"
        "        /*0090*/                   BSSY B0, `(.L_x_3) ;\n"
        "        /*00a0*/                   ISETP.GE.AND P1, PT, R5, 0x3, PT ;\n"
        "        /*00b0*/               @P1 MOV R33, 0x7 ;\n"
        "        /*00c0*/               @P1 MOV R32, 0x8 ;\n"
        "        /*00d0*/               @P1 BRA `(.L_x_2) ;\n"
        "        /*00e0*/                   MOV R32, R5 ;\n"
        "        /*00f0*/                   ISETP.GE.AND P0, PT, R5, 0x9, PT ;\n"
        "        /*0100*/               @P0 IADD3 R33, R5, 0x1, RZ ;\n"
        "        /*0110*/               @P0 IADD3 R5, R33, R5, RZ ;\n"
        "        /*0120*/                   MOV R33, R32 ;\n"
        ".L_x_2:\n"
        "        /*0130*/                   BSYNC B0 ;\n"
        ".L_x_3:\n"
        "        /*0140*/                   LDC.64 R2, c[0x0][0x210] ;\n"
        "        /*0150*/                   ULDC.64 UR4, c[0x0][0x208] ;\n"
        "        /*0160*/                   IADD3 R4, R32, R33, RZ ;\n"
        "        /*0170*/                   IADD3 R4, R4, R5, RZ ;\n"
        "        /*0180*/                   STG.E desc[UR4][R2.64], R4 ;\n"
        "        /*0190*/                   EXIT ;\n";
    static const unsigned want[] = {
        1,  /* R1 */
        2,  /* + R0 */
        3,  /* + R33 */
        4,  /* + R5 */
        4,  /* R0 R1 R5 R33 (if @P1 MOV R33 killed: 3) */
        4,  /* R0 read for the last time */
        3,  /* R1 R5 R33 (if killed: 2) */
        3,  /* (2) */
        3,  /* BSYNC B1 (2) */
        4,  /* .L_x_1: + R32, live up to its guarded write in the block */
        4,
        4,
        4,
        4,  /* R1 R5 R32 R33 */
        4,  /* R32 written */
        4,
        4,
        4,  /* R33 read under P0 */
        4,  /* R33 written */
        4,  /* BSYNC B0 */
        6,  /* + R2:R3 */
        6,
        7,  /* + R4; last reads of R32, R33 */
        5,
        4,
        1,
    };
    check_gprs(text, want, sizeof want / sizeof want[0]);
}

/* A guarded CALL's writes (nvcc's `@P1 CALL.REL.NOINC` of a local EXIT)
 * kill for its block (rule 11), and what they do not kill lives on as
 * shadow (rule 14), on a listing derived by hand in the shape of shoc's
 * BFS_kernel_one_block_spill sm_80 (real-world corpus, 0x1840: R3 and R4
 * live back through the blocks above, which no label starts).  R4's last
 * read before the call is at 0030; it is read again at .L_x_3.  The
 * module's highest GPR is R4, so the CALL writes R0, R3, R4 (rule 7) and
 * reads R0, R1.  GPR counts include R1. */
static void test_hand_call_shadow(void **state)
{
    (void)state;
    static const char text[] =
        "        /*0000*/                   LDC R1, c[0x0][0x28] ;\n"
        "        /*0010*/                   S2R R0, SR_TID.X ;\n"
        "        /*0020*/                   IADD3 R4, R0, 0x1, RZ ;\n"
        "        /*0030*/                   STS [R0], R4 ;\n"
        "        /*0040*/                   ISETP.GE.AND P0, PT, R0, 0x10, PT ;\n"
        "        /*0050*/               @P0 BRA `(.L_x_1) ;\n"
        "        /*0060*/                   ISETP.GT.AND P1, PT, R0, 0x8, PT ;\n"
        "        /*0070*/               @P1 CALL.REL.NOINC `(.L_x_2) ;\n"
        "        /*0080*/                   BRA `(.L_x_3) ;\n"
        ".L_x_1:\n"
        "        /*0090*/                   MOV R4, RZ ;\n"
        ".L_x_3:\n"
        "        /*00a0*/                   STS [R0+0x4], R4 ;\n"
        "        /*00b0*/                   EXIT ;\n"
        ".L_x_2:\n"
        "        /*00c0*/                   EXIT ;\n";
    static const unsigned want[] = {
        1,  /* R1 */
        2,  /* + R0 */
        3,  /* + R4 */
        3,  /* R4 read, and live on as the CALL's shadow */
        3,  /* R0 R1 R4 (if the CALL killed outright: 2) */
        3,  /* (2) */
        3,  /* the block of the CALL starts at no label: R0 R1 R4 */
        4,  /* + R3, written by the CALL */
        3,  /* R0 R1 R4, read at .L_x_3 */
        3,  /* R4 written */
        3,  /* last reads */
        1,
        1,
    };
    check_gprs(text, want, sizeof want / sizeof want[0]);
}

/* Rule 11's branch under the write's guard, on a listing derived by hand
 * in the shape of cuda-samples interval sm_80 (real-world corpus, `@P0
 * DMUL.RP R24` then `@P0 BRA .L_x_8`): `@P0 MOV R4` then `@P0 BRA .L_x_1`,
 * R4 read unguarded at .L_x_1 and written unguarded on the fall-through.
 * The read past the taken edge is one under P0, so the write kills for
 * its block; R4, never written before, lives as shadow (rule 14) from its
 * block's start, .L_x_0, not from the entry.  GPR counts include R1. */
static void test_hand_taken_edge(void **state)
{
    (void)state;
    static const char text[] =
        "        /*0000*/                   LDC R1, c[0x0][0x28] ;\n"
        "        /*0010*/                   S2R R0, SR_TID.X ;\n"
        "        /*0020*/                   ISETP.NE.AND P1, PT, R0, 0x3, PT ;\n"
        "        /*0030*/               @P1 BRA `(.L_x_0) ;\n"
        "        /*0040*/                   IADD3 R0, R0, 0x1, RZ ;\n"
        ".L_x_0:\n"
        "        /*0050*/                   ISETP.GE.AND P0, PT, R0, 0x8, PT ;\n"
        "        /*0060*/               @P0 MOV R4, 0x1 ;\n"
        "        /*0070*/               @P0 BRA `(.L_x_1) ;\n"
        "        /*0080*/                   MOV R4, R0 ;\n"
        ".L_x_1:\n"
        "        /*0090*/                   IADD3 R5, R4, R0, RZ ;\n"
        "        /*00a0*/                   STS [R0], R5 ;\n"
        "        /*00b0*/                   EXIT ;\n";
    static const unsigned want[] = {
        1,  /* R1 (R4 live from the entry, as before this rule: 2) */
        2,  /* + R0 (3) */
        2,  /* (3) */
        2,  /* (3) */
        2,  /* R0 read and written (3) */
        3,  /* .L_x_0: R0 R1 R4 */
        3,  /* R4 written under P0, live up to it */
        3,
        3,  /* R4 written */
        4,  /* + R5; last reads of R4 */
        3,  /* R0 R1 R5 */
        1,
    };
    check_gprs(text, want, sizeof want / sizeof want[0]);
}

/* The call ABI (live.c rules 6-8) on a listing derived by hand.  The
 * highest GPR is R20, so nregs is 23 and R2, R16..R22 are callee-saved. */
static void test_hand_call(void **state)
{
    (void)state;
    static const char text[] =
        "        /*0000*/                   LDC R1, c[0x0][0x28] ;\n"
        "        /*0010*/                   S2R R2, SR_TID.X ;\n"
        "        /*0020*/                   MOV R20, R2 ;\n"
        "        /*0030*/                   MOV R4, 0x50 ;\n"
        "        /*0040*/                   CALL.REL.NOINC `(.L_x_0) ;\n"
        "        /*0050*/                   IADD3 R3, R2, R20, RZ ;\n"
        "        /*0060*/                   EXIT ;\n"
        ".L_x_0:\n"
        "        /*0070*/                   MOV R5, RZ ;\n"
        "        /*0080*/                   RET.REL.NODEC R4 `(hand) ;\n";
    static const unsigned want[] = {
        2,  /* R1 written; R0 live from the top (the CALL reads it) */
        3,  /* + R2 */
        4,  /* + R20 */
        5,  /* + R4, the return address: the CALL does not read it */
        17, /* R0 R1, R3..R15 written, R2 and R20 live across untouched */
        4,  /* R1 R2 R3 R20 */
        1,  /* R1 */
        11, /* R1 R2 R4 R5 and R16..R22, callee-saved, never named */
        11, /* the RET reads them all */
    };
    struct sass_module *m;
    assert_int_equal(sass_parse_buffer("hand", text, strlen(text), &m, NULL), WS_OK);
    struct live_conv conv;
    live_conv_sass_init(&conv);
    live_conv_sass_add(&conv, &m->funcs[0].mir);
    struct live_info *li;
    assert_int_equal(live_compute(&m->funcs[0].mir, &conv, &li, NULL), WS_OK);
    assert_int_equal(li->n, sizeof want / sizeof want[0]);
    for (size_t i = 0; i < li->n; i++)
        if (li->count[i][LIVE_GPR] != want[i])
            fail_msg("insn %zu: got %u GPRs want %u", i, li->count[i][LIVE_GPR], want[i]);
    assert_true(live_is_live(li, 4, LIVE_GPR, 2));     /* callee-saved, live after */
    assert_false(live_is_live(li, 4, LIVE_GPR, 16));   /* callee-saved, dead after */
    assert_false(live_is_live(li, 3, LIVE_GPR, 3));    /* clobbered by the CALL */
    assert_true(live_is_live(li, 7, LIVE_GPR, 22));    /* nregs - 1 */
    assert_false(live_is_live(li, 7, LIVE_GPR, 23));
    assert_false(live_is_live(li, 7, LIVE_GPR, 0));    /* R0 is caller-saved */
    live_free(li);
    sass_module_free(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hand),
        cmocka_unit_test(test_hand_call),
        cmocka_unit_test(test_hand_shadow),
        cmocka_unit_test(test_hand_rule13),
        cmocka_unit_test(test_hand_call_shadow),
        cmocka_unit_test(test_hand_taken_edge),
        cmocka_unit_test(test_conventions),
        cmocka_unit_test(test_samples),
        cmocka_unit_test(test_heldout),
        cmocka_unit_test(test_parity_kernels),
        cmocka_unit_test(test_alloc_superset),
        cmocka_unit_test(test_gprs_match),
    };
    return cmocka_run_group_tests_name("live", tests, NULL, NULL);
}
