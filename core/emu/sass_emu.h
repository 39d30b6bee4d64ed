/* sass_emu.h - a functional SASS (sm_80/sm_90) emulator over the sass IR.
 *
 * It runs a kernel of a parsed listing the way an SM runs it, thread by
 * thread in warps of 32: every thread has R0-R254 (RZ reads 0), P0-P6 and
 * its own program counter (a byte offset in the kernel's section, which
 * holds the kernel and its device subroutines); every warp has UR0-UR62,
 * UP0-UP6 and the convergence barriers B0-B15.
 *
 * Scheduling: a warp runs the threads whose program counter is the lowest
 * among its live threads, together, one instruction at a time.  Threads
 * that branch apart therefore run one path after the other and meet again
 * at the first instruction they share, which is where BSSY/BSYNC (and
 * WARPSYNC, EXIT) say they reconverge; warp-wide instructions (SHFL, VOTE,
 * REDUX, MATCH) see every thread that reached them together.  This is
 * independent thread scheduling restricted to one order; kernels without
 * data races between the threads of a warp cannot tell the difference.
 * BAR.SYNC stops a warp until every live warp of the block has arrived.
 *
 * Memory: global addresses are those of an emu_mem (the RDNA3 emulator's
 * flat address space, so both emulators can run on the same buffers at the
 * same addresses); shared memory is one array per block, addressed from 0
 * on sm_80 and from the 1 KiB reserved window (0x400) on sm_90; local
 * memory is per thread, addressed from 0 with the stack pointer
 * (c[0x0][0x28]) at the top of the function's frame; constant bank 0 holds
 * blockDim, gridDim, the stack pointer and the parameter block (0x160 on
 * sm_80-89, 0x210 on sm_90), the other banks come from the module.
 *
 * Floating point as the SM does it: denormals kept unless .FTZ, rounding
 * modes .RN/.RZ/.RM/.RP through the host's rounding, MUFU correctly rounded
 * by the C library (the hardware is within 1-2 ULP, PTX ISA "Floating
 * Point Instructions": ex2/lg2/rcp/rsqrt/sin/cos .approx), its inputs and
 * outputs flushed as the hardware does.
 *
 * The core never prints: errors name FILE:LINE of the listing.
 */
#ifndef WS_SASS_EMU_H
#define WS_SASS_EMU_H

#include <stddef.h>
#include <stdint.h>

#include "base/status.h"
#include "emu/emu.h"
#include "sass/sass.h"

#define SEMU_WARP 32                /* threads per warp */
#define SEMU_NREGS 256              /* R0..R254, RZ */
#define SEMU_NUREGS 64              /* UR0..UR62, URZ */
#define SEMU_NBARS 16               /* convergence barriers B0..B15 */
#define SEMU_SMEM_MAX (228u * 1024u)    /* shared memory per block, sm_90 */
#define SEMU_LOCAL_MAX (64u * 1024u)    /* local memory per thread */
#define SEMU_MAX_STORES 64          /* memory writes one instruction records */
#define SEMU_SM90_WINDOW 0x400      /* sm_90 reserves the first 1 KiB of a CTA's shared window */
/* The high word of generic addresses into shared memory (c[0x0][0x18] on
 * sm_80, SR_SWINHI on sm_90), the low word being the shared address: the
 * same as the RDNA3 emulator's LDS aperture, so that lockstep compares them */
#define SEMU_GENERIC_SHARED_HI 0x10000u

struct semu;

/* A thread's registers (per thread of a warp). */
struct semu_thread {
    uint32_t r[SEMU_NREGS];         /* r[255] stays 0 */
    uint32_t pc;                    /* byte offset of the next instruction */
    uint8_t p;                      /* P0..P6 in bits 0..6 (PT: bit 7 set) */
    uint8_t done;                   /* exited (or not launched) */
    uint8_t excl;                   /* in a WARPSYNC.EXCLUSIVE's region (op_warpsync) */
    uint32_t excl_mask;             /* then its group's mask (the threads sharing it run apart) */
    uint32_t excl_lo, excl_hi;      /* the region: pc in (excl_lo, excl_hi] */
    uint8_t *local;                 /* SEMU_LOCAL_MAX bytes, made on first use */
};

