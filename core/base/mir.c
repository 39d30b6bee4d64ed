/* mir.c - helpers over the ISA-neutral instruction shape. */
#include "mir.h"

long mir_find_offset(const struct mir_func *f, uint32_t off)
{
    size_t lo = 0, hi = f->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (f->insns[mid].offset < off)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < f->n && f->insns[lo].offset == off)
        return (long)lo;
    return -1;
}
