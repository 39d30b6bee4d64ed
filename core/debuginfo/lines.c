/* lines.c - open an ELF and turn its line tables into per-function rows.
 *
 * lines_open: section bytes, relocations and symbols through libelf, the
 * line program through lines_decode (lines_prog.c says why not libdwarf for
 * cubins).  The same path serves AMDGPU code objects and host ELFs, because
 *  - in a relocatable object every section starts at 0 and only the
 *    relocation of DW_LNE_set_address says which one a sequence is in;
 *    libdwarf applies that relocation and drops the section;
 *  - Debian's libdwarf 20210528 names the wrong file for DWARF 5 rows whose
 *    file register is 1 when file_names[0] differs from file_names[1]
 *    (samples/bfs_level/gfx1100.o: "-" instead of hipcompat.h, where
 *    llvm-dwarfdump-19 says hipcompat.h).
 * lines_open_libdwarf reads the same tables through libdwarf
 * (dwarf_init_path, dwarf_next_cu_header_d, dwarf_siblingof_b,
 * dwarf_srclines_b, dwarf_srclines_from_linecontext) for linked AMDGPU and
 * host ELFs; the tests check that both agree on addresses and lines.
 */
#include "lines.h"

#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <dwarf.h>
#include <libdwarf.h>

#ifndef EM_CUDA
#define EM_CUDA 190     /* elf.h: NVIDIA CUDA */
#endif
#ifndef EM_AMDGPU
#define EM_AMDGPU 224   /* elf.h: AMD GPU */
#endif
#define CUBIN_INSN_BYTES 16     /* sm_70+ instructions are 128 bits */
#define CUBIN_TEXT_PREFIX ".text."

/* ---- ELF access --------------------------------------------------------- */

struct elfin {
    const char *path;
    int fd;             /* -1: an image in memory */
    uint64_t size;      /* the file's or the image's bytes */
    Elf *e;
    GElf_Ehdr eh;
    size_t shstrndx;
};

static void elf_close(struct elfin *ei)
{
    if (ei->e)
        elf_end(ei->e);
    if (ei->fd >= 0)
        close(ei->fd);
}

/* A cut file keeps its ELF header but loses what lies past the cut:
 * say so instead of reporting missing sections. */
static enum ws_status elf_check_bounds(struct elfin *ei, struct ws_error *err)
{
    struct stat st;
    size_t shnum;
    if ((ei->fd >= 0 && fstat(ei->fd, &st) != 0) || elf_getshdrnum(ei->e, &shnum) != 0)
        goto bad;
    uint64_t fsize = ei->fd >= 0 ? (uint64_t)st.st_size : ei->size;
    if (ei->eh.e_shoff > fsize || (uint64_t)shnum * ei->eh.e_shentsize > fsize - ei->eh.e_shoff)
        goto bad;
    for (Elf_Scn *s = elf_nextscn(ei->e, NULL); s; s = elf_nextscn(ei->e, s)) {
        GElf_Shdr sh;
        if (!gelf_getshdr(s, &sh))
            goto bad;
        if (sh.sh_type != SHT_NOBITS && (sh.sh_offset > fsize || sh.sh_size > fsize - sh.sh_offset))
            goto bad;
    }
    return WS_OK;
bad:
    elf_close(ei);
    return ws_error_set(err, WS_EFORMAT, ei->path, 0,
                        "truncated or corrupt ELF: section headers or contents lie past the end of the file");
}

static enum ws_status elf_check_header(struct elfin *ei, struct ws_error *err)
{
    if (!ei->e || elf_kind(ei->e) != ELF_K_ELF || !gelf_getehdr(ei->e, &ei->eh) ||
        elf_getshdrstrndx(ei->e, &ei->shstrndx) != 0) {
        elf_close(ei);
        return ws_error_set(err, WS_EFORMAT, ei->path, 0, "not an ELF file");
    }
    return elf_check_bounds(ei, err);
}

