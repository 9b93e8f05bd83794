// manifold.c's file-local b2MakeCapsule: the two-vertex polygon that a capsule (or a segment,
// radius 0) becomes for b2CollidePolygons and b2CollideChainSegmentAndPolygon. v3.1.1's geometry.c
// has no b2MakeCapsule; this one is internal to src/v3 and not exported from index.ts.

import type { b2Capsule, b2Polygon } from './collision_types';
import { FLT_EPSILON } from './math_functions';
import { B2_PACKED_CENTROID, B2_PACKED_CENTROID_Y, B2_PACKED_RADIUS } from './polygon_packed';
import { b2CheckSegmentLength } from './manifold_checks';

/**
 * b2MakeCapsule's length test on its two points, computed as it computes it (rounded in the
 * float32 twin): true when they are more than sqrt(FLT_EPSILON) apart. The colliders that make a
 * capsule ask it first, so that a capsule b2MakeCapsule would refuse goes to their checks in order.
 */
export function b2IsCapsuleLongEnough(p1: { readonly x: number; readonly y: number }, p2: { readonly x: number; readonly y: number }): boolean {
  const dx = p2.x - p1.x;
  const dy = p2.y - p1.y;
  return dx * dx + dy * dy > FLT_EPSILON;
}

/**
 * Writes the two-vertex polygon of a capsule (or of a segment, radius 0): vertices p1 and p2,
 * normals to the right of p1→p2 and its negation, centroid the midpoint. C: the file-local
 * `b2MakeCapsule` of manifold.c (geometry.c of v3.1.1 has none), which returns the polygon by value.
 * C's arguments p1, p2 and radius are read from `capsule` (a segment passes a capsule of radius 0,
 * as C's callers pass 0.0f): a float argument to a call V8 does not inline is boxed (house rule 3).
 * @param out - written: count 2, its first two vertices and normals, centroid, radius
 * @param capsule - center1 (C's p1), center2 (p2) and radius; only read
 * @param where - the collider to name in an error
 * @param name1 - how the error names p1
 * @param name2 - how the error names p2
 * @returns out
 * @throws Error when p1 and p2 are no more than sqrt(FLT_EPSILON) apart (C asserts it)
 */
export function b2MakeCapsule(out: b2Polygon, capsule: b2Capsule, where: string, name1: string, name2: string): b2Polygon {
  const p1 = capsule.center1;
  const p2 = capsule.center2;
  // Not in C, which asserts b2LengthSquared( d ) > FLT_EPSILON in debug builds only.
  if (!b2IsCapsuleLongEnough(p1, p2)) {
    b2CheckSegmentLength(where, name1, name2, p1, p2, FLT_EPSILON);
  }
  const dx = p2.x - p1.x;
  const dy = p2.y - p1.y;
  const packed = out.packed; // layout at b2Polygon.packed
  packed[0] = p1.x;
  packed[1] = p1.y;
  packed[2] = p2.x;
  packed[3] = p2.y;
  // C: b2Lerp( p1, p2, 0.5f )
  packed[B2_PACKED_CENTROID] = (1.0 - 0.5) * p1.x + 0.5 * p2.x;
  packed[B2_PACKED_CENTROID_Y] = (1.0 - 0.5) * p1.y + 0.5 * p2.y;
  // C: axis = b2Normalize( d ); normal = b2RightPerp( axis )
  const length = Math.sqrt(dx * dx + dy * dy);
  let ax = 0.0;
  let ay = 0.0;
  if (!(length < FLT_EPSILON)) {
    const invLength = 1.0 / length;
    ax = invLength * dx;
    ay = invLength * dy;
  }
  packed[16] = ay;
  packed[17] = -ax;
  packed[18] = -ay;
  packed[19] = ax;
  out.count = 2;
  packed[B2_PACKED_RADIUS] = capsule.radius;
  return out;
}
