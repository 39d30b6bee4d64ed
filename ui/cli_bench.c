/* cli_bench.c - `warpscope bench [--json] [--runs N] [--big FILE]
 * [--size FILE]...`: medians over repeated runs of each stage on the
 * largest sample and on the whole sample set, and llvm-mc-19 assembling the
 * same output, timed in the same run.  --big: a big listing (make bench
 * generates one) measured the same way, plus `warpscope translate` as a
 * whole process beside llvm-mc-19 assembling what it wrote, and the
 * interface on it.  --size: listings of one function each (of about 1k,
 * 10k, 40k instructions), nanoseconds per SASS instruction per stage, so
 * that a stage whose cost grows faster than the code shows. */
#include "cli.h"
#include "tui.h"
#include "analysis/cfg.h"
#include "analysis/live.h"
#include "analysis/uniform.h"
#include "sass/sass.h"
#include "base/toolrun.h"
#include "xlate/xlate.h"

#include <fcntl.h>
#include <glob.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <time.h>

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* CPU time of this thread: the per-size rows compare costs, which time
 * slices lost to other processes on a shared machine would blur. */
static double cpu_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int cmp_d(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_d);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

#define BENCH_BUDGET 32     /* the VGPR budget the spilling numbers are measured under */
#define BENCH_SBUDGET 34    /* the SGPR budget the SGPR spilling numbers are measured under */

struct input {
    char *path;
    char *buf;
    size_t len;
};

static int read_all(const char *path, struct input *in)
{
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return -1;
    fseek(fp, 0, SEEK_END);
    long n = ftell(fp);
    fseek(fp, 0, SEEK_SET);
    in->buf = malloc((size_t)n + 1);
    if (!in->buf || fread(in->buf, 1, (size_t)n, fp) != (size_t)n) {
        fclose(fp);
        return -1;
    }
    fclose(fp);
    in->len = (size_t)n;
    in->path = strdup(path);
    return 0;
}

static size_t count_insns(const struct sass_module *m)
{
    size_t n = 0;
    for (size_t i = 0; i < m->nfuncs; i++)
        n += m->funcs[i].ninsns;
    return n;
}

/* CFG + liveness of every function of m; the liveness into li[] (freed by
 * the caller), which the translation takes instead of computing it again */
static int analyse(const struct sass_module *m, struct live_info **li)
{
    struct live_conv conv;
    live_conv_sass_init(&conv);
    /* the liveness the translation colours VGPRs with, handed to it through
     * xlate_opts.live (it recomputes any other kind) */
    conv.alloc = 1;
    for (size_t i = 0; i < m->nfuncs; i++)
        live_conv_sass_add(&conv, &m->funcs[i].mir);
    for (size_t i = 0; i < m->nfuncs; i++) {
        struct cfg *c;
        li[i] = NULL;
        if (cfg_build(&m->funcs[i].mir, &c, NULL))
            return -1;
        if (live_compute(&m->funcs[i].mir, &conv, &li[i], NULL)) {
            cfg_free(c);
            return -1;
        }
        cfg_free(c);
    }
    return 0;
}

static void free_live(struct live_info **li, size_t n)
{
    for (size_t i = 0; i < n; i++)
        live_free(li[i]);
    free(li);
}

struct times {
    double parse, analyse, translate, pipeline, edit, mc;
    double alloc;               /* register assignment of the largest function */
    size_t insns;
    int edit_incremental;
};

static int measure(struct input *ins, int nin, int runs, struct times *t, int with_edit, int budget,
                   int sbudget)
{
    double *v = calloc((size_t)runs, sizeof *v);
    double *p = calloc((size_t)runs, sizeof *p), *a = calloc((size_t)runs, sizeof *a);
    double *x = calloc((size_t)runs, sizeof *x), *e = calloc((size_t)runs, sizeof *e);
    double *al = calloc((size_t)runs, sizeof *al);
    if (!v || !p || !a || !x || !e || !al)
        return -1;
    memset(t, 0, sizeof *t);
    t->edit_incremental = 0;
    struct xlate_opts o = xlate_opts_default();
    if (budget)
        o.max_vgprs = budget;
    if (sbudget)
        o.max_sgprs = sbudget;
    for (int r = 0; r < runs; r++) {
        p[r] = a[r] = x[r] = e[r] = al[r] = 0;
        for (int k = 0; k < nin; k++) {
            struct sass_module *m;
            struct xlate_result *res;
            double t0 = now_ms();
            if (sass_parse_buffer(ins[k].path, ins[k].buf, ins[k].len, &m, NULL))
                return -1;
            double t1 = now_ms();
            struct live_info **li = calloc(m->nfuncs + 1, sizeof *li);
            if (!li || analyse(m, li))
                return -1;
            double t2 = now_ms();
            o.live = (const struct live_info *const *)li;
            if (xlate_module(m, &o, &res, NULL))
                return -1;
            double t3 = now_ms();
            free_live(li, m->nfuncs);
            for (size_t f = 0; f < m->nfuncs; f++)
                if (res->funcs[f].alloc_ms > al[r])
                    al[r] = res->funcs[f].alloc_ms;
            p[r] += t1 - t0;
            a[r] += t2 - t1;
            x[r] += t3 - t2;
            if (with_edit) {
                /* one instruction of the largest function changes: re-parse
                 * it, rebuild that function's view, re-translate it */
                size_t big = 0;
                for (size_t f = 1; f < m->nfuncs; f++)
                    if (m->funcs[f].ninsns > m->funcs[big].ninsns)
                        big = f;
                struct sass_function *fn = &m->funcs[big];
                size_t ii = fn->ninsns / 2;
                char text[512];
                while (ii < fn->ninsns && !tui_bench_edit_text(fn->insns[ii].text, text, sizeof text))
                    ii++;
                if (ii == fn->ninsns)
                    return -1;
                struct sass_insn *in = &fn->insns[ii], old = *in;
                double t4 = now_ms();
                if (sass_parse_insn(m, text, strlen(text), in, "edit", 1, NULL))
                    return -1;
                in->offset = old.offset;
                in->srcline = old.srcline;
                in->ctrl = old.ctrl;
                if (sass_update_mir(m, fn, ii, &old, NULL) ||
                    xlate_function_edit(res, big, ii, &old, &t->edit_incremental, NULL))
                    return -1;
                e[r] += now_ms() - t4;
            }
            if (r == 0)
                t->insns += count_insns(m);
            xlate_result_free(res);
            sass_module_free(m);
        }
        v[r] = p[r] + a[r] + x[r];
    }
    t->parse = median(p, runs);
    t->analyse = median(a, runs);
    t->translate = median(x, runs);
    t->pipeline = median(v, runs);
    t->edit = with_edit ? median(e, runs) : 0;
    t->alloc = median(al, runs);
    free(v); free(p); free(a); free(x); free(e); free(al);
    return 0;
}

