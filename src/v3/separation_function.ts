// The separating axis b2TimeOfImpact's root finder walks along (Box2D v3.1.1 src/distance.c:
// b2SeparationType, b2SeparationFunction, b2MakeSeparationFunction, b2FindMinSeparation,
// b2EvaluateSeparation, all static there). The axis comes from GJK's cache at time t1: two points
// (fixed in the world), a face of B or a face of A (turning with its shape). C's operation order
// throughout (src/README.md rule 1).

import type { b2ShapeProxy, b2SimplexCache, b2Sweep } from './collision_types';
import { b2Transform, b2Vec2 } from './math_functions';
import { b2FindSupport } from './shape_proxy';
import { b2SweepTime, sweepTransform } from './sweep_transform';

/** What the axis is attached to. C: `b2SeparationType` (distance.c). */
export enum b2SeparationType {
  /** The axis joins a point of A to a point of B, fixed in the world. */
  b2_pointsType = 0,
  /** The axis is the normal of an edge of A and turns with A. */
  b2_faceAType = 1,
  /** The axis is the normal of an edge of B and turns with B. */
  b2_faceBType = 2,
}

/**
 * C: `b2SeparationFunction` (distance.c). C copies the sweeps into it; here they are referenced,
 * which is the same while b2TimeOfImpact runs (it changes neither).
 */
export class b2SeparationFunction {
  proxyA: Readonly<b2ShapeProxy> | null = null;
  proxyB: Readonly<b2ShapeProxy> | null = null;
  sweepA: Readonly<b2Sweep> | null = null;
  sweepB: Readonly<b2Sweep> | null = null;
  /** The middle of the face in its shape's frame (face types). */
  readonly localPoint = new b2Vec2();
  /** Points: the world axis from A to B. Faces: the face normal in its shape's frame. */
  readonly axis = new b2Vec2();
  type = b2SeparationType.b2_pointsType;
}

/**
 * The numbers b2FindMinSeparation and b2EvaluateSeparation exchange with b2TimeOfImpact, as fields
 * rather than arguments and return values: a double passed to or returned from a call V8 does not
 * inline is boxed (src/README.md rule 3). `t` (inherited) is C's time argument; indexA and indexB
 * are b2FindMinSeparation's `int*` out-parameters (-1 on a face's side) and b2EvaluateSeparation's
 * arguments; `separation` is what either returns in C.
 */
export class b2SeparationQuery extends b2SweepTime {
  indexA = -1;
  indexB = -1;
  separation = 0.0;
}

// Scratch of this file only: the two transforms at the time being evaluated.
const xfA = new b2Transform();
const xfB = new b2Transform();
const axisA = new b2Vec2(); // a support direction in A's frame
const axisB = new b2Vec2(); // a support direction in B's frame

/**
 * Picks the axis from the cache at time t1 and orients it so that the separation at t1 is not
 * negative. C: `b2MakeSeparationFunction` (returns the struct by value; here written into f; the
 * time t1 is read from a record, rule 3).
 * The caller guarantees cache.count is 1 or 2 (C asserts it) and its indices are within the proxies.
 */
