// Box2D v2.4.2's robust hull (C++ b2Hull, b2ComputeHull, b2ValidateHull in b2_collision.h /
// b2_collision.cpp at tag v2.4.2): quickhull with aggressive welding and collinear-point removal,
// both at the scale of b2_linearSlop. Not in v2.4.1, whose b2PolygonShape.Set gift-wraps; this
// port keeps v2.4.1's Set and offers this path beside it, as b2PolygonShape.Set(hull). Every
// floating-point expression follows the v2.4.2 C++ order (rule 1). Not a hot path: the
// recursion allocates its small results, as C++ returns them by value.

import { b2_linearSlop, b2_maxPolygonVertices } from '../common/b2_settings';
import { b2Vec2, type b2XY, b2Vec2CopyUnchecked, b2Vec2NormalizeUnchecked, b2Vec2Unchecked } from '../common/b2_math';
import { b2CheckCount, b2CheckFinitePoint, b2CheckOutput, b2DescribeValue, b2IsInRange } from '../common/b2_checks';

/**
 * A convex hull as b2ComputeHull returns it: count counter-clockwise points, or count 0 on
 * failure. C++ v2.4.2: `b2Hull` in b2_collision.h, whose members keep their C++ names; not in
 * v2.4.1 (Deviation 17, v2.4.2's hull, in
 * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 */
export class b2Hull {
  /** The hull's points, counter-clockwise; only the first count count. */
  readonly points: readonly b2Vec2[] = Array.from({ length: b2_maxPolygonVertices }, () => new b2Vec2());
  /** How many points: 3 to b2_maxPolygonVertices, or 0 when no hull was found. */
  count = 0;
}

// b2Cross(a - p, e): the signed distance of a to the right of the line through p along unit e.
function rightOf(a: b2XY, p: b2XY, e: b2XY): number {
  const dx = a.x - p.x;
  const dy = a.y - p.y;
  return dx * e.y - dy * e.x;
}

// e = p2 - p1, then Normalize() (left unchanged when shorter than b2_epsilon, as C++).
function unitEdge(p1: b2XY, p2: b2XY): b2Vec2 {
  const e = b2Vec2Unchecked(p2.x - p1.x, p2.y - p1.y);
  b2Vec2NormalizeUnchecked(e);
  return e;
}

/** b2DistanceSquared(a, b) in C++'s order: c = a - b, b2Dot(c, c). */
function distanceSquared(a: b2XY, b: b2XY): number {
  const cx = a.x - b.x;
  const cy = a.y - b.y;
  return cx * cx + cy * cy;
}

// The quickhull recursion (C++ static b2RecurseHull): the hull of ps to the right of p1 -> p2,
// without p1 and p2, in order from p1 to p2. `depth` counts the calls above this one.
//
// Not in C++: a point equal to p2 is never taken as the farthest one. Its distance to the line
// through p1 and p2 is 0, but rounding the cross product of numbers near 3e5 in float32 (1e14 in
// float64) can make it exceed 2·b2_linearSlop; C++ then picks p2 again, calls itself with the
// same arguments and never returns. v2.4.2's C++, compiled with g++ (debug and -DNDEBUG builds),
// dies of a stack overflow (SIGSEGV) on every one of 400 such float32 inputs (radius 3e5 and 1e6
// 3- to 8-gons); here they give a hull. A point equal to p1 has distance exactly 0 and is never
// picked in either. Any other cycle that rounding could make is cut by the depth bound, with an
// error: a hull has at most b2_maxPolygonVertices points, so a deeper call is never right.
function recurseHull(p1: b2XY, p2: b2XY, ps: readonly b2Vec2[], /* f32: integer */ count: number, /* f32: integer */ depth: number): b2Vec2[] {
  if (count === 0) {
    return [];
  }
  if (depth > b2_maxPolygonVertices) {
    throw new Error(
      `b2ComputeHull: rounding at this scale makes the hull search loop (the points lie within rounding of a common line near ` +
        `(${p1.x}, ${p1.y})-(${p2.x}, ${p2.y})); weld or scale the points`,
    );
  }

  const e = unitEdge(p1, p2);

  // Keep the points right of e; find the one farthest to the right (the first on ties).
  const rightPoints: b2Vec2[] = [];
  let bestIndex = -1;
  let bestDistance = 0.0;
  for (let i = 0; i < count; ++i) {
    const p = ps[i];
    if (p.x === p2.x && p.y === p2.y) {
      continue;
    }
    const distance = rightOf(p, p1, e);
    if (bestIndex < 0 || distance > bestDistance) {
      bestIndex = i;
      bestDistance = distance;
    }
    if (distance > 0.0) {
      rightPoints.push(p);
    }
  }

  if (bestIndex < 0 || bestDistance < 2.0 * b2_linearSlop) {
    return [];
  }

  const bestPoint = ps[bestIndex];
  // f32: integer
  const next = depth + 1;
  const hull1 = recurseHull(p1, bestPoint, rightPoints, rightPoints.length, next);
  const hull2 = recurseHull(bestPoint, p2, rightPoints, rightPoints.length, next);
  return [...hull1, bestPoint, ...hull2];
}

