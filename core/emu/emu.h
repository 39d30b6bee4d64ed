/* emu.h - a functional RDNA3 (gfx1100) emulator over the rdna IR.
 *
 * It loads an AMDGPU code object (a clang-19 -c --no-gpu-bundle-output
 * object or a .hsaco linked by ld.lld-19: both are ET_DYN images), reads
 * each kernel's descriptor (NAME.kd, 64 bytes, AMDGPUUsage.rst "Kernel
 * Descriptor") with libelf and its instructions through llvm-objdump-19 -d
 * --mcpu=gfx1100 and rdna_parse_buffer, and runs a launch: every workgroup
 * in turn, the waves of one workgroup round robin so that s_barrier works,
 * over a flat 64-bit address space in which the code object image, the
 * kernarg segment and the kernel's buffers are mapped.
 *
 * What it is not: a timing model. Memory operations complete at issue; the
 * s_waitcnt counters are still tracked, and a read of a register whose load
 * has not been waited for is recorded as a hazard (the run goes on).
 * Transcendentals (v_exp/log/rcp/rsq/sqrt/sin/cos) use the C library,
 * correctly rounded or nearly so, where the hardware approximates (about
 * 1 ULP): results that depend on them are compared with a tolerance.
 */
#ifndef WS_EMU_H
#define WS_EMU_H

#include <stddef.h>
#include <stdint.h>

#include "rdna/rdna.h"
#include "base/status.h"

#define EMU_KD_SIZE 64              /* kernel descriptor bytes (AMDGPUUsage.rst) */
#define EMU_MAX_BLOCK 1024          /* work-items per workgroup */
#define EMU_HIDDEN_BYTES 256        /* code object v5 hidden argument block */
#define EMU_MAX_HAZARDS 16          /* hazard messages kept (all are counted) */
#define EMU_DEFAULT_BUDGET 400000000ull   /* wave instructions per launch */
/* The high word of flat addresses in the LDS aperture (src_shared_base), as
 * Linux's amdgpu driver sets SH_MEM_BASES on gfx9 and later: 0x1_0000_0000_0000 */
#define EMU_SHARED_APERTURE_HI 0x10000u
#define EMU_MSG_RTN_GET_REALTIME 0x83     /* s_sendmsg_rtn_b64's real-time counter message */

/* One explicit kernel argument from the code object metadata. */
struct emu_arg {
    uint32_t offset, size;
    char kind[32];                  /* .value_kind: global_buffer, by_value, hidden_block_count_x ... */
};

struct emu_kernel {
    char *name;                     /* symbol (mangled) */
    size_t func;                    /* index of its code in mod->funcs */
    uint64_t entry;                 /* code address of the first instruction */
    uint32_t group_segment_size;    /* static LDS bytes */
    uint32_t private_segment_size;  /* scratch bytes per work-item */
    uint32_t kernarg_size;
    uint32_t rsrc1, rsrc2, rsrc3;
    uint16_t code_props;            /* kernel_code_properties */
    int wave;                       /* 32 or 64 (code_props bit 10) */
    int user_sgpr_count;            /* rsrc2 bits 5:1 */
    int hidden_offset;              /* offset of hidden_block_count_x, -1: not in metadata */
    int explicit_size;              /* end of the explicit arguments, -1 unknown */
    size_t nargs;
    struct emu_arg *args;           /* from .amdgpu_metadata, may be empty */
};

/* A writable PT_LOAD segment (.data, .bss: __device__ variables) */
struct emu_segment {
    uint64_t vaddr, size;           /* in the image; size = p_memsz */
};

struct emu_program {
    char *path;
    struct rdna_module *mod;        /* disassembly, branch targets as offsets */
    uint8_t *image;                 /* PT_LOAD segments at their vaddr */
    uint64_t image_base;            /* address of vaddr 0 in the emulated space */
    uint64_t image_size;
    size_t nwsegs;                  /* writable segments: memory of the launches
                                       (emu_mem), their initial bytes in image */
    struct emu_segment *wsegs;
    size_t nkernels;
    struct emu_kernel *kernels;
    void *dec;                      /* decoded instructions (emu.c) */
    size_t npfmts;
    struct emu_pfmt *pfmts;         /* the metadata's amdhsa.printf formats */
};

/* One amdhsa.printf string (emu_printf.c): OpenCL's "ID:N:SIZE1:...:SIZEN:
 * FORMAT" (the translation's records), or HIP's buffered printf's
 * "0:0:HASH,FORMAT" (clang's -mprintf-kind=buffered, the native code) */
struct emu_pfmt {
    uint32_t id;
    int n;
    uint8_t sizes[32];
    char *fmt;
    int hip;                        /* HIP's form: records name hash */
    uint64_t hash;
};

