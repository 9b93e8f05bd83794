// Input checks of geometry.c's functions (not in C, which asserts a few of these in debug builds
// and trusts the rest): a circle, capsule, segment, polygon, hull, ray or shape-cast input is
// tested before anything is written, and a failure names the function and the field as given.
// Each test is one typeof per number and one sum of magnitudes within ±FLT_MAX (NaN and ±Infinity
// fail it); the naming runs only when it fails, so the hot queries allocate nothing here.

import { b2CheckFinitePoint, b2CheckNumber, b2CheckOutput, b2DescribeValue } from '../common/b2_checks';
import { checkPoseRot } from './checks';
import { B2_PACKED_LENGTH, b2CheckPackedPolygon, b2IsPackedPolygonInRange } from './polygon_packed';

/** B2_MAX_POLYGON_VERTICES of collision.h. */
const maxVertices = 8; // f32: integer

/** An {x, y} as a check reads it (structural, so a plain object passes too). */
interface XY {
  readonly x: number;
  readonly y: number;
}

/** The fields of b2Circle a check reads. */
export interface CircleFields {
  readonly center: XY;
  readonly radius: number;
}

/** The fields of b2Capsule a check reads. */
export interface CapsuleFields {
  readonly center1: XY;
  readonly center2: XY;
  readonly radius: number;
}

/** The fields of b2Segment a check reads. */
export interface SegmentFields {
  readonly point1: XY;
  readonly point2: XY;
}

/** The fields of b2Polygon a check reads. */
export interface PolygonFields {
  readonly packed: readonly number[];
  readonly vertices: readonly XY[];
  readonly normals: readonly XY[];
  readonly centroid: XY;
  readonly radius: number;
  readonly count: number;
}

/** The fields of b2Hull a check reads. */
export interface HullFields {
  readonly points: readonly XY[];
  readonly count: number;
}

/** The fields of b2RayCastInput a check reads. */
export interface RayFields {
  readonly origin: XY;
  readonly translation: XY;
  readonly maxFraction: number;
}

/** The fields of b2Rot a check reads. */
export interface RotFields {
  readonly c: number;
  readonly s: number;
}

/** The fields of b2Transform a check reads. */
export interface TransformFields {
  readonly p: XY;
  readonly q: RotFields;
}

/** True when p is an object whose x and y are numbers (NaN and ±Infinity included). */
// f32: exact (an input check reads the fields as the caller left them)
function isPoint(p: unknown): boolean {
  return typeof p === 'object' && p !== null && typeof (p as XY).x === 'number' && typeof (p as XY).y === 'number';
}

/** Throws unless v is an {x, y} of numbers within ±FLT_MAX. */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckPoint(where: string, name: string, v: XY): void {
  if (!(isPoint(v) && Math.abs(v.x) + Math.abs(v.y) <= 3.4028234663852886e38)) { // FLT_MAX = b2_maxFloat (rule 4)
    b2CheckFinitePoint(where, name, v);
  }
}

/**
 * Throws unless object is a non-null object, not an array, whose named fields are objects (its
 * points, arrays or nested structs): the message names the type expected and shows the value as
 * given, so that `{}` or `[1, 2]` is named as such, not by a missing field.
 */
// f32: exact (an input check reads the value as the caller left it)
function checkObject(where: string, name: string, object: unknown, type: string, fields: readonly string[] = []): void {
  let ok = typeof object === 'object' && object !== null && !Array.isArray(object);
  for (let i = 0; ok && i < fields.length; ++i) {
    const field: unknown = (object as Record<string, unknown>)[fields[i]];
    ok = typeof field === 'object' && field !== null;
  }
  if (!ok) {
    throw new Error(`${where}: ${name} expected a ${type}, got ${b2DescribeValue(object)}`);
  }
}

