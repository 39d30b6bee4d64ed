/* xrun.c - translate, assemble, link and run a SASS listing (see xrun.h). */
#include "xrun.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "emu/emu.h"
#include "session/input.h"
#include "sass/sass.h"
#include "base/strbuf.h"
#include "base/toolrun.h"
#include "xlate/xlate.h"
#include "testutil.h"

#define XRUN_HDR "\t.target sm_90\n\t.section\t.text.k,\"ax\",@progbits\nk:\n"
#define XRUN_PARAM_BYTES 256

/* The listing in nvdisasm's shape: every instruction line gets an offset
 * (16 bytes apart) and a ';'; labels ("name:") and directives (".x") pass. */
static void number(const char *body, struct strbuf *s)
{
    unsigned off = 0;
    for (const char *p = body; *p;) {
        const char *e = strchr(p, '\n');
        if (!e)
            e = p + strlen(p);
        while (p < e && (*p == ' ' || *p == '\t'))
            p++;
        const char *q = e;
        while (q > p && (q[-1] == ' ' || q[-1] == '\t' || q[-1] == ';'))
            q--;
        if (q > p) {
            if (q[-1] == ':' || *p == '.' || !strncmp(p, "/*", 2))
                sb_printf(s, "%.*s\n", (int)(q - p), p);
            else {
                sb_printf(s, "        /*%04x*/                   %.*s ;\n", off, (int)(q - p), p);
                off += 16;
            }
        }
        p = *e ? e + 1 : e;
    }
}

int xrun_max_vgprs, xrun_max_sgprs;

static struct xlate_result *translate(const char *body, int wave, int lds,
                                      struct sass_module **m, char *msg, size_t len)
{
    struct strbuf s;
    sb_init(&s);
    sb_puts(&s, XRUN_HDR);
    number(body, &s);
    struct ws_error err;
    ws_error_clear(&err);
    struct xlate_result *r = NULL;
    if (sass_parse_buffer("xrun.sass", s.s, s.len, m, &err)) {
        snprintf(msg, len, "parse: %s", err.msg);
        *m = NULL;
    } else {
        struct xlate_opts o = xlate_opts_default();
        o.wave = wave;
        o.lds_bytes = lds > 0 ? lds : 0;
        if (xrun_max_vgprs)
            o.max_vgprs = xrun_max_vgprs;
        if (xrun_max_sgprs)
            o.max_sgprs = xrun_max_sgprs;
        if (xlate_module(*m, &o, &r, &err)) {
            snprintf(msg, len, "translate: %s", err.msg);
            r = NULL;
        }
    }
    sb_free(&s);
    return r;
}

struct xlate_result *xrun_translate(const char *sass, int wave, struct sass_module **m, char *msg,
                                   size_t len)
{
    return translate(sass, wave, 0, m, msg, len);
}

char *xrun_listing(const char *sass, int wave)
{
    struct sass_module *m = NULL;
    char msg[256];
    struct xlate_result *r = translate(sass, wave, 0, &m, msg, sizeof msg);
    struct strbuf s;
    sb_init(&s);
    if (r)
        xlate_print(r, &s);
    else
        sb_puts(&s, msg);
    xlate_result_free(r);
    sass_module_free(m);
    return s.s;
}

static int tool(const char *const argv[], char *msg, size_t len)
{
    struct strbuf e;
    sb_init(&e);
    int code = 0;
    struct ws_error err;
    ws_error_clear(&err);
    int rc = tools_run(argv, NULL, 0, NULL, &e, &code, &err) ? -1 : 0;
    if (rc)
        snprintf(msg, len, "%s failed (%d): %s %.800s", argv[0], code, err.msg, e.s ? e.s : "");
    sb_free(&e);
    return rc;
}

