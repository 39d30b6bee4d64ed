/* gt.c - reading a sample's ground truth (launch.txt and buffers). */
#include "groundtruth.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define GT_MAX_LAUNCHES 4096
#define GT_MAX_PARAMS 1024    /* CUDA: 4 KiB of parameters before 12.1, 1024 words */
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

/* a buffer name to resolve once the buffer lines are read */
static int defer_name(struct pstate *ps, const char *name, int line, int *slot, struct ws_error *err)
{
    char **nb = realloc(ps->param_bufs, (ps->nparam_bufs + 1) * sizeof *nb);
    int *nl = realloc(ps->param_lines, (ps->nparam_bufs + 1) * sizeof *nl);
    if (nb) ps->param_bufs = nb;
    if (nl) ps->param_lines = nl;
    if (!nb || !nl || !(ps->param_bufs[ps->nparam_bufs] = gt_strdup(name)))
        return ws_error_set(err, WS_ENOMEM, ps->path, line, "out of memory");
    ps->param_lines[ps->nparam_bufs] = line;
    *slot = -1 - (int)ps->nparam_bufs++;
    return WS_OK;
}

static int parse_delta(const char *s, uint64_t *v)
{
    return s[0] == '+' ? parse_u64(s + 1, 10, v) : -1;
}

static int hexval(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

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
    struct gt_param p = { .buf = -1, .offset = -1 };
    if (f[2][0] == '@') {       /* recordings: the offset in the parameter block */
        uint64_t o;
        if (parse_u64(f[2] + 1, 10, &o) || o > 32768 || nf < 5)
            return bad(err, ps->path, line, "expected 'param N @OFFSET KIND VALUE'", orig);
        p.offset = (int32_t)o;
        f++;
        nf--;
    }
    const char *k = f[2], *v = f[3];
    int64_t s;
    uint64_t u;
    if (!strcmp(k, "buf")) {
        if (nf != 4 && (nf != 5 || parse_delta(f[4], &p.bits)))
            return bad(err, ps->path, line, "expected 'param N buf NAME [+OFFSET]'", orig);
        p.kind = GT_P_BUF;
        if (defer_name(ps, v, line, &p.buf, err))   /* resolved after the buffer lines */
            return err->code;
    } else if (!strcmp(k, "bytes")) {
        size_t n = strlen(v);
        if (nf != 4 || n % 2 || n == 0 || n > 2 * 32768 || p.offset < 0)
            return bad(err, ps->path, line, "expected 'param N @OFFSET bytes HEX'", orig);
        p.kind = GT_P_BYTES;
        p.nbytes = (uint32_t)(n / 2);
        if (!(p.bytes = malloc(p.nbytes)))
            return ws_error_set(err, WS_ENOMEM, ps->path, line, "out of memory");
        for (size_t i = 0; i < p.nbytes; i++) {
            int hi = hexval(v[2 * i]), lo = hexval(v[2 * i + 1]);
            if (hi < 0 || lo < 0) {
                free(p.bytes);
                return bad(err, ps->path, line, "bad hex bytes", orig);
            }
            p.bytes[i] = (uint8_t)(hi << 4 | lo);
        }
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
    } else if (!strcmp(k, "u8") || !strcmp(k, "u16")) {     /* unsigned char, bool; unsigned short */
        int b = k[1] == '8';
        if (nf != 4 || parse_u64(v, 10, &u) || u > (b ? 0xffu : 0xffffu))
            return bad(err, ps->path, line, b ? "bad u8 value" : "bad u16 value", orig);
        p.kind = b ? GT_P_U8 : GT_P_U16;
        p.bits = u;
    } else if (!strcmp(k, "i8")) {                              /* signed char */
        if (nf != 4 || parse_i64(v, &s) || s < -128 || s > 127)
            return bad(err, ps->path, line, "bad i8 value", orig);
        p.kind = GT_P_I8;
        p.bits = (uint8_t)(int8_t)s;
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
    } else if (!strcmp(k, "tex") || !strcmp(k, "surf")) {
        int surf = k[0] == 's';
        size_t t = 0;
        while (t < ps->g->ntextures && strcmp(ps->g->textures[t].name, v))
            t++;
        if (nf != 4 || t == ps->g->ntextures || ps->g->textures[t].surface != surf)
            return bad(err, ps->path, line, surf ? "expected 'param N surf NAME' of a surface line above"
                                                 : "expected 'param N tex NAME' of a texture line above",
                       orig);
        p.kind = surf ? GT_P_SURF : GT_P_TEX;
        p.bits = GT_TEXOBJ_BASE + GT_TEXOBJ_STRIDE * t;
    } else {
        return bad(err, ps->path, line, "unknown parameter kind", orig);
    }
    struct gt_param *np = realloc(l->params, (l->nparams + 1) * sizeof *np);
    if (!np) {
        free(p.bytes);
        return ws_error_set(err, WS_ENOMEM, ps->path, line, "out of memory");
    }
    l->params = np;
    l->params[l->nparams++] = p;
    return WS_OK;
}

