/* sass_emu.c - the SASS emulator's machine: launches, blocks, warps,
 * scheduling (the lowest program counter first, see sass_emu.h), barriers
 * and memory.  What each opcode does is in sass_emu_ops.c. */
#include "sass_emu_int.h"
#include "groundtruth.h"
#include "sass/sass_opcodes.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* CUDA's constant bank 0 (ISA-NOTES): blockDim at 0x0, gridDim at 0xc,
 * the local stack pointer at 0x28, the parameters at 0x160 (sm_80-89) or
 * 0x210 (sm_90). */
#define CB0_NTID     0x0
#define CB0_NCTAID   0xc
#define CB0_STACK    0x28
#define CB0_SHARED_WINDOW 0x18    /* sm_80: the generic address of shared memory, 64 bits */
#define CB0_PARAM_SM80 0x160
#define CB0_PARAM_SM90 0x210

static uint32_t const_shared_end(const struct sass_function *f);

int semu_fail(struct semu_ctx *c, enum ws_status st, const char *fmt, ...)
{
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    const struct sass_function *f = &c->s->m->funcs[c->func];
    const struct sass_insn *in = c->in;
    ws_error_set(c->s->err, st, c->s->m->path, in->srcline, "%s+0x%04x: %s: %s", f->name, in->offset,
                 in->text, msg);
    return st;
}

const struct sass_function *semu_find_kernel(const struct sass_module *m, const char *name)
{
    for (size_t i = 0; i < m->nfuncs; i++)
        if (!strcmp(m->funcs[i].name, name))
            return &m->funcs[i];
    char pre[600];
    snprintf(pre, sizeof pre, "_Z%zu%s", strlen(name), name);
    for (size_t i = 0; i < m->nfuncs; i++)
        if (!strncmp(m->funcs[i].name, pre, strlen(pre)))
            return &m->funcs[i];
    return NULL;
}

/* ---- set-up ---- */

enum ws_status semu_open(const struct sass_module *m, struct emu_mem *mem, struct semu **out,
                         struct ws_error *err)
{
    struct semu *s = calloc(1, sizeof *s);
    if (!s || !(s->global_addr = calloc(m->nglobals + 1, sizeof *s->global_addr))) {
        free(s);
        return ws_error_set(err, WS_ENOMEM, m->path, 0, "out of memory");
    }
    s->m = m;
    s->mem = mem;
    s->sm = m->sm ? m->sm : 90;
    s->stack_top = -1;
    for (size_t i = 0; i < m->nglobals; i++) {
        int r = emu_mem_map(mem, m->globals[i].name, m->globals[i].init, m->globals[i].size ? m->globals[i].size : 1);
        if (r < 0) {
            semu_close(s);
            return ws_error_set(err, WS_ENOMEM, m->path, 0, "out of memory");
        }
        s->global_addr[i] = mem->regions[r].base;
    }
    *out = s;
    return WS_OK;
}

void semu_set_stack(struct semu *s, int64_t top)
{
    s->stack_top = top >= 0 && top <= (int64_t)SEMU_LOCAL_MAX ? top : -1;
}

static void free_block(struct semu *s)
{
    if (s->warps)
        for (unsigned w = 0; w < s->nwarps; w++)
            for (unsigned t = 0; t < SEMU_WARP; t++)
                free(s->warps[w].t[t].local);
    free(s->warps);
    s->warps = NULL;
    s->nwarps = 0;
}

void semu_close(struct semu *s)
{
    if (!s)
        return;
    free_block(s);
    free(s->smem);
    free(s->code);
    free(s->global_addr);
    free(s);
}

/* The kernel's section: the kernel and the device subroutines after it,
 * indexed by instruction offset. */
