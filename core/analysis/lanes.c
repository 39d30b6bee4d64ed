/* lanes.c - the lanes model (see lanes.h). */
#include "lanes.h"
#include "uniform.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- conditions: precedence climbing into a postfix program ------------- */

enum {
    OP_CONST, OP_LANE, OP_TID, OP_NEG, OP_NOT, OP_BNOT,
    OP_MUL, OP_DIV, OP_MOD, OP_ADD, OP_SUB, OP_SHL, OP_SHR,
    OP_LT, OP_LE, OP_GT, OP_GE, OP_EQ, OP_NE, OP_BAND, OP_XOR, OP_BOR, OP_LAND, OP_LOR,
};

/* Binary operators, longest spelling first, with C's precedence. */
static const struct { const char *s; int op, prec; } binops[] = {
    { "||", OP_LOR, 1 }, { "&&", OP_LAND, 2 }, { "<<", OP_SHL, 8 }, { ">>", OP_SHR, 8 },
    { "<=", OP_LE, 7 }, { ">=", OP_GE, 7 }, { "==", OP_EQ, 6 }, { "!=", OP_NE, 6 },
    { "|", OP_BOR, 3 }, { "^", OP_XOR, 4 }, { "&", OP_BAND, 5 }, { "<", OP_LT, 7 },
    { ">", OP_GT, 7 }, { "+", OP_ADD, 9 }, { "-", OP_SUB, 9 }, { "*", OP_MUL, 10 },
    { "/", OP_DIV, 10 }, { "%", OP_MOD, 10 },
};

struct parser {
    const char *p;
    struct lanes_cond *c;
    const char *err;
};

static void skip(struct parser *ps)
{
    while (isspace((unsigned char)*ps->p))
        ps->p++;
}

static int emit(struct parser *ps, int32_t v)
{
    if (ps->c->ncode >= (int)(sizeof ps->c->code / sizeof ps->c->code[0])) {
        ps->err = "expression too long";
        return -1;
    }
    ps->c->code[ps->c->ncode++] = v;
    return 0;
}

static int parse_expr(struct parser *ps, int minprec);

static int parse_unary(struct parser *ps)
{
    skip(ps);
    char ch = *ps->p;
    if (ch == '-' || ch == '!' || ch == '~' || ch == '+') {
        ps->p++;
        if (parse_unary(ps))
            return -1;
        return ch == '+' ? 0 : emit(ps, ch == '-' ? OP_NEG : ch == '!' ? OP_NOT : OP_BNOT);
    }
    if (ch == '(') {
        ps->p++;
        if (parse_expr(ps, 1))
            return -1;
        skip(ps);
        if (*ps->p != ')') {
            ps->err = "missing )";
            return -1;
        }
        ps->p++;
        return 0;
    }
    if (isdigit((unsigned char)ch)) {
        char *end;
        long v = strtol(ps->p, &end, 0);
        ps->p = end;
        return emit(ps, OP_CONST) || emit(ps, (int32_t)v);
    }
    if (!strncmp(ps->p, "lane", 4) && !isalnum((unsigned char)ps->p[4])) {
        ps->p += 4;
        return emit(ps, OP_LANE);
    }
    if (!strncmp(ps->p, "tid", 3) && !isalnum((unsigned char)ps->p[3])) {
        ps->p += 3;
        return emit(ps, OP_TID);
    }
    ps->err = "expected a number, lane, tid, ( or a unary operator";
    return -1;
}

static int parse_expr(struct parser *ps, int minprec)
{
    if (parse_unary(ps))
        return -1;
    for (;;) {
        skip(ps);
        size_t k, nb = sizeof binops / sizeof binops[0];
        for (k = 0; k < nb; k++)
            if (!strncmp(ps->p, binops[k].s, strlen(binops[k].s)))
                break;
        if (k == nb || binops[k].prec < minprec)
            return 0;
        ps->p += strlen(binops[k].s);
        if (parse_expr(ps, binops[k].prec + 1) || emit(ps, binops[k].op))
            return -1;
    }
}

enum ws_status lanes_cond_parse(const char *text, struct lanes_cond *c, struct ws_error *err)
{
    memset(c, 0, sizeof *c);
    snprintf(c->text, sizeof c->text, "%s", text);
    struct parser ps = { text, c, NULL };
    if (!parse_expr(&ps, 1)) {
        skip(&ps);
        if (*ps.p)
            ps.err = "unexpected text after the expression";
    }
    if (ps.err)
        return ws_error_set(err, WS_EPARSE, NULL, 0, "condition '%s': %s at column %d", text,
                            ps.err, (int)(ps.p - text) + 1);
    return WS_OK;
}

