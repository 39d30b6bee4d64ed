/* sass_mir.c - build the analysis view (struct mir_insn) of SASS functions:
 * register ranges read and written, control flow and branch targets. */
#include "sass.h"
#include "sass_opcodes.h"

#include <stdlib.h>
#include <string.h>

#define MAX_REFS 40

struct refs {
    struct reg_ref *r;      /* MAX_REFS entries */
    int n;
};

static inline void add(struct refs *rs, int cls, int index, int count)
{
    if (rs->n < MAX_REFS && index >= 0)
        rs->r[rs->n++] = (struct reg_ref){ (uint16_t)index, (uint8_t)cls, (uint8_t)count };
}

static inline void add_reg(struct refs *rs, int kind, int reg, int width)
{
    switch (kind) {
    case SOP_REG:   if (reg != SASS_RZ) add(rs, RC_GPR, reg, width); break;
    case SOP_UREG:  if (reg != SASS_URZ) add(rs, RC_UGPR, reg, width); break;
    case SOP_PRED:  if (reg != SASS_PT) add(rs, RC_PRED, reg, 1); break;
    case SOP_UPRED: if (reg != SASS_PT) add(rs, RC_UPRED, reg, 1); break;
    case SOP_BAR:   add(rs, RC_BAR, reg, 1); break;
    default: break;
    }
}

/* What add_reg() does by kind, as tables for the operand walk of insn_mir():
 * the register class, and the index that names no register (RZ, PT). */
_Static_assert(SOP_REG == 0 && SOP_UREG == 1 && SOP_BAR == 4, "kind order");
static const uint8_t kind_class[SOP_BAR + 1] = {
    [SOP_REG] = RC_GPR, [SOP_UREG] = RC_UGPR, [SOP_PRED] = RC_PRED,
    [SOP_UPRED] = RC_UPRED, [SOP_BAR] = RC_BAR,
};
static const int16_t kind_zero[SOP_BAR + 1] = {
    [SOP_REG] = SASS_RZ, [SOP_UREG] = SASS_URZ, [SOP_PRED] = SASS_PT,
    [SOP_UPRED] = SASS_PT, [SOP_BAR] = -2,     /* every barrier is one */
};

/* P2R/R2P name the predicates they move by a mask immediate. */
static void add_pr(struct refs *rs, const struct sass_insn *in, const struct sass_operand *o)
{
    int64_t mask = 0x7f;
    for (int i = in->nops - 1; i >= 0; i--)
        if (in->ops[i].kind == SOP_IMM) { mask = in->ops[i].u.imm; break; }
    int cls = o->reg ? RC_UPRED : RC_PRED;
    for (int b = 0; b < SASS_PT; b++)
        if (mask & (1 << b))
            add(rs, cls, b, 1);
}

/* Registers in a memory operand's base address.  ATOMG.E.CAS prints its
 * 64-bit global address as [R14] (no .64), yet -plr keeps R15 live up to
 * the CAS (bfs_level): the address of an .E global atomic is a pair.  So is
 * QSPC.E's generic address ([R4]: -plr keeps R5 live to it, generic_ptr). */
static int mem_addr_width(const struct sass_insn *in, const struct sass_operand *o)
{
    if (o->flags & SOF_64)
        return 2;
    /* SUST/SULD [Ra]: x (bytes), then y[, z] in the registers after Ra */
    if (in->info && in->info->width == SW_SURF && sass_surf_dims(in) > 0)
        return sass_surf_dims(in);
    if (!o->u.mem.reg_is_ureg && (sass_opcode_is(in, "ATOMG") || sass_opcode_is(in, "QSPC")) &&
        sass_has_mod(in, "E"))
        return 2;
    return 1;
}

