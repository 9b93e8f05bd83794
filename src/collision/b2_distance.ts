// Closest points between two convex shapes by GJK (C++ b2_distance.h / b2_distance.cpp, Box2D
// v2.4.1): Voronoi-region simplex solves in barycentric coordinates, a warm-start cache and the
// radius correction. Every expression follows the C++ operation order; b2ShapeCast is in b2_shape_cast.ts.

import { b2_epsilon } from '../common/b2_settings';
import { b2Distance as b2DistanceVV, b2Vec2, type b2XY } from '../common/b2_math';
import { b2NewTransformArray, b2Transform, b2TransformNumbers } from '../common/b2_transform';
import { b2CheckOutputParts, b2CheckPoint, b2CheckTransformObject, b2CheckTransforms, b2DescribeValue, b2TransformsAreFinite } from '../common/b2_checks';
import { b2CheckProxy } from './b2_collide_checks';
import { b2DistanceProxy, proxySupportIndex } from './b2_distance_proxy';
import { b2Simplex, b2SimplexCache } from './b2_simplex';

/** The iteration limit of one b2Distance call (C++ k_maxIters in b2Distance). */
export const b2_gjkIterationLimit = 20;

/** How many times b2Distance ran; reset with b2ResetGjkCounters. C++: `b2_gjkCalls` in b2_distance.cpp. */
export let b2_gjkCalls = 0;
/** Support-point iterations summed over all calls. C++: `b2_gjkIters` in b2_distance.cpp. */
export let b2_gjkIters = 0;
/** The most iterations one call used (a statistic, not the limit). C++: `b2_gjkMaxIters` in b2_distance.cpp. */
export let b2_gjkMaxIters = 0;

/**
 * Sets the three GJK statistics to zero. Not in C++, where code assigns the globals directly
 * (an imported `let` cannot be assigned from outside its module).
 */
export function b2ResetGjkCounters(): void {
  b2_gjkCalls = 0;
  b2_gjkIters = 0;
  b2_gjkMaxIters = 0;
}

/** Input for b2Distance. C++: `b2DistanceInput` in b2_distance.h; members keep their C++ names. */
export class b2DistanceInput {
  /** Shape A, as GJK sees it. */
  readonly proxyA = new b2DistanceProxy();
  /** Shape B, as GJK sees it. */
  readonly proxyB = new b2DistanceProxy();
  /** Shape A's world frame. */
  readonly transformA = new b2Transform();
  /** Shape B's world frame. */
  readonly transformB = new b2Transform();
  /** Whether to subtract the proxies' radii from the distance and move the witness points. */
  useRadii = false;
}

/** Output of b2Distance. C++: `b2DistanceOutput` in b2_distance.h; members keep their C++ names. */
export class b2DistanceOutput {
  /** Closest point on shape A, world frame. */
  readonly pointA = new b2Vec2();
  /** Closest point on shape B, world frame. */
  readonly pointB = new b2Vec2();
  /** The distance between the two points (0 when the shapes overlap). */
  distance = 0;
  /** Support-point iterations used. */
  iterations = 0;
}

// Scratch of b2DistanceGJK only.
const simplex = new b2Simplex();
const saveA = [0, 0, 0];
const saveB = [0, 0, 0];
const searchDirection = new b2Vec2();
const supportDirection = new b2Vec2();
const scratchA = b2NewTransformArray(); // the numbers of a transform without m_packed
const scratchB = b2NewTransformArray();

