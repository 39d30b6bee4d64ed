/* xlate_abi.c - the kernel ABI: register files, kernel arguments, ids,
 * kernel descriptor.
 *
 * SASS has one per-thread register file (R), a uniform file (UR) and
 * predicates; RDNA3 has VGPRs (per lane), SGPRs (per wave) and lane masks in
 * SGPRs.  R maps to VGPRs, UR to SGPRs, each predicate to a lane-mask SGPR
 * (a pair in wave64).  Only registers the function uses get one, in order,
 * so the counts follow what the code needs rather than the SASS numbering.
 * v0 keeps the packed work-item ids the hardware puts there.
 */
#include "xlate_int.h"
#include "base/fmt.h"
#include "analysis/live.h"

#include <stdlib.h>

#include <stdio.h>
#include <string.h>

static void mark(uint8_t *used, int n, int idx, int count)
{
    for (int i = 0; i < count && idx + i < n; i++)
        used[idx + i] = 1;
}

/* The local-memory frame: nvcc loads the stack pointer into R1 from
 * c[0x0][0x28] and allocates the frame by moving it down (IADD3/VIADD R1,
 * R1, -N); LDL/STL address [R1+off].  On RDNA3 each lane has a private
 * scratch segment starting at 0, so the stack pointer starts at N and the
 * frame occupies scratch [0, N). */
/* Is opcode a the word b?  (Short words, every instruction: no call.) */
static int op_is(const char *a, const char *b)
{
    while (*a && *a == *b)
        a++, b++;
    return *a == *b;
}

static void find_frame(struct xctx *x)
{
    x->frame = 0;
    x->uses_scratch = 0;
    for (size_t i = 0; i < x->sf->ninsns; i++) {
        const struct sass_insn *in = &x->sf->insns[i];
        char c = in->opcode[0];
        if ((c == 'L' || c == 'S') && (op_is(in->opcode, "LDL") || op_is(in->opcode, "STL")))
            x->uses_scratch = 1;
        if (c != 'I' && c != 'V')
            continue;
        /* the 32-bit immediate as signed: VIADD prints -0x40 as 0xffffffc0 */
        int64_t k = in->nops >= 3 && in->ops[2].kind == SOP_IMM ? (int64_t)(int32_t)in->ops[2].u.imm : 0;
        if (in->nops >= 3 &&
            in->ops[0].kind == SOP_REG && in->ops[0].reg == 1 &&
            in->ops[1].kind == SOP_REG && in->ops[1].reg == 1 &&
            k < 0 && -k > x->frame &&
            (op_is(in->opcode, "IADD3") || op_is(in->opcode, "VIADD") || op_is(in->opcode, "IADD")))
            x->frame = (int)-k;
    }
}

/* ---- VGPR assignment from liveness -------------------------------------
 * Two R registers that are never live at the same instruction can share a
 * VGPR: values are per lane, and a lane's liveness follows its own path
 * (lanes parked at another block keep their values in their own lanes).
 * Registers used together as a pair or quad form one unit that gets
 * consecutive VGPRs.  At an instruction, everything it reads, writes and
 * keeps live conflicts (a template may write its destination before its
 * last read).  Units are colored first-fit in order of first appearance.
 * Functions with a CALL or RET keep the compacted numbering, since the
 * call ABI passes arguments in registers that liveness does not connect
 * to the callee.  That takes in calls out of the module too (CALL.ABS:
 * vprintf, __assertfail): such a call reads its argument registers (R4
 * up), which SASS liveness (nvdisasm's convention, live.c rule 7) counts
 * as dead at their writes, so sharing VGPRs by that liveness could
 * overwrite an argument before the call. */
#define XU_WORDS 4      /* 256 units / 64 */
#define XU_USED 1       /* used[k]: Rk is used */
#define XU_JOINED 2     /* used[k]: Rk is in a pair or quad with R(k-1) */

/* The units of the used registers (used[k] & XU_USED; XU_JOINED: k is
 * in one pair or quad with k - 1): base[k] the first register of k's
 * unit, size[base] the registers in it, 0 for a register that starts no
 * unit.  A unit is a run of registers that pairs and quads join, overlapping
 * ones included (R4.64 and R5.64 make R4..R6 one unit). */
static void gpr_units(const uint8_t *used, int *base, int *size)
{
    for (int k = 0; k < 256; k++)
        size[k] = 0;
    for (int k = 0; k < 255; k++)
        if (used[k]) {
            int r = k && (used[k] & XU_JOINED) ? base[k - 1] : k;
            base[k] = r;
            size[r] = k - r + 1;
        }
}

/* Which units are live together (conf[r]: the units live at some
 * instruction with unit r, r's own bit included) and where each first
 * becomes live (first[r], INT32_MAX never), from liveness li.  Two units
 * are live together where a register of one and a register of the other
 * are, and a unit first becomes live where its first register does: so
 * the walk goes over registers, and the units come from them at the end.
 * Returns -1 without memory. */