static enum ws_status map_code(struct semu *s, const struct sass_function *f, struct ws_error *err)
{
    const struct sass_module *m = s->m;
    s->kfunc = (size_t)(f - m->funcs);
    size_t end = 0;
    for (size_t j = 0; j < m->nfuncs; j++) {
        const struct sass_function *g = &m->funcs[j];
        int same = j == s->kfunc || (g->name[0] == '$' && j > s->kfunc &&
                                     (!f->section || !g->section || !strcmp(f->section, g->section)));
        for (size_t i = 0; same && i < g->ninsns; i++)
            if (g->insns[i].offset / SASS_INSN_BYTES + 1 > end)
                end = g->insns[i].offset / SASS_INSN_BYTES + 1;
    }
    free(s->code);
    s->code = malloc((end + 1) * sizeof *s->code);
    if (!s->code)
        return ws_error_set(err, WS_ENOMEM, m->path, 0, "out of memory");
    s->ncode = end;
    for (size_t k = 0; k <= end; k++)
        s->code[k].func = -1;
    for (size_t j = 0; j < m->nfuncs; j++) {
        const struct sass_function *g = &m->funcs[j];
        if (!(j == s->kfunc || (g->name[0] == '$' && j > s->kfunc &&
                                (!f->section || !g->section || !strcmp(f->section, g->section)))))
            continue;
        for (size_t i = 0; i < g->ninsns; i++) {
            size_t k = g->insns[i].offset / SASS_INSN_BYTES;
            if (s->code[k].func < 0) {
                s->code[k].func = (int32_t)j;
                s->code[k].insn = (int32_t)i;
            }
        }
    }
    return WS_OK;
}

/* The local frame: nvcc moves R1 (the stack pointer from c[0x0][0x28])
 * down by the frame size with IADD3/VIADD R1, R1, -N (sm_90 prints -8 as
 * 0xfffffff8).  A function that calls subroutines with frames of their
 * own (a function pointer's callees, recursion) gets the whole local
 * memory: the stack starts at its top. */
static uint32_t find_frame(const struct sass_function *f)
{
    uint32_t frame = 0;
    int calls = 0;
    for (size_t i = 0; i < f->ninsns; i++) {
        const struct sass_insn *in = &f->insns[i];
        calls |= !strcmp(in->opcode, "CALL");
        int32_t imm = in->nops >= 3 && in->ops[2].kind == SOP_IMM ? (int32_t)(uint32_t)in->ops[2].u.imm : 0;
        if (in->nops >= 3 && in->ops[0].kind == SOP_REG && in->ops[0].reg == 1 &&
            in->ops[1].kind == SOP_REG && in->ops[1].reg == 1 && imm < 0 &&
            (!strcmp(in->opcode, "IADD3") || !strcmp(in->opcode, "VIADD")) && (uint32_t)-imm > frame)
            frame = (uint32_t)-imm;
    }
    return calls && frame ? SEMU_LOCAL_MAX : frame;
}

