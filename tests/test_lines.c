/* test_lines.c - DWARF line tables against the real tools' view of them.
 *
 *  - every instruction of every sample and held-out cubin (-lineinfo and
 *    -G): the line must equal the `//## File "...", line N` state that
 *    nvdisasm -g printed (the committed *.nvdisasm.sass, read by the SASS
 *    parser);
 *  - the inlining state against nvdisasm -gi (`inlined at`);
 *  - AMDGPU and host objects against llvm-dwarfdump-19 --debug-line
 *    (committed references in tests/data/lines/, and the samples' gfx1100.o
 *    live when the tool is installed);
 *  - damaged cubins: WS_EFORMAT with a message, exit status 2, no crash;
 *  - source lookup rules.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "debuginfo/hostcode.h"
#include "debuginfo/lines.h"
#include "sass/sass.h"
#include "debuginfo/srcpath.h"
#include "session/input.h"
#include "base/strbuf.h"
#include "base/toolrun.h"
#include "lib/testutil.h"

#define DATA "tests/data/lines/"
#define SAMPLE_OBJECTS 15    /* samples with a native gfx1100.o */

static const char *base(const char *p)
{
    const char *s = strrchr(p, '/');
    return s ? s + 1 : p;
}

static struct lines_func *func_for(struct lines_table *t, const struct sass_function *sf)
{
    for (size_t i = 0; i < t->nfuncs; i++)
        if ((sf->section && !strcmp(t->funcs[i].section, sf->section)) ||
            !strcmp(t->funcs[i].name, sf->name))
            return &t->funcs[i];
    return NULL;
}

/* "x/sm_90.cubin" -> "x/sm_90<suffix>" */
static void sibling(const char *cubin, const char *suffix, char *out, size_t len)
{
    size_t n = strlen(cubin) - strlen(".cubin");
    snprintf(out, len, "%.*s%s", (int)n, cubin, suffix);
}

/* ---- nvdisasm -g ------------------------------------------------------- */

/* Compare the line table t of cubin with its dump; adds to *match and *total. */
static void check_table(const char *cubin, struct lines_table *t, const char *dump,
                        size_t *match, size_t *total)
{
    struct ws_error err;
    struct sass_module *m;
    if (sass_parse_file(dump, &m, &err))
        fail_msg("%s: %s", dump, err.msg);
    size_t bad = 0;
    for (size_t k = 0; k < m->nfuncs; k++) {
        const struct sass_function *sf = &m->funcs[k];
        struct lines_func *f = func_for(t, sf);
        if (!f)
            fail_msg("%s: no function %s in the line table", cubin, sf->name);
        for (size_t i = 0; i < sf->ninsns; i++) {
            const struct sass_insn *in = &sf->insns[i];
            const struct lines_row *r = lines_lookup(f, in->offset);
            const char *want = in->line.file >= 0 ? m->files[in->line.file] : NULL;
            const char *got = r && r->file >= 0 ? t->files[r->file] : NULL;
            int ok = want ? got && !strcmp(want, got) && r->line == in->line.line
                          : !got || r->line == 0;
            (*total)++;
            if (ok) {
                (*match)++;
            } else if (bad++ < 5) {
                print_message("%s %s+0x%04x: nvdisasm %s:%d, line table %s:%d\n", cubin,
                              sf->name, in->offset, want ? base(want) : "-", in->line.line,
                              got ? base(got) : "-", r ? r->line : 0);
            }
        }
    }
    sass_module_free(m);
}

static void check_dump(const char *cubin, const char *dump, size_t *match, size_t *total)
{
    struct ws_error err;
    struct lines_table *t;
    if (lines_open(cubin, &t, &err))
        fail_msg("%s: %s", cubin, err.msg);
    check_table(cubin, t, dump, match, total);
    lines_free(t);
}

