/* gt.c - reading a sample's ground truth (launch.txt and buffers). */
#include "groundtruth.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define GT_MAX_LAUNCHES 4096
#define GT_MAX_PARAMS 64
#define GT_MAX_BUFFERS 64
#define GT_MAX_BUFFER_BYTES (256u << 20)

/* ---- small helpers ---- */

static char *gt_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d)
        memcpy(d, s, n);
    return d;
}

static int parse_u64(const char *s, int base, uint64_t *v)
{
    if (!s || !*s || *s == '-')
        return -1;
    char *end;
    errno = 0;
    unsigned long long x = strtoull(s, &end, base);
    if (errno || *end)
        return -1;
    *v = x;
    return 0;
}

static int parse_i64(const char *s, int64_t *v)
{
    if (!s || !*s)
        return -1;
    char *end;
    errno = 0;
    long long x = strtoll(s, &end, 10);
    if (errno || *end)
        return -1;
    *v = x;
    return 0;
}

/* split line (modified in place) at single spaces */
static int split(char *line, char **f, int max)
{
    int n = 0;
    char *p = line;
    while (*p && n < max) {
        f[n++] = p;
        char *sp = strchr(p, ' ');
        if (!sp)
            break;
        *sp = 0;
        p = sp + 1;
    }
    return n;
}

static enum ws_status read_all(const char *path, uint8_t **data, size_t *len, struct ws_error *err)
{
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return ws_error_set(err, WS_EIO, path, 0, "cannot open: %s", strerror(errno));
    struct stat st;
    if (fstat(fileno(fp), &st) != 0 || st.st_size < 0 || (uint64_t)st.st_size > GT_MAX_BUFFER_BYTES) {
        fclose(fp);
        return ws_error_set(err, WS_ELIMIT, path, 0, "file too large or unreadable");
    }
    size_t n = (size_t)st.st_size;
    uint8_t *b = malloc(n ? n + 1 : 1);
    if (!b) {
        fclose(fp);
        return ws_error_set(err, WS_ENOMEM, path, 0, "out of memory");
    }
    if (n && fread(b, 1, n, fp) != n) {
        free(b);
        fclose(fp);
        return ws_error_set(err, WS_EIO, path, 0, "short read");
    }
    fclose(fp);
    b[n] = 0;
    *data = b;
    *len = n;
    return WS_OK;
}

/* ---- launch.txt ---- */

struct pstate {
    struct gt_set *g;
    const char *path;
    char **param_bufs;      /* per launch/param: buffer name to resolve later */
    int *param_lines;
    size_t nparam_bufs;
    int have[4];            /* kernel, grid, block, dynshmem seen for this launch */
};

static enum ws_status bad(struct ws_error *err, const char *path, int line, const char *what,
                          const char *text)
{
    return ws_error_set(err, WS_EPARSE, path, line, "%s: '%.200s'", what, text);
}

static enum ws_status finish_launch(struct pstate *ps, int line, struct ws_error *err)
{
    if (!ps->g->nlaunches)
        return WS_OK;
    static const char *names[] = { "kernel", "grid", "block", "dynshmem" };
    for (int i = 0; i < 4; i++)
        if (!ps->have[i])
            return ws_error_set(err, WS_EPARSE, ps->path, line,
                                "launch %zu has no '%s' line", ps->g->nlaunches - 1, names[i]);
    return WS_OK;
}

static enum ws_status parse_dims(char **f, int nf, unsigned d[3], const char *path, int line,
                                 const char *orig, struct ws_error *err)
{
    if (nf != 4)
        return bad(err, path, line, "expected 3 dimensions", orig);
    for (int i = 0; i < 3; i++) {
        uint64_t v;
        if (parse_u64(f[1 + i], 10, &v) || v == 0 || v > 0x7fffffffu)
            return bad(err, path, line, "bad dimension", orig);
        d[i] = (unsigned)v;
    }
    return WS_OK;
}

