/* emit.h - the computed outputs of rules (struct xrule.emit): each builds
 * the RDNA3 for one SASS instruction and returns XR_OK, XR_DECLINE when it
 * does not apply after all (the instruction is then left unsupported) or
 * XR_ERROR (enum xres, xlate.h). */
#ifndef WS_XLATE_RULES_EMIT_H
#define WS_XLATE_RULES_EMIT_H

#include "xlate/xlate_int.h"

/* every outstanding memory operation of this wave waited for */
#define X_WAIT_ALL "s_waitcnt vmcnt(0) lgkmcnt(0)\ns_waitcnt_vscnt null, 0x0\n"

/* emit_int.c */
enum xres xe_bmsk(struct xctx *x, const struct sass_insn *in);
enum xres xe_f2f(struct xctx *x, const struct sass_insn *in);
enum xres xe_f2fp(struct xctx *x, const struct sass_insn *in);
enum xres xe_f2f_bf16(struct xctx *x, const struct sass_insn *in);
enum xres xe_f2fp_bf16(struct xctx *x, const struct sass_insn *in);
enum xres xe_f2i(struct xctx *x, const struct sass_insn *in);
enum xres xe_f2i64(struct xctx *x, const struct sass_insn *in);
enum xres xe_flo(struct xctx *x, const struct sass_insn *in);
enum xres xe_fsetp(struct xctx *x, const struct sass_insn *in);
enum xres xe_i2f(struct xctx *x, const struct sass_insn *in);
enum xres xe_i2f64(struct xctx *x, const struct sass_insn *in);
enum xres xe_i2i(struct xctx *x, const struct sass_insn *in);
enum xres xe_iabs(struct xctx *x, const struct sass_insn *in);
enum xres xe_iadd3(struct xctx *x, const struct sass_insn *in);
enum xres xe_idp(struct xctx *x, const struct sass_insn *in);
enum xres xe_imad_hi(struct xctx *x, const struct sass_insn *in);
enum xres xe_imad_wide_cc(struct xctx *x, const struct sass_insn *in);
enum xres xe_imad_neg(struct xctx *x, const struct sass_insn *in);
enum xres xe_imad_x(struct xctx *x, const struct sass_insn *in);
enum xres xe_isetp(struct xctx *x, const struct sass_insn *in);
enum xres xe_lea_carry(struct xctx *x, const struct sass_insn *in);
enum xres xe_lea_hi(struct xctx *x, const struct sass_insn *in);
enum xres xe_lea_hi_neg(struct xctx *x, const struct sass_insn *in);
enum xres xe_dsetp_mnmx_guarded(struct xctx *x, const struct sass_insn *in);
enum xres xe_lop3(struct xctx *x, const struct sass_insn *in);
enum xres xe_mnmx(struct xctx *x, const struct sass_insn *in);
enum xres xe_p2r(struct xctx *x, const struct sass_insn *in);
enum xres xe_plop3(struct xctx *x, const struct sass_insn *in);
enum xres xe_prmt(struct xctx *x, const struct sass_insn *in);
enum xres xe_lea_neg(struct xctx *x, const struct sass_insn *in);
enum xres xe_prmt_reg(struct xctx *x, const struct sass_insn *in);
enum xres xe_r2p(struct xctx *x, const struct sass_insn *in);
enum xres xe_sel(struct xctx *x, const struct sass_insn *in);
enum xres xe_setp(struct xctx *x, const struct sass_insn *in);
enum xres xe_sgxt(struct xctx *x, const struct sass_insn *in);
enum xres xe_shf(struct xctx *x, const struct sass_insn *in);
enum xres xe_uflo(struct xctx *x, const struct sass_insn *in);
enum xres xe_uiadd3(struct xctx *x, const struct sass_insn *in);
enum xres xe_uimad(struct xctx *x, const struct sass_insn *in);
enum xres xe_ulea(struct xctx *x, const struct sass_insn *in);
enum xres xe_ulop3(struct xctx *x, const struct sass_insn *in);
enum xres xe_uprmt(struct xctx *x, const struct sass_insn *in);
enum xres xe_uprmt_reg(struct xctx *x, const struct sass_insn *in);
enum xres xe_usel(struct xctx *x, const struct sass_insn *in);
enum xres xe_ushf(struct xctx *x, const struct sass_insn *in);
enum xres xe_viadd_neg(struct xctx *x, const struct sass_insn *in);

