/* cubin.c - cubin sections through libelf. */
#include "cubin.h"

#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
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

/* Does e (len bytes) name section headers or contents past its end? */
static int elf_cut(Elf *e, size_t len)
{
    GElf_Ehdr eh;
    size_t shnum;
    int cut = 0;
    if (!e || !gelf_getehdr(e, &eh) || elf_getshdrnum(e, &shnum)) {
        cut = e != NULL && elf_kind(e) == ELF_K_ELF;
    } else if (eh.e_shoff > len || (uint64_t)shnum * eh.e_shentsize > len - eh.e_shoff) {
        cut = 1;
    } else {
        for (Elf_Scn *scn = elf_nextscn(e, NULL); scn && !cut; scn = elf_nextscn(e, scn)) {
            GElf_Shdr sh;
            cut = !gelf_getshdr(scn, &sh) ||
                  (sh.sh_type != SHT_NOBITS && (sh.sh_offset > len || sh.sh_size > len - sh.sh_offset));
        }
    }
    return cut;
}

/* ---- the module around the code ---------------------------------------------- */

/* CUDA ELF relocation types (R_CUDA_*) of a plain address in data: the ones
 * a constant bank holding addresses carries */
#define R_CUDA_32 1
#define R_CUDA_64 2

/* Append a zeroed element of sz bytes to *arr (n elements); NULL: no memory. */
static void *grow(void *arr, size_t *n, size_t sz)
{
    void **a = arr;
    void *p = realloc(*a, (*n + 1) * sz);
    if (!p)
        return NULL;
    *a = p;
    void *e = (char *)p + *n * sz;
    memset(e, 0, sz);
    (*n)++;
    return e;
}

static char *dup_str(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d)
        memcpy(d, s, n);
    return d;
}

/* ".nv.constant3" -> 3, NULL; ".nv.constant0.k" -> 0, "k"; -1 otherwise */
static int bank_of(const char *name, const char **func)
{
    if (strncmp(name, ".nv.constant", 12))
        return -1;
    const char *p = name + 12;
    if (*p < '0' || *p > '9')
        return -1;
    int b = 0;
    while (*p >= '0' && *p <= '9' && b < 1000)
        b = b * 10 + (*p++ - '0');
    if (*p && *p != '.')
        return -1;
    *func = *p ? p + 1 : NULL;
    return b;
}

/* A copy of the section's bytes (zeros for NOBITS); NULL: no memory or unreadable. */
static uint8_t *section_bytes(Elf_Scn *scn, const GElf_Shdr *sh)
{
    uint8_t *d = calloc(1, sh->sh_size ? sh->sh_size : 1);
    if (!d || sh->sh_type == SHT_NOBITS)
        return d;
    Elf_Data *ed = elf_getdata(scn, NULL);
    if (ed && ed->d_buf)
        memcpy(d, ed->d_buf, ed->d_size < sh->sh_size ? ed->d_size : sh->sh_size);
    return d;
}

struct symtab {
    Elf_Data *data;
    size_t n, strndx;
};

static const char *sym_name(Elf *e, const struct symtab *st, const GElf_Sym *s)
{
    return elf_strptr(e, st->strndx, s->st_name);
}

/* The object symbol at value in section shndx, for a relocation against the
 * section itself; NULL none. */
static const char *object_at(Elf *e, const struct symtab *st, size_t shndx, uint64_t value)
{
    for (size_t i = 0; i < st->n; i++) {
        GElf_Sym s;
        if (gelf_getsym(st->data, (int)i, &s) && GELF_ST_TYPE(s.st_info) == STT_OBJECT &&
            s.st_shndx == shndx && s.st_value == value)
            return sym_name(e, st, &s);
    }
    return NULL;
}

/* The most bytes a constant bank holds (c[N][0..0xffff]). */
#define BANK_MAX 0x10000

