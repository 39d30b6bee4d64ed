/* test_formats.c - every listing format of one cubin gives the same module.
 *
 * For every sample and architecture, the -c -g listing (sm_XX.nvdisasm.sass)
 * is the reference; nvdisasm's default output with and without -g (and -gi,
 * -hex where made), and cuobjdump of the two-architecture object fat.o with
 * --sm XX, must give the same functions, offsets, instruction texts and,
 * where the format has them, lines and control bits.  The module data read
 * from the default output must equal what the cubin's sections say, and the
 * cubins found inside fat.o, the executable, the static library and the
 * .fatbin must hold the functions cuobjdump listed for them.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sass/sass.h"
#include "debuginfo/cubin.h"
#include "debuginfo/fatbin.h"
#include "lib/testutil.h"

struct tally {
    size_t listings, funcs, insns, lines;   /* compared */
};

static struct sass_module *parse(const char *path, int sm)
{
    struct sass_module *m = NULL;
    struct ws_error err;
    ws_error_clear(&err);
    if (sass_parse_file_sm(path, sm, &m, &err)) {
        print_error("%s: %s\n", path, err.msg);
        return NULL;
    }
    return m;
}

static const char *line_file(const struct sass_module *m, const struct sass_insn *in)
{
    return in->line.file >= 0 ? m->files[in->line.file] : "";
}

/* The same instruction: the same text, or (cuobjdump prints branch targets
 * as offsets where nvdisasm names labels) the same opcode, modifiers, guard
 * and operands with label operands naming the same target. */
static int same_insn(const struct sass_insn *x, const struct sass_insn *y)
{
    if (!strcmp(x->text, y->text))
        return 1;
    if (strcmp(x->opcode, y->opcode) || x->nmods != y->nmods || x->nops != y->nops ||
        x->guard != y->guard || x->guard_neg != y->guard_neg)
        return 0;
    for (unsigned k = 0; k < x->nmods; k++)
        if (strcmp(x->mods[k], y->mods[k]))
            return 0;
    for (unsigned k = 0; k < x->nops; k++) {
        const struct sass_operand *a = &x->ops[k], *b = &y->ops[k];
        if (!strcmp(a->text, b->text))
            continue;
        if (a->kind == SOP_LABEL && b->kind == SOP_LABEL && a->u.target == b->u.target)
            continue;
        /* WARPSYNC.COLLECTIVE R14, `(.L_x_12) / 0x570: a number cuobjdump
         * does not know is a target */
        if (a->kind == SOP_LABEL && b->kind == SOP_IMM && (int64_t)a->u.target == b->u.imm)
            continue;
        /* RET.REL.NODEC R6 `(kernel) / R6 0x0: one operand of two words */
        if (a->kind == SOP_OTHER && strstr(a->text, "`(") && b->kind == SOP_OTHER &&
            !strncmp(a->text, b->text, (size_t)(strstr(a->text, "`(") - a->text)))
            continue;
        return 0;
    }
    return 1;
}

/* a against the reference r: 0 when they agree.  lines: compare source
 * lines (and -gi's inlined-at); enc: compare encodings. */
