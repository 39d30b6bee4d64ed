/* test_xlate_edit.c - re-translating one edited instruction.
 *
 * xlate_function_edit promises the same result as translating the edited
 * function again from scratch, whether it splices one instruction or falls
 * back to the whole function.  The reference here is independent of the
 * splice: a second copy of the module, edited the same way, translated in
 * full by xlate_function.  Every line (kind, provenance, text), every trace
 * step, the report entries, the rule counts and the descriptor numbers are
 * compared, on every sample listing (wave32; wave64 on sm_80), for two
 * kinds of edit of instructions spread over each function: the same text parsed again (an edit committed
 * unchanged), the text of the next instruction put in its place (a real
 * change of opcode and registers), and an immediate changed (the edit that
 * keeps the cached liveness, colouring and uniformity), each then undone.
 * Then again with two threads and the edit's uniformity computed beside its
 * set-up for every function (opts.edit_spec_min 1): the cached uniformity
 * taken until they are compared, the whole function translated when they
 * differ (test_spec_missed makes one that does), and that translation, or
 * any other of an edit that goes whole, taking the uniformity computed
 * beside it.  An edit whose new VGPR colouring renumbers the old one
 * renumbers the old output in place and stays local.  An edit gone whole
 * takes the set-up it made (another colouring: test_setup_missed makes one
 * whose uniformity, known only after the body, is another too, and the
 * translation sets up again), or the VGPR colouring of it (the same MIR,
 * another uniformity); every whole translation runs the second half of
 * its body on the second thread (opts.split_min 2), kept where it started
 * from what the first half left.  All counted, all compared with the
 * translation from scratch like every other edit. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "sass/sass.h"
#include "xlate/xlate.h"
#include "lib/testutil.h"

/* Function fi of r as text: everything a translation consists of. */
static void dump_fn(const struct xlate_result *r, size_t fi, struct strbuf *b)
{
    const struct xfunc *xf = &r->funcs[fi];
    sb_printf(b, "vgpr %d sgpr %d lds %d kernarg %d scratch %d args %zu\n", xf->next_free_vgpr,
              xf->next_free_sgpr, xf->lds_bytes, xf->kernarg_size, xf->scratch_bytes, xf->nargs);
    for (size_t i = 0; i < xf->nlines; i++) {
        const struct xline *l = &xf->lines[i];
        sb_printf(b, "L %d %d %d %d ", l->kind, l->pass, l->sass, l->rule);
        if (l->kind == XL_INSN) {
            const struct rdna_insn *in = &xf->fn->insns[l->insn];
            sb_printf(b, "@%u ", in->offset);
            rdna_print_insn(b, in);
        } else {
            sb_puts(b, l->text ? l->text : "");
        }
        sb_putc(b, '\n');
    }
    struct strbuf bb;
    sb_init(&bb);
    for (size_t i = 0; i < xf->nsteps; i++) {
        const struct xstep *s = &xf->steps[i];
        const char *bind = xlate_step_bindings(s, &bb);
        sb_printf(b, "S %d %d %d %s [%d,%d) %s | %s\n", s->kind, s->sass, s->rule,
                  s->pass ? s->pass : "-", s->first, s->last, bind ? bind : "",
                  s->note ? s->note : "");
    }
    sb_free(&bb);
    for (size_t i = 0; i < xf->nunsup; i++)
        sb_printf(b, "U %u %s %s\n", xf->unsup[i].offset, xf->unsup[i].opcode, xf->unsup[i].reason);
    size_t nrules;
    xlate_rules(&nrules);
    for (size_t i = 0; i < nrules; i++)
        if (xf->rule_count[i])
            sb_printf(b, "R %zu %u\n", i, xf->rule_count[i]);
}

/* Put text in place of instruction ii of function fi of m (as the TUI's
 * editor does); *old receives what was there. */
static enum ws_status mir_after(struct sass_module *m, struct sass_function *f, size_t ii,
                                const struct sass_insn *old, int full, struct ws_error *e)
{
    return full ? sass_build_mir(m, f, e) : sass_update_mir(m, f, ii, old, e);
}

