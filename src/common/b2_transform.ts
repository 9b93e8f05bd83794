// b2_math.h's b2Transform and the b2Mul/b2MulT overloads that take one. Apart from b2_math.ts
// because a transform is made of views (b2_vec2_view.ts, b2_rot_view.ts), which import b2_math.
// As in b2_math.ts, the exports check what they read before their first write and the library's
// own code calls the unchecked kernels at the end of this file (src/README.md rule 12).

import {
  b2CheckRotationRotation,
  b2CheckRotationVector,
  b2CheckUnitRotation,
  b2Mul_R_R_Unchecked,
  b2Mul_R_V_Unchecked,
  b2MulT_R_R_Unchecked,
  b2MulT_R_V_Unchecked,
  b2RotSetUnchecked,
  type b2Rot,
  type b2Vec2,
  type b2XY,
  type b2RotLike,
} from './b2_math';
import { b2DescribeValue } from './b2_describe_value';
import { b2CheckNumber, b2CheckNumbers2, b2CheckOutputTransform, b2CheckOutputVector, b2CheckPoint, b2CheckTransformNamed } from './b2_checks';
import { b2NewTransformArray, b2TransformNumbers, type b2TransformLike } from './b2_transform_numbers';
import { b2MakeVec2View } from './b2_vec2_view';
import { b2MakeRotView } from './b2_rot_view';

export { b2NewTransformArray, b2TransformNumbers, type b2TransformLike } from './b2_transform_numbers';

// Scratch of b2TransformCopyUnchecked: the numbers of a source without m_packed.
const copyScratch = b2NewTransformArray();

/**
 * A rigid frame: translation p and rotation q. C++: `b2Transform` in b2_math.h. Its four numbers
 * live in m_packed, and p and q are views of it, so `xf.p.x = 1` and `xf.q.Set(angle)` write
 * m_packed; `xf.p = v` throws (use `xf.p.Copy(v)`). Deviation 16, transform storage, in
 * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md).
 * `SetPositionSinCos`, `Copy` and `IsValid` are not in C++ (Deviation 6).
 */
export class b2Transform {
  /**
   * The frame's four numbers, [p.x, p.y, q.s, q.c], in C++'s struct order: what the colliders, GJK
   * and b2WorldManifold read. Declared first, so allocated next to the transform (rule 11).
   */
  readonly m_packed: number[] = b2NewTransformArray();
  /**
   * The translation: where the frame's origin lies in the parent frame (a view of m_packed[0..1]).
   * C++: `b2Transform::p`.
   */
  declare readonly p: b2Vec2;
  /** The rotation of the frame (a view of m_packed[2..3]). C++: `b2Transform::q`. */
  declare readonly q: b2Rot;

  /**
   * The identity frame. C++: `b2Transform()`, which leaves the fields unset. Never throws: the
   * views it makes are over its own array, so they skip the view constructor's check.
   */
  constructor() {
    // Read-only data properties, not accessors: `xf.p` stays a plain field load, and assigning a
    // new vector to xf.p (which would leave m_packed behind) throws in strict code.
    Object.defineProperties(this, {
      p: { value: b2MakeVec2View(this.m_packed, 0, 1), enumerable: true },
      q: { value: b2MakeRotView(this.m_packed, 2, 3), enumerable: true },
    });
  }

