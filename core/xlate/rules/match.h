/* match.h - what the rules ask of a SASS instruction: operand facts, and the
 * conditions of rules (struct xrule.when), one meaning per name.
 *
 * A condition may not tell registers apart beyond RZ/URZ/PT and equality:
 * the rule picked is kept per instruction shape (xlate_shape.c). */
#ifndef WS_XLATE_RULES_MATCH_H
#define WS_XLATE_RULES_MATCH_H

#include <stddef.h>
#include <stdint.h>

#include "sass/sass.h"

/* sm_90 places CTA n's shared-memory window at n << 24 (observed in the
 * samples' LEA/ULEA idiom) */
#define X_SM90_WINDOW_SHIFT 0x18

/* a compare modifier and its RDNA3 conditions: integer, float, scalar */
struct xm_cmpcc { const char *sass, *i, *f, *s; };

/* the operand kind of a compare (xm_setp_kind) */
enum { CK_INT, CK_F32, CK_F64, CK_UNI };

/* the two types of a conversion; kind: 'F', 'S', 'U' */
struct xm_cvt { int dbits, sbits; char dk, sk; };

/* ---- operand facts */
int xm_is_zero(const struct sass_operand *o);       /* reads 0: RZ, URZ or the immediate 0 */
int xm_is_rz(const struct sass_operand *o);         /* the register RZ */
int xm_is_imm(const struct sass_operand *o);        /* an integer or float immediate */
int xm_is_pt(const struct sass_operand *o);         /* PT or UPT, negated or not */
int xm_is_true(const struct sass_operand *o);       /* PT or UPT, not negated */
int xm_pred_is(const struct sass_operand *o, int notted);  /* a P operand that is PT (!PT: notted) */
int xm_pred_pt(const struct sass_operand *o);       /* xm_pred_is(o, 0) */
int xm_pconst(const struct sass_operand *o);        /* PT: 1, !PT: 0, a real predicate: -1 */
int xm_imm_is(const struct sass_operand *o, int64_t v);
int64_t xm_imm_of(const struct sass_insn *in, int n);
int xm_sreg_is(const struct sass_insn *in, const char *name);  /* Rd, <special register name> */
int xm_npdst(const struct sass_insn *in);           /* predicate destinations after operand 0 */

/* ---- instruction facts */
int xm_has_guard(const struct sass_insn *in);       /* a guard other than @PT */
int xm_has_neg(const struct sass_insn *in);         /* -x on a non-predicate operand */
int xm_bra_pred_operand(const struct sass_insn *in);   /* BRA's predicate operand, -1 none */
const struct xm_cmpcc *xm_cmp_find(const struct sass_insn *in);
int xm_setp_kind(const struct sass_insn *in);       /* CK_* */
int xm_setp_comb(const struct sass_insn *in);       /* .AND 0, .OR 1, .XOR 2, none -1 */
const char *xm_prmt_mode(const struct sass_insn *in);
int xm_prmt_plan(const char *mode, uint32_t sel, int idx[4], int sgn[4]);
struct xm_cvt xm_cvt_of(const struct sass_insn *in);
const char *xm_mufu_op(const struct sass_insn *in);

/* ---- exclusion groups (struct xrule.excl): a name and what separates its rules */
struct xm_excl { const char *name, *why; };
extern const struct xm_excl xm_excl_groups[];
extern const size_t xm_excl_ngroups;

