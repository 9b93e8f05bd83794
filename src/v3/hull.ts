// Box2D v3.1.1's hull.c: quickhull with point welding and collinear merging (b2ComputeHull) and
// the convexity test b2MakePolygon relies on (b2ValidateHull). Not a hot path: the recursion
// returns small arrays, as C returns its b2Hull by value.

import { b2CheckCount, b2CheckOutput, b2DescribeValue } from '../common/b2_checks';
import { checkOutVec2, checkPoint } from './checks';
import { B2_LINEAR_SLOP, B2_MAX_POLYGON_VERTICES, type b2Hull } from './collision_types';
import { b2Vec2 } from './math_functions';

/** The welded working set of b2ComputeHull (C's `ps`); refs into it stand for C's by-value copies. */
const welded: b2Vec2[] = [];
for (let i = 0; i < B2_MAX_POLYGON_VERTICES; i++) welded.push(new b2Vec2());

/** The unit edge from p1 to p2, written into unitEdge (C: `b2Normalize(b2Sub(p2, p1))`). */
const unitEdge = new b2Vec2();
function setUnitEdge(p1: b2Vec2, p2: b2Vec2): void {
  const vx = p2.x - p1.x;
  const vy = p2.y - p1.y;
  const length = Math.sqrt(vx * vx + vy * vy);
  if (length < 1.1920928955078125e-7) { // FLT_EPSILON
    unitEdge.x = 0;
    unitEdge.y = 0;
    return;
  }
  const invLength = 1 / length;
  unitEdge.x = invLength * vx;
  unitEdge.y = invLength * vy;
}

/** C: `b2Cross(b2Sub(p, p1), e)` with e = unitEdge: how far p lies right of the edge. */
function rightOf(p: b2Vec2, p1: b2Vec2): number {
  return (p.x - p1.x) * unitEdge.y - (p.y - p1.y) * unitEdge.x;
}

/**
 * The quickhull recursion (C: static `b2RecurseHull`): the hull points right of p1 -> p2, in
 * order from p1 to p2, without p1 and p2. `depth` counts the calls above this one.
 *
 * Not in C: the depth bound. C's recursion ends only when every branch runs out of points more
 * than 2·B2_LINEAR_SLOP right of its edge. Far from the origin, rounding can put an edge's own
 * end point (a member of `ps`) that far right of it; C then picks it, calls itself with the same
 * arguments, and recurses until the stack overflows. A hull has at most B2_MAX_POLYGON_VERTICES
 * points, each found one level deeper than the last at most, so a deeper call is never C's
 * terminating answer: here it is a named error.
 */
function recurseHull(p1: b2Vec2, p2: b2Vec2, ps: readonly b2Vec2[], /* f32: integer */ depth: number): b2Vec2[] {
  // f32: integer
  const count = ps.length;
  if (count === 0) {
    return [];
  }
  if (depth > B2_MAX_POLYGON_VERTICES) {
    throw new Error(
      `b2ComputeHull: the points lie within rounding of the edge (${p1.x}, ${p1.y})-(${p2.x}, ${p2.y}) at this scale, ` +
        'so the hull search would never end (Box2D v3.1.1 overflows its stack here); weld the points or move them nearer the origin',
    );
  }

  setUnitEdge(p1, p2);

  // Keep the points right of the edge; find the one farthest right (the first on ties).
  const rightPoints: b2Vec2[] = [];
  // f32: integer
  let bestIndex = 0;
  let bestDistance = rightOf(ps[bestIndex], p1);
  if (bestDistance > 0) {
    rightPoints.push(ps[bestIndex]);
  }
  for (let i = 1; i < count; ++i) {
    const distance = rightOf(ps[i], p1);
    if (distance > bestDistance) {
      bestIndex = i;
      bestDistance = distance;
    }
    if (distance > 0) {
      rightPoints.push(ps[i]);
    }
  }

  if (bestDistance < 2 * B2_LINEAR_SLOP) {
    return [];
  }

  const bestPoint = ps[bestIndex];
  // f32: integer
  const next = depth + 1;
  const hull1 = recurseHull(p1, bestPoint, rightPoints, next);
  const hull2 = recurseHull(bestPoint, p2, rightPoints, next);
  const hull = [...hull1, bestPoint, ...hull2];
  if (hull.length > B2_MAX_POLYGON_VERTICES) {
    // Not in C, which writes past its array here (its assert is off in release builds).
    throw tooManyPoints(hull.length);
  }
  return hull;
}

