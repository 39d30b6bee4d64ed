/* dotref.h - read nvdisasm -bbcfg Graphviz output (with or without -poff),
 * the reference the CFG is checked against. */
#ifndef WS_DOTREF_H
#define WS_DOTREF_H

#include <stddef.h>
#include <stdint.h>

struct dotref_insn {
    int has_offset;     /* -poff: the offset was printed */
    uint32_t offset;    /* byte offset when has_offset */
    char *text;         /* instruction text, no offset, no ";" */
};

struct dotref_node {
    char *id;               /* node id: function name, ".L_x_N" or "BBn" */
    int has_exit;           /* the last instruction carries the <exit0> port */
    size_t ninsns;
    struct dotref_insn *insns;
};

struct dotref_edge {
    size_t from, to;        /* node indices in the cluster */
    char port[16];          /* "exit0" or "entry" */
    char compass;           /* 'e' (branch target) or 's' (next block) */
};

struct dotref_cluster {
    char *name;             /* function symbol */
    size_t nnodes, nedges;
    struct dotref_node *nodes;  /* in file order */
    struct dotref_edge *edges;  /* in file order */
};

struct dotref_graph {
    size_t nclusters;
    struct dotref_cluster *clusters;
};

/* Parse a whole file's text; 0 on success, -1 with a message in err. */
int dotref_parse(const char *text, struct dotref_graph *g, char *err, size_t errlen);
void dotref_free(struct dotref_graph *g);

#endif
