/* cli_verify.c - `warpscope verify`: run a kernel on the RDNA3 emulator with
 * a sample's recorded inputs and launches, and compare with the outputs the
 * GPU recorded. The code is warpscope's translation of the SASS (assembled
 * by llvm-mc-19, linked by ld.lld-19), or with --native clang-19's own
 * gfx1100 code (the check of the emulator itself). */
#include "cli.h"
#include "analysis/calls.h"
#include "emu/emu.h"
#include "emu/groundtruth.h"
#include "emu/sass_emu.h"
#include "session/input.h"
#include "xlate/xlate.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

struct vopts {
    char path[4096];
    const char *inputs, *target;
    int wave, sm, native, verbose, lds, sass;
    int max_vgprs, max_sgprs;
    unsigned long long budget;
};

static int is_dir(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

static void strip_slashes(char *p)
{
    size_t n = strlen(p);
    while (n > 1 && p[n - 1] == '/')
        p[--n] = 0;
}

static int parse(int argc, char **argv, struct vopts *o)
{
    memset(o, 0, sizeof *o);
    o->wave = 32;
    o->lds = -1;
    int have = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int more = i + 1 < argc;
        if (!strcmp(a, "--inputs") && more) o->inputs = argv[++i];
        else if (!strcmp(a, "--target") && more) o->target = argv[++i];
        else if (!strcmp(a, "--wave") && more) o->wave = atoi(argv[++i]);
        else if (!strcmp(a, "--sm") && more) o->sm = atoi(argv[++i]);
        else if (!strcmp(a, "--lds") && more) o->lds = atoi(argv[++i]);
        else if (!strcmp(a, "--budget") && more) o->budget = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(a, "--max-vgprs") && more) o->max_vgprs = atoi(argv[++i]);
        else if (!strcmp(a, "--max-sgprs") && more) o->max_sgprs = atoi(argv[++i]);
        else if (!strcmp(a, "--native")) o->native = 1;
        else if (!strcmp(a, "--sass")) o->sass = 1;
        else if (!strcmp(a, "-v") || !strcmp(a, "--verbose")) o->verbose = 1;
        else if (a[0] == '-' && a[1]) return cli_usage_error("verify", "unknown option '%s'", a);
        else if (!have) { snprintf(o->path, sizeof o->path, "%s", a); have = 1; }
        else return cli_usage_error("verify", "more than one FILE");
    }
    if (!have)
        return cli_usage_error("verify", "missing FILE or SAMPLE_DIR");
    if (o->wave != 32 && o->wave != 64)
        return cli_usage_error("verify", "--wave must be 32 or 64");
    if (o->max_vgprs < 0 || o->max_sgprs < 0)
        return cli_usage_error("verify", "--max-vgprs and --max-sgprs take a positive count");
    if (o->target && strcmp(o->target, "gfx1100"))
        return cli_usage_error("verify", "the emulator runs gfx1100 only (not '%s')", o->target);
    strip_slashes(o->path);
    return 0;
}

/* directory holding gt/: the sample directory, or the one FILE is in */
static void sample_dir_of(const char *path, char *out, size_t len)
{
    if (is_dir(path)) {
        snprintf(out, len, "%s", path);
        return;
    }
    snprintf(out, len, "%s", path);
    char *s = strrchr(out, '/');
    if (s) *s = 0;
    else snprintf(out, len, ".");
}

/* Translate, assemble and link; *xr keeps the translation for provenance.
 * A translation with instructions without a rule stops here unless
 * allow_unsup (a recording: each launch then checks its own kernel). */
static int build_translation(const struct vopts *o, char *hsaco, size_t len,
                             struct sass_module **sm, struct xlate_result **xr, int allow_unsup)
{
    struct ws_error err;
    ws_error_clear(&err);
    if (input_load_sass(o->path, o->sm, sm, &err))
        return cli_fail(&err);
    cli_note_arch(o->path, o->sm, *sm);
    /* the cubin beside the dump: shared-memory sizes and __constant__ data
     * (kept for the process: the translation points at them) */
    static struct xlate_opts xo;
    xo = xlate_opts_default();
    xo.wave = o->wave;
    xo.lds_bytes = o->lds;
    if (o->max_vgprs)
        xo.max_vgprs = o->max_vgprs;
    if (o->max_sgprs)
        xo.max_sgprs = o->max_sgprs;
    input_module_data(o->path, *sm);
    if (xlate_module(*sm, &xo, xr, &err))
        return cli_fail(&err);
    cli_warn_assumptions(o->path, *xr);
    size_t un = xlate_total_unsupported(*xr);
    if (un && !allow_unsup) {
        fprintf(stderr, "warpscope verify: the translation has %zu SASS instructions without a rule "
                "(; UNSUPPORTED lines); not run\n", un);
        return EXIT_UNSUPPORTED;
    }
    if (xlate_assemble(*xr, o->wave, hsaco, len, &err))
        return cli_fail(&err);
    return 0;
}

