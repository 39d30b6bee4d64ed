/* uniform.c - uniformity (divergence) analysis of a SASS function; see
 * uniform.h for the levels and the sources of uniformity and divergence.
 *
 * The dataflow runs over the CFG of cfg.c in reverse post-order; the state
 * at a block's entry is the join (the least uniform level) over its
 * predecessors plus the sync-dependence taint of the block.  Taint: for a
 * branch whose condition is not uniform, the blocks reachable from two of
 * its successors without passing its immediate post-dominator P (P itself
 * included) are where threads it split may meet again; every register
 * written in the region between the branch and P (blocks reachable from
 * its successors before P) is at least as non-uniform as the condition at
 * those blocks.  A loop with a divergent exit is covered by the same rule:
 * the exit's successor inside the loop reaches the loop's other exits, so
 * the blocks after the loop are joins and what the loop writes is tainted
 * there, while inside the loop (only the staying threads run it) it is not.
 *
 * Cost.  Levels start uniform and only rise, and only what rises is
 * propagated (sparse_visit): from the sources along def-use chains inside
 * a block (every read names the write that reaches it, or the block's
 * entry), and from a block's end to its successors' entries for the
 * registers that rose there.  A block is visited only when an input of it
 * rose (a worklist in reverse post-order), and a visit evaluates only the
 * instructions a risen value reaches; entries are joined eight registers to
 * a word where some of the eight may have risen; only the registers
 * whose level is read there or after (live, see liveness()) are carried
 * from a block's end to its successors.  The MIR's register
 * references are expanded once, into per-instruction lists of state
 * indices, which every later walk reads.  The taint of
 * a branch walks its region only (the blocks between it and its immediate
 * post-dominator) and only the registers written there; taint is stored
 * for the joins that receive some.  Nothing is proportional to the whole
 * function per branch, so the analysis is linear in the function's size
 * times the nesting depth of its divergent regions.  The blocks are visited
 * in the order, and the joins made in the order, of a round-robin dataflow,
 * so that the origin of a level (the first source seen to reach it) is what
 * that order finds.
 */
#include "uniform.h"
#include "cfg.h"
#include "sass/sass_opcodes.h"
#include "base/fmt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NW ((UNI_NREG + 63) / 64)
#define NLW ((UNI_NREG + 7) / 8)        /* words of eight levels */

/* A state is indexed by the function's own registers (uctx.ix): those its
 * instructions name, in the order of the analysis numbering. */
struct state {
    uint8_t lvl[NLW * 8];               /* per register; the bytes past nreg stay 0 */
    int32_t org[UNI_NREG];              /* where lvl is above UNI_UNIFORM: the instruction
                                           that made it so, -1 none; else not read */
};

struct uctx {
    const struct sass_function *f;
    struct cfg *c;
    int cfg_lent;                       /* c is a struct uni_flow's: not freed here */
    int16_t ix[UNI_NREG];               /* analysis register -> state index, -1 not named */
    int16_t reg[UNI_NREG];              /* state index -> analysis register */
    int nreg, nlw, nw;                  /* registers named; words of levels, of bits */
    int xur;                            /* state index of the first UR or UP (they come
                                           last), nreg none */
    uint8_t *out_lvl;                   /* per block, nlw words: the levels at its end */
    int32_t *out_org;                   /* per block, nreg: their origins */
    uint8_t **taint;                    /* per block: sync-dependence taint (nlw words of
                                           levels, then nreg origins), NULL none */
    uint64_t (*defs)[NW];               /* per block: registers written */
    uint32_t *ipdom;                    /* per block, CFG_NONE: the exit */
    uint8_t *done;                      /* per block: level its branch tainted with */
    uint8_t *bcond;                     /* per block: level of its branch's condition */
    uint8_t *queued;                    /* per block: to be recomputed */
    uint8_t *split;                     /* per block: ends with a branch that can split threads */
    uint32_t *splits;                   /* the splitting blocks, in reverse post-order */
    size_t nsplits;
    uint8_t *mark;                      /* per block: successors of a branch that reach it */
    uint32_t *queue;                    /* blocks to walk from one successor */
    uint32_t *touched;                  /* blocks marked by the walks of one branch */
    int8_t *src;                        /* per instruction: source_level(), -2 a call */
    uint32_t *uoff, *doff;              /* per instruction (n + 1): where its uses and
                                           definitions start in uix, dix */
    int16_t *uix, *ureg;                /* the state index and number of every register
                                           it reads, */
    int16_t *dix, *dreg;                /* writes, in FOR_REFS order (the one walk over
                                           the MIR's references; the rest reads these) */
    size_t ncalls;                      /* calls (src -2) */
    uint64_t call_ur;                   /* URs a call may write: those the subroutines write */
    uint8_t call_up;                    /* UPs */
    /* the sparse dataflow (sparse_build): the writes of every instruction
     * are slots, woff[i]..woff[i+1], each holding the highest level (and
     * its origin) it had at any visit; a read names the slot that reaches
     * it in its block, or the block's entry (-1) */
    uint32_t *woff;                     /* per instruction (n + 1) */
    int16_t *wx, *wreg;                 /* per slot: state index, analysis register */
    int32_t *odef;                      /* per slot of a guarded write: the slot whose value
                                           the lanes that skip it keep, -1 the entry */
    uint8_t *wval, *wlast;              /* per slot: level; the block's last write of wx */
    uint32_t *wins;                     /* per slot: the instruction writing it */
    int32_t *sorg;                      /* per slot: 0 not known yet, else 2 + the origin
                                           record() finds for it (settled_origin) */
    uint32_t *chain;                    /* slots: settled_origin's chain */
    uint8_t *replay;                    /* per block: holds a call or an instruction that
                                           never runs (record() replays it) */
    int32_t *worg;                      /* per slot: origin of wval */
    int32_t *rdef;                      /* per read (uix index): slot reaching it, -1 entry */
    int32_t *gdef;                      /* per instruction: slot reaching its guard */
    int16_t *gx;                        /* per instruction: state index of its guard, -1 none */
    uint32_t *roff, *dlist;             /* per slot: the instructions reading it */
    uint32_t *eoff;                     /* per block: its entry readers in elist */
    struct ereader { int32_t x; uint32_t i; } *elist;   /* in instruction order */
    uint32_t *soff, *slist;             /* per block: its sources (calls, src > 0) */
    uint64_t *sdefs;                    /* per block, nw words: registers it has slots for */
    uint64_t *rmask;                    /* per block, nw words: registers its entry is read for */
    uint64_t *live;                     /* per block, nw words: registers whose level at its
                                           entry is read, here or after it (see liveness()) */
    uint32_t *poff, *plist;             /* per block: its reachable predecessors,
                                           plist[poff[b]..poff[b + 1]), in edge order */
    uint8_t *in_lvl;                    /* per block, nlw words: the levels at its entry */
    int32_t *in_org;                    /* per block, nreg: their origins */
    uint64_t *pend;                     /* per block, nw words: registers whose entry may
                                           have risen since its last visit */
    uint8_t *visited;                   /* per block */
    uint64_t *todo;                     /* per instruction, a bit: to be evaluated in
                                           the block being visited */
    uint64_t *rose;                     /* nw words: registers whose end rose in one visit */
    uint64_t *risen;                    /* nw words: read registers whose entry rose */
};

/* By hand: a branch's note names one for every conditional branch, and a
 * formatter call costs more than the name.  Cut to n - 1 characters, as
 * snprintf would. */
const char *uni_reg_name(int r, char *buf, size_t n)
{
    char t[16];
    size_t len = 0;
    const char *cls = r < 0 ? "?" : r < UNI_P ? "R" : r < UNI_UR ? "P" : r < UNI_UP ? "UR" : "UP";
    int k = r < 0 ? -1 : r < UNI_P ? r : r < UNI_UR ? r - UNI_P : r < UNI_UP ? r - UNI_UR : r - UNI_UP;
    while (*cls)
        t[len++] = *cls++;
    if (k >= 0) {
        char d[12];
        int nd = 0;
        do {
            d[nd++] = (char)('0' + k % 10);
        } while ((k /= 10) > 0);
        while (nd)
            t[len++] = d[--nd];
    }
    if (n) {
        if (len > n - 1)
            len = n - 1;
        memcpy(buf, t, len);
        buf[len] = 0;
    }
    return buf;
}

/* Per register class (RC_GPR..RC_UPRED, the ones analysed): its first
 * analysis register and how many the class has. */
static const struct { int16_t base, lim; } ref_class[RC_UPRED + 1] = {
    [RC_GPR] = { UNI_R, 255 }, [RC_PRED] = { UNI_P, 7 },
    [RC_UGPR] = { UNI_UR, 63 }, [RC_UPRED] = { UNI_UP, 7 },
};

/* The analysis registers r of refs, in order; a reference's registers past
 * its class's last are none (n_ <= 0 where it starts past it). */
#define FOR_REFS(refs, nrefs, r, body) \
    for (const struct reg_ref *p_ = (refs), *e_ = p_ + (nrefs); p_ < e_; p_++) { \
        if (p_->cls > RC_UPRED) continue; \
        int lim_ = ref_class[p_->cls].lim, n_ = p_->count; \
        if (p_->index + n_ > lim_) n_ = lim_ - p_->index; \
        for (int r = ref_class[p_->cls].base + p_->index, e2_ = r + n_; r < e2_; r++) { \
            body \
        } \
    }

static uint8_t cap(int r, uint8_t l)
{
    return r >= UNI_UR && l > UNI_WARP ? UNI_WARP : l;
}

static int is_local_call(const struct sass_insn *in)
{
    for (int i = 0; i < in->nops; i++)
        if (in->ops[i].kind == SOP_LABEL && in->ops[i].u.label && !strncmp(in->ops[i].u.label, ".L", 2))
            return 1;
    return 0;
}

/* Lane-dependent by nature: other lanes' registers, per-thread memory, the
 * value an atomic found, matrix fragments.  By first letter, so that the
 * common opcodes cost one comparison. */
static int lane_dependent(const char *op)
{
    static const char *const lane[] = {
        "ATOM", "ATOMG", "ATOMS", "BMMA", "CCTL", "DMMA", "ELECT", "HGMMA", "HMMA", "IMMA",
        "LDL", "LDSM", "MATCH", "QSPC", "SHFL", "SUATOM", "SULD", "TEX", "TLD", "TLD4",
    };
    for (size_t k = 0; k < sizeof lane / sizeof lane[0] && lane[k][0] <= op[0]; k++)
        if (lane[k][0] == op[0] && !strcmp(op, lane[k]))
            return 1;
    return 0;
}

enum { SRC_SREG = 3 };      /* opcode_level: the special register read decides */

/* The level an opcode's results have by its own semantics, -1 when they
 * follow its inputs, SRC_SREG for S2R, S2UR and CS2R. */
