/* rdna_parse.c - read gfx11 assembly as LLVM prints it: clang-19 -S output
 * and llvm-objdump-19 -d output, into struct rdna_module.
 *
 * One pass over lines. A line is a comment, a directive, a label, an
 * objdump header (`ADDR <sym>:`) or an instruction; objdump instructions
 * carry `// ADDR: WORDS <target>` which gives offsets and sizes. Functions
 * come from `.type NAME,@function` + `NAME:` (or any global label, or an
 * objdump symbol header) and end at `.Lfunc_endN:`, `.size`, or a section
 * switch. Errors carry FILE:LINE and WS_EPARSE; nothing aborts.
 */
#include "rdna.h"
#include "base/strmap.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_OPS  24
#define MAX_MODS 16
#define MAX_REG_RANGE 32    /* s[0:31] would be the largest tuple LLVM names (b1024) */

/* ------------------------------------------------------------------ */
/* small helpers */

static int is_ident0(int c) { return isalpha(c) || c == '_' || c == '.' || c == '$'; }
static int is_ident(int c) { return isalnum(c) || c == '_' || c == '.' || c == '$'; }

static int is_sp(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

static void trim(const char **s, size_t *len)
{
    while (*len && is_sp(**s)) { (*s)++; (*len)--; }
    while (*len && is_sp((*s)[*len - 1])) (*len)--;
}

static int tok_eq(const char *s, size_t len, const char *lit)
{
    return strlen(lit) == len && memcmp(s, lit, len) == 0;
}

static int parse_uint(const char *s, size_t len, long *out)
{
    if (!len || len > 18)
        return 0;
    long v = 0;
    for (size_t i = 0; i < len; i++) {
        if (!isdigit((unsigned char)s[i]))
            return 0;
        v = v * 10 + (s[i] - '0');
    }
    *out = v;
    return 1;
}

/* ------------------------------------------------------------------ */
/* operands */

struct named_reg { const char *name; uint8_t kind; int8_t reg; uint8_t count; };

static const struct named_reg named_regs[] = {
    { "vcc", ROP_SPECIAL, RS_VCC_LO, 2 },  { "vcc_lo", ROP_SPECIAL, RS_VCC_LO, 1 },
    { "vcc_hi", ROP_SPECIAL, RS_VCC_HI, 1 }, { "exec", ROP_SPECIAL, RS_EXEC_LO, 2 },
    { "exec_lo", ROP_SPECIAL, RS_EXEC_LO, 1 }, { "exec_hi", ROP_SPECIAL, RS_EXEC_HI, 1 },
    { "scc", ROP_SPECIAL, RS_SCC, 1 },     { "m0", ROP_SPECIAL, RS_M0, 1 },
    { "null", ROP_NULL, -1, 0 },           { "off", ROP_OFF, -1, 0 },
};

/* Operands that name hardware state but are not tracked registers. */
static const char *const other_names[] = {
    "vccz", "execz", "src_scc", "src_vccz", "src_execz", "lds_direct", "src_lds_direct",
    "src_shared_base", "src_shared_limit", "src_private_base", "src_private_limit",
    "src_pops_exiting_wave_id", "pops_exiting_wave_id", "shared_base", "shared_limit",
    "private_base", "private_limit", "flat_scratch", "flat_scratch_lo", "flat_scratch_hi",
    "mrt0", "mrt1", "mrt2", "mrt3", "mrtz", "null_exp", "pos0", "pos1", "pos2", "pos3",
    "param0", "done", NULL,
};

/* "5" or "[2:3]" after a register prefix. */
static int parse_reg_index(const char *s, size_t len, int limit, int *first, int *count)
{
    long a, b;
    if (len && s[0] == '[') {
        if (s[len - 1] != ']')
            return 0;
        const char *colon = memchr(s, ':', len);
        if (!colon) {
            if (!parse_uint(s + 1, len - 2, &a))
                return 0;
            b = a;
        } else {
            if (!parse_uint(s + 1, (size_t)(colon - s - 1), &a) ||
                !parse_uint(colon + 1, (size_t)(s + len - 1 - colon - 1), &b))
                return 0;
        }
    } else {
        if (!parse_uint(s, len, &a))
            return 0;
        b = a;
    }
    if (b < a || b >= limit || b - a + 1 > MAX_REG_RANGE)
        return 0;
    *first = (int)a;
    *count = (int)(b - a + 1);
    return 1;
}

static int looks_numeric(const char *s, size_t len)
{
    if (len && (s[0] == '-' || s[0] == '+')) { s++; len--; }
    return len && (isdigit((unsigned char)s[0]) || (s[0] == '.' && len > 1 && isdigit((unsigned char)s[1])));
}

static int parse_number(const char *s, size_t len, struct rdna_operand *o)
{
    char buf[64];
    if (len >= sizeof buf)
        return 0;
    memcpy(buf, s, len);
    buf[len] = '\0';
    const char *p = buf + ((buf[0] == '-' || buf[0] == '+') ? 1 : 0);
    int hex = p[0] == '0' && (p[1] == 'x' || p[1] == 'X');
    char *end;
    errno = 0;
    if (!hex && strpbrk(buf, ".eE")) {
        o->kind = ROP_FLOAT;
        o->fimm = strtod(buf, &end);
    } else {
        o->kind = ROP_INT;
        if (buf[0] == '-')
            o->imm = strtoll(buf, &end, 0);
        else
            o->imm = (int64_t)strtoull(buf, &end, 0);
        if (hex)
            o->flags |= ROF_HEX;
    }
    return *end == '\0' && errno == 0;
}

static int is_sym_form(const char *s, size_t len)
{
    size_t i = 0;
    if (!len || !is_ident0((unsigned char)s[0]))
        return 0;
    while (i < len && is_ident((unsigned char)s[i]))
        i++;
    return i < len && s[i] == '(';
}

static int valid_expr(const char *s, size_t len)
{
    if (!len || !is_ident0((unsigned char)s[0]))
        return 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (!is_ident(c) && c != '@' && c != '+' && c != '-' && c != '(' && c != ')')
            return 0;
    }
    return 1;
}

