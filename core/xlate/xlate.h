/* xlate.h - SASS -> RDNA3 translation: rules as data, a trace of every step.
 *
 * A translation is: an ABI prologue (kernel arguments from the kernarg
 * segment, work-item and workgroup ids), then each SASS instruction matched
 * against the rule table (the rule with the highest priority whose pattern
 * matches wins; rules of one opcode and priority are disjoint by their
 * modifiers, operand shapes or a declared exclusion, test_xlate_rules), its
 * output template expanded with the instruction's operands bound to RDNA3
 * registers, then the named passes (predication, wait insertion).  Every one
 * of those steps is a trace entry; every RDNA3 instruction carries the SASS
 * instruction and the rule it came from.  An instruction no rule matches
 * becomes a loud `; UNSUPPORTED:` line and a report entry, never a gap.
 */
#ifndef WS_XLATE_H
#define WS_XLATE_H

#include <stddef.h>
#include <stdint.h>

#include "base/arena.h"
#include "rdna/rdna.h"
#include "sass/sass.h"
#include "base/status.h"
#include "base/strbuf.h"
#include "base/target.h"

#define XCAT_LIST(X) \
    X(XC_MEMORY, "memory") X(XC_INTEGER, "integer") X(XC_FLOAT, "float") \
    X(XC_CONVERSION, "conversion") X(XC_COMPARE, "compare/predicate") \
    X(XC_CONTROL, "control") X(XC_SYNC, "sync") X(XC_WARP, "warp") \
    X(XC_ATOMIC, "atomic") X(XC_SREG, "special register") X(XC_ABI, "ABI")

enum xcat {
#define XC_ENUM(n, s) n,
    XCAT_LIST(XC_ENUM)
#undef XC_ENUM
    XC_COUNT
};
const char *xlate_cat_name(unsigned cat);

struct xctx;    /* translation state of one function (xlate.c) */
struct xstep;   /* one step of the trace (below) */

/* What emitting a rule's output came to: the result of a rule's emit(), of
 * the template and text emitters (xemit_*, xlate_int.h) and of the lines
 * the engine puts around a rule.  The engine acts on it:
 *   XR_OK       the output is there.
 *   XR_DECLINE  the rule does not apply to this instruction after all (an
 *               operand has no RDNA3 binding in it, a form or a translator
 *               limit it does not cover): the engine takes back the lines
 *               the rule emitted, leaves the instruction UNSUPPORTED (a
 *               `; UNSUPPORTED:` line, a report entry) and goes on.
 *   XR_ERROR    a hard error, described in the translation's ws_error: out
 *               of memory, or RDNA3 text the parser rejects (a rule's bug, or
 *               registers beyond the files).  The translation stops with
 *               that error's status.
 * No value is negative: gcc and clang then make enum xres compatible with
 * unsigned int, so an emit() returning int does not fit the pointer type
 * in struct xrule and the compiler says so. */
enum xres { XR_OK = 0, XR_DECLINE, XR_ERROR };

/* Operand shape letters in xrule.ops, one per SASS operand:
 *   r GPR (RZ included)   u UR (URZ included)   g r or u
 *   p predicate (P/PT)    q uniform predicate   i integer immediate
 *   f float immediate     c c[N][imm]           s any source r/u/i/c
 *   m memory operand      l label               S special register
 *   * anything            (the string must cover every operand) */
struct xrule {
    int id;                     /* stable number, shown in traces and reports */
    const char *name;           /* "iadd3" */
    uint8_t cat;                /* enum xcat */
    int8_t priority;            /* higher wins; equal priorities must not overlap */
    const char *opcode;         /* SASS opcode */
    const char *mods_all;       /* modifiers that must all be present ("WIDE U32") */
    const char *mods_none;      /* modifiers that must be absent */
    const char *ops;            /* operand shapes, see above; NULL: any */
    int (*when)(const struct sass_insn *in);   /* extra condition, NULL: none; it may
                                                  not tell registers apart beyond RZ/URZ/PT
                                                  and equality (the rule is kept per
                                                  instruction shape, xlate_shape.c) */
    const char *pattern;        /* the SASS it matches, for people */
    const char *out;            /* RDNA3 template (see xlate_emit.c), NULL: emit() */
    enum xres (*emit)(struct xctx *x, const struct sass_insn *in);  /* computed output */
    unsigned flags;             /* XRF_* */
    const char *excl;           /* declared exclusions, "group=side ..." (the groups:
                                   xm_excl_groups, rules/match.c): rules of one opcode and
                                   priority on different sides of a group never match the
                                   same instruction; NULL: none */
    const char *why;            /* rationale: the ISA difference, for people */
    const char *file;           /* where defined */
    int line;
    const char *src;            /* the row's text as written (XRULE): names its condition */
};