static enum ws_status parse_param(struct pstate *ps, char **f, int nf, int line, const char *orig,
                                  struct ws_error *err)
{
    struct gt_launch *l = &ps->g->launches[ps->g->nlaunches - 1];
    uint64_t idx;
    if (nf < 4 || parse_u64(f[1], 10, &idx))
        return bad(ps->g ? err : err, ps->path, line, "expected 'param INDEX KIND VALUE'", orig);
    if (idx != l->nparams)
        return ws_error_set(err, WS_EPARSE, ps->path, line, "param %llu out of order (expected %zu)",
                            (unsigned long long)idx, l->nparams);
    if (l->nparams >= GT_MAX_PARAMS)
        return ws_error_set(err, WS_ELIMIT, ps->path, line, "more than %d params", GT_MAX_PARAMS);
    struct gt_param p = { 0, -1, 0 };
    const char *k = f[2], *v = f[3];
    int64_t s;
    uint64_t u;
    if (!strcmp(k, "buf")) {
        if (nf != 4)
            return bad(err, ps->path, line, "expected 'param N buf NAME'", orig);
        p.kind = GT_P_BUF;
        char **nb = realloc(ps->param_bufs, (ps->nparam_bufs + 1) * sizeof *nb);
        int *nl = realloc(ps->param_lines, (ps->nparam_bufs + 1) * sizeof *nl);
        if (nb) ps->param_bufs = nb;
        if (nl) ps->param_lines = nl;
        if (!nb || !nl || !(ps->param_bufs[ps->nparam_bufs] = gt_strdup(v)))
            return ws_error_set(err, WS_ENOMEM, ps->path, line, "out of memory");
        ps->param_lines[ps->nparam_bufs] = line;
        p.buf = -1 - (int)ps->nparam_bufs++;   /* resolved after the buffer lines */
    } else if (!strcmp(k, "i32")) {
        if (nf != 4 || parse_i64(v, &s) || s < INT32_MIN || s > INT32_MAX)
            return bad(err, ps->path, line, "bad i32 value", orig);
        p.kind = GT_P_I32;
        p.bits = (uint32_t)(int32_t)s;
    } else if (!strcmp(k, "u32")) {
        if (nf != 4 || parse_u64(v, 10, &u) || u > UINT32_MAX)
            return bad(err, ps->path, line, "bad u32 value", orig);
        p.kind = GT_P_U32;
        p.bits = u;
    } else if (!strcmp(k, "u64")) {
        if (nf != 4 || parse_u64(v, 10, &u))
            return bad(err, ps->path, line, "bad u64 value", orig);
        p.kind = GT_P_U64;
        p.bits = u;
    } else if (!strcmp(k, "f32") || !strcmp(k, "f64")) {
        /* the decimal is for people; the bits are the value */
        int is32 = k[1] == '3';
        if (nf != 5 || strncmp(f[4], "0x", 2) || parse_u64(f[4] + 2, 16, &u) ||
            (is32 && u > UINT32_MAX))
            return bad(err, ps->path, line, is32 ? "expected 'param N f32 DECIMAL 0xBITS'"
                                                 : "expected 'param N f64 DECIMAL 0xBITS'", orig);
        p.kind = is32 ? GT_P_F32 : GT_P_F64;
        p.bits = u;
    } else {
        return bad(err, ps->path, line, "unknown parameter kind", orig);
    }
    struct gt_param *np = realloc(l->params, (l->nparams + 1) * sizeof *np);
    if (!np)
        return ws_error_set(err, WS_ENOMEM, ps->path, line, "out of memory");
    l->params = np;
    l->params[l->nparams++] = p;
    return WS_OK;
}

/* "compare NAME ELEM MODE [N] -- WHY": how an output buffer is compared
 * (split() has cut the line at the first 8 fields; the reason is taken
 * from orig). */
