/* cfg_layout.c - layered layout of a CFG (see cfg_layout.h). */
#include "cfg_layout.h"

#include <stdlib.h>
#include <string.h>

#define GAP_X 2     /* columns between neighbours in a layer */
#define SWEEPS 4    /* down+up barycentre sweeps */

/* Working state: adjacency of the segments per node (CSR). */
struct lay {
    const struct cfg *g;
    struct cfg_layout *l;
    uint32_t *in_start, *in_seg;
    uint32_t *out_start, *out_seg;
};

/* Post-order numbers of a depth-first search from the entry, then from each
 * block not yet seen (unreachable code).  0 ok, -1 out of memory. */
static int dfs_post(const struct cfg *g, uint32_t *post)
{
    size_t n = g->nblocks;
    uint32_t *stack = malloc((n + 1) * sizeof *stack), *next = calloc(n + 1, sizeof *next);
    uint8_t *seen = calloc(n + 1, 1);
    int rc = stack && next && seen ? 0 : -1;
    uint32_t cnt = 0;
    for (size_t root = 0; root < n && !rc; root++) {
        if (seen[root])
            continue;
        size_t sp = 0;
        stack[sp++] = (uint32_t)root;
        seen[root] = 1;
        while (sp) {
            uint32_t u = stack[sp - 1];
            const struct cfg_block *b = &g->blocks[u];
            if (next[u] < b->nsuccs) {
                uint32_t v = g->edges[b->succ + next[u]++].to;
                if (v < n && !seen[v]) {
                    seen[v] = 1;
                    stack[sp++] = v;
                }
            } else {
                post[u] = cnt++;
                sp--;
            }
        }
    }
    free(stack);
    free(next);
    free(seen);
    return rc;
}

/* Longest-path layers on the DAG left when retreating edges are out. */
static void assign_layers(const struct cfg *g, const uint32_t *post, const uint8_t *retreat, uint32_t *layer,
                          uint32_t *topo)
{
    size_t n = g->nblocks;
    for (size_t b = 0; b < n; b++)
        topo[n - 1 - post[b]] = (uint32_t)b;
    for (size_t k = 0; k < n; k++) {
        const struct cfg_block *b = &g->blocks[topo[k]];
        for (uint32_t e = b->succ; e < b->succ + b->nsuccs; e++)
            if (!retreat[e] && layer[g->edges[e].to] < layer[topo[k]] + 1)
                layer[g->edges[e].to] = layer[topo[k]] + 1;
    }
}

/* Nodes (blocks, then a dummy per layer a long edge crosses) and segments. */
static int make_nodes(const struct cfg *g, const uint32_t *layer, struct cfg_layout *l)
{
    size_t n = g->nblocks, nn = n, ns = 0;
    for (size_t e = 0; e < g->nedges; e++)
        if (!l->retreat[e]) {
            size_t span = layer[g->edges[e].to] - layer[g->edges[e].from];
            nn += span - 1;
            ns += span;
        }
    l->nodes = calloc(nn + 1, sizeof *l->nodes);
    l->segs = calloc(ns + 1, sizeof *l->segs);
    if (!l->nodes || !l->segs)
        return -1;
    for (size_t b = 0; b < n; b++)
        l->nodes[b] = (struct cfg_lnode){ .block = (uint32_t)b, .layer = layer[b] };
    l->nnodes = n;
    for (size_t e = 0; e < g->nedges; e++) {
        if (l->retreat[e])
            continue;
        uint32_t from = g->edges[e].from, to = g->edges[e].to, prev = from;
        for (uint32_t k = layer[from] + 1; k < layer[to]; k++) {
            uint32_t d = (uint32_t)l->nnodes++;
            l->nodes[d] = (struct cfg_lnode){ .block = CFG_NONE, .layer = k };
            l->segs[l->nsegs++] = (struct cfg_lseg){ prev, d, (uint32_t)e, 0, 0, -1 };
            prev = d;
        }
        l->segs[l->nsegs++] = (struct cfg_lseg){ prev, to, (uint32_t)e, 0, 0, -1 };
    }
    return 0;
}