function tooManyPoints(/* f32: integer */ n: number): Error {
  return new Error(
    `b2ComputeHull: rounding at this scale found ${n} hull points besides the two extremes, more than a hull holds; ` +
      'weld the points or move them nearer the origin (Box2D v3.1.1 writes past its hull array here)',
  );
}

/** Throws unless out is a b2Hull whose points are B2_MAX_POLYGON_VERTICES writable {x, y} objects. */
function checkOutHull(where: string, out: b2Hull): void {
  const value: unknown = out;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('points' in value)) {
    throw new Error(`${where}: out expected a b2Hull to write the result into, got ${b2DescribeValue(value)}`);
  }
  b2CheckOutput(where, 'out', out);
  const points: unknown = out.points;
  if (!Array.isArray(points) || points.length < B2_MAX_POLYGON_VERTICES) {
    throw new Error(`${where}: out.points expected an array of ${B2_MAX_POLYGON_VERTICES} b2Vec2, got ${b2DescribeValue(points)}`);
  }
  for (let i = 0; i < B2_MAX_POLYGON_VERTICES; i++) {
    checkOutVec2(where, `out.points[${i}]`, out.points[i]);
  }
}

/**
 * The convex hull of up to B2_MAX_POLYGON_VERTICES points, counter-clockwise, by quickhull:
 * points within 4·B2_LINEAR_SLOP of an earlier input point are welded away, points within
 * 2·B2_LINEAR_SLOP of a hull edge are dropped, and collinear hull points merged.
 * C: `b2ComputeHull` in hull.c.
 * @param out - written: the hull points and count; count is 0 (as in C) when count is outside
 *   [3, B2_MAX_POLYGON_VERTICES], fewer than 3 points stay after welding, or they are collinear
 * @param points - the points, in the shape's frame; only read (the first `count`)
 * @param count - how many of points to use
 * @returns out
 * @throws Error when out is not a writable b2Hull, count is not a whole number, points has fewer
 *   than count entries or one of them is not a finite {x, y} (all before any write); when rounding
 *   far from the origin would make C recurse until its stack overflows, or find more hull points
 *   than its array holds (Box2D v3.1.1 crashes or writes out of bounds there)
 */
