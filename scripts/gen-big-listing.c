/* gen-big-listing.c - write an `nvdisasm -c` style sm_90 listing of
 * generated kernels shaped like big real code, for `make bench`.
 *
 *   gen-big-listing [--seed N] SIZE...     one kernel of about SIZE SASS
 *                                          instructions per argument
 *
 * Each kernel: a prologue (threadIdx, blockIdx, parameters from c[0x0],
 * per-thread pointers, a predicated EXIT), then a body of nested regions:
 * straight-line integer and float arithmetic, loads and stores; if/else
 * diamonds and if-then blocks, under BSSY/BSYNC when the condition may
 * differ between threads; loops with a BRA back-edge whose trip count is
 * uniform (a parameter) or per thread (threadIdx), some with a per-thread
 * break to the loop's BSYNC; predicated EXITs between regions.  Conditions
 * compare registers computed from threadIdx (divergent) or from c[0x0]
 * parameters, blockIdx and uniform registers (uniform).  Only shapes found
 * in samples/ are written, so that the listing parses and translates.
 * The output depends only on the seed and the sizes. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rng_state;
static unsigned off;            /* byte offset of the next instruction */
static unsigned label_next;     /* next .L_x_ number, over the whole listing */
static long left;               /* instructions still to write in this kernel */

static unsigned rnd(unsigned n)
{
    rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
    return (unsigned)(rng_state >> 33) % n;
}

