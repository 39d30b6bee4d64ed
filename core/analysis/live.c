/* live.c - register liveness and pressure over struct mir_func.
 *
 * The convention is nvdisasm's `-plr -lrm count` (CUDA 13), worked out from
 * every committed samples/<k>/sm_{80,90}.plr.txt and checked instruction by
 * instruction in tests/test_live.c:
 *
 *  1. Flow.  Liveness runs over instructions: the successors of i are i+1
 *     unless i is an unconditional BRA/BRX/EXIT/RET, plus the targets of
 *     a branch.  A predicated EXIT (@P0 EXIT) falls through, and so does
 *     BPT.TRAP (what lives after it counts at it: simpleAWBarrier sm_90,
 *     tests/data/parity/trap_sync).  A CALL falls
 *     through to the next instruction and has no edge to its callee (a
 *     subroutine is analysed on its own, as if entered from nowhere); RET has
 *     no successor.
 *  2. What counts at i: the registers read by i, written by i, and live
 *     after i: |uses(i) U defs(i) U live_out(i)| per class.  So a value
 *     counts from the instruction that writes it to the last one that reads
 *     it, both included; a write nobody reads still counts at its writer;
 *     a register read for the last time and another written by the same
 *     instruction both count there.
 *  3. Pairs and quads count every register (R4.64 = R4, R5; .128 = 4).  RZ,
 *     URZ, PT and UPT are not registers.  Convergence barriers (B0..) are
 *     not counted.
 *  4. A guarded write (@P0 MOV R4, R2) does not kill: the old value may
 *     survive, so the register stays live above it.  The guard is a read.
 *     A write of uniform registers only under a uniform predicate
 *     (@!UP0 UIADD3 UR10) kills, as -plr counts it (sass_mir.c).
 *     R2P PR, Rn, mask writes the masked predicates as one bit field of the
 *     predicate register and reads them too (sass_opcodes.c): they stay
 *     live above it (cub's radix sort, segmentationTreeThrust sm_80).
 *     P2R Rd, PR, RZ, mask reads none (mir pr_read): nvdisasm -plr -lrm
 *     wide marks no predicate at it (cub's scan_by_key, sm_80 and sm_90:
 *     `P2R R33, PR, RZ, 0x1` after P0's last guard).
 *  5. R1 (the stack pointer, written by the first instruction) counts at
 *     every instruction of a function that uses it, dead or not, even in
 *     unreachable padding (`.L_x_9: BRA .L_x_9`).
 *  6. Calls and returns follow a fixed register ABI, not the callee: a
 *     subroutine is analysed on its own (rule 1) and nothing flows between
 *     a CALL and its callee or a RET and the return points.  Let nregs be
 *     the section's register count: the highest GPR mentioned anywhere in
 *     the function (subroutines, pairs and quads included) plus 3.  That is
 *     SHI_REGISTERS on every sm_80 function of the samples, and it gives
 *     nvdisasm's numbers on sm_90 too, whose dump does not print the count.
 *     The ABI, read from nvdisasm -plr -lrm wide (which marks every register
 *     at every instruction: x read and written, v read, ^ written, : live):
 *       caller-saved = R0, R3..R15, and from R32 on the low half of each
 *                      group of eight (R32-R35, R40-R43, R48-R51, ...);
 *       callee-saved = R2, R16..R31, and from R32 on the high half of each
 *                      group of eight (R36-R39, R44-R47, ...);
 *     both below nregs.  R1 is the stack pointer.
 *  7. CALL reads R0 and R1 and writes every caller-saved GPR below the
 *     highest GPR that any function of the module mentions (plus one), and
 *     every P and UP that any function of the module mentions, and the URs
 *     it mentions and every one from UR4 up to the highest (byte_params
 *     sm_80 names UR4 and UR6:UR7: its CALLs count UR4..UR7 = 4; loop_break
 *     sm_90 names UR4..UR12: 9, not the 10 of even-aligned pairs): simpleMPI
 *     sm_80 (nregs 11, no GPR above R8 in the module) counts R0 R1 R3..R8 =
 *     8 at its CALL; NeuralNet sm_80 kernelUpdateBiases (nregs 13, the
 *     module up to R29) R0 R1 R3..R12 = 12.  The callee-saved
 *     ones (R2, R16..) pass through untouched: live across the CALL when
 *     live after it.  So a CALL counts R0, R1, the caller-saved GPRs
 *     below both limits and whatever callee-saved GPR lives across it.  A guarded
 *     CALL (@P0 CALL) kills nothing (rule 4), so everything live after it is
 *     live above it too (big_unrolled sm_80, nregs 64: `@P0 CALL` to a local
 *     EXIT counts R0 R1 R3..R15 and R32-35, R40-43, R48-51, R56-59 = 31).
 *     The call's argument and return-address registers are not read by
 *     the CALL: they die at their writes.  A call of a function of the
 *     calling convention (a device function: `$kernel$function`, or
 *     through a register; not nvcc's `$__internal_` slow paths) writes
 *     UR4..UR35 instead of the URs the module mentions: UR36 and up are
 *     callee-saved, and nvcc keeps what lives across such calls there
 *     (func_ptr, recursive_walk: the descriptor in UR36:UR37, counted live
 *     across, plus 32 at the CALL).  No CALL writes UR36 and up, whatever
 *     the module names (tests/data/parity/region_mix: the slow-path calls
 *     of a module whose recursive function names UR36:UR37 count 32).
 *  8. RET Rn reads its return-address pair Rn:Rn+1, R1 and every callee-
 *     saved GPR (R2, then R16 up to nregs-1 as in rule 6), and no P, UR or
 *     UP.  Those GPRs are counted live at the RET even when the function
 *     never names them (warp_scan sm_80: R17, R18 with nregs 19), and back
 *     through the subroutine up to its writes.  E.g. ieee_div sm_80 (nregs
 *     20): `RET.REL.NODEC R6` counts R1 R2 R6 R7 R16 R17 R18 R19 = 8.
 *  9. Before sm_90, `[R2.64]` global accesses read the descriptor pair that
 *     ULDC.64 loaded from c[0x0][0x118]; ATOMG.E.CAS reads a 64-bit address
 *     printed as [R14]; VOTE's last operand is read (sass_mir.c).
 * 10. Label lines: a label line carries the counts of the instruction after
 *     it when the instruction before it can fall through, a separator line
 *     otherwise.
 * 11. A guarded write kills, for the live-in of its block, a register that
 *     no read outside its guard needs after it (every later read is under
 *     the same guard: predicate and sense; what writes the predicate in
 *     between does not matter, simpleAWBarrier sm_90's @!UP0 around a
 *     VOTEU.ALL UP0), while the counts inside the block keep it live up to
 *     the write (rule 4).  Nor do reads past a reconvergence point: the
 *     liveness that decides the kill does not go from a BSYNC into its
 *     BSSY's target (flux in tests/data/parity/region_mix: `@!P0 FSEL
 *     R17` then `@!P0 BRA` to the BSYNC, R17 stored after it, is not live
 *     above its block; vote_compact's `@!P1 ATOMG R5` read at .L_x_4, before
 *     the BSYNC, is).  Reads under another predicate do not count as
 *     covered: sinf's Payne-Hanek table (@P2 MOV R10 .. read @P1 MOV R18,
 *     R10: NVIDIA's simpleSurfaceWrite sm_80) lives from the entry.  A
 *     guarded CALL's writes always kill for its block (nvcc's loop exit
 *     `@P0 CALL.REL.NOINC` of a local EXIT before the back branch:
 *     scalarProd, MC_SingleAsianOption, dwt2d sm_80 keep what the loop
 *     carries live from that block on only; the value from before lives
 *     on as shadow by rule 14: shoc BFS_kernel_one_block_spill sm_80 in
 *     the real-world corpus, `@P1 CALL.REL.NOINC` at 0x1840, R3 and R4
 *     live back through the blocks above it that no label starts).
 *     A branch under the write's guard (`@P0 MOV R4` .. `@P0 BRA L`) makes
 *     the reads past its taken edge reads under that guard: cuda-samples
 *     interval sm_80 (real-world corpus), `@P0 DMUL.RP R24, R6, R6` then
 *     `@P0 BRA .L_x_8`, R24:R25 read unguarded at .L_x_8 and written
 *     unguarded on the fall-through: -plr -lrm wide has R24:R25 live from
 *     .L_x_5 at 0x0570 on (rule 14), not from the entry; particlefilter's
 *     likelihood_kernel sm_90 the same (`@!P0 CS2R R2` .. `@!P0 BRA`).
 *     Blocks start at branch targets and at BSSY reconvergence points, as
 *     in -bbcfg.  smem_atomics sm_80 (-lrm wide): `@!P3 LDS R11` at 0x0660,
 *     read only by `@!P3 STG` at 0x0730, keeps R11 live from its block's
 *     start (.L_x_3, 0x05d0) but not at the BSYNC before it; vote_compact
 *     sm_80: `@!P1 ATOMG ... R5` read unguarded at .L_x_4 keeps R5 live
 *     above its block.  A read in the same block after the write is still
 *     exposed (R9, R13 there).
 * 12. A write of uniform registers under a uniform predicate (@!UP0 S2UR
 *     UR6) kills as an unguarded one does: simpleAWBarrier sm_90 counts
 *     UR5, UR6, UR12 from their @!UP0 writes on, not from the top of the
 *     block.  (Not for R: the translation colours VGPRs from this
 *     liveness, and a kill that may not happen would let another register
 *     share the VGPR of a value still needed.)
 * 13. In the block of a reconvergence point (a BSSY's target, after its
 *     BSYNC), a guarded write under a predicate that the block wrote before
 *     it kills for the block's live-in, whatever reads follow: cub's
 *     DeviceScanByKeyKernel (segmentationTreeThrust sm_90, .L_x_1972:
 *     ISETP P4, then @!P4 MOV R36/R38/R47, read unguarded after the next
 *     branch): -plr -lrm wide has them live from the block's start only.
 *     Not when the predicate comes from before the block (region_mix rates
 *     sm_80 .L_x_99: @!P0 MOV R0 keeps R0 live above), and not for a
 *     register read after the write under a guard on another predicate
 *     before an unguarded write of it, not past the next reconvergence
 *     point: shoc S3D sm_80 ratx_kernel (-plr of the real-world corpus),
 *     .L_x_388 at 0x9b90 (after `BSYNC B1`): DSETP.MAX.AND P0, P1 and
 *     ISETP P1 in the block, then `@P1 FSEL R32` and `@P1 FSEL R33`, `@P1
 *     BRA` to the next BSYNC; the fall-through writes R32 unguarded but
 *     R33 only under P0 (`@P0 IADD3 R33` and `@P0 IMAD.MOV.U32 R39, RZ,
 *     RZ, R33`): R33 lives from its read at 0x9670 across the region
 *     before, R32 does not.
 * 14. What a guarded write that kills by rules 11 and 13 does not kill,
 *     the value from before it, stays live as shadow liveness: through
 *     the start of its block and on up, but from a block into its
 *     predecessors only where the block starts at no label (a block that
 *     only a fall-through enters: after a conditional branch), so it stops
 *     at branch targets, reconvergence points and the like; an unguarded
 *     write ends it as it ends any liveness.  The real liveness passes
 *     labels as usual, the guarded writes of rules 11 and 13 killing it
 *     for their block's live-in; reads in the block after such a write
 *     stay exposed.  rodinia cfd (-plr of the real-world corpus): in the
 *     block after `@P0 BRA`, `@!P0 FFMA R33, ..` then `@!P0 BRA` to the
 *     BSYNC, R33 read past the reconvergence point; pre_euler3d sm_90 keeps
 *     R33 live back to its last read as an address half (no label
 *     between), euler3d_double sm_80 keeps R14 .. R19 live from the
 *     region's first block on, .L_x_18 at 0x0af0, the reconvergence point
 *     of the region before, but not at that region's BSYNC.  cub's onesweep
 *     radix sort (segmentationTreeThrust sm_80): `@!P1 LDG.E R46` at 0x8730
 *     is live from .L_x_111 at 0x8350, where a branch and a fall-through
 *     join, and not in the block falling into it.  region_mix sm_90 rates:
 *     `@P0 LOP3.LUT R5` in the reciprocal slow path keeps R5 live up to the
 *     subroutine's entry.
 */
