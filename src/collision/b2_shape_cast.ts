// Linear shape cast by GJK ray casting (C++ b2ShapeCast, b2_distance.h / b2_distance.cpp, Box2D
// v2.4.1; the algorithm of van den Bergen's "Smooth Mesh Contacts with GJK"). Every expression
// follows the C++ operation order.

import { b2_epsilon, b2_linearSlop, b2_polygonRadius } from '../common/b2_settings';
import { b2Vec2, b2Vec2SetZeroUnchecked } from '../common/b2_math';
import { b2NewTransformArray, b2Transform, b2TransformNumbers } from '../common/b2_transform';
import { b2CheckOutputParts, b2CheckTransformObject, b2CheckFinitePoint, b2CheckTransforms, b2DescribeValue, b2IsInRange, b2TransformsAreFinite, b2TransformsAreNumbers } from '../common/b2_checks';
import { b2DistanceProxy, proxySupportIndex, proxyVertex } from './b2_distance_proxy';
import { b2CheckProxy } from './b2_collide_checks';
import { b2Simplex } from './b2_simplex';

/**
 * Input for b2ShapeCast: B moves by translationB while A stays. C++: `b2ShapeCastInput` in
 * b2_distance.h; members keep their C++ names.
 */
export class b2ShapeCastInput {
  /** Shape A, which stays put. */
  readonly proxyA = new b2DistanceProxy();
  /** Shape B, which moves. */
  readonly proxyB = new b2DistanceProxy();
  /** Shape A's world frame. */
  readonly transformA = new b2Transform();
  /** Shape B's world frame at the start. */
  readonly transformB = new b2Transform();
  /** How far B moves, world frame. */
  readonly translationB = new b2Vec2();
}

/** Output of b2ShapeCast. C++: `b2ShapeCastOutput` in b2_distance.h; members keep their C++ names. */
export class b2ShapeCastOutput {
  /** The hit point on A's surface (its core moved out by A's radius), world frame. */
  readonly point = new b2Vec2();
  /** The unit normal at the hit, pointing from A toward B. */
  readonly normal = new b2Vec2();
  /** The fraction of translationB travelled at the hit. */
  lambda = 0;
  /** GJK iterations used. */
  iterations = 0;
}

// Scratch of b2ShapeCast only.
const simplex = new b2Simplex();
const pointA = new b2Vec2();
const pointB = new b2Vec2();
const v = new b2Vec2();
const direction = new b2Vec2(); // a support direction in a proxy's frame (see supportIndex)
const vA = new b2Vec2(); // A's support vertex in A's frame
const vB = new b2Vec2(); // B's support vertex in B's frame
const scratchA = b2NewTransformArray(); // the numbers of a transform without m_packed
const scratchB = b2NewTransformArray();

/**
 * Casts B along input.translationB against A, by GJK-raycast. As in C++, a start inside the
 * target distance that the early exits do not catch is a hit at lambda 0. Both radii count, each
 * at least b2_polygonRadius, and the target distance between the cores is their sum less
 * b2_polygonRadius, reached within 0.5·b2_linearSlop. C++: `b2ShapeCast` in b2_distance.cpp.
 * @param output - on a hit, receives the fraction in lambda, the point on A's surface (world
 * frame) and the normal from A toward B; without a hit lambda 1, point and normal zero, as C++
 * leaves them; written
 * @param input - the proxies, their world frames and B's translation (m, world frame); only read
 * @returns true on a hit; false when B moves away or not far enough, when the first support points
 * are already within the target distance, or when the simplex comes to enclose the origin
 * @throws Error, before writing anything, on a non-finite transform or translation, or a proxy
 * that was never Set (Deviation 2, errors instead of asserts, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md); [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 * @example
 * ```ts
 * import { b2CircleShape, b2PolygonShape, b2ShapeCast, b2ShapeCastInput, b2ShapeCastOutput } from 'b2collide';
 *
 * const box = new b2PolygonShape().SetAsBox(1, 1);
 * const ball = new b2CircleShape(0.5);
 * const input = new b2ShapeCastInput();
 * input.proxyA.Set(box, 0);
 * input.proxyB.Set(ball, 0);
 * input.transformB.SetPositionSinCos(5, 0, 0, 1);
 * input.translationB.Set(-10, 0); // the ball flies left through where the box is
 * const output = new b2ShapeCastOutput();
 * const hit = b2ShapeCast(output, input);
 * // The ball's surface meets the box's at x = 1.01 (its skin) after 0.35 of the move.
 * console.log(hit, output.lambda.toFixed(2)); // true 0.35
 * console.log(output.point.x.toFixed(2), output.normal.x.toFixed(2)); // 1.01 1.00
 * ```
 */
