// Box2D v3.1.1's axis-aligned boxes: aabb.c (b2IsValidAABB, b2AABB_RayCast), aabb.h (b2Perimeter,
// b2EnlargeAABB) and the b2AABB_* inline functions of math_functions.h. Each checks its boxes and
// points (src/v3/README.md, rule C); b2IsValidAABB answers false instead.

import { b2CheckCount, b2CheckNumber, b2CheckOutput, b2DescribeValue } from '../common/b2_checks';
import { checkBox, checkOutBox, checkOutStruct, checkOutVec2, checkPoint } from './checks';
import type { b2CastOutput } from './collision_types';
import { b2IsValidVec2, type b2AABB, type b2Vec2 } from './math_functions';

/**
 * Throws unless a and b, two derived numbers about to be used or written, are each within
 * ±FLT_MAX (float32 would make them infinite; both builds refuse the same inputs).
 */
// f32: exact (reads the numbers as computed)
function checkInRange(where: string, what: string, a: number, b: number): void {
  // The test inline, the message on the cold path: no double is boxed for a call that passes (rule 3).
  if (!(Math.abs(a) <= 3.4028234663852886e38 && Math.abs(b) <= 3.4028234663852886e38)) { // FLT_MAX = b2_maxFloat (src/README.md rule 4)
    rangeFailure(where, what, a, b);
  }
}

// checkInRange's message.
function rangeFailure(where: string, what: string, a: number, b: number): never {
  throw new Error(`${where}: ${what} (${a}, ${b}) is beyond ±FLT_MAX (3.4e38), the supported range`);
}

/**
 * Whether a is a box: finite corners with upperBound >= lowerBound on both axes.
 * C: `b2IsValidAABB` in aabb.c.
 * @param a - the box; only read
 * @returns false for a non-object, non-finite or non-numeric corners, or an upper corner below the lower
 */
export function b2IsValidAABB(a: b2AABB): boolean {
  const o: unknown = a;
  if (typeof o !== 'object' || o === null) return false;
  const lower: unknown = a.lowerBound;
  const upper: unknown = a.upperBound;
  if (typeof lower !== 'object' || lower === null || typeof upper !== 'object' || upper === null) return false;
  if (!b2IsValidVec2(a.lowerBound) || !b2IsValidVec2(a.upperBound)) return false;
  // C: b2Sub(a.upperBound, a.lowerBound), then the signs, then the corners' validity.
  const dx = a.upperBound.x - a.lowerBound.x;
  const dy = a.upperBound.y - a.lowerBound.y;
  let valid = dx >= 0 && dy >= 0;
  valid = valid && b2IsValidVec2(a.lowerBound) && b2IsValidVec2(a.upperBound);
  return valid;
}

/**
 * Whether a contains b (touching counts). C: `b2AABB_Contains` in math_functions.h.
 * @param a - the outer box; only read
 * @param b - the inner box; only read
 * @returns whether every side of b lies within a
 * @throws Error when a or b is not a box of finite numbers (their order is not checked)
 */
export function b2AABB_Contains(a: b2AABB, b: b2AABB): boolean {
  checkBox('b2AABB_Contains', 'a', a);
  checkBox('b2AABB_Contains', 'b', b);
  let s = true;
  s = s && a.lowerBound.x <= b.lowerBound.x;
  s = s && a.lowerBound.y <= b.lowerBound.y;
  s = s && b.upperBound.x <= a.upperBound.x;
  s = s && b.upperBound.y <= a.upperBound.y;
  return s;
}

/**
 * The center of a. C: `b2AABB_Center` in math_functions.h.
 * @param out - written
 * @param a - the box; only read
 * @returns out
 * @throws Error when out is not writable or a is not a box of finite numbers, before any write
 */
