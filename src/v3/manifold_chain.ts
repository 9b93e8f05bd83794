// The v3.1.1 colliders of a chain segment (one-sided, with ghost vertices for smooth collision,
// https://box2d.org/posts/2020/06/ghost-collisions/): b2CollideChainSegmentAndCircle,
// b2CollideChainSegmentAndCapsule and b2CollideChainSegmentAndPolygon, with manifold.c's
// file-local b2ClipSegments and b2ClassifyNormal (src/manifold.c). C's vector expressions are
// written as scalar lines in C's operation order (house rule 1), with the C expression in a comment.

import { B2_PACKED_CENTROID, B2_PACKED_CENTROID_Y, B2_PACKED_RADIUS } from './polygon_packed';
import {
  B2_LINEAR_SLOP, B2_MAKE_ID, B2_SPECULATIVE_DISTANCE, b2DistanceInput, b2DistanceOutput, b2Polygon,
  type b2Capsule, type b2ChainSegment, type b2Circle, type b2Manifold, type b2SimplexCache,
} from './collision_types';
import { FLT_EPSILON, b2InvMulTransforms, b2Transform, b2TransformPoint, b2Vec2 } from './math_functions';
import { b2CheckCacheV3, b2CheckCapsuleV3, b2CheckChainSegmentV3, b2CheckCircleV3, b2CheckManifoldOutput, b2CheckPolygonV3, b2CheckTransformPair } from './manifold_checks';
import { b2PlaceAnchorBAndPoint, b2SinglePoint, b2WriteSinglePoint, b2ZeroManifold } from './manifold_write';
import { b2MakeCapsule } from './manifold_make_capsule';
import { b2MakeProxy, b2ShapeDistance } from './distance';

// Scratch (house rule 2): B's frame in A's and a point there.
const xf = new b2Transform();
const pB = new b2Vec2();
const single = new b2SinglePoint();