/* Nodes bucketed by layer, each layer in node order to begin with. */
static int make_layers(struct cfg_layout *l)
{
    size_t nl = 0;
    for (size_t v = 0; v < l->nnodes; v++)
        if (l->nodes[v].layer + 1 > nl)
            nl = l->nodes[v].layer + 1;
    l->nlayers = nl;
    l->layer_start = calloc(nl + 2, sizeof *l->layer_start);
    l->layer_nodes = malloc((l->nnodes + 1) * sizeof *l->layer_nodes);
    l->layer_y = calloc(nl + 1, sizeof *l->layer_y);
    l->gap_tracks = calloc(nl + 1, sizeof *l->gap_tracks);
    if (!l->layer_start || !l->layer_nodes || !l->layer_y || !l->gap_tracks)
        return -1;
    for (size_t v = 0; v < l->nnodes; v++)
        l->layer_start[l->nodes[v].layer + 1]++;
    for (size_t k = 0; k < nl; k++)
        l->layer_start[k + 1] += l->layer_start[k];
    uint32_t *fill = calloc(nl + 1, sizeof *fill);
    if (!fill)
        return -1;
    for (size_t v = 0; v < l->nnodes; v++) {
        struct cfg_lnode *nd = &l->nodes[v];
        nd->order = fill[nd->layer]++;
        l->layer_nodes[l->layer_start[nd->layer] + nd->order] = (uint32_t)v;
    }
    free(fill);
    return 0;
}

/* CSR of a node's incoming and outgoing segments. */
static int make_adjacency(struct lay *w)
{
    const struct cfg_layout *l = w->l;
    size_t nn = l->nnodes;
    w->in_start = calloc(nn + 2, sizeof *w->in_start);
    w->out_start = calloc(nn + 2, sizeof *w->out_start);
    w->in_seg = malloc((l->nsegs + 1) * sizeof *w->in_seg);
    w->out_seg = malloc((l->nsegs + 1) * sizeof *w->out_seg);
    uint32_t *fi = calloc(nn + 1, sizeof *fi), *fo = calloc(nn + 1, sizeof *fo);
    int rc = w->in_start && w->out_start && w->in_seg && w->out_seg && fi && fo ? 0 : -1;
    if (!rc) {
        for (size_t s = 0; s < l->nsegs; s++) {
            w->in_start[l->segs[s].to + 1]++;
            w->out_start[l->segs[s].from + 1]++;
        }
        for (size_t v = 0; v < nn; v++) {
            w->in_start[v + 1] += w->in_start[v];
            w->out_start[v + 1] += w->out_start[v];
        }
        for (size_t s = 0; s < l->nsegs; s++) {
            uint32_t t = l->segs[s].to, f = l->segs[s].from;
            w->in_seg[w->in_start[t] + fi[t]++] = (uint32_t)s;
            w->out_seg[w->out_start[f] + fo[f]++] = (uint32_t)s;
        }
    }
    free(fi);
    free(fo);
    return rc;
}

struct keyed { double key; uint32_t order, node; };

static int cmp_keyed(const void *a, const void *b)
{
    const struct keyed *x = a, *y = b;
    if (x->key != y->key)
        return x->key < y->key ? -1 : 1;
    return x->order < y->order ? -1 : x->order > y->order;
}

/* Reorder layer L by the mean order of each node's neighbours in the layer
 * above (down) or below (up); a node without neighbours there keeps its
 * place.  0 ok, -1 out of memory. */
