// Sutherland-Hodgman clipping of a segment against one line (C++ b2ClipVertex and
// b2ClipSegmentToLine, b2_collision.h / b2_collision.cpp).

import { b2Vec2 } from '../common/b2_math';
import { b2ContactID } from './b2_contact_id';
import { b2ClipLine, clipSegmentToLine } from './b2_clip_line';

/** A segment end point during clipping, with the features it came from. */
export class b2ClipVertex {
  /** The point. */
  readonly v = new b2Vec2();
  /** The features that produced it. */
  readonly id = new b2ContactID();

  /** Copies the point and its feature bytes (the C++ by-value assignment). */
  Copy(other: Readonly<b2ClipVertex>): this {
    this.v.Copy(other.v);
    this.id.Copy(other.id);
    return this;
  }
}

// The line of b2ClipSegmentToLine's arguments, handed to the shared body (b2_clip_line.ts).
const publicLine = new b2ClipLine();

/**
 * Keeps the part of the segment vIn[0]-vIn[1] that lies on the back side of the line
 * {x : dot(normal, x) = offset}, writing it to vOut and returning how many points were kept
 * (0, 1 or 2). A point on the line counts as behind it. When the segment crosses the line, the
 * crossing point is written last and tagged as vertex `vertexIndexA` of shape A touching face
 * `vIn[0].id.cf.indexB` of shape B. vOut must be a different pair of objects than vIn.
 */
export function b2ClipSegmentToLine(
  vOut: readonly b2ClipVertex[],
  vIn: readonly Readonly<b2ClipVertex>[],
  normal: Readonly<b2Vec2>,
  offset: number,
  vertexIndexA: number,
): number {
  publicLine.normal.Copy(normal);
  publicLine.offset = offset;
  return clipSegmentToLine(vOut, vIn, publicLine, vertexIndexA);
}