export function b2MakeSeparationFunction(
  f: b2SeparationFunction,
  cache: Readonly<b2SimplexCache>,
  proxyA: Readonly<b2ShapeProxy>,
  sweepA: Readonly<b2Sweep>,
  proxyB: Readonly<b2ShapeProxy>,
  sweepB: Readonly<b2Sweep>,
  t1: Readonly<b2SweepTime>,
): void {
  f.proxyA = proxyA;
  f.proxyB = proxyB;
  const count = cache.count; // f32: integer

  f.sweepA = sweepA;
  f.sweepB = sweepB;

  sweepTransform(xfA, sweepA, t1);
  sweepTransform(xfB, sweepB, t1);

  if (count === 1) {
    f.type = b2SeparationType.b2_pointsType;
    const localPointA = proxyA.points[cache.indexA[0]];
    const localPointB = proxyB.points[cache.indexB[0]];
    // C: pointA = b2TransformPoint(xfA, localPointA), pointB likewise
    const pointAx = xfA.q.c * localPointA.x - xfA.q.s * localPointA.y + xfA.p.x;
    const pointAy = xfA.q.s * localPointA.x + xfA.q.c * localPointA.y + xfA.p.y;
    const pointBx = xfB.q.c * localPointB.x - xfB.q.s * localPointB.y + xfB.p.x;
    const pointBy = xfB.q.s * localPointB.x + xfB.q.c * localPointB.y + xfB.p.y;
    // C: axis = b2Normalize(b2Sub(pointB, pointA))
    f.axis.x = pointBx - pointAx;
    f.axis.y = pointBy - pointAy;
    normalizeInPlace(f.axis);
    f.localPoint.x = 0.0;
    f.localPoint.y = 0.0;
    return;
  }

  if (cache.indexA[0] === cache.indexA[1]) {
    // Two points on B and one on A.
    f.type = b2SeparationType.b2_faceBType;
    const localPointB1 = proxyB.points[cache.indexB[0]];
    const localPointB2 = proxyB.points[cache.indexB[1]];

    // C: axis = b2Normalize(b2CrossVS(b2Sub(localPointB2, localPointB1), 1.0f))
    const ex = localPointB2.x - localPointB1.x;
    const ey = localPointB2.y - localPointB1.y;
    f.axis.x = 1.0 * ey;
    f.axis.y = -1.0 * ex;
    normalizeInPlace(f.axis);
    // C: normal = b2RotateVector(xfB.q, axis)
    const normalX = xfB.q.c * f.axis.x - xfB.q.s * f.axis.y;
    const normalY = xfB.q.s * f.axis.x + xfB.q.c * f.axis.y;

    const lpx = 0.5 * (localPointB1.x + localPointB2.x);
    const lpy = 0.5 * (localPointB1.y + localPointB2.y);
    f.localPoint.x = lpx;
    f.localPoint.y = lpy;
    const pointBx = xfB.q.c * lpx - xfB.q.s * lpy + xfB.p.x;
    const pointBy = xfB.q.s * lpx + xfB.q.c * lpy + xfB.p.y;

    const localPointA = proxyA.points[cache.indexA[0]];
    const pointAx = xfA.q.c * localPointA.x - xfA.q.s * localPointA.y + xfA.p.x;
    const pointAy = xfA.q.s * localPointA.x + xfA.q.c * localPointA.y + xfA.p.y;

    // C: s = b2Dot(b2Sub(pointA, pointB), normal)
    const s = (pointAx - pointBx) * normalX + (pointAy - pointBy) * normalY;
    if (s < 0.0) {
      f.axis.x = -f.axis.x;
      f.axis.y = -f.axis.y;
    }
    return;
  }

  // Two points on A and one or two points on B.
  f.type = b2SeparationType.b2_faceAType;
  const localPointA1 = proxyA.points[cache.indexA[0]];
  const localPointA2 = proxyA.points[cache.indexA[1]];

  const ex = localPointA2.x - localPointA1.x;
  const ey = localPointA2.y - localPointA1.y;
  f.axis.x = 1.0 * ey;
  f.axis.y = -1.0 * ex;
  normalizeInPlace(f.axis);
  const normalX = xfA.q.c * f.axis.x - xfA.q.s * f.axis.y;
  const normalY = xfA.q.s * f.axis.x + xfA.q.c * f.axis.y;

  const lpx = 0.5 * (localPointA1.x + localPointA2.x);
  const lpy = 0.5 * (localPointA1.y + localPointA2.y);
  f.localPoint.x = lpx;
  f.localPoint.y = lpy;
  const pointAx = xfA.q.c * lpx - xfA.q.s * lpy + xfA.p.x;
  const pointAy = xfA.q.s * lpx + xfA.q.c * lpy + xfA.p.y;

  const localPointB = proxyB.points[cache.indexB[0]];
  const pointBx = xfB.q.c * localPointB.x - xfB.q.s * localPointB.y + xfB.p.x;
  const pointBy = xfB.q.s * localPointB.x + xfB.q.c * localPointB.y + xfB.p.y;

  // C: s = b2Dot(b2Sub(pointB, pointA), normal)
  const s = (pointBx - pointAx) * normalX + (pointBy - pointAy) * normalY;
  if (s < 0.0) {
    f.axis.x = -f.axis.x;
    f.axis.y = -f.axis.y;
  }
}

/**
 * C's `v = b2Normalize(v)`: zero when the length is below FLT_EPSILON. In place, so that no double
 * crosses the call (rule 3).
 */