static int64_t eval(const struct lanes_cond *c, int64_t lane, int64_t tid)
{
    int64_t st[96];
    int sp = 0;
    for (int i = 0; i < c->ncode; i++) {
        int op = c->code[i];
        if (op == OP_CONST) { st[sp++] = c->code[++i]; continue; }
        if (op == OP_LANE) { st[sp++] = lane; continue; }
        if (op == OP_TID) { st[sp++] = tid; continue; }
        if (op == OP_NEG) { st[sp - 1] = -st[sp - 1]; continue; }
        if (op == OP_NOT) { st[sp - 1] = !st[sp - 1]; continue; }
        if (op == OP_BNOT) { st[sp - 1] = ~st[sp - 1]; continue; }
        int64_t b = st[--sp], a = st[sp - 1], r = 0;
        switch (op) {
        case OP_MUL: r = a * b; break;
        case OP_DIV: r = b ? a / b : 0; break;
        case OP_MOD: r = b ? a % b : 0; break;
        case OP_ADD: r = a + b; break;
        case OP_SUB: r = a - b; break;
        case OP_SHL: r = b >= 0 && b < 63 ? a << b : 0; break;
        case OP_SHR: r = b >= 0 && b < 63 ? a >> b : 0; break;
        case OP_LT: r = a < b; break;
        case OP_LE: r = a <= b; break;
        case OP_GT: r = a > b; break;
        case OP_GE: r = a >= b; break;
        case OP_EQ: r = a == b; break;
        case OP_NE: r = a != b; break;
        case OP_BAND: r = a & b; break;
        case OP_XOR: r = a ^ b; break;
        case OP_BOR: r = a | b; break;
        case OP_LAND: r = a && b; break;
        case OP_LOR: r = a || b; break;
        }
        st[sp - 1] = r;
    }
    return sp ? st[sp - 1] : 0;
}

uint64_t lanes_cond_mask(const struct lanes_cond *c, int n)
{
    uint64_t m = 0;
    for (int i = 0; i < n && i < LANES_MAX; i++)
        if (eval(c, i % LANES_WARP, i))
            m |= (uint64_t)1 << i;
    return m;
}

/* ---- shuffles ----------------------------------------------------------- */

uint32_t lanes_shfl(enum lanes_shfl_mode mode, uint32_t b, uint32_t c, int src[LANES_WARP])
{
    uint32_t segmask = (c >> 8) & 31, clamp = c & 31, valid = 0;
    b &= 31;
    for (int lane = 0; lane < LANES_WARP; lane++) {
        int min = (int)((uint32_t)lane & segmask);
        int max = (int)((uint32_t)min | (clamp & ~segmask));
        int j = lane, ok = 0;
        switch (mode) {
        case LANES_SHFL_UP: j = lane - (int)b; ok = j >= max; break;
        case LANES_SHFL_DOWN: j = lane + (int)b; ok = j <= max; break;
        case LANES_SHFL_BFLY: j = lane ^ (int)b; ok = j <= max; break;
        case LANES_SHFL_IDX: j = min | (int)(b & ~segmask); ok = j <= max; break;
        }
        src[lane] = ok ? j : lane;
        if (ok)
            valid |= 1u << lane;
    }
    return valid;
}

int lanes_shfl_mode(const char *name)
{
    static const char *const names[] = { "IDX", "UP", "DOWN", "BFLY" };
    for (int i = 0; i < 4; i++)
        if (name && !strcmp(name, names[i]))
            return i;
    return -1;
}

/* ---- instructions ------------------------------------------------------- */

static int has_mod(const struct sass_insn *in, const char *m)
{
    for (unsigned i = 0; i < in->nmods; i++)
        if (!strcmp(in->mods[i], m))
            return 1;
    return 0;
}

static struct lanes_frame *frame(struct lanes_model *m, uint64_t exec, uint64_t pending,
                                 const char *fmt, ...) __attribute__((format(printf, 4, 5)));

static struct lanes_frame *frame(struct lanes_model *m, uint64_t exec, uint64_t pending,
                                 const char *fmt, ...)
{
    struct lanes_frame *f = &m->frames[m->nframes++];
    memset(f, 0, sizeof *f);
    f->exec = exec;
    f->pending = pending;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(f->what, sizeof f->what, fmt, ap);
    va_end(ap);
    return f;
}