static enum ws_status elf_open(struct elfin *ei, const char *path, struct ws_error *err)
{
    memset(ei, 0, sizeof *ei);
    ei->path = path;
    ei->fd = -1;
    if (elf_version(EV_CURRENT) == EV_NONE)
        return ws_error_set(err, WS_EFORMAT, path, 0, "libelf: %s", elf_errmsg(-1));
    ei->fd = open(path, O_RDONLY);
    if (ei->fd < 0)
        return ws_error_set(err, WS_EIO, path, 0, "cannot open: %s", strerror(errno));
    ei->e = elf_begin(ei->fd, ELF_C_READ, NULL);
    return elf_check_header(ei, err);
}

/* The same for the image at data (len bytes, kept while ei is open). */
static enum ws_status elf_open_mem(struct elfin *ei, const char *name, const uint8_t *data,
                                   size_t len, struct ws_error *err)
{
    memset(ei, 0, sizeof *ei);
    ei->path = name;
    ei->fd = -1;
    ei->size = len;
    if (elf_version(EV_CURRENT) == EV_NONE)
        return ws_error_set(err, WS_EFORMAT, name, 0, "libelf: %s", elf_errmsg(-1));
    ei->e = elf_memory((char *)data, len);
    return elf_check_header(ei, err);
}

static const char *scn_name(struct elfin *ei, Elf_Scn *scn)
{
    GElf_Shdr sh;
    if (!gelf_getshdr(scn, &sh))
        return NULL;
    return elf_strptr(ei->e, ei->shstrndx, sh.sh_name);
}

static Elf_Scn *find_scn(struct elfin *ei, const char *name)
{
    for (Elf_Scn *s = elf_nextscn(ei->e, NULL); s; s = elf_nextscn(ei->e, s)) {
        const char *n = scn_name(ei, s);
        if (n && !strcmp(n, name))
            return s;
    }
    return NULL;
}

/* Whole contents of a section; WS_EFORMAT when it lies outside the file. */
static enum ws_status scn_bytes(struct elfin *ei, Elf_Scn *scn, const uint8_t **p,
                                size_t *len, struct ws_error *err)
{
    GElf_Shdr sh;
    Elf_Data *d;
    if (!gelf_getshdr(scn, &sh) || !(d = elf_getdata(scn, NULL)))
        return ws_error_set(err, WS_EFORMAT, ei->path, 0, "section %s: %s",
                            scn_name(ei, scn) ? scn_name(ei, scn) : "?", elf_errmsg(-1));
    if (sh.sh_flags & SHF_COMPRESSED)
        return ws_error_set(err, WS_EUNSUPPORTED, ei->path, 0,
                            "section %s is compressed", scn_name(ei, scn));
    *p = d->d_buf;
    *len = d->d_buf ? d->d_size : 0;
    return WS_OK;
}

static int cmp_reloc(const void *a, const void *b)
{
    const struct lines_reloc *x = a, *y = b;
    return x->offset < y->offset ? -1 : x->offset > y->offset;
}

/* Relocations (SHT_RELA or SHT_REL) that apply to section target: S + A
 * (S alone for REL, whose addend is in place) and the section of S.
 * Returns a malloc'd array sorted by offset (NULL and 0 when none). */
