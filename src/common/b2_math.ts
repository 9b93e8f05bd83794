// Box2D v2.4.1 vector math (b2_math.h) with the same names and the same floating-point operation
// order. Everything that returns a vector writes into an `out` argument, so callers on hot paths
// allocate nothing; `out` may alias an input only where the doc comment says so.
//
// Not in C++: every exported function and public method checks what it reads and the object it
// writes before its first write (docs/bad-input.md). The library's own code calls the unchecked
// kernels at the end of this file (b2CopyVec2, b2SetVec2, ...) or writes the arithmetic out
// (src/README.md rule 12), so its hot paths pay nothing for these checks.

import { b2_epsilon, b2_rotationTolerance } from './b2_settings';
import { b2DescribeValue } from './b2_describe_value';
import { b2Atan2, b2SinCosInPlace } from './b2_fdlibm_trig';
import { b2IsInRange, b2CheckNumber, b2CheckNumbers2, b2CheckOutput, b2CheckOutputRotation, b2CheckOutputVector, b2CheckPoint, b2CheckRotation } from './b2_checks';
import type { b2RotLike, b2XY } from './b2_math_types';

export type { b2RotLike, b2XY } from './b2_math_types';

/**
 * True when x is a finite number. C++: `b2IsValid` in b2_math.h.
 * @param x - any number
 * @returns whether x is neither NaN nor ±Infinity
 */
export function b2IsValid(x: number): boolean {
  return Number.isFinite(x);
}

/**
 * A 2D column vector. C++: `b2Vec2` in b2_math.h. Members keep their C++ names; `Copy` and `Clone`
 * are not in C++ (Deviation 6, additions with no C++ twin, in
 * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 * Every method checks the coordinates it reads and, when it writes, that the vector is not frozen
 * (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md)).
 */
export class b2Vec2 {
  /** The x coordinate. */
  public x: number;
  /** The y coordinate. */
  public y: number;

  /**
   * C++: `b2Vec2(float x, float y)`; the C++ default constructor leaves the coordinates unset,
   * here they are 0.
   * @param x - the x coordinate
   * @param y - the y coordinate
   * @throws Error unless x and y are numbers within ±b2_maxFloat (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  constructor(x = 0, y = 0) {
    b2CheckNumbers2('b2Vec2', 'x', x, 'y', y);
    this.x = x;
    this.y = y;
  }

  /**
   * Sets both coordinates to 0. C++: `b2Vec2::SetZero`.
   * @returns this vector
   * @throws Error when this vector is frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  SetZero(): this {
    b2CheckOutput('b2Vec2.SetZero', 'this', this);
    this.x = 0;
    this.y = 0;
    return this;
  }

  /**
   * Sets both coordinates. C++: `b2Vec2::Set`.
   * @param x - the new x
   * @param y - the new y
   * @returns this vector
   * @throws Error, writing nothing, unless x and y are numbers within ±b2_maxFloat and this vector
   * is not frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Set(x: number, y: number): this {
    b2CheckNumbers2('b2Vec2.Set', 'x', x, 'y', y);
    b2CheckOutput('b2Vec2.Set', 'this', this);
    this.x = x;
    this.y = y;
    return this;
  }

  /**
   * Copies the coordinates of v. Not in C++ (there, the assignment `a = v`).
   * @param v - the vector to copy; only read
   * @returns this vector
   * @throws Error, writing nothing, unless v is an {x, y} of numbers within ±b2_maxFloat and this
   * vector is not frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Copy(v: b2XY): this {
    b2CheckPoint('b2Vec2.Copy', 'v', v);
    b2CheckOutput('b2Vec2.Copy', 'this', this);
    b2Vec2CopyUnchecked(this, v);
    return this;
  }

  /**
   * Not in C++ (there, a copy by value).
   * @returns a new b2Vec2 with the same coordinates
   * @throws Error unless this vector's coordinates are numbers within ±b2_maxFloat (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Clone(): b2Vec2 {
    b2CheckPoint('b2Vec2.Clone', 'this', this);
    return b2Vec2Unchecked(this.x, this.y);
  }

  /**
   * C++: `b2Vec2::Length`.
   * @returns the length, sqrt(x*x + y*y)
   * @throws Error unless the coordinates are numbers within ±b2_maxFloat (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Length(): number {
    b2CheckPoint('b2Vec2.Length', 'this', this);
    return Math.sqrt(this.x * this.x + this.y * this.y);
  }

  /**
   * C++: `b2Vec2::LengthSquared`.
   * @returns the squared length, x*x + y*y
   * @throws Error unless the coordinates are numbers within ±b2_maxFloat (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  LengthSquared(): number {
    b2CheckPoint('b2Vec2.LengthSquared', 'this', this);
    return this.x * this.x + this.y * this.y;
  }

  /**
   * Scales this vector to unit length. A vector shorter than b2_epsilon is left unchanged, as in
   * C++. C++: `b2Vec2::Normalize`.
   * @returns the length before scaling, or 0 for a vector shorter than b2_epsilon
   * @throws Error, writing nothing, unless the coordinates are numbers within ±b2_maxFloat and this
   * vector is not frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Normalize(): number {
    b2CheckPoint('b2Vec2.Normalize', 'this', this);
    b2CheckOutput('b2Vec2.Normalize', 'this', this);
    return b2Vec2NormalizeUnchecked(this);
  }

  /**
   * C++: `b2Vec2::IsValid` (finite). A predicate: it checks nothing and is false for what the
   * checks refuse (non-numbers, NaN, ±Infinity, beyond ±b2_maxFloat; Deviation 2).
   * @returns whether both coordinates are numbers within ±b2_maxFloat
   */
  IsValid(): boolean {
    return b2IsInRange(this.x) && b2IsInRange(this.y);
  }
}