static enum ws_status read_banks_shared(const char *name, Elf *e, size_t shstrndx,
                                        struct cubin_module *m, struct ws_error *err)
{
    for (Elf_Scn *scn = elf_nextscn(e, NULL); scn; scn = elf_nextscn(e, scn)) {
        GElf_Shdr sh;
        const char *n, *func;
        if (!gelf_getshdr(scn, &sh) || !(n = elf_strptr(e, shstrndx, sh.sh_name)))
            continue;
        int b = bank_of(n, &func);
        if (b >= 0 && sh.sh_size > BANK_MAX)
            return ws_error_set(err, WS_EFORMAT, name, 0, "corrupt cubin: section %s is %llu bytes, "
                                "a constant bank holds at most %d", n, (unsigned long long)sh.sh_size,
                                BANK_MAX);
        if (b >= 0) {
            struct cubin_bank *k = grow(&m->banks, &m->nbanks, sizeof *k);
            if (!k || !(k->data = section_bytes(scn, &sh)) || (func && !(k->func = dup_str(func))))
                return ws_error_set(err, WS_ENOMEM, name, 0, "out of memory");
            k->bank = b;
            k->len = sh.sh_size;
        } else if (!strncmp(n, ".nv.shared.", 11) && strcmp(n, ".nv.shared.reserved.0")) {
            struct cubin_shared *k = grow(&m->shared, &m->nshared, sizeof *k);
            if (!k || !(k->func = dup_str(n + 11)))
                return ws_error_set(err, WS_ENOMEM, name, 0, "out of memory");
            k->bytes = sh.sh_size;
        }
    }
    return WS_OK;
}

/* __device__ variables: object symbols of .nv.global.init and .nv.global */
static int read_vars(Elf *e, size_t shstrndx, const struct symtab *st, struct cubin_module *m)
{
    for (size_t i = 0; i < st->n; i++) {
        GElf_Sym s;
        GElf_Shdr sh;
        Elf_Scn *scn;
        const char *nm, *sec;
        if (!gelf_getsym(st->data, (int)i, &s) || GELF_ST_TYPE(s.st_info) != STT_OBJECT ||
            s.st_shndx == SHN_UNDEF || s.st_shndx >= SHN_LORESERVE ||
            !(scn = elf_getscn(e, s.st_shndx)) || !gelf_getshdr(scn, &sh) ||
            !(sec = elf_strptr(e, shstrndx, sh.sh_name)) || !(nm = sym_name(e, st, &s)))
            continue;
        int init = !strcmp(sec, ".nv.global.init");
        if (!init && strcmp(sec, ".nv.global"))
            continue;
        if (s.st_value > sh.sh_size || s.st_size > sh.sh_size - s.st_value)
            continue;
        struct cubin_var *v = grow(&m->vars, &m->nvars, sizeof *v);
        if (!v || !(v->name = dup_str(nm)))
            return -1;
        v->size = s.st_size;
        v->align = (uint32_t)sh.sh_addralign;
        if (init && sh.sh_type != SHT_NOBITS) {
            Elf_Data *d = elf_getdata(scn, NULL);
            if (!(v->init = calloc(1, s.st_size ? s.st_size : 1)))
                return -1;
            if (d && d->d_buf && s.st_value + s.st_size <= d->d_size)
                memcpy(v->init, (const uint8_t *)d->d_buf + s.st_value, s.st_size);
        }
    }
    return 0;
}

static const struct cubin_bank *bank_section(const struct cubin_module *m, int bank, const char *func)
{
    for (size_t i = 0; i < m->nbanks; i++)
        if (m->banks[i].bank == bank && (!func ? !m->banks[i].func
                                               : m->banks[i].func && !strcmp(m->banks[i].func, func)))
            return &m->banks[i];
    return NULL;
}

/* Relocations against the banks: each R_CUDA_32/64 word names a symbol */
static int read_bank_relocs(Elf *e, size_t shstrndx, const struct symtab *st, struct cubin_module *m)
{
    for (Elf_Scn *scn = elf_nextscn(e, NULL); scn; scn = elf_nextscn(e, scn)) {
        GElf_Shdr sh;
        const char *n, *func;
        if (!gelf_getshdr(scn, &sh) || (sh.sh_type != SHT_REL && sh.sh_type != SHT_RELA) ||
            !(n = elf_strptr(e, shstrndx, sh.sh_name)))
            continue;
        const char *prefix = sh.sh_type == SHT_RELA ? ".rela" : ".rel";
        size_t np = strlen(prefix);
        int b = strncmp(n, prefix, np) ? -1 : bank_of(n + np, &func);
        const struct cubin_bank *bk = b >= 0 ? bank_section(m, b, func) : NULL;
        Elf_Data *d = elf_getdata(scn, NULL);
        size_t cnt = sh.sh_entsize ? sh.sh_size / sh.sh_entsize : 0;
        for (size_t i = 0; bk && d && i < cnt; i++) {
            GElf_Rela r;
            if (sh.sh_type == SHT_RELA) {
                if (!gelf_getrela(d, (int)i, &r))
                    continue;
            } else {
                GElf_Rel rl;
                if (!gelf_getrel(d, (int)i, &rl))
                    continue;
                r.r_offset = rl.r_offset;
                r.r_info = rl.r_info;
                r.r_addend = 0;
            }
            unsigned type = (unsigned)GELF_R_TYPE(r.r_info), size = type == R_CUDA_64 ? 8 : 4;
            GElf_Sym s;
            if ((type != R_CUDA_32 && type != R_CUDA_64) || r.r_offset > bk->len ||
                size > bk->len - r.r_offset ||
                !gelf_getsym(st->data, (int)GELF_R_SYM(r.r_info), &s))
                continue;
            if (sh.sh_type == SHT_REL) {            /* the addend is in the word */
                uint64_t a = 0;
                memcpy(&a, bk->data + r.r_offset, size);
                r.r_addend = size == 8 ? (int64_t)a : (int64_t)(int32_t)(uint32_t)a;
            }
            const char *nm = sym_name(e, st, &s);
            if (GELF_ST_TYPE(s.st_info) == STT_SECTION) {
                const char *obj = object_at(e, st, s.st_shndx, (uint64_t)r.r_addend);
                if (obj) {
                    nm = obj;
                    r.r_addend = 0;
                }
            }
            if (!nm || !*nm)
                continue;
            struct cubin_bank_sym *k = grow(&m->syms, &m->nsyms, sizeof *k);
            if (!k || !(k->symbol = dup_str(nm)) || (bk->func && !(k->func = dup_str(bk->func))))
                return -1;
            k->bank = b;
            k->offset = (uint32_t)r.r_offset;
            k->size = (uint8_t)size;
            k->addend = r.r_addend;
        }
    }
    return 0;
}

