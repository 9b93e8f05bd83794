// The v3.1.1 colliders of capsules and segments: b2CollideCapsules (Ericson's closest points of two
// segments, 5.1.9, plus clipping for two points), b2CollideSegmentAndCapsule and
// b2CollidePolygonAndCapsule (src/manifold.c). C's vector expressions are written as scalar lines
// in C's operation order (house rule 1), with the C expression in a comment.

import { B2_LINEAR_SLOP, B2_MAKE_ID, B2_SPECULATIVE_DISTANCE, b2Capsule, b2Polygon, type b2Manifold, type b2Segment } from './collision_types';
import { FLT_EPSILON, b2InvMulTransforms, b2Transform, b2TransformPoint, b2Vec2 } from './math_functions';
import { b2CheckCapsuleV3, b2CheckManifoldOutput, b2CheckPolygonV3, b2CheckSegmentV3, b2CheckTransformPair, b2IsCapsuleInRange, b2IsSegmentInRange, b2IsTransformPairInRange } from './manifold_checks';
import { b2IsPackedPolygonShaped } from './polygon_packed';
import { b2PlaceAnchorBAndPoint, b2ZeroManifold } from './manifold_write';
import { b2IsCapsuleLongEnough, b2MakeCapsule } from './manifold_make_capsule';
import { collidePolygonsChecked } from './manifold_polygons';

// Scratch (house rule 2): A's transform shifted to its first center, B's frame in it, B's centers there.
const sfA = new b2Transform();
const xf = new b2Transform();
const p2 = new b2Vec2();
const q2 = new b2Vec2();
// The polygon b2CollidePolygonAndCapsule makes of capsule B.
const capsulePolygon = new b2Polygon();

// The capsule b2CollideSegmentAndCapsule makes of its segment: C's `b2Capsule capsuleA = { segmentA->point1, segmentA->point2, 0.0f }`.
const segmentCapsule = new b2Capsule();

/**
 * The cold path of collideCapsules' product tests (written out at each site, so that no double
 * crosses a call on the hot path, src/README.md rule 3): throws, naming the squares and products.
 */
// f32: exact (the message shows the products as computed)
function capsuleProductsOverflow(where: string, a: number, b: number, c: number, d: number, e: number, f: number): never {
  throw new Error(
    `${where}: the segments' squares and products (${a}, ${b}, ${c}, ${d}, ${e}, ${f}) pass FLT_MAX (3.4e38), where C's float ` +
      'overflows to infinity and the manifold comes out NaN; the capsules are too far apart or too long for float',
  );
}