/* "texture NAME BUF TYPE FORMAT CHANNELS W H D FILTER ADDRX ADDRY ADDRZ NORM READ" or
 * "surface NAME BUF TYPE FORMAT CHANNELS W H D" (the buffer is resolved with
 * the parameters' names) */
static enum ws_status parse_texture(struct pstate *ps, const char *orig, int ln, struct ws_error *err)
{
    char copy[256], *f[16];
    snprintf(copy, sizeof copy, "%s", orig);
    int nf = split(copy, f, 16), surf = f[0][0] == 's';
    struct gt_set *g = ps->g;
    const char *form = surf ? "expected 'surface NAME BUF 2d|3d|2dlayered FORMAT CHANNELS W H D'"
                            : "expected 'texture NAME BUF 2d|3d|2dlayered FORMAT CHANNELS W H D "
                              "point|linear ADDRX ADDRY ADDRZ 0|1 elem|norm'";
    if (nf != (surf ? 9 : 15))
        return bad(err, ps->path, ln, form, orig);
    if (g->ntextures >= GT_MAX_TEXTURES)
        return ws_error_set(err, WS_ELIMIT, ps->path, ln, "more than %d textures and surfaces",
                            GT_MAX_TEXTURES);
    for (size_t i = 0; i < g->ntextures; i++)
        if (!strcmp(g->textures[i].name, f[1]))
            return bad(err, ps->path, ln, "texture or surface named twice", orig);
    struct gt_texture t;
    memset(&t, 0, sizeof t);
    t.surface = surf;
    t.line = ln;
    t.type = !strcmp(f[3], "2d") ? GT_T_2D : !strcmp(f[3], "3d") ? GT_T_3D
           : !strcmp(f[3], "2dlayered") ? GT_T_2DLAYERED : 255;
    if (t.type == 255)
        return bad(err, ps->path, ln, "texture type must be 2d, 3d or 2dlayered", orig);
    uint64_t bits, ch, dim[3];
    if ((f[4][0] != 'f' && f[4][0] != 'u' && f[4][0] != 's') || parse_u64(f[4] + 1, 10, &bits) ||
        (bits != 8 && bits != 16 && bits != 32) || (f[4][0] == 'f' && bits == 8))
        return bad(err, ps->path, ln, "texture format must be f16, f32, u8, u16, u32, s8, s16 or s32",
                   orig);
    if (parse_u64(f[5], 10, &ch) || (ch != 1 && ch != 2 && ch != 4))
        return bad(err, ps->path, ln, "texture channels must be 1, 2 or 4", orig);
    for (int k = 0; k < 3; k++)
        if (parse_u64(f[6 + k], 10, &dim[k]) || dim[k] == 0 || dim[k] > 16384)
            return bad(err, ps->path, ln, "texture dimensions must be 1..16384", orig);
    if (t.type == GT_T_2D && dim[2] != 1)
        return bad(err, ps->path, ln, "a 2d texture has depth 1", orig);
    t.kind = f[4][0];
    t.bits = (uint8_t)bits;
    t.chans = (uint8_t)ch;
    t.w = (unsigned)dim[0];
    t.h = (unsigned)dim[1];
    t.d = (unsigned)dim[2];
    if (!surf) {
        if (strcmp(f[9], "point") && strcmp(f[9], "linear"))
            return bad(err, ps->path, ln, "texture filter must be point or linear", orig);
        t.linear = f[9][0] == 'l';
        for (int k = 0; k < 3; k++) {
            const char *m = f[10 + k];
            int a = !strcmp(m, "wrap") ? GT_A_WRAP : !strcmp(m, "clamp") ? GT_A_CLAMP
                  : !strcmp(m, "mirror") ? GT_A_MIRROR : !strcmp(m, "border") ? GT_A_BORDER : -1;
            if (a < 0)
                return bad(err, ps->path, ln, "address mode must be wrap, clamp, mirror or border", orig);
            t.addr[k] = (uint8_t)a;
        }
        if (strcmp(f[13], "0") && strcmp(f[13], "1"))
            return bad(err, ps->path, ln, "normalized coordinates must be 0 or 1", orig);
        t.norm = f[13][0] == '1';
        if (strcmp(f[14], "elem") && strcmp(f[14], "norm"))
            return bad(err, ps->path, ln, "read mode must be elem or norm", orig);
        t.readnorm = f[14][0] == 'n';
        if (t.readnorm && (t.kind == 'f' || bits == 32))
            return bad(err, ps->path, ln, "read mode norm is for 8- and 16-bit integer texels", orig);
    }
    if (defer_name(ps, f[2], ln, &t.buf, err))     /* resolved after the buffer lines */
        return err->code;
    struct gt_texture *nt = realloc(g->textures, (g->ntextures + 1) * sizeof *nt);
    if (!nt)
        return ws_error_set(err, WS_ENOMEM, ps->path, ln, "out of memory");
    g->textures = nt;
    if (!(t.name = gt_strdup(f[1])))
        return ws_error_set(err, WS_ENOMEM, ps->path, ln, "out of memory");
    g->textures[g->ntextures++] = t;
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
    else if (!strcmp(f[k], "ulp") && nf > k + 1 && (r.ulp = strtod(f[k + 1], NULL)) > 0) {
        r.cmp = GT_C_ULP;
        k += 2;
    } else if (strcmp(f[k], "abs"))
        return bad(err, ps->path, ln, "compare mode must be exact, bits-nan, ulp N, abs E or ulp N abs E",
                   orig);
    /* "abs E": an absolute bound, alone or as an alternative to the ulp one */
    if ((r.cmp == GT_C_ULP || r.cmp == GT_C_EXACT) && k < nf && !strcmp(f[k], "abs")) {
        if (nf <= k + 1 || (r.abs = strtod(f[k + 1], NULL)) <= 0)
            return bad(err, ps->path, ln, "'abs' needs a positive bound", orig);
        r.cmp = GT_C_ULP;
    }
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

/* "racy NAME INDEX LO HI -- WHY" */
static enum ws_status parse_racy(struct pstate *ps, char **f, int nf, int ln, const char *orig,
                                 struct ws_error *err)
{
    struct gt_racy r = { 0 };
    char *end;
    const char *why = strstr(orig, " -- ");
    if (nf < 5 || !why)
        return bad(err, ps->path, ln, "expected 'racy NAME INDEX LO HI -- WHY'", orig);
    unsigned long long idx = strtoull(f[2], &end, 10);
    int ok = *f[2] && !*end;
    r.lo = strtoll(f[3], &end, 0);
    ok = ok && *f[3] && !*end;
    r.hi = strtoll(f[4], &end, 0);
    ok = ok && *f[4] && !*end && r.lo <= r.hi;
    if (!ok)
        return bad(err, ps->path, ln, "racy: INDEX, LO and HI must be integers with LO <= HI", orig);
    r.index = (size_t)idx;
    struct gt_set *g = ps->g;
    struct gt_racy *nr = realloc(g->racy, (g->nracy + 1) * sizeof *nr);
    if (!nr)
        return ws_error_set(err, WS_ENOMEM, ps->path, ln, "out of memory");
    g->racy = nr;
    r.buffer = gt_strdup(f[1]);
    r.why = gt_strdup(why + 4);
    nr[g->nracy++] = r;
    return r.buffer && r.why ? WS_OK : ws_error_set(err, WS_ENOMEM, ps->path, ln, "out of memory");
}

/* "pointer BUF OFFSET BUF2 +DELTA" (after the buffers) and "parampointer
 * N OFFSET BUF2 +DELTA" (in a launch) */
static enum ws_status parse_pointer(struct pstate *ps, char **f, int nf, int ln, const char *orig,
                                    struct ws_error *err)
{
    struct gt_set *g = ps->g;
    int isparam = f[0][0] == 'p' && f[0][1] == 'a';
    struct gt_pointer pt = { .in = -1 };
    uint64_t idx = 0;
    if (nf != 5 || parse_u64(f[2], 10, &pt.off) || parse_delta(f[4], &pt.delta) ||
        (isparam && parse_u64(f[1], 10, &idx)))
        return bad(err, ps->path, ln, isparam ? "expected 'parampointer N OFFSET BUF +DELTA'"
                                              : "expected 'pointer BUF OFFSET BUF2 +DELTA'", orig);
    size_t *n;
    struct gt_pointer **arr;
    if (isparam) {
        struct gt_launch *l = &g->launches[g->nlaunches - 1];
        if (idx >= l->nparams || l->params[idx].kind != GT_P_BYTES ||
            pt.off + 8 > l->params[idx].nbytes)
            return bad(err, ps->path, ln, "parampointer outside a 'bytes' parameter", orig);
        pt.in = (int)idx;
        n = &l->nparam_ptrs;
        arr = &l->param_ptrs;
    } else {
        pt.in = gt_find_buffer(g, f[1]);
        if (pt.in < 0 || pt.off + 8 > g->buffers[pt.in].bytes)
            return bad(err, ps->path, ln, "pointer outside a declared buffer", orig);
        n = &g->npointers;
        arr = &g->pointers;
    }
    if (*n >= (1u << 20))
        return ws_error_set(err, WS_ELIMIT, ps->path, ln, "more than %u pointers", 1u << 20);
    struct gt_pointer *np = realloc(*arr, (*n + 1) * sizeof *np);
    if (!np)
        return ws_error_set(err, WS_ENOMEM, ps->path, ln, "out of memory");
    *arr = np;
    if (defer_name(ps, f[3], ln, &pt.buf, err))
        return err->code;
    np[(*n)++] = pt;
    return WS_OK;
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
        uint64_t bytes, base = 0;
        if (nf < 4 || nf > 6 || parse_u64(f[2], 10, &bytes) ||
            (nf >= 5 && strcmp(f[4], "device") && strcmp(f[4], "host") && strcmp(f[4], "managed")) ||
            (nf == 6 && (strncmp(f[5], "@0x", 3) || parse_u64(f[5] + 3, 16, &base))))
            return bad(err, ps->path, ln,
                       "expected 'buffer NAME BYTES in|out|inout [device|host|managed [@0xADDRESS]]'", orig);
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
        snprintf(b->kind, sizeof b->kind, "%s", nf >= 5 ? f[4] : "device");
        b->gpu_addr = base;
        return b->name ? WS_OK : ws_error_set(err, WS_ENOMEM, ps->path, ln, "out of memory");
    }
    if (!strcmp(f[0], "compare"))
        return parse_compare(ps, f, nf, ln, orig, err);
    if (!strcmp(f[0], "texture") || !strcmp(f[0], "surface"))
        return parse_texture(ps, orig, ln, err);
    if (!strcmp(f[0], "racy"))
        return parse_racy(ps, f, nf, ln, orig, err);
    if (!strcmp(f[0], "note"))
        return WS_OK;           /* remarks for people */
    if (!strcmp(f[0], "pointer")) {
        if (!g->nbuffers)
            return bad(err, ps->path, ln, "pointer line before the buffer lines", orig);
        return parse_pointer(ps, f, nf, ln, orig, err);
    }
    if (!strcmp(f[0], "fault")) {  /* "fault N cudaErrorAssert": launch N ended with a fault */
        uint64_t n;
        if (nf != 3 || parse_u64(f[1], 10, &n) || n >= g->nlaunches || g->fault_launch >= 0 ||
            strlen(f[2]) >= sizeof g->fault_error)
            return bad(err, ps->path, ln, "expected one 'fault N ERROR' naming a launch above", orig);
        g->fault_launch = (int)n;
        snprintf(g->fault_error, sizeof g->fault_error, "%s", f[2]);
        return WS_OK;
    }
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
    if (!strcmp(f[0], "cooperative")) {   /* cudaLaunchCooperativeKernel (harness.h) */
        if (nf != 2 || strcmp(f[1], "1") || l->cooperative)
            return bad(err, ps->path, ln, "expected one 'cooperative 1'", orig);
        l->cooperative = 1;
        return WS_OK;
    }
    if (!strcmp(f[0], "param"))
        return parse_param(ps, f, nf, ln, orig, err);
    if (!strcmp(f[0], "parampointer"))
        return parse_pointer(ps, f, nf, ln, orig, err);
    if (!strcmp(f[0], "code")) {
        uint64_t sm;
        if (nf != 3 || l->code || parse_u64(f[2], 10, &sm) || sm < 10 || sm > 1000)
            return bad(err, ps->path, ln, "expected one 'code DIR SM'", orig);
        l->code_sm = (int)sm;
        g->recorded = 1;
        l->code = gt_strdup(f[1]);
        return l->code ? WS_OK : ws_error_set(err, WS_ENOMEM, ps->path, ln, "out of memory");
    }
    return bad(err, ps->path, ln, "unknown line", orig);
}