static enum ws_status launch_setup(struct semu *s, const struct sass_function *f, const struct emu_launch *l,
                                   struct ws_error *err)
{
    if (s->kern != f) {
        enum ws_status st = map_code(s, f, err);
        if (st)
            return st;
        s->kern = f;
    }
    s->l = *l;
    s->budget = l->budget ? l->budget : EMU_DEFAULT_BUDGET;
    s->frame = s->stack_top >= 0 ? (uint32_t)s->stack_top : find_frame(f);
    memset(s->cb0, 0, sizeof s->cb0);
    for (int d = 0; d < 3; d++) {
        memcpy(s->cb0 + CB0_NTID + 4 * d, &l->block[d], 4);
        memcpy(s->cb0 + CB0_NCTAID + 4 * d, &l->grid[d], 4);
    }
    memcpy(s->cb0 + CB0_STACK, &s->frame, 4);
    uint32_t window_hi = EMU_PRIVATE_APERTURE_HI;  /* the local window, as the translation's */
    memcpy(s->cb0 + 0x24, &window_hi, 4);
    uint64_t win = (uint64_t)SEMU_GENERIC_SHARED_HI << 32;     /* the generic shared window */
    memcpy(s->cb0 + CB0_SHARED_WINDOW, &win, 8);
    if (s->sm >= 90) {
        /* the cluster words, for a launch without clusters (clusters of one
         * CTA; README "sm_90 odds and ends"): cluster size 1 at 0x144..0x14c,
         * its reciprocal 1.0f at 0x150..0x158, the grid in clusters at
         * 0x15c..0x164, CTAs per cluster 1 at 0x188; 0x140 stays 0 */
        const uint32_t one = 1, onef = 0x3f800000u;
        for (int d = 0; d < 3; d++) {
            memcpy(s->cb0 + 0x144 + 4 * d, &one, 4);
            memcpy(s->cb0 + 0x150 + 4 * d, &onef, 4);
            memcpy(s->cb0 + 0x15c + 4 * d, &l->grid[d], 4);
        }
        memcpy(s->cb0 + 0x188, &one, 4);
    }
    /* the grid workspace (%envreg1: its address's high word, %envreg2: the
     * low word; CUDA's layout, zeroed) for a cooperative launch and for any
     * launch of a kernel that reads it (the H200 passed one to an ordinary
     * launch too): as the translation's hidden_multigrid_sync_arg; such a
     * launch runs its blocks resident together */
    uint32_t eb = s->sm >= 90 ? 0x40 : 0x88;
    s->coop = l->cooperative;
    for (size_t i = 0; i < f->ninsns && !s->coop; i++)
        for (int k = 0; k < f->insns[i].nops; k++) {
            const struct sass_operand *o = &f->insns[i].ops[k];
            if (o->kind == SOP_CBANK && o->u.cb.bank == 0 && o->u.cb.offset >= eb + 4 && o->u.cb.offset < eb + 12)
                s->coop = 1;
        }
    if (s->coop) {
        int r = emu_mem_map(s->mem, "grid workspace", NULL, 8);
        if (r < 0)
            return ws_error_set(err, WS_ENOMEM, s->m->path, 0, "out of memory");
        uint64_t ws = s->mem->regions[r].base;
        uint32_t hi = (uint32_t)(ws >> 32), lo = (uint32_t)ws;
        memcpy(s->cb0 + eb + 4, &hi, 4);
        memcpy(s->cb0 + eb + 8, &lo, 4);
    }
    uint32_t pb = s->sm >= 90 ? CB0_PARAM_SM90 : CB0_PARAM_SM80;
    if (pb + l->args_len > SEMU_CBANK0_BYTES)
        return ws_error_set(err, WS_ELIMIT, s->m->path, 0, "parameter block of %zu bytes", l->args_len);
    if (l->args_len)
        memcpy(s->cb0 + pb, l->args, l->args_len);
    s->smem_window = s->sm >= 90 ? SEMU_SM90_WINDOW : 0;
    uint32_t stat = f->shared_bytes >= 0 ? (uint32_t)f->shared_bytes : SEMU_SMEM_MAX;
    uint32_t ce = const_shared_end(f);      /* an LDS.128 may reach into the padding */
    if (f->shared_bytes >= 0 && ce > s->smem_window && ce - s->smem_window > stat)
        stat = ce - s->smem_window;
    s->smem_size = s->smem_window + stat + l->dynshmem;
    /* cooperative groups' scratch for tiles of more than one warp (the
     * driver's reserved shared memory, %reserved_smem_offset_1 at
     * c[0x0][0x124] on sm_80, c[0x0][0x6c] on sm_90): 288 bytes after the
     * dynamic shared memory, as the translation keeps them */
    uint32_t cgs = (s->smem_size + 7) & ~7u;
    memcpy(s->cb0 + (s->sm >= 90 ? 0x6c : 0x124), &cgs, 4);
    s->smem_size = cgs + 288;
    free(s->smem);
    s->smem = calloc(1, s->smem_size ? s->smem_size : 1);
    if (!s->smem)
        return ws_error_set(err, WS_ENOMEM, s->m->path, 0, "out of memory");
    return WS_OK;
}

/* The end of the highest shared access at a constant address (0: none):
 * nvcc merges neighbouring shared variables into one access that may reach
 * past the last of them into the allocation's padding (smem_atomics sm_80:
 * LDS.128 at 0x130 of 316 bytes). */
static uint32_t const_shared_end(const struct sass_function *f)
{
    uint32_t end = 0;
    for (size_t i = 0; i < f->ninsns; i++) {
        const struct sass_insn *in = &f->insns[i];
        if (strcmp(in->opcode, "LDS") && strcmp(in->opcode, "STS") && strcmp(in->opcode, "ATOMS"))
            continue;
        for (int k = 0; k < in->nops; k++) {
            const struct sass_mem *m = &in->ops[k].u.mem;
            if (in->ops[k].kind != SOP_MEM)
                continue;
            if ((m->reg >= 0 && m->reg != (m->reg_is_ureg ? SASS_URZ : SASS_RZ)) ||
                (m->ureg >= 0 && m->ureg != SASS_URZ) || m->offset < 0 || m->offset > 0x1000000)
                continue;
            uint32_t n = sass_has_mod(in, "128") ? 16 : sass_has_mod(in, "64") ? 8 : 4;
            if ((uint32_t)m->offset + n > end)
                end = (uint32_t)m->offset + n;
        }
    }
    return end;
}

