/* input.c - turn a path into a parsed SASS module. */
#include "input.h"
#include "debuginfo/cubin.h"
#include "base/toolrun.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int is_elf(const char *path)
{
    unsigned char mag[4] = { 0 };
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return 0;
    size_t n = fread(mag, 1, 4, fp);
    fclose(fp);
    return n == 4 && mag[0] == 0x7f && mag[1] == 'E' && mag[2] == 'L' && mag[3] == 'F';
}

static enum ws_status load_cubin(const char *path, struct sass_module **out, struct ws_error *err)
{
    char exe[4096];
    if (tools_which("nvdisasm", exe, sizeof exe))
        return ws_error_set(err, WS_ETOOL, path, 0,
                            "reading a cubin needs nvdisasm (CUDA toolkit) on PATH; "
                            "or give a text dump made with `nvdisasm -c -g -hex %s`", path);
    const char *argv[] = { "nvdisasm", "-c", "-g", "-hex", path, NULL };
    struct strbuf o, e;
    sb_init(&o);
    sb_init(&e);
    int code;
    enum ws_status s = tools_run(argv, NULL, 0, &o, &e, &code, err);
    if (s) {
        ws_error_set(err, WS_ETOOL, path, 0, "nvdisasm failed (status %d): %.200s", code,
                     e.s ? e.s : "");
    } else {
        s = sass_parse_buffer(path, o.s ? o.s : "", o.len, out, err);
    }
    sb_free(&o);
    sb_free(&e);
    return s;
}

enum ws_status input_load_sass(const char *path, int sm, struct sass_module **out,
                               struct ws_error *err)
{
    struct stat st;
    *out = NULL;
    if (stat(path, &st))
        return ws_error_set(err, WS_EIO, path, 0, "cannot open: %s", strerror(errno));
    if (S_ISDIR(st.st_mode)) {
        char p[4096];
        snprintf(p, sizeof p, "%s/sm_%d.nvdisasm.sass", path, sm > 0 ? sm : INPUT_DEFAULT_SM);
        if (stat(p, &st))
            return ws_error_set(err, WS_ENOTFOUND, path, 0,
                                "not a sample directory: no %s", p);
        return sass_parse_file(p, out, err);
    }
    if (is_elf(path))
        return load_cubin(path, out, err);
    return sass_parse_file(path, out, err);
}

/* ELF e_machine of path, or -1 when it is not ELF. EM_AMDGPU is 224,
 * EM_CUDA 190 (elf.h). */
static int elf_machine(const char *path)
{
    unsigned char h[20];
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return -1;
    size_t n = fread(h, 1, sizeof h, fp);
    fclose(fp);
    if (n < 20 || h[0] != 0x7f || h[1] != 'E' || h[2] != 'L' || h[3] != 'F')
        return -1;
    return h[5] == 2 ? (h[18] << 8 | h[19]) : (h[18] | h[19] << 8);
}

int input_is_rdna(const char *path)
{
    int em = elf_machine(path);
    if (em >= 0)
        return em == 224;
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return 0;
    char buf[8192];
    size_t n = fread(buf, 1, sizeof buf - 1, fp);
    fclose(fp);
    buf[n] = 0;
    return strstr(buf, ".amdgcn_target") || strstr(buf, "amdgcn-amd-amdhsa") ||
           strstr(buf, "s_endpgm") || strstr(buf, "file format elf64-amdgpu") ||
           strstr(buf, "s_load_b") || strstr(buf, "v_mov_b32");
}

enum ws_status input_load_rdna(const char *path, struct rdna_module **out, struct ws_error *err)
{
    *out = NULL;
    if (elf_machine(path) != 224)
        return rdna_parse_file(path, out, err);
    char exe[4096];
    if (tools_which("llvm-objdump-19", exe, sizeof exe))
        return ws_error_set(err, WS_ETOOL, path, 0,
                            "reading an AMDGPU code object needs llvm-objdump-19 (Debian llvm-19)");
    const char *argv[] = { "llvm-objdump-19", "-d", "--mcpu=gfx1100", path, NULL };
    struct strbuf o, e;
    sb_init(&o);
    sb_init(&e);
    int code;
    enum ws_status s = tools_run(argv, NULL, 0, &o, &e, &code, err);
    if (s)
        ws_error_set(err, WS_ETOOL, path, 0, "llvm-objdump-19 failed (status %d): %.200s", code,
                     e.s ? e.s : "");
    else
        s = rdna_parse_buffer(path, o.s ? o.s : "", o.len, out, err);
    sb_free(&o);
    sb_free(&e);
    return s;
}

