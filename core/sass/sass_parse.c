/* sass_parse.c - parse nvdisasm and cuobjdump SASS listings into the IR.
 *
 * One pass over the lines.  A line is one of: a function start (nvdisasm's
 * `.section .text.NAME` / `NAME:`; cuobjdump's `Function : NAME`), a label
 * (`.L_x_3:`), a line comment (`//## File "k.cu", line 12 [inlined at ...]`),
 * an instruction (`/ *0040* / @!P0 BRA `(.L_x_3) ;` with an optional encoding
 * comment), the second half of an encoding (`/ * 0x000fe2... * /`), or
 * something we skip (directives, banners, blank lines).
 */
#include "sass.h"
#include "sass_data.h"
#include "sass_opcodes.h"
#include "base/strmap.h"

#include <ctype.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define SASS_MAX_OPS   16
#define SASS_MAX_MODS  16
#define SASS_MAX_LINE  (1 << 16)    /* longer lines are rejected, not truncated */

/* ---- growable arrays used while parsing -------------------------------- */

struct vec {
    void *data;     /* elements */
    size_t n, cap;  /* used, allocated */
    size_t elem;    /* element size */
};

static int vec_push(struct vec *v, const void *x)
{
    if (v->n == v->cap) {
        size_t cap = v->cap ? v->cap * 2 : 64;
        void *d = realloc(v->data, cap * v->elem);
        if (!d)
            return -1;
        v->data = d;
        v->cap = cap;
    }
    memcpy((char *)v->data + v->n * v->elem, x, v->elem);
    v->n++;
    return 0;
}

/* ---- small lexing helpers ---------------------------------------------- */

/* The blanks that lines and operands are trimmed of. */
static const unsigned char blank[256] = { [' '] = 1, ['\t'] = 1, ['\r'] = 1 };

static inline const char *skip_ws(const char *p, const char *end)
{
    /* listings indent with runs of spaces: step over eight at a time,
     * comparing them as one word (memcpy: no alignment assumed); in the
     * word that is not all spaces, the first other byte is found from its
     * lowest nonzero byte after the spaces are cleared (little-endian) */
    const uint64_t spaces = 0x2020202020202020u;
    while (end - p >= 8) {
        uint64_t w;
        memcpy(&w, p, 8);
        if (w != spaces) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
            p += __builtin_ctzll(w ^ spaces) / 8;
#endif
            break;
        }
        p += 8;
    }
    while (p < end && blank[(unsigned char)*p])    /* tabs, CR, the last spaces */
        p++;
    return p;
}

static inline const char *rtrim(const char *p, const char *end)
{
    while (end > p && blank[(unsigned char)end[-1]])
        end--;
    return end;
}

static int starts(const char *p, const char *end, const char *s)
{
    size_t n = strlen(s);
    /* most tests fail on the first character: try it before memcmp */
    return (size_t)(end - p) >= n && *p == *s && memcmp(p, s, n) == 0;
}

/* ASCII digits (the listing is ASCII; <ctype.h> would ask the locale) */
static int is_dec(int c)
{
    return c >= '0' && c <= '9';
}

/* Value of a hex digit, -1 for any other character.  A table lookup:
 * offsets and constants are hex, and this runs for each of their digits. */
static int hex_val(int c)
{
    static const signed char plus1[256] = {     /* value + 1, 0 when no digit */
        ['0'] = 1, ['1'] = 2, ['2'] = 3, ['3'] = 4, ['4'] = 5,
        ['5'] = 6, ['6'] = 7, ['7'] = 8, ['8'] = 9, ['9'] = 10,
        ['a'] = 11, ['b'] = 12, ['c'] = 13, ['d'] = 14, ['e'] = 15, ['f'] = 16,
        ['A'] = 11, ['B'] = 12, ['C'] = 13, ['D'] = 14, ['E'] = 15, ['F'] = 16,
    };
    return plus1[(unsigned char)c] - 1;
}

/* Parse an unsigned number in C syntax (0x.. or decimal); returns chars used. */
static int parse_uint(const char *p, const char *end, uint64_t *v)
{
    const char *q = p;
    uint64_t x = 0;
    if (end - q > 2 && q[0] == '0' && (q[1] == 'x' || q[1] == 'X') && hex_val(q[2]) >= 0) {
        q += 2;
        for (int d; q < end && (d = hex_val(*q)) >= 0; q++)
            x = x * 16 + (uint64_t)d;
    } else {
        if (q >= end || !is_dec(*q))
            return 0;
        while (q < end && is_dec(*q))
            x = x * 10 + (uint64_t)(*q++ - '0');
    }
    *v = x;
    return (int)(q - p);
}

static int parse_int(const char *p, const char *end, int64_t *v)
{
    int neg = 0, n = 0;
    if (p < end && (*p == '-' || *p == '+')) {
        neg = *p == '-';
        n = 1;
    }
    uint64_t u;
    int k = parse_uint(p + n, end, &u);
    if (!k)
        return 0;
    *v = (int64_t)(neg ? 0 - u : u);    /* -0x8000000000000000 too: no overflow */
    return n + k;
}

/* Register name: PREFIX then digits or Z/T. Returns index, or -2 if no match.
 * zero_index is used for the Z/T spelling (RZ, URZ, PT, UPT). */
static inline int reg_index(const char *p, const char *end, const char *prefix,
                     char zch, int zero_index, const char **after)
{
    const char *q = p;
    for (; *prefix; prefix++, q++)        /* prefixes are one or two letters */
        if (q == end || *q != *prefix)
            return -2;
    if (q == end)
        return -2;
    if (*q == zch) {
        *after = q + 1;
        return zero_index;
    }
    if (!is_dec(*q))
        return -2;
    int x = 0;
    while (q < end && is_dec(*q) && x < 10000)
        x = x * 10 + (*q++ - '0');
    *after = q;
    return x;
}

/* Decimal number at p, bounded by end (the buffer is not NUL-terminated). */
static int atoi_n(const char *p, const char *end)
{
    int x = 0;
    while (p < end && is_dec(*p) && x < 100000)
        x = x * 10 + (*p++ - '0');
    return x;
}

/* ---- interned strings ---------------------------------------------------
 * Opcodes point at the opcode table's names, and modifiers, selectors,
 * special registers and labels at one copy per module: a dump repeats a
 * few hundred such words tens of thousands of times.  Whole modifier lists
 * are shared the same way, keyed by their text ("MOV.U32"). */
struct intern_slot {
    const char *s;              /* NULL: free */
    uint32_t hash, len;         /* hash_n(s), strlen(s): compared before the text */
    void *value;                /* lists: the modifier list */
};

struct intern_table {
    size_t cap, n;              /* cap: a power of two */
    struct intern_slot *slot;
};

struct sass_intern {
    struct intern_table words;  /* value unused */
    struct intern_table lists;  /* modifier text -> const char *[] */
    struct intern_table opwords;/* first word of an instruction -> struct opword */
    size_t named_labels;        /* label operands with a name parsed so far */
};

/* What an instruction's first word ("IMAD.MOV.U32") makes of it.  A dump
 * repeats a few hundred such words: each is split at its dots, looked up in
 * the opcode table and checked once, then found by one lookup. */
struct opword {
    const struct sass_opinfo *info;     /* NULL when the opcode is unknown */
    const char *opcode;                 /* the row's name, or a copy */
    const char **mods;                  /* interned modifier list */
    uint8_t nmods;
    uint8_t branch;                     /* is_branch_opcode(opcode) */
    uint8_t regtarget;                  /* a known BRX (1) or CALL (2): operands
                                         * split_register_target() may rewrite */
};

static uint32_t hash_n(const char *p, size_t n)
{
    uint32_t h = 2166136261u;       /* FNV-1a */
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)p[i]) * 16777619u;
    return h;
}

/* The slot of the n bytes at p in t, whose hash is h (hash_n() in words
 * and lists, first_word()'s in opwords: each table keeps to one hash):
 * found, or free for them (s NULL).  NULL when out of memory. */
static struct intern_slot *intern_slot_h(struct intern_table *t, const char *p, size_t n,
                                         uint32_t h)
{
    if (2 * (t->n + 1) > t->cap) {
        size_t cap = t->cap ? 2 * t->cap : 256;
        struct intern_slot *ns = calloc(cap, sizeof *ns);
        if (!ns)
            return NULL;
        for (size_t i = 0; i < t->cap; i++)
            if (t->slot[i].s) {
                size_t j = t->slot[i].hash & (cap - 1);
                while (ns[j].s)
                    j = (j + 1) & (cap - 1);
                ns[j] = t->slot[i];
            }
        free(t->slot);
        t->slot = ns;
        t->cap = cap;
    }
    size_t j = h & (t->cap - 1);
    for (; t->slot[j].s; j = (j + 1) & (t->cap - 1))
        if (t->slot[j].hash == h && t->slot[j].len == n && memcmp(t->slot[j].s, p, n) == 0)
            return &t->slot[j];
    t->slot[j].hash = h;
    t->slot[j].len = (uint32_t)n;
    return &t->slot[j];
}

static struct intern_slot *intern_slot(struct intern_table *t, const char *p, size_t n)
{
    return intern_slot_h(t, p, n, hash_n(p, n));
}

/* Fill a free slot with a copy of the n bytes at p; the copy, NULL on OOM. */
static const char *intern_fill(struct sass_module *m, struct intern_table *t,
                               struct intern_slot *sl, const char *p, size_t n)
{
    sl->s = arena_strndup(&m->arena, p, n);
    if (sl->s)
        t->n++;
    return sl->s;
}

static struct sass_intern *intern_tables(struct sass_module *m)
{
    if (!m->intern)
        m->intern = calloc(1, sizeof *m->intern);
    return m->intern;
}

static const char *intern_n(struct sass_module *m, const char *p, size_t n)
{
    struct sass_intern *t = intern_tables(m);
    struct intern_slot *sl = t ? intern_slot(&t->words, p, n) : NULL;
    if (!sl)
        return NULL;
    return sl->s ? sl->s : intern_fill(m, &t->words, sl, p, n);
}

/* The modifier list of the text [p, p + n) ("MOV.U32": n 0 when none),
 * split into the nm words at ms/ml: one array per distinct text, at least
 * one entry long. */
static const char **intern_mods(struct sass_module *m, const char *p, size_t n,
                                const char *const *ms, const size_t *ml, int nm)
{
    struct sass_intern *t = intern_tables(m);
    struct intern_slot *sl = t ? intern_slot(&t->lists, p, n) : NULL;
    if (!sl)
        return NULL;
    if (sl->s)
        return sl->value;
    const char **list = arena_alloc(&m->arena, sizeof *list * (size_t)(nm ? nm : 1));
    if (!list)
        return NULL;
    for (int i = 0; i < nm; i++)
        if (!(list[i] = intern_n(m, ms[i], ml[i])))
            return NULL;
    /* intern_n may have grown only the words table: sl is still the slot */
    if (!intern_fill(m, &t->lists, sl, p, n))
        return NULL;
    sl->value = list;
    return list;
}

/* Nonzero when some byte of w is zero; its lowest set bit is in the first
 * such byte (a borrow only runs upwards from a zero byte). */
static inline uint64_t has_zero_byte(uint64_t w)
{
    return (w - 0x0101010101010101u) & ~w & 0x8080808080808080u;
}

/* 1 when the n bytes at a and b are the same: eight at a time, for the
 * short words of the opwords table (a call to memcmp costs more). */
static inline int same_bytes(const char *a, const char *b, size_t n)
{
    uint64_t x, y;
    if (n >= 8) {
        /* whole words, the last one overlapping the one before it */
        for (; n > 8; a += 8, b += 8, n -= 8) {
            memcpy(&x, a, 8);
            memcpy(&y, b, 8);
            if (x != y)
                return 0;
        }
        memcpy(&x, a + n - 8, 8);
        memcpy(&y, b + n - 8, 8);
        return x == y;
    }
    if (n >= 4) {       /* the first and the last four bytes, overlapping */
        uint32_t u, v, w, z;
        memcpy(&u, a, 4);
        memcpy(&v, b, 4);
        memcpy(&w, a + n - 4, 4);
        memcpy(&z, b + n - 4, 4);
        return u == v && w == z;
    }
    while (n && *a == *b)
        a++, b++, n--;
    return n == 0;
}

