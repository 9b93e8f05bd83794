// Box2D v2.4.1 vector math (b2_math.h) with the same names and the same floating-point operation
// order. Everything that returns a vector writes into an `out` argument, so callers on hot paths
// allocate nothing; `out` may alias an input only where the doc comment says so.

import { b2_epsilon, b2_rotationTolerance } from './b2_settings';
import { b2DescribeValue } from './b2_describe_value';
import { b2Atan2, b2SinCosInPlace } from './b2_fdlibm_trig';

/** True when x is a finite number (C++ b2IsValid). */
export function b2IsValid(x: number): boolean {
  return Number.isFinite(x);
}

/** Something with numeric x and y; b2Vec2 or a plain { x, y } object. */
export interface b2XY {
  /** The x coordinate. */
  readonly x: number;
  /** The y coordinate. */
  readonly y: number;
}

/** A 2D column vector. */
export class b2Vec2 {
  constructor(
    /** The x coordinate. */
    public x = 0,
    /** The y coordinate. */
    public y = 0,
  ) {}

  /** Sets both coordinates to 0. */
  SetZero(): this {
    this.x = 0;
    this.y = 0;
    return this;
  }

  /** Sets both coordinates. */
  Set(x: number, y: number): this {
    this.x = x;
    this.y = y;
    return this;
  }

  /** Copies the coordinates of v (the C++ assignment). */
  Copy(v: Readonly<b2Vec2>): this {
    this.x = v.x;
    this.y = v.y;
    return this;
  }

  /** A new b2Vec2 with the same coordinates. */
  Clone(): b2Vec2 {
    return new b2Vec2(this.x, this.y);
  }

  /** sqrt(x*x + y*y), as C++ Length(). */
  Length(): number {
    return Math.sqrt(this.x * this.x + this.y * this.y);
  }

  /** x*x + y*y: the squared length, with no square root. */
  LengthSquared(): number {
    return this.x * this.x + this.y * this.y;
  }

  /**
   * Scales this vector to unit length and returns the old length. A vector shorter than
   * b2_epsilon is left unchanged and 0 is returned, as in C++.
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

  /** True when both coordinates are finite. */
  IsValid(): boolean {
    return Number.isFinite(this.x) && Number.isFinite(this.y);
  }
}

/** b2Rot.Set's angle in, its sine and cosine out (rule 3: no double crosses the call). */
const rotSinCos = new Float64Array(2);

/** A rotation stored as its sine and cosine. */
export class b2Rot {
  constructor(
    /** The sine of the angle. */
    public s = 0,
    /** The cosine of the angle. */
    public c = 1,
  ) {}

  /** Sets the rotation from an angle in radians. Not in C++: throws unless angle is a finite number. */
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
   * Sets the rotation from its sine and cosine. Not in C++: throws unless both are finite numbers
   * with |s² + c² − 1| <= b2_rotationTolerance (a rotation of (0, 0) gave two contact points,
   * non-unit ones world normals of length 10).
   */
  SetSinCos(s: number, c: number): this {
    b2CheckUnitRotation('b2Rot.SetSinCos', s, c);
    this.s = s;
    this.c = c;
    return this;
  }

  /** Sets the zero rotation: s = 0, c = 1. */
  SetIdentity(): this {
    this.s = 0;
    this.c = 1;
    return this;
  }

  /** Copies the sine and cosine of q. */
  Copy(q: Readonly<b2Rot>): this {
    this.s = q.s;
    this.c = q.c;
    return this;
  }

  /** Not in C++: true when s and c are finite numbers with |s² + c² − 1| <= b2_rotationTolerance. */
  IsValid(): boolean {
    return b2IsUnitRotation(this.s, this.c);
  }

  /** The angle in radians, atan2(s, c) (b2Atan2: the same bits in every engine). */
  GetAngle(): number {
    return b2Atan2(this.s, this.c);
  }

  /** The rotated x axis, (c, s). */
  GetXAxis(out: b2Vec2): b2Vec2 {
    return out.Set(this.c, this.s);
  }

  /** The rotated y axis, (-s, c). */
  GetYAxis(out: b2Vec2): b2Vec2 {
    return out.Set(-this.s, this.c);
  }
}