static void run_dumps(const char *pattern, const char *suffix, const char *what)
{
    char **list;
    size_t n = tu_glob(pattern, &list), match = 0, total = 0, files = 0;
    for (size_t i = 0; i < n; i++) {
        char dump[1024];
        if (strstr(list[i], ".G.cubin") && strcmp(suffix, ".G.nvdisasm.sass"))
            continue;
        if (!strcmp(suffix, ".G.nvdisasm.sass"))
            sibling(list[i], ".nvdisasm.sass", dump, sizeof dump);  /* x.G + .nvdisasm.sass */
        else
            sibling(list[i], suffix, dump, sizeof dump);
        if (access(dump, R_OK))
            continue;
        check_dump(list[i], dump, &match, &total);
        files++;
    }
    tu_free_list(list, n);
    print_message("%s: %zu cubins, %zu/%zu instructions agree with nvdisasm -g\n", what,
                  files, match, total);
    assert_true(files > 0);
    assert_int_equal(match, total);
}

static void test_samples_lineinfo(void **state)
{
    (void)state;
    run_dumps("samples/*/sm_*.cubin", ".nvdisasm.sass", "samples -lineinfo");
}

static void test_heldout_lineinfo(void **state)
{
    (void)state;
    run_dumps("tests/heldout/*/sm_*.cubin", ".nvdisasm.sass", "held-out -lineinfo");
}

static void test_samples_G(void **state)
{
    (void)state;
    run_dumps("samples/*/sm_*.G.cubin", ".G.nvdisasm.sass", "samples -G");
}

/* ---- nvdisasm -gi ------------------------------------------------------ */

struct gi_state {
    char file[512], inl_file[512];
    int line, inl_line;     /* inl_line 0: not inlined */
};

/* `//## File "F", line N[ inlined at "G", line M]` into s; 0 when not one. */
static int gi_comment(const char *p, struct gi_state *s)
{
    const char *q = strstr(p, "//## File \"");
    if (!q)
        return 0;
    q += strlen("//## File \"");
    const char *e = strchr(q, '"');
    if (!e)
        return 0;
    snprintf(s->file, sizeof s->file, "%.*s", (int)(e - q), q);
    s->line = atoi(strstr(e, "line ") + 5);
    s->inl_line = 0;
    s->inl_file[0] = 0;
    const char *ia = strstr(e, "inlined at \"");
    if (ia) {
        ia += strlen("inlined at \"");
        const char *ie = strchr(ia, '"');
        snprintf(s->inl_file, sizeof s->inl_file, "%.*s", (int)(ie - ia), ia);
        s->inl_line = atoi(strstr(ie, "line ") + 5);
    }
    return 1;
}

/* For each instruction, the first comment of the group before it is the
 * innermost location (nvdisasm -gi prints the inlined one, then the outer
 * one).  The state holds until the next group. */
static void check_gi(const char *cubin, const char *dump, size_t *match, size_t *total,
                     size_t *inlined, size_t *hidden)
{
    struct ws_error err;
    struct lines_table *t;
    if (lines_open(cubin, &t, &err))
        fail_msg("%s: %s", cubin, err.msg);
    char *text = tu_read_file(dump, NULL);
    assert_non_null(text);
    struct lines_func *f = NULL;
    struct gi_state cur = { "", "", 0, 0 }, grp;
    int in_group = 0, have = 0;
    const struct lines_row *shown = NULL;   /* what nvdisasm would show now */
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        const char *sec = strstr(line, ".section\t.text.");
        if (sec) {
            char name[512];
            sscanf(sec + strlen(".section\t"), "%511[^,]", name);
            f = NULL;
            for (size_t i = 0; i < t->nfuncs; i++)
                if (!strcmp(t->funcs[i].section, name))
                    f = &t->funcs[i];
            assert_non_null(f);
            have = 0;
            shown = NULL;
            continue;
        }
        if (gi_comment(line, &grp)) {
            if (!in_group)
                cur = grp;
            in_group = have = 1;
            continue;
        }
        unsigned off;
        const char *o = strstr(line, "/*");
        if (!f || !o || sscanf(o, "/*%x*/", &off) != 1 || !strstr(line, ";"))
            continue;
        in_group = 0;
        const struct lines_row *r = lines_lookup(f, off);
        /* nvdisasm prints a group only where the innermost file or line
         * changes, so a new inlined-at alone stays unprinted: show ours the
         * same way, and count what it hides. */
        if (r && shown && shown->file == r->file && shown->line == r->line) {
            const struct lines_row *a = r->inl >= 0 ? &f->rows[r->inl] : NULL;
            const struct lines_row *b = shown->inl >= 0 ? &f->rows[shown->inl] : NULL;
            if ((a == NULL) != (b == NULL) || (a && (a->file != b->file || a->line != b->line)))
                (*hidden)++;
            r = shown;
        }
        shown = r;
        (*total)++;
        int ok;
        if (!have) {
            ok = !r || r->line == 0;
        } else {
            ok = r && r->file >= 0 && !strcmp(t->files[r->file], cur.file) && r->line == cur.line;
            if (ok && cur.inl_line) {
                const struct lines_row *site = r->inl >= 0 ? &f->rows[r->inl] : NULL;
                ok = site && site->file >= 0 && !strcmp(t->files[site->file], cur.inl_file) &&
                     site->line == cur.inl_line && r->inl_func;
                (*inlined)++;
            } else if (ok) {
                ok = r->inl < 0;
            }
        }
        if (ok)
            (*match)++;
        else
            print_message("%s+0x%04x: -gi %s:%d (at %s:%d), line table %d (at %d)\n", cubin,
                          off, base(cur.file), cur.line, base(cur.inl_file), cur.inl_line,
                          r ? r->line : 0, r && r->inl >= 0 ? f->rows[r->inl].line : -1);
    }
    free(text);
    lines_free(t);
}

