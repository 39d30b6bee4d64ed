/* xlate_relax.c - branches past s_branch's reach.
 *
 * s_branch and s_cbranch_* jump by a signed 16-bit count of dwords from the
 * next instruction (AMDGPU ISA, SOPP simm16): about 128 KiB either way.  A
 * long function (samples/big_unrolled with its VGPRs spilled) has branches
 * farther than that, which llvm-mc refuses ("branch size exceeds simm16").
 * After the waits, when the layout is final, such a branch becomes what
 * LLVM's branch relaxation makes of it (SIInstrInfo::insertIndirectBranch):
 *
 *     s_getpc_b64 s[p:p+1]                 ; address of the next instruction
 *     s_add_u32 sp, sp, L@rel32@lo+4       ; + (L - that address), low
 *     s_addc_u32 sp+1, sp+1, L@rel32@hi+12 ; high, with the carry
 *     s_setpc_b64 s[p:p+1]
 *
 * (the literal of s_add_u32 is 4 bytes past the address s_getpc_b64 gives,
 * that of s_addc_u32 12), and a conditional one jumps over that on the
 * opposite condition to a label after it.  The pair s[p:p+1] is one the
 * translation does not otherwise use: above its other SGPRs, inside the
 * SGPR budget (when the budget has no room, x->pair_need asks for the
 * function to be translated again with the pair kept out of the SGPR
 * spill's budget).  Offsets come from the sizes the instructions were parsed
 * with; the pass repeats until no branch is out of reach (a relaxed
 * branch lengthens the ones across it).
 */
#include "xlate_int.h"
#include "base/fmt.h"
#include "base/strmap.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The opposite condition of an s_cbranch_*, NULL none known. */
static const char *inverse(const char *op)
{
    static const char *const pairs[][2] = {
        { "s_cbranch_scc0", "s_cbranch_scc1" },   { "s_cbranch_vccz", "s_cbranch_vccnz" },
        { "s_cbranch_execz", "s_cbranch_execnz" },
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        if (!strcmp(op, pairs[i][0]))
            return pairs[i][1];
        if (!strcmp(op, pairs[i][1]))
            return pairs[i][0];
    }
    return NULL;
}

static const struct rdna_operand *label_op(const struct rdna_insn *in)
{
    if (in->info && in->info->flow != FLOW_JUMP)    /* (s_branch and every s_cbranch_ row jump) */
        return NULL;
    const char *o = in->opcode;
    if (o[0] != 's' || o[1] != '_' || (o[2] == 'b' ? strcmp(o + 2, "branch")
                                                    : o[2] != 'c' || strncmp(o + 2, "cbranch_", 8)))
        return NULL;
    for (unsigned k = 0; k < in->nops; k++)
        if (in->ops[k].kind == ROP_LABEL && in->ops[k].text)
            return &in->ops[k];
    return NULL;
}

/* A label or a branch line, its byte offset and (a branch) its label. */
struct at {
    size_t line;
    uint32_t off;
    const char *to;
};

/* Mark (far[i] = 1) the branch lines out of reach; the count. */
static size_t find_far(struct xctx *x, uint8_t *far, enum ws_status *rc)
{
    /* no branch spans more than the function: within reach when it is at
     * most 4 * 32767 bytes long.  (The sum over every instruction, not only
     * the lines', is never less: an upper bound is enough here.)  Most
     * functions are: they are not looked at further.  With more than 32767
     * instructions (of 4 bytes at least) it is not summed here: the walk
     * below sums the lines' anyway, and tests the same. */
    if (x->ninsns <= 32767) {
        uint64_t len = 0;
        for (size_t i = 0; i < x->ninsns; i++)
            len += x->insns[i].size;
        if (len / 4 <= 32767)
            return 0;
    }
    /* the labels and the branches, with their offsets (a few of the lines:
     * only the room used is touched) */
    size_t nlab = 0, nbr = 0, n = 0;
    struct at *lab = malloc(sizeof *lab * (x->nlines + 1));
    struct at *br = malloc(sizeof *br * (x->nlines + 1));
    struct strmap m = { 0 };
    if (!lab || !br)
        goto oom;
    uint32_t o = 0;
    for (size_t i = 0; i < x->nlines; i++) {
        const struct xline *l = &x->lines[i];
        if (l->kind == XL_INSN) {
            const struct rdna_insn *in = &x->insns[l->insn];
            /* (label_op's first test, here: most instructions do not jump) */
            const struct rdna_operand *to;
            if ((!in->info || in->info->flow == FLOW_JUMP) && (to = label_op(in)))
                br[nbr++] = (struct at){ i, o, to->text };
            o += in->size;
        } else if (l->kind == XL_LABEL && l->text) {
            lab[nlab++] = (struct at){ i, o, NULL };
        }
    }
    if (o / 4 > 32767) {
        if (strmap_init(&m, nlab + 1))
            goto oom;
        for (size_t j = 0; j < nlab; j++)
            strmap_add(&m, x->lines[lab[j].line].text, lab[j].off);
        memset(far, 0, x->nlines);
        for (size_t j = 0; j < nbr; j++) {
            const struct rdna_insn *in = &x->insns[x->lines[br[j].line].insn];
            uint32_t t = strmap_get(&m, br[j].to);
            if (t == UINT32_MAX)
                continue;
            int64_t d = ((int64_t)t - (int64_t)(br[j].off + in->size)) / 4;
            if (d < -32768 || d > 32767) {
                far[br[j].line] = 1;
                n++;
            }
        }
        strmap_free(&m);
    }
    free(lab);
    free(br);
    return n;
oom:
    free(lab);
    free(br);
    *rc = ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
    return 0;
}

