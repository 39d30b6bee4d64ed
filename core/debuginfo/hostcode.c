/* host.c - capstone over a host function's bytes (see host.h). */
#include "hostcode.h"

#include <capstone/capstone.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The capstone arch/mode for an ELF machine; 0 when unsupported. */
static int host_arch(int machine, cs_arch *arch, cs_mode *mode)
{
    switch (machine) {
    case EM_X86_64: *arch = CS_ARCH_X86; *mode = CS_MODE_64; return 1;
    case EM_AARCH64: *arch = CS_ARCH_ARM64; *mode = CS_MODE_LITTLE_ENDIAN; return 1;
    default: return 0;
    }
}

/* Copy the function's bytes out of its section. */
static enum ws_status func_bytes(const struct lines_table *t, const struct lines_func *f,
                                 uint8_t **out, struct ws_error *err)
{
    int fd = open(t->path, O_RDONLY);
    if (fd < 0)
        return ws_error_set(err, WS_EIO, t->path, 0, "cannot open");
    enum ws_status st = WS_OK;
    Elf *e = elf_begin(fd, ELF_C_READ, NULL);
    Elf_Scn *scn = e ? elf_getscn(e, (size_t)f->shndx) : NULL;
    GElf_Shdr sh;
    Elf_Data *d = NULL;
    if (!scn || !gelf_getshdr(scn, &sh) || !(d = elf_getdata(scn, NULL)) || !d->d_buf) {
        st = ws_error_set(err, WS_EFORMAT, t->path, 0, "%s: no code section", f->name);
    } else {
        /* st_value is a section offset in ET_REL (sh_addr 0), an address otherwise */
        uint64_t off = f->addr - sh.sh_addr;
        if (f->addr < sh.sh_addr || off > d->d_size || f->size > d->d_size - off)
            st = ws_error_set(err, WS_EFORMAT, t->path, 0, "%s: code outside section %s",
                              f->name, f->section);
        else if (!(*out = malloc(f->size ? f->size : 1)))
            st = ws_error_set(err, WS_ENOMEM, t->path, 0, "out of memory");
        else
            memcpy(*out, (const uint8_t *)d->d_buf + off, f->size);
    }
    if (e)
        elf_end(e);
    close(fd);
    return st;
}

enum ws_status host_disasm(const struct lines_table *t, const char *name,
                           struct host_func *out, struct ws_error *err)
{
    memset(out, 0, sizeof *out);
    const struct lines_func *f = NULL;
    for (size_t i = 0; i < t->nfuncs && !f; i++)
        if (!strcmp(t->funcs[i].name, name))
            f = &t->funcs[i];
    if (!f)
        return ws_error_set(err, WS_ENOTFOUND, t->path, 0, "no function '%s'", name);
    cs_arch arch;
    cs_mode mode;
    if (!host_arch(t->machine, &arch, &mode))
        return ws_error_set(err, WS_EUNSUPPORTED, t->path, 0,
                            "ELF machine %d is not a host architecture (x86-64, AArch64)",
                            t->machine);
    uint8_t *code = NULL;
    enum ws_status st = func_bytes(t, f, &code, err);
    if (st)
        return st;
    csh cs;
    if (cs_open(arch, mode, &cs) != CS_ERR_OK) {
        free(code);
        return ws_error_set(err, WS_ETOOL, t->path, 0, "capstone cannot open this architecture");
    }
    cs_insn *ci = NULL;
    size_t n = cs_disasm(cs, code, f->size, f->addr, 0, &ci);
    out->lf = f;
    out->insns = calloc(n + 1, sizeof *out->insns);
    if (!out->insns) {
        st = ws_error_set(err, WS_ENOMEM, t->path, 0, "out of memory");
    } else {
        for (size_t i = 0; i < n; i++) {
            struct host_insn *h = &out->insns[i];
            h->offset = ci[i].address - f->addr;
            h->size = ci[i].size;
            memcpy(h->bytes, ci[i].bytes, ci[i].size < 16 ? ci[i].size : 16);
            snprintf(h->text, sizeof h->text, "%s%s%s", ci[i].mnemonic,
                     ci[i].op_str[0] ? " " : "", ci[i].op_str);
            h->row = lines_lookup(f, h->offset);
        }
        out->ninsns = n;
    }
    if (ci)
        cs_free(ci, n);
    cs_close(&cs);
    free(code);
    if (st)
        host_func_free(out);
    return st;
}

void host_func_free(struct host_func *hf)
{
    free(hf->insns);
    memset(hf, 0, sizeof *hf);
}
