// The checked public vector primitives of `b2collide/v3` (math_functions.h's inline b2Vec2
// functions): each checks every vector and number it reads and the b2Vec2 it writes, naming
// itself in the error before any write, then calls the unchecked kernel of math_functions.ts,
// which the library's own code calls directly (src/v3/README.md, rule C).

import { checkNumber, checkOutVec2, checkVec } from './checks';
import * as K from './math_functions';

type b2Vec2 = K.b2Vec2;

/** The checks of a function writing out from two vectors a and b. */
function checkOutAB(where: string, out: b2Vec2, a: b2Vec2, b: b2Vec2): void {
  checkVec(where, 'a', a);
  checkVec(where, 'b', b);
  checkOutVec2(where, 'out', out);
}

/** The checks of a function writing out from one vector. */
function checkOutV(where: string, name: string, out: b2Vec2, v: b2Vec2): void {
  checkVec(where, name, v);
  checkOutVec2(where, 'out', out);
}

/**
 * C: `b2Dot` in math_functions.h.
 * @param a - a vector; only read
 * @param b - a vector; only read
 * @returns a.x·b.x + a.y·b.y
 * @throws Error when a or b is not a b2Vec2 of numbers within ±FLT_MAX
 */
export function b2Dot(a: b2Vec2, b: b2Vec2): number {
  checkVec('b2Dot', 'a', a);
  checkVec('b2Dot', 'b', b);
  return K.b2Dot(a, b);
}

/**
 * The 2D cross product, a scalar. C: `b2Cross` in math_functions.h.
 * @param a - a vector; only read
 * @param b - a vector; only read
 * @returns a.x·b.y − a.y·b.x
 * @throws Error when a or b is not a b2Vec2 of numbers within ±FLT_MAX
 */
export function b2Cross(a: b2Vec2, b: b2Vec2): number {
  checkVec('b2Cross', 'a', a);
  checkVec('b2Cross', 'b', b);
  return K.b2Cross(a, b);
}

/**
 * {s·v.y, −s·v.x}. C: `b2CrossVS` in math_functions.h.
 * @param out - written (may be v)
 * @param v - a vector; only read
 * @param s - a scalar
 * @returns out
 * @throws Error, writing nothing, when v is not a b2Vec2 or s not a number (within ±FLT_MAX), or out is not a writable b2Vec2
 */
// f32: exact (the float32 kernel rounds its numbers on entry; passed on as given, none is boxed for the call)
export function b2CrossVS(out: b2Vec2, v: b2Vec2, s: number): b2Vec2 {
  checkVec('b2CrossVS', 'v', v);
  checkNumber('b2CrossVS', 's', s);
  checkOutVec2('b2CrossVS', 'out', out);
  return K.b2CrossVS(out, v, s);
}

/**
 * {−s·v.y, s·v.x}. C: `b2CrossSV` in math_functions.h.
 * @param out - written (may be v)
 * @param s - a scalar
 * @param v - a vector; only read
 * @returns out
 * @throws Error, writing nothing, when s is not a number or v not a b2Vec2 (within ±FLT_MAX), or out is not a writable b2Vec2
 */
// f32: exact (the float32 kernel rounds its numbers on entry; passed on as given, none is boxed for the call)
export function b2CrossSV(out: b2Vec2, s: number, v: b2Vec2): b2Vec2 {
  checkNumber('b2CrossSV', 's', s);
  checkVec('b2CrossSV', 'v', v);
  checkOutVec2('b2CrossSV', 'out', out);
  return K.b2CrossSV(out, s, v);
}

/**
 * {−v.y, v.x}. C: `b2LeftPerp` in math_functions.h.
 * @param out - written (may be v)
 * @param v - a vector; only read
 * @returns out
 * @throws Error, writing nothing, when v is not a b2Vec2 of numbers within ±FLT_MAX or out is not a writable b2Vec2
 */