static enum ws_status block_start(struct semu *s, const unsigned wg[3], struct ws_error *err)
{
    unsigned n = s->l.block[0] * s->l.block[1] * s->l.block[2];
    unsigned nw = (n + SEMU_WARP - 1) / SEMU_WARP;
    if (n == 0 || n > EMU_MAX_BLOCK)
        return ws_error_set(err, WS_EARG, s->m->path, 0, "block of %u threads", n);
    if (nw != s->nwarps) {
        free_block(s);
        s->warps = calloc(nw, sizeof *s->warps);
        if (!s->warps)
            return ws_error_set(err, WS_ENOMEM, s->m->path, 0, "out of memory");
        s->nwarps = nw;
    }
    memcpy(s->wg, wg, sizeof s->wg);
    for (unsigned w = 0; w < nw; w++) {
        struct semu_warp *wp = &s->warps[w];
        memset(wp->ur, 0, sizeof wp->ur);
        memset(wp->bar, 0, sizeof wp->bar);
        wp->up = SEMU_PT_BIT;
        wp->first_tid = w * SEMU_WARP;
        wp->nthreads = n - w * SEMU_WARP < SEMU_WARP ? n - w * SEMU_WARP : SEMU_WARP;
        wp->at_bar = wp->released = 0;
        for (unsigned t = 0; t < SEMU_WARP; t++) {
            struct semu_thread *th = &wp->t[t];
            uint8_t *loc = th->local;
            memset(th, 0, sizeof *th);
            th->local = loc;
            th->p = SEMU_PT_BIT;
            th->pc = s->kern->ninsns ? s->kern->insns[0].offset : 0;
            th->done = t >= wp->nthreads;
        }
    }
    memset(s->smem, 0, s->smem_size);
    return WS_OK;
}

enum ws_status semu_block_open(struct semu *s, const struct sass_function *f, const struct emu_launch *l,
                               const unsigned wg[3], struct ws_error *err)
{
    enum ws_status st = launch_setup(s, f, l, err);
    return st ? st : block_start(s, wg, err);
}

unsigned semu_nwarps(const struct semu *s) { return s->nwarps; }
uint64_t semu_insns(const struct semu *s) { return s->insns; }

const uint8_t *semu_shared(const struct semu *s, uint32_t *size, uint32_t *window)
{
    *size = s->smem_size;
    *window = s->smem_window;
    return s->smem;
}

/* ---- memory ---- */

uint8_t *semu_mem_ptr(struct semu_ctx *c, int space, unsigned t, uint64_t addr, unsigned size, int write)
{
    struct semu *s = c->s;
    if (space == SEMU_SPACE_GLOBAL && (addr >> 32) == SEMU_GENERIC_SHARED_HI) {
        space = SEMU_SPACE_SHARED;      /* a generic address in the shared window */
        addr = (uint32_t)addr;
    }
    if (space == SEMU_SPACE_SHARED) {
        if (addr < s->smem_window || addr - s->smem_window + size > s->smem_size - s->smem_window) {
            semu_fail(c, WS_EARG, "shared %s of %u bytes at 0x%llx is outside the block's %u bytes",
                      write ? "store" : "load", size, (unsigned long long)addr, s->smem_size - s->smem_window);
            return NULL;
        }
        return s->smem + addr;
    }
    if (space == SEMU_SPACE_LOCAL) {
        struct semu_thread *th = &c->w->t[t];
        if (addr + size > SEMU_LOCAL_MAX) {
            semu_fail(c, WS_EARG, "local %s of %u bytes at 0x%llx is outside the thread's %u bytes",
                      write ? "store" : "load", size, (unsigned long long)addr, SEMU_LOCAL_MAX);
            return NULL;
        }
        if (!th->local && !(th->local = calloc(1, SEMU_LOCAL_MAX))) {
            semu_fail(c, WS_ENOMEM, "out of memory");
            return NULL;
        }
        return th->local + addr;
    }
    struct emu_region *r = emu_mem_find(s->mem, addr, size);
    if (!r) {
        semu_fail(c, WS_EARG, "%s of %u bytes at 0x%llx is outside every buffer", write ? "store" : "load", size,
                  (unsigned long long)addr);
        return NULL;
    }
    if (write) {
        if (r->readonly) {
            semu_fail(c, WS_EARG, "store to read-only %s", r->name);
            return NULL;
        }
        for (unsigned k = 0; k < size; k++)
            r->writer[addr - r->base + k] = EMU_WRITER(c->func, c->insn);
    }
    return r->data + (addr - r->base);
}

