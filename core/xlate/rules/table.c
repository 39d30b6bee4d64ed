/* table.c - the rule table: every rule file's rows (rules.h), joined once.
 *
 * The table is in id order, but for the rules below, each listed right
 * after the rule named with it, where it has stood since it was added:
 * reports list the rules that fired in table order (xlate_report_json),
 * so the order is part of the output.  The engine tries the rules of an
 * opcode by priority, then in table order (xlate.c); rules of one opcode
 * and one priority never match the same instruction (test_xlate_rules), so
 * table order does not choose between them.
 */
#include "xlate/rules/rules.h"

#include <pthread.h>
#include <stdlib.h>

static const struct { int id, after; } placed[] = {
    { 22, 23 },                                         /* umov after cs2r.zero */
    { 825, 826 },                                       /* cctl.ivall after bra.scalar */
    { 1006, 1009 },                                     /* yield after match.all */
    { 1102, 1107 }, { 1103, 1107 }, { 1104, 1107 }, { 1105, 1107 },  /* after atom.cas */
};

static int place_of(int id)
{
    for (size_t i = 0; i < sizeof placed / sizeof placed[0]; i++)
        if (placed[i].id == id)
            return placed[i].after;
    return id;
}

static int by_place(const void *a, const void *b)
{
    const struct xrule *ra = a, *rb = b;
    int pa = place_of(ra->id), pb = place_of(rb->id);
    if (pa != pb)
        return pa < pb ? -1 : 1;
    if ((pa != ra->id) != (pb != rb->id))
        return pa != ra->id ? 1 : -1;
    return ra->id < rb->id ? -1 : ra->id > rb->id;
}

static struct {
    struct xrule *all;
    size_t n;
} table;
static pthread_once_t table_once = PTHREAD_ONCE_INIT;

static void table_build(void)
{
    const struct { const struct xrule *r; const size_t *n; } parts[] = {
#define XRULE_FILE_PART(f) { xrules_##f, &xrules_##f##_n },
        XRULE_FILES(XRULE_FILE_PART)
#undef XRULE_FILE_PART
    };
    size_t n = 0;
    for (size_t p = 0; p < sizeof parts / sizeof parts[0]; p++)
        n += *parts[p].n;
    struct xrule *all = malloc(sizeof *all * (n ? n : 1));
    if (!all)
        return;
    n = 0;
    for (size_t p = 0; p < sizeof parts / sizeof parts[0]; p++)
        for (size_t i = 0; i < *parts[p].n; i++)
            all[n++] = parts[p].r[i];
    qsort(all, n, sizeof *all, by_place);
    table.all = all;
    table.n = n;
}

const struct xrule *xlate_rules(size_t *n)
{
    pthread_once(&table_once, table_build);
    *n = table.n;
    return table.all;
}

const struct xrule *xlate_rule_by_id(int id)
{
    size_t n;
    const struct xrule *r = xlate_rules(&n);
    for (size_t i = 0; i < n; i++)
        if (r[i].id == id)
            return &r[i];
    return NULL;
}
