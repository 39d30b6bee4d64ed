/* fmt.c - printf-style formatting for the translator's hot paths.
 *
 * The rules build RDNA3 text with format strings ("v_add_nc_u32 %s, %s,
 * %s", "s[%d:%d]", "0x%08x") tens of thousands of times per kernel; glibc's
 * vfprintf costs far more per call than these few conversions need.  This
 * handles the conversions the core uses (%d %i %u %x %X %c %s %%, the
 * length modifiers hh h l ll z j t, the flags - 0 #, a field width and a
 * precision, given or '*') and says when a format needs more (floating
 * point, %p, %n, the + and space flags): the callers then use vsnprintf.
 * Output is byte-for-byte what vsnprintf gives (tests/test_fmt.c). */
#include "fmt.h"
#include "strbuf.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* A width or precision: '*' or digits. */
static const char *skip_count(const char *f)
{
    if (*f == '*')
        return f + 1;
    while (*f >= '0' && *f <= '9')
        f++;
    return f;
}

int fmt_supported(const char *f)
{
    for (; *f; f++) {
        if (*f != '%')
            continue;
        f++;
        while (*f == '-' || *f == '0' || *f == '#')
            f++;
        f = skip_count(f);          /* width */
        if (*f == '.')
            f = skip_count(f + 1);  /* precision */
        while (*f == 'h' || *f == 'l' || *f == 'z' || *f == 'j' || *f == 't')
            f++;
        if (!*f || !strchr("diuxXcs%", *f))
            return 0;
    }
    return 1;
}

struct out {
    char *p;
    size_t cap, n;      /* bytes wanted so far (may exceed cap) */
};

static inline __attribute__((always_inline)) void put(struct out *o, const char *s, size_t n)
{
    if (o->n < o->cap)
        sb_copy(o->p + o->n, s, o->cap - o->n < n ? o->cap - o->n : n);
    o->n += n;
}

/* pad and integer are in line in vformat, as put is: called, they would
 * keep vformat's struct out in memory, reloaded and stored for each piece. */
static inline __attribute__((always_inline)) void pad(struct out *o, char c, int n)
{
    if (n <= 0)
        return;
    char t[32];
    memset(t, c, sizeof t);
    while (n > 0) {
        int k = n < (int)sizeof t ? n : (int)sizeof t;
        put(o, t, (size_t)k);
        n -= k;
    }
}

enum { LEN_INT, LEN_CHAR, LEN_SHORT, LEN_LONG, LEN_LLONG, LEN_SIZE, LEN_MAX, LEN_PTRDIFF };