#define XRF_GUARDED  0x1    /* the rule handles the guard predicate itself */
#define XRF_FMODS    0x2    /* -x and |x| on sources map to VOP3 neg/abs */
#define XRF_INEG     0x4    /* -x on integer sources is handled by the rule */
#define XRF_HSEL     0x8    /* .H0_H0/.H1_H1 half selectors on sources handled by the rule */
#define XRF_ANYMODS  0x10   /* the rule reads operand modifiers (~, -, |x|) itself */
#define XRF_UNIFORM  0x20   /* the engine picks the rule only for a branch the uniformity
                               analysis (uniform.c) found uniform in this wave size */
#define XRF_SHAPE    0x40   /* emit()'s template depends only on the instruction's shape
                               (xlate_shape.c), so it is built once per shape */

const struct xrule *xlate_rules(size_t *n);
const struct xrule *xlate_rule_by_id(int id);

/* Does rule r match instruction in (pattern only, no priority)? */
int xlate_rule_matches(const struct xrule *r, const struct sass_insn *in);

/* The first thing about in that keeps rule r from matching it, as a
 * phrase into buf ("needs modifier .CAS", "operand 1 [R6.X4+URZ] is ...",
 * "its condition xm_atoms_rtn is false"); 0 when r matches in. */
int xlate_rule_miss(const struct xrule *r, const struct sass_insn *in, char *buf, size_t len);

/* The near misses of in: every rule of its opcode, in the order the engine
 * tries them, and the first condition each failed, one rule a line
 * (indent, then "rule 1105 atoms.popc.inc [prio 20]: ...") into out; st (may be
 * NULL): in's step, to say which matching rule ran or declined. */
void xlate_near_misses(const struct sass_insn *in, const struct xstep *st, const char *indent,
                       struct strbuf *out);

/* ---- results ------------------------------------------------------------ */

enum xline_kind { XL_INSN, XL_LABEL, XL_COMMENT, XL_UNSUPPORTED };
#define XLP_WAIT 1
#define XLP_SPILL 2         /* a reload or store of a spilled register (xlate_spill.c) */

struct xline {
    uint8_t kind;           /* enum xline_kind */
    uint8_t pass;           /* XLP_WAIT: inserted by the waitcnt pass; XLP_SPILL: a spill
                               reload/store; 0 otherwise */
    int32_t insn;           /* XL_INSN: index into fn->insns */
    int32_t sass;           /* index of the SASS instruction, -1 prologue/pass */
    int32_t rule;           /* rule id, -1 none */
    const char *text;       /* label name / comment text */
};

enum xstep_kind { XS_RULE, XS_UNSUPPORTED, XS_PASS };

struct xbind;           /* one operand binding of a step, as recorded (xlate_int.h) */
struct opblock;         /* a block of output operands (xlate_emit.c) */
struct uni_info;        /* uniformity of a SASS function (analysis/uniform.h) */
struct xbblock;         /* a block of the steps' binding records (xlate.c) */

struct xstep {              /* 48 bytes: one per SASS instruction */
    uint8_t kind;           /* enum xstep_kind */
    int32_t sass;           /* SASS instruction index, -1 for passes */
    int32_t rule;           /* rule id, -1 none */
    int32_t first, last;    /* xlines [first, last) it produced */
    uint32_t nbinds;        /* the bindings, as recorded: text by xlate_step_bindings */
    const char *pass;       /* pass name for XS_PASS */
    const char *note;       /* what the step did / why it failed */
    const struct xbind *binds;
};

