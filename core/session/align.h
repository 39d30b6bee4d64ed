/* align.h - the alignment model of one function: source line <-> SASS
 * instructions <-> translated RDNA3 lines <-> native RDNA3 instructions.
 *
 * Everything is a query over provenance and line tables, never string
 * matching: a SASS instruction knows its source line (sass_insn.line), a
 * translated line knows its SASS instruction (xline.sass, and
 * rdna_insn.prov.sass_offset for its instruction), a native instruction
 * knows its source line (.loc, rdna_insn.loc).  Source lines are keyed by
 * (file, line) with file an index into the SASS module's files[]; a native
 * file is matched to a SASS file by its path's last component.
 *
 * Index spaces: SASS indices into sass_function.insns, translated indices
 * into xfunc.lines (labels and comments included, so a pane can show them),
 * native indices into rdna_function.insns.  Sets come back as sorted arrays
 * that stay valid until align_free.
 */
#ifndef WS_ALIGN_H
#define WS_ALIGN_H

#include <stddef.h>
#include <stdint.h>

#include "rdna/rdna.h"
#include "sass/sass.h"
#include "base/status.h"
#include "xlate/xlate.h"

struct align_loc {
    int file;       /* SASS module file index, -1 unknown */
    int line;       /* 1-based source line, 0 unknown */
};

struct align_set {
    const int32_t *idx;     /* sorted indices */
    size_t n;
};

struct align;

/* Build the model.  xf and native/nmod may be NULL (no translation, no
 * native reference).  The model points into its inputs: rebuild it after
 * any of them changes (an edit re-translates a function). */
enum ws_status align_build(const struct sass_module *m, const struct sass_function *sf,
                           const struct xfunc *xf, const struct rdna_module *nmod,
                           const struct rdna_function *native, struct align **out,
                           struct ws_error *err);
void align_free(struct align *a);

/* Source line of an instruction; {-1,0} when it has none.  A translated
 * line takes the line of its SASS instruction (prologue lines have none). */
struct align_loc align_sass_loc(const struct align *a, size_t sass);
struct align_loc align_xlate_loc(const struct align *a, size_t xline);
struct align_loc align_native_loc(const struct align *a, size_t ni);

/* Instructions of a source line, in each ISA. */
struct align_set align_line_sass(const struct align *a, int file, int line);
struct align_set align_line_xlate(const struct align *a, int file, int line);
struct align_set align_line_native(const struct align *a, int file, int line);

/* Translated lines that came from SASS instruction sass (its rule's output,
 * labels and waits the passes put there included). */
struct align_set align_sass_xlate(const struct align *a, size_t sass);
/* SASS instruction a translated line came from, -1 none (prologue). */
int align_xlate_sass(const struct align *a, size_t xline);

/* SASS index of the instruction at byte offset off, -1 none. */
int align_sass_at_offset(const struct align *a, uint32_t off);

/* The file most of the function's lines are in (the one a source pane
 * shows), -1 when the function has no line info. */
int align_main_file(const struct align *a);

/* Smallest and largest line of file that has instructions; 0 when none. */
void align_line_span(const struct align *a, int file, int *first, int *last);

#endif