/* The reference side (full) rebuilds the whole MIR. */
static void put_insn(struct sass_module *m, size_t fi, size_t ii, const char *text,
                     struct sass_insn *old, int full)
{
    struct sass_function *f = &m->funcs[fi];
    struct sass_insn in;
    memset(&in, 0, sizeof in);
    struct ws_error e;
    assert_int_equal(sass_parse_insn(m, text, strlen(text), &in, "edit", 1, &e), WS_OK);
    in.offset = f->insns[ii].offset;
    in.srcline = f->insns[ii].srcline;
    in.line = f->insns[ii].line;
    in.ctrl = f->insns[ii].ctrl;
    /* label operands resolved by name, as the session's editor does (the
     * text may come from another instruction: BSSY moved a slot up) */
    for (unsigned k = 0; k < in.nops; k++) {
        struct sass_operand *o = &in.ops[k];
        if (o->kind != SOP_LABEL || !o->u.label)
            continue;
        o->u.target = UINT32_MAX;
        for (size_t j = 0; j < f->nlabels; j++)
            if (!strcmp(f->labels[j].name, o->u.label))
                o->u.target = f->labels[j].offset;
    }
    *old = f->insns[ii];
    f->insns[ii] = in;
    assert_int_equal(mir_after(m, f, ii, old, full, &e), WS_OK);
}

static void restore(struct sass_module *m, size_t fi, size_t ii, const struct sass_insn *old,
                    struct sass_insn *now, int full)
{
    struct ws_error e;
    *now = m->funcs[fi].insns[ii];
    m->funcs[fi].insns[ii] = *old;
    assert_int_equal(mir_after(m, &m->funcs[fi], ii, now, full, &e), WS_OK);
}

static void same(struct xlate_result *ra, struct xlate_result *rb, size_t fi, const char *what)
{
    struct strbuf a, b;
    sb_init(&a);
    sb_init(&b);
    dump_fn(ra, fi, &a);
    dump_fn(rb, fi, &b);
    if (a.len != b.len || memcmp(a.s, b.s, a.len)) {
        size_t k = 0;
        while (k < a.len && k < b.len && a.s[k] == b.s[k])
            k++;
        size_t from = k > 200 ? k - 200 : 0;
        fail_msg("%s: incremental and full translation differ at byte %zu:\n%.300s\n---\n%.300s",
                 what, k, a.s + from, b.s + from);
    }
    sb_free(&a);
    sb_free(&b);
}

/* sass_update_mir against sass_build_mir */
static void same_mir(const struct sass_function *a, const struct sass_function *b)
{
    assert_int_equal(a->mir.n, b->mir.n);
    for (size_t i = 0; i < a->mir.n; i++) {
        const struct mir_insn *x = &a->mir.insns[i], *y = &b->mir.insns[i];
        assert_int_equal(x->flow, y->flow);
        assert_int_equal(x->conditional, y->conditional);
        assert_int_equal(x->guarded, y->guarded);
        assert_int_equal(x->ntargets, y->ntargets);
        if (x->ntargets)
            assert_int_equal(x->targets[0], y->targets[0]);
        assert_int_equal(x->ndefs, y->ndefs);
        assert_int_equal(x->nuses, y->nuses);
        assert_memory_equal(x->defs, y->defs, sizeof *x->defs * (size_t)(x->ndefs + x->nuses));
    }
}

static int plain(const struct sass_function *f, size_t i)
{
    return f->mir.insns[i].flow == FLOW_NONE;
}

static unsigned spliced, edits, imm_edits, patched, spec, spec_held, spec_missed, spec_given,
    setup_given, setup_missed, color_given, split, split_kept, renumbered, facts, facts_scalar,
    repaired, relax_skipped, late, reg_edits;

/* text with its first immediate operand (", 0x..." outside brackets)
 * changed in its lowest bit, in out; 0 when it has none */
