/* emit_call.c - calls out of the module: CALL.ABS.NOINC through a register
 * pair that holds a constant-bank word the CUDA loader fills with an
 * external function's address (bank 4, a relocation naming vprintf,
 * __assertfail, malloc, free), and LEPC.
 *
 * nvcc's call sequence (sm_80; sm_90 alike with ULDC and LEPC Rd, label):
 *     LDC.64 R8, c[0x4][R0]                 the callee (R0 = 0: word 0x0)
 *     IMAD.MOV.U32 R4, RZ, RZ, c[0x4][0x8]  argument 1: the format's address
 *     IMAD.MOV.U32 R5, RZ, RZ, c[0x4][0xc]
 *     IADD3 R6, P0, R1, c[0x0][0x20], RZ    argument 2: generic address of
 *     IMAD.X R7, RZ, RZ, c[0x0][0x24], P0     the arguments in local memory
 *     STL ... [R1+off]                      the arguments
 *     LEPC R2; ... R20:R21 = return address
 *     CALL.ABS.NOINC R8
 * The callee and the format string are found by walking back to the
 * instructions that wrote R8 and R4, within the code that reaches the
 * call by falling through; past a branch target (other paths join there)
 * or another call (which clobbers R4 up) only a register's sole writer in
 * the function is taken (a hoisted load: ULDC.64 UR4, c[0x4][0x10] in the
 * entry block), and the call is otherwise UNSUPPORTED rather than given a
 * value of another path.
 *
 * vprintf is lowered to AMDGPU's buffered printf (the OpenCL convention of
 * AMDGPUPrintfRuntimeBinding, which a code object can use with no host
 * thread): the kernel takes the hidden argument hidden_printf_buffer; the
 * buffer starts with two u32, the bytes used after the 8-byte header
 * (advanced atomically) and the buffer's size; each call reserves
 * 4 + sum(argument sizes) bytes and writes the format's ID, then its
 * arguments (4 or 8 bytes each, at 4-byte alignment), copied from CUDA's
 * argument buffer in scratch.  The metadata's amdhsa.printf strings,
 * "ID:N:SIZE1:...:SIZEN:FORMAT", give each ID's format and sizes.  A %s
 * argument is its 8-byte address (the string is read-only data of the code
 * object), where OpenCL copies the characters.  __assertfail writes one
 * record of the assertion format (ID 0, CUDA's message) and ends the wave
 * with s_trap 2. */
#include "xlate/rules/emit.h"
#include "xlate/rules/match.h"

#include "base/fmt.h"
#include "base/pfmt.h"

#include <stdarg.h>
#include <string.h>

/* ID 0: the message of a failed assertion, as CUDA prints it */
#define X_ASSERT_FMT "%s:%u: %s: block: [%u,%u,%u], thread: [%u,%u,%u] Assertion `%s` failed.\n"
#define X_MAX_PFMTS 32

/* Is offset off a branch target of f (a label, or a target operand)? */
static int is_target(const struct sass_function *f, uint32_t off)
{
    for (size_t i = 0; i < f->nlabels; i++)
        if (f->labels[i].offset == off)
            return 1;
    for (size_t i = 0; i < f->ninsns; i++) {
        const struct sass_insn *p = &f->insns[i];
        if (!strcmp(p->opcode, "LEPC"))
            continue;       /* a return address, not a jump */
        for (int k = 0; k < p->nops; k++)
            if (p->ops[k].kind == SOP_LABEL && p->ops[k].u.target == off)
                return 1;
    }
    return 0;
}

static int writes(const struct sass_insn *p, int kind, int reg)
{
    for (int k = 0; k < p->nops; k++) {
        const struct sass_operand *o = &p->ops[k];
        if ((o->access & SACC_W) && o->kind == kind && reg >= o->reg &&
            reg < o->reg + (o->width ? o->width : 1))
            return 1;
    }
    return 0;
}

/* The only instruction of f that writes register (kind, reg), when it is
 * before i and the value reaches i whatever the path: a UR, a register
 * the SASS ABI keeps across calls (R2, R16-R31, the high half of each
 * eight from R32), or any register with no call in between; else -1 */
static int sole_writer(const struct sass_function *f, int i, int kind, int reg)
{
    int w = -1;
    for (size_t j = 0; j < f->ninsns; j++)
        if (writes(&f->insns[j], kind, reg)) {
            if (w >= 0)
                return -1;
            w = (int)j;
        }
    if (w < 0 || w >= i)
        return -1;
    int kept = kind == SOP_UREG || reg == 2 || (reg >= 16 && reg <= 31) || (reg >= 32 && reg % 8 >= 4);
    for (int j = w + 1; !kept && j < i; j++)
        if (!strcmp(f->insns[j].opcode, "CALL"))
            return -1;
    return w;
}