/* Per warp half: the ballot bits of that half, placed where the half is. */
static uint64_t ballot(uint64_t exec, uint64_t pred)
{
    return exec & pred;
}

/* Predicate operand of VOTE (the last P) or a branch's predicate operand;
 * -1 PT or none, with its negation. */
static int pred_operand(const struct sass_insn *in, int *neg)
{
    for (int i = in->nops - 1; i >= 0; i--)
        if (in->ops[i].kind == SOP_PRED && in->ops[i].access & SACC_R) {
            *neg = !!(in->ops[i].flags & SOF_NOT);
            return in->ops[i].reg;
        }
    return -1;
}

/* The predicate lanes_model decides on: the guard, or VOTE's / a branch's
 * predicate operand; -1 none (PT), with its negation. */
static int model_pred(const struct sass_insn *in, int *neg)
{
    *neg = in->guard >= 0 ? in->guard_neg : 0;
    int pred = in->guard >= 0 && in->guard != SASS_PT ? in->guard : -1;
    if (in->guard < 0 || in->guard == SASS_PT) {
        int pn = 0;
        int po = pred_operand(in, &pn);
        if (po >= 0 && po != SASS_PT && (!strcmp(in->opcode, "VOTE") || !strcmp(in->opcode, "BRA"))) {
            pred = po;
            *neg = pn;
        }
    }
    return pred;
}

static int has_label(const struct sass_function *f, uint32_t offset)
{
    for (size_t k = 0; k < f->nlabels; k++)
        if (f->labels[k].offset == offset)
            return 1;
    return 0;
}

/* Does in write register reg of kind (SOP_REG, SOP_PRED)?  -1 maybe (an
 * opcode whose accesses are unknown). */
static int writes(const struct sass_insn *in, int kind, int reg)
{
    for (unsigned k = 0; k < in->nops; k++) {
        const struct sass_operand *o = &in->ops[k];
        if (o->kind != kind)
            continue;
        if (o->access & SACC_UNKNOWN)
            return -1;
        int w = o->width ? o->width : 1;
        if (o->access & SACC_W && reg >= o->reg && reg < o->reg + w)
            return 1;
    }
    return 0;
}

/* The instruction before i of f that last wrote register reg of kind, in
 * i's block (no label between); -1 none or unknown. */
static long last_write(const struct sass_function *f, size_t i, int kind, int reg)
{
    for (size_t cur = i; cur > 0 && cur < f->ninsns; cur--) {
        if (has_label(f, f->insns[cur].offset))
            return -1;          /* reached from elsewhere too */
        int w = writes(&f->insns[cur - 1], kind, reg);
        if (w < 0)
            return -1;
        if (w)
            return (long)cur - 1;
    }
    return -1;
}

static int is_rz_or_imm(const struct sass_operand *o, uint32_t *val)
{
    if (o->kind == SOP_IMM) {
        *val = (uint32_t)o->u.imm;
        return 1;
    }
    if (o->kind == SOP_REG && o->reg == SASS_RZ) {
        *val = 0;
        return 1;
    }
    return 0;
}

int lanes_reg_const(const struct sass_function *f, size_t i, int reg, uint32_t *val, size_t *at)
{
    long k = last_write(f, i, SOP_REG, reg);
    if (k < 0)
        return 0;
    const struct sass_insn *in = &f->insns[k];
    if (in->guard >= 0 && in->guard != SASS_PT)
        return 0;
    int ok = 0;
    if (!strcmp(in->opcode, "MOV") && in->nops >= 2 && in->ops[0].reg == reg)
        ok = is_rz_or_imm(&in->ops[1], val);
    else if (!strcmp(in->opcode, "IMAD") && has_mod(in, "MOV") && in->nops == 4 && in->ops[0].reg == reg &&
             in->ops[1].kind == SOP_REG && in->ops[1].reg == SASS_RZ &&
             in->ops[2].kind == SOP_REG && in->ops[2].reg == SASS_RZ)
        ok = is_rz_or_imm(&in->ops[3], val);
    if (ok)
        *at = (size_t)k;
    return ok;
}

