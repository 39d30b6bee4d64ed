/* session.c - the loaded document and its edits (see session.h). */
#include "session.h"

#include "input.h"
#include "sass/sass_dump.h"
#include "base/strbuf.h"
#include "base/target.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

struct session_edit {
    struct session_edit *next;  /* older step on the same stack */
    size_t fi;                  /* function */
    size_t n;                   /* instructions changed */
    size_t *ii;                 /* their indices */
    struct sass_insn *before;   /* the instructions before the edit */
    struct sass_insn *after;    /* and after (arena-owned contents) */
};

/* ---- files ------------------------------------------------------------- */

static int is_dir(const char *p)
{
    struct stat st;
    return !stat(p, &st) && S_ISDIR(st.st_mode);
}

static int is_file(const char *p)
{
    struct stat st;
    return !stat(p, &st) && S_ISREG(st.st_mode);
}

/* "-" (standard input) or a pipe, a FIFO, a device: a stream read once,
 * as a listing, with nothing beside it (`nvdisasm k.cubin | warpscope -`,
 * `warpscope <(nvdisasm k.cubin)`) */
static int is_stream(const char *p)
{
    struct stat st;
    return !strcmp(p, "-") || (!stat(p, &st) && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode));
}

static int is_elf(const char *p)
{
    FILE *fp = fopen(p, "rb");
    if (!fp)
        return 0;
    char mag[4] = { 0 };
    size_t n = fread(mag, 1, 4, fp);
    fclose(fp);
    return n == 4 && !memcmp(mag, "\177ELF", 4);
}

static char *dir_of(const char *p)
{
    const char *s = strrchr(p, '/');
    if (!s)
        return strdup(".");
    if (s == p)
        return strdup("/");
    return strndup(p, (size_t)(s - p));
}

static char *path_join(const char *dir, const char *name)
{
    size_t n = strlen(dir) + strlen(name) + 2;
    char *r = malloc(n);
    if (r)
        snprintf(r, n, "%s/%s", dir, name);
    return r;
}

static char *read_all(const char *path, size_t *len)
{
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return NULL;
    struct strbuf b;
    sb_init(&b);
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, fp)) > 0)
        sb_putn(&b, buf, n);
    fclose(fp);
    if (b.oom) {
        sb_free(&b);
        return NULL;
    }
    if (!b.s)
        sb_puts(&b, "");
    *len = b.len;
    return b.s;
}

static void src_load(struct session *s, struct session_src *src, const char *name)
{
    char found[4096];
    src->name = name;
    src->missing = !srcpath_resolve(&s->sp, name, found, sizeof found);
    src->path = strdup(found);
    if (src->missing)
        return;
    size_t len;
    src->text = read_all(found, &len);
    if (!src->text) {
        src->missing = 1;
        return;
    }
    size_t n = 1;
    for (size_t i = 0; i < len; i++)
        n += src->text[i] == '\n';
    src->lines = malloc(n * sizeof *src->lines);
    if (!src->lines) {
        src->missing = 1;
        return;
    }
    char *p = src->text;
    while (*p || (p == src->text && len)) {
        src->lines[src->nlines++] = p;
        char *e = strchr(p, '\n');
        if (!e)
            break;
        *e = 0;
        p = e + 1;
    }
}

static void src_unload(struct session_src *src)
{
    free(src->path);
    free(src->text);
    free(src->lines);
    memset(src, 0, sizeof *src);
}

/* s->sp: the user's rules, then the listing's directory. */
static enum ws_status build_srcpath(struct session *s, struct ws_error *err)
{
    srcpath_free(&s->sp);
    srcpath_init(&s->sp);
    enum srcpath_kind kind;
    const char *from, *to;
    enum ws_status st = WS_OK;
    for (size_t i = 0; !st && !srcpath_rule_get(&s->user, i, &kind, &from, &to); i++)
        st = srcpath_add_rule(&s->sp, kind, from, to, err);
    if (!st && s->srcdir)
        st = srcpath_add_rule(&s->sp, SRCPATH_DIR, s->srcdir, NULL, err);
    return st;
}

