/* wsrecord.c - libwsrecord.so, preloaded by `warpscope record` into a CUDA
 * program: every kernel launch that reaches the driver (cuLaunchKernel,
 * cuLaunchKernelEx and their _ptsz forms) is recorded in the format
 * `warpscope verify` replays (README "Recording").
 *
 * How launches are seen.  A program may call the driver's exported
 * symbols (these are defined here, so the dynamic linker binds them to
 * us), or get the driver's functions through cuGetProcAddress, which the
 * CUDA runtime (shared or static) does after dlsym(libcuda, "cuGetProc-
 * Address_v2").  So dlsym is interposed too: a cu* symbol looked up
 * anywhere comes back wrapped, and so does every function cuGetProcAddress
 * returns that is recorded here.  Each wrapper slot remembers the real
 * function it stands for (the _ptsz and plain forms are different ones).
 *
 * What a recorded launch writes (DIR/NNNN/, N the launch's index in the
 * process): launch.txt with the kernel's symbol, grid, block, dynamic
 * shared memory, each parameter's bytes at its offset (cuFuncGetParam-
 * Info), the allocations the parameters point into (cuMemGetAddressRange),
 * transitively through 8-byte-aligned pointers stored in them, copied
 * after a cuCtxSynchronize before and after the launch, the pointers
 * stored in them, and the cubin that ran (DIR/code/cK/sm_XX.cubin).  A
 * launch that cannot be recorded gets a `notrecorded` line in
 * DIR/recording.txt with the reason; the program runs on unchanged. */
#include "rec.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <regex.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define REC_MAX_PARAMS 256
#define REC_MAX_PARAM_BYTES 32768   /* CUDA 12.1+: 32764 bytes of parameters */
#define REC_MAX_ALLOCS 64           /* as many buffers as launch.txt may name */
#define REC_MAX_POINTERS 65536
#define REC_MAX_OBJS 32             /* texture and surface objects per launch */
#define REC_NEG_CACHE 4096
#define REC_SLOTS 3
/* a value is looked up as a device pointer only within this distance of
 * an allocation already found (device allocations share one VA region) */
#define REC_PTR_WINDOW (1ull << 40)

/* ---- configuration and the driver ---- */

static struct {
    char dir[4096];
    int on;
    regex_t kernel_re;
    int have_re;
    long max_launches;              /* recorded launches, -1: no limit */
    uint64_t max_bytes;             /* per allocation */
    FILE *log;
    long logged;
} cfg;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static long seen, recorded;

typedef void *(*pfn_dlsym)(void *, const char *);
static pfn_dlsym real_dlsym_fn;

static void *real_dlsym(void *h, const char *name)
{
    if (!real_dlsym_fn) {
        real_dlsym_fn = (pfn_dlsym)dlvsym(RTLD_NEXT, "dlsym", "GLIBC_2.34");
        if (!real_dlsym_fn)
            real_dlsym_fn = (pfn_dlsym)dlvsym(RTLD_NEXT, "dlsym", "GLIBC_2.2.5");
        if (!real_dlsym_fn)
            return NULL;
    }
    return real_dlsym_fn(h, name);
}

static struct {
    CUresult (*ctx_sync)(void);
    CUresult (*memcpy_dtoh)(void *, CUdeviceptr, size_t);
    CUresult (*addr_range)(CUdeviceptr *, size_t *, CUdeviceptr);
    CUresult (*ptr_attr)(void *, int, CUdeviceptr);
    CUresult (*func_name)(const char **, CUfunction);
    CUresult (*func_param)(CUfunction, size_t, size_t *, size_t *);
    CUresult (*func_module)(CUmodule *, CUfunction);
    CUresult (*kernel_func)(CUfunction *, CUkernel);
    CUresult (*lib_module)(CUmodule *, CUlibrary);
    CUresult (*ctx_device)(CUdevice *);
    CUresult (*dev_attr)(int *, int, CUdevice);
    CUresult (*capturing)(CUstream, int *);
    CUresult (*err_name)(CUresult, const char **);
} drv;
static void *libcuda;

static void *drv_sym(const char *name)
{
    if (!libcuda)
        libcuda = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    return libcuda ? real_dlsym(libcuda, name) : NULL;
}

void *rec_drv_sym(const char *name) { return drv_sym(name); }

#define DRV(field, name) (*(void **)&drv.field = drv_sym(name))

static void drv_load(void)
{
    DRV(ctx_sync, "cuCtxSynchronize");
    DRV(memcpy_dtoh, "cuMemcpyDtoH_v2");
    DRV(addr_range, "cuMemGetAddressRange_v2");
    DRV(ptr_attr, "cuPointerGetAttribute");
    DRV(func_name, "cuFuncGetName");
    DRV(func_param, "cuFuncGetParamInfo");
    DRV(func_module, "cuFuncGetModule");
    DRV(kernel_func, "cuKernelGetFunction");
    DRV(lib_module, "cuLibraryGetModule");
    DRV(ctx_device, "cuCtxGetDevice");
    DRV(dev_attr, "cuDeviceGetAttribute");
    DRV(capturing, "cuStreamIsCapturing");
    DRV(err_name, "cuGetErrorName");
}

