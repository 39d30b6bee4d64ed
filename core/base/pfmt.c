/* pfmt.c - device printf formats (pfmt.h). */
#include "base/pfmt.h"

#include <stdio.h>
#include <string.h>

/* One conversion starting at fmt[i] == '%': its letter's index, the
 * length modifier's bytes, or -1 with *why. */
static int conv_end(const char *fmt, size_t i, int *lsize, int *star, const char **why)
{
    size_t j = i + 1;
    *star = 0;
    while (fmt[j] && strchr("-+ #0", fmt[j]))
        j++;
    while ((fmt[j] >= '0' && fmt[j] <= '9') || fmt[j] == '*' || fmt[j] == '.')
        *star |= fmt[j++] == '*';
    *lsize = 0;
    if (fmt[j] == 'h') {
        j += fmt[j + 1] == 'h' ? 2 : 1;
    } else if (fmt[j] == 'l') {
        j += fmt[j + 1] == 'l' ? 2 : 1;
        *lsize = 8;
    } else if (fmt[j] == 'j' || fmt[j] == 'z' || fmt[j] == 't') {
        j++;
        *lsize = 8;
    } else if (fmt[j] == 'L') {
        *why = "long double (%L) has no device printf argument";
        return -1;
    }
    if (!fmt[j]) {
        *why = "the format ends inside a conversion";
        return -1;
    }
    return (int)j;
}

int pfmt_parse(const char *fmt, struct pfmt_arg *args, int max, const char **why)
{
    int n = 0, off = 0;
    *why = NULL;
    for (size_t i = 0; fmt[i]; i++) {
        if (fmt[i] != '%')
            continue;
        if (fmt[i + 1] == '%') {
            i++;
            continue;
        }
        int lsize, star;
        int e = conv_end(fmt, i, &lsize, &star, why);
        if (e < 0)
            return -1;
        if (star) {
            *why = "a '*' width or precision (an int argument of its own) is not taken";
            return -1;
        }
        struct pfmt_arg a = { 0, 4, 0 };
        switch (fmt[e]) {
        case 'd': case 'i': a.kind = PFMT_INT; a.size = lsize ? 8 : 4; break;
        case 'u': case 'x': case 'X': case 'o': a.kind = PFMT_UINT; a.size = lsize ? 8 : 4; break;
        case 'c': a.kind = PFMT_CHAR; break;
        case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
            a.kind = PFMT_DOUBLE; a.size = 8; break;
        case 's': a.kind = PFMT_STR; a.size = 8; break;
        case 'p': a.kind = PFMT_PTR; a.size = 8; break;
        case 'n': *why = "%n (a store through a pointer) is not taken"; return -1;
        default: *why = "an unknown conversion letter"; return -1;
        }
        if (n == max) {
            *why = "more arguments than the translation takes";
            return -1;
        }
        off = (off + a.size - 1) & ~(a.size - 1);
        a.offset = (uint16_t)off;
        off += a.size;
        args[n++] = a;
        i = (size_t)e;
    }
    return n;
}

int pfmt_cuda_bytes(const struct pfmt_arg *args, int n)
{
    return n ? args[n - 1].offset + args[n - 1].size : 0;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
void pfmt_print(struct strbuf *o, const char *fmt, const struct pfmt_arg *args, int n,
                const uint64_t *vals, pfmt_read_str rd, void *ctx)
{
    int k = 0;
    for (size_t i = 0; fmt[i]; i++) {
        if (fmt[i] != '%') {
            sb_putc(o, fmt[i]);
            continue;
        }
        if (fmt[i + 1] == '%') {
            sb_putc(o, '%');
            i++;
            continue;
        }
        int lsize, star;
        const char *why;
        int e = conv_end(fmt, i, &lsize, &star, &why);
        if (e < 0 || k >= n) {      /* pfmt_parse took the format: not reached */
            sb_puts(o, fmt + i);
            return;
        }
        /* the spec without its length modifier, then the one of the C type passed */
        char spec[64];
        size_t m = 0;
        for (size_t j = i; j < (size_t)e && m < sizeof spec - 4; j++)
            if (!strchr("hljztL", fmt[j]))
                spec[m++] = fmt[j];
        const struct pfmt_arg *a = &args[k];
        uint64_t v = vals[k++];
        char text[512];
        text[0] = 0;
        switch (a->kind) {
        case PFMT_INT:
        case PFMT_UINT:
            spec[m++] = 'l';
            spec[m++] = 'l';
            spec[m++] = fmt[e];
            spec[m] = 0;
            if (a->size == 4)
                v = a->kind == PFMT_INT ? (uint64_t)(int64_t)(int32_t)(uint32_t)v : (uint32_t)v;
            snprintf(text, sizeof text, spec, (long long)v);
            break;
        case PFMT_CHAR:
            spec[m++] = 'c';
            spec[m] = 0;
            snprintf(text, sizeof text, spec, (int)(uint32_t)v);
            break;
        case PFMT_DOUBLE: {
            double d;
            memcpy(&d, &v, sizeof d);
            spec[m++] = fmt[e];
            spec[m] = 0;
            snprintf(text, sizeof text, spec, d);
            break;
        }
        case PFMT_PTR:
            spec[m++] = 'p';
            spec[m] = 0;
            snprintf(text, sizeof text, spec, (void *)(uintptr_t)v);
            break;
        case PFMT_STR: {
            char s[400];
            if (!v)
                snprintf(s, sizeof s, "(null)");
            else if (!rd || rd(ctx, v, s, sizeof s))
                snprintf(s, sizeof s, "(unreadable 0x%llx)", (unsigned long long)v);
            spec[m++] = 's';
            spec[m] = 0;
            snprintf(text, sizeof text, spec, s);
            break;
        }
        }
        sb_puts(o, text);
        i = (size_t)e;
    }
}
#pragma GCC diagnostic pop
