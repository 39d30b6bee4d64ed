/* main.c - warpscope's entry point: subcommands, or the TUI. */
#include "cli.h"
#include "tui.h"
#include "xlate/xlate.h"

#include "sass/sass.h"

#include <malloc.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef WARPSCOPE_VERSION
#define WARPSCOPE_VERSION "0.1.0"
#endif

static const struct cli_command commands[] = {
    { "dump", cli_dump, "FILE [--json] [--sm N]",
      "print the parsed SASS listing (FILE: nvdisasm/cuobjdump text, .cubin, or sample dir)" },
    { "info", cli_info, "FILE [--json]",
      "what a listing or binary holds: architectures, functions (instructions, bytes, registers, "
      "shared memory), constant banks, __device__ variables, cubins" },
    { "cfg", cli_cfg, "FILE [--function NAME] [--dot|--json] [--sm N]",
      "basic blocks, edges, loops of each function (SASS or RDNA3)" },
    { "live", cli_live, "FILE [--function NAME] [--json] [--sm N]",
      "live registers per instruction (GPR/PRED/UGPR/UPRED or VGPR/SGPR)" },
    { "occupancy", cli_occupancy, "FILE [--function NAME] [--block N] [--smem BYTES] [--target T]",
      "resident warps per SM / waves per SIMD and the limiting resource" },
    { "lines", cli_lines, "FILE [--json] [--sm N] [--source-dir DIR] [--substitute-path FROM TO]",
      "DWARF line table of a cubin, AMDGPU code object or host ELF; of the cubin (--sm N) inside "
      "an object, executable, library or fatbin with device code" },
    { "translate", cli_translate,
      "FILE [--function NAME] [-o OUT.s] [--target gfx1100] [--wave 32|64] [--trace] [--report R.json] [--contract] [--lds N] [--max-vgprs N] [--max-sgprs N] | --stats FILE...",
      "translate SASS to an RDNA3 kernel (exit 3 when instructions have no rule)" },
    { "explain", cli_explain, "FILE --offset OFF [--function NAME] [--wave 32|64]",
      "what happened to one SASS instruction: rules, rationale, output" },
    { "native", cli_native, "FILE.cu [--target gfx1100] [-o OUT] [-c] [--compat HEADER]",
      "compile the CUDA source with clang-19 for AMD: the native reference (needs clang-19)" },
    { "verify", cli_verify,
      "FILE|SAMPLE_DIR [--inputs DIR] [--target gfx1100] [--wave 32|64] [--sm N] [--lds BYTES] [--max-vgprs N] [--max-sgprs N] [--native|--sass] [-v]",
      "run the translation (or with --native clang-19's code) on the RDNA3 emulator with the "
      "recorded inputs (--sass: the SASS itself on the SASS emulator); compare with the GPU's "
      "outputs (exit 1 on a difference)" },
    { "diff", cli_diff, "FILE|SAMPLE_DIR [--function NAME] [--launch N] [--asm RDNA3.s] [--json] [--sm N]",
      "run the SASS (SASS emulator) and its translation or --asm (RDNA3 emulator) in step on the "
      "recorded launches; report the first SASS instruction whose effects differ (exit 1)" },
    { "record", cli_record, "[--out DIR] [--kernel REGEX] [--launches N] [--max-bytes B] -- PROGRAM [ARGS...]",
      "run a CUDA program (needs an NVIDIA GPU) and record its kernel launches: parameters, the memory "
      "they reach before and after, the cubin; `verify DIR` replays them" },
    { "bench", cli_bench, "[--json] [--runs N] [--big FILE] [--size FILE]...",
      "time parse, CFG + liveness, translation and an edit on the samples, beside llvm-mc-19" },
    { "screen", cli_screen, "FILE [--size COLSxROWS] [--every] [-c COMMAND]...",
      "draw the interface off-screen after each command line (:cfg, :goto 0x40, a request name) "
      "and print the screen as text (--every: after each command)" },
    { "keys", cli_keys, "[--keymap vi|emacs] [--man|--markdown]",
      "the interface's requests and the keys the built-in keymap binds to them (--man, --markdown: "
      "both keymaps, as warpscope.1 and README.md list them)" },
    { "host", cli_host, "FILE --function NAME",
      "disassemble a host function (x86-64, AArch64) with its source lines" },
};

