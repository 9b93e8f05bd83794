// Ray casts of Box2D v3.1.1's src/geometry.c: b2IsValidRay and b2RayCast* per shape, in C's
// operation order, in the shape's own frame. C returns a zero-initialized b2CastOutput with the
// hit fields set; here every field of `out` (first argument) is written once, at the end, so out
// may share objects with the input and a refused call writes nothing. Nothing allocates per call.

import { b2DescribeValue } from '../common/b2_checks';
import type { b2Capsule, b2CastOutput, b2Circle, b2Polygon, b2RayCastInput, b2Segment } from './collision_types';
import { b2ShapeCastPairInput } from './collision_types';
import { b2ShapeCast } from './distance';
import { b2CheckCapsule, b2CheckCircle, b2CheckOut, b2CheckPolygon, b2CheckRay, b2CheckSegment } from './geometry_checks';
import type { b2Vec2 } from './math_functions';
import { b2CopyPolygonProxyPoints } from './geometry_proxy';

const castFields: readonly string[] = ['normal', 'point'];

// A hit being written, [normal.x, normal.y, point.x, point.y, fraction]: the casts fill it and
// writeHit copies it, so that no double crosses a call V8 may not inline (rule 3).
const hitScratch = new Float64Array(5);

/** Writes every field of a b2CastOutput from hitScratch, with hit true and iterations 0. */
function writeHit(out: b2CastOutput): b2CastOutput {
  out.normal.x = hitScratch[0];
  out.normal.y = hitScratch[1];
  out.point.x = hitScratch[2];
  out.point.y = hitScratch[3];
  out.fraction = hitScratch[4];
  out.iterations = 0;
  out.hit = true;
  return out;
}

/** An initial overlap: a hit at the ray's origin with fraction 0 and a zero normal. */
function writeOverlap(out: b2CastOutput, input: b2RayCastInput): b2CastOutput {
  out.point.x = input.origin.x;
  out.point.y = input.origin.y;
  out.normal.x = 0;
  out.normal.y = 0;
  out.fraction = 0;
  out.iterations = 0;
  out.hit = true;
  return out;
}

/** C's `b2CastOutput output = { 0 }`, returned as is: a miss. */
function writeMiss(out: b2CastOutput): b2CastOutput {
  out.normal.x = 0;
  out.normal.y = 0;
  out.point.x = 0;
  out.point.y = 0;
  out.fraction = 0;
  out.iterations = 0;
  out.hit = false;
  return out;
}

/**
 * Whether the ray's origin and translation are finite and 0 <= maxFraction < B2_HUGE.
 * C: `b2IsValidRay` in geometry.c.
 * @param input - the ray; only read
 * @returns true for a valid ray; false otherwise, also for a value that is not a ray (never throws)
 */
// f32: exact (a predicate reads the fields as the caller left them)
export function b2IsValidRay(input: b2RayCastInput): boolean {
  const object: unknown = input;
  if (typeof object !== 'object' || object === null) {
    return false;
  }
  const origin: unknown = input.origin;
  const translation: unknown = input.translation;
  const maxFraction: unknown = input.maxFraction;
  if (typeof origin !== 'object' || origin === null || typeof translation !== 'object' || translation === null) {
    return false;
  }
  const ox: unknown = (origin as { x?: unknown }).x;
  const oy: unknown = (origin as { y?: unknown }).y;
  const tx: unknown = (translation as { x?: unknown }).x;
  const ty: unknown = (translation as { y?: unknown }).y;
  return (
    isValidFloat(ox) && isValidFloat(oy) && isValidFloat(tx) && isValidFloat(ty) && isValidFloat(maxFraction) &&
    0 <= (maxFraction as number) && (maxFraction as number) < 100000 // B2_HUGE
  );
}

/** C's b2IsValidFloat on a value as given: a number within ±FLT_MAX (not NaN, not infinite). */
// f32: exact (a predicate reads the value as the caller left it)
function isValidFloat(a: unknown): boolean {
  return typeof a === 'number' && Math.abs(a) <= 3.4028234663852886e38; // FLT_MAX = b2_maxFloat (rule 4)
}

/**
 * C's b2RayCastCircle on the circle of `center` and `shape.radius` (a circle's, or a capsule's end
 * cap): objects, not numbers, cross the call (rule 3).
 */