static enum ws_status parse_operand(struct rdna_module *m, const char *s, size_t len,
                                    int branch, struct rdna_operand *o,
                                    const char *file, int line, struct ws_error *err)
{
    const char *s0 = s;
    size_t len0 = len;
    memset(o, 0, sizeof *o);
    o->reg = -1;
    o->target = RDNA_NO_OFFSET;
    trim(&s, &len);
    if (!len)
        return ws_error_set(err, WS_EPARSE, file, line, "empty operand");
    if (len > 1 && s[0] == '-' && !looks_numeric(s, len)) {
        o->flags |= ROF_NEG;
        s++; len--;
    }
    if (len > 2 && s[0] == '|' && s[len - 1] == '|') {
        o->flags |= ROF_ABS;
        s++; len -= 2;
    } else if (len > 5 && memcmp(s, "abs(", 4) == 0 && s[len - 1] == ')') {
        o->flags |= ROF_ABS;
        s += 4; len -= 5;
    } else if (len > 5 && memcmp(s, "neg(", 4) == 0 && s[len - 1] == ')') {
        o->flags |= ROF_NEG;
        s += 4; len -= 5;
    }
    int first, count;
    /* vN, sN, v[a:b], s[a:b] first: most operands (no named register has a
     * digit or '[' second) */
    if ((s[0] == 'v' || s[0] == 's') && len > 1 && (isdigit((unsigned char)s[1]) || s[1] == '[')) {
        int v = s[0] == 'v';
        if (!parse_reg_index(s + 1, len - 1, v ? RDNA_NUM_VGPR : m && m->sgpr_limit ? m->sgpr_limit : RDNA_NUM_SGPR, &first, &count))
            return ws_error_set(err, WS_EPARSE, file, line, "bad register '%.*s'", (int)len, s);
        o->kind = v ? ROP_VGPR : ROP_SGPR;
        o->reg = (int16_t)first;
        o->count = (uint8_t)count;
        return WS_OK;
    }
    for (size_t i = 0; i < sizeof named_regs / sizeof named_regs[0]; i++) {
        if (tok_eq(s, len, named_regs[i].name)) {
            o->kind = named_regs[i].kind;
            o->reg = named_regs[i].reg;
            o->count = named_regs[i].count;
            return WS_OK;
        }
    }
    if (len > 4 && memcmp(s, "ttmp", 4) == 0 && (isdigit((unsigned char)s[4]) || s[4] == '[')) {
        if (!parse_reg_index(s + 4, len - 4, RDNA_NUM_TTMP, &first, &count))
            return ws_error_set(err, WS_EPARSE, file, line, "bad register '%.*s'", (int)len, s);
        o->kind = ROP_TTMP;
        o->reg = (int16_t)first;
        o->count = (uint8_t)count;
        return WS_OK;
    }
    if (looks_numeric(s, len)) {
        if (!parse_number(s, len, o))
            return ws_error_set(err, WS_EPARSE, file, line, "bad number '%.*s'", (int)len, s);
        if (o->kind == ROP_FLOAT) {
            o->text = arena_strndup(&m->arena, s, len);   /* keep the spelling for printing */
            if (!o->text)
                return ws_error_set(err, WS_ENOMEM, file, line, "out of memory");
        }
        return WS_OK;
    }
    if (o->flags) /* -x / |x| only on registers and constants */
        return ws_error_set(err, WS_EPARSE, file, line, "bad operand '%.*s'", (int)len0, s0);
    if (is_sym_form(s, len)) {
        o->kind = ROP_SYM;
    } else if (valid_expr(s, len)) {
        o->kind = ROP_EXPR;
        for (int i = 0; other_names[i]; i++)
            if (tok_eq(s, len, other_names[i]))
                o->kind = ROP_OTHER;
        if (o->kind == ROP_EXPR && branch)
            o->kind = ROP_LABEL;
    } else {
        return ws_error_set(err, WS_EPARSE, file, line, "bad operand '%.*s'", (int)len, s);
    }
    o->text = arena_strndup(&m->arena, s, len);
    if (!o->text)
        return ws_error_set(err, WS_ENOMEM, file, line, "out of memory");
    return WS_OK;
}

/* ------------------------------------------------------------------ */
/* operand lists and modifiers */

/* Split at top-level sep (commas, or whitespace when sep == ' '). */
static size_t split_top(const char *s, size_t len, char sep, const char **parts, size_t *plen,
                        size_t max)
{
    size_t n = 0, start = 0;
    int depth = 0;
    for (size_t i = 0; i <= len; i++) {
        char c = i < len ? s[i] : '\0';
        if (c == '[' || c == '(')
            depth++;
        else if ((c == ']' || c == ')') && depth > 0)
            depth--;
        int cut = i == len || (depth == 0 && (sep == ' ' ? is_sp(c) : c == sep));
        if (!cut)
            continue;
        const char *p = s + start;
        size_t l = i - start;
        trim(&p, &l);
        if (l || sep != ' ') {
            if (n < max) {
                parts[n] = p;
                plen[n] = l;
            }
            n++;
        }
        start = i + 1;
    }
    return n;
}

static int valid_mod(const char *s, size_t len)
{
    size_t i = 0;
    while (i < len && (isalnum((unsigned char)s[i]) || s[i] == '_'))
        i++;
    if (i == 0)
        return 0;
    if (i == len)
        return 1;
    if (s[i] != ':' || i + 1 == len)
        return 0;
    for (i++; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (!isalnum(c) && (c == 0 || !strchr("_-.,[]()", c)))
            return 0;
    }
    return 1;
}

struct oplist {
    struct rdna_operand ops[MAX_OPS];
    struct rdna_mod mods[MAX_MODS];
    int nops, nmods;
};

static enum ws_status add_mod(struct rdna_module *m, struct oplist *l, const char *s, size_t len,
                              const char *file, int line, struct ws_error *err)
{
    if (!valid_mod(s, len))
        return ws_error_set(err, WS_EPARSE, file, line, "bad operand or modifier '%.*s'",
                            (int)len, s);
    if (l->nmods >= MAX_MODS)
        return ws_error_set(err, WS_ELIMIT, file, line, "too many modifiers");
    const char *colon = memchr(s, ':', len);
    struct rdna_mod *md = &l->mods[l->nmods++];
    md->name = arena_strndup(&m->arena, s, colon ? (size_t)(colon - s) : len);
    md->value = colon ? arena_strndup(&m->arena, colon + 1, (size_t)(s + len - colon - 1)) : NULL;
    if (!md->name || (colon && !md->value))
        return ws_error_set(err, WS_ENOMEM, file, line, "out of memory");
    return WS_OK;
}

static enum ws_status add_op(struct rdna_module *m, struct oplist *l, const char *s, size_t len,
                             int branch, const char *file, int line, struct ws_error *err)
{
    if (l->nops >= MAX_OPS)
        return ws_error_set(err, WS_ELIMIT, file, line, "too many operands");
    return parse_operand(m, s, len, branch, &l->ops[l->nops++], file, line, err);
}

/* "v1, v[2:3], off offset:16 glc" -> operands and modifiers. */
static enum ws_status parse_oplist(struct rdna_module *m, const char *s, size_t len, int branch,
                                   struct oplist *l, const char *file, int line,
                                   struct ws_error *err)
{
    const char *parts[MAX_OPS], *toks[MAX_MODS + 2];
    size_t plen[MAX_OPS], tlen[MAX_MODS + 2];
    enum ws_status st;
    trim(&s, &len);
    if (!len)
        return WS_OK;
    size_t np = split_top(s, len, ',', parts, plen, MAX_OPS);
    if (np > MAX_OPS)
        return ws_error_set(err, WS_ELIMIT, file, line, "too many operands");
    for (size_t i = 0; i + 1 < np; i++)
        if ((st = add_op(m, l, parts[i], plen[i], branch, file, line, err)) != WS_OK)
            return st;
    /* the last piece holds the last operand and the modifiers */
    const char *last = parts[np - 1];
    size_t lastlen = plen[np - 1];
    if (is_sym_form(last, lastlen)) {
        /* vmcnt(0) lgkmcnt(0) / instid0(..) | instskip(..): one symbolic operand */
        if (l->nops >= MAX_OPS)
            return ws_error_set(err, WS_ELIMIT, file, line, "too many operands");
        struct rdna_operand *o = &l->ops[l->nops++];
        memset(o, 0, sizeof *o);
        o->kind = ROP_SYM;
        o->reg = -1;
        o->target = RDNA_NO_OFFSET;
        o->text = arena_strndup(&m->arena, last, lastlen);
        return o->text ? WS_OK : ws_error_set(err, WS_ENOMEM, file, line, "out of memory");
    }
    size_t nt = split_top(last, lastlen, ' ', toks, tlen, MAX_MODS + 2);
    if (nt > MAX_MODS + 1)
        return ws_error_set(err, WS_ELIMIT, file, line, "too many modifiers");
    size_t k = 0;
    /* with no comma, a lone modifier list (`glc`) is possible but an operand comes first */
    if (nt && !(np == 1 && valid_mod(toks[0], tlen[0]) && memchr(toks[0], ':', tlen[0]))) {
        if ((st = add_op(m, l, toks[0], tlen[0], branch, file, line, err)) != WS_OK)
            return st;
        k = 1;
    }
    for (; k < nt; k++)
        if ((st = add_mod(m, l, toks[k], tlen[k], file, line, err)) != WS_OK)
            return st;
    return WS_OK;
}

