/* fuzz_keymap.c - libFuzzer target: the keymap parser (keymap_load_text,
 * which reads keymaps/vi.keys, emacs.keys and the user's keys file, and
 * keymap_bind_line, which serves :map), then the help screen's queries.
 * The input is read over the built-in vi keymap (the views' keys and
 * vi.keys), as the interface reads a user's keys file; it is parsed once
 * and copied for each input, and
 * the queries run on the bindings the input added or changed (the others
 * are the same every time, and each one finds itself). */
#include "ui/term/tui_keymap.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct keymap vi;    /* the built-in vi keymap, parsed once */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct ws_error err;
    if (!vi.b) {
        keymap_init(&vi, "vi");
        if (keymap_load_builtin(&vi, "vi", &err) || !vi.b)
            __builtin_trap();   /* the built-in keymap must parse */
    }
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = 0;
    struct keymap km;
    keymap_init(&km, "fuzz");
    km.b = malloc(vi.cap * sizeof *km.b);
    if (!km.b) {
        free(text);
        return 0;
    }
    memcpy(km.b, vi.b, vi.n * sizeof *km.b);
    km.n = vi.n;
    km.cap = vi.cap;
    keymap_load_text(&km, text, "keys", &err);
    keymap_bind_line(&km, text, ":map", 1, &err);

    char buf[256];
    for (size_t i = 0; i < km.n; i++) {
        if (i < vi.n && km.b[i].req == vi.b[i].req)
            continue;   /* a built-in binding, untouched */
        enum request req;
        for (int n = 1; n <= km.b[i].nkeys; n++)
            if (!keymap_lookup(&km, km.b[i].keys, n, &req))
                __builtin_trap();   /* a bound sequence or its prefix must be found */
        keymap_keys_for(&km, km.b[i].req, buf, sizeof buf);
        for (int k = 0; k < km.b[i].nkeys; k++)
            keymap_key_name(km.b[i].keys[k], buf, sizeof buf);
    }
    keymap_free(&km);
    free(text);
    return 0;
}
