// Sutherland-Hodgman clipping of a segment against one line (C++ b2ClipVertex and
// b2ClipSegmentToLine, b2_collision.h / b2_collision.cpp), and b2ClipLine, the side plane the
// edge collider keeps in its scratch. The colliders clip in locals (src/README.md rule 9); this is
// the exported, readable twin they are tested against. Its body takes the line as one b2ClipLine
// object, so that the offset does not cross a call V8 may not inline as a double (rule 3).

import { b2Vec2, type b2XY, b2Vec2CopyUnchecked } from '../common/b2_math';
import { b2CheckFinitePoint, b2CheckIndex, b2CheckNumber, b2CheckOutput, b2DescribeValue } from '../common/b2_checks';
import { b2CheckContactFeature, b2ContactFeatureType, b2ContactID } from './b2_contact_id';

/**
 * A segment end point during clipping, with the features it came from. C++: `b2ClipVertex` in
 * b2_collision.h; members keep their C++ names, `Copy` is not in C++.
 */
export class b2ClipVertex {
  /** The point. */
  readonly v = new b2Vec2();
  /** The features that produced it. */
  readonly id = new b2ContactID();

  /**
   * Copies the point and its feature bytes. Not in C++ (there, the assignment).
   * @param other - the vertex to copy; only read
   * @returns this vertex
   * @throws Error, before any write, when what it reads is not finite numbers within ±b2_maxFloat, a feature is not a byte or this.v or this.id.cf is frozen ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Copy(other: Readonly<b2ClipVertex>): this {
    checkClipVertex('b2ClipVertex.Copy', 'other', other);
    b2CheckOutput('b2ClipVertex.Copy', 'this.v', this.v);
    b2CheckOutput('b2ClipVertex.Copy', 'this.id.cf', this.id.cf);
    b2Vec2CopyUnchecked(this.v, other.v);
    this.id.Copy(other.id);
    return this;
  }
}

/** The line {x : dot(normal, x) = offset}. */
export class b2ClipLine {
  readonly normal = new b2Vec2();
  offset = 0;
}

/** b2ClipSegmentToLine (see there) with the line's normal and offset in `line`. */
function clipSegmentToLine(
  vOut: readonly b2ClipVertex[],
  vIn: readonly Readonly<b2ClipVertex>[],
  line: Readonly<b2ClipLine>,
  /* f32: integer */ vertexIndexA: number,
): number {
  const in0 = vIn[0];
  const in1 = vIn[1];
  const normal = line.normal;
  const offset = line.offset;
  let count = 0;

  // Signed distances of the end points from the line.
  const distance0 = normal.x * in0.v.x + normal.y * in0.v.y - offset;
  const distance1 = normal.x * in1.v.x + normal.y * in1.v.y - offset;

  // Keep the end points that are behind the line or on it (C++ uses <= here).
  if (distance0 <= 0) vOut[count++].Copy(in0);
  if (distance1 <= 0) vOut[count++].Copy(in1);

  // The end points are on opposite sides: add the crossing point.
  if (distance0 * distance1 < 0) {
    const interp = distance0 / (distance0 - distance1);
    const out = vOut[count];
    // v0 + interp * (v1 - v0), component by component as C++ evaluates it.
    out.v.x = in0.v.x + interp * (in1.v.x - in0.v.x);
    out.v.y = in0.v.y + interp * (in1.v.y - in0.v.y);
    const cf = out.id.cf;
    cf.indexA = vertexIndexA & 0xff; // C++ static_cast<uint8>
    cf.indexB = in0.id.cf.indexB;
    cf.typeA = b2ContactFeatureType.e_vertex;
    cf.typeB = b2ContactFeatureType.e_face;
    ++count;
  }

  return count;
}

// The line of b2ClipSegmentToLine's arguments, handed to clipSegmentToLine.
const publicLine = new b2ClipLine();

/** Throws unless list is an array of at least two entries (vIn or vOut). */
function checkClipList(where: string, name: string, list: unknown): void {
  if (!Array.isArray(list) || list.length < 2 || typeof list[0] !== 'object' || typeof list[1] !== 'object') {
    throw new Error(`${where}: ${name} expected an array of two b2ClipVertex, got ${b2DescribeValue(list)}`);
  }
}

/** Throws unless cv is a clip vertex: a point within ±b2_maxFloat and a contact id of bytes. */
// f32: exact (an input check reads the fields as the caller left them)
function checkClipVertex(where: string, name: string, cv: Readonly<b2ClipVertex>): void {
  const object: unknown = cv;
  if (typeof object !== 'object' || object === null || typeof cv.id !== 'object' || cv.id === null) {
    throw new Error(`${where}: ${name} expected a b2ClipVertex, got ${b2DescribeValue(object)}`);
  }
  // One condition first; the names (strings, which would allocate per call) only on failure.
  const v = cv.v;
  const cf = cv.id.cf;
  if (
    !(typeof v === 'object' && v !== null && typeof v.x === 'number' && typeof v.y === 'number' &&
      Math.abs(v.x) + Math.abs(v.y) <= 3.4028234663852886e38 && // b2_maxFloat (rule 4)
      typeof cf === 'object' && cf !== null &&
      typeof cf.indexA === 'number' && (cf.indexA & 0xff) === cf.indexA && typeof cf.indexB === 'number' && (cf.indexB & 0xff) === cf.indexB &&
      typeof cf.typeA === 'number' && (cf.typeA & 0xff) === cf.typeA && typeof cf.typeB === 'number' && (cf.typeB & 0xff) === cf.typeB)
  ) {
    b2CheckFinitePoint(where, `${name}.v`, v);
    b2CheckContactFeature(where, `${name}.id.cf`, cf);
  }
}

/**
 * Throws unless list is an array of (at least) two clip vertices to write into: each an object whose
 * v and id.cf take writes. `${where}: ${name}[1] expected a b2ClipVertex to write into, got an object`.
 */
export function b2CheckOutputClipVertices(where: string, name: string, list: readonly unknown[]): void {
  const value: unknown = list;
  if (!Array.isArray(value) || value.length < 2 || typeof value[0] !== 'object' || typeof value[1] !== 'object') {
    throw new Error(`${where}: ${name} expected an array of two b2ClipVertex, got ${b2DescribeValue(value)}`);
  }
  for (let i = 0; i < 2; ++i) {
    const out = list[i];
    if (out === null) {
      b2CheckOutput(where, `${name}[${i}]`, out);
    }
    const v = (out as { v?: unknown }).v;
    const cf = (out as { id?: { cf?: unknown } }).id?.cf;
    if (typeof v !== 'object' || v === null || typeof cf !== 'object' || cf === null) {
      b2CheckOutput(where, `${name}[${i}]`, out);
      throw new Error(`${where}: ${name}[${i}] expected a b2ClipVertex to write into, got ${b2DescribeValue(out)}`);
    }
    // The names are built only when one is frozen: a string per call would allocate (rule 2).
    if (Object.isFrozen(out) || Object.isFrozen(v) || Object.isFrozen(cf)) {
      b2CheckOutput(where, `${name}[${i}]`, out);
      b2CheckOutput(where, `${name}[${i}].v`, v);
      b2CheckOutput(where, `${name}[${i}].id.cf`, cf);
    }
  }
}

/**
 * Keeps the part of the segment vIn[0]-vIn[1] that lies on the back side of the line
 * {x : dot(normal, x) = offset}. A point on the line counts as behind it. When the segment crosses
 * the line, the crossing point is written last and tagged as vertex `vertexIndexA` of shape A
 * touching face `vIn[0].id.cf.indexB` of shape B. C++: `b2ClipSegmentToLine` in
 * b2_collision.cpp. b2CollidePolygons does this inline; this is its readable twin.
 * @param vOut - two vertices that receive the kept points; written, must not be vIn's objects
 * @param vIn - the segment's two end points with their features; only read
 * @param normal - the line's normal, in the same frame as the points; only read
 * @param offset - the line's offset along normal
 * @param vertexIndexA - the feature index given to a crossing point
 * @returns how many points were kept and written to vOut: 0, 1 or 2
 * @throws Error, before any write, when what it reads is not finite numbers within ±b2_maxFloat or a feature is not a byte ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2ClipSegmentToLine(
  vOut: readonly b2ClipVertex[],
  vIn: readonly Readonly<b2ClipVertex>[],
  normal: b2XY,
  offset: number,
  /* f32: integer */ vertexIndexA: number,
): number {
  // Not in C++, which trusts its input: every number it reads is checked before the first write.
  const where = 'b2ClipSegmentToLine';
  checkClipList(where, 'vOut', vOut);
  checkClipList(where, 'vIn', vIn);
  checkClipVertex(where, 'vIn[0]', vIn[0]);
  checkClipVertex(where, 'vIn[1]', vIn[1]);
  b2CheckOutputClipVertices(where, 'vOut', vOut);
  b2CheckFinitePoint(where, 'normal', normal);
  if (typeof offset !== 'number' || !(Math.abs(offset) <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    // Only on failure: offset, a double, would be boxed for a call V8 does not inline (rule 3).
    b2CheckNumber(where, 'offset', offset);
  }
  // C++ casts it to uint8 (the feature byte); any int32 passes there (2147483648 is 2^31).
  b2CheckIndex(where, 'vertexIndexA', vertexIndexA, 2147483648);
  b2Vec2CopyUnchecked(publicLine.normal, normal);
  publicLine.offset = offset;
  return clipSegmentToLine(vOut, vIn, publicLine, vertexIndexA);
}