export function b2LeftPerp(out: b2Vec2, v: b2Vec2): b2Vec2 {
  checkOutV('b2LeftPerp', 'v', out, v);
  return K.b2LeftPerp(out, v);
}

/**
 * {v.y, −v.x}. C: `b2RightPerp` in math_functions.h.
 * @param out - written (may be v)
 * @param v - a vector; only read
 * @returns out
 * @throws Error, writing nothing, when v is not a b2Vec2 of numbers within ±FLT_MAX or out is not a writable b2Vec2
 */
export function b2RightPerp(out: b2Vec2, v: b2Vec2): b2Vec2 {
  checkOutV('b2RightPerp', 'v', out, v);
  return K.b2RightPerp(out, v);
}

/**
 * a + b. C: `b2Add` in math_functions.h.
 * @param out - written (may be a or b)
 * @param a - a vector; only read
 * @param b - a vector; only read
 * @returns out
 * @throws Error, writing nothing, when a or b is not a b2Vec2 of numbers within ±FLT_MAX or out is not a writable b2Vec2
 */
export function b2Add(out: b2Vec2, a: b2Vec2, b: b2Vec2): b2Vec2 {
  checkOutAB('b2Add', out, a, b);
  return K.b2Add(out, a, b);
}

/**
 * a − b. C: `b2Sub` in math_functions.h.
 * @param out - written (may be a or b)
 * @param a - a vector; only read
 * @param b - a vector; only read
 * @returns out
 * @throws Error, writing nothing, when a or b is not a b2Vec2 of numbers within ±FLT_MAX or out is not a writable b2Vec2
 */
export function b2Sub(out: b2Vec2, a: b2Vec2, b: b2Vec2): b2Vec2 {
  checkOutAB('b2Sub', out, a, b);
  return K.b2Sub(out, a, b);
}

/**
 * −a. C: `b2Neg` in math_functions.h.
 * @param out - written (may be a)
 * @param a - a vector; only read
 * @returns out
 * @throws Error, writing nothing, when a is not a b2Vec2 of numbers within ±FLT_MAX or out is not a writable b2Vec2
 */
export function b2Neg(out: b2Vec2, a: b2Vec2): b2Vec2 {
  checkOutV('b2Neg', 'a', out, a);
  return K.b2Neg(out, a);
}

/**
 * (1 − t)·a + t·b. C: `b2Lerp` in math_functions.h.
 * @param out - written (may be a or b)
 * @param a - a vector; only read
 * @param b - a vector; only read
 * @param t - the fraction
 * @returns out
 * @throws Error, writing nothing, when a or b is not a b2Vec2 or t not a number (within ±FLT_MAX), or out is not a writable b2Vec2
 */
// f32: exact (the float32 kernel rounds its numbers on entry; passed on as given, none is boxed for the call)
export function b2Lerp(out: b2Vec2, a: b2Vec2, b: b2Vec2, t: number): b2Vec2 {
  checkNumber('b2Lerp', 't', t);
  checkOutAB('b2Lerp', out, a, b);
  return K.b2Lerp(out, a, b, t);
}

/**
 * The component-wise product {a.x·b.x, a.y·b.y}. C: `b2Mul` in math_functions.h.
 * @param out - written (may be a or b)
 * @param a - a vector; only read
 * @param b - a vector; only read
 * @returns out
 * @throws Error, writing nothing, when a or b is not a b2Vec2 of numbers within ±FLT_MAX or out is not a writable b2Vec2
 */
export function b2Mul(out: b2Vec2, a: b2Vec2, b: b2Vec2): b2Vec2 {
  checkOutAB('b2Mul', out, a, b);
  return K.b2Mul(out, a, b);
}

/**
 * s·v. C: `b2MulSV` in math_functions.h.
 * @param out - written (may be v)
 * @param s - a scalar
 * @param v - a vector; only read
 * @returns out
 * @throws Error, writing nothing, when s is not a number or v not a b2Vec2 (within ±FLT_MAX), or out is not a writable b2Vec2
 */