static enum ws_status read_relocs(struct elfin *ei, size_t target, struct lines_reloc **out,
                                  size_t *nout, struct ws_error *err)
{
    *out = NULL;
    *nout = 0;
    for (Elf_Scn *s = elf_nextscn(ei->e, NULL); s; s = elf_nextscn(ei->e, s)) {
        GElf_Shdr sh;
        if (!gelf_getshdr(s, &sh) || (sh.sh_type != SHT_RELA && sh.sh_type != SHT_REL) ||
            sh.sh_info != target)
            continue;
        int is_rela = sh.sh_type == SHT_RELA;
        Elf_Scn *symscn = elf_getscn(ei->e, sh.sh_link);
        Elf_Data *rd = elf_getdata(s, NULL), *sd = symscn ? elf_getdata(symscn, NULL) : NULL;
        if (!rd || !sd || !sh.sh_entsize)
            return ws_error_set(err, WS_EFORMAT, ei->path, 0, "bad relocation section %s",
                                scn_name(ei, s) ? scn_name(ei, s) : "?");
        size_t n = sh.sh_size / sh.sh_entsize;
        struct lines_reloc *v = realloc(*out, (*nout + n + 1) * sizeof *v);
        if (!v)
            return ws_error_set(err, WS_ENOMEM, ei->path, 0, "out of memory");
        *out = v;
        for (size_t i = 0; i < n; i++) {
            GElf_Rela ra;
            GElf_Rel rl;
            GElf_Sym sym;
            if (!is_rela && gelf_getrel(rd, (int)i, &rl)) {
                ra.r_offset = rl.r_offset;
                ra.r_info = rl.r_info;
                ra.r_addend = 0;
            }
            if ((is_rela ? !gelf_getrela(rd, (int)i, &ra) : !gelf_getrel(rd, (int)i, &rl)) ||
                !gelf_getsym(sd, (int)GELF_R_SYM(ra.r_info), &sym))
                return ws_error_set(err, WS_EFORMAT, ei->path, 0,
                                    "relocation %zu of %s names no symbol", i,
                                    scn_name(ei, s) ? scn_name(ei, s) : "?");
            struct lines_reloc *r = &v[(*nout)++];
            r->offset = ra.r_offset;
            r->value = sym.st_value + (uint64_t)ra.r_addend;
            r->shndx = sym.st_shndx;
            r->implicit = !is_rela;
        }
    }
    if (*nout)
        qsort(*out, *nout, sizeof **out, cmp_reloc);
    return WS_OK;
}

/* ---- functions and their rows ------------------------------------------- */

struct funcsrc {
    int shndx;                  /* section key (-1: match by address alone) */
    int sec;                    /* ELF section index of the code */
    uint64_t addr, size;
    const char *name, *section;
};

static int cmp_funcsrc(const void *a, const void *b)
{
    const struct funcsrc *x = a, *y = b;
    if (x->shndx != y->shndx)
        return x->shndx < y->shndx ? -1 : 1;
    return x->addr < y->addr ? -1 : x->addr > y->addr;
}

/* Index of the function holding (shndx, addr); an end_sequence row may sit
 * on the end address.  -1 when none. */
static long find_func(const struct funcsrc *fs, size_t n, int shndx, uint64_t addr, int end)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {           /* first function after (shndx, addr) */
        size_t mid = lo + (hi - lo) / 2;
        if (fs[mid].shndx < shndx || (fs[mid].shndx == shndx && fs[mid].addr <= addr))
            lo = mid + 1;
        else
            hi = mid;
    }
    for (size_t k = lo; k-- > 0;) {
        const struct funcsrc *f = &fs[k];
        if (f->shndx != shndx)
            return -1;
        if (addr < f->addr + f->size || (end && addr == f->addr + f->size && f->size))
            return (long)k;
        if (!end || addr > f->addr + f->size)
            return -1;
    }
    return -1;
}

struct keyed {
    struct lines_row row;
    size_t src;                 /* prog row index, the stable tie-break */
    size_t seq, seq_row, inl_seq_row;
};

static int cmp_keyed(const void *a, const void *b)
{
    const struct keyed *x = a, *y = b;
    if (x->row.offset != y->row.offset)
        return x->row.offset < y->row.offset ? -1 : 1;
    return x->src < y->src ? -1 : x->src > y->src;
}

/* Name of an inlined function from .debug_str, or NULL. */
static const char *str_at(const struct lines_strsecs *ss, uint64_t off)
{
    if (!ss->str || off >= ss->str_len || !memchr(ss->str + off, 0, ss->str_len - off))
        return NULL;
    return (const char *)ss->str + off;
}