function rayCastCircle(out: b2CastOutput, input: b2RayCastInput, center: b2Vec2, shape: { readonly radius: number }): b2CastOutput {
  const px = center.x;
  const py = center.y;
  const radius = shape.radius;
  // Shift the ray so that the circle's center is the origin. C: b2Vec2 s = b2Sub( input->origin, p );
  const sx = input.origin.x - px;
  const sy = input.origin.y - py;
  const rr = radius * radius;
  // C: b2Vec2 d = b2GetLengthAndNormalize( &length, input->translation );
  const tx = input.translation.x;
  const ty = input.translation.y;
  const length = Math.sqrt(tx * tx + ty * ty);
  let dx = 0;
  let dy = 0;
  if (!(length < 1.1920928955078125e-7)) { // FLT_EPSILON
    const invLength = 1 / length;
    dx = invLength * tx;
    dy = invLength * ty;
  }
  if (length === 0) {
    // A zero-length ray hits only when it starts inside (initial overlap).
    if (sx * sx + sy * sy < rr) {
      return writeOverlap(out, input);
    }
    return writeMiss(out);
  }
  // The closest point of the ray's line to the center: dot(s + t * d, d) = 0.
  const t = -(sx * dx + sy * dy);
  // C: b2Vec2 c = b2MulAdd( s, t, d ); float cc = b2Dot( c, c );
  const cx = sx + t * dx;
  const cy = sy + t * dy;
  const cc = cx * cx + cy * cy;
  if (cc > rr) {
    // The closest point is outside the circle.
    return writeMiss(out);
  }
  const h = Math.sqrt(rr - cc);
  const fraction = t - h;
  if (fraction < 0 || input.maxFraction * length < fraction) {
    // The intersection is outside the ray's range: a hit only when the ray starts inside.
    if (sx * sx + sy * sy < rr) {
      return writeOverlap(out, input);
    }
    return writeMiss(out);
  }
  // The hit point relative to the center. C: b2Vec2 hitPoint = b2MulAdd( s, fraction, d );
  const hitX = sx + fraction * dx;
  const hitY = sy + fraction * dy;
  // C: output.normal = b2Normalize( hitPoint );
  let nx = 0;
  let ny = 0;
  const hitLength = Math.sqrt(hitX * hitX + hitY * hitY);
  if (!(hitLength < 1.1920928955078125e-7)) { // FLT_EPSILON
    const invHitLength = 1 / hitLength;
    nx = invHitLength * hitX;
    ny = invHitLength * hitY;
  }
  hitScratch[0] = nx;
  hitScratch[1] = ny;
  // C: output.point = b2MulAdd( p, shape->radius, output.normal );
  hitScratch[2] = px + radius * nx;
  hitScratch[3] = py + radius * ny;
  hitScratch[4] = fraction / length;
  return writeHit(out);
}

