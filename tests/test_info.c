/* test_info.c - `info`: what a listing or a binary holds, judged against
 * what NVIDIA's tools printed.
 *
 *  - the cubins of every sample's fat.o, the executable, the static library
 *    and the .fatbin: the ones cuobjdump -lelf listed (fat.lelf.txt,
 *    app.lelf.txt), in order, with their architectures;
 *  - each architecture's functions in a binary: the instruction counts of
 *    the -c listing (sm_XX.nvdisasm.sass), and the same functions, sizes,
 *    registers, shared sizes, banks and variables as the committed
 *    sm_XX.cubin;
 *  - the committed cubins against readelf -S (section sizes: .text.<f> and
 *    .nv.shared.<f>), the registers against nvdisasm's full output
 *    (SHI_REGISTERS on sm_80, EIATTR_REGCOUNT on sm_90), the module data
 *    against what the parser read from that output.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session/info.h"
#include "lib/testutil.h"

static struct info *open_info(const char *path)
{
    struct info *in = NULL;
    struct ws_error err;
    ws_error_clear(&err);
    if (info_read(path, &in, &err)) {
        print_error("%s: %s\n", path, err.msg);
        return NULL;
    }
    return in;
}

static const struct info_func *func_of(const struct info_arch *a, const char *name)
{
    for (size_t i = 0; a && i < a->nfuncs; i++)
        if (!strcmp(a->funcs[i].name, name))
            return &a->funcs[i];
    return NULL;
}

static int same_str(const char *a, const char *b)
{
    return a && b ? !strcmp(a, b) : a == b;
}

/* a (from a binary) against r (the committed cubin): 0 when they agree */
static int same_arch(const char *what, const struct info_arch *a, const struct info_arch *r)
{
    int bad = a->nfuncs != r->nfuncs || a->nbanks != r->nbanks || a->nvars != r->nvars ||
              a->nwords != r->nwords || a->reserved_shared != r->reserved_shared;
    for (size_t i = 0; !bad && i < r->nfuncs; i++) {
        const struct info_func *f = func_of(a, r->funcs[i].name), *g = &r->funcs[i];
        bad = !f || f->insns != g->insns || f->bytes != g->bytes || f->registers != g->registers ||
              f->shared != g->shared;
    }
    for (size_t i = 0; !bad && i < r->nbanks; i++)
        bad = a->banks[i].bank != r->banks[i].bank || a->banks[i].bytes != r->banks[i].bytes ||
              !same_str(a->banks[i].func, r->banks[i].func);
    for (size_t i = 0; !bad && i < r->nvars; i++)
        bad = strcmp(a->vars[i].name, r->vars[i].name) || a->vars[i].size != r->vars[i].size ||
              a->vars[i].init != r->vars[i].init;
    for (size_t i = 0; !bad && i < r->nwords; i++)
        bad = a->words[i].offset != r->words[i].offset || a->words[i].size != r->words[i].size ||
              strcmp(a->words[i].symbol, r->words[i].symbol);
    if (bad)
        print_error("%s: differs from the committed cubin\n", what);
    return bad;
}

/* cuobjdump -lelf: "ELF file    1: kernel.sm_80.cubin", one a cubin, in order */
static int check_lelf(const struct info *in, const char *lelf)
{
    size_t len, k = 0, elfs = 0;
    char *text = tu_read_file(lelf, &len);
    assert_non_null(text);
    int bad = 0;
    for (size_t i = 0; i < in->ncubins; i++)
        elfs += !in->cubins[i].ptx;
    for (char *l = strstr(text, "ELF file"); l; l = strstr(l + 1, "ELF file"), k++) {
        const char *a = strstr(l, ".sm_");
        size_t i = 0, seen = 0;
        for (; i < in->ncubins && (in->cubins[i].ptx || seen++ < k); i++)
            ;
        if (i >= in->ncubins || !a || atoi(a + 4) != in->cubins[i].sm) {
            print_error("%s: cubin %zu differs from %s\n", in->path, k, lelf);
            bad++;
        }
    }
    if (k != elfs) {
        print_error("%s: %zu cubins, %s lists %zu\n", in->path, elfs, lelf, k);
        bad++;
    }
    free(text);
    return bad;
}

/* Instruction counts of the -c listing of dir for sm. */
static int check_counts(const struct info_arch *a, const char *dir, int *nfuncs)
{
    char p[4200];
    snprintf(p, sizeof p, "%s/sm_%d.nvdisasm.sass", dir, a->sm);
    struct sass_module *m = NULL;
    struct ws_error err;
    if (sass_parse_file(p, &m, &err)) {
        print_error("%s: %s\n", p, err.msg);
        return 1;
    }
    int bad = m->nfuncs != a->nfuncs;
    for (size_t i = 0; i < m->nfuncs; i++) {
        const struct info_func *f = func_of(a, m->funcs[i].name);
        if (!f || f->insns != (long)m->funcs[i].ninsns) {
            print_error("%s: %s: %ld instructions, the listing has %zu\n", p, m->funcs[i].name,
                        f ? f->insns : -1, m->funcs[i].ninsns);
            bad++;
        }
    }
    *nfuncs += (int)m->nfuncs;
    sass_module_free(m);
    return bad;
}

