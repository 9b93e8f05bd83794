// Collide-time checks of the v3 colliders' arguments (not in C, which trusts its input and asserts
// in debug builds only): each throws an Error naming the collider and the bad field, before the
// collider writes anything, instead of letting a NaN, a string or a degenerate shape reach a
// manifold. Each check is one condition on the hot path (typeof tests that V8 folds where the fields
// hold numbers, then one sum of magnitudes within ±FLT_MAX, which NaN and ±Infinity fail, house
// rule 7); the naming runs on the cold path only. The sum of magnitudes may exceed FLT_MAX when
// every number is within it: the cold path then finds nothing to name and returns.

import { b2CheckCount, b2CheckFinitePoint, b2CheckNumber, b2CheckOutput, b2DescribeValue } from '../common/b2_checks';
import { checkPoseRot } from './checks';
import { B2_MAX_POLYGON_VERTICES } from './collision_types';
import { b2CheckPackedPolygon, b2IsPackedPolygonInRange } from './polygon_packed';

// The fields each check reads, as structural types: what C's structs hold.
interface XY {
  readonly x: number;
  readonly y: number;
}
interface TransformFields {
  readonly p: XY;
  readonly q: { readonly c: number; readonly s: number };
}
interface CircleFields {
  readonly center: XY;
  readonly radius: number;
}
interface CapsuleFields {
  readonly center1: XY;
  readonly center2: XY;
  readonly radius: number;
}
interface SegmentFields {
  readonly point1: XY;
  readonly point2: XY;
}
interface ChainSegmentFields {
  readonly ghost1: XY;
  readonly segment: SegmentFields;
  readonly ghost2: XY;
}
interface PolygonFields {
  readonly packed: readonly number[];
  readonly vertices: readonly XY[];
  readonly normals: readonly XY[];
  readonly centroid: XY;
  readonly radius: number;
  readonly count: number;
}
interface PointFields {
  readonly point: XY;
  readonly anchorA: XY;
  readonly anchorB: XY;
}
interface ManifoldFields {
  readonly normal: XY;
  readonly points: readonly PointFields[];
}
interface CacheFields {
  readonly count: number;
  readonly indexA: readonly number[];
  readonly indexB: readonly number[];
}


/**
 * Throws unless manifold is a b2Manifold the collider can write: the manifold, its normal, both
 * points and their point, anchorA and anchorB objects that take writes (C's colliders return a new
 * b2Manifold by value; here the caller's is overwritten whole, as C's assignment would).
 * The test writes back, field by field, what each field the colliders write already holds
 * (b2ProbeManifold), so nothing changes; a frozen or sealed-and-short object, a read-only field or
 * a getter without a setter refuses that write (a TypeError in strict code), and only then does
 * the cold path name the fault. Object.isFrozen, which this replaces, is a call out of optimized
 * code for each of the nine objects on every call.
 */
export function b2CheckManifoldOutput(where: string, manifold: ManifoldFields): void {
  try {
    b2ProbeManifold(manifold);
  } catch {
    manifoldFailure(where, manifold);
  }
}

// What a probe throws when a field it would write back is missing (the cold path decides).
const probeMiss = new Error('a manifold field to write back is missing');

/** The fields of a b2ManifoldPoint a collider writes, as the probe sees them (any value). */
interface ProbePoint {
  point: { x: unknown; y: unknown };
  anchorA: { x: unknown; y: unknown };
  anchorB: { x: unknown; y: unknown };
  separation: unknown;
  normalImpulse: unknown;
  tangentImpulse: unknown;
  totalNormalImpulse: unknown;
  normalVelocity: unknown;
  id: unknown;
  persisted: unknown;
}

/**
 * Writes back every field b2ZeroManifold and the colliders write, each its own value (the values
 * are typed unknown, so the float32 twin reads and writes them unrounded). Throws a TypeError
 * where a write is refused, probeMiss where a field is missing (writing it would add it).
 */
