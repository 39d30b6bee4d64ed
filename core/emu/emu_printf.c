/* emu_printf.c - the buffered printf of a translated kernel: the buffer a
 * launch passes in hidden_printf_buffer and the text of its records.
 *
 * The convention (the translation writes it, xlate/rules/emit_call.c):
 * the buffer starts with two u32, the bytes of records after the 8-byte
 * header (each record reserved with an atomic add, so it may pass the end
 * when records did not fit) and the buffer's size; a record is a u32 ID
 * and the arguments, 4 or 8 bytes each at 4-byte alignment, as the
 * metadata's amdhsa.printf string "ID:N:SIZE1:...:SIZEN:FORMAT" of that ID
 * says.  A %s argument is the string's 8-byte address, read after the
 * launch. */
#include "emu/emu.h"
#include "emu/emu_exec.h"

#include "base/pfmt.h"
#include "base/strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void emu_printed_append(struct emu_mem *m, const char *s, size_t n)
{
    char *p = n ? realloc(m->printed, m->nprinted + n + 1) : NULL;
    if (!p)
        return;
    memcpy(p + m->nprinted, s, n);
    p[m->nprinted + n] = 0;
    m->printed = p;
    m->nprinted += n;
}

int emu_pfmt_parse(const char *s, struct emu_pfmt *f)
{
    memset(f, 0, sizeof *f);
    char *e;
    if (!strncmp(s, "0:0:", 4)) {       /* HIP: "0:0:HASH,FORMAT" */
        unsigned long long h = strtoull(s + 4, &e, 16);
        if (e > s + 4 && *e == ',') {
            f->hip = 1;
            f->hash = h;
            f->fmt = strdup(e + 1);
            return f->fmt ? 0 : -1;
        }
    }
    unsigned long v = strtoul(s, &e, 10);
    if (e == s || *e != ':' || v > 0xffffffffu)
        return -1;
    f->id = (uint32_t)v;
    s = e + 1;
    v = strtoul(s, &e, 10);
    if (e == s || *e != ':' || v > 32)
        return -1;
    f->n = (int)v;
    s = e + 1;
    for (int k = 0; k < f->n; k++) {
        v = strtoul(s, &e, 10);
        if (e == s || *e != ':' || (v != 4 && v != 8))
            return -1;
        f->sizes[k] = (uint8_t)v;
        s = e + 1;
    }
    f->fmt = strdup(s);
    return f->fmt ? 0 : -1;
}