/** Throws unless radius is a number in [0, FLT_MAX]: a negative radius turns a shape inside out. */
// f32: exact (an input check reads the value as the caller left it)
export function b2CheckRadius(where: string, name: string, radius: number): void {
  const value: unknown = radius;
  if (!(typeof value === 'number' && value >= 0 && value <= 3.4028234663852886e38)) { // FLT_MAX = b2_maxFloat (rule 4)
    throw new Error(`${where}: ${name} must be a number in [0, FLT_MAX], got ${b2DescribeValue(value)}`);
  }
}

/** Throws unless circle is a b2Circle whose center is finite and whose radius is in [0, FLT_MAX]. */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckCircle(where: string, name: string, circle: CircleFields): void {
  const object: unknown = circle;
  if (
    !(typeof object === 'object' && object !== null && isPoint(circle.center) && typeof circle.radius === 'number' &&
      circle.radius >= 0 && circle.radius + Math.abs(circle.center.x) + Math.abs(circle.center.y) <= 3.4028234663852886e38) // FLT_MAX = b2_maxFloat (rule 4)
  ) {
    checkObject(where, name, object, 'b2Circle', ['center']);
    b2CheckPoint(where, `${name}.center`, circle.center);
    b2CheckRadius(where, `${name}.radius`, circle.radius);
  }
}

/** Throws unless capsule is a b2Capsule whose centers are finite and whose radius is in [0, FLT_MAX]. */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckCapsule(where: string, name: string, capsule: CapsuleFields): void {
  const object: unknown = capsule;
  if (
    !(typeof object === 'object' && object !== null && isPoint(capsule.center1) && isPoint(capsule.center2) &&
      typeof capsule.radius === 'number' && capsule.radius >= 0 &&
      capsule.radius + Math.abs(capsule.center1.x) + Math.abs(capsule.center1.y) + Math.abs(capsule.center2.x) + Math.abs(capsule.center2.y) <=
        3.4028234663852886e38) // FLT_MAX = b2_maxFloat (rule 4)
  ) {
    checkObject(where, name, object, 'b2Capsule', ['center1', 'center2']);
    b2CheckPoint(where, `${name}.center1`, capsule.center1);
    b2CheckPoint(where, `${name}.center2`, capsule.center2);
    b2CheckRadius(where, `${name}.radius`, capsule.radius);
  }
}

/** Throws unless segment is a b2Segment whose two points are finite. */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckSegment(where: string, name: string, segment: SegmentFields): void {
  const object: unknown = segment;
  if (
    !(typeof object === 'object' && object !== null && isPoint(segment.point1) && isPoint(segment.point2) &&
      Math.abs(segment.point1.x) + Math.abs(segment.point1.y) + Math.abs(segment.point2.x) + Math.abs(segment.point2.y) <=
        3.4028234663852886e38) // FLT_MAX = b2_maxFloat (rule 4)
  ) {
    checkObject(where, name, object, 'b2Segment', ['point1', 'point2']);
    b2CheckPoint(where, `${name}.point1`, segment.point1);
    b2CheckPoint(where, `${name}.point2`, segment.point2);
  }
}

