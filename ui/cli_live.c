/* cli_live.c - `warpscope live` and `warpscope occupancy`.
 *
 * Both read functions through struct live_src, a loader-neutral view (name,
 * mir, instruction text, register count) so that RDNA3 input can be plugged
 * in next to SASS (add a loader that fills the same struct and sets
 * conv to live_conv_rdna_init). */
#include "cli.h"
#include "session/input.h"
#include "analysis/live.h"
#include "analysis/occupancy.h"
#include "base/strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define OCC_DEFAULT_BLOCK 256   /* threads per block when --block is not given */

struct live_src {
    size_t nfuncs;
    const struct mir_func *(*mir)(void *ctx, size_t i);
    const char *(*text)(void *ctx, size_t f, size_t i);     /* instruction text */
    int (*registers)(void *ctx, size_t f);                  /* per thread, -1 unknown */
    struct live_conv conv;
    int sm;                     /* architecture of the input, 0 unknown */
    void *ctx;
    void (*close)(void *ctx);
};

/* ---- SASS loader --------------------------------------------------------- */

static const struct mir_func *sass_src_mir(void *ctx, size_t i)
{
    return &((struct sass_module *)ctx)->funcs[i].mir;
}

static const char *sass_src_text(void *ctx, size_t f, size_t i)
{
    return ((struct sass_module *)ctx)->funcs[f].insns[i].text;
}

static int sass_src_registers(void *ctx, size_t f)
{
    return ((struct sass_module *)ctx)->funcs[f].registers;
}

static void sass_src_close(void *ctx) { sass_module_free(ctx); }

/* ---- RDNA3 loader -------------------------------------------------------- */

struct rdna_ctx {
    struct rdna_module *m;
    char buf[256];          /* instruction text of the last call */
};

static const struct mir_func *rdna_src_mir(void *ctx, size_t i)
{
    return &((struct rdna_ctx *)ctx)->m->funcs[i].mir;
}

static const char *rdna_src_text(void *ctx, size_t f, size_t i)
{
    struct rdna_ctx *c = ctx;
    rdna_format_insn(&c->m->funcs[f].insns[i], c->buf, sizeof c->buf);
    return c->buf;
}

static int rdna_src_registers(void *ctx, size_t f)
{
    return ((struct rdna_ctx *)ctx)->m->funcs[f].kd.next_free_vgpr;
}

static void rdna_src_close(void *ctx)
{
    struct rdna_ctx *c = ctx;
    rdna_module_free(c->m);
    free(c);
}

static enum ws_status rdna_open(const char *path, struct live_src *s, struct ws_error *err)
{
    struct rdna_ctx *c = calloc(1, sizeof *c);
    if (!c)
        return ws_error_set(err, WS_ENOMEM, path, 0, "out of memory");
    enum ws_status st = input_load_rdna(path, &c->m, err);
    if (st) {
        free(c);
        return st;
    }
    memset(s, 0, sizeof *s);
    s->nfuncs = c->m->nfuncs;
    s->mir = rdna_src_mir;
    s->text = rdna_src_text;
    s->registers = rdna_src_registers;
    s->close = rdna_src_close;
    s->ctx = c;
    s->sm = -1;
    live_conv_rdna_init(&s->conv);
    return WS_OK;
}

static enum ws_status src_open(const char *path, int sm, struct live_src *s,
                               struct ws_error *err)
{
    if (input_is_rdna(path))
        return rdna_open(path, s, err);
    struct sass_module *m;
    enum ws_status st = input_load_sass(path, sm, &m, err);
    if (st)
        return st;
    cli_note_arch(path, sm, m);
    memset(s, 0, sizeof *s);
    s->nfuncs = m->nfuncs;
    s->mir = sass_src_mir;
    s->text = sass_src_text;
    s->registers = sass_src_registers;
    s->close = sass_src_close;
    s->ctx = m;
    s->sm = m->sm;
    live_conv_sass_init(&s->conv);
    for (size_t i = 0; i < m->nfuncs; i++)
        live_conv_sass_add(&s->conv, &m->funcs[i].mir);
    return WS_OK;
}

/* ---- shared option parsing ------------------------------------------------ */

struct opts {
    const char *path, *function, *target;
    int json;
    int sm;             /* --sm: the architecture of a file that holds several */
    long block, smem;
};

