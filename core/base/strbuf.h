/* strbuf.h - growable string, and JSON written into one.
 * The core produces text into buffers; only the CLI and the UI print them. */
#ifndef WS_STRBUF_H
#define WS_STRBUF_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

struct strbuf {
    char *s;        /* NUL-terminated contents (NULL until the first append) */
    size_t len;     /* bytes used, NUL excluded */
    size_t cap;     /* bytes allocated */
    int oom;        /* an allocation failed: contents are incomplete */
};

/* n bytes from s to d (apart).  Most pieces of text are short (a register,
 * ", ", a mnemonic): up to 16 bytes they are moved as two words that
 * overlap in the middle (the first and the last 2, 4 or 8 bytes: one load
 * and one store each, reading nothing outside s[0..n)) instead of a memcpy
 * call or a byte loop; longer ones with memcpy. */
static inline __attribute__((always_inline)) void sb_copy(char *d, const char *s, size_t n)
{
    if (n >= 8 && n <= 16) {
        uint64_t a, b;
        memcpy(&a, s, 8);
        memcpy(&b, s + n - 8, 8);
        memcpy(d, &a, 8);
        memcpy(d + n - 8, &b, 8);
    } else if (n >= 4 && n < 8) {
        uint32_t a, b;
        memcpy(&a, s, 4);
        memcpy(&b, s + n - 4, 4);
        memcpy(d, &a, 4);
        memcpy(d + n - 4, &b, 4);
    } else if (n >= 2 && n < 4) {
        uint16_t a, b;
        memcpy(&a, s, 2);
        memcpy(&b, s + n - 2, 2);
        memcpy(d, &a, 2);
        memcpy(d + n - 2, &b, 2);
    } else if (n == 1) {
        *d = *s;
    } else if (n > 16) {
        memcpy(d, s, n);
    }
}

void sb_init(struct strbuf *b);
void sb_free(struct strbuf *b);
void sb_reset(struct strbuf *b);
void sb_putc(struct strbuf *b, char c);
void sb_puts(struct strbuf *b, const char *s);
void sb_putn(struct strbuf *b, const char *s, size_t n);
void sb_printf(struct strbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Room for n more bytes, so that appending them moves nothing (a hint:
 * when it cannot be had the appends grow the buffer as usual). */
void sb_reserve(struct strbuf *b, size_t n);
/* Room for n more bytes (and the NUL) written in place: where they go,
 * NULL when it cannot be had; sb_commit(b, k) then counts k of them.
 * In line: the printers ask for room once a line, where there nearly
 * always is some; sb_room_grow makes it when there is not. */
char *sb_room_grow(struct strbuf *b, size_t n);
static inline char *sb_room(struct strbuf *b, size_t n)
{
    if (!b->oom && b->len + n + 1 <= b->cap)
        return b->s + b->len;
    return sb_room_grow(b, n);
}
static inline void sb_commit(struct strbuf *b, size_t k)
{
    b->len += k;
    b->s[b->len] = 0;
}
/* Decimal integer, and "0x" hex, without printf (hot paths). */
void sb_putint(struct strbuf *b, long long v);
/* v in decimal at p (at most 20 characters, no NUL); returns the end. */
char *sb_dec(char *p, long long v);
/* "0x" and v in hexadecimal at p (at most 18 characters); returns the end. */
char *sb_hex(char *p, unsigned long long v);
void sb_puthex(struct strbuf *b, unsigned long long v);

/* JSON pieces: a string literal with escapes, and a key prefix "\"key\":". */
void sb_json_str(struct strbuf *b, const char *s);
void sb_json_key(struct strbuf *b, const char *key);

#endif
