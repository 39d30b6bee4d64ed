/* sass_print.c - names and text for the SASS IR. */
#include "sass.h"

#include <stdio.h>

int sass_format_insn(const struct sass_insn *in, char *buf, size_t len)
{
    return snprintf(buf, len, "%s", in->text);
}

const char *sass_access_name(unsigned access)
{
    switch (access) {
    case SACC_R: return "r";
    case SACC_W: return "w";
    case SACC_RW: return "rw";
    case SACC_UNKNOWN: return "unknown";
    default: return "";
    }
}

const char *sass_opnd_kind_name(unsigned kind)
{
    static const char *const names[] = {
        "reg", "ureg", "pred", "upred", "bar", "predfile", "sreg", "imm",
        "fimm", "cbank", "mem", "label", "other",
    };
    return kind < sizeof names / sizeof names[0] ? names[kind] : "?";
}
