/* xlate_rules_ctrl.c - control flow, calls and reconvergence.
 *
 * See "divergence" in xlate.c for the model: a lane that branches forward
 * waits at the target block in a pending mask, a lane that branches back
 * runs the loop again at once, and lanes join at each block's label.  The
 * rules here move lanes between EXEC and the pending masks.
 */
#include "xlate/xlate_int.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int guarded(const struct sass_insn *in)
{
    return in->guard >= 0 && !(in->guard == SASS_PT && !in->guard_neg);
}

static int w_plain(const struct sass_insn *in)
{
    return !guarded(in);
}

static int w_guarded(const struct sass_insn *in)
{
    return guarded(in) && in->guard != SASS_PT;
}

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

static int branch_target(struct xctx *x, const struct sass_insn *in)
{
    for (int i = 0; i < in->nops; i++)
        if (in->ops[i].kind == SOP_LABEL && in->ops[i].u.target != UINT32_MAX)
            return xctl_target_index(x, in->ops[i].u.target);
    return -1;
}

/* BRA to a block: uniform when unguarded. */
static int e_bra(struct xctx *x, const struct sass_insn *in)
{
    int t = branch_target(x, in);
    if (t < 0)
        return -1;
    char j[96];
    if (x->sf->insns[t].offset <= in->offset) {       /* back edge: the wave loops */
        snprintf(j, sizeof j, "s_branch %s", xctl_label(x, t));
        return xemit_text(x, j);
    }
    /* forward: the active lanes wait at the target; lanes waiting at
     * blocks in between run first (they are earlier) */
    if (xctl_pend_or(x, t, ex(x)))
        return -2;
    char zero[64];
    snprintf(zero, sizeof zero, "s_mov_b%d %s, 0", x->wave, ex(x));
    snprintf(j, sizeof j, "s_branch %s", xctl_next_label(x, x->cur_sass));
    return (xemit_text(x, zero) || xemit_text(x, j)) ? -2 : 0;
}

/* The predicate operand of `BRA Pp, target` / `BRA !Pp, target`, -1 none. */
static int bra_pred_operand(const struct sass_insn *in)
{
    for (int i = 0; i < in->nops; i++)
        if (in->ops[i].kind == SOP_PRED)
            return i;
    return -1;
}

/* @P BRA [!Q,] target: the lanes where the guard (and Q) hold take it. */
static int e_bra_guarded(struct xctx *x, const struct sass_insn *in)
{
    int t = branch_target(x, in);
    int guarded_ = guarded(in);
    if (t < 0 || (guarded_ && gmap(x, in) < 0))
        return -1;
    char take[32], stay[32], p[32];
    tmask(x, 0, take, sizeof take);
    tmask(x, 1, stay, sizeof stay);
    if (guarded_) {
        gmask(x, in, p, sizeof p);
        if (emitf(x, "%s%d %s, %s, %s", in->guard_neg ? "s_and_not1_b" : "s_and_b", x->wave, take, ex(x), p))
            return -2;
    } else if (emitf(x, "s_mov_b%d %s, %s", x->wave, take, ex(x))) {
        return -2;
    }
    int q = bra_pred_operand(in);
    if (q >= 0) {
        const struct sass_operand *o = &in->ops[q];
        if (o->reg == SASS_PT) {
            if ((o->flags & SOF_NOT) && emitf(x, "s_mov_b%d %s, 0", x->wave, take))
                return -2;
        } else {
            if (x->pmap[o->reg] < 0)
                return -1;
            pmask(x, o->reg, p, sizeof p);
            if (emitf(x, "%s%d %s, %s, %s", (o->flags & SOF_NOT) ? "s_and_not1_b" : "s_and_b",
                      x->wave, take, take, p))
                return -2;
        }
    }
    char j[96];
    if (x->sf->insns[t].offset <= in->offset) {
        /* back edge: lanes staying in the loop run again now; the others
         * wait at the block after the branch */
        int after = x->cur_sass + 1;
        if (after >= (int)x->sf->ninsns || x->slot_of[after] < 0)
            return -1;
        if (emitf(x, "s_and_not1_b%d %s, %s, %s", x->wave, stay, ex(x), take) ||
            xctl_pend_or(x, after, stay) ||
            emitf(x, "s_mov_b%d %s, %s", x->wave, ex(x), take))
            return -2;
        snprintf(j, sizeof j, "s_cbranch_execnz %s", xctl_label(x, t));
        return xemit_text(x, j) ? -2 : 0;
    }
    if (xctl_pend_or(x, t, take) || emitf(x, "s_and_not1_b%d %s, %s, %s", x->wave, ex(x), ex(x), take))
        return -2;
    snprintf(j, sizeof j, "s_cbranch_execz %s", xctl_next_label(x, x->cur_sass));
    return xemit_text(x, j) ? -2 : 0;
}