/* Give each function its rows, sorted, with inlined-at links resolved. */
static enum ws_status place_rows(struct lines_table *t, struct funcsrc *fs, size_t nf,
                                 const struct lines_prog *p, const struct lines_strsecs *ss,
                                 struct ws_error *err)
{
    if (nf)
        qsort(fs, nf, sizeof *fs, cmp_funcsrc);
    t->funcs = arena_alloc(&t->arena, (nf + 1) * sizeof *t->funcs);
    long *owner = malloc((p->nrows + 1) * sizeof *owner);
    size_t *count = calloc(nf + 1, sizeof *count);
    struct keyed *tmp = malloc((p->nrows + 1) * sizeof *tmp);
    enum ws_status st = WS_OK;
    if (!t->funcs || !owner || !count || !tmp) {
        st = ws_error_set(err, WS_ENOMEM, t->path, 0, "out of memory");
        goto out;
    }
    t->nfuncs = nf;
    for (size_t i = 0; i < p->nrows; i++) {
        const struct lines_prog_row *r = &p->rows[i];
        owner[i] = find_func(fs, nf, r->shndx, r->addr, r->end_seq);
        if (owner[i] >= 0)
            count[owner[i]]++;
    }
    for (size_t k = 0; k < nf; k++) {
        struct lines_func *f = &t->funcs[k];
        f->name = fs[k].name;
        f->section = fs[k].section;
        f->shndx = fs[k].sec;
        f->addr = fs[k].addr;
        f->size = fs[k].size;
        f->rows = arena_alloc(&t->arena, (count[k] + 1) * sizeof *f->rows);
        if (!f->rows) {
            st = ws_error_set(err, WS_ENOMEM, t->path, 0, "out of memory");
            goto out;
        }
        size_t n = 0;
        for (size_t i = 0; i < p->nrows; i++) {
            if (owner[i] != (long)k)
                continue;
            const struct lines_prog_row *r = &p->rows[i];
            struct keyed *kr = &tmp[n++];
            kr->row.offset = r->addr - f->addr;
            kr->row.file = r->file;
            kr->row.line = r->line;
            kr->row.column = r->column;
            kr->row.inl = -1;
            /* copied: .debug_str belongs to the ELF handle, freed before the table */
            const char *ifn = r->inl_seq_row ? str_at(ss, r->inl_func) : NULL;
            kr->row.inl_func = ifn ? arena_strdup(&t->arena, ifn) : NULL;
            kr->row.is_stmt = r->is_stmt;
            kr->row.end_seq = r->end_seq;
            kr->src = i;
            kr->seq = r->seq;
            kr->seq_row = r->seq_row;
            kr->inl_seq_row = r->inl_seq_row;
        }
        qsort(tmp, n, sizeof *tmp, cmp_keyed);
        for (size_t j = 0; j < n; j++) {
            f->rows[j] = tmp[j].row;
            if (!tmp[j].inl_seq_row)
                continue;
            for (size_t c = 0; c < n; c++)      /* the call-site row */
                if (tmp[c].seq == tmp[j].seq && tmp[c].seq_row == tmp[j].inl_seq_row) {
                    f->rows[j].inl = c != j ? (int)c : -1;
                    break;
                }
        }
        f->nrows = n;
    }
out:
    free(owner);
    free(count);
    free(tmp);
    return st;
}

/* ---- cubins ------------------------------------------------------------- */

static const char *func_symbol(struct elfin *ei, size_t shndx)
{
    Elf_Scn *s = NULL;
    GElf_Shdr sh;
    for (s = elf_nextscn(ei->e, NULL); s; s = elf_nextscn(ei->e, s))
        if (gelf_getshdr(s, &sh) && sh.sh_type == SHT_SYMTAB)
            break;
    Elf_Data *d = s ? elf_getdata(s, NULL) : NULL;
    if (!d || !sh.sh_entsize)
        return NULL;
    for (size_t i = 0; i < sh.sh_size / sh.sh_entsize; i++) {
        GElf_Sym sym;
        if (gelf_getsym(d, (int)i, &sym) && GELF_ST_TYPE(sym.st_info) == STT_FUNC &&
            sym.st_shndx == shndx && sym.st_value == 0)
            return elf_strptr(ei->e, sh.sh_link, sym.st_name);
    }
    return NULL;
}