#include "live.h"

#include <stdlib.h>
#include <string.h>

#define SASS_CALL_GPRS 16       /* rule 6: R0..R15 (but R1, R2) are caller-saved */
#define SASS_SP_REG 1           /* rule 5: R1 */
#define SASS_SAVED_LOW 2        /* rule 6: R2 is callee-saved */
#define SASS_ABI_HIGH 16        /* rule 6: R16..R31 callee-saved, then groups of 8 */
#define SASS_NREGS_EXTRA 3      /* rule 6: SHI_REGISTERS = highest GPR + 3 */
#define SASS_ABI_UR_FIRST 4     /* rule 7: an ABI call writes UR4 .. */
#define SASS_ABI_UR_END 36      /* .. UR35 */

static const char *const class_names[LIVE_NCLASS] = {
    "gpr", "pred", "ugpr", "upred", "vgpr", "sgpr",
};

const char *live_class_name(unsigned cls)
{
    return cls < LIVE_NCLASS ? class_names[cls] : "?";
}

/* The class of each MIR register class, -1 for those not counted (a
 * table: it is looked up for every operand of every instruction). */
static const int8_t live_class_of[RC_COUNT] = {
    [RC_GPR] = LIVE_GPR, [RC_PRED] = LIVE_PRED, [RC_UGPR] = LIVE_UGPR,
    [RC_UPRED] = LIVE_UPRED, [RC_BAR] = -1, [RC_VGPR] = LIVE_VGPR,
    [RC_SGPR] = LIVE_SGPR, [RC_SPECIAL] = -1,
};

static int class_of(unsigned rc)
{
    return rc < RC_COUNT ? live_class_of[rc] : -1;
}

/* ---- conventions -------------------------------------------------------- */

void live_conv_sass_init(struct live_conv *c)
{
    memset(c, 0, sizeof *c);
    c->isa = LIVE_ISA_SASS;
    c->call_gprs = SASS_CALL_GPRS;
}

void live_conv_rdna_init(struct live_conv *c)
{
    memset(c, 0, sizeof *c);
    c->isa = LIVE_ISA_RDNA;
}

static void conv_add_ref(struct live_conv *c, const struct reg_ref *r)
{
    for (unsigned k = 0; k < r->count; k++) {
        unsigned ix = r->index + k;
        if (r->cls == RC_PRED && ix < 8) c->pred_mask |= (uint8_t)(1u << ix);
        if (r->cls == RC_UPRED && ix < 8) c->upred_mask |= (uint8_t)(1u << ix);
        if (r->cls == RC_UGPR && ix < 64) c->ugpr_mask |= 1ull << ix;
        if (r->cls == RC_GPR && ix + 1 > c->gpr_end) c->gpr_end = (uint16_t)(ix + 1);
    }
}

void live_conv_sass_add(struct live_conv *c, const struct mir_func *f)
{
    for (size_t i = 0; i < f->n; i++) {
        const struct mir_insn *mi = &f->insns[i];
        for (unsigned k = 0; k < mi->ndefs; k++) conv_add_ref(c, &mi->defs[k]);
        for (unsigned k = 0; k < mi->nuses; k++) conv_add_ref(c, &mi->uses[k]);
    }
    /* rule 7: the URs from UR4 up to the highest one mentioned */
    for (unsigned b = 63; b >= SASS_ABI_UR_FIRST; b--)
        if ((c->ugpr_mask >> b) & 1) {
            c->ugpr_mask |= ((b == 63 ? ~0ull : (1ull << (b + 1)) - 1)) & ~((1ull << SASS_ABI_UR_FIRST) - 1);
            break;
        }
}

