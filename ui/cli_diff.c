/* cli_diff.c - `warpscope diff`: the SASS on the SASS emulator and its
 * translation (or --asm, RDNA3 from anywhere) on the RDNA3 emulator, in
 * step on a sample's recorded launches, stopped at the first SASS
 * instruction whose effects differ.
 *
 * --break OFFSET (for tests) makes the translation of the SASS instruction
 * at OFFSET wrong before it is assembled: the register it writes gets its
 * low bit flipped after it (a predicate: every lane flipped), a store's
 * data register is flipped around it, a guarded instruction that writes
 * nothing (a branch, EXIT) runs on the inverted predicate.
 *
 * A recording (`warpscope record`'s directory, with recording.txt) is
 * compared launch by launch (--launch N: only launch N), each on the code
 * it recorded. */
#include "cli.h"
#include "emu/groundtruth.h"
#include "emu/sass_emu_lockstep.h"
#include "sass/sass_opcodes.h"
#include "session/input.h"
#include "xlate/xlate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define DIFF_MAX_BREAKS 16

struct dopts {
    char path[4096];
    const char *function, *asm_path;
    long launch;
    int json, sm;
    size_t nbreaks;
    uint32_t breaks[DIFF_MAX_BREAKS];
};

static int parse(int argc, char **argv, struct dopts *o)
{
    memset(o, 0, sizeof *o);
    o->launch = -1;
    int have = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int more = i + 1 < argc;
        if (!strcmp(a, "--function") && more) o->function = argv[++i];
        else if (!strcmp(a, "--launch") && more) o->launch = strtol(argv[++i], NULL, 0);
        else if (!strcmp(a, "--asm") && more) o->asm_path = argv[++i];
        else if (!strcmp(a, "--sm") && more) o->sm = atoi(argv[++i]);
        else if (!strcmp(a, "--json")) o->json = 1;
        else if (!strcmp(a, "--break") && more) {
            if (o->nbreaks == DIFF_MAX_BREAKS)
                return cli_usage_error("diff", "at most %d --break", DIFF_MAX_BREAKS);
            o->breaks[o->nbreaks++] = (uint32_t)strtoul(argv[++i], NULL, 16);
        } else if (a[0] == '-' && a[1]) return cli_usage_error("diff", "unknown option '%s'", a);
        else if (!have) { snprintf(o->path, sizeof o->path, "%s", a); have = 1; }
        else return cli_usage_error("diff", "more than one FILE");
    }
    if (!have)
        return cli_usage_error("diff", "missing FILE or SAMPLE_DIR");
    size_t n = strlen(o->path);
    while (n > 1 && o->path[n - 1] == '/')
        o->path[--n] = 0;
    return 0;
}

static void sample_dir_of(const char *path, char *out, size_t len)
{
    struct stat st;
    snprintf(out, len, "%s", path);
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
        return;
    char *s = strrchr(out, '/');
    if (s) *s = 0;
    else snprintf(out, len, ".");
}

static char *read_file(const char *path, size_t *len)
{
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return NULL;
    struct strbuf b;
    sb_init(&b);
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, fp)) > 0)
        sb_putn(&b, buf, n);
    fclose(fp);
    *len = b.len;
    return b.s ? b.s : calloc(1, 1);
}

/* ---- planted errors ---- */

/* The SASS instruction at offset off and its function's translation. */
static const struct xfunc *find_at(const struct xlate_result *xr, uint32_t off, const struct sass_insn **in)
{
    for (size_t f = 0; f < xr->nfuncs; f++) {
        const struct sass_function *sf = xr->funcs[f].sass;
        for (size_t i = 0; sf && i < sf->ninsns; i++)
            if (sf->insns[i].offset == off) {
                *in = &sf->insns[i];
                return &xr->funcs[f];
            }
    }
    return NULL;
}

