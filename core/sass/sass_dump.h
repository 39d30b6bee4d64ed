/* sass_dump.h - the SASS IR written back out as a listing or as JSON. */
#ifndef WS_SASS_DUMP_H
#define WS_SASS_DUMP_H

#include "sass.h"
#include "base/strbuf.h"

/* nvdisasm-style listing that sass_parse_buffer reads back to the same IR. */
void sass_dump_text(const struct sass_module *m, struct strbuf *out);

/* {"arch":..., "functions":[{"name":..., "insns":[...]}]} */
void sass_dump_json(const struct sass_module *m, struct strbuf *out);

#endif
