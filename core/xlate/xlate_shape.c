/* xlate_shape.c - rules and templates kept by instruction shape.
 *
 * An instruction's shape is its opcode and modifiers, each operand's kind,
 * flags, width and selector, the immediates and constant-bank words, which
 * operands are RZ/URZ/PT and which name the same register, and its guard;
 * not which registers, nor which branch target (only whether it is a
 * local label).  With the wave size, the scratch registers and whether
 * the branch is uniform, it decides the rule: rule conditions (when())
 * look at nothing else.  So the rule picked for a shape is kept, with its
 * template compiled once when it has a fixed one (out).
 *
 * Most computed rules (LOP3's synthesised logic, funnel shifts, byte
 * permutes, float arithmetic with its mode changes) also build a template
 * that depends only on the shape; such a rule is flagged XRF_SHAPE.  It
 * runs once per shape; the template it handed to xemit_template is kept
 * (with the operand flags it passed: emitters drop the source modifiers
 * they fold in), and the next instruction of that shape expands it
 * directly.  A rule run that did anything but expand one template for its
 * own instruction is not kept.
 */
#include "xlate_int.h"

#include <stdlib.h>
#include <string.h>

#define SK_MAX 512              /* bytes of a key */
#define SK_OPS 24               /* operands of a kept shape */
/* words a key may take while it is put together (checked against SK_MAX
 * once, at the end): the fixed three, the modifiers that SK_MAX leaves
 * room for, and at most six an operand */
#define SK_WORDS (SK_MAX / 8 + 6 * SK_OPS)

struct sentry {
    uint8_t *key;               /* NULL: empty slot */
    size_t klen;
    uint32_t hash;
    const struct xrule *rule;   /* the rule selected, NULL none */
    struct tmpl *t;             /* its template (XRF_SHAPE, or the rule's out), NULL not yet */
    uint8_t flags[SK_OPS];      /* operand flags the template was expanded with */
    uint8_t same;               /* they are the shape's own (every instruction of
                                   the shape has the same flags: they are in the key) */
};

struct xscache {
    size_t n, cap;              /* open addressing, cap a power of two */
    struct sentry *tab;
};

void xshape_cache_free(struct xscache *c)
{
    if (!c)
        return;
    for (size_t i = 0; i < c->cap; i++)
        free(c->tab[i].key);
    free(c->tab);
    free(c);
}

/* Operand k of in names register r of kind (SOP_REG or SOP_UREG): 1 as
 * itself or as an address's base, 2 as an address's uniform offset
 * register [R+URx], 0 not. */
static int names_reg(const struct sass_operand *o, int kind, int r)
{
    if (o->kind == kind)
        return o->reg == r;
    if (o->kind != SOP_MEM)
        return 0;
    const struct sass_mem *m = &o->u.mem;
    if (m->reg == r && !!m->reg_is_ureg == (kind == SOP_UREG))
        return 1;
    return kind == SOP_UREG && m->ureg == r ? 2 : 0;
}

/* The first operand before i naming register r of kind, as a key: 1000 +
 * its index (2000 + for an address's uniform offset register), -1 none. */
static inline int16_t earlier(const struct sass_insn *in, int i, int kind, int r)
{
    for (int j = 0; j < i; j++) {
        const struct sass_operand *o = &in->ops[j];
        int k = o->kind == kind ? o->reg == r : names_reg(o, kind, r);
        if (k)
            return (int16_t)(k * 1000 + j);
    }
    return -1;
}

/* Where the function keeps R or UR register r (kind), for an address's
 * key: a rule's address text names the registers themselves. */
static int16_t kept_at(const struct xctx *x, int kind, int r, int16_t *uv)
{
    *uv = 0;
    if (kind == SOP_REG)
        return r >= 0 && r < SASS_RZ ? x->vmap[r] : -1;
    if (r < 0 || r >= SASS_URZ)
        return -1;
    *uv = x->uvmap[r];
    return x->umap[r];
}

/* The first operand before i of o's kind naming the same register (a P
 * or UP), as a key: 1000 + its index, -1 none. */
static int16_t earlier_same(const struct sass_insn *in, int i, const struct sass_operand *o)
{
    for (int j = 0; j < i; j++)
        if (in->ops[j].kind == o->kind && in->ops[j].reg == o->reg)
            return (int16_t)(1000 + j);
    return -1;
}

