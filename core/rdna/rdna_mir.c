/* rdna_mir.c - build the analysis view (struct mir_insn) of RDNA3
 * functions: registers read and written as (class, first, count) ranges,
 * implicit ones from the opcode table, control flow and branch targets.
 *
 * Vector instructions read EXEC (RF_VECTOR): the lanes they touch depend on
 * it, so an s_and_saveexec before them is a real dependency. VALU writes
 * are treated as full definitions, as LLVM's liveness does outside WWM.
 */
#include "rdna.h"

#include <string.h>

#define MAX_REFS 40

struct refs {
    struct reg_ref r[MAX_REFS];
    int n;
};

static void add(struct refs *rs, int cls, int index, int count)
{
    if (rs->n >= MAX_REFS || index < 0 || count <= 0)
        return;
    /* merge _lo + _hi into the pair (vcc, exec); drop exact repeats */
    for (int i = 0; i < rs->n; i++) {
        struct reg_ref *r = &rs->r[i];
        if (r->cls != cls)
            continue;
        if (index >= r->index && index + count <= r->index + r->count)
            return;     /* already covered */
        if (cls == RC_SPECIAL && count == 1 && r->count == 1 && index == r->index + 1 &&
            (r->index == RS_VCC_LO || r->index == RS_EXEC_LO)) {
            r->count = 2;
            return;
        }
    }
    rs->r[rs->n++] = (struct reg_ref){ (uint16_t)index, (uint8_t)cls, (uint8_t)count };
}

static void add_operand(struct refs *rs, const struct rdna_operand *o)
{
    switch (o->kind) {
    case ROP_VGPR:    add(rs, RC_VGPR, o->reg, o->count); break;
    case ROP_SGPR:    add(rs, RC_SGPR, o->reg, o->count); break;
    case ROP_SPECIAL: add(rs, RC_SPECIAL, o->reg, o->count); break;
    default: break;     /* ttmp, null, off, constants: not tracked */
    }
}

static void add_implicit(struct refs *rs, unsigned mask, int wave)
{
    if (mask & RIMP_VCC)
        mask |= RIMP_VCC_LO | (wave == 64 ? RIMP_VCC_HI : 0);
    if (mask & RIMP_EXEC)
        mask |= RIMP_EXEC_LO | (wave == 64 ? RIMP_EXEC_HI : 0);
    for (mask &= (1u << RS_COUNT) - 1; mask; mask &= mask - 1)
        add(rs, RC_SPECIAL, __builtin_ctz(mask), 1);
}

static void half_refs(const struct rdna_insn *in, const struct rdna_opinfo *info,
                      unsigned from, unsigned to, int wave, struct refs *defs, struct refs *uses)
{
    for (unsigned k = from; k < to; k++) {
        const struct rdna_operand *o = &in->ops[k];
        if (o->access & RACC_UNKNOWN)
            continue;
        if (o->access & RACC_W)
            add_operand(defs, o);
        if (o->access & RACC_R)
            add_operand(uses, o);
    }
    if (!info)
        return;
    add_implicit(defs, info->imp_def, wave);
    add_implicit(uses, info->imp_use | ((info->flags & RF_VECTOR) ? RIMP_EXEC : 0), wave);
}

enum ws_status rdna_build_mir(struct rdna_module *m, struct rdna_function *f,
                              struct ws_error *err)
{
    return rdna_build_mir_in(&m->arena, m->path, f, err);
}

enum ws_status rdna_build_mir_in(struct arena *a, const char *path, struct rdna_function *f,
                                 struct ws_error *err)
{
    f->mir.name = f->name;
    f->mir.n = f->ninsns;
    f->mir.sorted16 = 0;        /* (mir_find_offset: RDNA3 sizes vary) */
    f->mir.insns = arena_alloc(a, sizeof(struct mir_insn) * (f->ninsns ? f->ninsns : 1));
    if (!f->mir.insns)
        return ws_error_set(err, WS_ENOMEM, path, 0, "out of memory");
    int wave = f->wave ? f->wave : 32;
    /* the refs of all instructions come from a few large blocks */
    struct reg_ref *pool = NULL;
    size_t npool = 0;
    for (size_t i = 0; i < f->ninsns; i++) {
        const struct rdna_insn *in = &f->insns[i];
        struct mir_insn *mi = &f->mir.insns[i];
        struct refs defs, uses;
        defs.n = uses.n = 0;
        memset(mi, 0, sizeof *mi);
        mi->offset = in->offset;
        half_refs(in, in->info, 0, in->nops_x, wave, &defs, &uses);
        if (in->opcode_y)
            half_refs(in, in->info_y, in->nops_x, in->nops, wave, &defs, &uses);
        mi->flow = in->info ? in->info->flow : FLOW_NONE;
        mi->conditional = in->info ? in->info->cond : 0;
        if (mi->flow == FLOW_JUMP || mi->flow == FLOW_CALL) {
            for (unsigned k = 0; k < in->nops; k++) {
                if (in->ops[k].kind != ROP_LABEL || in->ops[k].target == RDNA_NO_OFFSET)
                    continue;
                uint32_t *t = arena_alloc(a, sizeof *t);
                if (!t)
                    return ws_error_set(err, WS_ENOMEM, path, 0, "out of memory");
                *t = in->ops[k].target;
                mi->targets = t;
                mi->ntargets = 1;
                break;
            }
        }
        mi->ndefs = (uint8_t)defs.n;
        mi->nuses = (uint8_t)uses.n;
        size_t need = (size_t)(defs.n + uses.n + 1);
        if (need > npool) {
            npool = need + 3 * (f->ninsns - i - 1);     /* the rest, at about 3 each */
            pool = arena_alloc(a, sizeof *pool * npool);
            if (!pool)
                return ws_error_set(err, WS_ENOMEM, path, 0, "out of memory");
        }
        struct reg_ref *r = pool;
        pool += need;
        npool -= need;
        memcpy(r, defs.r, sizeof *r * (size_t)defs.n);
        memcpy(r + defs.n, uses.r, sizeof *r * (size_t)uses.n);
        mi->defs = r;
        mi->uses = r + defs.n;
    }
    return WS_OK;
}
