/* cli_record.c - `warpscope record`: run a CUDA program with libwsrecord.so
 * preloaded, which records its kernel launches (ui/record/wsrecord.c), then
 * add the SASS listing of every recorded cubin (nvdisasm, when on PATH) so
 * that replaying needs no CUDA tools, and summarise. */
#include "cli.h"
#include "base/strbuf.h"
#include "base/toolrun.h"

#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define REC_DEFAULT_MAX_BYTES (64ull << 20)

struct ropts {
    const char *out, *kernel;
    long launches;
    unsigned long long max_bytes;
    char **prog;                    /* PROGRAM ARGS..., NULL-terminated */
};

static int parse(int argc, char **argv, struct ropts *o)
{
    *o = (struct ropts){ .out = "recording", .launches = -1, .max_bytes = REC_DEFAULT_MAX_BYTES };
    int i;
    for (i = 1; i < argc && strcmp(argv[i], "--"); i++) {
        const char *a = argv[i];
        char *end;
        if (i + 1 >= argc)
            return cli_usage_error("record", "'%s' needs a value, or missing '-- PROGRAM'", a);
        if (!strcmp(a, "--out"))
            o->out = argv[++i];
        else if (!strcmp(a, "--kernel"))
            o->kernel = argv[++i];
        else if (!strcmp(a, "--launches")) {
            o->launches = strtol(argv[++i], &end, 10);
            if (*end || o->launches < 0)
                return cli_usage_error("record", "--launches needs a count, not '%s'", argv[i]);
        } else if (!strcmp(a, "--max-bytes")) {
            o->max_bytes = strtoull(argv[++i], &end, 10);
            if (*end || argv[i][0] == '-')
                return cli_usage_error("record", "--max-bytes needs a byte count, not '%s'", argv[i]);
        } else
            return cli_usage_error("record", "unknown option '%s'", a);
    }
    if (i + 1 >= argc)
        return cli_usage_error("record", "missing '-- PROGRAM [ARGS...]'");
    o->prog = argv + i + 1;
    regex_t re;
    if (o->kernel) {
        if (regcomp(&re, o->kernel, REG_EXTENDED | REG_NOSUB))
            return cli_usage_error("record", "--kernel: not an extended regular expression: '%s'", o->kernel);
        regfree(&re);
    }
    return 0;
}

/* The driver must load and see a GPU before anything runs. */
static int check_driver(void)
{
    void *h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        fprintf(stderr, "warpscope record: no NVIDIA driver here (cannot load libcuda.so.1: %s); "
                "recording needs a machine with an NVIDIA GPU and its driver\n", dlerror());
        return EXIT_BADINPUT;
    }
    int (*init)(unsigned) = (int (*)(unsigned))dlsym(h, "cuInit");
    int (*count)(int *) = (int (*)(int *))dlsym(h, "cuDeviceGetCount");
    int n = 0, e = init ? init(0) : -1;
    if (!e && count)
        e = count(&n);
    dlclose(h);
    if (e || n == 0) {
        fprintf(stderr, "warpscope record: the NVIDIA driver sees no usable GPU (cuInit/cuDeviceGetCount: "
                "error %d, %d devices); recording needs one\n", e, n);
        return EXIT_BADINPUT;
    }
    return 0;
}

/* libwsrecord.so: $WARPSCOPE_RECORD_LIB, beside the binary, or the
 * install's lib/warpscope/. */
static int find_lib(char *lib, size_t len)
{
    const char *env = getenv("WARPSCOPE_RECORD_LIB");
    if (env && *env) {
        snprintf(lib, len, "%s", env);
        return access(lib, R_OK);
    }
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return -1;
    exe[n] = 0;
    char *s = strrchr(exe, '/');
    if (s)
        *s = 0;
    snprintf(lib, len, "%s/libwsrecord.so", exe);
    if (!access(lib, R_OK))
        return 0;
    snprintf(lib, len, "%s/../lib/warpscope/libwsrecord.so", exe);
    return access(lib, R_OK);
}

static int prepare_dir(const char *out, char *abs, size_t len)
{
    if (mkdir(out, 0755) != 0 && errno != EEXIST) {
        fprintf(stderr, "%s: error: cannot create: %s\n", out, strerror(errno));
        return EXIT_BADINPUT;
    }
    DIR *d = opendir(out);
    if (!d) {
        fprintf(stderr, "%s: error: cannot open: %s\n", out, strerror(errno));
        return EXIT_BADINPUT;
    }
    struct dirent *e;
    int empty = 1;
    while ((e = readdir(d)))
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
            empty = 0;
    closedir(d);
    if (!empty) {
        fprintf(stderr, "%s: error: not empty; record into a new directory\n", out);
        return EXIT_BADINPUT;
    }
    if (!realpath(out, abs)) {
        fprintf(stderr, "%s: error: %s\n", out, strerror(errno));
        return EXIT_BADINPUT;
    }
    (void)len;
    return 0;
}

static void write_header(const char *dir, char **prog)
{
    char path[PATH_MAX + 32];
    snprintf(path, sizeof path, "%s/recording.txt", dir);
    FILE *fp = fopen(path, "w");
    if (!fp)
        return;
    fprintf(fp, "note recorded by warpscope record:");
    for (char **a = prog; *a; a++)
        fprintf(fp, " %s", *a);
    fputc('\n', fp);
    fclose(fp);
}

