/* emit_conv.c - the computed outputs of the convergence and indirect-flow
 * rules (the rows: conv.c, and BRA.CONV / BRA.DIV with a mask and the
 * indirect CALL in bra.c).
 *
 * The divergence model is the one of emit_ctrl.c and xlate.c: a lane that
 * goes to a later block waits there in a pending mask and joins at its
 * label; the wave runs the earliest block that has lanes.  SASS's
 * convergence barriers (B0..B15: BSSY, BSYNC, BREAK, BMOV) say where the
 * hardware makes threads wait; here waiting is the pending masks, so the
 * barriers themselves carry nothing.
 */
#include "xlate/rules/emit.h"
#include "xlate/rules/match.h"

#include <stdio.h>
#include <string.h>

#define emitf xemitf
#define ex xexec

/* scratch pair k as a lane mask */
static void tmask(struct xctx *x, int k, char *b, size_t n) { xmask(x, x->stemp + 2 * k, b, n); }

static int guard_sgpr(const struct xctx *x, const struct sass_insn *in)
{
    return in->guard_uniform ? x->upmap[in->guard] : x->pmap[in->guard];
}

/* The register operand k's VGPR ("v7"); -1 when it has none. */
static int vreg(struct xctx *x, const struct sass_insn *in, int k, char *b, size_t n)
{
    struct strbuf s;
    sb_init(&s);
    int bad = xemit_operand(x, in, k, 0, &s) != XR_OK || !s.s || s.s[0] != 'v';
    if (!bad)
        snprintf(b, n, "%s", s.s);
    sb_free(&s);
    return bad ? -1 : 0;
}

/* BMOV.32.CLEAR Rd, Bn (and BMOV.32 Rd, Bn): save a convergence barrier to
 * a register, the barrier cleared.  The saved value is only ever moved
 * back into a barrier (BMOV.32 Bn, Rs), which has nothing to restore here;
 * Rd gets 0, a defined value. */
enum xres xe_bmov_to_reg(struct xctx *x, const struct sass_insn *in)
{
    if (in->nops != 2 || in->ops[0].kind != SOP_REG || in->ops[1].kind != SOP_BAR)
        return XR_DECLINE;
    if (in->ops[0].reg == SASS_RZ)
        return XR_OK;
    char d[32];
    if (vreg(x, in, 0, d, sizeof d))
        return XR_DECLINE;
    return emitf(x, "v_mov_b32 %s, 0", d);
}

/* BRX Ra imm (*"BRANCH_TARGETS L0,L1,..."*): each thread jumps to
 * pc_next + Ra + imm, one of the listed labels (nvcc's switch tables: Ra
 * comes from a table of function-relative offsets in c[0x2], and imm is
 * minus the offset of the next instruction).  For every target T the
 * lanes whose Ra equals T - pc_next - imm take it: forward targets and
 * every backward one but the earliest park in their pending masks, and
 * the wave goes on at the next label, or, when some lanes go back, at the
 * earliest backward target with those lanes (running forward from there
 * it reaches the other labels and their lanes).  A guarded BRX with a
 * backward target is declined. */
