/* fuzz_keymap.c - libFuzzer target: the keymap parser (keymap_load_text,
 * which reads keymaps/vi.keys, emacs.keys and the user's keys file, and
 * keymap_bind_line, which serves :map), then the help screen's queries. */
#include "../../ui/tui_keymap.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = 0;
    struct keymap km;
    struct ws_error err;
    keymap_init(&km, "fuzz");
    keymap_load_text(&km, keymap_builtin("vi"), "vi.keys", &err);
    keymap_load_text(&km, text, "keys", &err);
    keymap_bind_line(&km, text, ":map", 1, &err);

    char buf[256];
    for (size_t i = 0; i < km.n; i++) {
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
