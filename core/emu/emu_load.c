/* emu_load.c - loading an AMDGPU code object for the emulator: the image
 * (PT_LOAD segments), kernel descriptors (NAME.kd) through libelf, the
 * argument layout from the .amdgpu_metadata note (through llvm-readelf-19
 * --notes, which prints it as YAML).  The code comes parsed: the caller
 * disassembles the object (session/input.c, input_load_emu) and hands the
 * module over, so the emulator never reaches up into the input layer. */
#include "emu.h"
#include "emu_int.h"
#include "base/toolrun.h"

#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef EM_AMDGPU
#define EM_AMDGPU 224
#endif

/* Kernel descriptor field offsets (AMDGPUUsage.rst, "Kernel Descriptor"). */
#define KD_GROUP_SEGMENT 0
#define KD_PRIVATE_SEGMENT 4
#define KD_KERNARG_SIZE 8
#define KD_ENTRY_OFFSET 16
#define KD_RSRC3 44
#define KD_RSRC1 48
#define KD_RSRC2 52
#define KD_CODE_PROPS 56
#define KCP_WAVE32 (1u << 10)          /* ENABLE_WAVEFRONT_SIZE32 */
#define RSRC2_USER_SGPR(x) (((x) >> 1) & 31)

#define EMU_IMAGE_BASE 0x10000000ull   /* where the image's vaddr 0 is mapped */
#define EMU_MAX_IMAGE (64u << 20)

static char *dupstr(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d) memcpy(d, s, n);
    return d;
}

static uint32_t rd32le(const uint8_t *p) { uint32_t v; memcpy(&v, p, 4); return v; }

static enum ws_status load_image(struct emu_program *p, Elf *e, const char *path, struct ws_error *err)
{
    size_t n;
    if (elf_getphdrnum(e, &n))
        return ws_error_set(err, WS_EFORMAT, path, 0, "no program headers: %s", elf_errmsg(-1));
    uint64_t top = 0;
    for (size_t i = 0; i < n; i++) {
        GElf_Phdr ph;
        if (gelf_getphdr(e, (int)i, &ph) && ph.p_type == PT_LOAD && ph.p_vaddr + ph.p_memsz > top)
            top = ph.p_vaddr + ph.p_memsz;
    }
    if (top == 0 || top > EMU_MAX_IMAGE)
        return ws_error_set(err, WS_EFORMAT, path, 0, "no loadable segments (image size %llu)",
                            (unsigned long long)top);
    p->image = calloc(1, top);
    if (!p->image)
        return ws_error_set(err, WS_ENOMEM, path, 0, "out of memory");
    p->image_size = top;
    p->image_base = EMU_IMAGE_BASE;
    size_t flen;
    const char *file = elf_rawfile(e, &flen);
    for (size_t i = 0; i < n; i++) {
        GElf_Phdr ph;
        if (!gelf_getphdr(e, (int)i, &ph) || ph.p_type != PT_LOAD)
            continue;
        if (ph.p_offset + ph.p_filesz > flen || ph.p_filesz > ph.p_memsz)
            return ws_error_set(err, WS_EFORMAT, path, 0, "segment %zu outside the file", i);
        memcpy(p->image + ph.p_vaddr, file + ph.p_offset, ph.p_filesz);
        if ((ph.p_flags & PF_W) && ph.p_memsz) {
            struct emu_segment *ns = realloc(p->wsegs, (p->nwsegs + 1) * sizeof *ns);
            if (!ns)
                return ws_error_set(err, WS_ENOMEM, path, 0, "out of memory");
            p->wsegs = ns;
            p->wsegs[p->nwsegs++] = (struct emu_segment){ ph.p_vaddr, ph.p_memsz };
        }
    }
    return WS_OK;
}

