/* align.c - source line <-> SASS <-> RDNA3 alignment (see align.h). */
#include "align.h"

#include <stdlib.h>
#include <string.h>

/* ---- a sorted multimap from a 64-bit key to indices ---------------------- */

struct mmap {
    int64_t *key;       /* sorted */
    int32_t *idx;       /* parallel to key, sorted within a key */
    size_t n, cap;
};

struct pair { int64_t key; int32_t idx; };

static int mm_add(struct mmap *m, int64_t key, int32_t idx)
{
    if (m->n == m->cap) {
        size_t c = m->cap ? m->cap * 2 : 64;
        int64_t *k = realloc(m->key, c * sizeof *k);
        if (!k)
            return -1;
        m->key = k;
        int32_t *i = realloc(m->idx, c * sizeof *i);
        if (!i)
            return -1;
        m->idx = i;
        m->cap = c;
    }
    m->key[m->n] = key;
    m->idx[m->n++] = idx;
    return 0;
}

/* Room for n entries in all (the tables of a function's rows are made in
 * one go: no copy as they grow). */
static int mm_reserve(struct mmap *m, size_t n)
{
    if (n <= m->cap)
        return 0;
    int64_t *k = realloc(m->key, n * sizeof *k);
    if (!k)
        return -1;
    m->key = k;
    int32_t *i = realloc(m->idx, n * sizeof *i);
    if (!i)
        return -1;
    m->idx = i;
    m->cap = n;
    return 0;
}

static int mm_sorted(const struct mmap *m)
{
    for (size_t i = 1; i < m->n; i++)
        if (m->key[i] < m->key[i - 1] || (m->key[i] == m->key[i - 1] && m->idx[i] <= m->idx[i - 1]))
            return 0;
    return 1;
}

static uint64_t ukey(const struct pair *p)
{
    return (uint64_t)p->key ^ (1ull << 63);     /* negative keys sort first */
}

/* Byte d of a pair's sort key: bytes 0-3 the index, 4-11 the key. */
static unsigned digit(const struct pair *p, int d)
{
    return d < 4 ? ((uint32_t)p->idx >> (8 * d)) & 0xff : (unsigned)(ukey(p) >> (8 * (d - 4))) & 0xff;
}

/* Sort by (key, index): an LSD radix sort (stable counting passes over the
 * bytes that differ between the pairs), then duplicates dropped. */
static int mm_sort(struct mmap *m)
{
    if (m->n < 2 || mm_sorted(m))      /* often added in order already */
        return 0;
    size_t n = m->n;
    struct pair *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    if (!a || !b) {
        free(a);
        free(b);
        return -1;
    }
    uint32_t di = 0;
    uint64_t dk = 0;
    for (size_t i = 0; i < n; i++) {
        a[i] = (struct pair){ m->key[i], m->idx[i] };
        di |= (uint32_t)a[i].idx ^ (uint32_t)a[0].idx;
        dk |= ukey(&a[i]) ^ ukey(&a[0]);
    }
    for (int d = 0; d < 12; d++) {
        if (!(d < 4 ? (di >> (8 * d)) & 0xff : (dk >> (8 * (d - 4))) & 0xff))
            continue;                   /* this byte is the same everywhere */
        size_t cnt[256] = { 0 };
        for (size_t i = 0; i < n; i++)
            cnt[digit(&a[i], d)]++;
        size_t sum = 0;
        for (int k = 0; k < 256; k++) {
            size_t c = cnt[k];
            cnt[k] = sum;
            sum += c;
        }
        for (size_t i = 0; i < n; i++)
            b[cnt[digit(&a[i], d)]++] = a[i];
        struct pair *t = a;
        a = b;
        b = t;
    }
    size_t w = 0;
    for (size_t i = 0; i < n; i++) {
        if (w && a[i].key == m->key[w - 1] && a[i].idx == m->idx[w - 1])
            continue;   /* a duplicate (an insn inlined at its own line) */
        m->key[w] = a[i].key;
        m->idx[w++] = a[i].idx;
    }
    m->n = w;
    free(a);
    free(b);
    return 0;
}

static struct align_set mm_get(const struct mmap *m, int64_t key)
{
    size_t lo = 0, hi = m->n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (m->key[mid] < key) lo = mid + 1;
        else hi = mid;
    }
    size_t e = lo;
    while (e < m->n && m->key[e] == key)
        e++;
    return (struct align_set){ m->idx ? m->idx + lo : NULL, e - lo };
}

