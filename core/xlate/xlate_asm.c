/* xlate_asm.c - a translation as a loadable code object: printed, assembled
 * by llvm-mc-19, linked by ld.lld-19 (what `warpscope verify` and the
 * interface's :run load into the emulator). */
#include "base/toolrun.h"
#include "xlate.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

static enum ws_status run_tool(const char *const argv[], struct ws_error *err)
{
    struct strbuf e;
    sb_init(&e);
    int code = 0;
    enum ws_status s = tools_run(argv, NULL, 0, NULL, &e, &code, err);
    if (s)
        ws_error_set(err, WS_ETOOL, NULL, 0, "%s failed (status %d): %.300s", argv[0], code, e.s ? e.s : err->msg);
    sb_free(&e);
    return s ? WS_ETOOL : WS_OK;
}

enum ws_status xlate_assemble_text(const char *text, size_t n, const char *target, int wave,
                                   char *hsaco, size_t len, struct ws_error *err)
{
    char path[4096];
    static const char *const need[] = { "llvm-mc-19", "ld.lld-19" };
    for (size_t i = 0; i < 2; i++)
        if (tools_which(need[i], path, sizeof path))
            return ws_error_set(err, WS_ETOOL, NULL, 0, "%s is not installed (make deps installs it)", need[i]);
    char asmf[256], obj[256];
    long pid = (long)getpid();
    snprintf(asmf, sizeof asmf, "/tmp/warpscope-asm-%ld.s", pid);
    snprintf(obj, sizeof obj, "/tmp/warpscope-asm-%ld.o", pid);
    snprintf(hsaco, len, "/tmp/warpscope-asm-%ld.hsaco", pid);
    FILE *fp = fopen(asmf, "w");
    int ok = fp && fwrite(text, 1, n, fp) == n;
    if (fp && fclose(fp))
        ok = 0;
    if (!ok) {
        unlink(asmf);
        return ws_error_set(err, WS_EIO, asmf, 0, "cannot write");
    }
    char mcpu[64];
    snprintf(mcpu, sizeof mcpu, "-mcpu=%s", target ? target : "gfx1100");
    const char *mc[] = { "llvm-mc-19", "-triple=amdgcn-amd-amdhsa", mcpu,
                         wave == 64 ? "-mattr=+wavefrontsize64" : "-mattr=+wavefrontsize32",
                         "-filetype=obj", asmf, "-o", obj, NULL };
    const char *ld[] = { "ld.lld-19", "-shared", obj, "-o", hsaco, NULL };
    enum ws_status st = run_tool(mc, err);
    if (!st)
        st = run_tool(ld, err);
    unlink(asmf);
    unlink(obj);
    return st;
}

enum ws_status xlate_assemble(const struct xlate_result *xr, int wave, char *hsaco, size_t len,
                              struct ws_error *err)
{
    struct strbuf s;
    sb_init(&s);
    xlate_print(xr, &s);
    if (s.oom) {
        sb_free(&s);
        return ws_error_set(err, WS_ENOMEM, NULL, 0, "out of memory");
    }
    enum ws_status st = xlate_assemble_text(s.s, s.len, xr->opts.target->name, wave, hsaco, len, err);
    sb_free(&s);
    return st;
}