static enum ws_status resolve(struct pstate *ps, int *slot, struct ws_error *err)
{
    size_t k = (size_t)(-1 - *slot);
    int b = gt_find_buffer(ps->g, ps->param_bufs[k]);
    if (b < 0)
        return ws_error_set(err, WS_EPARSE, ps->path, ps->param_lines[k],
                            "names buffer '%s', which no buffer line declares", ps->param_bufs[k]);
    *slot = b;
    return WS_OK;
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
    if (!ps->g->nbuffers) {
        /* a recorded launch may reach no memory (a kernel that only
         * prints): nothing to compare, which the replay says */
        if (finish_launch(ps, ln, err))
            return err->code;
        if (!ps->g->recorded)
            return ws_error_set(err, WS_EPARSE, ps->path, ln, "no buffer lines");
    }
    /* resolve the buffer names of parameters and pointers */
    for (size_t li = 0; li < ps->g->nlaunches; li++) {
        struct gt_launch *l = &ps->g->launches[li];
        for (size_t i = 0; i < l->nparams; i++)
            if (l->params[i].kind == GT_P_BUF && resolve(ps, &l->params[i].buf, err))
                return err->code;
        for (size_t i = 0; i < l->nparam_ptrs; i++)
            if (resolve(ps, &l->param_ptrs[i].buf, err))
                return err->code;
    }
    for (size_t i = 0; i < ps->g->npointers; i++)
        if (resolve(ps, &ps->g->pointers[i].buf, err))
            return err->code;
    for (size_t i = 0; i < ps->g->ntextures; i++) {
        struct gt_texture *t = &ps->g->textures[i];
        if (resolve(ps, &t->buf, err))
            return err->code;
        uint64_t need = (uint64_t)t->w * t->h * t->d * t->chans * (t->bits / 8);
        if (ps->g->buffers[t->buf].bytes < need)
            return ws_error_set(err, WS_EPARSE, ps->path, t->line,
                                "%s %s needs %llu bytes of texels and buffer '%s' has %zu",
                                t->surface ? "surface" : "texture", t->name,
                                (unsigned long long)need, ps->g->buffers[t->buf].name,
                                ps->g->buffers[t->buf].bytes);
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
    g->fault_launch = -1;
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
    /* the device's printf text and a failed assertion's message, when
     * recorded (samples/printf_assert) */
    const char *names[2] = { "printf.txt", "assert.txt" };
    char **texts[2] = { &g->printf_text, &g->assert_text };
    for (int k = 0; k < 2 && !s; k++) {
        snprintf(path, sizeof path, "%s/%s", g->dir, names[k]);
        if (stat(path, &st) != 0)
            continue;
        s = read_all(path, &text, &len, err);
        if (!s) {
            char *t = realloc(text, len + 1);
            if (!t) {
                free(text);
                s = ws_error_set(err, WS_ENOMEM, path, 0, "out of memory");
                break;
            }
            t[len] = 0;
            *texts[k] = t;
        }
    }
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
    for (size_t i = 0; i < g->nracy; i++) {
        free(g->racy[i].buffer);
        free(g->racy[i].why);
    }
    free(g->racy);
    for (size_t i = 0; i < g->nlaunches; i++) {
        for (size_t k = 0; k < g->launches[i].nparams; k++)
            free(g->launches[i].params[k].bytes);
        free(g->launches[i].kernel);
        free(g->launches[i].params);
        free(g->launches[i].param_ptrs);
        free(g->launches[i].code);
    }
    free(g->pointers);
    for (size_t i = 0; i < g->ntextures; i++)
        free(g->textures[i].name);
    free(g->textures);
    for (size_t i = 0; i < g->nbuffers; i++) {
        free(g->buffers[i].name);
        free(g->buffers[i].in);
        free(g->buffers[i].out);
    }
    free(g->launches);
    free(g->buffers);
    free(g->printf_text);
    free(g->assert_text);
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
    case GT_P_BUF: case GT_P_U64: case GT_P_F64: case GT_P_TEX: case GT_P_SURF: return 8;
    case GT_P_U8: case GT_P_I8: return 1;
    case GT_P_U16: return 2;
    default: return 4;
    }
}

