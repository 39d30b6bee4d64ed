/* rules.h - the rule files (one per opcode family) and what their rows use. */
#ifndef WS_XLATE_RULES_RULES_H
#define WS_XLATE_RULES_RULES_H

#include "xlate/xlate_int.h"
#include "xlate/rules/emit.h"
#include "xlate/rules/match.h"

/* The rule files, each a table xrules_<name>[] of xrules_<name>_n rows. */
#define XRULE_FILES(X) \
    X(s2r) \
    X(mov) \
    X(ldc) \
    X(imad) \
    X(iadd) \
    X(lea) \
    X(shf) \
    X(lop) \
    X(prmt) \
    X(bitops) \
    X(imnmx) \
    X(setp) \
    X(cvt) \
    X(ffma) \
    X(fmnmx) \
    X(mufu) \
    X(hfma2) \
    X(dfma) \
    X(ldst) \
    X(bra) \
    X(conv) \
    X(bar) \
    X(warp) \
    X(atom) \
    X(async) \
    X(generic) \
    X(sm90) \
    X(call)

#define XRULE_FILE_DECL(f) extern const struct xrule xrules_##f[]; extern const size_t xrules_##f##_n;
XRULE_FILES(XRULE_FILE_DECL)
#undef XRULE_FILE_DECL

#endif
