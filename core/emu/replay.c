/* emu_gt.c - a sample's recorded launches on the emulator, and the
 * comparison of the outputs with what the GPU wrote. */
#include "emu.h"
#include "emu_image.h"
#include "groundtruth.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


/* A recording's expected contents of buffer b: its output (or, for a
 * buffer the launch did not change, its input) with every 8-byte word that
 * held a GPU address inside a recorded buffer moved to the replay's
 * address of that buffer.  NULL when out of memory. */
static uint8_t *rebased_want(const struct gt_set *g, int b, const uint64_t *addr)
{
    const struct gt_buffer *gb = &g->buffers[b];
    uint8_t *w = malloc(gb->bytes ? gb->bytes : 1);
    if (!w)
        return NULL;
    memcpy(w, gb->out ? gb->out : gb->in, gb->bytes);
    for (size_t o = 0; o + 8 <= gb->bytes; o += 8) {
        uint64_t v;
        memcpy(&v, w + o, 8);
        for (size_t k = 0; k < g->nbuffers; k++) {
            const struct gt_buffer *t = &g->buffers[k];
            if (t->gpu_addr && v >= t->gpu_addr && v - t->gpu_addr < t->bytes) {
                v = addr[k] + (v - t->gpu_addr);
                memcpy(w + o, &v, 8);
                break;
            }
        }
    }
    for (size_t i = 0; i < g->npointers; i++) {
        const struct gt_pointer *pt = &g->pointers[i];
        if (pt->in == b && (!gb->out || !memcmp(gb->out + pt->off, gb->in + pt->off, 8))) {
            uint64_t v = addr[pt->buf] + pt->delta;
            memcpy(w + pt->off, &v, 8);
        }
    }
    return w;
}

/* The pointers a recording found stored in its buffers, at the replay's
 * addresses. */
static void place_pointers(const struct gt_set *g, struct emu_mem *mem, const int *region, const uint64_t *addr)
{
    for (size_t i = 0; i < g->npointers; i++) {
        const struct gt_pointer *pt = &g->pointers[i];
        uint64_t v = addr[pt->buf] + pt->delta;
        memcpy(mem->regions[region[pt->in]].data + pt->off, &v, 8);
    }
}

static void check_buffer(const struct gt_set *g, const char *sample_dir, int b, const uint64_t *addr,
                         const struct emu_region *r, struct emu_buffer_check *ck)
{
    const struct gt_buffer *gb = &g->buffers[b];
    /* launch.txt's own compare line first, then a recording's types, then
     * the samples' table */
    struct gt_rule rule = g->recorded && !gt_has_rule(g, gb->name) ? gt_rule_recorded(g, b)
                                                                     : gt_rule_in(g, sample_dir, gb->name);
    gt_rule_racy(g, gb->name, &rule);
    memset(ck, 0, sizeof *ck);
    ck->buffer = b;
    ck->match = 1;
    if (rule.cmp == GT_C_ULP && rule.abs > 0)
        snprintf(ck->mode, sizeof ck->mode, "within %g ULP or %g absolute: %s", rule.ulp, rule.abs,
                 rule.why);
    else if (rule.cmp == GT_C_ULP)
        snprintf(ck->mode, sizeof ck->mode, "within %g ULP: %s", rule.ulp, rule.why);
    else
        snprintf(ck->mode, sizeof ck->mode, "%s: %s", rule.cmp == GT_C_EXACT ? "exact"
                 : rule.cmp == GT_C_BITS_NAN ? "exact, any NaN equal"
                 : rule.cmp == GT_C_SORTED ? "same values in any order" : "not compared", rule.why);
    if (rule.nracy) {
        size_t n = strlen(ck->mode);
        snprintf(ck->mode + n, sizeof ck->mode - n, "; %zu racy element%s (element %zu: %lld..%lld: %s)",
                 rule.nracy, rule.nracy == 1 ? "" : "s", rule.racy[0].index, rule.racy[0].lo,
                 rule.racy[0].hi, rule.racy[0].why);
    }
    if ((gb->mode == GT_IN && !g->recorded) || rule.cmp == GT_C_SKIP)
        return;
    /* a recording checks every buffer: one the GPU left alone must stay so */
    uint8_t *want = g->recorded ? rebased_want(g, b, addr) : gb->out;
    if (!want)
        return;
    ck->compared = 1;
    size_t idx;
    if (rule.cmp != GT_C_SORTED) {
        ck->max_ulp = gt_max_ulp(&rule, r->data, want, gb->bytes);
        ck->max_abs = gt_max_abs(&rule, r->data, want, gb->bytes);
    }
    int same = gt_compare(&rule, r->data, want, gb->bytes, &idx);
    if (same) {
        if (want != gb->out)
            free(want);
        return;
    }
    ck->match = 0;
    ck->index = idx;
    if (rule.cmp == GT_C_SORTED) {
        snprintf(ck->got, sizeof ck->got, "(sorted element %zu differs)", idx);
        snprintf(ck->want, sizeof ck->want, "(sorted)");
        if (want != gb->out)
            free(want);
        return;
    }
    gt_format_elem(rule.elem, r->data, idx, ck->got, sizeof ck->got);
    gt_format_elem(rule.elem, want, idx, ck->want, sizeof ck->want);
    if (want != gb->out)
        free(want);
    size_t es = gt_elem_size(rule.elem);
    for (size_t k = 0; k < es && idx * es + k < r->size; k++)
        if (r->writer[idx * es + k])
            ck->writer = r->writer[idx * es + k];
}