static void operand_refs(const struct sass_insn *in, const struct sass_operand *o,
                         struct refs *defs, struct refs *uses)
{
    if (o->access == SACC_UNKNOWN || o->access == SACC_NONE)
        return;
    if (o->kind == SOP_MEM) {
        const struct sass_mem *m = &o->u.mem;
        if (m->reg >= 0)
            add_reg(uses, m->reg_is_ureg ? SOP_UREG : SOP_REG, m->reg,
                    mem_addr_width(in, o));
        if (m->ureg >= 0)
            add_reg(uses, SOP_UREG, m->ureg, (m->reg < 0 && (o->flags & SOF_64)) ? 2 : 1);
        if (m->desc >= 0)
            add_reg(uses, SOP_UREG, m->desc, 2);
        return;
    }
    if (o->kind == SOP_CBANK) {
        if (o->u.cb.reg >= 0)
            add_reg(uses, o->u.cb.reg_is_ureg ? SOP_UREG : SOP_REG, o->u.cb.reg, 1);
        if (o->u.cb.bank_ureg >= 0)
            add_reg(uses, SOP_UREG, o->u.cb.bank_ureg, 1);
        return;
    }
    if (o->kind == SOP_PR) {
        if (o->access & SACC_W)
            add_pr(defs, in, o);
        if (o->access & SACC_R)
            add_pr(uses, in, o);
        return;
    }
    if (o->access & SACC_W)
        add_reg(defs, o->kind, o->reg, o->width);
    if (o->access & SACC_R)
        add_reg(uses, o->kind, o->reg, o->width);
}

/* RET.REL.NODEC R4 `(caller): the parser keeps "R4 `(caller)" as one
 * operand.  RET jumps to the 64-bit return address in the pair R4:R5 (the
 * caller's MOV R4 plus the HFMA2.MMA R5, -RZ, RZ, 0, 0 before each RET;
 * nvdisasm -plr counts both live up to the RET). */
static void add_ret_reg(struct refs *uses, const struct sass_insn *in)
{
    if (!in->info || in->info->flow != FLOW_RET)
        return;
    for (unsigned k = 0; k < in->nops; k++) {
        const char *t = in->ops[k].text;
        if (in->ops[k].kind == SOP_REG) {
            add_reg(uses, SOP_REG, in->ops[k].reg, 2);
            return;
        }
        if (in->ops[k].kind == SOP_OTHER && t && t[0] == 'R' && t[1] >= '0' && t[1] <= '9') {
            add_reg(uses, SOP_REG, (int)strtol(t + 1, NULL, 10), 2);
            return;
        }
    }
}

/* Before sm_90 nvdisasm does not print the global memory descriptor of an
 * .E access ([R2.64] means desc[URx][R2.64]): the encoding names the pair
 * (bits 32..37) that `ULDC.64 URx, c[0x0][0x118]` loaded, and -plr counts it
 * live up to the last access.  From text, the descriptor is the last pair
 * loaded from c[0x0][0x118] before the access. */
#define SASS_DESC_CBANK_SM80 0x118  /* ISA-NOTES.md: global descriptor, sm_80..89 */

static int loads_descriptor(const struct sass_insn *in)
{
    return in->nops == 2 && sass_opcode_is(in, "ULDC") && sass_has_mod(in, "64") &&
           in->ops[0].kind == SOP_UREG && in->ops[1].kind == SOP_CBANK &&
           in->ops[1].u.cb.bank == 0 && in->ops[1].u.cb.reg < 0 &&
           in->ops[1].u.cb.offset == SASS_DESC_CBANK_SM80;
}

static void add_implicit_desc(struct refs *uses, const struct sass_insn *in, int desc)
{
    if (desc < 0)
        return;
    /* the operand test first: most instructions have no memory operand,
     * and it is cheaper than looking through the modifiers */
    for (unsigned k = 0; k < in->nops; k++) {
        const struct sass_operand *o = &in->ops[k];
        if (o->kind == SOP_MEM && o->access != SACC_UNKNOWN && o->u.mem.desc < 0 &&
            o->u.mem.reg >= 0 && !o->u.mem.reg_is_ureg && (o->flags & SOF_64)) {
            if (sass_has_mod(in, "E"))
                add_reg(uses, SOP_UREG, desc, 2);
            return;
        }
    }
}

static int has_branch_condition(const struct sass_insn *in)
{
    for (unsigned i = 0; i < in->nops; i++) {
        const struct sass_operand *o = &in->ops[i];
        if ((o->kind == SOP_PRED || o->kind == SOP_UPRED) &&
            !(o->reg == SASS_PT && !(o->flags & SOF_NOT)))
            return 1;
    }
    return sass_has_mod(in, "DIV") || sass_has_mod(in, "CONV");
}

