/* cli_lines.c - `warpscope lines FILE [--json] [--sm N] [--source-dir DIR]
 * [--substitute-path FROM TO]` and `warpscope host FILE --function NAME`.
 *
 * lines reads a cubin, an AMDGPU code object, or a host ELF; a host
 * object, executable, static library or .fatbin with device code gives the
 * line table of its cubin (--sm N: that architecture's, else the highest).
 * It prints one row per instruction offset: for a cubin every 16-byte
 * instruction of each kernel's section, for a host ELF every instruction
 * capstone decodes, for an AMDGPU code object every instruction
 * llvm-objdump-19 decodes (every offset the line table names when it is
 * missing).  Each row is the line-table row in effect there. */
#include "cli.h"
#include "debuginfo/hostcode.h"
#include "session/input.h"
#include "debuginfo/lines.h"
#include "session/config.h"
#include "debuginfo/srcpath.h"
#include "base/strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct lines_opts {
    const char *path;
    const char *function;       /* host: --function */
    int json;
    int sm;                     /* lines: --sm, the cubin of a binary */
    struct srcpath sp;
};

static int parse_opts(const char *cmd, int argc, char **argv, struct lines_opts *o)
{
    struct ws_error err;
    memset(o, 0, sizeof *o);
    srcpath_init(&o->sp);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--json")) {
            o->json = 1;
        } else if (!strcmp(a, "--source-dir") && i + 1 < argc) {
            if (srcpath_add_rule(&o->sp, SRCPATH_DIR, argv[++i], NULL, &err))
                return cli_usage_error(cmd, "%s", err.msg);
        } else if (!strcmp(a, "--substitute-path") && i + 2 < argc) {
            if (srcpath_add_rule(&o->sp, SRCPATH_SUBSTITUTE, argv[i + 1], argv[i + 2], &err))
                return cli_usage_error(cmd, "%s", err.msg);
            i += 2;
        } else if (!strcmp(a, "--sm") && i + 1 < argc && !strcmp(cmd, "lines")) {
            o->sm = atoi(argv[++i]);
            if (o->sm <= 0)
                return cli_usage_error(cmd, "bad --sm '%s'", argv[i]);
        } else if (!strcmp(a, "--function") && i + 1 < argc) {
            o->function = argv[++i];
        } else if (a[0] == '-' && a[1]) {
            return cli_usage_error(cmd, "unknown option or missing argument '%s'", a);
        } else if (!o->path) {
            o->path = a;
        } else {
            return cli_usage_error(cmd, "more than one FILE");
        }
    }
    if (!o->path)
        return cli_usage_error(cmd, "missing FILE");
    /* the configuration file's rules come after the command line's */
    if (config_load_srcpath(&o->sp, &err))
        return cli_fail(&err);
    return EXIT_OK;
}

static const char *basename_of(const char *p)
{
    const char *s = strrchr(p, '/');
    return s ? s + 1 : p;
}

static const char *file_of(const struct lines_table *t, int file)
{
    return file >= 0 && (size_t)file < t->nfiles ? t->files[file] : NULL;
}

/* ---- one row ------------------------------------------------------------ */

static void row_json(struct strbuf *b, const struct lines_table *t,
                     const struct lines_func *f, uint64_t off, const struct lines_row *r)
{
    sb_printf(b, "{\"offset\":%llu,", (unsigned long long)off);
    sb_json_key(b, "file");
    if (r && file_of(t, r->file))
        sb_json_str(b, file_of(t, r->file));
    else
        sb_puts(b, "null");
    sb_printf(b, ",\"line\":%d,\"column\":%d", r ? r->line : 0, r ? r->column : 0);
    if (r && r->inl >= 0) {
        sb_puts(b, ",\"inlined_at\":[");
        int depth = 0;
        for (const struct lines_row *c = r; c->inl >= 0 && depth < (int)f->nrows; depth++) {
            const struct lines_row *site = &f->rows[c->inl];
            sb_puts(b, depth ? ",{" : "{");
            sb_json_key(b, "function");
            if (c->inl_func)
                sb_json_str(b, c->inl_func);
            else
                sb_puts(b, "null");
            sb_putc(b, ',');
            sb_json_key(b, "file");
            if (file_of(t, site->file))
                sb_json_str(b, file_of(t, site->file));
            else
                sb_puts(b, "null");
            sb_printf(b, ",\"line\":%d}", site->line);
            c = site;
        }
        sb_putc(b, ']');
    }
    sb_putc(b, '}');
}