static int by_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The lines of t (each ends at '\n' or the end), sorted: malloc'd copies in
 * *buf, pointers in the returned array (NULL: out of memory) */
static char **sorted_lines(const char *t, size_t *n, char **buf)
{
    size_t len = t ? strlen(t) : 0, cap = 1;
    *n = 0;
    *buf = malloc(len + 1);
    for (size_t i = 0; i < len; i++)
        cap += t[i] == '\n';
    char **v = malloc(cap * sizeof *v);
    if (!*buf || !v) {
        free(*buf);
        free(v);
        *buf = NULL;
        return NULL;
    }
    if (len)
        memcpy(*buf, t, len);
    (*buf)[len] = 0;
    for (char *p = *buf; *p;) {
        char *e = strchr(p, '\n');
        v[(*n)++] = p;
        if (!e)
            break;
        *e = 0;
        p = e + 1;
    }
    qsort(v, *n, sizeof *v, by_str);
    return v;
}

int emu_same_lines(const char *a, const char *b, size_t *na, size_t *nb, char *diff, size_t len)
{
    char *ba, *bb;
    char **la = sorted_lines(a, na, &ba), **lb = sorted_lines(b, nb, &bb);
    int same = la && lb;
    if (!same)
        snprintf(diff, len, "out of memory");
    for (size_t i = 0, j = 0; same && (i < *na || j < *nb);) {
        int c = i == *na ? 1 : j == *nb ? -1 : strcmp(la[i], lb[j]);
        if (!c) {
            i++, j++;
            continue;
        }
        same = 0;
        if (c < 0)
            snprintf(diff, len, "emulator printed \"%s\", the GPU did not", la[i]);
        else
            snprintf(diff, len, "GPU printed \"%s\", the emulator did not", lb[j]);
    }
    free(la);
    free(lb);
    free(ba);
    free(bb);
    return same;
}

/* The printed text and the trap against gt/printf.txt, gt/assert.txt and
 * launch.txt's fault line */