/* emit_call.c */
enum xres xe_call_abs(struct xctx *x, const struct sass_insn *in);
enum xres xe_ldc_callee(struct xctx *x, const struct sass_insn *in);
enum xres xe_lepc(struct xctx *x, const struct sass_insn *in);

/* emit_float.c */
enum xres xe_arith(struct xctx *x, const struct sass_insn *in);
enum xres xe_dmnmx(struct xctx *x, const struct sass_insn *in);
enum xres xe_frnd(struct xctx *x, const struct sass_insn *in);
enum xres xe_imad_hi_cc(struct xctx *x, const struct sass_insn *in);
enum xres xe_dsetp_mnmx(struct xctx *x, const struct sass_insn *in);
enum xres xe_hset2(struct xctx *x, const struct sass_insn *in);
enum xres xe_fset(struct xctx *x, const struct sass_insn *in);
enum xres xe_dsetp(struct xctx *x, const struct sass_insn *in);
enum xres xe_fadd(struct xctx *x, const struct sass_insn *in);
enum xres xe_fchk(struct xctx *x, const struct sass_insn *in);
enum xres xe_fmnmx(struct xctx *x, const struct sass_insn *in);
enum xres xe_fmnmx_p(struct xctx *x, const struct sass_insn *in);
enum xres xe_fsel(struct xctx *x, const struct sass_insn *in);
enum xres xe_hadd2_f32(struct xctx *x, const struct sass_insn *in);
enum xres xe_hmov(struct xctx *x, const struct sass_insn *in);
enum xres xe_hpacked(struct xctx *x, const struct sass_insn *in);
enum xres xe_hsetp2(struct xctx *x, const struct sass_insn *in);
enum xres xe_mufu(struct xctx *x, const struct sass_insn *in);
enum xres xe_mufu64h(struct xctx *x, const struct sass_insn *in);
enum xres xe_mufu_tanh(struct xctx *x, const struct sass_insn *in);

/* emit_mem.c */
enum xres xe_ld(struct xctx *x, const struct sass_insn *in);
enum xres xe_ldc_index(struct xctx *x, const struct sass_insn *in);
enum xres xe_ldg(struct xctx *x, const struct sass_insn *in);
enum xres xe_ldgsts(struct xctx *x, const struct sass_insn *in);
enum xres xe_ldl(struct xctx *x, const struct sass_insn *in);
enum xres xe_lds(struct xctx *x, const struct sass_insn *in);
enum xres xe_lea_window(struct xctx *x, const struct sass_insn *in);
enum xres xe_st(struct xctx *x, const struct sass_insn *in);
enum xres xe_stg(struct xctx *x, const struct sass_insn *in);
enum xres xe_stl(struct xctx *x, const struct sass_insn *in);
enum xres xe_sts(struct xctx *x, const struct sass_insn *in);
enum xres xe_ulea_window(struct xctx *x, const struct sass_insn *in);

/* emit_ctrl.c */
enum xres xe_b2r(struct xctx *x, const struct sass_insn *in);
enum xres xe_bar_red(struct xctx *x, const struct sass_insn *in);
enum xres xe_bar_sync_guarded(struct xctx *x, const struct sass_insn *in);
enum xres xe_bra(struct xctx *x, const struct sass_insn *in);
enum xres xe_bra_div(struct xctx *x, const struct sass_insn *in);
enum xres xe_bra_guarded(struct xctx *x, const struct sass_insn *in);
enum xres xe_bra_scalar(struct xctx *x, const struct sass_insn *in);
enum xres xe_call(struct xctx *x, const struct sass_insn *in);
enum xres xe_exit(struct xctx *x, const struct sass_insn *in);
enum xres xe_exit_guarded(struct xctx *x, const struct sass_insn *in);
enum xres xe_nanosleep(struct xctx *x, const struct sass_insn *in);
enum xres xe_bpt_trap(struct xctx *x, const struct sass_insn *in);
enum xres xe_nothing(struct xctx *x, const struct sass_insn *in);
enum xres xe_ret(struct xctx *x, const struct sass_insn *in);

