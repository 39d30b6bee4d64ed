/* test_sass_samples.c - the SASS front end over every committed dump.
 *
 * The expected values come from the dumps themselves, read by the simple
 * scanners below that share no code with the parser: an instruction is a line
 * whose first characters are "/ *HEX* /", its text runs to the ';', and the
 * line it belongs to is the last `//## File "...", line N` comment nvdisasm -g
 * printed before it in the same function.  The three tools' listings of one
 * cubin (nvdisasm -g, nvdisasm -hex, cuobjdump -sass) must agree with each
 * other on functions, offsets and opcodes.
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

#include "sass/sass.h"
#include "sass/sass_dump.h"
#include "sass/sass_opcodes.h"
#include "lib/testutil.h"

static const char *const dump_globs[] = {
    "samples/*/sm_*.nvdisasm.sass", "samples/*/sm_*.nvdisasm-gi.sass",
    "samples/*/sm_*.hex.sass", "samples/*/sm_*.cuobjdump.sass",
    "samples/*/sm_90.G.nvdisasm.sass",
    "tests/heldout/*/sm_*.nvdisasm.sass", "tests/heldout/*/sm_*.nvdisasm-gi.sass",
    "tests/heldout/*/sm_*.hex.sass", "tests/heldout/*/sm_*.cuobjdump.sass",
};

/* ---- independent scanners --------------------------------------------- */

/* Is this line an instruction line?  Sets text and tlen to the text between
 * the offset comment and the ';'. */
static int scan_insn(const char *l, const char *e, const char **text, size_t *tlen)
{
    while (l < e && isspace((unsigned char)*l))
        l++;
    if (e - l < 5 || l[0] != '/' || l[1] != '*' || !isxdigit((unsigned char)l[2]))
        return 0;
    const char *q = l + 2;
    while (q < e && isxdigit((unsigned char)*q))
        q++;
    if (e - q < 2 || q[0] != '*' || q[1] != '/')
        return 0;
    q += 2;
    const char *semi = memchr(q, ';', (size_t)(e - q));
    if (!semi)
        return 0;
    while (q < semi && isspace((unsigned char)*q))
        q++;
    const char *t = semi;
    while (t > q && isspace((unsigned char)t[-1]))
        t--;
    *text = q;
    *tlen = (size_t)(t - q);
    return 1;
}

struct ref_insn {
    char text[160];     /* instruction text */
    char file[256];     /* annotated file, "" when none */
    int line;           /* annotated line, 0 when none */
};

static size_t scan_file(const char *buf, struct ref_insn **out)
{
    size_t n = 0, cap = 1024;
    struct ref_insn *r = malloc(cap * sizeof *r);
    char file[256] = "";
    int line = 0;
    for (const char *p = buf; *p;) {
        const char *e = strchr(p, '\n');
        if (!e)
            e = p + strlen(p);
        const char *s = p;
        while (s < e && isspace((unsigned char)*s))
            s++;
        const char *t;
        size_t tl;
        if (!strncmp(s, ".section", 8) || !strncmp(s, "Function :", 10)) {
            file[0] = 0;        /* line info restarts with each function */
            line = 0;
        } else if (!strncmp(s, "//## File \"", 11)) {
            const char *f = s + 11, *fe = memchr(f, '"', (size_t)(e - f));
            snprintf(file, sizeof file, "%.*s", (int)(fe - f), f);
            line = atoi(strstr(fe, "line ") + 5);
        } else if (scan_insn(p, e, &t, &tl)) {
            if (n == cap)
                r = realloc(r, (cap *= 2) * sizeof *r);
            snprintf(r[n].text, sizeof r[n].text, "%.*s", (int)tl, t);
            snprintf(r[n].file, sizeof r[n].file, "%s", file);
            r[n].line = line;
            n++;
        }
        p = *e ? e + 1 : e;
    }
    *out = r;
    return n;
}

/* ---- tests ------------------------------------------------------------- */

