/* cfg_write.c - a CFG as JSON (for scripts and tests) and as Graphviz DOT. */
#include "cfg.h"

#include <string.h>

/* ---- JSON -------------------------------------------------------------- */

static void json_block(const struct cfg *c, const struct cfg_block *bl, struct strbuf *b)
{
    sb_printf(b, "{\"start\":%u,\"end\":%u,\"insns\":%u,\"succs\":[",
              bl->start, bl->end, bl->last - bl->first + 1);
    for (uint32_t e = 0; e < bl->nsuccs; e++)
        sb_printf(b, "%s%u", e ? "," : "", c->blocks[c->edges[bl->succ + e].to].start);
    sb_puts(b, "],\"kinds\":[");
    for (uint32_t e = 0; e < bl->nsuccs; e++) {
        sb_puts(b, e ? "," : "");
        sb_json_str(b, cfg_edge_kind_name(c->edges[bl->succ + e].kind));
    }
    sb_puts(b, "],\"back\":[");
    for (uint32_t e = 0; e < bl->nsuccs; e++)
        sb_printf(b, "%s%s", e ? "," : "", c->edges[bl->succ + e].back ? "true" : "false");
    sb_printf(b, "],\"loop_depth\":%u,\"idom\":", bl->loop_depth);
    if (bl->idom == CFG_NONE)
        sb_puts(b, "null");
    else
        sb_printf(b, "%u", c->blocks[bl->idom].start);
    if (bl->reconv != CFG_NONE)
        sb_printf(b, ",\"reconv\":%u", c->blocks[bl->reconv].start);
    sb_putc(b, '}');
}

void cfg_write_json(const struct cfg *c, const struct mir_func *f, struct strbuf *b)
{
    sb_putc(b, '{');
    sb_json_key(b, "name");
    sb_json_str(b, f->name ? f->name : "");
    sb_puts(b, ",\"blocks\":[");
    int first = 1;
    for (size_t i = 0; i < c->nblocks; i++) {
        if (!c->blocks[i].reachable)
            continue;
        sb_puts(b, first ? "" : ",");
        first = 0;
        json_block(c, &c->blocks[i], b);
    }
    sb_puts(b, "],\"loops\":[");
    for (size_t i = 0; i < c->nloops; i++) {
        const struct cfg_loop *lp = &c->loops[i];
        sb_printf(b, "%s{\"header\":%u,\"depth\":%u,\"blocks\":%u,\"back_edges\":%u,\"parent\":",
                  i ? "," : "", c->blocks[lp->header].start, lp->depth, lp->nblocks, lp->nback);
        if (lp->parent == CFG_NONE)
            sb_puts(b, "null}");
        else
            sb_printf(b, "%u}", c->blocks[c->loops[lp->parent].header].start);
    }
    sb_puts(b, "],\"reconvergence\":[");
    for (size_t i = 0; i < c->nreconv; i++) {
        const struct cfg_reconv *r = &c->reconv[i];
        sb_printf(b, "%s{\"setup\":%u,\"barrier\":%d,\"target\":%u,\"sync\":",
                  i ? "," : "", f->insns[r->setup_insn].offset, r->barrier,
                  c->blocks[r->target_block].start);
        if (r->sync_insn == CFG_NONE)
            sb_puts(b, "null}");
        else
            sb_printf(b, "%u}", f->insns[r->sync_insn].offset);
    }
    /* what nvdisasm leaves out: padding after the last EXIT */
    sb_puts(b, "],\"unreachable\":[");
    first = 1;
    for (size_t i = 0; i < c->nblocks; i++) {
        const struct cfg_block *bl = &c->blocks[i];
        if (bl->reachable)
            continue;
        sb_printf(b, "%s{\"start\":%u,\"end\":%u}", first ? "" : ",", bl->start, bl->end);
        first = 0;
    }
    sb_puts(b, "]}");
}