/* emit_conv.c */
enum xres xe_bmov_to_reg(struct xctx *x, const struct sass_insn *in);
enum xres xe_bra_warpstate(struct xctx *x, const struct sass_insn *in);
enum xres xe_brx(struct xctx *x, const struct sass_insn *in);
enum xres xe_call_indirect(struct xctx *x, const struct sass_insn *in);
enum xres xe_ldc_table(struct xctx *x, const struct sass_insn *in);

/* emit_warp.c */
enum xres xe_atomg(struct xctx *x, const struct sass_insn *in);
enum xres xe_atomg_cas(struct xctx *x, const struct sass_insn *in);
enum xres xe_atomg_fadd_ftz(struct xctx *x, const struct sass_insn *in);
enum xres xe_atoms(struct xctx *x, const struct sass_insn *in);
enum xres xe_atom_cast_generic(struct xctx *x, const struct sass_insn *in);
enum xres xe_atoms_cast(struct xctx *x, const struct sass_insn *in);
enum xres xe_atoms_arrive(struct xctx *x, const struct sass_insn *in);
enum xres xe_voteu_all(struct xctx *x, const struct sass_insn *in);
enum xres xe_syncs_arrive(struct xctx *x, const struct sass_insn *in);
enum xres xe_syncs_exch(struct xctx *x, const struct sass_insn *in);
enum xres xe_syncs_phasechk(struct xctx *x, const struct sass_insn *in);
enum xres xe_atoms_popc_inc(struct xctx *x, const struct sass_insn *in);
enum xres xe_laneid(struct xctx *x, const struct sass_insn *in);
enum xres xe_lanemask(struct xctx *x, const struct sass_insn *in);
enum xres xe_match_all(struct xctx *x, const struct sass_insn *in);
enum xres xe_match_any(struct xctx *x, const struct sass_insn *in);
enum xres xe_red(struct xctx *x, const struct sass_insn *in);
enum xres xe_redux(struct xctx *x, const struct sass_insn *in);
enum xres xe_shfl(struct xctx *x, const struct sass_insn *in);
enum xres xe_vote_ballot(struct xctx *x, const struct sass_insn *in);
enum xres xe_vote_pred(struct xctx *x, const struct sass_insn *in);
enum xres xe_voteu_any(struct xctx *x, const struct sass_insn *in);

/* emit_module.c */
enum xres xe_ldc_rz(struct xctx *x, const struct sass_insn *in);
enum xres xe_ldc3_index(struct xctx *x, const struct sass_insn *in);
enum xres xe_uldc3_index(struct xctx *x, const struct sass_insn *in);
enum xres xe_atomg_add_rz(struct xctx *x, const struct sass_insn *in);
enum xres xe_sts_wide_rz(struct xctx *x, const struct sass_insn *in);
enum xres xe_atoms_popc_inc_uniform(struct xctx *x, const struct sass_insn *in);

/* sm_90 integer fusions, LEA with a negated shifted source */
enum xres xe_viaddmnmx(struct xctx *x, const struct sass_insn *in);
enum xres xe_vimnmx3(struct xctx *x, const struct sass_insn *in);
enum xres xe_lea_nega(struct xctx *x, const struct sass_insn *in);

/* The f32 bits of an immediate of a float instruction: nvdisasm prints a
 * whole float value as an integer (the 1 of FSETP ..., R17, 1 is 1.0f, its
 * encoding 0x3f800000), which as an integer constant RDNA3 would read as
 * the bits 1 (emit_float.c). */
uint32_t xe_imm_f32_bits(const struct sass_operand *o);

