// Input checks of the distance functions (not in C, which asserts some of these in debug builds
// and trusts the rest): a proxy, a transform, a rotation, a sweep and a simplex cache are tested
// before anything is written, and a failure names the function and the field as given. Each test
// is one typeof per number and one sum of magnitudes; the naming runs only when it fails.

import { b2CheckCount, b2CheckFinitePoint, b2CheckIndex, b2CheckNumber, b2CheckOutput, b2DescribeValue } from '../common/b2_checks';
import { checkPoseRot } from './checks';

/** B2_MAX_POLYGON_VERTICES of collision.h: the most points a b2ShapeProxy holds. */
const maxProxyPoints = 8; // f32: integer

/** The fields of b2ShapeProxy a check reads (structural, so a plain object passes too). */
export interface ProxyFields {
  readonly points: readonly { readonly x: number; readonly y: number }[];
  readonly count: number;
  readonly radius: number;
}

/** The fields of b2Transform a check reads. */
export interface TransformFields {
  readonly p: { readonly x: number; readonly y: number };
  readonly q: { readonly c: number; readonly s: number };
}

/** The fields of b2SimplexCache a check reads. */
export interface CacheFields {
  readonly count: number;
  readonly indexA: readonly number[];
  readonly indexB: readonly number[];
}

/** The fields of b2Sweep a check reads. */
export interface SweepFields {
  readonly localCenter: { readonly x: number; readonly y: number };
  readonly c1: { readonly x: number; readonly y: number };
  readonly c2: { readonly x: number; readonly y: number };
  readonly q1: { readonly c: number; readonly s: number };
  readonly q2: { readonly c: number; readonly s: number };
}

/**
 * Throws unless proxy is a b2ShapeProxy whose count is a whole number from 1 to 8 (and no more
 * than its points array holds), whose radius is a number in [0, b2_maxFloat] and whose live
 * points are numbers within ±b2_maxFloat. C asserts count > 0 and radius >= 0 in b2ShapeDistance
 * and reads past the array for a larger count; a hand-edited count never bounds a loop unchecked.
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckShapeProxy(where: string, name: string, proxy: ProxyFields): void {
  const object: unknown = proxy;
  if (typeof object !== 'object' || object === null || Array.isArray(object) || !('points' in object)) {
    throw new Error(`${where}: ${name} expected a b2ShapeProxy, got ${b2DescribeValue(object)}`);
  }
  const points: unknown = proxy.points;
  if (!Array.isArray(points)) {
    throw new Error(`${where}: ${name}.points expected an array of b2Vec2, got ${b2DescribeValue(points)}`);
  }
  const count: unknown = proxy.count;
  const available = points.length < maxProxyPoints ? points.length : maxProxyPoints;
  if (!(typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= available)) {
    if (count === 0) {
      throw new Error(`${where}: ${name} has no points (count 0); make it with b2MakeProxy`);
    }
    throw new RangeError(`${where}: ${name}.count ${b2DescribeValue(count)} is not a whole number from 1 to ${available} (its points, at most 8)`);
  }
  const radius: unknown = proxy.radius;
  if (!(typeof radius === 'number' && radius >= 0 && radius <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    throw new Error(`${where}: ${name}.radius must be a number in [0, b2_maxFloat], got ${b2DescribeValue(radius)}`);
  }
  let sum = 0;
  for (let i = 0; i < count; ++i) {
    const v: unknown = points[i];
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
      sum = Number.NaN;
      break;
    }
    const x: unknown = (v as { x?: unknown }).x;
    const y: unknown = (v as { y?: unknown }).y;
    if (typeof x !== 'number' || typeof y !== 'number') {
      sum = Number.NaN;
      break;
    }
    sum = sum + Math.abs(x) + Math.abs(y);
  }
  if (!(sum <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    // Names the first bad point; a sum past b2_maxFloat of points each in range names none.
    for (let i = 0; i < count; ++i) {
      b2CheckVec2(where, `${name}.points[${i}]`, points[i] as { x: number; y: number });
    }
  }
}

/**
 * Throws unless every point of the proxy (checked by b2CheckShapeProxy first) has both coordinates
 * within ±B2_HUGE (1e5, constants.h: "used to detect bad values"; C's tree asserts every box within
 * it). b2TimeOfImpact needs this: float's spacing is 0.0078 at 1e5 and 6.9e10 at 1e18, and a
 * separation measured from a face point that far out is rounding, not distance. Both builds refuse
 * the same points.
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckProxyExtent(where: string, name: string, proxy: { readonly points: readonly { readonly x: number; readonly y: number }[]; readonly count: number }): void {
  const points = proxy.points;
  for (let i = 0; i < proxy.count; ++i) {
    const x = points[i].x;
    const y = points[i].y;
    if (!(Math.abs(x) <= 100000 && Math.abs(y) <= 100000)) { // B2_HUGE
      throw new Error(
        `${where}: ${name}.points[${i}] (${x}, ${y}) is beyond ±B2_HUGE (1e5) from its body's origin; ` +
          "float rounding there exceeds the time of impact's tolerance, and the answer would be rounding, not distance",
      );
    }
  }
}

/** Throws unless v is an {x, y} of numbers within ±b2_maxFloat (b2CheckFinitePoint's fast path). */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckVec2(where: string, name: string, v: { readonly x: number; readonly y: number }, suffix = ''): void {
  const point: unknown = v;
  if (
    typeof point !== 'object' || point === null || Array.isArray(point) ||
    typeof v.x !== 'number' || typeof v.y !== 'number' ||
    !(Math.abs(v.x) + Math.abs(v.y) <= 3.4028234663852886e38) // b2_maxFloat (rule 4)
  ) {
    if (typeof point === 'object' && point !== null && !Array.isArray(point) && (!('x' in point) || !('y' in point))) {
      throw new Error(`${where}: ${name}${suffix} expected a b2Vec2 {x, y}, got ${b2DescribeValue(point)}`);
    }
    b2CheckFinitePoint(where, `${name}${suffix}`, v);
  }
}