/* Read an amdhsa.printf string into f (fmt malloc'd): 0, or -1 when it is
 * not of that form. */
int emu_pfmt_parse(const char *s, struct emu_pfmt *f);

/* The text of the records in a buffered-printf buffer (buf: len bytes,
 * the 8-byte header first: bytes used after it, the buffer's size)
 * appended to out; rd reads %s strings at device addresses.  When the
 * formats are HIP's, a record is a control word (its size << 2, bit 1: a
 * constant format), the format's hash (else the format, padded to 8
 * bytes), and the arguments, 8 bytes each, a %s inline (padded to 8).  A record
 * whose ID has no format, or whose format does not take the metadata's
 * sizes, ends the decoding with a line in brackets saying so; so does a
 * buffer whose records did not all fit. */
struct strbuf;
struct emu_mem;
/* Append n bytes of printed text to m->printed */
void emu_printed_append(struct emu_mem *m, const char *s, size_t n);
void emu_printf_records(const uint8_t *buf, size_t len, const struct emu_pfmt *f, size_t nf,
                        int (*rd)(void *ctx, uint64_t addr, char *s, size_t n), void *ctx,
                        struct strbuf *out);

/* Load the linked (ET_DYN) AMDGPU code object at path, whose disassembly is
 * mod (rdna_parse of llvm-objdump-19's output; the program takes it over,
 * also on failure).  session/input.h's input_load_emu links a relocatable
 * object first and disassembles it. */
enum ws_status emu_load(const char *path, struct rdna_module *mod, struct emu_program **out,
                        struct ws_error *err);
void emu_program_free(struct emu_program *p);

/* Kernel by symbol, or by the source name of a C++ kernel (_Z<len><name>...). */
const struct emu_kernel *emu_find_kernel(const struct emu_program *p, const char *name);

/* ---- memory ---- */

struct emu_region {
    char *name;
    uint64_t base, size;
    uint8_t *data;
    uint32_t *writer;               /* per byte: last store (EMU_WRITER), 0 none */
    int readonly;
};

/* writer ids: function index and instruction index + 1 */
#define EMU_WRITER(f, i) ((((uint32_t)(f)) << 20) | ((uint32_t)(i) + 1))
#define EMU_WRITER_FUNC(w) ((w) >> 20)
#define EMU_WRITER_INSN(w) (((w) & 0xfffff) - 1)

struct emu_mem {
    size_t nregions;
    struct emu_region *regions;
    uint64_t next;                  /* next free address */
    /* A recording holds only the allocations the parameters point into: a
     * load elsewhere (a program that reads past an array's end, memory
     * the recorder did not capture) reads zeros and is counted here when
     * unrecorded_reads is set, instead of stopping the run.  Stores
     * outside every buffer always stop it. */
    int unrecorded_reads;           /* allow them */
    uint64_t nunrecorded;           /* loads that read zeros so */
    uint64_t first_unrecorded;      /* the address of the first */
    /* buffered printf: the hidden_printf_buffer of the launches (region
     * index + 1, 0 none yet) and the text its records printed, launch after
     * launch (malloc'd, NUL-terminated) */
    int printf_region;
    char *printed;
    size_t nprinted;
};

#define EMU_PRINTF_BYTES (1u << 20)     /* CUDA's default cudaLimitPrintfFifoSize */

/* the high word of src_private_base: flat addresses of scratch (nothing is
 * mapped there: a flat access into it stops the run); the SASS emulator's
 * local window c[0x0][0x20] is the same (0, this) so that lockstep runs
 * agree on generic local addresses */
#define EMU_PRIVATE_APERTURE_HI 0x20000u

void emu_mem_init(struct emu_mem *m);
void emu_mem_free(struct emu_mem *m);
/* Map a copy of data (NULL: zeros) of size bytes; returns its region index
 * or -1 on OOM. Regions are 64 KiB aligned with unmapped gaps between them. */
int emu_mem_map(struct emu_mem *m, const char *name, const void *data, uint64_t size);
/* The same at a fixed address (texture objects below 4 GiB); -1 when it
 * overlaps a region or memory runs out. */
int emu_mem_map_at(struct emu_mem *m, const char *name, const void *data, uint64_t size, uint64_t base);
struct emu_region *emu_mem_find(struct emu_mem *m, uint64_t addr, uint64_t len);
/* Map p's writable segments into m at their image addresses, initialised
 * from the image, unless m holds them already (state carries from launch to
 * launch, as __device__ variables do).  0, or -1 on OOM. */
int emu_mem_map_data(struct emu_mem *m, const struct emu_program *p);

/* ---- running ---- */

