// Box2D v3.1.1's vector math: the types and inline functions of include/box2d/math_functions.h
// and the functions of src/math_functions.c, under their C names and with C's operation order
// (v3 house rule A in src/v3/README.md). A function that returns a struct in C takes the object
// to write FIRST and returns it; `out` may be the same object as any input (every result is
// computed into locals before the first write, as C's by-value copies behave). A function that
// returns a number in C returns the number.
//
// These primitives check nothing (C's inline functions, used on every hot path): NaN in, NaN out.
// The library's own code calls them; the package exports the checked twins of math_public*.ts,
// which check what they read and then call these (src/v3/README.md, rule C). The constructors of
// b2Vec2, b2CosSin and b2Rot check their numbers (construction is not on a hot path).

import { checkNumber, checkNumbers2, checkOutPair, isOutCosSin, isOutRot } from './checks';

/** pi as C's `B2_PI` (3.14159265359f); the float32 twin rounds it to C's float. C: math_functions.h. */
export const B2_PI = 3.14159265359;

/** C's FLT_EPSILON, 2^-23 (float.h): the gap between 1 and the next float. */
export const FLT_EPSILON = 1.1920928955078125e-7;

/** C's FLT_MAX, the largest finite float (float.h). */
export const FLT_MAX = 3.4028234663852886e38; // b2_maxFloat (src/README.md rule 4)

/**
 * A 2D vector, a point or a free vector. C: `b2Vec2` in math_functions.h.
 */
export class b2Vec2 {
  /**
   * The zero vector unless coordinates are given (C's `{ x, y }` initializer).
   * @param x - the x coordinate
   * @param y - the y coordinate
   * @throws Error when x or y is not a number within ±FLT_MAX (not in C)
   */
  constructor(
    /** The x coordinate. */
    public x = 0,
    /** The y coordinate. */
    public y = 0,
  ) {
    checkNumbers2('b2Vec2', 'x', x, 'y', y);
  }
}

/**
 * A cosine and sine pair, as b2ComputeCosSin returns it. C: `b2CosSin` in math_functions.h.
 */
export class b2CosSin {
  /**
   * Zero unless values are given.
   * @param cosine - the cosine
   * @param sine - the sine
   * @throws Error when cosine or sine is not a number within ±FLT_MAX (not in C)
   */
  constructor(
    /** The cosine. */
    public cosine = 0,
    /** The sine. */
    public sine = 0,
  ) {
    checkNumbers2('b2CosSin', 'cosine', cosine, 'sine', sine);
  }
}

/**
 * A rotation stored as its cosine and sine. C: `b2Rot` in math_functions.h. The zero value
 * {c: 0, s: 0} (C's zero initializer) is not a rotation: use b2Rot_identity or b2MakeRot.
 */
export class b2Rot {
  /**
   * Zero unless values are given.
   * @param c - the cosine
   * @param s - the sine
   * @throws Error when c or s is not a number within ±FLT_MAX (not in C; unit length is not tested)
   */
  constructor(
    /** The cosine of the angle. */
    public c = 0,
    /** The sine of the angle. */
    public s = 0,
  ) {
    checkNumbers2('b2Rot', 'c', c, 's', s);
  }
}

/**
 * A rigid transform: a translation and a rotation. C: `b2Transform` in math_functions.h. The zero
 * value has the zero rotation {c: 0, s: 0}; b2Transform_identity is the identity.
 */
export class b2Transform {
  /** The translation. */
  readonly p = new b2Vec2();
  /** The rotation. */
  readonly q = new b2Rot();
}

/**
 * A 2-by-2 matrix stored by columns. C: `b2Mat22` in math_functions.h.
 */
export class b2Mat22 {
  /** The first column. */
  readonly cx = new b2Vec2();
  /** The second column. */
  readonly cy = new b2Vec2();
}

/**
 * An axis-aligned bounding box. C: `b2AABB` in math_functions.h.
 */
export class b2AABB {
  /** The lower corner. */
  readonly lowerBound = new b2Vec2();
  /** The upper corner. */
  readonly upperBound = new b2Vec2();
}

/**
 * A line as a unit normal and an offset: separation = dot(normal, point) - offset.
 * C: `b2Plane` in math_functions.h.
 */
export class b2Plane {
  /** The unit normal. */
  readonly normal = new b2Vec2();
  /** The offset along the normal. */
  offset = 0;
}

/** The zero vector, frozen. C: `b2Vec2_zero`. */
export const b2Vec2_zero = Object.freeze(new b2Vec2(0, 0));
/** The identity rotation {c: 1, s: 0}, frozen. C: `b2Rot_identity`. */
export const b2Rot_identity = Object.freeze(new b2Rot(1, 0));
/** The identity transform, frozen (and its p and q). C: `b2Transform_identity`. */
export const b2Transform_identity = makeIdentityTransform();
/** The zero matrix, frozen (and its columns). C: `b2Mat22_zero`. */
export const b2Mat22_zero = makeZeroMatrix();

