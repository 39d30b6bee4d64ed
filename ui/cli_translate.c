/* cli_translate.c - `warpscope translate` and `warpscope explain`. */
#include "cli.h"
#include "analysis/calls.h"
#include "session/input.h"
#include "xlate/xlate.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* With more than one CPU, a second thread: each function's analyses run on
 * it while the functions before it are translated (xlate_ahead.c), and it
 * prints half of the listing (xlate_print.c). */
static int threads(void)
{
    return sysconf(_SC_NPROCESSORS_ONLN) > 1 ? 2 : 1;
}

/* The listing written as it is printed (xlate_print_to). */
struct sink {
    FILE *fp;
    int failed;
};

static void put_file(void *ctx, const char *s, size_t n)
{
    struct sink *k = ctx;
    if (!k->failed && fwrite(s, 1, n, k->fp) != n)
        k->failed = 1;
}

/* A signal that ends the process (SIGINT, SIGTERM, SIGHUP) while the file
 * beside FILE is open: the file removed (FILE is as it was), or, once the
 * listing in it is whole and FILE is being replaced, renamed into place, so
 * that neither is lost and nothing is left beside.  The state is set
 * before the step it guards; the handler may run on any thread.  The
 * file is made and its state set with the three signals blocked (a signal
 * sent as mkstemp's open made the file would otherwise be delivered on
 * the open's return, before the state says there is a file): it waits and
 * comes when they are unblocked.  The only other thread then, the one
 * making pages ready (ui/main.c), blocks them from its start. */
enum { BESIDE_NONE, BESIDE_WRITING, BESIDE_RENAMING };
static const char *beside_tmp, *beside_final;
static int beside_state;

static void beside_signal(int sig)
{
    int st = __atomic_load_n(&beside_state, __ATOMIC_ACQUIRE);
    if (st == BESIDE_WRITING)
        unlink(beside_tmp);
    else if (st == BESIDE_RENAMING)
        rename(beside_tmp, beside_final);
    signal(sig, SIG_DFL);
    raise(sig);
}

static void beside_set(int state)
{
    __atomic_store_n(&beside_state, state, __ATOMIC_RELEASE);
}

/* The signals the file beside is watched for, those a user sends. */
static const int beside_sigs[] = { SIGINT, SIGTERM, SIGHUP };

void cli_beside_signals(sigset_t *s)
{
    sigemptyset(s);
    for (size_t i = 0; i < sizeof beside_sigs / sizeof beside_sigs[0]; i++)
        sigaddset(s, beside_sigs[i]);
}

/* The handlers, for the signals a user sends and the process does not
 * ignore (nohup's SIGHUP stays ignored); installed before the file is
 * made, so that it is watched from the moment it has a name. */
static void beside_watch(void)
{
    for (size_t i = 0; i < sizeof beside_sigs / sizeof beside_sigs[0]; i++) {
        struct sigaction old, sa;
        if (sigaction(beside_sigs[i], NULL, &old) || old.sa_handler != SIG_DFL)
            continue;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = beside_signal;
        sigemptyset(&sa.sa_mask);
        sigaction(beside_sigs[i], &sa, NULL);
    }
}

/* -o FILE: a new file beside it (FILE's directory, ".NAME.XXXXXX", FILE's
 * mode or the umask's), renamed over it once the listing is whole; so the
 * translation writes as it goes (the functions before the largest, while
 * that is translated: xlate_opts.ahead_put) and a failure leaves FILE as
 * it was.  NULL (written at the end, in place, as fopen "w" writes) where
 * FILE is not a plain file of one name that may be written (a device, a
 * pipe, a symbolic link, a file with other hard links or read-only: what
 * a rename would not write through or would replace when writing must
 * fail), or no file can be made there. */
