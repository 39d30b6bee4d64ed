/* emu_exec.h - the emulator's execution state, shared by emu.c (control,
 * scalar, run loop), emu_valu.c (vector ALU) and emu_vmem.c (memory). */
#ifndef WS_EMU_EXEC_H
#define WS_EMU_EXEC_H

#include "emu_float.h"
#include "emu_int.h"

#define EMU_NSREG 128       /* s0..s105, then the specials below (hardware operand numbers) */
#define SI_VCC 106
#define SI_NULL 124
#define SI_M0 125
#define SI_EXEC 126
#define SI_SCC 200          /* pseudo index: scc as an operand */
#define EMU_PQ 64           /* outstanding memory operations tracked per counter */

enum { WS_RUN, WS_BARRIER, WS_DONE };

struct pend {
    uint8_t file;           /* 0 VGPR, 1 SGPR */
    uint16_t reg, n;        /* registers the load writes */
    uint32_t fi, ii;        /* the load */
};

struct pq {                 /* one counter: vmcnt, lgkmcnt, vscnt */
    struct pend e[EMU_PQ];
    unsigned head, len;
};

struct wave {
    uint32_t s[EMU_NSREG];
    uint32_t (*v)[64];      /* v[reg][lane] */
    int scc;
    int lanes;              /* 32 or 64 */
    unsigned index;         /* in its workgroup */
    size_t fi, ii;          /* function and instruction about to run */
    int state;              /* WS_* */
    int denorm32;           /* f32 denormals kept (s_denorm_mode) */
    int round32, round64;   /* s_round_mode: 0 nearest even, 1 +inf, 2 -inf, 3 zero */
    uint8_t *scratch;       /* private memory, per lane private_segment_size bytes */
    uint16_t vbusy[RDNA_NUM_VGPR], sbusy[EMU_NSREG];
    struct pq q[3];
    int npend;
};

struct ectx {
    const struct emu_program *p;
    const struct emu_kernel *k;
    struct emu_mem *mem;
    const struct emu_launch *l;
    struct emu_result *res;
    struct emu_region *last_region;
    uint64_t kernarg;
    uint64_t budget;
    uint8_t *lds;
    uint32_t lds_size;
    unsigned wg[3];
    struct wave *w;         /* the wave running */
    size_t next_fi, next_ii;
    int jumped;
};

int emu_fail(struct ectx *c, enum ws_status st, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void emu_hazard(struct ectx *c, int file, int reg);
void emu_pend_push(struct ectx *c, int cnt, int file, int reg, int n);
void emu_check_read(struct ectx *c, const struct rdna_operand *o, int count);

int emu_sidx(const struct rdna_operand *o);
uint32_t emu_sget(const struct wave *w, int idx);
void emu_sset(struct wave *w, int idx, uint32_t v);
uint64_t emu_exec_mask(const struct wave *w);
uint64_t emu_lanemask(const struct wave *w, int idx);
void emu_set_lanemask(struct wave *w, int idx, uint64_t v);
uint64_t emu_const(const struct rdna_operand *o, int t);
int emu_is_const(const struct rdna_operand *o);
int emu_sread(struct ectx *c, const struct rdna_operand *o, int t, uint64_t *v);
int emu_swrite(struct ectx *c, const struct rdna_operand *o, int t, uint64_t v);
int emu_mem_access(struct ectx *c, uint64_t addr, void *buf, unsigned n, int store);

int emu_valu(struct ectx *c, const struct rdna_insn *in, const struct emu_dec *d);
int emu_lane_op(struct ectx *c, const struct rdna_insn *in, int op);
int emu_vmem(struct ectx *c, const struct rdna_insn *in, const struct emu_dec *d);
int emu_ds(struct ectx *c, const struct rdna_insn *in, const struct emu_dec *d);
int emu_image(struct ectx *c, const struct rdna_insn *in, const struct emu_dec *d);

#endif