static int same_module(const char *what, const struct sass_module *r, const struct sass_module *a,
                       int lines, int enc, struct tally *t)
{
    if (r->nfuncs != a->nfuncs) {
        print_error("%s: %zu functions, the -c listing has %zu\n", what, a->nfuncs, r->nfuncs);
        return 1;
    }
    if (r->sm != a->sm) {
        print_error("%s: sm_%d, the -c listing sm_%d\n", what, a->sm, r->sm);
        return 1;
    }
    for (size_t i = 0; i < r->nfuncs; i++) {
        const struct sass_function *f = &r->funcs[i], *g = &a->funcs[i];
        if (strcmp(f->name, g->name) || f->ninsns != g->ninsns) {
            print_error("%s: function %zu is %s (%zu insns), the -c listing's %s (%zu)\n", what, i,
                        g->name, g->ninsns, f->name, f->ninsns);
            return 1;
        }
        for (size_t k = 0; k < f->ninsns; k++) {
            const struct sass_insn *x = &f->insns[k], *y = &g->insns[k];
            if (x->offset != y->offset || !same_insn(x, y)) {
                print_error("%s: %s+0x%x: '%s', the -c listing 0x%x '%s'\n", what, f->name,
                            y->offset, y->text, x->offset, x->text);
                return 1;
            }
            if (lines && (x->line.line != y->line.line || x->line.inl_line != y->line.inl_line ||
                          strcmp(line_file(r, x), line_file(a, y)))) {
                print_error("%s: %s+0x%x: line %d, the reference %d\n", what, f->name, x->offset,
                            y->line.line, x->line.line);
                return 1;
            }
            if (enc && (x->has_enc != y->has_enc || x->enc[0] != y->enc[0] || x->enc[1] != y->enc[1])) {
                print_error("%s: %s+0x%x: encoding differs\n", what, f->name, x->offset);
                return 1;
            }
            t->lines += lines && x->line.line > 0;
        }
        t->insns += f->ninsns;
    }
    t->funcs += r->nfuncs;
    t->listings++;
    return 0;
}

/* FILE against REF when FILE exists */
static int compare_files(const char *ref_path, const char *path, int sm, int lines, int enc,
                         struct tally *t)
{
    FILE *fp = fopen(path, "r");
    if (!fp)
        return 0;
    fclose(fp);
    struct sass_module *r = parse(ref_path, 0), *a = parse(path, sm);
    int bad = !r || !a || same_module(path, r, a, lines, enc, t);
    sass_module_free(r);
    sass_module_free(a);
    return bad;
}

static void test_full_listings(void **state)
{
    (void)state;
    char **list;
    size_t n = tu_glob("samples/*/sm_*.full.sass", &list);
    assert_true(n >= 30);
    struct tally t = { 0 };
    int bad = 0;
    for (size_t i = 0; i < n; i++) {
        char base[4096], ref[4200], refgi[4200], refhex[4200], p[4200];
        snprintf(base, sizeof base, "%.*s", (int)(strlen(list[i]) - strlen(".full.sass")), list[i]);
        snprintf(ref, sizeof ref, "%s.nvdisasm.sass", base);
        snprintf(refgi, sizeof refgi, "%s.nvdisasm-gi.sass", base);
        snprintf(refhex, sizeof refhex, "%s.hex.sass", base);
        bad += compare_files(ref, list[i], 0, 0, 0, &t);
        snprintf(p, sizeof p, "%s.full-g.sass", base);
        bad += compare_files(ref, p, 0, 1, 0, &t);
        snprintf(p, sizeof p, "%s.full-gi.sass", base);
        bad += compare_files(refgi, p, 0, 1, 0, &t);
        snprintf(p, sizeof p, "%s.full-hex.sass", base);
        bad += compare_files(refhex, p, 0, 0, 1, &t);
    }
    print_message("nvdisasm default output: %zu listings, %zu functions, %zu instructions, "
                  "%zu lines agree with the -c listings\n", t.listings, t.funcs, t.insns, t.lines);
    tu_free_list(list, n);
    assert_int_equal(bad, 0);
}

/* cuobjdump of fat.o with --sm XX against the listings of sm_XX.cubin: the
 * same code (fat.o was compiled on another day for the older samples: where
 * FORMATS.txt says its cubins differ in bytes, the code still agrees). */