/* EIATTR_REGCOUNT records of .nv.info: format EIFMT_SVAL (0x04), attribute
 * 0x2f, a 16-bit size, then the kernel's symbol index and its registers
 * (two 32-bit words); what nvdisasm prints as `nvinfo : EIATTR_REGCOUNT`.
 * The other records are stepped over by their format: EIFMT_NVAL (0x01)
 * has no value, EIFMT_BVAL (0x02) one byte, EIFMT_HVAL (0x03) two. */
#define EIFMT_NVAL 0x01
#define EIFMT_BVAL 0x02
#define EIFMT_HVAL 0x03
#define EIFMT_SVAL 0x04
#define EIATTR_REGCOUNT 0x2f

static int read_regcounts(Elf *e, size_t shstrndx, const struct symtab *st, struct cubin_module *m)
{
    Elf_Scn *scn = NULL;
    GElf_Shdr sh;
    const char *n;
    while ((scn = elf_nextscn(e, scn)))
        if (gelf_getshdr(scn, &sh) && (n = elf_strptr(e, shstrndx, sh.sh_name)) &&
            !strcmp(n, ".nv.info") && sh.sh_type != SHT_NOBITS)
            break;
    Elf_Data *d = scn ? elf_getdata(scn, NULL) : NULL;
    const uint8_t *p = d ? d->d_buf : NULL;
    size_t len = p ? d->d_size : 0, o = 0;
    while (o + 2 <= len) {
        unsigned fmt = p[o], attr = p[o + 1];
        size_t vlen = fmt == EIFMT_BVAL ? 1 : fmt == EIFMT_HVAL ? 2 : 0;
        if (fmt == EIFMT_SVAL) {
            if (o + 4 > len)
                break;
            vlen = 2 + (size_t)(p[o + 2] | p[o + 3] << 8);
        } else if (fmt != EIFMT_NVAL && !vlen) {
            break;                              /* not a record: the rest is unknown */
        }
        if (vlen > len - o - 2)
            break;
        GElf_Sym s;
        const char *nm;
        if (fmt == EIFMT_SVAL && attr == EIATTR_REGCOUNT && vlen == 2 + 8) {
            uint32_t sym = (uint32_t)(p[o + 4] | p[o + 5] << 8 | p[o + 6] << 16 | (uint32_t)p[o + 7] << 24);
            uint32_t regs = (uint32_t)(p[o + 8] | p[o + 9] << 8 | p[o + 10] << 16 | (uint32_t)p[o + 11] << 24);
            if (sym < st->n && gelf_getsym(st->data, (int)sym, &s) && (nm = sym_name(e, st, &s)) &&
                *nm && regs < 65536) {
                struct cubin_regs *k = grow(&m->regs, &m->nregs, sizeof *k);
                if (!k || !(k->func = dup_str(nm)))
                    return -1;
                k->registers = (int)regs;
            }
        }
        o += 2 + vlen;
    }
    return 0;
}

/* The architecture in a cubin's e_flags: bits 15:8 in the ABI version 8
 * layout (EF_CUDA_SM_MASK of CUDA 12 and later), bits 7:0 before. */
#define ELFABIVERSION_CUDA_V2 8

