// Collide-time checks of the shapes handed to the colliders (not in C++, which trusts its input):
// each throws an Error naming the function and the bad field instead of letting a NaN or a
// degenerate shape flow into a manifold. They run on the cold path, after a hot path's cheap test
// has failed, or where a call is rare. The checks that know no shape (transforms, points, rays,
// densities) are in common/b2_checks.ts.

import { b2_epsilon, b2_maxPolygonVertices } from '../common/b2_settings';
import { b2CheckFinitePoint, b2CheckNumber, b2CheckOutput, b2CheckTransformObject, b2DescribeValue, b2IsInRange } from '../common/b2_checks';
import type { b2XY } from '../common/b2_math';

// The fields each check reads, as structural types: the shape files call these checks, so
// importing the shape classes here would make an import cycle.
interface CircleFields {
  readonly m_radius: number;
  readonly m_p: b2XY;
}
interface EdgeFields {
  readonly m_radius: number;
  /** Layout at b2EdgeShape.m_packed: m_vertex<k> at [2k, 2k + 1]. */
  readonly m_packed: readonly number[];
  readonly m_vertex0: b2XY;
  readonly m_vertex1: b2XY;
  readonly m_vertex2: b2XY;
  readonly m_vertex3: b2XY;
  readonly m_oneSided: boolean;
}
interface PolygonFields {
  readonly m_count: number;
  readonly m_radius: number;
  /**
   * Layout at b2PolygonShape.m_packed: vertex k at [2k, 2k + 1], normal k at [2k | 16, 2k | 17],
   * the centroid at [32, 33], the skin radius (m_radius) at [34].
   */
  readonly m_packed: readonly number[];
}
interface ProxyFields {
  readonly m_count: number;
  readonly m_radius: number;
  /** A polygon's packed coordinates (layout at b2PolygonShape.m_packed), or null. */
  readonly m_packed: readonly number[] | null;
  readonly m_vertices: readonly b2XY[];
}