static int reorder_layer(struct lay *w, size_t L, int down)
{
    struct cfg_layout *l = w->l;
    uint32_t a = l->layer_start[L], n = l->layer_start[L + 1] - a;
    struct keyed *k = malloc((n + 1) * sizeof *k);
    if (!k)
        return -1;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t v = l->layer_nodes[a + i];
        const uint32_t *st = down ? w->in_start : w->out_start, *sg = down ? w->in_seg : w->out_seg;
        double sum = 0;
        uint32_t cnt = 0;
        for (uint32_t j = st[v]; j < st[v + 1]; j++) {
            const struct cfg_lseg *s = &l->segs[sg[j]];
            sum += l->nodes[down ? s->from : s->to].order;
            cnt++;
        }
        k[i] = (struct keyed){ cnt ? sum / cnt : l->nodes[v].order, l->nodes[v].order, v };
    }
    qsort(k, n, sizeof *k, cmp_keyed);
    for (uint32_t i = 0; i < n; i++) {
        l->layer_nodes[a + i] = k[i].node;
        l->nodes[k[i].node].order = i;
    }
    free(k);
    return 0;
}

static int order_layers(struct lay *w)
{
    size_t nl = w->l->nlayers;
    for (int it = 0; it < SWEEPS; it++) {
        for (size_t L = 1; L < nl; L++)
            if (reorder_layer(w, L, 1))
                return -1;
        for (size_t L = nl > 1 ? nl - 1 : 0; L-- > 0;)
            if (reorder_layer(w, L, 0))
                return -1;
    }
    return 0;
}

/* x: each node near the mean centre of its predecessors, right of its left
 * neighbour. */
static void place_x(struct lay *w, int box_w)
{
    struct cfg_layout *l = w->l;
    for (size_t L = 0; L < l->nlayers; L++) {
        int32_t next = 0;
        for (uint32_t i = l->layer_start[L]; i < l->layer_start[L + 1]; i++) {
            uint32_t v = l->layer_nodes[i];
            struct cfg_lnode *nd = &l->nodes[v];
            nd->w = nd->block == CFG_NONE ? 1 : box_w;
            double sum = 0;
            uint32_t cnt = 0;
            for (uint32_t j = w->in_start[v]; j < w->in_start[v + 1]; j++) {
                const struct cfg_lnode *f = &l->nodes[l->segs[w->in_seg[j]].from];
                sum += f->x + f->w / 2;
                cnt++;
            }
            int32_t want = cnt ? (int32_t)(sum / cnt) - nd->w / 2 : next;
            nd->x = want > next ? want : next;
            next = nd->x + nd->w + GAP_X;
            if (nd->x + nd->w > l->width)
                l->width = nd->x + nd->w;
        }
    }
}

/* Column of port k of n along a node's side. */
static int32_t port_x(const struct cfg_lnode *nd, uint32_t k, uint32_t n)
{
    if (nd->w <= 2)
        return nd->x;
    int32_t inner = nd->w - 2;
    int32_t x = nd->x + 1 + (int32_t)(((int64_t)(2 * k + 1) * inner) / (2 * (int64_t)n));
    return x > nd->x + nd->w - 2 ? nd->x + nd->w - 2 : x;
}

/* Centre column of the other end of segment s. */
static int32_t other_centre(const struct cfg_layout *l, uint32_t s, int from_side)
{
    const struct cfg_lnode *o = &l->nodes[from_side ? l->segs[s].to : l->segs[s].from];
    return o->x + o->w / 2;
}

/* Sort a node's segment list by the other end's column (insertion sort:
 * a node has few). */
static void sort_ports(const struct cfg_layout *l, uint32_t *sg, uint32_t n, int from_side)
{
    for (uint32_t i = 1; i < n; i++) {
        uint32_t s = sg[i], j = i;
        while (j > 0 && other_centre(l, sg[j - 1], from_side) > other_centre(l, s, from_side)) {
            sg[j] = sg[j - 1];
            j--;
        }
        sg[j] = s;
    }
}

static void place_ports(struct lay *w)
{
    struct cfg_layout *l = w->l;
    for (size_t v = 0; v < l->nnodes; v++) {
        uint32_t no = w->out_start[v + 1] - w->out_start[v], ni = w->in_start[v + 1] - w->in_start[v];
        sort_ports(l, w->out_seg + w->out_start[v], no, 1);
        sort_ports(l, w->in_seg + w->in_start[v], ni, 0);
        for (uint32_t k = 0; k < no; k++)
            l->segs[w->out_seg[w->out_start[v] + k]].sx = port_x(&l->nodes[v], k, no);
        for (uint32_t k = 0; k < ni; k++)
            l->segs[w->in_seg[w->in_start[v] + k]].tx = port_x(&l->nodes[v], k, ni);
    }
}

