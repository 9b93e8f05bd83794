// Making a b2ShapeProxy, the point cloud and radius GJK sees (Box2D v3.1.1 src/distance.c:
// b2MakeProxy, b2MakeOffsetProxy), and the support search every distance function runs on one
// (b2FindSupport, static in distance.c).

import { b2CheckOutput, b2DescribeValue } from '../common/b2_checks';
import { b2CheckRot, b2CheckVec2 } from './distance_checks';
import { checkPoseRot } from './checks';
import type { b2ShapeProxy } from './collision_types';
import type { b2Rot, b2Vec2 } from './math_functions';

/** B2_MAX_POLYGON_VERTICES of collision.h. */
const maxProxyPoints = 8; // f32: integer

/**
 * Copies count points (at most 8, as C clamps) and the radius into proxy. C: `b2MakeProxy` in
 * distance.c, which returns the proxy by value; here it is written into `proxy` (given first).
 * @param proxy - receives points[0..count), count and radius; written, and returned
 * @param points - the point cloud in the shape's frame; only read (copied)
 * @param count - how many points to take: a whole number from 1; more than 8 takes the first 8
 * @param radius - the rounding radius (m), a number in [0, b2_maxFloat]
 * @returns proxy
 * @throws Error, before writing anything, when count is not a whole number of at least 1 or
 * exceeds the points given, a point or the radius is not a number in range, or proxy has no 8
 * writable points (C makes an empty or overlong proxy that b2ShapeDistance then asserts on;
 * [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2MakeProxy(proxy: b2ShapeProxy, points: readonly b2Vec2[], count: number, radius: number): b2ShapeProxy {
  // The radius is tested here, not passed: a double passed to a call V8 does not inline is boxed (rule 3).
  const radiusOk = typeof radius === 'number' && radius >= 0 && radius <= 3.4028234663852886e38; // b2_maxFloat (rule 4)
  const n = checkProxyArguments('b2MakeProxy', proxy, points, count, radiusOk);
  if (n < 0) radiusFailure('b2MakeProxy', radius);
  const out = proxy.points;
  for (let i = 0; i < n; ++i) {
    out[i].x = points[i].x;
    out[i].y = points[i].y;
  }
  proxy.count = n;
  proxy.radius = radius;
  return proxy;
}

/**
 * Copies count points (at most 8) moved by the transform {position, rotation}, and the radius,
 * into proxy. C: `b2MakeOffsetProxy` in distance.c (returns by value; here written into `proxy`).
 * @param proxy - receives the moved points, count and radius; written, and returned
 * @param points - the point cloud in the shape's frame; only read
 * @param count - how many points to take: a whole number from 1; more than 8 takes the first 8
 * @param radius - the rounding radius (m), a number in [0, b2_maxFloat]
 * @param position - the translation applied to every point; only read
 * @param rotation - the rotation applied to every point (used as given, not normalized); only read
 * @returns proxy
 * @throws Error, before writing anything, on the inputs b2MakeProxy refuses or a position or
 * rotation that is not numbers within ±b2_maxFloat, or a rotation with |c| + |s| above 2
 * ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2MakeOffsetProxy(proxy: b2ShapeProxy, points: readonly b2Vec2[], count: number, radius: number, position: b2Vec2, rotation: b2Rot): b2ShapeProxy {
  // The radius is tested here, not passed: a double passed to a call V8 does not inline is boxed (rule 3).
  const radiusOk = typeof radius === 'number' && radius >= 0 && radius <= 3.4028234663852886e38; // b2_maxFloat (rule 4)
  const n = checkProxyArguments('b2MakeOffsetProxy', proxy, points, count, radiusOk);
  if (n < 0) radiusFailure('b2MakeOffsetProxy', radius);
  b2CheckVec2('b2MakeOffsetProxy', 'position', position);
  b2CheckRot('b2MakeOffsetProxy', 'rotation', rotation);
  // f32: exact (an input check reads the numbers as the caller left them)
  if (!(Math.abs(rotation.c) + Math.abs(rotation.s) <= 2)) checkPoseRot('b2MakeOffsetProxy', 'rotation', rotation.c, rotation.s);
  const px = position.x;
  const py = position.y;
  const c = rotation.c;
  const s = rotation.s;
  const out = proxy.points;
  for (let i = 0; i < n; ++i) {
    // C: b2TransformPoint(transform, points[i]) = (q.c * x - q.s * y) + p.x, (q.s * x + q.c * y) + p.y
    const x = points[i].x;
    const y = points[i].y;
    out[i].x = c * x - s * y + px;
    out[i].y = s * x + c * y + py;
  }
  proxy.count = n;
  proxy.radius = radius;
  return proxy;
}

/**
 * The index of the proxy point farthest along direction; the first one on a tie, as C's strict
 * `>` keeps it. C: `b2FindSupport` (static inline in distance.c). Reads points[0..count): the
 * caller has checked count.
 */
