/* parity.c - CFG and liveness of one listing against nvdisasm's own.
 *
 *   parity LISTING BBCFG.dot PLR.txt
 *
 * LISTING is `nvdisasm -c -g`, BBCFG.dot `nvdisasm -bbcfg`, PLR.txt
 * `nvdisasm -plr -lrm count` of the same cubin.  The comparison is the one
 * tests/test_cfg.c and tests/test_live.c make on the samples: a function
 * agrees when it has nvdisasm's blocks (same instructions) and edges (same
 * order and kind); an instruction agrees when its GPR, PRED, UGPR and UPRED
 * counts are nvdisasm's (label lines carry the counts of the next
 * instruction and are compared as instructions).
 *
 * Prints one line on stdout:
 *   funcs F/FT blocks B/BT edges E/ET insns I/IT
 * and each disagreement on stderr (`cfg` or `live`, the function, the
 * offset, what differs).  Status 0 when both were compared, 2 when a file
 * could not be read or parsed.  Built by scripts/corpus/measure.sh against
 * build/libwscore.a and tests/lib/dotref.c. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/cfg.h"
#include "analysis/live.h"
#include "sass/sass.h"
#include "tests/lib/dotref.h"

#define MAX_COLS 4

struct tally {
    size_t funcs, funcs_ok, blocks, blocks_ok, edges, edges_ok;
    size_t insns, insns_ok;
};

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0, k;
    char *buf = malloc(cap + 1);
    while (buf && (k = fread(buf + n, 1, cap - n, f)) > 0) {
        n += k;
        if (n == cap) {
            char *nb = realloc(buf, 2 * cap + 1);
            if (!nb) { free(buf); buf = NULL; break; }
            buf = nb;
            cap *= 2;
        }
    }
    fclose(f);
    if (buf)
        buf[n] = 0;
    return buf;
}

/* ---- CFG against -bbcfg --------------------------------------------------- */

/* Texts compared with runs of blanks folded and trailing blanks dropped. */
static int same_text(const char *a, const char *b)
{
    for (;;) {
        while (*a == ' ' && (a[1] == ' ' || !a[1])) a++;
        while (*b == ' ' && (b[1] == ' ' || !b[1])) b++;
        if (*a != *b)
            return 0;
        if (!*a)
            return 1;
        a++;
        b++;
    }
}

static int edge_matches(const struct cfg_edge *e, const struct dotref_edge *d, size_t to_rank)
{
    int taken = e->kind == CFG_EDGE_TAKEN || e->kind == CFG_EDGE_CALL || e->kind == CFG_EDGE_INDIRECT;
    return d->compass == (taken ? 'e' : 's') && d->to == to_rank;
}

/* One function against its cluster; returns the number of disagreements. */
static int cfg_function(const struct sass_function *sfn, const struct cfg_range *r,
                        const struct dotref_cluster *cl, struct tally *t)
{
    struct cfg *c;
    struct ws_error err;
    const struct mir_func *fn = &r->mir;
    t->blocks += cl->nnodes;
    t->edges += cl->nedges;
    if (cfg_build(fn, &c, &err) != WS_OK) {
        fprintf(stderr, "cfg %s: cfg_build: %s\n", fn->name, err.msg);
        return 1;
    }
    size_t *rank = calloc(c->nblocks + 1, sizeof *rank);
    size_t nr = 0;
    for (size_t b = 0; b < c->nblocks; b++)
        rank[b] = c->blocks[b].reachable ? nr++ : (size_t)-1;
    int bad = 0;
    if (nr != cl->nnodes) {
        fprintf(stderr, "cfg %s: %zu blocks, nvdisasm %zu\n", fn->name, nr, cl->nnodes);
        bad++;
    }
    for (size_t b = 0, k = 0; b < c->nblocks && k < cl->nnodes; b++) {
        const struct cfg_block *bl = &c->blocks[b];
        if (!bl->reachable)
            continue;
        const struct dotref_node *n = &cl->nodes[k];
        int ok = n->ninsns == bl->last - bl->first + 1;
        for (size_t i = 0; ok && i < n->ninsns; i++) {
            const struct sass_insn *in = &sfn->insns[r->first + bl->first + i];
            ok = (!n->insns[i].has_offset || n->insns[i].offset == in->offset) &&
                 same_text(n->insns[i].text, in->text);
        }
        ok = ok && n->has_exit == cfg_exit_port(&fn->insns[bl->last]);
        if (ok)
            t->blocks_ok++;
        else {
            fprintf(stderr, "cfg %s: block %04x..%04x (%u insns) differs from node %s (%zu insns)\n",
                    fn->name, bl->start, bl->end, (unsigned)(bl->last - bl->first + 1), n->id, n->ninsns);
            bad++;
        }
        size_t j = 0;
        for (size_t e = 0; e < cl->nedges; e++) {
            const struct dotref_edge *d = &cl->edges[e];
            if (d->from != k)
                continue;
            if (j < bl->nsuccs && edge_matches(&c->edges[bl->succ + j], d, rank[c->edges[bl->succ + j].to])
                && !strcmp(d->port, n->has_exit ? "exit0" : "entry"))
                t->edges_ok++;
            else {
                fprintf(stderr, "cfg %s: block %04x: edge %zu (%s:%c -> %s) differs\n",
                        fn->name, bl->start, j, d->port, d->compass, cl->nodes[d->to].id);
                bad++;
            }
            j++;
        }
        if (j != bl->nsuccs) {
            fprintf(stderr, "cfg %s: block %04x has %u successors, nvdisasm %zu\n",
                    fn->name, bl->start, bl->nsuccs, j);
            bad++;
        }
        k++;
    }
    free(rank);
    cfg_free(c);
    return bad;
}

