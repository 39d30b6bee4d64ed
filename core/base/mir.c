/* mir.c - helpers over the ISA-neutral instruction shape. */
#include "mir.h"

long mir_find_offset(const struct mir_func *f, uint32_t off)
{
    /* SASS since sm_70: 16 bytes an instruction from offset 0, so the
     * instruction at off is usually the (off / 16)th; with the offsets
     * strictly increasing it is then the one the search finds */
    size_t g = off / 16;
    if (f->sorted16 && g < f->n && f->insns[g].offset == off)
        return (long)g;
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
