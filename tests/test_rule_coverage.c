/* test_rule_coverage.c - every translation rule is checked against the GPU:
 * each row of the rule table (core/xlate/rules/) must fire in the
 * translation of a conformance case (tests/conformance/cases/NAME: outputs
 * recorded on an H200, tests/test_conformance.sh) or of a sample with
 * ground truth (samples/NAME/gt: tests/test_verify.sh), from the sm_80 or the
 * sm_90 listing, unless tests/conformance/exempt.txt names it with the
 * reason nvcc's output cannot reach it.
 *
 * A listing counts the way the verifying tests run it: translated whole
 * (every function, as `warpscope verify` does) with the module's data from
 * the cubin beside it, and only when its translation has no UNSUPPORTED
 * instruction (verify runs nothing then) and, for a case, when
 * tests/conformance/known.txt does not list it as failing.  The samples
 * launch every kernel they hold, so a rule that fires in a sample's
 * translation is in the code of a verified launch; it can still be on a path no
 * input takes (README, "Conformance").  Rules are chosen by the SASS alone,
 * not by the wave size (the wave32 and wave64 translations of all 524 case
 * and sample listings fire the same rules), so wave32 stands for both.
 *
 * With WS_COVERAGE_TABLE=FILE (tests/conformance/coverage.sh) the test also
 * writes the table: per rule its cases and samples, or its exemption.
 * The check can fail: test_check_can_fail drops the cases and finds rules
 * uncovered, and an exemption of a rule that is covered fails too. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/status.h"
#include "sass/sass.h"
#include "session/input.h"
#include "xlate/xlate.h"
#include "lib/testutil.h"

#define EXEMPT_FILE "tests/conformance/exempt.txt"
#define KNOWN_FILE "tests/conformance/known.txt"

enum { SRC_CASE, SRC_SAMPLE, SRC_RECORD, SRC_N };

struct cov {
    size_t nrules;
    const struct xrule *rules;
    unsigned *n[SRC_N];         /* per rule: sources whose translation fired it */
    char **names[SRC_N];        /* per rule: those sources, space-separated */
    size_t nsrc[SRC_N];         /* sources that counted */
    char *skipped;              /* listings that did not count, and why */
};

static struct cov C;
static int C_ready;

static void append(char **s, const char *what)
{
    size_t a = *s ? strlen(*s) : 0, b = strlen(what);
    char *n = realloc(*s, a + b + 2);
    assert_non_null(n);
    if (a) n[a++] = ' ';
    memcpy(n + a, what, b + 1);
    *s = n;
}

/* name's line in a "NAME: reason" file, or NULL */
static int listed(const char *text, const char *name)
{
    size_t k = strlen(name);
    for (const char *p = text; p && *p;) {
        if (!strncmp(p, name, k) && p[k] == ':')
            return 1;
        p = strchr(p, '\n');
        if (p) p++;
    }
    return 0;
}

/* Translate the listing of dir for sm (wave32) and mark the rules that
 * fired (in function only, when it is not NULL); 0 when it counted. */
