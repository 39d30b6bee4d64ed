/* test_sass_split.c - the two-thread parse gives the one-pass parse's IR.
 *
 * sass_parse_buffer_threads(..., 2, ...) reads the lines first and parses the
 * instruction texts and builds the MIR on two threads afterwards (the second
 * thread with an arena and intern tables of its own).  The reference is the
 * one-pass parse of the same text (threads 1): every field of every
 * instruction, operand, label, function and MIR entry must be equal, every
 * instruction's modifier list must be shared with the same instructions as
 * in the reference (one object per distinct list), and a listing the one
 * pass rejects must be rejected with the same message at the same line. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sass/sass.h"
#include "lib/testutil.h"

static const char *prog;        /* argv[0]: the generator is beside the tests' folder */

static int same_str(const char *a, const char *b)
{
    return a == b || (a && b && !strcmp(a, b));
}

static void same_operand(const struct sass_operand *x, const struct sass_operand *y,
                         const char *what, const struct sass_insn *in)
{
    if (x->kind != y->kind || x->access != y->access || x->width != y->width ||
        x->flags != y->flags || x->reg != y->reg || !same_str(x->text, y->text) ||
        !same_str(x->sel, y->sel))
        fail_msg("%s: operand '%s' of '%s' differs", what, x->text, in->text);
    int same = 1;
    switch (x->kind) {
    case SOP_IMM:
        same = x->u.imm == y->u.imm;
        break;
    case SOP_FIMM:
        same = !memcmp(&x->u.fimm, &y->u.fimm, sizeof x->u.fimm);
        break;
    case SOP_CBANK:
        same = x->u.cb.bank == y->u.cb.bank && x->u.cb.bank_ureg == y->u.cb.bank_ureg &&
               x->u.cb.reg == y->u.cb.reg && x->u.cb.reg_is_ureg == y->u.cb.reg_is_ureg &&
               x->u.cb.offset == y->u.cb.offset;
        break;
    case SOP_MEM:
        same = x->u.mem.reg == y->u.mem.reg && x->u.mem.reg_is_ureg == y->u.mem.reg_is_ureg &&
               x->u.mem.scale == y->u.mem.scale && x->u.mem.ureg == y->u.mem.ureg &&
               x->u.mem.desc == y->u.mem.desc && x->u.mem.offset == y->u.mem.offset;
        break;
    case SOP_LABEL:
        same = x->u.target == y->u.target && same_str(x->u.label, y->u.label);
        break;
    case SOP_SREG:
        same = same_str(x->u.sreg, y->u.sreg);
        break;
    }
    if (!same)
        fail_msg("%s: the value of operand '%s' of '%s' differs", what, x->text, in->text);
}

static void same_insn(const struct sass_insn *x, const struct sass_insn *y, const char *what)
{
    if (x->offset != y->offset || x->srcline != y->srcline || !same_str(x->text, y->text) ||
        x->guard != y->guard || x->guard_neg != y->guard_neg ||
        x->guard_uniform != y->guard_uniform || x->nmods != y->nmods || x->nops != y->nops ||
        x->unknown != y->unknown || !same_str(x->opcode, y->opcode) || x->info != y->info ||
        memcmp(&x->line, &y->line, sizeof x->line) || x->has_enc != y->has_enc ||
        x->enc[0] != y->enc[0] || x->enc[1] != y->enc[1] || x->nxtargets != y->nxtargets ||
        x->ctrl.valid != y->ctrl.valid || x->ctrl.stall != y->ctrl.stall ||
        x->ctrl.yield != y->ctrl.yield || x->ctrl.wbar != y->ctrl.wbar ||
        x->ctrl.rbar != y->ctrl.rbar || x->ctrl.wait != y->ctrl.wait ||
        x->ctrl.reuse != y->ctrl.reuse)
        fail_msg("%s: instruction '%s' at 0x%x differs", what, x->text, x->offset);
    for (unsigned k = 0; k < x->nmods; k++)
        if (!same_str(x->mods[k], y->mods[k]))
            fail_msg("%s: a modifier of '%s' differs", what, x->text);
    for (unsigned k = 0; k < x->nxtargets; k++)
        if (!same_str(x->xtnames[k], y->xtnames[k]) || x->xtargets[k] != y->xtargets[k])
            fail_msg("%s: a branch target of '%s' differs", what, x->text);
    for (unsigned k = 0; k < x->nops; k++)
        same_operand(&x->ops[k], &y->ops[k], what, x);
}