/* Decode .debug_line ourselves, relocated through its RELA section(s). */
static enum ws_status read_prog(struct lines_table *t, struct elfin *ei,
                                struct lines_prog *p, struct lines_strsecs *ss,
                                struct ws_error *err)
{
    Elf_Scn *dl = find_scn(ei, ".debug_line");
    if (!dl)
        return ws_error_set(err, WS_ENOTFOUND, t->path, 0, "no .debug_line (compile with %s)",
                            t->kind == LINES_CUBIN ? "-lineinfo or -G" : "-g");
    const uint8_t *buf;
    size_t len;
    Elf_Scn *ds = find_scn(ei, ".debug_str"), *dls = find_scn(ei, ".debug_line_str");
    memset(ss, 0, sizeof *ss);
    enum ws_status st = scn_bytes(ei, dl, &buf, &len, err);
    if (!st && ds)
        st = scn_bytes(ei, ds, &ss->str, &ss->str_len, err);
    if (!st && dls)
        st = scn_bytes(ei, dls, &ss->line_str, &ss->line_str_len, err);
    if (st)
        return st;
    struct lines_reloc *rel;
    size_t nrel;
    if ((st = read_relocs(ei, elf_ndxscn(dl), &rel, &nrel, err))) {
        free(rel);
        return st;
    }
    st = lines_decode(t->path, buf, len, rel, nrel, ss, &t->arena, p, err);
    free(rel);
    if (st)
        return st;
    t->files = p->files;
    t->nfiles = p->nfiles;
    return WS_OK;
}

/* Cubin functions: one per executable .text.<name> section, from 0. */
static enum ws_status cubin_funcs(struct lines_table *t, struct elfin *ei,
                                  struct funcsrc **out, size_t *nout, struct ws_error *err)
{
    size_t nf = 0, cap = 0;
    struct funcsrc *fs = NULL;
    *out = NULL;
    *nout = 0;
    for (Elf_Scn *s = elf_nextscn(ei->e, NULL); s; s = elf_nextscn(ei->e, s)) {
        GElf_Shdr sh;
        const char *n = scn_name(ei, s);
        if (!gelf_getshdr(s, &sh) || !n || !(sh.sh_flags & SHF_EXECINSTR) ||
            strncmp(n, CUBIN_TEXT_PREFIX, strlen(CUBIN_TEXT_PREFIX)))
            continue;
        if (nf == cap) {
            cap = cap ? cap * 2 : 16;
            struct funcsrc *v = realloc(fs, cap * sizeof *v);
            if (!v) {
                free(fs);
                return ws_error_set(err, WS_ENOMEM, t->path, 0, "out of memory");
            }
            fs = v;
        }
        const char *fn = func_symbol(ei, elf_ndxscn(s));
        fs[nf].shndx = (int)elf_ndxscn(s);
        fs[nf].sec = fs[nf].shndx;
        fs[nf].addr = 0;
        fs[nf].size = sh.sh_size;
        fs[nf].section = arena_strdup(&t->arena, n);
        fs[nf].name = arena_strdup(&t->arena, fn ? fn : n + strlen(CUBIN_TEXT_PREFIX));
        nf++;
    }
    *out = fs;
    *nout = nf;
    return WS_OK;
}

static enum ws_status symtab_funcs(struct lines_table *t, struct elfin *ei,
                                   struct funcsrc **out, size_t *nout, struct ws_error *err);

/* Cubins and relocatable objects: sequences know their section through
 * the relocation of DW_LNE_set_address, which libdwarf applies and drops
 * (every section of a .o starts at 0, so the address alone is ambiguous). */
static enum ws_status read_relocated(struct lines_table *t, struct elfin *ei,
                                     struct ws_error *err)
{
    struct lines_prog p;
    struct lines_strsecs ss;
    struct funcsrc *fs = NULL;
    size_t nf = 0;
    enum ws_status st = read_prog(t, ei, &p, &ss, err);
    if (!st)
        st = t->kind == LINES_CUBIN ? cubin_funcs(t, ei, &fs, &nf, err)
                                    : symtab_funcs(t, ei, &fs, &nf, err);
    if (!st && t->kind != LINES_CUBIN && ei->eh.e_type == ET_REL)
        for (size_t i = 0; i < nf; i++)
            fs[i].shndx = fs[i].sec;
    if (!st)
        st = place_rows(t, fs, nf, &p, &ss, err);
    free(fs);
    return st;
}

