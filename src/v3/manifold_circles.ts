// The v3.1.1 colliders whose shape B is a circle: b2CollideCircles, b2CollideCapsuleAndCircle,
// b2CollideSegmentAndCircle and b2CollidePolygonAndCircle (src/manifold.c). Each finds one point
// midway between the surfaces, in shape A's frame, and turns it to world orientation at the end;
// every point has id 0. C's vector expressions are written as scalar lines in C's operation order
// (house rule 1), with the C expression in a comment.

import { B2_PACKED_CENTROID, B2_PACKED_CENTROID_Y, B2_PACKED_RADIUS, b2IsPackedPolygonShaped } from './polygon_packed';
import { B2_SPECULATIVE_DISTANCE, b2Capsule, type b2Circle, type b2Manifold, type b2Polygon, type b2Segment } from './collision_types';
import { FLT_EPSILON, b2InvMulTransforms, b2Transform, b2TransformPoint, b2Vec2 } from './math_functions';
import { b2CheckCapsuleV3, b2CheckCircleV3, b2CheckManifoldOutput, b2CheckPolygonV3, b2CheckSegmentV3, b2CheckTransformPair, b2IsCircleInRange, b2IsTransformPairInRange } from './manifold_checks';
import { b2SinglePoint, b2WriteSinglePoint, b2ZeroManifold } from './manifold_write';

// Scratch for the colliders of this file (house rule 2): B's frame in A's, and a point in A's frame.
const xf = new b2Transform();
const pB = new b2Vec2();
const single = new b2SinglePoint();

/**
 * The manifold of two circles: one point, id 0, while the gap between the circles is at most
 * B2_SPECULATIVE_DISTANCE. Concentric circles get the zero normal, as in C.
 * C: `b2CollideCircles` in manifold.c (returns the manifold by value; here it is written into the first argument).
 * @param manifold - written whole (C's zero manifold when there is no point)
 * @param circleA - shape A, in its body frame; only read
 * @param xfA - A's world transform; only read
 * @param circleB - shape B, in its body frame; only read
 * @param xfB - B's world transform; only read
 * @returns manifold: normal (world, A to B), points[0].anchorA/anchorB (world orientation,
 * relative to each shape's origin), point (world), separation (negative when overlapping)
 * @throws Error naming the argument, writing nothing, when a number is not finite or beyond
 * ±FLT_MAX, a radius is negative, or manifold cannot be written (not in C;
 * [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 * @example
 * ```ts
 * import { b2Circle, b2CollideCircles, b2Manifold, b2Transform } from 'b2collide/v3';
 *
 * const a = new b2Circle();
 * a.radius = 0.5;
 * const b = new b2Circle();
 * b.radius = 0.5;
 * const xfA = new b2Transform();
 * xfA.q.c = 1;
 * const xfB = new b2Transform();
 * xfB.q.c = 1;
 * xfB.p.x = 0.75;
 * const m = b2CollideCircles(new b2Manifold(), a, xfA, b, xfB);
 * console.log(m.pointCount, m.normal.x, m.points[0].separation); // 1 1 -0.25
 * ```
 */