/* Lines to put before and after the group of in (empty when nothing fits). */
static void plant_lines(const struct xfunc *xf, const struct sass_insn *in, char *pre, char *post, size_t len)
{
    pre[0] = post[0] = 0;
    int num;
    for (int i = 0; i < in->nops; i++) {
        const struct sass_operand *o = &in->ops[i];
        if (!(o->access & SACC_W) || o->access == SACC_UNKNOWN)
            continue;
        char file = o->kind == SOP_REG ? 'R' : o->kind == SOP_UREG ? 'U' : o->kind == SOP_PRED ? 'P'
                  : o->kind == SOP_UPRED ? 'Q' : 0;
        int loc = file ? xlate_reg_location(xf, file, o->reg, &num) : 0;
        if (loc == 'v') { snprintf(post, len, "\tv_xor_b32 v%d, 1, v%d\n", num, num); return; }
        if (loc == 's' && file == 'U') { snprintf(post, len, "\ts_xor_b32 s%d, s%d, 1\n", num, num); return; }
        if (loc == 's') { snprintf(post, len, "\ts_not_b32 s%d, s%d\n", num, num); return; }
    }
    if (in->info && (in->info->cat == SCAT_MEM || in->info->cat == SCAT_ATOMIC))
        for (int i = in->nops - 1; i >= 0; i--)
            if (in->ops[i].kind == SOP_REG && in->ops[i].reg != SASS_RZ &&
                xlate_reg_location(xf, 'R', in->ops[i].reg, &num) == 'v') {
                snprintf(pre, len, "\tv_xor_b32 v%d, 1, v%d\n", num, num);
                snprintf(post, len, "%s", pre);
                return;
            }
    if (in->guard >= 0 && in->guard != SASS_PT &&
        xlate_reg_location(xf, in->guard_uniform ? 'Q' : 'P', in->guard, &num) == 's') {
        snprintf(pre, len, "\ts_not_b32 s%d, s%d\n", num, num);
        snprintf(post, len, "%s", pre);
    }
}

static int is_group_comment(const char *l, size_t n, uint32_t *off)
{
    size_t k = 0;
    while (k < n && (l[k] == ' ' || l[k] == '\t'))
        k++;
    if (k >= n || l[k] != ';')
        return 0;
    k++;
    while (k < n && l[k] == ' ')
        k++;
    size_t d = k;
    while (d < n && strchr("0123456789abcdef", l[d]) && l[d])
        d++;
    if (d - k < 4 || d >= n || l[d] != ':')
        return 0;
    *off = (uint32_t)strtoul(l + k, NULL, 16);
    return 1;
}

/* Copy text into out with the planted lines of the groups of offs. */
static int plant(const struct xlate_result *xr, const struct dopts *o, const char *text, size_t len, struct strbuf *out)
{
    char pre[96] = "", post[96] = "";
    int in_group = 0, planted = 0;
    for (size_t i = 0; i < len;) {
        size_t e = i;
        while (e < len && text[e] != '\n')
            e++;
        const char *l = text + i;
        size_t n = e - i;
        uint32_t off;
        int comment = is_group_comment(l, n, &off);
        int boundary = comment || (n && l[n - 1] == ':') || (n > 1 && l[0] == '\t' && l[1] == '.');
        if (in_group && boundary) {
            sb_puts(out, post);
            in_group = 0;
        }
        sb_putn(out, l, n);
        sb_puts(out, "\n");
        if (comment) {
            for (size_t b = 0; b < o->nbreaks; b++) {
                const struct sass_insn *in;
                const struct xfunc *xf = o->breaks[b] == off ? find_at(xr, off, &in) : NULL;
                if (!xf)
                    continue;
                plant_lines(xf, in, pre, post, sizeof pre);
                sb_puts(out, pre);
                in_group = 1;
                planted++;
            }
        }
        i = e + 1;
    }
    return planted;
}

/* ---- the report ---- */

static void print_lanes(struct strbuf *b, uint32_t lanes, int json)
{
    int first = 1;
    for (unsigned t = 0; t < SEMU_WARP; t++)
        if ((lanes >> t) & 1) {
            sb_printf(b, json ? "%s%u" : "%s%u", first ? "" : json ? "," : " ", t);
            first = 0;
        }
}