static void note_store(struct semu_ctx *c, int space, unsigned t, uint64_t addr, unsigned size)
{
    struct semu_event *ev = c->s->ev;
    if (!ev)
        return;
    if (ev->nstores >= SEMU_MAX_STORES) {
        ev->stores_lost = 1;
        return;
    }
    if (space == SEMU_SPACE_GLOBAL && (addr >> 32) == SEMU_GENERIC_SHARED_HI) {
        space = SEMU_SPACE_SHARED;      /* a generic address in the shared window (semu_mem_ptr) */
        addr = (uint32_t)addr;
    }
    struct semu_store *st = &ev->stores[ev->nstores++];
    st->space = (uint8_t)space;
    st->thread = (uint8_t)t;
    st->size = (uint8_t)size;
    st->addr = space == SEMU_SPACE_SHARED ? addr - c->s->smem_window : addr;
}

int semu_mem_read(struct semu_ctx *c, int space, unsigned t, uint64_t addr, void *out, unsigned size)
{
    struct emu_mem *mem = c->s->mem;
    if (space == SEMU_SPACE_GLOBAL && mem->unrecorded_reads && !emu_mem_find(mem, addr, size)) {
        /* a recording's load outside its memory reads zeros, as on the RDNA3 emulator */
        if (!mem->nunrecorded++)
            mem->first_unrecorded = addr;
        memset(out, 0, size);
        return 0;
    }
    uint8_t *p = semu_mem_ptr(c, space, t, addr, size, 0);
    if (!p)
        return c->s->err->code;
    memcpy(out, p, size);
    return 0;
}

int semu_mem_write(struct semu_ctx *c, int space, unsigned t, uint64_t addr, const void *in, unsigned size)
{
    uint8_t *p = semu_mem_ptr(c, space, t, addr, size, 1);
    if (!p)
        return c->s->err->code;
    memcpy(p, in, size);
    note_store(c, space, t, addr, size);
    return 0;
}

uint32_t semu_cbank_read(struct semu_ctx *c, int bank, int64_t off)
{
    struct semu *s = c->s;
    uint32_t v = 0;
    if (off < 0)
        return 0;
    if (bank == 0) {
        if (off + 4 <= SEMU_CBANK0_BYTES)
            memcpy(&v, s->cb0 + off, 4);
        return v;
    }
    const char *fn = s->kern->name;
    const struct sass_cbank_sym *sym = sass_find_cbank_sym(s->m, bank, fn, (uint32_t)off & ~7u);
    if (sym) {
        for (size_t i = 0; i < s->m->nglobals; i++)
            if (!strcmp(s->m->globals[i].name, sym->symbol)) {
                uint64_t a = s->global_addr[i] + (uint64_t)sym->addend;
                return (off & 4) ? (uint32_t)(a >> 32) : (uint32_t)a;
            }
    }
    const struct sass_cbank_data *d = sass_find_cbank(s->m, bank, fn);
    if (d && (uint64_t)off + 4 <= d->len)
        memcpy(&v, d->data + off, 4);
    return v;
}

uint32_t semu_sreg(struct semu_ctx *c, unsigned t, const char *name)
{
    struct semu *s = c->s;
    unsigned tid = c->w->first_tid + t;
    unsigned bx = s->l.block[0], by = s->l.block[1];
    uint32_t lt = (1u << t) - 1;
    if (!strcmp(name, "SR_TID.X")) return tid % bx;
    if (!strcmp(name, "SR_TID.Y")) return tid / bx % by;
    if (!strcmp(name, "SR_TID.Z")) return tid / (bx * by);
    if (!strcmp(name, "SR_CTAID.X")) return s->wg[0];
    if (!strcmp(name, "SR_CTAID.Y")) return s->wg[1];
    if (!strcmp(name, "SR_CTAID.Z")) return s->wg[2];
    if (!strcmp(name, "SR_LANEID")) return t;
    if (!strcmp(name, "SR_LTMASK")) return lt;
    if (!strcmp(name, "SR_LEMASK")) return lt | (1u << t);
    if (!strcmp(name, "SR_GTMASK")) return ~(lt | (1u << t));
    if (!strcmp(name, "SR_GEMASK")) return ~lt;
    if (!strcmp(name, "SR_EQMASK")) return 1u << t;
    if (!strcmp(name, "SR_CLOCKLO") || !strcmp(name, "SR_GLOBALTIMERLO")) return (uint32_t)s->insns;
    if (!strcmp(name, "SR_CLOCKHI") || !strcmp(name, "SR_GLOBALTIMERHI")) return (uint32_t)(s->insns >> 32);
    if (!strcmp(name, "SR_SWINHI")) return SEMU_GENERIC_SHARED_HI;
    if (!strcmp(name, "SR_NTID.X")) return bx;
    if (!strcmp(name, "SR_NTID.Y")) return by;
    if (!strcmp(name, "SR_NTID.Z")) return s->l.block[2];
    return 0;       /* SRZ, SR_CgaCtaId (a cluster of one block) ... */
}

