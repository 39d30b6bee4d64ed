/* calls.c - the functions a function calls, transitively. */
#include "calls.h"

#include <string.h>

/* Index of the function a CALL operand names, -1 none. */
static long callee(const struct sass_module *m, const struct sass_insn *in)
{
    for (int k = 0; k < in->nops; k++) {
        const char *l = in->ops[k].kind == SOP_LABEL ? in->ops[k].u.label : NULL;
        for (size_t f = 0; l && f < m->nfuncs; f++)
            if (!strcmp(m->funcs[f].name, l))
                return (long)f;
    }
    return -1;
}

void calls_closure(const struct sass_module *m, size_t root, uint8_t *keep)
{
    if (root >= m->nfuncs || keep[root])
        return;
    keep[root] = 1;
    const struct sass_function *f = &m->funcs[root];
    for (size_t i = 0; i < f->ninsns; i++) {
        if (strcmp(f->insns[i].opcode, "CALL"))
            continue;
        long c = callee(m, &f->insns[i]);
        if (c >= 0)
            calls_closure(m, (size_t)c, keep);
    }
}
