/* emit_ctrl.c - the computed outputs of control flow, call, reconvergence
 * and barrier rules (the rows: bra.c, bar.c).
 *
 * See "divergence" in xlate.c for the model: a lane that branches forward
 * waits at the target block in a pending mask, a lane that branches back
 * runs the loop again at once, and lanes join at each block's label.  The
 * rules here move lanes between EXEC and the pending masks.
 */
#include "xlate/rules/emit.h"
#include "xlate/rules/match.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define emitf xemitf
#define ex xexec

/* scratch pair k / predicate p as a lane mask */
static void tmask(struct xctx *x, int k, char *b, size_t n) { xmask(x, x->stemp + 2 * k, b, n); }
static void pmask(struct xctx *x, int p, char *b, size_t n) { xmask(x, x->pmap[p], b, n); }

/* the guard's lane mask SGPR: a P, or a UP (@UPn: a lane mask too, the same
 * in every lane of a warp) */
static int gmap(const struct xctx *x, const struct sass_insn *in)
{
    return in->guard_uniform ? x->upmap[in->guard] : x->pmap[in->guard];
}

static void gmask(struct xctx *x, const struct sass_insn *in, char *b, size_t n)
{
    xmask(x, gmap(x, in), b, n);
}

/* Lane-mask instructions of the branches, one probe per wave size: "OP d,
 * a, b" where each operand the probe names as s0 (a pair in wave64) takes
 * the SGPR given for it and the others (EXEC, 0) are the probe's own; the
 * same instruction as its text (xemit_mask_op), without writing it: every
 * divergent branch has a few. */
struct mprobe {
    const char *w32, *w64;
};
static const struct mprobe
    AND_X = { "s_and_b32 s0, exec_lo, s0", "s_and_b64 s[0:1], exec, s[0:1]" },         /* d = EXEC & b */
    ANDN_X = { "s_and_not1_b32 s0, exec_lo, s0", "s_and_not1_b64 s[0:1], exec, s[0:1]" },
    AND_S = { "s_and_b32 s0, s0, s0", "s_and_b64 s[0:1], s[0:1], s[0:1]" },          /* d = a & b */
    ANDN_S = { "s_and_not1_b32 s0, s0, s0", "s_and_not1_b64 s[0:1], s[0:1], s[0:1]" },
    MOV_X = { "s_mov_b32 s0, exec_lo", "s_mov_b64 s[0:1], exec" },                     /* d = EXEC */
    MOV_0 = { "s_mov_b32 s0, 0", "s_mov_b64 s[0:1], 0" },                             /* d = 0 */
    XMOV = { "s_mov_b32 exec_lo, s0", "s_mov_b64 exec, s[0:1]" },                      /* EXEC = a */
    XMOV_0 = { "s_mov_b32 exec_lo, 0", "s_mov_b64 exec, 0" },                          /* EXEC = 0 */
    XAND = { "s_and_b32 exec_lo, exec_lo, s0", "s_and_b64 exec, exec, s[0:1]" },       /* EXEC &= b */
    XANDN = { "s_and_not1_b32 exec_lo, exec_lo, s0", "s_and_not1_b64 exec, exec, s[0:1]" };

#define OWN INT_MIN     /* an operand the probe has itself (EXEC, 0) */

/* operands (d, a, b): the SGPR of each s0 of the probe, OWN for the rest
 * (any other value is patched in: a negative one fails loudly, as its text
 * would not parse) */
static enum xres mop(struct xctx *x, const struct mprobe *m, int d, int a, int b)
{
    int v[3] = { d, a, b }, n = 0;
    struct xpatch p[3];
    for (int k = 0; k < 3; k++)
        if (v[k] != OWN)
            p[n++] = (struct xpatch){ (uint8_t)k, 0, v[k] };
    return xemit_mask_op(x, x->wave == 64 ? m->w64 : m->w32, p, n, NULL);
}

static int branch_target(struct xctx *x, const struct sass_insn *in)
{
    for (int i = 0; i < in->nops; i++)
        if (in->ops[i].kind == SOP_LABEL && in->ops[i].u.target != UINT32_MAX)
            return xctl_target_index(x, in->ops[i].u.target);
    return -1;
}