uint64_t lanes_pred_mask(const struct sass_function *f, size_t i, int pred, const struct uni_info *u,
                         int wave, const struct lanes_cond *cond, char *note, size_t notelen)
{
    uint64_t all = lanes_all(wave), c = lanes_cond_mask(cond, wave) & all, out = 0;
    if (notelen)
        note[0] = 0;
    long k = pred >= 0 && pred != SASS_PT ? last_write(f, i, SOP_PRED, pred) : -1;
    const struct sass_insn *d = k >= 0 ? &f->insns[k] : NULL;
    if (d && !strcmp(d->opcode, "VOTE") && (has_mod(d, "ANY") || has_mod(d, "ALL")) &&
        (d->guard < 0 || d->guard == SASS_PT) && d->nops == 2 && d->ops[0].kind == SOP_PRED &&
        d->ops[0].reg == pred && d->ops[1].kind == SOP_PRED) {
        int any = has_mod(d, "ANY"), q = d->ops[1].reg, qneg = !!(d->ops[1].flags & SOF_NOT);
        uint64_t s = q == SASS_PT ? all : c;
        if (qneg)
            s = ~s & all;
        for (int h = 0; h < wave; h += LANES_WARP) {
            uint64_t hm = lanes_all(LANES_WARP) << h;
            if (any ? (s & hm) != 0 : (s & hm) == hm)
                out |= hm;
        }
        if (q == SASS_PT)
            snprintf(note, notelen, "P%d = VOTE.%s(%sPT) at %04x: the same in every lane", pred,
                     any ? "ANY" : "ALL", qneg ? "!" : "", d->offset);
        else
            snprintf(note, notelen, "P%d = VOTE.%s(%sP%d) at %04x: the condition is P%d's; P%d is its vote, "
                     "one value a warp", pred, any ? "ANY" : "ALL", qneg ? "!" : "", q, d->offset, q, pred);
        return out & all;
    }
    /* the analysis records the condition of a branch, EXIT and the like */
    int decides = i < f->mir.n && f->mir.insns[i].flow != FLOW_NONE;
    if (u && decides && i < u->n && u->cond[i] != UNI_DIVERGENT) {
        int whole = u->cond[i] == UNI_UNIFORM;
        for (int h = 0; h < wave; h += LANES_WARP) {
            uint64_t hm = lanes_all(LANES_WARP) << h;
            if ((c >> (whole ? 0 : h)) & 1)
                out |= hm;
        }
        snprintf(note, notelen, whole
                 ? "P%d is the same in every thread (uniformity analysis): every lane takes the condition at lane 0"
                 : "P%d is the same in every lane of a warp (uniformity analysis): each warp takes the condition "
                   "at its lane 0", pred);
        return out & all;
    }
    return c;
}

const char *lanes_count(char *buf, size_t len, uint64_t m, int wave)
{
    int a = __builtin_popcount((uint32_t)m), b = __builtin_popcount((uint32_t)(m >> 32));
    if (wave <= LANES_WARP)
        snprintf(buf, len, "%d lanes", a);
    else if (a == b)
        snprintf(buf, len, "%d lanes of each warp", a);
    else
        snprintf(buf, len, "%d lanes of warp 0, %d of warp 1", a, b);
    return buf;
}

/* The value of SHFL operand k (b or c): an immediate, RZ, or a register f
 * set to a constant earlier in the block (f may be NULL); 0 unknown. */
static int shfl_operand(const struct sass_function *f, size_t i, const struct sass_insn *in, int k,
                        uint32_t *val, char *src, size_t len)
{
    const struct sass_operand *o = &in->ops[k];
    size_t at;
    if (o->kind == SOP_IMM) {
        *val = (uint32_t)o->u.imm;
        snprintf(src, len, "0x%x", *val);
        return 1;
    }
    if (o->kind == SOP_REG && o->reg == SASS_RZ) {
        *val = 0;
        snprintf(src, len, "RZ (0)");
        return 1;
    }
    if (o->kind == SOP_REG && f && lanes_reg_const(f, i, o->reg, val, &at)) {
        snprintf(src, len, "R%d = 0x%x (set at %04x)", o->reg, *val, f->insns[at].offset);
        return 1;
    }
    snprintf(src, len, "%s: unknown, assumed 0x%x", o->text ? o->text : "?", *val);
    return 0;
}