export function b2ComputeHull(out: b2Hull, points: readonly b2Vec2[], /* f32: integer */ count: number): b2Hull {
  const where = 'b2ComputeHull';
  checkOutHull(where, out);
  b2CheckCount(where, 'count', count, -2147483648, 2147483647);
  if (count < 3 || count > B2_MAX_POLYGON_VERTICES) {
    // C: "check your data"
    out.count = 0;
    return out;
  }
  const list: unknown = points;
  if (!Array.isArray(list) || list.length < count) {
    throw new Error(`${where}: points expected an array of at least count (${count}) {x, y}, got ${b2DescribeValue(list)}`);
  }
  for (let i = 0; i < count; i++) {
    checkPoint(where, `points[${i}]`, points[i]);
  }

  // Weld: keep a point unless it is within 4·slop of an earlier input point. Also the bounds.
  let lowerX = 3.4028234663852886e38; // FLT_MAX = b2_maxFloat (src/README.md rule 4)
  let lowerY = 3.4028234663852886e38; // FLT_MAX = b2_maxFloat (src/README.md rule 4)
  let upperX = -3.4028234663852886e38; // FLT_MAX = b2_maxFloat (src/README.md rule 4)
  let upperY = -3.4028234663852886e38; // FLT_MAX = b2_maxFloat (src/README.md rule 4)
  const linearSlop = B2_LINEAR_SLOP;
  const tolSqr = 16 * linearSlop * linearSlop;
  const ps: b2Vec2[] = [];
  for (let i = 0; i < count; ++i) {
    const vi = points[i];
    // C: b2Min / b2Max of the bounds and the point
    lowerX = lowerX < vi.x ? lowerX : vi.x;
    lowerY = lowerY < vi.y ? lowerY : vi.y;
    upperX = upperX > vi.x ? upperX : vi.x;
    upperY = upperY > vi.y ? upperY : vi.y;

    let unique = true;
    for (let j = 0; j < i; ++j) {
      const vj = points[j];
      // C: b2DistanceSquared(vi, vj)
      const dx = vj.x - vi.x;
      const dy = vj.y - vi.y;
      const distSqr = dx * dx + dy * dy;
      if (distSqr < tolSqr) {
        unique = false;
        break;
      }
    }
    if (unique) {
      const w = welded[ps.length];
      w.x = vi.x;
      w.y = vi.y;
      ps.push(w);
    }
  }

  if (ps.length < 3) {
    // C: all points very close together
    out.count = 0;
    return out;
  }

  // The first hull point: the welded point farthest from the bounds' center (the first on ties).
  // C: b2AABB_Center(aabb)
  const cx = 0.5 * (lowerX + upperX);
  const cy = 0.5 * (lowerY + upperY);
  // f32: integer
  let f1 = 0;
  let dsq1 = distanceSquaredTo(cx, cy, ps[f1]);
  for (let i = 1; i < ps.length; ++i) {
    const dsq = distanceSquaredTo(cx, cy, ps[i]);
    if (dsq > dsq1) {
      f1 = i;
      dsq1 = dsq;
    }
  }
  // Remove p1 from the working set: the last point takes its slot (C's order).
  const p1 = ps[f1];
  ps[f1] = ps[ps.length - 1];
  ps.pop();

  // f32: integer
  let f2 = 0;
  let dsq2 = distanceSquaredTo(p1.x, p1.y, ps[f2]);
  for (let i = 1; i < ps.length; ++i) {
    const dsq = distanceSquaredTo(p1.x, p1.y, ps[i]);
    if (dsq > dsq2) {
      f2 = i;
      dsq2 = dsq;
    }
  }
  const p2 = ps[f2];
  ps[f2] = ps[ps.length - 1];
  ps.pop();

  // Split the rest into points right and left of p1 -> p2, skipping those within 2·slop of it.
  const rightPoints: b2Vec2[] = [];
  const leftPoints: b2Vec2[] = [];
  setUnitEdge(p1, p2);
  for (let i = 0; i < ps.length; ++i) {
    const d = rightOf(ps[i], p1);
    if (d >= 2 * linearSlop) {
      rightPoints.push(ps[i]);
    } else if (d <= -2 * linearSlop) {
      leftPoints.push(ps[i]);
    }
  }

  const hull1 = recurseHull(p1, p2, rightPoints, 0);
  const hull2 = recurseHull(p2, p1, leftPoints, 0);
  if (hull1.length === 0 && hull2.length === 0) {
    // C: all points collinear
    out.count = 0;
    return out;
  }

  // Stitch, keeping counter-clockwise order.
  const hull = [p1, ...hull1, p2, ...hull2];
  if (hull.length > B2_MAX_POLYGON_VERTICES) {
    // Not in C, which asserts hull.count <= B2_MAX_POLYGON_VERTICES after writing past its array.
    throw tooManyPoints(hull.length - 2);
  }

  // Merge collinear points: drop a middle point within 2·slop of its neighbours' line, repeat.
  let searching = true;
  while (searching && hull.length > 2) {
    searching = false;
    for (let i = 0; i < hull.length; ++i) {
      // f32: integer
      const i2 = (i + 1) % hull.length;
      // f32: integer
      const i3 = (i + 2) % hull.length;
      const s1 = hull[i];
      setUnitEdge(s1, hull[i3]);
      const distance = rightOf(hull[i2], s1);
      if (distance <= 2 * linearSlop) {
        hull.splice(i2, 1);
        searching = true;
        break;
      }
    }
  }

  if (hull.length < 3) {
    // C: not reached, collinearity was found above
    out.count = 0;
    return out;
  }
  for (let i = 0; i < hull.length; ++i) {
    out.points[i].x = hull[i].x;
    out.points[i].y = hull[i].y;
  }
  // Not in C, whose unused points are whatever the stack held: here they are zero.
  for (let i = hull.length; i < B2_MAX_POLYGON_VERTICES; ++i) {
    out.points[i].x = 0;
    out.points[i].y = 0;
  }
  out.count = hull.length;
  return out;
}