static int add_listing_fn(int kind, const char *dir, const char *label, int sm, const char *function)
{
    char listing[4096];
    snprintf(listing, sizeof listing, "%s/sm_%d.nvdisasm.sass", dir, sm);
    FILE *f = fopen(listing, "r");
    if (!f)
        return -1;
    fclose(f);
    struct ws_error err;
    ws_error_clear(&err);
    struct sass_module *m = NULL;
    if (input_load_sass(dir, sm, &m, &err) != WS_OK)
        fail_msg("%s: %s", listing, err.msg);
    input_module_data(dir, m);
    struct xlate_opts xo = xlate_opts_default();
    xo.wave = 32;
    struct xlate_result *r = NULL;
    if (xlate_module(m, &xo, &r, &err) != WS_OK)
        fail_msg("%s: translation failed: %s", listing, err.msg);
    int rc = 0;
    if (xlate_total_unsupported(r)) {
        char why[4200];
        snprintf(why, sizeof why, "%.4000s(sm_%d: UNSUPPORTED instructions, not verified)", label, sm);
        append(&C.skipped, why);
        rc = 1;
    } else {
        size_t nf = 0;
        for (size_t fi = 0; fi < r->nfuncs; fi++) {
            if (function && strcmp(r->funcs[fi].sass->name, function))
                continue;
            nf++;
            for (size_t k = 0; k < C.nrules; k++) {
                if (!r->funcs[fi].rule_count[k])
                    continue;
                /* each source once per rule */
                const char *have = C.names[kind][k];
                size_t ln = strlen(label);
                int dup = 0;
                for (const char *p = have; p && (p = strstr(p, label)); p += ln)
                    if ((p == have || p[-1] == ' ') && (p[ln] == ' ' || !p[ln]))
                        dup = 1;
                if (!dup) {
                    C.n[kind][k]++;
                    append(&C.names[kind][k], label);
                }
            }
        }
        if (!nf)
            fail_msg("%s: no function %s", listing, function ? function : "");
    }
    xlate_result_free(r);
    sass_module_free(m);
    return rc;
}

/* text has a line starting with key and a space */
static int listed_launch(const char *text, const char *key)
{
    size_t k = strlen(key);
    for (const char *p = text; p && *p;) {
        if (!strncmp(p, key, k) && p[k] == ' ')
            return 1;
        p = strchr(p, '\n');
        if (p) p++;
    }
    return 0;
}

static int add_listing(int kind, const char *dir, const char *label, int sm)
{
    return add_listing_fn(kind, dir, label, sm, NULL);
}

/* The recorded programs tests/test_realprog.sh replays (its PROGRAMS line):
 * each launch that realprog.txt does not list must match the GPU, and the
 * rules of its kernel's translation count. */
static void add_recordings(void)
{
    char *t = tu_read_file("tests/test_realprog.sh", NULL);
    assert_non_null(t);
    char *p = strstr(t, "\nPROGRAMS=\"");
    if (!p)
        fail_msg("tests/test_realprog.sh: no PROGRAMS=\"...\" line");
    p += strlen("\nPROGRAMS=\"");
    char *end = strchr(p, '"');
    assert_non_null(end);
    *end = 0;
    char *listed_launches = tu_read_file("tests/data/record/realprog.txt", NULL);
    char *done = NULL;      /* "CODEDIR|SM|KERNEL" lines translated */
    /* a recording committed packed (PROG.tar.xz) is unpacked into unpacked/ */
    char unpacked[4096];
    const char *td = getenv("TMPDIR");
    snprintf(unpacked, sizeof unpacked, "%s/ws-rulecov-XXXXXX", td && *td ? td : "/tmp");
    assert_non_null(mkdtemp(unpacked));   /* mkdtemp fills in the XXXXXX */
    for (char *prog = strtok(p, " "); prog; prog = strtok(NULL, " ")) {
        char path[4500], base[4200], packed[4200];
        snprintf(base, sizeof base, "tests/data/record");
        snprintf(packed, sizeof packed, "tests/data/record/%s.tar.xz", prog);
        if (access(packed, R_OK) == 0) {
            char cmd[9000];
            snprintf(cmd, sizeof cmd, "tar xJf '%s' -C '%s'", packed, unpacked);
            if (system(cmd) != 0)
                fail_msg("%s: cannot unpack", packed);
            snprintf(base, sizeof base, "%s", unpacked);
        }
        snprintf(path, sizeof path, "%s/%s/recording.txt", base, prog);
        char *rec = tu_read_file(path, NULL);
        if (!rec)
            fail_msg("%s: missing", path);
        int got = 0;
        for (char *l = rec; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
            int n;
            char dir[256], kernel[1024];
            if (sscanf(l, "launch %d dir %255s kernel %1023s", &n, dir, kernel) != 3)
                continue;
            char key[300];
            snprintf(key, sizeof key, "%s %d", prog, n);
            if (listed_launches && listed_launch(listed_launches, key))
                continue;
            /* its launch.txt names the recorded code: "code ../code/c0 90" */
            char lt[9000], code[256];
            snprintf(lt, sizeof lt, "%s/%s/%s/launch.txt", base, prog, dir);
            char *ltext = tu_read_file(lt, NULL);
            int sm = 0;
            char *c = ltext ? strstr(ltext, "\ncode ") : NULL;
            if (!c || sscanf(c, "\ncode %255s %d", code, &sm) != 2)
                fail_msg("%s: no code line", lt);
            free(ltext);
            char cdir[9000], once[11000];
            snprintf(cdir, sizeof cdir, "%s/%s/%s/%s", base, prog, dir, code);
            snprintf(once, sizeof once, "%s|%d|%s", cdir, sm, kernel);
            if (done && listed_launch(done, once)) {    /* translated already */
                got++;
                continue;
            }
            append(&done, once);
            append(&done, "\n");
            got += add_listing_fn(SRC_RECORD, cdir, prog, sm, kernel) == 0;
        }
        C.nsrc[SRC_RECORD] += got > 0;
        free(rec);
    }
    free(listed_launches);
    free(done);
    free(t);
    char rm[4200];
    snprintf(rm, sizeof rm, "rm -rf '%s'", unpacked);
    if (system(rm) != 0)
        fprintf(stderr, "cannot remove %s\n", unpacked);
}