/* Index of the last instruction before i that writes register reg of kind
 * (SOP_REG or SOP_UREG) on the fall-through path to i; past a branch
 * target or a call, the register's only writer in the function
 * (sole_writer), else -1 */
static int writer_of(const struct sass_function *f, int i, int kind, int reg)
{
    for (int j = i - 1; j >= 0; j--) {
        const struct sass_insn *p = &f->insns[j];
        if (is_target(f, f->insns[j + 1].offset) || !strcmp(p->opcode, "CALL"))
            return sole_writer(f, i, kind, reg);
        for (int k = 0; k < p->nops; k++) {
            const struct sass_operand *o = &p->ops[k];
            if ((o->access & SACC_W) && o->kind == kind && reg >= o->reg &&
                reg < o->reg + (o->width ? o->width : 1))
                return j;
        }
    }
    return -1;
}

/* The source of a move into ops[0]: MOV d, s; IMAD.MOV.U32 / IMAD.U32
 * d, RZ, RZ, s; LDC / ULDC d, c[..][..]; NULL for anything else */
static const struct sass_operand *move_source(const struct sass_insn *p)
{
    if ((!strcmp(p->opcode, "MOV") || !strcmp(p->opcode, "UMOV") || !strcmp(p->opcode, "LDC") ||
         !strcmp(p->opcode, "ULDC")) && p->nops == 2)
        return &p->ops[1];
    if (!strcmp(p->opcode, "IMAD") && p->nops == 4 && !sass_has_mod(p, "WIDE") &&
        !sass_has_mod(p, "HI") && xm_is_rz(&p->ops[1]) && xm_is_rz(&p->ops[2]))
        return &p->ops[3];
    return NULL;
}

/* The 32-bit constant register (SOP_REG) reg holds before instruction i */
static int const_of(const struct sass_function *f, int i, int reg, int64_t *v)
{
    if (reg == SASS_RZ) {
        *v = 0;
        return 0;
    }
    int j = writer_of(f, i, SOP_REG, reg);
    if (j < 0)
        return -1;
    const struct sass_insn *p = &f->insns[j];
    if (!strcmp(p->opcode, "HFMA2") && sass_has_mod(p, "MMA") && p->nops == 5 &&
        xm_is_rz(&p->ops[1]) && xm_is_rz(&p->ops[2]) && p->ops[3].kind == SOP_FIMM &&
        p->ops[3].u.fimm == 0 && p->ops[4].kind == SOP_FIMM && p->ops[4].u.fimm == 0) {
        *v = 0;     /* HFMA2.MMA Rd, -RZ, RZ, 0, 0: a zero */
        return 0;
    }
    const struct sass_operand *s = move_source(p);
    if (!s || s->kind != SOP_IMM || p->ops[0].reg != reg)
        return -1;
    *v = s->u.imm;
    return 0;
}

/* The bank-4 byte offset of the word that register (kind, reg) holds
 * before instruction i, -1 when it is not a bank-4 word moved there */
static int64_t bank4_word(const struct sass_function *f, int i, int kind, int reg, int depth)
{
    int j = writer_of(f, i, kind, reg);
    if (j < 0 || depth > 4)
        return -1;
    const struct sass_insn *p = &f->insns[j];
    const struct sass_operand *s = move_source(p);
    if (!s || p->ops[0].kind != kind)
        return -1;
    int part = reg - p->ops[0].reg;     /* the high word of a .64 move */
    if (s->kind == SOP_CBANK) {
        const struct sass_cbank *cb = &s->u.cb;
        if (cb->bank != 4 || cb->bank_ureg >= 0)
            return -1;
        int64_t idx = 0;
        if (cb->reg >= 0 && cb->reg_is_ureg && cb->reg != SASS_URZ)
            return -1;
        if (cb->reg >= 0 && !cb->reg_is_ureg && const_of(f, j, cb->reg, &idx))
            return -1;
        return idx + cb->offset + 4 * part;
    }
    if ((s->kind == SOP_REG || s->kind == SOP_UREG) && !part && !(s->flags & (SOF_NEG | SOF_INV)))
        return bank4_word(f, j, s->kind, s->reg, depth + 1);
    return -1;
}

