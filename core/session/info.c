/* info.c - what a file holds (info.h). */
#include "info.h"
#include "input.h"
#include "debuginfo/cubin.h"
#include "debuginfo/fatbin.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define EM_CUDA_MACHINE 190     /* elf.h: EM_CUDA */

/* ---- arrays in the arena ------------------------------------------------- */

/* Room for add more elements of elem bytes after the n of *arr (copied into
 * a larger block of the arena); the first new one, NULL on OOM. */
static void *more(struct arena *a, void *arr, size_t n, size_t add, size_t elem)
{
    void **p = arr;
    char *nb = arena_alloc(a, (n + add) * elem + 1);
    if (!nb)
        return NULL;
    if (n)
        memcpy(nb, *p, n * elem);
    *p = nb;
    return nb + n * elem;
}

static const char *keep(struct info *in, const char *s)
{
    return s ? arena_strdup(&in->arena, s) : NULL;
}

static enum ws_status oom(const char *path, struct ws_error *err)
{
    return ws_error_set(err, WS_ENOMEM, path, 0, "out of memory");
}

/* ---- module data of a cubin ---------------------------------------------- */

static int regs_of(const struct cubin_module *c, const char *func)
{
    for (size_t i = 0; i < c->nregs; i++)
        if (!strcmp(c->regs[i].func, func))
            return c->regs[i].registers;
    return -1;
}

static long shared_of(const struct cubin_module *c, const char *func)
{
    for (size_t i = 0; i < c->nshared; i++)
        if (!strcmp(c->shared[i].func, func))
            return (long)c->shared[i].bytes;
    return 0;           /* a kernel without .nv.shared.<kernel> has none */
}

/* The banks, variables and address words of c appended to a. */
static int add_module(struct info *in, struct info_arch *a, const struct cubin_module *c)
{
    struct info_bank *b = more(&in->arena, &a->banks, a->nbanks, c->nbanks, sizeof *b);
    struct info_var *v = b ? more(&in->arena, &a->vars, a->nvars, c->nvars, sizeof *v) : NULL;
    struct info_word *w = v ? more(&in->arena, &a->words, a->nwords, c->nsyms, sizeof *w) : NULL;
    if (!w)
        return -1;
    for (size_t i = 0; i < c->nbanks; i++, b++) {
        *b = (struct info_bank){ .bank = c->banks[i].bank, .func = keep(in, c->banks[i].func),
                                 .bytes = c->banks[i].len };
        if (c->banks[i].func && !b->func)
            return -1;
    }
    for (size_t i = 0; i < c->nvars; i++, v++)
        if (!(v->name = keep(in, c->vars[i].name)))
            return -1;
        else {
            v->size = c->vars[i].size;
            v->init = c->vars[i].init != NULL;
        }
    for (size_t i = 0; i < c->nsyms; i++, w++) {
        const struct cubin_bank_sym *s = &c->syms[i];
        *w = (struct info_word){ .bank = s->bank, .func = keep(in, s->func), .offset = s->offset,
                                 .size = s->size, .symbol = keep(in, s->symbol), .addend = s->addend };
        if (!w->symbol || (s->func && !w->func))
            return -1;
    }
    a->nbanks += c->nbanks;
    a->nvars += c->nvars;
    a->nwords += c->nsyms;
    a->module_data = 1;
    return 0;
}

/* ---- binaries ------------------------------------------------------------ */

/* One cubin image's functions (its .text.<name> sections) and module data
 * appended to a. */