/* llvm-mc-19 assembling the translation of the inputs, median of runs */
static double mc_time(struct input *ins, int nin, int runs)
{
    struct strbuf all;
    sb_init(&all);
    struct xlate_opts o = xlate_opts_default();
    for (int k = 0; k < nin; k++) {
        struct sass_module *m;
        struct xlate_result *res;
        if (sass_parse_buffer(ins[k].path, ins[k].buf, ins[k].len, &m, NULL))
            return -1;
        if (xlate_module(m, &o, &res, NULL))
            return -1;
        struct strbuf s;
        sb_init(&s);
        xlate_print(res, &s);
        const char *argv[] = { "llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1100",
                               "-filetype=obj", "-o", "/dev/null", "-", NULL };
        double *v = calloc((size_t)runs, sizeof *v);
        for (int r = 0; r < runs; r++) {
            double t0 = now_ms();
            if (tools_run(argv, s.s, s.len, NULL, NULL, NULL, NULL)) {
                free(v);
                sb_free(&s);
                return -1;
            }
            v[r] = now_ms() - t0;
        }
        sb_printf(&all, "%f\n", median(v, runs));
        free(v);
        sb_free(&s);
        xlate_result_free(res);
        sass_module_free(m);
    }
    double sum = 0;
    for (char *p = all.s; p && *p; p = strchr(p, '\n') + 1)
        sum += atof(p);
    sb_free(&all);
    return sum;
}

/* ---- a big listing: the whole process, per-size rows ---------------------- */

/* Wall time in ms of this program run again with args (stdout and stderr
 * to /dev/null), its CPU time (user + system) in *cpu; -1 when it fails. */