/* The MIR of one instruction; desc is the UR pair of the implicit global
 * descriptor loaded before it, -1 none. */
static enum ws_status insn_mir(struct arena *a, const char *path, const struct sass_insn *in,
                              int desc, struct mir_insn *mi, struct ws_error *err)
{
    /* One arena block per instruction: the target (a reg_ref is as large
     * and aligned as a uint32_t), then the defs, then the uses.  The defs
     * are written in place, the uses after them once their count is known. */
    _Static_assert(sizeof(struct reg_ref) == sizeof(uint32_t), "target slot");
    struct reg_ref *r = arena_reserve(a, sizeof *r * (1 + 2 * MAX_REFS));
    if (!r)
        return ws_error_set(err, WS_ENOMEM, path, 0, "out of memory");
    struct reg_ref use_buf[MAX_REFS];
    struct refs defs = { r + 1, 0 }, uses = { use_buf, 0 };
    memset(mi, 0, sizeof *mi);
    mi->offset = in->offset;
    int always = in->guard < 0 || (in->guard == SASS_PT && !in->guard_neg);
    if (!always && !(in->guard == SASS_PT))
        add_reg(&uses, in->guard_uniform ? SOP_UPRED : SOP_PRED, in->guard, 1);
    mi->guarded = !always;
    if (!always)
        mi->guard = (uint8_t)(1 + (in->guard & 7) + 8 * !!in->guard_neg + 16 * !!in->guard_uniform);
    /* Label operands are targets: of the branch or call, and for a
     * non-flow instruction (BSSY's reconvergence point,
     * WARPSYNC.COLLECTIVE's end) a block leader that is no edge, as in
     * nvdisasm -bbcfg.  RET's label names the caller, not a target.
     * The first such operand is found in the same walk as the registers. */
    const struct sass_operand *target = NULL;
    int desc_mem = 0;       /* an operand add_implicit_desc() looks for */
    for (unsigned k = 0; k < in->nops; k++) {
        const struct sass_operand *o = &in->ops[k];
        if (o->kind <= SOP_BAR) {
            /* the register kinds (most operands): operand_refs() and
             * add_reg() for these, by table, before the switch; neither R
             * nor W set is SACC_NONE or SACC_UNKNOWN */
            _Static_assert(!(SACC_UNKNOWN & SACC_RW), "access bits");
            if (!(o->access & SACC_RW) || o->reg == kind_zero[o->kind]) {
                mi->unref |= !(o->access & SACC_RW) && (o->kind == SOP_UREG || o->kind == SOP_UPRED);
                continue;
            }
            int cls = kind_class[o->kind];
            int w = o->kind <= SOP_UREG ? o->width : 1;
            if (o->access & SACC_W)
                add(&defs, cls, o->reg, w);
            if (o->access & SACC_R)
                add(&uses, cls, o->reg, w);
            continue;
        }
        if ((o->kind == SOP_MEM || o->kind == SOP_CBANK) && !(o->access & SACC_RW))
            mi->unref = 1;
        switch (o->kind) {
        case SOP_MEM:
            if (o->access != SACC_UNKNOWN && o->u.mem.desc < 0 && o->u.mem.reg >= 0 &&
                !o->u.mem.reg_is_ureg && (o->flags & SOF_64))
                desc_mem = 1;
            operand_refs(in, o, &defs, &uses);
            break;
        case SOP_CBANK: case SOP_PR:
            operand_refs(in, o, &defs, &uses);
            break;
        case SOP_LABEL:
            if (!target && o->u.target != UINT32_MAX)
                target = o;
            break;
        default:            /* immediates, special registers: no register */
            break;
        }
    }
    add_ret_reg(&uses, in);
    mi->pr_read = sass_opcode_is(in, "P2R");
    if (desc_mem)
        add_implicit_desc(&uses, in, desc);
    mi->flow = in->info ? in->info->flow : FLOW_NONE;
    if (mi->flow == FLOW_RET)
        target = NULL;
    if (mi->flow == FLOW_CALL && in->nops >= 1 && in->ops[0].kind == SOP_REG)
        mi->reg_call = 1;
    /* a call of the driver's vprintf/__assertfail (CALL.ABS) touches only
     * the URs the module mentions, as a direct call does (nvdisasm -plr:
     * printf_assert sm_90, 4 URs at each call, not UR4..UR35) */
    mi->abi_call = mi->reg_call && !sass_has_mod(in, "ABS");     /* direct calls: abi_calls() */
    if (mi->flow != FLOW_NONE)
        mi->conditional = !always || (mi->flow == FLOW_JUMP && has_branch_condition(in));
    mi->ndefs = (uint8_t)defs.n;
    mi->nuses = (uint8_t)uses.n;
    /* A write of uniform registers under a uniform predicate kills, as
     * nvdisasm -plr counts it (mbarrier_phases sm_90: `@!UP0 UIADD3 UR10`,
     * `@!UP0 USHF.L.U32 UR11` and `@!UP0 ULEA UR4` before `@!UP0
     * SYNCS.EXCH.64 [UR4], UR10` are not live above); R and P writes under
     * one keep rule 4.  URs get fixed SGPRs, no colouring by liveness. */
    if (mi->guarded && in->guard_uniform) {
        int uni = 1;
        for (int k = 0; k < defs.n; k++)
            uni &= defs.r[k].cls == RC_UGPR || defs.r[k].cls == RC_UPRED;
        if (uni)
            mi->guarded = 0;
    }
    for (int k = 0; k < uses.n; k++)
        r[1 + defs.n + k] = use_buf[k];
    arena_commit(a, sizeof *r * (size_t)(1 + defs.n + uses.n));
    if (target) {
        uint32_t *t = (uint32_t *)r;
        *t = target->u.target;
        mi->targets = t;
        mi->ntargets = 1;
    } else if (in->nxtargets && mi->flow == FLOW_INDIRECT) {
        /* BRX: the labels of BRANCH_TARGETS that name instructions, once each */
        uint32_t *t = arena_alloc(a, sizeof *t * in->nxtargets);
        if (!t)
            return ws_error_set(err, WS_ENOMEM, path, 0, "out of memory");
        unsigned n = 0;
        for (unsigned k = 0; k < in->nxtargets; k++) {
            unsigned j = 0;
            while (j < n && t[j] != in->xtargets[k])
                j++;
            if (in->xtargets[k] != UINT32_MAX && j == n)
                t[n++] = in->xtargets[k];
        }
        mi->targets = t;
        mi->ntargets = n;
    }
    mi->defs = r + 1;
    mi->uses = r + 1 + defs.n;
    return WS_OK;
}