/* [@P] BRA [!Q,] target whose condition the uniformity analysis found the
 * same in every active lane: the lanes go together, so the test is scalar
 * (SCC = EXEC & P [& Q] != 0) and no lane waits in a pending mask. */
static int e_bra_scalar(struct xctx *x, const struct sass_insn *in)
{
    int t = branch_target(x, in);
    if (t < 0)
        return -1;
    char take[32], p[32];
    int cond = 0;
    tmask(x, 0, take, sizeof take);
    if (guarded(in)) {
        if (gmap(x, in) < 0)
            return -1;
        gmask(x, in, p, sizeof p);
        if (emitf(x, "%s%d %s, %s, %s", in->guard_neg ? "s_and_not1_b" : "s_and_b", x->wave, take, ex(x), p))
            return -2;
        cond = 1;
    }
    int q = bra_pred_operand(in);
    if (q >= 0) {
        const struct sass_operand *o = &in->ops[q];
        if (o->reg == SASS_PT) {
            if (o->flags & SOF_NOT)
                return 0;           /* never taken */
        } else {
            if (x->pmap[o->reg] < 0)
                return -1;
            pmask(x, o->reg, p, sizeof p);
            if ((!cond && emitf(x, "s_mov_b%d %s, %s", x->wave, take, ex(x))) ||
                emitf(x, "%s%d %s, %s, %s", (o->flags & SOF_NOT) ? "s_and_not1_b" : "s_and_b",
                      x->wave, take, take, p))
                return -2;
            cond = 1;
        }
    }
    /* s_and sets SCC when its result is not zero */
    return emitf(x, "%s %s", cond ? "s_cbranch_scc1" : "s_branch", xctl_label(x, t)) ? -2 : 0;
}

static int w_uniform_bra(const struct sass_insn *in)
{
    (void)in;
    return 1;
}

/* EXIT: the lanes end; the wave goes on while any lane waits elsewhere. */
static int e_exit(struct xctx *x, const struct sass_insn *in)
{
    (void)in;
    char t[96];
    if (x->next_target[x->cur_sass] < 0)     /* no block after it can have lanes */
        return xemit_text(x, "s_endpgm") ? -2 : 0;
    snprintf(t, sizeof t, "s_mov_b%d %s, 0", x->wave, ex(x));
    if (xemit_text(x, t))
        return -2;
    snprintf(t, sizeof t, "s_branch %s", xctl_next_label(x, x->cur_sass));
    return xemit_text(x, t) ? -2 : 0;
}

static int e_exit_guarded(struct xctx *x, const struct sass_insn *in)
{
    if (gmap(x, in) < 0)
        return -1;
    char p[32], t[96];
    gmask(x, in, p, sizeof p);
    if (emitf(x, "%s%d %s, %s, %s", in->guard_neg ? "s_and_b" : "s_and_not1_b", x->wave, ex(x), ex(x), p))
        return -2;
    snprintf(t, sizeof t, "s_cbranch_execz %s", xctl_next_label(x, x->cur_sass));
    return xemit_text(x, t) ? -2 : 0;
}

/* CALL.REL.NOINC to a subroutine in the same section: the return address
 * goes into an SGPR pair (s_swappc_b64). nvcc's own return-offset register
 * (MOV Rn, <offset>) is still translated as data; RET returns through the
 * SGPR pair, which is right as long as subroutines do not call each other
 * (nvcc's slow paths do not). */