static int opcode_level(const char *op)
{
    if ((op[0] == 'S' || op[0] == 'C') &&
        (!strcmp(op, "S2R") || !strcmp(op, "S2UR") || !strcmp(op, "CS2R")))
        return SRC_SREG;
    if ((op[0] == 'V' || op[0] == 'R') &&
        (!strcmp(op, "VOTE") || !strcmp(op, "VOTEU") || !strcmp(op, "REDUX")))
        return UNI_WARP;
    return lane_dependent(op) ? UNI_DIVERGENT : -1;
}

/* Opcode texts are shared within a module (the parser interns them), so
 * opcode_level()'s answer is kept per text pointer, in a small table. */
struct op_memo {
    const char *op[256];
    int8_t lvl[256];
};

/* The level an instruction's results have by its own semantics, -1 when
 * they follow its inputs. */
static int source_level(const struct sass_insn *in, struct op_memo *mm)
{
    const char *op = in->opcode;
    if (in->unknown)
        return UNI_DIVERGENT;
    /* interned texts lie a few bytes apart: mix all the address's bits */
    size_t h = (size_t)(((uint64_t)(uintptr_t)op * 0x9e3779b97f4a7c15ull) >> 56);
    if (mm->op[h] != op) {
        mm->op[h] = op;
        mm->lvl[h] = (int8_t)opcode_level(op);
    }
    if (mm->lvl[h] == SRC_SREG) {
        const char *sr = NULL;
        for (int k = 0; k < in->nops; k++)
            if (in->ops[k].kind == SOP_SREG)
                sr = in->ops[k].u.sreg;
        if (!sr)
            return -1;
        if (!strcmp(sr, "SRZ") || !strncmp(sr, "SR_CTAID", 8) || !strncmp(sr, "SR_NCTAID", 9) ||
            !strcmp(sr, "SR_CgaCtaId") || !strncmp(sr, "SR_GRIDID", 9) || !strncmp(sr, "SR_NTID", 7))
            return UNI_UNIFORM;
        if (!strncmp(sr, "SR_WARPID", 9) || !strcmp(sr, "SR_VIRTUALSMID") || !strcmp(sr, "SR_SMID"))
            return UNI_WARP;
        return op[2] == 'U' ? UNI_WARP : UNI_DIVERGENT;
    }
    return mm->lvl[h];
}

static void set_all(const struct uctx *u, struct state *s, uint8_t l, int32_t org)
{
    memset(s->lvl, 0, sizeof s->lvl);
    for (int x = 0; x < u->nreg; x++) {
        s->lvl[x] = cap(u->reg[x], l);
        s->org[x] = l ? org : -1;
    }
}

/* Level of the condition of instruction i in state s (guard and predicate
 * operands); *reg and *org say where it comes from. */
static uint8_t cond_of(const struct uctx *u, size_t i, const struct state *s,
                       int *reg, int32_t *org)
{
    const struct sass_function *f = u->f;
    const struct sass_insn *in = &f->insns[i];
    const struct mir_insn *m = &f->mir.insns[i];
    uint8_t l = UNI_UNIFORM;
    *reg = -1;
    *org = -1;
    if (in->guard == SASS_PT && in->guard_neg)
        return l;
    int ind = m->flow == FLOW_INDIRECT;     /* BRX: the target register too */
    FOR_REFS(m->uses, m->nuses, r, {
        if (ind || (r >= UNI_P && r < UNI_UR) || r >= UNI_UP) {
            int x = u->ix[r];
            if (*reg < 0 || s->lvl[x] > l) {
                l = s->lvl[x];
                *reg = r;
                *org = l ? s->org[x] : -1;
            }
        }
    })
    if (l < UNI_WARP && in->opcode[0] == 'B' && !strcmp(in->opcode, "BRA") && sass_has_mod(in, "DIV")) {
        l = UNI_WARP;       /* taken when this warp is diverged: per warp */
        *reg = -1;
        *org = (int32_t)i;
    }
    return l;
}

static void transfer(const struct uctx *u, size_t i, struct state *s)
{
    const struct sass_function *f = u->f;
    const struct sass_insn *in = &f->insns[i];
    const struct mir_insn *m = &f->mir.insns[i];
    if (in->guard == SASS_PT && in->guard_neg)
        return;                                 /* never runs */
    int src = u->src[i];
    if (src == -2) {
        /* the callee may write any R and P, and the URs and UPs that the
         * subroutines of the function write */
        for (int x = 0; x < u->nreg; x++) {
            int r = u->reg[x];
            int w = r < UNI_UR || (r < UNI_UP ? (u->call_ur >> (r - UNI_UR)) & 1
                                              : (u->call_up >> (r - UNI_UP)) & 1);
            if (w) {
                s->lvl[x] = cap(r, UNI_DIVERGENT);
                s->org[x] = (int32_t)i;
            }
        }
        return;
    }
    uint8_t v = UNI_UNIFORM;
    int32_t vo = -1;
    if (src >= 0) {
        v = (uint8_t)src;
        vo = src ? (int32_t)i : -1;
    } else {
        for (uint32_t k = u->uoff[i]; k < u->uoff[i + 1]; k++) {
            int x = u->uix[k];
            if (s->lvl[x] > v) {
                v = s->lvl[x];
                vo = s->org[x];
            }
        }
    }
    if (m->guarded && in->guard >= 0 && in->guard < SASS_PT) {
        int g = u->ix[(in->guard_uniform ? UNI_UP : UNI_P) + in->guard];
        if (s->lvl[g] > v) {
            v = s->lvl[g];
            vo = s->org[g];
        }
    }
    for (uint32_t k = u->doff[i]; k < u->doff[i + 1]; k++) {
        int x = u->dix[k];
        uint8_t nv = v;
        int32_t no = vo;
        if (m->guarded && s->lvl[x] > nv) {     /* lanes that skip it keep the old value */
            nv = s->lvl[x];
            no = s->org[x];
        }
        nv = cap(u->dreg[k], nv);
        s->lvl[x] = nv;
        s->org[x] = nv ? no : -1;
    }
}

/* Does register r (of a class starting at base, lim registers; URZ, UPT
 * and out-of-range numbers are not registers) hold a per-warp value? */
static int ur_warp_at(const struct uctx *u, const struct state *s, int base, int lim, int r)
{
    return r >= 0 && r < lim && s->lvl[u->ix[base + r]] >= UNI_WARP;
}

/* Raise d to s where s is less uniform, taking s's origin there; 1 when
 * anything rose.  Eight levels at a time: a level is 0..2, so in a byte of
 * (d | 0x80) - s the top bit stays set exactly where d >= s, and no byte
 * borrows from the next. */
static int join_into(const struct uctx *u, uint8_t *dl, int32_t *dorg, const uint8_t *sl,
                     const int32_t *sorg)
{
    const uint64_t hi = 0x8080808080808080ull;
    int ch = 0;
    for (int w = 0; w < u->nlw; w++) {
        uint64_t a, b;
        memcpy(&a, dl + 8 * w, 8);
        memcpy(&b, sl + 8 * w, 8);
        for (uint64_t up = ~((a | hi) - b) & hi; up; up &= up - 1) {
            int r = 8 * w + __builtin_ctzll(up) / 8;
            dl[r] = sl[r];
            dorg[r] = sorg[r];
            ch = 1;
        }
    }
    return ch;
}

/* ---- post-dominators (Cooper-Harvey-Kennedy on the reverse CFG, with a
 * virtual exit after every EXIT/RET/trap block) ----------------------------- */

static int exits(const struct cfg *c, uint32_t b)
{
    const struct cfg_block *bl = &c->blocks[b];
    uint8_t fl = c->f->insns[bl->last].flow;
    return bl->nsuccs == 0 || fl == FLOW_EXIT || fl == FLOW_RET || fl == FLOW_TRAP;
}

static int postdoms(struct uctx *u)
{
    const struct cfg *c = u->c;
    size_t nb = c->nblocks, X = nb;
    uint32_t *po = malloc(sizeof *po * (nb + 1)), *order = malloc(sizeof *order * (nb + 1));
    uint32_t *stack = malloc(sizeof *stack * (nb + 1)), *next = calloc(nb + 1, sizeof *next);
    uint32_t *ipd = malloc(sizeof *ipd * (nb + 1));
    uint32_t *xpred = malloc(sizeof *xpred * (nb + 1));
    uint8_t *ex = calloc(nb + 1, 1);                /* per block: exits() */
    if (!po || !order || !stack || !next || !ipd || !xpred || !ex) {
        free(po); free(order); free(stack); free(next); free(ipd); free(xpred); free(ex);
        return -1;
    }
    size_t nx = 0;
    for (size_t b = 0; b < nb; b++) {
        ex[b] = (uint8_t)exits(c, (uint32_t)b);
        if (c->blocks[b].reachable && ex[b])
            xpred[nx++] = (uint32_t)b;
    }
    for (size_t b = 0; b <= nb; b++) {
        po[b] = UINT32_MAX;
        ipd[b] = UINT32_MAX;
    }
    /* DFS from X over reversed edges: X's "successors" are the exit blocks,
     * a block's are its reachable predecessors */
    size_t sp = 0, npo = 0;
    uint8_t *seen = u->mark;
    memset(seen, 0, nb + 1);
    stack[sp++] = (uint32_t)X;
    seen[X] = 1;
    while (sp) {
        uint32_t b = stack[sp - 1], nxt = UINT32_MAX;
        if (b == X) {
            while (next[b] < nx && nxt == UINT32_MAX) {
                uint32_t p = xpred[next[b]++];
                if (!seen[p]) nxt = p;
            }
        } else {
            const struct cfg_block *bl = &c->blocks[b];
            while (next[b] < bl->npreds && nxt == UINT32_MAX) {
                uint32_t p = c->edges[c->pred_edges[bl->pred + next[b]++]].from;
                if (!seen[p] && c->blocks[p].reachable) nxt = p;
            }
        }
        if (nxt != UINT32_MAX) {
            seen[nxt] = 1;
            stack[sp++] = nxt;
        } else {
            po[b] = (uint32_t)npo;
            order[npo++] = b;
            sp--;
        }
    }
    memset(seen, 0, nb + 1);
    ipd[X] = (uint32_t)X;
    for (int changed = 1; changed;) {
        changed = 0;
        for (size_t k = npo; k-- > 0;) {
            uint32_t b = order[k];
            if (b == X)
                continue;
            const struct cfg_block *bl = &c->blocks[b];
            uint32_t nw = UINT32_MAX;
            for (uint32_t e = 0; e <= bl->nsuccs; e++) {
                uint32_t s;
                if (e == bl->nsuccs) {
                    if (!ex[b]) break;
                    s = (uint32_t)X;
                } else {
                    s = c->edges[bl->succ + e].to;
                }
                if (ipd[s] == UINT32_MAX || po[s] == UINT32_MAX)
                    continue;
                if (nw == UINT32_MAX) {
                    nw = s;
                    continue;
                }
                uint32_t a = nw, d = s;
                while (a != d) {
                    while (po[a] < po[d]) a = ipd[a];
                    while (po[d] < po[a]) d = ipd[d];
                }
                nw = a;
            }
            if (nw != UINT32_MAX && ipd[b] != nw) {
                ipd[b] = nw;
                changed = 1;
            }
        }
    }
    for (size_t b = 0; b < nb; b++)
        u->ipdom[b] = (ipd[b] == UINT32_MAX || ipd[b] == X) ? CFG_NONE : ipd[b];
    free(po); free(order); free(stack); free(next); free(ipd); free(xpred); free(ex);
    return 0;
}