static void test_inline_gi(void **state)
{
    (void)state;
    const char *pats[] = { "samples/*/sm_*.cubin", "tests/heldout/*/sm_*.cubin" };
    size_t match = 0, total = 0, inlined = 0, hidden = 0, files = 0;
    for (size_t p = 0; p < 2; p++) {
        char **list;
        size_t n = tu_glob(pats[p], &list);
        for (size_t i = 0; i < n; i++) {
            char dump[1024];
            if (strstr(list[i], ".G.cubin"))
                continue;
            sibling(list[i], ".nvdisasm-gi.sass", dump, sizeof dump);
            if (access(dump, R_OK))
                continue;
            check_gi(list[i], dump, &match, &total, &inlined, &hidden);
            files++;
        }
        tu_free_list(list, n);
    }
    print_message("nvdisasm -gi: %zu cubins, %zu/%zu instructions agree, %zu inlined; "
                  "%zu where only the call site changed (nvdisasm prints nothing there)\n",
                  files, match, total, inlined, hidden);
    assert_true(files > 0 && inlined > 0);
    assert_int_equal(match, total);
}

/* ---- llvm-dwarfdump --debug-line -------------------------------------- */

struct ref_row {
    uint64_t addr;
    int line, col, end;
    char file[256];     /* basename */
};

/* Rows of an llvm-dwarfdump-19 --debug-line listing. */
static size_t parse_dwarfdump(const char *text, struct ref_row **out)
{
    size_t n = 0, cap = 1024;
    struct ref_row *v = malloc(cap * sizeof *v);
    char names[256][256];
    int base_idx = 0;
    memset(names, 0, sizeof names);
    char *copy = strdup(text);
    int cur_file = -1;
    for (char *l = strtok(copy, "\n"); l; l = strtok(NULL, "\n")) {
        int idx;
        char nm[256];
        if (sscanf(l, "file_names[ %d]:", &idx) == 1) {
            cur_file = idx;
            continue;
        }
        if (cur_file >= 0 && cur_file < 256 && sscanf(l, " name: \"%255[^\"]\"", nm) == 1) {
            snprintf(names[cur_file], sizeof names[cur_file], "%s", base(nm));
            cur_file = -1;
            continue;
        }
        if (strstr(l, "debug_line[")) {
            memset(names, 0, sizeof names);
            base_idx = 0;
        }
        unsigned long long a;
        int line, col, file;
        if (l[0] == '0' && l[1] == 'x' && sscanf(l, "%llx %d %d %d", &a, &line, &col, &file) == 4) {
            if (n == cap)
                v = realloc(v, (cap *= 2) * sizeof *v);
            v[n].addr = a;
            v[n].line = line;
            v[n].col = col;
            v[n].end = strstr(l, "end_sequence") != NULL;
            snprintf(v[n].file, sizeof v[n].file, "%s",
                     file >= 0 && file < 256 ? names[file] : "");
            n++;
        }
    }
    (void)base_idx;
    free(copy);
    *out = v;
    return n;
}