/**
 * Throws unless the circle's radius is a positive number and its radius and centre are numbers
 * within ±b2_maxFloat. Called on every edge-circle collision, so the test is one condition that
 * allocates nothing; circleFailure names the field.
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckCircle(where: string, circle: CircleFields): void {
  if (!b2CircleIsUsable(circle)) {
    circleFailure(where, circle);
  }
}

/**
 * b2CheckCircle's fast test: true only when the radius is a positive number and the radius and
 * centre are numbers within ±b2_maxFloat. typeof first (V8 folds it where the fields hold
 * numbers), then one sum of magnitudes (NaN and Infinity fail it). A false is not a refusal:
 * b2CheckCircle's naming then tests one by one (two large coordinates each in range pass there).
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CircleIsUsable(circle: CircleFields): boolean {
  const r = circle.m_radius;
  const p = circle.m_p;
  return (
    typeof r === 'number' && typeof p.x === 'number' && typeof p.y === 'number' &&
    r > 0 && r + Math.abs(p.x) + Math.abs(p.y) <= 3.4028234663852886e38 // b2_maxFloat (rule 4)
  );
}

// b2CheckCircle's cold path.
// f32: exact (an input check reads the fields as the caller left them)
function circleFailure(where: string, circle: CircleFields): void {
  const r: unknown = circle.m_radius;
  const p = circle.m_p;
  if (typeof r !== 'number') {
    b2CheckNumber(where, "the circle's m_radius", r);
  }
  if (typeof p.x !== 'number' || typeof p.y !== 'number') {
    b2CheckFinitePoint(where, "the circle's centre m_p", p);
  }
  const radius = r as number;
  if (!(radius > 0) || radius - radius + (p.x - p.x) + (p.y - p.y) !== 0) {
    throw new Error(
      `${where}: the circle needs a positive, finite radius and a finite centre, got radius ${radius} and centre (${p.x}, ${p.y}); ` +
        'set them with new b2CircleShape(radius, center) or Set(center, radius)',
    );
  }
  // All finite: throw if one is beyond ±b2_maxFloat, else (only the sum was) the circle is valid.
  b2CheckNumber(where, "the circle's m_radius", radius);
  b2CheckFinitePoint(where, "the circle's centre m_p", p);
}

/**
 * Throws unless the edge's points are finite numbers (the ghost vertices too when it is
 * one-sided), its radius is a finite number, and it is longer than b2_epsilon (below that, C++'s
 * Normalize cannot give the edge a unit direction). Called on every edge collision, so the test
 * allocates nothing: typeof (removed by V8 where the fields hold doubles), then the x - x sum
 * (rule 7); edgeFailure names the field.
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckEdge(where: string, edge: EdgeFields): void {
  // The vertices from m_packed, so that the check does not make the edge's views (rule 10).
  const p = edge.m_packed;
  const oneSided = edge.m_oneSided;
  if (
    typeof p[2] !== 'number' || typeof p[3] !== 'number' || typeof p[4] !== 'number' || typeof p[5] !== 'number' ||
    typeof edge.m_radius !== 'number' ||
    (oneSided && (typeof p[0] !== 'number' || typeof p[1] !== 'number' || typeof p[6] !== 'number' || typeof p[7] !== 'number'))
  ) {
    edgeFailure(where, edge);
  }
  // Every number within ±b2_maxFloat (NaN and ±Infinity fail too), the supported range: first
  // one sum of magnitudes, then, only if it fails, one by one.
  let magnitude = Math.abs(p[2]) + Math.abs(p[3]) + Math.abs(p[4]) + Math.abs(p[5]) + Math.abs(edge.m_radius);
  if (oneSided) {
    magnitude += Math.abs(p[0]) + Math.abs(p[1]) + Math.abs(p[6]) + Math.abs(p[7]);
  }
  if (!(magnitude <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    edgeRangeFailure(where, edge);
  }
  const ex = p[4] - p[2];
  const ey = p[5] - p[3];
  if (!(ex * ex + ey * ey > b2_epsilon * b2_epsilon)) {
    edgeLengthFailure(where, p);
  }
}

// b2CheckEdge's cold path when the sum of magnitudes fails: throws unless every number is within
// ±b2_maxFloat one by one (large numbers each in range may overflow the sum and still pass). Kept
// out of b2CheckEdge so that the check stays under V8's inlining limit (460 bytes of bytecode).
// f32: exact (an input check reads the fields as the caller left them)
function edgeRangeFailure(where: string, edge: EdgeFields): void {
  const p = edge.m_packed;
  if (
    !(b2IsInRange(p[2]) && b2IsInRange(p[3]) && b2IsInRange(p[4]) && b2IsInRange(p[5]) && b2IsInRange(edge.m_radius)) ||
    (edge.m_oneSided && !(b2IsInRange(p[0]) && b2IsInRange(p[1]) && b2IsInRange(p[6]) && b2IsInRange(p[7])))
  ) {
    edgeFailure(where, edge);
  }
}

// b2CheckEdge's cold path for a zero-length edge: the message is built only here, so that the
// check stays small enough for V8 to inline into the queries.
// f32: exact (a message shows the fields as the caller left them)
function edgeLengthFailure(where: string, p: readonly number[]): never {
  throw new Error(`${where}: the edge (${p[2]}, ${p[3]})-(${p[4]}, ${p[5]}) has zero length; set it with SetTwoSided or SetOneSided`);
}

// b2CheckEdge's cold path: names the first field that is not a number, else lists the points.
// f32: exact (an input check reads the fields as the caller left them)
function edgeFailure(where: string, edge: EdgeFields): never {
  const points: [string, b2XY][] = [
    ['m_vertex1', edge.m_vertex1],
    ['m_vertex2', edge.m_vertex2],
  ];
  if (edge.m_oneSided) {
    points.unshift(['m_vertex0', edge.m_vertex0]);
    points.push(['m_vertex3', edge.m_vertex3]);
  }
  for (const [name, p] of points) {
    if (typeof p.x !== 'number' || typeof p.y !== 'number') {
      b2CheckFinitePoint(where, `the edge's ${name}`, p);
    }
  }
  if (typeof edge.m_radius !== 'number') {
    b2CheckNumber(where, "the edge's m_radius", edge.m_radius);
  }
  const v1 = edge.m_vertex1;
  const v2 = edge.m_vertex2;
  const numbers = [...points.flatMap(([, p]) => [p.x, p.y]), edge.m_radius];
  if (numbers.every((x) => Number.isFinite(x))) {
    // All finite, so one is beyond ±b2_maxFloat: these name it.
    for (const [name, p] of points) {
      b2CheckFinitePoint(where, `the edge's ${name}`, p);
    }
    b2CheckNumber(where, "the edge's m_radius", edge.m_radius);
  }
  throw new Error(
    `${where}: an edge vertex is not finite (v0 (${edge.m_vertex0.x}, ${edge.m_vertex0.y}), v1 (${v1.x}, ${v1.y}), ` +
      `v2 (${v2.x}, ${v2.y}), v3 (${edge.m_vertex3.x}, ${edge.m_vertex3.y}), radius ${edge.m_radius})`,
  );
}

/**
 * Throws unless the polygon has been built: m_count a whole number from 3 to b2_maxPolygonVertices
 * (a larger m_count would read past the vertices in m_packed; NaN, Infinity or a string would
 * make a loop read nothing or never end) and m_radius a finite number, not negative.
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckPolygon(where: string, polygon: PolygonFields): void {
  // Called on every edge-polygon collision: one condition, the naming on the cold path.
  if (!b2PolygonIsBuilt(polygon)) {
    polygonFailure(where, polygon);
  }
}

/**
 * b2CheckPolygon's rule as a predicate: m_count a whole number from 3 to b2_maxPolygonVertices and
 * m_radius a number in [0, b2_maxFloat]. The shape queries test it in their one fast condition.
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2PolygonIsBuilt(polygon: PolygonFields): boolean {
  const count = polygon.m_count;
  const packed = polygon.m_packed;
  // typeof first: a BigInt in `count | 0` would throw an engine TypeError.
  if (!(typeof count === 'number' && (count | 0) === count && count >= 3 && count <= b2_maxPolygonVertices && typeof packed === 'object' && packed !== null)) {
    return false;
  }
  // m_radius, read from its slot (layout at b2PolygonShape.m_packed), not through the accessor.
  const radius = packed[34];
  return typeof radius === 'number' && radius >= 0 && radius <= 3.4028234663852886e38; // b2_maxFloat (rule 4)
}

// b2CheckPolygon's cold path: names what is wrong and throws.
// f32: exact (an input check reads the fields as the caller left them)
function polygonFailure(where: string, polygon: PolygonFields): void {
  const object: unknown = polygon;
  if (typeof object !== 'object' || object === null) {
    throw new Error(`${where}: the polygon expected a b2PolygonShape, got ${b2DescribeValue(object)}`);
  }
  const count: unknown = polygon.m_count;
  if (typeof count !== 'number') {
    throw new Error(`${where}: the polygon's m_count expected a number, got ${b2DescribeValue(count)}; build it with Set or SetAsBox`);
  }
  if (count < 3) {
    throw new Error(`${where}: the polygon has ${count} vertices; build it with Set or SetAsBox first`);
  }
  if (!(count <= b2_maxPolygonVertices) || !Number.isInteger(count)) {
    throw new Error(`${where}: the polygon's m_count ${count} is not a whole number from 3 to b2_maxPolygonVertices = ${b2_maxPolygonVertices}`);
  }
  const packed: unknown = polygon.m_packed;
  if (typeof packed !== 'object' || packed === null) {
    throw new Error(`${where}: the polygon's m_packed expected an array of numbers, got ${b2DescribeValue(packed)}`);
  }
  const radius: unknown = (packed as readonly unknown[])[34]; // m_radius (layout at b2PolygonShape.m_packed)
  b2CheckNumber(where, "the polygon's m_radius", radius);
  if (!((radius as number) >= 0)) {
    throw new Error(`${where}: the polygon's m_radius ${String(radius)} is negative; Box2D uses b2_polygonRadius`);
  }
}

/** True when m_count is a whole number from 3 to b2_maxPolygonVertices (b2CheckPolygon's count rule). */
// f32: exact (an input check reads the fields as the caller left them)
export function b2PolygonCountIsValid(polygon: PolygonFields): boolean {
  const count = polygon.m_count;
  // typeof first: a BigInt in `count | 0` would throw an engine TypeError.
  return typeof count === 'number' && (count | 0) === count && count >= 3 && count <= b2_maxPolygonVertices;
}

