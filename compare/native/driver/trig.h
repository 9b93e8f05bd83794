// Included before every file of the native reference (g++ -include). Box2D's b2Rot::Set and
// b2Sweep::GetTransform call sinf/cosf; they are routed to musl's, renamed b2musl_* when the
// build extracts them from Debian's musl-dev (compare/native/build.ts), because musl is the libc
// of Emscripten and so of box2d-wasm, and glibc's sinf differs in the last bit on some angles.
// The float64 rewrite turns sinf/cosf into b2musl_sin/b2musl_cos, musl's double sin/cos, which
// are fdlibm's algorithm (FreeBSD msun), as V8's Math.sin/Math.cos are.
#pragma once
#include <cmath>
#include <math.h>
extern "C" float b2musl_sinf(float);
extern "C" float b2musl_cosf(float);
extern "C" double b2musl_sin(double);
extern "C" double b2musl_cos(double);
#define sinf b2musl_sinf
#define cosf b2musl_cosf