/* The bindings of step s as text ("R2->v3, c[0x0][0x210]->s[8:9]") in b
 * (reset first); NULL when the step has none.  The text is built from the
 * step's records each time (the translation does not need it), with the
 * operand texts of the input module, which must still be there. */
const char *xlate_step_bindings(const struct xstep *s, struct strbuf *b);

struct xunsupported {
    uint32_t offset;        /* SASS offset */
    const char *opcode;
    const char *reason;
};

struct uni_flow;

struct xfunc {
    const struct sass_function *sass;  /* input */
    struct rdna_function *fn;          /* output instructions (provenance set) */
    size_t nlines;
    struct xline *lines;               /* output in order: insns, labels, comments */
    size_t nsteps;
    struct xstep *steps;               /* the trace */
    size_t nunsup;
    struct xunsupported *unsup;
    uint32_t *rule_count;              /* per rule index: times it fired */
    struct opblock *opblocks;          /* the operands of fn's instructions (xlate_emit.c) */
    struct xbblock *bblocks;           /* and its steps' binding records: both freed when
                                          the function is translated again */
    char *assume_note;                 /* xlate_assumptions' text ("" none), made on
                                          xlate_module's second thread; NULL: made when
                                          asked.  Dropped when the function is translated
                                          again */
    int next_free_vgpr, next_free_sgpr;
    int lds_bytes, kernarg_size, explicit_args;
    size_t nargs;
    struct xarg { int offset, size; } *args;  /* kernel parameters the code reads, by offset */
    int scratch_bytes;                 /* private segment per lane, 0 none */
    int stack_top;                     /* R1's first value, c[0x0][0x28]: the top of the
                                          local stack (a scratch offset) */
    uint32_t uses_banks;               /* bit N: reads the data of constant bank N
                                          (not 0 or 3): emit its copy */
    int spilled, spill_loads, spill_stores; /* colours in scratch; reload/store lines */
    int sgpr_spilled, sgpr_reloads, sgpr_stores; /* SGPR groups in VGPR lanes or reloaded from
                                          the kernarg segment; v_readlane/s_load reload lines,
                                          v_writelane store lines */
    int long_branches;                 /* branches past s_branch's reach, relaxed */
    int64_t reach;                     /* the longest jump of the output, in dwords
                                          (rdna_resolve_targets); -1 not known */
    struct uni_flow *uni_flow;         /* what uniformity reads of the flow alone, kept
                                          between an edit's computations of it (owned) */
    double alloc_ms;                   /* time the register assignment took: colouring and
                                          spill choice (an edit that kept the liveness: reusing
                                          them) */
    struct arena mir_arena;            /* fn's MIR, once built (xlate_fn_mir) */
    struct xcache *cache;              /* engine state kept for re-translating one edited
                                          instruction (xlate_function_edit); owned */
    uint32_t layout;                   /* changes whenever the lines, their SASS
                                          instructions or the offsets may have changed; an
                                          edit patched in place (the same lines with other
                                          immediates) keeps it */
    int uses_gridws;                   /* reads the grid workspace (hidden_multigrid_sync_arg) */
    int uses_dynlds;                   /* reads hidden_dynamic_lds_size (cooperative groups'
                                          scratch after the dynamic LDS) */
    int uses_printf;                   /* calls vprintf or __assertfail: writes records to
                                          the hidden_printf_buffer */
    size_t npfmts;
    struct xpfmt { uint32_t id; const char *fmt; } *pfmts;  /* the formats its records name */
};

struct live_info;        /* live.h */
struct live_conv;

