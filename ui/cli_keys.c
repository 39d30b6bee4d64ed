/* cli_keys.c - `warpscope keys [--keymap vi|emacs] [--man|--markdown]`: the
 * requests and the keys the built-in keymaps bind to them, from the request
 * table and the keymaps (the same that the help screen shows).  --man and
 * --markdown write both keymaps as warpscope.1's and README.md's key lists;
 * `make keys-doc` puts them there and tests/test_keys_doc.sh checks that
 * they are. */
#include "cli.h"
#include "term/tui_keymap.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

enum { FMT_TEXT, FMT_MAN, FMT_MARKDOWN };

/* Each binding of req as fmt writes a key: "\fBj\fR, \fB<Down>\fR",
 * "`j` `<Down>`"; none as "none" or "". */
static void keys_list(const struct keymap *km, enum request req, int fmt, char *out, size_t len)
{
    out[0] = 0;
    int first = 1;
    for (size_t i = 0; i < km->n; i++) {
        if (km->b[i].req != req)
            continue;
        char esc[128] = "";
        for (int k = 0; k < km->b[i].nkeys; k++) {
            char one[24];
            keymap_key_name(km->b[i].keys[k], one, sizeof one);
            if (k)
                strcat(esc, " ");
            for (const char *c = one; *c && strlen(esc) + 3 < sizeof esc; c++) {
                if (fmt == FMT_MAN && (*c == '-' || *c == '\\'))
                    strcat(esc, *c == '-' ? "\\-" : "\\e");
                else if (fmt == FMT_MARKDOWN && *c == '|')
                    strcat(esc, "\\|");
                else {
                    size_t e = strlen(esc);
                    esc[e] = *c;
                    esc[e + 1] = 0;
                }
            }
        }
        size_t u = strlen(out);
        if (fmt == FMT_MAN)
            snprintf(out + u, len - u, "%s\\fB%s\\fR", first ? "" : ", ", esc);
        else
            snprintf(out + u, len - u, "%s`%s`", first ? "" : " ", esc);
        first = 0;
    }
    if (first && fmt == FMT_MAN)
        snprintf(out, len, "none");
}

/* s for roff: '-' as "\-", a leading capital and a closing full stop. */
static void man_text(const char *s, char *out, size_t len)
{
    size_t u = 0;
    for (const char *c = s; *c && u + 4 < len; c++) {
        if (*c == '-' || *c == '\\') {
            out[u++] = '\\';
            out[u++] = *c == '-' ? '-' : 'e';
        } else {
            out[u++] = c == s ? (char)toupper((unsigned char)*c) : *c;
        }
    }
    if (u && out[u - 1] != '.' && u + 1 < len)
        out[u++] = '.';
    out[u] = 0;
}

static int load(struct keymap *km, const char *name)
{
    struct ws_error err;
    ws_error_clear(&err);
    keymap_init(km, name);
    if (keymap_load_builtin(km, name, &err)) {
        char m[WS_ERR_MSG_MAX + WS_ERR_FILE_MAX + 32];
        ws_error_format(&err, m, sizeof m);
        fprintf(stderr, "warpscope keys: %s\n", m);
        keymap_free(km);
        return -1;
    }
    return 0;
}

int cli_keys(int argc, char **argv)
{
    const char *name = "vi";
    int fmt = FMT_TEXT;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--keymap") && i + 1 < argc)
            name = argv[++i];
        else if (!strcmp(argv[i], "--man"))
            fmt = FMT_MAN;
        else if (!strcmp(argv[i], "--markdown"))
            fmt = FMT_MARKDOWN;
        else
            return cli_usage_error("keys", "unexpected '%s'", argv[i]);
    }
    if (!keymap_builtin(name))
        return cli_usage_error("keys", "unknown keymap '%s' (vi, emacs)", name);
    struct keymap vi, emacs, one;
    size_t n;
    const struct request_info *ri = request_table(&n);
    if (fmt == FMT_TEXT) {
        if (load(&one, name))
            return EXIT_BADINPUT;
        for (size_t i = 0; i < n; i++) {
            char keys[256];
            keymap_keys_for(&one, ri[i].req, keys, sizeof keys);
            printf("%-24s %-18s %s\n", keys[0] ? keys : "(none)", ri[i].name, ri[i].help);
        }
        keymap_free(&one);
        return EXIT_OK;
    }
    if (load(&vi, "vi"))
        return EXIT_BADINPUT;
    if (load(&emacs, "emacs")) {
        keymap_free(&vi);
        return EXIT_BADINPUT;
    }
    if (fmt == FMT_MARKDOWN) {
        printf("| request | vi (default) | emacs (`--keymap emacs`) | what it does |\n|---|---|---|---|\n");
    }
    for (size_t i = 0; i < n; i++) {
        char kv[512], ke[512];
        keys_list(&vi, ri[i].req, fmt, kv, sizeof kv);
        keys_list(&emacs, ri[i].req, fmt, ke, sizeof ke);
        if (fmt == FMT_MAN) {
            char nm[96], help[1024];
            man_text(ri[i].name, nm, sizeof nm);
            nm[0] = ri[i].name[0];      /* the name keeps its case */
            nm[strlen(nm) - 1] = 0;     /* and has no full stop */
            man_text(ri[i].help, help, sizeof help);
            printf(".TP\n.B %s\n%s\n.br\nvi: %s; emacs: %s.\n", nm, help, kv, ke);
        } else {
            char help[1024];
            size_t u = 0;
            for (const char *c = ri[i].help; *c && u + 3 < sizeof help; c++) {
                if (*c == '|')
                    help[u++] = '\\';
                help[u++] = *c;
            }
            help[u] = 0;
            printf("| `%s` | %s | %s | %s |\n", ri[i].name, kv, ke, help);
        }
    }
    keymap_free(&vi);
    keymap_free(&emacs);
    return EXIT_OK;
}