static int cfg_module(const struct sass_module *m, const char *dot_path, struct tally *t)
{
    char *text = read_file(dot_path);
    if (!text) {
        fprintf(stderr, "%s: cannot read\n", dot_path);
        return -1;
    }
    struct dotref_graph g;
    char msg[256];
    if (dotref_parse(text, &g, msg, sizeof msg)) {
        fprintf(stderr, "%s: %s\n", dot_path, msg);
        free(text);
        return -1;
    }
    size_t cap = 0;
    for (size_t i = 0; i < m->nfuncs; i++)
        cap += m->funcs[i].mir.n + 1;
    struct cfg_range *ranges = calloc(cap + 1, sizeof *ranges);
    const struct sass_function **owner = calloc(cap + 1, sizeof *owner);
    size_t nr = 0;
    for (size_t i = 0; i < m->nfuncs; i++) {
        size_t k = cfg_sass_split(&m->funcs[i], ranges + nr, cap - nr);
        for (size_t j = 0; j < k; j++)
            owner[nr + j] = &m->funcs[i];
        nr += k;
    }
    if (g.nclusters != nr)
        fprintf(stderr, "cfg %s: %zu functions, nvdisasm %zu\n", dot_path, nr, g.nclusters);
    /* functions nvdisasm draws that we do not find count as disagreeing;
     * so do ones we find that it does not draw */
    t->funcs += nr > g.nclusters ? nr - g.nclusters : 0;
    for (size_t i = 0; i < g.nclusters; i++) {
        size_t j = 0;
        while (j < nr && strcmp(ranges[j].mir.name, g.clusters[i].name))
            j++;
        t->funcs++;
        if (j == nr) {
            fprintf(stderr, "cfg %s: no such function here\n", g.clusters[i].name);
            t->blocks += g.clusters[i].nnodes;
            t->edges += g.clusters[i].nedges;
            continue;
        }
        t->funcs_ok += cfg_function(owner[j], &ranges[j], &g.clusters[i], t) == 0;
    }
    free(ranges);
    free(owner);
    dotref_free(&g);
    free(text);
    return 0;
}

/* ---- liveness against -plr -lrm count ------------------------------------- */

static void parse_header(const char *cm, int col[MAX_COLS])
{
    static const char *const names[MAX_COLS] = { "GPR", "PRED", "UGPR", "UPRED" };
    for (int c = 0; c < MAX_COLS; c++) col[c] = -1;
    int k = 0;
    for (const char *p = cm; *p; p++) {
        if (*p != '|')
            continue;
        const char *q = p + 1;
        while (*q == ' ') q++;
        for (int c = 0; c < MAX_COLS; c++) {
            size_t l = strlen(names[c]);
            if (!strncmp(q, names[c], l) && (q[l] == ' ' || q[l] == '|'))
                col[c] = k;
        }
        k++;
    }
}

/* Values of a `| a | b | c |` block (blank = 0); 0 when it is not one. */
static int parse_cols(const char *cm, const int col[MAX_COLS], int v[MAX_COLS])
{
    int vals[8] = { 0 }, k = 0;
    const char *p = cm;
    if (*p != '|')
        return 0;
    while (*p == '|' && k < 8) {
        p++;
        const char *end = strchr(p, '|');
        if (!end)
            break;
        int x = 0, seen = 0;
        for (const char *q = p; q < end; q++) {
            if (isdigit((unsigned char)*q)) { x = x * 10 + (*q - '0'); seen = 1; }
            else if (*q != ' ') return 0;
        }
        vals[k++] = seen ? x : 0;
        p = end;
        if (p[1] == '\n' || p[1] == 0 || p[1] == '\r')
            break;
    }
    for (int c = 0; c < MAX_COLS; c++)
        v[c] = col[c] >= 0 && col[c] < k ? vals[col[c]] : 0;
    return 1;
}

