/* config.c - read the user's configuration file. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int config_path(char *buf, size_t len)
{
    const char *x = getenv("XDG_CONFIG_HOME"), *h = getenv("HOME");
    if (x && *x)
        snprintf(buf, len, "%s/warpscope/config", x);
    else if (h && *h)
        snprintf(buf, len, "%s/.config/warpscope/config", h);
    else
        return -1;
    return 0;
}

enum ws_status config_load_srcpath(struct srcpath *sp, struct ws_error *err)
{
    char path[4096];
    if (config_path(path, sizeof path))
        return WS_OK;
    FILE *fp = fopen(path, "r");
    if (!fp)
        return errno == ENOENT ? WS_OK
                               : ws_error_set(err, WS_EIO, path, 0, "cannot read: %s", strerror(errno));
    char line[8192];
    int n = 0;
    enum ws_status s = WS_OK;
    while (!s && fgets(line, sizeof line, fp)) {
        n++;
        size_t l = strlen(line);
        if (l == sizeof line - 1 && line[l - 1] != '\n') {
            s = ws_error_set(err, WS_ELIMIT, path, n, "line longer than %zu bytes", sizeof line - 2);
            break;
        }
        line[strcspn(line, "\n")] = 0;
        /* other settings belong to other readers (keys, interface) */
        const char *p = line + strspn(line, " \t");
        if (strncmp(p, "source-dir", 10) && strncmp(p, "substitute-path", 15))
            continue;
        s = srcpath_parse_line(sp, line, path, n, err);
    }
    if (!s && ferror(fp))
        s = ws_error_set(err, WS_EIO, path, 0, "cannot read: %s", strerror(errno));
    fclose(fp);
    return s;
}
