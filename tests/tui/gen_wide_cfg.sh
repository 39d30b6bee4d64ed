#!/bin/sh
# gen_wide_cfg.sh GROUPS - print a SASS listing (nvdisasm syntax) of one
# kernel whose CFG is wide and long: per group a binary tree of if/else
# three levels deep (7 conditional branches, 8 leaves side by side, each
# leaf branching to the join) and a back edge from the join to the root.
# 16 blocks a group: 13 groups = 208 blocks, plus the EXIT block.
n=${1:-13}
awk -v n="$n" 'BEGIN {
    print "\t.target\tsm_90"
    print "\t.section\t.text._Z4widePi,\"ax\",@progbits"
    print "_Z4widePi:"
    off = 0; lab = 0
    for (g = 0; g < n; g++) {
        root = lab++; join = lab++
        printf ".L_x_%d:\n", root
        tree(0, join)
        printf ".L_x_%d:\n", join
        insn("IADD3 R3, R3, R2, RZ")
        insn(sprintf("@P6 BRA `(.L_x_%d)", root))
    }
    insn("EXIT")
}
function tree(d, join,    right) {
    if (d == 3) {
        insn(sprintf("IADD3 R2, R2, 0x%x, RZ", off / 16 % 256))
        insn(sprintf("BRA `(.L_x_%d)", join))
        return
    }
    right = lab++
    insn(sprintf("@P%d BRA `(.L_x_%d)", d, right))
    tree(d + 1, join)
    printf ".L_x_%d:\n", right
    tree(d + 1, join)
}
function insn(t) { printf "        /*%04x*/                   %s ;\n", off, t; off += 16 }'