static void strip_suffix(const char *in, char *out, size_t len)
{
    snprintf(out, len, "%s", in);
    size_t n = strlen(out);
    if (n > 4 && (!strcmp(out + n - 4, "_e32") || !strcmp(out + n - 4, "_e64")))
        out[n - 4] = 0;
}

/* The SASS instruction an emulated instruction came from (translation only). */
static void print_writer(const struct emu_program *p, const struct xlate_result *xr, uint32_t wid)
{
    size_t fi = EMU_WRITER_FUNC(wid), ii = EMU_WRITER_INSN(wid);
    if (fi >= p->mod->nfuncs || ii >= p->mod->funcs[fi].ninsns)
        return;
    const struct rdna_function *fn = &p->mod->funcs[fi];
    const struct rdna_insn *in = &fn->insns[ii];
    char text[512];
    rdna_format_insn(in, text, sizeof text);
    printf("  last written by RDNA3 %s+0x%x: %s\n", fn->name, in->offset, text);
    if (!xr)
        return;
    for (size_t f = 0; f < xr->nfuncs; f++) {
        const struct rdna_function *tf = xr->funcs[f].fn;
        if (!tf || strcmp(tf->name, fn->name) || ii >= tf->ninsns)
            continue;
        char a[64], b[64];
        strip_suffix(tf->insns[ii].opcode, a, sizeof a);
        strip_suffix(in->opcode, b, sizeof b);
        if (strcmp(a, b))
            return;     /* listing and disassembly out of step: no claim */
        int32_t so = tf->insns[ii].prov.sass_offset;
        const struct sass_function *sf = xr->funcs[f].sass;
        for (size_t k = 0; sf && so >= 0 && k < sf->ninsns; k++)
            if (sf->insns[k].offset == (uint32_t)so) {
                printf("  from SASS %s+0x%04x: %s (rule %d)\n", sf->name, (unsigned)so,
                       sf->insns[k].text, tf->insns[ii].prov.rule);
                return;
            }
    }
}

/* The SASS instruction that last wrote an element (the SASS emulator). */
static void print_sass_writer(const struct sass_module *sm, uint32_t wid)
{
    size_t fi = EMU_WRITER_FUNC(wid), ii = EMU_WRITER_INSN(wid);
    if (fi < sm->nfuncs && ii < sm->funcs[fi].ninsns)
        printf("  last written by SASS %s+0x%04x: %s\n", sm->funcs[fi].name, sm->funcs[fi].insns[ii].offset,
               sm->funcs[fi].insns[ii].text);
}