/**
 * The manifold of a chain segment and a circle: one point, id 0, on the segment's right side
 * only (offset < 0 is behind it). A center before point1 collides with point1 only when it is
 * outside the previous segment's region (past the ghost1→point1 edge), after point2 only when it
 * is not in the next segment's region, so a circle rolling over a joint meets one segment at a time.
 * C: `b2CollideChainSegmentAndCircle` in manifold.c (returns the manifold by value; here it is written into the first argument).
 * @param manifold - written whole (C's zero manifold when there is no point)
 * @param segmentA - shape A, in its body frame; only read
 * @param xfA - A's world transform; only read
 * @param circleB - shape B, in its body frame; only read
 * @param xfB - B's world transform; only read
 * @returns manifold (frames as in b2CollideCircles)
 * @throws Error naming the argument, writing nothing, when a number is not finite or beyond
 * ±FLT_MAX, the radius is negative, or manifold cannot be written (not in C;
 * [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2CollideChainSegmentAndCircle(manifold: b2Manifold, segmentA: b2ChainSegment, xfA: b2Transform, circleB: b2Circle, xfB: b2Transform): b2Manifold {
  const where = 'b2CollideChainSegmentAndCircle';
  b2CheckManifoldOutput(where, manifold);
  b2CheckChainSegmentV3(where, 'segmentA', segmentA);
  b2CheckCircleV3(where, 'circleB', circleB);
  b2CheckTransformPair(where, xfA, xfB);
  b2ZeroManifold(manifold);

  b2InvMulTransforms(xf, xfA, xfB);
  // The circle in the segment's frame.
  b2TransformPoint(pB, xf, circleB.center);
  const pBx = pB.x;
  const pBy = pB.y;

  const p1x = segmentA.segment.point1.x;
  const p1y = segmentA.segment.point1.y;
  const p2x = segmentA.segment.point2.x;
  const p2y = segmentA.segment.point2.y;
  const ex = p2x - p1x;
  const ey = p2y - p1y;

  // The normal points to the right. C: offset = b2Dot( b2RightPerp( e ), b2Sub( pB, p1 ) )
  const offset = ey * (pBx - p1x) + -ex * (pBy - p1y);
  if (offset < 0.0) {
    // One-sided.
    return manifold;
  }

  // Barycentric coordinates. C: u = b2Dot( e, b2Sub( p2, pB ) ); v = b2Dot( e, b2Sub( pB, p1 ) )
  const u = ex * (p2x - pBx) + ey * (p2y - pBy);
  const v = ex * (pBx - p1x) + ey * (pBy - p1y);

  let pAx: number;
  let pAy: number;
  if (v <= 0.0) {
    // Behind point1: the previous segment's region? C: uPrev = b2Dot( b2Sub( p1, ghost1 ), b2Sub( pB, p1 ) )
    const prevX = p1x - segmentA.ghost1.x;
    const prevY = p1y - segmentA.ghost1.y;
    const uPrev = prevX * (pBx - p1x) + prevY * (pBy - p1y);
    if (uPrev <= 0.0) {
      return manifold;
    }
    pAx = p1x;
    pAy = p1y;
  } else if (u <= 0.0) {
    // Ahead of point2: the next segment's region? C: vNext = b2Dot( b2Sub( ghost2, p2 ), b2Sub( pB, p2 ) )
    const nextX = segmentA.ghost2.x - p2x;
    const nextY = segmentA.ghost2.y - p2y;
    const vNext = nextX * (pBx - p2x) + nextY * (pBy - p2y);
    if (vNext > 0.0) {
      return manifold;
    }
    pAx = p2x;
    pAy = p2y;
  } else {
    // C: pA = { u * p1.x + v * p2.x, u * p1.y + v * p2.y }; pA = ee > 0 ? b2MulSV( 1 / ee, pA ) : p1
    const ee = ex * ex + ey * ey;
    pAx = u * p1x + v * p2x;
    pAy = u * p1y + v * p2y;
    if (ee > 0.0) {
      const s = 1.0 / ee;
      pAx = s * pAx;
      pAy = s * pAy;
    } else {
      pAx = p1x;
      pAy = p1y;
    }
  }

  // C: normal = b2GetLengthAndNormalize( &distance, b2Sub( pB, pA ) )
  const dx = pBx - pAx;
  const dy = pBy - pAy;
  const distance = Math.sqrt(dx * dx + dy * dy);
  let nx = 0.0;
  let ny = 0.0;
  if (!(distance < FLT_EPSILON)) {
    const invLength = 1.0 / distance;
    nx = invLength * dx;
    ny = invLength * dy;
  }

  const radius = circleB.radius;
  const separation = distance - radius;
  if (separation > B2_SPECULATIVE_DISTANCE) {
    return manifold;
  }

  // C: cA = pA; cB = b2MulAdd( pB, -radius, normal )
  const cBx = pBx + -radius * nx;
  const cBy = pBy + -radius * ny;
  single.nx = nx;
  single.ny = ny;
  single.cAx = pAx;
  single.cAy = pAy;
  single.cBx = cBx;
  single.cBy = cBy;
  single.separation = separation;
  b2WriteSinglePoint(manifold, xfA, xfB, single);
  return manifold;
}

/**
 * Clips segment b1→b2 (the incident one, running against a1→a2) to the span of a1→a2 along the
 * tangent leftPerp(normal), for two points midway between the surfaces (radii ra and rb counted),
 * with ids id1 (from b2's end) and id2 (from b1's). Writes the zero manifold when the spans do not
 * overlap. All in one frame; the manifold stays in it.
 * C: the file-local `b2ClipSegments` in manifold.c (returns the manifold by value).
 * @param manifold - written whole
 * @param a1 - the reference segment's first point; only read
 * @param a2 - the reference segment's second point; only read
 * @param b1 - the incident segment's first point; only read
 * @param b2 - the incident segment's second point; only read
 * @param normal - the reference normal (unit); only read
 * @param ra - the reference side's radius
 * @param rb - the incident side's radius
 * @param id1 - the id of the point from b2's end
 * @param id2 - the id of the point from b1's end
 * @returns manifold
 */
export function b2ClipSegments(
  manifold: b2Manifold, a1: b2Vec2, a2: b2Vec2, b1: b2Vec2, b2: b2Vec2, normal: b2Vec2, ra: number, rb: number,
  /* f32: integer */ id1: number, /* f32: integer */ id2: number,
): b2Manifold {
  clipRadii.ra = ra;
  clipRadii.rb = rb;
  return clipSegments(manifold, a1, a2, b1, b2, normal, clipRadii, id1, id2);
}

/** The radii b2ClipSegments reads: a record, not two float arguments (house rule 3 of src/README.md). */
class ClipRadii {
  /** The reference side's radius. */
  ra = 0.0;
  /** The incident side's radius. */
  rb = 0.0;
}
const clipRadii = new ClipRadii();