/* ---- sync dependence ---------------------------------------------------------- */

/* Mark the blocks reachable from successor k of block b (bit k) without
 * passing P (P itself marked); a block marked for the first time goes on
 * the touched list. */
static void walk_region(struct uctx *u, uint32_t s, uint8_t bit, uint32_t P, size_t *nt)
{
    const struct cfg *c = u->c;
    size_t qh = 0, qt = 0;
    if (u->mark[s] & bit)
        return;
    if (!u->mark[s])
        u->touched[(*nt)++] = s;
    u->mark[s] |= bit;
    u->queue[qt++] = s;
    while (qh < qt) {
        uint32_t x = u->queue[qh++];
        if (x == P)
            continue;       /* the post-dominator is reached, not passed */
        const struct cfg_block *xb = &c->blocks[x];
        for (uint32_t e = 0; e < xb->nsuccs; e++) {
            uint32_t y = c->edges[xb->succ + e].to;
            if (!(u->mark[y] & bit)) {
                if (!u->mark[y])
                    u->touched[(*nt)++] = y;
                u->mark[y] |= bit;
                u->queue[qt++] = y;
            }
        }
    }
}

/* Raise the taint of join x to level l (from branch i) for the registers
 * of defs; 1 when out of memory. */
static int taint_join(struct uctx *u, uint32_t x, const uint64_t *defs, uint8_t l, size_t i)
{
    uint8_t *tl = u->taint[x];
    if (!tl) {
        tl = u->taint[x] = calloc(1, (size_t)u->nlw * 8 + (size_t)u->nreg * sizeof(int32_t));
        if (!tl)
            return 1;
    }
    int32_t *torg = (int32_t *)(tl + u->nlw * 8);
    for (int w = 0; w < u->nw; w++)
        for (uint64_t m = defs[w]; m; m &= m - 1) {
            int r = 64 * w + __builtin_ctzll(m);
            uint8_t lv = cap(u->reg[r], l);
            if (lv > tl[r]) {
                tl[r] = lv;
                torg[r] = (int32_t)i;
                if ((u->live[(size_t)x * u->nw + w] >> (r % 64)) & 1) {
                    u->queued[x] = 1;
                    u->pend[(size_t)x * u->nw + w] |= 1ull << (r % 64);
                }
            }
        }
    return 0;
}

/* Taint the joins of the branch ending block b (instruction i) with level
 * l: the blocks two of its successors reach before its post-dominator get
 * the registers written in that region.  1 when out of memory. */
static int taint_branch(struct uctx *u, uint32_t b, size_t i, uint8_t l)
{
    const struct cfg *c = u->c;
    const struct cfg_block *bl = &c->blocks[b];
    uint32_t P = u->ipdom[b];
    size_t nt = 0;
    unsigned nsucc = bl->nsuccs < 8 ? bl->nsuccs : 8;
    for (unsigned k = 0; k < nsucc; k++)
        walk_region(u, c->edges[bl->succ + k].to, (uint8_t)(1u << k), P, &nt);
    uint64_t defs[NW] = { 0 };
    for (size_t t = 0; t < nt; t++)
        if (u->touched[t] != P)
            for (int w = 0; w < u->nw; w++)
                defs[w] |= u->defs[u->touched[t]][w];
    int oom = 0;
    for (size_t t = 0; t < nt; t++) {
        uint32_t x = u->touched[t];
        uint8_t mk = u->mark[x];
        u->mark[x] = 0;
        if (mk & (mk - 1))      /* reached from two successors: a join */
            oom |= taint_join(u, x, defs, l, i);
    }
    return oom;
}

/* Does block b end with a branch that can split threads? */
static int ends_split(const struct uctx *u, uint32_t b)
{
    const struct cfg_block *bl = &u->c->blocks[b];
    const struct mir_insn *m = &u->f->mir.insns[bl->last];
    if (bl->nsuccs >= 2 && m->flow == FLOW_INDIRECT)
        return 1;
    if (bl->nsuccs < 2 || !m->conditional)
        return 0;
    if (m->flow == FLOW_JUMP)
        return 1;
    return m->flow == FLOW_CALL && is_local_call(&u->f->insns[bl->last]);
}

/* The state at the entry of reachable block b: the join of its reachable
 * predecessors' ends, in their order, then its taint. */
static void block_in(const struct uctx *u, uint32_t b, struct state *s)
{
    const struct cfg *c = u->c;
    const struct cfg_block *bl = &c->blocks[b];
    int first = 1;
    for (uint32_t e = 0; e < bl->npreds; e++) {
        uint32_t p = c->edges[c->pred_edges[bl->pred + e]].from;
        if (!c->blocks[p].reachable)
            continue;
        if (first) {
            /* the join into all-uniform: a copy (origins where a level is
             * uniform are never read) */
            memcpy(s->lvl, u->out_lvl + (size_t)p * u->nlw * 8, (size_t)u->nlw * 8);
            memcpy(s->org, u->out_org + (size_t)p * u->nreg, (size_t)u->nreg * sizeof *s->org);
            first = 0;
        } else {
            join_into(u, s->lvl, s->org, u->out_lvl + (size_t)p * u->nlw * 8,
                      u->out_org + (size_t)p * u->nreg);
        }
    }
    if (first)
        memset(s->lvl, 0, (size_t)u->nlw * 8);
    if (u->taint[b])
        join_into(u, s->lvl, s->org, u->taint[b], (const int32_t *)(u->taint[b] + u->nlw * 8));
}

/* ---- the sparse dataflow ------------------------------------------------------
 * A level starts uniform everywhere and only rises, so only what rises is
 * propagated: from the sources (calls, instructions whose results are
 * non-uniform by nature), along def-use chains inside a block (each read
 * names the write that reaches it, or the block's entry), and from a
 * block's end to its successors' entries (the registers that rose, kept
 * per block as pending).  The blocks are still visited in the order of a
 * round-robin dataflow (reverse post-order sweeps over the queued ones),
 * and a visit evaluates only the instructions a risen value reaches, in
 * their order: the levels, and the origins the round-robin order gives
 * (the first source seen to reach a level), are what the dense dataflow
 * computes.  A rise's origin comes from inputs that rose in the same visit
 * (an input already at the new level would have lifted the value before),
 * which this evaluates afresh as the dense walk does. */

/* May a call write state register x? */
static int call_writes_x(const struct uctx *u, int x)
{
    int r = u->reg[x];
    return r < UNI_UR || (r < UNI_UP ? (u->call_ur >> (r - UNI_UR)) & 1
                                     : (u->call_up >> (r - UNI_UP)) & 1);
}

static int never_runs(const struct sass_insn *in)
{
    return in->guard == SASS_PT && in->guard_neg;
}

/* The slots, the def-use chains and the entry readers; 1 out of memory. */
static int sparse_build(struct uctx *u)
{
    const struct sass_function *f = u->f;
    const struct cfg *c = u->c;
    size_t n = f->ninsns, nb = c->nblocks, ncall = 0, nu = u->uoff[n];
    for (int x = 0; x < u->nreg; x++)
        ncall += call_writes_x(u, x);
    /* slots: a call has one for each register it may write, another
     * instruction one for each it writes (none when it never runs) */
    size_t ns = u->doff[n] + u->ncalls * ncall;
    /* reads: every use, guard and guarded write at most */
    size_t nr = nu + 2 * n + ns;
    u->woff = malloc((n + 1) * sizeof *u->woff);
    u->wx = malloc((ns + 1) * sizeof *u->wx);
    u->wreg = malloc((ns + 1) * sizeof *u->wreg);
    u->odef = malloc((ns + 1) * sizeof *u->odef);
    u->wval = calloc(ns + 1, 1);
    u->wins = malloc((ns + 1) * sizeof *u->wins);
    u->sorg = calloc(ns + 1, sizeof *u->sorg);
    u->chain = malloc((ns + 1) * sizeof *u->chain);
    u->replay = calloc(nb + 1, 1);
    u->wlast = calloc(ns + 1, 1);
    u->worg = malloc((ns + 1) * sizeof *u->worg);
    u->rdef = malloc((nu + 1) * sizeof *u->rdef);
    u->gdef = malloc((n + 1) * sizeof *u->gdef);
    u->gx = malloc((n + 1) * sizeof *u->gx);
    u->roff = calloc(ns + 2, sizeof *u->roff);
    u->dlist = malloc((nr + 1) * sizeof *u->dlist);
    u->eoff = calloc(nb + 1, sizeof *u->eoff);
    u->elist = malloc((nr + 1) * sizeof *u->elist);
    u->soff = calloc(nb + 1, sizeof *u->soff);
    u->slist = malloc((n + 1) * sizeof *u->slist);
    u->sdefs = calloc(nb * (size_t)u->nw + 1, sizeof *u->sdefs);
    u->in_lvl = calloc(nb, (size_t)u->nlw * 8 + 1);
    u->in_org = malloc(nb * ((size_t)u->nreg * sizeof *u->in_org + 1));   /* the same */
    u->pend = calloc(nb * (size_t)u->nw + 1, sizeof *u->pend);
    u->visited = calloc(nb + 1, 1);
    u->todo = calloc(n / 64 + 1, sizeof *u->todo);
    u->rose = calloc((size_t)u->nw + 1, sizeof *u->rose);
    u->risen = calloc((size_t)u->nw + 1, sizeof *u->risen);
    u->rmask = calloc(nb * (size_t)u->nw + 1, sizeof *u->rmask);
    u->live = calloc(nb * (size_t)u->nw + 1, sizeof *u->live);
    u->poff = malloc((nb + 1) * sizeof *u->poff);
    u->plist = malloc((c->nedges + 1) * sizeof *u->plist);
    int32_t *cur = malloc(((size_t)u->nreg + 1) * sizeof *cur);

    struct dpair { uint32_t s, i; } *dp = malloc((nr + 1) * sizeof *dp);
    if (!u->woff || !u->wins || !u->sorg || !u->chain || !u->replay || !u->wx || !u->wreg || !u->odef || !u->wval || !u->wlast || !u->worg ||
        !u->rdef || !u->gdef || !u->gx || !u->roff || !u->dlist || !u->eoff || !u->elist ||
        !u->soff || !u->slist || !u->sdefs || !u->in_lvl || !u->in_org || !u->pend ||
        !u->visited || !u->todo || !u->rose || !u->risen || !u->rmask || !u->live || !u->poff || !u->plist || !cur ||
        !dp) {
        free(cur);
        free(dp);
        return 1;
    }
    size_t np = 0;
    for (size_t b = 0; b < nb; b++) {
        const struct cfg_block *bl = &c->blocks[b];
        u->poff[b] = (uint32_t)np;
        for (uint32_t e = 0; e < bl->npreds; e++) {
            uint32_t p = c->edges[c->pred_edges[bl->pred + e]].from;
            if (c->blocks[p].reachable)
                u->plist[np++] = p;
        }
    }
    u->poff[nb] = (uint32_t)np;
    for (int x = 0; x < u->nreg; x++)
        cur[x] = -1;
    size_t nd = 0, ne = 0, nsrc = 0, slot = 0;
    for (size_t i = 0; i <= n; i++)
        u->woff[i] = 0;
    /* blocks cover the instructions in order; an instruction in none has
     * no slots (woff[i] == woff[i + 1]) */
    size_t next = 0;
#define READ(sl, x_, i_) do { \
        if ((sl) >= 0) dp[nd++] = (struct dpair){ (uint32_t)(sl), (uint32_t)(i_) }; \
        else u->elist[ne++] = (struct ereader){ (x_), (uint32_t)(i_) }; \
    } while (0)
    /* a level the record reads beyond the dataflow's reads (see liveness()) */