static double run_self_ms(char *const *args, double *cpu)
{
    double t0 = now_ms();
    pid_t pid = fork();
    if (pid == 0) {
        int fd = open("/dev/null", O_WRONLY);
        if (fd >= 0) {
            dup2(fd, 1);
            dup2(fd, 2);
        }
        execv("/proc/self/exe", args);
        _exit(127);
    }
    int st = 0;
    struct rusage ru;
    if (pid < 0 || wait4(pid, &st, 0, &ru) != pid || !WIFEXITED(st) || WEXITSTATUS(st))
        return -1;
    double wall = now_ms() - t0;
    *cpu = (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e3 +
           (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e3;
    return wall;
}

struct whole {
    double translate_ms, mc_ms;     /* medians: `warpscope translate FILE -o OUT`, llvm-mc-19 on OUT */
    double translate_cpu_ms;        /* median CPU time (user + system) of the translate process */
    double seq_ms, seq_cpu_ms;      /* the same, the translate runs one after another */
    double cold_ms, cold_cpu_ms;    /* the same, each run on memory the host has taken back */
    int cold_runs;                  /* how many of those (RECLAIM_RUNS, or runs when fewer) */
    double page_asm_ms, page_seq_ms;/* a fresh 2 MiB page right after an assembly, after a
                                       translate run (median ms; -1 not measured) */
};

/* The runs on memory the host of a virtual machine has taken back: a GiB
 * touched and given back to the kernel, then RECLAIM_WAIT_MS waited, so
 * that a kernel reporting its free pages to the host (free page reporting
 * waits two seconds) has reported them; the next process's fresh pages are
 * then supplied again by the host (measured here: 2.9 ms a 2 MiB page
 * against 0.13 ms).  Where no host takes pages back, these runs are as
 * the others. */
#define RECLAIM_RUNS 5
#define RECLAIM_WAIT_MS 2500

static void memory_given_back(void)
{
    size_t len = (size_t)1 << 30;
    char *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p != MAP_FAILED) {
        for (size_t o = 0; o < len; o += 4096)
            p[o] = 1;
        munmap(p, len);
    }
    struct timespec ts = { RECLAIM_WAIT_MS / 1000, (RECLAIM_WAIT_MS % 1000) * 1000000L };
    nanosleep(&ts, NULL);
}

/* What a fresh 2 MiB page costs this process to map now (ms, the mean
 * over PROBE_MB MiB of them, about what a `translate` of the bench listing
 * touches; -1 where it cannot be measured): the state of the machine's
 * memory that the next process meets.  On the development machine about
 * 0.13 ms a page where the kernel hands out pages it kept, 4-5 ms where the
 * host must supply them again, and often a mix (the first few kept, the
 * rest supplied: a probe of 16 MiB saw only the kept ones).  Its pages are
 * given back at once: a process right after it would get them warm, so it
 * runs only after the runs it describes. */
#define PROBE_MB 64
#define PROBE_RUNS 3

static double page_ms(void)
{
#ifdef MADV_POPULATE_WRITE
    size_t huge = (size_t)2 << 20, len = (size_t)PROBE_MB << 20, n = len / huge;
    char *p = mmap(NULL, len + huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return -1;
    char *a = (char *)(((uintptr_t)p + huge - 1) & ~(uintptr_t)(huge - 1));
    double r = -1;
    if (!madvise(a, len, MADV_HUGEPAGE)) {
        double t0 = now_ms();
        size_t k = 0;
        while (k < n && !madvise(a + k * huge, huge, MADV_POPULATE_WRITE))
            k++;
        if (k == n)
            r = (now_ms() - t0) / (double)n;
    }
    munmap(p, len + huge);
    return r;
#else
    return -1;
#endif
}

/* llvm-mc-19 (margv) assembling the file out: ms, -1 when it failed. */
static double assemble_ms(const char *out, const char **margv)
{
    struct input asm_text;
    if (read_all(out, &asm_text))
        return -1;
    double t0 = now_ms();
    int ok = tools_run(margv, asm_text.buf, asm_text.len, NULL, NULL, NULL, NULL) == WS_OK;
    double ms = now_ms() - t0;
    free(asm_text.buf);
    free(asm_text.path);
    return ok ? ms : -1;
}

/* The page probe PROBE_RUNS times, each right after an assembly of out
 * (assembly) or a `translate` run (targs): the median, -1 when any failed. */
static double probe_after(int assembly, char **targs, const char *out, const char **margv)
{
    double pg[PROBE_RUNS];
    for (int r = 0; r < PROBE_RUNS; r++) {
        double ran = assembly ? assemble_ms(out, margv) : run_self_ms(targs, &(double){ 0 });
        if (ran < 0 || (pg[r] = page_ms()) < 0)
            return -1;
    }
    return median(pg, PROBE_RUNS);
}

/* `warpscope translate` of path as a process, then llvm-mc-19 assembling
 * what it wrote, alternating, runs times each. */
static int whole_process(const char *path, int runs, struct whole *w)
{
    char out[] = "/tmp/ws-bench-XXXXXX";
    int fd = mkstemp(out);
    if (fd < 0)
        return -1;
    close(fd);
    double *t = calloc((size_t)runs, sizeof *t), *m = calloc((size_t)runs, sizeof *m);
    double *c = calloc((size_t)runs, sizeof *c);
    int bad = !t || !m || !c;
    char *targs[] = { "warpscope", "translate", (char *)path, "-o", out, NULL };
    const char *margv[] = { "llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1100",
                            "-filetype=obj", "-o", "/dev/null", "-", NULL };
    for (int r = 0; r < runs && !bad; r++)
        bad = (t[r] = run_self_ms(targs, &c[r])) < 0 || (m[r] = assemble_ms(out, margv)) < 0;
    if (!bad) {
        w->translate_ms = median(t, runs);
        w->mc_ms = median(m, runs);
        w->translate_cpu_ms = median(c, runs);
    }
    /* the pages those runs met: an assembly, then the probe in its place */
    w->page_asm_ms = bad ? -1 : probe_after(1, targs, out, margv);
    /* then run after run: the memory a run frees is what the next one gets
     * (after an assembly, the kernel may have handed it back to the host
     * of a virtual machine, and a run pays again for every fresh page) */
    for (int r = 0; r < runs && !bad; r++)
        bad = (t[r] = run_self_ms(targs, &c[r])) < 0;
    if (!bad) {
        w->seq_ms = median(t, runs);
        w->seq_cpu_ms = median(c, runs);
    }
    w->page_seq_ms = bad ? -1 : probe_after(0, targs, out, margv);
    int cruns = runs < RECLAIM_RUNS ? runs : RECLAIM_RUNS;
    for (int r = 0; r < cruns && !bad; r++) {
        memory_given_back();
        bad = (t[r] = run_self_ms(targs, &c[r])) < 0;
    }
    unlink(out);
    if (!bad) {
        w->cold_ms = median(t, cruns);
        w->cold_runs = cruns;
        w->cold_cpu_ms = median(c, cruns);
    }
    free(t);
    free(m);
    free(c);
    return bad ? -1 : 0;
}

struct size_row {
    const char *path;
    size_t insns;
    double parse, live, uni, translate;     /* CPU ms, medians; translate includes uni */
};

/* The stages on a listing, each timed alone (CPU time of this thread);
 * uniformity is run on its own too (the translation runs it where a branch
 * or wave64 asks for it). */
static int measure_size(struct input *in, int runs, struct size_row *row)
{
    double *v[4];
    for (int k = 0; k < 4; k++)
        if (!(v[k] = calloc((size_t)runs, sizeof *v[k])))
            return -1;
    struct xlate_opts o = xlate_opts_default();
    int bad = 0;
    row->path = in->path;
    for (int r = 0; r < runs && !bad; r++) {
        struct sass_module *m;
        struct xlate_result *res;
        double t0 = cpu_ms();
        if (sass_parse_buffer(in->path, in->buf, in->len, &m, NULL))
            return -1;
        double t1 = cpu_ms();
        struct live_info **li = calloc(m->nfuncs + 1, sizeof *li);
        bad = !li || analyse(m, li);
        double t2 = cpu_ms();
        for (size_t f = 0; f < m->nfuncs && !bad; f++) {
            struct uni_info *u;
            bad = uni_compute(&m->funcs[f], &u, NULL) != WS_OK;
            uni_free(u);
        }
        double t3 = cpu_ms();
        o.live = (const struct live_info *const *)li;
        bad = bad || xlate_module(m, &o, &res, NULL);
        double t4 = cpu_ms();
        if (!bad)
            xlate_result_free(res);
        if (li)
            free_live(li, m->nfuncs);
        row->insns = count_insns(m);
        sass_module_free(m);
        v[0][r] = t1 - t0;
        v[1][r] = t2 - t1;
        v[2][r] = t3 - t2;
        v[3][r] = t4 - t3;
    }
    row->parse = median(v[0], runs);
    row->live = median(v[1], runs);
    row->uni = median(v[2], runs);
    row->translate = median(v[3], runs);
    for (int k = 0; k < 4; k++)
        free(v[k]);
    return bad ? -1 : 0;
}

static double ns_per(double ms, size_t insns)
{
    return insns ? ms * 1e6 / (double)insns : 0;
}

struct big {
    struct input in;
    struct times t;
    struct whole w;
    double kib_per_kinsn, mc_ms;
    struct tui_bench tui;
    double cpu2_start, cpu2_end;    /* the second-CPU probe before and after (cpu2_ratio) */
};

/* ---- is there a second CPU now? ---------------------------------------------
 * On the shared development machine (a virtual machine of two CPUs) there
 * are minutes when a second CPU is not to be had: `translate` then runs
 * with its CPU time equal to its wall time, and an edit waits for the
 * uniformity computed beside it.  The probe: the same spin on one thread,
 * then on two at once; the wall time of the two against the one, the
 * median of CPU2_ROUNDS rounds: about 1 when both CPUs are free, about 2
 * when one runs both (-1: no thread).  Printed with the big listing's rows,
 * taken before and after them. */
#define CPU2_ROUNDS 5
#define CPU2_SPIN_MS 4.0

static volatile uint64_t cpu2_sink;

static void *cpu2_spin(void *arg)
{
    uint64_t n = *(const uint64_t *)arg, h = 0x9e3779b97f4a7c15ull;
    for (uint64_t i = 0; i < n; i++)
        h = (h ^ i) * 0xbf58476d1ce4e5b9ull;
    cpu2_sink = h;
    return NULL;
}

static double cpu2_ratio(void)
{
    uint64_t n = 1 << 20;
    double t0 = now_ms();       /* the spin's length: about CPU2_SPIN_MS */
    cpu2_spin(&n);
    double one = now_ms() - t0;
    n = (uint64_t)((double)n * CPU2_SPIN_MS / (one > 0.01 ? one : 0.01));
    double r[CPU2_ROUNDS];
    for (int k = 0; k < CPU2_ROUNDS; k++) {
        t0 = now_ms();
        cpu2_spin(&n);
        one = now_ms() - t0;
        pthread_t th;
        t0 = now_ms();
        if (pthread_create(&th, NULL, cpu2_spin, &n))
            return -1;
        cpu2_spin(&n);
        pthread_join(th, NULL);
        r[k] = (now_ms() - t0) / one;
    }
    return median(r, CPU2_ROUNDS);
}

/* Peak memory of `bench --peak path` (the pipeline and an edit, once, in a
 * fresh process), KiB per 1000 SASS instructions; -1 when it fails. */
static double peak_kib(const char *path, size_t insns)
{
    struct rusage ru;
    memset(&ru, 0, sizeof ru);
    int fd[2];
    if (pipe(fd))
        return -1;
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fd[1], 1);
        close(fd[0]);
        close(fd[1]);
        execl("/proc/self/exe", "warpscope", "bench", "--peak", path, (char *)NULL);
        _exit(127);
    }
    close(fd[1]);
    char buf[256];
    ssize_t n = pid < 0 ? -1 : read(fd[0], buf, sizeof buf - 1);
    close(fd[0]);
    int wst = 0;
    if (pid < 0 || wait4(pid, &wst, 0, &ru) != pid || !WIFEXITED(wst) || WEXITSTATUS(wst))
        return -1;
    /* the child's VmHWM, in kB; else ru_maxrss (which starts from this
     * process's size at the fork) */
    long kb = 0;
    if (n > 0) {
        buf[n] = 0;
        const char *v = strstr(buf, "VmHWM:");
        if (v)
            kb = strtol(v + 6, NULL, 10);
    }
    return (double)(kb > 0 ? kb : ru.ru_maxrss) / (insns / 1e3);
}