/**
 * Throws unless the distance proxy can be read as it stands now, hand edits after Set included:
 * m_count a whole number from 1 to the vertices it has (b2_maxPolygonVertices for a polygon's
 * m_packed), m_radius a number in [0, b2_maxFloat], and its first m_count vertices numbers within
 * ±b2_maxFloat. An m_count of Infinity or 1e9 made the support search never end, 1.5 made it skip
 * a vertex, and a NaN radius made b2Distance report shapes 3.49 apart as touching. One condition
 * and one sum of magnitudes (rule 7); allocates nothing unless it throws.
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckProxy(where: string, name: string, proxy: ProxyFields): void {
  const object: unknown = proxy;
  if (typeof object !== 'object' || object === null) {
    proxyObjectFailure(where, name, object);
  }
  const count = proxy.m_count;
  const radius = proxy.m_radius;
  const packed = proxy.m_packed;
  if (
    !(typeof count === 'number' && (count | 0) === count && count >= 1 &&
      typeof radius === 'number' && radius >= 0 && radius <= 3.4028234663852886e38) // b2_maxFloat (rule 4)
  ) {
    proxyFailure(where, name, proxy);
  }
  let sum = 0;
  if (packed !== null) {
    if (count > b2_maxPolygonVertices) {
      proxyFailure(where, name, proxy);
    }
    for (let i = 0; i < count; ++i) {
      const x = packed[i << 1];
      const y = packed[(i << 1) | 1];
      if (typeof x !== 'number' || typeof y !== 'number') {
        sum = Number.NaN;
        break;
      }
      sum = sum + Math.abs(x) + Math.abs(y);
    }
  } else if (!proxyVerticesInRange(where, name, proxy, count)) {
    sum = Number.NaN;
  }
  if (!(sum <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    proxyVerticesFailure(where, name, proxy);
  }
}

// b2CheckProxy's test of a proxy without m_packed: whether its first count vertices are numbers
// within ±b2_maxFloat, by one sum of magnitudes (rule 7). An edge's are read from its m_packed
// (m_edgePacked), not through the views m_vertices holds: a view's getter returns a double, which
// V8 boxes where it does not inline the getter (rule 3). A count past the vertices is named here.
// f32: exact (an input check reads the fields as the caller left them)
function proxyVerticesInRange(where: string, name: string, proxy: ProxyFields, /* f32: integer */ count: number): boolean {
  const vertices = proxy.m_vertices;
  if (count > vertices.length) {
    proxyFailure(where, name, proxy);
  }
  // b2DistanceProxy's private m_edgePacked: an edge's m_packed (layout at b2EdgeShape.m_packed), or null.
  const edge = (proxy as { readonly m_edgePacked?: readonly number[] | null }).m_edgePacked;
  if (edge !== null && edge !== undefined) {
    // m_vertex1 and m_vertex2 (layout at b2EdgeShape.m_packed); count is 1 or 2.
    const x1 = edge[2];
    const y1 = edge[3];
    const x2 = count === 2 ? edge[4] : 0;
    const y2 = count === 2 ? edge[5] : 0;
    return (
      typeof x1 === 'number' && typeof y1 === 'number' && typeof x2 === 'number' && typeof y2 === 'number' &&
      Math.abs(x1) + Math.abs(y1) + Math.abs(x2) + Math.abs(y2) <= 3.4028234663852886e38 // b2_maxFloat (rule 4)
    );
  }
  let sum = 0;
  for (let i = 0; i < count; ++i) {
    const v = vertices[i];
    if (typeof v !== 'object' || v === null || typeof v.x !== 'number' || typeof v.y !== 'number') {
      return false;
    }
    sum = sum + Math.abs(v.x) + Math.abs(v.y);
  }
  return sum <= 3.4028234663852886e38; // b2_maxFloat (rule 4)
}