static enum ws_status parse_compare(struct pstate *ps, char **f, int nf, int ln, const char *orig,
                                    struct ws_error *err)
{
    static const char *elems[] = { "u8", "u32", "i32", "f16", "f32", "f64" };
    struct gt_rule r = { .sample = NULL, .ulp = 0 };
    int e = -1, k = 3;
    for (int i = 0; nf > 2 && i < 6; i++)
        if (!strcmp(f[2], elems[i])) e = i;
    const char *why = strstr(orig, " -- ");
    if (nf < 4 || e < 0 || !why)
        return bad(err, ps->path, ln, "expected 'compare NAME u8|u32|i32|f16|f32|f64 "
                   "exact|bits-nan|ulp N -- WHY'", orig);
    r.elem = (uint8_t)e;
    if (!strcmp(f[k], "exact")) r.cmp = GT_C_EXACT;
    else if (!strcmp(f[k], "bits-nan")) r.cmp = GT_C_BITS_NAN;
    else if (!strcmp(f[k], "ulp") && nf > k + 1 && (r.ulp = strtod(f[k + 1], NULL)) > 0) r.cmp = GT_C_ULP;
    else return bad(err, ps->path, ln, "compare mode must be exact, bits-nan or ulp N", orig);
    struct gt_set *g = ps->g;
    struct gt_rule *nr = realloc(g->rules, (g->nrules + 1) * sizeof *nr);
    if (!nr)
        return ws_error_set(err, WS_ENOMEM, ps->path, ln, "out of memory");
    g->rules = nr;
    r.buffer = gt_strdup(f[1]);
    r.why = gt_strdup(why + 4);
    nr[g->nrules++] = r;
    return r.buffer && r.why ? WS_OK : ws_error_set(err, WS_ENOMEM, ps->path, ln, "out of memory");
}