size_t gt_param_block(const struct gt_launch *l, const uint64_t *addr, uint8_t *block, size_t cap)
{
    size_t off = 0, end = 0;
    for (size_t i = 0; i < l->nparams; i++) {
        const struct gt_param *p = &l->params[i];
        unsigned sz = p->kind == GT_P_BYTES ? p->nbytes : gt_param_size(p->kind);
        off = p->offset >= 0 ? (size_t)p->offset : (off + sz - 1) & ~(size_t)(sz - 1);
        uint64_t v = p->kind == GT_P_BUF ? addr[p->buf] + p->bits : p->bits;
        if (off + sz <= cap)    /* little-endian host, as the GPU */
            memcpy(block + off, p->kind == GT_P_BYTES ? (const void *)p->bytes : (const void *)&v, sz);
        off += sz;
        if (off > end)
            end = off;
    }
    for (size_t i = 0; i < l->nparam_ptrs; i++) {
        const struct gt_pointer *pp = &l->param_ptrs[i];
        uint64_t v = addr[pp->buf] + pp->delta;
        size_t at = (size_t)l->params[pp->in].offset + pp->off;
        if (at + 8 <= cap)
            memcpy(block + at, &v, 8);
    }
    return end;
}

/* ---- comparison rules ---- */

/* Output buffers of the samples: element types from each kernel.cu's
 * signature; modes from samples/README.md "Determinism"; float bounds
 * set a little above what the native clang-19 code on the emulator showed
 * (tests/test_emu_native.c), so that a wrong translation, which is off by
 * far more, still fails. */