/* Every row warpscope gives is a row of the reference, and every reference
 * row inside a function is one warpscope gives. */
static void check_ref(const char *obj, const char *reftext)
{
    struct ws_error err;
    struct lines_table *t;
    if (lines_open(obj, &t, &err))
        fail_msg("%s: %s", obj, err.msg);
    struct ref_row *ref;
    size_t nref = parse_dwarfdump(reftext, &ref), mine = 0, found = 0, inside = 0, covered = 0;
    assert_true(nref > 0);
    for (size_t k = 0; k < t->nfuncs; k++) {
        const struct lines_func *f = &t->funcs[k];
        for (size_t i = 0; i < f->nrows; i++) {
            const struct lines_row *r = &f->rows[i];
            mine++;
            size_t before = found;
            for (size_t j = 0; j < nref; j++)
                if (ref[j].addr == f->addr + r->offset && ref[j].line == r->line &&
                    ref[j].col == r->column && ref[j].end == r->end_seq &&
                    (r->file < 0 || !strcmp(ref[j].file, base(t->files[r->file])))) {
                    found++;
                    break;
                }
            if (found == before)
                print_message("%s: row %s+0x%llx %s:%d:%d%s not in llvm-dwarfdump\n", obj, f->name,
                              (unsigned long long)r->offset,
                              r->file >= 0 ? base(t->files[r->file]) : "-", r->line, r->column,
                              r->end_seq ? " end_sequence" : "");
        }
    }
    for (size_t j = 0; j < nref; j++) {
        for (size_t k = 0; k < t->nfuncs; k++) {
            const struct lines_func *f = &t->funcs[k];
            if (ref[j].end || ref[j].addr < f->addr || ref[j].addr >= f->addr + f->size)
                continue;
            inside++;
            for (size_t i = 0; i < f->nrows; i++)
                if (f->addr + f->rows[i].offset == ref[j].addr && f->rows[i].line == ref[j].line &&
                    f->rows[i].column == ref[j].col) {
                    covered++;
                    break;
                }
            break;
        }
    }
    print_message("%s: %zu/%zu rows found in llvm-dwarfdump, %zu/%zu reference rows covered\n",
                  obj, found, mine, covered, inside);
    assert_true(mine > 0);
    assert_int_equal(found, mine);
    assert_int_equal(covered, inside);
    free(ref);
    lines_free(t);
}

static void check_committed_ref(const char *obj)
{
    char refpath[512];
    snprintf(refpath, sizeof refpath, "%s.debug-line.txt", obj);
    char *text = tu_read_file(refpath, NULL);
    assert_non_null(text);
    check_ref(obj, text);
    free(text);
}

static void test_amdgpu_reference(void **state)
{
    (void)state;
    check_committed_ref(DATA "amd_small.gfx1100.o");
    struct lines_table *t;
    assert_int_equal(lines_open(DATA "amd_small.gfx1100.o", &t, NULL), WS_OK);
    assert_int_equal(t->kind, LINES_AMDGPU);
    assert_non_null(lines_find_function(t, "axpy_small"));
    assert_non_null(lines_find_function(t, "fill_small"));
    lines_free(t);
}

static void test_amdgpu_samples_live(void **state)
{
    (void)state;
    tu_need_tool("llvm-dwarfdump-19");
    char **list;
    size_t n = tu_glob("samples/*/gfx1100.o", &list);
    tu_need_count(n, SAMPLE_OBJECTS, "samples/*/gfx1100.o");
    for (size_t i = 0; i < n; i++) {
        const char *argv[] = { "llvm-dwarfdump-19", "--debug-line", list[i], NULL };
        struct strbuf out;
        sb_init(&out);
        int code;
        assert_int_equal(tools_run(argv, NULL, 0, &out, NULL, &code, NULL), WS_OK);
        check_ref(list[i], out.s);
        sb_free(&out);
    }
    tu_free_list(list, n);
}

static void test_host_objects(void **state)
{
    (void)state;
    const char *objs[] = {
        DATA "host_small.x86_64.o", DATA "host_small.aarch64.o",
        DATA "host_small.x86_64.elf", DATA "host_small.aarch64.elf",
        DATA "reduce_block.host.o",
    };
    for (size_t i = 0; i < sizeof objs / sizeof objs[0]; i++)
        check_committed_ref(objs[i]);
}