/* ---- AMDGPU and host: libdwarf ------------------------------------------ */

struct dw {
    struct lines_table *t;
    Dwarf_Debug dbg;
    struct lines_prog_row *rows;
    size_t nrows, cap;
    size_t fcap;
    size_t seq;
};

static enum ws_status dw_fail(struct dw *d, Dwarf_Error de, const char *what,
                              struct ws_error *err)
{
    enum ws_status s = ws_error_set(err, WS_EFORMAT, d->t->path, 0, "%s: %s", what,
                                    de ? dwarf_errmsg(de) : "failed");
    if (de)
        dwarf_dealloc_error(d->dbg, de);
    return s;
}

static int intern_file(struct dw *d, const char *path)
{
    struct lines_table *t = d->t;
    for (size_t i = t->nfiles; i-- > 0;)
        if (!strcmp(t->files[i], path))
            return (int)i;
    if (t->nfiles == d->fcap) {
        size_t nc = d->fcap ? d->fcap * 2 : 16;
        const char **v = arena_alloc(&t->arena, nc * sizeof *v);
        if (!v)
            return -2;
        if (t->nfiles)
            memcpy(v, t->files, t->nfiles * sizeof *v);
        t->files = v;
        d->fcap = nc;
    }
    if (!(t->files[t->nfiles] = arena_strdup(&t->arena, path)))
        return -2;
    return (int)t->nfiles++;
}

static enum ws_status dw_row(struct dw *d, Dwarf_Line ln, struct ws_error *err)
{
    Dwarf_Error de = 0;
    Dwarf_Addr addr;
    Dwarf_Unsigned lineno, col;
    Dwarf_Bool endseq, stmt;
    char *src = NULL;
    if (dwarf_lineaddr(ln, &addr, &de) != DW_DLV_OK ||
        dwarf_lineno(ln, &lineno, &de) != DW_DLV_OK ||
        dwarf_lineoff_b(ln, &col, &de) != DW_DLV_OK ||
        dwarf_lineendsequence(ln, &endseq, &de) != DW_DLV_OK ||
        dwarf_linebeginstatement(ln, &stmt, &de) != DW_DLV_OK)
        return dw_fail(d, de, "line row", err);
    int file = -1;
    int rc = dwarf_linesrc(ln, &src, &de);
    if (rc == DW_DLV_ERROR)
        return dw_fail(d, de, "line row file", err);
    if (rc == DW_DLV_OK) {
        file = intern_file(d, src);
        dwarf_dealloc(d->dbg, src, DW_DLA_STRING);
        if (file == -2)
            return ws_error_set(err, WS_ENOMEM, d->t->path, 0, "out of memory");
    }
    if (d->nrows == d->cap) {
        size_t nc = d->cap ? d->cap * 2 : 1024;
        struct lines_prog_row *v = realloc(d->rows, nc * sizeof *v);
        if (!v)
            return ws_error_set(err, WS_ENOMEM, d->t->path, 0, "out of memory");
        d->rows = v;
        d->cap = nc;
    }
    struct lines_prog_row *r = &d->rows[d->nrows++];
    memset(r, 0, sizeof *r);
    r->addr = addr;
    r->shndx = -1;
    r->file = file;
    r->line = lineno <= 0x7fffffff ? (int)lineno : 0;
    r->column = col <= 0x7fffffff ? (int)col : 0;
    r->is_stmt = stmt != 0;
    r->end_seq = endseq != 0;
    r->seq = d->seq;
    if (endseq)
        d->seq++;
    return WS_OK;
}