static int report(const struct vopts *o, const struct emu_program *p, const struct gt_set *g,
                  const struct emu_verify *v, const struct xlate_result *xr, const struct sass_module *sm)
{
    if (v->nhazards) {
        printf("%llu register reads before the s_waitcnt that covers their load, first:\n",
               (unsigned long long)v->nhazards);
        for (size_t i = 0; i < v->nhazard_msgs && i < 4; i++)
            printf("  %s\n", v->hazard_msgs[i]);
    }
    if (v->nunrecorded)
        printf("%llu loads outside the recorded memory read as 0, first at 0x%llx (the program "
               "read memory the recording does not hold; the GPU read whatever was there)\n",
               (unsigned long long)v->nunrecorded, (unsigned long long)v->first_unrecorded);
    if (v->status) {
        char buf[WS_ERR_MSG_MAX + WS_ERR_FILE_MAX + 64];
        struct ws_error e = v->err;
        if (!o->native && v->status != WS_ENOTFOUND)
            snprintf(e.file, sizeof e.file, "translation of %.200s", o->path);
        ws_error_format(&e, buf, sizeof buf);
        printf("FAIL: the run stopped after %zu of %zu launches: %s\n", v->launches, g->nlaunches, buf);
        return v->status == WS_ENOTFOUND ? EXIT_BADINPUT : EXIT_MISMATCH;
    }
    int first = 1;
    for (size_t i = 0; i < v->nchecks; i++) {
        const struct emu_buffer_check *ck = &v->checks[i];
        const struct gt_buffer *b = &g->buffers[ck->buffer];
        if (!ck->compared) {
            if (b->mode != GT_IN && o->verbose)
                printf("  %-12s skipped (%s)\n", b->name, ck->mode);
            continue;
        }
        if (ck->match) {
            if (o->verbose)
                printf("  %-12s ok (%s; max %g ULP, %g absolute)\n", b->name, ck->mode, ck->max_ulp,
                       ck->max_abs);
            continue;
        }
        printf("  %-12s MISMATCH at element %zu: got %s, expected %s (%s)\n", b->name, ck->index,
               ck->got, ck->want, ck->mode);
        if (first && ck->writer && p)
            print_writer(p, xr, ck->writer);
        if (first && ck->writer && !p && sm)
            print_sass_writer(sm, ck->writer);
        first = 0;
    }
    /* device printf and a failed assertion */
    if (v->printf_compared && v->printf_match)
        printf("  %-12s ok: the same %zu lines as the GPU's gt/printf.txt (in any order)\n", "printf",
               v->printed_lines);
    else if (v->printf_compared)
        printf("  %-12s MISMATCH: %s (%zu lines here, %zu in gt/printf.txt)\n", "printf", v->printf_diff,
               v->printed_lines, v->printf_want_lines);
    else if (v->printed_lines)
        printf("  %-12s %zu lines printed, not compared (no gt/printf.txt)\n", "printf", v->printed_lines);
    if (v->trapped_launch >= 0 && v->fault_match)
        printf("  %-12s ok: launch %d stopped at the assertion in workgroup %u,%u,%u, as it ended with %s on the "
               "GPU: %s\n", "assert", v->trapped_launch, v->trap_wg[0], v->trap_wg[1], v->trap_wg[2],
               g->fault_error, v->fault_text);
    else if (v->trapped_launch >= 0 || v->fault_expected)
        printf("  %-12s MISMATCH: %s%s%s\n", "assert", v->fault_diff, v->fault_text[0] ? "; here: " : "",
               v->fault_text);
    printf("%s: %s (%zu launches, %llu %s instructions%s)\n", o->path,
           v->match ? "outputs match the GPU" : "outputs differ from the GPU", v->launches,
           (unsigned long long)v->insns, o->sass ? "warp" : "wave", o->sass ? ", the SASS emulator"
           : o->native ? ", native clang-19 code" : ", translated SASS");
    return v->match ? EXIT_OK : EXIT_MISMATCH;
}

/* ---- recordings (warpscope record): each launch on its own ---- */

#define REC_MAX_CODES 64

struct rec_code {
    char dir[4200];
    int rc;                         /* of translating it */
    struct emu_program *p;
    struct sass_module *sm;
    struct xlate_result *xr;
};

struct rec_tally {
    size_t match, differ, untranslated, failed, notrecorded, empty;
    struct rec_code codes[REC_MAX_CODES];
    size_t ncodes;
};

