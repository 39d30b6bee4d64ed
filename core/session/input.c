/* input.c - turn a path into a parsed SASS module. */
#include "input.h"
#include "debuginfo/cubin.h"
#include "debuginfo/fatbin.h"
#include "debuginfo/lines.h"
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

#define EM_CUDA_MACHINE 190

/* Does path start like a fat binary container or an ar archive? */
static int is_binary_container(const char *path)
{
    uint8_t h[8] = { 0 };
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return 0;
    size_t n = fread(h, 1, sizeof h, fp);
    fclose(fp);
    return fatbin_is_container(h, n) || fatbin_is_archive(h, n);
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

/* Does the cubin entry hold code (a .text section that is not empty)? */
static int entry_has_code(const struct fatbin_entry *e)
{
    struct cubin_section *sec;
    size_t n;
    if (cubin_sections_mem("", e->data, e->len, &sec, &n, NULL))
        return 0;
    int code = 0;
    for (size_t i = 0; i < n; i++)
        code |= !strncmp(sec[i].name, ".text.", 6) && sec[i].size > 0;
    free(sec);
    return code;
}

int input_fatbin_archs(const struct fatbin *fb, int *archs)
{
    int n = 0;
    for (size_t i = 0; i < fb->n; i++) {
        const struct fatbin_entry *e = &fb->e[i];
        if (e->kind != FATBIN_KIND_ELF || (!e->compressed && !entry_has_code(e)))
            continue;
        int k = 0;
        while (k < n && archs[k] < e->sm)
            k++;
        if ((k < n && archs[k] == e->sm) || n == SASS_MAX_ARCHS)
            continue;
        memmove(archs + k + 1, archs + k, sizeof *archs * (size_t)(n - k));
        archs[k] = e->sm;
        n++;
    }
    return n;
}

static void arch_list(const int *archs, int n, char *buf, size_t len)
{
    size_t at = 0;
    buf[0] = 0;
    for (int k = 0; k < n && at < len; k++)
        at += (size_t)snprintf(buf + at, len - at, "%ssm_%d", k ? ", " : "", archs[k]);
}

/* nvdisasm's full output (-g -hex: lines and encodings, and the module
 * data) of the cubin e, appended to o. */
static enum ws_status disassemble_entry(const char *path, const struct fatbin_entry *e,
                                        struct strbuf *o, struct ws_error *err)
{
    char tmp[] = "/tmp/warpscope-cubin-XXXXXX";
    int fd = mkstemp(tmp);
    if (fd < 0)
        return ws_error_set(err, WS_EIO, path, 0, "cannot write a temporary cubin: %s",
                            strerror(errno));
    size_t done = 0;
    while (done < e->len) {
        ssize_t k = write(fd, e->data + done, e->len - done);
        if (k <= 0)
            break;
        done += (size_t)k;
    }
    close(fd);
    enum ws_status s = WS_OK;
    if (done != e->len) {
        s = ws_error_set(err, WS_EIO, path, 0, "cannot write a temporary cubin");
    } else {
        const char *argv[] = { "nvdisasm", "-g", "-hex", tmp, NULL };
        struct strbuf eo;
        sb_init(&eo);
        int code;
        s = tools_run(argv, NULL, 0, o, &eo, &code, err);
        if (s)
            ws_error_set(err, WS_ETOOL, path, 0, "nvdisasm failed on the sm_%d cubin (status %d): %.200s",
                         e->sm, code, eo.s ? eo.s : "");
        sb_free(&eo);
    }
    unlink(tmp);
    return s;
}

/* A fat binary (.o, executable, .a, .fatbin): the cubins for sm (0: the
 * highest present) through nvdisasm. */
static enum ws_status load_fatbin(const char *path, int sm, struct fatbin *fb,
                                  struct sass_module **out, struct ws_error *err)
{
    int archs[SASS_MAX_ARCHS];
    int na = input_fatbin_archs(fb, archs);
    char list[160];
    arch_list(archs, na, list, sizeof list);
    if (!na)
        return ws_error_set(err, WS_ENOTFOUND, path, 0, "the fat binary holds no cubin with code%s",
                            fb->n ? " (PTX only?)" : "");
    int keep = sm > 0 ? sm : archs[na - 1];
    int found = 0;
    for (int k = 0; k < na; k++)
        found |= archs[k] == keep;
    if (!found)
        return ws_error_set(err, WS_ENOTFOUND, path, 0, "holds cubins for %s, not sm_%d (--sm)",
                            list, keep);
    for (size_t i = 0; i < fb->n; i++)
        if (fb->e[i].kind == FATBIN_KIND_ELF && fb->e[i].sm == keep && fb->e[i].compressed)
            return ws_error_set(err, WS_EUNSUPPORTED, path, 0,
                                "the sm_%d cubin (%s) is compressed, which warpscope does not read; "
                                "give `cuobjdump -sass %s`'s output instead", keep, fb->e[i].where, path);
    char exe[4096];
    if (tools_which("nvdisasm", exe, sizeof exe))
        return ws_error_set(err, WS_ETOOL, path, 0,
                            "holds cubins for %s; disassembling sm_%d's needs nvdisasm (CUDA toolkit) "
                            "on PATH; or give `cuobjdump -sass %s`'s output", list, keep, path);
    struct strbuf o;
    sb_init(&o);
    enum ws_status s = WS_OK;
    for (size_t i = 0; i < fb->n && !s; i++)
        if (fb->e[i].kind == FATBIN_KIND_ELF && fb->e[i].sm == keep && entry_has_code(&fb->e[i]))
            s = disassemble_entry(path, &fb->e[i], &o, err);
    if (!s && o.oom)
        s = ws_error_set(err, WS_ENOMEM, path, 0, "out of memory");
    if (!s) {
        char name[4200];
        snprintf(name, sizeof name, "%s (sm_%d, nvdisasm)", path, keep);
        s = sass_parse_buffer(name, o.s ? o.s : "", o.len, out, err);
    }
    sb_free(&o);
    if (!s) {
        (*out)->narchs = na;
        memcpy((*out)->archs, archs, sizeof *archs * (size_t)na);
        free((*out)->path);
        (*out)->path = strdup(path);
    }
    return s;
}

/* A binary holding fat binaries; *none set (and nothing said) when it
 * holds none. */
static enum ws_status try_fatbin(const char *path, int sm, struct sass_module **out,
                                 int *none, struct ws_error *err)
{
    struct fatbin fb;
    enum ws_status s = fatbin_open(path, &fb, err);
    *none = s == WS_ENOTFOUND;
    if (s == WS_OK)
        s = load_fatbin(path, sm, &fb, out, err);
    fatbin_close(&fb);
    return s;
}

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && !strcmp(s + n - k, suffix);
}