// f32: exact (the probe writes back each field as the caller left it)
function b2ProbeManifold(manifold: ManifoldFields): void {
  const m = manifold as unknown as { normal: { x: unknown; y: unknown }; rollingImpulse: unknown; pointCount: unknown; points: unknown };
  const points = m.points;
  if (!Array.isArray(points)) throw probeMiss;
  const normal = m.normal;
  const nx = normal.x;
  const ny = normal.y;
  const rolling = m.rollingImpulse;
  const count = m.pointCount;
  if (nx === undefined || ny === undefined || rolling === undefined || count === undefined) throw probeMiss;
  normal.x = nx;
  normal.y = ny;
  m.rollingImpulse = rolling;
  m.pointCount = count;
  probePoint(points[0] as ProbePoint);
  probePoint(points[1] as ProbePoint);
}

// One point of b2ProbeManifold: its three vectors' x and y, then its numbers, id and flag.
// f32: exact (the probe writes back each field as the caller left it)
function probePoint(mp: ProbePoint): void {
  probeVec(mp.point);
  probeVec(mp.anchorA);
  probeVec(mp.anchorB);
  const separation = mp.separation;
  const normalImpulse = mp.normalImpulse;
  const tangentImpulse = mp.tangentImpulse;
  const totalNormalImpulse = mp.totalNormalImpulse;
  const normalVelocity = mp.normalVelocity;
  const id = mp.id;
  const persisted = mp.persisted;
  if (
    separation === undefined || normalImpulse === undefined || tangentImpulse === undefined || totalNormalImpulse === undefined ||
    normalVelocity === undefined || id === undefined || persisted === undefined
  ) {
    throw probeMiss;
  }
  mp.separation = separation;
  mp.normalImpulse = normalImpulse;
  mp.tangentImpulse = tangentImpulse;
  mp.totalNormalImpulse = totalNormalImpulse;
  mp.normalVelocity = normalVelocity;
  mp.id = id;
  mp.persisted = persisted;
}

// One b2Vec2 of probePoint.
// f32: exact (the probe writes back each field as the caller left it)
function probeVec(v: { x: unknown; y: unknown }): void {
  const x = v.x;
  const y = v.y;
  if (x === undefined || y === undefined) throw probeMiss;
  v.x = x;
  v.y = y;
}

// The fields b2ProbeManifold writes back, for the cold path's naming.
const MANIFOLD_FIELDS = ['rollingImpulse', 'pointCount'] as const;
const VEC_FIELDS = ['x', 'y'] as const;
const POINT_FIELDS = ['separation', 'normalImpulse', 'tangentImpulse', 'totalNormalImpulse', 'normalVelocity', 'id', 'persisted'] as const;

// b2CheckManifoldOutput's cold path: names the first object that cannot be written (frozen, or not
// an object), then the first field that refuses its write-back; returns when the probe failed only
// on missing fields of objects that may take them (the collider adds them, as it always has).
function manifoldFailure(where: string, manifold: ManifoldFields): void {
  const m: unknown = manifold;
  if (typeof m !== 'object' || m === null || Array.isArray(m) || !('points' in m)) {
    throw new Error(`${where}: manifold expected a b2Manifold to write the result into, got ${b2DescribeValue(m)}`);
  }
  b2CheckOutput(where, 'manifold', manifold);
  b2CheckOutput(where, 'manifold.normal', manifold.normal);
  const points: unknown = manifold.points;
  if (!Array.isArray(points)) {
    throw new Error(`${where}: manifold.points expected an array of two b2ManifoldPoint, got ${b2DescribeValue(points)}`);
  }
  for (let i = 0; i < 2; ++i) {
    const mp = manifold.points[i];
    b2CheckOutput(where, `manifold.points[${i}]`, mp);
    b2CheckOutput(where, `manifold.points[${i}].point`, mp.point);
    b2CheckOutput(where, `manifold.points[${i}].anchorA`, mp.anchorA);
    b2CheckOutput(where, `manifold.points[${i}].anchorB`, mp.anchorB);
  }
  // Every part is an unfrozen object: name a field that refuses its write-back.
  checkFieldsWritable(where, 'manifold', m, MANIFOLD_FIELDS);
  checkFieldsWritable(where, 'manifold.normal', manifold.normal, VEC_FIELDS);
  for (let i = 0; i < 2; ++i) {
    const mp = manifold.points[i];
    checkFieldsWritable(where, `manifold.points[${i}].point`, mp.point, VEC_FIELDS);
    checkFieldsWritable(where, `manifold.points[${i}].anchorA`, mp.anchorA, VEC_FIELDS);
    checkFieldsWritable(where, `manifold.points[${i}].anchorB`, mp.anchorB, VEC_FIELDS);
    checkFieldsWritable(where, `manifold.points[${i}]`, mp, POINT_FIELDS);
  }
}