// b2ClipSegments with its radii in a record (the chain collider's calls).
function clipSegments(
  manifold: b2Manifold, a1: b2Vec2, a2: b2Vec2, b1: b2Vec2, b2: b2Vec2, normal: b2Vec2, radii: ClipRadii,
  /* f32: integer */ id1: number, /* f32: integer */ id2: number,
): b2Manifold {
  const ra = radii.ra;
  const rb = radii.rb;
  b2ZeroManifold(manifold);
  const nx = normal.x;
  const ny = normal.y;
  // C: tangent = b2LeftPerp( normal )
  const tx = -ny;
  const ty = nx;

  // Coordinates along the tangent, from a1.
  const lower1 = 0.0;
  const upper1 = (a2.x - a1.x) * tx + (a2.y - a1.y) * ty;

  // The incident segment runs against the tangent.
  const upper2 = (b1.x - a1.x) * tx + (b1.y - a1.y) * ty;
  const lower2 = (b2.x - a1.x) * tx + (b2.y - a1.y) * ty;

  if (upper2 < lower1 || upper1 < lower2) {
    return manifold;
  }

  // C: vLower = b2Lerp( b2, b1, ( lower1 - lower2 ) / ( upper2 - lower2 ) ), or b2
  let vLowerX: number;
  let vLowerY: number;
  if (lower2 < lower1 && upper2 - lower2 > FLT_EPSILON) {
    const t = (lower1 - lower2) / (upper2 - lower2);
    vLowerX = (1.0 - t) * b2.x + t * b1.x;
    vLowerY = (1.0 - t) * b2.y + t * b1.y;
  } else {
    vLowerX = b2.x;
    vLowerY = b2.y;
  }

  let vUpperX: number;
  let vUpperY: number;
  if (upper2 > upper1 && upper2 - lower2 > FLT_EPSILON) {
    const t = (upper1 - lower2) / (upper2 - lower2);
    vUpperX = (1.0 - t) * b2.x + t * b1.x;
    vUpperY = (1.0 - t) * b2.y + t * b1.y;
  } else {
    vUpperX = b1.x;
    vUpperY = b1.y;
  }

  const separationLower = (vLowerX - a1.x) * nx + (vLowerY - a1.y) * ny;
  const separationUpper = (vUpperX - a1.x) * nx + (vUpperY - a1.y) * ny;

  // Midway between the surfaces. C: vLower = b2MulAdd( vLower, 0.5f * ( ra - rb - separationLower ), normal )
  const hLower = 0.5 * (ra - rb - separationLower);
  vLowerX = vLowerX + hLower * nx;
  vLowerY = vLowerY + hLower * ny;
  const hUpper = 0.5 * (ra - rb - separationUpper);
  vUpperX = vUpperX + hUpper * nx;
  vUpperY = vUpperY + hUpper * ny;

  const radius = ra + rb;

  manifold.normal.x = nx;
  manifold.normal.y = ny;
  const cp0 = manifold.points[0];
  cp0.anchorA.x = vLowerX;
  cp0.anchorA.y = vLowerY;
  cp0.separation = separationLower - radius;
  cp0.id = id1;
  const cp1 = manifold.points[1];
  cp1.anchorA.x = vUpperX;
  cp1.anchorA.y = vUpperY;
  cp1.separation = separationUpper - radius;
  cp1.id = id2;
  manifold.pointCount = 2;
  return manifold;
}

/** C's `enum b2NormalType`: what b2ClassifyNormal says of a candidate normal. */
export enum b2NormalType {
  /** Non-smooth against a convex corner: skip it. */
  b2_normalSkip = 0,
  /** Smooth against a convex corner: use it. */
  b2_normalAdmit = 1,
  /** In a concave corner's region: snap to the segment normal. */
  b2_normalSnap = 2,
}

/**
 * The smooth-collision data of one chain segment. C: the file-local `struct b2ChainSegmentParams`.
 */
export class b2ChainSegmentParams {
  /** The segment's unit direction, point1 → point2. */
  readonly edge1 = new b2Vec2();
  /** The previous segment's normal. */
  readonly normal0 = new b2Vec2();
  /** The next segment's normal. */
  readonly normal2 = new b2Vec2();
  /** Whether the corner at point1 is convex. */
  convex1 = false;
  /** Whether the corner at point2 is convex. */
  convex2 = false;
}

/**
 * Where a normal falls on the chain's Gauss map: toward the segment's tail (dot with edge1 ≤ 0)
 * or head; at a convex corner it is skipped when it turns more than sinTol = 0.01 past the
 * neighbour's normal, else admitted; at a concave corner it snaps.
 * C: the file-local `b2ClassifyNormal` in manifold.c.
 * @param params - the segment's smooth-collision data; only read
 * @param normal - the candidate unit normal; only read
 * @returns b2_normalSkip (0), b2_normalAdmit (1) or b2_normalSnap (2)
 */