function makeIdentityTransform(): Readonly<b2Transform> {
  const t = new b2Transform();
  t.q.c = 1;
  Object.freeze(t.p);
  Object.freeze(t.q);
  return Object.freeze(t);
}

function makeZeroMatrix(): Readonly<b2Mat22> {
  const m = new b2Mat22();
  Object.freeze(m.cx);
  Object.freeze(m.cy);
  return Object.freeze(m);
}

// ---- validity (math_functions.c) ----

/**
 * Whether a is a finite float. C: `b2IsValidFloat` in math_functions.c. A number beyond
 * ±FLT_MAX, which C's float cannot hold, is not valid here, in both builds.
 * @param a - any value
 * @returns true for a number within ±FLT_MAX; false for NaN, ±Infinity, larger numbers and non-numbers
 */
// f32: exact (reads the value as given)
export function b2IsValidFloat(a: number): boolean {
  return typeof a === 'number' && Math.abs(a) <= 3.4028234663852886e38; // FLT_MAX = b2_maxFloat (src/README.md rule 4)
}

/**
 * Whether both coordinates of v are finite floats. C: `b2IsValidVec2` in math_functions.c.
 * @param v - the vector; only read
 * @returns false for NaN, ±Infinity, numbers beyond ±FLT_MAX, non-numbers or a non-object
 */
// f32: exact (reads the fields as given)
export function b2IsValidVec2(v: b2Vec2): boolean {
  const o: unknown = v;
  if (typeof o !== 'object' || o === null) return false;
  return b2IsValidFloat(v.x) && b2IsValidFloat(v.y);
}

/**
 * Whether q is finite and normalized within C's tolerance. C: `b2IsValidRotation` in math_functions.c.
 * @param q - the rotation; only read
 * @returns false for non-finite or non-numeric fields, a non-object, or s² + c² outside (1 - 0.0006, 1 + 0.0006)
 */
export function b2IsValidRotation(q: b2Rot): boolean {
  const o: unknown = q;
  if (typeof o !== 'object' || o === null) return false;
  if (!(b2IsValidFloat(q.s) && b2IsValidFloat(q.c))) return false;
  return b2IsNormalizedRot(q);
}

/**
 * Whether a's normal is a finite unit vector and its offset finite. C: `b2IsValidPlane` in math_functions.c.
 * @param a - the plane; only read
 * @returns false for a non-object, a non-finite or non-unit normal, or a non-finite offset
 */
export function b2IsValidPlane(a: b2Plane): boolean {
  const o: unknown = a;
  if (typeof o !== 'object' || o === null) return false;
  return b2IsValidVec2(a.normal) && b2IsNormalized(a.normal) && b2IsValidFloat(a.offset);
}

// ---- scalars ----

/** C: `b2MinInt`. @param a - an integer @param b - an integer @returns the smaller */
// f32: integer
export function b2MinInt(a: number, b: number): number {
  return a < b ? a : b;
}

/** C: `b2MaxInt`. @param a - an integer @param b - an integer @returns the larger */
// f32: integer
export function b2MaxInt(a: number, b: number): number {
  return a > b ? a : b;
}

/** C: `b2AbsInt`. @param a - an integer @returns its absolute value */
// f32: integer
export function b2AbsInt(a: number): number {
  return a < 0 ? -a : a;
}

/** C: `b2ClampInt`. @param a - an integer @param lower - the lower bound @param upper - the upper bound @returns a clamped to [lower, upper] */
// f32: integer
export function b2ClampInt(a: number, lower: number, upper: number): number {
  return a < lower ? lower : a > upper ? upper : a;
}

/** C: `b2MinFloat` (`a < b ? a : b`, so a NaN b is returned). @param a - a number @param b - a number @returns the smaller */
export function b2MinFloat(a: number, b: number): number {
  return a < b ? a : b;
}

/** C: `b2MaxFloat` (`a > b ? a : b`). @param a - a number @param b - a number @returns the larger */
export function b2MaxFloat(a: number, b: number): number {
  return a > b ? a : b;
}

/** C: `b2AbsFloat` (`a < 0 ? -a : a`, so -0 stays -0). @param a - a number @returns its absolute value */
export function b2AbsFloat(a: number): number {
  return a < 0 ? -a : a;
}

