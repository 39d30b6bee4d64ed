/* fuzz_config.c - libFuzzer target: the configuration file reader.  The
 * input is written as $XDG_CONFIG_HOME/warpscope/config (a private
 * directory) and read with config_load_srcpath, as `lines` and the
 * interface do; each line also goes through srcpath_parse_line directly,
 * and the rules read are used to resolve a few line-table paths. */
#include "session/config.h"
#include "debuginfo/srcpath.h"

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char cfg[PATH_MAX], dir[64];

/* the private directory goes when the fuzzer exits */
static void cleanup(void)
{
    char sub[PATH_MAX];
    unlink(cfg);
    snprintf(sub, sizeof sub, "%s/warpscope", dir);
    rmdir(sub);
    rmdir(dir);
}

/* The file is rewritten for every input: on tmpfs (/dev/shm) where there
 * is one, since ext4 writes a truncated file back at each close (most of
 * the time went there), else in /tmp. */
static int setup(void)
{
    snprintf(dir, sizeof dir, "/dev/shm/ws-fuzz-config-XXXXXX");
    if (!mkdtemp(dir)) {
        snprintf(dir, sizeof dir, "/tmp/ws-fuzz-config-XXXXXX");
        if (!mkdtemp(dir))
            return -1;
    }
    setenv("XDG_CONFIG_HOME", dir, 1);
    snprintf(cfg, sizeof cfg, "%s/warpscope", dir);
    mkdir(cfg, 0700);
    snprintf(cfg, sizeof cfg, "%s/warpscope/config", dir);
    atexit(cleanup);
    return 0;
}

static void resolve_some(const struct srcpath *sp)
{
    static const char *paths[] = {
        "/work/main/samples/reduce_block/kernel.cu", "kernel.cu", "",
        "/usr/local/cuda/bin/../targets/x86_64-linux/include/sm_30_intrinsics.hpp",
        "a/b/../c.cu", "/",
    };
    char out[PATH_MAX];
    for (size_t i = 0; i < sizeof paths / sizeof paths[0]; i++)
        srcpath_resolve(sp, paths[i], out, sizeof out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!cfg[0] && setup())
        return 0;
    FILE *fp = fopen(cfg, "w");
    if (!fp)
        return 0;
    fwrite(data, 1, size, fp);
    fclose(fp);

    struct srcpath sp;
    struct ws_error err;
    srcpath_init(&sp);
    if (!config_load_srcpath(&sp, &err))
        resolve_some(&sp);
    srcpath_free(&sp);

    /* line by line, as a caller with its own reader would */
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = 0;
    srcpath_init(&sp);
    int n = 0;
    for (char *line = text, *nl; line; line = nl) {
        nl = strchr(line, '\n');
        if (nl)
            *nl++ = 0;
        srcpath_parse_line(&sp, line, "config", ++n, &err);
    }
    resolve_some(&sp);
    srcpath_free(&sp);
    free(text);
    return 0;
}
