/* cli_info.c - `warpscope info FILE [--json]`: the architectures, functions,
 * module data and (binaries) cubins a file holds. */
#include "cli.h"
#include "session/info.h"
#include "base/strbuf.h"

#include <stdio.h>
#include <string.h>

/* ---- text ---------------------------------------------------------------- */

static void num_or_dash(struct strbuf *b, int width, long v)
{
    if (v >= 0)
        sb_printf(b, " %*ld", width, v);
    else
        sb_printf(b, " %*s", width, "-");
}

static void bank_name(struct strbuf *b, int bank, const char *func)
{
    sb_printf(b, "c[0x%x]%s%s", bank, func ? " of " : "", func ? func : "");
}

static void arch_text(struct strbuf *b, const struct info *in, const struct info_arch *a)
{
    sb_printf(b, "\nsm_%d%s: ", a->sm, a->sm == in->default_sm && in->narchs > 1 ? " (default)" : "");
    if (!a->read) {
        sb_puts(b, "its cubins are compressed; `cuobjdump -sass FILE` lists them\n");
        return;
    }
    sb_printf(b, "%zu function%s\n", a->nfuncs, a->nfuncs == 1 ? "" : "s");
    sb_printf(b, "  %7s %7s %5s %7s  %s\n", "insns", "bytes", "regs", "shared", "function");
    for (size_t i = 0; i < a->nfuncs; i++) {
        const struct info_func *f = &a->funcs[i];
        sb_printf(b, "  %7ld %7llu", f->insns, (unsigned long long)f->bytes);
        num_or_dash(b, 5, f->registers);
        num_or_dash(b, 7, f->shared);
        sb_printf(b, "  %s\n", f->name);
    }
    if (a->beside)
        sb_printf(b, "  from the cubin beside the listing: %s\n", a->beside);
    if (!a->module_data) {
        sb_puts(b, "  module data: none (not in the listing)\n");
        return;
    }
    if (a->reserved_shared >= 0)
        sb_printf(b, "  shared memory the driver reserves: %ld bytes\n", a->reserved_shared);
    sb_printf(b, "  constant banks:%s\n", a->nbanks ? "" : " none");
    for (size_t i = 0; i < a->nbanks; i++) {
        sb_printf(b, "    %7llu bytes  ", (unsigned long long)a->banks[i].bytes);
        bank_name(b, a->banks[i].bank, a->banks[i].func);
        sb_putc(b, '\n');
    }
    sb_printf(b, "  __device__ variables:%s\n", a->nvars ? "" : " none");
    for (size_t i = 0; i < a->nvars; i++)
        sb_printf(b, "    %7llu bytes  %s%s\n", (unsigned long long)a->vars[i].size,
                  a->vars[i].name, a->vars[i].init ? " (initialised)" : "");
    sb_printf(b, "  bank words holding addresses:%s\n", a->nwords ? "" : " none");
    for (size_t i = 0; i < a->nwords; i++) {
        const struct info_word *w = &a->words[i];
        sb_printf(b, "    ");
        bank_name(b, w->bank, w->func);
        sb_printf(b, " [0x%x] %d bytes: %s", w->offset, w->size, w->symbol);
        if (w->addend)
            sb_printf(b, "%+lld", (long long)w->addend);
        sb_putc(b, '\n');
    }
}

static void info_text(struct strbuf *b, const struct info *in)
{
    sb_printf(b, "%s: %s\n", in->path, in->format);
    if (in->kind == INFO_BINARY) {
        sb_printf(b, "cubins (%zu):\n", in->ncubins);
        for (size_t i = 0; i < in->ncubins; i++) {
            const struct info_cubin *c = &in->cubins[i];
            sb_printf(b, "  %-4s sm_%-3d %8llu bytes  %s", c->ptx ? "ptx" : "elf", c->sm,
                      (unsigned long long)c->bytes, c->where);
            if (c->compressed)
                sb_puts(b, "  compressed");
            else if (c->funcs >= 0)
                sb_printf(b, "  %ld function%s", c->funcs, c->funcs == 1 ? "" : "s");
            sb_putc(b, '\n');
        }
    }
    sb_puts(b, "architectures: ");
    for (int k = 0; k < in->narchs; k++)
        sb_printf(b, "%ssm_%d", k ? ", " : "", in->archs[k].sm);
    if (in->narchs > 1)
        sb_printf(b, " (without --sm: sm_%d)", in->default_sm);
    sb_putc(b, '\n');
    for (int k = 0; k < in->narchs; k++)
        arch_text(b, in, &in->archs[k]);
}

/* ---- JSON ---------------------------------------------------------------- */

static void json_str_or_null(struct strbuf *b, const char *key, const char *s)
{
    sb_json_key(b, key);
    if (s)
        sb_json_str(b, s);
    else
        sb_puts(b, "null");
}