static void check_printed(const struct gt_set *g, const struct emu_mem *mem, size_t trap_from,
                          struct emu_verify *v)
{
    const char *all = mem->printed ? mem->printed : "";
    size_t upto = v->trapped_launch >= 0 ? trap_from : mem->nprinted;
    char *before = strndup(all, upto);
    size_t n;
    if (!before)
        return;
    char d[400];
    if (g->printf_text) {
        v->printf_compared = 1;
        v->printf_match = emu_same_lines(before, g->printf_text, &v->printed_lines,
                                         &v->printf_want_lines, d, sizeof d);
        if (!v->printf_match) {
            snprintf(v->printf_diff, sizeof v->printf_diff, "%s", d);
            v->match = 0;
        }
    } else {
        emu_same_lines(before, "", &v->printed_lines, &n, d, sizeof d);
    }
    free(before);
    v->fault_expected = g->fault_launch >= 0;
    if (v->trapped_launch < 0 && !v->fault_expected)
        return;
    const char *trap_text = v->trapped_launch >= 0 ? all + trap_from : "";
    size_t k = strcspn(trap_text, "\n");
    snprintf(v->fault_text, sizeof v->fault_text, "%.*s", (int)k, trap_text);
    if (v->trapped_launch != g->fault_launch) {
        if (v->trapped_launch < 0)
            snprintf(v->fault_diff, sizeof v->fault_diff, "launch %d ended with %s on the GPU, and "
                     "ran to its end here", g->fault_launch, g->fault_error);
        else if (g->fault_launch < 0)
            snprintf(v->fault_diff, sizeof v->fault_diff, "launch %d stopped at an assertion here, and ran "
                     "to its end on the GPU", v->trapped_launch);
        else
            snprintf(v->fault_diff, sizeof v->fault_diff, "launch %d stopped at an assertion here, launch %d ended "
                     "with %s on the GPU", v->trapped_launch, g->fault_launch, g->fault_error);
        v->match = 0;
        return;
    }
    v->fault_match = 1;
    if (g->assert_text) {
        size_t m;
        v->fault_match = emu_same_lines(trap_text, g->assert_text, &n, &m, d, sizeof d);
        if (!v->fault_match) {
            snprintf(v->fault_diff, sizeof v->fault_diff, "%s", d);
            v->match = 0;
        }
    }
}

enum ws_status emu_verify_gt_with(emu_runner run, void *ctx, const struct gt_set *g,
                                  const char *sample_dir, uint64_t budget, struct emu_verify *v)
{
    memset(v, 0, sizeof *v);
    v->trapped_launch = -1;
    size_t trap_from = 0;
    if (g->nbuffers > EMU_VERIFY_MAX_BUFFERS)
        return v->status = ws_error_set(&v->err, WS_ELIMIT, g->dir, 0, "too many buffers");
    struct emu_mem mem;
    emu_mem_init(&mem);
    mem.unrecorded_reads = g->recorded;
    uint64_t *addr = calloc(g->nbuffers ? g->nbuffers : 1, sizeof *addr);
    int *region = calloc(g->nbuffers ? g->nbuffers : 1, sizeof *region);
    uint8_t *block = calloc(1, EMU_MAX_PARAM_BLOCK);
    if (!addr || !region || !block) {
        v->status = ws_error_set(&v->err, WS_ENOMEM, g->dir, 0, "out of memory");
        goto out;
    }
    for (size_t b = 0; b < g->nbuffers; b++) {
        region[b] = emu_mem_map(&mem, g->buffers[b].name, g->buffers[b].in, g->buffers[b].bytes);
        if (region[b] < 0) {
            v->status = ws_error_set(&v->err, WS_ENOMEM, g->dir, 0, "out of memory");
            goto out;
        }
        addr[b] = mem.regions[region[b]].base;
    }
    place_pointers(g, &mem, region, addr);
    if (emu_gt_map_textures(&mem, g, addr, &v->err)) {
        v->status = v->err.code;
        goto out;
    }
    for (size_t li = 0; li < g->nlaunches; li++) {
        const struct gt_launch *gl = &g->launches[li];
        memset(block, 0, EMU_MAX_PARAM_BLOCK);
        size_t n = gt_param_block(gl, addr, block, EMU_MAX_PARAM_BLOCK);
        if (n > EMU_MAX_PARAM_BLOCK) {
            v->status = ws_error_set(&v->err, WS_ELIMIT, g->dir, gl->line, "parameter block too large");
            goto out;
        }
        struct emu_launch l;
        memset(&l, 0, sizeof l);
        memcpy(l.grid, gl->grid, sizeof l.grid);
        memcpy(l.block, gl->block, sizeof l.block);
        l.dynshmem = gl->dynshmem;
        l.cooperative = gl->cooperative;
        l.args = block;
        l.args_len = n;
        l.budget = budget;
        struct emu_result res;
        memset(&res, 0, sizeof res);
        if (run(ctx, gl->kernel, &mem, &l, &res) == WS_ENOTFOUND) {
            v->status = ws_error_set(&v->err, WS_ENOTFOUND, g->dir, gl->line,
                                     "launch %zu: no kernel '%s' in %s", li, gl->kernel, res.err.msg);
            goto out;
        }
        v->insns += res.insns;
        v->nhazards += res.nhazards;
        for (size_t h = 0; h < res.nhazard_msgs && v->nhazard_msgs < EMU_MAX_HAZARDS; h++)
            memcpy(v->hazard_msgs[v->nhazard_msgs++], res.hazard_msgs[h], sizeof res.hazard_msgs[h]);
        if (res.status) {
            v->status = res.status;
            v->err = res.err;
            goto out;
        }
        v->launches++;
        if (res.trapped) {      /* the GPU's context is lost too: no launch after it */
            v->trapped_launch = (int)li;
            memcpy(v->trap_wg, res.trap_wg, sizeof v->trap_wg);
            v->trap_wave = res.trap_wave;
            trap_from = res.printed_from;
            break;
        }
    }
    v->match = 1;
    for (size_t b = 0; b < g->nbuffers; b++) {
        struct emu_buffer_check *ck = &v->checks[v->nchecks++];
        check_buffer(g, sample_dir, (int)b, addr, &mem.regions[region[b]], ck);
        if (!ck->match)
            v->match = 0;
    }
    check_printed(g, &mem, trap_from, v);
out:
    v->nunrecorded = mem.nunrecorded;
    v->first_unrecorded = mem.first_unrecorded;
    emu_mem_free(&mem);
    free(addr);
    free(region);
    free(block);
    return v->status;
}