/**
 * Throws, naming the field, unless each field of o takes a write: an existing field is written
 * back (its own value, so nothing changes), a missing one needs an extensible o (not sealed, not
 * preventExtensions) for the collider to add it.
 */
// f32: exact (writes back each field as the caller left it)
function checkFieldsWritable(where: string, name: string, o: object, fields: readonly string[]): void {
  const target = o as Record<string, unknown>;
  for (const f of fields) {
    if (!(f in target)) {
      if (!Object.isExtensible(target)) {
        throw new Error(`${where}: ${name}.${f} is missing and ${name} is sealed (takes no new field); pass a b2Manifold the result can be written into`);
      }
      continue;
    }
    try {
      target[f] = target[f];
    } catch (e) {
      throw new Error(`${where}: ${name}.${f} refuses writes (read-only, or a getter without a setter: ${(e as Error).message}); pass a b2Manifold the result can be written into`);
    }
  }
}

/**
 * Throws unless both transforms are {p: {x, y}, q: {c, s}} objects whose eight numbers are within
 * ±FLT_MAX and whose rotations pass checkPoseRot (|c| + |s| <= 2; unit length is not required, C
 * does not test it).
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckTransformPair(where: string, xfA: TransformFields, xfB: TransformFields): void {
  // The test is b2IsTransformPairInRange, the one copy every caller uses; the naming is a call of
  // its own, so that this stays small enough for V8 to inline with the test into the colliders.
  if (!b2IsTransformPairInRange(xfA, xfB)) {
    transformPairFailure(where, xfA, xfB);
  }
}

/**
 * True exactly when b2CheckTransformPair passes: both transforms {p: {x, y}, q: {c, s}} objects,
 * their eight numbers within ±FLT_MAX, each rotation with |c| + |s| <= 2 (checkPoseRot's test).
 * A caller that runs its checks in its own order tests this and, when false, calls them.
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2IsTransformPairInRange(xfA: TransformFields, xfB: TransformFields): boolean {
  // The eight reads in a try instead of a typeof and a null test per object (null or undefined
  // where an object should be throws a TypeError here, which is a false): fewer bytes of bytecode,
  // so that V8 inlines this with the rest of a collider's checks.
  let ax: unknown, ay: unknown, ac: unknown, as: unknown, bx: unknown, by: unknown, bc: unknown, bs: unknown;
  try {
    const pA = xfA.p, qA = xfA.q, pB = xfB.p, qB = xfB.q;
    ax = pA.x;
    ay = pA.y;
    ac = qA.c;
    as = qA.s;
    bx = pB.x;
    by = pB.y;
    bc = qB.c;
    bs = qB.s;
  } catch {
    return false;
  }
  return (
    typeof ax === 'number' && typeof ay === 'number' && typeof ac === 'number' && typeof as === 'number' &&
    typeof bx === 'number' && typeof by === 'number' && typeof bc === 'number' && typeof bs === 'number' &&
    Math.abs(ax) + Math.abs(ay) + Math.abs(ac) + Math.abs(as) + Math.abs(bx) + Math.abs(by) + Math.abs(bc) + Math.abs(bs) <= 3.4028234663852886e38 && // b2_maxFloat (rule 4)
    Math.abs(ac) + Math.abs(as) <= 2 && Math.abs(bc) + Math.abs(bs) <= 2 // checkPoseRot's test, written out
  );
}

// b2CheckTransformPair's naming, in its order: xfA's form and numbers, xfB's, then the rotations.
// f32: exact (an input check reads the fields as the caller left them)
function transformPairFailure(where: string, xfA: TransformFields, xfB: TransformFields): void {
  transformFailure(where, 'xfA', xfA);
  transformFailure(where, 'xfB', xfB);
  checkPoseRot(where, 'xfA.q', xfA.q.c, xfA.q.s);
  checkPoseRot(where, 'xfB.q', xfB.q.c, xfB.q.s);
}

// b2CheckTransformPair's cold path.
// f32: exact (an input check reads the fields as the caller left them)
function transformFailure(where: string, name: string, xf: TransformFields): void {
  const t: unknown = xf;
  if (typeof t !== 'object' || t === null || typeof xf.p !== 'object' || xf.p === null || typeof xf.q !== 'object' || xf.q === null) {
    throw new Error(`${where}: ${name} expected a b2Transform {p: {x, y}, q: {c, s}}, got ${b2DescribeValue(t)}`);
  }
  b2CheckNumber(where, `${name}.p.x`, xf.p.x);
  b2CheckNumber(where, `${name}.p.y`, xf.p.y);
  b2CheckNumber(where, `${name}.q.c`, xf.q.c);
  b2CheckNumber(where, `${name}.q.s`, xf.q.s);
}

// A point field of a shape: an object with numeric x and y within ±FLT_MAX, or a named throw.
// f32: exact (an input check reads the fields as the caller left them)
function checkPoint(where: string, name: string, p: XY): void {
  const o: unknown = p;
  if (typeof o !== 'object' || o === null) {
    throw new Error(`${where}: ${name} expected a b2Vec2 {x, y}, got ${b2DescribeValue(o)}`);
  }
  b2CheckFinitePoint(where, name, p);
  b2CheckNumber(where, `${name}.x`, p.x);
  b2CheckNumber(where, `${name}.y`, p.y);
}

// A radius: a number in [0, FLT_MAX].
// f32: exact (an input check reads the fields as the caller left them)
function checkRadius(where: string, name: string, r: unknown): void {
  b2CheckNumber(where, name, r);
  if (!((r as number) >= 0)) {
    throw new Error(`${where}: ${name} is ${r as number}; a radius must be 0 or more`);
  }
}

// An object of the struct: not an array, holding `field` (its first field), so that a `{}` or an
// array is named as given rather than by the field it lacks.
function checkObject(where: string, name: string, type: string, o: unknown, field: string): void {
  if (typeof o !== 'object' || o === null || Array.isArray(o) || !(field in o)) {
    throw new Error(`${where}: ${name} expected a ${type}, got ${b2DescribeValue(o)}`);
  }
}

/** Throws unless the circle's center is a point and its radius a number in [0, FLT_MAX]. */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckCircleV3(where: string, name: string, circle: CircleFields): void {
  if (!b2IsCircleInRange(circle)) {
    circleFailure(where, name, circle);
  }
}