static const struct gt_rule rules[] = {
    { "bfs_level", "dist", GT_E_I32, GT_C_EXACT, 0, "deterministic (README)", 0, 0, NULL },
    { "bfs_level", "level_len", GT_E_I32, GT_C_EXACT, 0, "deterministic (README)", 0, 0, NULL },
    { "bfs_level", "queue", GT_E_I32, GT_C_SORTED, 0, "order within a level follows atomicAdd order (README)", 0, 0, NULL },
    { "bfs_level", "parent", GT_E_I32, GT_C_SKIP, 0, "the atomicCAS winner decides (README)", 0, 0, NULL },
    { "big_unrolled", "out_state", GT_E_U32, GT_C_EXACT, 0, "integer mixing", 0, 0, NULL },
    { "big_unrolled", "out_mat", GT_E_F32, GT_C_ULP, 4, "FFMA chains; native clang-19 code measured 0 ULP", 0, 0, NULL },
    { "conv2d_halo", "out_const", GT_E_F32, GT_C_ULP, 4, "9-term dot product; native measured 0 ULP", 0, 0, NULL },
    { "conv2d_halo", "out_param", GT_E_F32, GT_C_ULP, 4, "9-term dot product; native measured 0 ULP", 0, 0, NULL },
    { "crypto_mix", "out", GT_E_U32, GT_C_EXACT, 0, "integer", 0, 0, NULL },
    { "crypto_mix", "stats", GT_E_U32, GT_C_EXACT, 0, "integer", 0, 0, NULL },
    { "dp_stencil", "v", GT_E_F64, GT_C_ULP, 4, "3-term stencil; native measured 0 ULP", 0, 0, NULL },
    { "dp_stencil", "y", GT_E_F64, GT_C_ULP, 4, "axpy; native measured 0 ULP", 0, 0, NULL },
    { "dp_stencil", "partial", GT_E_F64, GT_C_ULP, 4, "tree reduction; native measured 0 ULP", 0, 0, NULL },
    { "func_ptr", "y", GT_E_F32, GT_C_ULP, 4, "FFMA chains in the callees, the same operations in either code", 0, 0, NULL },
    { "gemm_tiled", "C", GT_E_F32, GT_C_ULP, 4, "K-term dot products; native measured 0 ULP", 0, 0, NULL },
    { "half2_axpy", "ya", GT_E_F16, GT_C_ULP, 1, "one fma per element; native measured 0 ULP", 0, 0, NULL },
    { "half2_axpy", "z", GT_E_F16, GT_C_ULP, 1, "mul then add in half; native measured 0 ULP", 0, 0, NULL },
    { "histogram_smem", "hist", GT_E_U32, GT_C_EXACT, 0, "integer counts", 0, 0, NULL },
    { "ieee_div", "q", GT_E_F32, GT_C_EXACT, 0, "IEEE division is correctly rounded", 0, 0, NULL },
    { "ieee_div", "r", GT_E_F32, GT_C_EXACT, 0, "IEEE sqrt is correctly rounded", 0, 0, NULL },
    { "loop_break", "pos", GT_E_I32, GT_C_EXACT, 0, "integer search", 0, 0, NULL },
    { "loop_break", "steps", GT_E_I32, GT_C_EXACT, 0, "integer", 0, 0, NULL },
    { "loop_break", "out", GT_E_I32, GT_C_EXACT, 0, "integer walk", 0, 0, NULL },
    { "recursive_walk", "out", GT_E_I32, GT_C_EXACT, 0, "integer", 0, 0, NULL },
    { "reduce_block", "sum_f32", GT_E_F32, GT_C_ULP, 16, "float atomicAdd order between blocks (README); native measured 3 ULP", 0, 0, NULL },
    { "reduce_block", "sum_i32", GT_E_I32, GT_C_EXACT, 0, "deterministic (README)", 0, 0, NULL },
    { "softmax", "y", GT_E_F32, GT_C_ULP, 16, "__expf/__fdividef approximations (MUFU.EX2/RCP vs the C library); native measured 4 ULP", 0, 0, NULL },
    { "stencil", "out", GT_E_F32, GT_C_ULP, 4, "7-term sum; native measured 0 ULP", 0, 0, NULL },
    { "switch_table", "y", GT_E_F32, GT_C_ULP, 4, "case 6 is __fdividef (MUFU.RCP, an approximation); the other cases are exact IEEE operations", 0, 0, NULL },
    { "switch_table", "hist", GT_E_I32, GT_C_EXACT, 0, "atomic counts", 0, 0, NULL },
    { "sync_bits", "x", GT_E_U32, GT_C_EXACT, 0, "XOR of direction words", 0, 0, NULL },
    { "sync_bits", "out", GT_E_I32, GT_C_EXACT, 0, "integer", 0, 0, NULL },
    { "sync_bits", "q", GT_E_U32, GT_C_EXACT, 0, "64-bit integer quotients, compared as words", 0, 0, NULL },
    { "sync_bits", "m", GT_E_F64, GT_C_EXACT, 0, "DMUL, DADD and fmax are exact IEEE operations", 0, 0, NULL },
    { "sync_bits", "flag", GT_E_I32, GT_C_EXACT, 0, "integer", 0, 0, NULL },
    { "sync_bits", "cl", GT_E_I32, GT_C_EXACT, 0, "cluster registers of a launch without clusters", 0, 0, NULL },
    { "transpose_padded", "out", GT_E_F32, GT_C_EXACT, 0, "a copy", 0, 0, NULL },
    { "vote_compact", "count", GT_E_I32, GT_C_EXACT, 0, "deterministic (README)", 0, 0, NULL },
    { "vote_compact", "out", GT_E_I32, GT_C_SORTED, 0, "chunk order follows atomicAdd order (README)", 0, 0, NULL },
    { "warp_div", "out", GT_E_I32, GT_C_EXACT, 0, "integer, the same lanes active together", 0, 0, NULL },
    { "warp_div", "rank", GT_E_I32, GT_C_EXACT, 0, "integer, the same lanes active together", 0, 0, NULL },
    { "warp_scan", "out", GT_E_I32, GT_C_EXACT, 0, "integer scan", 0, 0, NULL },
    { "warp_scan", "block_sums", GT_E_I32, GT_C_EXACT, 0, "integer", 0, 0, NULL },
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
    struct gt_rule r = { NULL, buffer, GT_E_U32, GT_C_EXACT, 0, "unknown buffer: exact 32-bit words", 0, 0, NULL };
    return r;
}