enum ws_status session_add_srcpath(struct session *s, const char *line, const char *what,
                                   int *found, struct ws_error *err)
{
    *found = 0;
    struct srcpath one;
    srcpath_init(&one);
    enum srcpath_kind kind;
    const char *from, *to;
    enum ws_status st = srcpath_parse_line(&one, line, what, 0, err);
    if (!st && srcpath_rule_get(&one, 0, &kind, &from, &to))
        st = ws_error_set(err, WS_EPARSE, what, 0, "expected 'source-dir DIR' or "
                          "'substitute-path FROM TO'");
    if (!st)
        st = srcpath_add_rule(&s->user, kind, from, to, err);
    srcpath_free(&one);
    if (!st)
        st = build_srcpath(s, err);
    for (size_t i = 0; !st && i < s->nsrcs; i++) {
        int was = s->srcs[i].missing;
        src_unload(&s->srcs[i]);
        src_load(s, &s->srcs[i], s->sass->files[i]);
        *found += was && !s->srcs[i].missing;
    }
    return st;
}

/* ---- opening ----------------------------------------------------------- */

/* Work out the listing, the native reference and the source directory. */
static enum ws_status locate(struct session *s, const char *path, int sm, char **load,
                             char **srcdir, struct ws_error *err)
{
    char name[64];
    snprintf(name, sizeof name, "sm_%d.nvdisasm.sass", sm > 0 ? sm : INPUT_DEFAULT_SM);
    char *dir;
    if (is_stream(path)) {
        /* no peek at its first bytes (they would be gone from the parse);
         * no listing to write back to (:w asks for a FILE); sources named
         * relative to the current directory */
        dir = strdup(".");
        *load = strdup(path);
        *srcdir = dir;
        if (!*load || !dir)
            return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
        return WS_OK;
    }
    if (is_dir(path)) {
        dir = strdup(path);
        s->listing = path_join(path, name);
        *load = strdup(path);
    } else {
        size_t n = strlen(path);
        dir = dir_of(path);
        if (n > 3 && !strcmp(path + n - 3, ".cu")) {
            /* kernel.cu: kernel.sass beside it when present, else the sample's dump */
            char *alt = malloc(n + 3);
            if (alt)
                snprintf(alt, n + 3, "%.*s.sass", (int)(n - 3), path);
            if (alt && is_file(alt)) {
                s->listing = alt;
            } else {
                free(alt);
                s->listing = path_join(dir, name);
            }
            if (!is_file(path)) {
                free(dir);
                return ws_error_set(err, WS_EIO, path, 0, "cannot open: %s", strerror(ENOENT));
            }
        } else if (!is_elf(path)) {
            s->listing = strdup(path);
        }
        *load = strdup(s->listing ? s->listing : path);
    }
    char *nat = dir ? path_join(dir, "gfx1100.s") : NULL;
    if (nat && is_file(nat))
        s->native_path = nat;
    else
        free(nat);
    *srcdir = dir;
    if (!*load || !dir)
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    return WS_OK;
}

static enum ws_status build_align(struct session *s, size_t fi, struct ws_error *err)
{
    align_free(s->align[fi]);
    s->align[fi] = NULL;
    const struct rdna_function *nf = session_native_fn(s, fi);
    return align_build(s->sass, &s->sass->funcs[fi], &s->xr->funcs[fi], s->native, nf,
                       &s->align[fi], err);
}

/* The translation of a function is made when it is first looked at (the
 * one shown first at open, another when the interface turns to it), so
 * that a listing of many big functions opens in the time of one. */
enum ws_status session_prepare(struct session *s, size_t fi, struct ws_error *err)
{
    if (fi >= s->sass->nfuncs)
        return WS_OK;
    enum ws_status st = WS_OK;
    if (!xlate_function_ready(s->xr, fi)) {
        align_free(s->align[fi]);
        s->align[fi] = NULL;
        st = xlate_function(s->xr, fi, err);
    }
    if (!st && !s->align[fi])
        st = build_align(s, fi, err);
    return st;
}