enum xres xe_brx(struct xctx *x, const struct sass_insn *in)
{
    const struct mir_insn *m = &x->sf->mir.insns[x->cur_sass];
    if (in->nops < 2 || in->ops[0].kind != SOP_REG || in->ops[1].kind != SOP_IMM || !m->ntargets)
        return XR_DECLINE;
    int guarded = xm_has_guard(in);
    if (guarded && guard_sgpr(x, in) < 0)
        return XR_DECLINE;
    char r[32], take[32], lanes[32], p[32];
    if (vreg(x, in, 0, r, sizeof r))
        return XR_DECLINE;
    tmask(x, 0, take, sizeof take);
    tmask(x, 1, lanes, sizeof lanes);
    uint32_t next = in->offset + 16;    /* SASS instructions are 16 bytes */
    int64_t imm = in->ops[1].u.imm;
    /* the earliest backward target */
    int back = -1;
    for (unsigned k = 0; k < m->ntargets; k++) {
        int t = xctl_target_index(x, m->targets[k]);
        if (t < 0)
            return XR_DECLINE;
        if (m->targets[k] <= in->offset && (back < 0 || m->targets[k] < x->sf->insns[back].offset))
            back = t;
    }
    if (guarded && back >= 0)
        return xdecline(x, in, -1, "a guarded BRX with a target before it: the lanes that do not "
                        "jump would have to wait after it while the others run the earlier "
                        "block (not done)");
    /* the lanes that jump */
    if (guarded) {
        xmask(x, guard_sgpr(x, in), p, sizeof p);
        if (emitf(x, "%s%d %s, %s, %s", in->guard_neg ? "s_and_not1_b" : "s_and_b", x->wave, lanes,
                  ex(x), p))
            return XR_ERROR;
    } else if (emitf(x, "s_mov_b%d %s, %s", x->wave, lanes, ex(x))) {
        return XR_ERROR;
    }
    for (unsigned k = 0; k < m->ntargets; k++) {
        int t = xctl_target_index(x, m->targets[k]);
        if (t == back)
            continue;
        uint32_t v = (uint32_t)((int64_t)m->targets[k] - (int64_t)next - imm);
        if (emitf(x, "v_cmp_eq_u32_e64 %s, 0x%x, %s", take, v, r) ||
            emitf(x, "s_and_b%d %s, %s, %s", x->wave, take, take, lanes) ||
            xctl_pend_or(x, t, take))
            return XR_ERROR;
    }
    if (back >= 0) {
        uint32_t v = (uint32_t)((int64_t)x->sf->insns[back].offset - (int64_t)next - imm);
        if (emitf(x, "v_cmp_eq_u32_e64 %s, 0x%x, %s", take, v, r) ||
            emitf(x, "s_and_b%d %s, %s, %s", x->wave, ex(x), take, lanes))
            return XR_ERROR;
        return emitf(x, "s_branch %s", xctl_label(x, back));
    }
    if (guarded) {
        if (emitf(x, "s_and_not1_b%d %s, %s, %s", x->wave, ex(x), ex(x), lanes))
            return XR_ERROR;
        return emitf(x, "s_cbranch_execz %s", xctl_next_label(x, x->cur_sass));
    }
    if (emitf(x, "s_mov_b%d %s, 0", x->wave, ex(x)))
        return XR_ERROR;
    return emitf(x, "s_branch %s", xctl_next_label(x, x->cur_sass));
}

static int label_target(struct xctx *x, const struct sass_insn *in)
{
    for (int i = 0; i < in->nops; i++)
        if (in->ops[i].kind == SOP_LABEL && in->ops[i].u.target != UINT32_MAX)
            return xctl_target_index(x, in->ops[i].u.target);
    return -1;
}

/* [@P] BRA.DIV mask, target / BRA.CONV mask, target: the lanes running it
 * (EXEC, and the guard) go to target together when the threads of mask
 * are not all among them (DIV), or when they are (CONV).  mask is ~URZ
 * (the whole warp: a thread of it waits elsewhere when a pending mask is
 * not empty, as xe_bra_div tests) or a uniform register (VOTEU.ANY URn,
 * UPT, !P0 before it: the threads that go on), tested against the lanes
 * running it: (URn & ~(EXEC & guard)) != 0.  In wave64 each warp's half of the lane
 * mask is tested against that warp's copy of URn, a warp with no lane
 * here not counting; the wave goes one way for both warps (a diverged
 * warp makes it take the slow path, which is right for either). */
