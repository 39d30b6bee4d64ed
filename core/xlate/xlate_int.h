/* xlate_int.h - translation state shared by xlate*.c (not a public API). */
#ifndef WS_XLATE_INT_H
#define WS_XLATE_INT_H

#include "xlate.h"
#include "sass/sass_opcodes.h"

#define X_MAX_SLOTS   8192  /* distinct constant-bank words a function reads (int16 indices) */
#define X_VTEMPS      8     /* scratch VGPRs for rule templates */
#define X_STEMPS      8     /* scratch SGPRs for rule templates */
#define X_NOTE_KEYS   16    /* bindings of one step looked up without a search */

/* One operand binding of a step, recorded as the rule bound it and turned
 * into text ("R2->v3") only when the trace is read (xlate_step_bindings):
 * the SASS operand's text and the RDNA3 value it was bound to. */
enum { XB_VAL, XB_TEXT, XB_RD, XB_WHOLE };
#define XBF_NEG  0x1        /* XB_VAL: -x */
#define XBF_ABS  0x2        /* |x| */
#define XBF_HEX  0x4        /* the constant in hex */
#define XBF_NULL 0x8        /* the value is "null" */

struct xbind {
    const char *key;        /* XB_VAL, XB_TEXT: the operand's text (the input module's);
                               XB_RD: the RDNA3 text of the XB_TEXT before it;
                               XB_WHOLE: the whole bindings text */
    uint32_t val;           /* XB_VAL: register number, or the constant's 32 bits */
    uint8_t kind;           /* XB_* */
    uint8_t file;           /* XB_VAL: 'v' or 's' (registers val..val+count-1); 0 constant */
    uint8_t count;          /* XB_VAL: 1, or 2 for a pair */
    uint8_t flags;          /* XB_VAL: XBF_* */
};

/* Kernel-argument window of constant bank 0: where the first parameter sits.
 * CUDA binary utilities / observed in the samples' SASS: c[0x0][0x160] on
 * sm_80/86/89, c[0x0][0x210] on sm_90 (see ISA-NOTES). */
#define X_PARAM_BASE_SM80 0x160
#define X_PARAM_BASE_SM90 0x210

/* Code object v5 implicit (hidden) kernel arguments, AMDGPUUsage.rst
 * "Code Object V5 Metadata": hidden_block_count_x/y/z (u32) at 0/4/8,
 * hidden_group_size_x/y/z (u16) at 12/14/16; the block is 256 bytes. */
#define X_HIDDEN_BLOCK_COUNT 0
#define X_HIDDEN_GROUP_SIZE  12
#define X_HIDDEN_BYTES       256
/* hidden_printf_buffer (u64) at 72: the buffered printf's buffer */
#define X_HIDDEN_PRINTF_BUFFER 72
/* hidden_multigrid_sync_arg (u64) at 88 (LLVM SIDefines.h
 * MULTIGRID_SYNC_ARG_OFFSET): the grid workspace of a cooperative launch
 * (xabi: the CUDA driver's %envreg1/%envreg2) */
#define X_HIDDEN_MULTIGRID_SYNC 88
/* hidden_dynamic_lds_size (u32) at 120: the dynamic LDS bytes of the launch */
#define X_HIDDEN_DYNAMIC_LDS 120
/* LDS bytes the translation keeps for cooperative groups' scratch (the
 * driver's reserved shared memory, %reserved_smem_offset_1: CUDA's
 * cooperative_groups/details/memory.h counts on at least 288 bytes) */
#define X_CG_SCRATCH_BYTES 288

/* SGPR layout at kernel entry: kernarg pointer in s[0:1] (the only user
 * SGPR we enable, so .amdhsa_user_sgpr_count 2), then the workgroup ids. */
#define X_SGPR_KERNARG  0
#define X_SGPR_WGID_X   2
#define X_SGPR_FIRST_FREE 5

/* Slot offsets of constant bank 3 (the user's __constant__ data) carry
 * this flag; bank 0 offsets are below it. */
