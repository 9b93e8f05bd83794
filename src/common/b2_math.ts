// Box2D v2.4.1 vector math (b2_math.h) with the same names and the same floating-point operation
// order. Everything that returns a vector writes into an `out` argument, so callers on hot paths
// allocate nothing; `out` may alias an input only where the doc comment says so.

import { b2_epsilon, b2_rotationTolerance } from './b2_settings';
import { b2DescribeValue } from './b2_describe_value';
import { b2Atan2, b2SinCosInPlace } from './b2_fdlibm_trig';

/**
 * True when x is a finite number. C++: `b2IsValid` in b2_math.h.
 * @param x - any number
 * @returns whether x is neither NaN nor ±Infinity
 */
export function b2IsValid(x: number): boolean {
  return Number.isFinite(x);
}

/**
 * Something with numeric x and y: a b2Vec2 or a plain `{ x, y }` object. Not in C++ (C++ takes a
 * `b2Vec2`); the functions that only read a point accept any such object.
 */
export interface b2XY {
  /** The x coordinate. */
  readonly x: number;
  /** The y coordinate. */
  readonly y: number;
}

/**
 * Something with numeric s and c: a b2Rot, a b2RotView or a plain `{ s, c }` object. Not in C++
 * (C++ takes `const b2Rot&`): the functions that only read a rotation take this, so another
 * engine's rotation or a literal works as well as a b2Rot.
 */
export interface b2RotLike {
  /** The sine of the angle. */
  readonly s: number;
  /** The cosine of the angle. */
  readonly c: number;
}

/**
 * A 2D column vector. C++: `b2Vec2` in b2_math.h. Members keep their C++ names; `Copy` and `Clone`
 * are not in C++ (Deviation 6, additions with no C++ twin, in
 * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 */
export class b2Vec2 {
  /**
   * C++: `b2Vec2(float x, float y)`; the C++ default constructor leaves the coordinates unset,
   * here they are 0.
   * @param x - the x coordinate
   * @param y - the y coordinate
   */
  constructor(
    /** The x coordinate. */
    public x = 0,
    /** The y coordinate. */
    public y = 0,
  ) {}

  /**
   * Sets both coordinates to 0. C++: `b2Vec2::SetZero`.
   * @returns this vector
   */
  SetZero(): this {
    this.x = 0;
    this.y = 0;
    return this;
  }

  /**
   * Sets both coordinates. C++: `b2Vec2::Set`.
   * @param x - the new x
   * @param y - the new y
   * @returns this vector
   */
  Set(x: number, y: number): this {
    this.x = x;
    this.y = y;
    return this;
  }

  /**
   * Copies the coordinates of v. Not in C++ (there, the assignment `a = v`).
   * @param v - the vector to copy; only read
   * @returns this vector
   */
  Copy(v: b2XY): this {
    this.x = v.x;
    this.y = v.y;
    return this;
  }

  /**
   * Not in C++ (there, a copy by value).
   * @returns a new b2Vec2 with the same coordinates
   */
  Clone(): b2Vec2 {
    return new b2Vec2(this.x, this.y);
  }

  /**
   * C++: `b2Vec2::Length`.
   * @returns the length, sqrt(x*x + y*y)
   */
  Length(): number {
    return Math.sqrt(this.x * this.x + this.y * this.y);
  }

  /**
   * C++: `b2Vec2::LengthSquared`.
   * @returns the squared length, x*x + y*y
   */
  LengthSquared(): number {
    return this.x * this.x + this.y * this.y;
  }

  /**
   * Scales this vector to unit length. A vector shorter than b2_epsilon is left unchanged, as in
   * C++. C++: `b2Vec2::Normalize`.
   * @returns the length before scaling, or 0 for a vector shorter than b2_epsilon
   */
  Normalize(): number {
    const length = Math.sqrt(this.x * this.x + this.y * this.y);
    if (length < b2_epsilon) {
      return 0;
    }
    // C++ multiplies by the reciprocal rather than dividing each component.
    const invLength = 1 / length;
    this.x *= invLength;
    this.y *= invLength;
    return length;
  }

  /**
   * C++: `b2Vec2::IsValid`.
   * @returns whether both coordinates are finite
   */
  IsValid(): boolean {
    return Number.isFinite(this.x) && Number.isFinite(this.y);
  }
}

