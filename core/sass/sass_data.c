/* sass_data.c - the data sections of nvdisasm's default output (sass_data.h).
 *
 * A data section is a run of lines:
 *     .nv.global.init:                       a label: a name for the position
 *     .type  lut,@object                     lut is a variable
 *     .size  lut,(.L_0 - lut)                its size, often an expression
 *     / *0004* /  .byte 0x01, 0x00 ...       bytes at offset 0x4
 *     / *0000* /  .dword lut                 8 bytes the loader relocates
 *     .zero  556                             556 zero bytes (or reserved, nobits)
 *     .align 8
 * Positions follow the offsets printed on the data lines and the sizes of
 * what was placed; labels take the position where they appear, and sizes
 * are worked out when the section ends, when every label is known.
 */
#include "sass_data.h"

#include <stdlib.h>
#include <string.h>

#define DATA_MAX_SECTION (1u << 28)    /* larger sections are rejected */

enum sec_kind {
    SK_OTHER,           /* read and skipped */
    SK_SHARED,          /* .nv.shared.<kernel> */
    SK_SHARED_RESERVED, /* .nv.shared.reserved.N */
    SK_CONST,           /* .nv.constantN[.<kernel>] */
    SK_GLOBAL_INIT,     /* .nv.global.init */
    SK_GLOBAL,          /* .nv.global */
    SK_INFO,            /* .nv.info.<kernel> */
};

struct dsym {
    char *name;         /* label */
    uint64_t off;       /* its position */
};

struct dsize {
    char *name;         /* the symbol of a .size line */
    char *expr;         /* its size as printed */
    int line;           /* where, for messages */
};

struct shared_size {
    char *kernel;
    uint64_t size;
};

struct sass_data {
    int open;                   /* a data section is being read */
    enum sec_kind kind;
    char *func;                 /* SK_SHARED, SK_CONST: the kernel, NULL module-wide */
    int bank;                   /* SK_CONST */
    uint64_t pos;               /* current position */
    uint64_t size;              /* highest position reached */
    uint32_t align;             /* largest .align seen */
    uint8_t *bytes;             /* kept sections: the contents so far */
    size_t cap;
    struct dsym *syms;          /* labels of the section */
    size_t nsyms, capsyms;
    struct dsize *sizes;        /* .size lines of the section */
    size_t nsizes, capsizes;
    char **objs;                /* .type NAME,@object of the section */
    size_t nobjs, capobjs;
    struct shared_size *shared; /* every .nv.shared.<kernel> seen */
    size_t nshared, capshared;
    char **clusters;            /* kernels whose .nv.info names cluster dimensions */
    size_t nclusters, capclusters;
    int saw_reserved;           /* a .nv.shared.reserved section was seen */
    uint64_t reserved;          /* their sizes, added */
};

/* ---- small helpers ------------------------------------------------------ */

static int grow(void **v, size_t *cap, size_t n, size_t elem)
{
    if (n < *cap)
        return 0;
    size_t c = *cap ? 2 * *cap : 16;
    void *nv = realloc(*v, c * elem);
    if (!nv)
        return -1;
    *v = nv;
    *cap = c;
    return 0;
}

static char *dup_n(const char *p, size_t n)
{
    char *s = malloc(n + 1);
    if (s) {
        memcpy(s, p, n);
        s[n] = 0;
    }
    return s;
}