static FILE *open_beside(const char *path, char **tmp)
{
    *tmp = NULL;
    struct stat st;
    int exists = !lstat(path, &st);
    if (exists && (!S_ISREG(st.st_mode) || st.st_nlink > 1 || access(path, W_OK)))
        return NULL;
    const char *slash = strrchr(path, '/');
    size_t dl = slash ? (size_t)(slash - path) + 1 : 0;
    char *t = malloc(strlen(path) + 16);
    if (!t)
        return NULL;
    sprintf(t, "%.*s.%s.XXXXXX", (int)dl, path, path + dl);
    beside_watch();
    sigset_t block, was;
    cli_beside_signals(&block);
    pthread_sigmask(SIG_BLOCK, &block, &was);
    int fd = mkstemp(t);
    if (fd >= 0) {
        beside_tmp = t;
        beside_final = path;
        beside_set(BESIDE_WRITING);
    }
    pthread_sigmask(SIG_SETMASK, &was, NULL);
    if (fd < 0) {
        free(t);
        return NULL;
    }
    mode_t mask = umask(0);
    umask(mask);
    FILE *fp = fchmod(fd, exists ? st.st_mode & 07777 : 0666 & ~mask) ? NULL : fdopen(fd, "w");
    if (!fp) {
        close(fd);
        beside_set(BESIDE_NONE);
        unlink(t);
        free(t);
        return NULL;
    }
    *tmp = t;
    return fp;
}

/* The file open_beside made, closed and removed (the translation failed). */
static void drop_beside(struct sink *k, char *tmp)
{
    if (!tmp)
        return;
    fclose(k->fp);
    k->fp = NULL;
    beside_set(BESIDE_NONE);
    unlink(tmp);
    free(tmp);
}

struct topts {
    const char *path, *function, *out, *report, *target;
    int wave, trace, sm, contract, lds, stats;
    int max_vgprs, max_sgprs;   /* register budget, 0: the target's files */
    long offset;
    int npaths;
    char **paths;               /* --stats: every FILE */
};

static int parse(int argc, char **argv, struct topts *o, int explain)
{
    memset(o, 0, sizeof *o);
    o->wave = 32;
    o->offset = -1;
    o->lds = -1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int more = i + 1 < argc;
        if (!strcmp(a, "--function") && more) o->function = argv[++i];
        else if (!strcmp(a, "-o") && more) o->out = argv[++i];
        else if (!strcmp(a, "--report") && more) o->report = argv[++i];
        else if (!strcmp(a, "--target") && more) o->target = argv[++i];
        else if (!strcmp(a, "--wave") && more) o->wave = atoi(argv[++i]);
        else if (!strcmp(a, "--sm") && more) o->sm = atoi(argv[++i]);
        else if (!strcmp(a, "--lds") && more) o->lds = atoi(argv[++i]);
        else if (!strcmp(a, "--max-vgprs") && more) o->max_vgprs = atoi(argv[++i]);
        else if (!strcmp(a, "--max-sgprs") && more) o->max_sgprs = atoi(argv[++i]);
        else if (!strcmp(a, "--offset") && more) o->offset = strtol(argv[++i], NULL, 0);
        else if (!strcmp(a, "--trace")) o->trace = 1;
        else if (!strcmp(a, "--contract")) o->contract = 1;
        else if (!strcmp(a, "--stats") && !explain) o->stats = 1;
        else if (a[0] == '-' && a[1]) return cli_usage_error(argv[0], "unknown option '%s'", a);
        else {
            if (!o->paths)
                o->paths = &argv[i];
            o->npaths++;
            if (!o->path) o->path = a;
        }
    }
    if (!o->path)
        return cli_usage_error(argv[0], "missing FILE");
    if (o->npaths > 1 && !o->stats)
        return cli_usage_error(argv[0], "more than one FILE (only --stats takes several)");
    if (o->wave != 32 && o->wave != 64)
        return cli_usage_error(argv[0], "--wave must be 32 or 64");
    if (o->max_vgprs < 0 || o->max_sgprs < 0)
        return cli_usage_error(argv[0], "--max-vgprs and --max-sgprs take a positive count");
    if (explain && o->offset < 0)
        return cli_usage_error(argv[0], "missing --offset");
    return 0;
}