int gt_has_rule(const struct gt_set *g, const char *buffer)
{
    for (size_t i = 0; g && i < g->nrules; i++)
        if (!strcmp(g->rules[i].buffer, buffer))
            return 1;
    return 0;
}

void gt_rule_racy(const struct gt_set *g, const char *buffer, struct gt_rule *r)
{
    r->nracy = 0;
    r->racy = NULL;
    for (size_t i = 0; g && i < g->nracy; i++)
        if (!strcmp(g->racy[i].buffer, buffer)) {
            if (!r->nracy)
                r->racy = &g->racy[i];
            /* the lines of one buffer are consecutive (parse_racy keeps
             * them in order; launch.txt groups them) */
            if (&g->racy[i] != r->racy + r->nracy)
                break;
            r->nracy++;
        }
}

struct gt_rule gt_rule_in(const struct gt_set *g, const char *sample_dir, const char *buffer)
{
    for (size_t i = 0; g && i < g->nrules; i++)
        if (!strcmp(g->rules[i].buffer, buffer))
            return g->rules[i];
    return gt_rule_for(sample_dir, buffer);
}

/* ---- comparison rules of recordings ---- */

/* Itanium C++ mangling, as much as kernel parameter lists need: builtin
 * types, pointers, cv-qualifiers, plain source names and substitutions. */