static uint32_t u32_at(const uint8_t *p)
{
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

/* A NUL-terminated string inline at buf[p..end): its length, -1 when cut */
static long inline_str(const uint8_t *buf, uint64_t p, uint64_t end)
{
    for (uint64_t q = p; q < end; q++)
        if (!buf[q])
            return (long)(q - p);
    return -1;
}

/* the %s arguments of a HIP record are inline: rd reads them from there */
struct inline_ctx { const uint8_t *buf; };

static int read_inline(void *ctx, uint64_t addr, char *s, size_t n)
{
    const struct inline_ctx *ic = ctx;
    snprintf(s, n, "%s", (const char *)ic->buf + addr);
    return 0;
}

static void hip_records(const uint8_t *buf, uint64_t end, const struct emu_pfmt *f, size_t nf,
                        struct strbuf *out)
{
    uint64_t pos = 8;
    struct inline_ctx ic = { buf };
    while (pos + 4 <= end) {
        uint32_t ctl = u32_at(buf + pos), size = ctl >> 2;
        uint64_t p = pos + 4, next = pos + size;
        if (size < 4 || next > end) {
            sb_printf(out, "[printf: the record at byte %llu is cut]\n", (unsigned long long)pos);
            return;
        }
        const char *fmt = NULL;
        char *own = NULL;
        if (ctl & 2) {              /* a constant format: its hash */
            uint64_t h = u32_at(buf + p) | (uint64_t)u32_at(buf + p + 4) << 32;
            for (size_t i = 0; i < nf && !fmt; i++)
                if (f[i].hip && f[i].hash == h)
                    fmt = f[i].fmt;
            if (!fmt) {
                sb_printf(out, "[printf: a record at byte %llu names format hash %llx, which amdhsa.printf "
                          "does not have]\n", (unsigned long long)pos, (unsigned long long)h);
                return;
            }
            p += 8;
        } else {
            long n = inline_str(buf, p, next);
            if (n < 0)
                break;
            fmt = own = strndup((const char *)buf + p, (size_t)n);
            p += ((uint64_t)n + 8) & ~7ull;
        }
        struct pfmt_arg args[PFMT_MAX_ARGS];
        uint64_t vals[PFMT_MAX_ARGS];
        const char *why;
        int n = fmt ? pfmt_parse(fmt, args, PFMT_MAX_ARGS, &why) : -1;
        for (int k = 0; k < n; k++) {
            if (args[k].kind == PFMT_STR) {
                long sl = inline_str(buf, p, next);
                if (sl < 0) {
                    n = -1;
                    break;
                }
                vals[k] = p;        /* read_inline takes it from the buffer */
                p += ((uint64_t)sl + 8) & ~7ull;
                continue;
            }
            if (p + 8 > next) {
                n = -1;
                break;
            }
            vals[k] = u32_at(buf + p) | (uint64_t)u32_at(buf + p + 4) << 32;
            p += 8;
        }
        if (n < 0) {
            sb_printf(out, "[printf: the record at byte %llu does not hold its format's arguments]\n",
                      (unsigned long long)pos);
            free(own);
            return;
        }
        pfmt_print(out, fmt, args, n, vals, read_inline, &ic);
        free(own);
        pos = next;
    }
}

void emu_printf_records(const uint8_t *buf, size_t len, const struct emu_pfmt *f, size_t nf,
                        int (*rd)(void *ctx, uint64_t addr, char *s, size_t n), void *ctx,
                        struct strbuf *out)
{
    if (len < 8)
        return;
    int hip = 0;
    for (size_t i = 0; i < nf; i++)
        hip |= f[i].hip;
    uint64_t used = u32_at(buf), size = u32_at(buf + 4);
    if (size > len)
        size = len;
    uint64_t end = 8 + used, pos = 8;
    if (end > size)
        end = size;
    if (hip)
        hip_records(buf, end, f, nf, out);
    while (!hip && pos + 4 <= end) {
        uint32_t id = u32_at(buf + pos);
        const struct emu_pfmt *pf = NULL;
        for (size_t i = 0; i < nf && !pf; i++)
            if (f[i].id == id)
                pf = &f[i];
        if (!pf) {
            sb_printf(out, "[printf: a record at byte %llu names ID %u, which amdhsa.printf does not have]\n",
                      (unsigned long long)pos, id);
            return;
        }
        struct pfmt_arg args[PFMT_MAX_ARGS];
        const char *why;
        int n = pfmt_parse(pf->fmt, args, PFMT_MAX_ARGS, &why);
        int ok = n == pf->n;
        for (int k = 0; ok && k < n; k++)
            ok = args[k].size == pf->sizes[k];
        if (!ok) {
            sb_printf(out, "[printf: format %u takes other arguments than its metadata says]\n", id);
            return;
        }
        uint64_t vals[PFMT_MAX_ARGS];
        uint64_t p = pos + 4;
        for (int k = 0; k < n; k++) {
            if (p + pf->sizes[k] > end) {
                sb_printf(out, "[printf: the record at byte %llu is cut]\n", (unsigned long long)pos);
                return;
            }
            vals[k] = u32_at(buf + p);
            if (pf->sizes[k] == 8)
                vals[k] |= (uint64_t)u32_at(buf + p + 4) << 32;
            p += pf->sizes[k];
        }
        pfmt_print(out, pf->fmt, args, n, vals, rd, ctx);
        pos = p;
    }
    if (8 + used > size)
        sb_printf(out, "[printf: %llu bytes of records did not fit in the buffer's %llu]\n",
                  (unsigned long long)(8 + used - size), (unsigned long long)size);
}