/** C: `b2ClampFloat`. @param a - a number @param lower - the lower bound @param upper - the upper bound @returns a clamped to [lower, upper] */
export function b2ClampFloat(a: number, lower: number, upper: number): number {
  return a < lower ? lower : a > upper ? upper : a;
}

/**
 * An approximate arctangent of y / x in [-pi, pi], a polynomial (no libm, so the same bits in
 * every engine), within about 0.0023 degrees. C: `b2Atan2` in math_functions.c; b2Atan2(0, 0) is 0.
 * @param y - the y coordinate
 * @param x - the x coordinate
 * @returns the angle in radians
 * @throws Error when y or x is not a number within ±FLT_MAX
 */
export function b2Atan2(y: number, x: number): number {
  checkNumbers2('b2Atan2', 'y', y, 'x', x);
  if (x === 0 && y === 0) {
    return 0;
  }
  // b2AbsFloat, b2MaxFloat and b2MinFloat written out, so that the whole function stays small
  // enough for V8 to inline and no double is boxed for a call (src/README.md rule 3).
  const ax = x < 0 ? -x : x;
  const ay = y < 0 ? -y : y;
  const mx = ay > ax ? ay : ax;
  const mn = ay < ax ? ay : ax;
  const a = mn / mx;

  // Minimax polynomial of atan on [0, 1] (math_functions.c's coefficients).
  const s = a * a;
  const c = s * a;
  const q = s * s;
  let r = 0.024840285 * q + 0.18681418;
  const t = -0.094097948 * q - 0.33213072;
  r = r * s + t;
  r = r * c + a;

  // Unfold the octant.
  if (ay > ax) {
    r = 1.57079637 - r;
  }
  if (x < 0) {
    r = 3.14159274 - r;
  }
  if (y < 0) {
    r = -r;
  }
  return r;
}

/**
 * IEEE remainder of x by 2·B2_PI: x minus the nearest multiple (ties to the even multiple), so
 * in [-B2_PI, B2_PI]. C: `b2UnwindAngle` (remainderf) in math_functions.h. Exact in both builds:
 * `%` is C's fmod, exact, and each later subtraction is exact by Sterbenz's lemma.
 * @param radians - the angle
 * @returns the equivalent angle in [-pi, pi]
 * @throws Error when radians is not a number within ±FLT_MAX
 */
export function b2UnwindAngle(radians: number): number {
  checkNumber('b2UnwindAngle', 'radians', radians);
  return remainderTwoPi(radians);
}

/** remainderf(x, 2·B2_PI) as fdlibm's e_remainder computes it (see b2UnwindAngle). */
function remainderTwoPi(x: number): number {
  const p = 2 * B2_PI;
  // fmod by 2p first (exact), so the quotient's parity is known from one more comparison.
  let r = Math.abs(x % (p + p));
  const half = 0.5 * p;
  if (r > half) {
    r = r - p;
    if (r >= half) {
      r = r - p;
    }
  }
  // The result keeps x's sign, as remainderf's does (r = 0 for x = -0 stays -0).
  return x < 0 || Object.is(x, -0) ? -r : r;
}

/**
 * The cosine and sine of an angle from Bhaskara-style rational approximations, normalized (no
 * libm, so the same bits in every engine). C: `b2ComputeCosSin` in math_functions.c.
 * @param out - written: its cosine and sine
 * @param radians - the angle, any finite value (unwound to [-pi, pi] first)
 * @returns out
 * @throws Error when out is not a b2CosSin or radians is not a number within ±FLT_MAX, before any write
 */