static void row_text(struct strbuf *b, const struct lines_table *t,
                     const struct lines_func *f, const struct lines_row *r)
{
    if (!r || !file_of(t, r->file)) {
        sb_puts(b, "-");
        return;
    }
    sb_printf(b, "%s:%d", basename_of(file_of(t, r->file)), r->line);
    if (r->column)
        sb_printf(b, ":%d", r->column);
    int depth = 0;
    for (const struct lines_row *c = r; c->inl >= 0 && depth < (int)f->nrows; depth++) {
        const struct lines_row *site = &f->rows[c->inl];
        sb_printf(b, "  inlined at %s:%d", file_of(t, site->file) ?
                  basename_of(file_of(t, site->file)) : "?", site->line);
        c = site;
    }
}

/* ---- lines -------------------------------------------------------------- */

/* Offsets to print for f: NULL-terminated by returning the count.  rm: the
 * code object disassembled (AMDGPU), NULL when not. */
static size_t func_offsets(const struct lines_table *t, const struct lines_func *f,
                           struct rdna_module *rm, uint64_t **out)
{
    size_t n = 0;
    *out = NULL;
    struct rdna_function *rf = rm ? rdna_find_function(rm, f->name) : NULL;
    if (rf && rf->ninsns) {
        if (!(*out = malloc((rf->ninsns + 1) * sizeof **out)))
            return 0;
        for (size_t i = 0; i < rf->ninsns; i++)
            if (rf->insns[i].size_known && rf->insns[i].offset < f->size)
                (*out)[n++] = rf->insns[i].offset;
        return n;
    }
    if (t->kind == LINES_CUBIN) {
        n = (size_t)(f->size / t->insn_bytes);
        if (!(*out = malloc((n + 1) * sizeof **out)))
            return 0;
        for (size_t i = 0; i < n; i++)
            (*out)[i] = (uint64_t)i * t->insn_bytes;
        return n;
    }
    if (t->kind == LINES_HOST) {
        struct host_func hf;
        if (host_disasm(t, f->name, &hf, NULL) == WS_OK) {
            if ((*out = malloc((hf.ninsns + 1) * sizeof **out)))
                for (; n < hf.ninsns; n++)
                    (*out)[n] = hf.insns[n].offset;
            host_func_free(&hf);
            return n;
        }
    }
    /* the distinct offsets the line table names inside the function */
    if (!(*out = malloc((f->nrows + 1) * sizeof **out)))
        return 0;
    for (size_t i = 0; i < f->nrows; i++)
        if (f->rows[i].offset < f->size && (!n || (*out)[n - 1] != f->rows[i].offset))
            (*out)[n++] = f->rows[i].offset;
    return n;
}

static void files_out(struct strbuf *b, const struct lines_table *t,
                      const struct srcpath *sp, int json)
{
    char found[4096];
    if (json)
        sb_puts(b, ",\"files\":[");
    else
        sb_puts(b, "files:\n");
    for (size_t i = 0; i < t->nfiles; i++) {
        int ok = srcpath_resolve(sp, t->files[i], found, sizeof found);
        if (json) {
            sb_puts(b, i ? ",{" : "{");
            sb_json_key(b, "path");
            sb_json_str(b, t->files[i]);
            sb_putc(b, ',');
            sb_json_key(b, "source");
            if (ok)
                sb_json_str(b, found);
            else
                sb_puts(b, "null");
            sb_putc(b, '}');
        } else {
            sb_printf(b, "  %s  %s%s\n", t->files[i], ok ? "-> " : "(missing)",
                      ok ? found : "");
        }
    }
    if (json)
        sb_putc(b, ']');
}

static int flush_out(struct strbuf *out)
{
    int rc = EXIT_OK;
    if (out->oom) {
        fprintf(stderr, "warpscope: out of memory\n");
        rc = EXIT_BADINPUT;
    } else if (out->len && (fwrite(out->s, 1, out->len, stdout) != out->len || fflush(stdout))) {
        rc = EXIT_BADINPUT;
    }
    sb_free(out);
    return rc;
}

