/* fuzz_xlate.c - libFuzzer target: parse a SASS listing, then translate it
 * (sass_parse_buffer -> xlate_module) and print what `translate` and
 * `explain` print: the listing, the report, every function's trace and the
 * explanation of its first instruction.  Each input is translated twice:
 * wave32 with the LDS size unknown, and wave64 with --contract and a known
 * LDS size, so the files in tests/data/bad/ reproduce through the CLI. */
#include "sass/sass.h"
#include "base/strbuf.h"
#include "xlate/xlate.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void translate(const struct sass_module *m, int wave, int contract, int lds)
{
    struct xlate_opts o = xlate_opts_default();
    o.wave = wave;
    o.contract = contract;
    o.lds_bytes = lds;
    struct xlate_result *r;
    struct ws_error err;
    if (xlate_module(m, &o, &r, &err))
        return;
    struct strbuf out;
    sb_init(&out);
    xlate_print(r, &out);
    xlate_report_json(r, &out);
    for (size_t i = 0; i < r->nfuncs; i++) {
        sb_reset(&out);
        xlate_trace_text(r, i, &out);
        if (r->funcs[i].sass->ninsns)
            xlate_explain(r, i, r->funcs[i].sass->insns[0].offset, &out);
    }
    sb_free(&out);
    xlate_result_free(r);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct sass_module *m;
    struct ws_error err;
    if (sass_parse_buffer("fuzz.sass", (const char *)data, size, &m, &err))
        return 0;
    translate(m, 32, 0, -1);
    translate(m, 64, 1, 1024);
    sass_module_free(m);
    return 0;
}
