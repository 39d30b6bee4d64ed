/* test_config.c - the configuration file's source rules: read, and written
 * back by :w config (config_save_srcpath): the rules added one line each at
 * the end, every other line kept, nothing added twice, quoting that reads
 * back, a bad line refusing the write.  The expected file texts are written
 * by hand from the format in config.h and srcpath.h. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "session/config.h"

static char dir[64], file[256];

static void put(const char *text)
{
    char cmd[400];
    snprintf(cmd, sizeof cmd, "mkdir -p '%.*s'", (int)(strrchr(file, '/') - file), file);
    assert_int_equal(system(cmd), 0);
    FILE *fp = fopen(file, "w");
    assert_non_null(fp);
    fputs(text, fp);
    fclose(fp);
}

static void expect_file(const char *want)
{
    char got[2048] = "";
    FILE *fp = fopen(file, "r");
    assert_non_null(fp);
    size_t n = fread(got, 1, sizeof got - 1, fp);
    fclose(fp);
    got[n] = 0;
    assert_string_equal(got, want);
}

static int setup(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "/tmp/wscfgXXXXXX");
    assert_non_null(mkdtemp(dir));
    char x[128];
    snprintf(x, sizeof x, "%s/not/yet", dir);   /* the directories are made */
    setenv("XDG_CONFIG_HOME", x, 1);
    snprintf(file, sizeof file, "%s/warpscope/config", x);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    char cmd[160];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    return system(cmd) == 0 ? 0 : -1;
}

static void rules(struct srcpath *sp)
{
    struct ws_error err;
    srcpath_init(sp);
    assert_int_equal(srcpath_add_rule(sp, SRCPATH_DIR, "/ab", NULL, &err), WS_OK);
    assert_int_equal(srcpath_add_rule(sp, SRCPATH_DIR, "/a", NULL, &err), WS_OK);  /* a prefix of /ab */
    assert_int_equal(srcpath_add_rule(sp, SRCPATH_DIR, "/ab", NULL, &err), WS_OK);  /* again */
    assert_int_equal(srcpath_add_rule(sp, SRCPATH_SUBSTITUTE, "/x y", "/z\"q", &err), WS_OK);
}

static void test_save_new(void **state)
{
    (void)state;
    struct srcpath sp;
    rules(&sp);
    struct ws_error err;
    ws_error_clear(&err);
    char path[512];
    int added = -1;
    assert_int_equal(config_save_srcpath(&sp, &added, path, sizeof path, &err), WS_OK);
    assert_int_equal(added, 3);
    assert_string_equal(path, file);
    expect_file("source-dir /ab\nsource-dir /a\nsubstitute-path \"/x y\" \"/z\\\"q\"\n");
    /* it reads back as the same rules */
    struct srcpath back;
    srcpath_init(&back);
    assert_int_equal(config_load_srcpath(&back, &err), WS_OK);
    assert_int_equal(back.nrules, 3);
    enum srcpath_kind k;
    const char *from, *to;
    assert_int_equal(srcpath_rule_get(&back, 2, &k, &from, &to), 0);
    assert_int_equal(k, SRCPATH_SUBSTITUTE);
    assert_string_equal(from, "/x y");
    assert_string_equal(to, "/z\"q");
    /* again: nothing to add */
    assert_int_equal(config_save_srcpath(&sp, &added, path, sizeof path, &err), WS_OK);
    assert_int_equal(added, 0);
    expect_file("source-dir /ab\nsource-dir /a\nsubstitute-path \"/x y\" \"/z\\\"q\"\n");
    srcpath_free(&back);
    srcpath_free(&sp);
}

static void test_save_keeps_lines(void **state)
{
    (void)state;
    put("# mine\nkeys-thing x\nsource-dir /a");     /* no newline at the end */
    struct srcpath sp;
    rules(&sp);
    struct ws_error err;
    ws_error_clear(&err);
    char path[512];
    int added = -1;
    assert_int_equal(config_save_srcpath(&sp, &added, path, sizeof path, &err), WS_OK);
    assert_int_equal(added, 2);
    expect_file("# mine\nkeys-thing x\nsource-dir /a\nsource-dir /ab\n"
                "substitute-path \"/x y\" \"/z\\\"q\"\n");
    srcpath_free(&sp);
}

static void test_save_bad_line(void **state)
{
    (void)state;
    put("# mine\nsource-dir\n");
    struct srcpath sp;
    rules(&sp);
    struct ws_error err;
    ws_error_clear(&err);
    char path[512];
    int added = -1;
    assert_int_equal(config_save_srcpath(&sp, &added, path, sizeof path, &err), WS_EPARSE);
    assert_int_equal(err.line, 2);
    expect_file("# mine\nsource-dir\n");
    srcpath_free(&sp);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_save_new, setup, teardown),
        cmocka_unit_test_setup_teardown(test_save_keeps_lines, setup, teardown),
        cmocka_unit_test_setup_teardown(test_save_bad_line, setup, teardown),
    };
    return cmocka_run_group_tests_name("config", tests, NULL, NULL);
}