export function b2ComputeCosSin(out: b2CosSin, radians: number): b2CosSin {
  // One condition, the naming apart, so that radians crosses no call (b2MakeRot's reason).
  const sound = isOutCosSin(out) && typeof radians === 'number';
  if (!(sound && Math.abs(radians) <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    checkOutPair('b2ComputeCosSin', 'out', out, 'b2CosSin', 'cosine', 'sine');
    checkNumber('b2ComputeCosSin', 'radians', radians);
  }
  cosSin[0] = radians;
  computeCosSin();
  out.cosine = cosSin[0];
  out.sine = cosSin[1];
  return out;
}

/** computeCosSin's argument and result: [radians] in, [cosine, sine] out (no double crosses the call, src/README.md rule 3). */
const cosSin = [0, 0];

/** b2ComputeCosSin's arithmetic on cosSin[0] into cosSin, for b2ComputeCosSin and b2MakeRot. */
function computeCosSin(): void {
  const x = remainderTwoPi(cosSin[0]);
  const pi2 = B2_PI * B2_PI;

  // The cosine approximation wants an angle in [-pi/2, pi/2].
  let c: number;
  if (x < -0.5 * B2_PI) {
    const y = x + B2_PI;
    const y2 = y * y;
    c = -(pi2 - 4 * y2) / (pi2 + y2);
  } else if (x > 0.5 * B2_PI) {
    const y = x - B2_PI;
    const y2 = y * y;
    c = -(pi2 - 4 * y2) / (pi2 + y2);
  } else {
    const y2 = x * x;
    c = (pi2 - 4 * y2) / (pi2 + y2);
  }

  // The sine approximation wants an angle in [0, pi].
  let s: number;
  if (x < 0) {
    const y = x + B2_PI;
    s = (-16 * y * (B2_PI - y)) / (5 * pi2 - 4 * y * (B2_PI - y));
  } else {
    s = (16 * x * (B2_PI - x)) / (5 * pi2 - 4 * x * (B2_PI - x));
  }

  const mag = Math.sqrt(s * s + c * c);
  const invMag = mag > 0 ? 1 / mag : 0;
  cosSin[0] = c * invMag;
  cosSin[1] = s * invMag;
}

// ---- vectors ----

/** C: `b2Dot`. @param a - a vector @param b - a vector @returns a.x·b.x + a.y·b.y */
export function b2Dot(a: b2Vec2, b: b2Vec2): number {
  return a.x * b.x + a.y * b.y;
}

/** C: `b2Cross` (the 2D cross product, a scalar). @param a - a vector @param b - a vector @returns a.x·b.y − a.y·b.x */
export function b2Cross(a: b2Vec2, b: b2Vec2): number {
  return a.x * b.y - a.y * b.x;
}

/** C: `b2CrossVS`: {s·v.y, −s·v.x}. @param out - written @param v - a vector @param s - a scalar @returns out */
export function b2CrossVS(out: b2Vec2, v: b2Vec2, s: number): b2Vec2 {
  const x = s * v.y;
  const y = -s * v.x;
  out.x = x;
  out.y = y;
  return out;
}

/** C: `b2CrossSV`: {−s·v.y, s·v.x}. @param out - written @param s - a scalar @param v - a vector @returns out */
export function b2CrossSV(out: b2Vec2, s: number, v: b2Vec2): b2Vec2 {
  const x = -s * v.y;
  const y = s * v.x;
  out.x = x;
  out.y = y;
  return out;
}

/** C: `b2LeftPerp`: {−v.y, v.x}. @param out - written @param v - a vector @returns out */
export function b2LeftPerp(out: b2Vec2, v: b2Vec2): b2Vec2 {
  const x = -v.y;
  const y = v.x;
  out.x = x;
  out.y = y;
  return out;
}

/** C: `b2RightPerp`: {v.y, −v.x}. @param out - written @param v - a vector @returns out */
export function b2RightPerp(out: b2Vec2, v: b2Vec2): b2Vec2 {
  const x = v.y;
  const y = -v.x;
  out.x = x;
  out.y = y;
  return out;
}

/** C: `b2Add`. @param out - written @param a - a vector @param b - a vector @returns out = a + b */
export function b2Add(out: b2Vec2, a: b2Vec2, b: b2Vec2): b2Vec2 {
  const x = a.x + b.x;
  const y = a.y + b.y;
  out.x = x;
  out.y = y;
  return out;
}

/** C: `b2Sub`. @param out - written @param a - a vector @param b - a vector @returns out = a − b */
export function b2Sub(out: b2Vec2, a: b2Vec2, b: b2Vec2): b2Vec2 {
  const x = a.x - b.x;
  const y = a.y - b.y;
  out.x = x;
  out.y = y;
  return out;
}

/** C: `b2Neg`. @param out - written @param a - a vector @returns out = −a */
export function b2Neg(out: b2Vec2, a: b2Vec2): b2Vec2 {
  const x = -a.x;
  const y = -a.y;
  out.x = x;
  out.y = y;
  return out;
}

/** C: `b2Lerp`: (1 − t)·a + t·b. @param out - written @param a - a vector @param b - a vector @param t - the fraction @returns out */
export function b2Lerp(out: b2Vec2, a: b2Vec2, b: b2Vec2, t: number): b2Vec2 {
  const x = (1 - t) * a.x + t * b.x;
  const y = (1 - t) * a.y + t * b.y;
  out.x = x;
  out.y = y;
  return out;
}

/** C: `b2Mul` (component-wise). @param out - written @param a - a vector @param b - a vector @returns out = {a.x·b.x, a.y·b.y} */
export function b2Mul(out: b2Vec2, a: b2Vec2, b: b2Vec2): b2Vec2 {
  const x = a.x * b.x;
  const y = a.y * b.y;
  out.x = x;
  out.y = y;
  return out;
}

/** C: `b2MulSV`. @param out - written @param s - a scalar @param v - a vector @returns out = s·v */
export function b2MulSV(out: b2Vec2, s: number, v: b2Vec2): b2Vec2 {
  const x = s * v.x;
  const y = s * v.y;
  out.x = x;
  out.y = y;
  return out;
}

/** C: `b2MulAdd`. @param out - written @param a - a vector @param s - a scalar @param b - a vector @returns out = a + s·b */
export function b2MulAdd(out: b2Vec2, a: b2Vec2, s: number, b: b2Vec2): b2Vec2 {
  const x = a.x + s * b.x;
  const y = a.y + s * b.y;
  out.x = x;
  out.y = y;
  return out;
}

/** C: `b2MulSub`. @param out - written @param a - a vector @param s - a scalar @param b - a vector @returns out = a − s·b */
export function b2MulSub(out: b2Vec2, a: b2Vec2, s: number, b: b2Vec2): b2Vec2 {
  const x = a.x - s * b.x;
  const y = a.y - s * b.y;
  out.x = x;
  out.y = y;
  return out;
}

/** C: `b2Abs`. @param out - written @param a - a vector @returns out = {|a.x|, |a.y|} */
export function b2Abs(out: b2Vec2, a: b2Vec2): b2Vec2 {
  const x = b2AbsFloat(a.x);
  const y = b2AbsFloat(a.y);
  out.x = x;
  out.y = y;
  return out;
}

/** C: `b2Min` (component-wise b2MinFloat). @param out - written @param a - a vector @param b - a vector @returns out */
export function b2Min(out: b2Vec2, a: b2Vec2, b: b2Vec2): b2Vec2 {
  const x = b2MinFloat(a.x, b.x);
  const y = b2MinFloat(a.y, b.y);
  out.x = x;
  out.y = y;
  return out;
}

/** C: `b2Max` (component-wise b2MaxFloat). @param out - written @param a - a vector @param b - a vector @returns out */
export function b2Max(out: b2Vec2, a: b2Vec2, b: b2Vec2): b2Vec2 {
  const x = b2MaxFloat(a.x, b.x);
  const y = b2MaxFloat(a.y, b.y);
  out.x = x;
  out.y = y;
  return out;
}

/** C: `b2Clamp` (component-wise b2ClampFloat). @param out - written @param v - a vector @param a - the lower bound @param b - the upper bound @returns out */
export function b2Clamp(out: b2Vec2, v: b2Vec2, a: b2Vec2, b: b2Vec2): b2Vec2 {
  const x = b2ClampFloat(v.x, a.x, b.x);
  const y = b2ClampFloat(v.y, a.y, b.y);
  out.x = x;
  out.y = y;
  return out;
}

/** C: `b2Length`. @param v - a vector @returns sqrt(v.x² + v.y²) */
export function b2Length(v: b2Vec2): number {
  return Math.sqrt(v.x * v.x + v.y * v.y);
}

/** C: `b2Distance`. @param a - a point @param b - a point @returns the distance from a to b */
export function b2Distance(a: b2Vec2, b: b2Vec2): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  return Math.sqrt(dx * dx + dy * dy);
}

