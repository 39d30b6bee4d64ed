/* strbuf.c - growable string and JSON escaping. */
#include "strbuf.h"
#include "fmt.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void sb_init(struct strbuf *b) { memset(b, 0, sizeof *b); }

void sb_free(struct strbuf *b)
{
    free(b->s);
    sb_init(b);
}

void sb_reset(struct strbuf *b)
{
    b->len = 0;
    if (b->s)
        b->s[0] = 0;
}

/* The growing itself, out of line: the check below is made by every
 * append, the growing by few of them. */
static __attribute__((noinline)) int grow_slow(struct strbuf *b, size_t need)
{
    if (b->oom)
        return -1;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + need + 1)
        cap *= 2;
    char *s = realloc(b->s, cap);
    if (!s) {
        b->oom = 1;
        return -1;
    }
    b->s = s;
    b->cap = cap;
    return 0;
}

/* Room for need more bytes and the NUL: 0, or -1 when it cannot be had. */
static inline int grow(struct strbuf *b, size_t need)
{
    if (!b->oom && b->len + need + 1 <= b->cap)
        return 0;
    return grow_slow(b, need);
}

void sb_putn(struct strbuf *b, const char *s, size_t n)
{
    if (grow(b, n))
        return;
    sb_copy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}

void sb_puts(struct strbuf *b, const char *s) { sb_putn(b, s, strlen(s)); }

char *sb_room_grow(struct strbuf *b, size_t n)
{
    return grow(b, n) ? NULL : b->s + b->len;
}

void sb_reserve(struct strbuf *b, size_t n)
{
    if (b->oom || b->len + n + 1 <= b->cap)
        return;
    char *s = realloc(b->s, b->len + n + 1);
    if (!s)
        return;
    if (!b->s)
        s[0] = 0;
    b->s = s;
    b->cap = b->len + n + 1;
}

void sb_putc(struct strbuf *b, char c)
{
    if (b->len + 2 <= b->cap && !b->oom) {
        b->s[b->len++] = c;
        b->s[b->len] = 0;
        return;
    }
    sb_putn(b, &c, 1);
}

/* Formatted straight into the buffer's room (no staging copy): room for
 * a short line is made first, and the rare longer text is formatted again
 * once the room for it is there. */
void sb_printf(struct strbuf *b, const char *fmt, ...)
{
    char *p = sb_room(b, 255);
    if (!p)
        return;
    size_t room = b->cap - b->len;
    va_list ap;
    va_start(ap, fmt);
    int n = fmt_vsnprintf(p, room, fmt, ap);
    va_end(ap);
    if (n >= 0 && (size_t)n >= room && !grow(b, (size_t)n)) {
        va_start(ap, fmt);
        vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
        va_end(ap);
    }
    if (n < 0 || b->len + (size_t)n >= b->cap) {
        b->s[b->len] = 0;       /* nothing added: a format error, or no room */
        return;
    }
    b->len += (size_t)n;
}

char *sb_dec(char *p, long long v)
{
    char t[24];
    int n = 0;
    unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    do {
        t[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        *p++ = '-';
    while (n)
        *p++ = t[--n];
    return p;
}

void sb_putint(struct strbuf *b, long long v)
{
    char r[24];
    sb_putn(b, r, (size_t)(sb_dec(r, v) - r));
}

char *sb_hex(char *p, unsigned long long v)
{
    char t[20];
    int n = 0;
    do {
        t[n++] = "0123456789abcdef"[v & 15];
        v >>= 4;
    } while (v);
    *p++ = '0';
    *p++ = 'x';
    while (n)
        *p++ = t[--n];
    return p;
}

void sb_puthex(struct strbuf *b, unsigned long long v)
{
    char r[20];
    sb_putn(b, r, (size_t)(sb_hex(r, v) - r));
}

void sb_json_str(struct strbuf *b, const char *s)
{
    sb_putc(b, '"');
    const char *run = s;
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        sb_putn(b, run, (size_t)(s - run));
        switch (c) {
        case '"': sb_puts(b, "\\\""); break;
        case '\\': sb_puts(b, "\\\\"); break;
        case '\n': sb_puts(b, "\\n"); break;
        case '\t': sb_puts(b, "\\t"); break;
        case '\r': sb_puts(b, "\\r"); break;
        default: sb_printf(b, "\\u%04x", c);
        }
        run = s + 1;
    }
    sb_putn(b, run, (size_t)(s - run));
    sb_putc(b, '"');
}

void sb_json_key(struct strbuf *b, const char *key)
{
    sb_json_str(b, key);
    sb_putc(b, ':');
}