export function b2ClassifyNormal(params: b2ChainSegmentParams, normal: b2Vec2): b2NormalType {
  const sinTol = 0.01;
  const nx = normal.x;
  const ny = normal.y;
  if (nx * params.edge1.x + ny * params.edge1.y <= 0.0) {
    // Toward the segment's tail.
    if (params.convex1) {
      // C: b2Cross( normal, params.normal0 ) > sinTol
      if (nx * params.normal0.y - ny * params.normal0.x > sinTol) {
        return b2NormalType.b2_normalSkip;
      }
      return b2NormalType.b2_normalAdmit;
    }
    return b2NormalType.b2_normalSnap;
  }
  // Toward the segment's head.
  if (params.convex2) {
    // C: b2Cross( params.normal2, normal ) > sinTol
    if (params.normal2.x * ny - params.normal2.y * nx > sinTol) {
      return b2NormalType.b2_normalSkip;
    }
    return b2NormalType.b2_normalAdmit;
  }
  return b2NormalType.b2_normalSnap;
}

// Scratch of b2CollideChainSegmentAndPolygon (house rule 2).
const smoothParams = new b2ChainSegmentParams();
const centroidB = new b2Vec2();
const centroidLocal = new b2Vec2();
const vertices: b2Vec2[] = [];
const normals: b2Vec2[] = [];
for (let i = 0; i < 8; ++i) {
  vertices.push(new b2Vec2());
  normals.push(new b2Vec2());
}
const segmentPoints: b2Vec2[] = [new b2Vec2(), new b2Vec2()];
const distanceInput = new b2DistanceInput();
const distanceOutput = new b2DistanceOutput();
const referenceNormal = new b2Vec2();
// The normal b2ClassifyNormal judges (C passes it by value), and the one clippedToWorld turns.
const candidate = new b2Vec2();
// The polygon b2CollideChainSegmentAndCapsule makes of capsule B.
const capsulePolygon = new b2Polygon();

// Turns the two clipped points (in A's frame) to world orientation; the normal given in A's
// frame, as a vector (its numbers as arguments would be boxed where V8 does not inline, rule 3).
// The tail of C's three b2ClipSegments cases.
function clippedToWorld(manifold: b2Manifold, normal: b2Vec2, xfA: b2Transform, xfB: b2Transform): void {
  const nx = normal.x;
  const ny = normal.y;
  const qc = xfA.q.c;
  const qs = xfA.q.s;
  manifold.normal.x = qc * nx - qs * ny;
  manifold.normal.y = qs * nx + qc * ny;
  for (let i = 0; i < 2; ++i) {
    const mp = manifold.points[i];
    const ax = mp.anchorA.x;
    const ay = mp.anchorA.y;
    mp.anchorA.x = qc * ax - qs * ay;
    mp.anchorA.y = qs * ax + qc * ay;
  }
  // C computes pAB = b2Sub( xfA.p, xfB.p ) once and adds it to each anchorA; same numbers.
  b2PlaceAnchorBAndPoint(manifold.points[0], xfA, xfB);
  b2PlaceAnchorBAndPoint(manifold.points[1], xfA, xfB);
}