/* The end of the word at p (its first space or tab, or end), and in *hash
 * the word's hash for the opwords table: of its bytes taken as
 * little-endian 64-bit chunks, the last one padded with zeros.  Eight bytes
 * are looked at a time where eight are left; the bytewise loop gives the
 * same hash. */
static const char *first_word(const char *p, const char *end, uint32_t *hash)
{
    const uint64_t mul = 0x9e3779b97f4a7c15u, ones = 0x0101010101010101u;
    uint64_t h = 0;
    const char *q = p;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    while (end - q >= 8) {
        uint64_t w;
        memcpy(&w, q, 8);
        uint64_t stop = has_zero_byte(w ^ (' ' * ones)) | has_zero_byte(w ^ ('\t' * ones));
        if (stop) {
            int n = __builtin_ctzll(stop) / 8;      /* bytes before the blank */
            if (n)
                h = (h ^ (w & (~(uint64_t)0 >> (64 - 8 * n)))) * mul;
            *hash = (uint32_t)(h ^ (h >> 32));
            return q + n;
        }
        h = (h ^ w) * mul;
        q += 8;
    }
#endif
    uint64_t w = 0;
    int i = 0;
    for (; q < end && *q != ' ' && *q != '\t'; q++) {
        w |= (uint64_t)(unsigned char)*q << (8 * i);
        if (++i == 8) {
            h = (h ^ w) * mul;
            w = 0;
            i = 0;
        }
    }
    if (i)
        h = (h ^ w) * mul;
    *hash = (uint32_t)(h ^ (h >> 32));
    return q;
}

static void intern_free(struct sass_module *m)
{
    if (m->intern) {
        free(m->intern->words.slot);
        free(m->intern->lists.slot);
        free(m->intern->opwords.slot);
    }
    free(m->intern);
    m->intern = NULL;
}

/* ---- operands ---------------------------------------------------------- */

struct pctx {
    struct sass_module *m;  /* arena owner */
    const char *file;       /* for messages */
    int line;
    struct ws_error *err;
};

static enum ws_status bad(struct pctx *c, const char *what, const char *p, const char *end)
{
    int n = (int)(end - p);
    if (n > 60)
        n = 60;
    return ws_error_set(c->err, WS_EPARSE, c->file, c->line, "%s: '%.*s'", what, n, p);
}

/* One address term: R2, R2.64, R2.U32, R2.X4, UR4, or a number. */
static enum ws_status mem_term(struct pctx *c, const char *p, const char *end,
                               struct sass_mem *mem, uint8_t *flags)
{
    const char *q;
    int r;
    p = skip_ws(p, end);
    end = rtrim(p, end);
    if (p == end)
        return bad(c, "empty address term", p, end);
    if ((r = reg_index(p, end, "UR", 'Z', SASS_URZ, &q)) != -2) {
        if (r > SASS_URZ)
            return bad(c, "register past the register file", p, end);
        if (mem->reg < 0 && mem->ureg < 0 && (q == end)) {
            /* [UR4] alone: the base is uniform */
            mem->reg = (int16_t)r;
            mem->reg_is_ureg = 1;
        } else {
            mem->ureg = (int16_t)r;
        }
        if (q != end && starts(q, end, ".64"))
            *flags |= SOF_64;
        return WS_OK;
    }
    if ((r = reg_index(p, end, "R", 'Z', SASS_RZ, &q)) != -2) {
        if (r > SASS_RZ)
            return bad(c, "register past the register file", p, end);
        mem->reg = (int16_t)r;
        mem->reg_is_ureg = 0;
        while (q < end && *q == '.') {
            if (starts(q, end, ".64")) { *flags |= SOF_64; q += 3; }
            else if (starts(q, end, ".U32")) { *flags |= SOF_U32; q += 4; }
            else if (starts(q, end, ".X16")) { mem->scale = 16; q += 4; }
            else if (starts(q, end, ".X4")) { mem->scale = 4; q += 3; }
            else if (starts(q, end, ".X8")) { mem->scale = 8; q += 3; }
            else if (starts(q, end, ".X2")) { mem->scale = 2; q += 3; }
            else return bad(c, "unknown address register suffix", p, end);
        }
        if (q != end)
            return bad(c, "bad address register", p, end);
        return WS_OK;
    }
    int64_t v;
    int k = parse_int(p, end, &v);
    if (!k || p + k != end)
        return bad(c, "bad address term", p, end);
    if (__builtin_add_overflow(mem->offset, v, &mem->offset))
        return bad(c, "address offset out of range", p, end);
    return WS_OK;
}

static enum ws_status parse_mem(struct pctx *c, const char *p, const char *end,
                                struct sass_operand *o)
{
    struct sass_mem *mem = &o->u.mem;
    mem->reg = mem->ureg = mem->desc = -1;
    mem->scale = 1;
    o->kind = SOP_MEM;
    if (starts(p, end, "desc[")) {
        const char *q;
        int r = reg_index(p + 5, end, "UR", 'Z', SASS_URZ, &q);
        if (r == -2 || q >= end || *q != ']')
            return bad(c, "bad memory descriptor", p, end);
        if (r > SASS_URZ)
            return bad(c, "register past the register file", p + 5, q);
        mem->desc = (int16_t)r;
        p = q + 1;
    }
    if (p >= end || *p != '[' || end[-1] != ']')
        return bad(c, "bad memory operand", p, end);
    p++;
    end--;
    if (p == end || end[-1] == '+')
        return bad(c, "empty address term", p - 1, end + 1);
    /* terms joined by '+' ("R2+-0x4" has a '+' then a negative number) */
    const char *t = p;
    for (const char *q = p; q <= end; q++) {
        if (q == end || *q == '+') {
            if (q == t && q != end)
                return bad(c, "empty address term", p, end);
            if (q > t) {
                enum ws_status s = mem_term(c, t, q, mem, &o->flags);
                if (s)
                    return s;
            }
            t = q + 1;
        }
    }
    return WS_OK;
}

static enum ws_status parse_cbank(struct pctx *c, const char *p, const char *end,
                                  struct sass_operand *o)
{
    struct sass_cbank *cb = &o->u.cb;
    cb->bank = -1;
    cb->bank_ureg = cb->reg = -1;
    o->kind = SOP_CBANK;
    p += (*p == 'c' && p[1] == 'x') ? 3 : 2;       /* "cx[" or "c[" */
    const char *q = memchr(p, ']', (size_t)(end - p));
    if (!q)
        return bad(c, "bad constant bank", p, end);
    const char *r;
    int ur = reg_index(p, q, "UR", 'Z', SASS_URZ, &r);
    if (ur > SASS_URZ) {
        return bad(c, "register past the register file", p, q);
    } else if (ur != -2) {
        cb->bank_ureg = (int16_t)ur;
    } else {
        uint64_t b;
        if (parse_uint(p, q, &b) != (int)(q - p))
            return bad(c, "bad constant bank number", p, end);
        cb->bank = (int16_t)b;
    }
    p = skip_ws(q + 1, end);    /* packed-half ops on sm_80-89: "c[0x0] [0x174]" */
    if (p >= end || *p != '[' || end[-1] != ']')
        return bad(c, "bad constant bank offset", p, end);
    p++;
    end--;
    const char *t = p;
    for (const char *s = p; s <= end; s++) {
        if (s == end || *s == '+') {
            const char *a = skip_ws(t, s), *b2 = rtrim(a, s);
            if (a < b2) {
                int x;
                const char *after;
                if ((x = reg_index(a, b2, "UR", 'Z', SASS_URZ, &after)) != -2 && after == b2) {
                    if (x > SASS_URZ)
                        return bad(c, "register past the register file", a, b2);
                    cb->reg = (int16_t)x;
                    cb->reg_is_ureg = 1;
                } else if ((x = reg_index(a, b2, "R", 'Z', SASS_RZ, &after)) != -2 && after == b2) {
                    if (x > SASS_RZ)
                        return bad(c, "register past the register file", a, b2);
                    cb->reg = (int16_t)x;
                } else {
                    int64_t v;
                    if (parse_int(a, b2, &v) != (int)(b2 - a))
                        return bad(c, "bad constant bank offset", a, b2);
                    if (__builtin_add_overflow(cb->offset, v, &cb->offset))
                        return bad(c, "constant bank offset out of range", a, b2);
                }
            }
            t = s + 1;
        }
    }
    return WS_OK;
}

static int parse_float(const char *p, const char *end, double *v)
{
    const char *q = p;
    int neg = 0;
    if (q < end && (*q == '+' || *q == '-')) {
        neg = *q == '-';
        q++;
    }
    if (starts(q, end, "INF") && q + 3 == end) {
        *v = neg ? -__builtin_inf() : __builtin_inf();
        return 1;
    }
    if ((starts(q, end, "QNAN") && q + 4 == end) || (starts(q, end, "NAN") && q + 3 == end) ||
        (starts(q, end, "SNAN") && q + 4 == end)) {
        /* nvdisasm prints every NaN immediate as [-+]QNAN, losing its bits,
         * and nvcc's double code selects a high word through them: in the
         * 234 corpus cubins' encodings, "FSEL R, R, -QNAN, P" is always
         * 0xfff00000 (-inf's high word: log(0)), "+QNAN" 0x7ff80000 (the
         * double NaN's) or 0x7ff00000 (+inf's, 40 each), "MUFU.RSQ R,
         * -QNAN" 0xffc00000.  So -QNAN is 0xfff00000 and +QNAN 0x7ff80000
         * as f32 bits: right for those FSELs but +inf's, and a NaN for
         * every f32 use.  The double's payload is what (float) keeps. */
        uint64_t bits = neg ? 0xfffe000000000000ull : 0x7fff000000000000ull;
        memcpy(v, &bits, sizeof bits);
        return 1;
    }
    char buf[64];
    size_t n = (size_t)(end - p);
    if (n == 0 || n >= sizeof buf)
        return 0;
    memcpy(buf, p, n);
    buf[n] = 0;
    char *e;
    errno = 0;
    *v = strtod(buf, &e);
    return *e == 0;
}

/* Register-like operand with an optional selector suffix (.H0_H0, .B1 ...):
 * R0..R254 RZ, UR0..UR62 URZ, P0..P6 PT, UP0..UP6 UPT, B0..B15.  Returns 1
 * when *o was filled, 0 when p is no register, -1 for a register past the
 * register file.  Lexed directly: this runs for most operands. */
static int parse_regop(struct sass_module *m, const char *p, const char *end, struct sass_operand *o)
{
    const char *q = p;
    char z;             /* letter of the zero/true register: RZ, PT ... */
    int zi, max;        /* its index, the highest index */
    uint8_t kind;
    if (q == end)
        return 0;
    switch (*q++) {
    case 'R': kind = SOP_REG; z = 'Z'; zi = SASS_RZ; max = SASS_RZ; break;
    case 'P': kind = SOP_PRED; z = 'T'; zi = SASS_PT; max = SASS_PT; break;
    case 'B': kind = SOP_BAR; z = '\x01'; zi = 0; max = 15; break;
    case 'U':
        if (q == end)
            return 0;
        if (*q == 'R') { kind = SOP_UREG; z = 'Z'; zi = SASS_URZ; max = SASS_URZ; }
        else if (*q == 'P') { kind = SOP_UPRED; z = 'T'; zi = SASS_PT; max = SASS_PT; }
        else return 0;
        q++;
        break;
    default:
        return 0;
    }
    if (q == end)
        return 0;
    int r;
    if (*q == z) {
        r = zi;
        q++;
    } else {
        if (!is_dec(*q))
            return 0;
        r = 0;      /* bounded like reg_index(): no overflow on long digit runs */
        while (q < end && is_dec(*q) && r < 10000)
            r = r * 10 + (*q++ - '0');
    }
    if (q < end && *q != '.')   /* "R1x", "R99999...": no register */
        return 0;
    if (r > max)
        return -1;      /* a register past the register file */
    o->kind = kind;
    o->reg = (int16_t)r;
    o->sel = q < end ? intern_n(m, q, (size_t)(end - q)) : NULL;   /* ".H0_H0" */
    return 1;
}