/* Digits of v in base (10 or 16) into the end of buf; returns the start. */
static char *digits(char *end, uint64_t v, int base, int upper)
{
    const char *d = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    if (base == 16) {
        do {
            *--end = d[v & 15];
            v >>= 4;
        } while (v);
        return end;
    }
    if (v <= UINT32_MAX) {          /* the common case: a 32-bit division by a constant */
        uint32_t w = (uint32_t)v;
        do {
            *--end = (char)('0' + w % 10);
            w /= 10;
        } while (w);
        return end;
    }
    do {
        *--end = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    return end;
}

static inline __attribute__((always_inline)) void integer(struct out *o, char conv, int len,
                                                          int left, int zero, int alt, int width,
                                                          int prec, va_list *ap)
{
    uint64_t v;
    int neg = 0;
    if (conv == 'd' || conv == 'i') {
        int64_t s;
        switch (len) {
        case LEN_CHAR: s = (signed char)va_arg(*ap, int); break;
        case LEN_SHORT: s = (short)va_arg(*ap, int); break;
        case LEN_LONG: s = va_arg(*ap, long); break;
        case LEN_LLONG: s = va_arg(*ap, long long); break;
        case LEN_SIZE: s = (int64_t)va_arg(*ap, size_t); break;
        case LEN_MAX: s = va_arg(*ap, intmax_t); break;
        case LEN_PTRDIFF: s = va_arg(*ap, ptrdiff_t); break;
        default: s = va_arg(*ap, int); break;
        }
        neg = s < 0;
        v = neg ? (uint64_t)0 - (uint64_t)s : (uint64_t)s;
    } else {
        switch (len) {
        case LEN_CHAR: v = (unsigned char)va_arg(*ap, unsigned); break;
        case LEN_SHORT: v = (unsigned short)va_arg(*ap, unsigned); break;
        case LEN_LONG: v = va_arg(*ap, unsigned long); break;
        case LEN_LLONG: v = va_arg(*ap, unsigned long long); break;
        case LEN_SIZE: v = va_arg(*ap, size_t); break;
        case LEN_MAX: v = va_arg(*ap, uintmax_t); break;
        case LEN_PTRDIFF: v = (uint64_t)va_arg(*ap, ptrdiff_t); break;
        default: v = va_arg(*ap, unsigned); break;
        }
    }
    char buf[24], *end = buf + sizeof buf;
    int hex = conv == 'x' || conv == 'X';
    char *s = (prec == 0 && v == 0) ? end : digits(end, v, hex ? 16 : 10, conv == 'X');
    int nd = (int)(end - s);
    int zeros = prec > nd ? prec - nd : 0;
    const char *pre = neg ? "-" : (alt && hex && v) ? (conv == 'X' ? "0X" : "0x") : "";
    int np = pre[0] ? (pre[1] ? 2 : 1) : 0;
    int body = np + zeros + nd;
    if (zero && !left && prec < 0 && width > body) {
        zeros += width - body;
        body = width;
    }
    if (!left)
        pad(o, ' ', width - body);
    put(o, pre, (size_t)np);
    pad(o, '0', zeros);
    put(o, s, (size_t)nd);
    if (left)
        pad(o, ' ', width - body);
}

/* fmt_vformat; -2 (what was written so far to be ignored) at the first
 * conversion it does not handle. */
static int vformat(char *out, size_t cap, const char *f, va_list ap0)
{
    struct out o = { out, cap, 0 };
    va_list ap;
    va_copy(ap, ap0);
    while (*f) {
        const char *lit = f;
        f = strchrnul(f, '%');
        if (f > lit)
            put(&o, lit, (size_t)(f - lit));
        if (!*f)
            break;
        f++;
        /* the common conversions, plain: %s and %d */
        if (*f == 's') {
            const char *s = va_arg(ap, const char *);
            if (!s)
                s = "(null)";
            put(&o, s, strlen(s));
            f++;
            continue;
        }
        if (*f == 'd' && o.cap - o.n >= 12 && o.n < o.cap) {
            int v = va_arg(ap, int);
            char buf[12], *e = buf + sizeof buf;
            char *d = digits(e, v < 0 ? 0u - (uint32_t)v : (uint32_t)v, 10, 0);
            if (v < 0)
                *--d = '-';
            sb_copy(o.p + o.n, d, (size_t)(e - d));
            o.n += (size_t)(e - d);
            f++;
            continue;
        }
        int left = 0, zero = 0, alt = 0, width = 0, prec = -1, len = LEN_INT;
        for (;; f++) {
            if (*f == '-') left = 1;
            else if (*f == '0') zero = 1;
            else if (*f == '#') alt = 1;
            else break;
        }
        if (*f == '*') {
            width = va_arg(ap, int);
            if (width < 0) {
                left = 1;
                width = -width;
            }
            f++;
        } else {
            while (*f >= '0' && *f <= '9')
                width = width * 10 + (*f++ - '0');
        }
        if (*f == '.') {
            f++;
            prec = 0;
            if (*f == '*') {
                prec = va_arg(ap, int);
                f++;
            } else {
                while (*f >= '0' && *f <= '9')
                    prec = prec * 10 + (*f++ - '0');
            }
        }
        for (;; f++) {
            if (*f == 'h') len = len == LEN_SHORT ? LEN_CHAR : LEN_SHORT;
            else if (*f == 'l') len = len == LEN_LONG ? LEN_LLONG : LEN_LONG;
            else if (*f == 'z') len = LEN_SIZE;
            else if (*f == 'j') len = LEN_MAX;
            else if (*f == 't') len = LEN_PTRDIFF;
            else break;
        }
        char c = *f++;
        if (c != 'd' && c != 'x' && c != 's' && c != 'u' && c != 'i' && c != 'X' && c != 'c' &&
            c != '%') {
            va_end(ap);
            return -2;
        }
        if (c == '%') {
            put(&o, "%", 1);
        } else if (c == 'c') {
            char ch = (char)va_arg(ap, int);
            if (!left) pad(&o, ' ', width - 1);
            put(&o, &ch, 1);
            if (left) pad(&o, ' ', width - 1);
        } else if (c == 's') {
            const char *s = va_arg(ap, const char *);
            if (!s)
                s = "(null)";
            size_t n = prec >= 0 ? strnlen(s, (size_t)prec) : strlen(s);
            if (!left) pad(&o, ' ', width - (int)n);
            put(&o, s, n);
            if (left) pad(&o, ' ', width - (int)n);
        } else {
            integer(&o, c, len, left, zero, alt, width, prec, &ap);
        }
    }
    va_end(ap);
    if (cap)
        out[o.n < cap ? o.n : cap - 1] = 0;
    return o.n > (size_t)INT32_MAX ? -1 : (int)o.n;
}

int fmt_vformat(char *out, size_t cap, const char *f, va_list ap)
{
    return vformat(out, cap, f, ap);
}

/* One pass: the format is checked as it is written, and handed to
 * vsnprintf from the start (ap untouched: vformat reads a copy) only when
 * it needs more. */
int fmt_vsnprintf(char *out, size_t cap, const char *f, va_list ap)
{
    int n = vformat(out, cap, f, ap);
    return n == -2 ? vsnprintf(out, cap, f, ap) : n;
}

int fmt_snprintf(char *out, size_t cap, const char *f, ...)
{
    va_list ap;
    va_start(ap, f);
    int n = fmt_vsnprintf(out, cap, f, ap);
    va_end(ap);
    return n;
}
