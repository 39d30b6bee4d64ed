/* uniform_ref.h - the reference uniformity analysis (dense, as first
 * written), for comparing with uni_compute. */
#ifndef WS_UNIFORM_REF_H
#define WS_UNIFORM_REF_H

#include "analysis/uniform.h"

/* What uni_compute gives, computed the slow way; free with uni_free. */
enum ws_status uni_compute_ref(const struct sass_function *f, struct uni_info **out,
                               struct ws_error *err);

#endif