/* ---- stepping ---- */

static int guard_holds(const struct semu_warp *w, const struct sass_insn *in, unsigned t)
{
    if (in->guard < 0 || in->guard == SASS_PT)
        return !in->guard_neg;
    unsigned bits = in->guard_uniform ? w->up : w->t[t].p;
    return ((bits >> in->guard) & 1) != in->guard_neg;
}

/* Is every live warp of the block at the barrier? */
static int all_arrived(const struct semu *s)
{
    for (unsigned w = 0; w < s->nwarps; w++) {
        const struct semu_warp *wp = &s->warps[w];
        int live = 0;
        for (unsigned t = 0; t < SEMU_WARP; t++)
            live |= !wp->t[t].done;
        if (live && (!wp->at_bar || wp->released))
            return 0;       /* not there yet, or still leaving the last barrier */
    }
    return 1;
}

/* The threads that run next (*active) and their program counter, the
 * lowest; UINT32_MAX when all are done.  A WARPSYNC.EXCLUSIVE's region
 * (op_warpsync): the group of the lowest thread still in one runs it to
 * its end, then the next group; threads outside regions wait until no
 * group is left in one. */
static uint32_t next_pc(const struct semu_warp *w, uint32_t *active)
{
    uint32_t lowest = UINT32_MAX;
    int g = -1;
    for (unsigned t = 0; t < SEMU_WARP && g < 0; t++) {
        const struct semu_thread *th = &w->t[t];
        if (th->excl && !th->done && th->pc > th->excl_lo && th->pc <= th->excl_hi)
            g = (int)t;
    }
#define WS_IN_GROUP(t)                                                                             \
    (g < 0 || (w->t[t].excl && w->t[t].pc > w->t[t].excl_lo && w->t[t].pc <= w->t[t].excl_hi &&    \
               w->t[t].excl_mask == w->t[g].excl_mask))
    for (unsigned t = 0; t < SEMU_WARP; t++)
        if (!w->t[t].done && w->t[t].pc < lowest && WS_IN_GROUP(t))
            lowest = w->t[t].pc;
    *active = 0;
    for (unsigned t = 0; t < SEMU_WARP; t++)
        if (!w->t[t].done && w->t[t].pc == lowest && WS_IN_GROUP(t))
            *active |= 1u << t;
#undef WS_IN_GROUP
    return lowest;
}

int semu_step_warp(struct semu *s, unsigned wi, struct semu_event *ev, struct ws_error *err)
{
    struct semu_warp *w = &s->warps[wi];
    uint32_t active, lowest = next_pc(w, &active);
    if (lowest == UINT32_MAX)
        return 1;
    size_t k = lowest / SASS_INSN_BYTES;
    if (k >= s->ncode || s->code[k].func < 0) {
        ws_error_set(err, WS_EARG, s->m->path, 0, "%s: threads jumped to 0x%x, not an instruction", s->kern->name,
                     lowest);
        return -1;
    }
    struct semu_ctx c = { .s = s, .w = w, .func = (size_t)s->code[k].func, .insn = (size_t)s->code[k].insn,
                          .active = active };
    c.in = &s->m->funcs[c.func].insns[c.insn];
    s->err = err;
    const struct semu_op *op = c.in->unknown ? NULL : semu_op_find(c.in->opcode);
    if (!op) {
        semu_fail(&c, WS_EUNSUPPORTED, "no semantics for %s", c.in->opcode);
        return -1;
    }
    if (op->flags & SEMUF_SYNC) {
        if (!w->released) {
            w->at_bar = 1;
            if (!all_arrived(s))
                return 1;
            for (unsigned o = 0; o < s->nwarps; o++)
                if (s->warps[o].at_bar)
                    s->warps[o].released = 1;
        }
        w->at_bar = w->released = 0;
    }
    if (s->insns >= s->budget) {
        semu_fail(&c, WS_ELIMIT, "budget of %llu warp instructions spent", (unsigned long long)s->budget);
        return -1;
    }
    s->insns++;
    for (unsigned t = 0; t < SEMU_WARP; t++)
        if (((active >> t) & 1) && guard_holds(w, c.in, t))
            c.exec |= 1u << t;
    if (ev) {
        memset(ev, 0, offsetof(struct semu_event, stores));
        ev->func = c.func;
        ev->insn = c.insn;
        ev->active = active;
        ev->exec = c.exec;
    }
    s->ev = ev;
    uint32_t run = c.exec;
    if ((op->flags & SEMUF_UNIFORM) && c.exec)
        c.exec &= -c.exec;          /* the lowest thread runs it for the warp */
    int rc = c.exec || (op->flags & SEMUF_BRANCH) ? op->fn(&c) : 0;
    s->ev = NULL;
    if (rc)
        return -1;
    uint32_t moved = (op->flags & SEMUF_BRANCH) ? run : 0;
    for (unsigned t = 0; t < SEMU_WARP; t++)
        if (((active & ~moved) >> t) & 1)
            w->t[t].pc = lowest + SASS_INSN_BYTES;
    for (unsigned t = 0; t < SEMU_WARP; t++)
        w->t[t].r[SASS_RZ] = 0;
    w->ur[SASS_URZ] = 0;
    return 0;
}