static const char *kind_name(int k)
{
    return k == LS_VALUE ? "register" : k == LS_MEMORY ? "memory" : k == LS_FLOW ? "control flow"
         : k == LS_OUTPUT ? "output" : "none";
}

static unsigned first_lane(uint32_t lanes) { return lanes ? (unsigned)__builtin_ctz(lanes) : 0; }

static void report_json(const struct lockstep_result *r, struct strbuf *b)
{
    unsigned l = first_lane(r->lanes);
    sb_printf(b, "{\"diverged\": %s", r->diverged ? "true" : "false");
    if (r->function) sb_printf(b, ", \"function\": \"%s\"", r->function);
    else sb_puts(b, ", \"function\": null");
    if (r->diverged) {
        sb_printf(b, ", \"kind\": \"%s\"", kind_name(r->kind));
        if (r->sass_index >= 0)
            sb_printf(b, ", \"offset\": %u, \"insn\": \"%s\"", r->offset, r->insn_text);
        else
            sb_puts(b, ", \"offset\": null");
        if (r->rule_name) sb_printf(b, ", \"rule\": \"%s\", \"rule_id\": %d, \"step\": %d", r->rule_name, r->rule, r->step);
        else sb_puts(b, ", \"rule\": null");
        sb_puts(b, ", \"lanes\": [");
        print_lanes(b, r->lanes, 1);
        sb_printf(b, "], \"what\": \"%s\", \"sass\": \"0x%llx\", \"rdna3\": \"0x%llx\"", r->what,
                  (unsigned long long)r->sass[l], (unsigned long long)r->rdna[l]);
        sb_printf(b, ", \"launch\": %zu, \"block\": [%u, %u, %u], \"warp\": %u", r->launch, r->block[0], r->block[1],
                  r->block[2], r->warp);
        sb_printf(b, ", \"note\": \"%s\"", r->note);
    }
    sb_printf(b, ", \"compared\": %llu, \"unrecorded\": {\"sass\": %llu, \"rdna3\": %llu}}\n",
              (unsigned long long)r->compared, (unsigned long long)r->unrecorded_sass,
              (unsigned long long)r->unrecorded_rdna);
}

static void report_text(const struct lockstep_result *r, const char *path, struct strbuf *b)
{
    if (!r->diverged) {
        sb_printf(b, "%s: the SASS and its translation agree (%llu SASS instructions compared)\n", path,
                  (unsigned long long)r->compared);
        if (r->note[0])
            sb_printf(b, "  %s\n", r->note);
        return;
    }
    if (r->sass_index >= 0)
        sb_printf(b, "%s: first divergence (%s) at %s+0x%04x: %s\n", path, kind_name(r->kind), r->function,
                  r->offset, r->insn_text);
    else
        sb_printf(b, "%s: first divergence (%s) in the outputs\n", path, kind_name(r->kind));
    if (r->rule_name)
        sb_printf(b, "  rule %s (id %d), trace step %d\n", r->rule_name, r->rule, r->step);
    sb_printf(b, "  launch %zu, block (%u,%u,%u), warp %u\n", r->launch, r->block[0], r->block[1], r->block[2], r->warp);
    if (r->kind == LS_VALUE || r->kind == LS_MEMORY) {
        sb_printf(b, "  %s, lanes ", r->what);
        print_lanes(b, r->lanes, 0);
        sb_puts(b, "\n");
        for (unsigned t = 0, shown = 0; t < SEMU_WARP && shown < 4; t++)
            if ((r->lanes >> t) & 1) {
                sb_printf(b, "    lane %2u: SASS 0x%08llx  RDNA3 0x%08llx\n", t, (unsigned long long)r->sass[t],
                          (unsigned long long)r->rdna[t]);
                shown++;
            }
    } else {
        sb_printf(b, "  %s: SASS 0x%llx, RDNA3 0x%llx\n", r->what, (unsigned long long)r->sass[0],
                  (unsigned long long)r->rdna[0]);
    }
    if (r->note[0])
        sb_printf(b, "  %s\n", r->note);
}