static int imm_edited(const char *text, char *out, size_t n)
{
    int depth = 0;
    for (const char *p = text; *p; p++) {
        if (*p == '[') depth++;
        if (*p == ']') depth--;
        if (depth || p[0] != ',' || p[1] != ' ' || p[2] != '0' || p[3] != 'x')
            continue;
        const char *h = p + 4, *e = h;
        while ((*e >= '0' && *e <= '9') || (*e >= 'a' && *e <= 'f'))
            e++;
        if (e == h || (*e != ',' && *e != ' ' && *e != ';' && *e))
            continue;
        char d = e[-1];
        int v = d <= '9' ? d - '0' : d - 'a' + 10;
        v ^= 1;
        snprintf(out, n, "%.*s%c%s", (int)(e - 1 - text), text, "0123456789abcdef"[v], e);
        return 1;
    }
    return 0;
}

/* text with its first source R register (first: its first operand) one
 * higher, in out; 0 when it has none */
static int reg_edited(const char *text, int first, char *out, size_t n)
{
    const char *p = first ? strchr(text, ' ') : strchr(text, ',');
    for (; p && *p; p++) {
        if (p[0] != ' ' || p[1] != 'R' || p[2] < '0' || p[2] > '9')
            continue;
        char *e;
        long r = strtol(p + 2, &e, 10);
        if (*e != ',' && *e != ' ' && *e != '\0')
            continue;
        if (r >= 250)
            return 0;
        snprintf(out, n, "%.*sR%ld%s", (int)(p + 1 - text), text, r + 1, e);
        return 1;
    }
    return 0;
}

/* Edits at `points` places of each function of path: the next
 * instruction's text, an immediate changed, and with regs also a source
 * register and the first operand one higher; each compared with a
 * translation from scratch, then undone and compared again. */
static void edit_listing_at(const char *path, int wave, int threads, size_t points, int regs)
{
    struct sass_module *ma, *mb;
    struct ws_error e;
    assert_int_equal(sass_parse_file(path, &ma, &e), WS_OK);
    assert_int_equal(sass_parse_file(path, &mb, &e), WS_OK);
    struct xlate_opts o = xlate_opts_default();
    o.wave = wave;
    struct xlate_result *ra, *rb;
    assert_int_equal(xlate_module(mb, &o, &rb, &e), WS_OK);
    o.threads = threads;
    o.edit_spec_min = 1;
    o.split_min = 2;
    assert_int_equal(xlate_module(ma, &o, &ra, &e), WS_OK);
    for (size_t fi = 0; fi < ma->nfuncs; fi++) {
        const struct sass_function *f = &ma->funcs[fi];
        size_t step = f->ninsns / points + 1;
        for (size_t ii = 0; ii + 1 < f->ninsns; ii += step) {
            char what[512];
            for (int kind = 0; kind < (regs ? 5 : 3); kind++) {
                size_t src = kind == 1 ? ii + 1 : ii;
                if (kind == 1 && (!plain(f, ii) || !plain(f, src)))
                    continue;
                char buf[512];
                if (kind == 2 && (!plain(f, ii) || !imm_edited(f->insns[ii].text, buf, sizeof buf)))
                    continue;
                if (kind >= 3 && (!plain(f, ii) ||
                                  !reg_edited(f->insns[ii].text, kind == 4, buf, sizeof buf)))
                    continue;
                imm_edits += kind == 2;
                reg_edits += kind >= 3;
                char *text = strdup(kind >= 2 ? buf : f->insns[src].text);
                struct sass_insn olda, oldb, nowa, nowb;
                put_insn(ma, fi, ii, text, &olda, 0);
                put_insn(mb, fi, ii, text, &oldb, 1);
                same_mir(&ma->funcs[fi], &mb->funcs[fi]);
                int inc;
                /* an edit patched into the output in place keeps the layout */
                uint32_t lay = ra->funcs[fi].layout;
                assert_int_equal(xlate_function_edit(ra, fi, ii, &olda, &inc, &e), WS_OK);
                assert_int_equal(xlate_function(rb, fi, &e), WS_OK);
                snprintf(what, sizeof what, "%s %s insn %zu <- '%s'", path, f->name, ii, text);
                same(ra, rb, fi, what);
                spliced += inc;
                patched += ra->funcs[fi].layout == lay;
                edits++;
                /* and back (an undo) */
                restore(ma, fi, ii, &olda, &nowa, 0);
                restore(mb, fi, ii, &oldb, &nowb, 1);
                same_mir(&ma->funcs[fi], &mb->funcs[fi]);
                lay = ra->funcs[fi].layout;
                assert_int_equal(xlate_function_edit(ra, fi, ii, &nowa, &inc, &e), WS_OK);
                assert_int_equal(xlate_function(rb, fi, &e), WS_OK);
                strcat(what, " undone");
                same(ra, rb, fi, what);
                spliced += inc;
                patched += ra->funcs[fi].layout == lay;
                edits++;
                free(text);
            }
        }
    }
    spec += ra->edit_spec;
    spec_held += ra->edit_spec_held;
    spec_missed += ra->edit_spec_missed;
    spec_given += ra->edit_spec_given;
    setup_given += ra->edit_setup_given;
    setup_missed += ra->edit_setup_missed;
    renumbered += ra->edit_renumbered;
    split += ra->body_split;
    split_kept += ra->body_split_kept;
    color_given += ra->edit_color_given;
    facts += ra->setup_facts;
    repaired += ra->edit_spec_repaired;
    relax_skipped += ra->edit_relax_skipped;
    late += ra->edit_spec_late;
    facts_scalar += ra->setup_facts_scalar;
    assert_true(ra->edit_spec_held + ra->edit_spec_missed <= ra->edit_spec);
    if (threads < 2)
        assert_int_equal(ra->edit_spec, 0);
    xlate_result_free(ra);
    xlate_result_free(rb);
    sass_module_free(ma);
    sass_module_free(mb);
}