static void insn(const char *guard, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void insn(const char *guard, const char *fmt, ...)
{
    char g[16] = "";
    if (guard)
        snprintf(g, sizeof g, "@%s ", guard);
    printf("        /*%04x*/ %18s", off, g);
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf(" ;\n");
    off += 0x10;
    left--;
}

static unsigned label(void) { return label_next++; }
static void put_label(unsigned l) { printf(".L_x_%u:\n", l); }

/* Working registers R12..R39; R40.. loop counters by depth.  R0 threadIdx.x,
 * R6 blockIdx.x, R7 a parameter n, R8:R9 and R10:R11 per-thread pointers,
 * R2:R3 and R4:R5 the pointer parameters; UR4:UR5 the memory descriptor,
 * UR6 a float parameter. */
static unsigned wreg(void) { return 12 + rnd(28); }

static void arith(void)
{
    unsigned d = wreg(), a = wreg(), b = wreg(), c = wreg();
    switch (rnd(16)) {
    case 0: insn(NULL, "IADD3 R%u, R%u, R%u, RZ", d, a, b); break;
    case 1: insn(NULL, "IMAD R%u, R%u, R%u, R%u", d, a, b, c); break;
    case 2: insn(NULL, "LOP3.LUT R%u, R%u, R%u, RZ, 0x3c, !PT", d, a, b); break;
    case 3: insn(NULL, "SHF.R.U32.HI R%u, RZ, 0x%x, R%u", d, 1 + rnd(30), a); break;
    case 4: insn(NULL, "FFMA R%u, R%u, R%u, R%u", d, a, b, c); break;
    case 5: insn(NULL, "FMUL R%u, R%u, UR6", d, a); break;
    case 6: insn(NULL, "FADD R%u, R%u, R%u", d, a, b); break;
    case 7: insn(NULL, "IMAD.IADD R%u, R%u, 0x1, R%u", d, a, b); break;
    case 8: insn(NULL, "LDG.E R%u, desc[UR4][R8.64+0x%x]", d, 4 * rnd(64)); break;
    case 9: insn(NULL, "STG.E desc[UR4][R10.64+0x%x], R%u", 4 * rnd(64), a); break;
    case 10: insn(NULL, "SEL R%u, R%u, R%u, P%u", d, a, b, rnd(4)); break;
    case 11: insn(NULL, "I2FP.F32.U32 R%u, R%u", d, a); break;
    case 12: insn(NULL, "PRMT R%u, R%u, 0x5410, R%u", d, a, b); break;
    case 13: insn(NULL, "IMAD.MOV.U32 R%u, RZ, RZ, R%u", d, rnd(2) ? a : (rnd(2) ? 0u : 6u)); break;
    case 14: insn(NULL, "FMNMX R%u, R%u, R%u, !PT", d, a, b); break;
    default: insn(NULL, "LDG.E.CONSTANT R%u, desc[UR4][R2.64+0x%x]", d, 4 * rnd(64)); break;
    }
}

/* Set predicate p: per thread (from threadIdx or a working register) or
 * uniform (blockIdx, the parameter n, UR6). */
static int cond(unsigned p)
{
    static const char *const cc[] = { "GE", "LT", "NE", "GT", "EQ", "GE.U32", "LE" };
    const char *c = cc[rnd(7)];
    int divergent = rnd(3) != 0;
    if (divergent) {
        unsigned b = rnd(2) ? 7u : wreg();      /* b drawn first: the order fixes a seed's listing */
        unsigned a = rnd(2) ? 0u : wreg();
        insn(NULL, "ISETP.%s.AND P%u, PT, R%u, R%u, PT", c, p, a, b);
    }
    else if (rnd(2))
        insn(NULL, "ISETP.%s.AND P%u, PT, R6, UR6, PT", c, p);
    else
        insn(NULL, "ISETP.%s.AND P%u, PT, R7, 0x%x, PT", c, p, 1 + rnd(200));
    return divergent;
}

static void region(long budget, unsigned depth);

static void straight(long n)
{
    for (long k = 0; k < n; k++)
        arith();
}

static void if_else(long budget, unsigned depth)
{
    unsigned p = rnd(4), join = label(), sync = label(), els = label();
    int div = cond(p), with_else = rnd(2), bssy = div || rnd(2);
    if (bssy)
        insn(NULL, "BSSY B%u, `(.L_x_%u)", depth, join);
    char g[8];
    snprintf(g, sizeof g, "%sP%u", rnd(2) ? "" : "!", p);
    insn(g, "BRA `(.L_x_%u)", with_else ? els : sync);
    long half = budget / 2;
    region(with_else ? half : budget, depth + 1);
    if (with_else) {
        insn(NULL, "BRA `(.L_x_%u)", sync);
        put_label(els);
        region(budget - half, depth + 1);
    }
    put_label(sync);
    if (bssy)
        insn(NULL, "BSYNC B%u", depth);
    put_label(join);
}

static void loop(long budget, unsigned depth)
{
    unsigned ctr = 40 + depth, top = label(), sync = label(), after = label();
    int per_thread = rnd(2);
    insn(NULL, "IMAD.MOV.U32 R%u, RZ, RZ, RZ", ctr);
    insn(NULL, "BSSY B%u, `(.L_x_%u)", depth, after);
    put_label(top);
    long body = budget - 3;
    if (rnd(3) == 0) {      /* a per-thread break out of the loop */
        cond(5);
        insn("P5", "BRA `(.L_x_%u)", sync);
        body -= 2;
    }
    region(body, depth + 1);
    insn(NULL, "IADD3 R%u, R%u, 0x1, RZ", ctr, ctr);
    insn(NULL, "ISETP.LT.AND P6, PT, R%u, R%u, PT", ctr, per_thread ? 0u : 7u);
    insn("P6", "BRA `(.L_x_%u)", top);
    put_label(sync);
    insn(NULL, "BSYNC B%u", depth);
    put_label(after);
}

/* About `budget` instructions of nested control flow at nesting depth. */
static void region(long budget, unsigned depth)
{
    while (budget > 0) {
        long before = left;
        unsigned pick = rnd(10);
        long chunk = budget < 40 ? budget : 8 + rnd((unsigned)(budget / 2 < 400 ? budget / 2 : 400));
        if (depth >= 6 || budget < 12 || pick < 4) {
            straight(budget < 4 ? budget : 3 + rnd(budget < 20 ? (unsigned)budget - 2 : 18));
        } else if (pick < 7) {
            if_else(chunk, depth);
        } else if (pick < 9 && depth < 5) {
            loop(chunk, depth);
        } else if (depth == 0) {
            cond(1);
            insn("P1", "EXIT");
        } else {
            straight(4);
        }
        budget -= before - left;
    }
}

static void kernel(unsigned k, long size)
{
    char name[64];
    snprintf(name, sizeof name, "_Z10gen_kernel%uPKfPfif", k);
    unsigned end = label(), hang = label();
    printf("\n\n//--------------------- .text.%s --------------------------\n", name);
    printf("\t.section\t.text.%s,\"ax\",@progbits\n\t.align\t128\n", name);
    printf("        .global         %s\n        .type           %s,@function\n", name, name);
    printf("        .size           %s,(.L_x_%u - %s)\n", name, end, name);
    printf("        .other          %s,@\"STO_CUDA_ENTRY STV_DEFAULT\"\n", name);
    printf("%s:\n.text.%s:\n", name, name);
    off = 0;
    left = size;
    insn(NULL, "LDC R1, c[0x0][0x28]");
    insn(NULL, "S2R R0, SR_TID.X");
    insn(NULL, "S2R R6, SR_CTAID.X");
    insn(NULL, "LDC R7, c[0x0][0x220]");
    insn(NULL, "ULDC.64 UR4, c[0x0][0x208]");
    insn(NULL, "ULDC UR6, c[0x0][0x224]");
    insn(NULL, "ISETP.GE.AND P0, PT, R0, R7, PT");
    insn("P0", "EXIT");
    insn(NULL, "LDC.64 R2, c[0x0][0x210]");
    insn(NULL, "LDC.64 R4, c[0x0][0x218]");
    insn(NULL, "IMAD.WIDE R8, R0, 0x4, R2");
    insn(NULL, "IMAD.WIDE R10, R0, 0x4, R4");
    for (unsigned r = 12; r < 40; r++)
        insn(NULL, "IMAD.MOV.U32 R%u, RZ, RZ, R%u", r, r % 3 ? 0u : 6u);
    for (unsigned p = 0; p < 7; p++)
        insn(NULL, "ISETP.NE.AND P%u, PT, R0, 0x%x, PT", p, p);
    region(left - 1, 0);
    insn(NULL, "EXIT");
    put_label(hang);
    insn(NULL, "BRA `(.L_x_%u)", hang);
    while (off % 0x80)
        printf("        /*%04x*/                   NOP;\n", off), off += 0x10;
    put_label(end);
}

int main(int argc, char **argv)
{
    uint64_t seed = 1;
    int first = 1;
    if (argc > 2 && !strcmp(argv[1], "--seed")) {
        seed = strtoull(argv[2], NULL, 0);
        first = 3;
    }
    if (first >= argc) {
        fprintf(stderr, "usage: gen-big-listing [--seed N] SIZE...\n");
        return 2;
    }
    rng_state = seed * 0x9e3779b97f4a7c15ull + 1;
    printf("\t.target\tsm_90\n\n\t.elftype\t@\"ET_EXEC\"\n");
    for (int i = first; i < argc; i++)
        kernel((unsigned)(i - first), atol(argv[i]));
    printf("\n\n//--------------------- SYMBOLS --------------------------\n\n");
    printf("\t.type\t\t.nv.reservedSmem.offset0,@object\n\t.size\t\t.nv.reservedSmem.offset0,0x4\n");
    return 0;
}
