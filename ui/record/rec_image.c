/* rec_image.c - the code a recorded kernel ran.  Images handed to the
 * driver's loaders (cuModuleLoadData*, cuLibraryLoadData) are copied when
 * they are loaded; a kernel's cubin is the ELF for the device's sm that
 * defines its symbol, found in the image of its module, else in any image,
 * else in the .nv_fatbin sections of the program and its libraries.
 *
 * Fatbin container (what nvcc embeds, cuobjdump reads): a 16-byte header
 * (u32 magic 0xBA55ED50, u16 version, u16 header size, u64 size of the
 * entries), then entries: u16 kind (1 PTX, 2 ELF), u16 version, u32 header
 * size, u64 payload size, ..., u32 sm at +28, u64 flags at +40 (0x2000:
 * compressed payload), the payload after the entry header.  The runtime
 * may pass the fatbin itself or its wrapper (u32 magic 0x466243B1, u32
 * version, pointer to the fatbin). */
#include "rec.h"

#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define FATBIN_MAGIC 0xBA55ED50u
#define FATBIN_WRAPPER_MAGIC 0x466243B1u
#define FATBIN_KIND_ELF 2
#define FATBIN_FLAG_COMPRESSED 0x2000u
#define REC_MAX_IMAGES 4096
#define REC_MAX_CUBINS 1024

struct image {
    const void *handle;             /* CUmodule or CUlibrary */
    int is_lib;
    uint8_t *data;                  /* a copy of the image */
    size_t len;
};

struct cubin {
    uint64_t hash;
    size_t len;
    int id;
};

static struct image images[REC_MAX_IMAGES];
static size_t nimages;
static struct cubin cubins[REC_MAX_CUBINS];
static size_t ncubins;

static uint32_t rd32(const uint8_t *p) { uint32_t v; memcpy(&v, p, 4); return v; }
static uint64_t rd64(const uint8_t *p) { uint64_t v; memcpy(&v, p, 8); return v; }

static int is_elf64(const uint8_t *p, size_t n)
{
    return n >= sizeof(Elf64_Ehdr) && !memcmp(p, ELFMAG, SELFMAG) && p[EI_CLASS] == ELFCLASS64;
}

/* Size of an ELF image from its headers (sections and segments end there). */
static size_t elf_size(const uint8_t *p)
{
    Elf64_Ehdr eh;
    memcpy(&eh, p, sizeof eh);
    size_t end = (size_t)eh.e_shoff + (size_t)eh.e_shnum * eh.e_shentsize;
    size_t ph = (size_t)eh.e_phoff + (size_t)eh.e_phnum * eh.e_phentsize;
    if (ph > end)
        end = ph;
    for (unsigned i = 0; i < eh.e_shnum && eh.e_shentsize == sizeof(Elf64_Shdr); i++) {
        Elf64_Shdr sh;
        memcpy(&sh, p + eh.e_shoff + (size_t)i * sizeof sh, sizeof sh);
        if (sh.sh_type != SHT_NOBITS && sh.sh_offset + sh.sh_size > end)
            end = (size_t)(sh.sh_offset + sh.sh_size);
    }
    return end;
}

/* The image a loader was given: an ELF, a fatbin or a fatbin wrapper. */
static const uint8_t *image_start(const void *image, size_t *len)
{
    const uint8_t *p = image;
    if (rd32(p) == FATBIN_WRAPPER_MAGIC) {
        const uint8_t *fb;
        memcpy(&fb, p + 8, sizeof fb);
        p = fb;
    }
    if (rd32(p) == FATBIN_MAGIC) {
        *len = 16 + (size_t)rd64(p + 8);
        return p;
    }
    if (is_elf64(p, sizeof(Elf64_Ehdr))) {
        *len = elf_size(p);
        return p;
    }
    *len = strlen((const char *)p) + 1;     /* PTX text: kept, not translatable */
    return p;
}

void rec_image_add(const void *handle, int is_lib, const void *image)
{
    if (!image || nimages >= REC_MAX_IMAGES)
        return;
    size_t len;
    const uint8_t *p = image_start(image, &len);
    uint8_t *copy = malloc(len ? len : 1);
    if (!copy)
        return;
    memcpy(copy, p, len);
    images[nimages++] = (struct image){ .handle = handle, .is_lib = is_lib, .data = copy, .len = len };
    rec_log("image %zu: %s %p, %zu bytes (%s)", nimages - 1, is_lib ? "library" : "module", handle, len,
            rd32(copy) == FATBIN_MAGIC ? "fatbin" : is_elf64(copy, len) ? "ELF" : "other");
}