static enum ws_status parse_line(struct pstate *ps, char *line, int ln, struct ws_error *err)
{
    char orig[256];
    snprintf(orig, sizeof orig, "%s", line);
    char *f[8];
    int nf = split(line, f, 8);
    struct gt_set *g = ps->g;
    if (nf == 0 || !*f[0])
        return bad(err, ps->path, ln, "empty line", orig);
    if (!strcmp(f[0], "launch")) {
        uint64_t n;
        if (nf != 2 || parse_u64(f[1], 10, &n))
            return bad(err, ps->path, ln, "expected 'launch N'", orig);
        if (g->nbuffers)
            return bad(err, ps->path, ln, "launch after the buffer lines", orig);
        if (n != g->nlaunches)
            return ws_error_set(err, WS_EPARSE, ps->path, ln, "launch %llu out of order (expected %zu)",
                                (unsigned long long)n, g->nlaunches);
        enum ws_status s = finish_launch(ps, ln, err);
        if (s)
            return s;
        if (g->nlaunches >= GT_MAX_LAUNCHES)
            return ws_error_set(err, WS_ELIMIT, ps->path, ln, "more than %d launches", GT_MAX_LAUNCHES);
        struct gt_launch *nl = realloc(g->launches, (g->nlaunches + 1) * sizeof *nl);
        if (!nl)
            return ws_error_set(err, WS_ENOMEM, ps->path, ln, "out of memory");
        g->launches = nl;
        memset(&nl[g->nlaunches], 0, sizeof *nl);
        nl[g->nlaunches].line = ln;
        g->nlaunches++;
        memset(ps->have, 0, sizeof ps->have);
        return WS_OK;
    }
    if (!strcmp(f[0], "buffer")) {
        uint64_t bytes;
        if (nf != 4 || parse_u64(f[2], 10, &bytes))
            return bad(err, ps->path, ln, "expected 'buffer NAME BYTES in|out|inout'", orig);
        if (bytes > GT_MAX_BUFFER_BYTES)
            return ws_error_set(err, WS_ELIMIT, ps->path, ln, "buffer larger than %u bytes", GT_MAX_BUFFER_BYTES);
        int mode = !strcmp(f[3], "in") ? GT_IN : !strcmp(f[3], "out") ? GT_OUT
                 : !strcmp(f[3], "inout") ? GT_INOUT : -1;
        if (mode < 0)
            return bad(err, ps->path, ln, "buffer mode must be in, out or inout", orig);
        if (gt_find_buffer(g, f[1]) >= 0)
            return bad(err, ps->path, ln, "buffer named twice", orig);
        if (g->nbuffers == 0) {
            enum ws_status s = finish_launch(ps, ln, err);
            if (s)
                return s;
        }
        if (g->nbuffers >= GT_MAX_BUFFERS)
            return ws_error_set(err, WS_ELIMIT, ps->path, ln, "more than %d buffers", GT_MAX_BUFFERS);
        struct gt_buffer *nb = realloc(g->buffers, (g->nbuffers + 1) * sizeof *nb);
        if (!nb)
            return ws_error_set(err, WS_ENOMEM, ps->path, ln, "out of memory");
        g->buffers = nb;
        struct gt_buffer *b = &nb[g->nbuffers++];
        memset(b, 0, sizeof *b);
        b->name = gt_strdup(f[1]);
        b->bytes = (size_t)bytes;
        b->mode = (uint8_t)mode;
        return b->name ? WS_OK : ws_error_set(err, WS_ENOMEM, ps->path, ln, "out of memory");
    }
    if (!strcmp(f[0], "compare"))
        return parse_compare(ps, f, nf, ln, orig, err);
    if (!g->nlaunches || g->nbuffers)
        return bad(err, ps->path, ln, "line outside a launch block", orig);
    struct gt_launch *l = &g->launches[g->nlaunches - 1];
    if (!strcmp(f[0], "kernel")) {
        if (nf != 2 || ps->have[0])
            return bad(err, ps->path, ln, "expected one 'kernel NAME'", orig);
        ps->have[0] = 1;
        l->kernel = gt_strdup(f[1]);
        return l->kernel ? WS_OK : ws_error_set(err, WS_ENOMEM, ps->path, ln, "out of memory");
    }
    if (!strcmp(f[0], "grid") || !strcmp(f[0], "block")) {
        int isgrid = f[0][0] == 'g';
        if (ps->have[isgrid ? 1 : 2])
            return bad(err, ps->path, ln, "dimensions given twice", orig);
        ps->have[isgrid ? 1 : 2] = 1;
        return parse_dims(f, nf, isgrid ? l->grid : l->block, ps->path, ln, orig, err);
    }
    if (!strcmp(f[0], "dynshmem")) {
        uint64_t v;
        if (nf != 2 || parse_u64(f[1], 10, &v) || v > (1u << 20) || ps->have[3])
            return bad(err, ps->path, ln, "expected 'dynshmem BYTES'", orig);
        ps->have[3] = 1;
        l->dynshmem = (uint32_t)v;
        return WS_OK;
    }
    if (!strcmp(f[0], "param"))
        return parse_param(ps, f, nf, ln, orig, err);
    return bad(err, ps->path, ln, "unknown line", orig);
}

static enum ws_status parse_text(struct pstate *ps, char *text, size_t len, struct ws_error *err)
{
    if (memchr(text, 0, len))
        return ws_error_set(err, WS_EFORMAT, ps->path, 0, "binary data (NUL bytes) in launch.txt");
    int ln = 0;
    char *p = text;
    enum ws_status s = WS_OK;
    while (*p && !s) {
        char *nl = strchr(p, '\n');
        if (nl)
            *nl = 0;
        ln++;
        size_t n = strlen(p);
        if (n && p[n - 1] == '\r')
            p[--n] = 0;
        if (n > 4096)
            return ws_error_set(err, WS_ELIMIT, ps->path, ln, "line longer than 4096 bytes");
        if (n)
            s = parse_line(ps, p, ln, err);
        if (!nl)
            break;
        p = nl + 1;
    }
    if (s)
        return s;
    if (!ps->g->nlaunches)
        return ws_error_set(err, WS_EPARSE, ps->path, 0, "no launches");
    if (!ps->g->nbuffers)
        return finish_launch(ps, ln, err) ? err->code
               : ws_error_set(err, WS_EPARSE, ps->path, ln, "no buffer lines");
    /* resolve buffer parameters */
    for (size_t li = 0; li < ps->g->nlaunches; li++) {
        struct gt_launch *l = &ps->g->launches[li];
        for (size_t i = 0; i < l->nparams; i++) {
            if (l->params[i].kind != GT_P_BUF)
                continue;
            size_t k = (size_t)(-1 - l->params[i].buf);
            int b = gt_find_buffer(ps->g, ps->param_bufs[k]);
            if (b < 0)
                return ws_error_set(err, WS_EPARSE, ps->path, ps->param_lines[k],
                                    "parameter names buffer '%s', which no buffer line declares",
                                    ps->param_bufs[k]);
            l->params[i].buf = b;
        }
    }
    return WS_OK;
}