static int measure_big(const char *path, int runs, struct big *b)
{
    char err[256];
    b->cpu2_start = cpu2_ratio();
    if (read_all(path, &b->in) || measure(&b->in, 1, runs, &b->t, 1, 0, 0) ||
        whole_process(path, runs, &b->w))
        return -1;
    b->kib_per_kinsn = peak_kib(path, b->t.insns);
    b->mc_ms = b->w.mc_ms;
    if (b->kib_per_kinsn < 0 || tui_bench_frame(path, 120, 40, 200, &b->tui, err, sizeof err)) {
        fprintf(stderr, "warpscope bench: %s: %s\n", path, b->kib_per_kinsn < 0 ? "peak memory" : err);
        return -1;
    }
    b->cpu2_end = cpu2_ratio();
    return 0;
}

static void print_big(const struct big *b, int json)
{
    const struct times *t = &b->t;
    double ff = (b->tui.open_s + b->tui.first_frame_s) * 1e3;
    if (json) {
        printf(",\"big\":{\"path\":\"%s\",\"insns\":%zu,\"parse_ms\":%.3f,\"cfg_live_ms\":%.3f,"
               "\"translate_ms\":%.3f,\"pipeline_ms\":%.3f,\"pipeline_insns_per_s\":%.0f,"
               "\"process_translate_ms\":%.3f,\"process_cpu_ms\":%.3f,\"process_insns_per_s\":%.0f,"
               "\"process_cpu_insns_per_s\":%.0f,\"process_seq_translate_ms\":%.3f,"
               "\"process_seq_cpu_ms\":%.3f,\"process_seq_insns_per_s\":%.0f,"
               "\"process_reclaimed_translate_ms\":%.3f,\"process_reclaimed_cpu_ms\":%.3f,"
               "\"page_after_asm_ms\":%.3f,\"page_run_after_run_ms\":%.3f,"
               "\"llvm_mc_ms\":%.3f,"
               "\"process_llvm_mc_ratio\":%.3f,\"edit_retranslate_ms\":%.3f,"
               "\"peak_rss_kib_per_kinsn\":%.2f,\"first_frame_ms\":%.3f,\"redraw_ms\":%.3f,"
               "\"tui_edit_redraw_ms\":%.3f,\"tui_largest_insns\":%zu,"
               "\"tui_largest_switch_ms\":%.3f,\"tui_largest_redraw_ms\":%.3f,"
               "\"tui_largest_edit_redraw_ms\":%.3f,\"tui_edit_reg_redraw_ms\":%.3f,"
               "\"tui_largest_edit_reg_redraw_ms\":%.3f,\"tui_largest_edit_reg_incremental\":%s,"
               "\"tui_largest_mix_edits\":%d,\"tui_largest_mix_whole\":%d,"
               "\"tui_largest_mix_median_ms\":%.3f,\"tui_largest_mix_p90_ms\":%.3f,"
               "\"tui_largest_mix_max_ms\":%.3f,\"cpu2_ratio_start\":%.2f,"
               "\"cpu2_ratio_end\":%.2f}",
               b->in.path, t->insns, t->parse, t->analyse, t->translate, t->pipeline,
               t->insns / (t->pipeline / 1e3), b->w.translate_ms, b->w.translate_cpu_ms,
               t->insns / (b->w.translate_ms / 1e3), t->insns / (b->w.translate_cpu_ms / 1e3),
               b->w.seq_ms, b->w.seq_cpu_ms, t->insns / (b->w.seq_ms / 1e3),
               b->w.cold_ms, b->w.cold_cpu_ms, b->w.page_asm_ms, b->w.page_seq_ms,
               b->w.mc_ms, b->w.translate_ms / b->w.mc_ms,
               t->edit, b->kib_per_kinsn, ff,
               b->tui.redraw_s * 1e3, b->tui.edit_s * 1e3, b->tui.big_insns,
               b->tui.big_switch_s * 1e3, b->tui.big_redraw_s * 1e3, b->tui.big_edit_s * 1e3,
               b->tui.edit_reg_s * 1e3, b->tui.big_edit_reg_s * 1e3,
               b->tui.big_edit_reg_incremental ? "true" : "false", b->tui.mix_n,
               b->tui.mix_whole, b->tui.mix_median_s * 1e3, b->tui.mix_p90_s * 1e3,
               b->tui.mix_max_s * 1e3, b->cpu2_start, b->cpu2_end);
        return;
    }
    printf("big listing: %s (%zu SASS instructions)\n", b->in.path, t->insns);
    printf("  second CPU          %.2f before these rows, %.2f after (two threads' spin against one's, "
           "median of %d: 1 both CPUs free, 2 one CPU for both)\n", b->cpu2_start, b->cpu2_end,
           CPU2_ROUNDS);
    printf("  parse              %8.3f ms\n", t->parse);
    printf("  CFG + liveness     %8.3f ms\n", t->analyse);
    printf("  translate          %8.3f ms\n", t->translate);
    printf("  whole pipeline     %8.3f ms  (%.0f SASS instructions/s)\n", t->pipeline,
           t->insns / (t->pipeline / 1e3));
    printf("  warpscope translate %7.3f ms  as a process (two threads on two CPUs), output written, "
           "each run after an assembly by llvm-mc-19 (%.0f SASS instructions/s; CPU %.3f ms: %.0f/s)\n",
           b->w.translate_ms, t->insns / (b->w.translate_ms / 1e3), b->w.translate_cpu_ms,
           t->insns / (b->w.translate_cpu_ms / 1e3));
    printf("                      %7.3f ms  the same, run after run (%.0f SASS instructions/s; "
           "CPU %.3f ms: %.0f/s)\n", b->w.seq_ms, t->insns / (b->w.seq_ms / 1e3), b->w.seq_cpu_ms,
           t->insns / (b->w.seq_cpu_ms / 1e3));
    printf("                      %7.3f ms  the same, each run on memory the host has taken back (a GiB "
           "touched and freed, %.1f s waited; median of %d; CPU %.3f ms)\n", b->w.cold_ms,
           RECLAIM_WAIT_MS / 1e3, b->w.cold_runs, b->w.cold_cpu_ms);
    if (b->w.page_asm_ms >= 0 && b->w.page_seq_ms >= 0)
        printf("  a fresh 2 MiB page %7.3f ms  to map right after an assembly, %.3f ms after a translate "
               "run (mean over %d MiB, median of %d rounds: the memory the runs above met)\n",
               b->w.page_asm_ms, b->w.page_seq_ms, PROBE_MB, PROBE_RUNS);
    printf("  llvm-mc-19         %8.3f ms  assembling that output (translate process/llvm-mc = %.3f)\n",
           b->w.mc_ms, b->w.translate_ms / b->w.mc_ms);
    printf("  edit + retranslate %8.3f ms  (%s)\n", t->edit,
           t->edit_incremental ? "that instruction re-translated alone" : "whole function");
    printf("  peak memory        %8.2f KiB per 1000 SASS instructions\n", b->kib_per_kinsn);
    printf("  interface (off-screen 120x40): first frame %.3f ms (open %.3f ms), redraw %.3f ms, "
           "edit + re-translate + redraw %.3f ms (an immediate), %.3f ms (a source register)\n",
           ff, b->tui.open_s * 1e3, b->tui.redraw_s * 1e3, b->tui.edit_s * 1e3,
           b->tui.edit_reg_s * 1e3);
    if (b->tui.big_insns)
        printf("  interface, largest function (%zu SASS instructions): going to it "
               "(translated on first look) %.3f ms, redraw %.3f ms, edit + re-translate + "
               "redraw %.3f ms (an immediate), %.3f ms (a source register: %s)\n",
               b->tui.big_insns, b->tui.big_switch_s * 1e3, b->tui.big_redraw_s * 1e3,
               b->tui.big_edit_s * 1e3, b->tui.big_edit_reg_s * 1e3,
               b->tui.big_edit_reg_incremental ? "that instruction re-translated alone, the set-up "
                                                 "again" : "the whole function again");
    if (b->tui.mix_n)
        printf("  interface, largest function, edit mix (%d register edits spread over it, a "
               "source register or the first operand one higher, each once): median %.3f ms, "
               "90th percentile %.3f ms, slowest %.3f ms; %d translated the whole function again "
               "(another colouring or uniformity)\n",
               b->tui.mix_n, b->tui.mix_median_s * 1e3, b->tui.mix_p90_s * 1e3,
               b->tui.mix_max_s * 1e3, b->tui.mix_whole);
}