static enum ws_status add_kernel(struct emu_program *p, const char *sym, uint64_t value,
                                 const char *path, struct ws_error *err)
{
    if (value + EMU_KD_SIZE > p->image_size)
        return ws_error_set(err, WS_EFORMAT, path, 0, "%s outside the image", sym);
    const uint8_t *kd = p->image + value;
    struct emu_kernel k;
    memset(&k, 0, sizeof k);
    k.name = malloc(strlen(sym) - 2);
    if (!k.name)
        return ws_error_set(err, WS_ENOMEM, path, 0, "out of memory");
    memcpy(k.name, sym, strlen(sym) - 3);
    k.name[strlen(sym) - 3] = 0;
    k.group_segment_size = rd32le(kd + KD_GROUP_SEGMENT);
    k.private_segment_size = rd32le(kd + KD_PRIVATE_SEGMENT);
    k.kernarg_size = rd32le(kd + KD_KERNARG_SIZE);
    int64_t eoff;
    memcpy(&eoff, kd + KD_ENTRY_OFFSET, 8);
    k.entry = p->image_base + value + (uint64_t)eoff;
    k.rsrc1 = rd32le(kd + KD_RSRC1);
    k.rsrc2 = rd32le(kd + KD_RSRC2);
    k.rsrc3 = rd32le(kd + KD_RSRC3);
    uint16_t cp;
    memcpy(&cp, kd + KD_CODE_PROPS, 2);
    k.code_props = cp;
    k.wave = (cp & KCP_WAVE32) ? 32 : 64;
    k.user_sgpr_count = (int)RSRC2_USER_SGPR(k.rsrc2);
    k.hidden_offset = -1;
    k.explicit_size = -1;
    k.func = (size_t)-1;
    for (size_t i = 0; i < p->mod->nfuncs; i++)
        if (p->image_base + p->mod->funcs[i].address == k.entry)
            k.func = i;
    if (k.func == (size_t)-1) {
        ws_error_set(err, WS_EFORMAT, path, 0, "kernel %s: no code at its entry 0x%llx", k.name,
                     (unsigned long long)(k.entry - p->image_base));
        free(k.name);
        return err ? err->code : WS_EFORMAT;
    }
    struct emu_kernel *nk = realloc(p->kernels, (p->nkernels + 1) * sizeof *nk);
    if (!nk) {
        free(k.name);
        return ws_error_set(err, WS_ENOMEM, path, 0, "out of memory");
    }
    p->kernels = nk;
    p->kernels[p->nkernels++] = k;
    return WS_OK;
}

static enum ws_status load_kernels(struct emu_program *p, Elf *e, const char *path,
                                   struct ws_error *err)
{
    Elf_Scn *scn = NULL;
    while ((scn = elf_nextscn(e, scn))) {
        GElf_Shdr sh;
        if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_SYMTAB)
            continue;
        Elf_Data *d = elf_getdata(scn, NULL);
        size_t n = sh.sh_entsize ? sh.sh_size / sh.sh_entsize : 0;
        for (size_t i = 0; d && i < n; i++) {
            GElf_Sym s;
            if (!gelf_getsym(d, (int)i, &s))
                continue;
            const char *nm = elf_strptr(e, sh.sh_link, s.st_name);
            size_t len = nm ? strlen(nm) : 0;
            if (len < 4 || strcmp(nm + len - 3, ".kd") || GELF_ST_TYPE(s.st_info) != STT_OBJECT)
                continue;
            enum ws_status st = add_kernel(p, nm, s.st_value, path, err);
            if (st)
                return st;
        }
    }
    if (!p->nkernels)
        return ws_error_set(err, WS_EFORMAT, path, 0, "no kernel descriptors (NAME.kd symbols)");
    return WS_OK;
}

/* ---- metadata: llvm-readelf-19 --notes prints the msgpack note as YAML ---- */

static struct emu_kernel *kernel_named(struct emu_program *p, const char *name)
{
    for (size_t i = 0; i < p->nkernels; i++)
        if (!strcmp(p->kernels[i].name, name))
            return &p->kernels[i];
    return NULL;
}

static void trim(char *s)
{
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\r' || s[n - 1] == '\'' || s[n - 1] == '"'))
        s[--n] = 0;
}

static void apply_args(struct emu_program *p, const char *kname, struct emu_arg *args, size_t n)
{
    struct emu_kernel *k = kname ? kernel_named(p, kname) : NULL;
    if (!k) {
        free(args);
        return;
    }
    free(k->args);
    k->args = args;
    k->nargs = n;
    k->explicit_size = 0;
    for (size_t i = 0; i < n; i++) {
        if (!strcmp(args[i].kind, "hidden_block_count_x"))
            k->hidden_offset = (int)args[i].offset;
        else if (strncmp(args[i].kind, "hidden_", 7) &&
                 (int)(args[i].offset + args[i].size) > k->explicit_size)
            k->explicit_size = (int)(args[i].offset + args[i].size);
    }
}