/**
 * Not in C++: true when s and c are finite numbers on the unit circle within
 * b2_rotationTolerance. The collide functions do not test this (it would cost a product and a
 * compare per call); SetSinCos, SetPositionSinCos and IsValid do.
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

/** a · b */
export function b2Dot(a: Readonly<b2Vec2>, b: Readonly<b2Vec2>): number {
  return a.x * b.x + a.y * b.y;
}

/** The 2D cross product of two vectors, a scalar: a.x*b.y - a.y*b.x. */
export function b2Cross_V_V(a: Readonly<b2Vec2>, b: Readonly<b2Vec2>): number {
  return a.x * b.y - a.y * b.x;
}

/** a × s = (s*a.y, -s*a.x). `out` may be `a`. */
export function b2Cross_V_S(a: Readonly<b2Vec2>, s: number, out: b2Vec2): b2Vec2 {
  const ax = a.x;
  const ay = a.y;
  out.x = s * ay;
  out.y = -s * ax;
  return out;
}

/** s × a = (-s*a.y, s*a.x). `out` may be `a`. */
export function b2Cross_S_V(s: number, a: Readonly<b2Vec2>, out: b2Vec2): b2Vec2 {
  const ax = a.x;
  const ay = a.y;
  out.x = -s * ay;
  out.y = s * ax;
  return out;
}

/** a + b. `out` may be either input. */
export function b2Add(a: Readonly<b2Vec2>, b: Readonly<b2Vec2>, out: b2Vec2): b2Vec2 {
  out.x = a.x + b.x;
  out.y = a.y + b.y;
  return out;
}

/** a - b. `out` may be either input. */
export function b2Sub(a: Readonly<b2Vec2>, b: Readonly<b2Vec2>, out: b2Vec2): b2Vec2 {
  out.x = a.x - b.x;
  out.y = a.y - b.y;
  return out;
}

/** s * a. `out` may be `a`. */
export function b2Scale(s: number, a: Readonly<b2Vec2>, out: b2Vec2): b2Vec2 {
  out.x = s * a.x;
  out.y = s * a.y;
  return out;
}

/** |a - b|, via C++'s (a - b).Length(). */
export function b2Distance(a: Readonly<b2Vec2>, b: Readonly<b2Vec2>): number {
  const cx = a.x - b.x;
  const cy = a.y - b.y;
  return Math.sqrt(cx * cx + cy * cy);
}

/** |a - b|², via C++'s b2Dot(c, c) with c = a - b. */
export function b2DistanceSquared(a: Readonly<b2Vec2>, b: Readonly<b2Vec2>): number {
  const cx = a.x - b.x;
  const cy = a.y - b.y;
  return cx * cx + cy * cy;
}

/** Rotates v by q: (c*x - s*y, s*x + c*y). `out` may be `v`. */
export function b2Mul_R_V(q: Readonly<b2Rot>, v: Readonly<b2Vec2>, out: b2Vec2): b2Vec2 {
  const vx = v.x;
  const vy = v.y;
  out.x = q.c * vx - q.s * vy;
  out.y = q.s * vx + q.c * vy;
  return out;
}

/** Rotates v by the inverse of q: (c*x + s*y, -s*x + c*y). `out` may be `v`. */
export function b2MulT_R_V(q: Readonly<b2Rot>, v: Readonly<b2Vec2>, out: b2Vec2): b2Vec2 {
  const vx = v.x;
  const vy = v.y;
  out.x = q.c * vx + q.s * vy;
  out.y = -q.s * vx + q.c * vy;
  return out;
}

/** The rotation q·r. `out` may be either input. */
export function b2Mul_R_R(q: Readonly<b2Rot>, r: Readonly<b2Rot>, out: b2Rot): b2Rot {
  const s = q.s * r.c + q.c * r.s;
  const c = q.c * r.c - q.s * r.s;
  out.s = s;
  out.c = c;
  return out;
}

/** The rotation qᵀ·r. `out` may be either input. */
export function b2MulT_R_R(q: Readonly<b2Rot>, r: Readonly<b2Rot>, out: b2Rot): b2Rot {
  const s = q.c * r.s - q.s * r.c;
  const c = q.c * r.c + q.s * r.s;
  out.s = s;
  out.c = c;
  return out;
}