/* A direct CALL is one of NVIDIA's calling convention (liveness rule 7)
 * when its callee opens a stack frame (IADD3/VIADD R1, R1, -N first: a
 * function that saves registers, recursive_walk's walk, func_ptr's
 * callees); nvcc's slow paths and a kernel's leaf subroutines do not. */
static int opens_frame(const struct sass_insn *in)
{
    if (in->nops < 3 || (!sass_opcode_is(in, "IADD3") && !sass_opcode_is(in, "VIADD")))
        return 0;
    const struct sass_operand *o = in->ops;
    return o[0].kind == SOP_REG && o[0].reg == 1 && o[1].kind == SOP_REG && o[1].reg == 1 &&
           o[2].kind == SOP_IMM && (int32_t)(uint32_t)o[2].u.imm < 0;
}

static void abi_calls(struct sass_function *f)
{
    for (size_t i = 0; i < f->ninsns; i++) {
        struct mir_insn *mi = &f->mir.insns[i];
        if (mi->flow != FLOW_CALL || mi->reg_call || !mi->ntargets)
            continue;
        long t = mir_find_offset(&f->mir, mi->targets[0]);
        mi->abi_call = t >= 0 && opens_frame(&f->insns[t]);
    }
}

/* The descriptor register (loads_descriptor) in force at instruction i of f:
 * that of the last instruction before i loading one, -1 none. */
static int desc_before(const struct sass_function *f, size_t i)
{
    for (size_t j = i; j-- > 0;)
        if (loads_descriptor(&f->insns[j]))
            return f->insns[j].ops[0].reg;
    return -1;
}