static int gpr_conflicts(const struct live_info *li, const uint8_t *used, const int *base,
                         uint64_t (*conf)[XU_WORDS], int *first)
{
    /* Two registers are live together when both are at one instruction.
     * Walking forward, a pair live together at i was live together since
     * some j where one of them became live (or j = 0): so it is enough to
     * record, for each register that becomes live, everything live with
     * it there, and to make the relation symmetric at the end. */
    if (li->base[LIVE_GPR])
        return -1;
    uint64_t (*rconf)[XU_WORDS] = calloc(256, sizeof *rconf);
    if (!rconf)
        return -1;
    int rfirst[256];
    for (int k = 0; k < 256; k++)
        rfirst[k] = first[k] = INT32_MAX;
    /* The GPRs are the first class (live.h): bits 0 .. end-1 of a set, in
     * its first nw words; what else those words hold drops at the end. */
    unsigned gs = li->size[LIVE_GPR], end = gs < 255 ? gs : 255, nw = (end + 63) / 64;
    /* one word of the sets at a time: what becomes live in it is its
     * bits clear in the set before */
    for (unsigned w = 0; w < nw; w++) {
        const uint64_t *g = li->live;
        uint64_t prev = 0;
        for (size_t i = 0; i < li->n; i++, g += li->words) {
            for (uint64_t m = g[w] & ~prev; m; m &= m - 1) {
                int r = w * 64 + __builtin_ctzll(m);
                if ((int)i < rfirst[r])
                    rfirst[r] = (int)i;
                for (unsigned v = 0; v < nw; v++)
                    rconf[r][v] |= g[v];
            }
            prev = g[w];
        }
    }
    /* the units of the used registers: the bits above end (other classes
     * in a full set) and registers nothing names (R1's bit, rule 5) drop */
    uint64_t usedm[XU_WORDS] = { 0 };
    for (unsigned k = 0; k < end; k++)
        if (used[k])
            usedm[k / 64] |= 1ull << (k % 64);
    for (unsigned k = 0; k < end; k++) {
        if (!used[k])
            continue;
        int r = base[k];
        if (rfirst[k] < first[r])
            first[r] = rfirst[k];
        for (unsigned w = 0; w < nw; w++)
            for (uint64_t m = rconf[k][w] & usedm[w]; m; m &= m - 1) {
                int q = base[w * 64 + __builtin_ctzll(m)];
                conf[r][q / 64] |= 1ull << (q % 64);
            }
    }
    free(rconf);
    for (int r = 0; r < 256; r++)
        for (int w = 0; w < XU_WORDS; w++)
            for (uint64_t m = conf[r][w]; m; m &= m - 1) {
                int q = w * 64 + __builtin_ctzll(m);
                conf[q][r / 64] |= 1ull << (r % 64);
            }
    return 0;
}

/* Whether unit r fits at VGPR b: no unit it conflicts with that has its
 * VGPRs (lo[q] >= 0) holds one of b .. b + size[r] - 1. */
static int gpr_fits(const int *size, uint64_t (*conf)[XU_WORDS], const int *lo, int r, int b)
{
    for (int w = 0; w < XU_WORDS; w++)
        for (uint64_t m = conf[r][w]; m; m &= m - 1) {
            int q = w * 64 + __builtin_ctzll(m);
            if (q != r && lo[q] >= 0 && b < lo[q] + size[q] && lo[q] < b + size[r])
                return 0;
        }
    return 1;
}

#define XV_WORDS 8      /* VGPRs 0 .. 511 in a set of those taken */

/* Whether VGPRs b .. b + n - 1 (below XV_WORDS * 64) are all clear in set t. */
static int vgprs_clear(const uint64_t *t, int b, int n)
{
    for (int v = b; v < b + n; v++)
        if ((t[v / 64] >> (v % 64)) & 1)
            return 0;
    return 1;
}

/* Each unit's first VGPR in lo[] (from 1), first-fit in order of first
 * appearance (never-live units, written and never read, last); returns
 * the first VGPR after them all.  The VGPRs that a unit's conflicting
 * units hold are gathered once into a set (those below XV_WORDS * 64),
 * and each start is tried against it; a start whose registers reach past
 * the set is tried against the units themselves. */
static int gpr_first_fit(const int *size, uint64_t (*conf)[XU_WORDS], const int *first, int *lo)
{
    int order[256], n = 0;
    for (int r = 0; r < 256; r++)
        if (size[r])
            order[n++] = r;
    for (int a = 1; a < n; a++)
        for (int b = a; b > 0 && first[order[b]] < first[order[b - 1]]; b--) {
            int t = order[b];
            order[b] = order[b - 1];
            order[b - 1] = t;
        }
    int top = 1;
    for (int r = 0; r < 256; r++)
        lo[r] = -1;
    for (int a = 0; a < n; a++) {
        int r = order[a];
        uint64_t taken[XV_WORDS] = { 0 };
        for (int w = 0; w < XU_WORDS; w++)
            for (uint64_t m = conf[r][w]; m; m &= m - 1) {
                int q = w * 64 + __builtin_ctzll(m);
                if (q != r && lo[q] >= 0)
                    for (int v = lo[q]; v < lo[q] + size[q] && v < XV_WORDS * 64; v++)
                        taken[v / 64] |= 1ull << (v % 64);
            }
        int b = 1;
        while (!(b + size[r] <= XV_WORDS * 64 ? vgprs_clear(taken, b, size[r]) :
                 gpr_fits(size, conf, lo, r, b)))
            b++;
        lo[r] = b;
        if (lo[r] + size[r] > top)
            top = lo[r] + size[r];
    }
    return top;
}

/* The function has no CALL or RET (xabi_map_registers sees to it). */
int xabi_color_gprs(struct xctx *x, const uint8_t *used)
{
    const struct mir_func *mf = &x->sf->mir;
    int base[256], size[256];
    gpr_units(used, base, size);
    /* the caller's liveness of this function, else the GPRs' computed here.
     * The convention needs no other function of the module: what it takes
     * from them (live.c rule 7) reaches CALL and RET only, and a function
     * with either is not coloured. */
    const struct live_info *given = x->r->opts.live ? x->r->opts.live[x->fidx] :
                                    x->r->ahead ? xahead_live(x->r->ahead, (size_t)x->fidx) : NULL;
    struct live_info *own = NULL;
    if (!given || given->f != mf || given->n != mf->n || given->isa != LIVE_ISA_SASS ||
        !given->alloc) {
        struct live_conv conv;
        live_conv_sass_init(&conv);
        conv.alloc = 1;         /* colouring: no kill that may not happen */
        if (live_compute_gprs(mf, &conv, &own, NULL))
            return -1;
        given = own;
    }
    uint64_t (*conf)[XU_WORDS] = calloc(256, sizeof *conf);
    if (!conf) {
        live_free(own);
        return -1;
    }
    int first[256], lo[256];
    int bad = gpr_conflicts(given, used, base, conf, first);
    live_free(own);
    if (bad) {
        free(conf);
        return -1;
    }
    int top = gpr_first_fit(size, conf, first, lo);
    free(conf);
    for (int k = 0; k < 255; k++)
        if (used[k])
            x->vmap[k] = (int16_t)(lo[base[k]] + (k - base[k]));
    return top;
}

