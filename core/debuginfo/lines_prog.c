/* lines_prog.c - the DWARF line-number program (versions 2 to 5), decoded by
 * hand.
 *
 * Why by hand: a -lineinfo cubin has a .debug_line but no .debug_info, and
 * libdwarf 20210528 reaches line tables only through a CU DIE
 * (dwarf_srclines_b); its section calls (dwarf_get_section_info_by_name)
 * give an address and a size, not the bytes.  So the bytes come from libelf
 * (lines.c) and this file runs the state machine of DWARF 5 section 6.2,
 * plus what ptxas adds:
 *  - extended opcodes of length 0 (`00 00`) at the start of a program:
 *    nothing to do, skipped;
 *  - extended opcode 0x90 (vendor range DW_LNE_lo_user..hi_user) with two
 *    ULEB128 operands: the 1-based index, within the current sequence, of
 *    the row of the call site, and the .debug_str offset of the inlined
 *    function's name; `0x90 0 0` ends the inlined region.  Seen in every
 *    sample cubin and checked against nvdisasm -gi (tests/test_lines.c);
 *  - any other extended opcode is skipped by its length.
 * DW_LNE_set_address operands are relocated through the caller's relocs
 * (.rela.debug_line on sm_90, .rel.debug_line on sm_80/86/89):
 * that is how a cubin says which .text.<kernel> section a sequence is in.
 */
#include "lines.h"

#include <string.h>

/* DWARF 5, 7.22: standard and extended opcodes, line-table content types. */
enum {
    LNS_copy = 1, LNS_advance_pc, LNS_advance_line, LNS_set_file,
    LNS_set_column, LNS_negate_stmt, LNS_set_basic_block, LNS_const_add_pc,
    LNS_fixed_advance_pc, LNS_set_prologue_end, LNS_set_epilogue_begin,
    LNS_set_isa,
};
enum { LNE_end_sequence = 1, LNE_set_address, LNE_define_file, LNE_set_discriminator };
#define LNE_NVIDIA_INLINE 0x90   /* ptxas, CUDA 13: see the banner */
enum { LNCT_path = 1, LNCT_directory_index, LNCT_timestamp, LNCT_size, LNCT_MD5 };
enum {
    FORM_block2 = 0x03, FORM_block4 = 0x04, FORM_data2 = 0x05, FORM_data4 = 0x06,
    FORM_data8 = 0x07, FORM_string = 0x08, FORM_block = 0x09, FORM_block1 = 0x0a,
    FORM_data1 = 0x0b, FORM_strp = 0x0e, FORM_udata = 0x0f, FORM_data16 = 0x1e,
    FORM_line_strp = 0x1f,
};

#define LINES_MAX_FORMATS 16    /* entry formats per table (DWARF 5 has 5 kinds) */

struct rd {
    const char *name;           /* for messages */
    const uint8_t *buf;
    size_t len;                 /* section length */
    size_t pos;                 /* next byte */
    size_t end;                 /* end of the current unit */
    const struct lines_reloc *relocs;
    size_t nrelocs;
    struct ws_error *err;
    int failed;
};

static enum ws_status bad(struct rd *r, size_t at, const char *what)
{
    r->failed = 1;
    return ws_error_set(r->err, WS_EFORMAT, r->name, 0,
                        ".debug_line offset 0x%zx: %s", at, what);
}

static int need(struct rd *r, size_t n, const char *what)
{
    if (r->failed)
        return 0;
    if (n > r->end - r->pos) {
        bad(r, r->pos, what);
        return 0;
    }
    return 1;
}

static uint64_t rd_fixed(struct rd *r, size_t n, const char *what)
{
    uint64_t v = 0;
    if (!need(r, n, what))
        return 0;
    for (size_t i = 0; i < n && i < 8; i++)
        v |= (uint64_t)r->buf[r->pos + i] << (8 * i);
    r->pos += n;
    return v;
}

