// The body of b2ClipSegmentToLine with the line passed as one object. Internal: used by
// b2ClipSegmentToLine and the colliders, not exported from the package.
//
// Why an object: V8 passes a double argument to a call it does not inline as a new heap number,
// one allocation per call. The float64 build's colliders get this call inlined, but the float32
// twin's clip function (every operation wrapped in Math.fround) is too large for V8 to inline,
// and there the side offset cost 16 bytes per clip. A double stored into an existing object field
// is written in place.

import { b2Vec2 } from '../common/b2_math';
import { b2ContactFeatureType } from './b2_contact_id';
import type { b2ClipVertex } from './b2_clip_segment_to_line';

/** The line {x : dot(normal, x) = offset}. */
export class b2ClipLine {
  readonly normal = new b2Vec2();
  offset = 0;
}

/** b2ClipSegmentToLine (see there) with the line's normal and offset in `line`. */
export function clipSegmentToLine(
  vOut: readonly b2ClipVertex[],
  vIn: readonly Readonly<b2ClipVertex>[],
  line: Readonly<b2ClipLine>,
  vertexIndexA: number,
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
