/* xlate_print.c - the translation as an assemblable listing, a report,
 * a trace and an explanation of one instruction. */
#include "xlate_int.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>

/* "\t; 0040: TEXT\n", as "\t; %04x: %s\n" writes it, without parsing a
 * format for each of the SASS instructions: room for the line is made once
 * and the line written into it. */
static void sass_comment(struct strbuf *o, uint32_t offset, const char *text)
{
    if (!text)
        text = "(null)";
    size_t n = strlen(text);
    char *p = sb_room(o, n + 16);       /* "\t; ", 4 to 8 digits, ": ", "\n" */
    if (!p)
        return;
    char *start = p;
    *p++ = '\t';
    *p++ = ';';
    *p++ = ' ';
    static const char hex[] = "0123456789abcdef";
    /* the digits above the low four (offsets past 0xffff: a function of
     * more than 4,096 instructions), then those four */
    for (int k = offset > 0xffff ? (31 - __builtin_clz(offset)) / 4 - 4 : -1; k >= 0; k--)
        *p++ = hex[offset >> (16 + 4 * k) & 15];
    p[0] = hex[offset >> 12 & 15];
    p[1] = hex[offset >> 8 & 15];
    p[2] = hex[offset >> 4 & 15];
    p[3] = hex[offset & 15];
    p += 4;
    *p++ = ':';
    *p++ = ' ';
    memcpy(p, text, n);
    p += n;
    *p++ = '\n';
    sb_commit(o, (size_t)(p - start));
}

/* "LINE\n" after a tab when tab: a and b, as one append. */
static void put_line(struct strbuf *o, int tab, const char *a, const char *b)
{
    if (!a)
        a = "(null)";
    if (!b)
        b = "(null)";
    size_t na = strlen(a), nb = strlen(b);
    char *p = sb_room(o, na + nb + 2);
    if (!p)
        return;
    char *start = p;
    if (tab)
        *p++ = '\t';
    memcpy(p, a, na);
    memcpy(p + na, b, nb);
    p += na + nb;
    *p++ = '\n';
    sb_commit(o, (size_t)(p - start));
}

/* The state print_lines carries from line to line: the SASS instruction
 * whose comment came last, and whether the next rule's line names it
 * again. */
struct pstate {
    int last_sass, again;
};

/* The state after lines [0, a) of xf, as print_lines leaves it (nothing
 * printed): where the second thread starts printing inside a function. */
static struct pstate state_at(const struct xfunc *xf, size_t a)
{
    struct pstate st = { -2, 0 };
    for (size_t i = 0; i < a; i++) {
        const struct xline *l = &xf->lines[i];
        if ((l->sass != st.last_sass || (st.again && l->rule >= 0)) && l->sass >= 0 &&
            l->kind != XL_LABEL)
            st.again = 0;
        if (l->kind == XL_COMMENT && l->text && !strcmp(l->text, XEXCL_TAIL_NOTE))
            st.again = 1;
        if (l->kind != XL_LABEL)
            st.last_sass = l->sass;
    }
    return st;
}

static void print_head(const struct xfunc *xf, struct strbuf *o)
{
    const char *name = xf->fn->name;
    sb_printf(o, "\t.text\n\t.globl\t%s\n\t.p2align\t8\n\t.type\t%s,@function\n%s:\n", name, name, name);
}

#define PRINT_AHEAD 8           /* instructions whose text is prefetched ahead */

/* Lines [a, b) of xf, each SASS instruction's text before its first line;
 * st: the state after line a - 1 (state_at); the state after line b - 1. */