// b2CollideCapsules' body, after the argument checks.
function collideCapsules(where: string, manifold: b2Manifold, capsuleA: b2Capsule, xfA: b2Transform, capsuleB: b2Capsule, xfB: b2Transform): void {
  const a2 = capsuleA.center2;
  const radiusA = capsuleA.radius;
  const originX = capsuleA.center1.x;
  const originY = capsuleA.center1.y;

  // Shift A to its first center: sfA = { xfA.p + xfA.q·origin, xfA.q }.
  const qc = xfA.q.c;
  const qs = xfA.q.s;
  sfA.p.x = xfA.p.x + (qc * originX - qs * originY);
  sfA.p.y = xfA.p.y + (qs * originX + qc * originY);
  sfA.q.c = qc;
  sfA.q.s = qs;
  b2InvMulTransforms(xf, sfA, xfB);

  // p1 = 0, q1 = center2 - origin
  const p1x = 0.0;
  const p1y = 0.0;
  const q1x = a2.x - originX;
  const q1y = a2.y - originY;

  b2TransformPoint(p2, xf, capsuleB.center1);
  b2TransformPoint(q2, xf, capsuleB.center2);
  const p2x = p2.x;
  const p2y = p2.y;
  const q2x = q2.x;
  const q2y = q2.y;

  const d1x = q1x - p1x;
  const d1y = q1y - p1y;
  const d2x = q2x - p2x;
  const d2y = q2y - p2y;

  const dd1 = d1x * d1x + d1y * d1y;
  const dd2 = d2x * d2x + d2y * d2y;

  const epsSqr = FLT_EPSILON * FLT_EPSILON;
  // Not in C, which asserts this in debug builds only and otherwise divides by zero below.
  if (!(dd1 > epsSqr && dd2 > epsSqr)) {
    throw new Error(
      `${where}: a capsule or segment is too short in float32 (squared lengths ${dd1} and ${dd2} after the transform; each must be above FLT_EPSILON² = ${epsSqr})`,
    );
  }

  const rx = p1x - p2x;
  const ry = p1y - p2y;
  const rd1 = rx * d1x + ry * d1y;
  const rd2 = rx * d2x + ry * d2y;

  const d12 = d1x * d2x + d1y * d2y;

  // C: denom = dd1 * dd2 - d12 * d12, its two products kept for the test below.
  const dd12 = dd1 * dd2;
  const d12Sqr = d12 * d12;
  const denom = dd12 - d12Sqr;
  // Not in C: a square or product past FLT_MAX is infinite in C's float and the manifold then NaN
  // (Inf - Inf); both builds refuse such inputs (centres some 1e18 apart) before anything is
  // written, as b2SegmentDistance does (docs/v3.md, departures). The manifold is zeroed after these
  // tests, so a refused call leaves it as it was.
  if (
    !(Math.abs(dd1) <= 3.4028234663852886e38 && Math.abs(dd2) <= 3.4028234663852886e38 && // FLT_MAX = b2_maxFloat (rule 4)
      Math.abs(rd1) <= 3.4028234663852886e38 && Math.abs(rd2) <= 3.4028234663852886e38 && // FLT_MAX = b2_maxFloat (rule 4)
      Math.abs(dd12) <= 3.4028234663852886e38 && Math.abs(d12Sqr) <= 3.4028234663852886e38) // FLT_MAX = b2_maxFloat (rule 4)
  ) {
    capsuleProductsOverflow(where, dd1, dd2, rd1, rd2, dd12, d12Sqr);
  }

  // Fraction on segment 1 (0 when the segments are parallel).
  let f1 = 0.0;
  if (denom !== 0.0) {
    // C: b2ClampFloat( ( d12 * rd2 - rd1 * dd2 ) / denom, 0.0f, 1.0f ), its two products kept for the test.
    const a = d12 * rd2;
    const b = rd1 * dd2;
    if (!(Math.abs(a) <= 3.4028234663852886e38 && Math.abs(b) <= 3.4028234663852886e38)) { // FLT_MAX = b2_maxFloat (rule 4)
      capsuleProductsOverflow(where, a, b, 0.0, 0.0, 0.0, 0.0);
    }
    const t = (a - b) / denom;
    f1 = t < 0.0 ? 0.0 : t > 1.0 ? 1.0 : t;
  }

  // The point on segment 2 closest to p1 + f1 * d1.
  let f2 = (d12 * f1 + rd2) / dd2;

  // Clamping segment 2 means solving segment 1 again.
  if (f2 < 0.0) {
    f2 = 0.0;
    const t = -rd1 / dd1;
    f1 = t < 0.0 ? 0.0 : t > 1.0 ? 1.0 : t;
  } else if (f2 > 1.0) {
    f2 = 1.0;
    const t = (d12 - rd1) / dd1;
    f1 = t < 0.0 ? 0.0 : t > 1.0 ? 1.0 : t;
  }

  // C: closest1 = b2MulAdd( p1, f1, d1 ); closest2 = b2MulAdd( p2, f2, d2 )
  const closest1x = p1x + f1 * d1x;
  const closest1y = p1y + f1 * d1y;
  const closest2x = p2x + f2 * d2x;
  const closest2y = p2y + f2 * d2y;
  // C: b2DistanceSquared( closest1, closest2 )
  const cx = closest2x - closest1x;
  const cy = closest2y - closest1y;
  const distanceSquared = cx * cx + cy * cy;
  if (!(distanceSquared <= 3.4028234663852886e38)) { // FLT_MAX = b2_maxFloat (rule 4)
    capsuleProductsOverflow(where, distanceSquared, 0.0, 0.0, 0.0, 0.0, 0.0);
  }
  b2ZeroManifold(manifold);

  const radiusB = capsuleB.radius;
  const radius = radiusA + radiusB;
  const maxDistance = radius + B2_SPECULATIVE_DISTANCE;

  if (distanceSquared > maxDistance * maxDistance) {
    return;
  }

  const distance = Math.sqrt(distanceSquared);

  // C: u1 = b2GetLengthAndNormalize( &length1, d1 ), u2 likewise
  const length1 = Math.sqrt(d1x * d1x + d1y * d1y);
  let u1x = 0.0;
  let u1y = 0.0;
  if (!(length1 < FLT_EPSILON)) {
    const inv = 1.0 / length1;
    u1x = inv * d1x;
    u1y = inv * d1y;
  }
  const length2 = Math.sqrt(d2x * d2x + d2y * d2y);
  let u2x = 0.0;
  let u2y = 0.0;
  if (!(length2 < FLT_EPSILON)) {
    const inv = 1.0 / length2;
    u2x = inv * d2x;
    u2y = inv * d2y;
  }

  // Does segment B project outside segment A?
  const fp2 = (p2x - p1x) * u1x + (p2y - p1y) * u1y;
  const fq2 = (q2x - p1x) * u1x + (q2y - p1y) * u1y;
  const outsideA = (fp2 <= 0.0 && fq2 <= 0.0) || (fp2 >= length1 && fq2 >= length1);

  // Does segment A project outside segment B?
  const fp1 = (p1x - p2x) * u2x + (p1y - p2y) * u2y;
  const fq1 = (q1x - p2x) * u2x + (q1y - p2y) * u2y;
  const outsideB = (fp1 <= 0.0 && fq1 <= 0.0) || (fp1 >= length2 && fq1 >= length2);

  if (outsideA === false && outsideB === false) {
    // Try clipping for two points; too much separation falls back to one point below.

    // The reference edge by SAT. C: normalA = b2LeftPerp( u1 )
    let normalAx = -u1y;
    let normalAy = u1x;
    let separationA: number;
    {
      const ss1 = (p2x - p1x) * normalAx + (p2y - p1y) * normalAy;
      const ss2 = (q2x - p1x) * normalAx + (q2y - p1y) * normalAy;
      const s1p = ss1 < ss2 ? ss1 : ss2;
      const s1n = -ss1 < -ss2 ? -ss1 : -ss2;
      if (s1p > s1n) {
        separationA = s1p;
      } else {
        separationA = s1n;
        normalAx = -normalAx;
        normalAy = -normalAy;
      }
    }

    let normalBx = -u2y;
    let normalBy = u2x;
    let separationB: number;
    {
      const ss1 = (p1x - p2x) * normalBx + (p1y - p2y) * normalBy;
      const ss2 = (q1x - p2x) * normalBx + (q1y - p2y) * normalBy;
      const s1p = ss1 < ss2 ? ss1 : ss2;
      const s1n = -ss1 < -ss2 ? -ss1 : -ss2;
      if (s1p > s1n) {
        separationB = s1p;
      } else {
        separationB = s1n;
        normalBx = -normalBx;
        normalBy = -normalBy;
      }
    }

    // Biased toward A to avoid flip-flopping between the features (C's 0.1 * B2_LINEAR_SLOP).
    if (separationA + 0.1 * B2_LINEAR_SLOP >= separationB) {
      manifold.normal.x = normalAx;
      manifold.normal.y = normalAy;

      let cpx = p2x;
      let cpy = p2y;
      let cqx = q2x;
      let cqy = q2y;

      // Clip to p1. C: cp = b2Lerp( p2, q2, ( 0.0f - fp2 ) / ( fq2 - fp2 ) ), cq likewise.
      if (fp2 < 0.0 && fq2 > 0.0) {
        const t = (0.0 - fp2) / (fq2 - fp2);
        cpx = (1.0 - t) * p2x + t * q2x;
        cpy = (1.0 - t) * p2y + t * q2y;
      } else if (fq2 < 0.0 && fp2 > 0.0) {
        const t = (0.0 - fq2) / (fp2 - fq2);
        cqx = (1.0 - t) * q2x + t * p2x;
        cqy = (1.0 - t) * q2y + t * p2y;
      }

      // Clip to q1.
      if (fp2 > length1 && fq2 < length1) {
        const t = (fp2 - length1) / (fp2 - fq2);
        cpx = (1.0 - t) * p2x + t * q2x;
        cpy = (1.0 - t) * p2y + t * q2y;
      } else if (fq2 > length1 && fp2 < length1) {
        const t = (fq2 - length1) / (fq2 - fp2);
        cqx = (1.0 - t) * q2x + t * p2x;
        cqy = (1.0 - t) * q2y + t * p2y;
      }

      const sp = (cpx - p1x) * normalAx + (cpy - p1y) * normalAy;
      const sq = (cqx - p1x) * normalAx + (cqy - p1y) * normalAy;

      if (sp <= distance + B2_LINEAR_SLOP || sq <= distance + B2_LINEAR_SLOP) {
        // C: anchorA = b2MulAdd( cp, 0.5f * ( radiusA - radiusB - sp ), normalA ), cq likewise
        const mp0 = manifold.points[0];
        const hp = 0.5 * (radiusA - radiusB - sp);
        mp0.anchorA.x = cpx + hp * normalAx;
        mp0.anchorA.y = cpy + hp * normalAy;
        mp0.separation = sp - radius;
        mp0.id = B2_MAKE_ID(0, 0);

        const mp1 = manifold.points[1];
        const hq = 0.5 * (radiusA - radiusB - sq);
        mp1.anchorA.x = cqx + hq * normalAx;
        mp1.anchorA.y = cqy + hq * normalAy;
        mp1.separation = sq - radius;
        mp1.id = B2_MAKE_ID(0, 1);
        manifold.pointCount = 2;
      }
    } else {
      // The normal always points from A to B.
      manifold.normal.x = -normalBx;
      manifold.normal.y = -normalBy;

      let cpx = p1x;
      let cpy = p1y;
      let cqx = q1x;
      let cqy = q1y;

      // Clip to p2.
      if (fp1 < 0.0 && fq1 > 0.0) {
        const t = (0.0 - fp1) / (fq1 - fp1);
        cpx = (1.0 - t) * p1x + t * q1x;
        cpy = (1.0 - t) * p1y + t * q1y;
      } else if (fq1 < 0.0 && fp1 > 0.0) {
        const t = (0.0 - fq1) / (fp1 - fq1);
        cqx = (1.0 - t) * q1x + t * p1x;
        cqy = (1.0 - t) * q1y + t * p1y;
      }

      // Clip to q2.
      if (fp1 > length2 && fq1 < length2) {
        const t = (fp1 - length2) / (fp1 - fq1);
        cpx = (1.0 - t) * p1x + t * q1x;
        cpy = (1.0 - t) * p1y + t * q1y;
      } else if (fq1 > length2 && fp1 < length2) {
        const t = (fq1 - length2) / (fq1 - fp1);
        cqx = (1.0 - t) * q1x + t * p1x;
        cqy = (1.0 - t) * q1y + t * p1y;
      }

      const sp = (cpx - p2x) * normalBx + (cpy - p2y) * normalBy;
      const sq = (cqx - p2x) * normalBx + (cqy - p2y) * normalBy;

      if (sp <= distance + B2_LINEAR_SLOP || sq <= distance + B2_LINEAR_SLOP) {
        // C: anchorA = b2MulAdd( cp, 0.5f * ( radiusB - radiusA - sp ), normalB ), cq likewise
        const mp0 = manifold.points[0];
        const hp = 0.5 * (radiusB - radiusA - sp);
        mp0.anchorA.x = cpx + hp * normalBx;
        mp0.anchorA.y = cpy + hp * normalBy;
        mp0.separation = sp - radius;
        mp0.id = B2_MAKE_ID(0, 0);

        const mp1 = manifold.points[1];
        const hq = 0.5 * (radiusB - radiusA - sq);
        mp1.anchorA.x = cqx + hq * normalBx;
        mp1.anchorA.y = cqy + hq * normalBy;
        mp1.separation = sq - radius;
        mp1.id = B2_MAKE_ID(1, 0);
        manifold.pointCount = 2;
      }
    }
  }

  if (manifold.pointCount === 0) {
    // One point, between the closest points.
    let nx = closest2x - closest1x;
    let ny = closest2y - closest1y;
    if (nx * nx + ny * ny > epsSqr) {
      // C: normal = b2Normalize( normal )
      const length = Math.sqrt(nx * nx + ny * ny);
      if (length < FLT_EPSILON) {
        nx = 0.0;
        ny = 0.0;
      } else {
        const inv = 1.0 / length;
        nx = inv * nx;
        ny = inv * ny;
      }
    } else {
      // C: normal = b2LeftPerp( u1 )
      nx = -u1y;
      ny = u1x;
    }

    // C: c1 = b2MulAdd( closest1, radiusA, normal ); c2 = b2MulAdd( closest2, -radiusB, normal )
    const c1x = closest1x + radiusA * nx;
    const c1y = closest1y + radiusA * ny;
    const c2x = closest2x + -radiusB * nx;
    const c2y = closest2y + -radiusB * ny;

    const i1 = f1 === 0.0 ? 0 : 1;
    const i2 = f2 === 0.0 ? 0 : 1;

    manifold.normal.x = nx;
    manifold.normal.y = ny;
    const mp = manifold.points[0];
    mp.anchorA.x = (1.0 - 0.5) * c1x + 0.5 * c2x;
    mp.anchorA.y = (1.0 - 0.5) * c1y + 0.5 * c2y;
    mp.separation = Math.sqrt(distanceSquared) - radius;
    mp.id = B2_MAKE_ID(i1, i2);
    manifold.pointCount = 1;
  }

  // To world orientation; anchors relative to each shape's origin.
  const nx = manifold.normal.x;
  const ny = manifold.normal.y;
  manifold.normal.x = qc * nx - qs * ny;
  manifold.normal.y = qs * nx + qc * ny;
  for (let i = 0; i < manifold.pointCount; ++i) {
    const mp = manifold.points[i];
    // C: mp->anchorA = b2RotateVector( xfA.q, b2Add( mp->anchorA, origin ) )
    const ax = mp.anchorA.x + originX;
    const ay = mp.anchorA.y + originY;
    mp.anchorA.x = qc * ax - qs * ay;
    mp.anchorA.y = qs * ax + qc * ay;
    b2PlaceAnchorBAndPoint(mp, xfA, xfB);
  }
}