static enum ws_status add_cubin(struct info *in, struct info_arch *a, const char *name,
                                const uint8_t *data, size_t len, struct ws_error *err)
{
    struct cubin_section *sec;
    size_t ns;
    enum ws_status s = cubin_sections_mem(name, data, len, &sec, &ns, err);
    if (s)
        return s;
    struct cubin_module c;
    s = cubin_read_module_mem(name, data, len, &c, err);
    size_t nt = 0;
    for (size_t k = 0; k < ns; k++)
        nt += !strncmp(sec[k].name, ".text.", 6);
    struct info_func *f = s ? NULL : more(&in->arena, &a->funcs, a->nfuncs, nt, sizeof *f);
    if (!s && !f)
        s = oom(name, err);
    for (size_t k = 0; k < ns && !s; k++) {
        const char *fn = sec[k].name + 6;
        if (!strncmp(sec[k].name, ".nv.shared.reserved.", 20)) {
            a->reserved_shared = (a->reserved_shared > 0 ? a->reserved_shared : 0) + (long)sec[k].size;
            continue;
        }
        if (strncmp(sec[k].name, ".text.", 6))
            continue;
        int regs = CUBIN_TEXT_REGISTERS(sec[k].info);
        *f = (struct info_func){
            .name = keep(in, fn),
            .insns = (long)(sec[k].size / SASS_INSN_BYTES),
            .bytes = sec[k].size,
            .registers = regs > 0 ? regs : regs_of(&c, fn),
            .shared = shared_of(&c, fn),
        };
        if (!f++->name)
            s = oom(name, err);
        else
            a->nfuncs++;
    }
    if (!s && add_module(in, a, &c))
        s = oom(name, err);
    cubin_module_free(&c);
    free(sec);
    return s;
}

/* The functions (.text.<name> sections) of an uncompressed cubin entry, -1
 * when they cannot be told. */
static long count_functions(const struct fatbin_entry *e)
{
    struct cubin_section *sec;
    size_t ns;
    if (e->kind != FATBIN_KIND_ELF || e->compressed || cubin_sections_mem("", e->data, e->len, &sec, &ns, NULL))
        return -1;
    long n = 0;
    for (size_t k = 0; k < ns; k++)
        n += !strncmp(sec[k].name, ".text.", 6);
    free(sec);
    return n;
}

static enum ws_status read_fatbin(struct info *in, const struct fatbin *fb, struct ws_error *err)
{
    struct info_cubin *cb = arena_alloc(&in->arena, (fb->n + 1) * sizeof *cb);
    if (!cb)
        return oom(in->path, err);
    in->cubins = cb;
    for (size_t i = 0; i < fb->n; i++) {
        const struct fatbin_entry *e = &fb->e[i];
        if (e->kind != FATBIN_KIND_ELF && e->kind != FATBIN_KIND_PTX)
            continue;
        cb[in->ncubins++] = (struct info_cubin){ .where = keep(in, e->where), .sm = e->sm,
                                                 .ptx = e->kind == FATBIN_KIND_PTX,
                                                 .compressed = e->compressed, .bytes = e->len,
                                                 .funcs = count_functions(e) };
    }
    int archs[SASS_MAX_ARCHS];
    in->narchs = input_fatbin_archs(fb, archs);
    if (!in->narchs)
        return ws_error_set(err, WS_ENOTFOUND, in->path, 0, "the fat binary holds no cubin with code%s",
                            fb->n ? " (PTX only?)" : "");
    in->default_sm = archs[in->narchs - 1];
    for (int k = 0; k < in->narchs; k++) {
        struct info_arch *a = &in->archs[k];
        a->sm = archs[k];
        a->reserved_shared = -1;
        for (size_t i = 0; i < fb->n; i++) {
            const struct fatbin_entry *e = &fb->e[i];
            if (e->kind != FATBIN_KIND_ELF || e->sm != a->sm || e->compressed)
                continue;
            char name[400];
            snprintf(name, sizeof name, "%s (the sm_%d cubin in %s)", in->path, e->sm, e->where);
            enum ws_status s = add_cubin(in, a, name, e->data, e->len, err);
            if (s)
                return s;
            a->read = 1;
        }
    }
    return WS_OK;
}