export function b2CollideCircles(manifold: b2Manifold, circleA: b2Circle, xfA: b2Transform, circleB: b2Circle, xfB: b2Transform): b2Manifold {
  const where = 'b2CollideCircles';
  b2CheckManifoldOutput(where, manifold);
  b2CheckCircleV3(where, 'circleA', circleA);
  b2CheckCircleV3(where, 'circleB', circleB);
  b2CheckTransformPair(where, xfA, xfB);
  b2ZeroManifold(manifold);

  b2InvMulTransforms(xf, xfA, xfB);
  const pointAx = circleA.center.x;
  const pointAy = circleA.center.y;
  b2TransformPoint(pB, xf, circleB.center);

  // C: normal = b2GetLengthAndNormalize( &distance, b2Sub( pointB, pointA ) )
  const vx = pB.x - pointAx;
  const vy = pB.y - pointAy;
  const distance = Math.sqrt(vx * vx + vy * vy);
  let nx = 0.0;
  let ny = 0.0;
  if (!(distance < FLT_EPSILON)) {
    const invLength = 1.0 / distance;
    nx = invLength * vx;
    ny = invLength * vy;
  }

  const radiusA = circleA.radius;
  const radiusB = circleB.radius;
  const separation = distance - radiusA - radiusB;
  if (separation > B2_SPECULATIVE_DISTANCE) {
    return manifold;
  }

  // C: cA = b2MulAdd( pointA, radiusA, normal ); cB = b2MulAdd( pointB, -radiusB, normal )
  const cAx = pointAx + radiusA * nx;
  const cAy = pointAy + radiusA * ny;
  const cBx = pB.x + -radiusB * nx;
  const cBy = pB.y + -radiusB * ny;
  single.nx = nx;
  single.ny = ny;
  single.cAx = cAx;
  single.cAy = cAy;
  single.cBx = cBx;
  single.cBy = cBy;
  single.separation = separation;
  b2WriteSinglePoint(manifold, xfA, xfB, single);
  return manifold;
}

// The capsule b2CollideSegmentAndCircle makes of its segment: C's `b2Capsule capsuleA = { segmentA->point1, segmentA->point2, 0.0f }`.
const segmentCapsule = new b2Capsule();

// b2CollideCapsuleAndCircle's body, after the checks.
function collideCapsuleAndCircle(manifold: b2Manifold, capsuleA: b2Capsule, xfA: b2Transform, circleB: b2Circle, xfB: b2Transform): void {
  b2ZeroManifold(manifold);
  const p1x = capsuleA.center1.x;
  const p1y = capsuleA.center1.y;
  const p2x = capsuleA.center2.x;
  const p2y = capsuleA.center2.y;
  const radiusA = capsuleA.radius;
  b2InvMulTransforms(xf, xfA, xfB);
  // Circle position in the frame of the capsule.
  b2TransformPoint(pB, xf, circleB.center);
  const pBx = pB.x;
  const pBy = pB.y;

  const ex = p2x - p1x;
  const ey = p2y - p1y;

  // Closest point on the axis: the end before p1 or after p2, else the projection.
  // C: s1 = b2Dot( b2Sub( pB, p1 ), e ); s2 = b2Dot( b2Sub( p2, pB ), e )
  const s1 = (pBx - p1x) * ex + (pBy - p1y) * ey;
  const s2 = (p2x - pBx) * ex + (p2y - pBy) * ey;
  let pAx: number;
  let pAy: number;
  if (s1 < 0.0) {
    pAx = p1x;
    pAy = p1y;
  } else if (s2 < 0.0) {
    pAx = p2x;
    pAy = p2y;
  } else {
    // C: s = s1 / b2Dot( e, e ); pA = b2MulAdd( p1, s, e )
    const s = s1 / (ex * ex + ey * ey);
    pAx = p1x + s * ex;
    pAy = p1y + s * ey;
  }

  // C: normal = b2GetLengthAndNormalize( &distance, b2Sub( pB, pA ) )
  const vx = pBx - pAx;
  const vy = pBy - pAy;
  const distance = Math.sqrt(vx * vx + vy * vy);
  let nx = 0.0;
  let ny = 0.0;
  if (!(distance < FLT_EPSILON)) {
    const invLength = 1.0 / distance;
    nx = invLength * vx;
    ny = invLength * vy;
  }

  const radiusB = circleB.radius;
  const separation = distance - radiusA - radiusB;
  if (separation > B2_SPECULATIVE_DISTANCE) {
    return;
  }

  const cAx = pAx + radiusA * nx;
  const cAy = pAy + radiusA * ny;
  const cBx = pBx + -radiusB * nx;
  const cBy = pBy + -radiusB * ny;
  single.nx = nx;
  single.ny = ny;
  single.cAx = cAx;
  single.cAy = cAy;
  single.cBx = cBx;
  single.cBy = cBy;
  single.separation = separation;
  b2WriteSinglePoint(manifold, xfA, xfB, single);
}

