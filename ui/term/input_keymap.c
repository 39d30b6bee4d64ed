/* input_keymap.c - parse keymap text and look key sequences up. */
#include "tui_keymap.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct { const char *name; int key; } named_keys[] = {
    { "Enter", '\n' }, { "Esc", 27 }, { "Tab", '\t' }, { "Space", ' ' },
    { "Backspace", KEY_BACKSPACE }, { "Del", KEY_DC }, { "Up", KEY_UP },
    { "Down", KEY_DOWN }, { "Left", KEY_LEFT }, { "Right", KEY_RIGHT },
    { "PgUp", KEY_PPAGE }, { "PgDn", KEY_NPAGE }, { "Home", KEY_HOME },
    { "End", KEY_END }, { "BTab", KEY_BTAB },
};

void keymap_init(struct keymap *km, const char *name)
{
    memset(km, 0, sizeof *km);
    snprintf(km->name, sizeof km->name, "%s", name);
}

void keymap_free(struct keymap *km)
{
    free(km->b);
    km->b = NULL;
    km->n = km->cap = 0;
}

/* One key token; -1 when it names no key. */
static int parse_key(const char *t)
{
    size_t n = strlen(t);
    if (n == 1)
        return (unsigned char)t[0];
    if (n == 3 && t[1] == '-' && (t[0] == 'C' || t[0] == 'M')) {
        int c = (unsigned char)t[2];
        if (t[0] == 'M')
            return KEY_META(c);
        if (c == '/' || c == '_')
            return 31;
        if (c == '?')
            return 127;
        if (c >= '@' && c <= '_')
            return c & 0x1f;
        if (c >= 'a' && c <= 'z')
            return c & 0x1f;
        return -1;
    }
    if (n > 2 && t[0] == '<' && t[n - 1] == '>') {
        for (size_t i = 0; i < sizeof named_keys / sizeof named_keys[0]; i++)
            if (strlen(named_keys[i].name) == n - 2 && !strncmp(named_keys[i].name, t + 1, n - 2))
                return named_keys[i].key;
        if (t[1] == 'F' && isdigit((unsigned char)t[2])) {
            int f = atoi(t + 2);
            if (f >= 1 && f <= 12)
                return KEY_F(f);
        }
    }
    return -1;
}

void keymap_key_name(int key, char *buf, size_t len)
{
    if (key & KEY_META_BIT) {
        char in[16];
        keymap_key_name(key & ~KEY_META_BIT, in, sizeof in);
        snprintf(buf, len, "M-%s", in);
        return;
    }
    for (size_t i = 0; i < sizeof named_keys / sizeof named_keys[0]; i++)
        if (named_keys[i].key == key) {
            snprintf(buf, len, "<%s>", named_keys[i].name);
            return;
        }
    if (key >= KEY_F(1) && key <= KEY_F(12))
        snprintf(buf, len, "<F%d>", key - KEY_F(0));
    else if (key == 31)
        snprintf(buf, len, "C-_");
    else if (key > 0 && key < 32)
        snprintf(buf, len, "C-%c", key + 'a' - 1);
    else if (key > 32 && key < 127)
        snprintf(buf, len, "%c", key);
    else
        snprintf(buf, len, "<%d>", key);
}

static int add(struct keymap *km, const struct keybind *kb)
{
    for (size_t i = 0; i < km->n; i++)
        if (km->b[i].nkeys == kb->nkeys &&
            !memcmp(km->b[i].keys, kb->keys, sizeof(int) * (size_t)kb->nkeys)) {
            km->b[i].req = kb->req;
            return 0;
        }
    if (km->n == km->cap) {
        size_t c = km->cap ? km->cap * 2 : 64;
        struct keybind *b = realloc(km->b, c * sizeof *b);
        if (!b)
            return -1;
        km->b = b;
        km->cap = c;
    }
    km->b[km->n++] = *kb;
    return 0;
}