/** True exactly when b2CheckCircleV3 passes (for a caller that runs the checks in its own order on failure). */
// f32: exact (an input check reads the fields as the caller left them)
export function b2IsCircleInRange(circle: CircleFields): boolean {
  const o: unknown = circle;
  if (typeof o === 'object' && o !== null && typeof circle.center === 'object' && circle.center !== null) {
    const x = circle.center.x, y = circle.center.y, r = circle.radius;
    return typeof x === 'number' && typeof y === 'number' && typeof r === 'number' && r >= 0 && Math.abs(x) + Math.abs(y) + r <= 3.4028234663852886e38; // b2_maxFloat (rule 4)
  }
  return false;
}

// b2CheckCircleV3's naming.
// f32: exact (an input check reads the fields as the caller left them)
function circleFailure(where: string, name: string, circle: CircleFields): void {
  checkObject(where, name, 'b2Circle', circle, 'center');
  checkPoint(where, `${name}.center`, circle.center);
  checkRadius(where, `${name}.radius`, circle.radius);
}

/**
 * Throws unless the capsule's centers are points, its radius a number in [0, FLT_MAX], and its
 * centers at least FLT_EPSILON apart (C asserts the squared length of the transformed axis is
 * above FLT_EPSILON², and b2MakeCapsule its squared length above FLT_EPSILON; with
 * minSquaredLength the caller says which).
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckCapsuleV3(where: string, name: string, capsule: CapsuleFields, minSquaredLength: number): void {
  if (!b2IsCapsuleInRange(capsule, minSquaredLength)) {
    capsuleFailure(where, name, capsule, minSquaredLength);
  }
}

/** True exactly when b2CheckCapsuleV3 passes (for a caller that runs the checks in its own order on failure). */
// f32: exact (an input check reads the fields as the caller left them)
export function b2IsCapsuleInRange(capsule: CapsuleFields, minSquaredLength: number): boolean {
  // The five reads in a try, as in b2IsTransformPairInRange (fewer bytes of bytecode to inline).
  let x1: unknown, y1: unknown, x2: unknown, y2: unknown, r: unknown;
  try {
    const c1 = capsule.center1, c2 = capsule.center2;
    x1 = c1.x;
    y1 = c1.y;
    x2 = c2.x;
    y2 = c2.y;
    r = capsule.radius;
  } catch {
    return false;
  }
  if (
    typeof x1 === 'number' && typeof y1 === 'number' && typeof x2 === 'number' && typeof y2 === 'number' && typeof r === 'number' && r >= 0 &&
    Math.abs(x1) + Math.abs(y1) + Math.abs(x2) + Math.abs(y2) + r <= 3.4028234663852886e38 // b2_maxFloat (rule 4)
  ) {
    const dx = x2 - x1;
    const dy = y2 - y1;
    return dx * dx + dy * dy > minSquaredLength;
  }
  return false;
}