/* One binary: its cubins against -lelf (when given), each architecture
 * against the -c listing and the committed cubin of dir. */
static int check_binary(const char *path, const char *dir, const char *lelf, int *nfuncs)
{
    struct info *in = open_info(path);
    if (!in)
        return 1;
    int bad = lelf ? check_lelf(in, lelf) : 0;
    assert_true(in->narchs >= 1);
    assert_int_equal(in->default_sm, in->archs[in->narchs - 1].sm);
    for (int k = 0; k < in->narchs; k++) {
        const struct info_arch *a = &in->archs[k];
        char cub[4200], what[4300];
        snprintf(cub, sizeof cub, "%s/sm_%d.cubin", dir, a->sm);
        snprintf(what, sizeof what, "%s sm_%d", path, a->sm);
        struct info *r = open_info(cub);
        assert_non_null(r);
        assert_int_equal(r->kind, INFO_CUBIN);
        assert_int_equal(r->archs[0].sm, a->sm);
        bad += same_arch(what, a, &r->archs[0]) + check_counts(a, dir, nfuncs);
        info_free(r);
    }
    info_free(in);
    return bad;
}

static void test_binaries(void **state)
{
    (void)state;
    char **list;
    size_t n = tu_glob("samples/*/fat.o", &list);
    tu_need_count(n, 18, "samples with fat.o");
    int bad = 0, nfuncs = 0;
    for (size_t i = 0; i < n; i++) {
        char dir[4200], lelf[4300];
        snprintf(dir, sizeof dir, "%.*s", (int)(strlen(list[i]) - strlen("/fat.o")), list[i]);
        snprintf(lelf, sizeof lelf, "%s/fat.lelf.txt", dir);
        FILE *fp = fopen(lelf, "r");
        if (fp)
            fclose(fp);
        bad += check_binary(list[i], dir, fp ? lelf : NULL, &nfuncs);
    }
    const char *d = "samples/reduce_block";
    bad += check_binary("samples/reduce_block/app", d, "samples/reduce_block/app.lelf.txt", &nfuncs);
    bad += check_binary("samples/reduce_block/libfat.a", d, NULL, &nfuncs);
    bad += check_binary("samples/reduce_block/fat.fatbin", d, NULL, &nfuncs);
    print_message("%zu binaries: %d functions as the listings and cubins give them\n", n + 3, nfuncs);
    tu_free_list(list, n);
    assert_int_equal(bad, 0);
}

/* ---- the committed cubins against readelf and nvdisasm --------------------- */

/* readelf -S -W: the size of each .text.<f> and .nv.shared.<f> section */
static int check_readelf(const char *cub, const struct info_arch *a)
{
    char cmd[4300], line[1024];
    snprintf(cmd, sizeof cmd, "readelf -S -W '%s' 2>/dev/null", cub);
    FILE *fp = popen(cmd, "r");
    assert_non_null(fp);
    int bad = 0, texts = 0;
    while (fgets(line, sizeof line, fp)) {
        char name[512], type[64];
        unsigned long long addr, off, size;
        const char *b = strchr(line, ']');
        if (!b || sscanf(b + 1, "%511s %63s %llx %llx %llx", name, type, &addr, &off, &size) != 5)
            continue;
        const struct info_func *f;
        if (!strncmp(name, ".text.", 6)) {
            texts++;
            f = func_of(a, name + 6);
            bad += !f || f->bytes != size || f->insns != (long)(size / 16);
        } else if (!strncmp(name, ".nv.shared.", 11) && strncmp(name, ".nv.shared.reserved.", 20)) {
            f = func_of(a, name + 11);
            bad += !f || f->shared != (long)size;
        }
    }
    pclose(fp);
    if (texts != (int)a->nfuncs)
        bad++;
    if (bad)
        print_error("%s: differs from readelf -S\n", cub);
    return bad;
}

/* nvdisasm's full output: registers (SHI_REGISTERS after each function's
 * .section, or the EIATTR_REGCOUNT record: `index@(f)` then `.word N`). */