static struct pstate print_lines(const struct xfunc *xf, size_t a, size_t b, struct pstate st,
                                 struct strbuf *o)
{
    int last_sass = st.last_sass, again = st.again;
    for (size_t i = a; i < b; i++) {
        const struct xline *l = &xf->lines[i];
        if ((l->sass != last_sass || (again && l->rule >= 0)) && l->sass >= 0 && l->kind != XL_LABEL) {
            const struct sass_insn *si = &xf->sass->insns[l->sass];
            /* the text of an instruction a few ahead: the texts lie apart
             * from the instructions, each read once, long after the parse
             * wrote it (the first load of strlen below missed the cache:
             * 78% of its time, strlen 5-6% of `translate`'s) */
            if ((size_t)l->sass + PRINT_AHEAD < xf->sass->ninsns)
                __builtin_prefetch(xf->sass->insns[l->sass + PRINT_AHEAD].text);
            sass_comment(o, si->offset, si->text);
            again = 0;
        }
        /* after a WARPSYNC.EXCLUSIVE loop's tail (a pass of the next
         * instruction), that instruction's own code is named again */
        if (l->kind == XL_COMMENT && l->text && !strcmp(l->text, XEXCL_TAIL_NOTE))
            again = 1;
        if (l->kind != XL_LABEL)
            last_sass = l->sass;
        switch (l->kind) {
        case XL_LABEL:
            put_line(o, 0, l->text, ":");
            break;
        case XL_COMMENT:
        case XL_UNSUPPORTED:
            put_line(o, 1, "; ", l->text);
            break;
        case XL_INSN:
            rdna_print_insn_line(o, &xf->fn->insns[l->insn]);
            break;
        }
    }
    return (struct pstate){ last_sass, again };
}

static void print_tail(const struct xlate_result *r, const struct xfunc *xf, struct strbuf *o)
{
    const char *name = xf->fn->name;
    /* the SASS ends with EXIT (and a self-branch); a wave must not run off
     * the end of its code when a path was left untranslated */
    sb_puts(o, "\ts_endpgm\n");
    sb_printf(o, ".Lws_end_%s:\n\t.size\t%s, .Lws_end_%s-%s\n", name, name, name, name);
    xabi_epilogue_descriptor(r, xf, o);
}

/* The functions' text from line `line` of function `fi` to the end of
 * function `end` - 1 (line 0: the function's head too). */
static void print_span(const struct xlate_result *r, size_t fi, size_t line, size_t end,
                       struct strbuf *o)
{
    for (size_t i = fi; i < end; i++) {
        const struct xfunc *xf = &r->funcs[i];
        size_t a = i == fi ? line : 0;
        if (!a)
            print_head(xf, o);
        print_lines(xf, a, xf->nlines, a ? state_at(xf, a) : (struct pstate){ -2, 0 }, o);
        print_tail(r, xf, o);
    }
}

static void print_function(const struct xlate_result *r, const struct xfunc *xf, struct strbuf *o)
{
    print_head(xf, o);
    print_lines(xf, 0, xf->nlines, (struct pstate){ -2, 0 }, o);
    print_tail(r, xf, o);
}

void xlate_print_function(const struct xlate_result *r, size_t fi, struct strbuf *o)
{
    const struct xfunc *xf = &r->funcs[fi];
    sb_reserve(o, (xf->nlines + xf->sass->ninsns) * 48 + 4096);
    print_function(r, xf, o);
}

/* Lines a piece of a function's text handed on at a time holds (about
 * 100 KB): the text goes out through a buffer that size, not one the size
 * of the function. */
#define PIECE_LINES 2048

/* Lines [a, b) of xf into o, handed to put (o emptied) every PIECE_LINES
 * lines; st as print_lines', the state after. */
static struct pstate put_lines(const struct xfunc *xf, size_t a, size_t b, struct pstate st,
                               struct strbuf *o, void (*put)(void *ctx, const char *s, size_t n),
                               void *ctx)
{
    for (size_t k = a; k < b; k += PIECE_LINES) {
        st = print_lines(xf, k, b - k > PIECE_LINES ? k + PIECE_LINES : b, st, o);
        put(ctx, o->s, o->len);
        o->len = 0;
    }
    return st;
}

static void print_header(const struct xlate_result *r, struct strbuf *o)
{
    sb_printf(o, "\t.amdgcn_target \"amdgcn-amd-amdhsa--%s\"\n", r->opts.target->name);
    sb_puts(o, "\t.amdhsa_code_object_version 5\n");
    sb_printf(o, "\t; translated by warpscope from SASS, wave%d\n", r->opts.wave);
}