// b2CheckCapsuleV3's naming.
// f32: exact (an input check reads the fields as the caller left them)
function capsuleFailure(where: string, name: string, capsule: CapsuleFields, minSquaredLength: number): void {
  const o: unknown = capsule;
  checkObject(where, name, 'b2Capsule', o, 'center1');
  checkPoint(where, `${name}.center1`, capsule.center1);
  checkPoint(where, `${name}.center2`, capsule.center2);
  checkRadius(where, `${name}.radius`, capsule.radius);
  b2CheckSegmentLength(where, `${name}.center1`, `${name}.center2`, capsule.center1, capsule.center2, minSquaredLength);
}

/**
 * Throws unless the two points are more than sqrt(minSquaredLength) apart. Not in C, which asserts
 * it in debug builds and otherwise divides by the zero length (a NaN manifold).
 */
export function b2CheckSegmentLength(where: string, name1: string, name2: string, p1: XY, p2: XY, minSquaredLength: number): void {
  const dx = p2.x - p1.x;
  const dy = p2.y - p1.y;
  if (!(dx * dx + dy * dy > minSquaredLength)) {
    throw new Error(
      `${where}: ${name1} (${p1.x}, ${p1.y}) and ${name2} (${p2.x}, ${p2.y}) are too close; ` +
        `the squared distance ${dx * dx + dy * dy} must be above ${minSquaredLength}`,
    );
  }
}

/** Throws unless the segment's points are points within ±FLT_MAX, more than sqrt(minSquaredLength) apart. */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckSegmentV3(where: string, name: string, segment: SegmentFields, minSquaredLength: number): void {
  if (!b2IsSegmentInRange(segment, minSquaredLength)) {
    segmentFailure(where, name, segment, minSquaredLength);
  }
}