static void model_shfl(const struct sass_function *f, size_t i, const struct sass_insn *in,
                       struct lanes_model *m, uint64_t all)
{
    m->kind = LANES_SHFL;
    m->shfl_mode = lanes_shfl_mode(in->nmods ? in->mods[0] : "");
    if (m->shfl_mode < 0)
        m->shfl_mode = LANES_SHFL_IDX;
    /* what CUDA's full-width __shfl_*_sync pass: up c = 0, the others 0x1f */
    m->shfl_b = 1;
    m->shfl_c = m->shfl_mode == LANES_SHFL_UP ? 0 : 0x1f;
    if (in->nops >= 5) {
        m->shfl_b_known = shfl_operand(f, i, in, 3, &m->shfl_b, m->shfl_b_src, sizeof m->shfl_b_src);
        m->shfl_c_known = shfl_operand(f, i, in, 4, &m->shfl_c, m->shfl_c_src, sizeof m->shfl_c_src);
    } else {
        snprintf(m->shfl_b_src, sizeof m->shfl_b_src, "assumed 0x%x", m->shfl_b);
        snprintf(m->shfl_c_src, sizeof m->shfl_c_src, "assumed 0x%x", m->shfl_c);
    }
    int src[LANES_WARP];
    uint32_t valid = lanes_shfl((enum lanes_shfl_mode)m->shfl_mode, m->shfl_b, m->shfl_c, src);
    uint64_t v = valid;
    for (int l = 0; l < m->wave; l++)
        m->src[l] = (l & ~(LANES_WARP - 1)) + src[l % LANES_WARP];
    if (m->wave > LANES_WARP)
        v |= (uint64_t)valid << LANES_WARP;
    uint64_t exec = m->guard & all;
    struct lanes_frame *fr = frame(m, exec, 0, "%s: each lane reads the lane its 'reads lane' row names "
                                   "(ds_bpermute_b32, address = lane*4)", in->opcode);
    fr->result = v & all;
    if (in->guard >= 0)
        frame(m, all, 0, "%s", "EXEC restored after the guarded shuffle");
}

/* lanes_model with the predicate's lanes given (condmask over the
 * wavefront, as the guard, VOTE's or the branch's predicate holds before
 * negation); f and i (f may be NULL) resolve a SHFL's registers. */
static int model(const struct sass_function *f, size_t i, const struct sass_insn *in, int wave,
                 uint64_t condmask, struct lanes_model *m)
{
    memset(m, 0, sizeof *m);
    if (wave != 32 && wave != 64)
        return -1;
    m->wave = wave;
    uint64_t all = lanes_all(wave);
    m->cond = condmask & all;
    int pred, neg;
    pred = model_pred(in, &neg);
    m->guard = pred >= 0 ? (neg ? ~m->cond : m->cond) & all : all;
    frame(m, all, 0, "%s", "before: every lane of the wavefront active (EXEC = all)");
    if (!strcmp(in->opcode, "SHFL")) {
        model_shfl(f, i, in, m, all);
    } else if (!strcmp(in->opcode, "VOTE") || !strcmp(in->opcode, "VOTEU")) {
        m->kind = LANES_VOTE;
        uint64_t exec = in->guard >= 0 && in->guard != SASS_PT ? m->cond & all : all;
        if (in->guard >= 0 && in->guard_neg)
            exec = ~m->cond & all;
        struct lanes_frame *fr = frame(m, exec, 0, "%s", has_mod(in, "ALL")
            ? "VOTE.ALL: true in a warp when every active lane's predicate holds"
            : "ballot: each warp (32-lane half) sees the bits of its own active lanes");
        fr->result = ballot(exec, pred >= 0 ? m->guard : all);
    } else if (!strcmp(in->opcode, "BRA") && pred >= 0) {
        m->kind = LANES_BRANCH;
        uint64_t take = m->guard & all, stay = all & ~take;
        frame(m, all, 0, "%s", "the branch condition is evaluated in every active lane");
        frame(m, stay, take, "%s", "lanes that take it wait in the target's pending mask; "
                                   "the others run on (EXEC &= ~taken)");
        if (!stay)
            frame(m, take, 0, "%s", "no lane falls through: EXEC = pending, jump to the target");
        else
            frame(m, stay, take, "%s", "the fall-through path runs with the remaining lanes");
        frame(m, all, 0, "%s", "at the target label the waiting lanes rejoin (EXEC |= pending)");
    } else if (!strcmp(in->opcode, "EXIT") && pred >= 0) {
        m->kind = LANES_EXIT;
        struct lanes_frame *fr = frame(m, all & ~m->guard, 0, "%s",
                                       "lanes where the guard holds leave for good (EXEC &= ~P)");
        fr->done = m->guard & all;
    } else if (pred >= 0) {
        m->kind = LANES_GUARD;
        frame(m, m->guard, 0, "%s: EXEC &= P's lane mask (s_and_b32/b64 exec); the "
                              "instruction runs in those lanes only", in->opcode);
        frame(m, all, 0, "%s", "EXEC restored: every lane runs the next instruction");
    } else {
        m->kind = LANES_PLAIN;
        frame(m, all, 0, "%s runs in every active lane", in->opcode);
    }
    return 0;
}