static void build_coverage(void)
{
    if (C_ready)
        return;
    C.rules = xlate_rules(&C.nrules);
    for (int s = 0; s < SRC_N; s++) {
        C.n[s] = calloc(C.nrules, sizeof *C.n[s]);
        C.names[s] = calloc(C.nrules, sizeof *C.names[s]);
        assert_true(C.n[s] && C.names[s]);
    }
    char *known = tu_read_file(KNOWN_FILE, NULL);
    char **list;
    size_t n = tu_glob("tests/conformance/cases/*/expect.txt", &list);
    for (size_t i = 0; i < n; i++) {
        char dir[4096], gt[4200];
        snprintf(dir, sizeof dir, "%s", list[i]);
        *strrchr(dir, '/') = 0;
        const char *name = strrchr(dir, '/') + 1;
        snprintf(gt, sizeof gt, "%s/gt/launch.txt", dir);
        FILE *f = fopen(gt, "r");
        if (!f) {               /* awaiting GPU data: test_conformance counts it */
            char why[4200];
            snprintf(why, sizeof why, "%s(no GPU data yet)", name);
            append(&C.skipped, why);
            continue;
        }
        fclose(f);
        if (known && listed(known, name)) {
            char why[4200];
            snprintf(why, sizeof why, "%s(listed in " KNOWN_FILE ")", name);
            append(&C.skipped, why);
            continue;
        }
        int got = 0;
        for (int sm = 80; sm <= 90; sm += 10) {
            char one[300];
            snprintf(one, sizeof one, "%.200s sm_%d", name, sm);
            if (known && listed(known, one)) {      /* "NAME sm_NN: reason" */
                char why[400];
                snprintf(why, sizeof why, "%s(listed in " KNOWN_FILE ")", one);
                append(&C.skipped, why);
                continue;
            }
            got += add_listing(SRC_CASE, dir, name, sm) == 0;
        }
        C.nsrc[SRC_CASE] += got > 0;
    }
    tu_free_list(list, n);
    free(known);
    n = tu_glob("samples/*/gt/launch.txt", &list);
    for (size_t i = 0; i < n; i++) {
        char dir[4096];
        snprintf(dir, sizeof dir, "%s", list[i]);
        *strstr(dir, "/gt/launch.txt") = 0;
        const char *name = strrchr(dir, '/') + 1;
        int got = 0;
        for (int sm = 80; sm <= 90; sm += 10)
            got += add_listing(SRC_SAMPLE, dir, name, sm) == 0;
        C.nsrc[SRC_SAMPLE] += got > 0;
    }
    tu_free_list(list, n);
    add_recordings();
    C_ready = 1;
}

/* The exemptions: "ID NAME: reason" lines ('#' comments). */
struct exempt {
    int id;
    char name[64];
    const char *reason;
};

