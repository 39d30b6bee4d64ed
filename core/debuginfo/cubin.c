/* cubin.c - cubin sections through libelf. */
#include "cubin.h"

#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum ws_status cubin_read_section(const char *path, const char *name, uint8_t **data,
                                  size_t *len, struct ws_error *err)
{
    *data = NULL;
    *len = 0;
    if (elf_version(EV_CURRENT) == EV_NONE)
        return ws_error_set(err, WS_EFORMAT, path, 0, "libelf: %s", elf_errmsg(-1));
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return ws_error_set(err, WS_EIO, path, 0, "cannot open: %s", strerror(errno));
    Elf *e = elf_begin(fd, ELF_C_READ, NULL);
    enum ws_status s = WS_ENOTFOUND;
    size_t shstrndx;
    if (!e || elf_kind(e) != ELF_K_ELF || elf_getshdrstrndx(e, &shstrndx)) {
        s = ws_error_set(err, WS_EFORMAT, path, 0, "not an ELF file");
        goto out;
    }
    for (Elf_Scn *scn = elf_nextscn(e, NULL); scn; scn = elf_nextscn(e, scn)) {
        GElf_Shdr sh;
        if (!gelf_getshdr(scn, &sh))
            continue;
        const char *n = elf_strptr(e, shstrndx, sh.sh_name);
        if (!n || strcmp(n, name))
            continue;
        Elf_Data *d = elf_getdata(scn, NULL);
        if (!d || (sh.sh_type != SHT_NOBITS && d->d_size && !d->d_buf)) {
            s = ws_error_set(err, WS_EFORMAT, path, 0, "section %s is unreadable", name);
            goto out;
        }
        *data = calloc(1, sh.sh_size ? sh.sh_size : 1);
        if (!*data) {
            s = ws_error_set(err, WS_ENOMEM, path, 0, "out of memory");
            goto out;
        }
        if (sh.sh_type != SHT_NOBITS && d->d_buf)
            memcpy(*data, d->d_buf, d->d_size < sh.sh_size ? d->d_size : sh.sh_size);
        *len = sh.sh_size;
        s = WS_OK;
        goto out;
    }
    ws_error_set(err, WS_ENOTFOUND, path, 0, "no section %s", name);
out:
    if (e)
        elf_end(e);
    close(fd);
    return s;
}

enum ws_status cubin_sections_mem(const char *name, const uint8_t *data, size_t len,
                                  struct cubin_section **out, size_t *n, struct ws_error *err)
{
    *out = NULL;
    *n = 0;
    if (elf_version(EV_CURRENT) == EV_NONE)
        return ws_error_set(err, WS_EFORMAT, name, 0, "libelf: %s", elf_errmsg(-1));
    Elf *e = elf_memory((char *)data, len);
    size_t shstrndx, cnt;
    if (!e || elf_kind(e) != ELF_K_ELF || elf_getshdrstrndx(e, &shstrndx) ||
        elf_getshdrnum(e, &cnt)) {
        if (e)
            elf_end(e);
        return ws_error_set(err, WS_EFORMAT, name, 0, "truncated or corrupt cubin: %s",
                            elf_errmsg(-1));
    }
    struct cubin_section *v = calloc(cnt ? cnt : 1, sizeof *v);
    if (!v) {
        elf_end(e);
        return ws_error_set(err, WS_ENOMEM, name, 0, "out of memory");
    }
    size_t k = 0;
    for (Elf_Scn *scn = elf_nextscn(e, NULL); scn && k < cnt; scn = elf_nextscn(e, scn)) {
        GElf_Shdr sh;
        if (!gelf_getshdr(scn, &sh))
            continue;
        const char *sn = elf_strptr(e, shstrndx, sh.sh_name);
        snprintf(v[k].name, sizeof v[k].name, "%s", sn ? sn : "");
        v[k].type = sh.sh_type;
        v[k].size = sh.sh_size;
        v[k].info = sh.sh_info;
        k++;
    }
    elf_end(e);
    *out = v;
    *n = k;
    return WS_OK;
}
