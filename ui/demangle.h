/* demangle.h - kernel names for people: the C++ (Itanium ABI) names of a
 * listing demangled by libiberty's demangler (the one c++filt uses). */
#ifndef WS_DEMANGLE_H
#define WS_DEMANGLE_H

#include <stddef.h>

/* name demangled into buf, with its parameter types when params is set
 * ("histogram256(unsigned char const*, int, unsigned int*)", else
 * "histogram256"), or name itself, copied, when it is not a mangled name
 * (extern "C" kernels).  Returns buf. */
const char *ws_demangle(const char *name, int params, char *buf, size_t len);

#endif