static enum ws_status dw_cu(struct dw *d, struct ws_error *err)
{
    Dwarf_Error de = 0;
    Dwarf_Die cu = 0;
    if (dwarf_siblingof_b(d->dbg, NULL, 1, &cu, &de) != DW_DLV_OK)
        return dw_fail(d, de, "CU DIE", err);
    Dwarf_Unsigned ver;
    Dwarf_Small tables;
    Dwarf_Line_Context ctx = 0;
    enum ws_status st = WS_OK;
    int rc = dwarf_srclines_b(cu, &ver, &tables, &ctx, &de);
    if (rc == DW_DLV_ERROR) {
        st = dw_fail(d, de, "line table", err);
    } else if (rc == DW_DLV_OK) {
        Dwarf_Line *lines;
        Dwarf_Signed n;
        if (dwarf_srclines_from_linecontext(ctx, &lines, &n, &de) != DW_DLV_OK)
            st = dw_fail(d, de, "line table rows", err);
        for (Dwarf_Signed i = 0; !st && i < n; i++)
            st = dw_row(d, lines[i], err);
        dwarf_srclines_dealloc_b(ctx);
    }
    dwarf_dealloc_die(cu);
    return st;
}

static enum ws_status dw_read(struct dw *d, const char *path, struct ws_error *err)
{
    Dwarf_Error de = 0;
    int rc = dwarf_init_path(path, NULL, 0, DW_DLC_READ, DW_GROUPNUMBER_ANY, NULL, NULL,
                             &d->dbg, NULL, 0, NULL, &de);
    if (rc == DW_DLV_NO_ENTRY)
        return ws_error_set(err, WS_ENOTFOUND, path, 0, "no DWARF (compile with -g)");
    if (rc != DW_DLV_OK) {
        d->dbg = 0;
        return dw_fail(d, de, "libdwarf", err);
    }
    enum ws_status st = WS_OK;
    for (;;) {
        Dwarf_Unsigned hlen, typeoff, next;
        Dwarf_Half ver, asz, lsz, esz, utype;
        Dwarf_Off abbr;
        Dwarf_Sig8 sig;
        rc = dwarf_next_cu_header_d(d->dbg, 1, &hlen, &ver, &abbr, &asz, &lsz, &esz,
                                    &sig, &typeoff, &next, &utype, &de);
        if (rc == DW_DLV_NO_ENTRY)
            break;
        if (rc == DW_DLV_ERROR) {
            st = dw_fail(d, de, "CU header", err);
            break;
        }
        if ((st = dw_cu(d, err)))
            break;
    }
    dwarf_finish(d->dbg, &de);
    return st;
}

/* Functions: defined STT_FUNC symbols with a size. */
static enum ws_status symtab_funcs(struct lines_table *t, struct elfin *ei,
                                   struct funcsrc **out, size_t *nout, struct ws_error *err)
{
    *out = NULL;
    *nout = 0;
    size_t cap = 0;
    for (Elf_Scn *s = elf_nextscn(ei->e, NULL); s; s = elf_nextscn(ei->e, s)) {
        GElf_Shdr sh;
        if (!gelf_getshdr(s, &sh) || sh.sh_type != SHT_SYMTAB || !sh.sh_entsize)
            continue;
        Elf_Data *d = elf_getdata(s, NULL);
        for (size_t i = 0; d && i < sh.sh_size / sh.sh_entsize; i++) {
            GElf_Sym sym;
            if (!gelf_getsym(d, (int)i, &sym) || GELF_ST_TYPE(sym.st_info) != STT_FUNC ||
                sym.st_shndx == SHN_UNDEF || sym.st_shndx >= SHN_LORESERVE || !sym.st_size)
                continue;
            if (*nout == cap) {
                cap = cap ? cap * 2 : 64;
                struct funcsrc *v = realloc(*out, cap * sizeof *v);
                if (!v)
                    return ws_error_set(err, WS_ENOMEM, t->path, 0, "out of memory");
                *out = v;
            }
            const char *name = elf_strptr(ei->e, sh.sh_link, sym.st_name);
            const char *sec = scn_name(ei, elf_getscn(ei->e, sym.st_shndx));
            struct funcsrc *f = &(*out)[(*nout)++];
            f->shndx = -1;
            f->sec = sym.st_shndx;
            f->addr = sym.st_value;
            f->size = sym.st_size;
            f->name = arena_strdup(&t->arena, name ? name : "?");
            f->section = arena_strdup(&t->arena, sec ? sec : "?");
        }
    }
    return WS_OK;
}

