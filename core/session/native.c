/* native.c - run clang-19 for the native gfx1100 reference.
 * Flags as in samples/make-native.sh and ISA-NOTES: -x hip
 * --offload-arch=T -nogpulib -nogpuinc --cuda-device-only -O3 -g. */
#include "native.h"
#include "base/toolrun.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

enum ws_status native_compile(const char *src, const struct native_opts *o,
                              struct strbuf *diag, struct ws_error *err)
{
    char exe[4096], arch[64];
    if (tools_which("clang-19", exe, sizeof exe))
        return ws_error_set(err, WS_ETOOL, src, 0,
                            "clang-19 not found: install clang-19 (Debian package clang-19)");
    if (access(src, R_OK))
        return ws_error_set(err, WS_EIO, src, 0, "cannot read the source");
    if (o->compat && access(o->compat, R_OK))
        return ws_error_set(err, WS_ENOTFOUND, o->compat, 0,
                            "compatibility header missing (CUDA built-ins for clang's HIP mode)");
    snprintf(arch, sizeof arch, "--offload-arch=%s", o->target ? o->target : "gfx1100");
    const char *argv[24];
    int n = 0;
    argv[n++] = "clang-19";
    argv[n++] = "-x";
    argv[n++] = "hip";
    argv[n++] = arch;
    argv[n++] = "-nogpulib";
    argv[n++] = "-nogpuinc";
    argv[n++] = "--cuda-device-only";
    argv[n++] = "-O3";
    argv[n++] = "-g";
    if (o->compat) {
        argv[n++] = "-include";
        argv[n++] = o->compat;
    }
    if (o->incdir) {
        argv[n++] = "-I";
        argv[n++] = o->incdir;
    }
    if (o->object) {
        argv[n++] = "-c";
        argv[n++] = "--no-gpu-bundle-output";
    } else {
        argv[n++] = "-S";
    }
    argv[n++] = "-o";
    argv[n++] = o->out;
    argv[n++] = src;
    argv[n] = NULL;
    int code;
    struct ws_error e;
    if (tools_run(argv, NULL, 0, NULL, diag, &code, &e)) {
        char first[300] = "";
        if (diag && diag->s) {
            const char *p = strstr(diag->s, "error:");
            snprintf(first, sizeof first, "%.*s", (int)strcspn(p ? p : diag->s, "\n"), p ? p : diag->s);
        }
        return ws_error_set(err, WS_ETOOL, src, 0, "clang-19 failed (status %d): %s", code, first);
    }
    return WS_OK;
}
