/* host.h - host functions (x86-64, AArch64) disassembled with capstone,
 * each instruction beside its line-table row. */
#ifndef WS_HOST_H
#define WS_HOST_H

#include <stddef.h>
#include <stdint.h>

#include "lines.h"
#include "base/status.h"

#define HOST_TEXT_MAX 200   /* mnemonic and operands as capstone prints them */

struct host_insn {
    uint64_t offset;            /* from the function's start */
    uint16_t size;              /* bytes */
    uint8_t bytes[16];          /* encoding (first 16 bytes) */
    char text[HOST_TEXT_MAX];   /* "mov rax, qword ptr [rip + 8]" */
    const struct lines_row *row;/* row in effect, NULL none */
};

struct host_func {
    const struct lines_func *lf;    /* the function in the line table */
    size_t ninsns;
    struct host_insn *insns;
};

/* Disassemble function `name` of the ELF t was read from (lines_open).
 * WS_ENOTFOUND for an unknown name, WS_EUNSUPPORTED for a machine capstone
 * is not asked to decode here, WS_EFORMAT for bytes outside the section. */
enum ws_status host_disasm(const struct lines_table *t, const char *name,
                           struct host_func *out, struct ws_error *err);
void host_func_free(struct host_func *hf);

#endif