/** True exactly when b2CheckSegmentV3 passes (for a caller that runs the checks in its own order on failure). */
// f32: exact (an input check reads the fields as the caller left them)
export function b2IsSegmentInRange(segment: SegmentFields, minSquaredLength: number): boolean {
  const o: unknown = segment;
  if (typeof o === 'object' && o !== null && typeof segment.point1 === 'object' && segment.point1 !== null && typeof segment.point2 === 'object' && segment.point2 !== null) {
    const x1 = segment.point1.x, y1 = segment.point1.y, x2 = segment.point2.x, y2 = segment.point2.y;
    if (typeof x1 === 'number' && typeof y1 === 'number' && typeof x2 === 'number' && typeof y2 === 'number' && Math.abs(x1) + Math.abs(y1) + Math.abs(x2) + Math.abs(y2) <= 3.4028234663852886e38) { // b2_maxFloat (rule 4)
      const dx = x2 - x1;
      const dy = y2 - y1;
      return dx * dx + dy * dy > minSquaredLength;
    }
  }
  return false;
}

// b2CheckSegmentV3's naming.
// f32: exact (an input check reads the fields as the caller left them)
function segmentFailure(where: string, name: string, segment: SegmentFields, minSquaredLength: number): void {
  const o: unknown = segment;
  checkObject(where, name, 'b2Segment', o, 'point1');
  checkPoint(where, `${name}.point1`, segment.point1);
  checkPoint(where, `${name}.point2`, segment.point2);
  b2CheckSegmentLength(where, `${name}.point1`, `${name}.point2`, segment.point1, segment.point2, minSquaredLength);
}

/** Throws unless the chain segment's ghosts and points are points within ±FLT_MAX. */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckChainSegmentV3(where: string, name: string, chainSegment: ChainSegmentFields): void {
  const o: unknown = chainSegment;
  if (typeof o === 'object' && o !== null) {
    const g1 = chainSegment.ghost1, s = chainSegment.segment, g2 = chainSegment.ghost2;
    if (typeof g1 === 'object' && g1 !== null && typeof g2 === 'object' && g2 !== null && typeof s === 'object' && s !== null) {
      const p1 = s.point1, p2 = s.point2;
      if (typeof p1 === 'object' && p1 !== null && typeof p2 === 'object' && p2 !== null) {
        if (
          typeof g1.x === 'number' && typeof g1.y === 'number' && typeof p1.x === 'number' && typeof p1.y === 'number' &&
          typeof p2.x === 'number' && typeof p2.y === 'number' && typeof g2.x === 'number' && typeof g2.y === 'number' &&
          Math.abs(g1.x) + Math.abs(g1.y) + Math.abs(p1.x) + Math.abs(p1.y) + Math.abs(p2.x) + Math.abs(p2.y) + Math.abs(g2.x) + Math.abs(g2.y) <= 3.4028234663852886e38 // b2_maxFloat (rule 4)
        ) {
          return;
        }
      }
    }
  }
  checkObject(where, name, 'b2ChainSegment', o, 'segment');
  checkPoint(where, `${name}.ghost1`, chainSegment.ghost1);
  checkObject(where, `${name}.segment`, 'b2Segment', chainSegment.segment, 'point1');
  checkPoint(where, `${name}.segment.point1`, chainSegment.segment.point1);
  checkPoint(where, `${name}.segment.point2`, chainSegment.segment.point2);
  checkPoint(where, `${name}.ghost2`, chainSegment.ghost2);
}