enum xres xe_bra_warpstate(struct xctx *x, const struct sass_insn *in)
{
    int t = label_target(x, in);
    int conv = sass_has_mod(in, "CONV");
    int guarded = xm_has_guard(in);
    if (t < 0 || in->nops != 2 || in->ops[0].kind != SOP_UREG || (guarded && guard_sgpr(x, in) < 0))
        return XR_DECLINE;
    int backward = x->sf->insns[t].offset <= in->offset;
    if (backward && guarded)
        return XR_DECLINE;
    const struct sass_operand *mo = &in->ops[0];
    int all = mo->reg == SASS_URZ && (mo->flags & SOF_INV);
    if (!all && (mo->reg == SASS_URZ || (mo->flags & SOF_INV) || x->umap[mo->reg] < 0))
        return XR_DECLINE;
    char lanes[32], any[32], tmp[32], save[32], p[32], skip[64];
    tmask(x, 0, lanes, sizeof lanes);
    tmask(x, 1, any, sizeof any);
    tmask(x, 2, tmp, sizeof tmp);
    tmask(x, 7, save, sizeof save);
    snprintf(skip, sizeof skip, ".Lws%d_%s%04x", x->fidx, conv ? "noconv" : "nodiv", in->offset);
    if (guarded) {
        xmask(x, guard_sgpr(x, in), p, sizeof p);
        if (emitf(x, "%s%d %s, %s, %s", in->guard_neg ? "s_and_not1_b" : "s_and_b", x->wave, lanes,
                  ex(x), p))
            return XR_ERROR;
    } else if (emitf(x, "s_mov_b%d %s, %s", x->wave, lanes, ex(x))) {
        return XR_ERROR;
    }
    /* any != 0: diverged */
    if (all) {
        if (emitf(x, "s_mov_b%d %s, 0", x->wave, any))
            return XR_ERROR;
        if (x->npend) {
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
    } else {
        int lo = x->umap[mo->reg], hi = x->wave == 64 && x->uhi[mo->reg] >= 0 ? x->uhi[mo->reg] : lo;
        /* tested against the lanes running it: under a guard those are
         * EXEC & guard, apart from the lanes the guard leaves out
         * (R2UR P, URZ, Ra splits a warp so: excl_tile16_vote) */
        if (x->wave == 32) {
            if (emitf(x, "s_and_not1_b32 %s, s%d, %s", any, lo, lanes))
                return XR_ERROR;
        } else {
            int a = x->stemp + 2, l = x->stemp;   /* the pairs any, lanes */
            if (emitf(x, "s_and_not1_b32 s%d, s%d, s%d", a, lo, l) ||
                emitf(x, "s_and_not1_b32 s%d, s%d, s%d", a + 1, hi, l + 1) ||
                /* a warp with no lane here does not run it */
                emitf(x, "s_cmp_eq_u32 s%d, 0", l) || emitf(x, "s_cselect_b32 s%d, 0, s%d", a, a) ||
                emitf(x, "s_cmp_eq_u32 s%d, 0", l + 1) ||
                emitf(x, "s_cselect_b32 s%d, 0, s%d", a + 1, a + 1))
                return XR_ERROR;
        }
    }
    if (emitf(x, "s_cmp_lg_u%d %s, 0", x->wave, any) ||
        emitf(x, "%s %s", conv ? "s_cbranch_scc1" : "s_cbranch_scc0", skip))
        return XR_ERROR;
    /* taken: the lanes running it go to the target */
    if (backward) {
        if (emitf(x, "s_branch %s", xctl_label(x, t)))
            return XR_ERROR;
    } else if (xctl_pend_or(x, t, lanes) ||
               emitf(x, "s_and_not1_b%d %s, %s, %s", x->wave, ex(x), ex(x), lanes) ||
               emitf(x, "s_cbranch_execz %s", xctl_next_label(x, x->cur_sass))) {
        return XR_ERROR;
    }
    return xemit_line(x, XL_LABEL, skip) ? XR_ERROR : XR_OK;
}

/* CALL.REL.NOINC Rn `(f): a call through a function pointer.  Rn holds
 * the callee's offset from the start of f's section (nvcc's tables of
 * function pointers hold those offsets), and the callees are this
 * section's subroutines.  The lanes are sorted by callee first, into the
 * pending masks of the callees' entry labels (which the callee's label
 * merges into EXEC on entry: that is how a direct CALL's lanes arrive as
 * well), because the callee may overwrite Rn and every scratch register.
 * Then each callee that has lanes is called in turn with EXEC empty, and
 * the lanes it returns with wait at the return site (the next
 * instruction's label), where they all meet. */
enum xres xe_call_indirect(struct xctx *x, const struct sass_insn *in)
{
    if (in->nops < 1 || in->ops[0].kind != SOP_REG || xm_has_guard(in) ||
        (in->nops == 2 && in->ops[1].kind != SOP_IMM) || in->nops > 2)
        return XR_DECLINE;
    /* CALL Rn imm: the callee at pc_next + Rn + imm; CALL Rn `(f): at Rn */
    int64_t base = in->nops == 2 ? (int64_t)in->offset + 16 + in->ops[1].u.imm : 0;
    int ret = x->cur_sass + 1;
    if (ret >= (int)x->sf->ninsns || x->slot_of[ret] < 0)
        return XR_DECLINE;
    if (x->cstack)
        return xdecline(x, in, -1, "a call through a register where subroutines call (the call "
                        "stack): its lanes wait at the callees' entry labels, in the pending table "
                        "a stacked call empties");
    char r[32], take[32], w[32], ins[160];
    if (vreg(x, in, 0, r, sizeof r))
        return XR_DECLINE;
    tmask(x, 0, take, sizeof take);
    tmask(x, 1, w, sizeof w);
    int ncallees = 0;
    for (size_t j = 0; j < x->sf->nlabels; j++) {
        const struct sass_label *l = &x->sf->labels[j];
        if (!xctl_is_callee(l))
            continue;
        int t = xctl_target_index(x, l->offset);
        if (t < 0)
            return XR_DECLINE;
        if (emitf(x, "v_cmp_eq_u32_e64 %s, 0x%x, %s", take, (uint32_t)((int64_t)l->offset - base), r) ||
            xctl_pend_or(x, t, take))
            return XR_ERROR;
        ncallees++;
    }
    if (!ncallees)
        return XR_DECLINE;
    int s = x->stemp;       /* scratch pair 0: the callee's address */
    for (size_t j = 0; j < x->sf->nlabels; j++) {
        const struct sass_label *l = &x->sf->labels[j];
        if (!xctl_is_callee(l))
            continue;
        int t = xctl_target_index(x, l->offset);
        int k = x->pslot[t];     /* pendable: xctl_pend_or parked lanes there */
        char skip[64], pc[64];
        snprintf(skip, sizeof skip, ".Lws%d_nocall%04x_%04x", x->fidx, in->offset, l->offset);
        snprintf(pc, sizeof pc, ".Lws%d_pc%04x_%04x", x->fidx, in->offset, l->offset);
        /* no lane for this callee: skip the call */
        int lane = x->wave == 64 ? 2 * (k % 32) : k % 32;
        if (emitf(x, "v_readlane_b32 s%d, v%d, %d", s + 2, x->vpend + k / 32, lane) ||
            (x->wave == 64 && emitf(x, "v_readlane_b32 s%d, v%d, %d", s + 3, x->vpend + k / 32, lane + 1)) ||
            emitf(x, "s_cmp_eq_u%d %s, 0", x->wave, w) || emitf(x, "s_cbranch_scc1 %s", skip) ||
            emitf(x, "s_mov_b%d %s, 0", x->wave, ex(x)))
            return XR_ERROR;
        snprintf(ins, sizeof ins, "s_getpc_b64 s[%d:%d]", s, s + 1);
        if (xemit_text(x, ins) || xemit_line(x, XL_LABEL, pc))
            return XR_ERROR;
        if (emitf(x, "s_add_u32 s%d, s%d, %s-%s", s, s, xctl_label(x, t), pc) ||
            emitf(x, "s_addc_u32 s%d, s%d, 0", s + 1, s + 1) ||
            emitf(x, "s_swappc_b64 s[%d:%d], s[%d:%d]", x->sra, x->sra + 1, s, s + 1) ||
            xctl_pend_or(x, ret, ex(x)) || xemit_line(x, XL_LABEL, skip))
            return XR_ERROR;
    }
    return emitf(x, "s_mov_b%d %s, 0", x->wave, ex(x));
}

/* LDC Rd, c[0x2][Rn+off]: a switch's jump table, the kernel's own constant
 * bank 2 indexed per thread.  gfx11 has no constant banks: the bank is a
 * read-only copy in the code object (__ws_cbank2.<kernel>, as for constant
 * offsets) and the read a global load at its address plus the index. */
enum xres xe_ldc_table(struct xctx *x, const struct sass_insn *in)
{
    const struct sass_cbank *cb = NULL;
    for (int k = 0; k < in->nops && !cb; k++)
        if (in->ops[k].kind == SOP_CBANK)
            cb = &in->ops[k].u.cb;
    if (!cb || cb->bank != 2 || cb->reg < 0 || cb->reg == SASS_RZ || cb->reg_is_ureg)
        return XR_DECLINE;
    int wide = sass_has_mod(in, "64"), base = xslot_bank_base(x, 2), v = x->vmap[cb->reg];
    long long off = cb->offset;
    char t[192];
    int n = 0;
    if (base < 0 || v < 0)
        return XR_DECLINE;
    if (off < -4096 || off > 4095) {    /* a global offset is signed 13 bits (gfx11) */
        n = snprintf(t, sizeof t, "v_add_nc_u32_e64 v%d, 0x%x, v%d\n", x->vtemp,
                     (unsigned)(uint32_t)off, v);
        v = x->vtemp;
        off = 0;
    }
    snprintf(t + n, sizeof t - (size_t)n, "global_load_%s %s, v%d, s[%d:%d]", wide ? "b64" : "b32",
             wide ? "$0:64" : "$0", v, base, base + 1);
    if (off)
        snprintf(t + strlen(t), sizeof t - strlen(t), " offset:%lld", off);
    return xemit_template(x, in, t);
}