static uint64_t rd_uleb(struct rd *r, const char *what)
{
    uint64_t v = 0;
    unsigned shift = 0;
    for (;;) {
        if (!need(r, 1, what))
            return 0;
        uint8_t b = r->buf[r->pos++];
        if (shift < 64)
            v |= (uint64_t)(b & 0x7f) << shift;
        shift += 7;
        if (!(b & 0x80))
            return v;
    }
}

static int64_t rd_sleb(struct rd *r, const char *what)
{
    uint64_t v = 0;
    unsigned shift = 0;
    uint8_t b;
    do {
        if (!need(r, 1, what))
            return 0;
        b = r->buf[r->pos++];
        if (shift < 64)
            v |= (uint64_t)(b & 0x7f) << shift;
        shift += 7;
    } while (b & 0x80);
    if (shift < 64 && (b & 0x40))
        v |= ~(uint64_t)0 << shift;
    return (int64_t)v;
}

static const char *rd_cstr(struct rd *r, const char *what)
{
    if (!need(r, 1, what))
        return NULL;
    const void *z = memchr(r->buf + r->pos, 0, r->end - r->pos);
    if (!z) {
        bad(r, r->pos, what);
        return NULL;
    }
    const char *s = (const char *)r->buf + r->pos;
    r->pos = (size_t)((const uint8_t *)z - r->buf) + 1;
    return s;
}

/* The relocation at byte offset off, or NULL. */
static const struct lines_reloc *find_reloc(const struct rd *r, size_t off)
{
    size_t lo = 0, hi = r->nrelocs;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (r->relocs[mid].offset < off)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < r->nrelocs && r->relocs[lo].offset == off ? &r->relocs[lo] : NULL;
}

/* A string offset field (strp / line_strp) of n bytes into sec. */
static const char *rd_strp(struct rd *r, size_t n, const uint8_t *sec, size_t seclen)
{
    size_t at = r->pos;
    uint64_t off = rd_fixed(r, n, "truncated string offset");
    const struct lines_reloc *rel = find_reloc(r, at);
    if (rel)
        off = rel->value + (rel->implicit ? off : 0);
    if (r->failed)
        return NULL;
    if (!sec || off >= seclen || !memchr(sec + off, 0, seclen - off)) {
        bad(r, at, "string offset outside its section");
        return NULL;
    }
    return (const char *)sec + off;
}

/* ---- unit header -------------------------------------------------------- */

struct hdr {
    unsigned version;
    unsigned offset_size;       /* 4 or 8 */
    unsigned addr_size;         /* from the header (v5) or 8 */
    unsigned min_inst;
    int default_stmt;
    int line_base;
    unsigned line_range;
    unsigned opcode_base;
    const uint8_t *std_lens;    /* opcode_base - 1 entries */
    size_t prog;                /* first byte of the program */
    int file_base;              /* first file number: 1 (v2-4) or 0 (v5) */
    size_t nfiles;
    const char **files;         /* this unit's files, joined paths */
};

static const char *join(struct arena *a, const char *dir, const char *name)
{
    if (!dir || !*dir || name[0] == '/')
        return arena_strdup(a, name);
    size_t dl = strlen(dir), nl = strlen(name);
    char *s = arena_alloc(a, dl + nl + 2);
    if (!s)
        return NULL;
    memcpy(s, dir, dl);
    s[dl] = '/';
    memcpy(s + dl + 1, name, nl + 1);
    return s;
}

/* Grow a pointer array held in the arena (old contents copied). */
static const char **grow(struct arena *a, const char **v, size_t n, size_t *cap)
{
    if (n < *cap)
        return v;
    size_t nc = *cap ? *cap * 2 : 16;
    const char **nv = arena_alloc(a, nc * sizeof *nv);
    if (!nv)
        return NULL;
    if (n)
        memcpy(nv, v, n * sizeof *nv);
    *cap = nc;
    return nv;
}

