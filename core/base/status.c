/* status.c - status code names and the error record. */
#include "status.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const char *const status_text[] = {
#define WS_X_TEXT(name, text) text,
    WS_STATUS_LIST(WS_X_TEXT)
#undef WS_X_TEXT
};

const char *ws_strerror(enum ws_status code)
{
    if ((unsigned)code >= WS_STATUS_COUNT)
        return "unknown status";
    return status_text[code];
}

enum ws_status ws_error_set(struct ws_error *err, enum ws_status code,
                            const char *file, int line, const char *fmt, ...)
{
    if (!err)
        return code;
    err->code = code;
    snprintf(err->file, sizeof err->file, "%s", file ? file : "");
    err->line = line;
    if (fmt) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->msg, sizeof err->msg, fmt, ap);
        va_end(ap);
    } else {
        snprintf(err->msg, sizeof err->msg, "%s", ws_strerror(code));
    }
    return code;
}

void ws_error_clear(struct ws_error *err)
{
    if (err)
        memset(err, 0, sizeof *err);
}

int ws_error_format(const struct ws_error *err, char *buf, size_t len)
{
    const char *what = err->code == WS_EINTERNAL ? "internal error" : "error";
    if (err->file[0] && err->line > 0)
        return snprintf(buf, len, "%s:%d: %s: %s", err->file, err->line, what, err->msg);
    if (err->file[0])
        return snprintf(buf, len, "%s: %s: %s", err->file, what, err->msg);
    return snprintf(buf, len, "%s: %s", what, err->msg);
}
