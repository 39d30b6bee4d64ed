/* sass_emu_lockstep.h - run a SASS kernel and its RDNA3 translation side by
 * side on the same recorded inputs, and find the first instruction where
 * they part.
 *
 * Both machines run each block of a launch warp by warp (wave32: a wave
 * is a warp, lane i thread i).  The SASS emulator runs one instruction of
 * a warp; the RDNA3 emulator then runs the wave through the instructions
 * that came from that SASS instruction (provenance: the `; OFFSET: SASS`
 * comments of the assembly, instructions with none belong to the SASS
 * instruction before them) and stops where the next SASS instruction's
 * begin.  Then what the SASS instruction wrote is compared: each register
 * it writes (R: the VGPR lanes of the threads whose guard held; P: their
 * bits of the predicate's SGPR lane mask; UR: the SGPR; UP: the bits of
 * the threads that ran it), and every memory word it stored (global and
 * shared; shared addresses less sm_90's 1 KiB window).  The first
 * difference stops the run.  When the wave runs an instruction of another
 * SASS instruction with lanes enabled, control flow has parted: the
 * report names the SASS instruction both ran last (the branch that sent
 * them apart, usually).
 *
 * Known representation differences, accepted: on sm_90 a register holding
 * a shared-memory address is 0x400 higher in SASS (the shared window; the
 * translation's LDS addresses start at 0, rule lea.cgactaid).
 */
#ifndef WS_SASS_EMU_LOCKSTEP_H
#define WS_SASS_EMU_LOCKSTEP_H

#include "emu/emu.h"
#include "emu/sass_emu.h"
#include "xlate/xlate.h"

struct gt_set;

struct lockstep_opts {
    long launch;                    /* the launch to compare, -1 every one */
    const char *function;           /* only launches of this kernel, NULL any */
};

enum { LS_SAME, LS_VALUE, LS_MEMORY, LS_FLOW, LS_OUTPUT };

#define LS_TEXT 160

struct lockstep_result {
    int diverged;                   /* 1: a difference was found */
    int kind;                       /* LS_* */
    size_t launch;
    unsigned block[3], warp;
    const char *function;           /* SASS function (module's string) */
    int32_t sass_index;             /* instruction index in the function, -1 none */
    uint32_t offset;
    const char *insn_text;
    int rule;                       /* rule id of the translation there, -1 none */
    const char *rule_name;
    int step;                       /* index of its trace step, -1 none */
    char what[64];                  /* "R5", "P0", "UR4", "global [0x...]", "shared [0x10]" */
    uint32_t lanes;                 /* lanes that differ */
    uint64_t sass[SEMU_WARP];       /* per lane: the SASS value */
    uint64_t rdna[SEMU_WARP];       /* per lane: the translation's */
    char note[LS_TEXT];             /* what else to know */
    uint64_t compared;              /* SASS instructions compared */
    uint64_t unrecorded_sass;       /* a recording's loads outside its memory (read as 0): SASS */
    uint64_t unrecorded_rdna;       /* and the translation's */
};

/* The provenance of an assembly listing: per function (by symbol), the
 * SASS offset of each instruction, in order (-1: before the first
 * comment).  Parsed from the `; OFFSET: ...` comments warpscope writes. */
struct ls_prov;
enum ws_status lockstep_prov_parse(const char *text, size_t len, struct ls_prov **out, struct ws_error *err);
/* Does the listing carry any provenance comment? */
int lockstep_prov_any(const struct ls_prov *pv);
void lockstep_prov_free(struct ls_prov *pv);

/* Run g's launches on the SASS of sm (translated as xr, for its register
 * map and trace) and on p (an assembly of that translation, or another,
 * whose provenance is pv), comparing per instruction in the chosen
 * launches; or, when pv has no provenance, only the outputs of each
 * launch.  Wave32 only. */
enum ws_status lockstep_run(const struct sass_module *sm, const struct xlate_result *xr,
                            const struct emu_program *p, const struct ls_prov *pv, const struct gt_set *g,
                            const struct lockstep_opts *o, struct lockstep_result *r, struct ws_error *err);

/* ---- stepping one block (the interface's lockstep view) ---- */

/* The launches of g before launch run whole on both machines, then block
 * wg of launch opened on both, every warp at its first instruction. */
struct lockstep;
enum ws_status lockstep_open(const struct sass_module *sm, const struct xlate_result *xr,
                             const struct emu_program *p, const struct ls_prov *pv, const struct gt_set *g,
                             size_t launch, const unsigned wg[3], struct lockstep **out, struct ws_error *err);
void lockstep_close(struct lockstep *ls);
/* One SASS instruction of the block and the wave's instructions from it,
 * in lockstep_run's order (a warp runs until it waits at a barrier or
 * ends, then the next): 0 they agree, 1 they differ (r filled), 2 the
 * block has ended, -1 an error (err). */
int lockstep_step(struct lockstep *ls, struct lockstep_result *r, struct ws_error *err);

/* The next block of the launch (x fastest), on the memory the blocks
 * before it left: 0 opened; 1 it was the last block and the launch's
 * outputs differ (r filled, kind LS_OUTPUT); 2 it was the last and they
 * agree; -1 an error (err). */
int lockstep_next_block(struct lockstep *ls, struct lockstep_result *r, struct ws_error *err);

struct lockstep_view {
    size_t launch;
    unsigned wg[3];
    unsigned nwarps, cur;           /* warps of the block; the one stepping */
    int ended;                      /* the block has ended */
    int launch_done;                /* and it was the launch's last */
    uint64_t compared;
    uint64_t unrecorded_sass, unrecorded_rdna;
    const struct sass_function *kernel;
    size_t rdna_func;               /* the kernel's code in the emu_program */
    struct semu_warp_view sass;     /* the warp asked for */
    struct emu_wave_view rdna;      /* its wave */
    int32_t rdna_sass_offset;       /* the SASS offset the wave's next instruction came from, -1 */
    int32_t last_func, last_insn;   /* the warp's last SASS instruction compared, -1 none */
    uint32_t last_exec;             /* the threads whose guard held there */
};
void lockstep_view(const struct lockstep *ls, unsigned warp, struct lockstep_view *out);

#endif