enum ws_status session_translate_all(struct session *s, struct ws_error *err)
{
    enum ws_status st = WS_OK;
    for (size_t fi = 0; !st && fi < s->sass->nfuncs; fi++)
        st = session_prepare(s, fi, err);
    return st;
}

/* The queries below are const to their callers; a translation made on
 * first look is a cache of the session, like xlate_fn_mir's. */
static int ensure_quiet(const struct session *s, size_t fi)
{
    if (fi < s->sass->nfuncs && s->align[fi] && xlate_function_ready(s->xr, fi))
        return 1;           /* made already (the views ask per row) */
    struct ws_error e;
    ws_error_clear(&e);
    return session_prepare((struct session *)s, fi, &e) == WS_OK;
}

enum ws_status session_open(const char *path, const struct session_opts *o,
                            struct session **out, struct ws_error *err)
{
    *out = NULL;
    struct session *s = calloc(1, sizeof *s);
    if (!s)
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    srcpath_init(&s->sp);
    srcpath_init(&s->user);
    s->input = strdup(path);
    char *load = NULL, *srcdir = NULL;
    enum ws_status st = locate(s, path, o ? o->sm : 0, &load, &srcdir, err);
    if (!st)
        st = input_load_sass(load, o ? o->sm : 0, &s->sass, err);
    enum srcpath_kind kind;
    const char *from, *to;
    for (size_t i = 0; !st && o && o->srcpath && !srcpath_rule_get(o->srcpath, i, &kind, &from, &to); i++)
        st = srcpath_add_rule(&s->user, kind, from, to, err);
    s->srcdir = srcdir;
    if (!st)
        st = build_srcpath(s, err);
    free(load);
    if (!st) {
        s->opts = xlate_opts_default();
        char why[256];
        s->opts.target = target_find_translatable(o && o->target ? o->target : "gfx1100", why,
                                                  sizeof why);
        s->opts.wave = o && o->wave == 64 ? 64 : 32;
        /* an edit of a big function's registers computes its uniformity on a
         * second thread beside the rest of its set-up (xlate.c) */
        s->opts.threads = sysconf(_SC_NPROCESSORS_ONLN) > 1 ? 2 : 1;
        if (o && o->lds_set)
            s->opts.lds_bytes = o->lds_bytes;
        /* the cubin beside the listing, as `warpscope verify` reads it: the
         * kernels' static shared memory and the __constant__ data */
        input_module_data(s->listing ? s->listing : s->input, s->sass);
        if (!s->opts.target)
            st = ws_error_set(err, WS_EARG, NULL, 0, "%s", why);
    }
    if (!st)
        st = xlate_module_lazy(s->sass, &s->opts, &s->xr, err);
    if (!st && s->native_path) {
        struct ws_error e2;
        ws_error_clear(&e2);
        if (rdna_parse_file(s->native_path, &s->native, &e2)) {
            s->native = NULL;   /* the reference is optional: no native pane */
            free(s->native_path);
            s->native_path = NULL;
        }
    }
    if (!st) {
        s->nsrcs = s->sass->nfiles;
        s->srcs = calloc(s->nsrcs + 1, sizeof *s->srcs);
        s->align = calloc(s->sass->nfuncs + 1, sizeof *s->align);
        if (!s->srcs || !s->align)
            st = ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    }
    for (size_t i = 0; !st && i < s->nsrcs; i++)
        src_load(s, &s->srcs[i], s->sass->files[i]);
    if (!st)
        st = session_prepare(s, 0, err);
    if (st) {
        session_free(s);
        return st;
    }
    *out = s;
    return WS_OK;
}

static void edits_free(struct session_edit *e)
{
    while (e) {
        struct session_edit *n = e->next;
        free(e->ii);
        free(e->before);
        free(e->after);
        free(e);
        e = n;
    }
}