function normalizeInPlace(out: b2Vec2): void {
  const x = out.x;
  const y = out.y;
  const length = Math.sqrt(x * x + y * y);
  if (length < 1.1920928955078125e-7) { // FLT_EPSILON
    out.x = 0.0;
    out.y = 0.0;
    return;
  }
  const invLength = 1.0 / length;
  out.x = invLength * x;
  out.y = invLength * y;
}

/**
 * The deepest points along the axis at time query.t: their indices go to query.indexA and
 * query.indexB (-1 on a face's side), their separation to query.separation. C:
 * `b2FindMinSeparation` (distance.c), which takes t and the indices' `int*` and returns the
 * separation.
 */
export function b2FindMinSeparation(f: Readonly<b2SeparationFunction>, query: b2SeparationQuery): void {
  sweepTransform(xfA, f.sweepA as b2Sweep, query);
  sweepTransform(xfB, f.sweepB as b2Sweep, query);
  const proxyA = f.proxyA as b2ShapeProxy;
  const proxyB = f.proxyB as b2ShapeProxy;
  const ax = f.axis.x;
  const ay = f.axis.y;

  switch (f.type) {
    case b2SeparationType.b2_pointsType: {
      // C: axisA = b2InvRotateVector(xfA.q, axis), axisB = b2InvRotateVector(xfB.q, b2Neg(axis))
      axisA.x = xfA.q.c * ax + xfA.q.s * ay;
      axisA.y = -xfA.q.s * ax + xfA.q.c * ay;
      const nax = -ax;
      const nay = -ay;
      axisB.x = xfB.q.c * nax + xfB.q.s * nay;
      axisB.y = -xfB.q.s * nax + xfB.q.c * nay;

      const indexA = b2FindSupport(proxyA, axisA);
      const indexB = b2FindSupport(proxyB, axisB);
      query.indexA = indexA;
      query.indexB = indexB;

      const localPointA = proxyA.points[indexA];
      const localPointB = proxyB.points[indexB];
      const pointAx = xfA.q.c * localPointA.x - xfA.q.s * localPointA.y + xfA.p.x;
      const pointAy = xfA.q.s * localPointA.x + xfA.q.c * localPointA.y + xfA.p.y;
      const pointBx = xfB.q.c * localPointB.x - xfB.q.s * localPointB.y + xfB.p.x;
      const pointBy = xfB.q.s * localPointB.x + xfB.q.c * localPointB.y + xfB.p.y;

      // C: b2Dot(b2Sub(pointB, pointA), axis)
      query.separation = (pointBx - pointAx) * ax + (pointBy - pointAy) * ay;
      return;
    }

    case b2SeparationType.b2_faceAType: {
      // C: normal = b2RotateVector(xfA.q, axis), pointA = b2TransformPoint(xfA, localPoint)
      const normalX = xfA.q.c * ax - xfA.q.s * ay;
      const normalY = xfA.q.s * ax + xfA.q.c * ay;
      const lpx = f.localPoint.x;
      const lpy = f.localPoint.y;
      const pointAx = xfA.q.c * lpx - xfA.q.s * lpy + xfA.p.x;
      const pointAy = xfA.q.s * lpx + xfA.q.c * lpy + xfA.p.y;

      // C: axisB = b2InvRotateVector(xfB.q, b2Neg(normal))
      const nnx = -normalX;
      const nny = -normalY;
      axisB.x = xfB.q.c * nnx + xfB.q.s * nny;
      axisB.y = -xfB.q.s * nnx + xfB.q.c * nny;

      query.indexA = -1;
      const indexB = b2FindSupport(proxyB, axisB);
      query.indexB = indexB;

      const localPointB = proxyB.points[indexB];
      const pointBx = xfB.q.c * localPointB.x - xfB.q.s * localPointB.y + xfB.p.x;
      const pointBy = xfB.q.s * localPointB.x + xfB.q.c * localPointB.y + xfB.p.y;

      // C: b2Dot(b2Sub(pointB, pointA), normal)
      query.separation = (pointBx - pointAx) * normalX + (pointBy - pointAy) * normalY;
      return;
    }

    default: {
      // b2_faceBType. C: normal = b2RotateVector(xfB.q, axis), pointB = b2TransformPoint(xfB, localPoint)
      const normalX = xfB.q.c * ax - xfB.q.s * ay;
      const normalY = xfB.q.s * ax + xfB.q.c * ay;
      const lpx = f.localPoint.x;
      const lpy = f.localPoint.y;
      const pointBx = xfB.q.c * lpx - xfB.q.s * lpy + xfB.p.x;
      const pointBy = xfB.q.s * lpx + xfB.q.c * lpy + xfB.p.y;

      // C: axisA = b2InvRotateVector(xfA.q, b2Neg(normal))
      const nnx = -normalX;
      const nny = -normalY;
      axisA.x = xfA.q.c * nnx + xfA.q.s * nny;
      axisA.y = -xfA.q.s * nnx + xfA.q.c * nny;

      query.indexB = -1;
      const indexA = b2FindSupport(proxyA, axisA);
      query.indexA = indexA;

      const localPointA = proxyA.points[indexA];
      const pointAx = xfA.q.c * localPointA.x - xfA.q.s * localPointA.y + xfA.p.x;
      const pointAy = xfA.q.s * localPointA.x + xfA.q.c * localPointA.y + xfA.p.y;

      // C: b2Dot(b2Sub(pointA, pointB), normal)
      query.separation = (pointAx - pointBx) * normalX + (pointAy - pointBy) * normalY;
      return;
    }
  }
}

