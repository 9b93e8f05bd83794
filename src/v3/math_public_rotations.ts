// The checked public rotation, transform, matrix and plane primitives of `b2collide/v3`
// (math_functions.h's inline functions on b2Rot, b2Transform, b2Mat22 and b2Plane): each checks
// what it reads and the object it writes, naming itself in the error before any write, then calls
// the unchecked kernel of math_functions.ts, which the library's own code calls directly
// (src/v3/README.md, rule C). Rotations are not tested for unit length (C asserts only).

import { checkMat, checkNumber, checkOutMat, checkOutPair, checkOutVec2, checkOutXf, checkPlane, checkRot, checkVec, checkXf, isOutRot, isRot } from './checks';
import * as K from './math_functions';

type b2Vec2 = K.b2Vec2;
type b2Rot = K.b2Rot;
type b2Transform = K.b2Transform;
type b2Mat22 = K.b2Mat22;

/** Throws unless out is a writable b2Rot. */
function checkOutRot(where: string, out: b2Rot): void {
  checkOutPair(where, 'out', out, 'b2Rot', 'c', 's');
}

/**
 * q scaled to unit length (zero when q is zero). C: `b2NormalizeRot` in math_functions.h.
 * @param out - written (may be q)
 * @param q - a rotation; only read
 * @returns out
 * @throws Error, writing nothing, when q is not a b2Rot of numbers within ±FLT_MAX or out is not a writable b2Rot
 */
export function b2NormalizeRot(out: b2Rot, q: b2Rot): b2Rot {
  checkRot('b2NormalizeRot', 'q', q);
  checkOutRot('b2NormalizeRot', out);
  return K.b2NormalizeRot(out, q);
}

/**
 * q1 advanced by deltaAngle radians, to first order, normalized. C: `b2IntegrateRotation` in math_functions.h.
 * @param out - written (may be q1)
 * @param q1 - the initial rotation; only read
 * @param deltaAngle - the angular displacement in radians
 * @returns out
 * @throws Error, writing nothing, when q1 is not a b2Rot or deltaAngle not a number (within ±FLT_MAX), or out is not a writable b2Rot
 */