/* ------------------------------------------------------------------ */
/* instructions */

static unsigned guess_enc(const char *op)
{
    static const struct { const char *pre; unsigned enc; } g[] = {
        { "v_dual_", RE_VOPD }, { "v_pk_", RE_VOP3P }, { "v_cmpx_", RE_VOPC }, { "v_cmp_", RE_VOPC },
        { "v_", RE_VOP3 }, { "s_load", RE_SMEM }, { "s_buffer_load", RE_SMEM },
        { "s_cbranch", RE_SOPP }, { "s_", RE_SOP1 }, { "ds_", RE_DS }, { "global_", RE_GLOBAL },
        { "flat_", RE_FLAT }, { "scratch_", RE_SCRATCH }, { "buffer_", RE_MUBUF },
        { "tbuffer_", RE_MTBUF }, { "image_", RE_MIMG }, { "exp", RE_EXP },
    };
    for (size_t i = 0; i < sizeof g / sizeof g[0]; i++)
        if (strncmp(op, g[i].pre, strlen(g[i].pre)) == 0)
            return g[i].enc;
    return RE_UNKNOWN;
}

static unsigned letter_access(char c)
{
    switch (c) {
    case 'd': return RACC_W;
    case 'b': return RACC_RW;
    case '-': return RACC_NONE;
    default:  return RACC_R;
    }
}

static int is_reg_kind(unsigned k)
{
    return k == ROP_VGPR || k == ROP_SGPR || k == ROP_TTMP || k == ROP_SPECIAL;
}

const struct rdna_mod *rdna_find_mod(const struct rdna_insn *in, const char *name)
{
    for (unsigned i = 0; i < in->nmods; i++)
        if (strcmp(in->mods[i].name, name) == 0)
            return &in->mods[i];
    return NULL;
}

/* Fill the access of ops[from..to) from a table row. */
static void assign_access(const struct rdna_insn *in, const struct rdna_opinfo *info,
                          struct rdna_operand *ops, int n)
{
    const char *acc = info ? info->acc : "";
    int rtn_off = 0;
    if (info && (info->flags & RF_RTN) && !rdna_find_mod(in, "glc")) {
        if (acc[0] == 'd')
            acc++;              /* non-returning atomic: no vdst operand */
        else if (acc[0] == 'b')
            rtn_off = 1;        /* buffer atomic: vdata only read */
    }
    size_t alen = strlen(acc);
    for (int i = 0; i < n; i++) {
        struct rdna_operand *o = &ops[i];
        if (!is_reg_kind(o->kind)) {
            o->access = RACC_NONE;
            continue;
        }
        if (!info) {
            o->access = RACC_UNKNOWN;
            continue;
        }
        unsigned a = (size_t)i < alen ? letter_access(acc[i]) : RACC_R;
        if (i == 0 && rtn_off)
            a = RACC_R;
        o->access = (uint8_t)a;
    }
}

static int flow_of(const struct rdna_opinfo *info)
{
    return info ? info->flow : FLOW_NONE;
}

static const char *find_vopd_sep(const char *s, size_t len)
{
    for (size_t i = 0; i + 1 < len; i++)
        if (s[i] == ':' && s[i + 1] == ':')
            return s + i;
    return NULL;
}

static enum ws_status split_mnemonic(const char *s, size_t len, size_t *mlen,
                                     const char *file, int line, struct ws_error *err)
{
    size_t i = 0;
    if (!len || !(islower((unsigned char)s[0]) || s[0] == '_'))
        return ws_error_set(err, WS_EPARSE, file, line, "not an instruction: '%.*s'",
                            (int)(len > 60 ? 60 : len), s);
    while (i < len && (isalnum((unsigned char)s[i]) || s[i] == '_'))
        i++;
    if (i < len && !isspace((unsigned char)s[i]))
        return ws_error_set(err, WS_EPARSE, file, line, "bad mnemonic in '%.*s'",
                            (int)(len > 60 ? 60 : len), s);
    *mlen = i;
    return WS_OK;
}

/* Mnemonics seen, with their table row and encoding: a listing or a
 * translation names a few hundred mnemonics tens of thousands of times.
 * Process-wide and never freed (the names live in the table itself); when
 * it is full, or a name is long, the table is searched as before.  Threads
 * may parse at once (xlate_module translates functions on two): an entry
 * is filled under the lock and then said ready (release), and a reader
 * looks only at ready entries (acquire), so the lookups take no lock. */
#define MCACHE_SIZE 4096
#define MCACHE_NAME 40
static struct mcache {
    char name[MCACHE_NAME];
    const struct rdna_opinfo *info;
    uint8_t enc;
    uint8_t ready;
} mcache[MCACHE_SIZE];
static size_t mcache_n;
static pthread_mutex_t mcache_mu = PTHREAD_MUTEX_INITIALIZER;

/* The ready entry for s[0, n), from slot j on; NULL (*at: the free slot
 * that ends the probe) when there is none. */
static const struct mcache *mcache_find(const char *s, size_t n, size_t j, size_t *at)
{
    for (; __atomic_load_n(&mcache[j].ready, __ATOMIC_ACQUIRE); j = (j + 1) & (MCACHE_SIZE - 1))
        if (!strncmp(mcache[j].name, s, n) && mcache[j].name[n] == 0)
            return &mcache[j];
    *at = j;
    return NULL;
}

static const struct mcache *mnemonic_info(const char *s, size_t n)
{
    if (n == 0 || n >= MCACHE_NAME)
        return NULL;
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    size_t j = h & (MCACHE_SIZE - 1);
    const struct mcache *c = mcache_find(s, n, j, &j);
    if (c)
        return c;
    pthread_mutex_lock(&mcache_mu);
    c = mcache_find(s, n, j, &j);       /* another thread may have added it */
    if (!c && 2 * (mcache_n + 1) <= MCACHE_SIZE) {
        struct mcache *e = &mcache[j];
        memcpy(e->name, s, n);
        e->name[n] = 0;
        unsigned enc;
        e->info = rdna_opcode_find(e->name, &enc);
        e->enc = (uint8_t)(e->info ? enc : guess_enc(e->name));
        mcache_n++;
        __atomic_store_n(&e->ready, 1, __ATOMIC_RELEASE);
        c = e;
    }
    pthread_mutex_unlock(&mcache_mu);
    return c;
}