enum ws_status xpass_relax(struct xctx *x, int had, int *relaxed)
{
    *relaxed = 0;
    enum ws_status rc = WS_OK;
    int pair = -1, nlab = had;
    if (had) {          /* an edit: the relaxed branches already there keep their pair */
        pair = (x->next_sgpr + 1) & ~1;
        x->next_sgpr = pair + 2;
    }
    for (int round = 0; round < 16 && !rc; round++) {
        uint8_t *far = malloc(x->nlines + 1);
        if (!far)
            return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
        size_t n = find_far(x, far, &rc);
        if (!n || rc) {
            free(far);
            break;
        }
        if (pair < 0) {
            pair = (x->next_sgpr + 1) & ~1;
            int b = xspill_sgpr_budget(x);
            if (pair + 2 > b && !x->sgpr_reserve) {
                x->pair_need = 1;       /* the caller translates again with room for it */
                free(far);
                return WS_OK;
            }
            if (pair + 2 > b) {
                free(far);
                return ws_error_set(x->err, WS_ELIMIT, x->sm->path ? x->sm->path : x->sf->name, 0,
                                    "function %s: a budget of %d SGPRs is too small: this function "
                                    "needs at least %d SGPRs (a pair for its branches past "
                                    "s_branch's 16-bit reach)", x->sf->name, b, pair + 2);
            }
            x->next_sgpr = pair + 2;
        }
        size_t cap = x->nlines + 6 * n + 8, capi = x->ninsns + 5 * n + 8;
        struct xline *nl = malloc(cap * sizeof *nl);
        struct rdna_insn *ni = malloc(capi * sizeof *ni);
        int32_t *map = malloc((x->nlines + 1) * sizeof *map);
        if (!nl || !ni || !map) {
            free(far); free(nl); free(ni); free(map);
            return ws_error_set(x->err, WS_ENOMEM, NULL, 0, "out of memory");
        }
        size_t nn = 0, nin = 0;
        for (size_t i = 0; i < x->nlines && !rc; i++) {
            const struct xline *l = &x->lines[i];
            map[i] = (int32_t)nn;
            if (!far[i]) {
                nl[nn] = *l;
                if (l->kind == XL_INSN) {
                    ni[nin] = x->insns[l->insn];
                    nl[nn].insn = (int32_t)nin++;
                }
                nn++;
                continue;
            }
            const struct rdna_insn *in = &x->insns[l->insn];
            const char *target = label_op(in)->text, *inv = NULL;
            char t[5][200], skip[48] = "";
            int k = 0;
            if (strcmp(in->opcode, "s_branch")) {
                inv = inverse(in->opcode);
                if (!inv) {
                    rc = ws_error_set(x->err, WS_EINTERNAL, x->sf->name, 0, "%s to %s is past "
                                      "its 16-bit reach and has no opposite condition", in->opcode,
                                      target);
                    break;
                }
                fmt_snprintf(skip, sizeof skip, ".Lws%d_far%d", x->fidx, nlab++);
                fmt_snprintf(t[k++], sizeof t[0], "%s %s", inv, skip);
            }
            fmt_snprintf(t[k++], sizeof t[0], "s_getpc_b64 s[%d:%d]", pair, pair + 1);
            fmt_snprintf(t[k++], sizeof t[0], "s_add_u32 s%d, s%d, %s@rel32@lo+4", pair, pair, target);
            fmt_snprintf(t[k++], sizeof t[0], "s_addc_u32 s%d, s%d, %s@rel32@hi+12", pair + 1,
                         pair + 1, target);
            fmt_snprintf(t[k++], sizeof t[0], "s_setpc_b64 s[%d:%d]", pair, pair + 1);
            for (int j = 0; j < k && !rc; j++) {
                struct rdna_insn *o = &ni[nin];
                memset(o, 0, sizeof *o);
                rc = rdna_parse_insn(x->r->out, t[j], strlen(t[j]), o, "<relax>", 0, x->err);
                if (rc)
                    break;
                o->offset = RDNA_NO_OFFSET;
                o->loc = in->loc;
                o->prov = in->prov;
                nl[nn] = *l;
                nl[nn++].insn = (int32_t)nin++;
            }
            if (skip[0] && !rc) {
                const char *name = xs(x, skip);
                nl[nn++] = (struct xline){ XL_LABEL, 0, -1, l->sass, -1, name };
            }
            (*relaxed)++;
        }
        free(far);
        if (rc) {
            free(nl); free(ni); free(map);
            break;
        }
        map[x->nlines] = (int32_t)nn;
        for (size_t s = 0; s < x->nsteps; s++) {
            x->steps[s].first = map[x->steps[s].first];
            x->steps[s].last = map[x->steps[s].last];
        }
        free(map);
        free(x->lines);
        free(x->insns);
        x->lines = nl;
        x->insns = ni;
        x->nlines = nn;
        x->ninsns = nin;
        x->caplines = cap;
        x->capinsns = capi;
    }
    return rc;
}