static void edit_listing(const char *path, int wave, int threads)
{
    edit_listing_at(path, wave, threads, 6, 0);
}

static const char *prog;        /* argv[0]: the generator is beside the tests' folder */

/* A generated listing (scripts/gen-big-listing.c: branches, loops, divergent
 * and uniform conditions) edited at 40 places of each function, registers
 * too: a source register or the first operand one higher makes branches
 * divergent or uniform, so edits whose uniformity changes (notes alone or
 * the plan: translated whole) are met, in wave32 and wave64. */
static void test_generated(void **state)
{
    (void)state;
    char out[4200];
    tu_gen_listing(prog, "--seed 11 2000", out, sizeof out);
    unsigned e0 = edits, m0 = spec_missed, r0 = repaired, g0 = reg_edits;
    edit_listing_at(out, 32, 2, 40, 1);
    edit_listing_at(out, 64, 2, 40, 1);
    unlink(out);
    print_message("generated listing: %u edits (%u of a register), %u with another uniformity, "
                  "%u of those kept with their notes made again\n", edits - e0, reg_edits - g0,
                  spec_missed - m0 + repaired - r0, repaired - r0);
    assert_true(reg_edits - g0 > 50);
    assert_true(spec_missed > m0);
}

static void test_samples(void **state)
{
    (void)state;
    char **paths;
    size_t n = tu_glob("samples/*/sm_[89]0.nvdisasm.sass", &paths);
    assert_true(n >= 30);
    /* wave32 on every listing; wave64 (per-warp uniform registers) on the
     * sm_80 ones */
    for (size_t i = 0; i < n; i++) {
        edit_listing(paths[i], 32, 1);
        if (strstr(paths[i], "sm_80"))
            edit_listing(paths[i], 64, 1);
    }
    unsigned one = edits;
    for (size_t i = 0; i < n; i++) {
        edit_listing(paths[i], 32, 2);
        if (strstr(paths[i], "sm_80"))
            edit_listing(paths[i], 64, 2);
    }
    print_message("with two threads: %u edits, %u with their uniformity computed beside the "
                  "set-up: %u found the same as the cached one, %u another; %u whole translations "
                  "took it\n", edits - one, spec, spec_held, spec_missed, spec_given);
    print_message("edits gone whole that took the edit's set-up: %u (%u of them with another "
                  "uniformity: translated again); its colouring alone: %u\n",
                  setup_given, setup_missed, color_given);
    print_message("whole translations with the body on two threads: %u, the second half kept "
                  "in %u\n", split, split_kept);
    print_message("edits whose new colouring renumbered the old (kept local): %u\n", renumbered);
    print_message("set-ups that took the rest of another (an edit of registers): %u, with its "
                  "scalar branches: %u\n", facts, facts_scalar);
    print_message("of those found the same, another that changed the notes of BRA steps alone "
                  "(kept, the notes made again): %u\n", repaired);
    print_message("spliced edits whose jumps had room for the size change (no relaxation walk): "
                  "%u\n", relax_skipped);
    print_message("of those found another, found so once the edit's output was finished "
                  "(translated whole, replacing it): %u\n", late);
    /* the edits that change registers (the next instruction's text) take
     * that path, and both of its ends are met */
    assert_true(spec * 8 > edits - one);
    assert_true(spec_held > 100);
    assert_true(spec_missed > 0);
    assert_true(spec_given > 100);
    assert_true(repaired > 0 && repaired < spec_held);
    assert_true(late <= spec_missed);   /* (how many: the threads' timing; test_spec_missed
                                           meets the path whatever it is) */
    /* a whole translation taking the edit's set-up, or its colouring: both
     * paths met, each compared with the translation from scratch above */
    assert_true(setup_given > 50);
    assert_true(renumbered > 50);       /* the output renumbered in place, then spliced */
    assert_true(color_given > 10);
    /* set-ups of edits of registers that took the rest of the cached one
     * (or the edit's, in a whole translation): compared above */
    assert_true(facts > 100);
    assert_true(facts_scalar > 100);
    assert_true(facts > facts_scalar);
    /* the whole translations (split_min 2) ran the second half of the body
     * on the second thread, kept where it started as the first left it:
     * both ends met, each compared above */
    assert_true(split_kept > 100);
    assert_true(split > split_kept);
    tu_free_list(paths, n);
    print_message("%u edits (%u of an immediate), %u re-translated by splicing one instruction, "
                  "%u of them patched in place\n", edits, imm_edits, spliced, patched);
    assert_true(imm_edits > 50);
    /* the edits of an immediate (and the same text parsed again) are
     * patched in place: that path must be taken too, or it goes unchecked */
    assert_true(patched > imm_edits);
    /* the splice must actually be taken for most edits, or this test checks
     * only the fallback */
    assert_true(spliced * 2 > edits);
    /* the samples' jumps are short: most splices (not patches in place)
     * skipped the relaxation walk (each compared with a translation from
     * scratch above; tests/test_xlate_sspill.c test_reach_edit: a jump
     * pushed out of reach by an edit) */
    assert_true(relax_skipped * 2 > spliced - patched);
}

