/* demangle.c - see demangle.h; libiberty (Debian libiberty-dev, -liberty). */
#include "demangle.h"

#include <libiberty/demangle.h>
#include <stdio.h>
#include <stdlib.h>

const char *ws_demangle(const char *name, int params, char *buf, size_t len)
{
    char *d = name ? cplus_demangle(name, (params ? DMGL_PARAMS : 0) | DMGL_ANSI) : NULL;
    snprintf(buf, len, "%s", d ? d : name ? name : "");
    free(d);
    return buf;
}
