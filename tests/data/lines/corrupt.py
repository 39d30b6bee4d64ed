#!/usr/bin/env python3
"""corrupt.py CUBIN OUTDIR - write damaged copies of a -lineinfo cubin whose
.debug_line must be refused with a clear error (tests/test_lines.c).

Each output changes bytes of .debug_line (found through the section
headers) or cuts the file; the name says what was done."""
import struct, sys, os

def sections(b):
    shoff, = struct.unpack_from('<Q', b, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from('<HHH', b, 0x3a)
    hdrs = []
    for i in range(shnum):
        o = shoff + i * shentsize
        name, typ, flags, addr, off, size = struct.unpack_from('<IIQQQQ', b, o)
        hdrs.append((name, off, size, o))
    stroff = hdrs[shstrndx][1]
    out = {}
    for name, off, size, o in hdrs:
        end = b.index(b'\0', stroff + name)
        out[b[stroff + name:end].decode()] = (off, size, o)
    return out

def main():
    src, outdir = sys.argv[1], sys.argv[2]
    b = bytearray(open(src, 'rb').read())
    off, size, hdr = sections(b)['.debug_line']
    version_at = off + 4
    hlen, = struct.unpack_from('<I', b, off + 6)
    prog = off + 10 + hlen          # first opcode (DWARF 2 header)

    def write(name, data):
        open(os.path.join(outdir, name), 'wb').write(data)

    c = bytearray(b); struct.pack_into('<I', c, off, 0x7ffffff0)
    write('bad-unit-length.cubin', c)           # unit longer than the section
    c = bytearray(b); struct.pack_into('<H', c, version_at, 9)
    write('bad-version.cubin', c)               # DWARF version 9
    c = bytearray(b); c[off + 10 + 3] = 0      # line_range = 0 (DWARF 2: 4th byte after header_length)
    write('bad-line-range.cubin', c)
    c = bytearray(b); struct.pack_into('<I', c, off + 6, 0x7fffff)
    write('bad-header-length.cubin', c)         # header longer than the unit
    i = prog
    while b[i] == 0 and b[i + 1] == 0:          # ptxas' empty `00 00` ops
        i += 2
    assert b[i] == 0 and b[i + 2] == 2, 'expected DW_LNE_set_address'
    # shrink the section (and the unit) so it ends inside DW_LNE_set_address
    cut = i - off + 6
    c = bytearray(b); struct.pack_into('<Q', c, hdr + 0x20, cut)
    struct.pack_into('<I', c, off, cut - 4)
    write('truncated-program.cubin', c)
    # DW_LNE_set_address claiming a 126-byte address
    c = bytearray(b); c[i + 1] = 0x7f
    write('bad-extended-length.cubin', c)
    write('truncated-file.cubin', bytes(b[:off + size // 2]))

if __name__ == '__main__':
    main()