enum ws_status rdna_parse_insn(struct rdna_module *m, const char *text, size_t len,
                               struct rdna_insn *in, const char *file, int line,
                               struct ws_error *err)
{
    static _Thread_local struct oplist lx, ly;     /* large: not on the stack */
    enum ws_status st;
    size_t mlen;
    trim(&text, &len);
    const char *sep = find_vopd_sep(text, len);
    const char *xend = sep ? sep : text + len;
    size_t xlen = (size_t)(xend - text);
    if ((st = split_mnemonic(text, xlen, &mlen, file, line, err)) != WS_OK)
        return st;
    lx.nops = lx.nmods = ly.nops = ly.nmods = 0;    /* entries are filled as parsed */
    const struct mcache *mc = mnemonic_info(text, mlen);
    if (mc) {
        in->opcode = mc->name;
        in->info = mc->info;
        in->enc = mc->enc;
    } else {
        in->opcode = arena_strndup(&m->arena, text, mlen);
        if (!in->opcode)
            return ws_error_set(err, WS_ENOMEM, file, line, "out of memory");
        unsigned enc;
        in->info = rdna_opcode_find(in->opcode, &enc);
        in->enc = (uint8_t)(in->info ? enc : guess_enc(in->opcode));
    }
    in->opcode_len = (uint8_t)(mlen < 256 ? mlen : 0);
    in->unknown = in->info == NULL;
    int branch = flow_of(in->info) == FLOW_JUMP || flow_of(in->info) == FLOW_CALL ||
                 (!in->info && strncmp(in->opcode, "s_cbranch", 9) == 0);
    if ((st = parse_oplist(m, text + mlen, xlen - mlen, branch, &lx, file, line, err)) != WS_OK)
        return st;
    in->opcode_y = NULL;
    in->info_y = NULL;
    if (sep) {
        const char *y = sep + 2;
        size_t ylen = (size_t)(text + len - y), ymlen;
        trim(&y, &ylen);
        if ((st = split_mnemonic(y, ylen, &ymlen, file, line, err)) != WS_OK)
            return st;
        in->opcode_y = arena_strndup(&m->arena, y, ymlen);
        if (!in->opcode_y)
            return ws_error_set(err, WS_ENOMEM, file, line, "out of memory");
        in->info_y = rdna_opcode_find(in->opcode_y, NULL);
        in->unknown |= in->info_y == NULL;
        in->enc = RE_VOPD;
        if ((st = parse_oplist(m, y + ymlen, ylen - ymlen, 0, &ly, file, line, err)) != WS_OK)
            return st;
        if (lx.nmods || ly.nmods)
            return ws_error_set(err, WS_EPARSE, file, line, "modifiers on a VOPD instruction");
    }
    int n = lx.nops + ly.nops;
    if (n > MAX_OPS)
        return ws_error_set(err, WS_ELIMIT, file, line, "too many operands");
    in->nops = (uint8_t)n;
    in->nops_x = (uint8_t)lx.nops;
    in->nmods = (uint8_t)lx.nmods;
    in->ops = arena_alloc(&m->arena, sizeof *in->ops * (size_t)(n ? n : 1));
    in->mods = arena_alloc(&m->arena, sizeof *in->mods * (size_t)(lx.nmods ? lx.nmods : 1));
    if (!in->ops || !in->mods)
        return ws_error_set(err, WS_ENOMEM, file, line, "out of memory");
    memcpy(in->ops, lx.ops, sizeof lx.ops[0] * (size_t)lx.nops);
    memcpy(in->ops + lx.nops, ly.ops, sizeof ly.ops[0] * (size_t)ly.nops);
    memcpy(in->mods, lx.mods, sizeof lx.mods[0] * (size_t)lx.nmods);
    rdna_insn_finish(in);
    return WS_OK;
}

void rdna_insn_finish(struct rdna_insn *in)
{
    assign_access(in, in->info, in->ops, in->nops_x);
    if (in->opcode_y)
        assign_access(in, in->info_y, in->ops + in->nops_x, in->nops - in->nops_x);
    in->size = (uint8_t)rdna_insn_size(in);
}

/* ------------------------------------------------------------------ */
/* sizes (RDNA3 ISA "Microcode Formats"): 32-bit SALU/VOP1/VOP2/VOPC/SOPP,
 * 64-bit VOP3/VOP3P/VOPD/SMEM/DS/FLAT/MUBUF..., plus one 32-bit literal
 * when an ALU source is not an inline constant, plus the DPP word. */

static int inline_float(double v)
{
    static const double ok[] = { 0.0, 0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0 };
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
        if (v == ok[i])
            return 1;
    return fabs(v - 0.15915494309189535) < 1e-8;   /* 1/(2*pi), inline constant 248 */
}

int rdna_operand_literal(const struct rdna_operand *o)
{
    switch (o->kind) {
    case ROP_INT: return o->imm < -16 || o->imm > 64;   /* inline integers -16..64 */
    case ROP_FLOAT: return !inline_float(o->fimm);
    case ROP_EXPR: return 1;
    default: return 0;
    }
}

static int alu_enc(unsigned enc)
{
    switch (enc) {
    case RE_SOP1: case RE_SOP2: case RE_SOPC: case RE_VOP1: case RE_VOP2: case RE_VOP3:
    case RE_VOP3SD: case RE_VOP3P: case RE_VOPC: case RE_VOPD:
        return 1;
    default:
        return 0;
    }
}

unsigned rdna_insn_size(const struct rdna_insn *in)
{
    unsigned base;
    switch (in->enc) {
    case RE_SOP1: case RE_SOP2: case RE_SOPK: case RE_SOPC: case RE_SOPP:
    case RE_VOP1: case RE_VOP2: case RE_VOPC: case RE_LDSDIR:
        base = 4;
        break;
    default:
        base = 8;
        break;
    }
    if (in->opcode && in->opcode[0] == 's' && strcmp(in->opcode, "s_setreg_imm32_b32") == 0)
        base += 4;
    int lit = 0;
    if (alu_enc(in->enc))
        for (unsigned i = 0; i < in->nops; i++)
            lit |= rdna_operand_literal(&in->ops[i]);
    if (in->opcode && in->opcode[0] == 'v' &&
        (strstr(in->opcode, "fmaak") || strstr(in->opcode, "fmamk") ||
         (in->opcode_y && (strstr(in->opcode_y, "fmaak") || strstr(in->opcode_y, "fmamk")))))
        lit = 1;
    if (in->opcode && in->opcode[0] == 'v' && strstr(in->opcode, "_dpp"))
        base += 4;
    return base + (lit ? 4 : 0);
}

/* ------------------------------------------------------------------ */
/* waitcnt */

int rdna_waitcnt(const struct rdna_insn *in, const char *counter)
{
    size_t cl = strlen(counter);
    if (strncmp(in->opcode, "s_waitcnt_", 10) == 0) {
        if (strcmp(in->opcode + 10, counter) == 0)
            for (unsigned i = 0; i < in->nops; i++)
                if (in->ops[i].kind == ROP_INT)
                    return (int)in->ops[i].imm;
        return -1;
    }
    if (strcmp(in->opcode, "s_waitcnt") != 0)
        return -1;
    for (unsigned i = 0; i < in->nops; i++) {
        const char *t = in->ops[i].kind == ROP_SYM ? in->ops[i].text : NULL;
        for (; t && (t = strstr(t, counter)) != NULL; t += cl) {
            if (t[cl] == '(')
                return atoi(t + cl + 1);
        }
    }
    return -1;
}

/* ------------------------------------------------------------------ */
/* module parse state */

struct pfunc {
    struct rdna_function f;
    struct rdna_insn *insns;
    size_t n, cap;
    struct rdna_label *labels;
    size_t nl, capl;
};

struct kdpend {
    char *name;
    struct rdna_kernel_desc kd;
};

struct pstate {
    struct rdna_module *m;
    const char *path;
    int line;
    struct ws_error *err;
    int in_text, in_meta, in_kd;
    int objdump;
    struct pfunc cur;
    int open;
    struct rdna_function *funcs;
    size_t nfuncs, capf;
    char **types;               /* names given `.type NAME,@function` */
    size_t ntypes, capt;
    struct kdpend *kds;
    size_t nkds, capk;
    const char **files;
    size_t nfiles;
    struct rdna_srcloc loc;
    int pending_align;          /* .p2align seen inside a function, for the next insn */
};

#define GROW(ptr, n, cap) \
    ((n) < (cap) ? 1 : grow((void **)&(ptr), &(cap), sizeof *(ptr)))

