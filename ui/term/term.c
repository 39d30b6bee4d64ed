/* term.c - terminal set-up, teardown, colours, drawing helpers. */
#include "term.h"
#include "tui_keymap.h"

#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

static int active;              /* curses is running */
static int headless;
static SCREEN *screen;
static FILE *null_out, *null_in;
static int ncolors;             /* 0, 8, 256 */
static int utf8;
static attr_t roles[TR_COUNT];
static int nbands;

/* Band colours: distinct hues, red left out (it means UNSUPPORTED). */
static const short bands256[] = { 33, 214, 41, 171, 45, 227, 99, 208, 36, 219, 75, 142 };
static const short bands8[] = { COLOR_BLUE, COLOR_YELLOW, COLOR_GREEN, COLOR_MAGENTA, COLOR_CYAN };

enum { PAIR_UNSUP = 1, PAIR_ERROR, PAIR_DIM, PAIR_LABEL, PAIR_TITLE, PAIR_LINKED, PAIR_SAME,
       PAIR_BAND0 };

/* ---- signals ------------------------------------------------------------ */

static void on_fatal(int sig)
{
    term_done();
    static const char msg[] = "warpscope: terminated by a signal; terminal restored\n";
    if (sig != SIGINT && sig != SIGTERM && sig != SIGHUP) {
        ssize_t w = write(2, msg, sizeof msg - 1);
        (void)w;
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

static void install_signals(void)
{
    static const int sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGFPE,
                                SIGILL, SIGABRT };
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_fatal;
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
        sigaction(sigs[i], &sa, NULL);
}

/* ---- set-up ------------------------------------------------------------- */

static void setup_locale(void)
{
    setlocale(LC_ALL, "");
    const char *cs = nl_langinfo(CODESET);
    if (!cs || strcmp(cs, "UTF-8")) {
        if (setlocale(LC_CTYPE, "C.UTF-8"))
            cs = nl_langinfo(CODESET);
    }
    utf8 = cs && !strcmp(cs, "UTF-8");
}

static void setup_colors(void)
{
    const char *nc = getenv("NO_COLOR");
    ncolors = 0;
    if ((!nc || !*nc) && has_colors() && start_color() == OK) {
        use_default_colors();
        ncolors = COLORS >= 256 ? 256 : 8;
    }
    for (int r = 0; r < TR_COUNT; r++)
        roles[r] = A_NORMAL;
    roles[TR_TITLE] = A_REVERSE;
    roles[TR_TITLE_FOCUS] = A_REVERSE | A_BOLD;
    roles[TR_CURSOR] = A_REVERSE | A_BOLD;
    roles[TR_LINKED] = A_REVERSE;
    roles[TR_SAME_LINE] = A_BOLD;
    roles[TR_UNSUP] = A_BOLD | A_UNDERLINE;
    roles[TR_ERROR] = A_BOLD | A_UNDERLINE;
    roles[TR_STATUS] = A_REVERSE;
    roles[TR_RULE] = A_NORMAL;
    if (!ncolors) {
        nbands = 0;
        return;
    }
    init_pair(PAIR_UNSUP, COLOR_RED, -1);
    init_pair(PAIR_ERROR, COLOR_WHITE, COLOR_RED);
    init_pair(PAIR_DIM, ncolors == 256 ? 244 : COLOR_WHITE, -1);
    init_pair(PAIR_LABEL, ncolors == 256 ? 110 : COLOR_CYAN, -1);
    init_pair(PAIR_TITLE, COLOR_BLACK, ncolors == 256 ? 250 : COLOR_WHITE);
    roles[TR_UNSUP] = COLOR_PAIR(PAIR_UNSUP) | A_BOLD;
    roles[TR_ERROR] = COLOR_PAIR(PAIR_ERROR) | A_BOLD;
    roles[TR_DIM] = ncolors == 256 ? COLOR_PAIR(PAIR_DIM) : A_DIM;
    roles[TR_LABEL] = COLOR_PAIR(PAIR_LABEL);
    if (ncolors == 256) {
        roles[TR_TITLE] = COLOR_PAIR(PAIR_TITLE);
        roles[TR_TITLE_FOCUS] = A_REVERSE | A_BOLD;
    }
    const short *b = ncolors == 256 ? bands256 : bands8;
    nbands = ncolors == 256 ? (int)(sizeof bands256 / sizeof bands256[0])
                            : (int)(sizeof bands8 / sizeof bands8[0]);
    for (int i = 0; i < nbands && PAIR_BAND0 + i < COLOR_PAIRS; i++)
        init_pair((short)(PAIR_BAND0 + i), b[i], -1);
}

static void setup_modes(void)
{
    raw();      /* C-c, C-s, C-q, C-z are keys; SIGINT from kill is still handled */
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    curs_set(0);
    set_escdelay(25);
    mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED, NULL);
    mouseinterval(0);
    setup_colors();
}