/* Run the program with the recorder preloaded; its exit status. */
static int run_program(const struct ropts *o, const char *lib, const char *dir)
{
    char pre[PATH_MAX * 2], num[32];
    const char *old = getenv("LD_PRELOAD");
    snprintf(pre, sizeof pre, "%s%s%s", lib, old && *old ? ":" : "", old ? old : "");
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        fprintf(stderr, "warpscope record: fork: %s\n", strerror(errno));
        return -1;
    }
    if (pid == 0) {
        setenv("LD_PRELOAD", pre, 1);
        setenv("WSREC_DIR", dir, 1);
        if (o->kernel)
            setenv("WSREC_KERNEL", o->kernel, 1);
        snprintf(num, sizeof num, "%ld", o->launches);
        if (o->launches >= 0)
            setenv("WSREC_LAUNCHES", num, 1);
        snprintf(num, sizeof num, "%llu", o->max_bytes);
        setenv("WSREC_MAX_BYTES", num, 1);
        execvp(o->prog[0], o->prog);
        fprintf(stderr, "warpscope record: cannot run %s: %s\n", o->prog[0], strerror(errno));
        _exit(127);
    }
    int st;
    while (waitpid(pid, &st, 0) < 0)
        if (errno != EINTR)
            return -1;
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

/* nvdisasm -c -g -hex of DIR/code/c* /sm_XX.cubin into sm_XX.nvdisasm.sass. */
static void add_listings(const char *dir)
{
    char code[PATH_MAX + 8], exe[PATH_MAX];
    if (tools_which("nvdisasm", exe, sizeof exe)) {
        fprintf(stderr, "warpscope record: nvdisasm is not on PATH: the recording holds cubins only, and "
                "replaying it needs nvdisasm\n");
        return;
    }
    snprintf(code, sizeof code, "%s/code", dir);
    DIR *d = opendir(code);
    struct dirent *e;
    while (d && (e = readdir(d))) {
        if (e->d_name[0] != 'c')
            continue;
        char sub[PATH_MAX * 2];
        snprintf(sub, sizeof sub, "%s/%s", code, e->d_name);
        DIR *d2 = opendir(sub);
        struct dirent *f;
        while (d2 && (f = readdir(d2))) {
            size_t n = strlen(f->d_name);
            if (n < 7 || strcmp(f->d_name + n - 6, ".cubin"))
                continue;
            char cub[PATH_MAX * 3], lst[PATH_MAX * 3];
            snprintf(cub, sizeof cub, "%s/%s", sub, f->d_name);
            snprintf(lst, sizeof lst, "%s/%.*s.nvdisasm.sass", sub, (int)(n - 6), f->d_name);
            const char *argv[] = { "nvdisasm", "-c", "-g", "-hex", cub, NULL };
            struct strbuf out, err;
            sb_init(&out);
            sb_init(&err);
            int rc;
            struct ws_error we;
            ws_error_clear(&we);
            FILE *fp;
            if (tools_run(argv, NULL, 0, &out, &err, &rc, &we) == WS_OK && (fp = fopen(lst, "w"))) {
                fwrite(out.s ? out.s : "", 1, out.len, fp);
                fclose(fp);
            } else {
                fprintf(stderr, "warpscope record: nvdisasm failed on %s: %.200s\n", cub, err.s ? err.s : "");
            }
            sb_free(&out);
            sb_free(&err);
        }
        if (d2)
            closedir(d2);
    }
    if (d)
        closedir(d);
}

/* Count the launch and notrecorded lines; print the reasons. */
static void summarise(const char *dir, size_t *nrec, size_t *nnot)
{
    char path[PATH_MAX + 32], line[1200];
    snprintf(path, sizeof path, "%s/recording.txt", dir);
    FILE *fp = fopen(path, "r");
    *nrec = *nnot = 0;
    while (fp && fgets(line, sizeof line, fp)) {
        if (!strncmp(line, "launch ", 7))
            (*nrec)++;
        else if (!strncmp(line, "notrecorded ", 12)) {
            if ((*nnot)++ < 10)
                fprintf(stderr, "warpscope record: %s", line);
        }
    }
    if (fp)
        fclose(fp);
}

int cli_record(int argc, char **argv)
{
    struct ropts o;
    int rc = parse(argc, argv, &o);
    if (rc)
        return rc;
    if ((rc = check_driver()))
        return rc;
    char lib[PATH_MAX + 64], dir[PATH_MAX];
    if (find_lib(lib, sizeof lib)) {
        fprintf(stderr, "warpscope record: libwsrecord.so is neither beside the warpscope binary nor in "
                "its lib/warpscope/ (set WARPSCOPE_RECORD_LIB)\n");
        return EXIT_BADINPUT;
    }
    if ((rc = prepare_dir(o.out, dir, sizeof dir)))
        return rc;
    write_header(dir, o.prog);
    int st = run_program(&o, lib, dir);
    add_listings(dir);
    size_t nrec, nnot;
    summarise(dir, &nrec, &nnot);
    printf("%s: %zu launches recorded, %zu not recorded\n", o.out, nrec, nnot);
    if (st != 0) {
        fprintf(stderr, "warpscope record: %s exited with status %d; its launches before that are kept in %s\n",
                o.prog[0], st, o.out);
        return EXIT_BADINPUT;
    }
    if (!nrec) {
        fprintf(stderr, "warpscope record: no kernel launch was recorded\n");
        return EXIT_BADINPUT;
    }
    return EXIT_OK;
}
