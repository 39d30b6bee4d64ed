/* pfmt.h - device printf formats: the arguments a format string takes and
 * the text one call prints.
 *
 * CUDA's vprintf(format, args) reads its arguments from a buffer the
 * caller fills in order, each aligned to its own size: 4 bytes for int,
 * unsigned and char conversions (char and short are promoted to int), 8
 * for a length modifier l, ll, j, z or t, for every floating conversion
 * (floats are promoted to double) and for %s and %p (a 64-bit address).
 * The translation copies those arguments into a record of AMDGPU's
 * buffered printf, and the emulator prints the record with the same
 * conversions (pfmt_print). */
#ifndef WS_PFMT_H
#define WS_PFMT_H

#include <stddef.h>
#include <stdint.h>

#include "base/strbuf.h"

#define PFMT_MAX_ARGS 32

enum pfmt_kind { PFMT_INT, PFMT_UINT, PFMT_DOUBLE, PFMT_STR, PFMT_PTR, PFMT_CHAR };

struct pfmt_arg {
    uint8_t kind;       /* enum pfmt_kind */
    uint8_t size;       /* 4 or 8 bytes */
    uint16_t offset;    /* in CUDA's argument buffer (aligned to size) */
};

/* The arguments fmt takes, in order: their count, or -1 with *why set
 * (a conversion the device printf does not take: %n, '*' widths, long
 * double, an unknown letter, more than PFMT_MAX_ARGS). */
int pfmt_parse(const char *fmt, struct pfmt_arg *args, int max, const char **why);

/* Bytes of CUDA's argument buffer for these arguments (the end of the last). */
int pfmt_cuda_bytes(const struct pfmt_arg *args, int n);

/* Read a NUL-terminated string at a device address into buf (at most len
 * bytes with the NUL): 0, or -1 when the address is not readable. */
typedef int (*pfmt_read_str)(void *ctx, uint64_t addr, char *buf, size_t len);

/* Append the text of one call to o: vals[i] holds argument i's bits (an
 * int's 32 bits sign-extended for PFMT_INT when size is 4, a double's
 * bits, an address).  A %s whose address cannot be read prints
 * "(unreadable 0x...)"; a NULL one "(null)", as CUDA does. */
void pfmt_print(struct strbuf *o, const char *fmt, const struct pfmt_arg *args, int n,
                const uint64_t *vals, pfmt_read_str rd, void *ctx);

#endif