struct xlate_opts {
    const struct target_desc *target;  /* NULL: gfx1100 */
    int wave;                          /* 32 or 64; 0: 32 */
    int contract;                      /* allow fusions that change rounding */
    int lds_bytes;                     /* shared memory of every kernel, -1: each kernel's
                                          from the module (sass_function.shared_bytes) */
    int compact_regs;                  /* 1: R registers keep their order, compacted from v1
                                          (no sharing); 0: VGPRs assigned from liveness */
    const struct live_info *const *live; /* per function of the input, the liveness the
                                          caller computed (live_compute with every
                                          function's live_conv_sass_add): used instead of
                                          computing it again; NULL, or an entry NULL or
                                          for another function: computed here.  Read by
                                          xlate_module only (an edit computes its own) */
    int max_vgprs, max_sgprs;          /* register budget; 0 or more than the target's file:
                                          the file (VGPRs over it spill to scratch) */
    int threads;                       /* 2: a second thread computes each function's
                                          uniformity and liveness while xlate_module
                                          translates the functions before it (xlate_ahead.c),
                                          and prints the second half of a big listing
                                          (xlate_print), and an edit that changes the
                                          registers of a function of edit_spec_min
                                          instructions or more computes its uniformity on a
                                          second thread beside the rest of its set-up
                                          (xlate_function_edit), and a function of
                                          split_min instructions or more translated again
                                          runs the second half of its rules on a second
                                          thread; 0 or 1: one thread.  The output is the
                                          same */
    size_t edit_spec_min;              /* 0: 1024 (below, the thread costs more than it
                                          saves); tests set 1 */
    size_t split_min;                  /* 0: 8192; tests set 2 */
    int edit_compare_late;             /* tests: the uniformity computed beside an edit is
                                          compared only once the edit's output is finished,
                                          not asked between its steps, so that the path where
                                          it turns out another then is met whatever the
                                          threads' timing (the output is the same) */
    int print_ahead;                   /* with threads 2: each function's text is printed
                                          on the second thread once it is translated, while
                                          the functions after it are (the last one is not:
                                          xlate_print prints it in two halves); for a caller
                                          that prints the listing next */
    void (*ahead_put)(void *ctx, const char *s, size_t n);
    void *ahead_ctx;                   /* with print_ahead and several functions: the
                                          listing's header and the functions before the
                                          largest are handed to ahead_put(ahead_ctx, ...) as
                                          they are printed, on the second thread, not kept;
                                          xlate_print_to with the same put and ctx goes on
                                          from there (r->written).  For a caller that writes
                                          the listing next and discards it on failure */
    int drop_printed;                  /* with print_ahead and several functions: each
                                          function printed ahead lets go of its output as
                                          soon as it is printed (its instructions, lines,
                                          steps and the state kept for edits; the counts,
                                          the register and kernel figures stay), so that
                                          the largest one, translated meanwhile, reuses the
                                          memory.  For a caller that only prints the
                                          listing and says how many instructions had no
                                          rule: no trace, report, explanation or edit of
                                          those functions after */
};