/* ---- the call stack ----------------------------------------------------------
 * A call is s_swappc_b64 into one SGPR pair (x->sra), and the lanes that
 * wait at a subroutine's blocks wait in one pending mask per label: right
 * for one activation at a time.  When a subroutine calls (itself, or
 * another), each call first pushes a record of what the callee would
 * overwrite and pops it at the return site: the return address (x->sra),
 * EXEC, and the whole pending table, which the callee then starts empty
 * (the caller's waiting lanes are not the callee's).  The records are a
 * per-wave stack in scratch (stored from every lane: the same value in
 * each), addressed by the SGPR x->csp, after the local stack and the VGPR
 * spill slots.  The registers of NVIDIA's calling convention (R16.., the
 * return offset, the predicates the callee keeps in R registers) are
 * saved by the SASS itself, with STL/LDL on its local stack below R1.
 * That stack gets the kernel's own frames plus CUDA's default per-thread
 * stack size (cudaLimitStackSize, 1 KiB) for the calls: c[0x0][0x28]
 * starts R1 there.  With F bytes of the largest subroutine frame (at
 * least 16), 1024 / F calls fit (21 for recursive_walk's 48 bytes), and
 * records for as many follow; a call past that depth traps (s_trap 2,
 * s_endpgm) before it stores anything. */
#define X_CSTACK_CALL_BYTES 1024

/* calls: the function has a CALL (else no scan for nested ones). */
static void plan_call_stack(struct xctx *x, int calls)
{
    x->cstack = calls && xctl_nested_calls(x->sf);
    x->csp = x->cs_base = x->cs_rec = x->cs_depth = 0;
    if (!x->cstack)
        return;
    uint32_t first = UINT32_MAX;
    for (size_t j = 0; j < x->sf->nlabels; j++)
        if (xctl_is_callee(&x->sf->labels[j]) && x->sf->labels[j].offset < first)
            first = x->sf->labels[j].offset;
    /* the kernel's frames (all its R1 decrements: no assumption on how
     * they nest), the largest subroutine frame */
    int fk = 0, fc = 16;
    for (size_t i = 0; i < x->sf->ninsns; i++) {
        const struct sass_insn *in = &x->sf->insns[i];
        char c = in->opcode[0];
        int64_t k = in->nops >= 3 && in->ops[2].kind == SOP_IMM ? (int64_t)(int32_t)in->ops[2].u.imm : 0;
        if ((c == 'I' || c == 'V') && in->nops >= 3 && k < 0 && k > -0x100000 &&
            in->ops[0].kind == SOP_REG && in->ops[0].reg == 1 &&
            in->ops[1].kind == SOP_REG && in->ops[1].reg == 1 &&
            (op_is(in->opcode, "IADD3") || op_is(in->opcode, "VIADD") || op_is(in->opcode, "IADD"))) {
            if (in->offset < first)
                fk += (int)-k;
            else if (-k > fc)
                fc = (int)-k;
        }
    }
    x->cs_depth = X_CSTACK_CALL_BYTES / fc;
    x->frame = (fk + X_CSTACK_CALL_BYTES + 15) & ~15;
    x->uses_scratch = 1;
    /* return address, EXEC (a pair in wave64), the pending table */
    x->cs_rec = 4 * (2 + x->wave / 32 + (x->npend + 31) / 32);
}

/* The registers that operands r[0..n) name, in g (R), u (UR), p and up;
 * in g with XU_USED, and XU_JOINED for each register of a pair or quad
 * after its first (the colouring's units). */
static inline void mark_refs(const struct reg_ref *r, unsigned n, uint8_t *g, uint8_t *u,
                             uint8_t *p, uint8_t *up)
{
    for (unsigned k = 0; k < n; k++, r++)
        switch (r->cls) {
        case RC_GPR:
            if (r->count == 1 && r->index < 256) {     /* most: no pair or quad */
                g[r->index] |= XU_USED;
                break;
            }
            if (r->index < 256 && r->count)
                g[r->index] |= XU_USED;
            for (int j = r->index + 1; j < r->index + r->count && j < 256; j++)
                g[j] |= j < 255 ? XU_USED | XU_JOINED : XU_USED;
            break;
        case RC_UGPR: mark(u, 64, r->index, r->count); break;
        case RC_PRED: mark(p, 8, r->index, 1); break;
        case RC_UPRED: mark(up, 8, r->index, 1); break;
        default: break;
        }
}

/* Does a WARPSYNC of f need the loop over its masks (xlate_excl.c)? */
static int excl_loop(const struct sass_function *f)
{
    for (size_t i = 0; i < f->ninsns; i++) {
        const struct sass_insn *in = &f->insns[i];
        if (in->opcode[0] == 'W' && !strcmp(in->opcode, "WARPSYNC") &&
            (sass_has_mod(in, "EXCLUSIVE") ||
             (sass_has_mod(in, "COLLECTIVE") && in->nops >= 1 && in->ops[0].kind == SOP_REG)))
            return 1;
    }
    return 0;
}