/* BRA to a block: uniform when unguarded. */
enum xres xe_bra(struct xctx *x, const struct sass_insn *in)
{
    int t = branch_target(x, in);
    if (t < 0)
        return XR_DECLINE;
    if (x->sf->insns[t].offset <= in->offset) {       /* back edge: the wave loops */
        if (xctl_spin_head(x, x->cur_sass) == t)
            return xctl_spin_round(x, t);
        return xctl_jump(x, "s_branch .Lws0_end", t);
    }
    /* forward: the active lanes wait at the target; lanes waiting at
     * blocks in between run first (they are earlier) */
    if (xctl_pend_or_mask(x, t, -1))
        return XR_ERROR;
    return (mop(x, &XMOV_0, OWN, OWN, OWN) || xctl_jump_next(x, "s_branch .Lws0_end", x->cur_sass))
           ? XR_ERROR : XR_OK;
}

/* @P BRA [!Q,] target: the lanes where the guard (and Q) hold take it. */
enum xres xe_bra_guarded(struct xctx *x, const struct sass_insn *in)
{
    int t = branch_target(x, in);
    int guarded_ = xm_has_guard(in);
    if (t < 0 || (guarded_ && gmap(x, in) < 0))
        return XR_DECLINE;
    int take = x->stemp, stay = x->stemp + 2;      /* scratch masks 0 and 1 (tmask) */
    if (guarded_) {
        if (mop(x, in->guard_neg ? &ANDN_X : &AND_X, take, OWN, gmap(x, in)))
            return XR_ERROR;
    } else if (mop(x, &MOV_X, take, OWN, OWN)) {
        return XR_ERROR;
    }
    int q = xm_bra_pred_operand(in);
    if (q >= 0) {
        const struct sass_operand *o = &in->ops[q];
        if (o->reg == SASS_PT) {
            if ((o->flags & SOF_NOT) && mop(x, &MOV_0, take, OWN, OWN))
                return XR_ERROR;
        } else {
            if (x->pmap[o->reg] < 0)
                return XR_DECLINE;
            if (mop(x, (o->flags & SOF_NOT) ? &ANDN_S : &AND_S, take, take, x->pmap[o->reg]))
                return XR_ERROR;
        }
    }
    if (x->sf->insns[t].offset <= in->offset) {
        /* back edge: lanes staying in the loop run again now; the others
         * wait at the block after the branch */
        int after = x->cur_sass + 1;
        if (after >= (int)x->sf->ninsns || x->slot_of[after] < 0)
            return XR_DECLINE;
        if (mop(x, &ANDN_X, stay, OWN, take) || xctl_pend_or_mask(x, after, stay) ||
            mop(x, &XMOV, OWN, take, OWN))
            return XR_ERROR;
        if (xctl_spin_head(x, x->cur_sass) == t)
            return xctl_spin_round(x, t);
        return xctl_jump(x, "s_cbranch_execnz .Lws0_end", t);
    }
    if (xctl_pend_or_mask(x, t, take) || mop(x, &XANDN, OWN, OWN, take))
        return XR_ERROR;
    return xctl_jump_next(x, "s_cbranch_execz .Lws0_end", x->cur_sass);
}

/* [@P] BRA [!Q,] target whose condition the uniformity analysis found the
 * same in every active lane: the lanes go together, so the test is scalar
 * (SCC = EXEC & P [& Q] != 0) and no lane waits in a pending mask. */
enum xres xe_bra_scalar(struct xctx *x, const struct sass_insn *in)
{
    int t = branch_target(x, in);
    if (t < 0)
        return XR_DECLINE;
    int take = x->stemp, cond = 0;                 /* scratch mask 0 (tmask) */
    if (xm_has_guard(in)) {
        if (gmap(x, in) < 0)
            return XR_DECLINE;
        if (mop(x, in->guard_neg ? &ANDN_X : &AND_X, take, OWN, gmap(x, in)))
            return XR_ERROR;
        cond = 1;
    }
    int q = xm_bra_pred_operand(in);
    if (q >= 0) {
        const struct sass_operand *o = &in->ops[q];
        if (o->reg == SASS_PT) {
            if (o->flags & SOF_NOT)
                return XR_OK;           /* never taken */
        } else {
            if (x->pmap[o->reg] < 0)
                return XR_DECLINE;
            if ((!cond && mop(x, &MOV_X, take, OWN, OWN)) ||
                mop(x, (o->flags & SOF_NOT) ? &ANDN_S : &AND_S, take, take, x->pmap[o->reg]))
                return XR_ERROR;
            cond = 1;
        }
    }
    /* s_and sets SCC when its result is not zero */
    if (x->sf->insns[t].offset <= in->offset && xctl_spin_head(x, x->cur_sass) == t)
        return (cond && xctl_jump_next(x, "s_cbranch_scc0 .Lws0_end", x->cur_sass))
               ? XR_ERROR : xctl_spin_round(x, t);
    return xctl_jump(x, cond ? "s_cbranch_scc1 .Lws0_end" : "s_branch .Lws0_end", t);
}

