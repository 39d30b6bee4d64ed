/* xlate_stats.c - coverage of a translation: per SASS opcode, how many
 * instructions a rule translated and how many have none; per rule
 * category, how many instructions it covered. */
#include "xlate_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct xstat_op *op_slot(struct xstats *s, const char *op)
{
    for (size_t i = 0; i < s->nops; i++)
        if (!strcmp(s->ops[i].opcode, op))
            return &s->ops[i];
    if (s->nops == XSTATS_MAX_OPS)
        return NULL;
    struct xstat_op *o = &s->ops[s->nops++];
    snprintf(o->opcode, sizeof o->opcode, "%s", op);
    o->ok = o->none = 0;
    return o;
}

void xstats_add(struct xstats *s, const struct xlate_result *r)
{
    for (size_t f = 0; f < r->nfuncs; f++) {
        const struct xfunc *xf = &r->funcs[f];
        for (size_t k = 0; k < xf->nsteps; k++) {
            const struct xstep *st = &xf->steps[k];
            if (st->kind == XS_PASS)
                continue;
            struct xstat_op *o = op_slot(s, xf->sass->insns[st->sass].opcode);
            s->total++;
            if (st->kind == XS_RULE) {
                const struct xrule *rule = xlate_rule_by_id(st->rule);
                if (o) o->ok++;
                if (rule && rule->cat < XC_COUNT)
                    s->cat[rule->cat]++;
            } else {
                if (o) o->none++;
                s->none++;
            }
        }
    }
}

static int by_count(const void *a, const void *b)
{
    const struct xstat_op *x = a, *y = b;
    unsigned nx = x->ok + x->none, ny = y->ok + y->none;
    return nx < ny ? 1 : nx > ny ? -1 : strcmp(x->opcode, y->opcode);
}

void xstats_print(struct xstats *s, struct strbuf *o)
{
    qsort(s->ops, s->nops, sizeof s->ops[0], by_count);
    sb_printf(o, "%-14s %10s %10s\n", "opcode", "translated", "no rule");
    for (size_t i = 0; i < s->nops; i++)
        sb_printf(o, "%-14s %10u %10u\n", s->ops[i].opcode, s->ops[i].ok, s->ops[i].none);
    sb_printf(o, "\n%-18s %10s\n", "category", "instructions");
    for (int c = 0; c < XC_COUNT; c++)
        sb_printf(o, "%-18s %10u\n", xlate_cat_name((unsigned)c), s->cat[c]);
    sb_printf(o, "\n%u SASS instructions, %u translated by rules (%.2f%%), %u without a rule\n",
              s->total, s->total - s->none,
              s->total ? 100.0 * (s->total - s->none) / s->total : 100.0, s->none);
}
