/* calls.h - the functions of a SASS module that a function calls.
 *
 * A device subroutine in the same section as its caller (nvcc's slow paths,
 * `CALL.REL.NOINC` to a label) is part of the caller's function in the
 * parsed module; a call that names another function of the module
 * (`CALL.ABS.NOINC `(_Z6helperv)` from separately compiled device code)
 * makes that function a callee. */
#ifndef WS_CALLS_H
#define WS_CALLS_H

#include <stddef.h>
#include <stdint.h>

#include "sass/sass.h"

/* Set keep[i] (m->nfuncs entries, cleared by the caller) for function root
 * and every function it calls, directly or through others. */
void calls_closure(const struct sass_module *m, size_t root, uint8_t *keep);

#endif