/* EXIT: the lanes end; the wave goes on while any lane waits elsewhere. */
enum xres xe_exit(struct xctx *x, const struct sass_insn *in)
{
    (void)in;
    if (x->next_target[x->cur_sass] < 0 && !x->nspin)     /* no block after it can have lanes */
        return xemit_text(x, "s_endpgm");
    if (mop(x, &XMOV_0, OWN, OWN, OWN))
        return XR_ERROR;
    return xctl_jump_next(x, "s_branch .Lws0_end", x->cur_sass);
}

enum xres xe_exit_guarded(struct xctx *x, const struct sass_insn *in)
{
    if (gmap(x, in) < 0)
        return XR_DECLINE;
    if (mop(x, in->guard_neg ? &XAND : &XANDN, OWN, OWN, gmap(x, in)))
        return XR_ERROR;
    return xctl_jump_next(x, "s_cbranch_execz .Lws0_end", x->cur_sass);
}

/* CALL.REL.NOINC to a subroutine in the same section: the return address
 * goes into an SGPR pair (s_swappc_b64). nvcc's own return-offset register
 * (MOV Rn, <offset>) is still translated as data; RET returns through the
 * SGPR pair.  That is right while one call is active at a time; when a
 * subroutine calls (itself, or another), every call goes through the call
 * stack (x->cstack, xlate_abi.c): push a record of the return address,
 * EXEC and the pending table, empty the table, call, and pop the record at
 * the return site, before the lanes that waited there join. */

/* the stacked call's record: return address, EXEC, pending table (bytes) */
#define CS_RA   0
#define CS_EXEC 8
static int cs_pend(const struct xctx *x) { return CS_EXEC + 4 * (x->wave / 32); }

static enum xres push_record(struct xctx *x, const struct sass_insn *in)
{
    char ok[64], save[32];
    int npend = (x->npend + 31) / 32, v = x->vtemp, sv = x->stemp + 2;
    tmask(x, 1, save, sizeof save);
    snprintf(ok, sizeof ok, ".Lws%d_push%04x", x->fidx, in->offset);
    /* deeper than the records reserved: stop, before anything is written */
    if (emitf(x, "s_cmp_ge_u32 s%d, 0x%x", x->csp, x->cs_base + x->cs_depth * x->cs_rec) ||
        emitf(x, "s_cbranch_scc0 %s", ok) || emitf(x, "s_trap 2") || emitf(x, "s_endpgm") ||
        xemit_line(x, XL_LABEL, ok))
        return XR_ERROR;
    if (emitf(x, "s_mov_b%d %s, %s", x->wave, save, ex(x)) ||
        emitf(x, "s_mov_b%d %s, -1", x->wave, ex(x)) ||
        emitf(x, "v_mov_b32 v%d, s%d", v, x->sra) ||
        emitf(x, "v_mov_b32 v%d, s%d", v + 1, x->sra + 1) ||
        emitf(x, "scratch_store_b32 off, v%d, s%d offset:%d", v, x->csp, CS_RA) ||
        emitf(x, "scratch_store_b32 off, v%d, s%d offset:%d", v + 1, x->csp, CS_RA + 4))
        return XR_ERROR;
    for (int h = 0; h < x->wave / 32; h++)
        if (emitf(x, "v_mov_b32 v%d, s%d", v + 2 + h, sv + h) ||
            emitf(x, "scratch_store_b32 off, v%d, s%d offset:%d", v + 2 + h, x->csp, CS_EXEC + 4 * h))
            return XR_ERROR;
    for (int k = 0; k < npend; k++)
        if (emitf(x, "scratch_store_b32 off, v%d, s%d offset:%d", x->vpend + k, x->csp, cs_pend(x) + 4 * k) ||
            emitf(x, "v_mov_b32 v%d, 0", x->vpend + k))
            return XR_ERROR;
    return (emitf(x, "s_mov_b%d %s, %s", x->wave, ex(x), save) ||
            emitf(x, "s_add_u32 s%d, s%d, %d", x->csp, x->csp, x->cs_rec)) ? XR_ERROR : XR_OK;
}