#define READ_ENTRY(x_) do { \
        if (cur[(x_)] < 0) \
            u->live[b * (size_t)u->nw + (size_t)(x_) / 64] |= 1ull << ((x_) % 64); \
    } while (0)
#define DEF(x_) (u->defs[b][(x_) / 64] |= 1ull << ((x_) % 64))
    for (size_t b = 0; b < nb; b++) {
        const struct cfg_block *bl = &c->blocks[b];
        u->eoff[b] = (uint32_t)ne;
        u->soff[b] = (uint32_t)nsrc;
        for (; next < bl->first && next < n; next++)
            u->woff[next] = (uint32_t)slot;
        for (uint32_t i = bl->first; i <= bl->last && i < n; i++) {
            const struct sass_insn *in = &f->insns[i];
            const struct mir_insn *m = &f->mir.insns[i];
            u->woff[i] = (uint32_t)slot;
            u->gx[i] = -1;
            u->gdef[i] = -1;
            next = i + 1;
            int src = u->src[i];
            if (never_runs(in) || src == -2)
                u->replay[b] = 1;
            if (never_runs(in)) {
                /* its results are the levels its registers had; the
                 * registers it names are written in the block for the
                 * sync-dependence taint all the same (u->defs) */
                for (uint32_t k = u->doff[i]; k < u->doff[i + 1]; k++) {
                    READ_ENTRY(u->dix[k]);
                    DEF(u->dix[k]);
                }
                for (int x = 0; src == -2 && x < u->nreg; x++)
                    if (call_writes_x(u, x))
                        DEF(x);
                continue;
            }
            if (src == -2) {
                u->slist[nsrc++] = i;
                for (uint32_t k = u->uoff[i]; k < u->uoff[i + 1]; k++)
                    READ_ENTRY(u->uix[k]);      /* a condition */
                for (uint32_t k = u->doff[i]; k < u->doff[i + 1]; k++)
                    DEF(u->dix[k]);
                for (int x = 0; x < u->nreg; x++)
                    if (call_writes_x(u, x)) {
                        u->wins[slot] = i;
                        u->wx[slot] = (int16_t)x;
                        u->wreg[slot] = u->reg[x];
                        u->odef[slot] = -1;
                        cur[x] = (int32_t)slot++;
                    }
                continue;
            }
            if (src > 0)
                u->slist[nsrc++] = i;
            for (uint32_t k = u->uoff[i]; k < u->uoff[i + 1]; k++) {
                int x = u->uix[k];
                u->rdef[k] = cur[x];
                if (src < 0)
                    READ(cur[x], x, i);
                else
                    READ_ENTRY(x);
            }
            if (m->guarded && in->guard >= 0 && in->guard < SASS_PT) {
                int g = u->ix[(in->guard_uniform ? UNI_UP : UNI_P) + in->guard];
                u->gx[i] = (int16_t)g;
                u->gdef[i] = cur[g];
                READ(cur[g], g, i);
            }
            for (uint32_t k = u->doff[i]; k < u->doff[i + 1]; k++) {
                int x = u->dix[k];
                u->wins[slot] = i;
                u->wx[slot] = (int16_t)x;
                u->wreg[slot] = u->dreg[k];
                u->odef[slot] = m->guarded ? cur[x] : -1;
                if (m->guarded)
                    READ(cur[x], x, i);
                cur[x] = (int32_t)slot++;
            }
        }
        for (size_t s2 = bl->first < n ? u->woff[bl->first] : slot; s2 < slot; s2++) {
                int x = u->wx[s2];
                if (cur[x] == (int32_t)s2) {
                    u->wlast[s2] = 1;
                    u->sdefs[b * (size_t)u->nw + (size_t)x / 64] |= 1ull << (x % 64);
                    cur[x] = -1;
                }
        }
        for (size_t q = u->eoff[b]; q < ne; q++) {
            int x = u->elist[q].x;
            u->rmask[b * (size_t)u->nw + (size_t)x / 64] |= 1ull << (x % 64);
        }
        for (size_t w = 0; w < (size_t)u->nw; w++) {
            u->live[b * (size_t)u->nw + w] |= u->rmask[b * (size_t)u->nw + w];
            u->defs[b][w] |= u->sdefs[b * (size_t)u->nw + w];
        }
    }
#undef READ
#undef READ_ENTRY
#undef DEF
    for (; next <= n; next++)
        u->woff[next] = (uint32_t)slot;
    u->eoff[nb] = (uint32_t)ne;
    u->soff[nb] = (uint32_t)nsrc;
    /* the def-use chains, by slot */
    for (size_t k = 0; k < nd; k++)
        u->roff[dp[k].s + 1]++;
    for (size_t s2 = 0; s2 < slot; s2++)
        u->roff[s2 + 1] += u->roff[s2];
    for (size_t k = 0; k < nd; k++)
        u->dlist[u->roff[dp[k].s]++] = dp[k].i;
    for (size_t s2 = slot; s2 > 0; s2--)
        u->roff[s2] = u->roff[s2 - 1];
    u->roff[0] = 0;
    free(cur);
    free(dp);
    return 0;
}

/* Liveness.  A level matters only where something reads it: the
 * dataflow's reads, the conditions of calls, the results of an
 * instruction that never runs (the levels its registers had), and every
 * UR and UP (the per-warp operands and registers read them all).  A
 * register is live at a block's entry when the block, or one reached from
 * it, reads its level there before writing it.  Only live registers are
 * carried from a block's end to its successors' entries: a live register
 * is live at the end of every predecessor and passes through those that
 * do not write it, so what is read is what carrying every register gives,
 * in the same visits; the levels of the others at the entries are never
 * read and stay as they are. */
static void liveness(struct uctx *u)
{
    const struct cfg *c = u->c;
    size_t nw = (size_t)u->nw;
    uint64_t urs[NW] = { 0 };
    for (int x = 0; x < u->nreg; x++)
        if (u->reg[x] >= UNI_UR)
            urs[x / 64] |= 1ull << (x % 64);
    for (size_t k = 0; k < c->nreachable; k++)
        for (size_t w = 0; w < nw; w++)
            u->live[(size_t)c->rpo_order[k] * nw + w] |= urs[w];
    /* backwards, in post-order: a loop's body takes a few rounds */
    for (int changed = 1; changed;) {
        changed = 0;
        for (size_t k = c->nreachable; k-- > 0;) {
            uint32_t b = c->rpo_order[k];
            const struct cfg_block *bl = &c->blocks[b];
            for (size_t w = 0; w < nw; w++) {
                uint64_t out = 0;
                for (uint32_t e = 0; e < bl->nsuccs; e++)
                    out |= u->live[(size_t)c->edges[bl->succ + e].to * nw + w];
                uint64_t in = u->live[(size_t)b * nw + w] | (out & ~u->sdefs[(size_t)b * nw + w]);
                if (in != u->live[(size_t)b * nw + w]) {
                    u->live[(size_t)b * nw + w] = in;
                    changed = 1;
                }
            }
        }
    }
}

/* Instruction i of the block being visited is to be evaluated.  What a
 * visit evaluates comes after what made it so (a read follows the write
 * it reads), so one pass over the block's bits, in order, takes all. */
static void todo_add(struct uctx *u, uint32_t i)
{
    u->todo[i / 64] |= 1ull << (i % 64);
}

/* The value a read in block b gets from slot sl (-1: the entry's x). */
static uint8_t read_lvl(const struct uctx *u, uint32_t b, int32_t sl, int x, int32_t *org)
{
    if (sl >= 0) {
        *org = u->worg[sl];
        return u->wval[sl];
    }
    *org = u->in_org[(size_t)b * u->nreg + (size_t)x];
    return u->in_lvl[(size_t)b * u->nlw * 8 + (size_t)x];
}

/* Slot sl of block b rose: its readers are evaluated again; the block's
 * end rises where it is the last write. */
static void slot_rose(struct uctx *u, uint32_t b, uint32_t sl, int *nrose)
{
    for (uint32_t k = u->roff[sl]; k < u->roff[sl + 1]; k++)
        todo_add(u, u->dlist[k]);
    if (!u->wlast[sl])
        return;
    int x = u->wx[sl];
    uint8_t *ol = &u->out_lvl[(size_t)b * u->nlw * 8 + (size_t)x];
    if (u->wval[sl] > *ol) {
        *ol = u->wval[sl];
        u->out_org[(size_t)b * u->nreg + (size_t)x] = u->worg[sl];
        u->rose[x / 64] |= 1ull << (x % 64);
        (*nrose)++;
    }
}

/* Instruction i (of block b) again, as transfer() computes it. */
static void evaluate(struct uctx *u, uint32_t b, uint32_t i, int *nrose)
{
    const struct mir_insn *m = &u->f->mir.insns[i];
    int src = u->src[i];
    if (src == -2) {
        for (uint32_t sl = u->woff[i]; sl < u->woff[i + 1]; sl++) {
            uint8_t nv = cap(u->wreg[sl], UNI_DIVERGENT);
            if (nv > u->wval[sl]) {
                u->wval[sl] = nv;
                u->worg[sl] = (int32_t)i;
                slot_rose(u, b, sl, nrose);
            }
        }
        return;
    }
    uint8_t v = UNI_UNIFORM, l;
    int32_t vo = -1, o;
    if (src >= 0) {
        v = (uint8_t)src;
        vo = src ? (int32_t)i : -1;
    } else {
        for (uint32_t k = u->uoff[i]; k < u->uoff[i + 1]; k++)
            if ((l = read_lvl(u, b, u->rdef[k], u->uix[k], &o)) > v) {
                v = l;
                vo = o;
            }
    }
    if (u->gx[i] >= 0 && (l = read_lvl(u, b, u->gdef[i], u->gx[i], &o)) > v) {
        v = l;
        vo = o;
    }
    for (uint32_t sl = u->woff[i]; sl < u->woff[i + 1]; sl++) {
        uint8_t nv = v;
        int32_t no = vo;
        if (m->guarded && (l = read_lvl(u, b, u->odef[sl], u->wx[sl], &o)) > nv) {
            nv = l;     /* lanes that skip it keep the old value */
            no = o;
        }
        nv = cap(u->wreg[sl], nv);
        if (nv > u->wval[sl]) {
            u->wval[sl] = nv;
            u->worg[sl] = no;
            slot_rose(u, b, sl, nrose);
        }
    }
}