export function b2ShapeCast(output: b2ShapeCastOutput, input: Readonly<b2ShapeCastInput>): boolean {
  // Not in C++: the input is one (a null, a number, `{}` or an array is named as given).
  const given: unknown = input;
  if (typeof given !== 'object' || given === null || Array.isArray(given) || !('proxyA' in given)) {
    throw new Error(`b2ShapeCast: input expected a b2ShapeCastInput, got ${b2DescribeValue(given)}`);
  }
  const proxyA = input.proxyA;
  const proxyB = input.proxyB;
  const xfA = input.transformA;
  const xfB = input.transformB;
  const r = input.translationB;

  // Not in C++: a NaN or infinity would make every comparison below false.
  if (xfA?.m_packed === undefined || xfB?.m_packed === undefined) {
    b2CheckTransformObject('b2ShapeCast', 'input.transformA', xfA);
    b2CheckTransformObject('b2ShapeCast', 'input.transformB', xfB);
    b2CheckFinitePoint('b2ShapeCast', 'input.translationB', r);
  }
  const tA = b2TransformNumbers(xfA, scratchA); // [p.x, p.y, q.s, q.c] (rule 11)
  const tB = b2TransformNumbers(xfB, scratchB);
  if (!b2TransformsAreFinite(tA, tB) || !(b2IsInRange(r.x) && b2IsInRange(r.y))) {
    if (!b2TransformsAreNumbers(tA, tB)) {
      b2CheckTransforms('b2ShapeCast', xfA, xfB);
    }
    if (typeof r.x !== 'number' || typeof r.y !== 'number') {
      b2CheckFinitePoint('b2ShapeCast', 'translationB', r);
    }
    if (Number.isFinite(r.x) && Number.isFinite(r.y)) {
      b2CheckTransforms('b2ShapeCast', xfA, xfB);
      b2CheckFinitePoint('b2ShapeCast', 'translationB', r);
    }
    throw new Error(
      `b2ShapeCast: a transform or the translation is not finite (transformA p=(${xfA.p.x}, ${xfA.p.y}) q=(${xfA.q.s}, ${xfA.q.c}), ` +
        `transformB p=(${xfB.p.x}, ${xfB.p.y}) q=(${xfB.q.s}, ${xfB.q.c}), translationB (${r.x}, ${r.y}))`,
    );
  }
  // Not in C++: the proxies as they are now (a hand-edited m_count or m_radius, a vertex changed
  // after Set) and the output, before the first write.
  b2CheckProxy('b2ShapeCast', 'input.proxyA', proxyA);
  b2CheckProxy('b2ShapeCast', 'input.proxyB', proxyB);
  if (!outputTakesWrites(output)) {
    // The full check, which names the fault: Object.isFrozen on output and its two vectors.
    b2CheckOutputParts('b2ShapeCast', 'output', output, 'point', 'normal');
  }

  output.iterations = 0;
  output.lambda = 1.0;
  b2Vec2SetZeroUnchecked(output.normal);
  b2Vec2SetZeroUnchecked(output.point);

  // b2_polygonRadius read once through unary +: a module constant's load carries a TDZ check, so V8
  // does not know it is a number, and each b2Max below choosing between it and a double (radiusA,
  // radiusB, sigma) was kept as a tagged value: a new HeapNumber whenever the double won.
  const polygonRadius = +b2_polygonRadius;

  // b2Max(a, b) is a > b ? a : b, which differs from Math.max for NaN and signed zeros.
  const radiusA = proxyA.m_radius > polygonRadius ? proxyA.m_radius : polygonRadius;
  const radiusB = proxyB.m_radius > polygonRadius ? proxyB.m_radius : polygonRadius;
  const radius = radiusA + radiusB;

  const qAs = tA[2];
  const qAc = tA[3];
  const qBs = tB[2];
  const qBc = tB[3];

  let nx = 0.0;
  let ny = 0.0;
  let lambda = 0.0;

  simplex.m_count = 0;
  const vertices = simplex.m_vs;

  // Support points against the translation: A along -r, B along r, each in its own frame.
  direction.x = qAc * -r.x + qAs * -r.y;
  direction.y = -qAs * -r.x + qAc * -r.y;
  let indexA = proxySupportIndex(proxyA, direction);
  proxyVertex(vA, proxyA, indexA);
  let wAx = qAc * vA.x - qAs * vA.y + tA[0];
  let wAy = qAs * vA.x + qAc * vA.y + tA[1];
  direction.x = qBc * r.x + qBs * r.y;
  direction.y = -qBs * r.x + qBc * r.y;
  let indexB = proxySupportIndex(proxyB, direction);
  proxyVertex(vB, proxyB, indexB);
  let wBx = qBc * vB.x - qBs * vB.y + tB[0];
  let wBy = qBs * vB.x + qBc * vB.y + tB[1];
  v.x = wAx - wBx;
  v.y = wAy - wBy;

  // The target distance between the cores.
  const sigmaCandidate = radius - polygonRadius;
  const sigma = polygonRadius > sigmaCandidate ? polygonRadius : sigmaCandidate;
  const tolerance = 0.5 * b2_linearSlop;

  const k_maxIters = 20;
  let iter = 0;
  while (iter < k_maxIters && Math.sqrt(v.x * v.x + v.y * v.y) - sigma > tolerance) {
    output.iterations += 1;

    // Support in direction -v (A - B).
    direction.x = qAc * -v.x + qAs * -v.y;
    direction.y = -qAs * -v.x + qAc * -v.y;
    indexA = proxySupportIndex(proxyA, direction);
    proxyVertex(vA, proxyA, indexA);
    wAx = qAc * vA.x - qAs * vA.y + tA[0];
    wAy = qAs * vA.x + qAc * vA.y + tA[1];
    direction.x = qBc * v.x + qBs * v.y;
    direction.y = -qBs * v.x + qBc * v.y;
    indexB = proxySupportIndex(proxyB, direction);
    proxyVertex(vB, proxyB, indexB);
    wBx = qBc * vB.x - qBs * vB.y + tB[0];
    wBy = qBs * vB.x + qBc * vB.y + tB[1];
    const px = wAx - wBx;
    const py = wAy - wBy;

    // -v is a normal at p: v.Normalize() (left unchanged below b2_epsilon), written out (rule 3).
    const vLength = Math.sqrt(v.x * v.x + v.y * v.y);
    if (!(vLength < b2_epsilon)) {
      const invVLength = 1.0 / vLength;
      v.x *= invVLength;
      v.y *= invVLength;
    }

    // Intersect the ray with the plane.
    const vp = v.x * px + v.y * py;
    const vr = v.x * r.x + v.y * r.y;
    if (vp - sigma > lambda * vr) {
      if (vr <= 0.0) {
        return false;
      }
      lambda = (vp - sigma) / vr;
      if (lambda > 1.0) {
        return false;
      }
      nx = -v.x;
      ny = -v.y;
      simplex.m_count = 0;
    }

    // The simplex works on B - A, so the vertex is reversed; B's point is shifted by lambda * r
    // to be closest to the current clip point, p is not (the plane stays in unshifted space).
    const vertex = vertices[simplex.m_count];
    vertex.indexA = indexB;
    vertex.wAx = wBx + lambda * r.x;
    vertex.wAy = wBy + lambda * r.y;
    vertex.indexB = indexA;
    vertex.wBx = wAx;
    vertex.wBy = wAy;
    vertex.wx = vertex.wBx - vertex.wAx;
    vertex.wy = vertex.wBy - vertex.wAy;
    vertex.a = 1.0;
    simplex.m_count += 1;

    if (simplex.m_count === 2) {
      simplex.Solve2();
    } else if (simplex.m_count === 3) {
      simplex.Solve3();
    }

    // Three points: the origin is inside, the shapes overlap.
    if (simplex.m_count === 3) {
      return false;
    }

    simplex.GetClosestPoint(v);
    ++iter;
  }

  if (iter === 0) {
    // Overlapping at the start.
    return false;
  }

  // Witness points, swapped back (the simplex held B's points as its "A").
  simplex.GetWitnessPoints(pointB, pointA);

  if (v.x * v.x + v.y * v.y > 0.0) {
    nx = -v.x;
    ny = -v.y;
    // n.Normalize(): left unchanged below b2_epsilon.
    const length = Math.sqrt(nx * nx + ny * ny);
    if (!(length < b2_epsilon)) {
      const invLength = 1.0 / length;
      nx *= invLength;
      ny *= invLength;
    }
  }

  output.point.x = pointA.x + radiusA * nx;
  output.point.y = pointA.y + radiusA * ny;
  output.normal.x = nx;
  output.normal.y = ny;
  output.lambda = lambda;
  output.iterations = iter;
  return true;
}

/**
 * Whether output and its point and normal take writes: one field of each is written back with
 * what it holds, so nothing changes; a frozen one refuses the write (a TypeError in strict code),
 * and a missing one reads undefined. Replaces three calls of Object.isFrozen on a sound call.
 */
function outputTakesWrites(output: b2ShapeCastOutput): boolean {
  try {
    const point = output.point;
    const normal = output.normal;
    const px = point.x;
    const nx = normal.x;
    const iterations = output.iterations;
    if (px === undefined || nx === undefined || iterations === undefined || Array.isArray(output)) {
      return false;
    }
    output.iterations = iterations;
    point.x = px;
    normal.x = nx;
    return true;
  } catch {
    return false;
  }
}
