/* cli_cfg.c - `warpscope cfg FILE [--function NAME] [--dot|--json]`.
 *
 * Everything below the loader works on a struct mir_func plus a callback for
 * instruction text, so RDNA3 input only needs another loader. */
#include "cli.h"
#include "analysis/cfg.h"
#include "session/input.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum cfg_format { FMT_TEXT, FMT_JSON, FMT_DOT };

/* Instruction text for DOT labels and the text listing; i counts from the
 * first instruction of the range (kernel or subroutine). */
struct insn_text_ctx {
    const struct sass_function *fn;
    size_t first;
    char buf[512];
};

static const char *sass_text(void *ctx, size_t i)
{
    struct insn_text_ctx *t = ctx;
    if (t->first + i >= t->fn->ninsns)
        return NULL;
    sass_format_insn(&t->fn->insns[t->first + i], t->buf, sizeof t->buf);
    return t->buf;
}

static void write_text(const struct cfg *c, const struct mir_func *f,
                       cfg_insn_text_fn text, void *ctx, struct strbuf *b)
{
    sb_printf(b, "function %s: %zu blocks (%zu reachable), %zu edges, %zu loops\n",
              f->name, c->nblocks, c->nreachable, c->nedges, c->nloops);
    for (size_t i = 0; i < c->nblocks; i++) {
        const struct cfg_block *bl = &c->blocks[i];
        sb_printf(b, "  B%zu %04x..%04x  %u insns", i, bl->start, bl->end, bl->last - bl->first + 1);
        if (!bl->reachable) {
            sb_puts(b, "  unreachable\n");
            continue;
        }
        if (bl->loop_depth)
            sb_printf(b, "  loop depth %u", bl->loop_depth);
        if (bl->idom != CFG_NONE)
            sb_printf(b, "  idom B%u", bl->idom);
        if (bl->reconv != CFG_NONE)
            sb_printf(b, "  reconverge B%u", bl->reconv);
        sb_puts(b, "\n    ->");
        if (!bl->nsuccs)
            sb_puts(b, " (none)");
        for (uint32_t e = 0; e < bl->nsuccs; e++) {
            const struct cfg_edge *ed = &c->edges[bl->succ + e];
            sb_printf(b, " B%u %s%s", ed->to, cfg_edge_kind_name(ed->kind), ed->back ? " back" : "");
            sb_puts(b, e + 1 < bl->nsuccs ? "," : "");
        }
        sb_puts(b, "\n");
        const char *last = text ? text(ctx, bl->last) : NULL;
        if (last)
            sb_printf(b, "    ends %04x %s\n", bl->end, last);
    }
}

static int emit(struct strbuf *out)
{
    if (out->oom) {
        fprintf(stderr, "warpscope: out of memory\n");
        return EXIT_BADINPUT;
    }
    if (out->len && (fwrite(out->s, 1, out->len, stdout) != out->len || fflush(stdout)))
        return EXIT_BADINPUT;
    return EXIT_OK;
}

/* Write one function (kernel or subroutine) in the chosen format. */
static enum ws_status one_function(const struct sass_function *fn, const struct cfg_range *r,
                                   enum cfg_format fmt, int nout, struct strbuf *out,
                                   struct ws_error *err)
{
    struct cfg *c;
    enum ws_status s = cfg_build(&r->mir, &c, err);
    if (s)
        return s;
    struct insn_text_ctx tc = { .fn = fn, .first = r->first };
    if (fmt == FMT_JSON) {
        sb_puts(out, nout ? "," : "");
        cfg_write_json(c, &r->mir, out);
    } else if (fmt == FMT_DOT) {
        cfg_write_dot(c, &r->mir, sass_text, &tc, out);
    } else {
        write_text(c, &r->mir, sass_text, &tc, out);
    }
    cfg_free(c);
    return WS_OK;
}

/* Kernels and their device subroutines, each a function of its own. */
static size_t split_all(const struct sass_module *m, struct cfg_range *r,
                        const struct sass_function **owner, size_t max)
{
    size_t n = 0;
    for (size_t i = 0; i < m->nfuncs; i++) {
        size_t k = cfg_sass_split(&m->funcs[i], r ? r + n : NULL, r ? max - n : 0);
        for (size_t j = 0; owner && j < k; j++)
            owner[n + j] = &m->funcs[i];
        n += k;
    }
    return n;
}

/* ---- RDNA3 input: every function of the module ------------------------------ */

struct rdna_text_ctx {
    const struct rdna_function *fn;
    char buf[256];
};

static const char *rdna_text(void *ctx, size_t i)
{
    struct rdna_text_ctx *t = ctx;
    if (i >= t->fn->ninsns)
        return NULL;
    rdna_format_insn(&t->fn->insns[i], t->buf, sizeof t->buf);
    return t->buf;
}

