// Closest points of two convex point clouds by GJK (Box2D v3.1.1 src/distance.c, b2ShapeDistance).
// Proxy B is first moved into A's frame; the simplex starts from the warm-start cache and grows by
// one support point per iteration until the origin is inside it (overlap), the search direction
// vanishes, or a support point repeats (the main exit). C's operation order throughout
// (src/README.md rule 1); vector expressions are written as scalars with the C one named.

import { b2CheckCount, b2DescribeValue } from '../common/b2_checks';
import { B2_LINEAR_SLOP, b2ShapeProxy, b2Simplex, type b2DistanceInput, type b2DistanceOutput, type b2SimplexCache, type b2SimplexVertex } from './collision_types';
import { b2Vec2, type b2Transform } from './math_functions';
import { b2CheckOutputFields, b2CheckShapeProxy, b2CheckSimplexCache, b2CheckTransformV3 } from './distance_checks';
import { b2FindSupport } from './shape_proxy';
import {
  b2ComputeSimplexWitnessPoints,
  b2CopySimplex,
  b2MakeSimplexCache,
  b2MakeSimplexFromCache,
  b2SolveSimplex2,
  b2SolveSimplex3,
} from './simplex';

/** GJK's iteration limit, C's `maxIterations` in b2ShapeDistance. */
const maxIterations = 20; // f32: integer

/**
 * The most simplexes one call stores: the first, one per iteration and the last (C stores the
 * latter two only in builds without NDEBUG; see b2ShapeDistance).
 */
const maxStoredSimplexes = maxIterations + 2; // f32: integer

const outputFields = ['pointA', 'pointB', 'normal'] as const;

// Scratch of shapeDistance only.
const localProxyB = new b2ShapeProxy(); // proxy B in A's frame
const simplex = new b2Simplex();
const vertices = [simplex.v1, simplex.v2, simplex.v3];
const saveA = [0, 0, 0]; // the last simplex's indices, to find a repeated support point
const saveB = [0, 0, 0];
const direction = new b2Vec2();
const negated = new b2Vec2(); // C's b2Neg(d), the support direction of B
const localPointA = new b2Vec2();
const localPointB = new b2Vec2();

/**
 * The closest points of two shapes given as point clouds with radii, by GJK. Without useRadii the
 * result is between the point clouds' hulls; with it (and a distance above 0.1 ×
 * B2_LINEAR_SLOP) the radii are subtracted (not below 0) and the points moved onto the rounded
 * surfaces. When the hulls overlap, distance, normal, iterations and simplexCount are 0 and the
 * cache is left as it was. C: `b2ShapeDistance` in distance.c, which returns the output by value;
 * here it is written into `output`, given first, and C's arguments follow in C's order (as the
 * v2.4.1 layer's b2Distance(output, cache, input) takes its output first).
 *
 * The debug simplexes are stored as C stores them in a build without NDEBUG (the one the test
 * vectors come from): the first simplex, then the simplex of every iteration, then the last; a
 * build with NDEBUG stores only the first. Nothing else differs between the two builds.
 * @param output - receives pointA and pointB (world frame), the unit normal from A to B (world
 * frame; zero when the shapes overlap), distance (m), iterations and simplexCount; written
 * @param input - the two proxies (shape frames), their world transforms and useRadii; only read
 * @param cache - a warm start (count 0 starts cold); overwritten with the final simplex's indices
 * unless the shapes overlap
 * @param simplexes - null, or an array receiving copies of the simplexes GJK went through
 * (in A's frame), for debugging
 * @param simplexCapacity - how many simplexes to store at most: a whole number, at most
 * simplexes.length (0 when simplexes is null)
 * @returns output
 * @throws Error, before writing anything, on a proxy without points, with more than 8 or a
 * count beyond its points, a negative radius, a number that is not finite within ±b2_maxFloat, a
 * cache whose count is not 0 to 3 or whose indices are outside the proxies, a capacity that the
 * simplexes array cannot hold, or outputs that cannot be written (errors instead of asserts;
 * [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2ShapeDistance(
  output: b2DistanceOutput,
  input: Readonly<b2DistanceInput>,
  cache: b2SimplexCache,
  simplexes: b2Simplex[] | null,
  simplexCapacity: number,
): b2DistanceOutput {
  const where = 'b2ShapeDistance';
  const object: unknown = input;
  if (typeof object !== 'object' || object === null || Array.isArray(object) || !('proxyA' in object)) {
    throw new Error(`${where}: input expected a b2DistanceInput, got ${b2DescribeValue(object)}`);
  }
  b2CheckShapeProxy(where, 'input.proxyA', input.proxyA);
  b2CheckShapeProxy(where, 'input.proxyB', input.proxyB);
  b2CheckTransformV3(where, 'input.transformA', input.transformA);
  b2CheckTransformV3(where, 'input.transformB', input.transformB);
  const useRadii: unknown = input.useRadii;
  if (typeof useRadii !== 'boolean') {
    throw new Error(`${where}: input.useRadii expected a boolean, got ${b2DescribeValue(useRadii)}`);
  }
  b2CheckSimplexCache(where, cache, input.proxyA.count, input.proxyB.count);
  b2CheckSimplexes(where, simplexes, simplexCapacity);
  b2CheckOutputFields(where, 'output', output, outputFields);
  return shapeDistance(output, input.proxyA, input.proxyB, input.transformA, input.transformB, useRadii, cache, simplexes, simplexCapacity);
}

/**
 * Throws unless simplexes is null (or undefined) with any whole capacity, or an array whose first
 * min(capacity, 22) entries are writable b2Simplex objects, with capacity a whole number no
 * larger than the array.
 */