/**
 * The manifold of a capsule and a circle: one point, id 0, from the closest point of the capsule's
 * axis to the circle's center (an end, or the projection onto the axis).
 * C: `b2CollideCapsuleAndCircle` in manifold.c (returns the manifold by value; here it is written into the first argument).
 * @param manifold - written whole (C's zero manifold when there is no point)
 * @param capsuleA - shape A, in its body frame; only read
 * @param xfA - A's world transform; only read
 * @param circleB - shape B, in its body frame; only read
 * @param xfB - B's world transform; only read
 * @returns manifold (frames as in b2CollideCircles)
 * @throws Error naming the argument, writing nothing, when a number is not finite or beyond
 * ±FLT_MAX, a radius is negative, the capsule's centers coincide, or manifold cannot be written
 * (not in C; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2CollideCapsuleAndCircle(manifold: b2Manifold, capsuleA: b2Capsule, xfA: b2Transform, circleB: b2Circle, xfB: b2Transform): b2Manifold {
  const where = 'b2CollideCapsuleAndCircle';
  b2CheckManifoldOutput(where, manifold);
  b2CheckCapsuleV3(where, 'capsuleA', capsuleA, 0.0);
  b2CheckCircleV3(where, 'circleB', circleB);
  b2CheckTransformPair(where, xfA, xfB);
  collideCapsuleAndCircle(manifold, capsuleA, xfA, circleB, xfB);
  return manifold;
}

/**
 * The manifold of a two-sided segment and a circle: b2CollideCapsuleAndCircle with the segment as
 * a capsule of radius 0, as C does.
 * C: `b2CollideSegmentAndCircle` in manifold.c (returns the manifold by value; here it is written into the first argument).
 * @param manifold - written whole (C's zero manifold when there is no point)
 * @param segmentA - shape A, in its body frame; only read
 * @param xfA - A's world transform; only read
 * @param circleB - shape B, in its body frame; only read
 * @param xfB - B's world transform; only read
 * @returns manifold (frames as in b2CollideCircles)
 * @throws Error naming the argument, writing nothing, when a number is not finite or beyond
 * ±FLT_MAX, the radius is negative, the segment's points coincide, or manifold cannot be written
 * (not in C; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2CollideSegmentAndCircle(manifold: b2Manifold, segmentA: b2Segment, xfA: b2Transform, circleB: b2Circle, xfB: b2Transform): b2Manifold {
  const where = 'b2CollideSegmentAndCircle';
  b2CheckManifoldOutput(where, manifold);
  b2CheckSegmentV3(where, 'segmentA', segmentA, 0.0);
  b2CheckCircleV3(where, 'circleB', circleB);
  b2CheckTransformPair(where, xfA, xfB);
  segmentCapsule.center1.x = segmentA.point1.x;
  segmentCapsule.center1.y = segmentA.point1.y;
  segmentCapsule.center2.x = segmentA.point2.x;
  segmentCapsule.center2.y = segmentA.point2.y;
  segmentCapsule.radius = 0.0;
  collideCapsuleAndCircle(manifold, segmentCapsule, xfA, circleB, xfB);
  return manifold;
}

/**
 * The manifold of a (possibly rounded) polygon and a circle: one point, id 0. The edge of greatest
 * separation decides (the first of equals, as C's `>`); a center beyond an end of that edge and
 * more than FLT_EPSILON outside collides with the vertex.
 * C: `b2CollidePolygonAndCircle` in manifold.c (returns the manifold by value; here it is written into the first argument).
 * @param manifold - written whole (C's zero manifold when there is no point)
 * @param polygonA - shape A, in its body frame; only read
 * @param xfA - A's world transform; only read
 * @param circleB - shape B, in its body frame; only read
 * @param xfB - B's world transform; only read
 * @returns manifold (frames as in b2CollideCircles)
 * @throws Error naming the argument, writing nothing, when a number is not finite or beyond
 * ±FLT_MAX, a radius is negative, the polygon's count is not in [1, 8], or manifold cannot be
 * written (not in C; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2CollidePolygonAndCircle(manifold: b2Manifold, polygonA: b2Polygon, xfA: b2Transform, circleB: b2Circle, xfB: b2Transform): b2Manifold {
  const where = 'b2CollidePolygonAndCircle';
  b2CheckManifoldOutput(where, manifold);
  // Here the polygon's form, the circle and the transforms; the polygon's numbers in the edge
  // search below, which reads them all anyway (as b2CollidePolygons does): a typeof per number
  // before any arithmetic, and one sum of magnitudes within ±FLT_MAX tested before the first write
  // to the manifold (house rule 7). Any failure runs the checks in their order, which name it.
  if (!(b2IsPackedPolygonShaped(polygonA, 1) && b2IsCircleInRange(circleB) && b2IsTransformPairInRange(xfA, xfB))) {
    polygonAndCircleFailure(where, manifold, polygonA, xfA, circleB, xfB);
  }
  const speculativeDistance = B2_SPECULATIVE_DISTANCE;

  b2InvMulTransforms(xf, xfA, xfB);
  // Circle position in the frame of the polygon.
  b2TransformPoint(pB, xf, circleB.center);
  const cx = pB.x;
  const cy = pB.y;
  const packed = polygonA.packed; // layout at b2Polygon.packed
  const radiusA = packed[B2_PACKED_RADIUS];
  const radiusB = circleB.radius;
  const radius = radiusA + radiusB;
  const centroidX = packed[B2_PACKED_CENTROID];
  const centroidY = packed[B2_PACKED_CENTROID_Y];
  if (typeof centroidX !== 'number' || typeof centroidY !== 'number') {
    polygonAndCircleFailure(where, manifold, polygonA, xfA, circleB, xfB);
  }
  // f32: exact (an input check sums the numbers as the caller left them)
  let magnitude = radiusA + Math.abs(centroidX) + Math.abs(centroidY);

  // The edge of greatest separation (the first of equals).
  let normalIndex = 0;
  let separation = -3.4028234663852886e38; // b2_maxFloat (rule 4)
  const vertexCount = polygonA.count;
  for (let i = 0; i < vertexCount; ++i) {
    const k = i << 1;
    const vx = packed[k];
    const vy = packed[k | 1];
    const nx = packed[k | 16];
    const ny = packed[k | 17];
    if (typeof vx !== 'number' || typeof vy !== 'number' || typeof nx !== 'number' || typeof ny !== 'number') {
      polygonAndCircleFailure(where, manifold, polygonA, xfA, circleB, xfB);
    }
    // f32: exact (an input check sums the numbers as the caller left them)
    magnitude = magnitude + Math.abs(vx) + Math.abs(vy) + Math.abs(nx) + Math.abs(ny);
    // C: s = b2Dot( normals[i], b2Sub( center, vertices[i] ) )
    const s = nx * (cx - vx) + ny * (cy - vy);
    if (s > separation) {
      separation = s;
      normalIndex = i;
    }
  }
  if (!(magnitude <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    // Returns only when every number is within range and just the sum is not.
    polygonAndCircleFailure(where, manifold, polygonA, xfA, circleB, xfB);
  }
  b2ZeroManifold(manifold);

  if (separation > radius + speculativeDistance) {
    return manifold;
  }

  // The reference edge.
  const vertIndex1 = normalIndex;
  // f32: integer
  const vertIndex2 = vertIndex1 + 1 < vertexCount ? vertIndex1 + 1 : 0;
  const v1x = packed[vertIndex1 << 1];
  const v1y = packed[(vertIndex1 << 1) | 1];
  const v2x = packed[vertIndex2 << 1];
  const v2y = packed[(vertIndex2 << 1) | 1];

  // Barycentric coordinates. C: u1 = b2Dot( b2Sub( center, v1 ), b2Sub( v2, v1 ) ), u2 likewise.
  const u1 = (cx - v1x) * (v2x - v1x) + (cy - v1y) * (v2y - v1y);
  const u2 = (cx - v2x) * (v1x - v2x) + (cy - v2y) * (v1y - v2y);

  if ((u1 < 0.0 && separation > FLT_EPSILON) || (u2 < 0.0 && separation > FLT_EPSILON)) {
    // The center is nearest a vertex (v1 when u1 < 0, else v2) and safely outside the polygon.
    const vx = u1 < 0.0 ? v1x : v2x;
    const vy = u1 < 0.0 ? v1y : v2y;
    // C: normal = b2Normalize( b2Sub( center, v ) )
    const dx = cx - vx;
    const dy = cy - vy;
    const length = Math.sqrt(dx * dx + dy * dy);
    let nx = 0.0;
    let ny = 0.0;
    if (!(length < FLT_EPSILON)) {
      const invLength = 1.0 / length;
      nx = invLength * dx;
      ny = invLength * dy;
    }
    // C: separation = b2Dot( b2Sub( center, v ), normal )
    const vertexSeparation = (cx - vx) * nx + (cy - vy) * ny;
    if (vertexSeparation > radius + speculativeDistance) {
      return manifold;
    }
    // C: cA = b2MulAdd( v, radiusA, normal ); cB = b2MulSub( center, radiusB, normal )
    const cAx = vx + radiusA * nx;
    const cAy = vy + radiusA * ny;
    const cBx = cx - radiusB * nx;
    const cBy = cy - radiusB * ny;
    // C: mp->separation = b2Dot( b2Sub( cB, cA ), normal )
    const pointSeparation = (cBx - cAx) * nx + (cBy - cAy) * ny;
    single.nx = nx;
    single.ny = ny;
    single.cAx = cAx;
    single.cAy = cAy;
    single.cBx = cBx;
    single.cBy = cBy;
    single.separation = pointSeparation;
    b2WriteSinglePoint(manifold, xfA, xfB, single);
    return manifold;
  }

  // The center is between v1 and v2 and may be inside the polygon.
  const nx = packed[(normalIndex << 1) | 16];
  const ny = packed[(normalIndex << 1) | 17];
  // cA: the center projected onto the reference edge, pushed out by radiusA.
  // C: cA = b2MulAdd( center, radiusA - b2Dot( b2Sub( center, v1 ), normal ), normal )
  const push = radiusA - ((cx - v1x) * nx + (cy - v1y) * ny);
  const cAx = cx + push * nx;
  const cAy = cy + push * ny;
  // cB: the circle's deepest point along the normal. C: cB = b2MulSub( center, radiusB, normal )
  const cBx = cx - radiusB * nx;
  const cBy = cy - radiusB * ny;
  single.nx = nx;
  single.ny = ny;
  single.cAx = cAx;
  single.cAy = cAy;
  single.cBx = cBx;
  single.cBy = cBy;
  single.separation = separation - radius;
  b2WriteSinglePoint(manifold, xfA, xfB, single);
  return manifold;
}

// The checks of b2CollidePolygonAndCircle in their order (manifold, polygonA, circleB, transforms),
// on the cold path: the first fault throws, named. Returns when there is none (the polygon's sum
// was past FLT_MAX while each number is within it).
function polygonAndCircleFailure(where: string, manifold: b2Manifold, polygonA: b2Polygon, xfA: b2Transform, circleB: b2Circle, xfB: b2Transform): void {
  b2CheckManifoldOutput(where, manifold);
  b2CheckPolygonV3(where, 'polygonA', polygonA);
  b2CheckCircleV3(where, 'circleB', circleB);
  b2CheckTransformPair(where, xfA, xfB);
}
