/* fuzz_sass.c - libFuzzer target: the SASS text front end and what every
 * SASS command runs on its result (dump text/JSON, CFG, liveness).
 * The input is a listing as `warpscope dump FILE` would read it. */
#include "analysis/cfg.h"
#include "analysis/live.h"
#include "sass/sass.h"
#include "sass/sass_dump.h"
#include "base/strbuf.h"

#include <stdint.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* CFG and liveness of every kernel and device subroutine, as `cfg`/`live` do. */
static void analyse(const struct sass_module *m)
{
    struct live_conv conv;
    live_conv_sass_init(&conv);
    for (size_t i = 0; i < m->nfuncs; i++)
        live_conv_sass_add(&conv, &m->funcs[i].mir);
    for (size_t i = 0; i < m->nfuncs; i++) {
        size_t nr = cfg_sass_split(&m->funcs[i], NULL, 0);
        struct cfg_range *r = calloc(nr + 1, sizeof *r);
        if (!r)
            return;
        nr = cfg_sass_split(&m->funcs[i], r, nr);
        for (size_t k = 0; k < nr; k++) {
            struct ws_error err;
            struct cfg *c;
            if (!cfg_build(&r[k].mir, &c, &err))
                cfg_free(c);
            struct live_info *li;
            if (!live_compute(&r[k].mir, &conv, &li, &err))
                live_free(li);
        }
        free(r);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct sass_module *m;
    struct ws_error err;
    if (sass_parse_buffer("fuzz.sass", (const char *)data, size, &m, &err))
        return 0;
    struct strbuf out;
    sb_init(&out);
    sass_dump_text(m, &out);
    sb_free(&out);
    sb_init(&out);
    sass_dump_json(m, &out);
    sb_free(&out);
    analyse(m);
    sass_module_free(m);
    return 0;
}
