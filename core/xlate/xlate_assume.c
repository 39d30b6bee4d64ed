/* xlate_assume.c - what a translation assumes when the listing lacks the
 * module data (an `nvdisasm -c` listing with no cubin beside it).
 *
 * Static shared memory: its size is that of the cubin's .nv.shared.<kernel>
 * section, which a -c listing does not show.  The kernel descriptor must
 * allocate it (.amdhsa_group_segment_fixed_size): LDS accesses past the
 * allocation read zeros and drop writes on RDNA3, so a size too small is
 * wrong on hardware without a word said.  Unknown, the translation takes
 * what is sure to be enough:
 *   - a kernel whose SASS touches no shared memory needs none (0);
 *   - one whose shared addresses are all constants needs up to the end of
 *     its highest access;
 *   - any other (computed addresses, generic pointers into the shared
 *     window) gets the most static shared memory a CUDA kernel can have,
 *     48 KiB (CUDA C++ Programming Guide, "Shared Memory": static
 *     allocations above 48 KB per block are not allowed; more needs
 *     dynamic shared memory), or the target's LDS per workgroup if less.
 * The caller says so (xlate_assumptions); --lds N or the cubin give the
 * real size.
 *
 * Constant bank 3 (the user's __constant__ data) without its bytes: the
 * reads stay UNSUPPORTED (there is no safe value to assume), and the note
 * says why. */
#include "xlate_int.h"

#include <stdio.h>
#include <string.h>

#define X_CUDA_STATIC_SMEM_MAX 0xc000

/* Opcodes that address shared memory (the SASS opcode table's shared-memory
 * rows, and sm_90's bulk copies and transaction barriers, which live there). */
static int shared_opcode(const char *op)
{
    /* LDS, STS, ATOMS, LDSM, STSM, LDGSTS, STAS, SYNCS, UBLKCP, UTMALDG,
     * UTMASTG: by first letters, most opcodes without a string compare */
    switch (op[0]) {
    case 'L':
        return op[1] == 'D' && (!strcmp(op + 2, "S") || !strcmp(op + 2, "SM") ||
                                !strcmp(op + 2, "GSTS"));
    case 'S':
        if (op[1] == 'T')
            return !strcmp(op + 2, "S") || !strcmp(op + 2, "SM") || !strcmp(op + 2, "AS");
        return op[1] == 'Y' && !strcmp(op, "SYNCS");
    case 'A':
        return op[1] == 'T' && !strcmp(op, "ATOMS");
    case 'U':
        if (op[1] == 'B')
            return !strcmp(op, "UBLKCP");
        return op[1] == 'T' && (!strcmp(op, "UTMALDG") || !strcmp(op, "UTMASTG"));
    default:
        return 0;
    }
}

/* S2R/S2UR of the shared window (sm_90 generic pointers into shared memory). */
static int shared_window(const struct sass_insn *in)
{
    if (in->opcode[0] != 'S' || in->opcode[1] != '2' ||
        (strcmp(in->opcode, "S2R") && strcmp(in->opcode, "S2UR")))
        return 0;
    for (int k = 0; k < in->nops; k++) {
        const char *s = in->ops[k].kind == SOP_SREG ? in->ops[k].u.sreg : NULL;
        if (s && (!strcmp(s, "SR_CgaCtaId") || !strncmp(s, "SR_SWIN", 7)))
            return 1;
    }
    return 0;
}

static int access_bytes(const struct sass_insn *in)
{
    if (sass_has_mod(in, "128")) return 16;
    if (sass_has_mod(in, "64")) return 8;
    if (sass_has_mod(in, "U8") || sass_has_mod(in, "S8")) return 1;
    if (sass_has_mod(in, "U16") || sass_has_mod(in, "S16")) return 2;
    return 4;
}

int xlds_reads(const struct sass_insn *in)
{
    return shared_window(in) || shared_opcode(in->opcode);
}

/* End of the access when its address is a constant, -1 when computed. */
static long const_end(const struct sass_insn *in)
{
    const struct sass_operand *m = NULL;
    for (int k = 0; k < in->nops && !m; k++)
        if (in->ops[k].kind == SOP_MEM)
            m = &in->ops[k];
    if (!m)
        return -1;
    const struct sass_mem *a = &m->u.mem;
    if (a->reg >= 0 && a->reg != (a->reg_is_ureg ? SASS_URZ : SASS_RZ))
        return -1;
    if (a->ureg >= 0 && a->ureg != SASS_URZ)
        return -1;
    if (a->offset < 0 || a->offset > 0x7fffffff - 16)
        return -1;
    return (long)a->offset + access_bytes(in);
}

