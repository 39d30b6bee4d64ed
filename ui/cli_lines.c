/* cli_lines.c - placeholder until the module lands. */
#include "cli.h"
#include <stdio.h>
int cli_lines(int argc, char **argv)
{
    (void)argc;
    fprintf(stderr, "warpscope %s: not built yet\n", argv[0]);
    return EXIT_BADINPUT;
}
int cli_host(int argc, char **argv)
{
    (void)argc;
    fprintf(stderr, "warpscope %s: not built yet\n", argv[0]);
    return EXIT_BADINPUT;
}