/* Assemble and link the translation into hsaco. */
static int build(const struct xlate_result *r, int wave, char *hsaco, size_t hlen,
                 char *msg, size_t len)
{
    char asmf[256], obj[256];
    static unsigned seq;
    seq++;
    snprintf(asmf, sizeof asmf, "/tmp/ws-xrun-%ld-%u.s", (long)getpid(), seq);
    snprintf(obj, sizeof obj, "/tmp/ws-xrun-%ld-%u.o", (long)getpid(), seq);
    snprintf(hsaco, hlen, "/tmp/ws-xrun-%ld-%u.hsaco", (long)getpid(), seq);
    struct strbuf s;
    sb_init(&s);
    xlate_print(r, &s);
    FILE *fp = fopen(asmf, "w");
    int ok = fp && fwrite(s.s, 1, s.len, fp) == s.len;
    if (fp)
        fclose(fp);
    sb_free(&s);
    if (!ok) {
        snprintf(msg, len, "cannot write %s", asmf);
        return -1;
    }
    const char *mc[] = { "llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1100",
                         wave == 64 ? "-mattr=+wavefrontsize64" : "-mattr=+wavefrontsize32",
                         "-filetype=obj", asmf, "-o", obj, NULL };
    const char *ld[] = { "ld.lld-19", "-shared", obj, "-o", hsaco, NULL };
    int rc = tool(mc, msg, len) || tool(ld, msg, len) ? -1 : 0;
    unlink(asmf);
    unlink(obj);
    return rc;
}

static int launch(struct xrun *x, const struct emu_program *p)
{
    const struct emu_kernel *k = emu_find_kernel(p, "k");
    if (!k || k->wave != x->wave) {
        snprintf(x->msg, sizeof x->msg, "kernel k %s", k ? "has the wrong wave size" : "not found");
        return -1;
    }
    struct emu_mem mem;
    emu_mem_init(&mem);
    int reg[XRUN_MAX_BUFS];
    uint8_t args[XRUN_PARAM_BYTES];
    memset(args, 0, sizeof args);
    size_t at = 0;
    int rc = 0;
    for (size_t i = 0; i < x->nbufs && !rc; i++) {
        char name[16];
        snprintf(name, sizeof name, "buf%u", (unsigned)(i % 1000));
        reg[i] = emu_mem_map(&mem, name, x->bufs[i].data, x->bufs[i].bytes);
        if (reg[i] < 0) {
            rc = -1;
            break;
        }
        uint64_t base = mem.regions[reg[i]].base;
        memcpy(args + at, &base, 8);
        at += 8;
    }
    for (size_t i = 0; i < x->nscalars; i++, at += 4)
        memcpy(args + at, &x->scalars[i], 4);
    struct emu_launch l;
    memset(&l, 0, sizeof l);
    l.grid[0] = x->grid ? x->grid : 1;
    l.grid[1] = l.grid[2] = 1;
    l.block[0] = x->block;
    l.block[1] = l.block[2] = 1;
    l.args = args;
    l.args_len = at;
    l.budget = 2000000;
    struct emu_result res;
    memset(&res, 0, sizeof res);
    if (!rc && emu_run(p, k, &mem, &l, &res)) {
        char b[WS_ERR_MSG_MAX + WS_ERR_FILE_MAX + 64];
        ws_error_format(&res.err, b, sizeof b);
        snprintf(x->msg, sizeof x->msg, "run: %s", b);
        rc = -1;
    }
    x->insns = res.insns;
    x->hazards = res.nhazards;
    x->trapped = res.trapped ? 1 + (int)res.trap_id : 0;
    if (!rc && res.nhazards)
        snprintf(x->msg, sizeof x->msg, "%llu hazards, first: %s",
                 (unsigned long long)res.nhazards, res.nhazard_msgs ? res.hazard_msgs[0] : "");
    for (size_t i = 0; i < x->nbufs && !rc; i++)
        memcpy(x->bufs[i].data, mem.regions[reg[i]].data, x->bufs[i].bytes);
    emu_mem_free(&mem);
    return rc;
}