struct mangled {
    const char *s;
    size_t pos, nsub;
    size_t sub[64];         /* where each substitution candidate starts */
};

static int mg_type(struct mangled *m)
{
    size_t start = m->pos;
    char c = m->s[m->pos];
    if (c == 'P' || c == 'K' || c == 'V' || c == 'r' || c == 'R') {
        m->pos++;
        if (mg_type(m))
            return -1;
    } else if (c == 'S') {
        m->pos++;
        while (m->s[m->pos] && m->s[m->pos] != '_')
            m->pos++;
        if (m->s[m->pos] != '_')
            return -1;
        m->pos++;
        return 0;               /* a substitution is not a new candidate */
    } else if (c >= '1' && c <= '9') {
        size_t n = 0;
        while (m->s[m->pos] >= '0' && m->s[m->pos] <= '9')
            n = n * 10 + (size_t)(m->s[m->pos++] - '0');
        if (strnlen(m->s + m->pos, n) < n)
            return -1;
        m->pos += n;
    } else if (c == 'D' && m->s[m->pos + 1]) {
        m->pos += 2;
        return 0;
    } else if (c && strchr("vbcahstijlmxynofdeg", c)) {
        m->pos++;
        return 0;
    } else {
        return -1;
    }
    if (m->nsub < 64)
        m->sub[m->nsub++] = start;
    return 0;
}

/* where the type a substitution at p refers to starts, or (size_t)-1 */
static size_t mg_subst(const struct mangled *m, size_t p)
{
    size_t k = 0;
    if (m->s[p + 1] != '_') {
        for (p++; m->s[p] != '_'; p++) {
            char c = m->s[p];
            int d = c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'Z' ? c - 'A' + 10 : -1;
            if (d < 0)
                return (size_t)-1;
            k = k * 36 + (size_t)d;
        }
        k++;
    }
    return k < m->nsub ? m->sub[k] : (size_t)-1;
}

/* the element type a pointer to the type at t points at */
static int mg_scalar(const char *t, unsigned *elem)
{
    static const struct { const char *code; unsigned elem; } map[] = {
        { "f", GT_E_F32 }, { "d", GT_E_F64 }, { "Dh", GT_E_F16 }, { "i", GT_E_I32 }, { "j", GT_E_U32 },
        { "c", GT_E_U8 }, { "a", GT_E_U8 }, { "h", GT_E_U8 }, { "6__half", GT_E_F16 },
        { "7__half2", GT_E_F16 }, { "6float2", GT_E_F32 }, { "6float4", GT_E_F32 },
        { "7double2", GT_E_F64 }, { "4int2", GT_E_I32 }, { "4int4", GT_E_I32 }, { "5uint4", GT_E_U32 },
    };
    size_t len = 1;             /* the type's length in the mangled name */
    if (t[0] == 'D')
        len = 2;
    else if (t[0] >= '1' && t[0] <= '9') {
        size_t n = 0, d = 0;
        while (t[d] >= '0' && t[d] <= '9')
            n = n * 10 + (size_t)(t[d++] - '0');
        len = d + n;
    }
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
        if (strlen(map[i].code) == len && !strncmp(t, map[i].code, len)) {
            *elem = map[i].elem;
            return 0;
        }
    return -1;
}

