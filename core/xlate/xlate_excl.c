/* xlate_excl.c - WARPSYNC.EXCLUSIVE Rmask: a loop over the groups of lanes
 * that share a mask.
 *
 * nvcc writes a cooperative-groups tile smaller than a warp, or a coalesced
 * group, as
 *
 *     WARPSYNC.EXCLUSIVE R6        R6: each thread's group mask
 *     REDUX.SUM UR6, R2            per group: UR6 is the group's sum
 *     MOV R3, UR6                  each thread takes its group's value
 *
 * Under EXCLUSIVE the threads of each distinct mask run the uniform
 * instructions that follow apart, so a UR holds one group's value until it
 * is copied to a vector register.  A wave runs its lanes together; the
 * translation runs the region once per group instead, with EXEC the lanes
 * of that group:
 *
 *     save = EXEC, left = EXEC
 *   loop:
 *     lane = first lane of left; m = Rmask in that lane
 *     EXEC = lanes of left whose Rmask is m (wave64: in that lane's warp,
 *            as the other warp's masks name other threads)
 *     left &= ~EXEC
 *     ... the region ...
 *     EXEC = left; loop while left != 0
 *   EXEC = save
 *
 * The region is straight-line code after the WARPSYNC.EXCLUSIVE, up to its
 * last warp-collective instruction (REDUX, VOTE, VOTEU: one group's lanes
 * take part) or the last instruction after which a UR or UP written in it
 * is live (read on some path before being written again; calls are
 * followed, and at RET every call site's next instruction), whichever is
 * later.  The straight-line code ends before a branch target, a branch,
 * call, return or exit, a convergence barrier (BSSY, BSYNC), another
 * WARPSYNC, a barrier (BAR), a shuffle or MATCH (they read lanes of other
 * groups); if a UR or UP written since the WARPSYNC.EXCLUSIVE is still live
 * there the rule declines and says where.  With no collective instruction
 * and no uniform register written before that point nothing needs running
 * apart and nothing is emitted (as WARPSYNC). */
#include "xlate_int.h"
#include "base/fmt.h"

#include <stdlib.h>
#include <string.h>

struct uset { uint64_t ur; uint8_t up; };

static void uset_add(struct uset *u, const struct reg_ref *r, int n)
{
    for (int k = 0; k < n; k++)
        for (int j = 0; j < r[k].count; j++) {
            int q = r[k].index + j;
            if (r[k].cls == RC_UGPR && q < 63)
                u->ur |= 1ull << q;
            else if (r[k].cls == RC_UPRED && q < 7)
                u->up |= (uint8_t)(1u << q);
        }
}

/* does a reference of r (n of them) name register q of class cls? */
static int refs(const struct reg_ref *r, int n, int cls, int q)
{
    for (int k = 0; k < n; k++)
        if (r[k].cls == cls && q >= r[k].index && q < r[k].index + r[k].count)
            return 1;
    return 0;
}

/* Is register q of class cls read, on some path from instruction `from`,
 * before an unguarded write?  Calls are followed into the callee and past
 * the call; a RET goes on after every call of the function; a jump through
 * a register with no known target counts as a read. */
static int live_from(const struct sass_function *f, size_t from, int cls, int q, uint8_t *seen,
                     size_t *stack)
{
    const struct mir_func *mf = &f->mir;
    size_t n = f->ninsns, sp = 0;
    memset(seen, 0, n);
    if (from < n)
        stack[sp++] = from;
    while (sp) {
        size_t j = stack[--sp];
        if (seen[j])
            continue;
        seen[j] = 1;
        const struct mir_insn *m = &mf->insns[j];
        if (refs(m->uses, m->nuses, cls, q))
            return 1;
        if (!m->guarded && refs(m->defs, m->ndefs, cls, q))
            continue;
#define PUSH(k)                                                                                    \
    do {                                                                                           \
        long k_ = (long)(k);                                                                       \
        if (k_ >= 0 && (size_t)k_ < n && !seen[k_] && sp < 2 * n)                                   \
            stack[sp++] = (size_t)k_;                                                              \
    } while (0)
        switch (m->flow) {
        case FLOW_NONE:
            PUSH(j + 1);
            break;
        case FLOW_JUMP:
        case FLOW_INDIRECT:
            if (!m->ntargets)
                return 1;
            for (unsigned t = 0; t < m->ntargets; t++)
                PUSH(mir_find_offset(mf, m->targets[t]));
            if (m->conditional)
                PUSH(j + 1);
            break;
        case FLOW_CALL:
            if (m->abi_call || m->reg_call || !m->ntargets)
                return 1;       /* a device function may read any UR */
            PUSH(mir_find_offset(mf, m->targets[0]));
            PUSH(j + 1);
            break;
        case FLOW_RET:
            for (size_t c = 0; c < n; c++)
                if (mf->insns[c].flow == FLOW_CALL)
                    PUSH(c + 1);
            if (m->conditional)
                PUSH(j + 1);
            break;
        case FLOW_EXIT:
        case FLOW_TRAP:
        default:
            if (m->conditional)
                PUSH(j + 1);
            break;
        }
#undef PUSH
    }
    return 0;
}