static size_t total_insns(const struct sass_module *m)
{
    size_t n = 0;
    for (size_t i = 0; i < m->nfuncs; i++)
        n += m->funcs[i].ninsns;
    return n;
}

/* opcode as the first dot-separated token after an optional guard */
static void ref_opcode(const char *text, char *op, size_t len)
{
    const char *p = text;
    if (*p == '@') {
        while (*p && *p != ' ')
            p++;
        while (*p == ' ')
            p++;
    }
    size_t k = 0;
    while (p[k] && p[k] != '.' && p[k] != ' ' && k + 1 < len) {
        op[k] = p[k];
        k++;
    }
    op[k] = 0;
}

static void check_dump(const char *path, size_t *files, size_t *insns)
{
    size_t len;
    char *buf = tu_read_file(path, &len);
    assert_non_null(buf);
    struct ref_insn *ref;
    size_t nref = scan_file(buf, &ref);
    struct sass_module *m;
    struct ws_error err;
    ws_error_clear(&err);
    if (sass_parse_buffer(path, buf, len, &m, &err))
        fail_msg("%s:%d: %s", err.file, err.line, err.msg);
    if (total_insns(m) != nref)
        fail_msg("%s: parsed %zu instructions, the dump has %zu", path, total_insns(m), nref);
    int with_lines = strstr(path, "nvdisasm") != NULL;
    size_t k = 0;
    for (size_t fi = 0; fi < m->nfuncs; fi++) {
        for (size_t i = 0; i < m->funcs[fi].ninsns; i++, k++) {
            const struct sass_insn *in = &m->funcs[fi].insns[i];
            char op[64];
            ref_opcode(ref[k].text, op, sizeof op);
            if (strcmp(in->text, ref[k].text) || strcmp(in->opcode, op))
                fail_msg("%s: insn %zu: text '%s' opcode %s, expected '%s' %s", path, k,
                         in->text, in->opcode, ref[k].text, op);
            if (in->unknown)
                fail_msg("%s: '%s': opcode %s missing from the opcode table", path, in->text, in->opcode);
            if (!with_lines)
                continue;
            const char *f = in->line.file >= 0 ? m->files[in->line.file] : "";
            if (strcmp(f, ref[k].file) || in->line.line != ref[k].line)
                fail_msg("%s: insn %zu '%s': line %s:%d, annotated %s:%d", path, k, in->text,
                         f, in->line.line, ref[k].file, ref[k].line);
        }
    }
    if (strstr(path, ".hex.") || strstr(path, ".cuobjdump."))
        for (size_t fi = 0; fi < m->nfuncs; fi++)
            for (size_t i = 0; i < m->funcs[fi].ninsns; i++)
                if (!m->funcs[fi].insns[i].ctrl.valid)
                    fail_msg("%s: '%s' has no decoded control bits", path, m->funcs[fi].insns[i].text);
    *insns += nref;
    (*files)++;
    free(ref);
    free(buf);
    sass_module_free(m);
}

static void test_every_dump_parses(void **state)
{
    (void)state;
    size_t files = 0, insns = 0;
    for (size_t g = 0; g < sizeof dump_globs / sizeof dump_globs[0]; g++) {
        char **list;
        size_t n = tu_glob(dump_globs[g], &list);
        for (size_t i = 0; i < n; i++)
            check_dump(list[i], &files, &insns);
        tu_free_list(list, n);
    }
    /* 15 samples x 2 archs x 4 listings + 2 -G dumps + 5 held-out x 4 archs x 4 */
    assert_true(files >= 15 * 2 * 4 + 2 + 5 * 4 * 4);
    print_message("      %zu dumps, %zu instructions\n", files, insns);
}