/** C: `b2LengthSquared`. @param v - a vector @returns v.x² + v.y² */
export function b2LengthSquared(v: b2Vec2): number {
  return v.x * v.x + v.y * v.y;
}

/** C: `b2DistanceSquared`. @param a - a point @param b - a point @returns the squared distance */
export function b2DistanceSquared(a: b2Vec2, b: b2Vec2): number {
  const cx = b.x - a.x;
  const cy = b.y - a.y;
  return cx * cx + cy * cy;
}

/**
 * v scaled to unit length, or the zero vector when its length is below FLT_EPSILON. C: `b2Normalize`.
 * @param out - written
 * @param v - a vector
 * @returns out
 */
export function b2Normalize(out: b2Vec2, v: b2Vec2): b2Vec2 {
  const length = Math.sqrt(v.x * v.x + v.y * v.y);
  if (length < FLT_EPSILON) {
    out.x = 0;
    out.y = 0;
    return out;
  }
  const invLength = 1 / length;
  const x = invLength * v.x;
  const y = invLength * v.y;
  out.x = x;
  out.y = y;
  return out;
}

/**
 * b2Normalize that also gives the length. C: `b2GetLengthAndNormalize(float* length, b2Vec2 v)`;
 * here the unit vector goes into out and the length is returned.
 * @param out - written: v's direction, or the zero vector when the length is below FLT_EPSILON
 * @param v - a vector
 * @returns the length of v
 */