/* The symbol whose address register pair (kind, reg) holds before
 * instruction i (both words from one relocated bank-4 word), or NULL */
static const struct sass_cbank_sym *pair_symbol_in(const struct sass_module *m, const struct sass_function *f,
                                                   int i, int kind, int reg)
{
    int64_t lo = bank4_word(f, i, kind, reg, 0), hi = bank4_word(f, i, kind, reg + 1, 0);
    if (lo < 0 || hi != lo + 4)
        return NULL;
    const struct sass_cbank_sym *s = sass_find_cbank_sym(m, 4, f->name, (uint32_t)lo);
    return s && s->size == 8 && s->offset == (uint32_t)lo ? s : NULL;
}

static const struct sass_cbank_sym *pair_symbol(const struct xctx *x, int i, int kind, int reg)
{
    return pair_symbol_in(x->sm, x->sf, i, kind, reg);
}

const char *xlate_call_callee(const struct sass_module *m, const struct sass_function *f, size_t i)
{
    const struct sass_insn *in = &f->insns[i];
    const struct sass_cbank_sym *s = in->nops >= 1 && in->ops[0].kind == SOP_REG
                                         ? pair_symbol_in(m, f, (int)i, SOP_REG, in->ops[0].reg) : NULL;
    return s ? s->symbol : NULL;
}

__attribute__((format(printf, 2, 3)))
static enum xres decline(struct xctx *x, const char *fmt, ...)
{
    char why[400];
    va_list ap;
    va_start(ap, fmt);
    fmt_vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    return xdecline(x, NULL, -1, "%s", why);
}

/* The NUL-terminated string a relocated word names (the symbol's initial
 * bytes from its addend on), NULL when it is not one */
static const char *symbol_string(const struct xctx *x, const struct sass_cbank_sym *s)
{
    const struct sass_global *g = s ? sass_find_global(x->sm, s->symbol) : NULL;
    if (!g || !g->init || s->addend < 0 || (uint64_t)s->addend >= g->size)
        return NULL;
    const char *p = (const char *)g->init + s->addend;
    return memchr(p, 0, g->size - (uint64_t)s->addend) ? p : NULL;
}

/* Note that xf's records name format fmt with ID id */
static int add_pfmt(struct xctx *x, uint32_t id, const char *fmt)
{
    struct xfunc *xf = x->xf;
    for (size_t i = 0; i < xf->npfmts; i++)
        if (xf->pfmts[i].id == id)
            return 0;
    if (!xf->pfmts && !(xf->pfmts = arena_alloc(&x->r->arena, X_MAX_PFMTS * sizeof *xf->pfmts)))
        return -1;
    if (xf->npfmts == X_MAX_PFMTS)
        return -1;
    xf->pfmts[xf->npfmts++] = (struct xpfmt){ id, xs(x, fmt) };
    xf->uses_printf = 1;
    return 0;
}

/* The record's start: reserve bytes in the buffer (an atomic add per
 * lane), and narrow EXEC to the lanes whose record fits.  s[sb:sb+1] the
 * buffer; v[vt] the record's offset after the header; the old EXEC in
 * save. */
static enum xres record_begin(struct xctx *x, int bytes, uint32_t id, int *sbuf, int *vt, int *save)
{
    int sb = xslot_for(x, X_HIDDEN_SLOT | X_HIDDEN_PRINTF_BUFFER, 2);
    int st = (x->stemp + 1) & ~1, v = x->vtemp;
    if (sb < 0 || st + 6 > x->stemp + X_STEMPS)
        return XR_DECLINE;
    char m1[24], m2[24];
    xmask(x, st + 2, m1, sizeof m1);
    xmask(x, st + 4, m2, sizeof m2);
    int w = x->wave;
    if (xemitf(x, "s_load_b32 s%d, s[%d:%d], 0x4", st, sb, sb + 1) ||
        xemitf(x, "v_mov_b32 v%d, 0", v) || xemitf(x, "v_mov_b32 v%d, %d", v + 1, bytes) ||
        xemitf(x, "global_atomic_add_u32 v%d, v%d, v%d, s[%d:%d] glc", v + 2, v, v + 1, sb, sb + 1) ||
        xemitf(x, "s_waitcnt vmcnt(0) lgkmcnt(0)") ||
        xemitf(x, "v_add_nc_u32 v%d, %d, v%d", v, 8 + bytes, v + 2) ||
        xemitf(x, "v_cmp_ge_u32_e64 %s, s%d, v%d", m1, st, v) ||
        xemitf(x, "s_and_saveexec_b%d %s, %s", w, m2, m1) ||
        xemitf(x, "v_mov_b32 v%d, %u", v + 1, id) ||
        xemitf(x, "global_store_b32 v%d, v%d, s[%d:%d] offset:8", v + 2, v + 1, sb, sb + 1))
        return XR_ERROR;
    *sbuf = sb;
    *vt = v + 2;
    *save = st + 4;
    return XR_OK;
}