static void test_fat_cuobjdump(void **state)
{
    (void)state;
    char **list;
    size_t n = tu_glob("samples/*/fat.cuobjdump.sass", &list);
    assert_true(n >= 18);
    struct tally t = { 0 };
    int bad = 0;
    for (size_t i = 0; i < n; i++) {
        char dir[4096], ref[4200], c[4200];
        snprintf(dir, sizeof dir, "%.*s", (int)(strlen(list[i]) - strlen("/fat.cuobjdump.sass")), list[i]);
        for (int sm = 80; sm <= 90; sm += 10) {
            snprintf(ref, sizeof ref, "%s/sm_%d.nvdisasm.sass", dir, sm);
            snprintf(c, sizeof c, "%s/sm_%d.cuobjdump.sass", dir, sm);
            bad += compare_files(ref, list[i], sm, 0, 0, &t);
            bad += compare_files(c, list[i], sm, 0, 1, &t);
        }
        /* no --sm: the highest, and both architectures are named */
        struct sass_module *m = parse(list[i], 0);
        assert_non_null(m);
        assert_int_equal(m->sm, 90);
        assert_int_equal(m->narchs, 2);
        assert_int_equal(m->archs[0], 80);
        sass_module_free(m);
    }
    /* the other containers of reduce_block's code */
    static const char *const others[] = {
        "samples/reduce_block/fat.fatbin.cuobjdump.sass", "samples/reduce_block/app.cuobjdump.sass",
        "samples/reduce_block/libfat.a.cuobjdump.sass",
    };
    for (size_t k = 0; k < sizeof others / sizeof *others; k++)
        for (int sm = 80; sm <= 90; sm += 10)
            bad += compare_files(sm == 80 ? "samples/reduce_block/sm_80.cuobjdump.sass"
                                          : "samples/reduce_block/sm_90.cuobjdump.sass",
                                 others[k], sm, 0, 1, &t);
    print_message("cuobjdump of fat binaries: %zu listings, %zu functions, %zu instructions agree\n",
                  t.listings, t.funcs, t.insns);
    tu_free_list(list, n);
    assert_int_equal(bad, 0);
}

/* -fun NAME: that function alone, for each architecture */
static void test_fun(void **state)
{
    (void)state;
    for (int sm = 80; sm <= 90; sm += 10) {
        struct sass_module *f = parse("samples/reduce_block/fat.fun.cuobjdump.sass", sm);
        struct sass_module *all = parse("samples/reduce_block/fat.cuobjdump.sass", sm);
        assert_non_null(f);
        assert_non_null(all);
        assert_int_equal(f->nfuncs, 1);
        const struct sass_function *g = sass_find_function(all, f->funcs[0].name);
        assert_non_null(g);
        assert_int_equal(g->ninsns, f->funcs[0].ninsns);
        for (size_t k = 0; k < g->ninsns; k++)
            assert_string_equal(g->insns[k].text, f->funcs[0].insns[k].text);
        sass_module_free(f);
        sass_module_free(all);
    }
}

/* ---- module data ------------------------------------------------------- */

static int cubin_size(const char *cub, const char *sec, uint8_t **data, size_t *len)
{
    return cubin_read_section(cub, sec, data, len, NULL) == WS_OK;
}

