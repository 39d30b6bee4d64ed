/* test_fmt.c - the fast formatter against glibc's vsnprintf, the reference:
 * every format here must give the same bytes and the same return value,
 * also when the buffer is too small. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "base/fmt.h"

static void check(size_t cap, const char *f, ...)
{
    char a[300], b[300];
    va_list ap, aq;
    va_start(ap, f);
    va_copy(aq, ap);
    assert_true(fmt_supported(f));
    memset(a, 'x', sizeof a);
    memset(b, 'x', sizeof b);
    int na = fmt_vformat(a, cap, f, ap);
    int nb = vsnprintf(b, cap, f, aq);
    va_end(aq);
    va_end(ap);
    if (na != nb || memcmp(a, b, sizeof a))
        fail_msg("format \"%s\" cap %zu: got %d \"%.*s\", libc %d \"%.*s\"", f, cap, na,
                 (int)(cap ? cap : 1), a, nb, (int)(cap ? cap : 1), b);
}

static void test_like_libc(void **state)
{
    (void)state;
    /* 15 to 17 and 33: a buffer that ends just before, at and after the
     * end of a short run (SHORT_RUN, fmt.c) copied as it is scanned */
    static const size_t caps[] = { 256, 5, 1, 15, 16, 17, 33 };
    for (size_t k = 0; k < sizeof caps / sizeof caps[0]; k++) {
        size_t c = caps[k];
        check(c, "plain text");
        check(c, "v_add_nc_u32 %s, %s, %s", "v1", "v2", "0x10");
        check(c, "s[%d:%d]", 8, 9);
        check(c, "%d %i %u", -2147483647 - 1, 0, 4294967295u);
        check(c, "%x %X %#x %#X %#x", 0xdeadbeefu, 0xabcu, 0x1fu, 0x2au, 0u);
        check(c, "0x%08x|%8d|%-8d|%08d|%-08d|", 0x1234u, -42, 42, -42, 7);
        check(c, "%ld %lu %lld %llx %zu %zx", -5L, 5UL, -9223372036854775807LL - 1,
              0xffffffffffffffffULL, (size_t)123, (size_t)0x7f);
        check(c, "%hd %hhu %hx", (short)-3, 300, 0x12345);
        check(c, "%jd %td", (intmax_t)-77, (ptrdiff_t)-12);
        check(c, "%.3d %.0d %5.2x %-5.3u|", 7, 0, 0xfu, 12u);
        check(c, "%c%c %5c|%-3c|", 'a', 'b', 'c', 'd');
        check(c, "%s|%.2s|%6s|%-6s|%.*s|%*s|%-*s|", "abc", "abc", "ab", "ab", 2, "xyz", 4, "q", -4, "r");
        check(c, "%*d|%-*d|%.*d", 6, 42, 6, 42, 4, 3);
        check(c, "100%% %s%%", "done");
        check(c, "%s", (const char *)"");
        check(c, "a literal run longer than sixteen bytes %s and after it", "x");
        check(c, "%s|%s|%s", "fifteen bytes..", "sixteen bytes...", "seventeen bytes..");
        check(c, "%s%s", "a string argument well over sixteen bytes long", (const char *)NULL);
        check(c, "0123456789abcde%d0123456789abcdef%d0123456789abcdefg", 1, 2);
    }
}

static void test_unsupported_left_to_libc(void **state)
{
    (void)state;
    assert_false(fmt_supported("%f"));
    assert_false(fmt_supported("%.3f ms"));
    assert_false(fmt_supported("%+d"));
    assert_false(fmt_supported("% d"));
    assert_false(fmt_supported("%p"));
    assert_false(fmt_supported("%g"));
    assert_false(fmt_supported("trailing %"));
    char a[64];
    assert_int_equal(fmt_snprintf(a, sizeof a, "%.2f|%+d", 1.5, 3), 7);
    assert_string_equal(a, "1.50|+3");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_like_libc),
        cmocka_unit_test(test_unsupported_left_to_libc),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