enum ws_status sass_mir_range(struct arena *a, const char *path, struct sass_function *f,
                              size_t from, size_t to, struct ws_error *err)
{
    int desc = desc_before(f, from);    /* UR pair holding the implicit global descriptor */
    for (size_t i = from; i < to; i++) {
        const struct sass_insn *in = &f->insns[i];
        enum ws_status s = insn_mir(a, path, in, desc, &f->mir.insns[i], err);
        if (s)
            return s;
        if (loads_descriptor(in))
            desc = in->ops[0].reg;
    }
    return WS_OK;
}

enum ws_status sass_mir_begin(struct arena *a, const char *path, struct sass_function *f,
                              struct ws_error *err)
{
    f->mir_version++;
    f->flow_version++;
    f->mir.name = f->name;
    f->mir.n = f->ninsns;
    /* not zeroed twice: insn_mir() clears each entry before filling it */
    f->mir.insns = f->ninsns ? arena_alloc_uninit(a, sizeof(struct mir_insn) * f->ninsns)
                             : arena_alloc(a, sizeof(struct mir_insn));
    if (!f->mir.insns)
        return ws_error_set(err, WS_ENOMEM, path, 0, "out of memory");
    return WS_OK;
}

void sass_mir_end(struct sass_function *f)
{
    int sorted = 1, direct_calls = 0;
    for (size_t i = 0; i < f->ninsns; i++) {
        const struct mir_insn *mi = &f->mir.insns[i];
        if (i && mi[-1].offset >= mi->offset)
            sorted = 0;
        direct_calls |= mi->flow == FLOW_CALL && !mi->reg_call;
    }
    f->mir.sorted16 = sorted;
    if (direct_calls)           /* abi_calls() looks at nothing else */
        abi_calls(f);
}

static int same_refs(const struct reg_ref *a, const struct reg_ref *b, unsigned n)
{
    for (unsigned k = 0; k < n; k++)
        if (a[k].cls != b[k].cls || a[k].index != b[k].index || a[k].count != b[k].count)
            return 0;
    return 1;
}

/* The same flow and targets (what a CFG is built from, with the offset). */
static int same_flow(const struct mir_insn *a, const struct mir_insn *b)
{
    if (a->flow != b->flow || a->conditional != b->conditional || a->reg_call != b->reg_call ||
        a->ntargets != b->ntargets)
        return 0;
    for (unsigned k = 0; k < a->ntargets; k++)
        if (a->targets[k] != b->targets[k])
            return 0;
    return 1;
}

/* Same registers read and written, same flow and targets (the offset aside). */
static int same_mir(const struct mir_insn *a, const struct mir_insn *b)
{
    return same_flow(a, b) && a->guarded == b->guarded && a->guard == b->guard &&
           a->pr_read == b->pr_read && a->abi_call == b->abi_call && a->ndefs == b->ndefs &&
           a->nuses == b->nuses && same_refs(a->defs, b->defs, a->ndefs) &&
           same_refs(a->uses, b->uses, a->nuses);
}

enum ws_status sass_build_mir(struct sass_module *m, struct sass_function *f,
                              struct ws_error *err)
{
    enum ws_status s = sass_mir_begin(&m->arena, m->path, f, err);
    if (!s)
        s = sass_mir_range(&m->arena, m->path, f, 0, f->ninsns, err);
    if (!s)
        sass_mir_end(f);
    return s;
}

enum ws_status sass_update_mir(struct sass_module *m, struct sass_function *f, size_t i,
                               const struct sass_insn *old, struct ws_error *err)
{
    if (i >= f->ninsns || f->mir.n != f->ninsns || loads_descriptor(old) ||
        loads_descriptor(&f->insns[i]))
        return sass_build_mir(m, f, err);
    int desc = desc_before(f, i);
    /* the old entry's refs stay where they are (the arena keeps them) */
    struct mir_insn before = f->mir.insns[i];
    enum ws_status s = insn_mir(&m->arena, m->path, &f->insns[i], desc, &f->mir.insns[i], err);
    if (s || !same_mir(&before, &f->mir.insns[i]))
        f->mir_version++;
    if (s || !same_flow(&before, &f->mir.insns[i]) || f->mir.insns[i].offset != before.offset)
        f->flow_version++;
    if (f->mir.insns[i].offset != before.offset)
        f->mir.sorted16 = 0;        /* (an edit keeps the offset) */
    return s;
}
