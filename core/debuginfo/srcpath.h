/* srcpath.h - find the source files a line table names on this machine.
 *
 * Line tables carry the build machine's paths (/work/main/samples/x/kernel.cu,
 * /usr/local/cuda/bin/../targets/x86_64-linux/include/sm_30_intrinsics.hpp).
 * A resolver holds rules, tried in this order:
 *   1. substitute-path FROM TO (as in gdb): a path starting with the
 *      directory FROM is tried with that prefix replaced by TO; rules are
 *      tried in the order added, the first existing file wins;
 *   2. the path itself;
 *   3. source directories: DIR/<suffix> for every path suffix, longest first
 *      (a/b/c.cu, b/c.cu, c.cu), so the basename is the last resort.
 * A file found nowhere is "missing", not an error: the caller shows it so.
 */
#ifndef WS_SRCPATH_H
#define WS_SRCPATH_H

#include <stddef.h>

#include "base/status.h"

struct srcpath_rule;

struct srcpath {
    struct srcpath_rule *rules; /* in the order added */
    size_t nrules, cap;
};

enum srcpath_kind { SRCPATH_SUBSTITUTE, SRCPATH_DIR };

void srcpath_init(struct srcpath *sp);
void srcpath_free(struct srcpath *sp);

/* Add a rule: SRCPATH_SUBSTITUTE with from and to, or SRCPATH_DIR with
 * from = the directory (to unused).  WS_EARG for an empty FROM. */
enum ws_status srcpath_add_rule(struct srcpath *sp, enum srcpath_kind kind,
                                const char *from, const char *to, struct ws_error *err);

/* Parse one line of a configuration file: "substitute-path FROM TO",
 * "source-dir DIR", blank or "# comment".  Words may be "quoted" (with \"
 * and \\ inside) to hold spaces.  WS_EPARSE with file:line on a bad line. */
enum ws_status srcpath_parse_line(struct srcpath *sp, const char *line,
                                  const char *file, int lineno, struct ws_error *err);

/* Rule i (in the order added): its kind, FROM (or DIR) and TO (NULL for a
 * directory).  0 ok, -1 when there is no rule i. */
int srcpath_rule_get(const struct srcpath *sp, size_t i, enum srcpath_kind *kind,
                     const char **from, const char **to);

/* Rule i as a configuration line ("source-dir DIR", "substitute-path FROM
 * TO", words quoted when they hold spaces, quotes or '#'), without a
 * newline, into buf; srcpath_parse_line reads it back.  0 ok, -1 when
 * there is no rule i or buf is too small. */
int srcpath_rule_line(const struct srcpath *sp, size_t i, char *buf, size_t len);

/* Resolve a line-table path into out (len bytes).  Returns 1 when an
 * existing regular file was found (out holds its path), 0 when missing (out
 * holds the original path). */
int srcpath_resolve(const struct srcpath *sp, const char *path, char *out, size_t len);

#endif