/* ---- bit sets ------------------------------------------------------------ */

struct bitlist {        /* bit indices per instruction, flattened */
    uint32_t *start;    /* n+1 offsets into bits */
    uint16_t *bits;
    size_t len, cap;
};

static int bl_grow(struct bitlist *l, size_t more)
{
    size_t cap = l->cap ? l->cap * 2 : 256;
    while (cap < l->len + more)
        cap *= 2;
    uint16_t *nb = realloc(l->bits, cap * sizeof *nb);
    if (!nb)
        return -1;
    l->bits = nb;
    l->cap = cap;
    return 0;
}

/* Room for more bits in l. */
static inline int bl_reserve(struct bitlist *l, size_t more)
{
    return l->len + more <= l->cap ? 0 : bl_grow(l, more);
}

static inline int bl_push(struct bitlist *l, uint16_t bit)
{
    if (bl_reserve(l, 1))
        return -1;
    l->bits[l->len++] = bit;
    return 0;
}

static void set_bit(uint64_t *s, unsigned b) { s[b >> 6] |= 1ull << (b & 63); }
static void clr_bit(uint64_t *s, unsigned b) { s[b >> 6] &= ~(1ull << (b & 63)); }
static int get_bit(const uint64_t *s, unsigned b) { return (int)((s[b >> 6] >> (b & 63)) & 1); }

/* ---- the analysis -------------------------------------------------------- */

struct work {
    const struct mir_func *f;
    const struct live_conv *conv;
    struct live_info *li;
    unsigned nregs;             /* rule 6: the function's register count */
    struct bitlist uses, defs;  /* per instruction, conventions included
                                   (live_compute_gprs: usets, dsets below) */
    uint32_t *tstart;           /* n+1 offsets into tgt */
    uint32_t *tgt;              /* successor indices other than i+1 */
    uint8_t *falls;             /* i+1 is a successor */
    /* The fixpoint runs over basic blocks (a block ends at an instruction
     * with targets or without a fall-through, and before a target), then
     * one backward walk per block gives every instruction its set. */
    size_t nb;
    uint32_t *bstart;           /* nb+1: first instruction of each block */
    uint32_t *bof;              /* the block of each instruction */
    uint64_t *in;               /* live-in per block, nb * words */
    uint64_t *gen;              /* per block: read before any killing write */
    uint64_t *kill;             /* per block: written unguarded */
    uint64_t *tmp;
    uint8_t *sync_end;          /* per block: ends in the BSYNC right before
                                   its BSSY's reconvergence point (rule 11) */
    int alloc;                  /* conv->alloc: no guarded write kills */
    /* Rule 14: with guarded writes that kill (SASS, not alloc), in is the
     * real and shadow liveness together and inr the real one alone; a
     * block starting at a label (lab) passes only inr to its predecessors. */
    uint64_t *inr;              /* real live-in per block, or NULL */
    uint8_t *lab;               /* per block: starts at a label */
    int gpr_only;               /* live_compute_gprs: the GPR class alone */
    uint64_t *usets, *dsets;    /* live_compute_gprs: per instruction, the
                                   bits of uses and defs as sets (n * words),
                                   which block_summaries and finish_sets read */
    size_t use_bits, def_bits;  /* the operands' registers, all classes */
};

/* Rule 4: a write that may not happen does not kill; a uniform one under
 * a uniform predicate (@!UP0 UMOV UR5) does (rule 12). */
static inline int kills(const struct mir_insn *mi, int alloc)
{
    if (!mi->guarded)
        return 1;
    if (alloc || !(mi->guard & 16))
        return 0;
    for (unsigned k = 0; k < mi->ndefs; k++)
        if (mi->defs[k].cls != RC_UGPR && mi->defs[k].cls != RC_UPRED)
            return 0;
    return 1;
}

static int is_flow_end(const struct mir_insn *mi)
{
    switch (mi->flow) {
    /* BPT.TRAP is not an end: nvdisasm keeps its fall-through edge, and
     * -plr counts what the next block reads as live at the trap
     * (simpleAWBarrier's and reductionMultiBlockCG's grid.sync() check) */
    case FLOW_JUMP: case FLOW_EXIT: case FLOW_RET: case FLOW_INDIRECT:
        return !mi->conditional;
    default:
        return 0;
    }
}

/* The sizes (highest index + 1 per class) that operands r[0..n) need,
 * and the count of their registers into *bits. */
static inline void layout_refs(const struct reg_ref *r, unsigned n, uint16_t *size, size_t *bits)
{
    for (unsigned k = 0; k < n; k++) {
        int c = class_of(r[k].cls);
        unsigned end = r[k].index + r[k].count;
        if (c >= 0 && end > size[c])
            size[c] = (uint16_t)end;
        *bits += r[k].count;
    }
}

static void layout_fix(struct work *w, int has_call, int has_ret, int has_abi_call);

static void layout(struct work *w)
{
    struct live_info *li = w->li;
    int has_call = 0, has_ret = 0, has_abi_call = 0;
    uint16_t size[LIVE_NCLASS] = { 0 };
    size_t def_bits = 0, use_bits = 0;
    for (size_t i = 0; i < w->f->n; i++) {
        const struct mir_insn *mi = &w->f->insns[i];
        layout_refs(mi->defs, mi->ndefs, size, &def_bits);
        layout_refs(mi->uses, mi->nuses, size, &use_bits);
        has_call |= mi->flow == FLOW_CALL;
        has_abi_call |= mi->flow == FLOW_CALL && mi->abi_call;
        has_ret |= mi->flow == FLOW_RET;
    }
    memcpy(li->size, size, sizeof size);
    w->def_bits = def_bits;
    w->use_bits = use_bits;
    layout_fix(w, has_call, has_ret, has_abi_call);
}

/* The rest of the layout, from the sizes the operands need: what calls
 * and returns add (rules 6-8), the classes live_compute_gprs leaves out,
 * where each class starts. */
static void layout_fix(struct work *w, int has_call, int has_ret, int has_abi_call)
{
    struct live_info *li = w->li;
    const struct live_conv *cv = w->conv;
    /* rule 6: highest GPR + 3 (size is highest + 1) */
    w->nregs = li->size[LIVE_GPR] + SASS_NREGS_EXTRA - 1u;
    if (cv && cv->isa == LIVE_ISA_SASS && (has_call || has_ret) && li->size[LIVE_GPR] < w->nregs)
        li->size[LIVE_GPR] = (uint16_t)w->nregs;
    if (cv && cv->isa == LIVE_ISA_SASS && has_abi_call && li->size[LIVE_UGPR] < SASS_ABI_UR_END)
        li->size[LIVE_UGPR] = SASS_ABI_UR_END;
    if (cv && cv->isa == LIVE_ISA_SASS && has_call) {
        if (li->size[LIVE_GPR] < cv->call_gprs) li->size[LIVE_GPR] = cv->call_gprs;
        for (unsigned b = 0; b < 64; b++) {
            if ((cv->ugpr_mask >> b) & 1 && li->size[LIVE_UGPR] <= b) li->size[LIVE_UGPR] = (uint16_t)(b + 1);
            if (b < 8 && (cv->pred_mask >> b) & 1 && li->size[LIVE_PRED] <= b) li->size[LIVE_PRED] = (uint16_t)(b + 1);
            if (b < 8 && (cv->upred_mask >> b) & 1 && li->size[LIVE_UPRED] <= b) li->size[LIVE_UPRED] = (uint16_t)(b + 1);
        }
    }
    if (w->gpr_only)
        for (int c = 0; c < LIVE_NCLASS; c++)
            if (c != LIVE_GPR)
                li->size[c] = 0;
    unsigned total = 0;
    for (int c = 0; c < LIVE_NCLASS; c++) {
        li->base[c] = (uint16_t)total;
        total += li->size[c];
    }
    li->words = total / 64 + 1;
}

/* The bits of operands r[0..n) onto l, which has room for them, but those
 * of a class without bits (not counted, or left out by live_compute_gprs:
 * layout gave it no size), and with no_pred no predicates (rule 4's P2R). */