// f32: integer (a capacity is never rounded)
function b2CheckSimplexes(where: string, simplexes: unknown, capacity: unknown): void {
  if (simplexes === null || simplexes === undefined) {
    b2CheckCount(where, 'simplexCapacity', capacity, 0, 2147483647);
    return;
  }
  if (!Array.isArray(simplexes)) {
    throw new Error(`${where}: simplexes expected null or an array of b2Simplex, got ${b2DescribeValue(simplexes)}`);
  }
  if (typeof capacity === 'number' && Number.isInteger(capacity) && capacity > simplexes.length) {
    // Named with the array as given: [1, 2] for simplexes is shown whole, not only its length.
    throw new Error(`${where}: simplexCapacity ${capacity} is more than simplexes holds: ${b2DescribeValue(simplexes)}`);
  }
  b2CheckCount(where, 'simplexCapacity', capacity, 0, simplexes.length);
  const used = (capacity as number) < maxStoredSimplexes ? (capacity as number) : maxStoredSimplexes;
  for (let i = 0; i < used; ++i) {
    const s: unknown = simplexes[i];
    if (!isWritableSimplex(s)) {
      if (typeof s !== 'object' || s === null) {
        // Not an array of simplexes ([1, 2]): named whole, as given.
        throw new Error(`${where}: simplexes expected null or an array of b2Simplex, got ${b2DescribeValue(simplexes)}`);
      }
      throw new Error(`${where}: simplexes[${i}] expected a writable b2Simplex, got ${b2DescribeValue(s)}`);
    }
  }
}

function isWritableObject(o: unknown): boolean {
  return typeof o === 'object' && o !== null && !Object.isFrozen(o);
}

function isWritableVertex(v: unknown): boolean {
  if (!isWritableObject(v)) return false;
  const vertex = v as { wA?: unknown; wB?: unknown; w?: unknown };
  return isWritableObject(vertex.wA) && isWritableObject(vertex.wB) && isWritableObject(vertex.w);
}

function isWritableSimplex(s: unknown): boolean {
  if (!isWritableObject(s)) return false;
  const simplexObject = s as { v1?: unknown; v2?: unknown; v3?: unknown };
  return isWritableVertex(simplexObject.v1) && isWritableVertex(simplexObject.v2) && isWritableVertex(simplexObject.v3);
}

/**
 * b2ShapeDistance after its checks: b2ShapeCast and b2TimeOfImpact, which check their own inputs,
 * call this with their proxies and transforms (C copies them into a b2DistanceInput first).
 */