/* A key being put together: the words so far, and their hash so far
 * (each word mixed in as it is stored: no second pass over the key). */
struct kput {
    uint64_t *p;
    uint64_t h;
};

static inline void put(struct kput *b, uint64_t w)
{
    *b->p++ = w;
    b->h = (b->h ^ w) * 0x100000001b3ull;
}

/* The hash of a key's words (all its bits into the low ones: MurmurHash3's
 * fmix64). */
static uint32_t key_hash(uint64_t h)
{
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    return (uint32_t)h;
}

/* Operand o's first key word: its kind, access, width and flags (its first
 * four bytes, one load), id (how it names its register) and whether it
 * has a selector. */
static inline uint64_t op_word(const struct sass_operand *o, int16_t id)
{
    uint32_t head;
    memcpy(&head, o, sizeof head);
    return head | (uint64_t)(uint16_t)id << 32 | (uint64_t)(o->sel != NULL) << 48;
}

/* The shape of in (uniform: the engine found its branch uniform) as key
 * words into k (SK_WORDS), its hash into *hash; the key's bytes, 0 when
 * in has an operand kind a shape does not cover, or the key is longer
 * than SK_MAX.  An address (SOP_MEM) is in it with its registers, its
 * displacement and where the function keeps its registers (LDG and STG
 * write them into their templates), and its registers' first earlier
 * mentions as for a register operand. */
static size_t shape_key(const struct xctx *x, const struct sass_insn *in, int uniform, uint64_t *k,
                        uint32_t *hash)
{
    /* whole words, each field in its own bits: the key is put together with
     * a few stores per operand and hashed as it is.  The opcode,
     * modifiers and selectors are there as pointers: those of a parsed
     * instruction point at one copy of each word per module (sass_parse.c
     * interns them; opcodes at the opcode table), and the input lives as
     * long as the result that keeps this cache: the same pointer is the
     * same word.  A word that is not shared (an instruction made another
     * way) only makes a shape of its own. */
    struct kput b = { k, 0x9e3779b97f4a7c15ull };
    if (in->nops > SK_OPS || 3 + (size_t)in->nmods > SK_MAX / 8)
        return 0;
    /* small numbers in a byte each (uniform, half and the targets flag are
     * 0..2, the wave 32 or 64), the scratch registers in 16 bits */
    put(&b, (uint64_t)(uint8_t)uniform | (uint64_t)(uint8_t)x->wave << 8 |
            (uint64_t)(uint8_t)x->half << 16 | (uint64_t)(x->ntargets > 0) << 24 |
            (uint64_t)(uint8_t)in->guard << 32 | (uint64_t)in->guard_neg << 40 |
            (uint64_t)in->guard_uniform << 48 | (uint64_t)in->nmods << 56);
    put(&b, (uint64_t)in->nops | (uint64_t)(uint16_t)x->vtemp << 8 | (uint64_t)(uint16_t)x->stemp << 24);
    put(&b, (uint64_t)(uintptr_t)in->opcode);
    for (unsigned i = 0; i < in->nmods; i++)
        put(&b, (uint64_t)(uintptr_t)in->mods[i]);
    for (int i = 0; i < in->nops; i++) {
        const struct sass_operand *o = &in->ops[i];
        /* a register operand: a constant one (RZ, URZ, PT, UPT) by number;
         * another by the first operand naming the same one (or none) */
        switch (o->kind) {
        case SOP_REG:
            put(&b, op_word(o, o->reg == SASS_RZ ? o->reg : earlier(in, i, SOP_REG, o->reg)));
            break;
        case SOP_UREG:
            put(&b, op_word(o, o->reg == SASS_URZ ? o->reg : earlier(in, i, SOP_UREG, o->reg)));
            break;
        case SOP_PRED:
        case SOP_UPRED:
            put(&b, op_word(o, o->reg == SASS_PT ? o->reg : earlier_same(in, i, o)));
            break;
        case SOP_BAR:
        case SOP_PR:                    /* a convergence barrier (BSYNC B0), the predicate file */
            put(&b, op_word(o, o->reg));
            break;
        case SOP_MEM: {
            const struct sass_mem *m = &o->u.mem;
            int bk = m->reg_is_ureg ? SOP_UREG : SOP_REG;
            int16_t uvb, uvu, kb_ = kept_at(x, bk, m->reg, &uvb), ku = kept_at(x, SOP_UREG, m->ureg, &uvu);
            put(&b, op_word(o, 0));
            put(&b, (uint64_t)(uint16_t)m->reg | (uint64_t)m->reg_is_ureg << 16 |
                    (uint64_t)m->scale << 24 | (uint64_t)(uint16_t)m->ureg << 32 |
                    (uint64_t)(uint16_t)m->desc << 48);
            put(&b, (uint64_t)(uint16_t)earlier(in, i, bk, m->reg) |
                    (uint64_t)(uint16_t)earlier(in, i, SOP_UREG, m->ureg) << 16 |
                    (uint64_t)(uint16_t)kb_ << 32 | (uint64_t)(uint16_t)uvb << 48);
            put(&b, (uint64_t)(uint16_t)ku | (uint64_t)(uint16_t)uvu << 16);
            put(&b, (uint64_t)m->offset);
            break;
        }
        case SOP_IMM:
            put(&b, op_word(o, 0));
            put(&b, (uint64_t)o->u.imm);
            break;
        case SOP_FIMM: {
            uint64_t w;
            memcpy(&w, &o->u.fimm, sizeof w);
            put(&b, op_word(o, 0));
            put(&b, w);
            break;
        }
        case SOP_LABEL:
            /* a branch target: not which one, no rule condition looks at
             * that; only whether it has a name and whether that is a local
             * label (.L, xm_local_call).  Nothing an emitter writes is
             * kept for such a shape (xshape_emit): it names the target. */
            put(&b, op_word(o, (int16_t)(!o->u.label ? 0 : o->u.label[0] == '.' && o->u.label[1] == 'L' ? 2 : 1)));
            break;
        case SOP_CBANK:
            put(&b, op_word(o, 0));
            put(&b, (uint64_t)(uint16_t)o->u.cb.bank | (uint64_t)(uint16_t)o->u.cb.bank_ureg << 16 |
                    (uint64_t)(uint16_t)o->u.cb.reg << 32 | (uint64_t)o->u.cb.reg_is_ureg << 48);
            put(&b, (uint64_t)o->u.cb.offset);
            break;
        default:
            return 0;
        }
        if (o->sel)
            put(&b, (uint64_t)(uintptr_t)o->sel);
    }
    size_t n = (size_t)(b.p - k) * sizeof *k;
    if (n > SK_MAX)
        return 0;
    *hash = key_hash(b.h);
    return n;
}

