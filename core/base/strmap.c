/* strmap.c - names to numbers; see strmap.h. */
#include "strmap.h"

#include <stdlib.h>
#include <string.h>

/* A name's hash, eight bytes at a time: the names (labels) are about 10 to
 * 20 characters, where a multiply per byte was most of a look-up.  The
 * last eight bytes are read as one word (overlapping the word before);
 * shorter names a byte at a time. */
static size_t hash(const char *s)
{
    const uint64_t k = 0x9e3779b97f4a7c15ull;
    size_t n = strlen(s);
    uint64_t h = 1469598103934665603ull ^ n, w = 0;
    if (n < 8) {
        for (size_t i = 0; i < n; i++)
            w = w << 8 | (unsigned char)s[i];
    } else {
        for (; n > 8; n -= 8, s += 8) {
            memcpy(&w, s, 8);
            h = (h ^ w) * k;
            h ^= h >> 29;
        }
        memcpy(&w, s + n - 8, 8);
    }
    /* a product's bit depends only on the bits below it: the high half is
     * folded down and mixed again, so that the low bits (the slot) depend
     * on every byte */
    h = (h ^ w) * k;
    h = (h ^ (h >> 32)) * k;
    return (size_t)(h ^ (h >> 32));
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