static enum ws_status read_binary(struct info *in, struct ws_error *err)
{
    struct fatbin fb;
    enum ws_status s = fatbin_open(in->path, &fb, err);
    if (s == WS_ENOTFOUND)
        s = ws_error_set(err, WS_EFORMAT, in->path, 0,
                         "neither a cubin nor a file with a fat binary (.nv_fatbin) in it");
    if (!s) {
        in->kind = INFO_BINARY;
        in->format = fatbin_is_container(fb.buf, fb.len) ? "fat binary (.fatbin)"
                   : fatbin_is_archive(fb.buf, fb.len)   ? "static library"
                                                         : "host ELF with a fat binary";
        s = read_fatbin(in, &fb, err);
    }
    fatbin_close(&fb);
    return s;
}

/* A cubin file: its bytes through the same reader as a fat binary's. */
static enum ws_status read_cubin(struct info *in, struct ws_error *err)
{
    FILE *fp = fopen(in->path, "rb");
    if (!fp)
        return ws_error_set(err, WS_EIO, in->path, 0, "cannot open: %s", strerror(errno));
    struct stat st;
    uint8_t *buf = NULL;
    size_t len = 0;
    if (!fstat(fileno(fp), &st) && st.st_size > 0 && (buf = malloc((size_t)st.st_size)))
        len = fread(buf, 1, (size_t)st.st_size, fp);
    fclose(fp);
    if (!buf)
        return ws_error_set(err, WS_ENOMEM, in->path, 0, "out of memory");
    struct cubin_module c;
    enum ws_status s = cubin_read_module_mem(in->path, buf, len, &c, err);
    int sm = c.sm;
    cubin_module_free(&c);
    in->kind = INFO_CUBIN;
    in->format = "cubin";
    in->narchs = 1;
    in->default_sm = sm;
    struct info_arch *a = &in->archs[0];
    a->sm = sm;
    a->reserved_shared = -1;
    a->read = 1;
    if (!s)
        s = add_cubin(in, a, in->path, buf, len, err);
    in->cubins = arena_alloc(&in->arena, sizeof *in->cubins);
    const char *base = strrchr(in->path, '/');
    if (!s && !in->cubins)
        s = oom(in->path, err);
    if (!s) {
        in->ncubins = 1;
        in->cubins[0] = (struct info_cubin){ .where = keep(in, base ? base + 1 : in->path),
                                             .sm = sm, .bytes = len, .funcs = (long)a->nfuncs };
    }
    free(buf);
    return s;
}

/* ---- listings ------------------------------------------------------------ */

/* What a listing lacks, from the cubin beside it (as the other commands
 * read it): registers (sm_90 listings do not print them), and the module
 * data of a listing without any. */
static int from_beside(struct info *in, struct info_arch *a, const char *path)
{
    int need = !a->module_data;
    for (size_t i = 0; i < a->nfuncs; i++)
        need |= a->funcs[i].registers < 0;
    char cub[4096];
    struct cubin_module c;
    struct ws_error err;
    if (!need || input_cubin_for(path, a->sm, cub, sizeof cub) || cubin_read_module(cub, &c, &err))
        return 0;
    int rc = 0;
    if (c.sm == a->sm) {
        for (size_t i = 0; i < a->nfuncs; i++) {
            struct info_func *f = &a->funcs[i];
            if (f->registers < 0)
                f->registers = regs_of(&c, f->name);
            if (!a->module_data)
                f->shared = shared_of(&c, f->name);
        }
        if (!a->module_data)
            rc = add_module(in, a, &c);
        a->beside = keep(in, cub);
        if (!a->beside)
            rc = -1;
    }
    cubin_module_free(&c);
    return rc;
}