#define X_BANK3 0x1000000
#define X_CBANK3_SYM "__ws_cbank3"
/* A bank word holding a symbol's address (sass_find_cbank_sym: the
 * addresses of __device__ variables in c[0x4] on sm_80-90):
 * X_BANKSYM | bank << X_BANKSYM_SHIFT | offset; the prologue computes the
 * address PC-relative.  X_BANKBASE | bank: the address of the emitted copy
 * of a bank (an SGPR pair), for reads with an index register. */
#define X_BANKSYM       0x2000000
#define X_BANKSYM_SHIFT 16
#define X_BANKBASE      0x4000000
/* X_BANKDATA | bank << X_BANKSYM_SHIFT | offset: a data word of another
 * bank (compiler constants, c[0x2]), loaded from its emitted copy */
#define X_BANKDATA      0x8000000
#define X_BANK_OFF_MAX  0xffff      /* byte offsets within a bank (64 KiB) */
#define X_BANK_MAX      31          /* banks with a copy (xfunc.uses_banks bits) */
/* X_HIDDEN_SLOT | offset: a hidden kernel argument at that offset from the
 * hidden block (X_HIDDEN_PRINTF_BUFFER), loaded by the prologue */
#define X_HIDDEN_SLOT   0x10000000
#define X_BANK_ANY      (X_BANK3 | X_BANKSYM | X_BANKBASE | X_BANKDATA | X_HIDDEN_SLOT)

struct xslot {
    int32_t off;        /* c[0x0][off], or X_BANK3 | offset for c[0x3][offset],
                           or X_BANKSYM / X_BANKBASE as above */
    uint8_t width;      /* 1 or 2 words */
    int16_t sgpr;       /* first SGPR holding it */
    int32_t first;      /* SASS instruction that first read it (allocation order) */
};

/* xlate_ahead.c: uniformity and liveness of the module's functions computed
 * on a second thread, in listing order.  xahead_start: NULL when no thread
 * could start (everything computed in place).  xahead_take_uni: function
 * fi's uniformity, the caller's to free; NULL: compute it.  xahead_live:
 * its liveness for colouring (owned here, freed when a later function's
 * uniformity is taken; NULL: compute it).  Both wait for what the thread is
 * computing, and compute here what it has not started.  xahead_stop: joins
 * the thread, frees what was not taken. */
struct xahead;
/* print: r, whose functions xahead_translated(a, f) says are translated
 * are printed into r->printed[f] meanwhile (NULL: none printed). */
struct xahead *xahead_start(const struct sass_module *m, int wave, struct xlate_result *print);
void xahead_translated(struct xahead *a, size_t f);
struct uni_info *xahead_take_uni(struct xahead *a, size_t fi);
const struct live_info *xahead_live(struct xahead *a, size_t fi);
void xahead_stop(struct xahead *a);
/* The same items with no thread of their own (xlate_module's split, which
 * translates the largest function on one thread and the others on a
 * second): xahead_compute_live(a, f), called on the second thread,
 * computes function f's liveness unless it is taken already, and the
 * first thread's set-up takes it (or waits for it) as above. */
struct xahead *xahead_items(const struct sass_module *m, int wave);
void xahead_compute_live(struct xahead *a, size_t f);
/* Does function f need the uniformity analysis (wave64, or a branch that
 * may split the warp)?  Otherwise every value is taken as uniform. */
int xlate_uni_needed(const struct sass_function *f, int wave);
/* Function fi's text as xlate_print prints it (xlate_print.c). */
void xlate_print_function(const struct xlate_result *r, size_t fi, struct strbuf *o);
/* The same text handed to put in pieces through o (emptied), the listing's
 * header (xlate_print's first lines) before it when header. */
void xlate_put_function(const struct xlate_result *r, size_t fi, int header, struct strbuf *o,
                        void (*put)(void *ctx, const char *s, size_t n), void *ctx);