/* --function NAME: keep NAME and the functions it calls, in listing order;
 * the others are not translated, printed or counted. */
static int keep_function(const struct topts *o, struct sass_module *m)
{
    size_t root = m->nfuncs;
    for (size_t i = 0; i < m->nfuncs && root == m->nfuncs; i++)
        if (!strcmp(m->funcs[i].name, o->function))
            root = i;
    if (root == m->nfuncs) {
        fprintf(stderr, "%s: error: no function '%s'\n", o->path, o->function);
        return -1;
    }
    uint8_t *keep = calloc(m->nfuncs, 1);
    if (!keep)
        return -1;
    calls_closure(m, root, keep);
    size_t n = 0;
    for (size_t i = 0; i < m->nfuncs; i++)
        if (keep[i])
            m->funcs[n++] = m->funcs[i];
    m->nfuncs = n;
    free(keep);
    return 0;
}

/* --stats FILE...: coverage per opcode and category over every FILE */
static int stats(struct topts *o, const struct target_desc *t, int argc, char **argv)
{
    struct xstats *st = calloc(1, sizeof *st);
    if (!st)
        return EXIT_BADINPUT;
    int rc = EXIT_OK;
    for (int i = 1; i < argc && rc == EXIT_OK; i++) {
        if (argv[i][0] == '-') {
            if (strcmp(argv[i], "--stats") && strcmp(argv[i], "--contract")) i++;  /* option value */
            continue;
        }
        struct ws_error err;
        ws_error_clear(&err);
        struct sass_module *m;
        if (input_load_sass(argv[i], o->sm, &m, &err)) {
            rc = cli_fail(&err);
            break;
        }
        cli_note_arch(argv[i], o->sm, m);
        struct xlate_opts xo = xlate_opts_default();
        xo.target = t;
        xo.wave = o->wave;
        xo.contract = o->contract;
        xo.lds_bytes = o->lds;
        xo.threads = threads();
        if (o->max_vgprs) xo.max_vgprs = o->max_vgprs;
        if (o->max_sgprs) xo.max_sgprs = o->max_sgprs;
        input_module_data(argv[i], m);
        struct xlate_result *r;
        if (xlate_module(m, &xo, &r, &err)) {
            rc = cli_fail(&err);
        } else {
            xstats_add(st, r);
            xlate_result_free(r);
        }
        sass_module_free(m);
    }
    if (rc == EXIT_OK) {
        struct strbuf b;
        sb_init(&b);
        xstats_print(st, &b);
        fwrite(b.s, 1, b.len, stdout);
        sb_free(&b);
        if (st->none)
            rc = EXIT_UNSUPPORTED;
    }
    free(st);
    return rc;
}