static void print_sizes(const struct size_row *rows, int n, int json)
{
    if (json) {
        printf(",\"sizes\":[");
        for (int k = 0; k < n; k++) {
            const struct size_row *r = &rows[k];
            printf("%s{\"path\":\"%s\",\"insns\":%zu,\"parse_ns\":%.1f,\"cfg_live_ns\":%.1f,"
                   "\"uniformity_ns\":%.1f,\"translate_ns\":%.1f,\"pipeline_ns\":%.1f}",
                   k ? "," : "", r->path, r->insns, ns_per(r->parse, r->insns),
                   ns_per(r->live, r->insns), ns_per(r->uni, r->insns),
                   ns_per(r->translate, r->insns),
                   ns_per(r->parse + r->live + r->translate, r->insns));
        }
        printf("]");
        if (n >= 2)
            printf(",\"sizes_pipeline_ratio\":%.3f",
                   ns_per(rows[n - 1].parse + rows[n - 1].live + rows[n - 1].translate,
                          rows[n - 1].insns) /
                   ns_per(rows[0].parse + rows[0].live + rows[0].translate, rows[0].insns));
        return;
    }
    printf("per SASS instruction, by function size (ns of CPU; translate includes uniformity):\n");
    printf("  %-34s %7s %8s %8s %8s %9s %9s\n", "listing", "insns", "parse", "cfg+live",
           "uniform", "translate", "pipeline");
    for (int k = 0; k < n; k++) {
        const struct size_row *r = &rows[k];
        printf("  %-34s %7zu %8.1f %8.1f %8.1f %9.1f %9.1f\n", r->path, r->insns,
               ns_per(r->parse, r->insns), ns_per(r->live, r->insns), ns_per(r->uni, r->insns),
               ns_per(r->translate, r->insns), ns_per(r->parse + r->live + r->translate, r->insns));
    }
    if (n >= 2) {
        /* the largest function's cost per instruction over the smallest's */
        const struct size_row *a = &rows[0], *z = &rows[n - 1];
        printf("  %-34s %7s %8.2f %8.2f %8.2f %9.2f %9.2f\n", "largest/smallest", "",
               ns_per(z->parse, z->insns) / ns_per(a->parse, a->insns),
               ns_per(z->live, z->insns) / ns_per(a->live, a->insns),
               ns_per(z->uni, z->insns) / ns_per(a->uni, a->insns),
               ns_per(z->translate, z->insns) / ns_per(a->translate, a->insns),
               ns_per(z->parse + z->live + z->translate, z->insns) /
               ns_per(a->parse + a->live + a->translate, a->insns));
    }
}

