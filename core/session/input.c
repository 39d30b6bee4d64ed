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

int input_module_data(const char *path, struct sass_module *m)
{
    char cub[4096];
    if (m->has_module_data)
        return 0;
    if (input_cubin_for(path, m->sm, cub, sizeof cub))
        return -1;
    for (size_t i = 0; i < m->nfuncs; i++) {
        struct sass_function *f = &m->funcs[i];
        /* static __shared__ arrays: the size of .nv.shared.<kernel> (NOBITS);
         * a kernel of a cubin without that section has none */
        char sec[512];
        uint8_t *d;
        size_t n;
        snprintf(sec, sizeof sec, ".nv.shared.%s", f->name);
        if (cubin_read_section(cub, sec, &d, &n, NULL) == WS_OK) {
            f->shared_bytes = (int)n;
            free(d);
        } else if (f->shared_bytes < 0) {
            f->shared_bytes = 0;
        }
    }
    uint8_t *d;
    size_t n;
    if (!sass_find_cbank(m, 3, NULL) &&
        cubin_read_section(cub, ".nv.constant3", &d, &n, NULL) == WS_OK) {
        enum ws_status s = sass_add_cbank(m, 3, NULL, d, n);
        free(d);
        if (s) return -1;
    }
    m->has_module_data = 1;
    return 0;
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