const struct cli_command *cli_commands(size_t *n)
{
    *n = sizeof commands / sizeof commands[0];
    return commands;
}

int cli_fail(const struct ws_error *err)
{
    char buf[WS_ERR_MSG_MAX + WS_ERR_FILE_MAX + 64];
    ws_error_format(err, buf, sizeof buf);
    fprintf(stderr, "%s\n", buf);
    return cli_status(err);
}

void cli_warn_assumptions(const char *path, const struct xlate_result *r)
{
    char note[1024];
    for (size_t i = 0; i < r->nfuncs; i++)
        if (xlate_assumptions(r, i, note, sizeof note))
            fprintf(stderr, "%s: warning: %s\n", path, note);
}

int cli_status(const struct ws_error *err)
{
    return err->code == WS_EINTERNAL ? EXIT_INTERNAL : EXIT_BADINPUT;
}

int cli_usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "warpscope %s: ", cmd);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, " (see warpscope --help)\n");
    return EXIT_BADINPUT;
}

void cli_note_arch(const char *path, int sm, const struct sass_module *m)
{
    if (sm > 0 || m->narchs < 2)
        return;
    fprintf(stderr, "warpscope: %s holds ", path);
    for (int k = 0; k < m->narchs; k++)
        fprintf(stderr, "%ssm_%d", k ? ", " : "", m->archs[k]);
    fprintf(stderr, "; using sm_%d (--sm to choose)\n", m->sm);
}

static void usage(FILE *fp)
{
    size_t n;
    const struct cli_command *c = cli_commands(&n);
    fprintf(fp, "usage: warpscope [FILE...] [--keymap vi|emacs] [--sm N] [--wave 32|64] [--target T] [--lds N]\n"
                "                 [--source-dir DIR] [--substitute-path FROM TO]\n"
                "           open the interface (default: the default sample; F1 or :help inside)\n");
    for (size_t i = 0; i < n; i++)
        fprintf(fp, "       warpscope %s %s\n           %s\n", c[i].name, c[i].usage, c[i].help);
    fprintf(fp, "exit status: 0 ok, 1 mismatch found, 2 bad input or usage, 3 untranslated instructions,\n"
                "             4 valid input the translator could not handle (internal error or limit)\n");
}

/* For a big input, the heap in 2 MiB pages where the kernel gives them
 * for the asking (transparent huge pages, "madvise" mode): the pipeline's
 * data of a big listing come to about 1.5 KiB per SASS instruction, and
 * touching them in 4 KiB pages cost a page fault each, a third of a
 * `translate` process's time on a 67k-instruction listing.  Every
 * allocation from the brk heap (no mmap for big blocks, no trimming), which
 * grows by HEAP_PAD at a time; the first HEAP_PAD advised.  Nothing changes
 * but where the memory lies: when the kernel declines, the pages are small
 * as before.  Small inputs keep the default: there the 2 MiB granules and
 * the blocks no longer given back would add to the peak more than the
 * faults cost (bench --peak: 1.9 -> 3.6 KiB per instruction on
 * big_unrolled).  With a second CPU, the pages the input is expected to
 * need are made ready by a thread of their own while the input is read
 * (prefault_main): `translate` of the bench listing 103-112 -> 90-96 ms
 * (perf stat, medians of 15, alternating, a quiet minute). */