static void live_line(struct tally *t, const struct sass_function *fn, const struct live_info *li,
                      long idx, const int want[MAX_COLS], int is_label)
{
    static const int cls[MAX_COLS] = { LIVE_GPR, LIVE_PRED, LIVE_UGPR, LIVE_UPRED };
    int ok = 1;
    for (int c = 0; c < MAX_COLS; c++)
        ok &= li->count[idx][cls[c]] == want[c];
    t->insns++;
    t->insns_ok += ok;
    if (!ok)
        fprintf(stderr, "live %s /*%04x*/%s %s: want %d %d %d %d got %u %u %u %u\n",
                fn->name, (unsigned)fn->mir.insns[idx].offset, is_label ? " (label)" : "",
                fn->insns[idx].text, want[0], want[1], want[2], want[3],
                li->count[idx][LIVE_GPR], li->count[idx][LIVE_PRED],
                li->count[idx][LIVE_UGPR], li->count[idx][LIVE_UPRED]);
}

static int live_module(const struct sass_module *m, const char *plr, struct tally *t)
{
    struct ws_error err;
    struct live_conv conv;
    live_conv_sass_init(&conv);
    for (size_t i = 0; i < m->nfuncs; i++)
        live_conv_sass_add(&conv, &m->funcs[i].mir);
    struct live_info **li = calloc(m->nfuncs + 1, sizeof *li);
    for (size_t i = 0; i < m->nfuncs; i++)
        if (live_compute(&m->funcs[i].mir, &conv, &li[i], &err) != WS_OK) {
            fprintf(stderr, "live %s: %s\n", m->funcs[i].name, err.msg);
            li[i] = NULL;
        }
    char *text = read_file(plr);
    if (!text) {
        fprintf(stderr, "%s: cannot read\n", plr);
        free(li);
        return -1;
    }
    long cur = -1;
    int col[MAX_COLS] = { 0, 1, 2, -1 };
    int pending_label = 0, label_want[MAX_COLS] = { 0 };
    static const char sec_mark[] = "//--------------------- .text.";
    for (char *line = text, *next; line && *line; line = next) {
        next = strchr(line, '\n');
        if (next) *next++ = 0;
        const char *sec = strstr(line, sec_mark);
        if (sec) {
            const char *name = sec + strlen(sec_mark);
            const char *sp = strchr(name, ' ');
            cur = -1;
            for (size_t i = 0; i < m->nfuncs; i++)
                if (sp && strlen(m->funcs[i].name) == (size_t)(sp - name) &&
                    !strncmp(m->funcs[i].name, name, (size_t)(sp - name)))
                    cur = (long)i;
            pending_label = 0;
            continue;
        }
        const char *cm = strstr(line, "// |");
        if (cur < 0 || !cm)
            continue;
        cm += 3;
        if (strstr(cm, "GPR")) {
            parse_header(cm, col);
            continue;
        }
        int v[MAX_COLS];
        if (!parse_cols(cm, col, v))
            continue;
        const struct sass_function *fn = &m->funcs[cur];
        const char *p = line;
        while (*p == ' ' || *p == '\t') p++;
        if (p[0] == '/' && p[1] == '*') {
            unsigned off = (unsigned)strtoul(p + 2, NULL, 16);
            long idx = mir_find_offset(&fn->mir, off);
            if (idx < 0 || !li[cur]) {
                t->insns += 1 + pending_label;
                if (idx < 0)
                    fprintf(stderr, "live %s /*%04x*/: no such instruction here\n", fn->name, off);
            } else {
                if (pending_label)
                    live_line(t, fn, li[cur], idx, label_want, 1);
                live_line(t, fn, li[cur], idx, v, 0);
            }
            pending_label = 0;
        } else if (p[0] == '.' && p[1] == 'L') {
            pending_label = 1;
            memcpy(label_want, v, sizeof v);
        }
    }
    free(text);
    for (size_t i = 0; i < m->nfuncs; i++)
        if (li[i])
            live_free(li[i]);
    free(li);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: parity LISTING BBCFG.dot PLR.txt\n");
        return 2;
    }
    struct sass_module *m;
    struct ws_error err;
    if (sass_parse_file(argv[1], &m, &err) != WS_OK) {
        fprintf(stderr, "%s: %s\n", argv[1], err.msg);
        return 2;
    }
    struct tally t = { 0 };
    int st = cfg_module(m, argv[2], &t) | live_module(m, argv[3], &t);
    printf("funcs %zu/%zu blocks %zu/%zu edges %zu/%zu insns %zu/%zu\n", t.funcs_ok, t.funcs,
           t.blocks_ok, t.blocks, t.edges_ok, t.edges, t.insns_ok, t.insns);
    sass_module_free(m);
    return st ? 2 : 0;
}