static inline void push_refs(const struct live_info *li, struct bitlist *l, const struct reg_ref *r,
                             unsigned n, int no_pred)
{
    size_t len = l->len;        /* an index: bits is NULL where no room was needed */
    for (unsigned k = 0; k < n; k++) {
        int c = class_of(r[k].cls);
        if (c < 0 || !li->size[c] || (no_pred && (c == LIVE_PRED || c == LIVE_UPRED)))
            continue;
        unsigned bit = li->base[c] + r[k].index;
        for (unsigned j = 0; j < r[k].count; j++)
            l->bits[len++] = (uint16_t)(bit + j);
    }
    l->len = len;
}

static int push_reg(struct work *w, struct bitlist *l, int c, unsigned index)
{
    if (index >= w->li->size[c])
        return 0;
    return bl_push(l, (uint16_t)(w->li->base[c] + index));
}

/* Rule 6: the SASS call ABI.  R1 (the stack pointer) is neither. */
static int caller_saved(const struct work *w, unsigned r)
{
    if (r < w->conv->call_gprs)
        return r != SASS_SP_REG && r != SASS_SAVED_LOW && r < w->nregs;
    return r >= 2 * SASS_ABI_HIGH && r < w->nregs && !((r - 2 * SASS_ABI_HIGH) & 4);
}

static int callee_saved(const struct work *w, unsigned r)
{
    if (r == SASS_SAVED_LOW)
        return 1;
    return r >= SASS_ABI_HIGH && r < w->nregs && !caller_saved(w, r);
}

/* Rule 7: what a SASS CALL touches beyond its operands. */
static int call_refs(struct work *w, const struct mir_insn *mi)
{
    const struct live_conv *cv = w->conv;
    if (push_reg(w, &w->uses, LIVE_GPR, 0) || push_reg(w, &w->uses, LIVE_GPR, SASS_SP_REG))
        return -1;
    for (unsigned r = 0; r < w->li->size[LIVE_GPR]; r++)
        if (caller_saved(w, r) && r < cv->gpr_end &&
            push_reg(w, &w->defs, LIVE_GPR, r))
            return -1;
    for (unsigned b = 0; b < 64; b++) {
        /* UR36 and up are callee-saved: no call writes them (rates and
         * flux in tests/data/parity/region_mix: 32 URs at each slow-path
         * CALL of a module whose recursive function names UR36, UR37) */
        int ur = b < SASS_ABI_UR_END &&
                 (mi->abi_call ? b >= SASS_ABI_UR_FIRST : (int)((cv->ugpr_mask >> b) & 1));
        if (ur && push_reg(w, &w->defs, LIVE_UGPR, b)) return -1;
        if (b < 8 && ((cv->pred_mask >> b) & 1) && push_reg(w, &w->defs, LIVE_PRED, b)) return -1;
        if (b < 8 && ((cv->upred_mask >> b) & 1) && push_reg(w, &w->defs, LIVE_UPRED, b)) return -1;
    }
    return 0;
}

/* Rule 8: what a SASS RET reads beyond its return-address pair. */
static int ret_refs(struct work *w)
{
    if (push_reg(w, &w->uses, LIVE_GPR, SASS_SP_REG))
        return -1;
    for (unsigned r = 0; r < w->li->size[LIVE_GPR]; r++)
        if (callee_saved(w, r) && push_reg(w, &w->uses, LIVE_GPR, r))
            return -1;
    return 0;
}

static int build_lists(struct work *w)
{
    const struct mir_func *f = w->f;
    int sass = w->conv && w->conv->isa == LIVE_ISA_SASS;
    w->uses.len = w->defs.len = 0;
    /* room for the operands' bits (layout counted them); CALL and RET
     * push more, a bit at a time */
    if (bl_reserve(&w->uses, w->use_bits) || bl_reserve(&w->defs, w->def_bits))
        return -1;
    for (size_t i = 0; i < f->n; i++) {
        const struct mir_insn *mi = &f->insns[i];
        w->uses.start[i] = (uint32_t)w->uses.len;
        w->defs.start[i] = (uint32_t)w->defs.len;
        push_refs(w->li, &w->uses, mi->uses, mi->nuses, mi->pr_read);
        push_refs(w->li, &w->defs, mi->defs, mi->ndefs, 0);
        if (sass && (mi->flow == FLOW_CALL || mi->flow == FLOW_RET) &&
            ((mi->flow == FLOW_CALL ? call_refs(w, mi) : ret_refs(w)) ||
             /* they took room that the operands after them need */
             bl_reserve(&w->uses, w->use_bits) || bl_reserve(&w->defs, w->def_bits)))
            return -1;
    }
    w->uses.start[f->n] = (uint32_t)w->uses.len;
    w->defs.start[f->n] = (uint32_t)w->defs.len;
    return 0;
}

/* The registers the GPR operands r[0..n) need: the highest + 1. */
static inline unsigned gpr_size(const struct reg_ref *r, unsigned n, unsigned size)
{
    for (unsigned k = 0; k < n; k++)
        if (r[k].cls == RC_GPR && r[k].index + r[k].count > size)
            size = r[k].index + r[k].count;
    return size;
}

/* The GPR bits of operands r[0..n) into set s (a bit is the register's
 * index as a 16-bit bit number, as the lists hold it). */
static inline void set_gprs(uint64_t *s, const struct reg_ref *r, unsigned n)
{
    for (unsigned k = 0; k < n; k++) {
        if (r[k].cls != RC_GPR)
            continue;
        unsigned b = r[k].index, c = r[k].count;
        if (c == 1) {
            set_bit(s, b);
            continue;
        }
        for (unsigned j = 0; j < c; j++)
            set_bit(s, (uint16_t)(b + j));
    }
}

/* live_compute_gprs' layout and operand sets: the GPRs are the first
 * class (base 0), so a GPR's bit is its index whatever their count, and
 * the other classes get none.  One pass finds the count (the words of a
 * set), the next writes each instruction's sets.  Returns 1 at a CALL or
 * RET, which needs the count before its bits (rules 6-8): layout and
 * build_lists then do it the long way; -1 without memory. */
static int build_gpr_sets(struct work *w)
{
    const struct mir_func *f = w->f;
    unsigned size = 0;
    for (size_t i = 0; i < f->n; i++) {
        const struct mir_insn *mi = &f->insns[i];
        if (mi->flow == FLOW_CALL || mi->flow == FLOW_RET)
            return 1;
        size = gpr_size(mi->defs, mi->ndefs, gpr_size(mi->uses, mi->nuses, size));
    }
    w->li->size[LIVE_GPR] = (uint16_t)(size < UINT16_MAX ? size : UINT16_MAX);
    layout_fix(w, 0, 0, 0);
    size_t W = w->li->words;
    w->usets = calloc(f->n * W + 1, sizeof *w->usets);
    w->dsets = calloc(f->n * W + 1, sizeof *w->dsets);
    if (!w->usets || !w->dsets)
        return -1;
    for (size_t i = 0; i < f->n; i++) {
        const struct mir_insn *mi = &f->insns[i];
        set_gprs(&w->usets[i * W], mi->uses, mi->nuses);
        set_gprs(&w->dsets[i * W], mi->defs, mi->ndefs);
    }
    return 0;
}

/* The lists' bits as sets (live_compute_gprs the long way). */
static int sets_from_lists(struct work *w)
{
    size_t n = w->f->n, W = w->li->words;
    w->usets = calloc(n * W + 1, sizeof *w->usets);
    w->dsets = calloc(n * W + 1, sizeof *w->dsets);
    if (!w->usets || !w->dsets)
        return -1;
    for (size_t i = 0; i < n; i++) {
        for (uint32_t k = w->uses.start[i]; k < w->uses.start[i + 1]; k++)
            set_bit(&w->usets[i * W], w->uses.bits[k]);
        for (uint32_t k = w->defs.start[i]; k < w->defs.start[i + 1]; k++)
            set_bit(&w->dsets[i * W], w->defs.bits[k]);
    }
    return 0;
}