  /**
   * Sets the identity frame: no translation, no rotation. C++: `b2Transform::SetIdentity`.
   * @returns this transform
   * @throws Error when this transform (or its p or q) is frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  SetIdentity(): this {
    b2CheckOutputTransform('b2Transform.SetIdentity', 'this', this);
    const to = this.m_packed;
    to[0] = 0;
    to[1] = 0;
    to[2] = 0;
    to[3] = 1;
    return this;
  }

  /**
   * Sets the position and the rotation angle. C++: `b2Transform::Set`. The angle goes through
   * b2Sin and b2Cos (see b2Rot.Set); `SetPositionSinCos` takes the sine and cosine themselves.
   * @param position - the origin in the parent frame, a b2Vec2 or any `{ x, y }`; copied, only read
   * @param angle - the rotation in radians
   * @returns this transform
   * @throws Error, writing nothing, unless position is an {x, y} and angle a number, all within
   * ±b2_maxFloat, and this transform is not frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Set(position: b2XY, angle: number): this {
    b2CheckPoint('b2Transform.Set', 'position', position);
    b2CheckNumber('b2Transform.Set', 'angle', angle);
    b2CheckOutputTransform('b2Transform.Set', 'this', this);
    const p = this.p;
    p.x = position.x;
    p.y = position.y;
    b2RotSetUnchecked(this.q, angle);
    return this;
  }

  /**
   * Sets the position and the rotation as (s, c), with no trigonometry. Not in C++ (Deviation 6,
   * additions with no C++ twin, in
   * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
   * @param x - the origin's x in the parent frame
   * @param y - the origin's y in the parent frame
   * @param s - the sine of the rotation
   * @param c - the cosine of the rotation
   * @returns this transform
   * @throws Error, writing nothing, unless x and y are numbers within ±b2_maxFloat, |s² + c² − 1|
   * <= b2_rotationTolerance, as b2Rot.SetSinCos, and this transform is not frozen ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  SetPositionSinCos(x: number, y: number, s: number, c: number): this {
    b2CheckNumbers2('b2Transform.SetPositionSinCos', 'x', x, 'y', y);
    b2CheckUnitRotation('b2Transform.SetPositionSinCos', s, c);
    b2CheckOutputTransform('b2Transform.SetPositionSinCos', 'this', this);
    const to = this.m_packed;
    to[0] = x;
    to[1] = y;
    to[2] = s;
    to[3] = c;
    return this;
  }

  /**
   * Copies the position and the rotation of xf (the rotation not checked for unit length). Not in
   * C++ (there, the assignment).
   * @param xf - the frame to copy, a b2Transform or any `{ p: {x, y}, q: {s, c} }`; only read
   * @returns this transform
   * @throws Error, writing nothing, unless xf's four numbers are numbers within ±b2_maxFloat and
   * this transform is not frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Copy(xf: b2TransformLike): this {
    b2CheckTransformNamed('b2Transform.Copy', 'xf', xf);
    b2CheckOutputTransform('b2Transform.Copy', 'this', this);
    b2TransformCopyUnchecked(this, xf);
    return this;
  }

  /**
   * Not in C++. A predicate: it checks nothing and is false for non-numbers.
   * @returns whether all four numbers are finite and |s² + c² − 1| <= b2_rotationTolerance
   */
  IsValid(): boolean {
    return this.p.IsValid() && this.q.IsValid();
  }
}

/** The checks of b2Mul_X_V and b2MulT_X_V: a transform, a vector, an output. */
function checkTransformVector(where: string, T: b2TransformLike, v: b2XY, out: b2Vec2): void {
  b2CheckTransformNamed(where, 'T', T);
  b2CheckPoint(where, 'v', v);
  b2CheckOutputVector(where, 'out', out);
}

/** The checks of b2Mul_X_X and b2MulT_X_X: two transforms and an output transform. */
function checkTransformTransform(where: string, A: b2TransformLike, B: b2TransformLike, out: b2Transform): void {
  b2CheckTransformNamed(where, 'A', A);
  b2CheckTransformNamed(where, 'B', B);
  b2CheckOutputTransform(where, 'out', out);
}