void semu_warp_view(const struct semu *s, unsigned wi, struct semu_warp_view *out)
{
    const struct semu_warp *w = &s->warps[wi];
    memset(out, 0, sizeof *out);
    out->nthreads = w->nthreads;
    out->t = w->t;
    out->ur = w->ur;
    out->up = w->up;
    uint32_t active, lowest = next_pc(w, &active);
    out->state = lowest == UINT32_MAX ? EMU_WAVE_DONE : w->at_bar ? EMU_WAVE_BARRIER : EMU_WAVE_RUN;
    size_t k = lowest / SASS_INSN_BYTES;
    if (lowest != UINT32_MAX && k < s->ncode && s->code[k].func >= 0) {
        out->func = (size_t)s->code[k].func;
        out->insn = (size_t)s->code[k].insn;
    }
}

/* ---- running ---- */

#define SEMU_SLICE 4096
static enum ws_status run_block(struct semu *s, struct emu_result *res)
{
    for (;;) {
        int ran = 0, live = 0;
        for (unsigned w = 0; w < s->nwarps; w++) {
            /* a warp runs until it stops or for SEMU_SLICE instructions:
             * one spinning on a word another warp stores (a multi-warp
             * tile's barrier, an mbarrier, the grid barrier) lets it run */
            int r = 0;
            for (unsigned k = 0; k < SEMU_SLICE && (r = semu_step_warp(s, w, NULL, &res->err)) == 0; k++)
                ran = 1;
            if (r < 0)
                return res->err.code;
            for (unsigned t = 0; t < SEMU_WARP; t++)
                live |= !s->warps[w].t[t].done;
            /* a warp released from a barrier by the last arrival runs on */
            if (s->warps[w].released)
                ran = 1;
        }
        if (!live)
            return WS_OK;
        if (!ran)
            return ws_error_set(&res->err, WS_EARG, s->m->path, 0,
                                "%s: block (%u,%u,%u) deadlocked at a barrier some warps never reach",
                                s->kern->name, s->wg[0], s->wg[1], s->wg[2]);
    }
}

/* A cooperative launch: every block resident at once, each taking a turn
 * (its warps SEMU_SLICE instructions each) until all are done, so that a
 * block spinning on grid.sync()'s barrier word lets the others reach it.
 * Block 0 keeps the block state launch_setup made; the others get theirs. */
#define SEMU_MAX_COOP_BLOCKS 4096
struct coop_block {
    struct semu_warp *warps;
    unsigned nwarps;
    uint8_t *smem;
    unsigned wg[3];
    int done;
};

static void coop_swap(struct semu *s, struct coop_block *b)
{
    s->warps = b->warps;
    s->nwarps = b->nwarps;
    s->smem = b->smem;
    memcpy(s->wg, b->wg, sizeof s->wg);
}