static int file_exists(const char *dir, const char *name)
{
    char p[4400];
    struct stat st;
    snprintf(p, sizeof p, "%s/%s", dir, name);
    return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

/* The translation of a recorded cubin, made once per directory. */
static struct rec_code *rec_code_for(const struct vopts *o, struct rec_tally *t, const char *dir, int sm)
{
    for (size_t i = 0; i < t->ncodes; i++)
        if (!strcmp(t->codes[i].dir, dir))
            return &t->codes[i];
    if (t->ncodes >= REC_MAX_CODES)
        return NULL;
    struct rec_code *c = &t->codes[t->ncodes++];
    memset(c, 0, sizeof *c);
    snprintf(c->dir, sizeof c->dir, "%.4150s", dir);
    struct vopts co = *o;
    snprintf(co.path, sizeof co.path, "%.4000s", dir);
    co.sm = sm;
    char code[4200];
    c->rc = build_translation(&co, code, sizeof code, &c->sm, &c->xr, 1);
    if (!c->rc) {
        struct ws_error err;
        ws_error_clear(&err);
        if (input_load_emu(code, &c->p, &err))
            c->rc = cli_fail(&err);
        unlink(code);
    }
    return c;
}

/* Instructions without a rule in kernel's function and the functions it
 * calls (the code's other kernels may have some: they do not run); the
 * first one's offset and function in *where. */
static size_t kernel_unsupported(const struct rec_code *c, const char *kernel, char *where, size_t len)
{
    const struct sass_module *m = c->sm;
    size_t root = m->nfuncs, n = 0;
    for (size_t i = 0; i < m->nfuncs && root == m->nfuncs; i++)
        if (m->funcs[i].name && !strcmp(m->funcs[i].name, kernel))
            root = i;
    uint8_t *keep = calloc(m->nfuncs ? m->nfuncs : 1, 1);
    if (!keep)
        return xlate_total_unsupported(c->xr);
    if (root < m->nfuncs)
        calls_closure(m, root, keep);
    else
        memset(keep, 1, m->nfuncs);     /* the kernel not found by name: all of them count */
    where[0] = 0;
    for (size_t i = 0; i < c->xr->nfuncs; i++) {
        const struct xfunc *f = &c->xr->funcs[i];
        size_t k = (size_t)(f->sass - m->funcs);
        if (k < m->nfuncs && !keep[k])
            continue;
        if (f->nunsup && !where[0])
            snprintf(where, len, "%s", f->sass->name);
        n += f->nunsup;
    }
    free(keep);
    return n;
}

/* Replay the launch recorded in ldir; label names it in the report. */
static void replay_launch(const struct vopts *o, struct rec_tally *t, const char *ldir, const char *label)
{
    struct ws_error err;
    ws_error_clear(&err);
    struct gt_set *g = NULL;
    if (gt_load(ldir, &g, &err) || !g->recorded || g->nlaunches != 1) {
        if (g)
            ws_error_set(&err, WS_EFORMAT, ldir, 0, "not a recorded launch (no 'code' line)");
        cli_fail(&err);
        gt_free(g);
        t->failed++;
        return;
    }
    char dir[4400], canon[PATH_MAX];
    snprintf(dir, sizeof dir, "%.3000s/%.1000s", ldir, g->launches[0].code);
    /* launches share their code through ../code/cK: one translation for
     * all of them, whatever launch directory names it */
    if (realpath(dir, canon) && strlen(canon) < sizeof dir)
        snprintf(dir, sizeof dir, "%s", canon);
    struct rec_code *c = rec_code_for(o, t, dir, g->launches[0].code_sm);
    if (!c || c->rc) {
        printf("%s (%s): not run: %s\n", label, g->launches[0].kernel,
               c && c->rc == EXIT_UNSUPPORTED ? "the translation has SASS instructions without a rule"
                                              : "the recorded code could not be translated");
        if (c && c->rc == EXIT_UNSUPPORTED) t->untranslated++; else t->failed++;
        gt_free(g);
        return;
    }
    if (!g->nbuffers) {
        printf("%s (%s): nothing to compare: the launch reaches no memory (what it prints is not "
               "recorded)\n", label, g->launches[0].kernel);
        t->empty++;
        gt_free(g);
        return;
    }
    char where[512];
    size_t un = kernel_unsupported(c, g->launches[0].kernel, where, sizeof where);
    if (un) {
        printf("%s (%s): not run: the translation has SASS instructions without a rule "
               "(%zu in %s or what it calls; ; UNSUPPORTED lines)\n", label, g->launches[0].kernel, un, where);
        t->untranslated++;
        gt_free(g);
        return;
    }
    struct emu_verify v;
    emu_verify_gt(c->p, g, ldir, o->budget, &v);
    struct vopts lo = *o;
    snprintf(lo.path, sizeof lo.path, "%s (%s)", label, g->launches[0].kernel);
    int rc = report(&lo, c->p, g, &v, c->xr, NULL);
    if (rc == EXIT_OK) t->match++;
    else if (rc == EXIT_MISMATCH) t->differ++;
    else t->failed++;
    gt_free(g);
}

/* DIR/recording.txt: every "launch N dir D kernel K" replayed in order,
 * every "notrecorded N kernel K reason R" reported. */
static int verify_recording(const struct vopts *o)
{
    char path[4400], line[1200];
    snprintf(path, sizeof path, "%s/recording.txt", o->path);
    FILE *fp = fopen(path, "r");
    if (!fp) {
        fprintf(stderr, "%s: error: cannot open\n", path);
        return EXIT_BADINPUT;
    }
    struct rec_tally *t = calloc(1, sizeof *t);
    if (!t) {
        fclose(fp);
        return EXIT_BADINPUT;
    }
    while (fgets(line, sizeof line, fp)) {
        line[strcspn(line, "\n")] = 0;
        char d[256], label[600];
        long n;
        if (sscanf(line, "launch %ld dir %255s", &n, d) == 2) {
            char ldir[4400];
            snprintf(ldir, sizeof ldir, "%s/%s", o->path, d);
            snprintf(label, sizeof label, "launch %ld", n);
            replay_launch(o, t, ldir, label);
        } else if (!strncmp(line, "notrecorded ", 12)) {
            printf("%s\n", line);
            t->notrecorded++;
        }
    }
    fclose(fp);
    printf("%s: %zu launches match the GPU, %zu differ, %zu not translated, %zu failed to run, %zu not recorded",
           o->path, t->match, t->differ, t->untranslated, t->failed, t->notrecorded);
    if (t->empty)
        printf(", %zu with nothing to compare", t->empty);
    printf("\n");
    int rc = t->differ ? EXIT_MISMATCH : t->untranslated ? EXIT_UNSUPPORTED
           : t->failed || !t->match ? EXIT_BADINPUT : EXIT_OK;
    for (size_t i = 0; i < t->ncodes; i++) {
        emu_program_free(t->codes[i].p);
        if (t->codes[i].xr) xlate_result_free(t->codes[i].xr);
        if (t->codes[i].sm) sass_module_free(t->codes[i].sm);
    }
    free(t);
    return rc;
}

int cli_verify(int argc, char **argv)
{
    struct vopts o;
    int rc = parse(argc, argv, &o);
    if (rc)
        return rc;
    if (is_dir(o.path) && file_exists(o.path, "recording.txt") && !o.native)
        return verify_recording(&o);
    char sdir[4096], code[4200], gtdir[4096];
    sample_dir_of(o.path, sdir, sizeof sdir);
    snprintf(gtdir, sizeof gtdir, "%s", o.inputs ? o.inputs : sdir);
    strip_slashes(gtdir);
    struct ws_error err;
    ws_error_clear(&err);
    struct gt_set *g = NULL;
    if (gt_load(gtdir, &g, &err))
        return cli_fail(&err);
    struct sass_module *sm = NULL;
    struct xlate_result *xr = NULL;
    int temp = 0;
    if (o.sass) {   /* the SASS itself on the SASS emulator */
        if (input_load_sass(o.path, o.sm, &sm, &err)) {
            gt_free(g);
            return cli_fail(&err);
        }
        input_module_data(o.path, sm);
        struct emu_verify v;
        semu_verify_gt(sm, g, o.inputs ? o.inputs : sdir, o.budget, &v);
        rc = report(&o, NULL, g, &v, NULL, sm);
        sass_module_free(sm);
        gt_free(g);
        return rc;
    }
    if (o.native) {
        size_t n = strlen(o.path);
        if (n > 2 && !strcmp(o.path + n - 2, ".o"))
            snprintf(code, sizeof code, "%s", o.path);
        else
            snprintf(code, sizeof code, "%s/gfx1100.o", sdir);
    } else {
        rc = build_translation(&o, code, sizeof code, &sm, &xr, 0);
        temp = rc == 0;
    }
    struct emu_program *p = NULL;
    if (!rc && input_load_emu(code, &p, &err))
        rc = cli_fail(&err);
    if (temp)
        unlink(code);
    if (!rc) {
        struct emu_verify v;
        emu_verify_gt(p, g, o.inputs ? o.inputs : sdir, o.budget, &v);
        rc = report(&o, p, g, &v, xr, NULL);
    }
    emu_program_free(p);
    if (xr) xlate_result_free(xr);
    if (sm) sass_module_free(sm);
    gt_free(g);
    return rc;
}