/* emit_real.c */
enum xres xe_i2f_bsel(struct xctx *x, const struct sass_insn *in);
enum xres xe_ldc_narrow(struct xctx *x, const struct sass_insn *in);
enum xres xe_lop3_pin(struct xctx *x, const struct sass_insn *in);
enum xres xe_clock(struct xctx *x, const struct sass_insn *in);
enum xres xe_swinhi(struct xctx *x, const struct sass_insn *in);
enum xres xe_qspc_shared(struct xctx *x, const struct sass_insn *in);
enum xres xe_uiadd3_x_inv(struct xctx *x, const struct sass_insn *in);
#define X_MSG_RTN_GET_REALTIME 0x83     /* s_sendmsg_rtn_b64's real-time counter */
/* emit_cover.c */
enum xres xe_uiadd3_cc(struct xctx *x, const struct sass_insn *in);
enum xres xe_uimad_neg(struct xctx *x, const struct sass_insn *in);
enum xres xe_s2ur_clock(struct xctx *x, const struct sass_insn *in);
enum xres xe_globaltimer(struct xctx *x, const struct sass_insn *in);
enum xres xe_fmnmx_nan(struct xctx *x, const struct sass_insn *in);
enum xres xe_ldc3_index_narrow(struct xctx *x, const struct sass_insn *in);
enum xres xe_r2ur_pred(struct xctx *x, const struct sass_insn *in);
enum xres xe_warpsync_exclusive(struct xctx *x, const struct sass_insn *in);
enum xres xe_warpsync_collective(struct xctx *x, const struct sass_insn *in);
/* emit_cover.c: clusters of one CTA (declined in a kernel with __cluster_dims__) */
enum xres xcluster_one(struct xctx *x, const struct sass_insn *in);
enum xres xe_qspc_dsmem(struct xctx *x, const struct sass_insn *in);
enum xres xe_ucgabar_arv(struct xctx *x, const struct sass_insn *in);
enum xres xe_ucgabar_wait(struct xctx *x, const struct sass_insn *in);
enum xres xe_cgactaid(struct xctx *x, const struct sass_insn *in);
enum xres xe_ld_pair(struct xctx *x, const struct sass_insn *in);
/* emit_sm90.c: reason rows (sm90.c) that decline with these */
#define X_WHY_TEXTURE                                                                             \
    "a texture instruction without a rule (TEX's forms are translated by rule tex; TLD, TLD4 "     \
    "gathers, TXQ queries, TXD derivatives and TMML are not): the SASS names a handle into the "   \
    "driver's texture header and sampler pools; RDNA3's image_* read a 256-bit image resource "   \
    "descriptor and a 128-bit sampler descriptor from SGPRs, which the translation loads from "    \
    "the HIP texture object the handle is taken to be (README, Textures and surfaces); these "    \
    "forms have no image instruction written for them yet"
#define X_WHY_SURFACE                                                                             \
    "a surface instruction without a rule (SUST's and SULD's raw byte-addressed accesses are "     \
    "translated by rules sust and suld; atomics SUATOM/SURED and SUQUERY are not): RDNA3's "       \
    "image_load/image_store/"                                                                     \
    "image_atomic read the 256-bit image resource descriptor of the HIP surface object the "       \
    "handle is taken to be (README, Textures and surfaces); these forms have no image "          \
    "instruction written for them yet"
#define X_WHY_SYNCS                                                                               \
    "an mbarrier form without a rule: the translation keeps the barrier word's fields where "       \
    "nvcc's mbarrier.init puts them and models init (SYNCS.EXCH.64), one arrival or arrive_drop "   \
    "with no transaction bytes (SYNCS.ARRIVE.TRANS64[.OPTOUT].A1T0 ..., RZ), the phase test "       \
    "(SYNCS.PHASECHK.TRANS64) and inval (SYNCS.CCTL.IV); transaction counts (expect_tx, bulk "       \
    "copies and TMA completing bytes on the barrier), arrivals of a count (noComplete, .ART0 with " \
    "a register) and cluster-scope barriers are not modelled"
enum xres xe_decline_texture(struct xctx *x, const struct sass_insn *in);
/* emit_tex.c */
enum xres xe_tex(struct xctx *x, const struct sass_insn *in);
enum xres xe_sust(struct xctx *x, const struct sass_insn *in);
enum xres xe_suld(struct xctx *x, const struct sass_insn *in);
enum xres xe_decline_surface(struct xctx *x, const struct sass_insn *in);
enum xres xe_decline_syncs(struct xctx *x, const struct sass_insn *in);

#endif