/* ---- DOT --------------------------------------------------------------- */

/* Text inside a record label: braces, bars, angle brackets, quotes and
 * backslashes are escaped, and spaces too (Graphviz would fold them). */
static void dot_record_text(struct strbuf *b, const char *s)
{
    for (; *s; s++) {
        if (strchr("{}|<>\"\\ ", *s))
            sb_putc(b, '\\');
        sb_putc(b, *s == '\t' ? ' ' : *s);
    }
}

/* A DOT quoted id: prefix, name with quotes escaped, suffix. */
static void dot_quoted(struct strbuf *b, const char *prefix, const char *name)
{
    sb_putc(b, '"');
    sb_puts(b, prefix);
    for (const char *s = name ? name : ""; *s; s++) {
        if (*s == '"' || *s == '\\')
            sb_putc(b, '\\');
        sb_putc(b, *s);
    }
}

static void dot_node_id(struct strbuf *b, const struct mir_func *f, const struct cfg_block *bl)
{
    dot_quoted(b, "", f->name);
    sb_printf(b, "@%04x\"", bl->start);
}

static void dot_block(const struct cfg *c, const struct mir_func *f, const struct cfg_block *bl,
                      cfg_insn_text_fn text, void *ctx, struct strbuf *b)
{
    dot_node_id(b, f, bl);
    sb_printf(b, " [label=\"{B%u\\ %04x", (unsigned)(bl - c->blocks), bl->start);
    if (bl->loop_depth)
        sb_printf(b, "\\ loop\\ depth\\ %u", bl->loop_depth);
    if (bl->reconv != CFG_NONE)
        sb_printf(b, "\\ reconverge\\ at\\ %04x", c->blocks[bl->reconv].start);
    sb_puts(b, "|");
    for (uint32_t i = bl->first; i <= bl->last; i++) {
        sb_printf(b, "%04x\\ \\ ", f->insns[i].offset);
        const char *t = text ? text(ctx, i) : NULL;
        if (t)
            dot_record_text(b, t);
        sb_puts(b, "\\l");
    }
    sb_puts(b, "}\"");
    if (c->blocks[0].reachable && bl == &c->blocks[0])
        sb_puts(b, ",penwidth=2");
    sb_puts(b, "];\n");
}

/* Taken branches solid, fall-through dashed, calls dotted; back edges red. */
static const char *const edge_style[CFG_EDGE_KIND_COUNT] = {
    "style=dashed",                 /* fall */
    "style=solid",                  /* taken */
    "style=dotted",                 /* call */
    "style=dashed,arrowhead=empty", /* callret */
    "style=bold",                   /* indirect */
};

void cfg_write_dot(const struct cfg *c, const struct mir_func *f,
                   cfg_insn_text_fn text, void *ctx, struct strbuf *b)
{
    sb_puts(b, "subgraph ");
    dot_quoted(b, "cluster_", f->name);
    sb_puts(b, "\" {\nlabel=");
    dot_quoted(b, "", f->name);
    sb_putc(b, '"');
    sb_puts(b, ";\nnode [fontname=\"Courier\",fontsize=10,shape=record];\n");
    for (size_t i = 0; i < c->nblocks; i++)
        if (c->blocks[i].reachable)
            dot_block(c, f, &c->blocks[i], text, ctx, b);
    for (size_t e = 0; e < c->nedges; e++) {
        const struct cfg_edge *ed = &c->edges[e];
        if (!c->blocks[ed->from].reachable)
            continue;
        dot_node_id(b, f, &c->blocks[ed->from]);
        sb_puts(b, ":s -> ");
        dot_node_id(b, f, &c->blocks[ed->to]);
        sb_printf(b, ":n [%s", edge_style[ed->kind]);
        if (ed->back)
            sb_puts(b, ",color=red,fontcolor=red,label=\"back\"");
        sb_puts(b, "];\n");
    }
    sb_puts(b, "}\n");
}
