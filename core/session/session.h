/* session.h - the document the interface shows: source text, the SASS
 * module, its translation, the native RDNA3 reference, the alignment of
 * each function, and the edits made to the SASS (with undo and redo).
 *
 * An edit re-parses one instruction (sass_parse_insn), rebuilds that
 * function's MIR (sass_build_mir) and re-translates that function only
 * (xlate_function): exactly the code `warpscope translate` runs.  A parse
 * error leaves the instruction, the translation and the undo stack as they
 * were.
 */
#ifndef WS_SESSION_H
#define WS_SESSION_H

#include <stddef.h>
#include <stdint.h>

#include "align.h"
#include "rdna/rdna.h"
#include "sass/sass.h"
#include "debuginfo/srcpath.h"
#include "base/status.h"
#include "xlate/xlate.h"

/* One source file named by the line table. */
struct session_src {
    const char *name;       /* as the line table names it */
    char *path;             /* where it was found (or the name when missing) */
    int missing;            /* not found on this machine */
    char *text;             /* contents, NULL when missing */
    size_t nlines;
    const char **lines;     /* NUL-terminated lines (into text) */
};

struct session_edit;        /* one undo step (session.c) */

struct session {
    char *input;            /* what the user named */
    char *listing;          /* the SASS listing (:w writes here by default), NULL for a cubin */
    struct sass_module *sass;
    struct xlate_result *xr;
    struct xlate_opts opts;
    char *native_path;      /* gfx1100.s of a sample, NULL when none */
    struct rdna_module *native;
    size_t nsrcs;
    struct session_src *srcs;   /* parallel to sass->files */
    struct align **align;       /* per function */
    struct srcpath sp;          /* where sources are looked for: user, then srcdir */
    struct srcpath user;        /* the user's rules: command line, configuration, commands */
    char *srcdir;               /* the listing's own directory, tried after them */
    struct session_edit *undo, *redo;  /* stacks (linked) */
    int dirty;              /* edits not yet written */
    int last_incremental;   /* the last edit re-translated one instruction alone */
    int last_renumbered;    /* ... and renumbered the function's VGPRs (its new colouring
                               renumbers the old one) */
};

struct session_opts {
    int sm;                 /* dump of a sample directory, 0: default */
    int wave;               /* 32 or 64, 0: 32 */
    const char *target;     /* NULL: gfx1100 */
    int lds_set;            /* lds_bytes is given (--lds); 0: each kernel's from the module */
    int lds_bytes;          /* static shared memory of every kernel, in bytes */
    const struct srcpath *srcpath;  /* source-lookup rules tried before the listing's own
                                       directory (--source-dir, --substitute-path, the
                                       configuration file); NULL: none */
};

/* Open FILE: a sample directory (kernel.cu + sm_90.nvdisasm.sass + optional
 * gfx1100.s), a .cu with its dump beside it, a SASS listing or a cubin. */
enum ws_status session_open(const char *path, const struct session_opts *o,
                            struct session **out, struct ws_error *err);
void session_free(struct session *s);

size_t session_nfuncs(const struct session *s);
const struct sass_function *session_sass_fn(const struct session *s, size_t fi);
const struct xfunc *session_xfunc(const struct session *s, size_t fi);
/* Native function of the same name, NULL when none. */
const struct rdna_function *session_native_fn(const struct session *s, size_t fi);
const struct align *session_align(const struct session *s, size_t fi);
/* Index of the function named name (mangled, or a prefix of it), -1 none. */
int session_find_fn(const struct session *s, const char *name);

/* Source file index: 0-based line n of file f, NULL when unknown/missing. */
const char *session_src_line(const struct session *s, int f, size_t n);

/* Add the source-lookup rule of a configuration line ("source-dir DIR",
 * "substitute-path FROM TO", words quoted as in the file) to the user's
 * rules and look for every source file again.  *found: files found now
 * that were missing before.  WS_EPARSE (what: the line's origin in
 * messages) leaves everything as it was. */
enum ws_status session_add_srcpath(struct session *s, const char *line, const char *what,
                                   int *found, struct ws_error *err);

/* Replace the text of SASS instruction ii of function fi and re-translate
 * that function.  WS_EPARSE (err has the message) leaves everything as it
 * was. */
enum ws_status session_edit_insn(struct session *s, size_t fi, size_t ii, const char *text,
                                 struct ws_error *err);
/* Several instructions of one function in one undo step ($EDITOR). */
enum ws_status session_edit_many(struct session *s, size_t fi, size_t n, const size_t *ii,
                                 const char *const *texts, struct ws_error *err);

/* Undo / redo the last edit; WS_ENOTFOUND when there is none. */
enum ws_status session_undo(struct session *s, struct ws_error *err);
enum ws_status session_redo(struct session *s, struct ws_error *err);
int session_can_undo(const struct session *s);

/* Function fi translated and aligned, if it was not yet (a function is
 * translated when first looked at: session_xfunc and session_align do it,
 * NULL when it fails; the interface calls this first to say why). */
enum ws_status session_prepare(struct session *s, size_t fi, struct ws_error *err);
/* Translate every function not translated yet: for what needs the whole
 * module, such as assembling it. */
enum ws_status session_translate_all(struct session *s, struct ws_error *err);

/* Re-translate every function for another wave size or target. */
enum ws_status session_retranslate(struct session *s, const char *target, int wave,
                                   struct ws_error *err);

/* Re-translate every function under a VGPR budget (xlate_opts.max_vgprs;
 * 0: the target's file).  On failure (a budget below what a function
 * needs) the translation and the budget stay as they were. */
enum ws_status session_set_budget(struct session *s, int max_vgprs, struct ws_error *err);
/* The same with an SGPR budget too (max_sgprs 0: the file; SGPRs over it
 * go to lanes of VGPRs or are reloaded from the kernarg segment). */
enum ws_status session_set_budgets(struct session *s, int max_vgprs, int max_sgprs,
                                   struct ws_error *err);

/* Write the listing as sass_dump_text writes it, atomically (path.tmp,
 * fsync, rename).  path NULL: the listing the session came from. */
enum ws_status session_save(struct session *s, const char *path, struct ws_error *err);

#endif