/* Operand at [p, end), already trimmed; o->text is its copy (NUL-terminated)
 * in the instruction's block. */
static enum ws_status parse_operand(struct pctx *c, const char *p, const char *end,
                                    struct sass_operand *o, int is_branch)
{
    o->reg = -1;            /* the rest of *o is zero and its text set: split_operands() */
    if (p == end)
        return bad(c, "empty operand", p, end);
    if (end - p > 6 && memcmp(end - 6, ".reuse", 6) == 0) {
        o->flags |= SOF_REUSE;
        end -= 6;
    }
    /* prefixes */
    for (;;) {
        if (*p == '!') { o->flags |= SOF_NOT; p++; }
        else if (*p == '~') { o->flags |= SOF_INV; p++; }
        else if (*p == '-' && p + 1 < end && !isdigit((unsigned char)p[1]) &&
                 !starts(p + 1, end, "INF") && !starts(p + 1, end, "QNAN")) { o->flags |= SOF_NEG; p++; }
        else if (*p == '|' && end - p >= 2 && end[-1] == '|') { o->flags |= SOF_ABS; p++; end--; }
        else break;
        if (p >= end)
            return bad(c, "bad operand", o->text, o->text + strlen(o->text));
    }
    if (*p == '`') {                            /* `(label) */
        if (end - p < 3 || p[1] != '(' || end[-1] != ')')
            return bad(c, "bad label operand", p, end);
        o->kind = SOP_LABEL;
        o->u.label = intern_n(c->m, p + 2, (size_t)(end - p - 3));
        if (o->u.label)
            c->m->intern->named_labels++;
        return WS_OK;
    }
    switch (*p) {           /* the forms below start with distinct letters */
    case '[':
        return parse_mem(c, p, end, o);
    case 'd':
        if (starts(p, end, "desc["))
            return parse_mem(c, p, end, o);
        break;
    case 'c':
        if (starts(p, end, "c[") || starts(p, end, "cx["))
            return parse_cbank(c, p, end, o);
        break;
    case 'S':
        if (starts(p, end, "SR_") || (starts(p, end, "SRZ") && p + 3 == end)) {
            o->kind = SOP_SREG;
            o->u.sreg = intern_n(c->m, p, (size_t)(end - p));
            return WS_OK;
        }
        break;
    case 'P':
    case 'U':
        if ((starts(p, end, "PR") && p + 2 == end) || (starts(p, end, "UPR") && p + 3 == end)) {
            o->kind = SOP_PR;
            o->reg = *p == 'U';
            return WS_OK;
        }
        break;
    }
    int rr = parse_regop(c->m, p, end, o);
    if (rr > 0)
        return WS_OK;
    if (rr < 0)
        return bad(c, "register past the register file", p, end);
    int64_t iv;
    int k = parse_int(p, end, &iv);
    if (k && p + k == end) {
        if (is_branch && iv >= 0) {             /* cuobjdump: BRA 0x120 */
            o->kind = SOP_LABEL;
            o->u.target = (uint32_t)iv;
            return WS_OK;
        }
        o->kind = SOP_IMM;
        o->u.imm = iv;
        return WS_OK;
    }
    double dv;
    if (parse_float(p, end, &dv)) {
        o->kind = SOP_FIMM;
        o->u.fimm = dv;
        return WS_OK;
    }
    o->kind = SOP_OTHER;                        /* 32@lo((...)), SB0, ... */
    return WS_OK;
}

/* The operand at a (before end, not blank) when it is one of the common
 * simple forms: a register (R2, RZ, UR4, P0, PT, UP1, B0) with at most one
 * of the prefixes ! ~ - and an optional .reuse, or an integer (0x10, -0x4,
 * 12).  Fills *o as parse_operand() would, text aside, and returns where
 * the operand's text ends; NULL for any other form (parse_operand() then
 * sees it), so that nothing here can fail. */
static const char *lex_simple(const char *a, const char *end, int is_branch,
                              struct sass_operand *o)
{
    const char *q = a;
    uint8_t flags = 0;
    int neg = 0;
    memset(o, 0, sizeof *o);    /* every byte, as the arena gave them before */
    o->reg = -1;
    /* a register's first letter (most operands) has no prefix before it
     * and is no number: straight to the registers */
    if (*q < 'A' || *q > 'Z') {
        switch (*q) {
        case '!': flags = SOF_NOT; q++; break;
        case '~': flags = SOF_INV; q++; break;
        case '-':
            q++;
            if (q < end && is_dec(*q))
                neg = 1;        /* a negative number, not the NEG prefix */
            else
                flags = SOF_NEG;
            break;
        }
        if (q == end)
            return NULL;
        if (is_dec(*q)) {
            if (flags)
                return NULL;    /* ~5: left to parse_operand() */
            uint64_t x;
            q += parse_uint(q, end, &x);
            if (q < end && !blank[(unsigned char)*q] && *q != ',')
                return NULL;    /* 1.5, 0x10x ... */
            int64_t v = (int64_t)(neg ? 0 - x : x);
            if (is_branch && v >= 0) {                  /* cuobjdump: BRA 0x120 */
                o->kind = SOP_LABEL;
                o->u.target = (uint32_t)v;
            } else {
                o->kind = SOP_IMM;
                o->u.imm = v;
            }
            return q;
        }
    }
    /* registers: the letters, then digits or the Z/T of RZ, PT ...  The
     * forms are rows of a table rather than variables set by each case:
     * one pointer stays in a register where four values did not */
    static const struct regform {
        uint8_t kind;
        char z;             /* letter of the zero/true register */
        int16_t zi, max;    /* its index, the highest index */
    } forms[] = {
        { SOP_REG, 'Z', SASS_RZ, SASS_RZ }, { SOP_PRED, 'T', SASS_PT, SASS_PT },
        { SOP_BAR, '\x01', 0, 15 }, { SOP_UREG, 'Z', SASS_URZ, SASS_URZ },
        { SOP_UPRED, 'T', SASS_PT, SASS_PT },
    };
    const struct regform *f;
    switch (*q++) {
    case 'R': f = &forms[0]; break;
    case 'P': f = &forms[1]; break;
    case 'B': f = &forms[2]; break;
    case 'U':
        if (q == end)
            return NULL;
        if (*q == 'R') f = &forms[3];
        else if (*q == 'P') f = &forms[4];
        else return NULL;
        q++;
        break;
    default:
        return NULL;
    }
    if (q == end)
        return NULL;
    int r;
    if (*q == f->z) {
        r = f->zi;
        q++;
    } else {
        if (!is_dec(*q))
            return NULL;
        r = *q++ - '0';
        while (q < end && is_dec(*q) && r < 10000)
            r = r * 10 + (*q++ - '0');
    }
    if (r > f->max)
        return NULL;        /* parse_operand() reports it */
    if (q < end && *q != ',') {     /* most registers end at their comma */
        if (end - q >= 6 && memcmp(q, ".reuse", 6) == 0) {
            flags |= SOF_REUSE;
            q += 6;
        }
        if (q < end && !blank[(unsigned char)*q] && *q != ',')
            return NULL;    /* a selector, R1x ... */
    }
    o->kind = f->kind;
    o->reg = (int16_t)r;
    o->flags = flags;
    return q;
}

/* Split at top-level commas (outside [], (), ``) into operands trimmed of
 * blanks at both ends.  Operands of the simple forms are lexed on the way
 * (into simple[i], bit i of *simple_mask set): their text holds no bracket
 * nor comma, so their end is found without a second look at it.  Each
 * operand's text is its part of copy, a copy of [p, end), ended by a NUL
 * once the operand's end is known (simple[i].text). */
static int split_operands(const char *p, const char *end, char *restrict copy,
                          const char **restrict s, const char **restrict e, int max,
                          int is_branch, struct sass_operand *restrict simple,
                          unsigned *restrict simple_mask)
{
    /* the characters the loop looks at; the others are stepped over */
    static const unsigned char special[256] = {
        ['['] = 1, ['('] = 1, [']'] = 1, [')'] = 1, [','] = 1,
    };
    int n = 0;
    unsigned mask = 0;
    const char *t = p;      /* the operand's start: always outside brackets */
    for (;;) {
        const char *a = t;
        while (a < end && blank[(unsigned char)*a])
            a++;
        if (a < end && n < max) {
            const char *te = lex_simple(a, end, is_branch, &simple[n]);
            if (te) {
                const char *b = te;
                while (b < end && blank[(unsigned char)*b])
                    b++;
                /* lex_simple() stopped at a blank or a comma: the operand
                 * ends here unless something else follows the blanks */
                if (b == end || *b == ',') {
                    s[n] = a;
                    e[n] = te;
                    copy[te - p] = '\0';
                    simple[n].text = copy + (a - p);
                    mask |= 1u << n;
                    n++;
                    if (b == end)
                        break;
                    t = b + 1;
                    continue;
                }
            }
        }
        int depth = 0;
        const char *q;
        for (q = t; q < end; q++) {
            if (!special[(unsigned char)*q]) continue;
            if (*q == '[' || *q == '(') depth++;
            else if ((*q == ']' || *q == ')') && depth > 0) depth--;
            else if (*q == ',' && depth == 0) break;
        }
        if (q < end) {
            if (n == max)
                return -1;
            memset(&simple[n], 0, sizeof simple[n]);   /* for parse_operand() */
            s[n] = t;
            e[n++] = q;
            t = q + 1;
            continue;
        }
        /* the last operand, or blanks after a trailing comma */
        if (a < end) {
            if (n == max)
                return -1;
            memset(&simple[n], 0, sizeof simple[n]);
            s[n] = t;
            e[n++] = end;
        } else if (n > 0) {
            return -2;                          /* trailing comma */
        }
        break;
    }
    /* trim the others (operands after a comma start with a blank): the
     * clear bits of mask below n, lowest first */
    for (unsigned rest = ~mask & (n < 32 ? (1u << n) - 1 : ~0u); rest; rest &= rest - 1) {
        int i = __builtin_ctz(rest);
        const char *a = s[i], *b = e[i];
        while (a < b && blank[(unsigned char)*a])
            a++;
        while (b > a && blank[(unsigned char)b[-1]])
            b--;
        s[i] = a;
        e[i] = b;
        copy[b - p] = '\0';
        simple[i].text = copy + (a - p);
    }
    *simple_mask = mask;
    return n;
}

static int is_branch_opcode(const char *op)
{
    switch (op[0]) {    /* most opcodes are none of these: test the first letter */
    case 'B': return !strcmp(op, "BRA") || !strcmp(op, "BSSY") || !strcmp(op, "BRX");
    case 'C': return !strcmp(op, "CALL");
    case 'J': return !strcmp(op, "JMP") || !strcmp(op, "JCAL");
    case 'S': return !strcmp(op, "SSY");
    case 'P': return !strcmp(op, "PBK");
    case 'R': return !strcmp(op, "RET");
    default:  return 0;
    }
}

/* The instruction text of [*p, *end) trimmed: blanks, the ';' and the
 * braces of a dual-issue pair around it. */
static void trim_insn(const char **p, const char **end)
{
    const char *a = *p, *e = rtrim(a, *end);
    a = skip_ws(a, e);
    if (e > a && e[-1] == ';')
        e = rtrim(a, e - 1);
    if (a < e && *a == '{') a = skip_ws(a + 1, e);       /* dual-issue braces */
    if (e > a && e[-1] == '}') e = rtrim(a, e - 1);
    if (e > a && e[-1] == ';') e = rtrim(a, e - 1);
    *p = a;
    *end = e;
}

/* The guard "@P0 " / "@!UP1 " at p into in; where the opcode starts (p
 * itself when there is none), NULL when the guard is bad. */