/** b2Rot.Set's angle in, its sine and cosine out (rule 3: no double crosses the call). */
const rotSinCos = new Float64Array(2);

/**
 * A rotation stored as its sine and cosine. C++: `b2Rot` in b2_math.h. Members keep their C++
 * names; `SetSinCos`, `Copy` and `IsValid` are not in C++ (Deviations 2 and 6 in
 * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 */
export class b2Rot {
  /**
   * Not in C++ as such: C++'s default constructor leaves s and c unset; here the default is the
   * identity. The pair is stored as given, unchecked (use `SetSinCos` to check it).
   * @param s - the sine of the angle
   * @param c - the cosine of the angle
   */
  constructor(
    /** The sine of the angle. */
    public s = 0,
    /** The cosine of the angle. */
    public c = 1,
  ) {}

  /**
   * Sets the rotation from an angle. C++: `b2Rot::Set`. The sine and cosine are {@link b2Sin} and
   * {@link b2Cos} (the same bits in every JavaScript engine, see docs/determinism.md); in the
   * float32 build, C's sinf and cosf as in Box2D's float build.
   * @param angle - the angle in radians
   * @returns this rotation
   * @throws Error unless angle is a finite number (not in C++; see
   * [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Set(angle: number): this {
    if (!Number.isFinite(angle)) {
      throw new Error(`b2Rot.Set: the angle ${b2DescribeValue(angle)} is not a finite number`);
    }
    // Not Math.sin/Math.cos, whose last bits vary by engine (b2_fdlibm_trig.ts).
    rotSinCos[0] = angle;
    b2SinCosInPlace(rotSinCos, 0);
    this.s = rotSinCos[0];
    this.c = rotSinCos[1];
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
   * (Deviation 2; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  SetSinCos(s: number, c: number): this {
    b2CheckUnitRotation('b2Rot.SetSinCos', s, c);
    this.s = s;
    this.c = c;
    return this;
  }

  /**
   * Sets the zero rotation: s = 0, c = 1. C++: `b2Rot::SetIdentity`.
   * @returns this rotation
   */
  SetIdentity(): this {
    this.s = 0;
    this.c = 1;
    return this;
  }

  /**
   * Copies the sine and cosine of q, unchecked. Not in C++ (there, the assignment `r = q`).
   * @param q - the rotation to copy; only read
   * @returns this rotation
   */
  Copy(q: b2RotLike): this {
    this.s = q.s;
    this.c = q.c;
    return this;
  }

  /**
   * Not in C++.
   * @returns whether s and c are finite numbers with |s² + c² − 1| <= b2_rotationTolerance
   */
  IsValid(): boolean {
    return b2IsUnitRotation(this.s, this.c);
  }

  /**
   * C++: `b2Rot::GetAngle`. atan2 is {@link b2Atan2} (the same bits in every engine, see
   * docs/determinism.md); in the float32 build it is C's atan2f, as in Box2D's float build.
   * @returns the angle in radians, atan2(s, c), in [−π, π]
   */
  GetAngle(): number {
    return b2Atan2(this.s, this.c);
  }

  /**
   * C++: `b2Rot::GetXAxis` (returns by value; here into out, Deviation 3, out-parameters).
   * @param out - receives the rotated x axis (c, s); written
   * @returns out
   */
  GetXAxis(out: b2Vec2): b2Vec2 {
    return out.Set(this.c, this.s);
  }