/* A memory write of one instruction by one thread. */
struct semu_store {
    uint8_t space;                  /* SEMU_SPACE_* */
    uint8_t thread;                 /* lane in the warp */
    uint8_t size;                   /* bytes */
    uint64_t addr;                  /* global: flat address; shared: offset in
                                       the block's array; local: offset */
};
enum { SEMU_SPACE_GLOBAL, SEMU_SPACE_SHARED, SEMU_SPACE_LOCAL };

/* What one step of a warp did. */
struct semu_event {
    size_t func;                    /* function of the instruction in the module */
    size_t insn;                    /* its index there */
    uint32_t active;                /* threads that ran it (at its program counter) */
    uint32_t exec;                  /* of those, the ones whose guard held */
    size_t nstores;
    struct semu_store stores[SEMU_MAX_STORES];
    int stores_lost;                /* more writes than stores[] holds */
};

struct semu_warp_view {
    unsigned nthreads;              /* threads of the block in this warp */
    const struct semu_thread *t;    /* [SEMU_WARP] */
    const uint32_t *ur;             /* [SEMU_NUREGS] */
    uint8_t up;                     /* UP0..UP6 */
    int state;                      /* EMU_WAVE_RUN, EMU_WAVE_BARRIER, EMU_WAVE_DONE */
    size_t func, insn;              /* the next instruction of the lowest thread */
};

/* Find the kernel by symbol or by the source name of a C++ kernel. */
const struct sass_function *semu_find_kernel(const struct sass_module *m, const char *name);

/* Set up a launch of kernel f of m on mem (the module's __device__
 * variables are mapped into mem by this call, once per semu).  The
 * parameter block l->args is CUDA's (gt_param_block). */
enum ws_status semu_open(const struct sass_module *m, struct emu_mem *mem, struct semu **out,
                         struct ws_error *err);
void semu_close(struct semu *s);
/* The stack pointer (c[0x0][0x28]) the next launches start with: top, a
 * local address below SEMU_LOCAL_MAX; -1 the emulator's own (the top of
 * the function's frame; of the whole local memory when it calls).  The
 * lockstep starts it where the translation does, so that R1 and every
 * local address made from it agree. */
void semu_set_stack(struct semu *s, int64_t top);

/* Run launch l of kernel f to completion. */
enum ws_status semu_run(struct semu *s, const struct sass_function *f, const struct emu_launch *l,
                        struct emu_result *res);

/* ---- stepping one block ---- */

/* Start block wg of launch l of kernel f: every warp at the first
 * instruction. */
enum ws_status semu_block_open(struct semu *s, const struct sass_function *f, const struct emu_launch *l,
                               const unsigned wg[3], struct ws_error *err);
unsigned semu_nwarps(const struct semu *s);
/* One instruction of warp w: 0 it ran (ev, may be NULL, says what); 1
 * nothing ran: the warp has ended or waits at BAR for the other warps (when
 * they have all arrived it is released and runs); -1 an error (err). */
int semu_step_warp(struct semu *s, unsigned w, struct semu_event *ev, struct ws_error *err);
void semu_warp_view(const struct semu *s, unsigned w, struct semu_warp_view *out);
/* The block's shared memory and its size in bytes; the offset SASS
 * addresses start from (0x400 on sm_90). */
const uint8_t *semu_shared(const struct semu *s, uint32_t *size, uint32_t *window);
uint64_t semu_insns(const struct semu *s);

/* ---- recorded launches ---- */

struct gt_set;

/* Like emu_verify_gt, on the SASS of m: every launch of g run in order on
 * the SASS emulator, the outputs compared with the GPU's. */
enum ws_status semu_verify_gt(const struct sass_module *m, const struct gt_set *g, const char *sample_dir,
                              uint64_t budget, struct emu_verify *v);

#endif