static const char *const stop_ops[] = { "BSSY", "BSYNC", "WARPSYNC", "BAR", "SHFL", "MATCH",
                                        "BMOV", "NANOSLEEP", NULL };
static const char *const coll_ops[] = { "REDUX", "CREDUX", "VOTE", "VOTEU", NULL };

static int op_in(const char *op, const char *const *l)
{
    for (int k = 0; l[k]; k++)
        if (!strcmp(op, l[k]))
            return 1;
    return 0;
}

/* Is a UR or UP of u live after instruction i? */
static int uset_live(const struct sass_function *f, size_t i, const struct uset *u, uint8_t *seen,
                     size_t *stack)
{
    for (int q = 0; q < 63; q++)
        if (((u->ur >> q) & 1) && live_from(f, i + 1, RC_UGPR, q, seen, stack))
            return 1;
    for (int q = 0; q < 7; q++)
        if (((u->up >> q) & 1) && live_from(f, i + 1, RC_UPRED, q, seen, stack))
            return 1;
    return 0;
}

/* The last instruction of the region of the WARPSYNC.EXCLUSIVE at w, or w
 * when nothing after it needs the groups apart (no warp-collective
 * instruction and no UR or UP written before the straight-line code ends),
 * or -1 with why.  The straight-line code after w ends before a branch
 * target, a branch, call, return or exit, or one of stop_ops; the region
 * is its prefix up to the last warp-collective instruction (REDUX, VOTE,
 * VOTEU) or the last one after which a UR or UP written since w is live.
 * targets[i]: instruction i is a branch target (>= 0), NULL none known. */
long xexcl_region(const struct sass_function *f, const int32_t *targets, size_t w, char *why,
                  size_t len)
{
    size_t n = f->ninsns;
    uint8_t *seen = malloc(n + 1);
    size_t *stack = malloc(sizeof *stack * (2 * n + 1));
    long end = (long)w;
    struct uset u = { 0, 0 };
    if (!seen || !stack) {
        fmt_snprintf(why, len, "out of memory");
        end = -1;
    }
    for (size_t i = w + 1; end >= 0 && i < n; i++) {
        const struct sass_insn *in = &f->insns[i];
        const struct mir_insn *m = &f->mir.insns[i];
        const char *stop = targets && targets[i] >= 0 ? "a branch target"
                           : m->flow != FLOW_NONE || op_in(in->opcode, stop_ops) ? in->opcode
                                                                                 : NULL;
        if (stop) {
            if (end > (long)w && uset_live(f, i - 1, &u, seen, stack)) {
                fmt_snprintf(why, len, "%s at /*%04x*/ while a uniform register written since the "
                             "WARPSYNC.EXCLUSIVE is live: the groups cannot be run apart past it",
                             stop, in->offset);
                end = -1;
            }
            break;
        }
        /* i belongs to the region when it is collective, or when a UR or UP
         * written before it is live (i or a later one reads it) */
        if (op_in(in->opcode, coll_ops) || ((u.ur || u.up) && uset_live(f, i - 1, &u, seen, stack)))
            end = (long)i;
        uset_add(&u, m->defs, m->ndefs);
        if (i + 1 == n && end > (long)w && uset_live(f, i, &u, seen, stack)) {
            fmt_snprintf(why, len, "the function ends while a uniform register written since the "
                         "WARPSYNC.EXCLUSIVE is live");
            end = -1;
        }
    }
    free(seen);
    free(stack);
    return end;
}

