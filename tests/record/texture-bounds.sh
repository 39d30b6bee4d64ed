#!/bin/sh
# texture-bounds.sh DIR - compare lines for the linearly filtered outputs of
# the textures recording (tests/record/textures.cu).  NVIDIA's filter
# weights have 8 fractional bits (samples/README.md, "Textures and
# surfaces in launch.txt"): an output may differ from the emulator's by
# one unit of a weight, 1/256, times the texels' range, which the program
# fixes: img [-7, 18] (25/256 < 0.1), pimg [-3, 12] (15/256 < 0.06),
# uchar4 read normalized [0, 1] (1/256 < 0.004), limg [-20, 32]
# (52/256 < 0.21), vimg [0, 8] (8/256 < 0.032).  Launches as textures.cu
# makes them: 0 t_pc, 1 t_lw, 2 t_mb, 3 t_lb, 4 t_pitch, 5 pair, 6 rgba,
# 7 layered, 8 3d, 9 surface.
set -eu
d=${1:?usage: texture-bounds.sh DIR}
b() { echo "compare a1 f32 ulp 4 abs $2 -- linear filtering: NVIDIA's weights have 8 fractional bits; 1/256 of the texels' range ($3)" >>"$d/$1/launch.txt"; }
b 0001 0.1 "img, [-7, 18]"
b 0003 0.1 "img, [-7, 18]"
b 0004 0.06 "pitched pimg, [-3, 12]"
b 0005 0.06 "point fetch of img times 1.5 minus a linear fetch of pimg, [-3, 12]"
b 0006 0.004 "uchar4 read as normalized floats, [0, 1]"
b 0007 0.21 "layered limg, [-20, 32]"
b 0008 0.032 "3D vimg, [0, 8]"