/* Move every node right so that the leftmost starts at column 0. */
static void normalise_x(struct lay *w)
{
    struct cfg_layout *l = w->l;
    int32_t minx = 0;
    for (size_t v = 0; v < l->nnodes; v++)
        if (l->nodes[v].x < minx)
            minx = l->nodes[v].x;
    l->width = 0;
    for (size_t v = 0; v < l->nnodes; v++) {
        l->nodes[v].x -= minx;
        if (l->nodes[v].x + l->nodes[v].w > l->width)
            l->width = l->nodes[v].x + l->nodes[v].w;
    }
    place_ports(w);
}

/* Second x pass: shift each node (layer by layer, left to right, never
 * over its left neighbour, left of column 0 if need be) so that its
 * in-ports meet, on average, the out-ports above them: a fall-through
 * chain becomes a straight line. */
static void align_x(struct lay *w)
{
    struct cfg_layout *l = w->l;
    for (size_t L = 1; L < l->nlayers; L++) {
        int32_t next = INT32_MIN / 2;
        for (uint32_t i = l->layer_start[L]; i < l->layer_start[L + 1]; i++) {
            uint32_t v = l->layer_nodes[i];
            struct cfg_lnode *nd = &l->nodes[v];
            int64_t sum = 0;
            uint32_t cnt = 0;
            for (uint32_t j = w->in_start[v]; j < w->in_start[v + 1]; j++, cnt++)
                sum += l->segs[w->in_seg[j]].sx - l->segs[w->in_seg[j]].tx;
            int32_t want = nd->x + (cnt ? (int32_t)(sum / cnt) : 0);
            nd->x = want > next ? want : next;
            next = nd->x + nd->w + GAP_X;
        }
        place_ports(w);
    }
    normalise_x(w);
}

static int cmp_lo(const void *a, const void *b)
{
    const int32_t *x = a, *y = b;
    return x[0] != y[0] ? (x[0] < y[0] ? -1 : 1) : (x[2] < y[2] ? -1 : x[2] > y[2]);
}

/* A segment leaving at column X runs down to its track, one entering at X
 * runs down from its track: the first must be on the higher track or the
 * two vertical pieces overlap.  A segment in the way moves to a new track
 * (a few passes; what is left is only drawn ambiguously).  Returns the
 * number of tracks. */
static int32_t untangle(struct cfg_layout *l, int32_t (*iv)[3], size_t n, int32_t nt)
{
    for (int pass = 0, moved = 1; pass < 4 && moved; pass++) {
        moved = 0;
        for (size_t i = 0; i < n; i++)
            for (size_t j = 0; j < n; j++) {
                struct cfg_lseg *a = &l->segs[iv[i][2]], *b = &l->segs[iv[j][2]];
                if (i != j && a->sx == b->tx && a->track >= b->track) {
                    b->track = nt++;
                    moved = 1;
                }
            }
    }
    return nt;
}

/* Tracks of the gap below layer L: interval colouring, greedy by left end. */
static int assign_tracks(struct cfg_layout *l, size_t L, int32_t (*iv)[3], int32_t *last)
{
    size_t n = 0;
    for (size_t s = 0; s < l->nsegs; s++) {
        const struct cfg_lseg *sg = &l->segs[s];
        if (l->nodes[sg->from].layer == L && sg->sx != sg->tx) {
            iv[n][0] = sg->sx < sg->tx ? sg->sx : sg->tx;
            iv[n][1] = sg->sx < sg->tx ? sg->tx : sg->sx;
            iv[n][2] = (int32_t)s;
            n++;
        }
    }
    qsort(iv, n, sizeof *iv, cmp_lo);
    int32_t nt = 0;
    for (size_t i = 0; i < n; i++) {
        int32_t t = 0;
        while (t < nt && last[t] + 1 >= iv[i][0])
            t++;
        if (t == nt)
            nt++;
        last[t] = iv[i][1];
        l->segs[iv[i][2]].track = t;
    }
    return untangle(l, iv, n, nt);
}