// f32: exact (the float32 kernel rounds its numbers on entry; passed on as given, none is boxed for the call)
export function b2MulSV(out: b2Vec2, s: number, v: b2Vec2): b2Vec2 {
  checkNumber('b2MulSV', 's', s);
  checkOutV('b2MulSV', 'v', out, v);
  return K.b2MulSV(out, s, v);
}

/**
 * a + s·b. C: `b2MulAdd` in math_functions.h.
 * @param out - written (may be a or b)
 * @param a - a vector; only read
 * @param s - a scalar
 * @param b - a vector; only read
 * @returns out
 * @throws Error, writing nothing, when a or b is not a b2Vec2 or s not a number (within ±FLT_MAX), or out is not a writable b2Vec2
 */
// f32: exact (the float32 kernel rounds its numbers on entry; passed on as given, none is boxed for the call)
export function b2MulAdd(out: b2Vec2, a: b2Vec2, s: number, b: b2Vec2): b2Vec2 {
  checkNumber('b2MulAdd', 's', s);
  checkOutAB('b2MulAdd', out, a, b);
  return K.b2MulAdd(out, a, s, b);
}

/**
 * a − s·b. C: `b2MulSub` in math_functions.h.
 * @param out - written (may be a or b)
 * @param a - a vector; only read
 * @param s - a scalar
 * @param b - a vector; only read
 * @returns out
 * @throws Error, writing nothing, when a or b is not a b2Vec2 or s not a number (within ±FLT_MAX), or out is not a writable b2Vec2
 */
// f32: exact (the float32 kernel rounds its numbers on entry; passed on as given, none is boxed for the call)
export function b2MulSub(out: b2Vec2, a: b2Vec2, s: number, b: b2Vec2): b2Vec2 {
  checkNumber('b2MulSub', 's', s);
  checkOutAB('b2MulSub', out, a, b);
  return K.b2MulSub(out, a, s, b);
}

/**
 * {|a.x|, |a.y|}. C: `b2Abs` in math_functions.h.
 * @param out - written (may be a)
 * @param a - a vector; only read
 * @returns out
 * @throws Error, writing nothing, when a is not a b2Vec2 of numbers within ±FLT_MAX or out is not a writable b2Vec2
 */
export function b2Abs(out: b2Vec2, a: b2Vec2): b2Vec2 {
  checkOutV('b2Abs', 'a', out, a);
  return K.b2Abs(out, a);
}

/**
 * The component-wise minimum. C: `b2Min` in math_functions.h.
 * @param out - written (may be a or b)
 * @param a - a vector; only read
 * @param b - a vector; only read
 * @returns out
 * @throws Error, writing nothing, when a or b is not a b2Vec2 of numbers within ±FLT_MAX or out is not a writable b2Vec2
 */
export function b2Min(out: b2Vec2, a: b2Vec2, b: b2Vec2): b2Vec2 {
  checkOutAB('b2Min', out, a, b);
  return K.b2Min(out, a, b);
}

/**
 * The component-wise maximum. C: `b2Max` in math_functions.h.
 * @param out - written (may be a or b)
 * @param a - a vector; only read
 * @param b - a vector; only read
 * @returns out
 * @throws Error, writing nothing, when a or b is not a b2Vec2 of numbers within ±FLT_MAX or out is not a writable b2Vec2
 */
export function b2Max(out: b2Vec2, a: b2Vec2, b: b2Vec2): b2Vec2 {
  checkOutAB('b2Max', out, a, b);
  return K.b2Max(out, a, b);
}

/**
 * v clamped component-wise to [a, b]. C: `b2Clamp` in math_functions.h.
 * @param out - written (may be v, a or b)
 * @param v - a vector; only read
 * @param a - the lower bound; only read
 * @param b - the upper bound; only read
 * @returns out
 * @throws Error, writing nothing, when v, a or b is not a b2Vec2 of numbers within ±FLT_MAX or out is not a writable b2Vec2
 */