/* The layout and the operands' bits: lists, or for live_compute_gprs
 * sets (in two passes where it can). */
static int layout_lists(struct work *w)
{
    int rc = w->gpr_only ? build_gpr_sets(w) : 1;
    if (rc <= 0)
        return rc;
    layout(w);
    if (build_lists(w))
        return -1;
    return w->gpr_only ? sets_from_lists(w) : 0;
}

/* The successors, and the leaders of the blocks in lead (n + 1 bytes,
 * zero): instruction 0, every branch target and every instruction after
 * one with targets or without a fall-through. */
static int build_succs(struct work *w, uint8_t *lead)
{
    const struct mir_func *f = w->f;
    size_t nt = 0;
    for (size_t i = 0; i < f->n; i++)
        if (f->insns[i].flow == FLOW_JUMP || f->insns[i].flow == FLOW_INDIRECT)
            nt += f->insns[i].ntargets;
    w->tgt = malloc((nt + 1) * sizeof *w->tgt);
    if (!w->tgt)
        return -1;
    nt = 0;
    lead[0] = 1;
    for (size_t i = 0; i < f->n; i++) {
        const struct mir_insn *mi = &f->insns[i];
        w->tstart[i] = (uint32_t)nt;
        if (mi->flow == FLOW_NONE && !mi->ntargets) {   /* most: falls through, no target */
            w->falls[i] = i + 1 < f->n;     /* (the last: lead[n] is not read) */
            continue;
        }
        w->falls[i] = i + 1 < f->n && !is_flow_end(mi);
        if (mi->flow == FLOW_JUMP || mi->flow == FLOW_INDIRECT) {
            for (unsigned k = 0; k < mi->ntargets; k++) {
                long t = mir_find_offset(f, mi->targets[k]);
                if (t >= 0) {
                    w->tgt[nt++] = (uint32_t)t;
                    lead[t] = 1;
                }
            }
        } else if (mi->flow == FLOW_NONE && mi->ntargets) {
            /* a BSSY's reconvergence point starts a block too, no edge
             * (nvdisasm -bbcfg's blocks; rule 11 kills per block) */
            long t = mir_find_offset(f, mi->targets[0]);
            if (t >= 0)
                lead[t] = 1;
        }
        if (!w->falls[i] || w->tstart[i] < nt)
            lead[i + 1] = 1;
    }
    w->tstart[f->n] = (uint32_t)nt;
    return 0;
}

/* The blocks, from the leaders build_succs marked. */
static int build_blocks(struct work *w, const uint8_t *lead)
{
    size_t n = w->f->n, b = 0;
    w->bstart = malloc((n + 1) * sizeof *w->bstart);    /* n blocks at most */
    w->bof = malloc((n + 1) * sizeof *w->bof);
    if (!w->bstart || !w->bof)
        return -1;
    for (size_t i = 0; i < n; i++) {
        if (lead[i])
            w->bstart[b++] = (uint32_t)i;
        w->bof[i] = (uint32_t)(b - 1);
    }
    w->nb = b;
    w->bstart[b] = (uint32_t)n;
    size_t W = w->li->words;
    w->in = calloc(b * W + 1, sizeof *w->in);
    w->gen = calloc(b * W + 1, sizeof *w->gen);
    w->kill = calloc(b * W + 1, sizeof *w->kill);
    return !w->in || !w->gen || !w->kill ? -1 : 0;
}

/* live_out of block b (the union of its successors' live-in) into w->tmp */
static void block_out(struct work *w, size_t b)
{
    size_t W = w->li->words, last = w->bstart[b + 1] - 1;
    uint64_t *tmp = w->tmp;
    if (w->falls[last]) {
        const uint64_t *next = &(w->inr && w->lab[b + 1] ? w->inr : w->in)[(b + 1) * W];
        for (size_t k = 0; k < W; k++) tmp[k] = next[k];
    } else {
        for (size_t k = 0; k < W; k++) tmp[k] = 0;
    }
    for (uint32_t t = w->tstart[last]; t < w->tstart[last + 1]; t++) {
        size_t tb = w->bof[w->tgt[t]];
        const uint64_t *tin = &(w->inr && w->lab[tb] ? w->inr : w->in)[tb * W];
        for (size_t k = 0; k < W; k++) tmp[k] |= tin[k];
    }
}

/* block_summaries from the operand sets (live_compute_gprs), a word at a
 * time. */
static void block_summaries_sets(struct work *w)
{
    size_t W = w->li->words;
    for (size_t b = 0; b < w->nb; b++) {
        uint64_t *gen = &w->gen[b * W], *kill = &w->kill[b * W];
        for (size_t i = w->bstart[b + 1]; i-- > w->bstart[b];) {
            const uint64_t *u = &w->usets[i * W], *d = &w->dsets[i * W];
            if (kills(&w->f->insns[i], w->alloc))
                for (size_t k = 0; k < W; k++) {
                    gen[k] = (gen[k] & ~d[k]) | u[k];
                    kill[k] |= d[k];
                }
            else
                for (size_t k = 0; k < W; k++)
                    gen[k] |= u[k];
        }
    }
}

/* in(i) = uses(i) U (out(i) - unguarded defs(i)), composed over a block:
 * gen = what the block reads before writing it, kill = what it writes. */
static void block_summaries(struct work *w)
{
    size_t W = w->li->words;
    if (w->usets) {
        block_summaries_sets(w);
        return;
    }
    for (size_t b = 0; b < w->nb; b++) {
        uint64_t *gen = &w->gen[b * W], *kill = &w->kill[b * W];
        for (size_t i = w->bstart[b + 1]; i-- > w->bstart[b];) {
            if (kills(&w->f->insns[i], w->alloc))
                for (uint32_t k = w->defs.start[i]; k < w->defs.start[i + 1]; k++) {
                    clr_bit(gen, w->defs.bits[k]);
                    set_bit(kill, w->defs.bits[k]);
                }
            for (uint32_t k = w->uses.start[i]; k < w->uses.start[i + 1]; k++)
                set_bit(gen, w->uses.bits[k]);
        }
    }
}

static void fixpoint(struct work *w)
{
    size_t W = w->li->words;
    int changed = 1;
    while (changed) {
        changed = 0;
        for (size_t b = w->nb; b-- > 0;) {
            block_out(w, b);
            const uint64_t *gen = &w->gen[b * W], *kill = &w->kill[b * W];
            uint64_t *in = &w->in[b * W], diff = 0;
            for (size_t k = 0; k < W; k++) {
                uint64_t v = gen[k] | (w->tmp[k] & ~kill[k]);
                diff |= in[k] ^ v;
                in[k] = v;
            }
            changed |= diff != 0;
        }
    }
}

/* Rule 11: a write under guard g kills, for the live-in of its block, a
 * register that no read outside g needs afterwards (every later read is
 * under the same guard: the same predicate, the same sense, whatever
 * writes the predicate in between); the counts inside the block still
 * keep it live up to the write (finish).  For each guard that writes: the
 * liveness of the reads not under g (unguarded writes kill), then each
 * g-write whose register that liveness does not hold after it joins its
 * block's kill set. */
/* One block of guarded_kills' liveness for guard g, backwards: L (on
 * entry the block's live-out, on return its live-in) holds the reads not
 * under g, G the reads under g since the last write of g's predicate; a
 * write of the predicate makes G's reads plain ones.  With kill, a write
 * under g of a register not in L joins it. */