static int grow(void **p, size_t *cap, size_t elem)
{
    size_t nc = *cap ? *cap * 2 : 16;
    void *q = realloc(*p, nc * elem);
    if (!q)
        return 0;
    *p = q;
    *cap = nc;
    return 1;
}

static enum ws_status oom(struct pstate *ps)
{
    return ws_error_set(ps->err, WS_ENOMEM, ps->path, ps->line, "out of memory");
}

static enum ws_status open_func(struct pstate *ps, const char *name, size_t len, uint64_t addr)
{
    memset(&ps->cur, 0, sizeof ps->cur);
    ps->cur.f.name = arena_strndup(&ps->m->arena, name, len);
    if (!ps->cur.f.name)
        return oom(ps);
    ps->cur.f.address = addr;
    ps->cur.f.offsets_known = ps->objdump;
    ps->cur.f.wave = 32;
    ps->cur.f.kd.next_free_vgpr = ps->cur.f.kd.next_free_sgpr = -1;
    ps->cur.f.kd.wavefront_size32 = -1;
    ps->open = 1;
    return WS_OK;
}

/* in's label operands' targets: by names (lookup) or a search of f's
 * labels; the longest reach in dwords of those found (0 none: see
 * rdna_resolve_targets).  (Out of line: the walk that calls it stays in
 * registers.) */
static __attribute__((noinline)) uint32_t resolve_insn(const struct rdna_function *f,
                                                       const struct strmap *names, int lookup,
                                                       struct rdna_insn *in)
{
    uint32_t reach = 0;
    for (unsigned k = 0; k < in->nops; k++) {
        struct rdna_operand *o = &in->ops[k];
        if (o->kind != ROP_LABEL || !o->text)
            continue;
        size_t j = 0;
        if (lookup) {
            j = strmap_get(names, o->text);
            if (j == UINT32_MAX)
                continue;
        } else {
            while (j < f->nlabels && strcmp(f->labels[j].name, o->text))
                j++;
            if (j == f->nlabels)
                continue;
        }
        o->target = f->labels[j].offset;
        int64_t d = ((int64_t)o->target - (int64_t)(in->offset + in->size)) / 4;
        uint32_t r = (uint32_t)(d >= 0 ? d : -d - 1);
        reach = r > reach ? r : reach;
    }
    return reach;
}

uint32_t rdna_resolve_targets(struct rdna_function *f, int branches_only)
{
    uint32_t reach = 0;
    struct strmap names;
    int lookup = f->nlabels > 8 && !strmap_init(&names, f->nlabels);   /* else a search */
    for (size_t j = 0; lookup && j < f->nlabels; j++)
        strmap_add(&names, f->labels[j].name, (uint32_t)j);
    /* most instructions neither jump nor call: they are passed over here */
    for (struct rdna_insn *in = f->insns, *end = in + f->ninsns; in < end; in++) {
        const struct rdna_opinfo *info = in->info;
        if (branches_only && info && info->flow != FLOW_JUMP && info->flow != FLOW_CALL)
            continue;
        if (in->nops) {
            uint32_t r = resolve_insn(f, &names, lookup, in);
            if ((!info || info->flow == FLOW_JUMP) && r > reach)
                reach = r;
        }
    }
    if (lookup)
        strmap_free(&names);
    return reach;
}

static enum ws_status close_func(struct pstate *ps)
{
    if (!ps->open)
        return WS_OK;
    ps->open = 0;
    struct pfunc *c = &ps->cur;
    struct rdna_function *f = &c->f;
    f->ninsns = c->n;
    f->nlabels = c->nl;
    f->insns = arena_alloc(&ps->m->arena, sizeof *f->insns * (c->n ? c->n : 1));
    f->labels = arena_alloc(&ps->m->arena, sizeof *f->labels * (c->nl ? c->nl : 1));
    if (!f->insns || !f->labels) {
        free(c->insns);
        free(c->labels);
        return oom(ps);
    }
    if (c->n)
        memcpy(f->insns, c->insns, sizeof *f->insns * c->n);
    if (c->nl)
        memcpy(f->labels, c->labels, sizeof *f->labels * c->nl);
    free(c->insns);
    free(c->labels);
    uint32_t off = 0;
    for (size_t i = 0; i < f->ninsns; i++) {
        struct rdna_insn *in = &f->insns[i];
        if (!f->offsets_known) {
            uint32_t a = (uint32_t)1 << in->align_log2;
            in->offset = (off + a - 1) & ~(a - 1);
        }
        off = in->offset + in->size;
    }
    for (size_t j = 0; j < f->nlabels; j++) {
        size_t k = f->labels[j].index;
        f->labels[j].offset = k < f->ninsns ? f->insns[k].offset : off;
    }
    rdna_resolve_targets(f, 0);
    if (!GROW(ps->funcs, ps->nfuncs, ps->capf))
        return oom(ps);
    ps->funcs[ps->nfuncs++] = *f;
    return WS_OK;
}

static int is_typed_function(struct pstate *ps, const char *name, size_t len)
{
    for (size_t i = 0; i < ps->ntypes; i++)
        if (tok_eq(name, len, ps->types[i]))
            return 1;
    return 0;
}

static enum ws_status on_label(struct pstate *ps, const char *name, size_t len)
{
    enum ws_status st;
    if (!ps->in_text)
        return WS_OK;
    int local = len >= 2 && name[0] == '.' && name[1] == 'L';
    if (is_typed_function(ps, name, len) || (!local && !(ps->open && ps->cur.n == 0))) {
        if ((st = close_func(ps)) != WS_OK)
            return st;
        return open_func(ps, name, len, 0);
    }
    if (!ps->open)
        return WS_OK;   /* a local label outside any function */
    if (len > 11 && memcmp(name, ".Lfunc_end", 10) == 0)
        return close_func(ps);
    struct pfunc *c = &ps->cur;
    if (!GROW(c->labels, c->nl, c->capl))
        return oom(ps);
    c->labels[c->nl].name = arena_strndup(&ps->m->arena, name, len);
    if (!c->labels[c->nl].name)
        return oom(ps);
    c->labels[c->nl].index = c->n;
    c->nl++;
    return WS_OK;
}

/* ------------------------------------------------------------------ */
/* directives */

static const char *const known_directives[] = {
    ".globl", ".global", ".protected", ".p2align", ".p2alignl", ".align", ".balign", ".ident",
    ".addrsig", ".addrsig_sym", ".amdhsa_code_object_version", ".byte", ".short", ".long",
    ".quad", ".value", ".uleb128", ".sleb128", ".asciz", ".ascii", ".string", ".fill",
    ".zero", ".set", ".weak", ".local", ".comm", ".hidden", ".previous", ".pushsection",
    ".popsection", ".amdgpu_hsa_kernel", ".amdgpu_lds", ".org", ".skip", ".space", ".word",
    ".int", ".end", ".equ", ".reloc", ".loc_mark_labels", NULL,
};

static int known_directive(const char *d, size_t len)
{
    static const char *const prefixes[] = { ".cfi_", ".amdhsa_", ".amdgpu_", ".amdgcn_", NULL };
    for (int i = 0; known_directives[i]; i++)
        if (tok_eq(d, len, known_directives[i]))
            return 1;
    for (int i = 0; prefixes[i]; i++)
        if (len > strlen(prefixes[i]) && memcmp(d, prefixes[i], strlen(prefixes[i])) == 0)
            return 1;
    return 0;
}

