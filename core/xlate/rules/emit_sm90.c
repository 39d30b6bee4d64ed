/* emit_sm90.c - the computed outputs of sm90.c's reason rows: each declines
 * with its reason (xdecline), which the UNSUPPORTED line, explain and
 * the report then give. */
#include "xlate/rules/rules.h"

enum xres xe_decline_texture(struct xctx *x, const struct sass_insn *in)
{
    return xdecline(x, in, -1, "%s", X_WHY_TEXTURE);
}

enum xres xe_decline_surface(struct xctx *x, const struct sass_insn *in)
{
    return xdecline(x, in, -1, "%s", X_WHY_SURFACE);
}

enum xres xe_decline_syncs(struct xctx *x, const struct sass_insn *in)
{
    return xdecline(x, in, -1, "%s", X_WHY_SYNCS);
}
