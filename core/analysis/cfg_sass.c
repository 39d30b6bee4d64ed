/* cfg_sass.c - the functions nvdisasm -bbcfg draws for one parsed SASS
 * function: the kernel, and each device subroutine of its section
 * (`$__internal_0_$__cuda_sm20_sqrt_rn_f32_slowpath:`, reached by
 * CALL.REL.NOINC) as a function of its own.  The parser keeps subroutines
 * inside the kernel as symbol labels; a view of the instruction range is
 * enough, since MIR targets are offsets and a target outside the range is
 * simply not an edge. */
#include "cfg.h"
#include "sass/sass.h"

#include <string.h>

/* A label that is a symbol (not nvdisasm's local .L_x_N) names a subroutine. */
static int is_symbol(const char *name)
{
    return name && strncmp(name, ".L", 2) != 0;
}

size_t cfg_sass_split(const struct sass_function *fn, struct cfg_range *out, size_t max)
{
    size_t n = 0, first = 0;
    const char *name = fn->name;
    for (size_t l = 0; l <= fn->nlabels; l++) {
        size_t at = fn->ninsns;
        const char *next = NULL;
        if (l < fn->nlabels) {
            if (!is_symbol(fn->labels[l].name))
                continue;
            long i = mir_find_offset(&fn->mir, fn->labels[l].offset);
            if (i <= 0 || (size_t)i <= first)
                continue;   /* the function's own name, or past the end */
            at = (size_t)i;
            next = fn->labels[l].name;
        }
        if (n < max) {
            out[n].first = first;
            out[n].mir = (struct mir_func){ name, at - first, fn->mir.insns + first, 0 };
        }
        n++;
        first = at;
        name = next;
        if (!next)
            break;
    }
    return n;
}