/* "-" is standard input, read as /dev/stdin (a pipe: below) */
static const char *stdin_path(const char *path)
{
    return !strcmp(path, "-") ? "/dev/stdin" : path;
}

enum ws_status input_load_sass(const char *path, int sm, struct sass_module **out,
                               struct ws_error *err)
{
    struct stat st;
    *out = NULL;
    path = stdin_path(path);
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
    /* a pipe or a device (`nvdisasm ... | warpscope translate /dev/stdin`):
     * read once, as a listing; every look at its first bytes below would
     * take them away from the parse */
    if (!S_ISREG(st.st_mode))
        return sass_parse_file_sm(path, sm, out, err);
    int em = elf_machine(path);
    if (em == EM_CUDA_MACHINE) {
        enum ws_status s = load_cubin(path, out, err);
        if (!s && sm > 0 && (*out)->sm > 0 && (*out)->sm != sm) {
            s = ws_error_set(err, WS_ENOTFOUND, path, 0, "holds code for sm_%d only, not sm_%d (--sm)",
                             (*out)->sm, sm);
            sass_module_free(*out);
            *out = NULL;
        }
        return s;
    }
    if (ends_with(path, ".fatbin") && !is_binary_container(path))
        return ws_error_set(err, WS_EFORMAT, path, 0,
                            "not a fat binary: it does not start with the magic 0x%08x", FATBIN_MAGIC);
    if (em >= 0 || is_binary_container(path)) {
        int none;
        enum ws_status s = try_fatbin(path, sm, out, &none, err);
        if (!none)
            return s;
        return ws_error_set(err, WS_EFORMAT, path, 0,
                            "neither a cubin nor a file with a fat binary (.nv_fatbin) in it");
    }
    return sass_parse_file_sm(path, sm, out, err);
}