static const char *parse_guard(const char *p, const char *end, struct sass_insn *in)
{
    in->guard = -1;
    if (*p != '@')
        return p;
    const char *q = p + 1, *after;
    if (q < end && *q == '!') { in->guard_neg = 1; q++; }
    int r;
    if ((r = reg_index(q, end, "UP", 'T', SASS_PT, &after)) >= 0) in->guard_uniform = 1;
    else r = reg_index(q, end, "P", 'T', SASS_PT, &after);
    if (r < 0 || r > SASS_PT || after >= end || (*after != ' ' && *after != '\t'))
        return NULL;
    in->guard = (int8_t)r;
    return skip_ws(after, end);
}

/* What a first word [p, q) never seen before is: split at its dots, the
 * opcode looked up in the table (an unknown one checked for its form), the
 * modifiers interned; kept in the opwords slot wsl.  The word ends at q all
 * the same. */
static enum ws_status new_opword(struct pctx *c, const char *p, const char *q, const char *end,
                                 struct intern_slot *wsl, const struct opword **out)
{
    struct sass_module *m = c->m;
    struct opword w = { 0 };
    const char *ms[SASS_MAX_MODS];
    size_t ml[SASS_MAX_MODS];
    int nm = 0;
    static const unsigned char word_end[256] = { ['.'] = 1, [' '] = 1, ['\t'] = 1 };
    const char *t = p;
    for (q = p;; q++) {
        while (q < end && !word_end[(unsigned char)*q])    /* to a dot or a blank */
            q++;
        int last = q == end || *q != '.';
        if (q == t)
            return bad(c, "bad opcode", p, end);
        if (t == p) {
            size_t n = (size_t)(q - t);
            w.info = sass_opinfo_find_n(t, n);
            w.opcode = w.info ? w.info->name : arena_strndup(&m->arena, t, n);
        } else {
            if (nm == SASS_MAX_MODS)
                return bad(c, "too many modifiers", p, end);
            ms[nm] = t;
            ml[nm++] = (size_t)(q - t);
        }
        t = q + 1;
        if (last)
            break;
    }
    if (!w.opcode)
        return ws_error_set(c->err, WS_ENOMEM, c->file, c->line, "out of memory");
    if (!w.info) {          /* the table's names are valid opcodes */
        for (const char *s = w.opcode; *s; s++)
            if (!isupper((unsigned char)*s) && !isdigit((unsigned char)*s) && *s != '_')
                return bad(c, "bad opcode", p, end);
        if (!isupper((unsigned char)w.opcode[0]))
            return bad(c, "bad opcode", p, end);
    }
    const char *mtext = nm ? ms[0] : q;     /* "MOV.U32" */
    w.mods = intern_mods(m, mtext, (size_t)(q - mtext), ms, ml, nm);
    if (!w.mods)
        return ws_error_set(c->err, WS_ENOMEM, c->file, c->line, "out of memory");
    w.nmods = (uint8_t)nm;
    w.branch = (uint8_t)is_branch_opcode(w.opcode);
    if (w.info)
        w.regtarget = !strcmp(w.opcode, "BRX") ? 1 : !strcmp(w.opcode, "CALL") ? 2 : 0;
    struct opword *nw = arena_alloc(&m->arena, sizeof *nw);
    if (!nw)
        return ws_error_set(c->err, WS_ENOMEM, c->file, c->line, "out of memory");
    *nw = w;
    /* intern_mods() grew other tables only: wsl is still the slot */
    if (!intern_fill(m, &m->intern->opwords, wsl, p, (size_t)(q - p)))
        return ws_error_set(c->err, WS_ENOMEM, c->file, c->line, "out of memory");
    wsl->value = nw;
    *out = nw;
    return WS_OK;
}

/* The opcode and modifiers of the first word at p, up to a blank (*q),
 * hashed on the way for the lookup of what it was found to be before. */
static enum ws_status parse_opword(struct pctx *c, const char *p, const char *end,
                                   const char **q, const struct opword **out)
{
    uint32_t h;
    *q = first_word(p, end, &h);
    size_t n = (size_t)(*q - p);
    struct sass_intern *itab = intern_tables(c->m);
    if (itab && itab->opwords.cap) {
        /* a word seen before (nearly all of them): probe without the
         * table's growth check, comparing the text in place */
        const struct intern_table *t = &itab->opwords;
        for (size_t j = h & (t->cap - 1); t->slot[j].s; j = (j + 1) & (t->cap - 1))
            if (t->slot[j].hash == h && t->slot[j].len == n && same_bytes(t->slot[j].s, p, n)) {
                *out = t->slot[j].value;
                return WS_OK;
            }
    }
    struct intern_slot *wsl = itab ? intern_slot_h(&itab->opwords, p, n, h) : NULL;
    if (!wsl)
        return ws_error_set(c->err, WS_ENOMEM, c->file, c->line, "out of memory");
    if (wsl->s) {
        *out = wsl->value;
        return WS_OK;
    }
    return new_opword(c, p, *q, end, wsl, out);
}

/* The operands [q, end) of the instruction whose text is [text, end), its
 * opcode at op (after the guard) and its first word ow, into in.  One block holds what the instruction points at: its
 * text, a second copy of the operand list [q, end) with a NUL after each
 * operand for the operands' texts, and its operands -- one allocation per
 * instruction rather than one per string.  The texts come first, so that
 * the operands' texts are set as the operands are split; the operands
 * start at the next multiple of 16 bytes (the block is 16-byte aligned).
 * Room for the most operands is reserved, the operands are lexed into it,
 * and it is trimmed to their number. */
static enum ws_status parse_operands(struct pctx *c, const char *text, const char *text_end,
                                     const char *op, const char *q, const char *end,
                                     const struct opword *ow, struct sass_insn *in)
{
    struct sass_module *m = c->m;
    size_t tlen = (size_t)(text_end - text), olen = (size_t)(end - q);
    size_t texts = (tlen + 1 + olen + 1 + 15) & ~(size_t)15;
    char *block = arena_reserve(&m->arena, texts + sizeof(struct sass_operand) * SASS_MAX_OPS);
    if (!block)
        return ws_error_set(c->err, WS_ENOMEM, c->file, c->line, "out of memory");
    struct sass_operand *ops = (struct sass_operand *)(block + texts);
    char *tp = block;
    memcpy(tp, text, tlen);
    tp[tlen] = '\0';
    in->text = tp;
    tp += tlen + 1;
    memcpy(tp, q, olen);
    tp[olen] = '\0';
    /* operands, trimmed */
    const char *os[SASS_MAX_OPS], *oe[SASS_MAX_OPS];
    unsigned simple_mask;
    _Static_assert(SASS_MAX_OPS <= 32, "simple_mask bits");
    int br = ow->branch;
    int no = split_operands(q, end, tp, os, oe, SASS_MAX_OPS, br, ops, &simple_mask);
    if (no == -1)
        return bad(c, "too many operands", op, end);
    if (no == -2)
        return bad(c, "trailing comma", op, end);
    size_t ops_size = sizeof(struct sass_operand) * (size_t)(no ? no : 1);
    if (!no)
        memset(ops, 0, ops_size);
    arena_commit(&m->arena, texts + ops_size);
    in->ops = ops;
    in->nmods = ow->nmods;
    in->mods = ow->mods;        /* shared by every instruction with these modifiers */
    in->nops = (uint8_t)no;
    unsigned left = ~simple_mask & (no < 32 ? (1u << no) - 1 : ~0u);
    for (int i = 0; left; i++, left >>= 1) {   /* the others, in order */
        if (!(left & 1))
            continue;
        enum ws_status s = parse_operand(c, os[i], oe[i], &ops[i], br);
        if (s)
            return s;
    }
    return WS_OK;
}

/* Where nvdisasm's trailing annotation (*"..."*) starts in [q, end), NULL
 * when there is none. */
static const char *annotation(const char *q, const char *end)
{
    if (end - q < 5 || end[-1] != ')' || end[-2] != '*')
        return NULL;
    for (const char *a = end - 3; a > q; a--)
        if (a[-1] == '(' && a[0] == '*')
            return a - 1;
    return NULL;
}

/* The labels of (*"BRANCH_TARGETS .L_x_1,.L_x_2"*) at [a, end) into in
 * (resolved with the other labels, resolve_labels()). */
static enum ws_status branch_targets(struct pctx *c, const char *a, const char *end,
                                     struct sass_insn *in)
{
    static const char key[] = "(*\"BRANCH_TARGETS";
    size_t kl = sizeof key - 1;
    if ((size_t)(end - a) < kl + 3 || memcmp(a, key, kl) != 0)
        return WS_OK;           /* another annotation: nothing to take */
    const char *p = a + kl, *e = end - 2;   /* before *) */
    if (e > p && e[-1] == '"')
        e--;
    else
        return bad(c, "bad BRANCH_TARGETS annotation", a, end);
    size_t n = 0;
    for (const char *t = p; t < e; t++)
        n += *t == ',';
    n++;
    if (n > UINT16_MAX)
        return bad(c, "too many BRANCH_TARGETS", a, end);
    in->xtnames = arena_alloc(&c->m->arena, n * sizeof *in->xtnames);
    in->xtargets = arena_alloc(&c->m->arena, n * sizeof *in->xtargets);
    if (!in->xtnames || !in->xtargets)
        return ws_error_set(c->err, WS_ENOMEM, c->file, c->line, "out of memory");
    size_t k = 0;
    for (const char *t = p; t < e;) {
        const char *u = t;
        while (u < e && *u != ',')
            u++;
        const char *s0 = skip_ws(t, u), *s1 = rtrim(s0, u);
        if (s1 == s0)
            return bad(c, "empty label in BRANCH_TARGETS", a, end);
        in->xtnames[k] = intern_n(c->m, s0, (size_t)(s1 - s0));
        if (!in->xtnames[k])
            return ws_error_set(c->err, WS_ENOMEM, c->file, c->line, "out of memory");
        in->xtargets[k++] = UINT32_MAX;
        t = u + (u < e);
    }
    in->nxtargets = (uint16_t)k;
    c->m->intern->named_labels++;       /* resolve_labels() looks at it */
    return WS_OK;
}

/* "R4 -0x180" (BRX, or a CALL with an offset) or "R14 `(f)" (CALL through
 * a register) at [q, end): nvdisasm prints the register and what the
 * target is relative to with a blank between them.  Writes "R4, -0x180"
 * or "R14" (CALL: the symbol is the base of the register's offset, its
 * section's start, not a target) to buf and returns 1; 0 for any other
 * form. */
static int split_register_target(const char *q, const char *end, int call, char *buf, size_t n)
{
    const char *a = skip_ws(q, end);
    if (a == end || *a != 'R' || a + 1 == end || !is_dec((unsigned char)a[1]))
        return 0;
    const char *r = a + 1;
    while (r < end && is_dec((unsigned char)*r))
        r++;
    if (r == end || !blank[(unsigned char)*r])
        return 0;
    const char *b = skip_ws(r, end);
    if (b == end || memchr(b, ',', (size_t)(end - b)))
        return 0;
    /* CALL Rn `(f): relative to f, the section's start; cuobjdump prints
     * that base as an address (CALL.REL.NOINC R6 0x0) */
    if (call && (*b == '`' || *b == '(' || is_dec((unsigned char)*b)))
        return snprintf(buf, n, "%.*s", (int)(r - a), a) < (int)n;
    if (*b != '-' && !is_dec((unsigned char)*b))
        return 0;
    return snprintf(buf, n, "%.*s, %.*s", (int)(r - a), a, (int)(end - b), b) < (int)n;
}

