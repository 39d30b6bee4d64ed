/* tx.c - hand-written SASS listings translated for the rule tests (see tx.h). */
#include "tx.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sass/sass.h"
#include "base/toolrun.h"
#include "xlate/xlate.h"
#include "testutil.h"

/* translations tx_translate assembled, and left unassembled (no llvm-mc-19) */
static size_t assembled, unassembled;

struct xlate_result *tx_translate_text(const char *text, int wave, int contract,
                                       struct sass_module **mp)
{
    struct ws_error err;
    ws_error_clear(&err);
    if (sass_parse_buffer("t.sass", text, strlen(text), mp, &err))
        fail_msg("parse: %s", err.msg);
    struct xlate_opts o = xlate_opts_default();
    o.wave = wave;
    o.contract = contract;
    o.compact_regs = 1;
    struct xlate_result *r;
    if (xlate_module(*mp, &o, &r, &err))
        fail_msg("translate: %s", err.msg);
    return r;
}

void tx_assemble(const char *text, size_t len, int wave)
{
    tu_need_tool("llvm-mc-19");
    const char *argv64[] = { "llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1100",
                             "-mattr=+wavefrontsize64", "-show-encoding", NULL };
    const char *argv32[] = { "llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1100",
                             "-show-encoding", NULL };
    struct strbuf out, errs;
    sb_init(&out);
    sb_init(&errs);
    int code = -1;
    struct ws_error err;
    ws_error_clear(&err);
    tools_run(wave == 64 ? argv64 : argv32, text, len, &out, &errs, &code, &err);
    if (code != 0 || (errs.s && strstr(errs.s, "error")))
        fail_msg("llvm-mc-19 (wave%d) rejects:\n%s\n---\n%s", wave, errs.s ? errs.s : err.msg, text);
    sb_free(&out);
    sb_free(&errs);
}

struct tx tx_translate(const char *body, int wave, int contract)
{
    struct tx t = { NULL, NULL };
    struct strbuf s;
    sb_init(&s);
    sb_puts(&s, TX_HDR);
    sb_puts(&s, body);
    t.r = tx_translate_text(s.s, wave, contract, &t.m);
    sb_free(&s);
    if (!tu_have_tool("llvm-mc-19")) {
        unassembled++;
        return t;
    }
    sb_init(&s);
    xlate_print(t.r, &s);
    tx_assemble(s.s, s.len, wave);
    sb_free(&s);
    assembled++;
    return t;
}

void tx_free(struct tx *t)
{
    xlate_result_free(t->r);
    sass_module_free(t->m);
}

void tx_insn_lines(const struct xfunc *xf, int k, struct strbuf *b)
{
    for (size_t i = 0; i < xf->nlines; i++)
        if (xf->lines[i].sass == k && xf->lines[i].kind == XL_INSN) {
            rdna_print_insn(b, &xf->fn->insns[xf->lines[i].insn]);
            sb_putc(b, '\n');
        }
}

char *tx_lines_of(const struct tx *t, int k)
{
    const struct xfunc *xf = &t->r->funcs[0];
    struct strbuf b;
    sb_init(&b);
    for (size_t i = 0; i < xf->nlines; i++) {
        if (xf->lines[i].sass != k)
            continue;
        if (xf->lines[i].kind == XL_INSN) {
            rdna_print_insn(&b, &xf->fn->insns[xf->lines[i].insn]);
            sb_putc(&b, '\n');
        } else if (xf->lines[i].kind == XL_UNSUPPORTED) {
            sb_printf(&b, "; %s\n", xf->lines[i].text);
        }
    }
    return b.s ? b.s : calloc(1, 1);
}

/* The SGPR layout after the scratch pairs belongs to the ABI and grows over
 * time: read it from the trace. */
const char *tx_bound_sgpr(const struct tx *t, const char *name)
{
    static char out[32];
    char key[40];
    snprintf(key, sizeof key, "%.30s->", name);
    const struct xfunc *xf = &t->r->funcs[0];
    struct strbuf bb;
    sb_init(&bb);
    for (size_t s = 0; s < xf->nsteps; s++) {
        if (xf->steps[s].kind == XS_PASS)
            continue;   /* the regalloc pass lists whole ranges (UR4:UR5) */
        const char *b = xlate_step_bindings(&xf->steps[s], &bb), *p = b ? strstr(b, key) : NULL;
        if (p) {
            p += strlen(key);
            size_t n = strcspn(p, ", ");
            snprintf(out, sizeof out, "%.*s", (int)n, p);
            sb_free(&bb);
            return out;
        }
    }
    sb_free(&bb);
    fail_msg("%s is bound to nothing", name);
    return NULL;
}

void tx_expect(const struct tx *t, int k, const char *pattern)
{
    char want[1024];
    size_t n = 0;
    for (const char *p = pattern; *p && n + 40 < sizeof want;) {
        const char *e = p[0] == '{' ? strchr(p, '}') : NULL;
        if (!e) {
            want[n++] = *p++;
            continue;
        }
        char name[16];
        int wide = e - p > 4 && !strncmp(e - 3, ":64", 3);
        snprintf(name, sizeof name, "%.*s", (int)(e - p - 1 - (wide ? 3 : 0)), p + 1);
        const char *sg = tx_bound_sgpr(t, name);
        if (wide) {
            int r = atoi(sg + 1);
            n += (size_t)snprintf(want + n, sizeof want - n, "s[%d:%d]", r, r + 1);
        } else {
            n += (size_t)snprintf(want + n, sizeof want - n, "%s", sg);
        }
        p = e + 1;
    }
    want[n] = 0;
    char *got = tx_lines_of(t, k);
    if (strcmp(got, want))
        fail_msg("SASS #%d:\n--- want\n%s--- got\n%s", k, want, got);
    free(got);
}

int tx_rule_of(const struct tx *t, int k)
{
    const struct xfunc *xf = &t->r->funcs[0];
    for (size_t s = 0; s < xf->nsteps; s++)
        if (xf->steps[s].sass == k && xf->steps[s].kind == XS_RULE)
            return xf->steps[s].rule;
    return -1;
}

void tx_test_assembled(void **state)
{
    (void)state;
    print_message("%zu translations assembled, %zu not\n", assembled, unassembled);
    tu_need_tool("llvm-mc-19");
    tu_need_count(assembled, 1, "translations assembled");
    assert_int_equal(unassembled, 0);
}