int lanes_model(const struct sass_insn *in, int wave, const struct lanes_cond *cond,
                struct lanes_model *m)
{
    return model(NULL, 0, in, wave, lanes_cond_mask(cond, wave), m);
}

int lanes_model_fn(const struct sass_function *f, size_t i, const struct uni_info *u, int wave,
                   const struct lanes_cond *cond, struct lanes_model *m)
{
    if (i >= f->ninsns)
        return -1;
    const struct sass_insn *in = &f->insns[i];
    char note[sizeof m->pred_note];
    int neg, pred = model_pred(in, &neg);
    uint64_t mask = pred >= 0 && (wave == 32 || wave == 64)
                    ? lanes_pred_mask(f, i, pred, u, wave, cond, note, sizeof note)
                    : lanes_cond_mask(cond, wave);
    if (model(f, i, in, wave, mask, m))
        return -1;
    if (pred >= 0)
        memcpy(m->pred_note, note, sizeof note);
    return 0;
}

/* ---- divergent regions -------------------------------------------------- */

/* The predicate a branch or EXIT decides on (guard, or BRA's operand); -1 PT
 * or none. */
static int decision_pred(const struct sass_insn *in, int *neg)
{
    *neg = 0;
    if (in->guard >= 0 && in->guard != SASS_PT && !in->guard_uniform) {
        *neg = in->guard_neg;
        return in->guard;
    }
    if (in->guard < 0 && !strcmp(in->opcode, "BRA")) {
        int po = pred_operand(in, neg);
        return po != SASS_PT ? po : -1;
    }
    return -1;
}

int lanes_is_divergent_branch(const struct sass_insn *in)
{
    int neg;
    return !strcmp(in->opcode, "BRA") && decision_pred(in, &neg) >= 0;
}

/* Immediate post-dominator of block b (iterative bitsets over the reachable
 * blocks; exits are blocks without successors); CFG_NONE when only the end
 * of the function post-dominates it, or -2 out of memory. */
#define PDOM_MAX_BLOCKS 4096
static long ipdom(const struct cfg *g, uint32_t b)
{
    size_t n = g->nblocks, words = (n + 63) / 64;
    if (n > PDOM_MAX_BLOCKS)
        return CFG_NONE;
    uint64_t *set = malloc(n * words * sizeof *set + 8);
    if (!set)
        return -2;
    for (size_t v = 0; v < n; v++)
        for (size_t w = 0; w < words; w++)
            set[v * words + w] = g->blocks[v].nsuccs ? ~(uint64_t)0 : 0;
    for (size_t v = 0; v < n; v++)
        set[v * words + v / 64] |= (uint64_t)1 << (v % 64);
    for (int changed = 1; changed;) {
        changed = 0;
        for (size_t v = n; v-- > 0;) {
            const struct cfg_block *bl = &g->blocks[v];
            if (!bl->nsuccs || !bl->reachable)
                continue;
            for (size_t w = 0; w < words; w++) {
                uint64_t m = ~(uint64_t)0;
                for (uint32_t e = bl->succ; e < bl->succ + bl->nsuccs; e++)
                    m &= set[g->edges[e].to * words + w];
                if (w == v / 64)
                    m |= (uint64_t)1 << (v % 64);
                if (m != set[v * words + w]) {
                    set[v * words + w] = m;
                    changed = 1;
                }
            }
        }
    }
    /* the strict post-dominator with the most post-dominators is the nearest */
    long best = CFG_NONE;
    int bestn = -1;
    for (size_t d = 0; d < n; d++) {
        if (d == b || !((set[b * words + d / 64] >> (d % 64)) & 1))
            continue;
        int cnt = 0;
        for (size_t w = 0; w < words; w++)
            cnt += __builtin_popcountll(set[d * words + w]);
        if (cnt > bestn) {
            bestn = cnt;
            best = (long)d;
        }
    }
    free(set);
    return best;
}

/* The target of a BSSY set up in a block dominating b and lying after b. */
static uint32_t bssy_target(const struct cfg *g, uint32_t b)
{
    uint32_t best = CFG_NONE;
    for (size_t k = 0; k < g->nreconv; k++) {
        const struct cfg_reconv *r = &g->reconv[k];
        if (r->target_block == CFG_NONE || r->target_block <= b || !g->blocks[b].reachable ||
            !cfg_dominates(g, r->setup_block, b))
            continue;
        if (best == CFG_NONE || r->target_block < best)
            best = r->target_block;
    }
    return best;
}