static enum ws_status load_buffers(struct gt_set *g, struct ws_error *err)
{
    char path[4096];
    for (size_t i = 0; i < g->nbuffers; i++) {
        struct gt_buffer *b = &g->buffers[i];
        for (int which = 0; which < 2; which++) {
            if (which == 1 && b->mode == GT_IN)
                continue;
            snprintf(path, sizeof path, "%s/%s.%s.bin", g->dir, b->name, which ? "out" : "in");
            uint8_t *d;
            size_t n;
            enum ws_status s = read_all(path, &d, &n, err);
            if (s)
                return s;
            if (n != b->bytes) {
                free(d);
                return ws_error_set(err, WS_EFORMAT, path, 0,
                                    "%zu bytes, but launch.txt says buffer '%s' has %zu", n,
                                    b->name, b->bytes);
            }
            if (which) b->out = d; else b->in = d;
        }
    }
    return WS_OK;
}

enum ws_status gt_load(const char *dir, struct gt_set **out, struct ws_error *err)
{
    *out = NULL;
    char path[4096];
    struct gt_set *g = calloc(1, sizeof *g);
    if (!g)
        return ws_error_set(err, WS_ENOMEM, dir, 0, "out of memory");
    snprintf(path, sizeof path, "%s/gt/launch.txt", dir);
    struct stat st;
    if (stat(path, &st) == 0) {
        snprintf(path, sizeof path, "%s/gt", dir);
        g->dir = gt_strdup(path);
    } else {
        g->dir = gt_strdup(dir);
    }
    if (!g->dir) {
        free(g);
        return ws_error_set(err, WS_ENOMEM, dir, 0, "out of memory");
    }
    snprintf(path, sizeof path, "%s/launch.txt", g->dir);
    uint8_t *text;
    size_t len;
    enum ws_status s = read_all(path, &text, &len, err);
    if (!s) {
        struct pstate ps = { g, path, NULL, NULL, 0, { 0 } };
        s = parse_text(&ps, (char *)text, len, err);
        for (size_t i = 0; i < ps.nparam_bufs; i++)
            free(ps.param_bufs[i]);
        free(ps.param_bufs);
        free(ps.param_lines);
        free(text);
    }
    if (!s)
        s = load_buffers(g, err);
    if (s) {
        gt_free(g);
        return s;
    }
    *out = g;
    return WS_OK;
}

void gt_free(struct gt_set *g)
{
    if (!g)
        return;
    for (size_t i = 0; i < g->nrules; i++) {
        free((char *)g->rules[i].buffer);
        free((char *)g->rules[i].why);
    }
    free(g->rules);
    for (size_t i = 0; i < g->nlaunches; i++) {
        free(g->launches[i].kernel);
        free(g->launches[i].params);
    }
    for (size_t i = 0; i < g->nbuffers; i++) {
        free(g->buffers[i].name);
        free(g->buffers[i].in);
        free(g->buffers[i].out);
    }
    free(g->launches);
    free(g->buffers);
    free(g->dir);
    free(g);
}

int gt_find_buffer(const struct gt_set *g, const char *name)
{
    for (size_t i = 0; i < g->nbuffers; i++)
        if (!strcmp(g->buffers[i].name, name))
            return (int)i;
    return -1;
}

unsigned gt_param_size(unsigned kind)
{
    switch (kind) {
    case GT_P_BUF: case GT_P_U64: case GT_P_F64: return 8;
    default: return 4;
    }
}

