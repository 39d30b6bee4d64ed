/* testutil.c - helpers shared by the cmocka tests. */
#include "testutil.h"

#include <glob.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/toolrun.h"

char *tu_read_file(const char *path, size_t *len)
{
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return NULL;
    fseek(fp, 0, SEEK_END);
    long n = ftell(fp);
    fseek(fp, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    if (buf && fread(buf, 1, (size_t)n, fp) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    fclose(fp);
    if (buf) {
        buf[n] = 0;
        if (len)
            *len = (size_t)n;
    }
    return buf;
}

size_t tu_glob(const char *pattern, char ***out)
{
    glob_t g;
    *out = NULL;
    if (glob(pattern, 0, NULL, &g) != 0)
        return 0;
    char **list = calloc(g.gl_pathc + 1, sizeof *list);
    for (size_t i = 0; i < g.gl_pathc; i++)
        list[i] = strdup(g.gl_pathv[i]);
    size_t n = g.gl_pathc;
    globfree(&g);
    *out = list;
    return n;
}

void tu_free_list(char **list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(list[i]);
    free(list);
}

/* 1 when name is a word of the space-separated list */
static int listed(const char *list, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = list; p && *p;) {
        p += strspn(p, " \t");
        size_t w = strcspn(p, " \t");
        if (w == n && !strncmp(p, name, n))
            return 1;
        p += w;
    }
    return 0;
}

int tu_have_tool(const char *name)
{
    char buf[4096];
    if (listed(getenv("WS_TEST_HIDE_TOOLS"), name))
        return 0;
    return tools_which(name, buf, sizeof buf) == 0;
}

void tu_need_tool(const char *name)
{
    if (tu_have_tool(name))
        return;
    print_message("SKIPPED: %s %s\n", name,
                  listed(getenv("WS_TEST_HIDE_TOOLS"), name) ? "is hidden by WS_TEST_HIDE_TOOLS"
                                                             : "is not on PATH");
    skip();
}

void tu_need_count(size_t n, size_t min, const char *what)
{
    if (n < min)
        fail_msg("%s: %zu, want at least %zu", what, n, min);
}

void tu_gen_listing(const char *prog, const char *args, char *out, size_t n)
{
    char gen[4096], cmd[8400];
    const char *slash = strrchr(prog, '/');
    snprintf(gen, sizeof gen, "%.*s/../gen-big-listing", slash ? (int)(slash - prog) : 1,
             slash ? prog : ".");
    if (access(gen, X_OK))
        skip();
    const char *td = getenv("TMPDIR");
    snprintf(out, n, "%s/ws-gen-XXXXXX", td && *td ? td : "/tmp");
    int fd = mkstemp(out);      /* mkstemp fills in the template's last six characters */
    assert_true(fd >= 0);
    close(fd);
    snprintf(cmd, sizeof cmd, "'%s' %s > '%s'", gen, args, out);
    assert_int_equal(system(cmd), 0);
}