int gt_mangled_pointee(const char *mangled, size_t i, unsigned *elem)
{
    if (!mangled || strncmp(mangled, "_Z", 2) || !(mangled[2] >= '1' && mangled[2] <= '9'))
        return -1;              /* extern "C", or a nested or template name */
    struct mangled m = { .s = mangled, .pos = 2 };
    size_t n = 0;
    while (mangled[m.pos] >= '0' && mangled[m.pos] <= '9')
        n = n * 10 + (size_t)(mangled[m.pos++] - '0');
    if (strnlen(mangled + m.pos, n) < n)
        return -1;
    m.pos += n;
    size_t start = 0;
    for (size_t k = 0; k <= i; k++) {
        start = m.pos;
        if (!mangled[m.pos] || mg_type(&m))
            return -1;
    }
    size_t t = start;
    for (int hops = 0; hops < 8 && mangled[t] == 'S'; hops++)
        if ((t = mg_subst(&m, t)) == (size_t)-1)
            return -1;
    if (mangled[t] != 'P')
        return -1;
    t++;
    for (int hops = 0; hops < 16; hops++) {
        if (strchr("KVr", mangled[t]) && mangled[t])
            t++;
        else if (mangled[t] == 'S' && (t = mg_subst(&m, t)) == (size_t)-1)
            return -1;
        else if (mangled[t] != 'S')
            break;
    }
    return mangled[t] == 'P' ? -1 : mg_scalar(mangled + t, elem);
}

struct gt_rule gt_rule_recorded(const struct gt_set *g, int b)
{
    const struct gt_buffer *gb = &g->buffers[b];
    unsigned elem = 0;
    int seen = 0, unknown = 0;
    for (size_t li = 0; li < g->nlaunches; li++)
        for (size_t i = 0; i < g->launches[li].nparams; i++) {
            const struct gt_param *p = &g->launches[li].params[i];
            unsigned e;
            if (p->kind != GT_P_BUF || p->buf != b)
                continue;
            if (gt_mangled_pointee(g->launches[li].kernel, i, &e) || (seen && e != elem))
                unknown = 1;
            elem = e;
            seen = 1;
        }
    struct gt_rule r = { .buffer = gb->name, .elem = gb->bytes % 4 ? GT_E_U8 : GT_E_U32, .cmp = GT_C_EXACT,
                         .why = "no parameter's C++ type gives its elements" };
    if (!seen || unknown)
        return r;
    r.elem = (uint8_t)elem;
    switch (elem) {
    case GT_E_F32: case GT_E_F64: case GT_E_F16:
        r.cmp = GT_C_ULP;
        r.ulp = elem == GT_E_F16 ? 2 : 16;
        r.why = "float pointer parameter; approximations and float atomics' order differ "
                "from the GPU's: the samples' largest bound";
        break;
    default:
        r.why = "integer pointer parameter";
        break;
    }
    return r;
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

/* Is element i racy under r: 1 and *ok whether a's value is in its range. */
static int racy_elem(const struct gt_rule *r, const uint8_t *a, size_t i, int *ok)
{
    for (size_t k = 0; k < r->nracy; k++) {
        if (r->racy[k].index != i || r->elem == GT_E_F16 || r->elem == GT_E_F32 || r->elem == GT_E_F64)
            continue;
        long long v;
        if (r->elem == GT_E_U8) {
            v = a[i];
        } else {
            uint32_t u;
            memcpy(&u, a + 4 * i, 4);
            v = r->elem == GT_E_I32 ? (long long)(int32_t)u : (long long)u;
        }
        *ok = v >= r->racy[k].lo && v <= r->racy[k].hi;
        return 1;
    }
    return 0;
}

static int elem_equal(const struct gt_rule *r, const uint8_t *a, const uint8_t *b, size_t i)
{
    size_t es = gt_elem_size(r->elem);
    int rok;
    if (racy_elem(r, a, i, &rok))
        return rok;
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
    return fabs(x - y) <= r->ulp * ulp_at(r->elem, m) || fabs(x - y) <= r->abs;
}

double gt_max_ulp(const struct gt_rule *r, const uint8_t *got, const uint8_t *want, size_t bytes)
{
    size_t es = gt_elem_size(r->elem), n = bytes / es;
    double worst = 0;
    int fl = r->elem == GT_E_F16 || r->elem == GT_E_F32 || r->elem == GT_E_F64;
    for (size_t i = 0; i < n; i++) {
        int rok;
        if (!memcmp(got + i * es, want + i * es, es) || (racy_elem(r, got, i, &rok) && rok))
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

double gt_max_abs(const struct gt_rule *r, const uint8_t *got, const uint8_t *want, size_t bytes)
{
    size_t es = gt_elem_size(r->elem), n = bytes / es;
    double worst = 0;
    if (r->elem != GT_E_F16 && r->elem != GT_E_F32 && r->elem != GT_E_F64)
        return 0;
    for (size_t i = 0; i < n; i++) {
        double x = elem_value(r->elem, got, i), y = elem_value(r->elem, want, i);
        if (isnan(x) || isnan(y) || isinf(x) || isinf(y))
            continue;
        if (r->cmp == GT_C_ULP && fabs(x - y) <= r->ulp * ulp_at(r->elem, fmax(fabs(x), fabs(y))))
            continue;
        if (fabs(x - y) > worst)
            worst = fabs(x - y);
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