/**
 * The manifold of two capsules: the closest points of the two axes (Ericson 5.1.9), then, when
 * neither axis projects wholly beyond the other, two points clipped to the reference axis found
 * by SAT (A's unless B's separates by more than 0.1·B2_LINEAR_SLOP); otherwise, or when both
 * clipped points are more than B2_LINEAR_SLOP beyond the closest distance, one point. Ids: two
 * points on A's axis 0x0000, 0x0001; on B's 0x0000, 0x0100; one point (f1 ≠ 0) << 8 | (f2 ≠ 0).
 * C: `b2CollideCapsules` in manifold.c (returns the manifold by value; here it is written into the first argument).
 * @param manifold - written whole (C's zero manifold when there is no point)
 * @param capsuleA - shape A, in its body frame; only read
 * @param xfA - A's world transform; only read
 * @param capsuleB - shape B, in its body frame; only read
 * @param xfB - B's world transform; only read
 * @returns manifold: normal (world, A to B), per point anchorA/anchorB (world orientation,
 * relative to each shape's origin), point (world), separation, id
 * @throws Error naming the argument, writing nothing, when a number is not finite or beyond
 * ±FLT_MAX, a radius is negative, an axis is no longer than FLT_EPSILON (C asserts it), or
 * manifold cannot be written (not in C; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2CollideCapsules(manifold: b2Manifold, capsuleA: b2Capsule, xfA: b2Transform, capsuleB: b2Capsule, xfB: b2Transform): b2Manifold {
  const where = 'b2CollideCapsules';
  b2CheckManifoldOutput(where, manifold);
  // The predicates of the checks below, called directly: one call to the cold path instead of a
  // wrapper per check, so that V8 inlines the three tests together into a caller.
  if (!(b2IsCapsuleInRange(capsuleA, 0.0) && b2IsCapsuleInRange(capsuleB, 0.0) && b2IsTransformPairInRange(xfA, xfB))) {
    capsulesFailure(where, manifold, capsuleA, xfA, capsuleB, xfB);
  }
  collideCapsules(where, manifold, capsuleA, xfA, capsuleB, xfB);
  return manifold;
}

/**
 * The manifold of a two-sided segment and a capsule: b2CollideCapsules with the segment as a
 * capsule of radius 0, as C does (same ids).
 * C: `b2CollideSegmentAndCapsule` in manifold.c (returns the manifold by value; here it is written into the first argument).
 * @param manifold - written whole (C's zero manifold when there is no point)
 * @param segmentA - shape A, in its body frame; only read
 * @param xfA - A's world transform; only read
 * @param capsuleB - shape B, in its body frame; only read
 * @param xfB - B's world transform; only read
 * @returns manifold (frames as in b2CollideCapsules)
 * @throws as b2CollideCapsules
 */