/**
 * The separation along the axis at time query.t of the witness points query.indexA and
 * query.indexB (the one on a face's side is unused), written to query.separation. C:
 * `b2EvaluateSeparation` (distance.c), which takes them as arguments and returns it.
 */
export function b2EvaluateSeparation(f: Readonly<b2SeparationFunction>, query: b2SeparationQuery): void {
  const indexA = query.indexA; // f32: integer
  const indexB = query.indexB; // f32: integer
  sweepTransform(xfA, f.sweepA as b2Sweep, query);
  sweepTransform(xfB, f.sweepB as b2Sweep, query);
  const proxyA = f.proxyA as b2ShapeProxy;
  const proxyB = f.proxyB as b2ShapeProxy;
  const ax = f.axis.x;
  const ay = f.axis.y;

  switch (f.type) {
    case b2SeparationType.b2_pointsType: {
      const localPointA = proxyA.points[indexA];
      const localPointB = proxyB.points[indexB];
      const pointAx = xfA.q.c * localPointA.x - xfA.q.s * localPointA.y + xfA.p.x;
      const pointAy = xfA.q.s * localPointA.x + xfA.q.c * localPointA.y + xfA.p.y;
      const pointBx = xfB.q.c * localPointB.x - xfB.q.s * localPointB.y + xfB.p.x;
      const pointBy = xfB.q.s * localPointB.x + xfB.q.c * localPointB.y + xfB.p.y;
      query.separation = (pointBx - pointAx) * ax + (pointBy - pointAy) * ay;
      return;
    }

    case b2SeparationType.b2_faceAType: {
      const normalX = xfA.q.c * ax - xfA.q.s * ay;
      const normalY = xfA.q.s * ax + xfA.q.c * ay;
      const lpx = f.localPoint.x;
      const lpy = f.localPoint.y;
      const pointAx = xfA.q.c * lpx - xfA.q.s * lpy + xfA.p.x;
      const pointAy = xfA.q.s * lpx + xfA.q.c * lpy + xfA.p.y;

      const localPointB = proxyB.points[indexB];
      const pointBx = xfB.q.c * localPointB.x - xfB.q.s * localPointB.y + xfB.p.x;
      const pointBy = xfB.q.s * localPointB.x + xfB.q.c * localPointB.y + xfB.p.y;
      query.separation = (pointBx - pointAx) * normalX + (pointBy - pointAy) * normalY;
      return;
    }

    default: {
      // b2_faceBType
      const normalX = xfB.q.c * ax - xfB.q.s * ay;
      const normalY = xfB.q.s * ax + xfB.q.c * ay;
      const lpx = f.localPoint.x;
      const lpy = f.localPoint.y;
      const pointBx = xfB.q.c * lpx - xfB.q.s * lpy + xfB.p.x;
      const pointBy = xfB.q.s * lpx + xfB.q.c * lpy + xfB.p.y;

      const localPointA = proxyA.points[indexA];
      const pointAx = xfA.q.c * localPointA.x - xfA.q.s * localPointA.y + xfA.p.x;
      const pointAy = xfA.q.s * localPointA.x + xfA.q.c * localPointA.y + xfA.p.y;
      query.separation = (pointAx - pointBx) * normalX + (pointAy - pointBy) * normalY;
      return;
    }
  }
}
