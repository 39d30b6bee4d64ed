/* sass_emu_int.h - the SASS emulator's state, shared by sass_emu.c (the
 * machine: launch, scheduling, memory) and sass_emu_ops.c (what each
 * opcode does).  Not a public API. */
#ifndef WS_SASS_EMU_INT_H
#define WS_SASS_EMU_INT_H

#include "sass_emu.h"

#define SEMU_CBANK0_BYTES 0x1000    /* constant bank 0 as the kernel reads it */
#define SEMU_PT_BIT 0x80            /* PT in semu_thread.p */

struct semu_warp {
    struct semu_thread t[SEMU_WARP];
    uint32_t ur[SEMU_NUREGS];       /* ur[63] stays 0 */
    uint8_t up;                     /* UP0..UP6 */
    uint32_t bar[SEMU_NBARS];       /* convergence barriers: the threads they wait for */
    unsigned nthreads;              /* threads of the block in this warp */
    unsigned first_tid;             /* linear thread id of lane 0 */
    int at_bar;                     /* arrived at BAR.SYNC, waiting */
    int released;                   /* the barrier it waits at has opened */
};

/* One instruction's place: its function and index (by byte offset in the
 * kernel's section). */
struct semu_loc { int32_t func, insn; };

struct semu {
    const struct sass_module *m;
    struct emu_mem *mem;
    int sm;
    int globals_mapped;
    uint64_t *global_addr;          /* per module global: its address in mem */
    /* the launch */
    const struct sass_function *kern;
    size_t kfunc;                   /* its index in m->funcs */
    struct semu_loc *code;          /* by offset / SASS_INSN_BYTES */
    size_t ncode;
    uint8_t cb0[SEMU_CBANK0_BYTES];
    struct emu_launch l;
    uint32_t frame;                 /* local bytes below the stack pointer */
    int64_t stack_top;              /* semu_set_stack's, -1: the emulator's own */
    uint64_t budget, insns;
    int trapped;                    /* __assertfail ended the launch */
    int coop;                       /* the launch's blocks run resident together */
    unsigned trap_wg[3], trap_warp;
    /* the block */
    unsigned wg[3];
    unsigned nwarps;
    struct semu_warp *warps;
    uint8_t *smem;
    uint32_t smem_size, smem_window;
    struct ws_error *err;           /* of the step running */
    struct semu_event *ev;          /* of the step running, NULL none */
};

/* What an instruction runs on: the warp, the instruction, the threads at
 * its program counter (active) and those whose guard held (exec). */
struct semu_ctx {
    struct semu *s;
    struct semu_warp *w;
    const struct sass_insn *in;
    size_t func, insn;
    uint32_t active, exec;
};

/* The semantics of one opcode: run in for the threads of c->exec (the
 * handler moves their program counters when it branches; the machine moves
 * the others on).  0 done, else a status with c->s->err set. */
typedef int (*semu_op_fn)(struct semu_ctx *c);

struct semu_op {
    const char *opcode;
    semu_op_fn fn;
    uint8_t flags;                  /* SEMUF_* */
};
#define SEMUF_BRANCH  0x1           /* sets the program counters of exec itself */
#define SEMUF_UNIFORM 0x2           /* runs once for the warp, not per thread */
#define SEMUF_SYNC    0x4           /* BAR: the machine holds the warp */

const struct semu_op *semu_op_find(const char *opcode);

/* ---- machine services for the opcode helpers (sass_emu.c) ---- */

/* Read or write size bytes (1, 2, 4, 8, 16) of a space for thread t of c;
 * non-zero with c->s->err set on an unmapped address. */
int semu_mem_read(struct semu_ctx *c, int space, unsigned t, uint64_t addr, void *out, unsigned size);
int semu_mem_write(struct semu_ctx *c, int space, unsigned t, uint64_t addr, const void *in, unsigned size);
/* Pointer to size bytes (atomics), NULL with the error set. */
uint8_t *semu_mem_ptr(struct semu_ctx *c, int space, unsigned t, uint64_t addr, unsigned size, int write);
/* A constant-bank word (4 bytes at off of bank). */
uint32_t semu_cbank_read(struct semu_ctx *c, int bank, int64_t off);
/* Thread t's special register by name. */
uint32_t semu_sreg(struct semu_ctx *c, unsigned t, const char *name);
/* Fail the instruction running: err names the listing's line, the
 * function, the offset and the instruction text. */
/* CALL.ABS.NOINC: vprintf and __assertfail, as CUDA's driver runs them
 * (sass_emu_call.c) */
int semu_call_abs(struct semu_ctx *c);
int semu_fail(struct semu_ctx *c, enum ws_status st, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#endif
