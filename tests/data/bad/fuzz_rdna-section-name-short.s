
samples/ieee_div/gfx1100.o:	file format elf64-amdgp
samples/warp_scan/gfx1100.o:	file format elf64u

Disassembly of section -.te