static void mm_free(struct mmap *m)
{
    free(m->key);
    free(m->idx);
}

static int64_t line_key(int file, int line)
{
    return ((int64_t)file << 32) | (uint32_t)line;
}

/* ---- the model ---------------------------------------------------------- */

struct align {
    const struct sass_function *sf;
    size_t nsass, nx, nnat;
    struct align_loc *sass_loc;     /* per SASS insn, as a source pane shows it */
    int32_t *x_sass;                /* per translated line: SASS index or -1 */
    struct align_loc *nat_loc;      /* per native insn */
    struct mmap line_sass, line_x, line_nat, sass_x;
    int main_file;
};

static const char *base_name(const char *p)
{
    const char *s = strrchr(p, '/');
    return s ? s + 1 : p;
}

/* The file most instructions are in (the kernel, not an intrinsics header). */
static int pick_main_file(const struct sass_module *m, const struct sass_function *sf)
{
    if (!m->nfiles)
        return -1;
    size_t *count = calloc(m->nfiles, sizeof *count);
    if (!count)
        return -1;
    for (size_t i = 0; i < sf->ninsns; i++) {
        const struct sass_line *l = &sf->insns[i].line;
        if (l->inl_file >= 0 && (size_t)l->inl_file < m->nfiles)
            count[l->inl_file]++;
        else if (l->file >= 0 && (size_t)l->file < m->nfiles)
            count[l->file]++;
    }
    int best = -1;
    for (size_t f = 0; f < m->nfiles; f++)
        if (count[f] && (best < 0 || count[f] > count[best]))
            best = (int)f;
    free(count);
    return best;
}

/* Map the native module's .file numbers onto SASS file indices. */
static int native_file(const struct sass_module *m, const struct rdna_module *nm, int f)
{
    if (!nm || f < 0 || (size_t)f >= nm->nfiles || !nm->files[f])
        return -1;
    const char *b = base_name(nm->files[f]);
    for (size_t i = 0; i < m->nfiles; i++)
        if (!strcmp(base_name(m->files[i]), b))
            return (int)i;
    return -1;
}

static int sass_index_at(const struct sass_function *sf, uint32_t off)
{
    size_t lo = 0, hi = sf->ninsns;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (sf->insns[mid].offset < off) lo = mid + 1;
        else hi = mid;
    }
    return lo < sf->ninsns && sf->insns[lo].offset == off ? (int)lo : -1;
}

static int build_sass(struct align *a, const struct sass_function *sf)
{
    for (size_t i = 0; i < sf->ninsns; i++) {
        const struct sass_line *l = &sf->insns[i].line;
        struct align_loc loc = { -1, 0 };
        if (l->file >= 0 && l->line > 0) {
            loc = (struct align_loc){ l->file, l->line };
            if (mm_add(&a->line_sass, line_key(l->file, l->line), (int32_t)i))
                return -1;
        }
        /* -gi: an inlined instruction also belongs to the line it was
         * inlined at, and a source pane of the caller's file shows it there */
        if (l->inl_file >= 0 && l->inl_line > 0) {
            if (mm_add(&a->line_sass, line_key(l->inl_file, l->inl_line), (int32_t)i))
                return -1;
            if (l->file != a->main_file && l->inl_file == a->main_file)
                loc = (struct align_loc){ l->inl_file, l->inl_line };
        }
        a->sass_loc[i] = loc;
    }
    return 0;
}

static int build_xlate(struct align *a, const struct xfunc *xf)
{
    if (mm_reserve(&a->sass_x, a->nx))      /* at most one per line */
        return -1;
    for (size_t k = 0; k < a->nx; k++) {
        const struct xline *l = &xf->lines[k];
        int s = l->sass;
        if (s < 0 && l->kind == XL_INSN && xf->fn && xf->fn->insns[l->insn].prov.sass_offset >= 0)
            s = sass_index_at(a->sf, (uint32_t)xf->fn->insns[l->insn].prov.sass_offset);
        if (s >= (int)a->nsass)
            s = -1;
        a->x_sass[k] = s;
        if (s < 0)
            continue;
        if (mm_add(&a->sass_x, s, (int32_t)k))
            return -1;
        struct align_loc loc = a->sass_loc[s];
        if (loc.line > 0 && mm_add(&a->line_x, line_key(loc.file, loc.line), (int32_t)k))
            return -1;
        /* an inlined insn shows under both of its lines, as in the SASS pane */
        const struct sass_line *sl = &a->sf->insns[s].line;
        if (sl->file >= 0 && sl->line > 0 && (sl->file != loc.file || sl->line != loc.line) &&
            mm_add(&a->line_x, line_key(sl->file, sl->line), (int32_t)k))
            return -1;
    }
    return 0;
}

