/* emit_sm90.c - the computed outputs of sm90.c's reason rows: each declines
 * with its reason (x->decline_why), which the UNSUPPORTED line, explain and
 * the report then give. */
#include "xlate/rules/rules.h"

enum xres xe_decline_texture(struct xctx *x, const struct sass_insn *in)
{
    (void)in;
    x->decline_why = X_WHY_TEXTURE;
    return XR_DECLINE;
}

enum xres xe_decline_surface(struct xctx *x, const struct sass_insn *in)
{
    (void)in;
    x->decline_why = X_WHY_SURFACE;
    return XR_DECLINE;
}

enum xres xe_decline_syncs(struct xctx *x, const struct sass_insn *in)
{
    (void)in;
    x->decline_why = X_WHY_SYNCS;
    return XR_DECLINE;
}
