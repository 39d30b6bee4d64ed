/* tui.h - the full-screen interface: `warpscope [FILE...]`. */
#ifndef WS_TUI_H
#define WS_TUI_H

#include <stddef.h>
#include <stdio.h>

/* Run the interface; argv[0] is the program, then FILE... and options
 * (--keymap vi|emacs, --sm N, --wave 32|64, --target T, --lds N,
 * --source-dir DIR, --substitute-path FROM TO; the configuration file's
 * source rules after those).  Returns the exit
 * status (EXIT_BADINPUT with a message on stderr when FILE cannot be
 * opened or there is no terminal). */
int tui_main(int argc, char **argv);

/* Headless rendering for the benchmark: open path, draw into an off-screen
 * curses screen of cols x rows (newterm on /dev/null), then redraw frames
 * times moving the cursor one SASS line each time.  Seconds in out. */
struct tui_bench {
    double open_s;          /* session_open: parse, translate, align */
    double first_frame_s;   /* set-up, layout and the first full frame */
    double redraw_s;        /* mean of one cursor move + redraw */
    double edit_s;          /* median of: one instruction edited (tui_bench_edit_text),
                               re-translated, re-aligned and the screen redrawn */
    int edit_incremental;   /* that edit re-translated one instruction alone */
    double edit_reg_s;      /* the same for an edit of a source register
                               (tui_bench_edit_reg_text), -1 none to edit */
    int edit_reg_incremental;
    int frames;
    /* the function with the most instructions, when it is not the first:
     * going to it (translated on first look) and drawn, and edit_s there */
    double big_switch_s, big_redraw_s, big_edit_s, big_edit_reg_s;
    int big_edit_reg_incremental;
    /* the edit mix there (tui_bench_frame): mix_n register edits spread
     * over the function, each timed once; the median, the 90th percentile
     * and the slowest, and how many translated the whole function again */
    int mix_n, mix_whole;
    double mix_median_s, mix_p90_s, mix_max_s;
    size_t big_insns;       /* its instructions, 0 when it is the first */
};

/* The edit the benchmark makes: text with the last hexadecimal digit of its
 * last immediate changed (LOP3.LUT ... 0x3c -> 0x3d); 0 when text has none. */
int tui_bench_edit_text(const char *text, char *out, size_t n);
/* The benchmark's edit of a register: text with the register of its first
 * source operand that is a plain R register (not RZ) taken one higher,
 * below R254 (IMAD R38, R17, R35, R32 -> IMAD R38, R18, R35, R32): the
 * instruction's liveness changes, so the set-up (liveness, colouring,
 * uniformity) runs again; 0 when text has none. */
int tui_bench_edit_reg_text(const char *text, char *out, size_t n);
/* The edit mix's other edit: text with its first operand, where that is a
 * plain R register (the destination of most instructions), taken one
 * higher, below R254; 0 when it is not one. */
int tui_bench_edit_first_text(const char *text, char *out, size_t n);
int tui_bench_frame(const char *path, int cols, int rows, int frames, struct tui_bench *out,
                    char *err, size_t errlen);

/* Open path off-screen at cols x rows, run each of cmds as a command line
 * (":cfg", ":goto 0x40", any request by name: "move-down"), then print the
 * screen as plain text to out (rows lines); with every, the screen after
 * each command, each after a line "@@ N COMMAND".  0 ok, -1 (message on
 * stderr) when path cannot be opened.  `warpscope screen` and the tests
 * use it. */
int tui_render_script(const char *path, int cols, int rows, const char *const *cmds, size_t ncmds, int every,
                      FILE *out);

#endif
