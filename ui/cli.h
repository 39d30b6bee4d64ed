/* cli.h - the warpscope subcommands (thin users of core/). */
#ifndef WS_CLI_H
#define WS_CLI_H

#include "base/status.h"

#include <signal.h>

/* Exit statuses, the same for every command. */
enum {
    EXIT_OK = 0,          /* success */
    EXIT_MISMATCH = 1,    /* a check ran and found a difference (verify) */
    EXIT_BADINPUT = 2,    /* bad input, bad usage, missing tool: message on stderr */
    EXIT_UNSUPPORTED = 3, /* translation left instructions without a rule */
    EXIT_INTERNAL = 4,    /* valid input the translator could not handle (WS_EINTERNAL):
                             an internal error, or a limit such as the register files */
};

struct cli_command {
    const char *name;                       /* subcommand */
    int (*run)(int argc, char **argv);      /* argv[0] is the subcommand */
    const char *usage;                      /* arguments */
    const char *help;                       /* one line */
};

const struct cli_command *cli_commands(size_t *n);

/* Print "FILE:LINE: error: msg" to stderr and return EXIT_BADINPUT
 * (EXIT_INTERNAL for WS_EINTERNAL: "internal error"). */
int cli_fail(const struct ws_error *err);
/* The exit status for an error record: EXIT_INTERNAL or EXIT_BADINPUT. */
int cli_status(const struct ws_error *err);
struct xlate_result;
/* "PATH: warning: ..." on stderr for each function of r whose translation
 * assumed something the listing does not say (xlate_assumptions). */
void cli_warn_assumptions(const char *path, const struct xlate_result *r);
int cli_usage_error(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The signals translate -o watches while it writes the file beside OUT.s
 * (SIGINT, SIGTERM, SIGHUP): a thread made before that file blocks them,
 * so that they come to the thread that can block them around its making. */
void cli_beside_signals(sigset_t *s);

struct sass_module;
/* When path holds code for several architectures and none was asked for
 * (sm 0), say on stderr which one m holds. */
void cli_note_arch(const char *path, int sm, const struct sass_module *m);

int cli_dump(int argc, char **argv);
int cli_info(int argc, char **argv);       /* cli_info.c */
int cli_cfg(int argc, char **argv);        /* cli_cfg.c */
int cli_live(int argc, char **argv);       /* cli_live.c */
int cli_occupancy(int argc, char **argv);  /* cli_live.c */
int cli_lines(int argc, char **argv);      /* cli_lines.c */
int cli_host(int argc, char **argv);       /* cli_lines.c */
int cli_translate(int argc, char **argv);  /* cli_translate.c */
int cli_explain(int argc, char **argv);    /* cli_translate.c */
int cli_native(int argc, char **argv);     /* cli_native.c */
int cli_bench(int argc, char **argv);      /* cli_bench.c */
int cli_verify(int argc, char **argv);     /* cli_verify.c */
int cli_screen(int argc, char **argv);     /* cli_screen.c */
int cli_keys(int argc, char **argv);       /* cli_keys.c */
int cli_record(int argc, char **argv);     /* cli_record.c */
int cli_diff(int argc, char **argv);       /* cli_diff.c */

#endif