void xlate_put_function(const struct xlate_result *r, size_t fi, int header, struct strbuf *o,
                        void (*put)(void *ctx, const char *s, size_t n), void *ctx)
{
    const struct xfunc *xf = &r->funcs[fi];
    o->len = 0;
    if (header)
        print_header(r, o);
    print_head(xf, o);
    put_lines(xf, 0, xf->nlines, (struct pstate){ -2, 0 }, o, put, ctx);
    print_tail(r, xf, o);
    put(ctx, o->s, o->len);
    o->len = 0;
}

static void print_bytes(struct strbuf *out, const uint8_t *d, size_t n)
{
    for (size_t i = 0; i < n; i += 16) {
        sb_puts(out, "\t.byte\t");
        for (size_t k = i; k < i + 16 && k < n; k++)
            sb_printf(out, "%s0x%02x", k > i ? ", " : "", d[k]);
        sb_putc(out, '\n');
    }
}

/* A __device__ variable as a global of the code object: initialised ones
 * in .data, zero ones in .bss; protected, as clang makes them, so that the
 * PC-relative references bind to this definition */
static void print_global(struct strbuf *out, const struct sass_global *g)
{
    char nb[600];
    const char *name = xsym_name(g->name, nb, sizeof nb);
    unsigned al = 0;
    while (g->align > 1u << al && al < 12)
        al++;
    sb_printf(out, "\t.protected\t%s\n\t.type\t%s,@object\n", name, name);
    sb_puts(out, g->init ? "\t.data\n" : "\t.section\t.bss,\"aw\",@nobits\n");
    sb_printf(out, "\t.globl\t%s\n\t.p2align\t%u\n%s:\n", name, al, name);
    if (g->init)
        print_bytes(out, g->init, g->size);
    else if (g->size)
        sb_printf(out, "\t.zero\t%llu\n", (unsigned long long)g->size);
    sb_printf(out, "\t.size\t%s, %llu\n", name, (unsigned long long)g->size);
}

/* The copies of the constant banks other than module-wide bank 3 that a
 * function reads (compiler constants): each once, read-only */
static void print_banks(const struct xlate_result *r, struct strbuf *out)
{
    uint32_t wide_done = 0;
    for (size_t i = 0; i < r->nfuncs; i++) {
        const struct xfunc *xf = &r->funcs[i];
        for (int bank = 1; bank <= X_BANK_MAX; bank++) {
            char sym[600];
            const struct sass_cbank_data *cb;
            if (!(xf->uses_banks & 1u << bank) ||
                !(cb = xbank_copy(r->in, bank, xf->sass->name, sym, sizeof sym)) ||
                (!cb->func && (wide_done & 1u << bank)))
                continue;
            if (!cb->func)
                wide_done |= 1u << bank;
            sb_printf(out, "\t.section\t.rodata.%s,\"a\",@progbits\n\t.p2align\t4\n%s:\n", sym, sym);
            print_bytes(out, cb->data, cb->len);
        }
    }
}

/* Functions [from, to) of a big listing printed by two threads: the second
 * prints from the line where half of their lines lie behind to the end of
 * function to - 1, into its own buffer, while this one prints up to there;
 * the halves are joined.  The printing only reads the result.  0 when it
 * was not done (a small span, no thread, no memory): print it all. */
struct half {
    const struct xlate_result *r;
    size_t fi, line, to;
    struct strbuf b;
};

static void *print_half(void *arg)
{
    struct half *h = arg;
    print_span(h->r, h->fi, h->line, h->to, &h->b);
    return NULL;
}

/* Where the listing goes: put(ctx, ...) piece by piece, or (put NULL) all
 * into the strbuf.  Functions [pend, pend_to) printed ahead are handed on
 * once the next run of functions has its second thread started (they are
 * written while it prints). */
struct dest {
    const struct xlate_result *r;
    void (*put)(void *ctx, const char *s, size_t n);
    void *ctx;
    size_t pend, pend_to;
};

/* What is in o, then the pending functions, handed on (o emptied); with no
 * put, o is the output and stays. */