struct xlate_result {
    const struct sass_module *in;      /* the input (not owned) */
    struct rdna_module *out;           /* owns the output functions */
    size_t nfuncs;
    struct xfunc *funcs;
    struct xlate_opts opts;
    int param_base;                    /* c[0x0][x] of the first kernel parameter */
    int uses_cbank3;                   /* some function reads c[0x3]: emit its data */
    int uses_globals;                  /* some function takes a __device__ variable's
                                          address: emit the module's variables */
    struct arena arena;                /* trace strings, lines */
    struct xtcache *tcache;            /* rule templates, compiled (xlate_emit.c); owned */
    struct xscache *scache;            /* templates by instruction shape (xlate_shape.c); owned */
    struct xbblock *bblocks;           /* the steps' binding records (xlate.c); owned */
    struct xahead *ahead;              /* during xlate_module with opts.threads 2: the analyses
                                          thread (xlate_ahead.c), else NULL */
    struct strbuf *printed;            /* opts.print_ahead: per function, its text printed
                                          ahead (xlate_print takes it); len 0: not printed
                                          (or translated again since) */
    size_t written;                    /* the header and functions [0, written) went to
                                          opts.ahead_put; 0 after any is translated again */
    /* xlate_function_edit: the edits whose uniformity was computed beside
     * their set-up; of those, the ones it was compared for before their
     * output was kept, found the same as the cached one (held) or another
     * (missed, translated whole; the rest went whole for another reason,
     * the colouring changed); the whole translations that took it (given) */
    unsigned edit_spec, edit_spec_held, edit_spec_missed, edit_spec_given;
    unsigned edit_spec_repaired;       /* of the held: another uniformity that changed the
                                          notes of BRA steps alone (made again) */
    unsigned edit_spec_late;           /* of the missed: found another once the edit's output
                                          was finished (translated whole, replacing it) */
    /* edits gone whole that took the edit's set-up (another colouring or
     * plan: the set-up is the whole translation's; of those, the ones whose
     * uniformity, computed beside, turned out another: translated again),
     * or only its VGPR colouring (the same MIR, another uniformity) */
    unsigned edit_setup_given, edit_setup_missed, edit_color_given;
    unsigned edit_renumbered;          /* edits whose new colouring renumbered the old: the
                                          output's VGPRs renumbered in place, the edit local */
    /* set-ups of an edit of registers that took the rest of another set-up
     * of the function (branch targets, spin loops, stack frame, shared-
     * memory size: xlate.c, "what an edit of registers keeps"); of those,
     * the ones that took its scalar branches too (the same uniformity) */
    unsigned setup_facts, setup_facts_scalar;
    /* such an edit gone whole: that uniformity, for function given_fi at MIR
     * version given_version (the set-up takes it); NULL none */
    struct uni_info *given_uni;
    size_t given_fi;
    uint32_t given_version;
    struct xlate_result *shadow;       /* the result the second thread of xlate_module
                                          translated with (its arenas and caches hold parts
                                          of the functions it translated); owned, or NULL */
    struct xlate_result *half;         /* the result the second half of a body translated
                                          on two threads is made with (xlate.c, "the body
                                          on two threads"); owned, or NULL */
    unsigned edit_relax_skipped;       /* spliced edits whose jumps all had room for the size
                                          change: no relaxation walk (xlate.c, edit_body) */
    unsigned body_split, body_split_kept;  /* bodies translated on two threads; of those,
                                          the second half kept (else translated again here) */
};

/* The options of a plain translation: gfx1100, wave32, no contraction,
 * each kernel's shared memory from the module, VGPRs from liveness. */
struct xlate_opts xlate_opts_default(void);

enum ws_status xlate_module(const struct sass_module *in, const struct xlate_opts *opts,
                            struct xlate_result **out, struct ws_error *err);
/* The same result with no function translated yet: each is translated by
 * xlate_function (or xlate_function_edit) when wanted, which is what the
 * interface does for the function it shows; opts->live is not used. */
enum ws_status xlate_module_lazy(const struct sass_module *in, const struct xlate_opts *opts,
                                 struct xlate_result **out, struct ws_error *err);
/* Has function index been translated? */
int xlate_function_ready(const struct xlate_result *r, size_t index);
void xlate_result_free(struct xlate_result *r);

/* The analysis view (MIR) of function xf's output: built the first time
 * it is asked for (the translation does not need it), then kept until the
 * function is translated again.  NULL when out of memory.  Read the
 * output's MIR through this, not through xf->fn->mir. */
const struct mir_func *xlate_fn_mir(const struct xfunc *xf);

/* Re-translate one function (after an edit of its SASS). */
enum ws_status xlate_function(struct xlate_result *r, size_t index, struct ws_error *err);

/* Re-translate function `index` after instruction ii changed (old: what it
 * was; the function's MIR already rebuilt).  Where the edit is local (the
 * register assignment, the branch targets, the constant-bank slots and
 * every rule that looks beyond its own instruction are unaffected), only
 * instruction ii is translated again and spliced in before the function-
 * wide passes run; otherwise the whole function is.  Either way the result
 * equals xlate_function's.  *incremental (may be NULL) says which. */
enum ws_status xlate_function_edit(struct xlate_result *r, size_t index, size_t ii,
                                   const struct sass_insn *old, int *incremental,
                                   struct ws_error *err);

/* Assemblable listing of every function, kernel descriptors and metadata.
 * With opts.threads 2 and XLATE_PRINT_SPLIT_LINES lines or more, a second
 * thread prints the second half (the same text). */
#define XLATE_PRINT_SPLIT_LINES 20000
void xlate_print(const struct xlate_result *r, struct strbuf *out);
/* The same text handed to put(ctx, bytes, n) in pieces, in order (the
 * functions printed ahead as they are, no copy of the whole). */