static struct sentry *lookup(struct xscache *c, const uint8_t *k, size_t n, uint32_t h)
{
    if (!c || !c->cap)
        return NULL;
    for (size_t j = h & (c->cap - 1); c->tab[j].key; j = (j + 1) & (c->cap - 1))
        if (c->tab[j].hash == h && c->tab[j].klen == n &&
            !memcmp(c->tab[j].key, k, n))       /* fewer instructions than a loop a word a time */
            return &c->tab[j];
    return NULL;
}

static struct sentry *insert(struct xctx *x, const uint8_t *k, size_t n, uint32_t h,
                             const struct xrule *rule)
{
    struct xscache *c = x->r->scache;
    if (!c && !(c = x->r->scache = calloc(1, sizeof *c)))
        return NULL;
    if (2 * (c->n + 1) > c->cap) {
        size_t nc = c->cap ? 2 * c->cap : 256;
        struct sentry *nt = calloc(nc, sizeof *nt);
        if (!nt)
            return NULL;
        for (size_t i = 0; i < c->cap; i++)
            if (c->tab[i].key) {
                size_t j = c->tab[i].hash & (nc - 1);
                while (nt[j].key)
                    j = (j + 1) & (nc - 1);
                nt[j] = c->tab[i];
            }
        free(c->tab);
        c->tab = nt;
        c->cap = nc;
    }
    uint8_t *kc = malloc(n);
    if (!kc)
        return NULL;
    memcpy(kc, k, n);
    size_t j = h & (c->cap - 1);
    while (c->tab[j].key)
        j = (j + 1) & (c->cap - 1);
    struct sentry *e = &c->tab[j];
    e->key = kc;
    e->klen = n;
    e->hash = h;
    e->rule = rule;
    e->t = NULL;
    c->n++;
    return e;
}

