/* status.h - one table of status codes and an error record with FILE:LINE.
 *
 * The core never prints and never exits: every call that can fail returns a
 * ws_status and, when given one, fills a struct ws_error that the CLI or the
 * UI turns into "FILE:LINE: error: message".
 */
#ifndef WS_STATUS_H
#define WS_STATUS_H

#include <stddef.h>

#define WS_STATUS_LIST(X) \
    X(WS_OK,          "success") \
    X(WS_ENOMEM,      "out of memory") \
    X(WS_EIO,         "cannot read or write file") \
    X(WS_EPARSE,      "parse error") \
    X(WS_EFORMAT,     "unrecognised or corrupt file format") \
    X(WS_ETOOL,       "external tool missing or failed") \
    X(WS_ENOTFOUND,   "not found") \
    X(WS_EUNSUPPORTED,"unsupported") \
    X(WS_EARG,        "invalid argument") \
    X(WS_ELIMIT,      "input exceeds a limit") \
    X(WS_EINTERNAL,   "internal error: valid input the code cannot handle")

enum ws_status {
#define WS_X_ENUM(name, text) name,
    WS_STATUS_LIST(WS_X_ENUM)
#undef WS_X_ENUM
    WS_STATUS_COUNT
};

#define WS_ERR_MSG_MAX 512
#define WS_ERR_FILE_MAX 256

struct ws_error {
    enum ws_status code;            /* what went wrong */
    char file[WS_ERR_FILE_MAX];     /* input file, "" when none applies */
    int line;                       /* 1-based line in file, 0 when none */
    char msg[WS_ERR_MSG_MAX];       /* human-readable detail */
};

const char *ws_strerror(enum ws_status code);

/* Fill err (when non-NULL) and return code, so callers can write
 * `return ws_error_set(err, WS_EPARSE, path, n, "bad operand '%s'", s);` */
enum ws_status ws_error_set(struct ws_error *err, enum ws_status code,
                            const char *file, int line, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

void ws_error_clear(struct ws_error *err);

/* "FILE:LINE: error: msg" (or "FILE: error: msg", or "error: msg");
 * "internal error" in place of "error" for WS_EINTERNAL. */
int ws_error_format(const struct ws_error *err, char *buf, size_t len);

#endif