void xabi_map_registers(struct xctx *x)
{
    uint8_t g[256] = { 0 }, u[64] = { 0 }, p[8] = { 0 }, up[8] = { 0 };
    const struct mir_func *mf = &x->sf->mir;
    unsigned flows = 0;         /* the flow kinds of its instructions, a bit each */
    for (size_t i = 0; i < mf->n; i++) {
        const struct mir_insn *mi = &mf->insns[i];
        mark_refs(mi->defs, mi->ndefs, g, u, p, up);
        mark_refs(mi->uses, mi->nuses, g, u, p, up);
        flows |= 1u << mi->flow;
    }
    int calls = (flows >> FLOW_CALL) & 1, rets = (flows >> FLOW_RET) & 1;
    const struct xctx *kept = x->facts;     /* an edit of registers (xlate.c) */
    if (kept && !kept->cstack) {
        x->frame = kept->frame;
        x->uses_scratch = kept->uses_scratch;
        x->cstack = x->csp = x->cs_base = x->cs_rec = x->cs_depth = 0;
    } else {
        find_frame(x);
        plan_call_stack(x, calls);
    }
    /* VGPRs: v0 = packed ids, then the used R registers in order.  Used
     * registers are compacted in order, so a pair or quad (all of whose
     * registers count as used) stays consecutive; RDNA3 VGPR tuples need no
     * alignment. */
    memset(x->vmap, -1, sizeof x->vmap);
    int v;
    if (x->reuse && x->reuse_color && x->reuse->vfixed == xspill_fixed(x)) {
        /* the same liveness (an edit that kept the MIR, or the set-up of
         * this edit tried before), and the spill plan counts the same
         * VGPRs of the translation's own: the same colouring and plan */
        memcpy(x->vmap, x->reuse->vmap, sizeof x->vmap);
        v = x->reuse->vtemp;
        x->vfixed = x->reuse->vfixed;
        xspill_copy(x, x->reuse);
    } else {
        v = x->r->opts.compact_regs || calls || rets ? -1 : xabi_color_gprs(x, g);
        if (v < 0) {
            v = 1;
            for (int k = 0; k < 255; k++)
                if (g[k])
                    x->vmap[k] = (int16_t)v++;
        }
        v = xspill_plan(x, v);      /* colours over the budget go to scratch */
        if (v < 0)
            v = 1;
    }
    if (x->cstack)              /* the call records after the spill slots */
        x->cs_base = x->nspilled ? x->spill_base + 4 * x->nspilled : x->frame;
    x->vtemp = v;
    x->vdiscard = v + X_VTEMPS;
    x->vpend = x->vdiscard + 1;
    /* one pending mask per branch target: wave32 keeps 32 in a VGPR (one per
     * lane), wave64 keeps 32 (two lanes per 64-bit mask) */
    x->next_vgpr = x->vpend + (x->npend + 31) / 32;
    /* SGPRs: fixed entry state, scratch, predicates, then UR pairs, then
     * constant-bank slots (allocated while rules expand). */
    int s = X_SGPR_FIRST_FREE + 1;      /* even */
    x->stemp = s;
    s += 2 * X_STEMPS;
    x->sra = s;                         /* return address of a subroutine call */
    s += 2;
    x->sret = -1;                       /* lanes returned while others wait after the RET */
    for (size_t i = 0; i < x->sf->ninsns && rets && !x->cstack; i++)
        if (mf->insns[i].flow == FLOW_RET && xctl_ret_waits_after(x, i) >= 0) {
            x->sret = s;
            s += 2;
            break;
        }
    if (x->cstack) {
        x->csp = s;                     /* the call stack's next record */
        s += 2;
    }
    x->spsave = s;                      /* predicate merge under partial EXEC */
    s += 2;
    x->xexcl = -1;                      /* WARPSYNC.EXCLUSIVE's loop (xlate_excl.c) */
    x->excl_at = x->excl_end = -1;
    if (kept ? kept->xexcl >= 0 : excl_loop(x->sf)) {
        x->xexcl = s;
        s += 4;
    }
    memset(x->pmap, -1, sizeof x->pmap);
    memset(x->upmap, -1, sizeof x->upmap);
    int step = x->wave == 64 ? 2 : 1;
    for (int i = 0; i < 7; i++)
        if (p[i]) { x->pmap[i] = (int16_t)s; s += step; }
    for (int i = 0; i < 7; i++)
        if (up[i]) { x->upmap[i] = (int16_t)s; s += step; }
    s = (s + 1) & ~1;
    memset(x->umap, -1, sizeof x->umap);
    for (int q = 0; q < 64; q += 2) {
        if (!(u[q] | u[q + 1]))
            continue;
        x->umap[q] = (int16_t)s;
        x->umap[q + 1] = (int16_t)(s + 1);
        s += 2;
    }
    x->slot_base = s;
    x->next_sgpr = s;
}