static enum xres pop_record(struct xctx *x)
{
    char save[32];
    int npend = (x->npend + 31) / 32, v = x->vtemp, sv = x->stemp + 2;
    tmask(x, 1, save, sizeof save);
    if (emitf(x, "s_sub_u32 s%d, s%d, %d", x->csp, x->csp, x->cs_rec) ||
        emitf(x, "s_mov_b%d %s, -1", x->wave, ex(x)))
        return XR_ERROR;
    for (int k = 0; k < 2 + x->wave / 32; k++)
        if (emitf(x, "scratch_load_b32 v%d, off, s%d offset:%d", v + k, x->csp, CS_RA + 4 * k))
            return XR_ERROR;
    for (int k = 0; k < npend; k++)
        if (emitf(x, "scratch_load_b32 v%d, off, s%d offset:%d", x->vpend + k, x->csp, cs_pend(x) + 4 * k))
            return XR_ERROR;
    if (emitf(x, "s_waitcnt vmcnt(0)") ||
        emitf(x, "v_readfirstlane_b32 s%d, v%d", x->sra, v) ||
        emitf(x, "v_readfirstlane_b32 s%d, v%d", x->sra + 1, v + 1))
        return XR_ERROR;
    for (int h = 0; h < x->wave / 32; h++)
        if (emitf(x, "v_readfirstlane_b32 s%d, v%d", sv + h, v + 2 + h))
            return XR_ERROR;
    return emitf(x, "s_mov_b%d %s, %s", x->wave, ex(x), save);
}

enum xres xe_call(struct xctx *x, const struct sass_insn *in)
{
    int t = branch_target(x, in);
    if (t < 0)
        return XR_DECLINE;
    int s = x->stemp;       /* scratch pair 0 */
    char pc[48], ins[160];
    snprintf(pc, sizeof pc, ".Lws%d_pc%04x", x->fidx, in->offset);
    snprintf(ins, sizeof ins, "s_getpc_b64 s[%d:%d]", s, s + 1);
    /* the callee reads what earlier loads bring: waited for here, before
     * s_getpc, so that the wait pass puts no s_waitcnt between s_getpc and
     * the label its offset is counted from (the call then landed 4 bytes
     * short: generic_ptr, flat loads before a CALL) */
    if (xemit_text(x, "s_waitcnt vmcnt(0) lgkmcnt(0)"))
        return XR_ERROR;
    if (x->cstack && push_record(x, in))
        return XR_ERROR;
    if (xemit_text(x, ins) || xemit_line(x, XL_LABEL, pc))
        return XR_ERROR;
    snprintf(ins, sizeof ins, "s_add_u32 s%d, s%d, %s-%s", s, s, xctl_label(x, t), pc);
    if (xemit_text(x, ins))
        return XR_ERROR;
    snprintf(ins, sizeof ins, "s_addc_u32 s%d, s%d, 0", s + 1, s + 1);
    if (xemit_text(x, ins))
        return XR_ERROR;
    snprintf(ins, sizeof ins, "s_swappc_b64 s[%d:%d], s[%d:%d]", x->sra, x->sra + 1, s, s + 1);
    if (xemit_text(x, ins))
        return XR_ERROR;
    return x->cstack ? pop_record(x) : XR_OK;
}

/* RET i: the first instruction after it, before the next subroutine,
 * where lanes of the subroutine may wait (a pending slot: nvcc puts the
 * slow paths of BRA.DIV there, sm_90's cooperative groups), or -1. */
static uint32_t sub_end(const struct xctx *x, size_t ri)    /* the next subroutine's offset */
{
    uint32_t end = UINT32_MAX, at = x->sf->insns[ri].offset;
    for (size_t j = 0; j < x->sf->nlabels; j++)
        if (xctl_is_callee(&x->sf->labels[j]) && x->sf->labels[j].offset > at &&
            x->sf->labels[j].offset < end)
            end = x->sf->labels[j].offset;
    return end;
}

int xctl_ret_waits_after(const struct xctx *x, size_t ri)
{
    uint32_t end = sub_end(x, ri);
    for (size_t i = ri + 1; i < x->sf->ninsns && x->sf->insns[i].offset < end; i++)
        if (x->pslot[i] >= 0)
            return (int)i;
    return -1;
}