/**
 * Maps a point from a frame to its parent, as a local point to world. C++:
 * `b2Mul(const b2Transform&, const b2Vec2&)` in b2_math.h (returns by value; here into out,
 * Deviation 3, out-parameters, in
 * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 * @param T - the frame; only read, its rotation not checked for unit length
 * @param v - the point in T's frame; only read
 * @param out - receives q·v + p, in the parent frame; written, may be v
 * @returns out
 * @throws Error, writing nothing, unless T's four numbers and v's two are numbers within
 * ±b2_maxFloat and out is an object that is not frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2Mul_X_V(T: b2TransformLike, v: b2XY, out: b2Vec2): b2Vec2 {
  checkTransformVector('b2Mul_X_V', T, v, out);
  return b2Mul_X_V_Unchecked(T, v, out);
}

/**
 * Maps a point from the parent frame into a frame, as a world point to local. C++:
 * `b2MulT(const b2Transform&, const b2Vec2&)` in b2_math.h (returns by value; here into out,
 * Deviation 3, out-parameters).
 * @param T - the frame; only read, its rotation not checked for unit length
 * @param v - the point in the parent frame; only read
 * @param out - receives qᵀ·(v − p), in T's frame; written, may be v
 * @returns out
 * @throws Error, writing nothing, unless T's four numbers and v's two are numbers within
 * ±b2_maxFloat and out is an object that is not frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2MulT_X_V(T: b2TransformLike, v: b2XY, out: b2Vec2): b2Vec2 {
  checkTransformVector('b2MulT_X_V', T, v, out);
  return b2MulT_X_V_Unchecked(T, v, out);
}

/**
 * Composes two frames: B given in A's frame, expressed in A's parent. C++:
 * `b2Mul(const b2Transform&, const b2Transform&)` in b2_math.h (returns by value; here into out,
 * Deviation 3, out-parameters).
 * @param A - the outer frame; only read
 * @param B - the inner frame, in A's frame; only read
 * @param out - receives q = A.q·B.q, p = A.q·B.p + A.p; written, may be A or B
 * @returns out
 * @throws Error, writing nothing, unless A's and B's numbers are numbers within ±b2_maxFloat and
 * out is a transform that is not frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2Mul_X_X(A: b2TransformLike, B: b2TransformLike, out: b2Transform): b2Transform {
  checkTransformTransform('b2Mul_X_X', A, B, out);
  return b2Mul_X_X_Unchecked(A, B, out);
}

/**
 * Expresses frame B in frame A, both given in the same parent (B relative to A). C++:
 * `b2MulT(const b2Transform&, const b2Transform&)` in b2_math.h (returns by value; here into out,
 * Deviation 3, out-parameters).
 * @param A - the reference frame; only read
 * @param B - the frame to express; only read
 * @param out - receives q = A.qᵀ·B.q, p = A.qᵀ·(B.p − A.p); written, may be A or B
 * @returns out
 * @throws Error, writing nothing, unless A's and B's numbers are numbers within ±b2_maxFloat and
 * out is a transform that is not frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2MulT_X_X(A: b2TransformLike, B: b2TransformLike, out: b2Transform): b2Transform {
  checkTransformTransform('b2MulT_X_X', A, B, out);
  return b2MulT_X_X_Unchecked(A, B, out);
}

/**
 * Classifies an operand of b2Mul/b2MulT by its fields: `p` and `q` make a transform, `s` and `c`
 * a rotation, `x` and `y` a vector. Not instanceof: objects from another copy of the library (its
 * ESM and CJS builds, or the float64 and float32 builds, loaded in one process) and plain objects
 * of the same shape must work too. Throws on anything else rather than computing NaN.
 */
function b2MulOperandOf(where: string, name: string, v: unknown): 'transform' | 'rotation' | 'vector' {
  if (typeof v === 'object' && v !== null) {
    if ('p' in v && 'q' in v) return 'transform';
    if ('s' in v && 'c' in v) return 'rotation';
    if ('x' in v && 'y' in v) return 'vector';
  }
  throw new TypeError(`${where}: ${name} must be a transform {p, q}, a rotation {s, c} or a vector {x, y}, got ${b2DescribeValue(v)}`);
}