/* ---- the command ---- */

/* The SASS of a listing, its wave32 translation (or --asm) assembled, and
 * the provenance of the assembly. */
struct dcode {
    struct sass_module *sm;
    struct xlate_result *xr;
    struct emu_program *p;
    struct ls_prov *pv;
};

static void dcode_free(struct dcode *c)
{
    lockstep_prov_free(c->pv);
    emu_program_free(c->p);
    if (c->xr) xlate_result_free(c->xr);
    if (c->sm) sass_module_free(c->sm);
    memset(c, 0, sizeof *c);
}

/* Build c from path (sm: --sm or a recording's); 0 or an exit status. */
static int dcode_build(const struct dopts *o, const char *path, int sm, struct dcode *c)
{
    struct ws_error err;
    ws_error_clear(&err);
    memset(c, 0, sizeof *c);
    char *text = NULL;
    struct strbuf s, planted;
    sb_init(&s);
    sb_init(&planted);
    int rc = 0;
    if (input_load_sass(path, sm, &c->sm, &err)) {
        rc = cli_fail(&err);
        goto out;
    }
    input_module_data(path, c->sm);
    struct xlate_opts xo = xlate_opts_default();
    xo.wave = 32;
    if (xlate_module(c->sm, &xo, &c->xr, &err)) {
        rc = cli_fail(&err);
        goto out;
    }
    size_t len = 0;
    if (o->asm_path) {
        if (!(text = read_file(o->asm_path, &len))) {
            fprintf(stderr, "%s: error: cannot open\n", o->asm_path);
            rc = EXIT_BADINPUT;
            goto out;
        }
    } else {
        if (xlate_total_unsupported(c->xr)) {
            fprintf(stderr, "warpscope diff: the translation has SASS instructions without a rule\n");
            rc = EXIT_UNSUPPORTED;
            goto out;
        }
        xlate_print(c->xr, &s);
        text = s.s;
        len = s.len;
        s.s = NULL;
    }
    if (o->nbreaks) {
        if (plant(c->xr, o, text, len, &planted) < (int)o->nbreaks) {
            rc = cli_usage_error("diff", "--break: no SASS instruction at every offset given");
            goto out;
        }
        free(text);
        text = planted.s;
        len = planted.len;
        planted.s = NULL;
    }
    char hsaco[4200];
    if (lockstep_prov_parse(text, len, &c->pv, &err) ||
        xlate_assemble_text(text, len, "gfx1100", 32, hsaco, sizeof hsaco, &err)) {
        rc = cli_fail(&err);
        goto out;
    }
    enum ws_status st = input_load_emu(hsaco, &c->p, &err);
    unlink(hsaco);
    if (st)
        rc = cli_fail(&err);
out:
    free(text);
    sb_free(&s);
    sb_free(&planted);
    if (rc)
        dcode_free(c);
    return rc;
}

/* Lockstep on g's launches (launch: -1 each); number: the launch's number
 * in a recording, -1 g's own; 0 or an exit status. */
static int diff_set(const struct dopts *o, const struct dcode *c, const struct gt_set *g, long launch,
                    long number, const char *label)
{
    struct ws_error err;
    ws_error_clear(&err);
    struct lockstep_opts lo = { .launch = launch, .function = o->function };
    struct lockstep_result r;
    if (lockstep_run(c->sm, c->xr, c->p, c->pv, g, &lo, &r, &err))
        return cli_fail(&err);
    if (number >= 0)
        r.launch = (size_t)number;
    struct strbuf b;
    sb_init(&b);
    if (r.unrecorded_sass || r.unrecorded_rdna)
        snprintf(r.note + strlen(r.note), sizeof r.note - strlen(r.note), "%s%llu SASS and %llu RDNA3 loads "
                 "outside the recorded memory read as 0", r.note[0] ? "; " : "",
                 (unsigned long long)r.unrecorded_sass, (unsigned long long)r.unrecorded_rdna);
    if (o->json) report_json(&r, &b);
    else report_text(&r, label, &b);
    fwrite(b.s, 1, b.len, stdout);
    sb_free(&b);
    return r.diverged ? EXIT_MISMATCH : EXIT_OK;
}