/* DWARF 2-4: include_directories and file_names as NUL-terminated lists. */
static enum ws_status v4_tables(struct rd *r, struct hdr *h, struct arena *a)
{
    const char **dirs = NULL, **files = NULL;
    size_t ndirs = 0, dcap = 0, nfiles = 0, fcap = 0;
    for (;;) {
        const char *d = rd_cstr(r, "truncated include_directories");
        if (!d)
            return WS_EFORMAT;
        if (!*d)
            break;
        if (!(dirs = grow(a, dirs, ndirs, &dcap)))
            return ws_error_set(r->err, WS_ENOMEM, r->name, 0, "out of memory");
        dirs[ndirs++] = d;
    }
    for (;;) {
        const char *f = rd_cstr(r, "truncated file_names");
        if (!f)
            return WS_EFORMAT;
        if (!*f)
            break;
        uint64_t di = rd_uleb(r, "truncated file entry");
        rd_uleb(r, "truncated file entry");
        rd_uleb(r, "truncated file entry");
        if (r->failed)
            return WS_EFORMAT;
        if (!(files = grow(a, files, nfiles, &fcap)))
            return ws_error_set(r->err, WS_ENOMEM, r->name, 0, "out of memory");
        /* directory 0 is the compilation directory, not in the table */
        const char *dir = di >= 1 && di <= ndirs ? dirs[di - 1] : NULL;
        if (!(files[nfiles++] = join(a, dir, f)))
            return ws_error_set(r->err, WS_ENOMEM, r->name, 0, "out of memory");
    }
    h->files = files;
    h->nfiles = nfiles;
    h->file_base = 1;
    return WS_OK;
}

struct v5fmt {
    uint64_t type, form;
};

/* One attribute of a DWARF 5 entry: a string (path) or a number. */
static enum ws_status v5_value(struct rd *r, const struct hdr *h, uint64_t form,
                               const struct lines_strsecs *ss,
                               const char **str, uint64_t *num)
{
    size_t at = r->pos;
    *str = NULL;
    *num = 0;
    switch (form) {
    case FORM_string: *str = rd_cstr(r, "truncated string"); break;
    case FORM_line_strp:
        *str = rd_strp(r, h->offset_size, ss ? ss->line_str : NULL, ss ? ss->line_str_len : 0);
        break;
    case FORM_strp:
        *str = rd_strp(r, h->offset_size, ss ? ss->str : NULL, ss ? ss->str_len : 0);
        break;
    case FORM_udata: *num = rd_uleb(r, "truncated entry"); break;
    case FORM_data1: *num = rd_fixed(r, 1, "truncated entry"); break;
    case FORM_data2: *num = rd_fixed(r, 2, "truncated entry"); break;
    case FORM_data4: *num = rd_fixed(r, 4, "truncated entry"); break;
    case FORM_data8: *num = rd_fixed(r, 8, "truncated entry"); break;
    case FORM_data16: rd_fixed(r, 8, "truncated entry"); rd_fixed(r, 8, "truncated entry"); break;
    case FORM_block1: case FORM_block2: case FORM_block4: case FORM_block: {
        uint64_t n = form == FORM_block ? rd_uleb(r, "truncated block")
                   : rd_fixed(r, form == FORM_block1 ? 1 : form == FORM_block2 ? 2 : 4,
                              "truncated block");
        if (need(r, n, "truncated block"))
            r->pos += n;
        break;
    }
    default:
        return bad(r, at, "unsupported form in an entry format");
    }
    return r->failed ? WS_EFORMAT : WS_OK;
}