/* capstone over sum_squares: every instruction has a row, all in the
 * function's lines (7..14 of host_small.c, or 0 for compiler-made code). */
static void test_host_disasm(void **state)
{
    (void)state;
    const char *objs[] = {
        DATA "host_small.x86_64.o", DATA "host_small.aarch64.o",
        DATA "host_small.x86_64.elf", DATA "host_small.aarch64.elf",
    };
    for (size_t i = 0; i < sizeof objs / sizeof objs[0]; i++) {
        struct lines_table *t;
        struct host_func hf;
        struct ws_error err;
        assert_int_equal(lines_open(objs[i], &t, &err), WS_OK);
        assert_int_equal(t->kind, LINES_HOST);
        if (host_disasm(t, "sum_squares", &hf, &err))
            fail_msg("%s: %s", objs[i], err.msg);
        assert_true(hf.ninsns > 4);
        uint64_t end = 0;
        int saw_square = 0;
        for (size_t k = 0; k < hf.ninsns; k++) {
            assert_true(hf.insns[k].offset == end);
            end += hf.insns[k].size;
            assert_non_null(hf.insns[k].row);
            int ln = hf.insns[k].row->line;
            assert_true(ln == 0 || (ln >= 3 && ln <= 14));
            saw_square |= ln == 5 || ln == 12;  /* the inlined x * x, or its caller's line */
        }
        assert_true(end == hf.lf->size);
        assert_true(saw_square);
        host_func_free(&hf);
        assert_int_equal(host_disasm(t, "no_such_function", &hf, &err), WS_ENOTFOUND);
        lines_free(t);
    }
    struct lines_table *t;
    struct host_func hf;
    assert_int_equal(lines_open(DATA "amd_small.gfx1100.o", &t, NULL), WS_OK);
    assert_int_equal(host_disasm(t, "axpy_small", &hf, NULL), WS_EUNSUPPORTED);
    lines_free(t);
}

/* libdwarf (dwarf_srclines_b) and the decoder give the same rows. */
static void compare_libdwarf(const char *obj)
{
    struct lines_table *a = NULL, *b = NULL;
    struct ws_error err;
    if (lines_open(obj, &a, &err) || lines_open_libdwarf(obj, &b, &err))
        fail_msg("%s: %s", obj, err.msg);
    assert_int_equal(a->nfuncs, b->nfuncs);
    size_t rows = 0;
    for (size_t k = 0; k < a->nfuncs; k++) {
        const struct lines_func *fa = &a->funcs[k], *fb = &b->funcs[k];
        assert_string_equal(fa->name, fb->name);
        assert_int_equal(fa->nrows, fb->nrows);
        for (size_t i = 0; i < fa->nrows; i++, rows++) {
            assert_true(fa->rows[i].offset == fb->rows[i].offset);
            assert_int_equal(fa->rows[i].line, fb->rows[i].line);
            assert_int_equal(fa->rows[i].column, fb->rows[i].column);
            assert_int_equal(fa->rows[i].end_seq, fb->rows[i].end_seq);
        }
    }
    assert_true(rows > 0);
    lines_free(a);
    lines_free(b);
}

static void test_libdwarf_agrees(void **state)
{
    (void)state;
    compare_libdwarf(DATA "amd_small.gfx1100.o");
    compare_libdwarf(DATA "host_small.x86_64.elf");
    compare_libdwarf(DATA "host_small.aarch64.elf");
    char **list;
    size_t n = tu_glob("samples/*/gfx1100.o", &list);
    tu_need_count(n, SAMPLE_OBJECTS, "samples/*/gfx1100.o");
    for (size_t i = 0; i < n; i++)
        compare_libdwarf(list[i]);
    tu_free_list(list, n);
}

/* ---- damaged input ---------------------------------------------------- */

static const char *const corrupt[] = {
    "bad-unit-length", "bad-version", "bad-line-range", "bad-header-length",
    "truncated-program", "bad-extended-length", "truncated-file",
};

/* The warpscope binary next to this test (BUILD/tests/test_lines). */
static int warpscope_path(char *buf, size_t len)
{
    char self[1024];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0)
        return 0;
    self[n] = 0;
    char *s = strrchr(self, '/');
    if (!s)
        return 0;
    *s = 0;
    snprintf(buf, len, "%s/../warpscope", self);
    return access(buf, X_OK) == 0;
}