export function shapeDistance(
  output: b2DistanceOutput,
  proxyA: Readonly<b2ShapeProxy>,
  proxyB: Readonly<b2ShapeProxy>,
  transformA: b2Transform,
  transformB: b2Transform,
  useRadii: boolean,
  cache: b2SimplexCache,
  simplexes: b2Simplex[] | null,
  simplexCapacity: number,
): b2DistanceOutput {
  // C: b2DistanceOutput output = { 0 }
  output.pointA.x = 0.0;
  output.pointA.y = 0.0;
  output.pointB.x = 0.0;
  output.pointB.y = 0.0;
  output.normal.x = 0.0;
  output.normal.y = 0.0;
  output.distance = 0.0;
  output.iterations = 0;
  output.simplexCount = 0;

  const pAx = transformA.p.x;
  const pAy = transformA.p.y;
  const qAc = transformA.q.c;
  const qAs = transformA.q.s;

  // Proxy B in A's frame, so that the main loop transforms nothing.
  {
    // C: transform = b2InvMulTransforms(transformA, transformB)
    const qBc = transformB.q.c;
    const qBs = transformB.q.s;
    const qs = qAc * qBs - qAs * qBc;
    const qc = qAc * qBc + qAs * qBs;
    const vx = transformB.p.x - pAx;
    const vy = transformB.p.y - pAy;
    const px = qAc * vx + qAs * vy;
    const py = -qAs * vx + qAc * vy;
    const count = proxyB.count; // f32: integer
    localProxyB.count = count;
    localProxyB.radius = proxyB.radius;
    const from = proxyB.points;
    const to = localProxyB.points;
    for (let i = 0; i < count; ++i) {
      // C: b2TransformPoint(transform, proxyB.points[i])
      const x = from[i].x;
      const y = from[i].y;
      to[i].x = qc * x - qs * y + px;
      to[i].y = qs * x + qc * y + py;
    }
  }

  // Not in C: when debug simplexes are asked for, the scratch simplex is zeroed first. They are
  // copied whole (C's struct copy), vertices beyond the count too, which in C hold whatever its
  // stack held; zeroed, they are the same on every call.
  if (simplexes !== null && simplexes !== undefined && simplexCapacity > 0) {
    clearVertex(simplex.v1);
    clearVertex(simplex.v2);
    clearVertex(simplex.v3);
  }

  // The starting simplex.
  b2MakeSimplexFromCache(simplex, cache, proxyA, localProxyB);

  let simplexIndex = 0; // f32: integer
  if (simplexes !== null && simplexes !== undefined && simplexIndex < simplexCapacity) {
    b2CopySimplex(simplexes[simplexIndex], simplex);
    simplexIndex += 1;
  }

  const d = direction;
  let normalX = 0.0; // C's nonUnitNormal
  let normalY = 0.0;

  // The main loop; everything is in A's frame.
  let iteration = 0; // f32: integer
  while (iteration < maxIterations) {
    // Keep the simplex's indices to find a repeated support point.
    const saveCount = simplex.count; // f32: integer
    for (let i = 0; i < saveCount; ++i) {
      saveA[i] = vertices[i].indexA;
      saveB[i] = vertices[i].indexB;
    }

    switch (simplex.count) {
      case 1:
        d.x = -simplex.v1.w.x;
        d.y = -simplex.v1.w.y;
        break;
      case 2:
        b2SolveSimplex2(d, simplex);
        break;
      default:
        b2SolveSimplex3(d, simplex);
        break;
    }

    // Three points: the origin is in the triangle (overlap).
    if (simplex.count === 3) {
      b2ComputeSimplexWitnessPoints(localPointA, localPointB, simplex);
      writeWorldPoints(output, transformA);
      return output;
    }

    // C stores this simplex in builds without NDEBUG.
    if (simplexes !== null && simplexes !== undefined && simplexIndex < simplexCapacity) {
      b2CopySimplex(simplexes[simplexIndex], simplex);
      simplexIndex += 1;
    }

    // A search direction this short would cycle: the origin is probably on the segment or in
    // the triangle, and C reports an overlap.
    if (d.x * d.x + d.y * d.y < 1.1920928955078125e-7 * 1.1920928955078125e-7) { // FLT_EPSILON²
      b2ComputeSimplexWitnessPoints(localPointA, localPointB, simplex);
      writeWorldPoints(output, transformA);
      return output;
    }

    // Save the normal.
    normalX = d.x;
    normalY = d.y;

    // The new vertex: support(A, d) - support(B, -d).
    const vertex = vertices[simplex.count];
    vertex.indexA = b2FindSupport(proxyA, d);
    const pA = proxyA.points[vertex.indexA];
    vertex.wA.x = pA.x;
    vertex.wA.y = pA.y;
    negated.x = -d.x;
    negated.y = -d.y;
    vertex.indexB = b2FindSupport(localProxyB, negated);
    const pB = localProxyB.points[vertex.indexB];
    vertex.wB.x = pB.x;
    vertex.wB.y = pB.y;
    vertex.w.x = pA.x - pB.x;
    vertex.w.y = pA.y - pB.y;

    // One iteration per support point search.
    ++iteration;

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

    // The new vertex is kept.
    simplex.count += 1;
  }

  // C stores the last simplex in builds without NDEBUG.
  if (simplexes !== null && simplexes !== undefined && simplexIndex < simplexCapacity) {
    b2CopySimplex(simplexes[simplexIndex], simplex);
    simplexIndex += 1;
  }

  // C: normal = b2RotateVector(transformA.q, b2Normalize(nonUnitNormal))
  let nx = 0.0;
  let ny = 0.0;
  const length = Math.sqrt(normalX * normalX + normalY * normalY);
  if (!(length < 1.1920928955078125e-7)) { // C's b2Normalize gives 0 below FLT_EPSILON
    const invLength = 1.0 / length;
    nx = invLength * normalX;
    ny = invLength * normalY;
  }
  const normalWorldX = qAc * nx - qAs * ny;
  const normalWorldY = qAs * nx + qAc * ny;

  b2ComputeSimplexWitnessPoints(localPointA, localPointB, simplex);
  output.normal.x = normalWorldX;
  output.normal.y = normalWorldY;
  // C: b2Distance(localPointA, localPointB)
  const dx = localPointB.x - localPointA.x;
  const dy = localPointB.y - localPointA.y;
  output.distance = Math.sqrt(dx * dx + dy * dy);
  writeWorldPoints(output, transformA);
  output.iterations = iteration;
  output.simplexCount = simplexIndex;

  // Cache the simplex.
  b2MakeSimplexCache(cache, simplex);

  // Apply the radii when asked.
  if (useRadii && output.distance > 0.1 * B2_LINEAR_SLOP) {
    const radiusA = proxyA.radius;
    const radiusB = proxyB.radius;
    // C: b2MaxFloat(0.0f, distance - radiusA - radiusB)
    const shrunk = output.distance - radiusA - radiusB;
    output.distance = 0.0 > shrunk ? 0.0 : shrunk;

    // The points stay on the surfaces even when the shapes overlap, so they move smoothly.
    // C: pointA = b2MulAdd(pointA, radiusA, normal), pointB = b2MulSub(pointB, radiusB, normal)
    output.pointA.x = output.pointA.x + radiusA * normalWorldX;
    output.pointA.y = output.pointA.y + radiusA * normalWorldY;
    output.pointB.x = output.pointB.x - radiusB * normalWorldX;
    output.pointB.y = output.pointB.y - radiusB * normalWorldY;
  }

  return output;
}

/**
 * C: output.pointA = b2TransformPoint(transformA, localPointA), and pointB from localPointB. The
 * transform is passed whole: its numbers as arguments would be boxed where V8 does not inline.
 */
function writeWorldPoints(output: b2DistanceOutput, xf: b2Transform): void {
  const px = xf.p.x;
  const py = xf.p.y;
  const c = xf.q.c;
  const s = xf.q.s;
  const ax = localPointA.x;
  const ay = localPointA.y;
  const bx = localPointB.x;
  const by = localPointB.y;
  output.pointA.x = c * ax - s * ay + px;
  output.pointA.y = s * ax + c * ay + py;
  output.pointB.x = c * bx - s * by + px;
  output.pointB.y = s * bx + c * by + py;
}

/** Zeroes a scratch vertex (see the debug simplexes in shapeDistance). */
function clearVertex(v: b2SimplexVertex): void {
  v.wA.x = 0.0;
  v.wA.y = 0.0;
  v.wB.x = 0.0;
  v.wB.y = 0.0;
  v.w.x = 0.0;
  v.w.y = 0.0;
  v.a = 0.0;
  v.indexA = 0;
  v.indexB = 0;
}