static enum ws_status run_rdna(void *ctx, const char *kernel, struct emu_mem *mem, const struct emu_launch *l,
                               struct emu_result *res)
{
    const struct emu_program *p = ctx;
    const struct emu_kernel *k = emu_find_kernel(p, kernel);
    if (!k) {
        snprintf(res->err.msg, sizeof res->err.msg, "%s", p->path);
        return res->status = WS_ENOTFOUND;
    }
    return emu_run(p, k, mem, l, res);
}

enum ws_status emu_verify_gt(const struct emu_program *p, const struct gt_set *g,
                             const char *sample_dir, uint64_t budget, struct emu_verify *v)
{
    return emu_verify_gt_with(run_rdna, (void *)p, g, sample_dir, budget, v);
}

/* ---- stepping a recorded launch (the interface's :run) ---- */

void emu_debug_free(struct emu_debug *d)
{
    if (!d)
        return;
    emu_step_close(d->st);
    emu_mem_free(&d->mem);
    free(d->block);
    free(d);
}

/* HSA's channel types and orders (hsa_ext_image.h), as ROCr stores them
 * after the descriptor */
enum { HSA_SNORM_INT8 = 0, HSA_SNORM_INT16 = 1, HSA_UNORM_INT8 = 2, HSA_UNORM_INT16 = 3,
       HSA_SIGNED_INT8 = 8, HSA_SIGNED_INT16 = 9, HSA_SIGNED_INT32 = 10, HSA_UNSIGNED_INT8 = 11,
       HSA_UNSIGNED_INT16 = 12, HSA_UNSIGNED_INT32 = 13, HSA_HALF_FLOAT = 14, HSA_FLOAT = 15 };
enum { HSA_ORDER_R = 1, HSA_ORDER_RG = 3, HSA_ORDER_RGBA = 8 };