/* next token of a directive's arguments: a quoted string or up to , / space */
static size_t next_arg(const char **s, size_t *len, const char **tok)
{
    trim(s, len);
    if (*len && (**s == ','))
        { (*s)++; (*len)--; trim(s, len); }
    if (!*len)
        return 0;
    size_t i = 0;
    if (**s == '"') {
        for (i = 1; i < *len && (*s)[i] != '"'; i++)
            if ((*s)[i] == '\\' && i + 1 < *len)
                i++;
        *tok = *s + 1;
        size_t l = i - 1;
        if (i < *len)
            i++;
        *s += i;
        *len -= i;
        return l ? l : (size_t)-1;   /* (size_t)-1: an empty string */
    }
    while (i < *len && !isspace((unsigned char)(*s)[i]) && (*s)[i] != ',')
        i++;
    *tok = *s;
    *s += i;
    *len -= i;
    return i;
}

static enum ws_status set_file(struct pstate *ps, long n, const char *dir, size_t dl,
                               const char *name, size_t nl)
{
    if (n < 0 || n > 100000)
        return ws_error_set(ps->err, WS_EPARSE, ps->path, ps->line, "bad .file number");
    if ((size_t)n >= ps->nfiles) {
        const char **nf = realloc(ps->files, sizeof *nf * (size_t)(n + 1));
        if (!nf)
            return oom(ps);
        for (size_t i = ps->nfiles; i <= (size_t)n; i++)
            nf[i] = NULL;
        ps->files = nf;
        ps->nfiles = (size_t)n + 1;
    }
    char *p = arena_alloc(&ps->m->arena, dl + nl + 2);
    if (!p)
        return oom(ps);
    if (dl && !(nl && name[0] == '/')) {
        memcpy(p, dir, dl);
        p[dl] = '/';
        memcpy(p + dl + 1, name, nl);
    } else {
        memcpy(p, name, nl);
    }
    ps->files[n] = p;
    return WS_OK;
}

static enum ws_status dir_file(struct pstate *ps, const char *a, size_t al)
{
    const char *t1, *t2, *t3;
    size_t l1 = next_arg(&a, &al, &t1);
    long n;
    if (!l1)
        return ws_error_set(ps->err, WS_EPARSE, ps->path, ps->line, "bad .file");
    if (l1 == (size_t)-1 || !parse_uint(t1, l1, &n))
        return WS_OK;                  /* `.file "name"`: the object's name, not a line table */
    size_t l2 = next_arg(&a, &al, &t2);
    size_t l3 = next_arg(&a, &al, &t3);
    if (!l2)
        return ws_error_set(ps->err, WS_EPARSE, ps->path, ps->line, "bad .file");
    if (l2 == (size_t)-1)
        l2 = 0;
    if (!l3 || l3 == (size_t)-1 || t3[-1] != '"')     /* one string: the name alone */
        return set_file(ps, n, "", 0, t2, l2);
    return set_file(ps, n, t2, l2, t3, l3);
}

static enum ws_status dir_loc(struct pstate *ps, const char *a, size_t al)
{
    const char *t;
    long v[3] = { -1, 0, 0 };
    for (int i = 0; i < 3; i++) {
        size_t l = next_arg(&a, &al, &t);
        if (!l || l == (size_t)-1 || !parse_uint(t, l, &v[i])) {
            if (i < 2)
                return ws_error_set(ps->err, WS_EPARSE, ps->path, ps->line, "bad .loc");
            break;
        }
    }
    ps->loc.file = (int)v[0];
    ps->loc.line = (int)v[1];
    ps->loc.col = (int)v[2];
    return WS_OK;
}

static void kd_field(struct rdna_kernel_desc *kd, const char *d, size_t dl, long v)
{
    static const struct { const char *name; size_t off; } fields[] = {
        { ".amdhsa_next_free_vgpr", offsetof(struct rdna_kernel_desc, next_free_vgpr) },
        { ".amdhsa_next_free_sgpr", offsetof(struct rdna_kernel_desc, next_free_sgpr) },
        { ".amdhsa_group_segment_fixed_size", offsetof(struct rdna_kernel_desc, group_segment_size) },
        { ".amdhsa_private_segment_fixed_size", offsetof(struct rdna_kernel_desc, private_segment_size) },
        { ".amdhsa_kernarg_size", offsetof(struct rdna_kernel_desc, kernarg_size) },
        { ".amdhsa_user_sgpr_count", offsetof(struct rdna_kernel_desc, user_sgpr_count) },
        { ".amdhsa_wavefront_size32", offsetof(struct rdna_kernel_desc, wavefront_size32) },
    };
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++)
        if (tok_eq(d, dl, fields[i].name))
            *(int *)((char *)kd + fields[i].off) = (int)v;
}

static enum ws_status on_directive(struct pstate *ps, const char *s, size_t len)
{
    size_t dl = 0;
    while (dl < len && !isspace((unsigned char)s[dl]) && s[dl] != ',')
        dl++;
    const char *a = s + dl;
    size_t al = len - dl;
    const char *t;
    size_t tl;
    enum ws_status st;

    if (ps->in_meta) {
        if (tok_eq(s, dl, ".end_amdgpu_metadata"))
            ps->in_meta = 0;
        return WS_OK;
    }
    if (ps->in_kd) {
        if (tok_eq(s, dl, ".end_amdhsa_kernel")) {
            ps->in_kd = 0;
            return WS_OK;
        }
        long v;
        tl = next_arg(&a, &al, &t);
        if (tl && tl != (size_t)-1 && parse_uint(t, tl, &v))
            kd_field(&ps->kds[ps->nkds - 1].kd, s, dl, v);
        return WS_OK;
    }
    if (tok_eq(s, dl, ".text")) {
        ps->in_text = 1;
        return WS_OK;
    }
    if (tok_eq(s, dl, ".section")) {
        tl = next_arg(&a, &al, &t);
        int text = tl && tl != (size_t)-1 && tl >= 5 && memcmp(t, ".text", 5) == 0;
        if (!text && (st = close_func(ps)) != WS_OK)
            return st;
        ps->in_text = text;
        return WS_OK;
    }
    if (tok_eq(s, dl, ".data") || tok_eq(s, dl, ".bss") || tok_eq(s, dl, ".rodata")) {
        ps->in_text = 0;
        return close_func(ps);
    }
    if (tok_eq(s, dl, ".amdgpu_metadata")) {
        ps->in_meta = 1;
        return WS_OK;
    }
    if (tok_eq(s, dl, ".amdhsa_kernel")) {
        tl = next_arg(&a, &al, &t);
        if (!tl || tl == (size_t)-1)
            return ws_error_set(ps->err, WS_EPARSE, ps->path, ps->line, ".amdhsa_kernel without a name");
        if (!GROW(ps->kds, ps->nkds, ps->capk))
            return oom(ps);
        struct kdpend *k = &ps->kds[ps->nkds++];
        memset(k, 0, sizeof *k);
        k->kd.present = 1;
        k->kd.next_free_vgpr = k->kd.next_free_sgpr = k->kd.wavefront_size32 = -1;
        k->name = strndup(t, tl);
        if (!k->name)
            return oom(ps);
        ps->in_kd = 1;
        return WS_OK;
    }
    if (tok_eq(s, dl, ".type")) {
        tl = next_arg(&a, &al, &t);
        if (tl && tl != (size_t)-1 && memmem(a, al, "@function", 9)) {
            if (!GROW(ps->types, ps->ntypes, ps->capt))
                return oom(ps);
            if (!(ps->types[ps->ntypes++] = strndup(t, tl)))
                return oom(ps);
        }
        return WS_OK;
    }
    if (tok_eq(s, dl, ".size")) {
        tl = next_arg(&a, &al, &t);
        if (ps->open && tl && tl != (size_t)-1 && tok_eq(t, tl, ps->cur.f.name))
            return close_func(ps);
        return WS_OK;
    }
    if (tok_eq(s, dl, ".loc"))
        return dir_loc(ps, a, al);
    if (tok_eq(s, dl, ".p2align") && ps->open) {
        long v;
        tl = next_arg(&a, &al, &t);
        if (!tl || tl == (size_t)-1 || !parse_uint(t, tl, &v) || v > 16)
            return ws_error_set(ps->err, WS_EPARSE, ps->path, ps->line, "bad .p2align");
        ps->pending_align = (int)v;   /* padded with s_nop by the assembler */
        return WS_OK;
    }
    if (tok_eq(s, dl, ".file"))
        return dir_file(ps, a, al);
    if (tok_eq(s, dl, ".amdgcn_target")) {
        tl = next_arg(&a, &al, &t);
        if (tl && tl != (size_t)-1) {
            const char *dash = t + tl;
            while (dash > t && dash[-1] != '-')
                dash--;
            size_t n = (size_t)(t + tl - dash);
            if (n < sizeof ps->m->target) {
                memcpy(ps->m->target, dash, n);
                ps->m->target[n] = '\0';
            }
        }
        return WS_OK;
    }
    if (known_directive(s, dl))
        return WS_OK;
    return ws_error_set(ps->err, WS_EPARSE, ps->path, ps->line, "unknown directive '%.*s'",
                        (int)dl, s);
}

