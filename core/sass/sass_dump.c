/* sass_dump.c - listing and JSON output of the SASS IR. */
#include "sass_dump.h"

#include <stdio.h>
#include <string.h>

static void labels_at(const struct sass_function *f, uint32_t off, struct strbuf *out)
{
    for (size_t i = 0; i < f->nlabels; i++)
        if (f->labels[i].offset == off)
            sb_printf(out, "%s:\n", f->labels[i].name);
}

void sass_dump_text(const struct sass_module *m, struct strbuf *out)
{
    if (m->sm)
        sb_printf(out, "\t.target\tsm_%d\n", m->sm);
    for (size_t fi = 0; fi < m->nfuncs; fi++) {
        const struct sass_function *f = &m->funcs[fi];
        sb_printf(out, "\t.section\t.text.%s,\"ax\",@progbits\n", f->name);
        if (f->registers >= 0)
            sb_printf(out, "\t.sectioninfo\t@\"SHI_REGISTERS=%d\"\n", f->registers);
        sb_printf(out, "%s:\n", f->name);
        int lf = -1, ll = 0, lif = -1, lil = 0;
        for (size_t i = 0; i < f->ninsns; i++) {
            const struct sass_insn *in = &f->insns[i];
            labels_at(f, in->offset, out);
            if (in->line.file >= 0 && (in->line.file != lf || in->line.line != ll ||
                                       in->line.inl_file != lif || in->line.inl_line != lil)) {
                sb_printf(out, "\t//## File \"%s\", line %d", m->files[in->line.file], in->line.line);
                if (in->line.inl_file >= 0)
                    sb_printf(out, " inlined at \"%s\", line %d", m->files[in->line.inl_file],
                              in->line.inl_line);
                sb_putc(out, '\n');
            }
            lf = in->line.file; ll = in->line.line;
            lif = in->line.inl_file; lil = in->line.inl_line;
            sb_printf(out, "        /*%04x*/                   %s ;", in->offset, in->text);
            if (in->has_enc)
                sb_printf(out, " /* 0x%016llx */\n%74s/* 0x%016llx */",
                          (unsigned long long)in->enc[0], "", (unsigned long long)in->enc[1]);
            sb_putc(out, '\n');
        }
        /* labels past the last instruction (end-of-function labels) */
        uint32_t end = f->ninsns ? f->insns[f->ninsns - 1].offset : 0;
        for (size_t i = 0; i < f->nlabels; i++)
            if (f->labels[i].offset > end)
                sb_printf(out, "%s:\n", f->labels[i].name);
    }
}

static void json_operand(const struct sass_operand *o, struct strbuf *out)
{
    sb_puts(out, "{\"kind\":");
    sb_json_str(out, sass_opnd_kind_name(o->kind));
    sb_puts(out, ",\"text\":");
    sb_json_str(out, o->text);
    sb_puts(out, ",\"access\":");
    sb_json_str(out, sass_access_name(o->access));
    if (o->kind == SOP_REG || o->kind == SOP_UREG || o->kind == SOP_PRED ||
        o->kind == SOP_UPRED || o->kind == SOP_BAR)
        sb_printf(out, ",\"reg\":%d,\"width\":%d", o->reg, o->width);
    else if (o->kind == SOP_IMM)
        sb_printf(out, ",\"value\":%lld", (long long)o->u.imm);
    else if (o->kind == SOP_LABEL && o->u.target != UINT32_MAX)
        sb_printf(out, ",\"target\":%u", o->u.target);
    else if (o->kind == SOP_CBANK && o->u.cb.bank >= 0 && o->u.cb.reg < 0)
        sb_printf(out, ",\"bank\":%d,\"offset\":%lld", o->u.cb.bank, (long long)o->u.cb.offset);
    sb_putc(out, '}');
}

static void json_insn(const struct sass_module *m, const struct sass_insn *in, struct strbuf *out)
{
    sb_printf(out, "{\"offset\":%u,\"text\":", in->offset);
    sb_json_str(out, in->text);
    sb_puts(out, ",\"opcode\":");
    sb_json_str(out, in->opcode);
    sb_puts(out, ",\"modifiers\":[");
    for (unsigned i = 0; i < in->nmods; i++) {
        if (i) sb_putc(out, ',');
        sb_json_str(out, in->mods[i]);
    }
    sb_puts(out, "],\"guard\":");
    if (in->guard >= 0) {
        char g[8];
        snprintf(g, sizeof g, "%s%s%s", in->guard_neg ? "!" : "", in->guard_uniform ? "UP" : "P",
                 in->guard == SASS_PT ? "T" : (char[]){ (char)('0' + in->guard), 0 });
        sb_json_str(out, g);
    } else {
        sb_puts(out, "null");
    }
    sb_printf(out, ",\"unknown\":%s,\"operands\":[", in->unknown ? "true" : "false");
    for (unsigned i = 0; i < in->nops; i++) {
        if (i) sb_putc(out, ',');
        json_operand(&in->ops[i], out);
    }
    sb_puts(out, "],\"line\":");
    if (in->line.file >= 0) {
        sb_puts(out, "{\"file\":");
        sb_json_str(out, m->files[in->line.file]);
        sb_printf(out, ",\"line\":%d", in->line.line);
        if (in->line.inl_file >= 0) {
            sb_puts(out, ",\"inlined_at\":{\"file\":");
            sb_json_str(out, m->files[in->line.inl_file]);
            sb_printf(out, ",\"line\":%d}", in->line.inl_line);
        }
        sb_putc(out, '}');
    } else {
        sb_puts(out, "null");
    }
    sb_puts(out, ",\"control\":");
    if (in->ctrl.valid)
        sb_printf(out, "{\"stall\":%d,\"yield\":%d,\"wbar\":%d,\"rbar\":%d,\"wait\":%d,\"reuse\":%d}",
                  in->ctrl.stall, in->ctrl.yield, in->ctrl.wbar, in->ctrl.rbar, in->ctrl.wait,
                  in->ctrl.reuse);
    else
        sb_puts(out, "null");
    sb_putc(out, '}');
}

void sass_dump_json(const struct sass_module *m, struct strbuf *out)
{
    sb_puts(out, "{\"arch\":");
    if (m->sm)
        sb_printf(out, "\"sm_%d\"", m->sm);
    else
        sb_puts(out, "null");
    sb_puts(out, ",\"format\":");
    sb_json_str(out, m->format == SASS_FMT_CUOBJDUMP ? "cuobjdump" : "nvdisasm");
    sb_puts(out, ",\"functions\":[");
    for (size_t fi = 0; fi < m->nfuncs; fi++) {
        const struct sass_function *f = &m->funcs[fi];
        if (fi) sb_putc(out, ',');
        sb_puts(out, "{\"name\":");
        sb_json_str(out, f->name);
        sb_puts(out, ",\"insns\":[");
        for (size_t i = 0; i < f->ninsns; i++) {
            if (i) sb_putc(out, ',');
            sb_putc(out, '\n');
            json_insn(m, &f->insns[i], out);
        }
        sb_puts(out, "]}");
    }
    sb_puts(out, "]}\n");
}