/**
 * Throws unless the polygon's count is a whole number in [1, B2_MAX_POLYGON_VERTICES], its radius
 * a number in [0, FLT_MAX], and its centroid and first `count` vertices and normals points within
 * ±FLT_MAX. Its convexity and winding are not checked: b2MakePolygon and the like make them (C's
 * header says not to fill a b2Polygon by hand).
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckPolygonV3(where: string, name: string, polygon: PolygonFields): void {
  if (!b2IsPackedPolygonInRange(polygon, 1, true)) {
    polygonFailure(where, name, polygon);
  }
}

// b2CheckPolygonV3's cold path.
// f32: exact (an input check reads the fields as the caller left them)
function polygonFailure(where: string, name: string, polygon: PolygonFields): void {
  checkObject(where, name, 'b2Polygon', polygon, 'count');
  b2CheckPackedPolygon(where, name, polygon);
  b2CheckCount(where, `${name}.count`, polygon.count, 1, B2_MAX_POLYGON_VERTICES);
  checkRadius(where, `${name}.radius`, polygon.radius);
  checkPoint(where, `${name}.centroid`, polygon.centroid);
  const vs: unknown = polygon.vertices;
  const ns: unknown = polygon.normals;
  if (!Array.isArray(vs) || !Array.isArray(ns)) {
    throw new Error(`${where}: ${name}.vertices and ${name}.normals expected arrays of b2Vec2, got ${b2DescribeValue(vs)} and ${b2DescribeValue(ns)}`);
  }
  for (let i = 0; i < polygon.count; ++i) {
    checkPoint(where, `${name}.vertices[${i}]`, polygon.vertices[i]);
    checkPoint(where, `${name}.normals[${i}]`, polygon.normals[i]);
  }
}

/**
 * Whether the cache takes the collider's writes: its count and the first three elements of each
 * index array are written back, each its own value (so nothing changes), and a frozen object or
 * array, or a read-only field, refuses (a TypeError in strict code). Object.isFrozen, which this
 * replaces, is a call out of optimized code per object; it stays for an empty array, which has no
 * element to write back. A missing count is false (writing it back would add it); the cold path
 * names it.
 */
// f32: exact (the probe writes back each field as the caller left it)
function cacheTakesWrites(cache: CacheFields): boolean {
  const c = cache as unknown as { count: unknown; indexA: unknown[]; indexB: unknown[] };
  const count = c.count;
  if (count === undefined) return false;
  try {
    c.count = count;
    probeIndices(c.indexA);
    probeIndices(c.indexB);
    return true;
  } catch {
    return false;
  }
}

// One index array of cacheTakesWrites: its first three elements (those it has) written back.
// f32: integer (indices written back as the caller left them)
function probeIndices(a: unknown[]): void {
  const n = a.length;
  if (n === 0) {
    if (Object.isFrozen(a)) throw probeMiss;
    return;
  }
  a[0] = a[0];
  if (n > 1) a[1] = a[1];
  if (n > 2) a[2] = a[2];
}

/**
 * Throws unless the cache is a b2SimplexCache the collider may read and write: count a whole number
 * in [0, 3] and its first `count` indices whole numbers below the proxies' vertex counts (2 for
 * the segment, countB for the polygon). C reads a bad index as a vertex out of bounds.
 */
// f32: integer (a count and indices: never rounded, so a bad count is shown as given, not as NaN)
export function b2CheckCacheV3(where: string, cache: CacheFields, countB: number): void {
  const o: unknown = cache;
  if (typeof o === 'object' && o !== null && Array.isArray(cache.indexA) && Array.isArray(cache.indexB) && cacheTakesWrites(cache)) {
    const count = cache.count;
    if (count === 0) return;
    if (typeof count === 'number' && (count === 1 || count === 2 || count === 3)) {
      let ok = true;
      for (let i = 0; i < count; ++i) {
        const a = cache.indexA[i];
        const b = cache.indexB[i];
        if (!(typeof a === 'number' && (a | 0) === a && a >= 0 && a < 2 && typeof b === 'number' && (b | 0) === b && b >= 0 && b < countB)) {
          ok = false;
        }
      }
      if (ok) return;
    }
  }
  if (typeof o !== 'object' || o === null || Array.isArray(o) || !('count' in o)) {
    throw new Error(`${where}: cache expected a b2SimplexCache, got ${b2DescribeValue(o)}`);
  }
  b2CheckOutput(where, 'cache', o);
  b2CheckOutput(where, 'cache.indexA', cache.indexA);
  b2CheckOutput(where, 'cache.indexB', cache.indexB);
  b2CheckCount(where, 'cache.count', cache.count, 0, 3);
  for (let i = 0; i < cache.count; ++i) {
    b2CheckCount(where, `cache.indexA[${i}]`, cache.indexA[i], 0, 1);
    b2CheckCount(where, `cache.indexB[${i}]`, cache.indexB[i], 0, countB - 1);
  }
}