static int place_y(struct cfg_layout *l)
{
    int32_t (*iv)[3] = malloc((l->nsegs + 1) * sizeof *iv);
    int32_t *last = malloc((l->nsegs + 1) * sizeof *last);
    if (!iv || !last) {
        free(iv);
        free(last);
        return -1;
    }
    int32_t y = 0;
    for (size_t L = 0; L < l->nlayers; L++) {
        l->layer_y[L] = y;
        l->gap_tracks[L] = assign_tracks(l, L, iv, last);
        y += l->box_h + (l->gap_tracks[L] ? l->gap_tracks[L] + 2 : 1);
    }
    l->height = l->nlayers ? l->layer_y[l->nlayers - 1] + l->box_h : 0;
    for (size_t v = 0; v < l->nnodes; v++)
        l->nodes[v].y = l->layer_y[l->nodes[v].layer];
    free(iv);
    free(last);
    return 0;
}

/* Unreachable blocks go below the reachable ones; an edge that would then
 * point upward is left out of the layering like a back edge. */
static void sink_unreachable(const struct cfg *g, uint8_t *retreat, uint32_t *layer)
{
    uint32_t base = 0;
    for (size_t b = 0; b < g->nblocks; b++)
        if (g->blocks[b].reachable && layer[b] + 1 > base)
            base = layer[b] + 1;
    for (size_t b = 0; b < g->nblocks; b++)
        if (!g->blocks[b].reachable)
            layer[b] += base;
    for (size_t e = 0; e < g->nedges; e++)
        if (layer[g->edges[e].to] <= layer[g->edges[e].from])
            retreat[e] = 1;
}

static void lay_free(struct lay *w)
{
    free(w->in_start);
    free(w->in_seg);
    free(w->out_start);
    free(w->out_seg);
}

static int layering(const struct cfg *g, struct cfg_layout *l)
{
    size_t n = g->nblocks;
    uint32_t *post = calloc(n + 1, sizeof *post), *layer = calloc(n + 1, sizeof *layer);
    uint32_t *topo = calloc(n + 1, sizeof *topo);
    int rc = post && layer && topo && !dfs_post(g, post) ? 0 : -1;
    if (!rc) {
        for (size_t e = 0; e < g->nedges; e++)
            l->retreat[e] = post[g->edges[e].to] >= post[g->edges[e].from];
        assign_layers(g, post, l->retreat, layer, topo);
        sink_unreachable(g, l->retreat, layer);
        rc = make_nodes(g, layer, l);
    }
    free(post);
    free(layer);
    free(topo);
    return rc;
}

int cfg_layout_build(const struct cfg *g, int box_w, int box_h, struct cfg_layout **out)
{
    *out = NULL;
    struct cfg_layout *l = calloc(1, sizeof *l);
    if (!l)
        return -1;
    l->box_h = box_h;
    l->retreat = calloc(g->nedges + 1, 1);
    struct lay w = { g, l, NULL, NULL, NULL, NULL };
    int rc = !l->retreat || layering(g, l) || make_layers(l) || make_adjacency(&w) || order_layers(&w) ? -1 : 0;
    if (!rc) {
        place_x(&w, box_w);
        place_ports(&w);
        align_x(&w);
        rc = place_y(l);
    }
    lay_free(&w);
    if (rc) {
        cfg_layout_free(l);
        return -1;
    }
    *out = l;
    return 0;
}

void cfg_layout_free(struct cfg_layout *l)
{
    if (!l)
        return;
    free(l->nodes);
    free(l->segs);
    free(l->retreat);
    free(l->layer_start);
    free(l->layer_nodes);
    free(l->layer_y);
    free(l->gap_tracks);
    free(l);
}