int input_cubin_for(const char *path, int sm, char *cub, size_t clen)
{
    struct stat st;
    if (stat(path, &st))
        return -1;
    if (S_ISDIR(st.st_mode)) {
        snprintf(cub, clen, "%s/sm_%d.cubin", path, sm > 0 ? sm : INPUT_DEFAULT_SM);
    } else if (is_elf(path)) {
        snprintf(cub, clen, "%s", path);
    } else {
        const char *slash = strrchr(path, '/');
        int dl = slash ? (int)(slash - path) : 1;
        snprintf(cub, clen, "%.*s/sm_%d.cubin", dl, slash ? path : ".", sm > 0 ? sm : INPUT_DEFAULT_SM);
    }
    return stat(cub, &st) == 0 && S_ISREG(st.st_mode) ? 0 : -1;
}

/* The cubin's module data into m: each kernel's static shared size, the
 * constant banks, the bank words holding symbols' addresses and the
 * __device__ variables; what m holds already (a bank) is kept. */
static int fill_module(struct sass_module *m, const struct cubin_module *c)
{
    for (size_t i = 0; i < m->nfuncs; i++) {
        struct sass_function *f = &m->funcs[i];
        /* static __shared__ arrays: the size of .nv.shared.<kernel> (NOBITS);
         * a kernel of a cubin without that section has none */
        int found = 0;
        for (size_t k = 0; k < c->nshared && !found; k++)
            if (!strcmp(c->shared[k].func, f->name)) {
                f->shared_bytes = (int)c->shared[k].bytes;
                found = 1;
            }
        if (!found && f->shared_bytes < 0)
            f->shared_bytes = 0;
    }
    for (size_t i = 0; i < c->nbanks; i++) {
        const struct cubin_bank *b = &c->banks[i];
        const struct sass_cbank_data *have = sass_find_cbank(m, b->bank, b->func);
        if ((!have || (b->func && !have->func)) &&
            sass_add_cbank(m, b->bank, b->func, b->data, b->len))
            return -1;
    }
    for (size_t i = 0; i < c->nsyms; i++) {
        const struct cubin_bank_sym *k = &c->syms[i];
        const struct sass_cbank_sym *have = sass_find_cbank_sym(m, k->bank, k->func, k->offset);
        struct sass_cbank_sym s = { .bank = k->bank, .func = k->func, .offset = k->offset,
                                    .size = k->size, .symbol = k->symbol, .addend = k->addend };
        if ((!have || (k->func && !have->func)) && sass_add_cbank_sym(m, &s))
            return -1;
    }
    for (size_t i = 0; i < c->nvars; i++) {
        const struct cubin_var *v = &c->vars[i];
        struct sass_global g = { .name = v->name, .size = v->size, .align = v->align, .init = v->init };
        if (!sass_find_global(m, v->name) && sass_add_global(m, &g))
            return -1;
    }
    return 0;
}

int input_module_data(const char *path, struct sass_module *m)
{
    char cub[4096];
    if (m->has_module_data)
        return 0;
    if (input_cubin_for(path, m->sm, cub, sizeof cub))
        return -1;
    struct cubin_module c;
    struct ws_error err;
    ws_error_clear(&err);
    int rc = cubin_read_module(cub, &c, &err) ? -1 : fill_module(m, &c);
    cubin_module_free(&c);
    if (!rc)
        m->has_module_data = 1;
    return rc;
}

/* ---- code objects for the emulator ---------------------------------------- */

static int elf_type(const char *path)
{
    FILE *fp = fopen(path, "rb");
    if (!fp) return -1;
    unsigned char h[20];
    size_t n = fread(h, 1, sizeof h, fp);
    fclose(fp);
    if (n < 20 || memcmp(h, "\177ELF", 4)) return -1;
    return h[16] | (h[17] << 8);
}

static enum ws_status link_object(const char *path, char *out, size_t len, struct ws_error *err)
{
    snprintf(out, len, "/tmp/warpscope-emu-%ld.hsaco", (long)getpid());
    const char *argv[] = { "ld.lld-19", "-shared", path, "-o", out, NULL };
    struct strbuf e;
    sb_init(&e);
    int code;
    enum ws_status s = tools_run(argv, NULL, 0, NULL, &e, &code, err);
    if (s)
        ws_error_set(err, WS_ETOOL, path, 0, "ld.lld-19 -shared failed (status %d): %.200s", code,
                     e.s ? e.s : "");
    sb_free(&e);
    return s;
}

enum ws_status input_load_emu(const char *path, struct emu_program **out, struct ws_error *err)
{
    *out = NULL;
    int t = elf_type(path);
    if (t < 0)
        return ws_error_set(err, WS_EFORMAT, path, 0, "not an ELF code object");
    char linked[256] = "";
    const char *use = path;
    if (t == 1 /* ET_REL */) {
        enum ws_status s = link_object(path, linked, sizeof linked, err);
        if (s) return s;
        use = linked;
    }
    struct rdna_module *mod = NULL;
    enum ws_status s = input_load_rdna(use, &mod, err);
    if (!s) s = emu_load(use, mod, out, err);
    if (linked[0]) unlink(linked);
    return s;
}