static enum xres record_end(struct xctx *x, int save)
{
    char m[24];
    return xemitf(x, "s_mov_b%d %s, %s", x->wave, xexec(x), xmask(x, save, m, sizeof m)) ? XR_ERROR
                                                                                          : XR_OK;
}

static int vreg(const struct xctx *x, int r)
{
    return r >= 0 && r < 255 && !(x->nspilled && x->vspill[r] >= 0) ? x->vmap[r] : -1;
}

/* An argument register the lowering reads: under a VGPR budget it may be
 * spilled, and the call's MIR names only the callee's pair (so the spill
 * code reloads nothing else for it).  Whether R register r has a place
 * (a VGPR or a scratch slot); and the VGPR holding it: its own, or tmp
 * after a load from its slot (-1: an error, set). */
static int has_place(const struct xctx *x, int r)
{
    return vreg(x, r) >= 0 || (r >= 0 && r < 255 && x->nspilled && x->vspill[r] >= 0);
}

static int arg_vgpr(struct xctx *x, int r, int tmp)
{
    int v = vreg(x, r);
    if (v >= 0)
        return v;
    if (xemitf(x, "scratch_load_b32 v%d, off, off offset:%d", tmp, x->vspill[r]) ||
        xemitf(x, "s_waitcnt vmcnt(0)"))
        return -1;
    return tmp;
}

static enum xres lower_vprintf(struct xctx *x, const struct sass_insn *in)
{
    (void)in;
    int i = x->cur_sass;
    const struct sass_cbank_sym *fs = pair_symbol(x, i, SOP_REG, 4);
    const char *fmt = symbol_string(x, fs);
    if (!fmt)
        return decline(x, "vprintf: the format (R4:R5) is not a string of the module's data: only "
                          "constant formats are lowered");
    struct pfmt_arg args[PFMT_MAX_ARGS];
    const char *why;
    int n = pfmt_parse(fmt, args, PFMT_MAX_ARGS, &why);
    if (n < 0)
        return decline(x, "vprintf: %s", why);
    const struct sass_global *g = sass_find_global(x->sm, fs->symbol);
    uint32_t id = (uint32_t)(g - x->sm->globals) + 1;
    int bytes = 4, va;
    for (int k = 0; k < n; k++)
        bytes += args[k].size;
    if (n && !has_place(x, 6))
        return decline(x, "vprintf: the argument buffer's address (R6) has no VGPR");
    if (add_pfmt(x, id, fmt))
        return decline(x, "vprintf: more than %d formats in one function", X_MAX_PFMTS);
    int sb, vt, save, pos = 12;
    enum xres rc = record_begin(x, bytes, id, &sb, &vt, &save);
    if (rc)
        return rc;
    if (n && xemitf(x, "s_waitcnt_vscnt null, 0x0"))
        return XR_ERROR;
    if (n && (va = arg_vgpr(x, 6, x->vtemp + 3)) < 0)
        return XR_ERROR;
    /* the argument buffer: R6 is its generic address, whose low word is the
     * scratch offset (c[0x0][0x20], the local window, is src_private_base) */
    for (int k = 0; k < n; k++)
        for (int d = 0; d < args[k].size / 4; d++, pos += 4)
            if (xemitf(x, "scratch_load_b32 v%d, v%d, off offset:%d", x->vtemp + 1, va,
                       args[k].offset + 4 * d) ||
                xemitf(x, "s_waitcnt vmcnt(0)") ||
                xemitf(x, "global_store_b32 v%d, v%d, s[%d:%d] offset:%d", vt, x->vtemp + 1, sb, sb + 1, pos))
                return XR_ERROR;
    if ((rc = record_end(x, save)))
        return rc;
    /* vprintf's result in R4: the number of arguments, as CUDA's printf returns */
    int r4 = vreg(x, 4);
    if (r4 >= 0 && xemitf(x, "v_mov_b32 v%d, %d", r4, n))
        return XR_ERROR;
    if (r4 < 0 && has_place(x, 4) &&          /* spilled: into its slot */
        (xemitf(x, "v_mov_b32 v%d, %d", x->vtemp + 3, n) ||
         xemitf(x, "scratch_store_b32 off, v%d, off offset:%d", x->vtemp + 3, x->vspill[4])))
        return XR_ERROR;
    return XR_OK;
}

