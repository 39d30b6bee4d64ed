/* xlate_regmap.c - where a translation keeps each SASS register (for
 * comparing a SASS run with its translation's run). */
#include "xlate_int.h"

int xlate_reg_location(const struct xfunc *xf, char file, int reg, int *num)
{
    if (!xf || !xf->cache || reg < 0)
        return 0;
    const struct xctx *x = &xf->cache->init;
    int16_t r = -1;
    char kind = 's';
    switch (file) {
    case 'R': if (reg < SASS_RZ) r = x->vmap[reg]; kind = 'v'; break;
    case 'U': if (reg < SASS_URZ) r = x->umap[reg]; break;
    case 'P': if (reg < SASS_PT) r = x->pmap[reg]; break;
    case 'Q': if (reg < SASS_PT) r = x->upmap[reg]; break;
    default: break;
    }
    if (r < 0)
        return 0;
    *num = r;
    return kind;
}