static int run(int argc, char **argv, int explain)
{
    struct topts o;
    int rc = parse(argc, argv, &o, explain);
    if (rc)
        return rc;
    char why[256];
    const struct target_desc *t = target_find_translatable(o.target ? o.target : "gfx1100",
                                                           why, sizeof why);
    if (!t) {
        fprintf(stderr, "warpscope %s: %s\n", argv[0], why);
        return EXIT_BADINPUT;
    }
    if (o.stats)
        return stats(&o, t, argc, argv);
    struct ws_error err;
    ws_error_clear(&err);
    struct sass_module *m;
    if (input_load_sass(o.path, o.sm, &m, &err))
        return cli_fail(&err);
    cli_note_arch(o.path, o.sm, m);
    struct xlate_opts xo = xlate_opts_default();
    xo.target = t;
    xo.wave = o.wave;
    xo.contract = o.contract;
    xo.lds_bytes = o.lds;
    xo.threads = threads();
    xo.print_ahead = !explain && (o.out || !o.trace);  /* the listing is printed next */
    xo.drop_printed = xo.print_ahead && !o.trace && !o.report;  /* and nothing else is read */
    if (o.max_vgprs) xo.max_vgprs = o.max_vgprs;
    if (o.max_sgprs) xo.max_sgprs = o.max_sgprs;
    static const int known_sm[] = { 70, 72, 75, 80, 86, 87, 89, 90 };
    int known = !m->sm;
    for (size_t k = 0; k < sizeof known_sm / sizeof known_sm[0]; k++)
        known |= m->sm == known_sm[k];
    if (!known)
        fprintf(stderr, "%s: warning: unknown architecture sm_%d; assuming sm_%d's parameter layout\n",
                o.path, m->sm, m->sm < 90 ? 80 : 90);
    input_module_data(o.path, m);
    if (o.function && keep_function(&o, m)) {
        sass_module_free(m);
        return EXIT_BADINPUT;
    }
    struct sink out = { NULL, 0 };
    char *tmp = NULL;
    if (!explain && o.out && (out.fp = open_beside(o.out, &tmp))) {
        xo.ahead_put = put_file;
        xo.ahead_ctx = &out;
    }
    struct xlate_result *r;
    if (xlate_module(m, &xo, &r, &err)) {
        drop_beside(&out, tmp);
        sass_module_free(m);
        return cli_fail(&err);
    }
    cli_warn_assumptions(o.path, r);
    struct strbuf b;
    sb_init(&b);
    for (size_t i = 0; i < r->nfuncs; i++) {
        if (o.function && strcmp(o.function, r->funcs[i].sass->name))
            continue;       /* a callee: translated, not explained or traced */
        if (explain)
            xlate_explain(r, i, (uint32_t)o.offset, &b);
        else if (o.trace)
            xlate_trace_text(r, i, &b);
    }
    if (!explain) {
        if (o.out) {
            if (!out.fp)
                out.fp = fopen(o.out, "w");
            if (out.fp)
                xlate_print_to(r, put_file, &out);
            int bad = !out.fp || out.failed;
            if (out.fp && fclose(out.fp))
                bad = 1;
            /* FILE removed first: ext4 writes a file renamed over another back
             * at once (3 ms for the bench listing's), one renamed to a free
             * name later, as any other */
            int kept = 0;       /* FILE gone, the whole listing left in tmp */
            if (tmp && !bad) {
                beside_set(BESIDE_RENAMING);
                if (unlink(o.out) && errno != ENOENT)
                    bad = 1;
                else if (rename(tmp, o.out))
                    bad = kept = 1;
            }
            beside_set(BESIDE_NONE);
            if (tmp && bad && !kept)
                unlink(tmp);
            if (kept) {
                fprintf(stderr, "%s: error: cannot write (the listing is whole in %s)\n", o.out, tmp);
                rc = EXIT_BADINPUT;
            } else if (bad) {
                fprintf(stderr, "%s: error: cannot write\n", o.out);
                rc = EXIT_BADINPUT;
            }
            free(tmp);
        } else if (!o.trace) {
            struct sink k = { stdout, 0 };
            xlate_print_to(r, put_file, &k);
        }
        if (o.report) {
            struct strbuf j;
            sb_init(&j);
            xlate_report_json(r, &j);
            FILE *fp = fopen(o.report, "w");
            if (!fp || fwrite(j.s, 1, j.len, fp) != j.len) {
                fprintf(stderr, "%s: error: cannot write\n", o.report);
                rc = EXIT_BADINPUT;
            }
            if (fp) fclose(fp);
            sb_free(&j);
        }
        size_t un = xlate_total_unsupported(r);
        if (!rc && un) {
            fprintf(stderr, "warpscope translate: %zu SASS instructions have no rule (see ; UNSUPPORTED lines)\n", un);
            rc = EXIT_UNSUPPORTED;
        }
    }
    if (b.len)
        fwrite(b.s, 1, b.len, stdout);
    sb_free(&b);
    xlate_result_free(r);
    sass_module_free(m);
    return rc;
}

int cli_translate(int argc, char **argv) { return run(argc, argv, 0); }
int cli_explain(int argc, char **argv) { return run(argc, argv, 1); }