/**
 * Throws unless polygon is a b2Polygon whose count is a whole number from minCount to 8, whose
 * radius is in [0, FLT_MAX] and whose live vertices and normals (and, with centroid, its
 * centroid) are finite. C trusts count; a hand-edited count never bounds a loop unchecked here.
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckPolygon(where: string, name: string, polygon: PolygonFields, minCount: number, centroid: boolean): void {
  if (!b2IsPackedPolygonInRange(polygon, minCount, centroid)) {
    polygonFailure(where, name, polygon, minCount, centroid);
  }
}

// b2CheckPolygon's cold path: names what fails.
// f32: exact (an input check reads the fields as the caller left them)
function polygonFailure(where: string, name: string, polygon: PolygonFields, minCount: number, centroid: boolean): void {
  const object: unknown = polygon;
  checkObject(where, name, object, 'b2Polygon');
  b2CheckPackedPolygon(where, name, object);
  const count: unknown = polygon.count;
  if (!(typeof count === 'number' && Number.isInteger(count) && count >= minCount && count <= maxVertices)) {
    throw new RangeError(
      `${where}: ${name}.count ${b2DescribeValue(count)} is not a whole number from ${minCount} to ${maxVertices}; make the polygon with b2MakePolygon or b2MakeBox`,
    );
  }
  const radius: unknown = polygon.radius;
  if (!(typeof radius === 'number' && radius >= 0 && radius <= 3.4028234663852886e38)) { // FLT_MAX = b2_maxFloat (rule 4)
    b2CheckRadius(where, `${name}.radius`, radius as number);
  }
  // Names the first bad number; a sum past FLT_MAX of numbers each in range names none.
  for (let i = 0; i < count; ++i) {
    b2CheckPoint(where, `${name}.vertices[${i}]`, polygon.vertices[i]);
    b2CheckPoint(where, `${name}.normals[${i}]`, polygon.normals[i]);
  }
  if (centroid) {
    b2CheckPoint(where, `${name}.centroid`, polygon.centroid);
  }
}

/**
 * Throws unless hull is a b2Hull whose count is a whole number from 3 to 8 and whose live points
 * are finite (b2MakePolygon's C asserts b2ValidateHull; the caller tests that after this).
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckHull(where: string, hull: HullFields): void {
  const object: unknown = hull;
  checkObject(where, 'hull', object, 'b2Hull', ['points']);
  const points: unknown = hull.points;
  if (!Array.isArray(points)) {
    throw new Error(`${where}: hull.points expected an array of b2Vec2, got ${b2DescribeValue(points)}`);
  }
  const count: unknown = hull.count;
  const available = Math.min(points.length, maxVertices);
  if (!(typeof count === 'number' && Number.isInteger(count) && count >= 3 && count <= available)) {
    throw new RangeError(
      `${where}: hull.count ${b2DescribeValue(count)} is not a whole number from 3 to ${available}; ` +
        'b2ComputeHull gives count 0 when the points have no hull, and such a hull makes no polygon',
    );
  }
  for (let i = 0; i < count; ++i) {
    b2CheckPoint(where, `hull.points[${i}]`, points[i] as XY);
  }
}

/**
 * Throws unless q is a {c, s} of numbers for which C's b2IsValidRotation holds: finite, and
 * normalized as b2IsNormalizedRot tests it (1 − 0.0006 < s² + c² < 1 + 0.0006, in float32 in both
 * builds). A rotation that is not unit would make normals that are not unit.
 */
// f32: exact (the check reads the numbers as the caller left them)
export function b2CheckRotation(where: string, name: string, q: RotFields): void {
  checkObject(where, name, q as unknown, 'b2Rot {c, s}');
  const c: unknown = q.c;
  const s: unknown = q.s;
  if (c === undefined && s === undefined) {
    // Neither field ({}, an array): the value as given.
    throw new Error(`${where}: ${name} expected a b2Rot {c, s}, got ${b2DescribeValue(q)}`);
  }
  if (!(typeof c === 'number' && typeof s === 'number' && Math.abs(c) + Math.abs(s) <= 3.4028234663852886e38)) { // FLT_MAX = b2_maxFloat (rule 4)
    b2CheckNumber(where, `${name}.c`, c);
    b2CheckNumber(where, `${name}.s`, s);
  }
  const qq = Math.fround(Math.fround(Math.fround(q.s) * Math.fround(q.s)) + Math.fround(Math.fround(q.c) * Math.fround(q.c)));
  if (!(qq > Math.fround(1 - Math.fround(0.0006)) && qq < Math.fround(1 + Math.fround(0.0006)))) {
    throw new Error(`${where}: ${name} (c ${q.c}, s ${q.s}) is not a unit rotation (c² + s² = ${qq}); make it with b2MakeRot`);
  }
}

