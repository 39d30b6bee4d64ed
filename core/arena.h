/* arena.h - bump allocator for IR that lives as long as its module. */
#ifndef WS_ARENA_H
#define WS_ARENA_H

#include <stddef.h>

struct arena_chunk;

struct arena {
    struct arena_chunk *head;   /* newest chunk, allocation happens here */
    size_t chunk_size;          /* default size of a new chunk */
    size_t total;               /* bytes handed out, for the memory benchmark */
};

void arena_init(struct arena *a, size_t chunk_size);
void *arena_alloc(struct arena *a, size_t size);          /* 16-byte aligned, zeroed; NULL on OOM */
/* The same, not zeroed: for memory the caller writes in full before reading. */
void *arena_alloc_uninit(struct arena *a, size_t size);
/* Room for up to size bytes, 16-byte aligned and not zeroed, for an object
 * whose final size is known only once written; arena_commit(a, n) then keeps
 * its first n bytes (n <= size).  Nothing else may be allocated from a in
 * between. */
void *arena_reserve(struct arena *a, size_t size);
void arena_commit(struct arena *a, size_t size);
char *arena_strndup(struct arena *a, const char *s, size_t n);
char *arena_strdup(struct arena *a, const char *s);
void arena_free(struct arena *a);

#endif
