/* xlate_rules_ctrl.c - control flow, calls and reconvergence.
 *
 * See "divergence" in xlate.c for the model: a lane that branches forward
 * waits at the target block in a pending mask, a lane that branches back
 * runs the loop again at once, and lanes join at each block's label.  The
 * rules here move lanes between EXEC and the pending masks.
 */
#include "xlate_int.h"

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
    return guarded(in) && in->guard != SASS_PT && !in->guard_uniform;
}

static const char *ex(struct xctx *x) { return x->wave == 64 ? "exec" : "exec_lo"; }

/* scratch pair k as a lane mask */
static void tmask(struct xctx *x, int k, char *b, size_t n)
{
    int s = x->stemp + 2 * k;
    if (x->wave == 64) snprintf(b, n, "s[%d:%d]", s, s + 1);
    else snprintf(b, n, "s%d", s);
}

static void pmask(struct xctx *x, int p, char *b, size_t n)
{
    int s = x->pmap[p];
    if (x->wave == 64) snprintf(b, n, "s[%d:%d]", s, s + 1);
    else snprintf(b, n, "s%d", s);
}

static int emitf(struct xctx *x, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static int emitf(struct xctx *x, const char *fmt, ...)
{
    char t[192];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(t, sizeof t, fmt, ap);
    va_end(ap);
    return xemit_text(x, t);
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
    if (t < 0 || (guarded_ && x->pmap[in->guard] < 0))
        return -1;
    char take[32], stay[32], p[32];
    tmask(x, 0, take, sizeof take);
    tmask(x, 1, stay, sizeof stay);
    if (guarded_) {
        pmask(x, in->guard, p, sizeof p);
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
    if (x->pmap[in->guard] < 0)
        return -1;
    char p[32], t[96];
    pmask(x, in->guard, p, sizeof p);
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
    return bra_pred_operand(in) >= 0 && (!guarded(in) || (in->guard != SASS_PT && !in->guard_uniform));
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

/* MOV Rn, 32@lo(...) and friends: return-address set-up for a CALL. */
const struct xrule xrules_ctrl[] = {
    XRULE(800, "bra.uniform", CONTROL, 20, "BRA", NULL, "DIV CONV U", "l", w_plain,
          "BRA target", NULL, e_bra, XRF_GUARDED,
          "an unpredicated branch is taken by every active lane: a back edge is a plain "
          "s_branch; a forward one parks the lanes at the target (pending mask) so that "
          "lanes waiting in between still run first and reconverge there"),
    XRULE(801, "bra.divergent", CONTROL, 20, "BRA", NULL, "DIV CONV U", "l", w_guarded,
          "@P BRA target", NULL, e_bra_guarded, XRF_GUARDED,
          "SASS threads branch one by one; a wave has one program counter, so the lanes "
          "where P holds are split off: forward, they wait at the target while the others "
          "go on (EXEC &= ~taken); backward, they loop now while the others wait after the loop"),
    XRULE(802, "exit", CONTROL, 20, "EXIT", NULL, NULL, "", w_plain,
          "EXIT", NULL, e_exit, XRF_GUARDED,
          "a thread's EXIT ends only the active lanes: the wave continues while lanes wait "
          "at later blocks, and ends (s_endpgm) at the end of the code"),
    XRULE(803, "exit.guarded", CONTROL, 20, "EXIT", NULL, NULL, "", w_guarded,
          "@P EXIT", NULL, e_exit_guarded, XRF_GUARDED,
          "a predicated EXIT removes its lanes from EXEC; when none is left the wave skips "
          "to the next block that has waiting lanes"),
    XRULE(804, "bssy", CONTROL, 20, "BSSY", NULL, NULL, "*l", w_plain,
          "BSSY Bn, target", NULL, e_nothing, XRF_GUARDED,
          "BSSY names where diverged threads must reconverge; here lanes rejoin at that "
          "block's label by construction (pending masks), so nothing is emitted"),
    XRULE(805, "bsync", CONTROL, 20, "BSYNC", NULL, NULL, "*", w_plain,
          "BSYNC Bn", NULL, e_nothing, XRF_GUARDED,
          "BSYNC waits for the threads named by BSSY; the block after it is a label where "
          "waiting lanes rejoin, so no instruction is needed"),
    XRULE(806, "warpsync", SYNC, 20, "WARPSYNC", NULL, NULL, NULL, w_warpsync_plain,
          "WARPSYNC mask", NULL, e_nothing, XRF_GUARDED,
          "Volta+ threads can be at different places and WARPSYNC gathers them; a wave's "
          "active lanes already execute in lockstep, and lanes that wait elsewhere rejoin "
          "at block labels"),
    XRULE(807, "call.rel", CONTROL, 20, "CALL", "REL", NULL, "l", w_plain,
          "CALL.REL.NOINC sub", NULL, e_call, XRF_GUARDED,
          "SASS calls a subroutine with a relative branch and keeps its return offset in "
          "a register; RDNA3 calls with s_swappc_b64, which puts the return address in an "
          "SGPR pair (the whole wave calls: return addresses are per wave)"),
    XRULE(808, "ret.rel", CONTROL, 20, "RET", "REL", NULL, NULL, w_plain,
          "RET.REL.NODEC Rn", NULL, e_ret, XRF_GUARDED,
          "the subroutine returns through the SGPR pair s_swappc_b64 filled (s_setpc_b64)"),
    XRULE(809, "bra.div", CONTROL, 20, "BRA", "DIV", NULL, "*l", w_bra_div,
          "BRA.DIV mask, target", NULL, e_bra_div, XRF_GUARDED | XRF_ANYMODS,
          "nvcc guards warp-synchronous code with a test for divergence; here lanes are "
          "diverged exactly when some wait at another block, so the test ORs the pending "
          "masks (EXEC opened fully to read every table lane) and branches as a wave"),
    XRULE(810, "bra.predicated-operand", CONTROL, 25, "BRA", NULL, "DIV CONV U", "pl", w_bra_pred_operand,
          "[@P] BRA [!]Q, target", NULL, e_bra_guarded, XRF_GUARDED,
          "a branch with a predicate operand is taken where the guard and that predicate "
          "both hold: the taken lanes are EXEC & guard & Q"),
    XRULE(811, "warpsync.collective", SYNC, 20, "WARPSYNC", "COLLECTIVE", NULL, "*l", w_plain,
          "WARPSYNC.COLLECTIVE Rmask, target", NULL, e_nothing, XRF_GUARDED,
          "the collective slow path gathers the threads of a diverged warp before a "
          "warp-synchronous call; the active lanes of a wave already run in lockstep"),
    XRULE(812, "endcollective", SYNC, 20, "ENDCOLLECTIVE", NULL, NULL, "", w_plain,
          "ENDCOLLECTIVE", NULL, e_nothing, XRF_GUARDED,
          "ends the collective region that WARPSYNC.COLLECTIVE opened; nothing to undo in "
          "lockstep lanes"),
    XRULE(813, "call.local.guarded", CONTROL, 25, "CALL", "REL", NULL, "l", w_guarded_local_call,
          "@P CALL.REL.NOINC .L_x (a local EXIT block)", NULL, e_bra_guarded, XRF_GUARDED,
          "nvcc reaches a shared EXIT block with a predicated call that never returns; "
          "the lanes where P holds branch there and the others go on"),
};
const size_t xrules_ctrl_n = sizeof xrules_ctrl / sizeof xrules_ctrl[0];