static void guard_block(struct work *w, size_t b, unsigned g, unsigned pbit,
                        uint64_t *L, uint64_t *G, uint64_t *kill)
{
    size_t W = w->li->words;
    for (size_t i = w->bstart[b + 1]; i-- > w->bstart[b];) {
        const struct mir_insn *mi = &w->f->insns[i];
        int redef = 0, k_all = kills(mi, w->alloc);
        for (uint32_t k = w->defs.start[i]; k < w->defs.start[i + 1]; k++) {
            unsigned bit = w->defs.bits[k];
            redef |= bit == pbit;
            if (k_all) {
                clr_bit(L, bit);
                clr_bit(G, bit);
            } else if (kill && mi->guard == g && (!get_bit(L, bit) || mi->flow == FLOW_CALL)) {
                set_bit(kill, bit);
            }
        }
        if (redef)
            for (size_t k = 0; k < W; k++) {
                L[k] |= G[k];
                G[k] = 0;
            }
        uint64_t *to = mi->guard == g ? G : L;
        for (uint32_t k = w->uses.start[i]; k < w->uses.start[i + 1]; k++)
            set_bit(to, w->uses.bits[k]);
    }
}

static int bar_of(const struct reg_ref *r, unsigned n)
{
    for (unsigned k = 0; k < n; k++)
        if (r[k].cls == RC_BAR)
            return r[k].index;
    return -1;
}

/* The blocks that end in a BSYNC Bn right before the reconvergence point
 * of a BSSY Bn, `(L) (nvdisasm puts it there). */
static void mark_sync_ends(struct work *w)
{
    const struct mir_func *f = w->f;
    for (size_t i = 0; i < f->n; i++) {
        const struct mir_insn *mi = &f->insns[i];
        int bar = mi->flow == FLOW_NONE && mi->ntargets ? bar_of(mi->defs, mi->ndefs) : -1;
        if (bar < 0)
            continue;
        long t = mir_find_offset(f, mi->targets[0]);
        if (t <= 0)
            continue;
        const struct mir_insn *sy = &f->insns[t - 1];
        if (sy->flow == FLOW_NONE && !sy->ndefs && bar_of(sy->uses, sy->nuses) == bar &&
            w->bstart[w->bof[t]] == (uint32_t)t)
            w->sync_end[w->bof[t - 1]] = 1;
    }
}

static unsigned guard_pbit(const struct work *w, unsigned g)
{
    unsigned pidx = (g - 1) & 7;
    int pcls = (g - 1) & 16 ? LIVE_UPRED : LIVE_PRED;
    return pidx < w->li->size[pcls] ? w->li->base[pcls] + pidx : UINT16_MAX;
}

/* The live-out of block b for guard g's liveness (rule 11): L the reads
 * not under g, G those under g.  A BSYNC block right before its
 * reconvergence point takes nothing from it; the taken edge of `@g BRA`
 * (the same predicate and sense) makes every read past it one under g. */
static void guard_out(struct work *w, size_t b, unsigned g, const uint64_t *inL,
                      const uint64_t *inG, uint64_t *L, uint64_t *G)
{
    size_t W = w->li->words, last = w->bstart[b + 1] - 1;
    const struct mir_insn *mi = &w->f->insns[last];
    int taken_g = mi->flow == FLOW_JUMP && mi->conditional && mi->guard == g;
    memset(L, 0, W * sizeof *L);
    memset(G, 0, W * sizeof *G);
    if (w->falls[last] && !w->sync_end[b])
        for (size_t k = 0; k < W; k++) {
            L[k] = inL[(b + 1) * W + k];
            G[k] = inG[(b + 1) * W + k];
        }
    for (uint32_t t = w->tstart[last]; t < w->tstart[last + 1]; t++) {
        size_t tb = (size_t)w->bof[w->tgt[t]] * W;
        for (size_t k = 0; k < W; k++) {
            if (taken_g) {
                G[k] |= inL[tb + k] | inG[tb + k];
            } else {
                L[k] |= inL[tb + k];
                G[k] |= inG[tb + k];
            }
        }
    }
}

/* Whether register bit r, written at instruction i, is read after i
 * under a guard on another predicate than pbit before an unguarded write
 * of it, not past the next reconvergence point (rule 13). */
static int read_other_pred(struct work *w, size_t i, unsigned r, unsigned pbit)
{
    size_t n = w->f->n;
    uint8_t *seen = calloc(n + 1, 1);
    uint32_t *stack = malloc((2 * n + w->tstart[n] + 2) * sizeof *stack);
    int found = 0;
    size_t sp = 0;
    if (!seen || !stack) {
        free(seen); free(stack);
        return 1;
    }
    if (i + 1 < n && w->falls[i]) stack[sp++] = (uint32_t)(i + 1);
    for (uint32_t t = w->tstart[i]; t < w->tstart[i + 1]; t++) stack[sp++] = w->tgt[t];
    while (sp && !found) {
        size_t j = stack[--sp];
        if (seen[j])
            continue;
        seen[j] = 1;
        const struct mir_insn *mj = &w->f->insns[j];
        for (uint32_t k = w->uses.start[j]; k < w->uses.start[j + 1]; k++)
            if (w->uses.bits[k] == r && mj->guard && guard_pbit(w, mj->guard) != pbit)
                found = 1;
        int killed = 0;
        if (kills(mj, w->alloc))
            for (uint32_t k = w->defs.start[j]; k < w->defs.start[j + 1]; k++)
                killed |= w->defs.bits[k] == r;
        if (killed)
            continue;
        int last = j + 1 == n || w->bstart[w->bof[j] + 1] == j + 1;
        if (w->falls[j] && j + 1 < n && !(last && w->sync_end[w->bof[j]]) && !seen[j + 1])
            stack[sp++] = (uint32_t)(j + 1);
        for (uint32_t t = w->tstart[j]; t < w->tstart[j + 1]; t++)
            if (!seen[w->tgt[t]])
                stack[sp++] = w->tgt[t];
    }
    free(seen); free(stack);
    return found;
}

static uint64_t *guarded_kills(struct work *w)
{
    size_t W = w->li->words, nbw = w->nb * W;
    uint32_t guards = 0;
    for (size_t i = 0; i < w->f->n; i++)
        if (w->f->insns[i].guard && w->defs.start[i] < w->defs.start[i + 1])
            guards |= 1u << (w->f->insns[i].guard & 31);
    if (!guards)
        return NULL;
    uint64_t *inL = malloc((nbw + 1) * sizeof *inL), *inG = malloc((nbw + 1) * sizeof *inG);
    uint64_t *L = malloc((W + 1) * sizeof *L), *G = malloc((W + 1) * sizeof *G);
    uint64_t *extra = calloc(nbw + 1, sizeof *extra);
    w->sync_end = calloc(w->nb + 1, 1);
    if (!inL || !inG || !L || !G || !extra || !w->sync_end) {   /* no memory: the guarded writes kill nothing */
        free(inL); free(inG); free(L); free(G); free(extra);
        return NULL;
    }
    mark_sync_ends(w);
    for (unsigned g = 1; g < 32; g++) {
        if (!((guards >> g) & 1))
            continue;
        unsigned pidx = (g - 1) & 7;
        int pcls = (g - 1) & 16 ? LIVE_UPRED : LIVE_PRED;
        unsigned pbit = pidx < w->li->size[pcls] ? w->li->base[pcls] + pidx : UINT16_MAX;
        memset(inL, 0, nbw * sizeof *inL);
        memset(inG, 0, nbw * sizeof *inG);
        for (int changed = 1; changed;) {
            changed = 0;
            for (size_t b = w->nb; b-- > 0;) {
                guard_out(w, b, g, inL, inG, L, G);
                guard_block(w, b, g, pbit, L, G, NULL);
                uint64_t diff = 0;
                for (size_t k = 0; k < W; k++) {
                    diff |= (inL[b * W + k] ^ L[k]) | (inG[b * W + k] ^ G[k]);
                    inL[b * W + k] = L[k];
                    inG[b * W + k] = G[k];
                }
                changed |= diff != 0;
            }
        }
        for (size_t b = 0; b < w->nb; b++) {
            guard_out(w, b, g, inL, inG, L, G);
            guard_block(w, b, g, pbit, L, G, &extra[b * W]);
        }
    }
    /* rule 13: in the block of a reconvergence point, a write under a
     * predicate the block itself wrote before it kills, unless a read
     * under another predicate follows */
    for (size_t b = 1; b < w->nb; b++) {
        if (!w->sync_end[b - 1])
            continue;
        for (size_t i = w->bstart[b]; i < w->bstart[b + 1]; i++) {
            const struct mir_insn *mi = &w->f->insns[i];
            if (kills(mi, w->alloc) || !mi->guard)
                continue;
            unsigned gbit = guard_pbit(w, mi->guard);
            int set_here = 0;
            for (size_t j = w->bstart[b]; j < i && !set_here; j++)
                for (uint32_t k = w->defs.start[j]; k < w->defs.start[j + 1]; k++)
                    set_here |= w->defs.bits[k] == gbit;
            if (set_here)
                for (uint32_t k = w->defs.start[i]; k < w->defs.start[i + 1]; k++)
                    if (!read_other_pred(w, i, w->defs.bits[k], gbit))
                        set_bit(&extra[b * W], w->defs.bits[k]);
        }
    }
    free(inL); free(inG); free(L); free(G);
    return extra;
}