/* Is b the instruction a, but for operand flags? */
static int same_but_flags(const struct sass_insn *a, const struct sass_insn *b)
{
    if (a->nops != b->nops || a->opcode != b->opcode || a->mods != b->mods || a->nmods != b->nmods ||
        a->guard != b->guard || a->guard_neg != b->guard_neg || a->guard_uniform != b->guard_uniform)
        return 0;
    for (int i = 0; i < a->nops; i++) {
        struct sass_operand p, q;
        memcpy(&p, &a->ops[i], sizeof p);
        memcpy(&q, &b->ops[i], sizeof q);
        p.flags = q.flags = 0;
        if (memcmp(&p, &q, sizeof p))
            return 0;
    }
    return 1;
}

void xshape_saw(struct xctx *x, const struct sass_insn *in, struct tmpl *t, size_t line0,
                enum xres rc)
{
    x->shape_calls++;
    x->shape_t = x->shape_in && same_but_flags(x->shape_in, in) ? t : NULL;
    x->shape_line0 = line0;
    x->shape_line1 = x->nlines;
    x->shape_rc = rc;
    memset(x->shape_flags, 0, sizeof x->shape_flags);
    for (int i = 0; i < in->nops && i < SK_OPS; i++)
        x->shape_flags[i] = in->ops[i].flags;
}

void xshape_unkept(struct xctx *x)
{
    x->shape_rec = 0;           /* xemit_template reports nothing: shape_calls stays 0 */
}

int xshape_off;

const struct xrule *xshape_rule(struct xctx *x, const struct sass_insn *in, int uniform,
                                const struct xrule *(*select)(const struct xctx *,
                                                              const struct sass_insn *))
{
    x->shape_entry = NULL;
    if (xshape_off)
        return select(x, in);
    uint64_t key[SK_WORDS];
    uint32_t h;
    size_t n = shape_key(x, in, uniform, key, &h);
    if (!n)
        return select(x, in);
    struct sentry *e = lookup(x->r->scache, (const uint8_t *)key, n, h);
    if (!e)
        e = insert(x, (const uint8_t *)key, n, h, select(x, in));
    if (!e)
        return select(x, in);
    x->shape_entry = e;
    return e->rule;
}

enum xres xshape_emit(struct xctx *x, const struct sass_insn *in, const struct xrule *r)
{
    struct sentry *e = x->shape_entry;
    if (r->out) {
        if (!e || e->rule != r)
            return xemit_template(x, in, r->out);
        if (!e->t && !(e->t = xemit_compile(x, r->out)))
            return XR_ERROR;
        return xemit_compiled(x, in, e->t);
    }
    if (!e || e->rule != r)
        return r->emit(x, in);
    if (e->t) {
        if (e->same)
            return xemit_compiled(x, in, e->t);
        struct sass_insn c = *in;
        struct sass_operand ops[SK_OPS];
        memcpy(ops, in->ops, sizeof *ops * in->nops);
        for (int i = 0; i < in->nops; i++)
            ops[i].flags = e->flags[i];
        c.ops = ops;
        return xemit_compiled(x, &c, e->t);
    }
    /* run the rule, watching what it expands */
    size_t line0 = x->nlines;
    x->shape_rec = 1;
    x->shape_calls = 0;
    x->shape_t = NULL;
    x->shape_in = in;
    enum xres rc = r->emit(x, in);
    x->shape_rec = 0;
    x->shape_in = NULL;
    int label = 0;
    for (int i = 0; i < in->nops; i++)
        label |= in->ops[i].kind == SOP_LABEL;
    if (x->shape_calls == 1 && x->shape_t && x->shape_line0 == line0 && x->shape_line1 == x->nlines &&
        x->shape_rc == rc && rc != XR_ERROR && !label) {
        e->t = x->shape_t;
        memcpy(e->flags, x->shape_flags, sizeof e->flags);
        e->same = 1;
        for (int i = 0; i < in->nops; i++)
            e->same &= in->ops[i].flags == e->flags[i];
    }
    return rc;
}