export function b2Clamp(out: b2Vec2, v: b2Vec2, a: b2Vec2, b: b2Vec2): b2Vec2 {
  checkVec('b2Clamp', 'v', v);
  checkOutAB('b2Clamp', out, a, b);
  return K.b2Clamp(out, v, a, b);
}

/**
 * C: `b2Length` in math_functions.h.
 * @param v - a vector; only read
 * @returns sqrt(v.x² + v.y²)
 * @throws Error when v is not a b2Vec2 of numbers within ±FLT_MAX
 */
export function b2Length(v: b2Vec2): number {
  checkVec('b2Length', 'v', v);
  return K.b2Length(v);
}

/**
 * C: `b2Distance` in math_functions.h.
 * @param a - a point; only read
 * @param b - a point; only read
 * @returns the distance from a to b
 * @throws Error when a or b is not a b2Vec2 of numbers within ±FLT_MAX
 */
export function b2Distance(a: b2Vec2, b: b2Vec2): number {
  checkVec('b2Distance', 'a', a);
  checkVec('b2Distance', 'b', b);
  return K.b2Distance(a, b);
}

/**
 * C: `b2LengthSquared` in math_functions.h.
 * @param v - a vector; only read
 * @returns v.x² + v.y²
 * @throws Error when v is not a b2Vec2 of numbers within ±FLT_MAX
 */
export function b2LengthSquared(v: b2Vec2): number {
  checkVec('b2LengthSquared', 'v', v);
  return K.b2LengthSquared(v);
}

/**
 * C: `b2DistanceSquared` in math_functions.h.
 * @param a - a point; only read
 * @param b - a point; only read
 * @returns the squared distance from a to b
 * @throws Error when a or b is not a b2Vec2 of numbers within ±FLT_MAX
 */
export function b2DistanceSquared(a: b2Vec2, b: b2Vec2): number {
  checkVec('b2DistanceSquared', 'a', a);
  checkVec('b2DistanceSquared', 'b', b);
  return K.b2DistanceSquared(a, b);
}

/**
 * v scaled to unit length, or the zero vector when its length is below FLT_EPSILON.
 * C: `b2Normalize` in math_functions.h.
 * @param out - written (may be v)
 * @param v - a vector; only read
 * @returns out
 * @throws Error, writing nothing, when v is not a b2Vec2 of numbers within ±FLT_MAX or out is not a writable b2Vec2
 */
export function b2Normalize(out: b2Vec2, v: b2Vec2): b2Vec2 {
  checkOutV('b2Normalize', 'v', out, v);
  return K.b2Normalize(out, v);
}

/**
 * b2Normalize that also gives the length. C: `b2GetLengthAndNormalize(float* length, b2Vec2 v)`
 * in math_functions.h; here the unit vector goes into out and the length is returned.
 * @param out - written: v's direction, or the zero vector when the length is below FLT_EPSILON (may be v)
 * @param v - a vector; only read
 * @returns the length of v
 * @throws Error, writing nothing, when v is not a b2Vec2 of numbers within ±FLT_MAX or out is not a writable b2Vec2
 */
export function b2GetLengthAndNormalize(out: b2Vec2, v: b2Vec2): number {
  checkOutV('b2GetLengthAndNormalize', 'v', out, v);
  return K.b2GetLengthAndNormalize(out, v);
}

/**
 * Whether a has unit length: |1 − a·a| < 100·FLT_EPSILON. C: `b2IsNormalized` in math_functions.h.
 * @param a - a vector; only read
 * @returns whether a has unit length
 * @throws Error when a is not a b2Vec2 of numbers within ±FLT_MAX
 */
export function b2IsNormalized(a: b2Vec2): boolean {
  checkVec('b2IsNormalized', 'a', a);
  return K.b2IsNormalized(a);
}