static const char *errname(CUresult r)
{
    const char *s = NULL;
    if (drv.err_name)
        drv.err_name(r, &s);
    return s ? s : "unknown CUDA error";
}

static void init(void)
{
    const char *d = getenv("WSREC_DIR");
    if (!d || !*d)
        return;
    snprintf(cfg.dir, sizeof cfg.dir, "%s", d);
    const char *k = getenv("WSREC_KERNEL");
    if (k && *k && regcomp(&cfg.kernel_re, k, REG_EXTENDED | REG_NOSUB) == 0)
        cfg.have_re = 1;
    const char *n = getenv("WSREC_LAUNCHES");
    cfg.max_launches = n && *n ? strtol(n, NULL, 10) : -1;
    const char *b = getenv("WSREC_MAX_BYTES");
    cfg.max_bytes = b && *b ? strtoull(b, NULL, 10) : (64ull << 20);
    char path[4200];
    snprintf(path, sizeof path, "%s/code", cfg.dir);
    mkdir(path, 0755);
    snprintf(path, sizeof path, "%s/record.log", cfg.dir);
    cfg.log = fopen(path, "a");
    cfg.on = 1;
}

static void init_once(void) { pthread_once(&once, init); }

const char *rec_dir(void) { return cfg.dir; }

void rec_log(const char *fmt, ...)
{
    if (!cfg.log || cfg.logged > 5000)
        return;
    cfg.logged++;
    va_list ap;
    va_start(ap, fmt);
    fprintf(cfg.log, "[%d] ", (int)getpid());
    vfprintf(cfg.log, fmt, ap);
    fputc('\n', cfg.log);
    fflush(cfg.log);
    va_end(ap);
}

int rec_write_file(const char *path, const void *data, size_t n)
{
    FILE *fp = fopen(path, "wb");
    if (!fp) {
        rec_log("cannot create %s: %s", path, strerror(errno));
        return -1;
    }
    int bad = n && fwrite(data, 1, n, fp) != n;
    bad |= fclose(fp) != 0;
    if (bad)
        rec_log("cannot write %s", path);
    return bad ? -1 : 0;
}

int rec_same_module(CUmodule mod, const void *handle, int is_lib)
{
    if (!is_lib)
        return mod == (CUmodule)handle;
    CUmodule lm = NULL;
    return drv.lib_module && drv.lib_module(&lm, (CUlibrary)handle) == CUDA_SUCCESS && lm == mod;
}

/* One line to DIR/recording.txt (O_APPEND: one write per line, so lines of
 * several processes do not mix). */
static void index_line(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void index_line(const char *fmt, ...)
{
    char line[1024], path[4200];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line - 1, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n > sizeof line - 2)
        n = (int)sizeof line - 2;
    line[n++] = '\n';
    snprintf(path, sizeof path, "%s/recording.txt", cfg.dir);
    int fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd >= 0) {
        if (write(fd, line, (size_t)n) != n)
            rec_log("short write to %s", path);
        close(fd);
    }
}

/* ---- one launch ---- */

struct launch {
    CUfunction f;
    unsigned grid[3], block[3], shmem;
    CUstream stream;
    void **params, **extra;
    const CUlaunchConfig *lc;       /* cuLaunchKernelEx */
    pfn_launch real;
    pfn_launch_ex real_ex;
};

static CUresult do_launch(const struct launch *l)
{
    if (l->lc)
        return l->real_ex(l->lc, l->f, l->params, l->extra);
    return l->real(l->f, l->grid[0], l->grid[1], l->grid[2], l->block[0], l->block[1], l->block[2],
                   l->shmem, l->stream, l->params, l->extra);
}

struct alloc {
    CUdeviceptr base;
    size_t size;
    const char *kind;               /* device, host, managed */
    uint8_t *before, *after;
};

struct pointer {
    int in;                         /* allocation index, or -1 - param index */
    size_t off;                     /* byte offset in it */
    int to;                         /* allocation pointed into */
    uint64_t delta;
};

struct rec {
    CUfunction fn;
    const char *name;
    size_t nparams, off[REC_MAX_PARAMS], size[REC_MAX_PARAMS];
    uint8_t block[REC_MAX_PARAM_BYTES];
    size_t nallocs;
    struct alloc allocs[REC_MAX_ALLOCS];
    size_t npointers;
    struct pointer *pointers;
    int types_unread;               /* the name's parameter types were not read */
    size_t nobjs;
    struct rec_obj objs[REC_MAX_OBJS];  /* texture and surface objects passed */
    uint64_t neg[REC_NEG_CACHE];    /* 64 KiB granules known not to be device memory */
    size_t nneg;
    char why[512];                  /* why the launch is not recorded */
};

