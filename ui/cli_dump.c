/* cli_dump.c - `warpscope dump FILE [--json] [--sm N]`. */
#include "cli.h"
#include "session/input.h"
#include "sass/sass_dump.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int cli_dump(int argc, char **argv)
{
    const char *path = NULL;
    int json = 0, sm = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json"))
            json = 1;
        else if (!strcmp(argv[i], "--sm") && i + 1 < argc)
            sm = atoi(argv[++i]);
        else if (argv[i][0] == '-' && argv[i][1])
            return cli_usage_error("dump", "unknown option '%s'", argv[i]);
        else if (!path)
            path = argv[i];
        else
            return cli_usage_error("dump", "more than one FILE");
    }
    if (!path)
        return cli_usage_error("dump", "missing FILE");
    struct ws_error err;
    ws_error_clear(&err);
    struct sass_module *m;
    if (input_load_sass(path, sm, &m, &err))
        return cli_fail(&err);
    cli_note_arch(path, sm, m);
    struct strbuf out;
    sb_init(&out);
    if (json)
        sass_dump_json(m, &out);
    else
        sass_dump_text(m, &out);
    int rc = EXIT_OK;
    if (out.oom) {
        fprintf(stderr, "warpscope: out of memory\n");
        rc = EXIT_BADINPUT;
    } else if (fwrite(out.s, 1, out.len, stdout) != out.len || fflush(stdout)) {
        rc = EXIT_BADINPUT;
    }
    sb_free(&out);
    sass_module_free(m);
    return rc;
}