/* __assertfail(message R4:R5, file R6:R7, line R8, function R10:R11,
 * char size R12): CUDA prints "FILE:LINE: FUNCTION: block: [..], thread:
 * [..] Assertion `MESSAGE` failed." and the kernel ends with an error */
static enum xres lower_assert(struct xctx *x, const struct sass_insn *in)
{
    static const int argr[] = { 4, 5, 6, 7, 8, 10, 11 };
    for (size_t k = 0; k < sizeof argr / sizeof argr[0]; k++)
        if (!has_place(x, argr[k]))
            return decline(x, "__assertfail: its arguments R4:R5, R6:R7, R8, R10:R11 have no VGPRs");
    if (add_pfmt(x, 0, X_ASSERT_FMT))
        return decline(x, "__assertfail: more than %d formats in one function", X_MAX_PFMTS);
    int sb, vt, save;
    enum xres rc = record_begin(x, 4 + 8 + 4 + 8 + 6 * 4 + 8, 0, &sb, &vt, &save);
    if (rc)
        return rc;
    int t = x->vtemp + 1;
    char st[48];
    fmt_snprintf(st, sizeof st, "s[%d:%d]", sb, sb + 1);
    /* 64-bit values as two dwords: the record is only 4-byte aligned; a
     * spilled argument is loaded into v(vtemp+3) just before its store */
    static const struct { int reg, at; } parts[] = {
        { 6, 12 }, { 7, 16 }, { 8, 20 }, { 10, 24 }, { 11, 28 }, { 4, 56 }, { 5, 60 } };
    for (size_t k = 0; k < sizeof parts / sizeof parts[0]; k++) {
        if (k == 5) {
            for (int d = 0; d < 3; d++)     /* blockIdx from s2..s4 */
                if (xemitf(x, "v_mov_b32 v%d, s%d", t, X_SGPR_WGID_X + d) ||
                    xemitf(x, "global_store_b32 v%d, v%d, %s offset:%d", vt, t, st, 32 + 4 * d))
                    return XR_ERROR;
            for (int d = 0; d < 3; d++)     /* threadIdx: 10 bits each of v0 */
                if (xemitf(x, "v_bfe_u32 v%d, v0, %d, 10", t, 10 * d) ||
                    xemitf(x, "global_store_b32 v%d, v%d, %s offset:%d", vt, t, st, 44 + 4 * d))
                    return XR_ERROR;
        }
        int v = arg_vgpr(x, parts[k].reg, x->vtemp + 3);
        if (v < 0 || xemitf(x, "global_store_b32 v%d, v%d, %s offset:%d", vt, v, st, parts[k].at))
            return XR_ERROR;
    }
    if (xemitf(x, "s_waitcnt_vscnt null, 0x0"))
        return XR_ERROR;
    if ((rc = record_end(x, save)))
        return rc;
    /* the trap ends the launch with the error (CUDA: cudaErrorAssert); a
     * wave that reaches the call with no lane in it (lanes waiting
     * elsewhere) goes on */
    char skip[64];
    fmt_snprintf(skip, sizeof skip, ".Lws%d_notrap%04x", x->fidx, in->offset);
    if (xemitf(x, "s_cbranch_execz %s", skip) || xemitf(x, "s_trap 2") || xemit_line(x, XL_LABEL, skip))
        return XR_ERROR;
    return XR_OK;
}

enum xres xe_call_abs(struct xctx *x, const struct sass_insn *in)
{
    const struct sass_cbank_sym *s = in->nops >= 1 && in->ops[0].kind == SOP_REG
                                         ? pair_symbol(x, x->cur_sass, SOP_REG, in->ops[0].reg) : NULL;
    if (!s)
        return decline(x, "CALL.ABS.NOINC: the callee's address does not come from a relocated "
                          "word of constant bank 4");
    if (!strcmp(s->symbol, "vprintf"))
        return lower_vprintf(x, in);
    if (!strcmp(s->symbol, "__assertfail"))
        return lower_assert(x, in);
    if (!strcmp(s->symbol, "malloc") || !strcmp(s->symbol, "free"))
        return decline(x, "%s: the device heap has no counterpart here: CUDA's driver gives every "
                          "context a heap (cudaLimitMallocHeapSize) that malloc and free manage; a "
                          "translated kernel would need an allocator in the code object and a heap "
                          "buffer from the runtime (HIP's hidden_heap_v1), and neither the "
                          "translation nor the emulator has one", s->symbol);
    return decline(x, "CALL.ABS.NOINC: a call of the external function %s, which the "
                      "translation does not lower (vprintf and __assertfail only)", s->symbol);
}

