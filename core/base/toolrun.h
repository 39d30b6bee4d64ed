/* tools.h - find and run the external tools warpscope works with
 * (nvdisasm, llvm-mc-19, ld.lld-19, clang-19), capturing their output. */
#ifndef WS_TOOLS_H
#define WS_TOOLS_H

#include "status.h"
#include "strbuf.h"

/* Full path of an executable found on PATH into buf; 0 when found. */
int tools_which(const char *name, char *buf, size_t len);

/* Run argv[0] (searched on PATH) with argv; stdout into out, stderr into
 * errout (either may be NULL). Returns WS_OK when it exited 0. *exit_code
 * gets the exit status (or 128+signal). */
enum ws_status tools_run(const char *const argv[], const char *stdin_data, size_t stdin_len,
                         struct strbuf *out, struct strbuf *errout, int *exit_code,
                         struct ws_error *err);

#endif