/* Index of the allocation holding v, found or added; -1 none. */
static int alloc_of(struct rec *r, uint64_t v, int near_only)
{
    for (size_t i = 0; i < r->nallocs; i++)
        if (v >= r->allocs[i].base && v - r->allocs[i].base < r->allocs[i].size)
            return (int)i;
    if (v < 0x10000 || v >> 57)
        return -1;
    if (near_only) {
        int near = 0;
        for (size_t i = 0; i < r->nallocs && !near; i++) {
            uint64_t b = r->allocs[i].base;
            near = v + REC_PTR_WINDOW > b && v < b + r->allocs[i].size + REC_PTR_WINDOW;
        }
        if (!near)
            return -1;
    }
    uint64_t g = v >> 16;
    for (size_t i = 0; i < r->nneg; i++)
        if (r->neg[i] == g)
            return -1;
    unsigned memtype = 0, managed = 0;
    CUdeviceptr base = 0;
    size_t size = 0;
    if (drv.ptr_attr(&memtype, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, v) != CUDA_SUCCESS ||
        drv.addr_range(&base, &size, v) != CUDA_SUCCESS) {
        if (r->nneg < REC_NEG_CACHE)
            r->neg[r->nneg++] = g;
        return -1;
    }
    drv.ptr_attr(&managed, CU_POINTER_ATTRIBUTE_IS_MANAGED, v);
    if (r->nallocs >= REC_MAX_ALLOCS) {
        snprintf(r->why, sizeof r->why, "it reaches more than %d allocations", REC_MAX_ALLOCS);
        return -1;
    }
    if (size > cfg.max_bytes) {
        snprintf(r->why, sizeof r->why, "it reaches an allocation of %zu bytes, over --max-bytes %llu",
                 size, (unsigned long long)cfg.max_bytes);
        return -1;
    }
    struct alloc *a = &r->allocs[r->nallocs];
    a->base = base;
    a->size = size;
    a->kind = managed ? "managed" : memtype == CU_MEMORYTYPE_HOST ? "host" : "device";
    return (int)r->nallocs++;
}

static void add_pointer(struct rec *r, int in, size_t off, int to, uint64_t v)
{
    if (r->npointers >= REC_MAX_POINTERS) {
        snprintf(r->why, sizeof r->why, "more than %d pointers stored in its memory", REC_MAX_POINTERS);
        return;
    }
    if (!r->pointers && !(r->pointers = malloc(REC_MAX_POINTERS * sizeof *r->pointers))) {
        snprintf(r->why, sizeof r->why, "out of memory");
        return;
    }
    r->pointers[r->npointers++] = (struct pointer){ .in = in, .off = off, .to = to,
                                                    .delta = v - r->allocs[to].base };
}

/* The function, its name and its parameters' layout and bytes. */
static int read_params(struct rec *r, const struct launch *l)
{
    r->fn = l->f;
    if (!drv.func_name || drv.func_name(&r->name, r->fn) != CUDA_SUCCESS) {
        CUfunction g = NULL;    /* a CUkernel from cuLibraryGetKernel */
        if (!drv.kernel_func || drv.kernel_func(&g, (CUkernel)l->f) != CUDA_SUCCESS ||
            drv.func_name(&r->name, g) != CUDA_SUCCESS) {
            snprintf(r->why, sizeof r->why, "cuFuncGetName fails on its function");
            return -1;
        }
        r->fn = g;
    }
    if (!drv.func_param) {
        snprintf(r->why, sizeof r->why, "the driver has no cuFuncGetParamInfo (CUDA 12.4 or later)");
        return -1;
    }
    const uint8_t *buf = NULL;
    size_t buflen = 0;
    for (size_t i = 0; l->extra && l->extra[i] != CU_LAUNCH_PARAM_END; i += 2) {
        if (l->extra[i] == CU_LAUNCH_PARAM_BUFFER_POINTER)
            buf = l->extra[i + 1];
        else if (l->extra[i] == CU_LAUNCH_PARAM_BUFFER_SIZE)
            buflen = *(const size_t *)l->extra[i + 1];
    }
    memset(r->block, 0, sizeof r->block);
    for (r->nparams = 0; r->nparams < REC_MAX_PARAMS; r->nparams++) {
        size_t i = r->nparams, off, size;
        if (drv.func_param(r->fn, i, &off, &size) != CUDA_SUCCESS)
            break;
        if (off + size > REC_MAX_PARAM_BYTES) {
            snprintf(r->why, sizeof r->why, "parameter %zu lies past %d bytes", i, REC_MAX_PARAM_BYTES);
            return -1;
        }
        r->off[i] = off;
        r->size[i] = size;
        if (l->params)
            memcpy(r->block + off, l->params[i], size);
        else if (buf && off + size <= buflen)
            memcpy(r->block + off, buf + off, size);
        else {
            snprintf(r->why, sizeof r->why, "parameter %zu is in neither kernelParams nor extra", i);
            return -1;
        }
    }
    return 0;
}

/* Parameter i, 8 bytes holding v and pointing nowhere: a texture or
 * surface object (rec_tex.c)?  Nonzero when the launch cannot be recorded. */