/* Read a DWARF 5 entry-format list and its entries: paths and dir indices. */
static enum ws_status v5_list(struct rd *r, const struct hdr *h,
                              const struct lines_strsecs *ss, struct arena *a,
                              const char ***paths, uint64_t **dirix, size_t *count)
{
    struct v5fmt fmt[LINES_MAX_FORMATS];
    size_t nfmt = rd_fixed(r, 1, "truncated entry format count");
    if (nfmt > LINES_MAX_FORMATS)
        return bad(r, r->pos - 1, "too many entry formats");
    for (size_t i = 0; i < nfmt; i++) {
        fmt[i].type = rd_uleb(r, "truncated entry format");
        fmt[i].form = rd_uleb(r, "truncated entry format");
    }
    uint64_t n = rd_uleb(r, "truncated entry count");
    if (r->failed)
        return WS_EFORMAT;
    if (n > r->end - r->pos)    /* every entry takes at least a byte */
        return bad(r, r->pos, "entry count exceeds the unit");
    *paths = arena_alloc(a, (n + 1) * sizeof **paths);
    *dirix = arena_alloc(a, (n + 1) * sizeof **dirix);
    if (!*paths || !*dirix)
        return ws_error_set(r->err, WS_ENOMEM, r->name, 0, "out of memory");
    for (uint64_t e = 0; e < n; e++) {
        for (size_t i = 0; i < nfmt; i++) {
            const char *s;
            uint64_t v;
            if (v5_value(r, h, fmt[i].form, ss, &s, &v))
                return WS_EFORMAT;
            if (fmt[i].type == LNCT_path)
                (*paths)[e] = s;
            else if (fmt[i].type == LNCT_directory_index)
                (*dirix)[e] = v;
        }
        if (!(*paths)[e])
            (*paths)[e] = "";
    }
    *count = n;
    return WS_OK;
}

static enum ws_status v5_tables(struct rd *r, struct hdr *h,
                                const struct lines_strsecs *ss, struct arena *a)
{
    const char **dirs, **names;
    uint64_t *unused, *dix;
    size_t ndirs, nfiles;
    if (v5_list(r, h, ss, a, &dirs, &unused, &ndirs) ||
        v5_list(r, h, ss, a, &names, &dix, &nfiles))
        return WS_EFORMAT;
    h->files = arena_alloc(a, (nfiles + 1) * sizeof *h->files);
    if (!h->files)
        return ws_error_set(r->err, WS_ENOMEM, r->name, 0, "out of memory");
    for (size_t i = 0; i < nfiles; i++) {
        const char *dir = dix[i] < ndirs ? dirs[dix[i]] : NULL;
        /* a relative directory is relative to directory 0, the CU's */
        if (dir && dir[0] != '/' && dix[i] != 0 && ndirs)
            dir = join(a, dirs[0], dir);
        h->files[i] = join(a, dir, names[i]);
        if (!h->files[i])
            return ws_error_set(r->err, WS_ENOMEM, r->name, 0, "out of memory");
    }
    h->nfiles = nfiles;
    h->file_base = 0;
    return WS_OK;
}

static enum ws_status read_header(struct rd *r, struct hdr *h,
                                  const struct lines_strsecs *ss, struct arena *a)
{
    size_t start = r->pos;
    r->end = r->len;
    uint64_t ulen = rd_fixed(r, 4, "truncated unit length");
    h->offset_size = 4;
    if (ulen == 0xffffffffu) {
        ulen = rd_fixed(r, 8, "truncated unit length");
        h->offset_size = 8;
    }
    if (r->failed)
        return WS_EFORMAT;
    if (ulen > r->len - r->pos)
        return bad(r, start, "unit length runs past the end of the section");
    r->end = r->pos + ulen;
    h->version = (unsigned)rd_fixed(r, 2, "truncated version");
    if (!r->failed && (h->version < 2 || h->version > 5))
        return bad(r, r->pos - 2, "unsupported line table version");
    h->addr_size = 8;
    if (h->version >= 5) {
        h->addr_size = (unsigned)rd_fixed(r, 1, "truncated address size");
        rd_fixed(r, 1, "truncated segment selector size");
    }
    uint64_t hlen = rd_fixed(r, h->offset_size, "truncated header length");
    if (r->failed)
        return WS_EFORMAT;
    if (hlen > r->end - r->pos)
        return bad(r, r->pos - h->offset_size, "header length runs past the unit");
    h->prog = r->pos + hlen;
    h->min_inst = (unsigned)rd_fixed(r, 1, "truncated header");
    if (h->version >= 4)
        rd_fixed(r, 1, "truncated header");     /* maximum_operations_per_instruction */
    h->default_stmt = rd_fixed(r, 1, "truncated header") != 0;
    h->line_base = (int8_t)rd_fixed(r, 1, "truncated header");
    h->line_range = (unsigned)rd_fixed(r, 1, "truncated header");
    h->opcode_base = (unsigned)rd_fixed(r, 1, "truncated header");
    if (r->failed)
        return WS_EFORMAT;
    if (h->line_range == 0)
        return bad(r, r->pos - 2, "line_range is 0");
    if (h->opcode_base == 0)
        return bad(r, r->pos - 1, "opcode_base is 0");
    if (!need(r, h->opcode_base - 1, "truncated standard_opcode_lengths"))
        return WS_EFORMAT;
    h->std_lens = r->buf + r->pos;
    r->pos += h->opcode_base - 1;
    if (r->pos > h->prog)
        return bad(r, r->pos, "header fields run past header_length");
    /* the tables must end inside the header */
    size_t unit_end = r->end;
    r->end = h->prog;
    enum ws_status s = h->version >= 5 ? v5_tables(r, h, ss, a) : v4_tables(r, h, a);
    r->end = unit_end;
    return s;
}

