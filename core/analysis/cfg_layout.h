/* cfg_layout.h - a layered top-to-bottom drawing of a CFG (Sugiyama style):
 *
 *   1. retreating edges (a depth-first search from the entry, then from
 *      every block not yet seen, finds an edge whose target is still on the
 *      stack: every natural loop's back edge, and the cycles of irreducible
 *      code) are left out, which leaves a DAG;
 *   2. each block's layer is the longest path to it from a source of the
 *      DAG; an edge spanning several layers gets a dummy node in each layer
 *      it crosses, so every segment joins adjacent layers;
 *   3. the order within each layer comes from barycentre sweeps (down: the
 *      mean position of a node's predecessors, up: of its successors);
 *   4. x: layer by layer, each node as near the mean centre of its
 *      predecessors as the nodes left of it allow, then shifted so that its
 *      in-ports meet the out-ports above them; each segment leaves its
 *      source at a port spread along the box bottom and enters its target
 *      at a port along the top; segments whose ports differ run along a
 *      horizontal track of the gap below the layer, tracks given greedily
 *      so that no two overlap; y: box height plus each gap's tracks.
 *
 * Pure geometry, no terminal: views/cfg.c paints it.
 */
#ifndef WS_CFG_LAYOUT_H
#define WS_CFG_LAYOUT_H

#include "cfg.h"

struct cfg_lnode {
    uint32_t block;     /* block index, CFG_NONE for a dummy node */
    uint32_t layer;
    uint32_t order;     /* position within its layer */
    int32_t x, y;       /* top-left corner */
    int32_t w;          /* box_w for a block, 1 for a dummy */
};

/* A piece of an edge between adjacent layers. */
struct cfg_lseg {
    uint32_t from, to;  /* nodes */
    uint32_t edge;      /* index in the cfg's edges */
    int32_t sx, tx;     /* port columns: bottom of from, top of to */
    int32_t track;      /* row in the gap below from's layer, -1 straight down */
};

struct cfg_layout {
    size_t nnodes;
    struct cfg_lnode *nodes;    /* blocks first (node b = block b), then dummies */
    size_t nsegs;
    struct cfg_lseg *segs;
    uint8_t *retreat;           /* per edge: left out of the layering (drawn as a mark) */
    size_t nlayers;
    uint32_t *layer_start;      /* nlayers + 1 offsets into layer_nodes */
    uint32_t *layer_nodes;      /* nodes by layer, in order */
    int32_t *layer_y;           /* top row of each layer */
    int32_t *gap_tracks;        /* tracks in the gap below each layer */
    int32_t box_h;
    int32_t width, height;      /* extent of the drawing */
};

/* Lay out g with boxes of box_w x box_h cells (box_w >= 3, box_h >= 2).
 * 0 ok, -1 out of memory.  Free with cfg_layout_free. */
int cfg_layout_build(const struct cfg *g, int box_w, int box_h, struct cfg_layout **out);
void cfg_layout_free(struct cfg_layout *l);

/* First row of the gap below layer L (the row under its boxes). */
static inline int32_t cfg_layout_gap_y(const struct cfg_layout *l, size_t layer)
{
    return l->layer_y[layer] + l->box_h;
}

#endif