static size_t read_exempt(struct exempt *e, size_t cap, char **textp)
{
    char *text = tu_read_file(EXEMPT_FILE, NULL);
    assert_non_null(text);
    *textp = text;
    size_t n = 0;
    int line = 0;
    for (char *p = text; *p;) {
        char *nl = strchr(p, '\n');
        if (nl) *nl = 0;
        line++;
        if (*p && *p != '#') {
            char *colon = strchr(p, ':');
            if (n >= cap || !colon || sscanf(p, "%d %63[^:]", &e[n].id, e[n].name) != 2)
                fail_msg(EXEMPT_FILE ":%d: not \"ID NAME: reason\"", line);
            const char *r = colon + 1;
            while (*r == ' ') r++;
            if (strlen(r) < 20)
                fail_msg(EXEMPT_FILE ":%d: the reason says too little", line);
            e[n++].reason = r;
        }
        if (!nl) break;
        p = nl + 1;
    }
    return n;
}

static const struct exempt *exempt_of(const struct exempt *e, size_t n, int id)
{
    for (size_t i = 0; i < n; i++)
        if (e[i].id == id)
            return &e[i];
    return NULL;
}

/* Rules with neither a source nor an exemption, named into *names. */
static size_t uncovered(int use_cases, const struct exempt *e, size_t ne, char **names)
{
    size_t bad = 0;
    for (size_t k = 0; k < C.nrules; k++) {
        unsigned got = C.n[SRC_SAMPLE][k] + C.n[SRC_RECORD][k] + (use_cases ? C.n[SRC_CASE][k] : 0);
        if (got || exempt_of(e, ne, C.rules[k].id))
            continue;
        bad++;
        if (names) {
            char w[600];
            snprintf(w, sizeof w, "\n  %d %.200s (%.300s)", C.rules[k].id, C.rules[k].name,
                     C.rules[k].pattern);
            append(names, w);
        }
    }
    return bad;
}

/* n sources: the first few names, then how many more */
static void put_names(FILE *f, unsigned n, const char *names)
{
    if (!n)
        return;
    fprintf(f, "%u: ", n);
    const char *p = names;
    for (int i = 0; i < 6 && *p; i++) {
        size_t w = strcspn(p, " ");
        fprintf(f, "%s%.*s", i ? " " : "", (int)w, p);
        p += w;
        p += *p == ' ';
    }
    if (*p)
        fprintf(f, " ...");
}

static void write_table(const char *path, const struct exempt *e, size_t ne)
{
    FILE *f = fopen(path, "w");
    if (!f)
        fail_msg("%s: cannot write", path);
    size_t withcase = 0, other = 0, ex = 0;
    for (size_t k = 0; k < C.nrules; k++) {
        int c = C.n[SRC_CASE][k] > 0, s = C.n[SRC_SAMPLE][k] + C.n[SRC_RECORD][k] > 0;
        withcase += c;
        other += s && !c;
        ex += !c && !s;
    }
    fprintf(f, "# Rule coverage (tests/conformance/coverage.sh)\n\n"
            "%zu rules; counted: %zu conformance cases, %zu samples and %zu recorded programs "
            "with GPU data.\n"
            "%zu rules fire in a conformance case, %zu only in samples or recorded programs, "
            "%zu in none (exempt: " EXEMPT_FILE ").\n\n",
            C.nrules, C.nsrc[SRC_CASE], C.nsrc[SRC_SAMPLE], C.nsrc[SRC_RECORD], withcase, other, ex);
    if (C.skipped)
        fprintf(f, "Not counted: %s\n\n", C.skipped);
    fprintf(f, "| id | rule | SASS | cases | samples | recorded programs |\n|---|---|---|---|---|---|\n");
    for (size_t k = 0; k < C.nrules; k++) {
        const struct xrule *r = &C.rules[k];
        const struct exempt *x = exempt_of(e, ne, r->id);
        fprintf(f, "| %d | %s | `", r->id, r->name);
        for (const char *p = r->pattern; *p; p++)
            fputs(*p == '|' ? "\\|" : *p == '`' ? "'" : (char[2]){*p, 0}, f);
        fprintf(f, "` | ");
        put_names(f, C.n[SRC_CASE][k], C.names[SRC_CASE][k]);
        fprintf(f, " | ");
        put_names(f, C.n[SRC_SAMPLE][k], C.names[SRC_SAMPLE][k]);
        fprintf(f, " | ");
        put_names(f, C.n[SRC_RECORD][k], C.names[SRC_RECORD][k]);
        if (!C.n[SRC_CASE][k] && !C.n[SRC_SAMPLE][k] && !C.n[SRC_RECORD][k])
            fprintf(f, "exempt: %s", x ? x->reason : "**NONE**");
        fprintf(f, " |\n");
    }
    fclose(f);
}

