/* live.h - register liveness and pressure of one function.
 *
 * Written once over the ISA-neutral struct mir_func (SASS and RDNA3).  The
 * per-instruction numbers follow nvdisasm -plr -lrm count exactly where the
 * reference dumps can tell (see the convention at the top of live.c), so
 * that the gutter bar, `warpscope live` and the tests agree with the tool.
 */
#ifndef WS_LIVE_H
#define WS_LIVE_H

#include <stddef.h>
#include <stdint.h>

#include "base/mir.h"
#include "base/status.h"
#include "base/strbuf.h"

/* The classes that are counted (BAR and RDNA specials are not). */
enum live_class {
    LIVE_GPR,       /* SASS R */
    LIVE_PRED,      /* SASS P */
    LIVE_UGPR,      /* SASS UR */
    LIVE_UPRED,     /* SASS UP */
    LIVE_VGPR,      /* RDNA v */
    LIVE_SGPR,      /* RDNA s */
    LIVE_NCLASS
};

enum live_isa { LIVE_ISA_SASS, LIVE_ISA_RDNA };

/* What a function's calls and returns touch, beyond their operands.  For
 * SASS it comes from live_conv_sass_add() over every function of the module
 * (nvdisasm's CALL clobbers the P, UR and UP that the whole module uses);
 * the GPRs follow the call ABI of live.c rules 6-8. */
struct live_conv {
    uint8_t isa;                /* enum live_isa */
    uint8_t call_gprs;          /* R0 .. R(call_gprs-1) but R1, R2 are caller-saved */
    uint8_t pred_mask;          /* CALL writes these P (module's P) */
    uint8_t upred_mask;         /* CALL writes these UP (module's UP) */
    uint64_t ugpr_mask;         /* CALL writes these UR (module's UR) */
    uint16_t gpr_end;           /* highest GPR the module mentions + 1: CALL
                                   writes no caller-saved GPR from there on */
    uint8_t alloc;              /* liveness for register allocation: a write
                                   that may not happen never kills (rules 11-13
                                   of live.c follow nvdisasm's -plr, which kills
                                   on some guarded writes; two values sharing a
                                   register on that ground could clobber one) */
};

/* SASS convention: start with live_conv_sass_init, then add every function
 * of the module. */
void live_conv_sass_init(struct live_conv *c);
void live_conv_sass_add(struct live_conv *c, const struct mir_func *f);
/* RDNA3: no hidden registers (s_swappc/s_setpc name theirs). */
void live_conv_rdna_init(struct live_conv *c);

struct live_info {
    const struct mir_func *f;   /* the function (not owned) */
    uint8_t isa;                /* enum live_isa */
    uint8_t alloc;              /* computed with live_conv.alloc */
    size_t n;                   /* instructions */
    uint16_t (*count)[LIVE_NCLASS]; /* live registers at each instruction */
    size_t words;               /* 64-bit words of one live set */
    uint64_t *live;             /* n sets: live registers at each instruction */
    uint16_t base[LIVE_NCLASS]; /* first bit of each class in a set */
    uint16_t size[LIVE_NCLASS]; /* bits of each class (highest index + 1) */
    uint16_t max[LIVE_NCLASS];  /* function maximum per class */
    uint32_t max_at[LIVE_NCLASS]; /* first instruction reaching it */
};

/* Compute liveness of f.  conv may be NULL (no hidden call registers). */
enum ws_status live_compute(const struct mir_func *f, const struct live_conv *conv,
                            struct live_info **out, struct ws_error *err);
/* What register allocation needs, cheaper: the sets of class LIVE_GPR as
 * live_compute gives them with conv->alloc (set or not in conv), the other
 * classes empty (size 0), no counts (count NULL, max 0): for live_is_live
 * on GPRs and the live sets only. */
enum ws_status live_compute_gprs(const struct mir_func *f, const struct live_conv *conv,
                                 struct live_info **out, struct ws_error *err);
void live_free(struct live_info *li);

/* 1 when register (cls, index) is live at instruction i. */
int live_is_live(const struct live_info *li, size_t i, enum live_class cls, unsigned index);

/* Maximum of a class over instructions first..last (a basic block, say);
 * *at receives the first instruction reaching it (may be NULL). */
unsigned live_range_max(const struct live_info *li, size_t first, size_t last,
                        enum live_class cls, size_t *at);

/* Sum of the classes that make a "register" bar for the ISA: GPR for SASS,
 * VGPR for RDNA. */
unsigned live_primary(const struct live_info *li, size_t i);

const char *live_class_name(unsigned cls);      /* "gpr", "pred", ... */

/* {"name":...,"insns":[{"offset":..,"gpr":..,"pred":..,"ugpr":..,"upred":..}]}
 * for SASS, {"offset","vgpr","sgpr"} for RDNA, plus "max":{...}.  One
 * function; the caller writes the surrounding list. */
void live_write_json(const struct live_info *li, struct strbuf *b);

#endif