export function b2AABB_Center(out: b2Vec2, a: b2AABB): b2Vec2 {
  checkOutVec2('b2AABB_Center', 'out', out);
  checkBox('b2AABB_Center', 'a', a);
  // The sums are checked, not only the result: float32 makes a sum beyond FLT_MAX infinite where
  // float64 would halve it back into range, and both builds refuse the same inputs.
  const sx = a.lowerBound.x + a.upperBound.x;
  const sy = a.lowerBound.y + a.upperBound.y;
  checkInRange('b2AABB_Center', 'the sums of the corners', sx, sy);
  out.x = 0.5 * sx;
  out.y = 0.5 * sy;
  return out;
}

/**
 * The half-widths of a. C: `b2AABB_Extents` in math_functions.h.
 * @param out - written
 * @param a - the box; only read
 * @returns out
 * @throws Error when out is not writable or a is not a box of finite numbers, before any write
 */
export function b2AABB_Extents(out: b2Vec2, a: b2AABB): b2Vec2 {
  checkOutVec2('b2AABB_Extents', 'out', out);
  checkBox('b2AABB_Extents', 'a', a);
  // The widths are checked, not only the result (see b2AABB_Center).
  const wx = a.upperBound.x - a.lowerBound.x;
  const wy = a.upperBound.y - a.lowerBound.y;
  checkInRange('b2AABB_Extents', 'the widths', wx, wy);
  out.x = 0.5 * wx;
  out.y = 0.5 * wy;
  return out;
}

/**
 * The smallest box holding a and b. C: `b2AABB_Union` in math_functions.h.
 * @param out - written (may be a or b)
 * @param a - a box; only read
 * @param b - a box; only read
 * @returns out
 * @throws Error when out is not a writable box or a or b is not a box of finite numbers, before any write
 */
export function b2AABB_Union(out: b2AABB, a: b2AABB, b: b2AABB): b2AABB {
  checkOutBox('b2AABB_Union', 'out', out);
  checkBox('b2AABB_Union', 'a', a);
  checkBox('b2AABB_Union', 'b', b);
  // C: b2MinFloat / b2MaxFloat per component
  const lx = a.lowerBound.x < b.lowerBound.x ? a.lowerBound.x : b.lowerBound.x;
  const ly = a.lowerBound.y < b.lowerBound.y ? a.lowerBound.y : b.lowerBound.y;
  const ux = a.upperBound.x > b.upperBound.x ? a.upperBound.x : b.upperBound.x;
  const uy = a.upperBound.y > b.upperBound.y ? a.upperBound.y : b.upperBound.y;
  out.lowerBound.x = lx;
  out.lowerBound.y = ly;
  out.upperBound.x = ux;
  out.upperBound.y = uy;
  return out;
}

/**
 * Whether a and b overlap (touching counts). C: `b2AABB_Overlaps` in math_functions.h.
 * @param a - a box; only read
 * @param b - a box; only read
 * @returns false when one box lies strictly beyond the other on some axis
 * @throws Error when a or b is not a box of finite numbers
 */
export function b2AABB_Overlaps(a: b2AABB, b: b2AABB): boolean {
  checkBox('b2AABB_Overlaps', 'a', a);
  checkBox('b2AABB_Overlaps', 'b', b);
  return !(
    b.lowerBound.x > a.upperBound.x ||
    b.lowerBound.y > a.upperBound.y ||
    a.lowerBound.x > b.upperBound.x ||
    a.lowerBound.y > b.upperBound.y
  );
}

/**
 * The box of circles of one radius around the first count points. C: `b2MakeAABB` in
 * math_functions.h (which asserts count > 0).
 * @param out - written
 * @param points - the centers; only read
 * @param count - how many of points to use, at least 1
 * @param radius - the radius
 * @returns out
 * @throws Error when out is not a writable box, count is not a whole number in [1, points.length],
 *   a point or radius is not finite, or the box would pass ±FLT_MAX; all before any write
 */
