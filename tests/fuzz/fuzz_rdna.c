/* fuzz_rdna.c - libFuzzer target: the RDNA3 text front end (clang -S and
 * llvm-objdump -d listings) and what `cfg`/`live` run on its result. */
#include "analysis/cfg.h"
#include "analysis/live.h"
#include "rdna/rdna.h"
#include "base/strbuf.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct rdna_module *m;
    struct ws_error err;
    if (rdna_parse_buffer("fuzz.s", (const char *)data, size, &m, &err))
        return 0;
    struct live_conv conv;
    live_conv_rdna_init(&conv);
    for (size_t i = 0; i < m->nfuncs; i++) {
        const struct rdna_function *f = &m->funcs[i];
        struct strbuf out;
        sb_init(&out);
        rdna_print_function(&out, f);
        sb_free(&out);
        struct cfg *c;
        if (!cfg_build(&f->mir, &c, &err))
            cfg_free(c);
        struct live_info *li;
        if (!live_compute(&f->mir, &conv, &li, &err))
            live_free(li);
    }
    rdna_module_free(m);
    return 0;
}