/* ---- conditions of rules (struct xrule.when) */
int xm_npdst(const struct sass_insn *in);
int xm_has_guard(const struct sass_insn *in);
int xm_has_neg(const struct sass_insn *in);
int xm_bra_pred(const struct sass_insn *in);
int xm_setp_kind(const struct sass_insn *in);
int xm_setp_comb(const struct sass_insn *in);
int xm_tid_x(const struct sass_insn *in);
int xm_tid_y(const struct sass_insn *in);
int xm_tid_z(const struct sass_insn *in);
int xm_ctaid_x(const struct sass_insn *in);
int xm_ctaid_y(const struct sass_insn *in);
int xm_ctaid_z(const struct sass_insn *in);
int xm_laneid(const struct sass_insn *in);
int xm_srz(const struct sass_insn *in);
int xm_imad_mov(const struct sass_insn *in);
int xm_times_one(const struct sass_insn *in);
int xm_no_carry(const struct sass_insn *in);
int xm_setp_simple(const struct sass_insn *in);
int xm_iadd3_general(const struct sass_insn *in);
int xm_neg(const struct sass_insn *in);
int xm_imad_neg(const struct sass_insn *in);
int xm_imad_x(const struct sass_insn *in);
int xm_lea_neg(const struct sass_insn *in);
int xm_lea_carry(const struct sass_insn *in);
int xm_lea_hi(const struct sass_insn *in);
int xm_lea_hi_neg(const struct sass_insn *in);
int xm_shf(const struct sass_insn *in);
int xm_mnmx(const struct sass_insn *in);
int xm_sgxt(const struct sass_insn *in);
int xm_bmsk(const struct sass_insn *in);
int xm_idp(const struct sass_insn *in);
int xm_imad_wide_cc(const struct sass_insn *in);
int xm_setp(const struct sass_insn *in);
int xm_setp_guarded(const struct sass_insn *in);
int xm_setp_plain(const struct sass_insn *in);
int xm_lop3(const struct sass_insn *in);
int xm_plop3(const struct sass_insn *in);
int xm_prmt(const struct sass_insn *in);
int xm_prmt_reg(const struct sass_insn *in);
int xm_p2r(const struct sass_insn *in);
int xm_r2p(const struct sass_insn *in);
int xm_i2f(const struct sass_insn *in);
int xm_f2i(const struct sass_insn *in);
int xm_f2i64(const struct sass_insn *in);
int xm_i2f64(const struct sass_insn *in);
int xm_f2f(const struct sass_insn *in);
int xm_f2fp(const struct sass_insn *in);
int xm_i2i(const struct sass_insn *in);
int xm_uiadd3(const struct sass_insn *in);
int xm_uimad(const struct sass_insn *in);
int xm_ulea(const struct sass_insn *in);
int xm_rounding(const struct sass_insn *in);
int xm_fadd_plain(const struct sass_insn *in);
int xm_last_pt(const struct sass_insn *in);
int xm_last_npt(const struct sass_insn *in);
int xm_last_p(const struct sass_insn *in);
int xm_hmov(const struct sass_insn *in);
int xm_dsetp_simple(const struct sass_insn *in);
int xm_dsetp_mnmx(const struct sass_insn *in);
int xm_dsetp_mnmx_guarded(const struct sass_insn *in);
int xm_set_reg(const struct sass_insn *in);
int xm_hsetp2(const struct sass_insn *in);
int xm_mufu64h(const struct sass_insn *in);
int xm_mufu32(const struct sass_insn *in);
int xm_const_pt(const struct sass_insn *in);
int xm_hfma2_fma(const struct sass_insn *in);
int xm_cb_index(const struct sass_insn *in);
int xm_cgactaid(const struct sass_insn *in);
int xm_window_shift(const struct sass_insn *in);
int xm_ldg_width_ok(const struct sass_insn *in);
int xm_st_width_ok(const struct sass_insn *in);
int xm_unguarded(const struct sass_insn *in);
int xm_guarded(const struct sass_insn *in);
int xm_uniform_bra(const struct sass_insn *in);
int xm_bra_div(const struct sass_insn *in);
int xm_bra_div_mask(const struct sass_insn *in);
int xm_ldc2_index(const struct sass_insn *in);
int xm_local_call(const struct sass_insn *in);
int xm_guarded_local_call(const struct sass_insn *in);
int xm_warpsync_plain(const struct sass_insn *in);
int xm_membar_cta(const struct sass_insn *in);
int xm_membar_wide(const struct sass_insn *in);
int xm_cctl_ivall(const struct sass_insn *in);
int xm_bar_sync_guarded(const struct sass_insn *in);
int xm_bar_sync_count(const struct sass_insn *in);
int xm_bar_red(const struct sass_insn *in);
int xm_b2r(const struct sass_insn *in);
int xm_lanemask(const struct sass_insn *in);
int xm_atoms_rtn(const struct sass_insn *in);
int xm_any(const struct sass_insn *in);
int xm_vote_reg(const struct sass_insn *in);
int xm_vote_pred(const struct sass_insn *in);

/* the module around a kernel */
int xm_ldc_rz(const struct sass_insn *in);
int xm_ldc3_index(const struct sass_insn *in);
int xm_ldc4_index(const struct sass_insn *in);
int xm_uldc3_index(const struct sass_insn *in);
int xm_atomg_add_rz(const struct sass_insn *in);
int xm_sts_wide_rz(const struct sass_insn *in);
int xm_atoms_popc_inc_uniform(const struct sass_insn *in);

int xm_lea_nega(const struct sass_insn *in);

/* forms of real programs (emit_real.c) */
int xm_sel_index(const struct sass_operand *o);    /* .B0..B3 / .H0..H1: k, else -1 */
int xm_i2f_bsel(const struct sass_insn *in);
int xm_ldc_narrow(const struct sass_insn *in);
int xm_lop3_pin(const struct sass_insn *in);
int xm_clock(const struct sass_insn *in);      /* [C]S2R R, SR_CLOCKLO|SR_CLOCKHI */
int xm_swinhi(const struct sass_insn *in);
int xm_addr_no64(const struct sass_insn *in);      /* [Ra]: no .64, no desc */
int xm_uiadd3_x_inv(const struct sass_insn *in);

/* forms of the real-world corpus (emit_cover.c) */
int xm_uiadd3_cc(const struct sass_insn *in);
int xm_uimad_neg(const struct sass_insn *in);
int xm_globaltimer(const struct sass_insn *in);    /* [C]S2R/S2UR d, SR_GLOBALTIMERLO|HI */
int xm_ldc3_index_narrow(const struct sass_insn *in);
int xm_r2ur_pred(const struct sass_insn *in);

#endif