enum ws_status keymap_bind_line(struct keymap *km, const char *line, const char *file,
                                int lineno, struct ws_error *err)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", line);
    char *tok[KEYSEQ_MAX + 2];
    int nt = 0;
    for (char *p = strtok(buf, " \t\r\n"); p; p = strtok(NULL, " \t\r\n")) {
        if (nt == 0 && p[0] == '#')
            return WS_OK;
        if (nt == KEYSEQ_MAX + 1)
            return ws_error_set(err, WS_EPARSE, file, lineno, "too many keys (at most %d)",
                                KEYSEQ_MAX);
        tok[nt++] = p;
    }
    if (nt == 0)
        return WS_OK;
    if (nt == 1)
        return ws_error_set(err, WS_EPARSE, file, lineno, "expected KEY... REQUEST, got '%s'",
                            tok[0]);
    struct keybind kb = { { 0 }, nt - 1, request_find(tok[nt - 1]) };
    if (kb.req == REQ_NONE)
        return ws_error_set(err, WS_EPARSE, file, lineno, "unknown request '%s'", tok[nt - 1]);
    for (int i = 0; i < nt - 1; i++) {
        kb.keys[i] = parse_key(tok[i]);
        if (kb.keys[i] < 0)
            return ws_error_set(err, WS_EPARSE, file, lineno, "unknown key '%s'", tok[i]);
    }
    if (add(km, &kb))
        return ws_error_set(err, WS_ENOMEM, file, lineno, "out of memory");
    return WS_OK;
}

enum ws_status keymap_load_text(struct keymap *km, const char *text, const char *file,
                                struct ws_error *err)
{
    enum ws_status first = WS_OK;
    int lineno = 0;
    struct ws_error e;
    ws_error_clear(&e);
    for (const char *p = text; p && *p;) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        char line[256];
        lineno++;
        if (n >= sizeof line) {
            if (!first)
                first = ws_error_set(err, WS_EPARSE, file, lineno, "line too long");
        } else {
            memcpy(line, p, n);
            line[n] = 0;
            enum ws_status s = keymap_bind_line(km, line, file, lineno, first ? &e : err);
            if (s && !first)
                first = s;
        }
        p = nl ? nl + 1 : NULL;
    }
    return first;
}

/* The keys that show a view in the vi and emacs keymaps ("" none). */
static const struct { const char *req, *vi, *emacs; } view_keys[] = {
#define VIEW_X_KEYS(id, name, req, cmd, vi, emacs, help) { req, vi, emacs },
    VIEW_REQUESTS(VIEW_X_KEYS)
#undef VIEW_X_KEYS
};

enum ws_status keymap_load_builtin(struct keymap *km, const char *name, struct ws_error *err)
{
    const char *text = keymap_builtin(name);
    if (!text)
        return ws_error_set(err, WS_ENOTFOUND, NULL, 0, "unknown keymap '%s'", name);
    int vi = !strcmp(name, "vi"), emacs = !strcmp(name, "emacs");
    enum ws_status first = WS_OK;
    for (size_t i = 0; i < sizeof view_keys / sizeof view_keys[0]; i++) {
        const char *keys = vi ? view_keys[i].vi : emacs ? view_keys[i].emacs : "";
        char line[256];
        if (!*keys)
            continue;
        snprintf(line, sizeof line, "%s %s", keys, view_keys[i].req);
        enum ws_status st = keymap_bind_line(km, line, "view_list.h", 0, err);
        if (st && !first)
            first = st;
    }
    struct ws_error e;
    enum ws_status st = keymap_load_text(km, text, name, first ? &e : err);
    return first ? first : st;
}

int keymap_lookup(const struct keymap *km, const int *keys, int n, enum request *req)
{
    int exact = 0, prefix = 0;
    for (size_t i = 0; i < km->n; i++) {
        const struct keybind *b = &km->b[i];
        if (b->nkeys < n || memcmp(b->keys, keys, sizeof(int) * (size_t)n))
            continue;
        if (b->nkeys == n) {
            exact = 1;
            *req = b->req;
        } else {
            prefix = 1;
        }
    }
    return prefix ? 2 : exact;
}