static void flush(struct strbuf *o, struct dest *d)
{
    if (!d->put)
        return;
    if (o->len)
        d->put(d->ctx, o->s, o->len);
    o->len = 0;
    for (; d->pend < d->pend_to; d->pend++)
        d->put(d->ctx, d->r->printed[d->pend].s, d->r->printed[d->pend].len);
}

static int print_halves(const struct xlate_result *r, size_t from, size_t to, struct strbuf *out,
                        struct dest *d)
{
    size_t total = 0, lines = 0;
    for (size_t i = from; i < to; i++) {
        total += r->funcs[i].nlines;
        lines += r->funcs[i].nlines + r->funcs[i].sass->ninsns;
    }
    if (total < XLATE_PRINT_SPLIT_LINES)
        return 0;
    struct half h = { r, from, 0, to, { 0 } };
    for (size_t seen = 0; h.fi < to; h.fi++) {
        if (seen + r->funcs[h.fi].nlines > total / 2) {
            h.line = total / 2 - seen;
            break;
        }
        seen += r->funcs[h.fi].nlines;
    }
    if (h.fi == to)
        return 0;
    sb_init(&h.b);
    sb_reserve(&h.b, lines * 24 + 4096);       /* about half of what xlate_print reserves */
    pthread_t th;
    if (pthread_create(&th, NULL, print_half, &h)) {
        sb_free(&h.b);
        return 0;
    }
    flush(out, d);              /* written while the second half is printed */
    for (size_t i = from; i < h.fi; i++) {
        if (d->put) {
            xlate_put_function(r, i, 0, out, d->put, d->ctx);
            continue;
        }
        print_function(r, &r->funcs[i], out);
    }
    if (h.line) {
        print_head(&r->funcs[h.fi], out);
        if (d->put)             /* in pieces, through a small buffer */
            put_lines(&r->funcs[h.fi], 0, h.line, (struct pstate){ -2, 0 }, out, d->put, d->ctx);
        else
            print_lines(&r->funcs[h.fi], 0, h.line, (struct pstate){ -2, 0 }, out);
    }
    flush(out, d);              /* the first half handed on while the second is printed */
    pthread_join(th, NULL);
    if (d->put)
        d->put(d->ctx, h.b.s, h.b.len);
    else
        sb_putn(out, h.b.s, h.b.len);
    sb_free(&h.b);
    return 1;
}

/* The listing into o, handed on to put piece by piece (put NULL: all of it
 * stays in o). */
static void print_all(const struct xlate_result *r, struct strbuf *o,
                      void (*put)(void *ctx, const char *s, size_t n), void *ctx)
{
    /* the head and the functions [0, written) went to put already, on the
     * translation's second thread (opts.ahead_put) */
    size_t from = put && put == r->opts.ahead_put && ctx == r->opts.ahead_ctx ? r->written : 0;
    if (!from)
        print_header(r, o);
    struct dest d = { r, put, ctx, 0, 0 };
    for (size_t i = from, j; i < r->nfuncs; i = j) {
        if (r->printed && r->printed[i].len) {        /* printed ahead (print_ahead) */
            if (put) {          /* flushed in order, before the next run (the pending
                                   functions always follow o's text) */
                if (d.pend == d.pend_to)
                    d.pend = i;
                d.pend_to = i + 1;
            } else {
                sb_putn(o, r->printed[i].s, r->printed[i].len);
            }
            j = i + 1;
            continue;
        }
        /* a run of functions not printed yet */
        for (j = i; j < r->nfuncs && !(r->printed && r->printed[j].len); j++)
            ;
        if (r->opts.threads < 2 || !print_halves(r, i, j, o, &d)) {
            flush(o, &d);
            for (size_t k = i; k < j; k++) {
                if (put)
                    xlate_put_function(r, k, 0, o, put, ctx);
                else
                    print_function(r, &r->funcs[k], o);
            }
        }
    }
    flush(o, &d);
    xabi_metadata(r, o);
    const struct sass_cbank_data *cb = sass_find_cbank(r->in, 3, NULL);
    if (r->uses_cbank3 && cb) {
        /* the module's .nv.constant3: the user's __constant__ data */
        sb_printf(o, "\t.section\t.rodata.%s,\"a\",@progbits\n\t.p2align\t4\n%s:\n",
                  X_CBANK3_SYM, X_CBANK3_SYM);
        print_bytes(o, cb->data, cb->len);
    }
    print_banks(r, o);
    for (size_t i = 0; r->uses_globals && i < r->in->nglobals; i++)
        print_global(o, &r->in->globals[i]);
    flush(o, &d);
}