/* Does the ELF cubin define symbol name? */
static int elf_has_symbol(const uint8_t *p, size_t n, const char *name)
{
    if (!is_elf64(p, n))
        return 0;
    Elf64_Ehdr eh;
    memcpy(&eh, p, sizeof eh);
    if (eh.e_shentsize != sizeof(Elf64_Shdr) || eh.e_shoff + (uint64_t)eh.e_shnum * sizeof(Elf64_Shdr) > n)
        return 0;
    for (unsigned i = 0; i < eh.e_shnum; i++) {
        Elf64_Shdr sh, st;
        memcpy(&sh, p + eh.e_shoff + (size_t)i * sizeof sh, sizeof sh);
        if (sh.sh_type != SHT_SYMTAB || sh.sh_link >= eh.e_shnum)
            continue;
        memcpy(&st, p + eh.e_shoff + (size_t)sh.sh_link * sizeof st, sizeof st);
        if (sh.sh_offset + sh.sh_size > n || st.sh_offset + st.sh_size > n)
            return 0;
        for (size_t k = 0; k + sizeof(Elf64_Sym) <= sh.sh_size; k += sizeof(Elf64_Sym)) {
            Elf64_Sym sym;
            memcpy(&sym, p + sh.sh_offset + k, sizeof sym);
            if (sym.st_name >= st.sh_size || sym.st_shndx == SHN_UNDEF)
                continue;
            const char *s = (const char *)p + st.sh_offset + sym.st_name;
            size_t room = st.sh_size - sym.st_name;
            if (strnlen(s, room) < room && !strcmp(s, name))
                return 1;
        }
    }
    return 0;
}

/* In image p (an ELF or fatbins), the cubin for sm defining kernel.
 * Returns 1 and sets *c and *clen when found, 2 when only a compressed entry
 * could hold it, 0 when none does. */
static int find_cubin(const uint8_t *p, size_t n, int sm, const char *kernel, const uint8_t **c,
                      size_t *clen)
{
    if (is_elf64(p, n)) {
        if (!elf_has_symbol(p, n, kernel))
            return 0;
        *c = p;
        *clen = n;
        return 1;
    }
    int compressed = 0;
    size_t off = 0;
    while (off + 16 <= n) {
        if (rd32(p + off) != FATBIN_MAGIC) {
            off += 8;
            continue;
        }
        size_t hs = *(const uint16_t *)(p + off + 6), end = off + 16 + (size_t)rd64(p + off + 8);
        if (end > n || hs < 16)
            break;
        for (size_t e = off + hs; e + 48 <= end;) {
            unsigned kind = *(const uint16_t *)(p + e), ehs = rd32(p + e + 4);
            uint64_t psz = rd64(p + e + 8);
            if (ehs < 48 || e + ehs + psz > end)
                break;
            unsigned esm = rd32(p + e + 28);
            uint64_t flags = rd64(p + e + 40);
            const uint8_t *pl = p + e + ehs;
            if (kind == FATBIN_KIND_ELF && (int)esm == sm) {
                if (flags & FATBIN_FLAG_COMPRESSED) {
                    compressed = 1;
                } else if (elf_has_symbol(pl, (size_t)psz, kernel)) {
                    *c = pl;
                    *clen = elf_size(pl) < psz ? elf_size(pl) : (size_t)psz;
                    return 1;
                }
            }
            e += ehs + psz;
        }
        off = (end + 7) & ~(size_t)7;
    }
    return compressed ? 2 : 0;
}

/* ---- the .nv_fatbin sections of the loaded objects ---- */

struct scan {
    int sm;
    const char *kernel;
    uint8_t *sec;                   /* the section that holds it */
    size_t seclen;
    const uint8_t *c;
    size_t clen;
    int found;                      /* as find_cubin */
};