/* RET returns the lanes that reach it.  Lanes of the subroutine may wait
 * at blocks after it (before the next subroutine): the wave walks forward
 * through its code, so it reaches the RET before them.  Then the returning
 * lanes are kept in x->sret and the wave goes on to the next label; when a
 * RET finds no lane waiting after it any more, every lane kept returns
 * with the ones there (the lanes that waited after it come back to a RET
 * by nvcc's branches back into the body, or reach another RET, which
 * returns the kept lanes with its own; together they return as they
 * would reconverge at the caller's BSYNC anyway).  Through the call stack
 * (x->cstack) the kept lanes would need a place in the record: declined. */
enum xres xe_ret(struct xctx *x, const struct sass_insn *in)
{
    char ins[64];
    int first = xctl_ret_waits_after(x, (size_t)x->cur_sass);
    if (first >= 0 && x->sret < 0)
        return xdecline(x, in, -1, "lanes of the subroutine may wait at 0x%04x, after its RET, "
                        "and it is called through the call stack: the wave would return without "
                        "them", x->sf->insns[first].offset);
    if (first >= 0) {
        int w = x->wave, s = x->stemp + 2, a = x->stemp + 4;    /* scratch pairs 1, 2 */
        char sr[32], sa[32], sb[32], ret[64];
        const char *e = ex(x);
        if (w == 64) {
            snprintf(sr, sizeof sr, "s[%d:%d]", x->sret, x->sret + 1);
            snprintf(sa, sizeof sa, "s[%d:%d]", a, a + 1);
            snprintf(sb, sizeof sb, "s[%d:%d]", s, s + 1);
        } else {
            snprintf(sr, sizeof sr, "s%d", x->sret);
            snprintf(sa, sizeof sa, "s%d", a);
            snprintf(sb, sizeof sb, "s%d", s);
        }
        snprintf(ret, sizeof ret, ".Lws%d_ret%04x", x->fidx, in->offset);
        if (emitf(x, "s_or_b%d %s, %s, %s", w, sr, sr, e) || emitf(x, "s_mov_b%d %s, 0", w, sa))
            return XR_ERROR;
        /* the lanes still waiting after it: OR of those pending masks */
        uint32_t end = sub_end(x, (size_t)x->cur_sass);
        for (size_t i = (size_t)first; i < x->sf->ninsns && x->sf->insns[i].offset < end; i++) {
            if (x->pslot[i] < 0)
                continue;
            int k = x->pslot[i], vp = x->vpend + k / 32, lane = w == 64 ? 2 * (k % 32) : k % 32;
            if (emitf(x, "v_readlane_b32 s%d, v%d, %d", s, vp, lane) ||
                (w == 64 && emitf(x, "v_readlane_b32 s%d, v%d, %d", s + 1, vp, lane + 1)) ||
                emitf(x, "s_or_b%d %s, %s, %s", w, sa, sa, sb))
                return XR_ERROR;
        }
        if (emitf(x, "s_cmp_lg_u%d %s, 0", w, sa) || emitf(x, "s_cbranch_scc0 %s", ret) ||
            emitf(x, "s_mov_b%d %s, 0", w, e) || emitf(x, "s_branch %s", xctl_next_label(x, x->cur_sass)) ||
            xemit_line(x, XL_LABEL, ret) || emitf(x, "s_mov_b%d %s, %s", w, e, sr) ||
            emitf(x, "s_mov_b%d %s, 0", w, sr))
            return XR_ERROR;
    } else if (x->sret >= 0) {  /* lanes kept at another RET of the subroutine return too */
        char sr[32];
        if (x->wave == 64)
            snprintf(sr, sizeof sr, "s[%d:%d]", x->sret, x->sret + 1);
        else
            snprintf(sr, sizeof sr, "s%d", x->sret);
        if (emitf(x, "s_or_b%d %s, %s, %s", x->wave, ex(x), ex(x), sr) ||
            emitf(x, "s_mov_b%d %s, 0", x->wave, sr))
            return XR_ERROR;
    }
    snprintf(ins, sizeof ins, "s_setpc_b64 s[%d:%d]", x->sra, x->sra + 1);
    return xemit_text(x, ins);
}

/* BRA.DIV mask, target: taken by the whole warp when the threads of mask
 * are not all running together.  Here they are not when lanes wait at some
 * block (a pending mask is not empty); lanes that exited do not count.
 * BRA.CONV mask, target (sm_80's form before a warp-synchronous fast path)
 * is the opposite test: taken when they are all running together. */