void xlate_print(const struct xlate_result *r, struct strbuf *out)
{
    size_t lines = 0;           /* about 40 bytes a line: room made once */
    for (size_t i = 0; i < r->nfuncs; i++)
        lines += r->funcs[i].nlines + r->funcs[i].sass->ninsns;
    sb_reserve(out, out->len + lines * 48 + 4096);
    print_all(r, out, NULL, NULL);
}

void xlate_print_to(const struct xlate_result *r, void (*put)(void *ctx, const char *s, size_t n),
                    void *ctx)
{
    struct strbuf o;
    sb_init(&o);
    print_all(r, &o, put, ctx);
    sb_free(&o);
}

size_t xlate_translated(const struct xfunc *xf);

size_t xlate_translated(const struct xfunc *xf)
{
    size_t n = 0;
    for (size_t s = 0; s < xf->nsteps; s++)
        n += xf->steps[s].kind == XS_RULE;
    return n;
}

void xlate_report_json(const struct xlate_result *r, struct strbuf *o)
{
    size_t nrules;
    const struct xrule *rules = xlate_rules(&nrules);
    sb_printf(o, "{\"target\":\"%s\",\"wave\":%d,\"functions\":[", r->opts.target->name, r->opts.wave);
    for (size_t i = 0; i < r->nfuncs; i++) {
        const struct xfunc *xf = &r->funcs[i];
        if (i) sb_putc(o, ',');
        sb_puts(o, "{\"name\":");
        sb_json_str(o, xf->sass->name);
        sb_printf(o, ",\"sass_insns\":%zu,\"translated\":%zu,\"rdna_insns\":%zu,\"unsupported\":[",
                  xf->sass->ninsns, xlate_translated(xf), xf->fn->ninsns);
        for (size_t k = 0; k < xf->nunsup; k++) {
            if (k) sb_putc(o, ',');
            sb_printf(o, "{\"offset\":%u,\"opcode\":", xf->unsup[k].offset);
            sb_json_str(o, xf->unsup[k].opcode);
            sb_puts(o, ",\"reason\":");
            sb_json_str(o, xf->unsup[k].reason);
            sb_putc(o, '}');
        }
        sb_puts(o, "],\"rules\":{");
        int first = 1;
        for (size_t k = 0; k < nrules; k++) {
            if (!xf->rule_count[k])
                continue;
            if (!first) sb_putc(o, ',');
            first = 0;
            sb_json_str(o, rules[k].name);
            sb_printf(o, ":%u", xf->rule_count[k]);
        }
        sb_printf(o, "},\"next_free_vgpr\":%d,\"next_free_sgpr\":%d}", xf->next_free_vgpr,
                  xf->next_free_sgpr);
    }
    sb_puts(o, "]}\n");
}

