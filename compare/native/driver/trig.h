// Included before every file of the native reference (g++ -include). Box2D's b2Rot::Set and
// b2Sweep::GetTransform call sinf/cosf; they are routed to musl's, renamed b2musl_* when the
// build extracts them from Debian's musl-dev (compare/native/build.ts), because musl is the libc
// of Emscripten and so of box2d-wasm, and glibc's sinf differs in the last bit on some angles.
// The float64 rewrite turns sinf/cosf into b2_fdlibm_sin/b2_fdlibm_cos (fdlibm_trig.cpp), the
// sine and cosine of V8's Math.sin/Math.cos; musl's own double sin/cos stay linked for the
// S request's comparison (check-trig.ts).
#pragma once
#include <cmath>
#include <math.h>
extern "C" float b2musl_sinf(float);
extern "C" float b2musl_cosf(float);
extern "C" double b2musl_sin(double);
extern "C" double b2musl_cos(double);
extern "C" double b2_fdlibm_sin(double);
extern "C" double b2_fdlibm_cos(double);
#define sinf b2musl_sinf
#define cosf b2musl_cosf