/* ------------------------------------------------------------------ */
/* objdump */

static int hexval(const char *s, size_t len, uint64_t *out)
{
    if (!len || len > 16)
        return 0;
    uint64_t v = 0;
    for (size_t i = 0; i < len; i++) {
        int c = (unsigned char)s[i], d;
        if (c >= '0' && c <= '9') d = c - '0';
        else if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
        else if (c >= 'A' && c <= 'F') d = c - 'A' + 10;
        else return 0;
        v = v << 4 | (uint64_t)d;
    }
    *out = v;
    return 1;
}

/* "0000000000001a00 <name>:" */
static int objdump_header(const char *s, size_t len, uint64_t *addr, const char **name, size_t *nl)
{
    const char *sp = memchr(s, ' ', len);
    if (!sp || !hexval(s, (size_t)(sp - s), addr) || len < 4 || s[len - 1] != ':' || s[len - 2] != '>')
        return 0;
    if (sp[1] != '<')
        return 0;
    *name = sp + 2;
    *nl = (size_t)(s + len - 2 - *name);
    return 1;
}

/* "// 000000001A04: F4000100 F8000018 <sym+0x74>" */
struct objenc { int present; uint64_t addr; uint32_t w[4]; int nw; };

static int parse_objenc(const char *c, size_t len, struct objenc *e)
{
    const char *t = c;
    size_t l = len;
    trim(&t, &l);
    const char *colon = memchr(t, ':', l);
    if (!colon || !hexval(t, (size_t)(colon - t), &e->addr))
        return 0;
    const char *p = colon + 1;
    size_t rest = (size_t)(t + l - p);
    e->nw = 0;
    for (;;) {
        const char *w;
        size_t wl = next_arg(&p, &rest, &w);
        if (!wl || wl == (size_t)-1 || w[0] == '<')
            break;
        uint64_t v;
        if (wl != 8 || !hexval(w, wl, &v) || e->nw >= 4)
            return 0;
        e->w[e->nw++] = (uint32_t)v;
    }
    e->present = 1;
    return 1;
}

/* ------------------------------------------------------------------ */
/* lines */

/* Cut comments: `;` to the end (outside quotes); an objdump `//` comment
 * holding an address is decoded into e. */
static size_t strip_comment(const char *s, size_t len, struct objenc *e)
{
    int q = 0;
    for (size_t i = 0; i < len; i++) {
        char c = s[i];
        if (c == '"' && (i == 0 || s[i - 1] != '\\'))
            q = !q;
        if (q)
            continue;
        if (c == ';')
            return i;
        if (c == '/' && i + 1 < len && s[i + 1] == '/') {
            parse_objenc(s + i + 2, len - i - 2, e);
            return i;
        }
    }
    return len;
}

static enum ws_status on_insn(struct pstate *ps, const char *s, size_t len, const struct objenc *e)
{
    enum ws_status st;
    if (!ps->in_text)
        return ws_error_set(ps->err, WS_EPARSE, ps->path, ps->line,
                            "instruction outside a text section");
    if (!ps->open && (st = open_func(ps, "", 0, 0)) != WS_OK)
        return st;
    struct pfunc *c = &ps->cur;
    if (!GROW(c->insns, c->n, c->cap))
        return oom(ps);
    struct rdna_insn *in = &c->insns[c->n];
    memset(in, 0, sizeof *in);
    if ((st = rdna_parse_insn(ps->m, s, len, in, ps->path, ps->line, ps->err)) != WS_OK)
        return st;
    in->srcline = ps->line;
    in->loc = ps->loc;
    in->align_log2 = (uint8_t)ps->pending_align;
    ps->pending_align = 0;
    in->prov.sass_offset = -1;
    in->prov.rule = -1;
    in->offset = RDNA_NO_OFFSET;
    if (e->present) {
        if (c->n == 0 && c->f.address == 0)
            c->f.address = e->addr;
        if (e->addr < c->f.address)
            return ws_error_set(ps->err, WS_EPARSE, ps->path, ps->line, "address before its function");
        in->offset = (uint32_t)(e->addr - c->f.address);
        in->size = (uint8_t)(4 * e->nw);
        in->size_known = 1;
        uint32_t *w = arena_alloc_uninit(&ps->m->arena, sizeof e->w);
        if (!w)
            return oom(ps);
        memcpy(w, e->w, sizeof e->w);
        in->nenc = (uint8_t)e->nw;
        in->enc_words = w;
        c->f.offsets_known = 1;
        /* objdump prints SOPP branch targets as the raw simm16 */
        int fl = flow_of(in->info);
        if ((fl == FLOW_JUMP || fl == FLOW_CALL) && in->nops) {
            struct rdna_operand *o = &in->ops[in->nops - 1];
            if (o->kind == ROP_INT) {
                int16_t raw = (int16_t)o->imm;
                int64_t t = (int64_t)e->addr + 4 + (int64_t)raw * 4 - (int64_t)c->f.address;
                o->kind = ROP_LABEL;
                o->flags = 0;
                o->reg = raw;
                o->target = t >= 0 ? (uint32_t)t : RDNA_NO_OFFSET;
            }
        }
    } else if (ps->objdump) {
        return ws_error_set(ps->err, WS_EPARSE, ps->path, ps->line, "objdump line without an address");
    }
    c->n++;
    return WS_OK;
}

/* `; path:line` printed by llvm-objdump -l */
static int objdump_lineinfo(struct pstate *ps, const char *s, size_t len)
{
    const char *t = s;
    size_t l = len;
    trim(&t, &l);
    if (!ps->objdump || l < 3 || t[0] != ';')
        return 0;
    t++; l--;
    trim(&t, &l);
    const char *colon = NULL;
    for (size_t i = l; i > 0; i--)
        if (t[i - 1] == ':') { colon = t + i - 1; break; }
    long line;
    if (!colon || !parse_uint(colon + 1, (size_t)(t + l - colon - 1), &line))
        return 0;
    size_t fl = (size_t)(colon - t);
    for (size_t i = 0; i < ps->nfiles; i++)
        if (ps->files[i] && tok_eq(t, fl, ps->files[i])) {
            ps->loc.file = (int)i;
            ps->loc.line = (int)line;
            return 1;
        }
    if (set_file(ps, (long)ps->nfiles, "", 0, t, fl) == WS_OK) {
        ps->loc.file = (int)ps->nfiles - 1;
        ps->loc.line = (int)line;
    }
    return 1;
}

