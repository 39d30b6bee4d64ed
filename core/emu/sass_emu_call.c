/* sass_emu_call.c - CALL.ABS.NOINC on the SASS emulator: the functions of
 * CUDA's driver that nvcc calls through a bank-4 word (the callee is found
 * as the translation finds it, xlate_call_callee).
 *
 * vprintf(format R4:R5, args R6:R7): the text of each calling thread, with
 * the arguments read from its local memory (the local window c[0x0][0x20]
 * is 0 here, so R6 is the local address), appended to the memory's
 * printed text; R4 = the number of arguments.  __assertfail(message R4:R5,
 * file R6:R7, line R8, function R10:R11): CUDA's message for each calling
 * thread, then the launch ends (trapped). */
#include "sass_emu_int.h"

#include "base/pfmt.h"
#include "base/strbuf.h"
#include "xlate/xlate.h"

#include <string.h>

static int read_str(void *ctx, uint64_t addr, char *s, size_t n)
{
    struct emu_mem *m = ctx;
    struct emu_region *r = emu_mem_find(m, addr, 1);
    if (!r || !n)
        return -1;
    size_t k = 0;
    for (uint64_t a = addr; k + 1 < n && a < r->base + r->size && r->data[a - r->base]; a++)
        s[k++] = (char)r->data[a - r->base];
    s[k] = 0;
    return 0;
}

static uint64_t pair(const struct semu_thread *th, int r)
{
    return th->r[r] | (uint64_t)th->r[r + 1] << 32;
}

int semu_call_abs(struct semu_ctx *c)
{
    struct semu *s = c->s;
    const struct sass_function *f = &s->m->funcs[c->func];
    const char *callee = xlate_call_callee(s->m, f, c->insn);
    int print = callee && !strcmp(callee, "vprintf"), assert = callee && !strcmp(callee, "__assertfail");
    if (!print && !assert)
        return semu_fail(c, WS_EUNSUPPORTED, "a call of %s, which the SASS emulator does not run "
                         "(vprintf and __assertfail only)", callee ? callee : "an unknown external function");
    struct strbuf o;
    sb_init(&o);
    char fmt[4096], a[3][1024];
    for (unsigned t = 0; t < SEMU_WARP; t++) {
        if (!((c->exec >> t) & 1))
            continue;
        struct semu_thread *th = &c->w->t[t];
        if (assert) {
            read_str(s->mem, pair(th, 4), a[0], sizeof a[0]);
            read_str(s->mem, pair(th, 6), a[1], sizeof a[1]);
            read_str(s->mem, pair(th, 10), a[2], sizeof a[2]);
            unsigned tid = c->w->first_tid + t, bx = s->l.block[0], by = s->l.block[1];
            sb_printf(&o, "%s:%u: %s: block: [%u,%u,%u], thread: [%u,%u,%u] Assertion `%s` failed.\n",
                      a[1], th->r[8], a[2], s->wg[0], s->wg[1], s->wg[2], tid % bx, tid / bx % by,
                      tid / (bx * by), a[0]);
            continue;
        }
        if (read_str(s->mem, pair(th, 4), fmt, sizeof fmt)) {
            sb_free(&o);
            return semu_fail(c, WS_EARG, "vprintf: the format's address 0x%llx is not in memory",
                             (unsigned long long)pair(th, 4));
        }
        struct pfmt_arg args[PFMT_MAX_ARGS];
        uint64_t vals[PFMT_MAX_ARGS];
        const char *why;
        int n = pfmt_parse(fmt, args, PFMT_MAX_ARGS, &why);
        if (n < 0) {
            sb_free(&o);
            return semu_fail(c, WS_EUNSUPPORTED, "vprintf: %s", why);
        }
        for (int k = 0; k < n; k++) {
            const uint8_t *p = semu_mem_ptr(c, SEMU_SPACE_LOCAL, t, th->r[6] + args[k].offset, args[k].size, 0);
            if (!p) {
                sb_free(&o);
                return -1;
            }
            vals[k] = 0;
            memcpy(&vals[k], p, args[k].size);
        }
        pfmt_print(&o, fmt, args, n, vals, read_str, s->mem);
        th->r[4] = (uint32_t)n;
    }
    emu_printed_append(s->mem, o.s, o.len);
    sb_free(&o);
    if (assert) {       /* the launch ends: every thread of the block stops */
        s->trapped = 1;
        memcpy(s->trap_wg, s->wg, sizeof s->trap_wg);
        s->trap_warp = (unsigned)(c->w - s->warps);
        for (unsigned w = 0; w < s->nwarps; w++)
            for (unsigned t = 0; t < SEMU_WARP; t++)
                s->warps[w].t[t].done = 1;
        return 0;
    }
    for (unsigned t = 0; t < SEMU_WARP; t++)    /* on after the call */
        if ((c->exec >> t) & 1)
            c->w->t[t].pc = c->in->offset + SASS_INSN_BYTES;
    return 0;
}
