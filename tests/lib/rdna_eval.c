/* rdna_eval.c - one-lane evaluation of RDNA3 bit operations (see .h).
 * Semantics from the RDNA3 ISA guide's instruction descriptions. */
#include "rdna_eval.h"

#include <stdio.h>
#include <string.h>

static int src(const struct rdna_lane *l, const struct rdna_operand *o, uint32_t *v, int hi)
{
    switch (o->kind) {
    case ROP_VGPR: *v = l->v[(o->reg + hi) & 255]; return 0;
    case ROP_SGPR: *v = l->s[(o->reg + hi) & 127]; return 0;
    case ROP_INT: *v = hi ? (o->imm < 0 ? 0xffffffffu : 0) : (uint32_t)o->imm; return 0;
    case ROP_NULL: *v = 0; return 0;
    default: return -1;
    }
}

static int dst(struct rdna_lane *l, const struct rdna_operand *o, uint32_t v, int hi)
{
    if (o->kind == ROP_VGPR) l->v[(o->reg + hi) & 255] = v;
    else if (o->kind == ROP_SGPR) l->s[(o->reg + hi) & 127] = v;
    else if (o->kind != ROP_NULL) return -1;
    return 0;
}

/* v_perm_b32: byte k of the result from selector byte k over {s0:s1}. */
static uint32_t perm(uint32_t s0, uint32_t s1, uint32_t sel)
{
    uint64_t d = (uint64_t)s0 << 32 | s1;
    uint32_t r = 0;
    for (int k = 0; k < 4; k++) {
        unsigned b = (sel >> (8 * k)) & 0xff, v;
        if (b >= 13) v = 0xff;
        else if (b == 12) v = 0;
        else if (b >= 8) v = (d >> (15 + 16 * (b - 8)) & 1) ? 0xff : 0;
        else v = (unsigned)(d >> (8 * b)) & 0xff;
        r |= (uint32_t)v << (8 * k);
    }
    return r;
}

static const char *base(const char *op, char *buf, size_t len)
{
    snprintf(buf, len, "%s", op);
    char *e = strstr(buf, "_e64");
    if (!e) e = strstr(buf, "_e32");
    if (e) *e = 0;
    return buf;
}

int rdna_eval_insn(struct rdna_lane *l, const struct rdna_insn *in, char *msg, size_t len)
{
    char b[64];
    const char *op = base(in->opcode, b, sizeof b);
    uint32_t a[4] = { 0, 0, 0, 0 }, ah[4] = { 0, 0, 0, 0 };
    for (unsigned i = 1; i < in->nops && i < 5; i++)
        if (src(l, &in->ops[i], &a[i - 1], 0) || src(l, &in->ops[i], &ah[i - 1], 1)) {
            snprintf(msg, len, "operand %u of %s", i, in->opcode);
            return -1;
        }
    uint32_t r;
    uint64_t p = (uint64_t)ah[1] << 32 | a[1];
    int wide = 0;
    uint64_t r64 = 0;
    if (!strcmp(op, "v_mov_b32") || !strcmp(op, "s_mov_b32")) r = a[0];
    else if (!strcmp(op, "v_and_b32") || !strcmp(op, "s_and_b32")) r = a[0] & a[1];
    else if (!strcmp(op, "v_or_b32") || !strcmp(op, "s_or_b32")) r = a[0] | a[1];
    else if (!strcmp(op, "v_xor_b32") || !strcmp(op, "s_xor_b32")) r = a[0] ^ a[1];
    else if (!strcmp(op, "v_xnor_b32") || !strcmp(op, "s_xnor_b32")) r = ~(a[0] ^ a[1]);
    else if (!strcmp(op, "s_nand_b32")) r = ~(a[0] & a[1]);
    else if (!strcmp(op, "s_nor_b32")) r = ~(a[0] | a[1]);
    else if (!strcmp(op, "s_and_not1_b32")) r = a[0] & ~a[1];
    else if (!strcmp(op, "s_or_not1_b32")) r = a[0] | ~a[1];
    else if (!strcmp(op, "v_not_b32") || !strcmp(op, "s_not_b32")) r = ~a[0];
    else if (!strcmp(op, "v_bfi_b32")) r = (a[0] & a[1]) | (~a[0] & a[2]);
    else if (!strcmp(op, "v_and_or_b32")) r = (a[0] & a[1]) | a[2];
    else if (!strcmp(op, "v_or3_b32")) r = a[0] | a[1] | a[2];
    else if (!strcmp(op, "v_xor3_b32")) r = a[0] ^ a[1] ^ a[2];
    else if (!strcmp(op, "v_perm_b32")) r = perm(a[0], a[1], a[2]);
    else if (!strcmp(op, "v_lshlrev_b32")) r = a[1] << (a[0] & 31);
    else if (!strcmp(op, "v_lshrrev_b32")) r = a[1] >> (a[0] & 31);
    else if (!strcmp(op, "v_ashrrev_i32")) r = (uint32_t)((int32_t)a[1] >> (a[0] & 31));
    else if (!strcmp(op, "v_alignbit_b32"))
        r = (uint32_t)((((uint64_t)a[0] << 32) | a[1]) >> (a[2] & 31));
    else if (!strcmp(op, "v_add_nc_u32")) r = a[0] + a[1];
    else if (!strcmp(op, "v_sub_nc_u32")) r = a[0] - a[1];
    else if (!strcmp(op, "v_min_u32")) r = a[0] < a[1] ? a[0] : a[1];
    else if (!strcmp(op, "v_lshlrev_b64")) { wide = 1; r64 = p << (a[0] & 63); }
    else if (!strcmp(op, "v_lshrrev_b64")) { wide = 1; r64 = p >> (a[0] & 63); }
    else if (!strcmp(op, "v_ashrrev_i64")) { wide = 1; r64 = (uint64_t)((int64_t)p >> (a[0] & 63)); }
    else {
        snprintf(msg, len, "no evaluation for %s", in->opcode);
        return -1;
    }
    if (wide) {
        if (dst(l, &in->ops[0], (uint32_t)r64, 0) || dst(l, &in->ops[0], (uint32_t)(r64 >> 32), 1))
            goto bad;
        return 0;
    }
    if (dst(l, &in->ops[0], r, 0))
        goto bad;
    return 0;
bad:
    snprintf(msg, len, "destination of %s", in->opcode);
    return -1;
}