static void same_module(const struct sass_module *a, const struct sass_module *b, const char *what)
{
    assert_int_equal(a->nfuncs, b->nfuncs);
    for (size_t fi = 0; fi < a->nfuncs; fi++) {
        const struct sass_function *fa = &a->funcs[fi], *fb = &b->funcs[fi];
        assert_string_equal(fa->name, fb->name);
        assert_int_equal(fa->ninsns, fb->ninsns);
        assert_int_equal(fa->nlabels, fb->nlabels);
        for (size_t i = 0; i < fa->ninsns; i++) {
            const struct sass_insn *x = &fa->insns[i], *y = &fb->insns[i];
            if (x->offset != y->offset || strcmp(x->text, y->text) || x->nops != y->nops ||
                x->nmods != y->nmods || x->line.line != y->line.line ||
                x->has_enc != y->has_enc || x->enc[0] != y->enc[0] || x->enc[1] != y->enc[1])
                fail_msg("%s: round trip changed '%s' at 0x%x", what, x->text, x->offset);
            if ((x->line.file >= 0) != (y->line.file >= 0) ||
                (x->line.file >= 0 && strcmp(a->files[x->line.file], b->files[y->line.file])))
                fail_msg("%s: round trip changed the file of '%s'", what, x->text);
            for (unsigned k = 0; k < x->nops; k++)
                assert_int_equal(x->ops[k].kind, y->ops[k].kind);
        }
    }
}

static void test_round_trip(void **state)
{
    (void)state;
    static const char *const globs[] = { "samples/*/sm_*.nvdisasm*.sass", "samples/*/sm_*.hex.sass",
                                         "samples/*/sm_*.cuobjdump.sass" };
    size_t count = 0;
    for (size_t g = 0; g < 3; g++) {
        char **list;
        size_t n = tu_glob(globs[g], &list);
        for (size_t i = 0; i < n; i++) {
            struct sass_module *a, *b;
            assert_int_equal(sass_parse_file(list[i], &a, NULL), WS_OK);
            struct strbuf t;
            sb_init(&t);
            sass_dump_text(a, &t);
            struct ws_error err;
            if (sass_parse_buffer("roundtrip", t.s, t.len, &b, &err))
                fail_msg("%s: re-parse: line %d: %s", list[i], err.line, err.msg);
            same_module(a, b, list[i]);
            /* and the text is a fixed point */
            struct strbuf t2;
            sb_init(&t2);
            sass_dump_text(b, &t2);
            assert_int_equal(t.len, t2.len);
            assert_memory_equal(t.s, t2.s, t.len);
            sb_free(&t);
            sb_free(&t2);
            sass_module_free(a);
            sass_module_free(b);
            count++;
        }
        tu_free_list(list, n);
    }
    assert_true(count >= 15 * 2 * 4);
}

static const struct sass_function *by_name(const struct sass_module *m, const char *name)
{
    for (size_t i = 0; i < m->nfuncs; i++)
        if (!strcmp(m->funcs[i].name, name))
            return &m->funcs[i];
    return NULL;
}