enum ws_status emu_gt_map_textures(struct emu_mem *mem, const struct gt_set *g, const uint64_t *addr,
                                   struct ws_error *err)
{
    for (size_t i = 0; i < g->ntextures; i++) {
        const struct gt_texture *t = &g->textures[i];
        unsigned kind = t->kind == 'f' ? EI_FLOAT
                      : t->kind == 'u' ? (t->readnorm ? EI_UNORM : EI_UINT)
                                       : (t->readnorm ? EI_SNORM : EI_SINT);
        unsigned fmt = emu_format_of(t->chans, t->bits, kind);
        if (!fmt)
            return ws_error_set(err, WS_EUNSUPPORTED, g->dir, t->line, "%s %s: no gfx11 format for "
                                "%u channels of %u bits", t->surface ? "surface" : "texture", t->name,
                                t->chans, t->bits);
        unsigned type = t->type == GT_T_3D ? EI_3D : t->type == GT_T_2DLAYERED ? EI_2D_ARRAY : EI_2D;
        uint32_t obj[20];
        memset(obj, 0, sizeof obj);
        emu_tdesc_encode(addr[t->buf], type, fmt, t->w, t->h, t->d, t->w, obj);
        static const unsigned ctype[3][3][2] = {       /* [f,u,s][8,16,32][elem,norm] */
            { { 0, 0 }, { HSA_HALF_FLOAT, 0 }, { HSA_FLOAT, 0 } },
            { { HSA_UNSIGNED_INT8, HSA_UNORM_INT8 }, { HSA_UNSIGNED_INT16, HSA_UNORM_INT16 },
              { HSA_UNSIGNED_INT32, 0 } },
            { { HSA_SIGNED_INT8, HSA_SNORM_INT8 }, { HSA_SIGNED_INT16, HSA_SNORM_INT16 },
              { HSA_SIGNED_INT32, 0 } },
        };
        obj[8] = ctype[t->kind == 'f' ? 0 : t->kind == 'u' ? 1 : 2][t->bits == 8 ? 0 : t->bits == 16 ? 1 : 2]
                      [t->readnorm];
        obj[9] = t->chans == 1 ? HSA_ORDER_R : t->chans == 2 ? HSA_ORDER_RG : HSA_ORDER_RGBA;
        obj[10] = t->w;
        if (!t->surface) {
            static const unsigned clamp[4] = { EI_WRAP, EI_CLAMP_LAST, EI_MIRROR, EI_CLAMP_BORDER };
            unsigned c[3] = { clamp[t->addr[0]], clamp[t->addr[1]], clamp[t->addr[2]] };
            emu_sdesc_encode(c, t->linear ? EI_BILINEAR : EI_POINT, !t->norm, obj + 12);
        }
        char name[160];
        snprintf(name, sizeof name, "%s %s", t->surface ? "surface" : "texture", t->name);
        if (emu_mem_map_at(mem, name, obj, t->surface ? 48 : 80, GT_TEXOBJ_BASE + GT_TEXOBJ_STRIDE * i) < 0)
            return ws_error_set(err, WS_ENOMEM, g->dir, t->line, "cannot map %s", name);
    }
    return WS_OK;
}

/* Map g's buffers; addr[b] gets buffer b's address. */
enum ws_status emu_gt_map_buffers(struct emu_mem *mem, const struct gt_set *g, uint64_t *addr, struct ws_error *err)
{
    for (size_t b = 0; b < g->nbuffers; b++) {
        int r = emu_mem_map(mem, g->buffers[b].name, g->buffers[b].in, g->buffers[b].bytes);
        if (r < 0)
            return ws_error_set(err, WS_ENOMEM, g->dir, 0, "out of memory");
        addr[b] = mem->regions[r].base;
    }
    for (size_t i = 0; i < g->npointers; i++) {
        const struct gt_pointer *pt = &g->pointers[i];
        uint64_t v = addr[pt->buf] + pt->delta;
        struct emu_region *in = emu_mem_find(mem, addr[pt->in] + pt->off, 8);
        if (in)
            memcpy(in->data + (addr[pt->in] + pt->off - in->base), &v, 8);
    }
    return emu_gt_map_textures(mem, g, addr, err);
}

