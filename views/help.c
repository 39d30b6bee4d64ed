/* help.c - the help screen, generated from the active keymap, the request
 * table and the command table: nothing here is written twice. */
#include "view.h"

#include "base/strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct help_priv {
    struct strbuf text;     /* the lines, '\n' separated */
    const char **lines;
};

static int help_open(struct pane *p, const struct view_ctx *c)
{
    struct help_priv *hp = p->priv;
    if (!hp && !(hp = p->priv = calloc(1, sizeof *hp)))
        return -1;
    sb_reset(&hp->text);
    struct strbuf *b = &hp->text;
    char line[1024];
    keymap_hint(c->km, "{close} or {quit} closes this screen, {search} searches it, {find-next} finds again",
                line, sizeof line);
    sb_printf(b, "warpscope keys (keymap %s; %s)\n\n", c->km->name, line);
    size_t n, unbound = 0;
    const struct request_info *ri = request_table(&n);
    for (size_t i = 0; i < n; i++) {
        char keys[128];
        keymap_keys_for(c->km, ri[i].req, keys, sizeof keys);
        if (keys[0])
            sb_printf(b, "  %-22s %-16s %s\n", keys, ri[i].name, ri[i].help);
        else
            unbound++;
    }
    if (unbound) {
        keymap_hint(c->km, "\nno key in this keymap (run one as :NAME, or bind it with {prompt}map or the keys file)\n\n",
                    line, sizeof line);
        sb_puts(b, line);
    }
    for (size_t i = 0; i < n; i++) {
        char keys[128];
        keymap_keys_for(c->km, ri[i].req, keys, sizeof keys);
        if (!keys[0])
            sb_printf(b, "  :%-21s %-16s %s\n", ri[i].name, ri[i].name, ri[i].help);
    }
    keymap_hint(c->km, "\ncommands (type {prompt} then the command)\n\n", line, sizeof line);
    sb_puts(b, line);
    for (size_t i = 0; i < c->ncmds; i++) {
        char head[64];
        snprintf(head, sizeof head, ":%s %s", c->cmds[i].name, c->cmds[i].args);
        keymap_hint(c->km, c->cmds[i].help, line, sizeof line);
        sb_printf(b, "  %-24s %s\n", head, line);
    }
    sb_puts(b, "  :REQUEST                 any request above by name (:zoom, :undo)\n");
    sb_puts(b, "\nmouse: a click selects a line and its pane; the wheel scrolls.\n");
    sb_puts(b, "user bindings: $XDG_CONFIG_HOME/warpscope/keys, one 'KEY... REQUEST' a line.\n");
    free(hp->lines);
    size_t nl = 0;
    for (size_t i = 0; i < b->len; i++)
        nl += b->s[i] == '\n';
    hp->lines = malloc((nl + 1) * sizeof *hp->lines);
    if (!hp->lines)
        return -1;
    p->nrows = 0;
    for (char *s = b->s; s && *s;) {
        char *e = strchr(s, '\n');
        hp->lines[p->nrows++] = s;
        if (!e)
            break;
        *e = 0;
        s = e + 1;
    }
    snprintf(p->title, sizeof p->title, "help");
    pane_set_cursor(p, p->cur);
    return 0;
}

static void help_row(struct pane *p, const struct view_ctx *c, size_t i, struct row *r)
{
    (void)c;
    const struct help_priv *hp = p->priv;
    row_reset(r);
    r->kind = ROW_TEXT;
    if (!r->notext)
        snprintf(r->text, sizeof r->text, "%s", hp->lines[i]);
}

static void help_draw(struct pane *p, const struct view_ctx *c, int focused)
{
    pane_draw_rows(p, c, focused);
}

static int help_request(struct pane *p, struct view_ctx *c, enum request r)
{
    (void)c;
    return pane_move(p, r) & ~TUI_SELECT;   /* the loop closes it */
}

static void help_select(struct pane *p, struct view_ctx *c)
{
    (void)p;
    (void)c;    /* the help screen selects nothing */
}

static void help_close(struct pane *p)
{
    struct help_priv *hp = p->priv;
    if (hp) {
        sb_free(&hp->text);
        free(hp->lines);
    }
    free(hp);
    p->priv = NULL;
}

static const struct command_info help_commands[] = {
    { "help", "", "this screen" },
    { NULL, NULL, NULL },
};

static const struct view_ops help_ops = {
    .name = "help",
    .open = help_open,
    .draw = help_draw,
    .request = help_request,
    .select = help_select,
    .row = help_row,
    .close = help_close,
    .commands = help_commands,
};

DEFINE_VIEW(help)