/**
 * The closest points of two convex shapes by GJK. Without useRadii the result is between the core
 * shapes (polygon skins and circle radii left out); with it, the radii are subtracted and the
 * witness points moved onto the surfaces, or both set to their midpoint with distance 0 when the
 * shapes overlap. C++: `b2Distance(b2DistanceOutput*, b2SimplexCache*, const b2DistanceInput*)`
 * in b2_distance.cpp; this is the non-overloaded name (Deviation 9, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 * @param output - receives the witness points (world frame), the distance (m) and the iteration
 * count; written
 * @param cache - read as a warm start (count 0 starts cold) and overwritten with the final simplex
 * @param input - the two proxies, their world frames and useRadii; only read (the proxies are not
 * copied)
 * @throws Error, before writing anything, on a non-finite transform, a proxy that was never Set,
 * or a cache that does not fit the proxies (Deviation 2, errors instead of asserts; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2DistanceGJK(output: b2DistanceOutput, cache: b2SimplexCache, input: Readonly<b2DistanceInput>): void {
  checkDistanceArguments('b2DistanceGJK', output, cache, input);
  b2DistanceChecked(output, cache, input, 'b2DistanceGJK');
}

/**
 * Not in C++: everything b2DistanceGJK reads is checked before the first write, naming `where` (the
 * name the caller used): the input, the proxies as they are now (a hand-edited m_count or m_radius,
 * a vertex changed after Set), the output and cache objects. A `{}` or an array in place of one of
 * them is named as given.
 */
function checkDistanceArguments(where: string, output: b2DistanceOutput, cache: b2SimplexCache, input: Readonly<b2DistanceInput>): void {
  const given: unknown = input;
  if (typeof given !== 'object' || given === null || Array.isArray(given) || !('proxyA' in given)) {
    throw new Error(`${where}: input expected a b2DistanceInput, got ${b2DescribeValue(given)}`);
  }
  if (input.transformA?.m_packed === undefined || input.transformB?.m_packed === undefined) {
    b2CheckTransformObject(where, 'input.transformA', input.transformA);
    b2CheckTransformObject(where, 'input.transformB', input.transformB);
  }
  b2CheckProxy(where, 'input.proxyA', input.proxyA);
  b2CheckProxy(where, 'input.proxyB', input.proxyB);
  if (!outputsTakeWrites(output, cache)) {
    // The full checks, which name the fault: Object.isFrozen on each object.
    b2CheckOutputParts(where, 'output', output, 'pointA', 'pointB');
    const c: unknown = cache;
    if (typeof c !== 'object' || c === null || Array.isArray(c) || !('count' in c)) {
      throw new Error(`${where}: cache expected a b2SimplexCache, got ${b2DescribeValue(c)}`);
    }
    b2CheckOutputParts(where, 'cache', cache, 'indexA', 'indexB');
  }
}

/**
 * Whether output, its two points, cache and its two index arrays take writes: one field of each is
 * written back with what it holds, so nothing changes; a frozen one refuses the write (a TypeError
 * in strict code), and a missing one reads undefined. Object.isFrozen on the six objects, which
 * this replaces on a sound call, is six calls into V8's runtime.
 */
function outputsTakeWrites(output: b2DistanceOutput, cache: b2SimplexCache): boolean {
  try {
    const pointA = output.pointA;
    const pointB = output.pointB;
    const indexA = cache.indexA;
    const indexB = cache.indexB;
    const ax = pointA.x;
    const bx = pointB.x;
    const iterations = output.iterations;
    const count = cache.count;
    const a0 = indexA[0];
    const b0 = indexB[0];
    if (
      ax === undefined || bx === undefined || iterations === undefined || count === undefined || a0 === undefined || b0 === undefined ||
      Array.isArray(output) || Array.isArray(cache)
    ) {
      return false;
    }
    output.iterations = iterations;
    pointA.x = ax;
    pointB.x = bx;
    cache.count = count;
    indexA[0] = a0;
    indexB[0] = b0;
    return true;
  } catch {
    return false;
  }
}

/**
 * b2DistanceGJK after the checks of its proxies and outputs: b2TimeOfImpact and b2TestOverlap,
 * which check their proxies themselves, call this. It still tests the transforms (one sum) and
 * the cache, naming `where`.
 */