// b2CollideChainSegmentAndPolygon after the argument checks.
function collideChainSegmentAndPolygon(manifold: b2Manifold, segmentA: b2ChainSegment, xfA: b2Transform, polygonB: b2Polygon, xfB: b2Transform, cache: b2SimplexCache): void {
  b2ZeroManifold(manifold);
  b2InvMulTransforms(xf, xfA, xfB);

  const packedB = polygonB.packed; // layout at b2Polygon.packed
  centroidLocal.x = packedB[B2_PACKED_CENTROID];
  centroidLocal.y = packedB[B2_PACKED_CENTROID_Y];
  b2TransformPoint(centroidB, xf, centroidLocal);
  const cBx = centroidB.x;
  const cBy = centroidB.y;
  const radiusB = packedB[B2_PACKED_RADIUS];

  const p1 = segmentA.segment.point1;
  const p2 = segmentA.segment.point2;
  const p1x = p1.x;
  const p1y = p1.y;
  const p2x = p2.x;
  const p2y = p2.y;

  const params = smoothParams;
  // C: edge1 = b2Normalize( b2Sub( p2, p1 ) )
  let e1x = p2x - p1x;
  let e1y = p2y - p1y;
  {
    const length = Math.sqrt(e1x * e1x + e1y * e1y);
    if (length < FLT_EPSILON) {
      e1x = 0.0;
      e1y = 0.0;
    } else {
      const inv = 1.0 / length;
      e1x = inv * e1x;
      e1y = inv * e1y;
    }
  }
  params.edge1.x = e1x;
  params.edge1.y = e1y;

  const convexTol = 0.01;
  // C: edge0 = b2Normalize( b2Sub( p1, ghost1 ) )
  let e0x = p1x - segmentA.ghost1.x;
  let e0y = p1y - segmentA.ghost1.y;
  {
    const length = Math.sqrt(e0x * e0x + e0y * e0y);
    if (length < FLT_EPSILON) {
      e0x = 0.0;
      e0y = 0.0;
    } else {
      const inv = 1.0 / length;
      e0x = inv * e0x;
      e0y = inv * e0y;
    }
  }
  // C: normal0 = b2RightPerp( edge0 ); convex1 = b2Cross( edge0, edge1 ) >= convexTol
  params.normal0.x = e0y;
  params.normal0.y = -e0x;
  params.convex1 = e0x * e1y - e0y * e1x >= convexTol;

  // C: edge2 = b2Normalize( b2Sub( ghost2, p2 ) )
  let e2x = segmentA.ghost2.x - p2x;
  let e2y = segmentA.ghost2.y - p2y;
  {
    const length = Math.sqrt(e2x * e2x + e2y * e2y);
    if (length < FLT_EPSILON) {
      e2x = 0.0;
      e2y = 0.0;
    } else {
      const inv = 1.0 / length;
      e2x = inv * e2x;
      e2y = inv * e2y;
    }
  }
  params.normal2.x = e2y;
  params.normal2.y = -e2x;
  params.convex2 = e1x * e2y - e1y * e2x >= convexTol;

  // The segment's normal points to the right. C: normal1 = b2RightPerp( edge1 )
  const n1x = e1y;
  const n1y = -e1x;
  const behind1 = n1x * (cBx - p1x) + n1y * (cBy - p1y) < 0.0;
  let behind0 = true;
  let behind2 = true;
  if (params.convex1) {
    behind0 = params.normal0.x * (cBx - p1x) + params.normal0.y * (cBy - p1y) < 0.0;
  }
  if (params.convex2) {
    behind2 = params.normal2.x * (cBx - p2x) + params.normal2.y * (cBy - p2y) < 0.0;
  }

  if (behind1 && behind0 && behind2) {
    // One-sided.
    return;
  }

  // Polygon B in A's frame.
  const count = polygonB.count;
  const xqc = xf.q.c;
  const xqs = xf.q.s;
  const xpx = xf.p.x;
  const xpy = xf.p.y;
  for (let i = 0; i < count; ++i) {
    const k = i << 1;
    const vx = packedB[k];
    const vy = packedB[k | 1];
    vertices[i].x = xqc * vx - xqs * vy + xpx;
    vertices[i].y = xqs * vx + xqc * vy + xpy;
    const nx = packedB[k | 16];
    const ny = packedB[k | 17];
    normals[i].x = xqc * nx - xqs * ny;
    normals[i].y = xqs * nx + xqc * ny;
  }

  // GJK between the segment and the whole polygon (distance does not handle partial polygons).
  segmentPoints[0].x = p1x;
  segmentPoints[0].y = p1y;
  segmentPoints[1].x = p2x;
  segmentPoints[1].y = p2y;
  const input = distanceInput;
  b2MakeProxy(input.proxyA, segmentPoints, 2, 0.0);
  b2MakeProxy(input.proxyB, vertices, count, 0.0);
  input.transformA.p.x = 0.0;
  input.transformA.p.y = 0.0;
  input.transformA.q.c = 1.0;
  input.transformA.q.s = 0.0;
  input.transformB.p.x = 0.0;
  input.transformB.p.y = 0.0;
  input.transformB.q.c = 1.0;
  input.transformB.q.s = 0.0;
  input.useRadii = false;

  const output = b2ShapeDistance(distanceOutput, input, cache, null, 0);

  if (output.distance > radiusB + B2_SPECULATIVE_DISTANCE) {
    return;
  }

  // Concave neighbours' normals snap to the segment normal (the polygon may be partial).
  const n0x = params.convex1 ? params.normal0.x : n1x;
  const n0y = params.convex1 ? params.normal0.y : n1y;
  const n2x = params.convex2 ? params.normal2.x : n1x;
  const n2y = params.convex2 ? params.normal2.y : n1y;

  // The polygon's incident vertex, or its incident edge (normal).
  let incidentIndex = -1;
  let incidentNormal = -1;

  if (behind1 === false && output.distance > 0.1 * B2_LINEAR_SLOP) {
    // The closest features may be two vertices, or an edge and a vertex, even where the contact
    // should be face to face.
    if (cache.count === 1) {
      // Vertex-vertex.
      const pAx = output.pointA.x;
      const pAy = output.pointA.y;
      // C: normal = b2Normalize( b2Sub( pB, pA ) )
      let nx = output.pointB.x - pAx;
      let ny = output.pointB.y - pAy;
      const length = Math.sqrt(nx * nx + ny * ny);
      if (length < FLT_EPSILON) {
        nx = 0.0;
        ny = 0.0;
      } else {
        const inv = 1.0 / length;
        nx = inv * nx;
        ny = inv * ny;
      }

      candidate.x = nx;
      candidate.y = ny;
      const type = b2ClassifyNormal(params, candidate);
      if (type === b2NormalType.b2_normalSkip) {
        return;
      }
      if (type === b2NormalType.b2_normalAdmit) {
        const qc = xfA.q.c;
        const qs = xfA.q.s;
        manifold.normal.x = qc * nx - qs * ny;
        manifold.normal.y = qs * nx + qc * ny;
        const cp = manifold.points[0];
        cp.anchorA.x = qc * pAx - qs * pAy;
        cp.anchorA.y = qs * pAx + qc * pAy;
        b2PlaceAnchorBAndPoint(cp, xfA, xfB);
        cp.separation = output.distance - radiusB;
        cp.id = B2_MAKE_ID(cache.indexA[0], cache.indexB[0]);
        manifold.pointCount = 1;
        return;
      }
      // b2_normalSnap: on to the segment normal.
      incidentIndex = cache.indexB[0];
    } else {
      // Vertex-edge (cache.count is 2 here).
      const ia1 = cache.indexA[0];
      const ia2 = cache.indexA[1];
      let ib1 = cache.indexB[0];
      let ib2 = cache.indexB[1];

      if (ia1 === ia2) {
        // One point on A, two on B: the polygon normal most aligned with pointA - pointB.
        const gx = output.pointA.x - output.pointB.x;
        const gy = output.pointA.y - output.pointB.y;
        let dot1 = gx * normals[ib1].x + gy * normals[ib1].y;
        let dot2 = gx * normals[ib2].x + gy * normals[ib2].y;
        const ib = dot1 > dot2 ? ib1 : ib2;

        // The polygon's own normal, accurate.
        const nBx = normals[ib].x;
        const nBy = normals[ib].y;

        candidate.x = -nBx;
        candidate.y = -nBy;
        const type = b2ClassifyNormal(params, candidate);
        if (type === b2NormalType.b2_normalSkip) {
          return;
        }

        if (type === b2NormalType.b2_normalAdmit) {
          // The polygon edge of that normal.
          ib1 = ib;
          // f32: integer
          ib2 = ib < count - 1 ? ib + 1 : 0;
          const b1 = vertices[ib1];
          const b2 = vertices[ib2];

          // The incident segment vertex. C: dot1 = b2Dot( normalB, b2Sub( p1, b1 ) ), dot2 likewise
          dot1 = nBx * (p1x - b1.x) + nBy * (p1y - b1.y);
          dot2 = nBx * (p2x - b1.x) + nBy * (p2y - b1.y);

          if (dot1 < dot2) {
            if (n0x * nBx + n0y * nBy < n1x * nBx + n1y * nBy) {
              // The neighbour is incident.
              return;
            }
          } else {
            if (n2x * nBx + n2y * nBy < n1x * nBx + n1y * nBy) {
              // The neighbour is incident.
              return;
            }
          }

          referenceNormal.x = nBx;
          referenceNormal.y = nBy;
          clipRadii.ra = radiusB;
          clipRadii.rb = 0.0;
          clipSegments(manifold, b1, b2, p1, p2, referenceNormal, clipRadii, B2_MAKE_ID(ib1, 1), B2_MAKE_ID(ib2, 0));
          if (manifold.pointCount === 2) {
            candidate.x = -nBx;
            candidate.y = -nBy;
            clippedToWorld(manifold, candidate, xfA, xfB);
          }
          return;
        }

        // b2_normalSnap: on to the segment normal.
        incidentNormal = ib;
      } else {
        // The incident polygon vertex.
        const dot1 = n1x * (vertices[ib1].x - p1x) + n1y * (vertices[ib1].y - p1y);
        const dot2 = n1x * (vertices[ib2].x - p2x) + n1y * (vertices[ib2].y - p2y);
        incidentIndex = dot1 < dot2 ? ib1 : ib2;
      }
    }
  } else {
    // SAT: the segment normal.
    let edgeSeparation = 3.4028234663852886e38; // b2_maxFloat (rule 4)
    for (let i = 0; i < count; ++i) {
      const s = n1x * (vertices[i].x - p1x) + n1y * (vertices[i].y - p1y);
      if (s < edgeSeparation) {
        edgeSeparation = s;
        incidentIndex = i;
      }
    }

    // A convex neighbour may separate more.
    if (params.convex1) {
      let s0 = 3.4028234663852886e38; // b2_maxFloat (rule 4)
      for (let i = 0; i < count; ++i) {
        const s = params.normal0.x * (vertices[i].x - p1x) + params.normal0.y * (vertices[i].y - p1y);
        if (s < s0) {
          s0 = s;
        }
      }
      if (s0 > edgeSeparation) {
        edgeSeparation = s0;
        // The neighbour owns the separation.
        incidentIndex = -1;
      }
    }

    if (params.convex2) {
      let s2 = 3.4028234663852886e38; // b2_maxFloat (rule 4)
      for (let i = 0; i < count; ++i) {
        const s = params.normal2.x * (vertices[i].x - p2x) + params.normal2.y * (vertices[i].y - p2y);
        if (s < s2) {
          s2 = s;
        }
      }
      if (s2 > edgeSeparation) {
        edgeSeparation = s2;
        incidentIndex = -1;
      }
    }

    // SAT: the polygon's admitted normals.
    let polygonSeparation = -3.4028234663852886e38; // b2_maxFloat (rule 4)
    let referenceIndex = -1;
    for (let i = 0; i < count; ++i) {
      const nx = normals[i].x;
      const ny = normals[i].y;
      candidate.x = -nx;
      candidate.y = -ny;
      const type = b2ClassifyNormal(params, candidate);
      if (type !== b2NormalType.b2_normalAdmit) {
        continue;
      }
      const px = vertices[i].x;
      const py = vertices[i].y;
      // C: s = b2MinFloat( b2Dot( n, b2Sub( p2, p ) ), b2Dot( n, b2Sub( p1, p ) ) )
      const sa = nx * (p2x - px) + ny * (p2y - py);
      const sb = nx * (p1x - px) + ny * (p1y - py);
      const s = sa < sb ? sa : sb;
      if (s > polygonSeparation) {
        polygonSeparation = s;
        referenceIndex = i;
      }
    }

    if (polygonSeparation > edgeSeparation) {
      const ia1 = referenceIndex;
      // f32: integer
      const ia2 = ia1 < count - 1 ? ia1 + 1 : 0;
      const a1 = vertices[ia1];
      const a2 = vertices[ia2];
      const nx = normals[ia1].x;
      const ny = normals[ia1].y;

      const dot1 = nx * (p1x - a1.x) + ny * (p1y - a1.y);
      const dot2 = nx * (p2x - a1.x) + ny * (p2y - a1.y);

      if (dot1 < dot2) {
        if (n0x * nx + n0y * ny < n1x * nx + n1y * ny) {
          // The neighbour is incident.
          return;
        }
      } else {
        if (n2x * nx + n2y * ny < n1x * nx + n1y * ny) {
          // The neighbour is incident.
          return;
        }
      }

      clipRadii.ra = radiusB;
      clipRadii.rb = 0.0;
      clipSegments(manifold, a1, a2, p1, p2, normals[ia1], clipRadii, B2_MAKE_ID(ia1, 1), B2_MAKE_ID(ia2, 0));
      if (manifold.pointCount === 2) {
        candidate.x = -nx;
        candidate.y = -ny;
        clippedToWorld(manifold, candidate, xfA, xfB);
      }
      return;
    }

    if (incidentIndex === -1) {
      // A neighbouring segment is the separating axis.
      return;
    }
    // On to the segment normal.
  }

  // The segment normal: the polygon's incident edge is the one next to the deepest vertex most
  // against the segment normal.
  let ib1: number;
  let ib2: number;
  if (incidentNormal !== -1) {
    ib1 = incidentNormal;
    // f32: integer
    ib2 = ib1 < count - 1 ? ib1 + 1 : 0;
  } else {
    const i2 = incidentIndex;
    // f32: integer
    const i1 = i2 > 0 ? i2 - 1 : count - 1;
    const d1 = n1x * normals[i1].x + n1y * normals[i1].y;
    const d2 = n1x * normals[i2].x + n1y * normals[i2].y;
    if (d1 < d2) {
      ib1 = i1;
      ib2 = i2;
    } else {
      ib1 = i2;
      // f32: integer
      ib2 = i2 < count - 1 ? i2 + 1 : 0;
    }
  }

  referenceNormal.x = n1x;
  referenceNormal.y = n1y;
  clipRadii.ra = 0.0;
  clipRadii.rb = radiusB;
  clipSegments(manifold, p1, p2, vertices[ib1], vertices[ib2], referenceNormal, clipRadii, B2_MAKE_ID(0, ib2), B2_MAKE_ID(1, ib1));
  if (manifold.pointCount === 2) {
    clippedToWorld(manifold, manifold.normal, xfA, xfB);
  }
}