enum ws_status sass_parse_insn(struct sass_module *m, const char *p, size_t len,
                               struct sass_insn *in, const char *file, int line,
                               struct ws_error *err)
{
    struct pctx c = { m, file, line, err };
    const char *end = p + len;
    trim_insn(&p, &end);
    if (p == end)
        return bad(&c, "empty instruction", p, end);
    const char *text = p;
    in->line.file = in->line.inl_file = -1;
    if (!(p = parse_guard(text, end, in)))
        return bad(&c, "bad guard predicate", text, end);
    const char *q;
    const struct opword *ow = NULL;
    enum ws_status s = parse_opword(&c, p, end, &q, &ow);
    if (s)
        return s;
    in->info = ow->info;
    in->opcode = ow->opcode;
    /* nvdisasm's annotation before the ';': BRX Rn imm (*"BRANCH_TARGETS
     * .L_x_1,.L_x_2"*), CALL.REL.NOINC Rn `(f) (*"INDIRECT_CALL"*) */
    const char *oend = end;
    const char *ann = annotation(q, end);
    if (ann) {
        if (ow->regtarget == 1 && (s = branch_targets(&c, ann, end, in)))
            return s;
        oend = rtrim(q, ann);
    }
    /* BRX Rn imm, CALL Rn `(f): a register and what it is relative to,
     * printed with no comma between them */
    char split[160];
    const char *sq = q, *se = oend;
    if (ow->regtarget && split_register_target(q, oend, ow->regtarget == 2, split, sizeof split)) {
        sq = split;
        se = split + strlen(split);
    }
    if ((s = parse_operands(&c, text, end, p, sq, se, ow, in)))
        return s;
    sass_assign_access(in);
    /* the target register of BRX and of a call through a register is a
     * 64-bit pair (nvcc sign-extends a jump table's offset into Rn+1;
     * nvdisasm -plr counts both live up to it) */
    if (sq == split && in->nops >= 1 && in->ops[0].kind == SOP_REG && in->ops[0].reg != SASS_RZ)
        in->ops[0].width = 2;
    return WS_OK;
}

/* ---- control bits -------------------------------------------------------- */

/* sm_70+ scheduling control in bits [125:105] of the 128-bit word, i.e. bits
 * [61:41] of its high half: stall[3:0], yield, write barrier[2:0], read
 * barrier[2:0], wait mask[5:0], reuse[3:0]. Layout as documented by Jia et
 * al., "Dissecting the NVIDIA Volta GPU Architecture via Microbenchmarking"
 * (2018), and unchanged through Hopper. */
struct sass_control sass_decode_control(uint64_t hi)
{
    struct sass_control c;
    uint64_t x = hi >> 41;
    c.valid = 1;
    c.stall = x & 0xf;
    c.yield = (x >> 4) & 1;
    c.wbar = (x >> 5) & 7;
    c.rbar = (x >> 8) & 7;
    c.wait = (x >> 11) & 0x3f;
    c.reuse = (x >> 17) & 0xf;
    return c;
}

/* ---- the listing ------------------------------------------------------- */

struct lctx {
    struct pctx c;
    struct sass_module *m;
    struct vec funcs;           /* struct sass_function */
    /* Every function's instructions, parsed in place into one growing
     * array that becomes m->insns; each function's insns are a slice of it,
     * pointed at again by finish() since growing may move it. */
    struct sass_insn *insns;
    size_t ninsns, cap;         /* used, allocated */
    size_t first;               /* the current function's first instruction */
    struct vec labels;          /* of the current function */
    struct vec files;           /* const char * */
    size_t last_file;           /* index file_index() returned last */
    size_t last_file_len;       /* strlen of that file's name */
    struct vec pending;         /* label names waiting for the next insn */
    struct sass_line cur_line;  /* from the last line comment */
    int have_func;
    int last_has_lo;            /* last insn saw the low encoding word */
    int saw_cuobjdump;
    size_t named_seen;          /* intern->named_labels after the last insn */
    struct vec label_insns;     /* size_t: insns of the function with named labels */
    /* nvdisasm's default output: the sections that hold no code */
    struct sass_data *data;     /* what they hold so far, NULL before the first */
    int in_data;                /* the lines are those of a data section */
    /* cuobjdump of a fat binary: one block per cubin */
    int block_sm;               /* the architecture of the block being read, 0 none */
    struct vec func_sm;         /* int: block_sm of each function */
    int want_sm;                /* the architecture to keep, 0 the highest */
    /* the two-thread parse (parse_split): the lines are read first, each
     * instruction's text kept in raw (parallel to insns); the texts are
     * parsed and the MIR built after, on two threads */
    int defer;
    struct raw_insn *raw;
};

/* An instruction line as the first pass leaves it: its text, and whether
 * an encoding word followed it (enc[0] holds it). */
struct raw_insn {
    const char *p;
    uint32_t len;
    uint8_t has_lo;
};

/* Instructions parsed so far in the current function. */
static size_t func_insns(const struct lctx *L)
{
    return L->ninsns - L->first;
}

static struct sass_insn *last_insn(struct lctx *L)
{
    return func_insns(L) ? &L->insns[L->ninsns - 1] : NULL;
}

static int file_index(struct lctx *L, const char *p, size_t n)
{
    const char **f = L->files.data;
    /* line comments mostly repeat the file before: try it first (names
     * in files are distinct, so any match is the match) */
    size_t last = L->last_file;
    if (last < L->files.n && L->last_file_len == n && memcmp(f[last], p, n) == 0)
        return (int)last;
    for (size_t i = L->files.n; i-- > 0;)
        if (strlen(f[i]) == n && memcmp(f[i], p, n) == 0) {
            L->last_file_len = n;
            return (int)(L->last_file = i);
        }
    const char *s = arena_strndup(&L->m->arena, p, n);
    if (!s || vec_push(&L->files, &s))
        return -1;
    L->last_file_len = n;
    return (int)(L->last_file = L->files.n - 1);
}

/* The targets of in's label operands and BRX targets, by f's labels
 * (names: their names, each to its index in f->labels). */
static void resolve_insn(const struct sass_function *f, const struct strmap *names,
                         struct sass_insn *in)
{
    for (unsigned k = 0; k < in->nops; k++) {
        struct sass_operand *o = &in->ops[k];
        if (o->kind != SOP_LABEL || !o->u.label)
            continue;
        uint32_t j = strmap_get(names, o->u.label);
        if (j != UINT32_MAX) {
            o->u.target = f->labels[j].offset;
        } else if (!strcmp(o->u.label, f->name)) {
            o->u.target = 0;
        } else {
            /* a call to another function: target stays unresolved */
            o->u.target = UINT32_MAX;
        }
    }
    for (unsigned k = 0; k < in->nxtargets; k++) {
        uint32_t j = strmap_get(names, in->xtnames[k]);
        in->xtargets[k] = j != UINT32_MAX ? f->labels[j].offset : UINT32_MAX;
    }
}

static int label_names(const struct sass_function *f, struct strmap *names)
{
    if (strmap_init(names, f->nlabels))
        return -1;
    for (size_t j = 0; j < f->nlabels; j++)
        strmap_add(names, f->labels[j].name, (uint32_t)j);
    return 0;
}

/* Point the label operands with a name at their targets: those of the
 * instructions insn_line() noted (the others have none to look at). */
static enum ws_status resolve_labels(struct lctx *L, struct sass_function *f)
{
    const size_t *idx = L->label_insns.data;
    struct strmap names;
    if (label_names(f, &names))
        return ws_error_set(L->c.err, WS_ENOMEM, L->c.file, 0, "out of memory");
    for (size_t i = 0; i < L->label_insns.n; i++)
        resolve_insn(f, &names, &L->insns[idx[i]]);
    strmap_free(&names);
    return WS_OK;
}

static enum ws_status end_function(struct lctx *L)
{
    if (!L->have_func)
        return WS_OK;
    struct sass_function *f = &((struct sass_function *)L->funcs.data)[L->funcs.n - 1];
    f->ninsns = func_insns(L);
    f->insns = L->insns ? L->insns + L->first : NULL;   /* pointed at again by finish() */
    f->nlabels = L->labels.n;
    f->labels = arena_alloc(&L->m->arena, sizeof(struct sass_label) * (L->labels.n ? L->labels.n : 1));
    if (!f->labels)
        return ws_error_set(L->c.err, WS_ENOMEM, L->c.file, 0, "out of memory");
    if (L->labels.n)
        memcpy(f->labels, L->labels.data, sizeof(struct sass_label) * L->labels.n);
    /* labels after the last instruction name the function's end */
    if (L->pending.n && f->ninsns) {
        const char **pl = L->pending.data;
        struct sass_label *nl = arena_alloc(&L->m->arena, sizeof *nl * (f->nlabels + L->pending.n));
        if (!nl)
            return ws_error_set(L->c.err, WS_ENOMEM, L->c.file, 0, "out of memory");
        memcpy(nl, f->labels, sizeof *nl * f->nlabels);
        for (size_t i = 0; i < L->pending.n; i++)
            nl[f->nlabels++] = (struct sass_label){ pl[i], f->insns[f->ninsns - 1].offset + SASS_INSN_BYTES };
        f->labels = nl;
    }
    L->first = L->ninsns;
    L->labels.n = L->pending.n = 0;
    L->have_func = 0;
    if (L->defer)
        return WS_OK;           /* labels and MIR: parse_split */
    enum ws_status s = resolve_labels(L, f);
    L->label_insns.n = 0;
    if (s)
        return s;
    return sass_build_mir(L->m, f, L->c.err);
}

static enum ws_status begin_function(struct lctx *L, const char *name, size_t n,
                                     const char *section)
{
    enum ws_status s = end_function(L);
    if (s)
        return s;
    struct sass_function f;
    memset(&f, 0, sizeof f);
    f.name = arena_strndup(&L->m->arena, name, n);
    f.section = section ? arena_strdup(&L->m->arena, section) : NULL;
    f.registers = -1;
    f.shared_bytes = -1;
    if (!f.name || vec_push(&L->funcs, &f) || vec_push(&L->func_sm, &L->block_sm))
        return ws_error_set(L->c.err, WS_ENOMEM, L->c.file, L->c.line, "out of memory");
    L->have_func = 1;
    L->cur_line.file = L->cur_line.inl_file = -1;
    L->cur_line.line = L->cur_line.inl_line = 0;
    return WS_OK;
}

static struct sass_function *cur_func(struct lctx *L)
{
    return L->have_func ? &((struct sass_function *)L->funcs.data)[L->funcs.n - 1] : NULL;
}

/* nvdisasm prints every NaN immediate as [-+]QNAN (parse_float's reading
 * is a guess); where the encoding is printed too (-hex, cuobjdump -sass),
 * the immediate's 32 bits are the high half of the first word, as in
 * nvdisasm 13.0's "MUFU.RSQ R5, -QNAN ; / * 0xffc0000000057908 * /"
 * (samples/byte_params/sm_80.hex.sass): f32 bits for single-precision and
 * bit-select instructions (FSEL), a double's high word for the D* ones.
 * Half-precision pairs (H*) and words that are no NaN there are left. */
static void nan_from_encoding(struct sass_insn *in, uint64_t lo)
{
    uint32_t b = (uint32_t)(lo >> 32);
    if (!in->opcode || in->opcode[0] == 'H')
        return;
    int dbl = in->opcode[0] == 'D';
    for (unsigned i = 0; i < in->nops; i++) {
        struct sass_operand *o = &in->ops[i];
        if (o->kind != SOP_FIMM || o->u.fimm == o->u.fimm)
            continue;                   /* not a NaN */
        uint64_t d;
        if (dbl) {
            if ((b & 0x7ff00000u) != 0x7ff00000u)
                continue;
            d = (uint64_t)b << 32;
        } else {
            if ((b & 0x7f800000u) != 0x7f800000u || !(b & 0x7fffffu))
                continue;
            d = ((uint64_t)(b >> 31) << 63) | (0x7ffull << 52) | ((uint64_t)(b & 0x7fffffu) << 29);
        }
        memcpy(&o->u.fimm, &d, sizeof d);
    }
}

/* "/ * 0x000fe20000000800 * /" -> value; returns 1 when the text is exactly that */
static int parse_enc_comment(const char *p, const char *end, uint64_t *v)
{
    p = skip_ws(p, end);
    end = rtrim(p, end);
    if (end - p < 8 || !starts(p, end, "/*") || memcmp(end - 2, "*/", 2) != 0)
        return 0;
    const char *a = skip_ws(p + 2, end - 2), *b = rtrim(a, end - 2);
    if (b - a < 3 || a[0] != '0' || a[1] != 'x')
        return 0;
    return parse_uint(a, b, v) == (int)(b - a);
}

