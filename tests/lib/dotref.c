/* dotref.c - read nvdisasm -bbcfg output.
 *
 * The files are line-oriented: `subgraph "cluster_NAME" {`, a node as a
 * quoted id on its own line followed by `[label="{...}"]` (a record whose
 * lines end in \l, with <entry> and <exit0> ports), edges as
 * `"A":exit0:e -> "B":entry:n [style=solid];`, and `}`. */
#include "dotref.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct pending_edge {
    char *from, *to;
    char port[16];
    char compass;
};

struct parser {
    struct dotref_graph *g;
    struct dotref_cluster *cur;
    struct pending_edge *pe;
    size_t npe, cape;
    char *err;
    size_t errlen;
    int line;
};

static int fail(struct parser *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static int fail(struct parser *p, const char *fmt, ...)
{
    va_list ap;
    int n = snprintf(p->err, p->errlen, "line %d: ", p->line);
    va_start(ap, fmt);
    if (n >= 0 && (size_t)n < p->errlen)
        vsnprintf(p->err + n, p->errlen - (size_t)n, fmt, ap);
    va_end(ap);
    return -1;
}

static void *grow(void *v, size_t n, size_t size)
{
    /* doubling: capacity is the next power of two >= n + 1 */
    if (n & (n - 1))
        return v;
    return realloc(v, (n ? 2 * n : 1) * size);
}

static char *dup_n(const char *s, size_t n)
{
    char *d = malloc(n + 1);
    if (d) {
        memcpy(d, s, n);
        d[n] = 0;
    }
    return d;
}

/* A quoted id at s: returns the malloc'd id and sets *end after the quote. */
static char *quoted(const char *s, const char **end)
{
    if (*s != '"')
        return NULL;
    const char *q = strchr(s + 1, '"');
    if (!q)
        return NULL;
    *end = q + 1;
    return dup_n(s + 1, (size_t)(q - s - 1));
}

/* One record line (already unescaped) into an instruction, when it is one. */
static int add_line(struct parser *p, struct dotref_node *n, const char *s, size_t len)
{
    /* an instruction ends in ';', after a space or not ("ERRBAR;") */
    if (len < 2 || s[0] == '\t' || s[len - 1] != ';')
        return 0;   /* directive, label, or empty */
    len--;
    while (len && s[len - 1] == ' ')
        len--;
    struct dotref_insn in = { 0, 0, NULL };
    size_t i = 0;
    while (i < len && strchr("0123456789abcdef", s[i]))
        i++;
    if (i > 0 && i < len && s[i] == ':') {
        in.has_offset = 1;
        in.offset = (uint32_t)strtoul(s, NULL, 16);
        s += i + 1;
        len -= i + 1;
    }
    while (len && *s == ' ') {
        s++;
        len--;
    }
    in.text = dup_n(s, len);
    n->insns = grow(n->insns, n->ninsns, sizeof *n->insns);
    if (!in.text || !n->insns)
        return fail(p, "out of memory");
    n->insns[n->ninsns++] = in;
    return 0;
}

/* [label="{<entry>...\l|<exit0>...\l}"] */
static int parse_label(struct parser *p, struct dotref_node *n, const char *s)
{
    const char *b = strstr(s, "label=\"");
    if (!b)
        return fail(p, "node %s without a label", n->id);
    b += 7;
    size_t cap = strlen(b) + 1, len = 0;
    char *buf = malloc(cap);
    if (!buf)
        return fail(p, "out of memory");
    for (const char *c = b; *c && *c != '"'; c++) {
        if (*c == '\\' && c[1] == 'l') {
            if (add_line(p, n, buf, len)) {
                free(buf);
                return -1;
            }
            len = 0;
            c++;
        } else if (*c == '\\' && c[1]) {
            buf[len++] = *++c;
        } else if (*c == '<') {             /* a port name */
            const char *e = strchr(c, '>');
            if (!e)
                break;
            if (!strncmp(c, "<exit", 5))
                n->has_exit = 1;
            c = e;
        } else if (*c != '{' && *c != '}' && *c != '|') {
            buf[len++] = *c;
        }
    }
    free(buf);
    return 0;
}

static int node_index(const struct dotref_cluster *c, const char *id, size_t *out)
{
    for (size_t i = 0; i < c->nnodes; i++)
        if (!strcmp(c->nodes[i].id, id)) {
            *out = i;
            return 0;
        }
    return -1;
}

static int close_cluster(struct parser *p)
{
    struct dotref_cluster *c = p->cur;
    c->edges = calloc(p->npe ? p->npe : 1, sizeof *c->edges);
    if (!c->edges)
        return fail(p, "out of memory");
    for (size_t i = 0; i < p->npe; i++) {
        struct pending_edge *e = &p->pe[i];
        struct dotref_edge *d = &c->edges[c->nedges++];
        if (node_index(c, e->from, &d->from) || node_index(c, e->to, &d->to))
            return fail(p, "edge %s -> %s names an unknown node", e->from, e->to);
        memcpy(d->port, e->port, sizeof d->port);
        d->compass = e->compass;
    }
    for (size_t i = 0; i < p->npe; i++) {
        free(p->pe[i].from);
        free(p->pe[i].to);
    }
    p->npe = 0;
    p->cur = NULL;
    return 0;
}

/* "A":exit0:e -> "B":entry:n [...]; */
static int parse_edge(struct parser *p, const char *s)
{
    struct pending_edge e;
    memset(&e, 0, sizeof e);
    const char *q;
    e.from = quoted(s, &q);
    if (!e.from || *q != ':')
        return free(e.from), fail(p, "bad edge");
    const char *c2 = strchr(q + 1, ':');
    if (!c2 || (size_t)(c2 - q - 1) >= sizeof e.port)
        return free(e.from), fail(p, "bad edge port");
    memcpy(e.port, q + 1, (size_t)(c2 - q - 1));
    e.compass = c2[1];
    const char *arrow = strstr(c2, "-> ");
    e.to = arrow ? quoted(arrow + 3, &q) : NULL;
    if (!e.to)
        return free(e.from), fail(p, "bad edge target");
    if (p->npe == p->cape) {
        p->cape = p->cape ? 2 * p->cape : 16;
        struct pending_edge *n = realloc(p->pe, p->cape * sizeof *n);
        if (!n)
            return free(e.from), free(e.to), fail(p, "out of memory");
        p->pe = n;
    }
    p->pe[p->npe++] = e;
    return 0;
}

static int parse_line(struct parser *p, const char *s, const char *next)
{
    if (!strncmp(s, "subgraph \"cluster_", 18)) {
        const char *q = strrchr(s, '"');
        struct dotref_graph *g = p->g;
        g->clusters = grow(g->clusters, g->nclusters, sizeof *g->clusters);
        if (!g->clusters)
            return fail(p, "out of memory");
        p->cur = &g->clusters[g->nclusters++];
        memset(p->cur, 0, sizeof *p->cur);
        p->cur->name = dup_n(s + 18, (size_t)(q - s - 18));
        return p->cur->name ? 0 : fail(p, "out of memory");
    }
    if (!p->cur)
        return 0;       /* digraph header, closing brace of the graph */
    if (!strcmp(s, "}"))
        return close_cluster(p);
    if (s[0] != '"')
        return 0;       /* node defaults */
    if (strstr(s, " -> "))
        return parse_edge(p, s);
    const char *q;
    char *id = quoted(s, &q);
    if (!id || *q)
        return free(id), fail(p, "bad node line");
    struct dotref_cluster *c = p->cur;
    c->nodes = grow(c->nodes, c->nnodes, sizeof *c->nodes);
    if (!c->nodes)
        return free(id), fail(p, "out of memory");
    struct dotref_node *n = &c->nodes[c->nnodes++];
    memset(n, 0, sizeof *n);
    n->id = id;
    p->line++;
    return next ? parse_label(p, n, next) : fail(p, "node %s without a label", id);
}

int dotref_parse(const char *text, struct dotref_graph *g, char *err, size_t errlen)
{
    struct parser p = { g, NULL, NULL, 0, 0, err, errlen, 0 };
    memset(g, 0, sizeof *g);
    char *copy = strdup(text);
    if (!copy)
        return -1;
    /* split into lines first: a node's label is the line after its id */
    size_t nl = 1;
    for (char *c = copy; *c; c++)
        nl += *c == '\n';
    char **lines = calloc(nl + 1, sizeof *lines);
    if (!lines) {
        free(copy);
        return -1;
    }
    size_t n = 0;
    for (char *s = copy; s; ) {
        char *e = strchr(s, '\n');
        if (e)
            *e = 0;
        lines[n++] = s;
        s = e ? e + 1 : NULL;
    }
    int rc = 0;
    for (size_t i = 0; i < n && !rc; i++) {
        p.line = (int)i + 1;
        int is_node = lines[i][0] == '"' && !strstr(lines[i], " -> ");
        rc = parse_line(&p, lines[i], i + 1 < n ? lines[i + 1] : NULL);
        i += is_node && p.cur;
    }
    if (!rc && p.cur)
        rc = fail(&p, "unterminated cluster %s", p.cur->name);
    for (size_t i = 0; i < p.npe; i++) {
        free(p.pe[i].from);
        free(p.pe[i].to);
    }
    free(p.pe);
    free(lines);
    free(copy);
    if (rc)
        dotref_free(g);
    return rc;
}

void dotref_free(struct dotref_graph *g)
{
    for (size_t i = 0; i < g->nclusters; i++) {
        struct dotref_cluster *c = &g->clusters[i];
        for (size_t j = 0; j < c->nnodes; j++) {
            for (size_t k = 0; k < c->nodes[j].ninsns; k++)
                free(c->nodes[j].insns[k].text);
            free(c->nodes[j].insns);
            free(c->nodes[j].id);
        }
        free(c->nodes);
        free(c->edges);
        free(c->name);
    }
    free(g->clusters);
    memset(g, 0, sizeof *g);
}