/* The last program built, kept while the same listing runs again (the
 * tests run one listing at several block sizes): translating, assembling
 * and disassembling it again would cost most of a case's time. */
static struct {
    const char *sass;
    int wave, lds, max_vgprs, max_sgprs;   /* the budgets it was translated under */
    struct emu_program *p;
} cache;

static void cache_drop(void)
{
    emu_program_free(cache.p);
    memset(&cache, 0, sizeof cache);
}

static int build_program(struct xrun *x)
{
    struct sass_module *m = NULL;
    struct xlate_result *r = translate(x->sass, x->wave, x->lds, &m, x->msg, sizeof x->msg);
    int rc = r ? 0 : -1;
    if (r && (x->unsupported = xlate_total_unsupported(r)) > 0) {
        const struct xfunc *xf = &r->funcs[0];
        snprintf(x->msg, sizeof x->msg, "%zu SASS instructions without a rule, first: %s (%s)",
                 x->unsupported, xf->nunsup ? xf->unsup[0].opcode : "?",
                 xf->nunsup ? xf->unsup[0].reason : "?");
        rc = -1;
    }
    char hsaco[256];
    if (!rc)
        rc = build(r, x->wave, hsaco, sizeof hsaco, x->msg, sizeof x->msg);
    xlate_result_free(r);
    sass_module_free(m);
    if (rc)
        return rc;
    struct ws_error err;
    ws_error_clear(&err);
    struct emu_program *p = NULL;
    if (input_load_emu(hsaco, &p, &err)) {
        snprintf(x->msg, sizeof x->msg, "load: %s", err.msg);
        rc = -1;
    }
    unlink(hsaco);
    if (!rc) {
        static int registered;
        if (!registered++)
            atexit(cache_drop);
        cache.sass = x->sass;
        cache.wave = x->wave;
        cache.max_vgprs = xrun_max_vgprs;
        cache.max_sgprs = xrun_max_sgprs;
        cache.lds = x->lds;
        cache.p = p;
    }
    return rc;
}

int xrun(struct xrun *x)
{
    x->msg[0] = 0;
    x->insns = x->hazards = 0;
    x->trapped = 0;
    x->unsupported = 0;
    if (!tu_have_tool("llvm-mc-19") || !tu_have_tool("ld.lld-19") ||
        !tu_have_tool("llvm-objdump-19")) {
        snprintf(x->msg, sizeof x->msg, "llvm-mc-19, ld.lld-19 or llvm-objdump-19 missing");
        return -2;
    }
    if (!cache.p || cache.sass != x->sass || cache.wave != x->wave || cache.lds != x->lds ||
        cache.max_vgprs != xrun_max_vgprs || cache.max_sgprs != xrun_max_sgprs) {
        cache_drop();
        int rc = build_program(x);
        if (rc)
            return rc;
    }
    return launch(x, cache.p);
}

