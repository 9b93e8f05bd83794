// Closest points of two line segments (Box2D v3.1.1 src/distance.c, b2SegmentDistance; Ericson
// 5.1.9): degenerate segments handled first, then the unclamped solution on segment 1, the
// matching point on segment 2 and, when that one is clamped, a second solve on segment 1. C's
// operation order throughout (src/README.md rule 1); the vector expressions are written as scalars.

import { b2CheckOutputFields, b2CheckVec2 } from './distance_checks';
import type { b2SegmentDistanceResult } from './collision_types';
import type { b2Vec2 } from './math_functions';

const resultFields = ['closest1', 'closest2'] as const;

/**
 * The closest points of segment p1-q1 and segment p2-q2, clamped to the end points. C:
 * `b2SegmentDistance` in distance.c, which returns the result by value; here it is written into
 * `result` (given first, as every v3 function that returns a struct takes its output).
 * @param result - receives closest1 and closest2 (the frame of the points), fraction1 and
 * fraction2 (in [0, 1] along each segment) and distanceSquared; written, and returned
 * @param p1 - the first segment's start; only read
 * @param q1 - the first segment's end; only read
 * @param p2 - the second segment's start; only read
 * @param q2 - the second segment's end; only read
 * @returns result
 * @throws Error, before writing anything, when a point is not a pair of numbers within
 * ±b2_maxFloat, result is not a writable b2SegmentDistanceResult (errors instead of asserts;
 * [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md)), or the
 * points are so far apart that a square or product passes FLT_MAX (C's float gives NaN there;
 * departure 7 in [docs/v3.md](https://github.com/b2collide/b2collide/blob/main/docs/v3.md))
 */
export function b2SegmentDistance(result: b2SegmentDistanceResult, p1: b2Vec2, q1: b2Vec2, p2: b2Vec2, q2: b2Vec2): b2SegmentDistanceResult {
  b2CheckVec2('b2SegmentDistance', 'p1', p1);
  b2CheckVec2('b2SegmentDistance', 'q1', q1);
  b2CheckVec2('b2SegmentDistance', 'p2', p2);
  b2CheckVec2('b2SegmentDistance', 'q2', q2);
  b2CheckOutputFields('b2SegmentDistance', 'result', result, resultFields);
  return b2SegmentDistanceUnchecked(result, p1, q1, p2, q2);
}

/**
 * b2SegmentDistance without its input and output checks (src/README.md rule 12), for the library's
 * own callers, whose points and result are scratch they filled: the same arithmetic, the same
 * products test (which throws as b2SegmentDistance does). Not exported from index.ts.
 */