/* The loop's head, at the WARPSYNC.EXCLUSIVE: x->excl_end is then the
 * instruction after which xexcl_close closes it. */
enum xres xexcl_open(struct xctx *x, const struct sass_insn *in)
{
    char why[200], t[400], lbl[48], e[24], l[24], g[24];
    size_t w = (size_t)(in - x->sf->insns);
    if (x->xexcl < 0 || x->excl_end >= 0 || w >= x->sf->ninsns)
        return xdecline(x, in, -1, "no loop state for it (a second region open)");
    long end = xexcl_region(x->sf, x->slot_of, w, why, sizeof why);
    if (end < 0)
        return xdecline(x, in, -1, "%s", why);
    if (end == (long)w)     /* nothing to run apart: as WARPSYNC */
        return xemit_line(x, XL_COMMENT, "no warp-collective or uniform instruction before the "
                                         "straight-line code ends: nothing to run per group")
                   ? XR_ERROR : XR_OK;
    int W = x->wave, lane = x->stemp + 6, val = x->stemp + 7, G = x->stemp + 4;
    int L = x->xexcl + (W == 64 ? 2 : 1);
    xmask(x, x->xexcl, e, sizeof e);
    xmask(x, L, l, sizeof l);
    xmask(x, G, g, sizeof g);
    fmt_snprintf(lbl, sizeof lbl, ".Lws%d_excl%04x", x->fidx, in->offset);
    if (xemitf(x, "s_mov_b%d %s, %s", W, e, xexec(x)) || xemitf(x, "s_mov_b%d %s, %s", W, l, xexec(x)) ||
        xemitf(x, "s_cmp_eq_u%d %s, 0", W, l) || xemitf(x, "s_cbranch_scc1 %s_end", lbl) ||
        xemit_line(x, XL_LABEL, lbl) || xemit_line(x, XL_COMMENT, XEXCL_HEAD_NOTE) ||
        xemitf(x, "s_ctz_i32_b%d s%d, %s", W, lane, l) ||
        xemitf(x, "s_mov_b%d %s, %s", W, xexec(x), l))
        return XR_ERROR;
    fmt_snprintf(t, sizeof t, "v_readlane_b32 s%d, $0, s%d\nv_cmp_eq_u32_e64 %s, s%d, $0", val, lane, g,
                 val);
    enum xres rc = xemit_template(x, in, t);
    if (rc)
        return rc;
    if (W == 64 &&      /* the warp of that lane only */
        (xemitf(x, "s_cmp_lt_u32 s%d, 32", lane) || xemitf(x, "s_cselect_b32 s%d, 0, s%d", G + 1, G + 1) ||
         xemitf(x, "s_cselect_b32 s%d, s%d, 0", G, G)))
        return XR_ERROR;
    if (xemitf(x, "s_mov_b%d %s, %s", W, xexec(x), g) || xemitf(x, "s_and_not1_b%d %s, %s, %s", W, l, l, g))
        return XR_ERROR;
    x->excl_at = (int)w;
    x->excl_end = (int)end;
    return XR_OK;
}

/* The loop's tail after instruction i, the region's last: the next group,
 * or EXEC as it was before the WARPSYNC.EXCLUSIVE. */
enum xres xexcl_tail(struct xctx *x)
{
    char lbl[48], end[56], e[24], l[24];
    int W = x->wave;
    const struct sass_insn *at = &x->sf->insns[x->excl_at];
    xmask(x, x->xexcl, e, sizeof e);
    xmask(x, x->xexcl + (W == 64 ? 2 : 1), l, sizeof l);
    fmt_snprintf(lbl, sizeof lbl, ".Lws%d_excl%04x", x->fidx, at->offset);
    fmt_snprintf(end, sizeof end, "%s_end", lbl);
    x->excl_at = x->excl_end = -1;
    if (xemit_line(x, XL_COMMENT, XEXCL_TAIL_NOTE) ||
        xemitf(x, "s_mov_b%d %s, %s", W, xexec(x), l) || xemitf(x, "s_cmp_lg_u%d %s, 0", W, l) ||
        xemitf(x, "s_cbranch_scc1 %s", lbl) || xemit_line(x, XL_LABEL, end) ||
        xemitf(x, "s_mov_b%d %s, %s", W, xexec(x), e))
        return XR_ERROR;
    return XR_OK;
}