/* What a constant-bank word below the parameters means. */
static int special_slot(struct xctx *x, const struct xslot *sl, struct strbuf *b,
                        struct strbuf *post, int hidden)
{
    int off = sl->off;
    char d[32];
    if (sl->width == 2) fmt_snprintf(d, sizeof d, "s[%d:%d]", sl->sgpr, sl->sgpr + 1);
    else fmt_snprintf(d, sizeof d, "s%d", sl->sgpr);
    if (off + 4 * sl->width <= 0x18) {     /* blockDim.x/y/z, gridDim.x/y/z */
        /* word by word: a 64-bit read (ULDC.64 UR4, c[0x0][0x0]: blockDim.x
         * and .y, conformance case cg_group_sync) takes two of them */
        for (int w = 0; w < sl->width; w++) {
            int o = off + 4 * w, r = sl->sgpr + w;
            if (o < 0xc) {
                /* u16 fields; gfx11 scalar loads are whole dwords: load the
                 * dword holding the field, extract it after the wait (post) */
                int at = hidden + X_HIDDEN_GROUP_SIZE + 2 * (o / 4);
                sb_printf(b, "s_load_b32 s%d, s[0:1], 0x%x\n", r, at & ~3);
                if (at & 2)
                    sb_printf(post, "s_lshr_b32 s%d, s%d, 16\n", r, r);
                else
                    sb_printf(post, "s_and_b32 s%d, s%d, 0xffff\n", r, r);
            } else {
                sb_printf(b, "s_load_b32 s%d, s[0:1], 0x%x\n", r,
                          hidden + X_HIDDEN_BLOCK_COUNT + (o - 0xc));
            }
        }
        return 1;
    }
    if (off == 0x28) {      /* local-memory stack pointer: the top of the frame */
        sb_printf(b, "s_mov_b32 s%d, %d\n", sl->sgpr, x->frame);
        return 1;
    }
    if (off == 0x18 || off == 0x1c) {    /* sm_80: the generic address of shared memory */
        /* AMD reaches LDS through the flat aperture src_shared_base: its 64-bit
         * value is the aperture's base, an LDS address is its low word */
        if (off == 0x18 && sl->width == 2)
            sb_printf(b, "s_mov_b64 %s, src_shared_base\n", d);
        else if (off == 0x18)
            sb_printf(b, "s_mov_b32 %s, 0\n", d);
        else
            sb_printf(b, "s_mov_b64 s[%d:%d], src_shared_base\ns_mov_b32 %s, s%d\n", x->stemp + 6,
                      x->stemp + 7, d, x->stemp + 7);
        return 1;
    }
    /* sm_90's cluster words (where the parameters start at 0x210), as a
     * launch without clusters has them: clusters of one CTA.  Read off what
     * nvcc 13.0 makes of the PTX cluster registers: %cluster_nctaid.xyz is
     * 0x144/0x148/0x14c, %clusterid.xyz is %ctaid times the float at
     * 0x150/0x154/0x158 (1 / the cluster's size), %nclusterid.xyz is
     * 0x15c/0x160/0x164 (the grid in clusters), %cluster_nctarank 0x188 and
     * %is_explicit_cluster is 0x140 > 1 (0 here; nothing else of the word is
     * known).  %cluster_ctarank is SR_CgaCtaId (rule s2r.cgactaid: 0).  A
     * kernel compiled with cluster dimensions has other values: its words
     * have no counterpart (xcluster_one, rules/emit_cover.c). */
    if (x->param_base == 0x210 && off >= 0x140 && off + 4 * sl->width <= 0x168 && !x->sf->cluster_dims) {
        for (int w = 0; w < sl->width; w++) {
            int o = off + 4 * w, r = sl->sgpr + w;
            if (o >= 0x15c)
                sb_printf(b, "s_load_b32 s%d, s[0:1], 0x%x\n", r, hidden + X_HIDDEN_BLOCK_COUNT + (o - 0x15c));
            else
                sb_printf(b, "s_mov_b32 s%d, %s\n", r, o == 0x140 ? "0" : o >= 0x150 ? "1.0" : "1");
        }
        return 1;
    }
    if (x->param_base == 0x210 && off == 0x188 && sl->width == 1 && !x->sf->cluster_dims) {
        sb_printf(b, "s_mov_b32 %s, 1\n", d);
        return 1;
    }
    if (off == 0x20 || off == 0x24) {    /* the generic address of local memory */
        /* AMD reaches a lane's scratch through the flat aperture
         * src_private_base: its 64-bit value is the aperture's base, whose
         * low word is 0, so a generic local address keeps the scratch
         * offset (R1 + off) in its low word, as CALL.ABS (vprintf's
         * argument buffer, emit_call.c) reads it */
        if (off == 0x20 && sl->width == 2)
            sb_printf(b, "s_mov_b64 %s, src_private_base\n", d);
        else if (off == 0x20)
            sb_printf(b, "s_mov_b32 %s, 0\n", d);
        else
            sb_printf(b, "s_mov_b64 s[%d:%d], src_private_base\ns_mov_b32 %s, s%d\n", x->stemp + 4,
                      x->stemp + 5, d, x->stemp + 5);
        return 1;
    }
    /* The grid workspace of cooperative groups: the driver's %envreg1 (the
     * address's high word) and %envreg2 (its low word), which CUDA's
     * cooperative_groups/details/driver_abi.h reads as grid_workspace * and
     * tests for NULL before grid.sync() (and traps; the H200 with CUDA
     * 13.0 passed one to an ordinary launch too).  nvcc 13.0 puts
     * %envregN at c[0x0][0x88 + 4N] on sm_80 and
     * c[0x0][0x40 + 4N] on sm_90 (read off the corpus' reductionMultiBlockCG
     * and simpleAWBarrier listings: the pointer's low word from 0x90/0x48).
     * The translation takes the address from hidden_multigrid_sync_arg: the
     * launch passes a zeroed workspace of CUDA's layout (wsSize, barrier;
     * grid.sync() is an atomic add and a spin on the barrier word, as
     * cooperative_groups/details/sync.h does it); NULL traps.  (HIP's runtime puts its own multi-grid
     * structure there: code translated this way needs a launcher that
     * passes CUDA's workspace, as warpscope's emulator does.) */
    int envbase = x->param_base == 0x210 ? 0x40 : 0x88;
    if (off >= envbase + 4 && off + 4 * sl->width <= envbase + 12) {
        for (int w = 0; w < sl->width; w++) {
            int o = off + 4 * w;
            sb_printf(b, "s_load_b32 s%d, s[0:1], 0x%x\n", sl->sgpr + w,
                      hidden + X_HIDDEN_MULTIGRID_SYNC + (o == envbase + 4 ? 4 : 0));
        }
        x->xf->uses_gridws = 1;
        return 1;
    }
    /* %reserved_smem_offset_1: where cooperative groups' scratch for
     * tiles of more than one warp is (thread_block_tile<64..512>: its
     * barriers and one 8-byte slot per warp; details/memory.h).  nvcc 13.0
     * reads it from c[0x0][0x124] on sm_80 and c[0x0][0x6c] on sm_90
     * (reduction's multi_warp_cg_reduce, beside cvta.shared of it: the
     * window base c[0x0][0x18] on sm_80, SR_SWINHI on sm_90).  Here the
     * scratch is X_CG_SCRATCH_BYTES of the function's own LDS, after the
     * static and the dynamic shared memory, whose size the launch passes in
     * hidden_dynamic_lds_size: the static part is rounded up to 128 bytes
     * (where nvcc's dynamic shared memory may start, at any alignment up to
     * that), the sum to 8 bytes; its value is an LDS address, which is also
     * the low word of its generic address (the shared window's low word is
     * 0 here, xabi's c[0x0][0x18] and sm_90's window idiom). */
    if (off == (x->param_base == 0x210 ? 0x6c : 0x124) && sl->width == 1) {
        if (x->xf->lds_bytes < 0)
            return 0;
        int base = (x->xf->lds_bytes + 127) & ~127;
        x->xf->lds_bytes = base + X_CG_SCRATCH_BYTES + 8;
        x->xf->uses_dynlds = 1;
        sb_printf(b, "s_load_b32 %s, s[0:1], 0x%x\n", d, hidden + X_HIDDEN_DYNAMIC_LDS);
        sb_printf(post, "s_add_u32 %s, %s, 0x%x\ns_and_b32 %s, %s, -8\n", d, d, base + 7, d, d);
        return 1;
    }
    if (off == 0x208 || off == 0x118) {  /* global memory descriptor: not needed */
        sb_printf(b, "s_mov_b%d %s, 0\n", sl->width == 2 ? 64 : 32, d);
        return 1;
    }
    return 0;
}