// b2CheckProxy's cold path for a proxy that is not an object. The messages of b2CheckProxy are
// built only in its cold paths, which keeps it under V8's inlining limit (460 bytes of bytecode).
function proxyObjectFailure(where: string, name: string, object: unknown): never {
  throw new Error(`${where}: ${name} expected a b2DistanceProxy, got ${b2DescribeValue(object)}`);
}

// b2CheckProxy's cold path when the vertices' sum of magnitudes fails: names the first bad vertex;
// a sum past b2_maxFloat of vertices each in range names none, and returns.
// f32: exact (an input check reads the fields as the caller left them)
function proxyVerticesFailure(where: string, name: string, proxy: ProxyFields): void {
  const count = proxy.m_count;
  const packed = proxy.m_packed;
  for (let i = 0; i < count; ++i) {
    const v: b2XY = packed !== null ? { x: packed[i << 1], y: packed[(i << 1) | 1] } : proxy.m_vertices[i];
    b2CheckFinitePoint(where, `${name}.m_vertices[${i}]`, v);
  }
}

/**
 * Throws unless every vertex of the proxy (checked by b2CheckProxy first) has both coordinates
 * within ±1e5, Box2D v3's B2_HUGE ("used to detect bad values"; v3's tree asserts every box within
 * it). b2TimeOfImpact needs this: float32's spacing is 0.0078 at 1e5 and 6.9e10 at 1e18, and a
 * separation measured from a face point that far out is rounding, not distance, so C++'s float
 * gives e_separated for shapes that meet (a tunnel). Both builds refuse the same vertices.
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckProxyExtent(where: string, name: string, proxy: ProxyFields): void {
  const count = proxy.m_count;
  const packed = proxy.m_packed;
  for (let i = 0; i < count; ++i) {
    const x = packed !== null ? packed[i << 1] : proxy.m_vertices[i].x;
    const y = packed !== null ? packed[(i << 1) | 1] : proxy.m_vertices[i].y;
    if (!(Math.abs(x) <= 100000.0 && Math.abs(y) <= 100000.0)) {
      throw new Error(
        `${where}: ${name}.m_vertices[${i}] (${x}, ${y}) is beyond ±1e5 (Box2D v3's B2_HUGE) from its body's origin; ` +
          "float32 rounding there exceeds the time of impact's tolerance, and the answer would be rounding, not distance",
      );
    }
  }
}

// b2CheckProxy's cold path: names the field.
// f32: exact (an input check reads the fields as the caller left them)
function proxyFailure(where: string, name: string, proxy: ProxyFields): never {
  const count: unknown = proxy.m_count;
  const available = proxy.m_packed !== null ? b2_maxPolygonVertices : proxy.m_vertices.length;
  if (!(typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= available)) {
    if (count === 0) {
      throw new Error(`${where}: ${name} has no vertices (m_count 0); call Set first`);
    }
    throw new Error(`${where}: ${name}.m_count ${b2DescribeValue(count)} is not a whole number from 1 to its ${available} vertices`);
  }
  const radius: unknown = proxy.m_radius;
  b2CheckNumber(where, `${name}.m_radius`, radius);
  throw new Error(`${where}: ${name}.m_radius ${String(radius)} is negative`);
}

/**
 * Throws unless the polygon's vertices `from` to m_count - 1 (and, with normals, its normals) are
 * numbers within ±b2_maxFloat: the shape queries read them as they are now, so a vertex written by
 * hand after Set is named rather than turned into a NaN box or mass. m_count must be checked first
 * (b2CheckPolygon): it bounds the loop. One sum of magnitudes (rule 7). The queries test the
 * vertices in the pass that reads them and call this to name a fault, or, with `from`, for the
 * vertices a pass that returns early did not read.
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckPolygonPacked(where: string, polygon: PolygonFields, normals: boolean, /* f32: integer */ from: number): void {
  const packed = polygon.m_packed; // layout at b2PolygonShape.m_packed
  const count = polygon.m_count;
  let sum = 0;
  for (let i = from; i < count; ++i) {
    const x = packed[i << 1];
    const y = packed[(i << 1) | 1];
    const nx = normals ? packed[(i << 1) | 16] : 0;
    const ny = normals ? packed[(i << 1) | 17] : 0;
    if (typeof x !== 'number' || typeof y !== 'number' || typeof nx !== 'number' || typeof ny !== 'number') {
      sum = Number.NaN;
      break;
    }
    sum = sum + Math.abs(x) + Math.abs(y) + Math.abs(nx) + Math.abs(ny);
  }
  if (!(sum <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    for (let i = from; i < count; ++i) {
      b2CheckFinitePoint(where, `the polygon's m_vertices[${i}]`, { x: packed[i << 1], y: packed[(i << 1) | 1] });
      if (normals) {
        b2CheckFinitePoint(where, `the polygon's m_normals[${i}]`, { x: packed[(i << 1) | 16], y: packed[(i << 1) | 17] });
      }
    }
  }
}

/** The kinds of shape a collider takes, with the field its one-line argument test reads. */
const shapeKinds = {
  circle: { type: 'b2CircleShape', field: 'm_p' },
  polygon: { type: 'b2PolygonShape', field: 'm_packed' },
  edge: { type: 'b2EdgeShape', field: 'm_packed' },
} as const;

/** A shape kind of b2CheckCollideArguments. */
export type b2CollideShapeKind = keyof typeof shapeKinds;

/**
 * Throws, naming the argument as given, unless manifold is a manifold to write into
 * (b2CheckOutputManifold), each shape an object of its kind (an object holding the circle's `m_p`,
 * the polygon's or edge's `m_packed`) and each transform an object. The cold path of the colliders'
 * one-line argument test (a typeof per argument, the manifold's `points` and each shape's field
 * included): without it a `null`, a number or `{}` met an engine TypeError, and a `{}` manifold
 * took some writes first. Returns when it finds nothing wrong.
 */
export function b2CheckCollideArguments(
  where: string,
  manifold: unknown,
  nameA: string,
  kindA: b2CollideShapeKind,
  shapeA: unknown,
  xfA: unknown,
  nameB: string,
  kindB: b2CollideShapeKind,
  shapeB: unknown,
  xfB: unknown,
): void {
  b2CheckOutputManifold(where, manifold);
  b2CheckShapeObject(where, nameA, kindA, shapeA);
  checkTransformIsObject(where, 'xfA', xfA);
  b2CheckShapeObject(where, nameB, kindB, shapeB);
  checkTransformIsObject(where, 'xfB', xfB);
}

// A b2Transform (which has m_packed) or a {p, q} object.
function checkTransformIsObject(where: string, name: string, xf: unknown): void {
  if ((xf as { readonly m_packed?: unknown } | null | undefined)?.m_packed === undefined) {
    b2CheckTransformObject(where, name, xf);
  }
}

/**
 * Throws unless shape is an object of the kind: not an array, holding the circle's `m_p` or the
 * polygon's or edge's `m_packed` as an object. `${where}: ${name} expected a b2CircleShape, got an
 * object`; the shape's numbers are the colliders' own checks.
 */
export function b2CheckShapeObject(where: string, name: string, kind: b2CollideShapeKind, shape: unknown): void {
  const { type, field } = shapeKinds[kind];
  if (typeof shape !== 'object' || shape === null || Array.isArray(shape) || !(field in shape)) {
    throw new Error(`${where}: ${name} expected a ${type}, got ${b2DescribeValue(shape)}`);
  }
  const value: unknown = (shape as Record<string, unknown>)[field];
  if (typeof value !== 'object' || value === null) {
    throw new Error(`${where}: ${name}.${field} expected ${field === 'm_p' ? 'a b2Vec2' : 'an array of numbers'}, got ${b2DescribeValue(value)}`);
  }
}

/** The fields of a manifold a collider writes (structural: this file imports no class of collision/). */
interface ManifoldOutFields {
  readonly localNormal: unknown;
  readonly localPoint: unknown;
  readonly points: unknown;
}

/**
 * Throws unless manifold is a manifold to write into: an object with localNormal, localPoint and
 * at least b2_maxManifoldPoints (2) points, each with a localPoint and an id whose cf takes
 * writes, none of them frozen. A b2Manifold from any copy of the library passes; a `{}` or an
 * array is named as given: `manifold expected a b2Manifold to write the result into, got an object`.
 */
export function b2CheckOutputManifold(where: string, manifold: unknown): void {
  if (typeof manifold !== 'object' || manifold === null || Array.isArray(manifold) || !('points' in manifold)) {
    throw new Error(`${where}: manifold expected a b2Manifold to write the result into, got ${b2DescribeValue(manifold)}`);
  }
  b2CheckOutput(where, 'manifold', manifold);
  const m = manifold as ManifoldOutFields;
  b2CheckOutput(where, 'manifold.localNormal', m.localNormal);
  b2CheckOutput(where, 'manifold.localPoint', m.localPoint);
  const points = m.points;
  if (!Array.isArray(points) || points.length < 2) {
    throw new Error(`${where}: manifold.points expected an array of 2 b2ManifoldPoint, got ${b2DescribeValue(points)}`);
  }
  for (let i = 0; i < 2; ++i) {
    const point = points[i] as { readonly localPoint?: unknown; readonly id?: { readonly cf?: unknown } } | null;
    b2CheckOutput(where, `manifold.points[${i}]`, point);
    b2CheckOutput(where, `manifold.points[${i}].localPoint`, point?.localPoint);
    b2CheckOutput(where, `manifold.points[${i}].id`, point?.id);
    b2CheckOutput(where, `manifold.points[${i}].id.cf`, point?.id?.cf);
  }
}

/** The parts of a manifold point a collider writes, as the write-back probe sees them. */
interface PointWriteFields {
  readonly localPoint: { x: unknown; y: unknown };
  readonly id: { readonly cf: { indexA: unknown; indexB: unknown; typeA: unknown; typeB: unknown } };
}
/** The parts of a manifold a collider writes, as the write-back probe sees them. */
interface ManifoldWriteFields {
  readonly localNormal: { x: unknown; y: unknown };
  readonly localPoint: { x: unknown; y: unknown };
}

/**
 * Not in C++: writes back, each its own value, the fields a collider is about to write in the
 * manifold's localNormal and localPoint and in one point (its localPoint and the four bytes of its
 * id.cf), so that a frozen part (or a read-only field) refuses here, before the collider's first
 * write to any of them, rather than half way through. A store to a frozen object throws in strict
 * code; V8's map check on each store is the test, so a sound manifold pays a load and a store per
 * field. The collider's try sends the TypeError to b2ManifoldWriteRefused. The values are typed
 * unknown, so the float32 twin writes them back unrounded.
 */
// f32: exact (the probe writes back each field as the caller left it)
export function b2ProbeManifoldWrites(manifold: ManifoldWriteFields, point: PointWriteFields): void {
  const n = manifold.localNormal;
  const nx = n.x;
  const ny = n.y;
  n.x = nx;
  n.y = ny;
  const p = manifold.localPoint;
  const px = p.x;
  const py = p.y;
  p.x = px;
  p.y = py;
  b2ProbePointWrites(point);
}

/** b2ProbeManifoldWrites for a further manifold point: its localPoint and the four bytes of its id.cf. */
// f32: exact (the probe writes back each field as the caller left it)
export function b2ProbePointWrites(point: PointWriteFields): void {
  const p = point.localPoint;
  const px = p.x;
  const py = p.y;
  p.x = px;
  p.y = py;
  const cf = point.id.cf;
  const indexA = cf.indexA;
  const indexB = cf.indexB;
  const typeA = cf.typeA;
  const typeB = cf.typeB;
  cf.indexA = indexA;
  cf.indexB = indexB;
  cf.typeA = typeA;
  cf.typeB = typeB;
}

/**
 * A collider's first write when it finds no contact, C++'s pointCount = 0, its only write then: a
 * manifold that refuses it (frozen) is named, with nothing written. The try is this small so that
 * the collider's arithmetic stays outside it: inside a try every call that may throw gets an
 * exception edge, and b2CollidePolygons with its search inside one measured about 1.1-1.4 times
 * slower on separated pairs.
 */
export function b2WriteNoContact(where: string, manifold: { pointCount: number }): void {
  try {
    manifold.pointCount = 0;
  } catch (error) {
    b2ManifoldWriteRefused(where, manifold, error);
  }
}

/**
 * A collider's first writes when it has found a contact (or, for the polygon colliders, is about
 * to clip): the write-back probe of every part it may write (b2ProbeManifoldWrites, and
 * b2ProbePointWrites for the second point when `points` is 2), then C++'s pointCount = 0. A part
 * that refuses (frozen) is named, with nothing written; after this every write of the collider is
 * to a field that has just taken one.
 */
export function b2BeginManifoldWrites(where: string, manifold: ManifoldBeginFields, /* f32: integer */ points: number): void {
  try {
    const list = manifold.points;
    b2ProbeManifoldWrites(manifold, list[0]);
    if (points === 2) {
      b2ProbePointWrites(list[1]);
    }
    manifold.pointCount = 0;
  } catch (error) {
    b2ManifoldWriteRefused(where, manifold, error);
  }
}

/** What b2BeginManifoldWrites reads and writes. */
interface ManifoldBeginFields extends ManifoldWriteFields {
  readonly points: readonly PointWriteFields[];
  pointCount: number;
}

/**
 * A collider's cold path when its try caught an error: one of its own (the message starts with
 * `where`) is thrown again as it is; else (an engine TypeError: a write the manifold refused, or a
 * read from a null or missing part) b2CheckOutputManifold names the manifold's fault, and if it
 * finds none the refused write is named here. The colliders order their writes so that nothing is
 * written before the refusal (b2ProbeManifoldWrites), so the manifold is as it was.
 */
export function b2ManifoldWriteRefused(where: string, manifold: unknown, error: unknown): never {
  if (error instanceof Error && error.message.startsWith(`${where}:`)) {
    throw error;
  }
  b2CheckOutputManifold(where, manifold);
  const message = error instanceof Error ? error.message : String(error);
  throw new Error(`${where}: the manifold refused a write (${message}); pass a b2Manifold the result can be written into`);
}