/** The C++ overload of b2Mul/b2MulT that takes a and b: 'RV', 'XV', 'RR' or 'XX'. */
function b2MulPick(where: string, a: unknown, b: unknown): 'RV' | 'XV' | 'RR' | 'XX' {
  const kindA = b2MulOperandOf(where, 'a', a);
  const kindB = b2MulOperandOf(where, 'b', b);
  if (kindA === 'rotation' && kindB === 'vector') return 'RV';
  if (kindA === 'transform' && kindB === 'vector') return 'XV';
  if (kindA === 'rotation' && kindB === 'rotation') return 'RR';
  if (kindA === 'transform' && kindB === 'transform') return 'XX';
  throw new TypeError(`${where}: no overload takes a ${kindA} and a ${kindB} (C++ has rotation·vector, transform·vector, rotation·rotation and transform·transform)`);
}

/**
 * C++'s overloaded `b2Mul` (b2_math.h) for code that is not on a hot path: rotation·vector,
 * transform·point, rotation·rotation or transform∘transform, chosen by the arguments' fields (a
 * transform has `p` and `q`, a rotation `s` and `c`), so any Box2D-shaped object works. Hot paths
 * call the typed functions (b2Mul_R_V, b2Mul_X_V, b2Mul_R_R, b2Mul_X_X). Deviation 3,
 * out-parameters, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md).
 * @param a - a rotation or transform; only read
 * @param b - a vector, rotation or transform; only read
 * @param out - receives the product, of b's kind; written, may be a or b
 * @returns out
 * @throws TypeError when a or b is none of transform, rotation and vector, or the pair is not
 * one of C++'s four overloads; Error, writing nothing, as the typed function of the overload
 * throws, named b2Mul ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2Mul(a: b2RotLike, b: b2XY, out: b2Vec2): b2Vec2;
export function b2Mul(a: b2TransformLike, b: b2XY, out: b2Vec2): b2Vec2;
export function b2Mul(a: b2RotLike, b: b2RotLike, out: b2Rot): b2Rot;
export function b2Mul(a: b2TransformLike, b: b2TransformLike, out: b2Transform): b2Transform;
export function b2Mul(a: unknown, b: unknown, out: unknown): unknown {
  switch (b2MulPick('b2Mul', a, b)) {
    case 'RV':
      b2CheckRotationVector('b2Mul', a as b2Rot, b as b2Vec2, out as b2Vec2);
      return b2Mul_R_V_Unchecked(a as b2Rot, b as b2Vec2, out as b2Vec2);
    case 'XV':
      checkTransformVector('b2Mul', a as b2Transform, b as b2Vec2, out as b2Vec2);
      return b2Mul_X_V_Unchecked(a as b2Transform, b as b2Vec2, out as b2Vec2);
    case 'RR':
      b2CheckRotationRotation('b2Mul', a as b2Rot, b as b2Rot, out as b2Rot);
      return b2Mul_R_R_Unchecked(a as b2Rot, b as b2Rot, out as b2Rot);
    default:
      checkTransformTransform('b2Mul', a as b2Transform, b as b2Transform, out as b2Transform);
      return b2Mul_X_X_Unchecked(a as b2Transform, b as b2Transform, out as b2Transform);
  }
}

/**
 * C++'s overloaded `b2MulT` (b2_math.h): the inverse of a applied to b, the overload chosen as
 * {@link b2Mul} chooses it.
 * @param a - a rotation or transform, inverted; only read
 * @param b - a vector, rotation or transform; only read
 * @param out - receives the product, of b's kind; written, may be a or b
 * @returns out
 * @throws TypeError when a or b is none of transform, rotation and vector, or the pair is not
 * one of C++'s four overloads; Error, writing nothing, as the typed function of the overload
 * throws, named b2MulT ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2MulT(a: b2RotLike, b: b2XY, out: b2Vec2): b2Vec2;
export function b2MulT(a: b2TransformLike, b: b2XY, out: b2Vec2): b2Vec2;
export function b2MulT(a: b2RotLike, b: b2RotLike, out: b2Rot): b2Rot;
export function b2MulT(a: b2TransformLike, b: b2TransformLike, out: b2Transform): b2Transform;
export function b2MulT(a: unknown, b: unknown, out: unknown): unknown {
  switch (b2MulPick('b2MulT', a, b)) {
    case 'RV':
      b2CheckRotationVector('b2MulT', a as b2Rot, b as b2Vec2, out as b2Vec2);
      return b2MulT_R_V_Unchecked(a as b2Rot, b as b2Vec2, out as b2Vec2);
    case 'XV':
      checkTransformVector('b2MulT', a as b2Transform, b as b2Vec2, out as b2Vec2);
      return b2MulT_X_V_Unchecked(a as b2Transform, b as b2Vec2, out as b2Vec2);
    case 'RR':
      b2CheckRotationRotation('b2MulT', a as b2Rot, b as b2Rot, out as b2Rot);
      return b2MulT_R_R_Unchecked(a as b2Rot, b as b2Rot, out as b2Rot);
    default:
      checkTransformTransform('b2MulT', a as b2Transform, b as b2Transform, out as b2Transform);
      return b2MulT_X_X_Unchecked(a as b2Transform, b as b2Transform, out as b2Transform);
  }
}

// The unchecked kernels (src/README.md rule 12), for the library's own callers. Not exported from
// the package; each keeps its checked twin's operation order.

// Scratch of the kernels below: the numbers of a transform without m_packed.
const mulScratchA = b2NewTransformArray();
const mulScratchB = b2NewTransformArray();

/** to.Copy(from) without its checks: array to array (b2TestOverlap copies two transforms per call). */
export function b2TransformCopyUnchecked(to: b2Transform, from: b2TransformLike): b2Transform {
  const f = b2TransformNumbers(from, copyScratch);
  const t = to.m_packed;
  t[0] = f[0];
  t[1] = f[1];
  t[2] = f[2];
  t[3] = f[3];
  return to;
}