static int check_module_data(const char *listing, const char *cub)
{
    struct sass_module *m = parse(listing, 0);
    if (!m)
        return 1;
    int bad = 0;
    uint8_t *d;
    size_t n;
    if (!m->has_module_data) {
        print_error("%s: no module data\n", listing);
        bad++;
    }
    for (size_t i = 0; i < m->nfuncs; i++) {
        const struct sass_function *f = &m->funcs[i];
        char sec[600];
        snprintf(sec, sizeof sec, ".nv.shared.%s", f->name);
        size_t want = 0;
        if (cubin_size(cub, sec, &d, &n)) {
            want = n;
            free(d);
        }
        if ((size_t)f->shared_bytes != want) {
            print_error("%s: %s: shared %d bytes, the cubin %zu\n", listing, f->name, f->shared_bytes, want);
            bad++;
        }
        snprintf(sec, sizeof sec, ".nv.constant0.%s", f->name);
        const struct sass_cbank_data *b0 = sass_find_cbank(m, 0, f->name);
        if (cubin_size(cub, sec, &d, &n)) {
            if (!b0 || b0->len != n) {
                print_error("%s: %s: bank 0 of %zu bytes, the cubin %zu\n", listing, f->name,
                            b0 ? b0->len : 0, n);
                bad++;
            }
            free(d);
        }
    }
    const struct sass_cbank_data *b3 = sass_find_cbank(m, 3, NULL);
    if (cubin_size(cub, ".nv.constant3", &d, &n)) {
        if (!b3 || b3->len != n || memcmp(b3->data, d, n)) {
            print_error("%s: constant bank 3 differs from the cubin's\n", listing);
            bad++;
        }
        free(d);
    } else if (b3) {
        print_error("%s: a bank 3 the cubin does not have\n", listing);
        bad++;
    }
    /* initialised __device__ variables, in the order they are placed */
    if (cubin_size(cub, ".nv.global.init", &d, &n)) {
        size_t at = 0;
        for (size_t i = 0; i < m->nglobals; i++) {
            const struct sass_global *g = &m->globals[i];
            if (!g->init)
                continue;
            if (at + g->size > n || memcmp(d + at, g->init, g->size)) {
                print_error("%s: %s differs from .nv.global.init\n", listing, g->name);
                bad++;
            }
            at += g->size;
        }
        if (at != n) {
            print_error("%s: .nv.global.init variables of %zu bytes, the section %zu\n", listing, at, n);
            bad++;
        }
        free(d);
    }
    if (cubin_size(cub, ".nv.global", &d, &n)) {
        size_t z = 0;
        for (size_t i = 0; i < m->nglobals; i++)
            z += m->globals[i].init ? 0 : m->globals[i].size;
        if (z != n) {
            print_error("%s: .nv.global variables of %zu bytes, the section %zu\n", listing, z, n);
            bad++;
        }
        free(d);
    }
    int reserved = cubin_size(cub, ".nv.shared.reserved.0", &d, &n);
    if (reserved)
        free(d);
    if (reserved != (m->reserved_shared_bytes >= 0)) {
        print_error("%s: reserved shared memory %d, the cubin %s one\n", listing,
                    m->reserved_shared_bytes, reserved ? "has" : "has no");
        bad++;
    }
    sass_module_free(m);
    return bad;
}

static void test_module_data(void **state)
{
    (void)state;
    char **list;
    size_t n = tu_glob("samples/*/sm_*.full*.sass", &list);
    int bad = 0;
    for (size_t i = 0; i < n; i++) {
        char cub[4200];
        const char *dot = strstr(list[i], ".full");
        snprintf(cub, sizeof cub, "%.*s.cubin", (int)(dot - list[i]), list[i]);
        bad += check_module_data(list[i], cub);
    }
    print_message("module data of %zu default-output listings equals their cubins'\n", n);
    tu_free_list(list, n);
    assert_int_equal(bad, 0);
    /* the -c listing has none */
    struct sass_module *m = parse("samples/device_vars/sm_90.nvdisasm.sass", 0);
    assert_non_null(m);
    assert_int_equal(m->has_module_data, 0);
    sass_module_free(m);
}

/* device_vars by name: what the source declares */
static void test_device_vars(void **state)
{
    (void)state;
    struct sass_module *m = parse("samples/device_vars/sm_90.full.sass", 0);
    assert_non_null(m);
    const struct sass_global *lut = sass_find_global(m, "lut"), *bias = sass_find_global(m, "bias");
    const struct sass_global *hits = sass_find_global(m, "hits");
    assert_non_null(lut);
    assert_non_null(bias);
    assert_non_null(hits);
    assert_int_equal(lut->size, 1024);
    assert_int_equal(bias->size, 4);
    assert_non_null(bias->init);
    assert_int_equal(bias->init[0], 0x9c);      /* -100 */
    assert_null(hits->init);
    assert_int_equal(hits->size, 4);
    static const char *const syms[] = { "lut", "bias", "hits", "tickets" };
    for (uint32_t k = 0; k < 4; k++) {
        const struct sass_cbank_sym *s = sass_find_cbank_sym(m, 4, NULL, 8 * k);
        assert_non_null(s);
        assert_string_equal(s->symbol, syms[k]);
        assert_int_equal(s->size, 8);
    }
    assert_int_equal(m->reserved_shared_bytes, 0);
    sass_module_free(m);
}

