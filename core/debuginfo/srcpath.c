/* srcpath.c - source lookup rules (see srcpath.h). */
#include "srcpath.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

struct srcpath_rule {
    enum srcpath_kind kind;
    char *from;     /* prefix (substitute) or directory (dir) */
    char *to;       /* replacement, NULL for dir */
};

void srcpath_init(struct srcpath *sp)
{
    memset(sp, 0, sizeof *sp);
}

void srcpath_free(struct srcpath *sp)
{
    for (size_t i = 0; i < sp->nrules; i++) {
        free(sp->rules[i].from);
        free(sp->rules[i].to);
    }
    free(sp->rules);
    memset(sp, 0, sizeof *sp);
}

/* Copy s without trailing slashes (but keep "/" itself). */
static char *dup_trim(const char *s)
{
    size_t n = strlen(s);
    while (n > 1 && s[n - 1] == '/')
        n--;
    char *d = malloc(n + 1);
    if (d) {
        memcpy(d, s, n);
        d[n] = 0;
    }
    return d;
}

enum ws_status srcpath_add_rule(struct srcpath *sp, enum srcpath_kind kind,
                                const char *from, const char *to, struct ws_error *err)
{
    if (!from || !*from || (kind == SRCPATH_SUBSTITUTE && !to))
        return ws_error_set(err, WS_EARG, "", 0, "%s needs a non-empty %s",
                            kind == SRCPATH_DIR ? "source-dir" : "substitute-path",
                            kind == SRCPATH_DIR ? "DIR" : "FROM and a TO");
    if (sp->nrules == sp->cap) {
        size_t nc = sp->cap ? sp->cap * 2 : 8;
        struct srcpath_rule *v = realloc(sp->rules, nc * sizeof *v);
        if (!v)
            return ws_error_set(err, WS_ENOMEM, "", 0, "out of memory");
        sp->rules = v;
        sp->cap = nc;
    }
    struct srcpath_rule *r = &sp->rules[sp->nrules];
    r->kind = kind;
    r->from = dup_trim(from);
    r->to = kind == SRCPATH_SUBSTITUTE ? dup_trim(to) : NULL;
    if (!r->from || (kind == SRCPATH_SUBSTITUTE && !r->to)) {
        free(r->from);
        free(r->to);
        return ws_error_set(err, WS_ENOMEM, "", 0, "out of memory");
    }
    sp->nrules++;
    return WS_OK;
}

int srcpath_rule_get(const struct srcpath *sp, size_t i, enum srcpath_kind *kind,
                     const char **from, const char **to)
{
    if (i >= sp->nrules)
        return -1;
    *kind = sp->rules[i].kind;
    *from = sp->rules[i].from;
    *to = sp->rules[i].to;
    return 0;
}

/* One word as the config reader reads it back: quoted when needed. */
static int put_word(char *buf, size_t len, size_t *at, const char *w)
{
    int quote = !*w || strpbrk(w, " \t\"\\#") != NULL;
    size_t n = *at;
    if (n + 1 >= len)
        return -1;
    buf[n++] = ' ';
    if (quote) {
        if (n + 1 >= len)
            return -1;
        buf[n++] = '"';
    }
    for (const char *p = w; *p; p++) {
        if (quote && (*p == '"' || *p == '\\')) {
            if (n + 1 >= len)
                return -1;
            buf[n++] = '\\';
        }
        if (n + 1 >= len)
            return -1;
        buf[n++] = *p;
    }
    if (quote) {
        if (n + 1 >= len)
            return -1;
        buf[n++] = '"';
    }
    buf[n] = 0;
    *at = n;
    return 0;
}

int srcpath_rule_line(const struct srcpath *sp, size_t i, char *buf, size_t len)
{
    if (i >= sp->nrules || len < 20)
        return -1;
    const struct srcpath_rule *r = &sp->rules[i];
    size_t at = (size_t)snprintf(buf, len, "%s", r->kind == SRCPATH_DIR ? "source-dir" : "substitute-path");
    if (put_word(buf, len, &at, r->from))
        return -1;
    if (r->kind == SRCPATH_SUBSTITUTE && put_word(buf, len, &at, r->to))
        return -1;
    return 0;
}

