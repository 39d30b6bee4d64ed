/* testutil.h - helpers shared by the cmocka tests. */
#ifndef WS_TESTUTIL_H
#define WS_TESTUTIL_H

#include <stddef.h>

/* Read a whole file (NUL-terminated); NULL when missing. */
char *tu_read_file(const char *path, size_t *len);

/* Paths matching a glob pattern, sorted; returns count, *out owns strings. */
size_t tu_glob(const char *pattern, char ***out);
void tu_free_list(char **list, size_t n);

/* 1 when an executable is on PATH and not named in WS_TEST_HIDE_TOOLS (a
 * space-separated list of tools the tests treat as missing). */
int tu_have_tool(const char *name);

/* Ends the running test as SKIPPED (cmocka's skip()), naming the tool, when
 * tu_have_tool(name) says it is missing. */
void tu_need_tool(const char *name);

/* Fails the running test when a set it goes through (samples, functions,
 * rules...) has fewer than min members: a loop over nothing checks nothing. */
void tu_need_count(size_t n, size_t min, const char *what);

#endif