static void test_corrupt_cubins(void **state)
{
    (void)state;
    char ws[1100];
    int have_cli = warpscope_path(ws, sizeof ws);
    for (size_t i = 0; i < sizeof corrupt / sizeof corrupt[0]; i++) {
        char path[256];
        snprintf(path, sizeof path, DATA "%s.cubin", corrupt[i]);
        struct lines_table *t = NULL;
        struct ws_error err;
        ws_error_clear(&err);
        assert_int_equal(lines_open(path, &t, &err), WS_EFORMAT);
        assert_null(t);
        assert_string_equal(err.file, path);
        assert_true(strlen(err.msg) > 10);
        if (have_cli) {
            const char *argv[] = { ws, "lines", path, "--json", NULL };
            struct strbuf out, eout;
            sb_init(&out);
            sb_init(&eout);
            int code = -1;
            tools_run(argv, NULL, 0, &out, &eout, &code, NULL);
            assert_int_equal(code, 2);
            assert_non_null(strstr(eout.s, "error:"));
            sb_free(&out);
            sb_free(&eout);
        }
    }
    struct lines_table *t;
    assert_int_equal(lines_open("tests/data/lines/host_small.c", &t, NULL), WS_EFORMAT);
    assert_int_equal(lines_open("tests/data/lines/no-such-file", &t, NULL), WS_EIO);
}

/* .debug_line bytes of a cubin, copied. */
static uint8_t *section_copy(const char *path, const char *name, size_t *len)
{
    int fd = open(path, O_RDONLY);
    assert_true(fd >= 0);
    elf_version(EV_CURRENT);
    Elf *e = elf_begin(fd, ELF_C_READ, NULL);
    size_t shstr;
    elf_getshdrstrndx(e, &shstr);
    uint8_t *copy = NULL;
    for (Elf_Scn *s = elf_nextscn(e, NULL); s; s = elf_nextscn(e, s)) {
        GElf_Shdr sh;
        gelf_getshdr(s, &sh);
        if (strcmp(elf_strptr(e, shstr, sh.sh_name), name))
            continue;
        Elf_Data *d = elf_getdata(s, NULL);
        copy = malloc(d->d_size);
        memcpy(copy, d->d_buf, d->d_size);
        *len = d->d_size;
    }
    elf_end(e);
    close(fd);
    assert_non_null(copy);
    return copy;
}

/* Every prefix and every single-byte change of a real .debug_line decodes
 * or fails with WS_EFORMAT; run under ASan by `make asan`. */
static void test_decode_damage(void **state)
{
    (void)state;
    const char *cubins[] = { "samples/reduce_block/sm_90.cubin", "samples/reduce_block/sm_90.G.cubin" };
    for (size_t c = 0; c < 2; c++) {
        size_t len = 0;
        uint8_t *buf = section_copy(cubins[c], ".debug_line", &len);
        size_t fails = 0;
        for (size_t cut = 0; cut <= len; cut++) {
            uint8_t *tmp = malloc(cut ? cut : 1);   /* exact size: ASan sees overreads */
            memcpy(tmp, buf, cut);
            struct arena a;
            arena_init(&a, 4096);
            struct lines_prog p;
            enum ws_status s = lines_decode("cut", tmp, cut, NULL, 0, NULL, &a, &p, NULL);
            assert_true(s == WS_OK || s == WS_EFORMAT);
            fails += s != WS_OK;
            arena_free(&a);
            free(tmp);
        }
        assert_true(fails >= len - 1);      /* only the full section decodes */
        for (size_t at = 0; at < len; at++) {
            uint8_t *tmp = malloc(len);
            memcpy(tmp, buf, len);
            tmp[at] ^= 0xff;
            struct arena a;
            arena_init(&a, 4096);
            struct lines_prog p;
            enum ws_status s = lines_decode("flip", tmp, len, NULL, 0, NULL, &a, &p, NULL);
            assert_true(s == WS_OK || s == WS_EFORMAT);
            arena_free(&a);
            free(tmp);
        }
        free(buf);
    }
}

/* ---- source lookup ---------------------------------------------------- */