struct uni_info;

struct xctx {
    struct xlate_result *r;
    struct xfunc *xf;
    const struct sass_module *sm;
    const struct sass_function *sf;
    int wave;                   /* 32 or 64 */
    int fidx;                   /* function index, for label names */
    const struct xrule *rules;  /* xlate_rules(): rule_count is by index in it */
    int param_base;             /* X_PARAM_BASE_* for this input */
    int16_t vmap[256];          /* GPR -> VGPR, -1 unused */
    int16_t umap[64];           /* UR -> SGPR */
    int16_t pmap[8];            /* P -> SGPR (pair base in wave64) */
    int16_t upmap[8];           /* UP -> SGPR */
    int vtemp, stemp;           /* first scratch VGPR / SGPR */
    int vdiscard;               /* VGPR that takes writes to RZ */
    int nslots;
    struct xslot slots[X_MAX_SLOTS];
    /* divergence: lanes waiting at a block (a branch target) are kept as a
     * lane mask per target, in lanes of the pending-table VGPRs */
    int32_t *slot_of;           /* per SASS instruction: pending slot, -1 not a target */
    int32_t *next_target;       /* per SASS instruction: next target index after it, -1 none */
    /* per SASS instruction: its lane mask's slot in the pending table, -1
     * none (a target where no lanes wait has none); npend slots.  Shares
     * slot_of's allocation. */
    int32_t *pslot;
    int npend;
    struct uni_info *uni;       /* uniformity of the SASS function (uniform.c) */
    /* a one-instruction edit whose analyses stand (xlate_function_edit):
     * the cached set-up lends its uniformity (uni_lent: not freed here)
     * and its VGPR colouring */
    const struct xctx *reuse;
    uint8_t reuse_uni, reuse_color, uni_lent;
    /* an edit that changed the MIR: its new uniformity computed on a second
     * thread while the set-up goes on with the cached one (xlate.c, "an
     * edit's uniformity beside its set-up"); NULL none */
    struct uspec *spec;
    /* an edit's set-up (xlate.c): set_up, it ran for the function's MIR as
     * it is now (a whole translation may take its VGPR colouring);
     * whole_setup, it is the set-up a whole translation makes (the
     * translation takes it) */
    uint8_t set_up, whole_setup;
    /* a set-up of this function as it is now but for the registers of one
     * instruction without flow, shared-memory access, stack-frame
     * adjustment or LDL/STL (an edit's: xlate.c, "what an edit of
     * registers keeps"): its shared-memory size, branch targets, spin
     * loops and stack frame are this one's, and its scalar branches where
     * the uniformity is its own (reuse_uni, reuse == facts); NULL none */
    const struct xctx *facts;
    int lds_setup;              /* xf->lds_bytes as the set-up left it (the body may raise it) */
    uint8_t renumbered;         /* the edit renumbered the old output (another colouring) */
    uint8_t init_lent;          /* the whole set-up is the cache's (slot_of, next_target,
                                   scalar, pendable, uni: not freed here) */
    uint8_t *scalar;            /* per SASS instruction: a branch kept scalar (bra.scalar) */
    uint8_t *pendable;          /* per SASS instruction: a target where lanes may wait */
    /* spin loops (xlate.c, "spin loops"): a loop whose body holds a YIELD
     * goes round again only when no lane of the wave waits elsewhere; else
     * its lanes wait at its head (spin_head[k], the back edge spin_back[k])
     * while the others run.  Where they must be waited for: the BSYNCs of
     * the BSSY regions around the loop (spin_hold_at[j], for the loop whose
     * head is spin_hold_head[j]), each BAR after a head, and the end. */
#define X_MAX_SPIN 64
    int nspin, nspin_hold;
    int32_t spin_kend;          /* the first instruction of the subroutines (ninsns: none) */
    int spin_over;              /* more spin loops or holds than the arrays keep */
    int32_t spin_head[X_MAX_SPIN], spin_back[X_MAX_SPIN];
    int32_t spin_hold_at[4 * X_MAX_SPIN], spin_hold_head[4 * X_MAX_SPIN];
    /* wave64 holds two warps and SASS keeps a UR per warp: a UR whose value
     * may differ between the warps (uniform.c) keeps the low warp's value in
     * umap[] and the high warp's in uhi[] (pairs stay pairs).  A uniform
     * instruction touching one runs once per warp (half = 1, 2, umap[]
     * switched); another instruction reading one gets a VGPR holding each
     * half's value (uvmap[]). */
    int16_t uhi[64];            /* UR -> SGPR of the high warp's copy, -1 none */
    int16_t uvmap[64];          /* UR -> 1 + VGPR holding it per 32-lane half, 0 none */
    int half;                   /* 0, or 1/2 while a rule runs for the low/high warp */
    int vsplit;                 /* first of 4 VGPRs for per-half copies */
    int ssplit;                 /* SGPR pair: high-half lane mask; +2, +3: a UP's halves;
                                   +4, +5: a per-warp UP read, one warp's half */
    int ntargets;               /* pending slots */
    int vpend;                  /* first pending-table VGPR */
    int sra;                    /* SGPR pair holding a subroutine's return address */
    int sret;                   /* SGPR (pair in wave64) of the lanes that reached a RET
                                   while lanes of the subroutine wait after it, -1 none */
    /* calls of recursive subroutines (xlate_abi.c, "the call stack"): a
     * per-wave stack of call records in scratch, cs_depth records of
     * cs_rec bytes from cs_base; csp the SGPR with the next record's offset */
    int cstack, csp, cs_base, cs_rec, cs_depth;
    int spsave;                 /* SGPR pair: a predicate's value before a partial-EXEC write */
    int xexcl;                  /* 4 SGPRs: WARPSYNC.EXCLUSIVE's loop over the masks (EXEC
                                   before it, the lanes left), -1 none in the function */
    int excl_at, excl_end;      /* the WARPSYNC.EXCLUSIVE whose loop is open and the
                                   instruction that closes it (xlate_excl.c), -1 none */
    int frame;                  /* bytes of the local stack frame (R1 -= frame), scratch size */
    int uses_scratch;           /* LDL/STL present */
    int slot_base;              /* first SGPR for constant-bank slots */
    int next_sgpr, next_vgpr;
    /* output being built */
    struct xline *lines; size_t nlines, caplines;
    struct rdna_insn *insns; size_t ninsns, capinsns;
    struct xstep *steps; size_t nsteps, capsteps;
    struct xunsupported *unsup; size_t nunsup, capunsup;
    int cur_sass, cur_rule;     /* provenance of what is being emitted */
    char decline[1024];          /* why the rule being run declined (xdecline), "" none */
    struct xbind *binds;        /* bindings of the current step, as recorded */
    size_t nbinds, capbinds;
    struct ws_error *err;
    /* xlate_shape.c: what the rule being run emitted (while shape_rec) */
    int shape_rec, shape_calls;
    enum xres shape_rc;
    const struct sass_insn *shape_in;
    struct sentry *shape_entry;     /* the current instruction's shape, NULL none */
    size_t shape_line0, shape_line1;
    struct tmpl *shape_t;
    uint8_t shape_flags[24];
    /* slots read by the instruction being translated, in order of first
     * read (logged while ntouched >= 0) */
    int ntouched;
    int16_t touched[X_MAX_SLOTS];
    /* xlate_spill.c: colours over the VGPR budget live in scratch */
    int16_t vspill[256];        /* R register -> scratch byte offset of its colour, -1 kept */
    int16_t spill_colour[256];  /* R register -> its colour before the spill */
    int nspilled;               /* colours in scratch, 0 none */
    int vfixed;                 /* the translation's own VGPRs the plan counted (xspill_fixed) */
    int vreload, nreload;       /* the reload VGPRs: first, count */
    int spill_base;             /* scratch byte offset of the first slot */
    int spill_err;              /* enum ws_status: the budget could not be met (spill_note says why) */
    const char *spill_note, *spill_binds;   /* the spill step's note and bindings */
    /* xlate_sspill.c: SGPRs over the budget in lanes of VGPRs from vlane */
    int vlane;                  /* first lane VGPR (after the translation's own) */
    int lane_reserve;           /* lane VGPRs reserved in the VGPR plan (a second try) */
    int lane_need;              /* set by xspill_sgprs: try again with this many reserved */
    int sgpr_reserve;           /* SGPRs kept out of the SGPR spill's budget (a long-branch pair) */
    int pair_need;              /* set by xpass_relax: no room for its pair, try again with it */
    int sspilled;               /* SGPR groups spilled (to lanes or the kernarg segment) */
    const char *sspill_note, *sspill_binds;
};