/* //## File "path", line N [inlined at "path", line M] */
static enum ws_status line_comment(struct lctx *L, const char *p, const char *end)
{
    const char *q = p + 4;
    q = skip_ws(q, end);
    if (!starts(q, end, "File \""))
        return WS_OK;                           /* other //## comments */
    q += 6;
    const char *e;
    int fi;
    size_t ll = L->last_file_len;
    if (L->last_file < L->files.n && (size_t)(end - q) > ll && q[ll] == '"' &&
        memcmp(q, ((const char **)L->files.data)[L->last_file], ll) == 0) {
        /* the file of the comment before (names hold no '"'): no search */
        e = q + ll;
        fi = (int)L->last_file;
    } else {
        e = memchr(q, '"', (size_t)(end - q));
        if (!e)
            return bad(&L->c, "bad line comment", p, end);
        fi = file_index(L, q, (size_t)(e - q));
    }
    const char *r = e + 1;
    if (!starts(r, end, ", line "))
        return bad(&L->c, "bad line comment", p, end);
    r += 7;
    uint64_t ln;
    int k = parse_uint(r, end, &ln);
    if (!k)
        return bad(&L->c, "bad line number", p, end);
    L->cur_line.file = fi;
    L->cur_line.line = (int)ln;
    L->cur_line.inl_file = -1;
    L->cur_line.inl_line = 0;
    r += k;
    /* most comments end at the line number: no search then */
    const char *ia = end - r >= 13 ? memmem(r, (size_t)(end - r), " inlined at \"", 13) : NULL;
    if (ia && ia < end) {
        const char *s = ia + 13;
        const char *e2 = memchr(s, '"', (size_t)(end - s));
        if (e2 && starts(e2 + 1, end, ", line ")) {
            L->cur_line.inl_file = file_index(L, s, (size_t)(e2 - s));
            uint64_t il;
            if (parse_uint(e2 + 8, end, &il))
                L->cur_line.inl_line = (int)il;
        }
    }
    return WS_OK;
}

static enum ws_status insn_line(struct lctx *L, const char *p, const char *end)
{
    /* p at the opening comment of "/ *0040* /" */
    const char *q = p + 2;
    uint64_t off = 0;
    const char *r = q, *lim = end - q > 16 ? q + 16 : end;     /* 16 digits at most */
    for (int d; r < lim && (d = hex_val(*r)) >= 0; r++)
        off = off * 16 + (uint64_t)d;
    int k = (int)(r - q);
    if (!k || !starts(q + k, end, "*/"))
        return bad(&L->c, "bad instruction offset", p, end);
    if (!L->have_func) {
        enum ws_status s = begin_function(L, "", 0, NULL);
        if (s)
            return s;
    }
    q += k + 2;
    /* an encoding comment may follow the ';' */
    const char *semi = memchr(q, ';', (size_t)(end - q));
    /* keep a spare slot past the last instruction: see finish() */
    if (L->ninsns + 1 >= L->cap) {
        size_t cap = L->cap ? 2 * L->cap : 1024;
        struct sass_insn *ni = realloc(L->insns, cap * sizeof *ni);
        if (!ni)
            return ws_error_set(L->c.err, WS_ENOMEM, L->c.file, L->c.line, "out of memory");
        L->insns = ni;
        if (L->defer) {
            struct raw_insn *nr = realloc(L->raw, cap * sizeof *nr);
            if (!nr) {
                L->cap = cap;
                return ws_error_set(L->c.err, WS_ENOMEM, L->c.file, L->c.line, "out of memory");
            }
            L->raw = nr;
        }
        L->cap = cap;
    }
    struct sass_insn *in = &L->insns[L->ninsns];
    memset(in, 0, sizeof *in);
    uint64_t lo = 0;
    int has_lo = 0;
    const char *text_end = end;
    if (semi) {
        text_end = semi;
        has_lo = parse_enc_comment(semi + 1, end, &lo);
    } else {
        /* no ';': maybe "TEXT / * 0x.. * /" */
        const char *cm = NULL;
        for (const char *s = q; s + 1 < end; s++)
            if (s[0] == '/' && s[1] == '*') { cm = s; break; }
        if (cm) {
            has_lo = parse_enc_comment(cm, end, &lo);
            text_end = cm;
        }
    }
    if (L->defer) {
        /* the text is parsed later (parse_split) */
        L->raw[L->ninsns] = (struct raw_insn){ q, (uint32_t)(text_end - q), (uint8_t)has_lo };
    } else {
        enum ws_status s = sass_parse_insn(L->m, q, (size_t)(text_end - q), in,
                                           L->c.file, L->c.line, L->c.err);
        if (s)
            return s;
    }
    in->offset = (uint32_t)off;
    in->srcline = L->c.line;
    in->line = L->cur_line;
    if (has_lo) {
        in->enc[0] = lo;
        if (!L->defer)
            nan_from_encoding(in, lo);
    }
    L->last_has_lo = has_lo;
    struct sass_insn *prev = last_insn(L);
    if (prev && in->offset <= prev->offset)
        return ws_error_set(L->c.err, WS_EPARSE, L->c.file, L->c.line,
                            "instruction offset 0x%04x does not follow 0x%04x",
                            in->offset, prev->offset);
    /* note it for resolve_labels() when it has label operands with a name */
    size_t named = L->m->intern ? L->m->intern->named_labels : 0;
    if (!L->defer && named != L->named_seen) {
        size_t at = L->ninsns;
        L->named_seen = named;
        if (vec_push(&L->label_insns, &at))
            return ws_error_set(L->c.err, WS_ENOMEM, L->c.file, L->c.line, "out of memory");
    }
    /* pending labels name this instruction */
    const char **pl = L->pending.data;
    for (size_t i = 0; i < L->pending.n; i++) {
        struct sass_label lab = { pl[i], in->offset };
        if (vec_push(&L->labels, &lab))
            return ws_error_set(L->c.err, WS_ENOMEM, L->c.file, L->c.line, "out of memory");
    }
    L->pending.n = 0;
    L->ninsns++;
    return WS_OK;
}

static int is_label_char(int c)
{
    return isalnum(c) || c == '_' || c == '.' || c == '$';
}

static enum ws_status label_line(struct lctx *L, const char *p, const char *end)
{
    /* "NAME:" possibly followed by nothing */
    const char *colon = end - 1;
    size_t n = (size_t)(colon - p);
    if (starts(p, end, ".text.")) {
        /* nvdisasm: ".text.NAME:" - the function's section label */
        struct sass_function *f = cur_func(L);
        if (f && func_insns(L) == 0 && n > 6 && strlen(f->name) == n - 6 &&
            memcmp(f->name, p + 6, n - 6) == 0)
            return WS_OK;
        return begin_function(L, p + 6, n - 6, NULL);
    }
    if (starts(p, end, ".L")) {
        const char *s = arena_strndup(&L->m->arena, p, n);
        if (!s || vec_push(&L->pending, &s))
            return ws_error_set(L->c.err, WS_ENOMEM, L->c.file, L->c.line, "out of memory");
        return WS_OK;
    }
    /* a symbol: the function itself, or a subroutine inside its section */
    struct sass_function *f = cur_func(L);
    if (f && func_insns(L) == 0 && strlen(f->name) == n && memcmp(f->name, p, n) == 0)
        return WS_OK;
    if (!f || func_insns(L) == 0) {
        if (f && f->name[0] == 0)
            return WS_OK;
        return begin_function(L, p, n, NULL);
    }
    const char *s = arena_strndup(&L->m->arena, p, n);
    if (!s || vec_push(&L->pending, &s))
        return ws_error_set(L->c.err, WS_ENOMEM, L->c.file, L->c.line, "out of memory");
    return WS_OK;
}

static enum ws_status directive_line(struct lctx *L, const char *p, const char *end);

/* `.section NAME,"flags",@type` of a section without code: what follows
 * is its data, read by sass_data.c. */
static enum ws_status data_section(struct lctx *L, const char *q, const char *end)
{
    enum ws_status s = end_function(L);
    if (s)
        return s;
    if (!L->data && !(L->data = sass_data_new()))
        return ws_error_set(L->c.err, WS_ENOMEM, L->c.file, L->c.line, "out of memory");
    const char *e = q;
    while (e < end && *e != ',' && *e != ' ' && *e != '\t')
        e++;
    int nobits = memmem(e, (size_t)(end - e), "@nobits", 7) != NULL;
    L->in_data = 1;
    return sass_data_begin(L->data, L->m, q, (size_t)(e - q), nobits,
                           L->c.file, L->c.line, L->c.err);
}

/* A line while a data section is open: a new section, the symbol table
 * nvdisasm prints last, or the section's own data. */
static enum ws_status data_line(struct lctx *L, const char *p, const char *end)
{
    if (starts(p, end, ".section") && end - p > 8 && (p[8] == ' ' || p[8] == '\t')) {
        const char *q = skip_ws(p + 8, end);
        if (starts(q, end, ".text.")) {
            enum ws_status s = sass_data_end(L->data, L->m, L->c.file, L->c.err);
            L->in_data = 0;
            if (s)
                return s;
        }
        return directive_line(L, p, end);
    }
    if (starts(p, end, "//---") && memmem(p, (size_t)(end - p), " SYMBOLS ", 9)) {
        L->in_data = 0;
        return sass_data_end(L->data, L->m, L->c.file, L->c.err);
    }
    return sass_data_line(L->data, L->m, p, end, L->c.file, L->c.line, L->c.err);
}

static enum ws_status directive_line(struct lctx *L, const char *p, const char *end)
{
    if (starts(p, end, ".target")) {
        const char *q = skip_ws(p + 7, end);
        if (starts(q, end, "sm_"))
            L->m->sm = atoi_n(q + 3, end);
        return WS_OK;
    }
    if (starts(p, end, ".sectioninfo")) {
        const char *r = memmem(p, (size_t)(end - p), "SHI_REGISTERS=", 14);
        struct sass_function *f = cur_func(L);
        if (r && r < end && f)
            f->registers = atoi_n(r + 14, end);
        return WS_OK;
    }
    if (starts(p, end, ".section") && end - p > 8 && (p[8] == ' ' || p[8] == '\t')) {
        const char *q = skip_ws(p + 8, end);
        if (starts(q, end, ".text.")) {
            const char *e = q + 6;
            while (e < end && *e != ',' && *e != ' ' && *e != '\t')
                e++;
            char sec[512];
            snprintf(sec, sizeof sec, "%.*s", (int)(e - q), q);
            return begin_function(L, q + 6, (size_t)(e - q - 6), sec);
        }
        return data_section(L, q, end);
    }
    return WS_OK;
}