/* s[a:a+1] = the address of sym + addend, PC-relative (the code object's
 * own symbol: ld.lld resolves the rel32 pair) */
static void sym_address(struct strbuf *b, int a, const char *sym, long long addend)
{
    sb_printf(b, "s_getpc_b64 s[%d:%d]\ns_add_u32 s%d, s%d, %s@rel32@lo+%lld\n"
              "s_addc_u32 s%d, s%d, %s@rel32@hi+%lld\n", a, a + 1, a, a, sym, 4 + addend,
              a + 1, a + 1, sym, 12 + addend);
}

/* A bank word holding a __device__ variable's address, or the address of
 * a bank's emitted copy: computed, not loaded; a data word of a bank other
 * than 3: loaded from its copy.  XR_DECLINE: the word names no variable
 * (an UNSUPPORTED line says so) or bank. */
static enum xres module_slot(struct xctx *x, const struct xslot *sl, struct strbuf *b)
{
    char copy[600];
    if (sl->off & X_BANKBASE) {
        if (!xbank_copy(x->sm, sl->off & ~X_BANKBASE, x->sf->name, copy, sizeof copy))
            return XR_DECLINE;
        sym_address(b, sl->sgpr, copy, 0);
        return XR_OK;
    }
    int bank = (sl->off & ~(X_BANKSYM | X_BANKDATA)) >> X_BANKSYM_SHIFT, off = sl->off & X_BANK_OFF_MAX, hi;
    if (sl->off & X_BANKDATA) {     /* compiler constants: a read-only copy */
        int a = x->stemp + 4;
        if (!xbank_copy(x->sm, bank, x->sf->name, copy, sizeof copy))
            return XR_DECLINE;
        sym_address(b, a, copy, 0);
        if (sl->width == 2)
            sb_printf(b, "s_load_b64 s[%d:%d], s[%d:%d], 0x%x\n", sl->sgpr, sl->sgpr + 1, a, a + 1, off);
        else
            sb_printf(b, "s_load_b32 s%d, s[%d:%d], 0x%x\n", sl->sgpr, a, a + 1, off);
        return XR_OK;
    }
    const struct sass_cbank_sym *s = xcbank_sym(x, bank, off, sl->width, &hi);
    if (!s) {
        char msg[96];
        fmt_snprintf(msg, sizeof msg, "UNSUPPORTED: c[0x%x][0x%x] names no __device__ variable", bank, off);
        xemit_line(x, XL_UNSUPPORTED, msg);
        return XR_DECLINE;
    }
    int a = x->stemp + 2;       /* the bank-3 base may be in stemp:stemp+1 */
    sym_address(b, a, xsym_name(s->symbol, copy, sizeof copy), (long long)s->addend);
    if (sl->width == 2)
        sb_printf(b, "s_mov_b64 s[%d:%d], s[%d:%d]\n", sl->sgpr, sl->sgpr + 1, a, a + 1);
    else
        sb_printf(b, "s_mov_b32 s%d, s%d\n", sl->sgpr, a + hi);
    return XR_OK;
}