int input_is_rdna(const char *path)
{
    struct stat st;
    path = stdin_path(path);
    if (!stat(path, &st) && !S_ISREG(st.st_mode))
        return 0;               /* a pipe is read once, as a SASS listing */
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
    if (stat(path, &st) || (!S_ISDIR(st.st_mode) && !S_ISREG(st.st_mode)))
        return -1;      /* a pipe has nothing beside it, and a peek would take its bytes */
    if (S_ISDIR(st.st_mode)) {
        snprintf(cub, clen, "%s/sm_%d.cubin", path, sm > 0 ? sm : INPUT_DEFAULT_SM);
    } else if (is_elf(path)) {
        snprintf(cub, clen, "%s", path);
    } else {
        /* NAME.cubin beside NAME.sass (any extension), else the samples'
         * layout: sm_<sm>.cubin in the same directory */
        const char *slash = strrchr(path, '/');
        const char *dot = strrchr(slash ? slash + 1 : path, '.');
        if (dot) {
            snprintf(cub, clen, "%.*s.cubin", (int)(dot - path), path);
            if (stat(cub, &st) == 0 && S_ISREG(st.st_mode))
                return 0;
        }
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

/* ---- line tables ------------------------------------------------------------ */

/* The line table of the cubin for sm (0: the highest) in the fat binary fb
 * of path: the first cubin of that architecture with code. */
static enum ws_status fatbin_lines(const char *path, int sm, const struct fatbin *fb,
                                   struct lines_table **out, struct input_arch *arch,
                                   struct ws_error *err)
{
    arch->narchs = input_fatbin_archs(fb, arch->archs);
    if (!arch->narchs)
        return ws_error_set(err, WS_ENOTFOUND, path, 0, "the fat binary holds no cubin with code");
    int keep = sm > 0 ? sm : arch->archs[arch->narchs - 1];
    char list[160];
    arch_list(arch->archs, arch->narchs, list, sizeof list);
    for (size_t i = 0; i < fb->n; i++) {
        const struct fatbin_entry *e = &fb->e[i];
        if (e->kind != FATBIN_KIND_ELF || e->sm != keep)
            continue;
        if (e->compressed)
            return ws_error_set(err, WS_EUNSUPPORTED, path, 0,
                                "the sm_%d cubin (%s) is compressed, which warpscope does not read",
                                keep, e->where);
        if (!entry_has_code(e))
            continue;
        char name[4400];
        snprintf(name, sizeof name, "%s (the sm_%d cubin in %s)", path, keep, e->where);
        arch->sm = keep;
        return lines_open_mem(name, e->data, e->len, out, err);
    }
    return ws_error_set(err, WS_ENOTFOUND, path, 0, "holds cubins for %s, not sm_%d (--sm)", list, keep);
}

enum ws_status input_load_lines(const char *path, int sm, struct lines_table **out,
                                struct input_arch *arch, struct ws_error *err)
{
    *out = NULL;
    memset(arch, 0, sizeof *arch);
    int em = elf_machine(path);
    if (em == EM_CUDA_MACHINE || (em < 0 && !is_binary_container(path))) {
        enum ws_status s = lines_open(path, out, err);
        if (!s && sm > 0 && (*out)->kind != LINES_CUBIN) {
            lines_free(*out);
            *out = NULL;
            s = ws_error_set(err, WS_EFORMAT, path, 0, "holds no device code (--sm)");
        }
        return s;
    }
    struct fatbin fb;
    enum ws_status s = fatbin_open(path, &fb, err);
    if (s == WS_ENOTFOUND && sm <= 0 && em >= 0) {
        s = lines_open(path, out, err);          /* a host ELF without device code */
    } else if (s == WS_ENOTFOUND) {
        s = ws_error_set(err, WS_EFORMAT, path, 0, "holds no device code (no .nv_fatbin)%s",
                         sm > 0 ? " (--sm)" : "");
    } else if (!s) {
        s = fatbin_lines(path, sm, &fb, out, arch, err);
    }
    fatbin_close(&fb);
    return s;
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