static enum ws_status one_line(struct lctx *L, const char *p, const char *end)
{
    p = skip_ws(p, end);
    end = rtrim(p, end);
    if (p == end)
        return WS_OK;
    if (L->in_data)
        return data_line(L, p, end);
    if (starts(p, end, "/*")) {
        uint64_t v;
        /* "/ *0040* /": a hex digit right after the opening, and not the
         * "0x" an encoding word could also start with there */
        if (end - p > 3 && hex_val(p[2]) >= 0 && (p[2] != '0' || (p[3] != 'x' && p[3] != 'X')))
            return insn_line(L, p, end);
        if (parse_enc_comment(p, end, &v)) {
            /* second encoding word of the previous instruction */
            struct sass_insn *prev = last_insn(L);
            if (!prev || !L->last_has_lo || prev->has_enc)
                return bad(&L->c, "encoding word without an instruction", p, end);
            prev->enc[1] = v;
            prev->has_enc = 1;
            prev->ctrl = sass_decode_control(v);
            return WS_OK;
        }
        if (p + 2 < end && hex_val(p[2]) >= 0)
            return insn_line(L, p, end);
        return WS_OK;                   /* other comment */
    }
    if (starts(p, end, "//##"))
        return line_comment(L, p, end);
    if (starts(p, end, "//"))
        return WS_OK;
    if (starts(p, end, "Function : ")) {
        L->saw_cuobjdump = 1;
        const char *q = skip_ws(p + 11, end);
        return begin_function(L, q, (size_t)(end - q), NULL);
    }
    if (starts(p, end, "code for sm_") || starts(p, end, "arch = sm_")) {
        /* a cubin's block in a cuobjdump listing (several in a fat binary) */
        L->saw_cuobjdump = 1;
        L->block_sm = atoi_n(p + (*p == 'c' ? 12 : 10), end);
        L->m->sm = L->block_sm;
        return WS_OK;
    }
    if (starts(p, end, ".headerflags")) {
        const char *r = memmem(p, (size_t)(end - p), "EF_CUDA_SM", 10);
        if (r && r < end && !L->m->sm)
            L->m->sm = atoi_n(r + 10, end);
        return WS_OK;
    }
    if (*p == '.' && end[-1] == ':' && (starts(p, end, ".L") || starts(p, end, ".text.")))
        return label_line(L, p, end);
    if (*p == '.')
        return directive_line(L, p, end);
    if (end[-1] == ':') {
        /* cuobjdump: "Fatbin elf code:" before each cubin of a fat binary,
         * "member LIB:OBJ:" before each object of a static library */
        if (starts(p, end, "Fatbin ") || starts(p, end, "member "))
            return WS_OK;
        for (const char *q = p; q < end - 1; q++)
            if (!is_label_char((unsigned char)*q))
                return bad(&L->c, "unrecognised line", p, end);
        return label_line(L, p, end);
    }
    /* cuobjdump banners and trailers */
    if (starts(p, end, "Fatbin ") || starts(p, end, "=====") || starts(p, end, "arch =") ||
        starts(p, end, "ELF file ") ||
        starts(p, end, "code version") || starts(p, end, "host =") ||
        starts(p, end, "compile_size") || starts(p, end, "producer") ||
        starts(p, end, "identifier") || starts(p, end, "......") ||
        starts(p, end, "ptxasOptions") || *p == '}' || *p == '{')
        return WS_OK;
    return bad(&L->c, "unrecognised line", p, end);
}

/* The architectures the functions with code belong to, into m (ascending);
 * then the functions of the architecture to keep (want_sm, else the
 * highest) stay in L->funcs.  A listing of one cubin keeps them all. */
static enum ws_status choose_arch(struct lctx *L)
{
    struct sass_module *m = L->m;
    struct sass_function *fs = L->funcs.data;
    const int *fsm = L->func_sm.data;
    m->narchs = 0;
    for (size_t i = 0; i < L->funcs.n; i++) {
        int a = fsm[i], k = 0;
        if (a <= 0 || !fs[i].ninsns)
            continue;
        while (k < m->narchs && m->archs[k] < a)
            k++;
        if (k < m->narchs && m->archs[k] == a)
            continue;
        if (m->narchs == SASS_MAX_ARCHS)
            return ws_error_set(L->c.err, WS_ELIMIT, L->c.file, 0,
                                "code for more than %d architectures", SASS_MAX_ARCHS);
        memmove(&m->archs[k + 1], &m->archs[k], sizeof *m->archs * (size_t)(m->narchs - k));
        m->archs[k] = a;
        m->narchs++;
    }
    if (!m->narchs) {           /* nvdisasm: one cubin, named by .target */
        if (m->sm > 0) {
            m->archs[0] = m->sm;
            m->narchs = 1;
        }
        if (L->want_sm > 0 && m->sm > 0 && m->sm != L->want_sm)
            return ws_error_set(L->c.err, WS_ENOTFOUND, L->c.file, 0,
                                "holds code for sm_%d only, not sm_%d (--sm)", m->sm, L->want_sm);
        return WS_OK;
    }
    int keep = L->want_sm > 0 ? L->want_sm : m->archs[m->narchs - 1];
    int found = 0;
    for (int k = 0; k < m->narchs; k++)
        found |= m->archs[k] == keep;
    if (!found) {
        char list[128] = "";
        for (int k = 0, n = 0; k < m->narchs && n < (int)sizeof list; k++)
            n += snprintf(list + n, sizeof list - (size_t)n, "%ssm_%d", k ? ", " : "", m->archs[k]);
        return ws_error_set(L->c.err, WS_ENOTFOUND, L->c.file, 0,
                            "holds code for %s, not sm_%d (--sm)", list, keep);
    }
    size_t n = 0;
    for (size_t i = 0; i < L->funcs.n; i++)
        if (fsm[i] == keep || fsm[i] <= 0)
            fs[n++] = fs[i];
    L->funcs.n = n;
    m->sm = keep;
    return WS_OK;
}

static enum ws_status finish(struct lctx *L)
{
    enum ws_status s = end_function(L);
    if (s)
        return s;
    struct sass_module *m = L->m;
    /* the module takes the instruction array, trimmed to one zeroed slot
     * past the last instruction so that an empty function at the end
     * still points at an instruction, and every function at its slice */
    struct sass_insn *ins = realloc(L->insns, (L->ninsns + 1) * sizeof *ins);
    if (!ins)
        return ws_error_set(L->c.err, WS_ENOMEM, L->c.file, 0, "out of memory");
    L->insns = NULL;
    memset(&ins[L->ninsns], 0, sizeof *ins);
    m->insns = ins;
    struct sass_function *fs = L->funcs.data;
    for (size_t i = 0, at = 0; i < L->funcs.n; i++) {
        fs[i].insns = ins + at;
        at += fs[i].ninsns;
    }
    if ((s = choose_arch(L)))
        return s;
    m->format = L->saw_cuobjdump ? SASS_FMT_CUOBJDUMP : SASS_FMT_NVDISASM;
    m->nfuncs = L->funcs.n;
    m->funcs = arena_alloc(&m->arena, sizeof(struct sass_function) * (m->nfuncs ? m->nfuncs : 1));
    m->nfiles = L->files.n;
    m->files = arena_alloc(&m->arena, sizeof(char *) * (m->nfiles ? m->nfiles : 1));
    if (!m->funcs || !m->files)
        return ws_error_set(L->c.err, WS_ENOMEM, L->c.file, 0, "out of memory");
    if (m->nfuncs)
        memcpy(m->funcs, L->funcs.data, sizeof(struct sass_function) * m->nfuncs);
    if (m->nfiles)
        memcpy(m->files, L->files.data, sizeof(char *) * m->nfiles);
    if (L->data && (s = sass_data_finish(L->data, m, L->c.file, L->c.err)))
        return s;
    /* functions made of nothing (cuobjdump headers of empty sections) are kept;
     * a listing without any instruction is an error */
    size_t total = 0;
    for (size_t i = 0; i < m->nfuncs; i++)
        total += m->funcs[i].ninsns;
    if (total == 0)
        return ws_error_set(L->c.err, WS_EPARSE, L->c.file, 0,
                            "no SASS instructions found (expected nvdisasm or cuobjdump -sass output)");
    return WS_OK;
}

/* ---- the two-thread parse ----------------------------------------------
 *
 * A listing of SPLIT_MIN bytes or more, when two threads are allowed
 * (sass_parse_set_threads), is read in two passes: the first reads the
 * lines as above but keeps each instruction's text unparsed (the lines
 * around the instructions, labels, line comments, data sections, depend
 * on each other and stay on one thread); then the texts are parsed, half
 * the instructions on each thread, and after the labels are resolved, the
 * MIR is built the same way.  The second thread allocates from an arena
 * and interns into tables of its own (a shadow module); its arena joins
 * the module's after, and its instructions' modifier lists are replaced by
 * the module's own copies, so every list is one object as in the one-pass
 * parse.  The IR is the same as the one pass's (tests/test_sass_split.c
 * compares every field on every sample, held-out and parity listing); whenever
 * anything in the two passes fails, the listing is parsed again in one
 * pass, so that its error is the one pass's. */

#define SPLIT_MIN (1u << 20)

static int parse_threads = 1;

void sass_parse_set_threads(int n)
{
    parse_threads = n > 1 ? 2 : 1;
}

struct part {
    struct lctx *L;
    struct sass_module *m;      /* arena and intern tables: L->m, or the shadow */
    size_t from, to;            /* instructions, indices into L->insns */
    int mir;                    /* 0: parse the texts, 1: build the MIR */
    enum ws_status s;
    struct ws_error err;
    const struct strmap *names; /* per function: its labels' names (label_names) */
};

static void parse_part(struct part *pt)
{
    struct lctx *L = pt->L;
    const struct sass_function *fs = L->funcs.data;
    size_t k = 0, end = L->funcs.n ? fs[0].ninsns : 0;  /* function k's instructions end at end */
    for (size_t i = pt->from; i < pt->to; i++) {
        while (i >= end && k + 1 < L->funcs.n)
            end += fs[++k].ninsns;
        struct sass_insn *in = &L->insns[i];
        const struct raw_insn *r = &L->raw[i];
        /* The one pass parses into a cleared entry and sets the offset,
         * lines, encoding and control bits after.  The first pass cleared
         * this entry and set those, which the parse leaves alone but for
         * the source line (its files set to -1): that one is put back. */
        struct sass_line line = in->line;
        pt->s = sass_parse_insn(pt->m, r->p, r->len, in, L->c.file, in->srcline, &pt->err);
        if (pt->s)
            return;
        in->line = line;
        if (r->has_lo)
            nan_from_encoding(in, in->enc[0]);
        /* its labels, as the one pass resolves them when the function ends
         * (the labels are all known after the first pass) */
        resolve_insn(&fs[k], &pt->names[k], in);
    }
}

static void mir_part(struct part *pt)
{
    struct sass_function *fs = pt->L->funcs.data;
    for (size_t k = 0, at = 0; k < pt->L->funcs.n && at < pt->to; at += fs[k++].ninsns) {
        size_t a = at > pt->from ? at : pt->from;
        size_t b = at + fs[k].ninsns < pt->to ? at + fs[k].ninsns : pt->to;
        if (a >= b)
            continue;
        pt->s = sass_mir_range(&pt->m->arena, pt->m->path, &fs[k], a - at, b - at, &pt->err);
        if (pt->s)
            return;
    }
}

static void *part_main(void *arg)
{
    struct part *pt = arg;
    if (pt->mir)
        mir_part(pt);
    else
        parse_part(pt);
    return NULL;
}

/* Both halves, the second on a thread (here, when none can start). */
static enum ws_status run_parts(struct part *pt, int mir)
{
    pthread_t th;
    pt[0].mir = pt[1].mir = mir;
    int started = !pthread_create(&th, NULL, part_main, &pt[1]);
    part_main(&pt[0]);
    if (started)
        pthread_join(th, NULL);
    else
        part_main(&pt[1]);
    return pt[0].s ? pt[0].s : pt[1].s;
}

/* The modifier lists of instructions [from, to), interned by the shadow
 * module b, replaced by m's lists of the same text (m takes b's where it
 * has none). */
static enum ws_status adopt_lists(struct sass_module *m, struct sass_module *b,
                                  struct sass_insn *ins, size_t from, size_t to)
{
    struct sass_intern *tm = intern_tables(m), *tb = b->intern;
    if (!tm)
        return WS_ENOMEM;
    if (!tb)
        return WS_OK;
    /* b's list -> m's, in an open-addressed table keyed by b's pointer */
    size_t cap = 16;
    while (cap < 2 * tb->lists.n + 2)
        cap *= 2;
    const char ***from_b = calloc(cap, sizeof *from_b), ***to_m = calloc(cap, sizeof *to_m);
    if (!from_b || !to_m) {
        free(from_b);
        free(to_m);
        return WS_ENOMEM;
    }
    enum ws_status s = WS_OK;
    for (size_t i = 0; i < tb->lists.cap && !s; i++) {
        const struct intern_slot *sb = &tb->lists.slot[i];
        if (!sb->s)
            continue;
        struct intern_slot *sl = intern_slot_h(&tm->lists, sb->s, sb->len, sb->hash);
        if (!sl) {
            s = WS_ENOMEM;
            break;
        }
        if (!sl->s) {           /* m has none: b's (its arena becomes m's) */
            sl->s = sb->s;
            sl->value = sb->value;
            tm->lists.n++;
        }
        size_t j = ((uintptr_t)sb->value >> 4) & (cap - 1);
        while (from_b[j])
            j = (j + 1) & (cap - 1);
        from_b[j] = sb->value;
        to_m[j] = sl->value;
    }
    for (size_t i = from; i < to && !s; i++) {
        const char **l = ins[i].mods;
        if (!l)
            continue;
        size_t j = ((uintptr_t)l >> 4) & (cap - 1);
        while (from_b[j] && from_b[j] != l)
            j = (j + 1) & (cap - 1);
        if (from_b[j])
            ins[i].mods = to_m[j];
    }
    free(from_b);
    free(to_m);
    return s;
}