static int cfg_rdna(const char *path, const char *func, enum cfg_format fmt)
{
    struct ws_error err;
    ws_error_clear(&err);
    struct rdna_module *m;
    if (input_load_rdna(path, &m, &err))
        return cli_fail(&err);
    struct strbuf out;
    sb_init(&out);
    int rc = EXIT_OK, nout = 0;
    sb_puts(&out, fmt == FMT_JSON ? "{\"functions\":[" : fmt == FMT_DOT ? "digraph cfg {\n" : "");
    for (size_t i = 0; i < m->nfuncs && rc == EXIT_OK; i++) {
        const struct rdna_function *fn = &m->funcs[i];
        if (func && strcmp(fn->name, func))
            continue;
        struct cfg *c;
        if (cfg_build(&fn->mir, &c, &err)) {
            rc = cli_fail(&err);
            break;
        }
        struct rdna_text_ctx tc = { .fn = fn };
        if (fmt == FMT_JSON) {
            sb_puts(&out, nout ? "," : "");
            cfg_write_json(c, &fn->mir, &out);
        } else if (fmt == FMT_DOT) {
            cfg_write_dot(c, &fn->mir, rdna_text, &tc, &out);
        } else {
            write_text(c, &fn->mir, rdna_text, &tc, &out);
        }
        nout++;
        cfg_free(c);
    }
    sb_puts(&out, fmt == FMT_JSON ? "]}\n" : fmt == FMT_DOT ? "}\n" : "");
    if (rc == EXIT_OK && func && !nout) {
        ws_error_set(&err, WS_ENOTFOUND, path, 0, "no function '%s'", func);
        rc = cli_fail(&err);
    }
    if (rc == EXIT_OK)
        rc = emit(&out);
    sb_free(&out);
    rdna_module_free(m);
    return rc;
}

int cli_cfg(int argc, char **argv)
{
    const char *path = NULL, *func = NULL;
    enum cfg_format fmt = FMT_TEXT;
    int sm = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json"))
            fmt = FMT_JSON;
        else if (!strcmp(argv[i], "--dot"))
            fmt = FMT_DOT;
        else if (!strcmp(argv[i], "--function") && i + 1 < argc)
            func = argv[++i];
        else if (!strcmp(argv[i], "--sm") && i + 1 < argc)
            sm = atoi(argv[++i]);
        else if (argv[i][0] == '-' && argv[i][1])
            return cli_usage_error("cfg", "unknown option '%s'", argv[i]);
        else if (!path)
            path = argv[i];
        else
            return cli_usage_error("cfg", "more than one FILE");
    }
    if (!path)
        return cli_usage_error("cfg", "missing FILE");
    if (input_is_rdna(path))
        return cfg_rdna(path, func, fmt);
    struct ws_error err;
    ws_error_clear(&err);
    struct sass_module *m;
    if (input_load_sass(path, sm, &m, &err))
        return cli_fail(&err);
    cli_note_arch(path, sm, m);
    size_t nr = split_all(m, NULL, NULL, 0);
    struct cfg_range *ranges = calloc(nr + 1, sizeof *ranges);
    const struct sass_function **owner = calloc(nr + 1, sizeof *owner);
    if (!ranges || !owner) {
        free(ranges);
        free(owner);
        sass_module_free(m);
        fprintf(stderr, "warpscope: out of memory\n");
        return EXIT_BADINPUT;
    }
    split_all(m, ranges, owner, nr);
    int found = !func;
    for (size_t i = 0; i < nr && !found; i++)
        found = !strcmp(ranges[i].mir.name, func);
    struct strbuf out;
    sb_init(&out);
    int rc = EXIT_OK, nout = 0;
    if (!found) {
        ws_error_set(&err, WS_ENOTFOUND, m->path, 0, "no function '%s'", func);
        rc = cli_fail(&err);
    }
    sb_puts(&out, fmt == FMT_JSON ? "{\"functions\":[" : fmt == FMT_DOT ? "digraph cfg {\n" : "");
    for (size_t i = 0; i < nr && rc == EXIT_OK; i++) {
        if (func && strcmp(ranges[i].mir.name, func))
            continue;
        if (one_function(owner[i], &ranges[i], fmt, nout++, &out, &err))
            rc = cli_fail(&err);
    }
    sb_puts(&out, fmt == FMT_JSON ? "]}\n" : fmt == FMT_DOT ? "}\n" : "");
    if (rc == EXIT_OK)
        rc = emit(&out);
    sb_free(&out);
    free(ranges);
    free(owner);
    sass_module_free(m);
    return rc;
}
