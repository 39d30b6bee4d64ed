/* emu_float.h - float helpers of the emulator: bit casts, half precision,
 * and the division helper instructions (v_div_scale/fmas/fixup). */
#ifndef WS_EMU_FLOAT_H
#define WS_EMU_FLOAT_H

#include <stdint.h>

static inline float emu_f(uint32_t b) { float f; __builtin_memcpy(&f, &b, 4); return f; }
static inline uint32_t emu_fb(float f) { uint32_t b; __builtin_memcpy(&b, &f, 4); return b; }
static inline double emu_d(uint64_t b) { double f; __builtin_memcpy(&f, &b, 8); return f; }
static inline uint64_t emu_db(double f) { uint64_t b; __builtin_memcpy(&b, &f, 8); return b; }

float emu_h2f(uint16_t h);
uint16_t emu_f2h(float f);         /* round to nearest even, denormals kept */
uint16_t emu_d2h(double d);        /* the same from double (one rounding) */

float emu_div_scale_f32(float s0, float s1, float s2, int *vcc);
float emu_div_fmas_f32(float s0, float s1, float s2, int vcc);
float emu_div_fixup_f32(float s0, float s1, float s2);

#endif