/* The second pass: texts parsed, labels resolved, MIR built. */
static enum ws_status parse_split(struct lctx *L)
{
    struct sass_module *m = L->m, b;
    memset(&b, 0, sizeof b);
    arena_init(&b.arena, 256 * 1024);
    b.path = m->path;
    struct sass_function *fs = L->funcs.data;
    for (size_t k = 0, at = 0; k < L->funcs.n; at += fs[k++].ninsns)
        fs[k].insns = L->insns + at;        /* (moved as the array grew) */
    size_t mid = L->ninsns / 2;
    /* each function's label names, for the labels resolved as the texts
     * are parsed */
    struct strmap *names = calloc(L->funcs.n ? L->funcs.n : 1, sizeof *names);
    int oom = !names;
    for (size_t k = 0; k < L->funcs.n && !oom; k++)
        oom = label_names(&fs[k], &names[k]);
    struct part pt[2] = { { L, m, 0, mid, 0, WS_OK, { 0 }, names },
                          { L, &b, mid, L->ninsns, 0, WS_OK, { 0 }, names } };
    enum ws_status s = oom ? ws_error_set(L->c.err, WS_ENOMEM, L->c.file, 0, "out of memory")
                           : run_parts(pt, 0);
    for (size_t k = 0; names && k < L->funcs.n; k++)
        strmap_free(&names[k]);
    free(names);
    if (!s)
        s = adopt_lists(m, &b, L->insns, mid, L->ninsns);
    for (size_t k = 0; k < L->funcs.n && !s; k++)
        s = sass_mir_begin(&m->arena, m->path, &fs[k], L->c.err);
    if (!s)
        s = run_parts(pt, 1);
    for (size_t k = 0; k < L->funcs.n && !s; k++)
        sass_mir_end(&fs[k]);
    arena_adopt(&m->arena, &b.arena);   /* b's strings and lists are m's now */
    b.path = NULL;
    intern_free(&b);
    return s;
}

static void lctx_free(struct lctx *L)
{
    free(L->funcs.data);
    free(L->insns);
    free(L->raw);
    free(L->labels.data);
    free(L->files.data);
    free(L->pending.data);
    free(L->label_insns.data);
    free(L->func_sm.data);
    sass_data_free(L->data);
}

/* One parse of the listing; split: in two passes (above). */
static enum ws_status parse_buffer(const char *name, const char *buf, size_t len, int sm,
                                   int split, struct sass_module **out, struct ws_error *err)
{
    *out = NULL;
    struct sass_module *m = calloc(1, sizeof *m);
    if (!m)
        return ws_error_set(err, WS_ENOMEM, name, 0, "out of memory");
    arena_init(&m->arena, 256 * 1024);
    m->path = strdup(name ? name : "");
    m->reserved_shared_bytes = -1;
    struct lctx L;
    memset(&L, 0, sizeof L);
    L.c.m = m;
    L.c.file = name;
    L.c.err = err;
    L.m = m;
    L.funcs.elem = sizeof(struct sass_function);
    L.labels.elem = sizeof(struct sass_label);
    L.files.elem = sizeof(char *);
    L.pending.elem = sizeof(char *);
    L.label_insns.elem = sizeof(size_t);
    L.func_sm.elem = sizeof(int);
    L.want_sm = sm;
    L.defer = split;
    /* room for the instructions up front (copying the array as it doubles
     * cost more than the rest of growing it): one per 64 bytes (the bench
     * listing has 65 a line, nvdisasm's about 75 with their encodings;
     * shorter lines grow the array as before) */
    size_t guess = len / 64 + 1024;
    L.insns = malloc(guess * sizeof *L.insns);
    L.raw = split ? malloc(guess * sizeof *L.raw) : NULL;
    L.cap = L.insns && (L.raw || !split) ? guess : 0;
    enum ws_status s = WS_OK;
    if (memchr(buf, '\0', len)) {
        size_t at = (size_t)((const char *)memchr(buf, '\0', len) - buf);
        int line = 1;
        for (size_t i = 0; i < at; i++)
            line += buf[i] == '\n';
        s = ws_error_set(err, WS_EFORMAT, name, line,
                         "binary data (NUL byte) in a text listing; for a cubin, use nvdisasm or pass the .cubin itself");
    }
    const char *p = buf, *end = buf + len;
    int line = 0;
    while (!s && p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *le = nl ? nl : end;
        L.c.line = ++line;
        if (le - p > SASS_MAX_LINE)
            s = ws_error_set(err, WS_ELIMIT, name, line, "line longer than %d bytes", SASS_MAX_LINE);
        else
            s = one_line(&L, p, le);
        p = nl ? nl + 1 : end;
    }
    if (!s && split)
        s = end_function(&L);
    if (!s && split)
        s = parse_split(&L);
    if (!s)
        s = finish(&L);
    lctx_free(&L);
    if (s) {
        sass_module_free(m);
        return s;
    }
    *out = m;
    return WS_OK;
}

enum ws_status sass_parse_buffer_threads(const char *name, const char *buf, size_t len, int sm,
                                         int threads, struct sass_module **out,
                                         struct ws_error *err)
{
    if (threads > 1) {
        struct ws_error e2;
        ws_error_clear(&e2);
        if (parse_buffer(name, buf, len, sm, 1, out, &e2) == WS_OK)
            return WS_OK;
        /* whatever failed: the one pass says what and where */
    }
    return parse_buffer(name, buf, len, sm, 0, out, err);
}

enum ws_status sass_parse_buffer(const char *name, const char *buf, size_t len,
                                 struct sass_module **out, struct ws_error *err)
{
    return sass_parse_buffer_sm(name, buf, len, 0, out, err);
}

enum ws_status sass_parse_buffer_sm(const char *name, const char *buf, size_t len, int sm,
                                    struct sass_module **out, struct ws_error *err)
{
    int threads = parse_threads > 1 && len >= SPLIT_MIN ? 2 : 1;
    return sass_parse_buffer_threads(name, buf, len, sm, threads, out, err);
}

enum ws_status sass_parse_file(const char *path, struct sass_module **out, struct ws_error *err)
{
    return sass_parse_file_sm(path, 0, out, err);
}

enum ws_status sass_parse_file_sm(const char *path, int sm, struct sass_module **out,
                                  struct ws_error *err)
{
    *out = NULL;
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return ws_error_set(err, WS_EIO, path, 0, "cannot open: %s", strerror(errno));
    size_t cap = 1 << 16, n = 0;
    struct stat st;
    if (!fstat(fileno(fp), &st) && S_ISREG(st.st_mode) && st.st_size > 0 &&
        (uint64_t)st.st_size < SIZE_MAX / 2)
        cap = (size_t)st.st_size + 1;       /* read whole in one go (at n == cap: doubled) */
    char *buf = malloc(cap);
    size_t k;
    while (buf && (k = fread(buf + n, 1, cap - n, fp)) > 0) {
        n += k;
        if (n == cap) {
            char *nb = realloc(buf, cap * 2);
            if (!nb) { free(buf); buf = NULL; break; }
            buf = nb;
            cap *= 2;
        }
    }
    int rerr = ferror(fp);
    fclose(fp);
    if (!buf)
        return ws_error_set(err, WS_ENOMEM, path, 0, "out of memory");
    if (rerr) {
        free(buf);
        return ws_error_set(err, WS_EIO, path, 0, "read error");
    }
    if (n >= 4 && memcmp(buf, "\x7f" "ELF", 4) == 0) {
        free(buf);
        return ws_error_set(err, WS_EFORMAT, path, 0,
                            "this is an ELF file (a cubin?), not a SASS listing");
    }
    enum ws_status s = sass_parse_buffer_sm(path, buf, n, sm, out, err);
    free(buf);
    return s;
}

void sass_module_free(struct sass_module *m)
{
    if (!m)
        return;
    intern_free(m);
    free(m->insns);
    arena_free(&m->arena);
    free(m->path);
    free(m);
}

struct sass_function *sass_find_function(struct sass_module *m, const char *name)
{
    for (size_t i = 0; i < m->nfuncs; i++)
        if (!strcmp(m->funcs[i].name, name))
            return &m->funcs[i];
    return NULL;
}

/* Append one element to an arena array (copying the old ones: module data
 * is small and added once). */
static void *arena_push(struct arena *a, void *arr, size_t n, size_t elem)
{
    void *na = arena_alloc(a, (n + 1) * elem);
    if (na && n) memcpy(na, arr, n * elem);
    return na;
}

const struct sass_cbank_data *sass_find_cbank(const struct sass_module *m, int bank, const char *func)
{
    const struct sass_cbank_data *wide = NULL;
    for (size_t i = 0; i < m->ncbanks; i++) {
        const struct sass_cbank_data *c = &m->cbanks[i];
        if (c->bank != bank) continue;
        if (!c->func) wide = c;
        else if (func && !strcmp(c->func, func)) return c;
    }
    return wide;
}

enum ws_status sass_add_cbank(struct sass_module *m, int bank, const char *func,
                              const uint8_t *data, size_t len)
{
    struct sass_cbank_data *n = arena_push(&m->arena, m->cbanks, m->ncbanks, sizeof *n);
    uint8_t *copy = arena_alloc(&m->arena, len ? len : 1);
    if (!n || !copy) return WS_ENOMEM;
    memcpy(copy, data, len);
    n[m->ncbanks] = (struct sass_cbank_data){ .bank = bank, .data = copy, .len = len,
                                         .func = func ? arena_strdup(&m->arena, func) : NULL };
    m->cbanks = n;
    m->ncbanks++;
    return WS_OK;
}

const struct sass_global *sass_find_global(const struct sass_module *m, const char *name)
{
    for (size_t i = 0; i < m->nglobals; i++)
        if (!strcmp(m->globals[i].name, name))
            return &m->globals[i];
    return NULL;
}

const struct sass_cbank_sym *sass_find_cbank_sym(const struct sass_module *m, int bank,
                                                 const char *func, uint32_t offset)
{
    const struct sass_cbank_sym *wide = NULL;
    for (size_t i = 0; i < m->ncbsyms; i++) {
        const struct sass_cbank_sym *c = &m->cbsyms[i];
        if (c->bank != bank || c->offset != offset) continue;
        if (!c->func) wide = c;
        else if (func && !strcmp(c->func, func)) return c;
    }
    return wide;
}

enum ws_status sass_add_global(struct sass_module *m, const struct sass_global *g)
{
    struct sass_global *n = arena_push(&m->arena, m->globals, m->nglobals, sizeof *n);
    if (!n) return WS_ENOMEM;
    struct sass_global c = *g;
    c.name = arena_strdup(&m->arena, g->name);
    if (g->init) {
        uint8_t *d = arena_alloc(&m->arena, g->size ? g->size : 1);
        if (!d) return WS_ENOMEM;
        memcpy(d, g->init, g->size);
        c.init = d;
    }
    if (!c.name) return WS_ENOMEM;
    n[m->nglobals++] = c;
    m->globals = n;
    return WS_OK;
}

enum ws_status sass_add_cbank_sym(struct sass_module *m, const struct sass_cbank_sym *s)
{
    struct sass_cbank_sym *n = arena_push(&m->arena, m->cbsyms, m->ncbsyms, sizeof *n);
    if (!n) return WS_ENOMEM;
    struct sass_cbank_sym c = *s;
    c.symbol = arena_strdup(&m->arena, s->symbol);
    c.func = s->func ? arena_strdup(&m->arena, s->func) : NULL;
    if (!c.symbol || (s->func && !c.func)) return WS_ENOMEM;
    n[m->ncbsyms++] = c;
    m->cbsyms = n;
    return WS_OK;
}