/** b2Rot.Set's angle in, its sine and cosine out (rule 3: no double crosses the call). */
const rotSinCos = new Float64Array(2);

/**
 * A rotation stored as its sine and cosine. C++: `b2Rot` in b2_math.h. Members keep their C++
 * names; `SetSinCos`, `Copy` and `IsValid` are not in C++ (Deviations 2 and 6 in
 * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 * Every method checks the numbers it reads and, when it writes, that the rotation is not frozen
 * (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md)).
 */
export class b2Rot {
  /** The sine of the angle. */
  public s: number;
  /** The cosine of the angle. */
  public c: number;

  /**
   * Not in C++ as such: C++'s default constructor leaves s and c unset; here the default is the
   * identity. The pair is not checked for unit length (use `SetSinCos` for that).
   * @param s - the sine of the angle
   * @param c - the cosine of the angle
   * @throws Error unless s and c are numbers within ±b2_maxFloat (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  constructor(s = 0, c = 1) {
    b2CheckNumbers2('b2Rot', 's', s, 'c', c);
    this.s = s;
    this.c = c;
  }

  /**
   * Sets the rotation from an angle. C++: `b2Rot::Set`. The sine and cosine are {@link b2Sin} and
   * {@link b2Cos} (the same bits in every JavaScript engine, see docs/determinism.md); in the
   * float32 build, C's sinf and cosf as in Box2D's float build.
   * @param angle - the angle in radians
   * @returns this rotation
   * @throws Error, writing nothing, unless angle is a number within ±b2_maxFloat and this rotation
   * is not frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Set(angle: number): this {
    b2CheckNumber('b2Rot.Set', 'angle', angle);
    b2CheckOutput('b2Rot.Set', 'this', this);
    b2RotSetUnchecked(this, angle);
    return this;
  }

  /**
   * Sets the rotation from its sine and cosine, with no trigonometry. Not in C++ (Deviation 6,
   * additions with no C++ twin, in
   * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
   * @param s - the sine
   * @param c - the cosine
   * @returns this rotation
   * @throws Error unless s and c are finite numbers with |s² + c² − 1| <= b2_rotationTolerance: a
   * rotation of (0, 0) gave two contact points, non-unit ones world normals of length 10
   * (Deviation 2; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md)); or when this rotation is frozen
   */
  SetSinCos(s: number, c: number): this {
    b2CheckUnitRotation('b2Rot.SetSinCos', s, c);
    b2CheckOutput('b2Rot.SetSinCos', 'this', this);
    this.s = s;
    this.c = c;
    return this;
  }