int xlds_const_end(const struct sass_function *f)
{
    long end = 0;
    for (size_t i = 0; i < f->ninsns; i++) {
        const struct sass_insn *in = &f->insns[i];
        long e = shared_opcode(in->opcode) ? const_end(in) : -1;
        if (e > end)
            end = e;
    }
    return (int)end;
}

/* What an opcode text may be here (bit 0: a shared-memory opcode, bit 1:
 * S2R or S2UR), kept per text pointer in a small table: the parser interns
 * opcode texts, so a function has a few dozen. */
struct op_memo {
    const char *op[64];
    uint8_t kind[64];
};

static unsigned op_kind(struct op_memo *mm, const char *op)
{
    size_t h = ((uintptr_t)op >> 3) & 63;
    if (mm->op[h] != op) {
        mm->op[h] = op;
        mm->kind[h] = (uint8_t)(shared_opcode(op) |
                                (op[0] == 'S' && op[1] == '2' && (!strcmp(op, "S2R") || !strcmp(op, "S2UR"))) << 1);
    }
    return mm->kind[h];
}

int xlds_assume(const struct sass_function *f, const struct target_desc *t, int *how)
{
    int touched = 0, computed = 0;
    long end = 0;
    struct op_memo mm = { { NULL }, { 0 } };
    for (size_t i = 0; i < f->ninsns && !computed; i++) {  /* one computed address decides */
        const struct sass_insn *in = &f->insns[i];
        unsigned k = op_kind(&mm, in->opcode);
        if (!k)
            continue;
        if ((k & 2) && shared_window(in)) {
            touched = computed = 1;
            continue;
        }
        if (!(k & 1))
            continue;
        touched = 1;
        long e = const_end(in);
        if (e < 0)
            computed = 1;
        else if (e > end)
            end = e;
    }
    int max = (int)t->lds_per_workgroup < X_CUDA_STATIC_SMEM_MAX ? (int)t->lds_per_workgroup
                                                                  : X_CUDA_STATIC_SMEM_MAX;
    int h = !touched ? XLDS_UNUSED : computed ? XLDS_MAX : XLDS_CONST;
    if (how)
        *how = h;
    return h == XLDS_UNUSED ? 0 : h == XLDS_MAX ? max : (int)end;
}

/* Instructions of f that read constant bank 3 when the module has no data for it. */
static size_t cbank3_missing(const struct sass_module *m, const struct sass_function *f)
{
    if (sass_find_cbank(m, 3, NULL))
        return 0;
    size_t n = 0;
    for (size_t i = 0; i < f->ninsns; i++)
        for (int k = 0; k < f->insns[i].nops; k++)
            if (f->insns[i].ops[k].kind == SOP_CBANK && f->insns[i].ops[k].u.cb.bank == 3) {
                n++;
                break;
            }
    return n;
}

int xlate_assumptions(const struct xlate_result *r, size_t fi, char *buf, size_t len)
{
    const char *note = r->funcs[fi].assume_note;
    if (note) {
        snprintf(buf, len, "%s", note);
        return note[0] != 0;
    }
    const struct sass_function *f = r->funcs[fi].sass;
    int n = 0, how = XLDS_KNOWN;
    if (r->opts.lds_bytes < 0 && f->shared_bytes < 0) {
        int bytes = xlds_assume(f, r->opts.target, &how);
        if (how == XLDS_CONST)
            n = snprintf(buf, len, "kernel %s: assumed %d bytes of static shared memory, the "
                         "end of its highest shared access (all at constant addresses): the "
                         "listing does not give the size; --lds N or the cubin beside the "
                         "listing gives it", f->name, bytes);
        else if (how == XLDS_MAX)
            n = snprintf(buf, len, "kernel %s: assumed %d bytes of static shared memory, the "
                         "most a CUDA kernel can have (its shared addresses are computed): the "
                         "listing does not give the size; --lds N or the cubin beside the "
                         "listing gives it", f->name, bytes);
    }
    size_t c = cbank3_missing(r->in, f);
    if (c && n >= 0 && (size_t)n < len)
        n += snprintf(buf + n, len - (size_t)n, "%skernel %s: left UNSUPPORTED %zu "
                      "instruction%s reading __constant__ data (c[0x3][...]) the listing does "
                      "not hold; the cubin beside the listing gives it",
                      n ? "; " : "", f->name, c, c == 1 ? "" : "s");
    return n > 0;
}