/* nvdisasm -g, nvdisasm -hex and cuobjdump -sass list the same code. */
static void test_formats_agree(void **state)
{
    (void)state;
    char **list;
    size_t n = tu_glob("samples/*/sm_*.nvdisasm.sass", &list);
    assert_true(n >= 30);
    for (size_t i = 0; i < n; i++) {
        if (strstr(list[i], ".G."))
            continue;   /* -G builds have no -hex/cuobjdump listings */
        char base[512], p2[600], p3[600];
        snprintf(base, sizeof base, "%.*s", (int)(strlen(list[i]) - strlen(".nvdisasm.sass")), list[i]);
        snprintf(p2, sizeof p2, "%s.hex.sass", base);
        snprintf(p3, sizeof p3, "%s.cuobjdump.sass", base);
        struct sass_module *a, *b, *c;
        assert_int_equal(sass_parse_file(list[i], &a, NULL), WS_OK);
        assert_int_equal(sass_parse_file(p2, &b, NULL), WS_OK);
        assert_int_equal(sass_parse_file(p3, &c, NULL), WS_OK);
        assert_int_equal(c->format, SASS_FMT_CUOBJDUMP);
        assert_int_equal(a->format, SASS_FMT_NVDISASM);
        assert_int_equal(a->sm, c->sm);
        assert_int_equal(a->nfuncs, b->nfuncs);
        for (size_t fi = 0; fi < a->nfuncs; fi++) {
            const struct sass_function *fa = &a->funcs[fi];
            const struct sass_function *fb = by_name(b, fa->name), *fc = by_name(c, fa->name);
            if (!fb || !fc)
                fail_msg("%s: function %s missing from another listing", base, fa->name);
            assert_int_equal(fa->ninsns, fb->ninsns);
            assert_int_equal(fa->ninsns, fc->ninsns);
            for (size_t k = 0; k < fa->ninsns; k++) {
                assert_int_equal(fa->insns[k].offset, fc->insns[k].offset);
                assert_string_equal(fa->insns[k].opcode, fc->insns[k].opcode);
                assert_string_equal(fa->insns[k].text, fb->insns[k].text);
                /* the two tools print the same encoding */
                assert_true(fb->insns[k].enc[0] == fc->insns[k].enc[0]);
                assert_true(fb->insns[k].enc[1] == fc->insns[k].enc[1]);
            }
        }
        sass_module_free(a);
        sass_module_free(b);
        sass_module_free(c);
    }
    tu_free_list(list, n);
}

/* Hand-decoded control words (bits 41..61 of the high half).
 * 0x000fe20000000800: >>41 = 0x7f1 = 0b000000 111 111 1 0001:
 *   stall 1, yield 1, wbar 7 (none), rbar 7 (none), wait 0, reuse 0.
 * 0x004fca00078e0203: >>41 = 0x27e5 = 0b0000 000100 111 111 0 0101:
 *   stall 5, yield 0, wbar 7, rbar 7, wait 0b000100 (waits on SB2), reuse 0.
 * 0x001fe8000c101904: >>41 = 0xff4 = 0b0000 000001 111 111 1 0100:
 *   stall 4, yield 1, wbar 7, rbar 7, wait 0b000001 (SB0).
 * 0x000ea8000c1e1900: >>41 = 0x754 = 0b0000 000000 111 010 1 0100:
 *   stall 4, yield 1, wbar 2 (sets SB2), rbar 7, wait 0. */
static void test_control_bits(void **state)
{
    (void)state;
    struct sass_control c = sass_decode_control(0x000fe20000000800ull);
    assert_int_equal(c.stall, 1);
    assert_int_equal(c.yield, 1);
    assert_int_equal(c.wbar, 7);
    assert_int_equal(c.rbar, 7);
    assert_int_equal(c.wait, 0);
    c = sass_decode_control(0x004fca00078e0203ull);
    assert_int_equal(c.stall, 5);
    assert_int_equal(c.yield, 0);
    assert_int_equal(c.wait, 4);
    c = sass_decode_control(0x001fe8000c101904ull);
    assert_int_equal(c.stall, 4);
    assert_int_equal(c.wait, 1);
    c = sass_decode_control(0x000ea8000c1e1900ull);
    assert_int_equal(c.stall, 4);
    assert_int_equal(c.wbar, 2);
    assert_int_equal(c.rbar, 7);
    assert_int_equal(c.wait, 0);
}

static void test_opcode_table(void **state)
{
    (void)state;
    size_t n = sass_opinfo_count();
    assert_true(n >= 80);
    for (size_t i = 1; i < n; i++)
        if (strcmp(sass_opinfo_at(i - 1)->name, sass_opinfo_at(i)->name) >= 0)
            fail_msg("opcode table not sorted at %s", sass_opinfo_at(i)->name);
    for (size_t i = 0; i < n; i++)
        assert_ptr_equal(sass_opinfo_find(sass_opinfo_at(i)->name), sass_opinfo_at(i));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_dump_parses),
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_formats_agree),
        cmocka_unit_test(test_control_bits),
        cmocka_unit_test(test_opcode_table),
    };
    return cmocka_run_group_tests_name("sass_samples", tests, NULL, NULL);
}