void session_free(struct session *s)
{
    if (!s)
        return;
    if (s->align)
        for (size_t i = 0; s->sass && i < s->sass->nfuncs; i++)
            align_free(s->align[i]);
    free(s->align);
    for (size_t i = 0; s->srcs && i < s->nsrcs; i++)
        src_unload(&s->srcs[i]);
    free(s->srcs);
    edits_free(s->undo);
    edits_free(s->redo);
    xlate_result_free(s->xr);
    rdna_module_free(s->native);
    sass_module_free(s->sass);
    srcpath_free(&s->sp);
    srcpath_free(&s->user);
    free(s->srcdir);
    free(s->native_path);
    free(s->listing);
    free(s->input);
    free(s);
}

/* ---- queries ----------------------------------------------------------- */

size_t session_nfuncs(const struct session *s) { return s->sass->nfuncs; }

const struct sass_function *session_sass_fn(const struct session *s, size_t fi)
{
    return fi < s->sass->nfuncs ? &s->sass->funcs[fi] : NULL;
}

const struct xfunc *session_xfunc(const struct session *s, size_t fi)
{
    return fi < s->xr->nfuncs && ensure_quiet(s, fi) ? &s->xr->funcs[fi] : NULL;
}

const struct rdna_function *session_native_fn(const struct session *s, size_t fi)
{
    if (!s->native || fi >= s->sass->nfuncs)
        return NULL;
    return rdna_find_function(s->native, s->sass->funcs[fi].name);
}

const struct align *session_align(const struct session *s, size_t fi)
{
    return fi < s->sass->nfuncs && ensure_quiet(s, fi) ? s->align[fi] : NULL;
}

int session_find_fn(const struct session *s, const char *name)
{
    for (size_t i = 0; i < s->sass->nfuncs; i++)
        if (!strcmp(s->sass->funcs[i].name, name))
            return (int)i;
    for (size_t i = 0; i < s->sass->nfuncs; i++)
        if (*name && strstr(s->sass->funcs[i].name, name))
            return (int)i;
    return -1;
}

const char *session_src_line(const struct session *s, int f, size_t n)
{
    if (f < 0 || (size_t)f >= s->nsrcs || s->srcs[f].missing || n >= s->srcs[f].nlines)
        return NULL;
    return s->srcs[f].lines[n];
}

/* ---- edits ------------------------------------------------------------- */

/* Resolve label operands against the function's labels, as the parser does. */
static void resolve_labels(const struct sass_function *f, struct sass_insn *in)
{
    for (unsigned k = 0; k < in->nops; k++) {
        struct sass_operand *o = &in->ops[k];
        if (o->kind != SOP_LABEL || !o->u.label)
            continue;
        o->u.target = UINT32_MAX;
        for (size_t j = 0; j < f->nlabels; j++)
            if (!strcmp(f->labels[j].name, o->u.label))
                o->u.target = f->labels[j].offset;
        if (!strcmp(o->u.label, f->name))
            o->u.target = 0;
    }
}

/* Put the instructions of one side of an edit in place and re-translate. */
static enum ws_status apply(struct session *s, const struct session_edit *e, int after,
                            struct ws_error *err)
{
    struct sass_function *f = &s->sass->funcs[e->fi];
    for (size_t k = 0; k < e->n; k++)
        f->insns[e->ii[k]] = after ? e->after[k] : e->before[k];
    const struct sass_insn *old = after ? &e->before[0] : &e->after[0];
    enum ws_status st = e->n == 1 ? sass_update_mir(s->sass, f, e->ii[0], old, err)
                                  : sass_build_mir(s->sass, f, err);
    /* one instruction: re-translate it alone where the edit is local */
    uint32_t layout = s->xr->funcs[e->fi].layout;
    unsigned renumbered = s->xr->edit_renumbered;
    s->last_incremental = 0;
    if (!st && e->n == 1)
        st = xlate_function_edit(s->xr, e->fi, e->ii[0], old, &s->last_incremental, err);
    else if (!st)
        st = xlate_function(s->xr, e->fi, err);
    s->last_renumbered = s->xr->edit_renumbered != renumbered;
    /* the alignment reads the lines' SASS instructions and the source lines
     * (an edit keeps the instruction's): it stands where the lines do */
    if (!st && (!s->align[e->fi] || s->xr->funcs[e->fi].layout != layout))
        st = build_align(s, e->fi, err);
    return st;
}