/* Level of the condition of the branch ending block b, as cond_of()
 * gives it in the state its reads see. */
static uint8_t branch_cond(const struct uctx *u, uint32_t b, uint32_t i)
{
    const struct sass_insn *in = &u->f->insns[i];
    const struct mir_insn *m = &u->f->mir.insns[i];
    if (never_runs(in))
        return UNI_UNIFORM;
    uint8_t l = UNI_UNIFORM;
    int any = 0, ind = m->flow == FLOW_INDIRECT;
    for (uint32_t k = u->uoff[i]; k < u->uoff[i + 1]; k++) {
        int r = u->ureg[k];
        if (ind || (r >= UNI_P && r < UNI_UR) || r >= UNI_UP) {
            int32_t o;
            uint8_t x = read_lvl(u, b, u->rdef[k], u->uix[k], &o);
            if (!any || x > l)
                l = x;
            any = 1;
        }
    }
    if (l < UNI_WARP && in->opcode[0] == 'B' && !strcmp(in->opcode, "BRA") && sass_has_mod(in, "DIV"))
        l = UNI_WARP;
    return l;
}

/* Bit j of v to the top bit of byte j, and back. */
static uint64_t spread8(unsigned v)
{
    return ((((uint64_t)v * 0x0101010101010101ull) & 0x8040201008040201ull) + 0x7f7f7f7f7f7f7f7full) &
           0x8080808080808080ull;
}

static unsigned gather8(uint64_t m)
{
    return (unsigned)((((m >> 7) & 0x0101010101010101ull) * 0x0102040810204080ull) >> 56);
}

/* Visit block b (k-th in reverse post-order): its entry registers that
 * rose, then the instructions they and its sources reach; 1 when its end
 * rose and a successor at or before it is to be visited again. */
static int sparse_visit(struct uctx *u, uint32_t b, size_t k)
{
    const struct cfg *c = u->c;
    const struct cfg_block *bl = &c->blocks[b];
    size_t nlw8 = (size_t)u->nlw * 8, nw = (size_t)u->nw;
    uint8_t *il = u->in_lvl + (size_t)b * nlw8, *ol = u->out_lvl + (size_t)b * nlw8;
    int32_t *io = u->in_org + (size_t)b * u->nreg, *oo = u->out_org + (size_t)b * u->nreg;
    const uint8_t *tl = u->taint[b];
    const int32_t *to = tl ? (const int32_t *)(tl + nlw8) : NULL;
    const uint32_t *pp = u->plist + u->poff[b], *pe = u->plist + u->poff[b + 1];
    int nrose = 0, anyread = 0;
    memset(u->rose, 0, nw * sizeof *u->rose);
    if (!u->visited[b]) {
        u->visited[b] = 1;
        for (uint32_t s = u->soff[b]; s < u->soff[b + 1]; s++)
            todo_add(u, u->slist[s]);
    }
    /* the entry: the join of the reachable predecessors' ends in their
     * order (the first copied, a later one where it is higher), then the
     * taint, for the registers that may have risen; eight at a time, as
     * join_into does */
    const uint64_t hi = 0x8080808080808080ull;
    /* out of the loop by hand: its byte stores might change anything */
    const uint8_t *const outl = u->out_lvl;
    const int32_t *const outo = u->out_org;
    const size_t nreg = (size_t)u->nreg;
    const uint8_t *p0l = pp < pe ? outl + (size_t)*pp * nlw8 : NULL;   /* the first */
    const int32_t *p0o = pp < pe ? outo + (size_t)*pp * nreg : NULL;
    uint64_t *const risen = u->risen, *const rose = u->rose;
    const uint64_t *const pend = u->pend + (size_t)b * nw, *const sdefs = u->sdefs + (size_t)b * nw;
    for (size_t w = 0; w < nw; w++)
        risen[w] = 0;
    for (size_t w = 0; w < nw; w++) {
        for (uint64_t pw = pend[w]; pw;) {
            /* the next word of eight levels with a pending register */
            unsigned sh = (unsigned)__builtin_ctzll(pw) & ~7u;
            int g = (int)(8 * w + sh / 8);
            unsigned pb = (unsigned)(pw >> sh) & 0xff;
            pw &= ~(0xffull << sh);
            uint64_t pm = spread8(pb);      /* pending, as a byte mask (bit j to byte j's top bit) */
            uint64_t e = 0, t;
            const int32_t *who[8];          /* the origins each level is from: a
                                               predecessor's end, or the taint */
            if (p0l) {
                memcpy(&e, p0l + 8 * (size_t)g, 8);
                for (int j = 0; j < 8; j++)
                    who[j] = p0o;
                for (const uint32_t *q = pp + 1; q < pe; q++) {
                    memcpy(&t, outl + (size_t)*q * nlw8 + 8 * (size_t)g, 8);
                    for (uint64_t up = ~((e | hi) - t) & hi; up; up &= up - 1) {
                        int j = __builtin_ctzll(up) / 8;
                        e = (e & ~(0xffull << (8 * j))) | (t & (0xffull << (8 * j)));
                        who[j] = outo + (size_t)*q * nreg;
                    }
                }
            }
            if (tl) {
                memcpy(&t, tl + 8 * (size_t)g, 8);
                for (uint64_t up = ~((e | hi) - t) & hi; up; up &= up - 1) {
                    int j = __builtin_ctzll(up) / 8;
                    e = (e & ~(0xffull << (8 * j))) | (t & (0xffull << (8 * j)));
                    who[j] = to;
                }
            }
            uint64_t cur;
            memcpy(&cur, il + 8 * (size_t)g, 8);
            uint64_t up = ~((cur | hi) - e) & hi & pm;      /* the entry rose */
            if (!up)
                continue;
            /* the levels a word at a time (a byte's top bit to the whole
             * byte); what passes through the block (not written here, dm)
             * rises at its end */
            uint64_t upb = (up >> 7) * 0xff;
            cur = (cur & ~upb) | (e & upb);
            memcpy(il + 8 * (size_t)g, &cur, 8);
            risen[w] |= (uint64_t)gather8(up) << sh;
            uint64_t dm = spread8((unsigned)(sdefs[w] >> sh) & 0xff), o8;
            memcpy(&o8, ol + 8 * (size_t)g, 8);
            uint64_t thru = ~((o8 | hi) - cur) & hi & up & ~dm, thb = (thru >> 7) * 0xff;
            o8 = (o8 & ~thb) | (cur & thb);
            memcpy(ol + 8 * (size_t)g, &o8, 8);
            /* the origins one by one, at the entry, and at the end where
             * they pass */
            int32_t *iog = io + 8 * g, *oog = oo + 8 * g;
            for (uint64_t m = thru; m; m &= m - 1) {
                int j = __builtin_ctzll(m) / 8;
                iog[j] = oog[j] = who[j][8 * g + j];
            }
            for (uint64_t m = up & ~thru; m; m &= m - 1) {
                int j = __builtin_ctzll(m) / 8;
                iog[j] = who[j][8 * g + j];
            }
            if (thru) {
                rose[w] |= (uint64_t)gather8(thru) << sh;
                nrose++;
            }
        }
    }
    for (size_t w = 0; w < nw; w++) {
        u->pend[(size_t)b * nw + w] = 0;
        u->risen[w] &= u->rmask[(size_t)b * nw + w];
        anyread |= u->risen[w] != 0;
    }
    /* the readers of the entry's registers that rose */
    for (size_t q = u->eoff[b]; anyread && q < u->eoff[b + 1]; q++) {
        int x = u->elist[q].x;
        if ((u->risen[x / 64] >> (x % 64)) & 1)
            todo_add(u, u->elist[q].i);
    }
    for (uint32_t w = bl->first / 64; w <= bl->last / 64; w++)
        while (u->todo[w]) {
            uint32_t i = 64 * w + (uint32_t)__builtin_ctzll(u->todo[w]);
            u->todo[w] &= u->todo[w] - 1;
            evaluate(u, b, i, &nrose);
        }
    if (u->split[b])
        u->bcond[b] = branch_cond(u, b, bl->last);
    if (!nrose)
        return 0;
    int again = 0;
    for (uint32_t e = 0; e < bl->nsuccs; e++) {
        uint32_t sb = c->edges[bl->succ + e].to;
        uint64_t any = 0;
        for (size_t w = 0; w < nw; w++) {
            uint64_t m = u->rose[w] & u->live[(size_t)sb * nw + w];
            u->pend[(size_t)sb * nw + w] |= m;
            any |= m;
        }
        if (any) {
            u->queued[sb] = 1;
            again |= c->blocks[sb].rpo <= k;    /* behind us: another sweep */
        }
    }
    return again;
}

/* Settle the dataflow: blocks whose input may have risen (queued) are
 * visited in reverse post-order until none is left.  The condition of a
 * splitting block's branch is kept as the block is visited. */
static void dataflow(struct uctx *u)
{
    const struct cfg *c = u->c;
    for (int any = 1; any;) {
        any = 0;
        for (size_t k = 0; k < c->nreachable; k++) {
            uint32_t b = c->rpo_order[k];
            if (u->queued[b]) {
                u->queued[b] = 0;
                any |= sparse_visit(u, b, k);
            }
        }
    }
}

/* Everything uniform, nothing named: the start of the analysis. */
static struct uni_info *uni_alloc(size_t n)
{
    struct uni_info *ui = calloc(1, sizeof *ui);
    if (!ui)
        return NULL;
    ui->n = n;
    ui->cond = calloc(n + 1, 1);
    ui->cond_reg = malloc((n + 1) * sizeof *ui->cond_reg);
    ui->cond_origin = malloc((n + 1) * sizeof *ui->cond_origin);
    ui->result = calloc(n + 1, 1);
    ui->warp_ops = calloc(n + 1, sizeof *ui->warp_ops);
    if (!ui->cond || !ui->cond_reg || !ui->cond_origin || !ui->result || !ui->warp_ops) {
        uni_free(ui);
        return NULL;
    }
    memset(ui->cond_reg, 0xff, n * sizeof *ui->cond_reg);          /* all -1 */
    memset(ui->cond_origin, 0xff, n * sizeof *ui->cond_origin);
    return ui;
}