int cli_lines(int argc, char **argv)
{
    struct lines_opts o;
    int rc = parse_opts("lines", argc, argv, &o);
    if (rc) {
        srcpath_free(&o.sp);
        return rc;
    }
    struct ws_error err;
    ws_error_clear(&err);
    struct lines_table *t;
    struct input_arch arch;
    if (input_load_lines(o.path, o.sm, &t, &arch, &err)) {
        srcpath_free(&o.sp);
        return cli_fail(&err);
    }
    if (arch.sm && !o.sm && arch.narchs > 1) {
        fprintf(stderr, "warpscope: %s holds ", o.path);
        for (int k = 0; k < arch.narchs; k++)
            fprintf(stderr, "%ssm_%d", k ? ", " : "", arch.archs[k]);
        fprintf(stderr, "; using sm_%d (--sm to choose)\n", arch.sm);
    }
    /* an AMDGPU code object: its instructions from llvm-objdump-19, when
     * present (else the offsets the line table names) */
    struct rdna_module *rm = NULL;
    if (t->kind == LINES_AMDGPU && input_load_rdna(o.path, &rm, &err))
        rm = NULL;
    struct strbuf b;
    sb_init(&b);
    if (o.json)
        sb_puts(&b, "{\"functions\":[");
    for (size_t k = 0; k < t->nfuncs; k++) {
        const struct lines_func *f = &t->funcs[k];
        uint64_t *offs;
        size_t n = func_offsets(t, f, rm, &offs);
        if (o.json) {
            sb_puts(&b, k ? ",{" : "{");
            sb_json_key(&b, "name");
            sb_json_str(&b, f->name);
            sb_putc(&b, ',');
            sb_json_key(&b, "section");
            sb_json_str(&b, f->section);
            sb_printf(&b, ",\"size\":%llu,\"rows\":[", (unsigned long long)f->size);
        } else {
            sb_printf(&b, "%s  (%s, %llu bytes)\n", f->name, f->section,
                      (unsigned long long)f->size);
        }
        for (size_t i = 0; i < n; i++) {
            const struct lines_row *r = lines_lookup(f, offs[i]);
            if (o.json) {
                if (i)
                    sb_putc(&b, ',');
                row_json(&b, t, f, offs[i], r);
            } else {
                sb_printf(&b, "  %04llx  ", (unsigned long long)offs[i]);
                row_text(&b, t, f, r);
                sb_putc(&b, '\n');
            }
        }
        free(offs);
        sb_puts(&b, o.json ? "]}" : "\n");
    }
    if (o.json)
        sb_putc(&b, ']');
    files_out(&b, t, &o.sp, o.json);
    if (o.json)
        sb_puts(&b, "}\n");
    rdna_module_free(rm);
    lines_free(t);
    srcpath_free(&o.sp);
    return flush_out(&b);
}

/* ---- host --------------------------------------------------------------- */

int cli_host(int argc, char **argv)
{
    struct lines_opts o;
    int rc = parse_opts("host", argc, argv, &o);
    if (!rc && !o.function)
        rc = cli_usage_error("host", "missing --function NAME");
    if (rc) {
        srcpath_free(&o.sp);
        return rc;
    }
    struct ws_error err;
    ws_error_clear(&err);
    struct lines_table *t;
    struct host_func hf;
    if (lines_open(o.path, &t, &err)) {
        srcpath_free(&o.sp);
        return cli_fail(&err);
    }
    if (host_disasm(t, o.function, &hf, &err)) {
        lines_free(t);
        srcpath_free(&o.sp);
        return cli_fail(&err);
    }
    struct strbuf b;
    sb_init(&b);
    sb_printf(&b, "%s  (%s, %llu bytes)\n", hf.lf->name, hf.lf->section,
              (unsigned long long)hf.lf->size);
    const struct lines_row *prev = NULL;
    for (size_t i = 0; i < hf.ninsns; i++) {
        const struct host_insn *h = &hf.insns[i];
        char hex[3 * 16 + 1] = "";
        for (unsigned j = 0; j < h->size && j < 8; j++)
            snprintf(hex + 3 * j, sizeof hex - 3 * j, "%02x ", h->bytes[j]);
        sb_printf(&b, "  %04llx  %-24s %-40s ", (unsigned long long)h->offset, hex, h->text);
        if (h->row != prev)
            row_text(&b, t, hf.lf, h->row);
        sb_putc(&b, '\n');
        prev = h->row;
    }
    host_func_free(&hf);
    lines_free(t);
    srcpath_free(&o.sp);
    return flush_out(&b);
}
