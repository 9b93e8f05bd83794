// What every v3 collider does with its output: C's `b2Manifold manifold = { 0 }` and the shared
// last step that puts a point's anchors and world point in place. Internal to src/v3 (the
// colliders in manifold_*.ts use them); not exported from index.ts.

import type { b2Manifold, b2ManifoldPoint } from './collision_types';
import type { b2Transform } from './math_functions';

/**
 * Sets every field of the manifold to zero, as C's `b2Manifold manifold = { 0 }` does for the
 * value a collider returns: normal, rollingImpulse, pointCount and both points whole (impulses,
 * id and persisted included).
 */
export function b2ZeroManifold(manifold: b2Manifold): void {
  manifold.normal.x = 0.0;
  manifold.normal.y = 0.0;
  manifold.rollingImpulse = 0.0;
  manifold.pointCount = 0;
  b2ZeroManifoldPoint(manifold.points[0]);
  b2ZeroManifoldPoint(manifold.points[1]);
}

function b2ZeroManifoldPoint(mp: b2ManifoldPoint): void {
  mp.point.x = 0.0;
  mp.point.y = 0.0;
  mp.anchorA.x = 0.0;
  mp.anchorA.y = 0.0;
  mp.anchorB.x = 0.0;
  mp.anchorB.y = 0.0;
  mp.separation = 0.0;
  mp.normalImpulse = 0.0;
  mp.tangentImpulse = 0.0;
  mp.totalNormalImpulse = 0.0;
  mp.normalVelocity = 0.0;
  mp.id = 0;
  mp.persisted = false;
}

/**
 * From a point whose anchorA is already in place (relative to shape A's origin, world
 * orientation): anchorB = anchorA + (xfA.p - xfB.p) and point = xfA.p + anchorA, in C's order.
 * C: `mp->anchorB = b2Add( mp->anchorA, b2Sub( xfA.p, xfB.p ) ); mp->point = b2Add( xfA.p, mp->anchorA )`.
 */
export function b2PlaceAnchorBAndPoint(mp: b2ManifoldPoint, xfA: b2Transform, xfB: b2Transform): void {
  const ax = mp.anchorA.x;
  const ay = mp.anchorA.y;
  mp.anchorB.x = ax + (xfA.p.x - xfB.p.x);
  mp.anchorB.y = ay + (xfA.p.y - xfB.p.y);
  // IEEE addition commutes, so C's b2Add( mp->anchorA, xfA.p ) (the circle colliders) is the same.
  mp.point.x = xfA.p.x + ax;
  mp.point.y = xfA.p.y + ay;
}

/**
 * The numbers of a circle-like contact, in A's frame, for b2WriteSinglePoint: stored into this
 * record (in place) rather than passed as arguments, because a double passed to a call V8 does
 * not inline is boxed as a new heap number (house rule 3 of src/README.md).
 */
export class b2SinglePoint {
  /** The unit normal from A to B. */
  nx = 0.0;
  ny = 0.0;
  /** The surface point on A. */
  cAx = 0.0;
  cAy = 0.0;
  /** The surface point on B. */
  cBx = 0.0;
  cBy = 0.0;
  /** The point's separation. */
  separation = 0.0;
}

/**
 * Writes the single point of a circle-like contact: the normal and the midpoint (cA + cB) / 2 of
 * the two surface points, both in A's frame, turned to world orientation by xfA.q. The tail shared
 * by C's circle colliders (and the chain segment one): `manifold.normal = b2RotateVector( xfA.q, normal )`,
 * `mp->anchorA = b2RotateVector( xfA.q, b2Lerp( cA, cB, 0.5f ) )`, then anchorB and point; id 0.
 */
export function b2WriteSinglePoint(manifold: b2Manifold, xfA: b2Transform, xfB: b2Transform, sp: b2SinglePoint): void {
  const qc = xfA.q.c;
  const qs = xfA.q.s;
  const nx = sp.nx;
  const ny = sp.ny;
  manifold.normal.x = qc * nx - qs * ny;
  manifold.normal.y = qs * nx + qc * ny;
  // C: b2Lerp( cA, cB, 0.5f ) = ( 1 - 0.5 ) * cA + 0.5 * cB
  const px = (1.0 - 0.5) * sp.cAx + 0.5 * sp.cBx;
  const py = (1.0 - 0.5) * sp.cAy + 0.5 * sp.cBy;
  const mp = manifold.points[0];
  mp.anchorA.x = qc * px - qs * py;
  mp.anchorA.y = qs * px + qc * py;
  b2PlaceAnchorBAndPoint(mp, xfA, xfB);
  mp.separation = sp.separation;
  mp.id = 0;
  manifold.pointCount = 1;
}