#define HEAP_PAD ((size_t)256 << 20)
#define HUGE_PAGE ((uintptr_t)2 << 20)
/* The heap a big input is expected to need, per byte of input: the bench
 * listing (65 bytes a SASS instruction) peaks at 13.5 bytes per byte of
 * listing (59 MB, massif, `translate -o`; 56-60 MB of heap in the
 * process's peak RSS with nothing made ready, the functions printed ahead
 * let go of as the largest is translated); a little less is made ready, so
 * that the peak stays the process's own.  More than the peak is work for
 * nothing, and costly where the host must supply the pages (3.3 ms each
 * 2 MiB). */
#define PREFAULT_PER_BYTE 13

struct prefault {
    uintptr_t lo, hi;
};

/* The kernel's part of fresh memory (finding a 2 MiB page and clearing it)
 * done on the second CPU while the first reads and parses the input:
 * MADV_POPULATE_WRITE maps the pages not yet mapped and leaves every page
 * that is alone, so it may run while the heap is used.  A kernel without it
 * (before Linux 5.14) says EINVAL, and the pages come on first touch as
 * before. */
static void *prefault_main(void *arg)
{
    struct prefault *pf = arg;
    for (uintptr_t a = pf->lo; a < pf->hi; a += HUGE_PAGE)
        if (madvise((void *)a, HUGE_PAGE, MADV_POPULATE_WRITE))
            break;
    free(pf);
    return NULL;
}

/* The stacks of the threads the pipeline starts later (the parse's second
 * thread, twice, the translation's, the printing's: one at a time beside
 * the prefault thread; three stacks leave room), made now.  A thread's stack is a new mapping (mmap and
 * mprotect), which waits for the mmap lock MADV_POPULATE_WRITE holds while
 * it maps a page: 2-5 ms a page on memory the host must supply again (after
 * another big process, such as the llvm-mc-19 assembly `make bench` runs
 * before each `translate`), on the main thread's path each time.  glibc
 * keeps the stack of a thread that has ended and gives it to the next
 * thread created, with no system call: threads made here, before the
 * prefault thread starts, leave their stacks for the later ones.  The bench
 * listing's `translate -o`, each run right after an llvm-mc-19 assembly, 30
 * pairs alternating with the build before: median 77.3 -> 58.8 ms, p75
 * 97.6 -> 65.7, the paired differences' median -19.5 ms; run after run no
 * change (+1.1 ms).  Another C library than glibc: a few threads made for
 * nothing (tens of microseconds). */
#define WARM_STACKS 3

/* The warm threads end together, once all are made (so that each had a
 * stack of its own), and this thread never waits for them: made and joined,
 * the three cost 0.4-2 ms more here (the other CPU woken up and waited
 * for; clock marks around this function: 1.2-3.5 ms against 0.8-1.3
 * without them).  Detached against joined, 40 pairs run after run: the
 * paired differences' median -1.7 ms; 30 pairs after an assembly: -9.8. */
static pthread_mutex_t warm_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t warm_cv = PTHREAD_COND_INITIALIZER;
static int warm_made = -1, warm_arrived;

static void *stack_only(void *arg)
{
    pthread_mutex_lock(&warm_mu);
    warm_arrived++;
    pthread_cond_broadcast(&warm_cv);
    while (warm_made < 0 || warm_arrived < warm_made)
        pthread_cond_wait(&warm_cv, &warm_mu);
    pthread_mutex_unlock(&warm_mu);
    return arg;
}

static void warm_thread_stacks(void)
{
    pthread_attr_t at;
    if (pthread_attr_init(&at))
        return;
    pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED);  /* stack cached as it ends */
    pthread_t th;
    int n = 0;
    while (n < WARM_STACKS && !pthread_create(&th, &at, stack_only, NULL))
        n++;
    pthread_attr_destroy(&at);
    pthread_mutex_lock(&warm_mu);
    warm_made = n;
    pthread_cond_broadcast(&warm_cv);
    pthread_mutex_unlock(&warm_mu);
}

/* volatile: a block whose pointer is only stored is a malloc the compiler
 * may drop (GCC 12 at -O2 did: the input then began below lo, its first
 * 1.1 MB in 4 KiB pages, and the read of the bench listing took 4-5.5 ms
 * instead of 0.6-3.8, strace -T) */