static int e_call(struct xctx *x, const struct sass_insn *in)
{
    int t = branch_target(x, in);
    if (t < 0)
        return -1;
    int s = x->stemp;       /* scratch pair 0 */
    char pc[48], ins[160];
    snprintf(pc, sizeof pc, ".Lws%d_pc%04x", x->fidx, in->offset);
    snprintf(ins, sizeof ins, "s_getpc_b64 s[%d:%d]", s, s + 1);
    if (xemit_text(x, ins) || xemit_line(x, XL_LABEL, pc))
        return -2;
    snprintf(ins, sizeof ins, "s_add_u32 s%d, s%d, %s-%s", s, s, xctl_label(x, t), pc);
    if (xemit_text(x, ins))
        return -2;
    snprintf(ins, sizeof ins, "s_addc_u32 s%d, s%d, 0", s + 1, s + 1);
    if (xemit_text(x, ins))
        return -2;
    snprintf(ins, sizeof ins, "s_swappc_b64 s[%d:%d], s[%d:%d]", x->sra, x->sra + 1, s, s + 1);
    return xemit_text(x, ins) ? -2 : 0;
}

static int e_ret(struct xctx *x, const struct sass_insn *in)
{
    (void)in;
    char ins[64];
    snprintf(ins, sizeof ins, "s_setpc_b64 s[%d:%d]", x->sra, x->sra + 1);
    return xemit_text(x, ins) ? -2 : 0;
}

/* BRA.DIV mask, target: taken by the whole warp when the threads of mask
 * are not all running together.  Here they are not when lanes wait at some
 * block (a pending mask is not empty); lanes that exited do not count. */
static int e_bra_div(struct xctx *x, const struct sass_insn *in)
{
    int t = branch_target(x, in);
    if (t < 0)
        return -1;
    char save[32], any[32], skip[64];
    tmask(x, 7, save, sizeof save);
    tmask(x, 1, any, sizeof any);
    snprintf(skip, sizeof skip, ".Lws%d_nodiv%04x", x->fidx, in->offset);
    if (emitf(x, "s_mov_b%d %s, 0", x->wave, any))
        return -2;
    if (x->ntargets) {
        char tmp[32];
        tmask(x, 2, tmp, sizeof tmp);
        if (emitf(x, "s_mov_b%d %s, %s", x->wave, save, ex(x)) ||
            emitf(x, "s_mov_b%d %s, -1", x->wave, ex(x)))
            return -2;
        for (int k = 0; k < (x->ntargets + 31) / 32; k++)
            if (emitf(x, "v_cmp_ne_u32_e64 %s, 0, v%d", tmp, x->vpend + k) ||
                emitf(x, "s_or_b%d %s, %s, %s", x->wave, any, any, tmp))
                return -2;
        if (emitf(x, "s_mov_b%d %s, %s", x->wave, ex(x), save))
            return -2;
    }
    if (emitf(x, "s_cmp_lg_u%d %s, 0", x->wave, any) || emitf(x, "s_cbranch_scc0 %s", skip))
        return -2;
    /* diverged: every active lane goes to the target */
    if (x->sf->insns[t].offset <= in->offset) {
        if (emitf(x, "s_branch %s", xctl_label(x, t)))
            return -2;
    } else if (xctl_pend_or(x, t, ex(x)) || emitf(x, "s_mov_b%d %s, 0", x->wave, ex(x)) ||
               emitf(x, "s_branch %s", xctl_next_label(x, x->cur_sass))) {
        return -2;
    }
    return xemit_line(x, XL_LABEL, skip) ? -2 : 0;
}

static int w_bra_div(const struct sass_insn *in)
{
    return !guarded(in) && sass_has_mod(in, "DIV");
}

static int w_bra_pred_operand(const struct sass_insn *in)
{
    return bra_pred_operand(in) >= 0 && (!guarded(in) || in->guard != SASS_PT);
}

/* @P CALL to a label of the same function (not a subroutine symbol): nvcc
 * uses it to reach a shared EXIT block, which never returns; it is a
 * guarded branch there. */
static int w_local_call(const struct sass_insn *in)
{
    for (int i = 0; i < in->nops; i++)
        if (in->ops[i].kind == SOP_LABEL && in->ops[i].label && !strncmp(in->ops[i].label, ".L", 2))
            return 1;
    return 0;
}

static int w_guarded_local_call(const struct sass_insn *in)
{
    return w_guarded(in) && w_local_call(in);
}

static int e_nothing(struct xctx *x, const struct sass_insn *in)
{
    (void)x;
    (void)in;
    return 0;
}

