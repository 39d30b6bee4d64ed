/* strmap.c - names to numbers; see strmap.h. */
#include "strmap.h"

#include <stdlib.h>
#include <string.h>

static size_t hash(const char *s)
{
    uint64_t h = 1469598103934665603ull;       /* FNV-1a */
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return (size_t)(h ^ (h >> 29));
}

int strmap_init(struct strmap *m, size_t n)
{
    size_t cap = 16;
    while (cap < 2 * n)
        cap *= 2;
    m->keys = calloc(cap, sizeof *m->keys);
    m->vals = malloc(cap * sizeof *m->vals);
    m->mask = cap - 1;
    if (!m->keys || !m->vals) {
        strmap_free(m);
        return -1;
    }
    return 0;
}

void strmap_free(struct strmap *m)
{
    free(m->keys);
    free(m->vals);
    m->keys = NULL;
    m->vals = NULL;
}

void strmap_add(struct strmap *m, const char *name, uint32_t v)
{
    size_t i = hash(name) & m->mask;
    for (; m->keys[i]; i = (i + 1) & m->mask)
        if (!strcmp(m->keys[i], name))
            return;
    m->keys[i] = name;
    m->vals[i] = v;
}

uint32_t strmap_get(const struct strmap *m, const char *name)
{
    for (size_t i = hash(name) & m->mask; m->keys[i]; i = (i + 1) & m->mask)
        if (!strcmp(m->keys[i], name))
            return m->vals[i];
    return UINT32_MAX;
}