/** b2Mul_X_V without its checks. */
export function b2Mul_X_V_Unchecked(T: b2TransformLike, v: b2XY, out: b2Vec2): b2Vec2 {
  const t = b2TransformNumbers(T, mulScratchA); // [p.x, p.y, q.s, q.c] (rule 11)
  const vx = v.x;
  const vy = v.y;
  out.x = t[3] * vx - t[2] * vy + t[0];
  out.y = t[2] * vx + t[3] * vy + t[1];
  return out;
}

/** b2MulT_X_V without its checks. */
export function b2MulT_X_V_Unchecked(T: b2TransformLike, v: b2XY, out: b2Vec2): b2Vec2 {
  const t = b2TransformNumbers(T, mulScratchA);
  const px = v.x - t[0];
  const py = v.y - t[1];
  out.x = t[3] * px + t[2] * py;
  out.y = -t[2] * px + t[3] * py;
  return out;
}

/** b2Mul_X_X without its checks. */
export function b2Mul_X_X_Unchecked(A: b2TransformLike, B: b2TransformLike, out: b2Transform): b2Transform {
  const a = b2TransformNumbers(A, mulScratchA);
  const b = b2TransformNumbers(B, mulScratchB);
  const aqs = a[2];
  const aqc = a[3];
  const bqs = b[2];
  const bqc = b[3];
  const bpx = b[0];
  const bpy = b[1];
  const px = aqc * bpx - aqs * bpy + a[0];
  const py = aqs * bpx + aqc * bpy + a[1];
  out.q.s = aqs * bqc + aqc * bqs;
  out.q.c = aqc * bqc - aqs * bqs;
  out.p.x = px;
  out.p.y = py;
  return out;
}

/** b2MulT_X_X without its checks. */
export function b2MulT_X_X_Unchecked(A: b2TransformLike, B: b2TransformLike, out: b2Transform): b2Transform {
  const a = b2TransformNumbers(A, mulScratchA);
  const b = b2TransformNumbers(B, mulScratchB);
  const aqs = a[2];
  const aqc = a[3];
  const bqs = b[2];
  const bqc = b[3];
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  out.q.s = aqc * bqs - aqs * bqc;
  out.q.c = aqc * bqc + aqs * bqs;
  out.p.x = aqc * dx + aqs * dy;
  out.p.y = -aqs * dx + aqc * dy;
  return out;
}