enum ws_status session_edit_many(struct session *s, size_t fi, size_t n, const size_t *ii,
                                 const char *const *texts, struct ws_error *err)
{
    if (fi >= s->sass->nfuncs)
        return ws_error_set(err, WS_EARG, NULL, 0, "no function %zu", fi);
    struct sass_function *f = &s->sass->funcs[fi];
    struct session_edit *e = calloc(1, sizeof *e);
    if (!e)
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    e->fi = fi;
    e->ii = calloc(n + 1, sizeof *e->ii);
    e->before = calloc(n + 1, sizeof *e->before);
    e->after = calloc(n + 1, sizeof *e->after);
    if (!e->ii || !e->before || !e->after) {
        edits_free(e);
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    }
    const char *file = s->listing ? s->listing : s->input;
    for (size_t k = 0; k < n; k++) {
        if (ii[k] >= f->ninsns) {
            edits_free(e);
            return ws_error_set(err, WS_EARG, NULL, 0, "no instruction %zu", ii[k]);
        }
        const struct sass_insn *old = &f->insns[ii[k]];
        if (!strcmp(old->text, texts[k]))
            continue;   /* unchanged: keep its encoding */
        struct sass_insn in;
        memset(&in, 0, sizeof in);
        enum ws_status st = sass_parse_insn(s->sass, texts[k], strlen(texts[k]), &in, file,
                                            old->srcline, err);
        if (st) {
            edits_free(e);
            return st;
        }
        in.offset = old->offset;
        in.srcline = old->srcline;
        in.line = old->line;
        in.ctrl = old->ctrl;    /* the scheduling slot stays; the encoding is gone */
        in.has_enc = 0;
        resolve_labels(f, &in);
        e->ii[e->n] = ii[k];
        e->before[e->n] = *old;
        e->after[e->n++] = in;
    }
    if (!e->n) {
        edits_free(e);
        return WS_OK;
    }
    enum ws_status st = apply(s, e, 1, err);
    if (st) {
        struct ws_error e2;
        apply(s, e, 0, &e2);
        edits_free(e);
        return st;
    }
    e->next = s->undo;
    s->undo = e;
    edits_free(s->redo);
    s->redo = NULL;
    s->dirty++;
    return WS_OK;
}

enum ws_status session_edit_insn(struct session *s, size_t fi, size_t ii, const char *text,
                                 struct ws_error *err)
{
    return session_edit_many(s, fi, 1, &ii, &text, err);
}

static enum ws_status move(struct session *s, struct session_edit **from, struct session_edit **to,
                           int after, struct ws_error *err)
{
    struct session_edit *e = *from;
    if (!e)
        return ws_error_set(err, WS_ENOTFOUND, NULL, 0, after ? "nothing to redo" : "nothing to undo");
    enum ws_status st = apply(s, e, after, err);
    if (st)
        return st;
    *from = e->next;
    e->next = *to;
    *to = e;
    s->dirty += after ? 1 : -1;
    return WS_OK;
}

enum ws_status session_undo(struct session *s, struct ws_error *err)
{
    return move(s, &s->undo, &s->redo, 0, err);
}

enum ws_status session_redo(struct session *s, struct ws_error *err)
{
    return move(s, &s->redo, &s->undo, 1, err);
}

int session_can_undo(const struct session *s) { return s->undo != NULL; }