/**
 * The manifold of a chain segment and a (possibly rounded) polygon, with smooth collision over
 * the chain's joints: GJK between the segment and the polygon (warm-started from cache) finds the
 * closest features; apart by more than 0.1·B2_LINEAR_SLOP, a vertex-vertex contact gives one point
 * (id B2_MAKE_ID(cache.indexA[0], cache.indexB[0])) and a vertex-edge contact clips on the
 * polygon's edge; otherwise SAT over the segment normal, its convex neighbours' normals and the
 * polygon's admitted normals picks the reference. Normals a convex neighbour would own are
 * skipped (no point), normals at a concave corner snap to the segment normal. Ids: on the polygon's
 * edge ia1→ia2, B2_MAKE_ID(ia1, 1) and B2_MAKE_ID(ia2, 0); on the segment's normal,
 * B2_MAKE_ID(0, ib2) and B2_MAKE_ID(1, ib1) (first byte the segment's vertex, second the polygon's).
 * C: `b2CollideChainSegmentAndPolygon` in manifold.c (returns the manifold by value; here it is written into the first argument).
 * @param manifold - written whole (C's zero manifold when there is no point)
 * @param segmentA - shape A, in its body frame; only read
 * @param xfA - A's world transform; only read
 * @param polygonB - shape B, in its body frame; only read
 * @param xfB - B's world transform; only read
 * @param cache - the GJK warm start: read, then written (zero it for a new contact, keep it between steps)
 * @returns manifold (frames as in b2CollidePolygons)
 * @throws Error naming the argument, writing nothing, when a number is not finite or beyond
 * ±FLT_MAX, the radius is negative, the polygon's count is not in [1, 8], the cache's count or
 * indices are out of range, or manifold cannot be written (not in C;
 * [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2CollideChainSegmentAndPolygon(
  manifold: b2Manifold, segmentA: b2ChainSegment, xfA: b2Transform, polygonB: b2Polygon, xfB: b2Transform, cache: b2SimplexCache,
): b2Manifold {
  const where = 'b2CollideChainSegmentAndPolygon';
  b2CheckManifoldOutput(where, manifold);
  b2CheckChainSegmentV3(where, 'segmentA', segmentA);
  b2CheckPolygonV3(where, 'polygonB', polygonB);
  b2CheckTransformPair(where, xfA, xfB);
  b2CheckCacheV3(where, cache, polygonB.count);
  collideChainSegmentAndPolygon(manifold, segmentA, xfA, polygonB, xfB, cache);
  return manifold;
}

/**
 * The manifold of a chain segment and a capsule: b2CollideChainSegmentAndPolygon with the capsule
 * made a two-vertex rounded polygon (manifold.c's b2MakeCapsule), as C does; the capsule's
 * vertices are 0 (center1) and 1 (center2).
 * C: `b2CollideChainSegmentAndCapsule` in manifold.c (returns the manifold by value; here it is written into the first argument).
 * @param manifold - written whole (C's zero manifold when there is no point)
 * @param segmentA - shape A, in its body frame; only read
 * @param xfA - A's world transform; only read
 * @param capsuleB - shape B, in its body frame; only read
 * @param xfB - B's world transform; only read
 * @param cache - the GJK warm start: read, then written (zero it for a new contact, keep it between steps)
 * @returns manifold (frames as in b2CollidePolygons)
 * @throws as b2CollideChainSegmentAndPolygon, and when the capsule's centers are no more than
 * sqrt(FLT_EPSILON) apart (C asserts it)
 */
export function b2CollideChainSegmentAndCapsule(
  manifold: b2Manifold, segmentA: b2ChainSegment, xfA: b2Transform, capsuleB: b2Capsule, xfB: b2Transform, cache: b2SimplexCache,
): b2Manifold {
  const where = 'b2CollideChainSegmentAndCapsule';
  b2CheckManifoldOutput(where, manifold);
  b2CheckChainSegmentV3(where, 'segmentA', segmentA);
  b2CheckCapsuleV3(where, 'capsuleB', capsuleB, 0.0);
  b2CheckTransformPair(where, xfA, xfB);
  b2CheckCacheV3(where, cache, 2);
  b2MakeCapsule(capsulePolygon, capsuleB, where, 'capsuleB.center1', 'capsuleB.center2');
  collideChainSegmentAndPolygon(manifold, segmentA, xfA, capsulePolygon, xfB, cache);
  return manifold;
}