export function b2FindSupport(proxy: Readonly<b2ShapeProxy>, direction: b2Vec2): number {
  const points = proxy.points;
  const count = proxy.count;
  const dx = direction.x;
  const dy = direction.y;
  let bestIndex = 0; // f32: integer
  let bestValue = points[0].x * dx + points[0].y * dy;
  for (let i = 1; i < count; ++i) {
    const value = points[i].x * dx + points[i].y * dy;
    if (value > bestValue) {
      bestIndex = i;
      bestValue = value;
    }
  }
  return bestIndex;
}

/** The error of a radius that is not a number in [0, b2_maxFloat]. */
// f32: exact (a message shows the value as the caller left it)
function radiusFailure(where: string, radius: unknown): void {
  throw new Error(`${where}: radius must be a number in [0, b2_maxFloat], got ${b2DescribeValue(radius)}`);
}

// The checks of b2MakeProxy and b2MakeOffsetProxy; returns C's min(count, 8), or -1 when the
// radius (tested by the caller, radiusOk) is the first thing wrong, so that the caller names it
// where this would have.
// f32: exact (an input check reads the values as the caller left them)
function checkProxyArguments(where: string, proxy: b2ShapeProxy, points: readonly b2Vec2[], count: number, radiusOk: boolean): number {
  const given: unknown = points;
  if (!Array.isArray(given)) {
    throw new Error(`${where}: points expected an array of b2Vec2, got ${b2DescribeValue(given)}`);
  }
  const countValue: unknown = count;
  if (!(typeof countValue === 'number' && Number.isInteger(countValue) && countValue >= 1)) {
    throw new RangeError(`${where}: count ${b2DescribeValue(countValue)} is not a whole number of at least 1`);
  }
  const n = count < maxProxyPoints ? count : maxProxyPoints;
  if (n > given.length) {
    throw new RangeError(`${where}: count ${count} asks for ${n} points, but points holds ${given.length} (${b2DescribeValue(given)})`);
  }
  if (!radiusOk) {
    return -1;
  }
  // One typeof per number and one sum of magnitudes; the naming only when it fails (rule 7).
  let sum = 0;
  for (let i = 0; i < n; ++i) {
    const v: unknown = given[i];
    if (typeof v !== 'object' || v === null || Array.isArray(v) || typeof (v as b2Vec2).x !== 'number' || typeof (v as b2Vec2).y !== 'number') {
      sum = Number.NaN;
      break;
    }
    sum = sum + Math.abs((v as b2Vec2).x) + Math.abs((v as b2Vec2).y);
  }
  if (!(sum <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    for (let i = 0; i < n; ++i) {
      const v: unknown = given[i];
      if (typeof v !== 'object' || v === null) {
        // Not an array of points ([1, 2]): named whole.
        throw new Error(`${where}: points expected an array of b2Vec2, got ${b2DescribeValue(given)}`);
      }
      b2CheckVec2(where, `points[${i}]`, given[i] as b2Vec2);
    }
  }
  b2CheckOutput(where, 'proxy', proxy);
  const out: unknown = proxy.points;
  if (!Array.isArray(out)) {
    // No points array at all: the proxy is named as given.
    throw new Error(`${where}: proxy expected a b2ShapeProxy with an array of 8 b2Vec2 in points, got ${b2DescribeValue(proxy)}`);
  }
  if (out.length < maxProxyPoints) {
    throw new Error(`${where}: proxy.points expected an array of 8 b2Vec2, got ${b2DescribeValue(out)}`);
  }
  for (let i = 0; i < n; ++i) {
    const o: unknown = out[i];
    if (typeof o !== 'object' || o === null || Object.isFrozen(o)) {
      b2CheckOutput(where, `proxy.points[${i}]`, o);
    }
  }
  return n;
}