export function b2SegmentDistanceUnchecked(result: b2SegmentDistanceResult, p1: b2Vec2, q1: b2Vec2, p2: b2Vec2, q2: b2Vec2): b2SegmentDistanceResult {
  // C: d1 = q1 - p1, d2 = q2 - p2, r = p1 - p2
  const d1x = q1.x - p1.x;
  const d1y = q1.y - p1.y;
  const d2x = q2.x - p2.x;
  const d2y = q2.y - p2.y;
  const rx = p1.x - p2.x;
  const ry = p1.y - p2.y;
  const dd1 = d1x * d1x + d1y * d1y;
  const dd2 = d2x * d2x + d2y * d2y;
  const rd1 = rx * d1x + ry * d1y;
  const rd2 = rx * d2x + ry * d2y;
  // Not in C: a square or product past FLT_MAX is infinite in C's float, and the fractions then
  // NaN (Inf - Inf, Inf / Inf); both builds refuse such inputs (points some 1e18 apart) before
  // writing anything. The same test on every product below (docs/v3.md, departures).
  if (!(Math.abs(dd1) <= 3.4028234663852886e38 && Math.abs(dd2) <= 3.4028234663852886e38 && Math.abs(rd1) <= 3.4028234663852886e38 && Math.abs(rd2) <= 3.4028234663852886e38)) { // FLT_MAX = b2_maxFloat (rule 4)
    productsOverflow(dd1, dd2, rd1, rd2);
  }

  // FLT_EPSILON * FLT_EPSILON = 2^-46, exact in float32.
  const epsSqr = 1.1920928955078125e-7 * 1.1920928955078125e-7;

  let f1 = 0.0;
  let f2 = 0.0;
  if (dd1 < epsSqr || dd2 < epsSqr) {
    // A degenerate segment (one point) on either side.
    if (dd1 >= epsSqr) {
      // Segment 2 is a point.
      // C: f1 = b2ClampFloat(-rd1 / dd1, 0.0f, 1.0f), written out here and below: a double
      // through a call V8 does not inline is boxed (src/README.md rule 3).
      f1 = -rd1 / dd1;
      f1 = f1 < 0.0 ? 0.0 : f1 > 1.0 ? 1.0 : f1;
      f2 = 0.0;
    } else if (dd2 >= epsSqr) {
      // Segment 1 is a point.
      f1 = 0.0;
      // C: f2 = b2ClampFloat(rd2 / dd2, 0.0f, 1.0f)
      f2 = rd2 / dd2;
      f2 = f2 < 0.0 ? 0.0 : f2 > 1.0 ? 1.0 : f2;
    }
  } else {
    // Both segments have length.
    const d12 = d1x * d2x + d1y * d2y;
    // C: denominator = dd1 * dd2 - d12 * d12 (distance.c:73), its two products kept for the test.
    const dd12 = dd1 * dd2;
    const d12Sqr = d12 * d12;
    const denominator = dd12 - d12Sqr;
    if (!(Math.abs(dd12) <= 3.4028234663852886e38 && Math.abs(d12Sqr) <= 3.4028234663852886e38)) { // FLT_MAX = b2_maxFloat (rule 4)
      productsOverflow(dd12, d12Sqr, 0.0, 0.0);
    }

    // The fraction on segment 1; 0 when the segments are parallel.
    if (denominator !== 0.0) {
      // C: f1 = b2ClampFloat((d12 * rd2 - rd1 * dd2) / denominator, 0.0f, 1.0f) (distance.c:80)
      const a = d12 * rd2;
      const b = rd1 * dd2;
      if (!(Math.abs(a) <= 3.4028234663852886e38 && Math.abs(b) <= 3.4028234663852886e38)) { // FLT_MAX = b2_maxFloat (rule 4)
        productsOverflow(0.0, 0.0, a, b);
      }
      f1 = (a - b) / denominator;
      f1 = f1 < 0.0 ? 0.0 : f1 > 1.0 ? 1.0 : f1;
    }

    // The point of segment 2 closest to p1 + f1 * d1.
    f2 = (d12 * f1 + rd2) / dd2;

    // When segment 2 clamps, segment 1 is solved again against the clamped end.
    if (f2 < 0.0) {
      f2 = 0.0;
      // C: f1 = b2ClampFloat(-rd1 / dd1, 0.0f, 1.0f)
      f1 = -rd1 / dd1;
      f1 = f1 < 0.0 ? 0.0 : f1 > 1.0 ? 1.0 : f1;
    } else if (f2 > 1.0) {
      f2 = 1.0;
      // C: f1 = b2ClampFloat((d12 - rd1) / dd1, 0.0f, 1.0f)
      f1 = (d12 - rd1) / dd1;
      f1 = f1 < 0.0 ? 0.0 : f1 > 1.0 ? 1.0 : f1;
    }
  }

  // C: closest1 = b2MulAdd(p1, fraction1, d1), closest2 = b2MulAdd(p2, fraction2, d2)
  const c1x = p1.x + f1 * d1x;
  const c1y = p1.y + f1 * d1y;
  const c2x = p2.x + f2 * d2x;
  const c2y = p2.y + f2 * d2y;
  // C: b2DistanceSquared(closest1, closest2) = (c2 - c1) · (c2 - c1)
  const cx = c2x - c1x;
  const cy = c2y - c1y;
  const distanceSquared = cx * cx + cy * cy;
  if (!(Math.abs(distanceSquared) <= 3.4028234663852886e38)) { // FLT_MAX = b2_maxFloat (rule 4)
    productsOverflow(distanceSquared, 0.0, 0.0, 0.0);
  }
  result.fraction1 = f1;
  result.fraction2 = f2;
  result.closest1.x = c1x;
  result.closest1.y = c1y;
  result.closest2.x = c2x;
  result.closest2.y = c2y;
  result.distanceSquared = distanceSquared;
  return result;
}

/**
 * The cold path of the product tests above (inlined at each site so that no double crosses a call
 * on the hot path, where V8 would box it): throws, naming the products. A square or product past
 * FLT_MAX is infinite in C's float; float64 would go on, so both builds refuse it here.
 */
// f32: exact (the message shows the products as computed)
function productsOverflow(a: number, b: number, c: number, d: number): never {
  throw new Error(
    `b2SegmentDistance: the segments' squares and products (${a}, ${b}, ${c}, ${d}) pass FLT_MAX (3.4e38), where C's float ` +
      'overflows to infinity and the closest points come out NaN; the points are too far apart for float',
  );
}