/** Throws unless q is a {c, s} of numbers within ±b2_maxFloat. */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckRot(where: string, name: string, q: { readonly c: number; readonly s: number }, suffix = ''): void {
  const rot: unknown = q;
  if (typeof rot !== 'object' || rot === null || Array.isArray(rot) || (q.c === undefined && q.s === undefined)) {
    throw new Error(`${where}: ${name}${suffix} expected a b2Rot {c, s}, got ${b2DescribeValue(rot)}`);
  }
  if (!(typeof q.c === 'number' && typeof q.s === 'number' && Math.abs(q.c) + Math.abs(q.s) <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    b2CheckNumber(where, `${name}${suffix}.c`, q.c);
    b2CheckNumber(where, `${name}${suffix}.s`, q.s);
  }
}

/** Throws unless xf is a {p: {x, y}, q: {c, s}} of numbers within ±b2_maxFloat whose rotation passes checkPoseRot. */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckTransformV3(where: string, name: string, xf: TransformFields): void {
  const object: unknown = xf;
  if (typeof object !== 'object' || object === null || Array.isArray(object) || typeof xf.p !== 'object' || typeof xf.q !== 'object') {
    throw new Error(`${where}: ${name} expected a b2Transform {p, q}, got ${b2DescribeValue(object)}`);
  }
  // The field names are joined only on failure: a template string here would allocate per call.
  b2CheckVec2(where, name, xf.p, '.p');
  b2CheckRot(where, name, xf.q, '.q');
  const q = xf.q;
  if (!(Math.abs(q.c) + Math.abs(q.s) <= 2)) {
    checkPoseRot(where, `${name}.q`, q.c, q.s);
  }
}

/**
 * Throws unless q is normalized as C's b2IsNormalizedRot tests it (1 - 0.0006 < c² + s² < 1 + 0.0006,
 * in float32): b2TimeOfImpact asserts this of its sweeps' rotations in C.
 */
// f32: exact (the check reads the numbers as the caller left them)
export function b2CheckNormalizedRot(where: string, name: string, q: { readonly c: number; readonly s: number }, suffix = ''): void {
  b2CheckRot(where, name, q, suffix);
  const qq = Math.fround(Math.fround(Math.fround(q.s) * Math.fround(q.s)) + Math.fround(Math.fround(q.c) * Math.fround(q.c)));
  if (!(qq > Math.fround(1 - Math.fround(0.0006)) && qq < Math.fround(1 + Math.fround(0.0006)))) {
    throw new Error(`${where}: ${name}${suffix} (c ${q.c}, s ${q.s}) is not a unit rotation (c² + s² = ${qq}); make it with b2MakeRot`);
  }
}

/** Throws unless sweep is a b2Sweep of numbers within ±b2_maxFloat with unit rotations q1 and q2. */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckSweep(where: string, name: string, sweep: SweepFields): void {
  const object: unknown = sweep;
  if (
    typeof object !== 'object' || object === null || Array.isArray(object) ||
    typeof sweep.localCenter !== 'object' || typeof sweep.c1 !== 'object' || typeof sweep.c2 !== 'object' ||
    typeof sweep.q1 !== 'object' || typeof sweep.q2 !== 'object'
  ) {
    throw new Error(`${where}: ${name} expected a b2Sweep {localCenter, c1, c2, q1, q2}, got ${b2DescribeValue(object)}`);
  }
  b2CheckVec2(where, name, sweep.localCenter, '.localCenter');
  b2CheckVec2(where, name, sweep.c1, '.c1');
  b2CheckVec2(where, name, sweep.c2, '.c2');
  b2CheckNormalizedRot(where, name, sweep.q1, '.q1');
  b2CheckNormalizedRot(where, name, sweep.q2, '.q2');
}

/**
 * Throws unless cache is a b2SimplexCache whose count is a whole number in [0, 3] and whose first
 * count indices are whole numbers below the proxies' counts (C reads proxy points at them unchecked).
 */
// f32: integer (counts and indices are never rounded)
export function b2CheckSimplexCache(where: string, cache: CacheFields, countA: number, countB: number): void {
  b2CheckOutput(where, 'cache', cache);
  if (!('count' in cache)) {
    // No count at all ({}): not a cache, named whole as given.
    throw new Error(`${where}: cache expected a b2SimplexCache, got ${b2DescribeValue(cache)}`);
  }
  const count: unknown = cache.count;
  b2CheckCount(where, 'cache.count', count, 0, 3);
  const indexA: unknown = cache.indexA;
  const indexB: unknown = cache.indexB;
  if (!Array.isArray(indexA) || !Array.isArray(indexB) || indexA.length < 3 || indexB.length < 3 || Object.isFrozen(indexA) || Object.isFrozen(indexB)) {
    throw new Error(`${where}: cache.indexA and cache.indexB must be writable arrays of 3 indices, got ${b2DescribeValue(indexA)} and ${b2DescribeValue(indexB)}`);
  }
  for (let i = 0; i < (count as number); ++i) {
    const a: unknown = indexA[i];
    const b: unknown = indexB[i];
    if (!(typeof a === 'number' && (a | 0) === a && a >= 0 && a < countA && typeof b === 'number' && (b | 0) === b && b >= 0 && b < countB)) {
      b2CheckIndex(where, `cache.indexA[${i}]`, a, countA);
      b2CheckIndex(where, `cache.indexB[${i}]`, b, countB);
    }
  }
}

/** Throws unless out is a writable object with writable objects in the named fields. */
export function b2CheckOutputFields(where: string, name: string, out: unknown, fields: readonly string[]): void {
  b2CheckOutput(where, name, out);
  if (Array.isArray(out)) {
    throw new Error(`${where}: ${name} expected an object with ${fields.join(', ')} to write into, got ${b2DescribeValue(out)}`);
  }
  for (let i = 0; i < fields.length; ++i) {
    const value: unknown = (out as Record<string, unknown>)[fields[i]];
    if (typeof value !== 'object' || value === null || Object.isFrozen(value)) {
      b2CheckOutput(where, `${name}.${fields[i]}`, value);
    }
  }
}