enum ws_status session_retranslate(struct session *s, const char *target, int wave,
                                   struct ws_error *err)
{
    struct xlate_opts o = s->opts;
    if (target) {
        char why[256];
        o.target = target_find_translatable(target, why, sizeof why);
        if (!o.target)
            return ws_error_set(err, WS_EARG, NULL, 0, "%s", why);
    }
    if (wave) {
        if (wave != 32 && wave != 64)
            return ws_error_set(err, WS_EARG, NULL, 0, "wave must be 32 or 64");
        o.wave = wave;
    }
    struct xlate_result *r;
    enum ws_status st = xlate_module_lazy(s->sass, &o, &r, err);
    if (st)
        return st;
    /* the functions translated before are translated again now, the
     * others when first looked at */
    uint8_t *was = calloc(s->sass->nfuncs + 1, 1);
    if (!was) {
        xlate_result_free(r);
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    }
    for (size_t fi = 0; fi < s->sass->nfuncs; fi++)
        was[fi] = (uint8_t)xlate_function_ready(s->xr, fi);
    /* translate them into the new result first: when one fails (a budget
     * too small), the session keeps the translation it has */
    for (size_t fi = 0; !st && fi < s->sass->nfuncs; fi++)
        if (was[fi])
            st = xlate_function(r, fi, err);
    if (st) {
        xlate_result_free(r);
        free(was);
        return st;
    }
    xlate_result_free(s->xr);
    s->xr = r;
    s->opts = o;
    for (size_t fi = 0; fi < s->sass->nfuncs; fi++) {
        align_free(s->align[fi]);
        s->align[fi] = NULL;
    }
    for (size_t fi = 0; !st && fi < s->sass->nfuncs; fi++)
        if (was[fi])
            st = session_prepare(s, fi, err);
    free(was);
    return st;
}

enum ws_status session_set_budgets(struct session *s, int max_vgprs, int max_sgprs,
                                   struct ws_error *err)
{
    int old = s->opts.max_sgprs;
    s->opts.max_sgprs = max_sgprs > 0 ? max_sgprs : RDNA_NUM_SGPR;
    enum ws_status st = session_set_budget(s, max_vgprs, err);
    if (st)
        s->opts.max_sgprs = old;
    return st;
}

enum ws_status session_set_budget(struct session *s, int max_vgprs, struct ws_error *err)
{
    int old = s->opts.max_vgprs;
    s->opts.max_vgprs = max_vgprs > 0 ? max_vgprs : RDNA_NUM_VGPR;
    enum ws_status st = session_retranslate(s, NULL, 0, err);
    if (st)
        s->opts.max_vgprs = old;
    return st;
}

enum ws_status session_save(struct session *s, const char *path, struct ws_error *err)
{
    if (!path)
        path = s->listing;
    if (!path)
        return ws_error_set(err, WS_EARG, s->input, 0, is_stream(s->input)
                            ? "the listing came from a stream, not a file: give a FILE to write to"
                            : "no listing to write to: give a FILE");
    struct strbuf b;
    sb_init(&b);
    sass_dump_text(s->sass, &b);
    if (b.oom) {
        sb_free(&b);
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    }
    size_t n = strlen(path) + 5;
    char *tmp = malloc(n);
    if (!tmp) {
        sb_free(&b);
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    }
    snprintf(tmp, n, "%s.tmp", path);
    enum ws_status st = WS_OK;
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) {
        st = ws_error_set(err, WS_EIO, tmp, 0, "cannot write: %s", strerror(errno));
    } else {
        size_t off = 0;
        while (off < b.len) {
            ssize_t w = write(fd, b.s + off, b.len - off);
            if (w < 0 && errno == EINTR)
                continue;
            if (w <= 0)
                break;
            off += (size_t)w;
        }
        int bad = off < b.len || fsync(fd) != 0;
        int e = errno;
        if (close(fd) != 0 && !bad) {
            bad = 1;
            e = errno;
        }
        if (bad || rename(tmp, path) != 0) {
            if (!bad) e = errno;
            st = ws_error_set(err, WS_EIO, path, 0, "cannot write: %s", strerror(e));
            unlink(tmp);
        }
    }
    free(tmp);
    sb_free(&b);
    if (!st)
        s->dirty = 0;
    return st;
}
