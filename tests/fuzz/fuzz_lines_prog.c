/* fuzz_lines_prog.c - libFuzzer target: the .debug_line program decoder
 * alone (lines_decode), fed raw section bytes without an ELF around them,
 * so the fuzzer spends its time in the DWARF 2-5 headers, NVIDIA's vendor
 * opcodes and the state machine rather than in libelf.  The same bytes
 * stand in for .debug_str and .debug_line_str (DW_FORM_strp, line_strp). */
#include "base/arena.h"
#include "debuginfo/lines.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct arena a;
    arena_init(&a, 4096);
    struct lines_strsecs strs = { data, size, data, size };
    struct lines_prog p;
    struct ws_error err;
    if (!lines_decode("fuzz.debug_line", data, size, NULL, 0, &strs, &a, &p, &err)) {
        for (size_t i = 0; i < p.nrows; i++)
            if (p.rows[i].file >= (int)p.nfiles)
                __builtin_trap();   /* a row naming no file */
    }
    arena_free(&a);
    return 0;
}