// f32: exact (the float32 kernel rounds its numbers on entry; passed on as given, none is boxed for the call)
export function b2IntegrateRotation(out: b2Rot, q1: b2Rot, deltaAngle: number): b2Rot {
  // One condition, the naming apart: see b2NLerp.
  const sound = isRot(q1) && typeof deltaAngle === 'number' && isOutRot(out);
  if (!(sound && Math.abs(deltaAngle) <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    integrateRotationRefused(out, q1, deltaAngle);
  }
  return K.b2IntegrateRotation(out, q1, deltaAngle);
}

// b2IntegrateRotation's naming of the fault, in its checks' order (cold path).
// f32: exact (the value is named as given)
function integrateRotationRefused(out: b2Rot, q1: b2Rot, deltaAngle: number): void {
  checkRot('b2IntegrateRotation', 'q1', q1);
  checkNumber('b2IntegrateRotation', 'deltaAngle', deltaAngle);
  checkOutRot('b2IntegrateRotation', out);
}

/**
 * The rotation taking unit vector v1 to unit vector v2. C: `b2ComputeRotationBetweenUnitVectors`
 * in math_functions.c (which asserts unit length; not tested here either).
 * @param out - written
 * @param v1 - a unit vector; only read
 * @param v2 - a unit vector; only read
 * @returns out
 * @throws Error, writing nothing, when v1 or v2 is not a b2Vec2 of numbers within ±FLT_MAX or out is not a writable b2Rot
 */
export function b2ComputeRotationBetweenUnitVectors(out: b2Rot, v1: b2Vec2, v2: b2Vec2): b2Rot {
  checkVec('b2ComputeRotationBetweenUnitVectors', 'v1', v1);
  checkVec('b2ComputeRotationBetweenUnitVectors', 'v2', v2);
  checkOutRot('b2ComputeRotationBetweenUnitVectors', out);
  return K.b2ComputeRotationBetweenUnitVectors(out, v1, v2);
}

/**
 * Whether s² + c² lies within (1 − 0.0006, 1 + 0.0006). C: `b2IsNormalizedRot` in math_functions.h.
 * @param q - a rotation; only read
 * @returns whether q is normalized
 * @throws Error when q is not a b2Rot of numbers within ±FLT_MAX
 */
export function b2IsNormalizedRot(q: b2Rot): boolean {
  checkRot('b2IsNormalizedRot', 'q', q);
  return K.b2IsNormalizedRot(q);
}

/**
 * Normalized linear interpolation of two rotations. C: `b2NLerp` in math_functions.h.
 * @param out - written (may be q1 or q2)
 * @param q1 - the rotation at t = 0; only read
 * @param q2 - the rotation at t = 1; only read
 * @param t - the fraction
 * @returns out
 * @throws Error, writing nothing, when q1 or q2 is not a b2Rot or t not a number (within ±FLT_MAX), or out is not a writable b2Rot
 */
// f32: exact (the float32 kernel rounds its numbers on entry; passed on as given, none is boxed for the call)
export function b2NLerp(out: b2Rot, q1: b2Rot, q2: b2Rot, t: number): b2Rot {
  // One condition whose calls take objects only, the naming on the cold path: four checks in a
  // row, each passing the double t or inlined only while V8's budget lasts, left the kernel call
  // outside it in some processes, and t was boxed there (src/README.md rule 3).
  const sound = isRot(q1) && isRot(q2) && typeof t === 'number' && isOutRot(out);
  if (!(sound && Math.abs(t) <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    nlerpRefused(out, q1, q2, t);
  }
  return K.b2NLerp(out, q1, q2, t);
}

// b2NLerp's naming of the fault, in its checks' order (cold path).
// f32: exact (the value is named as given)
function nlerpRefused(out: b2Rot, q1: b2Rot, q2: b2Rot, t: number): void {
  checkRot('b2NLerp', 'q1', q1);
  checkRot('b2NLerp', 'q2', q2);
  checkNumber('b2NLerp', 't', t);
  checkOutRot('b2NLerp', out);
}

/**
 * The angular velocity turning q1 into q2 over a step. C: `b2ComputeAngularVelocity` in math_functions.h.
 * @param q1 - the initial rotation; only read
 * @param q2 - the final rotation; only read
 * @param inv_h - the inverse time step
 * @returns the angular velocity in radians per unit time
 * @throws Error when q1 or q2 is not a b2Rot or inv_h not a number (within ±FLT_MAX)
 */
export function b2ComputeAngularVelocity(q1: b2Rot, q2: b2Rot, inv_h: number): number {
  checkRot('b2ComputeAngularVelocity', 'q1', q1);
  checkRot('b2ComputeAngularVelocity', 'q2', q2);
  checkNumber('b2ComputeAngularVelocity', 'inv_h', inv_h);
  return K.b2ComputeAngularVelocity(q1, q2, inv_h);
}

/**
 * The rotated x axis {q.c, q.s}. C: `b2Rot_GetXAxis` in math_functions.h.
 * @param out - written
 * @param q - a rotation; only read
 * @returns out
 * @throws Error, writing nothing, when q is not a b2Rot of numbers within ±FLT_MAX or out is not a writable b2Vec2
 */
export function b2Rot_GetXAxis(out: b2Vec2, q: b2Rot): b2Vec2 {
  checkRot('b2Rot_GetXAxis', 'q', q);
  checkOutVec2('b2Rot_GetXAxis', 'out', out);
  return K.b2Rot_GetXAxis(out, q);
}

/**
 * The rotated y axis {−q.s, q.c}. C: `b2Rot_GetYAxis` in math_functions.h.
 * @param out - written
 * @param q - a rotation; only read
 * @returns out
 * @throws Error, writing nothing, when q is not a b2Rot of numbers within ±FLT_MAX or out is not a writable b2Vec2
 */
export function b2Rot_GetYAxis(out: b2Vec2, q: b2Rot): b2Vec2 {
  checkRot('b2Rot_GetYAxis', 'q', q);
  checkOutVec2('b2Rot_GetYAxis', 'out', out);
  return K.b2Rot_GetYAxis(out, q);
}

/**
 * q·r. C: `b2MulRot` in math_functions.h.
 * @param out - written (may be q or r)
 * @param q - a rotation; only read
 * @param r - a rotation; only read
 * @returns out
 * @throws Error, writing nothing, when q or r is not a b2Rot of numbers within ±FLT_MAX or out is not a writable b2Rot
 */
export function b2MulRot(out: b2Rot, q: b2Rot, r: b2Rot): b2Rot {
  checkRot('b2MulRot', 'q', q);
  checkRot('b2MulRot', 'r', r);
  checkOutRot('b2MulRot', out);
  return K.b2MulRot(out, q, r);
}

/**
 * qᵀ·r. C: `b2InvMulRot` in math_functions.h.
 * @param out - written (may be q or r)
 * @param q - a rotation; only read
 * @param r - a rotation; only read
 * @returns out
 * @throws Error, writing nothing, when q or r is not a b2Rot of numbers within ±FLT_MAX or out is not a writable b2Rot
 */
export function b2InvMulRot(out: b2Rot, q: b2Rot, r: b2Rot): b2Rot {
  checkRot('b2InvMulRot', 'q', q);
  checkRot('b2InvMulRot', 'r', r);
  checkOutRot('b2InvMulRot', out);
  return K.b2InvMulRot(out, q, r);
}

/**
 * q·v. C: `b2RotateVector` in math_functions.h.
 * @param out - written (may be v)
 * @param q - a rotation; only read
 * @param v - a vector; only read
 * @returns out
 * @throws Error, writing nothing, when q is not a b2Rot or v not a b2Vec2 (numbers within ±FLT_MAX), or out is not a writable b2Vec2
 */
export function b2RotateVector(out: b2Vec2, q: b2Rot, v: b2Vec2): b2Vec2 {
  checkRot('b2RotateVector', 'q', q);
  checkVec('b2RotateVector', 'v', v);
  checkOutVec2('b2RotateVector', 'out', out);
  return K.b2RotateVector(out, q, v);
}

/**
 * qᵀ·v. C: `b2InvRotateVector` in math_functions.h.
 * @param out - written (may be v)
 * @param q - a rotation; only read
 * @param v - a vector; only read
 * @returns out
 * @throws Error, writing nothing, when q is not a b2Rot or v not a b2Vec2 (numbers within ±FLT_MAX), or out is not a writable b2Vec2
 */
export function b2InvRotateVector(out: b2Vec2, q: b2Rot, v: b2Vec2): b2Vec2 {
  checkRot('b2InvRotateVector', 'q', q);
  checkVec('b2InvRotateVector', 'v', v);
  checkOutVec2('b2InvRotateVector', 'out', out);
  return K.b2InvRotateVector(out, q, v);
}

/**
 * t.q·p + t.p (local to world). C: `b2TransformPoint` in math_functions.h.
 * @param out - written (may be p)
 * @param t - a transform; only read
 * @param p - a point; only read
 * @returns out
 * @throws Error, writing nothing, when t is not a b2Transform or p not a b2Vec2 (numbers within ±FLT_MAX), or out is not a writable b2Vec2
 */
export function b2TransformPoint(out: b2Vec2, t: b2Transform, p: b2Vec2): b2Vec2 {
  checkXf('b2TransformPoint', 't', t);
  checkVec('b2TransformPoint', 'p', p);
  checkOutVec2('b2TransformPoint', 'out', out);
  return K.b2TransformPoint(out, t, p);
}

/**
 * t.qᵀ·(p − t.p) (world to local). C: `b2InvTransformPoint` in math_functions.h.
 * @param out - written (may be p)
 * @param t - a transform; only read
 * @param p - a point; only read
 * @returns out
 * @throws Error, writing nothing, when t is not a b2Transform or p not a b2Vec2 (numbers within ±FLT_MAX), or out is not a writable b2Vec2
 */
export function b2InvTransformPoint(out: b2Vec2, t: b2Transform, p: b2Vec2): b2Vec2 {
  checkXf('b2InvTransformPoint', 't', t);
  checkVec('b2InvTransformPoint', 'p', p);
  checkOutVec2('b2InvTransformPoint', 'out', out);
  return K.b2InvTransformPoint(out, t, p);
}

/**
 * A·B: frame B's points into A's parent frame. C: `b2MulTransforms` in math_functions.h.
 * @param out - written (may be A or B)
 * @param A - a transform; only read
 * @param B - a transform; only read
 * @returns out
 * @throws Error, writing nothing, when A or B is not a b2Transform of numbers within ±FLT_MAX or out is not a writable b2Transform
 */
export function b2MulTransforms(out: b2Transform, A: b2Transform, B: b2Transform): b2Transform {
  checkXf('b2MulTransforms', 'A', A);
  checkXf('b2MulTransforms', 'B', B);
  checkOutXf('b2MulTransforms', 'out', out);
  return K.b2MulTransforms(out, A, B);
}

/**
 * Aᵀ·B: frame B's points into frame A. C: `b2InvMulTransforms` in math_functions.h.
 * @param out - written (may be A or B)
 * @param A - a transform; only read
 * @param B - a transform; only read
 * @returns out
 * @throws Error, writing nothing, when A or B is not a b2Transform of numbers within ±FLT_MAX or out is not a writable b2Transform
 */
export function b2InvMulTransforms(out: b2Transform, A: b2Transform, B: b2Transform): b2Transform {
  checkXf('b2InvMulTransforms', 'A', A);
  checkXf('b2InvMulTransforms', 'B', B);
  checkOutXf('b2InvMulTransforms', 'out', out);
  return K.b2InvMulTransforms(out, A, B);
}

/**
 * A·v. C: `b2MulMV` in math_functions.h.
 * @param out - written (may be v)
 * @param A - a matrix; only read
 * @param v - a vector; only read
 * @returns out
 * @throws Error, writing nothing, when A is not a b2Mat22 or v not a b2Vec2 (numbers within ±FLT_MAX), or out is not a writable b2Vec2
 */
export function b2MulMV(out: b2Vec2, A: b2Mat22, v: b2Vec2): b2Vec2 {
  checkMat('b2MulMV', 'A', A);
  checkVec('b2MulMV', 'v', v);
  checkOutVec2('b2MulMV', 'out', out);
  return K.b2MulMV(out, A, v);
}

/**
 * The inverse of A (the zero matrix when A is singular). C: `b2GetInverse22` in math_functions.h.
 * @param out - written (may be A)
 * @param A - a matrix; only read
 * @returns out
 * @throws Error, writing nothing, when A is not a b2Mat22 of numbers within ±FLT_MAX or out is not a writable b2Mat22
 */
export function b2GetInverse22(out: b2Mat22, A: b2Mat22): b2Mat22 {
  checkMat('b2GetInverse22', 'A', A);
  checkOutMat('b2GetInverse22', 'out', out);
  return K.b2GetInverse22(out, A);
}

/**
 * x with A·x = b (zero when A is singular). C: `b2Solve22` in math_functions.h.
 * @param out - written (may be b)
 * @param A - a matrix; only read
 * @param b - a vector; only read
 * @returns out
 * @throws Error, writing nothing, when A is not a b2Mat22 or b not a b2Vec2 (numbers within ±FLT_MAX), or out is not a writable b2Vec2
 */
export function b2Solve22(out: b2Vec2, A: b2Mat22, b: b2Vec2): b2Vec2 {
  checkMat('b2Solve22', 'A', A);
  checkVec('b2Solve22', 'b', b);
  checkOutVec2('b2Solve22', 'out', out);
  return K.b2Solve22(out, A, b);
}

/**
 * dot(plane.normal, point) − plane.offset. C: `b2PlaneSeparation` in math_functions.h.
 * @param plane - a plane; only read (unit length is not tested)
 * @param point - a point; only read
 * @returns the signed separation
 * @throws Error when plane is not a b2Plane or point not a b2Vec2 (numbers within ±FLT_MAX)
 */
export function b2PlaneSeparation(plane: K.b2Plane, point: b2Vec2): number {
  checkPlane('b2PlaneSeparation', 'plane', plane);
  checkVec('b2PlaneSeparation', 'point', point);
  return K.b2PlaneSeparation(plane, point);
}