/* What xlate_function_edit needs to re-translate one instruction: the
 * state after set-up (register maps, branch targets), and the constant-bank
 * slots as the whole body left them. */
struct xcache {
    struct xctx init;           /* slot_of/next_target owned here; no output arrays */
    uint32_t mir_version;       /* the SASS function's MIR that init was set up on */
    int nslots, next_sgpr;
    struct xslot slots[X_MAX_SLOTS];
};

/* One rule row: designated initializers for the fields of struct xrule
 * (xlate.h), the place it is defined filled in.  Fields left out are NULL
 * or 0. */
#define XRULE(...) { __VA_ARGS__, .file = __FILE__, .line = __LINE__, .src = #__VA_ARGS__ }

/* XR_DECLINE, saying why for the instruction's UNSUPPORTED step: operand n
 * of in (-1: none in particular) and what about it the rule cannot
 * translate.  The first reason given for an instruction is kept. */
enum xres xdecline(struct xctx *x, const struct sass_insn *in, int n, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* xlate_emit.c.  The emitters return enum xres (xlate.h): XR_DECLINE when
 * an operand has no RDNA3 binding (nothing of the template is emitted),
 * XR_ERROR with x->err set. */
enum xres xemit_template(struct xctx *x, const struct sass_insn *in, const char *tmpl);
struct tmpl;                                            /* a template, compiled */
struct tmpl *xemit_compile(struct xctx *x, const char *tmpl);   /* NULL: out of memory */
enum xres xemit_compiled(struct xctx *x, const struct sass_insn *in, struct tmpl *t);
void xemit_cache_free(struct xtcache *c);      /* compiled templates of a result */
/* The output instructions' operands are cut from blocks of the template
 * cache c: those cut since the last take, for the function whose
 * translation (or edit) made them, which frees them with its output
 * (NULL: none; c may be NULL, no template compiled yet). */
struct opblock *xemit_ops_take(struct xtcache *c);
void xemit_ops_free(struct opblock *b);
struct opblock *xemit_ops_join(struct opblock *newer, struct opblock *older);
enum xres xemit_text(struct xctx *x, const char *text);  /* one RDNA3 instruction */
/* One instruction as the text probe parses, with operands changed: for
 * patch k, operand p[k].op gets register number p[k].val (a register of the
 * probe: same file and width) or, with p[k].imm, the integer p[k].val (an
 * inline constant, -16..64, where the probe has one).  What the parser gives
 * for the text with those numbers written in, without writing or parsing
 * it; probe is parsed once (kept by its address: a string literal).  The
 * translator's own sequences (pending masks, predicate merges) use it. */
struct xpatch {
    uint8_t op, imm;
    int32_t val;
};
enum xres xemit_patch(struct xctx *x, const char *probe, const struct xpatch *p, int n);
/* The same for any instruction whose text the parser reads the same with
 * other SGPR numbers (its limit, as the text's) and, label not NULL, with
 * that branch target for the probe's last operand ("s_cbranch_execz .L"):
 * exactly what xemitf would emit for the text, without writing it. */
enum xres xemit_mask_op(struct xctx *x, const char *probe, const struct xpatch *p, int n,
                        const char *label);
/* rdna_parse_insn of one instruction's text into the result's output
 * module (errors as from FILE), a text seen before copied from the
 * result's cache of parsed texts (xlate_emit.c) */
enum ws_status xemit_parse(struct xctx *x, const char *text, struct rdna_insn *in, const char *file,
                           struct ws_error *err);
/* The status of a translation that met XR_ERROR: x->err's, WS_ENOMEM when
 * the failure left none there. */
enum ws_status xres_status(const struct xctx *x);
/* Static shared memory of f when the module does not say (xlate_assume.c):
 * the bytes, and in *how (may be NULL) which XLDS_* reasoning gave them. */
enum { XLDS_KNOWN, XLDS_UNUSED, XLDS_CONST, XLDS_MAX };
int xlds_assume(const struct sass_function *f, const struct target_desc *t, int *how);
/* The end of the highest shared access at a constant address in f (0: none):
 * nvcc merges neighbouring shared variables into one access that may reach
 * past the last of them into the allocation's padding. */
int xlds_const_end(const struct sass_function *f);
/* Does xlds_assume (or xlds_const_end) look at instruction in? */
int xlds_reads(const struct sass_insn *in);

/* WS_OK while the registers allocated so far fit the target's register
 * files; else a WS_EINTERNAL error naming the function and the counts. */
enum ws_status xemit_regs_fit(struct xctx *x);
int xemit_line(struct xctx *x, enum xline_kind kind, const char *text);
/* printf-style xemit_text */
enum xres xemitf(struct xctx *x, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
const char *xexec(const struct xctx *x);                               /* exec_lo / exec */
const char *xmask(const struct xctx *x, int sgpr, char *b, size_t n);  /* sN / s[N:N+1] */
/* Operand n of in as RDNA3 text appended to b; XR_DECLINE when it has none. */
enum xres xemit_operand(struct xctx *x, const struct sass_insn *in, int n, int wide,
                        struct strbuf *b);
/* The same without the operand's negation, for an instruction that says it
 * apart (VOP3P's neg_lo/neg_hi); the input is only read (other threads read
 * it meanwhile). */
enum xres xemit_operand_unneg(struct xctx *x, const struct sass_insn *in, int n, struct strbuf *b);
/* The current step's bindings start over (empty) / are the text t, whole. */
void xbind_reset(struct xctx *x);
int xbind_whole(struct xctx *x, const char *t);
int xslot_for(struct xctx *x, int off, int width);
/* The SGPR (first of a pair for width 2) holding c[bank][off] after the
 * prologue: bank 0's kernarg words, bank 3's data, a word holding a
 * symbol's address; -1 when there is no such word. */
int xslot_cbank(struct xctx *x, int bank, int64_t off, int width);
/* The SGPR pair holding the address of bank's emitted copy (a bank other
 * than 0 with data), -1 none. */
int xslot_bank_base(struct xctx *x, int bank);
/* The symbol of the emitted copy of bank (the function's own bank, else
 * the module-wide one) into buf (NULL: not wanted): "__ws_cbank2",
 * "__ws_cbank2.<func>"; the bank's data, NULL when the module has none. */
const struct sass_cbank_data *xbank_copy(const struct sass_module *m, int bank, const char *func,
                                         char *buf, size_t len);
/* The symbol whose address (width 2, or its low or high word: *hi) bank
 * word off holds, when it names a __device__ variable of the module; NULL
 * otherwise. */
const struct sass_cbank_sym *xcbank_sym(const struct xctx *x, int bank, int off, int width, int *hi);
/* A module symbol's name as the output spells it: as it is when the
 * assembler takes it, else "__ws_" and the name with every character but
 * letters, digits, '_' and '.' made '_' (nvcc's string literals are
 * "$str", "$str$1" ...: "__ws__str_1"); buf holds at least 600 bytes. */
const char *xsym_name(const char *name, char *buf, size_t len);
/* emit_call.c: the module's amdhsa.printf strings (the formats that the
 * translated vprintf and __assertfail calls name), for the metadata. */
void xcall_printf_metadata(const struct xlate_result *r, struct strbuf *o);
const char *xs(struct xctx *x, const char *s);         /* copy into the result arena */

/* xlate_abi.c */
void xabi_map_registers(struct xctx *x);
/* first free VGPR, -1 not done; only for a function without CALL or RET */
int xabi_color_gprs(struct xctx *x, const uint8_t *used);
/* XR_DECLINE: a constant-bank word has no counterpart (its `; UNSUPPORTED:`
 * line is in the output, the rest of the prologue too). */
enum xres xabi_prologue(struct xctx *x);
int xabi_epilogue_descriptor(const struct xlate_result *r, const struct xfunc *xf, struct strbuf *out);
void xabi_metadata(const struct xlate_result *r, struct strbuf *out);

/* xlate.c: divergence helpers for control-flow rules */
const char *xctl_label(struct xctx *x, int sass_index);       /* ".Lws0_01b0" */
const char *xctl_next_label(struct xctx *x, int sass_index);  /* next target after it, or the end */
enum xres xctl_pend_or(struct xctx *x, int target_index, const char *mask); /* pend[t] |= mask */
/* pend[t] |= SGPR (pair) s, EXEC when s < 0: the same lines as xctl_pend_or */
enum xres xctl_pend_or_mask(struct xctx *x, int target_index, int s);
/* probe, a branch ending in a label ("s_branch .L"), to instruction t's
 * label / to the next label after instruction i (xctl_next_label): the
 * same instruction as its text (xemit_mask_op) */
enum xres xctl_jump(struct xctx *x, const char *probe, int t);
enum xres xctl_jump_next(struct xctx *x, const char *probe, int i);
int xctl_spin_head(const struct xctx *x, int sass_index);   /* a spin loop's back edge: its head, else -1 */
enum xres xctl_spin_round(struct xctx *x, int head);        /* EXEC: the lanes going round again */
int xctl_target_index(struct xctx *x, uint32_t offset);       /* SASS index of offset, -1 */
int xctl_is_callee(const struct sass_label *l);   /* a subroutine label a call through a register may reach */
int xctl_nested_calls(const struct sass_function *f);  /* a subroutine makes a direct call (xlate.c) */
int xctl_ret_waits_after(const struct xctx *x, size_t i);  /* RET i: first index after it (in its
                                                              subroutine) where lanes may wait, -1 */

/* xlate.c: append a trace step */
int xstep_add(struct xctx *x, const struct xstep *st);

/* xlate_shape.c: the rule for in's shape (select() picks it the first
 * time); then the rule's output: its template compiled once, or for a
 * rule flagged XRF_SHAPE the template kept for the shape */
const struct xrule *xshape_rule(struct xctx *x, const struct sass_insn *in, int uniform,
                                const struct xrule *(*select)(const struct xctx *,
                                                              const struct sass_insn *));
enum xres xshape_emit(struct xctx *x, const struct sass_insn *in, const struct xrule *r);
void xshape_saw(struct xctx *x, const struct sass_insn *in, struct tmpl *t, size_t line0,
                enum xres rc);
void xshape_cache_free(struct xscache *c);
/* The XRF_SHAPE rule being run looks at more than the shape this time: what
 * it emits is not kept for the shape. */
void xshape_unkept(struct xctx *x);
/* For tests: non-zero makes every instruction select its rule and run it
 * afresh, as if no shape had been seen (the cache must change nothing). */
extern int xshape_off;

/* emit_mem.c: the LDS address of memory operand n (scratch VGPR 6 when it
 * must be computed: pre gets the lines), *off the ds offset field */
enum xres xmem_lds_addr(struct xctx *x, const struct sass_insn *in, int n, struct strbuf *pre,
                        char *va, size_t len, long long *off);
/* emit_warp.c: a global atomic's address operand n as "v[a:a+1], off[ offset:N]" */
enum xres xatom_gaddr(struct xctx *x, const struct sass_insn *in, int n, char *buf, size_t len);

/* xlate_spill.c */
#define X_SPILL_MAX_REGS 40     /* registers one instruction may reload */
struct xspill_reg { int16_t reg, old, tmp; uint8_t written; };
struct xspill_insn {            /* the reloads around one instruction */
    int n;
    struct xspill_reg regs[X_SPILL_MAX_REGS];
    char note[400];             /* for its step: what was reloaded */
};
int xspill_vgpr_budget(const struct xctx *x);
/* After the colouring (VGPRs [1, top) used): spill colours over the
 * budget; returns the first VGPR after the kept colours and the reloads,
 * -1 with spill_err set when the budget cannot be met. */
int xspill_plan(struct xctx *x, int top);
int xspill_fixed(const struct xctx *x);
void xspill_copy(struct xctx *x, const struct xctx *from);
/* xlate_sspill.c: after the prologue (lines [*seam, nlines)), before the
 * waits: SGPRs over the budget to VGPR lanes or the kernarg segment, the
 * kept ones renumbered; *seam follows the prologue.  WS_ELIMIT with x->err
 * set when the budget is below the function's least; x->lane_need set
 * (nothing changed) when the lane VGPRs do not fit the VGPR budget. */
#define X_SGPR_VIRT 8704        /* SGPRs the rules may name before the spill */
int xspill_sgpr_budget(const struct xctx *x);
enum ws_status xspill_sgprs(struct xctx *x, size_t *seam);
int xspill_same(const struct xctx *a, const struct xctx *b);
/* Around instruction i's rule: reloads before (vmap pointed at them),
 * stores after (vmap restored). */
enum ws_status xspill_before(struct xctx *x, size_t i, struct xspill_insn *s);
enum ws_status xspill_after(struct xctx *x, size_t i, struct xspill_insn *s);

/* xlate_passes.c */
/* Insert the waits; lines [seam, nlines) (the prologue, emitted after the
 * body) move to the front on the way, SIZE_MAX: none. */
enum ws_status xpass_waits(struct xctx *x, size_t seam);
/* An edit's waits: the body's lines outside [lo, hi_new) are those of the
 * function's translation before the edit (old body lines [0, lo) and
 * [hi_old, ...)), and the pass's state is empty on entering lo and
 * hi_new (each right after a label, or at the start, or at the end): their
 * waits, and the waits' steps, are the old ones; only [lo, hi_new) is
 * looked at again.  The old output (lines, insns, its per-wait steps in
 * order) must still be there: it is read, not changed. */
struct xwait_keep {
    const struct xline *lines;      /* the old output, waits included */
    const struct rdna_insn *insns;
    const struct xstep **waits;     /* its per-wait steps, in program order */
    int32_t *ostart;                /* per old body line (and one past the last): where
                                       its lines (its wait first) start in the old output */
    size_t lo, hi_new, hi_old;
};
enum ws_status xpass_waits_keep(struct xctx *x, const struct xwait_keep *k);

/* xlate_excl.c: WARPSYNC.EXCLUSIVE Rmask runs the region after it once per
 * group of lanes sharing a mask (a loop over the distinct masks) */
enum xres xexcl_open(struct xctx *x, const struct sass_insn *in);
enum xres xexcl_tail(struct xctx *x);
long xexcl_region(const struct sass_function *f, const int32_t *targets, size_t w, char *why,
                  size_t len);

/* xlate_relax.c: after the waits, branches past s_branch's 16-bit reach
 * become s_getpc_b64/s_add_u32/s_addc_u32/s_setpc_b64 (*relaxed: how many
 * now; had: how many the body relaxed before, an edit's). */
enum ws_status xpass_relax(struct xctx *x, int had, int *relaxed);

#endif