int cli_bench(int argc, char **argv)
{
    int json = 0, runs = 11, nsizes = 0;
    const char *big_path = NULL, *size_paths[8];
    if (argc == 3 && !strcmp(argv[1], "--peak")) {
        /* the child of the peak-memory measurement: one listing, once */
        struct input in;
        struct times t;
        if (read_all(argv[2], &in))
            return EXIT_BADINPUT;
        if (measure(&in, 1, 1, &t, 1, 0, 0))
            return EXIT_BADINPUT;
        /* this process's own high-water mark, for the parent (wait4's
         * ru_maxrss would also count the parent's size when it forked) */
        FILE *st = fopen("/proc/self/status", "r");
        char line[256];
        while (st && fgets(line, sizeof line, st))
            if (!strncmp(line, "VmHWM:", 6))
                printf("%s", line);
        if (st)
            fclose(st);
        return EXIT_OK;
    }
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json")) json = 1;
        else if (!strcmp(argv[i], "--runs") && i + 1 < argc) runs = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--big") && i + 1 < argc) big_path = argv[++i];
        else if (!strcmp(argv[i], "--size") && i + 1 < argc && nsizes < 8) size_paths[nsizes++] = argv[++i];
        else return cli_usage_error("bench", "unknown option '%s'", argv[i]);
    }
    if (runs < 1)
        runs = 1;
    glob_t g;
    if (glob("samples/*/sm_*0.nvdisasm.sass", 0, NULL, &g) || g.gl_pathc == 0) {
        fprintf(stderr, "warpscope bench: run from the repository root (needs samples/)\n");
        return EXIT_BADINPUT;
    }
    int nin = (int)g.gl_pathc, big = 0;
    struct input *ins = calloc((size_t)nin, sizeof *ins);
    for (int i = 0; i < nin; i++) {
        if (read_all(g.gl_pathv[i], &ins[i])) {
            fprintf(stderr, "%s: error: cannot read\n", g.gl_pathv[i]);
            return EXIT_BADINPUT;
        }
        if (ins[i].len > ins[big].len)
            big = i;
    }
    globfree(&g);
    /* The largest sample is the one with the longest listing; each of its
     * listings (sm_80, sm_90: the same kernel, different code) is measured,
     * and the headline numbers are the slower one's. */
    const char *slash = strrchr(ins[big].path, '/');
    size_t dirlen = slash ? (size_t)(slash - ins[big].path) + 1 : 0;
    int lis[8], nl = 0;
    for (int i = 0; i < nin && nl < 8; i++)
        if (!strncmp(ins[i].path, ins[big].path, dirlen) && !strchr(ins[i].path + dirlen, '/'))
            lis[nl++] = i;
    struct times tl[8], ta, tbud[8], tsb[8];
    double kib[8], mcl[8];
    int bad = 0, worst = 0;
    for (int l = 0; l < nl && !bad; l++) {
        struct input *in = &ins[lis[l]];
        bad = measure(in, 1, runs, &tl[l], 1, 0, 0) != 0 ||
              measure(in, 1, runs, &tbud[l], 1, BENCH_BUDGET, 0) != 0 ||
              measure(in, 1, runs, &tsb[l], 1, 0, BENCH_SBUDGET) != 0;
        /* peak memory: the whole pipeline and an edit, once, in a fresh
         * process (`bench --peak FILE`, this program run again): this one
         * holds every sample's text and the timing runs' allocations, which
         * a forked child would inherit */
        kib[l] = peak_kib(in->path, tl[l].insns);
        bad |= kib[l] < 0;
        mcl[l] = mc_time(in, 1, runs < 5 ? runs : 5);
        if (tl[l].insns / tl[l].pipeline < tl[worst].insns / tl[worst].pipeline)
            worst = l;
    }
    if (bad || nl == 0 || measure(ins, nin, runs, &ta, 0, 0, 0)) {
        fprintf(stderr, "warpscope bench: a stage failed on the samples\n");
        return EXIT_BADINPUT;
    }
    struct times tb = tl[worst];
    struct input *wi = &ins[lis[worst]];
    double mc = mcl[worst], kib_per_kinsn = 0, ratio = -1;
    long peak = 0;
    for (int l = 0; l < nl; l++) {
        if (kib[l] > kib_per_kinsn)
            kib_per_kinsn = kib[l];
        if (mcl[l] > 0 && tl[l].translate / mcl[l] > ratio)
            ratio = tl[l].translate / mcl[l];
    }
    peak = (long)(kib_per_kinsn * (tb.insns / 1e3));
    /* the interface, off-screen at 120x40: open + first frame, a redraw after
     * a cursor move, an edit re-translated and redrawn */
    struct tui_bench tb2;
    char terr[256];
    if (tui_bench_frame(wi->path, 120, 40, 200, &tb2, terr, sizeof terr)) {
        fprintf(stderr, "warpscope bench: interface: %s\n", terr);
        return EXIT_BADINPUT;
    }
    double ff = (tb2.open_s + tb2.first_frame_s) * 1e3, rd = tb2.redraw_s * 1e3,
           ed = tb2.edit_s * 1e3;
    struct big bg;
    memset(&bg, 0, sizeof bg);
    if (big_path && measure_big(big_path, runs, &bg)) {
        fprintf(stderr, "warpscope bench: %s: a stage failed\n", big_path);
        return EXIT_BADINPUT;
    }
    struct size_row rows[8];
    for (int k = 0; k < nsizes; k++) {
        struct input in;
        if (read_all(size_paths[k], &in) || measure_size(&in, runs, &rows[k])) {
            fprintf(stderr, "warpscope bench: %s: a stage failed\n", size_paths[k]);
            return EXIT_BADINPUT;
        }
        rows[k].path = size_paths[k];
        free(in.buf);
        free(in.path);
    }
    double ips = tb.insns / (tb.pipeline / 1e3);
    double ips_all = ta.insns / (ta.pipeline / 1e3);
    if (json) {
        printf("{\"largest\":\"%s\",\"largest_insns\":%zu,\"runs\":%d,"
               "\"parse_ms\":%.3f,\"cfg_live_ms\":%.3f,\"translate_ms\":%.3f,\"pipeline_ms\":%.3f,"
               "\"pipeline_insns_per_s\":%.0f,\"all_samples_insns\":%zu,\"all_samples_pipeline_ms\":%.3f,"
               "\"all_samples_insns_per_s\":%.0f,\"edit_retranslate_ms\":%.3f,"
               "\"llvm_mc_ms\":%.3f,\"llvm_mc_ratio\":%.3f,\"peak_rss_kib\":%ld,"
               "\"peak_rss_kib_per_kinsn\":%.2f,\"edit_incremental\":%s,\"first_frame_ms\":%.3f,"
               "\"open_ms\":%.3f,\"redraw_ms\":%.3f,\"tui_edit_redraw_ms\":%.3f,"
               "\"tui_edit_reg_redraw_ms\":%.3f,\"alloc_ms\":%.3f,\"budget\":%d,\"budget_alloc_ms\":%.3f,\"budget_translate_ms\":%.3f,"
               "\"budget_edit_retranslate_ms\":%.3f,\"budget_edit_incremental\":%s,"
               "\"sgpr_budget\":%d,\"sgpr_budget_alloc_ms\":%.3f,\"sgpr_budget_translate_ms\":%.3f,"
               "\"sgpr_budget_edit_retranslate_ms\":%.3f,\"listings\":[",
               wi->path, tb.insns, runs, tb.parse, tb.analyse, tb.translate, tb.pipeline, ips,
               ta.insns, ta.pipeline, ips_all, tb.edit, mc, ratio,
               peak, kib_per_kinsn, tb.edit_incremental ? "true" : "false", ff,
               tb2.open_s * 1e3, rd, ed, tb2.edit_reg_s * 1e3, tb.alloc, BENCH_BUDGET, tbud[worst].alloc,
               tbud[worst].translate, tbud[worst].edit,
               tbud[worst].edit_incremental ? "true" : "false", BENCH_SBUDGET, tsb[worst].alloc,
               tsb[worst].translate, tsb[worst].edit);
        for (int l = 0; l < nl; l++)
            printf("%s{\"path\":\"%s\",\"insns\":%zu,\"parse_ms\":%.3f,\"cfg_live_ms\":%.3f,"
                   "\"translate_ms\":%.3f,\"pipeline_ms\":%.3f,\"pipeline_insns_per_s\":%.0f,"
                   "\"edit_retranslate_ms\":%.3f,\"llvm_mc_ms\":%.3f,\"peak_rss_kib_per_kinsn\":%.2f}",
                   l ? "," : "", ins[lis[l]].path, tl[l].insns, tl[l].parse, tl[l].analyse,
                   tl[l].translate, tl[l].pipeline, tl[l].insns / (tl[l].pipeline / 1e3),
                   tl[l].edit, mcl[l], kib[l]);
        printf("]");
        if (big_path)
            print_big(&bg, 1);
        if (nsizes)
            print_sizes(rows, nsizes, 1);
        printf("}\n");
    } else {
        printf("largest sample: %.*s (%d listings), medians of %d runs\n",
               (int)(dirlen ? dirlen - 1 : 0), ins[big].path, nl, runs);
        for (int l = 0; l < nl; l++) {
            const struct times *t = &tl[l];
            printf("%s (%zu SASS instructions)%s\n", ins[lis[l]].path, t->insns,
                   l == worst && nl > 1 ? "  [the slower: the numbers reported]" : "");
            printf("  parse              %8.3f ms\n", t->parse);
            printf("  CFG + liveness     %8.3f ms\n", t->analyse);
            printf("  translate          %8.3f ms\n", t->translate);
            printf("  whole pipeline     %8.3f ms  (%.0f SASS instructions/s)\n", t->pipeline,
                   t->insns / (t->pipeline / 1e3));
            printf("  edit + retranslate %8.3f ms  (an immediate of one instruction of the largest function; %s)\n",
                   t->edit, t->edit_incremental ? "that instruction re-translated alone" : "whole function");
            printf("  llvm-mc-19         %8.3f ms  assembling the translation (translate/llvm-mc = %.3f)\n",
                   mcl[l], mcl[l] > 0 ? t->translate / mcl[l] : -1);
            printf("  peak memory        %8.2f KiB per 1000 SASS instructions\n", kib[l]);
            printf("  register alloc     %8.3f ms  (VGPR colouring of the largest function)\n", t->alloc);
            printf("  at --max-vgprs %d  %8.3f ms  allocation with the spill choice; translate %.3f ms; "
                   "edit + retranslate %.3f ms (%s)\n", BENCH_BUDGET, tbud[l].alloc, tbud[l].translate,
                   tbud[l].edit, tbud[l].edit_incremental ? "that instruction alone" : "whole function");
            printf("  at --max-sgprs %d  %8.3f ms  allocation with the SGPR spill pass; translate %.3f ms; "
                   "edit + retranslate %.3f ms (%s)\n", BENCH_SBUDGET, tsb[l].alloc, tsb[l].translate,
                   tsb[l].edit, tsb[l].edit_incremental ? "that instruction alone" : "whole function");
        }
        printf("all samples (%d listings, %zu instructions): pipeline %.3f ms (%.0f instructions/s)\n",
               nin, ta.insns, ta.pipeline, ips_all);
        printf("interface (off-screen 120x40, %s): first frame %.3f ms (open %.3f ms), "
               "redraw %.3f ms, edit + re-translate + redraw %.3f ms (an immediate), %.3f ms (a "
               "source register)\n", wi->path, ff, tb2.open_s * 1e3, rd, ed,
               tb2.edit_reg_s * 1e3);
        if (big_path)
            print_big(&bg, 0);
        if (nsizes)
            print_sizes(rows, nsizes, 0);
    }
    if (big_path) {
        free(bg.in.buf);
        free(bg.in.path);
    }
    for (int i = 0; i < nin; i++) {
        free(ins[i].buf);
        free(ins[i].path);
    }
    free(ins);
    return EXIT_OK;
}