export function b2MakeAABB(out: b2AABB, points: readonly b2Vec2[], /* f32: integer */ count: number, radius: number): b2AABB {
  const where = 'b2MakeAABB';
  checkOutBox(where, 'out', out);
  const list: unknown = points;
  if (!Array.isArray(list)) {
    throw new Error(`${where}: points expected an array of {x, y}, got ${b2DescribeValue(list)}`);
  }
  b2CheckCount(where, 'count', count, 1, list.length);
  b2CheckNumber(where, 'radius', radius);
  for (let i = 0; i < count; i++) {
    const p: unknown = points[i];
    if (typeof p !== 'object' || p === null) {
      // Not an array of points ([1, 2]): named whole, as given.
      throw new Error(`${where}: points expected an array of {x, y}, got ${b2DescribeValue(list)}`);
    }
    checkPoint(where, `points[${i}]`, points[i]);
  }
  let lx = points[0].x;
  let ly = points[0].y;
  let ux = lx;
  let uy = ly;
  for (let i = 1; i < count; ++i) {
    const p = points[i];
    // C: b2Min / b2Max
    lx = lx < p.x ? lx : p.x;
    ly = ly < p.y ? ly : p.y;
    ux = ux > p.x ? ux : p.x;
    uy = uy > p.y ? uy : p.y;
  }
  lx = lx - radius;
  ly = ly - radius;
  ux = ux + radius;
  uy = uy + radius;
  checkInRange(where, 'the lower corner', lx, ly);
  checkInRange(where, 'the upper corner', ux, uy);
  out.lowerBound.x = lx;
  out.lowerBound.y = ly;
  out.upperBound.x = ux;
  out.upperBound.y = uy;
  return out;
}

/**
 * Half the perimeter times 2, the tree's cost metric: 2·(width + height). C: `b2Perimeter` in aabb.h.
 * @param a - the box; only read
 * @returns the perimeter
 * @throws Error when a is not a box of finite numbers, or the perimeter would pass ±FLT_MAX
 */
export function b2Perimeter(a: b2AABB): number {
  checkBox('b2Perimeter', 'a', a);
  const wx = a.upperBound.x - a.lowerBound.x;
  const wy = a.upperBound.y - a.lowerBound.y;
  const sum = wx + wy;
  const perimeter = 2 * sum;
  // Each step is checked (see b2AABB_Center): float32 overflows where float64 may not.
  checkInRange('b2Perimeter', 'the widths', wx, wy);
  checkInRange('b2Perimeter', 'the half perimeter and the perimeter', sum, perimeter);
  return perimeter;
}

/**
 * Grows a to contain b. C: `b2EnlargeAABB(b2AABB* a, b2AABB b)` in aabb.h.
 * @param a - the box to grow; read and written
 * @param b - the box to contain; only read
 * @returns whether a grew
 * @throws Error when a is not a writable box or a or b is not a box of finite numbers, before any write
 */
export function b2EnlargeAABB(a: b2AABB, b: b2AABB): boolean {
  checkOutBox('b2EnlargeAABB', 'a', a);
  checkBox('b2EnlargeAABB', 'a', a);
  checkBox('b2EnlargeAABB', 'b', b);
  let changed = false;
  if (b.lowerBound.x < a.lowerBound.x) {
    a.lowerBound.x = b.lowerBound.x;
    changed = true;
  }
  if (b.lowerBound.y < a.lowerBound.y) {
    a.lowerBound.y = b.lowerBound.y;
    changed = true;
  }
  if (a.upperBound.x < b.upperBound.x) {
    a.upperBound.x = b.upperBound.x;
    changed = true;
  }
  if (a.upperBound.y < b.upperBound.y) {
    a.upperBound.y = b.upperBound.y;
    changed = true;
  }
  return changed;
}

