/* fatbin.c - fat binary containers and where they sit (fatbin.h).
 *
 * Container header (16 bytes, little-endian):
 *     u32 magic 0xBA55ED50, u16 version, u16 header size, u64 entries' size
 * Entry header (header size bytes, 64 and more; fields used here):
 *     +0 u16 kind   +4 u32 header size   +8 u64 payload size
 *     +28 u32 architecture (80, 90)   +40 u64 flags
 * The payload follows the entry's header; the next entry follows the
 * payload.  Checked against nvcc 13.0's fat.fatbin, fat.o, app and
 * libfat.a in samples/reduce_block, whose entries cuobjdump -lelf lists.
 */
#include "fatbin.h"
#include "cubin.h"

#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define FATBIN_HEADER 16
#define FATBIN_ENTRY_MIN 48     /* the fields read above fit */

static uint64_t rd(const uint8_t *p, int n)
{
    uint64_t v = 0;
    for (int i = n - 1; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
}

int fatbin_is_container(const uint8_t *p, size_t n)
{
    return n >= 4 && rd(p, 4) == FATBIN_MAGIC;
}

int fatbin_is_archive(const uint8_t *p, size_t n)
{
    return n >= 8 && memcmp(p, "!<arch>\n", 8) == 0;
}

static enum ws_status push(struct fatbin *fb, const struct fatbin_entry *e, const char *name,
                           struct ws_error *err)
{
    if (fb->n % 16 == 0) {
        struct fatbin_entry *ne = realloc(fb->e, (fb->n + 16) * sizeof *ne);
        if (!ne)
            return ws_error_set(err, WS_ENOMEM, name, 0, "out of memory");
        fb->e = ne;
    }
    fb->e[fb->n++] = *e;
    return WS_OK;
}

enum ws_status fatbin_parse(const char *name, const char *where, const uint8_t *data,
                            size_t len, struct fatbin *fb, struct ws_error *err)
{
    size_t o = 0;
    int containers = 0;
    while (o < len) {
        /* containers follow each other, 8-byte aligned, zeros between */
        if (containers && rd(data + o, 1) == 0) {
            o++;
            continue;
        }
        if (len - o < FATBIN_HEADER)
            return ws_error_set(err, WS_EFORMAT, name, 0,
                                "truncated fat binary: %zu bytes left at offset 0x%zx, a header takes %d",
                                len - o, o, FATBIN_HEADER);
        uint64_t magic = rd(data + o, 4), hs = rd(data + o + 6, 2), size = rd(data + o + 8, 8);
        if (magic != FATBIN_MAGIC)
            return ws_error_set(err, WS_EFORMAT, name, 0,
                                "not a fat binary at offset 0x%zx: magic 0x%08llx, expected 0x%08x",
                                o, (unsigned long long)magic, FATBIN_MAGIC);
        if (hs < FATBIN_HEADER || hs > len - o || size > len - o - hs)
            return ws_error_set(err, WS_EFORMAT, name, 0,
                                "truncated fat binary: the header at offset 0x%zx says %llu bytes, %zu are left",
                                o, (unsigned long long)(hs + size), len - o);
        size_t p = o + hs, end = o + hs + size;
        while (p < end) {
            if (end - p < FATBIN_ENTRY_MIN)
                return ws_error_set(err, WS_EFORMAT, name, 0,
                                    "truncated fat binary entry at offset 0x%zx", p);
            uint64_t ehs = rd(data + p + 4, 4), es = rd(data + p + 8, 8);
            if (ehs < FATBIN_ENTRY_MIN || ehs > end - p || es > end - p - ehs)
                return ws_error_set(err, WS_EFORMAT, name, 0,
                                    "truncated fat binary: the entry at offset 0x%zx says %llu bytes, %zu are left",
                                    p, (unsigned long long)(ehs + es), end - p);
            struct fatbin_entry e = {
                .kind = (int)rd(data + p, 2),
                .sm = (int)rd(data + p + 28, 4),
                .compressed = (rd(data + p + 40, 8) & FATBIN_FLAG_COMPRESSED) != 0,
                .data = data + p + ehs,
                .len = (size_t)es,
            };
            snprintf(e.where, sizeof e.where, "%s", where);
            enum ws_status s = push(fb, &e, name, err);
            if (s)
                return s;
            p += ehs + es;
        }
        o = end;
        containers++;
    }
    return WS_OK;
}

/* The .nv_fatbin section of the ELF image at [base, base + len). */
static enum ws_status host_elf(const char *name, const char *where, uint8_t *base, size_t len,
                               struct fatbin *fb, int *found, struct ws_error *err)
{
    Elf *e = elf_memory((char *)base, len);
    size_t shstrndx;
    if (!e || elf_kind(e) != ELF_K_ELF || elf_getshdrstrndx(e, &shstrndx)) {
        if (e)
            elf_end(e);
        return ws_error_set(err, WS_EFORMAT, name, 0, "%s: truncated or corrupt ELF: %s", where,
                            elf_errmsg(-1));
    }
    if (elf_image_cut(base, len)) {
        elf_end(e);
        return ws_error_set(err, WS_EFORMAT, name, 0, "%s: truncated or corrupt ELF: section headers "
                            "or contents lie past the end", where);
    }
    enum ws_status s = WS_OK;
    for (Elf_Scn *scn = elf_nextscn(e, NULL); scn && !s; scn = elf_nextscn(e, scn)) {
        GElf_Shdr sh;
        if (!gelf_getshdr(scn, &sh))
            continue;
        const char *n = elf_strptr(e, shstrndx, sh.sh_name);
        if (!n || strcmp(n, ".nv_fatbin") || sh.sh_type == SHT_NOBITS)
            continue;
        if (sh.sh_offset > len || sh.sh_size > len - sh.sh_offset) {
            s = ws_error_set(err, WS_EFORMAT, name, 0,
                             "%s: .nv_fatbin runs past the end of the file", where);
            break;
        }
        *found = 1;
        s = fatbin_parse(name, where, base + sh.sh_offset, (size_t)sh.sh_size, fb, err);
    }
    elf_end(e);
    return s;
}

/* Every object of the ar archive at path (read into fb->buf): libelf walks
 * the members, which are read in place from the buffer. */
static enum ws_status archive(const char *path, struct fatbin *fb, int *found,
                              struct ws_error *err)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return ws_error_set(err, WS_EIO, path, 0, "cannot open: %s", strerror(errno));
    Elf *ar = elf_begin(fd, ELF_C_READ, NULL);
    if (!ar || elf_kind(ar) != ELF_K_AR) {
        if (ar)
            elf_end(ar);
        close(fd);
        return ws_error_set(err, WS_EFORMAT, path, 0, "corrupt ar archive: %s", elf_errmsg(-1));
    }
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    enum ws_status s = WS_OK;
    Elf *m;
    while (!s && (m = elf_begin(fd, ELF_C_READ, ar)) != NULL) {
        Elf_Arhdr *ah = elf_getarhdr(m);
        size_t mlen = 0;
        int64_t at = elf_getbase(m);
        const char *mn = ah && ah->ar_name ? ah->ar_name : "?";
        /* the member's size from its header: elf_rawfile() would make
         * libelf read a copy of the member that elf_end() does not free */
        if (ah)
            mlen = (size_t)ah->ar_size;
        if (elf_kind(m) == ELF_K_ELF && mn[0] != '/' && at >= 0 && mlen &&
            (uint64_t)at <= fb->len && mlen <= fb->len - (size_t)at) {
            char where[160];
            snprintf(where, sizeof where, "%s(%s)", base, mn);
            s = host_elf(path, where, fb->buf + at, mlen, fb, found, err);
        }
        elf_next(m);
        elf_end(m);
    }
    elf_end(ar);
    close(fd);
    return s;
}

