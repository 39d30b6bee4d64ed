/* input.c - turn a path into a parsed SASS module. */
#include "input.h"
#include "tools.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

static int is_elf(const char *path)
{
    unsigned char mag[4] = { 0 };
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return 0;
    size_t n = fread(mag, 1, 4, fp);
    fclose(fp);
    return n == 4 && mag[0] == 0x7f && mag[1] == 'E' && mag[2] == 'L' && mag[3] == 'F';
}

static enum ws_status load_cubin(const char *path, struct sass_module **out, struct ws_error *err)
{
    char exe[4096];
    if (tools_which("nvdisasm", exe, sizeof exe))
        return ws_error_set(err, WS_ETOOL, path, 0,
                            "reading a cubin needs nvdisasm (CUDA toolkit) on PATH; "
                            "or give a text dump made with `nvdisasm -c -g -hex %s`", path);
    const char *argv[] = { "nvdisasm", "-c", "-g", "-hex", path, NULL };
    struct strbuf o, e;
    sb_init(&o);
    sb_init(&e);
    int code;
    enum ws_status s = tools_run(argv, NULL, 0, &o, &e, &code, err);
    if (s) {
        ws_error_set(err, WS_ETOOL, path, 0, "nvdisasm failed (status %d): %.200s", code,
                     e.s ? e.s : "");
    } else {
        s = sass_parse_buffer(path, o.s ? o.s : "", o.len, out, err);
    }
    sb_free(&o);
    sb_free(&e);
    return s;
}

enum ws_status input_load_sass(const char *path, int sm, struct sass_module **out,
                               struct ws_error *err)
{
    struct stat st;
    *out = NULL;
    if (stat(path, &st))
        return ws_error_set(err, WS_EIO, path, 0, "cannot open: %s", strerror(errno));
    if (S_ISDIR(st.st_mode)) {
        char p[4096];
        snprintf(p, sizeof p, "%s/sm_%d.nvdisasm.sass", path, sm > 0 ? sm : INPUT_DEFAULT_SM);
        if (stat(p, &st))
            return ws_error_set(err, WS_ENOTFOUND, path, 0,
                                "not a sample directory: no %s", p);
        return sass_parse_file(p, out, err);
    }
    if (is_elf(path))
        return load_cubin(path, out, err);
    return sass_parse_file(path, out, err);
}