/* Rule 14: the blocks that start at a label: the entry and every
 * instruction some branch, BSSY, CALL or WARPSYNC names. */
static void mark_labels(struct work *w)
{
    const struct mir_func *f = w->f;
    w->lab[0] = 1;
    for (size_t i = 0; i < f->n; i++)
        for (unsigned k = 0; k < f->insns[i].ntargets; k++) {
            long t = mir_find_offset(f, f->insns[i].targets[k]);
            if (t >= 0 && w->bstart[w->bof[t]] == (uint32_t)t)
                w->lab[w->bof[t]] = 1;
        }
}

/* Rules 11, 13 and 14: cover holds, per block, the guarded writes that
 * kill its real live-in (rules 11 and 13); what they do not kill, the
 * value from before them, stays live as shadow, which enters a block's
 * predecessor only where that block starts at no label.  A block's real
 * live-in is what it reads (guarded writes before the reads do not hide
 * them) and its real live-out less every write of cover and kill; its
 * shadow live-in the live-out registers cover writes, and the shadow
 * live-out less what the block writes.  Returns -1 without memory. */
static int solve_shadow(struct work *w, const uint64_t *cover)
{
    size_t W = w->li->words, nb = w->nb, nbw = nb * W;
    w->inr = calloc(nbw + 1, sizeof *w->inr);
    w->lab = calloc(nb + 1, 1);
    uint64_t *ins = calloc(nbw + 1, sizeof *ins);
    uint64_t *oR = calloc(W + 1, sizeof *oR), *oS = calloc(W + 1, sizeof *oS);
    if (!w->inr || !w->lab || !ins || !oR || !oS) {
        free(w->inr); free(w->lab); free(ins); free(oR); free(oS);
        w->inr = NULL;
        w->lab = NULL;
        return -1;
    }
    mark_labels(w);
    for (int changed = 1; changed;) {
        changed = 0;
        for (size_t b = nb; b-- > 0;) {
            size_t last = w->bstart[b + 1] - 1;
            memset(oR, 0, W * sizeof *oR);
            memset(oS, 0, W * sizeof *oS);
            if (w->falls[last])
                for (size_t k = 0; k < W; k++) {
                    oR[k] = w->inr[(b + 1) * W + k];
                    if (!w->lab[b + 1])
                        oS[k] = ins[(b + 1) * W + k];
                }
            for (uint32_t t = w->tstart[last]; t < w->tstart[last + 1]; t++) {
                size_t tb = w->bof[w->tgt[t]];
                for (size_t k = 0; k < W; k++) {
                    oR[k] |= w->inr[tb * W + k];
                    if (!w->lab[tb])
                        oS[k] |= ins[tb * W + k];
                }
            }
            uint64_t diff = 0;
            for (size_t k = 0; k < W; k++) {
                size_t x = b * W + k;
                uint64_t killed = w->kill[x] | cover[x];
                uint64_t r = w->gen[x] | (oR[k] & ~killed);
                uint64_t sh = ((oR[k] | oS[k]) & cover[x] & ~w->kill[x]) | (oS[k] & ~killed);
                diff |= (r ^ w->inr[x]) | (sh ^ ins[x]);
                w->inr[x] = r;
                ins[x] = sh;
            }
            changed |= diff != 0;
        }
    }
    for (size_t k = 0; k < nbw; k++)
        w->in[k] = w->inr[k] | ins[k];
    free(ins); free(oR); free(oS);
    return 0;
}

static void solve(struct work *w)
{
    block_summaries(w);
    if (w->conv && w->conv->isa == LIVE_ISA_SASS && !w->alloc) {
        uint64_t *cover = guarded_kills(w);
        if (cover) {
            int bad = solve_shadow(w, cover);
            free(cover);
            if (!bad)
                return;
        }
    }
    fixpoint(w);
}

/* Bits set in a word, without a library call where the target has no
 * population-count instruction enabled. */
static inline unsigned popcount64(uint64_t x)
{
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
    return (unsigned)((x * 0x0101010101010101ull) >> 56);
}

/* Bits set in [base, base + size): a word at a time. */
static unsigned count_bits(const uint64_t *s, unsigned base, unsigned size)
{
    unsigned c = 0, b = base, end = base + size;
    while (b < end) {
        unsigned lo = b & 63, n = end - b < 64 - lo ? end - b : 64 - lo;
        uint64_t mask = n == 64 ? ~0ull : ((1ull << n) - 1) << lo;
        c += popcount64(s[b >> 6] & mask);
        b += n;
    }
    return c;
}

/* Set bit in s, counting it in its class when it was clear. */
static inline void add_bit(uint64_t *s, unsigned *counts, const uint8_t *cls, unsigned bit)
{
    uint64_t m = 1ull << (bit & 63);
    if (!(s[bit >> 6] & m)) {
        s[bit >> 6] |= m;
        counts[cls[bit]]++;
    }
}

/* Each block backwards from its live-out: what counts at i (rule 2) is
 * out(i) U defs(i) U uses(i); then out(i-1) = in(i).  The counts follow
 * the bits that change, class by class (cls: the class of each bit). */
static void finish(struct work *w, const uint8_t *cls)
{
    struct live_info *li = w->li;
    size_t n = w->f->n, W = li->words;
    int sp = w->conv && w->conv->isa == LIVE_ISA_SASS && li->size[LIVE_GPR] > SASS_SP_REG;
    unsigned spbit = li->base[LIVE_GPR] + SASS_SP_REG;
    uint64_t *tmp = w->tmp;
    for (size_t b = 0; b < w->nb; b++) {
        block_out(w, b);
        unsigned tc[LIVE_NCLASS];       /* bits of tmp per class */
        for (int c = 0; c < LIVE_NCLASS; c++)
            tc[c] = count_bits(tmp, li->base[c], li->size[c]);
        for (size_t i = w->bstart[b + 1]; i-- > w->bstart[b];) {
            uint64_t *live = &li->live[i * W];
            unsigned lc[LIVE_NCLASS];
            /* live = tmp U defs U uses, then tmp = (tmp - killed defs) U uses */
            memcpy(live, tmp, W * sizeof *tmp);
            memcpy(lc, tc, sizeof lc);
            int kill = kills(&w->f->insns[i], w->alloc);
            for (uint32_t k = w->defs.start[i]; k < w->defs.start[i + 1]; k++) {
                unsigned bit = w->defs.bits[k];
                uint64_t m = 1ull << (bit & 63);
                add_bit(live, lc, cls, bit);
                if (kill && (tmp[bit >> 6] & m)) {
                    tmp[bit >> 6] &= ~m;
                    tc[cls[bit]]--;
                }
            }
            for (uint32_t k = w->uses.start[i]; k < w->uses.start[i + 1]; k++) {
                add_bit(live, lc, cls, w->uses.bits[k]);
                add_bit(tmp, tc, cls, w->uses.bits[k]);
            }
            if (sp)
                add_bit(live, lc, cls, spbit);
            for (int c = 0; c < LIVE_NCLASS; c++)
                li->count[i][c] = (uint16_t)lc[c];
        }
    }
    /* the first instruction where each class peaks */
    for (size_t i = 0; i < n; i++)
        for (int c = 0; c < LIVE_NCLASS; c++)
            if (li->count[i][c] > li->max[c]) {
                li->max[c] = li->count[i][c];
                li->max_at[c] = (uint32_t)i;
            }
}

