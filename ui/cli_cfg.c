/* cli_cfg.c - placeholder until the module lands. */
#include "cli.h"
#include <stdio.h>
int cli_cfg(int argc, char **argv)
{
    (void)argc;
    fprintf(stderr, "warpscope %s: not built yet\n", argv[0]);
    return EXIT_BADINPUT;
}