static void same_refs(const struct reg_ref *a, const struct reg_ref *b, unsigned n, const char *what)
{
    for (unsigned k = 0; k < n; k++)
        if (a[k].index != b[k].index || a[k].cls != b[k].cls || a[k].count != b[k].count)
            fail_msg("%s: a MIR register differs", what);
}

static void same_mir(const struct sass_function *f, const struct sass_function *g, const char *what)
{
    assert_int_equal(f->mir_version, g->mir_version);
    assert_int_equal(f->mir.n, g->mir.n);
    assert_int_equal(f->mir.sorted16, g->mir.sorted16);
    assert_string_equal(f->mir.name, g->mir.name);
    for (size_t i = 0; i < f->mir.n; i++) {
        const struct mir_insn *a = &f->mir.insns[i], *b = &g->mir.insns[i];
        if (a->offset != b->offset || a->flow != b->flow || a->conditional != b->conditional ||
            a->guarded != b->guarded || a->ndefs != b->ndefs || a->nuses != b->nuses ||
            a->reg_call != b->reg_call || a->abi_call != b->abi_call || a->guard != b->guard ||
            a->pr_read != b->pr_read || a->ntargets != b->ntargets)
            fail_msg("%s: MIR of '%s' at 0x%x differs", what, f->insns[i].text, a->offset);
        for (unsigned k = 0; k < a->ntargets; k++)
            if (a->targets[k] != b->targets[k])
                fail_msg("%s: a MIR target of '%s' differs", what, f->insns[i].text);
        same_refs(a->defs, b->defs, a->ndefs, what);
        same_refs(a->uses, b->uses, a->nuses, what);
    }
}

/* Instructions i and j share a modifier list in one parse exactly when they
 * do in the other: checked against the first instruction holding each list. */
static void same_sharing(const struct sass_module *a, const struct sass_module *b, const char *what)
{
    size_t n = 0, cap = 64;
    const char ***seen = malloc(cap * sizeof *seen);
    size_t *first = malloc(cap * sizeof *first);
    size_t at = 0;
    for (size_t fi = 0; fi < a->nfuncs; fi++)
        for (size_t i = 0; i < a->funcs[fi].ninsns; i++, at++) {
            const char **l = a->funcs[fi].insns[i].mods;
            size_t k = 0;
            while (k < n && seen[k] != l)
                k++;
            if (k == n) {
                if (n == cap) {
                    cap *= 2;
                    seen = realloc(seen, cap * sizeof *seen);
                    first = realloc(first, cap * sizeof *first);
                }
                seen[n] = l;
                first[n++] = at;
            }
            /* the instruction that first held a's list, found again in b */
            size_t want = first[k], bat = 0;
            const struct sass_insn *bf = NULL;
            for (size_t fj = 0; fj < b->nfuncs && !bf; fj++) {
                if (want < bat + b->funcs[fj].ninsns)
                    bf = &b->funcs[fj].insns[want - bat];
                bat += b->funcs[fj].ninsns;
            }
            assert_non_null(bf);
            if (bf->mods != b->funcs[fi].insns[i].mods)
                fail_msg("%s: '%s' does not share its modifier list as in one pass",
                         what, a->funcs[fi].insns[i].text);
        }
    free(seen);
    free(first);
}

static void same_module(const struct sass_module *a, const struct sass_module *b, const char *what)
{
    assert_int_equal(a->format, b->format);
    assert_int_equal(a->sm, b->sm);
    assert_int_equal(a->narchs, b->narchs);
    assert_memory_equal(a->archs, b->archs, sizeof a->archs);
    assert_int_equal(a->nfiles, b->nfiles);
    for (size_t i = 0; i < a->nfiles; i++)
        assert_string_equal(a->files[i], b->files[i]);
    assert_int_equal(a->has_module_data, b->has_module_data);
    assert_int_equal(a->ncbanks, b->ncbanks);
    assert_int_equal(a->nglobals, b->nglobals);
    assert_int_equal(a->ncbsyms, b->ncbsyms);
    assert_int_equal(a->reserved_shared_bytes, b->reserved_shared_bytes);
    assert_int_equal(a->nfuncs, b->nfuncs);
    for (size_t fi = 0; fi < a->nfuncs; fi++) {
        const struct sass_function *f = &a->funcs[fi], *g = &b->funcs[fi];
        assert_string_equal(f->name, g->name);
        assert_true(same_str(f->section, g->section));
        assert_int_equal(f->registers, g->registers);
        assert_int_equal(f->shared_bytes, g->shared_bytes);
        assert_int_equal(f->cluster_dims, g->cluster_dims);
        assert_int_equal(f->ninsns, g->ninsns);
        assert_int_equal(f->nlabels, g->nlabels);
        for (size_t k = 0; k < f->nlabels; k++) {
            assert_string_equal(f->labels[k].name, g->labels[k].name);
            assert_int_equal(f->labels[k].offset, g->labels[k].offset);
        }
        for (size_t i = 0; i < f->ninsns; i++)
            same_insn(&f->insns[i], &g->insns[i], what);
        same_mir(f, g, what);
    }
    same_sharing(a, b, what);
}