/* ---- the cubins inside binaries ---------------------------------------- */

/* The .text sections of each ELF entry for sm against the functions of
 * cuobjdump's listing for sm: names and sizes (16 bytes an instruction). */
static int check_container(const char *path, const char *listing, const char *lelf, struct tally *t)
{
    struct fatbin fb;
    struct ws_error err;
    ws_error_clear(&err);
    if (fatbin_open(path, &fb, &err)) {
        print_error("%s: %s\n", path, err.msg);
        fatbin_close(&fb);
        return 1;
    }
    int bad = 0;
    size_t elfs = 0;
    for (int sm = 80; sm <= 90; sm += 10) {
        struct sass_module *m = parse(listing, sm);
        if (!m) {
            bad++;
            continue;
        }
        size_t seen = 0;
        for (size_t i = 0; i < fb.n; i++) {
            const struct fatbin_entry *e = &fb.e[i];
            if (e->kind != FATBIN_KIND_ELF || e->sm != sm)
                continue;
            assert_false(e->compressed);
            struct cubin_section *sec;
            size_t ns;
            if (cubin_sections_mem(path, e->data, e->len, &sec, &ns, &err)) {
                print_error("%s: %s\n", path, err.msg);
                bad++;
                continue;
            }
            for (size_t k = 0; k < ns; k++) {
                if (strncmp(sec[k].name, ".text.", 6))
                    continue;
                const struct sass_function *f = sass_find_function(m, sec[k].name + 6);
                if (!f || f->ninsns * SASS_INSN_BYTES != sec[k].size) {
                    print_error("%s: sm_%d %s: %llu bytes, cuobjdump %zu instructions\n", path, sm,
                                sec[k].name, (unsigned long long)sec[k].size, f ? f->ninsns : 0);
                    bad++;
                }
                seen++;
            }
            free(sec);
        }
        if (seen != m->nfuncs) {
            print_error("%s: sm_%d: %zu functions in the cubins, cuobjdump lists %zu\n", path, sm,
                        seen, m->nfuncs);
            bad++;
        }
        t->funcs += seen;
        sass_module_free(m);
    }
    for (size_t i = 0; i < fb.n; i++)
        elfs += fb.e[i].kind == FATBIN_KIND_ELF;
    if (lelf) {
        /* cuobjdump -lelf: "ELF file    1: kernel.sm_80.cubin", in order */
        size_t len;
        char *text = tu_read_file(lelf, &len);
        assert_non_null(text);
        size_t k = 0;
        for (char *l = strstr(text, "ELF file"); l; l = strstr(l + 1, "ELF file"), k++) {
            const char *a = strstr(l, ".sm_");
            if (k >= fb.n || !a || atoi(a + 4) != fb.e[k].sm) {
                print_error("%s: entry %zu differs from %s\n", path, k, lelf);
                bad++;
            }
        }
        if (k != elfs) {
            print_error("%s: %zu cubins, %s lists %zu\n", path, elfs, lelf, k);
            bad++;
        }
        free(text);
    }
    t->listings++;
    fatbin_close(&fb);
    return bad;
}

