/* arena.c - bump allocator: many small IR objects, one free. */
#include "arena.h"

#include <stdlib.h>
#include <string.h>

void arena_init(struct arena *a, size_t chunk_size)
{
    a->head = NULL;
    a->chunk_size = chunk_size ? chunk_size : 64 * 1024;
    a->total = 0;
}

/* The newest chunk, or a new one, with room for size (rounded) bytes. */
static struct arena_chunk *chunk_for(struct arena *a, size_t size)
{
    struct arena_chunk *c = a->head;
    if (!c || c->size - c->used < size) {
        size_t cap = size > a->chunk_size ? size : a->chunk_size;
        c = malloc(sizeof *c + cap);
        if (!c)
            return NULL;
        c->next = a->head;
        c->used = 0;
        c->size = cap;
        a->head = c;
    }
    return c;
}

void *arena_alloc_new(struct arena *a, size_t size)
{
    size = (size + 15) & ~(size_t)15;
    struct arena_chunk *c = chunk_for(a, size);
    if (!c)
        return NULL;
    void *p = c->data + c->used;
    c->used += size;
    a->total += size;
    return p;
}

void *arena_alloc(struct arena *a, size_t size)
{
    void *p = arena_alloc_uninit(a, size);
    if (p)
        memset(p, 0, size);
    return p;
}

char *arena_strndup(struct arena *a, const char *s, size_t n)
{
    char *p = arena_alloc_uninit(a, n + 1);     /* every byte written below */
    if (!p)
        return NULL;
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

char *arena_strdup(struct arena *a, const char *s)
{
    return arena_strndup(a, s, strlen(s));
}

void arena_free(struct arena *a)
{
    struct arena_chunk *c = a->head;
    while (c) {
        struct arena_chunk *next = c->next;
        free(c);
        c = next;
    }
    a->head = NULL;
    a->total = 0;
}

void arena_adopt(struct arena *dst, struct arena *src)
{
    struct arena_chunk *h = src->head;
    if (!h)
        return;
    if (!dst->head) {
        dst->head = h;
    } else {
        struct arena_chunk *last = h;
        while (last->next)
            last = last->next;
        last->next = dst->head->next;
        dst->head->next = h;
    }
    dst->total += src->total;
    src->head = NULL;
    src->total = 0;
}

void *arena_reserve_new(struct arena *a, size_t size)
{
    struct arena_chunk *c = chunk_for(a, (size + 15) & ~(size_t)15);
    return c ? c->data + c->used : NULL;
}