/* ---- config lines ------------------------------------------------------- */

/* Next word of *p into buf (quotes and backslash escapes inside quotes);
 * 0 at end of line, -1 on an unterminated quote or an overlong word. */
static int next_word(const char **p, char *buf, size_t len)
{
    const char *s = *p;
    while (*s == ' ' || *s == '\t')
        s++;
    if (!*s || *s == '\n' || *s == '\r' || *s == '#')
        return 0;
    size_t n = 0;
    if (*s == '"') {
        for (s++; *s != '"'; s++) {
            if (!*s)
                return -1;
            if (*s == '\\' && (s[1] == '"' || s[1] == '\\'))
                s++;
            if (n + 1 >= len)
                return -1;
            buf[n++] = *s;
        }
        s++;
    } else {
        for (; *s && *s != ' ' && *s != '\t' && *s != '\n' && *s != '\r'; s++) {
            if (n + 1 >= len)
                return -1;
            buf[n++] = *s;
        }
    }
    buf[n] = 0;
    *p = s;
    return 1;
}

enum ws_status srcpath_parse_line(struct srcpath *sp, const char *line,
                                  const char *file, int lineno, struct ws_error *err)
{
    char w[3][1024], extra[8];
    const char *p = line;
    int n = 0, rc;
    while (n < 3 && (rc = next_word(&p, w[n], sizeof w[n])) != 0) {
        if (rc < 0)
            return ws_error_set(err, WS_EPARSE, file, lineno, "unterminated quote or word too long");
        n++;
    }
    if (n == 0)
        return WS_OK;
    if (next_word(&p, extra, sizeof extra) != 0)
        return ws_error_set(err, WS_EPARSE, file, lineno, "too many words");
    enum ws_status s;
    if (!strcmp(w[0], "substitute-path") && n == 3)
        s = srcpath_add_rule(sp, SRCPATH_SUBSTITUTE, w[1], w[2], err);
    else if (!strcmp(w[0], "source-dir") && n == 2)
        s = srcpath_add_rule(sp, SRCPATH_DIR, w[1], NULL, err);
    else
        return ws_error_set(err, WS_EPARSE, file, lineno,
                            "expected 'substitute-path FROM TO' or 'source-dir DIR', got '%s'",
                            w[0]);
    if (s && err) {     /* give the rule error the config position */
        snprintf(err->file, sizeof err->file, "%s", file ? file : "");
        err->line = lineno;
        err->code = s == WS_EARG ? WS_EPARSE : s;
        return err->code;
    }
    return s == WS_EARG ? WS_EPARSE : s;
}

/* ---- resolution --------------------------------------------------------- */

static int is_file(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

static int try_path(char *out, size_t len, const char *a, const char *sep, const char *b)
{
    int n = snprintf(out, len, "%s%s%s", a, sep, b);
    return n > 0 && (size_t)n < len && is_file(out);
}

/* FROM is a leading run of whole components of path: the rest after it. */
static const char *strip_prefix(const char *path, const char *from)
{
    size_t n = strlen(from);
    if (strncmp(path, from, n))
        return NULL;
    if (path[n] == '/' || path[n] == 0)
        return path + n;
    if (n && from[n - 1] == '/')        /* FROM was "/" */
        return path + n - 1;
    return NULL;
}

int srcpath_resolve(const struct srcpath *sp, const char *path, char *out, size_t len)
{
    if (!len)
        return 0;
    for (size_t i = 0; i < sp->nrules; i++) {
        const struct srcpath_rule *r = &sp->rules[i];
        const char *rest;
        if (r->kind == SRCPATH_SUBSTITUTE && (rest = strip_prefix(path, r->from)) &&
            try_path(out, len, r->to, "", rest))
            return 1;
    }
    if (try_path(out, len, path, "", ""))
        return 1;
    for (size_t i = 0; i < sp->nrules; i++) {
        const struct srcpath_rule *r = &sp->rules[i];
        if (r->kind != SRCPATH_DIR)
            continue;
        for (const char *s = path; s && *s; s = strchr(s, '/')) {
            while (*s == '/')
                s++;
            if (*s && try_path(out, len, r->from, "/", s))
                return 1;
        }
    }
    snprintf(out, len, "%s", path);
    return 0;
}