static void json_num_or_null(struct strbuf *b, const char *key, long v)
{
    sb_json_key(b, key);
    if (v >= 0)
        sb_printf(b, "%ld", v);
    else
        sb_puts(b, "null");
}

static void arch_json(struct strbuf *b, const struct info_arch *a)
{
    sb_printf(b, "{\"sm\":%d,\"read\":%s,\"module_data\":%s,", a->sm, a->read ? "true" : "false",
              a->module_data ? "true" : "false");
    json_str_or_null(b, "cubin_beside", a->beside);
    sb_putc(b, ',');
    json_num_or_null(b, "reserved_shared", a->reserved_shared);
    sb_puts(b, ",\"functions\":[");
    for (size_t i = 0; i < a->nfuncs; i++) {
        const struct info_func *f = &a->funcs[i];
        sb_puts(b, i ? ",{" : "{");
        json_str_or_null(b, "name", f->name);
        sb_printf(b, ",\"insns\":%ld,\"bytes\":%llu,", f->insns, (unsigned long long)f->bytes);
        json_num_or_null(b, "registers", f->registers);
        sb_putc(b, ',');
        json_num_or_null(b, "shared", f->shared);
        sb_putc(b, '}');
    }
    sb_puts(b, "],\"banks\":[");
    for (size_t i = 0; i < a->nbanks; i++) {
        sb_printf(b, "%s{\"bank\":%d,", i ? "," : "", a->banks[i].bank);
        json_str_or_null(b, "function", a->banks[i].func);
        sb_printf(b, ",\"bytes\":%llu}", (unsigned long long)a->banks[i].bytes);
    }
    sb_puts(b, "],\"globals\":[");
    for (size_t i = 0; i < a->nvars; i++) {
        sb_puts(b, i ? ",{" : "{");
        json_str_or_null(b, "name", a->vars[i].name);
        sb_printf(b, ",\"size\":%llu,\"init\":%s}", (unsigned long long)a->vars[i].size,
                  a->vars[i].init ? "true" : "false");
    }
    sb_puts(b, "],\"bank_addresses\":[");
    for (size_t i = 0; i < a->nwords; i++) {
        const struct info_word *w = &a->words[i];
        sb_printf(b, "%s{\"bank\":%d,", i ? "," : "", w->bank);
        json_str_or_null(b, "function", w->func);
        sb_printf(b, ",\"offset\":%u,\"size\":%d,", w->offset, w->size);
        json_str_or_null(b, "symbol", w->symbol);
        sb_printf(b, ",\"addend\":%lld}", (long long)w->addend);
    }
    sb_puts(b, "]}");
}

static void info_json(struct strbuf *b, const struct info *in)
{
    sb_putc(b, '{');
    json_str_or_null(b, "path", in->path);
    sb_putc(b, ',');
    json_str_or_null(b, "format", in->format);
    sb_printf(b, ",\"default_sm\":%d,\"archs\":[", in->default_sm);
    for (int k = 0; k < in->narchs; k++) {
        if (k)
            sb_putc(b, ',');
        arch_json(b, &in->archs[k]);
    }
    sb_puts(b, "],\"cubins\":[");
    for (size_t i = 0; i < in->ncubins; i++) {
        const struct info_cubin *c = &in->cubins[i];
        sb_puts(b, i ? ",{" : "{");
        json_str_or_null(b, "where", c->where);
        sb_printf(b, ",\"sm\":%d,\"kind\":\"%s\",\"compressed\":%s,\"bytes\":%llu,", c->sm,
                  c->ptx ? "ptx" : "elf", c->compressed ? "true" : "false",
                  (unsigned long long)c->bytes);
        json_num_or_null(b, "functions", c->funcs);
        sb_putc(b, '}');
    }
    sb_puts(b, "]}\n");
}

int cli_info(int argc, char **argv)
{
    const char *path = NULL;
    int json = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json"))
            json = 1;
        else if (argv[i][0] == '-' && argv[i][1])
            return cli_usage_error("info", "unknown option '%s'", argv[i]);
        else if (!path)
            path = argv[i];
        else
            return cli_usage_error("info", "more than one FILE");
    }
    if (!path)
        return cli_usage_error("info", "missing FILE");
    struct ws_error err;
    ws_error_clear(&err);
    struct info *in;
    if (info_read(path, &in, &err))
        return cli_fail(&err);
    struct strbuf out;
    sb_init(&out);
    if (json)
        info_json(&out, in);
    else
        info_text(&out, in);
    int rc = EXIT_OK;
    if (out.oom) {
        fprintf(stderr, "warpscope: out of memory\n");
        rc = EXIT_BADINPUT;
    } else if (fwrite(out.s, 1, out.len, stdout) != out.len || fflush(stdout)) {
        rc = EXIT_BADINPUT;
    }
    sb_free(&out);
    info_free(in);
    return rc;
}