/* An edit of a branch changes the targets: never spliced, still right. */
static void test_branch_not_spliced(void **state)
{
    (void)state;
    struct sass_module *m;
    struct ws_error e;
    const char *src =
        "\t.text.k:\n"
        "k:\n"
        "        /*0000*/                   S2R R0, SR_TID.X ;\n"
        "        /*0010*/                   ISETP.GE.AND P0, PT, R0, 0x10, PT ;\n"
        "        /*0020*/              @P0 BRA `(.L_x_1) ;\n"
        "        /*0030*/                   IADD3 R0, R0, 0x1, RZ ;\n"
        ".L_x_1:\n"
        "        /*0040*/                   EXIT ;\n";
    assert_int_equal(sass_parse_buffer("k.sass", src, strlen(src), &m, &e), WS_OK);
    struct xlate_opts o = xlate_opts_default();
    struct xlate_result *r;
    assert_int_equal(xlate_module(m, &o, &r, &e), WS_OK);
    struct sass_insn old;
    put_insn(m, 0, 2, "@!P0 BRA `(.L_x_1) ;", &old, 0);
    int inc = -1;
    assert_int_equal(xlate_function_edit(r, 0, 2, &old, &inc, &e), WS_OK);
    assert_int_equal(inc, 0);
    /* an ALU edit that keeps every register is spliced, and leaves the MIR
     * version (what liveness and colouring are keyed on) as it was */
    uint32_t v = m->funcs[0].mir_version;
    put_insn(m, 0, 3, "IADD3 R0, R0, 0x2, RZ ;", &old, 0);
    assert_int_equal(m->funcs[0].mir_version, v);
    assert_int_equal(xlate_function_edit(r, 0, 3, &old, &inc, &e), WS_OK);
    assert_int_equal(inc, 1);
    /* one that writes another register changes it */
    put_insn(m, 0, 3, "IADD3 R1, R0, 0x2, RZ ;", &old, 0);
    assert_true(m->funcs[0].mir_version != v);
    assert_int_equal(xlate_function_edit(r, 0, 3, &old, &inc, &e), WS_OK);
    xlate_result_free(r);
    sass_module_free(m);
}