enum xres xe_bra_div(struct xctx *x, const struct sass_insn *in)
{
    int conv = sass_has_mod(in, "CONV");
    int t = branch_target(x, in);
    if (t < 0)
        return XR_DECLINE;
    char save[32], any[32], skip[64];
    tmask(x, 7, save, sizeof save);
    tmask(x, 1, any, sizeof any);
    snprintf(skip, sizeof skip, ".Lws%d_nodiv%04x", x->fidx, in->offset);
    if (emitf(x, "s_mov_b%d %s, 0", x->wave, any))
        return XR_ERROR;
    if (x->npend) {
        char tmp[32];
        tmask(x, 2, tmp, sizeof tmp);
        if (emitf(x, "s_mov_b%d %s, %s", x->wave, save, ex(x)) ||
            emitf(x, "s_mov_b%d %s, -1", x->wave, ex(x)))
            return XR_ERROR;
        for (int k = 0; k < (x->npend + 31) / 32; k++)
            if (emitf(x, "v_cmp_ne_u32_e64 %s, 0, v%d", tmp, x->vpend + k) ||
                emitf(x, "s_or_b%d %s, %s, %s", x->wave, any, any, tmp))
                return XR_ERROR;
        if (emitf(x, "s_mov_b%d %s, %s", x->wave, ex(x), save))
            return XR_ERROR;
    }
    if (emitf(x, "s_cmp_lg_u%d %s, 0", x->wave, any) ||
        emitf(x, "s_cbranch_scc%d %s", conv ? 1 : 0, skip))
        return XR_ERROR;
    /* diverged (BRA.CONV: converged): every active lane goes to the target */
    if (x->sf->insns[t].offset <= in->offset) {
        if (emitf(x, "s_branch %s", xctl_label(x, t)))
            return XR_ERROR;
    } else if (xctl_pend_or(x, t, ex(x)) || emitf(x, "s_mov_b%d %s, 0", x->wave, ex(x)) ||
               emitf(x, "s_branch %s", xctl_next_label(x, x->cur_sass))) {
        return XR_ERROR;
    }
    return xemit_line(x, XL_LABEL, skip) ? XR_ERROR : XR_OK;
}

enum xres xe_nothing(struct xctx *x, const struct sass_insn *in)
{
    (void)x;
    (void)in;
    return XR_OK;
}

/* ---- barriers and fences ----------------------------------------------------
 * gfx11 has one workgroup barrier (s_barrier) and no split arrive/wait (that
 * is gfx12's s_barrier_signal/s_barrier_wait), no named barriers and no
 * barrier reductions.  Memory fences follow AMDGPUUsage.rst, "Memory Model
 * GFX11": a fence waits for the wave's own outstanding memory operations
 * (s_waitcnt vmcnt/lgkmcnt, s_waitcnt_vscnt for stores) and then invalidates
 * the caches that are not coherent at the fence's scope: the per-CU L0
 * (buffer_gl0_inv) for a workgroup in WGP mode, L0 and the shader-array L1
 * (buffer_gl1_inv) for the agent; system scope is the same as agent on gfx11
 * (L2 is the point of coherence for both). */

/* NANOSLEEP t: s_sleep n sleeps about 64*n clocks (n < 128).  CUDA only
 * promises a sleep in [0, 2t] ns, so a shorter sleep is always right: at
 * ~2 GHz t ns are t*2/64 = t/32 units, capped at 127; a register operand
 * (a value we do not know here) sleeps one unit. */
enum xres xe_nanosleep(struct xctx *x, const struct sass_insn *in)
{
    long n = 1;
    if (in->nops == 1 && in->ops[0].kind == SOP_IMM)
        n = (long)(in->ops[0].u.imm / 32);
    if (n > 127) n = 127;
    if (n < 0) n = 0;
    return emitf(x, "s_sleep %ld", n);
}

/* BPT.TRAP 0x1: PTX trap (__trap(), cooperative groups' _CG_ABORT when
 * grid.sync() has no grid workspace) ends the launch with an error; on AMD
 * llvm.trap is s_trap 2 (the HSA trap that ends the dispatch), as
 * __assertfail's lowering ends with.  A wave with no lane at the trap
 * (lanes waiting elsewhere) goes on. */
