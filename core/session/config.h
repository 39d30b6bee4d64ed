/* config.h - the user's configuration file,
 * $XDG_CONFIG_HOME/warpscope/config (default ~/.config/warpscope/config).
 * Lines: "source-dir DIR", "substitute-path FROM TO", "# comment". */
#ifndef WS_CONFIG_H
#define WS_CONFIG_H

#include <stddef.h>

#include "debuginfo/srcpath.h"
#include "base/status.h"

/* Path of the configuration file into buf; 0 when a home is known. */
int config_path(char *buf, size_t len);

/* Add the file's source-lookup rules to sp. A missing file is not an error;
 * an unreadable one or a bad line is (FILE:LINE in err). */
enum ws_status config_load_srcpath(struct srcpath *sp, struct ws_error *err);

/* Add to the configuration file the rules of sp it does not hold yet, one
 * line each at its end; every other line stays as it was.  Written
 * atomically (FILE.tmp, fsync, rename; the file's mode kept), its
 * directory made when missing.  *added: the lines added (0: the file
 * already held every rule and is not touched); the file's path in path
 * (len bytes).  A bad line already in the file is an error (FILE:LINE),
 * and nothing is written. */
enum ws_status config_save_srcpath(const struct srcpath *sp, int *added, char *path, size_t len,
                                   struct ws_error *err);

#endif