export function b2GetLengthAndNormalize(out: b2Vec2, v: b2Vec2): number {
  const length = Math.sqrt(v.x * v.x + v.y * v.y);
  if (length < FLT_EPSILON) {
    out.x = 0;
    out.y = 0;
    return length;
  }
  const invLength = 1 / length;
  const x = invLength * v.x;
  const y = invLength * v.y;
  out.x = x;
  out.y = y;
  return length;
}

/** C: `b2IsNormalized`: |1 − a·a| < 100·FLT_EPSILON. @param a - a vector @returns whether a has unit length */
export function b2IsNormalized(a: b2Vec2): boolean {
  const aa = b2Dot(a, a);
  return b2AbsFloat(1 - aa) < 100 * FLT_EPSILON;
}

// ---- rotations ----

/** Writes q scaled by 1/|q| (0 when |q| = 0) into out; C's normalization tail of several functions. */
function writeNormalizedRot(out: b2Rot, c: number, s: number): b2Rot {
  const mag = Math.sqrt(s * s + c * c);
  const invMag = mag > 0 ? 1 / mag : 0;
  out.c = c * invMag;
  out.s = s * invMag;
  return out;
}

/** C: `b2NormalizeRot`. @param out - written @param q - a rotation @returns out, q scaled to unit length (zero when q is zero) */
export function b2NormalizeRot(out: b2Rot, q: b2Rot): b2Rot {
  return writeNormalizedRot(out, q.c, q.s);
}

/**
 * q1 advanced by deltaAngle radians, to first order, normalized. C: `b2IntegrateRotation`.
 * @param out - written
 * @param q1 - the initial rotation
 * @param deltaAngle - the angular displacement in radians
 * @returns out
 */
export function b2IntegrateRotation(out: b2Rot, q1: b2Rot, deltaAngle: number): b2Rot {
  const c = q1.c - deltaAngle * q1.s;
  const s = q1.s + deltaAngle * q1.c;
  return writeNormalizedRot(out, c, s);
}

/**
 * The rotation by an angle, from b2ComputeCosSin. C: `b2MakeRot` in math_functions.h.
 * @param out - written
 * @param radians - the angle
 * @returns out
 * @throws Error when out is not a b2Rot or radians is not a number within ±FLT_MAX, before any write
 */