static int add_listing(struct info *in, struct info_arch *a, const struct sass_module *m)
{
    a->read = 1;
    a->reserved_shared = m->reserved_shared_bytes;
    a->funcs = arena_alloc(&in->arena, (m->nfuncs + 1) * sizeof *a->funcs);
    if (!a->funcs)
        return -1;
    for (size_t i = 0; i < m->nfuncs; i++) {
        const struct sass_function *f = &m->funcs[i];
        struct info_func *o = &a->funcs[a->nfuncs++];
        *o = (struct info_func){
            .name = keep(in, f->name),
            .insns = (long)f->ninsns,
            .bytes = f->ninsns ? f->insns[f->ninsns - 1].offset + SASS_INSN_BYTES : 0,
            .registers = f->registers,
            .shared = m->has_module_data ? f->shared_bytes : -1,
        };
        if (!o->name)
            return -1;
    }
    if (!m->has_module_data)
        return from_beside(in, a, m->path ? m->path : in->path);
    a->module_data = 1;
    struct info_bank *b = more(&in->arena, &a->banks, 0, m->ncbanks, sizeof *b);
    struct info_var *v = b ? more(&in->arena, &a->vars, 0, m->nglobals, sizeof *v) : NULL;
    struct info_word *w = v ? more(&in->arena, &a->words, 0, m->ncbsyms, sizeof *w) : NULL;
    if (!w)
        return -1;
    for (size_t i = 0; i < m->ncbanks; i++)
        b[a->nbanks++] = (struct info_bank){ .bank = m->cbanks[i].bank,
                                             .func = keep(in, m->cbanks[i].func),
                                             .bytes = m->cbanks[i].len };
    for (size_t i = 0; i < m->nglobals; i++)
        v[a->nvars++] = (struct info_var){ .name = keep(in, m->globals[i].name),
                                           .size = m->globals[i].size,
                                           .init = m->globals[i].init != NULL };
    for (size_t i = 0; i < m->ncbsyms; i++) {
        const struct sass_cbank_sym *s = &m->cbsyms[i];
        w[a->nwords++] = (struct info_word){ .bank = s->bank, .func = keep(in, s->func),
                                             .offset = s->offset, .size = s->size,
                                             .symbol = keep(in, s->symbol), .addend = s->addend };
    }
    return from_beside(in, a, m->path ? m->path : in->path);
}

static enum ws_status read_listing(struct info *in, const char *listing, struct ws_error *err)
{
    struct sass_module *m;
    enum ws_status s = sass_parse_file_sm(listing, 0, &m, err);
    if (s)
        return s;
    in->kind = INFO_LISTING;
    in->format = m->format == SASS_FMT_CUOBJDUMP ? "cuobjdump -sass listing"
               : m->has_module_data              ? "nvdisasm listing (with its sections)"
                                                 : "nvdisasm -c listing (code only)";
    in->default_sm = m->sm;
    int archs[SASS_MAX_ARCHS], na = m->narchs;
    memcpy(archs, m->archs, sizeof archs);
    if (!na)
        archs[na++] = m->sm;            /* a listing that does not name its architecture */
    for (int k = 0; k < na && !s; k++) {
        struct sass_module *mk = m;
        if (archs[k] != m->sm && (s = sass_parse_file_sm(listing, archs[k], &mk, err)))
            break;
        in->archs[k].sm = archs[k];
        if (add_listing(in, &in->archs[k], mk))
            s = oom(listing, err);
        if (mk != m)
            sass_module_free(mk);
    }
    in->narchs = na;
    sass_module_free(m);
    return s;
}

/* ---- one order for every source ------------------------------------------ */

static int cmp_str(const char *a, const char *b)
{
    return a && b ? strcmp(a, b) : (b != NULL) - (a != NULL);     /* NULL (module-wide) first */
}

static int cmp_bank(const void *x, const void *y)
{
    const struct info_bank *a = x, *b = y;
    return a->bank != b->bank ? (a->bank > b->bank) - (a->bank < b->bank) : cmp_str(a->func, b->func);
}