enum ws_status uni_trivial(size_t n, struct uni_info **out, struct ws_error *err)
{
    *out = uni_alloc(n);
    return *out ? WS_OK : ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
}

static int same_str(const char *a, const char *b)
{
    return a == b || (a && b && !strcmp(a, b));
}

int uni_inputs_same(const struct sass_insn *a, const struct sass_insn *b)
{
    if (a->unknown != b->unknown || a->guard != b->guard || a->guard_neg != b->guard_neg ||
        a->guard_uniform != b->guard_uniform || a->nmods != b->nmods || a->nops != b->nops ||
        !same_str(a->opcode, b->opcode))
        return 0;
    for (int k = 0; k < a->nmods; k++)
        if (!same_str(a->mods[k], b->mods[k]))
            return 0;
    for (int k = 0; k < a->nops; k++) {
        const struct sass_operand *p = &a->ops[k], *q = &b->ops[k];
        if (p->kind != q->kind || p->reg != q->reg || p->width != q->width || p->access != q->access)
            return 0;
        switch (p->kind) {
        case SOP_MEM:
            if (p->u.mem.reg != q->u.mem.reg || p->u.mem.reg_is_ureg != q->u.mem.reg_is_ureg ||
                p->u.mem.ureg != q->u.mem.ureg || p->u.mem.desc != q->u.mem.desc)
                return 0;
            break;
        case SOP_CBANK:
            if (p->u.cb.reg != q->u.cb.reg || p->u.cb.reg_is_ureg != q->u.cb.reg_is_ureg ||
                p->u.cb.bank_ureg != q->u.cb.bank_ureg)
                return 0;
            break;
        case SOP_SREG:
            if (!same_str(p->u.sreg, q->u.sreg))
                return 0;
            break;
        case SOP_LABEL:
            if (!same_str(p->u.label, q->u.label) || p->u.target != q->u.target)
                return 0;
            break;
        default:
            break;
        }
    }
    return 1;
}

int uni_equal(const struct uni_info *a, const struct uni_info *b)
{
    if (!a || !b)
        return a == b;
    size_t n = a->n;
    return n == b->n && a->ur_warp == b->ur_warp && a->up_warp == b->up_warp &&
           !memcmp(a->cond, b->cond, n) &&
           !memcmp(a->cond_reg, b->cond_reg, n * sizeof *a->cond_reg) &&
           !memcmp(a->cond_origin, b->cond_origin, n * sizeof *a->cond_origin) &&
           !memcmp(a->warp_ops, b->warp_ops, n * sizeof *a->warp_ops);
}

/* The URs and UPs a call may write: those the function's subroutines (the
 * ranges after the first) write, or all when they are not in the listing. */
static void call_writes(struct uctx *u)
{
    struct cfg_range rg[64];
    size_t nr = cfg_sass_split(u->f, rg, 64);
    if (nr < 2 || nr > 64) {
        u->call_ur = ~0ull;     /* the callee is not here: anything */
        u->call_up = 0x7f;
    }
    for (size_t k = 1; k < nr && k < 64; k++)
        for (size_t i = 0; i < rg[k].mir.n; i++) {
            const struct mir_insn *m = &rg[k].mir.insns[i];
            FOR_REFS(m->defs, m->ndefs, r, {
                if (r >= UNI_UR && r < UNI_UP) u->call_ur |= 1ull << (r - UNI_UR);
                if (r >= UNI_UP) u->call_up |= (uint8_t)(1u << (r - UNI_UP));
            })
        }
}

/* A register is named: its byte is set (an or, which a compiler does not
 * turn into memset calls for a reference's registers). */
#define NAME(named, r) ((named)[(r)] |= 1)

static void name_reg(uint8_t *named, int base, int lim, int r)
{
    if (r >= 0 && r < lim)
        NAME(named, base + r);
}

/* Room in *a (of *cap) for k more references past the first n; 1 when out
 * of memory. */
static int ref_room(int16_t **a, size_t *cap, size_t n, size_t k)
{
    if (*cap - n >= k)
        return 0;
    size_t c = *cap;
    while (c - n < k)
        c *= 2;
    int16_t *t = realloc(*a, c * sizeof *t);
    if (!t)
        return 1;
    *a = t;
    *cap = c;
    return 0;
}

/* The registers the function names (uses, definitions, guards, registers
 * inside memory and constant operands), numbered in the analysis order:
 * the states hold only these.  What a call or an unreachable entry does to
 * the others is never read.  One walk over the references fills ureg and
 * dreg, which grow as needed (a reference names at most 255 registers);
 * the state indices follow once all are named. */
static int name_registers(struct uctx *u)
{
    const struct sass_function *f = u->f;
    uint8_t named[UNI_NREG] = { 0 };
    size_t n = f->ninsns, nu = 0, nd = 0, ucap = 2 * n + 1024, dcap = n + 1024;
    u->uoff = malloc((n + 1) * sizeof *u->uoff);
    u->doff = malloc((n + 1) * sizeof *u->doff);
    u->ureg = malloc(ucap * sizeof *u->ureg);
    u->dreg = malloc(dcap * sizeof *u->dreg);
    if (!u->uoff || !u->doff || !u->ureg || !u->dreg)
        return 1;
    /* the operands that may name a UR or UP beyond the references */
    const unsigned opk = 1u << SOP_UREG | 1u << SOP_UPRED | 1u << SOP_MEM | 1u << SOP_CBANK;
    for (size_t i = 0; i < n; i++) {
        const struct sass_insn *in = &f->insns[i];
        const struct mir_insn *m = &f->mir.insns[i];
        u->uoff[i] = (uint32_t)nu;
        u->doff[i] = (uint32_t)nd;
        if (ref_room(&u->ureg, &ucap, nu, 255u * m->nuses) ||
            ref_room(&u->dreg, &dcap, nd, 255u * m->ndefs))
            return 1;
        int16_t *ur = u->ureg, *dr = u->dreg;
        FOR_REFS(m->uses, m->nuses, r, {
            NAME(named, r);
            ur[nu++] = (int16_t)r;
        })
        FOR_REFS(m->defs, m->ndefs, r, {
            NAME(named, r);
            dr[nd++] = (int16_t)r;
        })
        /* the references name every register the operands of a known
         * access name, and the guard (sass_mir.c): the operands are read
         * only where one is of unknown access (m->unref) */
        if (!m->unref)
            continue;
        if (in->guard >= 0 && in->guard < SASS_PT)
            NAME(named, (in->guard_uniform ? UNI_UP : UNI_P) + in->guard);
        const struct sass_operand *o = in->ops, *oe = o + (in->nops < 32 ? in->nops : 32);
        for (; o < oe; o++) {
            if (!((1u << o->kind) & opk))
                continue;
            if (o->kind == SOP_UREG && o->reg != SASS_URZ)
                for (int j = 0; j < (o->width ? o->width : 1); j++)
                    name_reg(named, UNI_UR, 63, o->reg + j);
            else if (o->kind == SOP_UPRED && o->reg != SASS_PT)
                name_reg(named, UNI_UP, 7, o->reg);
            else if (o->kind == SOP_MEM) {
                if (o->u.mem.reg_is_ureg)
                    name_reg(named, UNI_UR, 63, o->u.mem.reg);
                name_reg(named, UNI_UR, 63, o->u.mem.ureg);
                name_reg(named, UNI_UR, 63, o->u.mem.desc);
            } else if (o->kind == SOP_CBANK) {
                if (o->u.cb.reg_is_ureg)
                    name_reg(named, UNI_UR, 63, o->u.cb.reg);
                name_reg(named, UNI_UR, 63, o->u.cb.bank_ureg);
            }
        }
    }
    u->uix = malloc((nu + 1) * sizeof *u->uix);
    u->dix = malloc((nd + 1) * sizeof *u->dix);
    if (!u->uix || !u->dix)
        return 1;
    u->nreg = 0;
    for (int r = 0; r < UNI_NREG; r++) {
        u->ix[r] = named[r] ? (int16_t)u->nreg : -1;
        if (named[r])
            u->reg[u->nreg++] = (int16_t)r;
    }
    u->nlw = (u->nreg + 7) / 8;
    u->nw = (u->nreg + 63) / 64;
    for (u->xur = 0; u->xur < u->nreg && u->reg[u->xur] < UNI_UR; u->xur++)
        ;
    u->uoff[n] = (uint32_t)nu;
    u->doff[n] = (uint32_t)nd;
    for (size_t k = 0; k < nu; k++)
        u->uix[k] = u->ix[u->ureg[k]];
    for (size_t k = 0; k < nd; k++)
        u->dix[k] = u->ix[u->dreg[k]];
    return 0;
}

/* WARPSYNC.EXCLUSIVE Rmask (and WARPSYNC.COLLECTIVE Rmask, whose region
 * runs per mask too): the threads of each mask run the instructions
 * after it apart, so a REDUX, VOTE or VOTEU there, and a vector register
 * or predicate computed from a UR or UP there, holds one group's value:
 * several in a warp (16-thread tiles).  Their source level is divergent
 * from the WARPSYNC.EXCLUSIVE to the end of its straight-line code (a
 * branch, call, return or exit, BSSY, BSYNC, WARPSYNC, BAR); the URs keep
 * the per-warp cap.  src[i] < 0 (no source level) becomes divergent where
 * instruction i reads a UR or UP. */
static void exclusive_sources(const struct sass_function *f, int8_t *src)
{
    int on = 0;
    for (size_t i = 0; i < f->ninsns; i++) {
        const struct sass_insn *in = &f->insns[i];
        const struct mir_insn *m = &f->mir.insns[i];
        const char *op = in->opcode;
        if (on && (m->flow != FLOW_NONE || !strcmp(op, "BSSY") || !strcmp(op, "BSYNC") ||
                   !strcmp(op, "WARPSYNC") || !strcmp(op, "BAR")))
            on = 0;
        if (on && src[i] != -2) {
            int uni = !strcmp(op, "REDUX") || !strcmp(op, "VOTE") || !strcmp(op, "VOTEU");
            for (int k = 0; k < m->nuses && !uni; k++)
                uni = m->uses[k].cls == RC_UGPR || m->uses[k].cls == RC_UPRED;
            if (uni)
                src[i] = UNI_DIVERGENT;
        }
        if (op[0] == 'W' && !strcmp(op, "WARPSYNC") &&
            (sass_has_mod(in, "EXCLUSIVE") ||                                  /* or a collective */
             (sass_has_mod(in, "COLLECTIVE") && in->nops >= 1 && in->ops[0].kind == SOP_REG)))  /* region per mask */
            on = 1;
    }
}

static int is_ext_call(const struct sass_function *f, size_t i)
{
    return f->mir.insns[i].flow == FLOW_CALL && !is_local_call(&f->insns[i]);
}

/* Per block: whether it splits threads, and where the dataflow starts
 * (reachable blocks queued, their ends uniform; unreachable ones are
 * entered divergent, see record()).  The registers written (u->defs) are
 * sparse_build's. */