struct emu_launch {
    unsigned grid[3], block[3];
    uint32_t dynshmem;              /* dynamic LDS bytes after the static ones */
    int cooperative;                /* a cooperative launch: its workgroups run together
                                       (interleaved) and hidden_multigrid_sync_arg points
                                       at a zeroed grid workspace */
    const uint8_t *args;            /* explicit argument bytes (CUDA parameter block layout) */
    size_t args_len;
    uint64_t budget;                /* wave instructions, 0: EMU_DEFAULT_BUDGET */
};

struct emu_result {
    enum ws_status status;          /* WS_OK, WS_EUNSUPPORTED, WS_ELIMIT (budget), WS_EARG ... */
    struct ws_error err;            /* what stopped the run, naming instruction and offset */
    uint64_t insns;                 /* wave instructions executed */
    uint64_t waves;                 /* waves run */
    uint64_t nhazards;              /* reads before the s_waitcnt that covers them */
    size_t nhazard_msgs;
    char hazard_msgs[EMU_MAX_HAZARDS][160];
    /* s_trap ended the launch (the workgroups after this one did not run) */
    int trapped;
    uint32_t trap_id;               /* s_trap's operand */
    unsigned trap_wg[3], trap_wave;
    /* the text the launch's printf records print (mem->printed from here on) */
    size_t printed_from;
};

/* Run one launch of kernel k with mem (the kernarg segment is mapped into
 * mem by this call). The status is also in res->status. */
enum ws_status emu_run(const struct emu_program *p, const struct emu_kernel *k,
                       struct emu_mem *mem, const struct emu_launch *l, struct emu_result *res);

/* ---- stepping: one workgroup of a launch, one instruction of one wave at
 * a time (the interface's :run) ---- */

struct emu_stepper;

/* Set up launch l of kernel k (kernarg mapped into mem) and put every wave
 * of workgroup wg at its first instruction. */
enum ws_status emu_step_open(const struct emu_program *p, const struct emu_kernel *k, struct emu_mem *mem,
                             const struct emu_launch *l, const unsigned wg[3], struct emu_stepper **out,
                             struct ws_error *err);
/* Run one instruction of wave wi (its index in the workgroup).  0 it ran;
 * 1 nothing ran: the wave has ended, or waits at a barrier the other waves
 * have not all reached (when they have, it is released and steps); -1 the
 * instruction failed or the budget is spent (err says which; the wave is
 * then ended). */
int emu_step_wave(struct emu_stepper *s, unsigned wi, struct ws_error *err);
unsigned emu_step_nwaves(const struct emu_stepper *s);
uint64_t emu_step_insns(const struct emu_stepper *s);    /* wave instructions run */

enum { EMU_WAVE_RUN, EMU_WAVE_BARRIER, EMU_WAVE_DONE };

/* What a wave holds, for display (pointers into the stepper: valid until
 * the next step or close). */
struct emu_wave_view {
    size_t fi, ii;                  /* function and instruction about to run */
    int state;                      /* EMU_WAVE_* */
    int lanes;                      /* 32 or 64 */
    uint64_t exec;
    int scc;
    const uint32_t *s;              /* s0..s105, vcc at 106, m0 125, exec 126 */
    const uint32_t (*v)[64];        /* v[reg][lane] */
};
void emu_step_view(const struct emu_stepper *s, unsigned wi, struct emu_wave_view *out);
/* The workgroup's LDS and its size. */
const uint8_t *emu_step_lds(const struct emu_stepper *s, uint32_t *size);
void emu_step_close(struct emu_stepper *s);

/* Offset of the hidden arguments for kernel k with args_len explicit bytes:
 * from the metadata, else args_len rounded up to 8. */
uint32_t emu_hidden_offset(const struct emu_kernel *k, size_t args_len);

/* ---- running a recorded ground truth (gt.h) ---- */

struct gt_set;

#define EMU_VERIFY_MAX_BUFFERS 64

struct emu_buffer_check {
    int buffer;                     /* index in the gt set */
    int compared;                   /* 0: an input, or a buffer whose contents race (skipped) */
    int match;
    size_t index;                   /* first mismatching element */
    char got[96], want[96];
    uint32_t writer;                /* EMU_WRITER of the last store to it, 0 none */
    char mode[160];                 /* how it was compared */
    double max_ulp;                 /* largest deviation seen (floats), 0 when identical */
    double max_abs;                 /* largest absolute difference of finite floats */
};