static void step_text(const struct xlate_result *r, const struct xfunc *xf, const struct xstep *s,
                      struct strbuf *o)
{
    struct strbuf bb;
    sb_init(&bb);
    const char *bind = xlate_step_bindings(s, &bb);
    if (s->kind == XS_PASS) {
        sb_printf(o, "pass %s: %s\n", s->pass, s->note ? s->note : "");
        if (bind)
            sb_printf(o, "      map   %s\n", bind);
    } else {
        const struct sass_insn *in = &xf->sass->insns[s->sass];
        const struct xrule *rule = s->rule >= 0 ? xlate_rule_by_id(s->rule) : NULL;
        sb_printf(o, "%04x  %-40s ", in->offset, in->text);
        if (s->kind == XS_UNSUPPORTED)
            sb_printf(o, "UNSUPPORTED (%s)\n", s->note ? s->note : "");
        else
            sb_printf(o, "rule %d %s [%s]\n", rule->id, rule->name, xlate_cat_name(rule->cat));
        if (bind)
            sb_printf(o, "      bind  %s\n", bind);
        if (s->kind == XS_RULE && s->note)
            sb_printf(o, "      note  %s\n", s->note);
    }
    sb_free(&bb);
    for (int32_t l = s->first; l < s->last; l++) {
        const struct xline *xl = &xf->lines[l];
        if (xl->kind == XL_INSN) {
            sb_puts(o, "      emit  ");
            rdna_print_insn(o, &xf->fn->insns[xl->insn]);
            if (xl->pass == XLP_WAIT && s->kind != XS_PASS)
                sb_puts(o, "    (inserted by the waitcnt pass)");
            else if (xl->pass == XLP_SPILL)
                sb_puts(o, xf->fn->insns[xl->insn].opcode[0] == 's' &&
                               !strncmp(xf->fn->insns[xl->insn].opcode, "scratch", 7)
                           ? "    (spill: a register over the VGPR budget)"
                           : "    (spill: an SGPR over the SGPR budget)");
            sb_putc(o, '\n');
        } else if (xl->kind == XL_LABEL && s->kind == XS_PASS) {
            sb_printf(o, "      %s:\n", xl->text);
        }
    }
    (void)r;
}

void xlate_trace_text(const struct xlate_result *r, size_t fi, struct strbuf *o)
{
    const struct xfunc *xf = &r->funcs[fi];
    sb_printf(o, "trace of %s (%zu steps)\n", xf->sass->name, xf->nsteps);
    for (size_t s = 0; s < xf->nsteps; s++)
        step_text(r, xf, &xf->steps[s], o);
}

void xlate_explain(const struct xlate_result *r, size_t fi, uint32_t off, struct strbuf *o)
{
    const struct xfunc *xf = &r->funcs[fi];
    int found = 0;
    for (size_t s = 0; s < xf->nsteps; s++) {
        const struct xstep *st = &xf->steps[s];
        if (st->kind == XS_PASS || xf->sass->insns[st->sass].offset != off)
            continue;
        found = 1;
        step_text(r, xf, st, o);
        const struct xrule *rule = st->rule >= 0 ? xlate_rule_by_id(st->rule) : NULL;
        if (rule && st->kind == XS_UNSUPPORTED) {
            /* the rule that declined: its pattern and place, not its rationale */
            sb_printf(o, "      declined by rule %d %s [%s], %s:%d\n      pattern  %s\n",
                      rule->id, rule->name, xlate_cat_name(rule->cat), rule->file, rule->line,
                      rule->pattern);
        } else if (rule) {
            sb_printf(o, "      pattern  %s\n      priority %d\n      why      %s\n      defined  %s:%d\n",
                      rule->pattern, rule->priority, rule->why, rule->file, rule->line);
        }
        if (st->kind == XS_UNSUPPORTED) {
            sb_printf(o, "      near misses: the rules for %s, in the order they are tried, "
                      "and the first condition each failed\n", xf->sass->insns[st->sass].opcode);
            xlate_near_misses(&xf->sass->insns[st->sass], st, "        ", o);
        }
        /* passes that touched the lines of this instruction */
        for (size_t p = 0; p < xf->nlines; p++) {
            const struct xline *l = &xf->lines[p];
            if (l->kind == XL_INSN && l->rule < 0 && l->sass == st->sass) {
                sb_puts(o, "      pass     ");
                rdna_print_insn(o, &xf->fn->insns[l->insn]);
                const char *op = xf->fn->insns[l->insn].opcode;
                int store = !strncmp(op, "scratch_store", 13) || !strcmp(op, "v_writelane_b32");
                sb_puts(o, l->pass != XLP_SPILL ? "   (inserted by a pass before it)\n"
                           : store ? "   (spill: stored back after it)\n"
                                   : "   (spill: reloaded for it)\n");
            }
        }
    }
    if (!found)
        sb_printf(o, "no SASS instruction at offset 0x%x in %s\n", off, xf->sass->name);
}