static int find_object(struct rec *r, size_t i, uint64_t v)
{
    for (int surf = 0; surf < 2; surf++) {
        struct rec_obj o;
        int got = rec_obj_probe(v, surf, &o, r->why, sizeof r->why);
        if (got < 0) {
            char tail[sizeof r->why];
            snprintf(tail, sizeof tail, "%s", r->why);
            snprintf(r->why, sizeof r->why, "parameter %zu: %.480s", i, tail);
            return -1;
        }
        if (got == 0)
            continue;
        if (o.bytes > cfg.max_bytes) {
            snprintf(r->why, sizeof r->why, "parameter %zu: its %s object has %zu bytes of texels, over --max-bytes %llu",
                     i, surf ? "surface" : "texture", o.bytes, (unsigned long long)cfg.max_bytes);
            return -1;
        }
        if (r->nobjs >= REC_MAX_OBJS) {
            snprintf(r->why, sizeof r->why, "it passes more than %d texture and surface objects", REC_MAX_OBJS);
            return -1;
        }
        o.param = i;
        r->objs[r->nobjs++] = o;
        return 0;
    }
    return 0;
}

/* Allocations the parameters point into, then the ones pointers stored in
 * those point into; copies of their contents; texture and surface
 * objects and their texels. */
static int find_memory(struct rec *r)
{
    char u64[REC_MAX_PARAMS];
    int nt = rec_param_types(r->name, u64, REC_MAX_PARAMS);
    r->types_unread = nt != (int)r->nparams;
    for (size_t i = 0; i < r->nparams; i++)
        for (size_t o = 0; o + 8 <= r->size[i]; o += 8) {
            uint64_t v;
            memcpy(&v, r->block + r->off[i] + o, 8);
            int a = alloc_of(r, v, 0);
            if (a >= 0)
                add_pointer(r, -1 - (int)i, o, a, v);
            else if (r->size[i] == 8 && !r->why[0] && (r->types_unread || u64[i]) && find_object(r, i, v))
                return -1;
            if (r->why[0])
                return -1;
        }
    for (size_t k = 0; k < r->nobjs; k++) {
        struct rec_obj *ob = &r->objs[k];
        if (!(ob->before = malloc(ob->bytes)) || !(ob->after = malloc(ob->bytes))) {
            snprintf(r->why, sizeof r->why, "out of memory");
            return -1;
        }
        CUresult e = rec_obj_copy(ob, ob->before);
        if (e) {
            snprintf(r->why, sizeof r->why, "copying the texels of object 0x%llx: %s",
                     (unsigned long long)ob->handle, errname(e));
            return -1;
        }
    }
    for (size_t k = 0; k < r->nallocs; k++) {
        struct alloc *a = &r->allocs[k];
        if (!(a->before = malloc(a->size ? a->size : 1)) || !(a->after = malloc(a->size ? a->size : 1))) {
            snprintf(r->why, sizeof r->why, "out of memory");
            return -1;
        }
        CUresult e = drv.memcpy_dtoh(a->before, a->base, a->size);
        if (e) {
            snprintf(r->why, sizeof r->why, "copying allocation 0x%llx: %s", a->base, errname(e));
            return -1;
        }
        for (size_t o = 0; o + 8 <= a->size; o += 8) {
            uint64_t v;
            memcpy(&v, a->before + o, 8);
            int t = alloc_of(r, v, 1);
            if (t >= 0)
                add_pointer(r, (int)k, o, t, v);
            if (r->why[0])
                return -1;
        }
    }
    return 0;
}

static void hex(FILE *fp, const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        fprintf(fp, "%02x", p[i]);
}

static const struct rec_obj *param_object(const struct rec *r, size_t i)
{
    for (size_t k = 0; k < r->nobjs; k++)
        if (r->objs[k].param == i)
            return &r->objs[k];
    return NULL;
}

static const struct pointer *param_pointer(const struct rec *r, size_t i)
{
    for (size_t k = 0; k < r->npointers; k++)
        if (r->pointers[k].in == -1 - (int)i)
            return &r->pointers[k];
    return NULL;
}