export function b2MakeRot(out: b2Rot, radians: number): b2Rot {
  // One condition whose calls take objects only, the named checks on the cold path: a check
  // passed radians and, when V8 did not inline it, boxed it (src/README.md rule 3).
  const sound = isOutRot(out) && typeof radians === 'number';
  if (!(sound && Math.abs(radians) <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    checkOutPair('b2MakeRot', 'out', out, 'b2Rot', 'c', 's');
    checkNumber('b2MakeRot', 'radians', radians);
  }
  cosSin[0] = radians;
  computeCosSin();
  out.c = cosSin[0];
  out.s = cosSin[1];
  return out;
}

/**
 * The rotation taking unit vector v1 to unit vector v2. C: `b2ComputeRotationBetweenUnitVectors`
 * in math_functions.c (which only asserts unit length).
 * @param out - written
 * @param v1 - a unit vector
 * @param v2 - a unit vector
 * @returns out
 */
export function b2ComputeRotationBetweenUnitVectors(out: b2Rot, v1: b2Vec2, v2: b2Vec2): b2Rot {
  const c = b2Dot(v1, v2);
  const s = b2Cross(v1, v2);
  return writeNormalizedRot(out, c, s);
}

/** C: `b2IsNormalizedRot`: s² + c² within (1 − 0.0006, 1 + 0.0006). @param q - a rotation @returns whether q is normalized */
export function b2IsNormalizedRot(q: b2Rot): boolean {
  const qq = q.s * q.s + q.c * q.c;
  return 1 - 0.0006 < qq && qq < 1 + 0.0006;
}

/**
 * Normalized linear interpolation of two rotations. C: `b2NLerp`.
 * @param out - written
 * @param q1 - the rotation at t = 0
 * @param q2 - the rotation at t = 1
 * @param t - the fraction
 * @returns out
 */
export function b2NLerp(out: b2Rot, q1: b2Rot, q2: b2Rot, t: number): b2Rot {
  const omt = 1 - t;
  const c = omt * q1.c + t * q2.c;
  const s = omt * q1.s + t * q2.s;
  // writeNormalizedRot written out: in the float32 twin that call was not inlined and boxed c and s
  // (src/README.md rule 3; npm run bench:v3-alloc).
  const mag = Math.sqrt(s * s + c * c);
  const invMag = mag > 0 ? 1 / mag : 0;
  out.c = c * invMag;
  out.s = s * invMag;
  return out;
}

/**
 * The angular velocity that turns q1 into q2 over a step, sin(a2 − a1)·inv_h. C: `b2ComputeAngularVelocity`.
 * @param q1 - the initial rotation
 * @param q2 - the final rotation
 * @param inv_h - the inverse time step
 * @returns the angular velocity in radians per unit time
 */
export function b2ComputeAngularVelocity(q1: b2Rot, q2: b2Rot, inv_h: number): number {
  return inv_h * (q2.s * q1.c - q2.c * q1.s);
}

/**
 * C: `b2Rot_GetAngle` (b2Atan2(q.s, q.c)).
 * @param q - a rotation
 * @returns its angle in [-pi, pi]
 * @throws Error when q.s or q.c is not a number within ±FLT_MAX (b2Atan2's check)
 */
export function b2Rot_GetAngle(q: b2Rot): number {
  return b2Atan2(q.s, q.c);
}

/** C: `b2Rot_GetXAxis`. @param out - written @param q - a rotation @returns out = {q.c, q.s} */
export function b2Rot_GetXAxis(out: b2Vec2, q: b2Rot): b2Vec2 {
  const x = q.c;
  const y = q.s;
  out.x = x;
  out.y = y;
  return out;
}

/** C: `b2Rot_GetYAxis`. @param out - written @param q - a rotation @returns out = {−q.s, q.c} */
export function b2Rot_GetYAxis(out: b2Vec2, q: b2Rot): b2Vec2 {
  const x = -q.s;
  const y = q.c;
  out.x = x;
  out.y = y;
  return out;
}

/** C: `b2MulRot`: q·r. @param out - written @param q - a rotation @param r - a rotation @returns out */
export function b2MulRot(out: b2Rot, q: b2Rot, r: b2Rot): b2Rot {
  const s = q.s * r.c + q.c * r.s;
  const c = q.c * r.c - q.s * r.s;
  out.s = s;
  out.c = c;
  return out;
}

/** C: `b2InvMulRot`: qᵀ·r. @param out - written @param q - a rotation @param r - a rotation @returns out */
export function b2InvMulRot(out: b2Rot, q: b2Rot, r: b2Rot): b2Rot {
  const s = q.c * r.s - q.s * r.c;
  const c = q.c * r.c + q.s * r.s;
  out.s = s;
  out.c = c;
  return out;
}

/**
 * The angle of b relative to a, b2Atan2 of sin and cos of (b − a). C: `b2RelativeAngle`.
 * @param b - a rotation
 * @param a - a rotation
 * @returns the angle in [-pi, pi]
 * @throws Error when the fields are not numbers within ±FLT_MAX (b2Atan2's check)
 */
export function b2RelativeAngle(b: b2Rot, a: b2Rot): number {
  const s = b.s * a.c - b.c * a.s;
  const c = b.c * a.c + b.s * a.s;
  return b2Atan2(s, c);
}

/** C: `b2RotateVector`: q·v. @param out - written @param q - a rotation @param v - a vector @returns out */
export function b2RotateVector(out: b2Vec2, q: b2Rot, v: b2Vec2): b2Vec2 {
  const x = q.c * v.x - q.s * v.y;
  const y = q.s * v.x + q.c * v.y;
  out.x = x;
  out.y = y;
  return out;
}

/** C: `b2InvRotateVector`: qᵀ·v. @param out - written @param q - a rotation @param v - a vector @returns out */
export function b2InvRotateVector(out: b2Vec2, q: b2Rot, v: b2Vec2): b2Vec2 {
  const x = q.c * v.x + q.s * v.y;
  const y = -q.s * v.x + q.c * v.y;
  out.x = x;
  out.y = y;
  return out;
}

// ---- transforms ----

/** C: `b2TransformPoint`: t.q·p + t.p (local to world). @param out - written @param t - a transform @param p - a point @returns out */
export function b2TransformPoint(out: b2Vec2, t: b2Transform, p: b2Vec2): b2Vec2 {
  const x = t.q.c * p.x - t.q.s * p.y + t.p.x;
  const y = t.q.s * p.x + t.q.c * p.y + t.p.y;
  out.x = x;
  out.y = y;
  return out;
}

/** C: `b2InvTransformPoint`: t.qᵀ·(p − t.p) (world to local). @param out - written @param t - a transform @param p - a point @returns out */
export function b2InvTransformPoint(out: b2Vec2, t: b2Transform, p: b2Vec2): b2Vec2 {
  const vx = p.x - t.p.x;
  const vy = p.y - t.p.y;
  const x = t.q.c * vx + t.q.s * vy;
  const y = -t.q.s * vx + t.q.c * vy;
  out.x = x;
  out.y = y;
  return out;
}

/**
 * A·B: frame B's points into A's parent frame. C: `b2MulTransforms`.
 * @param out - written (may be A or B)
 * @param A - a transform
 * @param B - a transform
 * @returns out
 */
export function b2MulTransforms(out: b2Transform, A: b2Transform, B: b2Transform): b2Transform {
  // C: C.q = b2MulRot(A.q, B.q); C.p = b2Add(b2RotateVector(A.q, B.p), A.p)
  const qs = A.q.s * B.q.c + A.q.c * B.q.s;
  const qc = A.q.c * B.q.c - A.q.s * B.q.s;
  const px = A.q.c * B.p.x - A.q.s * B.p.y + A.p.x;
  const py = A.q.s * B.p.x + A.q.c * B.p.y + A.p.y;
  out.q.s = qs;
  out.q.c = qc;
  out.p.x = px;
  out.p.y = py;
  return out;
}

/**
 * Aᵀ·B: frame B's points into frame A. C: `b2InvMulTransforms`.
 * @param out - written (may be A or B)
 * @param A - a transform
 * @param B - a transform
 * @returns out
 */
export function b2InvMulTransforms(out: b2Transform, A: b2Transform, B: b2Transform): b2Transform {
  // C: C.q = b2InvMulRot(A.q, B.q); C.p = b2InvRotateVector(A.q, b2Sub(B.p, A.p))
  const qs = A.q.c * B.q.s - A.q.s * B.q.c;
  const qc = A.q.c * B.q.c + A.q.s * B.q.s;
  const dx = B.p.x - A.p.x;
  const dy = B.p.y - A.p.y;
  const px = A.q.c * dx + A.q.s * dy;
  const py = -A.q.s * dx + A.q.c * dy;
  out.q.s = qs;
  out.q.c = qc;
  out.p.x = px;
  out.p.y = py;
  return out;
}

// ---- 2-by-2 matrices ----

/** C: `b2MulMV`: A·v. @param out - written @param A - a matrix @param v - a vector @returns out */
export function b2MulMV(out: b2Vec2, A: b2Mat22, v: b2Vec2): b2Vec2 {
  const x = A.cx.x * v.x + A.cy.x * v.y;
  const y = A.cx.y * v.x + A.cy.y * v.y;
  out.x = x;
  out.y = y;
  return out;
}

/** C: `b2GetInverse22` (a singular matrix gives the zero matrix). @param out - written @param A - a matrix @returns out */
export function b2GetInverse22(out: b2Mat22, A: b2Mat22): b2Mat22 {
  const a = A.cx.x;
  const b = A.cy.x;
  const c = A.cx.y;
  const d = A.cy.y;
  let det = a * d - b * c;
  if (det !== 0) {
    det = 1 / det;
  }
  out.cx.x = det * d;
  out.cx.y = -det * c;
  out.cy.x = -det * b;
  out.cy.y = det * a;
  return out;
}

/** C: `b2Solve22`: x with A·x = b (zero when A is singular). @param out - written @param A - a matrix @param b - a vector @returns out */
export function b2Solve22(out: b2Vec2, A: b2Mat22, b: b2Vec2): b2Vec2 {
  const a11 = A.cx.x;
  const a12 = A.cy.x;
  const a21 = A.cx.y;
  const a22 = A.cy.y;
  let det = a11 * a22 - a12 * a21;
  if (det !== 0) {
    det = 1 / det;
  }
  const x = det * (a22 * b.x - a12 * b.y);
  const y = det * (a11 * b.y - a21 * b.x);
  out.x = x;
  out.y = y;
  return out;
}

// ---- planes and springs ----

/** C: `b2PlaneSeparation`: dot(normal, point) − offset. @param plane - a plane @param point - a point @returns the signed separation */
export function b2PlaneSeparation(plane: b2Plane, point: b2Vec2): number {
  return b2Dot(plane.normal, point) - plane.offset;
}

/**
 * C's `2.0f * B2_PI`, which its compiler folds: exact (a doubling) in both builds. Held in a const
 * so the float32 b2SpringDamper stays under the bytecode size V8 inlines (V8 boxes the numbers
 * passed to a call it does not inline, src/README.md rule 3).
 */
const TWO_PI = 2 * B2_PI;

/**
 * One implicit step of a mass-spring-damper driving position to 0. C: `b2SpringDamper`.
 * @param hertz - the spring frequency
 * @param dampingRatio - the damping ratio
 * @param position - the current position
 * @param velocity - the current velocity
 * @param timeStep - the time step
 * @returns the new velocity
 */
export function b2SpringDamper(hertz: number, dampingRatio: number, position: number, velocity: number, timeStep: number): number {
  const omega = TWO_PI * hertz;
  const omegaH = omega * timeStep;
  return (velocity - omega * omegaH * position) / (1 + 2 * dampingRatio * omegaH + omegaH * omegaH);
}