void keymap_keys_for(const struct keymap *km, enum request req, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = 0;
    for (size_t i = 0; i < km->n && used + 1 < len; i++) {
        if (km->b[i].req != req)
            continue;
        char seq[64] = "";
        for (int k = 0; k < km->b[i].nkeys; k++) {
            char one[24];
            keymap_key_name(km->b[i].keys[k], one, sizeof one);
            snprintf(seq + strlen(seq), sizeof seq - strlen(seq), "%s%s", k ? " " : "", one);
        }
        int w = snprintf(buf + used, len - used, "%s%s", used ? ", " : "", seq);
        if (w < 0 || (size_t)w >= len - used)
            break;
        used += (size_t)w;
    }
}

/* A key sequence as a hint writes it: "Space", "C-c n", "g c". */
static void seq_short(const struct keybind *b, char *buf, size_t len)
{
    buf[0] = 0;
    for (int k = 0; k < b->nkeys; k++) {
        char one[24];
        keymap_key_name(b->keys[k], one, sizeof one);
        size_t n = strlen(one);
        const char *s = one;
        if (n > 2 && one[0] == '<' && one[n - 1] == '>') {
            one[n - 1] = 0;
            s = one + 1;
        }
        snprintf(buf + strlen(buf), len - strlen(buf), "%s%s", k ? " " : "", s);
    }
}

/* The binding of req to show: the one whose keys are pref (a key sequence
 * in keymap syntax, "<Enter>") when there is one, else the first. */
static const struct keybind *hint_binding(const struct keymap *km, enum request req, const char *pref)
{
    struct keybind want = { { 0 }, 0, req };
    if (pref && *pref) {
        char buf[64];
        snprintf(buf, sizeof buf, "%s", pref);
        for (char *t = strtok(buf, " "); t && want.nkeys < KEYSEQ_MAX; t = strtok(NULL, " "))
            want.keys[want.nkeys++] = parse_key(t);
    }
    const struct keybind *first = NULL;
    for (size_t i = 0; i < km->n; i++) {
        const struct keybind *b = &km->b[i];
        if (b->req != req)
            continue;
        if (!first)
            first = b;
        if (want.nkeys && b->nkeys == want.nkeys &&
            !memcmp(b->keys, want.keys, sizeof(int) * (size_t)want.nkeys))
            return b;
    }
    return first;
}

void keymap_hint(const struct keymap *km, const char *tmpl, char *out, size_t len)
{
    size_t used = 0;
    if (!len)
        return;
    out[0] = 0;
    for (const char *p = tmpl; *p && used + 1 < len;) {
        const char *close = *p == '{' ? strchr(p, '}') : NULL;
        char name[64], pref[64] = "";
        enum request req = REQ_NONE;
        if (close && (size_t)(close - p - 1) < sizeof name) {
            memcpy(name, p + 1, (size_t)(close - p - 1));
            name[close - p - 1] = 0;
            char *sp = strchr(name, ' ');
            if (sp) {
                *sp = 0;
                snprintf(pref, sizeof pref, "%s", sp + 1);
            }
            req = request_find(name);
        }
        if (req == REQ_NONE) {
            out[used++] = *p++;
            out[used] = 0;
            continue;
        }
        char keys[96];
        const struct keybind *b = km ? hint_binding(km, req, pref) : NULL;
        if (b)
            seq_short(b, keys, sizeof keys);
        else
            snprintf(keys, sizeof keys, ":%s", name);
        int w = snprintf(out + used, len - used, "%s", keys);
        used = w < 0 ? used : (size_t)w >= len - used ? len - 1 : used + (size_t)w;
        p = close + 1;
    }
}
