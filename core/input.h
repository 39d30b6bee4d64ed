/* input.h - open what the user names: a SASS listing, a cubin (through
 * nvdisasm), or a sample directory. */
#ifndef WS_INPUT_H
#define WS_INPUT_H

#include "sass.h"

/* Default architecture picked from a sample directory. */
#define INPUT_DEFAULT_SM 90

/* Load SASS from path: a text listing, a .cubin/ELF (runs nvdisasm -c -g
 * -hex when it is on PATH), or a sample directory (its sm_XX.nvdisasm.sass,
 * sm = INPUT_DEFAULT_SM unless sm > 0). */
enum ws_status input_load_sass(const char *path, int sm, struct sass_module **out,
                               struct ws_error *err);

#endif