static int w_warpsync_plain(const struct sass_insn *in)
{
    return !guarded(in) && !sass_has_mod(in, "COLLECTIVE");
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
#define X_WAIT_ALL "s_waitcnt vmcnt(0) lgkmcnt(0)\ns_waitcnt_vscnt null, 0x0\n"

static int w_membar_cta(const struct sass_insn *in)
{
    return !guarded(in) && sass_has_mod(in, "CTA");
}

static int w_membar_wide(const struct sass_insn *in)
{
    return !guarded(in) && !sass_has_mod(in, "CTA");
}

static int w_cctl_ivall(const struct sass_insn *in)
{
    return !guarded(in) && sass_has_mod(in, "IVALL");
}

/* NANOSLEEP t: s_sleep n sleeps about 64*n clocks (n < 128).  CUDA only
 * promises a sleep in [0, 2t] ns, so a shorter sleep is always right: at
 * ~2 GHz t ns are t*2/64 = t/32 units, capped at 127; a register operand
 * (a value we do not know here) sleeps one unit. */
static int e_nanosleep(struct xctx *x, const struct sass_insn *in)
{
    long n = 1;
    if (in->nops == 1 && in->ops[0].kind == SOP_IMM)
        n = (long)(in->ops[0].u.imm / 32);
    if (n > 127) n = 127;
    if (n < 0) n = 0;
    return emitf(x, "s_sleep %ld", n) ? -2 : 0;
}

/* @P BAR.SYNC id, count: the wave joins the barrier only when one of its lanes
 * does; s_barrier counts waves, not lanes */
static int e_bar_sync_guarded(struct xctx *x, const struct sass_insn *in)
{
    char p[32], save[32], skip[64];
    if (gmap(x, in) < 0)
        return -1;
    gmask(x, in, p, sizeof p);
    tmask(x, 1, save, sizeof save);
    snprintf(skip, sizeof skip, ".Lws%d_nobar%04x", x->fidx, in->offset);
    if (emitf(x, "%s%d %s, %s, %s", in->guard_neg ? "s_and_not1_b" : "s_and_b", x->wave, save, ex(x), p) ||
        emitf(x, "s_cmp_eq_u%d %s, 0", x->wave, save) || emitf(x, "s_cbranch_scc1 %s", skip) ||
        xemit_template(x, in, X_WAIT_ALL "s_barrier\nbuffer_gl0_inv"))
        return -2;
    return xemit_line(x, XL_LABEL, skip) ? -2 : 0;
}

static int w_bar_sync_guarded(const struct sass_insn *in)
{
    return w_guarded(in) && sass_has_mod(in, "SYNC") && in->nops >= 1 && in->ops[0].kind == SOP_IMM;
}

static int w_bar_sync_count(const struct sass_insn *in)
{
    return !guarded(in) && in->nops == 2 && in->ops[0].kind == SOP_IMM && in->ops[1].kind == SOP_IMM;
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

static int e_bar_red(struct xctx *x, const struct sass_insn *in)
{
    if (in->nops != 2 || in->ops[1].kind != SOP_PRED)
        return -1;
    const struct sass_operand *q = &in->ops[1];
    char p[32], cnt[32], save[32], one[32];
    int at = barred_words(x);
    if (at < 0)
        return -1;
    tmask(x, 0, cnt, sizeof cnt);
    tmask(x, 1, save, sizeof save);
    tmask(x, 2, one, sizeof one);
    int sc = x->stemp + 6, sl = x->stemp + 8, va = x->vtemp, v0 = x->vtemp + 1, v1 = x->vtemp + 2;
    if (q->reg == SASS_PT)
        snprintf(p, sizeof p, "%s", (q->flags & SOF_NOT) ? "0" : ex(x));
    else if (x->pmap[q->reg] < 0)
        return -1;
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
    return rc ? -2 : 0;
}

static int w_bar_red(const struct sass_insn *in)
{
    return !guarded(in) && in->nops == 2 && in->ops[0].kind == SOP_IMM && in->ops[0].u.imm == 0 &&
           (sass_has_mod(in, "POPC") || sass_has_mod(in, "AND") || sass_has_mod(in, "OR"));
}

/* B2R.RESULT Rd (POPC) or B2R.RESULT RZ, Pd (AND/OR): the last BAR.RED before it */
static int e_b2r(struct xctx *x, const struct sass_insn *in)
{
    const struct sass_insn *red = NULL;
    for (int i = x->cur_sass - 1; i >= 0 && !red; i--)
        if (!strcmp(x->sf->insns[i].opcode, "BAR") && sass_has_mod(&x->sf->insns[i], "RED"))
            red = &x->sf->insns[i];
    if (!red || x->xf->lds_bytes < X_BARRED_BYTES || barred_first(x) < 0)
        return -1;
    int at = x->xf->lds_bytes - X_BARRED_BYTES, va = x->vtemp, v0 = x->vtemp + 1, v1 = x->vtemp + 2;
    char d[48];
    struct strbuf b;
    sb_init(&b);
    if (in->nops == 1) {
        if (!sass_has_mod(red, "POPC") || xemit_operand(x, in, 0, 0, &b) || !b.s || b.s[0] != 'v') {
            sb_free(&b);
            return -1;
        }
        snprintf(d, sizeof d, "%s", b.s);
        sb_free(&b);
        return emitf(x, "v_mov_b32 v%d, 0x%x", va, at) || emitf(x, "ds_load_b32 %s, v%d", d, va) ||
               emitf(x, "s_waitcnt lgkmcnt(0)") ? -2 : 0;
    }
    if (in->nops != 2 || in->ops[1].kind != SOP_PRED || sass_has_mod(red, "POPC") ||
        xemit_operand(x, in, 1, 0, &b) || !b.s || b.s[0] != 's') {
        sb_free(&b);
        return -1;
    }
    snprintf(d, sizeof d, "%s", b.s);
    sb_free(&b);
    int and_ = sass_has_mod(red, "AND");
    if (emitf(x, "v_mov_b32 v%d, 0x%x", va, at) || emitf(x, "ds_load_b64 v[%d:%d], v%d", v0, v1, va) ||
        emitf(x, "s_waitcnt lgkmcnt(0)"))
        return -2;
    /* the same answer in every lane; a lane mask write keeps inactive lanes' bits
     * (the engine merges predicate destinations) */
    if (and_)
        return emitf(x, "v_cmp_eq_u32_e64 %s, v%d, v%d", d, v0, v1) ? -2 : 0;
    return emitf(x, "v_cmp_ne_u32_e64 %s, 0, v%d", d, v0) ? -2 : 0;
}

static int w_b2r(const struct sass_insn *in)
{
    return !guarded(in) && sass_has_mod(in, "RESULT") && in->nops >= 1 && in->ops[0].kind == SOP_REG;
}

/* MOV Rn, 32@lo(...) and friends: return-address set-up for a CALL. */
const struct xrule xrules_ctrl[] = {
    XRULE(.id = 800, .name = "bra.uniform", .cat = XC_CONTROL, .priority = 20,
          .opcode = "BRA", .mods_none = "DIV CONV U", .ops = "l", .when = w_plain,
          .pattern = "BRA target",
          .emit = e_bra, .flags = XRF_GUARDED,
          .why = "an unpredicated branch is taken by every active lane: a back edge is a plain "
                 "s_branch; a forward one parks the lanes at the target (pending mask) so that "
                 "lanes waiting in between still run first and reconverge there"),
    XRULE(.id = 801, .name = "bra.divergent", .cat = XC_CONTROL, .priority = 20,
          .opcode = "BRA", .mods_none = "DIV CONV U", .ops = "l", .when = w_guarded,
          .pattern = "@P|@UP BRA target",
          .emit = e_bra_guarded, .flags = XRF_GUARDED,
          .why = "SASS threads branch one by one; a wave has one program counter, so the lanes "
                 "where P holds are split off: forward, they wait at the target while the others "
                 "go on (EXEC &= ~taken); backward, they loop now while the others wait after the loop"),
    XRULE(.id = 802, .name = "exit", .cat = XC_CONTROL, .priority = 20,
          .opcode = "EXIT", .ops = "", .when = w_plain,
          .pattern = "EXIT",
          .emit = e_exit, .flags = XRF_GUARDED,
          .why = "a thread's EXIT ends only the active lanes: the wave continues while lanes wait "
                 "at later blocks, and ends (s_endpgm) at the end of the code"),
    XRULE(.id = 803, .name = "exit.guarded", .cat = XC_CONTROL, .priority = 20,
          .opcode = "EXIT", .ops = "", .when = w_guarded,
          .pattern = "@P EXIT",
          .emit = e_exit_guarded, .flags = XRF_GUARDED,
          .why = "a predicated EXIT removes its lanes from EXEC; when none is left the wave skips "
                 "to the next block that has waiting lanes"),
    XRULE(.id = 804, .name = "bssy", .cat = XC_CONTROL, .priority = 20,
          .opcode = "BSSY", .ops = "*l", .when = w_plain,
          .pattern = "BSSY Bn, target",
          .emit = e_nothing, .flags = XRF_GUARDED,
          .why = "BSSY names where diverged threads must reconverge; here lanes rejoin at that "
                 "block's label by construction (pending masks), so nothing is emitted"),
    XRULE(.id = 805, .name = "bsync", .cat = XC_CONTROL, .priority = 20,
          .opcode = "BSYNC", .ops = "*", .when = w_plain,
          .pattern = "BSYNC Bn",
          .emit = e_nothing, .flags = XRF_GUARDED,
          .why = "BSYNC waits for the threads named by BSSY; the block after it is a label where "
                 "waiting lanes rejoin, so no instruction is needed"),
    XRULE(.id = 806, .name = "warpsync", .cat = XC_SYNC, .priority = 20,
          .opcode = "WARPSYNC", .when = w_warpsync_plain,
          .pattern = "WARPSYNC mask",
          .emit = e_nothing, .flags = XRF_GUARDED,
          .why = "Volta+ threads can be at different places and WARPSYNC gathers them; a wave's "
                 "active lanes already execute in lockstep, and lanes that wait elsewhere rejoin "
                 "at block labels"),
    XRULE(.id = 807, .name = "call.rel", .cat = XC_CONTROL, .priority = 20,
          .opcode = "CALL", .mods_all = "REL", .ops = "l", .when = w_plain,
          .pattern = "CALL.REL.NOINC sub",
          .emit = e_call, .flags = XRF_GUARDED,
          .why = "SASS calls a subroutine with a relative branch and keeps its return offset in "
                 "a register; RDNA3 calls with s_swappc_b64, which puts the return address in an "
                 "SGPR pair (the whole wave calls: return addresses are per wave)"),
    XRULE(.id = 808, .name = "ret.rel", .cat = XC_CONTROL, .priority = 20,
          .opcode = "RET", .mods_all = "REL", .when = w_plain,
          .pattern = "RET.REL.NODEC Rn",
          .emit = e_ret, .flags = XRF_GUARDED,
          .why = "the subroutine returns through the SGPR pair s_swappc_b64 filled (s_setpc_b64)"),
    XRULE(.id = 809, .name = "bra.div", .cat = XC_CONTROL, .priority = 20,
          .opcode = "BRA", .mods_all = "DIV", .ops = "*l", .when = w_bra_div,
          .pattern = "BRA.DIV mask, target",
          .emit = e_bra_div, .flags = XRF_GUARDED | XRF_ANYMODS,
          .why = "nvcc guards warp-synchronous code with a test for divergence; here lanes are "
                 "diverged exactly when some wait at another block, so the test ORs the pending "
                 "masks (EXEC opened fully to read every table lane) and branches as a wave"),
    XRULE(.id = 810, .name = "bra.predicated-operand", .cat = XC_CONTROL, .priority = 25,
          .opcode = "BRA", .mods_none = "DIV CONV U", .ops = "pl", .when = w_bra_pred_operand,
          .pattern = "[@P] BRA [!]Q, target",
          .emit = e_bra_guarded, .flags = XRF_GUARDED,
          .why = "a branch with a predicate operand is taken where the guard and that predicate "
                 "both hold: the taken lanes are EXEC & guard & Q"),
    XRULE(.id = 811, .name = "warpsync.collective", .cat = XC_SYNC, .priority = 20,
          .opcode = "WARPSYNC", .mods_all = "COLLECTIVE", .ops = "*l", .when = w_plain,
          .pattern = "WARPSYNC.COLLECTIVE Rmask, target",
          .emit = e_nothing, .flags = XRF_GUARDED,
          .why = "the collective slow path gathers the threads of a diverged warp before a "
                 "warp-synchronous call; the active lanes of a wave already run in lockstep"),
    XRULE(.id = 812, .name = "endcollective", .cat = XC_SYNC, .priority = 20,
          .opcode = "ENDCOLLECTIVE", .ops = "", .when = w_plain,
          .pattern = "ENDCOLLECTIVE",
          .emit = e_nothing, .flags = XRF_GUARDED,
          .why = "ends the collective region that WARPSYNC.COLLECTIVE opened; nothing to undo in "
                 "lockstep lanes"),
    XRULE(.id = 813, .name = "call.local.guarded", .cat = XC_CONTROL, .priority = 25,
          .opcode = "CALL", .mods_all = "REL", .ops = "l", .when = w_guarded_local_call,
          .pattern = "@P CALL.REL.NOINC .L_x (a local EXIT block)",
          .emit = e_bra_guarded, .flags = XRF_GUARDED,
          .why = "nvcc reaches a shared EXIT block with a predicated call that never returns; "
                 "the lanes where P holds branch there and the others go on"),
    XRULE(.id = 814, .name = "bar.arv", .cat = XC_SYNC, .priority = 20,
          .opcode = "BAR", .mods_all = "ARV", .ops = "ii", .when = w_plain,
          .pattern = "BAR.ARV id, count",
          .out = X_WAIT_ALL
                 "s_barrier",
          .flags = XRF_GUARDED,
          .why = "BAR.ARV arrives at a barrier without waiting (producer side of a "
                 "producer/consumer pair).  gfx11 has no split barrier (gfx12 adds "
                 "s_barrier_signal/wait) and only one barrier per workgroup, so the arriving wave "
                 "waits too: correct whenever each wave of the block arrives or syncs once per "
                 "phase and count is the whole block (the only pattern one barrier can express); "
                 "its stores are made visible first, as an arrive releases them"),
    XRULE(.id = 815, .name = "bar.sync.count", .cat = XC_SYNC, .priority = 20,
          .opcode = "BAR", .mods_all = "SYNC", .ops = "ii", .when = w_bar_sync_count,
          .pattern = "BAR.SYNC id, count",
          .out = X_WAIT_ALL
                 "s_barrier\nbuffer_gl0_inv",
          .flags = XRF_GUARDED,
          .why = "a barrier with a thread count (bar.sync id, n): gfx11 has one workgroup barrier "
                 "counting every wave, which is the same when n is the whole block; waits, "
                 "barrier and L0 invalidation as for __syncthreads"),
    XRULE(.id = 816, .name = "bar.sync.guarded", .cat = XC_SYNC, .priority = 20,
          .opcode = "BAR", .mods_all = "SYNC", .when = w_bar_sync_guarded,
          .pattern = "@P BAR.SYNC id[, count]",
          .emit = e_bar_sync_guarded, .flags = XRF_GUARDED,
          .why = "a predicated barrier: threads where P is false do not take part.  s_barrier "
                 "counts waves, so the wave joins when any of its lanes has P and skips the "
                 "barrier (s_cbranch) when none has; a wave whose lanes split between this "
                 "barrier and another one would count twice: one barrier cannot express that"),
    XRULE(.id = 817, .name = "bar.red", .cat = XC_SYNC, .priority = 20,
          .opcode = "BAR", .mods_all = "RED", .ops = "ip", .when = w_bar_red,
          .pattern = "BAR.RED.POPC|AND|OR 0x0, Pp",
          .emit = e_bar_red, .flags = XRF_GUARDED | XRF_ANYMODS,
          .why = "__syncthreads_count/and/or reduce a predicate over the block at a barrier; "
                 "gfx11's barrier carries no data, so each wave adds its popcounts (s_bcnt1 of "
                 "the lane masks) into two LDS words reserved after the kernel's shared memory, "
                 "between barriers: zero, barrier, add, barrier"),
    XRULE(.id = 818, .name = "b2r.result", .cat = XC_SYNC, .priority = 20,
          .opcode = "B2R", .mods_all = "RESULT", .when = w_b2r,
          .pattern = "B2R.RESULT Rd | B2R.RESULT RZ, Pd",
          .emit = e_b2r, .flags = XRF_GUARDED,
          .why = "reads the block reduction of the last BAR.RED from the reserved LDS words: the "
                 "count for POPC, count == participants for AND, count != 0 for OR"),
    XRULE(.id = 819, .name = "membar.cta", .cat = XC_SYNC, .priority = 20,
          .opcode = "MEMBAR", .ops = "", .when = w_membar_cta,
          .pattern = "MEMBAR.SC|ALL.CTA",
          .out = X_WAIT_ALL
                 "buffer_gl0_inv",
          .flags = XRF_GUARDED,
          .why = "a block-scope fence: wait for this wave's loads and stores, then invalidate the "
                 "CU's L0, because in WGP mode the waves of a workgroup may run on the two CUs "
                 "of a WGP, each with its own L0 (AMDGPUUsage, GFX11 fence workgroup)"),
    XRULE(.id = 820, .name = "membar.gpu", .cat = XC_SYNC, .priority = 20,
          .opcode = "MEMBAR", .ops = "", .when = w_membar_wide,
          .pattern = "MEMBAR.SC|ALL.GPU|SYS|VC",
          .out = X_WAIT_ALL
                 "buffer_gl0_inv\nbuffer_gl1_inv",
          .flags = XRF_GUARDED,
          .why = "a device- or system-scope fence: wait for this wave's memory operations, then "
                 "invalidate L0 and the shader-array L1 so later loads reach L2, the point of "
                 "coherence for the agent and, on gfx11, for the system too (AMDGPUUsage GFX11)"),
    XRULE(.id = 821, .name = "fence.view.async", .cat = XC_SYNC, .priority = 20,
          .opcode = "FENCE", .mods_all = "VIEW ASYNC", .when = w_plain,
          .pattern = "FENCE.VIEW.ASYNC.S|G|T",
          .out = X_WAIT_ALL
                 "buffer_gl0_inv",
          .flags = XRF_GUARDED,
          .why = "orders ordinary accesses with the asynchronous proxy (TMA, bulk copies); gfx11 "
                 "has no asynchronous proxy, every access goes through the same path, so waiting "
                 "for this wave's operations and dropping stale L0 lines is enough"),
    XRULE(.id = 822, .name = "nanosleep", .cat = XC_SYNC, .priority = 20,
          .opcode = "NANOSLEEP", .when = w_plain,
          .pattern = "NANOSLEEP t",
          .emit = e_nanosleep, .flags = XRF_GUARDED,
          .why = "__nanosleep(t) sleeps about t ns, anything in [0, 2t]; s_sleep n sleeps about "
                 "64n clocks, so n = t/32 (capped at 127) never sleeps longer than asked"),
    XRULE(.id = 823, .name = "errbar", .cat = XC_SYNC, .priority = 20,
          .opcode = "ERRBAR", .ops = "", .when = w_plain,
          .pattern = "ERRBAR",
          .out = "",
          .flags = XRF_GUARDED,
          .why = "waits until earlier memory errors of the thread are reported, so that a fence "
                 "is precise about faults; gfx11 reports memory faults asynchronously and has "
                 "nothing to wait for: no instruction"),
    XRULE(.id = 824, .name = "cgaerrbar", .cat = XC_SYNC, .priority = 20,
          .opcode = "CGAERRBAR", .ops = "", .when = w_plain,
          .pattern = "CGAERRBAR",
          .out = "",
          .flags = XRF_GUARDED,
          .why = "the error barrier of a thread-block cluster (sm_90 CGA); gfx11 has no clusters: "
                 "no instruction"),
    XRULE(.id = 826, .name = "bra.scalar", .cat = XC_CONTROL, .priority = 30,
          .opcode = "BRA", .mods_none = "DIV CONV U", .when = w_uniform_bra,
          .pattern = "[@P] BRA [!Q,] target (condition uniform)",
          .emit = e_bra_scalar, .flags = XRF_GUARDED | XRF_UNIFORM,
          .why = "where the uniformity analysis shows the condition is the same in every active lane "
                 "(in wave64: in both warps), all lanes branch together, as a wave does: a scalar test "
                 "(s_and of EXEC with the predicate sets SCC) and s_cbranch_scc1, or s_branch, with no "
                 "pending mask; the engine picks this rule, and keeps a forward one on the pending "
                 "masks when lanes split off earlier may wait at a block it would jump over"),
    XRULE(.id = 825, .name = "cctl.ivall", .cat = XC_SYNC, .priority = 20,
          .opcode = "CCTL", .mods_all = "IVALL", .ops = "", .when = w_cctl_ivall,
          .pattern = "CCTL.IVALL",
          .out = "buffer_gl0_inv\nbuffer_gl1_inv",
          .flags = XRF_GUARDED,
          .why = "invalidates every line of the SM's L1 after a device fence; RDNA3's caches "
                 "in front of L2 are L0 (per CU) and L1 (per shader array)"),
};
const size_t xrules_ctrl_n = sizeof xrules_ctrl / sizeof xrules_ctrl[0];