/**
 * Casts the segment p1 -> p2 against a (slab test; no radius). C: `b2AABB_RayCast` in aabb.c.
 * @param out - written: hit, fraction, normal and point on a hit; on a miss C's zero output
 * @param a - the box; only read
 * @param p1 - the start point; only read
 * @param p2 - the end point; only read
 * @returns out
 * @throws Error when out is not a writable b2CastOutput, a is not a box of finite numbers, p1
 *   or p2 is not a finite {x, y}, or p2 − p1 passes ±FLT_MAX; all before any write
 */
export function b2AABB_RayCast(out: b2CastOutput, a: b2AABB, p1: b2Vec2, p2: b2Vec2): b2CastOutput {
  const where = 'b2AABB_RayCast';
  checkOutStruct(where, 'out', out, 'b2CastOutput', 'normal');
  b2CheckOutput(where, 'out', out);
  checkOutVec2(where, 'out.normal', out.normal);
  checkOutVec2(where, 'out.point', out.point);
  checkBox(where, 'a', a);
  checkPoint(where, 'p1', p1);
  checkPoint(where, 'p2', p2);

  let tmin = -3.4028234663852886e38; // FLT_MAX = b2_maxFloat (src/README.md rule 4)
  let tmax = 3.4028234663852886e38; // FLT_MAX = b2_maxFloat (src/README.md rule 4)
  const px = p1.x;
  const py = p1.y;
  const dx = p2.x - p1.x;
  const dy = p2.y - p1.y;
  // float32 makes a translation beyond FLT_MAX infinite; both builds refuse it.
  checkInRange(where, 'the translation p2 - p1', dx, dy);
  let normalX = 0;
  let normalY = 0;

  // The x slab.
  if ((dx < 0 ? -dx : dx) < 1.1920928955078125e-7) { // FLT_EPSILON
    // Parallel to the slab.
    if (px < a.lowerBound.x || a.upperBound.x < px) {
      return writeMiss(out);
    }
  } else {
    const inv_d = 1 / dx;
    let t1 = (a.lowerBound.x - px) * inv_d;
    let t2 = (a.upperBound.x - px) * inv_d;
    // The sign of the normal.
    let s = -1;
    if (t1 > t2) {
      const tmp = t1;
      t1 = t2;
      t2 = tmp;
      s = 1;
    }
    if (t1 > tmin) {
      normalY = 0;
      normalX = s;
      tmin = t1;
    }
    tmax = tmax < t2 ? tmax : t2; // C: b2MinFloat(tmax, t2)
    if (tmin > tmax) {
      return writeMiss(out);
    }
  }

  // The y slab.
  if ((dy < 0 ? -dy : dy) < 1.1920928955078125e-7) { // FLT_EPSILON
    if (py < a.lowerBound.y || a.upperBound.y < py) {
      return writeMiss(out);
    }
  } else {
    const inv_d = 1 / dy;
    let t1 = (a.lowerBound.y - py) * inv_d;
    let t2 = (a.upperBound.y - py) * inv_d;
    let s = -1;
    if (t1 > t2) {
      const tmp = t1;
      t1 = t2;
      t2 = tmp;
      s = 1;
    }
    if (t1 > tmin) {
      normalX = 0;
      normalY = s;
      tmin = t1;
    }
    tmax = tmax < t2 ? tmax : t2; // C: b2MinFloat(tmax, t2)
    if (tmin > tmax) {
      return writeMiss(out);
    }
  }

  // A ray that starts inside the box, or hits beyond p2, does not count.
  if (tmin < 0 || 1 < tmin) {
    return writeMiss(out);
  }

  // C: b2Lerp(p1, p2, tmin)
  const pointX = (1 - tmin) * p1.x + tmin * p2.x;
  const pointY = (1 - tmin) * p1.y + tmin * p2.y;
  out.fraction = tmin;
  out.normal.x = normalX;
  out.normal.y = normalY;
  out.point.x = pointX;
  out.point.y = pointY;
  out.iterations = 0;
  out.hit = true;
  return out;
}

/** C's `b2CastOutput output = { 0 }`: every field zero. */
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