/* LDC.64 Rd, c[0x4][Rn+off]: the address of an external function (the
 * callee of a CALL.ABS, lowered by name there): none exists in the code
 * object, Rd:Rd+1 get 0 */
enum xres xe_ldc_callee(struct xctx *x, const struct sass_insn *in)
{
    int64_t idx;
    const struct sass_cbank *cb = &in->ops[1].u.cb;
    if (const_of(x->sf, x->cur_sass, cb->reg, &idx))
        return decline(x, "LDC from constant bank 4 with an index register whose value is not a "
                          "constant");
    const struct sass_cbank_sym *s =
        sass_find_cbank_sym(x->sm, 4, x->sf->name, (uint32_t)(idx + cb->offset));
    if (!s || sass_find_global(x->sm, s->symbol) || !sass_has_mod(in, "64"))
        return decline(x, "LDC from constant bank 4 with an index register: only the address of "
                          "an external function (a CALL.ABS callee) is taken");
    return xemit_template(x, in, "v_mov_b32 $0.lo, 0\nv_mov_b32 $0.hi, 0");
}

/* LEPC Rd[, label]: the address of this instruction (or of the label), a
 * return address that only CALL.ABS would use; the lowered call runs in
 * place and never reads it, so Rd:Rd+1 get the SASS offset, as the SASS
 * emulator gives it (lockstep runs agree) */
enum xres xe_lepc(struct xctx *x, const struct sass_insn *in)
{
    /* x->vmap, not vreg(): a spilled destination pair has its reload VGPRs
     * in vmap for this instruction, and the spill code stores them after */
    int r = in->nops >= 1 && in->ops[0].kind == SOP_REG ? in->ops[0].reg : -1;
    int d = r >= 0 && r < 254 ? x->vmap[r] : -1, dh = d >= 0 ? x->vmap[r + 1] : -1;
    if (d < 0 || dh < 0 || r == SASS_RZ)
        return decline(x, "LEPC: the destination has no VGPR pair");
    uint32_t a = in->offset;
    for (int k = 1; k < in->nops; k++)
        if (in->ops[k].kind == SOP_LABEL)
            a = in->ops[k].u.target;
    if (xemitf(x, "v_mov_b32 v%d, 0x%x", d, a) || xemitf(x, "v_mov_b32 v%d, 0", dh))
        return XR_ERROR;
    return XR_OK;
}

void xcall_printf_metadata(const struct xlate_result *r, struct strbuf *o)
{
    /* every ID once, in ID order */
    int64_t last = -1;
    for (;;) {
        const struct xpfmt *best = NULL;
        for (size_t i = 0; i < r->nfuncs; i++)
            for (size_t k = 0; k < r->funcs[i].npfmts; k++) {
                const struct xpfmt *p = &r->funcs[i].pfmts[k];
                if ((int64_t)p->id > last && (!best || p->id < best->id))
                    best = p;
            }
        if (!best)
            return;
        if (last < 0)
            sb_puts(o, "amdhsa.printf:\n");
        last = best->id;
        struct pfmt_arg args[PFMT_MAX_ARGS];
        const char *why;
        int n = best->id ? pfmt_parse(best->fmt, args, PFMT_MAX_ARGS, &why) : 0;
        struct strbuf t;
        sb_init(&t);
        if (!best->id) {        /* the assertion's record */
            static const int sz[] = { 8, 4, 8, 4, 4, 4, 4, 4, 4, 8 };
            sb_printf(&t, "0:10");
            for (int k = 0; k < 10; k++)
                sb_printf(&t, ":%d", sz[k]);
        } else {
            sb_printf(&t, "%u:%d", best->id, n < 0 ? 0 : n);
            for (int k = 0; k < n; k++)
                sb_printf(&t, ":%d", args[k].size);
        }
        sb_putc(&t, ':');
        sb_puts(&t, best->fmt);
        sb_puts(o, "  - ");
        sb_json_str(o, t.s);        /* a YAML double-quoted scalar: JSON's escapes */
        sb_putc(o, '\n');
        sb_free(&t);
    }
}
