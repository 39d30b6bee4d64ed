/* cli_native.c - `warpscope native FILE.cu [--target T] [-o OUT] [-c]`. */
#include "cli.h"
#include "session/native.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

int cli_native(int argc, char **argv)
{
    struct native_opts o = { "gfx1100", NULL, NULL, 0, NULL };
    const char *src = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--target") && i + 1 < argc) o.target = argv[++i];
        else if (!strcmp(argv[i], "-o") && i + 1 < argc) o.out = argv[++i];
        else if (!strcmp(argv[i], "--compat") && i + 1 < argc) o.compat = argv[++i];
        else if (!strcmp(argv[i], "-c")) o.object = 1;
        else if (argv[i][0] == '-' && argv[i][1]) return cli_usage_error("native", "unknown option '%s'", argv[i]);
        else if (!src) src = argv[i];
        else return cli_usage_error("native", "more than one FILE");
    }
    if (!src)
        return cli_usage_error("native", "missing FILE.cu");
    if (!o.compat && access("samples/hipcompat.h", R_OK) == 0) {
        o.compat = "samples/hipcompat.h";
        o.incdir = "samples/hipcompat";
    }
    char out[4096];
    if (!o.out) {
        snprintf(out, sizeof out, "%s.%s.%s", src, o.target, o.object ? "o" : "s");
        o.out = out;
    }
    struct strbuf diag;
    sb_init(&diag);
    struct ws_error err;
    ws_error_clear(&err);
    int rc = EXIT_OK;
    if (native_compile(src, &o, &diag, &err)) {
        rc = cli_fail(&err);
        if (diag.s)
            fputs(diag.s, stderr);
    } else {
        printf("%s\n", o.out);
    }
    sb_free(&diag);
    return rc;
}
