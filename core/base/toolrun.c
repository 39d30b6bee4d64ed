/* tools.c - run external tools with pipes (no shell, no temporary files). */
#include "toolrun.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

int tools_which(const char *name, char *buf, size_t len)
{
    if (strchr(name, '/')) {
        snprintf(buf, len, "%s", name);
        return access(buf, X_OK) == 0 ? 0 : -1;
    }
    const char *path = getenv("PATH");
    if (!path)
        path = "/usr/local/bin:/usr/bin:/bin";
    while (*path) {
        const char *c = strchr(path, ':');
        size_t n = c ? (size_t)(c - path) : strlen(path);
        snprintf(buf, len, "%.*s/%s", (int)n, n ? path : ".", name);
        if (access(buf, X_OK) == 0)
            return 0;
        path += n + (c != NULL);
    }
    return -1;
}

enum ws_status tools_run(const char *const argv[], const char *stdin_data, size_t stdin_len,
                         struct strbuf *out, struct strbuf *errout, int *exit_code,
                         struct ws_error *err)
{
    char exe[4096];
    if (tools_which(argv[0], exe, sizeof exe))
        return ws_error_set(err, WS_ETOOL, NULL, 0, "%s not found on PATH", argv[0]);
    int pin[2], pout[2], perr[2];
    if (pipe2(pin, O_CLOEXEC) || pipe2(pout, O_CLOEXEC) || pipe2(perr, O_CLOEXEC))
        return ws_error_set(err, WS_EIO, NULL, 0, "pipe: %s", strerror(errno));
    pid_t pid = fork();
    if (pid < 0)
        return ws_error_set(err, WS_EIO, NULL, 0, "fork: %s", strerror(errno));
    if (pid == 0) {
        dup2(pin[0], 0);
        dup2(pout[1], 1);
        dup2(perr[1], 2);
        execv(exe, (char *const *)argv);
        _exit(127);
    }
    close(pin[0]);
    close(pout[1]);
    close(perr[1]);
    void (*old)(int) = signal(SIGPIPE, SIG_IGN);
    size_t sent = 0;
    if (!stdin_data || stdin_len == 0) {
        close(pin[1]);
        pin[1] = -1;
    }
    int open_out = 1, open_err = 1;
    char buf[65536];
    while (open_out || open_err || pin[1] >= 0) {
        struct pollfd pf[3];
        int n = 0, io = -1, ie = -1, ii = -1;
        if (open_out) { pf[n] = (struct pollfd){ pout[0], POLLIN, 0 }; io = n++; }
        if (open_err) { pf[n] = (struct pollfd){ perr[0], POLLIN, 0 }; ie = n++; }
        if (pin[1] >= 0) { pf[n] = (struct pollfd){ pin[1], POLLOUT, 0 }; ii = n++; }
        if (poll(pf, (nfds_t)n, -1) < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        if (io >= 0 && pf[io].revents) {
            ssize_t k = read(pout[0], buf, sizeof buf);
            if (k <= 0) open_out = 0; else if (out) sb_putn(out, buf, (size_t)k);
        }
        if (ie >= 0 && pf[ie].revents) {
            ssize_t k = read(perr[0], buf, sizeof buf);
            if (k <= 0) open_err = 0; else if (errout) sb_putn(errout, buf, (size_t)k);
        }
        if (ii >= 0 && pf[ii].revents) {
            ssize_t k = write(pin[1], stdin_data + sent, stdin_len - sent);
            if (k <= 0 || (sent += (size_t)k) == stdin_len) {
                close(pin[1]);
                pin[1] = -1;
            }
        }
    }
    close(pout[0]);
    close(perr[0]);
    if (pin[1] >= 0)
        close(pin[1]);
    signal(SIGPIPE, old);
    int st = 0;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
        ;
    int code = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
    if (exit_code)
        *exit_code = code;
    if (code == 127)
        return ws_error_set(err, WS_ETOOL, NULL, 0, "%s could not be run", argv[0]);
    if (code != 0)
        return ws_error_set(err, WS_ETOOL, NULL, 0, "%s exited with status %d", argv[0], code);
    return WS_OK;
}