/* A small kernel twice: a, edited and re-translated by xlate_function_edit
 * (with threads and the edit's uniformity beside it from edit_spec_min
 * instructions, 0: one thread), and b, the reference, translated whole
 * after the same edit. */
/* The note of the step of the BRA (instruction 4) of function 0 of r. */
static const char *bra_note(const struct xlate_result *r)
{
    const struct xfunc *xf = &r->funcs[0];
    for (size_t j = 0; j < xf->nsteps; j++)
        if (xf->steps[j].kind == XS_RULE && xf->steps[j].sass == 4)
            return xf->steps[j].note ? xf->steps[j].note : "";
    return "";
}

struct pair {
    struct sass_module *ma, *mb;
    struct xlate_result *ra, *rb;
    struct sass_insn olda, oldb;    /* what the last edit replaced */
    size_t ii;
};

static void pair_open(struct pair *p, const char *src, size_t spec_min)
{
    struct ws_error e;
    assert_int_equal(sass_parse_buffer("k.sass", src, strlen(src), &p->ma, &e), WS_OK);
    assert_int_equal(sass_parse_buffer("k.sass", src, strlen(src), &p->mb, &e), WS_OK);
    struct xlate_opts o = xlate_opts_default();
    assert_int_equal(xlate_module(p->mb, &o, &p->rb, &e), WS_OK);
    o.threads = spec_min ? 2 : 1;
    o.edit_spec_min = spec_min;
    assert_int_equal(xlate_module(p->ma, &o, &p->ra, &e), WS_OK);
}

/* Instruction ii of both made text (NULL: put back what the last edit
 * replaced); a's edit incremental or not (inc), and the same as b's. */
static void pair_edit(struct pair *p, size_t ii, const char *text, int *inc)
{
    struct ws_error e;
    struct sass_insn was;
    char what[160];
    if (text) {
        put_insn(p->ma, 0, ii, text, &p->olda, 0);
        put_insn(p->mb, 0, ii, text, &p->oldb, 1);
        was = p->olda;
        snprintf(what, sizeof what, "k insn %zu <- %s", ii, text);
    } else {
        struct sass_insn nowb;
        restore(p->ma, 0, p->ii, &p->olda, &was, 0);
        restore(p->mb, 0, p->ii, &p->oldb, &nowb, 1);
        ii = p->ii;
        snprintf(what, sizeof what, "k insn %zu undone", ii);
    }
    p->ii = ii;
    *inc = -1;
    assert_int_equal(xlate_function_edit(p->ra, 0, ii, &was, inc, &e), WS_OK);
    assert_int_equal(xlate_function(p->rb, 0, &e), WS_OK);
    same(p->ra, p->rb, 0, what);
}

static void pair_free(struct pair *p)
{
    xlate_result_free(p->ra);
    xlate_result_free(p->rb);
    sass_module_free(p->ma);
    sass_module_free(p->mb);
}

/* An instruction whose output was empty (a NOP put in its place), edited
 * back right after another instruction with empty output (the YIELD): the
 * splice must leave the YIELD's empty step before the new lines, where a
 * whole translation records it (it moved after them: cg_tiles sm_80 in
 * wave64, instruction 69 after the YIELD at 68, before that function was
 * translated whole).  Both edits are spliced. */
