/* emu_decode.c - mnemonic -> emulator operation, once per instruction. */
#include "emu_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const struct emu_opdesc emu_opdescs[EOP_COUNT] = {
    [EOP_UNKNOWN] = { "?", C_UNSUP, 0, 0, T_NONE, { 0, 0, 0 } },
#define EMU_X_DESC(id, nm, cls, form, nsrc, td, t0, t1, t2) \
    [EOP_##id] = { nm, cls, form, nsrc, td, { t0, t1, t2 } },
    EMU_OPS(EMU_X_DESC)
#undef EMU_X_DESC
};

struct emu_decoded_prog {
    size_t nfuncs;
    struct emu_dec **funcs;
};

/* base mnemonic: suffixes _e32/_e64/_dpp/_sdwa stripped, v_dual_x -> v_x */
static void base_name(const char *in, char *out, size_t len)
{
    if (!strncmp(in, "v_dual_", 7)) {
        out[0] = 'v';
        out[1] = '_';
        snprintf(out + 2, len - 2, "%s", in + 7);
    } else {
        snprintf(out, len, "%s", in);
    }
    static const char *suf[] = { "_e64_dpp", "_e32_dpp", "_dpp", "_e32", "_e64", "_sdwa" };
    size_t n = strlen(out);
    for (size_t i = 0; i < sizeof suf / sizeof suf[0]; i++) {
        size_t k = strlen(suf[i]);
        if (n > k && !strcmp(out + n - k, suf[i])) {
            out[n - k] = 0;
            return;
        }
    }
}

static int type_of(const char *t, uint8_t *ty, uint8_t *is64)
{
    static const struct { const char *s; uint8_t t, w; } tab[] = {
        { "i32", T_B32 | 0x80, 0 }, { "u32", T_B32, 0 }, { "b32", T_B32, 0 }, { "f32", T_F32, 0 },
        { "i64", T_B64 | 0x80, 1 }, { "u64", T_B64, 1 }, { "b64", T_B64, 1 }, { "f64", T_F64, 1 },
        { "i16", T_B16 | 0x80, 0 }, { "u16", T_B16, 0 }, { "f16", T_F16, 0 },
    };
    for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
        if (!strcmp(t, tab[i].s)) {
            *ty = tab[i].t;
            *is64 = tab[i].w;
            return 0;
        }
    return -1;
}

static int cond_of(const char *c)
{
    static const char *names[] = { "f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge",
                                   "nlg", "ngt", "nle", "neq", "nlt", "t" };
    for (int i = 0; i < 16; i++)
        if (!strcmp(c, names[i]))
            return i;
    if (!strcmp(c, "ne")) return CC_NE;
    if (!strcmp(c, "tru")) return CC_T;
    if (!strcmp(c, "class")) return CC_CLASS;
    return -1;
}

/* "gt_i32" -> cond and type */
static int decode_cmp(const char *rest, struct emu_dec *d)
{
    char buf[64];
    snprintf(buf, sizeof buf, "%s", rest);
    char *us = strrchr(buf, '_');
    if (!us)
        return -1;
    *us = 0;
    int c = cond_of(buf);
    if (c < 0 || type_of(us + 1, &d->ctype, &d->is64))
        return -1;
    d->cc = (uint8_t)c;
    return 0;
}

static int bytes_of(const char *t, uint8_t *bytes, uint8_t *sext)
{
    static const struct { const char *s; uint8_t b, x; } tab[] = {
        { "b32", 4, 0 }, { "b64", 8, 0 }, { "b96", 12, 0 }, { "b128", 16, 0 }, { "u8", 1, 0 },
        { "i8", 1, 1 }, { "u16", 2, 0 }, { "i16", 2, 1 }, { "b8", 1, 0 }, { "b16", 2, 0 },
    };
    for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
        if (!strcmp(t, tab[i].s)) {
            *bytes = tab[i].b;
            *sext = tab[i].x;
            return 0;
        }
    return -1;
}