static enum ws_status run_cooperative(struct semu *s, struct emu_result *res)
{
    const struct emu_launch *l = &s->l;
    uint64_t nb = (uint64_t)l->grid[0] * l->grid[1] * l->grid[2];
    if (nb > SEMU_MAX_COOP_BLOCKS)
        return ws_error_set(&res->err, WS_ELIMIT, s->m->path, 0, "a cooperative launch of %llu blocks "
                            "(the emulator keeps at most %d resident)", (unsigned long long)nb,
                            SEMU_MAX_COOP_BLOCKS);
    struct coop_block *b = calloc(nb, sizeof *b);
    if (!b)
        return ws_error_set(&res->err, WS_ENOMEM, s->m->path, 0, "out of memory");
    uint8_t *smem0 = s->smem;
    enum ws_status st = WS_OK;
    for (uint64_t i = 0; i < nb && !st; i++) {
        unsigned wg[3] = { (unsigned)(i % l->grid[0]), (unsigned)(i / l->grid[0] % l->grid[1]),
                           (unsigned)(i / l->grid[0] / l->grid[1]) };
        b[i].smem = i ? calloc(1, s->smem_size ? s->smem_size : 1) : smem0;
        if (!b[i].smem) {
            st = ws_error_set(&res->err, WS_ENOMEM, s->m->path, 0, "out of memory");
            break;
        }
        s->smem = b[i].smem;
        if (i) {            /* a block state of its own */
            s->warps = NULL;
            s->nwarps = 0;
        }
        st = block_start(s, wg, &res->err);
        b[i].warps = s->warps;
        b[i].nwarps = s->nwarps;
        memcpy(b[i].wg, wg, sizeof wg);
    }
    for (uint64_t alive = nb; !st && alive && !s->trapped;) {
        int ran = 0;
        for (uint64_t i = 0; i < nb && !st && !s->trapped; i++) {
            if (b[i].done)
                continue;
            coop_swap(s, &b[i]);
            int live = 0;
            for (unsigned w = 0; w < s->nwarps && !st; w++) {
                int r = 0;
                for (unsigned k = 0; k < SEMU_SLICE && (r = semu_step_warp(s, w, NULL, &res->err)) == 0; k++)
                    ran = 1;
                if (r < 0)
                    st = res->err.code;
                for (unsigned t = 0; t < SEMU_WARP; t++)
                    live |= !s->warps[w].t[t].done;
                if (s->warps[w].released)
                    ran = 1;
            }
            if (!live) {
                b[i].done = 1;
                alive--;
            }
        }
        if (!st && !ran && alive && !s->trapped)
            st = ws_error_set(&res->err, WS_EARG, s->m->path, 0, "%s: the cooperative launch deadlocked at "
                              "a barrier some warps never reach", s->kern->name);
    }
    for (uint64_t i = 1; i < nb; i++) {
        coop_swap(s, &b[i]);
        free_block(s);
        free(b[i].smem);
    }
    coop_swap(s, &b[0]);
    s->smem = smem0;
    free(b);
    return st;
}

enum ws_status semu_run(struct semu *s, const struct sass_function *f, const struct emu_launch *l,
                        struct emu_result *res)
{
    memset(res, 0, sizeof *res);
    res->printed_from = s->mem->nprinted;
    s->trapped = 0;
    uint64_t before = s->insns;
    s->insns = 0;
    enum ws_status st = launch_setup(s, f, l, &res->err);
    if (!st && s->coop)
        st = run_cooperative(s, res);
    for (unsigned z = 0; !st && !s->coop && !s->trapped && z < l->grid[2]; z++)
        for (unsigned y = 0; !st && !s->trapped && y < l->grid[1]; y++)
            for (unsigned x = 0; !st && !s->trapped && x < l->grid[0]; x++) {
                unsigned wg[3] = { x, y, z };
                st = block_start(s, wg, &res->err);
                if (!st)
                    st = run_block(s, res);
            }
    res->insns = s->insns;
    s->insns += before;
    if (s->trapped) {
        res->trapped = 1;
        memcpy(res->trap_wg, s->trap_wg, sizeof res->trap_wg);
        res->trap_wave = s->trap_warp;
    }
    return res->status = st;
}

/* ---- recorded launches ---- */

struct verify_ctx {
    const struct sass_module *m;
    struct semu *s;         /* opened on the first launch, with its memory */
};

static enum ws_status run_sass(void *ctx, const char *kernel, struct emu_mem *mem, const struct emu_launch *l,
                               struct emu_result *res)
{
    struct verify_ctx *v = ctx;
    const struct sass_function *f = semu_find_kernel(v->m, kernel);
    if (!f) {
        snprintf(res->err.msg, sizeof res->err.msg, "%s", v->m->path);
        return res->status = WS_ENOTFOUND;
    }
    if (!v->s && semu_open(v->m, mem, &v->s, &res->err))
        return res->status = res->err.code;
    return semu_run(v->s, f, l, res);
}

enum ws_status semu_verify_gt(const struct sass_module *m, const struct gt_set *g, const char *sample_dir,
                              uint64_t budget, struct emu_verify *v)
{
    struct verify_ctx ctx = { .m = m, .s = NULL };
    enum ws_status st = emu_verify_gt_with(run_sass, &ctx, g, sample_dir, budget, v);
    semu_close(ctx.s);
    return st;
}
