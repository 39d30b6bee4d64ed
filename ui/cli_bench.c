/* cli_bench.c - `warpscope bench [--json] [--runs N]`: medians over repeated
 * runs of each stage on the largest sample and on the whole sample set, and
 * llvm-mc-19 assembling the same output, timed in the same run. */
#include "cli.h"
#include "tui.h"
#include "analysis/cfg.h"
#include "analysis/live.h"
#include "sass/sass.h"
#include "base/toolrun.h"
#include "xlate/xlate.h"

#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

static int measure(struct input *ins, int nin, int runs, struct times *t, int with_edit, int budget)
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

int cli_bench(int argc, char **argv)
{
    int json = 0, runs = 11;
    if (argc == 3 && !strcmp(argv[1], "--peak")) {
        /* the child of the peak-memory measurement: one listing, once */
        struct input in;
        struct times t;
        if (read_all(argv[2], &in))
            return EXIT_BADINPUT;
        return measure(&in, 1, 1, &t, 1, 0) ? EXIT_BADINPUT : EXIT_OK;
    }
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json")) json = 1;
        else if (!strcmp(argv[i], "--runs") && i + 1 < argc) runs = atoi(argv[++i]);
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
    struct times tl[8], ta, tbud[8];
    double kib[8], mcl[8];
    int bad = 0, worst = 0;
    for (int l = 0; l < nl && !bad; l++) {
        struct input *in = &ins[lis[l]];
        bad = measure(in, 1, runs, &tl[l], 1, 0) != 0 ||
              measure(in, 1, runs, &tbud[l], 1, BENCH_BUDGET) != 0;
        /* peak memory: the whole pipeline and an edit, once, in a fresh
         * process (`bench --peak FILE`, this program run again): this one
         * holds every sample's text and the timing runs' allocations, which
         * a forked child would inherit */
        struct rusage ru;
        memset(&ru, 0, sizeof ru);
        pid_t pid = fork();
        if (pid == 0) {
            execl("/proc/self/exe", "warpscope", "bench", "--peak", in->path, (char *)NULL);
            _exit(127);
        }
        int wst = 0;
        if (pid < 0 || wait4(pid, &wst, 0, &ru) != pid || !WIFEXITED(wst) || WEXITSTATUS(wst))
            bad = 1;
        kib[l] = (double)ru.ru_maxrss / (tl[l].insns / 1e3);
        mcl[l] = mc_time(in, 1, runs < 5 ? runs : 5);
        if (tl[l].insns / tl[l].pipeline < tl[worst].insns / tl[worst].pipeline)
            worst = l;
    }
    if (bad || nl == 0 || measure(ins, nin, runs, &ta, 0, 0)) {
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
               "\"alloc_ms\":%.3f,\"budget\":%d,\"budget_alloc_ms\":%.3f,\"budget_translate_ms\":%.3f,"
               "\"budget_edit_retranslate_ms\":%.3f,\"budget_edit_incremental\":%s,\"listings\":[",
               wi->path, tb.insns, runs, tb.parse, tb.analyse, tb.translate, tb.pipeline, ips,
               ta.insns, ta.pipeline, ips_all, tb.edit, mc, ratio,
               peak, kib_per_kinsn, tb.edit_incremental ? "true" : "false", ff,
               tb2.open_s * 1e3, rd, ed, tb.alloc, BENCH_BUDGET, tbud[worst].alloc,
               tbud[worst].translate, tbud[worst].edit,
               tbud[worst].edit_incremental ? "true" : "false");
        for (int l = 0; l < nl; l++)
            printf("%s{\"path\":\"%s\",\"insns\":%zu,\"parse_ms\":%.3f,\"cfg_live_ms\":%.3f,"
                   "\"translate_ms\":%.3f,\"pipeline_ms\":%.3f,\"pipeline_insns_per_s\":%.0f,"
                   "\"edit_retranslate_ms\":%.3f,\"llvm_mc_ms\":%.3f,\"peak_rss_kib_per_kinsn\":%.2f}",
                   l ? "," : "", ins[lis[l]].path, tl[l].insns, tl[l].parse, tl[l].analyse,
                   tl[l].translate, tl[l].pipeline, tl[l].insns / (tl[l].pipeline / 1e3),
                   tl[l].edit, mcl[l], kib[l]);
        printf("]}\n");
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
        }
        printf("all samples (%d listings, %zu instructions): pipeline %.3f ms (%.0f instructions/s)\n",
               nin, ta.insns, ta.pipeline, ips_all);
        printf("interface (off-screen 120x40, %s): first frame %.3f ms (open %.3f ms), "
               "redraw %.3f ms, edit + re-translate + redraw %.3f ms\n", wi->path, ff,
               tb2.open_s * 1e3, rd, ed);
    }
    for (int i = 0; i < nin; i++) {
        free(ins[i].buf);
        free(ins[i].path);
    }
    free(ins);
    return EXIT_OK;
}