static int atomic_of(const char *op, const char *ty, struct emu_dec *d)
{
    static const struct { const char *s; uint8_t a; } tab[] = {
        { "add", AT_ADD }, { "sub", AT_SUB }, { "min", AT_MIN_I }, { "max", AT_MAX_I },
        { "and", AT_AND }, { "or", AT_OR }, { "xor", AT_XOR }, { "swap", AT_SWAP },
        { "storexchg", AT_SWAP }, { "cmpswap", AT_CMPSWAP }, { "cmpstore", AT_CMPSWAP },
        { "inc", AT_INC }, { "dec", AT_DEC },
    };
    uint8_t t = 0, w = 0;
    if (type_of(ty, &t, &w))
        return -1;
    for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++) {
        if (strcmp(op, tab[i].s))
            continue;
        uint8_t a = tab[i].a;
        int fl = (t & 0x7f) == T_F32 || (t & 0x7f) == T_F64;
        if (a == AT_ADD && fl) a = (t & 0x7f) == T_F64 ? AT_ADD_F64 : AT_ADD_F32;
        else if (a == AT_MIN_I && fl) a = AT_MIN_F;
        else if (a == AT_MAX_I && fl) a = AT_MAX_F;
        else if ((a == AT_MIN_I || a == AT_MAX_I) && !(t & 0x80)) a = a == AT_MIN_I ? AT_MIN_U : AT_MAX_U;
        else if (fl) return -1;
        d->atom = a;
        d->is64 = w;
        d->bytes = w ? 8 : 4;
        return 0;
    }
    return -1;
}

/* global_/flat_/scratch_ rest: load_b32, store_b128, atomic_add_u32 */
static int decode_vmem(const char *rest, struct emu_dec *d, int scratch)
{
    char buf[64];
    snprintf(buf, sizeof buf, "%s", rest);
    if (!strncmp(buf, "load_", 5) && !bytes_of(buf + 5, &d->bytes, &d->sext)) {
        d->mop = MO_LOAD;
        d->op = scratch ? EOP_SCLOAD : EOP_GLOAD;
        return 0;
    }
    if (!strncmp(buf, "store_", 6) && !bytes_of(buf + 6, &d->bytes, &d->sext)) {
        d->mop = MO_STORE;
        d->op = scratch ? EOP_SCSTORE : EOP_GSTORE;
        return 0;
    }
    if (!scratch && !strncmp(buf, "atomic_", 7)) {
        char *us = strrchr(buf, '_');
        if (!us || us == buf + 6)
            return -1;
        *us = 0;
        if (atomic_of(buf + 7, us + 1, d))
            return -1;
        d->mop = MO_ATOMIC;
        d->op = EOP_GATOMIC;
        return 0;
    }
    return -1;
}

static int decode_ds(const char *rest, struct emu_dec *d)
{
    char buf[64];
    snprintf(buf, sizeof buf, "%s", rest);
    d->op = EOP_DSOP;
    d->stride = 1;
    if (!strcmp(buf, "bpermute_b32") || !strcmp(buf, "permute_b32")) {
        d->mop = buf[0] == 'b' ? MO_BPERMUTE : MO_PERMUTE;
        d->bytes = 4;
        return 0;
    }
    int two = 0;
    char *t = NULL;
    if (!strncmp(buf, "load_2addr_stride64_", 20)) { two = 1; d->stride = 64; t = buf + 20; }
    else if (!strncmp(buf, "load_2addr_", 11)) { two = 1; t = buf + 11; }
    else if (!strncmp(buf, "load_", 5)) t = buf + 5;
    if (t) {
        d->mop = two ? MO_LOAD2 : MO_LOAD;
        return bytes_of(t, &d->bytes, &d->sext);
    }
    if (!strncmp(buf, "store_2addr_stride64_", 21)) { two = 1; d->stride = 64; t = buf + 21; }
    else if (!strncmp(buf, "store_2addr_", 12)) { two = 1; t = buf + 12; }
    else if (!strncmp(buf, "store_", 6)) t = buf + 6;
    if (t) {
        d->mop = two ? MO_STORE2 : MO_STORE;
        return bytes_of(t, &d->bytes, &d->sext);
    }
    /* atomics: add_u32, add_rtn_u32, cmpstore_rtn_b32 */
    char *us = strrchr(buf, '_');
    if (!us)
        return -1;
    *us = 0;
    size_t n = strlen(buf);
    if (n > 4 && !strcmp(buf + n - 4, "_rtn"))
        buf[n - 4] = 0;
    if (atomic_of(buf, us + 1, d))
        return -1;
    d->mop = MO_ATOMIC;
    return 0;
}