static void test_srcpath(void **state)
{
    (void)state;
    struct srcpath sp;
    char out[1024];
    struct ws_error err;
    srcpath_init(&sp);
    /* no rules: the path itself, or missing */
    assert_int_equal(srcpath_resolve(&sp, "tests/data/lines/host_small.c", out, sizeof out), 1);
    assert_int_equal(srcpath_resolve(&sp, "/build/machine/src/host_small.c", out, sizeof out), 0);
    assert_string_equal(out, "/build/machine/src/host_small.c");
    /* substitute-path: whole components only */
    assert_int_equal(srcpath_add_rule(&sp, SRCPATH_SUBSTITUTE, "/build/machine/src/",
                                      "tests/data/lines", &err), WS_OK);
    assert_int_equal(srcpath_resolve(&sp, "/build/machine/src/host_small.c", out, sizeof out), 1);
    assert_string_equal(out, "tests/data/lines/host_small.c");
    assert_int_equal(srcpath_resolve(&sp, "/build/machine/srcx/host_small.c", out, sizeof out), 0);
    srcpath_free(&sp);
    /* source-dir: longest path suffix first, then the basename */
    srcpath_init(&sp);
    assert_int_equal(srcpath_add_rule(&sp, SRCPATH_DIR, "samples", NULL, &err), WS_OK);
    assert_int_equal(srcpath_resolve(&sp, "/work/elsewhere/samples/reduce_block/kernel.cu",
                                     out, sizeof out), 1);
    assert_string_equal(out, "samples/reduce_block/kernel.cu");
    assert_int_equal(srcpath_add_rule(&sp, SRCPATH_DIR, "tests/data/lines", NULL, &err), WS_OK);
    assert_int_equal(srcpath_resolve(&sp, "/nowhere/amd_small.hip", out, sizeof out), 1);
    assert_string_equal(out, "tests/data/lines/amd_small.hip");
    assert_int_equal(srcpath_resolve(&sp, "/usr/local/cuda/include/sm_30_intrinsics.hpp.none",
                                     out, sizeof out), 0);
    assert_int_equal(srcpath_add_rule(&sp, SRCPATH_DIR, "", NULL, &err), WS_EARG);
    srcpath_free(&sp);
    /* the config-file form */
    srcpath_init(&sp);
    assert_int_equal(srcpath_parse_line(&sp, "# comment", "cfg", 1, &err), WS_OK);
    assert_int_equal(srcpath_parse_line(&sp, "   ", "cfg", 2, &err), WS_OK);
    assert_int_equal(srcpath_parse_line(&sp, "substitute-path \"/a b/src\" tests/data/lines", "cfg", 3,
                                        &err), WS_OK);
    assert_int_equal(srcpath_parse_line(&sp, "source-dir samples # trailing", "cfg", 4, &err), WS_OK);
    assert_int_equal(sp.nrules, 2);
    assert_int_equal(srcpath_resolve(&sp, "/a b/src/host_small.c", out, sizeof out), 1);
    assert_int_equal(srcpath_parse_line(&sp, "substitute-path onlyone", "cfg", 5, &err), WS_EPARSE);
    assert_string_equal(err.file, "cfg");
    assert_int_equal(err.line, 5);
    assert_int_equal(srcpath_parse_line(&sp, "source-dir \"unterminated", "cfg", 6, &err), WS_EPARSE);
    assert_int_equal(srcpath_parse_line(&sp, "bogus x", "cfg", 7, &err), WS_EPARSE);
    srcpath_free(&sp);
}

/* ---- the cubins inside fat binaries -------------------------------------- */

/* Two tables with the same functions, sizes, rows and files: 0. */
static int same_table(const struct lines_table *a, const struct lines_table *b)
{
    if (a->kind != b->kind || a->nfuncs != b->nfuncs || a->nfiles != b->nfiles)
        return 1;
    for (size_t i = 0; i < a->nfiles; i++)
        if (strcmp(a->files[i], b->files[i]))
            return 1;
    for (size_t k = 0; k < a->nfuncs; k++) {
        const struct lines_func *f = &a->funcs[k], *g = &b->funcs[k];
        if (strcmp(f->name, g->name) || f->size != g->size || f->nrows != g->nrows)
            return 1;
        for (size_t i = 0; i < f->nrows; i++)
            if (f->rows[i].offset != g->rows[i].offset || f->rows[i].file != g->rows[i].file ||
                f->rows[i].line != g->rows[i].line || f->rows[i].column != g->rows[i].column ||
                f->rows[i].inl != g->rows[i].inl)
                return 1;
    }
    return 0;
}