static struct lanes_rstep *rstep(struct lanes_region *r, uint32_t block, uint64_t exec, uint64_t pending,
                                 uint64_t done, const char *fmt, ...) __attribute__((format(printf, 6, 7)));

static struct lanes_rstep *rstep(struct lanes_region *r, uint32_t block, uint64_t exec, uint64_t pending,
                                 uint64_t done, const char *fmt, ...)
{
    if (r->nsteps == LANES_REGION_STEPS) {
        r->truncated = 1;
        return NULL;
    }
    struct lanes_rstep *s = &r->steps[r->nsteps++];
    *s = (struct lanes_rstep){ block, r->branch_insn, exec, pending, done, "" };
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(s->what, sizeof s->what, fmt, ap);
    va_end(ap);
    return s;
}

/* Lanes of exec that take the decision of in (a branch or an EXIT). */
static uint64_t deciding(const struct lanes_region *r, const struct sass_insn *in, uint64_t exec, int *assumed)
{
    int neg;
    int p = decision_pred(in, &neg);
    *assumed = 0;
    if (p < 0)
        return in->guard == SASS_PT && in->guard_neg ? 0 : exec;
    if (p == r->pred && !r->pred_redefined)
        return (neg == r->pred_neg ? r->cond : ~r->cond) & exec;
    *assumed = 1;
    return 0;
}

struct walk {
    const struct cfg *g;
    const struct sass_function *f;
    struct lanes_region *r;
    uint64_t *pending;      /* per block */
    uint64_t all, exec, done;
};

static uint64_t pending_all(const struct walk *w)
{
    uint64_t m = 0;
    for (size_t b = 0; b < w->g->nblocks; b++)
        m |= w->pending[b];
    return m;
}

/* The end of block b: its branch or EXIT moves lanes, the rest fall through. */
static void block_end(struct walk *w, uint32_t b)
{
    const struct cfg_block *bl = &w->g->blocks[b];
    const struct sass_insn *in = &w->f->insns[bl->last];
    int assumed;
    if (!strcmp(in->opcode, "EXIT")) {
        uint64_t out = deciding(w->r, in, w->exec, &assumed);
        w->done |= out;
        w->exec &= ~out;
        return;
    }
    for (uint32_t e = bl->succ; e < bl->succ + bl->nsuccs; e++) {
        const struct cfg_edge *ed = &w->g->edges[e];
        if (ed->kind != CFG_EDGE_TAKEN)
            continue;
        uint64_t take = ed->to > b ? deciding(w->r, in, w->exec, &assumed) : 0;
        w->pending[ed->to] |= take;
        w->exec &= ~take;
    }
    if (!bl->nsuccs)            /* RET, a jump out: the lanes are gone */
        w->exec = 0;
}

/* Block b: rejoin its waiting lanes, run (or jump over), end. */
static void walk_block(struct walk *w, uint32_t b)
{
    const struct cfg_block *bl = &w->g->blocks[b];
    const struct sass_insn *last = &w->f->insns[bl->last];
    uint64_t joined = w->pending[b];
    w->exec |= joined;
    w->pending[b] = 0;
    if (w->exec)
        w->r->ran[b] |= w->exec;
    char join[80] = "", n1[48];
    if (joined)
        snprintf(join, sizeof join, "%s rejoin at its label; ", lanes_count(n1, sizeof n1, joined, w->r->wave));
    /* lanes run it: a write of the branch's predicate here ends what the
     * example condition says about it (the block's own branch included) */
    int was = w->r->pred_redefined;
    if (w->exec && !was)
        for (uint32_t i = bl->first; i <= bl->last && !w->r->pred_redefined; i++) {
            const struct mir_insn *mi = &w->f->mir.insns[i];
            for (unsigned k = 0; k < mi->ndefs; k++)
                if (mi->defs[k].cls == RC_PRED && (int)mi->defs[k].index == w->r->pred) {
                    w->r->pred_redefined = 1;
                    w->r->pred_redef_at = w->f->insns[i].offset;
                }
        }
    int assumed = 0, neg;
    deciding(w->r, last, w->exec, &assumed);
    const char *what = strcmp(last->opcode, "EXIT") ? "branch" : "EXIT";
    char why[80];
    if (assumed && w->r->pred_redefined && decision_pred(last, &neg) == w->r->pred)
        snprintf(why, sizeof why, " (P%d was rewritten at %04x: its %s assumed not taken)",
                 w->r->pred, w->r->pred_redef_at, what);
    else
        snprintf(why, sizeof why, " (its %s on another predicate: assumed not taken)", what);
    if (!w->exec)
        rstep(w->r, b, 0, pending_all(w), w->done, "S%u %04x: %sno lane active: s_cbranch_execz jumps over it", b,
              bl->start, join);
    else
        rstep(w->r, b, w->exec, pending_all(w), w->done, "S%u %04x: %s%s run it%s%s", b, bl->start, join,
              lanes_count(n1, sizeof n1, w->exec, w->r->wave), assumed ? why : "",
              w->r->pred_redefined && !was ? "; it rewrites the branch's predicate" : "");
    block_end(w, b);
}