/* A recording (warpscope record): each launch, or --launch N, in lockstep
 * on the code it ran (its cubin's listing under code/). */
static int diff_recording(const struct dopts *o)
{
    char path[4400], line[1200];
    snprintf(path, sizeof path, "%s/recording.txt", o->path);
    FILE *fp = fopen(path, "r");
    if (!fp) {
        fprintf(stderr, "%s: error: cannot open\n", path);
        return EXIT_BADINPUT;
    }
    struct dcode c;
    memset(&c, 0, sizeof c);
    char code_dir[4400] = "";
    int rc = EXIT_OK, found = 0;
    while (rc != EXIT_BADINPUT && rc != EXIT_UNSUPPORTED && rc != EXIT_INTERNAL && fgets(line, sizeof line, fp)) {
        char d[256], label[4700], ldir[4400];
        long n;
        if (sscanf(line, "launch %ld dir %255s", &n, d) != 2 || (o->launch >= 0 && n != o->launch))
            continue;
        found = 1;
        snprintf(ldir, sizeof ldir, "%.4000s/%s", o->path, d);
        struct ws_error err;
        ws_error_clear(&err);
        struct gt_set *g = NULL;
        if (gt_load(ldir, &g, &err) || !g->recorded || g->nlaunches != 1 || !g->launches[0].code) {
            if (g)
                ws_error_set(&err, WS_EFORMAT, ldir, 0, "not a recorded launch (no 'code' line)");
            rc = cli_fail(&err);
            gt_free(g);
            break;
        }
        char dir[4400];
        snprintf(dir, sizeof dir, "%.3000s/%.1000s", ldir, g->launches[0].code);
        if (strcmp(dir, code_dir)) {
            dcode_free(&c);
            code_dir[0] = 0;
            int brc = dcode_build(o, dir, o->sm ? o->sm : g->launches[0].code_sm, &c);
            if (brc) {
                rc = brc;
                gt_free(g);
                break;
            }
            snprintf(code_dir, sizeof code_dir, "%s", dir);
        }
        snprintf(label, sizeof label, "%s launch %ld (%s)", o->path, n, g->launches[0].kernel);
        int lrc = diff_set(o, &c, g, -1, n, label);
        gt_free(g);
        if (lrc == EXIT_MISMATCH) rc = EXIT_MISMATCH;
        else if (lrc) rc = lrc;
    }
    fclose(fp);
    dcode_free(&c);
    if (!found && rc == EXIT_OK) {
        if (o->launch >= 0)
            return cli_usage_error("diff", "%s has no launch %ld", o->path, o->launch);
        fprintf(stderr, "%s: error: no launch recorded\n", path);
        return EXIT_BADINPUT;
    }
    return rc;
}

static int is_recording(const char *dir)
{
    char p[4200];
    struct stat st;
    snprintf(p, sizeof p, "%.4000s/recording.txt", dir);
    return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

int cli_diff(int argc, char **argv)
{
    struct dopts o;
    int rc = parse(argc, argv, &o);
    if (rc)
        return rc;
    if (is_recording(o.path))
        return diff_recording(&o);
    char sdir[4096];
    sample_dir_of(o.path, sdir, sizeof sdir);
    struct ws_error err;
    ws_error_clear(&err);
    struct gt_set *g = NULL;
    if (gt_load(sdir, &g, &err))
        return cli_fail(&err);
    struct dcode c;
    rc = dcode_build(&o, o.path, o.sm, &c);
    if (!rc)
        rc = diff_set(&o, &c, g, o.launch, -1, o.path);
    dcode_free(&c);
    gt_free(g);
    return rc;
}
