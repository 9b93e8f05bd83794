// The proxy filling of geometry.c's GJK callers: C's b2MakeProxy (distance.c) written out for
// the hot queries. b2MakeProxy takes the radius as a number, which V8 boxes when the call is not
// inlined (src/README.md rule 3); here the caller copies the radius field to field instead, and
// the points and count are copied by this function. The count is already checked to lie in
// [1, 8], so b2MakeProxy's clamp to B2_MAX_POLYGON_VERTICES never applies.

import type { b2ShapeProxy } from './collision_types';
import type { b2Vec2 } from './math_functions';

/** Copies points[0..count) and count into proxy: b2MakeProxy without the radius. */
export function b2CopyProxyPoints(proxy: b2ShapeProxy, points: readonly b2Vec2[], count: number): void {
  const to = proxy.points;
  for (let i = 0; i < count; ++i) {
    to[i].x = points[i].x;
    to[i].y = points[i].y;
  }
  proxy.count = count;
}

/** Copies a polygon's first `count` vertices (its packed array, layout at b2Polygon.packed) and count into proxy. */
export function b2CopyPolygonProxyPoints(proxy: b2ShapeProxy, packed: readonly number[], /* f32: integer */ count: number): void {
  const to = proxy.points;
  for (let i = 0; i < count; ++i) {
    to[i].x = packed[i << 1];
    to[i].y = packed[(i << 1) | 1];
  }
  proxy.count = count;
}