  /**
   * Sets the zero rotation: s = 0, c = 1. C++: `b2Rot::SetIdentity`.
   * @returns this rotation
   * @throws Error when this rotation is frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  SetIdentity(): this {
    b2CheckOutput('b2Rot.SetIdentity', 'this', this);
    this.s = 0;
    this.c = 1;
    return this;
  }

  /**
   * Copies the sine and cosine of q (not checked for unit length). Not in C++ (there, the
   * assignment `r = q`).
   * @param q - the rotation to copy; only read
   * @returns this rotation
   * @throws Error, writing nothing, unless q is an {s, c} of numbers within ±b2_maxFloat and this
   * rotation is not frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Copy(q: b2RotLike): this {
    b2CheckRotation('b2Rot.Copy', 'q', q);
    b2CheckOutput('b2Rot.Copy', 'this', this);
    this.s = q.s;
    this.c = q.c;
    return this;
  }

  /**
   * Not in C++. A predicate: it checks nothing and is false for non-numbers.
   * @returns whether s and c are finite numbers with |s² + c² − 1| <= b2_rotationTolerance
   */
  IsValid(): boolean {
    return b2IsUnitRotation(this.s, this.c);
  }

  /**
   * C++: `b2Rot::GetAngle`. atan2 is {@link b2Atan2} (the same bits in every engine, see
   * docs/determinism.md); in the float32 build it is C's atan2f, as in Box2D's float build.
   * (0, 0) gives 0, as C's atan2 does.
   * @returns the angle in radians, atan2(s, c), in [−π, π]
   * @throws Error unless s and c are numbers within ±b2_maxFloat (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  GetAngle(): number {
    b2CheckRotation('b2Rot.GetAngle', 'this', this);
    return b2Atan2(this.s, this.c);
  }

  /**
   * C++: `b2Rot::GetXAxis` (returns by value; here into out, Deviation 3, out-parameters).
   * @param out - receives the rotated x axis (c, s); written
   * @returns out
   * @throws Error, writing nothing, unless s and c are numbers within ±b2_maxFloat and out is an
   * object that is not frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  GetXAxis(out: b2Vec2): b2Vec2 {
    b2CheckRotation('b2Rot.GetXAxis', 'this', this);
    b2CheckOutputVector('b2Rot.GetXAxis', 'out', out);
    return b2Vec2SetUnchecked(out, this.c, this.s);
  }

  /**
   * C++: `b2Rot::GetYAxis` (returns by value; here into out, Deviation 3, out-parameters).
   * @param out - receives the rotated y axis (−s, c); written
   * @returns out
   * @throws Error, writing nothing, unless s and c are numbers within ±b2_maxFloat and out is an
   * object that is not frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  GetYAxis(out: b2Vec2): b2Vec2 {
    b2CheckRotation('b2Rot.GetYAxis', 'this', this);
    b2CheckOutputVector('b2Rot.GetYAxis', 'out', out);
    return b2Vec2SetUnchecked(out, -this.s, this.c);
  }
}

/**
 * Whether (s, c) is a rotation. Not in C++. The collide functions do not test this (it would cost
 * a product and a compare per call); SetSinCos, SetPositionSinCos and IsValid do.
 * @param s - the sine
 * @param c - the cosine
 * @returns whether s and c are numbers with |s² + c² − 1| <= b2_rotationTolerance (false for NaN,
 * ±Infinity and non-numbers)
 */
export function b2IsUnitRotation(s: number, c: number): boolean {
  if (typeof s !== 'number' || typeof c !== 'number') {
    return false;
  }
  const error = s * s + c * c - 1;
  return Math.abs(error) <= b2_rotationTolerance;
}

/** Throws `${where}: ...` unless (s, c) passes b2IsUnitRotation. */
export function b2CheckUnitRotation(where: string, s: number, c: number): void {
  if (!b2IsUnitRotation(s, c)) {
    const detail = typeof s === 'number' && typeof c === 'number' ? `s² + c² = ${s * s + c * c}` : 'expected two numbers';
    throw new Error(
      `${where}: (s, c) = (${b2DescribeValue(s)}, ${b2DescribeValue(c)}) is not a unit rotation (${detail}; ` +
        `|s² + c² − 1| must be at most b2_rotationTolerance = ${b2_rotationTolerance}); use Set(angle) or divide both by sqrt(s² + c²)`,
    );
  }
}

/**
 * The dot product. C++: `b2Dot` in b2_math.h.
 * @param a - a vector; only read
 * @param b - a vector; only read
 * @returns a.x*b.x + a.y*b.y
 * @throws Error unless a and b are {x, y} objects of numbers within ±b2_maxFloat (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2Dot(a: b2XY, b: b2XY): number {
  b2CheckPoint('b2Dot', 'a', a);
  b2CheckPoint('b2Dot', 'b', b);
  return a.x * b.x + a.y * b.y;
}

/**
 * The 2D cross product of two vectors. C++: `b2Cross(const b2Vec2&, const b2Vec2&)` in b2_math.h.
 * @param a - a vector; only read
 * @param b - a vector; only read
 * @returns the scalar a.x*b.y − a.y*b.x
 * @throws Error unless a and b are {x, y} objects of numbers within ±b2_maxFloat (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2Cross_V_V(a: b2XY, b: b2XY): number {
  b2CheckPoint('b2Cross_V_V', 'a', a);
  b2CheckPoint('b2Cross_V_V', 'b', b);
  return a.x * b.y - a.y * b.x;
}

/**
 * The cross product of a vector and a scalar. C++: `b2Cross(const b2Vec2&, float)` in b2_math.h
 * (returns by value; here into out, Deviation 3 in
 * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 * @param a - the vector; only read
 * @param s - the scalar
 * @param out - receives (s*a.y, −s*a.x); written, may be a
 * @returns out
 * @throws Error, writing nothing, unless a is an {x, y} and s a number, all within ±b2_maxFloat,
 * and out an object that is not frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2Cross_V_S(a: b2XY, s: number, out: b2Vec2): b2Vec2 {
  b2CheckPoint('b2Cross_V_S', 'a', a);
  b2CheckNumber('b2Cross_V_S', 's', s);
  b2CheckOutputVector('b2Cross_V_S', 'out', out);
  const ax = a.x;
  const ay = a.y;
  out.x = s * ay;
  out.y = -s * ax;
  return out;
}

/**
 * The cross product of a scalar and a vector. C++: `b2Cross(float, const b2Vec2&)` in b2_math.h
 * (returns by value; here into out, Deviation 3, out-parameters).
 * @param s - the scalar
 * @param a - the vector; only read
 * @param out - receives (−s*a.y, s*a.x); written, may be a
 * @returns out
 * @throws Error, writing nothing, unless s is a number and a an {x, y}, all within ±b2_maxFloat,
 * and out an object that is not frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2Cross_S_V(s: number, a: b2XY, out: b2Vec2): b2Vec2 {
  b2CheckNumber('b2Cross_S_V', 's', s);
  b2CheckPoint('b2Cross_S_V', 'a', a);
  b2CheckOutputVector('b2Cross_S_V', 'out', out);
  const ax = a.x;
  const ay = a.y;
  out.x = -s * ay;
  out.y = s * ax;
  return out;
}

/** a + b. `out` may be either input. Not exported from the package; unchecked. */
export function b2Add(a: b2XY, b: b2XY, out: b2Vec2): b2Vec2 {
  out.x = a.x + b.x;
  out.y = a.y + b.y;
  return out;
}

/** a - b. `out` may be either input. Not exported from the package; unchecked. */
export function b2Sub(a: b2XY, b: b2XY, out: b2Vec2): b2Vec2 {
  out.x = a.x - b.x;
  out.y = a.y - b.y;
  return out;
}

/** s * a. `out` may be `a`. Not exported from the package; unchecked. */
export function b2Scale(s: number, a: b2XY, out: b2Vec2): b2Vec2 {
  out.x = s * a.x;
  out.y = s * a.y;
  return out;
}

/** |a - b|, via C++'s (a - b).Length(). The point overload of the exported b2Distance; unchecked here. */
export function b2Distance(a: b2XY, b: b2XY): number {
  const cx = a.x - b.x;
  const cy = a.y - b.y;
  return Math.sqrt(cx * cx + cy * cy);
}

/** |a - b|², via C++'s b2Dot(c, c) with c = a - b. Not exported from the package; unchecked. */
export function b2DistanceSquared(a: b2XY, b: b2XY): number {
  const cx = a.x - b.x;
  const cy = a.y - b.y;
  return cx * cx + cy * cy;
}

/** The checks of b2Mul_R_V and its three siblings: a rotation, a vector, an output. */
export function b2CheckRotationVector(where: string, q: b2RotLike, v: b2XY, out: b2Vec2): void {
  b2CheckRotation(where, 'q', q);
  b2CheckPoint(where, 'v', v);
  b2CheckOutputVector(where, 'out', out);
}

/** The checks of b2Mul_R_R and b2MulT_R_R: two rotations and an output. */
export function b2CheckRotationRotation(where: string, q: b2RotLike, r: b2RotLike, out: b2Rot): void {
  b2CheckRotation(where, 'q', q);
  b2CheckRotation(where, 'r', r);
  b2CheckOutputRotation(where, 'out', out);
}

/**
 * Rotates a vector. C++: `b2Mul(const b2Rot&, const b2Vec2&)` in b2_math.h (returns by value;
 * here into out, Deviation 3 in
 * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 * @param q - the rotation; only read, not checked for unit length
 * @param v - the vector; only read
 * @param out - receives (c*x − s*y, s*x + c*y); written, may be v
 * @returns out
 * @throws Error, writing nothing, unless q is an {s, c} and v an {x, y} of numbers within
 * ±b2_maxFloat and out an object that is not frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2Mul_R_V(q: b2RotLike, v: b2XY, out: b2Vec2): b2Vec2 {
  b2CheckRotationVector('b2Mul_R_V', q, v, out);
  return b2Mul_R_V_Unchecked(q, v, out);
}

/**
 * Rotates a vector by the inverse rotation. C++: `b2MulT(const b2Rot&, const b2Vec2&)` in
 * b2_math.h (returns by value; here into out, Deviation 3, out-parameters).
 * @param q - the rotation; only read, not checked for unit length
 * @param v - the vector; only read
 * @param out - receives (c*x + s*y, −s*x + c*y); written, may be v
 * @returns out
 * @throws Error, writing nothing, unless q is an {s, c} and v an {x, y} of numbers within
 * ±b2_maxFloat and out an object that is not frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2MulT_R_V(q: b2RotLike, v: b2XY, out: b2Vec2): b2Vec2 {
  b2CheckRotationVector('b2MulT_R_V', q, v, out);
  return b2MulT_R_V_Unchecked(q, v, out);
}

/**
 * Composes two rotations. C++: `b2Mul(const b2Rot&, const b2Rot&)` in b2_math.h (returns by
 * value; here into out, Deviation 3, out-parameters).
 * @param q - the outer rotation; only read
 * @param r - the inner rotation; only read
 * @param out - receives q·r; written, may be q or r
 * @returns out
 * @throws Error, writing nothing, unless q and r are {s, c} objects of numbers within ±b2_maxFloat
 * and out an object that is not frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2Mul_R_R(q: b2RotLike, r: b2RotLike, out: b2Rot): b2Rot {
  b2CheckRotationRotation('b2Mul_R_R', q, r, out);
  return b2Mul_R_R_Unchecked(q, r, out);
}

/**
 * Composes the inverse of one rotation with another. C++: `b2MulT(const b2Rot&, const b2Rot&)`
 * in b2_math.h (returns by value; here into out, Deviation 3, out-parameters).
 * @param q - the rotation inverted; only read
 * @param r - the other rotation; only read
 * @param out - receives qᵀ·r; written, may be q or r
 * @returns out
 * @throws Error, writing nothing, unless q and r are {s, c} objects of numbers within ±b2_maxFloat
 * and out an object that is not frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2MulT_R_R(q: b2RotLike, r: b2RotLike, out: b2Rot): b2Rot {
  b2CheckRotationRotation('b2MulT_R_R', q, r, out);
  return b2MulT_R_R_Unchecked(q, r, out);
}

// The unchecked kernels (src/README.md rule 12): what the checked exports above compute, for the
// library's own callers, which read values they made or checked. Not exported from the package.
// Each keeps the operation order of its checked twin, so both give the same bits.

/** A b2Vec2 made without the constructor's check. */
export function b2Vec2Unchecked(x: number, y: number): b2Vec2 {
  const v = new b2Vec2();
  v.x = x;
  v.y = y;
  return v;
}

/** v.Set(x, y) without its checks. */
export function b2Vec2SetUnchecked(v: b2Vec2, x: number, y: number): b2Vec2 {
  v.x = x;
  v.y = y;
  return v;
}

/** v.SetZero() without its check. */
export function b2Vec2SetZeroUnchecked(v: b2Vec2): b2Vec2 {
  v.x = 0;
  v.y = 0;
  return v;
}

/** v.Copy(from) without its checks. */
export function b2Vec2CopyUnchecked(v: b2Vec2, from: b2XY): b2Vec2 {
  v.x = from.x;
  v.y = from.y;
  return v;
}

/** v.Normalize() without its checks. */
export function b2Vec2NormalizeUnchecked(v: b2Vec2): number {
  const length = Math.sqrt(v.x * v.x + v.y * v.y);
  if (length < b2_epsilon) {
    return 0;
  }
  // C++ multiplies by the reciprocal rather than dividing each component.
  const invLength = 1 / length;
  v.x *= invLength;
  v.y *= invLength;
  return length;
}

/** q.Set(angle) without its checks. */
export function b2RotSetUnchecked(q: b2Rot, angle: number): b2Rot {
  // Not Math.sin/Math.cos, whose last bits vary by engine (b2_fdlibm_trig.ts).
  rotSinCos[0] = angle;
  b2SinCosInPlace(rotSinCos, 0);
  q.s = rotSinCos[0];
  q.c = rotSinCos[1];
  return q;
}

/** b2Mul_R_V without its checks. */
export function b2Mul_R_V_Unchecked(q: b2RotLike, v: b2XY, out: b2Vec2): b2Vec2 {
  const vx = v.x;
  const vy = v.y;
  out.x = q.c * vx - q.s * vy;
  out.y = q.s * vx + q.c * vy;
  return out;
}

/** b2MulT_R_V without its checks. */
export function b2MulT_R_V_Unchecked(q: b2RotLike, v: b2XY, out: b2Vec2): b2Vec2 {
  const vx = v.x;
  const vy = v.y;
  out.x = q.c * vx + q.s * vy;
  out.y = -q.s * vx + q.c * vy;
  return out;
}

/** b2Mul_R_R without its checks. */
export function b2Mul_R_R_Unchecked(q: b2RotLike, r: b2RotLike, out: b2Rot): b2Rot {
  const s = q.s * r.c + q.c * r.s;
  const c = q.c * r.c - q.s * r.s;
  out.s = s;
  out.c = c;
  return out;
}

/** b2MulT_R_R without its checks. */
export function b2MulT_R_R_Unchecked(q: b2RotLike, r: b2RotLike, out: b2Rot): b2Rot {
  const s = q.c * r.s - q.s * r.c;
  const c = q.c * r.c + q.s * r.s;
  out.s = s;
  out.c = c;
  return out;
}