  /**
   * C++: `b2Rot::GetYAxis` (returns by value; here into out, Deviation 3, out-parameters).
   * @param out - receives the rotated y axis (−s, c); written
   * @returns out
   */
  GetYAxis(out: b2Vec2): b2Vec2 {
    return out.Set(-this.s, this.c);
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
 */
export function b2Dot(a: b2XY, b: b2XY): number {
  return a.x * b.x + a.y * b.y;
}

/**
 * The 2D cross product of two vectors. C++: `b2Cross(const b2Vec2&, const b2Vec2&)` in b2_math.h.
 * @param a - a vector; only read
 * @param b - a vector; only read
 * @returns the scalar a.x*b.y − a.y*b.x
 */
export function b2Cross_V_V(a: b2XY, b: b2XY): number {
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
 */
export function b2Cross_V_S(a: b2XY, s: number, out: b2Vec2): b2Vec2 {
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
 */
export function b2Cross_S_V(s: number, a: b2XY, out: b2Vec2): b2Vec2 {
  const ax = a.x;
  const ay = a.y;
  out.x = -s * ay;
  out.y = s * ax;
  return out;
}

/** a + b. `out` may be either input. */
export function b2Add(a: b2XY, b: b2XY, out: b2Vec2): b2Vec2 {
  out.x = a.x + b.x;
  out.y = a.y + b.y;
  return out;
}

/** a - b. `out` may be either input. */
export function b2Sub(a: b2XY, b: b2XY, out: b2Vec2): b2Vec2 {
  out.x = a.x - b.x;
  out.y = a.y - b.y;
  return out;
}

/** s * a. `out` may be `a`. */
export function b2Scale(s: number, a: b2XY, out: b2Vec2): b2Vec2 {
  out.x = s * a.x;
  out.y = s * a.y;
  return out;
}

/** |a - b|, via C++'s (a - b).Length(). */
export function b2Distance(a: b2XY, b: b2XY): number {
  const cx = a.x - b.x;
  const cy = a.y - b.y;
  return Math.sqrt(cx * cx + cy * cy);
}

/** |a - b|², via C++'s b2Dot(c, c) with c = a - b. */
export function b2DistanceSquared(a: b2XY, b: b2XY): number {
  const cx = a.x - b.x;
  const cy = a.y - b.y;
  return cx * cx + cy * cy;
}

/**
 * Rotates a vector. C++: `b2Mul(const b2Rot&, const b2Vec2&)` in b2_math.h (returns by value;
 * here into out, Deviation 3 in
 * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 * @param q - the rotation; only read, not checked for unit length
 * @param v - the vector; only read
 * @param out - receives (c*x − s*y, s*x + c*y); written, may be v
 * @returns out
 */
export function b2Mul_R_V(q: b2RotLike, v: b2XY, out: b2Vec2): b2Vec2 {
  const vx = v.x;
  const vy = v.y;
  out.x = q.c * vx - q.s * vy;
  out.y = q.s * vx + q.c * vy;
  return out;
}

/**
 * Rotates a vector by the inverse rotation. C++: `b2MulT(const b2Rot&, const b2Vec2&)` in
 * b2_math.h (returns by value; here into out, Deviation 3, out-parameters).
 * @param q - the rotation; only read, not checked for unit length
 * @param v - the vector; only read
 * @param out - receives (c*x + s*y, −s*x + c*y); written, may be v
 * @returns out
 */
export function b2MulT_R_V(q: b2RotLike, v: b2XY, out: b2Vec2): b2Vec2 {
  const vx = v.x;
  const vy = v.y;
  out.x = q.c * vx + q.s * vy;
  out.y = -q.s * vx + q.c * vy;
  return out;
}

/**
 * Composes two rotations. C++: `b2Mul(const b2Rot&, const b2Rot&)` in b2_math.h (returns by
 * value; here into out, Deviation 3, out-parameters).
 * @param q - the outer rotation; only read
 * @param r - the inner rotation; only read
 * @param out - receives q·r; written, may be q or r
 * @returns out
 */
export function b2Mul_R_R(q: b2RotLike, r: b2RotLike, out: b2Rot): b2Rot {
  const s = q.s * r.c + q.c * r.s;
  const c = q.c * r.c - q.s * r.s;
  out.s = s;
  out.c = c;
  return out;
}

/**
 * Composes the inverse of one rotation with another. C++: `b2MulT(const b2Rot&, const b2Rot&)`
 * in b2_math.h (returns by value; here into out, Deviation 3, out-parameters).
 * @param q - the rotation inverted; only read
 * @param r - the other rotation; only read
 * @param out - receives qᵀ·r; written, may be q or r
 * @returns out
 */
export function b2MulT_R_R(q: b2RotLike, r: b2RotLike, out: b2Rot): b2Rot {
  const s = q.c * r.s - q.s * r.c;
  const c = q.c * r.c + q.s * r.s;
  out.s = s;
  out.c = c;
  return out;
}