static void decode_one(const char *mnemonic, struct emu_dec *d, uint16_t *op)
{
    char b[64];
    base_name(mnemonic, b, sizeof b);
    *op = EOP_UNKNOWN;
    for (unsigned i = 1; i < EOP_COUNT; i++)
        if (!strcmp(emu_opdescs[i].name, b)) {
            *op = (uint16_t)i;
            return;
        }
    if (!strncmp(b, "v_cmpx_", 7)) {
        if (!decode_cmp(b + 7, d)) *op = EOP_VCMPX;
    } else if (!strncmp(b, "v_cmp_", 6)) {
        if (!decode_cmp(b + 6, d)) *op = EOP_VCMP;
    } else if (!strncmp(b, "s_cmpk_", 7)) {
        if (!decode_cmp(b + 7, d)) *op = EOP_SCMP;
    } else if (!strncmp(b, "s_cmp_", 6)) {
        if (!decode_cmp(b + 6, d)) *op = EOP_SCMP;
    } else if (!strncmp(b, "s_bitcmp", 8) && (b[8] == '0' || b[8] == '1')) {
        d->cc = b[8] == '0' ? CC_BIT0 : CC_BIT1;
        d->is64 = !strcmp(b + 9, "_b64");
        d->ctype = d->is64 ? T_B64 : T_B32;
        if (!strcmp(b + 9, "_b64") || !strcmp(b + 9, "_b32")) *op = EOP_SCMP;
    } else if (!strncmp(b, "s_load_", 7)) {
        static const char *w[] = { "b32", "b64", "b128", "b256", "b512" };
        for (unsigned i = 0; i < 5; i++)
            if (!strcmp(b + 7, w[i])) {
                d->bytes = (uint8_t)(4u << i);
                *op = EOP_SLOAD;
            }
    } else if (!strncmp(b, "global_", 7)) {
        uint16_t save = d->op;
        if (!decode_vmem(b + 7, d, 0)) *op = d->op;
        d->op = save;
    } else if (!strncmp(b, "flat_", 5)) {
        uint16_t save = d->op;
        if (!decode_vmem(b + 5, d, 0)) *op = d->op;
        d->op = save;
    } else if (!strncmp(b, "scratch_", 8)) {
        uint16_t save = d->op;
        if (!decode_vmem(b + 8, d, 1)) *op = d->op;
        d->op = save;
    } else if (!strcmp(b, "image_sample") || !strcmp(b, "image_sample_l") ||
               !strcmp(b, "image_sample_lz") || !strcmp(b, "image_load") ||
               !strcmp(b, "image_store")) {
        *op = EOP_IMAGE;
    } else if (!strncmp(b, "ds_", 3)) {
        uint16_t save = d->op;
        if (!decode_ds(b + 3, d)) *op = EOP_DSOP;
        d->op = save;
    }
}

enum ws_status emu_decode_program(struct emu_program *p, struct ws_error *err)
{
    struct emu_decoded_prog *dp = calloc(1, sizeof *dp);
    if (!dp)
        return ws_error_set(err, WS_ENOMEM, p->path, 0, "out of memory");
    p->dec = dp;
    dp->nfuncs = p->mod->nfuncs;
    dp->funcs = calloc(dp->nfuncs ? dp->nfuncs : 1, sizeof *dp->funcs);
    if (!dp->funcs)
        return ws_error_set(err, WS_ENOMEM, p->path, 0, "out of memory");
    for (size_t f = 0; f < dp->nfuncs; f++) {
        const struct rdna_function *fn = &p->mod->funcs[f];
        dp->funcs[f] = calloc(fn->ninsns ? fn->ninsns : 1, sizeof **dp->funcs);
        if (!dp->funcs[f])
            return ws_error_set(err, WS_ENOMEM, p->path, 0, "out of memory");
        for (size_t i = 0; i < fn->ninsns; i++) {
            struct emu_dec *d = &dp->funcs[f][i];
            uint16_t op;
            decode_one(fn->insns[i].opcode, d, &op);
            d->op = op;
            if (fn->insns[i].opcode_y) {
                struct emu_dec y;
                memset(&y, 0, sizeof y);
                decode_one(fn->insns[i].opcode_y, &y, &op);
                d->op_y = op;
            }
        }
    }
    return WS_OK;
}

void emu_decode_free(struct emu_program *p)
{
    struct emu_decoded_prog *dp = p->dec;
    if (!dp)
        return;
    for (size_t f = 0; f < dp->nfuncs; f++)
        free(dp->funcs[f]);
    free(dp->funcs);
    free(dp);
    p->dec = NULL;
}

const struct emu_dec *emu_decoded(const struct emu_program *p, size_t func, size_t insn)
{
    const struct emu_decoded_prog *dp = p->dec;
    return &dp->funcs[func][insn];
}