/* ---- the state machine -------------------------------------------------- */

struct regs {
    uint64_t addr;
    int shndx;
    uint64_t file;
    int64_t line;
    uint64_t column;
    int is_stmt;
    size_t seq_row;
    size_t inl_seq_row;
    uint64_t inl_func;
};

static void regs_reset(struct regs *s, const struct hdr *h)
{
    memset(s, 0, sizeof *s);
    s->shndx = -1;
    s->file = 1;
    s->line = 1;
    s->is_stmt = h->default_stmt;
}

struct rows {
    struct lines_prog_row *v;
    size_t n, cap;
    struct arena *a;
    int file_off;               /* this unit's first file in the output list */
    size_t seq;                 /* current sequence number */
};

static enum ws_status emit(struct rd *r, struct rows *o, const struct hdr *h,
                           struct regs *s, int end_seq)
{
    if (o->n == o->cap) {
        size_t nc = o->cap ? o->cap * 2 : 256;
        struct lines_prog_row *nv = arena_alloc(o->a, nc * sizeof *nv);
        if (!nv)
            return ws_error_set(r->err, WS_ENOMEM, r->name, 0, "out of memory");
        if (o->n)
            memcpy(nv, o->v, o->n * sizeof *nv);
        o->v = nv;
        o->cap = nc;
    }
    struct lines_prog_row *row = &o->v[o->n++];
    int64_t fi = (int64_t)s->file - h->file_base;
    row->addr = s->addr;
    row->shndx = s->shndx;
    row->file = fi >= 0 && (uint64_t)fi < h->nfiles ? o->file_off + (int)fi : -1;
    row->line = s->line > 0 && s->line <= 0x7fffffff ? (int)s->line : 0;
    row->column = s->column <= 0x7fffffff ? (int)s->column : 0;
    row->is_stmt = (uint8_t)s->is_stmt;
    row->end_seq = (uint8_t)end_seq;
    row->seq = o->seq;
    row->seq_row = ++s->seq_row;
    row->inl_seq_row = s->inl_seq_row;
    row->inl_func = s->inl_func;
    return WS_OK;
}

static enum ws_status extended(struct rd *r, struct rows *o, const struct hdr *h,
                               struct regs *s)
{
    size_t at = r->pos - 1;
    uint64_t n = rd_uleb(r, "truncated extended opcode");
    if (r->failed)
        return WS_EFORMAT;
    if (n == 0)                 /* ptxas pads with `00 00`: an empty op */
        return WS_OK;
    if (n > r->end - r->pos)
        return bad(r, at, "extended opcode runs past the unit");
    size_t next = r->pos + n;
    size_t saved_end = r->end;
    r->end = next;              /* operands may not run into the next op */
    uint8_t op = (uint8_t)rd_fixed(r, 1, "truncated extended opcode");
    enum ws_status st = WS_OK;
    switch (op) {
    case LNE_end_sequence:
        st = emit(r, o, h, s, 1);
        regs_reset(s, h);
        o->seq++;
        break;
    case LNE_set_address: {
        size_t opnd = r->pos;
        const struct lines_reloc *rel = find_reloc(r, opnd);
        uint64_t v = rd_fixed(r, n - 1, "truncated address");
        if (n - 1 > 8)
            st = bad(r, at, "address wider than 8 bytes");
        s->addr = rel ? rel->value + (rel->implicit ? v : 0) : v;
        s->shndx = rel ? rel->shndx : -1;
        break;
    }
    case LNE_set_discriminator:
        rd_uleb(r, "truncated discriminator");
        break;
    case LNE_NVIDIA_INLINE:
        s->inl_seq_row = (size_t)rd_uleb(r, "truncated inline record");
        s->inl_func = rd_uleb(r, "truncated inline record");
        break;
    default:                    /* define_file and vendor opcodes: skip */
        break;
    }
    r->end = saved_end;
    r->pos = next;
    if (r->failed)
        return WS_EFORMAT;
    return st;
}