/* A YAML scalar as llvm-readelf prints it: "double quoted" with escapes,
 * 'single quoted' ('' is a quote), or plain; into out (len bytes) */
static void yaml_scalar(const char *s, char *out, size_t len)
{
    size_t n = 0;
    char q = *s == '"' || *s == '\'' ? *s++ : 0;
    for (; *s && n + 1 < len; s++) {
        char c = *s;
        if (q == '\'' && c == '\'' && s[1] == '\'')
            s++;
        else if (q && c == q)
            break;
        else if (q == '"' && c == '\\' && s[1]) {
            c = *++s;
            switch (c) {
            case 'n': c = '\n'; break;
            case 't': c = '\t'; break;
            case 'r': c = '\r'; break;
            case '0': c = 0; break;
            case 'a': c = '\a'; break;
            case 'b': c = '\b'; break;
            case 'e': c = 27; break;
            case 'f': c = '\f'; break;
            case 'v': c = '\v'; break;
            case 'x':
                if (s[1] && s[2]) {
                    char h[3] = { s[1], s[2], 0 };
                    c = (char)strtoul(h, NULL, 16);
                    s += 2;
                }
                break;
            default: break;        /* \\ \" \/ */
            }
        }
        out[n++] = c;
    }
    out[n] = 0;
}

/* One amdhsa.printf string of the metadata */
static void add_pfmt(struct emu_program *p, const char *yaml)
{
    char s[4096];
    yaml_scalar(yaml, s, sizeof s);
    struct emu_pfmt f;
    if (emu_pfmt_parse(s, &f))
        return;
    struct emu_pfmt *n = realloc(p->pfmts, (p->npfmts + 1) * sizeof *n);
    if (!n) {
        free(f.fmt);
        return;
    }
    p->pfmts = n;
    p->pfmts[p->npfmts++] = f;
}

static void load_metadata(struct emu_program *p, const char *path)
{
    char exe[4096];
    if (tools_which("llvm-readelf-19", exe, sizeof exe))
        return;     /* the fallback layout applies */
    const char *argv[] = { "llvm-readelf-19", "--notes", path, NULL };
    struct strbuf o, e;
    sb_init(&o);
    sb_init(&e);
    int code;
    struct ws_error err;
    if (tools_run(argv, NULL, 0, &o, &e, &code, &err) || !o.s) {
        sb_free(&o);
        sb_free(&e);
        return;
    }
    /* A kernel is "  - .args:" ... "    .name: X"; an argument "      - " at
     * indent 6 with keys at indent 8. */
    struct emu_arg *args = NULL;
    size_t nargs = 0, cap = 0;
    char kname[512] = "";
    int in_kernels = 0, in_printf = 0;
    for (char *line = strtok(o.s, "\n"); line; line = strtok(NULL, "\n")) {
        if (!strncmp(line, "amdhsa.printf:", 14)) { in_printf = 1; in_kernels = 0; continue; }
        if (in_printf && !strncmp(line, "  - ", 4)) {
            add_pfmt(p, line + 4);
            continue;
        }
        in_printf = 0;
        if (!strncmp(line, "amdhsa.kernels:", 15)) { in_kernels = 1; continue; }
        if (!in_kernels) continue;
        if (line[0] != ' ' && line[0] != '-') { in_kernels = 0; continue; }
        size_t ind = strspn(line, " ");
        char *s = line + ind;
        if (ind == 2 && s[0] == '-') {          /* next kernel */
            apply_args(p, kname[0] ? kname : NULL, args, nargs);
            args = NULL; nargs = cap = 0; kname[0] = 0;
            s += 2;
            ind = 4;
        }
        if (ind == 6 && s[0] == '-') {          /* next argument */
            if (nargs == cap) {
                cap = cap ? 2 * cap : 8;
                struct emu_arg *na = realloc(args, cap * sizeof *na);
                if (!na) break;
                args = na;
            }
            memset(&args[nargs++], 0, sizeof *args);
            s += 2;
            ind = 8;
        }
        char *colon = strchr(s, ':');
        if (!colon) continue;
        *colon = 0;
        char *val = colon + 1;
        val += strspn(val, " '\"");
        trim(val);
        if (ind == 4 && !strcmp(s, ".name"))
            snprintf(kname, sizeof kname, "%s", val);
        else if (ind == 8 && nargs) {
            struct emu_arg *a = &args[nargs - 1];
            if (!strcmp(s, ".offset")) a->offset = (uint32_t)strtoul(val, NULL, 0);
            else if (!strcmp(s, ".size")) a->size = (uint32_t)strtoul(val, NULL, 0);
            else if (!strcmp(s, ".value_kind")) snprintf(a->kind, sizeof a->kind, "%s", val);
        }
    }
    apply_args(p, kname[0] ? kname : NULL, args, nargs);
    sb_free(&o);
    sb_free(&e);
}