static int write_launch(const struct rec *r, const struct launch *l, long index, int code, int sm,
                        char *dir, size_t dirlen)
{
    snprintf(dir, dirlen, "%s/%04ld", cfg.dir, index);
    if (mkdir(dir, 0755) != 0) {
        snprintf(dir, dirlen, "%s/%04ld-%d", cfg.dir, index, (int)getpid());
        if (mkdir(dir, 0755) != 0)
            return -1;
    }
    char path[4400];
    snprintf(path, sizeof path, "%s/launch.txt", dir);
    FILE *fp = fopen(path, "w");
    if (!fp)
        return -1;
    fprintf(fp, "launch 0\nkernel %s\ngrid %u %u %u\nblock %u %u %u\ndynshmem %u\n", r->name,
            l->grid[0], l->grid[1], l->grid[2], l->block[0], l->block[1], l->block[2], l->shmem);
    for (size_t k = 0; k < r->nobjs; k++) {
        const struct rec_obj *o = &r->objs[k];
        static const char *const addr[] = { "wrap", "clamp", "mirror", "border" };
        fprintf(fp, "note parameter %zu holds %s object 0x%llx (the driver knows it as one%s)\n", o->param,
                o->surface ? "surface" : "texture", (unsigned long long)o->handle,
                r->types_unread ? "; the kernel name's parameter types were not read: an 8-byte integer "
                                  "equal to a live handle would be taken for it" : "");
        if (o->surface)
            fprintf(fp, "surface o%zu t%zu %s %s %u %zu %zu %zu\n", k, k, o->type, o->fmt, o->chans, o->w, o->h, o->d);
        else
            fprintf(fp, "texture o%zu t%zu %s %s %u %zu %zu %zu %s %s %s %s %d %s\n", k, k, o->type, o->fmt, o->chans,
                    o->w, o->h, o->d, o->linear ? "linear" : "point", addr[o->addr[0]], addr[o->addr[1]],
                    addr[o->addr[2]], o->norm, o->readnorm ? "norm" : "elem");
    }
    for (size_t i = 0; i < r->nparams; i++) {
        const struct pointer *p = param_pointer(r, i);
        const struct rec_obj *ob = param_object(r, i);
        if (ob) {
            fprintf(fp, "param %zu %s o%d\n", i, ob->surface ? "surf" : "tex", (int)(ob - r->objs));
            continue;
        }
        if (p && r->size[i] == 8) {
            fprintf(fp, "param %zu @%zu buf a%d +%llu\n", i, r->off[i], p->to, (unsigned long long)p->delta);
            continue;
        }
        fprintf(fp, "param %zu @%zu bytes ", i, r->off[i]);
        hex(fp, r->block + r->off[i], r->size[i]);
        fputc('\n', fp);
        for (size_t k = 0; k < r->npointers; k++)
            if (r->pointers[k].in == -1 - (int)i)
                fprintf(fp, "parampointer %zu %zu a%d +%llu\n", i, r->pointers[k].off, r->pointers[k].to,
                        (unsigned long long)r->pointers[k].delta);
    }
    fprintf(fp, "code ../code/c%d %d\n", code, sm);
    if (l->lc)
        for (unsigned i = 0; i < l->lc->numAttrs; i++)
            fprintf(fp, "note launch attribute %d (cuLaunchKernelEx) is not replayed\n", l->lc->attrs[i].id);
    for (size_t k = 0; k < r->nallocs; k++) {
        const struct alloc *a = &r->allocs[k];
        int changed = memcmp(a->before, a->after, a->size) != 0;
        fprintf(fp, "buffer a%zu %zu %s %s @0x%llx\n", k, a->size, changed ? "inout" : "in", a->kind, a->base);
    }
    for (size_t k = 0; k < r->npointers; k++)
        if (r->pointers[k].in >= 0)
            fprintf(fp, "pointer a%d %zu a%d +%llu\n", r->pointers[k].in, r->pointers[k].off, r->pointers[k].to,
                    (unsigned long long)r->pointers[k].delta);
    for (size_t k = 0; k < r->nobjs; k++) {
        const struct rec_obj *o = &r->objs[k];
        fprintf(fp, "buffer t%zu %zu %s device\n", k, o->bytes, memcmp(o->before, o->after, o->bytes) ? "inout" : "in");
    }
    int bad = fclose(fp) != 0;
    for (size_t k = 0; k < r->nobjs && !bad; k++) {
        const struct rec_obj *o = &r->objs[k];
        snprintf(path, sizeof path, "%s/t%zu.in.bin", dir, k);
        bad |= rec_write_file(path, o->before, o->bytes);
        if (memcmp(o->before, o->after, o->bytes)) {
            snprintf(path, sizeof path, "%s/t%zu.out.bin", dir, k);
            bad |= rec_write_file(path, o->after, o->bytes);
        }
    }
    for (size_t k = 0; k < r->nallocs && !bad; k++) {
        const struct alloc *a = &r->allocs[k];
        snprintf(path, sizeof path, "%s/a%zu.in.bin", dir, k);
        bad |= rec_write_file(path, a->before, a->size);
        if (memcmp(a->before, a->after, a->size)) {
            snprintf(path, sizeof path, "%s/a%zu.out.bin", dir, k);
            bad |= rec_write_file(path, a->after, a->size);
        }
    }
    return bad ? -1 : 0;
}

static int device_sm(void)
{
    CUdevice d;
    int ma = 0, mi = 0;
    if (!drv.ctx_device || drv.ctx_device(&d) || drv.dev_attr(&ma, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, d) ||
        drv.dev_attr(&mi, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, d))
        return 0;
    return ma * 10 + mi;
}

static void free_rec(struct rec *r)
{
    for (size_t k = 0; k < r->nallocs; k++) {
        free(r->allocs[k].before);
        free(r->allocs[k].after);
    }
    for (size_t k = 0; k < r->nobjs; k++) {
        free(r->objs[k].before);
        free(r->objs[k].after);
    }
    free(r->pointers);
    free(r);
}