/** C: `b2DistanceSquared(c, p)` with c = (cx, cy): (p − c)·(p − c). */
function distanceSquaredTo(cx: number, cy: number, p: b2Vec2): number {
  const dx = p.x - cx;
  const dy = p.y - cy;
  return dx * dx + dy * dy;
}

/**
 * Whether hull is convex and counter-clockwise with no point within B2_LINEAR_SLOP of its
 * neighbours' line: what b2MakePolygon needs. C: `b2ValidateHull` in hull.c.
 * @param hull - the hull; only read
 * @returns false when count is outside [3, B2_MAX_POLYGON_VERTICES], a point is on or outside an
 *   edge it does not end, or three consecutive points are (nearly) collinear
 * @throws Error when hull is not an object, its count not a whole number, or one of its first
 *   count points not a finite {x, y} (C reads garbage there)
 */
export function b2ValidateHull(hull: b2Hull): boolean {
  const where = 'b2ValidateHull';
  const object: unknown = hull;
  if (typeof object !== 'object' || object === null || Array.isArray(object) || !Array.isArray(hull.points)) {
    throw new Error(`${where}: hull expected a b2Hull, got ${b2DescribeValue(object)}`);
  }
  b2CheckCount(where, 'hull.count', hull.count, -2147483648, 2147483647);
  // f32: integer
  const count = hull.count;
  if (count < 3 || B2_MAX_POLYGON_VERTICES < count) {
    return false;
  }
  const points: unknown = hull.points;
  if (!Array.isArray(points) || points.length < count) {
    throw new Error(`${where}: hull.points expected an array of at least hull.count (${count}) {x, y}, got ${b2DescribeValue(points)}`);
  }
  for (let i = 0; i < count; i++) {
    checkPoint(where, `hull.points[${i}]`, hull.points[i]);
  }

  // Every point behind every edge it does not end.
  for (let i = 0; i < count; ++i) {
    // f32: integer
    const i2 = i < count - 1 ? i + 1 : 0;
    const p = hull.points[i];
    setUnitEdge(p, hull.points[i2]);
    for (let j = 0; j < count; ++j) {
      if (j === i || j === i2) {
        continue;
      }
      const distance = rightOf(hull.points[j], p);
      if (distance >= 0) {
        return false;
      }
    }
  }

  // No three consecutive points collinear.
  const linearSlop = B2_LINEAR_SLOP;
  for (let i = 0; i < count; ++i) {
    // f32: integer
    const i2 = (i + 1) % count;
    // f32: integer
    const i3 = (i + 2) % count;
    const p1 = hull.points[i];
    setUnitEdge(p1, hull.points[i3]);
    const distance = rightOf(hull.points[i2], p1);
    if (distance <= linearSlop) {
      return false;
    }
  }
  return true;
}