/** Throws unless xf is a {p: {x, y}, q: {c, s}} of finite numbers whose rotation passes checkPoseRot (|c| + |s| <= 2; unit length is not tested). */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckTransform(where: string, name: string, xf: TransformFields): void {
  const object: unknown = xf;
  if (
    !(typeof object === 'object' && object !== null && isPoint(xf.p) && typeof xf.q === 'object' && xf.q !== null &&
      typeof xf.q.c === 'number' && typeof xf.q.s === 'number' &&
      Math.abs(xf.p.x) + Math.abs(xf.p.y) + Math.abs(xf.q.c) + Math.abs(xf.q.s) <= 3.4028234663852886e38 && // FLT_MAX = b2_maxFloat (rule 4)
      Math.abs(xf.q.c) + Math.abs(xf.q.s) <= 2) // checkPoseRot's test, written out
  ) {
    checkObject(where, name, object, 'b2Transform', ['p', 'q']);
    b2CheckPoint(where, `${name}.p`, xf.p);
    checkObject(where, `${name}.q`, xf.q as unknown, 'b2Rot {c, s}');
    b2CheckNumber(where, `${name}.q.c`, xf.q.c);
    b2CheckNumber(where, `${name}.q.s`, xf.q.s);
    checkPoseRot(where, `${name}.q`, xf.q.c, xf.q.s);
  }
}

/**
 * Throws unless input is a ray for which C's b2IsValidRay holds (finite origin and translation,
 * 0 <= maxFraction < B2_HUGE), the assertion of C's ray casts.
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckRay(where: string, input: RayFields): void {
  const object: unknown = input;
  if (
    !(typeof object === 'object' && object !== null && isPoint(input.origin) && isPoint(input.translation) &&
      typeof input.maxFraction === 'number' && input.maxFraction >= 0 && input.maxFraction < 100000 && // B2_HUGE
      Math.abs(input.origin.x) + Math.abs(input.origin.y) + Math.abs(input.translation.x) + Math.abs(input.translation.y) <=
        3.4028234663852886e38) // FLT_MAX = b2_maxFloat (rule 4)
  ) {
    checkObject(where, 'input', object, 'b2RayCastInput', ['origin', 'translation']);
    b2CheckPoint(where, 'input.origin', input.origin);
    b2CheckPoint(where, 'input.translation', input.translation);
    const maxFraction: unknown = input.maxFraction;
    if (!(typeof maxFraction === 'number' && maxFraction >= 0 && maxFraction < 100000)) { // B2_HUGE
      throw new Error(`${where}: input.maxFraction must be a number in [0, B2_HUGE = 100000), got ${b2DescribeValue(maxFraction)}`);
    }
  }
}

/**
 * Throws unless out is a writable object (not an array) with writable objects in the named
 * fields; a value without them is named as given.
 */
export function b2CheckOut(where: string, name: string, out: unknown, fields: readonly string[]): void {
  b2CheckOutput(where, name, out);
  for (let i = 0; i < fields.length; ++i) {
    const field: unknown = (out as Record<string, unknown>)[fields[i]];
    // The names are built only on failure, so a hot caller allocates nothing here.
    if (typeof field !== 'object' || field === null || Object.isFrozen(field) || Array.isArray(out)) {
      if (typeof field !== 'object' || field === null || Array.isArray(out)) {
        throw new Error(`${where}: ${name} expected an object with ${fields.join(' and ')} to write the result into, got ${b2DescribeValue(out)}`);
      }
      b2CheckOutput(where, `${name}.${fields[i]}`, field);
    }
  }
}

/** Throws unless out is a writable b2Polygon: an object, not frozen, whose packed array is not frozen. */
export function b2CheckOutPolygon(where: string, out: unknown): void {
  b2CheckOutput(where, 'out', out);
  const packed: unknown = (out as { packed?: unknown }).packed;
  if (!(Array.isArray(packed) && packed.length === B2_PACKED_LENGTH) || Array.isArray(out)) {
    throw new Error(`${where}: out expected a b2Polygon (new b2Polygon()) to write the polygon into, got ${b2DescribeValue(out)}`);
  }
  if (Object.isFrozen(packed)) {
    b2CheckOutput(where, 'out.packed', packed);
  }
}
