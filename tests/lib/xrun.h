/* xrun.h - run a hand-written SASS listing through the whole pipeline:
 * translate (xlate_module), assemble (llvm-mc-19), link (ld.lld-19), load
 * and launch it on the RDNA3 emulator with the given buffers, and hand the
 * buffers back.  The pieces are the ones `warpscope verify` uses
 * (ui/cli_verify.c) and the emulator tests use (tests/test_emu.c).
 *
 * The listing is the body of one sm_90 kernel named k (xrun adds the
 * header).  Its parameters follow CUDA's layout from c[0x0][0x210]: buffer
 * i is a 64-bit pointer at 0x210 + 8*i, then the 32-bit scalars.
 */
#ifndef WS_XRUN_H
#define WS_XRUN_H

#include <stddef.h>
#include <stdint.h>

#define XRUN_MAX_BUFS 6
#define XRUN_MAX_SCALARS 4

struct xrun_buf {
    void *data;             /* contents before the run, the outputs after it */
    size_t bytes;
};

struct xrun {
    const char *sass;       /* kernel body, one SASS instruction a line */
    int wave;               /* 32 or 64 */
    unsigned block, grid;   /* 1-D launch */
    int lds;                /* shared memory bytes of the kernel (0: none) */
    size_t nbufs;
    struct xrun_buf bufs[XRUN_MAX_BUFS];
    size_t nscalars;
    uint32_t scalars[XRUN_MAX_SCALARS];
    /* results */
    uint64_t insns;         /* wave instructions run */
    uint64_t hazards;       /* reads before their s_waitcnt */
    size_t unsupported;     /* SASS instructions without a rule */
    int trapped;            /* s_trap ended the launch: 1 + its operand, 0 none */
    char msg[1024];         /* what went wrong, "" when nothing */
};

/* The VGPR and SGPR budgets of every translation here
 * (xlate_opts.max_vgprs, max_sgprs); 0: the target's files. */
extern int xrun_max_vgprs, xrun_max_sgprs;

/* 0: ran to the end; -1: a step failed (x->msg says which); -2: the tools
 * (llvm-mc-19, ld.lld-19, llvm-objdump-19) are missing. */
int xrun(struct xrun *x);

/* In a cmocka test: ends it as SKIPPED when llvm-mc-19, ld.lld-19 or
 * llvm-objdump-19 is missing. */
void xrun_need_tools(void);

/* The listing parsed (*m) and translated, NULL with msg on failure; the
 * caller frees both (xlate_result_free, sass_module_free). */
struct sass_module;
struct xlate_result;
struct xlate_result *xrun_translate(const char *sass, int wave, struct sass_module **m, char *msg,
                                   size_t len);

/* The RDNA3 listing of the translation (for messages); malloc'd. */
char *xrun_listing(const char *sass, int wave);

/* In a cmocka test: instruction ii of function fi of m made text as an
 * edit makes it (its offset, source line and control bits kept), and its
 * MIR updated; *old (may be NULL) gets what it replaced. */
struct sass_insn;
void xrun_retext(struct sass_module *m, size_t fi, size_t ii, const char *text,
                 struct sass_insn *old);

/* In a cmocka test: instruction ii of function fi of m made text and
 * re-translated by an edit of r, spliced (that instruction alone); then
 * r's listing is the one a whole translation of that function gives
 * (which r keeps), and it holds needle. */
void xrun_edit_as_whole(struct xlate_result *r, struct sass_module *m, size_t fi, size_t ii,
                        const char *text, const char *needle);

#endif

/* ---- table-driven cases over xrun --------------------------------------- */

#define XRUN_ANY 0x100000000ull     /* want(): any value is right (undefined in CUDA) */
#define XRUN_MEM 99                 /* want()'s buffer number of the atomics memory */
#define XRUN_SENTINEL 0xdeadbeefu   /* outputs before the run */

struct xcase {
    const char *name;
    const char *sass;       /* kernel body; parameters: the outputs, then in, then mem */
    unsigned nout;          /* output buffers, block words each */
    int lds;                /* shared-memory bytes */
    uint32_t (*in)(unsigned i);         /* input buffer word i, NULL: no input buffer */
    unsigned nmem;                      /* atomics memory words (0: none) */
    uint32_t (*mem)(unsigned i);        /* its initial word i, NULL: 0 */
    /* the expected word i of output buffer k (k == XRUN_MEM: the memory after
     * the run) for a block of n threads, or XRUN_ANY */
    uint64_t (*want)(unsigned i, unsigned n, unsigned k, int wave);
};

/* Run c on one block of n threads in wave w; 0 when every word is as
 * wanted, else -1 with msg saying where (and the translation); -2 tools missing. */
int xrun_case(const struct xcase *c, int wave, unsigned n, char *msg, size_t len);

/* In a cmocka test: xrun_case, skipped when the tools are missing (as
 * xrun_need_tools), failed with the translation printed when a word is wrong. */
void xrun_case_check(const struct xcase *c, int wave, unsigned n);
