/* tui.h - the full-screen interface: `warpscope [FILE...]`. */
#ifndef WS_TUI_H
#define WS_TUI_H

#include <stddef.h>

/* Run the interface; argv[0] is the program, then FILE... and options
 * (--keymap vi|emacs, --sm N, --wave 32|64, --target T).  Returns the exit
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
    int frames;
};

/* The edit the benchmark makes: text with the last hexadecimal digit of its
 * last immediate changed (LOP3.LUT ... 0x3c -> 0x3d); 0 when text has none. */
int tui_bench_edit_text(const char *text, char *out, size_t n);
int tui_bench_frame(const char *path, int cols, int rows, int frames, struct tui_bench *out,
                    char *err, size_t errlen);

/* Render path's first screen (cols x rows) as plain text into buf (rows
 * lines), for tests and the benchmark; 0 ok. */
int tui_render_text(const char *path, int cols, int rows, char *buf, size_t len);

#endif
