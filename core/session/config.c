/* config.c - read the user's configuration file. */
#include "config.h"

#include "base/strbuf.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
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

/* mkdir -p of the directory holding path. */
static int make_parents(char *path)
{
    for (char *p = path + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = 0;
        int rc = mkdir(path, 0755);
        *p = '/';
        if (rc && errno != EEXIST)
            return -1;
    }
    return 0;
}

enum ws_status config_save_srcpath(const struct srcpath *sp, int *added, char *path, size_t len,
                                   struct ws_error *err)
{
    *added = 0;
    if (config_path(path, len))
        return ws_error_set(err, WS_EIO, "", 0, "no configuration directory: neither "
                            "XDG_CONFIG_HOME nor HOME is set");
    /* what the file holds now, and the rules in it */
    struct srcpath have;
    srcpath_init(&have);
    struct strbuf old;
    sb_init(&old);
    mode_t mode = 0644;
    enum ws_status s = WS_OK;
    FILE *fp = fopen(path, "r");
    if (fp) {
        struct stat st;
        if (!fstat(fileno(fp), &st))
            mode = st.st_mode & 07777;
        char line[8192];
        int n = 0;
        while (!s && fgets(line, sizeof line, fp)) {
            n++;
            sb_puts(&old, line);
            line[strcspn(line, "\n")] = 0;
            const char *p = line + strspn(line, " \t");
            if (!strncmp(p, "source-dir", 10) || !strncmp(p, "substitute-path", 15))
                s = srcpath_parse_line(&have, line, path, n, err);
        }
        if (!s && ferror(fp))
            s = ws_error_set(err, WS_EIO, path, 0, "cannot read: %s", strerror(errno));
        fclose(fp);
    } else if (errno != ENOENT) {
        s = ws_error_set(err, WS_EIO, path, 0, "cannot read: %s", strerror(errno));
    }
    /* the rules of sp the file does not hold, as lines */
    struct strbuf add;
    sb_init(&add);
    char mine[4200], theirs[4200];
    for (size_t i = 0; !s && !srcpath_rule_line(sp, i, mine, sizeof mine); i++) {
        int dup = 0;
        for (size_t k = 0; !dup && !srcpath_rule_line(&have, k, theirs, sizeof theirs); k++)
            dup = !strcmp(mine, theirs);
        for (size_t k = 0; !dup && k < i && !srcpath_rule_line(sp, k, theirs, sizeof theirs); k++)
            dup = !strcmp(mine, theirs);    /* given twice: written once */
        if (!dup) {
            sb_printf(&add, "%s\n", mine);
            (*added)++;
        }
    }
    if (!s && *added) {
        char tmp[4200];
        snprintf(tmp, sizeof tmp, "%s.tmp", path);
        int fd = -1;
        if (make_parents(path) || (fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, mode)) < 0) {
            s = ws_error_set(err, WS_EIO, path, 0, "cannot write: %s", strerror(errno));
        } else {
            struct strbuf all;
            sb_init(&all);
            if (old.len) {
                sb_putn(&all, old.s, old.len);
                if (old.s[old.len - 1] != '\n')
                    sb_putc(&all, '\n');
            }
            sb_putn(&all, add.s, add.len);
            ssize_t w = all.oom ? -1 : write(fd, all.s, all.len);
            int bad = w < 0 || (size_t)w != all.len || fsync(fd);
            bad |= close(fd) != 0;
            if (bad || rename(tmp, path)) {
                s = ws_error_set(err, WS_EIO, path, 0, "cannot write: %s",
                                 all.oom ? "out of memory" : strerror(errno));
                unlink(tmp);
            }
            sb_free(&all);
        }
    }
    sb_free(&add);
    sb_free(&old);
    srcpath_free(&have);
    return s;
}