static void block_facts(struct uctx *u)
{
    const struct cfg *c = u->c;
    for (size_t b = 0; b < c->nblocks; b++) {
        const struct cfg_block *bl = &c->blocks[b];
        u->queued[b] = bl->reachable;
        u->split[b] = bl->reachable && ends_split(u, (uint32_t)b);
    }
    for (size_t k = 0; k < c->nreachable; k++)
        if (u->split[c->rpo_order[k]])
            u->splits[u->nsplits++] = c->rpo_order[k];
}

/* 0, or 1 when out of memory.  ipdom: the immediate post-dominators
 * computed before for this CFG (a struct uni_flow's), else NULL: computed
 * here (postdoms). */
static int alloc_ctx(struct uctx *u, const uint32_t *ipdom)
{
    const struct sass_function *f = u->f;
    size_t n = f->ninsns, nb = u->c->nblocks;
    u->src = malloc(n);
    u->out_lvl = calloc(nb, (size_t)u->nlw * 8 + 1);
    u->out_org = malloc(nb * ((size_t)u->nreg * sizeof *u->out_org + 1));  /* read only where
                                                                         a level is above uniform */
    u->taint = calloc(nb, sizeof *u->taint);
    u->defs = calloc(nb, sizeof *u->defs);
    u->ipdom = calloc(nb, sizeof *u->ipdom);
    u->done = calloc(nb, 1);
    u->bcond = calloc(nb, 1);
    u->queued = calloc(nb, 1);
    u->split = calloc(nb, 1);
    u->splits = calloc(nb + 1, sizeof *u->splits);
    u->mark = calloc(nb + 1, 1);
    u->queue = calloc(nb + 1, sizeof *u->queue);
    u->touched = calloc(nb + 1, sizeof *u->touched);
    if (!u->src || !u->out_lvl || !u->out_org || !u->taint || !u->defs || !u->ipdom || !u->done || !u->bcond ||
        !u->queued || !u->split || !u->splits || !u->mark || !u->queue || !u->touched)
        return 1;
    struct op_memo mm;
    memset(&mm, 0, sizeof mm);
    for (size_t i = 0; i < n; i++) {
        u->src[i] = (int8_t)(is_ext_call(f, i) ? -2 : source_level(&f->insns[i], &mm));
        u->ncalls += u->src[i] == -2;
    }
    exclusive_sources(f, u->src);
    if (ipdom) {
        memcpy(u->ipdom, ipdom, sizeof *u->ipdom * nb);
        return 0;
    }
    return postdoms(u) != 0;
}

static void free_ctx(struct uctx *u)
{
    if (u->taint)
        for (size_t b = 0; b < u->c->nblocks; b++)
            if (u->taint[b])        /* most blocks are no join */
                free(u->taint[b]);
    free(u->out_lvl); free(u->out_org); free(u->taint); free(u->defs); free(u->ipdom); free(u->done);
    free(u->bcond); free(u->queued); free(u->split); free(u->splits); free(u->mark);
    free(u->queue); free(u->touched); free(u->src);
    free(u->uoff); free(u->doff); free(u->uix); free(u->ureg); free(u->dix); free(u->dreg);
    free(u->woff); free(u->wx); free(u->wreg); free(u->odef); free(u->wval); free(u->wlast);
    free(u->worg); free(u->wins); free(u->sorg); free(u->chain); free(u->replay); free(u->rdef); free(u->gdef); free(u->gx); free(u->roff); free(u->dlist);
    free(u->eoff); free(u->elist); free(u->soff); free(u->slist); free(u->sdefs); free(u->in_lvl);
    free(u->in_org); free(u->pend); free(u->visited); free(u->todo); free(u->rose); free(u->risen);
    free(u->rmask); free(u->live); free(u->poff); free(u->plist);
    if (!u->cfg_lent)
        cfg_free(u->c);
}

/* The outer fixpoint: dataflow, then sync taint of branches whose
 * condition got less uniform, until nothing changes.  1 when out of
 * memory. */
static int settle(struct uctx *u, struct uni_info *ui)
{
    for (int changed = 1; changed;) {
        changed = 0;
        ui->passes++;
        dataflow(u);
        for (size_t k = 0; k < u->nsplits; k++) {
            uint32_t b = u->splits[k];
            uint8_t l = u->bcond[b];
            if (l > u->done[b]) {
                u->done[b] = l;
                if (taint_branch(u, b, u->c->blocks[b].last, l))
                    return 1;
                changed = 1;
            }
        }
    }
    return 0;
}

static void note_warp(struct uni_info *ui, int r, uint8_t l)
{
    if (l >= UNI_WARP && r >= UNI_UR && r < UNI_UP)
        ui->ur_warp |= 1ull << (r - UNI_UR);
    if (l >= UNI_WARP && r >= UNI_UP)
        ui->up_warp |= (uint8_t)(1u << (r - UNI_UP));
}

/* Operands of instruction i, in state st, that name a per-warp UR or UP. */
static uint32_t warp_operands(const struct uctx *u, const struct sass_insn *in,
                              const struct state *st)
{
    uint32_t wo = 0;
    for (int k = 0; k < in->nops && k < 32; k++) {
        const struct sass_operand *o = &in->ops[k];
        int w = 0;
        if (o->kind == SOP_UREG && o->reg != SASS_URZ)
            for (int j = 0; j < (o->width ? o->width : 1); j++)
                w |= ur_warp_at(u, st, UNI_UR, 63, o->reg + j);
        else if (o->kind == SOP_UPRED && o->reg != SASS_PT)
            w = ur_warp_at(u, st, UNI_UP, 7, o->reg);
        else if (o->kind == SOP_MEM) {
            const struct sass_mem *mm = &o->u.mem;
            if (mm->reg_is_ureg)
                w |= ur_warp_at(u, st, UNI_UR, 63, mm->reg);
            w |= ur_warp_at(u, st, UNI_UR, 63, mm->ureg);
            /* desc[URx] (a memory descriptor: caching and the like) is no
             * part of the address, and the translation does not read it:
             * recursive_walk sm_90's callee loads it with R2UR from a
             * register the caller set, unknown here */
        } else if (o->kind == SOP_CBANK) {
            if (o->u.cb.reg_is_ureg)
                w |= ur_warp_at(u, st, UNI_UR, 63, o->u.cb.reg);
            w |= ur_warp_at(u, st, UNI_UR, 63, o->u.cb.bank_ureg);
        }
        if (w)
            wo |= 1u << k;
    }
    return wo;
}

/* Does a UR or UP hold a per-warp value in state s? */
static int any_ur_warp(const struct uctx *u, const struct state *s)
{
    for (int x = u->xur; x < u->nreg; x++)
        if (s->lvl[x] >= UNI_WARP)
            return 1;
    return 0;
}

/* Record what the engine asks about, instruction by instruction, in block
 * b: the settled state at its entry carried through it.  The per-warp
 * operands and registers are looked for only once a UR or UP holds a
 * per-warp value (most blocks have none). */
static void record(const struct uctx *u, uint32_t b, struct uni_info *ui)
{
    const struct sass_function *f = u->f;
    const struct cfg_block *bl = &u->c->blocks[b];
    struct state st;
    if (bl->reachable)
        block_in(u, b, &st);
    else
        set_all(u, &st, UNI_DIVERGENT, -1); /* reached only through calls: assume the worst */
    int warp = any_ur_warp(u, &st);
    for (uint32_t i = bl->first; i <= bl->last; i++) {
        const struct mir_insn *m = &f->mir.insns[i];
        if (m->flow != FLOW_NONE) {
            int reg;
            int32_t org;
            ui->cond[i] = cond_of(u, i, &st, &reg, &org);
            ui->cond_reg[i] = (int16_t)reg;
            ui->cond_origin[i] = org;
        }
        if (warp) {
            ui->warp_ops[i] = warp_operands(u, &f->insns[i], &st);
            for (uint32_t k = u->uoff[i]; k < u->uoff[i + 1]; k++)
                note_warp(ui, u->ureg[k], st.lvl[u->uix[k]]);
        }
        transfer(u, i, &st);
        uint8_t res = UNI_UNIFORM;
        for (uint32_t k = u->doff[i]; k < u->doff[i + 1]; k++) {
            uint8_t l = st.lvl[u->dix[k]];
            if (l > res) res = l;
            if (l >= UNI_WARP && u->dreg[k] >= UNI_UR) {
                note_warp(ui, u->dreg[k], l);
                warp = 1;
            }
        }
        ui->result[i] = res;
        if (u->src[i] == -2 && !warp)
            warp = any_ur_warp(u, &st);     /* a call writes more than its definitions */
    }
}

/* ---- recording from the settled dataflow ---------------------------------------
 * record() replays every instruction of a block from its entry state.  A
 * block without calls or instructions that never run, where no UR or UP
 * holds a per-warp value, needs less: the level of every write is its
 * slot's (levels only rise, and a slot is evaluated again whenever an
 * input rises, so it holds what its settled inputs give, which is what
 * the replay computes), and an origin is needed only for the register a
 * condition names.  The replay's origin of a value is the origin of the
 * first of its inputs (uses, guard, the old value of a guarded write)
 * with the highest level; that chain is followed back to a source or to
 * the block's entry, whose origin is block_in()'s. */

/* The level of x at the entry of reachable block b and its origin, as
 * block_in() joins them. */
static uint8_t entry_level(const struct uctx *u, uint32_t b, int x, int32_t *org)
{
    const struct cfg *c = u->c;
    const struct cfg_block *bl = &c->blocks[b];
    size_t nlw8 = (size_t)u->nlw * 8;
    uint8_t l = UNI_UNIFORM;
    int first = 1;
    *org = -1;
    for (uint32_t e = 0; e < bl->npreds; e++) {
        uint32_t p = c->edges[c->pred_edges[bl->pred + e]].from;
        if (!c->blocks[p].reachable)
            continue;
        uint8_t pl = u->out_lvl[(size_t)p * nlw8 + (size_t)x];
        if (first || pl > l) {
            l = pl;
            *org = u->out_org[(size_t)p * u->nreg + (size_t)x];
        }
        first = 0;
    }
    const uint8_t *tl = u->taint[b];
    if (tl && tl[x] > l) {
        l = tl[x];
        *org = ((const int32_t *)(tl + nlw8))[x];
    }
    return l;
}

/* The level a read of x through slot sl (-1: the entry) sees in block b. */
static uint8_t settled_level(const struct uctx *u, uint32_t b, int32_t sl, int x)
{
    int32_t o;
    return sl >= 0 ? u->wval[sl] : entry_level(u, b, x, &o);
}

/* The origin the replay gives the value a read of x through slot sl
 * (-1: the entry) sees in block b, where its level is above uniform. */