static enum ws_status read_all(const char *path, struct fatbin *fb, struct ws_error *err)
{
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return ws_error_set(err, WS_EIO, path, 0, "cannot open: %s", strerror(errno));
    size_t cap = 1 << 16, n = 0, k;
    uint8_t *buf = malloc(cap);
    while (buf && (k = fread(buf + n, 1, cap - n, fp)) > 0) {
        n += k;
        if (n == cap) {
            uint8_t *nb = cap < (SIZE_MAX >> 1) ? realloc(buf, cap * 2) : NULL;
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
            cap *= 2;
        }
    }
    int bad = ferror(fp);
    fclose(fp);
    if (!buf)
        return ws_error_set(err, WS_ENOMEM, path, 0, "out of memory");
    if (bad) {
        free(buf);
        return ws_error_set(err, WS_EIO, path, 0, "read error");
    }
    fb->buf = buf;
    fb->len = n;
    return WS_OK;
}

enum ws_status fatbin_open(const char *path, struct fatbin *fb, struct ws_error *err)
{
    memset(fb, 0, sizeof *fb);
    enum ws_status s = read_all(path, fb, err);
    if (s)
        return s;
    if (elf_version(EV_CURRENT) == EV_NONE)
        return ws_error_set(err, WS_EFORMAT, path, 0, "libelf: %s", elf_errmsg(-1));
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    int found = 0;
    if (fatbin_is_container(fb->buf, fb->len)) {
        found = 1;
        s = fatbin_parse(path, base, fb->buf, fb->len, fb, err);
    } else if (fatbin_is_archive(fb->buf, fb->len)) {
        s = archive(path, fb, &found, err);
    } else if (fb->len >= 4 && memcmp(fb->buf, "\177ELF", 4) == 0) {
        s = host_elf(path, base, fb->buf, fb->len, fb, &found, err);
    }
    if (!s && !found)
        s = ws_error_set(err, WS_ENOTFOUND, path, 0, "no fat binary (.nv_fatbin) in this file");
    return s;
}

void fatbin_close(struct fatbin *fb)
{
    free(fb->buf);
    free(fb->e);
    memset(fb, 0, sizeof *fb);
}