struct emu_verify {
    enum ws_status status;          /* WS_OK: every launch ran (the outputs may still differ) */
    struct ws_error err;
    size_t launches;                /* launches run */
    uint64_t insns, nhazards;
    size_t nhazard_msgs;
    char hazard_msgs[EMU_MAX_HAZARDS][160];
    size_t nchecks;
    struct emu_buffer_check checks[EMU_VERIFY_MAX_BUFFERS];
    int match;                      /* every compared buffer matched */
    uint64_t nunrecorded;           /* a recording's loads outside its memory (read as 0) */
    uint64_t first_unrecorded;
    /* device printf and a failed assertion: the launch s_trap ended (-1
     * none) and the text of the launches before it (or of all), compared
     * with gt/printf.txt as a set of lines (the order of the lines of
     * different threads is the order the warps reached printf); the
     * trapped launch's text with gt/assert.txt, and the trap with the
     * "fault" line */
    int trapped_launch;
    unsigned trap_wg[3], trap_wave;
    size_t printed_lines, printf_want_lines;
    int printf_compared, printf_match;
    char printf_diff[400];          /* the first line one side printed and the other not */
    int fault_expected;             /* launch.txt names a fault */
    int fault_match;                /* the trap and its text agree with the GPU's */
    char fault_text[400];           /* the first line the trapped launch printed */
    char fault_diff[400];
};

/* Do texts a and b hold the same lines, in any order?  1, or 0 with diff
 * naming the first line (in sorted order) that one has and the other not;
 * *na and *nb get their line counts. */
int emu_same_lines(const char *a, const char *b, size_t *na, size_t *nb, char *diff, size_t len);

/* Map the buffers of g (their .in.bin contents), run every launch in
 * order, compare the out/inout buffers with the recorded outputs under
 * gt_rule_for(sample_dir, buffer). */
enum ws_status emu_verify_gt(const struct emu_program *p, const struct gt_set *g,
                             const char *sample_dir, uint64_t budget, struct emu_verify *v);

/* The same with another machine: run(ctx, kernel, mem, l, res) runs one
 * launch of the kernel named as launch.txt names it (WS_ENOTFOUND, with
 * res->err.msg naming the code, when there is none). */
typedef enum ws_status (*emu_runner)(void *ctx, const char *kernel, struct emu_mem *mem,
                                     const struct emu_launch *l, struct emu_result *res);
enum ws_status emu_verify_gt_with(emu_runner run, void *ctx, const struct gt_set *g,
                                  const char *sample_dir, uint64_t budget, struct emu_verify *v);

/* Map g's buffers with their inputs (and the pointers stored in them)
 * into mem; addr[b] gets buffer b's address.  Its texture and surface
 * objects too (emu_gt_map_textures). */
/* HIP's object for each of g's textures and surfaces at GT_TEXOBJ_BASE +
 * GT_TEXOBJ_STRIDE * index (groundtruth.h), over buffer addresses addr:
 * a texture's dwords 0..7 its gfx11 image descriptor, 8..10 the HSA
 * channel type, channel order and width (ROCr's image_manager_gfx11.cpp),
 * 12..15 its sampler descriptor (HIP_SAMPLER_OBJECT_OFFSET_DWORD); a
 * surface's dwords 0..10 the same without a sampler. */
enum ws_status emu_gt_map_textures(struct emu_mem *mem, const struct gt_set *g, const uint64_t *addr,
                                   struct ws_error *err);
enum ws_status emu_gt_map_buffers(struct emu_mem *mem, const struct gt_set *g, uint64_t *addr,
                                  struct ws_error *err);
/* Launch li of g as an emu_launch whose parameter block is block
 * (EMU_MAX_PARAM_BLOCK bytes). */
#define EMU_MAX_PARAM_BLOCK 4096
enum ws_status emu_gt_make_launch(const struct gt_set *g, size_t li, const uint64_t *addr, uint8_t *block,
                                  struct emu_launch *l, struct ws_error *err);

/* Step a recorded launch: g's buffers mapped with their inputs, every
 * launch before the first one of kernel (its symbol) run to completion,
 * then workgroup wg of that launch open in a stepper (the workgroups
 * before it are not run: a kernel whose workgroups share data through
 * global memory may see other values than on the GPU). */
struct emu_debug {
    const struct emu_program *p;
    const struct emu_kernel *k;
    size_t launch;                  /* index of the stepped launch in the gt set */
    unsigned wg[3];
    struct emu_mem mem;
    struct emu_launch l;
    uint8_t *block;                 /* its parameter block */
    struct emu_stepper *st;
};

/* WS_ENOTFOUND when no launch of g runs kernel. */
enum ws_status emu_debug_open(const struct emu_program *p, const struct gt_set *g, const char *kernel,
                              const unsigned wg[3], struct emu_debug **out, struct ws_error *err);
void emu_debug_free(struct emu_debug *d);

#endif