static int parse_opts(const char *cmd, int argc, char **argv, struct opts *o, int occ)
{
    memset(o, 0, sizeof *o);
    o->block = OCC_DEFAULT_BLOCK;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--json"))
            o->json = 1;
        else if (!strcmp(a, "--function") && i + 1 < argc)
            o->function = argv[++i];
        else if (!strcmp(a, "--sm") && i + 1 < argc)
            o->sm = atoi(argv[++i]);
        else if (occ && !strcmp(a, "--block") && i + 1 < argc)
            o->block = strtol(argv[++i], NULL, 0);
        else if (occ && !strcmp(a, "--smem") && i + 1 < argc)
            o->smem = strtol(argv[++i], NULL, 0);
        else if (occ && !strcmp(a, "--target") && i + 1 < argc)
            o->target = argv[++i];
        else if (a[0] == '-' && a[1])
            return cli_usage_error(cmd, "unknown option '%s'", a);
        else if (!o->path)
            o->path = a;
        else
            return cli_usage_error(cmd, "more than one FILE");
    }
    if (!o->path)
        return cli_usage_error(cmd, "missing FILE");
    if (occ && (o->block <= 0 || o->block > 4096 || o->smem < 0))
        return cli_usage_error(cmd, "--block must be 1..4096 and --smem >= 0");
    return 0;
}

static int emit(struct strbuf *out)
{
    int rc = EXIT_OK;
    if (out->oom) {
        fprintf(stderr, "warpscope: out of memory\n");
        rc = EXIT_BADINPUT;
    } else if (out->len && (fwrite(out->s, 1, out->len, stdout) != out->len || fflush(stdout))) {
        rc = EXIT_BADINPUT;
    }
    sb_free(out);
    return rc;
}

static int wanted(const struct opts *o, const struct mir_func *f)
{
    return !o->function || (f->name && !strcmp(o->function, f->name));
}

/* ---- live ------------------------------------------------------------------ */

static void live_text(const struct live_src *s, size_t fi, const struct live_info *li,
                      struct strbuf *b)
{
    int rdna = li->isa == LIVE_ISA_RDNA;
    sb_printf(b, "%s\n", li->f->name ? li->f->name : "");
    if (rdna)
        sb_printf(b, "  offset  VGPR SGPR\n");
    else
        sb_printf(b, "  offset   GPR PRED UGPR UPRED\n");
    for (size_t i = 0; i < li->n; i++) {
        const uint16_t *c = li->count[i];
        if (rdna)
            sb_printf(b, "  %06x %4u %4u  ", (unsigned)li->f->insns[i].offset,
                      c[LIVE_VGPR], c[LIVE_SGPR]);
        else
            sb_printf(b, "  %06x %4u %4u %4u %5u  ", (unsigned)li->f->insns[i].offset,
                      c[LIVE_GPR], c[LIVE_PRED], c[LIVE_UGPR], c[LIVE_UPRED]);
        sb_printf(b, "%s\n", s->text(s->ctx, fi, i));
    }
    int p = rdna ? LIVE_VGPR : LIVE_GPR;
    sb_printf(b, "  max %s %u at %06x\n\n", rdna ? "VGPR" : "GPR", li->max[p],
              li->n ? (unsigned)li->f->insns[li->max_at[p]].offset : 0u);
}

int cli_live(int argc, char **argv)
{
    struct opts o;
    int rc = parse_opts("live", argc, argv, &o, 0);
    if (rc)
        return rc;
    struct ws_error err;
    ws_error_clear(&err);
    struct live_src s;
    if (src_open(o.path, o.sm, &s, &err))
        return cli_fail(&err);
    struct strbuf out;
    sb_init(&out);
    if (o.json)
        sb_puts(&out, "{\"functions\":[");
    size_t shown = 0;
    for (size_t fi = 0; fi < s.nfuncs && !rc; fi++) {
        const struct mir_func *f = s.mir(s.ctx, fi);
        if (!wanted(&o, f))
            continue;
        struct live_info *li;
        if (live_compute(f, &s.conv, &li, &err)) {
            rc = cli_fail(&err);
            break;
        }
        if (o.json) {
            if (shown)
                sb_putc(&out, ',');
            live_write_json(li, &out);
        } else {
            live_text(&s, fi, li, &out);
        }
        shown++;
        live_free(li);
    }
    if (o.json)
        sb_puts(&out, "]}\n");
    s.close(s.ctx);
    if (rc) {
        sb_free(&out);
        return rc;
    }
    if (o.function && !shown) {
        sb_free(&out);
        return cli_usage_error("live", "no function named '%s'", o.function);
    }
    return emit(&out);
}