export function b2DistanceChecked(output: b2DistanceOutput, cache: b2SimplexCache, input: Readonly<b2DistanceInput>, where: string): void {
  const proxyA = input.proxyA;
  const proxyB = input.proxyB;
  const xfA = input.transformA;
  const xfB = input.transformB;

  const tA = b2TransformNumbers(xfA, scratchA); // [p.x, p.y, q.s, q.c] (rule 11)
  const tB = b2TransformNumbers(xfB, scratchB);
  // Not in C++: a NaN or infinity would give NaN witness points. The test on the numbers read
  // above; b2CheckTransforms (which would read them again) only to name what is wrong.
  if (!b2TransformsAreFinite(tA, tB)) {
    b2CheckTransforms(where, xfA, xfB);
  }

  ++b2_gjkCalls;

  // Initialize the simplex.
  simplex.ReadCache(cache, proxyA, tA, proxyB, tB, where);

  const vertices = simplex.m_vs;
  const d = searchDirection;
  const qAs = tA[2];
  const qAc = tA[3];
  const qBs = tB[2];
  const qBc = tB[3];

  // The last simplex's vertices, to detect a repeated support point and stop cycling.
  let saveCount = 0;

  let iter = 0;
  while (iter < b2_gjkIterationLimit) {
    // Copy the simplex so that duplicates can be found.
    saveCount = simplex.m_count;
    for (let i = 0; i < saveCount; ++i) {
      saveA[i] = vertices[i].indexA;
      saveB[i] = vertices[i].indexB;
    }

    if (simplex.m_count === 2) {
      simplex.Solve2();
    } else if (simplex.m_count === 3) {
      simplex.Solve3();
    }

    // Three points: the origin is inside the triangle.
    if (simplex.m_count === 3) {
      break;
    }

    simplex.GetSearchDirection(d);

    // A search direction this short means the origin is on (or very near) the simplex; the
    // shapes probably overlap, but C++ cannot tell and stops here without declaring zero distance.
    if (d.x * d.x + d.y * d.y < b2_epsilon * b2_epsilon) {
      break;
    }

    // New tentative simplex vertex: support of A along -d and of B along d, each in its own frame:
    // b2MulT(xfA.q, -d) and b2MulT(xfB.q, d), written into a scratch vector (see supportIndex).
    const vertex = vertices[simplex.m_count];
    const ndx = -d.x;
    const ndy = -d.y;
    const dir = supportDirection;
    dir.x = qAc * ndx + qAs * ndy;
    dir.y = -qAs * ndx + qAc * ndy;
    vertex.indexA = proxySupportIndex(proxyA, dir);
    dir.x = qBc * d.x + qBs * d.y;
    dir.y = -qBs * d.x + qBc * d.y;
    vertex.indexB = proxySupportIndex(proxyB, dir);
    vertex.SetSupport(tA, proxyA, vertex.indexA, tB, proxyB, vertex.indexB);

    // One iteration per support-point evaluation.
    ++iter;
    ++b2_gjkIters;

    // A support point already in the simplex: no progress is possible (the main exit).
    let duplicate = false;
    for (let i = 0; i < saveCount; ++i) {
      if (vertex.indexA === saveA[i] && vertex.indexB === saveB[i]) {
        duplicate = true;
        break;
      }
    }
    if (duplicate) {
      break;
    }

    // The new vertex is needed.
    ++simplex.m_count;
  }

  if (iter > b2_gjkMaxIters) {
    b2_gjkMaxIters = iter;
  }

  // Output, then cache the simplex.
  const pA = output.pointA;
  const pB = output.pointB;
  simplex.GetWitnessPoints(pA, pB);
  // b2Distance(pointA, pointB) written out (rule 3).
  const cx = pA.x - pB.x;
  const cy = pA.y - pB.y;
  output.distance = Math.sqrt(cx * cx + cy * cy);
  output.iterations = iter;
  simplex.WriteCache(cache);

  if (input.useRadii) {
    const rA = proxyA.m_radius;
    const rB = proxyB.m_radius;

    if (output.distance > rA + rB && output.distance > b2_epsilon) {
      // Still apart: move the witness points onto the surfaces.
      output.distance -= rA + rB;
      let nx = pB.x - pA.x;
      let ny = pB.y - pA.y;
      // normal.Normalize(): left unchanged when shorter than b2_epsilon.
      const length = Math.sqrt(nx * nx + ny * ny);
      if (!(length < b2_epsilon)) {
        const invLength = 1.0 / length;
        nx *= invLength;
        ny *= invLength;
      }
      pA.x += rA * nx;
      pA.y += rA * ny;
      pB.x -= rB * nx;
      pB.y -= rB * ny;
    } else {
      // Overlapping once the radii count: both witness points at the midpoint.
      const px = 0.5 * (pA.x + pB.x);
      const py = 0.5 * (pA.y + pB.y);
      pA.x = px;
      pA.y = py;
      pB.x = px;
      pB.y = py;
      output.distance = 0.0;
    }
  }
}

