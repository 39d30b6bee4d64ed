/* mir.h - the ISA-neutral shape of an instruction that the analyses use.
 *
 * Each ISA front end (SASS, RDNA3) fills one struct mir_insn per instruction
 * next to its own detailed IR: control-flow kind, branch targets and the
 * registers read and written, as (class, first index, count) ranges.  CFG,
 * liveness and occupancy are written once over this shape.
 */
#ifndef WS_MIR_H
#define WS_MIR_H

#include <stddef.h>
#include <stdint.h>

enum reg_class {
    RC_GPR,     /* SASS R0..R254 (RZ is not a register) */
    RC_PRED,    /* SASS P0..P6 (PT is not a register) */
    RC_UGPR,    /* SASS UR0..UR62 (URZ is not a register) */
    RC_UPRED,   /* SASS UP0..UP6 (UPT is not a register) */
    RC_BAR,     /* SASS convergence barriers B0..B15 */
    RC_VGPR,    /* RDNA v0..v255 */
    RC_SGPR,    /* RDNA s0..s105 */
    RC_SPECIAL, /* RDNA vcc_lo/hi, exec_lo/hi, scc, m0 (indices in rdna.h) */
    RC_COUNT
};

struct reg_ref {
    uint16_t index;     /* first register */
    uint8_t cls;        /* enum reg_class */
    uint8_t count;      /* consecutive registers: 1, 2 (pair), 4 (quad)... */
};

enum flow_kind {
    FLOW_NONE,      /* falls through */
    FLOW_JUMP,      /* direct branch to targets[0] */
    FLOW_EXIT,      /* thread/wave ends */
    FLOW_CALL,      /* call of targets[0], returns to the next instruction */
    FLOW_RET,       /* return from a subroutine */
    FLOW_INDIRECT,  /* jump through a register to any of targets[] */
    FLOW_TRAP,      /* stops (BPT.TRAP, s_trap) */
};

struct mir_insn {
    uint32_t offset;            /* byte offset in the function */
    uint8_t flow;               /* enum flow_kind */
    uint8_t conditional;        /* flow happens only on some condition (guard, scc, vcc) */
    uint8_t guarded;            /* defs happen only where a guard holds: they do not kill */
    uint8_t ndefs, nuses;       /* lengths of defs/uses */
    uint8_t reg_call;           /* FLOW_CALL through a register (SASS CALL.ABS.NOINC Rn,
                                 * CALL.REL.NOINC Rn): nvdisasm -bbcfg does not end a
                                 * block at it */
    uint8_t abi_call;           /* FLOW_CALL of a function of NVIDIA's calling convention
                                 * (a device function, through a register or not; not
                                 * nvcc's $__internal_ slow paths): liveness rule 7 */
    uint8_t guard;              /* which guard, when guarded: 1 + predicate index
                                 * + 8 when negated + 16 when uniform (@!UP0: 25);
                                 * 0 otherwise (liveness rule 11) */
    uint8_t pr_read;            /* reads its predicates as the whole predicate
                                 * register (SASS P2R): liveness does not
                                 * count them (rule 4) */
    uint8_t unref;              /* SASS: an operand of unknown access names a UR or UP
                                 * (a UR, UP, memory or constant-bank operand): defs and
                                 * uses leave it out (uniform.c reads the operands) */
    uint16_t ntargets;          /* branch targets known */
    const uint32_t *targets;    /* target byte offsets */
    const struct reg_ref *defs; /* registers written */
    const struct reg_ref *uses; /* registers read */
};

struct mir_func {
    const char *name;           /* symbol */
    size_t n;                   /* instruction count */
    struct mir_insn *insns;     /* n instructions in offset order */
    uint8_t sorted16;           /* set by a builder that saw the offsets strictly
                                   increasing: mir_find_offset tries off / 16 first */
};

/* Index of the instruction at byte offset off, or -1. Binary search. */
long mir_find_offset(const struct mir_func *f, uint32_t off);

#endif