static void walk_region(struct walk *w, size_t branch)
{
    struct lanes_region *r = w->r;
    const struct cfg *g = w->g;
    uint32_t b = r->branch_block;
    const struct cfg_block *bl = &g->blocks[b];
    rstep(r, b, w->all, 0, 0, "S%u %04x: every lane runs up to the branch", b, bl->start);
    r->ran[b] = w->all;
    block_end(w, b);
    uint32_t target = CFG_NONE;
    for (uint32_t e = bl->succ; e < bl->succ + bl->nsuccs; e++)
        if (g->edges[e].kind == CFG_EDGE_TAKEN)
            target = g->edges[e].to;
    char n1[48], n2[48];
    rstep(r, CFG_NONE, w->exec, pending_all(w), w->done, "%04x: %s take it and wait at S%u; %s run on",
          w->f->insns[branch].offset,
          lanes_count(n1, sizeof n1, target != CFG_NONE ? w->pending[target] : 0, r->wave),
          target, lanes_count(n2, sizeof n2, w->exec, r->wave));
    uint32_t end = r->reconv_block != CFG_NONE ? r->reconv_block : (uint32_t)g->nblocks;
    for (uint32_t k = b + 1; k < end && !r->truncated; k++)
        if (g->blocks[k].reachable)
            walk_block(w, k);
    if (r->reconv_block == CFG_NONE)
        return;
    uint64_t joined = w->pending[end];
    w->exec |= joined;
    w->pending[end] = 0;
    r->ran[end] |= w->exec;
    rstep(r, end, w->exec, pending_all(w), w->done, "S%u %04x: reconverged (%s): EXEC = every lane still running",
          end, g->blocks[end].start, r->by_bssy ? "the BSSY's target, after BSYNC" : "post-dominator");
}

int lanes_region(const struct cfg *g, const struct sass_function *f, size_t branch, int wave,
                 const struct lanes_cond *cond, struct lanes_region *r)
{
    return lanes_region_u(g, f, branch, NULL, wave, cond, r);
}

int lanes_region_u(const struct cfg *g, const struct sass_function *f, size_t branch, const struct uni_info *u,
                   int wave, const struct lanes_cond *cond, struct lanes_region *r)
{
    memset(r, 0, sizeof *r);
    if ((wave != 32 && wave != 64) || branch >= f->ninsns || branch >= g->f->n ||
        !lanes_is_divergent_branch(&f->insns[branch]))
        return -1;
    r->pred = decision_pred(&f->insns[branch], &r->pred_neg);
    r->branch_block = g->insn_block[branch];
    r->branch_insn = (uint32_t)branch;
    uint64_t all = lanes_all(wave);
    r->wave = wave;
    r->cond = lanes_pred_mask(f, branch, r->pred, u, wave, cond, r->pred_note, sizeof r->pred_note) & all;
    r->reconv_block = bssy_target(g, r->branch_block);
    r->by_bssy = r->reconv_block != CFG_NONE;
    if (!r->by_bssy) {
        long d = ipdom(g, r->branch_block);
        if (d == -2)
            return -2;
        r->reconv_block = d > (long)r->branch_block ? (uint32_t)d : CFG_NONE;
    }
    struct walk w = { g, f, r, calloc(g->nblocks + 1, sizeof *w.pending), all, all, 0 };
    r->ran = calloc(g->nblocks + 1, sizeof *r->ran);
    if (!w.pending || !r->ran) {
        free(w.pending);
        lanes_region_free(r);
        return -2;
    }
    walk_region(&w, branch);
    free(w.pending);
    for (int k = 0; k < r->nsteps; k++)
        if (r->steps[k].block != CFG_NONE)
            r->steps[k].insn = g->blocks[r->steps[k].block].first;
    return 0;
}

void lanes_region_free(struct lanes_region *r)
{
    free(r->ran);
    r->ran = NULL;
}