static void test_every_rule_checked(void **state)
{
    (void)state;
    build_coverage();
    tu_need_count(C.nrules, 200, "rules");
    tu_need_count(C.nsrc[SRC_CASE], 200, "conformance cases with GPU data");
    tu_need_count(C.nsrc[SRC_SAMPLE], 25, "samples with ground truth");
    tu_need_count(C.nsrc[SRC_RECORD], 15, "recorded programs");
    struct exempt e[64];
    char *text;
    size_t ne = read_exempt(e, 64, &text);
    /* every exemption names a rule of the table, by id and name, that
     * nothing covers (a rule that gets a case leaves the list) */
    size_t stale = 0;
    for (size_t i = 0; i < ne; i++) {
        size_t k = 0;
        while (k < C.nrules && C.rules[k].id != e[i].id)
            k++;
        if (k == C.nrules || strcmp(C.rules[k].name, e[i].name)) {
            print_error(EXEMPT_FILE ": %d %s is not a rule of the table\n", e[i].id, e[i].name);
            stale++;
        } else if (C.n[SRC_CASE][k] || C.n[SRC_SAMPLE][k] || C.n[SRC_RECORD][k]) {
            print_error(EXEMPT_FILE ": %d %s is covered (%s %s %s): remove it\n", e[i].id,
                        e[i].name, C.names[SRC_CASE][k] ? C.names[SRC_CASE][k] : "",
                        C.names[SRC_SAMPLE][k] ? C.names[SRC_SAMPLE][k] : "",
                        C.names[SRC_RECORD][k] ? C.names[SRC_RECORD][k] : "");
            stale++;
        }
    }
    const char *table = getenv("WS_COVERAGE_TABLE");
    if (table && *table)
        write_table(table, e, ne);
    char *names = NULL;
    size_t bad = uncovered(1, e, ne, &names);
    size_t nc = 0, ns = 0, nr = 0;
    for (size_t k = 0; k < C.nrules; k++) {
        nc += C.n[SRC_CASE][k] > 0;
        ns += C.n[SRC_SAMPLE][k] > 0;
        nr += C.n[SRC_RECORD][k] > 0;
    }
    print_message("%zu rules: %zu fire in %zu conformance cases, %zu in %zu samples, %zu in %zu "
                  "recorded programs; %zu exempt\n", C.nrules, nc, C.nsrc[SRC_CASE], ns,
                  C.nsrc[SRC_SAMPLE], nr, C.nsrc[SRC_RECORD], ne);
    free(text);
    if (bad)
        fail_msg("%zu rules fire in no conformance case, verified sample or recorded program:%s", bad,
                 names);
    free(names);
    assert_int_equal(stale, 0);
}

/* Without the conformance cases some rules are left uncovered: the check
 * sees a rule whose only evidence goes away. */
static void test_check_can_fail(void **state)
{
    (void)state;
    build_coverage();
    struct exempt e[64];
    char *text;
    size_t ne = read_exempt(e, 64, &text);
    size_t bad = uncovered(0, e, ne, NULL);
    free(text);
    assert_true(bad >= 10);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_rule_checked),
        cmocka_unit_test(test_check_can_fail),
    };
    return cmocka_run_group_tests_name("rule_coverage", tests, NULL, NULL);
}
