/* strmap.h - names to numbers: an open-addressing hash table for label
 * lookups, so that resolving n label operands against m labels costs
 * O(n + m), not O(n * m).  The names are not copied: they must outlive the
 * map. */
#ifndef WS_STRMAP_H
#define WS_STRMAP_H

#include <stddef.h>
#include <stdint.h>

struct strmap {
    const char **keys;          /* per slot: the name, NULL when empty */
    uint32_t *vals;             /* per slot: its number */
    size_t mask;                /* slots - 1 (a power of two) */
};

/* Room for n names; -1 when out of memory. */
int strmap_init(struct strmap *m, size_t n);
void strmap_free(struct strmap *m);
/* Add name -> v unless name is there already (the first one stays, as in a
 * search from the front); at most the n names of strmap_init. */
void strmap_add(struct strmap *m, const char *name, uint32_t v);
/* The number of name, or UINT32_MAX when absent. */
uint32_t strmap_get(const struct strmap *m, const char *name);

#endif