static int elf_sm(const GElf_Ehdr *eh)
{
    if (eh->e_ident[EI_ABIVERSION] >= ELFABIVERSION_CUDA_V2)
        return (int)((eh->e_flags >> 8) & 0xff);
    return (int)(eh->e_flags & 0xff);
}

/* The module data of e, an ELF image of len bytes. */
static enum ws_status read_module(const char *name, Elf *e, size_t len, struct cubin_module *out,
                                  struct ws_error *err)
{
    size_t shstrndx;
    GElf_Ehdr eh;
    struct symtab st = { 0 };
    if (!e || elf_kind(e) != ELF_K_ELF || !gelf_getehdr(e, &eh) || elf_getshdrstrndx(e, &shstrndx))
        return ws_error_set(err, WS_EFORMAT, name, 0, "not an ELF file");
    if (elf_cut(e, len))
        return ws_error_set(err, WS_EFORMAT, name, 0, "truncated or corrupt cubin: section headers "
                            "or contents lie past the end");
    out->sm = elf_sm(&eh);
    for (Elf_Scn *scn = elf_nextscn(e, NULL); scn; scn = elf_nextscn(e, scn)) {
        GElf_Shdr sh;
        if (gelf_getshdr(scn, &sh) && sh.sh_type == SHT_SYMTAB && sh.sh_entsize) {
            st.data = elf_getdata(scn, NULL);
            st.n = st.data ? sh.sh_size / sh.sh_entsize : 0;
            st.strndx = sh.sh_link;
        }
    }
    enum ws_status s = read_banks_shared(name, e, shstrndx, out, err);
    if (!s && st.data && (read_vars(e, shstrndx, &st, out) || read_bank_relocs(e, shstrndx, &st, out) ||
                          read_regcounts(e, shstrndx, &st, out)))
        s = ws_error_set(err, WS_ENOMEM, name, 0, "out of memory");
    return s;
}

enum ws_status cubin_read_module(const char *path, struct cubin_module *out, struct ws_error *err)
{
    memset(out, 0, sizeof *out);
    if (elf_version(EV_CURRENT) == EV_NONE)
        return ws_error_set(err, WS_EFORMAT, path, 0, "libelf: %s", elf_errmsg(-1));
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return ws_error_set(err, WS_EIO, path, 0, "cannot open: %s", strerror(errno));
    struct stat fs;
    Elf *e = elf_begin(fd, ELF_C_READ, NULL);
    enum ws_status s = fstat(fd, &fs) ? ws_error_set(err, WS_EIO, path, 0, "cannot read: %s", strerror(errno))
                                      : read_module(path, e, (size_t)fs.st_size, out, err);
    if (e)
        elf_end(e);
    close(fd);
    return s;
}

enum ws_status cubin_read_module_mem(const char *name, const uint8_t *data, size_t len,
                                     struct cubin_module *out, struct ws_error *err)
{
    memset(out, 0, sizeof *out);
    if (elf_version(EV_CURRENT) == EV_NONE)
        return ws_error_set(err, WS_EFORMAT, name, 0, "libelf: %s", elf_errmsg(-1));
    Elf *e = elf_memory((char *)data, len);
    enum ws_status s = read_module(name, e, len, out, err);
    if (e)
        elf_end(e);
    return s;
}

void cubin_module_free(struct cubin_module *m)
{
    for (size_t i = 0; i < m->nbanks; i++) {
        free(m->banks[i].func);
        free(m->banks[i].data);
    }
    for (size_t i = 0; i < m->nsyms; i++) {
        free(m->syms[i].func);
        free(m->syms[i].symbol);
    }
    for (size_t i = 0; i < m->nvars; i++) {
        free(m->vars[i].name);
        free(m->vars[i].init);
    }
    for (size_t i = 0; i < m->nshared; i++)
        free(m->shared[i].func);
    for (size_t i = 0; i < m->nregs; i++)
        free(m->regs[i].func);
    free(m->regs);
    free(m->banks);
    free(m->syms);
    free(m->vars);
    free(m->shared);
    memset(m, 0, sizeof *m);
}

int elf_image_cut(const uint8_t *data, size_t len)
{
    if (elf_version(EV_CURRENT) == EV_NONE)
        return 0;
    Elf *e = elf_memory((char *)data, len);
    int cut = elf_cut(e, len);
    if (e)
        elf_end(e);
    return cut;
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
    if (elf_image_cut(data, len)) {
        elf_end(e);
        return ws_error_set(err, WS_EFORMAT, name, 0, "truncated or corrupt cubin: section headers "
                            "or contents lie past the end");
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