static void *volatile heap_filler;

static void heap_in_large_pages(off_t input_bytes)
{
    /* one arena: the translation's second thread (xlate_ahead.c) takes its
     * memory from the same heap, not from an arena of its own in 4 KiB pages */
    if (!mallopt(M_MMAP_THRESHOLD, 1 << 30) || !mallopt(M_TOP_PAD, (int)HEAP_PAD) ||
        !mallopt(M_TRIM_THRESHOLD, 1 << 30) || !mallopt(M_ARENA_MAX, 1))
        return;
    void *p = malloc(1 << 20);  /* more than the heap has: it grows by HEAP_PAD now */
    uintptr_t lo = ((uintptr_t)p + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
    uintptr_t hi = (uintptr_t)sbrk(0) & ~(HUGE_PAGE - 1);
    if (p && hi > lo)
        madvise((void *)lo, hi - lo, MADV_HUGEPAGE);
    free(p);
    struct prefault *pf = malloc(sizeof *pf);
    pthread_t th;
    uintptr_t want = (uintptr_t)input_bytes * PREFAULT_PER_BYTE;
    if (!pf || hi <= lo || sysconf(_SC_NPROCESSORS_ONLN) < 2) {
        free(pf);
        return;
    }
    /* the heap from lo on: the input, read next, wholly in 2 MiB pages (the
     * kernel's copy into the 4 KiB pages below lo, and the first pass's
     * reads of them, cost 4-8 ms of the bench listing's 4.4 MB); the block
     * below lo is never touched and never freed */
    if (p && (uintptr_t)pf < lo && lo - (uintptr_t)pf > 4096)
        heap_filler = malloc(lo - (uintptr_t)pf - 64);
    pf->lo = lo;
    pf->hi = hi - lo > want ? lo + want : hi;
    /* the thread never takes the signals translate -o watches: they come
     * to the main thread (cli_translate.c blocks them there while it makes
     * its file) */
    sigset_t block, was;
    cli_beside_signals(&block);
    pthread_sigmask(SIG_BLOCK, &block, &was);
    warm_thread_stacks();
    if (pthread_create(&th, NULL, prefault_main, pf))
        free(pf);
    else
        pthread_detach(th);
    pthread_sigmask(SIG_SETMASK, &was, NULL);
}

/* The size of an argument naming a file of BIG_INPUT bytes or more (`bench
 * --big FILE` too: its in-process pipeline and interface are measured as a
 * `translate` or the interface on FILE runs), else 0. */
#define BIG_INPUT ((off_t)3 << 20)
static off_t big_input(int argc, char **argv)
{
    struct stat st;
    for (int i = 1; i < argc; i++)
        if (argv[i][0] != '-' && !stat(argv[i], &st) && S_ISREG(st.st_mode) &&
            st.st_size >= BIG_INPUT)
            return st.st_size;
    return 0;
}

int main(int argc, char **argv)
{
    off_t big = big_input(argc, argv);
    if (big)
        heap_in_large_pages(big);
    /* a listing of 1 MiB or more is parsed on two threads (the same IR) */
    if (sysconf(_SC_NPROCESSORS_ONLN) > 1)
        sass_parse_set_threads(2);
    if (argc >= 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
        usage(stdout);
        return EXIT_OK;
    }
    if (argc >= 2 && !strcmp(argv[1], "--version")) {
        printf("warpscope %s\n", WARPSCOPE_VERSION);
        return EXIT_OK;
    }
    size_t n;
    const struct cli_command *c = cli_commands(&n);
    if (argc >= 2) {
        for (size_t i = 0; i < n; i++)
            if (!strcmp(argv[1], c[i].name))
                return c[i].run(argc - 1, argv + 1);
    }
    /* No subcommand: the interface on FILE... (default: the default sample). */
    return tui_main(argc, argv);
}