enum xres xabi_prologue(struct xctx *x)
{
    struct xfunc *xf = x->xf;
    int explicit_end = 0;
    for (int i = 0; i < x->nslots; i++)
        if (x->slots[i].off >= x->param_base && !(x->slots[i].off & X_BANK_ANY)) {
            int end = x->slots[i].off - x->param_base + 4 * x->slots[i].width;
            if (end > explicit_end)
                explicit_end = end;
        }
    int hidden = (explicit_end + 7) & ~7;
    xf->explicit_args = explicit_end;
    /* the parameters the code reads, for the metadata (sorted, merged) */
    xf->nargs = 0;
    xf->args = arena_alloc(&x->r->arena, sizeof *xf->args * (size_t)(x->nslots + 1));
    for (int i = 0; xf->args && i < x->nslots; i++) {
        const struct xslot *sl = &x->slots[i];
        if (sl->off < x->param_base || (sl->off & X_BANK_ANY))
            continue;
        int at = sl->off - x->param_base, sz = 4 * sl->width;
        size_t k = 0;
        while (k < xf->nargs && xf->args[k].offset < at)
            k++;
        if (k < xf->nargs && xf->args[k].offset == at) {
            if (sz > xf->args[k].size)
                xf->args[k].size = sz;
            continue;
        }
        memmove(&xf->args[k + 1], &xf->args[k], sizeof *xf->args * (xf->nargs - k));
        xf->args[k] = (struct xarg){ at, sz };
        xf->nargs++;
    }
    xf->scratch_bytes = x->uses_scratch ? (x->frame > 0 ? x->frame : 16) : 0;
    if (x->nspilled)
        xf->scratch_bytes = x->spill_base + 4 * x->nspilled;
    if (x->cstack)
        xf->scratch_bytes = x->cs_base + x->cs_depth * x->cs_rec;
    xf->kernarg_size = hidden + X_HIDDEN_BYTES;
    struct strbuf b, post;
    sb_init(&b);
    sb_init(&post);
    enum xres rc = XR_OK;
    if (x->npend) {
        /* the pending masks start empty, in every lane (EXEC opened fully) */
        const char *ex = x->wave == 64 ? "exec" : "exec_lo";
        char save[40];
        int sv = x->stemp + 2 * (X_STEMPS - 1);
        if (x->wave == 64) fmt_snprintf(save, sizeof save, "s[%d:%d]", sv, sv + 1);
        else fmt_snprintf(save, sizeof save, "s%d", sv);
        sb_printf(&b, "s_mov_b%d %s, %s\n", x->wave, save, ex);
        sb_printf(&b, "s_mov_b%d %s, -1\n", x->wave, ex);
        for (int k = 0; k < (x->npend + 31) / 32; k++)
            sb_printf(&b, "v_mov_b32 v%d, 0\n", x->vpend + k);
        sb_printf(&b, "s_mov_b%d %s, %s\n", x->wave, ex, save);
    }
    if (x->cstack)      /* the call stack starts empty */
        sb_printf(&b, "s_mov_b32 s%d, %d\n", x->csp, x->cs_base);
    if (x->sret >= 0 && x->wave == 64)   /* no lanes returned yet (xe_ret) */
        sb_printf(&b, "s_mov_b64 s[%d:%d], 0\n", x->sret, x->sret + 1);
    else if (x->sret >= 0)
        sb_printf(&b, "s_mov_b32 s%d, 0\n", x->sret);
    int cb3 = 0;
    for (int i = 0; i < x->nslots; i++) {
        const struct xslot *sl = &x->slots[i];
        if (sl->off & X_HIDDEN_SLOT) {   /* a hidden argument (hidden_printf_buffer) */
            int at = hidden + (sl->off & X_BANK_OFF_MAX);
            if (sl->width == 2)
                sb_printf(&b, "s_load_b64 s[%d:%d], s[0:1], 0x%x\n", sl->sgpr, sl->sgpr + 1, at);
            else
                sb_printf(&b, "s_load_b32 s%d, s[0:1], 0x%x\n", sl->sgpr, at);
        } else if (sl->off & (X_BANKSYM | X_BANKBASE | X_BANKDATA)) {
            if (module_slot(x, sl, &b))
                rc = XR_DECLINE;
        } else if (sl->off & X_BANK3) {
            /* the user's __constant__ data is a read-only symbol of the code
             * object, addressed PC-relative */
            int a = x->stemp;
            if (!cb3++)
                sb_printf(&b, "s_getpc_b64 s[%d:%d]\ns_add_u32 s%d, s%d, %s@rel32@lo+4\n"
                          "s_addc_u32 s%d, s%d, %s@rel32@hi+12\n", a, a + 1, a, a, X_CBANK3_SYM,
                          a + 1, a + 1, X_CBANK3_SYM);
            int at = sl->off & ~X_BANK3;
            if (sl->width == 2)
                sb_printf(&b, "s_load_b64 s[%d:%d], s[%d:%d], 0x%x\n", sl->sgpr, sl->sgpr + 1, a, a + 1, at);
            else
                sb_printf(&b, "s_load_b32 s%d, s[%d:%d], 0x%x\n", sl->sgpr, a, a + 1, at);
        } else if (sl->off >= x->param_base) {
            int at = sl->off - x->param_base;
            if (sl->width == 2)
                sb_printf(&b, "s_load_b64 s[%d:%d], s[0:1], 0x%x\n", sl->sgpr, sl->sgpr + 1, at);
            else
                sb_printf(&b, "s_load_b32 s%d, s[0:1], 0x%x\n", sl->sgpr, at);
        } else if (!special_slot(x, sl, &b, &post, hidden)) {
            rc = XR_DECLINE;
            char msg[128];
            if (x->sf->cluster_dims && x->param_base == 0x210 &&
                ((sl->off >= 0x140 && sl->off < 0x168) || sl->off == 0x188))
                fmt_snprintf(msg, sizeof msg, "UNSUPPORTED: c[0x0][0x%x], a cluster word: the kernel has "
                             "cluster dimensions (__cluster_dims__)", sl->off);
            else
                fmt_snprintf(msg, sizeof msg, "UNSUPPORTED: c[0x0][0x%x] has no AMD counterpart", sl->off);
            xemit_line(x, XL_UNSUPPORTED, msg);
        }
    }
    /* no wait here: the waitcnt pass puts one before the first use */
    if (post.len)
        sb_puts(&b, post.s);
    sb_free(&post);
    for (char *p = b.s; p && *p;) {
        char *e = strchr(p, '\n');
        *e = 0;
        if (xemit_text(x, p)) {
            rc = XR_ERROR;
            break;
        }
        p = e + 1;
    }
    sb_free(&b);
    return rc;
}