/* finish without the counts (live_compute_gprs): the sets alone, from the
 * operand sets a word at a time. */
static void finish_sets(struct work *w)
{
    struct live_info *li = w->li;
    size_t W = li->words;
    int sp = w->conv && w->conv->isa == LIVE_ISA_SASS && li->size[LIVE_GPR] > SASS_SP_REG;
    unsigned spbit = li->base[LIVE_GPR] + SASS_SP_REG;
    uint64_t *tmp = w->tmp;
    for (size_t b = 0; b < w->nb; b++) {
        block_out(w, b);
        for (size_t i = w->bstart[b + 1]; i-- > w->bstart[b];) {
            /* live = tmp U defs U uses, then tmp = (tmp - killed defs) U uses */
            uint64_t *live = &li->live[i * W];
            const uint64_t *u = &w->usets[i * W], *d = &w->dsets[i * W];
            uint64_t keep = kills(&w->f->insns[i], w->alloc) ? 0 : ~0ull;
            for (size_t k = 0; k < W; k++) {
                live[k] = tmp[k] | d[k] | u[k];
                tmp[k] = (tmp[k] & (keep | ~d[k])) | u[k];
            }
            if (sp)
                set_bit(live, spbit);
        }
    }
}

static void work_free(struct work *w)
{
    free(w->uses.start); free(w->uses.bits);
    free(w->defs.start); free(w->defs.bits);
    free(w->tstart); free(w->tgt); free(w->falls);
    free(w->bstart); free(w->bof);
    free(w->in); free(w->gen); free(w->kill); free(w->tmp); free(w->sync_end);
    free(w->inr); free(w->lab);
    free(w->usets); free(w->dsets);
}

static enum ws_status compute(const struct mir_func *f, const struct live_conv *conv, int gpr_only,
                              struct live_info **out, struct ws_error *err)
{
    *out = NULL;
    struct live_info *li = calloc(1, sizeof *li);
    struct work w;
    memset(&w, 0, sizeof w);
    if (!li)
        return ws_error_set(err, WS_ENOMEM, "", 0, "out of memory");
    li->f = f;
    li->n = f->n;
    li->isa = conv ? conv->isa : LIVE_ISA_SASS;
    w.f = f;
    w.conv = conv;
    w.alloc = gpr_only || (conv && conv->alloc);
    w.gpr_only = gpr_only;
    li->alloc = (uint8_t)w.alloc;
    w.li = li;
    size_t n = f->n;
    w.uses.start = malloc((n + 1) * sizeof *w.uses.start);
    w.defs.start = malloc((n + 1) * sizeof *w.defs.start);
    if (!w.uses.start || !w.defs.start || layout_lists(&w)) {
        work_free(&w);
        live_free(li);
        return ws_error_set(err, WS_ENOMEM, "", 0, "out of memory");
    }
    if (li->base[LIVE_NCLASS - 1] + li->size[LIVE_NCLASS - 1] > UINT16_MAX) {
        work_free(&w);
        live_free(li);
        return ws_error_set(err, WS_ELIMIT, "", 0, "%s: too many registers", f->name ? f->name : "?");
    }
    size_t W = li->words;
    if (!gpr_only)
        li->count = calloc(n + 1, sizeof *li->count);
    li->live = malloc((n + 1) * W * sizeof *li->live);    /* finish writes each set */
    if (li->live)
        memset(&li->live[n * W], 0, W * sizeof *li->live);
    w.tstart = malloc((n + 1) * sizeof *w.tstart);
    w.falls = malloc(n + 1);
    w.tmp = calloc(W, sizeof *w.tmp);
    uint8_t *lead = calloc(n + 1, 1);
    int bad = (!gpr_only && !li->count) || !li->live || !w.tstart || !w.falls || !w.tmp ||
              !lead || build_succs(&w, lead) || build_blocks(&w, lead);
    free(lead);
    if (!bad)
        solve(&w);
    if (bad) {
        work_free(&w);
        live_free(li);
        return ws_error_set(err, WS_ENOMEM, "", 0, "out of memory");
    }
    if (gpr_only) {
        finish_sets(&w);
        work_free(&w);
        *out = li;
        return WS_OK;
    }
    uint8_t *cls = calloc(W, 64);
    if (!cls) {
        work_free(&w);
        live_free(li);
        return ws_error_set(err, WS_ENOMEM, "", 0, "out of memory");
    }
    for (int c = 0; c < LIVE_NCLASS; c++)
        memset(cls + li->base[c], c, li->size[c]);
    finish(&w, cls);
    free(cls);
    work_free(&w);
    *out = li;
    return WS_OK;
}

enum ws_status live_compute(const struct mir_func *f, const struct live_conv *conv,
                            struct live_info **out, struct ws_error *err)
{
    return compute(f, conv, 0, out, err);
}

/* The GPR bits do not depend on the other classes where no guarded write
 * kills (alloc): gen, kill and the flow act on each bit alone, and rules
 * 11-14, which look at the predicates, are off. */
enum ws_status live_compute_gprs(const struct mir_func *f, const struct live_conv *conv,
                                 struct live_info **out, struct ws_error *err)
{
    return compute(f, conv, 1, out, err);
}

void live_free(struct live_info *li)
{
    if (!li)
        return;
    free(li->count);
    free(li->live);
    free(li);
}

int live_is_live(const struct live_info *li, size_t i, enum live_class cls, unsigned index)
{
    if (i >= li->n || (unsigned)cls >= LIVE_NCLASS || index >= li->size[cls])
        return 0;
    return get_bit(&li->live[i * li->words], li->base[cls] + index);
}

unsigned live_range_max(const struct live_info *li, size_t first, size_t last,
                        enum live_class cls, size_t *at)
{
    unsigned best = 0;
    size_t where = first;
    for (size_t i = first; i <= last && i < li->n; i++)
        if (li->count[i][cls] > best) {
            best = li->count[i][cls];
            where = i;
        }
    if (at)
        *at = where;
    return best;
}

unsigned live_primary(const struct live_info *li, size_t i)
{
    if (i >= li->n)
        return 0;
    return li->isa == LIVE_ISA_RDNA ? li->count[i][LIVE_VGPR] : li->count[i][LIVE_GPR];
}

/* ---- JSON ---------------------------------------------------------------- */

static void json_counts(const struct live_info *li, const uint16_t *c, struct strbuf *b)
{
    static const int sass_cls[] = { LIVE_GPR, LIVE_PRED, LIVE_UGPR, LIVE_UPRED };
    static const int rdna_cls[] = { LIVE_VGPR, LIVE_SGPR };
    const int *cls = li->isa == LIVE_ISA_RDNA ? rdna_cls : sass_cls;
    size_t nc = li->isa == LIVE_ISA_RDNA ? 2 : 4;
    for (size_t k = 0; k < nc; k++)
        sb_printf(b, ",\"%s\":%u", class_names[cls[k]], (unsigned)c[cls[k]]);
}

void live_write_json(const struct live_info *li, struct strbuf *b)
{
    sb_putc(b, '{');
    sb_json_key(b, "name");
    sb_json_str(b, li->f->name ? li->f->name : "");
    sb_puts(b, ",\"max\":{\"offset\":");
    int primary = li->isa == LIVE_ISA_RDNA ? LIVE_VGPR : LIVE_GPR;
    sb_printf(b, "%u", li->n ? (unsigned)li->f->insns[li->max_at[primary]].offset : 0u);
    json_counts(li, li->max, b);
    sb_puts(b, "},\"insns\":[");
    for (size_t i = 0; i < li->n; i++) {
        sb_printf(b, "%s{\"offset\":%u", i ? ",\n" : "\n", (unsigned)li->f->insns[i].offset);
        json_counts(li, li->count[i], b);
        sb_putc(b, '}');
    }
    sb_puts(b, "]}");
}