/* A listing read from standard input (`nvdisasm k.cubin | warpscope -`)
 * leaves it at the pipe's end: the keys come from the controlling terminal
 * instead, made standard input, so that $EDITOR and a shell escape get it
 * too.  Standard output must be the terminal. */
static void stdin_from_tty(void)
{
    if (isatty(0) || !isatty(1))
        return;
    int fd = open("/dev/tty", O_RDWR | O_CLOEXEC);
    if (fd < 0)
        return;
    if (isatty(fd) && fd != 0)
        dup2(fd, 0);
    if (fd != 0)
        close(fd);
}

int term_init(void)
{
    stdin_from_tty();
    if (!isatty(0) || !isatty(1))
        return -1;
    setup_locale();
    if (!initscr())
        return -1;
    active = 1;
    install_signals();
    atexit(term_done);
    setup_modes();
    return 0;
}

int term_init_headless(int cols, int rows)
{
    setup_locale();
    null_out = fopen("/dev/null", "w");
    null_in = fopen("/dev/null", "r");
    if (!null_out || !null_in)
        return -1;
    headless = 1;
    screen = newterm(getenv("TERM") && *getenv("TERM") ? NULL : "xterm-256color", null_out, null_in);
    if (!screen)
        screen = newterm("xterm-256color", null_out, null_in);
    if (!screen)
        return -1;
    set_term(screen);
    active = 1;
    setup_modes();
    resizeterm(rows, cols);
    return 0;
}

void term_done(void)
{
    if (!active)
        return;
    active = 0;
    endwin();
    if (screen) {
        delscreen(screen);
        screen = NULL;
    }
    if (null_out) fclose(null_out);
    if (null_in) fclose(null_in);
    null_out = null_in = NULL;
}

void term_suspend(void)
{
    def_prog_mode();
    endwin();
}

void term_resume(void)
{
    reset_prog_mode();
    clearok(curscr, TRUE);
    refresh();
}

/* ---- drawing ------------------------------------------------------------ */

int term_colors(void) { return ncolors; }
attr_t term_attr(enum term_role r) { return roles[r]; }

attr_t term_band(int file, int line)
{
    if (!nbands || line <= 0)
        return 0;
    unsigned h = (unsigned)line * 7u + (unsigned)(file + 1) * 3u;
    int pair = PAIR_BAND0 + (int)(h % (unsigned)nbands);
    return pair < COLOR_PAIRS ? COLOR_PAIR(pair) : 0;
}

const char *term_glyph_cursor(void) { return utf8 ? "\u25b6" : ">"; }
const char *term_glyph_band(void) { return utf8 ? "\u258c" : "|"; }
const char *term_glyph_vline(void) { return utf8 ? "\u2502" : "|"; }

int term_put(WINDOW *w, int y, int x, int width, int skip, const char *s, attr_t a)
{
    if (width <= 0)
        return 0;
    wchar_t buf[1024];
    int n = 0, col = 0, used = 0;
    mbstate_t st;
    memset(&st, 0, sizeof st);
    const char *p = s ? s : "";
    size_t left = strlen(p);
    while (left && used < width && n < (int)(sizeof buf / sizeof buf[0]) - 8) {
        wchar_t wc;
        size_t k = mbrtowc(&wc, p, left, &st);
        if (k == (size_t)-1 || k == (size_t)-2) {
            wc = L'?';
            k = 1;
            memset(&st, 0, sizeof st);
        } else if (k == 0) {
            break;
        }
        p += k;
        left -= k;
        if (wc == L'\t') {
            int to = (col / 4 + 1) * 4;
            while (col < to && used < width) {
                if (col++ >= skip) { buf[n++] = L' '; used++; }
            }
            continue;
        }
        int cw = wcwidth(wc);
        if (cw < 0) { wc = L'?'; cw = 1; }
        if (col >= skip) {
            if (used + cw > width)
                break;
            buf[n++] = wc;
            used += cw;
        }
        col += cw;
    }
    int text_cols = used;
    while (used < width && n < (int)(sizeof buf / sizeof buf[0]) - 1) {
        buf[n++] = L' ';
        used++;
    }
    buf[n] = 0;
    wattrset(w, a);
    mvwaddnwstr(w, y, x, buf, n);
    wattrset(w, A_NORMAL);
    return text_cols;
}

int term_getkey(WINDOW *w)
{
    int c = wgetch(w);
    if (c != 27)
        return c;
    /* ESC: a meta key when another key follows at once */
    wtimeout(w, 30);
    int d = wgetch(w);
    wtimeout(w, -1);
    if (d == ERR || d == 27)
        return 27;
    return KEY_META(d);
}