/**
 * GJK: the closest points of two convex shapes, as {@link b2DistanceGJK}. C++: `b2Distance` in
 * b2_distance.cpp, one of C++'s two overloads joined here (Deviation 9, in
 * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 * @param output - receives the witness points (world frame), the distance (m) and the iteration
 * count; written
 * @param cache - read as a warm start (count 0 starts cold) and overwritten with the final simplex
 * @param input - the two proxies, their world frames and useRadii; only read
 * @throws Error on a non-finite transform, a proxy that was never Set, or a cache that does not fit
 * the proxies ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 * @example
 * ```ts
 * import {
 *   b2CircleShape, b2Distance, b2DistanceInput, b2DistanceOutput, b2PolygonShape, b2SimplexCache, b2Vec2,
 * } from 'b2collide';
 *
 * const box = new b2PolygonShape().SetAsBox(1, 1); // skin 0.01
 * const ball = new b2CircleShape(0.5);
 * const input = new b2DistanceInput();
 * input.proxyA.Set(box, 0);
 * input.proxyB.Set(ball, 0);
 * input.transformB.SetPositionSinCos(3, 0, 0, 1);
 * input.useRadii = true;
 * const cache = new b2SimplexCache(); // count 0: a cold start; keep it per pair to warm-start
 * const output = new b2DistanceOutput();
 * b2Distance(output, cache, input);
 * console.log(output.distance.toFixed(3)); // 1.490
 * console.log(output.pointA.x.toFixed(3), output.pointB.x.toFixed(3)); // 1.010 2.500
 *
 * // The other overload: the distance between two points.
 * console.log(b2Distance(new b2Vec2(0, 0), new b2Vec2(3, 4))); // 5
 * ```
 */
export function b2Distance(output: b2DistanceOutput, cache: b2SimplexCache, input: Readonly<b2DistanceInput>): void;
/**
 * The distance between two points. C++: `b2Distance(const b2Vec2&, const b2Vec2&)` in b2_math.h.
 * @param a - a point; only read
 * @param b - a point; only read
 * @returns |a − b|, computed as C++'s (a − b).Length()
 */
export function b2Distance(a: b2XY, b: b2XY): number;
export function b2Distance(
  a: b2DistanceOutput | b2XY,
  b: b2SimplexCache | b2XY,
  input?: Readonly<b2DistanceInput>,
): number | void {
  // The overload is told by the number of arguments, so that b2Distance(output, cache, undefined)
  // names its missing input instead of reading output and cache as points.
  if (arguments.length < 3) {
    b2CheckPoint('b2Distance', 'a', a as b2XY);
    b2CheckPoint('b2Distance', 'b', b as b2XY);
    return b2DistanceVV(a as b2XY, b as b2XY);
  }
  checkDistanceArguments('b2Distance', a as b2DistanceOutput, b as b2SimplexCache, input as Readonly<b2DistanceInput>);
  b2DistanceChecked(a as b2DistanceOutput, b as b2SimplexCache, input as Readonly<b2DistanceInput>, 'b2Distance');
}