static int cmp_var(const void *x, const void *y)
{
    return strcmp(((const struct info_var *)x)->name, ((const struct info_var *)y)->name);
}

static int cmp_word(const void *x, const void *y)
{
    const struct info_word *a = x, *b = y;
    if (a->bank != b->bank)
        return (a->bank > b->bank) - (a->bank < b->bank);
    int c = cmp_str(a->func, b->func);
    return c ? c : (a->offset > b->offset) - (a->offset < b->offset);
}

/* Banks by number, variables by name, words by bank and offset: listings
 * and cubins order their sections and symbols differently. */
static void sort_arch(struct info_arch *a)
{
    if (a->nbanks)
        qsort(a->banks, a->nbanks, sizeof *a->banks, cmp_bank);
    if (a->nvars)
        qsort(a->vars, a->nvars, sizeof *a->vars, cmp_var);
    if (a->nwords)
        qsort(a->words, a->nwords, sizeof *a->words, cmp_word);
}

/* ---- the file ------------------------------------------------------------ */

/* ELF e_machine of the first bytes h (n of them), -1 when not ELF. */
static int elf_machine(const uint8_t *h, size_t n)
{
    if (n < 20 || memcmp(h, "\177ELF", 4))
        return -1;
    return h[5] == 2 ? (h[18] << 8 | h[19]) : (h[18] | h[19] << 8);
}

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && !strcmp(s + n - k, suffix);
}

enum ws_status info_read(const char *path, struct info **out, struct ws_error *err)
{
    *out = NULL;
    struct stat st;
    if (stat(path, &st))
        return ws_error_set(err, WS_EIO, path, 0, "cannot open: %s", strerror(errno));
    uint8_t h[20] = { 0 };
    size_t n = 0;
    char listing[4096];
    snprintf(listing, sizeof listing, "%s", path);
    /* its first bytes, then the listing once per architecture: a pipe
     * would give each read what the one before left */
    if (!S_ISDIR(st.st_mode) && !S_ISREG(st.st_mode))
        return ws_error_set(err, WS_EFORMAT, path, 0,
                            "not a regular file: info reads FILE more than once (save the pipe's "
                            "output to a file)");
    if (S_ISDIR(st.st_mode)) {
        snprintf(listing, sizeof listing, "%s/sm_%d.nvdisasm.sass", path, INPUT_DEFAULT_SM);
        if (stat(listing, &st))
            return ws_error_set(err, WS_ENOTFOUND, path, 0, "not a sample directory: no %s", listing);
    } else {
        FILE *fp = fopen(path, "rb");
        if (!fp)
            return ws_error_set(err, WS_EIO, path, 0, "cannot open: %s", strerror(errno));
        n = fread(h, 1, sizeof h, fp);
        fclose(fp);
    }
    struct info *in = calloc(1, sizeof *in);
    if (!in)
        return oom(path, err);
    arena_init(&in->arena, 16 * 1024);
    in->path = arena_strdup(&in->arena, path);
    enum ws_status s = in->path ? WS_OK : oom(path, err);
    int em = elf_machine(h, n);
    int container = fatbin_is_container(h, n) || fatbin_is_archive(h, n);
    if (s)
        ;
    else if (em == EM_CUDA_MACHINE)
        s = read_cubin(in, err);
    else if (ends_with(path, ".fatbin") && !container)
        s = ws_error_set(err, WS_EFORMAT, path, 0,
                         "not a fat binary: it does not start with the magic 0x%08x", FATBIN_MAGIC);
    else if (em >= 0 || container)
        s = read_binary(in, err);
    else
        s = read_listing(in, listing, err);
    if (s) {
        info_free(in);
        return s;
    }
    for (int k = 0; k < in->narchs; k++)
        sort_arch(&in->archs[k]);
    *out = in;
    return WS_OK;
}

void info_free(struct info *in)
{
    if (!in)
        return;
    arena_free(&in->arena);
    free(in);
}