/* Parses the listing (named path in messages) both ways; returns the
 * instruction count (0 when both rejected it, with the same error). */
static size_t both_ways_buf(const char *path, const char *buf, size_t len)
{
    struct sass_module *a = NULL, *b = NULL;
    struct ws_error ea, eb;
    ws_error_clear(&ea);
    ws_error_clear(&eb);
    enum ws_status sa = sass_parse_buffer_threads(path, buf, len, 0, 1, &a, &ea);
    enum ws_status sb = sass_parse_buffer_threads(path, buf, len, 0, 2, &b, &eb);
    assert_int_equal(sa, sb);
    size_t n = 0;
    if (sa) {
        assert_int_equal(ea.line, eb.line);
        assert_string_equal(ea.msg, eb.msg);
        assert_string_equal(ea.file, eb.file);
        return 0;
    }
    same_module(a, b, path);
    for (size_t i = 0; i < a->nfuncs; i++)
        n += a->funcs[i].ninsns;
    sass_module_free(a);
    sass_module_free(b);
    return n;
}

static size_t both_ways(const char *path)
{
    size_t len;
    char *buf = tu_read_file(path, &len);
    assert_non_null(buf);
    size_t n = both_ways_buf(path, buf, len);
    free(buf);
    return n;
}

static void test_samples(void **state)
{
    (void)state;
    static const char *const globs[] = {
        "samples/*/sm_*.sass", "tests/heldout/*/sm_*.sass", "tests/data/parity/*/sm_*.sass",
    };
    size_t files = 0, insns = 0;
    for (size_t g = 0; g < sizeof globs / sizeof globs[0]; g++) {
        char **list;
        size_t n = tu_glob(globs[g], &list);
        for (size_t i = 0; i < n; i++, files++)
            insns += both_ways(list[i]);
        tu_free_list(list, n);
    }
    tu_need_count(files, 200, "listings");
    print_message("      %zu listings, %zu instructions\n", files, insns);
}

/* Listings the one pass rejects (the bad inputs, and each sample with a
 * bad instruction put in at a third of its length): the same error. */
static void test_errors(void **state)
{
    (void)state;
    char **list;
    size_t n = tu_glob("tests/data/bad/*", &list);
    for (size_t i = 0; i < n; i++)
        both_ways(list[i]);
    tu_free_list(list, n);
    n = tu_glob("samples/*/sm_90.nvdisasm.sass", &list);
    tu_need_count(n, 10, "samples");
    for (size_t i = 0; i < n; i++) {
        size_t len;
        char *buf = tu_read_file(list[i], &len);
        char *nl = memchr(buf + len / 3, '\n', len - len / 3);
        assert_non_null(nl);
        /* an instruction line with an operand the parser rejects, whose
         * offset the next instruction's does not follow (the first pass's
         * error, on a later line): the operand's is reported */
        static const char bad[] = "\n        /*fff0*/                   IADD3 R1, R2, [[, RZ ;\n";
        size_t at = (size_t)(nl - buf), blen = sizeof bad - 1;
        char *t = malloc(len + blen);
        memcpy(t, buf, at);
        memcpy(t + at, bad, blen);
        memcpy(t + at + blen, buf + at + 1, len - at - 1);
        struct sass_module *m;
        struct ws_error e;
        ws_error_clear(&e);
        assert_int_not_equal(sass_parse_buffer_threads(list[i], t, len + blen - 1, 0, 1, &m, &e),
                             WS_OK);
        assert_non_null(strstr(e.msg, "[["));   /* the operand's error, not the offset's */
        both_ways_buf(list[i], t, len + blen - 1);
        free(t);
        free(buf);
    }
    tu_free_list(list, n);
}

/* Generated listings as big as the benchmark's functions. */
static void test_generated(void **state)
{
    (void)state;
    char out[4200];
    tu_gen_listing(prog, "--seed 5 1000 3000 20000", out, sizeof out);
    size_t n = both_ways(out);
    unlink(out);
    assert_true(n >= 24000);
}

int main(int argc, char **argv)
{
    (void)argc;
    prog = argv[0];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_samples),
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_generated),
    };
    return cmocka_run_group_tests_name("sass_split", tests, NULL, NULL);
}