enum xres xe_bpt_trap(struct xctx *x, const struct sass_insn *in)
{
    char skip[64];
    if (in->nops != 1 || in->ops[0].kind != SOP_IMM || in->ops[0].u.imm != 1)
        return xdecline(x, in, 0, "BPT.TRAP 0x1 (PTX trap) is the only form with a known meaning");
    snprintf(skip, sizeof skip, ".Lws%d_notrap%04x", x->fidx, in->offset);
    if (emitf(x, "s_cbranch_execz %s", skip) || emitf(x, "s_trap 2") || xemit_line(x, XL_LABEL, skip))
        return XR_ERROR;
    return XR_OK;
}

/* @P BAR.SYNC id, count: the wave joins the barrier only when one of its lanes
 * does; s_barrier counts waves, not lanes */
enum xres xe_bar_sync_guarded(struct xctx *x, const struct sass_insn *in)
{
    char p[32], save[32], skip[64];
    if (gmap(x, in) < 0)
        return XR_DECLINE;
    gmask(x, in, p, sizeof p);
    tmask(x, 1, save, sizeof save);
    snprintf(skip, sizeof skip, ".Lws%d_nobar%04x", x->fidx, in->offset);
    if (emitf(x, "%s%d %s, %s, %s", in->guard_neg ? "s_and_not1_b" : "s_and_b", x->wave, save, ex(x), p) ||
        emitf(x, "s_cmp_eq_u%d %s, 0", x->wave, save) || emitf(x, "s_cbranch_scc1 %s", skip) ||
        xemit_template(x, in, X_WAIT_ALL "s_barrier\nbuffer_gl0_inv"))
        return XR_ERROR;
    return xemit_line(x, XL_LABEL, skip) ? XR_ERROR : XR_OK;
}

/* ---- BAR.RED + B2R.RESULT ------------------------------------------------------
 * __syncthreads_count/and/or: a barrier that also reduces one predicate over
 * the block.  gfx11's barrier carries no data, so the reduction goes through
 * two LDS words reserved after the kernel's shared memory: [0] lanes whose
 * predicate holds, [1] lanes taking part.  Three barriers keep it race-free
 * without atomics on a dirty word: B0 (everyone has read the previous
 * result), every lane stores 0 to both words, B1, one lane per wave adds the
 * wave's two popcounts (s_bcnt1 of the lane masks), B2; B2R.RESULT then reads
 * the words: POPC = [0], AND = ([0] == [1]), OR = ([0] != 0). */
#define X_BARRED_BYTES 8

static int barred_first(const struct xctx *x)
{
    for (size_t i = 0; i < x->sf->ninsns; i++)
        if (!strcmp(x->sf->insns[i].opcode, "BAR") && sass_has_mod(&x->sf->insns[i], "RED"))
            return (int)i;
    return -1;
}

/* LDS byte offset of the two words; reserves them on the first BAR.RED */
static int barred_words(struct xctx *x)
{
    if (x->xf->lds_bytes < 0)
        return -1;          /* shared size unknown: no place to put them */
    if (barred_first(x) == x->cur_sass) {
        int at = (x->xf->lds_bytes + 7) & ~7;
        x->xf->lds_bytes = at + X_BARRED_BYTES;
    }
    return x->xf->lds_bytes - X_BARRED_BYTES;
}