static int build_native(struct align *a, const struct sass_module *m, const struct rdna_module *nm,
                        const struct rdna_function *nf)
{
    for (size_t i = 0; i < a->nnat; i++) {
        const struct rdna_srcloc *l = &nf->insns[i].loc;
        int f = native_file(m, nm, l->file);
        a->nat_loc[i] = (struct align_loc){ f, f >= 0 ? l->line : 0 };
        if (f >= 0 && l->line > 0 && mm_add(&a->line_nat, line_key(f, l->line), (int32_t)i))
            return -1;
    }
    return 0;
}

enum ws_status align_build(const struct sass_module *m, const struct sass_function *sf,
                           const struct xfunc *xf, const struct rdna_module *nmod,
                           const struct rdna_function *native, struct align **out,
                           struct ws_error *err)
{
    *out = NULL;
    struct align *a = calloc(1, sizeof *a);
    if (!a)
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    a->sf = sf;
    a->nsass = sf->ninsns;
    a->nx = xf ? xf->nlines : 0;
    a->nnat = native ? native->ninsns : 0;
    a->main_file = pick_main_file(m, sf);
    a->sass_loc = calloc(a->nsass + 1, sizeof *a->sass_loc);
    a->x_sass = calloc(a->nx + 1, sizeof *a->x_sass);
    a->nat_loc = calloc(a->nnat + 1, sizeof *a->nat_loc);
    int bad = !a->sass_loc || !a->x_sass || !a->nat_loc || build_sass(a, sf) ||
              (xf && build_xlate(a, xf)) || (native && build_native(a, m, nmod, native)) ||
              mm_sort(&a->line_sass) || mm_sort(&a->line_x) || mm_sort(&a->line_nat) ||
              mm_sort(&a->sass_x);
    if (bad) {
        align_free(a);
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    }
    *out = a;
    return WS_OK;
}

void align_free(struct align *a)
{
    if (!a)
        return;
    free(a->sass_loc);
    free(a->x_sass);
    free(a->nat_loc);
    mm_free(&a->line_sass);
    mm_free(&a->line_x);
    mm_free(&a->line_nat);
    mm_free(&a->sass_x);
    free(a);
}

static const struct align_loc no_loc = { -1, 0 };

struct align_loc align_sass_loc(const struct align *a, size_t sass)
{
    return sass < a->nsass ? a->sass_loc[sass] : no_loc;
}

struct align_loc align_xlate_loc(const struct align *a, size_t xline)
{
    if (xline >= a->nx || a->x_sass[xline] < 0)
        return no_loc;
    return a->sass_loc[a->x_sass[xline]];
}

struct align_loc align_native_loc(const struct align *a, size_t ni)
{
    return ni < a->nnat ? a->nat_loc[ni] : no_loc;
}

struct align_set align_line_sass(const struct align *a, int file, int line)
{
    return mm_get(&a->line_sass, line_key(file, line));
}

struct align_set align_line_xlate(const struct align *a, int file, int line)
{
    return mm_get(&a->line_x, line_key(file, line));
}

struct align_set align_line_native(const struct align *a, int file, int line)
{
    return mm_get(&a->line_nat, line_key(file, line));
}

struct align_set align_sass_xlate(const struct align *a, size_t sass)
{
    return mm_get(&a->sass_x, (int64_t)sass);
}

int align_xlate_sass(const struct align *a, size_t xline)
{
    return xline < a->nx ? a->x_sass[xline] : -1;
}

int align_sass_at_offset(const struct align *a, uint32_t off)
{
    return sass_index_at(a->sf, off);
}

int align_main_file(const struct align *a)
{
    return a->main_file;
}

void align_line_span(const struct align *a, int file, int *first, int *last)
{
    *first = *last = 0;
    for (size_t i = 0; i < a->line_sass.n; i++) {
        int64_t k = a->line_sass.key[i];
        if ((int)(k >> 32) != file)
            continue;
        int l = (int)(uint32_t)k;
        if (!*first || l < *first) *first = l;
        if (l > *last) *last = l;
    }
}
