/* cli_screen.c - `warpscope screen FILE [--size COLSxROWS] [--every]
 * [-c CMD]...`: the interface drawn off-screen after running each command
 * line, printed as plain text (for tests and for captured screens). */
#include "cli.h"
#include "tui.h"

#include <stdio.h>
#include <string.h>

#define SCREEN_MAX_CMDS 64

int cli_screen(int argc, char **argv)
{
    const char *path = NULL, *cmds[SCREEN_MAX_CMDS];
    size_t ncmds = 0;
    int cols = 80, rows = 24, every = 0;
    for (int i = 1; i < argc; i++) {
        int more = i + 1 < argc;
        if (!strcmp(argv[i], "--size") && more) {
            if (sscanf(argv[++i], "%dx%d", &cols, &rows) != 2 || cols < 20 || rows < 8 || cols > 1000 || rows > 500)
                return cli_usage_error("screen", "--size takes COLSxROWS (20x8 to 1000x500)");
        } else if (!strcmp(argv[i], "--every")) {
            every = 1;
        } else if (!strcmp(argv[i], "-c") && more) {
            if (ncmds == SCREEN_MAX_CMDS)
                return cli_usage_error("screen", "at most %d commands", SCREEN_MAX_CMDS);
            cmds[ncmds++] = argv[++i];
        } else if (argv[i][0] == '-' || path) {
            return cli_usage_error("screen", "unexpected '%s'", argv[i]);
        } else {
            path = argv[i];
        }
    }
    if (!path)
        return cli_usage_error("screen", "missing FILE");
    return tui_render_script(path, cols, rows, cmds, ncmds, every, stdout) ? EXIT_BADINPUT : EXIT_OK;
}