int xabi_epilogue_descriptor(const struct xlate_result *r, const struct xfunc *xf, struct strbuf *o)
{
    const char *name = xf->fn->name;
    sb_printf(o, "\t.rodata\n\t.p2align\t6\n\t.amdhsa_kernel %s\n", name);
    sb_printf(o, "\t\t.amdhsa_group_segment_fixed_size %d\n", xf->lds_bytes > 0 ? xf->lds_bytes : 0);
    sb_printf(o, "\t\t.amdhsa_private_segment_fixed_size %d\n", xf->scratch_bytes);
    if (xf->scratch_bytes)
        sb_printf(o, "\t\t.amdhsa_enable_private_segment 1\n");
    sb_printf(o, "\t\t.amdhsa_kernarg_size %d\n", xf->kernarg_size);
    sb_printf(o, "\t\t.amdhsa_user_sgpr_count 2\n");
    sb_printf(o, "\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n");
    sb_printf(o, "\t\t.amdhsa_wavefront_size32 %d\n", r->opts.wave == 64 ? 0 : 1);
    sb_printf(o, "\t\t.amdhsa_system_sgpr_workgroup_id_x 1\n");
    sb_printf(o, "\t\t.amdhsa_system_sgpr_workgroup_id_y 1\n");
    sb_printf(o, "\t\t.amdhsa_system_sgpr_workgroup_id_z 1\n");
    sb_printf(o, "\t\t.amdhsa_system_vgpr_workitem_id 2\n");
    sb_printf(o, "\t\t.amdhsa_next_free_vgpr %d\n", xf->next_free_vgpr);
    sb_printf(o, "\t\t.amdhsa_next_free_sgpr %d\n", xf->next_free_sgpr);
    sb_printf(o, "\t\t.amdhsa_float_denorm_mode_32 3\n");
    sb_printf(o, "\t\t.amdhsa_float_denorm_mode_16_64 3\n");
    sb_printf(o, "\t.end_amdhsa_kernel\n");
    return 0;
}

/* Code object v5 metadata (AMDGPUUsage.rst, "Code Object V5 Metadata"): the
 * parameters the code reads (by value: their types are not in the SASS),
 * then the hidden arguments the prologue reads, at the offsets it uses. */
void xabi_metadata(const struct xlate_result *r, struct strbuf *o)
{
    sb_printf(o, "\t.amdgpu_metadata\n---\namdhsa.kernels:\n");
    for (size_t i = 0; i < r->nfuncs; i++) {
        const struct xfunc *xf = &r->funcs[i];
        int hidden = (xf->explicit_args + 7) & ~7;
        sb_printf(o, "  - .args:\n");
        for (size_t k = 0; k < xf->nargs; k++)
            sb_printf(o, "      - .offset: %d\n        .size: %d\n        .value_kind: by_value\n",
                      xf->args[k].offset, xf->args[k].size);
        static const char *const hid[] = { "hidden_block_count_x", "hidden_block_count_y",
                                           "hidden_block_count_z", "hidden_group_size_x",
                                           "hidden_group_size_y", "hidden_group_size_z" };
        for (int k = 0; k < 6; k++)
            sb_printf(o, "      - .offset: %d\n        .size: %d\n        .value_kind: %s\n",
                      hidden + (k < 3 ? X_HIDDEN_BLOCK_COUNT + 4 * k : X_HIDDEN_GROUP_SIZE + 2 * (k - 3)),
                      k < 3 ? 4 : 2, hid[k]);
        if (xf->uses_printf)
            sb_printf(o, "      - .offset: %d\n        .size: 8\n        .value_kind: hidden_printf_buffer\n",
                      hidden + X_HIDDEN_PRINTF_BUFFER);
        if (xf->uses_gridws)
            sb_printf(o, "      - .offset: %d\n        .size: 8\n        .value_kind: hidden_multigrid_sync_arg\n",
                      hidden + X_HIDDEN_MULTIGRID_SYNC);
        if (xf->uses_dynlds)
            sb_printf(o, "      - .offset: %d\n        .size: 4\n        .value_kind: hidden_dynamic_lds_size\n",
                      hidden + X_HIDDEN_DYNAMIC_LDS);
        sb_printf(o, "    .group_segment_fixed_size: %d\n    .kernarg_segment_align: 8\n"
                  "    .kernarg_segment_size: %d\n    .max_flat_workgroup_size: 1024\n"
                  "    .name: %s\n    .private_segment_fixed_size: %d\n    .sgpr_count: %d\n"
                  "    .symbol: %s.kd\n    .vgpr_count: %d\n    .wavefront_size: %d\n",
                  xf->lds_bytes > 0 ? xf->lds_bytes : 0, xf->kernarg_size, xf->fn->name,
                  xf->scratch_bytes, xf->next_free_sgpr, xf->fn->name, xf->next_free_vgpr,
                  r->opts.wave);
    }
    xcall_printf_metadata(r, o);
    sb_printf(o, "amdhsa.target: amdgcn-amd-amdhsa--%s\namdhsa.version:\n  - 1\n  - 2\n...\n"
              "\t.end_amdgpu_metadata\n", r->opts.target->name);
}