static int check_registers(const char *full, const struct info_arch *a, int *seen)
{
    size_t len;
    char *text = tu_read_file(full, &len);
    if (!text)
        return 0;
    int bad = 0;
    for (char *p = strstr(text, "EIATTR_REGCOUNT"); p; p = strstr(p + 1, "EIATTR_REGCOUNT")) {
        char *s = strstr(p, "index@("), *e = s ? strchr(s, ')') : NULL, *w = e ? strstr(e, ".word") : NULL;
        if (!w)
            continue;
        *e = 0;
        const struct info_func *f = func_of(a, s + 7);
        long regs = strtol(w + 5, NULL, 0);
        *e = ')';
        bad += !f || f->registers != regs;
        (*seen)++;
    }
    for (char *p = strstr(text, "\t.section\t.text."); p; p = strstr(p + 1, "\t.section\t.text.")) {
        char *c = strchr(p + 16, ','), *r = c ? strstr(c, "SHI_REGISTERS=") : NULL;
        if (!r || r - c > 200)
            continue;
        *c = 0;
        const struct info_func *f = func_of(a, p + 16);
        *c = ',';
        bad += !f || f->registers != atoi(r + 14);
        (*seen)++;
    }
    free(text);
    if (bad)
        print_error("%s: registers differ from %s\n", a->nfuncs ? a->funcs[0].name : "?", full);
    return bad;
}

/* The module data nvdisasm's full output gave the parser, and info on it. */
static int check_full(const char *full, const struct info_arch *a)
{
    struct info *in = open_info(full);
    if (!in)
        return 1;
    int bad = in->kind != INFO_LISTING || in->narchs != 1 || !in->archs[0].module_data;
    if (!bad) {
        /* the registers of an sm_90 listing come from the cubin beside it */
        struct info_arch l = in->archs[0];
        bad = same_arch(full, &l, a);
    }
    info_free(in);
    return bad;
}

static void test_cubins(void **state)
{
    (void)state;
    char **list;
    size_t n = tu_glob("samples/*/sm_*.cubin", &list);
    tu_need_count(n, 36, "committed cubins");
    int readelf = tu_have_tool("readelf"), bad = 0, regs = 0, fulls = 0;
    for (size_t i = 0; i < n; i++) {
        if (strstr(list[i], ".G.cubin"))
            continue;
        struct info *in = open_info(list[i]);
        assert_non_null(in);
        const struct info_arch *a = &in->archs[0];
        if (readelf)
            bad += check_readelf(list[i], a);
        char full[4200];
        snprintf(full, sizeof full, "%.*s.full.sass", (int)(strlen(list[i]) - strlen(".cubin")), list[i]);
        bad += check_registers(full, a, &regs);
        FILE *fp = fopen(full, "r");
        if (fp) {
            fclose(fp);
            bad += check_full(full, a);
            fulls++;
        }
        info_free(in);
    }
    print_message("%zu cubins%s; %d register counts as nvdisasm printed them; %d full listings\n", n,
                  readelf ? " as readelf -S gives their sections" : " (readelf missing: sections unchecked)",
                  regs, fulls);
    tu_need_count((size_t)regs, 40, "register counts in full listings");
    tu_free_list(list, n);
    assert_int_equal(bad, 0);
}

/* ---- listings ---------------------------------------------------------------- */

static void test_listings(void **state)
{
    (void)state;
    /* cuobjdump of a fat binary: both architectures, the highest by default */
    struct info *in = open_info("samples/reduce_block/fat.cuobjdump.sass");
    assert_non_null(in);
    assert_int_equal(in->narchs, 2);
    assert_int_equal(in->archs[0].sm, 80);
    assert_int_equal(in->archs[1].sm, 90);
    assert_int_equal(in->default_sm, 90);
    int nfuncs = 0;
    assert_int_equal(check_counts(&in->archs[0], "samples/reduce_block", &nfuncs), 0);
    assert_int_equal(check_counts(&in->archs[1], "samples/reduce_block", &nfuncs), 0);
    info_free(in);
    /* a -c listing: its module data from the cubin beside it */
    in = open_info("samples/device_vars/sm_90.nvdisasm.sass");
    assert_non_null(in);
    assert_int_equal(in->narchs, 1);
    assert_non_null(in->archs[0].beside);
    assert_int_equal(in->archs[0].nvars, 4);
    assert_int_equal(in->archs[0].nwords, 4);
    info_free(in);
    /* no cubin beside: no module data */
    const char *src = "\t.target\tsm_80\n"
                      "\t.section\t.text.k,\"ax\",@progbits\n"
                      "k:\n"
                      "        /*0000*/                   EXIT ;\n";
    char path[] = "/tmp/warpscope-info-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *fp = fdopen(fd, "w");
    fputs(src, fp);
    fclose(fp);
    in = open_info(path);
    remove(path);
    assert_non_null(in);
    assert_int_equal(in->archs[0].sm, 80);
    assert_int_equal(in->archs[0].nfuncs, 1);
    assert_int_equal(in->archs[0].funcs[0].insns, 1);
    assert_int_equal(in->archs[0].module_data, 0);
    assert_null(in->archs[0].beside);
    info_free(in);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_binaries),
        cmocka_unit_test(test_cubins),
        cmocka_unit_test(test_listings),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
