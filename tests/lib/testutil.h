/* testutil.h - helpers shared by the cmocka tests. */
#ifndef WS_TESTUTIL_H
#define WS_TESTUTIL_H

#include <stddef.h>

/* Read a whole file (NUL-terminated); NULL when missing. */
char *tu_read_file(const char *path, size_t *len);

/* Paths matching a glob pattern, sorted; returns count, *out owns strings. */
size_t tu_glob(const char *pattern, char ***out);
void tu_free_list(char **list, size_t n);

/* 1 when an executable is on PATH. */
int tu_have_tool(const char *name);

#endif