int xrun_case(const struct xcase *c, int wave, unsigned n, char *msg, size_t len)
{
    struct xrun x;
    memset(&x, 0, sizeof x);
    x.sass = c->sass;
    x.wave = wave;
    x.block = n;
    x.grid = 1;
    x.lds = c->lds;
    uint32_t *bufs[XRUN_MAX_BUFS] = { NULL };
    size_t words[XRUN_MAX_BUFS] = { 0 };
    for (unsigned k = 0; k < c->nout && x.nbufs < XRUN_MAX_BUFS - 2; k++) {
        words[x.nbufs] = n;
        bufs[x.nbufs] = malloc(n * 4);
        for (unsigned i = 0; i < n; i++)
            bufs[x.nbufs][i] = XRUN_SENTINEL;
        x.nbufs++;
    }
    int in_at = -1, mem_at = -1;
    if (c->in) {
        in_at = (int)x.nbufs;
        words[x.nbufs] = n;
        bufs[x.nbufs] = malloc(n * 4);
        for (unsigned i = 0; i < n; i++)
            bufs[in_at][i] = c->in(i);
        x.nbufs++;
    }
    if (c->nmem) {
        mem_at = (int)x.nbufs;
        words[x.nbufs] = c->nmem;
        bufs[x.nbufs] = calloc(c->nmem, 4);
        for (unsigned i = 0; i < c->nmem; i++)
            bufs[mem_at][i] = c->mem ? c->mem(i) : 0;
        x.nbufs++;
    }
    for (size_t k = 0; k < x.nbufs; k++) {
        x.bufs[k].data = bufs[k];
        x.bufs[k].bytes = words[k] * 4;
    }
    int rc = xrun(&x);
    if (rc == 0 && x.hazards)
        rc = -1;
    if (rc == 0 && x.trapped) {
        snprintf(x.msg, sizeof x.msg, "s_trap %d ended the launch", x.trapped - 1);
        rc = -1;
    }
    if (rc)
        snprintf(msg, len, "%s wave%d n=%u: %s", c->name, wave, n, x.msg);
    for (size_t k = 0; k < x.nbufs && !rc; k++) {
        if ((int)k == in_at)
            continue;
        unsigned kk = (int)k == mem_at ? XRUN_MEM : (unsigned)k;
        for (size_t i = 0; i < words[k] && !rc; i++) {
            uint64_t want = c->want(i, n, kk, wave);
            if (want != XRUN_ANY && bufs[k][i] != (uint32_t)want) {
                snprintf(msg, len, "%s wave%d n=%u: buffer %s word %zu is 0x%x, want 0x%x",
                         c->name, wave, n, kk == XRUN_MEM ? "mem" : "out", i, bufs[k][i],
                         (uint32_t)want);
                if (kk != XRUN_MEM)
                    snprintf(msg + strlen(msg), len - strlen(msg), " (out%u)", kk);
                rc = -1;
            }
        }
    }
    for (size_t k = 0; k < x.nbufs; k++)
        free(bufs[k]);
    return rc;
}

void xrun_need_tools(void)
{
    tu_need_tool("llvm-mc-19");
    tu_need_tool("ld.lld-19");
    tu_need_tool("llvm-objdump-19");    /* input_load_emu disassembles with it */
}

void xrun_case_check(const struct xcase *c, int wave, unsigned n)
{
    xrun_need_tools();
    char msg[2048];
    if (xrun_case(c, wave, n, msg, sizeof msg)) {
        char *l = xrun_listing(c->sass, wave);
        print_error("%s\n", l);
        free(l);
        fail_msg("%s", msg);
    }
}

void xrun_retext(struct sass_module *m, size_t fi, size_t ii, const char *text,
                 struct sass_insn *old)
{
    struct sass_function *f = &m->funcs[fi];
    struct sass_insn *in = &f->insns[ii], was = *in;
    assert_int_equal(sass_parse_insn(m, text, strlen(text), in, "edit", 1, NULL), WS_OK);
    in->offset = was.offset;
    in->srcline = was.srcline;
    in->ctrl = was.ctrl;
    assert_int_equal(sass_update_mir(m, f, ii, &was, NULL), WS_OK);
    if (old)
        *old = was;
}

void xrun_edit_as_whole(struct xlate_result *r, struct sass_module *m, size_t fi, size_t ii,
                        const char *text, const char *needle)
{
    struct sass_insn old;
    xrun_retext(m, fi, ii, text, &old);
    int inc = 0;
    assert_int_equal(xlate_function_edit(r, fi, ii, &old, &inc, NULL), WS_OK);
    assert_int_equal(inc, 1);
    struct strbuf a, b;
    sb_init(&a);
    sb_init(&b);
    xlate_print(r, &a);
    assert_int_equal(xlate_function(r, fi, NULL), WS_OK);
    xlate_print(r, &b);
    assert_string_equal(a.s, b.s);
    assert_non_null(strstr(a.s, needle));
    sb_free(&a);
    sb_free(&b);
}
