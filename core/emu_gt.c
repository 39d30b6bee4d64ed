/* emu_gt.c - a sample's recorded launches on the emulator, and the
 * comparison of the outputs with what the GPU wrote. */
#include "emu.h"
#include "gt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EMU_MAX_PARAM_BLOCK 4096

static void check_buffer(const struct gt_set *g, const char *sample_dir, int b,
                         const struct emu_region *r, struct emu_buffer_check *ck)
{
    const struct gt_buffer *gb = &g->buffers[b];
    struct gt_rule rule = gt_rule_for(sample_dir, gb->name);
    memset(ck, 0, sizeof *ck);
    ck->buffer = b;
    ck->match = 1;
    if (rule.cmp == GT_C_ULP)
        snprintf(ck->mode, sizeof ck->mode, "within %g ULP: %s", rule.ulp, rule.why);
    else
        snprintf(ck->mode, sizeof ck->mode, "%s: %s", rule.cmp == GT_C_EXACT ? "exact"
                 : rule.cmp == GT_C_SORTED ? "same values in any order" : "not compared", rule.why);
    if (gb->mode == GT_IN || rule.cmp == GT_C_SKIP)
        return;
    ck->compared = 1;
    size_t idx;
    if (rule.cmp != GT_C_SORTED)
        ck->max_ulp = gt_max_ulp(&rule, r->data, gb->out, gb->bytes);
    if (gt_compare(&rule, r->data, gb->out, gb->bytes, &idx))
        return;
    ck->match = 0;
    ck->index = idx;
    if (rule.cmp == GT_C_SORTED) {
        snprintf(ck->got, sizeof ck->got, "(sorted element %zu differs)", idx);
        snprintf(ck->want, sizeof ck->want, "(sorted)");
        return;
    }
    gt_format_elem(rule.elem, r->data, idx, ck->got, sizeof ck->got);
    gt_format_elem(rule.elem, gb->out, idx, ck->want, sizeof ck->want);
    size_t es = gt_elem_size(rule.elem);
    for (size_t k = 0; k < es && idx * es + k < r->size; k++)
        if (r->writer[idx * es + k])
            ck->writer = r->writer[idx * es + k];
}

enum ws_status emu_verify_gt(const struct emu_program *p, const struct gt_set *g,
                             const char *sample_dir, uint64_t budget, struct emu_verify *v)
{
    memset(v, 0, sizeof *v);
    if (g->nbuffers > EMU_VERIFY_MAX_BUFFERS)
        return v->status = ws_error_set(&v->err, WS_ELIMIT, g->dir, 0, "too many buffers");
    struct emu_mem mem;
    emu_mem_init(&mem);
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
    for (size_t li = 0; li < g->nlaunches; li++) {
        const struct gt_launch *gl = &g->launches[li];
        const struct emu_kernel *k = emu_find_kernel(p, gl->kernel);
        if (!k) {
            v->status = ws_error_set(&v->err, WS_ENOTFOUND, g->dir, gl->line,
                                     "launch %zu: no kernel '%s' in %s", li, gl->kernel, p->path);
            goto out;
        }
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
        l.args = block;
        l.args_len = n;
        l.budget = budget;
        struct emu_result res;
        emu_run(p, k, &mem, &l, &res);
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
    }
    v->match = 1;
    for (size_t b = 0; b < g->nbuffers; b++) {
        struct emu_buffer_check *ck = &v->checks[v->nchecks++];
        check_buffer(g, sample_dir, (int)b, &mem.regions[region[b]], ck);
        if (!ck->match)
            v->match = 0;
    }
out:
    emu_mem_free(&mem);
    free(addr);
    free(region);
    free(block);
    return v->status;
}