/* Launch li of g as an emu_launch whose parameter block is block. */
enum ws_status emu_gt_make_launch(const struct gt_set *g, size_t li, const uint64_t *addr, uint8_t *block,
                                  struct emu_launch *l, struct ws_error *err)
{
    const struct gt_launch *gl = &g->launches[li];
    memset(block, 0, EMU_MAX_PARAM_BLOCK);
    size_t n = gt_param_block(gl, addr, block, EMU_MAX_PARAM_BLOCK);
    if (n > EMU_MAX_PARAM_BLOCK)
        return ws_error_set(err, WS_ELIMIT, g->dir, gl->line, "parameter block too large");
    memset(l, 0, sizeof *l);
    memcpy(l->grid, gl->grid, sizeof l->grid);
    memcpy(l->block, gl->block, sizeof l->block);
    l->dynshmem = gl->dynshmem;
    l->cooperative = gl->cooperative;
    l->args = block;
    l->args_len = n;
    return WS_OK;
}

/* Index of the first launch of kernel (symbol) in g, or g->nlaunches. */
static size_t first_launch(const struct emu_program *p, const struct gt_set *g, const char *kernel)
{
    for (size_t li = 0; li < g->nlaunches; li++) {
        const struct emu_kernel *k = emu_find_kernel(p, g->launches[li].kernel);
        if (k && !strcmp(k->name, kernel))
            return li;
    }
    return g->nlaunches;
}

/* Run launches 0..upto-1 to completion (their outputs feed the next). */
static enum ws_status run_before(struct emu_debug *d, const struct gt_set *g, size_t upto, const uint64_t *addr,
                                 struct ws_error *err)
{
    for (size_t li = 0; li < upto; li++) {
        const struct emu_kernel *k = emu_find_kernel(d->p, g->launches[li].kernel);
        struct emu_launch l;
        struct emu_result res;
        if (!k)
            return ws_error_set(err, WS_ENOTFOUND, g->dir, g->launches[li].line, "launch %zu: no kernel '%s'", li,
                                g->launches[li].kernel);
        if (emu_gt_make_launch(g, li, addr, d->block, &l, err))
            return err->code;
        if (emu_run(d->p, k, &d->mem, &l, &res)) {
            *err = res.err;
            return res.status;
        }
    }
    return WS_OK;
}

enum ws_status emu_debug_open(const struct emu_program *p, const struct gt_set *g, const char *kernel,
                              const unsigned wg[3], struct emu_debug **out, struct ws_error *err)
{
    *out = NULL;
    size_t li = first_launch(p, g, kernel);
    if (li == g->nlaunches)
        return ws_error_set(err, WS_ENOTFOUND, g->dir, 0, "no recorded launch runs %s", kernel);
    struct emu_debug *d = calloc(1, sizeof *d);
    uint64_t *addr = calloc(g->nbuffers + 1, sizeof *addr);
    if (!d || !addr || !(d->block = calloc(1, EMU_MAX_PARAM_BLOCK))) {
        free(addr);
        emu_debug_free(d);
        return ws_error_set(err, WS_ENOMEM, g->dir, 0, "out of memory");
    }
    d->p = p;
    d->k = emu_find_kernel(p, g->launches[li].kernel);
    d->launch = li;
    memcpy(d->wg, wg, sizeof d->wg);
    emu_mem_init(&d->mem);
    enum ws_status st = emu_gt_map_buffers(&d->mem, g, addr, err);
    if (!st)
        st = run_before(d, g, li, addr, err);
    if (!st)
        st = emu_gt_make_launch(g, li, addr, d->block, &d->l, err);
    if (!st)
        st = emu_step_open(p, d->k, &d->mem, &d->l, wg, &d->st, err);
    free(addr);
    if (st) {
        emu_debug_free(d);
        return st;
    }
    *out = d;
    return WS_OK;
}