enum xres xe_bar_red(struct xctx *x, const struct sass_insn *in)
{
    if (in->nops != 2 || in->ops[1].kind != SOP_PRED)
        return XR_DECLINE;
    const struct sass_operand *q = &in->ops[1];
    char p[32], cnt[32], save[32], one[32];
    int at = barred_words(x);
    if (at < 0)
        return XR_DECLINE;
    tmask(x, 0, cnt, sizeof cnt);
    tmask(x, 1, save, sizeof save);
    tmask(x, 2, one, sizeof one);
    int sc = x->stemp + 6, sl = x->stemp + 8, va = x->vtemp, v0 = x->vtemp + 1, v1 = x->vtemp + 2;
    if (q->reg == SASS_PT)
        snprintf(p, sizeof p, "%s", (q->flags & SOF_NOT) ? "0" : ex(x));
    else if (x->pmap[q->reg] < 0)
        return XR_DECLINE;
    else
        pmask(x, q->reg, p, sizeof p);
    int rc = emitf(x, "v_mov_b32 v%d, 0x%x", va, at) || emitf(x, "v_mov_b32 v%d, 0", v0) ||
             emitf(x, "v_mov_b32 v%d, 0", v1) ||
             xemit_template(x, in, X_WAIT_ALL "s_barrier") ||
             emitf(x, "ds_store_b64 v%d, v[%d:%d]", va, v0, v1) ||
             emitf(x, "s_waitcnt lgkmcnt(0)") || emitf(x, "s_barrier");
    /* this wave's counts: predicate lanes (SOF_NOT: the complement) and all */
    if (q->reg == SASS_PT || !(q->flags & SOF_NOT))
        rc = rc || emitf(x, "s_and_b%d %s, %s, %s", x->wave, cnt, ex(x), p);
    else
        rc = rc || emitf(x, "s_and_not1_b%d %s, %s, %s", x->wave, cnt, ex(x), p);
    rc = rc || emitf(x, "s_bcnt1_i32_b%d s%d, %s", x->wave, sc, cnt) ||
         emitf(x, "v_mov_b32 v%d, s%d", v0, sc) ||
         emitf(x, "s_bcnt1_i32_b%d s%d, %s", x->wave, sc, ex(x)) ||
         emitf(x, "v_mov_b32 v%d, s%d", v1, sc) ||
         /* one lane of the wave adds: EXEC = its bit */
         emitf(x, "s_mov_b%d %s, %s", x->wave, save, ex(x)) ||
         emitf(x, "s_ctz_i32_b%d s%d, %s", x->wave, sl, ex(x)) ||
         emitf(x, "s_lshl_b%d %s, 1, s%d", x->wave, one, sl) ||
         emitf(x, "s_mov_b%d %s, %s", x->wave, ex(x), one) ||
         emitf(x, "ds_add_u32 v%d, v%d", va, v0) ||
         emitf(x, "ds_add_u32 v%d, v%d offset:4", va, v1) ||
         emitf(x, "s_mov_b%d %s, %s", x->wave, ex(x), save) ||
         emitf(x, "s_waitcnt lgkmcnt(0)") || emitf(x, "s_barrier") || emitf(x, "buffer_gl0_inv");
    return rc ? XR_ERROR : XR_OK;
}

/* B2R.RESULT Rd (POPC) or B2R.RESULT RZ, Pd (AND/OR): the last BAR.RED before it */
enum xres xe_b2r(struct xctx *x, const struct sass_insn *in)
{
    const struct sass_insn *red = NULL;
    for (int i = x->cur_sass - 1; i >= 0 && !red; i--)
        if (!strcmp(x->sf->insns[i].opcode, "BAR") && sass_has_mod(&x->sf->insns[i], "RED"))
            red = &x->sf->insns[i];
    if (!red || x->xf->lds_bytes < X_BARRED_BYTES || barred_first(x) < 0)
        return XR_DECLINE;
    int at = x->xf->lds_bytes - X_BARRED_BYTES, va = x->vtemp, v0 = x->vtemp + 1, v1 = x->vtemp + 2;
    char d[48];
    struct strbuf b;
    sb_init(&b);
    if (in->nops == 1) {
        if (!sass_has_mod(red, "POPC") || xemit_operand(x, in, 0, 0, &b) || !b.s || b.s[0] != 'v') {
            sb_free(&b);
            return XR_DECLINE;
        }
        snprintf(d, sizeof d, "%s", b.s);
        sb_free(&b);
        return emitf(x, "v_mov_b32 v%d, 0x%x", va, at) || emitf(x, "ds_load_b32 %s, v%d", d, va) ||
               emitf(x, "s_waitcnt lgkmcnt(0)") ? XR_ERROR : XR_OK;
    }
    if (in->nops != 2 || in->ops[1].kind != SOP_PRED || sass_has_mod(red, "POPC") ||
        xemit_operand(x, in, 1, 0, &b) || !b.s || b.s[0] != 's') {
        sb_free(&b);
        return XR_DECLINE;
    }
    snprintf(d, sizeof d, "%s", b.s);
    sb_free(&b);
    int and_ = sass_has_mod(red, "AND");
    if (emitf(x, "v_mov_b32 v%d, 0x%x", va, at) || emitf(x, "ds_load_b64 v[%d:%d], v%d", v0, v1, va) ||
        emitf(x, "s_waitcnt lgkmcnt(0)"))
        return XR_ERROR;
    /* the same answer in every lane; a lane mask write keeps inactive lanes' bits
     * (the engine merges predicate destinations) */
    if (and_)
        return emitf(x, "v_cmp_eq_u32_e64 %s, v%d, v%d", d, v0, v1);
    return emitf(x, "v_cmp_ne_u32_e64 %s, 0, v%d", d, v0);
}

/* MOV Rn, 32@lo(...) and friends: return-address set-up for a CALL. */