static int is_blank(int c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

static const char *skip_blank(const char *p, const char *end)
{
    while (p < end && is_blank((unsigned char)*p))
        p++;
    return p;
}

static const char *trim_end(const char *p, const char *end)
{
    while (end > p && is_blank((unsigned char)end[-1]))
        end--;
    return end;
}

static int starts_with(const char *p, const char *end, const char *s)
{
    size_t n = strlen(s);
    return (size_t)(end - p) >= n && memcmp(p, s, n) == 0;
}

static int hexdig(int c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* A whole number [p, end) in C syntax (0x.. or decimal, an optional '-'):
 * 1 when it is exactly that. */
static int number(const char *p, const char *end, uint64_t *v)
{
    int neg = 0;
    if (p < end && *p == '-') {
        neg = 1;
        p++;
    }
    uint64_t x = 0;
    if (end - p > 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        p += 2;
        for (; p < end && hexdig(*p) >= 0; p++) {
            if (x >> 60)
                return 0;
            x = x * 16 + (uint64_t)hexdig(*p);
        }
    } else {
        if (p == end || *p < '0' || *p > '9')
            return 0;
        for (; p < end && *p >= '0' && *p <= '9'; p++) {
            if (x > UINT64_MAX / 10 - 1)
                return 0;
            x = x * 10 + (uint64_t)(*p - '0');
        }
    }
    if (p != end)
        return 0;
    *v = neg ? 0 - x : x;
    return 1;
}

static int is_sym_char(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c == '.' || c == '$';
}

static int is_symbol(const char *p, const char *end)
{
    if (p == end || (*p >= '0' && *p <= '9'))
        return 0;
    for (; p < end; p++)
        if (!is_sym_char((unsigned char)*p))
            return 0;
    return 1;
}

static enum ws_status bad_line(const char *what, const char *p, const char *end,
                               const char *file, int line, struct ws_error *err)
{
    int n = (int)(end - p);
    if (n > 60)
        n = 60;
    return ws_error_set(err, WS_EPARSE, file, line, "%s: '%.*s'", what, n, p);
}

/* ---- the section ------------------------------------------------------ */

static void clear_section(struct sass_data *d)
{
    for (size_t i = 0; i < d->nsyms; i++)
        free(d->syms[i].name);
    for (size_t i = 0; i < d->nsizes; i++) {
        free(d->sizes[i].name);
        free(d->sizes[i].expr);
    }
    for (size_t i = 0; i < d->nobjs; i++)
        free(d->objs[i]);
    free(d->func);
    d->func = NULL;
    d->nsyms = d->nsizes = d->nobjs = 0;
    d->pos = d->size = 0;
    d->align = 0;
    d->bank = -1;
    d->kind = SK_OTHER;
    d->open = 0;
}

struct sass_data *sass_data_new(void)
{
    struct sass_data *d = calloc(1, sizeof *d);
    if (d)
        d->bank = -1;
    return d;
}

void sass_data_free(struct sass_data *d)
{
    if (!d)
        return;
    clear_section(d);
    for (size_t i = 0; i < d->nshared; i++)
        free(d->shared[i].kernel);
    free(d->shared);
    for (size_t i = 0; i < d->nclusters; i++)
        free(d->clusters[i]);
    free(d->clusters);
    free(d->bytes);
    free(d->syms);
    free(d->sizes);
    free(d->objs);
    free(d);
}

static int keeps_bytes(const struct sass_data *d)
{
    return d->kind == SK_CONST || d->kind == SK_GLOBAL_INIT;
}

/* Move to position at (a gap is zeros), then k bytes from src placed there
 * (src NULL: zeros). */
static enum ws_status place(struct sass_data *d, uint64_t at, const uint8_t *src, uint64_t k,
                            const char *file, int line, struct ws_error *err)
{
    if (at > DATA_MAX_SECTION || k > DATA_MAX_SECTION - at)
        return ws_error_set(err, WS_ELIMIT, file, line,
                            "data section larger than %u bytes", DATA_MAX_SECTION);
    uint64_t e = at + k;
    if (keeps_bytes(d) && e > d->cap) {
        size_t c = d->cap ? d->cap : 256;
        while (c < e)
            c *= 2;
        uint8_t *nb = realloc(d->bytes, c);
        if (!nb)
            return ws_error_set(err, WS_ENOMEM, file, line, "out of memory");
        d->bytes = nb;
        d->cap = c;
    }
    if (keeps_bytes(d) && e > 0) {     /* nothing to place at all: no buffer yet */
        if (at > d->size)
            memset(d->bytes + d->size, 0, (size_t)(at - d->size));
        if (src)
            memcpy(d->bytes + at, src, (size_t)k);
        else
            memset(d->bytes + at, 0, (size_t)k);
    }
    d->pos = e;
    if (e > d->size)
        d->size = e;
    return WS_OK;
}

enum ws_status sass_data_begin(struct sass_data *d, struct sass_module *m,
                               const char *name, size_t n, int nobits,
                               const char *file, int line, struct ws_error *err)
{
    enum ws_status s = sass_data_end(d, m, file, err);
    if (s)
        return s;
    const char *p = name, *end = name + n;
    d->open = 1;
    if (starts_with(p, end, ".nv.shared.reserved.")) {
        d->kind = SK_SHARED_RESERVED;
    } else if (starts_with(p, end, ".nv.shared.") && nobits) {
        d->kind = SK_SHARED;
        d->func = dup_n(p + 11, (size_t)(end - p - 11));
        if (!d->func)
            return ws_error_set(err, WS_ENOMEM, file, line, "out of memory");
    } else if (starts_with(p, end, ".nv.constant") && !nobits) {
        const char *q = p + 12, *b = q;
        int bank = 0;
        while (q < end && *q >= '0' && *q <= '9' && bank < 1000)
            bank = bank * 10 + (*q++ - '0');
        if (q == b || (q < end && *q != '.'))
            return WS_OK;               /* some other .nv.constant... section */
        d->kind = SK_CONST;
        d->bank = bank;
        if (q < end && !(d->func = dup_n(q + 1, (size_t)(end - q - 1))))
            return ws_error_set(err, WS_ENOMEM, file, line, "out of memory");
    } else if (starts_with(p, end, ".nv.info.") && end - p > 9) {
        d->kind = SK_INFO;
        if (!(d->func = dup_n(p + 9, (size_t)(end - p - 9))))
            return ws_error_set(err, WS_ENOMEM, file, line, "out of memory");
    } else if (n == 15 && starts_with(p, end, ".nv.global.init")) {
        d->kind = SK_GLOBAL_INIT;
    } else if (n == 10 && starts_with(p, end, ".nv.global")) {
        d->kind = SK_GLOBAL;
    }
    return WS_OK;
}

/* ---- one line ------------------------------------------------------------ */

/* A value of size k (2, 4, 8): a number, or an expression the loader or the
 * assembler works out (a symbol, `index@(sym)`, `(.L_5 - .L_4)`): zeros here,
 * and in a constant bank a symbol is an address the module needs. */
static enum ws_status value(struct sass_data *d, struct sass_module *m, const char *p,
                            const char *end, unsigned k, const char *file, int line,
                            struct ws_error *err)
{
    uint64_t v;
    uint8_t b[8] = { 0 };
    uint64_t at = d->pos;
    if (number(p, end, &v)) {
        for (unsigned i = 0; i < k; i++)
            b[i] = (uint8_t)(v >> (8 * i));
        return place(d, at, b, k, file, line, err);
    }
    enum ws_status s = place(d, at, NULL, k, file, line, err);
    if (s || d->kind != SK_CONST || k < 4)
        return s;
    /* SYMBOL or SYMBOL+OFFSET */
    const char *plus = memchr(p, '+', (size_t)(end - p));
    const char *se = plus ? trim_end(p, plus) : end;
    uint64_t add = 0;
    if (!is_symbol(p, se) || (plus && !number(skip_blank(plus + 1, end), end, &add)))
        return WS_OK;
    char *sym = dup_n(p, (size_t)(se - p));
    if (!sym)
        return ws_error_set(err, WS_ENOMEM, file, line, "out of memory");
    struct sass_cbank_sym cs = { .bank = d->bank, .func = d->func, .offset = (uint32_t)at,
                                 .size = (uint8_t)k, .symbol = sym, .addend = (int64_t)add };
    s = sass_add_cbank_sym(m, &cs);
    free(sym);
    if (s)
        return ws_error_set(err, s, file, line, "out of memory");
    return WS_OK;
}

/* .byte 0x01, 0x02, ... */
static enum ws_status bytes_line(struct sass_data *d, const char *p, const char *end,
                                 const char *file, int line, struct ws_error *err)
{
    uint8_t buf[64];
    unsigned n = 0;
    while (p < end) {
        const char *c = memchr(p, ',', (size_t)(end - p));
        const char *e = c ? c : end;
        const char *a = skip_blank(p, e), *b = trim_end(a, e);
        uint64_t v;
        if (!number(a, b, &v) || v > 0xff)
            return bad_line("bad .byte value", a, b, file, line, err);
        buf[n++] = (uint8_t)v;
        if (n == sizeof buf) {
            enum ws_status s = place(d, d->pos, buf, n, file, line, err);
            if (s)
                return s;
            n = 0;
        }
        p = c ? c + 1 : end;
    }
    return n ? place(d, d->pos, buf, n, file, line, err) : WS_OK;
}

static enum ws_status push_sym(struct sass_data *d, const char *p, size_t n, uint64_t off,
                               const char *file, int line, struct ws_error *err)
{
    if (grow((void **)&d->syms, &d->capsyms, d->nsyms, sizeof *d->syms))
        return ws_error_set(err, WS_ENOMEM, file, line, "out of memory");
    if (!(d->syms[d->nsyms].name = dup_n(p, n)))
        return ws_error_set(err, WS_ENOMEM, file, line, "out of memory");
    d->syms[d->nsyms++].off = off;
    return WS_OK;
}

/* .size NAME,EXPR and .type NAME,@object: kept for the section's end */
static enum ws_status symbol_directive(struct sass_data *d, int is_size, const char *p,
                                       const char *end, const char *file, int line,
                                       struct ws_error *err)
{
    const char *c = memchr(p, ',', (size_t)(end - p));
    if (!c)
        return bad_line(is_size ? "bad .size" : "bad .type", p, end, file, line, err);
    const char *ne = trim_end(p, c), *x = skip_blank(c + 1, end);
    if (!is_size) {
        if (!starts_with(x, end, "@object"))
            return WS_OK;
        if (grow((void **)&d->objs, &d->capobjs, d->nobjs, sizeof *d->objs) ||
            !(d->objs[d->nobjs] = dup_n(p, (size_t)(ne - p))))
            return ws_error_set(err, WS_ENOMEM, file, line, "out of memory");
        d->nobjs++;
        return WS_OK;
    }
    if (grow((void **)&d->sizes, &d->capsizes, d->nsizes, sizeof *d->sizes))
        return ws_error_set(err, WS_ENOMEM, file, line, "out of memory");
    struct dsize *z = &d->sizes[d->nsizes];
    z->name = dup_n(p, (size_t)(ne - p));
    z->expr = dup_n(x, (size_t)(end - x));
    z->line = line;
    if (!z->name || !z->expr) {
        free(z->name);
        free(z->expr);
        return ws_error_set(err, WS_ENOMEM, file, line, "out of memory");
    }
    d->nsizes++;
    return WS_OK;
}

static enum ws_status directive(struct sass_data *d, struct sass_module *m, const char *p,
                                const char *end, const char *file, int line,
                                struct ws_error *err)
{
    const char *w = p;
    while (p < end && !is_blank((unsigned char)*p))
        p++;
    size_t wn = (size_t)(p - w);
    const char *a = skip_blank(p, end);
#define IS(s) (wn == sizeof(s) - 1 && memcmp(w, s, wn) == 0)
    if (IS(".byte"))
        return bytes_line(d, a, end, file, line, err);
    if (IS(".short") || IS(".half"))
        return value(d, m, a, end, 2, file, line, err);
    if (IS(".word"))
        return value(d, m, a, end, 4, file, line, err);
    if (IS(".dword"))
        return value(d, m, a, end, 8, file, line, err);
    if (IS(".zero")) {
        uint64_t n;
        if (!number(a, end, &n))
            return bad_line("bad .zero size", a, end, file, line, err);
        return place(d, d->pos, NULL, n, file, line, err);
    }
    if (IS(".align")) {
        uint64_t n;
        if (!number(a, end, &n) || n == 0 || (n & (n - 1)) || n > 4096)
            return bad_line("bad .align", a, end, file, line, err);
        if (n > d->align)
            d->align = (uint32_t)n;
        uint64_t at = (d->pos + n - 1) & ~(n - 1);
        return at > d->pos ? place(d, d->pos, NULL, at - d->pos, file, line, err) : WS_OK;
    }
    if (IS(".size"))
        return symbol_directive(d, 1, a, end, file, line, err);
    if (IS(".type"))
        return symbol_directive(d, 0, a, end, file, line, err);
#undef IS
    /* .string (notes), .global, .weak, .other, .sectionflags,
     * .sectioninfo, .sectionentsize, .tkinfo ...: nothing the module keeps */
    return WS_OK;
}

enum ws_status sass_data_line(struct sass_data *d, struct sass_module *m,
                              const char *p, const char *end,
                              const char *file, int line, struct ws_error *err)
{
    if (p[0] == '/' && end - p > 1 && p[1] == '/') {    /* //----- nvinfo : ... */
        static const char *const cl[] = { "nvinfo : EIATTR_CTA_PER_CLUSTER", "nvinfo : EIATTR_EXPLICIT_CLUSTER" };
        for (int k = 0; k < 2 && d->kind == SK_INFO && d->func; k++) {
            size_t n = strlen(cl[k]);
            for (const char *q = p; q + n <= end; q++)
                if (!memcmp(q, cl[k], n) && (q + n == end || q[n] == ' ' || q[n] == '\t')) {
                    if (d->nclusters == d->capclusters) {
                        size_t c = d->capclusters ? 2 * d->capclusters : 4;
                        char **nc = realloc(d->clusters, c * sizeof *nc);
                        if (!nc)
                            return ws_error_set(err, WS_ENOMEM, file, line, "out of memory");
                        d->clusters = nc;
                        d->capclusters = c;
                    }
                    if (!(d->clusters[d->nclusters] = dup_n(d->func, strlen(d->func))))
                        return ws_error_set(err, WS_ENOMEM, file, line, "out of memory");
                    d->nclusters++;
                    return WS_OK;
                }
        }
        return WS_OK;
    }
    if (p[0] == '/' && end - p > 1 && p[1] == '*') {
        /* / *0004* /  .byte ... : the position, then the data */
        const char *q = p + 2;
        uint64_t off = 0;
        int k = 0;
        for (; q < end && hexdig(*q) >= 0 && k < 16; q++, k++)
            off = off * 16 + (uint64_t)hexdig(*q);
        if (!k || !starts_with(q, end, "*/"))
            return bad_line("bad data offset", p, end, file, line, err);
        q = skip_blank(q + 2, end);
        if (q == end || *q != '.')
            return bad_line("data line without a directive", p, end, file, line, err);
        if (off > DATA_MAX_SECTION)
            return ws_error_set(err, WS_ELIMIT, file, line,
                                "data section larger than %u bytes", DATA_MAX_SECTION);
        if (off > d->pos) {
            enum ws_status s = place(d, d->pos, NULL, off - d->pos, file, line, err);
            if (s)
                return s;
        }
        d->pos = off;
        return directive(d, m, q, end, file, line, err);
    }
    if (*p == '.' && end[-1] != ':')
        return directive(d, m, p, end, file, line, err);
    if (end[-1] == ':' && is_symbol(p, end - 1))
        return push_sym(d, p, (size_t)(end - 1 - p), d->pos, file, line, err);
    return bad_line("unrecognised line in a data section", p, end, file, line, err);
}

/* ---- the section's end ---------------------------------------------------- */

static int sym_off(const struct sass_data *d, const char *p, size_t n, uint64_t *off)
{
    for (size_t i = 0; i < d->nsyms; i++)
        if (strlen(d->syms[i].name) == n && memcmp(d->syms[i].name, p, n) == 0) {
            *off = d->syms[i].off;
            return 1;
        }
    return 0;
}

/* A term of a size: a number or a label of the section. */
static int term(const struct sass_data *d, const char *p, const char *end, uint64_t *v)
{
    p = skip_blank(p, end);
    end = trim_end(p, end);
    return number(p, end, v) || sym_off(d, p, (size_t)(end - p), v);
}

/* `0x4`, `0, 0` (the first number), `(A - B)` or `A - B`. */
static int eval_size(const struct sass_data *d, const char *x, uint64_t *v)
{
    const char *end = x + strlen(x);
    if (*x == '(' && end > x && end[-1] == ')') {
        x++;
        end--;
    }
    const char *minus = NULL;
    for (const char *q = x + 1; q < end; q++)
        if (*q == '-' && is_blank((unsigned char)q[-1])) {
            minus = q;
            break;
        }
    if (!minus) {
        const char *c = memchr(x, ',', (size_t)(end - x));
        return term(d, x, c ? c : end, v);
    }
    uint64_t a, b;
    if (!term(d, x, minus, &a) || !term(d, minus + 1, end, &b) || b > a)
        return 0;
    *v = a - b;
    return 1;
}

static enum ws_status end_globals(struct sass_data *d, struct sass_module *m,
                                  const char *file, struct ws_error *err)
{
    for (size_t i = 0; i < d->nobjs; i++) {
        const char *name = d->objs[i];
        uint64_t off, size = 0;
        if (!sym_off(d, name, strlen(name), &off))
            continue;           /* described, not placed here */
        const struct dsize *z = NULL;
        for (size_t j = 0; j < d->nsizes; j++)
            if (!strcmp(d->sizes[j].name, name))
                z = &d->sizes[j];
        if (!z)
            return ws_error_set(err, WS_EPARSE, file, 0, "no .size for the variable %s", name);
        if (!eval_size(d, z->expr, &size) || off + size > d->size)
            return ws_error_set(err, WS_EPARSE, file, z->line,
                                "cannot work out the size of %s: '%.60s'", name, z->expr);
        struct sass_global g = { .name = name, .size = size, .align = d->align,
                                 .init = d->kind == SK_GLOBAL_INIT ? d->bytes + off : NULL };
        if (sass_add_global(m, &g))
            return ws_error_set(err, WS_ENOMEM, file, 0, "out of memory");
    }
    return WS_OK;
}

enum ws_status sass_data_end(struct sass_data *d, struct sass_module *m,
                             const char *file, struct ws_error *err)
{
    if (!d->open)
        return WS_OK;
    enum ws_status s = WS_OK;
    switch (d->kind) {
    case SK_SHARED:
        if (grow((void **)&d->shared, &d->capshared, d->nshared, sizeof *d->shared)) {
            s = ws_error_set(err, WS_ENOMEM, file, 0, "out of memory");
            break;
        }
        d->shared[d->nshared].kernel = d->func;
        d->shared[d->nshared++].size = d->size;
        d->func = NULL;
        break;
    case SK_SHARED_RESERVED:
        d->saw_reserved = 1;
        d->reserved += d->size;
        break;
    case SK_CONST:
        if (sass_add_cbank(m, d->bank, d->func, d->bytes ? d->bytes : (const uint8_t *)"",
                           (size_t)d->size))
            s = ws_error_set(err, WS_ENOMEM, file, 0, "out of memory");
        break;
    case SK_GLOBAL_INIT:
    case SK_GLOBAL:
        s = end_globals(d, m, file, err);
        break;
    case SK_INFO:           /* the cluster dimensions were noted line by line */
    case SK_OTHER:
        break;
    }
    clear_section(d);
    return s;
}

enum ws_status sass_data_finish(struct sass_data *d, struct sass_module *m,
                                const char *file, struct ws_error *err)
{
    enum ws_status s = sass_data_end(d, m, file, err);
    if (s)
        return s;
    for (size_t i = 0; i < m->nfuncs; i++) {
        struct sass_function *f = &m->funcs[i];
        f->shared_bytes = 0;
        f->cluster_dims = 0;
        for (size_t j = 0; j < d->nclusters; j++)
            f->cluster_dims |= !strcmp(d->clusters[j], f->name);
        for (size_t j = 0; j < d->nshared; j++)
            if (!strcmp(d->shared[j].kernel, f->name))
                f->shared_bytes = d->shared[j].size > INT32_MAX ? INT32_MAX
                                                                : (int)d->shared[j].size;
    }
    if (d->saw_reserved)
        m->reserved_shared_bytes = d->reserved > INT32_MAX ? INT32_MAX : (int)d->reserved;
    m->has_module_data = 1;
    return WS_OK;
}