/**
 * Casts a ray against a circle, in the circle's frame. A ray that starts inside hits at its origin
 * with fraction 0 and a zero normal. C: `b2RayCastCircle` in geometry.c.
 * @param out - written (every field) and returned: normal, point (shape frame), fraction of the translation, iterations 0, hit
 * @param input - the ray, in the shape's frame; only read
 * @param shape - the circle; only read
 * @returns out
 * @throws Error, writing nothing, unless b2IsValidRay(input) holds (C asserts it), the circle's center is finite and its radius in [0, FLT_MAX], and out is writable ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2RayCastCircle(out: b2CastOutput, input: b2RayCastInput, shape: b2Circle): b2CastOutput {
  const where = 'b2RayCastCircle';
  b2CheckOut(where, 'out', out, castFields);
  b2CheckRay(where, input);
  b2CheckCircle(where, 'shape', shape);
  return rayCastCircle(out, input, shape.center, shape);
}

/**
 * Casts a ray against a capsule, in the capsule's frame. A ray that starts inside hits at its
 * origin with fraction 0 and a zero normal. C: `b2RayCastCapsule` in geometry.c.
 * @param out - written (every field) and returned: normal, point (shape frame), fraction of the translation, iterations 0, hit
 * @param input - the ray, in the shape's frame; only read
 * @param shape - the capsule; only read
 * @returns out
 * @throws Error, writing nothing, unless b2IsValidRay(input) holds (C asserts it), the capsule's centers are finite and its radius in [0, FLT_MAX], and out is writable ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2RayCastCapsule(out: b2CastOutput, input: b2RayCastInput, shape: b2Capsule): b2CastOutput {
  const where = 'b2RayCastCapsule';
  b2CheckOut(where, 'out', out, castFields);
  b2CheckRay(where, input);
  b2CheckCapsule(where, 'shape', shape);
  const v1x = shape.center1.x;
  const v1y = shape.center1.y;
  const v2x = shape.center2.x;
  const v2y = shape.center2.y;
  const radius = shape.radius;
  // C: b2Vec2 a = b2GetLengthAndNormalize( &capsuleLength, b2Sub( v2, v1 ) );
  const ex = v2x - v1x;
  const ey = v2y - v1y;
  const capsuleLength = Math.sqrt(ex * ex + ey * ey);
  if (capsuleLength < 1.1920928955078125e-7) { // FLT_EPSILON
    // The capsule is really a circle.
    return rayCastCircle(out, input, shape.center1, shape);
  }
  const invCapsuleLength = 1 / capsuleLength;
  const ax = invCapsuleLength * ex;
  const ay = invCapsuleLength * ey;
  const p1x = input.origin.x;
  const p1y = input.origin.y;
  const dx = input.translation.x;
  const dy = input.translation.y;
  // From the capsule's start to the ray's start. C: b2Vec2 q = b2Sub( p1, v1 ); float qa = b2Dot( q, a );
  const qx = p1x - v1x;
  const qy = p1y - v1y;
  const qa = qx * ax + qy * ay;
  // The part of q perpendicular to the axis. C: b2Vec2 qp = b2MulAdd( q, -qa, a );
  const qpx = qx + -qa * ax;
  const qpy = qy + -qa * ay;
  // Does the ray start within the infinitely long capsule?
  if (qpx * qpx + qpy * qpy < radius * radius) {
    if (qa < 0) {
      // The start is behind the segment.
      return rayCastCircle(out, input, shape.center1, shape);
    }
    if (qa > capsuleLength) {
      // The start is ahead of the segment.
      return rayCastCircle(out, input, shape.center2, shape);
    }
    // The ray starts inside the capsule.
    return writeOverlap(out, input);
  }
  // Perpendicular to the axis, pointing right. C: b2Vec2 n = { a.y, -a.x };
  let nx = ay;
  let ny = -ax;
  // C: b2Vec2 u = b2GetLengthAndNormalize( &rayLength, d );
  const rayLength = Math.sqrt(dx * dx + dy * dy);
  let ux = 0;
  let uy = 0;
  if (!(rayLength < 1.1920928955078125e-7)) { // FLT_EPSILON
    const invRayLength = 1 / rayLength;
    ux = invRayLength * dx;
    uy = invRayLength * dy;
  }
  // The ray against the two sides of the infinite capsule, v1 ± radius·n + s1·a = p1 + s2·u,
  // solved by Cramer's rule on [a, −u].
  const den = -ax * uy + ux * ay;
  if (-1.1920928955078125e-7 < den && den < 1.1920928955078125e-7) { // FLT_EPSILON
    // The ray is parallel to the capsule and outside the infinite capsule.
    return writeMiss(out);
  }
  // C: b1 = b2MulSub( q, radius, n ); b2 = b2MulAdd( q, radius, n );
  const b1x = qx - radius * nx;
  const b1y = qy - radius * ny;
  const b2x = qx + radius * nx;
  const b2y = qy + radius * ny;
  const invDen = 1 / den;
  // Cramer's rule on [a, b1] and [a, b2].
  const s21 = (ax * b1y - b1x * ay) * invDen;
  const s22 = (ax * b2y - b2x * ay) * invDen;
  let s2: number;
  let bx: number;
  let by: number;
  if (s21 < s22) {
    s2 = s21;
    bx = b1x;
    by = b1y;
  } else {
    s2 = s22;
    bx = b2x;
    by = b2y;
    nx = -nx;
    ny = -ny;
  }
  if (s2 < 0 || input.maxFraction * rayLength < s2) {
    return writeMiss(out);
  }
  // Cramer's rule on [b, −u].
  const s1 = (-bx * uy + ux * by) * invDen;
  if (s1 < 0) {
    // The ray passes behind the segment.
    return rayCastCircle(out, input, shape.center1, shape);
  } else if (capsuleLength < s1) {
    // The ray passes ahead of the segment.
    return rayCastCircle(out, input, shape.center2, shape);
  }
  // The ray hits the capsule's side.
  // C: output.point = b2Add( b2Lerp( v1, v2, s1 / capsuleLength ), b2MulSV( shape->radius, n ) );
  const t = s1 / capsuleLength;
  hitScratch[0] = nx;
  hitScratch[1] = ny;
  hitScratch[2] = (1 - t) * v1x + t * v2x + radius * nx;
  hitScratch[3] = (1 - t) * v1y + t * v2y + radius * ny;
  hitScratch[4] = s2 / rayLength;
  return writeHit(out);
}

/**
 * Casts a ray against a segment, in the segment's frame; one-sided, it skips a ray that starts
 * on the segment's left (looking from point1 to point2). C: `b2RayCastSegment` in geometry.c.
 * @param out - written (every field) and returned: normal (against the ray), point (shape frame), fraction of the translation, iterations 0, hit
 * @param input - the ray, in the shape's frame; only read
 * @param shape - the segment; only read
 * @param oneSided - true to skip hits from the left side
 * @returns out
 * @throws Error, writing nothing, unless b2IsValidRay(input) holds (C does not assert it here, as it does for the other shapes), the segment is finite, oneSided is a boolean and out is writable ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2RayCastSegment(out: b2CastOutput, input: b2RayCastInput, shape: b2Segment, oneSided: boolean): b2CastOutput {
  const where = 'b2RayCastSegment';
  b2CheckOut(where, 'out', out, castFields);
  b2CheckRay(where, input);
  b2CheckSegment(where, 'shape', shape);
  if (typeof oneSided !== 'boolean') {
    throw new Error(`${where}: oneSided expected a boolean, got ${b2DescribeValue(oneSided)}`);
  }
  const v1x = shape.point1.x;
  const v1y = shape.point1.y;
  const v2x = shape.point2.x;
  const v2y = shape.point2.y;
  const p1x = input.origin.x;
  const p1y = input.origin.y;
  const dx = input.translation.x;
  const dy = input.translation.y;
  // C: b2Vec2 e = b2Sub( v2, v1 );
  const ex = v2x - v1x;
  const ey = v2y - v1y;
  if (oneSided) {
    // Skip a ray from the left side. C: b2Cross( b2Sub( input->origin, shape->point1 ), b2Sub( shape->point2, shape->point1 ) )
    const offset = (p1x - v1x) * ey - (p1y - v1y) * ex;
    if (offset < 0) {
      return writeMiss(out);
    }
  }
  // C: b2Vec2 eUnit = b2GetLengthAndNormalize( &length, e );
  const length = Math.sqrt(ex * ex + ey * ey);
  if (length === 0) {
    return writeMiss(out);
  }
  let eUnitX = 0;
  let eUnitY = 0;
  if (!(length < 1.1920928955078125e-7)) { // FLT_EPSILON
    const invLength = 1 / length;
    eUnitX = invLength * ex;
    eUnitY = invLength * ey;
  }
  // The normal points right, looking from v1 to v2. C: b2Vec2 normal = b2RightPerp( eUnit );
  let normalX = eUnitY;
  let normalY = -eUnitX;
  // The ray against the segment's line: dot(normal, p1 + t·d − v1) = 0.
  // C: numerator = b2Dot( normal, b2Sub( v1, p1 ) ); denominator = b2Dot( normal, d );
  const numerator = normalX * (v1x - p1x) + normalY * (v1y - p1y);
  const denominator = normalX * dx + normalY * dy;
  if (denominator === 0) {
    // Parallel.
    return writeMiss(out);
  }
  const t = numerator / denominator;
  if (t < 0 || input.maxFraction < t) {
    // Outside the ray's range.
    return writeMiss(out);
  }
  // The intersection point on the line. C: b2Vec2 p = b2MulAdd( p1, t, d );
  const px = p1x + t * dx;
  const py = p1y + t * dy;
  // Where p lies along the segment. C: float s = b2Dot( b2Sub( p, v1 ), eUnit );
  const s = (px - v1x) * eUnitX + (py - v1y) * eUnitY;
  if (s < 0 || length < s) {
    // Outside the segment.
    return writeMiss(out);
  }
  if (numerator > 0) {
    normalX = -normalX;
    normalY = -normalY;
  }
  hitScratch[0] = normalX;
  hitScratch[1] = normalY;
  hitScratch[2] = px;
  hitScratch[3] = py;
  hitScratch[4] = t;
  return writeHit(out);
}

// b2RayCastPolygon's shape cast of a point against a rounded polygon (C's local castInput).
const rayPairInput = new b2ShapeCastPairInput();
rayPairInput.transformA.q.c = 1;
rayPairInput.transformB.q.c = 1;

/**
 * Casts a ray against a polygon, in the polygon's frame: clipping against the edges' half-planes
 * for a sharp polygon, a shape cast of a point for a rounded one. A ray that starts inside hits at
 * its origin with fraction 0 and a zero normal. C: `b2RayCastPolygon` in geometry.c.
 * @param out - written (every field) and returned: normal, point (shape frame), fraction of the translation, iterations, hit
 * @param input - the ray, in the shape's frame; only read
 * @param shape - the polygon; only read
 * @returns out
 * @throws Error, writing nothing, unless b2IsValidRay(input) holds (C asserts it), shape.count is a whole number from 1 to 8 with finite live vertices and normals and a radius in [0, FLT_MAX], and out is writable ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2RayCastPolygon(out: b2CastOutput, input: b2RayCastInput, shape: b2Polygon): b2CastOutput {
  const where = 'b2RayCastPolygon';
  b2CheckOut(where, 'out', out, castFields);
  b2CheckRay(where, input);
  b2CheckPolygon(where, 'shape', shape, 1, false);
  if (shape.radius === 0) {
    return rayCastSharpPolygon(out, input, shape);
  }
  const pair = rayPairInput;
  // C: castInput.proxyA = b2MakeProxy( shape->vertices, shape->count, shape->radius );
  b2CopyPolygonProxyPoints(pair.proxyA, shape.packed, shape.count);
  pair.proxyA.radius = shape.radius;
  // C: castInput.proxyB = b2MakeProxy( &input->origin, 1, 0.0f );
  pair.proxyB.points[0].x = input.origin.x;
  pair.proxyB.points[0].y = input.origin.y;
  pair.proxyB.count = 1;
  pair.proxyB.radius = 0;
  pair.translationB.x = input.translation.x;
  pair.translationB.y = input.translation.y;
  pair.maxFraction = input.maxFraction;
  pair.canEncroach = false;
  return b2ShapeCast(out, pair);
}

/** The radius-0 half of b2RayCastPolygon: the ray clipped by each edge's half-plane. */
function rayCastSharpPolygon(out: b2CastOutput, input: b2RayCastInput, shape: b2Polygon): b2CastOutput {
  const packed = shape.packed; // layout at b2Polygon.packed
  // The math is shifted to the first vertex, as the polygon may be far from the origin.
  const baseX = packed[0];
  const baseY = packed[1];
  // C: b2Vec2 p1 = b2Sub( input->origin, base );
  const p1x = input.origin.x - baseX;
  const p1y = input.origin.y - baseY;
  const dx = input.translation.x;
  const dy = input.translation.y;
  let lower = 0;
  let upper = input.maxFraction;
  let index = -1; // f32: integer
  const count = shape.count; // f32: integer
  for (let i = 0; i < count; ++i) {
    // p = p1 + a·d on the edge's line: dot(normal, p1 − v) + a·dot(normal, d) = 0.
    // C: b2Vec2 vertex = b2Sub( shape->vertices[i], base );
    const k = i << 1;
    const vertexX = packed[k] - baseX;
    const vertexY = packed[k | 1] - baseY;
    const nx = packed[k | 16];
    const ny = packed[k | 17];
    // C: numerator = b2Dot( shape->normals[i], b2Sub( vertex, p1 ) ); denominator = b2Dot( shape->normals[i], d );
    const numerator = nx * (vertexX - p1x) + ny * (vertexY - p1y);
    const denominator = nx * dx + ny * dy;
    if (denominator === 0) {
      if (numerator < 0) {
        return writeMiss(out);
      }
    } else {
      // lower < numerator / denominator with denominator < 0, without dividing:
      // denominator · lower > numerator.
      if (denominator < 0 && numerator < lower * denominator) {
        // The ray enters this half-plane: raise lower.
        lower = numerator / denominator;
        index = i;
      } else if (denominator > 0 && numerator < upper * denominator) {
        // The ray leaves this half-plane: lower upper.
        upper = numerator / denominator;
      }
    }
    if (upper < lower) {
      // The ray misses.
      return writeMiss(out);
    }
  }
  if (index >= 0) {
    hitScratch[0] = packed[(index << 1) | 16];
    hitScratch[1] = packed[(index << 1) | 17];
    // C: output.point = b2MulAdd( input->origin, lower, d );
    hitScratch[2] = input.origin.x + lower * dx;
    hitScratch[3] = input.origin.y + lower * dy;
    hitScratch[4] = lower;
    return writeHit(out);
  }
  // Initial overlap.
  return writeOverlap(out, input);
}
