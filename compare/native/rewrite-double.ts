// The float64 build of the native reference is the same sources with `float` replaced by `double`,
// by this rewrite, run at build time on each file's text (nothing rewritten is committed):
//   - the type: every `float` token becomes `double` (`<float.h>` stays);
//   - literals: a `f` suffix on a decimal literal is dropped (0.005f -> 0.005), so Box2D's
//     constants are the doubles b2collide's float64 build uses;
//   - functions: sqrtf -> sqrt, atan2f -> atan2, floorf -> floor, and sinf/cosf -> fdlibm's double
//     sin/cos (driver/fdlibm_trig.cpp), the functions of V8's Math.sin/Math.cos.
// FLT_EPSILON and FLT_MAX stay as they are: b2collide keeps b2_epsilon and b2_maxFloat at their
// float32 values in both builds.

const FUNCTIONS: Readonly<Record<string, string>> = {
  sqrtf: 'sqrt',
  atan2f: 'atan2',
  floorf: 'floor',
  fabsf: 'fabs',
  sinf: 'b2_fdlibm_sin',
  cosf: 'b2_fdlibm_cos',
};

// A decimal floating literal (digits with a point and/or an exponent) followed by f or F.
const FLOAT_LITERAL = /(?<![\w.])((?:\d+\.\d*|\.\d+)(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+)[fF](?![\w.])/g;
// <float.h> is a header name, not the type.
const FLOAT_TYPE = /\bfloat\b(?!\.h>)/g;

/** The rules as text, part of the build's cache key (build.ts). */
export const REWRITE_RULES = JSON.stringify([FLOAT_TYPE.source, FLOAT_LITERAL.source, FUNCTIONS]);

/** The text of one C++ file with every float made double (see the header). */
export function rewriteDouble(text: string): string {
  let out = text.replace(FLOAT_TYPE, 'double');
  out = out.replace(FLOAT_LITERAL, '$1');
  for (const [from, to] of Object.entries(FUNCTIONS)) out = out.replace(new RegExp(`\\b${from}\\b`, 'g'), to);
  return out;
}