/* Record l around running it; the program gets the launch's own result. */
static CUresult record_launch(const struct launch *l, long index)
{
    struct rec *r = calloc(1, sizeof *r);
    if (!r)
        return do_launch(l);
    int capture = CU_STREAM_CAPTURE_STATUS_NONE;
    if (drv.capturing && drv.capturing(l->stream, &capture) == CUDA_SUCCESS &&
        capture != CU_STREAM_CAPTURE_STATUS_NONE) {
        index_line("notrecorded %ld kernel ? reason captured into a CUDA graph (stream capture); "
                   "graph launches are not recorded", index);
        free_rec(r);
        return do_launch(l);
    }
    if (read_params(r, l)) {
        index_line("notrecorded %ld kernel ? reason %s", index, r->why);
        free_rec(r);
        return do_launch(l);
    }
    if (cfg.have_re && regexec(&cfg.kernel_re, r->name, 0, NULL, 0) != 0) {
        free_rec(r);
        return do_launch(l);
    }
    CUresult e = drv.ctx_sync();
    if (e != CUDA_SUCCESS)
        snprintf(r->why, sizeof r->why, "cuCtxSynchronize before it failed: %s", errname(e));
    else
        find_memory(r);
    int sm = device_sm(), code = -1;
    CUmodule mod = NULL;
    if (!r->why[0]) {
        if (drv.func_module)
            drv.func_module(&mod, r->fn);
        code = rec_image_code(mod, sm, r->name, r->why, sizeof r->why);
    }
    e = do_launch(l);
    if (r->why[0] || e != CUDA_SUCCESS) {
        index_line("notrecorded %ld kernel %s reason %s", index, r->name,
                   r->why[0] ? r->why : errname(e));
        free_rec(r);
        return e;
    }
    CUresult s = drv.ctx_sync();
    for (size_t k = 0; k < r->nallocs && s == CUDA_SUCCESS; k++)
        s = drv.memcpy_dtoh(r->allocs[k].after, r->allocs[k].base, r->allocs[k].size);
    for (size_t k = 0; k < r->nobjs && s == CUDA_SUCCESS; k++)
        s = rec_obj_copy(&r->objs[k], r->objs[k].after);
    char dir[4300];
    if (s != CUDA_SUCCESS)
        index_line("notrecorded %ld kernel %s reason after the launch: %s", index, r->name, errname(s));
    else if (write_launch(r, l, index, code, sm, dir, sizeof dir))
        index_line("notrecorded %ld kernel %s reason cannot write %s", index, r->name, dir);
    else {
        index_line("launch %ld dir %s kernel %s", index, strrchr(dir, '/') + 1, r->name);
        recorded++;
    }
    free_rec(r);
    return e;
}

static CUresult on_launch(const struct launch *l)
{
    init_once();
    if (!cfg.on)
        return do_launch(l);
    pthread_mutex_lock(&mu);
    if (!drv.ctx_sync)
        drv_load();
    long index = seen++;
    CUresult e;
    if (!drv.ctx_sync || !drv.memcpy_dtoh || !drv.addr_range || !drv.ptr_attr)
        e = do_launch(l);
    else if (cfg.max_launches >= 0 && recorded >= cfg.max_launches)
        e = do_launch(l);
    else
        e = record_launch(l, index);
    pthread_mutex_unlock(&mu);
    return e;
}

/* ---- wrappers: a few slots per driver function ---- */

enum { W_LAUNCH, W_LAUNCH_EX, W_MOD_LOAD, W_MOD_LOAD_EX, W_LIB_LOAD, W_GRAPH, W_PROC1, W_PROC2, W_N };

struct wrapped {
    void *real[REC_SLOTS];
    void *wrap[REC_SLOTS];
};
static struct wrapped wraps[W_N];

static CUresult launch_slot(int k, CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                            unsigned by, unsigned bz, unsigned shmem, CUstream s, void **params, void **extra)
{
    struct launch l = { .f = f, .grid = { gx, gy, gz }, .block = { bx, by, bz }, .shmem = shmem,
                        .stream = s, .params = params, .extra = extra,
                        .real = (pfn_launch)wraps[W_LAUNCH].real[k] };
    return on_launch(&l);
}

static CUresult launch_ex_slot(int k, const CUlaunchConfig *c, CUfunction f, void **params, void **extra)
{
    struct launch l = { .f = f, .grid = { c->gridDimX, c->gridDimY, c->gridDimZ },
                        .block = { c->blockDimX, c->blockDimY, c->blockDimZ }, .shmem = c->sharedMemBytes,
                        .stream = c->hStream, .params = params, .extra = extra, .lc = c,
                        .real_ex = (pfn_launch_ex)wraps[W_LAUNCH_EX].real[k] };
    return on_launch(&l);
}

static CUresult mod_load_slot(int k, CUmodule *m, const void *image)
{
    CUresult e = ((pfn_mod_load)wraps[W_MOD_LOAD].real[k])(m, image);
    init_once();
    if (e == CUDA_SUCCESS && cfg.on) {
        pthread_mutex_lock(&mu);
        rec_image_add(*m, 0, image);
        pthread_mutex_unlock(&mu);
    }
    return e;
}

static CUresult mod_load_ex_slot(int k, CUmodule *m, const void *image, unsigned n, void *opts, void **vals)
{
    CUresult e = ((pfn_mod_load_ex)wraps[W_MOD_LOAD_EX].real[k])(m, image, n, opts, vals);
    init_once();
    if (e == CUDA_SUCCESS && cfg.on) {
        pthread_mutex_lock(&mu);
        rec_image_add(*m, 0, image);
        pthread_mutex_unlock(&mu);
    }
    return e;
}