static enum ws_status run_program(struct rd *r, struct rows *o, const struct hdr *h)
{
    struct regs s;
    regs_reset(&s, h);
    r->pos = h->prog;
    while (r->pos < r->end) {
        uint8_t op = r->buf[r->pos++];
        enum ws_status st = WS_OK;
        if (op >= h->opcode_base) {
            unsigned adj = op - h->opcode_base;
            s.addr += (uint64_t)(adj / h->line_range) * h->min_inst;
            s.line = (int64_t)((uint64_t)s.line + (uint64_t)(int64_t)(h->line_base + (int)(adj % h->line_range)));
            st = emit(r, o, h, &s, 0);
        } else if (op == 0) {
            st = extended(r, o, h, &s);
        } else {
            switch (op) {
            case LNS_copy: st = emit(r, o, h, &s, 0); break;
            case LNS_advance_pc: s.addr += rd_uleb(r, "truncated advance_pc") * h->min_inst; break;
            case LNS_advance_line: s.line = (int64_t)((uint64_t)s.line + (uint64_t)rd_sleb(r, "truncated advance_line")); break;
            case LNS_set_file: s.file = rd_uleb(r, "truncated set_file"); break;
            case LNS_set_column: s.column = rd_uleb(r, "truncated set_column"); break;
            case LNS_negate_stmt: s.is_stmt = !s.is_stmt; break;
            case LNS_const_add_pc:
                s.addr += (uint64_t)((255 - h->opcode_base) / h->line_range) * h->min_inst;
                break;
            case LNS_fixed_advance_pc: s.addr += rd_fixed(r, 2, "truncated fixed_advance_pc"); break;
            default:            /* known-length standard opcodes we ignore */
                for (unsigned i = 0; i < h->std_lens[op - 1]; i++)
                    rd_uleb(r, "truncated standard opcode operand");
                break;
            }
        }
        if (st)
            return st;
        if (r->failed)
            return WS_EFORMAT;
    }
    return WS_OK;
}

enum ws_status lines_decode(const char *name, const uint8_t *buf, size_t len,
                            const struct lines_reloc *relocs, size_t nrelocs,
                            const struct lines_strsecs *strs,
                            struct arena *arena, struct lines_prog *out,
                            struct ws_error *err)
{
    struct rd r = { name, buf, len, 0, len, relocs, nrelocs, err, 0 };
    struct rows o = { NULL, 0, 0, arena, 0, 0 };
    const char **files = NULL;
    size_t nfiles = 0, fcap = 0;
    memset(out, 0, sizeof *out);
    if (len == 0)
        return ws_error_set(err, WS_EFORMAT, name, 0, ".debug_line is empty");
    while (r.pos < len) {
        struct hdr h;
        memset(&h, 0, sizeof h);
        enum ws_status st = read_header(&r, &h, strs, arena);
        if (st)
            return st;
        o.file_off = (int)nfiles;
        for (size_t i = 0; i < h.nfiles; i++) {
            if (!(files = grow(arena, files, nfiles, &fcap)))
                return ws_error_set(err, WS_ENOMEM, name, 0, "out of memory");
            files[nfiles++] = h.files[i];
        }
        if ((st = run_program(&r, &o, &h)))
            return st;
        r.pos = r.end;
    }
    out->files = files;
    out->nfiles = nfiles;
    out->rows = o.v;
    out->nrows = o.n;
    return WS_OK;
}
