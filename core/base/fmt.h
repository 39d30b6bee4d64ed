/* fmt.h - printf-style formatting without glibc's per-call cost, for the
 * translator's hot paths (see fmt.c for what it handles). */
#ifndef WS_FMT_H
#define WS_FMT_H

#include <stdarg.h>
#include <stddef.h>

/* 1 when every conversion in fmt is one fmt_vformat handles. */
int fmt_supported(const char *fmt);

/* vsnprintf for formats fmt_supported accepts: same output, same result. */
int fmt_vformat(char *out, size_t cap, const char *fmt, va_list ap);

/* snprintf / vsnprintf: the fast path where the format allows, else libc. */
int fmt_vsnprintf(char *out, size_t cap, const char *fmt, va_list ap);
int fmt_snprintf(char *out, size_t cap, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#endif