static CUresult lib_load_slot(int k, CUlibrary *lib, const void *code, void *jo, void **jv, unsigned nj,
                              void *lo, void **lv, unsigned nl)
{
    CUresult e = ((pfn_lib_load)wraps[W_LIB_LOAD].real[k])(lib, code, jo, jv, nj, lo, lv, nl);
    init_once();
    if (e == CUDA_SUCCESS && cfg.on) {
        pthread_mutex_lock(&mu);
        rec_image_add(*lib, 1, code);
        pthread_mutex_unlock(&mu);
    }
    return e;
}

static CUresult graph_slot(int k, CUgraphExec g, CUstream s)
{
    init_once();
    if (cfg.on) {
        pthread_mutex_lock(&mu);
        index_line("notrecorded %ld kernel ? reason cuGraphLaunch: the kernels of CUDA graphs are not recorded",
                   seen++);
        pthread_mutex_unlock(&mu);
    }
    return ((pfn_graph_launch)wraps[W_GRAPH].real[k])(g, s);
}

static void *wrap_fn(const char *name, void *real);

static CUresult proc1_slot(int k, const char *sym, void **pfn, int ver, cuuint64_t flags)
{
    CUresult e = ((pfn_proc1)wraps[W_PROC1].real[k])(sym, pfn, ver, flags);
    if (e == CUDA_SUCCESS && pfn && *pfn)
        *pfn = wrap_fn(sym, *pfn);
    return e;
}

static CUresult proc2_slot(int k, const char *sym, void **pfn, int ver, cuuint64_t flags, int *st)
{
    CUresult e = ((pfn_proc2)wraps[W_PROC2].real[k])(sym, pfn, ver, flags, st);
    if (e == CUDA_SUCCESS && pfn && *pfn)
        *pfn = wrap_fn(sym, *pfn);
    return e;
}

#define SLOTS(X) X(0) X(1) X(2)
#define LAUNCH_W(k) static CUresult w_launch##k(CUfunction f, unsigned gx, unsigned gy, unsigned gz, \
        unsigned bx, unsigned by, unsigned bz, unsigned sh, CUstream s, void **p, void **x) \
        { return launch_slot(k, f, gx, gy, gz, bx, by, bz, sh, s, p, x); }
#define LAUNCH_EX_W(k) static CUresult w_launch_ex##k(const CUlaunchConfig *c, CUfunction f, void **p, \
        void **x) { return launch_ex_slot(k, c, f, p, x); }
#define MOD_W(k) static CUresult w_mod##k(CUmodule *m, const void *i) { return mod_load_slot(k, m, i); }
#define MOD_EX_W(k) static CUresult w_mod_ex##k(CUmodule *m, const void *i, unsigned n, void *o, void **v) \
        { return mod_load_ex_slot(k, m, i, n, o, v); }
#define LIB_W(k) static CUresult w_lib##k(CUlibrary *l, const void *c, void *jo, void **jv, unsigned nj, \
        void *lo, void **lv, unsigned nl) { return lib_load_slot(k, l, c, jo, jv, nj, lo, lv, nl); }
#define GRAPH_W(k) static CUresult w_graph##k(CUgraphExec g, CUstream s) { return graph_slot(k, g, s); }
#define PROC1_W(k) static CUresult w_proc1_##k(const char *s, void **p, int v, cuuint64_t f) \
        { return proc1_slot(k, s, p, v, f); }
#define PROC2_W(k) static CUresult w_proc2_##k(const char *s, void **p, int v, cuuint64_t f, int *st) \
        { return proc2_slot(k, s, p, v, f, st); }
SLOTS(LAUNCH_W) SLOTS(LAUNCH_EX_W) SLOTS(MOD_W) SLOTS(MOD_EX_W) SLOTS(LIB_W) SLOTS(GRAPH_W)
SLOTS(PROC1_W) SLOTS(PROC2_W)

#define FILL(w, f) do { wraps[w].wrap[0] = (void *)f##0; wraps[w].wrap[1] = (void *)f##1; \
        wraps[w].wrap[2] = (void *)f##2; } while (0)

static void fill_wraps(void)
{
    FILL(W_LAUNCH, w_launch);
    FILL(W_LAUNCH_EX, w_launch_ex);
    FILL(W_MOD_LOAD, w_mod);
    FILL(W_MOD_LOAD_EX, w_mod_ex);
    FILL(W_LIB_LOAD, w_lib);
    FILL(W_GRAPH, w_graph);
    FILL(W_PROC1, w_proc1_);
    FILL(W_PROC2, w_proc2_);
}

static const struct { const char *name; int w; } names[] = {
    { "cuLaunchKernel", W_LAUNCH }, { "cuLaunchKernel_ptsz", W_LAUNCH },
    { "cuLaunchKernelEx", W_LAUNCH_EX }, { "cuLaunchKernelEx_ptsz", W_LAUNCH_EX },
    { "cuModuleLoadData", W_MOD_LOAD }, { "cuModuleLoadFatBinary", W_MOD_LOAD },
    { "cuModuleLoadDataEx", W_MOD_LOAD_EX }, { "cuLibraryLoadData", W_LIB_LOAD },
    { "cuGraphLaunch", W_GRAPH }, { "cuGraphLaunch_ptsz", W_GRAPH },
    { "cuGetProcAddress", W_PROC1 }, { "cuGetProcAddress_v2", W_PROC2 },
};