/* Data directives (.byte, .uleb128 ... in the DWARF sections clang -g
 * writes: most lines of such a listing) change nothing we track. */
static int data_directive(const char *s, size_t len)
{
    static const char *const d[] = { ".byte", ".uleb128", ".long", ".asciz", ".sleb128",
                                     ".short", ".quad", ".ascii", ".word", ".value", NULL };
    size_t n = 0;
    while (n < len && s[n] != ' ' && s[n] != '\t')
        n++;
    if (n == len)
        return 0;
    for (int i = 0; d[i]; i++)
        if (strlen(d[i]) == n && !memcmp(s, d[i], n))
            return 1;
    return 0;
}

static enum ws_status parse_line(struct pstate *ps, const char *s, size_t len)
{
    struct objenc e;
    {
        size_t k = 0;
        while (k < len && (s[k] == ' ' || s[k] == '\t'))
            k++;
        if (k + 1 < len && s[k] == '.' && !ps->in_meta && !ps->in_kd &&
            data_directive(s + k, len - k) && !memchr(s + k, '\0', len - k))
            return WS_OK;
    }
    memset(&e, 0, sizeof e);
    if (objdump_lineinfo(ps, s, len))
        return WS_OK;
    len = strip_comment(s, len, &e);
    trim(&s, &len);
    if (!len)
        return WS_OK;   /* NUL bytes in comments (DWARF string dumps) are fine */
    if (memchr(s, '\0', len))
        return ws_error_set(ps->err, WS_EPARSE, ps->path, ps->line, "NUL byte in text");
    if (ps->in_meta && !(len >= 20 && memcmp(s, ".end_amdgpu_metadata", 20) == 0))
        return WS_OK;   /* YAML */
    uint64_t addr;
    const char *nm;
    size_t nl;
    if (objdump_header(s, len, &addr, &nm, &nl)) {
        enum ws_status st = close_func(ps);
        if (st != WS_OK)
            return st;
        ps->objdump = 1;
        return open_func(ps, nm, nl, addr);
    }
    if (memmem(s, len, "file format elf", 15) && memchr(s, ':', len)) {
        ps->objdump = 1;
        ps->m->format = RDNA_FMT_OBJDUMP;
        return WS_OK;
    }
    if (len > 26 && memcmp(s, "Disassembly of section ", 23) == 0) {
        /* the section name may be shorter than ".text" (27 bytes in all) */
        ps->in_text = len >= 28 && memcmp(s + 23, ".text", 5) == 0;
        return ps->in_text ? WS_OK : close_func(ps);
    }
    /* label: identifier followed by ':' and nothing else */
    size_t i = 0;
    if (is_ident0((unsigned char)s[0]) || s[0] == '"')
        while (i < len && (is_ident((unsigned char)s[i]) || s[i] == '@'))
            i++;
    if (i && i + 1 == len && s[i] == ':')
        return on_label(ps, s, i);
    if (s[0] == '.')
        return on_directive(ps, s, len);
    if (ps->in_kd)
        return ws_error_set(ps->err, WS_EPARSE, ps->path, ps->line, "garbage in .amdhsa_kernel block");
    return on_insn(ps, s, len, &e);
}

/* ------------------------------------------------------------------ */
/* module */

struct rdna_module *rdna_module_new(const char *name)
{
    struct rdna_module *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    arena_init(&m->arena, 1 << 16);
    m->path = strdup(name ? name : "");
    if (!m->path) {
        free(m);
        return NULL;
    }
    return m;
}

void rdna_module_free(struct rdna_module *m)
{
    if (!m)
        return;
    arena_free(&m->arena);
    free(m->path);
    free(m);
}

static void ps_free(struct pstate *ps)
{
    if (ps->open) {
        free(ps->cur.insns);
        free(ps->cur.labels);
    }
    free(ps->funcs);
    for (size_t i = 0; i < ps->ntypes; i++)
        free(ps->types[i]);
    free(ps->types);
    for (size_t i = 0; i < ps->nkds; i++)
        free(ps->kds[i].name);
    free(ps->kds);
    free(ps->files);
}

static enum ws_status finish(struct pstate *ps)
{
    struct rdna_module *m = ps->m;
    enum ws_status st;
    m->nfuncs = ps->nfuncs;
    m->funcs = arena_alloc(&m->arena, sizeof *m->funcs * (ps->nfuncs ? ps->nfuncs : 1));
    m->files = arena_alloc(&m->arena, sizeof *m->files * (ps->nfiles ? ps->nfiles : 1));
    if (!m->funcs || !m->files)
        return oom(ps);
    if (ps->nfuncs)
        memcpy(m->funcs, ps->funcs, sizeof *m->funcs * ps->nfuncs);
    if (ps->nfiles)
        memcpy(m->files, ps->files, sizeof *m->files * ps->nfiles);
    m->nfiles = ps->nfiles;
    for (size_t k = 0; k < ps->nkds; k++) {
        struct rdna_function *f = rdna_find_function(m, ps->kds[k].name);
        if (f) {
            f->kd = ps->kds[k].kd;
            if (f->kd.wavefront_size32 == 0)
                f->wave = 64;
        }
    }
    for (size_t i = 0; i < m->nfuncs; i++)
        if ((st = rdna_build_mir(m, &m->funcs[i], ps->err)) != WS_OK)
            return st;
    return WS_OK;
}

enum ws_status rdna_parse_buffer(const char *name, const char *buf, size_t len,
                                 struct rdna_module **out, struct ws_error *err)
{
    struct pstate ps;
    enum ws_status st = WS_OK;
    *out = NULL;
    memset(&ps, 0, sizeof ps);
    ps.m = rdna_module_new(name);
    if (!ps.m)
        return ws_error_set(err, WS_ENOMEM, name, 0, "out of memory");
    ps.path = ps.m->path;
    ps.err = err;
    ps.in_text = 1;     /* a bare listing is code */
    ps.loc.file = -1;
    const char *p = buf, *end = buf + len;
    while (p < end && st == WS_OK) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *e = nl ? nl : end;
        ps.line++;
        st = parse_line(&ps, p, (size_t)(e - p));
        p = nl ? nl + 1 : end;
    }
    if (st == WS_OK && ps.in_kd)
        st = ws_error_set(err, WS_EPARSE, ps.path, ps.line, "unterminated .amdhsa_kernel block");
    if (st == WS_OK)
        st = close_func(&ps);
    if (st == WS_OK)
        st = finish(&ps);
    ps_free(&ps);
    if (st != WS_OK) {
        rdna_module_free(ps.m);
        return st;
    }
    *out = ps.m;
    return WS_OK;
}

enum ws_status rdna_parse_file(const char *path, struct rdna_module **out, struct ws_error *err)
{
    FILE *f = fopen(path, "rb");
    *out = NULL;
    if (!f)
        return ws_error_set(err, WS_EIO, path, 0, "cannot open: %s", strerror(errno));
    struct strbuf b;
    sb_init(&b);
    char chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
        sb_putn(&b, chunk, n);
    int bad = ferror(f);
    fclose(f);
    if (bad || b.oom) {
        sb_free(&b);
        return ws_error_set(err, bad ? WS_EIO : WS_ENOMEM, path, 0, "cannot read");
    }
    enum ws_status st = rdna_parse_buffer(path, b.s ? b.s : "", b.len, out, err);
    sb_free(&b);
    return st;
}

struct rdna_function *rdna_find_function(struct rdna_module *m, const char *name)
{
    for (size_t i = 0; i < m->nfuncs; i++)
        if (strcmp(m->funcs[i].name, name) == 0)
            return &m->funcs[i];
    return NULL;
}