void xlate_print_to(const struct xlate_result *r, void (*put)(void *ctx, const char *s, size_t n),
                    void *ctx);

/* Print r, assemble it with llvm-mc-19 for a wave-lane wavefront and link
 * it with ld.lld-19 into a temporary code object whose path goes into
 * hsaco (the caller unlinks it).  WS_ETOOL when a tool is missing (the
 * message names it) or fails. */
enum ws_status xlate_assemble(const struct xlate_result *r, int wave, char *hsaco, size_t len,
                              struct ws_error *err);
/* The same for assembly text of any origin. */
enum ws_status xlate_assemble_text(const char *text, size_t n, const char *target, int wave,
                                   char *hsaco, size_t len,
                                   struct ws_error *err);
/* {"functions":[{"name","sass_insns","translated","unsupported":[...],"rules":{...}}]} */
void xlate_report_json(const struct xlate_result *r, struct strbuf *out);
/* The trace of one function, one step a line. */
void xlate_trace_text(const struct xlate_result *r, size_t fi, struct strbuf *out);
/* What happened to the SASS instruction at offset off of function fi. */
void xlate_explain(const struct xlate_result *r, size_t fi, uint32_t off, struct strbuf *out);

size_t xlate_total_unsupported(const struct xlate_result *r);

/* The external function a CALL.ABS (instruction i of f) calls: the symbol
 * of the relocated bank-4 word its register pair was loaded from, found by
 * walking back on the fall-through path (rules/emit_call.c); NULL unknown. */
const char *xlate_call_callee(const struct sass_module *m, const struct sass_function *f, size_t i);

/* The last instruction of the region that the WARPSYNC.EXCLUSIVE at
 * instruction w of f runs once per group of lanes (xlate_excl.c), w when
 * none, -1 with why when the translation declines it; targets NULL: no
 * branch targets known.  The SASS emulator runs the same region apart. */
long xexcl_region(const struct sass_function *f, const int32_t *targets, size_t w, char *why,
                  size_t len);
/* The comments before the code of that loop that belongs to no one SASS
 * instruction: the choice of the next group (after the loop's label) and
 * the loop's tail.  Lockstep provenance (sass_emu_lockstep.c) gives the
 * lines after either none; after the tail's, the printer names the next
 * SASS instruction again where its own code starts (xlate_print.c). */
#define XEXCL_NOTE_PREFIX "group loop"
#define XEXCL_HEAD_NOTE XEXCL_NOTE_PREFIX ": the lanes of the next mask run the region"
#define XEXCL_TAIL_NOTE XEXCL_NOTE_PREFIX ": the next group, or EXEC as before the region"

/* What the translation of function fi assumed, or left undone, because the
 * listing lacks module data (a -c listing without its cubin): the static
 * shared memory size it took, __constant__ reads it could not translate.
 * One or two sentences naming the kernel in buf; 0 when there is nothing
 * to say. */
int xlate_assumptions(const struct xlate_result *r, size_t fi, char *buf, size_t len);

/* Where function xf's translation keeps SASS register reg of a file: 'R'
 * (a GPR: a VGPR, lane per thread), 'U' (a UR: an SGPR), 'P' (a predicate:
 * an SGPR lane mask) or 'Q' (a uniform predicate: an SGPR lane mask).
 * Returns 'v' or 's' with *num the register number, 0 when the register
 * has no home (unused, RZ/PT, or xf not translated). */
int xlate_reg_location(const struct xfunc *xf, char file, int reg, int *num);

/* Coverage over one or more translations (translate --stats). */
#define XSTATS_MAX_OPS 256
struct xstat_op { char opcode[16]; unsigned ok, none; };
struct xstats {
    size_t nops;
    struct xstat_op ops[XSTATS_MAX_OPS];
    unsigned cat[XC_COUNT];     /* instructions covered, by rule category */
    unsigned total, none;
};
void xstats_add(struct xstats *s, const struct xlate_result *r);
void xstats_print(struct xstats *s, struct strbuf *out);

#endif