static int32_t settled_origin(struct uctx *u, uint32_t b, int32_t sl, int x)
{
    /* follow the chain of deciding inputs to a known end, then give every
     * slot on it that end's origin; u->chain holds the chain */
    size_t nq = 0;
    int32_t org = -1;
    if (sl < 0)
        entry_level(u, b, x, &org);
    while (sl >= 0) {
        if (u->sorg[sl]) {
            org = u->sorg[sl] - 2;
            break;
        }
        u->chain[nq++] = (uint32_t)sl;
        /* transfer(): a source's own level, else its uses'; then the
         * guard's and a guarded write's old value where higher */
        uint32_t j = u->wins[sl];
        int src = u->src[j];
        uint8_t v = UNI_UNIFORM, l;
        int32_t wsl = -1, self = -1;   /* the deciding input: a read through wsl, or j */
        int wx = -1;
        if (src >= 0) {
            v = (uint8_t)src;
            self = src ? (int32_t)j : -1;
        } else {
            for (uint32_t k = u->uoff[j]; k < u->uoff[j + 1]; k++)
                if ((l = settled_level(u, b, u->rdef[k], u->uix[k])) > v) {
                    v = l;
                    wsl = u->rdef[k];
                    wx = u->uix[k];
                }
        }
        if (u->gx[j] >= 0 && (l = settled_level(u, b, u->gdef[j], u->gx[j])) > v) {
            v = l;
            wsl = u->gdef[j];
            wx = u->gx[j];
            self = -1;
        }
        if (u->f->mir.insns[j].guarded && (l = settled_level(u, b, u->odef[sl], u->wx[sl])) > v) {
            v = l;
            wsl = u->odef[sl];
            wx = u->wx[sl];
            self = -1;
        }
        if (wx < 0) {
            org = self;                 /* the source itself, or all uniform */
            break;
        }
        sl = wsl;
        x = wx;
        if (sl < 0)
            entry_level(u, b, x, &org);
    }
    while (nq)
        u->sorg[u->chain[--nq]] = org + 2;
    return org;
}

/* What record() gives for block b, from the settled dataflow; 0 when the
 * block needs the replay (a call, an instruction that never runs, a
 * per-warp UR or UP). */
static int record_settled(struct uctx *u, uint32_t b, struct uni_info *ui)
{
    const struct sass_function *f = u->f;
    const struct cfg *c = u->c;
    const struct cfg_block *bl = &c->blocks[b];
    if (!bl->reachable || u->replay[b])
        return 0;
    /* a per-warp UR or UP at the entry (the join is above uniform where a
     * predecessor's end or the taint is) or written */
    size_t nlw8 = (size_t)u->nlw * 8;
    for (int g = u->xur / 8; g < u->nlw; g++) {
        uint64_t any = 0, t;
        for (uint32_t e = 0; e < bl->npreds; e++) {
            uint32_t p = c->edges[c->pred_edges[bl->pred + e]].from;
            if (c->blocks[p].reachable) {
                memcpy(&t, u->out_lvl + (size_t)p * nlw8 + 8 * (size_t)g, 8);
                any |= t;
            }
        }
        if (u->taint[b]) {
            memcpy(&t, u->taint[b] + 8 * (size_t)g, 8);
            any |= t;
        }
        if (g == u->xur / 8)
            any &= ~0ull << (8 * (u->xur % 8));
        if (any)
            return 0;
    }
    for (uint32_t sl = u->woff[bl->first]; sl < u->woff[bl->last + 1]; sl++)
        if (u->wx[sl] >= u->xur && u->wval[sl] >= UNI_WARP)
            return 0;
    for (uint32_t i = bl->first; i <= bl->last; i++) {
        uint8_t res = UNI_UNIFORM;
        for (uint32_t sl = u->woff[i]; sl < u->woff[i + 1]; sl++)
            if (u->wval[sl] > res)
                res = u->wval[sl];
        ui->result[i] = res;
        const struct mir_insn *m = &f->mir.insns[i];
        if (m->flow == FLOW_NONE)
            continue;
        /* cond_of(): the least uniform of the condition's registers, the
         * first of them where they tie */
        const struct sass_insn *in = &f->insns[i];
        int ind = m->flow == FLOW_INDIRECT, reg = -1, wx = -1;
        int32_t wsl = -1, org = -1;
        uint8_t l = UNI_UNIFORM;
        for (uint32_t k = u->uoff[i]; k < u->uoff[i + 1]; k++) {
            int r = u->ureg[k];
            if (ind || (r >= UNI_P && r < UNI_UR) || r >= UNI_UP) {
                uint8_t x = settled_level(u, b, u->rdef[k], u->uix[k]);
                if (reg < 0 || x > l) {
                    l = x;
                    reg = r;
                    wsl = u->rdef[k];
                    wx = u->uix[k];
                }
            }
        }
        if (l)
            org = settled_origin(u, b, wsl, wx);
        if (l < UNI_WARP && in->opcode[0] == 'B' && !strcmp(in->opcode, "BRA") && sass_has_mod(in, "DIV")) {
            l = UNI_WARP;
            reg = -1;
            org = (int32_t)i;
        }
        ui->cond[i] = l;
        ui->cond_reg[i] = (int16_t)reg;
        ui->cond_origin[i] = org;
    }
    return 1;
}

struct uni_flow {
    const struct sass_function *f;
    uint32_t version;           /* f->flow_version it was made for */
    size_t n;                   /* f->ninsns then */
    struct cfg *c;              /* cfg_build_flow's */
    uint32_t *ipdom;            /* postdoms()'s, c->nblocks */
};

void uni_flow_free(struct uni_flow *fl)
{
    if (!fl)
        return;
    cfg_free(fl->c);
    free(fl->ipdom);
    free(fl);
}

enum ws_status uni_compute(const struct sass_function *f, struct uni_info **out, struct ws_error *err)
{
    return uni_compute_flow(f, NULL, out, err);
}

enum ws_status uni_compute_flow(const struct sass_function *f, struct uni_flow **flow,
                                struct uni_info **out, struct ws_error *err)
{
    *out = NULL;
    struct uni_flow *fl = flow ? *flow : NULL;
    if (fl && (fl->f != f || fl->version != f->flow_version || fl->n != f->ninsns)) {
        uni_flow_free(fl);      /* another function's, or another flow's */
        *flow = fl = NULL;
    }
    struct uni_info *ui = uni_alloc(f->ninsns);
    if (!ui)
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    if (!f->ninsns) {
        *out = ui;
        return WS_OK;
    }
    struct uctx u;
    memset(&u, 0, sizeof u);
    u.f = f;
    enum ws_status s = WS_OK;
    if (fl) {
        u.c = fl->c;
        u.c->f = &f->mir;       /* (the same flow; the array may be another) */
        u.cfg_lent = 1;
    } else if ((s = cfg_build_flow(&f->mir, &u.c, err))) {
        uni_free(ui);
        return s;
    }
    call_writes(&u);
    if (name_registers(&u) || alloc_ctx(&u, fl ? fl->ipdom : NULL) || sparse_build(&u)) {
        s = ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    } else {
        liveness(&u);
        block_facts(&u);
        if (settle(&u, ui))
            s = ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
        for (size_t b = 0; !s && b < u.c->nblocks; b++)
            if (!record_settled(&u, (uint32_t)b, ui))
                record(&u, (uint32_t)b, ui);
    }
    if (!s && flow && !fl && (fl = calloc(1, sizeof *fl)) &&
        (fl->ipdom = malloc(sizeof *fl->ipdom * (u.c->nblocks + 1)))) {
        /* kept for the next computation over this flow */
        memcpy(fl->ipdom, u.ipdom, sizeof *fl->ipdom * u.c->nblocks);
        fl->f = f;
        fl->version = f->flow_version;
        fl->n = f->ninsns;
        fl->c = u.c;
        u.cfg_lent = 1;
        *flow = fl;
    } else if (fl && !*flow) {
        free(fl);               /* (out of memory: not kept) */
    }
    free_ctx(&u);
    if (s) {
        uni_free(ui);
        return s;
    }
    *out = ui;
    return WS_OK;
}

void uni_free(struct uni_info *u)
{
    if (!u)
        return;
    free(u->cond);
    free(u->cond_reg);
    free(u->cond_origin);
    free(u->result);
    free(u->warp_ops);
    free(u);
}

int uni_cond_uniform(const struct uni_info *u, size_t i, int wave)
{
    if (!u || i >= u->n)
        return 0;
    return u->cond[i] == UNI_UNIFORM || (u->cond[i] == UNI_WARP && wave == 32);
}

/* Where the non-uniformity of a value comes from, for people. */
static void origin_text(const struct sass_function *f, int32_t o, char *b, size_t n)
{
    if (o < 0 || (size_t)o >= f->ninsns) {
        fmt_snprintf(b, n, "it is assumed so in code reached only through a call");
        return;
    }
    const struct sass_insn *in = &f->insns[o];
    const struct mir_insn *m = &f->mir.insns[o];
    if (!strcmp(in->opcode, "BRA") && sass_has_mod(in, "DIV"))
        fmt_snprintf(b, n, "BRA.DIV at 0x%04x is taken per warp", in->offset);
    else if ((m->flow == FLOW_JUMP && m->conditional) || (m->flow == FLOW_CALL && is_local_call(in)))
        fmt_snprintf(b, n, "it is written after the branch at 0x%04x split the threads, and read where "
                 "they meet again", in->offset);
    else if (m->flow == FLOW_CALL)
        fmt_snprintf(b, n, "the call at 0x%04x may change it", in->offset);
    else
        fmt_snprintf(b, n, "it depends on %s at 0x%04x", in->text, in->offset);
}

void uni_explain(const struct uni_info *u, const struct sass_function *f, size_t i, int wave,
                 char *buf, size_t n)
{
    if (!u || i >= u->n) {
        fmt_snprintf(buf, n, "divergent: because no uniformity information");
        return;
    }
    const struct mir_insn *m = &f->mir.insns[i];
    char rn[16], why[300];
    if (!m->conditional) {
        fmt_snprintf(buf, n, "uniform: unconditional, every active lane takes it");
        return;
    }
    if (u->cond_reg[i] >= 0)
        uni_reg_name(u->cond_reg[i], rn, sizeof rn);
    else
        fmt_snprintf(rn, sizeof rn, "the condition");
    origin_text(f, u->cond_origin[i], why, sizeof why);
    switch (u->cond[i]) {
    case UNI_UNIFORM:
        fmt_snprintf(buf, n, "uniform: %s is the same in every thread (computed from constants, "
                 "uniform registers and block ids only)", rn);
        break;
    case UNI_WARP:
        if (wave == 32)
            fmt_snprintf(buf, n, "uniform: %s is the same in every thread of a warp, and a wave32 is "
                     "one warp (%s)", rn, why);
        else
            fmt_snprintf(buf, n, "divergent: because %s may differ between the two warps of a wave64 "
                     "(%s)", rn, why);
        break;
    default:
        fmt_snprintf(buf, n, "divergent: because %s may differ between threads: %s", rn, why);
    }
}