static uint8_t *read_section(const char *path, const char *want, size_t *len)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return NULL;
    uint8_t *out = NULL;
    Elf64_Ehdr eh;
    Elf64_Shdr *sh = NULL;
    if (pread(fd, &eh, sizeof eh, 0) != (ssize_t)sizeof eh || memcmp(eh.e_ident, ELFMAG, SELFMAG) ||
        eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_shentsize != sizeof *sh || eh.e_shstrndx >= eh.e_shnum)
        goto done;
    size_t shbytes = (size_t)eh.e_shnum * sizeof *sh;
    if (!(sh = malloc(shbytes)) || pread(fd, sh, shbytes, (off_t)eh.e_shoff) != (ssize_t)shbytes)
        goto done;
    Elf64_Shdr *ss = &sh[eh.e_shstrndx];
    char *names = malloc(ss->sh_size + 1);
    if (!names || pread(fd, names, ss->sh_size, (off_t)ss->sh_offset) != (ssize_t)ss->sh_size) {
        free(names);
        goto done;
    }
    names[ss->sh_size] = 0;
    for (unsigned i = 0; i < eh.e_shnum && !out; i++) {
        if (sh[i].sh_name >= ss->sh_size || strcmp(names + sh[i].sh_name, want) || sh[i].sh_type == SHT_NOBITS)
            continue;
        out = malloc(sh[i].sh_size ? sh[i].sh_size : 1);
        if (out && pread(fd, out, sh[i].sh_size, (off_t)sh[i].sh_offset) != (ssize_t)sh[i].sh_size) {
            free(out);
            out = NULL;
        }
        *len = (size_t)sh[i].sh_size;
    }
    free(names);
done:
    free(sh);
    close(fd);
    return out;
}

static int scan_object(struct dl_phdr_info *info, size_t size, void *arg)
{
    (void)size;
    struct scan *s = arg;
    const char *path = info->dlpi_name && *info->dlpi_name ? info->dlpi_name : "/proc/self/exe";
    size_t n = 0;
    uint8_t *sec = read_section(path, ".nv_fatbin", &n);
    if (!sec)
        return 0;
    int r = find_cubin(sec, n, s->sm, s->kernel, &s->c, &s->clen);
    if (r == 1) {
        s->sec = sec;
        s->seclen = n;
        s->found = 1;
        return 1;
    }
    if (r == 2)
        s->found = 2;
    free(sec);
    return 0;
}

/* ---- writing a cubin once ---- */

static uint64_t fnv1a(const uint8_t *p, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 1099511628211ull;
    return h;
}

/* DIR/code/cID/sm_SM.cubin; returns ID or -1. */
static int write_cubin(const uint8_t *c, size_t n, int sm)
{
    uint64_t h = fnv1a(c, n);
    for (size_t i = 0; i < ncubins; i++)
        if (cubins[i].hash == h && cubins[i].len == n)
            return cubins[i].id;
    if (ncubins >= REC_MAX_CUBINS)
        return -1;
    char dir[4200], path[4300];
    int id;
    for (id = 0; id < 100000; id++) {     /* a free name: other processes write here too */
        snprintf(dir, sizeof dir, "%s/code/c%d", rec_dir(), id);
        if (mkdir(dir, 0755) == 0)
            break;
    }
    snprintf(path, sizeof path, "%s/sm_%d.cubin", dir, sm);
    if (rec_write_file(path, c, n))
        return -1;
    cubins[ncubins++] = (struct cubin){ .hash = h, .len = n, .id = id };
    return id;
}

int rec_image_code(CUmodule mod, int sm, const char *kernel, char *why, size_t whylen)
{
    const uint8_t *c = NULL;
    size_t clen = 0;
    int compressed = 0;
    /* the image of the kernel's module first, then every image */
    for (int pass = 0; pass < 2 && !c; pass++) {
        for (size_t i = 0; i < nimages && !c; i++) {
            if (pass == 0 && !rec_same_module(mod, images[i].handle, images[i].is_lib))
                continue;
            int r = find_cubin(images[i].data, images[i].len, sm, kernel, &c, &clen);
            if (r == 2)
                compressed = 1;
        }
    }
    if (c)
        return write_cubin(c, clen, sm);
    struct scan s = { .sm = sm, .kernel = kernel };
    dl_iterate_phdr(scan_object, &s);
    if (s.found == 1) {
        int id = write_cubin(s.c, s.clen, sm);
        free(s.sec);
        return id;
    }
    snprintf(why, whylen, "%s", compressed || s.found == 2
             ? "its sm_XX cubin is in a compressed fatbin entry (rebuild without fatbin compression)"
             : "no loaded image or .nv_fatbin section holds an sm_XX cubin defining it");
    return -1;
}