size_t gt_param_block(const struct gt_launch *l, const uint64_t *addr, uint8_t *block, size_t cap)
{
    size_t off = 0;
    for (size_t i = 0; i < l->nparams; i++) {
        const struct gt_param *p = &l->params[i];
        unsigned sz = gt_param_size(p->kind);
        off = (off + sz - 1) & ~(size_t)(sz - 1);
        uint64_t v = p->kind == GT_P_BUF ? addr[p->buf] : p->bits;
        if (off + sz <= cap)
            memcpy(block + off, &v, sz);   /* little-endian host, as the GPU */
        off += sz;
    }
    return off;
}

/* ---- comparison rules ---- */

/* Output buffers of the samples: element types from each kernel.cu's
 * signature; modes from samples/README.md "Determinism"; float bounds
 * set a little above what the native clang-19 code on the emulator showed
 * (tests/test_emu_native.c), so that a wrong translation, which is off by
 * far more, still fails. */
static const struct gt_rule rules[] = {
    { "bfs_level", "dist", GT_E_I32, GT_C_EXACT, 0, "deterministic (README)" },
    { "bfs_level", "level_len", GT_E_I32, GT_C_EXACT, 0, "deterministic (README)" },
    { "bfs_level", "queue", GT_E_I32, GT_C_SORTED, 0, "order within a level follows atomicAdd order (README)" },
    { "bfs_level", "parent", GT_E_I32, GT_C_SKIP, 0, "the atomicCAS winner decides (README)" },
    { "big_unrolled", "out_state", GT_E_U32, GT_C_EXACT, 0, "integer mixing" },
    { "big_unrolled", "out_mat", GT_E_F32, GT_C_ULP, 4, "FFMA chains; native clang-19 code measured 0 ULP" },
    { "conv2d_halo", "out_const", GT_E_F32, GT_C_ULP, 4, "9-term dot product; native measured 0 ULP" },
    { "conv2d_halo", "out_param", GT_E_F32, GT_C_ULP, 4, "9-term dot product; native measured 0 ULP" },
    { "crypto_mix", "out", GT_E_U32, GT_C_EXACT, 0, "integer" },
    { "crypto_mix", "stats", GT_E_U32, GT_C_EXACT, 0, "integer" },
    { "dp_stencil", "v", GT_E_F64, GT_C_ULP, 4, "3-term stencil; native measured 0 ULP" },
    { "dp_stencil", "y", GT_E_F64, GT_C_ULP, 4, "axpy; native measured 0 ULP" },
    { "dp_stencil", "partial", GT_E_F64, GT_C_ULP, 4, "tree reduction; native measured 0 ULP" },
    { "gemm_tiled", "C", GT_E_F32, GT_C_ULP, 4, "K-term dot products; native measured 0 ULP" },
    { "half2_axpy", "ya", GT_E_F16, GT_C_ULP, 1, "one fma per element; native measured 0 ULP" },
    { "half2_axpy", "z", GT_E_F16, GT_C_ULP, 1, "mul then add in half; native measured 0 ULP" },
    { "histogram_smem", "hist", GT_E_U32, GT_C_EXACT, 0, "integer counts" },
    { "ieee_div", "q", GT_E_F32, GT_C_EXACT, 0, "IEEE division is correctly rounded" },
    { "ieee_div", "r", GT_E_F32, GT_C_EXACT, 0, "IEEE sqrt is correctly rounded" },
    { "reduce_block", "sum_f32", GT_E_F32, GT_C_ULP, 16, "float atomicAdd order between blocks (README); native measured 3 ULP" },
    { "reduce_block", "sum_i32", GT_E_I32, GT_C_EXACT, 0, "deterministic (README)" },
    { "softmax", "y", GT_E_F32, GT_C_ULP, 16, "__expf/__fdividef approximations (MUFU.EX2/RCP vs the C library); native measured 4 ULP" },
    { "stencil", "out", GT_E_F32, GT_C_ULP, 4, "7-term sum; native measured 0 ULP" },
    { "transpose_padded", "out", GT_E_F32, GT_C_EXACT, 0, "a copy" },
    { "vote_compact", "count", GT_E_I32, GT_C_EXACT, 0, "deterministic (README)" },
    { "vote_compact", "out", GT_E_I32, GT_C_SORTED, 0, "chunk order follows atomicAdd order (README)" },
    { "warp_scan", "out", GT_E_I32, GT_C_EXACT, 0, "integer scan" },
    { "warp_scan", "block_sums", GT_E_I32, GT_C_EXACT, 0, "integer" },
};