static void test_empty_neighbour(void **state)
{
    (void)state;
    const char *src =
        "\t.text.k:\n"
        "k:\n"
        "        /*0000*/                   S2R R0, SR_TID.X ;\n"
        "        /*0010*/                   YIELD ;\n"
        "        /*0020*/                   IADD3 R0, R0, 0x1, RZ ;\n"
        "        /*0030*/                   IADD3 R0, R0, 0x2, RZ ;\n"
        "        /*0040*/                   EXIT ;\n";
    struct pair p;
    int inc;
    pair_open(&p, src, 0);
    pair_edit(&p, 2, "NOP ;", &inc);
    assert_int_equal(inc, 1);
    pair_edit(&p, 2, NULL, &inc);
    assert_int_equal(inc, 1);
    pair_free(&p);
}

/* An edit that makes a branch divergent: its uniformity, computed beside the
 * set-up, is not the cached one the set-up went on with, and the function
 * is translated whole, taking that uniformity: the same as from scratch. */
static void test_spec_missed(void **state)
{
    (void)state;
    const char *src =
        "\t.text.k:\n"
        "k:\n"
        "        /*0000*/                   S2R R0, SR_TID.X ;\n"
        "        /*0010*/                   MOV R1, 0x5 ;\n"
        "        /*0020*/                   ISETP.GE.AND P0, PT, R1, 0x10, PT ;\n"
        "        /*0030*/              @P0 BRA `(.L_x_1) ;\n"
        "        /*0040*/                   IADD3 R2, R2, 0x1, RZ ;\n"
        ".L_x_1:\n"
        "        /*0050*/                   EXIT ;\n";
    struct pair p;
    int inc;
    pair_open(&p, src, 1);
    const struct xlate_result *ra = p.ra;
    /* R1 from the thread index: the branch on it diverges */
    pair_edit(&p, 1, "MOV R1, R0 ;", &inc);
    assert_int_equal(ra->edit_spec, 1);
    assert_int_equal(ra->edit_spec_held, 0);
    assert_int_equal(ra->edit_spec_missed, 1);
    assert_int_equal(ra->edit_spec_given, 1);   /* the whole translation took it */
    assert_int_equal(inc, 0);   /* translated whole */
    /* and the VGPR colouring of the edit's set-up (the same MIR), not its
     * set-up (made with the cached uniformity) */
    assert_int_equal(ra->edit_color_given, 1);
    assert_int_equal(ra->edit_setup_given, 0);
    /* and back: uniform again; compared only once the edit's output is
     * finished, whatever the threads' timing: found another then, and the
     * whole translation replaces that output */
    unsigned late0 = ra->edit_spec_late;    /* the first: the threads' timing */
    p.ra->opts.edit_compare_late = 1;
    pair_edit(&p, 1, NULL, &inc);
    p.ra->opts.edit_compare_late = 0;
    assert_int_equal(inc, 0);
    assert_int_equal(ra->edit_spec, 2);
    assert_int_equal(ra->edit_spec_missed, 2);
    assert_int_equal(ra->edit_spec_late, late0 + 1);
    /* an edit of registers that keeps the uniformity and the colouring (R2
     * read once more, where it is live already): the cached uniformity held */
    pair_edit(&p, 4, "IADD3 R2, R2, 0x1, R2 ;", &inc);
    assert_int_equal(ra->edit_spec, 3);
    assert_int_equal(ra->edit_spec_held, 1);
    assert_int_equal(ra->edit_spec_missed, 2);
    assert_int_equal(inc, 1);
    /* a register the function did not read (R3): another VGPR colouring,
     * the same uniformity: the whole translation takes the edit's set-up */
    pair_edit(&p, 4, "IADD3 R2, R3, 0x1, RZ ;", &inc);
    assert_int_equal(inc, 0);
    assert_int_equal(ra->edit_spec, 4);
    assert_int_equal(ra->edit_spec_held, 2);
    assert_int_equal(ra->edit_setup_given, 1);
    pair_free(&p);
}

/* A small kernel of tests/data/edit (its README says what each is for),
 * as a string (the caller frees it). */
static char *data_kernel(const char *path)
{
    size_t len;
    char *src = tu_read_file(path, &len);
    assert_non_null(src);
    return src;
}

/* A small kernel whose R0 and R2 share a VGPR (warpscope translate
 * --trace: R0->v1, R2->v1). */
static char *reg_kernel(void)
{
    return data_kernel("tests/data/edit/regs.sass");
}