export function b2CollideSegmentAndCapsule(manifold: b2Manifold, segmentA: b2Segment, xfA: b2Transform, capsuleB: b2Capsule, xfB: b2Transform): b2Manifold {
  const where = 'b2CollideSegmentAndCapsule';
  b2CheckManifoldOutput(where, manifold);
  // As in b2CollideCapsules: the predicates, then one call to the checks in order on failure.
  if (!(b2IsSegmentInRange(segmentA, 0.0) && b2IsCapsuleInRange(capsuleB, 0.0) && b2IsTransformPairInRange(xfA, xfB))) {
    segmentAndCapsuleFailure(where, manifold, segmentA, xfA, capsuleB, xfB);
  }
  segmentCapsule.center1.x = segmentA.point1.x;
  segmentCapsule.center1.y = segmentA.point1.y;
  segmentCapsule.center2.x = segmentA.point2.x;
  segmentCapsule.center2.y = segmentA.point2.y;
  segmentCapsule.radius = 0.0;
  collideCapsules(where, manifold, segmentCapsule, xfA, capsuleB, xfB);
  return manifold;
}

/**
 * The manifold of a polygon and a capsule: b2CollidePolygons with the capsule made a two-vertex
 * rounded polygon (manifold.c's b2MakeCapsule), as C does; ids as in b2CollidePolygons, the
 * capsule's vertices 0 (center1) and 1 (center2).
 * C: `b2CollidePolygonAndCapsule` in manifold.c (returns the manifold by value; here it is written into the first argument).
 * @param manifold - written whole (C's zero manifold when there is no point)
 * @param polygonA - shape A, in its body frame; only read
 * @param xfA - A's world transform; only read
 * @param capsuleB - shape B, in its body frame; only read
 * @param xfB - B's world transform; only read
 * @returns manifold (frames as in b2CollidePolygons)
 * @throws Error naming the argument, writing nothing, when a number is not finite or beyond
 * ±FLT_MAX, a radius is negative, the polygon's count is not in [1, 8], the capsule's centers are
 * no more than sqrt(FLT_EPSILON) apart (C asserts it), or manifold cannot be written (not in C;
 * [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2CollidePolygonAndCapsule(manifold: b2Manifold, polygonA: b2Polygon, xfA: b2Transform, capsuleB: b2Capsule, xfB: b2Transform): b2Manifold {
  const where = 'b2CollidePolygonAndCapsule';
  b2CheckManifoldOutput(where, manifold);
  // Here polygonA's form, the capsule (and the length b2MakeCapsule asks, tested as it tests it)
  // and the transforms; polygonA's numbers in collidePolygonsChecked's copy, which reads them
  // anyway, as b2CollidePolygons does. Any failure runs the checks in their order, which name it.
  if (!(b2IsPackedPolygonShaped(polygonA, 1) && b2IsCapsuleInRange(capsuleB, 0.0) && b2IsTransformPairInRange(xfA, xfB) && b2IsCapsuleLongEnough(capsuleB.center1, capsuleB.center2))) {
    polygonAndCapsuleFailure(where, manifold, polygonA, xfA, capsuleB, xfB);
  }
  b2MakeCapsule(capsulePolygon, capsuleB, where, 'capsuleB.center1', 'capsuleB.center2');
  collidePolygonsChecked(where, manifold, polygonA, xfA, capsulePolygon, xfB);
  return manifold;
}

// The checks of b2CollidePolygonAndCapsule in their order (manifold, polygonA, capsuleB,
// transforms, then b2MakeCapsule's length), on the cold path: the first fault throws, named.
function polygonAndCapsuleFailure(where: string, manifold: b2Manifold, polygonA: b2Polygon, xfA: b2Transform, capsuleB: b2Capsule, xfB: b2Transform): void {
  b2CheckManifoldOutput(where, manifold);
  b2CheckPolygonV3(where, 'polygonA', polygonA);
  b2CheckCapsuleV3(where, 'capsuleB', capsuleB, 0.0);
  b2CheckTransformPair(where, xfA, xfB);
  b2MakeCapsule(capsulePolygon, capsuleB, where, 'capsuleB.center1', 'capsuleB.center2');
}

// The checks of b2CollideCapsules in their order (manifold, capsuleA, capsuleB, transforms), on
// the cold path: the first fault throws, named.
function capsulesFailure(where: string, manifold: b2Manifold, capsuleA: b2Capsule, xfA: b2Transform, capsuleB: b2Capsule, xfB: b2Transform): void {
  b2CheckManifoldOutput(where, manifold);
  b2CheckCapsuleV3(where, 'capsuleA', capsuleA, 0.0);
  b2CheckCapsuleV3(where, 'capsuleB', capsuleB, 0.0);
  b2CheckTransformPair(where, xfA, xfB);
}

// The checks of b2CollideSegmentAndCapsule in their order (manifold, segmentA, capsuleB,
// transforms), on the cold path: the first fault throws, named.
function segmentAndCapsuleFailure(where: string, manifold: b2Manifold, segmentA: b2Segment, xfA: b2Transform, capsuleB: b2Capsule, xfB: b2Transform): void {
  b2CheckManifoldOutput(where, manifold);
  b2CheckSegmentV3(where, 'segmentA', segmentA, 0.0);
  b2CheckCapsuleV3(where, 'capsuleB', capsuleB, 0.0);
  b2CheckTransformPair(where, xfA, xfB);
}