static void sample_name(const char *dir, char *name, size_t len)
{
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s", dir);
    size_t n = strlen(tmp);
    while (n > 1 && tmp[n - 1] == '/')
        tmp[--n] = 0;
    if (n >= 3 && !strcmp(tmp + n - 3, "/gt"))
        tmp[n -= 3] = 0;
    else if (!strcmp(tmp, "gt"))
        snprintf(tmp, sizeof tmp, ".");
    while (n > 1 && tmp[n - 1] == '/')
        tmp[--n] = 0;
    const char *s = strrchr(tmp, '/');
    snprintf(name, len, "%s", s ? s + 1 : tmp);
}

struct gt_rule gt_rule_for(const char *sample_dir, const char *buffer)
{
    char name[256];
    sample_name(sample_dir, name, sizeof name);
    for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++)
        if (!strcmp(rules[i].sample, name) && !strcmp(rules[i].buffer, buffer))
            return rules[i];
    struct gt_rule r = { NULL, buffer, GT_E_U32, GT_C_EXACT, 0, "unknown buffer: exact 32-bit words" };
    return r;
}

struct gt_rule gt_rule_in(const struct gt_set *g, const char *sample_dir, const char *buffer)
{
    for (size_t i = 0; g && i < g->nrules; i++)
        if (!strcmp(g->rules[i].buffer, buffer))
            return g->rules[i];
    return gt_rule_for(sample_dir, buffer);
}

size_t gt_elem_size(unsigned elem)
{
    switch (elem) {
    case GT_E_U8: return 1;
    case GT_E_F16: return 2;
    case GT_E_F64: return 8;
    default: return 4;
    }
}

static double half_to_double(uint16_t h)
{
    int e = (h >> 10) & 31, m = h & 1023;
    double v = e == 0 ? ldexp(m, -24) : e == 31 ? (m ? NAN : INFINITY) : ldexp(m | 1024, e - 25);
    return (h & 0x8000) ? -v : v;
}

static double elem_value(unsigned elem, const uint8_t *p, size_t i)
{
    switch (elem) {
    case GT_E_U8: return p[i];
    case GT_E_F16: { uint16_t h; memcpy(&h, p + 2 * i, 2); return half_to_double(h); }
    case GT_E_F32: { float f; memcpy(&f, p + 4 * i, 4); return f; }
    case GT_E_F64: { double d; memcpy(&d, p + 8 * i, 8); return d; }
    case GT_E_I32: { int32_t v; memcpy(&v, p + 4 * i, 4); return v; }
    default: { uint32_t v; memcpy(&v, p + 4 * i, 4); return v; }
    }
}

/* one unit in the last place at magnitude m for the element's format */
static double ulp_at(unsigned elem, double m)
{
    int mant = elem == GT_E_F16 ? 10 : elem == GT_E_F32 ? 23 : 52;
    int emin = elem == GT_E_F16 ? -14 : elem == GT_E_F32 ? -126 : -1022;
    int e;
    frexp(m, &e);
    e -= 1;
    if (e < emin || m == 0)
        e = emin;
    return ldexp(1.0, e - mant);
}

