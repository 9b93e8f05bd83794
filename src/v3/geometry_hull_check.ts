// The test b2MakePolygon's C asserts of its hull: C's b2ValidateHull (hull.c), computed in the
// build's float like the C. Kept here until hull.c's port offers b2ValidateHull; then b2MakePolygon
// calls that one and this file goes.

import type { HullFields } from './geometry_checks';

/**
 * Whether the hull's first `count` points (count already checked to lie in [3, 8], the points
 * finite) are convex, counter-clockwise and have no three collinear neighbours: hull.c's
 * b2ValidateHull, with its B2_LINEAR_SLOP tolerance, operation for operation.
 */
export function b2HullIsValid(hull: HullFields): boolean {
  const points = hull.points;
  const count = hull.count; // f32: integer
  // Every point behind every edge.
  for (let i = 0; i < count; ++i) {
    const i1 = i; // f32: integer
    const i2 = i < count - 1 ? i1 + 1 : 0; // f32: integer
    const p = points[i1];
    // C: b2Vec2 e = b2Normalize( b2Sub( hull->points[i2], p ) );
    let ex = points[i2].x - p.x;
    let ey = points[i2].y - p.y;
    const length = Math.sqrt(ex * ex + ey * ey);
    if (length < 1.1920928955078125e-7) { // FLT_EPSILON
      ex = 0;
      ey = 0;
    } else {
      const invLength = 1 / length;
      ex = invLength * ex;
      ey = invLength * ey;
    }
    for (let j = 0; j < count; ++j) {
      if (j === i1 || j === i2) {
        continue;
      }
      // C: float distance = b2Cross( b2Sub( hull->points[j], p ), e );
      const distance = (points[j].x - p.x) * ey - (points[j].y - p.y) * ex;
      if (distance >= 0) {
        return false;
      }
    }
  }
  // No three neighbours collinear (within B2_LINEAR_SLOP).
  for (let i = 0; i < count; ++i) {
    const i1 = i; // f32: integer
    const i2 = (i + 1) % count; // f32: integer
    const i3 = (i + 2) % count; // f32: integer
    const p1 = points[i1];
    const p2 = points[i2];
    const p3 = points[i3];
    // C: b2Vec2 e = b2Normalize( b2Sub( p3, p1 ) );
    let ex = p3.x - p1.x;
    let ey = p3.y - p1.y;
    const length = Math.sqrt(ex * ex + ey * ey);
    if (length < 1.1920928955078125e-7) { // FLT_EPSILON
      ex = 0;
      ey = 0;
    } else {
      const invLength = 1 / length;
      ex = invLength * ex;
      ey = invLength * ey;
    }
    // C: float distance = b2Cross( b2Sub( p2, p1 ), e );
    const distance = (p2.x - p1.x) * ey - (p2.y - p1.y) * ex;
    if (distance <= 0.005) { // B2_LINEAR_SLOP
      return false;
    }
  }
  return true;
}
