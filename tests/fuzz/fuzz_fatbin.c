/* fuzz_fatbin.c - libFuzzer target: the binaries read without nvdisasm.
 * The input is a whole file, dispatched on its magic as the commands do:
 *   - a cubin (ELF, e_machine EM_CUDA): cubin_sections_mem,
 *     cubin_read_module_mem and cubin_read_module on it;
 *   - a .fatbin container (0xba55ed50), a host ELF (its .nv_fatbin) or an
 *     ar archive of such objects: fatbin_open, then the cubin readers on
 *     every uncompressed cubin entry;
 * and in every case `info`'s summary (info_read) of the file.  fatbin_open,
 * cubin_read_module and info_read want a path, so the bytes go to a memfd
 * and they open /proc/self/fd/N.  Anything else (text) is left to the
 * listing targets. */
#include "debuginfo/cubin.h"
#include "debuginfo/fatbin.h"
#include "session/info.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define EM_CUDA_MACHINE 190

static int memfd = -1;

/* Touch what a module holds, as `info` and the translator read it. */
static void use_module(const struct cubin_module *m)
{
    size_t sum = 0;
    for (size_t i = 0; i < m->nbanks; i++) {
        if (m->banks[i].len)
            sum += m->banks[i].data[0] + m->banks[i].data[m->banks[i].len - 1];
        if (m->banks[i].func)
            sum += strlen(m->banks[i].func);
    }
    for (size_t i = 0; i < m->nsyms; i++) {
        sum += strlen(m->syms[i].symbol) + (m->syms[i].func ? strlen(m->syms[i].func) : 0);
        if (m->syms[i].size != 4 && m->syms[i].size != 8)
            __builtin_trap();
    }
    for (size_t i = 0; i < m->nvars; i++) {
        sum += strlen(m->vars[i].name);
        if (m->vars[i].init && m->vars[i].size)
            sum += m->vars[i].init[m->vars[i].size - 1];
    }
    for (size_t i = 0; i < m->nshared; i++)
        sum += strlen(m->shared[i].func);
    for (size_t i = 0; i < m->nregs; i++)
        sum += strlen(m->regs[i].func);
    __asm__ volatile("" : : "r"(sum));
}

/* The cubin readers on one cubin image. */
static void cubin_mem(const uint8_t *p, size_t n)
{
    struct cubin_section *sec;
    size_t ns;
    struct ws_error err;
    if (!cubin_sections_mem("fuzz", p, n, &sec, &ns, &err)) {
        size_t sum = 0;
        for (size_t k = 0; k < ns; k++)
            sum += strlen(sec[k].name) + (size_t)CUBIN_TEXT_REGISTERS(sec[k].info);
        __asm__ volatile("" : : "r"(sum));
        free(sec);
    }
    struct cubin_module m;
    if (!cubin_read_module_mem("fuzz", p, n, &m, &err))
        use_module(&m);
    cubin_module_free(&m);
    (void)elf_image_cut(p, n);
}

static void info(const char *path)
{
    struct info *in;
    struct ws_error err;
    if (info_read(path, &in, &err))
        return;
    size_t sum = 0;
    for (int k = 0; k < in->narchs; k++) {
        const struct info_arch *a = &in->archs[k];
        for (size_t i = 0; i < a->nfuncs; i++)
            sum += strlen(a->funcs[i].name);
        for (size_t i = 0; i < a->nbanks; i++)
            sum += a->banks[i].func ? strlen(a->banks[i].func) : 0;
        for (size_t i = 0; i < a->nvars; i++)
            sum += strlen(a->vars[i].name);
        for (size_t i = 0; i < a->nwords; i++)
            sum += strlen(a->words[i].symbol);
    }
    for (size_t i = 0; i < in->ncubins; i++)
        sum += strlen(in->cubins[i].where);
    __asm__ volatile("" : : "r"(sum));
    info_free(in);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int elf = size >= 4 && memcmp(data, "\177ELF", 4) == 0;
    int cubin = elf && size >= 20 &&
                (data[5] == 2 ? (data[18] << 8 | data[19]) : (data[18] | data[19] << 8)) == EM_CUDA_MACHINE;
    if (!elf && !fatbin_is_container(data, size) && !fatbin_is_archive(data, size))
        return 0;
    if (memfd < 0 && (memfd = memfd_create("fuzz.fatbin", 0)) < 0)
        return 0;
    if (ftruncate(memfd, 0) || pwrite(memfd, data, size, 0) != (ssize_t)size)
        return 0;
    char path[64];
    snprintf(path, sizeof path, "/proc/self/fd/%d", memfd);
    struct ws_error err;
    if (cubin) {
        cubin_mem(data, size);
        struct cubin_module m;
        if (!cubin_read_module(path, &m, &err))
            use_module(&m);
        cubin_module_free(&m);
    } else {
        struct fatbin fb;
        if (!fatbin_open(path, &fb, &err))
            for (size_t i = 0; i < fb.n; i++) {
                const struct fatbin_entry *e = &fb.e[i];
                if (e->data < fb.buf || e->len > fb.len || e->data + e->len > fb.buf + fb.len)
                    __builtin_trap();       /* an entry outside the file */
                if (e->kind == FATBIN_KIND_ELF && !e->compressed)
                    cubin_mem(e->data, e->len);
            }
        fatbin_close(&fb);
    }
    info(path);
    return 0;
}
