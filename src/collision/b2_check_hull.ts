// Not in C++: the check b2PolygonShape.Set runs on the hull that v2.4.1's gift wrapping built.
// In float64 the wrap left an input point 0.84 outside its "hull" for some clouds and built
// reflex hulls for near-collinear ones; in float32 (as in Box2D itself) more of both, which
// C++'s Validate() accepts. A shape like that breaks every collision after it, so Set throws.

import { b2_epsilon, b2_linearSlop } from '../common/b2_settings';
import type { b2XY } from '../common/b2_math';

/**
 * Throws `${where}: ...` unless the hull (m vertices) is counter-clockwise (positive signed area),
 * convex, and holds every one of the `count` input points:
 * - convex: no hull vertex lies to the right of any hull edge's line by more than the rounding
 *   allowance 8·b2_epsilon·extent (extent: the largest |coordinate| of hull and points);
 * - contains: no input point lies outside any hull edge's line by more than the weld distance
 *   0.5·b2_linearSlop plus that allowance.
 * Distances are cross(edge, p − a) / |edge|. Computed in float64 in both builds (the marker below
 * keeps the float32 generator away), so the float32 build's rounded hull is judged exactly.
 */
// f32: integer (not integer code: this check is left unrounded on purpose, see above)
export function b2CheckHull(where: string, hull: readonly b2XY[], m: number, points: readonly b2XY[], count: number): void {
  let extent = 0;
  for (let i = 0; i < m; ++i) {
    extent = Math.max(extent, Math.abs(hull[i].x), Math.abs(hull[i].y));
  }
  for (let i = 0; i < count; ++i) {
    extent = Math.max(extent, Math.abs(points[i].x), Math.abs(points[i].y));
  }
  const rounding = 8 * b2_epsilon * extent;

  // Counter-clockwise: a positive signed area, relative to vertex 0 (the float32 build's own
  // area test, rounded, passed clockwise slivers of area -5e-9).
  let twiceArea = 0;
  for (let i = 1; i + 1 < m; ++i) {
    twiceArea += (hull[i].x - hull[0].x) * (hull[i + 1].y - hull[0].y) - (hull[i].y - hull[0].y) * (hull[i + 1].x - hull[0].x);
  }
  if (!(twiceArea > 0)) {
    throw new Error(`${where}: the hull gift wrapping built is not counter-clockwise (signed area ${twiceArea / 2}); the points are too nearly collinear`);
  }
  const weld = 0.5 * b2_linearSlop + rounding;

  for (let i = 0; i < m; ++i) {
    const a = hull[i];
    const b = hull[i + 1 < m ? i + 1 : 0];
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const length = Math.sqrt(ex * ex + ey * ey);
    for (let j = 0; j < m; ++j) {
      const right = -(ex * (hull[j].y - a.y) - ey * (hull[j].x - a.x)) / length;
      if (right > rounding) {
        throw new Error(
          `${where}: the hull gift wrapping built is not convex (hull vertex ${j} (${hull[j].x}, ${hull[j].y}) lies ${right} ` +
            `to the right of hull edge ${i}); the points are too nearly collinear for Box2D v2.4.1's hull, remove the middle ones`,
        );
      }
    }
    for (let j = 0; j < count; ++j) {
      const outside = -(ex * (points[j].y - a.y) - ey * (points[j].x - a.x)) / length;
      if (outside > weld) {
        throw new Error(
          `${where}: the hull gift wrapping built leaves input point ${j} (${points[j].x}, ${points[j].y}) ${outside} outside ` +
            `hull edge ${i} (more than the weld distance 0.5*b2_linearSlop); the points are too nearly collinear for Box2D v2.4.1's hull`,
        );
      }
    }
  }
}