static pthread_mutex_t wrap_mu = PTHREAD_MUTEX_INITIALIZER;

/* The wrapper standing for real (the function the driver gave for name),
 * or real itself when name is not recorded here or no slot is free. */
static void *wrap_fn(const char *name, void *real)
{
    int w = -1;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && w < 0; i++)
        if (!strcmp(names[i].name, name))
            w = names[i].w;
    if (w < 0)
        return real;
    init_once();
    pthread_mutex_lock(&wrap_mu);
    if (!wraps[0].wrap[0])
        fill_wraps();
    void *out = real;
    for (int k = 0; k < REC_SLOTS; k++)
        if (wraps[w].wrap[k] == real) {
            pthread_mutex_unlock(&wrap_mu);
            return real;            /* one of ours already */
        }
    for (int k = 0; k < REC_SLOTS && out == real; k++)
        if (!wraps[w].real[k] || wraps[w].real[k] == real) {
            wraps[w].real[k] = real;
            out = wraps[w].wrap[k];
        }
    pthread_mutex_unlock(&wrap_mu);
    rec_log("%s: %s", name, out == real ? "no free slot, not wrapped" : "wrapped");
    return out;
}

/* ---- the interposed symbols ---- */

#define EXPORT __attribute__((visibility("default")))
#define NO_DRIVER 34 /* CUDA_ERROR_STUB_LIBRARY */

EXPORT void *dlsym(void *handle, const char *name)
{
    void *p = real_dlsym(handle, name);
    if (p && name[0] == 'c' && name[1] == 'u')
        return wrap_fn(name, p);
    return p;
}

static void *real_of(const char *name)
{
    void *p = drv_sym(name);
    return p ? wrap_fn(name, p) : NULL;
}

EXPORT CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                               unsigned bz, unsigned sh, CUstream s, void **p, void **x)
{
    pfn_launch fn = (pfn_launch)real_of("cuLaunchKernel");
    return fn ? fn(f, gx, gy, gz, bx, by, bz, sh, s, p, x) : NO_DRIVER;
}

EXPORT CUresult cuLaunchKernel_ptsz(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                                    unsigned by, unsigned bz, unsigned sh, CUstream s, void **p, void **x)
{
    pfn_launch fn = (pfn_launch)real_of("cuLaunchKernel_ptsz");
    return fn ? fn(f, gx, gy, gz, bx, by, bz, sh, s, p, x) : NO_DRIVER;
}

EXPORT CUresult cuLaunchKernelEx(const CUlaunchConfig *c, CUfunction f, void **p, void **x)
{
    pfn_launch_ex fn = (pfn_launch_ex)real_of("cuLaunchKernelEx");
    return fn ? fn(c, f, p, x) : NO_DRIVER;
}

EXPORT CUresult cuLaunchKernelEx_ptsz(const CUlaunchConfig *c, CUfunction f, void **p, void **x)
{
    pfn_launch_ex fn = (pfn_launch_ex)real_of("cuLaunchKernelEx_ptsz");
    return fn ? fn(c, f, p, x) : NO_DRIVER;
}

EXPORT CUresult cuModuleLoadData(CUmodule *m, const void *image)
{
    pfn_mod_load fn = (pfn_mod_load)real_of("cuModuleLoadData");
    return fn ? fn(m, image) : NO_DRIVER;
}

EXPORT CUresult cuModuleLoadFatBinary(CUmodule *m, const void *image)
{
    pfn_mod_load fn = (pfn_mod_load)real_of("cuModuleLoadFatBinary");
    return fn ? fn(m, image) : NO_DRIVER;
}

EXPORT CUresult cuModuleLoadDataEx(CUmodule *m, const void *image, unsigned n, void *o, void **v)
{
    pfn_mod_load_ex fn = (pfn_mod_load_ex)real_of("cuModuleLoadDataEx");
    return fn ? fn(m, image, n, o, v) : NO_DRIVER;
}

EXPORT CUresult cuLibraryLoadData(CUlibrary *l, const void *c, void *jo, void **jv, unsigned nj, void *lo,
                                  void **lv, unsigned nl)
{
    pfn_lib_load fn = (pfn_lib_load)real_of("cuLibraryLoadData");
    return fn ? fn(l, c, jo, jv, nj, lo, lv, nl) : NO_DRIVER;
}

EXPORT CUresult cuGraphLaunch(CUgraphExec g, CUstream s)
{
    pfn_graph_launch fn = (pfn_graph_launch)real_of("cuGraphLaunch");
    return fn ? fn(g, s) : NO_DRIVER;
}

EXPORT CUresult cuGetProcAddress(const char *sym, void **pfn, int ver, cuuint64_t flags)
{
    pfn_proc1 fn = (pfn_proc1)real_of("cuGetProcAddress");
    return fn ? fn(sym, pfn, ver, flags) : NO_DRIVER;
}

EXPORT CUresult cuGetProcAddress_v2(const char *sym, void **pfn, int ver, cuuint64_t flags, int *st)
{
    pfn_proc2 fn = (pfn_proc2)real_of("cuGetProcAddress_v2");
    return fn ? fn(sym, pfn, ver, flags, st) : NO_DRIVER;
}
