/* arena.h - bump allocator for IR that lives as long as its module. */
#ifndef WS_ARENA_H
#define WS_ARENA_H

#include <stddef.h>

struct arena_chunk {
    struct arena_chunk *next;   /* older chunk */
    size_t used;                /* bytes used in data */
    size_t size;                /* capacity of data */
    _Alignas(16) unsigned char data[];
};

struct arena {
    struct arena_chunk *head;   /* newest chunk, allocation happens here */
    size_t chunk_size;          /* default size of a new chunk */
    size_t total;               /* bytes handed out, for the memory benchmark */
};

void arena_init(struct arena *a, size_t chunk_size);
void *arena_alloc(struct arena *a, size_t size);          /* 16-byte aligned, zeroed; NULL on OOM */
/* The same, not zeroed: for memory the caller writes in full before reading.
 * Inline (it runs for most IR objects and strings): arena_alloc_new when
 * the newest chunk has no room. */
void *arena_alloc_new(struct arena *a, size_t size);
static inline void *arena_alloc_uninit(struct arena *a, size_t size)
{
    size = (size + 15) & ~(size_t)15;
    struct arena_chunk *c = a->head;
    if (!c || c->size - c->used < size)
        return arena_alloc_new(a, size);
    void *p = c->data + c->used;
    c->used += size;
    a->total += size;
    return p;
}
/* Room for up to size bytes, 16-byte aligned and not zeroed, for an object
 * whose final size is known only once written; arena_commit(a, n) then keeps
 * its first n bytes (n <= size).  Nothing else may be allocated from a in
 * between. */
void *arena_reserve_new(struct arena *a, size_t size);

/* Inline: the parser reserves and commits twice per instruction. */
static inline void *arena_reserve(struct arena *a, size_t size)
{
    size = (size + 15) & ~(size_t)15;
    struct arena_chunk *c = a->head;
    if (c && c->size - c->used >= size)
        return c->data + c->used;
    return arena_reserve_new(a, size);  /* in a new chunk */
}

static inline void arena_commit(struct arena *a, size_t size)
{
    size = (size + 15) & ~(size_t)15;
    a->head->used += size;
    a->total += size;
}
char *arena_strndup(struct arena *a, const char *s, size_t n);
char *arena_strdup(struct arena *a, const char *s);
void arena_free(struct arena *a);
/* Move src's memory into dst (dst frees it from then on; what was
 * allocated from src stays where it is).  dst goes on allocating from its
 * own newest chunk; src is left empty. */
void arena_adopt(struct arena *dst, struct arena *src);

#endif