/**
 * The convex hull of some points, by quickhull. Points closer than 4·b2_linearSlop to an earlier
 * input point are welded away, points within 2·b2_linearSlop of a hull edge are dropped, and the
 * hull starts at the point farthest from the bounding box's centre. C++ v2.4.2: `b2ComputeHull`
 * in b2_collision.cpp; not in v2.4.1 (Deviation 17, v2.4.2's hull, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 * @param points - the points, b2Vec2 or `{ x, y }`, in the shape's frame; only read
 * @param count - how many of points to use; default points.length
 * @param out - receives the hull; written; default a new b2Hull
 * @returns out: its count is 0, as in C++, when count is outside [3, b2_maxPolygonVertices], the
 * points weld to fewer than 3, or they are (nearly) collinear
 * @throws Error when one of the first count points is not an object, (for a count in [3, 8])
 * a point is not finite numbers within ±b2_maxFloat, or out or one of its points is frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2ComputeHull(points: readonly b2XY[], /* f32: integer */ count?: number, out: b2Hull = new b2Hull()): b2Hull {
  // Not in C++: arguments that are not an array, a number count or a b2Hull are named (a string
  // count '5' used to pass the range test), before out is written.
  if (!Array.isArray(points)) {
    throw new Error(`b2ComputeHull: points expected an array of {x, y}, got ${b2DescribeValue(points)}`);
  }
  if (count === undefined) {
    count = points.length;
  }
  // A whole count in [0, points.length] outside [3, 8] gives C++'s empty hull below; NaN, 1.5,
  // a count past the points (C++ would read past its array) or a string is named.
  if (typeof count === 'number' && Number.isInteger(count) && count > points.length) {
    // Shown with the points as given: [1, 2] for points is named whole, not only its length.
    throw new Error(`b2ComputeHull: count ${count} is more than points holds: ${b2DescribeValue(points)}`);
  }
  b2CheckCount('b2ComputeHull', 'count', count, 0, points.length);
  // An array of numbers ([1, 2]) is not points, even where C++ would return the empty hull
  // without reading them: named here, so the empty hull always means a count or a degenerate cloud.
  for (let i = 0; i < count; ++i) {
    const p: unknown = points[i];
    if (typeof p !== 'object' || p === null) {
      throw new Error(`b2ComputeHull: points expected an array of {x, y}, got ${b2DescribeValue(points)}`);
    }
  }
  if (typeof out !== 'object' || out === null || !Array.isArray(out.points) || out.points.length < b2_maxPolygonVertices || Object.isFrozen(out)) {
    throw new Error(`b2ComputeHull: out expected a writable b2Hull, got ${b2DescribeValue(out)}`);
  }
  // The whole hull is the output (C++ returns a b2Hull by value): each of its points must take
  // writes, checked before out.count is (a frozen point met a V8 TypeError after count was written).
  for (let i = 0; i < b2_maxPolygonVertices; ++i) {
    const point: unknown = out.points[i];
    if (typeof point !== 'object' || point === null || Object.isFrozen(point)) {
      b2CheckOutput('b2ComputeHull', `out.points[${i}]`, point);
    }
  }
  out.count = 0;
  if (!(count >= 3 && count <= b2_maxPolygonVertices) || !Number.isInteger(count) || count > points.length) {
    // C++: "check your data"
    return out;
  }
  for (let i = 0; i < count; ++i) {
    b2CheckFinitePoint('b2ComputeHull', `point ${i}`, points[i]);
  }

  // Aggressive welding against every earlier input point (not only the kept ones, as C++ does);
  // the first point always stays. The bounding box is grown over all points.
  let lowerX = 3.4028234663852886e38; // b2_maxFloat (rule 4)
  let lowerY = 3.4028234663852886e38; // b2_maxFloat (rule 4)
  let upperX = -3.4028234663852886e38; // -b2_maxFloat (rule 4)
  let upperY = -3.4028234663852886e38; // -b2_maxFloat (rule 4)
  const ps: b2Vec2[] = [];
  const tolSqr = 16.0 * b2_linearSlop * b2_linearSlop;
  for (let i = 0; i < count; ++i) {
    const vi = b2Vec2Unchecked(points[i].x, points[i].y);
    // C++ b2Min / b2Max: a < b ? a : b and a > b ? a : b (Math.min treats -0 differently).
    lowerX = lowerX < vi.x ? lowerX : vi.x;
    lowerY = lowerY < vi.y ? lowerY : vi.y;
    upperX = upperX > vi.x ? upperX : vi.x;
    upperY = upperY > vi.y ? upperY : vi.y;

    let unique = true;
    for (let j = 0; j < i; ++j) {
      const vj = b2Vec2Unchecked(points[j].x, points[j].y);
      if (distanceSquared(vi, vj) < tolSqr) {
        unique = false;
        break;
      }
    }
    if (unique) {
      ps.push(vi);
    }
  }
  let n = ps.length;
  if (n < 3) {
    // C++: all points very close together
    return out;
  }

  // The first hull point: the one farthest from the box centre, C++ 0.5 * (lower + upper).
  const c = b2Vec2Unchecked(0.5 * (lowerX + upperX), 0.5 * (lowerY + upperY));
  let i1 = 0;
  let dsq1 = distanceSquared(c, ps[i1]);
  for (let i = 1; i < n; ++i) {
    const dsq = distanceSquared(c, ps[i]);
    if (dsq > dsq1) {
      i1 = i;
      dsq1 = dsq;
    }
  }
  // Remove p1 from the working set (the last point takes its slot).
  const p1 = ps[i1];
  // f32: integer
  ps[i1] = ps[n - 1];
  // f32: integer
  n = n - 1;

  // The second: the one farthest from p1.
  let i2 = 0;
  let dsq2 = distanceSquared(p1, ps[i2]);
  for (let i = 1; i < n; ++i) {
    const dsq = distanceSquared(p1, ps[i]);
    if (dsq > dsq2) {
      i2 = i;
      dsq2 = dsq;
    }
  }
  const p2 = ps[i2];
  // f32: integer
  ps[i2] = ps[n - 1];
  // f32: integer
  n = n - 1;

  // Split the rest into points right and left of p1 -> p2, skipping those within 2·b2_linearSlop.
  const rightPoints: b2Vec2[] = [];
  const leftPoints: b2Vec2[] = [];
  const e = unitEdge(p1, p2);
  for (let i = 0; i < n; ++i) {
    const d = rightOf(ps[i], p1, e);
    if (d >= 2.0 * b2_linearSlop) {
      rightPoints.push(ps[i]);
    } else if (d <= -2.0 * b2_linearSlop) {
      leftPoints.push(ps[i]);
    }
  }

  const hull1 = recurseHull(p1, p2, rightPoints, rightPoints.length, 0);
  const hull2 = recurseHull(p2, p1, leftPoints, leftPoints.length, 0);
  if (hull1.length === 0 && hull2.length === 0) {
    // C++: all points collinear
    return out;
  }

  // Stitch, keeping the winding: p1, the right hull, p2, the left hull.
  const stitched = [p1, ...hull1, p2, ...hull2];

  // Merge collinear points: drop a middle point within 2·b2_linearSlop of the line through its
  // neighbours, and start over, until none is.
  let searching = true;
  while (searching && stitched.length > 2) {
    searching = false;
    for (let i = 0; i < stitched.length; ++i) {
      const a = stitched[i];
      // f32: integer
      const b = stitched[(i + 1) % stitched.length];
      // f32: integer
      const d = stitched[(i + 2) % stitched.length];
      const edge = unitEdge(a, d);
      if (rightOf(b, a, edge) <= 2.0 * b2_linearSlop) {
        // f32: integer
        stitched.splice((i + 1) % stitched.length, 1);
        searching = true;
        break;
      }
    }
  }

  if (stitched.length < 3) {
    // C++: should not be reached, collinearity was found above
    return out;
  }
  if (stitched.length > b2_maxPolygonVertices) {
    // Not in C++, which asserts and writes past its array: rounding found more hull points than
    // there were input points.
    throw new Error(`b2ComputeHull: rounding at this scale gave ${stitched.length} hull points for ${count} input points; weld or scale the points`);
  }
  for (let i = 0; i < stitched.length; ++i) {
    b2Vec2CopyUnchecked(out.points[i], stitched[i]);
  }
  out.count = stitched.length;
  return out;
}