/* lines on a fat object: the table of its cubin for --sm (the highest
 * without), the one nvdisasm -g annotated (sm_XX.nvdisasm.sass) and, where
 * the object holds the committed cubin's bytes, the committed cubin's. */
static void test_fat_objects(void **state)
{
    (void)state;
    char **list;
    size_t n = tu_glob("samples/*/fat.o", &list), match = 0, total = 0, same = 0;
    tu_need_count(n, 18, "samples with fat.o");
    for (size_t i = 0; i < n; i++) {
        for (int sm = 0; sm <= 90; sm += sm ? 10 : 80) {
            struct ws_error err;
            struct lines_table *t, *c;
            struct input_arch arch;
            if (input_load_lines(list[i], sm, &t, &arch, &err))
                fail_msg("%s --sm %d: %s", list[i], sm, err.msg);
            assert_int_equal(t->kind, LINES_CUBIN);
            assert_int_equal(arch.sm, sm ? sm : 90);
            assert_int_equal(arch.narchs, 2);
            char cubin[1024], dump[1024];
            snprintf(cubin, sizeof cubin, "%.*s/sm_%d.cubin",
                     (int)(strlen(list[i]) - strlen("/fat.o")), list[i], arch.sm);
            sibling(cubin, ".nvdisasm.sass", dump, sizeof dump);
            check_table(list[i], t, dump, &match, &total);
            if (lines_open(cubin, &c, &err))
                fail_msg("%s: %s", cubin, err.msg);
            same += !same_table(t, c);
            lines_free(c);
            lines_free(t);
        }
    }
    print_message("%zu fat objects: %zu/%zu instructions on nvdisasm's line; %zu tables as the "
                  "committed cubins'\n", n, match, total, same);
    tu_free_list(list, n);
    assert_int_equal(match, total);
    tu_need_count(total, 1000, "instructions");
    /* const_fir's fat.o holds the committed cubins' bytes */
    struct lines_table *t, *c;
    struct input_arch arch;
    for (int sm = 80; sm <= 90; sm += 10) {
        char cubin[64];
        snprintf(cubin, sizeof cubin, "samples/const_fir/sm_%d.cubin", sm);
        assert_int_equal(input_load_lines("samples/const_fir/fat.o", sm, &t, &arch, NULL), WS_OK);
        assert_int_equal(lines_open(cubin, &c, NULL), WS_OK);
        assert_int_equal(same_table(t, c), 0);
        lines_free(c);
        lines_free(t);
    }
    /* an architecture it does not hold; a code object without device code */
    struct ws_error err;
    assert_int_equal(input_load_lines("samples/const_fir/fat.o", 86, &t, &arch, &err), WS_ENOTFOUND);
    assert_non_null(strstr(err.msg, "not sm_86"));
    assert_int_equal(input_load_lines("samples/const_fir/gfx1100.o", 90, &t, &arch, &err), WS_EFORMAT);
    assert_int_equal(input_load_lines("samples/const_fir/gfx1100.o", 0, &t, &arch, &err), WS_OK);
    assert_int_equal(t->kind, LINES_AMDGPU);
    lines_free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_samples_lineinfo),
        cmocka_unit_test(test_heldout_lineinfo),
        cmocka_unit_test(test_samples_G),
        cmocka_unit_test(test_inline_gi),
        cmocka_unit_test(test_amdgpu_reference),
        cmocka_unit_test(test_amdgpu_samples_live),
        cmocka_unit_test(test_host_objects),
        cmocka_unit_test(test_fat_objects),
        cmocka_unit_test(test_host_disasm),
        cmocka_unit_test(test_libdwarf_agrees),
        cmocka_unit_test(test_corrupt_cubins),
        cmocka_unit_test(test_decode_damage),
        cmocka_unit_test(test_srcpath),
    };
    return cmocka_run_group_tests_name("lines", tests, NULL, NULL);
}