/* ---- occupancy --------------------------------------------------------------- */

/* Registers per thread: the count the compiler recorded (SHI_REGISTERS) when
 * the listing has it, else the highest GPR any instruction names, plus one. */
static unsigned regs_of(const struct live_src *s, size_t fi, const struct mir_func *f, int *known)
{
    int r = s->registers(s->ctx, fi);
    *known = r >= 0;
    if (r >= 0)
        return (unsigned)r;
    unsigned hi = 0;
    for (size_t i = 0; i < f->n; i++) {
        const struct mir_insn *mi = &f->insns[i];
        for (unsigned k = 0; k < mi->ndefs + mi->nuses; k++) {
            const struct reg_ref *rr = k < mi->ndefs ? &mi->defs[k] : &mi->uses[k - mi->ndefs];
            if ((rr->cls == RC_GPR || rr->cls == RC_VGPR) && rr->index + rr->count > hi)
                hi = rr->index + rr->count;
        }
    }
    return hi;
}

static void occ_line(const struct occ_target *t, const char *name, unsigned regs, int known,
                     const struct opts *o, const struct occ_result *r, struct strbuf *b)
{
    int amd = t->vendor == OCC_AMD;
    if (o->json) {
        sb_putc(b, '{');
        sb_json_key(b, "name");
        sb_json_str(b, name);
        sb_puts(b, ",\"target\":");
        sb_json_str(b, t->name);
        sb_printf(b, ",\"registers\":%u,\"registers_known\":%s,\"block\":%ld,\"smem\":%ld,"
                  "\"blocks\":%u,\"%s\":%u,\"max\":%u,\"percent\":%.1f,\"limiter\":",
                  regs, known ? "true" : "false", o->block, o->smem, r->blocks,
                  amd ? "waves_per_simd" : "warps_per_sm", r->warps, r->max_warps, r->percent);
        sb_json_str(b, occ_limiter_name(r->limiter));
        sb_putc(b, '}');
        return;
    }
    sb_printf(b, "%s on %s: %u registers%s, block %ld, %ld B shared\n", name, t->name, regs,
              known ? "" : " (estimated from the highest register named)", o->block, o->smem);
    sb_printf(b, "  %u %s of %u (%.0f%%), %u %s; limited by %s\n", r->warps,
              amd ? "waves per SIMD" : "warps per SM", r->max_warps, r->percent, r->blocks,
              amd ? "workgroups per CU/WGP" : "blocks per SM", occ_limiter_name(r->limiter));
}

int cli_occupancy(int argc, char **argv)
{
    struct opts o;
    int rc = parse_opts("occupancy", argc, argv, &o, 1);
    if (rc)
        return rc;
    struct ws_error err;
    ws_error_clear(&err);
    struct live_src s;
    if (src_open(o.path, o.sm, &s, &err))
        return cli_fail(&err);
    char defname[16];
    if (s.sm < 0)        /* RDNA3 input: its own target */
        snprintf(defname, sizeof defname, "gfx1100");
    else
        snprintf(defname, sizeof defname, "sm_%d", s.sm ? s.sm : 90);
    const struct occ_target *t = occ_target_find(o.target ? o.target : defname);
    if (!t) {
        s.close(s.ctx);
        return cli_usage_error("occupancy", "unknown target '%s'", o.target ? o.target : defname);
    }
    struct strbuf out;
    sb_init(&out);
    if (o.json)
        sb_puts(&out, "{\"functions\":[");
    size_t shown = 0;
    for (size_t fi = 0; fi < s.nfuncs; fi++) {
        const struct mir_func *f = s.mir(s.ctx, fi);
        if (!wanted(&o, f))
            continue;
        int known;
        unsigned regs = regs_of(&s, fi, f, &known);
        struct occ_input in = { .regs = regs, .smem = (size_t)o.smem, .block = (unsigned)o.block };
        struct occ_result r;
        occ_compute(t, &in, &r);
        if (o.json && shown)
            sb_putc(&out, ',');
        occ_line(t, f->name ? f->name : "", regs, known, &o, &r, &out);
        shown++;
    }
    if (o.json)
        sb_puts(&out, "]}\n");
    s.close(s.ctx);
    if (o.function && !shown) {
        sb_free(&out);
        return cli_usage_error("occupancy", "no function named '%s'", o.function);
    }
    return emit(&out);
}