/**
 * Whether a hull is usable by `b2PolygonShape.Set(hull)`. C++ v2.4.2: `b2ValidateHull` in
 * b2_collision.cpp; not in v2.4.1 (Deviation 17, v2.4.2's hull).
 * @param hull - the hull; only read
 * @returns whether it has 3 to b2_maxPolygonVertices points, every point lies strictly left of
 * every edge it is not on, and no point is within b2_linearSlop of the line through its neighbours
 * (false, not in C++, for a point that is not two numbers within ±b2_maxFloat)
 * @throws Error when hull is not an object
 */
export function b2ValidateHull(hull: Readonly<b2Hull>): boolean {
  if (typeof hull !== 'object' || hull === null) {
    throw new Error(`b2ValidateHull: hull expected a b2Hull, got ${b2DescribeValue(hull)}`);
  }
  const count: unknown = hull.count;
  if (!(typeof count === 'number' && count >= 3 && count <= b2_maxPolygonVertices && Number.isInteger(count))) {
    return false;
  }
  const points = hull.points;
  // Not in C++: a point that is not two numbers within ±b2_maxFloat makes the hull invalid (NaN
  // fails every comparison below, so C++'s tests let it through).
  if (!Array.isArray(points) || points.length < count) {
    return false;
  }
  // f32: exact (the check reads the points as the caller left them)
  for (let i = 0; i < count; ++i) {
    const p: unknown = points[i];
    if (typeof p !== 'object' || p === null || !b2IsInRange((p as b2XY).x) || !b2IsInRange((p as b2XY).y)) {
      return false;
    }
  }

  // Every point behind every edge.
  for (let i = 0; i < count; ++i) {
    const i1 = i;
    // f32: integer
    const i2 = i < count - 1 ? i1 + 1 : 0;
    const p = points[i1];
    const e = unitEdge(p, points[i2]);
    for (let j = 0; j < count; ++j) {
      if (j === i1 || j === i2) {
        continue;
      }
      if (rightOf(points[j], p, e) >= 0.0) {
        return false;
      }
    }
  }

  // No collinear triples.
  for (let i = 0; i < count; ++i) {
    const a = points[i];
    // f32: integer
    const b = points[(i + 1) % count];
    // f32: integer
    const d = points[(i + 2) % count];
    const e = unitEdge(a, d);
    if (rightOf(b, a, e) <= b2_linearSlop) {
      return false;
    }
  }
  return true;
}