/* ---- linking a relocatable object first ---- */

enum ws_status emu_load(const char *path, struct rdna_module *mod, struct emu_program **out,
                        struct ws_error *err)
{
    *out = NULL;
    struct emu_program *p = calloc(1, sizeof *p);
    if (!p || !(p->path = dupstr(path))) {
        free(p);
        rdna_module_free(mod);
        return ws_error_set(err, WS_ENOMEM, path, 0, "out of memory");
    }
    p->mod = mod;
    enum ws_status s = WS_OK;
    Elf *e = NULL;
    int fd = -1;
    {
        elf_version(EV_CURRENT);
        fd = open(path, O_RDONLY);
        e = fd >= 0 ? elf_begin(fd, ELF_C_READ, NULL) : NULL;
        GElf_Ehdr eh;
        if (!e || !gelf_getehdr(e, &eh))
            s = ws_error_set(err, WS_EFORMAT, path, 0, "cannot read ELF: %s", elf_errmsg(-1));
        else if (eh.e_machine != EM_AMDGPU)
            s = ws_error_set(err, WS_EFORMAT, path, 0, "not an AMDGPU code object (machine %u)",
                             eh.e_machine);
        else if (eh.e_type != ET_DYN)
            s = ws_error_set(err, WS_EFORMAT, path, 0,
                             "not a linked code object (ELF type %u; link it with ld.lld-19 -shared)",
                             eh.e_type);
    }
    if (!s) s = load_image(p, e, path, err);
    if (!s) s = load_kernels(p, e, path, err);
    if (e) elf_end(e);
    if (fd >= 0) close(fd);
    if (!s) load_metadata(p, path);
    if (!s) s = emu_decode_program(p, err);
    if (s) {
        emu_program_free(p);
        return s;
    }
    *out = p;
    return WS_OK;
}

void emu_program_free(struct emu_program *p)
{
    if (!p) return;
    for (size_t i = 0; i < p->nkernels; i++) {
        free(p->kernels[i].name);
        free(p->kernels[i].args);
    }
    free(p->kernels);
    for (size_t i = 0; i < p->npfmts; i++)
        free(p->pfmts[i].fmt);
    free(p->pfmts);
    emu_decode_free(p);
    if (p->mod) rdna_module_free(p->mod);
    free(p->image);
    free(p->wsegs);
    free(p->path);
    free(p);
}

const struct emu_kernel *emu_find_kernel(const struct emu_program *p, const char *name)
{
    for (size_t i = 0; i < p->nkernels; i++)
        if (!strcmp(p->kernels[i].name, name))
            return &p->kernels[i];
    /* C++: _Z<decimal length><name><parameter types> */
    char pre[600];
    snprintf(pre, sizeof pre, "_Z%zu%s", strlen(name), name);
    for (size_t i = 0; i < p->nkernels; i++)
        if (!strncmp(p->kernels[i].name, pre, strlen(pre)))
            return &p->kernels[i];
    return NULL;
}

uint32_t emu_hidden_offset(const struct emu_kernel *k, size_t args_len)
{
    if (k->hidden_offset >= 0)
        return (uint32_t)k->hidden_offset;
    return (uint32_t)((args_len + 7) & ~(size_t)7);
}