static enum ws_status read_dwarf(struct lines_table *t, struct elfin *ei,
                                 struct ws_error *err)
{
    if (!find_scn(ei, ".debug_line"))
        return ws_error_set(err, WS_ENOTFOUND, t->path, 0, "no .debug_line (compile with -g)");
    struct dw d;
    memset(&d, 0, sizeof d);
    d.t = t;
    enum ws_status st = dw_read(&d, t->path, err);
    struct funcsrc *fs = NULL;
    size_t nf = 0;
    if (!st)
        st = symtab_funcs(t, ei, &fs, &nf, err);
    if (!st) {
        struct lines_prog p = { t->nfiles, t->files, d.nrows, d.rows };
        struct lines_strsecs ss = { NULL, 0, NULL, 0 };
        st = place_rows(t, fs, nf, &p, &ss, err);
    }
    free(fs);
    free(d.rows);
    return st;
}

/* ---- public ------------------------------------------------------------- */

/* The table of the ELF open in ei (closed here); path names it. */
static enum ws_status open_table(struct elfin *ei, const char *path, int use_libdwarf,
                                 struct lines_table **out, struct ws_error *err)
{
    enum ws_status st;
    struct lines_table *t = calloc(1, sizeof *t);
    if (!t || !(t->path = strdup(path))) {
        free(t);
        elf_close(ei);
        return ws_error_set(err, WS_ENOMEM, path, 0, "out of memory");
    }
    arena_init(&t->arena, 64 * 1024);
    t->machine = ei->eh.e_machine;
    if (t->machine == EM_CUDA) {
        t->kind = LINES_CUBIN;
        t->insn_bytes = CUBIN_INSN_BYTES;
        st = read_relocated(t, ei, err);
    } else {
        t->kind = t->machine == EM_AMDGPU ? LINES_AMDGPU : LINES_HOST;
        st = use_libdwarf ? read_dwarf(t, ei, err) : read_relocated(t, ei, err);
    }
    elf_close(ei);
    if (st) {
        lines_free(t);
        return st;
    }
    *out = t;
    return WS_OK;
}

enum ws_status lines_open(const char *path, struct lines_table **out, struct ws_error *err)
{
    struct elfin ei;
    *out = NULL;
    enum ws_status st = elf_open(&ei, path, err);
    return st ? st : open_table(&ei, path, 0, out, err);
}

enum ws_status lines_open_mem(const char *name, const uint8_t *data, size_t len,
                              struct lines_table **out, struct ws_error *err)
{
    struct elfin ei;
    *out = NULL;
    enum ws_status st = elf_open_mem(&ei, name, data, len, err);
    return st ? st : open_table(&ei, name, 0, out, err);
}

enum ws_status lines_open_libdwarf(const char *path, struct lines_table **out,
                                   struct ws_error *err)
{
    struct elfin ei;
    *out = NULL;
    enum ws_status st = elf_open(&ei, path, err);
    return st ? st : open_table(&ei, path, 1, out, err);
}

void lines_free(struct lines_table *t)
{
    if (!t)
        return;
    arena_free(&t->arena);
    free(t->path);
    free(t);
}

struct lines_func *lines_find_function(struct lines_table *t, const char *name)
{
    for (size_t i = 0; i < t->nfuncs; i++)
        if (!strcmp(t->funcs[i].name, name))
            return &t->funcs[i];
    return NULL;
}

const struct lines_row *lines_lookup(const struct lines_func *f, uint64_t offset)
{
    if (offset >= f->size)
        return NULL;
    size_t lo = 0, hi = f->nrows;
    while (lo < hi) {           /* first row past offset */
        size_t mid = lo + (hi - lo) / 2;
        if (f->rows[mid].offset <= offset)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == 0 || f->rows[lo - 1].end_seq)
        return NULL;
    return &f->rows[lo - 1];
}

int lines_inline_depth(const struct lines_func *f, const struct lines_row *row)
{
    int depth = 0;
    while (row->inl >= 0 && (size_t)row->inl < f->nrows && depth < (int)f->nrows) {
        row = &f->rows[row->inl];
        depth++;
    }
    return depth;
}