/* An edit that makes a branch's divergent condition come from another
 * source (the lane id in place of the thread index): the uniformity
 * computed beside the set-up is another, but only in what the BRA's note
 * says (its condition's origin); the branch stays on the pending masks
 * and the colouring is the same.  The edit stays local, and the note is
 * made again: the same as from scratch (pair_edit compares every note). */
static void test_repaired(void **state)
{
    (void)state;
    struct pair p;
    int inc;
    char *src = data_kernel("tests/data/edit/origin.sass");
    pair_open(&p, src, 1);
    free(src);
    const struct xlate_result *ra = p.ra;
    const char *why = "it depends on S2R R0, SR_TID.X at 0x0000";
    assert_non_null(strstr(bra_note(ra), why));
    pair_edit(&p, 3, "ISETP.GE.AND P0, PT, R4, 0x10, PT ;", &inc);
    assert_int_equal(inc, 1);
    assert_int_equal(ra->edit_spec_held, 1);
    assert_int_equal(ra->edit_spec_missed, 0);
    assert_int_equal(ra->edit_spec_repaired, 1);
    assert_non_null(strstr(bra_note(ra), "it depends on S2R R4, SR_LANEID at 0x0010"));
    /* and back */
    pair_edit(&p, 3, NULL, &inc);
    assert_int_equal(inc, 1);
    assert_int_equal(ra->edit_spec_repaired, 2);
    assert_non_null(strstr(bra_note(ra), why));
    pair_free(&p);
}


/* An edit that changes the colouring (not by renumbering it) and the
 * uniformity: the whole translation takes the edit's set-up before the
 * uniformity computed beside it is known, finds it another after the
 * body, and sets up again, taking it. */
static void test_setup_missed(void **state)
{
    (void)state;
    struct pair p;
    int inc;
    char *src = reg_kernel();
    pair_open(&p, src, 1);
    free(src);
    const struct xlate_result *ra = p.ra;
    /* the compare reads R0 (the thread index) instead of R2: the branch
     * diverges, and R0, which shared R2's VGPR, now lives beside it
     * (R2->v4) */
    pair_edit(&p, 4, "ISETP.GE.AND P0, PT, R0, 0x10, PT ;", &inc);
    assert_int_equal(inc, 0);
    assert_int_equal(ra->edit_renumbered, 0);
    assert_int_equal(ra->edit_setup_given, 1);
    assert_int_equal(ra->edit_setup_missed, 1);
    assert_int_equal(ra->edit_spec_missed, 1);
    /* and back: another colouring again, and the uniform branch again */
    pair_edit(&p, 4, NULL, &inc);
    assert_int_equal(ra->edit_setup_missed, 2);
    pair_free(&p);
}

/* An edit that reads a register the function did not use (R5) in place of
 * R3: another colouring, which renumbers the old one (the registers both
 * colour share VGPRs alike): the old output is renumbered in place and
 * the edit spliced, with one thread and with two; the same as from
 * scratch (pair_edit compares), and so is the edit back.  Before the
 * renumbering both went whole (inc 0). */
static void test_renumbered(void **state)
{
    (void)state;
    for (size_t spec_min = 0; spec_min < 2; spec_min++) {
        struct pair p;
        int inc;
        char *src = reg_kernel();
        pair_open(&p, src, spec_min);
        free(src);
        const struct xlate_result *ra = p.ra;
        pair_edit(&p, 6, "IADD3 R2, R1, R5, RZ ;", &inc);
        assert_int_equal(inc, 1);
        assert_int_equal(ra->edit_renumbered, 1);
        pair_edit(&p, 6, NULL, &inc);
        assert_int_equal(inc, 1);
        assert_int_equal(ra->edit_renumbered, 2);
        pair_free(&p);
    }
}

int main(int argc, char **argv)
{
    (void)argc;
    prog = argv[0];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_branch_not_spliced),
        cmocka_unit_test(test_empty_neighbour),
        cmocka_unit_test(test_spec_missed),
        cmocka_unit_test(test_setup_missed),
        cmocka_unit_test(test_renumbered),
        cmocka_unit_test(test_repaired),
        cmocka_unit_test(test_samples),
        cmocka_unit_test(test_generated),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
