// Point tests of Box2D v3.1.1's src/geometry.c: b2PointInCircle, b2PointInCapsule and
// b2PointInPolygon, in C's operation order, in the shape's own frame. Nothing allocates per call:
// b2PointInPolygon's GJK input, cache and output are module scratch.

import { b2DistanceInput, b2DistanceOutput, b2SimplexCache, type b2Capsule, type b2Circle, type b2Polygon } from './collision_types';
import { b2ShapeDistance } from './distance';
import { b2CopyPolygonProxyPoints } from './geometry_proxy';
import { b2CheckCapsule, b2CheckCircle, b2CheckPoint, b2CheckPolygon } from './geometry_checks';
import type { b2Vec2 } from './math_functions';

/**
 * Whether a point lies in a circle (on its boundary included). C: `b2PointInCircle` in geometry.c.
 * @param point - the point, in the circle's frame; only read
 * @param shape - the circle; only read
 * @returns true when the squared distance to the center is at most radius²
 * @throws Error unless the point and the circle's center are finite and the radius is in [0, FLT_MAX] ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2PointInCircle(point: b2Vec2, shape: b2Circle): boolean {
  const where = 'b2PointInCircle';
  b2CheckPoint(where, 'point', point);
  b2CheckCircle(where, 'shape', shape);
  // C: b2DistanceSquared( point, center ) <= shape->radius * shape->radius
  const cx = shape.center.x - point.x;
  const cy = shape.center.y - point.y;
  return cx * cx + cy * cy <= shape.radius * shape.radius;
}

/**
 * Whether a point lies in a capsule (on its boundary included). C: `b2PointInCapsule` in geometry.c.
 * @param point - the point, in the capsule's frame; only read
 * @param shape - the capsule; only read
 * @returns true when the point is within radius of the capsule's segment
 * @throws Error unless the point and the capsule's centers are finite and the radius is in [0, FLT_MAX] ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2PointInCapsule(point: b2Vec2, shape: b2Capsule): boolean {
  const where = 'b2PointInCapsule';
  b2CheckPoint(where, 'point', point);
  b2CheckCapsule(where, 'shape', shape);
  const rr = shape.radius * shape.radius;
  const p1x = shape.center1.x;
  const p1y = shape.center1.y;
  // C: b2Vec2 d = b2Sub( p2, p1 ); float dd = b2Dot( d, d );
  const dx = shape.center2.x - p1x;
  const dy = shape.center2.y - p1y;
  const dd = dx * dx + dy * dy;
  if (dd === 0) {
    // The capsule is really a circle. C: b2DistanceSquared( point, p1 ) <= rr
    const ex = p1x - point.x;
    const ey = p1y - point.y;
    return ex * ex + ey * ey <= rr;
  }
  // The closest point of the segment: c = p1 + t·d with t = dot(point − p1, d) / dot(d, d), clamped.
  let t = ((point.x - p1x) * dx + (point.y - p1y) * dy) / dd;
  // C: t = b2ClampFloat( t, 0.0f, 1.0f );
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  // C: b2Vec2 c = b2MulAdd( p1, t, d );
  const cx = p1x + t * dx;
  const cy = p1y + t * dy;
  // Is the point within radius of the closest point? C: b2DistanceSquared( point, c ) <= rr
  const ex = cx - point.x;
  const ey = cy - point.y;
  return ex * ex + ey * ey <= rr;
}

// b2PointInPolygon's GJK call (C's locals input, cache and output).
const pointInput = new b2DistanceInput();
pointInput.transformA.q.c = 1;
pointInput.transformB.q.c = 1;
pointInput.useRadii = false;
const pointCache = new b2SimplexCache();
const pointOutput = new b2DistanceOutput();

/**
 * Whether a point lies in a convex polygon, its rounding included (on the boundary included):
 * GJK's distance from the point to the polygon's core is at most the radius.
 * C: `b2PointInPolygon` in geometry.c.
 * @param point - the point, in the polygon's frame; only read
 * @param shape - the polygon; only read
 * @returns true when the point is within the polygon's radius of its vertices' hull
 * @throws Error unless the point is finite and shape.count is a whole number from 1 to 8 with finite live vertices and normals and a radius in [0, FLT_MAX] ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2PointInPolygon(point: b2Vec2, shape: b2Polygon): boolean {
  const where = 'b2PointInPolygon';
  b2CheckPoint(where, 'point', point);
  b2CheckPolygon(where, 'shape', shape, 1, false);
  // C: input.proxyA = b2MakeProxy( shape->vertices, shape->count, 0.0f );
  b2CopyPolygonProxyPoints(pointInput.proxyA, shape.packed, shape.count);
  pointInput.proxyA.radius = 0;
  // C: input.proxyB = b2MakeProxy( &point, 1, 0.0f );
  pointInput.proxyB.points[0].x = point.x;
  pointInput.proxyB.points[0].y = point.y;
  pointInput.proxyB.count = 1;
  pointInput.proxyB.radius = 0;
  // C: b2SimplexCache cache = { 0 };
  pointCache.count = 0;
  b2ShapeDistance(pointOutput, pointInput, pointCache, null, 0);
  return pointOutput.distance <= shape.radius;
}
