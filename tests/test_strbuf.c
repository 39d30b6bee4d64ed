/* test_strbuf.c - appends of every short length (sb_copy moves up to 16
 * bytes as two overlapping words, longer ones with memcpy), room made and
 * counted by hand, and sb_printf past the room it makes first.  The
 * expected bytes are the ones appended (and, for sb_printf, what glibc's
 * snprintf writes for the same format). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "base/strbuf.h"

/* Every length from 0 to 40, at every offset in the buffer up to 40: the
 * buffer holds exactly the bytes appended, NUL-terminated. */
static void test_putn_lengths(void **state)
{
    (void)state;
    char src[64], want[2048];
    for (size_t i = 0; i < sizeof src; i++)
        src[i] = (char)('A' + i % 50);
    for (size_t lead = 0; lead <= 40; lead++) {
        for (size_t n = 0; n <= 40; n++) {
            struct strbuf b;
            sb_init(&b);
            for (size_t k = 0; k < lead; k++)
                sb_putc(&b, 'x');
            sb_putn(&b, src + 3, n);
            sb_puts(&b, "!");
            memset(want, 'x', lead);
            memcpy(want + lead, src + 3, n);
            want[lead + n] = '!';
            assert_int_equal(b.len, lead + n + 1);
            assert_memory_equal(b.s, want, lead + n + 1);
            assert_int_equal(b.s[b.len], 0);
            sb_free(&b);
        }
    }
}

/* Room asked for, partly used, counted: the rest is not part of it. */
static void test_room_commit(void **state)
{
    (void)state;
    struct strbuf b;
    sb_init(&b);
    sb_puts(&b, "ab");
    char *p = sb_room(&b, 1000);
    assert_non_null(p);
    assert_true(b.cap >= b.len + 1001);
    memcpy(p, "cdefg", 5);
    sb_commit(&b, 3);
    assert_string_equal(b.s, "abcde");
    assert_int_equal(b.len, 5);
    sb_free(&b);
}

/* sb_printf writes short text in place and longer text (past the 255
 * bytes of room it makes first, and past the buffer's capacity) whole. */
static void test_printf_lengths(void **state)
{
    (void)state;
    static const size_t lens[] = { 0, 1, 200, 254, 255, 256, 257, 600, 5000 };
    char arg[6000], want[7000];
    memset(arg, 'q', sizeof arg);
    for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++) {
        for (size_t lead = 0; lead < 300; lead += 37) {
            struct strbuf b;
            sb_init(&b);
            for (size_t k = 0; k < lead; k++)
                sb_putc(&b, 'x');
            sb_printf(&b, "<%.*s|%d>", (int)lens[i], arg, (int)lens[i]);
            memset(want, 'x', lead);
            int n = snprintf(want + lead, sizeof want - lead, "<%.*s|%d>", (int)lens[i], arg,
                             (int)lens[i]);
            assert_int_equal(b.len, lead + (size_t)n);
            assert_string_equal(b.s, want);
            sb_free(&b);
        }
    }
    /* a conversion the fast formatter leaves to libc */
    struct strbuf b;
    sb_init(&b);
    sb_printf(&b, "%.2f|%+d", 1.5, 3);
    assert_string_equal(b.s, "1.50|+3");
    sb_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_putn_lengths),
        cmocka_unit_test(test_room_commit),
        cmocka_unit_test(test_printf_lengths),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