static void test_extract(void **state)
{
    (void)state;
    char **list;
    size_t n = tu_glob("samples/*/fat.o", &list);
    assert_true(n >= 18);
    struct tally t = { 0 };
    int bad = 0;
    for (size_t i = 0; i < n; i++) {
        char listing[4200], lelf[4200];
        snprintf(listing, sizeof listing, "%.*s/fat.cuobjdump.sass",
                 (int)(strlen(list[i]) - strlen("/fat.o")), list[i]);
        snprintf(lelf, sizeof lelf, "%.*s/fat.lelf.txt", (int)(strlen(list[i]) - strlen("/fat.o")),
                 list[i]);
        FILE *fp = fopen(lelf, "r");
        if (fp)
            fclose(fp);
        bad += check_container(list[i], listing, fp ? lelf : NULL, &t);
    }
    bad += check_container("samples/reduce_block/fat.fatbin",
                           "samples/reduce_block/fat.fatbin.cuobjdump.sass", NULL, &t);
    bad += check_container("samples/reduce_block/app", "samples/reduce_block/app.cuobjdump.sass",
                           "samples/reduce_block/app.lelf.txt", &t);
    bad += check_container("samples/reduce_block/libfat.a",
                           "samples/reduce_block/libfat.a.cuobjdump.sass", NULL, &t);
    print_message("cubins found in %zu binaries: %zu functions with cuobjdump's names and sizes\n",
                  t.listings, t.funcs);
    tu_free_list(list, n);
    assert_int_equal(bad, 0);
}

static void test_bad_containers(void **state)
{
    (void)state;
    size_t len;
    char *buf = tu_read_file("samples/reduce_block/fat.fatbin", &len);
    assert_non_null(buf);
    struct fatbin fb = { 0 };
    struct ws_error err;
    /* every truncation is an error, never a read past the end */
    for (size_t cut = 0; cut < len; cut += cut < 256 ? 1 : 997) {
        ws_error_clear(&err);
        if (cut)
            assert_int_equal(fatbin_parse("t", "t", (const uint8_t *)buf, cut, &fb, &err), WS_EFORMAT);
        free(fb.e);
        memset(&fb, 0, sizeof fb);
    }
    assert_int_equal(fatbin_parse("t", "t", (const uint8_t *)buf, len, &fb, &err), WS_OK);
    assert_int_equal(fb.n, 2);
    free(fb.e);
    memset(&fb, 0, sizeof fb);
    buf[0] ^= 1;        /* wrong magic */
    assert_int_equal(fatbin_parse("t", "t", (const uint8_t *)buf, len, &fb, &err), WS_EFORMAT);
    assert_non_null(strstr(err.msg, "magic"));
    free(fb.e);
    free(buf);
}

/* ---- instruction forms of the other formats -------------------------- */

static void test_insn_forms(void **state)
{
    (void)state;
    const char *src =
        "\t.target\tsm_80\n"
        "\t.section\t.text.k,\"ax\",@progbits\n"
        "k:\n"
        "        /*0000*/                   HMUL2 R0, R0, c[0x0] [0x174] ;\n"
        "        /*0010*/                   HFMA2 R2, R0, c[0x3] [0x8], -RZ ;\n"
        "        /*0020*/                   ERRBAR;\n"
        "        /*0030*/                   EXIT ;\n";
    struct sass_module *m = NULL;
    struct ws_error err;
    assert_int_equal(sass_parse_buffer("forms", src, strlen(src), &m, &err), WS_OK);
    const struct sass_insn *in = m->funcs[0].insns;
    assert_int_equal(in[0].ops[2].kind, SOP_CBANK);
    assert_int_equal(in[0].ops[2].u.cb.bank, 0);
    assert_int_equal(in[0].ops[2].u.cb.offset, 0x174);
    assert_int_equal(in[1].ops[2].u.cb.bank, 3);
    assert_int_equal(in[1].ops[2].u.cb.offset, 8);
    assert_string_equal(in[2].opcode, "ERRBAR");
    assert_int_equal(in[2].nops, 0);
    sass_module_free(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_full_listings),
        cmocka_unit_test(test_fat_cuobjdump),
        cmocka_unit_test(test_fun),
        cmocka_unit_test(test_module_data),
        cmocka_unit_test(test_device_vars),
        cmocka_unit_test(test_extract),
        cmocka_unit_test(test_bad_containers),
        cmocka_unit_test(test_insn_forms),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