static int elem_equal(const struct gt_rule *r, const uint8_t *a, const uint8_t *b, size_t i)
{
    size_t es = gt_elem_size(r->elem);
    if (!memcmp(a + i * es, b + i * es, es))
        return 1;
    if (r->cmp == GT_C_BITS_NAN)
        return isnan(elem_value(r->elem, a, i)) && isnan(elem_value(r->elem, b, i));
    if (r->cmp != GT_C_ULP)
        return 0;
    double x = elem_value(r->elem, a, i), y = elem_value(r->elem, b, i);
    if (isnan(x) || isnan(y))
        return isnan(x) && isnan(y);
    if (isinf(x) || isinf(y))
        return x == y;
    double m = fmax(fabs(x), fabs(y));
    return fabs(x - y) <= r->ulp * ulp_at(r->elem, m);
}

double gt_max_ulp(const struct gt_rule *r, const uint8_t *got, const uint8_t *want, size_t bytes)
{
    size_t es = gt_elem_size(r->elem), n = bytes / es;
    double worst = 0;
    int fl = r->elem == GT_E_F16 || r->elem == GT_E_F32 || r->elem == GT_E_F64;
    for (size_t i = 0; i < n; i++) {
        if (!memcmp(got + i * es, want + i * es, es))
            continue;
        double x = elem_value(r->elem, got, i), y = elem_value(r->elem, want, i);
        if (fl && isnan(x) && isnan(y))
            continue;       /* payloads differ; a NaN is a NaN */
        if (!fl || isnan(x) || isnan(y) || isinf(x) || isinf(y))
            return INFINITY;
        double u = fabs(x - y) / ulp_at(r->elem, fmax(fabs(x), fabs(y)));
        if (u > worst)
            worst = u;
    }
    return worst;
}

static size_t sort_es;
static int cmp_bytes(const void *a, const void *b) { return memcmp(a, b, sort_es); }

int gt_compare(const struct gt_rule *r, const uint8_t *got, const uint8_t *want, size_t bytes,
               size_t *index)
{
    size_t es = gt_elem_size(r->elem), n = bytes / es;
    *index = 0;
    if (r->cmp == GT_C_SKIP)
        return 1;
    if (r->cmp == GT_C_SORTED) {
        uint8_t *a = malloc(bytes ? bytes : 1), *b = malloc(bytes ? bytes : 1);
        int ok = 1;
        if (!a || !b) {
            ok = !memcmp(got, want, bytes);
        } else {
            memcpy(a, got, bytes);
            memcpy(b, want, bytes);
            sort_es = es;   /* byte order of little-endian words: a consistent total order */
            qsort(a, n, es, cmp_bytes);
            qsort(b, n, es, cmp_bytes);
            for (size_t i = 0; i < n && ok; i++)
                if (memcmp(a + i * es, b + i * es, es)) {
                    *index = i;
                    ok = 0;
                }
        }
        free(a);
        free(b);
        return ok;
    }
    for (size_t i = 0; i < n; i++)
        if (!elem_equal(r, got, want, i)) {
            *index = i;
            return 0;
        }
    if (bytes % es && memcmp(got + n * es, want + n * es, bytes % es)) {
        *index = n;
        return 0;
    }
    return 1;
}

void gt_format_elem(unsigned elem, const uint8_t *p, size_t i, char *buf, size_t len)
{
    switch (elem) {
    case GT_E_U8: snprintf(buf, len, "%u", p[i]); break;
    case GT_E_F16: { uint16_t h; memcpy(&h, p + 2 * i, 2);
        snprintf(buf, len, "%.6g (0x%04x)", half_to_double(h), h); break; }
    case GT_E_F32: { float f; uint32_t u; memcpy(&f, p + 4 * i, 4); memcpy(&u, p + 4 * i, 4);
        snprintf(buf, len, "%.9g (0x%08x)", (double)f, u); break; }
    case GT_E_F64: { double d; uint64_t u; memcpy(&d, p + 8 * i, 8); memcpy(&u, p + 8 * i, 8);
        snprintf(buf, len, "%.17g (0x%016llx)", d, (unsigned long long)u); break; }
    case GT_E_I32: { int32_t v; memcpy(&v, p + 4 * i, 4); snprintf(buf, len, "%d", v); break; }
    default: { uint32_t v; memcpy(&v, p + 4 * i, 4); snprintf(buf, len, "%u (0x%08x)", v, v); break; }
    }
}
